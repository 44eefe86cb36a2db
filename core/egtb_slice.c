/*
 * egtb_slice.c — material slices: their text, which exist for a game, and the order in which
 * they are built (each after the slices its captures and crownings lead to).
 */
#include "egtb_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void egtb_slice_text(EgtbSlice s, char buf[EGTB_SLICE_TEXT])
{
    snprintf(buf, EGTB_SLICE_TEXT, "%dm%dk-%dm%dk", s.n[0], s.n[1], s.n[2], s.n[3]);
}

int egtb_slice_pieces(EgtbSlice s) { return s.n[0] + s.n[1] + s.n[2] + s.n[3]; }

/* Reads a count of at most two digits followed by `unit`; NULL if it is not there. */
static const char *read_count(const char *p, char unit, uint8_t *n)
{
    if (p[0] < '0' || p[0] > '9')
        return NULL;
    int v = p[0] - '0';
    p++;
    if (p[0] >= '0' && p[0] <= '9')
        v = v * 10 + (*p++ - '0');
    if (*p != unit)
        return NULL;
    *n = (uint8_t)v;
    return p + 1;
}

bool egtb_slice_parse(const char *text, EgtbSlice *s, Err *err)
{
    const char *p = text;
    p = p ? read_count(p, 'm', &s->n[0]) : NULL;
    p = p ? read_count(p, 'k', &s->n[1]) : NULL;
    p = p && *p == '-' ? read_count(p + 1, 'm', &s->n[2]) : NULL;
    p = p ? read_count(p, 'k', &s->n[3]) : NULL;
    if (!p || *p) {
        char q[64];
        return err_set(err, "slice '%s': expected South's men and kings, then North's, e.g. 2m1k-1m0k",
                       err_text(text ? text : "", 40, q, sizeof q));
    }
    return true;
}

bool egtb_slice_valid(const Egtb *ctx, EgtbSlice s, Err *err)
{
    char name[EGTB_SLICE_TEXT];
    egtb_slice_text(s, name);
    for (int side = 0; side < 2; side++) {
        int n = s.n[2 * side] + s.n[2 * side + 1];
        if (n < 1)
            return err_set(err, "slice %s: each side needs a piece (a side without one has lost)", name);
        if (n > ctx->start_pieces[side])
            return err_set(err, "slice %s: a side has at most %d pieces in this game", name, ctx->start_pieces[side]);
        if (s.n[2 * side + 1] && ctx->v->rules.king == KING_NONE)
            return err_set(err, "slice %s: this game has no kings (king=none)", name);
    }
    if (egtb_slice_pieces(s) > ctx->max_pieces)
        return err_set(err, "slice %s: more than %d pieces", name, ctx->max_pieces);
    if (egtb_slice_size(ctx, s) == 0)
        return err_set(err, "slice %s: more pieces than points", name);
    return true;
}

/* Whether the mover's group counts (men, kings) can become (m, k) by one move: the same, or one
 * man crowned. */
static bool mover_becomes(const uint8_t *from, const uint8_t *to)
{
    return (to[0] == from[0] && to[1] == from[1]) || (from[0] >= 1 && to[0] == from[0] - 1 && to[1] == from[1] + 1);
}

bool egtb_slice_leads_to(EgtbSlice from, EgtbSlice to)
{
    if (memcmp(from.n, to.n, EGTB_GROUPS) == 0)
        return false;
    for (int mover = 0; mover < 2; mover++) {
        const uint8_t *m0 = from.n + 2 * mover, *m1 = to.n + 2 * mover;
        const uint8_t *o0 = from.n + 2 * !mover, *o1 = to.n + 2 * !mover;
        if (mover_becomes(m0, m1) && o1[0] <= o0[0] && o1[1] <= o0[1])
            return true;
    }
    return false;
}

/* Build order: fewer pieces first (captures lead there), then fewer men (crownings do). */
static int slice_order(const void *a, const void *b)
{
    const EgtbSlice *x = a, *y = b;
    int d = egtb_slice_pieces(*x) - egtb_slice_pieces(*y);
    if (d)
        return d;
    d = (x->n[0] + x->n[2]) - (y->n[0] + y->n[2]);
    return d ? d : memcmp(x->n, y->n, EGTB_GROUPS);
}

int egtb_plan(const Egtb *ctx, EgtbSlice *out, int max)
{
    int n = 0, dim = ctx->dim;
    EgtbSlice s;
    for (int a = 0; a < dim; a++)
        for (int b = 0; a + b < dim; b++)
            for (int c = 0; a + b + c < dim; c++)
                for (int d = 0; a + b + c + d < dim; d++) {
                    s = (EgtbSlice){{(uint8_t)a, (uint8_t)b, (uint8_t)c, (uint8_t)d}};
                    if (!egtb_slice_valid(ctx, s, NULL))
                        continue;
                    if (n < max)
                        out[n] = s;
                    n++;
                }
    if (out && n > 0)
        qsort(out, (size_t)(n < max ? n : max), sizeof *out, slice_order);
    return n;
}
