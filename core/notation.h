/*
 * notation.h — moves as text: "e3-e5" for a step, "a1xc3xe5" for a capture (the start and every
 * landing point). Input accepts the full form or any shorter form that names the start, the end
 * and, in order, some of the landing points between, as long as one legal move fits.
 */
#ifndef KHARBAGA_NOTATION_H
#define KHARBAGA_NOTATION_H

#include "move.h"

/* The longest move text move_to_text writes, with its NUL: every point of the longest path named. */
enum { MOVE_TEXT_MAX = MAX_PATH * (MAX_NAME + 1) + 16 };

/* Writes the full notation of m, its landing points from its detail d (moves.h; NULL for a move
 * without one, written as a step or a single jump to m->to); returns false if buf is too small. */
bool move_to_text(const Variant *v, const Move *m, const MoveDetail *d, char *buf, size_t len);

/* move_to_text for move i of list (which keeps details, as every list a person reads does). */
bool movelist_text(const Variant *v, const MoveList *list, int i, char *buf, size_t len);

/* The index in list (which keeps details) of the one legal move that `text` names, or -1 with a message: no match
 * (ERR_ILLEGAL_MOVE, with the legal moves listed), ambiguous (ERR_AMBIGUOUS_MOVE, with the
 * candidates), or malformed text ("move 'text': what is wrong", with err->detail marking what is
 * wrong: ERR_NOT_A_POINT for a name the board lacks, ERR_MOVE_SYNTAX otherwise). */
int move_parse(const Variant *v, const MoveList *list, const char *text, Err *err);

/* Reads a huff prefix "Ha9 " (or "Ha9:", "Ha9,"), after any blanks, at *text: the huffed point,
 * with *text moved onto the move after it; -1 with *text unchanged if there is none. */
int notation_huff_prefix(const Board *b, const char **text);

/* Writes the names of a point set, sorted by point order, separated by sep. */
bool points_to_text(const Variant *v, Bits set, const char *sep, char *buf, size_t len);

#endif
