/*
 * shrink.h — the Hopi shrinking board (rule option `shrink`).
 */
#ifndef KHARBAGA_SHRINK_H
#define KHARBAGA_SHRINK_H

#include "position.h"

/* Kills, after a move, every outer row of points (shrink=point_rows) or strip of squares
 * (shrink=square_strips) that holds no piece, repeatedly, updating the hash. */
void shrink_apply(const Variant *v, Position *pos);

#endif
