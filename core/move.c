/*
 * move.c — make and unmake, on the bitsets and the hash.
 */
#include "move.h"

void position_make(const Variant *v, Position *pos, const Move *m, Undo *undo)
{
    undo->hash = pos->hash;
    undo->quiet = pos->quiet;
    undo->dead = pos->dead;
    undo->huff = pos->huff;
    undo->captured_kings = bits_and(m->captured, pos->kings[!pos->side]);
    position_apply(v, pos, m);
}

void position_apply(const Variant *v, Position *pos, const Move *m)
{
    int side = pos->side, them = !side;
    bool king = bits_has(pos->kings[side], m->from);
    bool now_king = king || (m->flags & MOVE_CROWN);
    uint64_t hash = pos->hash ^ v->zobrist_side;

    Bits *from_set = king ? &pos->kings[side] : &pos->men[side];
    bits_del(from_set, m->from);
    bits_add(now_king ? &pos->kings[side] : &pos->men[side], m->to);
    hash ^= v->zobrist[side * 2 + king][m->from] ^ v->zobrist[side * 2 + now_king][m->to];

    if (m->ncaptured) {
        int p;
        BITS_FOREACH(p, m->captured)
        hash ^= v->zobrist[them * 2 + bits_has(pos->kings[them], p)][p];
        pos->men[them] = bits_andnot(pos->men[them], m->captured);
        pos->kings[them] = bits_andnot(pos->kings[them], m->captured);
        pos->quiet = 0;
    } else {
        bool irreversible = !king && v->rules.men_move != MEN_MOVE_ANY && variant_is_forward(v, side, m->from, m->to);
        pos->quiet = irreversible ? 0 : (uint16_t)(pos->quiet + 1);
    }
    pos->hash = hash;
    pos->side = (uint8_t)them;
}

void position_unmake(const Variant *v, Position *pos, const Move *m, const Undo *undo)
{
    int them = pos->side, side = !them;
    bool now_king = bits_has(pos->kings[side], m->to);
    bool king = now_king && !(m->flags & MOVE_CROWN);
    bits_del(now_king ? &pos->kings[side] : &pos->men[side], m->to);
    bits_add(king ? &pos->kings[side] : &pos->men[side], m->from);
    if (m->ncaptured) {
        pos->men[them] = bits_or(pos->men[them], bits_andnot(m->captured, undo->captured_kings));
        pos->kings[them] = bits_or(pos->kings[them], undo->captured_kings);
    }
    pos->side = (uint8_t)side;
    pos->hash = undo->hash;
    pos->quiet = undo->quiet;
    pos->dead = undo->dead;
    pos->huff = undo->huff;
    (void)v;
}
