/*
 * test_book.c — `kharbaga book` from the outside: its help; the same seed giving the same book
 * byte for byte on one thread or two; the shards of a build merged into the whole build's book;
 * a personality with `book = true` playing the book's move at a position the book holds (analyze
 * says so) and searching at one it lacks; and one clear line, with a non-zero exit, for every bad
 * input: option values, a subcommand, shards that are not one build's, a damaged book and another
 * game's (their file named).
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"
#include "support/textfile.h"
#include "support/scratch.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { TIMEOUT = 120 };

#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)
/* A small build: a few games, shallow searches. */
#define SMALL "book", "build", "--variant", "kharbaga", "--games", "24", "--depth", "2", "--plies", "6", \
              "--opening", "6", "--min-games", "2", "--min-score", "40"

static void path_in_dir(const char *name, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", scratch_dir(), name);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void expect_same_files(const char *a, const char *b)
{
    char *x = textfile_read(a), *y = textfile_read(b);
    assert_non_null(x);
    assert_non_null(y);
    if (strcmp(x, y) != 0)
        fail_msg("%s and %s differ:\n%s\n---\n%s", a, b, x, y);
    free(x);
    free(y);
}

static void test_help(void **state)
{
    (void)state;
    RunResult r = RUN("book", "--help");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "usage: kharbaga book build|merge"));
    assert_non_null(strstr(r.out, "--min-games N"));
    run_free(&r);
    r = RUN("--help");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "  book "));
    run_free(&r);
}

static void test_same_seed_same_book(void **state)
{
    (void)state;
    char one[256], two[256];
    path_in_dir("one.book", one, sizeof one);
    path_in_dir("two.book", two, sizeof two);
    RunResult r = RUN(SMALL, "--jobs", "1", "--out", one);
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, one));
    run_free(&r);
    r = RUN(SMALL, "--jobs", "2", "--out", two);
    expect_exit_ok(&r);
    run_free(&r);
    expect_same_files(one, two);
    /* again into the same file: replaced by the same book */
    r = RUN(SMALL, "--jobs", "2", "--out", two);
    expect_exit_ok(&r);
    run_free(&r);
    expect_same_files(one, two);
    char *text = textfile_read(one);
    assert_non_null(text);
    assert_true(strncmp(text, "kharbaga book 1\ngame kharbaga\nrules ", 36) == 0);
    assert_non_null(strstr(text, "\nkept min-games 2 min-score 40\n"));
    assert_non_null(strstr(text, "\nseed 0\n"));
    free(text);
    /* standard output: the same book */
    r = RUN(SMALL, "--jobs", "1");
    expect_exit_ok(&r);
    text = textfile_read(one);
    assert_string_equal(r.out, text);
    free(text);
    run_free(&r);
    /* another seed: other games, another book */
    r = RUN(SMALL, "--jobs", "1", "--seed", "7");
    expect_exit_ok(&r);
    text = textfile_read(one);
    assert_string_not_equal(r.out, text);
    free(text);
    run_free(&r);
}

static void test_shards_merge_to_whole(void **state)
{
    (void)state;
    char whole[256], a[256], b[256], merged[256];
    path_in_dir("whole.book", whole, sizeof whole);
    path_in_dir("part-1.book", a, sizeof a);
    path_in_dir("part-2.book", b, sizeof b);
    path_in_dir("merged.book", merged, sizeof merged);
    RunResult r = RUN(SMALL, "--jobs", "1", "--out", whole);
    expect_exit_ok(&r);
    run_free(&r);
    const char *part[] = {"book", "build", "--variant", "kharbaga", "--games", "24", "--depth", "2", "--plies", "6",
                          "--opening", "6", "--jobs", "1", "--shard", "1/2", "--out", a, NULL};
    r = run_kharbaga(part, TIMEOUT);
    expect_exit_ok(&r);
    run_free(&r);
    part[15] = "2/2";
    part[17] = b;
    r = run_kharbaga(part, TIMEOUT);
    expect_exit_ok(&r);
    run_free(&r);
    char *text = textfile_read(a);
    assert_non_null(strstr(text, "\nshard 1/2\n"));
    assert_null(strstr(text, "\nkept "));
    free(text);
    r = RUN("book", "merge", b, a, "--min-games", "2", "--min-score", "40", "--out", merged);
    expect_exit_ok(&r);
    run_free(&r);
    expect_same_files(whole, merged);
    /* not one build's shards */
    r = RUN("book", "merge", a);
    expect_user_error(&r, 1, "2/2 is missing");
    run_free(&r);
    r = RUN("book", "merge", a, a);
    expect_user_error(&r, 1, "give each shard once");
    run_free(&r);
    r = RUN("book", "merge", a, whole);
    expect_user_error(&r, 1, "whole.book is not a shard");
    run_free(&r);
    char other[256];
    path_in_dir("other-2.book", other, sizeof other);
    part[9] = "5"; /* --plies */
    part[17] = other;
    r = run_kharbaga(part, TIMEOUT);
    expect_exit_ok(&r);
    run_free(&r);
    r = RUN("book", "merge", a, other);
    expect_user_error(&r, 1, "'plies'");
    run_free(&r);
}

/* KHARBAGA_PATH=dir, holding personalities/bookish.lua (book = true) and books/<game>.book = text. */
static void book_on_path(const char *game, const char *text)
{
    char path[256];
    path_in_dir("books", path, sizeof path);
    mkdir(path, 0755);
    path_in_dir("personalities", path, sizeof path);
    mkdir(path, 0755);
    path_in_dir("personalities/bookish.lua", path, sizeof path);
    write_file(path, "return personality {\n  id = \"bookish\", name = \"The Bookish\",\n"
                     "  description = \"Plays by the book.\",\n  limits = { depth = 2 },\n  book = true,\n}\n");
    char name[64];
    snprintf(name, sizeof name, "books/%s.book", game);
    path_in_dir(name, path, sizeof path);
    write_file(path, text);
    setenv("KHARBAGA_PATH", scratch_dir(), 1);
}

static void test_personality_plays_book(void **state)
{
    (void)state;
    /* a book whose one entry at the start is a legal move the search does not choose there */
    RunResult r = RUN("analyze", "--variant", "kharbaga", "--depth", "2", "--json");
    expect_exit_ok(&r);
    char searched[32];
    const char *p = strstr(r.out, "\"best\":\"");
    assert_non_null(p);
    snprintf(searched, sizeof searched, "%.*s", (int)strcspn(p + 8, "\""), p + 8);
    run_free(&r);
    r = RUN("moves", "--variant", "kharbaga");
    expect_exit_ok(&r);
    char last[32] = "", word[32];
    for (const char *line = r.out; *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : line + strlen(line))
        if (sscanf(line, "%31s", word) == 1 && strpbrk(word, "-x") && strcmp(word, searched))
            snprintf(last, sizeof last, "%s", word);
    assert_true(last[0]);
    run_free(&r);
    r = RUN("show", "--variant", "kharbaga", "--json");
    expect_exit_ok(&r);
    char start[1024];
    p = strstr(r.out, "\"position\":\"");
    assert_non_null(p);
    snprintf(start, sizeof start, "%.*s", (int)strcspn(p + 12, "\""), p + 12);
    run_free(&r);
    r = RUN("book", "build", "--variant", "kharbaga", "--games", "2", "--plies", "1", "--depth", "1");
    expect_exit_ok(&r);
    char book[4096];
    snprintf(book, sizeof book, "%.*s5 0 0 %s %s\n", (int)(strstr(r.out, "\nkept") - r.out + 1), r.out, last, start);
    run_free(&r);
    book_on_path("kharbaga", book);
    r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish", "--json");
    expect_exit_ok(&r);
    char want[64];
    snprintf(want, sizeof want, "\"best\":\"%s\"", last);
    if (!strstr(r.out, want) || !strstr(r.out, "\"book\":true"))
        fail_msg("expected the book's move %s, got: %s", last, r.out);
    run_free(&r);
    r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish");
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "book: "));
    run_free(&r);
    /* the engine's bestmove says so */
    const char *engine[] = {KHARBAGA_BINARY, "engine", "--variant", "kharbaga", NULL};
    r = run_program_input(engine, "{\"cmd\":\"go\",\"personality\":\"bookish\"}\n", TIMEOUT);
    expect_exit_ok(&r);
    const char *best = strstr(r.out, "\"type\":\"bestmove\"");
    snprintf(want, sizeof want, "\"move\":\"%s\"", last);
    if (!best || !strstr(best, want) || !strstr(best, "\"book\":true") || strstr(r.out, "\"type\":\"info\""))
        fail_msg("expected the book's move %s in bestmove, no info line, got: %s", last, r.out);
    run_free(&r);
    /* one ply on: not in the book, searched */
    r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish", "--json", "--play", last);
    expect_exit_ok(&r);
    if (strstr(r.out, "\"book\"") || strstr(r.out, "\"depth\":0"))
        fail_msg("expected a search, got: %s", r.out);
    run_free(&r);
    /* another rule choice: the book is not its book, the personality searches */
    r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish", "--json", "--rule", "men_move=any");
    expect_exit_ok(&r);
    assert_null(strstr(r.out, "\"book\""));
    run_free(&r);
    unsetenv("KHARBAGA_PATH");
    /* the shipped book (variants/books/kharbaga.book) reads and holds the start */
    char path[256];
    path_in_dir("personalities/bookish.lua", path, sizeof path);
    r = RUN("analyze", "--variant", "kharbaga", "--ai", path, "--json");
    expect_exit_ok(&r);
    if (!strstr(r.out, "\"book\":true"))
        fail_msg("expected the shipped book's move at the start, got: %s", r.out);
    run_free(&r);
}

static void test_bad_book_files(void **state)
{
    (void)state;
    char path[256];
    book_on_path("kharbaga", "kharbaga book 1\ngame kharbaga\nrules x\n1 0 0 a1-b2\n");
    path_in_dir("books/kharbaga.book", path, sizeof path);
    RunResult r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish");
    char where[300];
    snprintf(where, sizeof where, "%s:4: ", path);
    expect_user_error(&r, 1, where);
    run_free(&r);
    book_on_path("kharbaga", "a book\n");
    r = RUN("analyze", "--variant", "kharbaga", "--ai", "bookish");
    snprintf(where, sizeof where, "%s:1: ", path);
    expect_user_error(&r, 1, where);
    run_free(&r);
    book_on_path("zamma", "kharbaga book 1\ngame kharbaga\nrules x\n");
    path_in_dir("books/zamma.book", path, sizeof path);
    r = RUN("analyze", "--variant", "zamma", "--ai", "bookish");
    expect_user_error(&r, 1, "zamma.book: a book of kharbaga, not of zamma");
    run_free(&r);
    unsetenv("KHARBAGA_PATH");
}

static void test_bad_options(void **state)
{
    (void)state;
    RunResult r = RUN("book");
    expect_user_error(&r, 2, "expected build or merge");
    run_free(&r);
    r = RUN("book", "compile");
    expect_user_error(&r, 2, "'compile'");
    run_free(&r);
    r = RUN("book", "build", "--plies", "0");
    expect_user_error(&r, 2, "--plies");
    run_free(&r);
    r = RUN("book", "build", "--min-score", "101");
    expect_user_error(&r, 2, "--min-score");
    run_free(&r);
    r = RUN("book", "build", "--min-games", "x");
    expect_user_error(&r, 2, "--min-games");
    run_free(&r);
    r = RUN("book", "build", "--shard", "3/2");
    expect_user_error(&r, 2, "--shard 3/2");
    run_free(&r);
    r = RUN("book", "build", "--shard", "1/2", "--min-games", "3");
    expect_user_error(&r, 2, "book merge");
    run_free(&r);
    r = RUN("book", "build", "--variant", "no-such-game", "--games", "2");
    expect_user_error(&r, 1, "no-such-game");
    run_free(&r);
    r = RUN("book", "merge");
    expect_user_error(&r, 2, "book merge");
    run_free(&r);
    r = RUN("book", "merge", "/no/such/file.book");
    expect_user_error(&r, 1, "/no/such/file.book");
    run_free(&r);
    r = RUN("book", "build", "--games", "2", "--depth", "1", "--out", "/no/such/dir/x.book");
    expect_user_error(&r, 1, "--out /no/such/dir/x.book");
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_help),
        cmocka_unit_test(test_same_seed_same_book),
        cmocka_unit_test(test_shards_merge_to_whole),
        cmocka_unit_test(test_personality_plays_book),
        cmocka_unit_test(test_bad_book_files),
        cmocka_unit_test(test_bad_options),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
