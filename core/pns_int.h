/*
 * pns_int.h — the layout of a proof-number search (pns.c) and what its proof extraction
 * (pns_proof.c) reads.
 */
#ifndef KHARBAGA_PNS_INT_H
#define KHARBAGA_PNS_INT_H

#include "pns.h"

#include "egtb_int.h"

#include <stdint.h>

#define PNS_NONE UINT32_MAX
#define PNS_INF UINT32_MAX
#define PNS_FREE INT32_MAX /* a result that leans on no position of its path */

typedef enum PnsState {
    PNS_OPEN,     /* not expanded yet */
    PNS_EXPANDED, /* its children follow it from `first` */
    PNS_LEAF,     /* the game's end (no pieces, no move) or a table's value */
    PNS_REPEAT,   /* its position is its ancestor `link`'s: a draw */
    PNS_LINK,     /* its position is solved at node `link`, on any path */
} PnsState;

typedef struct PnsNode {
    Bits men[2], kings[2];
    uint32_t pn, dn;
    uint32_t parent, first, link;
    int32_t low;      /* a disproof: the shallowest depth of its path a repetition in it returns to */
    uint16_t nchild, move, depth;
    uint8_t side, pieces, state;
} PnsNode;

struct Pns {
    const Variant *v;
    EgtbMoves *moves;
    PnsNode *nodes;
    uint64_t nnodes, cap, max_nodes;
    uint32_t *slots; /* solved positions, node + 1 (0: empty), open addressing */
    uint64_t nslots;
    int attacker;
    PnsStats stats;
};

/* Node n's position (hash and counters 0, as the tables' positions). */
void pns_position(const PnsNode *n, Position *pos);

#endif
