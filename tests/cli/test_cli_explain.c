/*
 * test_cli_explain.c — `kharbaga explain`: a legal move described, an illegal one with the rule
 * that forbids it and what to play instead, a move's consequences, impossible moves.
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

/* explain: a legal move described; an illegal one with the rule that forbids it (or the fact
 * that makes it impossible: an occupied end, with the moves the piece has) and what to play
 * instead; malformed text is an error. */
static void test_explain(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "e3-e5");
    expect_success(&r);
    expect_line(r.out, "e3-e5 is legal: the man on e3 steps to e5.");
    run_free(&r);
    r = RUN("explain", "--position", "B:Be3,a1:Wf4,i9", "a1-a3");
    expect_success(&r);
    expect_contains(r.out, "a1-a3 is legal with capture=optional, not with capture=compulsory: it does not capture although e3xg5 is "
                           "possible, and under capture=compulsory a player who can capture must");
    expect_line(r.out, "Legal instead: e3xg5");
    run_free(&r);
    r = RUN("explain", "--position", "B:Be3,a1:Wf4,i9", "a1-a3", "--json"); /* the change named as data */
    expect_success(&r);
    expect_contains(r.out, "\"reasons\":[{\"code\":\"legal_under\",\"text\":\"a1-a3 is legal with capture=optional");
    expect_contains(r.out, "\"rule\":\"capture=optional\"}");
    run_free(&r);
    r = RUN("explain", "--position", "B:Bc3:Wd4,d6,b4,f4,f6", "c3xa5");
    expect_success(&r);
    expect_contains(r.out, "c3xa5 is legal with majority=none, not with majority=count: it takes 1, while c3xe5xg3 takes 2, and "
                           "majority=count asks for the most.");
    run_free(&r);
    r = RUN("explain", "e3-e1");
    expect_success(&r);
    expect_line(r.out, "  e1 is occupied.");
    expect_line(r.out, "  The man on e3 may play e3-e5.");
    run_free(&r);
    r = RUN("explain", "a1-a3"); /* the end is occupied: the moves the piece has instead */
    expect_success(&r);
    expect_line(r.out, "  a3 is occupied.");
    expect_line(r.out, "  The man on a1 has no legal move here.");
    run_free(&r);
    r = RUN("explain", "--position", "B:BKa1:Wc3,i9", "a1-c3");
    expect_success(&r);
    expect_line(r.out, "  The Mullah on a1 may play a1xd4, a1xe5, a1xf6, a1xg7, a1xh8.");
    run_free(&r);
    r = RUN("explain", "zz9-e5");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "'zz9' is not a point");
    run_free(&r);
    /* Fanorona's captures are steps, not jumps */
    r = RUN("explain", "--variant", "fanorona", "e2xe3");
    expect_success(&r);
    expect_line(r.out, "e2xe3 is legal: the man on e2 captures 2 pieces (e4, e5) in 1 capturing step.");
    run_free(&r);
    /* a capture is one sentence, its number and plural the translator's: Russian's few, Spanish's many */
    r = RUN("explain", "--position", "B:Bc3:Wd4,d6,b4,f4,f6", "c3xe5xg3", "--lang", "ru");
    expect_success(&r);
    expect_line(r.out, "c3xe5xg3 — допустимый ход: шашка на c3 берёт 2 фигуры (d4, f4) за 2 прыжка.");
    run_free(&r);
    r = RUN("explain", "--position", "B:Bc3:Wd4,d6,b4,f4,f6", "c3xe5xg3", "--lang", "es");
    expect_success(&r);
    expect_line(r.out, "c3xe5xg3 es legal: el peón de c3 captura 2 piezas (d4, f4) en 2 saltos.");
    run_free(&r);
}

/* A legal move's consequences besides moving and capturing: the pieces the opponent may then huff,
 * the points a shrinking board loses. */
static void test_explain_consequences(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6", "a1-a3");
    expect_success(&r);
    expect_line(r.out, "  Then White may huff e3 at the start of the next turn: the piece that could have captured and "
                       "did not (capture=huff).");
    run_free(&r);
    r = RUN("explain", "--variant", "tuknanavuhpi", "--position", "B:Wc1,b2,d2,b4:Bc7,e7,g7,e9", "e9-d8");
    expect_success(&r);
    expect_line(r.out, "  Then a9, c9, e9, g9, i9 leave the board: the board shrinks (shrink=point_rows), and no piece "
                       "may enter them again.");
    run_free(&r);
    r = RUN("explain", "e3-e5"); /* nothing else happens: nothing more is said */
    expect_success(&r);
    assert_string_equal(r.out, "e3-e5 is legal: the man on e3 steps to e5.\n");
    run_free(&r);
}

/* A move no rule could allow is said to be impossible by the plain fact, in one line: points on no
 * common line, a man's move between points that are not neighbours, a leg of a chain off any line,
 * a dead point. */
static void test_explain_impossible(void **state)
{
    (void)state;
    static const struct {
        const char *position, *move, *line, *code;
    } cases[] = {
        {"B:Ba1,e3:Wi9", "a1-b4", "  a1 and b4 are not on one line.", "not_on_a_line"},
        {"B:Ba1,e3:Wi9", "a1-e1",
         "  a1 and e1 are not neighbours on a line: a man steps to the next point along a "
         "line, or jumps over a piece next to it to the empty point just behind.",
         "not_neighbours"},
        {"B:Ba1,e3:Wi9", "a1xc3xd8", "  c3 and d8 are not on one line.", "not_on_a_line"},
        {"B:BKa1,e3:Wi9", "a1-b4", "  a1 and b4 are not on one line.", "not_on_a_line"},
        {"B:Ba1,e3:Wi9", "b2-b4", "  There is no Black piece on b2.", "no_own_piece"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = RUN("explain", "--position", cases[i].position, cases[i].move);
        expect_success(&r);
        expect_line(r.out, cases[i].line);
        if (strstr(r.out, "No single rule change") || run_count_lines(r.out) != 3)
            fail_msg("explain %s: expected the fact in one line, got:\n%s", cases[i].move, r.out);
        run_free(&r);
        /* the same as data: the sentence with its code */
        r = RUN("explain", "--position", cases[i].position, cases[i].move, "--json");
        expect_success(&r);
        JValue doc;
        j_parse(r.out, &doc);
        const JValue *reasons = j_need(&doc, "reasons", J_ARRAY);
        assert_int_equal(reasons->n, 1);
        assert_string_equal(j_need(&reasons->items[0], "code", J_STRING)->string, cases[i].code);
        assert_string_equal(j_need(&reasons->items[0], "text", J_STRING)->string, cases[i].line + 2);
        j_free(&doc);
        run_free(&r);
    }
    RunResult r = RUN("explain", "--variant", "tuknanavuhpi", "--position", "B:Wc1,b2,d2,b4:Bc7,e7,g7,e9", "--play",
                      "e9-d8,b2-a3", "d8-e9");
    expect_success(&r);
    expect_line(r.out, "  e9 is off the board (dead).");
    run_free(&r);
    r = RUN("explain", "--variant", "tuknanavuhpi", "--position", "B:Wc1,b2,d2,b4:Bc7,e7,g7,e9", "--play",
            "e9-d8,b2-a3", "d8-e9", "--json");
    expect_success(&r);
    expect_contains(r.out, "{\"code\":\"dead_point\",\"text\":\"e9 is off the board (dead).\"}");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_explain),
        cmocka_unit_test(test_explain_impossible),
        cmocka_unit_test(test_explain_consequences),
    };
    return cmocka_run_group_tests_name("test_cli_explain", tests, NULL, NULL);
}
