/*
 * movelist.c — the memory of a move list (moves.h): grown by doubling as the generator fills
 * it, up to MAX_MOVES, and never shrunk until freed, so that a list filled again and again (a
 * searcher's ply, a player's turn) settles at what its positions need. The details, unless the
 * list is lean, have the same room as the moves.
 */
#include "moves.h"

#include <stdlib.h>

enum { MOVELIST_FIRST = 64 }; /* moves of a list's first memory: most positions have fewer */

void movelist_free(MoveList *list)
{
    bool lean = list->lean;
    free(list->moves);
    free(list->details);
    *list = (MoveList){.lean = lean};
}

/* The list emptied and marked incomplete: false, for the callers' returns. */
static bool out_of_room(MoveList *list)
{
    list->overflow = true;
    return false;
}

bool movelist_set_lean(MoveList *list, bool lean)
{
    if (lean == list->lean)
        return true;
    list->lean = lean;
    if (lean) { /* the details' room would not follow the moves' */
        free(list->details);
        list->details = NULL;
        return true;
    }
    if (list->cap == 0)
        return true;
    list->details = malloc(sizeof *list->details * (size_t)list->cap);
    if (list->details)
        return true;
    free(list->moves); /* no room for details: no room at all */
    list->moves = NULL;
    list->n = list->cap = 0;
    return out_of_room(list);
}

bool movelist_reserve(MoveList *list, int cap)
{
    if (cap <= list->cap)
        return true;
    if (cap > MAX_MOVES)
        return out_of_room(list);
    Move *moves = realloc(list->moves, sizeof *moves * (size_t)cap);
    if (!moves)
        return out_of_room(list);
    list->moves = moves;
    if (!list->lean) {
        MoveDetail *details = realloc(list->details, sizeof *details * (size_t)cap);
        if (!details)
            return out_of_room(list); /* moves has room for more than cap says: harmless */
        list->details = details;
    }
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
