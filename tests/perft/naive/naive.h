/*
 * naive.h — a deliberately simple move generator, written apart from core/movegen.c, to check it.
 *
 * It reads only the board geometry (board.next, x/y), the rule values, the crown sets and the
 * position's bitsets, and searches capture chains recursively on copied positions. Every option of
 * docs/rules.md#options is handled, capture=huff and shrink included: a huff move is "remove the huffable
 * piece X, then move M" with M generated afresh on the position without X; after a quiet move made
 * while a capture was available, the pieces that could have captured become huffable (the mover on
 * its new point); after every move the empty outer rows (point_rows) or strips of squares
 * (square_strips) die, repeatedly. Dead points are unusable. Captures are jumps, or, under
 * capture_by=approach_withdrawal, the capturing steps of naive_approach.c (chain_revisit and
 * chain_direction apply to those); first_capture=single makes a capture one jump or step while
 * both sides have all their starting pieces.
 */
#ifndef KHARBAGA_TESTS_NAIVE_H
#define KHARBAGA_TESTS_NAIVE_H

#include "position.h"

enum { NAIVE_MAX_MOVES = 8192, NAIVE_MAX_PATH = 64 };

typedef struct NaiveMove {
    int from, to;
    Bits captured;
    int ncaptured, nkings; /* pieces and kings in captured */
    bool crown;            /* the moving man ends the move as a king */
    int huffed;            /* NO_POINT, or the opponent's piece huffed before the move */
    int npath;             /* landing points of one chain realising the move (0 for a step) */
    uint8_t path[NAIVE_MAX_PATH];
    bool bell_refused;     /* Bell mode, internal: Bell's rules refuse it (never returned) */
} NaiveMove;

/* All legal moves of pos under v->rules, each as (from, to, captured set, crown); returns the
 * count (duplicates merged: same from, to, captured set = one move, crowned if any of its chains
 * crowns). out must hold max moves; a position with more aborts the program (a test helper has
 * no better way to fail). */
int naive_moves(const Variant *v, const Position *pos, NaiveMove *out, int max);

/* The position after m: pieces, dead points, the huffable set and the side to move (not the hash
 * or the counters). */
Position naive_make(const Variant *v, const Position *pos, const NaiveMove *m);

/* Move sequences of length depth. */
uint64_t naive_perft(const Variant *v, const Position *pos, int depth);

/* The move as text, "a1-b2" or "a1xc3xe5" (x before every landing point), "+K" when crowned,
 * "Ha9 " before it when it begins by huffing a9. Under approach and withdrawal a capture also
 * lists what it takes, "e3xd3{b3,c3}", since the twins of one step share their path. */
void naive_move_text(const Variant *v, const NaiveMove *m, char *buf, size_t len);

/* ---- Bell's Alquerque (ruleset bell of variants/alquerque.lua), written natively ----
 *
 * The engine plays R. C. Bell's extra rules as the rule options piece_revisit, chain_revisit and
 * far_row_steps (once as Lua hooks); this is the same reading in C, apart from the engine's, on
 * top of the generator above (the ruleset's options, men_move=forward_sideways
 * included, come from v->rules as usual). The reading, from the hook text:
 *  1. the candidates are every step and every capture under the rule options (chain, majority,
 *     removal), as if capture were optional: a chain=must chain is whole (it went on while the
 *     piece could jump at all), and the majority rule has already chosen among the captures;
 *  2. a candidate is refused if any of its landing points (a step's: its `to`) is a point the
 *     piece has occupied before (seen[from], which holds from itself), or is landed on twice in
 *     the chain; a refused chain does not bring back its shorter prefixes;
 *  3. a step (no capture) from a point of v->crown[side] (the side's far row) is refused;
 *  4. if capture=compulsory and a capture is left, the steps go.
 * After a move, the piece carries seen[from] plus every landing point to `to`; captured pieces
 * lose theirs. Two chains realising one move (same from, to, captured set) where Bell's rules
 * refuse one and not the other, or where both are kept but land on different points, would make
 * the reading depend on which chain is looked at: naive aborts, saying so. capture=huff is not
 * supported in this mode (naive aborts). */
typedef struct NaiveBell {
    Bits seen[MAX_POINTS]; /* seen[p]: the points the piece on p has occupied, p included */
    /* which of the rules above hold: 2 (piece_revisit), the two halves of 2 within one chain
     * (chain_revisit: twice on one point, or back on `from`), chain_direction=change (two jumps
     * in a row may not go the same way: a refusal like 2's), and 3 (far_row_steps, men only) */
    bool piece_revisit, chain_revisit, chain_direction, far_row_steps;
} NaiveBell;

/* Whether v's rule options ask for Bell mode: piece_revisit, chain_revisit, chain_direction or
 * far_row_steps away from their defaults. */
bool naive_bell_rules(const Variant *v);

/* Every piece of pos with no history: seen[p] = {p} on each piece, empty elsewhere; the rules
 * those of v's options (naive_bell_rules). */
void naive_bell_init(const Variant *v, const Position *pos, NaiveBell *bell);

/* The legal moves of pos under Bell's rules, the pieces' histories in bell (as naive_moves). */
int naive_moves_bell(const Variant *v, const Position *pos, const NaiveBell *bell, NaiveMove *out, int max);

/* The position after m, as naive_make; *after receives the histories after m. */
Position naive_make_bell(const Variant *v, const Position *pos, const NaiveBell *bell, const NaiveMove *m,
                         NaiveBell *after);

/* Move sequences of length depth under Bell's rules, from pos with the histories in bell. */
uint64_t naive_perft_bell(const Variant *v, const Position *pos, const NaiveBell *bell, int depth);

#endif
