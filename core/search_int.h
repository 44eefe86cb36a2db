/*
 * search_int.h — the searcher's layout and what its two search kinds share: the clock and the
 * limits, the path of positions for the repetition rule, terminal scores and the root choice
 * (randomness, blunders). Only search.c, alphabeta.c and mcts.c include it.
 */
#ifndef KHARBAGA_SEARCH_INT_H
#define KHARBAGA_SEARCH_INT_H

#include "rng.h"
#include "search.h"
#include "tt.h"

typedef struct Mcts Mcts;

/* One alpha-beta iteration's view of the root (alphabeta.c): each move's score and whether it
 * is exact. */
typedef struct RootIter {
    int score[MAX_MOVES];
    bool exact[MAX_MOVES];
    int best;      /* index of the best move completed so far, or -1 */
    int completed; /* moves fully searched */
    int tabled;    /* of which the tables valued the position they lead to */
    Move pv[MAX_PLY];
    MoveDetail pv_details[MAX_PLY]; /* when the search is not lean */
    int npv;
} RootIter;

struct Searcher {
    const Variant *v;
    TT *tt;
    size_t mem_bytes;
    EvalTables tables;
    EvalPst pst;         /* the piece-square values of the run's weights */
    SearchProgress progress;
    void *progress_ctx;
    Mcts *mcts; /* made on the first MCTS search */

    /* the run in progress */
    SearchLimits limits;
    SearchParams params;
    StopFlag *stop;
    double t0;           /* monotonic seconds at the start */
    uint64_t nodes;
    uint64_t null_moves;  /* null moves tried */
    uint64_t next_poll;  /* node count of the next look at the clock and *stop */
    uint64_t work;       /* moves generated, plus a few per generation: effort no node counts (the
                            generator's share of a node, an MCTS playout's plies) */
    uint64_t next_work;  /* work of the next look at the clock and *stop */
    bool stopped;        /* a limit or *stop ended the search: values being computed are void */
    bool hook_failed;
    Rng rng;
    Position root;
    bool lean;           /* the lists after the root keep no details: make needs none
                            (movegen_needs_details); the result's are found again by search_details */
    MoveList replay;     /* search_details' list */
    uint64_t *hashes;    /* the game's positions since its last irreversible move, then the path:
                            hashes[root_index + ply] is the hash at ply */
    int hashes_cap;
    int root_index;

    /* alpha-beta */
    int tt_min_depth;                      /* nodes with at most this many plies left leave the table
                                              alone (alphabeta.c: TT_MIN_DEPTH) */
    bool plain_horizon;                    /* variant_plain_reach: the horizon asks reach.h whether a
                                              capture or a step exists instead of generating */
    bool reach_knows_captures;             /* reach_takes tells whether the side to move has a capture,
                                              reach_steps whether it has a step: no hooks, huff,
                                              piece memory or far-row rule (chain rules may be) */
    bool pst_by_move;                      /* no huff, no shrinking: a move's piece-square change
                                              is read from the move alone */
    int seldepth;
    int iter_depth;                        /* the iteration in progress */
    Position stack[MAX_PLY + 1];           /* copy-make: the position at each ply */
    int pst_sum[MAX_PLY + 1];              /* eval_pst_full of the position at each ply */
    Undo undo[MAX_PLY];                    /* make/unmake (hooks, memory) */
    MoveList lists[MAX_PLY];               /* lists[0] the root's, which keeps details */
    int64_t *order[MAX_PLY];               /* move-ordering keys of lists[ply] (alphabeta.c), room for
                                              order_cap[ply]: as much as the list has */
    int order_cap[MAX_PLY];
    int root_order[MAX_MOVES];             /* the root moves in the order they are searched */
    RootIter root_iter[2];                 /* the iteration in progress and the last one completed */
    TTMove killers[MAX_PLY][2];
    TTMove path_moves[MAX_PLY + 1];        /* the move that led to each ply (none: a null move) */
    TTMove counters[2][MAX_POINTS][MAX_POINTS]; /* counter moves: by side, the previous move's from, to */
    bool child_exact;                      /* the root move being searched leads to a position the
                                              endgame tables valued (SearchParams.tables) */
    bool null_off;                         /* a null move's verification in progress: no null moves */
    int8_t lmr_table[64][64];              /* log reductions (SearchParams.lmr) by depth, move number */
    int32_t history[2][MAX_POINTS][MAX_POINTS]; /* quiet moves' cut-off history, by side, from, to */
    Move pv[MAX_PLY][MAX_PLY];             /* triangular principal variations */
    MoveDetail (*pv_details)[MAX_PLY];     /* and their moves' details, when not lean (made then) */
    int pv_len[MAX_PLY];
};

/* ---- shared by alphabeta.c and mcts.c (search.c) ---- */

enum { GENERATION_WORK = 8 }; /* a generation's own cost, in generated moves */

/* Looks at the clock, the node limit and *stop; sets s->stopped. Called through search_tick
 * (MCTS) and search_make (alpha-beta) when s->next_poll is reached, and through
 * search_generated when s->next_work is. */
void search_poll(Searcher *s);

/* Counts a node; true if the search must stop. */
static inline bool search_tick(Searcher *s)
{
    if (++s->nodes >= s->next_poll)
        search_poll(s);
    return s->stopped;
}

/* Counts the work of one generation that gave n moves; true if the search must stop. Between
 * two nodes a generation may take long (thousands of chain captures, a hook's script), and an
 * MCTS playout makes no node at all: this looks at the clock by the work done too. */
static inline bool search_generated(Searcher *s, int n)
{
    s->work += GENERATION_WORK + (uint64_t)(n > 0 ? n : 0);
    if (s->work >= s->next_work)
        search_poll(s);
    return s->stopped;
}

double search_elapsed(const Searcher *s);

/* Records the position at ply of the path (for the repetition rule). */
static inline void search_path_set(Searcher *s, int ply, uint64_t hash) { s->hashes[s->root_index + ply] = hash; }

/* True if the position at ply (recorded with search_path_set) is a draw by repetition: its Nth
 * occurrence counting the game's history, or any earlier occurrence after the root (the side
 * could repeat it again, so searching on gains nothing). */
bool search_is_repetition(const Searcher *s, const Position *pos, int ply);

/* True if the quiet-move limit has run out in pos. */
static inline bool search_quiet_over(const Variant *v, const Position *pos)
{
    return v->rules.quiet_limit > 0 && pos->quiet >= v->rules.quiet_limit;
}

/* The score of a position at ply whose side to move has no legal move (no pieces, or blocked). */
int search_no_move_score(const Variant *v, const Position *pos, int ply);

/* The index (0..n-1) of the root move to play, given each move's score and whether it is exact:
 * the best one, or with params.randomness one within the margin, or with params.blunder_permille
 * any other one. Sets *chosen if that is not `best`. */
int search_pick_root(Searcher *s, const int *score, const bool *exact, int n, int best, bool *chosen);

/* The change of the piece-square sum (South − North) that m makes in pos: the mover leaves
 * `from` and arrives on `to`, crowned or not, and the captured pieces leave. Exact when no huff
 * or shrinking removes other pieces (Searcher.pst_by_move). */
static inline int search_pst_move(const EvalPst *pst, const Position *pos, const Move *m)
{
    int side = pos->side, them = !side, p;
    int king = bits_has(pos->kings[side], m->from), now_king = king || (m->flags & MOVE_CROWN);
    int d = pst->value[side][now_king][m->to] - pst->value[side][king][m->from];
    if (m->ncaptured) {
        Bits kings = bits_and(m->captured, pos->kings[them]);
        BITS_FOREACH(p, m->captured)
        d += pst->value[them][bits_has(kings, p)][p];
    }
    return side == SOUTH ? d : -d;
}

/* Makes m (detail d, NULL in a lean list) on pos at ply: in place with position_make when the
 * variant has hooks or memory (the same pointer comes back), else on a copy in s->stack[ply + 1].
 * Counts the node (a node is a move made), looks at the limits when due, and keeps the
 * piece-square sum of the child in s->pst_sum[ply + 1]. Returns the child position. */
static inline Position *search_make(Searcher *s, Position *pos, int ply, const Move *m, const MoveDetail *d)
{
    if (++s->nodes >= s->next_poll)
        search_poll(s);
    if (variant_follows_make(s->v)) {
        position_make(s->v, pos, m, d, &s->undo[ply]);
        s->pst_sum[ply + 1] = eval_pst_full(&s->pst, pos);
        return pos;
    }
    Position *child = &s->stack[ply + 1];
    *child = *pos;
    position_apply(s->v, child, m, d);
    int change = s->pst_by_move ? search_pst_move(&s->pst, pos, m) : eval_pst_delta(&s->pst, pos, child);
    s->pst_sum[ply + 1] = s->pst_sum[ply] + change;
    return child;
}

static inline void search_unmake(Searcher *s, Position *pos, int ply, const Move *m)
{
    if (variant_follows_make(s->v))
        position_unmake(s->v, pos, m, &s->undo[ply]);
}

/* Gives out its moves' details: the best move's (and its marks, MOVE_NAME_CAPTURES) from the root
 * list, and in a lean search the principal variation's, by generating again, with details, the
 * positions along it (a search that is not lean has set them as it went). */
void search_details(Searcher *s, const MoveList *root, SearchResult *out);

/* Reports out (search_details first) to the progress callback, if there is one. */
void search_progress(Searcher *s, const MoveList *root, SearchResult *out);

/* ---- the two kinds ---- */

/* Alpha-beta from s->root (run state set up by search_run); OUT: out. */
void alphabeta_run(Searcher *s, const MoveList *root_moves, SearchResult *out);

#endif
