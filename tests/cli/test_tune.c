/*
 * test_tune.c — `kharbaga tune` from the outside: its help; a tiny tuning run whose personality
 * file `analyze --ai FILE` and `match` load; the same seed and options giving the same report and
 * file byte for byte, on one thread or two; the positions kept with --positions fitted again
 * without playing, to the same weights; and one clear line, with a non-zero exit, for every bad
 * input: option values, an unknown game, the random mover, an --out that is no .lua file, and a
 * positions file with a bad header, result or position (its file and line named).
 */
#define _GNU_SOURCE
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

enum { TIMEOUT = 120 };

#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)

static void path_in_dir(const char *name, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", scratch_dir(), name);
}

/* The whole of a file, NUL-terminated (malloc'd), or NULL. */
static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    int c;
    while ((c = fgetc(f)) != EOF)
        fputc(c, mem);
    fclose(mem);
    fclose(f);
    return text;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* The text of `"key":{...}` in the JSON into buf. */
static void json_object(const char *json, const char *key, char *buf, size_t len)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":{", key);
    const char *s = strstr(json, pattern);
    if (!s)
        fail_msg("no \"%s\" in: %s", key, json);
    snprintf(buf, len, "%.*s", (int)strcspn(s, "}") + 1, s);
}

static void test_help(void **state)
{
    (void)state;
    RunResult r = RUN("tune", "--help");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "usage: kharbaga tune"));
    assert_non_null(strstr(r.out, "--positions FILE"));
    assert_non_null(strstr(r.out, "--out FILE.lua"));
    run_free(&r);
    r = RUN("--help");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "  tune "));
    run_free(&r);
}

/* A tiny run: its report, its personality file, which analyze and match load. */
static void test_tiny_run_writes_a_personality(void **state)
{
    (void)state;
    char out[256], positions[256];
    path_in_dir("tiny.lua", out, sizeof out);
    path_in_dir("tiny-positions.txt", positions, sizeof positions);
    RunResult r = RUN("tune", "--variant", "kharbaga", "--games", "4", "--depth", "1", "--jobs", "1", "--out", out,
                      "--positions", positions);
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "tune: The Master (master) on kharbaga, ruleset standard\n"));
    assert_non_null(strstr(r.out, "4 self-play games, depth 1, seed 0\n"));
    assert_non_null(strstr(r.out, "mean squared error: "));
    assert_non_null(strstr(r.out, "man               100      100"));
    assert_non_null(strstr(r.out, "the personality tiny is in "));
    run_free(&r);
    char *script = read_file(out);
    assert_non_null(script);
    assert_non_null(strstr(script, "  id = \"tiny\",\n"));
    assert_non_null(strstr(script, "  weights = { man = 100, king = "));
    assert_non_null(strstr(script, "  variants = { \"kharbaga\" },\n"));
    free(script);
    char *kept = read_file(positions);
    assert_non_null(kept);
    assert_true(strncmp(kept, "# kharbaga tune positions: kharbaga, ruleset standard\n", 54) == 0);
    free(kept);
    r = RUN("analyze", "--variant", "kharbaga", "--ai", out, "--depth", "2");
    expect_exit_ok(&r);
    run_free(&r);
    r = RUN("match", out, "master", "--variant", "kharbaga", "--games", "2", "--depth", "1", "--jobs", "1");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "tiny"));
    run_free(&r);
    r = RUN("analyze", "--variant", "zamma", "--ai", out, "--depth", "1"); /* tuned for Kharbaga alone */
    expect_user_error(&r, 1, "plays only kharbaga, not zamma");
    run_free(&r);
}

/* Two runs of the same command, on one thread and on two: the same output and file, byte for byte. */
static void test_same_seed_same_output(void **state)
{
    (void)state;
    char a[256], b[256];
    path_in_dir("a.lua", a, sizeof a);
    path_in_dir("b.lua", b, sizeof b);
    RunResult ra = RUN("tune", "--games", "6", "--depth", "2", "--seed", "7", "--jobs", "1", "--out", a);
    RunResult rb = RUN("tune", "--games", "6", "--depth", "2", "--seed", "7", "--jobs", "2", "--out", b);
    expect_exit_ok(&ra);
    expect_exit_ok(&rb);
    char *fa = read_file(a), *fb = read_file(b);
    assert_non_null(fa);
    assert_non_null(fb);
    assert_true(strstr(ra.out, "seed 7"));
    /* the files differ in their id alone, and the reports in their last lines, which name them */
    char *id = strstr(fb, "id = \"b\"");
    assert_non_null(id);
    id[6] = 'a';
    assert_string_equal(fa, fb);
    char *end_a = strstr(ra.out, "\nthe personality "), *end_b = strstr(rb.out, "\nthe personality ");
    assert_non_null(end_a);
    assert_non_null(end_b);
    *end_a = *end_b = '\0';
    assert_string_equal(ra.out, rb.out);
    free(fa);
    free(fb);
    run_free(&ra);
    run_free(&rb);
    /* the same command printing its personality: the same again */
    ra = RUN("tune", "--games", "6", "--depth", "2", "--seed", "7", "--jobs", "1", "--json");
    rb = RUN("tune", "--games", "6", "--depth", "2", "--seed", "7", "--jobs", "1", "--json");
    expect_exit_ok(&ra);
    expect_exit_ok(&rb);
    assert_string_equal(ra.out, rb.out);
    assert_non_null(strstr(ra.out, "\"games\":6,\"seed\":7,"));
    run_free(&ra);
    run_free(&rb);
}

/* The positions kept by one run, fitted again by another without playing: the same weights. */
static void test_positions_file_fits_again(void **state)
{
    (void)state;
    char positions[256];
    path_in_dir("again.txt", positions, sizeof positions);
    RunResult first = RUN("tune", "--games", "4", "--depth", "1", "--jobs", "1", "--positions", positions, "--json");
    expect_exit_ok(&first);
    assert_non_null(strstr(first.err, "tune: 4 games in ")); /* played */
    RunResult again = RUN("tune", "--games", "4", "--depth", "1", "--jobs", "1", "--positions", positions, "--json");
    expect_exit_ok(&again);
    assert_null(strstr(again.err, "games in")); /* read, not played */
    assert_non_null(strstr(again.out, "\"games\":0,"));
    char w1[256], w2[256];
    json_object(first.out, "weights", w1, sizeof w1);
    json_object(again.out, "weights", w2, sizeof w2);
    assert_string_equal(w1, w2);
    run_free(&first);
    run_free(&again);
    /* the positions of another game are refused at their header */
    RunResult other = RUN("tune", "--variant", "zamma", "--positions", positions);
    expect_user_error(&other, 1, ":1: expected the header \"# kharbaga tune positions: zamma, ruleset");
    run_free(&other);
}

static void test_bad_options(void **state)
{
    (void)state;
    RunResult r = RUN("tune", "--games", "0");
    expect_user_error(&r, 2, "--games 0: expected a whole number from 1 to 100000");
    run_free(&r);
    r = RUN("tune", "--depth", "x");
    expect_user_error(&r, 2, "--depth x");
    run_free(&r);
    r = RUN("tune", "--jobs", "0");
    expect_user_error(&r, 2, "--jobs 0");
    run_free(&r);
    r = RUN("tune", "--variant", "nosuchgame", "--games", "2", "--depth", "1");
    expect_user_error(&r, 1, "nosuchgame");
    run_free(&r);
    r = RUN("tune", "--ai", "random", "--games", "2", "--depth", "1");
    expect_user_error(&r, 2, "--ai random: the random mover has no weights to tune");
    run_free(&r);
    r = RUN("tune", "--ai", "nosuchplayer", "--games", "2", "--depth", "1");
    expect_user_error(&r, 1, "nosuchplayer");
    run_free(&r);
    r = RUN("tune", "--out", "weights.txt", "--games", "2", "--depth", "1");
    expect_user_error(&r, 2, "--out weights.txt: expected a file NAME.lua");
    run_free(&r);
    r = RUN("tune", "--sprt", "0,5");
    expect_user_error(&r, 2, "--sprt");
    run_free(&r);
    r = RUN("tune", "extra");
    expect_user_error(&r, 2, "extra");
    run_free(&r);
}

/* A positions file with a problem: one line naming the file and the line. */
static void expect_bad_positions(const char *name, const char *text, const char *names)
{
    char path[256], want[512];
    path_in_dir(name, path, sizeof path);
    write_file(path, text);
    RunResult r = RUN("tune", "--positions", path);
    snprintf(want, sizeof want, "%s%s", path, names);
    expect_user_error(&r, 1, want);
    run_free(&r);
}

static void test_bad_positions_file(void **state)
{
    (void)state;
    const char *header = "# kharbaga tune positions: kharbaga, ruleset standard\n";
    char text[1024];
    expect_bad_positions("header.txt", "1 B:Ba1:Wa9\n", ":1: expected the header");
    snprintf(text, sizeof text, "%s1 B:Ba1,c1:Wa9,c9\n2 B:Ba1,c1:Wa9,c9\n", header);
    expect_bad_positions("result.txt", text, ":3: expected a result (1, 0.5 or 0), a blank and a position");
    snprintf(text, sizeof text, "%s0.5 B:Bz99:Wa9\n", header);
    expect_bad_positions("position.txt", text, ":2: ");
    expect_bad_positions("empty.txt", header, ": no positions");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help),
        cmocka_unit_test(test_tiny_run_writes_a_personality),
        cmocka_unit_test(test_same_seed_same_output),
        cmocka_unit_test(test_positions_file_fits_again),
        cmocka_unit_test(test_bad_options),
        cmocka_unit_test(test_bad_positions_file),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
