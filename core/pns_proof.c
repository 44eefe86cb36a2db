/*
 * pns_proof.c — a solved search tree as one part of a proof (proof.h): the nodes the proof (or
 * disproof) needs, numbered as a breadth-first walk from the root finds them.
 *
 * A repetition leaf becomes an edge back to the ancestor it repeats (in a draw's part: a cycle,
 * a draw), a transposition an edge to the node whose result it took. A win's part has no such
 * back edge: a proven node leans on no repetition, and a transposition points at a node solved
 * before it was made, so every edge leads to a node solved earlier and the graph is acyclic.
 */
#include "pns_int.h"

#include "notation.h"

#include <stdlib.h>

/* The node that stands for tree node i in a proof: the ancestor a repetition repeats, the node a
 * transposition takes its result from, else i. */
static uint32_t stand_in(const Pns *p, uint32_t i)
{
    while (p->nodes[i].state == PNS_REPEAT || p->nodes[i].state == PNS_LINK)
        i = p->nodes[i].link;
    return i;
}

/* Whether node i is solved for the prover: proven when the attacker proves, else disproven. */
static bool good(const Pns *p, uint32_t i, bool proven)
{
    return proven ? p->nodes[i].pn == 0 : p->nodes[i].dn == 0;
}

uint32_t pns_choice(const Pns *p, const PnsNode *n, bool proven)
{
    uint32_t best = 0;
    int32_t low = -1;
    for (uint32_t k = 0; k < n->nchild; k++) {
        const PnsNode *c = &p->nodes[n->first + k];
        if (good(p, n->first + k, proven) && (proven || c->low > low)) {
            best = k;
            low = c->low;
            if (proven)
                break;
        }
    }
    return best;
}

/* The proof's number of tree node c, numbering it (and queueing it) when new. */
static uint32_t number(uint32_t *id, uint32_t *queue, uint32_t *nqueue, uint32_t c)
{
    if (id[c] == PNS_NONE) {
        id[c] = *nqueue;
        queue[(*nqueue)++] = c;
    }
    return id[c];
}

/* Node i of the tree as a proof node, its children numbered. */
static bool add_proof_node(const Pns *p, Proof *proof, uint32_t i, bool proven, int prover, uint32_t *id,
                           uint32_t *queue, uint32_t *nqueue)
{
    const PnsNode *n = &p->nodes[i];
    if (n->state != PNS_EXPANDED)
        return proof_add_node(proof, PROOF_LEAF);
    bool mine = n->side == prover;
    if (!proof_add_node(proof, mine ? PROOF_ONE : PROOF_EVERY))
        return false;
    Position pos;
    pns_position(n, &pos);
    if (egtb_moves_generate(p->moves, p->v, &pos) != n->nchild)
        return false;
    char text[MOVE_TEXT_MAX];
    uint32_t pick = mine ? pns_choice(p, n, proven) : 0;
    for (uint32_t k = mine ? pick : 0; k < (mine ? pick + 1 : n->nchild); k++)
        if (!egtb_moves_text(p->moves, p->v, (int)k, text, sizeof text) ||
            !proof_add_edge(proof, text, number(id, queue, nqueue, stand_in(p, n->first + k))))
            return false;
    return true;
}

bool pns_proof(const Pns *p, Proof *proof, Err *err)
{
    bool proven = p->nodes[0].pn == 0;
    if (!proven && p->nodes[0].dn != 0)
        return err_set(err, "the search ended without an answer: there is no proof to write");
    int prover = proven ? p->attacker : !p->attacker;
    uint32_t *id = malloc((size_t)p->nnodes * sizeof *id), *queue = malloc((size_t)p->nnodes * sizeof *queue);
    bool ok = id && queue && proof_add_part(proof, prover, proven ? PROOF_WIN : PROOF_DRAW);
    uint32_t nqueue = 0;
    if (ok) {
        for (uint64_t i = 0; i < p->nnodes; i++)
            id[i] = PNS_NONE;
        number(id, queue, &nqueue, 0);
    }
    for (uint32_t q = 0; ok && q < nqueue; q++)
        ok = add_proof_node(p, proof, queue[q], proven, prover, id, queue, &nqueue);
    free(id);
    free(queue);
    return ok ? true : err_fail(err, ERR_NO_MEMORY, "out of memory");
}
