/*
 * keywalk.c — the keys of a Lua table in a fixed order (keywalk.h).
 */
#include "keywalk.h"

#include <lauxlib.h>
#include <stdlib.h>
#include <string.h>

/* A key's place in the list and what it sorts by. */
struct KeyWalkEntry {
    lua_Integer at; /* its index in the list */
    int rank;       /* 0 string, 1 number, 2 boolean, 3 any other type */
    const char *s;  /* a string key's bytes: the table holds the string while the walk lasts */
    size_t len;
    lua_Number num; /* a number's value, a boolean's 0 or 1 */
};

static int rank_of(int type)
{
    return type == LUA_TSTRING ? 0 : type == LUA_TNUMBER ? 1 : type == LUA_TBOOLEAN ? 2 : 3;
}

static int compare_entries(const void *pa, const void *pb)
{
    const KeyWalkEntry *a = pa, *b = pb;
    if (a->rank != b->rank)
        return a->rank - b->rank;
    if (a->rank == 0) {
        int c = memcmp(a->s, b->s, a->len < b->len ? a->len : b->len);
        if (c)
            return c;
        if (a->len != b->len)
            return a->len < b->len ? -1 : 1;
    } else if (a->rank < 3 && a->num != b->num) {
        return a->num < b->num ? -1 : 1;
    }
    return a->at < b->at ? -1 : a->at > b->at;
}

/* The key at the top of the stack, the list's entry at. */
static KeyWalkEntry entry_of(lua_State *L, lua_Integer at)
{
    KeyWalkEntry e = {at, rank_of(lua_type(L, -1)), NULL, 0, 0};
    if (e.rank == 0)
        e.s = lua_tolstring(L, -1, &e.len);
    else if (e.rank == 1)
        e.num = lua_tonumber(L, -1);
    else if (e.rank == 2)
        e.num = lua_toboolean(L, -1);
    return e;
}

void keywalk_start(lua_State *L, int t, KeyWalk *w)
{
    luaL_checkstack(L, 4, NULL);
    *w = (KeyWalk){.t = lua_absindex(L, t)};
    lua_newtable(L);
    w->list = lua_gettop(L);
    lua_pushnil(L);
    while (lua_next(L, w->t)) { /* key value */
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, w->list, ++w->n);
    }
    if (w->n < 2)
        return;
    /* Lua's memory, not malloc's: freed with the list however the walk ends (an error in the
     * caller's loop unwinds past keywalk_next), and counted in a script's memory limit. */
    w->order = lua_newuserdatauv(L, (size_t)w->n * sizeof *w->order, 0);
    lua_setfield(L, w->list, "order");
    for (lua_Integer i = 1; i <= w->n; i++) {
        lua_rawgeti(L, w->list, i);
        w->order[i - 1] = entry_of(L, i);
        lua_pop(L, 1);
    }
    qsort(w->order, (size_t)w->n, sizeof *w->order, compare_entries);
}

bool keywalk_next(lua_State *L, KeyWalk *w)
{
    if (w->i >= w->n) {
        lua_remove(L, w->list);
        w->order = NULL;
        return false;
    }
    lua_Integer at = w->order ? w->order[w->i].at : w->i + 1;
    w->i++;
    luaL_checkstack(L, 2, NULL);
    lua_rawgeti(L, w->list, at);
    lua_pushvalue(L, -1);
    lua_rawget(L, w->t);
    return true;
}
