/*
 * move.h — make and unmake: playing a move of moves.h on a position, and taking it back.
 */
#ifndef KHARBAGA_MOVE_H
#define KHARBAGA_MOVE_H

#include "moves.h"

void position_make(const Variant *v, Position *pos, const Move *m, Undo *undo);

/* Plays m on pos with nothing kept for undoing it: for copy-make (perft, search). Not for
 * variants with hooks, which must follow every make and unmake. */
void position_apply(const Variant *v, Position *pos, const Move *m);
void position_unmake(const Variant *v, Position *pos, const Move *m, const Undo *undo);

#endif
