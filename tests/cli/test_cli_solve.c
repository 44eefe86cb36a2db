/*
 * test_cli_solve.c — `kharbaga solve` from the outside: the plan, a build and its verification,
 * a second run that reads what the first wrote, a killed build resumed, one slice, a build on
 * three threads writing the same files as on one, a damaged file refused, and every kind of bad input as one line naming it, with a non-zero status; a proof
 * of the start (--prove, --proof), checked (--check-proof) and refused when damaged, cut short or
 * of another rule choice.
 *
 * Usage: test_cli_solve DIR (a scratch directory, emptied of tables first).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *dir;

/* Removes every table (and partial table) file of dir. */
static void empty_dir(void)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    char path[4200];
    while ((e = readdir(d)) != NULL)
        if (strstr(e->d_name, ".egtb")) {
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
            remove(path);
        }
    closedir(d);
}

/* The path of the felli standard table of slice `slice` in dir (found by its name's end). */
static bool table_path(const char *slice, char *path, size_t len)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    char end[64];
    snprintf(end, sizeof end, "-%s.egtb", slice);
    bool found = false;
    while (!found && (e = readdir(d)) != NULL) {
        size_t n = strlen(e->d_name), m = strlen(end);
        if (n > m && !strcmp(e->d_name + n - m, end) && !strncmp(e->d_name, "felli-", 6)) {
            snprintf(path, len, "%s/%s", dir, e->d_name);
            found = true;
        }
    }
    closedir(d);
    return found;
}

/* The run failed with status `status` and one error line holding each of the needles. */
static void expect_error(const RunResult *r, int status, const char *needle, const char *needle2)
{
    assert_int_equal(r->status, status);
    assert_int_equal(run_count_lines(r->err), 1);
    expect_contains(r->err, "kharbaga: ");
    expect_contains(r->err, needle);
    if (needle2)
        expect_contains(r->err, needle2);
}

static void test_bad_input(void **state)
{
    (void)state;
    RunResult r = RUN("solve", "--pieces", "1", "--dir", dir);
    expect_error(&r, 2, "--pieces 1", "expected the most pieces of a table, a whole number from 2 to 24");
    run_free(&r);
    r = RUN("solve", "--pieces", "lots", "--dir", dir);
    expect_error(&r, 2, "--pieces lots", "expected");
    run_free(&r);
    r = RUN("solve", "--dir", dir);
    expect_error(&r, 2, "expected either --pieces N or --all", NULL);
    run_free(&r);
    r = RUN("solve", "--pieces", "3", "--all", "--dir", dir);
    expect_error(&r, 2, "expected either --pieces N or --all", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "nosuchgame", "--pieces", "3", "--dir", dir);
    expect_error(&r, 1, "nosuchgame", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "zamma", "--ruleset", "monod", "--pieces", "3", "--dir", dir);
    expect_error(&r, 1, "rule capture=huff", "the tables do not index");
    run_free(&r);
    r = RUN("solve", "--variant", "tuknanavuhpi", "--pieces", "3", "--dir", dir);
    expect_error(&r, 1, "rule shrink", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "fanorona", "--all", "--dir", dir);
    expect_error(&r, 1, "rule first_capture=single", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--slice", "2m1", "--dir", dir);
    expect_error(&r, 1, "slice '2m1': expected South's men and kings, then North's", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--slice", "0m0k-3m0k", "--dir", dir);
    expect_error(&r, 1, "slice 0m0k-3m0k: each side needs a piece", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--ruleset", "simplified", "--pieces", "3", "--slice", "1m1k-1m0k", "--dir",
            dir);
    expect_error(&r, 1, "slice 1m1k-1m0k: this game has no kings", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--plan", "--verify", "--dir", dir);
    expect_error(&r, 2, "--plan builds nothing", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--jobs", "0", "--dir", dir);
    expect_error(&r, 2, "--jobs 0", "expected a whole number from 1 to 256");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--jobs", "two", "--dir", dir);
    expect_error(&r, 2, "--jobs two", "expected a whole number from 1 to 256");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--jobs", "2", "--plan", "--dir", dir);
    expect_error(&r, 2, "--jobs gives a build its threads", "build nothing");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--jobs", "2", "--prove", "--dir", dir);
    expect_error(&r, 2, "--jobs gives a build its threads", NULL);
    run_free(&r);
}

/* Every table file of dir, in the order of their names, one after the other (*len bytes). */
static char *all_tables(size_t *len)
{
    struct dirent **names;
    int n = scandir(dir, &names, NULL, alphasort);
    assert_true(n >= 0);
    char *all = NULL, path[4200];
    *len = 0;
    for (int i = 0; i < n; i++) {
        if (strstr(names[i]->d_name, ".egtb")) {
            snprintf(path, sizeof path, "%s/%s", dir, names[i]->d_name);
            FILE *f = fopen(path, "rb");
            assert_non_null(f);
            fseek(f, 0, SEEK_END);
            size_t size = (size_t)ftell(f);
            fseek(f, 0, SEEK_SET);
            all = realloc(all, *len + size + 1);
            assert_non_null(all);
            assert_int_equal(fread(all + *len, 1, size, f), size);
            fclose(f);
            *len += size;
        }
        free(names[i]);
    }
    free(names);
    return all;
}

/* --jobs 3 writes the same files as one thread, byte for byte. */
static void test_jobs(void **state)
{
    (void)state;
    empty_dir();
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3", "--dir", dir);
    expect_success(&r);
    run_free(&r);
    size_t n1, n3;
    char *one = all_tables(&n1);
    empty_dir();
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--jobs", "3", "--verify", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "2m0k-1m0k      verified: every value agrees with its successors'");
    run_free(&r);
    char *three = all_tables(&n3);
    assert_true(n1 > 28704 / 4);
    assert_int_equal(n1, n3);
    assert_memory_equal(one, three, n1);
    free(one);
    free(three);
}

static void test_plan(void **state)
{
    (void)state;
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3", "--plan", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "a cycle neither side can leave is a draw");
    expect_line(r.out, "1m0k-1m0k                   312 positions");
    expect_line(r.out, "16 slices, 28,704 positions");
    /* Felli's drawing is the same in a mirror: 5 of its 13 points on the axis */
    expect_line(r.out, "19,168 entries stored: a position and its mirror image share one");
    /* in dependency order: 2m0k-1m0k captures into 1m0k-1m0k, listed before it */
    assert_true(strstr(r.out, "1m0k-1m0k ") < strstr(r.out, "2m0k-1m0k "));
    run_free(&r);
}

static void test_build_verify_resume(void **state)
{
    (void)state;
    empty_dir();
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3", "--verify", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "2m0k-1m0k               1,716 positions: ");
    expect_contains(r.out, "2m0k-1m0k      verified: every value agrees with its successors'");
    expect_contains(r.out, "built 28,704 positions in ");
    run_free(&r);
    /* a position's value from the tables: b2 jumps the last piece across the apex */
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--position", "B:Bb2:Wc3", "--dir", dir);
    expect_success(&r);
    expect_line(r.out, "the position B:Bb2:Wc3: Black to move wins in 1 ply with perfect play");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--position", "B:Bb2,a1:Wc3,a5", "--dir", dir);
    expect_success(&r);
    expect_line(r.out, "the position B:Ba1,b2:Wc3,a5: not in these tables (4 pieces)");
    run_free(&r);
    /* a killed build: one table gone, a partial file left behind */
    char path[4200], part[4300];
    assert_true(table_path("1m1k-1m0k", path, sizeof path));
    remove(path);
    snprintf(part, sizeof part, "%s.part", path);
    FILE *f = fopen(part, "wb");
    assert_non_null(f);
    fputs("partial", f);
    fclose(f);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "1m0k-1m0k                 312 positions: 52 wins, 260 draws, 0 losses");
    expect_contains(r.out, "file present");
    expect_contains(r.out, "1m1k-1m0k               3,432 positions: ");
    expect_contains(r.out, "built 3,432 positions in ");
    run_free(&r);
    /* a damaged file is refused, never trusted */
    FILE *g = fopen(path, "r+b");
    assert_non_null(g);
    fseek(g, 1100, SEEK_SET);
    int c = fgetc(g);
    fseek(g, 1100, SEEK_SET);
    fputc(c ^ 0x10, g);
    fclose(g);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--dir", dir);
    expect_error(&r, 1, "1m1k-1m0k.egtb: damaged", "build it again");
    run_free(&r);
    remove(path);
}

static void test_one_slice(void **state)
{
    (void)state;
    empty_dir();
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3", "--slice", "2m0k-1m0k", "--dir", dir);
    expect_error(&r, 1, "slice 1m0k-0m1k is needed first", "(--slice 1m0k-0m1k)");
    run_free(&r);
    /* kings alone: a capture ends the game, nothing is needed first */
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--slice", "0m1k-0m1k", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "0m1k-0m1k                 312 positions: 88 wins, 224 draws, 0 losses, longest 1 ply; built");
    run_free(&r);
    /* with every table there, --verify checks the slice asked for, not those it only reads */
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--dir", dir);
    expect_success(&r);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--slice", "1m1k-1m0k", "--verify", "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "1m1k-1m0k      verified: every value agrees with its successors'");
    assert_null(strstr(r.out, "1m0k-1m0k      verified"));
    run_free(&r);
}

/* --prove with the tables of at most 3 pieces, its proof written, checked, and refused when it
 * is damaged, cut short or checked under another rule choice; bad combinations one line each. */
static void test_prove(void **state)
{
    (void)state;
    empty_dir();
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3", "--dir", dir);
    expect_success(&r);
    run_free(&r);
    char proof[4200], bad[4300];
    snprintf(proof, sizeof proof, "%s/start.proof", dir);
    snprintf(bad, sizeof bad, "%s/bad.proof", dir);
    r = RUN("solve", "--variant", "felli", "--prove", "--proof", proof, "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "does Black win? proved (");
    expect_line(r.out, "the position B:Ba1,c1,e1,b2,c2,d2:Wb4,c4,d4,a5,c5,e5: Black to move wins with perfect play (proved)");
    expect_contains(r.out, "proof written to ");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--check-proof", proof, "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, ": the proof holds: ");
    expect_contains(r.out, "Black to move wins with perfect play (proved)");
    run_free(&r);
    /* another rule choice */
    r = RUN("solve", "--variant", "felli", "--ruleset", "bouhajbane", "--check-proof", proof, "--dir", dir);
    expect_error(&r, 1, "a proof for felli under another rule choice", NULL);
    run_free(&r);
    /* one byte changed, then the file cut short */
    FILE *f = fopen(proof, "rb");
    assert_non_null(f);
    enum { CAP = 1 << 16 };
    char *data = malloc(CAP);
    assert_non_null(data);
    size_t n = fread(data, 1, CAP, f);
    fclose(f);
    assert_true(n > 200 && n < CAP);
    char *move = strstr(data, "\n> ");
    assert_non_null(move);
    move[3] ^= 1;
    FILE *g = fopen(bad, "wb");
    fwrite(data, 1, n, g);
    fclose(g);
    r = RUN("solve", "--variant", "felli", "--check-proof", bad, "--dir", dir);
    expect_error(&r, 1, "damaged (its checksum does not match its contents)", NULL);
    run_free(&r);
    move[3] ^= 1;
    g = fopen(bad, "wb");
    fwrite(data, 1, n - 30, g);
    fclose(g);
    r = RUN("solve", "--variant", "felli", "--check-proof", bad, "--dir", dir);
    expect_error(&r, 1, "cut short", NULL);
    run_free(&r);
    remove(bad);
    free(data);
    /* a node limit too small for an answer */
    r = RUN("solve", "--variant", "felli", "--ruleset", "bouhajbane", "--prove", "--nodes", "1000", "--dir", dir);
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "no answer within");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--prove", "--pieces", "3", "--dir", dir);
    expect_error(&r, 2, "--prove and --check-proof read the tables that are there", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--proof", proof, "--dir", dir);
    expect_error(&r, 2, "--proof, --nodes and --second-level go with --prove", NULL);
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--pieces", "3", "--second-level", "5000", "--dir", dir);
    expect_error(&r, 2, "--proof, --nodes and --second-level go with --prove", "second-level");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--prove", "--second-level", "999", "--dir", dir);
    expect_error(&r, 2, "--second-level 999", NULL);
    run_free(&r);
    /* PN²: the same value, its second level's counts, and a proof that holds */
    r = RUN("solve", "--variant", "felli", "--prove", "--second-level", "5000", "--proof", proof, "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, "  second level: ");
    expect_line(r.out, "the position B:Ba1,c1,e1,b2,c2,d2:Wb4,c4,d4,a5,c5,e5: Black to move wins with perfect play (proved)");
    run_free(&r);
    r = RUN("solve", "--variant", "felli", "--check-proof", proof, "--dir", dir);
    expect_success(&r);
    expect_contains(r.out, ": the proof holds: ");
    run_free(&r);
    remove(proof);
    empty_dir(); /* the next run's plan expects no tables */
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_cli_solve DIR\n");
        return 2;
    }
    dir = argv[1];
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: %s\n", dir, strerror(errno));
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_plan),
        cmocka_unit_test(test_build_verify_resume),
        cmocka_unit_test(test_one_slice),
        cmocka_unit_test(test_jobs),
        cmocka_unit_test(test_prove),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
