/*
 * egtb_mirror.c — the left-right mirror of a board, and the index folded by it.
 *
 * Where the board and the rules look the same in a mirror (every line, every man's step and
 * jump, every crowning point mapped onto its own kind), a position and its mirror image have one
 * value, and a table stores one of them. The fold is made on a slice's first group that holds
 * pieces (its "folded group": South's men, or the first of the others when South has none): of a
 * set of points and its mirror image, the one of lower colex rank is canonical, and a position
 * is stored as the one of itself and its image whose folded group is canonical. A symmetric set
 * is its own image; such a position is stored as itself, and its image, if different, on its own.
 * So every entry of a folded table stands for one position or for two that are each other's
 * image, told apart by whether its folded group is symmetric (docs/solving.md, "The index").
 *
 * The folded group's sets are numbered through two lists per number of pieces k, in one block:
 * fold maps a set's colex rank to its number among the canonical sets (EGTB_FOLD_* bits beside
 * it), unfold the other way. They are made when a slice first needs them (egtb_fold_ready), by
 * whichever thread comes first; a block once published is never changed.
 */
#include "egtb_int.h"

#include <stdlib.h>
#include <string.h>

/* Sets of more points than this are not folded: their lists would take too much memory. */
enum { FOLD_MAX_SETS = 1 << 25 };

/* Whether m maps set a onto set b. */
static bool maps_onto(const uint8_t *m, Bits a, Bits b)
{
    return bits_equal(egtb_mirror_bits(m, a), b);
}

/* The point at (x, y), or -1. */
static int point_at(const Board *b, int x, int y)
{
    int p;
    BITS_FOREACH(p, b->all)
    if (b->x[p] == x && b->y[p] == y)
        return p;
    return -1;
}

/* The direction with the step (dx, dy), or -1. */
static int direction_of(const Board *b, int dx, int dy)
{
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] == dx && b->dy[d] == dy)
            return d;
    return -1;
}

/* The mirror of the board's points about its vertical axis into m (points that are not on the
 * board map onto themselves), and of its directions into md; false if a point or a direction
 * has no image. */
static bool mirror_points(const Board *b, uint8_t m[MAX_POINTS], int md[MAX_DIRS])
{
    int xmin = 0, xmax = 0, p, first = 1;
    BITS_FOREACH(p, b->all)
    {
        xmin = first || b->x[p] < xmin ? b->x[p] : xmin;
        xmax = first || b->x[p] > xmax ? b->x[p] : xmax;
        first = 0;
    }
    for (int q = 0; q < MAX_POINTS; q++)
        m[q] = (uint8_t)q;
    BITS_FOREACH(p, b->all)
    {
        int q = point_at(b, xmin + xmax - b->x[p], b->y[p]);
        if (q < 0)
            return false;
        m[p] = (uint8_t)q;
    }
    for (int d = 0; d < b->ndirs; d++)
        if ((md[d] = direction_of(b, -b->dx[d], b->dy[d])) < 0)
            return false;
    return true;
}

/* Whether m carries every line of the board onto a line: the next point along d from p is
 * mapped onto the next point along d's image from p's image. */
static bool keeps_lines(const Board *b, const uint8_t *m, const int *md)
{
    int p;
    BITS_FOREACH(p, b->all)
    for (int d = 0; d < b->ndirs; d++) {
        int q = b->next[p][d], mq = b->next[m[p]][md[d]];
        if (q == NO_POINT ? mq != NO_POINT : mq != m[q])
            return false;
    }
    return true;
}

/* The points a man of side s steps to from p, as a set. */
static Bits step_set(const Variant *v, int s, int p)
{
    Bits to = bits_empty();
    for (int k = 0; k < v->n_steps[s][p]; k++)
        bits_add(&to, v->steps[s][p][k]);
    return to;
}

/* Whether m carries what the rules derive from the board onto itself: crowning points, men's
 * steps and jumps, the landings of every jump, the points that stop or crown a man mid-capture. */
static bool keeps_rules(const Variant *v, const uint8_t *m)
{
    if (!maps_onto(m, v->capture_removed, v->capture_removed))
        return false;
    for (int s = 0; s < 2; s++)
        if (!maps_onto(m, v->crown[s], v->crown[s]) || !maps_onto(m, v->crown_mid[s], v->crown_mid[s]) ||
            !maps_onto(m, v->man_landing_rule[s], v->man_landing_rule[s]))
            return false;
    int p, q;
    BITS_FOREACH(p, v->board.all)
    {
        for (int s = 0; s < 2; s++)
            if (!maps_onto(m, step_set(v, s, p), step_set(v, s, m[p])) ||
                !maps_onto(m, v->man_jump_over[s][p], v->man_jump_over[s][m[p]]))
                return false;
        if (!maps_onto(m, v->jump_over[p], v->jump_over[m[p]]))
            return false;
        BITS_FOREACH(q, v->jump_over[p])
        {
            int land = v->jump_land[p][q], mland = v->jump_land[m[p]][m[q]];
            if (land == NO_POINT ? mland != NO_POINT : mland != m[land])
                return false;
        }
    }
    return true;
}

bool egtb_find_mirror(const Variant *v, uint8_t m[MAX_POINTS])
{
    int md[MAX_DIRS];
    bool identity = true;
    if (!mirror_points(&v->board, m, md) || !keeps_lines(&v->board, m, md) || !keeps_rules(v, m))
        return false;
    for (int p = 0; p < MAX_POINTS; p++)
        identity = identity && m[p] == p;
    return !identity; /* a board of one column: nothing to fold */
}

Bits egtb_mirror_bits(const uint8_t *m, Bits b)
{
    Bits out = bits_empty();
    int p;
    BITS_FOREACH(p, b)
    bits_add(&out, m[p]);
    return out;
}

void egtb_mirror_position(const Egtb *ctx, Position *pos)
{
    for (int s = 0; s < 2; s++) {
        pos->men[s] = egtb_mirror_bits(ctx->mirror, pos->men[s]);
        pos->kings[s] = egtb_mirror_bits(ctx->mirror, pos->kings[s]);
    }
}

int egtb_folded_group(EgtbSlice s)
{
    for (int g = 0; g < EGTB_GROUPS; g++)
        if (s.n[g])
            return g;
    return 0;
}

bool egtb_folds(const Egtb *ctx, int k)
{
    return ctx->mirrored && k > 0 && ctx->binom[ctx->npoints][k] <= FOLD_MAX_SETS;
}

uint64_t egtb_fold_count(const Egtb *ctx, int k) { return ctx->fold_count[k]; }

void egtb_count_folds(Egtb *ctx)
{
    int fixed = 0;
    for (int p = 0; p < ctx->npoints; p++)
        fixed += ctx->mirror[p] == p;
    int pairs = (ctx->npoints - fixed) / 2;
    for (int k = 0; k <= EGTB_MAX_PIECES; k++) {
        uint64_t sets = ctx->binom[ctx->npoints][k];
        ctx->fold_count[k] = sets;
        if (!egtb_folds(ctx, k))
            continue;
        /* a symmetric set: a of the points the mirror fixes, and (k - a) / 2 of its pairs */
        uint64_t symmetric = 0;
        for (int a = k % 2; a <= k && a <= fixed; a += 2)
            symmetric += ctx->binom[fixed][a] * ctx->binom[pairs][(k - a) / 2];
        ctx->fold_count[k] = (sets + symmetric) / 2;
    }
}

/* The colex rank of a set among all the board's points. */
static uint32_t set_rank(const Egtb *ctx, Bits set)
{
    uint64_t r = 0;
    int k = 1, p;
    BITS_FOREACH(p, set)
    r += ctx->binom[p][k++];
    return (uint32_t)r;
}

/* The set of k points of colex rank r among n. */
static Bits set_of_rank(const Egtb *ctx, uint64_t r, int k, int n)
{
    Bits set = bits_empty();
    int x = n;
    for (int j = k; j >= 1; j--) {
        while (ctx->binom[x][j] > r)
            x--;
        r -= ctx->binom[x][j];
        bits_add(&set, x);
    }
    return set;
}

/* Makes k's two lists in one block: fold (one entry a set), then unfold (one a canonical set).
 * NULL if memory ran out. */
static uint32_t *make_lists(const Egtb *ctx, int k)
{
    uint64_t sets = ctx->binom[ctx->npoints][k], count = egtb_fold_count(ctx, k);
    uint32_t *fold = malloc(sizeof *fold * (sets + count));
    if (!fold)
        return NULL;
    uint32_t *unfold = fold + sets, next = 0;
    for (uint64_t r = 0; r < sets; r++) {
        uint32_t image = set_rank(ctx, egtb_mirror_bits(ctx->mirror, set_of_rank(ctx, r, k, ctx->npoints)));
        if (image < r) {
            fold[r] = (fold[image] & EGTB_FOLD_NUMBER) | EGTB_FOLD_FLIPPED;
            continue;
        }
        unfold[next] = (uint32_t)r;
        fold[r] = next++ | (image == r ? EGTB_FOLD_SYMMETRIC : 0);
    }
    return fold;
}

bool egtb_fold_ready(const Egtb *ctx, EgtbSlice s)
{
    int k = s.n[egtb_folded_group(s)];
    if (!egtb_folds(ctx, k) || atomic_load_explicit(&ctx->fold->lists[k], memory_order_acquire))
        return true;
    uint32_t *lists = make_lists(ctx, k), *none = NULL;
    if (!lists)
        return false;
    if (!atomic_compare_exchange_strong_explicit(&ctx->fold->lists[k], &none, lists, memory_order_acq_rel,
                                                 memory_order_acquire))
        free(lists); /* another thread made them first: the same lists */
    return true;
}

void egtb_fold_free(EgtbFold *f)
{
    if (!f)
        return;
    for (int k = 0; k <= EGTB_MAX_PIECES; k++)
        free(atomic_load(&f->lists[k]));
    free(f);
}
