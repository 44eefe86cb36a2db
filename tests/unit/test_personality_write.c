/*
 * test_personality_write.c — a loaded personality written back as a script (personality_write,
 * lua/host/personality.h) reads back to the same player: every shipped personality, and one whose
 * texts need escaping, whose limits are a depth alone and whose style sets every key.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/scratch.h"

#include "personality.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* p written as personalities/ID.lua in the test's directory, and loaded again into *back. */
static void write_and_load(const Personality *p, const char *id, Personality *back)
{
    char path[256], err[LOADER_ERRLEN];
    snprintf(path, sizeof path, "%s/personalities/%s.lua", scratch_dir(), id);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_true(personality_write(p, id, "a comment\nof two lines", f));
    fclose(f);
    if (!personality_load(path, back, err, sizeof err))
        fail_msg("%s does not load: %s", path, err);
}

/* What makes the player: all but the path it was read from. */
static void expect_same_player(const Personality *a, const Personality *b)
{
    assert_string_equal(a->name, b->name);
    assert_string_equal(a->description, b->description);
    assert_memory_equal(&a->params, &b->params, sizeof a->params);
    assert_memory_equal(&a->limits, &b->limits, sizeof a->limits);
    assert_int_equal(a->tables, b->tables);
    assert_int_equal(a->book, b->book);
    assert_int_equal(a->nvariants, b->nvariants);
    for (int i = 0; i < a->nvariants; i++)
        assert_string_equal(a->variants[i], b->variants[i]);
    assert_int_equal(a->ngame_styles, b->ngame_styles);
    for (int i = 0; i < a->ngame_styles; i++) {
        assert_string_equal(a->game_styles[i].game, b->game_styles[i].game);
        for (int k = 0; k < PERSONALITY_STYLE_FIELDS; k++) {
            size_t at = personality_style_fields[k].offset;
            assert_int_equal(*(const int *)((const char *)&a->game_styles[i].params + at),
                             *(const int *)((const char *)&b->game_styles[i].params + at));
        }
    }
}

static void test_shipped_personalities_read_back(void **state)
{
    (void)state;
    char ids[64][32], err[LOADER_ERRLEN];
    int n = personality_list(ids, 64);
    assert_true(n >= 5);
    for (int i = 0; i < n; i++) {
        Personality p, back;
        if (!personality_load(ids[i], &p, err, sizeof err))
            fail_msg("%s: %s", ids[i], err);
        write_and_load(&p, p.id, &back);
        assert_string_equal(back.id, p.id);
        expect_same_player(&p, &back);
    }
}

static void test_every_field_reads_back(void **state)
{
    (void)state;
    Personality p, back;
    char err[LOADER_ERRLEN];
    assert_true(personality_load("master", &p, err, sizeof err));
    snprintf(p.name, sizeof p.name, "%s", "The \"Quoted\" \\ One");
    snprintf(p.description, sizeof p.description, "%s", "Árbol «ancho» — a \"test\" \\ of escapes.");
    p.limits = (SearchLimits){.depth = 7, .nodes = 123456, .time_ms = SEARCH_MAX_TIME_MS};
    for (int i = 0; i < PERSONALITY_STYLE_FIELDS; i++)
        *(int *)((char *)&p.params + personality_style_fields[i].offset) = personality_style_fields[i].max - i % 2;
    p.params.weights.centre = -17;
    p.nvariants = 2;
    strcpy(p.variants[0], "kharbaga");
    strcpy(p.variants[1], "zamma");
    p.ngame_styles = 1;
    strcpy(p.game_styles[0].game, "fanorona");
    p.game_styles[0].params = p.params;
    p.game_styles[0].params.capture_table = 0;
    p.game_styles[0].params.capture_depth = 9;
    p.tables = false;
    p.book = true; /* loaded by path, with no game: no book is read (params.book stays NULL) */
    write_and_load(&p, "everything", &back);
    assert_string_equal(back.id, "everything");
    expect_same_player(&p, &back);
}

static int make_dir(void **state)
{
    char sub[256];
    if (scratch_setup(state) != 0)
        return -1;
    snprintf(sub, sizeof sub, "%s/personalities", scratch_dir());
    return mkdir(sub, 0777);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_personalities_read_back),
        cmocka_unit_test(test_every_field_reads_back),
    };
    return cmocka_run_group_tests(tests, make_dir, scratch_teardown);
}
