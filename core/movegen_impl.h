/*
 * movegen_impl.h — move generation for every option of RULES.md §2, written over the set type
 * of set.h and compiled once per word count (movegen_w1.c, movegen_w2.c); movegen.c dispatches.
 *
 * Captures are found by a depth-first search over jump chains. The search keeps two sets: the
 * enemy pieces still to be taken, and the empty points. The moving piece's start point is empty
 * during its own capture; a captured piece leaves the first set at once, and joins the second
 * only under removal=immediate (under removal=end it still blocks and cannot be jumped again).
 * At each landing the chain option decides whether the move may or must end there; emitted
 * chains are filtered by the majority rule and merged with any earlier chain that has the same
 * from, to and captured set. Steps are only generated when no capture is forced.
 *
 * On lattice-numbered boards (board.shifts) the men that have a first jump, and the men's steps,
 * are found set-wise, one shift per direction for all men at once. Other boards take the same
 * path point by point.
 */
#include "movegen.h"
#include "set.h"

#include <string.h>

#define SET_EMPTY ((Set){0})

typedef struct Gen {
    const Variant *v;
    MoveList *list;
    int side;
    Set enemy;   /* enemy pieces not captured yet in this chain */
    Set empty;   /* points a piece may pass over or land on */
    int from;
    bool man;     /* the moving piece started as a man */
    bool crowned; /* crowned in the middle of the chain (crown_mid_capture=crown) */
    Set captured;
    int ncaptured;
    int nkings;  /* kings among the captured, when the majority rule asks */
    Set kings;   /* the enemy's kings, for counting kings taken */
    int npath;
    uint8_t path[MAX_PATH];
    int best_captured, best_kings; /* the majority rule's current bar */
    bool counting;  /* only from, to and the captured set are needed (perft's last ply) */
    int base;       /* this generation's moves start at list->moves[base] */
} Gen;

static bool jump_on(Gen *g, int at, bool king);

/* Orders chains for the majority rule: more captures first, then (if asked) more kings. */
static int compare_to_best(Gen *g)
{
    const Rules *r = &g->v->rules;
    if (r->majority == MAJORITY_NONE)
        return 0;
    if (g->ncaptured != g->best_captured)
        return g->ncaptured > g->best_captured ? 1 : -1;
    if (r->majority == MAJORITY_COUNT_THEN_KINGS) {
        g->nkings = set_count(set_and(g->captured, g->kings));
        if (g->nkings != g->best_kings)
            return g->nkings > g->best_kings ? 1 : -1;
    }
    return 0;
}

/* Whether the chain being emitted, ending on `to`, crowns its man. */
static bool chain_crowns(const Gen *g, int to)
{
    return g->man && g->v->rules.king != KING_NONE && (g->crowned || set_has(set_of(g->v->crown[g->side]), to));
}

static void emit_capture(Gen *g, int to)
{
    MoveList *list = g->list;
    int cmp = compare_to_best(g);
    if (cmp < 0)
        return;
    if (cmp > 0) {
        g->best_captured = g->ncaptured;
        g->best_kings = set_count(set_and(g->captured, g->kings));
        list->n = g->base; /* every capture so far takes fewer: the majority rule drops them */
    }
    for (int i = g->base; i < list->n; i++) {
        Move *m = &list->moves[i];
        if (m->to == to && m->from == g->from && set_equal(set_of(m->captured), g->captured)) {
            /* another chain of the same move: the move crowns if any of its chains does, and
             * then shows a crowning chain */
            if (!g->counting && !(m->flags & MOVE_CROWN) && chain_crowns(g, to)) {
                m->flags |= MOVE_CROWN;
                m->npath = (uint8_t)g->npath;
                memcpy(m->path, g->path, (size_t)g->npath);
            }
            return;
        }
    }
    if (list->n >= MAX_MOVES) {
        list->overflow = true;
        return;
    }
    Move *m = &list->moves[list->n++];
    m->captured = set_bits(g->captured);
    m->from = (uint8_t)g->from;
    m->to = (uint8_t)to;
    if (g->counting)
        return;
    m->ncaptured = (uint8_t)g->ncaptured;
    m->nkings = (uint8_t)set_count(set_and(g->captured, g->kings));
    m->npath = (uint8_t)g->npath;
    m->huffed = NO_POINT;
    m->pad = 0;
    m->flags = chain_crowns(g, to) ? MOVE_CROWN : 0;
    memcpy(m->path, g->path, (size_t)g->npath);
}

/* The piece has just landed on `at`: end the move there or go on, as the rules say. */
static void continue_from(Gen *g, int at, bool king)
{
    const Rules *r = &g->v->rules;
    bool was_crowned = g->crowned;
    if (!king && r->king != KING_NONE && set_has(set_of(g->v->crown[g->side]), at)) {
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

/* Marks the piece on `over` captured (removal decides whether its point is empty now). */
static inline void take(Gen *g, int over)
{
    set_del(&g->enemy, over);
    set_add(&g->captured, over);
    if (g->v->rules.removal == REMOVAL_IMMEDIATE)
        set_add(&g->empty, over);
}

static inline void untake(Gen *g, int over)
{
    set_add(&g->enemy, over);
    set_del(&g->captured, over);
    set_del(&g->empty, over);
}

/* Captures the piece on `over`, lands on `land`, explores from there, and undoes it all. */
static void jump(Gen *g, int over, int land, bool king)
{
    if (g->npath >= MAX_PATH) {
        g->list->overflow = true;
        return;
    }
    take(g, over);
    g->ncaptured++;
    g->path[g->npath++] = (uint8_t)land;
    continue_from(g, land, king);
    g->npath--;
    g->ncaptured--;
    untake(g, over);
}

/* The first enemy along direction d from `at` with only empty points before it and an empty
 * point beyond it, or NO_POINT. */
static int flying_target(const Gen *g, int at, int d)
{
    const Board *b = &g->v->board;
    int n = b->next[at][d];
    while (n != NO_POINT && set_has(g->empty, n))
        n = b->next[n][d];
    if (n == NO_POINT || !set_has(g->enemy, n))
        return NO_POINT;
    int land = b->next[n][d];
    return (land != NO_POINT && set_has(g->empty, land)) ? n : NO_POINT;
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
    Set victims = set_and(g->enemy, king ? set_of(v->jump_over[at]) : set_of(v->man_jump_over[g->side][at]));
    int over;
    SET_FOREACH(over, victims)
    if (set_has(g->empty, v->jump_land[at][over]))
        return true;
    return false;
}

/* A flying king captures the piece on `over` along d and lands beyond it. */
static void flying_capture(Gen *g, int d, int over)
{
    const Board *b = &g->v->board;
    bool must_continue = false;
    /* "land where it can jump again": under chain=single it cannot, so nothing is restricted */
    if (g->v->rules.king_landing == KING_LANDING_CONTINUE && g->v->rules.chain != CHAIN_SINGLE) {
        /* with the piece taken as it will be, can any landing point jump again? */
        take(g, over);
        for (int l = b->next[over][d]; l != NO_POINT && set_has(g->empty, l) && !must_continue; l = b->next[l][d])
            must_continue = can_jump_from(g, l, true);
        untake(g, over);
    }
    for (int l = b->next[over][d]; l != NO_POINT && set_has(g->empty, l); l = b->next[l][d]) {
        if (must_continue) {
            take(g, over);
            bool ok = can_jump_from(g, l, true);
            untake(g, over);
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
                flying_capture(g, d, over);
            }
        }
        return extended;
    }
    Set victims = set_and(g->enemy, king ? set_of(v->jump_over[at]) : set_of(v->man_jump_over[g->side][at]));
    int over;
    SET_FOREACH(over, victims)
    {
        int land = v->jump_land[at][over];
        if (set_has(g->empty, land)) {
            extended = true;
            jump(g, over, land, king);
        }
    }
    return extended;
}

static void captures_of(Gen *g, int from, bool king)
{
    g->from = from;
    g->man = !king;
    g->crowned = false;
    g->ncaptured = g->npath = 0;
    set_add(&g->empty, from); /* the start point counts as empty during its own capture */
    jump_on(g, from, king);
    set_del(&g->empty, from);
}

static inline Set empty_points(const Variant *v, const Position *pos)
{
    return set_andnot(set_of(v->board.all), set_or(set_of(position_occupied(pos)), set_of(pos->dead)));
}

/* The men of the side to move that have a first jump: set-wise on lattice boards (a man jumps
 * along d if the point one step along holds an enemy and the next is empty), else all. */
static Set men_that_may_jump(const Variant *v, const Position *pos, Set empty)
{
    int side = pos->side;
    Set men = set_of(pos->men[side]);
    if (!v->board.shifts || !set_any(men))
        return men;
    Set enemy = set_of(position_pieces(pos, !side)), jumpers = SET_EMPTY;
    for (int k = 0; k < v->n_jump_scans[side]; k++) {
        const Scan *sc = &v->jump_scans[side][k];
        Set can = set_and(set_and(men, set_of(sc->from)), set_back1(enemy, sc));
        jumpers = set_or(jumpers, set_and(can, set_back2(empty, sc)));
    }
    return jumpers;
}

static void gen_init(Gen *g, const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    g->counting = counting;
    g->v = v;
    g->list = list;
    g->side = pos->side;
    g->best_captured = g->best_kings = 0;
    g->captured = SET_EMPTY;
    g->base = list->n;
}

static int gen_captures(Gen *g, const Position *pos)
{
    Set empty = empty_points(g->v, pos);
    Set men = men_that_may_jump(g->v, pos, empty), kings = set_of(pos->kings[g->side]);
    if (!set_any(men) && !set_any(kings))
        return 0;
    g->enemy = set_of(position_pieces(pos, !g->side));
    g->kings = set_of(pos->kings[!g->side]);
    g->empty = empty;
    int p;
    SET_FOREACH(p, men)
    captures_of(g, p, false);
    SET_FOREACH(p, kings)
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

/* Generates (list != NULL) or counts the men's steps set-wise: a man steps along d if the point
 * one step along is empty. */
static int men_steps_by_shift(const Variant *v, const Position *pos, Set empty, MoveList *list)
{
    int side = pos->side, count = 0, p;
    Set men = set_of(pos->men[side]);
    bool crowns = v->rules.king != KING_NONE;
    for (int k = 0; k < v->n_step_scans[side]; k++) {
        const Scan *sc = &v->step_scans[side][k];
        Set movers = set_and(set_and(men, set_of(sc->from)), set_back1(empty, sc));
        count += set_count(movers);
        if (list)
            SET_FOREACH(p, movers)
        add_step(list, p, p + sc->delta, crowns && set_has(set_of(v->crown[side]), p + sc->delta) ? MOVE_CROWN : 0);
    }
    return count;
}

/* Generates (list != NULL) or counts the men's steps point by point. */
static int men_steps_by_point(const Variant *v, const Position *pos, Set empty, MoveList *list)
{
    int side = pos->side, count = 0, p;
    bool crowns = v->rules.king != KING_NONE;
    SET_FOREACH(p, set_of(pos->men[side]))
    {
        const uint8_t *to = v->steps[side][p];
        for (int k = 0; k < v->n_steps[side][p]; k++)
            if (set_has(empty, to[k])) {
                count++;
                if (list)
                    add_step(list, p, to[k], crowns && set_has(set_of(v->crown[side]), to[k]) ? MOVE_CROWN : 0);
            }
    }
    return count;
}

/* Generates (list != NULL) or counts the steps of the side to move. */
static int gen_steps(const Variant *v, const Position *pos, MoveList *list)
{
    Set empty = empty_points(v, pos);
    int count = v->board.shifts ? men_steps_by_shift(v, pos, empty, list) : men_steps_by_point(v, pos, empty, list);
    bool flying = v->rules.king == KING_FLYING;
    int p;
    SET_FOREACH(p, set_of(pos->kings[pos->side]))
    {
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k];
            for (int t = v->board.next[p][d]; t != NO_POINT && set_has(empty, t); t = v->board.next[t][d]) {
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

/* Appends the captures of pos (majority rule applied) to list; returns how many. */
int SET_FN(movegen_append_captures)(const Variant *v, const Position *pos, MoveList *list)
{
    Gen g;
    gen_init(&g, v, pos, list, false);
    return gen_captures(&g, pos);
}

/* Appends the legal moves of pos, huffing aside, to list and returns their number; when
 * counting, captures are appended with only from, to and captured set, and steps only counted. */
int SET_FN(movegen_append)(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    Gen g;
    gen_init(&g, v, pos, list, counting);
    int n = gen_captures(&g, pos);
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return n;
    return n + gen_steps(v, pos, counting ? NULL : list);
}
