/*
 * table_words.h — what the endgame tables say (core/egtb.h), in words: a value, and what a move
 * does to the value of the position it is played in.
 */
#ifndef KHARBAGA_TABLE_WORDS_H
#define KHARBAGA_TABLE_WORDS_H

#include "egtb.h"

#include <stdio.h>

/* "win in 25 plies", "loss in 4 plies", "draw": a value as a person reads it. */
void table_value_text(EgtbValue value, char *buf, size_t len);

/* "win", "draw" or "loss": a value's result as the machine outputs give it (never translated). */
const char *table_value_name(EgtbValue value);

/* The value of a move for the side that makes it, from its successor's value for the other side
 * (one ply longer). */
EgtbValue table_move_value(EgtbValue successor);

/* What a move does with perfect play, as indented lines for `explain`: the position's value
 * before it (for the side that moves) and the move's, then a verdict (the fastest win, a win
 * thrown away, a draw kept, the longest defence, ...). Returns the verdict's code (docs/api.md,
 * explain): "fastest_win", "slower_win", "win_to_draw", "win_to_loss", "keeps_draw",
 * "draw_to_loss", "longest_defence" or "faster_loss". */
const char *table_words_move(FILE *out, EgtbValue before, EgtbValue after);

#endif
