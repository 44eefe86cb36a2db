/*
 * cmd_book.c — `kharbaga book build` and `kharbaga book merge`: an opening book for the game and
 * rules of the command line (docs/personalities.md#opening-books).
 *
 *   build: the personality (--ai, default master) plays --games games against itself from seeded
 *          random openings (book_play.c); each position of their first --plies plies, the move
 *          played there and the game's result for its side are counted; the entries played at
 *          least --min-games times that scored at least --min-score percent are kept. With
 *          --shard I/N only that share of the games is played and every count is written, so that
 *          `book merge` can add the shards' counts and keep the same entries.
 *   merge: the shards' files of one build, each once, into the book the whole build writes.
 *
 * With the searches limited by depth (the default), the same seed and options give the same
 * book, byte for byte, whatever --jobs is.
 */
#include "commands.h"
#include "i18n.h"
#include "opening_book.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The header that says how the book was made (game, rules, player, games). */
static bool build_header(const Cli *cli, Book *b)
{
    char text[BOOK_VALUE_MAX];
    book_rules_text(&cli->def->variant.rules, text, sizeof text);
    bool ok = book_set(b, "game", cli->def->id) && book_set(b, "rules", text) && book_set(b, "ai", cli->ai);
    if (cli->time_ms)
        snprintf(text, sizeof text, "time %d", cli->time_ms);
    else
        snprintf(text, sizeof text, "depth %d", cli->depth);
    ok = ok && book_set(b, "search", text);
    snprintf(text, sizeof text, "%d", cli->plies);
    ok = ok && book_set(b, "plies", text);
    snprintf(text, sizeof text, "%d", cli->games);
    ok = ok && book_set(b, "games", text);
    snprintf(text, sizeof text, "%d", cli->opening >= 0 ? cli->opening : MATCH_DEFAULT_OPENING);
    ok = ok && book_set(b, "opening", text);
    snprintf(text, sizeof text, "%llu", (unsigned long long)cli->seed);
    return ok && book_set(b, "seed", text);
}

/* The filters, into the header's `kept` line, then applied. */
static void keep(const Cli *cli, Book *b)
{
    int games = cli->min_games >= 0 ? cli->min_games : BOOK_DEFAULT_MIN_GAMES;
    int score = cli->min_score >= 0 ? cli->min_score : BOOK_DEFAULT_MIN_SCORE;
    char text[64];
    snprintf(text, sizeof text, "min-games %d min-score %d", games, score);
    book_set(b, "kept", text);
    book_filter(b, games, score);
}

/* b into --out, or standard output; a line saying what was written when it goes to a file. */
static int write_book(const Cli *cli, const Book *b)
{
    if (!cli->out)
        return book_write(b, cli_out()) ? 0 : cli_error("book: cannot write the book: %s", strerror(errno));
    FILE *f = fopen(cli->out, "w");
    if (!f)
        return cli_error_in("out", "--out %s: cannot write it: %s", cli->out, strerror(errno));
    bool ok = book_write(b, f);
    ok = fclose(f) == 0 && ok;
    if (!ok)
        return cli_error_in("out", "--out %s: cannot write it: %s", cli->out, strerror(errno));
    int positions = 0;
    for (int i = 0; i < b->n; i++)
        positions += i == 0 || strcmp(b->e[i].pos, b->e[i - 1].pos) != 0;
    fprintf(cli_out(), _("book: %d moves in %d positions written to %s\n"), b->n, positions, cli->out);
    return 0;
}

/* Whether --out can be written, found before the games are played: opened for appending (its
 * book, if any, untouched), and removed again if this made it. Returns 0 or the exit status. */
static int check_out(const Cli *cli)
{
    if (!cli->out)
        return 0;
    struct stat st;
    bool existed = stat(cli->out, &st) == 0;
    FILE *f = fopen(cli->out, "a");
    if (!f)
        return cli_error_in("out", "--out %s: cannot write it: %s", cli->out, strerror(errno));
    fclose(f);
    if (!existed)
        remove(cli->out);
    return 0;
}

static int build(Cli *cli)
{
    if (cli->nargs != 1)
        return cli_usage_error("book build: expected no argument after build, got '%s'", cli->args[1]);
    if (!cli->ai)
        cli->ai = "master";
    if (!cli->games)
        cli->games = BOOK_DEFAULT_GAMES;
    if (!cli->plies)
        cli->plies = BOOK_DEFAULT_PLIES;
    if (!cli->depth && !cli->time_ms)
        cli->depth = BOOK_DEFAULT_DEPTH;
    int shard_i = 0, shard_n = 1;
    if (cli->shard && !match_parse_shard(cli->shard, &shard_i, &shard_n))
        return cli_usage_error_in("shard", "--shard %s: expected I/N, the share I of N (1 <= I <= N <= 100000), e.g. 2/4",
                                  cli->shard);
    if (cli->shard && (cli->min_games >= 0 || cli->min_score >= 0))
        return cli_usage_error("book build: --shard writes every count; give --min-games and --min-score to book "
                               "merge");
    cli->args[0] = cli->args[1] = cli->ai; /* self-play: a match of the personality against itself */
    cli->nargs = 2;
    cli->no_book = true;
    if (!cli_load(cli))
        return 1;
    int status = check_out(cli);
    if (status)
        return status;
    Book b = {0};
    status = build_header(cli, &b) ? 0 : cli_out_of_memory();
    if (status == 0)
        status = book_play(cli, shard_i, shard_n, &b);
    if (status == 0 && cli->shard)
        book_set(&b, "shard", cli->shard);
    else if (status == 0)
        keep(cli, &b);
    if (status == 0)
        status = write_book(cli, &b);
    book_free(&b);
    return status;
}

/* Whether the headers of a and b (shards of one build) agree but for their shard. */
static const char *header_differs(const Book *a, const Book *b)
{
    static const char *const keys[] = {"game", "rules", "ai", "search", "plies", "games", "opening", "seed", "kept", NULL};
    for (int k = 0; keys[k]; k++) {
        const char *x = book_get(a, keys[k]), *y = book_get(b, keys[k]);
        if ((x == NULL) != (y == NULL) || (x && strcmp(x, y)))
            return keys[k];
    }
    return NULL;
}

/* File f's shard, checked against the first file's and those seen (owner, by shard). */
static bool check_shard(const Cli *cli, int f, const Book *books, int *owner, int *n)
{
    const char *shard = book_get(&books[f], "shard");
    int i, count;
    if (!shard || !match_parse_shard(shard, &i, &count))
        return cli_error("book merge: %s is not a shard; expected the files of book build --shard I/N", cli->args[f + 1]) == 0;
    if (f == 0)
        *n = count;
    const char *differs = f ? header_differs(&books[0], &books[f]) : NULL;
    if (differs)
        return cli_error("book merge: %s and %s differ in '%s'; expected the shards of one build", cli->args[1],
                         cli->args[f + 1], differs) == 0;
    if (count != *n)
        return cli_error("book merge: %s is shard %s, %s shard %s; expected the shards of one build", cli->args[f + 1],
                         shard, cli->args[1], book_get(&books[0], "shard")) == 0;
    if (owner[i])
        return cli_error("book merge: %s is shard %s, as %s is: give each shard once", cli->args[f + 1], shard,
                         cli->args[owner[i]]) == 0;
    owner[i] = f + 1;
    return true;
}

static int merge(Cli *cli)
{
    if (cli->nargs < 2)
        return cli_usage_error("book merge: expected the files of book build --shard I/N, e.g. kharbaga book merge "
                               "part-1.book part-2.book --out kharbaga.book");
    int nfiles = cli->nargs - 1, n = 0;
    Book *books = calloc((size_t)nfiles, sizeof *books);
    int *owner = calloc((size_t)nfiles + 100001, sizeof *owner);
    if (!books || !owner) {
        free(books);
        free(owner);
        return cli_out_of_memory();
    }
    int status = 0;
    for (int f = 0; status == 0 && f < nfiles; f++) {
        Err err = {0};
        if (!book_read(cli->args[f + 1], &books[f], &err))
            status = cli_error("%s", err.msg);
        else if (!check_shard(cli, f, books, owner, &n))
            status = 1;
    }
    for (int i = 0; status == 0 && i < n; i++)
        if (!owner[i])
            status = cli_error("book merge: shard %d/%d is missing; expected every shard of the build", i + 1, n);
    Book all = {0};
    for (int f = 0; status == 0 && f < nfiles; f++)
        for (int i = 0; status == 0 && i < books[f].n; i++) {
            const BookEntry *e = &books[f].e[i];
            if (!book_add(&all, e->pos, e->move, e->wins, e->draws, e->losses))
                status = cli_out_of_memory();
        }
    if (status == 0) {
        for (int k = 0; k < books[0].nheader; k++)
            if (strcmp(books[0].key[k], "shard"))
                book_set(&all, books[0].key[k], books[0].value[k]);
        book_sort(&all);
        keep(cli, &all);
        status = write_book(cli, &all);
    }
    book_free(&all);
    for (int f = 0; f < nfiles; f++)
        book_free(&books[f]);
    free(books);
    free(owner);
    return status;
}

int cmd_book(Cli *cli)
{
    if (cli->nargs >= 1 && !strcmp(cli->args[0], "build"))
        return build(cli);
    if (cli->nargs >= 1 && !strcmp(cli->args[0], "merge"))
        return merge(cli);
    if (cli->nargs == 0)
        return cli_usage_error("book: expected build or merge, e.g. kharbaga book build --variant kharbaga");
    return cli_usage_error("book: '%s': expected build or merge, e.g. kharbaga book build --variant kharbaga",
                           cli->args[0]);
}
