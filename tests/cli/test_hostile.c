/*
 * test_hostile.c — hostile scripts run through the kharbaga program, where the harm would show.
 *
 * tests/data/corpus/hostile/ holds one script per attack on the sandbox (docs/testing.md, "Attacks
 * tried"): escapes through iterators and absent libraries, loops, single library calls that run
 * long in C, memory bombs, and personalities whose tables fail or loop as they are read. Each
 * starts with `-- expect: TEXT` lines. A script named personality_*.lua is run as a personality
 * (`analyze --ai FILE --depth 1`), every other one as a variant (`moves --variant FILE`). Each
 * run must exit 1 with one line on stderr besides the script's own print lines ("lua: ..."),
 * "kharbaga: " and every expected text, within HOSTILE_CPU_SECONDS of processor time (the
 * promise is 2 s, on an idle machine the same in wall-clock time; processor time is measured so
 * that a busy machine does not fail the test; the sanitizer build, several times slower, gets
 * more), and, in a plain build,
 * within the sandbox's 64 MiB cap above what the same command needs for a well-behaved script.
 *
 * Then hooks that loop or crawl inside a search: `analyze --time 1000` must end within the same
 * bound, with the hook's error or with a move.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef HOSTILE_CPU_SECONDS
#define HOSTILE_CPU_SECONDS 2.0
#endif

enum { TIMEOUT_SECONDS = 120, MAX_EXPECT = 4, SANDBOX_CAP_KIB = 64 * 1024, RSS_SLACK_KIB = 8 * 1024 };

#define CORPUS KHARBAGA_SOURCE_DIR "/tests/data/corpus/"

/* The line of err that is the program's own: the lines a script printed start with "lua: ".
 * Returns how many such lines there are; *line points at the last one. */
static int program_lines(const char *err, const char **line)
{
    int n = 0;
    for (const char *p = err; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p))
        if (strncmp(p, "lua: ", 5) != 0) {
            n++;
            *line = p;
        }
    return n;
}

/* Runs the program with args (NULL-terminated); returns the result and the processor time it
 * took, in seconds. */
static RunResult run_timed(const char *const *args, double *seconds)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    RunResult r = run_program(argv, TIMEOUT_SECONDS);
    *seconds = r.cpu_seconds;
    return r;
}

/* The run must have exited 1 within the bound of processor time with one line of its own on stderr,
 * "kharbaga: " and every expected text. */
static void expect_failure(const char *what, RunResult *r, double seconds, const char *const *expected)
{
    char how[96];
    const char *line = "";
    if (!r->exited || r->status != 1 || program_lines(r->err, &line) != 1 || strncmp(line, "kharbaga: ", 10) != 0)
        fail_msg("%s: expected exit status 1 and one line on stderr, got %s after %.1f s; stderr:\n%.2000s", what,
                 run_describe(r, how, sizeof how), seconds, r->err);
    for (int i = 0; expected[i]; i++)
        if (!strstr(line, expected[i]))
            fail_msg("%s: expected \"%s\" in: %s", what, expected[i], line);
    if (seconds > HOSTILE_CPU_SECONDS)
        fail_msg("%s: took %.2f s of processor time, more than %.1f s: %s", what, seconds, HOSTILE_CPU_SECONDS, line);
    print_message("%s: %.2f s, %ld MiB: %.200s", what, seconds, r->max_rss_kib / 1024, line);
}

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* ---- the corpus of hostile scripts ---- */

typedef struct Hostile {
    char path[1024], name[256];
    char expect[MAX_EXPECT][256];
    int nexpect;
} Hostile;

static void read_expectations(Hostile *h)
{
    FILE *f = fopen(h->path, "r");
    if (!f)
        fail_msg("cannot open %s", h->path);
    char line[512];
    while (fgets(line, sizeof line, f) && strncmp(line, "-- expect: ", 11) == 0) {
        line[strcspn(line, "\r\n")] = '\0';
        if (h->nexpect == MAX_EXPECT)
            fail_msg("%s: more than %d expectations", h->path, MAX_EXPECT);
        snprintf(h->expect[h->nexpect++], sizeof h->expect[0], "%.*s", (int)sizeof h->expect[0] - 1, line + 11);
    }
    fclose(f);
    if (h->nexpect == 0)
        fail_msg("%s: the first line must be '-- expect: TEXT'", h->path);
}

static int compare_names(const void *a, const void *b) { return strcmp(((const Hostile *)a)->name, ((const Hostile *)b)->name); }

/* Every script of tests/data/corpus/hostile/, in name order. OUT: *n. */
static Hostile *read_corpus(int *n)
{
    DIR *d = opendir(CORPUS "hostile");
    assert_non_null(d);
    Hostile *list = NULL;
    *n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua") != 0)
            continue;
        list = realloc(list, sizeof *list * (size_t)(*n + 1));
        assert_non_null(list);
        Hostile *h = &list[(*n)++];
        memset(h, 0, sizeof *h);
        snprintf(h->name, sizeof h->name, "%s", e->d_name);
        snprintf(h->path, sizeof h->path, CORPUS "hostile/%s", e->d_name);
        read_expectations(h);
    }
    closedir(d);
    qsort(list, (size_t)*n, sizeof *list, compare_names);
    return list;
}

/* The largest resident set of the command that runs a well-behaved script the way hostile ones
 * are run: what the program needs besides the sandbox. */
static long baseline_rss_kib(bool personality)
{
    double seconds;
    RunResult r = personality ? run_timed(ARGS("analyze", "--ai", "teacher", "--depth", "1"), &seconds)
                              : run_timed(ARGS("moves", "--variant", "kharbaga"), &seconds);
    assert_true(r.exited && r.status == 0);
    long rss = r.max_rss_kib;
    run_free(&r);
    return rss;
}

static void test_hostile_scripts(void **state)
{
    (void)state;
    int n;
    Hostile *list = read_corpus(&n);
    assert_true(n >= 20);
    long baseline[2] = {baseline_rss_kib(false), baseline_rss_kib(true)};
    for (int i = 0; i < n; i++) {
        Hostile *h = &list[i];
        bool personality = strncmp(h->name, "personality_", 12) == 0;
        const char *expected[MAX_EXPECT + 1] = {NULL};
        for (int k = 0; k < h->nexpect; k++)
            expected[k] = h->expect[k];
        double seconds;
        RunResult r = personality ? run_timed(ARGS("analyze", "--ai", h->path, "--depth", "1"), &seconds)
                                  : run_timed(ARGS("moves", "--variant", h->path), &seconds);
        expect_failure(h->name, &r, seconds, expected);
#ifndef KHARBAGA_SANITIZED /* ASan's shadow memory and quarantine are no measure of the cap */
        long cap = baseline[personality] + SANDBOX_CAP_KIB + RSS_SLACK_KIB;
        if (r.max_rss_kib > cap)
            fail_msg("%s: used %ld KiB, more than %ld (the 64 MiB cap above what a normal run needs)", h->name,
                     r.max_rss_kib, cap);
#else
        (void)baseline;
#endif
        run_free(&r);
    }
    free(list);
}

/* ---- hooks inside a search ---- */

/* A moves hook that starts looping on its 200th call, deep inside the search: the sandbox ends
 * the call, the search stops there, and the message names the hook and the line. */
static void test_hook_loop_during_analyze(void **state)
{
    (void)state;
    double seconds;
    RunResult r = run_timed(ARGS("analyze", "--variant", CORPUS "hooks/hook_loop_in_search.lua", "--time", "1000"),
                            &seconds);
    expect_failure("analyze --time 1000 with a looping hook", &r, seconds,
                   ARGS("hook_loop_in_search.lua: hook failed: ", "hook_loop_in_search.lua:13: ", " exceeded"));
    run_free(&r);
    r = run_timed(ARGS("analyze", "--variant", CORPUS "hooks/hook_loop_in_search.lua", "--depth", "8"), &seconds);
    expect_failure("analyze --depth 8 with a looping hook", &r, seconds,
                   ARGS("hook_loop_in_search.lua: hook failed: ", "hook_loop_in_search.lua:13: ", " exceeded"));
    run_free(&r);
}

/* A hook that takes tens of milliseconds per call: the search looks at the clock at every node
 * of a hooked game, so --time 1000 still ends in time, with a move. */
static void test_slow_hook_within_time(void **state)
{
    (void)state;
    double seconds;
    RunResult r = run_timed(ARGS("analyze", "--variant", CORPUS "hooks/hook_slow.lua", "--time", "1000"), &seconds);
    char how[96];
    if (!r.exited || r.status != 0 || strstr(r.out, "best ") == NULL || seconds > HOSTILE_CPU_SECONDS)
        fail_msg("analyze --time 1000 with a slow hook: %s after %.2f s; stdout: %s stderr: %s",
                 run_describe(&r, how, sizeof how), seconds, r.out, r.err);
    run_free(&r);
}

static void test_hook_loop_during_play(void **state)
{
    (void)state;
    double seconds;
    RunResult r = run_timed(ARGS("play", "--variant", CORPUS "hooks/hook_loop_in_search.lua", "--as", "none", "--ai",
                                 "master", "--save", "/dev/null"),
                            &seconds);
    expect_failure("play with a looping hook", &r, seconds,
                   ARGS("cannot move: hook failed: ", "hook_loop_in_search.lua:13: ", " exceeded"));
    run_free(&r);
}

/* Hooks that fail at once, under every command that runs them. */
static void test_failing_hooks_everywhere(void **state)
{
    (void)state;
    static const char *const hooks[][2] = {
        {"hooks/hook_loop.lua", " exceeded"},
        {"hooks/hook_error.lua", "attempt to index a nil value"},
        {"hooks/hook_bad_return.lua", "must return a list of moves"},
        {"hooks/hook_list_far_key.lua", "has no entry 2 but has one at 4294967295"},
        {"hooks/hook_index_wraps.lua", "hook_index_wraps.lua:5: added move 1: needs from and to, points of the board"},
    };
    for (size_t i = 0; i < sizeof hooks / sizeof hooks[0]; i++) {
        char path[1024], what[1100];
        snprintf(path, sizeof path, CORPUS "%s", hooks[i][0]);
        double seconds;
        RunResult r = run_timed(ARGS("analyze", "--variant", path, "--depth", "3"), &seconds);
        snprintf(what, sizeof what, "analyze %s", hooks[i][0]);
        expect_failure(what, &r, seconds, ARGS("hook failed: ", hooks[i][1]));
        run_free(&r);
        r = run_timed(ARGS("perft", "--variant", path, "--depth", "2"), &seconds);
        snprintf(what, sizeof what, "perft %s", hooks[i][0]);
        expect_failure(what, &r, seconds, ARGS("hook failed: ", hooks[i][1]));
        run_free(&r);
    }
}

/* Single library calls that would run for hours: charged against the budget before they run. */
static void test_one_call_bombs(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"check", CORPUS "variants/pattern_backtracking.lua",
         "pattern_backtracking.lua:5: instruction budget of 200000000 exceeded (string.find: "},
        {"check", CORPUS "variants/pattern_measuring.lua", "pattern_measuring.lua:7: "},
        {"moves", CORPUS "variants/table_move_bomb.lua",
         "table_move_bomb.lua:3: instruction budget of 200000000 exceeded (table.move: "},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        double seconds;
        RunResult r = !strcmp(cases[i][0], "check") ? run_timed(ARGS("check", cases[i][1]), &seconds)
                                                    : run_timed(ARGS("moves", "--variant", cases[i][1]), &seconds);
        expect_failure(cases[i][1], &r, seconds, ARGS(cases[i][2]));
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hostile_scripts),
        cmocka_unit_test(test_hook_loop_during_analyze),
        cmocka_unit_test(test_slow_hook_within_time),
        cmocka_unit_test(test_hook_loop_during_play),
        cmocka_unit_test(test_failing_hooks_everywhere),
        cmocka_unit_test(test_one_call_bombs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
