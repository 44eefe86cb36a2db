/*
 * set.h — the point-set type of the move generator's inner loops, one or two machine words.
 *
 * movegen_impl.h is compiled twice (movegen_w1.c, movegen_w2.c) with SET_WORDS 1 and 2: boards
 * whose indices all fit in 64 bits then never touch a second word. Positions and moves keep
 * using Bits; set_of() and set_bits() convert at the edges.
 */
#ifndef KHARBAGA_SET_H
#define KHARBAGA_SET_H

#include "variant.h"

#if SET_WORDS == 1

typedef uint64_t Set;
#define SET_FN(name) name##_w1
static inline Set set_of(Bits b) { return b.w[0]; }
static inline Bits set_bits(Set s) { return (Bits){{s, 0}}; }
/* Stores s into a Bits whose second word is already (and stays) empty. */
static inline void set_store(Bits *b, Set s) { b->w[0] = s; }
static inline bool set_has(Set s, int p) { return (s >> p) & 1; }
static inline void set_add(Set *s, int p) { *s |= (uint64_t)1 << p; }
static inline void set_del(Set *s, int p) { *s &= ~((uint64_t)1 << p); }
static inline bool set_any(Set s) { return s != 0; }
static inline bool set_equal(Set a, Set b) { return a == b; }
static inline Set set_and(Set a, Set b) { return a & b; }
static inline Set set_or(Set a, Set b) { return a | b; }
static inline Set set_andnot(Set a, Set b) { return a & ~b; }
static inline int set_count(Set s) { return bits_popcount64(s); }
static inline Set set_shift(Set s, int delta) { return word_shift(s, delta); }
/* Every point of s moved k > 0 indices up or down, points shifted out dropped. */
static inline Set set_up(Set s, int k) { return s << k; }
static inline Set set_down(Set s, int k) { return s >> k; }
static inline int set_pop(Set *s)
{
    int p = __builtin_ctzll(*s);
    *s &= *s - 1;
    return p;
}
/* The lowest and the highest point of a non-empty set. */
static inline int set_first(Set s) { return __builtin_ctzll(s); }
static inline int set_last(Set s) { return 63 - __builtin_clzll(s); }

#elif SET_WORDS == 2

typedef Bits Set;
#define SET_FN(name) name##_w2
static inline Set set_of(Bits b) { return b; }
static inline Bits set_bits(Set s) { return s; }
static inline void set_store(Bits *b, Set s) { *b = s; }
static inline bool set_has(Set s, int p) { return bits_has(s, p); }
static inline void set_add(Set *s, int p) { bits_add(s, p); }
static inline void set_del(Set *s, int p) { bits_del(s, p); }
static inline bool set_any(Set s) { return bits_any(s); }
static inline bool set_equal(Set a, Set b) { return bits_equal(a, b); }
static inline Set set_and(Set a, Set b) { return bits_and(a, b); }
static inline Set set_or(Set a, Set b) { return bits_or(a, b); }
static inline Set set_andnot(Set a, Set b) { return bits_andnot(a, b); }
static inline int set_count(Set s) { return bits_count(s); }
static inline Set set_shift(Set s, int delta) { return bits_shift(s, delta); }
static inline Set set_up(Set s, int k) { return bits_up(s, k); }
static inline Set set_down(Set s, int k) { return bits_down(s, k); }
static inline int set_pop(Set *s) { return bits_pop(s); }
static inline int set_first(Set s) { return bits_first(s); }
static inline int set_last(Set s) { return bits_last(s); }

#else
#error "SET_WORDS must be 1 or 2"
#endif

#define SET_FOREACH(p, set) for (Set set_it_ = (set); set_any(set_it_) && (((p) = set_pop(&set_it_)), 1);)

#endif
