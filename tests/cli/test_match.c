/*
 * test_match.c — `kharbaga match` from the outside, with tiny matches: the progress lines and the
 * final table, the JSON, records that read back to the games played (pairs sharing their
 * opening, colours alternating), the same match twice from one seed when the players' searches
 * are limited by depth, the rules of --variant/--rule carried into the games, the pairs that
 * start where an earlier pair started told as such (and a new opening found whenever there is
 * one), the rule changes and start position named in the table and the JSON, --save making
 * missing parent directories and never following a symbolic link planted in its directory, and
 * one clear line for every bad input (--depth for a player that searches without depth among
 * them, a --save path too long to take).
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"

#include "record_game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { TIMEOUT = 120 };

/* ---- running the program ---- */

#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)

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

/* The string after `"key":` in the JSON text (one without escapes) into buf, starting the search
 * at from. False if the value is null. */
static bool json_text(const char *from, const char *key, char *buf, size_t len)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *s = strstr(from, pattern);
    if (!s)
        fail_msg("no \"%s\" in: %s", key, from);
    s += strlen(pattern);
    if (strncmp(s, "null", 4) == 0)
        return false;
    if (*s != '"')
        fail_msg("\"%s\" is not a string in: %s", key, from);
    s++;
    snprintf(buf, len, "%.*s", (int)strcspn(s, "\""), s);
    return true;
}

/* The entry of game `number` in the JSON's results. */
static const char *json_game(const char *out, int number)
{
    char key[32];
    snprintf(key, sizeof key, "{\"game\":%d,", number);
    const char *s = strstr(out, key);
    if (!s)
        fail_msg("no game %d in: %s", number, out);
    return s;
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
    /* the three games' two pairs began differently: nothing to tell */
    assert_null(strstr(r.out, "note:"));
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
    /* the game's own rules, from its start, every opening new */
    assert_non_null(strstr(r.out, "\"ruleset\":\"standard\",\"rules\":null,\"position\":null,"));
    assert_non_null(strstr(r.out, ",\"repeated_openings\":[],\"sprt\":null}"));
    assert_int_equal(count_occurrences(r.out, "\"repeats\":null"), 4);
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

/* Game `number` of the records the match wrote into dir/SUB. */
static void load_game_in(const char *sub, int number, RecordGame *rg)
{
    char path[160], err[4096];
    snprintf(path, sizeof path, "%s/%s/game-%03d.pdn", dir, sub, number);
    if (!record_game_load(path, rg, NULL, err, sizeof err))
        fail_msg("%s", err);
}

static void load_game(int number, RecordGame *rg)
{
    load_game_in("records", number, rg);
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
    RecordGame *games = malloc(4 * sizeof *games); /* large (their tags): not on the stack */
    assert_non_null(games);
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
            /* the same move: what move_same compares, and the same path (a detail's bytes past its
             * path's end are not part of it) */
            const Move *a = &games[2 * pair].game.moves[ply], *b = &games[2 * pair + 1].game.moves[ply];
            assert_true(move_same(a, b));
            assert_int_equal(a->npath, b->npath);
            assert_memory_equal(games[2 * pair].game.details[ply].path, games[2 * pair + 1].game.details[ply].path,
                                a->npath);
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
    free(games);
    run_free(&r);
}

/* Under a ruleset whose Lua hooks keep data per piece (Bell's Alquerque), every game starts
 * from the start's data, not what earlier games and discarded opening draws left: each record
 * reads back, every move legal under the hooks. */
static void test_hook_games_read_back(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "greedy", "random", "--games", "6", "--depth", "1", "--opening", "0", "--variant",
                      "alquerque", "--ruleset", "bell", "--save", save);
    expect_exit_ok(&r);
    run_free(&r);
    for (int i = 0; i < 6; i++) {
        RecordGame game;
        load_game(i + 1, &game);
        assert_string_equal(record_tag(&game.tags, "Ruleset"), "bell");
        record_game_free(&game);
    }
}

/* A position with more moves than the engine's lists hold (Zamma under Monod's rules, a flying
 * king, seven huffable pieces: 4,330 moves): the match goes on, and says so on standard error. */
static void test_position_beyond_the_lists(void **state)
{
    (void)state;
    RunResult r = RUN("match", "greedy", "random", "--games", "2", "--depth", "1", "--opening", "0", "--variant",
                      "zamma", "--ruleset", "monod", "--position",
                      "B:Ba2,a3,b1,c2,d2,e2,f4,g2,g4,h4,h5,Kc5:Wa8,b6,b7,b9,c6,c8,d4,d8,d9,e8,h8,i4,i8:Hc6,b6,c8,d8,"
                      "e8,b7,a8");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.err, "kharbaga: game 1, ply 1: this position has more moves or longer captures than the "
                                  "engine holds (4000 moves, 64 jumps); greedy chooses among the first 4000\n"));
    assert_non_null(strstr(r.err, "kharbaga: game 2, ply 1: "));
    run_free(&r);
}

/* With --play, each record starts before its moves and holds them first: what they leave (here
 * the quiet-move count) is in the record, which reads back to the same ended game; the plies
 * are counted from where the match starts. */
static void test_play_moves_in_records(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "greedy", "greedy", "--depth", "1", "--games", "2", "--rule", "quiet_limit=4",
                      "--position", "B:BKa1:WKi9", "--play", "a1-c1 i9-h8 c1-e1", "--opening", "0", "--save", save);
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "quiet-move limit reached, 1 ply"));
    run_free(&r);
    for (int i = 0; i < 2; i++) {
        RecordGame game;
        load_game(i + 1, &game);
        assert_string_equal(record_tag(&game.tags, "Position"), "B:BKa1:WKi9");
        assert_int_equal(game.game.nmoves, 4);
        ResultReason reason;
        assert_int_equal(game_result(&game.game, &reason), RESULT_DRAW);
        assert_int_equal(reason, REASON_QUIET);
        record_game_free(&game);
    }
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

/* ---- the table's heading: the game as played ---- */

static void test_heading_names_rules_and_position(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "greedy", "random", "--depth", "1", "--games", "2", "--ruleset", "german", "--rule",
                      "removal=immediate", "--play", "e3-e5 e7xe3", "--save", save);
    expect_exit_ok(&r);
    char line[1024], position[600];
    if (!find_line(r.out, "greedy vs random: Kharbaga (german; removal=immediate), 2 games, ", line, sizeof line))
        fail_msg("no heading naming the ruleset and the rule changes in:\n%s", r.out);
    /* the start the --play moves reached; the records start before them and hold them first */
    assert_true(find_line(r.out, "start position: ", line, sizeof line));
    RecordGame rg;
    load_game(1, &rg);
    assert_null(record_tag(&rg.tags, "Position"));
    assert_string_equal(record_tag(&rg.tags, "Rules"), "removal=immediate");
    while (rg.game.nmoves > 2)
        game_undo(&rg.game);
    char reached[600];
    assert_true(position_to_text(&rg.def->variant, &rg.game.pos, reached, sizeof reached));
    assert_string_equal(line + strlen("start position: "), reached);
    record_game_free(&rg);
    run_free(&r);

    r = RUN("match", "greedy", "random", "--depth", "1", "--games", "2", "--ruleset", "german", "--rule",
            "removal=immediate", "--play", "e3-e5 e7xe3", "--json");
    expect_exit_ok(&r);
    assert_true(json_text(r.out, "ruleset", line, sizeof line));
    assert_string_equal(line, "german");
    assert_true(json_text(r.out, "rules", line, sizeof line));
    assert_string_equal(line, "removal=immediate");
    assert_true(json_text(r.out, "position", position, sizeof position));
    assert_string_equal(position, reached);
    run_free(&r);
}

/* ---- openings that repeat ---- */

/* --opening 0: every pair starts from the same position, and players that do not vary their
 * moves play the same games again; the output says so. */
static void test_no_random_plies_told(void **state)
{
    (void)state;
    RunResult r = RUN("match", "master", "greedy", "--games", "4", "--depth", "2", "--opening", "0", "--variant",
                      "felli");
    expect_exit_ok(&r);
    char line[1024];
    if (!find_line(r.out, "note: pair 2 (games 3-4) started from the same position as pair 1 (games 1-2): ", line,
                   sizeof line))
        fail_msg("no note on the repeated opening in:\n%s", r.out);
    assert_non_null(strstr(line, "--opening 0"));
    assert_non_null(strstr(line, "games 3-4 repeat games 1-2 move for move"));
    assert_int_equal(count_occurrences(r.out, "note:"), 1);
    run_free(&r);

    r = RUN("match", "master", "greedy", "--games", "4", "--depth", "2", "--opening", "0", "--variant", "felli",
            "--json");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "\"repeated_openings\":[{\"pair\":2,\"games\":[3,4],\"same_as_pair\":1,"
                                  "\"reason\":\"no_plies\",\"note\":\"pair 2 (games 3-4) started from"));
    assert_int_equal(json_int(json_game(r.out, 3), "repeats"), 1);
    assert_int_equal(json_int(json_game(r.out, 4), "repeats"), 2);
    assert_non_null(strstr(json_game(r.out, 1), "\"repeats\":null"));
    run_free(&r);

    /* many pairs: one line for them all */
    r = RUN("match", "master", "greedy", "--games", "8", "--depth", "2", "--opening", "0", "--variant", "felli");
    expect_exit_ok(&r);
    assert_int_equal(count_occurrences(r.out, "note:"), 1);
    assert_true(find_line(r.out, "note: pairs 2-4 (games 3-8) started from the same position as pair 1: ", line,
                          sizeof line));
    assert_non_null(strstr(line, "6 of those 6 games repeat a game of pair 1 move for move"));
    run_free(&r);
}

/* Felli has three first moves: a fourth pair of one random ply must start where one of the first
 * three started, and is told as such; the first three are all different. */
static void test_too_few_openings_told(void **state)
{
    (void)state;
    RunResult r = RUN("match", "master", "greedy", "--games", "8", "--depth", "2", "--opening", "1", "--variant",
                      "felli", "--json");
    expect_exit_ok(&r);
    const char *entry = strstr(r.out, "\"repeated_openings\":[{\"pair\":4,\"games\":[7,8],\"same_as_pair\":");
    if (!entry)
        fail_msg("no repeated opening for pair 4 in: %s", r.out);
    assert_int_equal(count_occurrences(entry, "{\"pair\":"), 1);
    long same_as = json_int(entry, "same_as_pair");
    assert_true(same_as >= 1 && same_as <= 3);
    char note[1024];
    assert_true(json_text(entry, "reason", note, sizeof note));
    assert_string_equal(note, "all_used");
    assert_true(json_text(entry, "note", note, sizeof note));
    assert_non_null(strstr(note, "the openings of 1 ply from this position reach only 3 positions"));
    /* the master and the glutton at depth 2 vary nothing: the games repeat, colours and all */
    assert_int_equal(json_int(json_game(r.out, 7), "repeats"), 2 * same_as - 1);
    assert_int_equal(json_int(json_game(r.out, 8), "repeats"), 2 * same_as);
    for (int g = 1; g <= 6; g++)
        assert_non_null(strstr(json_game(r.out, g), "\"repeats\":null"));
    run_free(&r);

    r = RUN("match", "master", "greedy", "--games", "8", "--depth", "2", "--opening", "1", "--variant", "felli");
    expect_exit_ok(&r);
    char line[1024];
    assert_true(find_line(r.out, "note: pair 4 (games 7-8) started from the same position as pair ", line,
                          sizeof line));
    assert_non_null(strstr(line, "only 3 positions"));
    assert_non_null(strstr(line, "move for move"));
    run_free(&r);
}

/* Where random draws keep reaching used positions (Alquerque's four plies mostly trade pieces
 * d3-c3 b3xd3 e3xc3 and few of the fourth keep the material even), a new opening is still found
 * while one exists: six pairs, six different starts, nothing to tell. */
static void test_new_opening_found_when_one_exists(void **state)
{
    (void)state;
    char save[128];
    snprintf(save, sizeof save, "%s/records", dir);
    RunResult r = RUN("match", "random", "random", "--games", "12", "--seed", "9", "--variant", "alquerque",
                      "--opening", "4", "--save", save, "--json");
    expect_exit_ok(&r);
    uint64_t start[6];
    for (int pair = 0; pair < 6; pair++) {
        RecordGame rg;
        load_game(2 * pair + 1, &rg);
        assert_true(rg.game.nmoves > 4);
        start[pair] = rg.game.hashes[4];
        for (int earlier = 0; earlier < pair; earlier++)
            if (start[earlier] == start[pair])
                fail_msg("pairs %d and %d start from the same position", earlier + 1, pair + 1);
        record_game_free(&rg);
    }
    assert_non_null(strstr(r.out, ",\"repeated_openings\":[],\"sprt\":null}"));
    run_free(&r);
}

/* ---- --balance ---- */

/* The position pair `pair` (from 0) started from, OPENING plies into the first game of the pair
 * recorded in dir/SUB. */
static uint64_t pair_start(const char *sub, int pair, int opening)
{
    RecordGame rg;
    load_game_in(sub, 2 * pair + 1, &rg);
    assert_true(rg.game.nmoves > opening);
    uint64_t hash = rg.game.hashes[opening];
    record_game_free(&rg);
    return hash;
}

/* A Kharbaga match of 20 pairs from 10 random plies, its records in dir/SUB, --balance MARGIN
 * (NULL: not given); its JSON in *r. */
static void balanced_match(const char *sub, const char *margin, RunResult *r)
{
    char save[160];
    snprintf(save, sizeof save, "%s/%s", dir, sub);
    *r = margin ? RUN("match", "greedy", "random", "--depth", "1", "--games", "40", "--seed", "5", "--opening", "10",
                      "--jobs", "2", "--save", save, "--json", "--balance", margin)
                : RUN("match", "greedy", "random", "--depth", "1", "--games", "40", "--seed", "5", "--opening", "10",
                      "--jobs", "2", "--save", save, "--json");
    expect_exit_ok(r);
}

/* --balance judges each opening by a search of 4 plies. A margin no score reaches takes the
 * openings of the match without it (the material alone decides, and on Kharbaga's board no
 * search of 4 plies after 10 random ones finds a won game); a margin of 30 turns some away, and
 * a margin of 0 turns away nearly all, the pairs left without an even opening counted in the JSON
 * and told in a note. */
static void test_balanced_openings(void **state)
{
    (void)state;
    RunResult plain, wide, narrow, none;
    balanced_match("plain", NULL, &plain);
    balanced_match("wide", "10000", &wide);
    balanced_match("narrow", "30", &narrow);
    balanced_match("none", "0", &none);
    assert_non_null(strstr(plain.out, "\"balance\":null,"));
    assert_non_null(strstr(wide.out, "\"balance\":10000,"));
    assert_non_null(strstr(narrow.out, "\"balance\":30,"));
    assert_int_equal(json_int(plain.out, "uneven_openings"), 0);
    assert_int_equal(json_int(wide.out, "uneven_openings"), 0);
    int moved = 0, uneven = (int)json_int(none.out, "uneven_openings");
    for (int pair = 0; pair < 20; pair++) {
        uint64_t start = pair_start("plain", pair, 10);
        assert_true(pair_start("wide", pair, 10) == start);
        moved += pair_start("narrow", pair, 10) != start;
    }
    if (moved == 0)
        fail_msg("--balance 30 took every opening a match without it takes");
    if (uneven < 10 || uneven > 20)
        fail_msg("--balance 0: %d uneven pairs of 20, expected nearly all", uneven);

    /* the note says as much; the results file keeps the margin, and only the same margin resumes */
    char out[160], note[64];
    snprintf(out, sizeof out, "%s/balanced.jsonl", dir);
    RunResult text = RUN("match", "greedy", "random", "--depth", "1", "--games", "40", "--seed", "5", "--opening", "10",
                         "--balance", "0", "--out", out);
    expect_exit_ok(&text);
    snprintf(note, sizeof note, "note: %d of 20 pairs began from openings that are not even", uneven);
    assert_non_null(strstr(text.out, note));
    assert_non_null(strstr(text.out, "openings judged by a search of 4 plies: even within 0\n"));
    RunResult other = RUN("match", "greedy", "random", "--depth", "1", "--games", "40", "--seed", "5", "--opening",
                          "10", "--balance", "1", "--out", out);
    expect_user_error(&other, ANY_ERROR, "\"balance\" differs");
    RunResult again = RUN("match", "greedy", "random", "--depth", "1", "--games", "40", "--seed", "5", "--opening",
                          "10", "--balance", "0", "--out", out);
    expect_exit_ok(&again);
    assert_non_null(strstr(again.out, "resuming from"));
    assert_non_null(strstr(again.out, note));
    RunResult *runs[] = {&plain, &wide, &narrow, &none, &text, &other, &again};
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++)
        run_free(runs[i]);
}

/* ---- --save ---- */

static void test_save_makes_parents(void **state)
{
    (void)state;
    char save[160], path[200];
    snprintf(save, sizeof save, "%s/recs/felli/deep", dir);
    RunResult r = RUN("match", "random", "greedy", "--games", "2", "--save", save);
    expect_exit_ok(&r);
    for (int g = 1; g <= 2; g++) {
        snprintf(path, sizeof path, "%s/game-%03d.pdn", save, g);
        if (access(path, R_OK) != 0)
            fail_msg("no record %s", path);
    }
    run_free(&r);

    /* a trailing slash: no doubled one in the records' paths */
    snprintf(save, sizeof save, "%s/records/", dir);
    r = RUN("match", "random", "greedy", "--games", "2", "--save", save, "--json");
    expect_exit_ok(&r);
    snprintf(path, sizeof path, "\"record\":\"%s/records/game-001.pdn\"", dir);
    assert_non_null(strstr(r.out, path));
    assert_null(strstr(r.out, "//"));
    RecordGame rg;
    load_game(2, &rg);
    record_game_free(&rg);
    run_free(&r);

    /* a parent that is a file: one line naming it */
    snprintf(path, sizeof path, "%s/file", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(save, sizeof save, "%s/file/records", dir);
    r = RUN("match", "random", "greedy", "--games", "2", "--save", save);
    expect_user_error(&r, ANY_ERROR, path);
    assert_non_null(strstr(r.err, "is not a directory"));
    assert_int_equal(r.status, 1);
    run_free(&r);
}

/* The text of the file at path, at most len - 1 bytes, into buf. */
static void file_text(const char *path, char *buf, size_t len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot read %s", path);
    buf[fread(buf, 1, len - 1, f)] = '\0';
    fclose(f);
}

/* Whoever can write the --save directory cannot make the match write elsewhere: a symbolic link
 * planted there under a name the program writes (a record's, or a temporary file's made from
 * it) is never followed. A temporary file's link is left as it was; a record replaces the link
 * with the record itself. No link's target changes. */
static void test_save_never_follows_a_planted_link(void **state)
{
    (void)state;
    static const char *const names[] = {"game-001.pdn.tmp", "game-002.pdn.tmp", "game-001.pdn", "game-002.pdn"};
    enum { NAMES = sizeof names / sizeof names[0] };
    char save[160], link_path[NAMES][200], target[NAMES][200], text[4096];
    snprintf(save, sizeof save, "%s/records", dir);
    assert_int_equal(mkdir(save, 0700), 0);
    for (int i = 0; i < NAMES; i++) {
        snprintf(target[i], sizeof target[i], "%s/precious-%d", dir, i);
        FILE *f = fopen(target[i], "w");
        assert_non_null(f);
        fprintf(f, "precious %d\n", i);
        assert_int_equal(fclose(f), 0);
        snprintf(link_path[i], sizeof link_path[i], "%s/%s", save, names[i]);
        assert_int_equal(symlink(target[i], link_path[i]), 0);
    }
    RunResult r = RUN("match", "random", "greedy", "--games", "2", "--save", save);
    expect_exit_ok(&r);
    run_free(&r);
    for (int i = 0; i < NAMES; i++) {
        char expected[32];
        snprintf(expected, sizeof expected, "precious %d\n", i);
        file_text(target[i], text, sizeof text);
        assert_string_equal(text, expected);
        struct stat st;
        assert_int_equal(lstat(link_path[i], &st), 0);
        if (strstr(names[i], ".tmp")) /* a link the program never needed stays one */
            assert_true(S_ISLNK(st.st_mode));
        else /* the record in the link's place */
            assert_true(S_ISREG(st.st_mode));
    }
    RecordGame rg;
    load_game(2, &rg);
    record_game_free(&rg);
}

/* A --save path longer than the program takes (4095 characters) is refused, never cut. */
static void test_save_path_too_long(void **state)
{
    (void)state;
    char save[5000];
    int n = snprintf(save, sizeof save, "%s/", dir);
    for (; n < 4200; n += 2)
        memcpy(save + n, "d/", 3);
    RunResult r = RUN("match", "random", "greedy", "--games", "2", "--save", save);
    expect_user_error(&r, ANY_ERROR, "--save ");
    assert_non_null(strstr(r.err, "longer than 4095 characters"));
    assert_int_equal(r.status, 2);
    run_free(&r);
    char first[200];
    snprintf(first, sizeof first, "%s/d", dir);
    assert_int_equal(access(first, F_OK), -1); /* nothing made */
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

/* Writes text to dir/name. */
static void write_file(const char *name, const char *text)
{
    char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

/* A personality made for a game given by path: its `variants` names the game's
 * id, which no game on the search path has, and it plays that game; another game finds the id
 * on no search path, as `check` would. */
static void test_personality_for_a_game_given_by_path(void **state)
{
    (void)state;
    write_file("mine.lua", "return variant { extends = \"kharbaga\", id = \"my_game\", name = \"Mine\",\n"
                           "  summary = \"Kharbaga by another name.\" }\n");
    write_file("fan.lua", "return personality { id = \"fan\", name = \"The Fan\", description = \"Plays mine.\",\n"
                          "  limits = { depth = 1 }, variants = { \"my_game\" } }\n");
    char game[96], fan[96];
    snprintf(game, sizeof game, "%s/mine.lua", dir);
    snprintf(fan, sizeof fan, "%s/fan.lua", dir);
    RunResult r = RUN("match", fan, "random", "--variant", game, "--games", "2", "--opening", "2");
    expect_exit_ok(&r);
    assert_null(strstr(r.err, "search path"));
    assert_non_null(strstr(r.out, "fan"));
    run_free(&r);
    r = RUN("match", fan, "random", "--variant", "zamma", "--games", "2");
    expect_user_error(&r, ANY_ERROR, "variants[1]: no game 'my_game' on the search path");
    run_free(&r);
    write_file("fan.lua", "return personality { id = \"fan\", name = \"The Fan\", description = \"Plays mine.\",\n"
                          "  limits = { depth = 1 }, variants = { \"kharbaga\" } }\n");
    r = RUN("match", fan, "random", "--variant", game, "--games", "2");
    expect_user_error(&r, ANY_ERROR, "plays only kharbaga, not my_game");
    run_free(&r);
}

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
        {{"match", "random", "greedy", "--balance", "-1"}, "--balance -1"},
        {{"match", "random", "greedy", "--balance", "even"}, "--balance even"},
        {{"tune", "--balance", "20"}, "--balance"},
        {{"match", "random", "greedy", "--time", "0"}, "--time 0"},
        {{"match", "random", "greedy", "--variant", "nogame"}, "nogame"},
        {{"match", "random", "greedy", "--save", "/dev/null"}, "/dev/null"},
        {{"match", "random", "greedy", "--as", "south"}, "--as"},
        {{"analyze", "--games", "3"}, "--games"},
        {{"match", "gambler", "random", "--depth", "1"}, "gambler"},
        {{"match", "random", "gambler", "--depth", "3", "--time", "50"}, "gambler"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[10] = {KHARBAGA_BINARY};
        int n = 1;
        for (; cases[i].args[n - 1]; n++)
            argv[n] = cases[i].args[n - 1];
        argv[n] = NULL;
        RunResult r = run_program(argv, TIMEOUT);
        expect_user_error(&r, ANY_ERROR, cases[i].names);
        run_free(&r);
    }
}

/* The Gambler's Monte Carlo tree search has no depth: --depth for it is a bad command line (exit
 * status 2) that says to use --time, which does limit it. */
static void test_depth_refused_for_mcts(void **state)
{
    (void)state;
    RunResult r = RUN("match", "gambler", "random", "--depth", "1", "--json");
    expect_user_error(&r, ANY_ERROR, "--depth does not limit gambler");
    assert_int_equal(r.status, 2);
    assert_non_null(strstr(r.err, "--time"));
    run_free(&r);
    r = RUN("match", "gambler", "random", "--games", "1", "--time", "5", "--opening", "30");
    expect_exit_ok(&r);
    run_free(&r);
}

/* --time or --depth when neither player searches is a bad command line; a start position whose
 * game is over is refused as such, not as a lack of openings. */
static void test_limits_nobody_uses_and_ended_start(void **state)
{
    (void)state;
    RunResult r = RUN("match", "random", "random", "--time", "5");
    expect_user_error(&r, ANY_ERROR, "--time limits neither player");
    assert_int_equal(r.status, 2);
    run_free(&r);
    r = RUN("match", "random", "random", "--depth", "2");
    expect_user_error(&r, ANY_ERROR, "--depth limits neither player");
    assert_int_equal(r.status, 2);
    run_free(&r);
    r = RUN("match", "greedy", "greedy", "--depth", "1", "--position", "B:B:Wa9", "--opening", "0");
    expect_user_error(&r, ANY_ERROR, "the start position leaves no game to play: it is over (no pieces left)");
    assert_int_equal(r.status, 1);
    assert_null(strstr(r.err, "opening"));
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table),
        cmocka_unit_test(test_limits_nobody_uses_and_ended_start),
        cmocka_unit_test(test_json),
        cmocka_unit_test_setup_teardown(test_heading_names_rules_and_position, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_records_read_back, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_hook_games_read_back, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_play_moves_in_records, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_rules_carried_into_records, make_dir, remove_dir),
        cmocka_unit_test(test_no_random_plies_told),
        cmocka_unit_test(test_too_few_openings_told),
        cmocka_unit_test_setup_teardown(test_new_opening_found_when_one_exists, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_balanced_openings, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_save_makes_parents, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_save_never_follows_a_planted_link, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_save_path_too_long, make_dir, remove_dir),
        cmocka_unit_test(test_same_seed_same_match),
        cmocka_unit_test(test_random_listed),
        cmocka_unit_test(test_errors),
        cmocka_unit_test_setup_teardown(test_personality_for_a_game_given_by_path, make_dir, remove_dir),
        cmocka_unit_test(test_position_beyond_the_lists),
        cmocka_unit_test(test_depth_refused_for_mcts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
