/*
 * alphabeta.c — iterative deepening, principal variation search, and the capture horizon.
 *
 * Before the horizon every node generates all its legal moves. At the horizon (depth 0) a
 * position whose side to move must capture is not quiet: under compulsory capture its captures
 * are all its moves, and they are searched on, capture by capture, until a position without a
 * capture is reached and evaluated. Variants reach.h answers for (variant_plain_reach) first ask it
 * whether the side to move has any first jump at all (a few shifts, no generation): most horizon
 * positions have none and are evaluated at once, with the step and jump sets the evaluation
 * needs anyway; the others get their captures alone from the generator. Under optional capture
 * and huff the horizon stands pat on the evaluation and tries the captures, as a chess
 * quiescence search does. The capture search goes at most SearchParams.capture_depth plies past
 * the horizon, where the evaluation decides: in games where nearly every move captures (capture
 * by approach and withdrawal, hooks that add captures) it would otherwise search whole games.
 * SearchParams.stand_pat lets it stand pat under compulsory capture too, and capture_table lets
 * it use the transposition table, its entries counted by the plies they looked ahead. A
 * position with a single legal move does not use up depth: forced replies, common when
 * captures are compulsory, are followed to their end.
 *
 * Endgame tables (SearchParams.tables): a node whose position an attached table holds takes its
 * exact value and is not searched further, its distance making a faster win score higher
 * (table_value); an iteration in which every root move led into the tables is the last, since
 * deeper ones would find the same; at a root the tables hold, randomness and blunders are off, and
 * when they value every move exactly the move is chosen from them alone (root_from_tables).
 *
 * Limits: search_make looks at the clock every few hundred nodes (every node with hooks) and
 * generate every few thousand moves generated (every generation with hooks), so that a search
 * stops within milliseconds of its time at any depth, depth 1 and the capture search included.
 * A search stopped inside an iteration plays the best root move it has searched to that depth
 * (the last iteration's best is searched first), or keeps the last iteration's move, or at depth
 * 1 with no root move searched, the first move in its order (SearchResult.complete is false).
 *
 * Move order: the transposition table's move, captures by pieces taken (kings, crowning),
 * two killer moves per ply, crowning steps, then steps by their cut-off history. Late quiet
 * moves are searched one or two plies shallower first (late move reductions, unless
 * SearchParams.full_width) and again at full depth if they beat alpha. From depth 5 the first
 * root move is searched in a window around the last iteration's score (aspiration), and again
 * with the full window if it falls outside.
 *
 * Speed: a node is a move made (search_make), counted as perft counts; nothing is allocated per
 * node (a ply's move list and ordering keys grow to the largest position met at that ply, and
 * stay); the table is used from two plies before the horizon (TT_MIN_DEPTH; everywhere with
 * SearchParams.capture_table); the evaluation's piece-square part is kept move by move
 * (Searcher.pst_sum), so a leaf costs only its mobility and exposure sets, and its exposure only
 * when the window needs it (bounded_leaf_value); a single legal move is not ordered, and the
 * table's move is searched before the others are.
 */
#include "search_int.h"

#include "movegen.h"
#include "reach.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/* TT_MIN_DEPTH: nodes with at most this many plies left neither probe nor store the table. The
 * last ply before the horizon holds most interior nodes; a probe there is a cache miss that
 * costs more than the few nodes its entry would save (measured in docs/BENCHMARKS.md). */
enum { INF = SEARCH_WIN + 1, ASPIRATION = 40, ASPIRATION_WIDEST = 1000, TT_MIN_DEPTH = 1 };

/* ---- small helpers ---- */

static inline bool is_capture(const Move *m) { return m->ncaptured > 0; }

static inline bool is_tactical(const Move *m) { return m->ncaptured > 0 || m->huffed != NO_POINT || (m->flags & MOVE_CROWN); }

/* What capture m gains at most in the evaluation's units: its pieces, and a crowning. */
static inline int capture_gain(const EvalWeights *w, const Move *m)
{
    return m->ncaptured * w->man + m->nkings * (w->king - w->man) + ((m->flags & MOVE_CROWN) ? w->king - w->man : 0);
}

static bool any_capture(const MoveList *list)
{
    for (int i = 0; i < list->n; i++)
        if (is_capture(&list->moves[i]))
            return true;
    return false;
}

/* The evaluation of pos at ply from its piece-square sum kept by search_make; the same value as
 * eval_fast (checked in debug builds). */
static inline int leaf_value(const Searcher *s, const Position *pos, int ply, Bits empty, Bits steps, Bits takes)
{
    int value = eval_leaf(s->v, pos, &s->params.weights, s->pst_sum[ply], empty, steps, takes);
    assert(value == eval_fast(&s->tables, s->v, pos, &s->params.weights));
    return value;
}

/* leaf_value where only its place against (alpha, beta) matters (eval_leaf_bounded): a value at
 * or below alpha is an upper bound of the evaluation, at or above beta a lower bound, and exact
 * in between (checked in debug builds). */
static inline int bounded_leaf_value(const Searcher *s, const Position *pos, int ply, Bits empty, Bits steps, Bits takes,
                                     int alpha, int beta)
{
    int value = eval_leaf_bounded(s->v, pos, &s->params.weights, s->pst_sum[ply], empty, steps, takes, alpha, beta);
#ifndef NDEBUG
    int exact = eval_fast(&s->tables, s->v, pos, &s->params.weights);
    assert(value <= alpha ? exact <= value : value >= beta ? exact >= value : exact == value);
#endif
    return value;
}

static inline int evaluate(const Searcher *s, const Position *pos, int ply)
{
    Bits empty = reach_empty(s->v, pos);
    return leaf_value(s, pos, ply, empty, reach_steps(s->v, pos, pos->side, empty),
                      reach_takes(s->v, pos, pos->side, empty));
}

/* The table key: the position's hash, and under a quiet limit its quiet counter too (the same
 * pieces with fewer plies left before the draw are a different position for the search). */
static inline uint64_t table_key(const Variant *v, const Position *pos)
{
    if (v->rules.quiet_limit <= 0)
        return pos->hash;
    return pos->hash ^ ((uint64_t)(pos->quiet + 1) * 0xD6E8FEB86659FD93ull);
}

/* Win scores are stored as distances from the node, and read back as distances from the root. */
static inline int score_to_table(int score, int ply)
{
    return score >= SEARCH_WIN_BOUND ? score + ply : score <= -SEARCH_WIN_BOUND ? score - ply : score;
}

static inline int score_from_table(int score, int ply)
{
    return score >= SEARCH_WIN_BOUND ? score - ply : score <= -SEARCH_WIN_BOUND ? score + ply : score;
}

/* ---- move ordering ---- */

/* Room in s->order[ply] for the keys of a list with room for cap moves; false, and the search
 * stopped, without the memory. */
static bool keys_for(Searcher *s, int ply, int cap)
{
    if (cap <= s->order_cap[ply])
        return true;
    int64_t *keys = realloc(s->order[ply], sizeof *keys * (size_t)cap);
    if (!keys)
        return s->stopped = true, false;
    s->order[ply] = keys;
    s->order_cap[ply] = cap;
    return true;
}

/* Fills s->order[ply] (with room for list->n keys: keys_for) with one key per move: the ordering
 * score in the high bits, the move's index in the low 16 (earlier moves first among equals). */
static void order_moves(Searcher *s, const MoveList *list, int ply, int side, TTMove table_move)
{
    int64_t *key = s->order[ply];
    TTMove counter = tt_move_none(), prev = s->path_moves[ply];
    if (s->params.counter_moves && ply > 0 && prev.from != NO_POINT)
        counter = s->counters[side][prev.from][prev.to];
    for (int i = 0; i < list->n; i++) {
        const Move *m = &list->moves[i];
        int score;
        if (tt_move_matches(table_move, m))
            score = 1 << 30;
        else if (m->ncaptured || m->huffed != NO_POINT)
            score = (1 << 28) + (m->ncaptured + (m->huffed != NO_POINT)) * 4096 + m->nkings * 256 +
                    ((m->flags & MOVE_CROWN) ? 64 : 0);
        else if (tt_move_matches(s->killers[ply][0], m))
            score = (1 << 27) + 1;
        else if (tt_move_matches(s->killers[ply][1], m))
            score = 1 << 27;
        else if (tt_move_matches(counter, m))
            score = (1 << 26) + 1;
        else if (m->flags & MOVE_CROWN)
            score = 1 << 26;
        else
            score = s->history[side][m->from][m->to];
        key[i] = (int64_t)score << 16 | (0xFFFF - i);
    }
}

/* Moves the best remaining key to position k and returns its move index. The best key is
 * kept in a variable and chosen without a branch: which key wins is data the processor cannot
 * predict. */
static int next_move(Searcher *s, int ply, int n, int k)
{
    int64_t *key = s->order[ply], top = key[k];
    int best = k;
    for (int i = k + 1; i < n; i++) {
        bool above = key[i] > top;
        top = above ? key[i] : top;
        best = above ? i : best;
    }
    key[best] = key[k];
    key[k] = top;
    return 0xFFFF - (int)(top & 0xFFFF);
}

/* The index of the table's move in list, or -1. */
static int table_move_index(const MoveList *list, TTMove table_move)
{
    if (table_move.from == NO_POINT)
        return -1;
    for (int i = 0; i < list->n; i++)
        if (tt_move_matches(table_move, &list->moves[i]))
            return i;
    return -1;
}

/* Orders the moves of list for next_move from position 1 on when `first` (the table's move,
 * which order_moves puts first anyway) has been searched, or from 0 when first < 0. */
static void order_after_first(Searcher *s, const MoveList *list, int ply, int side, TTMove table_move, int first)
{
    order_moves(s, list, ply, side, table_move);
    if (first > 0) {
        int64_t *key = s->order[ply], t = key[0];
        key[0] = key[first];
        key[first] = t;
    }
}

/* A quiet move refuted the position: remember it as a killer and in the history. */
static void reward_quiet(Searcher *s, int ply, int side, const Move *m, int depth)
{
    TTMove t = tt_move_of(m);
    if (!tt_move_matches(s->killers[ply][0], m)) {
        s->killers[ply][1] = s->killers[ply][0];
        s->killers[ply][0] = t;
    }
    TTMove prev = s->path_moves[ply];
    if (s->params.counter_moves && ply > 0 && prev.from != NO_POINT)
        s->counters[side][prev.from][prev.to] = t;
    int32_t *h = &s->history[side][m->from][m->to];
    *h += depth * depth;
    if (*h > (1 << 24))
        for (int a = 0; a < MAX_POINTS; a++)
            for (int b = 0; b < MAX_POINTS; b++)
                s->history[side][a][b] /= 2;
}

/* How many plies shallower the k-th move (counting from 0) is first searched. */
static int reduction(const Searcher *s, int depth, int k, const Move *m, bool pv_node, bool forced_captures)
{
    if (s->params.full_width || depth < 3 || k < 3 || (is_tactical(m) && !forced_captures))
        return 0;
    if (s->params.lmr == 1) { /* log(depth)·log(k)/2, one less at PV nodes, 1 to depth − 2 */
        int r = s->lmr_table[depth < 63 ? depth : 63][k < 63 ? k : 63] - pv_node;
        r = r > depth - 2 ? depth - 2 : r;
        return r > 1 ? r : 1;
    }
    return (!pv_node && k >= 6 && depth >= 5) ? 2 : 1;
}

/* The variation at ply: m (detail d), then the child's. A search that is not lean keeps the
 * moves' details beside them (search_details finds a lean one's again). */
static void update_pv(Searcher *s, int ply, const Move *m, const MoveDetail *d)
{
    s->pv[ply][0] = *m;
    int n = s->pv_len[ply + 1];
    memcpy(&s->pv[ply][1], s->pv[ply + 1], sizeof(Move) * (size_t)n);
    s->pv_len[ply] = n + 1;
    if (s->lean || !s->pv_details)
        return;
    s->pv_details[ply][0] = *d;
    memcpy(&s->pv_details[ply][1], s->pv_details[ply + 1], sizeof(MoveDetail) * (size_t)n);
}

/* ---- the tree ---- */

static int node(Searcher *s, Position *pos, int depth, int alpha, int beta, int ply, bool pv_node);

/* The score of a position whose quiet limit has run out: a draw, unless the side to move has no
 * legal move, which ends the game first (as game_result decides). */
static int quiet_over_score(Searcher *s, const Position *pos, int ply)
{
    MoveList *list = &s->lists[ply];
    int n = movegen_legal(s->v, pos, list);
    search_generated(s, n); /* if that stops the search, the value is void anyway */
    return n == 0 ? search_no_move_score(s->v, pos, ply) : 0;
}

/* Draw rules, a lost game, and bounds narrowed to the scores still possible at this ply
 * (mate-distance pruning). Returns true with *score set if the node is decided here. */
static bool node_decided(Searcher *s, const Position *pos, int ply, int *alpha, int *beta, int *score)
{
    if (!bits_any(position_pieces(pos, pos->side)))
        return *score = -(SEARCH_WIN - ply), true;
    if (ply == 0)
        return false;
    if (search_is_repetition(s, pos, ply))
        return *score = 0, true;
    if (search_quiet_over(s->v, pos))
        return *score = quiet_over_score(s, pos, ply), true;
    int lo = -(SEARCH_WIN - ply), hi = SEARCH_WIN - ply - 1;
    *alpha = *alpha > lo ? *alpha : lo;
    *beta = *beta < hi ? *beta : hi;
    if (*alpha >= *beta)
        return *score = *alpha, true;
    if (ply >= MAX_PLY - 1)
        return *score = evaluate(s, pos, ply), true;
    return false;
}

/* The value of pos at ply from the endgame tables (SearchParams.tables), when its slice has a
 * table. Exact (true): a win or loss in n plies scores as the game's end n plies from here, as a
 * position whose side has no piece or no move scores (search_no_move_score), so that the search
 * prefers the fastest win and the slowest loss; a draw is 0 under every draw rule. A win or loss
 * the quiet-move limit (which the tables ignore) could turn into a draw first, or beyond the
 * distances a score holds, is only a bound (false, the node searched on): a win is worth at
 * least a sliver more than a draw (*lo), a loss at most a sliver less (*hi), so that the search
 * never prefers a doubtful loss to a sure draw, nor a sure draw to a doubtful win. */
static bool table_value(Searcher *s, const Position *pos, int ply, int *score, int *lo, int *hi)
{
    EgtbValue value;
    if (!egtb_probe(s->params.tables, pos, &value))
        return false;
    int limit = s->v->rules.quiet_limit;
    if (value.wdl != EGTB_DRAW &&
        ((limit > 0 && pos->quiet + value.dist >= limit) || ply + value.dist >= SEARCH_WIN - SEARCH_WIN_BOUND)) {
        if (value.wdl == EGTB_WIN)
            *lo = 1;
        else
            *hi = -1;
        return false;
    }
    int end = SEARCH_WIN - (ply + value.dist);
    *score = value.wdl == EGTB_DRAW ? 0 : value.wdl == EGTB_WIN ? end : -end;
    s->child_exact |= ply == 1;
    return true;
}

/* At the horizon of a variant reach.h answers for (variant_plain_reach): if the side to move has no capture (a
 * look at its first jumps, without generating), the position is quiet and its value is the
 * evaluation (only as exact as the window (alpha, beta) needs: bounded_leaf_value), or a lost
 * or drawn game if it has no step either. Returns true with *score set
 * then; false if a capture exists and must be searched. */
static bool quiet_at_horizon(const Searcher *s, const Position *pos, int ply, int alpha, int beta, int *score)
{
    Bits empty = reach_empty(s->v, pos), takes = reach_takes(s->v, pos, pos->side, empty);
    if (bits_any(takes))
        return false;
    Bits steps = reach_steps(s->v, pos, pos->side, empty);
    *score = bits_any(steps) ? bounded_leaf_value(s, pos, ply, empty, steps, takes, alpha, beta)
                             : search_no_move_score(s->v, pos, ply);
    return true;
}

/* At the capture search's bound (SearchParams.capture_depth plies of captures after the horizon):
 * the evaluation, only as exact as the window needs, or a lost (or blocked) game if the side to
 * move can neither capture nor step, as a look at its first jumps and steps tells. */
static int value_at_capture_bound(const Searcher *s, const Position *pos, int ply, int alpha, int beta)
{
    Bits empty = reach_empty(s->v, pos), takes = reach_takes(s->v, pos, pos->side, empty);
    Bits steps = reach_steps(s->v, pos, pos->side, empty);
    if (!bits_any(takes) && !bits_any(steps))
        return search_no_move_score(s->v, pos, ply);
    return bounded_leaf_value(s, pos, ply, empty, steps, takes, alpha, beta);
}

enum { GEN_QUIET = -1, GEN_NONE = -2, GEN_STOP = -3 };

/* The moves of pos to search, into list: at the horizon plain variants get only their captures
 * (a cheap look at the steps, eval_can_step, tells a quiet side from a blocked one); hook and
 * huff variants, and every node before the horizon, get all legal moves. Returns their number,
 * or GEN_QUIET (at the horizon: no capture, but a step), GEN_NONE (no legal move) or GEN_STOP
 * (a hook failed, or a limit was reached while generating: the search stops). */
static int generate(Searcher *s, const Position *pos, MoveList *list, bool horizon)
{
    const Variant *v = s->v;
    int n;
    if (horizon && variant_plain_reach(v)) {
        n = movegen_captures(v, pos, list);
        if (n == 0 && eval_can_step(v, pos, pos->side))
            return GEN_QUIET;
    } else {
        n = movegen_legal(v, pos, list);
    }
    if (list->hook_failed) {
        s->hook_failed = s->stopped = true;
        return GEN_STOP;
    }
    if (search_generated(s, n))
        return GEN_STOP;
    return n > 0 ? n : GEN_NONE;
}

/* Whether the capture search stands pat where the rules compel a capture (SearchParams.stand_pat):
 * it judges the side to move as if it could decline its captures, as a chess quiescence search
 * does, which is no longer the game's exact value; never in a full-width search. */
static inline bool stands_pat_when_forced(const SearchParams *p)
{
    return p->stand_pat && !p->full_width;
}

/* A cut-off from the table for a non-PV node, if its entry is deep enough. Variants with hooks
 * never take one: their legal moves may depend on history the hash does not see. The pieces'
 * memory (piece_revisit=forbidden) is in the hash, so those variants do. */
static bool table_cutoff(const Searcher *s, const TTEntry *e, int depth, int alpha, int beta, int ply, int *score)
{
    if (s->v->hooks || e->depth < depth)
        return false;
    int sc = score_from_table(e->score, ply), b = tt_bound(e);
    if (b == TT_EXACT || (b == TT_LOWER && sc >= beta) || (b == TT_UPPER && sc <= alpha))
        return *score = sc, true;
    return false;
}

/* A null move's value for pos at ply with depth left: the side to move passes (on a copy: the
 * searcher's own position at ply + 1, the same pieces with the other side to move) and the
 * opponent's reply is searched `reduce` plies shallower with a null window at beta. The copy's
 * quiet count starts again, so that repetition is not looked for across the pass. */
static int null_move_value(Searcher *s, const Position *pos, int depth, int reduce, int beta, int ply)
{
    Position *child = &s->stack[ply + 1];
    *child = *pos;
    child->side = !pos->side;
    child->hash ^= s->v->zobrist_side;
    child->quiet = 0;
    s->pst_sum[ply + 1] = s->pst_sum[ply];
    s->path_moves[ply + 1] = tt_move_none();
    assert(!bits_any(reach_takes(s->v, pos, pos->side, reach_empty(s->v, pos)))); /* passing is legal */
    s->null_moves++;
    if (search_tick(s))
        return 0;
    return -node(s, child, depth - 1 - reduce, -beta, -beta + 1, ply + 1, false);
}

/* Reverse futility and null move at a non-PV node whose side to move has no capture but a step,
 * and whose evaluation is `eval`: true with *score set if the node fails high without its moves
 * (SearchParams.rfp_margin, null_move, null_move_verify). */
static bool quiet_node_fails_high(Searcher *s, Position *pos, int depth, int beta, int ply, int eval, int *score)
{
    const SearchParams *p = &s->params;
    if (p->rfp_margin > 0 && depth <= SEARCH_RFP_DEPTH && eval - p->rfp_margin * depth >= beta)
        return *score = eval, true;
    if (p->null_move <= 0 || s->null_off || depth < 2 || eval < beta || s->path_moves[ply].from == NO_POINT ||
        variant_follows_make(s->v) || s->v->rules.shrink != SHRINK_NONE)
        return false;
    int reduce = p->null_move + depth / 6, value = null_move_value(s, pos, depth, reduce, beta, ply);
    if (s->stopped || value < beta)
        return *score = 0, s->stopped;
    value = value >= SEARCH_WIN_BOUND ? beta : value; /* a win found by passing is no win */
    if (p->null_move_verify && depth - 1 - reduce > 0) {
        s->null_off = true; /* the node itself, at the reduced depth, without passing */
        int verified = node(s, pos, depth - 1 - reduce, beta - 1, beta, ply, false);
        s->null_off = false;
        if (s->stopped || verified < beta)
            return *score = 0, s->stopped;
    }
    return *score = value, true;
}

/* Searches move m (detail d) of pos: the first move (k = 0) with the full window, the others
 * with a null window, r plies shallower first when late and quiet, again with the full window if
 * they beat alpha. */
static int search_move(Searcher *s, Position *pos, const Move *m, const MoveDetail *d, int child_depth, int k, int r,
                       int alpha, int beta, int ply, bool pv_node)
{
    Position *child = search_make(s, pos, ply, m, d);
    s->path_moves[ply + 1] = tt_move_of(m);
    if (child_depth > s->tt_min_depth)
        tt_prefetch(s->tt, table_key(s->v, child));
    int score;
    if (k == 0) {
        score = -node(s, child, child_depth, -beta, -alpha, ply + 1, pv_node);
    } else {
        score = -node(s, child, child_depth - r, -alpha - 1, -alpha, ply + 1, false);
        if (r && score > alpha && !s->stopped)
            score = -node(s, child, child_depth, -alpha - 1, -alpha, ply + 1, false);
        if (pv_node && score > alpha && score < beta && !s->stopped)
            score = -node(s, child, child_depth, -beta, -alpha, ply + 1, true);
    }
    search_unmake(s, pos, ply, m);
    return score;
}

/* The value of pos at ply with `depth` plies left (≤ 0: the capture search after the horizon,
 * −depth plies of captures into it), within (alpha, beta). When s->stopped is set on return the
 * value means nothing. */
static int node_searched(Searcher *s, Position *pos, int depth, int alpha, int beta, int ply, bool pv_node);

static int node(Searcher *s, Position *pos, int depth, int alpha, int beta, int ply, bool pv_node)
{
    int score;
    s->pv_len[ply] = 0;
    if (s->stopped)
        return 0;
    s->seldepth = ply > s->seldepth ? ply : s->seldepth;
    search_path_set(s, ply, pos->hash);
    if (node_decided(s, pos, ply, &alpha, &beta, &score))
        return score;
    int lo = -INF, hi = INF;
    if (s->params.tables && table_value(s, pos, ply, &score, &lo, &hi))
        return score;
    if (lo == -INF && hi == INF)
        return node_searched(s, pos, depth, alpha, beta, ply, pv_node);
    /* a bound from the tables: the window narrowed to it, the value kept within it */
    alpha = alpha > lo ? alpha : lo - 1;
    beta = beta < hi ? beta : hi + 1;
    if (alpha >= beta)
        return lo > -INF ? lo : hi;
    score = node_searched(s, pos, depth, alpha, beta, ply, pv_node);
    return score < lo ? lo : score > hi ? hi : score;
}

/* node's search of pos, the draw rules and the tables having left it open. */
static int node_searched(Searcher *s, Position *pos, int depth, int alpha, int beta, int ply, bool pv_node)
{
    const Variant *v = s->v;
    int score;
    if (depth <= 0 && s->plain_horizon && quiet_at_horizon(s, pos, ply, alpha, beta, &score))
        return score;
    if (depth <= -s->params.capture_depth) /* as many plies of captures as the personality looks */
        return value_at_capture_bound(s, pos, ply, alpha, beta);
    /* Standing pat after the horizon, where a capture is known to exist (so the position has a
     * move): a value already at beta needs no generation. */
    int stand = -INF;
    if (depth <= 0 && s->plain_horizon && (v->rules.capture != CAPTURE_COMPULSORY || stands_pat_when_forced(&s->params))) {
        stand = evaluate(s, pos, ply);
        if (stand >= beta)
            return stand;
    }

    uint64_t key = table_key(v, pos);
    int d = depth > 0 ? depth : 0, table_depth = depth + s->params.capture_depth; /* > 0: plies looked ahead */
    TTEntry e;
    TTMove table_move = tt_move_none();
    if (depth > s->tt_min_depth && tt_probe(s->tt, key, &e)) {
        table_move = e.move;
        if (!pv_node && table_cutoff(s, &e, table_depth, alpha, beta, ply, &score))
            return score;
    }

    /* Selectivity (SearchParams): only at non-PV nodes before the horizon, never full width,
     * never near a win or loss, and only where the side to move has no capture (reverse futility
     * with stand_pat excepted). */
    const SearchParams *p = &s->params;
    bool selective = !pv_node && depth > 0 && ply > 0 && !p->full_width && beta < SEARCH_WIN_BOUND &&
                     beta > -SEARCH_WIN_BOUND;
    int static_eval = -INF;
    if (selective && s->reach_knows_captures && (p->rfp_margin > 0 || p->null_move > 0)) {
        Bits empty = reach_empty(v, pos), takes = reach_takes(v, pos, pos->side, empty);
        Bits steps = bits_any(takes) ? takes : reach_steps(v, pos, pos->side, empty);
        if (!bits_any(takes) && bits_any(steps)) {
            static_eval = leaf_value(s, pos, ply, empty, steps, takes);
            if (quiet_node_fails_high(s, pos, depth, beta, ply, static_eval, &score))
                return score;
            if (s->stopped)
                return 0;
        } else if (bits_any(takes) && stands_pat_when_forced(p) && p->rfp_margin > 0 && depth <= SEARCH_RFP_DEPTH) {
            /* reverse futility where the side must capture, judged as the capture search that
             * stands pat judges it */
            int eval = evaluate(s, pos, ply);
            if (eval - p->rfp_margin * depth >= beta)
                return eval;
        }
    }

    MoveList *list = &s->lists[ply];
    int n = generate(s, pos, list, depth <= 0);
    if (n == GEN_STOP)
        return 0;
    if (n == GEN_NONE)
        return search_no_move_score(v, pos, ply);
    bool captures_only = depth <= 0;
    if (n == GEN_QUIET || (captures_only && !any_capture(list)))
        return evaluate(s, pos, ply);
    if (!keys_for(s, ply, list->cap))
        return 0;

    int orig_alpha = alpha, best = -INF, best_i = -1, delta = -INF;
    if (captures_only && v->rules.capture == CAPTURE_COMPULSORY && !stands_pat_when_forced(p)) {
        captures_only = false; /* forced: the captures are all the moves there are */
    } else if (captures_only) {
        stand = stand > -INF ? stand : evaluate(s, pos, ply); /* capturing is optional (or judged so): stand pat */
        if (stand >= beta)
            return stand;
        best = stand;
        alpha = stand > alpha ? stand : alpha;
        if (p->delta_margin > 0 && !p->full_width)
            delta = stand + p->delta_margin;
    }
    /* Every move captures, as the rules compel: the late ones are reduced as quiet moves are
     * (SearchParams.lmr_captures), the captures taking most searched first. */
    bool forced_captures = p->lmr_captures && depth >= 3 && n > 3 && v->rules.capture == CAPTURE_COMPULSORY &&
                           any_capture(list);
    /* Futility and late-move pruning of quiet moves, where the side to move has no capture. */
    int prune_after = MAX_MOVES, futile = false;
    if (selective && (p->futility_margin > 0 || p->late_move_pruning > 0) && !any_capture(list)) {
        if (p->late_move_pruning >= depth)
            prune_after = 3 + depth * depth;
        if (p->futility_margin > 0 && depth <= 3) {
            static_eval = static_eval > -INF ? static_eval : evaluate(s, pos, ply);
            futile = static_eval + p->futility_margin * depth <= alpha;
        }
    }
    int child_depth = depth - 1; /* below 0 after the horizon: counts the plies of captures */
    if (depth > 0 && n == 1 && ply < 2 * s->iter_depth)
        child_depth = depth; /* a forced reply costs no depth */

    int first = n > 1 ? table_move_index(list, table_move) : 0;
    for (int k = 0, searched = 0; k < n; k++) {
        if (k == (first >= 0)) /* ordered only when the table's move (searched first) did not cut */
            order_after_first(s, list, ply, pos->side, table_move, first);
        int i = k == 0 && first >= 0 ? first : next_move(s, ply, n, k);
        const Move *m = &list->moves[i];
        if (captures_only && !is_capture(m))
            continue;
        if (delta > -INF && delta + capture_gain(&p->weights, m) <= alpha)
            continue; /* delta pruning: this capture cannot bring the standing value to alpha */
        if (searched > 0 && !is_tactical(m) && (futile || searched >= prune_after) && best > -SEARCH_WIN_BOUND)
            continue; /* futile, or late: a quiet move the node's value will not need */
        int r = reduction(s, depth, searched, m, pv_node, forced_captures);
        score = search_move(s, pos, m, movelist_detail(list, i), child_depth, searched++, r, alpha, beta, ply, pv_node);
        if (s->stopped)
            return 0;
        if (score <= best)
            continue;
        best = score;
        best_i = i;
        if (score <= alpha)
            continue;
        alpha = score;
        if (pv_node)
            update_pv(s, ply, m, movelist_detail(list, i));
        if (alpha >= beta) {
            if (!is_tactical(m))
                reward_quiet(s, ply, pos->side, m, d);
            break;
        }
    }
    int bound = best >= beta ? TT_LOWER : best > orig_alpha ? TT_EXACT : TT_UPPER;
    if (depth > s->tt_min_depth)
        tt_store(s->tt, key, table_depth, bound, score_to_table(best, ply), best_i >= 0 ? tt_move_of(&list->moves[best_i]) : tt_move_none());
    return best;
}

/* ---- the root ---- */

/* The score of the root's first move (made: child) at depth: in a window around guess, the last
 * iteration's score, when it is no win or loss and no randomness needs exact scores. With
 * SearchParams.aspiration, ± that from depth 4, the failing side moved out by twice as much at
 * each failure (the full window once it is wider than a few men); without, ± ASPIRATION from
 * depth 5, then the full window. */
static int first_root_move(Searcher *s, Position *child, int depth, int guess)
{
    int delta = s->params.aspiration, lo = -INF, hi = INF;
    bool around = guess > -SEARCH_WIN_BOUND && guess < SEARCH_WIN_BOUND && s->params.randomness <= 0;
    if (around && delta > 0 && depth >= 4)
        lo = guess - delta, hi = guess + delta;
    else if (around && delta <= 0 && depth >= 5)
        lo = guess - ASPIRATION, hi = guess + ASPIRATION;
    int score = -node(s, child, depth - 1, -hi, -lo, 1, true);
    while ((score <= lo || score >= hi) && !s->stopped) {
        if (delta <= 0) {
            lo = -INF, hi = INF;
        } else {
            delta *= 2;
            if (score <= lo)
                lo = delta > ASPIRATION_WIDEST ? -INF : score - delta;
            else
                hi = delta > ASPIRATION_WIDEST ? INF : score + delta;
        }
        score = -node(s, child, depth - 1, -hi, -lo, 1, true);
    }
    return score;
}

/* Searches every root move (in the order `order`) to depth. A move is searched with a null
 * window at (best − randomness): those that beat it are searched again for an exact score, so
 * that every move within the randomness margin has one. */
static void root_iteration(Searcher *s, const MoveList *root, const int *order, int depth, int guess, RootIter *it)
{
    Position *pos = &s->stack[0];
    it->best = -1;
    it->completed = it->tabled = 0;
    for (int k = 0; k < root->n; k++) {
        int i = order[k], score, bar = -INF;
        const Move *m = &root->moves[i];
        s->child_exact = false;
        Position *child = search_make(s, pos, 0, m, &root->details[i]);
        s->path_moves[1] = tt_move_of(m);
        if (k == 0) {
            score = first_root_move(s, child, depth, guess);
        } else {
            bar = it->score[it->best] - s->params.randomness;
            bar = bar > -INF ? bar : -INF;
            score = -node(s, child, depth - 1, -bar - 1, -bar, 1, false);
            if (score > bar && !s->stopped)
                score = -node(s, child, depth - 1, -INF, -bar, 1, true);
        }
        search_unmake(s, pos, 0, m);
        if (s->stopped)
            return;
        it->score[i] = score;
        it->exact[i] = k == 0 || score > bar;
        it->completed++;
        it->tabled += s->child_exact;
        if (it->best < 0 || score > it->score[it->best]) {
            it->best = i;
            it->pv[0] = *m;
            memcpy(&it->pv[1], s->pv[1], sizeof(Move) * (size_t)s->pv_len[1]);
            it->npv = 1 + s->pv_len[1];
            if (!s->lean && s->pv_details)
                memcpy(&it->pv_details[1], s->pv_details[1], sizeof(MoveDetail) * (size_t)s->pv_len[1]);
        }
    }
}

/* Sorts the root order by the iteration's scores, best first (stable). */
static void sort_root(int *order, int n, const RootIter *it)
{
    for (int a = 1; a < n; a++) {
        int x = order[a], b = a;
        while (b > 0 && it->score[order[b - 1]] < it->score[x]) {
            order[b] = order[b - 1];
            b--;
        }
        order[b] = x;
    }
}

static void report(Searcher *s, const RootIter *it, int depth, SearchResult *out)
{
    out->best = it->pv[0];
    out->score = it->score[it->best];
    out->depth = depth;
    out->seldepth = s->seldepth;
    out->npv = it->npv;
    memcpy(out->pv, it->pv, sizeof(Move) * (size_t)it->npv);
    if (!s->lean && s->pv_details) /* the root's move's own comes from the root's list (search_details) */
        memcpy(&out->pv_details[1], &it->pv_details[1], sizeof(MoveDetail) * (size_t)(it->npv - 1));
    else if (!s->lean)
        out->npv = 1; /* no memory for the variations' details: the move alone */
    out->nodes = s->nodes;
    out->seconds = search_elapsed(s);
    out->hashfull = tt_hashfull(s->tt);
}

/* The root moves in their first order (table move, captures, ...), into order[]. */
static void first_order(Searcher *s, const MoveList *root, int *order)
{
    TTEntry e;
    TTMove table_move = tt_probe(s->tt, table_key(s->v, &s->stack[0]), &e) ? e.move : tt_move_none();
    order_moves(s, root, 0, s->stack[0].side, table_move);
    for (int k = 0; k < root->n; k++)
        order[k] = next_move(s, 0, root->n, k);
}

/* Applies the personality's choice (randomness, blunders) to a finished search. */
static void choose(Searcher *s, const MoveList *root, const RootIter *done, SearchResult *out)
{
    int best = -1;
    for (int i = 0; i < root->n && best < 0; i++)
        if (move_same(&root->moves[i], &out->best))
            best = i;
    if (best < 0 || (s->params.randomness <= 0 && s->params.blunder_permille <= 0))
        return;
    int pick = search_pick_root(s, done->score, done->exact, root->n, best, &out->chosen);
    if (!out->chosen)
        return;
    out->best = out->pv[0] = root->moves[pick];
    out->npv = 1;
    if (done->exact[pick])
        out->score = done->score[pick];
}

/* How good a position the tables value as `child` is for the side that moved there: the fastest
 * win highest, the slowest loss highest among losses. */
static int table_rank(EgtbValue child)
{
    return child.wdl == EGTB_DRAW ? 0 : child.wdl == EGTB_LOSS ? 100000 - child.dist : child.dist - 100000;
}

/* The principal variation after its first move (out->pv[0], detail d), each side playing the
 * tables' best move, until `plies` moves are in it or a position is not in the tables. */
static void table_line(Searcher *s, const MoveDetail *d, int plies, SearchResult *out)
{
    Position pos = s->root;
    position_apply(s->v, &pos, &out->pv[0], d);
    MoveList *list = &s->replay;
    for (int k = 1; k < plies && k < MAX_PLY; k++) {
        int n = movegen_legal(s->v, &pos, list), best = -1, best_rank = 0;
        for (int i = 0; i < n && !list->overflow; i++) {
            Position child = pos;
            EgtbValue value;
            position_apply(s->v, &child, &list->moves[i], movelist_detail(list, i));
            if (!egtb_probe(s->params.tables, &child, &value))
                return;
            if (best < 0 || table_rank(value) > best_rank)
                best = i, best_rank = table_rank(value);
        }
        if (best < 0)
            return;
        out->pv[k] = list->moves[best];
        out->pv_details[k] = list->details[best];
        out->npv = k + 1;
        position_apply(s->v, &pos, &out->pv[k], &out->pv_details[k]);
    }
}

/* At a root the tables hold, where every move leads to a position they value exactly (or to a
 * repetition, a draw), the move is chosen from those values alone, whatever the clock: the
 * fastest win, else a draw, else the slowest loss; the first such move in the list's order. False
 * (nothing chosen) if one move's value is not exact. */
static bool root_from_tables(Searcher *s, const MoveList *root, SearchResult *out)
{
    Position *pos = &s->stack[0];
    int best = -1, best_score = -INF;
    for (int i = 0; i < root->n; i++) {
        const Move *m = &root->moves[i];
        Position *child = search_make(s, pos, 0, m, &root->details[i]);
        search_path_set(s, 1, child->hash);
        int score = 0, lo = -INF, hi = INF;
        bool known = search_is_repetition(s, child, 1) || table_value(s, child, 1, &score, &lo, &hi);
        search_unmake(s, pos, 0, m);
        if (!known)
            return false;
        if (-score > best_score)
            best_score = -score, best = i;
    }
    out->best = out->pv[0] = root->moves[best];
    out->npv = 1;
    out->score = best_score;
    int plies = search_win_plies(best_score);
    table_line(s, &root->details[best], plies > 0 ? plies : -plies, out);
    out->depth = out->seldepth = 1;
    out->nodes = s->nodes;
    out->seconds = search_elapsed(s);
    out->complete = true;
    search_progress(s, root, out);
    return true;
}

void alphabeta_run(Searcher *s, const MoveList *root, SearchResult *out)
{
    int *order = s->root_order, max_depth = s->limits.depth > 0 ? s->limits.depth : SEARCH_MAX_DEPTH;
    RootIter *it = &s->root_iter[0], *done = &s->root_iter[1];
    memset(it, 0, sizeof *it);
    memset(done, 0, sizeof *done);
    if (!keys_for(s, 0, root->n))
        return; /* no memory to order the moves: out keeps the first */
    max_depth = max_depth < SEARCH_MAX_DEPTH ? max_depth : SEARCH_MAX_DEPTH;
    tt_new_search(s->tt);
    s->tt_min_depth = s->params.capture_table ? -SEARCH_CAPTURE_DEPTH_MAX : TT_MIN_DEPTH;
    memset(s->killers, 0xFF, sizeof s->killers);
    s->seldepth = 0;
    EgtbValue table_root;
    if (s->params.tables && egtb_probe(s->params.tables, &s->stack[0], &table_root)) {
        s->params.randomness = s->params.blunder_permille = 0; /* the tables know the best: play it */
        if (root_from_tables(s, root, out))
            return;
    }
    first_order(s, root, order);
    out->best = out->pv[0] = root->moves[order[0]];
    out->score = evaluate(s, &s->stack[0], 0);
    bool have = false;
    int stable = 0; /* iterations in a row that kept the best move */
    for (int depth = 1; depth <= max_depth; depth++) {
        s->iter_depth = depth;
        root_iteration(s, root, order, depth, have ? done->score[done->best] : 0, it);
        if (s->stopped) {
            /* The moves searched so far, the last iteration's best first, had a deeper look; at
             * depth 1 they are all there is. With none searched, out keeps the last iteration's
             * move, or the first in the search's order. */
            if (it->completed > 0)
                report(s, it, depth - 1, out);
            out->partial_moves = it->completed;
            break;
        }
        stable = have && move_same(&it->pv[0], &done->pv[0]) ? stable + 1 : 0;
        *done = *it;
        have = true;
        report(s, done, depth, out);
        search_progress(s, root, out);
        sort_root(order, root->n, done);
        int win = search_win_plies(out->score);
        if ((win > 0 && win <= depth) || (win < 0 && -win <= depth))
            break; /* the game's end is in sight on every line */
        if (done->tabled == root->n)
            break; /* the tables valued every move: deeper iterations would find the same */
        if (s->limits.time_ms > 0 &&
            (root->n == 1 || !search_another_iteration(s->params.time_use, search_elapsed(s) * 1000.0 / (double)s->limits.time_ms, stable)))
            break;
    }
    out->complete = have;
    out->seldepth = s->seldepth;
    if (have)
        choose(s, root, done, out);
}
