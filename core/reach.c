/*
 * reach.c — steps and first jumps of one side as point sets (see reach.h).
 */
#include "reach.h"

/* One-word boards (every index below 64) shift a single word. */
static inline bool one_word(const Board *b) { return b->npoints <= 64; }

/* The points side s's men step to, set-wise: the scans with delta > 0 come first (n_step_up). */
static uint64_t men_steps_w1(const Variant *v, const Position *pos, int s)
{
    const Scan *sc = v->step_scans[s];
    uint64_t men = pos->men[s].w[0], to = 0;
    int i = 0;
    for (; i < v->n_step_up[s]; i++)
        to |= (men & sc[i].from.w[0]) << sc[i].shift;
    for (; i < v->n_step_scans[s]; i++)
        to |= (men & sc[i].from.w[0]) >> sc[i].shift;
    return to;
}

static Bits men_steps_w2(const Variant *v, const Position *pos, int s)
{
    const Scan *sc = v->step_scans[s];
    Bits to = bits_empty();
    int i = 0;
    for (; i < v->n_step_up[s]; i++)
        to = bits_or(to, bits_up(bits_and(pos->men[s], sc[i].from), sc[i].shift));
    for (; i < v->n_step_scans[s]; i++)
        to = bits_or(to, bits_down(bits_and(pos->men[s], sc[i].from), sc[i].shift));
    return to;
}

Bits reach_steps(const Variant *v, const Position *pos, int s, Bits empty)
{
    const Board *b = &v->board;
    Bits to = bits_empty();
    int p;
    if (b->shifts && one_word(b)) {
        uint64_t kings = pos->kings[s].w[0], t = men_steps_w1(v, pos, s);
        for (int d = 0; kings && d < b->ndirs; d++)
            t |= word_shift(kings & b->has_next[d].w[0], b->delta[d]);
        return (Bits){{t & empty.w[0], 0}};
    }
    if (b->shifts) {
        to = men_steps_w2(v, pos, s);
        for (int d = 0; bits_any(pos->kings[s]) && d < b->ndirs; d++)
            to = bits_or(to, bits_shift(bits_and(pos->kings[s], b->has_next[d]), b->delta[d]));
        return bits_and(to, empty);
    }
    BITS_FOREACH(p, pos->men[s])
    for (int k = 0; k < v->n_steps[s][p]; k++)
        bits_add(&to, v->steps[s][p][k]);
    BITS_FOREACH(p, pos->kings[s])
    for (int k = 0; k < v->n_rays[p]; k++)
        bits_add(&to, b->next[p][v->rays[p][k]]);
    return bits_and(to, empty);
}

/* The pieces in `prey` that the men of side s could take by one jump. On a lattice, a man on p
 * takes q = p + delta when q + delta is empty: q is in the men shifted once and in the empty
 * points shifted back once (`from` keeps both inside the board); each pair of opposite
 * directions shares one shift amount. */
static Bits men_takes(const Variant *v, const Position *pos, int s, Bits prey, Bits empty)
{
    Bits hit = bits_empty();
    int p;
    const ScanPair *pair = v->jump_pairs[s];
    if (v->board.shifts && one_word(&v->board)) {
        uint64_t men = pos->men[s].w[0], open = empty.w[0], h = 0;
        for (int i = 0; i < v->n_jump_pairs[s]; i++) {
            int n = pair[i].shift;
            h |= ((men & pair[i].up.w[0]) << n & open >> n) | ((men & pair[i].down.w[0]) >> n & open << n);
        }
        return (Bits){{h & prey.w[0], 0}};
    }
    if (v->board.shifts) {
        for (int i = 0; i < v->n_jump_pairs[s]; i++) {
            int n = pair[i].shift;
            Bits up = bits_and(bits_up(bits_and(pos->men[s], pair[i].up), n), bits_down(empty, n));
            Bits down = bits_and(bits_down(bits_and(pos->men[s], pair[i].down), n), bits_up(empty, n));
            hit = bits_or(hit, bits_or(up, down));
        }
        return bits_and(hit, prey);
    }
    BITS_FOREACH(p, pos->men[s])
    for (int k = 0; k < v->n_man_jumps[s][p]; k++) {
        Jump j = v->man_jumps[s][p][k];
        if (bits_has(prey, j.over) && bits_has(empty, j.land))
            bits_add(&hit, j.over);
    }
    return hit;
}

/* The pieces in `prey` that the king on p could take by one jump (short or flying). */
static Bits king_takes(const Variant *v, int p, Bits prey, Bits empty)
{
    const Board *b = &v->board;
    Bits hit = bits_empty();
    for (int k = 0; k < v->n_rays[p]; k++) {
        int d = v->rays[p][k], q = b->next[p][d];
        while (v->rules.king == KING_FLYING && q != NO_POINT && bits_has(empty, q))
            q = b->next[q][d];
        if (q == NO_POINT || !bits_has(prey, q))
            continue;
        int land = b->next[q][d];
        if (land != NO_POINT && bits_has(empty, land))
            bits_add(&hit, q);
    }
    return hit;
}

/* The first point along direction d from p that is not empty, or NO_POINT, on a one-word
 * board: on lattice boards the nearest of the points beyond p that are not empty, at once (a
 * walk along the line mispredicts a branch at its end, which costs more); else the walk. */
static inline int first_piece_w1(const Variant *v, int p, int d, uint64_t empty)
{
    const Board *b = &v->board;
    if (b->shifts) {
        uint64_t closed = v->beyond[p][d].w[0] & ~empty;
        if (!closed)
            return NO_POINT;
        return b->delta[d] > 0 ? __builtin_ctzll(closed) : 63 - __builtin_clzll(closed);
    }
    int q = b->next[p][d];
    while (q != NO_POINT && ((empty >> q) & 1))
        q = b->next[q][d];
    return q;
}

/* The pieces in `prey` that the kings could take by one jump, on a one-word board: each king
 * looks along its lines (past empty points when it flies) for the first piece. */
static uint64_t kings_take_w1(const Variant *v, uint64_t kings, uint64_t prey, uint64_t empty)
{
    const Board *b = &v->board;
    bool flying = v->rules.king == KING_FLYING;
    uint64_t hit = 0;
    while (kings) {
        int p = __builtin_ctzll(kings);
        kings &= kings - 1;
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k], q = flying ? first_piece_w1(v, p, d, empty) : b->next[p][d];
            if (q == NO_POINT || !((prey >> q) & 1))
                continue;
            int land = b->next[q][d];
            if (land != NO_POINT && ((empty >> land) & 1))
                hit |= (uint64_t)1 << q;
        }
    }
    return hit;
}

/* Under capture_by=approach_withdrawal: the enemy pieces that side s's first capturing steps
 * take first (the nearest of each run), men along the directions men_capture allows, kings
 * along all. */
static Bits approach_takes(const Variant *v, const Position *pos, int s, Bits prey, Bits empty)
{
    const Board *b = &v->board;
    unsigned man_dirs = 0;
    for (int d = 0; d < b->ndirs; d++)
        if (v->rules.men_capture == MEN_CAPTURE_ANY || b->dy[d] * (s == SOUTH ? 1 : -1) > 0)
            man_dirs |= 1u << d;
    Bits hit = bits_empty();
    int p;
    BITS_FOREACH(p, position_pieces(pos, s))
    {
        const ApproachSteps *t = &v->approach[p];
        unsigned dirs = bits_has(pos->kings[s], p) ? ~0u : man_dirs;
        for (int d = 0; d < b->ndirs; d++) {
            if (!((dirs >> d) & 1) || !((t->approach_dirs | t->withdraw_dirs) >> d & 1) || !bits_has(empty, t->to[d]))
                continue;
            if ((t->approach_dirs >> d & 1) && bits_has(prey, t->ahead[d]))
                bits_add(&hit, t->ahead[d]);
            if ((t->withdraw_dirs >> d & 1) && bits_has(prey, t->behind[d]))
                bits_add(&hit, t->behind[d]);
        }
    }
    return hit;
}

Bits reach_takes(const Variant *v, const Position *pos, int s, Bits empty)
{
    Bits prey = position_pieces(pos, !s);
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        return approach_takes(v, pos, s, prey, empty);
    if (one_word(&v->board)) {
        uint64_t hit = men_takes(v, pos, s, prey, empty).w[0];
        if (pos->kings[s].w[0])
            hit |= kings_take_w1(v, pos->kings[s].w[0], prey.w[0], empty.w[0]);
        return (Bits){{hit, 0}};
    }
    Bits hit = men_takes(v, pos, s, prey, empty);
    int p;
    BITS_FOREACH(p, pos->kings[s])
    hit = bits_or(hit, king_takes(v, p, prey, empty));
    return hit;
}
