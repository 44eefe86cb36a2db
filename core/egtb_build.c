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
 */
#include "egtb_int.h"

#include <stdlib.h>
#include <string.h>

enum {
    KIND_OPEN = 0,    /* counting its quiet moves that turn out wins for the opponent */
    KIND_PENDING = 1, /* a win through a way out at distance dist, or sooner within the slice */
    KIND_FINAL = 2,
    KIND_MASK = 3,
    WDL_SHIFT = 2,
    EXIT_DRAW = 1 << 4, /* a way out draws: it cannot lose */
};

typedef struct Level {
    uint32_t *at;
    size_t n, cap;
} Level;

/* What the build keeps of a position, together so that one cache line holds it all: the un-moves
 * reach positions all over the slice. */
typedef struct Cell {
    uint16_t dist;  /* final: the distance; pending: the way out's win; open: the least a loss can
                       take (its ways out) */
    uint16_t count; /* open: quiet moves not yet known to win for the opponent */
    uint8_t state;  /* KIND_*, the value (WDL_SHIFT), EXIT_DRAW */
} Cell;

/* The most predecessors of one position: each piece back to each point. */
enum { MAX_PREDECESSORS = EGTB_MAX_PIECES * MAX_POINTS };

typedef struct Work {
    const Egtb *ctx;
    EgtbSlice slice;
    uint64_t size;
    Cell *cell;
    Level *levels;   /* positions settled (or pending) at each distance */
    int nlevels;
    EgtbMoves *moves;
    EgtbStats *stats;
    Err *err;
    bool failed;
} Work;

static bool push(Work *w, int level, uint64_t i)
{
    if (level >= w->nlevels) {
        int n = level + 64;
        Level *grown = realloc(w->levels, sizeof *grown * (size_t)n);
        if (!grown)
            return false;
        memset(grown + w->nlevels, 0, sizeof *grown * (size_t)(n - w->nlevels));
        w->levels = grown;
        w->nlevels = n;
    }
    Level *l = &w->levels[level];
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        uint32_t *grown = realloc(l->at, sizeof *grown * cap);
        if (!grown)
            return false;
        l->at = grown;
        l->cap = cap;
    }
    l->at[l->n++] = (uint32_t)i;
    return true;
}

/* Settles position i at value wdl, distance d, and queues it there. */
static bool settle(Work *w, uint64_t i, EgtbWdl wdl, int d, bool queue)
{
    w->cell[i].state = (uint8_t)(KIND_FINAL | wdl << WDL_SHIFT);
    w->cell[i].dist = (uint16_t)d;
    return !queue || wdl == EGTB_DRAW || push(w, d, i);
}

static bool fail(Work *w, bool ok)
{
    if (!ok && !w->failed) {
        w->failed = true;
        if (w->err && !w->err->msg[0])
            err_fail(w->err, ERR_NO_MEMORY, "out of memory");
    }
    return ok;
}

/* What the moves that leave the slice give. */
typedef struct Exits {
    int win;  /* the fastest win (distance of the position), or 0 if none */
    bool draw;
    int loss; /* the slowest loss (distance of the position), 0 if none */
} Exits;

/* The first pass over position i: its moves, its ways out, its count of quiet moves. */
static bool first_pass(Work *w, uint64_t i)
{
    const Egtb *ctx = w->ctx;
    const Variant *v = ctx->v;
    Position pos, child;
    egtb_unrank(ctx, w->slice, i, &pos);
    int n = egtb_moves_generate(w->moves, v, &pos);
    w->stats->generated++;
    if (n < 0) {
        char text[256];
        position_to_text(v, &pos, text, sizeof text);
        return err_set(w->err, "position %s: more moves or longer captures than the generator holds", text);
    }
    if (n == 0)
        return settle(w, i, v->rules.blocked == BLOCKED_LOSS ? EGTB_LOSS : EGTB_DRAW, 0, true);
    Exits ex = {0, false, 0};
    int quiet = 0;
    for (int k = 0; k < n; k++) {
        if (egtb_moves_quiet(w->moves, k)) {
            quiet++;
            continue;
        }
        egtb_moves_child(w->moves, v, &pos, k, &child);
        EgtbValue val;
        if (!egtb_exit_value(ctx, &child, &val, w->err))
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
            return settle(w, i, EGTB_WIN, ex.win, true);
        return ex.draw ? settle(w, i, EGTB_DRAW, 0, false) : settle(w, i, EGTB_LOSS, ex.loss, true);
    }
    w->cell[i].count = (uint16_t)quiet;
    if (ex.win) {
        w->cell[i].state = KIND_PENDING;
        w->cell[i].dist = (uint16_t)ex.win;
        return push(w, ex.win, i) || fail(w, false);
    }
    w->cell[i].state = (uint8_t)(KIND_OPEN | (ex.draw ? EXIT_DRAW : 0));
    w->cell[i].dist = (uint16_t)ex.loss;
    return true;
}

/* Predecessor j of a position settled at level with value wdl (for its side to move). */
static bool reach_predecessor(Work *w, uint64_t j, EgtbWdl wdl, int level)
{
    uint8_t st = w->cell[j].state;
    int kind = st & KIND_MASK, d = level + 1;
    if (kind == KIND_FINAL)
        return true;
    if (wdl == EGTB_LOSS) {
        bool queued = kind == KIND_PENDING && w->cell[j].dist == d; /* already in level d's queue */
        return settle(w, j, EGTB_WIN, d, !queued);
    }
    if (kind == KIND_PENDING || --w->cell[j].count > 0 || (st & EXIT_DRAW))
        return true;
    return settle(w, j, EGTB_LOSS, w->cell[j].dist > d ? w->cell[j].dist : d, true);
}

/* The predecessor of pos in which the mover's man (or king) stood on `from` instead of `to`:
 * its index appended to preds, and its cell fetched ahead of its turn. */
static void unmove(const Work *w, const Position *pos, bool king, int from, int to, uint32_t *preds, int *n)
{
    Position prev = *pos;
    int mover = !pos->side;
    Bits *set = king ? &prev.kings[mover] : &prev.men[mover];
    bits_del(set, to);
    bits_add(set, from);
    prev.side = (uint8_t)mover;
    uint64_t j = egtb_rank(w->ctx, w->slice, &prev);
#if defined(__GNUC__)
    __builtin_prefetch(&w->cell[j], 1);
#endif
    preds[(*n)++] = (uint32_t)j;
}

/* The indices of every position one quiet move before pos, into preds; returns how many. */
static int predecessors(const Work *w, const Position *pos, uint32_t *preds)
{
    const Egtb *ctx = w->ctx;
    const Variant *v = ctx->v;
    int mover = !pos->side, p, n = 0;
    Bits empty = bits_andnot(v->board.all, position_occupied(pos));
    bool crowns = v->rules.king != KING_NONE;
    BITS_FOREACH(p, pos->men[mover])
    {
        if (crowns && bits_has(v->crown[mover], p))
            continue; /* a man stepping here would have been crowned */
        for (int k = 0; k < ctx->n_unsteps[mover][p]; k++) {
            int from = ctx->unsteps[mover][p][k];
            if (bits_has(empty, from))
                unmove(w, pos, false, from, p, preds, &n);
        }
    }
    bool flying = v->rules.king == KING_FLYING;
    BITS_FOREACH(p, pos->kings[mover])
    {
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k];
            for (int t = v->board.next[p][d]; t != NO_POINT && bits_has(empty, t); t = v->board.next[t][d]) {
                unmove(w, pos, true, t, p, preds, &n);
                if (!flying)
                    break;
            }
        }
    }
    return n;
}

/* Passes a settled position's value to every position one quiet move before it. */
static bool propagate(Work *w, uint64_t i, int level)
{
    Position pos;
    uint32_t preds[MAX_PREDECESSORS];
    egtb_unrank(w->ctx, w->slice, i, &pos);
    EgtbWdl wdl = (EgtbWdl)(w->cell[i].state >> WDL_SHIFT & 3);
    int n = predecessors(w, &pos, preds);
    for (int k = 0; k < n; k++)
        if (!reach_predecessor(w, preds[k], wdl, level))
            return false;
    return true;
}

/* Settles the positions queued at each distance in turn. */
static bool pass_levels(Work *w)
{
    for (int level = 0; level < w->nlevels; level++) {
        for (size_t k = 0; k < w->levels[level].n; k++) {
            uint64_t i = w->levels[level].at[k];
            int kind = w->cell[i].state & KIND_MASK;
            if (kind == KIND_PENDING)
                settle(w, i, EGTB_WIN, level, false);
            else if (w->cell[i].dist != level)
                continue; /* a pending win settled sooner within the slice */
            if (!propagate(w, i, level))
                return fail(w, false);
        }
        if (w->levels[level].n)
            w->stats->levels = level + 1;
        free(w->levels[level].at);
        w->levels[level] = (Level){0};
    }
    return true;
}

/* The settled values packed into t. */
static bool pack(Work *w, EgtbTable *t)
{
    t->slice = w->slice;
    t->size = w->size;
    memset(t->count, 0, sizeof t->count);
    t->max_dist = 0;
    for (uint64_t i = 0; i < w->size; i++) {
        if ((w->cell[i].state & KIND_MASK) != KIND_FINAL)
            w->cell[i].state = KIND_FINAL | EGTB_DRAW << WDL_SHIFT, w->cell[i].dist = 0;
        t->count[w->cell[i].state >> WDL_SHIFT & 3]++;
        if (w->cell[i].dist > t->max_dist)
            t->max_dist = w->cell[i].dist;
    }
    t->dist_bytes = t->max_dist < 256 ? 1 : 2;
    t->wdl = calloc((size_t)(w->size + 3) / 4, 1);
    t->dist = malloc((size_t)w->size * (size_t)t->dist_bytes);
    if (!t->wdl || !t->dist)
        return false;
    for (uint64_t i = 0; i < w->size; i++) {
        t->wdl[i >> 2] |= (uint8_t)((w->cell[i].state >> WDL_SHIFT & 3) << ((i & 3) * 2));
        if (t->dist_bytes == 1)
            t->dist[i] = (uint8_t)w->cell[i].dist;
        else
            t->dist[2 * i] = (uint8_t)w->cell[i].dist, t->dist[2 * i + 1] = (uint8_t)(w->cell[i].dist >> 8);
    }
    return true;
}

static void work_free(Work *w)
{
    for (int l = 0; l < w->nlevels; l++)
        free(w->levels[l].at);
    free(w->levels);
    free(w->cell);
    egtb_moves_free(w->moves);
}

bool egtb_build(const Egtb *ctx, EgtbSlice s, EgtbTable *t, EgtbStats *stats, Err *err)
{
    if (!egtb_slice_valid(ctx, s, err))
        return false;
    Work w = {.ctx = ctx, .slice = s, .size = egtb_slice_size(ctx, s), .stats = stats, .err = err};
    *stats = (EgtbStats){.positions = w.size};
    *t = (EgtbTable){0};
    if (w.size > UINT32_MAX) {
        char name[EGTB_SLICE_TEXT];
        egtb_slice_text(s, name);
        return err_set(err, "slice %s: %llu positions, more than this version builds in one table", name,
                       (unsigned long long)w.size);
    }
    w.cell = calloc((size_t)w.size, sizeof *w.cell);
    w.moves = egtb_moves_new();
    bool ok = w.cell && w.moves;
    if (err)
        err->msg[0] = '\0';
    for (uint64_t i = 0; ok && i < w.size; i++)
        ok = fail(&w, first_pass(&w, i));
    ok = ok && pass_levels(&w);
    ok = ok && fail(&w, pack(&w, t));
    if (!ok && err && !err->msg[0])
        err_fail(err, ERR_NO_MEMORY, "out of memory");
    if (!ok)
        egtb_table_free(t);
    work_free(&w);
    return ok;
}
