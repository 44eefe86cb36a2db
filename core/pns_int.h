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
    PNS_HIDDEN,   /* solved by a second-level search whose proof of it the tree does not keep: a
                     sibling's is kept, and the proof takes that one (pns_second.c) */
} PnsState;

typedef struct PnsSecond PnsSecond;

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
    uint64_t used_slots; /* of them, those this search uses: a power of two */
    PnsSecond *second;   /* PN²'s second level, or NULL (pns_second.c) */
    int attacker;
    PnsStats stats;
};

/* Node n's position (hash and counters 0, as the tables' positions). */
void pns_position(const PnsNode *n, Position *pos);

/* Appends a node for pos, child `move` of parent (room made first: pns_room). */
uint32_t pns_add_node(Pns *p, const Position *pos, uint32_t parent, int move);

/* Room for `more` nodes more within the limit; false at the limit. */
bool pns_room(Pns *p, uint64_t more);

/* The prover's move at node n (expanded, solved for the prover): a proven child; for a disproof
 * the disproven child whose repetitions return least far up the path, the one the node's `low`
 * was taken from, so that a node reused on another path is shown by a proof whose cycles stay
 * inside it. The proof (pns_proof.c) and PN²'s copies (pns_second.c) choose alike. */
uint32_t pns_choice(const Pns *p, const PnsNode *n, bool proven);

/* Keeps solved node i for transpositions if its result holds on any path. */
void pns_keep_if_free(Pns *p, uint32_t i);

/* PN²: node i just expanded, a second-level search from it gives its children's numbers, and
 * the proofs of those it solves are copied into the tree. 1 done, 0 at the node limit, -1 the
 * generator's limits exceeded (pns_second.c). */
int pns_second_level(Pns *p, uint32_t i, const ProofTables *tables);

void pns_second_free(PnsSecond *s);

#endif
