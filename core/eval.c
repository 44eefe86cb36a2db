/*
 * eval.c — the terms of the static evaluation, counted per side and weighted.
 *
 * Mobility and exposure come from core/reach.h (set-wise on lattice boards, point by point
 * elsewhere; both give the same counts). The piece-square terms can also be kept move by move
 * (EvalPst), which is how the search evaluates its leaves (eval_leaf).
 */
#include "eval.h"

#include "reach.h"

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
    {"strong_points", offsetof(EvalWeights, strong_points), 1, "pieces on the points where diagonal lines meet"},
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

/* The points a diagonal line runs through: on the Alquerque drawing the strong points, from which
 * a piece moves and captures in eight directions instead of four. */
static Bits strong_points(const Board *b)
{
    Bits strong = bits_empty();
    int p;
    BITS_FOREACH(p, b->all)
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] != 0 && b->dy[d] != 0 && b->next[p][d] != NO_POINT)
            bits_add(&strong, p);
    return strong;
}

void eval_tables_init(EvalTables *t, const Variant *v)
{
    memset(t, 0, sizeof *t);
    centre_table(t, &v->board);
    advance_table(t, v);
    t->kings = v->rules.king != KING_NONE;
    t->back[SOUTH] = v->crown[NORTH];
    t->back[NORTH] = v->crown[SOUTH];
    t->strong = strong_points(&v->board);
}

/* ---- counting ---- */

typedef struct Counts {
    int c[2][EVAL_NTERMS]; /* per side (SOUTH, NORTH) */
} Counts;

static int mobility_of(const Variant *v, const Position *pos, int s, Bits empty)
{
    return bits_count(reach_steps(v, pos, s, empty));
}

int eval_mobility(const Variant *v, const Position *pos, int side)
{
    return mobility_of(v, pos, side, reach_empty(v, pos));
}

bool eval_can_step(const Variant *v, const Position *pos, int side)
{
    return bits_any(reach_steps(v, pos, side, reach_empty(v, pos)));
}

/* How many pieces of side s the other side could take now by one jump; under capture=huff the
 * pieces the side to move may huff count too. */
static int exposure_of(const Variant *v, const Position *pos, int s, Bits empty)
{
    Bits hit = reach_takes(v, pos, !s, empty);
    if (s != pos->side)
        hit = bits_or(hit, pos->huff);
    return bits_count(hit);
}

/* The placement terms of side s: advancement and centre over its pieces, back guard, strong
 * points. */
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
    c[EVAL_STRONG] = bits_count(bits_and(position_pieces(pos, s), t->strong));
}

/* Every term of both sides. With w, terms whose weight is 0 are left at 0 (they cost nothing);
 * with w NULL every term is counted. */
static void count_terms(const EvalTables *t, const Variant *v, const Position *pos, const EvalWeights *w, Counts *out)
{
    Bits empty = reach_empty(v, pos);
    memset(out, 0, sizeof *out);
    for (int s = 0; s < 2; s++) {
        int *c = out->c[s];
        c[EVAL_MAN] = bits_count(pos->men[s]);
        c[EVAL_KING] = bits_count(pos->kings[s]);
        if (!w || w->mobility)
            c[EVAL_MOBILITY] = mobility_of(v, pos, s, empty);
        if (!w || w->advancement || w->centre || w->back_guard || w->strong_points)
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
                w->exposure * (own[EVAL_EXPOSURE] - opp[EVAL_EXPOSURE]) +
                w->strong_points * (own[EVAL_STRONG] - opp[EVAL_STRONG]);
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

/* ---- the piece-square part, kept incrementally by the search ---- */

void eval_pst_init(EvalPst *pst, const EvalTables *t, const EvalWeights *w)
{
    for (int s = 0; s < 2; s++)
        for (int p = 0; p < MAX_POINTS; p++) {
            int placed = w->centre * t->centre[p] + w->strong_points * bits_has(t->strong, p);
            int man = w->man + placed;
            if (t->kings)
                man += w->advancement * t->advance[s][p] + w->back_guard * bits_has(t->back[s], p);
            pst->value[s][0][p] = man;
            pst->value[s][1][p] = w->king + placed;
        }
}

static int pst_sum(const int32_t *value, Bits set)
{
    int p, sum = 0;
    BITS_FOREACH(p, set)
    sum += value[p];
    return sum;
}

int eval_pst_full(const EvalPst *pst, const Position *pos)
{
    return pst_sum(pst->value[SOUTH][0], pos->men[SOUTH]) + pst_sum(pst->value[SOUTH][1], pos->kings[SOUTH]) -
           pst_sum(pst->value[NORTH][0], pos->men[NORTH]) - pst_sum(pst->value[NORTH][1], pos->kings[NORTH]);
}

/* The change of one side's sum over one kind of piece. */
static int set_delta(const int32_t *value, Bits before, Bits after)
{
    if (bits_equal(before, after))
        return 0;
    return pst_sum(value, bits_andnot(after, before)) - pst_sum(value, bits_andnot(before, after));
}

int eval_pst_delta(const EvalPst *pst, const Position *before, const Position *after)
{
    return set_delta(pst->value[SOUTH][0], before->men[SOUTH], after->men[SOUTH]) +
           set_delta(pst->value[SOUTH][1], before->kings[SOUTH], after->kings[SOUTH]) -
           set_delta(pst->value[NORTH][0], before->men[NORTH], after->men[NORTH]) -
           set_delta(pst->value[NORTH][1], before->kings[NORTH], after->kings[NORTH]);
}

/* eval_leaf without its exposure term: the piece-square sum and mobility, for the side to move. */
static int leaf_before_exposure(const Variant *v, const Position *pos, const EvalWeights *w, int pst_sum, Bits empty,
                                Bits steps)
{
    int side = pos->side, total = side == SOUTH ? pst_sum : -pst_sum;
    if (w->mobility)
        total += w->mobility * (bits_count(steps) - mobility_of(v, pos, !side, empty));
    return total;
}

int eval_leaf(const Variant *v, const Position *pos, const EvalWeights *w, int pst_sum, Bits empty, Bits steps,
              Bits takes)
{
    int total = leaf_before_exposure(v, pos, w, pst_sum, empty, steps);
    if (w->exposure)
        total -= w->exposure * (exposure_of(v, pos, pos->side, empty) - bits_count(bits_or(takes, pos->huff)));
    return clamp_eval(total);
}

int eval_leaf_bounded(const Variant *v, const Position *pos, const EvalWeights *w, int pst_sum, Bits empty, Bits steps,
                      Bits takes, int alpha, int beta)
{
    if (w->exposure <= 0 || bits_any(takes) || bits_any(pos->huff))
        return eval_leaf(v, pos, w, pst_sum, empty, steps, takes);
    int upper = leaf_before_exposure(v, pos, w, pst_sum, empty, steps);
    /* the exposure term lies between -exposure * (pieces of the side to move) and 0 */
    int lower = upper - w->exposure * bits_count(position_pieces(pos, pos->side));
    if (upper <= alpha)
        return clamp_eval(upper);
    if (lower >= beta)
        return clamp_eval(lower);
    return clamp_eval(upper - w->exposure * exposure_of(v, pos, pos->side, empty));
}
