/*
 * egtb.c — the tables' context: which rules the tables can hold, the key of a game and rule
 * choice, the attached tables and probing them.
 */
#include "egtb_int.h"

#include "hashmix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int egtb_game_pieces(const Variant *v)
{
    Position start;
    position_start(v, &start);
    return bits_count(position_occupied(&start));
}

/* The rule, if any, that gives a position state beyond its men and kings for slices of at most
 * max_pieces pieces; NULL when the tables can hold v. */
static const char *unsupported_rule(const Variant *v, int max_pieces)
{
    const Rules *r = &v->rules;
    if (v->hooks)
        return "the game's hooks: rules written in Lua may keep state the tables do not index";
    if (r->capture == CAPTURE_HUFF)
        return "capture=huff: which pieces may be huffed is state the tables do not index";
    if (r->shrink != SHRINK_NONE)
        return "shrink: the dead points of a shrinking board are state the tables do not index";
    if (r->piece_revisit == PIECE_REVISIT_FORBIDDEN)
        return "piece_revisit=forbidden: each piece's trail is state the tables do not index";
    if (r->far_row_steps == FAR_ROW_STEPS_FORBIDDEN)
        return "far_row_steps=forbidden: the solver's un-moves do not follow it yet";
    if (r->first_capture == FIRST_CAPTURE_SINGLE && max_pieces >= egtb_game_pieces(v))
        return "first_capture=single: with every piece of the start on the board the first capture depends on "
               "the material; solve fewer pieces or choose first_capture=chain";
    return NULL;
}

/* Whether every line of the board runs both ways: a king's un-moves walk its lines back. */
static bool lines_both_ways(const Board *b)
{
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q != NO_POINT && b->next[q][b->opposite[d]] != p)
                return false;
        }
    return true;
}

bool egtb_supported(const Variant *v, int max_pieces, bool all, Err *err)
{
    if (!lines_both_ways(&v->board))
        return err_set(err, "board: a line that does not run both ways, which the solver's un-moves need");
    int pieces = egtb_game_pieces(v);
    if (all)
        max_pieces = pieces;
    const char *why = unsupported_rule(v, max_pieces);
    if (why)
        return err_set(err, "rule %s", why);
    if (max_pieces > EGTB_MAX_PIECES)
        return err_set(err, "%d pieces: the tables hold at most %d", max_pieces, EGTB_MAX_PIECES);
    return true;
}

/* Mixes n bytes into h. */
static uint64_t mix_bytes(uint64_t h, const void *data, size_t n)
{
    const unsigned char *b = data;
    for (size_t i = 0; i < n; i++)
        h = hash_finish(h ^ (b[i] + HASH_GOLDEN));
    return h;
}

/* The rules the tables depend on, "key=value ...": all but repetition and quiet_limit, which
 * they ignore. */
static void tables_rules(const Variant *v, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count; i++) {
        if (i == RULE_REPETITION || i == RULE_QUIET_LIMIT)
            continue;
        const RuleOption *o = &rules_options[i];
        char num[16];
        int n = snprintf(buf + used, len - used, "%s%s=%s", used ? " " : "", o->key,
                         rules_value_text(&v->rules, o, num, sizeof num));
        if (n < 0 || (size_t)n >= len - used)
            return;
        used += (size_t)n;
    }
}

static uint64_t compute_key(const Egtb *ctx)
{
    const Variant *v = ctx->v;
    const Board *b = &v->board;
    uint64_t h = mix_bytes(HASH_GOLDEN, ctx->game, strlen(ctx->game));
    h = mix_bytes(h, ctx->rules, strlen(ctx->rules));
    h = mix_bytes(h, &b->npoints, sizeof b->npoints);
    for (int p = 0; p < b->npoints; p++) {
        h = mix_bytes(h, b->name[p], strlen(b->name[p]));
        h = mix_bytes(h, b->next[p], (size_t)b->ndirs);
    }
    h = mix_bytes(h, v->crown, sizeof v->crown);
    if (ctx->mirrored) /* the index folds by it: a board drawn otherwise is another index */
        h = mix_bytes(h, ctx->mirror, (size_t)b->npoints);
    return mix_bytes(h, ctx->start_pieces, sizeof ctx->start_pieces);
}

/* The men's steps reversed: for each side and point, the points a man steps there from. */
static void reverse_steps(Egtb *ctx)
{
    const Variant *v = ctx->v;
    for (int s = 0; s < 2; s++)
        for (int p = 0; p < ctx->npoints; p++)
            for (int k = 0; k < v->n_steps[s][p]; k++) {
                int to = v->steps[s][p][k];
                if (ctx->n_unsteps[s][to] < MAX_DIRS)
                    ctx->unsteps[s][to][ctx->n_unsteps[s][to]++] = (uint8_t)p;
            }
}

Egtb *egtb_new(const Variant *v, const char *game_id, int max_pieces, Err *err)
{
    Egtb *ctx = calloc(1, sizeof *ctx);
    int dim = max_pieces + 1;
    if (ctx) {
        ctx->tables = calloc((size_t)dim * dim * dim * dim, sizeof *ctx->tables);
        ctx->fold = calloc(1, sizeof *ctx->fold);
    }
    if (!ctx || !ctx->tables || !ctx->fold) {
        if (ctx) {
            free(ctx->tables);
            free(ctx->fold);
        }
        free(ctx);
        err_fail(err, ERR_NO_MEMORY, "out of memory");
        return NULL;
    }
    ctx->v = v;
    ctx->dim = dim;
    ctx->max_pieces = max_pieces;
    ctx->npoints = v->board.npoints;
    snprintf(ctx->game, sizeof ctx->game, "%s", game_id);
    Position start;
    position_start(v, &start);
    for (int s = 0; s < 2; s++)
        ctx->start_pieces[s] = bits_count(position_pieces(&start, s));
    for (int n = 0; n <= MAX_POINTS; n++)
        for (int k = 0; k <= EGTB_MAX_PIECES; k++)
            ctx->binom[n][k] = k == 0 ? 1 : n == 0 ? 0 : ctx->binom[n - 1][k - 1] + ctx->binom[n - 1][k];
    reverse_steps(ctx);
    ctx->mirrored = egtb_find_mirror(v, ctx->mirror);
    egtb_count_folds(ctx);
    tables_rules(v, ctx->rules, sizeof ctx->rules);
    ctx->key = compute_key(ctx);
    return ctx;
}

void egtb_free(Egtb *ctx)
{
    if (!ctx)
        return;
    int n = ctx->dim * ctx->dim * ctx->dim * ctx->dim;
    for (int i = 0; i < n; i++)
        if (ctx->tables[i]) {
            egtb_table_free(ctx->tables[i]);
            free(ctx->tables[i]);
        }
    free(ctx->tables);
    egtb_fold_free(ctx->fold);
    free(ctx);
}

const Variant *egtb_variant(const Egtb *ctx) { return ctx->v; }
uint64_t egtb_key(const Egtb *ctx) { return ctx->key; }
const char *egtb_rules_text(const Egtb *ctx) { return ctx->rules; }
const char *egtb_game(const Egtb *ctx) { return ctx->game; }
bool egtb_mirrored(const Egtb *ctx) { return ctx->mirrored; }

int egtb_slot(const Egtb *ctx, EgtbSlice s)
{
    int slot = 0;
    for (int g = 0; g < EGTB_GROUPS; g++) {
        if (s.n[g] >= ctx->dim)
            return -1;
        slot = slot * ctx->dim + s.n[g];
    }
    return slot;
}

void egtb_table_free(EgtbTable *t)
{
    if (t->image) {
        t->release(t->image, t->image_len);
        t->image = NULL;
    } else {
        free(t->wdl);
        free(t->dist);
    }
    t->wdl = t->dist = NULL;
}

bool egtb_attach(Egtb *ctx, EgtbTable *t)
{
    int slot = egtb_slot(ctx, t->slice);
    EgtbTable *copy = slot >= 0 && egtb_fold_ready(ctx, t->slice) ? malloc(sizeof *copy) : NULL;
    if (!copy)
        return false;
    *copy = *t;
    if (ctx->tables[slot]) {
        egtb_table_free(ctx->tables[slot]);
        free(ctx->tables[slot]);
    }
    ctx->tables[slot] = copy;
    return true;
}

const EgtbTable *egtb_table(const Egtb *ctx, EgtbSlice s)
{
    int slot = egtb_slot(ctx, s);
    return slot >= 0 ? ctx->tables[slot] : NULL;
}

EgtbValue egtb_table_value(const EgtbTable *t, uint64_t i)
{
    EgtbValue value = {egtb_wdl_at(t->wdl, i), egtb_dist_at(t, i)};
    return value;
}

/* A position where a side has no pieces: the game is over (core/game.c's rule). */
static bool game_over(const Position *pos, EgtbValue *value)
{
    if (!bits_any(position_pieces(pos, pos->side))) {
        *value = (EgtbValue){EGTB_LOSS, 0};
        return true;
    }
    if (!bits_any(position_pieces(pos, !pos->side))) {
        *value = (EgtbValue){EGTB_WIN, 0};
        return true;
    }
    return false;
}

bool egtb_probe(const Egtb *ctx, const Position *pos, EgtbValue *value)
{
    if (game_over(pos, value))
        return true;
    EgtbSlice s = egtb_slice_of(pos);
    const EgtbTable *t = egtb_table(ctx, s);
    if (!t)
        return false;
    *value = egtb_table_value(t, egtb_rank(ctx, s, pos));
    return true;
}

bool egtb_exit_value(const Egtb *ctx, const Position *pos, EgtbValue *value, Err *err)
{
    if (egtb_probe(ctx, pos, value))
        return true;
    char name[EGTB_SLICE_TEXT];
    egtb_slice_text(egtb_slice_of(pos), name);
    return err_set(err, "slice %s: its table is needed first (see kharbaga solve --plan)", name);
}
