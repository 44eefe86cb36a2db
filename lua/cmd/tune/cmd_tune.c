/*
 * cmd_tune.c — `kharbaga tune`: fits a personality's evaluation weights to the game and rules of
 * the command line, Texel's way (core/tune.h).
 *
 *   1. the personality (--ai, default master) plays --games games against itself from seeded
 *      random openings (tune_play.c), or the positions of an earlier run are read (--positions);
 *   2. the quiet positions of those games, each labelled with its game's result for its side to
 *      move, become term vectors, once;
 *   3. K, then the weights (the man's fixed at 100, the unit) are fitted to them;
 *   4. the report, and the personality with the weights found (tune_report.c).
 *
 * With the searches limited by depth (the default), the same seed and options give the same
 * games, positions and weights, byte for byte, whatever --jobs is.
 */
#include "commands.h"
#include "i18n.h"
#include "tuning.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The tuned personality's id: --out's file name without ".lua", or <base>-<game> when printed;
 * false (reported: a bad command line) if --out does not name a .lua file an id can come from. */
static bool tuned_id(const Cli *cli, const char *base, char *id, size_t len)
{
    if (!cli->out) {
        if (snprintf(id, len, "%s-%s", base, cli->def->id) >= (int)len)
            snprintf(id, len, "%s", "tuned");
        return true;
    }
    const char *slash = strrchr(cli->out, '/'), *file = slash ? slash + 1 : cli->out;
    size_t n = strlen(file);
    if (n <= 4 || strcmp(file + n - 4, ".lua") != 0 || n - 4 >= len)
        return cli_usage_error_in("out",
                                  "--out %s: expected a file NAME.lua, its name (at most %d characters) the tuned "
                                  "personality's id",
                                  cli->out, (int)len - 1) == 0;
    snprintf(id, len, "%.*s", (int)(n - 4), file);
    return true;
}

/* The personality to tune, its texts in English (they go into a script). Returns 0, or the exit
 * status of the error it reported: it is not one, or not made for the game. */
static int load_base(const Cli *cli, Personality *p)
{
    char err[LOADER_ERRLEN];
    if (strcmp(cli->ai, PLAYER_RANDOM_ID) == 0)
        return cli_usage_error_in("ai", "--ai %s: the random mover has no weights to tune; expected a personality, "
                                        "e.g. master",
                                  cli->ai);
    const Catalog *reader = i18n_current();
    i18n_use(NULL);
    bool ok = personality_load_for(cli->ai, cli->def->id, p, err, sizeof err) &&
              personality_check_fits(p, cli->def->id, err, sizeof err);
    i18n_use(reader);
    if (!ok)
        return cli_error_lines(err);
    return 0;
}

/* The positions: read from --positions when that file exists, else played (and then written to
 * --positions when it is given). Returns 0 or an exit status. */
static int gather_positions(Cli *cli, TunePositions *tp)
{
    struct stat st;
    if (cli->positions_file && stat(cli->positions_file, &st) == 0)
        return tune_positions_read(cli, cli->positions_file, tp) ? 0 : 1;
    int status = tune_play(cli, tp);
    if (status == 0 && tp->n == 0)
        status = cli_error("tune: the games left no quiet positions to fit; play more games (--games)");
    if (status == 0 && cli->positions_file && !tune_positions_write(cli, cli->positions_file, tp))
        status = 1;
    return status;
}

/* The term vectors of the positions (n of them). NULL if memory ran out (reported). */
static TuneSample *make_samples(const Cli *cli, const TunePositions *tp)
{
    TuneSample *s = malloc(sizeof *s * (size_t)tp->n);
    if (!s) {
        cli_out_of_memory();
        return NULL;
    }
    for (int i = 0; i < tp->n; i++) {
        tune_sample_terms(&cli->def->variant, &tp->p[i].pos, &s[i]);
        s[i].result = tp->p[i].result;
    }
    return s;
}

/* Fits the weights of r->base to the positions into r->fit. False (reported) if memory ran out. */
static bool fit(TuneReport *r)
{
    TuneSample *s = make_samples(r->cli, r->positions);
    if (!s)
        return false;
    TuneWeights start;
    tune_weights_from_eval(&r->base->params.weights, &start);
    bool ok = tune_fit(s, r->positions->n, &start, 1u << EVAL_MAN, &r->fit);
    free(s);
    return ok || cli_out_of_memory() == 0;
}

int cmd_tune(Cli *cli)
{
    if (!cli->ai)
        cli->ai = "master";
    if (!cli->games)
        cli->games = TUNE_DEFAULT_GAMES;
    cli->args[0] = cli->args[1] = cli->ai; /* self-play: a match of the personality against itself */
    cli->nargs = 2;
    if (!cli_load(cli))
        return 1;
    Personality *base = calloc(1, sizeof *base);
    TunePositions tp = {0};
    TuneReport r = {.cli = cli, .base = base, .positions = &tp};
    if (!base)
        return cli_out_of_memory();
    int status = load_base(cli, base);
    if (!cli->depth && !cli->time_ms && base->params.kind == SEARCH_ALPHABETA)
        cli->depth = TUNE_DEFAULT_DEPTH; /* a Monte Carlo search keeps its own time: it has no depth */
    if (status == 0 && !tuned_id(cli, base->id, r.id, sizeof r.id))
        status = 2;
    if (status == 0)
        status = gather_positions(cli, &tp);
    if (status == 0)
        status = fit(&r) && tune_report(&r) ? 0 : 1;
    tune_positions_free(&tp);
    free(base);
    return status;
}
