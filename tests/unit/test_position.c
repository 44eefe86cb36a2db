/*
 * test_position.c — start positions (docs/rules.md#games), position text, invariants and hashing; also
 * the checks variant_conclude makes on what a start and side names need.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "position.h"
#include "support/fixture.h"

typedef struct Fix {
    Variant v;
    Position pos;
} Fix;

/* The start position of Kharbaga, default rules, South ("Black") to move. */
static const char *const KHARBAGA_START =
    "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5"
    ":Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9";

/* ---- fixtures ---- */

static int setup_kharbaga(void **state)
{
    *state = fixture_open(sizeof(Fix), FIXTURE_KHARBAGA41);
    return 0;
}

static int setup_alquerque5(void **state)
{
    *state = fixture_open(sizeof(Fix), FIXTURE_ALQUERQUE5);
    return 0;
}

static int setup_alquerque9(void **state)
{
    *state = fixture_open(sizeof(Fix), FIXTURE_ALQUERQUE9);
    return 0;
}

/* ---- helpers ---- */

/* The set of the comma-separated point names in list. */
static Bits set_of(const Variant *v, const char *list)
{
    Bits set = bits_empty();
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    for (char *name = strtok(buf, ","); name; name = strtok(NULL, ","))
        bits_add(&set, point_named(v, name));
    return set;
}

/* Every point on ranks first..last (row indexes first-1..last-1). */
static Bits ranks(const Variant *v, int first, int last)
{
    Bits set = bits_empty();
    for (int r = first - 1; r < last; r++)
        set = bits_or(set, v->board.row_points[r]);
    return set;
}

static void assert_bits_equal(const Variant *v, Bits got, Bits want)
{
    if (bits_equal(got, want))
        return;
    char g[512] = "", w[512] = "";
    for (int p = 0; p < v->board.npoints; p++) {
        if (bits_has(got, p))
            strcat(strcat(g, " "), v->board.name[p]);
        if (bits_has(want, p))
            strcat(strcat(w, " "), v->board.name[p]);
    }
    fail_msg("sets differ:\n got :%s\n want:%s", g, w);
}

/* What is on p: 'b'/'B' South man/king, 'w'/'W' North man/king, 'x' dead, '.' empty. */
static char what_at(const Position *pos, int p)
{
    if (bits_has(pos->dead, p))
        return 'x';
    for (int s = 0; s < 2; s++) {
        if (bits_has(pos->men[s], p))
            return s == SOUTH ? 'b' : 'w';
        if (bits_has(pos->kings[s], p))
            return s == SOUTH ? 'B' : 'W';
    }
    return '.';
}

/* Positions compared field by field (struct padding is not part of a position). */
static void assert_position_equal(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++) {
        assert_true(bits_equal(a->men[s], b->men[s]));
        assert_true(bits_equal(a->kings[s], b->kings[s]));
    }
    assert_true(bits_equal(a->dead, b->dead));
    assert_true(bits_equal(a->huff, b->huff));
    assert_int_equal(a->hash, b->hash);
    assert_int_equal(a->quiet, b->quiet);
    assert_int_equal(a->side, b->side);
}

static void set_rule(Fix *f, const char *key, const char *value) { fixture_rule(&f->v, key, value); }

static void parse(Fix *f, const char *text) { fixture_position(&f->v, text, &f->pos); }

/* Parses text (which must fail) and returns the message; checks *pos is left alone. */
static const char *parse_error(Fix *f, const char *text)
{
    static Err err;
    Position before = f->pos;
    memset(&err, 0, sizeof err);
    if (position_from_text(&f->v, text, &f->pos, &err))
        fail_msg("'%s' was accepted", text);
    assert_position_equal(&f->pos, &before);
    return err.msg;
}

static void assert_parse_error(Fix *f, const char *text, const char *part)
{
    const char *msg = parse_error(f, text);
    if (!strstr(msg, part))
        fail_msg("'%s': message '%s' does not contain '%s'", text, msg, part);
}

/* ---- start positions ---- */

static void kharbaga_setup_right_gives_south_g5_i5(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    assert_bits_equal(v, v->start_men[SOUTH], bits_or(ranks(v, 1, 4), set_of(v, "g5,i5")));
    assert_bits_equal(v, v->start_men[NORTH], bits_or(ranks(v, 6, 9), set_of(v, "a5,c5")));
    assert_int_equal(bits_count(v->start_men[SOUTH]), 20);
    assert_int_equal(bits_count(v->start_men[NORTH]), 20);
    assert_false(bits_any(bits_or(v->start_kings[SOUTH], v->start_kings[NORTH])));
}

static void kharbaga_setup_left_gives_south_a5_c5(void **state)
{
    Fix *f = *state;
    set_rule(f, "setup", "left");
    const Variant *v = &f->v;
    assert_bits_equal(v, v->start_men[SOUTH], bits_or(ranks(v, 1, 4), set_of(v, "a5,c5")));
    assert_bits_equal(v, v->start_men[NORTH], bits_or(ranks(v, 6, 9), set_of(v, "g5,i5")));
}

static void kharbaga_setup_alternate_gives_south_the_inner_points(void **state)
{
    Fix *f = *state;
    set_rule(f, "setup", "alternate");
    const Variant *v = &f->v;
    assert_bits_equal(v, v->start_men[SOUTH], bits_or(ranks(v, 1, 4), set_of(v, "c5,g5")));
    assert_bits_equal(v, v->start_men[NORTH], bits_or(ranks(v, 6, 9), set_of(v, "a5,i5")));
}

static void kharbaga_start_position_leaves_e5_empty(void **state)
{
    Fix *f = *state;
    assert_int_equal(what_at(&f->pos, point_named(&f->v, "e5")), '.');
    assert_int_equal(what_at(&f->pos, point_named(&f->v, "g5")), 'b');
    assert_int_equal(what_at(&f->pos, point_named(&f->v, "a5")), 'w');
    assert_int_equal(bits_count(position_occupied(&f->pos)), 40);
    assert_int_equal(f->pos.side, SOUTH);
    assert_int_equal(f->pos.quiet, 0);
    assert_true(position_is_ok(&f->v, &f->pos));
}

static void alquerque5_start_has_12_men_each_south_d3_e3(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    assert_int_equal(v->board.npoints, 25);
    assert_bits_equal(v, v->start_men[SOUTH], bits_or(ranks(v, 1, 2), set_of(v, "d3,e3")));
    assert_bits_equal(v, v->start_men[NORTH], bits_or(ranks(v, 4, 5), set_of(v, "a3,b3")));
    assert_int_equal(bits_count(v->start_men[SOUTH]), 12);
    assert_int_equal(bits_count(v->start_men[NORTH]), 12);
    assert_int_equal(what_at(&f->pos, point_named(v, "c3")), '.');
    assert_true(position_is_ok(v, &f->pos));
}

static void alquerque9_start_has_40_men_each_south_f5_to_i5(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    assert_int_equal(v->board.npoints, 81);
    assert_bits_equal(v, v->start_men[SOUTH], bits_or(ranks(v, 1, 4), set_of(v, "f5,g5,h5,i5")));
    assert_bits_equal(v, v->start_men[NORTH], bits_or(ranks(v, 6, 9), set_of(v, "a5,b5,c5,d5")));
    assert_int_equal(bits_count(v->start_men[SOUTH]), 40);
    assert_int_equal(bits_count(v->start_men[NORTH]), 40);
    assert_int_equal(what_at(&f->pos, point_named(v, "e5")), '.');
    assert_true(position_is_ok(v, &f->pos));
}

static void explicit_start_with_kings_is_placed(void **state)
{
    Fix *f = *state;
    Variant *v = &f->v;
    v->explicit_start = true;
    v->start_men[SOUTH] = set_of(v, "a1");
    v->start_kings[SOUTH] = set_of(v, "e5");
    v->start_men[NORTH] = set_of(v, "i9");
    v->start_kings[NORTH] = bits_empty();
    Err err = {0};
    assert_true(variant_conclude(v, &err));
    position_start(v, &f->pos);
    char text[256];
    assert_true(position_to_text(v, &f->pos, text, sizeof text));
    assert_string_equal(text, "B:Ba1,Ke5:Wi9");
}

/* ---- variant_conclude's checks ---- */

static void explicit_start_placing_two_pieces_on_a_point_is_refused(void **state)
{
    Fix *f = *state;
    Variant *v = &f->v;
    v->explicit_start = true;
    v->start_men[SOUTH] = set_of(v, "a1,c1");
    v->start_men[NORTH] = set_of(v, "c1");
    Err err = {0};
    assert_false(variant_conclude(v, &err));
    assert_error_has(&err, "two pieces on one point");
}

static void explicit_start_off_the_board_is_refused(void **state)
{
    Fix *f = *state;
    Variant *v = &f->v;
    v->explicit_start = true;
    v->start_men[NORTH] = bits_empty();
    bits_add(&v->start_men[NORTH], MAX_POINTS - 1); /* kharbaga41 has no point there */
    Err err = {0};
    assert_false(variant_conclude(v, &err));
    assert_error_has(&err, "off the board");
}

static void side_names_need_distinct_usable_initials(void **state)
{
    Fix *f = *state;
    Variant *v = &f->v;
    Err err = {0};
    strcpy(v->side_key[SOUTH], "Dark");
    assert_false(variant_conclude(v, &err));
    assert_error_has(&err, "side name 'Dark'");
    strcpy(v->side_key[SOUTH], "king");
    assert_false(variant_conclude(v, &err));
    strcpy(v->side_key[SOUTH], "Wine");
    assert_false(variant_conclude(v, &err));
    assert_error_has(&err, "same letter");
    strcpy(v->side_key[SOUTH], "red");
    assert_true(variant_conclude(v, &err));
    assert_int_equal(v->side_initial[SOUTH], 'R');
}

static void one_row_board_is_refused(void **state)
{
    (void)state;
    Variant *v = test_malloc(sizeof *v);
    variant_init(v);
    Err err = {0};
    assert_true(board_add_point(&v->board, "a1", 0, 0, &err));
    assert_true(board_add_point(&v->board, "b1", 1, 0, &err));
    int line[2] = {0, 1};
    assert_true(board_add_line(&v->board, line, 2, &err));
    assert_false(variant_conclude(v, &err));
    assert_error_has(&err, "one row");
    test_free(v);
}

/* ---- position text ---- */

static void start_position_text_is_exact(void **state)
{
    Fix *f = *state;
    char text[512];
    assert_true(position_to_text(&f->v, &f->pos, text, sizeof text));
    assert_string_equal(text, KHARBAGA_START);
}

static void start_position_text_reads_back_identical(void **state)
{
    Fix *f = *state;
    Position start = f->pos;
    memset(&f->pos, 0xAB, sizeof f->pos);
    parse(f, KHARBAGA_START);
    assert_position_equal(&f->pos, &start);
}

static void text_with_kings_dead_points_and_huff_round_trips(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff"); /* an H field needs huffing */
    static const char *const texts[] = {
        "W:Bc3,Ke5:Wg7,Kd8:Da1,i9:Hc3",
        "B:BKa1,Kc1:Wi9:Db2",
        "B:Ba1:WKi7,Ki9:Hi7,i9",
        "W:B:Wa1",
        "B:Bb2:W",
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        parse(f, texts[i]);
        assert_true(position_is_ok(&f->v, &f->pos));
        char out[512];
        assert_true(position_to_text(&f->v, &f->pos, out, sizeof out));
        assert_string_equal(out, texts[i]);
        Position first = f->pos;
        parse(f, out);
        assert_position_equal(&f->pos, &first);
    }
}

static void text_lists_are_written_in_point_order(void **state)
{
    Fix *f = *state;
    parse(f, "W:Be5,Ka1,c1:Wi9,a9:Di1,a3");
    char out[256];
    assert_true(position_to_text(&f->v, &f->pos, out, sizeof out));
    assert_string_equal(out, "W:BKa1,c1,e5:Wa9,i9:Di1,a3");
}

static void parsed_pieces_reach_bitsets_and_mailbox(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    set_rule(f, "capture", "huff");
    parse(f, "W:Bc3,Ke5:Wg7,Kd8:Da1:Hc3");
    assert_int_equal(f->pos.side, NORTH);
    assert_true(bits_has(f->pos.men[SOUTH], point_named(v, "c3")));
    assert_true(bits_has(f->pos.kings[SOUTH], point_named(v, "e5")));
    assert_true(bits_has(f->pos.kings[NORTH], point_named(v, "d8")));
    assert_int_equal(what_at(&f->pos, point_named(v, "g7")), 'w');
    assert_int_equal(what_at(&f->pos, point_named(v, "a1")), 'x');
    assert_int_equal(what_at(&f->pos, point_named(v, "e5")), 'B');
    assert_int_equal(what_at(&f->pos, point_named(v, "e7")), '.');
    assert_bits_equal(v, f->pos.huff, set_of(v, "c3"));
    assert_int_equal(f->pos.quiet, 0);
}

static void text_too_long_for_the_buffer_is_refused(void **state)
{
    Fix *f = *state;
    size_t need = strlen(KHARBAGA_START) + 1;
    char out[512];
    assert_false(position_to_text(&f->v, &f->pos, out, need - 1));
    assert_true(position_to_text(&f->v, &f->pos, out, need));
    assert_false(position_to_text(&f->v, &f->pos, out, 0));
    set_rule(f, "capture", "huff");
    parse(f, "W:Bc3:Wg7:Da1:Hc3");
    assert_false(position_to_text(&f->v, &f->pos, out, strlen("W:Bc3:Wg7:Da1:Hc3")));
    assert_false(position_to_text(&f->v, &f->pos, out, strlen("W:Bc3:Wg7:Da1:H")));
}

static void leading_whitespace_is_skipped(void **state)
{
    Fix *f = *state;
    parse(f, "  \tB:Ba1:Wi9");
    char out[64];
    assert_true(position_to_text(&f->v, &f->pos, out, sizeof out));
    assert_string_equal(out, "B:Ba1:Wi9");
}

/* docs/notation.md: the two side fields may come in either order. */
static void side_fields_come_in_either_order(void **state)
{
    Fix *f = *state;
    parse(f, "W:WKi9,g7:Ba1,Kc1:Db2");
    char out[64];
    assert_true(position_to_text(&f->v, &f->pos, out, sizeof out));
    assert_string_equal(out, "W:Ba1,Kc1:Wg7,Ki9:Db2");
}

/* Leading whitespace is skipped, so trailing whitespace (a line read with its newline) should be
 * too; position_from_text refuses it ("unexpected ' ' after i9"). */
static void trailing_whitespace_is_skipped(void **state)
{
    Fix *f = *state;
    Err err = {0};
    if (!position_from_text(&f->v, "B:Ba1:Wi9 \n", &f->pos, &err))
        fail_msg("refused: %s", err.msg);
    char out[64];
    assert_true(position_to_text(&f->v, &f->pos, out, sizeof out));
    assert_string_equal(out, "B:Ba1:Wi9");
}

/* ---- position text errors ---- */

static void text_without_side_to_move_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "", "expected the side to move ('B' or 'W') then ':'");
    assert_parse_error(f, "X:Ba1:Wi9", "expected the side to move ('B' or 'W')");
    assert_parse_error(f, "B-Ba1:Wi9", "expected the side to move");
    assert_parse_error(f, "Ba1:Wi9", "position 'Ba1:Wi9'");
}

static void text_missing_a_side_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Ba1", "expected a list for each side");
    assert_parse_error(f, "B:Wa1", "expected a list for each side");
    assert_parse_error(f, "B:", "expected a list for each side");
}

static void text_with_an_unknown_point_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Bz9:Wi9", "Black's pieces: 'z9' is not a point of this board");
    assert_parse_error(f, "B:Ba1:Wb1", "White's pieces: 'b1' is not a point");
    assert_parse_error(f, "B:Ba1,,c1:Wi9", "Black's pieces: expected a point name");
    assert_parse_error(f, "B:Ba1,:Wi9", "Black's pieces: expected a point name");
    assert_parse_error(f, "B:Ba1:Wi9,", "White's pieces: expected a point name");
    assert_parse_error(f, "B:Ba1:Wi9:Dq7", "dead points: 'q7' is not a point");
    /* how points are named is said only when the text is not named like one */
    const char *msg = parse_error(f, "B:Bz9:Wi9");
    if (strstr(msg, "named like"))
        fail_msg("'%s' explains how points are named although z9 is named like one", msg);
    assert_parse_error(f, "B:BA1:Wi9", "'A1' is not a point of this board (points are named like a1)");
    assert_parse_error(f, "B:B1a:Wi9", "'1a' is not a point of this board (points are named like a1)");
}

static void text_listing_a_point_twice_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Ba1,a1:Wi9", "point a1 is listed twice");
    assert_parse_error(f, "B:Ba1,Ka1:Wi9", "point a1 is listed twice");
}

static void text_with_a_bad_separator_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Ba1;c1:Wi9", "unexpected ';' after a1; expected ',' or ':'");
    assert_parse_error(f, "B:Ba1 c1:Wi9", "unexpected ' ' after a1");
    assert_parse_error(f, "B:Ba1: Wi9", "unexpected field ' '");
    assert_parse_error(f, "B:Ba1:Wi9:", "expected a field after the last ':'");
}

static void overlong_text_is_refused(void **state)
{
    Fix *f = *state;
    char text[1200] = "B:Ba1:Wi9";
    memset(text + 9, ',', sizeof text - 10);
    text[sizeof text - 1] = '\0';
    assert_parse_error(f, text, "too long");
}

static void control_characters_are_quoted_in_messages(void **state)
{
    Fix *f = *state;
    const char *msg = parse_error(f, "B:Ba1\x01:Wi9");
    if (!strstr(msg, "\\x01"))
        fail_msg("message '%s' does not quote the control character", msg);
    assert_null(strchr(msg, '\x01'));
}

static void text_with_two_things_on_a_point_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Ba1:Wa1", "point a1 holds two things");
    assert_parse_error(f, "B:Ba1:WKa1", "point a1 holds two things");
    assert_parse_error(f, "B:Ba1:Wi9:Da1", "point a1 holds two things");
    assert_parse_error(f, "B:Ba1:Wi9:Di9", "point i9 holds two things");
}

static void king_mark_in_dead_or_huff_list_is_refused(void **state)
{
    Fix *f = *state;
    assert_parse_error(f, "B:Ba1:Wi9:DKc1", "dead points: 'K' marks a king and has no meaning here");
    set_rule(f, "capture", "huff");
    assert_parse_error(f, "B:Ba1:Wi9:HKi9", "huffable pieces: 'K'");
}

static void text_with_an_unknown_or_repeated_field_is_refused(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff"); /* so that an H field may stand */
    assert_parse_error(f, "B:Ba1:Wi9:Xc1", "unexpected field 'X'");
    assert_parse_error(f, "B:Ba1:Wi9:Bc1", "unexpected field 'B'");
    assert_parse_error(f, "B:Ba1:Wi9:Dc1:De1", "unexpected field 'D'");
    assert_parse_error(f, "B:Ba1:Wi9:Hi9:Hi9", "unexpected field 'H'");
    assert_parse_error(f, "B:Ba1:Dc1:Wi9", "unexpected field 'D'");  /* D after both sides */
    assert_parse_error(f, "B:Ba1:Wi9:Hi9:Dc1", "unexpected field 'D'"); /* D before H */
    assert_parse_error(f, "B:ba1:Wi9", "unexpected field 'b'");       /* initials are upper case */
}

static void huffable_point_must_hold_a_piece_of_the_side_not_to_move(void **state)
{
    Fix *f = *state;
    const char *msg = "huffable point must hold a piece of the side that is not to move";
    set_rule(f, "capture", "huff");
    assert_parse_error(f, "B:Ba1:Wi9:Hc1", msg); /* empty */
    assert_parse_error(f, "B:Ba1:Wi9:Ha1", msg); /* the mover's own piece */
    assert_parse_error(f, "W:Ba1:Wi9:Hi9", msg);
    parse(f, "W:Ba1:Wi9:Ha1");
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* Without huffing (capture is not huff) an H field means nothing: refused with one message that
 * names it and the capture rule, whichever other field is wrong or right, and under every
 * capture rule but huff. */
static void huff_field_without_huffing_is_refused(void **state)
{
    Fix *f = *state;
    const char *msg = "position: H (huffable pieces) has no meaning under capture=compulsory; only capture=huff "
                      "lets a player huff";
    assert_parse_error(f, "B:Ba1,e3:Wa9,e5,f6:Hf6", msg);
    assert_parse_error(f, "B:Ba1:Wi9:Dc1:Hi9", msg);
    assert_parse_error(f, "B:Ba1:Wi9:Hc1", msg); /* not "must hold a piece": huffing is the first problem */
    assert_parse_error(f, "B:Ba1:Wi9:H", msg);
    set_rule(f, "capture", "optional");
    assert_parse_error(f, "B:Ba1,e3:Wa9,e5,f6:Hf6", "under capture=optional; only capture=huff");
    /* what may come after the sides, said without H */
    assert_parse_error(f, "B:Ba1:Wi9:Xc1", "unexpected field 'X'; expected D (dead points)");
    const char *m = parse_error(f, "B:Ba1:Wi9:Xc1");
    if (strstr(m, "H (huffable"))
        fail_msg("'%s' offers an H field without huffing", m);
    assert_parse_error(f, "B:Ba1:Wi9:Dc1:Xc1", "unexpected field 'X'; expected the end");
    set_rule(f, "capture", "huff");
    parse(f, "B:Ba1,e3:Wa9,e5,f6:Hf6");
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* ---- position_is_ok ---- */

static void is_ok_holds_for_start_and_parsed_positions(void **state)
{
    Fix *f = *state;
    assert_true(position_is_ok(&f->v, &f->pos));
    set_rule(f, "capture", "huff");
    parse(f, "W:Bc3,Ke5:Wg7,Kd8:Da1,i9:Hc3");
    assert_true(position_is_ok(&f->v, &f->pos));
    parse(f, "B:B:W");
    assert_true(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_point_in_two_sets(void **state)
{
    Fix *f = *state;
    bits_add(&f->pos.kings[SOUTH], point_named(&f->v, "a1")); /* a1 holds a South man already */
    f->pos.hash = position_compute_hash(&f->v, &f->pos);
    assert_false(position_is_ok(&f->v, &f->pos));
    position_start(&f->v, &f->pos);
    bits_add(&f->pos.men[NORTH], point_named(&f->v, "a1"));
    f->pos.hash = position_compute_hash(&f->v, &f->pos);
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_wrong_hash(void **state)
{
    Fix *f = *state;
    f->pos.hash ^= 1;
    assert_false(position_is_ok(&f->v, &f->pos));
    f->pos.hash ^= 1;
    f->pos.side = NORTH; /* the hash covers the side to move */
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_piece_on_a_dead_point(void **state)
{
    Fix *f = *state;
    bits_add(&f->pos.dead, point_named(&f->v, "a1")); /* a1 holds a South man */
    f->pos.hash = position_compute_hash(&f->v, &f->pos);
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_bad_side(void **state)
{
    Fix *f = *state;
    f->pos.side = 2;
    f->pos.hash ^= f->v.zobrist_side;
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_piece_off_the_board(void **state)
{
    Fix *f = *state;
    position_put(&f->v, &f->pos, MAX_POINTS - 1, SOUTH, false); /* kharbaga41 has no point there */
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void is_ok_catches_a_huffable_piece_of_the_mover(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff"); /* else any huffable piece at all is wrong */
    bits_add(&f->pos.huff, point_named(&f->v, "a1")); /* South's, and South is to move */
    f->pos.hash = position_compute_hash(&f->v, &f->pos);
    assert_false(position_is_ok(&f->v, &f->pos));
}

/* ---- hashing ---- */

/* A huffable piece under rules without huffing breaks the position (nobody could huff it, and
 * it would be written as an H field the rules refuse). */
static void is_ok_catches_a_huffable_piece_without_huffing(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "W:Ba1:Wi9:Ha1");
    assert_true(position_is_ok(&f->v, &f->pos));
    set_rule(f, "capture", "optional");
    assert_false(position_is_ok(&f->v, &f->pos));
    set_rule(f, "capture", "compulsory");
    assert_false(position_is_ok(&f->v, &f->pos));
}

static void hash_follows_put_remove_and_kill(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    Position *pos = &f->pos;
    uint64_t start = pos->hash;
    assert_int_equal(start, position_compute_hash(v, pos));
    position_put(v, pos, point_named(v, "e5"), NORTH, true);
    assert_int_equal(pos->hash, position_compute_hash(v, pos));
    assert_int_not_equal(pos->hash, start);
    position_remove(v, pos, point_named(v, "a1"));
    assert_int_equal(pos->hash, position_compute_hash(v, pos));
    position_kill(v, pos, point_named(v, "c1")); /* a point with a piece */
    assert_int_equal(pos->hash, position_compute_hash(v, pos));
    position_kill(v, pos, point_named(v, "a1")); /* an empty point */
    assert_int_equal(pos->hash, position_compute_hash(v, pos));
    assert_true(position_is_ok(v, pos));
    position_remove(v, pos, point_named(v, "e5"));
    position_put(v, pos, point_named(v, "a1"), SOUTH, false);
    assert_false(position_is_ok(v, pos)); /* a1 is dead: putting a piece there breaks the invariant */
}

static void removing_from_an_empty_point_changes_nothing(void **state)
{
    Fix *f = *state;
    Position before = f->pos;
    position_remove(&f->v, &f->pos, point_named(&f->v, "e5"));
    assert_position_equal(&f->pos, &before);
}

static void put_then_remove_restores_the_hash(void **state)
{
    Fix *f = *state;
    Position before = f->pos;
    position_put(&f->v, &f->pos, point_named(&f->v, "e5"), SOUTH, false);
    position_remove(&f->v, &f->pos, point_named(&f->v, "e5"));
    assert_position_equal(&f->pos, &before);
}

static void hash_tells_men_from_kings_and_sides(void **state)
{
    Fix *f = *state;
    const Variant *v = &f->v;
    uint64_t h[4];
    for (int k = 0; k < 4; k++) {
        Position p;
        position_clear(v, &p);
        position_put(v, &p, point_named(v, "e5"), k / 2, k % 2);
        h[k] = p.hash;
    }
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++)
            assert_int_not_equal(h[i], h[j]);
    Position p = f->pos;
    p.side = NORTH;
    assert_int_equal(position_compute_hash(v, &p), f->pos.hash ^ v->zobrist_side);
}

static void hash_covers_dead_points_and_huff(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "W:Bc3:Wg7");
    uint64_t plain = f->pos.hash;
    parse(f, "W:Bc3:Wg7:Da1");
    uint64_t dead = f->pos.hash;
    parse(f, "W:Bc3:Wg7:Hc3");
    uint64_t huff = f->pos.hash;
    assert_int_not_equal(plain, dead);
    assert_int_not_equal(plain, huff);
    assert_int_not_equal(dead, huff);
}

int main(void)
{
#define K(f) cmocka_unit_test_setup_teardown(f, setup_kharbaga, fixture_teardown)
    const struct CMUnitTest tests[] = {
        K(kharbaga_setup_right_gives_south_g5_i5),
        K(kharbaga_setup_left_gives_south_a5_c5),
        K(kharbaga_setup_alternate_gives_south_the_inner_points),
        K(kharbaga_start_position_leaves_e5_empty),
        cmocka_unit_test_setup_teardown(alquerque5_start_has_12_men_each_south_d3_e3, setup_alquerque5, fixture_teardown),
        cmocka_unit_test_setup_teardown(alquerque9_start_has_40_men_each_south_f5_to_i5, setup_alquerque9, fixture_teardown),
        K(explicit_start_with_kings_is_placed),
        K(explicit_start_placing_two_pieces_on_a_point_is_refused),
        K(explicit_start_off_the_board_is_refused),
        K(side_names_need_distinct_usable_initials),
        cmocka_unit_test(one_row_board_is_refused),
        K(start_position_text_is_exact),
        K(start_position_text_reads_back_identical),
        K(text_with_kings_dead_points_and_huff_round_trips),
        K(text_lists_are_written_in_point_order),
        K(parsed_pieces_reach_bitsets_and_mailbox),
        K(text_too_long_for_the_buffer_is_refused),
        K(leading_whitespace_is_skipped),
        K(side_fields_come_in_either_order),
        K(trailing_whitespace_is_skipped),
        K(text_without_side_to_move_is_refused),
        K(text_missing_a_side_is_refused),
        K(text_with_an_unknown_point_is_refused),
        K(text_listing_a_point_twice_is_refused),
        K(text_with_a_bad_separator_is_refused),
        K(overlong_text_is_refused),
        K(control_characters_are_quoted_in_messages),
        K(text_with_two_things_on_a_point_is_refused),
        K(king_mark_in_dead_or_huff_list_is_refused),
        K(text_with_an_unknown_or_repeated_field_is_refused),
        K(huffable_point_must_hold_a_piece_of_the_side_not_to_move),
        K(huff_field_without_huffing_is_refused),
        K(is_ok_holds_for_start_and_parsed_positions),
        K(is_ok_catches_a_point_in_two_sets),
        K(is_ok_catches_a_wrong_hash),
        K(is_ok_catches_a_piece_on_a_dead_point),
        K(is_ok_catches_a_bad_side),
        K(is_ok_catches_a_piece_off_the_board),
        K(is_ok_catches_a_huffable_piece_of_the_mover),
        K(is_ok_catches_a_huffable_piece_without_huffing),
        K(hash_follows_put_remove_and_kill),
        K(removing_from_an_empty_point_changes_nothing),
        K(put_then_remove_restores_the_hash),
        K(hash_tells_men_from_kings_and_sides),
        K(hash_covers_dead_points_and_huff),
    };
#undef K
    return cmocka_run_group_tests_name("position", tests, NULL, NULL);
}
