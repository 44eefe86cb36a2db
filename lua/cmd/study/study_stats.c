/*
 * study_stats.c — a study's numbers: each choice's metrics with 95% intervals, and whether the
 * choices differ on each.
 *
 * Intervals. The first player's score counts a win 1, a draw 1/2, a loss 0; its interval is the
 * normal one, mean ± 1.96·s/√n, with s² the variance of those three values as they occurred — so
 * draws narrow it, as they should (a binomial interval on wins would ignore them). Rates (draws,
 * decisive games, each way of ending) take Wilson's score interval, which stays inside [0, 1] and
 * is sound near 0 and 1, where the rarer endings live. Means per game (length, captures,
 * crownings, huffs) take the normal interval of the mean.
 *
 * Tests. For each metric and each pair of choices, a two-sided z-test of the difference of the
 * two means (a rate is the mean of a 0/1 value) with each side's own variance (Welch); with
 * hundreds of games per choice the normal law is the right reference. Every comparison of the
 * study forms one family, and Holm's step-down method adjusts the p-values so that the chance
 * of calling any difference significant when none is real stays at most 5%.
 */
#include "i18n.h"
#include "study.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const double Z95 = 1.959963984540054;

Estimate study_wilson(int k, int n)
{
    Estimate e = {0};
    if (n == 0)
        return e;
    double p = (double)k / n, z2 = Z95 * Z95;
    double centre = (p + z2 / (2.0 * n)) / (1 + z2 / n);
    double half = Z95 * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    e.value = p;
    e.lo = fmax(0.0, centre - half);
    e.hi = fmin(1.0, centre + half);
    e.sd = sqrt(p * (1 - p));
    return e;
}

/* The mean of n values with their sum and sum of squares, and its normal interval. */
static Estimate mean_estimate(double sum, double squares, int n)
{
    Estimate e = {0};
    if (n == 0)
        return e;
    e.value = sum / n;
    double var = n > 1 ? fmax(0.0, (squares - sum * sum / n) / (n - 1)) : 0.0;
    e.sd = sqrt(var);
    double half = Z95 * e.sd / sqrt((double)n);
    e.lo = e.value - half;
    e.hi = e.value + half;
    return e;
}

/* A game's value of a per-game metric. */
static double game_value(const Outcome *o, Metric metric)
{
    switch (metric) {
    case METRIC_SCORE:
        return o->result == RESULT_SOUTH_WINS ? 1.0 : o->result == RESULT_DRAW ? 0.5 : 0.0;
    case METRIC_DRAWS:
        return o->result == RESULT_DRAW;
    case METRIC_LENGTH:
        return o->plies;
    case METRIC_CAPTURES:
        return o->captures;
    case METRIC_CROWNINGS:
        return o->crownings;
    case METRIC_HUFFS:
        return o->huffs;
    case METRIC_END_NO_PIECES:
        return o->reason == REASON_NO_PIECES;
    case METRIC_END_BLOCKED:
        return o->reason == REASON_BLOCKED;
    case METRIC_END_REPETITION:
        return o->reason == REASON_REPETITION;
    case METRIC_END_QUIET:
        return o->reason == REASON_QUIET;
    case METRIC_END_LIMIT:
    case METRIC_COUNT:
        break;
    }
    return o->reason == REASON_NONE;
}

static Estimate metric_estimate(const Match *m, Metric metric)
{
    double sum = 0, squares = 0;
    int n = 0;
    for (int i = 0; i < m->games; i++) {
        if (!m->outcomes[i].done)
            continue;
        double x = game_value(&m->outcomes[i], metric);
        sum += x;
        squares += x * x;
        n++;
    }
    return mean_estimate(sum, squares, n);
}

void study_choice_stats(const Match *m, ChoiceStats *cs)
{
    memset(cs, 0, sizeof *cs);
    for (int i = 0; i < m->games; i++) {
        const Outcome *o = &m->outcomes[i];
        if (!o->done)
            continue;
        cs->games++;
        cs->south_wins += o->result == RESULT_SOUTH_WINS;
        cs->draws += o->result == RESULT_DRAW;
        cs->north_wins += o->result == RESULT_NORTH_WINS;
        cs->ended[o->reason]++;
    }
    cs->score = metric_estimate(m, METRIC_SCORE);
    cs->draw_rate = study_wilson(cs->draws, cs->games);
    cs->decisive = study_wilson(cs->games - cs->draws, cs->games);
    cs->length = metric_estimate(m, METRIC_LENGTH);
    cs->captures = metric_estimate(m, METRIC_CAPTURES);
    cs->crownings = metric_estimate(m, METRIC_CROWNINGS);
    cs->huffs = metric_estimate(m, METRIC_HUFFS);
    for (int r = 0; r <= REASON_QUIET; r++)
        cs->ended_rate[r] = study_wilson(cs->ended[r], cs->games);
}

/* Two-sided p-value of a standard normal z. */
static double two_sided_p(double z)
{
    return erfc(fabs(z) / sqrt(2.0));
}

/* The z-test of choices a and b on a metric (Welch: each side's own variance). */
static Comparison compare(const MatchRun *run, Metric metric, int a, int b)
{
    Estimate x = metric_estimate(run->matches[a], metric), y = metric_estimate(run->matches[b], metric);
    int nx = 0, ny = 0;
    for (int i = 0; i < run->matches[a]->games; i++)
        nx += run->matches[a]->outcomes[i].done;
    for (int i = 0; i < run->matches[b]->games; i++)
        ny += run->matches[b]->outcomes[i].done;
    Comparison c = {.metric = metric, .a = a, .b = b, .z = 0, .p = 1};
    double se = nx && ny ? sqrt(x.sd * x.sd / nx + y.sd * y.sd / ny) : 0;
    if (se > 0) {
        c.z = (y.value - x.value) / se;
        c.p = two_sided_p(c.z);
    } else if (nx && ny && x.value != y.value) { /* no spread on either side, and different: certain */
        c.z = y.value > x.value ? INFINITY : -INFINITY;
        c.p = 0;
    }
    return c;
}

static int by_p(const void *a, const void *b)
{
    const Comparison *x = *(const Comparison *const *)a, *y = *(const Comparison *const *)b;
    return (x->p > y->p) - (x->p < y->p);
}

/* Holm's step-down adjustment over all the study's comparisons. */
static void holm(StudyStats *st)
{
    Comparison *order[STUDY_MAX_TESTS];
    for (int i = 0; i < st->ntests; i++)
        order[i] = &st->tests[i];
    qsort(order, (size_t)st->ntests, sizeof *order, by_p);
    double running = 0;
    for (int i = 0; i < st->ntests; i++) {
        double adjusted = fmin(1.0, (st->ntests - i) * order[i]->p);
        running = fmax(running, adjusted); /* adjusted p-values never decrease down the order */
        order[i]->p_holm = running;
    }
}

void study_stats(const MatchRun *run, StudyStats *st)
{
    memset(st, 0, sizeof *st);
    st->nchoices = run->nmatches;
    double squares = 0;
    int n = 0;
    for (int k = 0; k < run->nmatches; k++) {
        study_choice_stats(run->matches[k], &st->c[k]);
        squares += st->c[k].score.sd * st->c[k].score.sd * st->c[k].games;
        n += st->c[k].games;
    }
    st->score_variance = n ? squares / n : 0.25;
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        for (int a = 0; a < run->nmatches; a++)
            for (int b = a + 1; b < run->nmatches; b++)
                st->tests[st->ntests++] = compare(run, (Metric)metric, a, b);
    holm(st);
}

long study_games_needed(double variance, double half)
{
    return (long)ceil(Z95 * Z95 * variance / (half * half));
}

double study_metric_p(const StudyStats *st, Metric metric, const Comparison **which)
{
    double best = 1.0;
    *which = NULL;
    for (int i = 0; i < st->ntests; i++)
        if (st->tests[i].metric == metric && (!*which || st->tests[i].p_holm < best)) {
            best = st->tests[i].p_holm;
            *which = &st->tests[i];
        }
    return best;
}

static const char *const metric_names[METRIC_COUNT] = {
    N_("first-player score"), N_("draw rate"), N_("length (plies)"), N_("captures per game"),
    N_("crownings per game"), N_("huffs per game"), N_("ended: no pieces left"), N_("ended: no legal move"),
    N_("ended: repetition"), N_("ended: quiet-move limit"), N_("ended: match move limit"),
};
static const char *const metric_keys[METRIC_COUNT] = {
    "first_player_score", "draw_rate", "length", "captures", "crownings", "huffs",
    "ended_no_pieces", "ended_blocked", "ended_repetition", "ended_quiet", "ended_move_limit",
};

const char *study_metric_name(Metric metric)
{
    return _(metric_names[metric]);
}

const char *study_metric_key(Metric metric)
{
    return metric_keys[metric];
}
