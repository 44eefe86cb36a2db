/*
 * hookhost_moves.c — the candidate moves handed to the moves hook and the list it returns.
 *
 * api 1: each candidate is a fresh table of point names (push_move); the hook returns a list of
 * such tables (its own, or new ones it adds).
 * api 2: the candidates are compact integer arrays the host fills in place, call after call (no
 * table is built per move); the hook returns a list whose entries are candidate indices, or
 * tables for the moves it adds. See docs/design/hooks.md for the figures behind the choice.
 */
#include "hookhost_int.h"

#include "notation.h"

#include <lauxlib.h>

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- errors placed at the failing return ---- */

/* A check in C on what the moves hook returned fails after the hook has returned, when Lua no
 * longer knows which `return` ran. The error path runs the hook again (it must not change
 * anything: it only reads the game) with a return hook that notes the line of that return; the
 * count limit keeps a hook that would now loop from running for ever. */
enum { RERUN_STEP = 1000, RERUN_LIMIT = 20000 };
typedef struct {
    const char *source;
    int linedefined, line, steps;
} ReturnSpy;
static const char spy_key = 0; /* registry key of the rerun's ReturnSpy (light userdata) */

static void push_candidates(lua_State *L, HookHost *h);

static void spy_hook(lua_State *L, lua_Debug *ar)
{
    lua_rawgetp(L, LUA_REGISTRYINDEX, &spy_key);
    ReturnSpy *spy = lua_touserdata(L, -1);
    lua_pop(L, 1);
    if (ar->event == LUA_HOOKCOUNT) {
        if (++spy->steps > RERUN_LIMIT)
            luaL_error(L, "rerun stopped");
        return;
    }
    if (lua_getinfo(L, "Sl", ar) && ar->linedefined == spy->linedefined && !strcmp(ar->source, spy->source))
        spy->line = ar->currentline;
}

/* Runs the moves hook again on the same candidates; returns the line of its last return, or 0. */
static int failing_return_line(lua_State *L, HookHost *h)
{
    lua_Debug ar;
    int base = lua_gettop(L);
    if (!lua_checkstack(L, 8))
        return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    lua_getfield(L, -1, "moves");
    lua_pushvalue(L, -1);
    if (!lua_getinfo(L, ">S", &ar)) {
        lua_settop(L, base);
        return 0;
    }
    ReturnSpy spy = {ar.source, ar.linedefined, 0, 0};
    lua_Hook old = lua_gethook(L);
    int mask = lua_gethookmask(L), count = lua_gethookcount(L);
    lua_pushlightuserdata(L, &spy);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &spy_key);
    lua_sethook(L, spy_hook, LUA_MASKRET | LUA_MASKCOUNT, RERUN_STEP);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
    push_candidates(L, h);
    lua_pcall(L, 2, 0, 0);
    lua_sethook(L, old, mask, count);
    lua_pushnil(L);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &spy_key);
    lua_settop(L, base);
    return spy.line;
}

/* "file" of the moves hook into h->where, for a message. */
static void locate_hook(lua_State *L, HookHost *h)
{
    lua_Debug ar;
    h->where[0] = '\0';
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    lua_getfield(L, -1, "moves");
    if (lua_isfunction(L, -1) && lua_getinfo(L, ">S", &ar) && ar.source[0] == '@')
        snprintf(h->where, sizeof h->where, "%.280s", ar.source + 1);
    lua_settop(L, lua_gettop(L) - (lua_isfunction(L, -1) ? 2 : 1));
}

int hookhost_moves_error(lua_State *L, HookHost *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    int line = failing_return_line(L, h);
    locate_hook(L, h);
    if (line > 0 && h->where[0])
        lua_pushfstring(L, "%s:%d: ", h->where, line);
    else
        lua_pushfstring(L, "%s: ", h->where[0] ? h->where : "the moves hook");
    lua_insert(L, -2);
    lua_concat(L, 2);
    return lua_error(L);
}

/* ---- api 1: tables of names ---- */

static void push_points(lua_State *L, const HookHost *h, Bits set)
{
    lua_createtable(L, bits_count(set), 0);
    int p, i = 0;
    BITS_FOREACH(p, set)
    {
        hookhost_push_point(L, h, p);
        lua_rawseti(L, -2, ++i);
    }
}

/* { from, to, path = {...}, captured = {...}, crown, huffed, text, index } */
void hookhost_push_move(lua_State *L, HookHost *h, const Move *m, const MoveDetail *d, int index)
{
    const Variant *v = h->v;
    lua_createtable(L, 0, 8);
    hookhost_push_point(L, h, m->from);
    lua_setfield(L, -2, "from");
    hookhost_push_point(L, h, m->to);
    lua_setfield(L, -2, "to");
    lua_createtable(L, m->npath ? m->npath : 1, 0);
    if (m->npath == 0) {
        hookhost_push_point(L, h, m->to);
        lua_rawseti(L, -2, 1);
    }
    for (int i = 0; i < m->npath; i++) {
        hookhost_push_point(L, h, d->path[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "path");
    push_points(L, h, m->captured);
    lua_setfield(L, -2, "captured");
    lua_pushboolean(L, m->flags & MOVE_CROWN);
    lua_setfield(L, -2, "crown");
    if (m->huffed != NO_POINT) {
        hookhost_push_point(L, h, m->huffed);
        lua_setfield(L, -2, "huffed");
    }
    char text[MOVE_TEXT_MAX];
    move_to_text(v, m, d, text, sizeof text);
    lua_pushstring(L, text);
    lua_setfield(L, -2, "text");
    if (index > 0) {
        lua_pushinteger(L, index);
        lua_setfield(L, -2, "index");
    }
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
            return hookhost_moves_error(L, h, "%s has a %s key, not a list index; expected a list { ..., ... } (a set "
                                        "such as { [move] = true } is not a list)", what,
                                        lua_type(L, -2) == LUA_TNUMBER ? "number" : type);
        }
        count++;
        max = k > max ? k : max;
        lua_pop(L, 1);
    }
    for (lua_Integer i = 1; count != max && i <= max; i++) {
        if (lua_rawgeti(L, idx, i) == LUA_TNIL)
            return hookhost_moves_error(L, h, "%s has no entry %I but has one at %I; expected a list without gaps (a "
                                        "nil in { ... } makes one)", what, i, max);
        lua_pop(L, 1);
    }
    return max;
}

/* The value on top (popped) as a point: a name, or a number under api 2; -1 if neither. */
static int to_point(lua_State *L, const HookHost *h)
{
    int p = -1;
    if (lua_type(L, -1) == LUA_TSTRING)
        p = board_find(&h->v->board, lua_tostring(L, -1));
    else if (h->api == 2 && lua_isinteger(L, -1)) {
        lua_Integer n = lua_tointeger(L, -1);
        p = n >= 1 && n <= h->v->board.npoints && board_has(&h->v->board, (int)n - 1) ? (int)n - 1 : -1;
    }
    lua_pop(L, 1);
    return p;
}

/* The points of the list in field `key` of added move `number` (the table at idx), in order, each
 * checked to be a point of the board. Returns how many (at most max). */
static int read_point_list(lua_State *L, HookHost *h, int idx, const char *key, int number, uint8_t *out, int max)
{
    int type = lua_getfield(L, idx, key), n = 0; /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return 0;
    }
    char what[64];
    snprintf(what, sizeof what, "added move %d: its %s", number, key);
    if (type != LUA_TTABLE)
        return hookhost_moves_error(L, h, "%s is a %s; expected a list of points", what, luaL_typename(L, -1));
    lua_Integer len = list_length(L, h, lua_gettop(L), what);
    for (lua_Integer i = 1; i <= len; i++) {
        lua_rawgeti(L, -1, i);
        const char *type_name = luaL_typename(L, -1);
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        char shown[MAX_NAME + 8];
        snprintf(shown, sizeof shown, "%.*s", MAX_NAME, name ? name : "");
        int p = to_point(L, h);
        if (p < 0 && name)
            return hookhost_moves_error(L, h, "%s[%I] names '%s', not a point of the board", what, i, shown);
        if (p < 0)
            return hookhost_moves_error(L, h, "%s[%I] is a %s; expected a point %s", what, i, type_name,
                                        h->api == 2 ? "name or number" : "name");
        if (n == max)
            return hookhost_moves_error(L, h, "%s lists more than %d points", what, max);
        out[n++] = (uint8_t)p;
    }
    lua_pop(L, 1);
    return n;
}

/* The fields an added move may have: its own, and those the host gives its candidates (a script
 * may copy a candidate and change it). A misspelt `captures` would otherwise make a step. */
static void check_move_fields(lua_State *L, HookHost *h, int idx, int number)
{
    static const char *const known[] = {"from", "to", "path", "captured", "crown", "huffed", "text", "index", NULL};
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        lua_pop(L, 1);
        bool ok = false;
        if (lua_type(L, -1) == LUA_TSTRING)
            for (int i = 0; known[i] && !ok; i++)
                ok = !strcmp(known[i], lua_tostring(L, -1));
        if (!ok) {
            char key[40];
            snprintf(key, sizeof key, "%.32s", lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : luaL_typename(L, -1));
            hookhost_moves_error(L, h, "added move %d: unknown field '%s'; expected from, to, path, captured", number, key);
        }
    }
}

/* Where an added move may end: on an empty point, on its start (a chain may come back), or, when
 * captured pieces leave the board as they are jumped (removal=immediate), on a point it captured,
 * as the engine's own chains may. */
static void check_landing(lua_State *L, HookHost *h, const Move *m, int number)
{
    const Variant *v = h->v;
    if (m->to == m->from || position_owner(h->pos, m->to) < 0)
        return;
    if (bits_has(m->captured, m->to) && v->rules.removal == REMOVAL_IMMEDIATE)
        return;
    if (bits_has(m->captured, m->to))
        hookhost_moves_error(L, h, "added move %d ends on %s, which it captures: only under removal=immediate may a "
                             "move land where it captured (this game has removal=end)", number, v->board.name[m->to]);
    hookhost_moves_error(L, h, "added move %d ends on %s, which is not empty", number, v->board.name[m->to]);
}

/* A move a hook added, the number-th of its list: { from = "a1", to = "c3", captured = { "b2" },
 * path = { "c3" } } (names, or numbers under api 2), into m and its detail d. Checked: no unknown
 * field, the points exist, from holds a piece of the side to move, captured points hold the
 * opponent's pieces, and the landing point is free (check_landing). */
static void read_new_move(lua_State *L, HookHost *h, int idx, int number, Move *m, MoveDetail *d)
{
    const Variant *v = h->v;
    memset(m, 0, sizeof *m);
    memset(d, 0, sizeof *d);
    m->huffed = NO_POINT;
    check_move_fields(L, h, idx, number);
    lua_getfield(L, idx, "from");
    int from = to_point(L, h);
    lua_getfield(L, idx, "to");
    int to = to_point(L, h);
    if (from < 0 || to < 0)
        hookhost_moves_error(L, h, "added move %d: needs from and to, points of the board", number);
    if (position_owner(h->pos, from) != h->pos->side)
        hookhost_moves_error(L, h, "added move %d starts on %s, which holds no piece of the side to move", number,
                             v->board.name[from]);
    m->from = (uint8_t)from;
    m->to = (uint8_t)to;
    uint8_t points[MAX_POINTS];
    int ncaptured = read_point_list(L, h, idx, "captured", number, points, MAX_POINTS);
    for (int i = 0; i < ncaptured; i++) {
        if (position_owner(h->pos, points[i]) != !h->pos->side)
            hookhost_moves_error(L, h, "added move %d captures %s, which holds no piece of the opponent", number,
                                 v->board.name[points[i]]);
        bits_add(&m->captured, points[i]);
    }
    m->ncaptured = (uint8_t)bits_count(m->captured);
    check_landing(L, h, m, number);
    if (to == from && m->ncaptured == 0)
        hookhost_moves_error(L, h, "added move %d from %s to %s captures nothing: a move that stays on its point "
                             "would pass the turn", number, v->board.name[from], v->board.name[to]);
    m->npath = (uint8_t)read_point_list(L, h, idx, "path", number, d->path, MAX_PATH);
    if (m->ncaptured && m->npath == 0)
        d->path[m->npath++] = (uint8_t)to;
    if (!position_is_king(h->pos, from) && v->rules.king != KING_NONE && bits_has(v->crown[h->pos->side], to))
        m->flags = MOVE_CROWN;
}

/* ---- api 2: compact arrays ---- */

/* Sets t[i] = nil for i = from..to - 1 where the last filling left entries: stale entries would
 * show through # and ipairs. */
static void clear_tail(lua_State *L, int t, int from, int to)
{
    for (int i = from; i < to; i++) {
        lua_pushnil(L);
        lua_rawseti(L, t, i);
    }
}

/* The value of candidate m in the one-entry-per-candidate array k. */
static lua_Integer candidate_value(const Move *m, int k)
{
    switch (k) {
    case HOOK_A_FROM:
        return m->from + 1;
    case HOOK_A_TO:
        return m->to + 1;
    case HOOK_A_NCAPTURED:
        return m->ncaptured;
    default: /* HOOK_A_HUFFED */
        return m->huffed == NO_POINT ? 0 : m->huffed + 1;
    }
}

/* Fills array k (at index t) for the candidates of the call in progress: one entry per
 * candidate (from, to, ncaptured, huffed: 0 if none), or the paths or captured points of all
 * candidates one after the other, or their offsets (path_at, captured_at: n + 1 entries, the
 * points of candidate i being path[path_at[i] .. path_at[i + 1] - 1]). Returns its length. */
static int fill_array(lua_State *L, HookHost *h, int k, int t)
{
    const MoveList *list = h->list;
    int len = 0;
    if (k <= HOOK_A_HUFFED) {
        for (int i = 0; i < list->n; i++)
            lua_pushinteger(L, candidate_value(&list->moves[i], k)), lua_rawseti(L, t, ++len);
        return len;
    }
    bool path = k == HOOK_A_PATH || k == HOOK_A_PATH_AT, offsets = k == HOOK_A_PATH_AT || k == HOOK_A_CAPTURED_AT;
    int at = 1;
    for (int i = 0; i < list->n; i++) {
        const Move *m = &list->moves[i];
        int count = path ? (m->npath ? m->npath : 1) : m->ncaptured;
        if (offsets) {
            lua_pushinteger(L, at), lua_rawseti(L, t, ++len);
            at += count;
        } else if (path) {
            for (int j = 0; j < count; j++)
                lua_pushinteger(L, (m->npath ? list->details[i].path[j] : m->to) + 1), lua_rawseti(L, t, ++len);
        } else {
            int p;
            BITS_FOREACH(p, m->captured)
            {
                lua_pushinteger(L, p + 1), lua_rawseti(L, t, ++len);
            }
        }
    }
    if (offsets)
        lua_pushinteger(L, at), lua_rawseti(L, t, ++len);
    return len;
}

/* Fills array k (at index t) and clears what the last filling left beyond it. */
static void refill_array(lua_State *L, HookHost *h, int k, int t)
{
    int len = fill_array(L, h, k, t);
    clear_tail(L, t, len + 1, h->array_len[k] + 1);
    h->array_len[k] = len;
}

/* __index of the candidates table (upvalue 1: the host): an array is filled and set in the table
 * when a hook first reads it in a game; from then on it is filled at the start of every call
 * (push_arrays), so that arrays a hook never reads cost nothing and those it reads cost no
 * metamethod call. Other keys are nil. */
static int l_moves_index(lua_State *L)
{
    HookHost *h = lua_touserdata(L, lua_upvalueindex(1));
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->array_keys_ref); /* 3: name -> k */
    lua_pushvalue(L, 2);
    int k = lua_rawget(L, 3) == LUA_TNUMBER ? (int)lua_tointeger(L, -1) : 0;
    if (k < 1 || k >= HOOK_A_COUNT)
        return lua_pushnil(L), 1;
    if (!h->active || !h->list || h->v == NULL)
        return luaL_error(L, "the candidates can only be read while the moves hook runs");
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->array_list_ref);
    lua_rawgeti(L, -1, k); /* the array */
    int t = lua_gettop(L);
    refill_array(L, h, k, t);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, t);
    lua_rawset(L, 1); /* moves[name] = array, from now on */
    h->arrays_hot |= 1u << k;
    return 1;
}

/* Pushes the candidates table for a new call: the arrays the hook has read filled, and moves.n
 * set. */
static void push_arrays(lua_State *L, HookHost *h)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->arrays_ref);
    int t = lua_gettop(L);
    if (h->arrays_hot) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, h->array_list_ref);
        for (int k = 1; k < HOOK_A_COUNT; k++)
            if (h->arrays_hot >> k & 1) {
                lua_rawgeti(L, t + 1, k);
                refill_array(L, h, k, t + 2);
                lua_pop(L, 1);
            }
        lua_pop(L, 1);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->array_names_ref);
    lua_rawgeti(L, -1, HOOK_A_COUNT); /* "n" */
    lua_pushinteger(L, h->list->n);
    lua_rawset(L, t);
    lua_pop(L, 1);
}

/* Pushes the moves hook's argument of candidates: a list of move tables (API 1), or the arrays of
 * API 2. */
static void push_candidates(lua_State *L, HookHost *h)
{
    if (h->api == 2) {
        push_arrays(L, h);
        return;
    }
    lua_createtable(L, h->list->n, 0);
    for (int i = 0; i < h->list->n; i++) {
        hookhost_push_move(L, h, &h->list->moves[i], &h->list->details[i], i + 1);
        lua_rawseti(L, -2, i + 1);
    }
}

void hookhost_arrays_setup(lua_State *L, HookHost *h)
{
    static const char *const names[HOOK_A_COUNT + 1] = {NULL, "from", "to", "ncaptured", "huffed", "path",
                                                        "path_at", "captured", "captured_at", "n"};
    lua_createtable(L, HOOK_A_COUNT, 0); /* names[k] */
    lua_createtable(L, 0, HOOK_A_COUNT); /* keys[name] = k */
    lua_createtable(L, HOOK_A_COUNT, 0); /* the arrays */
    for (int k = 1; k <= HOOK_A_COUNT; k++) {
        lua_pushstring(L, names[k]);
        lua_pushvalue(L, -1);
        lua_rawseti(L, -5, k);
        lua_pushinteger(L, k);
        lua_rawset(L, -4);
        if (k < HOOK_A_COUNT)
            lua_newtable(L), lua_rawseti(L, -2, k);
        h->array_len[k - 1] = 0;
    }
    h->array_list_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->array_keys_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->array_names_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_createtable(L, 0, 4); /* the candidates table */
    lua_newtable(L), lua_setfield(L, -2, "kept");
    lua_createtable(L, 0, 1);
    lua_pushlightuserdata(L, h);
    lua_pushcclosure(L, l_moves_index, 1);
    lua_setfield(L, -2, "__index");
    lua_setmetatable(L, -2);
    h->arrays_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->arrays_hot = 0;
}

/* ---- the call ---- */

/* The number of entries to read from the hook's list (at index result): its second result when
 * an api 2 hook gives one (the rest of a reused list is then ignored), else its length, checked
 * to be a list without gaps. */
static lua_Integer answer_length(lua_State *L, HookHost *h, int result)
{
    if (h->api != 2 || lua_isnil(L, result + 1))
        return list_length(L, h, result, "the list the moves hook returned");
    if (!lua_isinteger(L, result + 1))
        hookhost_moves_error(L, h, "the moves hook's second result is %s; expected the number of entries of its "
                             "list to read", luaL_typename(L, result + 1));
    lua_Integer n = lua_tointeger(L, result + 1);
    if (n < 0 || n > MAX_MOVES)
        hookhost_moves_error(L, h, "the moves hook's second result is %I; expected the number of entries of its "
                             "list to read (0 to %d)", n, MAX_MOVES);
    return n;
}

/* Reads the hook's results (a list, and under api 2 an optional count) as its answer into
 * h->scratch. */
static void read_answer(lua_State *L, HookHost *h)
{
    MoveList *list = h->list, *out = &h->scratch;
    int result = lua_gettop(L) - 1;
    if (!lua_istable(L, result))
        hookhost_moves_error(L, h, "the moves hook must return a list of moves, got %s", luaL_typename(L, result));
    out->n = 0;
    h->answer_added = false;
    h->answer_kept = 0;
    lua_Integer n = answer_length(L, h, result);
    for (lua_Integer i = 1; i <= n; i++) {
        int type = lua_rawgeti(L, result, i);
        if (out->n == MAX_MOVES)
            hookhost_moves_error(L, h, "the moves hook returned more than %d moves", MAX_MOVES);
        if (out->n == out->cap && !movelist_grow(out))
            hookhost_moves_error(L, h, "out of memory for the moves hook's %d moves", out->n + 1);
        lua_Integer index = 0;
        if (h->api == 2 && lua_isinteger(L, -1)) {
            index = lua_tointeger(L, -1);
            if (index < 1 || index > list->n)
                hookhost_moves_error(L, h, "the moves hook's entry %I is %I, not a candidate's index (1 to %d)", i,
                                     index, list->n);
        } else if (type == LUA_TNIL && n > 0) {
            hookhost_moves_error(L, h, "the moves hook's list has no entry %I of the %I it says it has", i, n);
        } else if (type != LUA_TTABLE) {
            hookhost_moves_error(L, h, "the moves hook returned %s as move %I; expected %s", luaL_typename(L, -1), i,
                                 h->api == 2 ? "a candidate's index or a move table" : "a move table");
        } else if (h->api == 1) { /* read whole, not cut to an int: 2^32 + 1 is no index of this list */
            index = lua_getfield(L, -1, "index") == LUA_TNUMBER ? lua_tointeger(L, -1) : 0;
            lua_pop(L, 1);
        }
        if (index >= 1 && index <= list->n) {
            out->moves[out->n] = list->moves[index - 1];
            out->details[out->n++] = list->details[index - 1];
            if (index <= 64)
                h->answer_kept |= (uint64_t)1 << (index - 1);
        } else {
            read_new_move(L, h, lua_gettop(L), (int)i, &out->moves[out->n], &out->details[out->n]);
            out->n++;
            h->answer_added = true;
        }
        lua_pop(L, 1);
    }
}

int hookhost_run_moves(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    lua_getfield(L, -1, "moves");
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
    push_candidates(L, h);
    lua_call(L, 2, 2);
    read_answer(L, h);
    return 0;
}
