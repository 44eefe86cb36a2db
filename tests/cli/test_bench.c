/*
 * test_bench.c — `kharbaga bench` from the outside: the same node counts on every run (the
 * signature is deterministic), the total equal to the sum of the positions' nodes, the shape of
 * the text and JSON output, and its bad inputs.
 *
 * The signature itself is not pinned here: it changes whenever the search, the evaluation, the
 * move generator's order or a game's rules change (docs/BENCHMARKS.md, "bench", says how it is
 * followed).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TIMEOUT = 120, POSITIONS = 11 };

static RunResult run_bench(const char *a, const char *b, const char *c)
{
    const char *argv[] = {KHARBAGA_BINARY, "bench", a, b, c, NULL};
    return run_program(argv, TIMEOUT);
}

/* The number after the first `"key":` in JSON text at or after *at; moves *at past it. */
static unsigned long long json_number(const char **at, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *p = strstr(*at, pattern);
    if (!p)
        fail_msg("no %s in: %s", pattern, *at);
    p += strlen(pattern);
    char *end;
    unsigned long long n = strtoull(p, &end, 10);
    assert_true(end > p);
    *at = end;
    return n;
}

/* The nodes of every position (OUT: nodes[POSITIONS]) and the signature of a JSON run. */
static unsigned long long parse_json(const char *text, unsigned long long *nodes)
{
    const char *at = strstr(text, "\"positions\":[");
    assert_non_null(at);
    for (int i = 0; i < POSITIONS; i++)
        nodes[i] = json_number(&at, "nodes");
    assert_non_null(strstr(at, "]"));
    unsigned long long total = json_number(&at, "nodes");
    assert_non_null(strstr(text, "\"nodes_per_second\":"));
    unsigned long long signature = json_number(&at, "signature");
    assert_int_equal(signature, total);
    return signature;
}

/* Two runs at depth 3 count the same nodes position by position; the signature is their sum. */
static void test_signature_deterministic(void **state)
{
    (void)state;
    unsigned long long nodes[2][POSITIONS], signature[2];
    for (int k = 0; k < 2; k++) {
        RunResult r = run_bench("--depth", "3", "--json");
        expect_success(&r);
        assert_int_equal(run_count_lines(r.out), 1);
        assert_non_null(strstr(r.out, "\"depth\":3,\"personality\":\"master\""));
        signature[k] = parse_json(r.out, nodes[k]);
        run_free(&r);
    }
    unsigned long long sum = 0;
    for (int i = 0; i < POSITIONS; i++) {
        assert_true(nodes[0][i] > 0);
        assert_int_equal(nodes[0][i], nodes[1][i]);
        sum += nodes[0][i];
    }
    assert_int_equal(signature[0], sum);
    assert_int_equal(signature[0], signature[1]);
}

/* A deeper search visits more nodes. */
static void test_depth_changes_signature(void **state)
{
    (void)state;
    unsigned long long nodes[POSITIONS];
    RunResult a = run_bench("--depth", "2", "--json"), b = run_bench("--depth", "3", "--json");
    expect_success(&a);
    expect_success(&b);
    assert_true(parse_json(a.out, nodes) < parse_json(b.out, nodes));
    run_free(&a);
    run_free(&b);
}

/* Text: a heading, one line per position, the totals, and the signature last. */
static void test_text_shape(void **state)
{
    (void)state;
    RunResult r = run_bench("--depth", "2", NULL);
    expect_success(&r);
    assert_int_equal(run_count_lines(r.out), 1 + POSITIONS + 2);
    assert_true(strncmp(r.out, "bench: depth 2, ", 16) == 0);
    assert_non_null(strstr(r.out, " kharbaga "));
    assert_non_null(strstr(r.out, " zamma "));
    assert_non_null(strstr(r.out, " nodes/s\n"));
    const char *last = strstr(r.out, "\nsignature ");
    assert_non_null(last);
    unsigned long long n = strtoull(last + 11, NULL, 10);
    assert_true(n > 0);
    run_free(&r);
}

/* Bad input: one line on stderr naming it, a non-zero exit, nothing on stdout. */
static void expect_refused(const char *a, const char *b, const char *needle)
{
    RunResult r = run_bench(a, b, NULL);
    char how[96];
    if (!r.exited || r.status == 0)
        fail_msg("bench %s %s: expected a failure, got %s", a, b, run_describe(&r, how, sizeof how));
    assert_int_equal(r.out_len, 0);
    assert_int_equal(run_count_lines(r.err), 1);
    if (!strstr(r.err, needle))
        fail_msg("bench %s %s: expected \"%s\" in: %s", a, b, needle, r.err);
    run_free(&r);
}

static void test_bad_input(void **state)
{
    (void)state;
    expect_refused("--position", "B:Ba1:Wa9", "--position");
    expect_refused("--variant", "zamma", "--variant");
    expect_refused("--depth", "0", "--depth");
    expect_refused("--ai", "nobody", "nobody");
}

static void test_help(void **state)
{
    (void)state;
    RunResult r = run_bench("--help", NULL, NULL);
    expect_success(&r);
    assert_non_null(strstr(r.out, "usage: kharbaga bench"));
    assert_non_null(strstr(r.out, "--depth N"));
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_signature_deterministic),
        cmocka_unit_test(test_depth_changes_signature),
        cmocka_unit_test(test_text_shape),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_help),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
