/*
 * egtb_moves.c — the solver's one door to the move generator and to make: a change of their
 * interface is an edit here only.
 */
#include "egtb_int.h"

#include "move.h"
#include "movegen.h"
#include "notation.h"

#include <stdlib.h>

struct EgtbMoves {
    MoveList list;
};

/* A list that keeps details: under capture=huff make reads a move's capturers from its detail. */
EgtbMoves *egtb_moves_new(void)
{
    EgtbMoves *m = malloc(sizeof *m);
    if (m)
        *m = (EgtbMoves){MOVELIST_INIT};
    return m;
}

void egtb_moves_free(EgtbMoves *m)
{
    if (!m)
        return;
    movelist_free(&m->list);
    free(m);
}

int egtb_moves_generate(EgtbMoves *m, const Variant *v, const Position *pos)
{
    int n = movegen_legal(v, pos, &m->list);
    return m->list.overflow || m->list.hook_failed ? -1 : n;
}

void egtb_moves_child(const EgtbMoves *m, const Variant *v, const Position *pos, int i, Position *child)
{
    *child = *pos;
    position_apply(v, child, &m->list.moves[i], movelist_detail(&m->list, i));
}

bool egtb_moves_quiet(const EgtbMoves *m, int i)
{
    const Move *mv = &m->list.moves[i];
    return mv->ncaptured == 0 && !(mv->flags & MOVE_CROWN);
}

bool egtb_moves_text(const EgtbMoves *m, const Variant *v, int i, char *buf, size_t len)
{
    return movelist_text(v, &m->list, i, buf, len);
}
