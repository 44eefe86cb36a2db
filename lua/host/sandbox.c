/*
 * sandbox.c — the Lua state in which untrusted scripts run: allow-listed globals, a fresh copy
 * of them for every script, text-only loading, an instruction budget, a wall-clock deadline and
 * a memory cap. See sandbox.h for the contract. This file makes the state and runs code in it;
 * sandbox_int.h lists the other parts.
 *
 * How the pieces fit:
 *   - The allocator (sandbox_alloc, sandbox_budget.c) gets the Sandbox as its userdata; it is
 *     also how hooks and C functions find the Sandbox again (lua_getallocf), so nothing is global.
 *   - The state's global table (LUA_RIDX_GLOBALS) is the shared safe-globals table G. It holds
 *     the allow-listed base functions and the libraries; the prelude and the host write into
 *     it. No script ever holds G or a table in it: each script run gets an _ENV that is a deep
 *     copy of G (sandbox_copy_table, sandbox_env.c), so that nothing a script changes reaches
 *     another. There are no proxy objects.
 *   - The library functions whose one C call can run long are replaced, in the real library
 *     tables, by versions that charge their worst case first (sandbox_cost.c).
 *   - The count hook (sandbox_budget.c) charges SANDBOX_HOOK_STEP instructions per call and reads
 *     the clock. Once the budget is spent or the deadline passed, it records the message, then
 *     re-arms itself to fire on every instruction and raises the message each time, so no script
 *     pcall can keep running. Reporting looks at the flag, not at whatever error object reached
 *     the top.
 */
#include "sandbox.h"

#include "sandbox_budget.h"
#include "sandbox_int.h"
#include "types.h"

#include <lauxlib.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- small helpers ---- */

/* Formats into err (if it has room) and returns false. */
static bool sandbox_fail(char *err, size_t errlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static bool sandbox_fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err != NULL && errlen > 0) {
        va_list ap;
        va_start(ap, fmt);
        err_vformat(err, errlen, fmt, ap);
        va_end(ap);
    }
    return false;
}

/* The name used in messages for a chunkname: without its '@' or '=' marker. */
static const char *sandbox_display_name(const char *chunkname)
{
    return (chunkname[0] == '@' || chunkname[0] == '=') ? chunkname + 1 : chunkname;
}

/* OUT: buf holds the chunkname Lua should see: as given when it starts with '@' or '=',
 * else "=name" so that messages read "name:line:" rather than [string "name"]:line:. */
static const char *sandbox_chunkname(char *buf, size_t size, const char *chunkname)
{
    if (chunkname[0] == '@' || chunkname[0] == '=')
        return chunkname;
    snprintf(buf, size, "=%s", chunkname);
    return buf;
}

/* "N MiB", with one decimal when the limit is not a whole number of MiB. */
static void sandbox_format_mib(char *buf, size_t size, size_t bytes)
{
    if (bytes % SANDBOX_MIB == 0)
        snprintf(buf, size, "%zu MiB", bytes / SANDBOX_MIB);
    else
        snprintf(buf, size, "%.1f MiB", (double)bytes / (double)SANDBOX_MIB);
}

/* OUT: err holds "where: memory limit of N MiB exceeded"; returns false. */
static bool sandbox_fail_memory(const Sandbox *sb, const char *where, char *err, size_t errlen)
{
    char mib[32];
    sandbox_format_mib(mib, sizeof mib, sb->mem_limit);
    if (where[0] == '\0') /* host C code: the caller names the input */
        return sandbox_fail(err, errlen, "memory limit of %s exceeded", mib);
    return sandbox_fail(err, errlen, "%s: memory limit of %s exceeded", where, mib);
}

/* OUT: err holds the first line of msg with any text (error("\nx", 0) starts with a line break),
 * or, when it has none (error("", 0)), says so after `where` (when not empty); returns false. */
static bool sandbox_fail_line(const char *msg, const char *where, char *err, size_t errlen)
{
    if (msg == NULL)
        return sandbox_fail(err, errlen, "(error object is not a string)");
    msg += strspn(msg, "\r\n");
    int n = (int)strcspn(msg, "\r\n");
    if (n > 0)
        return sandbox_fail(err, errlen, "%.*s", n, msg);
    if (where[0] == '\0')
        return sandbox_fail(err, errlen, "(an error with an empty message)");
    return sandbox_fail(err, errlen, "%s: (an error with an empty message)", where);
}

/* Message handler of every protected call: turns the error object into a string without
 * leaving the protected call (a __tostring metamethod may itself fail or loop). */
static int sandbox_msgh(lua_State *L)
{
    if (lua_type(L, 1) == LUA_TSTRING || lua_type(L, 1) == LUA_TNUMBER)
        return 1;
    if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
        return 1; /* the metamethod's string is on top */
    lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    return 1;
}

/* Calls the function below nargs arguments on the stack in protected mode, with the message
 * handler, inside the budget; `where` names the code for a memory message. The common tail of
 * sandbox_run, sandbox_run_prelude and sandbox_call.
 * OUT: on success nresults results replace function and arguments; on failure the stack is as
 * it was below the function and err holds one line. */
static bool sandbox_pcall(Sandbox *sb, int nargs, int nresults, const char *where, char *err,
                          size_t errlen)
{
    lua_State *L = sb->L;
    int base = lua_gettop(L) - nargs; /* the function's index; the handler goes there */

    if (!lua_checkstack(L, 2)) {
        lua_settop(L, base - 1);
        return sandbox_fail_memory(sb, where, err, errlen);
    }
    lua_pushcfunction(L, sandbox_msgh);
    lua_insert(L, base); /* handler function args... */
    sandbox_budget_begin(sb);
    int status = lua_pcall(L, nargs, nresults, base);
    sandbox_budget_end(sb);

    if (status == LUA_OK && !sb->stopped) {
        lua_remove(L, base); /* drop the handler below the results */
        return true;
    }
    /* A script may catch the budget error and still return normally (`return pcall(f)` is a
     * tail call that runs no further instruction), so the flag decides, not the status. */
    if (sb->stopped)
        sandbox_fail(err, errlen, "%s", sb->stop_msg);
    else if (status == LUA_ERRMEM || (status == LUA_ERRERR && sb->mem_refused))
        sandbox_fail_memory(sb, where, err, errlen);
    else
        sandbox_fail_line(lua_tostring(L, -1), where, err, errlen);
    lua_settop(L, base - 1); /* drop handler and error object (or results) */
    return false;
}

/* ---- the state ---- */

/* Prints the message of an error raised outside any protected call; Lua aborts afterwards. */
static int sandbox_panic(lua_State *L)
{
    const char *msg = lua_tostring(L, -1);
    char clean[1024];
    fprintf(stderr, "kharbaga: unprotected Lua error: %s\n", msg ? err_text(msg, 300, clean, sizeof clean) : "(not a string)");
    return 0;
}

/* A sanitizer build runs memory work several times slower (shadow memory, the quarantine), so
 * that a memory bomb would meet the deadline before the cap: it is built with a longer one
 * (lua/host/CMakeLists.txt). */
#ifndef KHARBAGA_SANDBOX_DEADLINE_MS
#define KHARBAGA_SANDBOX_DEADLINE_MS 1000
#endif

void sandbox_default_limits(SandboxLimits *l)
{
    l->memory = 64 * SANDBOX_MIB;
    l->instructions = 200000000;
    l->deadline_ms = KHARBAGA_SANDBOX_DEADLINE_MS;
}

Sandbox *sandbox_new(const SandboxLimits *limits)
{
    SandboxLimits def;
    if (limits == NULL) {
        sandbox_default_limits(&def);
        limits = &def;
    }
    Sandbox *sb = calloc(1, sizeof *sb);
    if (sb == NULL)
        return NULL;
    sb->mem_limit = limits->memory > 0 ? limits->memory : SIZE_MAX;
    sb->budget = limits->instructions;
    sb->deadline_ms = limits->deadline_ms;
    sb->hook_step = sb->budget > 0 && sb->budget < SANDBOX_HOOK_STEP ? (int)sb->budget
                                                                     : SANDBOX_HOOK_STEP;
    sb->timed = (sb->budget == 0 || sb->budget >= SANDBOX_TIMED_BUDGET_MIN) &&
                (sb->deadline_ms == 0 || sb->deadline_ms >= SANDBOX_TIMED_DEADLINE_MIN);

    sb->L = lua_newstate(sandbox_alloc, sb);
    if (sb->L == NULL) {
        free(sb);
        return NULL;
    }
    lua_atpanic(sb->L, sandbox_panic);
    lua_pushcfunction(sb->L, sandbox_setup);
    if (lua_pcall(sb->L, 0, 0, 0) != LUA_OK) {
        sandbox_free(sb);
        return NULL;
    }
    return sb;
}

void sandbox_free(Sandbox *sb)
{
    if (sb == NULL)
        return;
    lua_close(sb->L);
    free(sb);
}

lua_State *sandbox_lua(Sandbox *sb)
{
    return sb->L;
}

size_t sandbox_memory_used(const Sandbox *sb)
{
    return sb->mem_used;
}

void sandbox_discard_print(Sandbox *sb) { sb->print_discarded = true; }

/* ---- running code ---- */

/* Loads text as a text chunk and pushes it; on failure pushes nothing and fills err. The parser
 * reports some errors ("C stack overflow" on deep nesting) without a position: those get the
 * chunk's name in front. */
static bool sandbox_load_text(Sandbox *sb, const char *chunkname, const char *text, size_t len,
                              char *err, size_t errlen)
{
    lua_State *L = sb->L;
    char buf[SANDBOX_NAME_MAX];
    const char *name = sandbox_chunkname(buf, sizeof buf, chunkname);

    if (!lua_checkstack(L, 3))
        return sandbox_fail_memory(sb, sandbox_display_name(chunkname), err, errlen);
    int status = luaL_loadbufferx(L, text, len, name, "t");
    if (status == LUA_OK)
        return true;
    const char *display = sandbox_display_name(chunkname);
    const char *msg = lua_tostring(L, -1);
    if (status == LUA_ERRMEM)
        sandbox_fail_memory(sb, display, err, errlen);
    else if (msg != NULL && strncmp(msg, display, strlen(display)) != 0 &&
             strncmp(msg, "...", 3) != 0)
        sandbox_fail(err, errlen, "%s: %.*s", display, (int)strcspn(msg, "\r\n"), msg);
    else /* "name:line: message", or "...tail:line:" when Lua shortened a long name */
        sandbox_fail_line(msg, display, err, errlen);
    lua_pop(L, 1);
    return false;
}

bool sandbox_run_prelude(Sandbox *sb, const char *chunkname, const char *text, size_t len,
                         char *err, size_t errlen)
{
    /* lua_load already made the global table (the shared safe globals) the chunk's _ENV. */
    if (!sandbox_load_text(sb, chunkname, text, len, err, errlen))
        return false;
    return sandbox_pcall(sb, 0, 0, sandbox_display_name(chunkname), err, errlen);
}

bool sandbox_run(Sandbox *sb, const char *chunkname, const char *text, size_t len, int nresults,
                 char *err, size_t errlen)
{
    if (!sandbox_load_text(sb, chunkname, text, len, err, errlen))
        return false;
    lua_pushcfunction(sb->L, sandbox_run_body);
    lua_insert(sb->L, -2); /* body chunk */
    return sandbox_pcall(sb, 1, nresults, sandbox_display_name(chunkname), err, errlen);
}

bool sandbox_run_file(Sandbox *sb, const char *path, int nresults, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return sandbox_fail(err, errlen, "cannot read %s: %s", path, strerror(errno));
    char *text = malloc(SANDBOX_FILE_MAX + 1);
    char *name = malloc(strlen(path) + 2);
    if (text == NULL || name == NULL) {
        fclose(f);
        free(text);
        free(name);
        return sandbox_fail(err, errlen, "cannot read %s: %s", path, strerror(ENOMEM));
    }
    size_t len = fread(text, 1, SANDBOX_FILE_MAX + 1, f);
    int read_errno = ferror(f) ? errno : 0;
    fclose(f);

    bool ok;
    if (read_errno != 0)
        ok = sandbox_fail(err, errlen, "cannot read %s: %s", path, strerror(read_errno));
    else if (len > SANDBOX_FILE_MAX)
        ok = sandbox_fail(err, errlen, "cannot read %s: larger than 1 MiB", path);
    else {
        size_t skip = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0; /* UTF-8 BOM */
        snprintf(name, strlen(path) + 2, "@%s", path);
        ok = sandbox_run(sb, name, text + skip, len - skip, nresults, err, errlen);
    }
    free(text);
    free(name);
    return ok;
}

bool sandbox_call_at(Sandbox *sb, int nargs, int nresults, const char *where, char *err, size_t errlen)
{
    return sandbox_pcall(sb, nargs, nresults, where, err, errlen);
}

bool sandbox_call(Sandbox *sb, int nargs, int nresults, char *err, size_t errlen)
{
    lua_State *L = sb->L;
    lua_Debug ar;
    char where[LUA_IDSIZE];

    /* A Lua callee's source names it in a memory message; a C one (host code) is named by
     * its caller. */
    snprintf(where, sizeof where, "?");
    if (lua_isfunction(L, -nargs - 1) && lua_checkstack(L, 1)) {
        lua_pushvalue(L, -nargs - 1);
        if (lua_getinfo(L, ">S", &ar)) /* pops the copy */
            snprintf(where, sizeof where, "%s", strcmp(ar.what, "C") == 0 ? "" : ar.short_src);
    }
    return sandbox_pcall(sb, nargs, nresults, where, err, errlen);
}

/* Run in protected mode with (value, name as light userdata): G[name] = value. */
static int sandbox_set_global_body(lua_State *L)
{
    const char *name = lua_touserdata(L, 2);
    lua_settop(L, 1);
    lua_setglobal(L, name);
    return 0;
}

bool sandbox_set_global(Sandbox *sb, const char *name)
{
    lua_State *L = sb->L;
    if (!lua_checkstack(L, 2)) {
        lua_pop(L, 1);
        return false;
    }
    lua_pushcfunction(L, sandbox_set_global_body);
    lua_insert(L, -2); /* body value */
    lua_pushlightuserdata(L, (void *)name);
    if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
        lua_pop(L, 1);
        return false;
    }
    return true;
}
