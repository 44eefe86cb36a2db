/*
 * movegen.c — chooses the generator built for the board's size (see set.h).
 */
#include "movegen.h"

int movegen_captures_w1(const Variant *v, const Position *pos, MoveList *list);
int movegen_legal_w1(const Variant *v, const Position *pos, MoveList *list);
int movegen_count_w1(const Variant *v, const Position *pos, MoveList *scratch);
int movegen_captures_w2(const Variant *v, const Position *pos, MoveList *list);
int movegen_legal_w2(const Variant *v, const Position *pos, MoveList *list);
int movegen_count_w2(const Variant *v, const Position *pos, MoveList *scratch);

static inline bool one_word(const Variant *v) { return v->board.npoints <= 64; }

int movegen_captures(const Variant *v, const Position *pos, MoveList *list)
{
    return one_word(v) ? movegen_captures_w1(v, pos, list) : movegen_captures_w2(v, pos, list);
}

int movegen_legal(const Variant *v, const Position *pos, MoveList *list)
{
    return one_word(v) ? movegen_legal_w1(v, pos, list) : movegen_legal_w2(v, pos, list);
}

int movegen_count(const Variant *v, const Position *pos, MoveList *scratch)
{
    return one_word(v) ? movegen_count_w1(v, pos, scratch) : movegen_count_w2(v, pos, scratch);
}
