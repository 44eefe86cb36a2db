/*
 * moves.h — a move, a caller-owned move list, and what make keeps to undo a move: the types the
 * generator (movegen.h) fills and make/unmake (move.h) plays, neither needing the other. The
 * list's memory: movelist.c.
 *
 * A move is identified by (from, to, captured set); path holds the landing points of one chain
 * that realises it, used for notation and display only.
 */
#ifndef KHARBAGA_MOVES_H
#define KHARBAGA_MOVES_H

#include "position.h"

enum {
    MOVE_CROWN = 1, /* the moving man becomes a king */
    MOVE_NAME_CAPTURES = 2, /* another legal move has the same start and landing points: the move's
                               text names what it captures (docs/notation.md) */
};

struct Move {
    Bits captured;   /* points of the captured pieces */
    uint8_t from, to;
    uint8_t ncaptured;
    uint8_t nkings;  /* kings among the captured */
    uint8_t npath;   /* landing points in path; 0 for a step */
    uint8_t flags;
    uint8_t huffed;  /* NO_POINT, or the point of a piece huffed before this move */
    uint8_t pad;
    uint8_t path[MAX_PATH];
    /* Under capture=huff: the pieces of the side to move that could capture where the move
     * starts (after its huff, if any). make takes from it who may be huffed after a move that
     * captures nothing. movegen_legal fills it; movegen_give_capturers fills it for a move from
     * elsewhere (another rule choice's list); a move built by hand and zeroed has none. */
    Bits capturers;
};

/* A list of moves that grows as the generator fills it, up to MAX_MOVES. It starts empty and
 * owning nothing (MOVELIST_INIT); its owner fills it as often as it likes and gives its memory
 * back with movelist_free. Running out of memory is an overflow: the list is then incomplete, as
 * for a position with more moves than the limits hold. */
struct MoveList {
    int n;
    int cap;       /* moves[] has room for this many */
    bool overflow; /* the position had more moves (or a longer chain) than the limits hold, or the
                      memory for them ran out */
    bool hook_failed; /* a variant hook failed; the list is empty (the host has the reason) */
    Move *moves;
};

/* An empty list owning no memory: `MoveList list = MOVELIST_INIT;`. */
#define MOVELIST_INIT {0}

/* Gives back the list's memory; the list is then empty, as MOVELIST_INIT makes it. */
void movelist_free(MoveList *list);

/* Room for cap moves at least (at most MAX_MOVES); false, with list->overflow set, without the
 * memory. */
bool movelist_reserve(MoveList *list, int cap);

/* Room for one more move: the list grown when full; false, with list->overflow set, when it
 * holds MAX_MOVES moves already or the memory ran out. */
bool movelist_grow(MoveList *list);

/* The next move of the list, for the generator to fill: list->moves[list->n++], the list grown
 * when full; NULL (list->overflow set) when no room can be made. */
static inline Move *movelist_push(MoveList *list)
{
    if (list->n < list->cap || movelist_grow(list))
        return &list->moves[list->n++];
    return NULL;
}

/* What make needs to undo a move. */
struct Undo {
    Bits captured_kings;
    Bits dead;
    Bits huff;
    uint64_t hash;
    uint16_t quiet;
    bool huffed_king; /* the huffed piece was a king */
    uint32_t memory_mark; /* under piece_revisit=forbidden: where the memory's saves of this move begin */
};

/* True if two moves are the same move: same from, to and captured set (and huff). */
static inline bool move_same(const Move *a, const Move *b)
{
    return a->from == b->from && a->to == b->to && a->huffed == b->huffed && bits_equal(a->captured, b->captured);
}

#endif
