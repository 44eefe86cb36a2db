/*
 * book_play.c — the self-play games of `kharbaga book build` and the entries taken from them.
 *
 * The games are a match of the personality against itself (match.h), as tune's are: the same
 * seeded random openings, pairs with the colours swapped, --jobs threads, and the same games for
 * the same seed whatever --jobs is, when the searches are limited by depth. Each game's first
 * plies go into the book as it ends; the book is sorted and its counts added afterwards, so that
 * the order in which the threads finish changes nothing.
 */
#include "i18n.h"
#include "notation.h"
#include "opening_book.h"

#include <stdlib.h>

/* The run and what it collects; the run comes first: the pool tells its address. */
typedef struct BookPlay {
    MatchRun run;
    Book *book;
    int plies;
} BookPlay;

/* The game's result for `side` as wins, draws and losses (one of them 1). */
static void result_for(const Outcome *o, int side, long *w, long *d, long *l)
{
    *w = *d = *l = 0;
    if (o->result == RESULT_DRAW || o->reason == REASON_NONE)
        *d = 1;
    else if ((o->result == RESULT_SOUTH_WINS) == (side == SOUTH))
        *w = 1;
    else
        *l = 1;
}

/* The first plies of the game `seat` has just played, with its outcome o, into b. */
static bool take_plies(Match *seat, const Outcome *o, int plies, Book *b)
{
    const Game *g = &seat->game;
    Position pos = g->start;
    char text[BOOK_LINE_MAX], move[MOVE_TEXT_MAX];
    for (int ply = 0; ply < g->nmoves && ply < plies; ply++) {
        long w, d, l;
        result_for(o, pos.side, &w, &d, &l);
        if (position_to_text(g->v, &pos, text, sizeof text) &&
            move_to_text(g->v, &g->moves[ply], &g->details[ply], move, sizeof move) &&
            !book_add(b, text, move, w, d, l))
            return false;
        position_apply(g->v, &pos, &g->moves[ply], &g->details[ply]);
    }
    return true;
}

/* Each game as it ends (under the pool's lock): its first plies into the book. */
static bool on_game(void *ctx, Match *m, Match *seat, int index)
{
    BookPlay *play = ctx;
    if (!take_plies(seat, &m->outcomes[index], play->plies, play->book))
        return cli_out_of_memory() == 0;
    return true;
}

/* The progress of a game: said by the run's clock alone. */
static void no_line(const MatchRun *run, const Match *m, int index, FILE *out)
{
    (void)run, (void)m, (void)index, (void)out;
}

int book_play(Cli *cli, int shard_i, int shard_n, Book *b)
{
    BookPlay *play = calloc(1, sizeof *play);
    Match *m = calloc(1, sizeof *m);
    if (!play || !m) {
        free(play);
        free(m);
        return cli_out_of_memory();
    }
    play->book = b;
    play->plies = cli->plies;
    MatchRun *run = &play->run;
    /* --out and --shard are the book's: without them the run keeps no results file */
    const char *out = cli->out, *shard = cli->shard;
    cli->out = cli->shard = NULL;
    int status = match_run_options(run, cli, "book");
    run->progress = cli_err(); /* standard output may be the book */
    run->progress_line = no_line;
    run->clock.on = true;
    if (status == 0) {
        m->shard_i = run->shard_i = shard_i;
        m->shard_n = run->shard_n = shard_n;
        run->matches[run->nmatches++] = m;
        status = match_setup(m, cli);
    }
    bool ok = status == 0 && match_run_play(run, on_game);
    if (ok)
        book_sort(b);
    match_run_close(run);
    match_release(m);
    cli->out = out, cli->shard = shard;
    free(m);
    free(play);
    return ok ? 0 : status ? status : 1;
}
