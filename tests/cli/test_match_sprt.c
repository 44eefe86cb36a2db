/*
 * test_match_sprt.c — `kharbaga match --sprt ELO0,ELO1` from the outside: a clearly stronger
 * player (the Master against the Teacher, depth 2) is found so early, with H1 accepted, the same
 * with one thread or two; the text report's lines; a match that reaches --games undecided says
 * so; its results file resumed with nothing left to play, and merged into the same report; and
 * one clear line for each bad input.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"
#include "support/scratch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { TIMEOUT = 300 };

#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)

/* The whole number after `key` in text, or -1. */
static long number_after(const char *text, const char *key)
{
    const char *s = strstr(text, key);
    return s ? strtol(s + strlen(key), NULL, 10) : -1;
}

#define SPRT "match", "master", "teacher", "--sprt", "0,50", "--depth", "2", "--seed", "1"

/* The Master is far stronger than the Teacher at depth 2: H1 (+50 Elo rather than 0) is accepted
 * long before the 10000 games --sprt allows without --games, after the same games on one thread
 * as on two (the test reads the games in order, whichever thread ends first). */
static void test_clear_difference_stops_early(void **state)
{
    (void)state;
    RunResult two = RUN(SPRT, "--jobs", "2", "--json"), one = RUN(SPRT, "--jobs", "1", "--json");
    expect_exit_ok(&two);
    expect_exit_ok(&one);
    assert_string_equal(one.out, two.out);
    assert_string_equal(one.err, two.err);
    long games = number_after(two.out, "\"games\":");
    if (games < 10 || games > 300)
        fail_msg("expected H1 within 300 games, got %ld:\n%s", games, two.out);
    const char *sprt = strstr(two.out, "\"sprt\":{\"elo0\":0,\"elo1\":50,\"alpha\":0.05,\"beta\":0.05,");
    assert_non_null(sprt);
    assert_non_null(strstr(sprt, "\"upper\":2.9444,"));
    assert_non_null(strstr(sprt, "\"result\":\"H1\"}"));
    assert_int_equal(number_after(sprt, "\"games\":"), games);
    assert_int_equal(count_lines_starting(two.err, "game "), games); /* none after the answer */
    run_free(&one);
    run_free(&two);
}

static void test_text_report(void **state)
{
    (void)state;
    RunResult r = RUN(SPRT, "--jobs", "2");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "\nSPRT master - teacher: H0 +0 Elo, H1 +50 Elo (trinomial GSPRT, logistic Elo; "
                                  "alpha 0.05, beta 0.05)\nLLR "));
    assert_non_null(strstr(r.out, ", bounds -2.94 and 2.94, after "));
    assert_non_null(strstr(r.out, " games: H1 accepted: the difference master - teacher is nearer +50 Elo than +0\n"));
    run_free(&r);
}

/* Two equal players over 4 games: no answer yet, and the report says so. */
static void test_inconclusive_at_the_most_games(void **state)
{
    (void)state;
    RunResult r = RUN("match", "greedy", "greedy", "--sprt", "0,50", "--alpha", "0.01", "--beta", "0.1", "--games",
                      "4", "--depth", "1");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "(trinomial GSPRT, logistic Elo; alpha 0.01, beta 0.1)"));
    assert_non_null(strstr(r.out, "bounds -2.29 and 4.50, after 4 games: inconclusive at 4 games (--games 4 reached)"));
    run_free(&r);
}

/* The results file of a match that stopped early: the same command resumes from it with nothing
 * to play, and merge makes the same report from it. */
static void test_results_file_resumed_and_merged(void **state)
{
    (void)state;
    RunResult run = RUN(SPRT, "--jobs", "2", "--json", "--out", scratch_path("sprt.jsonl"));
    expect_exit_ok(&run);
    RunResult again = RUN(SPRT, "--jobs", "2", "--json", "--out", scratch_path("sprt.jsonl"));
    expect_exit_ok(&again);
    assert_string_equal(again.out, run.out);
    assert_int_equal(count_lines_starting(again.err, "game "), 0);
    assert_non_null(strstr(again.err, "games already played"));
    RunResult merged = RUN("merge", scratch_path("sprt.jsonl"), "--json");
    expect_exit_ok(&merged);
    assert_string_equal(merged.out, run.out);
    run_free(&merged);
    /* another test's file is another match's */
    RunResult other = RUN("match", "master", "teacher", "--sprt", "0,40", "--depth", "2", "--seed", "1", "--out",
                          scratch_path("sprt.jsonl"));
    expect_user_error(&other, ANY_ERROR, "\"sequential\" differs");
    run_free(&other);
    run_free(&again);
    run_free(&run);
}

static void test_bad_input(void **state)
{
    (void)state;
    struct {
        const char *args[12];
        const char *names;
    } cases[] = {
        {{"match", "greedy", "random", "--sprt", "50", NULL}, "--sprt 50: expected ELO0,ELO1"},
        {{"match", "greedy", "random", "--sprt", "50,0", NULL}, "--sprt 50,0: expected ELO0,ELO1"},
        {{"match", "greedy", "random", "--sprt", "0,fifty", NULL}, "--sprt 0,fifty: expected ELO0,ELO1"},
        {{"match", "greedy", "random", "--sprt", "0,5000", NULL}, "--sprt 0,5000: expected ELO0,ELO1"},
        {{"match", "greedy", "random", "--sprt", "0,50", "--alpha", "0.7", NULL}, "--alpha 0.7: expected a chance"},
        {{"match", "greedy", "random", "--sprt", "0,50", "--beta", "0", NULL}, "--beta 0: expected a chance"},
        {{"match", "greedy", "random", "--alpha", "0.01", NULL}, "--alpha: give it with --sprt ELO0,ELO1"},
        {{"match", "greedy", "random", "--sprt", "0,50", "--shard", "1/2", "--out", "x", NULL},
         "--sprt: a sequential test plays the games in order"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--sprt", "0,50", NULL},
         "study: --sprt does not apply"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_kharbaga(cases[i].args, TIMEOUT);
        expect_user_error(&r, ANY_ERROR, cases[i].names);
        assert_int_equal(r.status, 2);
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_clear_difference_stops_early),
        cmocka_unit_test(test_text_report),
        cmocka_unit_test(test_inconclusive_at_the_most_games),
        cmocka_unit_test(test_results_file_resumed_and_merged),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
