/*
 * sandbox.c — the Lua state in which untrusted scripts run: allow-listed globals, a fresh copy
 * of them for every script, text-only loading, an instruction budget, a wall-clock deadline and
 * a memory cap. See sandbox.h for the contract.
 *
 * How the pieces fit:
 *   - The allocator (sandbox_alloc) gets the Sandbox as its userdata; it is also how hooks and
 *     C functions find the Sandbox again (lua_getallocf), so nothing is global.
 *   - The state's global table (LUA_RIDX_GLOBALS) is the shared safe-globals table G. It holds
 *     the allow-listed base functions and the libraries; the prelude and the host write into
 *     it. No script ever holds G or a table in it: each script run gets an _ENV that is a deep
 *     copy of G (sandbox_copy_table), so that nothing a script changes reaches another. There
 *     are no proxy objects.
 *   - The library functions whose one C call can run long are replaced, in the real library
 *     tables, by versions that charge their worst case first (sandbox_cost.c).
 *   - The count hook charges SANDBOX_HOOK_STEP instructions per call and reads the clock. Once
 *     the budget is spent or the deadline passed, it records the message, then re-arms itself
 *     to fire on every instruction and raises the message each time, so no script pcall can
 *     keep running. Reporting looks at the flag, not at whatever error object reached the top.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include "sandbox.h"

#include "sandbox_cost.h"
#include "types.h"

#include <lauxlib.h>
#include <lualib.h>

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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
    size_t printed;       /* bytes print wrote in the current run */
    char stop_msg[SANDBOX_MSG_MAX];
};

/* The globals scripts see, besides load, _G and the libraries. print, setmetatable, pcall,
 * xpcall and collectgarbage are the sandbox's own versions below; tonumber is charged
 * (sandbox_cost.c). */
static const char *const sandbox_base_names[] = {
    "assert", "error", "ipairs", "next", "pairs", "select", "tonumber", "tostring", "type",
    "rawequal", "rawlen", "rawget", "rawset", "getmetatable", NULL,
};

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

/* The Sandbox owning L: the allocator's userdata. */
static Sandbox *sandbox_of(lua_State *L)
{
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return ud;
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

/* ---- the allocator, the budget and the deadline ---- */

static void sandbox_hook(lua_State *L, lua_Debug *ar);

/* CLOCK_MONOTONIC in milliseconds. */
static double sandbox_now_ms(void)
{
    struct timespec ts;
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
static void *sandbox_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
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
            snprintf(detail, sizeof detail, "%s: %s", fn, why);
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
static void sandbox_budget_begin(Sandbox *sb)
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
    if (sb->budget > 0 || sb->deadline_ms > 0)
        lua_sethook(sb->L, sandbox_hook, LUA_MASKCOUNT, sb->hook_step);
}

static void sandbox_budget_end(Sandbox *sb)
{
    sb->depth--;
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

/* ---- the script-facing replacements ---- */

/* Writes s (len bytes) to out as messages quote user text (err_text_piece): line breaks, NUL
 * bytes and terminal escapes from a script show as \xNN. */
static void sandbox_write_clean(FILE *out, const char *s, size_t len)
{
    for (size_t i = 0; i < len;) {
        char piece[8];
        if (s[i] == '\0') /* err_text_piece stops at a NUL; a Lua string may hold one */
            strcpy(piece, "\\x00"), i++;
        else
            i += (size_t)err_text_piece(s + i, piece);
        fputs(piece, out);
    }
}

/* print: the arguments through tostring, tab-separated, on one stderr line after "lua: "; the
 * script's own text is quoted, so it cannot make more lines or reach the terminal as escapes.
 * Every argument is converted before anything is written, so a failing __tostring writes
 * nothing. Each call is charged a write and its bytes, and one run may print SANDBOX_PRINT_MAX
 * bytes at most. */
static int l_sandbox_print(lua_State *L)
{
    Sandbox *sb = sandbox_of(L);
    int n = lua_gettop(L);
    size_t total = 0;
    luaL_checkstack(L, n, "too many arguments to print");
    for (int i = 1; i <= n; i++) {
        size_t len;
        luaL_tolstring(L, i, &len); /* the string form of argument i at n + i */
        total += len + 1;
    }
    sandbox_charge(L, (double)SANDBOX_PRINT_STEPS + (double)total, "print", "a line written to standard error");
    if (total > SANDBOX_PRINT_MAX - sb->printed)
        return luaL_error(L, "print: more than %d KiB printed in one run", SANDBOX_PRINT_MAX / 1024);
    sb->printed += total;
    fputs("lua: ", stderr);
    for (int i = 1; i <= n; i++) {
        size_t len;
        const char *s = lua_tolstring(L, n + i, &len);
        if (i > 1)
            fputc('\t', stderr);
        sandbox_write_clean(stderr, s, len);
    }
    fputc('\n', stderr);
    fflush(stderr);
    return 0;
}

/* setmetatable(t, mt): as in Lua, but a metatable with __gc is refused, so no script code
 * can run from the garbage collector outside a sandbox run. */
static int l_sandbox_setmetatable(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    int t = lua_type(L, 2);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    if (t == LUA_TTABLE) {
        lua_pushliteral(L, "__gc");
        if (lua_rawget(L, 2) != LUA_TNIL) /* finalizers are looked up raw */
            return luaL_argerror(L, 2, "__gc metamethods are not allowed");
        lua_pop(L, 1);
    }
    lua_settop(L, 2);
    lua_setmetatable(L, 1);
    return 1; /* the table */
}

/* pcall(f, ...): as in Lua (no coroutines, so no continuation), charged SANDBOX_PCALL_STEPS:
 * a loop of pcall(error, {}) spends its time in setjmp and longjmp, not in instructions. */
static int l_sandbox_pcall(lua_State *L)
{
    luaL_checkany(L, 1);
    sandbox_charge(L, SANDBOX_PCALL_STEPS, "pcall", "a protected call");
    int status = lua_pcall(L, lua_gettop(L) - 1, LUA_MULTRET, 0);
    luaL_checkstack(L, 1, "too many results");
    lua_pushboolean(L, status == LUA_OK);
    lua_insert(L, 1);
    return lua_gettop(L); /* true results... or false error */
}

/* xpcall(f, msgh, ...): like pcall, but on an error calls msgh(error) after the stack has
 * unwound, itself protected, and returns false and its result (or its error). Stock xpcall runs
 * msgh at the point of the error: for the error raised by the budget hook that is inside the
 * hook, with hooks switched off, where a looping handler could never be stopped. */
static int l_sandbox_xpcall(lua_State *L)
{
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    luaL_checkstack(L, 2, NULL);
    sandbox_charge(L, SANDBOX_PCALL_STEPS, "xpcall", "a protected call");
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);  /* f msgh args... true f */
    lua_rotate(L, 3, 2);  /* f msgh true f args... */
    if (lua_pcall(L, n - 2, LUA_MULTRET, 0) == LUA_OK)
        return lua_gettop(L) - 2; /* true results... */
    lua_pushvalue(L, 2);  /* f msgh true error msgh */
    lua_insert(L, -2);    /* f msgh true msgh error */
    lua_pcall(L, 1, 1, 0);
    lua_pushboolean(L, 0);
    lua_replace(L, 3);    /* f msgh false result */
    return 2;
}

/* collectgarbage("count"): memory in use in KiB; every other option is an error. */
static int l_sandbox_collectgarbage(lua_State *L)
{
    const char *opt = luaL_optstring(L, 1, "collect");
    if (strcmp(opt, "count") != 0)
        return luaL_argerror(L, 1, "only \"count\" is allowed");
    int kib = lua_gc(L, LUA_GCCOUNT);
    int rest = lua_gc(L, LUA_GCCOUNTB);
    lua_pushnumber(L, (lua_Number)kib + (lua_Number)rest / 1024);
    return 1;
}

/* load(chunk [, chunkname [, mode [, env]]]): a text chunk only (mode is always "t"; the mode
 * argument is checked for type and ignored), with upvalue 1, the script's environment, as _ENV
 * unless an env argument is given. Charged for parsing the chunk's bytes. Returns the function,
 * or nil and the message. */
static int l_sandbox_load(lua_State *L)
{
    size_t len;
    const char *text = luaL_checklstring(L, 1, &len);
    const char *name = luaL_optstring(L, 2, text);
    luaL_optstring(L, 3, "t");
    int env = lua_isnone(L, 4) ? lua_upvalueindex(1) : 4;
    char why[64];
    snprintf(why, sizeof why, "a chunk of %zu bytes to parse", len);
    sandbox_charge(L, (double)len / SANDBOX_LOAD_BYTES_PER_STEP, "load", why);

    if (luaL_loadbufferx(L, text, len, name, "t") != LUA_OK) {
        lua_pushnil(L);
        lua_insert(L, -2); /* nil message */
        return 2;
    }
    lua_pushvalue(L, env);
    if (lua_setupvalue(L, -2, 1) == NULL) /* pops env into _ENV, the chunk's first upvalue */
        lua_pop(L, 1);
    return 1;
}

/* ---- building the state ---- */

/* Opens library `name` with `open` (registered in package.loaded, not in the globals) and
 * stores the real library table in the globals table G at index g. */
static void sandbox_add_library(lua_State *L, int g, const char *name, lua_CFunction open)
{
    luaL_requiref(L, name, open, 0);
    lua_setfield(L, g, name);
}

/* Keeps only the allow-listed base functions in G, the table at g. */
static void sandbox_keep_base(lua_State *L, int g)
{
    lua_newtable(L); /* G keep */
    int keep = lua_gettop(L);
    for (int i = 0; sandbox_base_names[i] != NULL; i++) {
        lua_getfield(L, g, sandbox_base_names[i]);
        lua_setfield(L, keep, sandbox_base_names[i]);
    }
    /* Clear G; assigning nil to a present field during a traversal is allowed. */
    lua_pushnil(L); /* G keep nil */
    while (lua_next(L, g)) {
        lua_pop(L, 1);      /* G keep key */
        lua_pushvalue(L, -1);
        lua_pushnil(L);
        lua_rawset(L, g);   /* G[key] = nil; the key stays for next */
    }
    lua_pushnil(L);
    while (lua_next(L, keep)) { /* G keep key value */
        lua_pushvalue(L, -2);
        lua_insert(L, -2);  /* G keep key key value */
        lua_rawset(L, g);   /* G[key] = value */
    }
    lua_settop(L, g);
}

/* Builds everything inside the state; run in protected mode by sandbox_new, since any
 * allocation may fail under a small memory limit. */
static int sandbox_setup(lua_State *L)
{
    /* The base library writes into the global table G; keep only the allow-listed names. */
    luaL_requiref(L, LUA_GNAME, luaopen_base, 0); /* G */
    int g = lua_gettop(L);
    sandbox_keep_base(L, g);
    static const luaL_Reg own[] = {
        {"print", l_sandbox_print}, {"setmetatable", l_sandbox_setmetatable}, {"pcall", l_sandbox_pcall},
        {"xpcall", l_sandbox_xpcall}, {"collectgarbage", l_sandbox_collectgarbage}, {NULL, NULL},
    };
    luaL_setfuncs(L, own, 0);

    sandbox_add_library(L, g, LUA_STRLIBNAME, luaopen_string);
    sandbox_add_library(L, g, LUA_TABLIBNAME, luaopen_table);
    sandbox_add_library(L, g, LUA_MATHLIBNAME, luaopen_math);
    sandbox_add_library(L, g, LUA_UTF8LIBNAME, luaopen_utf8);
    /* string.dump goes from the real table, so that neither `string.dump` nor `("").dump`
     * exists; the functions whose one call can run long are replaced by charged versions. */
    lua_getfield(L, g, LUA_STRLIBNAME);
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    sandbox_cost_install(L, g);

    /* The string metatable stays (method calls on strings use its __index, the real string
     * table, which no script can reach otherwise); getmetatable("") returns false. */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1); /* G "" mt */
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_settop(L, g);

    lua_gc(L, LUA_GCCOLLECT); /* drop the base functions left out */
    return 0;
}

/* Prints the message of an error raised outside any protected call; Lua aborts afterwards. */
static int sandbox_panic(lua_State *L)
{
    const char *msg = lua_tostring(L, -1);
    char clean[1024];
    fprintf(stderr, "kharbaga: unprotected Lua error: %s\n", msg ? err_text(msg, 300, clean, sizeof clean) : "(not a string)");
    return 0;
}

void sandbox_default_limits(SandboxLimits *l)
{
    l->memory = 64 * SANDBOX_MIB;
    l->instructions = 200000000;
    l->deadline_ms = 1000;
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

/* ---- running code ---- */

/* Pushes a copy of the table at idx: the same keys, with every table among the values (and
 * every metatable) copied the same way; functions and other values are shared. seen (an
 * absolute index) maps each table met to its copy, so that shared and cyclic tables stay so. */
static void sandbox_copy_table(lua_State *L, int idx, int seen)
{
    idx = lua_absindex(L, idx);
    luaL_checkstack(L, 6, "tables nested too deep to copy");
    lua_pushvalue(L, idx);
    if (lua_rawget(L, seen) == LUA_TTABLE) /* copied already */
        return;
    lua_pop(L, 1);
    lua_newtable(L);
    int copy = lua_gettop(L);
    lua_pushvalue(L, idx);
    lua_pushvalue(L, copy);
    lua_rawset(L, seen);
    lua_pushnil(L);
    while (lua_next(L, idx)) { /* copy key value */
        if (lua_type(L, -1) == LUA_TTABLE) {
            sandbox_copy_table(L, -1, seen);
            lua_replace(L, -2);
        }
        lua_pushvalue(L, -2);
        lua_insert(L, -2);   /* copy key key value */
        lua_rawset(L, copy); /* copy key */
    }
    if (lua_getmetatable(L, idx)) {
        sandbox_copy_table(L, -1, seen);
        lua_setmetatable(L, copy);
        lua_pop(L, 1);
    }
}

/* Run in protected mode with the loaded chunk as argument: gives it a fresh environment, a
 * copy of the shared globals with _G and a `load` bound to it, and calls it, returning all its
 * results. */
static int sandbox_run_body(lua_State *L)
{
    lua_newtable(L); /* chunk seen */
    lua_pushglobaltable(L);
    sandbox_copy_table(L, -1, 2); /* chunk seen G env */
    lua_replace(L, 2);            /* chunk env G */
    lua_pop(L, 1);
    lua_pushvalue(L, -1);
    lua_setfield(L, -2, LUA_GNAME); /* env._G = env */
    lua_pushvalue(L, -1);
    lua_pushcclosure(L, l_sandbox_load, 1);
    lua_setfield(L, -2, "load");    /* env.load, bound to env */
    lua_setupvalue(L, 1, 1);        /* pops env into the chunk's _ENV, its only upvalue */
    lua_call(L, 0, LUA_MULTRET);    /* results replace the chunk */
    return lua_gettop(L);
}

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
