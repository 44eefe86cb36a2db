/*
 * sandbox_cost.c — the charged versions of the library functions whose one C call can run long:
 * the pattern functions (worst-case backtracking of their pattern, counted by sandbox_pattern.c),
 * the table functions (elements shifted, copied, joined, unpacked or compared), string.rep, byte,
 * format, pack, unpack and packsize, the utf8 functions that walk a string, and tonumber. See
 * sandbox_cost.h.
 */
#include "sandbox_cost.h"

#include "sandbox_budget.h"

#include <lauxlib.h>
#include <lualib.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

enum { PATTERN_FIND, PATTERN_MATCH, PATTERN_GMATCH, PATTERN_GSUB };

/* ---- string patterns ---- */

static const char *const pattern_names[] = {"string.find", "string.match", "string.gmatch", "string.gsub"};

/* The charged pattern function: upvalue 1 the stock one, upvalue 2 which it is. */
static int l_cost_pattern(lua_State *L)
{
    int kind = (int)lua_tointeger(L, lua_upvalueindex(2));
    size_t n, plen;
    const char *subject = luaL_checklstring(L, 1, &n);
    const char *p = luaL_checklstring(L, 2, &plen);
    /* The other arguments checked here too, so that a bad one is named as the stock function
     * would name it (the stock one, called from C, has no name). */
    if (kind == PATTERN_GSUB) {
        int t = lua_type(L, 3);
        luaL_argexpected(L, t == LUA_TNUMBER || t == LUA_TSTRING || t == LUA_TFUNCTION || t == LUA_TTABLE, 3,
                         "string/function/table");
        luaL_optinteger(L, 4, 0);
    } else {
        luaL_optinteger(L, 3, 1);
    }
    bool plain = kind == PATTERN_FIND && lua_toboolean(L, 4);
    double cost = sandbox_pattern_cost(p, plen, subject, n, plain, kind != PATTERN_GMATCH, sandbox_budget_left(L));
    char why[128];
    snprintf(why, sizeof why, "a pattern that may take %.3g steps on a subject of %zu bytes", cost, n);
    sandbox_charge(L, cost, pattern_names[kind], why);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* ---- tables: as Lua 5.4's, with the elements shifted or copied charged first ---- */

static void charge_elements(lua_State *L, double count, const char *fn)
{
    sandbox_charge_count(L, count, count, fn, "elements to shift or copy");
}

/* table.insert(t, [pos,] value) */
static int l_cost_insert(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer e = luaL_len(L, 1);
    e = (lua_Integer)((lua_Unsigned)e + 1u); /* the first empty slot */
    lua_Integer pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = e;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
        charge_elements(L, (double)e - (double)pos, "table.insert");
        for (lua_Integer i = e; i > pos; i--) {
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
        }
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos); /* the value, on top */
    return 0;
}

/* table.remove(t [, pos]) */
static int l_cost_remove(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer size = luaL_len(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    if (pos < size)
        charge_elements(L, (double)size - (double)pos, "table.remove");
    lua_geti(L, 1, pos); /* the result */
    for (; pos < size; pos++) {
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

/* table.move(a1, f, e, t [, a2]) */
static int l_cost_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, tt, LUA_TTABLE);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        charge_elements(L, (double)n, "table.move");
        if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
            for (lua_Integer i = 0; i < n; i++) {
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        } else { /* overlapping, moving up: from the end */
            for (lua_Integer i = n - 1; i >= 0; i--) {
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        }
    }
    lua_pushvalue(L, tt);
    return 1;
}

/* ---- calling the stock function ---- */

/* Calls upvalue 1, the stock function, with all the arguments; returns all its results. An
 * argument error the stock function raises names it as "string.pack" and so on (its name in
 * package.loaded, where the stock tables stay), since it is called from C. */
static int call_stock(lua_State *L)
{
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* Charges the work of fn on `count` units (bytes, values, copies), bytes_per_step of them a step;
 * nothing when there are none. The message, if the charge stops the run, reads "COUNT what". */
static void charge_units(lua_State *L, double count, double per_step, const char *fn, const char *what)
{
    if (count > 0)
        sandbox_charge_count(L, count / per_step, count, fn, what);
}

/* A string position as string.byte and sub read it (Lua's posrelat): 1-based, negative from
 * the end, clamped to 1 below. */
static double start_position(lua_Integer pos, size_t len)
{
    if (pos > 0)
        return (double)pos;
    if (pos == 0 || (lua_Unsigned)-(lua_Unsigned)pos > len)
        return 1;
    return (double)len + (double)pos + 1;
}

/* An end position as string.byte reads it (Lua's getendpos): clamped to the length. */
static double end_position(lua_Integer pos, size_t len)
{
    if (pos > (lua_Integer)len)
        return (double)len;
    if (pos >= 0)
        return (double)pos;
    if ((lua_Unsigned)-(lua_Unsigned)pos > len)
        return 0;
    return (double)len + (double)pos + 1;
}

/* ---- string ---- */

/* string.rep(s, n [, sep]): n copies. The bytes of the result are charged as they are
 * allocated, and the cap bounds them; but n copies of an empty string allocate nothing and
 * still loop n times, so those are charged here. */
static int l_cost_rep(lua_State *L)
{
    size_t len, seplen;
    luaL_checklstring(L, 1, &len);
    lua_Integer n = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &seplen);
    if (len + seplen == 0)
        charge_units(L, (double)n, 1, "string.rep", "copies of an empty string to make");
    return call_stock(L);
}

/* string.byte(s [, i [, j]]): one value pushed per byte of the slice. */
static int l_cost_byte(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    lua_Integer i = luaL_optinteger(L, 2, 1);
    double first = start_position(i, len), last = end_position(luaL_optinteger(L, 3, i), len);
    charge_units(L, last - first + 1, 1, "string.byte", "bytes to return");
    return call_stock(L);
}

/* string.format(fmt, ...): reads the format and every string argument once (a "%.1s" of a
 * long string still measures it); what it writes is charged as allocated. */
static int l_cost_format(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    double bytes = (double)len;
    for (int i = 2; i <= lua_gettop(L); i++)
        if (lua_type(L, i) == LUA_TSTRING)
            bytes += (double)lua_rawlen(L, i);
    charge_units(L, bytes, SANDBOX_SCAN_BYTES_PER_STEP, "string.format", "bytes to read");
    return call_stock(L);
}

/* string.pack, unpack, packsize: a walk along the format, and for unpack along the data. */
static int l_cost_pack(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    double bytes = (double)len;
    const char *fn = lua_tostring(L, lua_upvalueindex(2));
    if (strcmp(fn, "string.unpack") == 0 && lua_type(L, 2) == LUA_TSTRING)
        bytes += (double)lua_rawlen(L, 2);
    charge_units(L, bytes, SANDBOX_SCAN_BYTES_PER_STEP, fn, "bytes of format and data to read");
    return call_stock(L);
}

/* ---- table ---- */

/* The last index a table function reads when argument `arg` is absent: #t, through __len. */
static lua_Integer optional_end(lua_State *L, int arg)
{
    return lua_isnoneornil(L, arg) ? luaL_len(L, 1) : luaL_checkinteger(L, arg);
}

/* table.concat(t [, sep [, i [, j]]]): one read (maybe a metamethod call) per element. */
static int l_cost_concat(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_optstring(L, 2, "");
    lua_Integer i = luaL_optinteger(L, 3, 1);
    lua_Integer j = optional_end(L, 4);
    if (j >= i)
        charge_elements(L, (double)j - (double)i + 1, "table.concat");
    return call_stock(L);
}

/* table.unpack(t [, i [, j]]): one read (maybe a metamethod call) per value returned. */
static int l_cost_unpack(lua_State *L)
{
    luaL_checkany(L, 1);
    lua_Integer i = luaL_optinteger(L, 2, 1);
    lua_Integer j = optional_end(L, 3);
    if (j >= i)
        charge_elements(L, (double)j - (double)i + 1, "table.unpack");
    return call_stock(L);
}

/* The comparator table.sort runs with: upvalue 1 the script's comparator (nil: a < b). Each
 * comparison is charged, and two strings compared byte by byte for their length. */
static int l_cost_sort_compare(lua_State *L)
{
    lua_settop(L, 2);
    double steps = 1;
    if (lua_type(L, 1) == LUA_TSTRING && lua_type(L, 2) == LUA_TSTRING)
        steps += fmin((double)lua_rawlen(L, 1), (double)lua_rawlen(L, 2)) / SANDBOX_SCAN_BYTES_PER_STEP;
    sandbox_charge(L, steps, "table.sort", "a comparison");
    if (lua_isnil(L, lua_upvalueindex(1))) {
        lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
        return 1;
    }
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, 1);
    return 1;
}

/* table.sort(t [, comp]): the elements are charged once, and every comparison as it is made,
 * since how many there are depends on the comparator. */
static int l_cost_sort(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    if (!lua_isnoneornil(L, 2))
        luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_settop(L, 2);
    lua_Integer n = luaL_len(L, 1);
    if (n > 0)
        charge_elements(L, (double)n, "table.sort");
    lua_pushvalue(L, 2);
    lua_pushcclosure(L, l_cost_sort_compare, 1);
    lua_replace(L, 2);
    return call_stock(L);
}

/* ---- utf8 ---- */

/* A position as the utf8 library reads it (u_posrelat): negative from the end. */
static double utf8_position(lua_Integer pos, size_t len)
{
    if (pos >= 0)
        return (double)pos;
    if ((lua_Unsigned)-(lua_Unsigned)pos > len)
        return 0;
    return (double)len + (double)pos + 1;
}

/* utf8.len(s [, i [, j [, lax]]]): decodes the bytes from i to j. */
static int l_cost_utf8_len(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    double first = utf8_position(luaL_optinteger(L, 2, 1), len);
    double last = utf8_position(luaL_optinteger(L, 3, -1), len);
    charge_units(L, last - first + 1, SANDBOX_SCAN_BYTES_PER_STEP, "utf8.len", "bytes to decode");
    return call_stock(L);
}

/* utf8.codepoint(s [, i [, j [, lax]]]): decodes and returns the characters from i to j. */
static int l_cost_utf8_codepoint(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    lua_Integer i = luaL_optinteger(L, 2, 1);
    double first = utf8_position(i, len), last = utf8_position(luaL_optinteger(L, 3, i), len);
    charge_units(L, last - first + 1, 1, "utf8.codepoint", "bytes to decode and return");
    return call_stock(L);
}

/* utf8.offset(s, n [, i]): may walk the whole string, forwards or backwards. */
static int l_cost_utf8_offset(lua_State *L)
{
    size_t len;
    luaL_checklstring(L, 1, &len);
    luaL_checkinteger(L, 2);
    luaL_optinteger(L, 3, 1);
    charge_units(L, (double)len, SANDBOX_SCAN_BYTES_PER_STEP, "utf8.offset", "bytes to walk");
    return call_stock(L);
}

enum { UTF8_MAX_CONTINUATION = 5 }; /* continuation bytes after a lead byte, lax mode's longest */

/* The iterator utf8.codes returns: upvalue 1 the stock one. The stock iterator skips every
 * continuation byte after position i; this one refuses a run longer than any character has, so
 * that one call reads at most a few bytes. */
static int l_cost_utf8_codes_next(lua_State *L)
{
    size_t len;
    const char *s = luaL_checklstring(L, 1, &len);
    lua_Integer i = luaL_checkinteger(L, 2);
    if (i >= 0 && (lua_Unsigned)i < len) {
        size_t run = 0;
        for (size_t at = (size_t)i; at < len && ((unsigned char)s[at] & 0xC0) == 0x80; at++)
            if (++run > UTF8_MAX_CONTINUATION)
                return luaL_error(L, "invalid UTF-8 code");
    }
    return call_stock(L);
}

/* utf8.codes(s [, lax]): the stock function, returning the bounded iterator above. */
static int l_cost_utf8_codes(lua_State *L)
{
    luaL_checkstring(L, 1);
    int n = call_stock(L); /* iterator s 0 */
    if (n >= 1 && lua_isfunction(L, 1)) {
        lua_pushvalue(L, 1);
        lua_pushcclosure(L, l_cost_utf8_codes_next, 1);
        lua_replace(L, 1);
    }
    return n;
}

/* ---- base ---- */

/* tonumber(e [, base]): reads a string argument once. The stock checks are made here, so
 * that their messages name the function. */
static int l_cost_tonumber(lua_State *L)
{
    luaL_checkany(L, 1);
    if (!lua_isnoneornil(L, 2)) {
        lua_Integer base = luaL_checkinteger(L, 2);
        luaL_checktype(L, 1, LUA_TSTRING);
        luaL_argcheck(L, 2 <= base && base <= 36, 2, "base out of range");
    }
    if (lua_type(L, 1) == LUA_TSTRING) {
        double bytes = (double)lua_rawlen(L, 1);
        charge_units(L, bytes, SANDBOX_SCAN_BYTES_PER_STEP, "tonumber", "bytes to read");
    }
    return call_stock(L);
}

/* ---- installing ---- */

typedef struct Charged {
    const char *name;    /* the field in the library */
    lua_CFunction fn;    /* the charged version; upvalue 1 the stock function */
    const char *display; /* upvalue 2 when not NULL: the name used in messages */
} Charged;

static const Charged string_charged[] = {
    {"rep", l_cost_rep, NULL}, {"byte", l_cost_byte, NULL}, {"format", l_cost_format, NULL},
    {"pack", l_cost_pack, "string.pack"}, {"unpack", l_cost_pack, "string.unpack"},
    {"packsize", l_cost_pack, "string.packsize"}, {NULL, NULL, NULL},
};
static const Charged table_charged[] = {
    {"concat", l_cost_concat, NULL}, {"unpack", l_cost_unpack, NULL}, {"sort", l_cost_sort, NULL},
    {NULL, NULL, NULL},
};
static const Charged utf8_charged[] = {
    {"len", l_cost_utf8_len, NULL}, {"codepoint", l_cost_utf8_codepoint, NULL},
    {"offset", l_cost_utf8_offset, NULL}, {"codes", l_cost_utf8_codes, NULL}, {NULL, NULL, NULL},
};

/* Replaces, in the table at lib, each listed function by its charged version. */
static void install_charged(lua_State *L, int lib, const Charged *list)
{
    for (; list->name != NULL; list++) {
        lua_getfield(L, lib, list->name);
        int up = 1;
        if (list->display != NULL) {
            lua_pushstring(L, list->display);
            up = 2;
        }
        lua_pushcclosure(L, list->fn, up);
        lua_setfield(L, lib, list->name);
    }
}

/* Pushes a new table with the fields of the table at idx. */
static void push_shallow_copy(lua_State *L, int idx)
{
    idx = lua_absindex(L, idx);
    lua_newtable(L);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pushvalue(L, -2);
        lua_insert(L, -2);
        lua_rawset(L, -4);
    }
}

/* Replaces G.name (the real library, which stays as it is in package.loaded) by a copy holding
 * the charged versions. Leaves the copy on the stack. */
static int install_library(lua_State *L, int g, const char *name)
{
    lua_getfield(L, g, name);
    push_shallow_copy(L, -1);
    lua_remove(L, -2);
    lua_pushvalue(L, -1);
    lua_setfield(L, g, name);
    return lua_gettop(L);
}

void sandbox_cost_install(lua_State *L, int g)
{
    static const char *const pattern_fields[] = {"find", "match", "gmatch", "gsub"};
    g = lua_absindex(L, g);

    int string_lib = install_library(L, g, LUA_STRLIBNAME);
    for (int kind = 0; kind < 4; kind++) {
        lua_getfield(L, string_lib, pattern_fields[kind]);
        lua_pushinteger(L, kind);
        lua_pushcclosure(L, l_cost_pattern, 2);
        lua_setfield(L, string_lib, pattern_fields[kind]);
    }
    install_charged(L, string_lib, string_charged);
    /* Method calls on strings (("x"):rep(n)) find the charged versions too. */
    lua_pushliteral(L, "");
    lua_getmetatable(L, -1);
    lua_pushvalue(L, string_lib);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 2);

    int table_lib = install_library(L, g, LUA_TABLIBNAME);
    lua_pushcfunction(L, l_cost_insert);
    lua_setfield(L, table_lib, "insert");
    lua_pushcfunction(L, l_cost_remove);
    lua_setfield(L, table_lib, "remove");
    lua_pushcfunction(L, l_cost_move);
    lua_setfield(L, table_lib, "move");
    install_charged(L, table_lib, table_charged);

    int utf8_lib = install_library(L, g, LUA_UTF8LIBNAME);
    install_charged(L, utf8_lib, utf8_charged);

    lua_getfield(L, g, "tonumber");
    lua_pushcclosure(L, l_cost_tonumber, 1);
    lua_setfield(L, g, "tonumber");
    lua_settop(L, g);
}
