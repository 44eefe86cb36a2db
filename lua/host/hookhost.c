/*
 * hookhost.c — calling a variant's Lua hooks from the core's callbacks.
 *
 * Every call into Lua goes through sandbox_call with a C function that builds the arguments,
 * so that a Lua error (or memory exhaustion) never unwinds through core frames: it becomes a
 * recorded failure. The layout and the split into files: hookhost_int.h.
 */
#include "hookhost_int.h"

#include "movegen.h"
#include "notation.h"

#include <lauxlib.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- per-piece data and the game's state, with their undo ---- */

void hookhost_set_value(lua_State *L, HookHost *h, lua_Integer key)
{
    bool known = true;
    uint64_t hashed = hookhost_value_hash(L, -1, key, &known);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->undo_ref);   /* value, undo */
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);   /* value, undo, data */
    lua_pushinteger(L, key);
    lua_rawseti(L, -3, 2 * h->undo_top + 1);          /* undo[2t+1] = key */
    lua_rawgeti(L, -1, key);
    hashed ^= hookhost_value_hash(L, -1, key, &known);
    lua_rawseti(L, -3, 2 * h->undo_top + 2);          /* undo[2t+2] = old value */
    h->data_hash ^= hashed;
    h->hash_known = h->hash_known && known;
    h->undo_top++;
    lua_rotate(L, -3, -1);                            /* undo, data, value */
    lua_rawseti(L, -2, key);                          /* data[key] = value */
    lua_pop(L, 2);
}

/* The move just made, with its detail d (api 2: one reused table of point numbers; api 1: a
 * fresh table). */
static void push_made(lua_State *L, HookHost *h, const Move *m, const MoveDetail *d)
{
    if (h->api == 1) {
        hookhost_push_move(L, h, m, d, 0);
        return;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->move_ref);
    int t = lua_gettop(L), n = 0, p;
    lua_pushinteger(L, m->from + 1), lua_setfield(L, t, "from");
    lua_pushinteger(L, m->to + 1), lua_setfield(L, t, "to");
    lua_pushinteger(L, m->huffed == NO_POINT ? 0 : m->huffed + 1), lua_setfield(L, t, "huffed");
    lua_pushboolean(L, m->flags & MOVE_CROWN), lua_setfield(L, t, "crown");
    lua_getfield(L, t, "path");
    for (int i = 0; i < (m->npath ? m->npath : 1); i++)
        lua_pushinteger(L, (m->npath ? d->path[i] : m->to) + 1), lua_rawseti(L, -2, ++n);
    for (int k = n + 1; k <= h->made_path_n; k++) /* the previous move's longer tail */
        lua_pushnil(L), lua_rawseti(L, -2, k);
    h->made_path_n = n;
    lua_pop(L, 1);
    lua_getfield(L, t, "captured");
    n = 0;
    BITS_FOREACH(p, m->captured)
    {
        lua_pushinteger(L, p + 1), lua_rawseti(L, -2, ++n);
    }
    for (int k = n + 1; k <= h->made_captured_n; k++)
        lua_pushnil(L), lua_rawseti(L, -2, k);
    h->made_captured_n = n;
    lua_pop(L, 1);
}

/* Inside a sandbox call: moves the data of the pieces h->move moved and took, then runs
 * after(game, move). */
static void run_after(lua_State *L, HookHost *h)
{
    const Move *m = h->move;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_rawgeti(L, -1, m->from + 1); /* the mover's data */
    int p;
    BITS_FOREACH(p, m->captured)
    {
        lua_pushnil(L);
        hookhost_set_value(L, h, p + 1);
    }
    if (m->huffed != NO_POINT) {
        lua_pushnil(L);
        hookhost_set_value(L, h, m->huffed + 1);
    }
    lua_pushnil(L);
    hookhost_set_value(L, h, m->from + 1);
    hookhost_set_value(L, h, m->to + 1); /* the mover's data, now on `to` */
    lua_pop(L, 1);
    if (!h->has_after)
        return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->table_ref);
    lua_getfield(L, -1, "after");
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
    push_made(L, h, m, h->move_detail);
    h->in_after = true;
    lua_call(L, 2, 0);
    h->in_after = false;
    lua_pop(L, 1);
}

/* Inside a sandbox call: restores the values changed since undo_top was `mark`, newest first. */
static void undo_to(lua_State *L, HookHost *h, lua_Integer mark)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->undo_ref);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    for (lua_Integer k = h->undo_top; k > mark; k--) {
        lua_rawgeti(L, -2, 2 * k - 1);
        lua_Integer key = lua_tointeger(L, -1);
        lua_pop(L, 1);
        lua_rawgeti(L, -2, 2 * k);  /* old value */
        lua_rawseti(L, -2, key);    /* data[key] = old */
        lua_pushnil(L);
        lua_rawseti(L, -3, 2 * k);  /* the undo list lets go of the old value */
    }
    h->undo_top = mark;
    lua_pop(L, 2);
}

/* The game view's keys and values refresh sets, interned once (view_keys_ref). */
enum { VK_SIDE = 1, VK_PLY, VK_FAR_ROW, VK_SOUTH, VK_NORTH, VK_FAR_SOUTH, VK_FAR_NORTH, VK_COUNT };

/* Sets the fields of the game view that change from call to call: side, ply and (api 2) the
 * far row of the side to move, as the position h->pos and h->view_ply give them. */
static void refresh(lua_State *L, HookHost *h)
{
    bool south = h->pos->side == SOUTH;
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->game_ref);
    int g = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->view_keys_ref);
    lua_rawgeti(L, g + 1, VK_SIDE);
    lua_rawgeti(L, g + 1, south ? VK_SOUTH : VK_NORTH);
    lua_rawset(L, g);
    lua_rawgeti(L, g + 1, VK_PLY);
    lua_pushinteger(L, h->view_ply);
    lua_rawset(L, g);
    if (h->api == 2) {
        lua_rawgeti(L, g + 1, VK_FAR_ROW);
        lua_rawgeti(L, g + 1, south ? VK_FAR_SOUTH : VK_FAR_NORTH);
        lua_rawset(L, g);
    }
    lua_settop(L, g - 1);
}

/* Inside a sandbox call: brings the Lua data in step with the game. Makes are only noted when
 * they happen (cb_made) and unmakes only forget them (cb_unmade), so that a make undone before
 * any hook looks at the data (a leaf of the search) costs no Lua call, and the others cost no
 * call of their own: here the values of the makes since unmade are restored, then the data of
 * each pending make follow it and its after hook runs, with the game view as it was just after
 * that make (its position, ply and history). h->syncing names the make whose hook runs, for the
 * message if it fails. */
static void sync_data(lua_State *L, HookHost *h)
{
    if (!h->has_after) { /* only an after hook sets data: all of it is nil, and stays so */
        h->applied = h->valid = h->ply;
        return;
    }
    if (h->applied > h->valid) {
        undo_to(L, h, h->marks[h->valid]);
        h->data_hash = h->mark_hash[h->valid];
        h->applied = h->valid;
    }
    if (h->applied == h->ply)
        return;
    const Position *pos = h->pos;
    while (h->applied < h->ply) {
        int k = h->applied;
        h->marks[k] = h->undo_top;
        h->mark_hash[k] = h->data_hash;
        h->applied = h->valid = k + 1;
        h->syncing = k;
        h->pos = &h->after[k], h->move = &h->history[k], h->move_detail = &h->history_details[k];
        h->view_ply = k + 1;
        if (h->has_after)
            refresh(L, h);
        run_after(L, h);
    }
    h->syncing = -1;
    h->pos = pos, h->view_ply = h->ply;
}

/* Whether makes or unmakes since the last call have yet to reach the Lua data (sync_data). */
static bool data_pending(const HookHost *h)
{
    return h->has_after && (h->applied != h->valid || h->applied != h->ply);
}

/* ---- the callbacks ---- */

static const char MOVES_HOOK[] = "in the moves hook"; /* the context of a moves hook's failure */

/* Runs fn(h) in the sandbox; a failure is kept in h->error (the first one), with `context`
 * (what the hook was doing) after it, or, when it happened in the after hook of a pending make,
 * "in the after hook, after the move X". */
static bool call(HookHost *h, lua_CFunction fn, const char *context)
{
    h->error_context = h->error[0] ? h->error_context : NULL;
    lua_State *L = sandbox_lua(h->sb);
    lua_pushcfunction(L, fn);
    lua_pushlightuserdata(L, h);
    char err[sizeof h->error - 16];
    h->in_after = false;
    h->active = true;
    h->syncing = -1;
    h->view_ply = h->ply;
    bool ok = sandbox_call_at(h->sb, 1, 0, "", err, sizeof err);
    h->active = false;
    h->in_after = false;
    if (ok)
        return true;
    if (h->error[0])
        return false;
    if (h->syncing >= 0) {
        char text[MOVE_TEXT_MAX];
        move_to_text(h->v, &h->history[h->syncing], &h->history_details[h->syncing], text, sizeof text);
        err_format(h->error, sizeof h->error, "hook failed: %s (in the after hook, after the move %s)", err, text);
        h->syncing = -1;
    } else {
        err_format(h->error, sizeof h->error, "hook failed: %s (%s)", err, context);
        h->error_context = context;
    }
    return false;
}

/* Inside a sandbox call: the data in step, then (when the cache does not know the answer) the
 * moves hook on h->list. */
static int l_hooks_moves_call(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    lua_settop(L, 1);
    bool pending = data_pending(h);
    sync_data(L, h);
    if (h->trail_on)
        hookhost_trail_publish(L, h);
    h->cache_answered = pending && h->pure && !h->refusal_of && hookhost_cache_lookup(h, h->pos, h->list);
    if (h->cache_answered)
        return 0;
    refresh(L, h);
    return hookhost_run_moves(L);
}

/* Inside a sandbox call: the data in step (a game whose hooks read no data before the next make
 * of the caller's). */
static int l_hooks_sync_call(lua_State *L)
{
    sync_data(L, lua_touserdata(L, 1));
    return 0;
}

static bool cb_moves(void *ctx, const Variant *v, const Position *pos, MoveList *list)
{
    HookHost *h = ctx;
    if (h->error[0]) /* an after hook failed: the pieces' data is not to be trusted, so no moves are */
        return false;
    if (!h->has_moves)
        return true;
    h->v = v, h->pos = pos, h->list = list;
    bool pending = data_pending(h);
    h->trail_key = h->pure && h->trail_on ? hookhost_trail_hash(h) : 0;
    if (h->pure && !pending && !h->refusal_of && hookhost_cache_lookup(h, pos, list))
        return true;
    char text[300];
    h->cache_answered = false;
    if (!call(h, l_hooks_moves_call, MOVES_HOOK)) {
        size_t len = strlen(h->error);
        if (len > 0 && h->error_context == MOVES_HOOK && position_to_text(v, pos, text, sizeof text)) {
            h->error[len - 1] = '\0'; /* the position's text only on failure: it costs */
            snprintf(h->error + len - 1, sizeof h->error - (len - 1), ", position %s)", text);
            h->error_context = NULL; /* said once */
        }
        return false;
    }
    if (h->cache_answered)
        return true;
    if (h->pure && !h->answer_added && list->n <= 64) { /* the kept candidates, in their order */
        hookhost_cache_store(h, pos, list, &h->scratch);
        int n = 0;
        for (int i = 0; i < list->n; i++)
            if (h->answer_kept >> i & 1)
                movelist_copy(list, n++, i);
        list->n = n;
        return true;
    }
    if (!movelist_reserve(list, h->scratch.n)) { /* no memory: an incomplete list (list->overflow) */
        list->n = 0;
        return true;
    }
    list->n = h->scratch.n;
    if (list->n == 0)
        return true; /* an empty answer: its lists may own no memory, which memcpy may not be given */
    memcpy(list->moves, h->scratch.moves, sizeof list->moves[0] * (size_t)list->n);
    if (!list->lean)
        memcpy(list->details, h->scratch.details, sizeof list->details[0] * (size_t)list->n);
    return true;
}

/* Asks the moves hook again on pos, noting the reason game:refuse gives for m. */
static bool cb_refusal(void *ctx, const Variant *v, const Position *pos, const Move *m, char *buf, size_t len)
{
    HookHost *h = ctx;
    if (!h->has_moves || h->error[0])
        return false;
    MoveList storage = MOVELIST_INIT, *list = &storage;
    h->refusal_of = m;
    h->refusal[0] = '\0';
    movegen_legal(v, pos, list);
    h->refusal_of = NULL;
    movelist_free(list);
    h->error[0] = '\0'; /* a failure here is the command's to report when it generates moves */
    h->error_context = NULL;
    if (!h->refusal[0])
        return false;
    snprintf(buf, len, "%s", h->refusal);
    return true;
}

/* Room for one more make in marks, history and positions; false without memory. */
static bool grow(HookHost *h)
{
    if (h->ply < h->cap)
        return true;
    int cap = h->cap ? 2 * h->cap : 64;
    lua_Integer *marks = realloc(h->marks, sizeof *marks * (size_t)cap);
    if (marks)
        h->marks = marks;
    Move *history = marks ? realloc(h->history, sizeof *history * (size_t)cap) : NULL;
    if (history)
        h->history = history;
    MoveDetail *details = history ? realloc(h->history_details, sizeof *details * (size_t)cap) : NULL;
    if (details)
        h->history_details = details;
    uint64_t *mark_hash = details ? realloc(h->mark_hash, sizeof *mark_hash * (size_t)cap) : NULL;
    if (mark_hash)
        h->mark_hash = mark_hash;
    Position *after = mark_hash ? realloc(h->after, sizeof *after * (size_t)cap) : NULL;
    if (after)
        h->after = after;
    uint64_t *saved = after ? realloc(h->trail_saved, sizeof *saved * MAX_POINTS * (size_t)cap) : NULL;
    if (saved)
        h->trail_saved = saved;
    if (!marks || !history || !details || !mark_hash || !after || !saved)
        return false;
    h->cap = cap;
    return true;
}

/* Keeps m's detail d in *out; without one (a move built by hand), a detail whose landings are all
 * m->to, as notation takes such a move. */
static void keep_detail(MoveDetail *out, const Move *m, const MoveDetail *d)
{
    if (d) {
        *out = *d;
        return;
    }
    memset(out, 0, sizeof *out);
    memset(out->path, m->to, sizeof out->path);
}

/* Notes the make; its data and after hook follow at the next call that needs them (sync_data),
 * or now when asked to (hooks_host_set_eager) or for hooks without `moves`, which no later call
 * would bring. */
static void cb_made(void *ctx, const Variant *v, const Position *before, const Move *m, const MoveDetail *d,
                    const Position *after)
{
    HookHost *h = ctx;
    (void)before;
    if (!grow(h)) {
        if (!h->error[0]) {
            snprintf(h->error, sizeof h->error, "hook failed: out of memory keeping the game's history");
            h->error_context = NULL;
        }
        return;
    }
    h->v = v;
    h->history[h->ply] = *m;
    keep_detail(&h->history_details[h->ply], m, d);
    h->after[h->ply] = *after;
    if (h->trail_on)
        hookhost_trail_made(h, m, &h->history_details[h->ply], h->ply);
    h->ply++;
    if ((h->eager || !h->has_moves) && h->has_after && !h->error[0]) {
        h->pos = after;
        call(h, l_hooks_sync_call, "in the after hook");
    }
}

/* Forgets the last make: the data go back at the next call that needs them. */
static void cb_unmade(void *ctx, const Variant *v, const Move *m)
{
    HookHost *h = ctx;
    (void)m;
    if (h->ply == 0)
        return;
    h->v = v;
    h->ply--;
    if (h->valid > h->ply)
        h->valid = h->ply;
    if (h->trail_on)
        hookhost_trail_unmade(h, h->ply);
}

/* ---- life cycle ---- */

/* A table of point values: numbers[name] = n, names[n] = name (n = index + 1), far rows. */
static void push_point_tables(lua_State *L, HookHost *h, const Variant *v)
{
    lua_newtable(L);
    lua_newtable(L);
    for (int p = 0; v && p < v->board.npoints; p++) {
        if (!board_has(&v->board, p))
            continue;
        lua_pushstring(L, v->board.name[p]);
        lua_pushvalue(L, -1);
        lua_rawseti(L, -3, p + 1);
        lua_pushinteger(L, p + 1);
        lua_rawset(L, -4);
    }
    h->names_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->numbers_ref = luaL_ref(L, LUA_REGISTRYINDEX);
}

/* Runs inside sandbox_call with (host, variant): the registry tables and the game view. */
static int l_hooks_setup(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    const Variant *v = lua_touserdata(L, 2);
    lua_newtable(L);
    h->data_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    lua_newtable(L);
    h->undo_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->undo_top = 0, h->ply = 0, h->applied = h->valid = 0, h->syncing = -1;
    push_point_tables(L, h, v);
    lua_newtable(L);
    hookhost_game_methods(L, h);
    lua_rawgeti(L, LUA_REGISTRYINDEX, h->data_ref);
    lua_setfield(L, -2, "carried"); /* read-only by contract: game:set keeps the undo */
    for (int side = 0; side < 2 && v; side++) {
        lua_newtable(L);
        int p;
        BITS_FOREACH(p, v->crown[side])
        {
            lua_pushboolean(L, 1), lua_rawseti(L, -2, p + 1);
        }
        lua_setfield(L, -2, side == SOUTH ? "far_south" : "far_north");
    }
    lua_createtable(L, VK_COUNT - 1, 0); /* the keys and values refresh sets */
    static const char *const view_keys[] = {NULL, "side", "ply", "far_row", "south", "north"};
    for (int k = VK_SIDE; k <= VK_NORTH; k++)
        lua_pushstring(L, view_keys[k]), lua_rawseti(L, -2, k);
    lua_getfield(L, -2, "far_south");
    lua_rawseti(L, -2, VK_FAR_SOUTH);
    lua_getfield(L, -2, "far_north");
    lua_rawseti(L, -2, VK_FAR_NORTH);
    h->view_keys_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->trail_ref = LUA_NOREF;
    if (h->want_trail && v && v->board.npoints <= 63) {
        lua_newtable(L);
        lua_pushvalue(L, -1);
        h->trail_ref = luaL_ref(L, LUA_REGISTRYINDEX);
        lua_setfield(L, -2, "trail");
    }
    h->game_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    hookhost_arrays_setup(L, h);
    lua_newtable(L);
    lua_newtable(L), lua_setfield(L, -2, "path");
    lua_newtable(L), lua_setfield(L, -2, "captured");
    h->move_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    h->made_path_n = h->made_captured_n = 0;
    return 0;
}

/* Runs inside sandbox_call with (host, hook table): notes which hooks the table has and its api
 * (reading it may run its metamethods, which may fail) and keeps it in the registry. */
static int l_hooks_adopt(lua_State *L)
{
    HookHost *h = lua_touserdata(L, 1);
    h->has_moves = lua_getfield(L, 2, "moves") == LUA_TFUNCTION;
    h->has_after = lua_getfield(L, 2, "after") == LUA_TFUNCTION;
    h->api = lua_getfield(L, 2, "api") == LUA_TNUMBER && lua_tointeger(L, -1) == 2 ? 2 : 1;
    h->pure = lua_getfield(L, 2, "pure") == LUA_TBOOLEAN && lua_toboolean(L, -1);
    h->want_trail = lua_getfield(L, 2, "trail") == LUA_TBOOLEAN && lua_toboolean(L, -1);
    if (lua_getfield(L, 2, "rules_text") == LUA_TSTRING)
        snprintf(h->rules_text, sizeof h->rules_text, "%s", lua_tostring(L, -1));
    lua_settop(L, 2);
    h->table_ref = luaL_ref(L, LUA_REGISTRYINDEX);
    return 0;
}

/* Fresh data, undo list and game view for the variant v (NULL before one is known). */
static bool setup(HookHost *h, const Variant *v)
{
    lua_State *L = sandbox_lua(h->sb);
    char err[256];
    lua_pushcfunction(L, l_hooks_setup);
    lua_pushlightuserdata(L, h);
    lua_pushlightuserdata(L, (void *)v);
    h->ply = h->applied = h->valid = 0;
    h->error[0] = '\0';
    h->error_context = NULL;
    if (!hookhost_cache_reset(h))
        return false;
    h->trail_on = false;
    if (!sandbox_call_at(h->sb, 2, 0, "", err, sizeof err))
        return false;
    hookhost_trail_reset(h, v);
    return true;
}

HookHost *hooks_host_new(Sandbox *sb)
{
    lua_State *L = sandbox_lua(sb);
    HookHost *h = calloc(1, sizeof *h);
    if (!h) {
        lua_pop(L, 1);
        return NULL;
    }
    h->sb = sb;
    h->api = 1;
    h->table_ref = LUA_NOREF;
    h->callbacks = (VariantHooks){h, cb_moves, cb_made, cb_unmade, NULL, NULL, NULL, cb_refusal};
    char err[256];
    lua_pushcfunction(L, l_hooks_adopt);
    lua_pushlightuserdata(L, h);
    lua_rotate(L, -3, 2); /* adopt host table */
    if (!sandbox_call(sb, 2, 0, err, sizeof err) || !setup(h, NULL)) {
        hooks_host_free(h);
        return NULL;
    }
    h->callbacks.rules_text = h->rules_text[0] ? h->rules_text : NULL;
    return h;
}

void hooks_host_free(HookHost *host)
{
    if (!host)
        return;
    free(host->marks);
    free(host->mark_hash);
    free(host->cache);
    free(host->history);
    free(host->history_details);
    free(host->after);
    free(host->trail_saved);
    movelist_free(&host->scratch);
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

void hooks_host_reset(HookHost *host, const Variant *v) { setup(host, v); }

bool hooks_host_has_after(const HookHost *host) { return host->has_after; }

bool hooks_host_has_moves(const HookHost *host) { return host->has_moves; }

const char *hooks_host_error(HookHost *host)
{
    if (!host->error[0] && data_pending(host) && host->v)
        call(host, l_hooks_sync_call, "in the after hook");
    return host->error[0] ? host->error : NULL;
}

void hooks_host_set_eager(HookHost *host, bool eager) { host->eager = eager; }
