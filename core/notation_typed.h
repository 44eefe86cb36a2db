/*
 * notation_typed.h — a move as a person types it at a prompt or in a lesson: point names in
 * any case ("E3-E5"), points written one after the other ("e3e5") or apart ("e3 e5", "e3 to
 * e5"), read as the notation writes them ("e3-e5"). Whatever is read this way names a move only
 * as the notation's own reader (move_parse) finds it: "e3e5" is e3-e5, a step or the one capture
 * from e3 to e5, and a form that fits several moves is refused as ambiguous. Records, --play and
 * the API read the notation alone; what the program writes is unchanged.
 */
#ifndef KHARBAGA_NOTATION_TYPED_H
#define KHARBAGA_NOTATION_TYPED_H

#include "move.h"

/* Writes the typed move into out as the notation writes it: point names in lower case, joined by
 * '-' where no '-' or 'x' stands between them; a huff's first word ("Ha9", "HA9" or "ha9"
 * before the move) kept as "Ha9 ". Text that is no move is copied in lower case, for move_parse
 * to say what is wrong. False (out cut) if it does not fit in len. */
bool notation_typed(const Board *b, const char *typed, char *out, size_t len);

/* move_parse of the typed move as notation_typed reads it. A message about text that cannot be
 * read quotes what was typed ("move 'E3x': ..."); one about a move that is not legal or ambiguous
 * quotes it as read ("move 'e3-e9' is not legal here; ..."). */
int move_parse_typed(const Variant *v, const MoveList *list, const char *typed, Err *err);

#endif
