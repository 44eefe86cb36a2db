/*
 * test_cli_huff.c — huffing through the commands: a position's H field refused without rules that
 * huff (show, moves, perft), "huffed" in `moves --json` and `dispute --json`, and `explain` of a
 * huff that may not be made.
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

/* Black to move: e3 may take e5 and f6 (e3xe7xg5), and White's f6 is huffable, so under
 * capture=huff each move may begin by huffing it. */
#define HUFF_POSITION "B:Ba1,e3:Wa9,e5,f6:Hf6"

/* One bad-input run: exit 1, nothing on stdout, one stderr line "kharbaga: " holding `needle`. */
static void expect_refused(RunResult *r, const char *needle)
{
    char how[96];
    if (!r->exited || r->status != 1 || r->out_len || run_count_lines(r->err) != 1 ||
        strncmp(r->err, "kharbaga: ", 10) != 0 || !strstr(r->err, needle))
        fail_msg("expected exit 1 and one error line with \"%s\", got %s\nstdout:\n%s\nstderr:\n%s", needle,
                 run_describe(r, how, sizeof how), r->out, r->err);
    run_free(r);
}

/* An H field (huffable pieces) needs rules that huff: without them it is refused, with one line
 * that names it and the capture rule, before any move is played. Under capture=huff every
 * position printed after a move reads back: the capture of the huffable f6 leaves nothing to
 * huff, a step past a capture leaves the capturer huffable. */
static void test_huff_field_needs_huffing(void **state)
{
    (void)state;
    const char *no_meaning = "position: H (huffable pieces) has no meaning under capture=compulsory; only "
                             "capture=huff lets a player huff";
    RunResult r = RUN("show", "--position", HUFF_POSITION, "--play", "e3xg5");
    expect_refused(&r, no_meaning);
    r = RUN("moves", "--position", HUFF_POSITION);
    expect_refused(&r, no_meaning);
    r = RUN("perft", "--depth", "1", "--position", HUFF_POSITION);
    expect_refused(&r, no_meaning);
    r = RUN("moves", "--rule", "capture=optional", "--position", HUFF_POSITION);
    expect_refused(&r, "no meaning under capture=optional");
    r = RUN("show", "--variant", "alquerque", "--ruleset", "murray", "--position", "W:Wa1,c3:Bb2,e5:Hb2");
    expect_refused(&r, "no meaning under capture=compulsory");

    static const char *const plays[][2] = {
        {"e3xe7xg5", "position: W:Ba1,g5:Wa9"},
        {"Hf6 e3xe7", "position: W:Ba1,e7:Wa9"},
        {"a1-a3", "position: W:Ba3,e3:We5,f6,a9:He3"},
        {"Hf6 a1-a3", "position: W:Ba3,e3:We5,a9:He3"},
    };
    for (size_t i = 0; i < sizeof plays / sizeof plays[0]; i++) {
        r = RUN("show", "--rule", "capture=huff", "--position", HUFF_POSITION, "--play", plays[i][0]);
        expect_success(&r);
        expect_line(r.out, plays[i][1]);
        run_free(&r);
        const char *printed = plays[i][1] + strlen("position: ");
        r = RUN("show", "--rule", "capture=huff", "--position", printed);
        expect_success(&r);
        expect_line(r.out, plays[i][1]);
        run_free(&r);
    }
    /* the huff record of the game is the rules': without huffing the same moves leave none */
    r = RUN("show", "--rule", "capture=optional", "--position", "B:Ba1,e3:Wa9,e5,f6", "--play", "a1-a3");
    expect_success(&r);
    expect_line(r.out, "position: W:Ba3,e3:We5,f6,a9");
    run_free(&r);
}

/* moves --json: "huffed" names the piece a move huffs first, null for the others; the move text
 * is the huff, a blank, then the move (docs/notation.md). */
static void test_moves_json_huffed(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--json", "--rule", "capture=huff", "--position", HUFF_POSITION);
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_int_equal(root.n, 10); /* e3xe7xg5 and four steps, each step again after Hf6, and Hf6 e3xe7 */
    int huffs = 0;
    for (int i = 0; i < root.n; i++) {
        const JValue *m = &root.items[i];
        const JValue *huffed = j_get(m, "huffed");
        const char *text = j_need(m, "move", J_STRING)->string, *from = j_need(m, "from", J_STRING)->string;
        if (!huffed)
            fail_msg("move %s has no \"huffed\" member", text);
        if (huffed->type == J_NULL) {
            assert_true(strncmp(text, from, strlen(from)) == 0);
            continue;
        }
        assert_int_equal(huffed->type, J_STRING);
        assert_string_equal(huffed->string, "f6");
        assert_true(strncmp(text, "Hf6 ", 4) == 0 && strncmp(text + 4, from, strlen(from)) == 0);
        char caps[64];
        j_string_list(j_need(m, "captured", J_ARRAY), true, caps, sizeof caps);
        if (!strcmp(text, "Hf6 e3xe7"))
            assert_string_equal(caps, "e5"); /* f6 is huffed, not captured */
        else
            assert_string_equal(caps, "");
        huffs++;
    }
    assert_int_equal(huffs, 5);
    j_free(&root);
    run_free(&r);
    /* without huffing every move has "huffed": null */
    r = RUN("moves", "--json");
    expect_success(&r);
    j_parse(r.out, &root);
    for (int i = 0; i < root.n; i++)
        j_need(&root.items[i], "huffed", J_NULL);
    j_free(&root);
    run_free(&r);
    /* dispute's moves say it too */
    r = RUN("dispute", "--json", "--rule", "capture=huff", "--position", HUFF_POSITION, "--a", "capture=huff", "--b",
            "capture=optional");
    expect_success(&r);
    j_parse(r.out, &root);
    const JValue *moves = j_need(&root, "moves", J_ARRAY);
    huffs = 0;
    for (int i = 0; i < moves->n; i++) {
        const JValue *huffed = j_get(&moves->items[i], "huffed");
        assert_non_null(huffed);
        huffs += huffed->type == J_STRING && !strcmp(huffed->string, "f6");
    }
    assert_int_equal(huffs, 5);
    j_free(&root);
    run_free(&r);
}

/* explain: a huff of a piece that may not be huffed is said as such, with the pieces that may
 * be (those that could have captured on the opponent's last turn) and what to play instead. */
static void test_explain_wrong_huff(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "--rule", "capture=huff", "--position", HUFF_POSITION, "He5 a1-a3");
    expect_success(&r);
    expect_line(r.out, "He5 a1-a3 is not legal here.");
    expect_line(r.out, "  e5 cannot be huffed: only f6 can, the piece that could have captured on White's last "
                       "turn. Play Hf6 a1-a3, or a1-a3 without a huff.");
    expect_contains(r.out, "Legal instead: e3xe7xg5, a1-a3");
    run_free(&r);
    /* nothing to huff: no piece let a capture pass */
    r = RUN("explain", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6", "Hf6 a1-a3");
    expect_success(&r);
    expect_line(r.out, "  Nothing may be huffed now: only a piece that could have captured on White's last turn, "
                       "when White did not capture, may be huffed, and there is none. Play a1-a3 without a huff.");
    run_free(&r);
    /* rules without huffing */
    r = RUN("explain", "--position", "B:Ba1,e3:Wa9,e5,f6", "Hf6 e3xe7xg5");
    expect_success(&r);
    expect_line(r.out, "  Nothing is huffed under capture=compulsory: only capture=huff lets a player huff. Play "
                       "e3xe7xg5 without a huff.");
    run_free(&r);
    /* a move a hook refuses (Bell's rules written as hooks: never back to a point the piece has
     * occupied) */
    r = RUN("explain", "--variant", KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/alquerque_bell_hooks.lua", "--ruleset", "bell", "--position", "W:Wc3:Ba5",
            "--play", "c3-d3,a5-a4", "d3-c3");
    expect_success(&r);
    expect_contains(r.out, "  d3-c3 is refused by a rule of ruleset bell that its script adds as a Lua hook (");
    expect_contains(r.out, "alquerque_bell_hooks.lua): A piece never returns to a point it has occupied, in earlier "
                           "moves or earlier in the same capture, and a piece on the far row moves only to capture.\n");
    run_free(&r);
    /* the same move under Bell's rules as options: the option that refuses it, and the point */
    r = RUN("explain", "--variant", "alquerque", "--ruleset", "bell", "--position", "W:Wc3:Ba5", "--play", "c3-d3,a5-a4",
            "d3-c3");
    expect_success(&r);
    expect_line(r.out, "  d3-c3 is legal with piece_revisit=allowed, not with piece_revisit=forbidden: the piece on d3 "
                       "was on c3 before.");
    run_free(&r);
    /* a right huff before an impossible move: the move proper is what is explained */
    r = RUN("explain", "--rule", "capture=huff", "--position", HUFF_POSITION, "Hf6 c1-a5");
    expect_success(&r);
    expect_line(r.out, "  There is no Black piece on c1.");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_explain_wrong_huff),
        cmocka_unit_test(test_huff_field_needs_huffing),
        cmocka_unit_test(test_moves_json_huffed),
    };
    return cmocka_run_group_tests_name("test_cli_huff", tests, NULL, NULL);
}
