/*
 * search_fixture.h — what the search's unit tests share: a game on a board, a searcher for it and
 * its parameters, and a check that a move is legal. Failures are cmocka failures: include
 * <cmocka.h> (after <setjmp.h>, <stdarg.h>, <stddef.h>, <stdint.h>) before this header.
 */
#ifndef KHARBAGA_TESTS_SEARCH_FIXTURE_H
#define KHARBAGA_TESTS_SEARCH_FIXTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "movegen.h"
#include "search.h"

typedef struct SearchFixture {
    Variant v;        /* kharbaga41 with default rules, until a test builds another board */
    Position pos;     /* the game's start */
    MoveList list;
    Game g;
    bool started;     /* g holds a game */
    Searcher *s;      /* made by the first search_fixture_start */
    SearchParams params; /* the defaults */
    SearchResult r;
} SearchFixture;

/* cmocka fixtures: *state is a SearchFixture (kept outside cmocka's leak-checked heap: large). */
int search_fixture_setup(void **state);
int search_fixture_teardown(void **state);

/* Starts a game at position text ("" for the variant's start) and, the first time, a searcher of
 * mem bytes for the variant; fails the test on text the variant refuses. */
void search_fixture_start(SearchFixture *f, const char *text, size_t mem);

/* Whether m is one of the legal moves of pos. */
bool move_is_legal(const Variant *v, const Position *pos, const Move *m);

#endif
