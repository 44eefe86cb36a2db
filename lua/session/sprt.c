/*
 * sprt.c — the sequential probability ratio test's bounds and log-likelihood ratios (the method
 * is in sprt.h).
 */
#include "sprt.h"

#include <math.h>

enum { BISECTIONS = 200 };

static const double EMPTY_COUNT = 1e-3; /* fishtest's regularization of a count of 0 */

SprtBounds sprt_bounds(double alpha, double beta)
{
    return (SprtBounds){log(beta / (1 - alpha)), log((1 - beta) / alpha)};
}

double sprt_logistic_score(double elo)
{
    return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

/* The root x of Σ p[i]·b[i] / (1 + x·b[i]) = 0 over n values, where b[i] = values[i] - s and
 * values[0] < s < values[n - 1]: the sum falls from +∞ to -∞ as x goes from -1/b[n - 1] to
 * -1/b[0], so bisection finds it. */
static double secular_root(const double *p, const double *values, int n, double s)
{
    double lo = -1.0 / (values[n - 1] - s), hi = -1.0 / (values[0] - s);
    for (int k = 0; k < BISECTIONS; k++) {
        double mid = 0.5 * (lo + hi), sum = 0;
        if (mid == lo || mid == hi)
            break;
        for (int i = 0; i < n; i++)
            sum += p[i] * (values[i] - s) / (1 + mid * (values[i] - s));
        if (sum > 0)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

/* The distribution on the n values nearest to p in likelihood whose expectation is s (fishtest's
 * MLE_expected), into q. */
static void nearest_with_mean(const double *p, const double *values, int n, double s, double *q)
{
    double x = secular_root(p, values, n, s);
    for (int i = 0; i < n; i++)
        q[i] = p[i] / (1 + x * (values[i] - s));
}

double sprt_llr_multinomial(const int *counts, const double *values, int n, double s0, double s1)
{
    double count[SPRT_MAX_VALUES], p[SPRT_MAX_VALUES], p0[SPRT_MAX_VALUES], p1[SPRT_MAX_VALUES], total = 0;
    int observed = 0;
    for (int i = 0; i < n; i++) {
        observed += counts[i];
        count[i] = counts[i] ? counts[i] : EMPTY_COUNT;
        total += count[i];
    }
    if (observed == 0)
        return 0;
    for (int i = 0; i < n; i++)
        p[i] = count[i] / total;
    nearest_with_mean(p, values, n, s0, p0);
    nearest_with_mean(p, values, n, s1, p1);
    double llr = 0;
    for (int i = 0; i < n; i++)
        llr += p[i] * log(p1[i] / p0[i]);
    return total * llr;
}

double sprt_llr_trinomial(int wins, int draws, int losses, double elo0, double elo1)
{
    static const double scores[3] = {0.0, 0.5, 1.0};
    const int counts[3] = {losses, draws, wins};
    return sprt_llr_multinomial(counts, scores, 3, sprt_logistic_score(elo0), sprt_logistic_score(elo1));
}

SprtVerdict sprt_verdict(double llr, SprtBounds b)
{
    return llr >= b.upper ? SPRT_H1 : llr <= b.lower ? SPRT_H0 : SPRT_CONTINUE;
}
