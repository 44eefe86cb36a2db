/*
 * movegen_approach_impl.h — captures by approach and withdrawal (capture_by=approach_withdrawal,
 * Fanorona), written over the set type of set.h and compiled once per word count
 * (movegen_approach_w1.c, movegen_approach_w2.c); movegen.c and perft.c dispatch.
 *
 * A capture is a step along a line to a neighbouring open point. *Approach* takes the enemy piece
 * on the next point beyond the landing point in the same direction, *withdrawal* the enemy piece
 * on the point behind the start, each with every enemy piece that follows it along the line
 * without a gap (the run stops at an empty point, an own piece, a piece already taken, a dead
 * point or the board's edge). A step that can do both is two moves, with the same path and
 * different captured sets. Further steps of a chain must capture, under the chain rule; with
 * chain_revisit=forbidden a step never lands where the piece stood in this move (its start
 * included); with chain_direction=change it never keeps the direction of the step before.
 * first_capture=single makes every capture one step while both sides have all their pieces.
 *
 * The state of a chain is passed by value, as in movegen_impl.h: nothing is undone on the way
 * back. Emitted chains are filtered by the majority rule (on the pieces taken) and merged with any
 * earlier chain of the same piece that has the same end and captured set.
 *
 * At the end, perft's own loop: copy-make on a compact node, captures counted at the last ply.
 */
#include "movegen.h"
#include "set.h"
#include "stop.h"

#include <assert.h>
#include <string.h>

#define AW_EMPTY ((Set){0})
#define AW_INLINE inline __attribute__((always_inline))

/* How much of each capture the generator fills in. */
typedef enum {
    AW_COUNT, /* from, to and captured set: perft's last ply counts them */
    AW_PLAY,  /* also the crowning flag: enough to play the move */
    AW_MOVE,  /* the whole move: what make and move ordering read (a lean list) */
    AW_FULL,  /* also the path, in the move's detail beside it */
} AwDetail;

/* The detail a generation into list gives its moves: all it keeps. */
static inline AwDetail aw_list_detail(const MoveList *list) { return list->lean ? AW_MOVE : AW_FULL; }

typedef struct AwGen {
    const Variant *v;
    MoveList *list;
    AwDetail detail;
    int side;
    int chain;               /* the chain rule of this generation (single in the opening) */
    int majority;
    bool revisit_forbidden;  /* chain_revisit=forbidden */
    bool direction_change;   /* chain_direction=change */
    bool immediate;          /* removal=immediate: a captured piece's point is open at once */
    bool opening_single;     /* first_capture=single */
    unsigned man_dirs;       /* directions in which a man of `side` may capture (men_capture) */
    unsigned all_dirs;       /* every direction (kings, and men crowned on the way) */
    Set crown;               /* where a man's move ends crowned; empty under king=none */
    Set crown_mid;           /* v->crown_mid[side] */
    int start_pieces[2];     /* each side's pieces at the start (first_capture=single) */
    int nscans;              /* lattice boards: the set-wise scans of first captures */
    struct AwScan {
        Set approach, withdraw; /* points with two points beyond along d; with a point on each side */
        int delta;
        bool man;               /* a man may capture along d */
    } scans[MAX_DIRS];
    /* this generation */
    Set enemy, enemy_kings, empty;
    int base, piece_base, best_captured, best_kings;
    Set piece_to;            /* where the moves of the current piece so far end */
    /* this piece */
    int from;
    bool man, crowned;
    uint8_t path[MAX_PATH];  /* path[i]: where step i of the chain being searched lands */
} AwGen;

/* A chain in progress: where it stands, what it has taken, where it has stood. */
typedef struct AwChain {
    Set captured, visited;
    int at, ncap, nsteps, last_dir;
    bool king;
} AwChain;

/* The directions in which a man of `side` may capture: all, or the forward ones under
 * men_capture=forward (as for jumps, the direction of the capturing step). */
static unsigned aw_man_dirs(const Variant *v, int side)
{
    unsigned dirs = 0;
    for (int d = 0; d < v->board.ndirs; d++) {
        int dy = v->board.dy[d] * (side == SOUTH ? 1 : -1);
        if (v->rules.men_capture == MEN_CAPTURE_ANY || dy > 0)
            dirs |= 1u << d;
    }
    return dirs;
}

/* Sets up what the generations for `side` read from the variant. */
static void aw_prepare(AwGen *g, const Variant *v, int side)
{
    const Rules *r = &v->rules;
    g->v = v;
    g->side = side;
    g->majority = r->majority;
    g->revisit_forbidden = r->chain_revisit == CHAIN_REVISIT_FORBIDDEN;
    g->direction_change = r->chain_direction == CHAIN_DIRECTION_CHANGE;
    g->immediate = r->removal == REMOVAL_IMMEDIATE;
    g->opening_single = r->first_capture == FIRST_CAPTURE_SINGLE;
    g->man_dirs = aw_man_dirs(v, side);
    g->all_dirs = (1u << v->board.ndirs) - 1;
    g->crown = r->king != KING_NONE ? set_of(v->crown[side]) : AW_EMPTY;
    g->crown_mid = set_of(v->crown_mid[side]);
    for (int s = 0; s < 2; s++)
        g->start_pieces[s] = bits_count(bits_or(v->start_men[s], v->start_kings[s]));
    const Board *b = &v->board;
    g->nscans = 0;
    for (int d = 0; d < b->ndirs && b->shifts; d++) {
        struct AwScan *sc = &g->scans[g->nscans++];
        sc->approach = set_of(b->has_jump[d]);
        sc->withdraw = set_and(set_of(b->has_next[d]), set_of(b->has_next[b->opposite[d]]));
        sc->delta = b->delta[d];
        sc->man = (g->man_dirs >> d) & 1;
    }
}

/* Of the men and kings, those that have a first capture, found set-wise on lattice boards (one
 * shift per direction for all pieces at once): a piece whose neighbour along d is empty and
 * which has an enemy piece two points along d (approach) or one point back (withdrawal). Other
 * boards: all of them. */
static AW_INLINE void aw_capturers(const AwGen *g, Set *men, Set *kings, Set enemy, Set empty)
{
    if (!g->v->board.shifts)
        return;
    Set by_men = AW_EMPTY, by_all = AW_EMPTY;
    for (int k = 0; k < g->nscans; k++) {
        const struct AwScan *sc = &g->scans[k];
        Set to_empty = set_shift(empty, -sc->delta);
        Set a = set_and(sc->approach, set_and(to_empty, set_shift(enemy, -2 * sc->delta)));
        Set w = set_and(sc->withdraw, set_and(to_empty, set_shift(enemy, sc->delta)));
        Set found = set_or(a, w);
        by_all = set_or(by_all, found);
        if (sc->man)
            by_men = set_or(by_men, found);
    }
    *men = set_and(*men, by_men);
    *kings = set_and(*kings, by_all);
}

/* Whether the game is still at its first capture: both sides have all their pieces. */
static AW_INLINE bool aw_opening(const AwGen *g, int south_pieces, int north_pieces)
{
    return g->opening_single && south_pieces >= g->start_pieces[SOUTH] && north_pieces >= g->start_pieces[NORTH];
}

/* Starts a generation into list, in a position with these enemy pieces and empty points, the
 * side to move having `own` pieces and the enemy `theirs` (for the opening rule). */
static AW_INLINE void aw_start(AwGen *g, MoveList *list, AwDetail detail, Set enemy, Set enemy_kings, Set empty, int own,
                               int theirs)
{
    g->list = list;
    g->detail = detail;
    g->enemy = enemy;
    g->enemy_kings = enemy_kings;
    g->empty = empty;
    g->base = list->n;
    g->best_captured = g->best_kings = 0;
    int south = g->side == SOUTH ? own : theirs, north = g->side == SOUTH ? theirs : own;
    g->chain = aw_opening(g, south, north) ? CHAIN_SINGLE : g->v->rules.chain;
}

/* Orders a capture of `captured` (n pieces) against the majority rule's bar. */
static inline int aw_compare(const AwGen *g, Set captured, int n)
{
    if (g->majority == MAJORITY_NONE)
        return 0;
    if (n != g->best_captured)
        return n > g->best_captured ? 1 : -1;
    if (g->majority == MAJORITY_COUNT_THEN_KINGS) {
        int kings = set_count(set_and(captured, g->enemy_kings));
        if (kings != g->best_kings)
            return kings > g->best_kings ? 1 : -1;
    }
    return 0;
}

/* Whether the chain being emitted, ending on `to`, crowns its man. */
static inline bool aw_crowns(const AwGen *g, int to) { return g->man && (g->crowned || set_has(g->crown, to)); }

/* Adds the chain searched so far (nsteps steps ending on `to`, taking the n pieces of
 * `captured`) as a move, unless the majority rule drops it or an earlier chain of the piece is
 * the same move. */
/* Adds the new move (aw_emit) to the list, which has room for it. */
static AW_INLINE void aw_push(AwGen *g, int to, Set captured, int n, int nsteps, bool crowns)
{
    MoveList *list = g->list;
    Move *m = &list->moves[list->n++];
    set_add(&g->piece_to, to);
    m->captured = set_bits(captured);
    m->from = (uint8_t)g->from;
    m->to = (uint8_t)to;
    if (g->detail == AW_COUNT)
        return;
    m->flags = crowns ? MOVE_CROWN : 0;
    if (g->detail == AW_PLAY)
        return;
    m->ncaptured = (uint8_t)n;
    m->nkings = (uint8_t)set_count(set_and(captured, g->enemy_kings));
    m->npath = (uint8_t)nsteps;
    m->huffed = NO_POINT;
    m->pad = 0;
    if (g->detail == AW_FULL)
        memcpy(list->details[list->n - 1].path, g->path, (size_t)nsteps);
}

/* aw_push once the list has grown (or not, when it cannot): out of the way of the common case,
 * with room, which then keeps no registers across a call. */
static __attribute__((noinline, cold)) void aw_push_grown(AwGen *g, int to, Set captured, int n, int nsteps, bool crowns)
{
    if (movelist_grow(g->list))
        aw_push(g, to, captured, n, nsteps, crowns);
}

static void aw_emit(AwGen *g, int to, Set captured, int n, int nsteps)
{
    if (n < g->best_captured)
        return;
    MoveList *list = g->list;
    int cmp = aw_compare(g, captured, n);
    if (cmp < 0)
        return;
    if (cmp > 0) {
        g->best_captured = n;
        if (g->majority == MAJORITY_COUNT_THEN_KINGS)
            g->best_kings = set_count(set_and(captured, g->enemy_kings));
        list->n = g->piece_base = g->base; /* every capture so far takes fewer */
        g->piece_to = AW_EMPTY;
    }
    bool crowns = aw_crowns(g, to);
    for (int i = set_has(g->piece_to, to) ? g->piece_base : list->n; i < list->n; i++) {
        Move *m = &list->moves[i];
        if (m->to == to && set_equal(set_of(m->captured), captured)) {
            if (g->detail != AW_COUNT && crowns && !(m->flags & MOVE_CROWN)) { /* show a crowning chain */
                m->flags |= MOVE_CROWN;
                m->npath = (uint8_t)nsteps;
                if (g->detail == AW_FULL)
                    memcpy(list->details[i].path, g->path, (size_t)nsteps);
            }
            return;
        }
    }
    if (list->n >= list->cap) {
        aw_push_grown(g, to, captured, n, nsteps, crowns);
        return;
    }
    aw_push(g, to, captured, n, nsteps, crowns);
}

static void aw_extend(AwGen *g, const AwChain *c);

/* A chain has landed (chain `c`, already counting the step): the move ends there or goes on, as
 * the chain and crown_mid_capture rules say. */
static void aw_landed(AwGen *g, AwChain *c)
{
    if (!c->king && set_has(g->crown_mid, c->at)) {
        if (g->v->rules.crown_mid_capture == CROWN_MID_STOP) {
            aw_emit(g, c->at, c->captured, c->ncap, c->nsteps);
            return;
        }
        g->crowned = true; /* crown_mid_capture=crown: it goes on as a king */
        c->king = true;
        aw_landed(g, c);
        g->crowned = false;
        return;
    }
    if (g->chain != CHAIN_MUST)
        aw_emit(g, c->at, c->captured, c->ncap, c->nsteps);
    if (g->chain != CHAIN_SINGLE)
        aw_extend(g, c);
}

/* The chain c steps along d onto `to`, taking the run of `takeable` pieces that starts on
 * `first` and goes on along `run_dir`. */
static AW_INLINE void aw_take(AwGen *g, const AwChain *c, int d, int to, int first, int run_dir, Set takeable)
{
    const Board *b = &g->v->board;
    AwChain next = *c;
    int q = first;
    do {
        set_add(&next.captured, q);
        next.ncap++;
        q = b->next[q][run_dir];
    } while (q != NO_POINT && set_has(takeable, q));
    if (SET_WORDS == 2 && c->nsteps >= MAX_PATH) { /* one-word boards: every step takes one of < 64 pieces */
        g->list->overflow = true;
        return;
    }
    g->path[c->nsteps] = (uint8_t)to;
    next.at = to;
    next.nsteps++;
    next.last_dir = d;
    set_add(&next.visited, to);
    aw_landed(g, &next);
}

/* Every capturing step on from chain c; under chain=must a chain that cannot go on is a move.
 * Which directions approach and which withdraw is worked out for all directions first, without a
 * branch per direction (which lines qualify is data the processor cannot predict); the steps
 * found are then followed. */
static void aw_extend(AwGen *g, const AwChain *c)
{
    const Variant *v = g->v;
    const ApproachSteps *t = &v->approach[c->at];
    Set takeable = set_andnot(g->enemy, c->captured);
    Set open = g->immediate ? set_or(g->empty, c->captured) : g->empty;
    if (g->revisit_forbidden)
        open = set_andnot(open, c->visited);
    unsigned dirs = c->king ? g->all_dirs : g->man_dirs;
    if (g->direction_change && c->nsteps > 0)
        dirs &= ~(1u << c->last_dir);
    unsigned approach = 0, withdraw = 0;
    for (int d = 0; d < v->board.ndirs; d++) {
        unsigned step = set_has(open, t->to[d]);
        approach |= (step & set_has(takeable, t->ahead[d])) << d;
        withdraw |= (step & set_has(takeable, t->behind[d])) << d;
    }
    approach &= dirs & t->approach_dirs;
    withdraw &= dirs & t->withdraw_dirs;
    for (unsigned a = approach; a; a &= a - 1) {
        int d = __builtin_ctz(a);
        aw_take(g, c, d, t->to[d], t->ahead[d], d, takeable);
    }
    for (unsigned w = withdraw; w; w &= w - 1) {
        int d = __builtin_ctz(w);
        aw_take(g, c, d, t->to[d], t->behind[d], v->board.opposite[d], takeable);
    }
    if (!(approach | withdraw) && c->nsteps > 0 && g->chain == CHAIN_MUST)
        aw_emit(g, c->at, c->captured, c->ncap, c->nsteps);
}

/* Every capture of the piece on `from`. */
static void aw_captures_of(AwGen *g, int from, bool king)
{
    g->from = from;
    g->man = !king;
    g->crowned = false;
    g->piece_base = g->list->n;
    g->piece_to = AW_EMPTY;
    set_add(&g->empty, from); /* the start point is empty during its own capture */
    AwChain c = {.at = from, .last_dir = -1, .king = king};
    c.captured = c.visited = AW_EMPTY;
    set_add(&c.visited, from);
    aw_extend(g, &c);
    set_del(&g->empty, from);
}

/* The captures of the men `men` and kings `kings`; returns how many there are. */
static int aw_search(AwGen *g, Set men, Set kings)
{
    int p;
    SET_FOREACH(p, men)
    aw_captures_of(g, p, false);
    SET_FOREACH(p, kings)
    aw_captures_of(g, p, true);
    return g->list->n - g->base;
}

static Set aw_empty_points(const Variant *v, const Position *pos)
{
    return set_andnot(set_of(v->board.all), set_or(set_of(position_occupied(pos)), set_of(pos->dead)));
}

/* Appends the captures of pos (majority rule applied) to list with the given detail; returns how
 * many, the empty points in *empty. */
static int aw_captures_pos(const Variant *v, const Position *pos, MoveList *list, AwDetail detail, Set *empty)
{
    AwGen g;
    int side = pos->side;
    aw_prepare(&g, v, side);
    *empty = aw_empty_points(v, pos);
    Set enemy = set_of(position_pieces(pos, !side)), men = set_of(pos->men[side]), kings = set_of(pos->kings[side]);
    aw_start(&g, list, detail, enemy, set_of(pos->kings[!side]), *empty, bits_count(position_pieces(pos, side)),
             bits_count(position_pieces(pos, !side)));
    aw_capturers(&g, &men, &kings, enemy, *empty);
    return aw_search(&g, men, kings);
}

/* The steps of the jump generator (movegen_impl.h): generated into list, or counted if NULL. */
int SET_FN(movegen_append_steps)(const Variant *v, int side, Bits men, Bits kings, Bits empty, MoveList *list);

int SET_FN(movegen_approach_captures)(const Variant *v, const Position *pos, MoveList *list)
{
    Set empty;
    return aw_captures_pos(v, pos, list, aw_list_detail(list), &empty);
}

int SET_FN(movegen_approach_append)(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    Set empty;
    int n = aw_captures_pos(v, pos, list, counting ? AW_COUNT : aw_list_detail(list), &empty);
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return n;
    int side = pos->side;
    return n + SET_FN(movegen_append_steps)(v, side, pos->men[side], pos->kings[side], set_bits(empty),
                                           counting ? NULL : list);
}

/* ---- perft's inner loop ----
 *
 * As in movegen_impl.h: copy-make on the pieces alone, for variants without huffs, hooks or
 * shrinking; the captures of each ply generated into its list, the last ply counted. */

typedef struct AwNode {
    Set men[2], kings[2];
} AwNode;

typedef struct AwPerft {
    const Variant *v;
    Set live;
    bool overflow;
    AwGen gen[2];
    MoveList *lists;
    const StopFlag *stop; /* set: give up (perft_until) */
} AwPerft;

/* Plays move m (a capture or a step) of `side` on node n. */
static AW_INLINE void aw_play(AwNode *n, int side, const Move *m)
{
    int them = !side;
    Set captured = set_of(m->captured);
    bool king = set_has(n->kings[side], m->from), now_king = king || (m->flags & MOVE_CROWN);
    set_del(king ? &n->kings[side] : &n->men[side], m->from);
    set_add(now_king ? &n->kings[side] : &n->men[side], m->to);
    n->men[them] = set_andnot(n->men[them], captured);
    n->kings[them] = set_andnot(n->kings[them], captured);
}

static uint64_t aw_perft(AwPerft *pf, const AwNode *n, int side, int depth)
{
    const Variant *v = pf->v;
    if (depth >= 3 && stop_is_set(pf->stop))
        return 0;
    Set own = set_or(n->men[side], n->kings[side]), enemy = set_or(n->men[!side], n->kings[!side]);
    Set empty = set_andnot(pf->live, set_or(own, enemy));
    MoveList *list = &pf->lists[depth - 1];
    list->n = 0;
    list->overflow = false;
    AwGen *g = &pf->gen[side];
    int own_count = g->opening_single ? set_count(own) : 0, enemy_count = g->opening_single ? set_count(enemy) : 0;
    aw_start(g, list, depth == 1 ? AW_COUNT : AW_PLAY, enemy, n->kings[!side], empty, own_count, enemy_count);
    Set men = n->men[side], kings = n->kings[side];
    aw_capturers(g, &men, &kings, enemy, empty);
    int count = set_any(set_or(men, kings)) ? aw_search(g, men, kings) : 0;
    if (count == 0 || v->rules.capture != CAPTURE_COMPULSORY) {
        int steps = SET_FN(movegen_append_steps)(v, side, set_bits(n->men[side]), set_bits(n->kings[side]),
                                                set_bits(empty), depth == 1 ? NULL : list);
        if (depth == 1)
            count += steps;
    }
    pf->overflow |= list->overflow;
    if (depth == 1)
        return (uint64_t)count;
    uint64_t total = 0;
    for (int i = 0; i < list->n; i++) {
        AwNode child = *n;
        aw_play(&child, side, &list->moves[i]);
        total += aw_perft(pf, &child, !side, depth - 1);
    }
    return total;
}

/* Perft from pos (depth >= 1) under capture_by=approach_withdrawal, for a variant without huffs,
 * hooks or shrinking. */
uint64_t SET_FN(movegen_approach_perft)(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                                        const StopFlag *stop)
{
    AwPerft pf = {.v = v, .live = set_andnot(set_of(v->board.all), set_of(pos->dead)), .lists = lists, .stop = stop};
    aw_prepare(&pf.gen[SOUTH], v, SOUTH);
    aw_prepare(&pf.gen[NORTH], v, NORTH);
    AwNode root;
    for (int s = 0; s < 2; s++) {
        root.men[s] = set_of(pos->men[s]);
        root.kings[s] = set_of(pos->kings[s]);
    }
    uint64_t n = aw_perft(&pf, &root, pos->side, depth);
    *overflow |= pf.overflow;
    return n;
}
