/*
 * movegen.c — move generation for every option of RULES.md §2.
 *
 * Captures are found by a depth-first search over jump chains on a private copy of the mailbox:
 * the moving piece's start point is emptied, each captured piece is either marked (removal=end:
 * it still blocks and cannot be jumped again) or emptied (removal=immediate), and everything is
 * restored on the way back. A chain is emitted as a move according to the chain option, then
 * filtered by the majority rule and merged with any earlier chain that has the same from, to and
 * captured set. Steps are only generated when no capture is forced.
 */
#include "movegen.h"

#include <string.h>

typedef struct Gen {
    const Variant *v;
    const Position *pos;
    MoveList *list;
    uint8_t sq[MAX_POINTS]; /* scratch mailbox for the capture search */
    int side;
    uint8_t enemy;          /* mailbox mask of the opponent's pieces */
    int from;
    bool man;               /* the moving piece started as a man */
    bool crowned;           /* crowned in the middle of the chain (crown_mid_capture=crown) */
    Bits captured;
    int ncaptured, nkings;
    int npath;
    uint8_t path[MAX_PATH];
    int best_captured, best_kings; /* the majority rule's current bar */
} Gen;

static bool jump_on(Gen *g, int at, bool king);

/* Orders chains for the majority rule: more captures first, then (if asked) more kings. */
static int compare_to_best(const Gen *g)
{
    const Rules *r = &g->v->rules;
    if (r->majority == MAJORITY_NONE)
        return 0;
    if (g->ncaptured != g->best_captured)
        return g->ncaptured > g->best_captured ? 1 : -1;
    if (r->majority == MAJORITY_COUNT_THEN_KINGS && g->nkings != g->best_kings)
        return g->nkings > g->best_kings ? 1 : -1;
    return 0;
}

static void emit_capture(Gen *g, int to)
{
    MoveList *list = g->list;
    int cmp = compare_to_best(g);
    if (cmp < 0)
        return;
    if (cmp > 0) {
        g->best_captured = g->ncaptured;
        g->best_kings = g->nkings;
        list->n = 0; /* every capture so far takes fewer: the majority rule drops them */
    }
    for (int i = 0; i < list->n; i++) {
        const Move *m = &list->moves[i];
        if (m->from == g->from && m->to == to && bits_equal(m->captured, g->captured))
            return; /* another chain of the same move */
    }
    if (list->n >= MAX_MOVES) {
        list->overflow = true;
        return;
    }
    Move *m = &list->moves[list->n++];
    m->captured = g->captured;
    m->from = (uint8_t)g->from;
    m->to = (uint8_t)to;
    m->ncaptured = (uint8_t)g->ncaptured;
    m->nkings = (uint8_t)g->nkings;
    m->npath = (uint8_t)g->npath;
    m->huffed = NO_POINT;
    m->pad = 0;
    bool crown = g->man && g->v->rules.king != KING_NONE && (g->crowned || bits_has(g->v->crown[g->side], to));
    m->flags = crown ? MOVE_CROWN : 0;
    memcpy(m->path, g->path, (size_t)g->npath);
}

/* The piece has just landed on `at`: end the move there or go on, as the rules say. */
static void continue_from(Gen *g, int at, bool king)
{
    const Rules *r = &g->v->rules;
    bool was_crowned = g->crowned;
    if (!king && r->king != KING_NONE && bits_has(g->v->crown[g->side], at)) {
        if (r->crown_mid_capture == CROWN_MID_STOP) {
            emit_capture(g, at);
            return;
        }
        if (r->crown_mid_capture == CROWN_MID_CROWN) {
            king = true;
            g->crowned = true;
        }
    }
    if (r->chain == CHAIN_SINGLE) {
        emit_capture(g, at);
    } else {
        if (r->chain == CHAIN_MAY)
            emit_capture(g, at);
        bool extended = jump_on(g, at, king);
        if (!extended && r->chain == CHAIN_MUST)
            emit_capture(g, at);
    }
    g->crowned = was_crowned;
}

/* Captures the piece on `over`, lands on `land`, explores from there, and undoes it all. */
static void jump(Gen *g, int over, int land, bool king)
{
    if (g->npath >= MAX_PATH) {
        g->list->overflow = true;
        return;
    }
    uint8_t saved = g->sq[over];
    g->sq[over] = g->v->rules.removal == REMOVAL_END ? SQ_MARK : SQ_EMPTY;
    bits_add(&g->captured, over);
    g->ncaptured++;
    g->nkings += (saved & SQ_KING) ? 1 : 0;
    g->path[g->npath++] = (uint8_t)land;
    continue_from(g, land, king);
    g->npath--;
    g->nkings -= (saved & SQ_KING) ? 1 : 0;
    g->ncaptured--;
    bits_del(&g->captured, over);
    g->sq[over] = saved;
}

/* The first enemy along direction d from `at` with only empty points before it, or NO_POINT. */
static int flying_target(const Gen *g, int at, int d)
{
    const Board *b = &g->v->board;
    int n = b->next[at][d];
    while (n != NO_POINT && g->sq[n] == SQ_EMPTY)
        n = b->next[n][d];
    if (n == NO_POINT || !(g->sq[n] & g->enemy))
        return NO_POINT;
    int land = b->next[n][d];
    return (land != NO_POINT && g->sq[land] == SQ_EMPTY) ? n : NO_POINT;
}

/* Whether a piece on `at` could capture now (used by king_landing=continue). */
static bool can_jump_from(const Gen *g, int at, bool king)
{
    const Variant *v = g->v;
    if (king && v->rules.king == KING_FLYING) {
        for (int k = 0; k < v->n_rays[at]; k++)
            if (flying_target(g, at, v->rays[at][k]) != NO_POINT)
                return true;
        return false;
    }
    int n = king ? v->n_all_jumps[at] : v->n_man_jumps[g->side][at];
    const Jump *js = king ? v->all_jumps[at] : v->man_jumps[g->side][at];
    for (int k = 0; k < n; k++)
        if ((g->sq[js[k].over] & g->enemy) && g->sq[js[k].land] == SQ_EMPTY)
            return true;
    return false;
}

/* A flying king on `at` captures the piece on `over` along d and lands beyond it. */
static void flying_capture(Gen *g, int at, int d, int over)
{
    const Board *b = &g->v->board;
    uint8_t saved = g->sq[over];
    bool must_continue = false;
    if (g->v->rules.king_landing == KING_LANDING_CONTINUE) {
        /* with the captured piece marked as it will be, can any landing point jump again? */
        g->sq[over] = g->v->rules.removal == REMOVAL_END ? SQ_MARK : SQ_EMPTY;
        for (int l = b->next[over][d]; l != NO_POINT && g->sq[l] == SQ_EMPTY && !must_continue; l = b->next[l][d])
            must_continue = can_jump_from(g, l, true);
        g->sq[over] = saved;
    }
    (void)at;
    for (int l = b->next[over][d]; l != NO_POINT && g->sq[l] == SQ_EMPTY; l = b->next[l][d]) {
        if (must_continue) {
            g->sq[over] = g->v->rules.removal == REMOVAL_END ? SQ_MARK : SQ_EMPTY;
            bool ok = can_jump_from(g, l, true);
            g->sq[over] = saved;
            if (!ok)
                continue;
        }
        jump(g, over, l, true);
    }
}

/* Tries every jump from `at`; returns whether there was one. */
static bool jump_on(Gen *g, int at, bool king)
{
    const Variant *v = g->v;
    bool extended = false;
    if (king && v->rules.king == KING_FLYING) {
        for (int k = 0; k < v->n_rays[at]; k++) {
            int d = v->rays[at][k];
            int over = flying_target(g, at, d);
            if (over != NO_POINT) {
                extended = true;
                flying_capture(g, at, d, over);
            }
        }
        return extended;
    }
    int n = king ? v->n_all_jumps[at] : v->n_man_jumps[g->side][at];
    const Jump *js = king ? v->all_jumps[at] : v->man_jumps[g->side][at];
    for (int k = 0; k < n; k++)
        if ((g->sq[js[k].over] & g->enemy) && g->sq[js[k].land] == SQ_EMPTY) {
            extended = true;
            jump(g, js[k].over, js[k].land, king);
        }
    return extended;
}

static void captures_of(Gen *g, int from, bool king)
{
    g->from = from;
    g->man = !king;
    g->crowned = false;
    g->captured = bits_empty();
    g->ncaptured = g->nkings = g->npath = 0;
    uint8_t saved = g->sq[from];
    g->sq[from] = SQ_EMPTY; /* the start point counts as empty during its own capture */
    jump_on(g, from, king);
    g->sq[from] = saved;
}

static void gen_init(Gen *g, const Variant *v, const Position *pos, MoveList *list)
{
    g->v = v;
    g->pos = pos;
    g->list = list;
    g->side = pos->side;
    g->enemy = sq_side_mask(!pos->side);
    g->best_captured = g->best_kings = 0;
    list->n = 0;
    list->overflow = false;
    memcpy(g->sq, pos->sq, (size_t)v->board.npoints);
}

static int gen_captures(Gen *g)
{
    const Position *pos = g->pos;
    int p;
    BITS_FOREACH(p, pos->men[g->side])
    captures_of(g, p, false);
    BITS_FOREACH(p, pos->kings[g->side])
    captures_of(g, p, true);
    return g->list->n;
}

static void add_step(MoveList *list, int from, int to, int flags)
{
    if (list->n >= MAX_MOVES) {
        list->overflow = true;
        return;
    }
    Move *m = &list->moves[list->n++];
    m->captured = bits_empty();
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    m->ncaptured = m->nkings = m->npath = 0;
    m->flags = (uint8_t)flags;
    m->huffed = NO_POINT;
    m->pad = 0;
}

/* Generates (list != NULL) or counts the steps of the side to move. */
static int gen_steps(const Variant *v, const Position *pos, MoveList *list)
{
    int side = pos->side, count = 0, p;
    bool crowns = v->rules.king != KING_NONE;
    BITS_FOREACH(p, pos->men[side])
    {
        const uint8_t *to = v->steps[side][p];
        for (int k = 0; k < v->n_steps[side][p]; k++)
            if (pos->sq[to[k]] == SQ_EMPTY) {
                count++;
                if (list)
                    add_step(list, p, to[k], crowns && bits_has(v->crown[side], to[k]) ? MOVE_CROWN : 0);
            }
    }
    bool flying = v->rules.king == KING_FLYING;
    BITS_FOREACH(p, pos->kings[side])
    {
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k];
            for (int t = v->board.next[p][d]; t != NO_POINT && pos->sq[t] == SQ_EMPTY; t = v->board.next[t][d]) {
                count++;
                if (list)
                    add_step(list, p, t, 0);
                if (!flying)
                    break;
            }
        }
    }
    return count;
}

int movegen_captures(const Variant *v, const Position *pos, MoveList *list)
{
    Gen g;
    gen_init(&g, v, pos, list);
    return gen_captures(&g);
}

int movegen_legal(const Variant *v, const Position *pos, MoveList *list)
{
    int n = movegen_captures(v, pos, list);
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return n;
    gen_steps(v, pos, list);
    return list->n;
}

int movegen_count(const Variant *v, const Position *pos, MoveList *scratch)
{
    int n = movegen_captures(v, pos, scratch);
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return n;
    return n + gen_steps(v, pos, NULL);
}
