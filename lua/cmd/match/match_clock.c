/*
 * match_clock.c — how long a run will take, told before its games and as they go (a study's:
 * run->clock.on).
 *
 * Before the pool starts, the first game still to play of each match is played on the calling
 * thread and timed; it counts as any other (it is the game its number says), and the estimate is
 * the rest of each match's games at its first game's time, spread over the threads that can run at
 * once: "study: 2 choices × 400 games on 2 threads: about 1 min 10 s (a game took 52 ms to 61 ms)".
 * A sequential test may stop far sooner: the estimate is then the most it can take.
 *
 * Then, on a terminal, a bar under the progress lines, redrawn at most ten times a second, with
 * the games played and the time left at the pace so far; on anything else (a file, a pipe), a
 * plain line at every tenth of the games: "study: 30% (240/800 games), about 40 s left". At the
 * end, the games played and the time they took: "study: 800 games in 1 min 12 s".
 */
#include "i18n.h"
#include "match.h"

#include <math.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { BAR_WIDTH = 30, TENTHS = 10 };

static const double REDRAW_SECONDS = 0.1;

double match_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

/* A duration for people: "40 ms", "1.4 s", "12 s", "3 min 5 s", "2 h 10 min". */
static const char *duration_text(double seconds, char *buf, size_t len)
{
    long s = lround(seconds);
    if (seconds < 0.9995)
        snprintf(buf, len, _("%.0f ms"), 1000 * seconds);
    else if (seconds < 9.95)
        snprintf(buf, len, _("%.1f s"), seconds);
    else if (s < 60)
        snprintf(buf, len, _("%ld s"), s);
    else if (s < 3600)
        snprintf(buf, len, _("%ld min %ld s"), s / 60, s % 60);
    else
        snprintf(buf, len, _("%ld h %ld min"), s / 3600, s / 60 % 60);
    return buf;
}

/* The games of m its shard plays that are not done. */
static int games_left(const Match *m)
{
    int n = 0;
    for (int i = 0; i < m->games; i++)
        n += match_in_shard(m, i) && !m->outcomes[i].done;
    return n;
}

/* Plays the first game still to play of m on this thread, as the pool would (its record, its
 * line in the results file), timed. OUT: *seconds (0 if none is left). False (reported) on a
 * failure. */
static bool time_first_game(MatchRun *run, Match *m, double *seconds)
{
    *seconds = 0;
    int index = 0;
    while (index < m->games && (!match_in_shard(m, index) || m->outcomes[index].done))
        index++;
    if (index == m->games)
        return true;
    double start = match_now();
    Outcome o = {0};
    if (!match_choose_openings(m, index / 2 + 1) || !match_play_game(m, index, &o))
        return false;
    if (o.cut) /* the run's time was up: no game, no estimate */
        return true;
    *seconds = match_now() - start;
    o.done = o.fresh = true;
    m->outcomes[index] = o;
    return match_run_save(run, m, index) && (!run->done || run->done(run, m, m, index));
}

/* The estimate's line: the games, the threads, the time, the first games' times. */
static void print_estimate(const MatchRun *run, double total, double fastest, double slowest, int threads)
{
    const Match *m = run->matches[0];
    char time[32], lo[32], took[80], games[160];
    duration_text(total, time, sizeof time);
    duration_text(fastest, lo, sizeof lo);
    if (slowest > fastest * 1.05) {
        char hi[32];
        /* TRANSLATORS: the time a game took: the fastest to the slowest. */
        snprintf(took, sizeof took, _("%s to %s"), lo, duration_text(slowest, hi, sizeof hi));
    } else {
        snprintf(took, sizeof took, "%s", lo);
    }
    if (run->nmatches > 1)
        /* TRANSLATORS: rule choices of a study, times games of each. */
        snprintf(games, sizeof games, P_("%d choices × %d game", "%d choices × %d games", (unsigned long)m->games),
                 run->nmatches, m->games);
    else
        snprintf(games, sizeof games, P_("%d game", "%d games", (unsigned long)m->games), m->games);
    unsigned long n = (unsigned long)threads;
    /* TRANSLATORS: match or study (the command's name); the games; the threads; the time the run will take;
     * the time a game took. */
    if (run->sequential)
        fprintf(run->progress,
                P_("%s: %s on %d thread: at most about %s (a game took %s); the sequential test may stop long before\n",
                   "%s: %s on %d threads: at most about %s (a game took %s); the sequential test may stop long before\n",
                   n),
                run->kind, games, threads, time, took);
    else
        fprintf(run->progress, P_("%s: %s on %d thread: about %s (a game took %s)\n",
                                  "%s: %s on %d threads: about %s (a game took %s)\n", n),
                run->kind, games, threads, time, took);
    fflush(run->progress);
}

bool match_clock_begin(MatchRun *run)
{
    MatchClock *c = &run->clock;
    if (!c->on || run->stopped)
        return true;
    double work = 0, fastest = INFINITY, slowest = 0;
    int left = 0, timed = 0;
    for (int k = 0; k < run->nmatches; k++) {
        double seconds;
        if (!time_first_game(run, run->matches[k], &seconds))
            return false;
        c->timed_seconds += seconds;
        int rest = games_left(run->matches[k]);
        if (seconds > 0) {
            timed++;
            work += seconds * rest;
            fastest = fmin(fastest, seconds);
            slowest = fmax(slowest, seconds);
        }
        left += rest;
    }
    int cpus = match_online_cpus(), threads = run->jobs < cpus ? run->jobs : cpus;
    if (slowest > 0)
        print_estimate(run, work / (threads < left ? threads : left > 0 ? left : 1), fastest, slowest, run->jobs);
    c->terminal = isatty(fileno(run->progress));
    c->timed = timed;
    c->played = timed;
    c->total = left + timed;
    c->start = match_now();
    return true;
}

/* The bar: "[#####.........]  240/800 games  30%  about 40 s left". */
static void draw_bar(MatchRun *run, double left)
{
    MatchClock *c = &run->clock;
    int filled = c->total ? BAR_WIDTH * c->played / c->total : BAR_WIDTH;
    char bar[BAR_WIDTH + 1], time[32];
    memset(bar, '#', (size_t)filled);
    memset(bar + filled, '.', (size_t)(BAR_WIDTH - filled));
    bar[BAR_WIDTH] = '\0';
    duration_text(left, time, sizeof time);
    int percent = c->total ? 100 * c->played / c->total : 100;
    fprintf(run->progress, "\r\033[K");
    /* TRANSLATORS: the progress bar, games played of how many, the percent, the time left. */
    if (run->sequential)
        fprintf(run->progress, P_("[%s] %d/%d game %3d%%  at most %s left", "[%s] %d/%d games %3d%%  at most %s left",
                                  (unsigned long)c->total),
                bar, c->played, c->total, percent, time);
    else
        fprintf(run->progress, P_("[%s] %d/%d game %3d%%  about %s left", "[%s] %d/%d games %3d%%  about %s left",
                                  (unsigned long)c->total),
                bar, c->played, c->total, percent, time);
    fflush(run->progress);
    c->drawn = true;
}

void match_clock_game(MatchRun *run)
{
    MatchClock *c = &run->clock;
    if (!c->on || !c->total)
        return;
    c->played++;
    double now = match_now(), spent = now - c->start;
    double left = spent / (c->played - c->timed) * (c->total - c->played);
    if (c->terminal) {
        if (now - c->drawn_at >= REDRAW_SECONDS || c->played == c->total) {
            draw_bar(run, left);
            c->drawn_at = now;
        }
        return;
    }
    int tenth = TENTHS * c->played / c->total;
    if (tenth > c->told && c->played < c->total) {
        char time[32];
        c->told = tenth;
        duration_text(left, time, sizeof time);
        int percent = 100 * c->played / c->total;
        /* TRANSLATORS: match or study (the command's name); the percent done, games played of how many; the
         * time left. */
        if (run->sequential)
            fprintf(run->progress, P_("%s: %d%% (%d/%d game), at most %s left\n", "%s: %d%% (%d/%d games), at most %s left\n",
                                      (unsigned long)c->total),
                    run->kind, percent, c->played, c->total, time);
        else
            fprintf(run->progress, P_("%s: %d%% (%d/%d game), about %s left\n", "%s: %d%% (%d/%d games), about %s left\n",
                                      (unsigned long)c->total),
                    run->kind, percent, c->played, c->total, time);
        fflush(run->progress);
    }
}

void match_clock_clear(MatchRun *run)
{
    if (run->clock.drawn) {
        fprintf(run->progress, "\r\033[K");
        run->clock.drawn = false;
    }
}

void match_clock_end(MatchRun *run)
{
    MatchClock *c = &run->clock;
    match_clock_clear(run);
    if (c->on && c->played) {
        char time[32];
        /* TRANSLATORS: match or study (the command's name); the games played; the time they took. */
        fprintf(run->progress, P_("%s: %d game in %s\n", "%s: %d games in %s\n", (unsigned long)c->played), run->kind,
                c->played, duration_text(match_now() - c->start + c->timed_seconds, time, sizeof time));
    }
    fflush(run->progress);
}
