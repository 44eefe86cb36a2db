/*
 * tables_fixture.h — what the tests of the endgame tables share: a game loaded under a rule
 * choice, and every slice of a context's plan built and attached in memory.
 */
#ifndef KHARBAGA_TABLES_FIXTURE_H
#define KHARBAGA_TABLES_FIXTURE_H

#include "egtb.h"
#include "gamedef.h"

/* The game (an id or a .lua file) under `ruleset` (NULL: its first) with `changes` (n of them);
 * the test fails with the loader's message if it does not load. Free with fixture_release_game. */
GameDef *fixture_load_game(const char *game, const char *ruleset, const char *const *changes, int nchanges);

void fixture_release_game(GameDef *def);

/* Builds every slice of ctx's plan in order and attaches it; the test fails on an error. */
void fixture_build_tables(Egtb *ctx);

#endif
