/*
 * test_cli_tables.c — `kharbaga analyze` and `explain` with endgame tables
 * (lua/cmd/solve/table_lookup.c, lua/words/table_words.c): the exact value of a position the
 * tables hold and of each of its moves, in text and JSON, in agreement with the search where the
 * search sees the end; what a move does to the value (the fastest win, a win thrown away, the
 * longest defence); nothing said without tables, for rules they were not built for, or for a
 * position with more pieces; a damaged file a note, never a value. The Master plays by the tables
 * (its search scores a table position exactly at depth 1, a personality with tables = false does
 * not; a damaged table is left out of its search too); the engine's bestmove carries the value.
 *
 * Usage: test_cli_tables DIR (a scratch directory: DIR/kharbaga/tables is the tables' place, as
 * XDG_DATA_HOME=DIR makes it).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *data_home;

/* A position of Felli with 3 pieces: Black to move wins in 9 plies (c2-c3), and b2-c3 loses. */
#define WON "B:Bb2,c2:Wd4"

static void build_tables(void)
{
    RunResult r = RUN("solve", "--variant", "felli", "--pieces", "3");
    expect_success(&r);
    run_free(&r);
}

static void test_exact_value_and_moves(void **state)
{
    (void)state;
    build_tables();
    RunResult r = RUN("analyze", "--variant", "felli", "--position", WON, "--time", "200");
    expect_success(&r);
    expect_line(r.out, "tables: win in 9 plies for the side to move (exact, with perfect play)");
    expect_line(r.out, "  c2-c3        win in 9 plies");
    expect_line(r.out, "  b2-c3        loss in 2 plies");
    expect_contains(r.out, "best c2-c3  score win in 9");
    run_free(&r);
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--time", "200", "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *t = j_need(&doc, "table", J_OBJECT);
    assert_string_equal(j_need(t, "result", J_STRING)->string, "win");
    assert_int_equal((int)j_need(t, "plies", J_NUMBER)->number, 9);
    const JValue *moves = j_need(t, "moves", J_ARRAY);
    assert_int_equal(moves->n, 5);
    int wins = 0;
    for (int i = 0; i < moves->n; i++) {
        const JValue *m = &moves->items[i];
        bool win = !strcmp(j_need(m, "result", J_STRING)->string, "win");
        wins += win;
        if (!strcmp(j_need(m, "move", J_STRING)->string, "c2-c3"))
            assert_int_equal((int)j_need(m, "plies", J_NUMBER)->number, 9);
    }
    assert_int_equal(wins, 4);
    j_free(&doc);
    run_free(&r);
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--time", "100", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "tablas de finales: gana en 9 semijugadas para el bando que juega (exacto, con juego perfecto)");
    run_free(&r);
}

/* explain: what the move does to the value, and the same as data. */
static void test_explain_says_what_a_move_throws_away(void **state)
{
    (void)state;
    build_tables();
    RunResult r = RUN("explain", "--variant", "felli", "--position", WON, "c2-c3");
    expect_success(&r);
    expect_line(r.out, "  Endgame tables, for the side that moves: win in 9 plies before this move, win in 9 plies after it.");
    expect_line(r.out, "  It is one of the fastest ways to win.");
    run_free(&r);
    r = RUN("explain", "--variant", "felli", "--position", WON, "c2-d2");
    expect_success(&r);
    expect_line(r.out, "  It keeps the win, but the fastest way is 4 plies shorter.");
    run_free(&r);
    r = RUN("explain", "--variant", "felli", "--position", WON, "b2-c3", "--json");
    expect_success(&r);
    expect_contains(r.out, "\"table\":{\"before\":{\"result\":\"win\",\"plies\":9},\"after\":{\"result\":\"loss\",\"plies\":2}}");
    expect_contains(r.out, "{\"code\":\"table_values\",\"text\":\"Endgame tables, for the side that moves: win in 9 plies");
    expect_contains(r.out, "{\"code\":\"win_to_loss\",\"text\":\"It throws the win away: it loses with perfect play.\"}");
    run_free(&r);
    /* the other side, lost whatever it plays: after c2-c3, White's best defence */
    r = RUN("explain", "--variant", "felli", "--position", WON, "--play", "c2-c3", "d4-e5", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "  Tablas de finales, para el bando que juega: pierde en 8 semijugadas antes de esta jugada, pierde "
                "en 8 semijugadas después de ella.");
    expect_line(r.out, "  La partida está perdida se juegue lo que se juegue; esta jugada es la que más resiste.");
    run_free(&r);
    r = RUN("explain", "--variant", "felli", "--position", WON, "--play", "c2-c3", "d4-c4");
    expect_success(&r);
    expect_line(r.out, "  The game is lost whatever is played; this move loses 6 plies sooner than the best defence.");
    run_free(&r);
    r = RUN("explain", "--variant", "felli", "--position", "B:Bb2,c2:Wd4,e5", "c2-c3", "--json");
    expect_success(&r);
    expect_contains(r.out, "\"table\":null");
    run_free(&r);
}

/* dispute: the value under each rule choice whose tables are built, and which have none. */
static void test_dispute_gives_each_choice_its_value(void **state)
{
    (void)state;
    build_tables();
    RunResult r = RUN("solve", "--variant", "felli", "--ruleset", "simplified", "--pieces", "3");
    expect_success(&r);
    run_free(&r);
    r = RUN("dispute", "--variant", "felli", "--position", WON, "--a", "ruleset=standard", "--b", "ruleset=simplified",
            "--c", "removal=immediate");
    expect_success(&r);
    expect_line(r.out, "With perfect play (endgame tables), for the side to move:");
    expect_line(r.out, "  A: win in 9 plies");
    expect_line(r.out, "  B: win in 13 plies");
    expect_line(r.out, "  C: not in the tables built for this choice");
    run_free(&r);
    r = RUN("dispute", "--variant", "felli", "--position", WON, "--a", "ruleset=standard", "--b", "removal=immediate",
            "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *tables = j_need(&doc, "tables", J_ARRAY);
    assert_int_equal(tables->n, 2);
    assert_string_equal(j_need(&tables->items[0], "result", J_STRING)->string, "win");
    assert_int_equal(tables->items[1].type, J_NULL);
    j_need(&doc, "moves", J_ARRAY); /* the dispute's own members kept */
    j_free(&doc);
    run_free(&r);
    r = RUN("dispute", "--variant", "felli", "--position", "B:Bb2,c2:Wd4,e5", "--a", "ruleset=standard", "--b",
            "ruleset=simplified");
    expect_success(&r);
    assert_null(strstr(r.out, "endgame tables"));
    run_free(&r);
}

/* No table for the position: its slice is larger, or the rules are others, or there is none. */
static void test_nothing_without_a_table(void **state)
{
    (void)state;
    build_tables();
    RunResult r = RUN("analyze", "--variant", "felli", "--position", "B:Bb2,c2:Wd4,e5", "--time", "50");
    expect_success(&r);
    assert_null(strstr(r.out, "tables:"));
    run_free(&r);
    r = RUN("analyze", "--variant", "felli", "--ruleset", "bouhajbane", "--position", WON, "--time", "50", "--json");
    expect_success(&r);
    expect_contains(r.out, "\"table\":null");
    run_free(&r);
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--rule", "men_move=forward", "--time", "50");
    expect_success(&r);
    assert_null(strstr(r.out, "tables:"));
    run_free(&r);
}

#define NO_TABLES KHARBAGA_SOURCE_DIR "/tests/data/solve/master_no_tables.lua"

/* The Master's search takes the tables' values: depth 1 is enough to see the win in 9 and play
 * its fastest move; the same search without them (tables = false) sees no win at depth 1. */
static void test_master_searches_with_the_tables(void **state)
{
    (void)state;
    build_tables();
    RunResult r = RUN("analyze", "--variant", "felli", "--position", WON, "--depth", "1");
    expect_success(&r);
    expect_contains(r.out, "best c2-c3  score win in 9  depth 1");
    run_free(&r);
    /* the line: each side's best by the tables, to the end of the game 9 plies away */
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--depth", "1", "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const char *pv = j_need(&doc, "pv", J_STRING)->string;
    int moves = 1;
    for (const char *c = pv; *c; c++)
        moves += *c == ' ';
    assert_int_equal(moves, 9);
    assert_int_equal(strncmp(pv, "c2-c3 ", 6), 0);
    j_free(&doc);
    run_free(&r);
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--depth", "1", "--ai", NO_TABLES);
    expect_success(&r);
    expect_contains(r.out, "depth 1");
    assert_null(strstr(r.out, "score win in"));
    expect_line(r.out, "tables: win in 9 plies for the side to move (exact, with perfect play)"); /* the lookup stays */
    run_free(&r);
    /* a match from the won position: with the tables Black wins both games it has the move in */
    r = RUN("match", "master", NO_TABLES, "--variant", "felli", "--position", WON, "--opening", "0", "--games", "2",
            "--time", "50", "--jobs", "1", "--json");
    assert_true(r.exited);
    assert_int_equal(r.status, 0); /* (the games' lines go to standard error) */
    j_parse(r.out, &doc);
    assert_int_equal((int)j_need(&doc, "wins", J_NUMBER)->number + (int)j_need(&doc, "losses", J_NUMBER)->number +
                         (int)j_need(&doc, "draws", J_NUMBER)->number, 2);
    assert_true((int)j_need(&doc, "wins", J_NUMBER)->number >= 1);
    j_free(&doc);
    run_free(&r);
}

/* The engine protocol: bestmove carries the tables' value of the position, or null. */
static void test_engine_bestmove_has_the_value(void **state)
{
    (void)state;
    build_tables();
    const char *argv[] = {KHARBAGA_BINARY, "engine", "--variant", "felli", "--position", WON, NULL};
    RunResult r = run_program_input(argv, "{\"cmd\":\"go\",\"depth\":1}\n", 30);
    expect_success(&r);
    expect_contains(r.out, "\"table\":{\"result\":\"win\",\"plies\":9,\"moves\":[");
    expect_contains(r.out, "{\"move\":\"b2-c3\",\"result\":\"loss\",\"plies\":2}");
    run_free(&r);
    const char *more[] = {KHARBAGA_BINARY, "engine", "--variant", "felli", "--position", "B:Bb2,c2:Wd4,e5", NULL};
    r = run_program_input(more, "{\"cmd\":\"go\",\"depth\":1}\n", 30);
    expect_success(&r);
    expect_contains(r.out, "\"table\":null");
    run_free(&r);
}

/* Damages (or removes) the files of Felli's slice 2m0k-1m0k under every ruleset built (their
 * names differ by a key); returns how many there were. */
static int damage_slice_files(bool remove_them)
{
    char tables[4096];
    snprintf(tables, sizeof tables, "%s/kharbaga/tables", data_home);
    DIR *d = opendir(tables);
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strncmp(e->d_name, "felli-", 6) || !strstr(e->d_name, "-2m0k-1m0k.egtb"))
            continue;
        char path[8192];
        snprintf(path, sizeof path, "%s/%s", tables, e->d_name);
        n++;
        if (remove_them) {
            remove(path);
            continue;
        }
        FILE *f = fopen(path, "r+b");
        assert_non_null(f);
        fseek(f, 200, SEEK_SET);
        fputc(0x5a, f);
        fputc(0xa5, f);
        fclose(f);
    }
    closedir(d);
    return n;
}

/* A damaged table is not trusted: a note naming it, and no value. */
static void test_damaged_table_is_a_note(void **state)
{
    (void)state;
    build_tables();
    assert_true(damage_slice_files(false) > 0);
    RunResult r = RUN("analyze", "--variant", "felli", "--position", WON, "--time", "50");
    assert_true(r.exited);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "tables:"));
    expect_contains(r.err, "kharbaga: note: the tables were not used: ");
    expect_contains(r.err, "2m0k-1m0k");
    run_free(&r);
    /* nor by The Master's search: without the position's own table depth 1 sees no win */
    r = RUN("analyze", "--variant", "felli", "--position", WON, "--depth", "1");
    assert_true(r.exited);
    assert_int_equal(r.status, 0);
    assert_null(strstr(r.out, "score win in"));
    run_free(&r);
    /* a player reading its tables says so and plays on without the damaged one */
    r = RUN("match", "master", NO_TABLES, "--variant", "felli", "--position", WON, "--opening", "0", "--games", "2",
            "--time", "20", "--jobs", "1");
    assert_true(r.exited);
    assert_int_equal(r.status, 0);
    expect_contains(r.err, "kharbaga: note: the tables were not used: ");
    run_free(&r);
    damage_slice_files(true); /* built again by the next test that needs it */
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    data_home = argv[1];
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "mkdir -p '%s' && rm -rf '%s/kharbaga'", data_home, data_home);
    if (system(cmd) != 0)
        return 2;
    setenv("XDG_DATA_HOME", data_home, 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_value_and_moves),
        cmocka_unit_test(test_explain_says_what_a_move_throws_away),
        cmocka_unit_test(test_dispute_gives_each_choice_its_value),
        cmocka_unit_test(test_nothing_without_a_table),
        cmocka_unit_test(test_master_searches_with_the_tables),
        cmocka_unit_test(test_engine_bestmove_has_the_value),
        cmocka_unit_test(test_damaged_table_is_a_note),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
