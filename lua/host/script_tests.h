/*
 * script_tests.h — a game's own tests: positions with the move counts they must give, written
 * in the script and run by `kharbaga check` (docs/authoring.md, §4).
 *
 *     tests = {
 *       { position = "W:WKe5:Bc3,g7", ruleset = "german", rules = { chain = "may" },
 *         moves = 9, perft = { 9, 40, 310 } },
 *     }
 *
 * The loader reads them (lua/host/loader_tests.c) and checks what it can without counting: the
 * position is position text of the board, the ruleset exists, the rule changes are values of
 * their options, the counts are whole numbers. Counting is left to script_test_run, which
 * `check` calls, since a test may count deeply. An extension inherits its base's tests only
 * while it changes nothing the counts depend on (the board, sides, rules, rulesets, start,
 * crown or hooks); otherwise they are left out with a note, and it writes tests of its own.
 */
#ifndef KHARBAGA_SCRIPT_TESTS_H
#define KHARBAGA_SCRIPT_TESTS_H

#include "rule_table.h"
#include "stop.h"
#include "types.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    MAX_SCRIPT_TESTS = 32,
    MAX_TEST_DEPTH = 6,  /* counts of a perft list: depths 1 to 6 */
    MAX_TEST_RULES = 8,  /* rule changes of one test */
    SCRIPT_TEST_WHERE = 4096, /* a file's path */
};

typedef struct ScriptTest {
    char position[768]; /* position text, or "" for the start */
    char ruleset[32];   /* "" for the game's first */
    int nrules;
    char rules[MAX_TEST_RULES][RULE_CHANGE_LEN]; /* "key=value", applied on top of the ruleset */
    long long moves;                /* the legal moves expected, or -1 when not given */
    int nperft;
    uint64_t perft[MAX_TEST_DEPTH]; /* perft[d - 1]: the count expected at depth d */
    char file[SCRIPT_TEST_WHERE];   /* where the test is written: the file */
    int line;                       /* and the line */
} ScriptTest;

typedef struct ScriptTests {
    int n;
    ScriptTest test[MAX_SCRIPT_TESTS];
    char note[512]; /* inherited tests left out, and why; or "" */
} ScriptTests;

typedef struct GameDef GameDef;

/* What one test gave: ok, or the first count that differs (depth 0: `moves`), or a problem
 * that kept it from counting (a hook that failed, a position of the wrong board). */
typedef struct ScriptTestResult {
    bool ok;
    int depth;
    uint64_t expected, got;
    char problem[512]; /* "" unless the test could not run */
    uint64_t counts[MAX_TEST_DEPTH]; /* the counts made, to the first that differs */
    int ncounts;
} ScriptTestResult;

/* Runs test `t` of def: selects its ruleset and rule changes (def's selection changes), sets up
 * its position and counts, within the budget of a script's run (the sandbox's deadline: a test
 * counts no longer) and until *cancel is set (NULL: never). False when a count differs or the
 * test cannot run, or was stopped (in *out). */
bool script_test_run(GameDef *def, const ScriptTest *t, const StopFlag *cancel, ScriptTestResult *out);

/* The failure of test `index` of def as `check` reports it at the test's place (its file and line,
 * field tests[N]), into buf: "position W:Wc3:Ba5, ruleset bell (chain=may), perft depth 2:
 * expected 56, got 54", or the problem that kept it from counting. */
void script_test_failure(const GameDef *def, int index, const ScriptTestResult *res, char *buf, size_t len);

/* "position W:Wc3:Ba5, ruleset bell (chain=may)", or "the start, ruleset standard" (the
 * ruleset named even when it is the first), in buf. */
void script_test_describe(const GameDef *def, const ScriptTest *t, char *buf, size_t len);

#endif
