/*
 * test_record.c — game records: every written record reads back to the same game, and bad
 * records are refused with the line that is wrong.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "hashmix.h"
#include "movegen.h"
#include "record.h"
#include "support/boards.h"
#include "support/fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Plays `plies` random legal moves (fixed seed) on g. */
static void random_game(Game *g, int plies, uint64_t seed)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    assert_non_null(list);
    for (int i = 0; i < plies; i++) {
        ResultReason reason;
        if (game_result(g, &reason) != RESULT_NONE || movegen_legal(g->v, &g->pos, list) == 0)
            break;
        seed ^= seed << 13, seed ^= seed >> 7, seed ^= seed << 17;
        int i = (int)(seed % (uint64_t)list->n);
        assert_true(game_play(g, &list->moves[i], &list->details[i]));
    }
    movelist_free(list);
}

/* Writes g as a record into a string (to free). */
/* Not inlined: gcc 12 would take the pointer it returns, whose variable's address
 * open_memstream keeps, for one dangling in the caller (-Wdangling-pointer). */
__attribute__((noinline)) static char *write_record(Record *r, const Game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    assert_true(record_write(f, r, g));
    fclose(f);
    return text;
}

static void assert_same_game(const Game *a, const Game *b)
{
    assert_int_equal(a->nmoves, b->nmoves);
    for (int i = 0; i < a->nmoves; i++)
        assert_true(move_same(&a->moves[i], &b->moves[i]));
    assert_memory_equal(&a->pos, &b->pos, sizeof a->pos);
}

static void records_of_random_games_read_back(void **state)
{
    (void)state;
    static Variant v;
    boards_kharbaga41(&v);
    for (uint64_t seed = 1; seed <= 30; seed++) {
        Position start;
        position_start(&v, &start);
        Game g, back;
        assert_true(game_init(&g, &v, &start));
        random_game(&g, 200, seed * HASH_GOLDEN);
        Record r = {0};
        record_set_tag(&r, "Variant", "kharbaga");
        record_set_tag(&r, "South", "Ana \"the bold\"");
        char *text = write_record(&r, &g);
        Record in;
        Err err;
        if (!record_parse(text, &in, &err))
            fail_msg("%s\n%s", err.msg, text);
        assert_string_equal(record_tag(&in, "South"), "Ana \"the bold\"");
        assert_true(game_init(&back, &v, &start));
        if (!record_replay(&in, &back, &err))
            fail_msg("%s\n%s", err.msg, text);
        assert_same_game(&g, &back);
        free(text);
        game_free(&g);
        game_free(&back);
    }
}

/* A game that North begins (from a position) is written "1... move". */
/* Fanorona's captures on the Kharbaga board: a game whose first move is one of two captures by
 * the same step (approach or withdrawal) writes it with its captured points, and the record reads
 * back to the same game, random moves after it included. */
static void records_with_twin_captures_read_back(void **state)
{
    (void)state;
    static Variant v;
    boards_kharbaga41(&v);
    const char *rules[] = {"king=short", "capture_by=approach_withdrawal", "chain=may", "majority=none", "removal=immediate",
                           "chain_revisit=forbidden", "chain_direction=change", "men_move=any"};
    Err err;
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++)
        assert_true(rules_set_pair(&v.rules, rules[i], &err));
    assert_true(variant_conclude(&v, &err));
    Position start;
    assert_true(position_from_text(&v, "B:Be3,a1,c1,g1:We7,e1,a9,c9,i9,g7", &start, &err));
    MoveList storage = MOVELIST_INIT, *list = &storage;
    assert_non_null(list);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        Game g, back;
        assert_true(game_init(&g, &v, &start));
        movegen_legal(&v, &g.pos, list);
        int twin = 0;
        while (twin < list->n && !(list->moves[twin].flags & MOVE_NAME_CAPTURES))
            twin++;
        assert_true(twin < list->n);
        int pick = twin + (int)(seed % 2);
        assert_true(game_play(&g, &list->moves[pick], &list->details[pick]));
        random_game(&g, 60, seed * HASH_GOLDEN);
        Record r = {0};
        record_set_tag(&r, "Variant", "custom");
        char *text = write_record(&r, &g);
        assert_non_null(strchr(strstr(text, "\n\n"), '/')); /* the twin names its captures */
        Record in;
        if (!record_parse(text, &in, &err))
            fail_msg("%s\n%s", err.msg, text);
        assert_true(game_init(&back, &v, &start));
        if (!record_replay(&in, &back, &err))
            fail_msg("%s\n%s", err.msg, text);
        assert_same_game(&g, &back);
        free(text);
        game_free(&g);
        game_free(&back);
    }
    movelist_free(list);
}

static void record_starting_with_north(void **state)
{
    (void)state;
    static Variant v;
    boards_kharbaga41(&v);
    Position start;
    Err err;
    assert_true(position_from_text(&v, "W:Ba1,e3:We7,i9", &start, &err));
    Game g;
    assert_true(game_init(&g, &v, &start));
    random_game(&g, 6, 42);
    Record r = {0};
    char *text = write_record(&r, &g);
    assert_non_null(strstr(text, "1... "));
    Record in;
    Game back;
    assert_true(record_parse(text, &in, &err));
    assert_true(game_init(&back, &v, &start));
    assert_true(record_replay(&in, &back, &err));
    assert_same_game(&g, &back);
    free(text);
    game_free(&g);
    game_free(&back);
}

static void expect_error(const char *text, const char *part, bool replay)
{
    static Variant v;
    boards_kharbaga41(&v);
    Record r;
    Err err = {0};
    bool ok = record_parse(text, &r, &err);
    if (ok && replay) {
        Position start;
        position_start(&v, &start);
        Game g;
        assert_true(game_init(&g, &v, &start));
        ok = record_replay(&r, &g, &err);
        game_free(&g);
    }
    if (ok)
        fail_msg("accepted: %s", text);
    assert_error_has(&err, part);
}

static void bad_records_name_their_line(void **state)
{
    (void)state;
    expect_error("", "empty", false);
    expect_error("[Variant \"kharbaga\"\n", "line 1", false);
    expect_error("[Variant kharbaga]\n", "double quotes", false);
    expect_error("[Variant \"kharbaga\"]\n[Variant \"zamma\"]\n", "line 2: tag Variant is given twice", false);
    expect_error("[Variant \"kharbaga\"] x\n", "unexpected text", false);
    expect_error("[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3\n2. e1-e3\n", "line 4, move 3", true);
    expect_error("[Variant \"kharbaga\"]\n\n1. e3-e5 zz9\n", "line 3, move 2: move 'zz9'", true);
    expect_error("1. e3-e5 {never closed\n", "comment", true);
    /* a known tag in another case would be lost; a tag after a comment is not a move */
    expect_error("[variant \"zamma\"]\n\n1. e3-e5 *\n", "line 1: tag variant: tag names are written as Variant", false);
    expect_error("[Variant \"kharbaga\"]\n{a note}\n[Ruleset \"x\"]\n\n1. e3-e5 *\n",
                 "line 3: '[Ruleset' among the moves: the tags come first", true);
    /* a record holds one game: nothing but comments after its result */
    expect_error("[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3 * 2. d4-e5\n", "line 3: '2.' after the result *", true);
    expect_error("[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3 1-0\n{fine}\ne1xe5\n", "line 5: 'e1xe5' after the result 1-0",
                 true);
    expect_error("1. e3-e5 * {open\n", "comment", true);
    expect_error("[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3 *}\n", "line 3: '}' after the result *", true);
}

/* The number of moves of a Kharbaga record's text, read and replayed (failing the test if it
 * cannot be); *r gets its tags. */
static int replayed_moves(const char *text, Record *r)
{
    static Variant v;
    boards_kharbaga41(&v);
    Err err = {0};
    if (!record_parse(text, r, &err))
        fail_msg("%s", err.msg);
    Position start;
    position_start(&v, &start);
    Game g;
    assert_true(game_init(&g, &v, &start));
    if (!record_replay(r, &g, &err))
        fail_msg("%s", err.msg);
    int n = g.nmoves;
    game_free(&g);
    return n;
}

/* Blanks and comments after the result are read as the end of the record. */
static void comments_may_follow_the_result(void **state)
{
    (void)state;
    Record r;
    assert_int_equal(replayed_moves("[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3 * {stopped here}\n\n", &r), 2);
}

/* A byte-order mark before the first tag (some editors write one) is passed over. */
static void byte_order_mark_is_passed_over(void **state)
{
    (void)state;
    Record r;
    assert_int_equal(replayed_moves("\xEF\xBB\xBF[Variant \"kharbaga\"]\n\n1. e3-e5 e7xe3 *\n", &r), 2);
    assert_int_equal(r.ntags, 1);
    assert_string_equal(record_tag(&r, "Variant"), "kharbaga");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(records_of_random_games_read_back),
        cmocka_unit_test(record_starting_with_north),
        cmocka_unit_test(records_with_twin_captures_read_back),
        cmocka_unit_test(bad_records_name_their_line),
        cmocka_unit_test(comments_may_follow_the_result),
        cmocka_unit_test(byte_order_mark_is_passed_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
