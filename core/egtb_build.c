/*
 * egtb_build.c — one slice's table by retrograde analysis.
 *
 * A first pass generates every position's moves: a capture or a crowning leaves the slice and
 * takes its value from the table it leads to; quiet moves are counted. Positions whose value is
 * known (no moves, no quiet moves, a way out that wins) are queued by distance. Then distances
 * are passed through in increasing order: each position settled at distance L settles, through
 * its un-moves (the quiet moves that lead to it, reversed), its predecessors at L + 1 or later —
 * a loss makes them wins, and the last of a predecessor's quiet moves to turn out a win for the
 * opponent makes it a loss, if nothing outside the slice saves it. What is left open at the end
 * can be held by neither side: a draw. Increasing order makes the first distance found the
 * winner's fastest and the loser's slowest.
 *
 * On several threads (jobs.h) the first pass shares out the slice's positions, and each distance
 * its queued positions, every thread queueing what it settles on its own; a distance starts when
 * the last has finished. Wins are odd distances and losses even, so one distance passes on one
 * kind of value, and the order its positions are taken in does not change a value: only the
 * count of a predecessor's quiet moves and its settling are shared, by atomic operations. The
 * table is the same, byte for byte, on any number of threads.
 */
#include "egtb_int.h"

#include "jobs.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

enum {
    KIND_OPEN = 0,    /* counting its quiet moves that turn out wins for the opponent */
    KIND_PENDING = 1, /* a win through a way out at distance dist, or sooner within the slice */
    KIND_FINAL = 2,
    KIND_MASK = 3,
    WDL_SHIFT = 2,
    EXIT_DRAW = 1 << 4, /* a way out draws: it cannot lose */
    MIN_BLOCK = 256,    /* positions a thread takes at a time: at least, */
    MAX_BLOCK = 16384,  /* at most, */
    BLOCKS_A_JOB = 8,   /* and else as many blocks as this for each thread, so that none waits long */
};

typedef struct Level {
    uint32_t *at;
    size_t n, cap;
} Level;

/* What the build keeps of a position, together so that one cache line holds it all: the un-moves
 * reach positions all over the slice. The count and the state are atomic: with several threads,
 * two of them may reach one position at once (relaxed order: what one level settles is handed to
 * the next by the threads' end). */
typedef struct Cell {
    uint16_t dist;          /* final: the distance; pending: the way out's win; open: the least a loss
                               can take (its ways out) */
    _Atomic uint16_t count; /* open: quiet moves not yet known to win for the opponent */
    _Atomic uint8_t state;  /* KIND_*, the value (WDL_SHIFT), EXIT_DRAW */
} Cell;

_Static_assert(sizeof(Cell) == 6, "a position's cell takes 6 bytes (docs/BENCHMARKS.md)");

/* The most predecessors of one position: each piece back to each point, twice where the index
 * folds the mirror (unmove). */
enum { MAX_PREDECESSORS = 2 * EGTB_MAX_PIECES * MAX_POINTS };

typedef struct Worker Worker;

/* What the threads of one build share. */
typedef struct Work {
    const Egtb *ctx;
    EgtbSlice slice;
    uint64_t size;
    Cell *cell;
    bool shared;      /* more than one thread: counts and states change by atomic read-modify-writes */
    int jobs;
    Worker *workers;  /* jobs of them */
    int level;        /* the distance being passed */
} Work;

/* One thread's own: its move list, the positions it queued by distance, what went wrong. */
struct Worker {
    Work *w;
    EgtbMoves *moves;
    Level *levels;
    int nlevels;
    uint64_t generated;
    Err err;
    /* its queue of the level being passed, and where it starts in the level's count */
    const uint32_t *cur;
    uint64_t cur_start, cur_n;
};

static uint8_t state_of(Cell *c) { return atomic_load_explicit(&c->state, memory_order_relaxed); }

static void set_state(Cell *c, uint8_t st) { atomic_store_explicit(&c->state, st, memory_order_relaxed); }

static bool out_of_memory(Worker *k) { return err_fail(&k->err, ERR_NO_MEMORY, "out of memory"); }

/* Queues position i at distance `level` on worker k. */
static bool push(Worker *k, int level, uint64_t i)
{
    if (level >= k->nlevels) {
        int n = level + 64;
        Level *grown = realloc(k->levels, sizeof *grown * (size_t)n);
        if (!grown)
            return out_of_memory(k);
        memset(grown + k->nlevels, 0, sizeof *grown * (size_t)(n - k->nlevels));
        k->levels = grown;
        k->nlevels = n;
    }
    Level *l = &k->levels[level];
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        uint32_t *grown = realloc(l->at, sizeof *grown * cap);
        if (!grown)
            return out_of_memory(k);
        l->at = grown;
        l->cap = cap;
    }
    l->at[l->n++] = (uint32_t)i;
    return true;
}

/* Settles a cell at value wdl, distance d. */
static void settle(Cell *c, EgtbWdl wdl, int d)
{
    c->dist = (uint16_t)d;
    set_state(c, (uint8_t)(KIND_FINAL | wdl << WDL_SHIFT));
}

/* Settles position i in the first pass, and queues it unless a draw. */
static bool settle_first(Worker *k, uint64_t i, EgtbWdl wdl, int d)
{
    settle(&k->w->cell[i], wdl, d);
    return wdl == EGTB_DRAW || push(k, d, i);
}

/* What the moves that leave the slice give. */
typedef struct Exits {
    int win;  /* the fastest win (distance of the position), or 0 if none */
    bool draw;
    int loss; /* the slowest loss (distance of the position), 0 if none */
} Exits;

/* The first pass over position i: its moves, its ways out, its count of quiet moves. */
static bool first_pass(Worker *k, uint64_t i)
{
    const Egtb *ctx = k->w->ctx;
    const Variant *v = ctx->v;
    Cell *c = &k->w->cell[i];
    Position pos, child;
    egtb_unrank(ctx, k->w->slice, i, &pos);
    int n = egtb_moves_generate(k->moves, v, &pos);
    k->generated++;
    if (n < 0) {
        char text[256];
        position_to_text(v, &pos, text, sizeof text);
        return err_set(&k->err, "position %s: more moves or longer captures than the generator holds", text);
    }
    if (n == 0)
        return settle_first(k, i, v->rules.blocked == BLOCKED_LOSS ? EGTB_LOSS : EGTB_DRAW, 0);
    Exits ex = {0, false, 0};
    int quiet = 0;
    for (int m = 0; m < n; m++) {
        if (egtb_moves_quiet(k->moves, m)) {
            quiet++;
            continue;
        }
        egtb_moves_child(k->moves, v, &pos, m, &child);
        EgtbValue val;
        if (!egtb_exit_value(ctx, &child, &val, &k->err))
            return false;
        if (val.wdl == EGTB_LOSS && (ex.win == 0 || val.dist + 1 < ex.win))
            ex.win = val.dist + 1;
        else if (val.wdl == EGTB_DRAW)
            ex.draw = true;
        else if (val.wdl == EGTB_WIN && val.dist + 1 > ex.loss)
            ex.loss = val.dist + 1;
    }
    if (quiet == 0) {
        if (ex.win)
            return settle_first(k, i, EGTB_WIN, ex.win);
        return ex.draw ? settle_first(k, i, EGTB_DRAW, 0) : settle_first(k, i, EGTB_LOSS, ex.loss);
    }
    atomic_store_explicit(&c->count, (uint16_t)quiet, memory_order_relaxed);
    if (ex.win) {
        c->dist = (uint16_t)ex.win;
        set_state(c, KIND_PENDING);
        return push(k, ex.win, i);
    }
    c->dist = (uint16_t)ex.loss;
    set_state(c, (uint8_t)(KIND_OPEN | (ex.draw ? EXIT_DRAW : 0)));
    return true;
}

static bool first_pass_block(void *worker, uint64_t begin, uint64_t end)
{
    for (uint64_t i = begin; i < end; i++)
        if (!first_pass(worker, i))
            return false;
    return true;
}

/* Makes an open or pending cell, last seen in state `seen`, a win; false if another thread did
 * first (at the same distance: a level settles wins at one distance). */
static bool claim_win(const Work *w, Cell *c, uint8_t seen)
{
    uint8_t won = KIND_FINAL | EGTB_WIN << WDL_SHIFT;
    if (!w->shared) {
        set_state(c, won);
        return true;
    }
    return atomic_compare_exchange_strong_explicit(&c->state, &seen, won, memory_order_relaxed,
                                                   memory_order_relaxed);
}

/* One fewer quiet move of an open cell not yet known to win for the opponent: how many are
 * left. */
static int count_down(const Work *w, Cell *c)
{
    if (w->shared)
        return atomic_fetch_sub_explicit(&c->count, 1, memory_order_relaxed) - 1;
    int left = atomic_load_explicit(&c->count, memory_order_relaxed) - 1;
    atomic_store_explicit(&c->count, (uint16_t)left, memory_order_relaxed);
    return left;
}

/* Predecessor j of a position settled at level with value wdl (for its side to move). A level
 * holds only wins (odd distances) or only losses (even), so that whatever order its positions
 * are passed in, on however many threads, each predecessor ends with the same value. */
static bool reach_predecessor(Worker *k, uint64_t j, EgtbWdl wdl, int level)
{
    Cell *c = &k->w->cell[j];
    uint8_t st = state_of(c);
    int kind = st & KIND_MASK, d = level + 1;
    if (kind == KIND_FINAL)
        return true;
    if (wdl == EGTB_LOSS) {
        if (!claim_win(k->w, c, st))
            return true;
        bool queued = kind == KIND_PENDING && c->dist == d; /* already in level d's queue */
        c->dist = (uint16_t)d;
        return queued || push(k, d, j);
    }
    if (kind == KIND_PENDING || count_down(k->w, c) > 0 || (st & EXIT_DRAW))
        return true;
    settle(c, EGTB_LOSS, c->dist > d ? c->dist : d);
    return push(k, c->dist, j);
}

/* Appends index j to preds, its cell fetched ahead of its turn. */
static void add_predecessor(const Work *w, uint64_t j, uint32_t *preds, int *n)
{
#if defined(__GNUC__)
    __builtin_prefetch(&w->cell[j], 1);
#endif
    preds[(*n)++] = (uint32_t)j;
}

/* The predecessor of pos in which the mover's man (or king) stood on `from` instead of `to`:
 * the entries it reaches appended to preds.
 *
 * Where the index folds the mirror, pos stands for itself and, if `pair`, its image too; each
 * entry must be reached once for each quiet move of the position it stores into pos or its image
 * (a count of those moves is what the first pass made). The predecessor found here, X, moves
 * into pos; its image moves into pos's image. So X's entry is reached if it stores X, or if it
 * stores X's image and pos's image is one of the positions settled (pair); and when X's entry
 * stands for X alone while pos's stands for two, the entry of X's image is reached as well
 * (the same entry again if X is its own image: then both moves are X's). A move of a group after
 * the folded one leaves X the way round pos is, its entry standing for as many positions as
 * pos's: rk ranks it from pos's ranks. */
static void unmove(const Work *w, const Position *pos, const EgtbRanker *rk, bool pair, bool king, int from, int to,
                   uint32_t *preds, int *n)
{
    int mover = !pos->side, group = 2 * mover + king;
    Bits set = king ? pos->kings[mover] : pos->men[mover];
    bits_del(&set, to);
    bits_add(&set, from);
    if (group >= rk->first) {
        add_predecessor(w, egtb_ranker_with(w->ctx, rk, group, set, mover), preds, n);
        return;
    }
    Position prev = *pos;
    *(king ? &prev.kings[mover] : &prev.men[mover]) = set;
    prev.side = (uint8_t)mover;
    EgtbOrientation o;
    uint64_t j = egtb_rank_oriented(w->ctx, w->slice, &prev, &o);
    if (!o.flipped || pair)
        add_predecessor(w, j, preds, n);
    if (pair && !o.pair) {
        egtb_mirror_position(w->ctx, &prev);
        add_predecessor(w, egtb_rank(w->ctx, w->slice, &prev), preds, n);
    }
}

/* The indices of every position one quiet move before pos (entry i), into preds; returns how
 * many. */
static int predecessors(const Work *w, uint64_t i, const Position *pos, uint32_t *preds)
{
    const Egtb *ctx = w->ctx;
    const Variant *v = ctx->v;
    int mover = !pos->side, p, n = 0;
    bool pair = egtb_entry_pair(ctx, w->slice, i);
    EgtbRanker rk;
    egtb_ranker_init(ctx, w->slice, pos, &rk);
    Bits empty = bits_andnot(v->board.all, position_occupied(pos));
    bool crowns = v->rules.king != KING_NONE;
    BITS_FOREACH(p, pos->men[mover])
    {
        if (crowns && bits_has(v->crown[mover], p))
            continue; /* a man stepping here would have been crowned */
        for (int k = 0; k < ctx->n_unsteps[mover][p]; k++) {
            int from = ctx->unsteps[mover][p][k];
            if (bits_has(empty, from))
                unmove(w, pos, &rk, pair, false, from, p, preds, &n);
        }
    }
    bool flying = v->rules.king == KING_FLYING;
    BITS_FOREACH(p, pos->kings[mover])
    {
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k];
            for (int t = v->board.next[p][d]; t != NO_POINT && bits_has(empty, t); t = v->board.next[t][d]) {
                unmove(w, pos, &rk, pair, true, t, p, preds, &n);
                if (!flying)
                    break;
            }
        }
    }
    return n;
}

/* Passes a settled position's value to every position one quiet move before it. */
static bool propagate(Worker *k, uint64_t i, int level)
{
    Position pos;
    uint32_t preds[MAX_PREDECESSORS];
    egtb_unrank(k->w->ctx, k->w->slice, i, &pos);
    EgtbWdl wdl = (EgtbWdl)(state_of(&k->w->cell[i]) >> WDL_SHIFT & 3);
    int n = predecessors(k->w, i, &pos, preds);
    for (int m = 0; m < n; m++)
        if (!reach_predecessor(k, preds[m], wdl, level))
            return false;
    return true;
}

/* Position i, queued at the level being passed: settled there (a pending win) and passed on,
 * unless it was settled sooner. */
static bool pass_queued(Worker *k, uint64_t i, int level)
{
    Cell *c = &k->w->cell[i];
    if ((state_of(c) & KIND_MASK) == KIND_PENDING)
        settle(c, EGTB_WIN, level);
    else if (c->dist != level)
        return true; /* a pending win settled sooner within the slice */
    return propagate(k, i, level);
}

/* Queued positions begin to end - 1 of the level being passed: the workers' queues one after
 * the other. */
static bool level_block(void *worker, uint64_t begin, uint64_t end)
{
    Worker *k = worker;
    const Work *w = k->w;
    for (int t = 0; t < w->jobs && begin < end; t++) {
        const Worker *q = &w->workers[t];
        for (; begin < end && begin < q->cur_start + q->cur_n; begin++)
            if (!pass_queued(k, q->cur[begin - q->cur_start], w->level))
                return false;
    }
    return true;
}

/* Points each worker at its queue of `level`; returns how many positions they hold together. */
static uint64_t take_level(Work *w, int level)
{
    uint64_t total = 0;
    for (int t = 0; t < w->jobs; t++) {
        Worker *q = &w->workers[t];
        const Level *l = level < q->nlevels ? &q->levels[level] : NULL;
        q->cur = l ? l->at : NULL;
        q->cur_start = total;
        q->cur_n = l ? l->n : 0;
        total += q->cur_n;
    }
    return total;
}

/* The most distances any worker has queued positions at, so far. */
static int levels_queued(const Work *w)
{
    int n = 0;
    for (int t = 0; t < w->jobs; t++)
        if (w->workers[t].nlevels > n)
            n = w->workers[t].nlevels;
    return n;
}

/* Runs fn over [0, n) on the build's threads; false with the first failure's message in err. */
static bool run_jobs(Work *w, uint64_t n, JobsBlock fn, Err *err)
{
    uint64_t block = n / ((uint64_t)w->jobs * BLOCKS_A_JOB);
    block = block < MIN_BLOCK ? MIN_BLOCK : block > MAX_BLOCK ? MAX_BLOCK : block;
    int failed = jobs_run(w->jobs, n, block, fn, w->workers, sizeof *w->workers);
    if (failed >= 0 && err)
        *err = w->workers[failed].err;
    return failed < 0;
}

/* Settles the positions queued at each distance in turn. */
static bool pass_levels(Work *w, EgtbStats *stats, Err *err)
{
    for (int level = 0; level < levels_queued(w); level++) {
        uint64_t n = take_level(w, level);
        w->level = level;
        if (n && !run_jobs(w, n, level_block, err))
            return false;
        if (n)
            stats->levels = level + 1;
        for (int t = 0; t < w->jobs; t++)
            if (level < w->workers[t].nlevels) {
                free(w->workers[t].levels[level].at);
                w->workers[t].levels[level] = (Level){0};
            }
    }
    return true;
}

/* The settled values packed into t. */
static bool pack(Work *w, EgtbTable *t)
{
    t->slice = w->slice;
    t->size = w->size;
    t->positions = egtb_slice_positions(w->ctx, w->slice);
    memset(t->count, 0, sizeof t->count);
    memset(t->positions_of, 0, sizeof t->positions_of);
    t->max_dist = 0;
    for (uint64_t i = 0; i < w->size; i++) {
        Cell *c = &w->cell[i];
        if ((state_of(c) & KIND_MASK) != KIND_FINAL)
            settle(c, EGTB_DRAW, 0);
        t->count[state_of(c) >> WDL_SHIFT & 3]++;
        t->positions_of[state_of(c) >> WDL_SHIFT & 3] += egtb_entry_pair(w->ctx, w->slice, i) ? 2 : 1;
        if (c->dist > t->max_dist)
            t->max_dist = c->dist;
    }
    t->dist_bytes = t->max_dist < 256 ? 1 : 2;
    t->wdl = calloc((size_t)(w->size + 3) / 4, 1);
    t->dist = malloc((size_t)w->size * (size_t)t->dist_bytes);
    if (!t->wdl || !t->dist)
        return false;
    for (uint64_t i = 0; i < w->size; i++) {
        uint16_t d = w->cell[i].dist;
        t->wdl[i >> 2] |= (uint8_t)((state_of(&w->cell[i]) >> WDL_SHIFT & 3) << ((i & 3) * 2));
        if (t->dist_bytes == 1)
            t->dist[i] = (uint8_t)d;
        else
            t->dist[2 * i] = (uint8_t)d, t->dist[2 * i + 1] = (uint8_t)(d >> 8);
    }
    return true;
}

/* The workers of a build on `jobs` threads; false if memory ran out (what was made is freed by
 * work_free). */
static bool work_start(Work *w, int jobs)
{
    w->jobs = jobs < 1 ? 1 : jobs > JOBS_MAX ? JOBS_MAX : jobs;
    w->shared = w->jobs > 1;
    w->cell = calloc((size_t)w->size, sizeof *w->cell);
    w->workers = calloc((size_t)w->jobs, sizeof *w->workers);
    if (!w->cell || !w->workers)
        return false;
    for (int t = 0; t < w->jobs; t++) {
        w->workers[t].w = w;
        w->workers[t].moves = egtb_moves_new();
        if (!w->workers[t].moves)
            return false;
    }
    return true;
}

static void work_free(Work *w)
{
    for (int t = 0; w->workers && t < w->jobs; t++) {
        Worker *k = &w->workers[t];
        for (int l = 0; l < k->nlevels; l++)
            free(k->levels[l].at);
        free(k->levels);
        egtb_moves_free(k->moves);
    }
    free(w->workers);
    free(w->cell);
}

/* The slice's size, refused when beyond what a queue's 32-bit indices hold. */
static bool size_fits(const Work *w, Err *err)
{
    if (w->size <= UINT32_MAX)
        return true;
    char name[EGTB_SLICE_TEXT];
    egtb_slice_text(w->slice, name);
    return err_set(err, "slice %s: %llu positions, more than this version builds in one table", name,
                   (unsigned long long)w->size);
}

bool egtb_build(const Egtb *ctx, EgtbSlice s, int jobs, EgtbTable *t, EgtbStats *stats, Err *err)
{
    if (!egtb_slice_valid(ctx, s, err))
        return false;
    Work w = {.ctx = ctx, .slice = s, .size = egtb_slice_size(ctx, s)};
    *stats = (EgtbStats){.positions = w.size};
    *t = (EgtbTable){0};
    if (!size_fits(&w, err))
        return false;
    bool ok = egtb_fold_ready(ctx, s) && work_start(&w, jobs);
    if (!ok)
        err_fail(err, ERR_NO_MEMORY, "out of memory");
    ok = ok && run_jobs(&w, w.size, first_pass_block, err);
    for (int k = 0; ok && k < w.jobs; k++)
        stats->generated += w.workers[k].generated;
    ok = ok && pass_levels(&w, stats, err);
    if (ok && !pack(&w, t)) {
        ok = false;
        err_fail(err, ERR_NO_MEMORY, "out of memory");
    }
    if (!ok)
        egtb_table_free(t);
    work_free(&w);
    return ok;
}
