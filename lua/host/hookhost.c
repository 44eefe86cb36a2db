/*
 * hookhost.c — calling a variant's Lua hooks from the core's callbacks.
 *
 * Every call into Lua goes through sandbox_call with a C function that builds the arguments,
 * so that a Lua error (or memory exhaustion) never unwinds through core frames: it becomes a
 * recorded failure. Registry slots: the hook table, the per-piece data table (point name ->
 * value), and the undo stack (a list of { point, old value, ... } records, one per make).
 */
#include "hookhost.h"

#include "move.h"
#include "notation.h"

#include <lauxlib.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct HookHost {
    VariantHooks callbacks;
    Sandbox *sb;
    int table_ref, data_ref, undo_ref, game_ref;
    /* the call in progress */
    const Variant *v;
    const Position *pos;
    MoveList *list;
    const Move *move;
    bool in_after; /* game:set is allowed */
    bool active;   /* a hook call is in progress: v and pos are the game's own */
    char where[300]; /* "file:line: ", where the moves hook in progress is written */
    bool has_moves, has_after; /* the table has a `moves` hook, an `after` hook */
    MoveList *scratch;
    char error[512];
    char owner[64], description[512]; /* for people (hooks_host_describe) */
};

/* ---- the game view ---- */

/* The host of a game method, which must be called while a hook runs: a script may keep the game
 * table and call it later, when the position it saw is gone. */
static HookHost *host_of(lua_State *L)
{
    HookHost *h = lua_touserdata(L, lua_upvalueindex(1));
    if (!h->active || h->v == NULL || h->pos == NULL)
        luaL_error(L, "the game's methods can only be used while a hook runs");
    return h;
}

static int point_arg(lua_State *L, HookHost *h, int arg)
{
    const char *name = luaL_checkstring(L, arg);
    int p = board_find(&h->v->board, name);
    if (p < 0)
        luaL_argerror(L, arg, lua_pushfstring(L, "'%s' is not a point of this board", name));
    return p;
}

/* game:at(point) -> nil | "man" | "king", "south" | "north" */
static int l_hooks_at(lua_State *L)
{
    HookHost *h = host_of(L);
    int p = point_arg(L, h, 2);
    int side = position_owner(h->pos, p);
    if (side < 0)
        return 0;
    lua_pushstring(L, position_is_king(h->pos, p) ? "king" : "man");
    lua_pushstring(L, side == SOUTH ? "south" : "north");
    return 2;
}

/* game:far(point) -> whether point is where the side to move's men are crowned */
static int l_hooks_far(lua_State *L)
{
    HookHost *h = host_of(L);
    lua_pushboolean(L, bits_has(h->v->crown[h->pos->side], point_arg(L, h, 2)));
    return 1;
}

/* game:data(point) -> the value carried by the piece on point, or nil */
static int l_hooks_data(lua_State *L)
{
    HookHost *h = host_of(L);
    int p = point_arg(L, h, 2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_getfield(L, -1, h->v->board.name[p]);
    return 1;
}

/* Sets data[name] to the value on top (popped), recording the old value in the undo record at
 * index `record`: record.n pairs, record[2k - 1] a point name and record[2k] its old value (an
 * old value may be nil, hence the explicit count). */
static void set_data(lua_State *L, HookHost *h, const char *name, int record)
{
    lua_getfield(L, record, "n");
    lua_Integer n = lua_tointeger(L, -1); /* 0 when absent */
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref); /* value, data */
    lua_getfield(L, -1, name);                      /* value, data, old */
    lua_rawseti(L, record, 2 * n + 2);              /* record[2n+2] = old; value, data */
    lua_pushstring(L, name);
    lua_rawseti(L, record, 2 * n + 1);              /* record[2n+1] = name */
    lua_pushinteger(L, n + 1);
    lua_setfield(L, record, "n");
    lua_insert(L, -2);             /* data, value */
    lua_setfield(L, -2, name);     /* data[name] = value */
    lua_pop(L, 1);
}

/* game:set(point, value): in `after` only */
static int l_hooks_set(lua_State *L)
{
    HookHost *h = host_of(L);
    if (!h->in_after)
        return luaL_error(L, "game:set is only allowed in the after hook");
    int p = point_arg(L, h, 2);
    luaL_checkany(L, 3);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->undo_ref);
    lua_rawgeti(L, -1, (lua_Integer)lua_rawlen(L, -1)); /* the current make's record */
    int record = lua_gettop(L);
    lua_pushvalue(L, 3);
    set_data(L, h, h->v->board.name[p], record);
    return 0;
}

/* ---- moves as tables ---- */

static void push_points(lua_State *L, const Variant *v, Bits set)
{
    lua_newtable(L);
    int p, i = 0;
    BITS_FOREACH(p, set)
    {
        lua_pushstring(L, v->board.name[p]);
        lua_rawseti(L, -2, ++i);
    }
}

/* { from, to, path = {...}, captured = {...}, crown, huffed, text, index } */
static void push_move(lua_State *L, const Variant *v, const Move *m, int index)
{
    lua_createtable(L, 0, 8);
    lua_pushstring(L, v->board.name[m->from]);
    lua_setfield(L, -2, "from");
    lua_pushstring(L, v->board.name[m->to]);
    lua_setfield(L, -2, "to");
    lua_createtable(L, m->npath ? m->npath : 1, 0);
    if (m->npath == 0) {
        lua_pushstring(L, v->board.name[m->to]);
        lua_rawseti(L, -2, 1);
    }
    for (int i = 0; i < m->npath; i++) {
        lua_pushstring(L, v->board.name[m->path[i]]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "path");
    push_points(L, v, m->captured);
    lua_setfield(L, -2, "captured");
    lua_pushboolean(L, m->flags & MOVE_CROWN);
    lua_setfield(L, -2, "crown");
    if (m->huffed != NO_POINT) {
        lua_pushstring(L, v->board.name[m->huffed]);
        lua_setfield(L, -2, "huffed");
    }
    char text[MOVE_TEXT_MAX];
    move_to_text(v, m, text, sizeof text);
    lua_pushstring(L, text);
    lua_setfield(L, -2, "text");
    if (index > 0) {
        lua_pushinteger(L, index);
        lua_setfield(L, -2, "index");
    }
}

/* Raises the error "file:line: message", placed where the moves hook is written: the checks of
 * what it returns run in C, where Lua knows no line. */
static int moves_error(lua_State *L, HookHost *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lua_pushstring(L, h->where);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    lua_concat(L, 2);
    return lua_error(L);
}

/* h->where for the function on top of the stack (left there). */
static void locate_hook(lua_State *L, HookHost *h)
{
    lua_Debug ar;
    lua_pushvalue(L, -1);
    h->where[0] = '\0';
    if (lua_getinfo(L, ">S", &ar) && ar.source[0] == '@' && ar.linedefined > 0)
        snprintf(h->where, sizeof h->where, "%.280s:%d: ", ar.source + 1, ar.linedefined);
}

/* Checks that the table at idx is a list, keys 1 to n without a gap, as `return moves` gives:
 * a set ({ [move] = true }) or a list with holes would lose moves without a word. */
static lua_Integer list_length(lua_State *L, HookHost *h, int idx, const char *what)
{
    lua_Integer count = 0, max = 0;
    lua_pushnil(L);
    while (lua_next(L, idx)) { /* key -2, value -1 */
        lua_Integer k = lua_isinteger(L, -2) ? lua_tointeger(L, -2) : 0;
        if (k < 1) {
            const char *type = luaL_typename(L, -2);
            return moves_error(L, h, "%s has a %s key, not a list index; expected a list { ..., ... } (a set such as "
                               "{ [move] = true } is not a list)", what, lua_type(L, -2) == LUA_TNUMBER ? "number" : type);
        }
        count++;
        max = k > max ? k : max;
        lua_pop(L, 1);
    }
    for (lua_Integer i = 1; count != max && i <= max; i++) {
        if (lua_rawgeti(L, idx, i) == LUA_TNIL)
            return moves_error(L, h, "%s has no entry %I but has one at %I; expected a list without gaps (a nil "
                               "in { ... } makes one)", what, i, max);
        lua_pop(L, 1);
    }
    return max;
}

/* Reads field `key` of the table at idx as a point name; -1 if absent or unknown. */
static int point_field(lua_State *L, const Variant *v, int idx, const char *key)
{
    int p = -1;
    if (lua_getfield(L, idx, key) == LUA_TSTRING)
        p = board_find(&v->board, lua_tostring(L, -1));
    lua_pop(L, 1);
    return p;
}

/* The points of the list in field `key` of an added move (the table at idx), in order, each
 * checked to be a point of the board; pushes nothing. Returns how many (at most max). */
static int read_point_list(lua_State *L, HookHost *h, int idx, const char *key, int number, uint8_t *out, int max)
{
    int type = lua_getfield(L, idx, key), n = 0; /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    char what[64];
    snprintf(what, sizeof what, "the moves hook's move %d's %s", number, key);
    if (type != LUA_TTABLE)
        return moves_error(L, h, "%s is a %s; expected a list of point names", what, luaL_typename(L, -1));
    lua_Integer len = list_length(L, h, lua_gettop(L), what);
    for (lua_Integer i = 1; i <= len; i++) {
        const char *name = lua_rawgeti(L, -1, i) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        int p = name ? board_find(&h->v->board, name) : -1;
        if (!name)
            return moves_error(L, h, "%s[%I] is a %s; expected a point name", what, i, luaL_typename(L, -1));
        if (p < 0)
            return moves_error(L, h, "%s[%I] names '%s', not a point of the board", what, i, name);
        if (n == max)
            return moves_error(L, h, "%s lists more than %d points", what, max);
        out[n++] = (uint8_t)p;
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return n;
}

/* A move a hook added, the number-th of its list: { from = "a1", to = "c3", captured = { "b2" },
 * path = { "c3" } }. Checked: the points exist, from holds a piece of the side to move, to is
 * empty (or is from: a capture may come back to its start), captured points hold the opponent's
 * pieces. */
static void read_new_move(lua_State *L, HookHost *h, int idx, int number, Move *m)
{
    const Variant *v = h->v;
    memset(m, 0, sizeof *m);
    m->huffed = NO_POINT;
    int from = point_field(L, v, idx, "from"), to = point_field(L, v, idx, "to");
    if (from < 0 || to < 0)
        moves_error(L, h, "the moves hook's move %d: a move the moves hook adds needs from and to points of the board",
                    number);
    if (position_owner(h->pos, from) != h->pos->side)
        moves_error(L, h, "an added move starts on %s, which holds no piece of the side to move", v->board.name[from]);
    if (to != from && position_owner(h->pos, to) >= 0)
        moves_error(L, h, "an added move ends on %s, which is not empty", v->board.name[to]);
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    uint8_t points[MAX_POINTS];
    int ncaptured = read_point_list(L, h, idx, "captured", number, points, MAX_POINTS);
    for (int i = 0; i < ncaptured; i++) {
        if (position_owner(h->pos, points[i]) != !h->pos->side)
            moves_error(L, h, "an added move captures %s, which holds no piece of the opponent", v->board.name[points[i]]);
        bits_add(&m->captured, points[i]);
    }
    m->ncaptured = (uint8_t)bits_count(m->captured);
    if (to == from && m->ncaptured == 0)
        moves_error(L, h, "an added move from %s to %s captures nothing: a move that stays on its point would pass "
                          "the turn", v->board.name[from], v->board.name[to]);
    m->npath = (uint8_t)read_point_list(L, h, idx, "path", number, m->path, MAX_PATH);
    if (m->ncaptured && m->npath == 0)
        m->path[m->npath++] = (uint8_t)to;
    if (!position_is_king(h->pos, from) && h->v->rules.king != KING_NONE && bits_has(v->crown[h->pos->side], to))
        m->flags = MOVE_CROWN;
}

/* Runs inside sandbox_call: moves(game, {move...}) and reads back the list it returns. */
static int l_hooks_run_moves(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    const Variant *v = h->v;
    MoveList *list = h->list, *out = h->scratch;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    lua_getfield(L, -1, "moves");
    locate_hook(L, h);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
    lua_pushstring(L, h->pos->side == SOUTH ? "south" : "north");
    lua_setfield(L, -2, "side");
    lua_createtable(L, list->n, 0);
    for (int i = 0; i < list->n; i++) {
        push_move(L, v, &list->moves[i], i + 1);
        lua_rawseti(L, -2, i + 1);
    }
    lua_call(L, 2, 1);
    if (!lua_istable(L, -1))
        return moves_error(L, h, "the moves hook must return a list of moves, got %s", luaL_typename(L, -1));
    int result = lua_gettop(L);
    out->n = 0;
    lua_Integer n = list_length(L, h, result, "the list the moves hook returned");
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, result, i);
        if (!lua_istable(L, -1))
            return moves_error(L, h, "the moves hook returned %s as move %I; expected a move table", luaL_typename(L, -1),
                               i);
        if (out->n == MAX_MOVES)
            return moves_error(L, h, "the moves hook returned more than %d moves", MAX_MOVES);
        /* read whole, not cut to an int: 2^32 + 1 is no index of this list */
        lua_Integer index = lua_getfield(L, -1, "index") == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
        lua_pop(L, 1);
        if (index >= 1 && index <= list->n)
            out->moves[out->n++] = list->moves[index - 1];
        else
            read_new_move(L, h, lua_gettop(L), (int)i, &out->moves[out->n++]);
        lua_pop(L, 1);
    }
    return 0;
}

/* Runs inside sandbox_call: moves the piece's data along, then after(game, move). */
static int l_hooks_run_after(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    const Variant *v = h->v;
    const Move *m = h->move;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->undo_ref);
    lua_newtable(L); /* this make's undo record */
    lua_pushvalue(L, -1);
    lua_rawseti(L, -3, (lua_Integer)lua_rawlen(L, -3) + 1);
    int record = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_getfield(L, -1, v->board.name[m->from]); /* the mover's data */
    lua_remove(L, -2);
    int p;
    BITS_FOREACH(p, m->captured)
    {
        lua_pushnil(L);
        set_data(L, h, v->board.name[p], record);
    }
    if (m->huffed != NO_POINT) {
        lua_pushnil(L);
        set_data(L, h, v->board.name[m->huffed], record);
    }
    lua_pushnil(L);
    set_data(L, h, v->board.name[m->from], record);
    set_data(L, h, v->board.name[m->to], record); /* the mover's data, now on `to` */
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    if (lua_getfield(L, -1, "after") == LUA_TFUNCTION) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
        lua_pushstring(L, h->pos->side == SOUTH ? "south" : "north");
        lua_setfield(L, -2, "side");
        push_move(L, v, m, 0);
        h->in_after = true;
        lua_call(L, 2, 0);
        h->in_after = false;
    }
    return 0;
}

/* Runs inside sandbox_call: pops the last undo record and restores its values in reverse. */
static int l_hooks_run_undo(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->undo_ref);
    lua_Integer top = (lua_Integer)lua_rawlen(L, -1);
    if (top == 0)
        return 0;
    lua_rawgeti(L, -1, top);
    int record = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_getfield(L, record, "n");
    lua_Integer n = lua_tointeger(L, -1);
    lua_pop(L, 1);
    for (lua_Integer k = n; k >= 1; k--) { /* newest first */
        lua_rawgeti(L, record, 2 * k - 1); /* name */
        lua_rawgeti(L, record, 2 * k);     /* old value */
        lua_settable(L, -3);               /* data[name] = old */
    }
    lua_pushnil(L);
    lua_rawseti(L, record - 1, top);
    return 0;
}

/* ---- the callbacks ---- */

static bool call(HookHost *h, lua_CFunction fn)
{
    lua_State *L = sandbox_lua(h->sb);
    lua_pushcfunction(L, fn);
    lua_pushlightuserdata(L, h);
    char err[sizeof h->error - 16];
    h->in_after = false;
    h->active = true;
    bool ok = sandbox_call(h->sb, 1, 0, err, sizeof err);
    h->active = false;
    if (ok)
        return true;
    if (!h->error[0])
        err_format(h->error, sizeof h->error, "hook failed: %s", err);
    return false;
}

static bool cb_moves(void *ctx, const Variant *v, const Position *pos, MoveList *list)
{
    HookHost *h = ctx;
    if (h->error[0]) /* an after hook failed: the pieces' data is not to be trusted, so no moves are */
        return false;
    if (!h->has_moves)
        return true;
    h->v = v, h->pos = pos, h->list = list;
    if (!call(h, l_hooks_run_moves))
        return false;
    list->n = h->scratch->n;
    memcpy(list->moves, h->scratch->moves, sizeof list->moves[0] * (size_t)list->n);
    return true;
}

static void cb_made(void *ctx, const Variant *v, const Position *before, const Move *m, const Position *after)
{
    HookHost *h = ctx;
    h->v = v, h->pos = after, h->move = m;
    (void)before;
    call(h, l_hooks_run_after);
}

static void cb_unmade(void *ctx, const Variant *v, const Move *m)
{
    HookHost *h = ctx;
    h->v = v, h->move = m;
    call(h, l_hooks_run_undo);
}

/* ---- life cycle ---- */

/* Runs inside sandbox_call: the registry tables and the game view. */
static int l_hooks_setup(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    lua_newtable(L);
    h->data_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newtable(L);
    h->undo_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    static const luaL_Reg methods[] = {
        {"at", l_hooks_at}, {"far", l_hooks_far}, {"data", l_hooks_data}, {"set", l_hooks_set}, {NULL, NULL}};
    lua_newtable(L);
    lua_pushlightuserdata(L, h);
    luaL_setfuncs(L, methods, 1);
    h->game_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* Runs inside sandbox_call with (host, hook table): notes which hooks the table has (reading it
 * may run its metamethods, which may fail) and keeps it in the registry. */
static int l_hooks_adopt(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    h->has_moves = lua_getfield(L, 2, "moves") == LUA_TFUNCTION;
    h->has_after = lua_getfield(L, 2, "after") == LUA_TFUNCTION;
    lua_settop(L, 2);
    h->table_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

HookHost *hooks_host_new(Sandbox *sb)
{
    lua_State *L = sandbox_lua(sb);
    HookHost *h = calloc(1, sizeof *h);
    if (h)
        h->scratch = malloc(sizeof *h->scratch);
    if (!h || !h->scratch) {
        if (h)
            free(h->scratch);
        free(h);
        lua_pop(L, 1);
        return NULL;
    }
    h->sb = sb;
    h->table_ref = LUA_NOREF;
    h->callbacks = (VariantHooks){h, cb_moves, cb_made, cb_unmade, NULL, NULL};
    char err[256];
    lua_pushcfunction(L, l_hooks_adopt);
    lua_pushlightuserdata(L, h);
    lua_rotate(L, -3, 2); /* adopt host table */
    if (!sandbox_call(sb, 2, 0, err, sizeof err)) {
        hooks_host_free(h);
        return NULL;
    }
    lua_pushcfunction(L, l_hooks_setup);
    lua_pushlightuserdata(L, h);
    if (!sandbox_call(sb, 1, 0, err, sizeof err)) {
        hooks_host_free(h);
        return NULL;
    }
    return h;
}

void hooks_host_free(HookHost *host)
{
    if (!host)
        return;
    free(host->scratch);
    free(host);
}

void hooks_host_describe(HookHost *host, const char *owner, const char *description)
{
    snprintf(host->owner, sizeof host->owner, "%s", owner);
    snprintf(host->description, sizeof host->description, "%s", description);
    host->callbacks.owner = host->owner;
    host->callbacks.description = host->description;
}

const VariantHooks *hooks_host_callbacks(HookHost *host) { return &host->callbacks; }

void hooks_host_reset(HookHost *host)
{
    lua_State *L = sandbox_lua(host->sb);
    host->error[0] = '\0';
    lua_pushcfunction(L, l_hooks_setup); /* fresh data and undo tables, a fresh game view */
    lua_pushlightuserdata(L, host);
    char err[256];
    sandbox_call(host->sb, 1, 0, err, sizeof err);
}

bool hooks_host_has_after(const HookHost *host) { return host->has_after; }

bool hooks_host_has_moves(const HookHost *host) { return host->has_moves; }

const char *hooks_host_error(const HookHost *host) { return host->error[0] ? host->error : NULL; }
