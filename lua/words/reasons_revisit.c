/*
 * reasons_revisit.c — the sentences about the rules that refuse chains and steps: a piece back
 * where it stood (piece_revisit), a chain landing twice or back on its start (chain_revisit), two
 * jumps the same way (chain_direction), a man stepping from its far row (far_row_steps).
 */
#include "reasons_int.h"

#include <string.h>

/* The landings of m (detail d) in order (a step's: its `to`), into at; returns how many. */
static int landings(const Move *m, const MoveDetail *d, int *at)
{
    if (!m->npath) {
        at[0] = m->to;
        return 1;
    }
    for (int i = 0; i < m->npath; i++)
        at[i] = d->path[i];
    return m->npath;
}

/* piece_revisit: the first landing of m on a point its piece stood on before (its trail in the
 * memory of `without`). */
static bool piece_revisit_sentence(const Variant *without, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    const PieceMemory *mem = without->memory;
    if (!mem)
        return false;
    int at[MAX_PATH], n = landings(m, d, at);
    const Board *b = &without->board;
    for (int i = 0; i < n; i++)
        if (bits_has(mem->trail[m->from], at[i])) {
            say(buf, len, _("the piece on %s was on %s before"), b->name[m->from], b->name[at[i]]);
            return true;
        }
    return false;
}

/* chain_revisit: the first landing of m's chain on its start or on an earlier landing. */
static bool chain_revisit_sentence(const Variant *without, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    const Board *b = &without->board;
    for (int i = 0; i < m->npath; i++) {
        if (d->path[i] == m->from) {
            say(buf, len, _("jump %d of the chain comes back to %s, where it started"), i + 1,
                b->name[m->from]);
            return true;
        }
        for (int k = 0; k < i; k++)
            if (d->path[k] == d->path[i]) {
                say(buf, len, _("the chain lands on %s twice, after jumps %d and %d"),
                    b->name[d->path[i]], k + 1, i + 1);
                return true;
            }
    }
    return false;
}

/* chain_direction: the first two jumps in a row of m along one line, the same way. */
static bool chain_direction_sentence(const Variant *without, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    const Board *b = &without->board;
    int steps;
    for (int i = 1; i < m->npath; i++) {
        int before = i > 1 ? d->path[i - 2] : m->from;
        int d1 = line_to(b, before, d->path[i - 1], &steps), d2 = line_to(b, d->path[i - 1], d->path[i], &steps);
        if (d1 >= 0 && d1 == d2) {
            say(buf, len, _("jumps %d and %d of the chain (%s to %s, then on to %s) go the same way"),
                i, i + 1, b->name[before], b->name[d->path[i - 1]], b->name[d->path[i]]);
            return true;
        }
    }
    return false;
}

bool revisit_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, const char *key,
                      char *buf, size_t len)
{
    if (!strcmp(key, "piece_revisit"))
        return piece_revisit_sentence(without, m, d, buf, len);
    if (!strcmp(key, "chain_revisit"))
        return chain_revisit_sentence(without, m, d, buf, len);
    if (!strcmp(key, "chain_direction"))
        return chain_direction_sentence(without, m, d, buf, len);
    if (!strcmp(key, "far_row_steps") && !m->ncaptured && !position_is_king(pos, m->from) &&
        bits_has(without->crown[pos->side], m->from)) {
        say(buf, len, _("the man on %s stands on its far row, where it moves only to capture"),
            without->board.name[m->from]);
        return true;
    }
    return false;
}
