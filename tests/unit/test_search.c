/*
 * test_search.c — the evaluation, the transposition table and both search kinds: forced wins at
 * the right distance, the majority rule's free choice, limits and the stop flag, legal moves all
 * along random games, draws by repetition and by the quiet limit, hooks followed through make
 * and unmake, the table not changing fixed-depth scores, and determinism for a seed.
 *
 * Positions are on kharbaga41 (see the diagram in test_movegen.c) unless a test builds its own
 * board: "B:B<South's pieces>:W<North's pieces>", kings with a K, South (Black) moving up.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "eval.h"
#include "movegen.h"
#include "notation.h"
#include "reach.h"
#include "rng.h"
#include "search.h"
#include "support/boards.h"
#include "support/fixture.h"
#include "support/search_fixture.h"
#include "tt.h"

enum { MEM = 4 << 20 };

typedef SearchFixture Fix;

/* ---- fixtures ---- */

/* ---- helpers ---- */

static bool run(Fix *f, SearchLimits lim)
{
    return search_run(f->s, &f->g, &lim, &f->params, &f->r, NULL);
}

static SearchLimits depth_limit(int depth) { return (SearchLimits){.depth = depth}; }

/* The text of the result's best move. */
static const char *best_text(const Variant *v, const SearchResult *r)
{
    static char buf[600];
    move_to_text(v, &r->best, &r->best_detail, buf, sizeof buf);
    return buf;
}

/* Plays move i of the fixture's list in its game. */
static bool play_index(Fix *f, int i) { return game_play(&f->g, &f->list.moves[i], &f->list.details[i]); }

/* Plays the legal move written `text` in the fixture's game. */
static void play(Fix *f, const char *text)
{
    Err err = {0};
    movegen_legal(&f->v, &f->g.pos, &f->list);
    int i = move_parse(&f->v, &f->list, text, &err);
    if (i < 0)
        fail_msg("%s", err.msg);
    assert_true(play_index(f, i));
}

/* True if the principal variation of r is a sequence of legal moves from pos, starting with the
 * best move. */
static bool pv_is_legal(const Variant *v, const Position *pos, const SearchResult *r)
{
    Position p = *pos;
    if (r->npv < 1 || !move_same(&r->pv[0], &r->best))
        return false;
    for (int i = 0; i < r->npv; i++) {
        if (!move_is_legal(v, &p, &r->pv[i]))
            return false;
        position_apply(v, &p, &r->pv[i], &r->pv_details[i]);
    }
    return true;
}

/* Brute force, independent of the search: can the side to move force the opponent out of
 * pieces or moves (blocked=loss) within `plies` plies (odd)? */
static bool can_win(const Variant *v, const Position *pos, int plies)
{
    MoveList mine_list = MOVELIST_INIT, theirs_list = MOVELIST_INIT, *mine = &mine_list, *theirs = &theirs_list;
    bool win = false;
    int n = movegen_legal(v, pos, mine);
    for (int i = 0; i < n && !win; i++) {
        Position child = *pos;
        position_apply(v, &child, &mine->moves[i], &mine->details[i]);
        int replies = movegen_legal(v, &child, theirs);
        win = replies == 0;
        for (int j = 0; j < replies && plies >= 3; j++) {
            Position grand = child;
            position_apply(v, &grand, &theirs->moves[j], &theirs->details[j]);
            win = can_win(v, &grand, plies - 2);
            if (!win)
                break;
        }
    }
    movelist_free(mine);
    movelist_free(theirs);
    return win;
}

/* ---- evaluation ---- */

static void test_eval_terms_add_up(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "B:Ba1,c3,Ke5,g3:Wc7,Kg7,f6,i9", 0);
    EvalWeights w;
    EvalTerms t;
    eval_default_weights(&w);
    assert_int_equal(w.man, 100);
    int total = eval_terms(&f->v, &f->pos, &w, &t);
    assert_int_equal(total, eval_position(&f->v, &f->pos, &w));
    int sum = 0;
    for (int i = 0; i < EVAL_NTERMS; i++)
        sum += t.score[i];
    assert_int_equal(sum, total);
    assert_int_equal(t.own[EVAL_MAN], 3);
    assert_int_equal(t.own[EVAL_KING], 1);
    assert_int_equal(t.opp[EVAL_KING], 1);
    assert_int_equal(eval_term_find("back_guard"), EVAL_BACK_GUARD);
    assert_int_equal(eval_term_find("nonsense"), -1);
}

/* The evaluation is from the side to move's point of view: the other side to move negates it. */
static void test_eval_side_to_move(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", 0);
    EvalWeights w;
    eval_default_weights(&w);
    Position p = f->pos;
    int south = eval_position(&f->v, &p, &w);
    p.side = NORTH;
    assert_int_equal(eval_position(&f->v, &p, &w), -south);
}

/* An extra man is worth about a man; a man that can be taken now counts against its side. */
static void test_eval_material_and_exposure(void **state)
{
    Fix *f = *state;
    EvalWeights w;
    eval_default_weights(&w);
    search_fixture_start(f, "B:Ba1:Wi9", 0);
    int even = eval_position(&f->v, &f->pos, &w);
    search_fixture_start(f, "B:Ba1,c1:Wi9", 0);
    int up = eval_position(&f->v, &f->pos, &w);
    assert_in_range(up - even, 80, 120);
    EvalTerms t;
    search_fixture_start(f, "W:Be5:Wd6", 0); /* North to move: its d6 can take e5 (landing f4) */
    eval_terms(&f->v, &f->pos, &w, &t);
    assert_int_equal(t.opp[EVAL_EXPOSURE], 1);
    assert_int_equal(t.own[EVAL_EXPOSURE], 1); /* and e5 can take d6 (landing c7) */
    search_fixture_start(f, "W:Be5:Wd6,c7", 0);
    eval_terms(&f->v, &f->pos, &w, &t);
    assert_int_equal(t.own[EVAL_EXPOSURE], 0);
}

/* The strong points of the Alquerque drawing are those a diagonal runs through: 13 of its 25,
 * the corners and the centre among them; a man there is worth strong_points more. */
static void test_eval_strong_points(void **state)
{
    Fix *f = *state;
    boards_alquerque(&f->v, 5);
    EvalTables t;
    eval_tables_init(&t, &f->v);
    assert_int_equal(bits_count(t.strong), 13);
    EvalWeights w = {.man = 100, .strong_points = 7};
    search_fixture_start(f, "B:Bc3:Wd5", 0);
    assert_true(bits_has(t.strong, bits_first(f->pos.men[SOUTH])));
    int strong = eval_position(&f->v, &f->pos, &w);
    EvalTerms terms;
    eval_terms(&f->v, &f->pos, &w, &terms);
    assert_int_equal(terms.own[EVAL_STRONG], 1);
    assert_int_equal(terms.opp[EVAL_STRONG], 0); /* d5, between two corners */
    assert_int_equal(strong, 7);
    /* the search's evaluation, from the piece-square sum, agrees */
    static EvalPst pst;
    eval_pst_init(&pst, &t, &w);
    Bits empty = reach_empty(&f->v, &f->pos);
    assert_int_equal(eval_leaf(&f->v, &f->pos, &w, eval_pst_full(&pst, &f->pos), empty,
                               reach_steps(&f->v, &f->pos, f->pos.side, empty),
                               reach_takes(&f->v, &f->pos, f->pos.side, empty)),
                     strong);
    search_fixture_start(f, "B:Bb3:Wd5", 0);
    assert_int_equal(strong - eval_position(&f->v, &f->pos, &w), 7);
    eval_terms(&f->v, &f->pos, &w, &terms);
    assert_int_equal(terms.own[EVAL_STRONG], 0);
}

/* The set-wise counting of lattice boards and the point-by-point counting of other boards agree:
 * the same positions counted both ways (board.shifts switched off in a copy), on one-word
 * (kharbaga41) and two-word (alquerque9) boards, along random games. */
static void test_eval_paths_agree(void **state)
{
    Fix *f = *state;
    static Variant plain;
    EvalWeights w;
    eval_default_weights(&w);
    Rng rng;
    rng_seed(&rng, 3);
    for (int b = 0; b < 2; b++) {
        if (b)
            boards_alquerque(&f->v, 9);
        assert_true(f->v.board.shifts);
        plain = f->v;
        plain.board.shifts = false;
        search_fixture_start(f, "", 0);
        for (int ply = 0; ply < 120; ply++) {
            EvalTerms a, c;
            eval_terms(&f->v, &f->g.pos, &w, &a);
            eval_terms(&plain, &f->g.pos, &w, &c);
            for (int t = 0; t < EVAL_NTERMS; t++)
                if (a.own[t] != c.own[t] || a.opp[t] != c.opp[t])
                    fail_msg("%s ply %d, %s: %d/%d set-wise, %d/%d by point", f->v.id, ply, eval_term_info[t].name,
                             a.own[t], a.opp[t], c.own[t], c.opp[t]);
            assert_int_equal(eval_can_step(&f->v, &f->g.pos, f->g.pos.side), eval_can_step(&plain, &f->g.pos, f->g.pos.side));
            int n = movegen_legal(&f->v, &f->g.pos, &f->list);
            if (n == 0)
                break;
            assert_true(play_index(f, rng_below(&rng, n)));
        }
    }
}

/* ---- transposition table ---- */

static void test_tt_store_probe(void **state)
{
    (void)state;
    TT *tt = tt_new(1 << 16);
    assert_non_null(tt);
    assert_true(tt_size(tt) <= 1 << 16);
    TTEntry e = {0}; /* read only after a successful probe; zeroed for the optimiser's sake */
    assert_false(tt_probe(tt, 12345, &e));
    Move m = {.from = 3, .to = 7, .huffed = NO_POINT};
    bits_add(&m.captured, 5);
    tt_store(tt, 12345, 6, TT_LOWER, -250, tt_move_of(&m));
    assert_true(tt_probe(tt, 12345, &e));
    assert_int_equal(e.depth, 6);
    assert_int_equal(tt_bound(&e), TT_LOWER);
    assert_int_equal(e.score, -250);
    assert_true(tt_move_matches(e.move, &m));
    Move other = m;
    bits_add(&other.captured, 9);
    assert_false(tt_move_matches(e.move, &other));
    tt_store(tt, 12345, 7, TT_EXACT, 10, tt_move_none()); /* no move: the old one is kept */
    assert_true(tt_probe(tt, 12345, &e));
    assert_int_equal(e.depth, 7);
    assert_true(tt_move_matches(e.move, &m));
    tt_clear(tt);
    assert_false(tt_probe(tt, 12345, &e));
    tt_free(tt);
    TT *none = tt_new(10); /* too small for a bucket: holds nothing */
    assert_non_null(none);
    tt_store(none, 1, 1, TT_EXACT, 1, tt_move_none());
    assert_false(tt_probe(none, 1, &e));
    tt_free(none);
}

/* A full bucket keeps the deeper entries of the current search. */
static void test_tt_replacement(void **state)
{
    (void)state;
    TT *tt = tt_new(64); /* one bucket of four */
    for (uint64_t k = 1; k <= 4; k++)
        tt_store(tt, k, (int)(10 + k), TT_EXACT, 0, tt_move_none());
    tt_store(tt, 99, 1, TT_EXACT, 0, tt_move_none());
    TTEntry e = {0};
    assert_true(tt_probe(tt, 99, &e));
    assert_false(tt_probe(tt, 1, &e)); /* the shallowest went */
    assert_true(tt_probe(tt, 4, &e));
    tt_free(tt);
}

/* ---- alpha-beta ---- */

/* A lone king against a lone man wins in five plies (the brute force agrees that three are not
 * enough); the search announces exactly that distance, and not before it can see it. */
static void test_forced_win_distance(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "B:BKa1:We7", MEM);
    assert_false(can_win(&f->v, &f->pos, 3));
    assert_true(can_win(&f->v, &f->pos, 5));
    assert_true(run(f, depth_limit(2)));
    assert_int_equal(search_win_plies(f->r.score), 0);
    assert_true(run(f, depth_limit(8)));
    assert_int_equal(f->r.score, SEARCH_WIN - 5);
    assert_int_equal(search_win_plies(f->r.score), 5);
    assert_int_equal(f->r.npv, 5);
    assert_true(pv_is_legal(&f->v, &f->pos, &f->r));
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
}

/* A capture that takes every enemy piece wins at once. */
static void test_capture_all_wins(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "B:Ba1,i1:Wb2,d4", MEM);
    assert_true(run(f, depth_limit(4)));
    assert_string_equal(best_text(&f->v, &f->r), "a1xc3xe5");
    assert_int_equal(f->r.score, SEARCH_WIN - 1);
}

/* With majority=none both captures are legal; the search takes the one taking two. */
static void test_prefers_bigger_capture(void **state)
{
    Fix *f = *state;
    fixture_rule_pair(&f->v, "majority=none");
    search_fixture_start(f, "B:Ba1,e5:Wd6,f4,h2,i9", MEM);
    movegen_legal(&f->v, &f->pos, &f->list);
    assert_int_equal(f->list.n, 2);
    for (int d = 1; d <= 4; d++) {
        search_clear(f->s);
        assert_true(run(f, depth_limit(d)));
        assert_int_equal(f->r.best.ncaptured, 2);
    }
}

static void test_node_limit(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", MEM);
    assert_true(run(f, (SearchLimits){.nodes = 1000}));
    assert_true(f->r.nodes <= 1000);
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
    assert_true(run(f, (SearchLimits){.nodes = 1}));
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
}

static void test_time_limit(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", MEM);
    assert_true(run(f, (SearchLimits){.time_ms = 30}));
    assert_true(f->r.seconds < 1.0); /* 30 ms and a loaded machine's slack */
    assert_true(f->r.depth >= 1);
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
}

/* A stop flag already set: the search returns at once, with a legal move. */
static void test_stop_flag(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", MEM);
    StopFlag stop = true;
    SearchLimits lim = {0};
    assert_true(search_run(f->s, &f->g, &lim, &f->params, &f->r, &stop));
    assert_true(f->r.nodes <= 1);
    assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
}

/* No legal move at the root: false, and the score of the lost position. */
static void test_game_over(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "B:Ba9:Wi9", MEM); /* South's man on the far row cannot move */
    assert_false(run(f, depth_limit(3)));
    assert_int_equal(f->r.score, -SEARCH_WIN);
}

static int progress_calls, progress_last;

static void on_progress(void *ctx, const SearchResult *r)
{
    (void)ctx;
    assert_int_equal(r->depth, progress_last + 1);
    progress_last = r->depth;
    progress_calls++;
}

static void test_progress(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", MEM);
    progress_calls = progress_last = 0;
    search_set_progress(f->s, on_progress, NULL);
    assert_true(run(f, depth_limit(6)));
    assert_int_equal(progress_calls, 6);
    assert_int_equal(f->r.depth, 6);
}

/* One variant per kind of rule the search must handle: captures compulsory or optional or
 * huffed, majority or not, kings or none, a shrinking board; kharbaga41 (one-word point sets)
 * and alquerque9 (two words). */
typedef struct WalkVariant {
    int board; /* 0: kharbaga41, else the n of alquerque n×n */
    const char *rules[3];
} WalkVariant;

static const WalkVariant WALKS[] = {
    {0, {NULL}},
    {0, {"removal=immediate", "king=short", NULL}},
    {0, {"capture=optional", "chain=single", "majority=none"}},
    {0, {"capture=huff", "majority=none", NULL}},
    {0, {"men_move=any", "king=none", "shrink=point_rows"}},
    {9, {NULL}},
};

static void build_walk_variant(Variant *v, const WalkVariant *w)
{
    if (w->board)
        boards_alquerque(v, w->board);
    else
        boards_kharbaga41(v);
    for (int k = 0; k < 3 && w->rules[k]; k++)
        fixture_rule_pair(v, w->rules[k]);
}

/* Plays random games of `plies` plies; at every position the search returns a legal move. */
static void walk_games(Fix *f, SearchKind kind, uint64_t nodes, int games, int plies)
{
    Rng rng;
    rng_seed(&rng, 42);
    for (size_t r = 0; r < sizeof WALKS / sizeof WALKS[0]; r++) {
        build_walk_variant(&f->v, &WALKS[r]);
        search_free(f->s);
        f->s = NULL;
        for (int game = 0; game < games; game++) {
            search_fixture_start(f, "", 1 << 20);
            f->params.kind = kind;
            f->params.seed = (uint64_t)game;
            f->params.mcts_playout_plies = 40;
            for (int ply = 0; ply < plies; ply++) {
                int n = movegen_legal(&f->v, &f->g.pos, &f->list);
                bool found = run(f, (SearchLimits){.nodes = nodes});
                assert_int_equal(found, n > 0);
                if (n == 0)
                    break;
                if (!move_is_legal(&f->v, &f->g.pos, &f->r.best))
                    fail_msg("variant %zu, ply %d: %s is not legal", r, ply, best_text(&f->v, &f->r));
                if (!pv_is_legal(&f->v, &f->g.pos, &f->r))
                    fail_msg("variant %zu, ply %d: the principal variation is not legal", r, ply);
                assert_true(play_index(f, rng_below(&rng, n)));
            }
        }
    }
}

/* What a searcher may hold besides its table and its MCTS tree (search_bytes): 8 MiB. */
enum { SEARCHER_MAX_BYTES = 8 << 20 };

/* A searcher's memory stays within SEARCHER_MAX_BYTES whatever it searches: under each walk's
 * rules (capture=huff keeps its variations' details), by both kinds, along a random game, then
 * deep from a position where flying kings on alquerque 9 have many moves at every ply. */
static void test_searcher_memory(void **state)
{
    Fix *f = *state;
    Rng rng;
    rng_seed(&rng, 7);
    size_t most = 0, fresh = 0;
    for (size_t r = 0; r < sizeof WALKS / sizeof WALKS[0]; r++) {
        build_walk_variant(&f->v, &WALKS[r]);
        search_free(f->s);
        f->s = NULL;
        search_fixture_start(f, "", 1 << 20);
        fresh = search_bytes(f->s);
        for (int ply = 0; ply < 40; ply++) {
            int n = movegen_legal(&f->v, &f->g.pos, &f->list);
            if (n == 0)
                break;
            f->params.kind = ply % 8 == 7 ? SEARCH_MCTS : SEARCH_ALPHABETA;
            run(f, (SearchLimits){.nodes = 20000});
            assert_true(play_index(f, rng_below(&rng, n)));
        }
        size_t bytes = search_bytes(f->s);
        most = bytes > most ? bytes : most;
        if (bytes > SEARCHER_MAX_BYTES)
            fail_msg("walk %zu: the searcher holds %zu bytes", r, bytes);
    }
    boards_alquerque(&f->v, 9);
    fixture_rule_pair(&f->v, "king=flying");
    search_free(f->s);
    f->s = NULL;
    f->params.kind = SEARCH_ALPHABETA;
    search_fixture_start(f, "B:BKa1,Ki1,Ke5,Ka9:WKe1,Ke9,Ki9,Kc3", 1 << 20);
    run(f, depth_limit(5));
    size_t bytes = search_bytes(f->s);
    most = bytes > most ? bytes : most;
    print_message("a searcher holds at most %zu bytes here (%zu before its first search)\n", most, fresh);
    assert_true(bytes <= SEARCHER_MAX_BYTES);
}

/* Where no capture exists, eval_can_step (the horizon's test for a blocked side) agrees with the
 * generator on whether a legal move exists, under every rule set of the walks but huff. */
static void test_can_step_matches_generator(void **state)
{
    Fix *f = *state;
    Rng rng;
    rng_seed(&rng, 11);
    static MoveList caps;
    int blocked = 0;
    for (size_t r = 0; r < sizeof WALKS / sizeof WALKS[0]; r++) {
        build_walk_variant(&f->v, &WALKS[r]);
        if (f->v.rules.capture == CAPTURE_HUFF)
            continue;
        for (int game = 0; game < 20; game++) {
            search_fixture_start(f, "", 0);
            for (int ply = 0; ply < 200; ply++) {
                int n = movegen_legal(&f->v, &f->g.pos, &f->list);
                if (movegen_captures(&f->v, &f->g.pos, &caps) == 0)
                    assert_int_equal(eval_can_step(&f->v, &f->g.pos, f->g.pos.side), n > 0);
                blocked += n == 0 && bits_any(position_pieces(&f->g.pos, f->g.pos.side));
                if (n == 0)
                    break;
                assert_true(play_index(f, rng_below(&rng, n)));
            }
        }
    }
    assert_true(blocked > 0); /* some games ended blocked, so both answers were checked */
}

/* reach_steps and reach_takes of both sides on a lattice board (set-wise shifts) equal the same
 * sets gathered point by point from the variant's step and jump tables. */
static void check_reach_pointwise(const Variant *v, const Variant *pointwise, const Position *pos)
{
    Bits empty = reach_empty(v, pos);
    for (int s = 0; s < 2; s++) {
        assert_true(bits_equal(reach_steps(v, pos, s, empty), reach_steps(pointwise, pos, s, empty)));
        assert_true(bits_equal(reach_takes(v, pos, s, empty), reach_takes(pointwise, pos, s, empty)));
    }
}

/* reach_takes (the horizon's "is there a capture?") is empty exactly when the generator finds
 * no capture, and on lattice boards both reach sets equal those gathered point by point; the
 * piece-square sum kept move by move (eval_pst_delta) equals the sum counted
 * afresh, under every rule set of the walks (huffs and shrinking included for the sums). */
static void test_reach_and_pst_match(void **state)
{
    Fix *f = *state;
    Rng rng;
    rng_seed(&rng, 5);
    static MoveList caps;
    EvalWeights w;
    EvalTables t;
    static EvalPst pst;
    static Variant pointwise;
    eval_default_weights(&w);
    w.strong_points = 7;
    int captures = 0, lattices = 0;
    for (size_t r = 0; r < sizeof WALKS / sizeof WALKS[0]; r++) {
        build_walk_variant(&f->v, &WALKS[r]);
        pointwise = f->v;
        pointwise.board.shifts = false;
        lattices += f->v.board.shifts;
        eval_tables_init(&t, &f->v);
        eval_pst_init(&pst, &t, &w);
        for (int game = 0; game < 10; game++) {
            search_fixture_start(f, "", 0);
            int sum = eval_pst_full(&pst, &f->g.pos);
            for (int ply = 0; ply < 200; ply++) {
                const Position *pos = &f->g.pos;
                Bits takes = reach_takes(&f->v, pos, pos->side, reach_empty(&f->v, pos));
                if (f->v.board.shifts)
                    check_reach_pointwise(&f->v, &pointwise, pos);
                if (f->v.rules.capture != CAPTURE_HUFF) {
                    int n = movegen_captures(&f->v, pos, &caps);
                    assert_int_equal(bits_any(takes), n > 0);
                    captures += n > 0;
                }
                int n = movegen_legal(&f->v, pos, &f->list);
                if (n == 0)
                    break;
                Position before = *pos;
                assert_true(play_index(f, rng_below(&rng, n)));
                sum += eval_pst_delta(&pst, &before, &f->g.pos);
                assert_int_equal(sum, eval_pst_full(&pst, &f->g.pos));
            }
        }
    }
    assert_true(captures > 100);
    assert_true(lattices > 0);
}

static void test_legal_moves_random_games(void **state) { walk_games(*state, SEARCH_ALPHABETA, 1000, 2, 120); }

/* A board of three separate two-point lines: South's king shuttles a1-b1, North's a3-b3, and
 * South's extra man on c5 (its far row) cannot move. Every turn has exactly one move, so the
 * game cycles; South is a man up. */
static void build_cycle_board(Variant *v)
{
    Err err = {0};
    variant_init(v);
    static const char *const names[6] = {"a1", "b1", "a3", "b3", "c5", "d5"};
    static const int xy[6][2] = {{0, 0}, {1, 0}, {0, 2}, {1, 2}, {2, 4}, {3, 4}};
    for (int i = 0; i < 6; i++)
        assert_true(board_add_point(&v->board, names[i], xy[i][0], xy[i][1], &err));
    for (int i = 0; i < 6; i += 2) {
        int line[2] = {board_find(&v->board, names[i]), board_find(&v->board, names[i + 1])};
        assert_true(board_add_line(&v->board, line, 2, &err));
    }
    v->explicit_start = true;
    if (!variant_conclude(v, &err))
        fail_msg("%s", err.msg);
}

static const char *const CYCLE = "B:BKa1,c5:WKa3";

static void test_repetition_draw(void **state)
{
    Fix *f = *state;
    build_cycle_board(&f->v);
    fixture_rule_pair(&f->v, "quiet_limit=0");
    fixture_rule_pair(&f->v, "repetition=0");
    search_fixture_start(f, CYCLE, MEM);
    assert_true(run(f, depth_limit(10)));
    assert_true(f->r.score > 50); /* no draw rule: South's extra man counts */
    search_free(f->s);
    f->s = NULL;
    fixture_rule_pair(&f->v, "repetition=3");
    search_fixture_start(f, CYCLE, MEM);
    assert_true(run(f, depth_limit(10)));
    assert_int_equal(f->r.score, 0);
}

/* The game's own history counts: after one round the position after South's only move has
 * been seen once, so under repetition=2 that move draws at once, under repetition=3 it does not. */
static void test_repetition_counts_history(void **state)
{
    Fix *f = *state;
    build_cycle_board(&f->v);
    fixture_rule_pair(&f->v, "quiet_limit=0");
    fixture_rule_pair(&f->v, "repetition=3");
    search_fixture_start(f, CYCLE, MEM);
    static const char *const round[4] = {"a1-b1", "a3-b3", "b1-a1", "b3-a3"};
    for (int i = 0; i < 4; i++)
        play(f, round[i]);
    assert_true(run(f, depth_limit(1)));
    assert_true(f->r.score > 50);
    search_free(f->s);
    f->s = NULL;
    fixture_rule_pair(&f->v, "repetition=2");
    search_fixture_start(f, CYCLE, MEM);
    for (int i = 0; i < 4; i++)
        play(f, round[i]);
    assert_true(run(f, depth_limit(1)));
    assert_int_equal(f->r.score, 0);
}

static void test_quiet_limit_draw(void **state)
{
    Fix *f = *state;
    build_cycle_board(&f->v);
    fixture_rule_pair(&f->v, "repetition=0");
    fixture_rule_pair(&f->v, "quiet_limit=6");
    search_fixture_start(f, CYCLE, MEM);
    assert_true(run(f, depth_limit(10)));
    assert_int_equal(f->r.score, 0);
    assert_true(run(f, depth_limit(1))); /* the limit is beyond the horizon */
    assert_true(f->r.score > 50);
}

/* The table changes how fast a fixed depth is searched, not its score (full width: reductions
 * depend on the move order, which the table changes). Positions along a random game of
 * Kharbaga and of Alquerque (any direction, no kings, majority=none). */
static void tt_keeps_scores(Fix *f, int depth)
{
    Rng rng;
    rng_seed(&rng, 7);
    f->params.full_width = true;
    search_free(f->s);
    f->s = NULL;
    search_fixture_start(f, "", 16 << 20);
    Searcher *plain = search_new(&f->v, 0);
    for (int ply = 0; ply < 60; ply++) {
        int n = movegen_legal(&f->v, &f->g.pos, &f->list);
        if (n == 0)
            break;
        if (ply % 3 == 0) {
            SearchLimits lim = depth_limit(depth);
            SearchResult r;
            search_clear(f->s);
            search_clear(plain);
            assert_true(search_run(f->s, &f->g, &lim, &f->params, &f->r, NULL));
            assert_true(search_run(plain, &f->g, &lim, &f->params, &r, NULL));
            if (r.score != f->r.score)
                fail_msg("%s, ply %d: %d with the table, %d without", f->v.id, ply, f->r.score, r.score);
        }
        assert_true(play_index(f, rng_below(&rng, n)));
    }
    search_free(plain);
}

static void test_tt_keeps_scores(void **state)
{
    Fix *f = *state;
    tt_keeps_scores(f, 6);
    boards_alquerque(&f->v, 5);
    fixture_rule_pair(&f->v, "men_move=any");
    fixture_rule_pair(&f->v, "king=none");
    fixture_rule_pair(&f->v, "majority=none");
    tt_keeps_scores(f, 5);
}

/* ---- a second method: plain negamax over the same tree ---- */

/* The search's tree without its shortcuts: full width, no table, no window, every leaf
 * evaluated exactly (eval_fast). Its rules are those of alphabeta.c for a variant without hooks
 * under compulsory capture: the horizon searches captures until a quiet position or until
 * capture_depth plies of them, where the evaluation decides (a side that can neither capture nor
 * step has lost there too), a single
 * legal move after the root costs no depth before ply 2 × depth, repetition after the root and the quiet limit
 * are draws, a side without pieces or moves loses (or draws when blocked=draw). */
typedef struct Reference {
    const Variant *v;
    EvalTables tables;
    EvalWeights w;
    int depth; /* the root's */
    int capture_depth;
    uint64_t path[MAX_PLY + 1];
    MoveList lists[MAX_PLY];
} Reference;

static int reference_no_move(const Variant *v, const Position *pos, int ply)
{
    bool blocked = bits_any(position_pieces(pos, pos->side));
    return blocked && v->rules.blocked == BLOCKED_DRAW ? 0 : -(SEARCH_WIN - ply);
}

static bool reference_repeats(const Reference *r, const Position *pos, int ply)
{
    if (r->v->rules.repetition <= 0)
        return false;
    for (int i = ply - 2; i >= 0 && i >= ply - pos->quiet; i -= 2)
        if (r->path[i] == pos->hash)
            return true;
    return false;
}

static int reference_value(Reference *r, const Position *pos, int depth, int ply)
{
    const Variant *v = r->v;
    r->path[ply] = pos->hash;
    if (!bits_any(position_pieces(pos, pos->side)))
        return -(SEARCH_WIN - ply);
    MoveList *list = &r->lists[ply];
    int n = depth > 0 ? movegen_legal(v, pos, list) : movegen_captures(v, pos, list);
    if (ply > 0 && reference_repeats(r, pos, ply))
        return 0;
    if (ply > 0 && v->rules.quiet_limit > 0 && pos->quiet >= v->rules.quiet_limit)
        return movegen_legal(v, pos, list) == 0 ? reference_no_move(v, pos, ply) : 0;
    if (n == 0 && (depth > 0 || !eval_can_step(v, pos, pos->side)))
        return reference_no_move(v, pos, ply);
    if (n == 0 || ply >= MAX_PLY - 1 || -depth >= r->capture_depth)
        return eval_fast(&r->tables, v, pos, &r->w);
    int child_depth = depth > 0 && n == 1 && ply > 0 && ply < 2 * r->depth ? depth : depth - 1, best = -SEARCH_WIN - 1;
    for (int i = 0; i < n; i++) {
        Position child = *pos;
        position_apply(v, &child, &list->moves[i], &list->details[i]);
        int score = -reference_value(r, &child, child_depth, ply + 1); /* < 0: plies of captures */
        best = score > best ? score : best;
    }
    return best;
}

/* The search's score at a fixed depth (full width, with its table, windows and bounded leaf
 * evaluations) equals the plain negamax of the same tree, along random games of Kharbaga and
 * Zamma's 9x9 board, with the strongest personality's weights (mobility and exposure on), with
 * capture_depth plies of captures after the horizon. */
static void check_against_reference(Fix *f, int depth, int games, int capture_depth)
{
    static Reference ref;
    Rng rng;
    rng_seed(&rng, 11);
    f->params.full_width = true;
    eval_default_weights(&f->params.weights);
    f->params.weights.mobility = 2;
    f->params.weights.exposure = 20;
    f->params.capture_depth = ref.capture_depth = capture_depth;
    ref.v = &f->v;
    ref.w = f->params.weights;
    ref.depth = depth;
    eval_tables_init(&ref.tables, &f->v);
    int checked = 0;
    for (int game = 0; game < games; game++) {
        search_fixture_start(f, "", MEM);
        for (int ply = 0; ply < 80; ply++) {
            int n = movegen_legal(&f->v, &f->g.pos, &f->list);
            if (n == 0)
                break;
            if (ply % 4 == 3) {
                Game fresh; /* no history before the root: repetition counts along the path only */
                assert_true(game_init(&fresh, &f->v, &f->g.pos));
                SearchLimits lim = depth_limit(depth);
                search_clear(f->s);
                assert_true(search_run(f->s, &fresh, &lim, &f->params, &f->r, NULL));
                int expected = reference_value(&ref, &f->g.pos, depth, 0);
                if (f->r.score != expected)
                    fail_msg("%s, game %d, ply %d: search %d, negamax %d", f->v.id, game, ply, f->r.score, expected);
                game_free(&fresh);
                checked++;
            }
            assert_true(play_index(f, rng_below(&rng, n)));
        }
    }
    assert_true(checked > 10);
}

static void test_search_equals_negamax(void **state)
{
    Fix *f = *state;
    check_against_reference(f, 4, 3, SEARCH_CAPTURE_DEPTH_MAX);
    check_against_reference(f, 4, 2, 1);
    search_free(f->s);
    f->s = NULL;
    boards_alquerque(&f->v, 9);
    fixture_rule_pair(&f->v, "king=flying");
    check_against_reference(f, 3, 2, SEARCH_CAPTURE_DEPTH_MAX);
    check_against_reference(f, 3, 2, 2);
}

/* ---- selectivity: SearchParams' pruning, reduction and ordering fields ---- */

static bool any_capture_in(const MoveList *list)
{
    for (int i = 0; i < list->n; i++)
        if (list->moves[i].ncaptured)
            return true;
    return false;
}

/* Every selective field on, at the values a strong personality might use. */
static void set_selective(SearchParams *p)
{
    p->aspiration = 25;
    p->rfp_margin = 60;
    p->futility_margin = 100;
    p->late_move_pruning = 4;
    p->null_move = 2;
    p->null_move_verify = 1;
    p->counter_moves = 1;
    p->lmr = 1;
    p->lmr_captures = 1;
    p->stand_pat = 1;
    p->capture_table = 1;
    p->delta_margin = 50;
}

/* The pruning fields (reverse futility, futility, late-move pruning, null move, log reductions,
 * delta pruning) do nothing in a full-width search: the same score and the same nodes at a fixed
 * depth, along random games of Kharbaga and of Alquerque under optional capture; with the
 * ordering fields too (aspiration, counter moves), the same score. */
static void check_full_width_inert(Fix *f, int depth)
{
    Rng rng;
    rng_seed(&rng, 5);
    int checked = 0;
    for (int game = 0; game < 2; game++) {
        search_fixture_start(f, "", MEM);
        for (int ply = 0; ply < 60; ply++) {
            int n = movegen_legal(&f->v, &f->g.pos, &f->list);
            if (n == 0)
                break;
            if (ply % 5 == 2) {
                SearchParams plain, pruning, all;
                search_default_params(&plain);
                plain.full_width = true;
                plain.capture_depth = 3;
                pruning = all = plain;
                set_selective(&all);
                set_selective(&pruning);
                pruning.aspiration = 0;
                pruning.counter_moves = 0;
                pruning.capture_table = 0;
                SearchResult r[3];
                const SearchParams *ps[3] = {&plain, &pruning, &all};
                for (int k = 0; k < 3; k++) {
                    search_clear(f->s);
                    SearchLimits lim = depth_limit(depth);
                    assert_true(search_run(f->s, &f->g, &lim, ps[k], &r[k], NULL));
                }
                assert_int_equal(r[1].score, r[0].score);
                assert_int_equal(r[1].nodes, r[0].nodes);
                assert_int_equal(r[1].null_moves, 0);
                assert_int_equal(r[2].score, r[0].score);
                checked++;
            }
            assert_true(play_index(f, rng_below(&rng, n)));
        }
    }
    assert_true(checked > 5);
}

static void test_selective_full_width_inert(void **state)
{
    Fix *f = *state;
    check_full_width_inert(f, 5);
    search_free(f->s);
    f->s = NULL;
    boards_alquerque(&f->v, 5);
    fixture_rule_pair(&f->v, "capture=optional");
    check_full_width_inert(f, 5);
}

/* Each field alone, and all together, find the forced win at its distance and the capture
 * taking everything, as the plain search does. */
static void test_selective_tactics(void **state)
{
    Fix *f = *state;
    for (int field = 0; field <= 12; field++) {
        search_default_params(&f->params);
        SearchParams all = f->params;
        set_selective(&all);
        SearchParams *p = &f->params;
        switch (field) {
        case 0: p->aspiration = all.aspiration; break;
        case 1: p->rfp_margin = all.rfp_margin; break;
        case 2: p->futility_margin = all.futility_margin; break;
        case 3: p->late_move_pruning = all.late_move_pruning; break;
        case 4: p->null_move = all.null_move; break;
        case 5: p->null_move = all.null_move, p->null_move_verify = 1; break;
        case 6: p->counter_moves = 1; break;
        case 7: p->lmr = 1; break;
        case 8: p->delta_margin = all.delta_margin; break;
        case 9: p->lmr_captures = 1; break;
        case 10: p->stand_pat = 1; break;
        case 11: p->capture_table = 1; break;
        default: *p = all;
        }
        search_fixture_start(f, "B:BKa1:We7", MEM);
        search_clear(f->s);
        assert_true(run(f, depth_limit(8)));
        assert_int_equal(f->r.score, SEARCH_WIN - 5);
        assert_true(pv_is_legal(&f->v, &f->pos, &f->r));
        search_fixture_start(f, "B:Ba1,i1:Wb2,d4", MEM);
        search_clear(f->s);
        assert_true(run(f, depth_limit(6)));
        assert_string_equal(best_text(&f->v, &f->r), "a1xc3xe5");
        assert_int_equal(f->r.score, SEARCH_WIN - 1);
    }
}

/* The fields left at 0 are the search as it was: the defaults have them all off, and a search
 * with them off counts the same nodes as one whose fields were never set. */
static void test_selective_defaults_off(void **state)
{
    Fix *f = *state;
    SearchParams p;
    search_default_params(&p);
    assert_int_equal(p.aspiration + p.rfp_margin + p.futility_margin + p.late_move_pruning + p.null_move +
                         p.null_move_verify + p.counter_moves + p.lmr + p.lmr_captures + p.stand_pat +
                         p.capture_table + p.delta_margin,
                     0);
    search_fixture_start(f, "", MEM);
    assert_true(run(f, depth_limit(7)));
    uint64_t nodes = f->r.nodes;
    int score = f->r.score;
    SearchParams selective = f->params;
    set_selective(&selective);
    f->params = selective;
    search_clear(f->s);
    assert_true(run(f, depth_limit(7)));
    assert_true(f->r.nodes < nodes); /* they prune */
    assert_true(f->r.null_moves > 0);
    search_default_params(&f->params);
    search_clear(f->s);
    assert_true(run(f, depth_limit(7)));
    assert_int_equal(f->r.nodes, nodes);
    assert_int_equal(f->r.score, score);
    assert_int_equal(f->r.null_moves, 0);
}

/* stand_pat acts where the rules compel a capture: along random Kharbaga games (compulsory
 * capture) the capture search that stands pat searches fewer nodes at a fixed depth in all, and
 * judges some positions otherwise (a side made to capture into a loss is no longer held to it);
 * with rfp_margin, reverse futility then acts where the side to move must capture too. The
 * table in the capture search (capture_table) saves nodes without changing what a full-width
 * search finds. */
static void test_stand_pat_and_capture_table(void **state)
{
    Fix *f = *state;
    Rng rng;
    rng_seed(&rng, 9);
    uint64_t plain_nodes = 0, stand_nodes = 0, futile_nodes = 0, exact_nodes = 0, tabled_nodes = 0;
    int differ = 0;
    search_fixture_start(f, "", MEM);
    for (int ply = 0; ply < 40; ply++) {
        int n = movegen_legal(&f->v, &f->g.pos, &f->list);
        if (n == 0)
            break;
        if (ply % 4 == 1) {
            SearchParams plain, stand, futile, exact, tabled;
            search_default_params(&plain);
            plain.capture_depth = 6;
            stand = plain;
            stand.stand_pat = 1;
            futile = stand;
            futile.rfp_margin = 60;
            exact = tabled = plain;
            exact.full_width = tabled.full_width = true;
            tabled.capture_table = 1;
            const SearchParams *ps[5] = {&plain, &stand, &futile, &exact, &tabled};
            uint64_t nodes[5];
            int score[5];
            for (int k = 0; k < 5; k++) {
                f->params = *ps[k];
                search_clear(f->s);
                assert_true(run(f, depth_limit(4)));
                nodes[k] = f->r.nodes;
                score[k] = f->r.score;
            }
            plain_nodes += nodes[0];
            stand_nodes += nodes[1];
            futile_nodes += nodes[2];
            exact_nodes += nodes[3];
            tabled_nodes += nodes[4];
            differ += score[0] != score[1];
            assert_int_equal(score[4], score[3]);
        }
        assert_true(play_index(f, rng_below(&rng, n)));
    }
    assert_true(stand_nodes < plain_nodes);
    assert_true(futile_nodes < stand_nodes);
    assert_true(tabled_nodes < exact_nodes);
    assert_true(differ > 0);
}

/* No null move where the side to move can capture. Here three South men are each attacked by a
 * North man backed by another (so that South cannot take it): whatever South plays, North has
 * at least two captures, and at depth 3 only the nodes after South's move are deep enough to
 * pass; none of them may. The same men without the attackers' threat do pass. */
static void test_null_move_never_with_capture(void **state)
{
    Fix *f = *state;
    f->params.null_move = 1;
    search_fixture_start(f, "B:Bc3,e3,g3:Wc5,c7,e5,e7,g5,g7", MEM);
    movegen_legal(&f->v, &f->pos, &f->list);
    assert_false(any_capture_in(&f->list));
    assert_true(run(f, depth_limit(3)));
    assert_int_equal(f->r.null_moves, 0);
    search_fixture_start(f, "B:Bc3,e3,g3:Wa9,c7,e7,g7,i9", MEM);
    search_clear(f->s);
    assert_true(run(f, depth_limit(3)));
    assert_true(f->r.null_moves > 0);
}

/* ---- personalities ---- */

static void test_deterministic_seed(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "", MEM);
    f->params.randomness = 300;
    f->params.blunder_permille = 200;
    Move first[12];
    for (int pass = 0; pass < 2; pass++)
        for (int seed = 0; seed < 12; seed++) {
            search_clear(f->s);
            f->params.seed = (uint64_t)seed;
            assert_true(run(f, depth_limit(5)));
            if (pass == 0)
                first[seed] = f->r.best;
            else
                assert_true(move_same(&first[seed], &f->r.best));
        }
}

/* A wide margin spreads the choice over several moves; none keeps to the best. */
static void test_randomness(void **state)
{
    Fix *f = *state;
    search_fixture_start(f, "B:Ba1,c1,e1,g1,i1:Wa9,c9,e9,g9,i9", MEM);
    Move best;
    assert_true(run(f, depth_limit(3)));
    best = f->r.best;
    assert_false(f->r.chosen);
    f->params.randomness = 10000;
    int differ = 0;
    for (int seed = 1; seed <= 10; seed++) {
        f->params.seed = (uint64_t)seed;
        assert_true(run(f, depth_limit(3)));
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
        differ += !move_same(&best, &f->r.best);
    }
    assert_true(differ > 0);
    f->params.randomness = 0;
    f->params.blunder_permille = 1000; /* always another move */
    assert_true(run(f, depth_limit(3)));
    assert_true(f->r.chosen);
    assert_false(move_same(&best, &f->r.best));
}

/* ---- MCTS ---- */

static void test_mcts_obvious_win(void **state)
{
    Fix *f = *state;
    f->params.kind = SEARCH_MCTS;
    search_fixture_start(f, "B:Ba1,i1:Wb2,d4", MEM);
    assert_true(run(f, (SearchLimits){.nodes = 2000}));
    assert_string_equal(best_text(&f->v, &f->r), "a1xc3xe5");
    assert_int_equal(search_win_plies(f->r.score), 1);
    search_fixture_start(f, "B:BKa1:We7", MEM);
    assert_true(run(f, (SearchLimits){.nodes = 20000}));
    assert_true(search_win_plies(f->r.score) > 0);
}

static void test_mcts_legal_moves_random_games(void **state) { walk_games(*state, SEARCH_MCTS, 100, 1, 100); }

static void test_mcts_deterministic(void **state)
{
    Fix *f = *state;
    f->params.kind = SEARCH_MCTS;
    search_fixture_start(f, "", MEM);
    f->params.seed = 5;
    assert_true(run(f, (SearchLimits){.nodes = 3000}));
    Move first = f->r.best;
    int score = f->r.score;
    assert_true(run(f, (SearchLimits){.nodes = 3000}));
    assert_true(move_same(&first, &f->r.best));
    assert_int_equal(score, f->r.score);
    assert_int_equal(f->r.nodes, 3000);
}

/* A searcher rebound to another game searches as a new one would: the same move, score, nodes
 * and line, whatever it searched before (alpha-beta with its table and move ordering, and MCTS,
 * whose tree belonged to the old game). */
static void rebound_equals_new(Fix *f, SearchKind kind, SearchLimits lim)
{
    f->params.kind = kind;
    search_fixture_start(f, "", MEM);
    Variant *other = calloc(1, sizeof *other);
    assert_non_null(other);
    boards_alquerque(other, 5);
    Position other_start;
    position_start(other, &other_start);
    Game other_game;
    assert_true(game_init(&other_game, other, &other_start));
    Searcher *used = search_new(other, MEM);
    SearchResult r;
    assert_true(search_run(used, &other_game, &lim, &f->params, &r, NULL));
    search_rebind(used, &f->v);
    assert_int_equal(search_mem_bytes(used), MEM);
    assert_true(search_run(used, &f->g, &lim, &f->params, &r, NULL));
    assert_true(run(f, lim)); /* the fixture's searcher is new */
    assert_true(move_same(&r.best, &f->r.best));
    assert_int_equal(r.score, f->r.score);
    assert_int_equal(r.nodes, f->r.nodes);
    assert_int_equal(r.npv, f->r.npv);
    for (int i = 0; i < r.npv; i++)
        assert_true(move_same(&r.pv[i], &f->r.pv[i]));
    search_free(used);
    game_free(&other_game);
    free(other);
}

static void test_rebind_alphabeta(void **state) { rebound_equals_new(*state, SEARCH_ALPHABETA, depth_limit(6)); }

static void test_rebind_mcts(void **state) { rebound_equals_new(*state, SEARCH_MCTS, (SearchLimits){.nodes = 3000}); }

/* Time management: the rule of earlier versions (an iteration only while it looks likely to
 * finish) without time_use; with it, iterations until that share of the time, half as long once
 * the best move has stood SEARCH_STABLE_ITERATIONS iterations. */
static void test_time_use(void **state)
{
    (void)state;
    assert_true(search_another_iteration(0, 0.39, 0));
    assert_false(search_another_iteration(0, 0.41, 0));
    assert_true(search_another_iteration(100, 0.95, 0));
    assert_true(search_another_iteration(100, 0.95, SEARCH_STABLE_ITERATIONS - 1));
    assert_false(search_another_iteration(100, 0.95, SEARCH_STABLE_ITERATIONS));
    assert_true(search_another_iteration(100, 0.45, SEARCH_STABLE_ITERATIONS));
    assert_false(search_another_iteration(100, 1.0, 0));
    assert_false(search_another_iteration(60, 0.61, 0));
    assert_true(search_another_iteration(60, 0.29, 9));
    assert_false(search_another_iteration(60, 0.31, 9));
}

/* ---- hooks ---- */

/* A hook rule: no move may start on d4. made/unmade keep a depth that must return to 0. */
typedef struct HookLog {
    int depth, max_depth, calls;
    bool underflow;
    int d4;
    int fail_at; /* the call of the moves hook that fails (0: none) */
} HookLog;

static bool hook_moves(void *ctx, const Variant *v, const Position *pos, MoveList *list)
{
    HookLog *log = ctx;
    (void)v;
    (void)pos;
    int n = 0;
    for (int i = 0; i < list->n; i++)
        if (list->moves[i].from != log->d4)
            list->moves[n++] = list->moves[i];
    list->n = n;
    log->calls++;
    return log->calls != log->fail_at;
}

static void hook_made(void *ctx, const Variant *v, const Position *before, const Move *m, const MoveDetail *d,
                      const Position *after)
{
    HookLog *log = ctx;
    (void)v, (void)before, (void)m, (void)d, (void)after;
    log->depth++;
    log->max_depth = log->depth > log->max_depth ? log->depth : log->max_depth;
}

static void hook_unmade(void *ctx, const Variant *v, const Move *m)
{
    HookLog *log = ctx;
    (void)v, (void)m;
    log->underflow |= --log->depth < 0;
}

static void test_hooks_follow_search(void **state)
{
    Fix *f = *state;
    HookLog log = {.d4 = board_find(&f->v.board, "d4")};
    VariantHooks hooks = {.ctx = &log, .moves = hook_moves, .made = hook_made, .unmade = hook_unmade};
    f->v.hooks = &hooks;
    search_fixture_start(f, "", MEM);
    for (int kind = 0; kind < 2; kind++) {
        f->params.kind = kind ? SEARCH_MCTS : SEARCH_ALPHABETA;
        assert_true(run(f, kind ? (SearchLimits){.nodes = 500} : depth_limit(6)));
        assert_true(move_is_legal(&f->v, &f->pos, &f->r.best));
        assert_int_not_equal(f->r.best.from, log.d4);
        assert_int_equal(log.depth, 0);
        assert_false(log.underflow);
        assert_true(log.max_depth >= 4);
    }
}

/* A hook that fails ends the search: false, and every make undone. */
static void test_hook_failure_stops(void **state)
{
    Fix *f = *state;
    HookLog log = {.d4 = board_find(&f->v.board, "d4")};
    VariantHooks hooks = {.ctx = &log, .moves = hook_moves, .made = hook_made, .unmade = hook_unmade};
    f->v.hooks = &hooks;
    search_fixture_start(f, "", MEM);
    for (int kind = 0; kind < 2; kind++) {
        log.calls = 0;
        log.fail_at = 40;
        f->params.kind = kind ? SEARCH_MCTS : SEARCH_ALPHABETA;
        assert_false(run(f, kind ? (SearchLimits){.nodes = 500} : depth_limit(8)));
        assert_int_equal(log.depth, 0);
        assert_false(log.underflow);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_eval_terms_add_up, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_eval_side_to_move, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_eval_strong_points, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_eval_material_and_exposure, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_eval_paths_agree, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test(test_tt_store_probe),
        cmocka_unit_test(test_tt_replacement),
        cmocka_unit_test_setup_teardown(test_forced_win_distance, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_capture_all_wins, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_prefers_bigger_capture, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_node_limit, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_time_limit, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_stop_flag, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_game_over, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_progress, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_can_step_matches_generator, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_reach_and_pst_match, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_legal_moves_random_games, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_repetition_draw, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_repetition_counts_history, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_quiet_limit_draw, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_tt_keeps_scores, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_deterministic_seed, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_randomness, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_search_equals_negamax, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_selective_full_width_inert, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_selective_tactics, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_selective_defaults_off, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_stand_pat_and_capture_table, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_null_move_never_with_capture, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_mcts_obvious_win, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_mcts_legal_moves_random_games, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_mcts_deterministic, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_rebind_alphabeta, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test(test_time_use),
        cmocka_unit_test_setup_teardown(test_rebind_mcts, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_hooks_follow_search, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_hook_failure_stops, search_fixture_setup, search_fixture_teardown),
        cmocka_unit_test_setup_teardown(test_searcher_memory, search_fixture_setup, search_fixture_teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
