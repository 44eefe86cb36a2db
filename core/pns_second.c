/*
 * pns_second.c — PN², the second level of a proof-number search (Breuker, Uiterwijk and van den
 * Herik 1998; pns.h): when the tree expands a node, a second proof-number search from that node,
 * as large as the tree is (within the limit the caller gave), tells each new child its proof and
 * disproof numbers, and is dropped. The tree then grows where the larger search found the most
 * promising lines, and holds far fewer nodes than that search made.
 *
 * What the second level solves, the tree keeps the proof of: a child proven or disproven there
 * gets a copy of the nodes its proof needs (pns_proof.c walks the same nodes: at the prover's
 * nodes the move it chooses, at the other side's every move), the prover's other moves as
 * unexpanded nodes with their numbers (PNS_HIDDEN when solved, so that nothing is taken from
 * them). So the proof file of a PN² search is written and checked as any other.
 *
 * The second level does not see the tree's path above the node it starts from. That costs
 * nothing in soundness: a win holds whatever the path, and a draw by repetition it finds returns
 * to a position of its own path, which is a suffix of the tree's. A result that leans on the node
 * it started from is translated to the tree's depths (`low`).
 */
#include "pns_int.h"

#include <stdlib.h>
#include <string.h>

/* The least the second level searches: below that, it would tell little more than (1, 1). */
enum { SECOND_MIN_NODES = 1000 };

struct PnsSecond {
    Pns *search;        /* its tree dropped after each node */
    uint64_t max_nodes;
    uint32_t *map;      /* its node -> the tree's copy, PNS_NONE where none (while copying) */
    uint32_t *touched;  /* the entries of map set, to clear them after */
    uint64_t ntouched;
    struct Copy {
        uint32_t from, to;
        int32_t shift; /* the tree's depth minus the second level's, in this part of the copy */
    } *stack;
    uint64_t nstack;
};

void pns_second_free(PnsSecond *s)
{
    if (!s)
        return;
    pns_free(s->search);
    free(s->map);
    free(s->touched);
    free(s->stack);
    free(s);
}

bool pns_use_second_level(Pns *p, uint64_t max_nodes, Err *err)
{
    PnsSecond *s = calloc(1, sizeof *s);
    max_nodes = max_nodes < SECOND_MIN_NODES ? SECOND_MIN_NODES : max_nodes < PNS_NONE ? max_nodes : PNS_NONE - 1;
    if (s) {
        s->max_nodes = max_nodes;
        s->search = pns_new(p->v, max_nodes, err);
        s->map = malloc((size_t)max_nodes * sizeof *s->map);
        s->touched = malloc((size_t)max_nodes * sizeof *s->touched);
        s->stack = malloc((size_t)max_nodes * sizeof *s->stack);
    }
    if (!s || !s->search || !s->map || !s->touched || !s->stack) {
        pns_second_free(s);
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    }
    memset(s->map, 0xff, (size_t)max_nodes * sizeof *s->map);
    pns_second_free(p->second);
    p->second = s;
    return true;
}

static void map_set(PnsSecond *s, uint32_t from, uint32_t to)
{
    if (s->map[from] == PNS_NONE)
        s->touched[s->ntouched++] = from;
    s->map[from] = to;
}

static void map_clear(PnsSecond *s)
{
    for (uint64_t k = 0; k < s->ntouched; k++)
        s->map[s->touched[k]] = PNS_NONE;
    s->ntouched = 0;
}

static int32_t shifted(int32_t low, int32_t shift) { return low == PNS_FREE ? PNS_FREE : low + shift; }

/* Gives tree node `to` the numbers of second-level node `from`. */
static void take_numbers(PnsNode *to, const PnsNode *from, int32_t shift)
{
    to->pn = from->pn;
    to->dn = from->dn;
    to->low = shifted(from->low, shift);
}

/* Makes tree node `to` a copy of second-level node `from`'s place in the proof: its state, and
 * for an expanded node its children, those the proof needs queued. 1 done, 0 at the node limit,
 * -1 if the second level's tree is not what a proof needs. */
static int copy_node(Pns *p, const Pns *q, struct Copy c, bool proven, int prover)
{
    PnsSecond *s = p->second;
    const PnsNode *from = &q->nodes[c.from];
    if (from->state == PNS_LINK) {
        uint32_t target = from->link;
        if (s->map[target] != PNS_NONE) {
            PnsNode *to = &p->nodes[c.to];
            take_numbers(to, from, c.shift);
            to->state = PNS_LINK;
            to->link = s->map[target];
            return 1;
        }
        /* the position solved elsewhere is copied here: its result leans on nothing above it.
         * The node keeps the link's numbers (`low` free), which the proof's choice of its
         * parent's move was made by; its subtree is the target's, at the target's depths moved
         * to this one. */
        take_numbers(&p->nodes[c.to], from, c.shift);
        map_set(s, target, c.to);
        c.shift = (int32_t)p->nodes[c.to].depth - (int32_t)q->nodes[target].depth;
        c.from = target;
        from = &q->nodes[target];
    } else {
        take_numbers(&p->nodes[c.to], from, c.shift);
    }
    PnsNode *to = &p->nodes[c.to];
    if (from->state == PNS_LEAF) {
        to->state = PNS_LEAF;
        return 1;
    }
    if (from->state == PNS_REPEAT) {
        to->state = PNS_REPEAT;
        to->link = s->map[from->link];
        return to->link == PNS_NONE ? -1 : 1;
    }
    if (from->state != PNS_EXPANDED)
        return -1;
    if (!pns_room(p, from->nchild))
        return 0;
    to = &p->nodes[c.to];
    to->state = PNS_EXPANDED;
    to->first = (uint32_t)p->nnodes;
    to->nchild = from->nchild;
    bool mine = from->side == prover;
    uint32_t pick = mine ? pns_choice(q, from, proven) : 0;
    for (uint32_t k = 0; k < from->nchild; k++) {
        const PnsNode *child = &q->nodes[from->first + k];
        Position pos;
        pns_position(child, &pos);
        uint32_t made = pns_add_node(p, &pos, c.to, (int)k);
        take_numbers(&p->nodes[made], child, c.shift);
        if (!mine || k == pick) {
            map_set(s, from->first + k, made);
            s->stack[s->nstack++] = (struct Copy){from->first + k, made, c.shift};
        } else {
            bool solved = child->pn == 0 || child->dn == 0;
            p->nodes[made].state = solved ? PNS_HIDDEN : PNS_OPEN;
        }
    }
    return 1;
}

/* Copies the proof of second-level node `from` (solved) into tree node `to`, the same position,
 * child of node i. 1 done, 0 at the node limit (nothing copied), -1 a broken second level. */
static int copy_proof(Pns *p, uint32_t i, uint32_t from, uint32_t to)
{
    PnsSecond *s = p->second;
    const Pns *q = s->search;
    bool proven = q->nodes[from].pn == 0;
    int prover = proven ? p->attacker : !p->attacker;
    uint64_t before = p->nnodes;
    map_set(s, 0, i);
    map_set(s, from, to);
    s->nstack = 0;
    s->stack[s->nstack++] = (struct Copy){from, to, (int32_t)p->nodes[i].depth};
    int done = 1;
    while (done > 0 && s->nstack)
        done = copy_node(p, q, s->stack[--s->nstack], proven, prover);
    map_clear(s);
    if (done <= 0) { /* the tree stays as it was: the child open */
        p->nnodes = before;
        PnsNode *n = &p->nodes[to];
        n->state = PNS_OPEN;
        n->pn = n->dn = 1;
        n->low = PNS_FREE;
        return done;
    }
    p->stats.copied += p->nnodes - before;
    pns_keep_if_free(p, to);
    for (uint64_t k = before; k < p->nnodes; k++)
        pns_keep_if_free(p, (uint32_t)k);
    return 1;
}

/* Whether any child of node n is still open. */
static bool open_child(const Pns *p, const PnsNode *n)
{
    for (uint32_t k = 0; k < n->nchild; k++)
        if (p->nodes[n->first + k].state == PNS_OPEN)
            return true;
    return false;
}

int pns_second_level(Pns *p, uint32_t i, const ProofTables *tables)
{
    PnsSecond *s = p->second;
    if (!open_child(p, &p->nodes[i]))
        return 1;
    uint64_t limit = p->nnodes < SECOND_MIN_NODES ? SECOND_MIN_NODES : p->nnodes;
    s->search->max_nodes = limit < s->max_nodes ? limit : s->max_nodes;
    Position pos;
    pns_position(&p->nodes[i], &pos);
    PnsResult result;
    PnsStats st;
    Err err = {0};
    if (!pns_search(s->search, &pos, p->attacker, tables, NULL, &result, &st, &err))
        return -1;
    p->stats.second += st.nodes;
    const Pns *q = s->search;
    const PnsNode *root = &q->nodes[0];
    if (root->state != PNS_EXPANDED || root->nchild != p->nodes[i].nchild)
        return 1;
    for (uint32_t k = 0; k < root->nchild; k++) {
        uint32_t c = p->nodes[i].first + k, sc = root->first + k;
        const PnsNode *from = &q->nodes[sc];
        if (p->nodes[c].state != PNS_OPEN)
            continue;
        if (from->pn != 0 && from->dn != 0) {
            take_numbers(&p->nodes[c], from, (int32_t)p->nodes[i].depth);
            continue;
        }
        if (copy_proof(p, i, sc, c) == 0)
            return 0; /* at the node limit; a second level not shaped as a proof leaves the child open */
    }
    return 1;
}
