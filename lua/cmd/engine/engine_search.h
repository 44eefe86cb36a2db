/*
 * engine_search.h — the protocol's search thread: one search at a time, on a copy of the game,
 * streaming a progress line per completed iteration and ending with the best move.
 *
 * The reader thread starts a search and goes on reading: `stop` sets the search's stop flag
 * (core/search.h), which the search reads every few hundred nodes, and joins the thread; the
 * thread's last line (`bestmove`, or an `error` if a variant hook failed) is written before the
 * join returns. The thread owns its Game (a copy of the session's, history included, so that
 * repetitions count) and uses the session's Searcher, which nothing else touches while it runs;
 * while a search runs the reader answers only commands that touch neither (engine_commands.c),
 * so that a variant's Lua hooks are called from one thread at a time.
 */
#ifndef KHARBAGA_ENGINE_SEARCH_H
#define KHARBAGA_ENGINE_SEARCH_H

#include "engine_out.h"
#include "gamedef.h"
#include "search.h"

#include <stdatomic.h>

enum { ENGINE_ID_MAX = 160 };

typedef struct EngineSearch {
    pthread_t thread;
    bool started;          /* a thread exists that has not been joined */
    atomic_bool finished;  /* the thread has written its last line */
    volatile bool stop;    /* the core's stop flag */
    /* what the thread reads, set before it starts */
    EngineOut *out;
    Searcher *searcher;
    const GameDef *def;
    Game game;
    bool game_made;
    SearchLimits limits;
    SearchParams params;
    char personality[32];
    char id[ENGINE_ID_MAX]; /* the go request's id as JSON text, or "" */
} EngineSearch;

/* Starts searching a copy of game (its start and moves) in a thread. The searcher must be the
 * game variant's. False (nothing started) when memory or a thread could not be had. */
bool engine_search_start(EngineSearch *s, EngineOut *out, Searcher *searcher, const GameDef *def, const Game *game,
                         const SearchLimits *limits, const SearchParams *params, const char *personality,
                         const char *id_json);

/* Whether a search thread is still running (a finished one is joined here). */
bool engine_search_running(EngineSearch *s);

/* Stops the running search, if any, and waits for its last line. Returns whether one ran. */
bool engine_search_stop(EngineSearch *s);

/* Stops any search and frees the game copy. */
void engine_search_free(EngineSearch *s);

#endif
