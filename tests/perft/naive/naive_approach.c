/*
 * naive_approach.c — the naive generator's captures under capture_by=approach_withdrawal
 * (Fanorona), written from docs/rules.md#options alone, slow and plain on purpose.
 *
 * A capturing step goes one point along a line, in direction d, onto an empty live point. Approach
 * takes the enemy piece just beyond the landing point along d; withdrawal takes the enemy piece
 * just behind the starting point (along the opposite direction). Either also takes every enemy
 * piece that follows without a gap along that line: the run ends at the first point that is not
 * an enemy piece still to be taken (an empty, own or dead point, the end of the line, or, under
 * removal=end, a piece this move has already taken, which stays on the board until the move ends
 * and is never taken twice). A step that can do both is two moves with different captured sets.
 *
 * Chains: each further step must capture too; chain_revisit=forbidden refuses a landing point the
 * piece has stood on during the move (its start included), chain_direction=change a step in the
 * direction of the step just made. The chain rule (may, must, single), first_capture, removal,
 * crown_mid_capture and majority work as for jumps, through the shared Chain search of naive.c.
 * Kings capture in every direction, one step at a time (no flying kings under approach); a man
 * captures only in the directions men_capture allows.
 */
#include "naive_search.h"

#include <stdio.h>
#include <stdlib.h>

/* One capturing step: in direction dir onto land, taking the pieces of `taken`. */
typedef struct NStep {
    int dir, land;
    Bits taken;
} NStep;

enum { MAX_STEPS = 2 * MAX_DIRS }; /* each direction: an approach and a withdrawal */

/* The enemy pieces taken by a run that starts on q and goes on along d while each point holds an
 * enemy piece still to be taken. */
static Bits run_from(const Variant *v, const Chain *c, int side, int q, int d)
{
    Bits run = bits_empty();
    for (; is_prey(c, side, q); q = v->board.next[q][d])
        bits_add(&run, q);
    return run;
}

/* Every capturing step open to the piece of the chain, chain_revisit and chain_direction applied. */
static int capture_steps(const Variant *v, const Chain *c, int side, NStep *out)
{
    const Board *b = &v->board;
    int n = 0;
    for (int d = 0; d < b->ndirs; d++) {
        int land = b->next[c->at][d];
        if (!is_empty(&c->work, land))
            continue;
        if (!c->king && !man_may_jump(v, side, d))
            continue;
        if (v->rules.chain_revisit == CHAIN_REVISIT_FORBIDDEN && bits_has(c->visited, land))
            continue;
        if (v->rules.chain_direction == CHAIN_DIRECTION_CHANGE && d == c->last_dir)
            continue;
        int back = b->opposite[d];
        Bits approach = run_from(v, c, side, b->next[land][d], d);
        Bits withdrawal = run_from(v, c, side, b->next[c->at][back], back);
        if (bits_any(approach))
            out[n++] = (NStep){d, land, approach};
        if (bits_any(withdrawal))
            out[n++] = (NStep){d, land, withdrawal};
    }
    return n;
}

/* The chain after step st (crown_mid_capture is applied by the caller). */
static Chain after_step(const Variant *v, const Chain *c, int side, NStep st)
{
    Chain next = *c;
    next.captured = bits_or(next.captured, st.taken);
    if (v->rules.removal == REMOVAL_IMMEDIATE) {
        next.work.men[!side] = bits_andnot(next.work.men[!side], st.taken);
        next.work.kings[!side] = bits_andnot(next.work.kings[!side], st.taken);
    }
    next.at = st.land;
    bits_add(&next.visited, st.land);
    next.last_dir = st.dir;
    if (next.npath >= NAIVE_MAX_PATH) {
        fprintf(stderr, "naive: capture chain longer than %d steps\n", NAIVE_MAX_PATH);
        abort();
    }
    next.path[next.npath++] = (uint8_t)st.land;
    return next;
}

static void extend(Search *s, const Chain *c);

/* Makes each of the n steps from c and follows the chain on. */
static void follow(Search *s, const Chain *c, const NStep *st, int n)
{
    for (int i = 0; i < n; i++) {
        Chain next = after_step(s->v, c, s->side, st[i]);
        if (naive_crown_mid(s->v, &next, s->side))
            naive_record(s, &next);
        else
            extend(s, &next);
    }
}

/* Continues the chain c, which has made at least one capturing step, recording every move it can
 * end as. */
static void extend(Search *s, const Chain *c)
{
    NStep st[MAX_STEPS];
    int n = naive_one_capture(s->v, s->root) ? 0 : capture_steps(s->v, c, s->side, st);
    if (s->v->rules.chain == CHAIN_MAY || n == 0)
        naive_record(s, c);
    follow(s, c, st, n);
}

void naive_approach_captures(Search *s, int from)
{
    Chain c = naive_chain_start(s, from);
    s->from = from;
    NStep st[MAX_STEPS];
    int n = capture_steps(s->v, &c, s->side, st);
    follow(s, &c, st, n);
}

bool naive_approach_possible(const Variant *v, const Position *pos, int p)
{
    Search s = {.v = v, .root = pos, .side = pos->side, .huffed = NO_POINT};
    Chain c = naive_chain_start(&s, p);
    NStep st[MAX_STEPS];
    return capture_steps(v, &c, s.side, st) > 0;
}
