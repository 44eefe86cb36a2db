/*
 * test_cli_lang.c — the program in the reader's language (lua/session/lang.c, docs/translating.md):
 * --lang, the environment read as GNU programs read it, a code without a catalog refused with the
 * list, errors translated where they are made, and machine output the same in every language.
 *
 * The pseudo-language (every message wrapped in ⟦…⟧, built from the template) shows which texts
 * went through a catalog; for a real language the test reads the text the build compiled
 * (build/locale/es) and looks for it in the output.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "i18n.h"
#include "support/cli.h"
#include "support/run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef KHARBAGA_LOCALE_DIR
#error "KHARBAGA_LOCALE_DIR: the build's catalogs"
#endif

/* The environment of the test's own runs: nothing of the caller's language. */
static void clear_language(void)
{
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C.UTF-8", 1);
}

static int setup(void **state)
{
    (void)state;
    clear_language();
    return 0;
}

/* The catalog the build compiled for code. */
static Catalog *built_catalog(const char *code)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/kharbaga.mo", KHARBAGA_LOCALE_DIR, code);
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("no catalog %s", path);
    static unsigned char bytes[1 << 22];
    size_t n = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    Err err = {0};
    Catalog *c = catalog_read(bytes, n, &err);
    if (!c)
        fail_msg("%s: %s", path, err.msg);
    return c;
}

static void test_lang_option_wraps_help(void **state)
{
    (void)state;
    RunResult r = RUN("--lang", "pseudo", "--help");
    expect_success(&r);
    expect_contains(r.out, "⟦Plays the Zamma family of line-board games");
    expect_contains(r.out, "⟦usage: kharbaga COMMAND [options]⟧");
    run_free(&r);
    r = RUN("moves", "--help", "--lang=pseudo");
    expect_success(&r);
    expect_contains(r.out, "⟦List the legal moves of a position⟧");
    expect_contains(r.out, "⟦machine-readable output⟧");
    expect_contains(r.out, "⟦this text⟧");
    run_free(&r);
    r = RUN("--lang", "pseudo_XX.UTF-8", "--help"); /* a locale's name: its language */
    expect_success(&r);
    expect_contains(r.out, "⟦Plays the Zamma family of line-board games");
    run_free(&r);
    r = RUN("--lang", "en", "--help");
    expect_success(&r);
    expect_contains(r.out, "\nPlays the Zamma family of line-board games");
    if (strstr(r.out, "⟦"))
        fail_msg("English shows no catalog's text:\n%s", r.out);
    run_free(&r);
}

/* A real language: the help's words are the compiled catalog's. */
static void test_spanish_help_from_its_catalog(void **state)
{
    (void)state;
    Catalog *es = built_catalog("es");
    const char *options = catalog_find(es, "options:");
    const char *moves = catalog_find(es, "List the legal moves of a position");
    if (!options || !moves)
        skip(); /* not translated yet: the pseudo-language's tests cover the path */
    RunResult r = RUN("moves", "--help", "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, options);
    expect_contains(r.out, moves);
    run_free(&r);
    catalog_free(es);
}

/* The environment, as GNU programs read it. */
static void test_environment(void **state)
{
    (void)state;
    static const struct {
        const char *lang, *lc_all, *language;
        bool wrapped;
    } cases[] = {
        {"C.UTF-8", NULL, "pseudo", true},          /* LANGUAGE, the locale not "C" */
        {"C", NULL, "pseudo", false},               /* the "C" locale: LANGUAGE is ignored */
        {NULL, NULL, "pseudo", false},              /* no locale at all: the same */
        {"pseudo.UTF-8", NULL, NULL, true},         /* LANG alone, a locale the system lacks */
        {"C.UTF-8", "pseudo", NULL, true},          /* LC_ALL first */
        {"pseudo", "C", "pseudo", false},           /* LC_ALL=C wins over LANG and LANGUAGE */
        {"C.UTF-8", NULL, "xx:pseudo:es", true},    /* the first of the list with a catalog */
        {"C.UTF-8", NULL, "en:pseudo", false},      /* English first: English */
        {"en_US.UTF-8", NULL, NULL, false},         /* en_US: English */
        {"xx_YY.UTF-8", NULL, NULL, false},         /* no catalog: English */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        clear_language();
        if (cases[i].lang)
            setenv("LANG", cases[i].lang, 1);
        else
            unsetenv("LANG");
        if (cases[i].lc_all)
            setenv("LC_ALL", cases[i].lc_all, 1);
        if (cases[i].language)
            setenv("LANGUAGE", cases[i].language, 1);
        RunResult r = RUN("--help");
        expect_success(&r);
        bool wrapped = strstr(r.out, "⟦Plays the Zamma family") != NULL;
        if (wrapped != cases[i].wrapped)
            fail_msg("LANG=%s LC_ALL=%s LANGUAGE=%s: expected %s, got:\n%.300s", cases[i].lang ? cases[i].lang : "(unset)",
                     cases[i].lc_all ? cases[i].lc_all : "(unset)", cases[i].language ? cases[i].language : "(unset)",
                     cases[i].wrapped ? "the pseudo-language" : "English", r.out);
        run_free(&r);
    }
    clear_language();
    /* --lang wins over the environment */
    setenv("LANGUAGE", "pseudo", 1);
    RunResult r = RUN("--help", "--lang", "en");
    expect_success(&r);
    if (strstr(r.out, "⟦"))
        fail_msg("--lang en under LANGUAGE=pseudo:\n%.300s", r.out);
    run_free(&r);
    clear_language();
}

static void test_bad_lang(void **state)
{
    (void)state;
    static const char *const codes[] = {"xx", "../../etc", "e", "es-ES", "x1", ""};
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        RunResult r = RUN("moves", "--lang", codes[i]);
        char how[96];
        if (!r.exited || r.status != 2 || run_count_lines(r.err) != 1 || r.out[0])
            fail_msg("--lang '%s': expected one error line and status 2, got %s:\n%s", codes[i],
                     run_describe(&r, how, sizeof how), r.err);
        expect_contains(r.err, "kharbaga: --lang '");
        expect_contains(r.err, "expected one of en, "); /* each then a note if its catalog is partial */
        expect_contains(r.err, ", es");
        expect_contains(r.err, ", fr");
        expect_contains(r.err, ", pseudo");
        run_free(&r);
    }
    RunResult r = RUN("moves", "--lang");
    assert_true(r.exited && r.status == 2);
    expect_line(r.err, "kharbaga: --lang: expected a language code after it, e.g. --lang es");
    run_free(&r);
    /* refused in the environment's language */
    setenv("LANGUAGE", "pseudo", 1);
    r = RUN("moves", "--lang", "xx");
    assert_true(r.exited && r.status == 2);
    expect_contains(r.err, "kharbaga: ⟦--lang 'xx': ");
    run_free(&r);
    clear_language();
}

/* Errors are said in the language; machine output is the same bytes in every language. */
static void test_errors_and_machine_output(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--depth", "x", "--lang", "pseudo");
    assert_true(r.exited && r.status == 2);
    expect_contains(r.err, "⟦");
    run_free(&r);
    r = RUN("moves", "--position", "B:Bz99", "--lang", "pseudo");
    assert_true(r.exited && r.status != 0);
    expect_contains(r.err, "⟦");
    assert_int_equal(run_count_lines(r.err), 1);
    run_free(&r);
    static const char *const commands[][6] = {
        {"moves", "--json", NULL},
        {"show", "--json", "--play", "e3-e5", NULL},
        {"perft", "--depth", "3", "--json", NULL},
        {"analyze", "--depth", "3", "--json", NULL},
    };
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *argv[10] = {KHARBAGA_BINARY};
        int n = 1;
        for (int k = 0; commands[i][k]; k++)
            argv[n++] = commands[i][k];
        RunResult en = run_program(argv, TIMEOUT);
        argv[n++] = "--lang";
        argv[n++] = "pseudo";
        RunResult ps = run_program(argv, TIMEOUT);
        expect_success(&en);
        expect_success(&ps);
        if (strstr(ps.out, "⟦"))
            fail_msg("%s --json in the pseudo-language holds a catalog's text:\n%.400s", commands[i][0], ps.out);
        if (strcmp(commands[i][0], "analyze") && strcmp(commands[i][0], "perft") && strcmp(en.out, ps.out))
            fail_msg("%s --json differs between English and the pseudo-language", commands[i][0]);
        run_free(&en);
        run_free(&ps);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_lang_option_wraps_help, setup),
        cmocka_unit_test_setup(test_spanish_help_from_its_catalog, setup),
        cmocka_unit_test_setup(test_environment, setup),
        cmocka_unit_test_setup(test_bad_lang, setup),
        cmocka_unit_test_setup(test_errors_and_machine_output, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
