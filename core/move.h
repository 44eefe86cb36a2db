/*
 * move.h — make and unmake: playing a move of moves.h on a position, and taking it back.
 */
#ifndef KHARBAGA_MOVE_H
#define KHARBAGA_MOVE_H

#include "moves.h"

/* Plays m on pos, keeping in undo what position_unmake needs. d is m's detail (moves.h), which
 * the rules that need one read: capture=huff its capturers, the pieces' memory and the hooks its
 * path. NULL: a move without one (no capturers, no landing before `to`), as a lean list's moves
 * are under rules that need none. */
void position_make(const Variant *v, Position *pos, const Move *m, const MoveDetail *d, Undo *undo);

/* Plays m (detail d, as for position_make) on pos with nothing kept for undoing it: for
 * copy-make (perft, search). Not for variants with hooks, which must follow every make and
 * unmake. */
void position_apply(const Variant *v, Position *pos, const Move *m, const MoveDetail *d);
void position_unmake(const Variant *v, Position *pos, const Move *m, const Undo *undo);

#endif
