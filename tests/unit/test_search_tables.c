/*
 * test_search_tables.c — the search with endgame tables (SearchParams.tables, core/alphabeta.c):
 * at the root of every position the tables hold it plays a move of the best value (the fastest
 * win, a draw, the slowest loss) and scores it exactly at depth 1; without the tables it cannot;
 * inside the search, a position one capture away from the tables is valued only as the tables
 * allow (a win it announces is a win, no slower than it says); under a quiet-move limit shorter
 * than the tables' distances, a drawn position is kept drawn and a won one never lost.
 *
 * Felli under its standard rules: tables of at most 3 pieces (and 4, as the reference for the
 * positions of 4 pieces) built in memory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "egtb.h"
#include "gamedef.h"
#include "movegen.h"
#include "search.h"
#include "support/tables_fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Felli under its standard rules, with the rule changes `changes` (n of them). */
static GameDef *load_felli_with(const char *const *changes, int n) { return fixture_load_game("felli", "standard", changes, n); }

static GameDef *load_felli(void) { return load_felli_with(NULL, 0); }

/* Every slice of at most `pieces` pieces, built in order and attached. */
static Egtb *build_tables(const GameDef *def, int pieces)
{
    Egtb *ctx = egtb_new(&def->variant, def->id, pieces, NULL);
    assert_non_null(ctx);
    fixture_build_tables(ctx);
    return ctx;
}

/* The value of a move for the side that makes it, from its successor's value for the other side. */
static EgtbValue move_value(EgtbValue child)
{
    EgtbValue v = {child.wdl == EGTB_WIN ? EGTB_LOSS : child.wdl == EGTB_LOSS ? EGTB_WIN : EGTB_DRAW, 0};
    v.dist = v.wdl == EGTB_DRAW ? 0 : child.dist + 1;
    return v;
}

/* The score a value is worth at the root: a win or loss in n plies as search.h scores them. */
static int value_score(EgtbValue v)
{
    return v.wdl == EGTB_DRAW ? 0 : v.wdl == EGTB_WIN ? SEARCH_WIN - v.dist : -(SEARCH_WIN - v.dist);
}

typedef struct Counts {
    int positions, exact, best;
} Counts;

/* Searches pos to `depth` with `tables` (may be NULL) and compares the move and score with the
 * reference tables' values. */
static void search_one(const Variant *v, Searcher *s, const Egtb *tables, const Egtb *reference, const Position *pos,
                       int depth, uint64_t nodes, Counts *c)
{
    Game g;
    assert_true(game_init(&g, v, pos));
    SearchParams params;
    search_default_params(&params);
    params.tables = tables;
    SearchLimits limits = {.depth = depth, .nodes = nodes};
    SearchResult r;
    search_clear(s);
    assert_true(search_run(s, &g, &limits, &params, &r, NULL));
    EgtbValue root, child;
    assert_true(egtb_probe(reference, pos, &root));
    Position after = *pos;
    position_apply(v, &after, &r.best, &r.best_detail);
    assert_true(egtb_probe(reference, &after, &child));
    EgtbValue played = move_value(child);
    c->positions++;
    c->exact += r.score == value_score(root);
    c->best += played.wdl == root.wdl && played.dist == root.dist;
    game_free(&g);
}

/* Every position of every slice of exactly `pieces` pieces whose side to move has a move. */
static void each_position(const GameDef *def, const Egtb *ctx, int pieces, int step,
                          void (*fn)(const Position *pos, void *arg), void *arg)
{
    const Variant *v = &def->variant;
    EgtbSlice plan[256];
    int n = egtb_plan(ctx, plan, 256);
    MoveList list = MOVELIST_INIT;
    for (int i = 0; i < n; i++) {
        if (egtb_slice_pieces(plan[i]) != pieces)
            continue;
        uint64_t size = egtb_slice_size(ctx, plan[i]);
        for (uint64_t k = 0; k < size; k += (uint64_t)step) {
            Position pos;
            egtb_unrank(ctx, plan[i], k, &pos);
            pos.hash = position_compute_hash(v, &pos);
            if (movegen_legal(v, &pos, &list) > 0)
                fn(&pos, arg);
        }
    }
    movelist_free(&list);
}

typedef struct Run {
    const Variant *v;
    Searcher *s;
    const Egtb *tables, *reference;
    int depth;
    uint64_t nodes;
    Counts counts;
} Run;

static void search_position(const Position *pos, void *arg)
{
    Run *run = arg;
    search_one(run->v, run->s, run->tables, run->reference, pos, run->depth, run->nodes, &run->counts);
}

/* At every position of 3 pieces the tables hold, depth 1 plays a move of the best value and
 * scores it exactly, and so does a search whose node limit stops it at once (the choice is the
 * tables', whatever the clock); without the tables, depth 1 scores most of them otherwise. */
static void test_root_plays_by_the_tables(void **state)
{
    (void)state;
    GameDef *def = load_felli();
    Egtb *ctx = build_tables(def, 3);
    Searcher *s = search_new(&def->variant, 1 << 20);
    Run with = {&def->variant, s, ctx, ctx, 1, 0, {0}}, without = {&def->variant, s, NULL, ctx, 1, 0, {0}};
    Run cut = {&def->variant, s, ctx, ctx, 0, 1, {0}};
    each_position(def, ctx, 3, 1, search_position, &with);
    each_position(def, ctx, 3, 1, search_position, &cut);
    assert_int_equal(cut.counts.best, cut.counts.positions);
    each_position(def, ctx, 3, 1, search_position, &without);
    print_message("3 pieces: %d positions; with the tables %d best moves, %d exact scores; without, %d and %d\n",
                  with.counts.positions, with.counts.best, with.counts.exact, without.counts.best, without.counts.exact);
    assert_true(with.counts.positions > 10000);
    assert_int_equal(with.counts.best, with.counts.positions);
    assert_int_equal(with.counts.exact, with.counts.positions);
    assert_true(without.counts.exact < without.counts.positions / 2); /* the tables were not used */
    search_free(s);
    egtb_free(ctx);
    fixture_release_game(def);
}

typedef struct Deep {
    const Variant *v;
    Searcher *s;
    const Egtb *small, *full;
    int announced, wrong;
} Deep;

/* A position of 4 pieces searched with the tables of 3: a win or loss it announces must be the
 * full tables' value, no slower than announced (its leaves in the tables are exact, the others
 * are not wins). */
static void search_deep(const Position *pos, void *arg)
{
    Deep *d = arg;
    Game g;
    assert_true(game_init(&g, d->v, pos));
    SearchParams params;
    search_default_params(&params);
    params.tables = d->small;
    params.full_width = true;
    SearchLimits limits = {.depth = 3};
    SearchResult r;
    search_clear(d->s);
    assert_true(search_run(d->s, &g, &limits, &params, &r, NULL));
    int plies = search_win_plies(r.score);
    EgtbValue truth;
    assert_true(egtb_probe(d->full, pos, &truth));
    if (plies) {
        d->announced++;
        bool right = (plies > 0 ? truth.wdl == EGTB_WIN : truth.wdl == EGTB_LOSS) && truth.dist <= abs(plies);
        d->wrong += !right;
    }
    game_free(&g);
}

static void test_search_below_the_root(void **state)
{
    (void)state;
    GameDef *def = load_felli();
    Egtb *small = build_tables(def, 3), *full = build_tables(def, 4);
    Searcher *s = search_new(&def->variant, 1 << 20);
    Deep d = {&def->variant, s, small, full, 0, 0};
    each_position(def, full, 4, 97, search_deep, &d);
    print_message("4 pieces, depth 3 with the tables of 3: %d wins or losses announced, %d wrong\n", d.announced, d.wrong);
    assert_true(d.announced > 100);
    assert_int_equal(d.wrong, 0);
    search_free(s);
    egtb_free(small);
    egtb_free(full);
    fixture_release_game(def);
}

typedef struct Limited {
    const Variant *v;
    Searcher *s;
    const Egtb *tables;
    int positions, doubtful, worse;
} Limited;

/* Under a quiet-move limit shorter than the tables' distances: a drawn position is kept drawn (a
 * move into a loss the limit might turn into a draw is never preferred to a sure draw), and a
 * won one is never thrown away to a loss. */
static void search_limited(const Position *pos, void *arg)
{
    Limited *l = arg;
    EgtbValue root, child;
    assert_true(egtb_probe(l->tables, pos, &root));
    if (root.wdl == EGTB_LOSS)
        return;
    Game g;
    assert_true(game_init(&g, l->v, pos));
    SearchParams params;
    search_default_params(&params);
    params.tables = l->tables;
    SearchLimits limits = {.depth = 2};
    SearchResult r;
    search_clear(l->s);
    assert_true(search_run(l->s, &g, &limits, &params, &r, NULL));
    Position after = *pos;
    position_apply(l->v, &after, &r.best, &r.best_detail);
    assert_true(egtb_probe(l->tables, &after, &child));
    EgtbValue played = move_value(child);
    l->positions++;
    l->doubtful += root.dist >= l->v->rules.quiet_limit;
    l->worse += root.wdl == EGTB_DRAW ? played.wdl != EGTB_DRAW : played.wdl == EGTB_LOSS;
    game_free(&g);
}

static void test_quiet_limit_bounds(void **state)
{
    (void)state;
    const char *changes[] = {"quiet_limit=6"};
    GameDef *def = load_felli_with(changes, 1);
    Egtb *ctx = build_tables(def, 3);
    Searcher *s = search_new(&def->variant, 1 << 20);
    Limited l = {&def->variant, s, ctx, 0, 0, 0};
    each_position(def, ctx, 3, 1, search_limited, &l);
    print_message("quiet_limit=6: %d won or drawn positions, %d wins longer than the limit, %d played worse\n",
                  l.positions, l.doubtful, l.worse);
    assert_true(l.doubtful > 1000);
    assert_int_equal(l.worse, 0);
    search_free(s);
    egtb_free(ctx);
    fixture_release_game(def);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_root_plays_by_the_tables),
        cmocka_unit_test(test_search_below_the_root),
        cmocka_unit_test(test_quiet_limit_bounds),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
