/*
 * egtb_index.c — the index of a slice: a combinatorial rank of each group's points among the
 * points the groups before it leave free (South's men, South's kings, North's men, North's
 * kings), then the side to move.
 *
 * A group of k pieces on m free points is ranked in the colex order of its points' numbers among
 * the free ones: sum over its i-th point (from 1) of C(rel_i, i). Index = side + 2 * (r0 + C0 *
 * (r1 + C1 * (r2 + C2 * r3))), Cg the number of ranks of group g. Every placement is indexed,
 * those no game reaches too (a man on its own crowning point).
 *
 * Where the board has a left-right mirror (egtb_mirror.c), the slice's first group with pieces
 * is folded: its rank is its set's number among the canonical sets, and a position whose set is
 * not canonical is ranked as its mirror image.
 */
#include "egtb_int.h"

#include <stdlib.h>

/* The group sets of pos in EGTB_GROUPS' order. */
static void groups_of(const Position *pos, Bits g[EGTB_GROUPS])
{
    g[0] = pos->men[SOUTH];
    g[1] = pos->kings[SOUTH];
    g[2] = pos->men[NORTH];
    g[3] = pos->kings[NORTH];
}

EgtbSlice egtb_slice_of(const Position *pos)
{
    Bits g[EGTB_GROUPS];
    groups_of(pos, g);
    EgtbSlice s;
    for (int i = 0; i < EGTB_GROUPS; i++)
        s.n[i] = (uint8_t)bits_count(g[i]);
    return s;
}

/* The fold lists of a group of k pieces, made here if no caller made them first. */
static const uint32_t *fold_lists(const Egtb *ctx, EgtbSlice s, int k)
{
    const uint32_t *lists = atomic_load_explicit(&ctx->fold->lists[k], memory_order_acquire);
    if (!lists && egtb_fold_ready(ctx, s))
        lists = atomic_load_explicit(&ctx->fold->lists[k], memory_order_acquire);
    if (!lists)
        abort(); /* out of memory where egtb_fold_ready should have been called first */
    return lists;
}

/* How many ranks group g of slice s takes on `free` points. */
static uint64_t group_ranks(const Egtb *ctx, EgtbSlice s, int g, int free)
{
    if (g == egtb_folded_group(s))
        return egtb_fold_count(ctx, s.n[g]);
    return ctx->binom[free][s.n[g]];
}

static uint64_t slice_count(const Egtb *ctx, EgtbSlice s, bool folded)
{
    uint64_t size = 2;
    int free = ctx->npoints;
    for (int g = 0; g < EGTB_GROUPS; g++) {
        if (s.n[g] > free)
            return 0;
        uint64_t c = folded ? group_ranks(ctx, s, g, free) : ctx->binom[free][s.n[g]];
        if (c && size > UINT64_MAX / c)
            return 0;
        size *= c;
        free -= s.n[g];
    }
    return size;
}

uint64_t egtb_slice_size(const Egtb *ctx, EgtbSlice s) { return slice_count(ctx, s, true); }

uint64_t egtb_slice_positions(const Egtb *ctx, EgtbSlice s) { return slice_count(ctx, s, false); }

/* How many points of b lie below p. */
static inline int count_below(Bits b, int p)
{
    if (p < 64)
        return bits_popcount64(b.w[0] & (((uint64_t)1 << p) - 1));
    return bits_popcount64(b.w[0]) + bits_popcount64(b.w[1] & (((uint64_t)1 << (p - 64)) - 1));
}

/* The colex rank of set among the points not in taken. */
static uint64_t group_rank(const Egtb *ctx, Bits set, Bits taken)
{
    uint64_t r = 0;
    int k = 1, p;
    bool none_taken = !bits_any(taken);
    BITS_FOREACH(p, set)
    r += ctx->binom[none_taken ? p : p - count_below(taken, p)][k++];
    return r;
}

uint64_t egtb_rank_oriented(const Egtb *ctx, EgtbSlice s, const Position *pos, EgtbOrientation *o)
{
    Bits g[EGTB_GROUPS], taken = bits_empty();
    groups_of(pos, g);
    int folded = egtb_folded_group(s);
    uint64_t folded_rank = 0;
    *o = (EgtbOrientation){false, false};
    if (egtb_folds(ctx, s.n[folded])) {
        uint32_t e = fold_lists(ctx, s, s.n[folded])[group_rank(ctx, g[folded], taken)];
        if (e & EGTB_FOLD_FLIPPED)
            for (int i = 0; i < EGTB_GROUPS; i++)
                g[i] = egtb_mirror_bits(ctx->mirror, g[i]);
        *o = (EgtbOrientation){(e & EGTB_FOLD_FLIPPED) != 0, !(e & EGTB_FOLD_SYMMETRIC)};
        folded_rank = e & EGTB_FOLD_NUMBER;
    }
    uint64_t index = 0, scale = 1;
    int free = ctx->npoints;
    for (int i = 0; i < EGTB_GROUPS; i++) {
        bool fold = i == folded && egtb_folds(ctx, s.n[i]);
        index += (fold ? folded_rank : group_rank(ctx, g[i], taken)) * scale;
        scale *= group_ranks(ctx, s, i, free);
        free -= s.n[i];
        taken = bits_or(taken, g[i]);
    }
    return index * 2 + pos->side;
}

void egtb_ranker_init(const Egtb *ctx, EgtbSlice s, const Position *pos, EgtbRanker *rk)
{
    groups_of(pos, rk->g);
    int folded = egtb_folded_group(s);
    bool fold = egtb_folds(ctx, s.n[folded]);
    rk->first = fold ? folded + 1 : 0;
    Bits taken = bits_empty();
    uint64_t index = 0, scale = 1;
    int free = ctx->npoints;
    for (int i = 0; i < EGTB_GROUPS; i++) {
        rk->taken[i] = taken;
        rk->part[i] = index;
        rk->scale[i] = scale;
        uint64_t r = group_rank(ctx, rk->g[i], taken);
        if (fold && i == folded) /* pos is stored as it is: its set is canonical */
            r = fold_lists(ctx, s, s.n[i])[r] & EGTB_FOLD_NUMBER;
        index += r * scale;
        scale *= group_ranks(ctx, s, i, free);
        free -= s.n[i];
        taken = bits_or(taken, rk->g[i]);
    }
}

uint64_t egtb_ranker_with(const Egtb *ctx, const EgtbRanker *rk, int group, Bits set, int side)
{
    uint64_t index = rk->part[group];
    Bits taken = rk->taken[group];
    for (int i = group; i < EGTB_GROUPS; i++) {
        Bits g = i == group ? set : rk->g[i];
        index += group_rank(ctx, g, taken) * rk->scale[i];
        taken = bits_or(taken, g);
    }
    return index * 2 + (uint64_t)side;
}

uint64_t egtb_rank(const Egtb *ctx, EgtbSlice s, const Position *pos)
{
    EgtbOrientation o;
    return egtb_rank_oriented(ctx, s, pos, &o);
}

bool egtb_entry_pair(const Egtb *ctx, EgtbSlice s, uint64_t i)
{
    int folded = egtb_folded_group(s), k = s.n[folded];
    if (!egtb_folds(ctx, k))
        return false;
    const uint32_t *lists = fold_lists(ctx, s, k);
    uint64_t number = (i >> 1) % egtb_fold_count(ctx, k); /* the groups before it are empty */
    uint32_t r = lists[ctx->binom[ctx->npoints][k] + number];
    return !(lists[r] & EGTB_FOLD_SYMMETRIC);
}

/* The largest x below hi with C(x, j) <= r (there is one: C(j - 1, j) = 0). */
static inline int largest_below(const Egtb *ctx, int hi, int j, uint64_t r)
{
    int lo = j - 1; /* C(lo, j) = 0 <= r */
    while (hi - lo > 1) {
        int mid = (lo + hi) / 2;
        if (ctx->binom[mid][j] <= r)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

/* The rel-th point (from 0) not in taken, whose points are given in ascending order. */
static inline int free_point(int rel, const uint8_t *taken, int ntaken)
{
    int p = rel;
    for (int t = 0; t < ntaken && taken[t] <= p; t++)
        p++;
    return p;
}

/* Places the k pieces of rank r into *set on the m points not in taken (ntaken of them, in
 * ascending order). */
static void unrank_group(const Egtb *ctx, Bits *set, uint64_t r, int k, int m, const uint8_t *taken, int ntaken)
{
    int x = m;
    for (int j = k; j >= 1; j--) {
        x = largest_below(ctx, x, j, r);
        r -= ctx->binom[x][j];
        bits_add(set, free_point(x, taken, ntaken));
    }
}

/* Adds set's points to the ascending list taken. */
static int add_taken(Bits set, uint8_t *taken, int ntaken)
{
    int p;
    BITS_FOREACH(p, set)
    {
        int i = ntaken++;
        while (i > 0 && taken[i - 1] > p) {
            taken[i] = taken[i - 1];
            i--;
        }
        taken[i] = (uint8_t)p;
    }
    return ntaken;
}

void egtb_unrank(const Egtb *ctx, EgtbSlice s, uint64_t i, Position *pos)
{
    *pos = (Position){0};
    pos->side = (uint8_t)(i & 1);
    i >>= 1;
    Bits *sets[EGTB_GROUPS] = {&pos->men[SOUTH], &pos->kings[SOUTH], &pos->men[NORTH], &pos->kings[NORTH]};
    uint8_t taken[EGTB_MAX_PIECES];
    int ntaken = 0, free = ctx->npoints;
    int folded = egtb_folded_group(s);
    for (int g = 0; g < EGTB_GROUPS; g++) {
        uint64_t c = group_ranks(ctx, s, g, free), r = i % c;
        if (g == folded && egtb_folds(ctx, s.n[g]))
            r = fold_lists(ctx, s, s.n[g])[ctx->binom[ctx->npoints][s.n[g]] + r]; /* unfold */
        unrank_group(ctx, sets[g], r, s.n[g], free, taken, ntaken);
        i /= c;
        free -= s.n[g];
        ntaken = add_taken(*sets[g], taken, ntaken);
    }
}
