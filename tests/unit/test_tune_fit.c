/*
 * test_tune_fit.c — the fit of the evaluation's weights to game results (core/tune.h): samples made
 * from known weights and a known K through the sigmoid are fitted back to them, K alone is fitted
 * back to the K that made them, results drawn at random from those chances are fitted back close,
 * the man's weight and any fixed one stay put, the same samples give the same fit, and a
 * position's term vector is the evaluation's own breakdown.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/fixture.h"

#include "rng.h"
#include "tune.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { SAMPLES = 6000, DRAWN_SAMPLES = 40000 };

/* The weights the samples are made from: none of them the default. */
static const TuneWeights truth = {{100, 240, 5, 7, 3, 11, 26}};
static const double truth_k = 0.004;

/* Term vectors of plausible sizes: material differences of a few pieces, mobility and placement
 * of tens. */
static void random_terms(Rng *r, TuneSample *s)
{
    static const int spread[EVAL_NTERMS] = {3, 2, 20, 30, 40, 4, 4};
    for (int t = 0; t < EVAL_NTERMS; t++)
        s->x[t] = rng_below(r, 2 * spread[t] + 1) - spread[t];
}

/* SAMPLES samples from `truth` (DRAWN_SAMPLES when drawn): each result the chance
 * sigmoid(K × value) itself (exact), or a win or a loss drawn with that chance (drawn). */
static TuneSample *make_samples(uint64_t seed, bool drawn)
{
    int n = drawn ? DRAWN_SAMPLES : SAMPLES;
    TuneSample *s = calloc((size_t)n, sizeof *s);
    assert_non_null(s);
    Rng r;
    rng_seed(&r, seed);
    for (int i = 0; i < n; i++) {
        random_terms(&r, &s[i]);
        double p = tune_sigmoid(truth_k * (double)tune_value(&s[i], &truth));
        s[i].result = !drawn ? p : rng_unit(&r) < p ? 1.0 : 0.0;
    }
    return s;
}

static TuneWeights default_weights(void)
{
    EvalWeights ew;
    TuneWeights tw;
    eval_default_weights(&ew);
    tune_weights_from_eval(&ew, &tw);
    return tw;
}

static void expect_weights_near(const TuneWeights *got, const TuneWeights *want, double relative, int absolute)
{
    for (int t = 0; t < EVAL_NTERMS; t++) {
        double room = fmax(absolute, relative * abs(want->w[t]));
        if (fabs((double)got->w[t] - want->w[t]) > room)
            fail_msg("%s: expected %d (within %.0f), got %d", eval_term_info[t].name, want->w[t], room, got->w[t]);
    }
}

static void test_fit_k_recovers_k(void **state)
{
    (void)state;
    TuneSample *s = make_samples(1, false);
    double k = tune_fit_k(s, SAMPLES, &truth);
    if (fabs(k - truth_k) > 1e-4 * truth_k)
        fail_msg("expected K %.6g, got %.6g", truth_k, k);
    assert_true(tune_error(s, SAMPLES, &truth, k) < 1e-10);
    /* a K ten times too large or too small does worse */
    assert_true(tune_error(s, SAMPLES, &truth, 10 * k) > tune_error(s, SAMPLES, &truth, k) + 1e-3);
    assert_true(tune_error(s, SAMPLES, &truth, k / 10) > tune_error(s, SAMPLES, &truth, k) + 1e-3);
    free(s);
}

static void test_fit_recovers_exact_weights(void **state)
{
    (void)state;
    TuneSample *s = make_samples(2, false);
    TuneWeights start = default_weights();
    TuneFit fit;
    assert_true(tune_fit(s, SAMPLES, &start, 1u << EVAL_MAN, &fit));
    expect_weights_near(&fit.after, &truth, 0.0, 1);
    assert_int_equal(fit.after.w[EVAL_MAN], 100);
    if (fabs(fit.k_after - truth_k) > 0.01 * truth_k)
        fail_msg("expected K %.6g, got %.6g", truth_k, fit.k_after);
    assert_true(fit.error_after < fit.error_before);
    assert_true(fit.error_after < 1e-6);
    assert_memory_equal(&fit.before, &start, sizeof start);
    free(s);
}

static void test_fit_recovers_drawn_results(void **state)
{
    (void)state;
    TuneSample *s = make_samples(3, true);
    TuneWeights start = default_weights();
    TuneFit fit;
    assert_true(tune_fit(s, DRAWN_SAMPLES, &start, 1u << EVAL_MAN, &fit));
    /* 40000 results of chance: each weight within a fifth of the truth, or 3 for the small ones */
    expect_weights_near(&fit.after, &truth, 0.2, 3);
    assert_true(fit.error_after < fit.error_before);
    free(s);
}

static void test_fixed_terms_stay(void **state)
{
    (void)state;
    TuneSample *s = make_samples(4, false);
    TuneWeights start = default_weights();
    TuneFit fit;
    assert_true(tune_fit(s, SAMPLES, &start, 1u << EVAL_MAN | 1u << EVAL_KING, &fit));
    assert_int_equal(fit.after.w[EVAL_MAN], start.w[EVAL_MAN]);
    assert_int_equal(fit.after.w[EVAL_KING], start.w[EVAL_KING]);
    assert_int_not_equal(fit.after.w[EVAL_EXPOSURE], start.w[EVAL_EXPOSURE]);
    free(s);
}

static void test_same_samples_same_fit(void **state)
{
    (void)state;
    TuneSample *s = make_samples(5, true);
    TuneWeights start = default_weights();
    TuneFit a, b;
    assert_true(tune_fit(s, DRAWN_SAMPLES, &start, 1u << EVAL_MAN, &a));
    assert_true(tune_fit(s, DRAWN_SAMPLES, &start, 1u << EVAL_MAN, &b));
    assert_memory_equal(&a.after, &b.after, sizeof a.after);
    assert_true(a.k_after == b.k_after && a.error_after == b.error_after);
    free(s);
}

static void test_no_samples(void **state)
{
    (void)state;
    TuneWeights start = default_weights();
    TuneFit fit;
    assert_true(tune_fit(NULL, 0, &start, 1u << EVAL_MAN, &fit));
    assert_memory_equal(&fit.after, &start, sizeof start);
    assert_true(tune_error(NULL, 0, &start, 1.0) == 0.0);
}

/* A position's term vector, weighted, is the evaluation (inside its clamp). */
static void test_terms_are_the_evaluation(void **state)
{
    BoardFixture *f = *state;
    const char *texts[] = {NULL, "B:Ba1,c1,Ke3:Wa9,c9", "W:Wc3,Ke5:Ba5,g7"};
    EvalWeights ew;
    eval_default_weights(&ew);
    TuneWeights tw = default_weights();
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        Position pos = f->pos;
        if (texts[i])
            fixture_position(&f->v, texts[i], &pos);
        TuneSample s;
        tune_sample_terms(&f->v, &pos, &s);
        assert_int_equal(tune_value(&s, &tw), eval_position(&f->v, &pos, &ew));
    }
}

static int open_kharbaga(void **state)
{
    *state = fixture_open(sizeof(BoardFixture), FIXTURE_KHARBAGA41);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fit_k_recovers_k),
        cmocka_unit_test(test_fit_recovers_exact_weights),
        cmocka_unit_test(test_fit_recovers_drawn_results),
        cmocka_unit_test(test_fixed_terms_stay),
        cmocka_unit_test(test_same_samples_same_fit),
        cmocka_unit_test(test_no_samples),
        cmocka_unit_test_setup_teardown(test_terms_are_the_evaluation, open_kharbaga, fixture_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
