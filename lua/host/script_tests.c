/*
 * script_tests.c — running a game's own tests: a position counted under its rules against the
 * counts the script expects.
 */
#include "gamedef.h"
#include "i18n.h"
#include "movegen.h"
#include "perft.h"
#include "position.h"
#include "sandbox.h"
#include "watchdog.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void script_test_describe(const GameDef *def, const ScriptTest *t, char *buf, size_t len)
{
    char rules[MAX_TEST_RULES * 48 + 8] = "";
    for (int i = 0; i < t->nrules; i++) {
        size_t used = strlen(rules);
        snprintf(rules + used, sizeof rules - used, "%s%s", i ? " " : " (", t->rules[i]);
    }
    if (t->nrules)
        strcat(rules, ")");
    const char *ruleset = t->ruleset[0] ? t->ruleset : def->nrulesets ? def->rulesets[0].id : _("default");
    if (t->position[0])
        snprintf(buf, len, _("position %s, ruleset %s%s"), t->position, ruleset, rules);
    else
        snprintf(buf, len, _("the start, ruleset %s%s"), ruleset, rules);
}

void script_test_failure(const GameDef *def, int index, const ScriptTestResult *res, char *buf, size_t len)
{
    const ScriptTest *t = &def->tests.test[index];
    char what[1024];
    script_test_describe(def, t, what, sizeof what);
    if (res->problem[0]) {
        snprintf(buf, len, "%s: %s", what, res->problem);
        return;
    }
    if (res->depth)
        snprintf(buf, len, _("%s, perft depth %d: expected %llu, got %llu"), what, res->depth,
                 (unsigned long long)res->expected, (unsigned long long)res->got);
    else
        snprintf(buf, len, _("%s, legal moves: expected %llu, got %llu"), what, (unsigned long long)res->expected,
                 (unsigned long long)res->got);
}

/* The problem that keeps a test from counting, in out (returns false). */
static bool cannot_run(ScriptTestResult *out, const char *what, const char *why)
{
    snprintf(out->problem, sizeof out->problem, "%s", what);
    size_t n = strlen(out->problem); /* then as much of why as there is room for */
    snprintf(out->problem + n, sizeof out->problem - n, "%s", why);
    out->ok = false;
    return false;
}

/* The count at `depth` (0: legal moves) against what the test expects; false on a difference. */
static bool agrees(ScriptTestResult *out, int depth, uint64_t expected, uint64_t got)
{
    if (expected == got)
        return true;
    out->ok = false;
    out->depth = depth;
    out->expected = expected;
    out->got = got;
    return false;
}

/* The perft counts of t from pos, stopping at the first that differs, a hook that fails, or *stop. */
static bool count_perft(GameDef *def, const ScriptTest *t, Position *pos, const StopFlag *stop,
                        ScriptTestResult *out)
{
    const Variant *v = &def->variant;
    for (int d = 1; d <= t->nperft; d++) {
        bool over = false;
        uint64_t got = perft_until(v, pos, d, &over, stop);
        if (stop_is_set(stop)) {
            SandboxLimits l;
            sandbox_default_limits(&l);
            char why[512]; /* room for a translation longer than the English */
            snprintf(why, sizeof why, _("perft depth %d: counting stopped after %u ms, the budget of a script's run; "
                     "test a smaller depth"), d, (unsigned)l.deadline_ms);
            return cannot_run(out, why, "");
        }
        if (gamedef_hook_error(def))
            return cannot_run(out, "", gamedef_hook_error(def));
        if (over)
            return cannot_run(out, _("a position exceeded the engine's limits"), "");
        out->counts[out->ncounts++] = got;
        if (!agrees(out, d, t->perft[d - 1], got))
            return false;
    }
    return true;
}

/* Counts from pos under the selected rules as far as the test asks, stopping at the first count
 * that differs or a hook that fails; the perft counts under a watchdog (the sandbox's deadline,
 * and *cancel). */
static bool count(GameDef *def, const ScriptTest *t, Position *pos, const StopFlag *cancel, ScriptTestResult *out)
{
    const Variant *v = &def->variant;
    if (t->moves >= 0) {
        MoveList storage = MOVELIST_INIT, *list = &storage;
        int n = movegen_legal(v, pos, list);
        bool failed = list->hook_failed, overflow = list->overflow;
        movelist_free(list);
        if (failed)
            return cannot_run(out, "", gamedef_hook_error(def) ? gamedef_hook_error(def) : _("hook failed"));
        if (overflow)
            return cannot_run(out, _("more legal moves than the engine holds"), "");
        if (!agrees(out, 0, (uint64_t)t->moves, (uint64_t)n))
            return false;
    }
    if (!t->nperft)
        return true;
    SandboxLimits l;
    sandbox_default_limits(&l);
    StopFlag stop = false;
    Watchdog w;
    if (!watchdog_start_cpu(&w, (int)l.deadline_ms, cancel, &stop))
        return cannot_run(out, _("cannot start the watch over a test's budget"), "");
    bool ok = count_perft(def, t, pos, &stop, out);
    watchdog_end(&w);
    return ok;
}

bool script_test_run(GameDef *def, const ScriptTest *t, const StopFlag *cancel, ScriptTestResult *out)
{
    memset(out, 0, sizeof *out);
    out->ok = true;
    const char *changes[MAX_TEST_RULES];
    for (int i = 0; i < t->nrules; i++)
        changes[i] = t->rules[i];
    Err e;
    if (!gamedef_select(def, t->ruleset[0] ? t->ruleset : NULL, changes, t->nrules, &e))
        return cannot_run(out, "", e.msg);
    gamedef_hooks_reset(def); /* a position starts without the data of pieces, as --position does */
    const Variant *v = &def->variant;
    Position pos;
    if (!t->position[0])
        position_start(v, &pos);
    else if (!position_from_text(v, t->position, &pos, &e))
        return cannot_run(out, _("position: "), e.msg);
    if (!position_is_ok(v, &pos))
        return cannot_run(out, _("the position is not consistent"), "");
    return count(def, t, &pos, cancel, out);
}
