/*
 * player.h — a player in a match: a personality (personalities/<id>.lua) or the built-in
 * uniformly random mover, with the searcher it thinks with.
 *
 * The random mover (id "random") plays a legal move chosen uniformly at random: the floor every
 * personality is measured against. Its id shadows a personality script of the same name.
 */
#ifndef KHARBAGA_PLAYER_H
#define KHARBAGA_PLAYER_H

#include "i18n.h"
#include "movegen.h"
#include "personality.h"
#include "play_tables.h"

#define PLAYER_RANDOM_ID "random"
/* The random mover's name and description, marked for translation: shown as _(PLAYER_RANDOM_NAME). */
#define PLAYER_RANDOM_NAME N_("The Dice")
#define PLAYER_RANDOM_DESCRIPTION                                                                          \
    N_("Plays any legal move, chosen uniformly at random; thinks not at all. Built in: the floor every "   \
       "personality is measured against (kharbaga match).")

/* Limits that replace a personality's own for a match (0: keep the personality's). */
typedef struct PlayerLimits {
    int time_ms; /* replaces the time limit; a depth limit, part of the personality, stays */
    int depth;   /* replaces the depth limit */
    bool no_book; /* plays without its personality's opening book (book build: the games that make one) */
} PlayerLimits;

typedef struct Player {
    char id[32];
    char name[64];
    bool random;             /* the built-in random mover; otherwise a personality */
    Personality personality; /* (not random) */
    SearchLimits limits;     /* (not random) the personality's limits with the overrides */
    Searcher *searcher;      /* (not random) */
    Egtb *tables;            /* (not random) the endgame tables it plays by, when its personality
                                says `tables = true` and some are built; else NULL */
    int searches;            /* (not random) moves chosen by a search */
    int incomplete;          /* (not random) of which the search did not complete depth 1
                                (SearchResult.complete): the best found so far was played */
    MoveList list;           /* (random) */
} Player;

/* A player by id ("random" or a personality's id or path) for variant v, its searcher using at
 * most table_bytes, and the endgame tables of v's game and rules read once when its personality
 * uses them (a file refused is a note on `notes`, when not NULL). NULL with a message in err if
 * the name is unknown, its script is broken or memory ran out. */
Player *player_new(const char *name, const Variant *v, const PlayerLimits *overrides, size_t table_bytes,
                   FILE *notes, char *err, size_t errlen);
void player_free(Player *p);

/* Whether a depth limit means nothing to p: its search is Monte Carlo tree search, which grows
 * its tree by playouts, not by depth (core/search.h). The random mover searches not at all, so no
 * limit binds it and none is refused for it: false. */
bool player_ignores_depth(const Player *p);

/* Forgets what earlier games taught the searcher, so that each game of a match stands alone. */
void player_new_game(Player *p);

/* The random mover's move in pos: a legal move chosen uniformly from `seed`, using list (which
 * keeps details). OUT: move and its detail. False if there is none or a hook failed. */
bool player_random_move(const Variant *v, const Position *pos, MoveList *list, uint64_t seed, Move *move,
                        MoveDetail *detail);

/* The random mover's move in pos as a search's result would give it: the best move, the whole
 * principal variation, complete, with the number of legal moves. False as player_random_move. */
bool player_random_result(const Variant *v, const Position *pos, uint64_t seed, SearchResult *out);

/* Chooses the move to play in the current position of g; `seed` drives every random choice
 * (equal seeds, positions and depth limits give equal moves). OUT: move and its detail. False if
 * the side to move has no legal move or a variant hook failed. */
bool player_move(Player *p, const Game *g, uint64_t seed, Move *move, MoveDetail *detail);

#endif
