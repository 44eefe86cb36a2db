/*
 * check_tests.c — `kharbaga check` runs the script's own tests (lua/host/script_tests.h).
 */
#include "check.h"
#include "i18n.h"

#include <string.h>

/* "8 56 300": the counts made. */
static void counts_text(const ScriptTestResult *res, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int d = 0; d < res->ncounts; d++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%llu", d ? " " : "", (unsigned long long)res->counts[d]);
    }
}

static bool check_one(GameDef *def, int i, const StopFlag *cancel)
{
    const ScriptTest *t = &def->tests.test[i];
    ScriptTestResult res;
    char what[1024];
    script_test_describe(def, t, what, sizeof what);
    bool ok = script_test_run(def, t, cancel, &res);
    if (!ok) {
        char failure[2048], field[32];
        script_test_failure(def, i, &res, failure, sizeof failure);
        snprintf(field, sizeof field, "tests[%d]", i + 1);
        fflush(cli_out());
        return cli_problem(t->file, t->line, field, NULL, "%s", failure) == 0;
    }
    char counts[MAX_TEST_DEPTH * 24];
    counts_text(&res, counts, sizeof counts);
    if (t->moves >= 0 && t->nperft)
        fprintf(cli_out(), P_("  test %d, %s: %lld legal move; perft %s, as expected\n",
                              "  test %d, %s: %lld legal moves; perft %s, as expected\n", (unsigned long)t->moves),
                i + 1, what, t->moves, counts);
    else if (t->moves >= 0)
        fprintf(cli_out(), P_("  test %d, %s: %lld legal move, as expected\n", "  test %d, %s: %lld legal moves, as expected\n",
                              (unsigned long)t->moves),
                i + 1, what, t->moves);
    else
        fprintf(cli_out(), _("  test %d, %s: perft %s, as expected\n"), i + 1, what, counts);
    return true;
}

bool check_script_tests(GameDef *def, const StopFlag *cancel)
{
    if (def->tests.note[0])
        fprintf(cli_out(), _("  note: %s\n"), def->tests.note);
    bool ok = true;
    for (int i = 0; i < def->tests.n; i++)
        ok &= check_one(def, i, cancel);
    return ok;
}
