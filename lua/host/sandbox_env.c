/*
 * sandbox_env.c — what scripts see: the shared safe-globals table G (the allow-listed base
 * functions, the sandbox's replacements, the libraries with their charged functions), built once
 * per state, and the fresh deep copy of it that each script run gets as its _ENV.
 */
#include "sandbox_int.h"

#include "sandbox_cost.h"

#include <lauxlib.h>
#include <lualib.h>

/* The globals scripts see, besides load, _G and the libraries. print, setmetatable, pcall,
 * xpcall and collectgarbage are the sandbox's own versions (sandbox_lib.c); tonumber is charged
 * (sandbox_cost.c). */
static const char *const sandbox_base_names[] = {
    "assert", "error", "ipairs", "next", "pairs", "select", "tonumber", "tostring", "type",
    "rawequal", "rawlen", "rawget", "rawset", "getmetatable", NULL,
};

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
int sandbox_setup(lua_State *L)
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
int sandbox_run_body(lua_State *L)
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
