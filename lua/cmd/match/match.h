/*
 * match.h — a match of `kharbaga match` (cmd_match.c) and its openings (match_openings.c).
 */
#ifndef KHARBAGA_MATCH_H
#define KHARBAGA_MATCH_H

#include "cli.h"
#include "player.h"
#include "record_game.h"
#include "rng.h"

#include <stdio.h>

enum {
    MATCH_DEFAULT_OPENING = 10, /* random plies before the players take over */
    MATCH_MAX_PLIES = 1000,    /* a game this long (only possible with the draw rules switched
                                  off) is stopped and counted a draw */
    MATCH_OPENING_TRIES = 200, /* openings drawn per pair, looking for a new one that does not end */
    MATCH_OPENING_SEARCH = 1000000, /* plies the search for a new opening may play when the draws
                                       found none */
    MATCH_MAX_OPENING = 40,    /* the most random plies (cli.c caps --opening there) */
    MATCH_NOTES_SHOWN = 3,     /* repeated openings told one by one in the table; the JSON has all */
};

/* Streams of the match seed, so that openings and moves draw independent numbers. */
enum { STREAM_OPENING = 1, STREAM_MOVES = 2, STREAM_OPENING_SEARCH = 3 };

typedef struct Outcome {
    int a_side;     /* the side A played */
    Result result;
    ResultReason reason; /* REASON_NONE: stopped at MATCH_MAX_PLIES */
    int plies;
    double a_score; /* 1, 1/2 or 0 */
    uint64_t fingerprint; /* of the positions the game went through */
    int repeats;    /* the earlier game (from 1) it repeats move for move, or 0 */
} Outcome;

/* Why a pair began where an earlier pair began. */
typedef enum {
    REPEAT_NONE,      /* it did not: a new opening */
    REPEAT_NO_PLIES,  /* --opening 0: every pair starts from the same position */
    REPEAT_ALL_USED,  /* the search went through every opening: all were used */
    REPEAT_NOT_FOUND, /* the draws and the search (cut at MATCH_OPENING_SEARCH) found no new one */
} RepeatReason;

typedef struct Opening {
    uint16_t choice[MATCH_MAX_OPENING]; /* each ply's move: its index in movegen_legal's list */
    uint64_t hash;   /* the position it reaches */
    int same_as;     /* the first earlier pair that began from that position, or -1 */
    RepeatReason why; /* (same_as >= 0) */
    int distinct;    /* (REPEAT_ALL_USED) how many positions the openings reach */
} Opening;

typedef struct Tally {
    int wins, draws, losses; /* A's */
} Tally;

typedef struct Match {
    Cli *cli;
    const GameDef *def;
    const Variant *v;
    Player *player[2]; /* A, B */
    int games, opening;
    uint64_t seed;
    Tally by_side[2]; /* A's results by the side A played */
    Outcome *outcomes;
    Opening *openings; /* one per pair of games */
    int *used;         /* the positions the pairs began from: an open-addressed set of pair
                          numbers + 1 (0: empty), one per distinct position, keyed by its hash */
    int used_mask;     /* the set's size less one (a power of two, at least twice the pairs) */
    int nused;         /* distinct positions in it */
    bool exhausted;    /* a search found every opening used (so will every later one) */
    int played;
    int width;        /* digits of the game numbers */
    char save[LOADER_PATH]; /* --save without trailing slashes, or "" */
    char rules[RECORD_TAG_LEN];    /* the --rule changes as the records' Rules tag, or "" */
    char position[RECORD_TAG_LEN]; /* the start as the records' Position tag, or "" (the game's) */
    MoveList *list;
    Game game;
} Match;

/* A number for one use of the match seed: stream `b` of seed `a`. */
static inline uint64_t match_mix(uint64_t a, uint64_t b)
{
    Rng r;
    rng_seed(&r, a ^ (b * 0xD6E8FEB86659FD93ull));
    return rng_next(&r);
}

/* ---- match_openings.c ---- */

/* Starts m->game at the opening of pair `pair` (the first game of a pair chooses it, the second
 * replays it). False (reported) on a failed hook, no memory, or no opening that leaves a game. */
bool match_start_game(Match *m, int pair, bool first_of_pair);

/* The games of pair `pair` that were played, from 1: the first and the last (equal for the odd
 * game of an odd number). */
void match_pair_games(const Match *m, int pair, int *first, int *last);

/* The JSON code of why an opening repeated an earlier pair's. */
const char *match_repeat_code(RepeatReason why);

/* The note on pair `pair`, which began where an earlier pair began. */
void match_pair_note(const Match *m, int pair, char *buf, size_t len);

/* The "note: " lines on repeated openings, after the result table. */
void match_print_notes(const Match *m);

#endif
