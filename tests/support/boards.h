/*
 * boards.h — boards built in C for the tests, independently of the Lua variant loader.
 */
#ifndef KHARBAGA_TESTS_BOARDS_H
#define KHARBAGA_TESTS_BOARDS_H

#include "variant.h"

/* Kharbaga's 41-point board (docs/rules.md#boards), default rules, South "Black" and North "White",
 * concluded (start position and derived tables ready). Aborts on an internal error. */
void boards_kharbaga41(Variant *v);

/* The n×n Alquerque drawing (n = 5: alquerque5, n = 9: alquerque9): orthogonal lines between
 * all neighbours, diagonals through the points with x + y even; default rules, concluded. */
void boards_alquerque(Variant *v, int n);

#endif
