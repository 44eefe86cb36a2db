/*
 * test_cli_ai.c — the AI from the outside: `kharbaga personalities`, `analyze` (text and JSON),
 * a whole AI-against-AI `play` with its record, and a human's wrong move in `play`; the time kept
 * on a capture explosion and a search that says it did not complete depth 1; a personality's
 * capture_depth. The rest of `play` is test_play.c.
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
#include <time.h>
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

static double wall_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Writes personality `id` (searching to `limits`, with capture_depth plies of captures after the
 * horizon) as DIR/id.lua in a new directory; its path into path. */
static void write_personality(char *dir, const char *id, const char *limits, int capture_depth, char *path,
                              size_t len)
{
    assert_non_null(mkdtemp(dir));
    snprintf(path, len, "%s/%s.lua", dir, id);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "return personality { id = \"%s\", name = \"Test\", description = \"For the tests.\", limits = %s, "
               "style = { capture_depth = %d } }\n", id, limits, capture_depth);
    fclose(f);
}

/* A game written with hooks where nearly every move captures (approach and withdrawal, Fanorona's
 * captures), searched with no bound on the capture search: depth 1 does not end there. A tiny
 * time is kept all the same (with generous slack for a loaded machine), and the output says that
 * depth 1 was not completed: the info line in text, "complete": false in JSON, the existing fields
 * kept. */
static void test_analyze_time_on_capture_explosion(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-test-capture-XXXXXX", path[64];
    write_personality(dir, "unbounded", "{ time_ms = 1000 }", 128, path, sizeof path);
    double t0 = wall_seconds();
    RunResult r = RUN("analyze", "--variant", HOOKS_DIR "approach_withdrawal.lua", "--ai", path, "--time", "50", "--json");
    double took = wall_seconds() - t0;
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    assert_true(j_need(&doc, "seconds", J_NUMBER)->number <= 0.05 + 0.5);
    assert_true(took <= 0.05 + 3.0); /* the program's own start too */
    assert_int_equal(j_need(&doc, "depth", J_NUMBER)->number, 0);
    assert_false(j_need(&doc, "complete", J_BOOL)->boolean);
    assert_int_equal(j_need(&doc, "root_moves", J_NUMBER)->number, 5);
    assert_true(j_need(&doc, "partial_moves", J_NUMBER)->number < 5);
    j_need(&doc, "best", J_STRING);
    j_need(&doc, "nodes", J_NUMBER);
    j_free(&doc);
    run_free(&r);
    r = RUN("analyze", "--variant", HOOKS_DIR "approach_withdrawal.lua", "--ai", path, "--time", "50");
    expect_success(&r);
    expect_contains(r.out, "depth 1 not completed in 50 ms (");
    expect_contains(r.out, "searched): playing the ");
    expect_contains(r.out, "  depth 0  ");
    run_free(&r);
    unlink(path);
    rmdir(dir);
}

/* A personality's capture_depth reaches the search: with 0, the evaluation decides right after
 * each root move, so depth 1 of the same game costs one node per root move and completes. */
static void test_personality_capture_depth(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-test-capture-XXXXXX", path[64];
    write_personality(dir, "short", "{ depth = 1 }", 0, path, sizeof path);
    RunResult r = RUN("analyze", "--variant", HOOKS_DIR "approach_withdrawal.lua", "--ai", path, "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    assert_int_equal(j_need(&doc, "depth", J_NUMBER)->number, 1);
    assert_true(j_need(&doc, "complete", J_BOOL)->boolean);
    assert_int_equal(j_need(&doc, "nodes", J_NUMBER)->number, 5);
    j_free(&doc);
    run_free(&r);
    unlink(path);
    rmdir(dir);
}

/* The nodes of `analyze --json` of Kharbaga's start at depth 7 by a personality with this style. */
static double nodes_with_style(const char *style)
{
    char dir[] = "/tmp/kharbaga-test-style-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/styled.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "return personality { id = \"styled\", name = \"Test\", description = \"For the tests.\", "
               "limits = { depth = 7 }, style = { %s } }\n", style);
    fclose(f);
    RunResult r = RUN("analyze", "--ai", path, "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    double nodes = j_need(&doc, "nodes", J_NUMBER)->number;
    j_free(&doc);
    run_free(&r);
    unlink(path);
    rmdir(dir);
    return nodes;
}

/* The selective fields of a personality's style reach the search: each that prunes or reduces
 * searches fewer nodes than none; 0 is the search without them. */
static void test_personality_selective_fields(void **state)
{
    (void)state;
    double plain = nodes_with_style("capture_depth = 3");
    assert_true(nodes_with_style("capture_depth = 3, rfp_margin = 0, null_move = 0, lmr = 0") == plain);
    assert_true(nodes_with_style("capture_depth = 3, rfp_margin = 60") < plain);
    assert_true(nodes_with_style("capture_depth = 3, null_move = 2, null_move_verify = 1") < plain);
    assert_true(nodes_with_style("capture_depth = 3, late_move_pruning = 4") < plain);
    assert_true(nodes_with_style("capture_depth = 3, futility_margin = 100") < plain);
}

/* `analyze --json` of `game` after `moves` at depth 6 by the personality script `text`, without its
 * speed: what the search found. */
static void analysis_by(const char *text, const char *game, const char *moves, char *out, size_t len)
{
    char dir[] = "/tmp/kharbaga-test-weights-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/w.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "return personality { id = \"w\", name = \"W\", description = \"For the tests.\", "
               "limits = { depth = 6 }, style = { capture_depth = 3 }, %s }\n", text);
    fclose(f);
    RunResult r = RUN("analyze", "--variant", game, "--play", moves, "--ai", path, "--json");
    expect_success(&r);
    const char *speed = strstr(r.out, "\"seconds\"");
    assert_non_null(speed);
    snprintf(out, len, "%.*s", (int)(speed - r.out), r.out); /* best, score, depth, nodes */
    run_free(&r);
    unlink(path);
    rmdir(dir);
}

/* game_weights: a personality evaluates with a game's own weights in that game, its `weights` in
 * every other, and terms an entry leaves out keep the personality's. */
static void test_personality_game_weights(void **state)
{
    (void)state;
    char tuned[256], plain[256], with[256];
    const char *base = "weights = { man = 100, king = 300, mobility = 2, advancement = 3, centre = 2, back_guard = 6, "
                       "exposure = 20 }";
    analysis_by("weights = { man = 100, king = 300, mobility = 2, advancement = 11, centre = -10, back_guard = 49, "
                "exposure = 11 }", "kharbaga", "e3-e5", tuned, sizeof tuned);
    analysis_by(base, "kharbaga", "e3-e5", plain, sizeof plain);
    assert_string_not_equal(tuned, plain); /* the weights change this search */
    char text[512];
    snprintf(text, sizeof text, "%s, game_weights = { kharbaga = { advancement = 11, centre = -10, back_guard = 49, "
             "exposure = 11 } }", base);
    analysis_by(text, "kharbaga", "e3-e5", with, sizeof with);
    assert_string_equal(with, tuned);
    analysis_by(base, "zamma", "e4-e5", plain, sizeof plain);
    analysis_by(text, "zamma", "e4-e5", with, sizeof with);
    assert_string_equal(with, plain);
}

/* game_style: a personality searches with a game's own style in that game, its `style` in every
 * other, and fields an entry leaves out keep the personality's (here capture_depth 3). */
static void test_personality_game_style(void **state)
{
    (void)state;
    char plain[256], with[256], spelt_out[256];
    analysis_by("", "kharbaga", "e3-e5", plain, sizeof plain);
    analysis_by("game_style = { kharbaga = { capture_table = 1 } }", "kharbaga", "e3-e5", with, sizeof with);
    assert_string_not_equal(with, plain); /* the table in the capture search changes the nodes */
    analysis_by("game_style = { kharbaga = { capture_table = 1, capture_depth = 3 } }", "kharbaga", "e3-e5",
                spelt_out, sizeof spelt_out);
    assert_string_equal(spelt_out, with);
    analysis_by("", "zamma", "e4-e5", plain, sizeof plain);
    analysis_by("game_style = { kharbaga = { capture_table = 1 } }", "zamma", "e4-e5", with, sizeof with);
    assert_string_equal(with, plain);
}

/* play and match say when the AI played before completing depth 1: play on the line before its
 * move, match in a note under its table and in its JSON counts. */
static void test_play_and_match_say_depth_one_incomplete(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-test-capture-XXXXXX", path[64];
    write_personality(dir, "unbounded", "{ time_ms = 5 }", 128, path, sizeof path);
    RunResult r = RUN("play", "--as", "none", "--ai", path, "--variant", HOOKS_DIR "approach_withdrawal.lua");
    expect_success(&r);
    expect_contains(r.out, "Black (Test): depth 1 not completed in 5 ms (");
    expect_contains(r.out, "Black (Test) plays ");
    run_free(&r);
    r = RUN("match", path, "random", "--games", "2", "--variant", HOOKS_DIR "approach_withdrawal.lua");
    assert_true(r.exited && r.status == 0); /* each game's line goes to stderr */
    expect_contains(r.out, "searches unbounded did not complete depth 1 in 5 ms, and played the best move found so far");
    run_free(&r);
    r = RUN("match", path, "random", "--games", "2", "--variant", HOOKS_DIR "approach_withdrawal.lua", "--json");
    assert_true(r.exited && r.status == 0);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *searches = j_need(&doc, "searches", J_ARRAY), *incomplete = j_need(&doc, "incomplete_searches", J_ARRAY);
    assert_int_equal(searches->n, 2);
    assert_int_equal(incomplete->n, 2);
    assert_true(incomplete->items[0].number >= 1 && incomplete->items[0].number <= searches->items[0].number);
    assert_int_equal(searches->items[1].number, 0); /* the random mover does not search */
    j_free(&doc);
    run_free(&r);
    unlink(path);
    rmdir(dir);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_personalities_and_analyze),
        cmocka_unit_test(test_play_whole_game),
        cmocka_unit_test(test_play_wrong_move_goes_on),
        cmocka_unit_test(test_analyze_time_on_capture_explosion),
        cmocka_unit_test(test_personality_capture_depth),
        cmocka_unit_test(test_personality_selective_fields),
        cmocka_unit_test(test_personality_game_weights),
        cmocka_unit_test(test_personality_game_style),
        cmocka_unit_test(test_play_and_match_say_depth_one_incomplete),
    };
    return cmocka_run_group_tests_name("test_cli_ai", tests, NULL, NULL);
}
