/*
 * test_perft_variant.c — a golden perft file run against a game loaded from its Lua script.
 *
 * usage: test_perft_variant VARIANT FILE MAX_DEPTH
 * Every position of FILE is counted at every listed depth up to MAX_DEPTH. A rule pair
 * "ruleset=NAME" selects a ruleset; other pairs are rule changes on top of it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "gamedef.h"
#include "perft.h"
#include "support/perftfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *variant_name, *file_path;
static int max_depth;

/* Selects the case's ruleset and rule changes on def. */
static void select_rules(GameDef *def, const PerftCase *pc)
{
    const char *ruleset = NULL, *changes[PERFT_MAX_RULES];
    int nchanges = 0;
    for (int i = 0; i < pc->nrules; i++) {
        if (!strncmp(pc->rules[i], "ruleset=", 8))
            ruleset = pc->rules[i] + 8;
        else
            changes[nchanges++] = pc->rules[i];
    }
    Err err;
    if (!gamedef_select(def, ruleset, changes, nchanges, &err))
        fail_msg("%s:%d: %s", file_path, pc->line, err.msg);
}

static void test_golden_counts(void **state)
{
    (void)state;
    GameDef *def = malloc(sizeof *def);
    char err[LOADER_ERRLEN];
    assert_non_null(def);
    if (!loader_load(variant_name, def, err, sizeof err))
        fail_msg("%s", err);
    PerftCase *cases;
    int ncases, checked = 0;
    Err e;
    if (!perftfile_load(file_path, &cases, &ncases, &e))
        fail_msg("%s", e.msg);
    for (int i = 0; i < ncases; i++) {
        const PerftCase *pc = &cases[i];
        select_rules(def, pc);
        Position pos;
        if (!position_from_text(&def->variant, pc->position, &pos, &e))
            fail_msg("%s:%d: %s", file_path, pc->line, e.msg);
        for (int k = 0; k < pc->ndepths; k++) {
            if (pc->depth[k] > max_depth)
                continue;
            bool overflow = false;
            uint64_t n = perft(&def->variant, &pos, pc->depth[k], &overflow);
            if (n != pc->count[k] || overflow)
                fail_msg("%s:%d: perft %d = %llu, expected %llu (%s)", file_path, pc->line, pc->depth[k],
                         (unsigned long long)n, (unsigned long long)pc->count[k], pc->comment);
            checked++;
        }
    }
    print_message("%d counts of %d positions agree (depth <= %d)\n", checked, ncases, max_depth);
    assert_true(checked > 0);
    free(cases);
    gamedef_release(def);
    free(def);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s VARIANT FILE MAX_DEPTH\n", argv[0]);
        return 2;
    }
    variant_name = argv[1];
    file_path = argv[2];
    max_depth = atoi(argv[3]);
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_golden_counts)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
