/*
 * test_cli_hooks.c — variants with Lua hooks through the program (tests/data/corpus/hooks/):
 * Bell's rules in moves and check, hooks that change what unmake cannot restore, fail, loop or
 * answer nonsense, after hooks, a hook failing deep inside check and match, added moves (unknown
 * fields, landing where they capture, quiet ones with a path written as steps) and the game view
 * (geometry, ply, history, per-game state).
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

/* Hooks: Bell's rules as a moves and an after hook. c3 goes to d3 and may not come back. */
static void test_hooks_no_return(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "bell.lua", "--position", "W:Wc3:Ba5", "--play", "c3-d3 a5-b5");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "d3-d4 d3-e3");
    run_free(&r);
    r = RUN("check", HOOKS_DIR "bell.lua");
    expect_success(&r);
    expect_contains(r.out, "perft 4 5 6 12 (make/unmake agrees)");
    run_free(&r);
}

/* check notices hook state that unmake cannot restore (an after hook editing a table in place),
 * and names the after hook only when there is one. */
static void test_check_catches_mutating_hook(void **state)
{
    (void)state;
    RunResult r = RUN("check", HOOKS_DIR "hook_mutates.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default:");
    expect_contains(r.err, "an after hook must not change a table");
    expect_line(r.out, "problems found");
    run_free(&r);
    /* a moves hook alone that answers differently for one position: not blamed on an after hook */
    r = RUN("check", HOOKS_DIR "hook_counts_calls.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default: perft 2 is 19 counted and 16 made move by move (a moves hook must answer "
                           "the same for the same position");
    assert_null(strstr(r.err, "an after hook"));
    expect_line(r.out, "problems found");
    run_free(&r);
}

/* A hook that fails, loops or answers nonsense is reported in one line, never as "no moves". */
static void test_hooks_failing(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"hook_error.lua", "attempt to index a nil value"},
        {"hook_loop.lua", " exceeded"},
        {"hook_bad_return.lua", "must return a list of moves"},
        {"hook_lands_on_piece.lua", "hook_lands_on_piece.lua:10: added move 5 ends on d2, which is not empty"},
        {"hook_adds_a_pass.lua", "added move 5 from c2 to c2 captures nothing"},
        {"hook_bad_return.lua", "hook_bad_return.lua:3: the moves hook must return a list of moves, got number"},
        {"hook_returns_set.lua", "hook_returns_set.lua:7: the list the moves hook returned has a table key, not a "
                                 "list index; expected a list"},
        {"hook_list_gap.lua", "hook_list_gap.lua:4: the list the moves hook returned has no entry 2 but has one at 3"},
        {"hook_bad_path_entry.lua", "hook_bad_path_entry.lua:5: added move 1: its path[2] is a number; "
                                    "expected a point name"},
        {"hook_bad_count.lua", "hook_bad_count.lua:5: the moves hook's second result is string; expected the number "
                               "of entries of its list to read"},
        {"hook_count_too_long.lua", "hook_count_too_long.lua:7: the moves hook's list has no entry 2 of the 3 it says "
                                    "it has"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s%s", HOOKS_DIR, cases[i][0]);
        RunResult r = RUN("moves", "--variant", path);
        assert_int_equal(r.status, 1);
        assert_int_equal(run_count_lines(r.err), 1);
        expect_contains(r.err, "hook failed");
        expect_contains(r.err, cases[i][1]);
        assert_string_equal(r.out, "");
        run_free(&r);
    }
    /* a match whose start no hook can answer says why, not that the game is over */
    RunResult r = RUN("match", "greedy", "greedy", "--games", "2", "--variant", HOOKS_DIR "hook_error.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "hook failed");
    expect_contains(r.err, "attempt to index a nil value");
    run_free(&r);
}

/* An after hook alone works; an after hook's error stops the command that made the move. */
static void test_after_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_after_only.lua", "--play", "c2-c3");
    expect_success(&r);
    run_free(&r);
    static const char *const commands[][2] = {{"moves", ""}, {"show", ""}, {"render", ""}, {"analyze", "--depth"}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        r = commands[i][1][0] ? RUN(commands[i][0], "--variant", HOOKS_DIR "hook_after_error.lua", "--play", "c2-c3",
                                    commands[i][1], "2")
                              : RUN(commands[i][0], "--variant", HOOKS_DIR "hook_after_error.lua", "--play", "c2-c3");
        if (r.status != 1 || !strstr(r.err, "hook_after_error.lua:9: boom in after"))
            fail_msg("%s after a failing after hook: status %d, stderr:\n%s", commands[i][0], r.status, r.err);
        run_free(&r);
    }
}

/* A hook that fails a few plies in is reported as what it is, by check and by match: not as a
 * count gone wrong or a game without moves. */
static void test_hook_failing_deeper(void **state)
{
    (void)state;
    RunResult r = RUN("check", HOOKS_DIR "hook_fails_deep.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default: hook failed: ");
    expect_contains(r.err, "hook_fails_deep.lua:12: attempt to index a nil value (local 'missing')");
    assert_null(strstr(r.err, "counted"));
    run_free(&r);
    r = RUN("match", "random", "greedy", "--games", "2", "--depth", "1", "--variant", HOOKS_DIR "hook_fails_deep.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "hook_fails_deep.lua:12: attempt to index a nil value (local 'missing')");
    assert_null(strstr(r.err, "no opening"));
    run_free(&r);
}

/* An added move with a misspelt field is refused by name, at the line of the hook's return. */
static void test_hooks_unknown_field(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_unknown_field.lua");
    assert_int_equal(r.status, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "hook_unknown_field.lua:10: added move 5: unknown field 'captures'; expected from, to, path, "
                           "captured (in the moves hook, position W:");
    run_free(&r);
}

/* An added move may end on a point it captured under removal=immediate, and is made; under
 * removal=end it is refused with the rule named. */
static void test_hooks_land_on_capture(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_lands_on_capture.lua", "--position", "W:Wc1:Bc2,e5",
                      "--rule", "removal=immediate");
    expect_success(&r);
    expect_contains(r.out, "c1xc2  (takes 1: c2)");
    expect_line(r.out, "2 legal moves, White to move");
    run_free(&r);
    r = RUN("moves", "--variant", HOOKS_DIR "hook_lands_on_capture.lua", "--position", "W:Wc1:Bc2,e5", "--rule",
            "removal=immediate", "--play", "c1xc2");
    expect_success(&r);
    expect_line(r.out, "3 legal moves, Black to move");
    run_free(&r);
    r = RUN("moves", "--variant", HOOKS_DIR "hook_lands_on_capture.lua", "--position", "W:Wc1:Bc2,e5");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "hook_lands_on_capture.lua:13: added move 6 ends on c2, which it captures: only under "
                           "removal=immediate may a move land where it captured (this game has removal=end)");
    run_free(&r);
}

/* The game view: neighbours with directions, a ray, the opposite direction, pieces, points, ply,
 * history and the per-game state, as the hooks print them two plies in. */
static void test_hooks_game_view(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_view.lua", "--play", "c2-c3 c4-c2");
    assert_int_equal(r.status, 0); /* what the hooks print goes to stderr */
    expect_line(r.err, "lua: ply 0\tstate nil\tpieces 12\tall 24\tpoints 25\thistory ");
    expect_line(r.err, "lua: ply 1\tstate 1\tpieces 12\tall 24\tpoints 25\thistory c2-c3");
    expect_line(r.err, "lua: ply 2\tstate 2\tpieces 11\tall 23\tpoints 25\thistory c2-c3 c4xc2");
    expect_line(r.err, "lua: c3: d3/1 b3/2 c4/3 c2/4 d4/5 b2/6 d2/7 b4/8\tray a1/1: b1 c1 d1 e1\tback 2");
    run_free(&r);
}

/* The per-game state and the history come back on unmake: a hook that refuses every move once
 * they disagree with the ply leaves perft at Alquerque's own counts. */
static void test_hooks_state_restored(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--variant", HOOKS_DIR "hook_state_undo.lua", "--depth", "7");
    expect_success(&r);
    expect_contains(r.out, "perft 7: 523 in");
    run_free(&r);
    r = RUN("perft", "--variant", "alquerque", "--depth", "7");
    expect_success(&r);
    expect_contains(r.out, "perft 7: 523 in");
    run_free(&r);
}

/* Quiet moves a hook adds with a path (several landing points, or its one landing point given
 * as its path) are written as steps, '-' between every point, as moves, --play and a match's
 * records write them, and read back from that text. */
static void test_hooks_quiet_path_written_as_steps(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_quiet_path.lua", "--position", "W:Wc1,a1:Be5");
    expect_success(&r);
    expect_line(r.out, "c1-c2-c3");
    expect_line(r.out, "a1-a3");
    assert_null(strchr(r.out, 'x'));
    run_free(&r);
    r = RUN("moves", "--variant", HOOKS_DIR "hook_quiet_path.lua", "--position", "W:Wc1,a1:Be5", "--json");
    expect_success(&r);
    expect_contains(r.out, "\"move\":\"c1-c2-c3\",\"from\":\"c1\",\"to\":\"c3\",\"captured\":[]");
    expect_contains(r.out, "\"move\":\"a1-a3\",");
    run_free(&r);
    r = RUN("moves", "--variant", HOOKS_DIR "hook_quiet_path.lua", "--position", "W:Wc1,a1:Be5", "--play",
            "c1-c2-c3 e5-d5 a1-a3", "--json");
    expect_success(&r);
    run_free(&r);
}

/* Hooks with their own words for moves and captures: `rules` prints them instead of the
 * engine's sentences. */
static void test_hooks_rules_text(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "--variant", HOOKS_DIR "hook_rules_text.lua");
    expect_success(&r);
    expect_line(r.out, "### Moves and captures");
    expect_contains(r.out, "It captures by approach: stepping next to an enemy piece along the line takes that piece.");
    assert_null(strstr(r.out, "### Captures"));
    run_free(&r);
}

/* A reason given with game:refuse is the one explain prints for that move. */
static void test_hooks_refusal_reason(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "b2-c3", "--variant", HOOKS_DIR "hook_refuses.lua");
    expect_contains(r.out, "b2-c3 is refused by a rule of ruleset murray that its script adds as a Lua hook");
    expect_contains(r.out, ": a piece from b2 may not go to the centre.");
    assert_null(strstr(r.out, "Some steps are refused"));
    run_free(&r);
}

/* The same reason is the one dispute gives for the move the hooks of one choice refuse. */
static void test_hooks_refusal_reason_in_dispute(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--variant", HOOKS_DIR "hook_refuses_ruleset.lua", "--a", "ruleset=plain", "--b",
                      "ruleset=refusing");
    expect_success(&r);
    expect_contains(r.out, "not under B: b2-c3 is refused by the rules that ruleset refusing adds as Lua hooks "
                           "(Some steps are refused): a piece from b2 may not go to the centre");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hooks_no_return),
        cmocka_unit_test(test_hooks_failing),
        cmocka_unit_test(test_after_hooks),
        cmocka_unit_test(test_hook_failing_deeper),
        cmocka_unit_test(test_check_catches_mutating_hook),
        cmocka_unit_test(test_hooks_unknown_field),
        cmocka_unit_test(test_hooks_land_on_capture),
        cmocka_unit_test(test_hooks_game_view),
        cmocka_unit_test(test_hooks_state_restored),
        cmocka_unit_test(test_hooks_quiet_path_written_as_steps),
        cmocka_unit_test(test_hooks_rules_text),
        cmocka_unit_test(test_hooks_refusal_reason),
        cmocka_unit_test(test_hooks_refusal_reason_in_dispute),
    };
    return cmocka_run_group_tests_name("test_cli_hooks", tests, NULL, NULL);
}
