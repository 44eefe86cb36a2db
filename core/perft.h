/*
 * perft.h — counting move sequences, the generator's correctness check.
 *
 * Perft ignores the draw rules (repetition, quiet limit), as chess perft does: it counts what the
 * move generator allows. A position without moves contributes nothing.
 */
#ifndef KHARBAGA_PERFT_H
#define KHARBAGA_PERFT_H

#include "move.h"
#include "stop.h"

/* Move sequences of length depth from pos; the last ply is counted, not made. *overflow is set
 * if some position exceeded the move-list limits (the count is then a lower bound), or if there
 * was no memory for the lists of `depth` plies (the count is then 0). */
uint64_t perft(const Variant *v, Position *pos, int depth, bool *overflow);

/* Like perft, but gives up once *stop is set (looked at in the nodes three or more plies above
 * the leaves, so that it costs nothing measurable): the count is then partial, and the caller,
 * who set the flag, knows it. stop may be NULL. */
uint64_t perft_until(const Variant *v, Position *pos, int depth, bool *overflow, const StopFlag *stop);

/* Like perft, but makes every move, the last ply too (for measuring make/unmake). */
uint64_t perft_full(const Variant *v, Position *pos, int depth, bool *overflow);
uint64_t perft_full_until(const Variant *v, Position *pos, int depth, bool *overflow, const StopFlag *stop);

#endif
