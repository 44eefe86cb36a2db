/*
 * test_cli_help.c — `kharbaga help`, `--help` of a command, `--version`, no command at all,
 * `kharbaga variants` (text and JSON), and the search path KHARBAGA_PATH however long it is.
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

static void test_help(void **state)
{
    (void)state;
    const char *const *cases[] = {
        (const char *const[]){"--help", NULL},
        (const char *const[]){"-h", NULL},
        (const char *const[]){"help", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_args(cases[i]);
        expect_success(&r);
        expect_contains(r.out, "usage: kharbaga");
        expect_contains(r.out, "variants");
        expect_contains(r.out, "perft");
        expect_contains(r.out, "moves");
        run_free(&r);
    }
}

static void test_help_of_a_command(void **state)
{
    (void)state;
    const char *const *cases[] = {
        (const char *const[]){"help", "perft", NULL},
        (const char *const[]){"perft", "--help", NULL},
        (const char *const[]){"perft", "-h", NULL},
        (const char *const[]){"perft", "--depth", "3", "--help", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_args(cases[i]);
        expect_success(&r);
        expect_contains(r.out, "usage: kharbaga perft");
        expect_contains(r.out, "--depth");
        expect_contains(r.out, "--divide");
        run_free(&r);
    }
    RunResult r = RUN("moves", "--help");
    expect_success(&r);
    expect_contains(r.out, "usage: kharbaga moves");
    expect_contains(r.out, "--position");
    run_free(&r);
}

static void test_version(void **state)
{
    (void)state;
    RunResult r = RUN("--version");
    expect_success(&r);
    assert_true(strncmp(r.out, "kharbaga ", 9) == 0);
    assert_true(isdigit((unsigned char)r.out[9]));
    run_free(&r);
}

/* No command at all: the usage, on stderr, and a failure status. */
static void test_no_arguments(void **state)
{
    (void)state;
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, NULL}, TIMEOUT);
    assert_true(r.exited);
    assert_int_not_equal(r.status, 0);
    assert_int_equal(r.out_len, 0);
    expect_contains(r.err, "usage: kharbaga");
    run_free(&r);
}

static void test_variants(void **state)
{
    (void)state;
    RunResult r = RUN("variants");
    expect_success(&r);
    bool found = false;
    for (const char *l = r.out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        found |= strncmp(l, "kharbaga ", 9) == 0;
    if (!found)
        fail_msg("no line starts with the id kharbaga:\n%s", r.out);
    expect_contains(r.out, "Kharbaga");
    run_free(&r);

    r = RUN("variants", "--long");
    expect_success(&r);
    expect_contains(r.out, "ruleset standard");
    expect_contains(r.out, "ruleset immediate");
    expect_contains(r.out, "kharbaga.lua");
    run_free(&r);
}

static void test_variants_json(void **state)
{
    (void)state;
    RunResult r = RUN("variants", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_true(root.n >= 1);
    const JValue *kharbaga = NULL;
    for (int i = 0; i < root.n; i++) {
        const JValue *g = &root.items[i];
        assert_int_equal(g->type, J_OBJECT);
        j_need(g, "name", J_STRING);
        j_need(g, "summary", J_STRING);
        j_need(g, "path", J_STRING);
        j_need(g, "rulesets", J_ARRAY);
        if (strcmp(j_need(g, "id", J_STRING)->string, "kharbaga") == 0)
            kharbaga = g;
    }
    assert_non_null(kharbaga);
    assert_string_equal(j_need(kharbaga, "name", J_STRING)->string, "Kharbaga");
    assert_string_equal(j_need(kharbaga, "file", J_STRING)->string, "kharbaga");
    assert_true(j_need(kharbaga, "sources", J_ARRAY)->n >= 1); /* what --long shows is there too */
    assert_true(j_need(kharbaga, "disputes", J_ARRAY)->n >= 1);
    j_need(&j_need(kharbaga, "disputes", J_ARRAY)->items[0], "topic", J_STRING);
    const JValue *rulesets = j_need(kharbaga, "rulesets", J_ARRAY);
    char ids[512] = "";
    for (int i = 0; i < rulesets->n; i++) {
        const JValue *rs = &rulesets->items[i];
        const char *kind = j_need(rs, "kind", J_STRING)->string;
        assert_true(strcmp(kind, "described") == 0 || strcmp(kind, "reconstructed") == 0);
        j_need(rs, "source", J_STRING);
        size_t used = strlen(ids);
        snprintf(ids + used, sizeof ids - used, "%s%s", i ? "," : "", j_need(rs, "id", J_STRING)->string);
    }
    assert_string_equal(ids, "standard,immediate,german,ludii,dagaz"); /* docs/rules.md#games, first = default */
    j_free(&root);
    run_free(&r);
}

/* However many directories KHARBAGA_PATH lists, the games that come with the program are still
 * found after them; those it has no room for are named as left out. */
static void test_long_search_path_keeps_the_games(void **state)
{
    (void)state;
    char base[] = "/tmp/kharbaga-path-XXXXXX", path[4096] = "", dir[64];
    assert_non_null(mkdtemp(base));
    for (int i = 0; i < 20; i++) {
        snprintf(dir, sizeof dir, "%s/%d", base, i);
        assert_int_equal(mkdir(dir, 0700), 0);
        size_t used = strlen(path);
        snprintf(path + used, sizeof path - used, "%s%s", i ? ":" : "", dir);
    }
    assert_int_equal(setenv("KHARBAGA_PATH", path, 1), 0);
    RunResult r = RUN("moves", "--variant", "zamma");
    RunResult listed = RUN("variants");
    unsetenv("KHARBAGA_PATH");
    for (int i = 0; i < 20; i++) {
        snprintf(dir, sizeof dir, "%s/%d", base, i);
        rmdir(dir);
    }
    rmdir(base);
    expect_success(&r);
    expect_contains(r.out, "3 legal moves, Black to move");
    assert_true(listed.exited && listed.status == 0);
    expect_contains(listed.out, "kharbaga ");
    expect_contains(listed.err, "kharbaga: KHARBAGA_PATH: 6 of its directories come after the first 14 and are not "
                                "searched\n");
    run_free(&r);
    run_free(&listed);
}

/* A broken and a hostile script on KHARBAGA_PATH cost only themselves: `variants` lists each with
 * its problem (text and JSON) and exits 0, `family` leaves them out with a line each, and the
 * other games play. */
static void test_broken_scripts_cost_only_themselves(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-broken-XXXXXX", file[128];
    assert_non_null(mkdtemp(dir));
    snprintf(file, sizeof file, "%s/broken.lua", dir);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fputs("return variant { id = \"broken\", name =\n", f);
    fclose(f);
    snprintf(file, sizeof file, "%s/looping.lua", dir);
    f = fopen(file, "w");
    assert_non_null(f);
    fputs("while true do end\n", f);
    fclose(f);
    assert_int_equal(setenv("KHARBAGA_PATH", dir, 1), 0);
    RunResult text = RUN("variants"), json = RUN("variants", "--json"), family = RUN("family"),
              moves = RUN("moves", "--variant", "zamma");
    unsetenv("KHARBAGA_PATH");
    unlink(file);
    snprintf(file, sizeof file, "%s/broken.lua", dir);
    unlink(file);
    rmdir(dir);
    expect_success(&text);
    expect_contains(text.out, "broken         (cannot be loaded) ");
    expect_contains(text.out, "broken.lua:2: unexpected symbol near <eof>\n");
    expect_contains(text.out, "looping        (cannot be loaded) ");
    expect_contains(text.out, "kharbaga       Kharbaga — ");
    expect_success(&json);
    JValue root;
    j_parse(json.out, &root);
    int problems = 0;
    for (int i = 0; i < root.n; i++)
        problems += j_get(&root.items[i], "problem") != NULL;
    assert_int_equal(problems, 2);
    j_free(&root);
    assert_true(family.exited && family.status == 0); /* with a line on stderr for each left out */
    expect_contains(family.err, "kharbaga: family: broken left out, its script does not load: ");
    expect_contains(family.err, "kharbaga: family: looping left out, its script does not load: ");
    expect_contains(family.out, "Zamma");
    expect_success(&moves);
    run_free(&text);
    run_free(&json);
    run_free(&family);
    run_free(&moves);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help),
        cmocka_unit_test(test_help_of_a_command),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_no_arguments),
        cmocka_unit_test(test_variants),
        cmocka_unit_test(test_variants_json),
        cmocka_unit_test(test_long_search_path_keeps_the_games),
        cmocka_unit_test(test_broken_scripts_cost_only_themselves),
    };
    return cmocka_run_group_tests_name("test_cli_help", tests, NULL, NULL);
}
