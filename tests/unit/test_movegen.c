/*
 * test_movegen.c — the move generator on hand-checked Kharbaga positions, one test per rule
 * behaviour of docs/rules.md#options, each asserting the exact set of moves in notation.
 *
 * The board (kharbaga41) for reading the positions below. Points on odd ranks (a1, c1, ...) are
 * grid points with orthogonal and diagonal lines; those on even ranks (b2, d2, ...) are square
 * centres, on diagonals only.
 *
 *     9  a9    c9    e9    g9    i9
 *     8     b8    d8    f8    h8
 *     7  a7    c7    e7    g7    i7
 *     6     b6    d6    f6    h6
 *     5  a5    c5    e5    g5    i5
 *     4     b4    d4    f4    h4
 *     3  a3    c3    e3    g3    i3
 *     2     b2    d2    f2    h2
 *     1  a1    c1    e1    g1    i1
 *
 * Neighbours: a grid point (x, y) has (x±2, y), (x, y±2) and (x±1, y±1); a centre has the four
 * (x±1, y±1). A jump goes over a neighbour to the next point on the same line. Positions are
 * written "B:B<South's pieces>:W<North's pieces>", kings with a K, South (Black) moving up.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "movegen.h"
#include "notation.h"
#include "support/fixture.h"

enum { TEXT = 600 };

typedef struct Fix {
    Variant v;
    Position pos;
    MoveList list;
    MoveList scratch;
    char text[MAX_MOVES][TEXT]; /* the moves of list as text or keys */
    char *texts[MAX_MOVES];
    Variant stretched; /* for the comparison of generator paths */
    Position spos;
    MoveList slist;
    char stext[MAX_MOVES][TEXT];
    char *stexts[MAX_MOVES];
} Fix;

/* ---- fixtures ---- */

static int setup(void **state)
{
    *state = fixture_open(sizeof(Fix), FIXTURE_KHARBAGA41);
    return 0;
}

static int teardown(void **state)
{
    Fix *f = *state;
    movelist_free(&f->list);
    movelist_free(&f->scratch);
    movelist_free(&f->slist);
    return fixture_teardown(state);
}

/* ---- helpers ---- */

static void set_rule(Fix *f, const char *key, const char *value) { fixture_rule(&f->v, key, value); }

/* Reads the position and generates its legal moves into f->list. */
static int generate(Fix *f, const char *position)
{
    Err err = {0};
    if (!position_from_text(&f->v, position, &f->pos, &err))
        fail_msg("'%s': %s", position, err.msg);
    int n = movegen_legal(&f->v, &f->pos, &f->list);
    assert_int_equal(n, f->list.n);
    assert_false(f->list.overflow);
    return n;
}

static int compare_text(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Sorts n strings and joins them with ' ' into out (for messages). */
static void sort_join(char **texts, int n, char *out, size_t len)
{
    qsort(texts, (size_t)n, sizeof texts[0], compare_text);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        strncat(out, " ", len - strlen(out) - 1);
        strncat(out, texts[i], len - strlen(out) - 1);
    }
}

/* Asserts that two lists of texts hold the same strings, order free. */
static void assert_same_texts(char **got, int ngot, const char *const *want, int nwant, const char *position)
{
    char *w[MAX_MOVES];
    for (int i = 0; i < nwant; i++)
        w[i] = (char *)want[i];
    char gs[4096], ws[4096];
    sort_join(got, ngot, gs, sizeof gs);
    sort_join(w, nwant, ws, sizeof ws);
    if (strcmp(gs, ws) != 0)
        fail_msg("moves of %s\n got :%s\n want:%s", position, gs, ws);
}

/* Asserts the legal moves of `position` are exactly want[0..n-1] (full notation, any order). */
static void expect_moves(Fix *f, const char *position, const char *const *want, int n)
{
    generate(f, position);
    for (int i = 0; i < f->list.n; i++) {
        assert_true(movelist_text(&f->v, &f->list, i, f->text[i], TEXT));
        f->texts[i] = f->text[i];
    }
    assert_same_texts(f->texts, f->list.n, want, n, position);
}

#define EXPECT_MOVES(f, position, ...)                                                                                \
    expect_moves(f, position, (const char *const[]){__VA_ARGS__},                                                     \
                 (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)))

/* A move as "from-to:captured,captured" with the captured names sorted: what identifies it
 * (docs/rules.md#counting-moves), whatever path was found first. */
static void move_key(const Variant *v, const Move *m, char *buf, size_t len)
{
    char *names[MAX_POINTS];
    int n = 0, p;
    BITS_FOREACH(p, m->captured)
    names[n++] = (char *)v->board.name[p];
    char joined[TEXT];
    qsort(names, (size_t)n, sizeof names[0], compare_text);
    joined[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (i)
            strcat(joined, ",");
        strcat(joined, names[i]);
    }
    snprintf(buf, len, "%s-%s:%s", v->board.name[m->from], v->board.name[m->to], joined);
}

/* Asserts the legal moves of `position`, as keys, are exactly want[0..n-1]. */
static void expect_keys(Fix *f, const char *position, const char *const *want, int n)
{
    generate(f, position);
    for (int i = 0; i < f->list.n; i++) {
        move_key(&f->v, &f->list.moves[i], f->text[i], TEXT);
        f->texts[i] = f->text[i];
    }
    assert_same_texts(f->texts, f->list.n, want, n, position);
}

#define EXPECT_KEYS(f, position, ...)                                                                                 \
    expect_keys(f, position, (const char *const[]){__VA_ARGS__},                                                      \
                (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)))

/* The move of f->list written `text` in full notation. */
static const Move *find_move(Fix *f, const char *text)
{
    for (int i = 0; i < f->list.n; i++) {
        char buf[TEXT];
        movelist_text(&f->v, &f->list, i, buf, sizeof buf);
        if (strcmp(buf, text) == 0)
            return &f->list.moves[i];
    }
    fail_msg("no move %s", text);
    return NULL;
}

/* ---- compulsory and optional capture ---- */

/* e3 jumps f4 (its NE neighbour) to the empty g5; from g5 nothing is left to take. Capture is
 * compulsory, so a1's and e3's steps are not moves. */
static void compulsory_capture_hides_steps(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Be3,a1:Wf4", "e3xg5");
}

/* capture=optional: the capture plus every step. a1 (corner) steps forward to a3 and b2; e3
 * steps forward to d4 and e5 (f4 is occupied). */
static void optional_capture_shows_steps_too(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "optional");
    EXPECT_MOVES(f, "B:Be3,a1:Wf4", "e3xg5", "a1-a3", "a1-b2", "e3-d4", "e3-e5");
}

/* ---- majority ---- */

/* a1 takes b2 landing c3, then must go on over d4 to e5 (2 pieces); i1 takes i3 landing i5
 * (1 piece) and stops there. majority=count keeps only the longest. */
static void majority_count_keeps_the_longest(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,d4,i3", "a1xc3xe5");
}

/* The same position under majority=none: both captures. */
static void majority_none_keeps_every_capture(void **state)
{
    Fix *f = *state;
    set_rule(f, "majority", "none");
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,d4,i3", "a1xc3xe5", "i1xi5");
}

/* a1xc3 (over b2) and i1xg3 (over h2) both take one piece: a free choice. */
static void majority_ties_leave_a_free_choice(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,h2", "a1xc3", "i1xg3");
}

/* The same two one-piece captures, but h2 is a king: count_then_kings keeps i1xg3 only, count
 * keeps both. */
static void count_then_kings_prefers_the_capture_of_a_king(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,Kh2", "a1xc3", "i1xg3");
    set_rule(f, "majority", "count_then_kings");
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,Kh2", "i1xg3");
}

/* count_then_kings counts pieces first: a1xc3xe5 (two men) beats i1xg3 (one king). */
static void count_then_kings_counts_pieces_first(void **state)
{
    Fix *f = *state;
    set_rule(f, "majority", "count_then_kings");
    EXPECT_MOVES(f, "B:Ba1,i1:Wb2,d4,Kh2", "a1xc3xe5");
}

/* ---- chains ---- */

/* a1 over b2 to c3, then c3 over d4 to e5: chain=must takes both. */
static void chain_must_goes_on_while_it_can(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Ba1:Wb2,d4", "a1xc3xe5");
}

/* chain=may (majority=none so that the shorter is not dropped): stop at c3 or go on to e5. */
static void chain_may_stops_after_any_jump(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    EXPECT_MOVES(f, "B:Ba1:Wb2,d4", "a1xc3", "a1xc3xe5");
}

/* chain=may with majority=count: the one-jump stop takes fewer, so only the full chain. */
static void chain_may_is_still_bound_by_majority(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    EXPECT_MOVES(f, "B:Ba1:Wb2,d4", "a1xc3xe5");
}

/* chain=single: one jump only. */
static void chain_single_takes_one_piece(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "single");
    EXPECT_MOVES(f, "B:Ba1:Wb2,d4", "a1xc3");
}

/* ---- removal ---- */

/* King a1 takes e5 along the long diagonal (b2-d4 empty) and may land on f6, g7, h8 or i9.
 * Only from i9 can it go on: west along rank 9 over c9 to a9. From a9 the way south-east runs
 * b8, c7, d6, then e5: under removal=end e5 is still on the board and blocks, so the chain
 * ends at a9 with 2 pieces, and majority drops the 1-piece landings. (From f6 the king sees c9
 * to the north-west but nothing beyond it; g7 and h8 see nothing.) */
static void removal_end_captured_piece_blocks(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:BKa1:We5,c9,f4", "a1xi9xa9");
}

/* The same under removal=immediate: e5 has left, so from a9 the king crosses b8, c7, d6 and the
 * emptied e5 to f4, and lands on g3, h2 or i1 (3 pieces; nothing to take from there). */
static void removal_immediate_chain_crosses_an_emptied_point(void **state)
{
    Fix *f = *state;
    set_rule(f, "removal", "immediate");
    EXPECT_MOVES(f, "B:BKa1:We5,c9,f4", "a1xi9xa9xg3", "a1xi9xa9xh2", "a1xi9xa9xi1");
}

/* ---- kings ---- */

/* King a1: north, a3 is empty and a5 is an enemy but a7 is occupied, so no capture; east, its
 * own man c1 blocks; north-east, b2 and c3 are empty and d4 is an enemy with empty points
 * beyond, so it takes d4 at a distance and lands on any of e5, f6, g7, h8, i9. No landing
 * leads to another capture (a5 and a7 have nothing beyond them). c1's steps are hidden. */
static void flying_king_captures_at_a_distance_with_a_landing_choice(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:BKa1,c1:Wd4,a5,a7", "a1xe5", "a1xf6", "a1xg7", "a1xh8", "a1xi9");
}

/* A flying king alone slides any distance: b2..h8 (7), a3..a9 (4), c1..i1 (4); i9 is on its
 * diagonal but has nothing beyond it, so there is no capture. */
static void flying_king_slides_any_distance(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:BKa1:Wi9", "a1-b2", "a1-c3", "a1-d4", "a1-e5", "a1-f6", "a1-g7", "a1-h8", "a1-a3", "a1-a5",
                 "a1-a7", "a1-a9", "a1-c1", "a1-e1", "a1-g1", "a1-i1");
}

/* King a1 takes d4 and may land on e5..i9; only from g7 is there another capture (h6, its
 * south-east neighbour, with i5 empty). majority=none so every landing counts:
 * king_landing=any keeps all five, continuing from g7 as chain=must says. */
static void king_landing_any_keeps_every_landing(void **state)
{
    Fix *f = *state;
    set_rule(f, "majority", "none");
    EXPECT_MOVES(f, "B:BKa1:Wd4,h6", "a1xe5", "a1xf6", "a1xg7xi5", "a1xh8", "a1xi9");
}

/* king_landing=continue: it must land where it can jump again, so only g7. */
static void king_landing_continue_keeps_the_landing_that_jumps_again(void **state)
{
    Fix *f = *state;
    set_rule(f, "majority", "none");
    set_rule(f, "king_landing", "continue");
    EXPECT_MOVES(f, "B:BKa1:Wd4,h6", "a1xg7xi5");
}

/* king_landing=continue when no landing can jump again: every landing stays. */
static void king_landing_continue_without_a_second_jump_keeps_all(void **state)
{
    Fix *f = *state;
    set_rule(f, "king_landing", "continue");
    EXPECT_MOVES(f, "B:BKa1,c1:Wd4,a5,a7", "a1xe5", "a1xf6", "a1xg7", "a1xh8", "a1xi9");
}

/* Flying king e5: g7 is two points away north-east with f6 empty and h8, i9 empty beyond. */
static void flying_king_takes_what_a_short_king_cannot(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:BKe5:Wg7", "e5xh8", "e5xi9");
}

/* king=short: the same king only steps to its 8 neighbours, and g7 is out of its reach. */
static void short_king_steps_one_point(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "short");
    EXPECT_MOVES(f, "B:BKe5:Wg7", "e5-c5", "e5-g5", "e5-e3", "e5-e7", "e5-d4", "e5-f4", "e5-d6", "e5-f6");
}

/* king=short: a king jumps adjacent pieces in every direction, backwards too: f6 to g7 and e3
 * to e1; neither landing has another jump. */
static void short_king_jumps_like_a_man_in_every_direction(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "short");
    EXPECT_MOVES(f, "B:BKe5:Wf6,e3", "e5xe1", "e5xg7");
}

/* b8 is a square centre: it steps forward to a9 and c9 only, both on the far row, crowning. */
static void man_reaching_the_far_row_is_crowned(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Bb8:Wa1", "b8-a9", "b8-c9");
    assert_true(find_move(f, "b8-a9")->flags & MOVE_CROWN);
    assert_true(find_move(f, "b8-c9")->flags & MOVE_CROWN);
}

/* king=none: the same moves, but nothing is crowned. */
static void king_none_crowns_nobody(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "none");
    EXPECT_MOVES(f, "B:Bb8:Wa1", "b8-a9", "b8-c9");
    assert_false(find_move(f, "b8-a9")->flags & MOVE_CROWN);
    assert_false(find_move(f, "b8-c9")->flags & MOVE_CROWN);
}

/* ---- crowning in the middle of a capture ---- */

/* c7 takes d8 landing on e9 (the far row), then as a man takes f8 backwards to g7; g7 is not
 * the far row, so crown_mid_capture=ignore leaves it a man. */
static void crown_mid_capture_ignore_goes_on_as_a_man(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Bc7:Wd8,f8", "c7xe9xg7");
    assert_false(find_move(f, "c7xe9xg7")->flags & MOVE_CROWN);
}

/* crown_mid_capture=stop: the move ends on e9, crowned, though f8 could be taken. */
static void crown_mid_capture_stop_ends_the_move(void **state)
{
    Fix *f = *state;
    set_rule(f, "crown_mid_capture", "stop");
    EXPECT_MOVES(f, "B:Bc7:Wd8,f8", "c7xe9");
    assert_true(find_move(f, "c7xe9")->flags & MOVE_CROWN);
}

/* crown_mid_capture=crown: crowned on e9, it goes on as a flying king over f8 and may land on
 * g7, h6 or i5. */
static void crown_mid_capture_crown_goes_on_as_a_king(void **state)
{
    Fix *f = *state;
    set_rule(f, "crown_mid_capture", "crown");
    EXPECT_MOVES(f, "B:Bc7:Wd8,f8", "c7xe9xg7", "c7xe9xh6", "c7xe9xi5");
    assert_true(find_move(f, "c7xe9xg7")->flags & MOVE_CROWN);
    assert_true(find_move(f, "c7xe9xi5")->flags & MOVE_CROWN);
}

/* ---- men ---- */

/* e5 can take e3 backwards (landing e1) and f6 forwards (landing g7). men_capture=any: both. */
static void men_capture_any_includes_backward_jumps(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Be5:We3,f6", "e5xe1", "e5xg7");
}

/* men_capture=forward: only the forward jump. */
static void men_capture_forward_drops_backward_jumps(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_capture", "forward");
    EXPECT_MOVES(f, "B:Be5:We3,f6", "e5xg7");
}

/* men_move=forward: e3 (grid point) goes to d4, e5, f4; b6 (centre) to a7, c7. */
static void men_move_forward(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Be3,b6:Wi9", "e3-d4", "e3-e5", "e3-f4", "b6-a7", "b6-c7");
}

/* men_move=forward_sideways adds e3-c3 and e3-g3; b6 has no horizontal line. */
static void men_move_forward_sideways(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "forward_sideways");
    EXPECT_MOVES(f, "B:Be3,b6:Wi9", "e3-d4", "e3-e5", "e3-f4", "e3-c3", "e3-g3", "b6-a7", "b6-c7");
}

/* men_move=any adds the backward steps e3-d2, e3-e1, e3-f2, b6-a5, b6-c5. */
static void men_move_any(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "any");
    EXPECT_MOVES(f, "B:Be3,b6:Wi9", "e3-d4", "e3-e5", "e3-f4", "e3-c3", "e3-g3", "e3-d2", "e3-e1", "e3-f2",
                 "b6-a7", "b6-c7", "b6-a5", "b6-c5");
}

/* North's forward is down the board: e5 goes to d4, e3, f4. */
static void north_men_move_down_the_board(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "W:Ba1:We5", "e5-d4", "e5-e3", "e5-f4");
}

/* ---- circles and duplicate paths ---- */

/* c3 takes c5 (to c7), e7 (to g7), g5 (to g3) and e3 back onto c3, its own start point, which
 * counts as empty. The other way round (e3, g5, e7, c5) is the same move: one move. */
static void circular_capture_ends_on_its_start_point(void **state)
{
    Fix *f = *state;
    generate(f, "B:Bc3:Wc5,e7,g5,e3");
    assert_int_equal(f->list.n, 1);
    const Move *m = &f->list.moves[0];
    assert_int_equal(m->from, point_named(&f->v, "c3"));
    assert_int_equal(m->to, point_named(&f->v, "c3"));
    assert_int_equal(m->ncaptured, 4);
    char text[TEXT];
    assert_true(movelist_text(&f->v, &f->list, 0, text, sizeof text));
    if (strcmp(text, "c3xc7xg7xg3xc3") != 0 && strcmp(text, "c3xg3xg7xc7xc3") != 0)
        fail_msg("unexpected path %s", text);
    EXPECT_KEYS(f, "B:Bc3:Wc5,e7,g5,e3", "c3-c3:c5,e3,e7,g5");
}

/* chain=may, majority=none on the same circle: every prefix of both directions is a move. The
 * two full circles are one move (same from, to and captured set); chains with the same from
 * and to but different captured sets (c3-g7 over c5,e7 or over e3,g5) are different moves. */
static void paths_with_the_same_captures_count_once(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    EXPECT_KEYS(f, "B:Bc3:Wc5,e7,g5,e3", "c3-c7:c5", "c3-g7:c5,e7", "c3-g3:c5,e7,g5", "c3-c3:c5,e3,e7,g5", "c3-g3:e3",
                "c3-g7:e3,g5", "c3-c7:e3,e7,g5");
}

/* Under removal=end a captured piece is never jumped twice: on the circle, back on c3 the man
 * sees c5 and e3 again but both are taken, so the chain stops there. */
static void captured_piece_is_not_jumped_twice(void **state)
{
    Fix *f = *state;
    generate(f, "B:Bc3:Wc5,e7,g5,e3");
    assert_int_equal(f->list.moves[0].ncaptured, 4);
    set_rule(f, "removal", "immediate");
    generate(f, "B:Bc3:Wc5,e7,g5,e3");
    assert_int_equal(f->list.n, 1);
    assert_int_equal(f->list.moves[0].ncaptured, 4);
}

/* ---- dead points, huff ---- */

/* Dead points are off the board: e3 cannot land on the dead e7 behind e5, nor step to the dead
 * d4; f4 is its only move. */
static void dead_points_block_steps_and_landings(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Be3:We5:De7,d4", "e3-f4");
}

/* capture=huff with a9 huffable (docs/rules.md#options, #counting-moves): each plain move, and "huff a9, then move"
 * for each move, are moves of their own: a1-a3 and a1-b2, with and without the huff. */
static void huff_offers_each_huffable_piece_before_the_move(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    generate(f, "B:Ba1:Wa9,i9:Ha9");
    int plain = 0, huffed = 0;
    for (int i = 0; i < f->list.n; i++) {
        if (f->list.moves[i].huffed == NO_POINT)
            plain++;
        else if (f->list.moves[i].huffed == point_named(&f->v, "a9"))
            huffed++;
    }
    assert_int_equal(plain, 2);
    assert_int_equal(huffed, 2);
    assert_int_equal(f->list.n, 4);
}

/* ---- the other entry points ---- */

/* movegen_captures gives the captures alone, even when capture is optional. */
static void captures_alone_even_when_optional(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "optional");
    Err err = {0};
    assert_true(position_from_text(&f->v, "B:Be3,a1:Wf4", &f->pos, &err));
    assert_int_equal(movegen_captures(&f->v, &f->pos, &f->list), 1);
    char text[TEXT];
    movelist_text(&f->v, &f->list, 0, text, sizeof text);
    assert_string_equal(text, "e3xg5");
}

/* movegen_count agrees with movegen_legal, with and without captures and under optional. */
static void count_agrees_with_legal(void **state)
{
    Fix *f = *state;
    static const char *const positions[] = {
        "B:Be3,a1:Wf4", "B:BKa1:Wi9", "B:BKa1,c1:Wd4,a5,a7", "B:Be3,b6:Wi9", "W:Ba1:We5", "B:Bc3:Wc5,e7,g5,e3",
    };
    MoveList *scratch = &f->scratch;
    for (int optional = 0; optional < 2; optional++) {
        set_rule(f, "capture", optional ? "optional" : "compulsory");
        for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
            int n = generate(f, positions[i]);
            if (movegen_count(&f->v, &f->pos, scratch) != n)
                fail_msg("%s: count %d, legal %d", positions[i], movegen_count(&f->v, &f->pos, scratch), n);
        }
    }
    position_start(&f->v, &f->pos);
    assert_int_equal(movegen_count(&f->v, &f->pos, scratch), 3);
}

/* docs/perft.md#reference-counts, depth 1: 3 moves. The only empty point is e5; South's men that step forward onto
 * it are d4 (north-east), e3 (north) and f4 (north-west); g5 would step sideways. No South
 * man has an enemy neighbour with an empty point beyond. */
static void start_position_has_three_moves(void **state)
{
    Fix *f = *state;
    EXPECT_MOVES(f, "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5"
                    ":Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9",
                 "d4-e5", "e3-e5", "f4-e5");
}

/* ---- the same moves whatever the board's numbering ---- */

/* Kharbaga's board with every y multiplied by 20: the same points, lines, rows and forward
 * directions, but coordinates too spread for lattice numbering, so board_finish keeps the
 * points in the order they were added and the generator takes its point-by-point path over
 * one-word sets, where kharbaga41 (81 lattice indices) uses shifts over two-word sets. */
static void build_stretched(Variant *v)
{
    static const int dirs[4][2] = {{2, 0}, {0, 2}, {1, 1}, {-1, 1}};
    int at[9][9];
    Err err = {0};
    variant_init(v);
    for (int y = 0; y < 9; y++)
        for (int x = 0; x < 9; x++) {
            at[x][y] = -1;
            if ((x + y) % 2)
                continue;
            char name[16];
            snprintf(name, sizeof name, "%c%d", 'a' + x, y + 1);
            if (!board_add_point(&v->board, name, x, 20 * y, &err))
                fail_msg("%s: %s", name, err.msg);
            at[x][y] = v->board.npoints - 1;
        }
#define ON(x, y) ((x) >= 0 && (x) < 9 && (y) >= 0 && (y) < 9 && at[x][y] >= 0)
    for (int k = 0; k < 4; k++) {
        int dx = dirs[k][0], dy = dirs[k][1];
        for (int y = 0; y < 9; y++)
            for (int x = 0; x < 9; x++) {
                bool grid = x % 2 == 0 && y % 2 == 0; /* orthogonal lines join grid points only */
                if (!ON(x, y) || ON(x - dx, y - dy) || ((dx == 2 || dy == 2) && !grid))
                    continue;
                int pts[9], n = 0;
                for (int i = x, j = y; ON(i, j); i += dx, j += dy)
                    pts[n++] = at[i][j];
                if (n >= 2 && !board_add_line(&v->board, pts, n, &err))
                    fail_msg("line: %s", err.msg);
            }
    }
#undef ON
    if (!variant_conclude(v, &err))
        fail_msg("stretched: %s", err.msg);
}

/* The moves of a list as sorted keys, a crowning marked with '+'. */
static void list_keys(const Variant *v, const MoveList *list, char (*text)[TEXT], char **texts)
{
    for (int i = 0; i < list->n; i++) {
        move_key(v, &list->moves[i], text[i], TEXT);
        if (list->moves[i].flags & MOVE_CROWN)
            strcat(text[i], "+");
        texts[i] = text[i];
    }
    qsort(texts, (size_t)list->n, sizeof texts[0], compare_text);
}

/* Asserts both boards give the same moves in the position of f->pos (lattice board). */
static void assert_same_on_both_boards(Fix *f)
{
    char text[600];
    Err err = {0};
    assert_true(position_to_text(&f->v, &f->pos, text, sizeof text));
    if (!position_from_text(&f->stretched, text, &f->spos, &err))
        fail_msg("%s: %s", text, err.msg);
    movegen_legal(&f->v, &f->pos, &f->list);
    movegen_legal(&f->stretched, &f->spos, &f->slist);
    list_keys(&f->v, &f->list, f->text, f->texts);
    list_keys(&f->stretched, &f->slist, f->stext, f->stexts);
    char a[4096], b[4096];
    sort_join(f->texts, f->list.n, a, sizeof a);
    sort_join(f->stexts, f->slist.n, b, sizeof b);
    if (strcmp(a, b) != 0)
        fail_msg("%s\n lattice  :%s\n stretched:%s", text, a, b);
    assert_int_equal(movegen_count(&f->stretched, &f->spos, &f->slist), f->list.n);
}

/* Plays a random game on kharbaga41 under the given rules, comparing every position. */
static void compare_boards(Fix *f, const char *const *rules, int nrules, uint64_t seed)
{
    build_stretched(&f->stretched);
    assert_false(f->stretched.board.shifts);
    assert_int_equal(f->stretched.board.npoints, 41);
    assert_int_equal(f->stretched.board.ndirs, 8);
    for (int i = 0; i < nrules; i++) {
        Err err = {0};
        if (!rules_set_pair(&f->v.rules, rules[i], &err) || !rules_set_pair(&f->stretched.rules, rules[i], &err) ||
            !variant_conclude(&f->v, &err) || !variant_conclude(&f->stretched, &err))
            fail_msg("%s: %s", rules[i], err.msg);
    }
    char a[600], b[600];
    position_start(&f->v, &f->pos);
    position_start(&f->stretched, &f->spos);
    assert_true(position_to_text(&f->v, &f->pos, a, sizeof a));
    assert_true(position_to_text(&f->stretched, &f->spos, b, sizeof b));
    assert_string_equal(a, b);
    for (int game = 0; game < 3; game++) {
        position_start(&f->v, &f->pos);
        for (int ply = 0; ply < 120; ply++) {
            assert_same_on_both_boards(f);
            int n = movegen_legal(&f->v, &f->pos, &f->list);
            if (n == 0)
                break;
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            Undo undo;
            int k = (int)((seed >> 33) % (uint64_t)n);
            position_make(&f->v, &f->pos, &f->list.moves[k], &f->list.details[k], &undo);
        }
    }
}

static void same_moves_without_lattice_numbering_default_rules(void **state)
{
    compare_boards(*state, NULL, 0, 11);
}

static void same_moves_without_lattice_numbering_immediate_any(void **state)
{
    static const char *const rules[] = {"removal=immediate", "men_move=any", "majority=none", "chain=may"};
    compare_boards(*state, rules, 4, 12);
}

static void same_moves_without_lattice_numbering_short_kings(void **state)
{
    static const char *const rules[] = {"king=short", "men_move=forward_sideways", "crown_mid_capture=crown",
                                        "majority=count_then_kings", "capture=optional"};
    compare_boards(*state, rules, 5, 13);
}

static void same_moves_without_lattice_numbering_forward_captures(void **state)
{
    static const char *const rules[] = {"men_capture=forward", "crown_mid_capture=stop", "king_landing=continue",
                                        "chain=single", "setup=alternate"};
    compare_boards(*state, rules, 5, 14);
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(compulsory_capture_hides_steps),
        T(optional_capture_shows_steps_too),
        T(majority_count_keeps_the_longest),
        T(majority_none_keeps_every_capture),
        T(majority_ties_leave_a_free_choice),
        T(count_then_kings_prefers_the_capture_of_a_king),
        T(count_then_kings_counts_pieces_first),
        T(chain_must_goes_on_while_it_can),
        T(chain_may_stops_after_any_jump),
        T(chain_may_is_still_bound_by_majority),
        T(chain_single_takes_one_piece),
        T(removal_end_captured_piece_blocks),
        T(removal_immediate_chain_crosses_an_emptied_point),
        T(flying_king_captures_at_a_distance_with_a_landing_choice),
        T(flying_king_slides_any_distance),
        T(king_landing_any_keeps_every_landing),
        T(king_landing_continue_keeps_the_landing_that_jumps_again),
        T(king_landing_continue_without_a_second_jump_keeps_all),
        T(flying_king_takes_what_a_short_king_cannot),
        T(short_king_steps_one_point),
        T(short_king_jumps_like_a_man_in_every_direction),
        T(man_reaching_the_far_row_is_crowned),
        T(king_none_crowns_nobody),
        T(crown_mid_capture_ignore_goes_on_as_a_man),
        T(crown_mid_capture_stop_ends_the_move),
        T(crown_mid_capture_crown_goes_on_as_a_king),
        T(men_capture_any_includes_backward_jumps),
        T(men_capture_forward_drops_backward_jumps),
        T(men_move_forward),
        T(men_move_forward_sideways),
        T(men_move_any),
        T(north_men_move_down_the_board),
        T(circular_capture_ends_on_its_start_point),
        T(paths_with_the_same_captures_count_once),
        T(captured_piece_is_not_jumped_twice),
        T(dead_points_block_steps_and_landings),
        T(huff_offers_each_huffable_piece_before_the_move),
        T(captures_alone_even_when_optional),
        T(count_agrees_with_legal),
        T(start_position_has_three_moves),
        T(same_moves_without_lattice_numbering_default_rules),
        T(same_moves_without_lattice_numbering_immediate_any),
        T(same_moves_without_lattice_numbering_short_kings),
        T(same_moves_without_lattice_numbering_forward_captures),
    };
#undef T
    return cmocka_run_group_tests_name("movegen", tests, NULL, NULL);
}
