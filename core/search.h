/*
 * search.h — choosing a move: iterative-deepening alpha-beta (core/alphabeta.c) or Monte Carlo
 * tree search (core/mcts.c), behind one searcher and one result.
 *
 * A Searcher belongs to one variant and owns its memory: the transposition table (its own size,
 * given to search_new), the move lists of its plies, which grow to what the positions searched
 * need and are kept for the next search, and the MCTS tree on its first MCTS search; never
 * anything per node. There is no global state: two searchers may run in two threads.
 *
 * The draw rules of the variant hold in the search: repetition (counting the game's own history
 * and the moves searched; a position repeated after the root is scored a draw at once) and the
 * quiet limit, both scored 0.
 *
 * Scores are from the side to move's point of view, in the evaluation's units (core/eval.h, a
 * man is 100 by default). A forced win in n plies scores SEARCH_WIN − n, a forced loss
 * −(SEARCH_WIN − n); search_win_plies() reads them back.
 *
 * Variants with hooks or piece memory are searched with position_make/position_unmake, which the
 * hooks and the memory follow; the others with copy-make.
 */
#ifndef KHARBAGA_SEARCH_H
#define KHARBAGA_SEARCH_H

#include "book.h"
#include "egtb.h"
#include "eval.h"
#include "game.h"
#include "stop.h"

typedef struct Searcher Searcher;

typedef enum { SEARCH_ALPHABETA, SEARCH_MCTS } SearchKind;

enum {
    SEARCH_WIN = 30000,                      /* a win now; a win in n plies is SEARCH_WIN − n */
    SEARCH_WIN_BOUND = SEARCH_WIN - 2 * MAX_PLY, /* scores beyond ±this are wins or losses */
    SEARCH_MAX_DEPTH = MAX_PLY / 2,          /* the deepest alpha-beta iteration */
    SEARCH_MAX_TIME_MS = 3600000,            /* the longest thinking time anyone may ask for: an hour */
    SEARCH_CAPTURE_DEPTH_MAX = MAX_PLY,      /* a capture depth that bounds nothing: no path is longer */
};

/* When to stop; 0 means no limit. With no limit at all, alpha-beta searches to
 * SEARCH_MAX_DEPTH and MCTS runs SEARCH_MCTS_DEFAULT playouts. */
typedef struct SearchLimits {
    int depth;       /* alpha-beta: the last iteration (plies); MCTS: ignored */
    uint64_t nodes;  /* alpha-beta: nodes (moves made); MCTS: playouts */
    int64_t time_ms; /* wall-clock milliseconds for this move, checked every few hundred nodes or
                        every few thousand moves generated, whichever comes first (every node and
                        every generation when the variant has hooks), and stopped a thirty-second
                        of it early: a search returns within it, but for the cost of one node
                        beyond that margin (a hook's call, a machine too busy to run it) */
} SearchLimits;

enum { SEARCH_MCTS_DEFAULT = 20000, SEARCH_CAPTURE_DEPTH_DEFAULT = 4, SEARCH_RFP_DEPTH = 6,
       SEARCH_STABLE_ITERATIONS = 4 };

/* How to play: the personality's side of a search. */
typedef struct SearchParams {
    SearchKind kind;
    EvalWeights weights;  /* the evaluation (alpha-beta leaves, MCTS playout cut-offs) */
    int randomness;       /* play any root move scoring within this margin of the best, chosen
                             at random (uniformly); 0 = always the best */
    int blunder_permille; /* chance (‰) per move of playing a random other legal move */
    uint64_t seed;        /* the random generator's seed (xorshift); equal seeds, positions and
                             node or depth limits give equal moves */
    bool full_width;      /* alpha-beta: no late-move reductions, so that a fixed depth gives the
                             exact minimax value whatever the move order (slower; for disputes) */
    int capture_depth;    /* alpha-beta: at most this many plies of captures after the horizon, then
                             the evaluation decides (0: at the horizon itself; default
                             SEARCH_CAPTURE_DEPTH_DEFAULT; SEARCH_CAPTURE_DEPTH_MAX: no bound) */
    /* alpha-beta's selectivity (docs/personalities.md); 0 keeps each off, and none of them acts
     * with full_width. Each prunes only where the side to move has no capture: under compulsory
     * capture a position with one is never quiet, and passing there would be illegal. */
    int aspiration;       /* the root's first move searched within ± this of the last iteration's
                             score from depth 4, the window doubled on the side that failed until
                             the score is inside (0: ± 40 from depth 5, then the full window) */
    int rfp_margin;       /* reverse futility: a non-PV node with 1..SEARCH_RFP_DEPTH plies left
                             whose evaluation is at least beta + this × plies left returns it
                             (with stand_pat, also where the side to move must capture) */
    int futility_margin;  /* futility: at a non-PV node with 1..3 plies left whose evaluation + this
                             × plies left is at most alpha, quiet moves after the first are skipped */
    int late_move_pruning; /* at non-PV nodes with at most this many plies left, quiet moves after
                              the first 3 + plies² are skipped */
    int null_move;        /* null move: a non-PV node whose evaluation is at least beta passes, and
                             a search this many plies (+ depth / 6) shallower decides; never twice
                             in a row, only under copy-make, never with a capture on the board */
    int null_move_verify; /* 1: a null move's cut-off is checked by a search of the node itself at
                             the reduced depth, without null moves */
    int counter_moves;    /* 1: the quiet move that last refuted the opponent's previous move is
                             tried after the killers */
    int lmr;              /* late move reductions: 0 one or two plies; 1 log(depth)·log(move)/2,
                             one less at PV nodes */
    int lmr_captures;     /* 1: where the rules compel a capture, late captures are reduced as late
                             quiet moves are (in games where nearly every move captures) */
    int stand_pat;        /* 1: the capture search stands pat on the evaluation where the rules compel
                             a capture too (a capture sequence followed only while it helps, as
                             under optional capture), so that delta_margin acts there as well */
    int capture_table;    /* 1: the capture search after the horizon uses the transposition table
                             too (0: the table from two plies before the horizon, TT_MIN_DEPTH);
                             entries are counted by the plies of search, captures included, that
                             they looked ahead */
    int delta_margin;     /* capture search under optional capture (or with stand_pat): a capture that
                             cannot bring the standing evaluation to alpha, with this margin, is
                             skipped (0: none is) */
    int time_use;         /* alpha-beta with a time limit: a new iteration starts while less than
                             this percentage of the time has passed, half as much once the best
                             move has stood SEARCH_STABLE_ITERATIONS iterations; an iteration the
                             clock stops counts the root moves it finished (0: the rule of earlier
                             versions, while the next iteration looks likely to finish: 40%) */
    int mcts_explore;     /* MCTS: the UCT exploration constant × 100 (0: 100) */
    int mcts_guided;      /* MCTS: ‰ of playout moves taken greedily (the capture taking most,
                             else a crowning step) instead of at random (default 500) */
    int mcts_playout_plies; /* MCTS: playout length before the evaluation decides (0: 120) */
    const Egtb *tables;   /* alpha-beta: endgame tables (core/egtb.h) for the game and rules searched,
                             or NULL. A node whose slice has a table attached takes its exact value
                             (a win or loss in n plies scored as the game's end n plies away) instead
                             of being searched; at a root in the tables randomness and blunders are
                             off. Not owned; read only, so that searchers may share it */
    const Book *book;     /* an opening book (core/book.h) or NULL: at a root it holds a move for
                             (in the game and rule choice it was built for), that move is played
                             without a search (book_choose: the best-scoring, or with randomness
                             one drawn by weight). Not owned; read only */
} SearchParams;

typedef struct SearchResult {
    Move best;          /* the move to play (valid when search_run returns true) */
    MoveDetail best_detail; /* its detail (moves.h), for its text and for game_play */
    int score;          /* of the best move, for the side to move */
    int depth;          /* alpha-beta: last completed iteration (0: not even depth 1); MCTS: deepest
                           tree level */
    bool complete;      /* every root move was searched (alpha-beta: depth 1 completed; MCTS: each
                           root move played out at least once, or the root solved). False: a limit
                           or the stop flag came first, and best is the best move found so far (the
                           best root move searched, or if none was, the first in the search's order) */
    int root_moves;     /* legal moves at the root */
    int partial_moves;  /* alpha-beta: root moves searched in the iteration a limit cut short (depth
                           + 1), 0 if none was cut short; MCTS: root moves played out */
    int seldepth;       /* alpha-beta: the deepest ply visited (captures and extensions) */
    uint64_t nodes;     /* alpha-beta: nodes, one per move made (as perft counts); MCTS: playouts */
    uint64_t null_moves; /* alpha-beta: null moves tried (SearchParams.null_move) */
    double seconds;
    bool chosen;        /* best is not the search's best: randomness or a blunder chose it */
    bool book;          /* best came from the opening book (SearchParams.book): nothing was searched */
    int hashfull;       /* alpha-beta: ‰ of the table written by this search (a sample) */
    int npv;
    Move pv[MAX_PLY];   /* the principal variation, pv[0] the best move */
    MoveDetail pv_details[MAX_PLY]; /* their details */
} SearchResult;

/* Called after every completed iteration (alpha-beta) or every few thousand playouts (MCTS),
 * with the result so far; for progress output (`analyze`). Core prints nothing itself. */
typedef void (*SearchProgress)(void *ctx, const SearchResult *r);

/* A searcher for v (concluded, and living longer than the searcher) whose transposition table
 * and MCTS tree each use at most mem_bytes (0: no table; the MCTS tree takes at least 1 MB).
 * NULL if memory ran out. */
Searcher *search_new(const Variant *v, size_t mem_bytes);
void search_free(Searcher *s);

/* The memory s holds besides its table and its MCTS tree's nodes (which take at most the
 * mem_bytes given to search_new): its own layout, its plies' move lists and ordering keys as far
 * as they have grown, the game's positions for the repetition rule, the details of its
 * variations. */
size_t search_bytes(const Searcher *s);

/* Forgets what earlier searches learnt (table, move-ordering history): for a new game, or for
 * results that do not depend on earlier searches. */
void search_clear(Searcher *s);

/* Alpha-beta's time management (SearchParams.time_use): whether another iteration starts when
 * the fraction `used` of the time has passed and the last `stable` iterations kept the best move. */
bool search_another_iteration(int time_use, double used, int stable);

/* The size of table s was made for: the mem_bytes given to search_new. */
size_t search_mem_bytes(const Searcher *s);

/* Makes s a searcher for v (concluded, living longer than its use by s), as search_new(v, the
 * same mem_bytes) would make one: its table, move ordering and MCTS tree forgotten, its memory
 * kept. For a pool that runs many short searches of any game without allocating each time. */
void search_rebind(Searcher *s, const Variant *v);

void search_set_progress(Searcher *s, SearchProgress fn, void *ctx);

/* Default parameters: alpha-beta, the default weights, no randomness, no blunders, seed 1. */
void search_default_params(SearchParams *p);

/* Searches the current position of game (whose variant is the searcher's) within the limits
 * (NULL: none) with the parameters (NULL: the defaults). OUT: out — the move, its score and the
 * principal variation. A move is returned whenever one exists, even if the search was stopped
 * at once or the game is already drawn (game_result decides that). Returns false only if the
 * side to move has no legal move (the game is over; out->score then scores the position) or a
 * variant hook failed. *stop (may be NULL), set by the caller from anywhere, ends the search
 * cleanly. */
bool search_run(Searcher *s, const Game *game, const SearchLimits *limits, const SearchParams *params,
                SearchResult *out, StopFlag *stop);

/* Plies to the end of a won (> 0) or lost (< 0) game that score announces; 0 if it is no win. */
int search_win_plies(int score);

#endif
