/*
 * test_study_stats.c — a study's statistics (lua/cmd/study/study_stats.c) against values worked
 * out by hand: Wilson's interval, the first-player score's interval with draws in its variance,
 * the games a given interval needs, the z-tests with Holm's adjustment, and the difference a study
 * would find four times in five.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "study.h"

#include <math.h>
#include <string.h>

static void expect_near(double got, double want, double tolerance)
{
    if (fabs(got - want) > tolerance)
        fail_msg("expected %.6f (within %g), got %.6f", want, tolerance, got);
}

static void test_wilson(void **state)
{
    (void)state;
    Estimate e = study_wilson(5, 10); /* centre 0.5; half-width 1.96·sqrt(0.025 + z²/400)/(1 + z²/10) */
    expect_near(e.value, 0.5, 1e-12);
    expect_near(e.lo, 0.236593, 1e-5);
    expect_near(e.hi, 0.763407, 1e-5);
    e = study_wilson(0, 20); /* no successes: from 0 to z²/(n + z²) */
    expect_near(e.lo, 0.0, 1e-12);
    expect_near(e.hi, 3.841459 / 23.841459, 1e-6);
    e = study_wilson(0, 0);
    expect_near(e.value, 0.0, 0);
}

static void test_games_needed(void **state)
{
    (void)state;
    assert_int_equal(study_games_needed(0.25, 0.05), 385); /* 1.96²·0.25/0.05² = 384.1 */
    assert_int_equal(study_games_needed(0.25, 0.01), 9604);
    assert_int_equal(study_games_needed(0.125, 0.05), 193);
}

/* A match of n games whose outcomes the test sets. */
typedef struct FakeMatch {
    Match m;
    Outcome outcomes[200];
} FakeMatch;

static void fill(FakeMatch *f, int south_wins, int draws, int north_wins, int plies)
{
    memset(f, 0, sizeof *f);
    f->m.games = south_wins + draws + north_wins;
    f->m.outcomes = f->outcomes;
    for (int i = 0; i < f->m.games; i++) {
        Outcome *o = &f->outcomes[i];
        o->done = true;
        o->result = i < south_wins ? RESULT_SOUTH_WINS : i < south_wins + draws ? RESULT_DRAW : RESULT_NORTH_WINS;
        o->reason = o->result == RESULT_DRAW ? REASON_REPETITION : REASON_NO_PIECES;
        o->plies = plies + i % 2; /* some spread */
        o->captures = 30;
    }
}

static void test_choice_stats(void **state)
{
    (void)state;
    static FakeMatch f;
    fill(&f, 50, 20, 30, 60);
    ChoiceStats c;
    study_choice_stats(&f.m, &c);
    assert_int_equal(c.games, 100);
    assert_int_equal(c.draws, 20);
    expect_near(c.score.value, 0.6, 1e-12);
    /* values 1 (50), 1/2 (20), 0 (30): sample variance (50·0.16 + 20·0.01 + 30·0.36)/99 = 19/99 */
    expect_near(c.score.sd, sqrt(19.0 / 99), 1e-12);
    expect_near(c.score.hi - c.score.value, 1.959964 * sqrt(19.0 / 99 / 100), 1e-6);
    expect_near(c.draw_rate.value, 0.2, 1e-12);
    expect_near(c.decisive.value, 0.8, 1e-12);
    expect_near(c.length.value, 60.5, 1e-12);
    expect_near(c.captures.value, 30, 1e-12);
    expect_near(c.captures.sd, 0, 1e-12);
    assert_int_equal(c.ended[REASON_REPETITION], 20);
    assert_int_equal(c.ended[REASON_NO_PIECES], 80);
}

/* Two choices: one far apart on the score, the same on captures. */
static void test_comparisons(void **state)
{
    (void)state;
    static FakeMatch a, b;
    fill(&a, 70, 0, 30, 60);
    fill(&b, 30, 0, 70, 60);
    MatchRun run = {.nmatches = 2, .matches = {&a.m, &b.m}};
    static StudyStats st;
    study_stats(&run, &st);
    assert_int_equal(st.ntests, METRIC_COUNT); /* one pair of choices */
    const Comparison *c;
    double p = study_metric_p(&st, METRIC_SCORE, &c);
    assert_non_null(c);
    /* difference -0.4; each side's variance 0.21·100/99; z = -0.4/sqrt(2·0.21/99) */
    expect_near(c->z, -0.4 / sqrt(2 * 0.21 / 99), 1e-9);
    expect_near(c->p, erfc(fabs(c->z) / sqrt(2.0)), 1e-15);
    /* the smallest p-value of the family: Holm multiplies it by the number of tests */
    expect_near(p, fmin(1.0, c->p * METRIC_COUNT), 1e-15);
    assert_true(p < 0.05);
    p = study_metric_p(&st, METRIC_CAPTURES, &c); /* no spread and no difference */
    expect_near(c->p, 1.0, 0);
    expect_near(p, 1.0, 0);
    /* adjusted p-values never fall below the raw ones */
    for (int i = 0; i < st.ntests; i++)
        assert_true(st.tests[i].p_holm >= st.tests[i].p);
}

/* The difference found four times in five: (z of 0.05/11 two-sided + z of 80%) · sqrt(2·0.25/1000)
 * = (2.837597 + 0.841621) · 0.022361. */
static void test_detectable_difference(void **state)
{
    (void)state;
    static StudyStats st;
    memset(&st, 0, sizeof st);
    st.c[0].games = 1000;
    st.ntests = 11;
    st.score_variance = 0.25;
    expect_near(study_detectable(&st), 0.0822698, 1e-6);
    st.c[0].games = 4000; /* four times the games: half the difference */
    expect_near(study_detectable(&st), 0.0822698 / 2, 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wilson), cmocka_unit_test(test_games_needed), cmocka_unit_test(test_choice_stats),
        cmocka_unit_test(test_comparisons), cmocka_unit_test(test_detectable_difference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
