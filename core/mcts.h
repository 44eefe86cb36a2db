/*
 * mcts.h — Monte Carlo tree search (UCT), the searcher's second kind (SearchParams.kind =
 * SEARCH_MCTS); callers reach it through search_run, which fills the same SearchResult.
 *
 * Each playout walks the tree by UCT (mean result plus mcts_explore × sqrt(ln N / n)), adds
 * one node, then plays on with random moves (a share of them greedy, SearchParams.mcts_guided)
 * until the game ends or mcts_playout_plies pass, when the evaluation decides through a
 * logistic curve. The draw rules hold in the tree (repetition with the game's history, the quiet
 * limit); playouts end at the quiet limit only. Won and lost positions found in the tree are
 * proven and passed up (a light MCTS-solver), so an immediate win is always seen. The tree lives
 * in one block, allocated on the searcher's first MCTS search; when it is full, playouts go on
 * from the leaves without growing it.
 */
#ifndef KHARBAGA_MCTS_H
#define KHARBAGA_MCTS_H

#include "search.h"

typedef struct Mcts Mcts;

/* A tree of at most `bytes` bytes of nodes (at least 1 MB). NULL if memory ran out. */
Mcts *mcts_new(size_t bytes);
void mcts_free(Mcts *m);

/* The memory m holds besides its tree's nodes (which take the bytes given to mcts_new). */
size_t mcts_bytes(const Mcts *m);

/* Searches from the searcher's root (set up by search_run) whose legal moves are root_moves.
 * OUT: out — the most visited move (or a proven win), its score and the line of most visits. */
void mcts_run(Mcts *m, Searcher *s, const MoveList *root_moves, SearchResult *out);

#endif
