/*
 * solve_brute.c — the independent solver of solve_brute.h: a hash table of positions, their moves as edges,
 * value iteration. Nothing here comes from core/egtb_*.c.
 */
#include "solve_brute.h"

#include "move.h"
#include "movegen.h"

#include <stdlib.h>
#include <string.h>

static uint64_t node_hash(const Bits men[2], const Bits kings[2], int side)
{
    uint64_t h = 1469598103934665603ull ^ (uint64_t)side;
    const Bits *sets[4] = {&men[0], &men[1], &kings[0], &kings[1]};
    for (int i = 0; i < 4; i++)
        for (int w = 0; w < 2; w++) {
            h ^= sets[i]->w[w];
            h *= 1099511628211ull;
            h ^= h >> 29;
        }
    return h;
}

static bool same(const BruteNode *n, const Position *pos)
{
    return n->side == pos->side && bits_equal(n->men[0], pos->men[0]) && bits_equal(n->men[1], pos->men[1]) &&
           bits_equal(n->kings[0], pos->kings[0]) && bits_equal(n->kings[1], pos->kings[1]);
}

static size_t slot_of(const Brute *b, const Position *pos)
{
    size_t i = node_hash(pos->men, pos->kings, pos->side) & (b->nslots - 1);
    while (b->slots[i] && !same(&b->nodes[b->slots[i] - 1], pos))
        i = (i + 1) & (b->nslots - 1);
    return i;
}

const BruteNode *brute_find(const Brute *b, const Position *pos)
{
    size_t i = slot_of(b, pos);
    return b->slots[i] ? &b->nodes[b->slots[i] - 1] : NULL;
}

static bool grow_slots(Brute *b)
{
    size_t n = b->nslots ? b->nslots * 2 : 1 << 16;
    uint32_t *old = b->slots;
    size_t nold = b->nslots;
    b->slots = calloc(n, sizeof *b->slots);
    if (!b->slots)
        return false;
    b->nslots = n;
    for (size_t i = 0; i < nold; i++)
        if (old[i]) {
            const BruteNode *node = &b->nodes[old[i] - 1];
            Position p = {.side = node->side};
            memcpy(p.men, node->men, sizeof p.men);
            memcpy(p.kings, node->kings, sizeof p.kings);
            b->slots[slot_of(b, &p)] = old[i];
        }
    free(old);
    return true;
}

/* The node of pos, added if new; its index in *index. */
static bool add_node(Brute *b, const Position *pos, uint32_t *index)
{
    if ((b->nnodes + 1) * 2 > b->nslots && !grow_slots(b))
        return false;
    size_t s = slot_of(b, pos);
    if (b->slots[s]) {
        *index = b->slots[s] - 1;
        return true;
    }
    if (b->nnodes == b->cap) {
        uint32_t cap = b->cap ? b->cap * 2 : 1 << 16;
        BruteNode *grown = realloc(b->nodes, sizeof *grown * cap);
        if (!grown)
            return false;
        b->nodes = grown;
        b->cap = cap;
    }
    BruteNode *n = &b->nodes[b->nnodes];
    memset(n, 0, sizeof *n);
    memcpy(n->men, pos->men, sizeof n->men);
    memcpy(n->kings, pos->kings, sizeof n->kings);
    n->side = pos->side;
    n->value = BRUTE_UNKNOWN;
    b->slots[s] = ++b->nnodes;
    *index = b->nnodes - 1;
    return true;
}

/* Every placement of at most `left` more pieces on the points from p on, both sides to move. */
static bool enumerate(Brute *b, Position *pos, int p, int left, bool kings)
{
    if (p == b->v->board.npoints) {
        uint32_t index;
        for (int side = 0; side < 2; side++) {
            pos->side = (uint8_t)side;
            if (bits_any(position_pieces(pos, SOUTH)) && bits_any(position_pieces(pos, NORTH)) &&
                !add_node(b, pos, &index))
                return false;
        }
        return true;
    }
    if (!enumerate(b, pos, p + 1, left, kings))
        return false;
    for (int kind = 0; left > 0 && kind < (kings ? 4 : 2); kind++) {
        Bits *set = kind < 2 ? &pos->men[kind] : &pos->kings[kind - 2];
        bits_add(set, p);
        bool ok = enumerate(b, pos, p + 1, left - 1, kings);
        bits_del(set, p);
        if (!ok)
            return false;
    }
    return true;
}

static bool add_edge(Brute *b, uint32_t to)
{
    if (b->nedges == b->edges_cap) {
        size_t cap = b->edges_cap ? b->edges_cap * 2 : 1 << 20;
        uint32_t *grown = realloc(b->edges, sizeof *grown * cap);
        if (!grown)
            return false;
        b->edges = grown;
        b->edges_cap = cap;
    }
    b->edges[b->nedges++] = to;
    return true;
}

/* Node i's moves as edges (new positions, those where a side has no pieces, added as nodes). */
static bool expand(Brute *b, uint32_t i, MoveList *list)
{
    Position pos = {.side = b->nodes[i].side};
    memcpy(pos.men, b->nodes[i].men, sizeof pos.men);
    memcpy(pos.kings, b->nodes[i].kings, sizeof pos.kings);
    b->nodes[i].first = (uint32_t)b->nedges;
    if (!bits_any(position_pieces(&pos, SOUTH)) || !bits_any(position_pieces(&pos, NORTH)))
        return true;
    movegen_legal(b->v, &pos, list);
    if (list->overflow)
        return false;
    for (int k = 0; k < list->n; k++) {
        Position child = pos;
        position_apply(b->v, &child, &list->moves[k], movelist_detail(list, k));
        uint32_t c;
        if (!add_node(b, &child, &c) || !add_edge(b, c))
            return false;
    }
    b->nodes[i].n = (uint32_t)list->n;
    return true;
}

/* The values of positions that end the game: no pieces, or no move. */
static void value_ends(Brute *b)
{
    for (uint32_t i = 0; i < b->nnodes; i++) {
        BruteNode *n = &b->nodes[i];
        bool mine = bits_any(n->men[n->side]) || bits_any(n->kings[n->side]);
        bool theirs = bits_any(n->men[!n->side]) || bits_any(n->kings[!n->side]);
        if (!mine || !theirs)
            n->value = mine ? BRUTE_WIN : BRUTE_LOSS;
        else if (n->n == 0)
            n->value = b->v->rules.blocked == BLOCKED_LOSS ? BRUTE_LOSS : BRUTE_DRAW;
    }
}

/* Iteration k: marks what is won or lost in k plies; returns how many it marked. */
static uint32_t iterate(Brute *b, int k)
{
    uint32_t marked = 0;
    for (uint32_t i = 0; i < b->nnodes; i++) {
        BruteNode *n = &b->nodes[i];
        if (n->value != BRUTE_UNKNOWN)
            continue;
        bool win = false, all_won = true;
        for (uint32_t e = 0; e < n->n; e++) {
            const BruteNode *c = &b->nodes[b->edges[n->first + e]];
            bool before = c->value != BRUTE_UNKNOWN && c->dist < k; /* settled before this iteration */
            win |= before && c->value == BRUTE_LOSS;
            all_won &= before && c->value == BRUTE_WIN;
        }
        if (win || all_won) {
            n->value = win ? BRUTE_WIN : BRUTE_LOSS;
            n->dist = (uint16_t)k;
            marked++;
        }
    }
    return marked;
}

bool brute_solve(Brute *b, const Variant *v, int max_pieces)
{
    memset(b, 0, sizeof *b);
    b->v = v;
    Position pos = {0};
    MoveList list = MOVELIST_INIT;
    bool ok = enumerate(b, &pos, 0, max_pieces, v->rules.king != KING_NONE);
    for (uint32_t i = 0; ok && i < b->nnodes; i++)
        ok = expand(b, i, &list);
    movelist_free(&list);
    if (!ok)
        return false;
    value_ends(b);
    for (int k = 1; iterate(b, k) > 0; k++)
        b->iterations = k;
    for (uint32_t i = 0; i < b->nnodes; i++)
        if (b->nodes[i].value == BRUTE_UNKNOWN)
            b->nodes[i].value = BRUTE_DRAW;
    return true;
}

void brute_free(Brute *b)
{
    free(b->nodes);
    free(b->edges);
    free(b->slots);
    memset(b, 0, sizeof *b);
}
