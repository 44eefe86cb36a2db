/*
 * movegen_impl.h — move generation for every option of RULES.md §2, written over the set type
 * of set.h and compiled once per word count (movegen_w1.c, movegen_w2.c); movegen.c dispatches.
 *
 * Captures are found by a depth-first search over jump chains. The state of a chain — where it
 * stands, the set of pieces it has taken and their number — is passed by value, so nothing is
 * undone on the way back; the enemy pieces and empty points of the position stay in the Gen.
 * A captured piece can never be taken again; under removal=end it still blocks, under
 * removal=immediate its point is empty at once. The moving piece's start point is empty during
 * its own capture. At each landing the chain option decides whether the move may or must end
 * there; emitted chains are filtered by the majority rule and merged with any earlier chain that
 * has the same from, to and captured set. Steps are only generated when no capture is forced.
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
    int chain;       /* the chain rule */
    bool counting;   /* only from, to and the captured set are needed (perft's last ply) */
    bool man;        /* the moving piece started as a man */
    bool crowned;    /* crowned in the middle of the chain (crown_mid_capture=crown) */
    int from;
    Set enemy;       /* the enemy's pieces when the move starts */
    Set empty;       /* empty points; during a piece's own capture its start point too */
    Set removed;     /* every point under removal=immediate (a captured piece leaves at once), else none */
    Set kings;       /* the enemy's kings, for counting kings taken */
    Set crown_mid;   /* where a man landing mid-capture stops or is crowned, else none */
    int base;        /* this generation's moves start at list->moves[base] */
    int piece_base;  /* the current piece's moves start here: only they can be the same move */
    int best_captured, best_kings; /* the majority rule's current bar */
    uint8_t path[MAX_PATH];        /* path[i]: where jump i of the chain being searched lands */
} Gen;

/* The enemy pieces a chain that has taken `captured` may still take. */
static inline Set takeable(const Gen *g, Set captured) { return set_andnot(g->enemy, captured); }

/* The points a chain that has taken `captured` may pass over or land on. */
static inline Set open_points(const Gen *g, Set captured) { return set_or(g->empty, set_and(captured, g->removed)); }

/* Orders a chain taking `captured` (n pieces) against the majority rule's bar: more captures
 * first, then (if asked) more kings. */
static int compare_to_best(const Gen *g, Set captured, int n)
{
    int majority = g->v->rules.majority;
    if (majority == MAJORITY_NONE)
        return 0;
    if (n != g->best_captured)
        return n > g->best_captured ? 1 : -1;
    if (majority == MAJORITY_COUNT_THEN_KINGS) {
        int kings = set_count(set_and(captured, g->kings));
        if (kings != g->best_kings)
            return kings > g->best_kings ? 1 : -1;
    }
    return 0;
}

/* Whether the chain being emitted, ending on `to`, crowns its man. */
static bool chain_crowns(const Gen *g, int to)
{
    return g->man && g->v->rules.king != KING_NONE && (g->crowned || set_has(set_of(g->v->crown[g->side]), to));
}

/* Offers the chain searched so far, ending on `to` with the n pieces of `captured` taken, as a
 * move. */
static void emit_capture(Gen *g, int to, Set captured, int n)
{
    MoveList *list = g->list;
    int cmp = compare_to_best(g, captured, n);
    if (cmp < 0)
        return;
    if (cmp > 0) {
        g->best_captured = n;
        if (g->v->rules.majority == MAJORITY_COUNT_THEN_KINGS)
            g->best_kings = set_count(set_and(captured, g->kings));
        list->n = g->piece_base = g->base; /* every capture so far takes fewer: the majority rule drops them */
    }
    for (int i = g->piece_base; i < list->n; i++) {
        Move *m = &list->moves[i];
        if (m->to == to && set_equal(set_of(m->captured), captured)) {
            /* another chain of the same move: the move crowns if any of its chains does, and
             * then shows a crowning chain */
            if (!g->counting && !(m->flags & MOVE_CROWN) && chain_crowns(g, to)) {
                m->flags |= MOVE_CROWN;
                m->npath = (uint8_t)n;
                memcpy(m->path, g->path, (size_t)n);
            }
            return;
        }
    }
    if (list->n >= MAX_MOVES) {
        list->overflow = true;
        return;
    }
    Move *m = &list->moves[list->n++];
    m->captured = set_bits(captured);
    m->from = (uint8_t)g->from;
    m->to = (uint8_t)to;
    if (g->counting)
        return;
    m->ncaptured = (uint8_t)n;
    m->nkings = (uint8_t)set_count(set_and(captured, g->kings));
    m->npath = (uint8_t)n;
    m->huffed = NO_POINT;
    m->pad = 0;
    m->flags = chain_crowns(g, to) ? MOVE_CROWN : 0;
    memcpy(m->path, g->path, (size_t)n);
}

static bool king_jumps(Gen *g, int at, Set captured, int n);
static bool man_jumps(Gen *g, int at, Set captured, int n);

/* A chain has landed on `at` (its piece a king if `king`) having taken the n pieces of
 * `captured`: the move ends there or goes on, as the chain rule says. */
static void landed(Gen *g, int at, Set captured, int n, bool king)
{
    if (!king && set_has(g->crown_mid, at)) {
        if (g->v->rules.crown_mid_capture == CROWN_MID_STOP) {
            emit_capture(g, at, captured, n);
            return;
        }
        g->crowned = true; /* crown_mid_capture=crown: it goes on as a king */
        landed(g, at, captured, n, true);
        g->crowned = false;
        return;
    }
    if (g->chain == CHAIN_SINGLE) {
        emit_capture(g, at, captured, n);
        return;
    }
    if (g->chain == CHAIN_MAY)
        emit_capture(g, at, captured, n);
    bool extended = king ? king_jumps(g, at, captured, n) : man_jumps(g, at, captured, n);
    if (!extended && g->chain == CHAIN_MUST)
        emit_capture(g, at, captured, n);
}

/* Takes the piece on `over` landing on `land`, and follows the chain from there. */
static inline void jump(Gen *g, int over, int land, Set captured, int n, bool king)
{
    if (n >= MAX_PATH) {
        g->list->overflow = true;
        return;
    }
    g->path[n] = (uint8_t)land;
    set_add(&captured, over);
    landed(g, land, captured, n + 1, king);
}

/* Every short jump from `at` over one of `victims` onto an open point; whether there was one. */
static inline bool short_jumps(Gen *g, int at, Set victims, Set captured, int n, bool king)
{
    const Variant *v = g->v;
    Set open = open_points(g, captured);
    bool extended = false;
    int over;
    SET_FOREACH(over, victims)
    {
        int land = v->jump_land[at][over];
        if (set_has(open, land)) {
            extended = true;
            jump(g, over, land, captured, n, king);
        }
    }
    return extended;
}

/* A man's jumps from `at`. */
static bool man_jumps(Gen *g, int at, Set captured, int n)
{
    Set victims = set_and(takeable(g, captured), set_of(g->v->man_jump_over[g->side][at]));
    return set_any(victims) && short_jumps(g, at, victims, captured, n, false);
}

/* The first point along direction d from `at` that is not open, or NO_POINT. */
static int first_closed(const Board *b, int at, int d, Set open)
{
    int n = b->next[at][d];
    while (n != NO_POINT && set_has(open, n))
        n = b->next[n][d];
    return n;
}

/* The piece a flying king on `at` can take along direction d: the first piece along it, if it
 * is takeable and has an open point beyond; else NO_POINT. */
static int flying_target(const Gen *g, int at, int d, Set captured)
{
    const Board *b = &g->v->board;
    Set open = open_points(g, captured);
    int over = first_closed(b, at, d, open);
    if (over == NO_POINT || !set_has(takeable(g, captured), over))
        return NO_POINT;
    int land = b->next[over][d];
    return land != NO_POINT && set_has(open, land) ? over : NO_POINT;
}

/* Whether a king on `at` could capture now, having taken `captured` (king_landing=continue). */
static bool king_can_jump(const Gen *g, int at, Set captured)
{
    const Variant *v = g->v;
    if (v->rules.king == KING_FLYING) {
        for (int k = 0; k < v->n_rays[at]; k++)
            if (flying_target(g, at, v->rays[at][k], captured) != NO_POINT)
                return true;
        return false;
    }
    Set victims = set_and(takeable(g, captured), set_of(v->jump_over[at]));
    Set open = open_points(g, captured);
    int over;
    SET_FOREACH(over, victims)
    if (set_has(open, v->jump_land[at][over]))
        return true;
    return false;
}

/* A flying king on `at` takes the piece on `over` along d, landing on any open point beyond
 * it (under king_landing=continue, only where it can capture again if there is such a point). */
static void flying_capture(Gen *g, int at, int d, int over, Set captured, int n)
{
    const Board *b = &g->v->board;
    Set open = open_points(g, captured), after = captured;
    set_add(&after, over);
    bool must_continue = false;
    /* "land where it can jump again": under chain=single it cannot, so nothing is restricted */
    if (g->v->rules.king_landing == KING_LANDING_CONTINUE && g->chain != CHAIN_SINGLE)
        for (int l = b->next[over][d]; l != NO_POINT && set_has(open, l) && !must_continue; l = b->next[l][d])
            must_continue = king_can_jump(g, l, after);
    for (int l = b->next[over][d]; l != NO_POINT && set_has(open, l); l = b->next[l][d])
        if (!must_continue || king_can_jump(g, l, after))
            jump(g, over, l, captured, n, true);
    (void)at;
}

/* A king's jumps from `at`; whether there was one. */
static bool king_jumps(Gen *g, int at, Set captured, int n)
{
    const Variant *v = g->v;
    if (v->rules.king != KING_FLYING) {
        Set victims = set_and(takeable(g, captured), set_of(v->jump_over[at]));
        return set_any(victims) && short_jumps(g, at, victims, captured, n, true);
    }
    bool extended = false;
    for (int k = 0; k < v->n_rays[at]; k++) {
        int d = v->rays[at][k];
        int over = flying_target(g, at, d, captured);
        if (over != NO_POINT) {
            extended = true;
            flying_capture(g, at, d, over, captured, n);
        }
    }
    return extended;
}

/* Every capture of the piece on `from`. */
static void captures_of(Gen *g, int from, bool king)
{
    g->from = from;
    g->man = !king;
    g->crowned = false;
    g->piece_base = g->list->n;
    set_add(&g->empty, from); /* the start point counts as empty during its own capture */
    if (king)
        king_jumps(g, from, SET_EMPTY, 0);
    else
        man_jumps(g, from, SET_EMPTY, 0);
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
    const Scan *sc = v->jump_scans[side];
    int k = 0, n = v->n_jump_scans[side], n_up = v->n_jump_up[side];
    /* per direction: the enemies with an empty point beyond, then the points before them */
    for (; k < n_up; k++) {
        int s = sc[k].delta;
        Set over = set_and(set_down(empty, s), enemy);
        jumpers = set_or(jumpers, set_and(set_down(over, s), set_of(sc[k].from)));
    }
    for (; k < n; k++) {
        int s = -sc[k].delta;
        Set over = set_and(set_up(empty, s), enemy);
        jumpers = set_or(jumpers, set_and(set_up(over, s), set_of(sc[k].from)));
    }
    return set_and(jumpers, men);
}

static void gen_init(Gen *g, const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    const Rules *r = &v->rules;
    g->counting = counting;
    g->v = v;
    g->list = list;
    g->side = pos->side;
    g->chain = r->chain;
    g->best_captured = g->best_kings = 0;
    g->base = list->n;
    g->removed = r->removal == REMOVAL_IMMEDIATE ? set_of(v->board.all) : SET_EMPTY;
    bool mid = r->king != KING_NONE && r->crown_mid_capture != CROWN_MID_IGNORE;
    g->crown_mid = mid ? set_of(v->crown[pos->side]) : SET_EMPTY;
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
    return g->list->n - g->base;
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

/* The men's steps along one scan's direction: the men with an empty point one step along. */
static inline Set step_movers(const Scan *sc, bool up, Set men, Set empty)
{
    Set next = up ? set_down(empty, sc->delta) : set_up(empty, -sc->delta);
    return set_and(set_and(men, set_of(sc->from)), next);
}

/* Generates (list != NULL) or counts the men's steps set-wise. */
static int men_steps_by_shift(const Variant *v, const Position *pos, Set empty, MoveList *list)
{
    int side = pos->side, count = 0, p;
    Set men = set_of(pos->men[side]);
    bool crowns = v->rules.king != KING_NONE;
    const Scan *sc = v->step_scans[side];
    for (int k = 0; k < v->n_step_scans[side]; k++) {
        Set movers = step_movers(&sc[k], k < v->n_step_up[side], men, empty);
        count += set_count(movers);
        if (list)
            SET_FOREACH(p, movers)
        add_step(list, p, p + sc[k].delta, crowns && set_has(set_of(v->crown[side]), p + sc[k].delta) ? MOVE_CROWN : 0);
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

/* ---- perft's inner loop ----
 *
 * Perft by copy-make for variants without huffs or hooks, straight on the generator: captures
 * are generated into a list per ply, steps are played as they are found, and the last ply is
 * counted (captures with only from, to and captured set, steps not built at all). */

static uint64_t perft_node(const Variant *v, const Position *pos, int depth, bool *overflow);

/* Perft below the position after pos->side plays m. */
static inline uint64_t perft_after(const Variant *v, const Position *pos, const Move *m, int depth, bool *overflow)
{
    Position child = *pos;
    position_apply(v, &child, m);
    return perft_node(v, &child, depth - 1, overflow);
}

/* A step as position_apply reads it. */
static inline Move step_move(int from, int to, int flags)
{
    Move m;
    m.captured = bits_empty();
    m.from = (uint8_t)from;
    m.to = (uint8_t)to;
    m.ncaptured = 0;
    m.flags = (uint8_t)flags;
    m.huffed = NO_POINT;
    return m;
}

/* Perft below every step of the side to move, depth >= 2. */
static uint64_t perft_steps(const Variant *v, const Position *pos, int depth, bool *overflow)
{
    Set empty = empty_points(v, pos), men = set_of(pos->men[pos->side]);
    Set crown = v->rules.king != KING_NONE ? set_of(v->crown[pos->side]) : SET_EMPTY;
    uint64_t total = 0;
    int p;
    if (v->board.shifts) {
        const Scan *sc = v->step_scans[pos->side];
        for (int k = 0; k < v->n_step_scans[pos->side]; k++) {
            SET_FOREACH(p, step_movers(&sc[k], k < v->n_step_up[pos->side], men, empty))
            {
                int to = p + sc[k].delta;
                Move m = step_move(p, to, set_has(crown, to) ? MOVE_CROWN : 0);
                total += perft_after(v, pos, &m, depth, overflow);
            }
        }
    } else {
        SET_FOREACH(p, men)
        for (int k = 0; k < v->n_steps[pos->side][p]; k++) {
            int to = v->steps[pos->side][p][k];
            if (set_has(empty, to)) {
                Move m = step_move(p, to, set_has(crown, to) ? MOVE_CROWN : 0);
                total += perft_after(v, pos, &m, depth, overflow);
            }
        }
    }
    bool flying = v->rules.king == KING_FLYING;
    SET_FOREACH(p, set_of(pos->kings[pos->side]))
    for (int k = 0; k < v->n_rays[p]; k++) {
        int d = v->rays[p][k];
        for (int t = v->board.next[p][d]; t != NO_POINT && set_has(empty, t); t = flying ? v->board.next[t][d] : NO_POINT) {
            Move m = step_move(p, t, 0);
            total += perft_after(v, pos, &m, depth, overflow);
        }
    }
    return total;
}

/* Perft from pos, depth >= 1. */
static uint64_t perft_node(const Variant *v, const Position *pos, int depth, bool *overflow)
{
    MoveList list;
    list.n = 0;
    list.overflow = false;
    Gen g;
    gen_init(&g, v, pos, &list, depth == 1);
    int n = gen_captures(&g, pos);
    *overflow |= list.overflow;
    uint64_t total = (uint64_t)n;
    if (depth > 1) {
        total = 0;
        for (int i = 0; i < n; i++)
            total += perft_after(v, pos, &list.moves[i], depth, overflow);
    }
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return total;
    return total + (depth == 1 ? (uint64_t)gen_steps(v, pos, NULL) : perft_steps(v, pos, depth, overflow));
}

/* Perft from pos (depth >= 1) for a variant without huffs or hooks; *overflow is set if some
 * position exceeded the move-list limits. */
uint64_t SET_FN(movegen_perft)(const Variant *v, const Position *pos, int depth, bool *overflow)
{
    return perft_node(v, pos, depth, overflow);
}
