/*
 * test_cli_perft.c — `kharbaga perft`: the counts at the start, the divide (text and JSON), a rule
 * that cannot matter yet, and a given position.
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

static void test_perft_depth6(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "6");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 6: 91 in ", 15) == 0);
    assert_int_equal(run_count_lines(r.out), 1);
    run_free(&r);
}

static void test_perft_divide_json(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "5", "--divide", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_OBJECT);
    assert_string_equal(j_need(&root, "variant", J_STRING)->string, "kharbaga");
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "standard");
    assert_true(j_need(&root, "depth", J_NUMBER)->number == 5);
    assert_true(j_need(&root, "nodes", J_NUMBER)->number == 26);
    assert_true(j_need(&root, "seconds", J_NUMBER)->number >= 0);
    const JValue *divide = j_need(&root, "divide", J_OBJECT);
    assert_int_equal(divide->n, 3);
    double sum = 0;
    for (int i = 0; i < divide->n; i++) {
        assert_int_equal(divide->items[i].type, J_NUMBER);
        sum += divide->items[i].number;
    }
    assert_true(sum == 26);
    assert_true(j_need(divide, "e3-e5", J_NUMBER)->number == 11);
    assert_true(j_need(divide, "d4-e5", J_NUMBER)->number == 3);
    assert_true(j_need(divide, "f4-e5", J_NUMBER)->number == 12);
    j_free(&root);
    run_free(&r);
}

/* Text divide: one "move: count" line per legal move, adding up to the total. */
static void test_perft_divide_text(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--divide", "--depth", "6");
    expect_success(&r);
    unsigned long long sum = 0;
    int parts = 0;
    for (const char *l = r.out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        char move[32];
        unsigned long long n;
        if (strncmp(l, "perft ", 6) != 0 && sscanf(l, "%31[a-i0-9x-]: %llu", move, &n) == 2) {
            sum += n;
            parts++;
        }
    }
    assert_int_equal(parts, 3);
    assert_int_equal(sum, 91);
    expect_contains(r.out, "perft 6: 91 in ");
    run_free(&r);
}

/* removal=immediate cannot matter before a chain can cross a captured piece's point; the count is
 * the reference count 814 (docs/perft.md#reference-counts), which tests/perft/naive's independent
 * generator also gives under removal=immediate. */
static void test_perft_immediate(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "8", "--ruleset", "immediate");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 8: 814 in ", 16) == 0);
    run_free(&r);

    r = RUN("perft", "--depth", "8", "--ruleset", "immediate", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "immediate");
    assert_true(j_need(&root, "nodes", J_NUMBER)->number == 814);
    assert_null(j_get(&root, "divide"));
    j_free(&root);
    run_free(&r);
}

/* perft from a given position: the Mullah of test_king_captures (test_cli_moves.c), one move,
 * then White's men. */
static void test_perft_position(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "1", "--position", "B:BKe5:Wc5,a7,g7", "--rule", "majority=none");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 1: 3 in ", 14) == 0);
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_perft_depth6),
        cmocka_unit_test(test_perft_divide_json),
        cmocka_unit_test(test_perft_divide_text),
        cmocka_unit_test(test_perft_immediate),
        cmocka_unit_test(test_perft_position),
    };
    return cmocka_run_group_tests_name("test_cli_perft", tests, NULL, NULL);
}
