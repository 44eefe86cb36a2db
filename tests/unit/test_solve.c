/*
 * test_solve.c — the endgame tables (core/egtb_*.c) against an independent solver (solve_brute.c) on
 * every position of tiny games under several rule choices (Felli, Kharbaga, Fanorona on 3 x 3
 * points); the verifier on every built table;
 * the index's rank and unrank; files written, read back, and refused when damaged, cut short or
 * of another rule choice; rules the tables cannot hold refused.
 *
 * Usage: test_solve DIR [GAME RULESET PIECES [key=value...]]: DIR is a scratch directory for
 * files; with a case, only that case is compared (tests/solve.cmake runs Kharbaga's cases so,
 * each a test of its own, and larger ones as `slow`).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "solve_brute.h"
#include "egtb.h"
#include "gamedef.h"
#include "support/tables_fixture.h"
#include "table_map.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *scratch_dir;

/* Fanorona on 3 x 3 points (every position of the game: 8 pieces) */
#define FANORONA3 KHARBAGA_SOURCE_DIR "/variants/fanorona_3x3.lua"

/* One comparison: a game, a ruleset, rule changes, the most pieces. */
typedef struct Case {
    const char *game, *ruleset;
    int pieces;
    const char *changes[4];
    int nchanges;
} Case;

static Case cases[] = {
    {"felli", "standard", 4, {0}, 0},
    {"felli", "bouhajbane", 4, {0}, 0},
    {"felli", "simplified", 4, {0}, 0},
    {"felli", "standard", 4, {"blocked=draw", "king=short"}, 2},
    {FANORONA3, "no_opening_rule", 8, {0}, 0},
    {FANORONA3, "standard", 7, {0}, 0},
    {FANORONA3, "no_opening_rule", 8, {"removal=end", "chain=single"}, 2},
};
static int ncases = sizeof cases / sizeof cases[0];
static Case arg_case; /* from the command line */

static GameDef *load_game(const Case *c)
{
    return fixture_load_game(c->game, c->ruleset, c->changes, c->nchanges);
}

/* Builds every slice of ctx's plan in order, attaching each, and verifies each. */
static void build_all(Egtb *ctx)
{
    EgtbSlice plan[4096];
    int n = egtb_plan(ctx, plan, 4096);
    assert_true(n > 0 && n <= 4096);
    for (int i = 0; i < n; i++) {
        EgtbTable t;
        EgtbStats stats;
        Err err = {0};
        char name[EGTB_SLICE_TEXT];
        egtb_slice_text(plan[i], name);
        if (!egtb_build(ctx, plan[i], 1, &t, &stats, &err))
            fail_msg("slice %s: %s", name, err.msg);
        assert_int_equal(stats.positions, t.size);
        assert_int_equal(t.positions, egtb_slice_positions(ctx, plan[i]));
        assert_int_equal(t.positions_of[0] + t.positions_of[1] + t.positions_of[2], t.positions);
        assert_true(egtb_attach(ctx, &t));
        uint64_t bad, first;
        if (!egtb_verify(ctx, egtb_table(ctx, plan[i]), &bad, &first, &err))
            fail_msg("verify %s: %s", name, err.msg);
        if (bad)
            fail_msg("verify %s: %llu values disagree, the first at index %llu", name, (unsigned long long)bad,
                     (unsigned long long)first);
    }
}

static const char *value_name(int v) { return v == BRUTE_WIN ? "win" : v == BRUTE_LOSS ? "loss" : "draw"; }

/* Every position of the brute-force graph (with pieces on both sides) against the tables. */
static void compare_all(const Egtb *ctx, const Brute *b, const Case *c)
{
    uint64_t compared = 0;
    for (uint32_t i = 0; i < b->nnodes; i++) {
        const BruteNode *n = &b->nodes[i];
        Position pos = {.side = n->side};
        memcpy(pos.men, n->men, sizeof pos.men);
        memcpy(pos.kings, n->kings, sizeof pos.kings);
        if (!egtb_slice_valid(ctx, egtb_slice_of(&pos), NULL))
            continue; /* a side without pieces, or with more than the game's start gives it */
        EgtbValue got;
        assert_true(egtb_probe(ctx, &pos, &got));
        int want_wdl = n->value == BRUTE_WIN ? EGTB_WIN : n->value == BRUTE_LOSS ? EGTB_LOSS : EGTB_DRAW;
        int want_dist = n->value == BRUTE_DRAW ? 0 : n->dist;
        if ((int)got.wdl != want_wdl || got.dist != want_dist) {
            char text[512];
            position_to_text(egtb_variant(ctx), &pos, text, sizeof text);
            fail_msg("%s %s: %s: tables %s in %d, brute force %s in %d", c->game, c->ruleset, text,
                     value_name(got.wdl == EGTB_WIN ? BRUTE_WIN : got.wdl == EGTB_LOSS ? BRUTE_LOSS : BRUTE_DRAW),
                     got.dist, value_name(n->value), want_dist);
        }
        compared++;
    }
    const char *game = strrchr(c->game, '/') ? strrchr(c->game, '/') + 1 : c->game;
    print_message("%s %s%s%s, %d pieces: %llu positions agree (%d iterations)\n", game, c->ruleset,
                  c->nchanges ? " with " : "", c->nchanges ? c->changes[0] : "", c->pieces,
                  (unsigned long long)compared, b->iterations);
    assert_true(compared > 0);
}

static void run_case(const Case *c)
{
    GameDef *def = load_game(c);
    Err err = {0};
    if (!egtb_supported(&def->variant, c->pieces, false, &err))
        fail_msg("%s: %s", c->game, err.msg);
    Egtb *ctx = egtb_new(&def->variant, def->id, c->pieces, &err);
    assert_non_null(ctx);
    assert_true(egtb_mirrored(ctx)); /* every case keeps the mirror: the folded index is compared */
    build_all(ctx);
    Brute b;
    assert_true(brute_solve(&b, &def->variant, c->pieces));
    compare_all(ctx, &b, c);
    brute_free(&b);
    egtb_free(ctx);
    fixture_release_game(def);
}

static void test_against_brute_force(void **state)
{
    (void)state;
    if (arg_case.game) {
        run_case(&arg_case);
        return;
    }
    for (int i = 0; i < ncases; i++)
        run_case(&cases[i]);
}

/* The left-right image of a point, from the board's coordinates alone. */
static int image_point(const Board *b, int p)
{
    int xmin = b->x[p], xmax = b->x[p], q;
    BITS_FOREACH(q, b->all)
    {
        xmin = b->x[q] < xmin ? b->x[q] : xmin;
        xmax = b->x[q] > xmax ? b->x[q] : xmax;
    }
    BITS_FOREACH(q, b->all)
    if (b->x[q] == xmin + xmax - b->x[p] && b->y[q] == b->y[p])
        return q;
    fail_msg("point %s has no image", b->name[p]);
    return -1;
}

static Bits image_bits(const Board *b, Bits set)
{
    Bits out = bits_empty();
    int p;
    BITS_FOREACH(p, set)
    bits_add(&out, image_point(b, p));
    return out;
}

static Position image_of(const Board *b, const Position *pos)
{
    Position img = *pos;
    for (int s = 0; s < 2; s++) {
        img.men[s] = image_bits(b, pos->men[s]);
        img.kings[s] = image_bits(b, pos->kings[s]);
    }
    return img;
}

static bool same_pieces(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++)
        if (!bits_equal(a->men[s], b->men[s]) || !bits_equal(a->kings[s], b->kings[s]))
            return false;
    return true;
}

/* rank(unrank(i)) == i over whole slices, unrank gives the slice's material, and where the index
 * folds the mirror, a position's image has its index: each entry stands for one position or two,
 * and the entries together for every position of the slice once. */
static void test_rank_unrank(void **state)
{
    (void)state;
    Case c = {"kharbaga", "standard", 4, {0}, 0};
    GameDef *def = load_game(&c);
    const Board *b = &def->variant.board;
    Egtb *ctx = egtb_new(&def->variant, def->id, 4, NULL);
    assert_non_null(ctx);
    assert_true(egtb_mirrored(ctx));
    EgtbSlice slices[] = {{{1, 1, 1, 0}}, {{0, 2, 1, 1}}, {{2, 0, 0, 2}}, {{1, 0, 1, 0}}, {{0, 0, 2, 1}}};
    for (size_t s = 0; s < sizeof slices / sizeof slices[0]; s++) {
        uint64_t size = egtb_slice_size(ctx, slices[s]), positions = 0;
        assert_true(size > 0);
        for (uint64_t i = 0; i < size; i++) {
            Position pos;
            egtb_unrank(ctx, slices[s], i, &pos);
            assert_memory_equal(egtb_slice_of(&pos).n, slices[s].n, EGTB_GROUPS);
            assert_int_equal(egtb_rank(ctx, slices[s], &pos), i);
            Position img = image_of(b, &pos);
            positions += 1;
            if (egtb_rank(ctx, slices[s], &img) == i) {
                positions += !same_pieces(&img, &pos); /* the entry stands for the image too */
            } else {
                Position back;
                egtb_unrank(ctx, slices[s], egtb_rank(ctx, slices[s], &img), &back);
                assert_true(same_pieces(&back, &img)); /* the image has an entry of its own */
            }
        }
        assert_int_equal(positions, egtb_slice_positions(ctx, slices[s]));
    }
    /* 1m0k-1m0k on 41 points: 41 * 40 placements, two sides to move; stored, South's man on one
     * of the 5 points of the middle column or of 18 pairs of a point and its image */
    assert_int_equal(egtb_slice_positions(ctx, slices[3]), 41 * 40 * 2);
    assert_int_equal(egtb_slice_size(ctx, slices[3]), (5 + 18) * 40 * 2);
    egtb_free(ctx);
    fixture_release_game(def);
}

/* A rule that breaks the mirror (Felli's crowning points on one side only) leaves the index
 * unfolded, and its tables still agree with their verifier. */
static void test_no_mirror(void **state)
{
    (void)state;
    char path[4200];
    snprintf(path, sizeof path, "%s/felli_leaning.lua", scratch_dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "return variant { extends = \"felli\", id = \"felli_leaning\", name = \"Felli leaning\",\n"
               "  crown = { south = { \"a5\" }, north = { \"a1\", \"e1\" } }, lessons = {} }\n");
    assert_int_equal(fclose(f), 0);
    Case lean = {path, "standard", 3, {0}, 0}, even = {"felli", "standard", 3, {0}, 0};
    GameDef *def = load_game(&lean), *def2 = load_game(&even);
    Egtb *ctx = egtb_new(&def->variant, def->id, 3, NULL), *ctx2 = egtb_new(&def2->variant, def2->id, 3, NULL);
    assert_false(egtb_mirrored(ctx));
    assert_true(egtb_mirrored(ctx2));
    EgtbSlice s = {{2, 0, 1, 0}};
    assert_int_equal(egtb_slice_size(ctx, s), egtb_slice_positions(ctx, s));
    assert_true(egtb_slice_size(ctx2, s) < egtb_slice_positions(ctx2, s));
    assert_int_equal(egtb_slice_positions(ctx, s), egtb_slice_positions(ctx2, s));
    build_all(ctx);
    egtb_free(ctx);
    egtb_free(ctx2);
    fixture_release_game(def);
    fixture_release_game(def2);
    remove(path);
}

/* The plan puts every slice after each slice it leads to. */
static void test_plan_order(void **state)
{
    (void)state;
    Case c = {"felli", "standard", 5, {0}, 0};
    GameDef *def = load_game(&c);
    Egtb *ctx = egtb_new(&def->variant, def->id, 5, NULL);
    EgtbSlice plan[1024];
    int n = egtb_plan(ctx, plan, 1024);
    assert_true(n > 10 && n < 1024);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            assert_false(egtb_slice_leads_to(plan[i], plan[j]));
    EgtbSlice s;
    assert_true(egtb_slice_parse("2m1k-1m0k", &s, NULL));
    assert_int_equal(s.n[0], 2);
    assert_int_equal(s.n[1], 1);
    assert_int_equal(s.n[2], 1);
    assert_int_equal(s.n[3], 0);
    Err err = {0};
    assert_false(egtb_slice_parse("2m1k", &s, &err));
    assert_non_null(strstr(err.msg, "slice '2m1k': expected"));
    assert_false(egtb_slice_valid(ctx, (EgtbSlice){{0, 0, 2, 0}}, &err));
    assert_non_null(strstr(err.msg, "each side needs a piece"));
    egtb_free(ctx);
    fixture_release_game(def);
}

/* ---- files ---- */

static void write_bytes(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

static char *read_bytes(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(*n ? *n : 1);
    assert_int_equal(fread(data, 1, *n, f), *n);
    fclose(f);
    return data;
}

/* Expects the read of path as slice s, and its mapping, to fail with a message holding
 * `needle`. */
static void expect_refused(const Egtb *ctx, EgtbSlice s, const char *path, const char *needle)
{
    for (int mapped = 0; mapped < 2; mapped++) {
        EgtbTable t;
        Err err = {0};
        assert_false(mapped ? table_map(ctx, s, path, &t, &err) : egtb_file_read(ctx, s, path, &t, &err));
        if (!strstr(err.msg, needle))
            fail_msg("expected '%s' in: %s", needle, err.msg);
        assert_null(strchr(err.msg, '\n'));
    }
}

/* The table at path, read and mapped, holds t's values. */
static void expect_file_holds(const Egtb *ctx, const EgtbTable *t, const char *path)
{
    for (int mapped = 0; mapped < 2; mapped++) {
        EgtbTable back;
        Err err = {0};
        if (!(mapped ? table_map(ctx, t->slice, path, &back, &err) : egtb_file_read(ctx, t->slice, path, &back, &err)))
            fail_msg("%s", err.msg);
        assert_true(mapped ? back.image != NULL : back.image == NULL);
        assert_int_equal(back.size, t->size);
        assert_memory_equal(back.count, t->count, sizeof t->count);
        assert_memory_equal(back.wdl, t->wdl, (size_t)(t->size + 3) / 4);
        assert_memory_equal(back.dist, t->dist, (size_t)t->size * (size_t)t->dist_bytes);
        egtb_table_free(&back);
        assert_null(back.wdl);
        assert_null(back.image);
    }
}

static void test_files(void **state)
{
    (void)state;
    Case c = {"felli", "standard", 3, {0}, 0}, other = {"felli", "bouhajbane", 3, {0}, 0};
    GameDef *def = load_game(&c), *def2 = load_game(&other);
    Egtb *ctx = egtb_new(&def->variant, def->id, 3, NULL), *ctx2 = egtb_new(&def2->variant, def2->id, 3, NULL);
    assert_int_not_equal(egtb_key(ctx), egtb_key(ctx2));
    build_all(ctx);
    EgtbSlice s = {{1, 1, 1, 0}}, s2 = {{1, 0, 1, 1}};
    const EgtbTable *t = egtb_table(ctx, s);
    char path[4200], other_path[4200], bad_path[4300];
    assert_true(egtb_file_path(ctx, scratch_dir, s, path, sizeof path));
    Err err = {0};
    if (!egtb_file_write(ctx, t, path, &err))
        fail_msg("%s", err.msg);
    expect_file_holds(ctx, t, path);

    size_t n;
    char *data = read_bytes(path, &n);
    snprintf(bad_path, sizeof bad_path, "%s/damaged.egtb", scratch_dir);
    data[n - 5] ^= 0x40; /* a value flipped */
    write_bytes(bad_path, data, n);
    expect_refused(ctx, s, bad_path, "damaged (its values' checksum");
    data[n - 5] ^= 0x40;
    data[200] ^= 1; /* the header */
    write_bytes(bad_path, data, n);
    expect_refused(ctx, s, bad_path, "damaged (its header's checksum");
    data[200] ^= 1;
    write_bytes(bad_path, data, n - 100); /* a copy that stopped */
    expect_refused(ctx, s, bad_path, "cut short");
    write_bytes(bad_path, "hello\n", 6);
    expect_refused(ctx, s, bad_path, "not a kharbaga table");
    write_bytes(bad_path, "", 0); /* a file that cannot be mapped: read, and refused the same */
    expect_refused(ctx, s, bad_path, "not a kharbaga table");
    char *longer = malloc(n + 3);
    memcpy(longer, data, n);
    memcpy(longer + n, "xyz", 3);
    write_bytes(bad_path, longer, n + 3);
    expect_refused(ctx, s, bad_path, "longer than its header says");
    free(longer);
    /* the file under the other rule choice's name: refused by its header */
    assert_true(egtb_file_path(ctx2, scratch_dir, s, other_path, sizeof other_path));
    write_bytes(other_path, data, n);
    expect_refused(ctx2, s, other_path, "under other rules");
    /* another slice's file */
    expect_refused(ctx, s2, path, "holds another slice");
    free(data);
    remove(bad_path);
    remove(other_path);
    remove(path);
    egtb_free(ctx);
    egtb_free(ctx2);
    fixture_release_game(def);
    fixture_release_game(def2);
}

/* A build whose tables it needs are missing says which. */
static void test_missing_dependency(void **state)
{
    (void)state;
    Case c = {"felli", "standard", 3, {0}, 0};
    GameDef *def = load_game(&c);
    Egtb *ctx = egtb_new(&def->variant, def->id, 3, NULL);
    EgtbTable t;
    EgtbStats stats;
    Err err = {0};
    assert_false(egtb_build(ctx, (EgtbSlice){{2, 0, 1, 0}}, 1, &t, &stats, &err));
    assert_non_null(strstr(err.msg, "its table is needed first"));
    egtb_free(ctx);
    fixture_release_game(def);
}

/* Every slice of ctx's plan built on `jobs` threads and attached, each written into its file
 * under dir (made if missing). */
static void build_on(Egtb *ctx, int jobs, const char *dir)
{
    EgtbSlice plan[4096];
    int n = egtb_plan(ctx, plan, 4096);
    assert_true(n > 0 && n <= 4096);
    assert_true(mkdir(dir, 0777) == 0 || errno == EEXIST);
    for (int i = 0; i < n; i++) {
        EgtbTable t;
        EgtbStats stats;
        Err err = {0};
        char path[4200];
        if (!egtb_build(ctx, plan[i], jobs, &t, &stats, &err))
            fail_msg("%d jobs: %s", jobs, err.msg);
        assert_true(egtb_file_path(ctx, dir, plan[i], path, sizeof path));
        if (!egtb_file_write(ctx, &t, path, &err))
            fail_msg("%s", err.msg);
        assert_true(egtb_attach(ctx, &t));
    }
}

/* Two tables of one slice, the same in every value, distance and count. */
static void expect_same_table(const EgtbTable *a, const EgtbTable *b, const char *name, int jobs)
{
    if (a->size != b->size || a->max_dist != b->max_dist || a->dist_bytes != b->dist_bytes ||
        memcmp(a->count, b->count, sizeof a->count) != 0)
        fail_msg("slice %s on %d threads: its counts differ from one thread's", name, jobs);
    for (uint64_t i = 0; i < a->size; i++) {
        EgtbValue x = egtb_table_value(a, i), y = egtb_table_value(b, i);
        if (x.wdl != y.wdl || x.dist != y.dist)
            fail_msg("slice %s index %llu: one thread %d in %d, %d threads %d in %d", name, (unsigned long long)i,
                     (int)x.wdl, x.dist, jobs, (int)y.wdl, y.dist);
    }
}

/* The file of slice s under dir2 the same, byte for byte, as under dir1; then removed. */
static void expect_same_file(const Egtb *ctx, EgtbSlice s, const char *dir1, const char *dir2)
{
    char p1[4200], p2[4200];
    assert_true(egtb_file_path(ctx, dir1, s, p1, sizeof p1));
    assert_true(egtb_file_path(ctx, dir2, s, p2, sizeof p2));
    size_t n1, n2;
    char *a = read_bytes(p1, &n1), *b = read_bytes(p2, &n2);
    assert_int_equal(n1, n2);
    assert_memory_equal(a, b, n1);
    free(a);
    free(b);
    remove(p2);
}

/* The tables built on 2 and 3 threads are those of one, value for value and file for file:
 * Kharbaga's of at most 3 pieces (flying Mullahs; slices of up to 63,960 positions, shared out
 * in blocks of 256 and more) and Felli's of at most 4. */
static void test_jobs_same_tables(void **state)
{
    (void)state;
    Case games[] = {{"kharbaga", "standard", 3, {0}, 0}, {"felli", "standard", 4, {0}, 0}};
    for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
        GameDef *def = load_game(&games[g]);
        Egtb *one = egtb_new(&def->variant, def->id, games[g].pieces, NULL);
        char dir1[4200], dirn[4200], path[4200];
        snprintf(dir1, sizeof dir1, "%s/jobs-1", scratch_dir);
        build_on(one, 1, dir1);
        EgtbSlice plan[4096];
        int n = egtb_plan(one, plan, 4096);
        for (int jobs = 2; jobs <= 3; jobs++) {
            Egtb *many = egtb_new(&def->variant, def->id, games[g].pieces, NULL);
            snprintf(dirn, sizeof dirn, "%s/jobs-%d", scratch_dir, jobs);
            build_on(many, jobs, dirn);
            for (int i = 0; i < n; i++) {
                char name[EGTB_SLICE_TEXT];
                egtb_slice_text(plan[i], name);
                expect_same_table(egtb_table(one, plan[i]), egtb_table(many, plan[i]), name, jobs);
                expect_same_file(one, plan[i], dir1, dirn);
            }
            egtb_free(many);
        }
        for (int i = 0; i < n; i++)
            if (egtb_file_path(one, dir1, plan[i], path, sizeof path))
                remove(path);
        print_message("%s, %d pieces: %d slices the same on 1, 2 and 3 threads\n", def->id, games[g].pieces, n);
        egtb_free(one);
        fixture_release_game(def);
    }
}

/* A build whose tables it needs are missing says which on any number of threads: that of the
 * first position in index order that needs one. Kharbaga's 2m0k-1m0k with the tables of 2
 * pieces (its captures) but none of its crownings: every block of the slice fails, a South man
 * crowning (1m1k-1m0k) or a North one (2m0k-0m1k). */
static void test_jobs_same_error(void **state)
{
    (void)state;
    Case c = {"kharbaga", "standard", 3, {0}, 0};
    GameDef *def = load_game(&c);
    Egtb *ctx = egtb_new(&def->variant, def->id, 3, NULL);
    EgtbTable t;
    EgtbStats stats;
    Err one = {0}, many = {0};
    EgtbSlice plan[64];
    int n = egtb_plan(ctx, plan, 64);
    for (int i = 0; i < n; i++)
        if (egtb_slice_pieces(plan[i]) == 2) {
            assert_true(egtb_build(ctx, plan[i], 1, &t, &stats, &one));
            assert_true(egtb_attach(ctx, &t));
        }
    assert_false(egtb_build(ctx, (EgtbSlice){{2, 0, 1, 0}}, 1, &t, &stats, &one));
    assert_non_null(strstr(one.msg, "its table is needed first"));
    for (int jobs = 2; jobs <= 4; jobs++) {
        assert_false(egtb_build(ctx, (EgtbSlice){{2, 0, 1, 0}}, jobs, &t, &stats, &many));
        assert_string_equal(many.msg, one.msg);
    }
    egtb_free(ctx);
    fixture_release_game(def);
}

/* Rules whose state goes beyond men and kings are refused, naming the rule. */
static void test_refused_rules(void **state)
{
    (void)state;
    struct {
        Case c;
        bool all;
        const char *rule;
    } refused[] = {
        {{"zamma", "monod", 4, {0}, 0}, false, "capture=huff"},
        {{"tuknanavuhpi", NULL, 4, {0}, 0}, false, "shrink"},
        {{"fanorona", NULL, 4, {0}, 0}, true, "first_capture=single"},
    };
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        GameDef *def = load_game(&refused[i].c);
        Err err = {0};
        assert_false(egtb_supported(&def->variant, refused[i].c.pieces, refused[i].all, &err));
        if (!strstr(err.msg, refused[i].rule))
            fail_msg("%s: expected %s in: %s", refused[i].c.game, refused[i].rule, err.msg);
        fixture_release_game(def);
    }
    /* Fanorona's opening rule does not matter with few pieces */
    Case few = {"fanorona", NULL, 4, {0}, 0};
    GameDef *def = load_game(&few);
    assert_true(egtb_supported(&def->variant, 4, false, NULL));
    fixture_release_game(def);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: test_solve DIR [GAME RULESET PIECES [key=value...]]\n");
        return 2;
    }
    scratch_dir = argv[1];
    if (mkdir(scratch_dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: %s\n", scratch_dir, strerror(errno));
        return 1;
    }
    if (argc >= 5) {
        arg_case = (Case){argv[2], argv[3], atoi(argv[4]), {0}, 0};
        for (int i = 5; i < argc && arg_case.nchanges < 4; i++)
            arg_case.changes[arg_case.nchanges++] = argv[i];
        const struct CMUnitTest one[] = {cmocka_unit_test(test_against_brute_force)};
        return cmocka_run_group_tests(one, NULL, NULL);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rank_unrank),     cmocka_unit_test(test_no_mirror), cmocka_unit_test(test_plan_order),
        cmocka_unit_test(test_files),           cmocka_unit_test(test_missing_dependency),
        cmocka_unit_test(test_refused_rules),   cmocka_unit_test(test_jobs_same_tables),
        cmocka_unit_test(test_jobs_same_error), cmocka_unit_test(test_against_brute_force),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
