/*
 * sandbox.h — one Lua state in which untrusted scripts (variants, personalities) run.
 *
 * A Sandbox owns a lua_State whose allocator counts bytes against a memory cap and whose count
 * hook charges VM instructions against a budget and looks at the clock; budget and deadline are
 * reset by each outermost sandbox_run or sandbox_call. Scripts see only an allow-list of globals:
 *
 *   assert error ipairs next pairs pcall select tonumber tostring type xpcall rawequal rawlen
 *   rawget rawset setmetatable getmetatable print collectgarbage load _G
 *   string (no dump) table math utf8
 *
 * with these differences from stock Lua:
 *   - print writes one line to stderr, prefixed "lua: ", at most 64 KiB in one run;
 *   - load takes text chunks only (mode is always "t", a binary chunk is refused) and runs them
 *     in the calling script's environment, or in the table given as 4th argument; string chunks
 *     only (no reader functions);
 *   - collectgarbage accepts only "count";
 *   - xpcall calls its message handler after the error has unwound the stack (scripts have no
 *     debug library to inspect it anyway), so that the handler runs under the budget;
 *   - setmetatable refuses metatables with a __gc field (no script code runs from the collector);
 *   - getmetatable("") is false: the string metatable is the state's, shared by every string;
 *   - the library functions whose one C call can run long are charged their worst case against
 *     the budget before they run (see "Limits of the budget").
 *
 * Every script gets its own _ENV: a fresh deep copy of the shared safe-globals table, libraries
 * included, with _G and its own `load`. A script may change anything in it (string.find = nil)
 * and no other script sees the change. There are no proxy objects: every C function a script
 * can reach is either stock Lua or checks its arguments with the luaL_check* family before
 * anything else.
 *
 * The prelude (sandbox_run_prelude) is trusted host code: its _ENV is the shared globals table
 * itself. It must not hand scripts tables it means to share (functions that return fresh tables
 * are fine), nor call `load`, which exists only in script environments.
 *
 * Timed sandboxes: with a budget of at least 50 million instructions (the default is 200
 * million) and a deadline of at least 100 ms (or none), a call runs without the count hook until
 * it has run two ticks of 20 ms; then its thread's timer installs it (lua/host/sandbox_timer.h),
 * so short calls run at full speed and a long one is counted from then on. A sandbox may be used
 * from any thread, one call at a time.
 *
 * Limits of the budget: the count hook fires only while Lua code runs, every 128 instructions,
 * so a single C library call is not interrupted. Each library function whose one call can run
 * long is charged its worst case before it runs (lua/host/sandbox_cost.h, through the charges of
 * lua/host/sandbox_budget.h; the list, function by function, is in docs/testing.md) and raises
 * the budget error when it does not fit; every other one touches at most its arguments, which
 * the memory cap bounds. Allocation is charged too, one instruction per 16 bytes, so that C work
 * on big strings and tables (a memory bomb caught by pcall, repeated) spends the budget; the
 * error is raised at the next instruction. The deadline is looked at by the hook, and by the
 * charges every 4096 steps: a run ends at most one C call (milliseconds) after it.
 *
 * The implementation is in parts, each depending only on the ones below it; lua/host/sandbox_int.h
 * lists them.
 *
 * Host code must touch the state only through these functions or inside a C function run with
 * sandbox_call: an error (including "not enough memory") raised outside a protected call aborts
 * the program after printing the message.
 */
#ifndef KHARBAGA_SANDBOX_H
#define KHARBAGA_SANDBOX_H

#include <lua.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct SandboxLimits {
    size_t memory;         /* bytes the whole Lua state may allocate; default 64 MiB; 0: none */
    uint64_t instructions; /* VM instructions per sandbox_run/sandbox_call; default 200 million;
                              0: none */
    uint32_t deadline_ms;  /* wall-clock milliseconds per outermost sandbox_run/sandbox_call;
                              default 1000 (3000 in a sanitizer build); 0: none */
} SandboxLimits;

typedef struct Sandbox Sandbox;

/* OUT: *l holds the default limits. */
void sandbox_default_limits(SandboxLimits *l);

/* A new sandbox with the safe globals installed; limits NULL means the defaults.
 * NULL if out of memory (or if the memory limit is too small to build the state). */
Sandbox *sandbox_new(const SandboxLimits *limits);

/* Closes the state and frees the sandbox; NULL is a no-op. */
void sandbox_free(Sandbox *sb);

/* The sandbox's state, for pushing and reading values; see the note above on protection. */
lua_State *sandbox_lua(Sandbox *sb);

/* Bytes currently allocated by the state. */
size_t sandbox_memory_used(const Sandbox *sb);

/* Runs trusted host Lua code (the prelude) whose globals land in the shared safe-globals table.
 * Text only, under the same budget and memory cap; leaves nothing on the stack.
 * OUT: on failure, false and one line in err. */
bool sandbox_run_prelude(Sandbox *sb, const char *chunkname, const char *text, size_t len,
                         char *err, size_t errlen);

/* Loads a text chunk (bytecode refused) with a fresh per-script _ENV, a copy of the shared
 * globals, runs it under a fresh instruction budget and leaves nresults results
 * (LUA_MULTRET allowed) on the stack. A chunkname without a leading '@' or '=' is used as is in
 * messages ("name:line: ..."). OUT: on failure, false, the stack as it was, and one line in err:
 * "chunkname:line: message" for syntax and runtime errors,
 * "chunkname:line: instruction budget of N exceeded",
 * "chunkname:line: time limit of N ms exceeded", or
 * "chunkname: memory limit of N MiB exceeded" (the allocator cannot tell the line). */
bool sandbox_run(Sandbox *sb, const char *chunkname, const char *text, size_t len, int nresults,
                 char *err, size_t errlen);

/* Reads a file (at most 1 MiB; a leading UTF-8 byte-order mark is skipped) and runs it as
 * sandbox_run does with chunkname "@path", so messages read "path:line: ...".
 * OUT: on failure, false and one line in err; an unreadable file gives
 * "cannot read PATH: <strerror>", a larger one "cannot read PATH: larger than 1 MiB". */
bool sandbox_run_file(Sandbox *sb, const char *path, int nresults, char *err, size_t errlen);

/* Calls the function below its nargs arguments on the stack, with a message handler and, when
 * not nested inside another sandbox_run/sandbox_call, a fresh instruction budget (nested calls
 * share the outer budget, so a host callback cannot be used to renew it).
 * OUT: on success the function and arguments are replaced by nresults results; on failure they
 * are popped and err holds one line, formatted as for sandbox_run (for a C function, the memory
 * message is "memory limit of N MiB exceeded", for the caller to say where). */
bool sandbox_call(Sandbox *sb, int nargs, int nresults, char *err, size_t errlen);

/* sandbox_call with the memory message's place given (`where`, "" for host code) instead of
 * looked up from the function: the cheap form for calls made many times (hooks). */
bool sandbox_call_at(Sandbox *sb, int nargs, int nresults, const char *where, char *err, size_t errlen);

/* From now on print is charged and capped as ever but writes nothing: for a script a client
 * sent to the server (loader_load_text), whose standard error is the operator's log, where one
 * client's text has no place. */
void sandbox_discard_print(Sandbox *sb);

/* Sets global `name` in the shared safe-globals table to the value on top of the stack and pops
 * it. Each script sees its own copy of a table value. False only when out of memory. */
bool sandbox_set_global(Sandbox *sb, const char *name);

#endif
