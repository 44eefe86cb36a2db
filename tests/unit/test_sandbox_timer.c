/*
 * test_sandbox_timer.c — the tick of lua/host/sandbox_timer.c: a sandbox with the default
 * (large) limits, or a budget as large, runs short calls without the count hook, gets the hook once a call runs long,
 * and still stops runaway scripts by its budget and its deadline, on every thread that uses a
 * sandbox, including a sandbox made on one thread and used on another.
 */
#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <lua.h>

#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sandbox.h"

enum { THREADS = 3 };

/* The smallest budget that still runs timed (sandbox_int.h, SANDBOX_TIMED_BUDGET_MIN): the
 * default's 200 million would make the runaway scripts below take seconds each. */
#define BUDGET 50000000u
#define BUDGET_MSG "instruction budget of 50000000 exceeded"

/* The processor time of this thread: what the deadline counts (a busy machine may keep a run
 * waiting longer in wall-clock time). */
static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* hooked(): whether the state has a hook installed at this moment. */
static int l_hooked(lua_State *L)
{
    lua_pushboolean(L, lua_gethook(L) != NULL);
    return 1;
}

/* The default limits with BUDGET and the deadline deadline_ms. */
static void timed_limits(SandboxLimits *limits, uint32_t deadline_ms)
{
    sandbox_default_limits(limits);
    limits->instructions = BUDGET;
    limits->deadline_ms = deadline_ms;
}

/* A sandbox with timed_limits and hooked(). */
static Sandbox *timed_sandbox(uint32_t deadline_ms)
{
    SandboxLimits limits;
    timed_limits(&limits, deadline_ms);
    Sandbox *sb = sandbox_new(&limits);
    assert_non_null(sb);
    lua_pushcfunction(sandbox_lua(sb), l_hooked);
    assert_true(sandbox_set_global(sb, "hooked"));
    return sb;
}

/* Runs src expecting success with one result, returned as an integer (booleans as 0 and 1). */
static long long run_value(Sandbox *sb, const char *src)
{
    char err[256] = "";
    lua_State *L = sandbox_lua(sb);
    bool ok = sandbox_run(sb, "t.lua", src, strlen(src), 1, err, sizeof err);
    if (!ok)
        print_error("%s\n-> %s\n", src, err);
    assert_true(ok);
    long long value = lua_isboolean(L, -1) ? lua_toboolean(L, -1) : (long long)lua_tointeger(L, -1);
    lua_pop(L, 1);
    return value;
}

/* Runs src expecting a failure whose message contains `expected`. */
static void run_fails_with(Sandbox *sb, const char *src, const char *expected)
{
    char err[256] = "";
    bool ok = sandbox_run(sb, "t.lua", src, strlen(src), 0, err, sizeof err);
    if (ok || strstr(err, expected) == NULL)
        print_error("%s\n-> %s, expected %s\n", src, ok ? "success" : err, expected);
    assert_false(ok);
    assert_non_null(strstr(err, expected));
    assert_int_equal(lua_gettop(sandbox_lua(sb)), 0);
}

/* A short call runs without any hook; a call that runs long gets one from the tick, and the
 * next short call is without it again, also after the timer has stopped for want of calls. */
static void test_hook_only_in_long_calls(void **state)
{
    (void)state;
    Sandbox *sb = timed_sandbox(0);
    assert_int_equal(run_value(sb, "return hooked()"), 0);
    long long spins = run_value(sb, "local n = 0 while not hooked() do n = n + 1 end return n");
    assert_true(spins > 0);
    assert_int_equal(run_value(sb, "return hooked()"), 0);
    struct timespec idle = {0, 150 * 1000000L}; /* the timer stops after two idle ticks */
    while (nanosleep(&idle, &idle) != 0) /* a tick may interrupt the sleep */
        ;
    assert_true(run_value(sb, "local n = 0 while not hooked() do n = n + 1 end return n") > 0);
    assert_int_equal(run_value(sb, "return hooked()"), 0);
    sandbox_free(sb);
}

/* Runaway scripts end with the budget's message (no deadline) or the deadline's. */
static void test_runaway_stopped(void **state)
{
    (void)state;
    Sandbox *sb = timed_sandbox(0);
    run_fails_with(sb, "while true do end", "t.lua:1: " BUDGET_MSG);
    run_fails_with(sb, "while true do pcall(function() while true do end end) end",
                   BUDGET_MSG);
    run_fails_with(sb, "local function f(n) return f(n + 1) + 1 end\nwhile true do pcall(f, 1) end",
                   BUDGET_MSG);
    run_fails_with(sb, "local t = setmetatable({}, { __index = function(t, k) while true do end end })\n"
                       "return t.x", "t.lua:1: " BUDGET_MSG);
    assert_int_equal(run_value(sb, "return 6 * 7"), 42);
    sandbox_free(sb);

    SandboxLimits limits;
    timed_limits(&limits, 1000);
    limits.instructions = 0; /* the deadline alone */
    sb = sandbox_new(&limits);
    assert_non_null(sb);
    double start = seconds_now();
    run_fails_with(sb, "while true do end", "time limit of 1000 ms exceeded");
    assert_true(seconds_now() - start < 3.0);
    sandbox_free(sb);
}

typedef struct {
    Sandbox *sb; /* NULL: the thread makes its own */
    char err[256];
    bool ok;
} Worker;

static void *worker_run(void *arg)
{
    Worker *w = arg;
    SandboxLimits limits;
    timed_limits(&limits, 0);
    Sandbox *sb = w->sb ? w->sb : sandbox_new(&limits);
    const char *src = "local n = 0 while true do n = n + 1 end";
    w->ok = sb && sandbox_run(sb, "w.lua", src, strlen(src), 0, w->err, sizeof w->err);
    if (!w->sb)
        sandbox_free(sb);
    return NULL;
}

/* Threads running sandboxes at once each stop their own runaway script, and a sandbox made on
 * one thread works on another (the tick follows the thread that runs it). */
static void test_every_thread_stopped(void **state)
{
    (void)state;
    Worker workers[THREADS + 1];
    pthread_t threads[THREADS + 1];
    SandboxLimits limits;
    timed_limits(&limits, 0);
    memset(workers, 0, sizeof workers);
    workers[THREADS].sb = sandbox_new(&limits); /* made here, used there */
    assert_non_null(workers[THREADS].sb);
    for (int i = 0; i <= THREADS; i++)
        assert_int_equal(pthread_create(&threads[i], NULL, worker_run, &workers[i]), 0);
    for (int i = 0; i <= THREADS; i++) {
        assert_int_equal(pthread_join(threads[i], NULL), 0);
        if (workers[i].ok || strcmp(workers[i].err, "w.lua:1: " BUDGET_MSG) != 0)
            print_error("worker %d: %s\n", i, workers[i].ok ? "success" : workers[i].err);
        assert_false(workers[i].ok);
        assert_string_equal(workers[i].err, "w.lua:1: " BUDGET_MSG);
    }
    /* and back on this thread */
    Worker again = {workers[THREADS].sb, "", false};
    worker_run(&again);
    assert_string_equal(again.err, "w.lua:1: " BUDGET_MSG);
    sandbox_free(workers[THREADS].sb);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hook_only_in_long_calls),
        cmocka_unit_test(test_runaway_stopped),
        cmocka_unit_test(test_every_thread_stopped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
