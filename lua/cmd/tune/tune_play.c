/*
 * tune_play.c — the self-play games of `kharbaga tune` and the positions taken from them.
 *
 * The games are a match of the personality against itself (match.h): the same seeded random
 * openings, pairs with the colours swapped, --jobs threads, and the same games for the same seed
 * whatever --jobs is, when the searches are limited by depth. As each game ends, its quiet
 * positions are taken into the slot of its number, so that the positions come out in the order of
 * the games and plies however the threads finished them.
 */
#include "i18n.h"
#include "movegen.h"
#include "tuning.h"

#include <stdlib.h>
#include <string.h>

/* The run and what it collects; the run comes first: the pool tells its address. */
typedef struct TunePlay {
    MatchRun run;
    TunePositions *per_game; /* one set per game, by its number */
} TunePlay;

bool tune_positions_add(TunePositions *tp, const Position *pos, double result)
{
    if (tp->n == tp->cap) {
        int cap = tp->cap ? 2 * tp->cap : 256;
        TunePosition *p = realloc(tp->p, sizeof *p * (size_t)cap);
        if (!p)
            return false;
        tp->p = p;
        tp->cap = cap;
    }
    tp->p[tp->n++] = (TunePosition){.pos = *pos, .result = result};
    return true;
}

void tune_positions_free(TunePositions *tp)
{
    free(tp->p);
    *tp = (TunePositions){0};
}

/* Whether the side to move in pos has no capture (list: scratch). */
static bool is_quiet(const Variant *v, const Position *pos, MoveList *list)
{
    int n = movegen_legal(v, pos, list);
    for (int i = 0; i < n; i++)
        if (list->moves[i].ncaptured > 0)
            return false;
    return n > 0;
}

/* The game's result for `side`: 1, 0.5 or 0. */
static double result_for(const Outcome *o, int side)
{
    if (o->result == RESULT_DRAW)
        return 0.5;
    return (o->result == RESULT_SOUTH_WINS) == (side == SOUTH) ? 1.0 : 0.0;
}

/* The quiet positions of the game `seat` has just played, with its outcome o, into tp. */
static bool take_positions(Match *seat, const Outcome *o, TunePositions *tp)
{
    const Game *g = &seat->game;
    Position pos = g->start;
    int first = seat->cli->nplayed + seat->opening + TUNE_QUIET_AFTER;
    for (int ply = 0; ply < g->nmoves; ply++) {
        if (ply >= first && is_quiet(g->v, &pos, &seat->list) && !tune_positions_add(tp, &pos, result_for(o, pos.side)))
            return false;
        position_apply(g->v, &pos, &g->moves[ply], &g->details[ply]);
    }
    return true;
}

/* Each game as it ends (under the pool's lock): its positions into its slot. */
static bool on_game(void *ctx, Match *m, Match *seat, int index)
{
    TunePlay *play = ctx;
    if (!take_positions(seat, &m->outcomes[index], &play->per_game[index]))
        return cli_out_of_memory() == 0;
    return true;
}

/* The progress of a game: said by the run's clock alone. */
static void no_line(const MatchRun *run, const Match *m, int index, FILE *out)
{
    (void)run, (void)m, (void)index, (void)out;
}

/* The slots, in the order of the games, into tp. */
static bool gather(const TunePlay *play, int games, TunePositions *tp)
{
    for (int i = 0; i < games; i++)
        for (int k = 0; k < play->per_game[i].n; k++)
            if (!tune_positions_add(tp, &play->per_game[i].p[k].pos, play->per_game[i].p[k].result))
                return cli_out_of_memory() == 0;
    tp->games = games;
    return true;
}

int tune_play(Cli *cli, TunePositions *tp)
{
    TunePlay *play = calloc(1, sizeof *play);
    Match *m = calloc(1, sizeof *m);
    if (play)
        play->per_game = calloc((size_t)cli->games, sizeof *play->per_game);
    if (!play || !m || !play->per_game) {
        if (play)
            free(play->per_game);
        free(play);
        free(m);
        return cli_out_of_memory();
    }
    MatchRun *run = &play->run;
    const char *out = cli->out; /* tune's --out is the personality, not a match's results file */
    cli->out = NULL;
    int status = match_run_options(run, cli, "tune");
    run->progress = cli_err(); /* the output is the report's */
    run->progress_line = no_line;
    run->clock.on = true;
    if (status == 0) {
        run->matches[run->nmatches++] = m;
        status = match_setup(m, cli);
    }
    bool ok = status == 0 && match_run_play(run, on_game) && gather(play, m->games, tp);
    match_run_close(run);
    match_release(m);
    cli->out = out;
    for (int i = 0; i < cli->games; i++)
        tune_positions_free(&play->per_game[i]);
    free(play->per_game);
    free(play);
    free(m);
    return ok ? 0 : status ? status : 1;
}
