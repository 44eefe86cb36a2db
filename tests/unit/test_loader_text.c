/*
 * test_loader_text.c — loader_load_text: a script given as text loads as the same script in a
 * file named after its chunk name (the same game, the same problems at the same lines), its
 * `extends` names games on the search path only, and bad texts and chunk names are refused in
 * one line.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gamedef.h"
#include "perft.h"
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char HOUSE[] = "-- a house rule\n"
                            "return variant {\n"
                            "  id = \"workshop\", name = \"House\", summary = \"Captures go at once.\",\n"
                            "  extends = \"kharbaga\",\n"
                            "  rules = { removal = \"immediate\" },\n"
                            "}\n";

static const char BROKEN[] = "return variant {\n"
                             "  id = \"workshop\", name = \"House\", summary = \"s\",\n"
                             "  extends = \"kharbaga\",\n"
                             "  rules = { removal = \"whenever\", men_move = 3 },\n"
                             "}\n";

/* The text loaded from a file `workshop.lua` in a fresh directory; err has the directory taken
 * out of its messages, so that they read as the text loader's. */
static bool load_as_file(const char *text, GameDef *def, char *err, size_t len)
{
    char dir[] = "/tmp/kharbaga-loader-text-XXXXXX", path[256];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/workshop.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    bool ok = loader_load(path, def, err, len);
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s/", dir);
    for (char *at = strstr(err, prefix); at; at = strstr(at, prefix))
        memmove(at, at + strlen(prefix), strlen(at + strlen(prefix)) + 1);
    unlink(path);
    rmdir(dir);
    return ok;
}

static void test_same_game_as_the_file(void **state)
{
    (void)state;
    GameDef *text = malloc(sizeof *text), *file = malloc(sizeof *file);
    char err[LOADER_ERRLEN];
    assert_true(loader_load_text("workshop.lua", HOUSE, strlen(HOUSE), text, err, sizeof err));
    assert_true(load_as_file(HOUSE, file, err, sizeof err));
    assert_string_equal(text->path, "workshop.lua");
    assert_string_equal(text->id, file->id);
    assert_int_equal(text->nrulesets, file->nrulesets);
    for (int r = 0; r < text->nrulesets; r++) {
        Err e;
        assert_true(gamedef_select(text, text->rulesets[r].id, NULL, 0, &e));
        assert_true(gamedef_select(file, file->rulesets[r].id, NULL, 0, &e));
        Position a, b;
        position_start(&text->variant, &a);
        position_start(&file->variant, &b);
        bool over = false;
        assert_int_equal(perft(&text->variant, &a, 3, &over), perft(&file->variant, &b, 3, &over));
    }
    gamedef_release(text);
    gamedef_release(file);
    free(text);
    free(file);
}

static void test_same_problems_as_the_file(void **state)
{
    (void)state;
    GameDef *def = malloc(sizeof *def);
    char from_text[LOADER_ERRLEN], from_file[LOADER_ERRLEN];
    assert_false(loader_load_text("workshop.lua", BROKEN, strlen(BROKEN), def, from_text, sizeof from_text));
    assert_false(load_as_file(BROKEN, def, from_file, sizeof from_file));
    assert_string_equal(from_text, from_file);
    assert_non_null(strstr(from_text, "workshop.lua:4: rules.removal: "));
    assert_non_null(strstr(from_text, "workshop.lua:4: rules.men_move: "));
    free(def);
}

/* Problems of one table come in the same order on every load: Lua seeds its hash anew for each
 * state, and the order of lua_next with it; the loader walks the keys sorted. */
static void test_problems_in_a_fixed_order(void **state)
{
    (void)state;
    static const char UNKNOWN[] = "return variant {\n"
                                  "  id = \"workshop\", name = \"House\", summary = \"s\", extends = \"kharbaga\",\n"
                                  "  zeta_field = 1, alpha_field = 2, mid_field = 3, beta_field = 4,\n"
                                  "}\n";
    GameDef *def = malloc(sizeof *def);
    char err[LOADER_ERRLEN];
    for (int i = 0; i < 20; i++) {
        assert_false(loader_load_text("workshop.lua", UNKNOWN, strlen(UNKNOWN), def, err, sizeof err));
        const char *alpha = strstr(err, ": alpha_field: "), *beta = strstr(err, ": beta_field: "),
                   *mid = strstr(err, ": mid_field: "), *zeta = strstr(err, ": zeta_field: ");
        assert_true(alpha && beta && mid && zeta);
        assert_true(alpha < beta && beta < mid && mid < zeta);
    }
    free(def);
}

/* loader_load_text fails with a message holding want. */
static void expect_refused(const char *name, const char *text, size_t len, const char *want)
{
    GameDef *def = malloc(sizeof *def);
    char err[LOADER_ERRLEN];
    assert_false(loader_load_text(name, text, len, def, err, sizeof err));
    if (!strstr(err, want))
        fail_msg("expected \"%s\" in: %s", want, err);
    assert_null(strchr(err, '\n')); /* one line */
    free(def);
}

static void test_refusals(void **state)
{
    (void)state;
    static const char by_path[] = "return variant { id = \"x\", name = \"X\", summary = \"s\",\n"
                                  "  extends = \"../variants/kharbaga.lua\" }\n";
    expect_refused("workshop.lua", by_path, strlen(by_path), "workshop.lua:2: extends: '../variants/kharbaga.lua': a "
                                                             "script given as text extends a game by its id");
    static const char unknown[] = "return variant { id = \"x\", name = \"X\", summary = \"s\", extends = \"nosuch\" }\n";
    expect_refused("workshop.lua", unknown, strlen(unknown), "no game 'nosuch' found (looked on the search path)");
    expect_refused("dir/workshop.lua", HOUSE, strlen(HOUSE), "script name 'dir/workshop.lua': expected a file name");
    expect_refused("workshop.txt", HOUSE, strlen(HOUSE), "expected a file name ending in .lua");
    static const char nul[] = "return variant {}\0 trailing";
    expect_refused("workshop.lua", nul, sizeof nul - 1, "workshop.lua: not a text (contains a NUL byte)");
    size_t big = LOADER_MAX_TEXT + 1;
    char *text = malloc(big);
    assert_non_null(text);
    memset(text, ' ', big);
    expect_refused("workshop.lua", text, big, "workshop.lua: a script of 1048577 bytes; at most 1048576");
    free(text);
    expect_refused("workshop.lua", "return 3\n", 9, "workshop.lua:1: the script must return a table");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_game_as_the_file),
        cmocka_unit_test(test_same_problems_as_the_file),
        cmocka_unit_test(test_problems_in_a_fixed_order),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
