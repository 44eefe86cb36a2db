/*
 * tune.c — Texel's fit of the evaluation's weights to game results (tune.h).
 *
 * The coordinate search keeps each sample's value under the current weights, so that trying a
 * weight one step up or down costs one pass over the samples: value + step × x[t] each.
 */
#include "tune.h"

#include <math.h>
#include <stdlib.h>

enum { K_SCAN_POINTS = 61, K_GOLDEN_ITERATIONS = 80 };
static const double K_LOG_LOW = -6.0, K_LOG_HIGH = 0.0; /* K from 10^-6 to 1 per unit of value */
static const double K_SETTLED = 1e-3;                     /* a change of K under 0.1% ends the rounds */

void tune_weights_from_eval(const EvalWeights *ew, TuneWeights *tw)
{
    for (int t = 0; t < EVAL_NTERMS; t++)
        tw->w[t] = eval_weight(ew, (EvalTerm)t);
}

void tune_weights_to_eval(const TuneWeights *tw, EvalWeights *ew)
{
    for (int t = 0; t < EVAL_NTERMS; t++)
        *(int *)((char *)ew + eval_term_info[t].offset) = tw->w[t];
}

void tune_sample_terms(const Variant *v, const Position *pos, TuneSample *s)
{
    EvalWeights w;
    EvalTerms terms;
    eval_default_weights(&w);
    eval_terms(v, pos, &w, &terms);
    for (int t = 0; t < EVAL_NTERMS; t++)
        s->x[t] = eval_term_info[t].sign * (terms.own[t] - terms.opp[t]);
}

long tune_value(const TuneSample *s, const TuneWeights *tw)
{
    long value = 0;
    for (int t = 0; t < EVAL_NTERMS; t++)
        value += (long)tw->w[t] * s->x[t];
    return value;
}

double tune_sigmoid(double z)
{
    return 1.0 / (1.0 + exp(-z));
}

/* The mean squared error with each sample's value in values[], shifted by step × x[t] (t < 0: not
 * shifted). */
static double error_of_values(const TuneSample *s, int n, const double *values, int t, int step, double k)
{
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double value = values[i] + (t >= 0 ? (double)step * s[i].x[t] : 0.0);
        double miss = s[i].result - tune_sigmoid(k * value);
        sum += miss * miss;
    }
    return n ? sum / n : 0.0;
}

double tune_error(const TuneSample *s, int n, const TuneWeights *tw, double k)
{
    double sum = 0;
    for (int i = 0; i < n; i++) {
        double miss = s[i].result - tune_sigmoid(k * (double)tune_value(&s[i], tw));
        sum += miss * miss;
    }
    return n ? sum / n : 0.0;
}

/* The error as a function of log10 K. */
static double error_at_log_k(const TuneSample *s, int n, const double *values, double log_k)
{
    return error_of_values(s, n, values, -1, 0, pow(10.0, log_k));
}

/* K minimising the error of the values: the best of a scan over K_LOG_LOW..K_LOG_HIGH, then a
 * golden-section search between its neighbours. */
static double fit_k_values(const TuneSample *s, int n, const double *values)
{
    double span = (K_LOG_HIGH - K_LOG_LOW) / (K_SCAN_POINTS - 1), best = K_LOG_LOW;
    double best_error = error_at_log_k(s, n, values, best);
    for (int i = 1; i < K_SCAN_POINTS; i++) {
        double log_k = K_LOG_LOW + i * span, e = error_at_log_k(s, n, values, log_k);
        if (e < best_error)
            best = log_k, best_error = e;
    }
    const double ratio = (sqrt(5.0) - 1) / 2;
    double a = best - span, b = best + span;
    double c = b - ratio * (b - a), d = a + ratio * (b - a);
    double ec = error_at_log_k(s, n, values, c), ed = error_at_log_k(s, n, values, d);
    for (int i = 0; i < K_GOLDEN_ITERATIONS; i++) {
        if (ec < ed) {
            b = d, d = c, ed = ec;
            c = b - ratio * (b - a);
            ec = error_at_log_k(s, n, values, c);
        } else {
            a = c, c = d, ec = ed;
            d = a + ratio * (b - a);
            ed = error_at_log_k(s, n, values, d);
        }
    }
    return pow(10.0, (a + b) / 2);
}

/* values[i]: the value of sample i under tw. */
static void compute_values(const TuneSample *s, int n, const TuneWeights *tw, double *values)
{
    for (int i = 0; i < n; i++)
        values[i] = (double)tune_value(&s[i], tw);
}

double tune_fit_k(const TuneSample *s, int n, const TuneWeights *tw)
{
    double *values = malloc(sizeof *values * (size_t)(n > 0 ? n : 1));
    if (!values)
        return 0.0; /* no memory: no K (the caller's fit fails on its own allocation) */
    compute_values(s, n, tw, values);
    double k = fit_k_values(s, n, values);
    free(values);
    return k;
}

/* Moves weight t of tw by step, and the values with it. */
static void shift_weight(const TuneSample *s, int n, double *values, TuneWeights *tw, int t, int step)
{
    tw->w[t] += step;
    for (int i = 0; i < n; i++)
        values[i] += (double)step * s[i].x[t];
}

/* One pass of the coordinate search at `step`: each free weight moved up, else down, when that
 * lowers *error. Returns whether a weight moved. */
static bool search_pass(const TuneSample *s, int n, double *values, TuneWeights *tw, unsigned fixed, int step,
                        double k, double *error, int *trials)
{
    bool moved = false;
    for (int t = 0; t < EVAL_NTERMS; t++) {
        if (fixed & (1u << t))
            continue;
        for (int dir = 1; dir >= -1; dir -= 2) {
            int d = dir * step;
            if (abs(tw->w[t] + d) > TUNE_WEIGHT_MAX)
                continue;
            double e = error_of_values(s, n, values, t, d, k);
            ++*trials;
            if (e < *error) {
                shift_weight(s, n, values, tw, t, d);
                *error = e;
                moved = true;
                break;
            }
        }
    }
    return moved;
}

/* Texel's coordinate search with K fixed, steps first_step down to 1. Returns the error. */
static double search_weights(const TuneSample *s, int n, double *values, TuneWeights *tw, unsigned fixed, double k,
                             int first_step, int *trials)
{
    double error = error_of_values(s, n, values, -1, 0, k);
    for (int step = first_step; step >= 1; step /= 2)
        for (int pass = 0; pass < TUNE_MAX_PASSES; pass++)
            if (!search_pass(s, n, values, tw, fixed, step, k, &error, trials))
                break;
    return error;
}

bool tune_fit(const TuneSample *s, int n, const TuneWeights *start, unsigned fixed, TuneFit *fit)
{
    *fit = (TuneFit){.before = *start, .after = *start};
    double *values = malloc(sizeof *values * (size_t)(n > 0 ? n : 1));
    if (!values)
        return false;
    compute_values(s, n, start, values);
    double k = n > 0 ? fit_k_values(s, n, values) : 1.0;
    fit->k_before = k;
    fit->error_before = error_of_values(s, n, values, -1, 0, k);
    for (int round = 0; n > 0 && round < TUNE_ROUNDS; round++) {
        fit->rounds++;
        search_weights(s, n, values, &fit->after, fixed, k, round ? TUNE_LATER_STEP : TUNE_FIRST_STEP, &fit->trials);
        double next = fit_k_values(s, n, values);
        bool settled = fabs(next - k) <= K_SETTLED * k;
        k = next;
        if (settled)
            break;
    }
    free(values);
    fit->k_after = k;
    fit->error_after = tune_error(s, n, &fit->after, k);
    return true;
}
