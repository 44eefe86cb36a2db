/*
 * moves.h — a move, what it keeps aside, a caller-owned move list, and what make keeps to undo a
 * move: the types the generator (movegen.h) fills and make/unmake (move.h) plays, neither needing
 * the other. The list's memory: movelist.c.
 *
 * A move is identified by (from, to, captured set, huff) and holds what make and move ordering
 * read, in 24 bytes. What only some readers need — the landing points of the chain that realises
 * it (for its text, its drawing, the hooks and the pieces' memory) and, under capture=huff, who
 * could capture where it starts (for make) — is its detail, kept aside: in the list beside it
 * (unless the list is lean), in a game beside its moves, in a search's result beside its moves.
 */
#ifndef KHARBAGA_MOVES_H
#define KHARBAGA_MOVES_H

#include "position.h"

enum {
    MOVE_CROWN = 1, /* the moving man becomes a king */
    MOVE_NAME_CAPTURES = 2, /* another legal move has the same start and landing points: the move's
                               text names what it captures (docs/notation.md); marked only in
                               lists that keep details */
};

struct Move {
    Bits captured;   /* points of the captured pieces */
    uint8_t from, to;
    uint8_t ncaptured;
    uint8_t nkings;  /* kings among the captured */
    uint8_t npath;   /* landing points of its chain (MoveDetail.path); 0 for a step */
    uint8_t flags;
    uint8_t huffed;  /* NO_POINT, or the point of a piece huffed before this move */
    uint8_t pad;
};
_Static_assert(sizeof(Move) <= 32, "a move holds what make and ordering read, no more");

/* A move's detail: what it keeps aside (see above). */
struct MoveDetail {
    /* Under capture=huff: the pieces of the side to move that could capture where the move
     * starts (after its huff, if any). make takes from it who may be huffed after a move that
     * captures nothing. movegen_legal fills it; movegen_give_capturers fills it for a move from
     * elsewhere (another rule choice's list); a move made without a detail has none. */
    Bits capturers;
    uint8_t path[MAX_PATH]; /* the landing points of one chain that realises the move, npath of them */
};

/* A list of moves that grows as the generator fills it, up to MAX_MOVES. It starts empty and
 * owning nothing (MOVELIST_INIT); its owner fills it as often as it likes and gives its memory
 * back with movelist_free. Running out of memory is an overflow: the list is then incomplete, as
 * for a position with more moves than the limits hold. Unless it is lean, the list keeps each
 * move's detail beside it (details[i] that of moves[i]): every list a person's moves come from
 * does; the search's and perft's lists are lean under the rules whose make needs no detail. */
struct MoveList {
    int n;
    int cap;       /* moves[] (and details[], unless lean) have room for this many */
    bool overflow; /* the position had more moves (or a longer chain) than the limits hold, or the
                      memory for them ran out */
    bool hook_failed; /* a variant hook failed; the list is empty (the host has the reason) */
    bool lean;     /* no details kept (movelist_set_lean) */
    Move *moves;
    MoveDetail *details;
};

/* An empty list that keeps details and owns no memory: `MoveList list = MOVELIST_INIT;`. */
#define MOVELIST_INIT {0}

/* Gives back the list's memory; the list is then empty, owning nothing, lean as it was. */
void movelist_free(MoveList *list);

/* Makes the list lean (keeping no details) or not; false, with list->overflow set and the list
 * emptied, without the memory for the details of what it has room for. */
bool movelist_set_lean(MoveList *list, bool lean);

/* The memory the list holds: its moves' and details' room. */
static inline size_t movelist_bytes(const MoveList *list)
{
    return (size_t)list->cap * (sizeof(Move) + (list->details ? sizeof(MoveDetail) : 0));
}

/* Room for cap moves at least (at most MAX_MOVES); false, with list->overflow set, without the
 * memory. */
bool movelist_reserve(MoveList *list, int cap);

/* Room for one more move: the list grown (the generator calls it when list->n reaches
 * list->cap); false, with list->overflow set, when it holds MAX_MOVES moves already or the memory
 * ran out. */
bool movelist_grow(MoveList *list);

/* The detail of move i of the list, or NULL if the list is lean. */
static inline MoveDetail *movelist_detail(const MoveList *list, int i) { return list->lean ? NULL : &list->details[i]; }

/* The detail of *m, a move of the list (a pointer into list->moves), or NULL if the list is lean. */
static inline MoveDetail *movelist_detail_of(const MoveList *list, const Move *m)
{
    return movelist_detail(list, (int)(m - list->moves));
}

/* Puts move `from` of the list, with its detail, in place of move `to` (to keep some moves). */
static inline void movelist_copy(MoveList *list, int to, int from)
{
    list->moves[to] = list->moves[from];
    if (!list->lean)
        list->details[to] = list->details[from];
}

/* What make keeps to undo a move. */
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
