/*
 * baseline_kharbaga.h — a hand-written perft that knows only Kharbaga's `standard` rules.
 *
 * It is the speed baseline of the generic engine (docs/rules.md#games, docs/perft.md#reference-counts): 41-point board, men step
 * forward and jump in any direction, compulsory maximal captures with majority, captured pieces
 * removed at the end of the move, flying kings, crowning only at the end of a move. It shares
 * no code with core/, so it doubles as an independent check of the counts.
 */
#ifndef KHARBAGA_BASELINE_KHARBAGA_H
#define KHARBAGA_BASELINE_KHARBAGA_H

#include <stdbool.h>
#include <stdint.h>

/* Counts move sequences of length depth from Kharbaga's start position under the standard
 * rules, counting the last ply without making it (bulk counting). Depth 0 counts 1; a negative
 * depth counts 0. Returns 0 if a position reached has more capture moves than the generator's
 * buffer (65,536 for all plies together) holds, which no practical depth comes near. */
uint64_t baseline_perft_start(int depth);

/* The same from a position given as text, "<side to move B|W>:B<list>:W<list>", a list being
 * comma-separated point names with a K prefix for a king (e.g. "B:Ba1,c1,e1:Wa5,Kc5"; a list
 * may be empty). B is South, W is North. Returns false, leaving *out alone, if the text is not
 * understood (bad syntax, a point off the board or named twice), if depth is negative, or if
 * some position reached has more capture moves than the generator's buffer holds (or the
 * buffer cannot be allocated). */
bool baseline_perft_text(const char *text, int depth, uint64_t *out);

#endif
