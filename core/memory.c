/*
 * memory.c — the pieces' trails (memory.h): made and unmade with the moves.
 */
#include "memory.h"

#include "moves.h"

#include <stdlib.h>
#include <string.h>

PieceMemory *memory_new(void)
{
    PieceMemory *mem = calloc(1, sizeof *mem);
    return mem;
}

void memory_free(PieceMemory *mem)
{
    if (!mem)
        return;
    free(mem->saved);
    free(mem);
}

void memory_reset(PieceMemory *mem)
{
    memset(mem->trail, 0, sizeof mem->trail);
    mem->nsaved = 0;
    mem->lost = false;
}

uint64_t memory_hash(const PieceMemory *mem, const Position *pos)
{
    uint64_t h = 0;
    int p;
    BITS_FOREACH(p, position_occupied(pos))
    h ^= memory_key(p, mem->trail[p]);
    return h;
}

/* Keeps the trail of p, which the move in progress overwrites, unless it is empty (an empty
 * point, or a piece that has not moved): unmake empties what it does not restore. */
static void save(PieceMemory *mem, int p)
{
    if (!bits_any(mem->trail[p]))
        return;
    if (mem->nsaved == mem->capacity) {
        uint32_t cap = mem->capacity ? mem->capacity * 2 : 256;
        MemorySave *grown = realloc(mem->saved, sizeof *grown * cap);
        if (!grown) {
            mem->lost = true;
            return;
        }
        mem->saved = grown;
        mem->capacity = cap;
    }
    mem->saved[mem->nsaved++] = (MemorySave){mem->trail[p], (uint8_t)p};
}

/* Empties the trail of the piece on p (captured or huffed), its hash going with it. */
static uint64_t forget(PieceMemory *mem, int p)
{
    uint64_t change = memory_key(p, mem->trail[p]);
    save(mem, p);
    mem->trail[p] = bits_empty();
    return change;
}

uint64_t memory_make(PieceMemory *mem, const Move *m, const uint8_t *path, uint32_t *mark)
{
    *mark = mem->nsaved;
    uint64_t change = 0;
    if (m->huffed != NO_POINT)
        change ^= forget(mem, m->huffed);
    int p;
    BITS_FOREACH(p, m->captured)
    change ^= forget(mem, p);
    Bits trail = mem->trail[m->from];
    change ^= memory_key(m->from, trail);
    save(mem, m->from);
    mem->trail[m->from] = bits_empty();
    bits_add(&trail, m->from);
    int npath = path ? m->npath : 0;
    for (int i = 0; i < npath; i++)
        bits_add(&trail, path[i]);
    bits_del(&trail, m->to); /* where it stands now is not part of its past */
    mem->trail[m->to] = trail;
    return change ^ memory_key(m->to, trail);
}

void memory_unmake(PieceMemory *mem, const Move *m, uint32_t mark)
{
    mem->trail[m->to] = bits_empty(); /* first: a piece captured on `to` (removal=immediate) comes back below */
    while (mem->nsaved > mark) {
        const MemorySave *s = &mem->saved[--mem->nsaved];
        mem->trail[s->point] = s->trail;
    }
}
