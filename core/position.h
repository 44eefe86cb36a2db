/*
 * position.h — a position: pieces as bitsets per side and kind, dead points (shrinking boards),
 * the huff state, side to move, counters and a Zobrist hash.
 */
#ifndef KHARBAGA_POSITION_H
#define KHARBAGA_POSITION_H

#include "variant.h"

struct Position {
    Bits men[2], kings[2];
    Bits dead;      /* points removed from play by shrinking */
    Bits huff;      /* the opponent's pieces the side to move may huff; empty unless capture=huff */
    uint64_t hash;
    uint16_t quiet; /* plies since a capture, a huff or an irreversible man step */
    uint8_t side;   /* side to move */
};

/* An empty board, South to move. */
void position_clear(const Variant *v, Position *pos);

void position_put(const Variant *v, Position *pos, int point, int side, bool king);
void position_remove(const Variant *v, Position *pos, int point);
void position_kill(const Variant *v, Position *pos, int point);

/* Makes huff the set of huffable pieces, the hash following. */
void position_set_huff(const Variant *v, Position *pos, Bits huff);

/* The start position of the variant under its current rules. */
void position_start(const Variant *v, Position *pos);

/* Reads position text (see docs/notation.md); false with a message naming the bad part. An H
 * field (huffable pieces) is refused unless v's rules huff (capture=huff). */
bool position_from_text(const Variant *v, const char *text, Position *pos, Err *err);

/* Writes position text; returns false if buf is too small. */
bool position_to_text(const Variant *v, const Position *pos, char *buf, size_t len);

/* The hash computed from scratch; under piece_revisit=forbidden with the trails of v's memory
 * (core/memory.h), which must be pos's. */
uint64_t position_compute_hash(const Variant *v, const Position *pos);

/* Checks every invariant (the bitsets agree with each other, hash, no piece on a dead point,
 * huffable pieces only of the side not to move and only under capture=huff). */
bool position_is_ok(const Variant *v, const Position *pos);

/* Whether a and b are the same in every field: pieces, dead points, huff state, side to move,
 * quiet counter and hash (an unmade move must restore all of them). */
static inline bool position_identical(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++)
        if (!bits_equal(a->men[s], b->men[s]) || !bits_equal(a->kings[s], b->kings[s]))
            return false;
    return bits_equal(a->dead, b->dead) && bits_equal(a->huff, b->huff) && a->hash == b->hash &&
           a->quiet == b->quiet && a->side == b->side;
}

static inline Bits position_pieces(const Position *pos, int side)
{
    return bits_or(pos->men[side], pos->kings[side]);
}

static inline Bits position_occupied(const Position *pos)
{
    return bits_or(position_pieces(pos, SOUTH), position_pieces(pos, NORTH));
}

/* The side owning the piece on p, or -1 if there is none. */
static inline int position_owner(const Position *pos, int p)
{
    return bits_has(position_pieces(pos, SOUTH), p) ? SOUTH : bits_has(position_pieces(pos, NORTH), p) ? NORTH : -1;
}

static inline bool position_is_king(const Position *pos, int p)
{
    return bits_has(pos->kings[SOUTH], p) || bits_has(pos->kings[NORTH], p);
}

#endif
