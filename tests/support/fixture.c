/*
 * fixture.c — the shared board-and-position fixture of the core's unit tests.
 */
#include "support/fixture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support/boards.h"

void *fixture_open(size_t size, FixtureBoard board)
{
    BoardFixture *f = test_calloc(1, size);
    switch (board) {
    case FIXTURE_KHARBAGA41: boards_kharbaga41(&f->v); break;
    case FIXTURE_ALQUERQUE5: boards_alquerque(&f->v, 5); break;
    case FIXTURE_ALQUERQUE9: boards_alquerque(&f->v, 9); break;
    }
    position_start(&f->v, &f->pos);
    return f;
}

void assert_error_has(const Err *err, const char *part)
{
    if (!strstr(err->msg, part))
        fail_msg("error message '%s' does not contain '%s'", err->msg, part);
}

int fixture_teardown(void **state)
{
    test_free(*state);
    return 0;
}

int point_named(const Variant *v, const char *name)
{
    int p = board_find(&v->board, name);
    if (p < 0)
        fail_msg("no point '%s'", name);
    return p;
}

void fixture_rule(Variant *v, const char *key, const char *value)
{
    Err err = {0};
    if (!rules_set(&v->rules, key, value, &err) || !variant_conclude(v, &err))
        fail_msg("%s=%s: %s", key, value, err.msg);
}

void fixture_rule_pair(Variant *v, const char *pair)
{
    Err err = {0};
    if (!rules_set_pair(&v->rules, pair, &err) || !variant_conclude(v, &err))
        fail_msg("%s: %s", pair, err.msg);
}

void fixture_position(const Variant *v, const char *text, Position *pos)
{
    Err err = {0};
    if (!position_from_text(v, text, pos, &err))
        fail_msg("'%s': %s", text, err.msg);
}
