/*
 * test_move.c — make and unmake: every legal move of the positions of random games (fixed seed)
 * is made and unmade under several rule sets, checking the invariants after make and an exact
 * restore after unmake; crowning; the quiet counter; huff state and shrinking on make.
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
#include "support/fixture.h"

typedef struct Fix {
    Variant v;
    Position pos;
    MoveList list;  /* for play() */
    MoveList every; /* for check_every_move() */
    MoveList game;  /* for walk() */
} Fix;

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

static int teardown(void **state)
{
    Fix *f = *state;
    movelist_free(&f->list);
    movelist_free(&f->every);
    movelist_free(&f->game);
    return fixture_teardown(state);
}

/* ---- helpers ---- */

/* Sets a rule and starts again from the start position under it. */
static void set_rule(Fix *f, const char *key, const char *value)
{
    fixture_rule(&f->v, key, value);
    position_start(&f->v, &f->pos);
}

static void parse(Fix *f, const char *text) { fixture_position(&f->v, text, &f->pos); }

/* The legal move written `text` (any form move_parse accepts). */
static const Move *legal(Fix *f, const char *text)
{
    Err err = {0};
    movegen_legal(&f->v, &f->pos, &f->list);
    int i = move_parse(&f->v, &f->list, text, &err);
    if (i < 0)
        fail_msg("%s", err.msg);
    return &f->list.moves[i];
}

/* Makes the legal move `text`; returns it (a copy) and its undo record. */
static Move play(Fix *f, const char *text, Undo *undo)
{
    const Move *listed = legal(f, text);
    Move m = *listed;
    position_make(&f->v, &f->pos, &m, movelist_detail_of(&f->list, listed), undo);
    return m;
}

/* A step from -> to built by hand (for moves whose text would not pick them out). */
static Move step(const Variant *v, const char *from, const char *to)
{
    Move m;
    memset(&m, 0, sizeof m);
    m.from = (uint8_t)point_named(v, from);
    m.to = (uint8_t)point_named(v, to);
    m.huffed = NO_POINT;
    return m;
}

/* A fixed pseudo-random sequence (xorshift64*), the same on every machine. */
static uint64_t next_random(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545F4914F6CDD1Dull;
}

/* m (detail d) and the position, as a failure message names them. */
static void describe(const Fix *f, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    char pos[512] = "?", mv[512] = "?";
    position_to_text(&f->v, &f->pos, pos, sizeof pos);
    move_to_text(&f->v, m, d, mv, sizeof mv);
    snprintf(buf, len, "%.500s in %.500s", mv, pos);
}

/* What make must do to the pieces: the mover leaves from, arrives on to (crowned if flagged),
 * and every captured point is empty. Returns what is wrong, or NULL. */
static const char *made_wrong(const Position *pos, const Position *before, const Move *m)
{
    int side = before->side;
    bool king = bits_has(before->kings[side], m->from) || (m->flags & MOVE_CROWN);
    if (pos->side != !side)
        return "side to move not switched";
    if (!bits_has(king ? pos->kings[side] : pos->men[side], m->to))
        return "the piece is not on its destination";
    if (m->from != m->to && bits_has(position_occupied(pos), m->from))
        return "the start point is not empty";
    if (bits_any(bits_and(position_occupied(pos), m->captured)))
        return "a captured piece is still there";
    if (bits_count(position_pieces(pos, !side)) != bits_count(position_pieces(before, !side)) - m->ncaptured)
        return "wrong number of opponent pieces";
    return NULL;
}

/* Makes and unmakes every legal move of f->pos, checking both directions. */
static void check_every_move(Fix *f)
{
    MoveList *list = &f->every;
    movegen_legal(&f->v, &f->pos, list);
    assert_false(list->overflow);
    for (int i = 0; i < list->n; i++) {
        const Move *m = &list->moves[i];
        const MoveDetail *d = &list->details[i];
        char what[1100];
        Position before;
        memcpy(&before, &f->pos, sizeof before);
        Undo undo;
        position_make(&f->v, &f->pos, m, d, &undo);
        const char *wrong = position_is_ok(&f->v, &f->pos) ? made_wrong(&f->pos, &before, m) : "position_is_ok fails";
        position_unmake(&f->v, &f->pos, m, &undo);
        if (wrong) {
            describe(f, m, d, what, sizeof what);
            fail_msg("after making %s: %s", what, wrong);
        }
        if (memcmp(&f->pos, &before, sizeof before) != 0) {
            memcpy(&f->pos, &before, sizeof before);
            describe(f, m, d, what, sizeof what);
            fail_msg("unmake does not restore the position after %s", what);
        }
    }
}

/* What a walk met. */
typedef struct Walk {
    int captures, crowns, king_moves;
} Walk;

/* Plays random games from the start position for `plies` plies in all, a game ending when the
 * side to move has no move or after 100 plies; checks every legal move of every position met. */
static Walk walk(Fix *f, uint64_t seed, int plies)
{
    MoveList *list = &f->game;
    Walk w = {0, 0, 0};
    int in_game = 0;
    position_start(&f->v, &f->pos);
    for (int ply = 0; ply < plies; ply++) {
        check_every_move(f);
        int n = movegen_legal(&f->v, &f->pos, list);
        if (n == 0 || in_game == 100) {
            position_start(&f->v, &f->pos);
            in_game = 0;
            continue;
        }
        int k = (int)(next_random(&seed) % (uint64_t)n);
        const Move *m = &list->moves[k];
        w.captures += m->ncaptured > 0;
        w.crowns += (m->flags & MOVE_CROWN) != 0;
        w.king_moves += bits_has(f->pos.kings[f->pos.side], m->from);
        Undo undo;
        position_make(&f->v, &f->pos, m, &list->details[k], &undo);
        in_game++;
    }
    return w;
}

/* ---- make/unmake over random games ---- */

static void random_games_default_rules(void **state)
{
    Fix *f = *state;
    Walk w = walk(f, 1, 400);
    assert_true(w.captures > 0);
    assert_true(w.crowns > 0 && w.king_moves > 0);
}

static void random_games_immediate_removal_short_kings_men_any(void **state)
{
    Fix *f = *state;
    set_rule(f, "removal", "immediate");
    set_rule(f, "king", "short");
    set_rule(f, "men_move", "any");
    Walk w = walk(f, 2, 400);
    assert_true(w.captures > 0);
    assert_true(w.crowns > 0 && w.king_moves > 0);
}

static void random_games_optional_may_crown_continue(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "optional");
    set_rule(f, "chain", "may");
    set_rule(f, "majority", "none");
    set_rule(f, "crown_mid_capture", "crown");
    set_rule(f, "king_landing", "continue");
    Walk w = walk(f, 3, 400);
    assert_true(w.captures > 0);
    assert_true(w.crowns > 0 && w.king_moves > 0);
}

static void random_games_sideways_stop_count_then_kings(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "forward_sideways");
    set_rule(f, "crown_mid_capture", "stop");
    set_rule(f, "majority", "count_then_kings");
    set_rule(f, "setup", "alternate");
    Walk w = walk(f, 4, 400);
    assert_true(w.captures > 0);
    assert_true(w.crowns > 0 && w.king_moves > 0);
}

static void random_games_alquerque5_murray(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "any");
    set_rule(f, "majority", "none");
    set_rule(f, "king", "none");
    Walk w = walk(f, 5, 400);
    assert_true(w.captures > 0);
    assert_int_equal(w.crowns, 0); /* king=none */
}

static void random_games_alquerque9_zamma(void **state)
{
    Fix *f = *state;
    Walk w = walk(f, 6, 400);
    assert_true(w.captures > 0 && w.crowns > 0);
}

/* Kings (flying, with captures by them) are made and unmade from a middle-game position. */
static void kings_and_captured_kings_make_and_unmake(void **state)
{
    Fix *f = *state;
    parse(f, "B:BKa1,c3,Ke5,g1:WKd4,f6,Kh8,b6,c7");
    check_every_move(f);
    parse(f, "W:BKa1,c3,Ke5,g1:WKd4,f6,Kh8,b6,c7");
    check_every_move(f);
}

/* ---- crowning ---- */

static void man_stepping_onto_the_far_row_is_crowned(void **state)
{
    Fix *f = *state;
    parse(f, "B:Bb8:Wa1");
    Position before;
    memcpy(&before, &f->pos, sizeof before);
    Undo undo;
    Move m = play(f, "b8-a9", &undo);
    assert_true(m.flags & MOVE_CROWN);
    assert_true(bits_has(f->pos.kings[SOUTH], point_named(&f->v, "a9")));
    assert_false(bits_any(f->pos.men[SOUTH]));
    assert_true(position_is_ok(&f->v, &f->pos));
    position_unmake(&f->v, &f->pos, &m, &undo);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

static void north_man_is_crowned_on_rank_1(void **state)
{
    Fix *f = *state;
    parse(f, "W:Bi9:Wd2");
    Undo undo;
    play(f, "d2-c1", &undo);
    assert_true(bits_has(f->pos.kings[NORTH], point_named(&f->v, "c1")));
    assert_true(position_is_ok(&f->v, &f->pos));
}

static void capture_ending_on_the_far_row_crowns(void **state)
{
    Fix *f = *state;
    parse(f, "B:Bc7:Wd8,a1");
    Undo undo;
    Move m = play(f, "c7xe9", &undo);
    assert_true(m.flags & MOVE_CROWN);
    assert_true(bits_has(f->pos.kings[SOUTH], point_named(&f->v, "e9")));
    assert_false(bits_has(f->pos.men[NORTH], point_named(&f->v, "d8")));
    assert_true(position_is_ok(&f->v, &f->pos));
}

static void no_crowning_when_king_is_none(void **state)
{
    Fix *f = *state;
    set_rule(f, "king", "none");
    parse(f, "B:Bb8:Wa1");
    Undo undo;
    Move m = play(f, "b8-c9", &undo);
    assert_false(m.flags & MOVE_CROWN);
    assert_true(bits_has(f->pos.men[SOUTH], point_named(&f->v, "c9")));
    assert_false(bits_any(f->pos.kings[SOUTH]));
}

static void unmaking_a_crowning_capture_of_a_king_restores_both(void **state)
{
    Fix *f = *state;
    parse(f, "B:Bc7:WKd8,a1");
    Position before;
    memcpy(&before, &f->pos, sizeof before);
    Undo undo;
    Move m = play(f, "c7xe9", &undo);
    assert_int_equal(m.nkings, 1);
    assert_false(bits_any(f->pos.kings[NORTH]));
    position_unmake(&f->v, &f->pos, &m, &undo);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

/* ---- the quiet counter ---- */

static void capture_resets_the_quiet_counter(void **state)
{
    Fix *f = *state;
    parse(f, "B:BKe3:Wf4");
    f->pos.quiet = 7;
    Undo undo;
    play(f, "e3xg5", &undo);
    assert_int_equal(f->pos.quiet, 0);
}

static void forward_man_step_resets_when_men_move_forward(void **state)
{
    Fix *f = *state;
    parse(f, "B:Be3:Wa9");
    f->pos.quiet = 7;
    Undo undo;
    play(f, "e3-e5", &undo);
    assert_int_equal(f->pos.quiet, 0);
    f->pos.quiet = 5;
    play(f, "a9-a7", &undo); /* North's forward is down the board */
    assert_int_equal(f->pos.quiet, 0);
}

static void king_move_increments_the_quiet_counter(void **state)
{
    Fix *f = *state;
    parse(f, "B:BKe3:Wa9");
    f->pos.quiet = 7;
    Undo undo;
    Move m = play(f, "e3-e7", &undo);
    assert_int_equal(f->pos.quiet, 8);
    position_unmake(&f->v, &f->pos, &m, &undo);
    assert_int_equal(f->pos.quiet, 7);
}

static void man_step_increments_when_men_move_any(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "any");
    parse(f, "B:Be3:Wa9");
    f->pos.quiet = 7;
    Undo undo;
    play(f, "e3-e5", &undo);
    assert_int_equal(f->pos.quiet, 8);
}

static void sideways_step_increments_forward_step_resets(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "forward_sideways");
    parse(f, "B:Be3:Wa9");
    f->pos.quiet = 7;
    Undo undo;
    Move m = play(f, "e3-g3", &undo);
    assert_int_equal(f->pos.quiet, 8);
    position_unmake(&f->v, &f->pos, &m, &undo);
    play(f, "e3-f4", &undo);
    assert_int_equal(f->pos.quiet, 0);
}

/* ---- huff state and shrinking (docs/rules.md#options) ---- */

/* The huff right lasts for the start of one turn: after the side to move has moved, the old set
 * (the opponent's pieces) must go, or the position breaks its own invariant. North here has no
 * capture, so after i9-i7 nothing is huffable. */
static void make_clears_the_huff_set(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "W:Ba1:Wi9:Ha1");
    Move m = step(&f->v, "i9", "i7");
    Undo undo;
    position_make(&f->v, &f->pos, &m, NULL, &undo);
    assert_false(bits_any(f->pos.huff));
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* Under capture=huff, a player who steps while a capture was available leaves the piece that
 * could have captured huffable: e3 could take f4 but South plays a1-a3. */
static void step_past_a_capture_makes_the_piece_huffable(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "B:Be3,a1:Wf4,i9");
    Undo undo;
    play(f, "a1-a3", &undo);
    assert_true(bits_has(f->pos.huff, point_named(&f->v, "e3")));
    assert_int_equal(bits_count(f->pos.huff), 1);
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* The piece that could have captured but stepped instead is huffable on its new point. */
static void stepping_capturer_is_huffable_on_its_new_point(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "B:Be3:Wf4,i9");
    Undo undo;
    play(f, "e3-e5", &undo);
    assert_true(bits_has(f->pos.huff, point_named(&f->v, "e5")));
    assert_int_equal(bits_count(f->pos.huff), 1);
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* Capturing leaves the opponent nothing to huff. */
static void capture_leaves_nothing_to_huff(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "B:Be3:Wf4,i9");
    Undo undo;
    play(f, "e3xg5", &undo);
    assert_false(bits_any(f->pos.huff));
}

/* A move from another rule choice's list (dispute replays a game under several) carries that
 * choice's detail: under capture=optional a1-a3 has no capturers, and made as it is under huff it
 * would leave nothing to huff. movegen_give_capturers gives it what huff's own list has, e3, and
 * made then it leaves e3 huffable as huff's own a1-a3 does. */
static void move_from_another_choice_gets_this_choices_capturers(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "optional");
    parse(f, "B:Be3,a1:Wf4,i9");
    const Move *listed = legal(f, "a1-a3");
    Move carried = *listed;
    MoveDetail detail = *movelist_detail_of(&f->list, listed);
    detail.capturers = bits_empty(); /* capture=optional's generator gives none */
    fixture_rule(&f->v, "capture", "huff"); /* the position stays as it is */
    const Move *own = legal(f, "a1-a3");
    const MoveDetail *own_detail = movelist_detail_of(&f->list, own);
    assert_true(bits_has(own_detail->capturers, point_named(&f->v, "e3")));
    assert_true(movegen_give_capturers(&f->v, &f->pos, &carried, &detail));
    assert_true(bits_equal(detail.capturers, own_detail->capturers));
    Position before = f->pos;
    Undo undo;
    position_make(&f->v, &f->pos, &carried, &detail, &undo);
    assert_true(bits_has(f->pos.huff, point_named(&f->v, "e3")));
    assert_int_equal(bits_count(f->pos.huff), 1);
    position_unmake(&f->v, &f->pos, &carried, &undo);
    assert_true(position_identical(&f->pos, &before));
}

/* A position that holds huffable pieces met under rules without huffing (lua/words/dispute.c takes one
 * position, read under the rules of the game, to several rule choices): every move leaves nothing
 * to huff, not even f6 that e3xe7xg5 has just taken; the result keeps every invariant, its text
 * reads back under the same rules, and unmake brings the huffable f6 back. */
static void make_without_huffing_leaves_nothing_to_huff(void **state)
{
    Fix *f = *state;
    static const char *const rules[] = {"compulsory", "optional"};
    for (size_t r = 0; r < sizeof rules / sizeof rules[0]; r++) {
        set_rule(f, "capture", "huff");
        parse(f, "B:Ba1,e3:Wa9,e5,f6:Hf6");
        fixture_rule(&f->v, "capture", rules[r]); /* the position stays as it is */
        Position before = f->pos;
        movegen_legal(&f->v, &f->pos, &f->every);
        assert_true(f->every.n >= (r == 0 ? 1 : 5)); /* e3xe7xg5; under optional the steps too */
        for (int i = 0; i < f->every.n; i++) {
            const Move *m = &f->every.moves[i];
            char what[1100], text[512];
            describe(f, m, &f->every.details[i], what, sizeof what);
            assert_int_equal(m->huffed, NO_POINT);
            Undo undo;
            position_make(&f->v, &f->pos, m, &f->every.details[i], &undo);
            if (bits_any(f->pos.huff))
                fail_msg("capture=%s, %s: something is left to huff", rules[r], what);
            assert_true(position_is_ok(&f->v, &f->pos));
            assert_true(position_to_text(&f->v, &f->pos, text, sizeof text));
            Position again;
            Err err = {0};
            if (!position_from_text(&f->v, text, &again, &err))
                fail_msg("capture=%s, %s: '%s' does not read back: %s", rules[r], what, text, err.msg);
            again.quiet = f->pos.quiet; /* the text does not hold the counter */
            assert_true(position_identical(&again, &f->pos));
            position_unmake(&f->v, &f->pos, m, &undo);
            assert_true(position_identical(&f->pos, &before));
        }
    }
}

/* Under capture=huff, e3xe7xg5 takes the huffable f6 and, being a capture, leaves nothing to
 * huff: the text after it has no H field. */
static void capturing_the_huffable_piece_leaves_nothing_to_huff(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "B:Ba1,e3:Wa9,e5,f6:Hf6");
    Undo undo;
    play(f, "e3xe7xg5", &undo);
    assert_false(bits_any(f->pos.huff));
    char text[128];
    assert_true(position_to_text(&f->v, &f->pos, text, sizeof text));
    assert_string_equal(text, "W:Ba1,g5:Wa9");
}

/* A move with a huffed point removes that piece before moving. */
static void make_removes_the_huffed_piece(void **state)
{
    Fix *f = *state;
    set_rule(f, "capture", "huff");
    parse(f, "B:Ba1:Wc9,i9:Hi9");
    Position before;
    memcpy(&before, &f->pos, sizeof before);
    Move m = step(&f->v, "a1", "a3");
    m.huffed = (uint8_t)point_named(&f->v, "i9");
    Undo undo;
    position_make(&f->v, &f->pos, &m, NULL, &undo);
    assert_false(bits_has(f->pos.men[NORTH], point_named(&f->v, "i9")));
    assert_true(bits_has(f->pos.men[NORTH], point_named(&f->v, "c9")));
    assert_true(position_is_ok(&f->v, &f->pos));
    position_unmake(&f->v, &f->pos, &m, &undo);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

/* shrink=point_rows: after c3-c5 the bottom rows 1-4 and the top rows 8-9 hold no piece and die
 * (row 5 holds c5, row 7 holds e7); unmake brings them back. */
static void point_rows_shrink_after_a_move(void **state)
{
    Fix *f = *state;
    set_rule(f, "men_move", "any");
    set_rule(f, "shrink", "point_rows");
    parse(f, "B:Bc3:We7");
    Position before;
    memcpy(&before, &f->pos, sizeof before);
    Undo undo;
    Move m = play(f, "c3-c5", &undo);
    Bits want = bits_empty();
    for (int r = 0; r < 9; r++)
        if (r <= 3 || r >= 7)
            want = bits_or(want, f->v.board.row_points[r]);
    assert_true(bits_equal(f->pos.dead, want));
    assert_true(position_is_ok(&f->v, &f->pos));
    position_unmake(&f->v, &f->pos, &m, &undo);
    assert_memory_equal(&f->pos, &before, sizeof before);
}

int main(void)
{
#define K(f) cmocka_unit_test_setup_teardown(f, setup_kharbaga, teardown)
    const struct CMUnitTest tests[] = {
        K(random_games_default_rules),
        K(random_games_immediate_removal_short_kings_men_any),
        K(random_games_optional_may_crown_continue),
        K(random_games_sideways_stop_count_then_kings),
        cmocka_unit_test_setup_teardown(random_games_alquerque5_murray, setup_alquerque5, teardown),
        cmocka_unit_test_setup_teardown(random_games_alquerque9_zamma, setup_alquerque9, teardown),
        K(kings_and_captured_kings_make_and_unmake),
        K(man_stepping_onto_the_far_row_is_crowned),
        K(north_man_is_crowned_on_rank_1),
        K(capture_ending_on_the_far_row_crowns),
        K(no_crowning_when_king_is_none),
        K(unmaking_a_crowning_capture_of_a_king_restores_both),
        K(capture_resets_the_quiet_counter),
        K(forward_man_step_resets_when_men_move_forward),
        K(king_move_increments_the_quiet_counter),
        K(man_step_increments_when_men_move_any),
        K(sideways_step_increments_forward_step_resets),
        K(make_clears_the_huff_set),
        K(step_past_a_capture_makes_the_piece_huffable),
        K(stepping_capturer_is_huffable_on_its_new_point),
        K(capture_leaves_nothing_to_huff),
        K(make_removes_the_huffed_piece),
        K(move_from_another_choice_gets_this_choices_capturers),
        K(make_without_huffing_leaves_nothing_to_huff),
        K(capturing_the_huffable_piece_leaves_nothing_to_huff),
        K(point_rows_shrink_after_a_move),
    };
#undef K
    return cmocka_run_group_tests_name("move", tests, NULL, NULL);
}
