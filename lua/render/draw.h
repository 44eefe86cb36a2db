/*
 * draw.h — a position drawn as text: the board's lines, its points and pieces, and the
 * coordinates along the edges.
 */
#ifndef KHARBAGA_DRAW_H
#define KHARBAGA_DRAW_H

#include "move.h"

#include <stdio.h>

/* Whether a legend of pos names kings: the game crowns, or pos holds some anyway. */
bool draw_legend_has_kings(const Variant *v, const Position *pos);

/* Draws pos; if last is not NULL, its start and landing points (from its detail, last_detail)
 * are marked with brackets. */
void draw_position(FILE *out, const Variant *v, const Position *pos, const Move *last, const MoveDetail *last_detail);

/* The character for a point's contents: '.' empty, ' ' dead, the side's initial in lower case
 * for a man and upper case for a king. */
char draw_piece_char(const Variant *v, const Position *pos, int p);

#endif
