/*
 * keywalk.h — the keys of a Lua table in a fixed order, for what reports problems key by key.
 *
 * lua_next's order follows a hash that Lua seeds anew for each state, so two problems of one
 * table (two bad fields of a personality's style, say) came out in either order from run to run.
 * A walk gives the string keys sorted, then the numbers in increasing order, then the booleans,
 * then any other key in the order lua_next met it.
 */
#ifndef KHARBAGA_KEYWALK_H
#define KHARBAGA_KEYWALK_H

#include <lua.h>
#include <stdbool.h>

typedef struct KeyWalkEntry KeyWalkEntry;

typedef struct KeyWalk {
    int t;                 /* the table's absolute index */
    int list;              /* the absolute index of the list of its keys, in lua_next's order */
    lua_Integer n, i;      /* keys; the next to give */
    KeyWalkEntry *order;   /* the keys' places in the list, sorted (a userdata the list holds);
                              NULL for fewer than two keys */
} KeyWalk;

/* Starts a walk of the table at index t: pushes the list of its keys. */
void keywalk_start(lua_State *L, int t, KeyWalk *w);

/* Pushes the next key and its value (raw, as lua_next gives them: the key at -2) and returns
 * true; the caller pops both before the next call. After the last key, pops the list and returns
 * false. */
bool keywalk_next(lua_State *L, KeyWalk *w);

#endif
