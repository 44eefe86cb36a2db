/*
 * test_study_until.c — a study's answer in plain words and `kharbaga study --until clear` from the
 * outside: the report opens with a sentence saying whether the choices change the first player's
 * score (by how much and how surely, or the difference that could go unseen), the same in the
 * JSON's "answer"; with --until clear, choices that never change a game are found equal and a rule
 * that changes the game much (king=none) different, each long before --games, on one thread as on
 * two; its results file resumed with nothing to play and merged into the same report; one clear
 * line for each bad input.
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


/* The players of every study here: a fixed personality, so that the games stay those the
 * answers below were written for. */
#define STEADY KHARBAGA_SOURCE_DIR "/tests/data/study/steady.lua"
#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)

/* The whole number after `key` in text, or -1. */
static long number_after(const char *text, const char *key)
{
    const char *s = strstr(text, key);
    return s ? strtol(s + strlen(key), NULL, 10) : -1;
}

/* The third line of a Markdown report (after its title and a blank line), into buf. */
static void answer_line(const char *report, char *buf, size_t len)
{
    const char *s = strchr(report, '\n');
    assert_non_null(s);
    assert_true(s[1] == '\n');
    snprintf(buf, len, "%.*s", (int)strcspn(s + 2, "\n"), s + 2);
}

/* The JSON's "answer", into buf (it holds no escaped character here). */
static void json_answer(const char *json, char *buf, size_t len)
{
    const char *s = strstr(json, "\"answer\":\"");
    assert_non_null(s);
    s += 10;
    snprintf(buf, len, "%.*s", (int)strcspn(s, "\""), s);
}

/* ---- the answer of a study of fixed length ---- */

/* Without kings Black, the first player, scores far more: the report says so first, with the
 * test's p-value; the JSON's answer is the same sentence. */
static void test_answer_names_the_difference(void **state)
{
    (void)state;
    RunResult r = RUN("study", STEADY, STEADY, "--choice", "ruleset=standard", "--choice", "king=none", "--games", "60", "--depth",
                      "2");
    expect_exit_ok(&r);
    char line[2048], json[2048];
    answer_line(r.out, line, sizeof line);
    if (strncmp(line, "Under king=none Black scores ", 29) != 0 || !strstr(line, " points more than under "
                                                                                  "ruleset=standard (") ||
        !strstr(line, "to be chance (p = ") || !strstr(line, " after Holm's adjustment)."))
        fail_msg("expected the answer first, got:\n%s", r.out);
    RunResult j = RUN("study", STEADY, STEADY, "--choice", "ruleset=standard", "--choice", "king=none", "--games", "60", "--depth",
                      "2", "--json");
    expect_exit_ok(&j);
    json_answer(j.out, json, sizeof json);
    assert_string_equal(json, line);
    run_free(&j);
    run_free(&r);
}

/* Choices that are the same rules find no difference, and say what difference could go unseen. */
static void test_answer_says_what_could_go_unseen(void **state)
{
    (void)state;
    RunResult r = RUN("study", STEADY, STEADY, "--choice", "ruleset=standard", "--choice", "removal=end", "--games", "20", "--depth",
                      "1");
    expect_exit_ok(&r);
    char line[2048];
    answer_line(r.out, line, sizeof line);
    if (strncmp(line, "No difference found in Black's score (", 38) != 0 ||
        !strstr(line, "% under ruleset=standard and ") ||
        !strstr(line, " points could go unseen with 20 games per choice. On no other metric do the choices differ."))
        fail_msg("expected no difference and what could go unseen, got:\n%s", line);
    run_free(&r);
}

/* ---- --until clear ---- */

#define SAME "study", STEADY, STEADY, "--choice", "ruleset=standard", "--choice", "removal=end", "--depth", "2", "--until", "clear"
#define KINGS "study", STEADY, STEADY, "--choice", "ruleset=standard", "--choice", "king=none", "--depth", "2", "--until", "clear"

/* Both choices are the game's own rules: every pair of games is the same, and the test finds no
 * difference after some tens of games, not the 5000 --until allows. */
static void test_no_difference_stops_early(void **state)
{
    (void)state;
    RunResult two = RUN(SAME, "--jobs", "2", "--json"), one = RUN(SAME, "--jobs", "1", "--json");
    expect_exit_ok(&two);
    expect_exit_ok(&one);
    assert_string_equal(one.out, two.out);
    long games = number_after(two.out, "\"games_per_choice\":");
    if (games < 20 || games > 200)
        fail_msg("expected H0 within 200 games, got %ld:\n%s", games, two.out);
    const char *seq = strstr(two.out, "\"sequential\":{\"until\":\"clear\",\"difference\":0.05,\"alpha\":0.05,"
                                      "\"beta\":0.05,\"lower\":-2.9704,\"upper\":3.6376,\"pairs\":[{\"choices\":[1,2],");
    assert_non_null(seq);
    assert_int_equal(number_after(seq, "\"games\":"), games);
    assert_non_null(strstr(seq, "\"difference\":0.0000,\"result\":\"H0\"}]}"));
    char answer[2048];
    json_answer(two.out, answer, sizeof answer);
    char want[256];
    snprintf(want, sizeof want, "No difference found: after %ld games per choice the sequential test finds that the "
                                "choices do not change Black's score by 5 points (", games);
    if (strncmp(answer, want, strlen(want)) != 0 || !strstr(answer, "; a difference of 5 points would have been "
                                                                    "found 95 times in 100."))
        fail_msg("expected \"%s...\", got:\n%s", want, answer);
    run_free(&one);
    run_free(&two);
}

/* Without kings the game changes much: a difference, found soon, and the Markdown tells the test. */
static void test_difference_stops_early(void **state)
{
    (void)state;
    RunResult r = RUN(KINGS, "--jobs", "2");
    expect_exit_ok(&r);
    char line[2048];
    answer_line(r.out, line, sizeof line);
    if (strncmp(line, "Under king=none Black scores ", 29) != 0 ||
        !strstr(line, "; this is very unlikely to be chance: the sequential test found a difference after ") ||
        !strstr(line, "the games paired by their opening put it between "))
        fail_msg("expected the difference first, got:\n%s", r.out);
    long games = number_after(r.out, "# Study: Kharbaga, ");
    if (games < 20 || games > 1000)
        fail_msg("expected H1 within 1000 games, got %ld", games);
    assert_non_null(strstr(r.out, "\nSequential test (--until clear): for each pair of choices, the GSPRT on the "
                                  "difference of the first player's scores"));
    assert_non_null(strstr(r.out, " games per choice: H1 accepted (they differ)\n"));
    run_free(&r);
}

/* Its results file: the same command resumes with nothing to play, and merge makes the report. */
static void test_results_file_resumed_and_merged(void **state)
{
    (void)state;
    RunResult run = RUN(KINGS, "--json", "--out", scratch_path("kings.jsonl"));
    expect_exit_ok(&run);
    RunResult again = RUN(KINGS, "--json", "--out", scratch_path("kings.jsonl"));
    expect_exit_ok(&again);
    assert_string_equal(again.out, run.out);
    assert_null(strstr(again.err, "\nchoice "));
    RunResult merged = RUN("merge", scratch_path("kings.jsonl"), "--json");
    expect_exit_ok(&merged);
    assert_string_equal(merged.out, run.out);
    run_free(&merged);
    run_free(&again);
    run_free(&run);
}

static void test_bad_input(void **state)
{
    (void)state;
    struct {
        const char *args[14];
        const char *names;
    } cases[] = {
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--until", "sure", NULL},
         "--until sure: expected clear"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--alpha", "0.01", NULL},
         "--alpha: give it with --until clear"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--until", "clear", "--beta", "1",
          NULL},
         "--beta 1: expected a chance"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--until", "clear", "--shard", "1/2",
          "--out", "x", NULL},
         "--until: a sequential test plays the games in order"},
        {{"match", "greedy", "random", "--until", "clear", NULL}, "--until"},
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
        cmocka_unit_test(test_answer_names_the_difference),
        cmocka_unit_test(test_answer_says_what_could_go_unseen),
        cmocka_unit_test(test_no_difference_stops_early),
        cmocka_unit_test(test_difference_stops_early),
        cmocka_unit_test(test_results_file_resumed_and_merged),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
