/*
 * search_words.h — what a search that did not finish says about itself, for analyze, play and
 * match.
 */
#ifndef KHARBAGA_SEARCH_WORDS_H
#define KHARBAGA_SEARCH_WORDS_H

#include "search.h"

#include <stdbool.h>
#include <stddef.h>

/* When r (searched within limits, NULL: none) did not complete depth 1 (SearchResult.complete is
 * false): one sentence without a final full stop, such as "depth 1 not completed in 1000 ms (2 of
 * 5 moves searched): playing the best move found so far", or for Monte Carlo tree search "not
 * every move played out in 1000 ms (2 of 5): ...", into buf. False (buf empty) when the search
 * was complete. */
bool search_incomplete_text(const SearchResult *r, const SearchLimits *limits, bool mcts, char *buf, size_t len);

#endif
