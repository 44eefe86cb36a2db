/*
 * test_family_doc.c — docs/family.md is exactly what `kharbaga family` writes, so that the
 * family page cannot drift from the variant scripts; `kharbaga family --json` carries the same page,
 * every game, and each game's start as `kharbaga render` draws it.
 *
 * To regenerate it after changing a script: cmake --build build --target family-docs
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"
#include "support/textfile.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void test_family_page_matches_the_scripts(void **state)
{
    (void)state;
    const char *page = KHARBAGA_SOURCE_DIR "/docs/family.md";
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "family", NULL}, 60);
    char how[128];
    if (!r.exited || r.status != 0)
        fail_msg("kharbaga family failed (%s): %s", run_describe(&r, how, sizeof how), r.err);
    char *want = textfile_read(page);
    bool same = want && strcmp(want, r.out) == 0;
    free(want);
    run_free(&r);
    if (!same)
        fail_msg("%s is missing or differs from `kharbaga family`: regenerate it with cmake --build build "
                 "--target family-docs", page);
}

/* The page covers every game and explains the piece-count puzzle on the board. */
static void test_family_page_content(void **state)
{
    (void)state;
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "family", NULL}, 60);
    assert_int_equal(r.status, 0);
    static const char *const expected[] = {
        "| [Kharbaga](games/kharbaga.md) | North Africa (Tunisia, Morocco) | 41 points in 9 rows",
        ("| Tuknanavuhpi | `any` | `any` | `compulsory` | `must` | `none` | `end` | `none` | — | — | `loss` | "
         "`point_rows` |"),
        "## The 22-piece puzzle of Aiyawatstani",
        "it has 41 points, so 2 × 22 = 44 pieces cannot stand on it",
        "- Nearest in its rules: Tuknanavuhpi (differs in `shrink`).",
        ("### Relatives not played here\n\nIn the sources, the Zuni game Kolowis Awithlaknannai is named as a further "
         "relative of the family."),
    };
    for (size_t i = 0; i < sizeof expected / sizeof expected[0]; i++)
        if (!strstr(r.out, expected[i]))
            fail_msg("kharbaga family: missing \"%s\"", expected[i]);
    run_free(&r);
}

static void test_family_json(void **state)
{
    (void)state;
    RunResult page = run_program((const char *const[]){KHARBAGA_BINARY, "family", NULL}, 60);
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "family", "--json", NULL}, 60);
    assert_int_equal(r.status, 0);
    JValue doc;
    j_parse(r.out, &doc);
    assert_string_equal(j_need(&doc, "markdown", J_STRING)->string, page.out);
    const JValue *games = j_need(&doc, "games", J_ARRAY), *diagrams = j_need(&doc, "diagrams", J_OBJECT);
    assert_true(games->n >= 9);
    assert_int_equal(diagrams->n, games->n);
    for (int i = 0; i < games->n; i++) {
        const JValue *g = &games->items[i];
        const char *id = j_need(g, "id", J_STRING)->string;
        char link[128], start[128];
        snprintf(link, sizeof link, "(games/%s.md)", id);
        expect_contains(page.out, link); /* the page links the game's rules where the data says */
        snprintf(start, sizeof start, "games/img/%s-start.svg", id);
        assert_string_equal(j_need(g, "start", J_STRING)->string, start);
        const JValue *svg = j_get(diagrams, start);
        assert_non_null(svg);
        RunResult drawn = run_program((const char *const[]){KHARBAGA_BINARY, "render", "--variant", id, NULL}, 30);
        assert_string_equal(svg->string, drawn.out);
        run_free(&drawn);
        assert_true(j_need(g, "points", J_NUMBER)->number > 0);
        assert_int_equal(j_need(g, "men", J_ARRAY)->n, 2);
    }
    j_free(&doc);
    run_free(&r);
    run_free(&page);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_family_page_matches_the_scripts),
        cmocka_unit_test(test_family_page_content),
        cmocka_unit_test(test_family_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
