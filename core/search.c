/*
 * search.c — the searcher: its memory, one run's set-up (limits, clock, the game's history for
 * the repetition rule, the root moves), and what both search kinds share: polling the limits,
 * repetition, terminal scores and the choice among root moves.
 */
#include "search_int.h"

#include "mcts.h"
#include "movegen.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    POLL_NODES = 256,      /* nodes between looks at the clock and the stop flag */
    POLL_WORK = 4096,      /* work (search_generated) between them: about 100 µs of generation */
    HASHES_START = 1024,   /* positions of history kept without reallocating */
};

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The move-ordering tables: history counts and killers, as before any search. */
static void clear_ordering(Searcher *s)
{
    memset(s->history, 0, sizeof s->history);
    memset(s->killers, 0xFF, sizeof s->killers);
    memset(s->counters, 0xFF, sizeof s->counters);
}

/* SearchParams.lmr = 1: log(depth)·log(move number)/2 plies, rounded. */
static void lmr_init(Searcher *s)
{
    for (int d = 0; d < 64; d++)
        for (int k = 0; k < 64; k++)
            s->lmr_table[d][k] = (int8_t)(d && k ? log(d) * log(k) / 2.0 + 0.5 : 0);
}

Searcher *search_new(const Variant *v, size_t mem_bytes)
{
    Searcher *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->v = v;
    s->mem_bytes = mem_bytes;
    s->tt = tt_new(mem_bytes);
    s->hashes_cap = HASHES_START + MAX_PLY + 2;
    s->hashes = malloc(sizeof *s->hashes * (size_t)s->hashes_cap);
    if (!s->tt || !s->hashes) {
        search_free(s);
        return NULL;
    }
    eval_tables_init(&s->tables, v);
    lmr_init(s);
    clear_ordering(s); /* the table is new, and cleared already: clearing it again costs a pass over it */
    return s;
}

void search_free(Searcher *s)
{
    if (!s)
        return;
    tt_free(s->tt);
    mcts_free(s->mcts);
    free(s->hashes);
    for (int ply = 0; ply < MAX_PLY; ply++) {
        movelist_free(&s->lists[ply]);
        free(s->order[ply]);
    }
    movelist_free(&s->replay);
    free(s->pv_details);
    free(s);
}

size_t search_bytes(const Searcher *s)
{
    size_t bytes = sizeof *s + sizeof *s->hashes * (size_t)s->hashes_cap + movelist_bytes(&s->replay) + mcts_bytes(s->mcts);
    for (int ply = 0; ply < MAX_PLY; ply++)
        bytes += movelist_bytes(&s->lists[ply]) + sizeof *s->order[ply] * (size_t)s->order_cap[ply];
    if (s->pv_details)
        bytes += sizeof *s->pv_details * MAX_PLY;
    return bytes;
}

void search_clear(Searcher *s)
{
    tt_clear(s->tt);
    clear_ordering(s);
}

size_t search_mem_bytes(const Searcher *s) { return s->mem_bytes; }

bool search_another_iteration(int time_use, double used, int stable)
{
    if (time_use <= 0)
        return used * 2.5 <= 1.0; /* the next iteration looks likely to finish */
    double target = time_use / 100.0;
    return used < (stable >= SEARCH_STABLE_ITERATIONS ? target / 2 : target);
}

void search_rebind(Searcher *s, const Variant *v)
{
    s->v = v;
    eval_tables_init(&s->tables, v);
    mcts_free(s->mcts); /* its nodes are positions of the old game */
    s->mcts = NULL;
    s->progress = NULL;
    s->progress_ctx = NULL;
    search_clear(s);
}

void search_set_progress(Searcher *s, SearchProgress fn, void *ctx)
{
    s->progress = fn;
    s->progress_ctx = ctx;
}

void search_default_params(SearchParams *p)
{
    memset(p, 0, sizeof *p);
    p->kind = SEARCH_ALPHABETA;
    eval_default_weights(&p->weights);
    p->seed = 1;
    p->mcts_guided = 500;
    p->capture_depth = SEARCH_CAPTURE_DEPTH_DEFAULT;
}

int search_win_plies(int score)
{
    if (score >= SEARCH_WIN_BOUND)
        return SEARCH_WIN - score;
    if (score <= -SEARCH_WIN_BOUND)
        return -(SEARCH_WIN + score);
    return 0;
}

/* ---- limits ---- */

double search_elapsed(const Searcher *s) { return now_seconds() - s->t0; }

void search_poll(Searcher *s)
{
    /* A game with hooks runs script code at every node and every generation, each call of which
     * may take up to the sandbox's deadline: there the clock is read at each, which costs little
     * beside it. */
    s->next_poll = s->nodes + (s->v->hooks ? 1 : POLL_NODES);
    s->next_work = s->work + (s->v->hooks ? 1 : POLL_WORK);
    if (s->limits.nodes && s->next_poll > s->limits.nodes)
        s->next_poll = s->limits.nodes; /* the node limit is met exactly */
    if (s->limits.nodes && s->nodes >= s->limits.nodes)
        s->stopped = true;
    if (stop_is_set(s->stop))
        s->stopped = true;
    /* a thirty-second of the time is kept for what may pass between two looks at the clock and
     * for making the result, so that the search ends within its time */
    if (s->limits.time_ms > 0 && search_elapsed(s) * 1000.0 >= (double)(s->limits.time_ms - s->limits.time_ms / 32))
        s->stopped = true;
}

/* ---- draw rules and terminal positions ---- */

bool search_is_repetition(const Searcher *s, const Position *pos, int ply)
{
    int n = s->v->rules.repetition;
    if (n <= 0)
        return false;
    int at = s->root_index + ply, oldest = at - pos->quiet, count = 1;
    for (int i = at - 2; i >= 0 && i >= oldest; i -= 2) {
        if (s->hashes[i] != pos->hash)
            continue;
        if (i >= s->root_index || ++count >= n)
            return true;
    }
    return false;
}

int search_no_move_score(const Variant *v, const Position *pos, int ply)
{
    if (bits_any(position_pieces(pos, pos->side)) && v->rules.blocked == BLOCKED_DRAW)
        return 0;
    return -(SEARCH_WIN - ply);
}

/* ---- the root choice ---- */

/* A uniformly chosen move among the exact scores within the randomness margin of the best. */
static int pick_within_margin(Searcher *s, const int *score, const bool *exact, int n, int best)
{
    int bar = score[best] - s->params.randomness, count = 0;
    for (int i = 0; i < n; i++)
        count += (i == best || exact[i]) && score[i] >= bar;
    int k = rng_below(&s->rng, count);
    for (int i = 0; i < n; i++)
        if ((i == best || exact[i]) && score[i] >= bar && k-- == 0)
            return i;
    return best;
}

int search_pick_root(Searcher *s, const int *score, const bool *exact, int n, int best, bool *chosen)
{
    int pick = best;
    if (s->params.randomness > 0 && n > 1)
        pick = pick_within_margin(s, score, exact, n, best);
    if (s->params.blunder_permille > 0 && n > 1 && rng_below(&s->rng, 1000) < s->params.blunder_permille) {
        int r = rng_below(&s->rng, n - 1);
        pick = r >= best ? r + 1 : r;
    }
    *chosen = pick != best;
    return pick;
}

/* ---- one run ---- */

/* Copies the game's positions since its last irreversible move into s->hashes, growing the
 * array when the history is long. */
static void load_history(Searcher *s, const Game *g)
{
    int keep = g->pos.quiet < g->nmoves ? g->pos.quiet : g->nmoves;
    if (keep + MAX_PLY + 2 > s->hashes_cap) {
        uint64_t *h = realloc(s->hashes, sizeof *h * (size_t)(keep + MAX_PLY + 2));
        if (h) {
            s->hashes = h;
            s->hashes_cap = keep + MAX_PLY + 2;
        } else {
            keep = s->hashes_cap - MAX_PLY - 2; /* the oldest positions are forgotten */
        }
    }
    memcpy(s->hashes, g->hashes + (g->nmoves - keep), sizeof *s->hashes * (size_t)(keep + 1));
    s->root_index = keep;
}

/* The lists of a run: lean after the root unless make needs details (the rules may have changed
 * since the last run); and, for a search that is not lean, the details of its variations (made
 * on its first such run; without the memory, alpha-beta's variations stop after their first
 * move). */
static void lists_for_run(Searcher *s)
{
    s->lean = !movegen_needs_details(s->v);
    movelist_set_lean(&s->lists[0], false); /* the root's moves are the result's */
    for (int ply = 1; ply < MAX_PLY; ply++)
        movelist_set_lean(&s->lists[ply], s->lean);
    if (!s->lean && !s->pv_details)
        s->pv_details = malloc(sizeof *s->pv_details * MAX_PLY);
}

static void start_run(Searcher *s, const Game *g, const SearchLimits *limits, const SearchParams *params,
                      StopFlag *stop)
{
    s->limits = limits ? *limits : (SearchLimits){0};
    if (params)
        s->params = *params;
    else
        search_default_params(&s->params);
    s->stop = stop;
    s->t0 = now_seconds();
    s->nodes = s->work = s->null_moves = 0;
    s->next_poll = s->next_work = 0;
    s->stopped = s->hook_failed = false;
    rng_seed(&s->rng, s->params.seed);
    eval_tables_init(&s->tables, s->v); /* cheap, and right even if the rules changed */
    s->root = g->pos;
    s->stack[0] = g->pos;
    eval_pst_init(&s->pst, &s->tables, &s->params.weights);
    s->pst_sum[0] = eval_pst_full(&s->pst, &g->pos);
    s->plain_horizon = variant_plain_reach(s->v);
    s->reach_knows_captures = !s->v->hooks && s->v->rules.capture != CAPTURE_HUFF &&
                              s->v->rules.piece_revisit != PIECE_REVISIT_FORBIDDEN &&
                              s->v->rules.far_row_steps == FAR_ROW_STEPS_ALLOWED;
    s->pst_by_move = s->v->rules.capture != CAPTURE_HUFF && s->v->rules.shrink == SHRINK_NONE;
    lists_for_run(s);
    load_history(s, g);
}

bool search_run(Searcher *s, const Game *game, const SearchLimits *limits, const SearchParams *params,
                SearchResult *out, StopFlag *stop)
{
    memset(out, 0, offsetof(SearchResult, pv));
    start_run(s, game, limits, params, stop);
    MoveList *root = &s->lists[0];
    int n = movegen_legal(s->v, &s->root, root);
    if (root->hook_failed)
        return false;
    if (n == 0) {
        out->score = search_no_move_score(s->v, &s->root, 0);
        return false;
    }
    out->best = out->pv[0] = root->moves[0];
    out->npv = 1;
    out->root_moves = n;
    int in_book = s->params.book ? book_choose(s->params.book, s->v, &s->root, root, s->params.randomness,
                                                s->params.seed)
                                 : -1;
    if (in_book >= 0) {
        out->best = out->pv[0] = root->moves[in_book];
        out->book = out->complete = true;
    } else if (s->params.kind == SEARCH_MCTS) {
        if (!s->mcts)
            s->mcts = mcts_new(s->mem_bytes);
        if (s->mcts)
            mcts_run(s->mcts, s, root, out);
    } else {
        alphabeta_run(s, root, out);
    }
    search_details(s, root, out);
    out->nodes = s->nodes;
    out->null_moves = s->null_moves;
    out->seconds = search_elapsed(s);
    return !s->hook_failed;
}

/* ---- the result's details ---- */

/* The index in list of the move that is m, or -1. */
static int find_move(const MoveList *list, const Move *m)
{
    for (int i = 0; i < list->n; i++)
        if (move_same(&list->moves[i], m))
            return i;
    return -1;
}

/* The details of out's principal variation after its first move, for a lean search: the
 * positions along it generated again, with details (deterministic: the same position gives the
 * same list, in the same order, the same path for each move), each move taken whole from that
 * list (with its marks). Lean rules have no hooks, huff or memory, so that the positions follow
 * by copy-make alone. */
static void replay_details(Searcher *s, SearchResult *out)
{
    Position pos = s->root;
    position_apply(s->v, &pos, &out->pv[0], &out->pv_details[0]);
    for (int k = 1; k < out->npv; k++) {
        movegen_legal(s->v, &pos, &s->replay);
        int i = find_move(&s->replay, &out->pv[k]);
        if (i < 0) { /* no such move: none should be missing */
            out->npv = k;
            return;
        }
        out->pv[k] = s->replay.moves[i];
        out->pv_details[k] = s->replay.details[i];
        position_apply(s->v, &pos, &out->pv[k], NULL);
    }
}

void search_details(Searcher *s, const MoveList *root, SearchResult *out)
{
    int best = find_move(root, &out->best);
    if (best >= 0) {
        out->best = root->moves[best];
        out->best_detail = root->details[best];
    }
    if (out->npv == 0)
        return;
    int first = find_move(root, &out->pv[0]);
    if (first < 0) { /* none should be missing */
        out->npv = 0;
        return;
    }
    out->pv[0] = root->moves[first];
    out->pv_details[0] = root->details[first];
    if (s->lean)
        replay_details(s, out);
}

void search_progress(Searcher *s, const MoveList *root, SearchResult *out)
{
    if (!s->progress)
        return;
    search_details(s, root, out);
    s->progress(s->progress_ctx, out);
}
