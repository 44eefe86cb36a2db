/*
 * move.c — make and unmake.
 */
#include "move.h"

static inline void flip(const Variant *v, Position *pos, int point, int side, bool king)
{
    bits_toggle(king ? &pos->kings[side] : &pos->men[side], point);
    pos->hash ^= v->zobrist[side * 2 + (king ? 1 : 0)][point];
}

void position_make(const Variant *v, Position *pos, const Move *m, Undo *undo)
{
    int side = pos->side, them = !side;
    bool king = pos->sq[m->from] & SQ_KING;
    undo->hash = pos->hash;
    undo->quiet = pos->quiet;
    undo->dead = pos->dead;
    undo->huff = pos->huff;
    undo->captured_kings = bits_and(m->captured, pos->kings[them]);

    flip(v, pos, m->from, side, king);
    pos->sq[m->from] = SQ_EMPTY;
    int p;
    BITS_FOREACH(p, m->captured)
    {
        flip(v, pos, p, them, pos->sq[p] & SQ_KING);
        pos->sq[p] = SQ_EMPTY;
    }
    bool now_king = king || (m->flags & MOVE_CROWN);
    flip(v, pos, m->to, side, now_king);
    pos->sq[m->to] = sq_piece(side, now_king);

    bool irreversible = m->ncaptured > 0 ||
                        (!king && v->rules.men_move != MEN_MOVE_ANY && variant_is_forward(v, side, m->from, m->to));
    pos->quiet = irreversible ? 0 : (uint16_t)(pos->quiet + 1);
    pos->side = (uint8_t)them;
    pos->hash ^= v->zobrist_side;
}

void position_unmake(const Variant *v, Position *pos, const Move *m, const Undo *undo)
{
    int them = pos->side, side = !them;
    bool now_king = pos->sq[m->to] & SQ_KING;
    bool king = now_king && !(m->flags & MOVE_CROWN);
    bits_toggle(now_king ? &pos->kings[side] : &pos->men[side], m->to);
    pos->sq[m->to] = SQ_EMPTY;
    int p;
    BITS_FOREACH(p, m->captured)
    {
        bool k = bits_has(undo->captured_kings, p);
        bits_toggle(k ? &pos->kings[them] : &pos->men[them], p);
        pos->sq[p] = sq_piece(them, k);
    }
    bits_toggle(king ? &pos->kings[side] : &pos->men[side], m->from);
    pos->sq[m->from] = sq_piece(side, king);
    pos->side = (uint8_t)side;
    pos->hash = undo->hash;
    pos->quiet = undo->quiet;
    pos->dead = undo->dead;
    pos->huff = undo->huff;
    (void)v;
}
