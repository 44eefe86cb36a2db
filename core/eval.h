/*
 * eval.h — the static evaluation: a weighted sum of terms, from the side to move's point of view.
 *
 * Each term is counted for both sides and scored as weight × (own − opponent's), with the sign
 * flipped for terms that count a weakness (exposure). Units are centipawn-like: a man is worth
 * 100 with the default weights. The terms are generic over boards: they read the rows, the
 * coordinates and the crown sets of the variant, never a particular game's points.
 *
 * The per-point tables (distance to the centre, rows still to go to the crown) are built once
 * per variant into an EvalTables, which the search keeps; eval_position() builds them on the
 * stack for one-off calls.
 */
#ifndef KHARBAGA_EVAL_H
#define KHARBAGA_EVAL_H

#include "position.h"

typedef enum {
    EVAL_MAN,         /* men on the board */
    EVAL_KING,        /* kings on the board */
    EVAL_MOBILITY,    /* empty points a piece can step to (men in their directions, kings in all) */
    EVAL_ADVANCEMENT, /* rows the men have advanced towards their crown row (games with kings) */
    EVAL_CENTRE,      /* closeness of every piece to the board's centre, 0 (edge) to 8 (centre) */
    EVAL_BACK_GUARD,  /* men still on the points where the opponent would crown (games with kings) */
    EVAL_EXPOSURE,    /* pieces an enemy piece could take now by one jump (a weakness) */
    EVAL_STRONG,      /* pieces on strong points: where diagonal lines meet the straight ones */
    EVAL_NTERMS
} EvalTerm;

/* One weight per term, in the order of EvalTerm. Zero switches a term off. */
typedef struct EvalWeights {
    int man, king, mobility, advancement, centre, back_guard, exposure, strong_points;
} EvalWeights;

/* A term's name (the key personalities use), its weight's place in EvalWeights, its sign (+1: more
 * is better, −1: more is worse) and a line of help for teaching. */
typedef struct EvalTermInfo {
    const char *name;
    size_t offset;
    int sign;
    const char *help;
} EvalTermInfo;

extern const EvalTermInfo eval_term_info[EVAL_NTERMS];

/* Per-point tables of one variant. */
typedef struct EvalTables {
    int8_t centre[MAX_POINTS];     /* 0 at the board's edge corners .. 8 at its centre */
    int8_t advance[2][MAX_POINTS]; /* rows a man of each side has come towards its crown row */
    Bits back[2];                  /* a side's back-guard points: where the opponent crowns */
    Bits strong;                   /* points with a diagonal line (the Alquerque drawing's strong points) */
    bool kings;                    /* the variant crowns men (advancement and back guard count) */
} EvalTables;

/* One evaluation broken down: the raw counts of each side and each term's contribution. */
typedef struct EvalTerms {
    int own[EVAL_NTERMS];   /* the side to move's count */
    int opp[EVAL_NTERMS];   /* the opponent's count */
    int score[EVAL_NTERMS]; /* sign × weight × (own − opp) */
    int total;              /* the sum of score[], as eval_position returns it */
} EvalTerms;

/* The default personality's weights (man = 100). */
void eval_default_weights(EvalWeights *w);

/* The weight of term t in w. */
int eval_weight(const EvalWeights *w, EvalTerm t);

/* The term called name, or -1. */
int eval_term_find(const char *name);

/* Builds the per-point tables of v (v concluded). */
void eval_tables_init(EvalTables *t, const Variant *v);

/* The evaluation of pos for the side to move, with tables t built for v. Bounded by ±EVAL_MAX. */
int eval_fast(const EvalTables *t, const Variant *v, const Position *pos, const EvalWeights *w);

/* The same, building the tables first: for one-off calls (explanations, tools), not for search. */
int eval_position(const Variant *v, const Position *pos, const EvalWeights *w);

/* OUT: terms — every term of the evaluation of pos, for teaching and explanations. Returns the
 * total, equal to eval_position. */
int eval_terms(const Variant *v, const Position *pos, const EvalWeights *w, EvalTerms *terms);

/* The mobility term of one side: the empty points its pieces can step to. */
int eval_mobility(const Variant *v, const Position *pos, int side);

/* True if side has a step move (hooks and huffs aside): the search tells a blocked side from a
 * quiet one with it, without generating the steps. */
bool eval_can_step(const Variant *v, const Position *pos, int side);

/* The piece-square part of the evaluation (man, king, advancement, centre, back guard, strong
 * points): a sum of one value per piece, by side, kind and point, which the search keeps up to
 * date move by move instead of recounting it at every leaf. */
typedef struct EvalPst {
    int32_t value[2][2][MAX_POINTS]; /* [side][king][point], with the weights applied */
} EvalPst;

/* Builds the values for tables t and weights w. */
void eval_pst_init(EvalPst *pst, const EvalTables *t, const EvalWeights *w);

/* The piece-square sum of pos: South's pieces minus North's. */
int eval_pst_full(const EvalPst *pst, const Position *pos);

/* How the piece-square sum changes from `before` to `after` (any change: a move, captures,
 * crowning, huffs, shrinking): the sum of the pieces that appeared less those that left. */
int eval_pst_delta(const EvalPst *pst, const Position *before, const Position *after);

/* eval_fast of pos, given its piece-square sum (eval_pst_full) and, for the side to move, the
 * empty points (reach_empty), its step targets (reach_steps) and the pieces it could take
 * (reach_takes), which the caller has already computed. Equal to eval_fast. */
int eval_leaf(const Variant *v, const Position *pos, const EvalWeights *w, int pst_sum, Bits empty, Bits steps,
              Bits takes);

/* eval_leaf where only its place against (alpha, beta) matters, for a quiet side to move (takes
 * empty): when the bounds of the exposure term already put the value at or below alpha, or at
 * or above beta, that bound is returned (the true value is no higher, or no lower) without
 * looking at the other side's jumps; otherwise the exact eval_leaf. Any value inside
 * (alpha, beta) is exact. */
int eval_leaf_bounded(const Variant *v, const Position *pos, const EvalWeights *w, int pst_sum, Bits empty, Bits steps,
                      Bits takes, int alpha, int beta);

enum { EVAL_MAX = 20000 }; /* static scores stay inside ±EVAL_MAX, below every win score */

#endif
