/*
 * match_run.c — a match, or a study's matches, as one run: --jobs threads, --shard's share of
 * the pairs, and the results file (--out) each game is written to as it ends, from which the
 * same command resumes after an interruption without playing a finished game again.
 */
#include "match.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* "I/N" with 1 <= I <= N <= 100000. */
static bool parse_shard(const char *text, int *i, int *n)
{
    char *end;
    errno = 0;
    long a = strtol(text, &end, 10);
    if (end == text || *end != '/' || text[0] < '0' || text[0] > '9')
        return false;
    const char *second = end + 1;
    long b = strtol(second, &end, 10);
    if (end == second || *end || second[0] < '0' || second[0] > '9' || errno)
        return false;
    if (a < 1 || b < 1 || a > b || b > 100000)
        return false;
    *i = (int)a - 1;
    *n = (int)b;
    return true;
}

int match_run_options(MatchRun *run, Cli *cli, const char *kind)
{
    run->cli = cli;
    run->kind = kind;
    run->jobs = cli->jobs ? cli->jobs : match_online_cpus();
    run->shard_n = 1;
    run->progress = cli->json || !cli->shard ? (cli->json ? stderr : stdout) : stderr;
    if (cli->shard) {
        if (!parse_shard(cli->shard, &run->shard_i, &run->shard_n))
            return cli_usage_error("--shard %s: expected I/N, the share I of N (1 <= I <= N <= 100000), e.g. 2/4",
                                   cli->shard);
        if (!cli->out)
            return cli_usage_error("--shard %s: expected --out FILE for the shard's results (kharbaga merge reads "
                                   "them)",
                                   cli->shard);
        run->shard_given = true;
    }
    return 0;
}

/* Writes one line and flushes it, so that an interruption loses at most the line being written. */
static bool write_line(MatchRun *run, const char *line)
{
    if (fprintf(run->out, "%s\n", line) < 0 || fflush(run->out) != 0)
        return cli_error("--out %s: cannot write: %s", run->cli->out, strerror(errno)) == 0;
    return true;
}

/* Resumes from an existing results file: its header must be this run's; its games are marked
 * done; a line cut short by an interruption is dropped. Then opens it for appending. */
static bool resume(MatchRun *run, const char *header)
{
    ResultsFile rf;
    if (!match_results_read(run->cli->out, &rf))
        return false;
    JsonDoc mine;
    char err[256];
    bool ok = json_parse(header, strlen(header), &mine, err, sizeof err);
    if (!ok)
        cli_error("out of memory");
    const char *field = ok ? match_results_differ(rf.header.root, mine.root, false) : NULL;
    if (field)
        ok = cli_error("--out %s: it holds the games of another %s (its \"%s\" differs from this command's); give "
                       "another file, or the options it was made with",
                       run->cli->out, run->kind, field) == 0;
    ok = ok && match_results_apply(&rf, run);
    if (ok && rf.cut && truncate(run->cli->out, (off_t)rf.complete) != 0)
        ok = cli_error("--out %s: cannot cut off its unfinished last line: %s", run->cli->out, strerror(errno)) == 0;
    if (ok) {
        int done = 0;
        for (int k = 0; k < run->nmatches; k++)
            for (int i = 0; i < run->matches[k]->games; i++)
                done += run->matches[k]->outcomes[i].done;
        fprintf(run->progress, "resuming from %s: %d %s already played%s\n", run->cli->out, done,
                done == 1 ? "game" : "games", rf.cut ? " (an unfinished last line dropped)" : "");
    }
    if (ok && !(run->out = fopen(run->cli->out, "a")))
        ok = cli_error("--out %s: cannot open it to add games: %s", run->cli->out, strerror(errno)) == 0;
    json_doc_free(&mine);
    match_results_free(&rf);
    return ok;
}

/* Opens the results file: resumed when it exists and is not empty, else started with its header. */
static bool open_results(MatchRun *run)
{
    char *header = match_results_header(run, run->shard_given ? run->shard_i : 0, run->shard_given ? run->shard_n : 0);
    if (!header)
        return cli_error("out of memory") == 0;
    FILE *f = fopen(run->cli->out, "r");
    bool exists = f && fgetc(f) != EOF;
    if (f)
        fclose(f);
    bool ok;
    if (exists) {
        ok = resume(run, header);
    } else {
        run->out = fopen(run->cli->out, "w");
        ok = run->out ? write_line(run, header)
                      : cli_error("--out %s: cannot create it: %s", run->cli->out, strerror(errno)) == 0;
    }
    free(header);
    return ok;
}

/* The progress lines that are due: in the order of the games, whichever thread finished first;
 * games resumed from the results file count in the tally without a line of their own. */
static void advance_progress(MatchRun *run, Match *m)
{
    while (m->reported < m->games && (!match_in_shard(m, m->reported) || m->outcomes[m->reported].done)) {
        const Outcome *o = &m->outcomes[m->reported];
        if (o->done) {
            Result a_wins = o->a_side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
            m->progress.wins += o->result == a_wins;
            m->progress.draws += o->result == RESULT_DRAW;
            m->progress.losses += o->result != a_wins && o->result != RESULT_DRAW;
        }
        if (o->fresh)
            run->progress_line(run, m, m->reported, run->progress);
        m->reported++;
    }
}

bool match_run_record(MatchRun *run, Match *m, int index)
{
    if (run->out) {
        char line[512];
        match_results_game(m, index, line, sizeof line);
        if (!write_line(run, line))
            return false;
    }
    advance_progress(run, m);
    return true;
}

static bool on_game(void *ctx, Match *m, Match *seat, int index)
{
    MatchRun *run = ctx;
    return match_run_record(run, m, index) && (!run->done || run->done(run, m, seat, index));
}

bool match_run_play(MatchRun *run, MatchDone done)
{
    run->done = done;
    if (!run->progress_line)
        run->progress_line = match_print_progress_line;
    if (run->cli->out && !open_results(run))
        return false;
    for (int k = 0; k < run->nmatches; k++) {
        Match *m = run->matches[k];
        if (!match_choose_openings(m))
            return false;
        advance_progress(run, m);
    }
    if (!match_pool_run(run->matches, run->nmatches, run->jobs, on_game, run))
        return false;
    for (int k = 0; k < run->nmatches; k++)
        match_finish(run->matches[k]);
    return true;
}

void match_run_close(MatchRun *run)
{
    if (run->out)
        fclose(run->out);
    run->out = NULL;
}
