/*
 * fixture.h — what the core's unit tests share: a board-and-position fixture and helpers that
 * fail the running test with the reason instead of returning an error.
 */
#ifndef KHARBAGA_TESTS_FIXTURE_H
#define KHARBAGA_TESTS_FIXTURE_H

#include <stddef.h>

#include "position.h"

/* The start of every test's fixture struct: the tests add their own members after these. */
typedef struct BoardFixture {
    Variant v;
    Position pos;
} BoardFixture;

typedef enum { FIXTURE_KHARBAGA41, FIXTURE_ALQUERQUE5, FIXTURE_ALQUERQUE9 } FixtureBoard;

/* A zeroed fixture of `size` bytes (a struct that begins with BoardFixture's members) holding
 * the board with default rules and its start position; freed by fixture_teardown. */
void *fixture_open(size_t size, FixtureBoard board);
int fixture_teardown(void **state);

/* The point called name on v's board; fails the test if there is none. */
int point_named(const Variant *v, const char *name);

/* Sets one rule and concludes the variant again; fails the test on a bad key or value. */
void fixture_rule(Variant *v, const char *key, const char *value);

/* Sets one rule given as "key=value" and concludes the variant again; fails the test otherwise. */
void fixture_rule_pair(Variant *v, const char *pair);

/* Fails the test, naming both, unless err's message contains part. */
void assert_error_has(const Err *err, const char *part);

/* Reads position text into *pos; fails the test if the text is refused. */
void fixture_position(const Variant *v, const char *text, Position *pos);

#endif
