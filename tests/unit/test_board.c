/*
 * test_board.c — building line boards: points, lines, directions, the neighbour table, rows,
 * every error of board_add_point / board_add_line / board_check_line / board_finish, and point
 * parsing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "board.h"
#include "support/boards.h"
#include "support/fixture.h"
#include "variant.h"

/* ---- fixtures ---- */

/* A fresh, empty board. */
static int setup_board(void **state)
{
    Board *b = test_malloc(sizeof *b);
    board_init(b);
    *state = b;
    return 0;
}

/* The 41-point Kharbaga board, as a concluded Variant. */
static int setup_kharbaga(void **state)
{
    Variant *v = test_malloc(sizeof *v);
    boards_kharbaga41(v);
    *state = v;
    return 0;
}

static int teardown(void **state)
{
    test_free(*state);
    return 0;
}

/* ---- helpers ---- */

static int point(const Board *b, const char *name)
{
    int p = board_find(b, name);
    if (p < 0)
        fail_msg("no point '%s' on the board", name);
    return p;
}

/* The direction with unit step (dx, dy), failing the test if the board has none. */
static int dir(const Board *b, int dx, int dy)
{
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] == dx && b->dy[d] == dy)
            return d;
    fail_msg("no direction (%d, %d)", dx, dy);
    return -1;
}

/* The name of next[p][d], or "-" for none. */
static const char *next_name(const Board *b, const char *from, int dx, int dy)
{
    int n = b->next[point(b, from)][dir(b, dx, dy)];
    return n == NO_POINT ? "-" : b->name[n];
}

/* How many points the board has (indices may include unused ones). */
static int real_points(const Board *b)
{
    int n = 0;
    for (int p = 0; p < b->npoints; p++)
        n += b->name[p][0] != '\0';
    return n;
}

/* How many lines leave a point. */
static int neighbours(const Board *b, const char *name)
{
    int p = point(b, name), count = 0;
    for (int d = 0; d < b->ndirs; d++)
        if (b->next[p][d] != NO_POINT)
            count++;
    return count;
}

static void add(Board *b, const char *name, int x, int y)
{
    Err err = {0};
    if (!board_add_point(b, name, x, y, &err))
        fail_msg("board_add_point %s: %s", name, err.msg);
}

static void line2(Board *b, const char *p, const char *q)
{
    Err err = {0};
    int pts[2] = {point(b, p), point(b, q)};
    if (!board_add_line(b, pts, 2, &err))
        fail_msg("board_add_line %s-%s: %s", p, q, err.msg);
}

/* ---- the Kharbaga board ---- */

static void kharbaga41_has_41_points_8_directions_9_rows(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_int_equal(real_points(b), 41);
    assert_int_equal(b->ndirs, 8);
    assert_int_equal(b->nrows, 9);
    assert_true(b->finished);
    static const int sizes[9] = {5, 4, 5, 4, 5, 4, 5, 4, 5};
    for (int r = 0; r < 9; r++) {
        assert_int_equal(b->row_y[r], r);
        assert_int_equal(bits_count(b->row_points[r]), sizes[r]);
    }
}

static void every_direction_has_the_negated_step_as_opposite(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    for (int d = 0; d < b->ndirs; d++) {
        int o = b->opposite[d];
        assert_int_not_equal(o, d);
        assert_int_equal(b->dx[o], -b->dx[d]);
        assert_int_equal(b->dy[o], -b->dy[d]);
        assert_int_equal(b->opposite[o], d);
    }
    /* steps are reduced: the orthogonal line a1-c1 has unit step (1, 0), not (2, 0) */
    assert_int_equal(b->opposite[dir(b, 1, 0)], dir(b, -1, 0));
    assert_int_equal(b->opposite[dir(b, 0, 1)], dir(b, 0, -1));
    assert_int_equal(b->opposite[dir(b, 1, 1)], dir(b, -1, -1));
    assert_int_equal(b->opposite[dir(b, 1, -1)], dir(b, -1, 1));
}

static void next_of_e5_in_all_eight_directions(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_string_equal(next_name(b, "e5", 1, 0), "g5");
    assert_string_equal(next_name(b, "e5", -1, 0), "c5");
    assert_string_equal(next_name(b, "e5", 0, 1), "e7");
    assert_string_equal(next_name(b, "e5", 0, -1), "e3");
    assert_string_equal(next_name(b, "e5", 1, 1), "f6");
    assert_string_equal(next_name(b, "e5", -1, 1), "d6");
    assert_string_equal(next_name(b, "e5", 1, -1), "f4");
    assert_string_equal(next_name(b, "e5", -1, -1), "d4");
}

static void corner_a1_has_three_neighbours(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_int_equal(neighbours(b, "a1"), 3);
    assert_string_equal(next_name(b, "a1", 1, 0), "c1");
    assert_string_equal(next_name(b, "a1", 0, 1), "a3");
    assert_string_equal(next_name(b, "a1", 1, 1), "b2");
    assert_string_equal(next_name(b, "a1", -1, 0), "-");
    assert_string_equal(next_name(b, "a1", -1, -1), "-");
    assert_int_equal(neighbours(b, "i9"), 3);
}

static void square_centre_b2_has_only_diagonal_neighbours(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_int_equal(neighbours(b, "b2"), 4);
    assert_string_equal(next_name(b, "b2", 1, 1), "c3");
    assert_string_equal(next_name(b, "b2", -1, -1), "a1");
    assert_string_equal(next_name(b, "b2", -1, 1), "a3");
    assert_string_equal(next_name(b, "b2", 1, -1), "c1");
    assert_string_equal(next_name(b, "b2", 1, 0), "-");
    assert_string_equal(next_name(b, "b2", 0, 1), "-");
}

static void edge_point_e1_has_five_neighbours(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_int_equal(neighbours(b, "e1"), 5);
    assert_string_equal(next_name(b, "e1", 0, -1), "-");
}

static void diagonals_are_long_straight_lines(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    static const char *diag[] = {"a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9"};
    for (int i = 0; i + 1 < 9; i++)
        assert_string_equal(next_name(b, diag[i], 1, 1), diag[i + 1]);
    assert_string_equal(next_name(b, "i9", 1, 1), "-");
}

static void next_table_is_symmetric(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            int n = b->next[p][d];
            if (n != NO_POINT)
                assert_int_equal(b->next[n][b->opposite[d]], p);
        }
}

static void rows_group_points_by_y(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    assert_int_equal(b->row[point(b, "a1")], 0);
    assert_int_equal(b->row[point(b, "b2")], 1);
    assert_int_equal(b->row[point(b, "e5")], 4);
    assert_int_equal(b->row[point(b, "i9")], 8);
    assert_true(bits_has(b->row_points[4], point(b, "g5")));
    assert_false(bits_has(b->row_points[4], point(b, "f6")));
}

/* ---- rows on a board built here ---- */

static void rows_are_sorted_by_y_whatever_the_order_of_points(void **state)
{
    Board *b = *state;
    add(b, "a6", 0, 5);
    add(b, "a1", 0, 0);
    add(b, "a3", 0, 2);
    add(b, "b3", 1, 2);
    line2(b, "a1", "a3");
    line2(b, "a3", "a6");
    line2(b, "a3", "b3");
    Err err = {0};
    assert_true(board_finish(b, &err));
    assert_int_equal(b->nrows, 3);
    assert_int_equal(b->row_y[0], 0);
    assert_int_equal(b->row_y[1], 2);
    assert_int_equal(b->row_y[2], 5);
    assert_int_equal(b->row[point(b, "a6")], 2);
    assert_int_equal(b->row[point(b, "b3")], 1);
    assert_int_equal(bits_count(b->row_points[1]), 2);
}

/* ---- board_add_point errors ---- */

static void point_names_must_be_letters_then_digits(void **state)
{
    Board *b = *state;
    static const char *bad[] = {"", "A1", "1a", "a", "a1b", "a-1", "ab", "a1 ", "abcdefg1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Err err = {0};
        if (board_add_point(b, bad[i], (int)i, 0, &err))
            fail_msg("name '%s' was accepted", bad[i]);
        assert_error_has(&err, "expected lower-case letters then digits");
        char quoted[32];
        snprintf(quoted, sizeof quoted, "'%s'", bad[i]);
        assert_error_has(&err, quoted);
    }
    assert_int_equal(b->npoints, 0);
    /* the longest accepted name has MAX_NAME - 1 characters */
    Err err = {0};
    assert_true(board_add_point(b, "abcdef1", 0, 0, &err));
    assert_true(board_add_point(b, "aa10", 1, 0, &err));
    assert_int_equal(b->npoints, 2);
}

static void point_name_too_long_says_the_limit(void **state)
{
    Board *b = *state;
    Err err = {0};
    assert_false(board_add_point(b, "abcdefgh1", 0, 0, &err));
    assert_error_has(&err, "point name 'abcdefgh1' is 9 characters long: expected lower-case letters then digits, at most 7 "
                         "characters");
    assert_false(board_add_point(b, "A1", 0, 0, &err)); /* not the length: no count, but the limit */
    assert_error_has(&err, "point name 'A1': expected lower-case letters then digits, at most 7 characters, e.g. 'a1'");
    assert_int_equal(b->npoints, 0);
}

static void duplicate_point_name_is_refused(void **state)
{
    Board *b = *state;
    Err err = {0};
    add(b, "a1", 0, 0);
    assert_false(board_add_point(b, "a1", 5, 5, &err));
    assert_error_has(&err, "'a1' is declared twice");
    assert_int_equal(b->npoints, 1);
}

static void two_points_at_the_same_coordinates_are_refused(void **state)
{
    Board *b = *state;
    Err err = {0};
    add(b, "a1", 3, 4);
    assert_false(board_add_point(b, "b2", 3, 4, &err));
    assert_error_has(&err, "'a1' and 'b2' have the same coordinates (3, 4)");
    assert_int_equal(b->npoints, 1);
}

/* ---- board_add_line errors ---- */

static void line_of_one_point_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    int pts[1] = {0};
    Err err = {0};
    assert_false(board_add_line(b, pts, 1, &err));
    assert_error_has(&err, "at least two points");
}

static void line_through_an_unknown_point_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "a2", 0, 1);
    Err err = {0};
    int past_end[2] = {0, 2};
    assert_false(board_add_line(b, past_end, 2, &err));
    assert_error_has(&err, "not on the board");
    int negative[2] = {-1, 1};
    assert_false(board_add_line(b, negative, 2, &err));
    assert_error_has(&err, "not on the board");
}

static void line_repeating_a_point_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "a2", 0, 1);
    int pts[3] = {0, 1, 1};
    Err err = {0};
    assert_false(board_add_line(b, pts, 3, &err));
    assert_error_has(&err, "'a2' repeats the point");
}

static void bent_line_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "b1", 1, 0);
    add(b, "b2", 1, 1);
    int pts[3] = {0, 1, 2};
    Err err = {0};
    assert_false(board_add_line(b, pts, 3, &err));
    assert_error_has(&err, "a1-b1-b2 bends");
}

static void line_doubling_back_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "b1", 1, 0);
    add(b, "c1", 2, 0);
    int pts[3] = {0, 2, 1}; /* a1 -> c1 -> b1: same slope, opposite sense */
    Err err = {0};
    assert_false(board_add_line(b, pts, 3, &err));
    assert_error_has(&err, "bends");
}

static void overlapping_lines_are_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "b1", 1, 0);
    add(b, "c1", 2, 0);
    line2(b, "a1", "c1");
    int pts[2] = {0, 1}; /* a1-b1 leaves a1 eastwards too */
    Err err = {0};
    assert_false(board_add_line(b, pts, 2, &err));
    assert_error_has(&err, "overlap");
    assert_error_has(&err, "'a1' and 'b1'");
    int from_the_other_end[2] = {1, 2}; /* b1-c1 arrives at c1 from the west, as a1-c1 does */
    assert_false(board_add_line(b, from_the_other_end, 2, &err));
    assert_error_has(&err, "overlap");
}

/* ---- board_check_line ---- */

static void line_through_an_unlisted_point_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "b1", 1, 0);
    add(b, "c1", 2, 0);
    add(b, "d1", 3, 0);
    add(b, "b2", 1, 1);
    add(b, "c3", 2, 2);
    Err err = {0};
    int a1_c1[2] = {point(b, "a1"), point(b, "c1")};
    assert_true(board_add_line(b, a1_c1, 2, &err)); /* straight, so board_add_line takes it */
    assert_false(board_check_line(b, a1_c1, 2, &err));
    assert_string_equal(err.msg, "the line a1-c1 passes through b1, which it does not list");
    int diagonal[2] = {point(b, "a1"), point(b, "c3")}; /* through b2 at (1, 1) */
    assert_false(board_check_line(b, diagonal, 2, &err));
    assert_string_equal(err.msg, "the line a1-c3 passes through b2, which it does not list");
    int longer[3] = {point(b, "b1"), point(b, "c1"), point(b, "d1")}; /* a1 beyond its end, b2 beside it */
    assert_true(board_check_line(b, longer, 3, &err));
    int listed[4] = {point(b, "a1"), point(b, "b1"), point(b, "c1"), point(b, "d1")};
    assert_true(board_check_line(b, listed, 4, &err));
    int far[3] = {point(b, "a1"), point(b, "b1"), point(b, "d1")}; /* c1 between b1 and d1 */
    assert_false(board_check_line(b, far, 3, &err));
    assert_string_equal(err.msg, "the line a1-b1-d1 passes through c1, which it does not list");
}

/* Every link of the shipped Kharbaga board joins neighbours with nothing between them. */
static void kharbaga41_links_pass_through_no_point(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs && board_has(b, p); d++) {
            int link[2] = {p, b->next[p][d]};
            Err err = {0};
            if (link[1] != NO_POINT && !board_check_line(b, link, 2, &err))
                fail_msg("%s", err.msg);
        }
}

static void the_same_line_twice_is_accepted(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "c1", 2, 0);
    line2(b, "a1", "c1");
    line2(b, "c1", "a1");
    assert_int_equal(b->ndirs, 2);
}

static void ninth_line_slope_exceeds_the_directions(void **state)
{
    Board *b = *state;
    /* lines from o to points of nine different slopes: 18 directions > MAX_DIRS (16) */
    static const int to[9][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}, {1, 2}, {2, 1}, {1, -2}, {2, -1}, {1, 3}};
    add(b, "o1", 0, 0);
    Err err = {0};
    for (int i = 0; i < 9; i++) {
        char name[16];
        snprintf(name, sizeof name, "p%d", i + 1);
        add(b, name, to[i][0], to[i][1]);
        int pts[2] = {0, b->npoints - 1};
        bool ok = board_add_line(b, pts, 2, &err);
        if (i < 8)
            assert_true(ok);
        else
            assert_false(ok);
    }
    assert_error_has(&err, "too many line directions");
    assert_int_equal(b->ndirs, MAX_DIRS);
}

/* ---- board_finish errors ---- */

static void board_with_too_few_points_is_refused(void **state)
{
    Board *b = *state;
    Err err = {0};
    assert_false(board_finish(b, &err));
    assert_error_has(&err, "has 0");
    add(b, "a1", 0, 0);
    assert_false(board_finish(b, &err));
    assert_error_has(&err, "at least two points, this one has 1");
    assert_false(b->finished);
}

static void point_on_no_line_is_refused(void **state)
{
    Board *b = *state;
    add(b, "a1", 0, 0);
    add(b, "a2", 0, 1);
    add(b, "c5", 2, 4);
    line2(b, "a1", "a2");
    Err err = {0};
    assert_false(board_finish(b, &err));
    assert_error_has(&err, "'c5' is on no line");
    assert_false(b->finished);
}

/* ---- names and parsing ---- */

static void board_find_and_name_ok(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    int a1 = board_find(b, "a1");
    assert_true(a1 >= 0 && a1 < b->npoints);
    assert_string_equal(b->name[a1], "a1");
    assert_int_equal(b->x[a1], 0);
    assert_int_equal(b->y[a1], 0);
    assert_int_equal(board_find(b, "b1"), -1); /* (1, 0) is not a point of kharbaga41 */
    assert_int_equal(board_find(b, ""), -1);
    assert_true(board_name_ok("aa12"));
    assert_false(board_name_ok("a01x"));
}

static void parse_point_reads_a_name_and_advances(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    const char *text = "e5-e7";
    assert_int_equal(board_parse_point(b, &text), board_find(b, "e5"));
    assert_string_equal(text, "-e7");
    text = "i9";
    assert_int_equal(board_parse_point(b, &text), board_find(b, "i9"));
    assert_string_equal(text, "");
    text = "c3xe5";
    assert_int_equal(board_parse_point(b, &text), board_find(b, "c3"));
    assert_string_equal(text, "xe5");
}

static void parse_point_refuses_without_advancing(void **state)
{
    const Board *b = &((Variant *)*state)->board;
    static const char *bad[] = {"z9", "b1", "5e", "e", "-e5", "", "E5", "e10", "a11"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        const char *text = bad[i];
        if (board_parse_point(b, &text) != -1)
            fail_msg("'%s' was read as a point", bad[i]);
        assert_ptr_equal(text, bad[i]);
    }
}

/* ---- the 128-point limit ---- */

/* A 16 x 8 grid, files a..p and ranks 1..8, with its rows and columns as lines. */
static void build_grid_16x8(Board *b)
{
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++) {
            char name[16];
            snprintf(name, sizeof name, "%c%d", 'a' + x, y + 1);
            add(b, name, x, y);
        }
    Err err = {0};
    for (int y = 0; y < 8; y++) {
        int pts[16];
        for (int x = 0; x < 16; x++)
            pts[x] = y * 16 + x;
        if (!board_add_line(b, pts, 16, &err))
            fail_msg("row %d: %s", y + 1, err.msg);
    }
    for (int x = 0; x < 16; x++) {
        int pts[8];
        for (int y = 0; y < 8; y++)
            pts[y] = y * 16 + x;
        if (!board_add_line(b, pts, 8, &err))
            fail_msg("column %c: %s", 'a' + x, err.msg);
    }
}

static void board_of_128_points_works(void **state)
{
    Board *b = *state;
    build_grid_16x8(b);
    Err err = {0};
    assert_true(board_finish(b, &err));
    assert_int_equal(real_points(b), MAX_POINTS);
    assert_int_equal(b->nrows, 8);
    assert_string_equal(next_name(b, "p8", -1, 0), "o8");
    assert_string_equal(next_name(b, "p8", 0, -1), "p7");
    assert_string_equal(next_name(b, "p8", 1, 0), "-");
    assert_string_equal(next_name(b, "o8", 1, 0), "p8");
    assert_true(bits_has(b->row_points[7], point(b, "p8")));
    assert_int_equal(bits_count(b->row_points[7]), 16);
}

static void point_129_is_refused(void **state)
{
    Board *b = *state;
    build_grid_16x8(b);
    Err err = {0};
    assert_false(board_add_point(b, "q1", 16, 0, &err));
    assert_error_has(&err, "at most 128");
    assert_int_equal(real_points(b), MAX_POINTS);
}

static void variant_on_128_points_places_64_men_a_side(void **state)
{
    (void)state;
    Variant *v = test_malloc(sizeof *v);
    variant_init(v);
    build_grid_16x8(&v->board);
    Err err = {0};
    if (!variant_conclude(v, &err))
        fail_msg("conclude: %s", err.msg);
    assert_int_equal(bits_count(v->start_men[SOUTH]), 64);
    assert_int_equal(bits_count(v->start_men[NORTH]), 64);
    int p8 = point(&v->board, "p8");
    assert_true(bits_has(v->start_men[NORTH], p8));
    assert_true(bits_has(v->crown[SOUTH], p8));
    /* p8 is a corner: lines leave it towards o8 and p7 only */
    assert_int_equal(v->n_rays[p8], 2);
    test_free(v);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(kharbaga41_has_41_points_8_directions_9_rows, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(every_direction_has_the_negated_step_as_opposite, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(next_of_e5_in_all_eight_directions, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(corner_a1_has_three_neighbours, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(square_centre_b2_has_only_diagonal_neighbours, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(edge_point_e1_has_five_neighbours, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(diagonals_are_long_straight_lines, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(next_table_is_symmetric, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(rows_group_points_by_y, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(rows_are_sorted_by_y_whatever_the_order_of_points, setup_board, teardown),
        cmocka_unit_test_setup_teardown(point_names_must_be_letters_then_digits, setup_board, teardown),
        cmocka_unit_test_setup_teardown(point_name_too_long_says_the_limit, setup_board, teardown),
        cmocka_unit_test_setup_teardown(duplicate_point_name_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(two_points_at_the_same_coordinates_are_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(line_of_one_point_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(line_through_an_unknown_point_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(line_repeating_a_point_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(bent_line_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(line_doubling_back_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(overlapping_lines_are_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(line_through_an_unlisted_point_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(kharbaga41_links_pass_through_no_point, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(the_same_line_twice_is_accepted, setup_board, teardown),
        cmocka_unit_test_setup_teardown(ninth_line_slope_exceeds_the_directions, setup_board, teardown),
        cmocka_unit_test_setup_teardown(board_with_too_few_points_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(point_on_no_line_is_refused, setup_board, teardown),
        cmocka_unit_test_setup_teardown(board_find_and_name_ok, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(parse_point_reads_a_name_and_advances, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(parse_point_refuses_without_advancing, setup_kharbaga, teardown),
        cmocka_unit_test_setup_teardown(board_of_128_points_works, setup_board, teardown),
        cmocka_unit_test_setup_teardown(point_129_is_refused, setup_board, teardown),
        cmocka_unit_test(variant_on_128_points_places_64_men_a_side),
    };
    return cmocka_run_group_tests_name("board", tests, NULL, NULL);
}
