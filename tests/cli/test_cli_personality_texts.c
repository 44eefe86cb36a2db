/*
 * test_cli_personality_texts.c — the personalities' names and descriptions in the reader's
 * language (lua/host/personality_texts.c, docs/personalities.md, "Translations"): the
 * translation beside a personality's script read when it is loaded, English without one or with
 * a bad one, `check` naming each problem at its line and each text left out, the built-in random
 * mover translated with the program's messages, and every shipped personality translated whole
 * into every finished language.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define PERSONALITIES KHARBAGA_SOURCE_DIR "/variants/personalities"

static const char *const shipped[] = {"defender", "gambler", "greedy", "master", "raider", "teacher", NULL};
static const char *const finished[] = {"ar", "de", "es", "fr", "ru", NULL};

/* The test's directory: personalities/teacher.lua (a copy) and the translations each test writes. */
static char dir[256];

static void write_file(const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/personalities/%s", dir, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void path_of(const char *rel, char *out, size_t len)
{
    snprintf(out, len, "%s/personalities/%s", dir, rel);
}

static int setup(void **state)
{
    (void)state;
    unsetenv("LANGUAGE");
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", "C.UTF-8", 1);
    snprintf(dir, sizeof dir, "/tmp/kharbaga-ptexts-XXXXXX");
    assert_non_null(mkdtemp(dir));
    const char *const subs[] = {"personalities", "personalities/i18n", "personalities/i18n/es", NULL};
    for (int i = 0; subs[i]; i++) {
        char sub[512];
        snprintf(sub, sizeof sub, "%s/%s", dir, subs[i]);
        assert_int_equal(mkdir(sub, 0755), 0);
    }
    FILE *in = fopen(PERSONALITIES "/teacher.lua", "r");
    assert_non_null(in);
    static char text[1 << 14];
    size_t n = fread(text, 1, sizeof text - 1, in);
    fclose(in);
    text[n] = '\0';
    write_file("teacher.lua", text);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    const char *const argv[] = {"/bin/rm", "-rf", dir, NULL};
    RunResult r = run_program(argv, 10);
    run_free(&r);
    return 0;
}

/* ---- loading ---- */

static void test_list_in_spanish(void **state)
{
    (void)state;
    RunResult r = RUN("personalities", "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "master     El Maestro — El más fuerte: busca a fondo");
    expect_contains(r.out, "random     El Dado — Juega cualquier jugada legal");
    run_free(&r);
    r = RUN("personalities", "--lang", "es", "--json");
    expect_success(&r);
    expect_contains(r.out, "{\"id\":\"master\",\"name\":\"El Maestro\",\"description\":\"El más fuerte:");
    expect_contains(r.out, "\"kind\":\"alphabeta\"");
    run_free(&r);
    r = RUN("personalities");
    expect_success(&r);
    expect_contains(r.out, "master     The Master — The strongest:");
    run_free(&r);
}

static void test_pseudo_wraps_the_scripts_texts(void **state)
{
    (void)state;
    RunResult r = RUN("personalities", "--lang", "pseudo");
    expect_success(&r);
    expect_contains(r.out, "master     ⟦The Master⟧ — ⟦The strongest:");
    expect_contains(r.out, "random     ⟦The Dice⟧ — ⟦Plays any legal move");
    run_free(&r);
}

/* A translation may leave a text out: English stands for it. */
static void test_partial_translation(void **state)
{
    (void)state;
    write_file("i18n/es/teacher.lua", "return { name = \"La Maestra\" }\n");
    char p[512];
    path_of("teacher.lua", p, sizeof p);
    RunResult r = RUN("check", p, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, ": La Maestra (teacher), una personalidad: búsqueda alfa-beta");
    char line[800], es[512];
    path_of("i18n/es/teacher.lua", es, sizeof es);
    snprintf(line, sizeof line, "  nota: %s: description no está traducido; se muestra en inglés", es);
    expect_line(r.out, line);
    run_free(&r);
    r = RUN("check", p);
    expect_success(&r);
    snprintf(line, sizeof line, "  note: %s: description is not translated; English is shown", es);
    expect_line(r.out, line);
    expect_line(r.out, "ok");
    run_free(&r);
}

/* A bad translation does not stop play: English stands, and check names each problem. */
static void test_bad_translation(void **state)
{
    (void)state;
    write_file("i18n/es/teacher.lua", "return {\n  name = \"La Maestra\",\n  nombre = \"x\",\n  description = 7,\n}\n");
    char p[512], es[512], line[800];
    path_of("teacher.lua", p, sizeof p);
    path_of("i18n/es/teacher.lua", es, sizeof es);
    char save[512];
    path_of("game.pdn", save, sizeof save);
    RunResult r = RUN("play", "--ai", p, "--variant", "felli", "--as", "none", "--time", "5", "--save", save, "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "(The Teacher) juega ");
    assert_null(strstr(r.out, "La Maestra"));
    run_free(&r);
    r = RUN("check", p);
    assert_true(r.exited);
    assert_int_equal(r.status, 1);
    snprintf(line, sizeof line, "kharbaga: %s:3: nombre: unknown field; a personality's translation gives its name "
             "and description", es);
    expect_line(r.err, line);
    snprintf(line, sizeof line, "kharbaga: %s:4: description: expected a string", es);
    expect_line(r.err, line);
    expect_line(r.out, "problems found");
    run_free(&r);
    write_file("i18n/es/teacher.lua", "return 'El Profesor'\n");
    r = RUN("check", p);
    assert_int_equal(r.status, 1);
    snprintf(line, sizeof line, "kharbaga: %s:1: a translation returns a table: return { name = ..., description = "
             "... }", es);
    expect_line(r.err, line);
    run_free(&r);
}

static void test_check_without_a_translation(void **state)
{
    (void)state;
    char sub[512], p[512], line[800];
    path_of("i18n/fr", sub, sizeof sub);
    assert_int_equal(mkdir(sub, 0755), 0);
    write_file("i18n/es/teacher.lua", "return { name = \"La Maestra\", description = \"Amable.\" }\n");
    path_of("teacher.lua", p, sizeof p);
    RunResult r = RUN("check", p);
    expect_success(&r);
    expect_line(r.out, "  translation es: every text");
    snprintf(line, sizeof line, "  note: no translation into fr (%s/teacher.lua)", sub);
    expect_line(r.out, line);
    run_free(&r);
    rmdir(sub);
}

/* ---- what ships ---- */

static void test_every_shipped_personality_translated(void **state)
{
    (void)state;
    for (int i = 0; shipped[i]; i++) {
        char p[512], line[64];
        snprintf(p, sizeof p, PERSONALITIES "/%s.lua", shipped[i]);
        RunResult r = RUN("check", p);
        expect_success(&r);
        for (int l = 0; finished[l]; l++) {
            snprintf(line, sizeof line, "  translation %s: every text", finished[l]);
            expect_line(r.out, line);
        }
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_list_in_spanish),
        cmocka_unit_test(test_pseudo_wraps_the_scripts_texts),
        cmocka_unit_test(test_partial_translation),
        cmocka_unit_test(test_bad_translation),
        cmocka_unit_test(test_check_without_a_translation),
        cmocka_unit_test(test_every_shipped_personality_translated),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
