/*
 * test_cli_learn.c — `kharbaga learn --json`: the course as data. The list of lessons, one
 * lesson's data, the verdict on answers of every kind with the feedback the terminal course
 * prints for the same moves, a find_all lesson answered with moves found before, and bad input
 * (each an error naming it).
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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NO_LESSONS KHARBAGA_SOURCE_DIR "/tests/data/variants/bell_hooks.lua"

/* The JSON document `kharbaga learn --json ARGS...` writes, which must succeed. */
static void learn_json(const char *const *args, JValue *doc)
{
    const char *all[32] = {"learn", "--json"};
    int n = 2;
    for (; args[n - 2] && n < 31; n++)
        all[n] = args[n - 2];
    all[n] = NULL;
    RunResult r = run_args(all);
    expect_success(&r);
    j_parse(r.out, doc);
    run_free(&r);
}

#define LEARN(doc, ...) learn_json((const char *const[]){__VA_ARGS__, NULL}, doc)

static void member_is(const JValue *obj, const char *key, const char *value)
{
    const JValue *v = j_need(obj, key, J_STRING);
    if (strcmp(v->string, value))
        fail_msg("\"%s\" is \"%s\", expected \"%s\"", key, v->string, value);
}

static void number_is(const JValue *obj, const char *key, int value)
{
    assert_int_equal((int)j_need(obj, key, J_NUMBER)->number, value);
}

static void bool_is(const JValue *obj, const char *key, bool value)
{
    assert_int_equal(j_need(obj, key, J_BOOL)->boolean, value);
}

/* The strings of an array member, in order, joined by '|'. */
static void strings(const JValue *obj, const char *key, char *out, size_t len)
{
    const JValue *arr = j_need(obj, key, J_ARRAY);
    out[0] = '\0';
    for (int i = 0; i < arr->n; i++) {
        assert_int_equal(arr->items[i].type, J_STRING);
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? "|" : "", arr->items[i].string);
    }
}

static void test_list(void **state)
{
    (void)state;
    JValue doc;
    LEARN(&doc, "kharbaga");
    member_is(&doc, "game", "kharbaga");
    member_is(&doc, "name", "Kharbaga");
    const JValue *lessons = j_need(&doc, "lessons", J_ARRAY);
    assert_true(lessons->n >= 12);
    for (int i = 0; i < lessons->n; i++) {
        number_is(&lessons->items[i], "lesson", i + 1);
        assert_true(j_need(&lessons->items[i], "title", J_STRING)->string[0] != '\0');
        assert_true(j_need(&lessons->items[i], "ask", J_STRING)->string[0] != '\0');
    }
    member_is(&lessons->items[0], "title", "Points, lines and your first step");
    member_is(&lessons->items[0], "task", "any_of");
    member_is(&lessons->items[1], "task", "find_all_moves");
    member_is(&lessons->items[3], "task", "capture_most");
    j_free(&doc);
}

static void test_lesson(void **state)
{
    (void)state;
    JValue doc;
    LEARN(&doc, "--variant", "kharbaga", "--lesson", "4");
    number_is(&doc, "lesson", 4);
    member_is(&doc, "title", "Capturing by jumping");
    member_is(&doc, "ask", "Capture the White man on e5.");
    member_is(&doc, "hint", "Jump from e3 over e5 and land on e7: e3xe7.");
    member_is(&doc, "task", "capture_most");
    bool_is(&doc, "find_all", false);
    member_is(&doc, "variant", "kharbaga");
    member_is(&doc, "ruleset", "standard");
    member_is(&doc, "position", "B:Be3:We5,a9");
    member_is(&doc, "side", "Black");
    member_is(&doc, "side_to_move", "south");
    number_is(&doc, "to_find", 1);
    char answers[256];
    strings(&doc, "answers", answers, sizeof answers);
    assert_string_equal(answers, "e3xe7");
    number_is(&doc, "next", 5);
    int total = (int)j_need(&doc, "lessons", J_NUMBER)->number;
    j_free(&doc);
    char last[16];
    snprintf(last, sizeof last, "%d", total);
    LEARN(&doc, "--lesson", last);
    assert_int_equal(j_need(&doc, "next", J_NULL)->type, J_NULL);
    j_free(&doc);
    LEARN(&doc, "zamma", "--lesson", "1");
    member_is(&doc, "variant", "zamma");
    j_free(&doc);
}

/* Every feedback line of doc is in the terminal course's output for the same moves (its
 * paragraphs wrapped: compared with line breaks as spaces). */
static void expect_as_terminal(const JValue *doc, const char *input)
{
    RunResult r = run_program_input((const char *const[]){KHARBAGA_BINARY, "learn", NULL}, input, TIMEOUT);
    assert_true(r.exited);
    for (char *s = r.out; *s; s++)
        if (*s == '\n')
            *s = ' ';
    const JValue *lines = j_need(doc, "feedback", J_ARRAY);
    assert_true(lines->n > 0);
    for (int i = 0; i < lines->n; i++)
        expect_contains(r.out, lines->items[i].string);
    run_free(&r);
}

static void test_verdicts(void **state)
{
    (void)state;
    JValue doc;
    char lines[4096];
    LEARN(&doc, "--lesson", "1", "--answer", "e3-d4");
    member_is(&doc, "verdict", "wrong-legal");
    bool_is(&doc, "legal", true);
    number_is(&doc, "tries", 1);
    bool_is(&doc, "done", false);
    strings(&doc, "feedback", lines, sizeof lines);
    expect_contains(lines, "e3-d4 is legal: the man on e3 steps to d4.|But it is not the move this lesson asks for.|"
                           "The man stands on e3");
    expect_contains(lines, "|Hint: Type e3-e5 and press Enter.|Try again.");
    member_is(j_need(&doc, "move", J_OBJECT), "move", "e3-d4");
    expect_as_terminal(&doc, "e3-d4\nquit\n");
    j_free(&doc);

    LEARN(&doc, "--lesson", "1", "--answer", "e3-d4", "--tries", "1");
    member_is(&doc, "verdict", "shown");
    number_is(&doc, "tries", 2);
    bool_is(&doc, "done", true);
    strings(&doc, "feedback", lines, sizeof lines);
    expect_contains(lines, "|The answer: e3-e5|There is no point e4");
    expect_as_terminal(&doc, "e3-d4\ne3-d4\nquit\n");
    j_free(&doc);

    LEARN(&doc, "--lesson", "4", "--answer", "e3-e5");
    member_is(&doc, "verdict", "illegal");
    bool_is(&doc, "legal", false);
    assert_int_equal(j_need(&doc, "move", J_NULL)->type, J_NULL);
    strings(&doc, "feedback", lines, sizeof lines);
    expect_contains(lines, "Not legal: e3-e5|e5 is occupied");
    j_free(&doc);

    LEARN(&doc, "--lesson", "1", "--answer", "E3 to e5");
    member_is(&doc, "verdict", "right");
    bool_is(&doc, "done", true);
    number_is(&doc, "tries", 0);
    number_is(&doc, "next", 2);
    const JValue *move = j_need(&doc, "move", J_OBJECT);
    member_is(move, "from", "e3");
    member_is(move, "to", "e5");
    expect_as_terminal(&doc, "E3 to e5\nquit\n");
    j_free(&doc);

    LEARN(&doc, "--lesson", "1", "--answer", "zz", "--tries", "1");
    member_is(&doc, "verdict", "unreadable");
    number_is(&doc, "tries", 1); /* not counted */
    bool_is(&doc, "done", false);
    strings(&doc, "feedback", lines, sizeof lines);
    expect_contains(lines, "move 'zz': 'zz' is not a point of this board");
    j_free(&doc);
}

static void test_find_all(void **state)
{
    (void)state;
    JValue doc;
    char found[256];
    LEARN(&doc, "--lesson", "2", "--answer", "e3-f4");
    member_is(&doc, "verdict", "found");
    number_is(&doc, "to_find", 3);
    strings(&doc, "found", found, sizeof found);
    assert_string_equal(found, "e3-f4");
    expect_as_terminal(&doc, "skip\ne3-f4\nquit\n");
    j_free(&doc);

    LEARN(&doc, "--lesson", "2", "--answer", "e3 f4", "--found", "e3-f4");
    member_is(&doc, "verdict", "already");
    bool_is(&doc, "done", false);
    j_free(&doc);

    LEARN(&doc, "--lesson", "2", "--answer", "e3-d4", "--found", "e3-e5, e3-f4");
    member_is(&doc, "verdict", "right");
    bool_is(&doc, "done", true);
    strings(&doc, "found", found, sizeof found);
    assert_string_equal(found, "e3-e5|e3-f4|e3-d4");
    strings(&doc, "feedback", found, sizeof found);
    assert_string_equal(found, "Right: all 3 found.");
    j_free(&doc);
}

/* Bad input: one line naming it, and the exit status of its kind. */
static void expect_error(const char *const *args, int status, const char *line)
{
    RunResult r = run_args(args);
    assert_true(r.exited);
    if (r.status != status)
        fail_msg("exit status %d, expected %d (%s)", r.status, status, r.err);
    assert_string_equal(r.out, "");
    char want[512];
    snprintf(want, sizeof want, "kharbaga: %s\n", line);
    assert_string_equal(r.err, want);
    run_free(&r);
}

#define EXPECT_ERROR(status, line, ...) expect_error((const char *const[]){__VA_ARGS__, NULL}, status, line)

static void test_bad_input(void **state)
{
    (void)state;
    EXPECT_ERROR(2, "--lesson 99: Kharbaga has lessons 1 to 14", "learn", "--json", "--lesson", "99");
    EXPECT_ERROR(2, "--lesson x: expected a whole number from 1 to 1000", "learn", "--json", "--lesson", "x");
    EXPECT_ERROR(2, "--answer: expected --lesson N with it (the lesson it answers)", "learn", "--json", "--answer",
                 "e3-e5");
    EXPECT_ERROR(2, "--found: expected --answer MOVE with it (the move to judge)", "learn", "--json", "--lesson", "2",
                 "--found", "e3-e5");
    EXPECT_ERROR(2, "--tries 2: expected the wrong tries so far, a whole number from 0 to 1", "learn", "--json",
                 "--lesson", "2", "--answer", "e3-e5", "--tries", "2");
    EXPECT_ERROR(2, "--found: lesson 4 asks for one move, not every move of a kind", "learn", "--json", "--lesson", "4",
                 "--answer", "e3xe7", "--found", "e3xe7");
    EXPECT_ERROR(1, "--found: move 'e3-e7' is not legal here; legal moves: e3-e5, e3-f4, e3-d4", "learn", "--json",
                 "--lesson", "2", "--answer", "e3-d4", "--found", "e3-e7");
    EXPECT_ERROR(2, "--answer: only with --json (the course in the terminal reads the moves as they are typed)",
                 "learn", "--lesson", "1", "--answer", "e3-e5");
    EXPECT_ERROR(1,
                 "Alquerque (Bell's rules in hooks) has no lessons; its rules are in 'kharbaga rules " NO_LESSONS "'",
                 "learn", "--json", NO_LESSONS);
    RunResult r = RUN("learn", "--json", "nosuchgame");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "nosuchgame");
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_list),     cmocka_unit_test(test_lesson),   cmocka_unit_test(test_verdicts),
        cmocka_unit_test(test_find_all), cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests_name("test_cli_learn", tests, NULL, NULL);
}
