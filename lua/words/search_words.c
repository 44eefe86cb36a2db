/*
 * search_words.c — what a search that did not finish says about itself.
 */
#include "search_words.h"

#include <stdio.h>

/* "in 1000 ms", "within 5000 nodes" or "before it was stopped": which limit ended the search. */
static void limit_text(const SearchResult *r, const SearchLimits *limits, bool mcts, char *buf, size_t len)
{
    if (limits && limits->nodes && r->nodes >= limits->nodes)
        snprintf(buf, len, "within %llu %s", (unsigned long long)limits->nodes, mcts ? "playouts" : "nodes");
    else if (limits && limits->time_ms > 0)
        snprintf(buf, len, "in %lld ms", (long long)limits->time_ms);
    else
        snprintf(buf, len, "before the search was stopped");
}

bool search_incomplete_text(const SearchResult *r, const SearchLimits *limits, bool mcts, char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    if (r->complete)
        return false;
    char limit[64];
    limit_text(r, limits, mcts, limit, sizeof limit);
    const char *what = mcts ? "not every move played out" : "depth 1 not completed";
    if (r->partial_moves > 0)
        snprintf(buf, len, "%s %s (%d of %d moves %s): playing the best move found so far", what, limit,
                 r->partial_moves, r->root_moves, mcts ? "played out" : "searched");
    else
        snprintf(buf, len, "%s %s (no move %s): playing the first move in the search's order", what, limit,
                 mcts ? "played out" : "searched");
    return true;
}
