/*
 * test_book.c — an opening book (core/book.c): entries sorted and their counts added, the filters,
 * the file written and read back to the same book, every damaged file refused at its line, the
 * move chosen at a root (the best-scoring kept move, or one drawn from the seed with randomness;
 * none for another rule choice or a position it lacks), and a search that plays the book's move
 * without searching where the book holds the root, and searches where it does not.
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "book.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "rules.h"
#include "search.h"
#include "support/boards.h"
#include "support/scratch.h"

typedef struct Fix {
    Variant v;
    Position start;
    char start_text[1024];
    MoveList list;
    Book b;
} Fix;

static int setup(void **state)
{
    Fix *f = calloc(1, sizeof *f); /* large: outside cmocka's leak-checked heap */
    assert_non_null(f);
    boards_kharbaga41(&f->v);
    position_start(&f->v, &f->start);
    assert_true(position_to_text(&f->v, &f->start, f->start_text, sizeof f->start_text));
    assert_true(movegen_legal(&f->v, &f->start, &f->list) >= 2);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    Fix *f = *state;
    book_free(&f->b);
    movelist_free(&f->list);
    free(f);
    return 0;
}

/* The text of the start's legal move i. */
static const char *start_move(Fix *f, int i)
{
    static char buf[MOVE_TEXT_MAX];
    assert_true(movelist_text(&f->v, &f->list, i, buf, sizeof buf));
    return buf;
}

/* A book of f's game and rules, with the header a build gives it. */
static void header(Fix *f)
{
    char rules[BOOK_VALUE_MAX];
    book_rules_text(&f->v.rules, rules, sizeof rules);
    assert_true(book_set(&f->b, "game", f->v.id));
    assert_true(book_set(&f->b, "rules", rules));
    assert_true(book_set(&f->b, "ai", "master"));
}

static void path_in_dir(const char *name, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", scratch_dir(), name);
}

static void write_text(const char *path, const char *text)
{
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    fputs(text, out);
    fclose(out);
}

static void test_sort_adds_counts(void **state)
{
    Fix *f = *state;
    assert_true(book_add(&f->b, "b", "x", 1, 0, 0));
    assert_true(book_add(&f->b, "a", "y", 0, 1, 0));
    assert_true(book_add(&f->b, "b", "x", 0, 0, 2));
    assert_true(book_add(&f->b, "a", "x", 3, 0, 0));
    book_sort(&f->b);
    assert_int_equal(f->b.n, 3);
    assert_string_equal(f->b.e[0].pos, "a");
    assert_string_equal(f->b.e[0].move, "x");
    assert_string_equal(f->b.e[1].move, "y");
    assert_string_equal(f->b.e[2].pos, "b");
    assert_int_equal(f->b.e[2].wins, 1);
    assert_int_equal(f->b.e[2].losses, 2);
}

static void test_filter(void **state)
{
    Fix *f = *state;
    assert_true(book_add(&f->b, "p", "a", 2, 0, 0)); /* 2 games: too few */
    assert_true(book_add(&f->b, "p", "b", 1, 2, 1)); /* 4 games, 50% */
    assert_true(book_add(&f->b, "p", "c", 1, 0, 3)); /* 4 games, 25% */
    assert_true(book_add(&f->b, "p", "d", 3, 1, 0)); /* 4 games, 87.5% */
    book_sort(&f->b);
    book_filter(&f->b, 4, 50);
    assert_int_equal(f->b.n, 2);
    assert_string_equal(f->b.e[0].move, "b");
    assert_string_equal(f->b.e[1].move, "d");
}

static void test_write_read_back(void **state)
{
    Fix *f = *state;
    header(f);
    assert_true(book_set(&f->b, "plies", "8"));
    assert_true(book_add(&f->b, f->start_text, start_move(f, 1), 5, 2, 1));
    assert_true(book_add(&f->b, f->start_text, start_move(f, 0), 1, 0, 7));
    book_sort(&f->b);
    char path[256];
    path_in_dir("back.book", path, sizeof path);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    assert_true(book_write(&f->b, out));
    fclose(out);
    Book r;
    Err err = {0};
    if (!book_read(path, &r, &err))
        fail_msg("%s", err.msg);
    assert_int_equal(r.nheader, f->b.nheader);
    for (int k = 0; k < r.nheader; k++)
        assert_string_equal(book_get(&r, f->b.key[k]), f->b.value[k]);
    assert_int_equal(r.n, f->b.n);
    for (int i = 0; i < r.n; i++) {
        assert_string_equal(r.e[i].pos, f->b.e[i].pos);
        assert_string_equal(r.e[i].move, f->b.e[i].move);
        assert_int_equal(r.e[i].wins, f->b.e[i].wins);
        assert_int_equal(r.e[i].draws, f->b.e[i].draws);
        assert_int_equal(r.e[i].losses, f->b.e[i].losses);
    }
    book_free(&r);
}

/* The file `text` refused with a message that names path:line (line 0: the path alone). */
static void expect_refused(const char *name, const char *text, int line, const char *says)
{
    char path[256], where[300];
    path_in_dir(name, path, sizeof path);
    write_text(path, text);
    Book b;
    Err err = {0};
    assert_false(book_read(path, &b, &err));
    assert_int_equal(b.n, 0);
    if (line)
        snprintf(where, sizeof where, "%s:%d: ", path, line);
    else
        snprintf(where, sizeof where, "%s: ", path);
    if (strncmp(err.msg, where, strlen(where)) != 0 || !strstr(err.msg, says) || strchr(err.msg, '\n'))
        fail_msg("expected one line starting '%s' and saying '%s', got: %s", where, says, err.msg);
}

static void test_damaged_files(void **state)
{
    (void)state;
    expect_refused("empty.book", "", 0, "empty");
    expect_refused("first.book", "kharbaga book 2\ngame g\nrules r\n", 1, "kharbaga book 1");
    expect_refused("key.book", "kharbaga book 1\ngame g\ncolour red\n", 3, "header line");
    expect_refused("twice.book", "kharbaga book 1\ngame g\ngame h\n", 3, "header line");
    expect_refused("nogame.book", "kharbaga book 1\nrules r\n1 0 0 a1-b2 B:Ba1:Wc3\n", 0, "'game'");
    expect_refused("norules.book", "kharbaga book 1\ngame g\n", 0, "'rules'");
    expect_refused("entry.book", "kharbaga book 1\ngame g\nrules r\n1 0 a1-b2 B:Ba1:Wc3\n", 4, "entry");
    expect_refused("count.book", "kharbaga book 1\ngame g\nrules r\n1 -1 0 a1-b2 B:Ba1:Wc3\n", 4, "entry");
    expect_refused("nogames.book", "kharbaga book 1\ngame g\nrules r\n0 0 0 a1-b2 B:Ba1:Wc3\n", 4, "entry");
    expect_refused("nopos.book", "kharbaga book 1\ngame g\nrules r\n1 0 0 a1-b2\n", 4, "entry");
    expect_refused("order.book", "kharbaga book 1\ngame g\nrules r\n1 0 0 b1-b2 B:Ba1:Wc3\n1 0 0 a1-b2 B:Ba1:Wc3\n",
                   5, "order");
    expect_refused("late.book", "kharbaga book 1\ngame g\nrules r\n1 0 0 a1-b2 B:Ba1:Wc3\nai x\n", 5, "header line");
    expect_refused("cut.book", "kharbaga book 1\ngame g\nrules r\n1 0 0 a1-b2 B:Ba1", 4, "not ended");
    char *longline = malloc(BOOK_LINE_MAX + 64);
    assert_non_null(longline);
    snprintf(longline, BOOK_LINE_MAX + 64, "kharbaga book 1\ngame %0*d\n", BOOK_LINE_MAX, 0);
    expect_refused("long.book", longline, 2, "too long");
    free(longline);
    char path[256];
    path_in_dir("missing.book", path, sizeof path);
    Book b;
    Err err = {0};
    assert_false(book_read(path, &b, &err));
    assert_non_null(strstr(err.msg, path));
}

static void test_choose_best(void **state)
{
    Fix *f = *state;
    header(f);
    assert_true(book_add(&f->b, f->start_text, start_move(f, 0), 1, 0, 3));
    assert_true(book_add(&f->b, f->start_text, start_move(f, 1), 3, 1, 0));
    assert_true(book_add(&f->b, f->start_text, "z9-z8", 9, 0, 0)); /* no such move: passed over */
    book_sort(&f->b);
    assert_int_equal(book_choose(&f->b, &f->v, &f->start, &f->list, 0, 1), 1);
    /* randomness: a kept move, the same one for the same seed */
    for (uint64_t seed = 1; seed < 40; seed++) {
        int k = book_choose(&f->b, &f->v, &f->start, &f->list, 20, seed);
        assert_true(k == 0 || k == 1);
        assert_int_equal(k, book_choose(&f->b, &f->v, &f->start, &f->list, 20, seed));
    }
}

static void test_choose_none(void **state)
{
    Fix *f = *state;
    header(f);
    assert_true(book_add(&f->b, "B:Ba1:Wc3", "a1-b2", 3, 0, 0));
    book_sort(&f->b);
    assert_int_equal(book_choose(&f->b, &f->v, &f->start, &f->list, 0, 1), -1); /* not in the book */
    assert_true(book_add(&f->b, f->start_text, start_move(f, 0), 3, 0, 0));
    book_sort(&f->b);
    assert_int_equal(book_choose(&f->b, &f->v, &f->start, &f->list, 0, 1), 0);
    assert_true(book_set(&f->b, "rules", "men_move=any")); /* another rule choice */
    assert_int_equal(book_choose(&f->b, &f->v, &f->start, &f->list, 0, 1), -1);
    header(f);
    assert_true(book_set(&f->b, "game", "zamma")); /* another game */
    assert_int_equal(book_choose(&f->b, &f->v, &f->start, &f->list, 0, 1), -1);
}

/* A search from pos with f's book; the result in r. */
static void search_from(Fix *f, const Position *pos, SearchResult *r)
{
    Game g;
    assert_true(game_init(&g, &f->v, pos));
    Searcher *s = search_new(&f->v, 1 << 20);
    assert_non_null(s);
    SearchParams params;
    search_default_params(&params);
    params.book = &f->b;
    SearchLimits limits = {.depth = 3};
    assert_true(search_run(s, &g, &limits, &params, r, NULL));
    search_free(s);
    game_free(&g);
}

static void test_search_plays_book(void **state)
{
    Fix *f = *state;
    header(f);
    int worst = f->list.n - 1; /* a move the search would hardly choose, as its first is the captures' */
    assert_true(book_add(&f->b, f->start_text, start_move(f, worst), 4, 0, 0));
    book_sort(&f->b);
    SearchResult *r = malloc(sizeof *r);
    assert_non_null(r);
    search_from(f, &f->start, r);
    assert_true(r->book);
    assert_int_equal(r->nodes, 0);
    char best[MOVE_TEXT_MAX];
    assert_true(move_to_text(&f->v, &r->best, &r->best_detail, best, sizeof best));
    assert_string_equal(best, start_move(f, worst));
    /* one ply on: not in the book, searched */
    Position next = f->start;
    position_apply(&f->v, &next, &f->list.moves[worst], &f->list.details[worst]);
    search_from(f, &next, r);
    assert_false(r->book);
    assert_true(r->depth >= 1 && r->nodes > 0);
    free(r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_sort_adds_counts, setup, teardown),
        cmocka_unit_test_setup_teardown(test_filter, setup, teardown),
        cmocka_unit_test_setup_teardown(test_write_read_back, setup, teardown),
        cmocka_unit_test(test_damaged_files),
        cmocka_unit_test_setup_teardown(test_choose_best, setup, teardown),
        cmocka_unit_test_setup_teardown(test_choose_none, setup, teardown),
        cmocka_unit_test_setup_teardown(test_search_plays_book, setup, teardown),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
