/*
 * bits.h — a set of up to MAX_POINTS (128) points, as two 64-bit words.
 *
 * All operations are inline: they sit in the move generator's inner loops.
 */
#ifndef KHARBAGA_BITS_H
#define KHARBAGA_BITS_H

#include "types.h"

typedef struct Bits {
    uint64_t w[2];
} Bits;

static inline Bits bits_empty(void) { return (Bits){{0, 0}}; }

/* Single points are read and written with a choice of word rather than an indexed word, so
 * that a set held in registers stays there. */
static inline bool bits_has(Bits b, int p) { return ((p < 64 ? b.w[0] : b.w[1]) >> (p & 63)) & 1; }

static inline void bits_add(Bits *b, int p)
{
    uint64_t bit = (uint64_t)1 << (p & 63);
    b->w[0] |= p < 64 ? bit : 0;
    b->w[1] |= p < 64 ? 0 : bit;
}

static inline void bits_del(Bits *b, int p)
{
    uint64_t bit = (uint64_t)1 << (p & 63);
    b->w[0] &= p < 64 ? ~bit : ~(uint64_t)0;
    b->w[1] &= p < 64 ? ~(uint64_t)0 : ~bit;
}

static inline void bits_toggle(Bits *b, int p) { b->w[p >> 6] ^= (uint64_t)1 << (p & 63); }

static inline bool bits_any(Bits b) { return (b.w[0] | b.w[1]) != 0; }

static inline bool bits_equal(Bits a, Bits b) { return a.w[0] == b.w[0] && a.w[1] == b.w[1]; }

static inline Bits bits_or(Bits a, Bits b) { return (Bits){{a.w[0] | b.w[0], a.w[1] | b.w[1]}}; }

static inline Bits bits_and(Bits a, Bits b) { return (Bits){{a.w[0] & b.w[0], a.w[1] & b.w[1]}}; }

static inline Bits bits_andnot(Bits a, Bits b) { return (Bits){{a.w[0] & ~b.w[0], a.w[1] & ~b.w[1]}}; }

/* Population count without relying on a popcount instruction (the portable builtin is a
 * library call on plain x86-64). */
static inline int bits_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
}

static inline int bits_count(Bits b) { return bits_popcount64(b.w[0]) + (b.w[1] ? bits_popcount64(b.w[1]) : 0); }

/* A one-word shift for boards whose indices all fit in the low word. */
static inline uint64_t word_shift(uint64_t w, int delta) { return delta > 0 ? w << delta : w >> -delta; }

/* Every point of b moved by delta indices (positive: up), points shifted out dropped. */
static inline Bits bits_shift(Bits b, int delta)
{
    if (delta >= 64)
        return (Bits){{0, b.w[0] << (delta - 64)}};
    if (delta > 0)
        return (Bits){{b.w[0] << delta, (b.w[1] << delta) | (b.w[0] >> (64 - delta))}};
    if (delta <= -64)
        return (Bits){{b.w[1] >> (-delta - 64), 0}};
    if (delta < 0)
        return (Bits){{(b.w[0] >> -delta) | (b.w[1] << (64 + delta)), b.w[1] >> -delta}};
    return b;
}

/* As bits_shift by k or -k, for 0 < k < 128, when the direction is known: one test. */
static inline Bits bits_up(Bits b, int k)
{
    if (k >= 64)
        return (Bits){{0, b.w[0] << (k - 64)}};
    return (Bits){{b.w[0] << k, (b.w[1] << k) | (b.w[0] >> (64 - k))}};
}

static inline Bits bits_down(Bits b, int k)
{
    if (k >= 64)
        return (Bits){{b.w[1] >> (k - 64), 0}};
    return (Bits){{(b.w[0] >> k) | (b.w[1] << (64 - k)), b.w[1] >> k}};
}

/* Removes and returns the lowest point of a non-empty set. */
static inline int bits_pop(Bits *b)
{
    if (b->w[0]) {
        int p = __builtin_ctzll(b->w[0]);
        b->w[0] &= b->w[0] - 1;
        return p;
    }
    int p = 64 + __builtin_ctzll(b->w[1]);
    b->w[1] &= b->w[1] - 1;
    return p;
}

/* The lowest and the highest point of a non-empty set. */
static inline int bits_first(Bits b) { return b.w[0] ? __builtin_ctzll(b.w[0]) : 64 + __builtin_ctzll(b.w[1]); }

static inline int bits_last(Bits b) { return b.w[1] ? 127 - __builtin_clzll(b.w[1]) : 63 - __builtin_clzll(b.w[0]); }

/* Iterates p over the points of a set (the set expression is evaluated once). */
#define BITS_FOREACH(p, set) for (Bits bits_it_ = (set); bits_any(bits_it_) && (((p) = bits_pop(&bits_it_)), 1);)

#endif
