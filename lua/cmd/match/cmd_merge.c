/*
 * cmd_merge.c — `kharbaga merge FILES...`: the results files of a match's or study's shards
 * (--shard I/N --out FILE) combined into the report the one run would have made. Every file
 * must be a shard of the same run (its header equal but for the shard), each shard given once,
 * none missing, and each shard's games all played; the file at fault is named otherwise. The
 * game, players and rules are loaded again from the header, and the openings chosen again, so
 * that the report is made by the same code as a run's.
 */
#include "commands.h"
#include "match.h"
#include "study.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct Merge {
    int nfiles;
    ResultsFile *files;
    Cli cli;       /* the run's command line, from the first header */
    MatchRun run;
    Match *match;  /* (a match) */
    MatchSprt sprt; /* (a match with --sprt) */
    StudyUntil until; /* (a study with --until) */
    char sprt_text[64]; /* its --sprt ELO0,ELO1, from the header */
} Merge;

static const char *text_of(const JsonValue *v)
{
    return v && v->type == JSON_STRING ? v->text : NULL;
}

/* A list of texts of the header into out[max]; false if it is not one. */
static bool read_list(const JsonValue *a, const char **out, int max, int *n)
{
    if (!a || a->type != JSON_ARRAY || a->count > max)
        return false;
    *n = 0;
    for (const JsonValue *x = a->child; x; x = x->next) {
        if (x->type != JSON_STRING)
            return false;
        out[(*n)++] = x->text;
    }
    return true;
}

/* A number of the header, as written, or NULL. */
static const char *number_of(const JsonValue *v)
{
    return v && v->type == JSON_NUMBER ? v->text : NULL;
}

/* The options of the header's sequential test, if it has one, into g->cli; false if they are
 * not such options. */
static bool header_sequential(const JsonValue *h, Merge *g)
{
    const JsonValue *t = json_member(h, "sequential");
    if (!t)
        return true;
    const JsonValue *sprt = json_member(t, "sprt");
    g->cli.alpha = number_of(json_member(t, "alpha"));
    g->cli.beta = number_of(json_member(t, "beta"));
    g->cli.until = text_of(json_member(t, "until"));
    if (g->cli.until)
        return g->cli.alpha && g->cli.beta;
    if (!sprt || sprt->type != JSON_ARRAY || sprt->count != 2 || !number_of(json_item(sprt, 0)) ||
        !number_of(json_item(sprt, 1)))
        return false;
    snprintf(g->sprt_text, sizeof g->sprt_text, "%.30s,%.30s", json_item(sprt, 0)->text, json_item(sprt, 1)->text);
    g->cli.sprt = g->sprt_text;
    return g->cli.alpha && g->cli.beta;
}

/* The command line a header describes, into g->cli (texts pointing into the header). */
static bool header_cli(const ResultsFile *rf, Merge *g)
{
    Cli *cli = &g->cli;
    const JsonValue *h = rf->header.root;
    long long games, time_ms, depth, opening, balance = -1;
    const JsonValue *balance_member = json_member(h, "balance"); /* only in a run with --balance */
    const JsonValue *seed = json_member(h, "seed");
    cli->command = text_of(json_member(h, "kharbaga"));
    cli->variant = text_of(json_member(h, "variant"));
    cli->ruleset = text_of(json_member(h, "ruleset"));
    cli->position = text_of(json_member(h, "position"));
    cli->play = text_of(json_member(h, "play"));
    bool ok = cli->variant && read_list(json_member(h, "rules"), cli->rules, CLI_MAX_RULES, &cli->nrules) &&
              read_list(json_member(h, "players"), cli->args, 2, &cli->nargs) && cli->nargs == 2 &&
              read_list(json_member(h, "choices"), cli->choices, CLI_MAX_CHOICES, &cli->nchoices) &&
              json_whole(json_member(h, "games"), 0, 100000, &games) &&
              json_whole(json_member(h, "time_ms"), 0, SEARCH_MAX_TIME_MS, &time_ms) &&
              json_whole(json_member(h, "depth"), 0, MAX_PLY, &depth) &&
              json_whole(json_member(h, "opening"), -1, MATCH_MAX_OPENING, &opening) &&
              (!balance_member || json_whole(balance_member, 0, MATCH_MAX_BALANCE, &balance)) && text_of(seed) &&
              strspn(seed->text, "0123456789") == strlen(seed->text) && strlen(seed->text) <= 19 &&
              header_sequential(h, g);
    if (!ok)
        return cli_error("%s:1: expected the header of a results file: variant, ruleset, rules, position, play, "
                         "players, games, time_ms, depth, opening, seed, choices (and a sequential test's options, balance)",
                         rf->path) == 0;
    cli->games = (int)games;
    cli->time_ms = (int)time_ms;
    cli->depth = (int)depth;
    cli->opening = (int)opening;
    cli->balance = (int)balance;
    cli->seed = strtoull(seed->text, NULL, 10);
    cli->jobs = 1;
    return true;
}

/* Every file a shard of the same run, each shard once, none missing. */
static bool check_shards(const Merge *g)
{
    const ResultsFile *first = &g->files[0];
    const char *kind = text_of(json_member(first->header.root, "kharbaga")); /* checked when read */
    int n = first->shard_n;
    bool study = strcmp(kind, "study") == 0;
    if (n == 0 && g->nfiles > 1)
        return (study ? cli_error("merge: %s holds a whole study, not a shard; merge the files of one --shard I/N run",
                                  first->path)
                      : cli_error("merge: %s holds a whole match, not a shard; merge the files of one --shard I/N run",
                                  first->path)) == 0;
    int *owner = calloc((size_t)(n ? n : 1), sizeof *owner);
    if (!owner)
        return cli_out_of_memory() == 0;
    bool ok = true;
    for (int f = 0; ok && f < g->nfiles; f++) {
        const ResultsFile *rf = &g->files[f];
        const char *field = f ? match_results_differ(first->header.root, rf->header.root, true) : NULL;
        if (field && study)
            ok = cli_error("merge: %s is a shard of another study than %s (its \"%s\" differs)", rf->path,
                           first->path, field) == 0;
        else if (field)
            ok = cli_error("merge: %s is a shard of another match than %s (its \"%s\" differs)", rf->path,
                           first->path, field) == 0;
        else if (f && rf->shard_n != n && rf->shard_n)
            ok = cli_error("merge: %s is a shard of another number of shards, and %s is shard %d/%d: they are not "
                           "shards of the same run",
                           rf->path, first->path, first->shard_i + 1, n) == 0;
        else if (f && rf->shard_n != n)
            ok = cli_error("merge: %s is a whole run, and %s is shard %d/%d: they are not shards of the same run",
                           rf->path, first->path, first->shard_i + 1, n) == 0;
        else if (n && owner[rf->shard_i])
            ok = cli_error("merge: %s is shard %d/%d, as %s is: give each shard once", rf->path, rf->shard_i + 1, n,
                           g->files[owner[rf->shard_i] - 1].path) == 0;
        else if (n)
            owner[rf->shard_i] = f + 1;
    }
    for (int i = 0; ok && i < n; i++)
        if (!owner[i])
            ok = cli_error("merge: shard %d/%d is missing: give its results file too (%s is shard %d/%d)", i + 1, n,
                           first->path, first->shard_i + 1, n) == 0;
    free(owner);
    return ok;
}

/* Every game of each file's shard in it (up to the last round of a sequential test that ended the
 * run): else the file is named with a game it lacks. */
static bool check_complete(Merge *g)
{
    int counted = match_run_counted(&g->run);
    for (int f = 0; f < g->nfiles; f++) {
        const ResultsFile *rf = &g->files[f];
        for (int k = 0; k < g->run.nmatches; k++) {
            const Match *m = g->run.matches[k];
            for (int i = 0; i < m->games && i < counted; i++) {
                bool mine = rf->shard_n == 0 || (i / 2) % rf->shard_n == rf->shard_i;
                if (mine && !m->outcomes[i].done)
                    return (g->run.nmatches > 1
                                ? cli_error("merge: %s lacks game %d of a choice: its run did not finish; run its "
                                            "command again to resume it",
                                            rf->path, i + 1)
                                : cli_error("merge: %s lacks game %d: its run did not finish; run its command again "
                                            "to resume it",
                                            rf->path, i + 1)) == 0;
            }
        }
    }
    return true;
}

/* Each file's games into the run, checked against the shard it says it holds. */
static bool apply_files(Merge *g)
{
    for (int f = 0; f < g->nfiles; f++) {
        const ResultsFile *rf = &g->files[f];
        for (int k = 0; k < g->run.nmatches; k++) {
            g->run.matches[k]->shard_i = rf->shard_n ? rf->shard_i : 0;
            g->run.matches[k]->shard_n = rf->shard_n ? rf->shard_n : 1;
        }
        if (!match_results_apply(rf, &g->run))
            return false;
    }
    for (int k = 0; k < g->run.nmatches; k++) {
        g->run.matches[k]->shard_i = 0;
        g->run.matches[k]->shard_n = 1;
    }
    return true;
}

/* Sets up the run the headers describe. Returns 0 or an exit status. */
static int setup(Merge *g, Cli *cli)
{
    g->cli.json = cli->json;
    g->cli.svg = cli->svg;
    if (!header_cli(&g->files[0], g))
        return 1;
    if (!cli_load(&g->cli))
        return 1;
    g->run.cli = &g->cli;
    g->run.kind = g->cli.command;
    g->run.jobs = 1;
    g->run.shard_n = 1;
    g->run.progress = stderr;
    if (strcmp(g->run.kind, "study") == 0) {
        int status = study_setup(&g->run, &g->cli);
        return status ? status : study_until_setup(&g->run, &g->until);
    }
    if (!(g->match = calloc(1, sizeof *g->match)))
        return cli_out_of_memory();
    g->run.matches[g->run.nmatches++] = g->match;
    int status = match_sprt_setup(&g->run, &g->sprt);
    g->match->sprt = g->run.sequential ? &g->sprt : NULL;
    return status ? status : match_setup(g->match, &g->cli);
}

int cmd_merge(Cli *cli)
{
    if (cli->nargs == 0)
        return cli_usage_error("merge: expected the results files of a run's shards, e.g. kharbaga merge "
                               "shard-*.jsonl");
    if (cli->nchoices)
        return cli_usage_error("merge: --choice does not apply; the choices are in the files");
    Merge *g = calloc(1, sizeof *g);
    if (g)
        g->files = calloc((size_t)cli->nargs, sizeof *g->files);
    if (!g || !g->files) {
        free(g);
        return cli_out_of_memory();
    }
    int status = 0;
    for (; status == 0 && g->nfiles < cli->nargs; g->nfiles++)
        if (!match_results_read(cli->args[g->nfiles], &g->files[g->nfiles]))
            status = 1;
    if (status == 0 && !check_shards(g))
        status = 1;
    if (status == 0)
        status = setup(g, cli);
    if (status == 0 && !(apply_files(g) && match_run_tell(&g->run) && check_complete(g)))
        status = 1;
    if (status == 0)
        match_run_finish(&g->run);
    if (status == 0 && g->match)
        cli->json ? match_print_json(g->match) : match_print_table(g->match);
    else if (status == 0 && !study_report(&g->run))
        status = 1;
    if (g->match) {
        match_release(g->match);
        free(g->match);
    } else {
        study_release(&g->run);
    }
    for (int f = 0; f < g->nfiles; f++)
        match_results_free(&g->files[f]);
    cli_free(&g->cli);
    free(g->files);
    free(g);
    return status;
}
