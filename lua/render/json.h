/*
 * json.h — the little JSON the program writes: strings escaped, point lists, moves.
 */
#ifndef KHARBAGA_JSON_H
#define KHARBAGA_JSON_H

#include "move.h"

#include <stdio.h>

/* Writes s as a JSON string literal. */
void json_string(FILE *out, const char *s);

/* Writes s as a JSON string literal, or null where s is NULL. */
void json_string_or_null(FILE *out, const char *s);

/* Writes ,"key": and s as json_string_or_null: a member after the first of an object. */
void json_string_member(FILE *out, const char *key, const char *s);

/* Writes the points of a set as a JSON array of names, in point order. */
void json_points(FILE *out, const Variant *v, Bits set);

/* Writes a move (detail d, moves.h) as {"move", "from", "to", "captured", "huffed", "path",
 * "crown"}; "huffed" is the point huffed before the move (capture=huff), or null. */
void json_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d);

#endif
