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

#include <stdbool.h>
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

/* Whether a line of output in the pseudo-language holds English that went through no catalog:
 * a word (two ASCII letters in a row) outside every ⟦…⟧. What is left are data, which stay
 * the same in every language: move and position text ("c3xf6xh4", "W:Wa1,Kc3"), the board's
 * drawing (its points, coordinates and pieces are single letters), a list of choices' labels.
 * The exceptions, narrow: a line that is a command shown to type ("  kharbaga study ..."); in
 * move and position text, a king or a huff ("Kc3", "Ha9": K or H before a point's letter and
 * digit) and a capture ("g3xi5": x after a point's digit). */
static bool untranslated_line(const char *line, size_t len)
{
    if (len >= 11 && !strncmp(line, "  kharbaga ", 11))
        return false; /* a command to type */
    int depth = 0;
    for (size_t i = 0; i < len; i++) {
        if (!strncmp(line + i, "⟦", strlen("⟦"))) {
            depth++, i += strlen("⟦") - 1;
            continue;
        }
        if (!strncmp(line + i, "⟧", strlen("⟧"))) {
            depth--, i += strlen("⟧") - 1;
            continue;
        }
        bool letter = (line[i] >= 'a' && line[i] <= 'z') || (line[i] >= 'A' && line[i] <= 'Z');
        bool next = i + 1 < len && ((line[i + 1] >= 'a' && line[i + 1] <= 'z') || (line[i + 1] >= 'A' && line[i + 1] <= 'Z'));
        bool piece = (line[i] == 'K' || line[i] == 'H') && i + 2 < len && line[i + 2] >= '0' && line[i + 2] <= '9';
        bool jump = line[i] == 'x' && i > 0 && line[i - 1] >= '0' && line[i - 1] <= '9'; /* "g3xi5" */
        if (depth == 0 && letter && next && !piece && !jump)
            return true;
    }
    return false;
}

/* Fails if a line of out (of command `what`) holds a word outside the catalog's wrapping. */
static void expect_all_wrapped(const char *what, const char *out)
{
    for (const char *s = out; *s;) {
        size_t len = strcspn(s, "\n");
        if (untranslated_line(s, len))
            fail_msg("%s in the pseudo-language: a line not from a catalog:\n%.*s\n\nin:\n%.2000s", what, (int)len, s,
                     out);
        s += len + (s[len] == '\n');
    }
}

/* explain and dispute say every sentence through the catalog: their text, and the sentences
 * inside their --json answers. */
static void test_reasons_and_reports_wrapped(void **state)
{
    (void)state;
    static const char *const commands[][16] = {
        {"explain", "a1-a3", NULL},                                        /* occupied: the piece's moves */
        {"explain", "--position", "B:BKa1:Wc3,i9", "a1-c3", NULL},          /* the king's moves */
        {"explain", "a9-a7", NULL},                                        /* not the side's piece */
        {"explain", "--position", "B:Be3,a1:Wf4,i9", "a1-a3", NULL},        /* a rule change would allow it */
        {"explain", "--position", "B:Bc3:Wd4,d6,b4,f4,f6", "c3xa5", NULL},  /* fewer than the most */
        {"explain", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6", "a1-a3", NULL},
        {"explain", "--variant", "fanorona", "e2xe3", NULL},               /* legal */
        {"dispute", "--position", "B:Bc3,g3:WKd4,h4,a9", "--a", "majority=count", "--b", "majority=count_then_kings",
         NULL},
        {"dispute", "--position", "B:BKa1,e1:We5,c7,a9", "--a", "ruleset=standard", "--b", "ruleset=german", "--c",
         "majority=none", NULL},
        {"dispute", "--variant", "alquerque", "--position", "W:Wc5,d3:Ba1", "--a", "ruleset=murray", "--b",
         "ruleset=bell", NULL},
    };
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *argv[24] = {KHARBAGA_BINARY};
        int n = 1;
        for (int k = 0; commands[i][k]; k++)
            argv[n++] = commands[i][k];
        argv[n++] = "--lang";
        argv[n++] = "pseudo";
        RunResult r = run_program(argv, TIMEOUT);
        expect_success(&r);
        expect_contains(r.out, "⟦");
        expect_all_wrapped(commands[i][0], r.out);
        run_free(&r);
    }
}

/* The --json of a command with its sentences taken out: every key, every number and literal, and
 * every string that is not a sentence (move text, labels, rule keys and values), in order; a
 * sentence as "~": a string whose key is one of `sentences`, or that is an element or a value of
 * an array or object under such a key. */
static void json_skeleton(const char *json, const char *const *sentences, char *buf, size_t size)
{
    char key[64] = "", stack[32][64];
    int depth = 0;
    size_t used = 0;
    for (const char *s = json; *s && used + 8 < size;) {
        if (*s == '"') {
            const char *end = s + 1;
            while (*end && *end != '"')
                end += *end == '\\' && end[1] ? 2 : 1;
            size_t n = (size_t)(end - s) + (*end == '"');
            const char *after = s + n;
            while (*after == ' ')
                after++;
            bool sentence = false;
            for (int k = 0; *after != ':' && sentences[k]; k++)
                sentence |= !strcmp(key, sentences[k]) || (depth > 0 && !strcmp(stack[depth - 1], sentences[k]));
            if (sentence) {
                buf[used++] = '~';
            } else if (used + n < size) {
                memcpy(buf + used, s, n);
                used += n;
            }
            if (*after == ':')
                snprintf(key, sizeof key, "%.*s", (int)(n > 2 ? n - 2 : 0), s + 1);
            else
                key[0] = '\0';
            s += n;
            continue;
        }
        if ((*s == '[' || *s == '{') && depth < 32)
            snprintf(stack[depth++], sizeof stack[0], "%s", key), key[0] = '\0';
        else if ((*s == ']' || *s == '}') && depth > 0)
            depth--, key[0] = '\0';
        else if (*s == ',')
            key[0] = '\0';
        buf[used++] = *s++;
    }
    buf[used] = '\0';
}

/* explain --json and dispute --json have the same keys, move text and labels in English and in
 * Spanish: only their sentences differ. */
static void test_json_same_but_sentences(void **state)
{
    (void)state;
    static const char *const sentences[] = {"verdict", "reasons", "text", "ending", "results", NULL};
    static const char *const commands[][16] = {
        {"explain", "a1-a3", "--json", NULL},
        {"explain", "--position", "B:Be3,a1:Wf4,i9", "a1-a3", "--json", NULL},
        {"explain", "--variant", "fanorona", "e2xe3", "--json", NULL},
        {"dispute", "--position", "B:Bc3,g3:WKd4,h4,a9", "--a", "majority=count", "--b", "majority=count_then_kings",
         "--json", NULL},
        {"dispute", "--position", "B:BKa1,e1:We5,c7,a9", "--a", "ruleset=standard", "--b", "ruleset=german", "--c",
         "majority=none", "--json", NULL},
    };
    static char en_skeleton[1 << 16], es_skeleton[1 << 16];
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *argv[24] = {KHARBAGA_BINARY};
        int n = 1;
        for (int k = 0; commands[i][k]; k++)
            argv[n++] = commands[i][k];
        RunResult en = run_program(argv, TIMEOUT);
        argv[n++] = "--lang";
        argv[n++] = "es";
        RunResult es = run_program(argv, TIMEOUT);
        expect_success(&en);
        expect_success(&es);
        if (!strcmp(en.out, es.out))
            fail_msg("%s --json: the same in Spanish as in English, its sentences not translated:\n%.600s",
                     commands[i][0], en.out);
        json_skeleton(en.out, sentences, en_skeleton, sizeof en_skeleton);
        json_skeleton(es.out, sentences, es_skeleton, sizeof es_skeleton);
        if (strcmp(en_skeleton, es_skeleton))
            fail_msg("%s --json: more than its sentences differ between English and Spanish:\n%.1500s\n---\n%.1500s",
                     commands[i][0], en_skeleton, es_skeleton);
        run_free(&en);
        run_free(&es);
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
        cmocka_unit_test_setup(test_reasons_and_reports_wrapped, setup),
        cmocka_unit_test_setup(test_json_same_but_sentences, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
