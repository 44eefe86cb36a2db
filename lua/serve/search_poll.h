/*
 * search_poll.h — the answer to a poll of a search (GET /api/search/ID, docs/api.md "Searches"),
 * written once for the server's searches (searches.c) and the WebAssembly module's (lua/web).
 */
#ifndef KHARBAGA_SEARCH_POLL_H
#define KHARBAGA_SEARCH_POLL_H

#include "api.h"
#include "search.h"
#include "solve/table_lookup.h"

#include <stdbool.h>

/* What a poll reports of one search. */
typedef struct SearchPoll {
    const char *id;
    bool running;
    int waiting;                /* its place in line while it waits (1 for the next), or 0 */
    const Variant *v;
    const Position *pos;        /* the position searched */
    const char *personality;    /* the id of the player that searches */
    const SearchResult *result; /* its last completed iteration, or NULL before the first */
    const TableLookup *table;   /* the tables' value once it has ended with a result, or NULL */
} SearchPoll;

/* Answers the poll in a: 200 and the fields of `analyze --json` with "id", "running" and, while
 * it waits, "waiting"; a 500 without the memory (api_answer_open). */
void search_poll_answer(const SearchPoll *p, ApiAnswer *a);

#endif
