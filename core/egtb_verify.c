/*
 * egtb_verify.c — a table checked against itself and the tables it leads to: every position's
 * value must be what its moves give (docs/solving.md, "Verifying").
 */
#include "egtb_int.h"

#include <string.h>

/* The value position i of t should have, from its successors' values in t and the tables its
 * ways out lead to. */
static bool expected_value(const Egtb *ctx, const EgtbTable *t, EgtbMoves *moves, uint64_t i, EgtbValue *out,
                           Err *err)
{
    const Variant *v = ctx->v;
    Position pos, child;
    egtb_unrank(ctx, t->slice, i, &pos);
    int n = egtb_moves_generate(moves, v, &pos);
    if (n < 0)
        return err_set(err, "a position has more moves or longer captures than the generator holds");
    if (n == 0) {
        *out = (EgtbValue){v->rules.blocked == BLOCKED_LOSS ? EGTB_LOSS : EGTB_DRAW, 0};
        return true;
    }
    int win = 0, loss = 0;
    bool draw = false;
    for (int k = 0; k < n; k++) {
        egtb_moves_child(moves, v, &pos, k, &child);
        EgtbSlice cs = egtb_slice_of(&child);
        EgtbValue val;
        if (memcmp(cs.n, t->slice.n, EGTB_GROUPS) == 0)
            val = egtb_table_value(t, egtb_rank(ctx, cs, &child));
        else if (!egtb_exit_value(ctx, &child, &val, err))
            return false;
        if (val.wdl == EGTB_LOSS && (win == 0 || val.dist + 1 < win))
            win = val.dist + 1;
        else if (val.wdl == EGTB_DRAW)
            draw = true;
        else if (val.wdl == EGTB_WIN && val.dist + 1 > loss)
            loss = val.dist + 1;
    }
    *out = win ? (EgtbValue){EGTB_WIN, win} : draw ? (EgtbValue){EGTB_DRAW, 0} : (EgtbValue){EGTB_LOSS, loss};
    return true;
}

bool egtb_verify(const Egtb *ctx, const EgtbTable *t, uint64_t *bad, uint64_t *first_bad, Err *err)
{
    EgtbMoves *moves = egtb_fold_ready(ctx, t->slice) ? egtb_moves_new() : NULL;
    if (!moves)
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    *bad = 0;
    *first_bad = 0;
    bool ok = true;
    for (uint64_t i = 0; ok && i < t->size; i++) {
        EgtbValue want = {0}, have = egtb_table_value(t, i);
        ok = expected_value(ctx, t, moves, i, &want, err);
        if (ok && (want.wdl != have.wdl || want.dist != have.dist || have.wdl == 3)) {
            if ((*bad)++ == 0)
                *first_bad = i;
        }
    }
    egtb_moves_free(moves);
    return ok;
}
