/*
 * position.h — a position: pieces as bitsets per side and kind, a mailbox of point contents,
 * dead points (shrinking boards), the huff state, side to move, counters and a Zobrist hash.
 */
#ifndef KHARBAGA_POSITION_H
#define KHARBAGA_POSITION_H

#include "variant.h"

/* Contents of a point in the mailbox. SQ_MARK only appears inside the move generator, on a
 * piece captured earlier in the chain being built that has not left the board yet. */
enum {
    SQ_EMPTY = 0x00,
    SQ_KING = 0x01,
    SQ_SOUTH = 0x10,
    SQ_NORTH = 0x20,
    SQ_DEAD = 0x40,
    SQ_MARK = 0x80,
};

static inline uint8_t sq_piece(int side, bool king) { return (uint8_t)((SQ_SOUTH << side) | (king ? SQ_KING : 0)); }
static inline uint8_t sq_side_mask(int side) { return (uint8_t)(SQ_SOUTH << side); }

struct Position {
    Bits men[2], kings[2];
    Bits dead;      /* points removed from play by shrinking */
    Bits huff;      /* the opponent's pieces the side to move may huff (capture=huff) */
    uint64_t hash;
    uint16_t quiet; /* plies since a capture or an irreversible man step */
    uint8_t side;   /* side to move */
    uint8_t sq[MAX_POINTS];
};

/* An empty board, South to move. */
void position_clear(const Variant *v, Position *pos);

void position_put(const Variant *v, Position *pos, int point, int side, bool king);
void position_remove(const Variant *v, Position *pos, int point);
void position_kill(const Variant *v, Position *pos, int point);

/* The start position of the variant under its current rules. */
void position_start(const Variant *v, Position *pos);

/* Reads position text (see docs/notation.md); false with a message naming the bad part. */
bool position_from_text(const Variant *v, const char *text, Position *pos, Err *err);

/* Writes position text; returns false if buf is too small. */
bool position_to_text(const Variant *v, const Position *pos, char *buf, size_t len);

/* The hash computed from scratch. */
uint64_t position_compute_hash(const Variant *v, const Position *pos);

/* Checks every invariant (bitsets agree with the mailbox, hash, no piece on a dead point). */
bool position_is_ok(const Variant *v, const Position *pos);

static inline Bits position_pieces(const Position *pos, int side)
{
    return bits_or(pos->men[side], pos->kings[side]);
}

static inline Bits position_occupied(const Position *pos)
{
    return bits_or(position_pieces(pos, SOUTH), position_pieces(pos, NORTH));
}

#endif
