/*
 * watchdog.c — the watchdog (watchdog.h): a condition variable waited on with a timeout, in
 * steps short enough to see the cancel flag soon after it is set.
 */
#include "watchdog.h"

#include <stdint.h>
#include <time.h>

enum { WATCHDOG_STEP_MS = 50 }; /* how soon a cancel is seen */

static int64_t now_ms(clockid_t clock)
{
    struct timespec t;
    clock_gettime(clock, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* The absolute CLOCK_REALTIME time ms from now, for pthread_cond_timedwait. */
static struct timespec realtime_in(int64_t ms)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += (time_t)(ms / 1000);
    until.tv_nsec += (long)(ms % 1000) * 1000000;
    if (until.tv_nsec >= 1000000000)
        until.tv_sec++, until.tv_nsec -= 1000000000;
    return until;
}

/* Waits in steps of wall-clock time no longer than what is left on the watched clock: a thread's
 * processor time runs no faster than the wall clock, so the watch never sleeps past the end. */
static void *watch(void *arg)
{
    Watchdog *w = arg;
    int64_t end = w->ms > 0 ? now_ms(w->clock) + w->ms : INT64_MAX;
    pthread_mutex_lock(&w->lock);
    while (!w->done) {
        int64_t left = end - now_ms(w->clock);
        if (left <= 0 || stop_is_set(w->cancel)) {
            stop_set(w->stop);
            break;
        }
        struct timespec until = realtime_in(w->cancel && left > WATCHDOG_STEP_MS ? WATCHDOG_STEP_MS : left);
        pthread_cond_timedwait(&w->ended, &w->lock, &until);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

static bool watchdog_start_on(Watchdog *w, int ms, clockid_t clock, const StopFlag *cancel, StopFlag *stop)
{
    *w = (Watchdog){.ms = ms, .clock = clock, .cancel = cancel, .stop = stop};
    if (ms <= 0 && !cancel)
        return true;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->ended, NULL);
    w->running = pthread_create(&w->thread, NULL, watch, w) == 0;
    if (!w->running) {
        pthread_mutex_destroy(&w->lock);
        pthread_cond_destroy(&w->ended);
    }
    return w->running;
}

bool watchdog_start(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop)
{
    return watchdog_start_on(w, ms, CLOCK_MONOTONIC, cancel, stop);
}

bool watchdog_start_cpu(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop)
{
    clockid_t clock;
    if (pthread_getcpuclockid(pthread_self(), &clock) != 0)
        clock = CLOCK_MONOTONIC;
    return watchdog_start_on(w, ms, clock, cancel, stop);
}

void watchdog_end(Watchdog *w)
{
    if (!w->running)
        return;
    pthread_mutex_lock(&w->lock);
    w->done = true;
    pthread_cond_signal(&w->ended);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    pthread_mutex_destroy(&w->lock);
    pthread_cond_destroy(&w->ended);
    w->running = false;
}
