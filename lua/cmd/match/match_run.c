/*
 * match_run.c — a match, or a study's matches, as one run: --jobs threads, --shard's share of
 * the pairs, and the results file (--out) each game is written to as it ends, from which the
 * same command resumes after an interruption without playing a finished game again. One run at
 * a time writes a results file (a lock), and only at its end.
 */
#include "i18n.h"
#include "match.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* "I/N" with 1 <= I <= N <= 100000. */
bool match_parse_shard(const char *text, int *i, int *n)
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
        if (!match_parse_shard(cli->shard, &run->shard_i, &run->shard_n))
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

/* Resumes from the results file open in run->out (not empty): its header must be this run's;
 * its games are marked done; a line cut short by an interruption is cut off the file. */
static bool resume(MatchRun *run, const char *header)
{
    ResultsFile rf;
    int fd = fileno(run->out);
    if (!match_results_read_fd(fd, "--out ", run->cli->out, &rf))
        return false;
    JsonDoc mine;
    char err[256];
    bool ok = json_parse(header, strlen(header), &mine, err, sizeof err);
    if (!ok)
        cli_out_of_memory();
    const char *field = ok ? match_results_differ(rf.header.root, mine.root, false) : NULL;
    if (field && strcmp(run->kind, "study") == 0)
        ok = cli_error("--out %s: it holds the games of another study (its \"%s\" differs from this command's); "
                       "give another file, or the options it was made with",
                       run->cli->out, field) == 0;
    else if (field)
        ok = cli_error("--out %s: it holds the games of another match (its \"%s\" differs from this command's); "
                       "give another file, or the options it was made with",
                       run->cli->out, field) == 0;
    ok = ok && match_results_apply(&rf, run);
    if (ok && rf.cut && ftruncate(fd, (off_t)rf.complete) != 0)
        ok = cli_error("--out %s: cannot cut off its unfinished last line: %s", run->cli->out, strerror(errno)) == 0;
    if (ok) {
        int done = 0;
        for (int k = 0; k < run->nmatches; k++)
            for (int i = 0; i < run->matches[k]->games; i++)
                done += run->matches[k]->outcomes[i].done;
        char shown[LOADER_PATH * 4]; /* the name as messages show it: no control byte reaches the terminal */
        err_text(run->cli->out, -1, shown, sizeof shown);
        /* TRANSLATORS: the results file; the games it holds. */
        if (rf.cut)
            fprintf(run->progress,
                    P_("resuming from %s: %d game already played (an unfinished last line dropped)\n",
                       "resuming from %s: %d games already played (an unfinished last line dropped)\n",
                       (unsigned long)done),
                    shown, done);
        else
            fprintf(run->progress, P_("resuming from %s: %d game already played\n", "resuming from %s: %d games already played\n",
                                      (unsigned long)done),
                    shown, done);
    }
    json_doc_free(&mine);
    match_results_free(&rf);
    return ok;
}

/* Who holds the lock of the results file fd, for the message refusing a second run: "kharbaga
 * match, pid N" (the kind from the header, when it is written yet), or "" when the lock is gone. */
static void lock_holder(int fd, char *buf, size_t len)
{
    struct flock who = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
    buf[0] = '\0';
    if (fcntl(fd, F_GETLK, &who) != 0 || who.l_type == F_UNLCK || who.l_pid <= 0)
        return;
    char start[32] = "";
    ssize_t n = pread(fd, start, sizeof start - 1, 0);
    start[n > 0 ? n : 0] = '\0';
    static const char match[] = "{\"kharbaga\":\"match\"", study[] = "{\"kharbaga\":\"study\"";
    const char *kind = !strncmp(start, match, sizeof match - 1)   ? "kharbaga match, "
                       : !strncmp(start, study, sizeof study - 1) ? "kharbaga study, "
                                                                  : "";
    snprintf(buf, len, " (%spid %ld)", kind, (long)who.l_pid);
}

/* Locks the results file fd for this run alone: a write lock on the whole file (fcntl), held while
 * the run writes it and released by the system when the process ends, however it ends. A second
 * run on the same file is refused at once. While it is held, no other descriptor of the file may
 * be closed in this process (that would release it): the file is read and cut through fd. */
static bool lock_results(const MatchRun *run, int fd)
{
    struct flock whole = {.l_type = F_WRLCK, .l_whence = SEEK_SET};
    if (fcntl(fd, F_SETLK, &whole) == 0)
        return true;
    if (errno != EACCES && errno != EAGAIN)
        return cli_error("--out %s: cannot lock it: %s", run->cli->out, strerror(errno)) == 0;
    char holder[64];
    lock_holder(fd, holder, sizeof holder);
    return cli_error("--out %s: another run is writing it%s; wait until it ends, or give another file",
                     run->cli->out, holder) == 0;
}

/* Opens and locks the results file, only ever appended to (O_APPEND: each line goes at its end,
 * wherever another writer left it): resumed when it is not empty, else started with its header. */
static bool open_results(MatchRun *run)
{
    int fd = match_results_open(run->cli->out, O_RDWR | O_CREAT | O_APPEND, "--out ");
    if (fd < 0)
        return false;
    struct stat st;
    bool ok = lock_results(run, fd);
    if (ok && fstat(fd, &st) != 0)
        ok = cli_error("--out %s: cannot read it: %s", run->cli->out, strerror(errno)) == 0;
    if (!ok) {
        close(fd);
        return false;
    }
    if (!(run->out = fdopen(fd, "a"))) {
        close(fd);
        return cli_out_of_memory() == 0;
    }
    char *header = match_results_header(run, run->shard_given ? run->shard_i : 0, run->shard_given ? run->shard_n : 0);
    if (!header)
        return cli_out_of_memory() == 0;
    ok = st.st_size > 0 ? resume(run, header) : write_line(run, header);
    free(header);
    return ok;
}

/* The number of rounds: the most games of a match. */
static int run_games(const MatchRun *run)
{
    int n = 0;
    for (int k = 0; k < run->nmatches; k++)
        n = run->matches[k]->games > n ? run->matches[k]->games : n;
    return n;
}

/* Whether game `round` of every match is done, or not one its shard plays. */
static bool round_done(const MatchRun *run, int round)
{
    for (int k = 0; k < run->nmatches; k++) {
        const Match *m = run->matches[k];
        if (round < m->games && match_in_shard(m, round) && !m->outcomes[round].done)
            return false;
    }
    return true;
}

/* Game `index` of m into its progress tally, and its progress line if this run played it. */
static void tell_game(MatchRun *run, Match *m, int index)
{
    const Outcome *o = &m->outcomes[index];
    if (o->done) {
        Result a_wins = o->a_side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
        m->progress.wins += o->result == a_wins;
        m->progress.draws += o->result == RESULT_DRAW;
        m->progress.losses += o->result != a_wins && o->result != RESULT_DRAW;
    }
    if (o->fresh) {
        match_clock_clear(run);
        run->progress_line(run, m, index, run->progress);
    }
    m->reported = index + 1;
}

/* The rounds now complete, in order, whichever thread finished first: each game's progress line
 * (games resumed from the results file count in the tally without one), then the sequential
 * test, which may end the run. */
static void advance_rounds(MatchRun *run)
{
    int games = run_games(run);
    while (!run->stopped && run->rounds < games && round_done(run, run->rounds)) {
        int round = run->rounds++;
        for (int k = 0; k < run->nmatches; k++)
            if (round < run->matches[k]->games)
                tell_game(run, run->matches[k], round);
        if (run->sequential && run->sequential(run, round))
            run->stopped = true;
    }
}

bool match_run_save(MatchRun *run, Match *m, int index)
{
    if (!run->out)
        return true;
    char line[512];
    match_results_game(m, index, line, sizeof line);
    return write_line(run, line);
}

bool match_run_record(MatchRun *run, Match *m, int index)
{
    if (!match_run_save(run, m, index))
        return false;
    advance_rounds(run);
    return true;
}

static bool on_game(void *ctx, Match *m, Match *seat, int index)
{
    MatchRun *run = ctx;
    bool ok = match_run_record(run, m, index) && (!run->done || run->done(run, m, seat, index));
    match_clock_game(run);
    return ok;
}

bool match_run_tell(MatchRun *run)
{
    if (!run->progress_line)
        run->progress_line = match_print_progress_line;
    for (int k = 0; k < run->nmatches; k++) { /* the openings of the games done (resumed) */
        Match *m = run->matches[k];
        int last = m->games;
        while (last > 0 && !m->outcomes[last - 1].done)
            last--;
        if (!match_choose_openings(m, (last + 1) / 2))
            return false;
    }
    advance_rounds(run);
    return true;
}

int match_run_counted(const MatchRun *run)
{
    return run->stopped || run->out_of_time ? run->rounds : run_games(run);
}

/* Whether every game of every round is done, or not one its shard plays. */
static bool all_done(const MatchRun *run)
{
    int games = run_games(run);
    for (int round = 0; round < games; round++)
        if (!round_done(run, round))
            return false;
    return true;
}

void match_run_finish(MatchRun *run)
{
    int counted = match_run_counted(run);
    for (int k = 0; k < run->nmatches; k++) {
        Match *m = run->matches[k];
        for (int i = counted; i < m->games; i++)
            m->outcomes[i].done = false;
        match_finish(m);
    }
}

bool match_run_play(MatchRun *run, MatchDone done)
{
    run->done = done;
    if (run->cli->out && !open_results(run))
        return false;
    if (!match_run_tell(run) || !match_clock_begin(run))
        return false;
    advance_rounds(run); /* the games the clock timed */
    bool ok = match_pool_run(run->matches, run->nmatches, run->jobs, on_game, run, &run->stopped);
    match_clock_end(run);
    if (ok) {
        run->out_of_time = !run->stopped && !all_done(run); /* the pool leaves games only then */
        match_run_finish(run);
    }
    return ok;
}

void match_run_close(MatchRun *run)
{
    if (run->out)
        fclose(run->out);
    run->out = NULL;
}
