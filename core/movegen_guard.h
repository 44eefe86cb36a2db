/*
 * movegen_guard.h — the rules that refuse some chains and steps, for movegen_impl.h (included
 * by it, inside its Gen's scope): chain_revisit, chain_direction, piece_revisit (jump captures)
 * and far_row_steps.
 *
 * A refused chain is judged whole, as R. C. Bell's rules were first written (Lua hooks on the
 * finished chains): the search follows it as if nothing refused it — a chain=must chain goes on
 * while its piece can jump at all — and only when it ends is it dropped. So a chain that must go
 * on but could only go on by a refused jump is refused as a whole, not stopped a jump short, and
 * a refused chain still sets the majority rule's bar (the captures it outnumbers are dropped
 * too): the order of play of the hooks, where the core applied the majority rule and the hook
 * then refused chains. g->refused_at is the first refused jump of the chain being searched
 * (GUARD_NONE if none), kept as the search goes down and overwritten when it comes back to that
 * depth, so that nothing is undone on the way back.
 */
#ifndef KHARBAGA_MOVEGEN_GUARD_H
#define KHARBAGA_MOVEGEN_GUARD_H

enum { GUARD_NONE = MAX_PATH + 1 };

/* The direction of the line from `at` through `over` (a jump's, or a flying king's). */
static inline int guard_jump_direction(const Variant *v, int at, int over)
{
    const Board *b = &v->board;
    for (int k = 0; k < v->n_rays[at]; k++) {
        int d = v->rays[at][k], t = b->next[at][d];
        while (t != NO_POINT && t != over)
            t = b->next[t][d];
        if (t == over)
            return d;
    }
    return -1;
}

/* Whether jump n of the chain, from `at` over `over` onto `land` (already in g->path[n]), is one
 * the rules refuse: it lands on a point the piece may not return to (g->forbid), on a landing of
 * this chain (chain_revisit=forbidden), or goes the way of the jump before (chain_direction). */
static inline bool guard_refuses(Gen *g, int at, int over, int land, int n)
{
    const Rules *r = &g->v->rules;
    bool refused = set_has(g->forbid, land);
    if (r->chain_direction == CHAIN_DIRECTION_CHANGE) {
        g->dir[n] = (int8_t)guard_jump_direction(g->v, at, over);
        refused |= n > 0 && g->dir[n] == g->dir[n - 1];
    }
    if (r->chain_revisit == CHAIN_REVISIT_FORBIDDEN)
        for (int i = 0; i < n && !refused; i++)
            refused = g->path[i] == land;
    return refused;
}

/* Notes jump n of the chain (see guard_refuses) in g->refused_at. */
static inline void guard_jump(Gen *g, int at, int over, int land, int n)
{
    if (g->refused_at < n)
        return; /* refused already, by an earlier jump of this chain */
    g->refused_at = guard_refuses(g, at, over, land, n) ? n : GUARD_NONE;
}

/* Prepares the search of the captures of the piece on `from`: the points it may not land on,
 * those it stood on before `from` (piece_revisit) and `from` itself (chain_revisit: a chain that
 * comes back to its start is chain_revisit's, not piece_revisit's). */
static inline void guard_piece(Gen *g, int from)
{
    g->refused_at = GUARD_NONE;
    g->forbid = g->memory ? set_of(g->memory->trail[from]) : SET_EMPTY;
    if (g->v->rules.chain_revisit == CHAIN_REVISIT_FORBIDDEN)
        set_add(&g->forbid, from);
}

/* A refused chain of n jumps, taking `captured`, ends: no move, but the majority rule's bar
 * rises to it, dropping what it outnumbers. */
static void guard_refused_end(Gen *g, Set captured, int n)
{
    if (compare_to_best(g, captured, n) <= 0)
        return;
    g->best_captured = n;
    if (g->majority == MAJORITY_COUNT_THEN_KINGS)
        g->best_kings = set_count(set_and(captured, g->kings));
    g->list->n = g->piece_base = g->base;
}

/* The steps of `side` (men `men`, kings `kings`) under piece_revisit=forbidden or
 * far_row_steps=forbidden, point by point: generated into list, or counted if list is NULL. */
static int guarded_steps(const Variant *v, const PieceMemory *mem, int side, Set men, Set kings, Set empty,
                         MoveList *list)
{
    bool crowns = v->rules.king != KING_NONE, flying = v->rules.king == KING_FLYING;
    if (v->rules.far_row_steps == FAR_ROW_STEPS_FORBIDDEN)
        men = set_andnot(men, set_of(v->crown[side]));
    int count = 0, p;
    SET_FOREACH(p, men)
    {
        Set open = mem ? set_andnot(empty, set_of(mem->trail[p])) : empty;
        const uint8_t *to = v->steps[side][p];
        for (int k = 0; k < v->n_steps[side][p]; k++)
            if (set_has(open, to[k])) {
                count++;
                if (list)
                    add_step(list, p, to[k], crowns && set_has(set_of(v->crown[side]), to[k]) ? MOVE_CROWN : 0);
            }
    }
    SET_FOREACH(p, kings)
    {
        Set trail = mem ? set_of(mem->trail[p]) : SET_EMPTY;
        for (int k = 0; k < v->n_rays[p]; k++)
            for (int t = v->board.next[p][v->rays[p][k]]; t != NO_POINT && set_has(empty, t);
                 t = flying ? v->board.next[t][v->rays[p][k]] : NO_POINT)
                if (!set_has(trail, t)) { /* a flying king passes over its old points, but does not stop there */
                    count++;
                    if (list)
                        add_step(list, p, t, 0);
                }
    }
    return count;
}

#endif
