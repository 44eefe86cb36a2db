/*
 * test_sprt.c — the sequential probability ratio test (lua/session/sprt.h): Wald's bounds, the
 * trinomial GSPRT's log-likelihood ratio against a binomial worked out by hand and against values
 * of fishtest's published formula (LLRcalc.py's LLR_logistic, computed with its regularization of
 * empty counts), its symmetry, and the normal approximation.
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

/* (d1 - d0)(2x - d0 - d1) / (2v): 0.05 · (0.06 - 0.05) / 0.0008 = 0.625; at x halfway, 0. */
static void test_llr_normal(void **state)
{
    (void)state;
    expect_near(sprt_llr_normal(0.03, 0.0004, 0, 0.05), 0.625, 1e-12);
    expect_near(sprt_llr_normal(0.025, 0.0004, 0, 0.05), 0.0, 1e-12);
    expect_near(sprt_llr_normal(0.0, 0.0004, 0, 0.05), -3.125, 1e-12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bounds),         cmocka_unit_test(test_logistic_score),
        cmocka_unit_test(test_llr_without_draws), cmocka_unit_test(test_llr_against_fishtest),
        cmocka_unit_test(test_llr_symmetry),   cmocka_unit_test(test_llr_normal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
