/*
 * elo.h — a match score as an Elo difference, with its 95% interval.
 *
 * Each game scores 1 (win), 1/2 (draw) or 0 (loss) for the first player. The mean score μ is
 * estimated with the standard error of the mean of the per-game scores, sqrt(var / n), where
 * var is the variance of those n scores (draws lower it); the 95% interval of the score is
 * μ ± 1.96 · sqrt(var / n), cut to [0, 1]. The Elo difference of a score p is
 * −400 · log10(1/p − 1), and the interval's ends are mapped the same way (the map is monotone).
 *
 * When every game has the same result r the variance is 0 and tells nothing; the interval is
 * then the exact binomial one: any other result happens at a rate of at most
 * q = 1 − 0.025^(1/n) (95%), so the score lies in [r − q·r, r + q·(1 − r)].
 *
 * A score of 1 or 0 is an infinite difference: the Elo values are then ±INFINITY.
 */
#ifndef KHARBAGA_ELO_H
#define KHARBAGA_ELO_H

#include <stdbool.h>
#include <stddef.h>

typedef struct EloEstimate {
    int games;
    double score;              /* the mean score, 0..1 */
    double score_lo, score_hi; /* its 95% interval */
    double elo;                /* the Elo difference, ±INFINITY at a score of 1 or 0 */
    double elo_lo, elo_hi;     /* its 95% interval */
} EloEstimate;

/* The estimate from a first player's wins, draws and losses (at least one game in all). */
EloEstimate elo_estimate(int wins, int draws, int losses);

/* The Elo difference of a mean score p (0..1); ±INFINITY at 1 and 0. */
double elo_from_score(double p);

/* An Elo value for people: "+583", "-12", "+inf", "-inf". Returns buf. */
const char *elo_text(double elo, char *buf, size_t len);

#endif
