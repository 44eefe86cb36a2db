/*
 * sandbox_budget.h — a sandbox's instruction budget, wall-clock deadline and memory cap: the
 * allocator and count hook that enforce them, and the charges that library functions written in
 * C (sandbox_lib.c, sandbox_cost.c) make for work no instruction counts.
 *
 * The budget, the deadline and the memory flag are reset when an outermost run begins
 * (sandbox_budget_begin); once the budget is spent or the deadline passed, the run is stopped:
 * the message is recorded and raised at every later instruction and charge until the next
 * outermost run.
 */
#ifndef KHARBAGA_SANDBOX_BUDGET_H
#define KHARBAGA_SANDBOX_BUDGET_H

#include "sandbox.h"

#include <lua.h>

#include <stddef.h>

/* Charges `steps` instructions to the running budget of the sandbox owning L, on behalf of the
 * library function `fn`. Raises the budget error ("source:line: instruction budget of N exceeded
 * (fn: why)") when they do not fit. */
void sandbox_charge(lua_State *L, double steps, const char *fn, const char *why);

/* As sandbox_charge, with the detail "fn: COUNT what" (count written with %.3g), formatted only
 * when the charge stops the run. */
void sandbox_charge_count(lua_State *L, double steps, double count, const char *fn, const char *what);

/* The steps still left in the running budget of the sandbox owning L (HUGE_VAL when it has no
 * budget). */
double sandbox_budget_left(lua_State *L);

/* The state's lua_Alloc, its userdata the Sandbox: counts bytes against the memory cap and
 * charges growth to the budget. */
void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize);

/* Enters a run (the outermost one resets the budget, the deadline, the memory flag, the output
 * count and the hook) and leaves it. */
void sandbox_budget_begin(Sandbox *sb);
void sandbox_budget_end(Sandbox *sb);

#endif
