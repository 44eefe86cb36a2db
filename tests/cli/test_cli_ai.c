/*
 * test_cli_ai.c — the AI from the outside: `kharbaga personalities`, `analyze` (text and JSON),
 * a whole AI-against-AI `play` with its record, and a human's wrong move in `play`. The rest of
 * `play` is test_play.c.
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

/* The AI: personalities are listed; analyze finds a legal best move with a principal
 * variation; play runs a whole AI-against-AI game to its result and writes the record; a human's
 * wrong move gets a message and the game goes on. */
static void test_personalities_and_analyze(void **state)
{
    (void)state;
    RunResult r = RUN("personalities");
    expect_success(&r);
    assert_true(run_count_lines(r.out) >= 5);
    expect_contains(r.out, "teacher    The Teacher");
    expect_contains(r.out, "master     The Master");
    run_free(&r);
    /* --time keeps a personality's depth limit, as in play and match: the Glutton looks one move ahead */
    r = RUN("analyze", "--ai", "greedy", "--time", "100", "--json");
    expect_success(&r);
    JValue glutton;
    j_parse(r.out, &glutton);
    assert_int_equal(j_need(&glutton, "depth", J_NUMBER)->number, 1);
    j_free(&glutton);
    run_free(&r);
    r = RUN("analyze", "--depth", "6", "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const char *best = j_need(&doc, "best", J_STRING)->string;
    assert_true(!strcmp(best, "e3-e5") || !strcmp(best, "d4-e5") || !strcmp(best, "f4-e5"));
    assert_true(j_need(&doc, "depth", J_NUMBER)->number >= 6);
    j_free(&doc);
    run_free(&r);
}

static void test_play_whole_game(void **state)
{
    (void)state;
    char path[] = "/tmp/kharbaga-test-play-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    RunResult r = RUN("play", "--as", "none", "--ai", "greedy", "--save", path);
    expect_success(&r);
    assert_true(strstr(r.out, " wins: ") || strstr(r.out, "draw: "));
    run_free(&r);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[256];
    assert_non_null(fgets(line, sizeof line, f));
    assert_string_equal(line, "[Variant \"kharbaga\"]\n");
    fclose(f);
    unlink(path);
}

static void test_play_wrong_move_goes_on(void **state)
{
    (void)state;
    RunResult r = run_program_input((const char *const[]){KHARBAGA_BINARY, "play", "--ai", "greedy", NULL},
                                    "e3-e1\nzz9\ne3-e5\nquit\n", 30);
    expect_success(&r);
    expect_contains(r.out, "move 'e3-e1' is not legal here; legal moves: e3-e5, d4-e5, f4-e5");
    expect_contains(r.out, "move 'zz9': 'zz9' is not a point of this board");
    expect_contains(r.out, "White (The Glutton) plays");
    expect_contains(r.out, "game stopped");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_personalities_and_analyze),
        cmocka_unit_test(test_play_whole_game),
        cmocka_unit_test(test_play_wrong_move_goes_on),
    };
    return cmocka_run_group_tests_name("test_cli_ai", tests, NULL, NULL);
}
