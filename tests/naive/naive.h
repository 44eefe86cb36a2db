/*
 * naive.h — a deliberately simple move generator, written apart from core/movegen.c, to check it.
 *
 * It reads only the board geometry (board.next, x/y), the rule values, the crown sets and the
 * position's bitsets, and searches capture chains recursively on copied positions. Every option of
 * RULES.md §2 is handled except capture=huff and shrink (dead points are simply unusable).
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
    int npath;             /* landing points of one chain realising the move (0 for a step) */
    uint8_t path[NAIVE_MAX_PATH];
} NaiveMove;

/* All legal moves of pos under v->rules, each as (from, to, captured set, crown); returns the
 * count (duplicates merged: same from, to, captured set = one move, crowned if any of its chains
 * crowns). out must hold max moves; a position with more aborts the program (a test helper has
 * no better way to fail). */
int naive_moves(const Variant *v, const Position *pos, NaiveMove *out, int max);

/* The position after m (only the bitsets and the side to move are maintained). */
Position naive_make(const Variant *v, const Position *pos, const NaiveMove *m);

/* Move sequences of length depth. */
uint64_t naive_perft(const Variant *v, const Position *pos, int depth);

/* The move as text, "a1-b2" or "a1xc3xe5" (x before every landing point), "+K" when crowned. */
void naive_move_text(const Variant *v, const NaiveMove *m, char *buf, size_t len);

#endif
