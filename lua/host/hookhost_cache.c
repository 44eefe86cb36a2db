/*
 * hookhost_cache.c — remembering the moves hook's answers, for hooks that declare `pure = true`:
 * their answer depends only on the position, the pieces' data and the game's state. The key is
 * the position's Zobrist hash mixed with a hash of the data, kept up to date at every change
 * (hookhost_set_value) and restored on unmake; it is known only while every value stored is
 * nil, a boolean or an integer (a table's contents cannot be hashed cheaply), and the cache is
 * left alone for the rest of the game otherwise. An answer is stored when it keeps candidates only
 * (no added move) among at most 64 candidates, as the set of their indices; a pure hook's kept
 * moves then come in the candidates' order, whether answered from the cache or not.
 */
#include "hashmix.h"
#include "hookhost_int.h"

#include <stdlib.h>
#include <string.h>

enum { CACHE_BITS = 14 };

struct HookCacheEntry {
    uint64_t key;
    uint64_t kept; /* bit i: candidate i kept */
    int n;         /* candidates; 0: empty slot */
};

static uint64_t mix(uint64_t x)
{
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    return x ^ (x >> 33);
}

uint64_t hookhost_value_hash(lua_State *L, int idx, lua_Integer key, bool *known)
{
    uint64_t k = mix((uint64_t)key * HASH_GOLDEN + 1);
    switch (lua_type(L, idx)) {
    case LUA_TNIL:
        return 0;
    case LUA_TBOOLEAN:
        return mix(k ^ (lua_toboolean(L, idx) ? 1 : 2));
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx))
            return mix(k ^ mix((uint64_t)lua_tointeger(L, idx) + 3));
        *known = false; /* a float is not hashed */
        return 0;
    default:
        *known = false;
        return 0;
    }
}

static uint64_t key_of(const HookHost *h, const Position *pos)
{
    return pos->hash ^ mix(h->data_hash + 0x51ed27) ^ mix(h->trail_key + 0x2545f491);
}

bool hookhost_cache_lookup(HookHost *h, const Position *pos, MoveList *list)
{
    if (!h->cache || !h->hash_known || list->n > 64)
        return false;
    uint64_t key = key_of(h, pos);
    const HookCacheEntry *e = &h->cache[key & ((1u << CACHE_BITS) - 1)];
    if (e->n != list->n || e->key != key)
        return false;
    int n = 0;
    for (int i = 0; i < list->n; i++)
        if (e->kept >> i & 1)
            movelist_copy(list, n++, i);
    list->n = n;
    h->cache_hits++;
    return true;
}

void hookhost_cache_store(HookHost *h, const Position *pos, const MoveList *candidates, const MoveList *answer)
{
    if (!h->cache || !h->hash_known || candidates->n > 64 || h->answer_added)
        return;
    uint64_t key = key_of(h, pos);
    HookCacheEntry *e = &h->cache[key & ((1u << CACHE_BITS) - 1)];
    e->key = key, e->n = candidates->n, e->kept = h->answer_kept;
    (void)answer;
}

bool hookhost_cache_reset(HookHost *h)
{
    h->data_hash = 0;
    h->hash_known = true;
    h->cache_hits = 0;
    if (!h->pure)
        return true;
    if (!h->cache)
        h->cache = malloc(sizeof *h->cache << CACHE_BITS);
    if (h->cache)
        memset(h->cache, 0, sizeof *h->cache << CACHE_BITS);
    return h->cache != NULL;
}
