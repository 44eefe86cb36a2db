/*
 * sprt.h — the sequential probability ratio test (SPRT) behind `kharbaga match --sprt` and
 * `kharbaga study --until clear`: games are played one after the other, and after each the
 * log-likelihood ratio (LLR) of two hypotheses is compared with two bounds; the test stops as soon
 * as it leaves them, accepting H1 above the upper bound and H0 below the lower one.
 *
 * Wald's bounds: with alpha the chance of accepting H1 when H0 holds and beta that of accepting H0
 * when H1 holds, lower = ln(beta / (1 - alpha)) and upper = ln((1 - beta) / alpha); alpha = beta =
 * 0.05 gives ±2.944. On average such a test needs far fewer games than a fixed number of games
 * with the same error rates.
 *
 * A match (sprt_llr_trinomial) is tested as fishtest tests engine changes: the generalized SPRT
 * (GSPRT) on the trinomial distribution of a game's score (win 1, draw 1/2, loss 0), with the
 * logistic Elo model, in which a player stronger by E Elo scores 1 / (1 + 10^(-E/400)) on average.
 * The LLR of H1: E = elo1 against H0: E = elo0 is N · Σ p̂ᵢ ln(p1ᵢ / p0ᵢ), where p̂ is the
 * observed distribution of the N games' scores (a count of 0 taken as 1/1000, as fishtest does, so
 * that every logarithm is defined) and p0, p1 are the distributions on the same three scores
 * nearest to p̂ in likelihood whose expectations are the scores of elo0 and elo1: pᵢ = p̂ᵢ / (1 +
 * x·(aᵢ - s)), with x the root of Σ p̂ᵢ (aᵢ - s) / (1 + x·(aᵢ - s)) = 0 (fishtest's LLRcalc.py,
 * LLR_logistic on three results; Michel Van den Bergh, "Generalized sequential probability ratio
 * test for multinomial distributions").
 *
 * A study (sprt_llr_multinomial) tests the same way whether two rule choices give the first
 * player the same score: its games come in rounds, one game of each choice from the same opening
 * and seed, and a round's difference of the two scores takes five values, -1 to 1 in halves —
 * as a pair of games does in fishtest's pentanomial test, whose GSPRT on five values it is.
 */
#ifndef KHARBAGA_SPRT_H
#define KHARBAGA_SPRT_H

enum { SPRT_MAX_VALUES = 8 }; /* the most values an observation takes */

typedef enum { SPRT_CONTINUE, SPRT_H0, SPRT_H1 } SprtVerdict;

typedef struct SprtBounds {
    double lower, upper; /* accept H0 at or below lower, H1 at or above upper */
} SprtBounds;

/* Wald's bounds for the error rates alpha and beta (each strictly between 0 and 1). */
SprtBounds sprt_bounds(double alpha, double beta);

/* The mean score of a player stronger by `elo` in the logistic Elo model. */
double sprt_logistic_score(double elo);

/* The GSPRT's LLR of H1: elo1 against H0: elo0 (logistic Elo, elo0 < elo1) for a player's wins,
 * draws and losses (fishtest's LLR_logistic on a trinomial). 0 without games. */
double sprt_llr_trinomial(int wins, int draws, int losses, double elo0, double elo1);

/* The GSPRT's LLR of H1: mean s1 against H0: mean s0 for counts[i] observations of values[i], i <
 * n <= SPRT_MAX_VALUES, the values ascending with s0 and s1 strictly between the first and the
 * last (fishtest's LLR on n results, each count of 0 taken as 1/1000). 0 without observations. */
double sprt_llr_multinomial(const int *counts, const double *values, int n, double s0, double s1);

/* Where llr stands against the bounds. */
SprtVerdict sprt_verdict(double llr, SprtBounds b);

#endif
