/*
 * rng.h — a small seeded random generator (xorshift64*), owned by whoever needs one: there is no
 * global random state in core/.
 */
#ifndef KHARBAGA_RNG_H
#define KHARBAGA_RNG_H

#include "hashmix.h"
#include "types.h"

typedef struct Rng {
    uint64_t s;
} Rng;

/* splitmix64: advances *state and returns the next number of a fixed sequence (the same in
 * every run and on every machine). */
static inline uint64_t splitmix64_next(uint64_t *state)
{
    return hash_finish(*state += HASH_GOLDEN);
}

/* Seeds r; every seed, 0 included, gives a usable (non-zero) state. */
static inline void rng_seed(Rng *r, uint64_t seed)
{
    uint64_t z = splitmix64_next(&seed); /* one splitmix64 step spreads small seeds */
    r->s = z ? z : 0x6B68617262616761ull;
}

static inline uint64_t rng_next(Rng *r)
{
    uint64_t x = r->s;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    r->s = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* A number in 0..n-1 (n > 0). */
static inline int rng_below(Rng *r, int n) { return (int)((rng_next(r) >> 33) % (uint64_t)n); }

/* A number in [0, 1). */
static inline double rng_unit(Rng *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }

#endif
