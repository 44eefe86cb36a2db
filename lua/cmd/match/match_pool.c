/*
 * match_pool.c — the games of one or more matches played on several threads.
 *
 * A game's moves follow from the match seed and the game's number alone (its opening was chosen
 * before, each player forgets the last game at the start of the next, and a search limited by
 * depth is deterministic), so the games can be played in any order, on any thread, and give the
 * same results. The Lua sandbox of a game's hooks and personalities is not thread-safe: each
 * thread loads the game and its players anew into a seat of its own — a copy of the match with
 * its own GameDef, Lua states, players, move list and game — and shares with the others only the
 * chosen openings (read) and the outcomes (each game's written by the one thread that played it).
 * Threads take the next game from a common list under a lock; done() is told under it too.
 *
 * The list is in rounds: game 0 of every match, then game 1, and so on, so that the matches of a
 * study advance together (its progress and a sequential test read them round by round). Loading a
 * match into a seat costs about what a game at a small depth does, so a thread keeps to the match
 * of its seat while that match has a game not started within MATCH_POOL_AHEAD rounds of the oldest
 * one; with as many threads as matches, each keeps to one.
 *
 * With one job no thread is started: the calling thread plays the games in the list's order, each
 * with its own match (which has a game and players already), as the clock's first games are
 * played (match_clock.c). So a module without threads (WebAssembly) plays a study too, a server's
 * request keeps the errors on the thread whose output it captures, and a run stopped by its time
 * (match_time_up) has played no game beyond the round it was in.
 */
#include "match.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct Job {
    Match *m;
    int index;
    bool taken;
} Job;

typedef struct Pool {
    pthread_mutex_t lock;
    Job *jobs;
    int njobs, next; /* next: the first job not taken */
    bool failed;
    const bool *enough; /* no more games once true */
    MatchDone done;
    void *ctx;
} Pool;

/* A thread's copy of a match: its own game, rules, Lua states and players. */
typedef struct Seat {
    Cli cli;
    Match m;
    const Match *of; /* the match it is a copy of, or NULL */
} Seat;

int match_online_cpus(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > 256 ? 256 : (int)n;
}

static void seat_close(Seat *s)
{
    if (!s->of)
        return;
    game_free(&s->m.game);
    for (int i = 0; i < 2; i++)
        player_free(s->m.player[i]);
    movelist_free(&s->m.list);
    cli_free(&s->cli);
    s->of = NULL;
}

/* Makes s a copy of m with a game, rules and players of its own. False (reported) on failure.
 * The copy is taken under the pool's lock: other threads update m's progress fields under it. */
static bool seat_open(Seat *s, const Match *m, pthread_mutex_t *lock)
{
    seat_close(s);
    pthread_mutex_lock(lock);
    s->cli = cli_unloaded_copy(m->cli);
    s->m = *m;
    pthread_mutex_unlock(lock);
    memset(&s->m.game, 0, sizeof s->m.game);
    s->m.player[0] = s->m.player[1] = NULL;
    s->m.list = (MoveList)MOVELIST_INIT; /* not m's memory */
    s->of = m;
    if (!cli_load(&s->cli))
        return false;
    s->m.cli = &s->cli;
    s->m.def = s->cli.def;
    s->m.v = &s->cli.def->variant;
    return match_open_players(&s->m) == 0;
}

/* The next game to play, its opening chosen: the oldest not taken, or a game of `mine` (the match
 * of the thread's seat, or NULL) not taken within MATCH_POOL_AHEAD rounds of it. False when there
 * is none, the run failed (now, if the opening could not be chosen: reported), or it has enough
 * games. */
static bool take_job(Pool *p, const Match *mine, Job *job)
{
    pthread_mutex_lock(&p->lock);
    while (p->next < p->njobs && p->jobs[p->next].taken)
        p->next++;
    bool any = !p->failed && !*p->enough && p->next < p->njobs && !match_time_up(p->jobs[p->next].m);
    if (any) {
        Job *pick = &p->jobs[p->next];
        int horizon = pick->index + MATCH_POOL_AHEAD;
        for (int i = p->next; mine && i < p->njobs && p->jobs[i].index < horizon; i++)
            if (!p->jobs[i].taken && p->jobs[i].m == mine) {
                pick = &p->jobs[i];
                break;
            }
        pick->taken = true;
        *job = *pick;
        p->failed |= !match_choose_openings(pick->m, pick->index / 2 + 1);
        any = !p->failed;
    }
    pthread_mutex_unlock(&p->lock);
    return any;
}

/* The game of job just played by `seat` (ok: without a failure), told under the pool's lock: its
 * outcome kept and done() called, unless it was cut short (counted nowhere). Returns ok, false
 * once done() failed. */
static bool tell_job(Pool *p, const Job *job, Match *seat, Outcome *o, bool ok)
{
    pthread_mutex_lock(&p->lock);
    if (ok && !o->cut) {
        o->done = o->fresh = true;
        job->m->outcomes[job->index] = *o;
        ok = !p->done || p->done(p->ctx, job->m, seat, job->index);
    }
    p->failed |= !ok;
    pthread_mutex_unlock(&p->lock);
    return ok;
}

static void *worker(void *arg)
{
    Pool *p = arg;
    Seat *s = calloc(1, sizeof *s);
    Outcome *o = malloc(sizeof *o);
    Job job;
    bool ok = s && o;
    if (!ok)
        cli_out_of_memory();
    while (ok && take_job(p, s ? s->of : NULL, &job)) {
        if (s->of != job.m)
            ok = seat_open(s, job.m, &p->lock);
        memset(o, 0, sizeof *o);
        ok = tell_job(p, &job, &s->m, o, ok && match_play_game(&s->m, job.index, o));
    }
    if (s)
        seat_close(s);
    free(s);
    free(o);
    return NULL;
}

/* One job: the games on the calling thread, in the list's order, each match playing its own. */
static void play_here(Pool *p)
{
    Outcome o;
    Job job;
    bool ok = true;
    while (ok && take_job(p, NULL, &job)) {
        memset(&o, 0, sizeof o);
        ok = tell_job(p, &job, job.m, &o, match_play_game(job.m, job.index, &o));
    }
}

/* The games to play: those of each match's shard not done yet, in rounds (game i of every match,
 * then game i + 1). */
static bool list_jobs(Pool *p, Match **ms, int nm)
{
    int n = 0, rounds = 0;
    for (int k = 0; k < nm; k++) {
        n += ms[k]->games;
        rounds = ms[k]->games > rounds ? ms[k]->games : rounds;
    }
    p->jobs = malloc(sizeof *p->jobs * (size_t)(n ? n : 1));
    if (!p->jobs)
        return cli_out_of_memory() == 0;
    for (int i = 0; i < rounds; i++)
        for (int k = 0; k < nm; k++)
            if (i < ms[k]->games && match_in_shard(ms[k], i) && !ms[k]->outcomes[i].done)
                p->jobs[p->njobs++] = (Job){ms[k], i, false};
    return true;
}

bool match_pool_run(Match **ms, int nm, int jobs, MatchDone done, void *ctx, const bool *enough)
{
    Pool p = {.done = done, .ctx = ctx, .enough = enough};
    if (!list_jobs(&p, ms, nm))
        return false;
    if (jobs > p.njobs)
        jobs = p.njobs;
    pthread_mutex_init(&p.lock, NULL);
    if (jobs <= 1) {
        play_here(&p);
        pthread_mutex_destroy(&p.lock);
        free(p.jobs);
        return !p.failed;
    }
    pthread_t *threads = calloc((size_t)(jobs ? jobs : 1), sizeof *threads);
    int started = 0;
    if (!threads) {
        p.failed = true;
        cli_out_of_memory();
    }
    /* each thread needs room for the search's stack; the default (8 MiB here) is ample */
    for (; threads && started < jobs; started++) {
        int rc = pthread_create(&threads[started], NULL, worker, &p);
        if (rc) {
            cli_error("cannot start a thread for --jobs %d: %s", jobs, strerror(rc));
            pthread_mutex_lock(&p.lock);
            p.failed = true;
            pthread_mutex_unlock(&p.lock);
            break;
        }
    }
    for (int i = 0; i < started; i++)
        pthread_join(threads[i], NULL);
    pthread_mutex_destroy(&p.lock);
    free(threads);
    free(p.jobs);
    return !p.failed;
}
