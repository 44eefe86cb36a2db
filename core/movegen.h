/*
 * movegen.h — legal moves under the variant's rules.
 */
#ifndef KHARBAGA_MOVEGEN_H
#define KHARBAGA_MOVEGEN_H

#include "moves.h"

/* Fills list with every legal move of the side to move; returns the count. Under capture=huff
 * a move may begin by huffing one of pos->huff (Move.huffed). Unless the list is lean, each
 * move's detail holds the path of its chain and, under capture=huff, the pieces that could
 * capture where it starts (MoveDetail.capturers), for make; the moves of a lean list are whole
 * but for that. In a game with hooks the list keeps details, lean or not (the hooks read the
 * paths). If list->overflow is set afterwards the position exceeded MAX_MOVES or MAX_PATH (or
 * the memory ran out) and the list is incomplete. */
int movegen_legal(const Variant *v, const Position *pos, MoveList *list);

/* What to tell a user whose position set list->overflow: the list is incomplete, so a move
 * missing from it may still be legal. */
#define MOVEGEN_OVERFLOW_TEXT "this position has more moves or longer captures than the engine holds (4000 moves, 64 jumps)"
_Static_assert(MAX_MOVES == 4000 && MAX_PATH == 64, "MOVEGEN_OVERFLOW_TEXT names the limits");

/* The number of legal moves, without building the quiet ones (perft's bulk count). `scratch`
 * receives the captures, if any, with only from, to and captured filled in. */
int movegen_count(const Variant *v, const Position *pos, MoveList *scratch);

/* The captures alone (what compulsory capture would force), majority rule applied. */
int movegen_captures(const Variant *v, const Position *pos, MoveList *list);

/* The pieces of the side to move that have a legal capture (who may be huffed after a quiet
 * move under capture=huff). */
Bits movegen_capturers(const Variant *v, const Position *pos, MoveList *scratch);

/* Under capture=huff, fills d->capturers as movegen_legal would for m in pos: for a move that
 * comes from elsewhere (another rule choice's list, a move built by hand) and is made under v.
 * False when the captures could not all be listed (no memory for them, or more than the limits
 * hold). */
bool movegen_give_capturers(const Variant *v, const Position *pos, const Move *m, MoveDetail *d);

/* Whether make needs the detail of v's moves (capture=huff: the capturers; the pieces' memory and
 * the hooks: the path), so that the search's and perft's lists cannot be lean. */
static inline bool movegen_needs_details(const Variant *v)
{
    return v->hooks || variant_memory(v) || v->rules.capture == CAPTURE_HUFF;
}

/* Whether first_capture=single makes every capture of pos one step or jump: both sides still have
 * as many pieces as the variant's start gives them. */
bool movegen_opening(const Variant *v, const Position *pos);

#endif
