/*
 * naive.h — a deliberately simple move generator, written apart from core/movegen.c, to check it.
 *
 * It reads only the board geometry (board.next, x/y), the rule values, the crown sets and the
 * position's bitsets, and searches capture chains recursively on copied positions. Every option of
 * RULES.md §2 is handled, capture=huff and shrink included: a huff move is "remove the huffable
 * piece X, then move M" with M generated afresh on the position without X; after a quiet move made
 * while a capture was available, the pieces that could have captured become huffable (the mover on
 * its new point); after every move the empty outer rows (point_rows) or strips of squares
 * (square_strips) die, repeatedly. Dead points are unusable.
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
 * "Ha9 " before it when it begins by huffing a9. */
void naive_move_text(const Variant *v, const NaiveMove *m, char *buf, size_t len);

#endif
