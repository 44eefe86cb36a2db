/*
 * search_fixture.c — the search tests' fixture (search_fixture.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "support/search_fixture.h"

#include "support/boards.h"

int search_fixture_setup(void **state)
{
    SearchFixture *f = calloc(1, sizeof *f);
    assert_non_null(f);
    boards_kharbaga41(&f->v);
    search_default_params(&f->params);
    *state = f;
    return 0;
}

int search_fixture_teardown(void **state)
{
    SearchFixture *f = *state;
    if (f->started)
        game_free(&f->g);
    search_free(f->s);
    movelist_free(&f->list);
    free(f);
    return 0;
}

void search_fixture_start(SearchFixture *f, const char *text, size_t mem)
{
    Err err = {0};
    if (!*text)
        position_start(&f->v, &f->pos);
    else if (!position_from_text(&f->v, text, &f->pos, &err))
        fail_msg("'%s': %s", text, err.msg);
    if (f->started)
        game_free(&f->g);
    assert_true(game_init(&f->g, &f->v, &f->pos));
    f->started = true;
    if (!f->s)
        f->s = search_new(&f->v, mem);
    assert_non_null(f->s);
}

bool move_is_legal(const Variant *v, const Position *pos, const Move *m)
{
    static MoveList list;
    movegen_legal(v, pos, &list);
    for (int i = 0; i < list.n; i++)
        if (move_same(&list.moves[i], m))
            return true;
    return false;
}
