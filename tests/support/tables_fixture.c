/*
 * tables_fixture.c — a game under a rule choice and its tables built in memory, for the tests of
 * the tables, the search with them and the proofs (tables_fixture.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "tables_fixture.h"

#include <stdlib.h>

GameDef *fixture_load_game(const char *game, const char *ruleset, const char *const *changes, int nchanges)
{
    GameDef *def = malloc(sizeof *def);
    char msg[LOADER_ERRLEN];
    assert_non_null(def);
    if (!loader_load(game, def, msg, sizeof msg))
        fail_msg("%s: %s", game, msg);
    Err err;
    if ((ruleset || nchanges) && !gamedef_select(def, ruleset, changes, nchanges, &err))
        fail_msg("%s %s: %s", game, ruleset ? ruleset : "", err.msg);
    return def;
}

void fixture_release_game(GameDef *def)
{
    gamedef_release(def);
    free(def);
}

void fixture_build_tables(Egtb *ctx)
{
    enum { MAX_SLICES = 4096 };
    static EgtbSlice plan[MAX_SLICES];
    int n = egtb_plan(ctx, plan, MAX_SLICES);
    assert_true(n > 0 && n <= MAX_SLICES);
    for (int i = 0; i < n; i++) {
        EgtbTable t;
        EgtbStats stats;
        Err err = {0};
        if (!egtb_build(ctx, plan[i], 1, &t, &stats, &err))
            fail_msg("%s", err.msg);
        assert_true(egtb_attach(ctx, &t));
    }
}
