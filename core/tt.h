/*
 * tt.h — a transposition table: search results by position hash, in a block of memory whose size
 * the caller chooses. No global state: each searcher owns its table.
 *
 * The table is an array of 64-byte buckets of four 16-byte entries, indexed by the low bits of
 * the key; every entry keeps the whole 64-bit key, so a hit is a real match except for hash
 * collisions of the key itself. Replacement prefers the same position, then an empty entry,
 * then the shallowest or oldest one (the age is the search generation, see tt_new_search).
 *
 * Scores are stored as given: a caller that stores win scores relative to the root must convert
 * them to and from "distance from this node" itself.
 */
#ifndef KHARBAGA_TT_H
#define KHARBAGA_TT_H

#include "hashmix.h"
#include "move.h"

typedef struct TT TT;

/* What kind of value an entry holds. */
enum { TT_NONE = 0, TT_UPPER = 1, TT_LOWER = 2, TT_EXACT = 3 };

/* A move in four bytes: from, to and a 16-bit signature of the captured set and the huffed point.
 * It is matched against the position's generated moves (tt_move_matches), never played as is.
 * from == NO_POINT: no move. */
typedef struct TTMove {
    uint8_t from, to;
    uint16_t sig;
} TTMove;

typedef struct TTEntry {
    uint64_t key;
    int16_t score;
    uint8_t depth;
    uint8_t gen_bound; /* search generation << 2 | bound */
    TTMove move;
} TTEntry;

/* A table using at most `bytes` bytes (rounded down to a power of two of buckets); with fewer
 * than 64 bytes the table holds nothing (every probe misses). NULL if memory ran out. */
TT *tt_new(size_t bytes);
void tt_free(TT *tt);

/* Forgets every entry. */
void tt_clear(TT *tt);

/* Starts a new search generation: older entries are replaced first. */
void tt_new_search(TT *tt);

/* The bytes of entries the table holds. */
size_t tt_size(const TT *tt);

/* Starts loading the bucket of key into the cache (a probe soon after is then cheaper). */
void tt_prefetch(const TT *tt, uint64_t key);

/* OUT: e — the entry for key, if any (false if none). */
bool tt_probe(const TT *tt, uint64_t key, TTEntry *e);

/* Stores a result: depth (0..255), bound (TT_UPPER, TT_LOWER, TT_EXACT), score, best move
 * (from == NO_POINT for none: an existing move for the same key is then kept). */
void tt_store(TT *tt, uint64_t key, int depth, int bound, int score, TTMove move);

/* Per mille of a sample of entries written in the current generation (for progress output). */
int tt_hashfull(const TT *tt);

static inline int tt_bound(const TTEntry *e) { return e->gen_bound & 3; }

/* A 16-bit digest of the captured set and the huffed point of m. */
static inline uint16_t tt_move_signature(const Move *m)
{
    uint64_t x = m->captured.w[0] ^ (m->captured.w[1] * HASH_GOLDEN) ^ ((uint64_t)m->huffed << 40);
    x ^= x >> 32;
    x ^= x >> 16;
    return (uint16_t)x;
}

/* The compact form of m. */
static inline TTMove tt_move_of(const Move *m) { return (TTMove){m->from, m->to, tt_move_signature(m)}; }

/* True if m is the move that t stands for. */
static inline bool tt_move_matches(TTMove t, const Move *m)
{
    return t.from == m->from && t.to == m->to && t.sig == tt_move_signature(m);
}

static inline TTMove tt_move_none(void) { return (TTMove){NO_POINT, NO_POINT, 0}; }

#endif
