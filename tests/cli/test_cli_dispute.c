/*
 * test_cli_dispute.c — `kharbaga dispute` on a position: the moves legal under one set of rules
 * only, with the reason (text and JSON), and its bad input. The gallery of recorded disputes is
 * test_disputes.c.
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

/* dispute: the golden file's P18, standard against immediate removal. The Mullah's three-piece
 * capture crosses the emptied c3 (only under B); the two-piece captures are legal under A only,
 * because under B a longer capture exists. */
static void test_dispute_removal(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--position", "B:BKa1,i1:Wc3,e3,b4,a9", "--a", "ruleset=standard", "--b",
                      "ruleset=immediate");
    expect_success(&r);
    expect_line(r.out, "Only under B:");
    expect_contains(r.out, "a1xe5xe1xa5 is legal with removal=immediate, not with removal=end: the chain crosses or lands on c3, "
                           "emptied earlier in the same move");
    expect_contains(r.out, "a1xe5xe1 is legal with removal=end, not with removal=immediate: it takes 2, while with removal=immediate "
                           "a1xe5xe1xa5 takes 3, and majority=count asks for the most");
    run_free(&r);
    r = RUN("dispute", "--position", "B:Be3,a1:Wf4,i9", "--a", "capture=compulsory", "--b", "capture=optional",
            "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *moves = j_need(&doc, "moves", J_ARRAY);
    assert_true(moves->n == 5); /* e3xg5 under both; a1-a3, a1-b2, e3-e5, e3-d4 under B only */
    j_free(&doc);
    run_free(&r);
}

static void test_dispute_bad_input(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--a", "removal=end");
    assert_int_equal(r.status, 2); /* a bad command line */
    expect_contains(r.err, "at least two rule choices");
    run_free(&r);
    r = RUN("dispute", "--a", "flying=yes", "--b", "removal=end");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "--a flying=yes: unknown rule 'flying'");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dispute_removal),
        cmocka_unit_test(test_dispute_bad_input),
    };
    return cmocka_run_group_tests_name("test_cli_dispute", tests, NULL, NULL);
}
