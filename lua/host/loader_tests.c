/*
 * loader_tests.c — a script's `tests`: positions with the move counts they must give
 * (script_tests.h), read and checked as far as can be without counting; and whether an
 * extension keeps the tests of its base.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#include "loader_int.h"

#include "i18n.h"
#include "position.h"
#include "rule_table.h"

#include <stdio.h>
#include <string.h>

static const char *const test_fields[] = {"position", "ruleset", "rules", "moves", "perft", NULL};

/* The fields an extension may write and keep its base's tests: none that change the counts. */
static const char *const count_fields[] = {"board", "sides", "rules", "rulesets", "start", "crown", "hooks", NULL};

/* A whole number from 0 at index idx, into *out; else a problem with `field`. */
static bool count_value(LoadCtx *c, int idx, const char *field, const char *key, long long *out)
{
    lua_Integer n;
    if (whole_number(c->L, idx, &n) && n >= 0) {
        *out = (long long)n;
        return true;
    }
    if (lua_type(c->L, idx) == LUA_TNUMBER)
        problem(c, field, key, NULL, "expected a whole number from 0, got %.14g", lua_tonumber(c->L, idx));
    else
        problem(c, field, key, NULL, "expected a whole number from 0, got %s", type_of(c->L, idx));
    return false;
}

/* perft = { 8, 56, 300 }: the counts at depths 1, 2, 3. */
static void read_perft(LoadCtx *c, int t, ScriptTest *test)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "perft"); /* +1 */
    lua_Integer n = type == LUA_TTABLE ? (lua_Integer)lua_rawlen(L, -1) : 0;
    if (type != LUA_TNIL && (n < 1 || n > MAX_TEST_DEPTH))
        problem(c, "perft", "perft", NULL, "expected a list of 1 to %d counts, those of depths 1, 2, ..., e.g. "
                "{ 8, 56, 300 }", MAX_TEST_DEPTH);
    for (lua_Integer d = 1; type == LUA_TTABLE && n <= MAX_TEST_DEPTH && d <= n; d++) {
        char field[32];
        snprintf(field, sizeof field, "perft[%lld]", (long long)d);
        lua_rawgeti(L, -1, d); /* +1 */
        long long count;
        if (count_value(c, lua_gettop(L), field, "perft", &count))
            test->perft[test->nperft++] = (uint64_t)count;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

static void test_rule_problem(void *ctx, const char *field, const char *key, const char *value, const char *msg)
{
    problem(ctx, field, key, value, "%s", msg);
}

/* rules = { chain = "may" }: rule changes, each a value of its option, kept as "key=value". */
static void read_test_rules(LoadCtx *c, int t, ScriptTest *test)
{
    lua_getfield(c->L, t, "rules"); /* +1 */
    test->nrules = rule_changes_read(c->L, -1, test->rules, MAX_TEST_RULES, test_rule_problem, c);
    lua_pop(c->L, 1);
}

/* The test's ruleset names one of the game's, and its position is position text of the board. */
static void check_names(LoadCtx *c, const GameDef *def, const ScriptTest *test)
{
    bool known = !test->ruleset[0];
    char ids[512] = "";
    for (int r = 0; r < def->nrulesets; r++) {
        known |= !strcmp(def->rulesets[r].id, test->ruleset);
        size_t used = strlen(ids);
        snprintf(ids + used, sizeof ids - used, "%s%s", r ? ", " : "", def->rulesets[r].id);
    }
    if (!known)
        problem(c, "ruleset", "ruleset", test->ruleset, "no ruleset '%s' in this game; expected one of %s",
                test->ruleset, ids);
    Position pos;
    Err e;
    if (test->position[0] && !position_from_text(&def->variant, test->position, &pos, &e))
        problem(c, "position", "position", NULL, "%s", e.msg);
    else if (test->position[0] && !position_is_ok(&def->variant, &pos))
        problem(c, "position", "position", NULL, "the position is not consistent");
}

/* One test, the table at index e: its fields, each checked. */
static void read_test(LoadCtx *c, int e, GameDef *def, ScriptTest *test)
{
    lua_State *L = c->L;
    int before = c->report.nerrors;
    check_keys(c, e, test_fields, false, c->prefix);
    read_string(c, e, "position", false, test->position, sizeof test->position);
    read_string(c, e, "ruleset", false, test->ruleset, sizeof test->ruleset);
    read_test_rules(c, e, test);
    test->moves = -1;
    if (lua_getfield(L, e, "moves") != LUA_TNIL) /* +1 */
        count_value(c, lua_gettop(L), "moves", "moves", &test->moves);
    bool has_moves = !lua_isnil(L, -1);
    lua_pop(L, 1);
    read_perft(c, e, test);
    lua_getfield(L, e, "perft"); /* +1 */
    bool has_perft = !lua_isnil(L, -1);
    lua_pop(L, 1);
    if (!has_moves && !has_perft) {
        char name[48];
        snprintf(name, sizeof name, "%.*s", (int)strlen(c->prefix) - 1, c->prefix); /* "tests[2]" */
        report_entry(&c->report, c->entry, name, "nothing to count; expected moves = N (the legal moves) and/or "
                     "perft = { N, ... } (the counts of depths 1, 2, ...)");
    }
    if (c->report.nerrors == before)
        check_names(c, def, test);
}

void read_tests(LoadCtx *c, int t, GameDef *def)
{
    lua_State *L = c->L;
    ScriptTests *ts = &def->tests;
    snprintf(ts->note, sizeof ts->note, "%s", c->tests_note);
    int type = lua_getfield(L, t, "tests"); /* +1 */
    lua_Integer n = type == LUA_TTABLE ? (lua_Integer)lua_rawlen(L, -1) : 0;
    if (type != LUA_TNIL && (type != LUA_TTABLE || n > MAX_SCRIPT_TESTS)) {
        report_problem(&c->report, "tests", "tests", NULL, "expected a list of at most %d { position = ..., "
                       "moves = N, perft = { N, ... } }", MAX_SCRIPT_TESTS);
        n = 0;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        ReportEntry at = {"tests", i, n, NULL, 0, NULL};
        snprintf(c->prefix, sizeof c->prefix, "tests[%lld].", (long long)i);
        lua_rawgeti(L, -1, i); /* +1 */
        ScriptTest *test = &ts->test[ts->n];
        memset(test, 0, sizeof *test);
        if (!lua_istable(L, -1)) {
            c->prefix[strlen(c->prefix) - 1] = '\0';
            report_entry(&c->report, &at, c->prefix, "expected { position = ..., moves = N, perft = { N, ... } }, "
                         "got %s", type_of(L, -1));
        } else {
            c->entry = &at;
            read_test(c, lua_gettop(L), def, test);
            c->entry = NULL;
            report_entry_place(&c->report, &at, test->file, sizeof test->file, &test->line);
            ts->n++;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

void tests_inherited(LoadCtx *c, int base, int ext, int depth)
{
    lua_State *L = c->L;
    bool own = lua_getfield(L, ext, "tests") != LUA_TNIL; /* +1 */
    bool inherited = lua_getfield(L, base, "tests") == LUA_TTABLE; /* +1 */
    lua_Integer n = inherited ? (lua_Integer)lua_rawlen(L, -1) : 0;
    lua_pop(L, 2);
    const char *changed = NULL;
    for (int i = 0; count_fields[i] && !changed; i++) {
        if (lua_getfield(L, ext, count_fields[i]) != LUA_TNIL) /* +1 */
            changed = count_fields[i];
        lua_pop(L, 1);
    }
    if (own || !inherited || !changed)
        return;
    lua_pushnil(L);
    lua_setfield(L, base, "tests"); /* the merged table will not have them */
    snprintf(c->tests_note, sizeof c->tests_note,
             P_("the %lld test of %s is left out: %s changes %s, which its counts depend on; write tests of "
                "its own (tests = { ... })",
                "the %lld tests of %s are left out: %s changes %s, which their counts depend on; write tests of "
                "its own (tests = { ... })",
                (unsigned long)n),
             (long long)n, c->chain[depth + 1], c->chain[depth], changed);
}
