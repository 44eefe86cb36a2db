/*
 * move_words.h — what a legal move does, in words: "the man on c3 captures 2 pieces (d4, d6) in 2
 * jumps", "the Mullah on e5 steps to e9". explain and a lesson's judgement say a move the same way.
 */
#ifndef KHARBAGA_MOVE_WORDS_H
#define KHARBAGA_MOVE_WORDS_H

#include "move.h"
#include "position.h"
#include "variant.h"

#include <stdbool.h>
#include <stddef.h>

/* How a king's move without a capture is said: it steps (explain) or moves (a lesson). */
typedef enum KingMoveWord { KING_STEPS, KING_MOVES } KingMoveWord;

/* What move m of the piece on its from point in pos does, in the reader's language, into buf:
 * its piece, its captures and their steps, or the point it goes to. Neither huff nor crowning. */
void move_words(const Variant *v, const Position *pos, const Move *m, KingMoveWord king_word, char *buf, size_t len);

#endif
