/*
 * hookhost_int.h — the layout of a HookHost, shared by its three files:
 *   hookhost.c        the callbacks, the per-piece data and game state with their undo, life cycle
 *   hookhost_game.c   the `game` view: pieces, data, state, geometry, ply and history
 *   hookhost_moves.c  moves to and from Lua: tables (api 1) and compact integer arrays (api 2)
 *
 * Points reach Lua as names under api 1 and as numbers (board index + 1) under api 2; the game
 * view's methods take either. The per-piece data lives in one Lua table keyed by point number,
 * with the game's own value (game:state) at key 0; undo is a flat Lua list of (key, old value)
 * pairs whose length and per-make marks are kept in C, so a make costs no table of its own.
 */
#ifndef KHARBAGA_HOOKHOST_INT_H
#define KHARBAGA_HOOKHOST_INT_H

#include "hookhost.h"

#include "move.h"

#include <lua.h>

typedef struct HookCacheEntry HookCacheEntry;

/* The arrays of the api 2 candidates table, by number; HOOK_A_COUNT also numbers its `n`. */
enum {
    HOOK_A_FROM = 1, HOOK_A_TO, HOOK_A_NCAPTURED, HOOK_A_HUFFED, HOOK_A_PATH, HOOK_A_PATH_AT, HOOK_A_CAPTURED,
    HOOK_A_CAPTURED_AT, HOOK_A_COUNT
};

struct HookHost {
    VariantHooks callbacks;
    Sandbox *sb;
    int api;                                  /* 1: moves as tables of names; 2: integer arrays */
    int table_ref, data_ref, undo_ref, game_ref, numbers_ref, names_ref;
    int view_keys_ref;                        /* what refresh sets in the game view (hookhost.c) */
    int arrays_ref, move_ref;                 /* api 2: the reused candidates table and move table */
    int array_list_ref, array_keys_ref, array_names_ref; /* its arrays by number; names <-> numbers */
    /* the call in progress */
    const Variant *v;
    const Position *pos;
    MoveList *list;                           /* the candidates, which keep details */
    const Move *move;
    const MoveDetail *move_detail;            /* the detail of move */
    bool in_after; /* game:set is allowed */
    bool active;   /* a hook call is in progress: v and pos are the game's own */
    bool has_moves, has_after;
    bool eager;                               /* after hooks run at every make (hooks_host_set_eager) */
    int array_len[HOOK_A_COUNT];              /* api 2: entries each array holds */
    unsigned arrays_hot;                      /* bit k: the hook reads array k: it is filled at every call */
    int made_path_n, made_captured_n;         /* api 2: entries of the reused move table */
    /* undo: undo_top pairs in the Lua list; marks[k] is undo_top before the data followed the
     * k-th make */
    lua_Integer undo_top;
    lua_Integer *marks;
    Move *history;                            /* the moves made since the reset, oldest first */
    MoveDetail *history_details;              /* their details */
    Position *after;                          /* after[k]: the position history[k] made */
    int ply, cap;                             /* live makes; room in marks, history and after */
    /* The data follow the game lazily (hookhost.c, sync_data): the Lua data reflect the first
     * `applied` makes as they were made, of which the first `valid` are still the game's; the
     * after hooks of the rest run at the next call that needs the data. */
    int applied, valid;
    int syncing;                              /* the make whose after hook runs, or -1 */
    int view_ply;                             /* game.ply as the running hook sees it */
    MoveList scratch;                         /* the moves hook's answer, read by hookhost_run_moves */
    /* `trail = true` (boards of at most 63 points): trail[p] is the set of points the piece on p
     * has stood on and left, bit q for point number q + 1; trail_saved holds MAX_POINTS entries per
     * live make, as they were before it; lua_trail is what game.trail holds now */
    bool want_trail, trail_on;
    int trail_ref;
    uint64_t trail[MAX_POINTS], lua_trail[MAX_POINTS];
    uint64_t *trail_saved;
    uint64_t trail_key;                       /* the trail's part of the cache key this call */
    /* pure hooks (hookhost_cache.c): answers by position and data hash */
    bool pure, hash_known, answer_added;
    bool cache_answered;                      /* the last moves call was answered from the cache */
    uint64_t data_hash, answer_kept;
    uint64_t *mark_hash;                      /* data_hash before each live make */
    HookCacheEntry *cache;
    long cache_hits;
    /* game:refuse while asked for a reason (hooks_refusal): the move asked about and its reason */
    const Move *refusal_of;
    char refusal[256];
    char where[300]; /* "file:line-last: " of the moves hook, for checks made in C */
    char error[512];
    const char *error_context; /* the context call() wrote after error ("in the moves hook"), or NULL */
    char owner[64], description[512];
    char rules_text[1024];                    /* the hook table's `rules_text`, or "" */
};

/* The host of a game method, which must be called while a hook runs. */
HookHost *hookhost_of(lua_State *L);
/* The point of argument arg: a name, or a number under either api; raises an error otherwise. */
int hookhost_point_arg(lua_State *L, HookHost *h, int arg);
/* Pushes a point as the api gives it: its name (api 1) or number (api 2). */
void hookhost_push_point(lua_State *L, const HookHost *h, int p);
/* Pushes the move (detail d) as a table in the api's form ({ from, to, path, captured, ... }). */
void hookhost_push_move(lua_State *L, HookHost *h, const Move *m, const MoveDetail *d, int index);
/* Sets data[key] (key 0: the game's state) to the value on top (popped), noting the old value
 * for unmake. Only while a make's after hook runs. */
void hookhost_set_value(lua_State *L, HookHost *h, lua_Integer key);
/* Adds the game view's methods to the table on top. */
void hookhost_game_methods(lua_State *L, HookHost *h);
/* Raises "file:line: message" for a check made in C on what the moves hook returned. */
int hookhost_moves_error(lua_State *L, HookHost *h, const char *fmt, ...);
/* Inside sandbox_call: makes the api 2 candidates table (moves.kept, and the arrays filled when
 * first read in a call) and its registry references. */
void hookhost_arrays_setup(lua_State *L, HookHost *h);
/* Runs inside sandbox_call: the moves hook on h->list, its answer into h->scratch. */
int hookhost_run_moves(lua_State *L);

/* hookhost_trail.c: the trail of each piece, kept in C (see `trail_on` above) */
/* Forgets every trail (a new game) and turns it on if the hook table asks and the board has at
 * most 63 points. */
void hookhost_trail_reset(HookHost *h, const Variant *v);
/* Follows the make of m (detail d; the ply-th live make, whose saved entries it fills), or its
 * unmake. */
void hookhost_trail_made(HookHost *h, const Move *m, const MoveDetail *d, int ply);
void hookhost_trail_unmade(HookHost *h, int ply);
/* Inside a sandbox call: game.trail made to hold h->trail (only the entries that changed). */
void hookhost_trail_publish(lua_State *L, HookHost *h);
/* A hash of every trail, for the cache's key. */
uint64_t hookhost_trail_hash(const HookHost *h);

/* hookhost_cache.c: the hash of the value at idx stored under key (0 for nil); *known is set
 * false for a value that cannot be hashed (a table, a string, a function, a float). */
uint64_t hookhost_value_hash(lua_State *L, int idx, lua_Integer key, bool *known);
/* Applies a remembered answer for pos to list; false if there is none. */
bool hookhost_cache_lookup(HookHost *h, const Position *pos, MoveList *list);
/* Remembers the answer just read (h->answer_kept, unless it added moves). */
void hookhost_cache_store(HookHost *h, const Position *pos, const MoveList *candidates, const MoveList *answer);
/* Empties the cache and the data hash (a new game); false without memory for the cache. */
bool hookhost_cache_reset(HookHost *h);

#endif
