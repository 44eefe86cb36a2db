/*
 * solve_brute.h — an independent solver for tiny games, to check the endgame tables against: every
 * position of at most N pieces as an explicit graph, its edges the move generator's moves (the
 * one part of the engine it shares with core/egtb_*.c), its values by plain value iteration.
 *
 * Iteration k marks a position won in k plies if one of its moves reaches a position lost in
 * fewer, and lost in k plies if every move reaches a position won in fewer; what is never marked
 * is a draw (cycles included). Values are for the side to move; a side without pieces has lost.
 */
#ifndef KHARBAGA_TESTS_SOLVE_BRUTE_H
#define KHARBAGA_TESTS_SOLVE_BRUTE_H

#include "position.h"

enum { BRUTE_UNKNOWN = -1, BRUTE_DRAW = 0, BRUTE_WIN = 1, BRUTE_LOSS = 2 };

typedef struct BruteNode {
    Bits men[2], kings[2];
    uint8_t side;
    int8_t value;     /* BRUTE_* */
    uint16_t dist;    /* plies to the end, for a win or a loss */
    uint32_t first, n; /* its successors: edges[first .. first + n - 1] */
} BruteNode;

typedef struct Brute {
    const Variant *v;
    BruteNode *nodes;
    uint32_t nnodes, cap;
    uint32_t *edges;
    size_t nedges, edges_cap;
    uint32_t *slots; /* open addressing: node index + 1, 0 for empty */
    size_t nslots;
    int iterations;
} Brute;

/* Builds and solves the graph of every position of v with at most max_pieces pieces (each side
 * at least one, kings only if the rules crown); false if memory ran out or a position exceeded
 * the generator's limits. */
bool brute_solve(Brute *b, const Variant *v, int max_pieces);

/* The node of pos's pieces and side to move, or NULL. */
const BruteNode *brute_find(const Brute *b, const Position *pos);

void brute_free(Brute *b);

#endif
