/*
 * test_gamecache.c — a game the server's cache hands out (lua/serve/gamecache.c) is the game the
 * loader gives, byte for byte, whether it was just loaded or copied from the cache, for games
 * with many lessons, tests and disputes and for one without lessons.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gamecache.h"

#include <stdlib.h>
#include <string.h>

static int teardown(void **state)
{
    (void)state;
    gamecache_clear();
    return 0;
}

/* A zeroed GameDef, as cli_load gives the loader one. */
static GameDef *new_def(void)
{
    GameDef *def = calloc(1, sizeof *def);
    assert_non_null(def);
    return def;
}

static void expect_same_as_loader(const char *game)
{
    char err[LOADER_ERRLEN];
    GameDef *loaded = new_def();
    if (!loader_load(game, loaded, err, sizeof err))
        fail_msg("%s", err);
    for (int round = 0; round < 2; round++) { /* loaded into the cache, then copied from it */
        GameDef *cached = new_def();
        if (!gamecache_load(game, cached, err, sizeof err))
            fail_msg("%s", err);
        if (memcmp(loaded, cached, sizeof *loaded))
            fail_msg("%s: the cache's copy %d differs from the loader's game", game, round);
        gamedef_release(cached);
        free(cached);
    }
    gamedef_release(loaded);
    free(loaded);
}

static void test_copies_are_the_game(void **state)
{
    (void)state;
    static const char *const games[] = {"kharbaga", "fanorona", "felli", "alquerque", "zamma"};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++)
        expect_same_as_loader(games[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_teardown(test_copies_are_the_game, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
