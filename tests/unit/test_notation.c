/*
 * test_notation.c — moves as text: writing steps and captures, reading the full and shortened
 * forms, ambiguity, illegal moves and malformed text. Positions are on kharbaga41 (see the
 * diagram in test_movegen.c).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "movegen.h"
#include "notation.h"
#include "notation_typed.h"
#include "support/fixture.h"

typedef struct Fix {
    Variant v;
    Position pos;
    MoveList list;
} Fix;

/* The circle of test_movegen.c: c3 takes c5, e7, g5, e3 (either way round) back to c3; under
 * chain=may and majority=none every prefix is a move, so c3-g7 exists twice (via c7 and via
 * g3) and c3-g3 twice (over e3 alone, or round by c7 and g7). */
static const char *const CIRCLE = "B:Bc3:Wc5,e7,g5,e3";

/* ---- fixtures ---- */

static int setup(void **state)
{
    Fix *f = fixture_open(sizeof(Fix), FIXTURE_KHARBAGA41);
    movegen_legal(&f->v, &f->pos, &f->list);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fix *f = *state;
    movelist_free(&f->list);
    return fixture_teardown(state);
}

/* ---- helpers ---- */

static void set_rule(Fix *f, const char *key, const char *value) { fixture_rule(&f->v, key, value); }

static void generate(Fix *f, const char *position)
{
    fixture_position(&f->v, position, &f->pos);
    movegen_legal(&f->v, &f->pos, &f->list);
}

/* The full notation of the move `text` parses to; fails the test if it does not parse. */
static const char *parsed(Fix *f, const char *text)
{
    static char buf[600];
    Err err = {0};
    int i = move_parse(&f->v, &f->list, text, &err);
    if (i < 0)
        fail_msg("'%s' refused: %s", text, err.msg);
    assert_true(i < f->list.n);
    assert_true(movelist_text(&f->v, &f->list, i, buf, sizeof buf));
    return buf;
}

/* The message of refusing `text`; fails the test if it parses. */
static const char *refused(Fix *f, const char *text)
{
    static Err err;
    memset(&err, 0, sizeof err);
    int i = move_parse(&f->v, &f->list, text, &err);
    if (i >= 0)
        fail_msg("'%s' was accepted as move %d", text, i);
    assert_int_equal(i, -1);
    return err.msg;
}

/* The Err of refusing `text`; fails the test if it parses. */
static Err refusal(Fix *f, const char *text)
{
    Err err;
    memset(&err, 0, sizeof err);
    if (move_parse(&f->v, &f->list, text, &err) >= 0)
        fail_msg("'%s' was accepted", text);
    return err;
}

static void assert_has(const char *msg, const char *part)
{
    if (!strstr(msg, part))
        fail_msg("message '%s' does not contain '%s'", msg, part);
}

static void assert_refused(Fix *f, const char *text, const char *part) { assert_has(refused(f, text), part); }

/* ---- writing ---- */

static void step_is_written_with_a_dash(void **state)
{
    Fix *f = *state;
    generate(f, "B:Be3:Wi9");
    char buf[16];
    for (int i = 0; i < f->list.n; i++) {
        assert_true(movelist_text(&f->v, &f->list, i, buf, sizeof buf));
        assert_int_equal(strlen(buf), 5);
        assert_memory_equal(buf, "e3-", 3);
    }
    assert_int_equal(f->list.n, 3);
}

static void capture_is_written_with_every_landing(void **state)
{
    Fix *f = *state;
    generate(f, "B:Ba1:Wb2,d4");
    char buf[32];
    assert_int_equal(f->list.n, 1);
    assert_true(movelist_text(&f->v, &f->list, 0, buf, sizeof buf));
    assert_string_equal(buf, "a1xc3xe5");
}

/* A move that takes nothing is written as a step, with '-' between all its points, even when it
 * lands on several (as a game's hooks may add one) or names its one landing point as its path;
 * such a move reads back from its text. */
static void quiet_move_with_a_path_is_written_with_dashes(void **state)
{
    Fix *f = *state;
    const Board *b = &f->v.board;
    generate(f, "B:Be3:Wi9");
    Move *m = &f->list.moves[0];
    MoveDetail *d = &f->list.details[0];
    m->to = (uint8_t)board_find(b, "e5");
    d->path[0] = (uint8_t)board_find(b, "d4");
    d->path[1] = m->to;
    m->npath = 2;
    char buf[32];
    assert_true(move_to_text(&f->v, m, d, buf, sizeof buf));
    assert_string_equal(buf, "e3-d4-e5");
    assert_string_equal(parsed(f, "e3-d4-e5"), "e3-d4-e5");
    assert_string_equal(parsed(f, "e3xd4xe5"), "e3-d4-e5");
    d->path[0] = m->to;
    m->npath = 1;
    m->flags |= MOVE_NAME_CAPTURES; /* a quiet twin of a capture: it has no captured points to name */
    assert_true(move_to_text(&f->v, m, d, buf, sizeof buf));
    assert_string_equal(buf, "e3-e5");
}

/* An approach and a withdrawal by the same step (capture_by=approach_withdrawal) would be written
 * alike: each names its captured points after a '/', and reads back from that text; the bare
 * step is ambiguous and lists both. */
static void twins_name_their_captures(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "short");
    set_rule(f, "capture_by", "approach_withdrawal");
    set_rule(f, "chain", "single"); /* else e3xe5xe3 takes both */
    generate(f, "B:Be3:We7,e1");
    assert_int_equal(f->list.n, 2);
    char a[32], b[32];
    assert_true(movelist_text(&f->v, &f->list, 0, a, sizeof a));
    assert_true(movelist_text(&f->v, &f->list, 1, b, sizeof b));
    assert_true((!strcmp(a, "e3xe5/e7") && !strcmp(b, "e3xe5/e1")) || (!strcmp(a, "e3xe5/e1") && !strcmp(b, "e3xe5/e7")));
    assert_string_equal(parsed(f, "e3xe5/e7"), "e3xe5/e7");
    assert_string_equal(parsed(f, "e3-e5/e1"), "e3xe5/e1");
    assert_has(refused(f, "e3xe5"), "name a captured point after '/'");
    assert_has(refused(f, "e3xe5/e7,e1"), "not legal");
    assert_has(refused(f, "e3xe5/"), "expected the captured points after '/'");
}

static void writing_into_a_short_buffer_fails(void **state)
{
    Fix *f = *state;
    char buf[16];
    generate(f, "B:Ba1:Wb2,d4");
    assert_false(movelist_text(&f->v, &f->list, 0, buf, 8));
    assert_true(movelist_text(&f->v, &f->list, 0, buf, 9));
    assert_false(movelist_text(&f->v, &f->list, 0, buf, 4));
    generate(f, "B:Be3:Wi9");
    assert_false(movelist_text(&f->v, &f->list, 0, buf, 5));
    assert_true(movelist_text(&f->v, &f->list, 0, buf, 6));
}

static void point_sets_are_written_in_point_order(void **state)
{
    Fix *f = *state;
    const Board *b = &f->v.board;
    Bits set = bits_empty();
    bits_add(&set, board_find(b, "e5"));
    bits_add(&set, board_find(b, "a1"));
    bits_add(&set, board_find(b, "c3"));
    char buf[32];
    assert_true(points_to_text(&f->v, set, ", ", buf, sizeof buf));
    assert_string_equal(buf, "a1, c3, e5");
    assert_false(points_to_text(&f->v, set, ", ", buf, 10));
    assert_true(points_to_text(&f->v, bits_empty(), ",", buf, sizeof buf));
    assert_string_equal(buf, "");
}

/* ---- reading ---- */

static void full_form_is_read(void **state)
{
    Fix *f = *state;
    assert_string_equal(parsed(f, "e3-e5"), "e3-e5");
    assert_string_equal(parsed(f, "d4-e5"), "d4-e5");
    generate(f, "B:Ba1:Wb2,d4");
    assert_string_equal(parsed(f, "a1xc3xe5"), "a1xc3xe5");
}

static void multi_jump_is_read_from_its_ends(void **state)
{
    Fix *f = *state;
    generate(f, "B:Ba1:Wb2,d4");
    assert_string_equal(parsed(f, "a1xe5"), "a1xc3xe5");
    assert_string_equal(parsed(f, "a1-e5"), "a1xc3xe5");
}

static void a_stop_short_of_the_end_is_not_the_move(void **state)
{
    Fix *f = *state;
    generate(f, "B:Ba1:Wb2,d4");
    const char *msg = refused(f, "a1xc3");
    assert_has(msg, "move 'a1xc3' is not legal here");
    assert_has(msg, "a1xc3xe5");
}

static void shortened_form_choosing_some_landings_is_read(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    generate(f, CIRCLE);
    assert_string_equal(parsed(f, "c3xc7xg7"), "c3xc7xg7");
    assert_string_equal(parsed(f, "c3xg3xg7"), "c3xg3xg7");
    assert_string_equal(parsed(f, "c3xg7xc7"), "c3xg3xg7xc7"); /* g3 left out */
}

static void circle_is_read_from_start_to_start(void **state)
{
    Fix *f = *state;
    generate(f, CIRCLE);
    const char *text = parsed(f, "c3xc3");
    if (strcmp(text, "c3xc7xg7xg3xc3") != 0 && strcmp(text, "c3xg3xg7xc7xc3") != 0)
        fail_msg("c3xc3 read as %s", text);
}

static void ambiguous_input_lists_the_candidates(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    generate(f, CIRCLE);
    const char *msg = refused(f, "c3xg7");
    assert_has(msg, "move 'c3xg7' is ambiguous: it fits ");
    assert_has(msg, "c3xc7xg7");
    assert_has(msg, "c3xg3xg7");
    assert_has(msg, "write more landing points");
    msg = refused(f, "c3-g7");
    assert_has(msg, "move 'c3-g7' is ambiguous");
}

static void illegal_move_lists_the_legal_moves(void **state)
{
    Fix *f = *state;
    const char *msg = refused(f, "a1-a3");
    assert_has(msg, "move 'a1-a3' is not legal here; legal moves: ");
    assert_has(msg, "d4-e5");
    assert_has(msg, "e3-e5");
    assert_has(msg, "f4-e5");
}

static void illegal_move_with_no_legal_moves_says_none(void **state)
{
    Fix *f = *state;
    generate(f, "B:Ba1:Wa3,a5,b2,c3"); /* a1 is walled in: a3-a5 and b2-c3 leave no landing */
    assert_int_equal(f->list.n, 0);
    assert_has(refused(f, "a1-a3"), "legal moves: none");
}

static void long_legal_list_is_cut_with_a_count(void **state)
{
    Fix *f = *state;
    generate(f, "B:BKa1:Wi9"); /* a flying king alone: 15 moves */
    assert_int_equal(f->list.n, 15);
    assert_has(refused(f, "a1-b4"), "(15 in all)");
}

/* ---- malformed text ---- */

static void unknown_point_is_named(void **state)
{
    Fix *f = *state;
    assert_refused(f, "z9-a3", "move 'z9-a3': 'z9' is not a point of this board");
    assert_refused(f, "e3-b1", "'b1' is not a point of this board");
    assert_refused(f, "e3-e55", "'e55' is not a point");
    assert_refused(f, "E3-E5", "'E3' is not a point of this board");
}

static void bad_separator_is_refused(void **state)
{
    Fix *f = *state;
    assert_refused(f, "e3/e5", "move 'e3/e5': expected '-' or 'x' after e3");
    assert_refused(f, "e3--e5", "expected a point name where '-' is");
    assert_refused(f, "-e5", "expected a point name where '-' is");
    assert_refused(f, "e3:e5", "move 'e3:e5': expected '-' or 'x' after e3");
    assert_refused(f, "e3-e5-", "move 'e3-e5-': expected a point after '-'");
    assert_refused(f, "e3-e5x", "move 'e3-e5x': expected a point after 'x'");
    assert_refused(f, "e3-e5:", "expected '-' or 'x' after e5");
}

static void one_point_only_is_refused(void **state)
{
    Fix *f = *state;
    const char *want = "expected at least two points, e.g. e3-e5 or a1xc3";
    assert_refused(f, "e3", want);
    assert_refused(f, "e3-", "move 'e3-': expected a point after '-'");
    assert_refused(f, "", want);
    assert_refused(f, "   ", want);
}

static void trailing_garbage_is_refused(void **state)
{
    Fix *f = *state;
    assert_refused(f, "e3-e5 now", "move 'e3-e5 now': unexpected text after the move");
    assert_refused(f, "e3-e5 e7", "unexpected text after the move");
    assert_refused(f, "e3-e5!", "expected '-' or 'x' after e5");
}

static void surrounding_whitespace_is_ignored(void **state)
{
    Fix *f = *state;
    assert_string_equal(parsed(f, "  e3-e5"), "e3-e5");
    assert_string_equal(parsed(f, "e3-e5\n"), "e3-e5");
    assert_string_equal(parsed(f, "\t d4-e5 \r\n"), "d4-e5");
}

static void overlong_input_is_refused(void **state)
{
    Fix *f = *state;
    char text[1024] = "e3";
    for (int i = 0; i < 80; i++)
        strcat(text, "-e5");
    assert_refused(f, text, "too many points");
}

/* a5 takes b6 landing on c7; under chain=may it may stop there, or go on round d6, f6, e7
 * (or e7, f6, d6) back to c7. "a5xc7" is the full form of the one-piece move, so it must name
 * that move, though it is also a shortened form of the round trip a5xc7xe5xg7xc7. */
static void full_form_names_its_move_though_it_abbreviates_another(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    generate(f, "B:Ba5:Wb6,d6,f6,e7");
    const char *text = parsed(f, "a5xc7");
    assert_string_equal(text, "a5xc7");
}

/* ---- codes ---- */

/* Callers tell refusals apart by the code, never by the message: a move text that quotes another
 * message's words is still what it is. A malformed text's message marks what is wrong after its
 * subject, "move '...': ". */
static void each_refusal_has_its_code(void **state)
{
    Fix *f = *state;
    Err e = refusal(f, "a1-a3");
    assert_int_equal(e.code, ERR_ILLEGAL_MOVE);
    assert_int_equal(e.detail, 0);
    e = refusal(f, "z9-a3");
    assert_int_equal(e.code, ERR_NOT_A_POINT);
    assert_string_equal(e.msg + e.detail, "'z9' is not a point of this board");
    assert_memory_equal(e.msg, "move 'z9-a3': ", (size_t)e.detail);
    e = refusal(f, "is not legal here");
    assert_int_equal(e.code, ERR_NOT_A_POINT);
    e = refusal(f, "e3-e5 is not a point");
    assert_int_equal(e.code, ERR_MOVE_SYNTAX);
    assert_string_equal(e.msg + e.detail, "unexpected text after the move");
    const char *syntax[] = {"e3/e5", "e3--e5", "e3-", "e3", "", "Hq9 e3-e5"};
    for (size_t i = 0; i < sizeof syntax / sizeof syntax[0]; i++) {
        e = refusal(f, syntax[i]);
        if (e.code != ERR_MOVE_SYNTAX)
            fail_msg("'%s': code %d, message %s", syntax[i], (int)e.code, e.msg);
        assert_true(e.detail > 0 && strncmp(e.msg, "move '", 6) == 0 && strncmp(e.msg + e.detail - 2, ": ", 2) == 0);
    }
    e = refusal(f, "e3\x1b[31m-e5"); /* the subject is quoted clean; detail still points past it */
    assert_int_equal(e.code, ERR_MOVE_SYNTAX);
    assert_string_equal(e.msg + e.detail, "expected '-' or 'x' after e3");
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    generate(f, CIRCLE);
    e = refusal(f, "c3xg7");
    assert_int_equal(e.code, ERR_AMBIGUOUS_MOVE);
    assert_int_equal(e.detail, 0);
}

/* ---- round trips ---- */

/* Every legal move's full text reads back as that very move. */
static void assert_texts_read_back(Fix *f)
{
    for (int i = 0; i < f->list.n; i++) {
        char text[600], pos[600];
        Err err = {0};
        assert_true(movelist_text(&f->v, &f->list, i, text, sizeof text));
        int j = move_parse(&f->v, &f->list, text, &err);
        if (j < 0 || !move_same(&f->list.moves[j], &f->list.moves[i])) {
            position_to_text(&f->v, &f->pos, pos, sizeof pos);
            fail_msg("in %s, %s reads back as move %d, not %d: %s", pos, text, j, i, j < 0 ? err.msg : "");
        }
    }
}

/* Plays `games` random games of at most `plies` plies from the start (fixed seed), checking at
 * every position that each legal move's text reads back as that move. */
static void texts_read_back_in_random_games(Fix *f, uint64_t seed, int games, int plies)
{
    for (int game = 0; game < games; game++) {
        position_start(&f->v, &f->pos);
        for (int ply = 0; ply < plies; ply++) {
            int n = movegen_legal(&f->v, &f->pos, &f->list);
            assert_texts_read_back(f);
            if (n == 0)
                break;
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            Undo undo;
            int k = (int)((seed >> 33) % (uint64_t)n);
            position_make(&f->v, &f->pos, &f->list.moves[k], &f->list.details[k], &undo);
        }
    }
}

/* Random games under rules with many captures and kings. */
static void every_move_text_reads_back_in_random_games(void **state)
{
    Fix *f = *state;
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    set_rule(f, "men_move", "any");
    texts_read_back_in_random_games(f, 7, 4, 100);
}

/* Approach and withdrawal with chains that may stop anywhere: twins whose captured sets nest
 * (the longer chain of one takes a superset of the other's points) must still read back. */
static void approach_withdrawal_texts_read_back_in_random_games(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "short");
    set_rule(f, "capture_by", "approach_withdrawal");
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    set_rule(f, "men_move", "any");
    texts_read_back_in_random_games(f, 11, 8, 120);
}

/* capture=huff with a9 huffable: a1-a3 and a1-b2, each with and without huffing a9, are four
 * moves (docs/rules.md#counting-moves). Their texts must differ, and each must read back as itself; the plain
 * text "a1-a3" is the move without the huff. */
static void huff_moves_have_texts_of_their_own(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    generate(f, "B:Ba1:Wa9,i9:Ha9");
    assert_int_equal(f->list.n, 4);
    char text[4][64];
    for (int i = 0; i < 4; i++) {
        assert_true(movelist_text(&f->v, &f->list, i, text[i], sizeof text[i]));
        for (int j = 0; j < i; j++)
            if (strcmp(text[i], text[j]) == 0)
                fail_msg("moves %d and %d are both written %s", j, i, text[i]);
    }
    Err err = {0};
    int i = move_parse(&f->v, &f->list, "a1-a3", &err);
    if (i < 0)
        fail_msg("%s", err.msg);
    assert_int_equal(f->list.moves[i].huffed, NO_POINT);
    assert_texts_read_back(f);
}

/* ---- typed moves (notation_typed.h) ---- */

/* What notation_typed makes of `typed` on kharbaga41. */
static const char *typed_as(Fix *f, const char *typed)
{
    static char buf[256];
    assert_true(notation_typed(&f->v.board, typed, buf, sizeof buf));
    return buf;
}

/* The full notation of the move move_parse_typed reads from `typed`; fails the test if none. */
static const char *typed_move(Fix *f, const char *typed)
{
    static char buf[600];
    Err err = {0};
    int i = move_parse_typed(&f->v, &f->list, typed, &err);
    if (i < 0)
        fail_msg("'%s' refused: %s", typed, err.msg);
    assert_true(movelist_text(&f->v, &f->list, i, buf, sizeof buf));
    return buf;
}

/* The message of move_parse_typed refusing `typed`, and its code in *code. */
static const char *typed_refused(Fix *f, const char *typed, ErrCode *code)
{
    static Err err;
    memset(&err, 0, sizeof err);
    if (move_parse_typed(&f->v, &f->list, typed, &err) >= 0)
        fail_msg("'%s' was accepted", typed);
    *code = err.code;
    return err.msg;
}

static void typed_text_is_read_as_the_notation_writes_it(void **state)
{
    Fix *f = *state;
    static const char *const pairs[][2] = {
        {"E3-E5", "e3-e5"},         {"e3e5", "e3-e5"},         {"E3E5", "e3-e5"},
        {"  e3 e5 ", "e3-e5"},      {"e3 to e5", "e3-e5"},     {"E3 TO E5", "e3-e5"},
        {"e3 - e5", "e3-e5"},       {"A1XC3xE5", "a1xc3xe5"},  {"a1c3e5", "a1-c3-e5"},
        {"a1 x c3", "a1xc3"},       {"Ha9 a1-a3", "Ha9 a1-a3"}, {"HA9: A1A3", "Ha9 a1-a3"},
        {"ha9, a1a3", "Ha9 a1-a3"}, {"h3 e3", "h3-e3"},        {"F3xE3/D3,E4", "f3xe3/d3,e4"},
        {"e3-e5 now", "e3-e5 now"}, {"e3-e5 to", "e3-e5 to"},  {"zz", "zz"},
        {"e3--e5", "e3--e5"},       {"", ""},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (strcmp(typed_as(f, pairs[i][0]), pairs[i][1]))
            fail_msg("'%s' read as '%s', not '%s'", pairs[i][0], typed_as(f, pairs[i][0]), pairs[i][1]);
    char small[6];
    assert_false(notation_typed(&f->v.board, "e3e5e7", small, sizeof small));
}

/* "E3-E5" and "e3e5" are e3-e5 at the start; the notation's own reader still wants "e3-e5". */
static void typed_move_in_any_case_without_separator(void **state)
{
    Fix *f = *state;
    static const char *const typed[] = {"E3-E5", "e3e5", "E3E5", "e3 to e5", "e3 e5", "e3xe5"};
    for (size_t i = 0; i < sizeof typed / sizeof typed[0]; i++)
        assert_string_equal(typed_move(f, typed[i]), "e3-e5");
    assert_refused(f, "E3-E5", "'E3' is not a point of this board");
    assert_refused(f, "e3e5", "expected '-' or 'x' after e3");
    generate(f, "B:Ba1:Wb2,d4");
    assert_string_equal(typed_move(f, "a1e5"), "a1xc3xe5"); /* the one capture from a1 to e5 */
    assert_string_equal(typed_move(f, "A1C3E5"), "a1xc3xe5");
}

/* Typed text names a move only where the notation's reader finds one: an ambiguous form, an
 * illegal move and text that is no move are refused, what was typed quoted when it cannot be read. */
static void typed_move_is_refused_as_the_notation_refuses_it(void **state)
{
    Fix *f = *state;
    ErrCode code;
    const char *msg = typed_refused(f, "E3E9", &code);
    assert_int_equal(code, ERR_ILLEGAL_MOVE);
    assert_has(msg, "move 'e3-e9' is not legal here; legal moves: ");
    msg = typed_refused(f, "Z9e5", &code);
    assert_int_equal(code, ERR_NOT_A_POINT);
    assert_string_equal(msg, "move 'Z9e5': 'z9' is not a point of this board");
    msg = typed_refused(f, "e3e", &code);
    assert_string_equal(msg, "move 'e3e': 'e' is not a point of this board");
    assert_int_equal(code, ERR_NOT_A_POINT);
    msg = typed_refused(f, "E3-E5 now", &code);
    assert_string_equal(msg, "move 'E3-E5 now': unexpected text after the move");
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    generate(f, CIRCLE);
    msg = typed_refused(f, "C3G7", &code);
    assert_int_equal(code, ERR_AMBIGUOUS_MOVE);
    assert_has(msg, "move 'c3-g7' is ambiguous: it fits ");
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(step_is_written_with_a_dash),
        T(capture_is_written_with_every_landing),
        T(quiet_move_with_a_path_is_written_with_dashes),
        T(twins_name_their_captures),
        T(writing_into_a_short_buffer_fails),
        T(point_sets_are_written_in_point_order),
        T(full_form_is_read),
        T(multi_jump_is_read_from_its_ends),
        T(a_stop_short_of_the_end_is_not_the_move),
        T(shortened_form_choosing_some_landings_is_read),
        T(circle_is_read_from_start_to_start),
        T(ambiguous_input_lists_the_candidates),
        T(illegal_move_lists_the_legal_moves),
        T(illegal_move_with_no_legal_moves_says_none),
        T(long_legal_list_is_cut_with_a_count),
        T(unknown_point_is_named),
        T(bad_separator_is_refused),
        T(one_point_only_is_refused),
        T(trailing_garbage_is_refused),
        T(surrounding_whitespace_is_ignored),
        T(overlong_input_is_refused),
        T(full_form_names_its_move_though_it_abbreviates_another),
        T(each_refusal_has_its_code),
        T(every_move_text_reads_back_in_random_games),
        T(approach_withdrawal_texts_read_back_in_random_games),
        T(huff_moves_have_texts_of_their_own),
        T(typed_text_is_read_as_the_notation_writes_it),
        T(typed_move_in_any_case_without_separator),
        T(typed_move_is_refused_as_the_notation_refuses_it),
    };
#undef T
    return cmocka_run_group_tests_name("notation", tests, NULL, NULL);
}
