/*
 * memory.h — the points each piece has occupied, for piece_revisit=forbidden (R. C. Bell's
 * Alquerque: a piece never returns to a point it has stood on).
 *
 * The memory lives outside Position (docs/design/memory.md):
 * one per game, reached through Variant.memory, updated by position_make and restored by
 * position_unmake, which keeps what a move overwrote on a stack of its own. Its part of the
 * Zobrist hash is folded into Position.hash by make, so that repetition and the transposition
 * table tell apart two positions whose pieces stand alike but remember differently. A piece that
 * has not moved (every piece of a start position or of a --position) has an empty trail and adds
 * nothing to the hash: a fresh memory changes no hash.
 */
#ifndef KHARBAGA_MEMORY_H
#define KHARBAGA_MEMORY_H

#include "bits.h"
#include "hashmix.h"

/* One trail a move overwrote: the point and what it held. */
typedef struct MemorySave {
    Bits trail;
    uint8_t point;
} MemorySave;

typedef struct PieceMemory {
    /* trail[p]: the points the piece now on p stood on before it came to p, in the moves of
     * this game (p itself not included); empty on a point without a piece */
    Bits trail[MAX_POINTS];
    MemorySave *saved; /* what each make overwrote, newest last */
    uint32_t nsaved, capacity;
    bool lost;         /* a save failed for want of memory: unmake can no longer restore */
} PieceMemory;

/* A fresh memory (every trail empty), or NULL without the memory for it. */
PieceMemory *memory_new(void);
void memory_free(PieceMemory *mem);

/* Forgets every trail: a new game, or a new start position. */
void memory_reset(PieceMemory *mem);

/* The hash of one piece's trail on point p: 0 for an empty trail. */
static inline uint64_t memory_key(int p, Bits trail)
{
    if (!bits_any(trail))
        return 0;
    uint64_t z = hash_finish(trail.w[1] ^ ((uint64_t)(p + 1) * HASH_GOLDEN));
    return hash_finish(z ^ trail.w[0]);
}

/* The memory's part of pos's hash: the keys of the trails of pos's pieces. */
uint64_t memory_hash(const PieceMemory *mem, const Position *pos);


/* Before m is made: the trail of its piece moves to m->to,
 * grown by where it stood and where it lands on the way (path: m's m->npath landing points, or
 * NULL for none); the trails of the pieces it captures (and huffs) go. *mark receives what
 * memory_unmake needs. Returns the change of the hash (XOR it into the hash). */
uint64_t memory_make(PieceMemory *mem, const Move *m, const uint8_t *path, uint32_t *mark);

/* After m has been unmade: the trails as they were before it (mark from memory_make). */
void memory_unmake(PieceMemory *mem, const Move *m, uint32_t mark);

#endif
