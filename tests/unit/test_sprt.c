/*
 * test_sprt.c — the sequential probability ratio test (lua/session/sprt.h): Wald's bounds, the
 * trinomial GSPRT's log-likelihood ratio against a binomial worked out by hand and against values
 * of fishtest's published formula (LLRcalc.py's LLR_logistic, computed with its regularization of
 * empty counts), its symmetry, and the same on five values (fishtest's pentanomial).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "sprt.h"

#include <math.h>

static void expect_near(double got, double want, double tolerance)
{
    if (fabs(got - want) > tolerance)
        fail_msg("expected %.9f (within %g), got %.9f", want, tolerance, got);
}

static void test_bounds(void **state)
{
    (void)state;
    SprtBounds b = sprt_bounds(0.05, 0.05); /* ln(0.05/0.95) and ln(0.95/0.05): ±ln 19 */
    expect_near(b.lower, -log(19.0), 1e-12);
    expect_near(b.upper, 2.944438979, 1e-9);
    b = sprt_bounds(0.05, 0.10); /* ln(0.10/0.95), ln(0.90/0.05) = ln 18 */
    expect_near(b.lower, -2.251291799, 1e-9);
    expect_near(b.upper, 2.890371758, 1e-9);
    assert_int_equal(sprt_verdict(3.0, sprt_bounds(0.05, 0.05)), SPRT_H1);
    assert_int_equal(sprt_verdict(-3.0, sprt_bounds(0.05, 0.05)), SPRT_H0);
    assert_int_equal(sprt_verdict(2.9, sprt_bounds(0.05, 0.05)), SPRT_CONTINUE);
}

static void test_logistic_score(void **state)
{
    (void)state;
    expect_near(sprt_logistic_score(0), 0.5, 1e-15);
    expect_near(sprt_logistic_score(400), 10.0 / 11.0, 1e-15); /* odds of 10 to 1 */
    expect_near(sprt_logistic_score(-400), 1.0 / 11.0, 1e-15);
}

/* Without draws the three scores are two (a count of 0 weighs 1/1000): a distribution of wins and
 * losses whose mean is s is the binomial one, so the LLR is W·ln(s1/s0) + L·ln((1-s1)/(1-s0)). */
static void test_llr_without_draws(void **state)
{
    (void)state;
    double s0 = 0.5, s1 = sprt_logistic_score(50); /* 0.571463 */
    double by_hand = 100 * log(s1 / s0) + 60 * log((1 - s1) / (1 - s0)); /* 4.105307 */
    expect_near(by_hand, 4.105307204, 1e-9);
    expect_near(sprt_llr_trinomial(100, 0, 60, 0, 50), by_hand, 1e-4); /* the 1/1000 draw moves it by 2e-5 */
    expect_near(sprt_llr_trinomial(100, 0, 60, 0, 50), 4.105322950, 1e-8); /* fishtest's, with it */
}

/* fishtest's LLR_logistic(elo0, elo1, [L, D, W]) for these results. */
static void test_llr_against_fishtest(void **state)
{
    (void)state;
    expect_near(sprt_llr_trinomial(60, 20, 20, 0, 50), 5.955639397, 1e-8);
    expect_near(sprt_llr_trinomial(30, 40, 30, 0, 50), -1.712346908, 1e-8);
    expect_near(sprt_llr_trinomial(55, 10, 35, -10, 30), 2.191934025, 1e-8);
    expect_near(sprt_llr_trinomial(10, 0, 0, 0, 50), 1.335897790, 1e-8);
    expect_near(sprt_llr_trinomial(0, 0, 0, 0, 50), 0.0, 0);
}

/* A player's losses are its opponent's wins: the mirrored results under mirrored hypotheses give
 * the same ratio; and results exactly at elo0's score favour H0. */
static void test_llr_symmetry(void **state)
{
    (void)state;
    expect_near(sprt_llr_trinomial(20, 20, 60, 0, -50), sprt_llr_trinomial(60, 20, 20, 0, 50), 1e-9);
    assert_true(sprt_llr_trinomial(40, 20, 40, 0, 50) < 0);
    assert_true(sprt_llr_trinomial(40, 20, 40, -50, 0) > 0);
}

/* Five values, as fishtest's pentanomial test has them for pairs of games (LL, LD+DL, LW+DD+WL,
 * DW+WD, WW scored 0 to 1 in quarters): its LLR_logistic on those five counts. */
static void test_llr_five_values(void **state)
{
    (void)state;
    static const double quarters[5] = {0, 0.25, 0.5, 0.75, 1};
    const int counts[5] = {5, 20, 50, 30, 10};
    expect_near(sprt_llr_multinomial(counts, quarters, 5, 0.5, sprt_logistic_score(20)), 1.625291679, 1e-8);
    const int calm[5] = {0, 3, 90, 4, 0};
    expect_near(sprt_llr_multinomial(calm, quarters, 5, 0.5, 0.525), -3.339810469, 1e-8);
    expect_near(sprt_llr_multinomial(calm, quarters, 5, 0.5, 0.475), -4.437932570, 1e-8);
    /* the values' scale and origin do not matter: a study's differences, -1 to 1 in halves */
    static const double halves[5] = {-1, -0.5, 0, 0.5, 1};
    expect_near(sprt_llr_multinomial(calm, halves, 5, 0, 0.05), -3.339810469, 1e-8);
    /* sixty rounds that never differ: no difference of 5 points, below -2.94 */
    const int same[5] = {0, 0, 60, 0, 0};
    expect_near(sprt_llr_multinomial(same, halves, 5, 0, 0.05), -3.069150635, 1e-8);
    const int none[5] = {0};
    expect_near(sprt_llr_multinomial(none, halves, 5, 0, 0.05), 0.0, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bounds),         cmocka_unit_test(test_logistic_score),
        cmocka_unit_test(test_llr_without_draws), cmocka_unit_test(test_llr_against_fishtest),
        cmocka_unit_test(test_llr_symmetry),   cmocka_unit_test(test_llr_five_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
