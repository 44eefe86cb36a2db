/*
 * watchdog.h — a thread that sets a stop flag once a time has passed, or once another flag is
 * set (the server closing), whichever comes first: how work that only looks at a flag (a search,
 * a perft count, a script's tests) is given a budget in wall-clock time.
 */
#ifndef KHARBAGA_WATCHDOG_H
#define KHARBAGA_WATCHDOG_H

#include "stop.h"

#include <pthread.h>
#include <stdbool.h>

typedef struct Watchdog {
    pthread_mutex_t lock;
    pthread_cond_t ended;
    pthread_t thread;
    bool running; /* its thread was started */
    bool done;    /* watchdog_end was called */
    int ms;
    const StopFlag *cancel;
    StopFlag *stop;
} Watchdog;

/* Sets *stop once ms have passed (0: never) or *cancel (NULL: none) is set, until watchdog_end.
 * Starts no thread when there is neither. Returns false if a thread could not be started (then
 * nothing will set *stop). */
bool watchdog_start(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop);

/* Ends the watch and waits for its thread. */
void watchdog_end(Watchdog *w);

#endif
