/*
 * reach.h — what the pieces of one side reach in one move, as point sets: the empty points their
 * steps go to, and the enemy pieces their first jumps take.
 *
 * These are the evaluation's mobility and exposure terms and the search's cheap questions at
 * its horizon ("is there a capture?", "is there a step?"), answered without generating moves.
 * They follow the variant's step and jump directions (men_move, men_capture, king) on any
 * board: set-wise on lattice boards (board.shifts), point by point elsewhere. Hooks and huffs
 * are not seen: the answers are those of the rules the core knows.
 */
#ifndef KHARBAGA_REACH_H
#define KHARBAGA_REACH_H

#include "position.h"

/* The points of the board that are neither occupied nor dead. */
static inline Bits reach_empty(const Variant *v, const Position *pos)
{
    return bits_andnot(v->board.all, bits_or(position_occupied(pos), pos->dead));
}

/* The empty points side s could step to: men in their step directions, kings in every direction
 * (one point along each line). */
Bits reach_steps(const Variant *v, const Position *pos, int s, Bits empty);

/* The pieces of the other side that side s could take now by one jump (a short jump, or a
 * flying king's long one; under capture_by=approach_withdrawal, the first piece that one step
 * takes): empty if and only if s has no capture. */
Bits reach_takes(const Variant *v, const Position *pos, int s, Bits empty);

#endif
