/*
 * hashmix.h — the 64-bit mixing every hash and seed of the program is made with, written once:
 * the golden-ratio increment (2^64 divided by the golden ratio, made odd), which spreads
 * consecutive numbers (move numbers, points, seeds) over the whole word, and splitmix64's
 * multipliers and finaliser, which make every bit of the result depend on every bit of its
 * input (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014).
 *
 * The values are part of what the program computes: the transposition table's move signatures,
 * the memory of pieces' trails, the random mover's and the personalities' choices for a seed, so
 * the perft files, the bench signature and the recorded studies depend on them.
 */
#ifndef KHARBAGA_HASHMIX_H
#define KHARBAGA_HASHMIX_H

#include <stdint.h>

#define HASH_GOLDEN 0x9E3779B97F4A7C15ull
#define HASH_MUL1 0xBF58476D1CE4E5B9ull
#define HASH_MUL2 0x94D049BB133111EBull

/* splitmix64's finaliser. */
static inline uint64_t hash_finish(uint64_t z)
{
    z = (z ^ (z >> 30)) * HASH_MUL1;
    z = (z ^ (z >> 27)) * HASH_MUL2;
    return z ^ (z >> 31);
}

#endif
