/*
 * test_hostile.c — hostile scripts run through the kharbaga program, where the harm would show:
 * hooks that fail deep inside a search (analyze, play), and scripts that attack the budget with
 * single library calls. Each run must end within its wall-time budget, exit 1, and say in one
 * line on stderr what went wrong and where; nothing may crash or hang.
 *
 * The budgets (docs/testing.md): 200 million instructions per script load and per hook call
 * (allocation charged at one instruction per 16 bytes),
 * 64 MiB per Lua state; WALL_SECONDS below is the wall time allowed for one run, generous for
 * the sanitizer build (a budget spent in a loop takes about 1 s in a plain build, 5 to 15 s under
 * the sanitizers on a busy machine).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WALL_SECONDS = 120 };

#define CORPUS KHARBAGA_SOURCE_DIR "/tests/corpus/"

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Runs the program with args; it must exit 1 within the wall-time budget with exactly one line
 * on stderr, "kharbaga: " and every one of the expected texts. */
static void expect_contained(const char *const *args, const char *const *expected)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    double start = now();
    RunResult r = run_program(argv, WALL_SECONDS);
    double seconds = now() - start;
    char how[96];
    if (!r.exited || r.status != 1 || run_count_lines(r.err) != 1 || strncmp(r.err, "kharbaga: ", 10) != 0)
        fail_msg("%s %s: expected exit status 1 and one line on stderr, got %s after %.1f s; stderr:\n%s", args[0],
                 args[2], run_describe(&r, how, sizeof how), seconds, r.err);
    for (int i = 0; expected[i]; i++)
        if (!strstr(r.err, expected[i]))
            fail_msg("%s %s: expected \"%s\" in: %s", args[0], args[2], expected[i], r.err);
    print_message("%s %s: %.1f s: %s", args[0], args[2], seconds, r.err);
    run_free(&r);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A moves hook that starts looping on its 200th call, deep inside the search: the budget ends
 * the call, the search stops there, and the message names the hook and the line. */
static void test_hook_loop_during_analyze(void **state)
{
    (void)state;
    expect_contained(ARGS("analyze", "--variant", CORPUS "hooks/hook_loop_in_search.lua", "--depth", "8"),
                     ARGS("hook_loop_in_search.lua: hook failed: ", "hook_loop_in_search.lua:13: ",
                          " exceeded"));
}

static void test_hook_loop_during_play(void **state)
{
    (void)state;
    expect_contained(ARGS("play", "--variant", CORPUS "hooks/hook_loop_in_search.lua", "--as", "none", "--ai",
                          "master", "--save", "/dev/null"),
                     ARGS("cannot move: hook failed: ", "hook_loop_in_search.lua:13: ", " exceeded"));
}

/* Hooks that fail at once, under every command that runs them. */
static void test_failing_hooks_everywhere(void **state)
{
    (void)state;
    static const char *const hooks[][2] = {
        {"hooks/hook_loop.lua", " exceeded"},
        {"hooks/hook_error.lua", "attempt to index a nil value"},
        {"hooks/hook_bad_return.lua", "must return a list of moves"},
    };
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++) {
        char path[1024];
        snprintf(path, sizeof path, CORPUS "%s", hooks[i][0]);
        expect_contained(ARGS("analyze", "--variant", path, "--depth", "3"), ARGS("hook failed: ", hooks[i][1]));
        expect_contained(ARGS("perft", "--variant", path, "--depth", "2"), ARGS("hook failed: ", hooks[i][1]));
    }
}

/* Single library calls that would run for hours: charged against the budget before they run. */
static void test_one_call_bombs(void **state)
{
    (void)state;
    expect_contained(ARGS("check", CORPUS "variants/pattern_backtracking.lua"),
                     ARGS("pattern_backtracking.lua:5: instruction budget of 200000000 exceeded (string.find: "));
    expect_contained(ARGS("check", CORPUS "variants/pattern_measuring.lua"),
                     ARGS("pattern_measuring.lua:7: instruction budget of 200000000 exceeded (string.find: "));
    expect_contained(ARGS("moves", "--variant", CORPUS "variants/table_move_bomb.lua"),
                     ARGS("table_move_bomb.lua:3: instruction budget of 200000000 exceeded (table.move: "));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hook_loop_during_analyze),
        cmocka_unit_test(test_hook_loop_during_play),
        cmocka_unit_test(test_failing_hooks_everywhere),
        cmocka_unit_test(test_one_call_bombs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
