/*
 * sandbox_int.h — what the parts of the sandbox share: the Sandbox itself and its limits. Not for
 * use outside lua/host/sandbox*.c.
 *
 *   sandbox.c         the state: made, run, called, its errors turned into one line
 *   sandbox_budget.c  the allocator, the count hook, the budget and the deadline
 *   sandbox_timer.c   the per-thread tick that installs the count hook in a long call
 *   sandbox_env.c     the shared safe globals, and the fresh copy of them each script runs in
 *   sandbox_lib.c     the script-facing replacements: print, setmetatable, pcall, xpcall,
 *                     collectgarbage, load
 *   sandbox_cost.c    the charged library functions (through sandbox_budget.h only), with
 *                     sandbox_pattern.c the worst case of a pattern
 *
 * Calls go one way: sandbox.c uses sandbox_env.c and sandbox_budget.c; sandbox_env.c installs
 * the functions of sandbox_lib.c and sandbox_cost.c; those two charge through sandbox_budget.c,
 * which calls only sandbox_timer.c.
 */
#ifndef KHARBAGA_SANDBOX_INT_H
#define KHARBAGA_SANDBOX_INT_H

#include "sandbox.h"

#include <lua.h>

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    SANDBOX_HOOK_STEP = 128,          /* instructions between two calls of the count hook */
    SANDBOX_CLOCK_STEP = 4096,        /* charged steps between two looks at the clock */
    SANDBOX_FILE_MAX = 1024 * 1024,   /* largest script file accepted */
    SANDBOX_NAME_MAX = 256,           /* a chunk name after the '=' we may add */
    SANDBOX_MSG_MAX = 320,            /* the recorded stop message */
    SANDBOX_BYTES_PER_STEP = 16,      /* bytes allocated that cost one instruction of the budget */
    SANDBOX_PRINT_MAX = 64 * 1024,    /* bytes print may write in one outermost run */
    SANDBOX_PRINT_STEPS = 1000,       /* what one print costs besides its bytes: a write(2) */
    SANDBOX_PCALL_STEPS = 50,         /* what one pcall or xpcall costs: a setjmp, and a longjmp */
    SANDBOX_LOAD_BYTES_PER_STEP = 4,  /* chunk bytes that load parses for one step */
    /* The smallest budget (instructions) and deadline (ms) under which calls start without the
     * count hook (sandbox_timer.h): a smaller one is meant to be exact, and is counted from the
     * first instruction. */
    SANDBOX_TIMED_BUDGET_MIN = 50000000,
    SANDBOX_TIMED_DEADLINE_MIN = 100,
};

#define SANDBOX_MIB ((size_t)1024 * 1024)

struct Sandbox {
    lua_State *L;
    size_t mem_limit;     /* SIZE_MAX when unlimited */
    size_t mem_used;      /* bytes handed to the state, as Lua sees its blocks */
    bool mem_refused;     /* the allocator refused growth during the current run */
    uint64_t budget;      /* 0 when unlimited */
    uint64_t spent;       /* instructions charged in the current run */
    uint64_t clock_due;   /* spent at which the next charge looks at the clock */
    uint32_t deadline_ms; /* wall-clock length of an outermost run; 0 when unlimited */
    double deadline;      /* CLOCK_MONOTONIC milliseconds at which the current run stops; 0: none */
    int hook_step;        /* the hook's instruction count while the run lasts */
    bool stopped;         /* the budget ran out or the deadline passed during the current run */
    int depth;            /* nesting of sandbox_run/sandbox_call; the budget resets at 0 */
    bool timed;           /* large limits: calls start without the count hook (sandbox_timer.h) */
    bool ticking;         /* the current run is timed: its thread's timer installs the hook */
    volatile sig_atomic_t ticks; /* ticks the current run has seen (sandbox_timer.c) */
    lua_Hook tick_hook;   /* what the tick installs, with the count tick_count */
    int tick_count;
    Sandbox *tick_prev;   /* the sandbox the thread ran when this run began */
    size_t printed;       /* bytes print wrote in the current run */
    bool print_discarded; /* print is charged and capped but writes nothing (sandbox_discard_print) */
    char stop_msg[SANDBOX_MSG_MAX];
};

/* The Sandbox owning L: the allocator's userdata. */
static inline Sandbox *sandbox_of(lua_State *L)
{
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return ud;
}

/* sandbox_budget.c: see sandbox_budget.h */

/* sandbox_env.c */

/* Builds everything inside the state (run protected by sandbox_new). */
int sandbox_setup(lua_State *L);
/* Gives the loaded chunk (its argument) a fresh environment and calls it (run protected). */
int sandbox_run_body(lua_State *L);

/* sandbox_lib.c: the script-facing replacements */

int l_sandbox_print(lua_State *L);
int l_sandbox_setmetatable(lua_State *L);
int l_sandbox_pcall(lua_State *L);
int l_sandbox_xpcall(lua_State *L);
int l_sandbox_collectgarbage(lua_State *L);
/* load, with upvalue 1 the script's environment. */
int l_sandbox_load(lua_State *L);

#endif
