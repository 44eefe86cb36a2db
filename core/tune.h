/*
 * tune.h — the evaluation's weights fitted to game results (Texel's method).
 *
 * The evaluation (eval.h) is linear in its weights: a position's value for the side to move is
 * the sum over the terms of weight × x, where x is the term's sign × (own − opponent's count).
 * A sample is that vector x of one position, computed once, with the result of its game for the
 * side to move (1, 1/2 or 0). The fit predicts the result as sigmoid(K × value), with
 * sigmoid(z) = 1 / (1 + e^−z), and minimises the mean squared error over the samples:
 *
 *   1. K, the scale that turns a value into an expected result, fitted to the weights given;
 *   2. the weights, by Texel's coordinate search over whole numbers: each free weight moved by a
 *      step up or down while that lowers the error, the step halved from TUNE_FIRST_STEP to 1;
 *   3. K fitted again to the new weights, and 2 repeated from a smaller step, until K changes by
 *      less than 0.1% (at most TUNE_ROUNDS times): with the man's weight fixed, K and the other
 *      weights are found together.
 *
 * The weight of a man stays what it is (100: the unit of the scores), as does any weight whose term
 * is marked fixed. Everything here is arithmetic on the samples in their order, with no random
 * choice: the same samples give the same weights, bit for bit, on the same build.
 */
#ifndef KHARBAGA_TUNE_H
#define KHARBAGA_TUNE_H

#include "eval.h"

enum {
    TUNE_FIRST_STEP = 16,   /* the coordinate search's first step; halved down to 1 */
    TUNE_MAX_PASSES = 2000, /* passes over the weights at one step, at most */
    TUNE_LATER_STEP = 4,    /* the first step of the rounds after the first */
    TUNE_ROUNDS = 32,       /* fits of K and then the weights, at most */
    TUNE_WEIGHT_MAX = 10000, /* the weights stay within ±this (a personality's limit) */
};

/* One position: its term vector and its game's result, both for the side to move. */
typedef struct TuneSample {
    int x[EVAL_NTERMS]; /* eval_term_info[t].sign × (own − opp) of term t */
    double result;      /* 1 (won), 0.5 (drawn) or 0 (lost) */
} TuneSample;

/* The weights as a vector, in the order of EvalTerm. */
typedef struct TuneWeights {
    int w[EVAL_NTERMS];
} TuneWeights;

/* The outcome of a fit. */
typedef struct TuneFit {
    TuneWeights before, after; /* the weights given, and those found */
    double k_before, k_after;  /* K fitted to each */
    double error_before, error_after; /* the mean squared error of each, with its K */
    int rounds;                /* fits of K and the weights made */
    int trials;                /* errors computed by the coordinate search */
} TuneFit;

void tune_weights_from_eval(const EvalWeights *ew, TuneWeights *tw);
void tune_weights_to_eval(const TuneWeights *tw, EvalWeights *ew);

/* OUT: s->x — the term vector of pos (not its result). */
void tune_sample_terms(const Variant *v, const Position *pos, TuneSample *s);

/* The value of s under the weights: the sum of weight × x (the evaluation before its clamp). */
long tune_value(const TuneSample *s, const TuneWeights *tw);

/* 1 / (1 + e^−z). */
double tune_sigmoid(double z);

/* The mean squared error of sigmoid(k × value) against the results of the n samples (0 when n is 0). */
double tune_error(const TuneSample *s, int n, const TuneWeights *tw, double k);

/* The K > 0 that minimises tune_error for the weights (n > 0). */
double tune_fit_k(const TuneSample *s, int n, const TuneWeights *tw);

/* Fits K and the weights to the n samples (n > 0), starting from `start`; the terms whose bit is
 * set in `fixed` (1u << EVAL_MAN, ...) keep their weight. OUT: fit. False if memory ran out. */
bool tune_fit(const TuneSample *s, int n, const TuneWeights *start, unsigned fixed, TuneFit *fit);

#endif
