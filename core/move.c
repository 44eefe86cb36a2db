/*
 * move.c — make and unmake, on the bitsets and the hash.
 *
 * A move is played in this order: the huff that may begin it (capture=huff), the move itself,
 * the new huff right it leaves the opponent, and the shrinking of the board. After it the
 * huffable set is exactly what the rules make of the move: empty without huffing, whatever the
 * position held before. Under piece_revisit=forbidden make and unmake also carry the pieces'
 * trails (core/memory.h), whose hash make folds into the position's.
 */
#include "move.h"

#include "shrink.h"

void position_make(const Variant *v, Position *pos, const Move *m, const MoveDetail *d, Undo *undo)
{
    int them = !pos->side;
    undo->hash = pos->hash;
    undo->quiet = pos->quiet;
    undo->dead = pos->dead;
    undo->huff = pos->huff;
    undo->captured_kings = bits_and(m->captured, pos->kings[them]);
    undo->huffed_king = m->huffed != NO_POINT && bits_has(pos->kings[them], m->huffed);
    PieceMemory *mem = variant_memory(v); /* the trails change with the pieces, the hash with them */
    uint64_t change = mem ? memory_make(mem, m, d ? d->path : NULL, &undo->memory_mark) : 0;
    if (v->hooks && v->hooks->made) {
        Position before = *pos;
        position_apply(v, pos, m, d);
        pos->hash ^= change;
        v->hooks->made(v->hooks->ctx, v, &before, m, d, pos);
        return;
    }
    position_apply(v, pos, m, d);
    pos->hash ^= change;
}

/* The huff right after a quiet move m, played in pos (before it is played): the pieces that could
 * have captured, which the generator gave m's detail d (none without one), the mover on its new
 * point. */
static Bits huffable_after(const Move *m, const MoveDetail *d)
{
    Bits capturers = d ? d->capturers : bits_empty();
    if (bits_has(capturers, m->from)) {
        bits_del(&capturers, m->from);
        bits_add(&capturers, m->to);
    }
    return capturers;
}

void position_apply(const Variant *v, Position *pos, const Move *m, const MoveDetail *d)
{
    int side = pos->side, them = !side;
    bool huffing = v->rules.capture == CAPTURE_HUFF;
    Bits huff_next = bits_empty();
    if (huffing) {
        if (m->huffed != NO_POINT)
            position_remove(v, pos, m->huffed);
        position_set_huff(v, pos, bits_empty());
        if (m->ncaptured == 0)
            huff_next = huffable_after(m, d);
    } else if (bits_any(pos->huff)) {
        /* A position carried over from rules that huff (one position under several rule
         * choices, lua/words/dispute.c): these rules leave nothing to huff. */
        position_set_huff(v, pos, bits_empty());
    }
    bool king = bits_has(pos->kings[side], m->from);
    bool now_king = king || (m->flags & MOVE_CROWN);
    uint64_t hash = pos->hash ^ v->zobrist_side;

    Bits *from_set = king ? &pos->kings[side] : &pos->men[side];
    bits_del(from_set, m->from);
    bits_add(now_king ? &pos->kings[side] : &pos->men[side], m->to);
    hash ^= v->zobrist[side * 2 + king][m->from] ^ v->zobrist[side * 2 + now_king][m->to];

    if (m->ncaptured || m->huffed != NO_POINT) {
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
    if (huffing)
        position_set_huff(v, pos, huff_next);
    if (v->rules.shrink != SHRINK_NONE)
        shrink_apply(v, pos);
}

void position_unmake(const Variant *v, Position *pos, const Move *m, const Undo *undo)
{
    if (v->hooks && v->hooks->unmade)
        v->hooks->unmade(v->hooks->ctx, v, m);
    int them = pos->side, side = !them;
    bool now_king = bits_has(pos->kings[side], m->to);
    bool king = now_king && !(m->flags & MOVE_CROWN);
    bits_del(now_king ? &pos->kings[side] : &pos->men[side], m->to);
    bits_add(king ? &pos->kings[side] : &pos->men[side], m->from);
    if (m->ncaptured) {
        pos->men[them] = bits_or(pos->men[them], bits_andnot(m->captured, undo->captured_kings));
        pos->kings[them] = bits_or(pos->kings[them], undo->captured_kings);
    }
    if (m->huffed != NO_POINT)
        bits_add(undo->huffed_king ? &pos->kings[them] : &pos->men[them], m->huffed);
    pos->side = (uint8_t)side;
    pos->hash = undo->hash;
    pos->quiet = undo->quiet;
    pos->dead = undo->dead;
    pos->huff = undo->huff;
    if (variant_memory(v))
        memory_unmake(variant_memory(v), m, undo->memory_mark);
}
