/*
 * test_revisit.c — the rules that refuse chains and steps (docs/rules.md#options): chain_revisit,
 * chain_direction, piece_revisit and far_row_steps, each on a small position of the 5 × 5
 * Alquerque drawing; and the pieces' memory that piece_revisit keeps (core/memory.h): make and
 * unmake restore it, and the hash follows it.
 *
 *     5  a5 b5 c5 d5 e5     diagonals through a1, c1, e1, b2, d2, a3, c3, e3, b4, d4, a5, c5, e5
 *     4  a4 b4 c4 d4 e4
 *     3  a3 b3 c3 d3 e3     South (Black, B) moves up; North is White (W)
 *     2  a2 b2 c2 d2 e2
 *     1  a1 b1 c1 d1 e1
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "move.h"
#include "movegen.h"
#include "notation.h"
#include "rng.h"
#include "support/fixture.h"

typedef struct Fix {
    Variant v;
    Position pos;
    MoveList list;
    PieceMemory *memory;
} Fix;

static int setup(void **state)
{
    Fix *f = fixture_open(sizeof(Fix), FIXTURE_ALQUERQUE5);
    f->memory = memory_new();
    assert_non_null(f->memory);
    f->v.memory = f->memory;
    fixture_rule(&f->v, "men_move", "any");
    fixture_rule(&f->v, "majority", "none"); /* Murray's Alquerque, as Bell's rules start from */
    fixture_rule(&f->v, "king", "none");
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fix *f = *state;
    memory_free(f->memory);
    movelist_free(&f->list);
    return fixture_teardown(state);
}

/* ---- helpers ---- */

static int compare_text(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* Reads position (every piece with no past) and asserts its legal moves are exactly want[0..n-1]
 * in full notation, any order. */
static void expect_moves(Fix *f, const char *position, const char *const *want, int n)
{
    memory_reset(f->memory);
    fixture_position(&f->v, position, &f->pos);
    movegen_legal(&f->v, &f->pos, &f->list);
    char got[64][128], gs[4096] = "", ws[4096] = "";
    char *g[64], *w[64];
    assert_true(f->list.n <= 64 && n <= 64);
    for (int i = 0; i < f->list.n; i++) {
        assert_true(movelist_text(&f->v, &f->list, i, got[i], sizeof got[i]));
        g[i] = got[i];
    }
    for (int i = 0; i < n; i++)
        w[i] = (char *)want[i];
    qsort(g, (size_t)f->list.n, sizeof g[0], compare_text);
    qsort(w, (size_t)n, sizeof w[0], compare_text);
    for (int i = 0; i < f->list.n; i++)
        strcat(strcat(gs, " "), g[i]);
    for (int i = 0; i < n; i++)
        strcat(strcat(ws, " "), w[i]);
    if (strcmp(gs, ws) != 0)
        fail_msg("moves of %s\n got :%s\n want:%s", position, gs, ws);
}

#define EXPECT_MOVES(f, position, ...)                                                                                \
    expect_moves(f, position, (const char *const[]){__VA_ARGS__},                                                     \
                 (int)(sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *)))

/* Plays the legal move written `text` in f->pos. */
static void play(Fix *f, const char *text, Undo *undo, Move *made)
{
    Err err;
    movegen_legal(&f->v, &f->pos, &f->list);
    int k = move_parse(&f->v, &f->list, text, &err);
    if (k < 0)
        fail_msg("%s: %s", text, err.msg);
    *made = f->list.moves[k];
    position_make(&f->v, &f->pos, made, &f->list.details[k], undo);
    assert_true(position_is_ok(&f->v, &f->pos));
}

/* ---- chain_revisit ---- */

/* A chain may not land twice on one point: the one that goes round the triangle a3-c3-a5 (either
 * way round: one move) is refused whole (its prefixes are no moves, since it must go on), and
 * only a1xa3xc5 is left. */
static void chain_revisit_refuses_a_second_landing(void **state)
{
    Fix *f = *state;
    const char *pos = "W:Wa1,e1:Ba2,b3,b4,a4,e5";
    EXPECT_MOVES(f, pos, "a1xa3xc5", "a1xa3xc3xa5xa3");
    fixture_rule(&f->v, "chain_revisit", "forbidden");
    EXPECT_MOVES(f, pos, "a1xa3xc5");
}

/* A chain may not come back to its start; if that leaves no capture, the player steps. */
static void chain_revisit_refused_loop_leaves_the_steps(void **state)
{
    Fix *f = *state;
    const char *pos = "W:Wc3,e1:Ba4,b3,b4,c5,e5";
    memory_reset(f->memory);
    fixture_position(&f->v, pos, &f->pos);
    assert_int_equal(movegen_legal(&f->v, &f->pos, &f->list), 1); /* the loop alone */
    assert_int_equal(f->list.moves[0].from, f->list.moves[0].to);
    fixture_rule(&f->v, "chain_revisit", "forbidden");
    EXPECT_MOVES(f, pos, "c3-c4", "c3-d4", "c3-d3", "c3-c2", "c3-b2", "c3-d2", "e1-d1", "e1-e2", "e1-d2");
}

/* A refused chain still sets the majority rule's bar: the captures it outnumbers go too. */
static void chain_revisit_refused_chain_keeps_the_majority_bar(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "majority", "count");
    fixture_rule(&f->v, "chain_revisit", "forbidden");
    /* the only largest capture lands on a3 twice; a1xa3xc5 takes fewer, so no capture is left */
    const char *pos = "W:Wa1,e1:Ba2,b3,b4,a4,e5";
    memory_reset(f->memory);
    fixture_position(&f->v, pos, &f->pos);
    int n = movegen_legal(&f->v, &f->pos, &f->list);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_int_equal(f->list.moves[i].ncaptured, 0);
}

/* ---- chain_direction ---- */

/* Two jumps in a row may not go the same way: a1xa3xa5 is refused, a1xa3xc5 turns and stays. */
static void chain_direction_change_refuses_a_straight_chain(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "chain_direction", "change");
    EXPECT_MOVES(f, "W:Wa1,e1:Ba2,b4,e5", "a1xa3xc5");
    memory_reset(f->memory);
    fixture_position(&f->v, "W:Wa1,e1:Ba2,a4,e5", &f->pos);
    int n = movegen_legal(&f->v, &f->pos, &f->list);
    assert_true(n > 0); /* a1xa3xa5 refused whole: the player steps */
    for (int i = 0; i < n; i++)
        assert_int_equal(f->list.moves[i].ncaptured, 0);
}

/* ---- far_row_steps ---- */

/* A man on its far row moves only to capture: South's b5 may not step, d1 may; North's b1,
 * on its own far row, still captures. (Here South is Black, moving up.) */
static void far_row_steps_forbidden_freezes_the_far_row(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "men_move", "forward_sideways");
    EXPECT_MOVES(f, "B:Bb5,d1:Wb1,e4", "b5-a5", "b5-c5", "d1-c1", "d1-e1", "d1-d2");
    fixture_rule(&f->v, "far_row_steps", "forbidden");
    EXPECT_MOVES(f, "B:Bb5,d1:Wb1,e4", "d1-c1", "d1-e1", "d1-d2");
    EXPECT_MOVES(f, "W:Bc1:Wb1,e4", "b1xd1");
}

/* ---- piece_revisit ---- */

/* After c1-b1 the piece on b1 may not step back to c1; another piece may go there. */
static void piece_revisit_forbidden_remembers_the_piece(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "piece_revisit", "forbidden");
    memory_reset(f->memory);
    fixture_position(&f->v, "W:Wa1,c1:Be5", &f->pos);
    Undo undo[3];
    Move made[3];
    play(f, "c1-b1", &undo[0], &made[0]);
    play(f, "e5-e4", &undo[1], &made[1]);
    movegen_legal(&f->v, &f->pos, &f->list);
    char text[128];
    bool b1_c1 = false, a1_b2 = false;
    for (int i = 0; i < f->list.n; i++) {
        assert_true(movelist_text(&f->v, &f->list, i, text, sizeof text));
        b1_c1 |= !strcmp(text, "b1-c1");
        a1_b2 |= !strcmp(text, "a1-b2");
    }
    assert_false(b1_c1);
    assert_true(a1_b2);
    play(f, "a1-b2", &undo[2], &made[2]); /* b2 was never a1's piece's */
    for (int i = 2; i >= 0; i--)
        position_unmake(&f->v, &f->pos, &made[i], &undo[i]);
    for (int p = 0; p < MAX_POINTS; p++)
        assert_false(bits_any(f->memory->trail[p]));
}

/* The pieces' past is in the hash: the same pieces reached with a different past hash apart,
 * and a fresh memory adds nothing. */
static void piece_revisit_memory_is_in_the_hash(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "piece_revisit", "forbidden");
    memory_reset(f->memory);
    fixture_position(&f->v, "W:Wc1:Be5", &f->pos);
    Variant *plain = malloc(sizeof *plain); /* large: not on the stack */
    assert_non_null(plain);
    *plain = f->v;
    plain->memory = NULL;
    assert_int_equal(f->pos.hash, position_compute_hash(plain, &f->pos));
    Undo undo[2];
    Move made[2];
    play(f, "c1-b1", &undo[0], &made[0]);
    play(f, "e5-e4", &undo[1], &made[1]);
    Position fresh;
    fixture_position(plain, "W:Wb1:Be4", &fresh);
    assert_true(f->pos.hash != fresh.hash);
    assert_int_equal(f->pos.hash, position_compute_hash(&f->v, &f->pos));
    position_unmake(&f->v, &f->pos, &made[1], &undo[1]);
    position_unmake(&f->v, &f->pos, &made[0], &undo[0]);
    assert_int_equal(f->pos.hash, position_compute_hash(plain, &f->pos));
    free(plain);
}

/* A random game under Bell's rules, made and then unmade move by move: every position and every
 * memory comes back as it was, and at every ply the hash is the one computed from scratch. */
static void make_unmake_restores_the_memory(void **state)
{
    Fix *f = *state;
    fixture_rule(&f->v, "men_move", "forward_sideways");
    fixture_rule(&f->v, "chain_revisit", "forbidden");
    fixture_rule(&f->v, "piece_revisit", "forbidden");
    fixture_rule(&f->v, "far_row_steps", "forbidden");
    enum { PLIES = 60 };
    static Position seen[PLIES + 1];
    static PieceMemory kept[PLIES + 1];
    static Move made[PLIES];
    static Undo undo[PLIES];
    for (uint64_t seed = 1; seed <= 20; seed++) {
        Rng rng;
        rng_seed(&rng, seed);
        memory_reset(f->memory);
        position_start(&f->v, &f->pos);
        int plies = 0;
        for (; plies < PLIES; plies++) {
            seen[plies] = f->pos;
            memcpy(kept[plies].trail, f->memory->trail, sizeof kept[plies].trail);
            int n = movegen_legal(&f->v, &f->pos, &f->list);
            if (n == 0)
                break;
            int i = rng_below(&rng, n);
            made[plies] = f->list.moves[i];
            position_make(&f->v, &f->pos, &made[plies], &f->list.details[i], &undo[plies]);
            assert_true(position_is_ok(&f->v, &f->pos));
        }
        assert_true(plies > 10);
        for (int i = plies - 1; i >= 0; i--) {
            position_unmake(&f->v, &f->pos, &made[i], &undo[i]);
            assert_true(position_identical(&f->pos, &seen[i]));
            assert_memory_equal(f->memory->trail, kept[i].trail, sizeof kept[i].trail);
        }
        assert_int_equal(f->memory->nsaved, 0);
    }
}

/* The engine refuses, in one line naming the rule, the memory of a flying king's captures. */
static void piece_revisit_refuses_flying_kings(void **state)
{
    Fix *f = *state;
    f->v.rules.piece_revisit = PIECE_REVISIT_FORBIDDEN;
    f->v.rules.king = KING_FLYING;
    Err err = {0};
    assert_false(variant_conclude(&f->v, &err));
    assert_non_null(strstr(err.msg, "piece_revisit=forbidden: not with king=flying"));
    f->v.rules.king = KING_SHORT;
    assert_true(variant_conclude(&f->v, &err));
}

/* The same for captures by approach and withdrawal, whose generator keeps no memory. */
static void piece_revisit_refuses_approach_captures(void **state)
{
    Fix *f = *state;
    f->v.rules.piece_revisit = PIECE_REVISIT_FORBIDDEN;
    f->v.rules.king = KING_SHORT;
    f->v.rules.capture_by = CAPTURE_BY_APPROACH_WITHDRAWAL;
    Err err = {0};
    assert_false(variant_conclude(&f->v, &err));
    assert_non_null(strstr(err.msg, "piece_revisit=forbidden: not with capture_by=approach_withdrawal"));
    f->v.rules.capture_by = CAPTURE_BY_JUMP;
    assert_true(variant_conclude(&f->v, &err));
}

#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(chain_revisit_refuses_a_second_landing),
        T(chain_revisit_refused_loop_leaves_the_steps),
        T(chain_revisit_refused_chain_keeps_the_majority_bar),
        T(chain_direction_change_refuses_a_straight_chain),
        T(far_row_steps_forbidden_freezes_the_far_row),
        T(piece_revisit_forbidden_remembers_the_piece),
        T(piece_revisit_memory_is_in_the_hash),
        T(make_unmake_restores_the_memory),
        T(piece_revisit_refuses_flying_kings),
        T(piece_revisit_refuses_approach_captures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
