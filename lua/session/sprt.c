/*
 * sprt.c — the sequential probability ratio test's bounds and log-likelihood ratios (the method
 * is in sprt.h).
 */
#include "sprt.h"

#include <math.h>

enum { OUTCOMES = 3, BISECTIONS = 200 };

static const double SCORES[OUTCOMES] = {0.0, 0.5, 1.0}; /* a loss, a draw, a win */
static const double EMPTY_COUNT = 1e-3; /* fishtest's regularization of a count of 0 */

SprtBounds sprt_bounds(double alpha, double beta)
{
    return (SprtBounds){log(beta / (1 - alpha)), log((1 - beta) / alpha)};
}

double sprt_logistic_score(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

/* The root x of Σ p[i]·b[i] / (1 + x·b[i]) = 0, where b[i] = SCORES[i] - s and 0 < s < 1: the
 * sum falls from +∞ to -∞ as x goes from -1/max(b) to -1/min(b), so bisection finds it. */
static double secular_root(const double p[OUTCOMES], double s)
{
    double lo = -1.0 / (SCORES[OUTCOMES - 1] - s), hi = -1.0 / (SCORES[0] - s);
    for (int k = 0; k < BISECTIONS; k++) {
        double mid = 0.5 * (lo + hi), sum = 0;
        for (int i = 0; i < OUTCOMES; i++)
            sum += p[i] * (SCORES[i] - s) / (1 + mid * (SCORES[i] - s));
        if (mid == lo || mid == hi)
            break;
        if (sum > 0)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

/* The distribution on SCORES nearest to p in likelihood whose expectation is s (fishtest's
 * MLE_expected), into q. */
static void nearest_with_mean(const double p[OUTCOMES], double s, double q[OUTCOMES])
{
    double x = secular_root(p, s);
    for (int i = 0; i < OUTCOMES; i++)
        q[i] = p[i] / (1 + x * (SCORES[i] - s));
}

double sprt_llr_trinomial(int wins, int draws, int losses, double elo0, double elo1)
{
    if (wins + draws + losses == 0)
        return 0;
    double count[OUTCOMES] = {losses, draws, wins}, n = 0, p[OUTCOMES], p0[OUTCOMES], p1[OUTCOMES];
    for (int i = 0; i < OUTCOMES; i++) {
        if (count[i] == 0)
            count[i] = EMPTY_COUNT;
        n += count[i];
    }
    for (int i = 0; i < OUTCOMES; i++)
        p[i] = count[i] / n;
    nearest_with_mean(p, sprt_logistic_score(elo0), p0);
    nearest_with_mean(p, sprt_logistic_score(elo1), p1);
    double llr = 0;
    for (int i = 0; i < OUTCOMES; i++)
        llr += p[i] * log(p1[i] / p0[i]);
    return n * llr;
}

double sprt_llr_normal(double x, double var, double d0, double d1)
{
    return (d1 - d0) * (2 * x - d0 - d1) / (2 * var);
}

SprtVerdict sprt_verdict(double llr, SprtBounds b)
{
    return llr >= b.upper ? SPRT_H1 : llr <= b.lower ? SPRT_H0 : SPRT_CONTINUE;
}
