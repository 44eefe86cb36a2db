/*
 * naive_search.h — the inside of the naive generator (naive.h), shared by its capture searches:
 * the jump chains of naive.c and the approach and withdrawal steps of naive_approach.c.
 *
 * A capture in progress is a Chain, a copied position plus what the move has done so far; each
 * capturing jump or step makes a new Chain, and the search recurses until the chain rule ends it,
 * handing every finished capture to naive_record.
 */
#ifndef KHARBAGA_TESTS_NAIVE_SEARCH_H
#define KHARBAGA_TESTS_NAIVE_SEARCH_H

#include "naive.h"

/* The state of a capture in progress. */
typedef struct Chain {
    Position work; /* the mover lifted off; captured pieces gone under removal=immediate */
    Bits captured;
    int at;        /* where the moving piece stands */
    bool king;     /* it moves as a king now */
    bool crowned;  /* it was crowned in the middle of the chain */
    Bits visited;  /* approach: the points the piece has stood on in this move, its start included */
    int last_dir;  /* approach: the direction of the last capturing step, -1 before the first */
    int npath;
    uint8_t path[NAIVE_MAX_PATH];
} Chain;

/* What the capture search of one position needs. */
typedef struct Search {
    const Variant *v;
    const Position *root;
    int side;
    int from;
    NaiveMove *moves; /* the caller's array */
    int n, max;
    int huffed;       /* NO_POINT, or the piece huffed before these moves */
    const NaiveBell *bell; /* Bell mode: the pieces' histories; NULL otherwise */
} Search;

static inline Bits pieces(const Position *p, int side) { return bits_or(p->men[side], p->kings[side]); }

/* True if point q exists, is alive and holds no piece (the lifted mover is not on work). */
static inline bool is_empty(const Position *work, int q)
{
    if (q == NO_POINT)
        return false;
    return !bits_has(pieces(work, SOUTH), q) && !bits_has(pieces(work, NORTH), q) &&
           !bits_has(work->dead, q);
}

/* True if q holds an enemy piece of `side` that has not been captured yet in this chain (under
 * removal=end a captured piece stays on work, but is no prey any more). */
static inline bool is_prey(const Chain *c, int side, int q)
{
    return q != NO_POINT && bits_has(pieces(&c->work, !side), q) && !bits_has(c->captured, q);
}

/* +1 if direction d leads forward for side, 0 if sideways, −1 if backward. */
static inline int forwardness(const Variant *v, int side, int d)
{
    int dy = v->board.dy[d] * (side == SOUTH ? 1 : -1);
    return (dy > 0) - (dy < 0);
}

/* Whether a man of side may capture in direction d under men_capture: jump that way, or, under
 * approach and withdrawal, make a capturing step that way. */
static inline bool man_may_jump(const Variant *v, int side, int d)
{
    return v->rules.men_capture == MEN_CAPTURE_ANY || forwardness(v, side, d) > 0;
}

/* Whether, in pos, a capture is one jump or step only: chain=single, or first_capture=single while
 * both sides still have as many pieces as the variant's start gives them. */
bool naive_one_capture(const Variant *v, const Position *pos);

/* The chain for a capture by the piece of s->side on `from` in s->root: the piece lifted off,
 * standing on from, nothing captured. */
Chain naive_chain_start(const Search *s, int from);

/* Applies crown_mid_capture after a man lands on its crown row; true if the move ends here. */
bool naive_crown_mid(const Variant *v, Chain *c, int side);

/* Records the chain as a finished capture of the piece on s->from, under the majority rule. */
void naive_record(Search *s, const Chain *c);

/* Records every approach and withdrawal capture of the piece on `from` (naive_approach.c). */
void naive_approach_captures(Search *s, int from);

/* Whether the piece of pos->side on p has an approach or withdrawal capture. */
bool naive_approach_possible(const Variant *v, const Position *pos, int p);

#endif
