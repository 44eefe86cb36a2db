/*
 * searches.h — searches that run off the request threads: started by POST /api/search, read
 * as they deepen by GET /api/search/ID, stopped by POST /api/search/ID/stop.
 *
 * A pool of `max` worker threads runs them; a search started while every worker is busy waits
 * its turn in a first-come, first-served queue (its poll says its place in line), so a class whose
 * pupils all move at once is served in turn rather than refused. At most SEARCHES_MAX_WAITING
 * wait at once. Only running searches hold a worker: a finished search keeps its result, without
 * a worker, until it is read or SEARCHES_GRACE_MS have passed (or its place is needed: the oldest
 * unread result then goes first). A search nobody has polled for SEARCHES_ABANDON_MS is stopped,
 * or dropped from the queue (its client went away).
 */
#ifndef KHARBAGA_SEARCHES_H
#define KHARBAGA_SEARCHES_H

#include "api.h"

enum { SEARCHES_GRACE_MS = 30000, SEARCHES_ABANDON_MS = 5000,
       SEARCHES_MAX_WAITING = 64, /* searches waiting for a worker at once: two classes' worth */
       SEARCHES_DEFAULT_TIME_MS = 10000,
       SEARCHES_NICE = 10 };    /* the search threads' nice value */

typedef struct Searches Searches;

/* The default number of workers: the machine's processors, at least 2 and at most 64. */
int searches_default_max(void);

/* A pool of max workers. NULL if memory or a thread ran out. */
Searches *searches_new(int max, const ApiLimits *limits);

/* Stops every search, waits for them, and frees everything. */
void searches_free(Searches *s);

/* POST /api/search?params: 202 {"id"} (running at once or queued), 400 for a bad parameter, 503
 * when SEARCHES_MAX_WAITING searches wait already. With a script (POST /api/workshop/search;
 * else NULL) the script is the game: the search keeps its own copy while it lives, freed with it. */
void searches_start(Searches *s, const ApiParams *ps, const ApiScript *script, ApiAnswer *a);

/* GET /api/search/ID: its place in line while it waits, its progress while it runs, or once
 * finished its result (then it is forgotten); 404 for an unknown id. */
void searches_poll(Searches *s, const char *id, ApiAnswer *a);

/* POST /api/search/ID/stop: stops it at once and answers its result, the best move so far (a
 * waiting one leaves the line and is searched at once, stopped from the start: the first move in
 * the search's order). */
void searches_stop(Searches *s, const char *id, ApiAnswer *a);

/* A worker's place for a search run on a request thread (GET /api/analyze): false when every
 * worker is busy or searches wait (they come first); searches_release gives it back. */
bool searches_reserve(Searches *s);
void searches_release(Searches *s);

#endif
