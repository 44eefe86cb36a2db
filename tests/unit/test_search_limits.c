/*
 * test_search_limits.c — a search keeps its limits whatever the position: the capture search's
 * bound (SearchParams.capture_depth) in node counts, the time limit on a capture explosion and
 * with a slow hook (alpha-beta and MCTS), and the move played when depth 1 was not completed
 * (SearchResult.complete): the best root move searched so far, or the first in the search's
 * order.
 *
 * The capture explosion: Zamma's 9×9 board with chain=may, majority=none and no kings, on a
 * crowded position where every capture opens others. Searched without a bound, its depth 1 does
 * not end in minutes.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "eval.h"
#include "movegen.h"
#include "search.h"
#include "support/boards.h"
#include "support/fixture.h"
#include "support/search_fixture.h"

enum { MEM = 4 << 20 };

/* Time limits are checked with this much slack, so that a loaded machine does not fail them. */
static const double SLACK_S = 0.5;

static const char *const EXPLOSION =
    "B:Ba1,f1,g1,i1,a2,g2,d3,g3,h3,b5,c5,d5,h5,b7,h7,b8,c8,f8,i8,a9,d9,f9"
    ":Wb1,c1,d1,e1,c2,e2,f2,h2,a3,f3,a4,f4,h4,f5,g5,i5,a6,b6,c6,d6,f7,a8,h8,e9,h9";

typedef SearchFixture Fix;

/* The capture explosion (see the top of the file). */
static void start_explosion(Fix *f)
{
    boards_alquerque(&f->v, 9);
    fixture_rule_pair(&f->v, "chain=may");
    fixture_rule_pair(&f->v, "majority=none");
    fixture_rule_pair(&f->v, "king=none");
    search_fixture_start(f, EXPLOSION, MEM);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Runs the search within lim, stop flag `stop` (may be NULL); returns the wall-clock seconds it took. */
static double timed_run(Fix *f, SearchLimits lim, StopFlag *stop)
{
    double t0 = now_s();
    assert_true(search_run(f->s, &f->g, &lim, &f->params, &f->r, stop));
    return now_s() - t0;
}

/* ---- the capture search's bound ---- */

/* Depth 1 with 0, 2, 4 and 6 plies of captures after the horizon: each completes, each deeper bound
 * searches more nodes, and with no bound at all the same depth does not complete in a hundred
 * times the nodes. With a bound of 0 the evaluation decides right after each root move: one node
 * per root move. */
static void test_capture_depth_bounds_nodes(void **state)
{
    Fix *f = *state;
    start_explosion(f);
    int n = movegen_legal(&f->v, &f->pos, &f->list);
    assert_true(n > 10);
    uint64_t last = 0;
    for (int bound = 0; bound <= 6; bound += 2) {
        f->params.capture_depth = bound;
        search_clear(f->s);
        timed_run(f, (SearchLimits){.depth = 1}, NULL);
        assert_true(f->r.complete);
        assert_int_equal(f->r.depth, 1);
        assert_int_equal(f->r.root_moves, n);
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
        if (bound == 0)
            assert_int_equal(f->r.nodes, n);
        else if (f->r.nodes <= last)
            fail_msg("capture_depth %d searched %llu nodes, %d searched %llu", bound,
                     (unsigned long long)f->r.nodes, bound - 2, (unsigned long long)last);
        last = f->r.nodes;
    }
    f->params.capture_depth = SEARCH_CAPTURE_DEPTH_MAX;
    search_clear(f->s);
    uint64_t cap = last * 100;
    timed_run(f, (SearchLimits){.depth = 1, .nodes = cap}, NULL);
    assert_false(f->r.complete);
    assert_int_equal(f->r.depth, 0);
    assert_int_equal(f->r.nodes, cap);
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
}

/* ---- time ---- */

/* The explosion searched without a bound and a tiny time: back within the time (and slack),
 * saying that depth 1 was not completed, with a legal move. */
static void test_time_on_capture_explosion(void **state)
{
    Fix *f = *state;
    start_explosion(f);
    f->params.capture_depth = SEARCH_CAPTURE_DEPTH_MAX;
    for (int ms = 1; ms <= 100; ms *= 10) {
        double took = timed_run(f, (SearchLimits){.time_ms = ms}, NULL);
        if (took > ms / 1000.0 + SLACK_S)
            fail_msg("--time %d took %.3f s", ms, took);
        assert_false(f->r.complete);
        assert_int_equal(f->r.depth, 0);
        assert_true(f->r.partial_moves < f->r.root_moves);
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
    }
}

/* A moves hook that takes `ms` milliseconds a call and changes nothing: a script that is slow. */
typedef struct SlowHook {
    double ms;
    int calls;
} SlowHook;

static bool slow_moves(void *ctx, const Variant *v, const Position *pos, MoveList *list)
{
    SlowHook *h = ctx;
    (void)v, (void)pos, (void)list;
    double until = now_s() + h->ms / 1000.0;
    while (now_s() < until)
        ;
    h->calls++;
    return true;
}

/* With a hook of 5 ms a call, both searches stop within their time and the cost of about one
 * call: alpha-beta between nodes, MCTS inside a playout (200 plies of 5 ms each, a second, if it
 * looked at the clock only between playouts). */
static void test_time_with_slow_hook(void **state)
{
    Fix *f = *state;
    SlowHook slow = {.ms = 5};
    VariantHooks hooks = {.ctx = &slow, .moves = slow_moves};
    boards_kharbaga41(&f->v);
    f->v.hooks = &hooks;
    search_fixture_start(f, "", MEM);
    f->params.mcts_playout_plies = 200;
    for (int kind = 0; kind < 2; kind++) {
        f->params.kind = kind ? SEARCH_MCTS : SEARCH_ALPHABETA;
        slow.calls = 0;
        double took = timed_run(f, (SearchLimits){.time_ms = 60}, NULL);
        if (took > 0.060 + SLACK_S)
            fail_msg("%s took %.3f s for 60 ms (%d hook calls)", kind ? "mcts" : "alphabeta", took, slow.calls);
        assert_true(slow.calls > 1);
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
    }
}

/* ---- the move played when depth 1 was not completed ---- */

/* The stop flag already set: no root move searched; the first move in the search's order, which
 * is legal, and the result says depth 1 was not completed. Alpha-beta and MCTS. */
static void test_first_move_when_nothing_searched(void **state)
{
    Fix *f = *state;
    boards_kharbaga41(&f->v);
    search_fixture_start(f, "", MEM);
    StopFlag stop = true;
    for (int kind = 0; kind < 2; kind++) {
        f->params.kind = kind ? SEARCH_MCTS : SEARCH_ALPHABETA;
        timed_run(f, (SearchLimits){0}, &stop);
        assert_false(f->r.complete);
        assert_int_equal(f->r.depth, 0);
        assert_int_equal(f->r.partial_moves, 0);
        assert_int_equal(f->r.root_moves, 3);
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
        assert_int_equal(f->r.npv, 1);
    }
}

/* A node limit that ends depth 1 after k root moves (with no capture search, each root move is one
 * node; the (k + 1)th is cut short): the best of those k is played, with its exact depth-1 score
 * (the evaluation after it), which is no better than the best of all the moves. */
static void test_best_so_far_at_depth_one(void **state)
{
    Fix *f = *state;
    start_explosion(f);
    f->params.capture_depth = 0;
    int n = movegen_legal(&f->v, &f->pos, &f->list);
    timed_run(f, (SearchLimits){.depth = 1}, NULL);
    assert_true(f->r.complete);
    int full_best = f->r.score;
    EvalTables tables;
    eval_tables_init(&tables, &f->v);
    for (int k = 1; k < n; k += 7) {
        search_clear(f->s);
        timed_run(f, (SearchLimits){.nodes = (uint64_t)k + 1}, NULL);
        assert_false(f->r.complete);
        assert_int_equal(f->r.depth, 0);
        assert_int_equal(f->r.partial_moves, k);
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
        Position child = f->pos;
        position_apply(&f->v, &child, &f->r.best, &f->r.best_detail);
        assert_int_equal(f->r.score, -eval_fast(&tables, &f->v, &child, &f->params.weights));
        assert_true(f->r.score <= full_best);
    }
}

/* MCTS reports whether every root move was played out. */
static void test_mcts_complete(void **state)
{
    Fix *f = *state;
    boards_kharbaga41(&f->v);
    search_fixture_start(f, "", MEM);
    f->params.kind = SEARCH_MCTS;
    timed_run(f, (SearchLimits){.nodes = 2}, NULL);
    assert_false(f->r.complete);
    assert_true(f->r.partial_moves >= 1 && f->r.partial_moves < 3);
    timed_run(f, (SearchLimits){.nodes = 200}, NULL);
    assert_true(f->r.complete);
    assert_int_equal(f->r.partial_moves, 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_capture_depth_bounds_nodes, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_time_on_capture_explosion, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_time_with_slow_hook, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_first_move_when_nothing_searched, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_best_so_far_at_depth_one, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_mcts_complete, search_fixture_setup, search_fixture_teardown),
    };
    return cmocka_run_group_tests_name("test_search_limits", tests, NULL, NULL);
}
