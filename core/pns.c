/*
 * pns.c — proof-number search over an explicit tree (pns.h; Allis, van der Meulen and van den
 * Herik 1994): the most-proving node is expanded, its numbers passed up to the root, until the
 * root is proven, disproven, or the tree is full.
 *
 * Nodes keep only their pieces and side to move (every rule the search accepts makes that the
 * whole position); children are stored together when their parent is expanded, in the move
 * generator's order, so a node's move is its index there.
 */
#include "pns_int.h"

#include "egtb_int.h"
#include "hashmix.h"

#include <stdlib.h>
#include <string.h>

size_t pns_node_bytes(void) { return sizeof(PnsNode) + 2 * sizeof(uint32_t); }

Pns *pns_new(const Variant *v, uint64_t max_nodes, Err *err)
{
    Pns *p = calloc(1, sizeof *p);
    uint64_t slots = 1024;
    while (slots < max_nodes && slots < ((uint64_t)1 << 31))
        slots *= 2;
    if (p) {
        p->moves = egtb_moves_new();
        p->slots = calloc((size_t)slots, sizeof *p->slots);
    }
    if (!p || !p->moves || !p->slots) {
        pns_free(p);
        err_fail(err, ERR_NO_MEMORY, "out of memory");
        return NULL;
    }
    p->v = v;
    p->max_nodes = max_nodes < PNS_NONE ? max_nodes : PNS_NONE - 1;
    p->nslots = slots;
    return p;
}

void pns_free(Pns *p)
{
    if (!p)
        return;
    egtb_moves_free(p->moves);
    free(p->nodes);
    free(p->slots);
    pns_second_free(p->second);
    free(p);
}

void pns_position(const PnsNode *n, Position *pos)
{
    memset(pos, 0, sizeof *pos);
    memcpy(pos->men, n->men, sizeof pos->men);
    memcpy(pos->kings, n->kings, sizeof pos->kings);
    pos->side = n->side;
}

static bool same_position(const PnsNode *a, const PnsNode *b)
{
    return a->side == b->side && bits_equal(a->men[0], b->men[0]) && bits_equal(a->men[1], b->men[1]) &&
           bits_equal(a->kings[0], b->kings[0]) && bits_equal(a->kings[1], b->kings[1]);
}

static uint64_t node_hash(const PnsNode *n)
{
    uint64_t h = HASH_GOLDEN * (n->side + 1u);
    for (int s = 0; s < 2; s++)
        for (int w = 0; w < 2; w++) {
            h = hash_finish(h ^ n->men[s].w[w]) + HASH_GOLDEN;
            h = hash_finish(h ^ n->kings[s].w[w]) + HASH_GOLDEN;
        }
    return h;
}

/* ---- the table of solved positions: a node's result reused where its position comes again ---- */

enum { PROBES = 16 };

/* The solved node of n's position whose result holds on any path, or PNS_NONE. */
static uint32_t tt_find(const Pns *p, const PnsNode *n)
{
    uint64_t mask = p->used_slots - 1, at = node_hash(n) & mask;
    for (int k = 0; k < PROBES; k++, at = (at + 1) & mask) {
        uint32_t slot = p->slots[at];
        if (slot == 0)
            return PNS_NONE;
        if (same_position(&p->nodes[slot - 1], n))
            return slot - 1;
    }
    return PNS_NONE;
}

/* Keeps node i (solved, its result independent of its path); a full neighbourhood keeps nothing. */
static void tt_store(Pns *p, uint32_t i)
{
    uint64_t mask = p->used_slots - 1, at = node_hash(&p->nodes[i]) & mask;
    for (int k = 0; k < PROBES; k++, at = (at + 1) & mask) {
        uint32_t slot = p->slots[at];
        if (slot == 0) {
            p->slots[at] = i + 1;
            return;
        }
        if (same_position(&p->nodes[slot - 1], &p->nodes[i]))
            return;
    }
}

/* ---- numbers ---- */

static uint32_t add(uint32_t a, uint32_t b) { return a >= PNS_INF - b ? (a == PNS_INF || b == PNS_INF ? PNS_INF : PNS_INF - 1) : a + b; }

/* Sets n solved: proven (win for the attacker) or disproven, leaning on the path down to depth
 * low (PNS_FREE: not at all). */
static void set_solved(PnsNode *n, bool proven, int32_t low)
{
    n->pn = proven ? 0 : PNS_INF;
    n->dn = proven ? PNS_INF : 0;
    n->low = proven ? PNS_FREE : low;
}

void pns_keep_if_free(Pns *p, uint32_t i)
{
    const PnsNode *n = &p->nodes[i];
    if ((n->pn == 0 || n->dn == 0) && n->low >= (int32_t)n->depth && n->state != PNS_LINK &&
        n->state != PNS_HIDDEN)
        tt_store(p, i);
}

/* A node's numbers from its children's (an OR node where the attacker moves, else an AND node);
 * a disproven node's low from the children its disproof takes. */
static void set_numbers(Pns *p, uint32_t i)
{
    PnsNode *n = &p->nodes[i];
    bool or = n->side == p->attacker;
    uint32_t pn = or ? PNS_INF : 0, dn = or ? 0 : PNS_INF;
    int32_t low_all = PNS_FREE, low_best = -1;
    for (uint32_t k = 0; k < n->nchild; k++) {
        const PnsNode *c = &p->nodes[n->first + k];
        if (or) {
            pn = c->pn < pn ? c->pn : pn;
            dn = add(dn, c->dn);
        } else {
            pn = add(pn, c->pn);
            dn = c->dn < dn ? c->dn : dn;
        }
        if (c->dn == 0) {
            low_all = c->low < low_all ? c->low : low_all;
            low_best = c->low > low_best ? c->low : low_best;
        }
    }
    n->pn = pn;
    n->dn = dn;
    if (dn == 0)
        n->low = or ? low_all : low_best; /* OR: every move disproven; AND: the best one */
    else
        n->low = PNS_FREE;
}

/* ---- making and expanding nodes ---- */

/* The ancestor of `parent` (or itself) with child's position, or PNS_NONE. Captures are
 * irreversible, so the walk stops at the first ancestor with more pieces. */
static uint32_t repeated(const Pns *p, uint32_t parent, const PnsNode *child, int pieces)
{
    for (uint32_t a = parent; a != PNS_NONE; a = p->nodes[a].parent) {
        const PnsNode *n = &p->nodes[a];
        if (n->pieces > pieces)
            return PNS_NONE;
        if (same_position(n, child))
            return a;
    }
    return PNS_NONE;
}

/* Values a new node: the game's end, a repetition of its path, a table, a transposition, or
 * open (1, 1). */
static void evaluate(Pns *p, uint32_t i, const ProofTables *tables)
{
    PnsNode *n = &p->nodes[i];
    Position pos;
    pns_position(n, &pos);
    EgtbWdl wdl;
    EgtbValue value;
    uint32_t at;
    if (proof_game_end(p->v, &pos, 1, &wdl)) {
        n->state = PNS_LEAF;
        set_solved(n, (wdl == EGTB_WIN) == (n->side == p->attacker) && wdl != EGTB_DRAW, PNS_FREE);
    } else if (n->parent != PNS_NONE && (at = repeated(p, n->parent, n, n->pieces)) != PNS_NONE) {
        n->state = PNS_REPEAT;
        n->link = at;
        set_solved(n, false, (int32_t)p->nodes[at].depth);
        p->stats.repeated++;
    } else if (tables && tables->probe && tables->probe(tables->arg, &pos, &value)) {
        n->state = PNS_LEAF;
        set_solved(n, value.wdl != EGTB_DRAW && (value.wdl == EGTB_WIN) == (n->side == p->attacker), PNS_FREE);
        p->stats.table++;
    } else if ((at = tt_find(p, n)) != PNS_NONE) {
        n->state = PNS_LINK;
        n->link = at;
        set_solved(n, p->nodes[at].pn == 0, PNS_FREE);
        p->stats.transposed++;
    } else {
        n->state = PNS_OPEN;
        n->pn = n->dn = 1;
    }
}

uint32_t pns_add_node(Pns *p, const Position *pos, uint32_t parent, int move)
{
    uint32_t i = p->nnodes++;
    PnsNode *n = &p->nodes[i];
    memset(n, 0, sizeof *n);
    memcpy(n->men, pos->men, sizeof n->men);
    memcpy(n->kings, pos->kings, sizeof n->kings);
    n->side = pos->side;
    n->pieces = (uint8_t)bits_count(position_occupied(pos));
    n->parent = parent;
    n->move = (uint16_t)move;
    n->depth = parent == PNS_NONE ? 0 : p->nodes[parent].depth + 1;
    n->link = PNS_NONE;
    return i;
}

bool pns_room(Pns *p, uint64_t more)
{
    if (p->nnodes + more > p->max_nodes)
        return false;
    if (p->nnodes + more <= p->cap)
        return true;
    uint64_t want = p->cap ? p->cap * 2 : 4096;
    while (want < p->nnodes + more)
        want *= 2;
    want = want < p->max_nodes ? want : p->max_nodes;
    PnsNode *bigger = realloc(p->nodes, (size_t)want * sizeof *bigger);
    if (!bigger)
        return false;
    p->nodes = bigger;
    p->cap = want;
    return true;
}

/* Generates node i's moves and makes its children: 1 done, 0 at the node limit, -1 the
 * generator's limits exceeded. */
static int expand(Pns *p, uint32_t i, const ProofTables *tables)
{
    Position pos, child;
    pns_position(&p->nodes[i], &pos);
    int nmoves = egtb_moves_generate(p->moves, p->v, &pos);
    if (nmoves < 0)
        return -1;
    EgtbWdl wdl;
    if (proof_game_end(p->v, &pos, nmoves, &wdl)) { /* blocked */
        PnsNode *n = &p->nodes[i];
        n->state = PNS_LEAF;
        set_solved(n, wdl != EGTB_DRAW && (wdl == EGTB_WIN) == (n->side == p->attacker), PNS_FREE);
        return 1;
    }
    if (!pns_room(p, (uint64_t)nmoves))
        return 0;
    p->nodes[i].first = p->nnodes;
    p->nodes[i].nchild = (uint16_t)nmoves;
    p->nodes[i].state = PNS_EXPANDED;
    for (int k = 0; k < nmoves; k++) {
        egtb_moves_child(p->moves, p->v, &pos, k, &child);
        uint32_t c = pns_add_node(p, &child, i, k);
        evaluate(p, c, tables);
        pns_keep_if_free(p, c);
    }
    p->stats.expanded++;
    int done = p->second ? pns_second_level(p, i, tables) : 1;
    set_numbers(p, i);
    return done;
}

/* ---- the search ---- */

/* The most-proving node: from the root, the child that sets an OR node's proof number or an
 * AND node's disproof number. */
static uint32_t most_proving(const Pns *p)
{
    uint32_t i = 0;
    while (p->nodes[i].state == PNS_EXPANDED) {
        const PnsNode *n = &p->nodes[i];
        bool or = n->side == p->attacker;
        uint32_t best = n->first;
        for (uint32_t k = 0; k < n->nchild; k++) {
            const PnsNode *c = &p->nodes[n->first + k];
            if (or ? c->pn == n->pn : c->dn == n->dn) {
                best = n->first + k;
                break;
            }
        }
        i = best;
    }
    return i;
}

/* Passes node i's new numbers up to the root, stopping where nothing changes. */
static void update(Pns *p, uint32_t i)
{
    for (uint32_t a = p->nodes[i].parent; a != PNS_NONE; a = p->nodes[a].parent) {
        uint32_t pn = p->nodes[a].pn, dn = p->nodes[a].dn;
        set_numbers(p, a);
        if (p->nodes[a].pn == 0 || p->nodes[a].dn == 0)
            pns_keep_if_free(p, a);
        if (p->nodes[a].pn == pn && p->nodes[a].dn == dn)
            return;
    }
}

bool pns_search(Pns *p, const Position *root, int attacker, const ProofTables *tables, const volatile int *stop,
                PnsResult *result, PnsStats *stats, Err *err)
{
    uint64_t used = p->nslots; /* a second level's search uses the part of its table its limit needs */
    while (used / 2 >= p->max_nodes && used / 2 >= 1024)
        used /= 2;
    if (p->nnodes) /* a fresh table is zero already: clearing it would touch every page */
        memset(p->slots, 0, (size_t)(used > p->used_slots ? used : p->used_slots) * sizeof *p->slots);
    p->used_slots = used;
    p->nnodes = 0;
    p->attacker = attacker;
    memset(&p->stats, 0, sizeof p->stats);
    *result = PNS_UNKNOWN;
    bool ok = true;
    if (pns_room(p, 1)) {
        pns_add_node(p, root, PNS_NONE, 0);
        evaluate(p, 0, tables);
        while (p->nodes[0].pn != 0 && p->nodes[0].dn != 0 && !(stop && *stop)) {
            uint32_t i = most_proving(p);
            int done = expand(p, i, tables);
            if (done < 0)
                ok = err_set(err, "a position has more moves or longer captures than the generator holds");
            if (done <= 0)
                break;
            if (p->nodes[i].pn == 0 || p->nodes[i].dn == 0)
                pns_keep_if_free(p, i);
            update(p, i);
        }
        *result = p->nodes[0].pn == 0 ? PNS_PROVEN : p->nodes[0].dn == 0 ? PNS_DISPROVEN : PNS_UNKNOWN;
        p->stats.pn = p->nodes[0].pn;
        p->stats.dn = p->nodes[0].dn;
    }
    p->stats.nodes = p->nnodes;
    *stats = p->stats;
    return ok;
}
