/*
 * hookhost_trail.c — the trail of each piece, for hooks that ask for it with `trail = true`: the
 * points a piece has stood on and left since the game (or the given position) began, as one
 * integer bit set per piece, kept in C through make and unmake and shown to the hooks as
 * game.trail[p]. Rules that look at where a piece has been (Bell's no-return rule) then need no
 * `after` hook, and a make costs no Lua at all. Boards of at most 63 points only (bit q - 1 for
 * point number q keeps the integers positive); on larger boards game.trail is nil.
 */
#include "hashmix.h"
#include "hookhost_int.h"

#include <lauxlib.h>

#include <stdlib.h>
#include <string.h>

void hookhost_trail_reset(HookHost *h, const Variant *v)
{
    memset(h->trail, 0, sizeof h->trail);
    memset(h->lua_trail, 0, sizeof h->lua_trail);
    h->trail_on = h->trail_ref != LUA_NOREF && v != NULL && v->board.npoints <= 63;
}

/* The bit of point p (a board index) in a trail. */
static uint64_t point_bit(int p) { return (uint64_t)1 << p; }

void hookhost_trail_made(HookHost *h, const Move *m, const MoveDetail *d, int ply)
{
    int n = h->v->board.npoints, p;
    memcpy(h->trail_saved + (size_t)ply * MAX_POINTS, h->trail, sizeof h->trail[0] * (size_t)n);
    uint64_t left = h->trail[m->from] | point_bit(m->from);
    for (int i = 0; i + 1 < m->npath; i++) /* the landings before the last, left again */
        left |= point_bit(d->path[i]);
    h->trail[m->from] = 0;
    BITS_FOREACH(p, m->captured)
    {
        h->trail[p] = 0;
    }
    if (m->huffed != NO_POINT)
        h->trail[m->huffed] = 0;
    h->trail[m->to] = left; /* a chain back to its start has left that point too */
}

void hookhost_trail_unmade(HookHost *h, int ply)
{
    int n = h->v->board.npoints;
    memcpy(h->trail, h->trail_saved + (size_t)ply * MAX_POINTS, sizeof h->trail[0] * (size_t)n);
}

void hookhost_trail_publish(lua_State *L, HookHost *h)
{
    int n = h->v->board.npoints;
    bool pushed = false;
    for (int p = 0; p < n; p++) {
        if (h->trail[p] == h->lua_trail[p])
            continue;
        if (!pushed)
            lua_rawgeti(L, LUA_REGISTRYINDEX, h->trail_ref), pushed = true;
        if (h->trail[p])
            lua_pushinteger(L, (lua_Integer)h->trail[p]);
        else
            lua_pushnil(L);
        lua_rawseti(L, -2, p + 1);
        h->lua_trail[p] = h->trail[p];
    }
    if (pushed)
        lua_pop(L, 1);
}

uint64_t hookhost_trail_hash(const HookHost *h)
{
    uint64_t x = 0;
    for (int p = 0; h->trail_on && p < h->v->board.npoints; p++)
        if (h->trail[p])
            x ^= (h->trail[p] + (uint64_t)p * HASH_GOLDEN) * HASH_MUL1;
    return x;
}
