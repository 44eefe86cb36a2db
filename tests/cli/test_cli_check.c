/*
 * test_cli_check.c — `kharbaga check`: a good script passes with its perft line per ruleset, a
 * broken one lists every problem, a personality's script is checked as a personality; --position
 * adds positions to check from; a script's own tests are run, each reported, a wrong count a
 * failure; inherited tests kept or left out; inherited disputes that name rulesets the game lacks.
 *
 * The program is run through tests/support/cli.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* check: a good script passes with its perft line per ruleset; a broken one lists every
 * problem, each with file, line and field, and fails. */
static void test_check_good_variant(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/kharbaga.lua");
    expect_success(&r);
    expect_contains(r.out, "ruleset standard       3 legal moves at the start; perft 3 5 7 10 (make/unmake agrees)");
    expect_contains(r.out, "ruleset ludii");
    expect_line(r.out, "ok");
    run_free(&r);
}

static void test_check_lists_every_problem(void **state)
{
    (void)state;
    const char *path = KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/rules_several_problems.lua";
    RunResult r = RUN("check", path);
    assert_int_equal(r.status, 1);
    assert_true(run_count_lines(r.err) >= 3);
    expect_contains(r.err, "rules_several_problems.lua:7: rules.removal:");
    expect_contains(r.err, "rules_several_problems.lua:8: rules.chain:");
    expect_contains(r.err, "rules_several_problems.lua:10: rulesets[1].kind:");
    run_free(&r);
    /* an unknown field of a ruleset, which is not a rule option either, said whole in a language */
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/ruleset_unknown_option.lua", "--lang", "fr");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "rulesets[2].flying_men: champ inconnu (ce n'est pas non plus une option de règle)");
    run_free(&r);
    /* a lesson's and a test's rule changes say what a game's rules say, in the language too */
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/lesson_rule_type.lua", "--lang", "de");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "lessons[2].rules.repetition: 2.5 ist keine ganze Zahl; ");
    run_free(&r);
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/test_rule_changes_bad.lua", "--lang", "de");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "tests[2].rules.chian: keine Regeloption");
    run_free(&r);
}

/* check on a script in a personalities directory checks it as a personality. */
static void test_check_a_personality(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/personalities/gambler.lua");
    expect_success(&r);
    expect_contains(r.out, "gambler.lua: The Gambler (gambler), a personality: Monte Carlo tree search\n");
    expect_contains(r.out, "  translation es: every text\n");
    expect_contains(r.out, "\nok\n");
    run_free(&r);
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/personalities/variants_unknown.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "variants_unknown.lua:6: variants[2]: no game 'zama' on the search path");
    assert_null(strstr(r.err, "global 'personality'"));
    run_free(&r);
    r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/personalities/gambler.lua", "--position", "W:WKe5:Bc3");
    assert_int_equal(r.status, 2);
    expect_contains(r.err, "gambler.lua is a personality, which has no positions to check from");
    run_free(&r);
}

#define CHECK_DIR KHARBAGA_SOURCE_DIR "/tests/data/check/"

/* --position, repeatable: the same checks from each position, under each ruleset, after the
 * start's; a bad position text is one line naming the option. */
static void test_check_from_positions(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/kharbaga.lua", "--position", "W:WKe5:Bc3,g7",
                      "--position=B:BKe5:Wc3,g7");
    expect_success(&r);
    expect_line(r.out, "  ruleset standard       3 legal moves at the start; perft 3 5 7 10 (make/unmake agrees)");
    expect_line(r.out, "  ruleset standard       4 legal moves from W:WKe5:Bc3,g7; perft 4 12 112 520 (make/unmake "
                       "agrees)");
    expect_line(r.out, "  ruleset standard       4 legal moves from B:BKe5:Wc3,g7; perft 4 12 112 520 (make/unmake "
                       "agrees)");
    expect_line(r.out, "  ruleset ludii          22 legal moves from W:WKe5:Bc3,g7; perft 22 124 1793 12697 "
                       "(make/unmake agrees)");
    run_free(&r);
    r = RUN("check", "zamma", "--position", "W:WKe5:Bz9");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "kharbaga: --position W:WKe5:Bz9: position, Black's pieces: 'z9' is not a point of this "
                           "board");
    assert_null(strstr(r.out, "legal moves"));
    run_free(&r);
    /* a position whose side to move cannot move fails like a start without moves */
    r = RUN("check", "kharbaga", "--position", "B:BKa1:We5");
    expect_success(&r);
    run_free(&r);
    r = RUN("check", "kharbaga", "--position", "B:Ba9:We5");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "kharbaga: ruleset standard, position B:Ba9:We5: the position has no legal move");
    run_free(&r);
    r = RUN("check", "--help");
    expect_success(&r);
    expect_contains(r.out, "usage: kharbaga check FILE.lua [--variant NAME|FILE] [--position TEXT]... [--json]");
    expect_contains(r.out, "  --position TEXT      also run the checks from this position");
    run_free(&r);
}

/* A shipped game's tests run, one line each. */
static void test_check_runs_the_script_tests(void **state)
{
    (void)state;
    RunResult r = RUN("check", "zamma");
    expect_success(&r);
    expect_line(r.out, "  test 1, position W:WKe5,c3:Bc7,g7,Kg3, ruleset standard: perft 6 19 252, as expected");
    expect_line(r.out, "  test 3, position W:WKe5,c3:Bc7,g7,Kg3, ruleset monod: 29 legal moves; perft 29 1371, as "
                       "expected");
    run_free(&r);
    r = RUN("check", "kharbaga");
    expect_success(&r);
    expect_line(r.out, "  test 4, position W:WKa1,i9:Bc3,e5,g3,Kc7, ruleset standard (majority=none): perft 4 63 "
                       "663, as expected");
    run_free(&r);
}

/* A count that differs fails check, naming the test's line, position, ruleset, depth, the count
 * expected and the count got; the other tests still run. */
static void test_check_wrong_count(void **state)
{
    (void)state;
    RunResult r = RUN("check", CHECK_DIR "tests_wrong.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "kharbaga: " CHECK_DIR "tests_wrong.lua:6: tests[2]: position W:WKa1,i9:Bc3,e5,g3,Kc7, "
                           "ruleset dagaz, perft depth 2: expected 24, got 25\n");
    expect_line(r.out, "  test 1, position W:WKa1,i9:Bc3,e5,g3,Kc7, ruleset standard: perft 2 23, as expected");
    expect_line(r.out, "  test 3, the start, ruleset standard: 3 legal moves, as expected");
    expect_line(r.out, "problems found");
    run_free(&r);
}

/* A test that would count for minutes is stopped at the budget of a script's run, with one line
 * naming it and the depth. */
static void test_check_test_over_budget(void **state)
{
    (void)state;
    RunResult r = RUN("check", CHECK_DIR "tests_too_deep.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "tests_too_deep.lua:6: tests[1]: position ");
    expect_contains(r.err, "ruleset standard (capture=optional): perft depth "); /* 4, or 3 on a busy machine */
    expect_contains(r.err, ": counting stopped after ");
    expect_contains(r.err, " ms, the budget of a script's run; test a smaller depth\n");
    expect_line(r.out, "problems found");
    run_free(&r);
}

/* Every field of a test is checked when the script loads, named with file and line. */
static void test_check_bad_test_fields(void **state)
{
    (void)state;
    RunResult r = RUN("check", CHECK_DIR "tests_bad_fields.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "tests_bad_fields.lua:5: tests[1].position: position, Black's pieces: 'z9' is not a point");
    expect_contains(r.err, "tests_bad_fields.lua:6: tests[2].ruleset: no ruleset 'bel' in this game; expected one "
                           "of standard, immediate, german, ludii, dagaz");
    expect_contains(r.err, "tests_bad_fields.lua:7: tests[3].rules.chain: 'maybe' is not a value of this option");
    expect_contains(r.err, "tests_bad_fields.lua:7: tests[3].perft[2]: expected a whole number from 0, got string");
    expect_contains(r.err, "tests_bad_fields.lua:8: tests[4].depth: unknown field; expected position, ruleset, "
                           "rules, moves or perft");
    expect_contains(r.err, "tests_bad_fields.lua:8: tests[4].moves: expected a whole number from 0, got 1.5");
    expect_contains(r.err, "tests_bad_fields.lua:9: tests[5]: nothing to count");
    assert_int_equal(run_count_lines(r.err), 7);
    run_free(&r);
}

/* An extension keeps its base's tests while it changes nothing they count; otherwise they are
 * left out with a note. */
static void test_check_inherited_tests(void **state)
{
    (void)state;
    RunResult r = RUN("check", CHECK_DIR "tests_inherited.lua");
    expect_success(&r);
    expect_line(r.out, "  test 6, position W:WKa1,i9:Bc3,e5,g3,Kc7, ruleset dagaz: perft 2 25 333, as expected");
    run_free(&r);
    r = RUN("check", CHECK_DIR "tests_left_out.lua");
    expect_success(&r);
    expect_line(r.out, "  note: the 6 tests of kharbaga are left out: tests_left_out changes rules, which their "
                       "counts depend on; write tests of its own (tests = { ... })");
    assert_null(strstr(r.out, "  test 1,"));
    run_free(&r);
}

/* Disputes inherited from a base that name rulesets the extension dropped: each one a failure. */
static void test_check_disputes_name_dropped_rulesets(void **state)
{
    (void)state;
    RunResult r = RUN("check", CHECK_DIR "disputes_dropped.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 4);
    expect_contains(r.err, "alquerque.lua:35: disputes[1] (inherited by " CHECK_DIR "disputes_dropped.lua): "
                           "\"whether capturing is compulsory\" names ruleset 'alfonso', which this game does not "
                           "have");
    expect_contains(r.err, "disputes[1] (inherited by " CHECK_DIR "disputes_dropped.lua): \"whether capturing is "
                           "compulsory\" names ruleset 'covarrubias'");
    expect_contains(r.err, "disputes[3] (inherited by " CHECK_DIR "disputes_dropped.lua): \"in which directions "
                           "pieces step\" names ruleset 'bell'");
    assert_null(strstr(r.err, "names ruleset 'murray'"));
    expect_contains(r.err, "naming its rulesets (murray)\n");
    expect_line(r.out, "problems found");
    run_free(&r);
    r = RUN("check", "alquerque"); /* the base names only rulesets it has */
    expect_success(&r);
    run_free(&r);
    /* a script's own dispute; "(rulesets free and plain)" and prose about a ruleset pass */
    r = RUN("check", CHECK_DIR "disputes_own.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "kharbaga: " CHECK_DIR "disputes_own.lua:14: disputes[2]: \"how pieces step\" names "
                           "ruleset 'sideways', which this game does not have; expected one of plain, free\n");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_check_a_personality),
        cmocka_unit_test(test_check_good_variant),
        cmocka_unit_test(test_check_lists_every_problem),
        cmocka_unit_test(test_check_from_positions),
        cmocka_unit_test(test_check_runs_the_script_tests),
        cmocka_unit_test(test_check_wrong_count),
        cmocka_unit_test(test_check_test_over_budget),
        cmocka_unit_test(test_check_bad_test_fields),
        cmocka_unit_test(test_check_inherited_tests),
        cmocka_unit_test(test_check_disputes_name_dropped_rulesets),
    };
    return cmocka_run_group_tests_name("test_cli_check", tests, NULL, NULL);
}
