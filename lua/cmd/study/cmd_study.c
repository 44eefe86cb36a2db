/*
 * cmd_study.c — `kharbaga study --choice SPEC --choice SPEC [A [B]]`: for one game and several
 * rule choices, a self-play match per choice — the same players, limits, openings and seed as
 * `kharbaga match` — and, per choice, the metrics people argue about: the first player's score,
 * draws, length, how games end, captures, crownings and huffs, each with its 95% interval and a
 * test of whether the choices differ (study_stats.c, study_report.c).
 *
 * It is a run as a match is (match_run.c): --jobs threads, --shard I/N for other machines, and
 * --out FILE, from which the same command resumes after an interruption without playing any
 * finished game again. With --until clear it stops as soon as a sequential test has its answer
 * (study_until.c).
 *
 * On the server (GET /api/study, docs/api.md) a study has the request's time: with a cap on the
 * command line's time (cli->max_time_ms, the server's --max-time) no game starts once it has
 * passed, a game still playing then is cut and counts nowhere, and the report is that of the
 * rounds complete, its answer saying that the study stopped there (study_answer.c).
 */
#include "commands.h"
#include "i18n.h"
#include "study.h"

#include <stdlib.h>
#include <string.h>

/* Cuts sc->spec into words ("ruleset=ID" or rule changes) onto sc->cli. False (reported) on a
 * word that is neither, or on too many changes. */
static bool choice_words(StudyChoice *sc, const Cli *base)
{
    char *save = NULL;
    for (char *w = strtok_r(sc->spec, " ,\t", &save); w; w = strtok_r(NULL, " ,\t", &save)) {
        if (!strchr(w, '=') || w[0] == '=')
            return cli_usage_error_in("choice",
                                      "--choice %s: expected ruleset=ID or rule changes KEY=VALUE, e.g. "
                                      "--choice \"removal=immediate\"; '%s' is neither",
                                      sc->label, w) == 0;
        if (strncmp(w, "ruleset=", 8) == 0) {
            if (sc->cli.ruleset != base->ruleset)
                return cli_usage_error_in("choice", "--choice %s: expected one ruleset=ID", sc->label) == 0;
            sc->cli.ruleset = w + 8;
        } else if (sc->cli.nrules == CLI_MAX_RULES) {
            return cli_usage_error_in("choice", "--choice %s: at most %d rule changes with --rule's", sc->label,
                                      CLI_MAX_RULES) == 0;
        } else {
            sc->cli.rules[sc->cli.nrules++] = w;
        }
    }
    if (sc->cli.ruleset == base->ruleset && sc->cli.nrules == base->nrules)
        return cli_usage_error_in("choice", "--choice %s: expected ruleset=ID or rule changes", sc->label) == 0;
    return true;
}

/* The choice's rules, tried on the study's loaded game (then put back), so that an error names
 * the choice. */
static bool choice_valid(StudyChoice *sc, Cli *base)
{
    Err e;
    if (!rules_changes_distinct(sc->cli.rules, sc->cli.nrules, &e))
        return cli_error_in("choice", "--choice %s: %s (with --rule)", sc->label, e.msg) == 0;
    bool ok = gamedef_select(base->def, sc->cli.ruleset, sc->cli.rules, sc->cli.nrules, &e);
    if (!ok)
        cli_error_in("choice", "--choice %s: %s", sc->label, e.msg);
    Err again;
    gamedef_select(base->def, base->ruleset, base->rules, base->nrules, &again); /* it loaded with these */
    return ok;
}

/* Choice k of the study: its command line, loaded, and its match. Returns 0 or an exit status. */
static int choice_setup(MatchRun *run, Cli *cli, int k)
{
    StudyChoice *sc = calloc(1, sizeof *sc);
    if (!sc)
        return cli_out_of_memory();
    run->matches[run->nmatches++] = &sc->m;
    sc->label = cli->choices[k];
    snprintf(sc->spec, sizeof sc->spec, "%s", cli->choices[k]);
    sc->cli = cli_unloaded_copy(cli);
    if (strlen(cli->choices[k]) >= sizeof sc->spec)
        return cli_usage_error_in("choice", "--choice: a rule choice of %zu characters; at most %d",
                                  strlen(cli->choices[k]), CLI_MAX_SPEC_LEN);
    if (cli->save) {
        snprintf(sc->save, sizeof sc->save, "%s/choice-%d", cli->save, k + 1);
        sc->cli.save = sc->save;
    }
    if (!choice_words(sc, cli))
        return 2;
    if (!choice_valid(sc, cli))
        return 1;
    if (!cli_load(&sc->cli))
        return 1;
    sc->m.choice = k;
    sc->m.shard_i = run->shard_i;
    sc->m.shard_n = run->shard_n;
    return match_setup(&sc->m, &sc->cli);
}

int study_setup(MatchRun *run, Cli *cli)
{
    if (cli->nchoices == 0)
        return cli_usage_error_in("choice", "study: expected a --choice SPEC for each rule choice, e.g. --choice "
                                            "removal=end --choice removal=immediate");
    if (cli->nchoices == 1)
        return cli_usage_error_in("choice",
                                  "study: one rule choice (--choice %s); a study compares two or more, e.g. with "
                                  "the rules it changes: --choice ruleset=%s --choice \"%s\"",
                                  cli->choices[0], cli->def->rulesets[cli->def->ruleset].id, cli->choices[0]);
    int status = 0;
    for (int k = 0; status == 0 && k < cli->nchoices; k++)
        status = choice_setup(run, cli, k);
    return status;
}

void study_release(MatchRun *run)
{
    for (int k = 0; k < run->nmatches; k++) {
        StudyChoice *sc = (StudyChoice *)run->matches[k];
        match_release(&sc->m);
        cli_free(&sc->cli);
        free(sc);
    }
    run->nmatches = 0;
}

/* A game's progress line: choice, game, result, how it ended, length. */
static void study_progress(const MatchRun *run, const Match *m, int index, FILE *out)
{
    const Outcome *o = &m->outcomes[index];
    /* TRANSLATORS: the choice of how many, its rules; the game (padded) of how many; the result (1-0, 0-1,
     * 1/2-1/2); how it ended; its plies. */
    fprintf(out,
            P_("choice %d/%d (%s)  game %*d/%d  %-7s  %s, %d ply\n", "choice %d/%d (%s)  game %*d/%d  %-7s  %s, %d plies\n",
               (unsigned long)o->plies),
            m->choice + 1, run->nmatches, ((const StudyChoice *)m)->label, m->width, index + 1, m->games,
            record_result_text(o->result), match_termination_text(o), o->plies);
    fflush(out);
}

/* Each game's record into its choice's --save directory. */
static bool save_record(void *ctx, Match *m, Match *seat, int index)
{
    (void)ctx;
    return !m->cli->save || match_save_game(seat, index, &m->outcomes[index]);
}

/* With a cap on the command line's time (the server's): each choice's deadline, `start` and the
 * cap. */
static void study_budget(MatchRun *run, const Cli *cli, double start)
{
    for (int k = 0; cli->max_time_ms > 0 && k < run->nmatches; k++)
        run->matches[k]->deadline = start + cli->max_time_ms / 1000.0;
}

int cmd_study(Cli *cli)
{
    static const char *const default_player[] = {"master", "master"};
    double start = match_now();
    if (cli->sprt)
        return cli_usage_error("study: --sprt does not apply (it tests one player against another in kharbaga "
                               "match)");
    if (cli->nargs == 0)
        cli->args[cli->nargs++] = default_player[0];
    if (cli->nargs == 1)
        cli->args[cli->nargs++] = cli->args[0]; /* self-play */
    if (!cli->games)
        cli->games = cli->until ? STUDY_UNTIL_GAMES : STUDY_DEFAULT_GAMES;
    if (!cli_load(cli))
        return 1;
    MatchRun *run = calloc(1, sizeof *run);
    StudyUntil *until = calloc(1, sizeof *until);
    if (!run || !until) {
        free(run);
        free(until);
        return cli_out_of_memory();
    }
    int status = match_run_options(run, cli, "study");
    run->progress = cli_err(); /* the output is the report's; a server's request keeps both to itself */
    run->progress_line = study_progress;
    run->clock.on = true; /* a study can take hours: it says how long before it starts */
    if (status == 0)
        status = study_setup(run, cli);
    if (status == 0)
        study_budget(run, cli, start);
    if (status == 0)
        status = study_until_setup(run, until);
    bool ok = status == 0 && match_run_play(run, save_record);
    if (ok && !run->shard_given)
        ok = study_report(run);
    match_run_close(run);
    study_release(run);
    free(until);
    free(run);
    return ok ? 0 : status ? status : 1;
}
