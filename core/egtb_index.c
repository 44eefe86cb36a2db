/*
 * egtb_index.c — the index of a slice: a combinatorial rank of each group's points among the
 * points the groups before it leave free (South's men, South's kings, North's men, North's
 * kings), then the side to move.
 *
 * A group of k pieces on m free points is ranked in the colex order of its points' numbers among
 * the free ones: sum over its i-th point (from 1) of C(rel_i, i). Index = side + 2 * (r0 + C0 *
 * (r1 + C1 * (r2 + C2 * r3))), Cg the number of ranks of group g. Every placement is indexed,
 * those no game reaches too (a man on its own crowning point); no symmetry is folded.
 */
#include "egtb_int.h"

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

uint64_t egtb_slice_size(const Egtb *ctx, EgtbSlice s)
{
    uint64_t size = 2;
    int free = ctx->npoints;
    for (int g = 0; g < EGTB_GROUPS; g++) {
        if (s.n[g] > free)
            return 0;
        uint64_t c = ctx->binom[free][s.n[g]];
        if (c && size > UINT64_MAX / c)
            return 0;
        size *= c;
        free -= s.n[g];
    }
    return size;
}

/* The points below p. */
static inline Bits below(int p)
{
    Bits b;
    b.w[0] = p >= 64 ? ~0ull : ((uint64_t)1 << p) - 1;
    b.w[1] = p <= 64 ? 0 : p >= 128 ? ~0ull : ((uint64_t)1 << (p - 64)) - 1;
    return b;
}

uint64_t egtb_rank(const Egtb *ctx, EgtbSlice s, const Position *pos)
{
    Bits g[EGTB_GROUPS], taken = bits_empty();
    groups_of(pos, g);
    uint64_t index = 0, scale = 1;
    int free = ctx->npoints;
    for (int i = 0; i < EGTB_GROUPS; i++) {
        uint64_t r = 0;
        int k = 1, p;
        BITS_FOREACH(p, g[i])
        r += ctx->binom[p - bits_count(bits_and(taken, below(p)))][k++];
        index += r * scale;
        scale *= ctx->binom[free][s.n[i]];
        free -= s.n[i];
        taken = bits_or(taken, g[i]);
    }
    return index * 2 + pos->side;
}

/* Places group `group` of rank r (k pieces) on the points not in *taken. */
static void unrank_group(const Egtb *ctx, Position *pos, int group, uint64_t r, int k, Bits *taken)
{
    int free_points[MAX_POINTS], m = 0;
    for (int p = 0; p < ctx->npoints; p++)
        if (!bits_has(*taken, p))
            free_points[m++] = p;
    Bits *set = group == 0 ? &pos->men[SOUTH] : group == 1 ? &pos->kings[SOUTH] : group == 2 ? &pos->men[NORTH]
                                                                                             : &pos->kings[NORTH];
    int x = m;
    for (int j = k; j >= 1; j--) {
        do
            x--;
        while (ctx->binom[x][j] > r);
        r -= ctx->binom[x][j];
        bits_add(set, free_points[x]);
    }
    *taken = bits_or(*taken, *set);
}

void egtb_unrank(const Egtb *ctx, EgtbSlice s, uint64_t i, Position *pos)
{
    *pos = (Position){0};
    pos->side = (uint8_t)(i & 1);
    i >>= 1;
    Bits taken = bits_empty();
    int free = ctx->npoints;
    for (int g = 0; g < EGTB_GROUPS; g++) {
        uint64_t c = ctx->binom[free][s.n[g]];
        unrank_group(ctx, pos, g, i % c, s.n[g], &taken);
        i /= c;
        free -= s.n[g];
    }
}
