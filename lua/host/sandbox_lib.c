/*
 * sandbox_lib.c — the base functions scripts see in place of Lua's own: print, setmetatable,
 * pcall, xpcall, collectgarbage and load (sandbox.h lists how they differ), each charged to the
 * budget where its work is not counted otherwise.
 */
#include "sandbox_budget.h"
#include "sandbox_int.h"

#include "types.h"

#include <lauxlib.h>

#include <stdio.h>
#include <string.h>

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
int l_sandbox_print(lua_State *L)
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
    if (sb->print_discarded)
        return 0;
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
int l_sandbox_setmetatable(lua_State *L)
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
int l_sandbox_pcall(lua_State *L)
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
int l_sandbox_xpcall(lua_State *L)
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
int l_sandbox_collectgarbage(lua_State *L)
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
int l_sandbox_load(lua_State *L)
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
