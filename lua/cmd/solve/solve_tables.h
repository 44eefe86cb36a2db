/*
 * solve_tables.h — the tables of a directory as a proof's leaves: each slice's file read when a
 * position of it is first asked for, a slice without a file remembered as absent.
 */
#ifndef KHARBAGA_SOLVE_TABLES_H
#define KHARBAGA_SOLVE_TABLES_H

#include "egtb.h"
#include "proof.h"

#include <stdio.h>

enum { SOLVE_TABLES_DIM = EGTB_MAX_PIECES + 1 };

typedef struct SolveTables {
    Egtb *ctx;
    const char *dir;
    FILE *notes;  /* where a refused file is noted, once */
    int loaded;   /* slices read */
    uint8_t *state; /* each slice: 0 not asked yet, 1 read, 2 none (SOLVE_TABLES_DIM^4) */
} SolveTables;

/* Tables of ctx's game and rule choice from dir; false if memory ran out. */
bool solve_tables_init(SolveTables *t, Egtb *ctx, const char *dir, FILE *notes);

void solve_tables_free(SolveTables *t);

/* A ProofTables probe (arg: a SolveTables): pos's value, false when its slice has no table. */
bool solve_tables_probe(void *arg, const Position *pos, EgtbValue *value);

#endif
