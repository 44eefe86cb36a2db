/*
 * test_match.c — `kharbaga match` from the outside, with tiny matches: the progress lines and the
 * final table, the JSON, records that read back to the games played (pairs sharing their
 * opening, colours alternating), the same match twice from one seed when the players' searches
 * are limited by depth, the rules of --variant/--rule carried into the games, and one clear line
 * for every bad input.
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"

#include "record_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { TIMEOUT = 120 };

/* ---- running the program ---- */

static RunResult run_args(const char *const *args)
{
    const char *argv[40] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++) {
        assert_true(n < 39);
        argv[n] = args[n - 1];
    }
    argv[n] = NULL;
    return run_program(argv, TIMEOUT);
}

#define RUN(...) run_args((const char *const[]){__VA_ARGS__, NULL})

static void expect_exit_ok(const RunResult *r)
{
    char how[96];
    if (!r->exited || r->status != 0)
        fail_msg("expected success, got %s; stderr:\n%s", run_describe(r, how, sizeof how), r->err);
}

/* A bad input: non-zero exit (not a signal), nothing on stdout, one line on stderr starting
 * "kharbaga: " that contains `names`. */
static void expect_user_error(const RunResult *r, const char *names)
{
    char how[96];
    if (!r->exited || r->status == 0)
        fail_msg("expected an error exit, got %s", run_describe(r, how, sizeof how));
    if (r->out_len != 0)
        fail_msg("expected nothing on stdout, got:\n%s", r->out);
    if (run_count_lines(r->err) != 1 || strncmp(r->err, "kharbaga: ", 10) != 0)
        fail_msg("expected one line \"kharbaga: ...\" on stderr, got:\n%s", r->err);
    if (!strstr(r->err, names))
        fail_msg("expected the error to name \"%s\"; it is: %s", names, r->err);
}

/* The line of text that starts with prefix, copied into buf; false if none. */
static bool find_line(const char *text, const char *prefix, char *buf, size_t len)
{
    size_t n = strlen(prefix);
    for (const char *s = text; s && *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : NULL) {
        if (strncmp(s, prefix, n) == 0) {
            size_t end = strcspn(s, "\n");
            snprintf(buf, len, "%.*s", (int)end, s);
            return true;
        }
    }
    return false;
}

static int count_occurrences(const char *text, const char *needle)
{
    int n = 0;
    for (const char *s = strstr(text, needle); s; s = strstr(s + 1, needle))
        n++;
    return n;
}

/* The integer after `"key":` in the JSON text, starting the search at from. */
static long json_int(const char *from, const char *key)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *s = strstr(from, pattern);
    if (!s)
        fail_msg("no \"%s\" in: %s", key, from);
    return strtol(s + strlen(pattern), NULL, 10);
}

/* ---- the table ---- */

/* A row of the table: "<player> <colour> games wins draws losses score%". */
static void expect_row(const char *out, const char *player, const char *colour, int games)
{
    char prefix[64], line[256], p[32], c[32];
    int g, w, d, l;
    double score;
    snprintf(prefix, sizeof prefix, "%-12s %-8s", player, colour);
    if (!find_line(out, prefix, line, sizeof line))
        fail_msg("no row for %s %s in:\n%s", player, colour, out);
    assert_int_equal(sscanf(line, "%31s %31s %d %d %d %d %lf%%", p, c, &g, &w, &d, &l, &score), 7);
    assert_int_equal(g, games);
    assert_int_equal(w + d + l, games);
    assert_true(score >= 0 && score <= 100);
    assert_true(score > 100.0 * (w + 0.5 * d) / games - 0.06 && score < 100.0 * (w + 0.5 * d) / games + 0.06);
}

static void test_table(void **state)
{
    (void)state;
    RunResult r = RUN("match", "random", "greedy", "--games", "3", "--seed", "1");
    expect_exit_ok(&r);
    assert_int_equal(r.err_len, 0);
    char line[256];
    for (int i = 1; i <= 3; i++) {
        char prefix[32];
        snprintf(prefix, sizeof prefix, "game %3d/3  ", i);
        if (!find_line(r.out, prefix, line, sizeof line))
            fail_msg("no progress line for game %d in:\n%s", i, r.out);
        /* games alternate colours: random is South in games 1 and 3 */
        assert_non_null(strstr(line, i % 2 ? "random (Black) - greedy (White)" : "greedy (Black) - random (White)"));
    }
    assert_true(find_line(r.out, "player       colour    games   wins  draws  losses    score", line, sizeof line));
    expect_row(r.out, "random", "Black", 2);
    expect_row(r.out, "random", "White", 1);
    expect_row(r.out, "random", "both", 3);
    assert_true(find_line(r.out, "Elo difference random - greedy: ", line, sizeof line));
    assert_non_null(strstr(line, "95% interval"));
    assert_true(find_line(r.out, "games ended by: ", line, sizeof line));
    assert_true(find_line(r.out, "average length: ", line, sizeof line));
    run_free(&r);
}

static void test_json(void **state)
{
    (void)state;
    RunResult r = RUN("match", "random", "greedy", "--games", "4", "--seed", "2", "--json");
    expect_exit_ok(&r);
    assert_true(r.out[0] == '{' && r.out_len > 2 && strcmp(r.out + r.out_len - 2, "}\n") == 0);
    assert_int_equal(run_count_lines(r.out), 1);
    assert_int_equal(run_count_lines(r.err), 4); /* the progress lines go to stderr */
    assert_int_equal(json_int(r.out, "games"), 4);
    long w = json_int(r.out, "wins"), d = json_int(r.out, "draws"), l = json_int(r.out, "losses");
    assert_int_equal(w + d + l, 4);
    assert_int_equal(count_occurrences(r.out, "{\"game\":"), 4);
    assert_int_equal(count_occurrences(r.out, "\"side\":"), 2);
    assert_non_null(strstr(r.out, "\"elo_interval\":["));
    assert_non_null(strstr(r.out, "\"a\":\"random\",\"b\":\"greedy\""));
    run_free(&r);
}

/* ---- records ---- */

static char dir[64];

static int make_dir(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/kharbaga-match-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static void load_game(int number, RecordGame *rg)
{
    char path[128], err[4096];
    snprintf(path, sizeof path, "%s/records/game-%03d.pdn", dir, number);
    if (!record_game_load(path, rg, NULL, err, sizeof err))
        fail_msg("%s", err);
}

/* The result field of game `number` in the JSON output. */
static const char *json_result(const char *out, int number, char *buf, size_t len)
{
    char key[32];
    snprintf(key, sizeof key, "{\"game\":%d,", number);
    const char *s = strstr(out, key);
    assert_non_null(s);
    s = strstr(s, "\"result\":\"");
    assert_non_null(s);
    s += strlen("\"result\":\"");
    snprintf(buf, len, "%.*s", (int)strcspn(s, "\""), s);
    return buf;
}

static void test_records_read_back(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "greedy", "random", "--games", "4", "--seed", "3", "--opening", "10", "--save", save,
                      "--json");
    expect_exit_ok(&r);
    RecordGame games[4];
    for (int i = 0; i < 4; i++) {
        load_game(i + 1, &games[i]);
        const Record *tags = &games[i].tags;
        assert_string_equal(record_tag(tags, "Variant"), "kharbaga");
        assert_string_equal(record_tag(tags, "South"), i % 2 ? "random" : "greedy");
        assert_string_equal(record_tag(tags, "North"), i % 2 ? "greedy" : "random");
        char want[16];
        assert_string_equal(record_tag(tags, "Result"), json_result(r.out, i + 1, want, sizeof want));
        /* the game read back is over, with the result the match counted */
        ResultReason reason;
        assert_string_equal(record_result_text(game_result(&games[i].game, &reason)), want);
        char key[32];
        snprintf(key, sizeof key, "{\"game\":%d,", i + 1);
        assert_int_equal(json_int(strstr(r.out, key), "plies"), games[i].game.nmoves);
    }
    /* both games of a pair begin with the same 10 random plies, which leave the material even;
     * the two pairs begin differently */
    for (int pair = 0; pair < 2; pair++) {
        for (int ply = 0; ply < 10; ply++) {
            /* the same move: what move_same compares, and the same path (a Move's bytes past its
             * path's end are not part of it) */
            const Move *a = &games[2 * pair].game.moves[ply], *b = &games[2 * pair + 1].game.moves[ply];
            assert_true(move_same(a, b));
            assert_int_equal(a->npath, b->npath);
            assert_memory_equal(a->path, b->path, a->npath);
        }
        Game *g = &games[2 * pair].game;
        while (g->nmoves > 10)
            game_undo(g);
        assert_int_equal(bits_count(g->pos.men[SOUTH]), bits_count(g->pos.men[NORTH]));
        assert_int_equal(bits_count(g->pos.kings[SOUTH]), bits_count(g->pos.kings[NORTH]));
    }
    assert_true(games[0].game.hashes[10] != games[2].game.hashes[10]);
    for (int i = 0; i < 4; i++)
        record_game_free(&games[i]);
    run_free(&r);
}

static void test_rules_carried_into_records(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "random", "random", "--games", "2", "--variant", "zamma", "--rule", "quiet_limit=8",
                      "--save", save);
    expect_exit_ok(&r);
    for (int i = 0; i < 2; i++) {
        RecordGame rg;
        load_game(i + 1, &rg);
        assert_string_equal(record_tag(&rg.tags, "Variant"), "zamma");
        assert_int_equal(rg.def->variant.rules.quiet_limit, 8);
        record_game_free(&rg);
    }
    run_free(&r);
}

/* ---- determinism ---- */

static void test_same_seed_same_match(void **state)
{
    (void)state;
    /* the teacher varies its moves and errs on purpose, from the seed; depth 2 bounds its search */
    RunResult a = RUN("match", "teacher", "random", "--games", "4", "--depth", "2", "--seed", "7", "--json");
    RunResult b = RUN("match", "teacher", "random", "--games", "4", "--depth", "2", "--seed", "7", "--json");
    RunResult c = RUN("match", "teacher", "random", "--games", "4", "--depth", "2", "--seed", "8", "--json");
    expect_exit_ok(&a);
    expect_exit_ok(&b);
    expect_exit_ok(&c);
    assert_string_equal(a.out, b.out);
    assert_string_equal(a.err, b.err);
    /* another seed, other games (the plies of four games all equal by chance: practically never) */
    assert_string_not_equal(a.err, c.err);
    run_free(&a);
    run_free(&b);
    run_free(&c);
}

/* ---- the random player ---- */

static void test_random_listed(void **state)
{
    (void)state;
    RunResult r = RUN("personalities");
    expect_exit_ok(&r);
    char line[512];
    assert_true(find_line(r.out, "random     ", line, sizeof line));
    assert_non_null(strstr(line, "uniformly at random"));
    run_free(&r);
}

/* ---- bad input ---- */

static void test_errors(void **state)
{
    (void)state;
    struct {
        const char *args[8];
        const char *names;
    } cases[] = {
        {{"match", "master", "nobody"}, "nobody"},
        {{"match", "master"}, "two players"},
        {{"match"}, "two players"},
        {{"match", "random", "greedy", "--games", "0"}, "--games 0"},
        {{"match", "random", "greedy", "--games", "many"}, "--games many"},
        {{"match", "random", "greedy", "--games", "-4"}, "--games -4"},
        {{"match", "random", "greedy", "--games"}, "--games"},
        {{"match", "random", "greedy", "--seed", "x1"}, "--seed x1"},
        {{"match", "random", "greedy", "--opening", "99"}, "--opening 99"},
        {{"match", "random", "greedy", "--time", "0"}, "--time 0"},
        {{"match", "random", "greedy", "--variant", "nogame"}, "nogame"},
        {{"match", "random", "greedy", "--save", "/dev/null"}, "/dev/null"},
        {{"match", "random", "greedy", "--as", "south"}, "--as"},
        {{"analyze", "--games", "3"}, "--games"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[10] = {KHARBAGA_BINARY};
        int n = 1;
        for (; cases[i].args[n - 1]; n++)
            argv[n] = cases[i].args[n - 1];
        argv[n] = NULL;
        RunResult r = run_program(argv, TIMEOUT);
        expect_user_error(&r, cases[i].names);
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_json),
        cmocka_unit_test_setup_teardown(test_records_read_back, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_rules_carried_into_records, make_dir, remove_dir),
        cmocka_unit_test(test_same_seed_same_match),
        cmocka_unit_test(test_random_listed),
        cmocka_unit_test(test_errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
