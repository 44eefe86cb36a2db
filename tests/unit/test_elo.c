/*
 * test_elo.c — the Elo difference of a match score and its 95% interval (lua/session/elo.h), against
 * values worked out by hand from the formulas there.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "elo.h"

#include <math.h>

static void expect_near(double got, double want, double tolerance)
{
    if (fabs(got - want) > tolerance)
        fail_msg("expected %.6f (within %g), got %.6f", want, tolerance, got);
}

static void test_from_score(void **state)
{
    (void)state;
    expect_near(elo_from_score(0.5), 0.0, 1e-9);
    expect_near(elo_from_score(0.75), 190.8485, 1e-3);  /* 400·log10(3) */
    expect_near(elo_from_score(0.25), -190.8485, 1e-3);
    expect_near(elo_from_score(10.0 / 11.0), 400.0, 1e-9); /* odds of 10 to 1 */
    assert_true(isinf(elo_from_score(1.0)) && elo_from_score(1.0) > 0);
    assert_true(isinf(elo_from_score(0.0)) && elo_from_score(0.0) < 0);
}

/* 6 wins, 4 losses: mean 0.6, per-game variance 0.24, standard error sqrt(0.024). */
static void test_wins_and_losses(void **state)
{
    (void)state;
    EloEstimate e = elo_estimate(6, 0, 4);
    assert_int_equal(e.games, 10);
    expect_near(e.score, 0.6, 1e-12);
    expect_near(e.score_lo, 0.296358, 1e-6);
    expect_near(e.score_hi, 0.903642, 1e-6);
    expect_near(e.elo, 70.4365, 1e-3);
    expect_near(e.elo_lo, -150.2140, 1e-3);
    expect_near(e.elo_hi, 388.8432, 1e-3);
}

/* Draws lower the variance: 5 wins, 2 draws, 3 losses has the same mean as 6-0-4 but a
 * narrower interval. */
static void test_draws_narrow_the_interval(void **state)
{
    (void)state;
    EloEstimate e = elo_estimate(5, 2, 3);
    expect_near(e.score, 0.6, 1e-12);
    expect_near(e.score_lo, 0.329833, 1e-6);
    expect_near(e.score_hi, 0.870167, 1e-6);
    expect_near(e.elo_lo, -123.1559, 1e-3);
    expect_near(e.elo_hi, 330.4876, 1e-3);
}

/* Every game the same: the exact binomial bound q = 1 − 0.025^(1/n). */
static void test_one_result_only(void **state)
{
    (void)state;
    EloEstimate won = elo_estimate(10, 0, 0);
    expect_near(won.score_lo, 0.691503, 1e-6);
    expect_near(won.score_hi, 1.0, 1e-12);
    assert_true(isinf(won.elo) && won.elo > 0 && isinf(won.elo_hi));
    expect_near(won.elo_lo, 140.2172, 1e-3);
    EloEstimate lost = elo_estimate(0, 0, 10);
    expect_near(lost.score_hi, 1.0 - 0.691503, 1e-6);
    assert_true(isinf(lost.elo) && lost.elo < 0);
    expect_near(lost.elo_hi, -140.2172, 1e-3);
    EloEstimate drawn = elo_estimate(0, 10, 0);
    expect_near(drawn.score_lo, 0.345751, 1e-6);
    expect_near(drawn.score_hi, 0.654249, 1e-6);
    expect_near(drawn.elo, 0.0, 1e-9);
}

/* A wide interval is cut to [0, 1]: its ends are then infinite. */
static void test_interval_clipped(void **state)
{
    (void)state;
    EloEstimate e = elo_estimate(1, 0, 1);
    expect_near(e.score_lo, 0.0, 1e-12);
    expect_near(e.score_hi, 1.0, 1e-12);
    assert_true(isinf(e.elo_lo) && isinf(e.elo_hi));
}

static void test_text(void **state)
{
    (void)state;
    char buf[16];
    assert_string_equal(elo_text(190.85, buf, sizeof buf), "+191");
    assert_string_equal(elo_text(-12.4, buf, sizeof buf), "-12");
    assert_string_equal(elo_text(-0.3, buf, sizeof buf), "+0");
    assert_string_equal(elo_text(INFINITY, buf, sizeof buf), "+inf");
    assert_string_equal(elo_text(-INFINITY, buf, sizeof buf), "-inf");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_from_score),
        cmocka_unit_test(test_wins_and_losses),
        cmocka_unit_test(test_draws_narrow_the_interval),
        cmocka_unit_test(test_one_result_only),
        cmocka_unit_test(test_interval_clipped),
        cmocka_unit_test(test_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
