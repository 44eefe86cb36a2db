/*
 * sandbox_budget.c — the allocator, the budget and the deadline of a sandbox: the memory cap,
 * the count hook, the charges of library functions and allocation, and the stop message once
 * the budget is spent or the deadline passed. See sandbox_budget.h.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "sandbox_budget.h"

#include "sandbox_int.h"
#include "sandbox_timer.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* ---- the allocator, the budget and the deadline ---- */

static void sandbox_hook(lua_State *L, lua_Debug *ar);

/* The processor time of the calling thread in milliseconds: a script's deadline counts the time
 * it computes, not the time a busy machine keeps it waiting (a script loaded on a machine at load
 * 20 must not fail where it passes on an idle one; the server bounds requests in wall-clock time
 * on its own, lua/host/watchdog.c). Where the thread's clock is missing, the monotonic one. */
static double sandbox_now_ms(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
        clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Whether the current run's deadline has passed; the clock is read only once every
 * SANDBOX_CLOCK_STEP charged steps, so that cheap charges stay cheap. */
static bool sandbox_deadline_due(Sandbox *sb)
{
    if (sb->deadline == 0 || sb->spent < sb->clock_due)
        return false;
    sb->clock_due = sb->spent + SANDBOX_CLOCK_STEP;
    return sandbox_now_ms() >= sb->deadline;
}

/* Allocating costs budget too: building and copying big strings or tables is C work that no
 * instruction counts (a memory bomb caught by pcall, again and again, copies gigabytes in a few
 * instructions). When the budget runs out or the deadline passes here, the hook is armed to
 * fire at the very next instruction, which raises the error there, with its line; lua_sethook
 * is safe to call at any time. */
static void sandbox_charge_bytes(Sandbox *sb, size_t bytes)
{
    if (sb->depth == 0 || sb->stopped)
        return;
    sb->spent += bytes / SANDBOX_BYTES_PER_STEP;
    if ((sb->budget > 0 && sb->spent >= sb->budget) || sandbox_deadline_due(sb))
        lua_sethook(sb->L, sandbox_hook, LUA_MASKCOUNT, 1);
}

/* lua_Alloc counting bytes against sb->mem_limit. Growth past the limit returns NULL, which
 * Lua turns into a full collection and, if that is not enough, a LUA_ERRMEM error. For a new
 * block (ptr NULL) osize is a type tag, not a size. Shrinking never fails, as Lua requires. */
void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    Sandbox *sb = ud;
    size_t old = ptr != NULL ? osize : 0;

    if (nsize == 0) {
        free(ptr);
        sb->mem_used -= old;
        return NULL;
    }
    if (nsize > old && nsize - old > sb->mem_limit - sb->mem_used) {
        sb->mem_refused = true;
        return NULL;
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) {
        if (nsize > old)
            return NULL;
        p = ptr; /* a failed shrink keeps the old, larger block */
    }
    sb->mem_used = sb->mem_used - old + nsize;
    if (nsize > old)
        sandbox_charge_bytes(sb, nsize - old);
    return p;
}

/* What stopped the run: "instruction budget of N exceeded" or "time limit of N ms exceeded". */
static void sandbox_stop_reason(const Sandbox *sb, bool budget, char *buf, size_t len)
{
    if (budget)
        snprintf(buf, len, "instruction budget of %" PRIu64 " exceeded", sb->budget);
    else
        snprintf(buf, len, "time limit of %" PRIu32 " ms exceeded", sb->deadline_ms);
}

/* Marks the run stopped and records "source:line: reason[ (detail)]", at ar when it names a
 * line, else at the innermost Lua function with a line, and arms the hook to fire before every
 * instruction from now on. */
static void sandbox_stop(lua_State *L, Sandbox *sb, lua_Debug *ar, bool budget, const char *detail)
{
    char reason[96], where[LUA_IDSIZE + 24] = "";
    lua_Debug frame;
    sandbox_stop_reason(sb, budget, reason, sizeof reason);
    if (ar != NULL && lua_getinfo(L, "Sl", ar) && ar->currentline > 0)
        snprintf(where, sizeof where, "%s:%d: ", ar->short_src, ar->currentline);
    for (int level = 0; where[0] == '\0' && lua_getstack(L, level, &frame); level++)
        if (lua_getinfo(L, "Sl", &frame) && frame.currentline > 0)
            snprintf(where, sizeof where, "%s:%d: ", frame.short_src, frame.currentline);
    if (where[0] == '\0' && ar != NULL && lua_getinfo(L, "S", ar))
        snprintf(where, sizeof where, "%s: ", ar->short_src);
    snprintf(sb->stop_msg, sizeof sb->stop_msg, "%s%s%s%s%s", where, reason, detail ? " (" : "",
             detail ? detail : "", detail ? ")" : "");
    sb->stopped = true;
    lua_sethook(L, sandbox_hook, LUA_MASKCOUNT, 1);
}

/* Raises the recorded stop message. */
static int sandbox_raise_stop(lua_State *L, Sandbox *sb)
{
    lua_pushstring(L, sb->stop_msg);
    return lua_error(L);
}

/* The count hook. Charges the instructions run since the last call and looks at the clock;
 * once the budget is spent or the deadline passed, stops the run at the current position and
 * raises the message now and on every later call until sandbox_budget_begin resets it. */
static void sandbox_hook(lua_State *L, lua_Debug *ar)
{
    Sandbox *sb = sandbox_of(L);

    if (!sb->stopped) {
        sb->spent += (uint64_t)sb->hook_step;
        bool budget = sb->budget > 0 && sb->spent >= sb->budget;
        if (!budget && (sb->deadline == 0 || sandbox_now_ms() < sb->deadline))
            return;
        sandbox_stop(L, sb, ar, budget, NULL);
    }
    sandbox_raise_stop(L, sb);
}

/* Charges steps; when they do not fit, or the deadline has passed, stops the run with the detail
 * "fn: why", why being "%.3g what" of count when `what` is given (formatted only then). */
static void sandbox_charge_detail(lua_State *L, double steps, const char *fn, const char *why, double count,
                                  const char *what)
{
    Sandbox *sb = sandbox_of(L);
    if (sb->depth == 0) /* host code setting the state up */
        return;
    if (!sb->stopped) {
        if (!(steps > 0)) /* nothing to charge (a __len may make counts negative), or NaN */
            steps = 0;
        bool budget = sb->budget > 0 && (sb->spent >= sb->budget || steps >= (double)(sb->budget - sb->spent));
        if (!budget) {
            sb->spent += steps < 1e18 ? (uint64_t)steps : (uint64_t)1e18;
            if (!sandbox_deadline_due(sb))
                return;
        }
        char detail[192];
        if (what != NULL)
            snprintf(detail, sizeof detail, "%s: %.3g %s", fn, count, what);
        else
            snprintf(detail, sizeof detail, "%s: %s", fn, why ? why : "stopped");
        sandbox_stop(L, sb, NULL, budget, detail);
    }
    sandbox_raise_stop(L, sb);
}

void sandbox_charge(lua_State *L, double steps, const char *fn, const char *why)
{
    sandbox_charge_detail(L, steps, fn, why, 0, NULL);
}

void sandbox_charge_count(lua_State *L, double steps, double count, const char *fn, const char *what)
{
    sandbox_charge_detail(L, steps, fn, NULL, count, what);
}

double sandbox_budget_left(lua_State *L)
{
    const Sandbox *sb = sandbox_of(L);
    if (sb->budget == 0)
        return HUGE_VAL;
    return sb->stopped || sb->spent >= sb->budget ? 0.0 : (double)(sb->budget - sb->spent);
}

/* Enters a run: the outermost one resets the budget, the deadline, the memory flag, the output
 * count and the hook. */
void sandbox_budget_begin(Sandbox *sb)
{
    if (sb->depth++ > 0)
        return;
    sb->spent = 0;
    sb->clock_due = SANDBOX_CLOCK_STEP;
    sb->stopped = false;
    sb->mem_refused = false;
    sb->printed = 0;
    sb->stop_msg[0] = '\0';
    sb->deadline = sb->deadline_ms > 0 ? sandbox_now_ms() + sb->deadline_ms : 0;
    if (sb->budget == 0 && sb->deadline_ms == 0)
        return;
    /* A timed run starts without a hook (a stopped run left one at every instruction) and gets
     * it from its thread's tick once it has run long (sandbox_timer.h). */
    lua_sethook(sb->L, NULL, 0, 0);
    sb->ticking = sb->timed && sandbox_timer_enter(sb, sandbox_hook, sb->hook_step);
    if (!sb->ticking)
        lua_sethook(sb->L, sandbox_hook, LUA_MASKCOUNT, sb->hook_step);
}

void sandbox_budget_end(Sandbox *sb)
{
    if (--sb->depth > 0 || !sb->ticking)
        return;
    sandbox_timer_leave(sb); /* first, so that no tick installs the hook again */
    sb->ticking = false;
    lua_sethook(sb->L, NULL, 0, 0);
}
