/*
 * perft.c — recursive move counting with bulk counting at the last ply.
 */
#include "perft.h"

#include "movegen.h"

static uint64_t perft_rec(const Variant *v, Position *pos, int depth, bool bulk, bool *overflow)
{
    MoveList list;
    if (depth == 1 && bulk) {
        uint64_t n = (uint64_t)movegen_count(v, pos, &list);
        *overflow |= list.overflow;
        return n;
    }
    movegen_legal(v, pos, &list);
    *overflow |= list.overflow;
    if (depth == 1 && !bulk) {
        for (int i = 0; i < list.n; i++) {
            Undo u;
            position_make(v, pos, &list.moves[i], &u);
            position_unmake(v, pos, &list.moves[i], &u);
        }
        return (uint64_t)list.n;
    }
    uint64_t total = 0;
    for (int i = 0; i < list.n; i++) {
        Position child = *pos; /* copy-make: a position is a few words */
        position_apply(v, &child, &list.moves[i]);
        total += perft_rec(v, &child, depth - 1, bulk, overflow);
    }
    return total;
}

uint64_t perft(const Variant *v, Position *pos, int depth, bool *overflow)
{
    bool dummy = false;
    if (!overflow)
        overflow = &dummy;
    return depth <= 0 ? 1 : perft_rec(v, pos, depth, true, overflow);
}

uint64_t perft_full(const Variant *v, Position *pos, int depth, bool *overflow)
{
    bool dummy = false;
    if (!overflow)
        overflow = &dummy;
    return depth <= 0 ? 1 : perft_rec(v, pos, depth, false, overflow);
}
