/*
 * hookhost_game.c — the `game` view a hook receives: what stands where, the data pieces carry
 * and the game's own value, the board's geometry, the plies made and the moves so far.
 * Every method works only while a hook runs (a script may keep the table and call it later, when
 * the position it saw is gone).
 */
#include "hookhost_int.h"

#include <lauxlib.h>

#include <stdio.h>

HookHost *hookhost_of(lua_State *L)
{
    HookHost *h = lua_touserdata(L, lua_upvalueindex(1));
    if (!h->active || h->v == NULL || h->pos == NULL)
        luaL_error(L, "the game's methods can only be used while a hook runs");
    return h;
}

void hookhost_push_point(lua_State *L, const HookHost *h, int p)
{
    if (h->api == 2)
        lua_pushinteger(L, p + 1);
    else {
        lua_rawgeti(L, LUA_REGISTRYINDEX, h->names_ref); /* interned once: no hashing per push */
        lua_rawgeti(L, -1, p + 1);
        lua_remove(L, -2);
    }
}

int hookhost_point_arg(lua_State *L, HookHost *h, int arg)
{
    int p = -1;
    if (lua_type(L, arg) == LUA_TSTRING) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, h->numbers_ref);
        lua_pushvalue(L, arg);
        p = lua_rawget(L, -2) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) - 1 : -1;
        lua_pop(L, 2);
        if (p < 0)
            luaL_argerror(L, arg, lua_pushfstring(L, "'%s' is not a point of this board", lua_tostring(L, arg)));
    } else if (lua_isinteger(L, arg)) {
        lua_Integer n = lua_tointeger(L, arg);
        if (n < 1 || n > h->v->board.npoints || !board_has(&h->v->board, (int)n - 1))
            luaL_argerror(L, arg, lua_pushfstring(L, "%I is not a point number of this board", n));
        p = (int)n - 1;
    } else
        luaL_argerror(L, arg, lua_pushfstring(L, "expected a point name or number, got %s", luaL_typename(L, arg)));
    return p;
}

static const char *side_name(int side) { return side == SOUTH ? "south" : "north"; }

/* game:at(point) -> nil | "man" | "king", "south" | "north" */
static int l_hooks_at(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    int p = hookhost_point_arg(L, h, 2);
    int side = position_owner(h->pos, p);
    if (side < 0)
        return 0;
    lua_pushstring(L, position_is_king(h->pos, p) ? "king" : "man");
    lua_pushstring(L, side_name(side));
    return 2;
}

/* game:far(point) -> whether point is where the side to move's men are crowned */
static int l_hooks_far(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    lua_pushboolean(L, bits_has(h->v->crown[h->pos->side], hookhost_point_arg(L, h, 2)));
    return 1;
}

/* game:data(point) -> the value carried by the piece on point, or nil */
static int l_hooks_data(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    int p = hookhost_point_arg(L, h, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_rawgeti(L, -1, p + 1);
    return 1;
}

/* game:set(point, value): in `after` only */
static int l_hooks_set(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    if (!h->in_after)
        return luaL_error(L, "game:set is only allowed in the after hook");
    int p = hookhost_point_arg(L, h, 2);
    luaL_checkany(L, 3);
    lua_settop(L, 3);
    hookhost_set_value(L, h, p + 1);
    return 0;
}

/* game:state() -> the game's own value (nil at the start) */
static int l_hooks_state(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_rawgeti(L, -1, 0);
    return 1;
}

/* game:set_state(value): in `after` only; unmaking the move restores the old value */
static int l_hooks_set_state(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    if (!h->in_after)
        return luaL_error(L, "game:set_state is only allowed in the after hook");
    lua_settop(L, 2);
    hookhost_set_value(L, h, 0);
    return 0;
}

/* game:pieces([side]) -> { { point = p, kind = "man" | "king", side = "south" | "north" }, ... }
 * of one side (default: the side to move) or of both ("all"), in point order */
static int l_hooks_pieces(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    static const char *const sides[] = {"south", "north", "all", NULL};
    int which = lua_isnoneornil(L, 2) ? h->pos->side : luaL_checkoption(L, 2, NULL, sides);
    lua_newtable(L);
    int n = 0;
    for (int p = 0; p < h->v->board.npoints; p++) {
        int side = position_owner(h->pos, p);
        if (side < 0 || (which != 2 && side != which))
            continue;
        lua_createtable(L, 0, 3);
        hookhost_push_point(L, h, p);
        lua_setfield(L, -2, "point");
        lua_pushstring(L, position_is_king(h->pos, p) ? "king" : "man");
        lua_setfield(L, -2, "kind");
        lua_pushstring(L, side_name(side));
        lua_setfield(L, -2, "side");
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

/* game:points() -> every point of the board, in index order */
static int l_hooks_points(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    lua_newtable(L);
    int n = 0;
    for (int p = 0; p < h->v->board.npoints; p++)
        if (board_has(&h->v->board, p)) {
            hookhost_push_point(L, h, p);
            lua_rawseti(L, -2, ++n);
        }
    return 1;
}

/* game:neighbours(point) -> { { point = q, dir = d }, ... }: the points one step away along a
 * line, with the direction (a number, 1 to game:directions()) that leads there */
static int l_hooks_neighbours(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    const Board *b = &h->v->board;
    int p = hookhost_point_arg(L, h, 2), n = 0;
    lua_newtable(L);
    for (int d = 0; d < b->ndirs; d++) {
        if (b->next[p][d] == NO_POINT)
            continue;
        lua_createtable(L, 0, 2);
        hookhost_push_point(L, h, b->next[p][d]);
        lua_setfield(L, -2, "point");
        lua_pushinteger(L, d + 1);
        lua_setfield(L, -2, "dir");
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

static int dir_arg(lua_State *L, const HookHost *h, int arg)
{
    lua_Integer d = luaL_checkinteger(L, arg);
    luaL_argcheck(L, d >= 1 && d <= h->v->board.ndirs, arg, "not a direction of this board");
    return (int)d - 1;
}

/* game:ray(point, dir) -> the points beyond point along dir, nearest first, to the line's end */
static int l_hooks_ray(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    int p = hookhost_point_arg(L, h, 2), d = dir_arg(L, h, 3), n = 0;
    lua_newtable(L);
    for (int q = h->v->board.next[p][d]; q != NO_POINT && n < MAX_POINTS; q = h->v->board.next[q][d]) {
        hookhost_push_point(L, h, q);
        lua_rawseti(L, -2, ++n);
    }
    return 1;
}

/* game:directions() -> how many; game:opposite(dir) -> the direction back */
static int l_hooks_directions(lua_State *L)
{
    lua_pushinteger(L, hookhost_of(L)->v->board.ndirs);
    return 1;
}

static int l_hooks_opposite(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    lua_pushinteger(L, h->v->board.opposite[dir_arg(L, h, 2)] + 1);
    return 1;
}

/* game:history([form]) -> the moves made so far, oldest first: move tables, or their texts with
 * form "text" */
static int l_hooks_history(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    static const char *const forms[] = {"moves", "text", NULL};
    bool text = luaL_checkoption(L, 2, "moves", forms) == 1;
    lua_createtable(L, h->view_ply, 0);
    for (int i = 0; i < h->view_ply; i++) {
        hookhost_push_move(L, h, &h->history[i], &h->history_details[i], 0);
        if (text)
            lua_getfield(L, -1, "text"), lua_remove(L, -2);
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* game:refuse(move, reason), in `moves`: the reason for refusing a candidate (its table under
 * api 1, its index under api 2), which `explain` and `dispute` give. Kept only when the program
 * asks why a move is refused; otherwise it costs one call. */
static int l_hooks_refuse(lua_State *L)
{
    HookHost *h = hookhost_of(L);
    const char *reason = luaL_checkstring(L, 3);
    lua_Integer index = 0;
    if (lua_istable(L, 2))
        index = lua_getfield(L, 2, "index") == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
    else
        index = luaL_checkinteger(L, 2);
    if (h->refusal_of && h->list && index >= 1 && index <= h->list->n &&
        move_same(&h->list->moves[index - 1], h->refusal_of))
        snprintf(h->refusal, sizeof h->refusal, "%s", reason);
    return 0;
}

void hookhost_game_methods(lua_State *L, HookHost *h)
{
    static const luaL_Reg methods[] = {
        {"at", l_hooks_at}, {"far", l_hooks_far}, {"data", l_hooks_data}, {"set", l_hooks_set},
        {"state", l_hooks_state}, {"set_state", l_hooks_set_state}, {"pieces", l_hooks_pieces},
        {"points", l_hooks_points}, {"neighbours", l_hooks_neighbours}, {"ray", l_hooks_ray},
        {"directions", l_hooks_directions}, {"opposite", l_hooks_opposite}, {"history", l_hooks_history},
        {"refuse", l_hooks_refuse},
        {NULL, NULL}};
    lua_pushlightuserdata(L, h);
    luaL_setfuncs(L, methods, 1);
}
