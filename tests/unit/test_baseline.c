/*
 * test_baseline.c — the hand-written Kharbaga perft (tests/bench/baseline_kharbaga.c): the
 * reference counts of docs/perft.md#reference-counts and small positions with kings whose counts are worked out by
 * hand in the comments.
 *
 * Points are (x, y) with x + y even, named file a..i for x and rank 1..9 for y + 1. Grid points
 * (both even) have orthogonal lines to (x±2, y) and (x, y±2); every point has the long
 * diagonals. B is South (moves up, crowned on rank 9), W is North (moves down, crowned on rank 1).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "bench/baseline_kharbaga.h"

/* The start position written out: South on ranks 1–4 plus g5, i5; North on ranks 6–9 plus a5,
 * c5; e5 empty. */
static const char START_TEXT[] = "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5"
                                 ":Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9";

/* perft from text, failing the test if the text is refused. */
static uint64_t perft_of(const char *text, int depth)
{
    uint64_t n = UINT64_MAX;
    assert_true(baseline_perft_text(text, depth, &n));
    return n;
}

/* docs/perft.md#reference-counts: Kharbaga, default ruleset, depths 1 to 11. */
static void test_start_counts(void **state)
{
    (void)state;
    static const uint64_t expected[] = {3, 5, 7, 10, 26, 91, 251, 814, 2949, 11692, 46372};
    for (int depth = 1; depth <= 11; depth++)
        assert_int_equal(baseline_perft_start(depth), expected[depth - 1]);
}

static void test_start_depth_zero_and_negative(void **state)
{
    (void)state;
    assert_int_equal(baseline_perft_start(0), 1);
    assert_int_equal(baseline_perft_start(-1), 0);
}

/* The start written as text counts the same as the built-in start, and the two colour lists may
 * come in either order. */
static void test_start_as_text(void **state)
{
    (void)state;
    for (int depth = 0; depth <= 8; depth++)
        assert_int_equal(perft_of(START_TEXT, depth), baseline_perft_start(depth));
    const char *swapped = "B:Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9"
                          ":Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5";
    assert_int_equal(perft_of(swapped, 6), 91);
}

/* A lone king on e5 (4,4), a grid point: the four diagonals have 4 empty points each (f6 g7 h8
 * i9, d6 c7 b8 a9, f4 g3 h2 i1, d4 c3 b2 a1) and the four orthogonal lines 2 each (g5 i5, c5 a5,
 * e7 e9, e3 e1): 16 + 8 = 24 steps. North then has no piece and no move: depth 2 counts 0. */
static void test_lone_king_on_grid_point(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKe5:W", 1), 24);
    assert_int_equal(perft_of("B:BKe5:W", 2), 0);
}

/* A lone king on d4 (3,3), a square centre: diagonals only. Up-right e5 f6 g7 h8 i9 (5),
 * up-left c5 b6 a7 (3), down-right e3 f2 g1 (3), down-left c3 b2 a1 (3): 14. */
static void test_lone_king_on_square_centre(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKd4:W", 1), 14);
}

/* King a1, North men c3 and i7. The king flies over b2 and takes c3, landing on d4, e5, f6, g7,
 * h8 or i9. Only from i9 can it go on: down the i-file it takes i7 and lands on i5, i3 or i1
 * (i7 is on no line through the other landings with an empty point beyond it: from g7 the rank
 * ends at i7, from h8 the diagonal ends at i7). The majority rule keeps only the three
 * two-piece captures: a1-i5, a1-i3, a1-i1. */
static void test_flying_king_majority(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKa1:Wc3,i7", 1), 3);
}

/* King a1, North men c3 and g7 on the same diagonal. The king takes c3 landing on d4, e5 or f6
 * (g7 stops it), and from each of them goes on up the diagonal to take g7, landing on h8 or i9.
 * Those are 3 × 2 = 6 chains but only 2 moves: the same from (a1), to (h8 or i9) and captured
 * set {c3, g7}, whatever the intermediate landing. Nothing else can be taken afterwards (c3,
 * still on the board, blocks the way back). */
static void test_king_chains_merge(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKa1:Wc3,g7", 1), 2);
}

/* South man c3 inside a ring of North men d4, d6, b6, b4 around c5 (empty); North man i9 far
 * away. The man jumps in any direction: c3 x d4 e5 x d6 c7 x b6 a5 x b4 c3 takes all four and
 * ends on its own start point, which counts as empty during its capture; the same ring the
 * other way round (c3 x b4 a5 x b6 c7 x d6 e5 x d4 c3) is the same move (from c3, to c3, same
 * set). So one move. Then North's i9 man has no capture and steps to h8 or i7 (forward is down;
 * the diagonal down-right leaves the board): 2. */
static void test_man_ring_is_one_move(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:Bc3:Wd4,d6,b6,b4,i9", 1), 1);
    assert_int_equal(perft_of("B:Bc3:Wd4,d6,b6,b4,i9", 2), 2);
}

/* King e5, North men g5, i7, c3. Directly, the king can take g5 (landing i5, the end of the
 * rank) or c3 (landing b2 or a1, after which nothing more is in reach). From i5 it takes i7
 * landing on i9; from i9 the diagonal down-left runs h8 g7 f6 e5 d4: e5 is the king's own start
 * point and counts as empty, so it reaches c3 and takes it, landing on b2 or a1. The majority
 * rule keeps those two three-piece moves. */
static void test_king_passes_its_start_point(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKe5:Wg5,i7,c3", 1), 2);
}

/* King c3, North men d4 and b2 on its diagonal. Taking d4 lands on e5, f6, g7, h8 or i9; from
 * there the way back down the diagonal is blocked by d4, which stays on the board until the move
 * ends, so b2 is out of reach. Taking b2 lands on a1, from where d4 is behind b2. Every capture
 * takes one piece: 5 + 1 = 6 moves. */
static void test_captured_piece_blocks(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:BKc3:Wd4,b2", 1), 6);
}

/* South man h8 steps to g9 or i9 (a square centre: no straight-forward line) and is crowned
 * there: 2. North's man a3 then steps to b2 or a1 (crowned there), with no capture: 4. At depth
 * 3 South's new king moves:
 *   king g9: h8 i7 (2), f8 e7 d6 c5 b4 a3 (6, a3 now empty), i9 (1), e9 c9 a9 (3),
 *            g7 g5 g3 g1 (4) = 16, with North on b2 or on a1 (neither is on a line from g9);
 *   king i9, North on b2: h8 … c3 are empty, b2 is taken landing on a1 — the only move: 1;
 *   king i9, North on a1: the diagonal h8 … b2 (7, a1 blocks with nothing beyond), g9 e9 c9 a9
 *            (4), i7 i5 i3 i1 (4) = 15.
 * 16 + 16 + 1 + 15 = 48. An uncrowned man on rank 9 would have no move at all. */
static void test_crowning_on_far_row(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:Bh8:Wa3", 1), 2);
    assert_int_equal(perft_of("B:Bh8:Wa3", 2), 4);
    assert_int_equal(perft_of("B:Bh8:Wa3", 3), 48);
}

/* South man c7, North men d8, f8, b2. The man takes d8 landing on e9 (the far row), then f8
 * landing on g7, and stops: one move. Passing rank 9 mid-chain does not crown it. North's b2
 * steps to a1 or c1 (no capture): 2. Then the man on g7 has no enemy next to it and steps to
 * f8, h8 or g9 (g7 is a grid point, so straight ahead too): 3 after each North move, 6 in all
 * (a king on g7 would have many more). */
static void test_no_crowning_mid_capture(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:Bc7:Wd8,f8,b2", 1), 1);
    assert_int_equal(perft_of("B:Bc7:Wd8,f8,b2", 2), 2);
    assert_int_equal(perft_of("B:Bc7:Wd8,f8,b2", 3), 6);
}

/* North to move: king e9 flies down the e-file over e7 and e5, takes e3 landing on e1, then
 * along rank 1 takes c1 (next to it) landing on a1. Two pieces, one move. South then has no
 * piece: 0. */
static void test_north_king_capture(void **state)
{
    (void)state;
    assert_int_equal(perft_of("W:Be3,c1:WKe9", 1), 1);
    assert_int_equal(perft_of("W:Be3,c1:WKe9", 2), 0);
}

/* Empty lists are allowed: no piece, no move. */
static void test_empty_board(void **state)
{
    (void)state;
    assert_int_equal(perft_of("B:B:W", 0), 1);
    assert_int_equal(perft_of("B:B:W", 1), 0);
}

static void test_bad_text_is_refused(void **state)
{
    (void)state;
    static const char *const bad[] = {
        "",               /* nothing */
        "X:Ba1:Wa9",      /* side to move */
        "B:Ba1",          /* a list missing */
        "B:Ba1:Ba3",      /* South's list twice */
        "B:Ba2:Wa9",      /* a2 is not a point (x + y odd) */
        "B:Bj1:Wa9",      /* file off the board */
        "B:Ba0:Wa9",      /* rank off the board */
        "B:Ba1:Wa1",      /* one point, two pieces */
        "B:Ba1,:Wa9",     /* empty list item */
        "B:Ba1:Wa9 ",     /* trailing text */
        "B:Bka1:Wa9",     /* lower-case king mark */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint64_t n = 12345;
        assert_false(baseline_perft_text(bad[i], 1, &n));
        assert_int_equal(n, 12345);
    }
    uint64_t n = 12345;
    assert_false(baseline_perft_text("B:Ba1:Wa9", -1, &n));
    assert_int_equal(n, 12345);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_counts),
        cmocka_unit_test(test_start_depth_zero_and_negative),
        cmocka_unit_test(test_start_as_text),
        cmocka_unit_test(test_lone_king_on_grid_point),
        cmocka_unit_test(test_lone_king_on_square_centre),
        cmocka_unit_test(test_flying_king_majority),
        cmocka_unit_test(test_king_chains_merge),
        cmocka_unit_test(test_man_ring_is_one_move),
        cmocka_unit_test(test_king_passes_its_start_point),
        cmocka_unit_test(test_captured_piece_blocks),
        cmocka_unit_test(test_crowning_on_far_row),
        cmocka_unit_test(test_no_crowning_mid_capture),
        cmocka_unit_test(test_north_king_capture),
        cmocka_unit_test(test_empty_board),
        cmocka_unit_test(test_bad_text_is_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
