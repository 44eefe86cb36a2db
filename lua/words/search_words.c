/*
 * search_words.c — what a search that did not finish says about itself.
 */
#include "search_words.h"

#include "i18n.h"

#include <stdio.h>

/* The messages by the limit that ended the search (nodes or playouts, time, a stop), by whether
 * it plays out moves (MCTS) or searches them, and by whether some moves were done: whole
 * sentences, so that a translator renders each at once. */
static const char *const notes[3][2][2] = {
    /* within a number of nodes or playouts */
    {{N_("depth 1 not completed within %llu nodes (no move searched): playing the first move in the search's order"),
      N_("depth 1 not completed within %llu nodes (%d of %d moves searched): playing the best move found so far")},
     {N_("not every move played out within %llu playouts (no move played out): playing the first move in the "
         "search's order"),
      N_("not every move played out within %llu playouts (%d of %d moves played out): playing the best move found "
         "so far")}},
    /* in a time */
    {{N_("depth 1 not completed in %lld ms (no move searched): playing the first move in the search's order"),
      N_("depth 1 not completed in %lld ms (%d of %d moves searched): playing the best move found so far")},
     {N_("not every move played out in %lld ms (no move played out): playing the first move in the search's order"),
      N_("not every move played out in %lld ms (%d of %d moves played out): playing the best move found so far")}},
    /* stopped */
    {{N_("depth 1 not completed before the search was stopped (no move searched): playing the first move in the "
         "search's order"),
      N_("depth 1 not completed before the search was stopped (%d of %d moves searched): playing the best move "
         "found so far")},
     {N_("not every move played out before the search was stopped (no move played out): playing the first move in "
         "the search's order"),
      N_("not every move played out before the search was stopped (%d of %d moves played out): playing the best "
         "move found so far")}},
};

bool search_incomplete_text(const SearchResult *r, const SearchLimits *limits, bool mcts, char *buf, size_t len)
{
    if (len)
        buf[0] = '\0';
    if (r->complete)
        return false;
    bool some = r->partial_moves > 0;
    if (limits && limits->nodes && r->nodes >= limits->nodes) {
        unsigned long long nodes = (unsigned long long)limits->nodes;
        if (some)
            snprintf(buf, len, _(notes[0][mcts][1]), nodes, r->partial_moves, r->root_moves);
        else
            snprintf(buf, len, _(notes[0][mcts][0]), nodes);
    } else if (limits && limits->time_ms > 0) {
        long long ms = (long long)limits->time_ms;
        if (some)
            snprintf(buf, len, _(notes[1][mcts][1]), ms, r->partial_moves, r->root_moves);
        else
            snprintf(buf, len, _(notes[1][mcts][0]), ms);
    } else if (some) {
        snprintf(buf, len, _(notes[2][mcts][1]), r->partial_moves, r->root_moves);
    } else {
        snprintf(buf, len, "%s", _(notes[2][mcts][0]));
    }
    return true;
}
