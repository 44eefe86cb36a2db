/*
 * movelist.c — the memory of a move list (moves.h): grown by doubling as the generator fills
 * it, up to MAX_MOVES, and never shrunk until freed, so that a list filled again and again (a
 * searcher's ply, a player's turn) settles at what its positions need.
 */
#include "moves.h"

#include <stdlib.h>

enum { MOVELIST_FIRST = 64 }; /* moves of a list's first memory: most positions have fewer */

void movelist_free(MoveList *list)
{
    free(list->moves);
    *list = (MoveList)MOVELIST_INIT;
}

bool movelist_reserve(MoveList *list, int cap)
{
    if (cap <= list->cap)
        return true;
    if (cap > MAX_MOVES) {
        list->overflow = true;
        return false;
    }
    Move *moves = realloc(list->moves, sizeof *moves * (size_t)cap);
    if (!moves) {
        list->overflow = true;
        return false;
    }
    list->moves = moves;
    list->cap = cap;
    return true;
}

bool movelist_grow(MoveList *list)
{
    int cap = list->cap ? 2 * list->cap : MOVELIST_FIRST;
    if (list->cap < MAX_MOVES && cap > MAX_MOVES)
        cap = MAX_MOVES;
    return movelist_reserve(list, cap);
}
