/*
 * egtb_int.h — the layout of an Egtb and what the solver's files share: the move generator and
 * make behind one small interface (egtb_moves.c), the men's steps reversed, the binomials.
 */
#ifndef KHARBAGA_EGTB_INT_H
#define KHARBAGA_EGTB_INT_H

#include "egtb.h"

#include <stdatomic.h>

/* The folded index's lists, made as slices need them (egtb_mirror.c): for each number of pieces
 * k, one block holding fold (C(points, k) entries) then unfold (egtb_fold_count entries). */
typedef struct EgtbFold {
    _Atomic(uint32_t *) lists[EGTB_MAX_PIECES + 1];
} EgtbFold;

/* A fold entry: the set's number among the canonical sets, and two bits. */
enum {
    EGTB_FOLD_NUMBER = (1u << 30) - 1,
    EGTB_FOLD_SYMMETRIC = 1u << 30, /* the set is its own mirror image */
    EGTB_FOLD_FLIPPED = 1u << 31,   /* the set is not canonical: the number is its image's */
};

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
    /* The left-right mirror, where the board and the rules keep it (egtb_mirror.c): mirror[p] is
     * p's image (points off the board their own); the index stores one of a position and its
     * image. */
    bool mirrored;
    uint8_t mirror[MAX_POINTS];
    uint64_t fold_count[EGTB_MAX_PIECES + 1]; /* egtb_fold_count */
    EgtbFold *fold;
};

/* ---- the mirror (egtb_mirror.c) ---- */

/* The mirror of v's board about its vertical axis into m, if the board and v's rules look the
 * same in it (and it moves a point); false otherwise. */
bool egtb_find_mirror(const Variant *v, uint8_t m[MAX_POINTS]);

/* The image of set b under m. */
Bits egtb_mirror_bits(const uint8_t *m, Bits b);

/* Replaces pos's pieces by their mirror image. */
void egtb_mirror_position(const Egtb *ctx, Position *pos);

/* The group of slice s the index folds: its first with pieces. */
int egtb_folded_group(EgtbSlice s);

/* Whether the index folds a group of k pieces (ctx mirrored and the group's lists not too
 * large). */
bool egtb_folds(const Egtb *ctx, int k);

/* How many numbers the folded group's sets take: the canonical sets of k points, or all where
 * the index does not fold. */
uint64_t egtb_fold_count(const Egtb *ctx, int k);

/* Counts them for every k, once ctx's mirror is known (egtb_new). */
void egtb_count_folds(Egtb *ctx);

/* Makes the lists slice s's index needs, if not made; false if memory ran out. Called before a
 * slice's positions are ranked (a build, attaching a table, a verification). */
bool egtb_fold_ready(const Egtb *ctx, EgtbSlice s);

void egtb_fold_free(EgtbFold *f);

/* ---- the index's details (egtb_index.c) ---- */

/* What egtb_rank_oriented tells beside the index. */
typedef struct EgtbOrientation {
    bool flipped; /* the position is the image of the one its entry stores */
    bool pair;    /* its entry stands for two positions, each other's image (else for one) */
} EgtbOrientation;

/* pos's index in slice s, and how pos stands to its entry. */
uint64_t egtb_rank_oriented(const Egtb *ctx, EgtbSlice s, const Position *pos, EgtbOrientation *o);

/* Whether entry i of slice s stands for two positions (a position and its image). */
bool egtb_entry_pair(const Egtb *ctx, EgtbSlice s, uint64_t i);

/* A position's ranks, kept to rank the positions that differ from it in one group (the build's
 * predecessors): only that group and those after it are ranked again. */
typedef struct EgtbRanker {
    Bits g[EGTB_GROUPS];
    Bits taken[EGTB_GROUPS];        /* the points of the groups before each */
    uint64_t part[EGTB_GROUPS];     /* the index's sum over the groups before each */
    uint64_t scale[EGTB_GROUPS];
    int first;                      /* the first group egtb_ranker_with may change */
} EgtbRanker;

/* Starts a ranker from pos, a position an entry of slice s stores (egtb_unrank's). Where the
 * index folds the mirror, a change of the folded group may change the position's orientation:
 * rk->first is the group after it, and such a change is ranked by egtb_rank_oriented. */
void egtb_ranker_init(const Egtb *ctx, EgtbSlice s, const Position *pos, EgtbRanker *rk);

/* The index of rk's position with group `group` (at least rk->first) made `set` and `side` to
 * move: the entry that stores it, the same way round as rk's position. */
uint64_t egtb_ranker_with(const Egtb *ctx, const EgtbRanker *rk, int group, Bits set, int side);

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
