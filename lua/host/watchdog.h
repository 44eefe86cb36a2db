/*
 * watchdog.h — a thread that sets a stop flag once a time has passed, or once another flag is
 * set (the server closing), whichever comes first: how work that only looks at a flag (a search,
 * a perft count, a script's tests) is given a budget in wall-clock time, or in the processor time
 * of the thread that does the work.
 */
#ifndef KHARBAGA_WATCHDOG_H
#define KHARBAGA_WATCHDOG_H

#include "stop.h"

#include <pthread.h>
#include <stdbool.h>
#include <time.h>

typedef struct Watchdog {
    pthread_mutex_t lock;
    pthread_cond_t ended;
    pthread_t thread;
    bool running; /* its thread was started */
    bool done;    /* watchdog_end was called */
    int ms;
    clockid_t clock; /* what the ms are counted on */
    const StopFlag *cancel;
    StopFlag *stop;
} Watchdog;

/* Sets *stop once ms have passed (0: never) or *cancel (NULL: none) is set, until watchdog_end.
 * Starts no thread when there is neither. Returns false if a thread could not be started (then
 * nothing will set *stop). */
bool watchdog_start(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop);

/* The same, the ms counted in the processor time of the calling thread (the thread that will do
 * the work): a budget that a busy machine does not shorten, as the sandbox's deadline. */
bool watchdog_start_cpu(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop);

/* Ends the watch and waits for its thread. */
void watchdog_end(Watchdog *w);

#endif
