/*
 * test_cli_dispute.c — `kharbaga dispute` on a position: the moves legal under one set of rules
 * only, with the reason (text and JSON), and its bad input; `--part`, the walk along the moves of
 * --play to where the choices part, against --record's walk of the same game, and --from; the study
 * it points to for the game as a whole. The gallery of recorded disputes is test_disputes.c.
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

/* dispute: the golden file's P18, standard against immediate removal. The Mullah's three-piece
 * capture crosses the emptied c3 (only under B); the two-piece captures are legal under A only,
 * because under B a longer capture exists. */
static void test_dispute_removal(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--position", "B:BKa1,i1:Wc3,e3,b4,a9", "--a", "ruleset=standard", "--b",
                      "ruleset=immediate");
    expect_success(&r);
    expect_line(r.out, "Only under B:");
    expect_contains(r.out, "a1xe5xe1xa5 is legal with removal=immediate, not with removal=end: the chain crosses or lands on c3, "
                           "emptied earlier in the same move");
    expect_contains(r.out, "a1xe5xe1 is legal with removal=end, not with removal=immediate: it takes 2, while with removal=immediate "
                           "a1xe5xe1xa5 takes 3, and majority=count asks for the most");
    run_free(&r);
    r = RUN("dispute", "--position", "B:Be3,a1:Wf4,i9", "--a", "capture=compulsory", "--b", "capture=optional",
            "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *moves = j_need(&doc, "moves", J_ARRAY);
    assert_true(moves->n == 5); /* e3xg5 under both; a1-a3, a1-b2, e3-e5, e3-d4 under B only */
    j_free(&doc);
    run_free(&r);
}

/* Under the moves, the study that answers what one position cannot: with the dispute's game, shared
 * rules and choices, at depth 3, stopping once its answer is clear — a command that runs (here cut
 * at 20 games), its report opening with the answer. */
static void test_dispute_points_to_a_short_study(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--variant", "kharbaga", "--rule", "chain=must", "--position",
                      "B:BKa1,i1:Wc3,e3,b4,a9", "--a", "ruleset=standard", "--b", "ruleset=immediate");
    expect_success(&r);
    expect_contains(r.out, "self-play can, in minutes: this study stops as soon as its\nanswer is clear "
                           "(docs/studies.md):\n  kharbaga study --variant kharbaga --rule chain=must --choice "
                           "\"ruleset=standard\" --choice \"ruleset=immediate\" --depth 3 --until clear\n");
    run_free(&r);
    r = RUN("study", "--variant", "kharbaga", "--rule", "chain=must", "--choice", "ruleset=standard", "--choice",
            "ruleset=immediate", "--depth", "3", "--until", "clear", "--games", "20");
    expect_contains(r.out, "# Study: Kharbaga, ");
    expect_contains(r.out, " games per choice\n\n");
    run_free(&r);
}

static void test_dispute_bad_input(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--a", "removal=end");
    assert_int_equal(r.status, 2); /* a bad command line */
    expect_contains(r.err, "at least two rule choices");
    run_free(&r);
    r = RUN("dispute", "--a", "flying=yes", "--b", "removal=end");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "--a flying=yes: unknown rule 'flying'");
    run_free(&r);
}

/* The first 68 moves of tests/data/disputes/records/kharbaga-quiet.pdn: removal=end and
 * removal=immediate part at the 68th, where White's Mullah takes two or four. */
#define QUIET_68 \
    "d4-e5 f6xd4 c3xe5 a5xc3 e5xa5 b6-c5 b2xd4xb6 a7xc5 a5xe5 b8-a7 e5-f6 g7xe5 g5xc5 d6xb4 a3xc5 c7xc3 "     \
    "i5xg7xc7 d8xb6 d2xb4 i7-h6 b4-a5 a7xa3 a1xa5xc7 c9xc5 f4-e5 c5xg5 g3xg7xi5 e9-e7 g1-g3 a9-a7 i5-h6 "     \
    "e7-e5 e3xe7 f8xd6 e1-e3 i9-i7 g3-f4 i7xg5 h4xf6 h8-i7 i3-h4 i7-i5 h2-g3 a7-a5 e3-e5 d6-c5 h4-g5 c5-d4 " \
    "e5xc3 i5xe5xg7 f4-g5 a5-a3 c3-d4 a3-a1 c1-c3 a1-a5 g5-f6 a5xd2 f6xh8 g9xi7 i1-h2 d2-a5 g3-h4 a5-e1 "    \
    "h2-g3 e1-g1 f2-e3 g1xg5xd2"
#define QUIET_RECORD KHARBAGA_SOURCE_DIR "/tests/data/disputes/records/kharbaga-quiet.pdn"

/* --part walks --play as --record walks the record: the same first parting move, the same
 * dispute there; --at stops the walk at a move. */
static void test_dispute_part(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--part", "--play", QUIET_68, "--a", "removal=immediate");
    expect_success(&r);
    expect_line(r.out, "The moves of --play (kharbaga, ruleset standard, 68 moves)");
    expect_line(r.out, "The choices agree up to move 67; they first disagree before move 68 (34... g1xg5xd2).");
    expect_line(r.out, "The move played is legal under: A.");
    expect_line(r.out, "A: the rules given: ruleset=standard (6 legal moves)");
    run_free(&r);

    r = RUN("dispute", "--part", "--play", QUIET_68, "--a", "removal=immediate", "--json");
    expect_success(&r);
    RunResult rec = RUN("dispute", "--record", QUIET_RECORD, "--a", "removal=immediate", "--json");
    expect_success(&rec);
    JValue part, whole;
    j_parse(r.out, &part);
    j_parse(rec.out, &whole);
    assert_true(j_need(&part, "record", J_NULL) != NULL);
    assert_int_equal((int)j_need(&part, "first_disagreement", J_NUMBER)->number,
                     (int)j_need(&whole, "first_disagreement", J_NUMBER)->number);
    assert_string_equal(j_need(&part, "played", J_STRING)->string, j_need(&whole, "played", J_STRING)->string);
    const char *moves = strstr(r.out, "\"moves\":[{"), *rec_moves = strstr(rec.out, "\"moves\":[{");
    assert_non_null(moves);
    assert_non_null(rec_moves);
    assert_string_equal(moves, rec_moves); /* the dispute's moves, reasons and all, to the end */
    j_free(&part);
    j_free(&whole);
    run_free(&rec);
    run_free(&r);

    r = RUN("dispute", "--part", "--play", QUIET_68, "--at", "3", "--a", "removal=immediate");
    expect_success(&r);
    expect_line(r.out, "Disputing the position before move 3 (2. c3xe5).");
    run_free(&r);
}

/* --from N: the first disagreement at move N or after it, along a record or --play. */
static void test_dispute_from(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--record", QUIET_RECORD, "--a", "chain=must", "--b", "chain=single", "--from", "8");
    expect_success(&r);
    expect_line(r.out, "From move 8 on, the choices first disagree before move 17 (9. i5xg7xc7).");
    run_free(&r);
    r = RUN("dispute", "--part", "--play", QUIET_68, "--a", "removal=immediate", "--from", "69", "--json");
    expect_success(&r);
    expect_contains(r.out, "\"at\":null,\"from\":69,\"first_disagreement\":null,\"dispute\":null}");
    run_free(&r);
    r = RUN("dispute", "--part", "--play", QUIET_68, "--a", "removal=immediate", "--from", "69");
    expect_success(&r);
    expect_line(r.out, "From move 69 on, the choices agree at every position: the same moves, with the same results.");
    run_free(&r);
}

/* The JSON says each difference in the text's own sentences: every reason of a move legal under
 * some choices only, and what it does besides ("then"), is a line of the text output. */
static void test_dispute_json_says_the_text(void **state)
{
    (void)state;
    const char *record = KHARBAGA_SOURCE_DIR "/tests/data/disputes/records/alquerque-repetition.pdn";
    RunResult text = RUN("dispute", "--record", record), json = RUN("dispute", "--record", record, "--json");
    expect_success(&text);
    expect_success(&json);
    JValue doc;
    j_parse(json.out, &doc);
    const JValue *moves = j_need(j_need(&doc, "dispute", J_OBJECT), "moves", J_ARRAY);
    int reasons = 0, thens = 0;
    for (int i = 0; i < moves->n; i++) {
        const JValue *why = j_get(&moves->items[i], "reasons"), *then = j_get(&moves->items[i], "then");
        for (int k = 0; why && k < why->n; k++, reasons++)
            expect_contains(text.out, j_need(&why->items[k], "text", J_STRING)->string);
        for (int k = 0; then && k < then->n; k++, thens++) {
            char line[1024], labels[64];
            j_string_list(j_need(&then->items[k], "under", J_ARRAY), false, labels, sizeof labels);
            for (char *c = strchr(labels, ','); c; c = strchr(c, ',')) /* "B,C" is written "B, C" */
                memmove(c + 2, c + 1, strlen(c + 1) + 1), c[1] = ' ', c += 2;
            snprintf(line, sizeof line, "    then, under %s: %s", labels, j_need(&then->items[k], "text", J_STRING)->string);
            expect_line(text.out, line);
        }
    }
    assert_true(reasons > 0 && thens > 0); /* the huff of choice C is said */
    j_free(&doc);
    run_free(&json);
    run_free(&text);
}

static void test_dispute_part_bad_input(void **state)
{
    (void)state;
    static const struct {
        const char *args[12]; /* NULL-terminated */
        int status;
        const char *said;
    } cases[] = {
        {{"dispute", "--part", "--a", "removal=immediate"}, 2, "--part: give the moves to walk with --play"},
        {{"dispute", "--part", "--record", QUIET_RECORD, "--play", "d4-e5"}, 2, "--part: not with --record"},
        {{"dispute", "--at", "2", "--a", "removal=end", "--b", "removal=immediate"}, 2,
         "--at: give it with --record FILE or --part"},
        {{"dispute", "--part", "--play", "d4-e5 f6xd4", "--at", "4", "--a", "removal=immediate"}, 1,
         "--at 4: --play has 2 moves (give 1 to 3; 3 is the position after the last)"},
        {{"dispute", "--part", "--play", "d4-e5 e5-e6", "--a", "removal=immediate"}, 1, "--play, move 2:"},
        {{"dispute", "--part", "--play", "d4-e5", "--a", "removal=sometimes"}, 1, "--a removal=sometimes:"},
        {{"dispute", "--part", "--play", "d4-e5", "--rule", "removal=sometimes"}, 1, "removal"},
        {{"dispute", "--part", "--play", "d4-e5", "--ruleset", "nonesuch"}, 1, "nonesuch"},
        {{"dispute", "--part", "--play", "d4-e5", "--at", "0"}, 2, "--at 0:"},
        {{"dispute", "--part", "--play", "d4-e5", "--from", "0"}, 2, "--from 0:"},
        {{"dispute", "--part", "--play", "d4-e5", "--from", "2", "--at", "2", "--a", "removal=immediate"}, 2,
         "--from: not with --at"},
        {{"dispute", "--part", "--play", "d4-e5", "--from", "3", "--a", "removal=immediate"}, 1,
         "--from 3: --play has 1 move (give 1 to 2; 2 is the position after the last)"},
        {{"dispute", "--from", "2", "--a", "removal=end", "--b", "removal=immediate"}, 2,
         "--from: give it with --record FILE or --part"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_args(cases[i].args);
        if (r.status != cases[i].status || !strstr(r.err, cases[i].said))
            fail_msg("case %zu: status %d, said: %s", i, r.status, r.err);
        assert_true(strchr(r.err, '\n') == r.err + strlen(r.err) - 1); /* one line */
        run_free(&r);
    }
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dispute_removal),
        cmocka_unit_test(test_dispute_points_to_a_short_study),
        cmocka_unit_test(test_dispute_bad_input),
        cmocka_unit_test(test_dispute_json_says_the_text),
        cmocka_unit_test(test_dispute_part),
        cmocka_unit_test(test_dispute_from),
        cmocka_unit_test(test_dispute_part_bad_input),
    };
    return cmocka_run_group_tests_name("test_cli_dispute", tests, NULL, NULL);
}
