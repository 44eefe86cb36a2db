/*
 * test_naive.c — the engine's move generator checked against the independent naive one.
 *
 * usage: test_naive [--variant GAME [--bell]] [--counts] [FILE [MAX_DEPTH]]
 *   GAME       a game loaded from its Lua script (an id on KHARBAGA_PATH, or a .lua file); the
 *              file's rule pairs may then select a ruleset with "ruleset=NAME" (default: the
 *              Kharbaga board built in C, tests/support/boards.c, with the default rules of docs/rules.md)
 *   --bell     read every ruleset with hooks as Bell's Alquerque rules (without it, only a
 *              hooked ruleset named "bell" is)
 *   --counts   check nothing: print every case of FILE as a perft line with the naive counts at
 *              depths 1 to MAX_DEPTH (default 5) in place of the file's, and the seconds each
 *              depth took on a comment line below it (to write a golden file before the engine
 *              plays its rules; the file's own counts may be placeholders such as "D1 0")
 *   FILE       a golden perft file (default: tests/data/perft/kharbaga.perft of the source tree)
 *   MAX_DEPTH  only depths up to this are counted (default: every depth in the file)
 *
 * Checks: the naive generator reproduces docs/perft.md#reference-counts from Kharbaga's start (on the C board); for
 * every position of the file, naive and engine perft both equal the golden count at every depth;
 * and the two generators produce the same set of (from, to, captured, huffed) moves, with the
 * same crowning, at the root and at every node of the first two plies below it, and the same
 * positions after them (pieces, dead points, huffable pieces). A disagreement prints a divide.
 *
 * Bell mode (naive.h): a case whose rules set piece_revisit, chain_revisit, chain_direction or
 * far_row_steps away from their defaults (R. C. Bell's Alquerque, variants/alquerque.lua ruleset
 * bell, and each option alone) is compared in naive's Bell mode, which follows those options,
 * every piece of the case's position starting with no history. Hooks: the engine plays a
 * ruleset's Lua hooks; naive knows only one set of them, Bell's rules written as hooks, which it
 * plays in Bell mode with all three of Bell's rules: a case under a hooked ruleset named "bell" (or
 * any hooked ruleset with --bell); a case under other hooks fails, saying naive cannot follow
 * them. Under --variant, a game with a "bell" ruleset on the Alquerque board also replays the
 * example of docs/authoring.md §3 in both.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gamedef.h"
#include "movegen.h"
#include "perft/naive/naive.h"
#include "perft.h"
#include "support/boards.h"
#include "support/perftfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef KHARBAGA_SOURCE_DIR
#define KHARBAGA_SOURCE_DIR "."
#endif

enum { WALK_PLIES = 2 }; /* plies below the root where move lists are compared one by one */

static const char *file_path = KHARBAGA_SOURCE_DIR "/tests/data/perft/kharbaga.perft";
static const char *variant_name = NULL; /* --variant: a game loaded from its script */
static bool force_bell = false;         /* --bell: every hooked ruleset is Bell's */
static bool counts_only = false;        /* --counts: print the naive counts, check nothing */
static int max_depth = 64;

/* What every test reads: the board (Kharbaga's built in C, or a loaded game) and the cases. */
typedef struct Suite {
    Variant base;
    Variant v;    /* base with one case's rule changes */
    GameDef *def; /* the loaded game under --variant, else NULL */
    bool bell;    /* the case is compared in naive's Bell mode */
    bool hooked_bell; /* ... with Bell's rules written as hooks rather than as options */
    PieceMemory *memory; /* the engine's trails for the C board under piece_revisit=forbidden */
    PerftCase *cases;
    int ncases;
} Suite;

static int setup_suite(void **state)
{
    Suite *s = test_calloc(1, sizeof *s);
    if (variant_name) {
        char msg[LOADER_ERRLEN];
        s->def = malloc(sizeof *s->def);
        if (!s->def || !loader_load(variant_name, s->def, msg, sizeof msg)) {
            fprintf(stderr, "%s\n", s->def ? msg : "out of memory");
            free(s->def);
            test_free(s);
            return -1;
        }
        s->base = s->def->variant;
    } else {
        boards_kharbaga41(&s->base);
        s->memory = memory_new();
    }
    Err err;
    if (!perftfile_load(file_path, &s->cases, &s->ncases, &err)) {
        fprintf(stderr, "%s\n", err.msg);
        free(s->def);
        test_free(s);
        return -1;
    }
    *state = s;
    return 0;
}

static int teardown_suite(void **state)
{
    Suite *s = *state;
    free(s->cases);
    memory_free(s->memory);
    if (s->def)
        gamedef_release(s->def);
    free(s->def);
    test_free(s);
    return 0;
}

/* Under --variant: selects the case's ruleset ("ruleset=NAME") and rule changes on the game. */
static void select_case_rules(Suite *s, const PerftCase *c)
{
    const char *ruleset = NULL, *changes[PERFT_MAX_RULES];
    int nchanges = 0;
    for (int i = 0; i < c->nrules; i++) {
        if (!strncmp(c->rules[i], "ruleset=", 8))
            ruleset = c->rules[i] + 8;
        else
            changes[nchanges++] = c->rules[i];
    }
    Err err;
    if (!gamedef_select(s->def, ruleset, changes, nchanges, &err))
        fail_msg("%s: line %d: %s", file_path, c->line, err.msg);
    s->v = s->def->variant;
    const char *id = s->def->rulesets[s->def->ruleset].id;
    s->hooked_bell = s->v.hooks && (force_bell || !strcmp(id, "bell"));
    s->bell = s->hooked_bell || naive_bell_rules(&s->v);
    if (s->v.hooks && !s->hooked_bell)
        fail_msg("%s: line %d: ruleset %s has Lua hooks, which the naive generator cannot follow (it knows "
                 "only Bell's: ruleset bell, or --bell)",
                 file_path, c->line, id);
}

/* Sets s->v to the board with the case's rules and *pos to its position; fails the test on a bad
 * case, naming the file and line. */
static void load_case(Suite *s, const PerftCase *c, Position *pos)
{
    Err err;
    s->bell = s->hooked_bell = false;
    if (s->def) {
        select_case_rules(s, c);
    } else {
        s->v = s->base;
        for (int i = 0; i < c->nrules; i++)
            if (!rules_set_pair(&s->v.rules, c->rules[i], &err))
                fail_msg("%s: line %d: %s", file_path, c->line, err.msg);
        if (!variant_conclude(&s->v, &err))
            fail_msg("%s: line %d: %s", file_path, c->line, err.msg);
        s->bell = naive_bell_rules(&s->v);
        s->v.memory = s->memory;
    }
    if (s->v.memory)
        memory_reset(s->v.memory); /* every piece of the case starts with no history */
    if (!position_from_text(&s->v, c->position, pos, &err))
        fail_msg("%s: line %d: %s", file_path, c->line, err.msg);
}

/* ---- the naive generator, in Bell mode when bell is not NULL ---- */

static int naive_list(const Variant *v, const Position *pos, const NaiveBell *bell, NaiveMove *out)
{
    return bell ? naive_moves_bell(v, pos, bell, out, NAIVE_MAX_MOVES) : naive_moves(v, pos, out, NAIVE_MAX_MOVES);
}

/* The position after m; with bell, *after gets the histories after it. */
static Position naive_child(const Variant *v, const Position *pos, const NaiveBell *bell, const NaiveMove *m,
                            NaiveBell *after)
{
    return bell ? naive_make_bell(v, pos, bell, m, after) : naive_make(v, pos, m);
}

static uint64_t naive_count(const Variant *v, const Position *pos, const NaiveBell *bell, int depth)
{
    return bell ? naive_perft_bell(v, pos, bell, depth) : naive_perft(v, pos, depth);
}

/* The root histories of a case: NULL outside Bell mode, else every piece with none (a malloc'd
 * table the caller frees). */
static NaiveBell *root_bell(const Suite *s, const Position *pos)
{
    if (!s->bell)
        return NULL;
    NaiveBell *bell = malloc(sizeof *bell);
    assert_non_null(bell);
    naive_bell_init(&s->v, pos, bell);
    if (s->hooked_bell) /* the hooks hold Bell's three rules */
        bell->piece_revisit = bell->chain_revisit = bell->far_row_steps = true;
    return bell;
}

/* ---- move text and comparison ---- */

/* An engine move (m, detail d) as "a1xc3xe5" or "a1-b2", "+K" when crowning, "Ha9 " first when it
 * huffs a9, "{..}" after a capture by approach or withdrawal (its captured points). */
static void engine_move_text(const Variant *v, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    size_t used = 0;
    if (m->huffed != NO_POINT)
        used = (size_t)snprintf(buf, len, "H%s ", v->board.name[m->huffed]);
    if (used < len)
        used += (size_t)snprintf(buf + used, len - used, "%s", v->board.name[m->from]);
    if (m->npath == 0 && used < len)
        used += (size_t)snprintf(buf + used, len - used, "-%s", v->board.name[m->to]);
    for (int i = 0; i < m->npath && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "x%s", v->board.name[d->path[i]]);
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL && m->npath) { /* as naive_move_text */
        const char *sep = "{";
        for (int p = 0; p < v->board.npoints && used < len; p++)
            if (bits_has(m->captured, p)) {
                used += (size_t)snprintf(buf + used, len - used, "%s%s", sep, v->board.name[p]);
                sep = ",";
            }
        if (used < len)
            used += (size_t)snprintf(buf + used, len - used, "}");
    }
    if ((m->flags & MOVE_CROWN) && used < len)
        snprintf(buf + used, len - used, "+K");
}

static bool same_move(const NaiveMove *a, const Move *b)
{
    return a->from == b->from && a->to == b->to && a->huffed == b->huffed && bits_equal(a->captured, b->captured);
}

/* The index of the engine move equal to naive move m, or -1. */
static int find_engine_move(const MoveList *list, const NaiveMove *m)
{
    for (int i = 0; i < list->n; i++)
        if (same_move(m, &list->moves[i]))
            return i;
    return -1;
}

static int find_naive_move(const NaiveMove *moves, int n, const Move *m)
{
    for (int i = 0; i < n; i++)
        if (same_move(&moves[i], m))
            return i;
    return -1;
}

/* Prints both move lists of pos, marking the moves only one generator has. */
static void print_lists(const Variant *v, const Position *pos, const NaiveMove *moves, int n, const MoveList *list)
{
    char text[600], mt[256];
    position_to_text(v, pos, text, sizeof text);
    print_message("  position %s\n", text);
    for (int i = 0; i < n; i++) {
        naive_move_text(v, &moves[i], mt, sizeof mt);
        int k = find_engine_move(list, &moves[i]);
        bool crown_differs = k >= 0 && !!(list->moves[k].flags & MOVE_CROWN) != moves[i].crown;
        print_message("  naive  %-40s %s\n", mt, k < 0 ? "<- engine lacks it" : crown_differs ? "<- crowning differs" : "");
    }
    for (int i = 0; i < list->n; i++) {
        engine_move_text(v, &list->moves[i], &list->details[i], mt, sizeof mt);
        int k = find_naive_move(moves, n, &list->moves[i]);
        print_message("  engine %-40s %s\n", mt, k < 0 ? "<- naive lacks it" : "");
    }
}

/* True if both generators give the same moves in pos (printing both lists if not). */
static bool lists_agree(const Variant *v, const Position *pos, const NaiveMove *moves, int n, const MoveList *list)
{
    bool ok = n == list->n && !list->overflow;
    for (int i = 0; ok && i < n; i++) {
        int k = find_engine_move(list, &moves[i]);
        ok = k >= 0 && !!(list->moves[k].flags & MOVE_CROWN) == moves[i].crown;
    }
    if (!ok)
        print_lists(v, pos, moves, n, list);
    return ok;
}

static bool same_position(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++)
        if (!bits_equal(a->men[s], b->men[s]) || !bits_equal(a->kings[s], b->kings[s]))
            return false;
    return a->side == b->side && bits_equal(a->dead, b->dead) && bits_equal(a->huff, b->huff);
}

/* Compares the move lists of pos and, plies deep, of every position below it; false at the first
 * disagreement (after printing it). bell: the pieces' histories in Bell mode, else NULL; the
 * engine's hooks keep theirs as it makes and unmakes the same moves. */
static bool walk_agrees(const Variant *v, Position *pos, const NaiveBell *bell, int plies, NaiveMove *buf)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    NaiveBell *next_bell = bell ? malloc(sizeof *next_bell) : NULL;
    assert_non_null(list);
    assert_true(!bell || next_bell);
    movegen_legal(v, pos, list);
    int n = naive_list(v, pos, bell, buf);
    bool ok = lists_agree(v, pos, buf, n, list) && !list->hook_failed;
    for (int i = 0; ok && plies > 0 && i < n; i++) {
        int k = find_engine_move(list, &buf[i]);
        Position mine = naive_child(v, pos, bell, &buf[i], next_bell);
        Undo undo;
        position_make(v, pos, &list->moves[k], &list->details[k], &undo);
        ok = same_position(&mine, pos);
        if (!ok) {
            char a[600], b[600];
            position_to_text(v, &mine, a, sizeof a);
            position_to_text(v, pos, b, sizeof b);
            print_message("  after the same move: naive %s, engine %s\n", a, b);
        }
        ok = ok && walk_agrees(v, pos, next_bell, plies - 1, buf + NAIVE_MAX_MOVES);
        position_unmake(v, pos, &list->moves[k], &undo);
    }
    movelist_free(list);
    free(next_bell);
    return ok;
}

/* Prints, for each root move, the naive and engine counts depth - 1 plies below it. */
static void print_divide(const Variant *v, const Position *pos, const NaiveBell *bell, int depth)
{
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    MoveList storage = MOVELIST_INIT, *list = &storage;
    NaiveBell *child_bell = bell ? malloc(sizeof *child_bell) : NULL;
    assert_non_null(moves);
    assert_non_null(list);
    assert_true(!bell || child_bell);
    int n = naive_list(v, pos, bell, moves);
    movegen_legal(v, pos, list);
    print_message("  divide at depth %d (move: naive / engine):\n", depth);
    for (int i = 0; i < n; i++) {
        char mt[256];
        naive_move_text(v, &moves[i], mt, sizeof mt);
        Position child = naive_child(v, pos, bell, &moves[i], child_bell);
        uint64_t a = naive_count(v, &child, child_bell, depth - 1), b = 0;
        int k = find_engine_move(list, &moves[i]);
        if (k >= 0) {
            Position e = *pos;
            Undo undo;
            position_make(v, &e, &list->moves[k], &list->details[k], &undo);
            b = perft(v, &e, depth - 1, NULL);
            position_unmake(v, &e, &list->moves[k], &undo); /* the hooks' state goes back too */
        }
        print_message("  %-40s %llu / %llu%s\n", mt, (unsigned long long)a, (unsigned long long)b,
                      k < 0 ? " (engine lacks the move)" : a != b ? "  <-" : "");
    }
    free(moves);
    movelist_free(list);
    free(child_bell);
}

/* ---- tests ---- */

/* docs/perft.md#reference-counts: Kharbaga from the start, default rules, depths 1 to 9. */
static void naive_start_counts(void **state)
{
    static const uint64_t want[] = {3, 5, 7, 10, 26, 91, 251, 814, 2949};
    Suite *s = *state;
    if (s->def)
        skip(); /* a loaded game's start is in its own golden file */
    Position pos;
    position_start(&s->base, &pos);
    for (int d = 1; d <= 9; d++)
        if (naive_perft(&s->base, &pos, d) != want[d - 1])
            fail_msg("naive perft %d from the start = %llu, the reference count is %llu", d,
                     (unsigned long long)naive_perft(&s->base, &pos, d), (unsigned long long)want[d - 1]);
}

/* The file is the suite the brief asks for: enough positions, each with a description. */
static void golden_file_shape(void **state)
{
    Suite *s = *state;
    int least = s->def ? 1 : 40; /* Kharbaga's suite; a game's start file may hold one position */
    if (s->ncases < least)
        fail_msg("%s: %d positions, expected at least %d", file_path, s->ncases, least);
    for (int i = 0; i < s->ncases; i++)
        if (s->cases[i].comment[0] == '\0')
            fail_msg("%s: line %d: no '#' comment saying what the position tests", file_path, s->cases[i].line);
}

/* Counts one generator's perft for every case and depth against the file. */
static void check_counts(Suite *s, bool engine)
{
    int checked = 0, failed = 0;
    for (int i = 0; i < s->ncases; i++) {
        const PerftCase *c = &s->cases[i];
        Position pos;
        load_case(s, c, &pos);
        NaiveBell *bell = root_bell(s, &pos);
        for (int k = 0; k < c->ndepths; k++) {
            if (c->depth[k] > max_depth)
                continue;
            bool overflow = false;
            Position work = pos;
            uint64_t n = engine ? perft(&s->v, &work, c->depth[k], &overflow)
                                : naive_count(&s->v, &pos, bell, c->depth[k]);
            checked++;
            if (n == c->count[k] && !overflow)
                continue;
            print_message("%s: line %d (%s): %s perft %d = %llu%s, expected %llu\n", file_path, c->line, c->comment,
                          engine ? "engine" : "naive", c->depth[k], (unsigned long long)n,
                          overflow ? " (move list overflow)" : "", (unsigned long long)c->count[k]);
            print_divide(&s->v, &pos, bell, c->depth[k]);
            failed++;
            break;
        }
        free(bell);
    }
    print_message("%s: %d counts checked, %d positions disagree\n", engine ? "engine" : "naive", checked, failed);
    assert_int_equal(failed, 0);
    assert_true(checked > 0);
}

static void golden_counts_naive(void **state) { check_counts(*state, false); }

static void golden_counts_engine(void **state) { check_counts(*state, true); }

/* Move lists compared one by one at the root and WALK_PLIES plies below it. */
static void golden_move_lists(void **state)
{
    Suite *s = *state;
    NaiveMove *buf = malloc(sizeof *buf * NAIVE_MAX_MOVES * (WALK_PLIES + 1));
    assert_non_null(buf);
    int failed = 0;
    for (int i = 0; i < s->ncases; i++) {
        const PerftCase *c = &s->cases[i];
        Position pos;
        load_case(s, c, &pos);
        NaiveBell *bell = root_bell(s, &pos);
        bool ok = walk_agrees(&s->v, &pos, bell, WALK_PLIES, buf);
        free(bell);
        if (!ok) {
            print_message("%s: line %d (%s): move lists differ (above)\n", file_path, c->line, c->comment);
            failed++;
        }
    }
    free(buf);
    assert_int_equal(failed, 0);
}

/* The index in moves (n of them) of the step from-to named by points, or -1. */
static int find_step(const Variant *v, const NaiveMove *moves, int n, const char *from, const char *to)
{
    for (int i = 0; i < n; i++)
        if (moves[i].ncaptured == 0 && moves[i].from == board_find(&v->board, from) &&
            moves[i].to == board_find(&v->board, to))
            return i;
    return -1;
}

/* Under --variant, for a game with a hooked "bell" ruleset (under --bell: its first ruleset, if
 * hooked) on the Alquerque board: the example of docs/authoring.md §3 played in both generators,
 * histories carried along, lists and positions compared after every move. A man that went
 * c2-c3-d3 may not step back to c3 (nor to d2, backwards), so only d3-e3 and d3-d4 are left. */
static void bell_history(void **state)
{
    static const char *const line[][2] = {{"c2", "c3"}, {"a5", "a4"}, {"c3", "d3"}, {"a4", "a3"}};
    enum { NLINE = sizeof line / sizeof line[0] };
    Suite *s = *state;
    bool has_bell = false;
    for (int r = 0; s->def && r < s->def->nrulesets; r++)
        has_bell |= !strcmp(s->def->rulesets[r].id, "bell");
    if (!has_bell && !(s->def && force_bell))
        skip();
    Err err; /* ruleset bell, or under --bell the game's first ruleset */
    if (!gamedef_select(s->def, has_bell ? "bell" : NULL, NULL, 0, &err))
        fail_msg("ruleset bell: %s", err.msg);
    s->v = s->def->variant;
    const Variant *v = &s->v;
    Position epos = {0}, npos; /* skip() does not return, but the compiler cannot know */
    if (!(v->hooks || naive_bell_rules(v)) || !position_from_text(v, "W:Wc2:Ba5", &epos, &err) ||
        board_find(&v->board, "e3") < 0)
        skip(); /* not the Alquerque board, or not Bell's rules */
    npos = epos;
    NaiveBell *bell = malloc(sizeof *bell), *next = malloc(sizeof *next);
    NaiveMove *moves = malloc(sizeof *moves * NAIVE_MAX_MOVES);
    MoveList storage = MOVELIST_INIT, *list = &storage;
    assert_true(bell && next && moves && list);
    naive_bell_init(v, &npos, bell);
    if (v->hooks) /* Bell's rules as hooks */
        bell->piece_revisit = bell->chain_revisit = bell->far_row_steps = true;
    Move made[NLINE];
    Undo undo[NLINE];
    for (int i = 0; i <= NLINE; i++) {
        int n = naive_moves_bell(v, &npos, bell, moves, NAIVE_MAX_MOVES);
        movegen_legal(v, &epos, list);
        assert_true(same_position(&npos, &epos));
        if (!lists_agree(v, &npos, moves, n, list))
            fail_msg("after %d moves of c2-c3 a5-a4 c3-d3 a4-a3, the move lists differ (above)", i);
        if (i == NLINE) {
            assert_int_equal(n, 2);
            assert_true(find_step(v, moves, n, "d3", "e3") >= 0);
            assert_true(find_step(v, moves, n, "d3", "d4") >= 0);
            break;
        }
        int k = find_step(v, moves, n, line[i][0], line[i][1]);
        if (k < 0)
            fail_msg("%s-%s is not a legal move", line[i][0], line[i][1]);
        int e = find_engine_move(list, &moves[k]);
        made[i] = list->moves[e];
        npos = naive_make_bell(v, &npos, bell, &moves[k], next);
        *bell = *next;
        position_make(v, &epos, &made[i], &list->details[e], &undo[i]);
    }
    for (int i = NLINE - 1; i >= 0; i--) /* the hooks' state, or the trails, back to none */
        position_unmake(v, &epos, &made[i], &undo[i]);
    free(bell);
    free(next);
    free(moves);
    movelist_free(list);
}

/* --counts: every case as "# comment", then "position ; rules ... ; D1 n ; ..." with the naive
 * counts, then "#   seconds: D1 t ; ..." (wall-clock time of each depth). */
static void print_naive_counts(void **state)
{
    Suite *s = *state;
    int depth = max_depth == 64 ? 5 : max_depth;
    for (int i = 0; i < s->ncases; i++) {
        const PerftCase *c = &s->cases[i];
        Position pos;
        load_case(s, c, &pos);
        NaiveBell *bell = root_bell(s, &pos);
        char seconds[PERFT_MAX_DEPTHS * 24] = "";
        size_t used = 0;
        printf("# %s\n%s ; rules", c->comment, c->position);
        for (int k = 0; k < c->nrules; k++)
            printf(" %s", c->rules[k]);
        printf("%s", c->nrules ? "" : " standard");
        for (int d = 1; d <= depth && d <= PERFT_MAX_DEPTHS; d++) {
            struct timespec t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            uint64_t n = naive_count(&s->v, &pos, bell, d);
            clock_gettime(CLOCK_MONOTONIC, &t1);
            double t = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
            printf(" ; D%d %llu", d, (unsigned long long)n);
            fflush(stdout);
            int w = snprintf(seconds + used, sizeof seconds - used, "%sD%d %.3f", d > 1 ? " ; " : "", d, t);
            used += w > 0 && (size_t)w < sizeof seconds - used ? (size_t)w : 0;
        }
        printf("\n#   seconds: %s\n", seconds);
        free(bell);
    }
}

/* The reader names the line of a bad case and says what it expected. */
static void perftfile_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text, *part;
    } bad[] = {
        {" ; rules standard ; D1 3", "expected a position"},
        {"B:Ba1:Wa9 ; rules standard", "no depth"},
        {"B:Ba1:Wa9 ; D1 x3", "not a whole number"},
        {"B:Ba1:Wa9 ; D 3", "expected 'rules"},
        {"B:Ba1:Wa9 ; Dx 3", "expected 'rules"},
        {"B:Ba1:Wa9 ; D1 3 ; D1 4", "given twice"},
        {"B:Ba1:Wa9 ; rules chain ; D1 3", "key=value"},
        {"B:Ba1:Wa9 ; ; D1 3", "empty field"},
        {"B:Ba1:Wa9 ; moves 3", "expected 'rules"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        PerftCase c;
        Err err = {0};
        if (perftfile_parse_line(bad[i].text, 17, &c, &err))
            fail_msg("'%s' was accepted", bad[i].text);
        if (!strstr(err.msg, "line 17") || !strstr(err.msg, bad[i].part))
            fail_msg("'%s': message '%s' lacks 'line 17' or '%s'", bad[i].text, err.msg, bad[i].part);
    }
    PerftCase c;
    Err err;
    assert_true(perftfile_parse_line("W:BKa1:Wc3 ; rules standard removal=immediate ; D1 1 ; D3 1,234", 3, &c, &err));
    assert_string_equal(c.position, "W:BKa1:Wc3");
    assert_int_equal(c.nrules, 1);
    assert_string_equal(c.rules[0], "removal=immediate");
    assert_int_equal(c.ndepths, 2);
    assert_int_equal(c.depth[1], 3);
    assert_int_equal(c.count[1], 1234);
}

/* The reader reports a missing file by name. */
static void perftfile_missing(void **state)
{
    (void)state;
    PerftCase *cases;
    int n;
    Err err;
    assert_false(perftfile_load("/nonexistent/dir/x.perft", &cases, &n, &err));
    assert_non_null(strstr(err.msg, "/nonexistent/dir/x.perft"));
}

int main(int argc, char **argv)
{
    int a = 1;
    if (argc > 2 && !strcmp(argv[1], "--variant")) {
        variant_name = argv[2];
        a = 3;
        if (argc > a && !strcmp(argv[a], "--bell")) {
            force_bell = true;
            a++;
        }
    }
    if (argc > a && !strcmp(argv[a], "--counts")) {
        counts_only = true;
        a++;
    }
    if (argc - a > 2) {
        fprintf(stderr, "usage: %s [--variant GAME [--bell]] [--counts] [FILE [MAX_DEPTH]]\n", argv[0]);
        return 2;
    }
    if (argc > a)
        file_path = argv[a];
    if (argc > a + 1)
        max_depth = atoi(argv[a + 1]);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(perftfile_errors),
        cmocka_unit_test(perftfile_missing),
        cmocka_unit_test(golden_file_shape),
        cmocka_unit_test(naive_start_counts),
        cmocka_unit_test(golden_move_lists),
        cmocka_unit_test(bell_history),
        cmocka_unit_test(golden_counts_naive),
        cmocka_unit_test(golden_counts_engine),
    };
    const struct CMUnitTest counts[] = {cmocka_unit_test(print_naive_counts)};
    if (counts_only)
        return cmocka_run_group_tests(counts, setup_suite, teardown_suite);
    return cmocka_run_group_tests(tests, setup_suite, teardown_suite);
}
