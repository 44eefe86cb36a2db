/*
 * proof.c — a proof in memory (proof.h): its parts, nodes and edges as they are built, and the
 * game's end as both the search and the check judge it.
 */
#include "proof.h"

#include <stdlib.h>
#include <string.h>

void proof_init(Proof *p) { memset(p, 0, sizeof *p); }

void proof_free(Proof *p)
{
    free(p->nodes);
    free(p->edges);
    free(p->pool);
    proof_init(p);
}

/* Room for one more of n items of size bytes in *array (capacity *cap). */
static bool grow(void **array, uint32_t n, uint32_t *cap, size_t size, uint32_t more)
{
    if ((uint64_t)n + more <= *cap)
        return true;
    uint64_t want = *cap ? (uint64_t)*cap * 2 : 1024;
    while (want < (uint64_t)n + more)
        want *= 2;
    if (want > UINT32_MAX)
        return false;
    void *bigger = realloc(*array, (size_t)want * size);
    if (!bigger)
        return false;
    *array = bigger;
    *cap = (uint32_t)want;
    return true;
}

bool proof_add_part(Proof *p, int side, ProofGoal goal)
{
    if (p->nparts == 2)
        return false;
    p->parts[p->nparts++] = (ProofPart){.side = side, .goal = goal, .first = p->nnodes};
    return true;
}

bool proof_add_node(Proof *p, ProofKind kind)
{
    if (!p->nparts || !grow((void **)&p->nodes, p->nnodes, &p->capnodes, sizeof *p->nodes, 1))
        return false;
    p->nodes[p->nnodes++] = (ProofNode){.first = p->nedges, .kind = (char)kind};
    p->parts[p->nparts - 1].nnodes++;
    return true;
}

bool proof_add_edge(Proof *p, const char *move, uint32_t child)
{
    uint32_t len = (uint32_t)strlen(move) + 1;
    if (!p->nnodes || !grow((void **)&p->edges, p->nedges, &p->capedges, sizeof *p->edges, 1) ||
        !grow((void **)&p->pool, p->npool, &p->cappool, 1, len))
        return false;
    memcpy(p->pool + p->npool, move, len);
    p->edges[p->nedges++] = (ProofEdge){.text = p->npool, .child = child};
    p->npool += len;
    p->nodes[p->nnodes - 1].nedges++;
    return true;
}

bool proof_game_end(const Variant *v, const Position *pos, int nmoves, EgtbWdl *value)
{
    if (!bits_any(position_pieces(pos, pos->side)))
        *value = EGTB_LOSS;
    else if (!bits_any(position_pieces(pos, !pos->side)))
        *value = EGTB_WIN;
    else if (nmoves == 0)
        *value = v->rules.blocked == BLOCKED_LOSS ? EGTB_LOSS : EGTB_DRAW;
    else
        return false;
    return true;
}
