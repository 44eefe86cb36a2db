/*
 * eval.c — the terms of the static evaluation, counted per side and weighted.
 *
 * Counting is set-wise on lattice boards (board.shifts: one shift per direction for all pieces)
 * and point by point elsewhere; both give the same counts.
 */
#include "eval.h"

#include <stdlib.h>
#include <string.h>

const EvalTermInfo eval_term_info[EVAL_NTERMS] = {
    {"man", offsetof(EvalWeights, man), 1, "men on the board"},
    {"king", offsetof(EvalWeights, king), 1, "kings on the board"},
    {"mobility", offsetof(EvalWeights, mobility), 1, "empty points the pieces can step to"},
    {"advancement", offsetof(EvalWeights, advancement), 1, "rows the men have advanced towards crowning"},
    {"centre", offsetof(EvalWeights, centre), 1, "closeness of the pieces to the centre (0-8 each)"},
    {"back_guard", offsetof(EvalWeights, back_guard), 1, "men guarding the row where the opponent crowns"},
    {"exposure", offsetof(EvalWeights, exposure), -1, "pieces an enemy piece could take now"},
};

void eval_default_weights(EvalWeights *w)
{
    *w = (EvalWeights){
        .man = 100, .king = 300, .mobility = 2, .advancement = 3, .centre = 2, .back_guard = 6, .exposure = 20,
    };
}

int eval_weight(const EvalWeights *w, EvalTerm t)
{
    const int *field = (const int *)((const char *)w + eval_term_info[t].offset);
    return *field;
}

int eval_term_find(const char *name)
{
    for (int t = 0; t < EVAL_NTERMS; t++)
        if (strcmp(eval_term_info[t].name, name) == 0)
            return t;
    return -1;
}

/* ---- tables ---- */

/* 0 (a corner of the board's bounding box) .. 8 (its centre), by the mean of the two
 * normalised axis distances. */
static void centre_table(EvalTables *t, const Board *b)
{
    int minx = 1 << 30, maxx = -(1 << 30), miny = 1 << 30, maxy = -(1 << 30), p;
    BITS_FOREACH(p, b->all)
    {
        minx = b->x[p] < minx ? b->x[p] : minx;
        maxx = b->x[p] > maxx ? b->x[p] : maxx;
        miny = b->y[p] < miny ? b->y[p] : miny;
        maxy = b->y[p] > maxy ? b->y[p] : maxy;
    }
    int wx = maxx - minx > 0 ? maxx - minx : 1, wy = maxy - miny > 0 ? maxy - miny : 1;
    BITS_FOREACH(p, b->all)
    {
        int dx = abs(2 * b->x[p] - minx - maxx) * 64 / wx; /* 0..64 */
        int dy = abs(2 * b->y[p] - miny - maxy) * 64 / wy;
        t->centre[p] = (int8_t)((128 - dx - dy) * 8 / 128);
    }
}

/* advance[s][p]: nrows − 1 minus the row distance from p to the nearest crown point of s. */
static void advance_table(EvalTables *t, const Variant *v)
{
    const Board *b = &v->board;
    int p, c;
    for (int s = 0; s < 2; s++) {
        BITS_FOREACH(p, b->all)
        {
            int best = -1;
            for (c = 0; c < b->npoints; c++) {
                if (!bits_has(v->crown[s], c))
                    continue;
                int d = abs((int)b->row[p] - (int)b->row[c]);
                best = best < 0 || d < best ? d : best;
            }
            t->advance[s][p] = (int8_t)(best < 0 ? 0 : b->nrows - 1 - best);
        }
    }
}

void eval_tables_init(EvalTables *t, const Variant *v)
{
    memset(t, 0, sizeof *t);
    centre_table(t, &v->board);
    advance_table(t, v);
    t->kings = v->rules.king != KING_NONE;
    t->back[SOUTH] = v->crown[NORTH];
    t->back[NORTH] = v->crown[SOUTH];
}

/* ---- counting ---- */

typedef struct Counts {
    int c[2][EVAL_NTERMS]; /* per side (SOUTH, NORTH) */
} Counts;

static inline Bits empty_points(const Variant *v, const Position *pos)
{
    return bits_andnot(v->board.all, bits_or(position_occupied(pos), pos->dead));
}

/* One-word boards (every index below 64) shift a single word. */
static inline bool one_word(const Board *b) { return b->npoints <= 64; }

/* The empty points side s could step to, on a one-word lattice board. */
static uint64_t targets_w1(const Variant *v, const Position *pos, int s, uint64_t empty)
{
    const Board *b = &v->board;
    uint64_t men = pos->men[s].w[0], kings = pos->kings[s].w[0], to = 0;
    for (int i = 0; i < v->n_step_scans[s]; i++)
        to |= word_shift(men & v->step_scans[s][i].from.w[0], v->step_scans[s][i].delta);
    for (int d = 0; kings && d < b->ndirs; d++)
        to |= word_shift(kings & b->has_next[d].w[0], b->delta[d]);
    return to & empty;
}

/* The empty points side s could step to: men in their step directions, kings in every direction
 * (one point along each line). */
static Bits step_targets(const Variant *v, const Position *pos, int s, Bits empty)
{
    const Board *b = &v->board;
    Bits to = bits_empty();
    int p;
    if (b->shifts && one_word(b))
        return (Bits){{targets_w1(v, pos, s, empty.w[0]), 0}};
    if (b->shifts) {
        for (int i = 0; i < v->n_step_scans[s]; i++)
            to = bits_or(to, bits_shift(bits_and(pos->men[s], v->step_scans[s][i].from), v->step_scans[s][i].delta));
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

static int mobility_of(const Variant *v, const Position *pos, int s, Bits empty)
{
    return bits_count(step_targets(v, pos, s, empty));
}

int eval_mobility(const Variant *v, const Position *pos, int side)
{
    return mobility_of(v, pos, side, empty_points(v, pos));
}

bool eval_can_step(const Variant *v, const Position *pos, int side)
{
    return bits_any(step_targets(v, pos, side, empty_points(v, pos)));
}

/* The pieces in `own` that enemy men of side e could take by one jump. */
static Bits men_threats(const Variant *v, const Position *pos, int e, Bits own, Bits empty)
{
    Bits hit = bits_empty();
    int p;
    if (v->board.shifts && one_word(&v->board)) {
        uint64_t men = pos->men[e].w[0], mine = own.w[0], open = empty.w[0], h = 0;
        for (int i = 0; i < v->n_jump_scans[e]; i++) {
            const Scan *sc = &v->jump_scans[e][i];
            uint64_t over = word_shift(men & sc->from.w[0], sc->delta) & mine;
            h |= word_shift(word_shift(over, sc->delta) & open, -sc->delta);
        }
        return (Bits){{h, 0}};
    }
    if (v->board.shifts) {
        for (int i = 0; i < v->n_jump_scans[e]; i++) {
            const Scan *sc = &v->jump_scans[e][i];
            Bits over = bits_and(bits_shift(bits_and(pos->men[e], sc->from), sc->delta), own);
            Bits land = bits_and(bits_shift(over, sc->delta), empty);
            hit = bits_or(hit, bits_shift(land, -sc->delta));
        }
        return hit;
    }
    BITS_FOREACH(p, pos->men[e])
    for (int k = 0; k < v->n_man_jumps[e][p]; k++) {
        Jump j = v->man_jumps[e][p][k];
        if (bits_has(own, j.over) && bits_has(empty, j.land))
            bits_add(&hit, j.over);
    }
    return hit;
}

/* The pieces in `own` that the king on p could take by one jump (short or flying). */
static Bits king_threats(const Variant *v, int p, Bits own, Bits empty)
{
    const Board *b = &v->board;
    Bits hit = bits_empty();
    for (int k = 0; k < v->n_rays[p]; k++) {
        int d = v->rays[p][k], q = b->next[p][d];
        while (v->rules.king == KING_FLYING && q != NO_POINT && bits_has(empty, q))
            q = b->next[q][d];
        if (q == NO_POINT || !bits_has(own, q))
            continue;
        int land = b->next[q][d];
        if (land != NO_POINT && bits_has(empty, land))
            bits_add(&hit, q);
    }
    return hit;
}

/* How many pieces of side s the other side could take now by one jump; under capture=huff the
 * pieces the side to move may huff count too. */
static int exposure_of(const Variant *v, const Position *pos, int s, Bits empty)
{
    int e = !s, p;
    Bits own = position_pieces(pos, s);
    Bits hit = men_threats(v, pos, e, own, empty);
    BITS_FOREACH(p, pos->kings[e])
    hit = bits_or(hit, king_threats(v, p, own, empty));
    if (s != pos->side)
        hit = bits_or(hit, pos->huff);
    return bits_count(hit);
}

/* The placement terms of side s: advancement and centre over its pieces, back guard. */
static void placement_of(const EvalTables *t, const Position *pos, int s, int *c)
{
    int p, adv = 0, centre = 0;
    BITS_FOREACH(p, pos->men[s])
    {
        adv += t->advance[s][p];
        centre += t->centre[p];
    }
    BITS_FOREACH(p, pos->kings[s])
    centre += t->centre[p];
    c[EVAL_ADVANCEMENT] = t->kings ? adv : 0;
    c[EVAL_CENTRE] = centre;
    c[EVAL_BACK_GUARD] = t->kings ? bits_count(bits_and(pos->men[s], t->back[s])) : 0;
}

/* Every term of both sides. With w, terms whose weight is 0 are left at 0 (they cost nothing);
 * with w NULL every term is counted. */
static void count_terms(const EvalTables *t, const Variant *v, const Position *pos, const EvalWeights *w, Counts *out)
{
    Bits empty = empty_points(v, pos);
    memset(out, 0, sizeof *out);
    for (int s = 0; s < 2; s++) {
        int *c = out->c[s];
        c[EVAL_MAN] = bits_count(pos->men[s]);
        c[EVAL_KING] = bits_count(pos->kings[s]);
        if (!w || w->mobility)
            c[EVAL_MOBILITY] = mobility_of(v, pos, s, empty);
        if (!w || w->advancement || w->centre || w->back_guard)
            placement_of(t, pos, s, c);
        if (!w || w->exposure)
            c[EVAL_EXPOSURE] = exposure_of(v, pos, s, empty);
    }
}

static int clamp_eval(int x) { return x > EVAL_MAX ? EVAL_MAX : x < -EVAL_MAX ? -EVAL_MAX : x; }

int eval_fast(const EvalTables *t, const Variant *v, const Position *pos, const EvalWeights *w)
{
    Counts k;
    count_terms(t, v, pos, w, &k);
    const int *own = k.c[pos->side], *opp = k.c[!pos->side];
    int total = w->man * (own[EVAL_MAN] - opp[EVAL_MAN]) + w->king * (own[EVAL_KING] - opp[EVAL_KING]) +
                w->mobility * (own[EVAL_MOBILITY] - opp[EVAL_MOBILITY]) +
                w->advancement * (own[EVAL_ADVANCEMENT] - opp[EVAL_ADVANCEMENT]) +
                w->centre * (own[EVAL_CENTRE] - opp[EVAL_CENTRE]) +
                w->back_guard * (own[EVAL_BACK_GUARD] - opp[EVAL_BACK_GUARD]) -
                w->exposure * (own[EVAL_EXPOSURE] - opp[EVAL_EXPOSURE]);
    return clamp_eval(total);
}

int eval_position(const Variant *v, const Position *pos, const EvalWeights *w)
{
    EvalTables t;
    eval_tables_init(&t, v);
    return eval_fast(&t, v, pos, w);
}

int eval_terms(const Variant *v, const Position *pos, const EvalWeights *w, EvalTerms *terms)
{
    EvalTables t;
    Counts k;
    eval_tables_init(&t, v);
    count_terms(&t, v, pos, NULL, &k);
    int total = 0;
    for (int i = 0; i < EVAL_NTERMS; i++) {
        terms->own[i] = k.c[pos->side][i];
        terms->opp[i] = k.c[!pos->side][i];
        terms->score[i] = eval_term_info[i].sign * eval_weight(w, (EvalTerm)i) * (terms->own[i] - terms->opp[i]);
        total += terms->score[i];
    }
    terms->total = clamp_eval(total);
    return terms->total;
}
