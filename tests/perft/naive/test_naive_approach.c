/*
 * test_naive_approach.c — the naive generator's approach and withdrawal captures (Fanorona's
 * capture_by) and first_capture=single, on small positions whose moves were counted by hand.
 *
 * Board: the 5 × 5 Alquerque drawing (tests/support/boards.c): orthogonal lines everywhere,
 * diagonals through a1 c1 e1 b2 d2 a3 c3 e3 b4 d4 a5 c5 e5 only. South (Black on this board, B in
 * position text) is to move and moves up; North is White. Each case lists, in its comment, every
 * capturing step by hand: "c3-c4 A{c5}" is the step c3 to c4 taking c5 by approach, "W{..}" by
 * withdrawal, "-" nothing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "perft/naive/naive.h"
#include "support/boards.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The 5 × 5 board with men stepping anywhere, approach and withdrawal, no kings, and then the
 * given rule pairs (NULL-terminated). */
static void approach_board(Variant *v, const char *const *pairs)
{
    static const char *const base[] = {"capture_by=approach_withdrawal", "men_move=any", "king=none",
                                       "majority=none", "removal=immediate", NULL};
    boards_alquerque(v, 5);
    Err err;
    for (int i = 0; base[i]; i++)
        assert_true(rules_set_pair(&v->rules, base[i], &err));
    for (int i = 0; pairs && pairs[i]; i++)
        if (!rules_set_pair(&v->rules, pairs[i], &err))
            fail_msg("%s: %s", pairs[i], err.msg);
    assert_true(variant_conclude(v, &err));
}

static Position parse(const Variant *v, const char *text)
{
    Position pos;
    Err err;
    if (!position_from_text(v, text, &pos, &err))
        fail_msg("%s: %s", text, err.msg);
    return pos;
}

/* The set of the points named in a space-separated list ("a3 d3"). */
static Bits point_set(const Variant *v, const char *names)
{
    Bits set = bits_empty();
    char buf[128];
    snprintf(buf, sizeof buf, "%s", names);
    for (char *t = strtok(buf, " "); t; t = strtok(NULL, " ")) {
        int p = board_find(&v->board, t);
        if (p < 0)
            fail_msg("no point %s", t);
        bits_add(&set, p);
    }
    return set;
}

/* One expected move: from, to and the captured points ("" for a step). */
typedef struct Want {
    const char *from, *to, *captured;
} Want;

/* The moves of `text` under `pairs` are exactly the n moves of want. */
static void expect_moves(const char *text, const char *const *pairs, const Want *want, int n)
{
    Variant *v = malloc(sizeof *v);
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    assert_true(v && moves);
    approach_board(v, pairs);
    Position pos = parse(v, text);
    int got = naive_moves(v, &pos, moves, NAIVE_MAX_MOVES);
    int missing = -1;
    for (int k = 0; k < n && missing < 0; k++) {
        int from = board_find(&v->board, want[k].from), to = board_find(&v->board, want[k].to);
        Bits set = point_set(v, want[k].captured);
        bool found = false;
        for (int i = 0; i < got; i++)
            found |= moves[i].from == from && moves[i].to == to && bits_equal(moves[i].captured, set);
        missing = found ? -1 : k;
    }
    if (got != n || missing >= 0) {
        for (int i = 0; i < got; i++) {
            char mt[256];
            naive_move_text(v, &moves[i], mt, sizeof mt);
            print_message("  %s: %s (%d taken)\n", text, mt, moves[i].ncaptured);
        }
        if (missing >= 0)
            fail_msg("%s: no move %s-%s taking {%s}", text, want[missing].from, want[missing].to,
                     want[missing].captured);
        fail_msg("%s: %d moves, expected %d", text, got, n);
    }
    free(v);
    free(moves);
}

#define NWANT(w) ((int)(sizeof(w) / sizeof((w)[0])))

/* Twins and runs. South man c3; North d3 e3 (a run east), a3, c5, b4 a5 (a run north-west).
 *   c3-c4 A{c5}, W{c2: empty} -       c3-c2 A{c1: empty} -, W{c4: empty} -
 *   c3-b3 A{a3} and W{d3 e3}: twins   c3-d3, c3-b4: occupied
 *   c3-d2 A{e1: empty} -, W{b4 a5}    c3-d4 A{e5: empty} -, W{b2: empty} -
 *   c3-b2 A{a1: empty} -, W{d4: empty} -
 * chain=single: 4 captures, compulsory. */
static void twins_and_runs(void **state)
{
    (void)state;
    static const char *const rules[] = {"chain=single", NULL};
    static const Want want[] = {
        {"c3", "c4", "c5"}, {"c3", "b3", "a3"}, {"c3", "b3", "d3 e3"}, {"c3", "d2", "b4 a5"}};
    expect_moves("B:Bc3:Wd3,e3,a3,c5,b4,a5", rules, want, NWANT(want));
}

/* The same position with men moving and capturing forward only: of the four
 * captures only c3-c4 goes forward (north; b3 is sideways, d2 backward). With men_capture=any but
 * men_move=forward, all four stay (men_move is for steps). Under capture=optional, the forward
 * steps c3-c4 and c3-d4 join (c3-b4 is occupied). */
static void forward_men(void **state)
{
    (void)state;
    static const char *const fwd[] = {"chain=single", "men_move=forward", "men_capture=forward", NULL};
    static const Want want_fwd[] = {{"c3", "c4", "c5"}};
    expect_moves("B:Bc3:Wd3,e3,a3,c5,b4,a5", fwd, want_fwd, NWANT(want_fwd));

    static const char *const step_fwd[] = {"chain=single", "men_move=forward", NULL};
    static const Want want_any[] = {
        {"c3", "c4", "c5"}, {"c3", "b3", "a3"}, {"c3", "b3", "d3 e3"}, {"c3", "d2", "b4 a5"}};
    expect_moves("B:Bc3:Wd3,e3,a3,c5,b4,a5", step_fwd, want_any, NWANT(want_any));

    static const char *const optional[] = {"chain=single", "men_move=forward", "men_capture=forward",
                                           "capture=optional", NULL};
    static const Want want_opt[] = {{"c3", "c4", "c5"}, {"c3", "c4", ""}, {"c3", "d4", ""}};
    expect_moves("B:Bc3:Wd3,e3,a3,c5,b4,a5", optional, want_opt, NWANT(want_opt));
}

/* Revisits. South b3; North a3 d3. From b3 (no diagonals): b3-c3 A{d3} and W{a3}; b3-b2 and
 * b3-b4 take nothing. From c3 after A{d3}: c3-b3 (back to the start, west) A{a3}; after W{a3}:
 * c3-b3 W{d3}; nothing else (c3-d3: A{e3} empty, W{b3} the empty start). The two chains
 * b3-c3-b3 take the same set: one move.
 *   chain=may:  b3xc3{d3}, b3xc3{a3}, b3xc3xb3{a3 d3}               3 moves
 *   chain=may, chain_direction=change: west after east is a change    3 moves
 *   chain=may, chain_revisit=forbidden: b3 was the start              2 moves
 *   chain=must: b3xc3xb3 only; with chain_revisit=forbidden both short ones */
static void revisits(void **state)
{
    (void)state;
    static const Want all3[] = {{"b3", "c3", "d3"}, {"b3", "c3", "a3"}, {"b3", "b3", "a3 d3"}};
    static const Want two[] = {{"b3", "c3", "d3"}, {"b3", "c3", "a3"}};
    static const Want loop[] = {{"b3", "b3", "a3 d3"}};
    static const char *const may[] = {"chain=may", NULL};
    static const char *const may_change[] = {"chain=may", "chain_direction=change", NULL};
    static const char *const may_forbid[] = {"chain=may", "chain_revisit=forbidden", NULL};
    static const char *const must[] = {"chain=must", NULL};
    static const char *const must_forbid[] = {"chain=must", "chain_revisit=forbidden", NULL};
    static const char *const most[] = {"chain=may", "majority=count", NULL};
    const char *pos = "B:Bb3:Wa3,d3";
    expect_moves(pos, may, all3, NWANT(all3));
    expect_moves(pos, may_change, all3, NWANT(all3));
    expect_moves(pos, may_forbid, two, NWANT(two));
    expect_moves(pos, must, loop, NWANT(loop));
    expect_moves(pos, must_forbid, two, NWANT(two));
    expect_moves(pos, most, loop, NWANT(loop)); /* majority=count: the two-piece capture only */
}

/* Direction. South b3; North a3 e3. b3-c3 W{a3} (A{d3}: empty) is the only first step; from c3,
 * c3-d3 (east again) A{e3}; c3-b3 takes nothing (a3 is gone, d3 empty).
 *   chain=may: b3xc3{a3}, b3xc3xd3{a3 e3}; with chain_direction=change only b3xc3{a3}
 *   chain=must: b3xc3xd3; with chain_direction=change b3xc3{a3} */
static void direction(void **state)
{
    (void)state;
    static const Want both[] = {{"b3", "c3", "a3"}, {"b3", "d3", "a3 e3"}};
    static const Want short1[] = {{"b3", "c3", "a3"}};
    static const Want long1[] = {{"b3", "d3", "a3 e3"}};
    static const char *const may[] = {"chain=may", NULL};
    static const char *const may_change[] = {"chain=may", "chain_direction=change", NULL};
    static const char *const must[] = {"chain=must", NULL};
    static const char *const must_change[] = {"chain=must", "chain_direction=change", NULL};
    const char *pos = "B:Bb3:Wa3,e3";
    expect_moves(pos, may, both, NWANT(both));
    expect_moves(pos, may_change, short1, NWANT(short1));
    expect_moves(pos, must, long1, NWANT(long1));
    expect_moves(pos, must_change, short1, NWANT(short1));
}

/* Removal. South c1; North c3 e2 b4. c1-c2 A{c3} is the only first step (c1-b1, c1-d1, c1-b2,
 * c1-d2 take nothing). From c2: c2-d2 A{e2} (c2-b2, c2-c3, c2-c1 nothing). From d2: d2-c3 A{b4},
 * landing where c3 was taken (d2-e1 W{c3}: already taken).
 *   removal=immediate, chain=may: c1xc2, c1xc2xd2, c1xc2xd2xc3      3 moves
 *   removal=end: c3 stays until the move ends and blocks d2-c3: c1xc2, c1xc2xd2   2 moves
 *   chain=must: the longest of each (immediate: c1xc2xd2xc3; end: c1xc2xd2) */
static void removal(void **state)
{
    (void)state;
    static const Want imm[] = {{"c1", "c2", "c3"}, {"c1", "d2", "c3 e2"}, {"c1", "c3", "c3 e2 b4"}};
    static const Want end[] = {{"c1", "c2", "c3"}, {"c1", "d2", "c3 e2"}};
    static const Want imm_must[] = {{"c1", "c3", "c3 e2 b4"}};
    static const Want end_must[] = {{"c1", "d2", "c3 e2"}};
    static const char *const may_imm[] = {"chain=may", NULL};
    static const char *const may_end[] = {"chain=may", "removal=end", NULL};
    static const char *const must_imm[] = {"chain=must", NULL};
    static const char *const must_end[] = {"chain=must", "removal=end", NULL};
    const char *pos = "B:Bc1:Wc3,e2,b4";
    expect_moves(pos, may_imm, imm, NWANT(imm));
    expect_moves(pos, may_end, end, NWANT(end));
    expect_moves(pos, must_imm, imm_must, NWANT(imm_must));
    expect_moves(pos, must_end, end_must, NWANT(end_must));
}

/* first_capture=single with the removal position as the variant's start (1 South, 3 North):
 * there, a capture is one step (c1xc2 only); with a North piece fewer than the start (e5 added
 * to the start, absent from the position) chains are back. Jumps too: with the start South c1,
 * North c2 c4, c1 jumps c2 only (c1xc3), not on over c4. */
static void first_capture(void **state)
{
    (void)state;
    Variant *v = malloc(sizeof *v);
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    assert_true(v && moves);
    static const char *const rules[] = {"chain=must", "first_capture=single", NULL};
    static const char *const starts[] = {"B:Bc1:Wc3,e2,b4", "B:Bc1:Wc3,e2,b4,e5"};
    static const int want_taken[] = {1, 3}; /* c1xc2; c1xc2xd2xc3 */
    Err err;
    for (int k = 0; k < 2; k++) {
        approach_board(v, rules);
        Position start = parse(v, starts[k]);
        v->explicit_start = true;
        v->start_men[SOUTH] = start.men[SOUTH];
        v->start_men[NORTH] = start.men[NORTH];
        assert_true(variant_conclude(v, &err));
        Position pos = parse(v, "B:Bc1:Wc3,e2,b4");
        assert_int_equal(naive_moves(v, &pos, moves, NAIVE_MAX_MOVES), 1);
        assert_int_equal(moves[0].ncaptured, want_taken[k]);
    }
    boards_alquerque(v, 5); /* jumps, chain=must by default */
    assert_true(rules_set_pair(&v->rules, "first_capture=single", &err));
    Position start = parse(v, "B:Bc1:Wc2,c4");
    v->explicit_start = true;
    v->start_men[SOUTH] = start.men[SOUTH];
    v->start_men[NORTH] = start.men[NORTH];
    assert_true(variant_conclude(v, &err));
    assert_int_equal(naive_moves(v, &start, moves, NAIVE_MAX_MOVES), 1);
    assert_int_equal(moves[0].to, board_find(&v->board, "c3"));
    assert_true(rules_set_pair(&v->rules, "first_capture=chain", &err));
    assert_true(variant_conclude(v, &err));
    assert_int_equal(naive_moves(v, &start, moves, NAIVE_MAX_MOVES), 1);
    assert_int_equal(moves[0].to, board_find(&v->board, "c5"));
    free(v);
    free(moves);
}

/* Alquerque's start under approach: the only empty point is c3, and South reaches it from d3,
 * c2, b2, d2, each approaching a run of two (b3 a3; c4 c5; d4 e5; b4 a5), never withdrawing
 * (the point behind is South's). 4 moves; none goes on, whatever the chain rule. */
static void alquerque_start(void **state)
{
    (void)state;
    static const Want want[] = {{"d3", "c3", "b3 a3"}, {"c2", "c3", "c4 c5"}, {"b2", "c3", "d4 e5"},
                                {"d2", "c3", "b4 a5"}};
    static const char *const may[] = {"chain=may", NULL};
    expect_moves("B:Ba1,b1,c1,d1,e1,a2,b2,c2,d2,e2,d3,e3:Wa3,b3,a4,b4,c4,d4,e4,a5,b5,c5,d5,e5", may, want,
                 NWANT(want));
}

/* The index of the move from-to taking nothing, or -1. */
static int find_step(const Variant *v, const NaiveMove *moves, int n, const char *from, const char *to)
{
    for (int i = 0; i < n; i++)
        if (!bits_any(moves[i].captured) && moves[i].from == board_find(&v->board, from) &&
            moves[i].to == board_find(&v->board, to))
            return i;
    return -1;
}

/* capture=huff: South c3 can take c5 by c3-c4 (approach); a1 cannot take anything (c1, a3 empty;
 * c3 its own). Moves: the capture and the 8 + 3 steps of c3 and a1 (12). A quiet c3-b3 leaves
 * the mover huffable on b3; a quiet a1-a2 leaves c3 huffable; the capture leaves nothing. */
static void huff(void **state)
{
    (void)state;
    static const char *const rules[] = {"capture=huff", NULL};
    Variant *v = malloc(sizeof *v);
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    assert_true(v && moves);
    approach_board(v, rules);
    Position pos = parse(v, "B:Bc3,a1:Wc5");
    int n = naive_moves(v, &pos, moves, NAIVE_MAX_MOVES);
    assert_int_equal(n, 12);
    int k = find_step(v, moves, n, "c3", "b3");
    assert_true(k >= 0);
    assert_true(bits_equal(naive_make(v, &pos, &moves[k]).huff, point_set(v, "b3")));
    k = find_step(v, moves, n, "a1", "a2");
    assert_true(k >= 0);
    assert_true(bits_equal(naive_make(v, &pos, &moves[k]).huff, point_set(v, "c3")));
    for (k = 0; k < n && !bits_any(moves[k].captured); k++)
        ;
    assert_true(k < n);
    assert_true(bits_equal(moves[k].captured, point_set(v, "c5")));
    assert_false(bits_any(naive_make(v, &pos, &moves[k]).huff));
    free(v);
    free(moves);
}

/* Crowning at the end of the move: South c4 withdraws from c3 by c4-c5 (c4-b4 and c4-d4 take
 * nothing), ending on the far row: crowned under king=short, not under king=none. */
static void crowning(void **state)
{
    (void)state;
    static const char *const kings[] = {"king=short", NULL};
    Variant *v = malloc(sizeof *v);
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    assert_true(v && moves);
    for (int k = 0; k < 2; k++) {
        approach_board(v, k == 0 ? kings : NULL);
        Position pos = parse(v, "B:Bc4:Wc3");
        assert_int_equal(naive_moves(v, &pos, moves, NAIVE_MAX_MOVES), 1);
        assert_true(bits_equal(moves[0].captured, point_set(v, "c3")));
        assert_int_equal(moves[0].crown, k == 0);
        Position next = naive_make(v, &pos, &moves[0]);
        assert_int_equal(bits_has(next.kings[SOUTH], board_find(&v->board, "c5")), k == 0);
    }
    free(v);
    free(moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(twins_and_runs), cmocka_unit_test(forward_men), cmocka_unit_test(revisits),
        cmocka_unit_test(direction),      cmocka_unit_test(removal),     cmocka_unit_test(first_capture),
        cmocka_unit_test(alquerque_start), cmocka_unit_test(huff),      cmocka_unit_test(crowning),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
