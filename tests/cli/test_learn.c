/*
 * test_learn.c — the lessons of the shipped games and `kharbaga learn`.
 *
 * Every shipped game has lessons (but the boards of Fanorona reduced for solving,
 * variants/fanorona_<w>x<h>.lua), and every lesson's task has a solution in its position with
 * every move it lists legal there (checked here through the library, independently of the
 * loader's own check). The program is then run with piped input: the whole Kharbaga course
 * answered right, wrong answers that get the explanation and let the course go on, the
 * commands, typed control bytes echoed escaped, the end of input, the example of
 * docs/authoring.md, and the game the course's last words suggest. Broken lesson scripts are in tests/data/corpus/variants (test_variant_corpus); one
 * is run through `kharbaga check` here.
 *
 * Usage: test_learn  (run from CTest: KHARBAGA_PATH=variants)
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "lessons.h"
#include "gamedef.h"
#include "movegen.h"
#include "notation.h"
#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MIN_KHARBAGA = 12, MIN_OTHER = 2, TIMEOUT = 120, INPUT = 16384 };

static const char *const shipped[] = {"kharbaga", "zamma",        "alquerque", "tuknanavuhpi",
                                      "tukvnanawopi", "aiyawatstani", "felli",   "damas",
                                      "fanorona", "fanoron_dimy", NULL};

static char tmpdir[] = "/tmp/kharbaga_learn_XXXXXX";

static GameDef *load(const char *name)
{
    GameDef *def = malloc(sizeof *def);
    assert_non_null(def);
    char err[LOADER_ERRLEN];
    if (!loader_load(name, def, err, sizeof err))
        fail_msg("%s does not load:\n%s", name, err);
    return def;
}

static void unload(GameDef *def)
{
    gamedef_release(def);
    free(def);
}

/* The legal moves of a lesson's position and which of them answer it; false (printed) if the
 * lesson cannot be set up or a listed move is not legal. */
static bool solve(const GameDef *def, const Lesson *l, Variant *v, Position *pos, MoveList *list, bool *answer,
                  int *n)
{
    Err e;
    if (!lesson_variant(def, l, v, &e) || !lesson_position(v, l, pos, &e)) {
        print_error("%s, lesson \"%s\": %s\n", def->id, l->title, e.msg);
        return false;
    }
    movegen_legal(v, pos, list);
    *n = lesson_solutions(v, pos, l, list, answer, &e);
    if (*n < 0)
        print_error("%s, lesson \"%s\": %s\n", def->id, l->title, e.msg);
    return *n >= 0;
}

/* Appends the right answers of every lesson of def to input, one per line: every move a
 * find_all task asks for, else the first right move. */
static void right_answers(const GameDef *def, char *input, size_t len)
{
    Variant *v = malloc(sizeof *v);
    MoveList storage = MOVELIST_INIT, *list = &storage;
    bool *answer = calloc(MAX_MOVES, sizeof *answer);
    assert_true(v && list && answer);
    input[0] = '\0';
    for (int i = 0; i < def->lessons.n; i++) {
        const Lesson *l = &def->lessons.lesson[i];
        Position pos;
        int n;
        assert_true(solve(def, l, v, &pos, list, answer, &n));
        bool all = l->task == TASK_FIND_ALL_MOVES || l->task == TASK_FIND_ALL_CAPTURES;
        for (int k = 0, given = 0; k < list->n && (all || !given); k++) {
            if (!answer[k])
                continue;
            char mv[600];
            assert_true(movelist_text(v, list, k, mv, sizeof mv));
            size_t used = strlen(input);
            snprintf(input + used, len - used, "%s\n", mv);
            given++;
        }
    }
    free(v);
    movelist_free(list);
    free(answer);
}

static int count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *s = strstr(text, needle); s; s = strstr(s + 1, needle))
        n++;
    return n;
}

static void expect_contains(const char *text, const char *needle)
{
    if (!strstr(text, needle))
        fail_msg("expected \"%s\" in:\n%s", needle, text);
}

static RunResult learn(const char *input, const char *const *args)
{
    const char *argv[12] = {KHARBAGA_BINARY, "learn"};
    int n = 2;
    for (int i = 0; args[i] && n < 11; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    RunResult r = run_program_input(argv, input, TIMEOUT);
    char how[96];
    if (!r.exited)
        fail_msg("kharbaga learn: %s\n%s", run_describe(&r, how, sizeof how), r.err);
    return r;
}

#define LEARN(input, ...) learn(input, (const char *const[]){__VA_ARGS__, NULL})

/* ---- the shipped lessons ---- */

static void test_every_shipped_lesson_is_solvable(void **state)
{
    (void)state;
    Variant *v = malloc(sizeof *v);
    MoveList storage = MOVELIST_INIT, *list = &storage;
    bool *answer = calloc(MAX_MOVES, sizeof *answer);
    assert_true(v && list && answer);
    int bad = 0, total = 0;
    for (int g = 0; shipped[g]; g++) {
        GameDef *def = load(shipped[g]);
        int min = strcmp(shipped[g], "kharbaga") ? MIN_OTHER : MIN_KHARBAGA;
        if (def->lessons.n < min) {
            print_error("%s has %d lessons; expected at least %d\n", shipped[g], def->lessons.n, min);
            bad++;
        }
        if (def->lessons.notes[0]) {
            print_error("%s leaves inherited lessons out:\n%s\n", shipped[g], def->lessons.notes);
            bad++;
        }
        for (int i = 0; i < def->lessons.n; i++, total++) {
            const Lesson *l = &def->lessons.lesson[i];
            Position pos;
            int n;
            if (!solve(def, l, v, &pos, list, answer, &n) || n == 0) {
                print_error("%s, lesson %d \"%s\": no solution\n", shipped[g], i + 1, l->title);
                bad++;
                continue;
            }
            for (int k = 0; k < l->nanswers; k++) { /* each listed move on its own */
                Err e;
                if (move_parse(v, list, l->answers[k], &e) < 0) {
                    print_error("%s, lesson %d: %s\n", shipped[g], i + 1, e.msg);
                    bad++;
                }
            }
            if (!l->title[0] || !l->text[0] || !l->hint[0] || !l->explain[0]) {
                print_error("%s, lesson %d: a title, text, hint and explanation are required\n", shipped[g], i + 1);
                bad++;
            }
        }
        unload(def);
    }
    free(v);
    movelist_free(list);
    free(answer);
    if (bad)
        fail_msg("%d problems in the %d shipped lessons (listed above)", bad, total);
}

/* The Kharbaga course teaches every kind of task a newcomer needs. */
static void test_kharbaga_course_covers_the_rules(void **state)
{
    (void)state;
    GameDef *def = load("kharbaga");
    bool seen[TASK_FIND_ALL_CAPTURES + 1] = {false};
    for (int i = 0; i < def->lessons.n; i++)
        seen[def->lessons.lesson[i].task] = true;
    assert_true(seen[TASK_ANY_OF]);       /* a given move: the first step, the flying Mullah */
    assert_true(seen[TASK_FIND_ALL_MOVES]); /* how men step */
    assert_true(seen[TASK_CAPTURE_MOST]); /* captures, compulsion, chains, majority */
    assert_true(seen[TASK_CROWN]);
    assert_true(seen[TASK_WIN]);
    assert_true(seen[TASK_PLAY_ANY]);     /* the start of a real game */
    unload(def);
}

/* ---- the program ---- */

static void test_whole_kharbaga_course_answered_right(void **state)
{
    (void)state;
    GameDef *def = load("kharbaga");
    char *input = malloc(INPUT);
    assert_non_null(input);
    right_answers(def, input, INPUT);
    RunResult r = LEARN(input, "kharbaga");
    assert_int_equal(r.status, 0);
    for (int i = 0; i < def->lessons.n; i++)
        expect_contains(r.out, def->lessons.lesson[i].title);
    char done[160];
    snprintf(done, sizeof done,
             "Lessons done: %d\n  right at the first try: %d\n  right at the second try: 0\n"
             "  answer shown: 0\n  skipped: 0\n",
             def->lessons.n, def->lessons.n);
    expect_contains(r.out, done);
    assert_int_equal(count(r.out, "\nRight: "), def->lessons.n);
    assert_int_equal(count(r.out, "Not legal"), 0);
    expect_contains(r.out, "kharbaga play --ai teacher");
    assert_int_equal(r.err_len, 0);
    run_free(&r);
    free(input);
    unload(def);
}

/* Lesson 6 (capture is compulsory): a step gets the rule it breaks, the explanation and the
 * hint; the capture is then right and the course goes on to lesson 7. */
static void test_wrong_answer_is_explained(void **state)
{
    (void)state;
    RunResult r = LEARN("c3-c5\ng3xe5\nquit\n", "--lesson", "6");
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "Lesson 6 of 14: Capturing is compulsory");
    expect_contains(r.out, "Not legal: c3-c5");
    expect_contains(r.out, "capture=compulsory a player who\ncan capture must");
    expect_contains(r.out, "every step is forbidden this turn"); /* the lesson's explanation */
    expect_contains(r.out, "Hint: The man on g3");
    expect_contains(r.out, "Try again.");
    expect_contains(r.out, "Right: g3xe5");
    expect_contains(r.out, "Lesson 7 of 14");
    expect_contains(r.out, "Go on later with: kharbaga learn kharbaga --lesson 7");
    expect_contains(r.out, "Lessons done: 1\n  right at the first try: 0\n  right at the second try: 1\n");
    run_free(&r);
}

/* Lesson 9 (crown a man): two legal moves that do not crown; the answer is shown and lesson 10
 * follows; the end of input stops the course cleanly. */
static void test_two_wrong_answers_show_the_answer(void **state)
{
    (void)state;
    RunResult r = LEARN("e3-e5\ne3 d4\n", "--lesson", "9");
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "e3-e5 is legal: the man on e3 steps to e5.");
    expect_contains(r.out, "The man ends on e5, where it is not crowned.");
    expect_contains(r.out, "The answers: d8-e9, d8-c9");
    expect_contains(r.out, "Lesson 10 of 14");
    expect_contains(r.out, "  answer shown: 1\n");
    expect_contains(r.out, "Go on later with: kharbaga learn kharbaga --lesson 10");
    assert_int_equal(r.err_len, 0);
    run_free(&r);
}

/* An illegal move no single rule change allows: the plain fact. Malformed input is not a try. */
static void test_plain_facts_and_malformed_input(void **state)
{
    (void)state;
    RunResult r = LEARN("e3\ne3-e7\nd4-e5\n", "--lesson", "2");
    expect_contains(r.out, "expected at least two points");
    expect_contains(r.out, "(Not counted as a try.");
    expect_contains(r.out, "Not legal: e3-e7");
    expect_contains(r.out, "e3 and e7 are not neighbours on a line");
    expect_contains(r.out, "There is no piece on d4.");
    expect_contains(r.out, "The answers: e3-e5, e3-f4, e3-d4");
    run_free(&r);
    /* commands in any case; a separator must be followed by a point, as everywhere */
    r = LEARN("HINT\nE3-E5-\nSkip\n", "--lesson", "1");
    expect_contains(r.out, "Hint: ");
    expect_contains(r.out, "move 'E3-E5-': expected a point after '-'");
    expect_contains(r.out, "Skipped.");
    assert_null(strstr(r.out, "Right:"));
    run_free(&r);
    /* a move that cannot be read is quoted as typed, not as it was read */
    r = LEARN("lesson 99\nE3 to E9x\n", "--lesson", "1");
    expect_contains(r.out, "move 'lesson 99': 'lesson' is not a point of this board");
    expect_contains(r.out, "move 'E3 to E9x': expected a point after 'x'");
    assert_null(strstr(r.out, "lesson-99"));
    run_free(&r);
    /* a line holding a NUL byte is refused whole, and the next line is read */
    static const char nul_input[] = "e3\0-e5\nskip\n";
    const char *argv[] = {KHARBAGA_BINARY, "learn", "--lesson", "1", NULL};
    r = run_program_input_bytes(argv, nul_input, sizeof nul_input - 1, TIMEOUT);
    expect_contains(r.out, "That line holds a NUL byte and was not read.");
    expect_contains(r.out, "Skipped.");
    assert_null(strstr(r.out, "too long"));
    run_free(&r);
    /* a huff prefix is kept as typed (Kharbaga has no huffing: the move is not legal) */
    r = LEARN("He3 e3-e5\n", "--lesson", "1");
    expect_contains(r.out, "Not legal: He3 e3-e5");
    assert_null(strstr(r.out, "he3"));
    run_free(&r);
}

/* Input that is not a terminal is echoed so that a transcript reads; a control byte in it is
 * echoed escaped (\x1B), never raw, as in every message that quotes what was typed. */
static void test_typed_control_bytes_escaped(void **state)
{
    (void)state;
    RunResult r = LEARN("e3\x1b[31m-e5\nab\x1b]title\x07\nskip\n", "--lesson", "1");
    expect_contains(r.out, "> e3\\x1B[31m-e5\n");
    expect_contains(r.out, "> ab\\x1B]title\\x07\n");
    expect_contains(r.out, "Skipped.");
    assert_null(memchr(r.out, '\x1b', r.out_len));
    assert_null(memchr(r.out, '\x07', r.out_len));
    run_free(&r);
}

static void test_commands(void **state)
{
    (void)state;
    RunResult r = LEARN("help\nhint\nboard\nskip\nE3XE7\n", "kharbaga", "--lesson", "3");
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "hint   a hint");
    expect_contains(r.out, "Hint: Follow the two diagonals upwards from d4.");
    assert_int_equal(count(r.out, "Task: Type every step of the man on d4"), 2); /* board again */
    expect_contains(r.out, "Skipped. The answers: d4-e5, d4-c5");
    expect_contains(r.out, "Right: e3xe7"); /* lesson 4, typed in capitals */
    expect_contains(r.out, "  right at the first try: 1\n  right at the second try: 0\n  answer shown: 0\n  skipped: 1\n");
    run_free(&r);
}

static void test_find_all_counts_and_repeats(void **state)
{
    (void)state;
    RunResult r = LEARN("e3-e5\ne3e5\ne3 to d4\ne3-f4\nquit\n", "--lesson", "2");
    expect_contains(r.out, "Yes: e3-e5 (1 of 3 found). Another?");
    expect_contains(r.out, "e3-e5: you have that one already (1 of 3 found).");
    expect_contains(r.out, "Right: all 3 found.");
    run_free(&r);
}

static void test_every_game_course_answered_right(void **state)
{
    (void)state;
    char *input = malloc(INPUT);
    assert_non_null(input);
    for (int g = 1; shipped[g]; g++) {
        GameDef *def = load(shipped[g]);
        right_answers(def, input, INPUT);
        RunResult r = LEARN(input, shipped[g]);
        if (r.status != 0 || count(r.out, "\nRight: ") != def->lessons.n || strstr(r.out, "Not legal"))
            fail_msg("learn %s with the right answers:\n%s%s", shipped[g], r.out, r.err);
        expect_contains(r.out, "kharbaga play --variant ");
        run_free(&r);
        unload(def);
    }
    free(input);
}

static void test_errors(void **state)
{
    (void)state;
    RunResult r = LEARN("", "--lesson", "99");
    assert_int_equal(r.status, 2); /* a bad command line, as --lesson 0 is */
    expect_contains(r.err, "kharbaga: --lesson 99: Kharbaga has lessons 1 to 14");
    run_free(&r);
    r = LEARN("", KHARBAGA_SOURCE_DIR "/tests/data/corpus/good/graph3.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "has no lessons");
    run_free(&r);
    r = LEARN("", "--position", "B:Be3:Wa9");
    assert_int_equal(r.status, 2);
    expect_contains(r.err, "kharbaga: '--position' does not apply to 'learn'");
    run_free(&r);
    r = LEARN("", "zamma", "--variant", "alquerque");
    assert_int_equal(r.status, 2);
    expect_contains(r.err, "kharbaga: zamma and --variant alquerque: name the game once");
    run_free(&r);
    r = LEARN("", "--lesson", "x");
    assert_int_equal(r.status, 2);
    expect_contains(r.err, "--lesson x: expected a whole number");
    run_free(&r);
    r = LEARN("", KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/lesson_illegal_answer.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "lesson_illegal_answer.lua:9: lessons[1].task.any_of[2]: move 'e3-e7' is not legal here");
    run_free(&r);
}

/* `check` reports bad lessons like any other field. */
static void test_check_reports_lessons(void **state)
{
    (void)state;
    const char *argv[] = {KHARBAGA_BINARY, "check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/lesson_bad_fields.lua",
                          NULL};
    RunResult r = run_program(argv, TIMEOUT);
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "lesson_bad_fields.lua:11: lessons[2].rules.removal: 'soon' is not a value of this option");
    run_free(&r);
    const char *ok[] = {KHARBAGA_BINARY, "check", KHARBAGA_SOURCE_DIR "/variants/kharbaga.lua", NULL};
    r = run_program(ok, TIMEOUT);
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "14 lessons for 'kharbaga learn', each task solvable in its position");
    run_free(&r);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* An extension inherits its base's lessons; those its rules break are left out, with a note. */
static void test_inherited_lessons(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/short.lua", tmpdir);
    write_file(path, "return variant { extends = \"kharbaga\", id = \"short\", name = \"Short\",\n"
                     "  summary = \"Short Mullahs.\", rules = { king = \"short\" } }\n");
    GameDef *def = load(path);
    assert_int_equal(def->lessons.n, 12);
    expect_contains(def->lessons.notes, "lesson \"The Mullah flies\" (kharbaga.lua:");
    expect_contains(def->lessons.notes, "is left out");
    unload(def);
    snprintf(path, sizeof path, "%s/own.lua", tmpdir);
    write_file(path, "return variant { extends = \"kharbaga\", id = \"own\", name = \"Own\", summary = \"Own.\",\n"
                     "  lessons = {} }\n");
    def = load(path);
    assert_int_equal(def->lessons.n, 0); /* an extension's own list replaces the base's */
    assert_string_equal(def->lessons.notes, "");
    unload(def);
}

/* find_all = "captures" under a lesson's own ruleset (ludii: capturing is optional, so a step is
 * legal but not a capture), and a rule change that takes a task's solution away. */
static void test_find_all_captures_under_a_ruleset(void **state)
{
    (void)state;
    char path[256];
    snprintf(path, sizeof path, "%s/captures.lua", tmpdir);
    write_file(path, "return variant { extends = \"kharbaga\", id = \"captures\", name = \"Captures\",\n"
                     "  summary = \"One lesson.\", lessons = {\n"
                     "    { title = \"Two captures\", text = \"Find both.\", position = \"B:Be3,a1:Wb2,e5,a9\",\n"
                     "      ruleset = \"ludii\", task = { find_all = \"captures\" }, hint = \"h\",\n"
                     "      explain = \"Jump b2 or e5.\" } } }\n");
    RunResult r = LEARN("a1-a3\na1xc3\ne3xe7\n", path);
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "a1-a3 is legal: the man on a1 steps to a3.\nIt is not a capture.");
    expect_contains(r.out, "Yes: a1xc3 (1 of 2 found). Another?");
    expect_contains(r.out, "Right: all 2 found.");
    expect_contains(r.out, "Lessons done: 1\n  right at the first try: 0\n  right at the second try: 1\n");
    run_free(&r);
    write_file(path, "return variant { extends = \"kharbaga\", id = \"captures\", name = \"Captures\",\n"
                     "  summary = \"One lesson.\", lessons = {\n"
                     "    { title = \"Crown\", text = \"t\", position = \"B:Bd8:Wa5\", rules = { king = \"none\" },\n"
                     "      task = { crown = true }, hint = \"h\", explain = \"e\" } } }\n");
    char err[LOADER_ERRLEN];
    GameDef *def = malloc(sizeof *def);
    assert_non_null(def);
    assert_false(loader_load(path, def, err, sizeof err));
    expect_contains(err, "captures.lua:4: lessons[1].task: no legal move crowns a man in the position");
    free(def);
}

/* The example of docs/authoring.md's section on lessons: saved, loaded, and learnt. */
static void test_docs_example(void **state)
{
    (void)state;
    FILE *f = fopen(KHARBAGA_SOURCE_DIR "/docs/authoring.md", "r");
    assert_non_null(f);
    char line[1024], *script = calloc(1, INPUT);
    assert_non_null(script);
    bool in = false;
    while (fgets(line, sizeof line, f)) {
        if (!in && !strcmp(line, "-- example: first_lessons\n"))
            in = true;
        else if (in && !strncmp(line, "```", 3))
            break;
        if (in)
            strncat(script, line, INPUT - strlen(script) - 1);
    }
    fclose(f);
    if (!in)
        fail_msg("docs/authoring.md has no example 'first_lessons'");
    char path[256];
    snprintf(path, sizeof path, "%s/first_lessons.lua", tmpdir);
    write_file(path, script);
    free(script);
    GameDef *def = load(path);
    assert_true(def->lessons.n >= 2);
    char *input = malloc(INPUT);
    assert_non_null(input);
    right_answers(def, input, INPUT);
    RunResult r = LEARN(input, path);
    assert_int_equal(r.status, 0);
    assert_int_equal(count(r.out, "\nRight: "), def->lessons.n);
    run_free(&r);
    free(input);
    unload(def);
}

/* What the course ends with works: the game it suggests starts, and takes a legal move. */
static void test_suggested_game_starts(void **state)
{
    (void)state;
    const char *argv[] = {KHARBAGA_BINARY, "play", "--ai", "teacher", "--save", NULL, NULL};
    char save[256];
    snprintf(save, sizeof save, "%s/game.pdn", tmpdir);
    argv[5] = save;
    RunResult r = run_program_input(argv, "e3-e5\nquit\n", TIMEOUT);
    assert_int_equal(r.status, 0);
    expect_contains(r.out, "Black (south) to move>");
    expect_contains(r.out, "(The Teacher) plays "); /* e3-e5 was taken: the AI answered */
    assert_null(strstr(r.out, "not legal"));
    run_free(&r);
}

static int setup(void **state)
{
    (void)state;
    return mkdtemp(tmpdir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    const char *files[] = {"short.lua", "own.lua", "captures.lua", "first_lessons.lua", "game.pdn", "game.pdn.tmp", NULL};
    for (int i = 0; files[i]; i++) {
        char path[256];
        snprintf(path, sizeof path, "%s/%s", tmpdir, files[i]);
        unlink(path);
    }
    rmdir(tmpdir);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_shipped_lesson_is_solvable),
        cmocka_unit_test(test_kharbaga_course_covers_the_rules),
        cmocka_unit_test(test_whole_kharbaga_course_answered_right),
        cmocka_unit_test(test_wrong_answer_is_explained),
        cmocka_unit_test(test_two_wrong_answers_show_the_answer),
        cmocka_unit_test(test_plain_facts_and_malformed_input),
        cmocka_unit_test(test_typed_control_bytes_escaped),
        cmocka_unit_test(test_commands),
        cmocka_unit_test(test_find_all_counts_and_repeats),
        cmocka_unit_test(test_every_game_course_answered_right),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_check_reports_lessons),
        cmocka_unit_test(test_inherited_lessons),
        cmocka_unit_test(test_find_all_captures_under_a_ruleset),
        cmocka_unit_test(test_docs_example),
        cmocka_unit_test(test_suggested_game_starts),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
