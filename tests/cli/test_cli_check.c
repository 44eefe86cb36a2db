/*
 * test_cli_check.c — `kharbaga check`: a good script passes with its perft line per ruleset, a
 * broken one lists every problem, a personality's script is checked as a personality.
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
}

/* check on a script in a personalities directory checks it as a personality. */
static void test_check_a_personality(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/personalities/gambler.lua");
    expect_success(&r);
    expect_contains(r.out, "gambler.lua: The Gambler (gambler), a personality: Monte Carlo tree search\nok\n");
    run_free(&r);
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/personalities/variants_unknown.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "variants_unknown.lua:6: variants[2]: no game 'zama' on the search path");
    assert_null(strstr(r.err, "global 'personality'"));
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_check_a_personality),
        cmocka_unit_test(test_check_good_variant),
        cmocka_unit_test(test_check_lists_every_problem),
    };
    return cmocka_run_group_tests_name("test_cli_check", tests, NULL, NULL);
}
