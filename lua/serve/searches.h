/*
 * searches.h — searches that run off the request threads: started by POST /api/search, read
 * as they deepen by GET /api/search/ID, stopped by POST /api/search/ID/stop.
 *
 * At most max searches exist at once (running, or finished and not yet read); each runs at most
 * max_time_ms. A finished search is forgotten once its result has been read, or after
 * SEARCHES_GRACE_MS unread; a running search nobody has polled for SEARCHES_ABANDON_MS is
 * stopped (its client went away).
 */
#ifndef KHARBAGA_SEARCHES_H
#define KHARBAGA_SEARCHES_H

#include "api.h"

enum { SEARCHES_GRACE_MS = 30000, SEARCHES_ABANDON_MS = 5000, SEARCHES_DEFAULT_MAX = 4,
       SEARCHES_DEFAULT_TIME_MS = 10000,
       SEARCHES_TABLE_MIB = 16, /* the table of a long search (short ones: less): 50 at once stay under 1 GiB */
       SEARCHES_NICE = 10 };    /* the search threads' nice value */

typedef struct Searches Searches;

/* NULL if memory or a thread ran out. */
Searches *searches_new(int max, const ApiLimits *limits);

/* Stops every search, waits for them, and frees everything. */
void searches_free(Searches *s);

/* POST /api/search?params: 202 {"id"}, 400 for a bad parameter, 503 when max searches exist.
 * With a script (POST /api/workshop/search; else NULL) the script is the game: the search keeps
 * its own copy while it lives, freed with it. */
void searches_start(Searches *s, const ApiParams *ps, const ApiScript *script, ApiAnswer *a);

/* GET /api/search/ID: its progress, or once finished its result (then it is forgotten); 404 for
 * an unknown id. */
void searches_poll(Searches *s, const char *id, ApiAnswer *a);

/* POST /api/search/ID/stop: stops it at once and answers its result, the best move so far. */
void searches_stop(Searches *s, const char *id, ApiAnswer *a);

/* A place for a search run on a request thread (GET /api/analyze): false when max searches
 * exist; searches_release gives it back. */
bool searches_reserve(Searches *s);
void searches_release(Searches *s);

#endif
