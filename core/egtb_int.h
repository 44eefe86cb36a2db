/*
 * egtb_int.h — the layout of an Egtb and what the solver's files share: the move generator and
 * make behind one small interface (egtb_moves.c), the men's steps reversed, the binomials.
 */
#ifndef KHARBAGA_EGTB_INT_H
#define KHARBAGA_EGTB_INT_H

#include "egtb.h"

struct Egtb {
    const Variant *v;
    char game[32];
    char rules[512];
    uint64_t key;
    int max_pieces;
    int npoints;
    int start_pieces[2];  /* each side's pieces at the start: a slice holds no more */
    int dim;              /* max_pieces + 1: the tables are indexed by their slice's counts */
    EgtbTable **tables;   /* dim^4, by slice_slot */
    uint64_t binom[MAX_POINTS + 1][EGTB_MAX_PIECES + 1]; /* binom[n][k] = C(n, k) */
    /* A man of side s on point `to` may have stepped there from unsteps[s][to][0..n_unsteps-1]:
     * the variant's steps reversed (un-moves, egtb_build.c). */
    uint8_t n_unsteps[2][MAX_POINTS];
    uint8_t unsteps[2][MAX_POINTS][MAX_DIRS];
};

/* Where slice s's table is kept in ctx->tables, or -1 beyond ctx's pieces. */
int egtb_slot(const Egtb *ctx, EgtbSlice s);

/* The moves of a position, as the solver sees them: everything it asks of the generator and of
 * make goes through these functions (egtb_moves.c). */
typedef struct EgtbMoves EgtbMoves;

EgtbMoves *egtb_moves_new(void);
void egtb_moves_free(EgtbMoves *m);

/* Generates pos's legal moves into m; returns how many, or -1 if the generator's limits were
 * exceeded (the list would be incomplete). */
int egtb_moves_generate(EgtbMoves *m, const Variant *v, const Position *pos);

/* The position after move i of m's list, made on a copy of pos. */
void egtb_moves_child(const EgtbMoves *m, const Variant *v, const Position *pos, int i, Position *child);

/* Move i of m's list as text (notation.h); false if buf is too small. */
bool egtb_moves_text(const EgtbMoves *m, const Variant *v, int i, char *buf, size_t len);

/* Whether move i of m's list stays in its slice: a step that neither captures nor crowns. */
bool egtb_moves_quiet(const EgtbMoves *m, int i);

/* The value of pos, a successor of a position of slice `from` (a capture or a crowning leads
 * to another slice): at once when its side to move has no pieces, else from its table. False
 * if the table is missing (named in err). */
bool egtb_exit_value(const Egtb *ctx, const Position *pos, EgtbValue *value, Err *err);

/* Packed values: the two bits of index i, and its distance. */
static inline EgtbWdl egtb_wdl_at(const uint8_t *wdl, uint64_t i) { return (EgtbWdl)((wdl[i >> 2] >> ((i & 3) * 2)) & 3); }

static inline int egtb_dist_at(const EgtbTable *t, uint64_t i)
{
    return t->dist_bytes == 1 ? t->dist[i] : t->dist[2 * i] | t->dist[2 * i + 1] << 8;
}

#endif
