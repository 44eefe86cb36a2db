/*
 * sandbox_timer.h — the tick that installs the count hook in a call that runs long.
 *
 * With a count hook Lua stops before every VM instruction to count it, which costs a fifth of
 * a short call's instructions; most calls (a variant's hooks, thousands a second) end within
 * microseconds. So a sandbox with a large budget runs its calls without the hook, and a timer
 * installs it once a call has run SANDBOX_TICKS_UNCOUNTED ticks of SANDBOX_TICK_MS: from then
 * on the budget and the deadline are enforced exactly as for a sandbox counted from the start.
 *
 * Each thread that runs a sandbox has its own timer (on the thread's processor-time clock, as the
 * deadline: a thread kept waiting by a busy machine sees no tick; made at the thread's first
 * call, deleted when the thread ends), whose signal SANDBOX_TICK_SIGNAL goes to that
 * thread only (SIGEV_THREAD_ID): the handler looks at the sandbox that thread is running, never
 * at another thread's. A sandbox may therefore be used from any thread, one call at a time (as
 * any Lua state); a thread must not block SANDBOX_TICK_SIGNAL after its first call. The timer
 * stops itself after SANDBOX_IDLE_TICKS ticks without a call and is started again by the next
 * one, so an idle program is not woken.
 */
#ifndef KHARBAGA_SANDBOX_TIMER_H
#define KHARBAGA_SANDBOX_TIMER_H

#include "sandbox.h"

#include <lua.h>

#include <stdbool.h>

enum {
    SANDBOX_TICK_MS = 20,        /* the timer's period */
    SANDBOX_TICKS_UNCOUNTED = 2, /* ticks a call sees before its count hook is installed */
    SANDBOX_IDLE_TICKS = 2,      /* ticks without a call after which the timer stops */
};

/* The signal of the ticks: a real-time one, queued and not used by Lua or libc. */
#define SANDBOX_TICK_SIGNAL (SIGRTMIN + 4)

/* Marks sb as the sandbox the calling thread runs, starting the thread's timer if needed; the
 * tick will install `hook` (mask LUA_MASKCOUNT, count `count`) in sb's state once the call has
 * seen SANDBOX_TICKS_UNCOUNTED ticks, unless a hook is installed already. False, with nothing
 * changed, when the thread cannot have a timer (the caller counts from the start instead). */
bool sandbox_timer_enter(Sandbox *sb, lua_Hook hook, int count);

/* Ends what sandbox_timer_enter began: the thread runs the sandbox it ran before, if any. */
void sandbox_timer_leave(Sandbox *sb);

#endif
