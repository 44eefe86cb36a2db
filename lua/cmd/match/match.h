/*
 * match.h — a match of `kharbaga match` (cmd_match.c), its openings (match_openings.c), its
 * report (match_report.c), its games played on several threads (match_pool.c), and its results
 * file, resumed and sharded (match_results.c, match_run.c); `kharbaga study` plays one match per
 * rule choice through the same code.
 */
#ifndef KHARBAGA_MATCH_H
#define KHARBAGA_MATCH_H

#include "cli.h"
#include "json_read.h"
#include "player.h"
#include "record_game.h"
#include "rng.h"
#include "sprt.h"

#include <pthread.h>
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
    MATCH_POOL_AHEAD = 16,     /* rounds a thread may run ahead on its own match (match_pool.c) */
    MATCH_BALANCE_DEPTH = 4,   /* plies of the search that judges an opening (--balance) */
    MATCH_MAX_BALANCE = 10000, /* the widest margin (cli.c caps --balance there) */
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
    bool done;      /* played (now, or read back from a results file) */
    bool fresh;     /* played by this run: told in the progress lines */
    bool cut;       /* (match_play_game) stopped in the middle, the run's time being up: not
                       played, and counted nowhere */
    int captures;   /* pieces captured in the game, the opening's plies included */
    int crownings;  /* men crowned */
    int huffs;      /* pieces huffed (capture=huff) */
    int searches[2], incomplete[2]; /* A's and B's searches in the game, and those that did not
                                       complete depth 1 */
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
    bool uneven;     /* none of the openings drawn for it was even (the material, and with
                        --balance the search's score), so it is not either */
} Opening;

typedef struct Tally {
    int wins, draws, losses; /* A's */
} Tally;

typedef struct Match {
    Cli *cli;
    int choice;       /* (study) the rule choice it plays, from 0; 0 for a match */
    int shard_i, shard_n; /* it plays the pairs p with p % shard_n == shard_i; shard_n 1: all */
    double deadline;  /* (a run with a time budget: a study on the server) the second of the
                         monotonic clock (match_now) after which no game starts and a game still
                         playing is cut (match_time_up); 0: none */
    const GameDef *def;
    const Variant *v;
    Player *player[2]; /* A, B */
    int games, opening;
    int balance;      /* --balance: an opening is even only where a search of MATCH_BALANCE_DEPTH
                         plies with the default evaluation scores it within this of 0; -1: no search */
    Searcher *judge;  /* that search's searcher (with --balance), or NULL */
    uint64_t seed;
    Tally by_side[2]; /* A's results by the side A played */
    Outcome *outcomes;
    Opening *openings; /* one per pair of games */
    int *used;         /* the positions the pairs began from: an open-addressed set of pair
                          numbers + 1 (0: empty), one per distinct position, keyed by its hash */
    int used_mask;     /* the set's size less one (a power of two, at least twice the pairs) */
    int nused;         /* distinct positions in it */
    bool exhausted;    /* a search found every opening used (so will every later one) */
    int chosen;        /* pairs whose opening is chosen (the first ones) */
    int played;       /* games done (that count: a sequential test that stopped the run drops those
                         after its last round) */
    int reported;     /* games told in the progress lines so far (in order of their numbers) */
    Tally progress;   /* A's results over those */
    int width;        /* digits of the game numbers */
    char save[LOADER_PATH]; /* --save without trailing slashes, or "" */
    char rules[RECORD_TAG_LEN];    /* the --rule changes as the records' Rules tag, or "" */
    char position[RECORD_TAG_LEN]; /* the start as the records' Position tag, or "" (the game's) */
    MoveList list;    /* scratch for the legal moves (each seat's its own) */
    Game game;
    const struct MatchSprt *sprt; /* (match --sprt) the run's sequential test, for the report; or NULL */
} Match;

/* A number for one use of the match seed: stream `b` of seed `a`. */
static inline uint64_t match_mix(uint64_t a, uint64_t b)
{
    Rng r;
    rng_seed(&r, a ^ (b * 0xD6E8FEB86659FD93ull));
    return rng_next(&r);
}

/* The path of game `index`'s record in the --save directory. */
static inline void match_record_path(const Match *m, int index, char *buf, size_t len)
{
    snprintf(buf, len, "%s/game-%0*d.pdn", m->save, m->width, index + 1);
}

/* Whether m's shard plays game `index` (from 0). */
static inline bool match_in_shard(const Match *m, int index)
{
    return (index / 2) % m->shard_n == m->shard_i;
}

/* ---- cmd_match.c ---- */

/* Loads the players and makes what a match on cli's game and rules needs (cli loaded). Returns
 * 0, or the exit status of the error it reported. */
int match_setup(Match *m, Cli *cli);

/* m's two players (m->cli, m->v set), with the command line's limits. Returns 0, or the exit
 * status of the error it reported. */
int match_open_players(Match *m);

/* Frees what match_setup made (not m itself). */
void match_release(Match *m);

/* Plays game `index` (from 0) of m to its end; or, once m's time is up (match_time_up), stops it
 * between two plies and sets o->cut: a game cut short counts nowhere. OUT: o. False (reported) on
 * a failed hook or no memory. */
bool match_play_game(Match *m, int index, Outcome *o);

/* Whether m's time is up: its deadline has passed, or its command line's stop flag is set (the
 * server's request budget, the server closing). No game starts then, and one playing is cut. */
bool match_time_up(const Match *m);

/* Writes the record of the game just played (m->game) into the --save directory. */
bool match_save_game(Match *m, int index, const Outcome *o);

/* After the games: the tallies, the games played, and which games repeat an earlier one. */
void match_finish(Match *m);

/* ---- match_report.c ---- */


/* The result table (text), or the JSON document of the match. */
void match_print_table(const Match *m);
void match_print_json(const Match *m);

/* The search limits of the command line in words ("100 ms a move", "depth 4", ...), or `none`
 * when it sets none. */
void match_limits_text(const Cli *cli, const char *none, char *buf, size_t len);

/* "match move limit" or how the game ended. */
const char *match_termination(const Outcome *o);
/* The same in the reader's language, for the text reports. */
const char *match_termination_text(const Outcome *o);

/* ---- match_pool.c ---- */

/* Called under the pool's lock when game `index` of m has been played (o = &m->outcomes[index])
 * by `seat`, a copy of m whose game is the one just played: false stops the run (reported). */
typedef bool (*MatchDone)(void *ctx, Match *m, Match *seat, int index);

/* The number of online CPUs (at least 1). */
int match_online_cpus(void);

/* Plays every game of the nm matches that their shard plays and that is not done yet, on `jobs`
 * threads, each with its own game, players and Lua states; done(ctx, ...) is told of each. The
 * games are taken in rounds — game 0 of every match, then game 1... — a thread keeping to its
 * match up to MATCH_POOL_AHEAD rounds ahead of the oldest game not started; no game starts once
 * *enough is true (read under the lock done() is called under) or its match's time is up (a game
 * cut short then is not told). With one job the games are played on the calling thread, in
 * rounds, each match playing its own: no thread is started. The openings a game needs are chosen
 * when it is taken, under the lock, with the match's own game. False (reported) on a failure. */
bool match_pool_run(Match **ms, int nm, int jobs, MatchDone done, void *ctx, const bool *enough);

/* ---- match_run.c: a match or study as a run of games, with its results file ---- */

typedef struct MatchRun MatchRun;
/* A run's progress line for game `index` of m, just done. */
typedef void (*MatchProgress)(const MatchRun *run, const Match *m, int index, FILE *out);

/* A run's sequential test (match --sprt, study --until clear), told of each round of games in
 * the order of their numbers — round r is game r of every match of the run — once all its games
 * are done: true when the answer is clear. The run then starts no more games, and the games after
 * that round do not count: one another thread finished meanwhile stays in the results file, and a
 * resumed or merged run stops at the same round, so that the answer does not depend on --jobs. */
typedef bool (*MatchSequential)(MatchRun *run, int round);

/* A run's time, told as it goes (match_clock.c). */
typedef struct MatchClock {
    bool on;         /* tell the estimate and the time left (a study) */
    bool terminal;   /* the progress stream is a terminal: a bar, redrawn in place */
    bool drawn;      /* the bar is on the stream's last line */
    double start;    /* when the pool started (seconds, monotonic) */
    double drawn_at; /* when the bar was last drawn */
    int total;       /* games to play, the timed ones included (the most, with a sequential test) */
    int timed;       /* the games timed before the pool */
    double timed_seconds; /* the time they took */
    int played;      /* of the total, played */
    int told;        /* tenths told in plain lines (not a terminal) */
} MatchClock;

struct MatchRun {
    Cli *cli;
    const char *kind;      /* "match" or "study" */
    int nmatches;
    Match *matches[CLI_MAX_CHOICES]; /* a match: one; a study: one per rule choice */
    int jobs;              /* threads */
    int shard_i, shard_n;  /* the share it plays: pairs p with p % shard_n == shard_i (shard_n 1: all) */
    bool shard_given;      /* --shard: the results file is the output, no report */
    FILE *out;             /* the results file (--out), open for appending, or NULL */
    FILE *progress;        /* where the progress lines go */
    MatchProgress progress_line;
    MatchDone done;        /* what else to do with each game (its record), or NULL */
    MatchSequential sequential; /* the sequential test, or NULL */
    void *test;            /* its state */
    char test_header[160]; /* its options as the results file's header keeps them (JSON), or "" */
    int rounds;            /* rounds told, in order: their progress lines, the sequential test */
    bool stopped;          /* the sequential test ended the run after `rounds` rounds */
    bool out_of_time;      /* the matches' time was up (match_time_up) before every game was
                              played: the `rounds` complete rounds count */
    MatchClock clock;
};

/* --shard's text "I/N" (1 <= I <= N <= 100000) into *i (from 0) and *n; false if it is not one. */
bool match_parse_shard(const char *text, int *i, int *n);

/* Reads --jobs, --shard and --out of cli for a run of `kind`. Returns 0, or the exit status of
 * the error it reported. */
int match_run_options(MatchRun *run, Cli *cli, const char *kind);

/* With run->matches set up: resumes from the results file (or starts it), chooses the openings,
 * plays the games left on run->jobs threads (none once the sequential test has its answer), and
 * tallies. False (reported) on a failure. */
bool match_run_play(MatchRun *run, MatchDone done);

/* The games done so far, without playing: the openings chosen, the rounds complete told (their
 * progress lines, the sequential test). False (reported) on a failure. */
bool match_run_tell(MatchRun *run);

/* The games that count per match: all, or the rounds the sequential test took, or the rounds
 * complete when the time was up. */
int match_run_counted(const MatchRun *run);

/* After the games: those past the sequential test's last round dropped, and each match tallied. */
void match_run_finish(MatchRun *run);

/* A game just played: its line into the results file, then the progress lines that are due (in
 * the order of the games). False (reported) if the file could not be written. */
bool match_run_record(MatchRun *run, Match *m, int index);

/* A game just played into the results file alone. False (reported) if it could not be written. */
bool match_run_save(MatchRun *run, Match *m, int index);

/* ---- match_clock.c: a run's time ---- */

/* The monotonic clock, in seconds. */
double match_now(void);

/* With run->clock.on: plays the first game still to play of each match on this thread, timed,
 * and tells the estimate of the rest; then readies the bar or the plain lines. False (reported)
 * on a failure. */
bool match_clock_begin(MatchRun *run);

/* A game the pool played: the bar redrawn (a terminal) or a line at each tenth (otherwise). */
void match_clock_game(MatchRun *run);

/* The bar erased, before a progress line or at the end. */
void match_clock_clear(MatchRun *run);
void match_clock_end(MatchRun *run);

void match_run_close(MatchRun *run);

/* (match_report.c) A match's progress line for game `index`, just told (m->progress counts it). */
void match_print_progress_line(const MatchRun *run, const Match *m, int index, FILE *out);

/* ---- match_sprt.c: match --sprt, a match's sequential test ---- */

enum { MATCH_SPRT_GAMES = 10000 }; /* the most games of --sprt without --games */

typedef struct MatchSprt {
    double elo0, elo1;       /* H0 and H1: A is elo0 or elo1 Elo stronger than B */
    double alpha, beta;      /* the error rates */
    SprtBounds bounds;
    int wins, draws, losses; /* A's, over the games told */
    double llr;
    SprtVerdict verdict;     /* SPRT_CONTINUE: inconclusive */
} MatchSprt;

/* --alpha and --beta into *alpha and *beta (0.05 without them) for the sequential test named by
 * `test` ("--sprt", "--until"; NULL: none, and then neither may be given, nor may a test be
 * sharded). Returns 0, or the exit status of the error it reported. */
int match_error_rates(const Cli *cli, const char *test, double *alpha, double *beta);

/* run's sequential test from --sprt, --alpha and --beta into t, if --sprt is given. Returns 0,
 * or the exit status of the error it reported. */
int match_sprt_setup(MatchRun *run, MatchSprt *t);

/* The test's lines of the result table, and its JSON object (m->sprt set). */
void match_sprt_print(const Match *m);
void match_sprt_json(const Match *m);

/* ---- match_results.c: the results file, JSON Lines ---- */

/* The largest count a game's line may give (plies, captures, searches...): far beyond any game,
 * and small enough that a match's sums of them (match_report.c) never leave 64 bits. */
enum { RESULTS_MAX_COUNT = 1000000 };

/* The first line of run's results file (no line break), malloc'd; NULL if memory ran out. Shard
 * i of n (from 0), or n 0: none. */
char *match_results_header(const MatchRun *run, int shard_i, int shard_n);

/* A game's line (no line break) into buf. */
void match_results_game(const Match *m, int index, char *buf, size_t len);

/* A results file read into memory: its header parsed and its complete lines. */
typedef struct ResultsFile {
    const char *path;
    char *text;
    size_t complete;      /* bytes up to the end of the last complete line */
    bool cut;             /* the file ended in the middle of a line (an interrupted write) */
    JsonDoc header;
    int shard_i, shard_n; /* the header's shard (from 0), or shard_n 0: none */
} ResultsFile;

/* Opens path with `flags` (O_RDONLY, or O_RDWR | O_CREAT | O_APPEND), without blocking on a FIFO,
 * and refuses anything but a regular file (a FIFO, a device, a directory) before a byte is read.
 * Returns the descriptor, or -1 (reported, naming label and path: label "" or "--out "). */
int match_results_open(const char *path, int flags, const char *label);

/* Reads path (match_results_open, then match_results_read_fd). False (reported, naming the file)
 * if it cannot be read, is not a regular file, is larger than any results file, or its header is
 * not one. */
bool match_results_read(const char *path, ResultsFile *rf);

/* As match_results_read, from the start of fd, a regular file open for reading (label as for
 * match_results_open); fd stays open. */
bool match_results_read_fd(int fd, const char *label, const char *path, ResultsFile *rf);

/* The header member in which a and b differ ("shard" left out when ignore_shard), or NULL. */
const char *match_results_differ(const JsonValue *a, const JsonValue *b, bool ignore_shard);

/* Marks the games of rf's lines done in run's matches. False (reported, naming the file and
 * line) on a line that is not a game of this run, or a game given twice. */
bool match_results_apply(const ResultsFile *rf, MatchRun *run);

void match_results_free(ResultsFile *rf);

/* ---- match_openings.c ---- */

/* Chooses the openings of m's first `pairs` pairs not chosen yet, in order (each depends on the
 * pairs before it), so that any of their games may then be played on its own: the pool chooses
 * them as its games need them, so that a run that stops early (a sequential test) chooses no more
 * than it plays. False (reported) on a failure. */
bool match_choose_openings(Match *m, int pairs);


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

/* The pairs played whose opening is not even (Opening.uneven). */
int match_uneven_pairs(const Match *m);

/* The "note: " lines on repeated openings and, with --balance, on uneven ones, after the result
 * table. */
void match_print_notes(const Match *m);

#endif
