/*
 * reasons.h — why a move is legal under one set of rules and not under another.
 *
 * For each option whose value differs, the move is generated again under the other rules with
 * that one option switched; the options that make the difference are the reasons, each with a
 * sentence about this move ("the chain crosses c5, emptied earlier in the same move").
 */
#ifndef KHARBAGA_REASONS_H
#define KHARBAGA_REASONS_H

#include "move.h"

enum { MAX_REASONS = 8 };

typedef struct Reason {
    int option;     /* index into rules_options; -1 when only options together explain it */
    int value;      /* the value under which the move is legal */
    char text[512]; /* one sentence */
} Reason;

/* Why m (legal under `with`) is not legal under `without`, in the same position: fills up to
 * MAX_REASONS reasons and returns their number (at least one). `scratch` is a Variant the
 * function may overwrite. */
int reasons_why(const Variant *with, const Variant *without, const Position *pos, const Move *m, Variant *scratch,
                Reason *out);

/* Whether list holds m (same from, to, captured set and huff). */
bool reasons_list_has(const MoveList *list, const Move *m);

#endif
