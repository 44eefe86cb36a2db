/*
 * test_cli_moves.c — `kharbaga moves`: the legal moves (text and JSON) after --play, at the start
 * and on hand-checked positions with kings, rule options (--rule, --ruleset, --rule=...) and the
 * --option=VALUE form.
 *
 * The program is run through tests/support/cli.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* --play plays moves (any unambiguous form) before listing: after e3-e5 e7xe3, Black has the
 * two recaptures e1xe5 (over e3) and g5xe7 (over f6, e7 having left). */
static void test_play_then_moves(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--play", "e3-e5 e7xe3");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "e1xe5  (takes 1: e3) g5xe7  (takes 1: f6)");
    run_free(&r);
}

static void test_moves_start(void **state)
{
    (void)state;
    RunResult r = RUN("moves");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "d4-e5 e3-e5 f4-e5");
    expect_line(r.out, "3 legal moves, Black to move");
    assert_int_equal(run_count_lines(r.out), 4);
    run_free(&r);
}

static void test_moves_json(void **state)
{
    (void)state;
    char keys[1024];
    MOVE_KEYS(keys, "--position", START);
    assert_string_equal(keys, "d4>e5[] e3>e5[] f4>e5[]");
    /* every field of one object, literally */
    RunResult r = RUN("moves", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.n, 3);
    for (int i = 0; i < root.n; i++) {
        const JValue *m = &root.items[i];
        assert_int_equal(j_need(m, "captured", J_ARRAY)->n, 0);
        const JValue *path = j_need(m, "path", J_ARRAY);
        assert_int_equal(path->n, 1);
        assert_string_equal(path->items[0].string, "e5");
        assert_false(j_need(m, "crown", J_BOOL)->boolean);
    }
    j_free(&root);
    run_free(&r);
}

/* A Black Mullah (flying king) on e5 against White men c5, a7 and g7.
 *   west: over c5, only a5 is beyond; from a5 north over a7 to a9 (the last point) — 2 pieces;
 *         from a9 the column back is blocked by a7 (captured, still there), the row and the
 *         diagonal a9-b8-c7-d6-e5(start, empty)-...-i1 hold nobody;
 *   north-east: over g7, landing on h8 or i9, and nothing to take from either — 1 piece;
 *   every other line from e5 is empty.
 * Majority (count) leaves the one 2-piece capture; majority=none allows all three. */
static void test_king_captures(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position", "B:BKe5:Wc5,a7,g7");
    expect_success(&r);
    expect_line(r.out, "e5xa5xa9  (takes 2: c5,a7)");
    expect_line(r.out, "1 legal move, Black to move");
    run_free(&r);

    r = RUN("moves", "--json", "--position", "B:BKe5:Wc5,a7,g7");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_int_equal(root.n, 1);
    const JValue *m = &root.items[0];
    char list[256];
    assert_string_equal(j_need(m, "move", J_STRING)->string, "e5xa5xa9");
    assert_string_equal(j_need(m, "from", J_STRING)->string, "e5");
    assert_string_equal(j_need(m, "to", J_STRING)->string, "a9");
    j_string_list(j_need(m, "captured", J_ARRAY), true, list, sizeof list);
    assert_string_equal(list, "a7,c5");
    j_string_list(j_need(m, "path", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "a5,a9");
    assert_false(j_need(m, "crown", J_BOOL)->boolean);
    j_free(&root);
    run_free(&r);

    char keys[1024];
    MOVE_KEYS(keys, "--position", "B:BKe5:Wc5,a7,g7", "--rule", "majority=none");
    assert_string_equal(keys, "e5>a9[a7,c5] e5>h8[g7] e5>i9[g7]");
}

/* The same Mullah with nothing to take flies along its 8 lines until the edge or a piece:
 * e7 e9, e3 e1, c5 a5, g5 i5, f6 g7 h8 i9, d4 c3 b2 a1, f4 g3 h2 i1, d6 c7 b8 (a9 is White's). */
static void test_king_steps(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position", "B:BKe5:Wa9");
    expect_success(&r);
    char set[1024];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "e5-a1 e5-a5 e5-b2 e5-b8 e5-c3 e5-c5 e5-c7 e5-d4 e5-d6 e5-e1 e5-e3 e5-e7 e5-e9 e5-f4 "
                             "e5-f6 e5-g3 e5-g5 e5-g7 e5-h2 e5-h8 e5-i1 e5-i5 e5-i9");
    expect_line(r.out, "23 legal moves, Black to move");
    run_free(&r);
}

/* A Black Mullah on e5, White men f6 and c3 on its long diagonal a1-i9.
 * removal=end: a captured man stays until the move ends and blocks the line, so the Mullah takes
 *   one: over f6 to g7, h8 or i9, or over c3 to b2 or a1 — 5 moves of 1 piece.
 * removal=immediate: the captured man leaves at once, so after f6 the Mullah flies back across
 *   f6 and e5 to take c3 (landing b2 or a1), or after c3 back across to take f6 (landing g7, h8
 *   or i9) — 5 moves of 2 pieces; majority then rules out the single captures. */
static void test_rule_removal_immediate(void **state)
{
    (void)state;
    const char *pos = "B:BKe5:Wf6,c3";
    const char *end = "e5>a1[c3] e5>b2[c3] e5>g7[f6] e5>h8[f6] e5>i9[f6]";
    const char *immediate = "e5>a1[c3,f6] e5>b2[c3,f6] e5>g7[c3,f6] e5>h8[c3,f6] e5>i9[c3,f6]";
    char keys[1024];
    MOVE_KEYS(keys, "--position", pos);
    assert_string_equal(keys, end);
    MOVE_KEYS(keys, "--position", pos, "--rule", "removal=immediate");
    assert_string_equal(keys, immediate);
    MOVE_KEYS(keys, "--position", pos, "--rule=removal=immediate");
    assert_string_equal(keys, immediate);
    MOVE_KEYS(keys, "--position", pos, "--ruleset", "immediate");
    assert_string_equal(keys, immediate);
    /* --rule applies on top of the ruleset, whatever the order on the command line */
    MOVE_KEYS(keys, "--rule", "removal=end", "--position", pos, "--ruleset", "immediate");
    assert_string_equal(keys, end);
    /* a position where nothing is captured twice over does not change */
    MOVE_KEYS(keys, "--position", "B:BKe5:Wc5,a7,g7", "--rule", "removal=immediate");
    assert_string_equal(keys, "e5>a9[a7,c5]");
}

/* --position=TEXT is the same as --position TEXT. */
static void test_option_equals_form(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position=W:BKe5:Wc7,g7");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "c7-b6 c7-c5 c7-d6 g7-f6 g7-g5 g7-h6");
    expect_line(r.out, "6 legal moves, White to move");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_then_moves),
        cmocka_unit_test(test_moves_start),
        cmocka_unit_test(test_moves_json),
        cmocka_unit_test(test_king_captures),
        cmocka_unit_test(test_king_steps),
        cmocka_unit_test(test_rule_removal_immediate),
        cmocka_unit_test(test_option_equals_form),
    };
    return cmocka_run_group_tests_name("test_cli_moves", tests, NULL, NULL);
}
