/*
 * test_game.c — a game's history (play, undo) and its result: no pieces, blocked, repetition,
 * quiet limit. Positions are on kharbaga41 (see the diagram in test_movegen.c).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "support/boards.h"
#include "support/fixture.h"

typedef struct Fix {
    Variant v;
    Position start;
    MoveList list;
    Game g;
    bool started;
} Fix;

/* Two lone kings that never meet on a line: South's shuffles c1-d2, North's g9-f8. One round
 * of four plies brings the start position back with South to move. */
static const char *const KINGS = "B:BKc1:WKg9";
static const char *const ROUND[4] = {"c1-d2", "g9-f8", "d2-c1", "f8-g9"};

/* ---- fixtures ---- */

static int setup(void **state)
{
    Fix *f = test_calloc(1, sizeof *f);
    boards_kharbaga41(&f->v);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fix *f = *state;
    if (f->started)
        game_free(&f->g);
    movelist_free(&f->list);
    test_free(f);
    return 0;
}

/* ---- helpers ---- */

static void set_rule(Fix *f, const char *key, const char *value) { fixture_rule(&f->v, key, value); }

/* Starts a game from position text ("" for the variant's start). */
static void start(Fix *f, const char *text)
{
    if (!*text)
        position_start(&f->v, &f->start);
    else
        fixture_position(&f->v, text, &f->start);
    assert_true(game_init(&f->g, &f->v, &f->start));
    f->started = true;
}

/* Plays the legal move written `text`. */
static void play(Fix *f, const char *text)
{
    Err err = {0};
    movegen_legal(&f->v, &f->g.pos, &f->list);
    int i = move_parse(&f->v, &f->list, text, &err);
    if (i < 0)
        fail_msg("ply %d: %s", f->g.nmoves + 1, err.msg);
    assert_true(game_play(&f->g, &f->list.moves[i], &f->list.details[i]));
}

/* Plays plies of the kings' shuffle, going on from where the game is. */
static void shuffle(Fix *f, int plies)
{
    for (int i = 0; i < plies; i++)
        play(f, ROUND[f->g.nmoves % 4]);
}

static void assert_result(const Fix *f, Result want, ResultReason want_reason)
{
    ResultReason reason;
    Result r = game_result(&f->g, &reason);
    if (r != want || reason != want_reason)
        fail_msg("after %d plies: result %d (%s), expected %d (%s)", f->g.nmoves, r, game_reason_text(reason), want,
                 game_reason_text(want_reason));
}

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

/* ---- play and undo ---- */

static void play_records_moves_and_hashes(void **state)
{
    Fix *f = *state;
    start(f, "");
    play(f, "e3-e5");
    assert_int_equal(f->g.nmoves, 1);
    assert_int_equal(f->g.pos.side, NORTH);
    assert_int_equal(f->g.hashes[0], f->start.hash);
    assert_int_equal(f->g.hashes[1], f->g.pos.hash);
    assert_true(position_is_ok(&f->v, &f->g.pos));
    assert_position_equal(&f->g.start, &f->start);
}

static void undo_takes_back_the_last_move(void **state)
{
    Fix *f = *state;
    start(f, "");
    play(f, "e3-e5");
    Position after_one = f->g.pos;
    movegen_legal(&f->v, &f->g.pos, &f->list);
    assert_true(game_play(&f->g, &f->list.moves[0], &f->list.details[0]));
    assert_true(game_undo(&f->g));
    assert_int_equal(f->g.nmoves, 1);
    assert_position_equal(&f->g.pos, &after_one);
    assert_true(game_undo(&f->g));
    assert_int_equal(f->g.nmoves, 0);
    assert_position_equal(&f->g.pos, &f->start);
}

static void undo_at_the_start_is_refused(void **state)
{
    Fix *f = *state;
    start(f, "");
    assert_false(game_undo(&f->g));
    assert_int_equal(f->g.nmoves, 0);
    assert_position_equal(&f->g.pos, &f->start);
}

/* More plies than the initial capacity (64): the history grows and undoes all the way back. */
static void long_game_grows_and_undoes_to_the_start(void **state)
{
    Fix *f = *state;
    set_rule(f, "repetition", "0");
    set_rule(f, "quiet_limit", "0");
    start(f, KINGS);
    shuffle(f, 150);
    assert_int_equal(f->g.nmoves, 150);
    assert_int_equal(f->g.hashes[150], f->g.pos.hash);
    assert_int_equal(f->g.hashes[146], f->g.pos.hash);
    assert_int_not_equal(f->g.hashes[148], f->g.pos.hash);
    assert_true(position_is_ok(&f->v, &f->g.pos));
    while (game_undo(&f->g))
        ;
    assert_int_equal(f->g.nmoves, 0);
    assert_position_equal(&f->g.pos, &f->start);
}

/* ---- results ---- */

static void game_in_progress_has_no_result(void **state)
{
    Fix *f = *state;
    start(f, "");
    assert_result(f, RESULT_NONE, REASON_NONE);
    assert_string_equal(game_reason_text(REASON_NONE), "game in progress");
}

static void side_without_pieces_loses(void **state)
{
    Fix *f = *state;
    start(f, "B:B:Wa9");
    assert_result(f, RESULT_NORTH_WINS, REASON_NO_PIECES);
    game_free(&f->g);
    start(f, "W:Ba1:W");
    assert_result(f, RESULT_SOUTH_WINS, REASON_NO_PIECES);
}

/* A set-up position whose side not to move has no pieces is over too: that side has lost. */
static void other_side_without_pieces_has_lost(void **state)
{
    Fix *f = *state;
    start(f, "B:Ba1:W");
    assert_result(f, RESULT_SOUTH_WINS, REASON_NO_PIECES);
    game_free(&f->g);
    start(f, "W:B:Wa9");
    assert_result(f, RESULT_NORTH_WINS, REASON_NO_PIECES);
}

/* e3 takes North's last piece: North, to move, has none. */
static void capturing_the_last_piece_wins(void **state)
{
    Fix *f = *state;
    start(f, "B:Be3:Wf4");
    assert_result(f, RESULT_NONE, REASON_NONE);
    play(f, "e3xg5");
    assert_result(f, RESULT_SOUTH_WINS, REASON_NO_PIECES);
}

/* No pieces is a loss even under blocked=draw (the side has no move either). */
static void no_pieces_is_a_loss_even_when_blocked_draws(void **state)
{
    Fix *f = *state;
    set_rule(f, "blocked", "draw");
    start(f, "B:B:Wa9");
    assert_result(f, RESULT_NORTH_WINS, REASON_NO_PIECES);
}

/* a1 is walled in: forward it has a3 and b2, both taken, and the points beyond them (a5, c3)
 * are taken too, so it cannot jump. */
static void blocked_side_loses(void **state)
{
    Fix *f = *state;
    start(f, "B:Ba1:Wa3,a5,b2,c3");
    assert_result(f, RESULT_NORTH_WINS, REASON_BLOCKED);
}

static void blocked_side_draws_under_blocked_draw(void **state)
{
    Fix *f = *state;
    set_rule(f, "blocked", "draw");
    start(f, "B:Ba1:Wa3,a5,b2,c3");
    assert_result(f, RESULT_DRAW, REASON_BLOCKED);
}

/* North's man on a1 can never move (North goes down the board) and South has a king: blocked
 * is about the side to move only. */
static void blocked_applies_to_the_side_to_move_only(void **state)
{
    Fix *f = *state;
    start(f, "B:BKi9:Wa1");
    assert_result(f, RESULT_NONE, REASON_NONE);
    play(f, "i9-i7");
    assert_result(f, RESULT_SOUTH_WINS, REASON_BLOCKED);
}

/* ---- repetition ---- */

static void repetitions_count_positions_with_the_same_side_to_move(void **state)
{
    Fix *f = *state;
    static const int want[9] = {1, 1, 1, 1, 2, 2, 2, 2, 3};
    start(f, KINGS);
    for (int ply = 0; ply <= 8; ply++) {
        if (ply)
            shuffle(f, 1);
        if (game_repetitions(&f->g) != want[ply])
            fail_msg("after %d plies: %d repetitions, expected %d", ply, game_repetitions(&f->g), want[ply]);
    }
}

static void third_occurrence_draws(void **state)
{
    Fix *f = *state;
    start(f, KINGS);
    shuffle(f, 7);
    assert_result(f, RESULT_NONE, REASON_NONE);
    shuffle(f, 1);
    assert_result(f, RESULT_DRAW, REASON_REPETITION);
}

static void repetition_limit_is_the_option_value(void **state)
{
    Fix *f = *state;
    set_rule(f, "repetition", "2");
    start(f, KINGS);
    shuffle(f, 3);
    assert_result(f, RESULT_NONE, REASON_NONE);
    shuffle(f, 1);
    assert_result(f, RESULT_DRAW, REASON_REPETITION);
}

static void repetition_zero_is_off(void **state)
{
    Fix *f = *state;
    set_rule(f, "repetition", "0");
    start(f, KINGS);
    shuffle(f, 12);
    assert_int_equal(game_repetitions(&f->g), 4);
    assert_result(f, RESULT_NONE, REASON_NONE);
}

/* Undoing out of a repetition takes the draw back. */
static void undo_takes_back_a_repetition_draw(void **state)
{
    Fix *f = *state;
    start(f, KINGS);
    shuffle(f, 8);
    assert_result(f, RESULT_DRAW, REASON_REPETITION);
    assert_true(game_undo(&f->g));
    assert_result(f, RESULT_NONE, REASON_NONE);
    assert_int_equal(game_repetitions(&f->g), 2);
}

/* ---- quiet limit ---- */

static void quiet_limit_draws(void **state)
{
    Fix *f = *state;
    set_rule(f, "repetition", "0");
    set_rule(f, "quiet_limit", "6");
    start(f, KINGS);
    shuffle(f, 5);
    assert_result(f, RESULT_NONE, REASON_NONE);
    shuffle(f, 1);
    assert_int_equal(f->g.pos.quiet, 6);
    assert_result(f, RESULT_DRAW, REASON_QUIET);
}

static void quiet_limit_zero_is_off(void **state)
{
    Fix *f = *state;
    set_rule(f, "repetition", "0");
    set_rule(f, "quiet_limit", "0");
    start(f, KINGS);
    shuffle(f, 70);
    assert_int_equal(f->g.pos.quiet, 70);
    assert_result(f, RESULT_NONE, REASON_NONE);
}

/* Men advancing forward are irreversible: the count starts again and no draw comes. */
static void man_advances_keep_the_quiet_count_down(void **state)
{
    Fix *f = *state;
    set_rule(f, "quiet_limit", "2");
    start(f, "B:Ba1:Wi9");
    play(f, "a1-a3");
    play(f, "i9-i7");
    play(f, "a3-a5");
    assert_int_equal(f->g.pos.quiet, 0);
    assert_result(f, RESULT_NONE, REASON_NONE);
}

static void reason_texts(void **state)
{
    (void)state;
    assert_string_equal(game_reason_text(REASON_NO_PIECES), "no pieces left");
    assert_string_equal(game_reason_text(REASON_BLOCKED), "no legal move");
    assert_string_equal(game_reason_text(REASON_REPETITION), "repetition of position");
    assert_string_equal(game_reason_text(REASON_QUIET), "quiet-move limit reached");
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(play_records_moves_and_hashes),
        T(undo_takes_back_the_last_move),
        T(undo_at_the_start_is_refused),
        T(long_game_grows_and_undoes_to_the_start),
        T(game_in_progress_has_no_result),
        T(side_without_pieces_loses),
        T(other_side_without_pieces_has_lost),
        T(capturing_the_last_piece_wins),
        T(no_pieces_is_a_loss_even_when_blocked_draws),
        T(blocked_side_loses),
        T(blocked_side_draws_under_blocked_draw),
        T(blocked_applies_to_the_side_to_move_only),
        T(repetitions_count_positions_with_the_same_side_to_move),
        T(third_occurrence_draws),
        T(repetition_limit_is_the_option_value),
        T(repetition_zero_is_off),
        T(undo_takes_back_a_repetition_draw),
        T(quiet_limit_draws),
        T(quiet_limit_zero_is_off),
        T(man_advances_keep_the_quiet_count_down),
        T(reason_texts),
    };
#undef T
    return cmocka_run_group_tests_name("game", tests, NULL, NULL);
}
