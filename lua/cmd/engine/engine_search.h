/*
 * engine_search.h — the protocol's search thread: one search at a time, on a copy of the game,
 * streaming a progress line per completed iteration and ending with the best move.
 *
 * The reader thread starts a search and goes on reading. `stop` sets the search's stop flag
 * (core/search.h), which the search reads every few hundred nodes, and waits for the thread's
 * last line (`bestmove`, or an `error` if a variant hook failed). On a loaded machine the search
 * thread may wait tens of milliseconds for a processor before it sees the flag; so the reader
 * waits at most ENGINE_STOP_WAIT_MS and then answers itself with the best move of the last
 * completed iteration (the thread, when it returns, writes nothing). Either way exactly one last
 * line is written, by whoever claims it first.
 *
 * The thread owns its Game (a copy of the session's, history included, so that repetitions
 * count) and uses the session's Searcher, which nothing else touches until the thread is joined;
 * requests that touch either wait for that (engine_search_finish), and while a search is busy
 * the reader answers only requests that touch neither (engine_commands.c), so that a variant's
 * Lua hooks are called from one thread at a time.
 */
#ifndef KHARBAGA_ENGINE_SEARCH_H
#define KHARBAGA_ENGINE_SEARCH_H

#include "engine_out.h"
#include "gamedef.h"
#include "search.h"

enum { ENGINE_ID_MAX = 400, ENGINE_STOP_WAIT_MS = 2 }; /* an id of 64 bytes, each escaped as \u00XX */

typedef struct EngineSearch {
    pthread_t thread;
    bool started;          /* a thread exists that has not been joined (the reader's own) */
    pthread_mutex_t lock;  /* guards the four below */
    pthread_cond_t ended;  /* signalled when search_run returns */
    bool done;             /* search_run returned */
    bool answered;         /* the last line is claimed: the search is over for the protocol */
    bool have_last;        /* last holds a completed iteration */
    SearchResult *last;
    SearchResult *answer;  /* the reader's copy of last, when it answers a stop itself */
    StopFlag stop;    /* the core's stop flag */
    bool ready;            /* lock, ended and last are made */
    /* what the thread reads, set before it starts */
    EngineOut *out;
    Searcher *searcher;
    const GameDef *def;
    Game game;
    bool game_made;
    SearchLimits limits;
    SearchParams params;
    char personality[32];
    char *table;            /* the endgame tables' value of the position, as JSON (table_lookup.h);
                               NULL: none written */
    char id[ENGINE_ID_MAX]; /* the go request's id as JSON text, or "" */
    long long lineno;       /* the go request's line */
} EngineSearch;

/* Starts searching a copy of game (its start and moves) in a thread. The searcher must be the
 * game variant's, and no other search may be started or unjoined. table (malloc'd, which s
 * frees; NULL: none) is the tables' value of the position as JSON, for the bestmove line. False
 * (nothing started) when memory or a thread could not be had. */
bool engine_search_start(EngineSearch *s, EngineOut *out, Searcher *searcher, const GameDef *def, const Game *game,
                         const SearchLimits *limits, const SearchParams *params, const char *personality,
                         char *table, const char *id_json, long long lineno);

/* Whether a search is busy: started and its last line not yet claimed. */
bool engine_search_busy(EngineSearch *s);

/* Waits for the search thread, if any, to return (a search stopped and answered may still be
 * returning) and joins it. */
void engine_search_finish(EngineSearch *s);

/* Stops a busy search: its last line is written when this returns. Returns whether one was busy.
 * The thread is joined, or is left to return (engine_search_finish). */
bool engine_search_stop(EngineSearch *s);

/* Stops any search, joins it and frees what the searches kept. */
void engine_search_free(EngineSearch *s);

#endif
