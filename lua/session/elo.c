/*
 * elo.c — Elo differences from match scores (the method is in elo.h).
 */
#include "elo.h"

#include <math.h>
#include <stdio.h>

enum { Z95_X100 = 196 }; /* the 97.5% point of the normal distribution, × 100 */

double elo_from_score(double p)
{
    if (p >= 1.0)
        return INFINITY;
    if (p <= 0.0)
        return -INFINITY;
    return -400.0 * log10(1.0 / p - 1.0);
}

/* Cuts x to [0, 1]; an end missed by rounding only (1 − 1e-12) counts as reached. */
static double clamp01(double x) { return x < 1e-9 ? 0.0 : x > 1.0 - 1e-9 ? 1.0 : x; }

EloEstimate elo_estimate(int wins, int draws, int losses)
{
    EloEstimate e = {0};
    int n = wins + draws + losses;
    e.games = n;
    if (n <= 0)
        return e;
    double mean = (wins + 0.5 * draws) / n;
    double var = (wins * (1.0 - mean) * (1.0 - mean) + draws * (0.5 - mean) * (0.5 - mean) +
                  losses * mean * mean) / n;
    e.score = mean;
    if (wins == n || draws == n || losses == n) {
        double q = 1.0 - pow(0.025, 1.0 / n); /* the exact binomial bound: see elo.h */
        e.score_lo = mean - q * mean;
        e.score_hi = mean + q * (1.0 - mean);
    } else {
        double half = Z95_X100 / 100.0 * sqrt(var / n);
        e.score_lo = clamp01(mean - half);
        e.score_hi = clamp01(mean + half);
    }
    e.elo = elo_from_score(e.score);
    e.elo_lo = elo_from_score(e.score_lo);
    e.elo_hi = elo_from_score(e.score_hi);
    return e;
}

const char *elo_text(double elo, char *buf, size_t len)
{
    if (isinf(elo))
        snprintf(buf, len, "%sinf", elo > 0 ? "+" : "-");
    else
        snprintf(buf, len, "%+.0f", fabs(elo) < 0.5 ? 0.0 : elo); /* never "-0" */
    return buf;
}
