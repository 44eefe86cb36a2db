/*
 * json.h — the little JSON the program writes: strings escaped, point lists, moves.
 */
#ifndef KHARBAGA_JSON_H
#define KHARBAGA_JSON_H

#include "move.h"

#include <stdio.h>

/* Writes s as a JSON string literal. */
void json_string(FILE *out, const char *s);

/* Writes the points of a set as a JSON array of names, in point order. */
void json_points(FILE *out, const Variant *v, Bits set);

/* Writes a move (detail d, moves.h) as {"move", "from", "to", "captured", "huffed", "path",
 * "crown"}; "huffed" is the point huffed before the move (capture=huff), or null. */
void json_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d);

#endif
