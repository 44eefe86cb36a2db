/*
 * solve_tables.c — a directory's tables read as a proof needs them (solve_tables.h).
 */
#include "solve_tables.h"

#include "solve_dir.h"

#include <stdlib.h>
#include <string.h>

bool solve_tables_init(SolveTables *t, Egtb *ctx, const char *dir, FILE *notes)
{
    memset(t, 0, sizeof *t);
    t->ctx = ctx;
    t->dir = dir;
    t->notes = notes;
    t->state = calloc(SOLVE_TABLES_DIM * SOLVE_TABLES_DIM * SOLVE_TABLES_DIM * SOLVE_TABLES_DIM, 1);
    return t->state != NULL;
}

void solve_tables_free(SolveTables *t)
{
    free(t->state);
    t->state = NULL;
}

static int state_slot(EgtbSlice s)
{
    int slot = 0;
    for (int g = 0; g < EGTB_GROUPS; g++)
        slot = slot * SOLVE_TABLES_DIM + s.n[g];
    return slot;
}

/* Reads slice s's file, if there is one and it is sound; a file refused is noted, never used. */
static bool load(SolveTables *t, EgtbSlice s)
{
    if (!egtb_slice_valid(t->ctx, s, NULL) || !solve_dir_attach(t->ctx, t->dir, s, t->notes))
        return false;
    t->loaded++;
    return true;
}

bool solve_tables_probe(void *arg, const Position *pos, EgtbValue *value)
{
    SolveTables *t = arg;
    if (bits_count(position_occupied(pos)) > EGTB_MAX_PIECES)
        return false;
    EgtbSlice s = egtb_slice_of(pos);
    uint8_t *state = &t->state[state_slot(s)];
    if (*state == 0)
        *state = load(t, s) ? 1 : 2;
    return *state == 1 && egtb_probe(t->ctx, pos, value);
}
