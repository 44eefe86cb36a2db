/*
 * illegal.h — why a move a player typed is not legal here, in sentences for that player.
 *
 * The move is looked for under the same rules with one option changed (each value of each
 * option in turn); an option under which it would be legal is a rule it breaks, said as a
 * sentence about this move (lua/words/reasons.h). Of several, the one a learner meets first is said
 * (compulsory capture before the majority rule before the chain rule ...). When no single
 * change makes it legal, the plain fact that rules it out is given instead: no piece of the
 * player's there, the point is taken, the points are not neighbours along a line. A huff of a
 * piece that may not be huffed comes before all of these (illegal_huff).
 */
#ifndef KHARBAGA_ILLEGAL_H
#define KHARBAGA_ILLEGAL_H

#include "move.h"

/* Writes the sentence (ending with '.') into buf; returns their number (1). `text` is the move
 * as typed; pos is the position it was typed in. */
int illegal_reasons(const Variant *v, const Position *pos, const char *text, char *buf, size_t len);

/* When `text` begins with a huff ("He5 a1-a3") that may not be made in pos: the sentence saying
 * which pieces may be huffed (those that could have captured on the opponent's last turn, or none
 * without capture=huff) and what to play instead, ending with '.'. False if the text has no huff
 * or its huff is allowed (then the move after it is what is wrong). */
bool illegal_huff(const Variant *v, const Position *pos, const char *text, char *buf, size_t len);

/* When a move from `from` to `to` (points of v) cannot be made whatever the rules: the points are
 * on no common line, or, for a man's whole move, not neighbours on one (not for `leg`, one jump of
 * a chain). The sentence (ending with '.') goes into buf and its code is returned ("not_on_a_line",
 * "not_neighbours"); NULL if neither holds. */
const char *illegal_line_fact(const Variant *v, const Position *pos, int from, int to, bool leg, char *buf, size_t len);

#endif
