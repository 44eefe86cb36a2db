/*
 * reasons.h — why a move is legal under one set of rules and not under another, and why the
 * same move leads to different positions.
 *
 * For each option whose value differs, the move is generated again under the other rules with
 * that one option switched; the options that make the difference are the reasons, each with a
 * sentence about this move ("the chain crosses c5, emptied earlier in the same move").
 */
#ifndef KHARBAGA_REASONS_H
#define KHARBAGA_REASONS_H

#include "move.h"

enum { MAX_REASONS = 8, REASON_TOGETHER = -1, REASON_HOOKS = -2 };

typedef struct Reason {
    int option;     /* index into rules_options; REASON_TOGETHER when only the differences
                       together explain it, REASON_HOOKS when the rules Lua hooks add do */
    int value;      /* the value under which the move is legal */
    char text[640]; /* one sentence */
} Reason;

/* A variant the functions below may overwrite, with the candidate twin its hooks need. */
typedef struct ScratchVariant {
    Variant v, candidates;
} ScratchVariant;

/* Why m (legal under `with`, its detail d) is not legal under `without`, in the same position:
 * fills up to MAX_REASONS reasons and returns their number (at least one). Rules that Lua hooks
 * add are one more difference, said with the hooks' description. */
int reasons_why(const Variant *with, const Variant *without, const Position *pos, const Move *m, const MoveDetail *d,
                ScratchVariant *scratch, Reason *out);

/* Work space of reasons_single_change (large: allocate it zeroed, and give back its list's memory
 * with movelist_free before freeing it). */
typedef struct ChangeWork {
    MoveList list;
    ScratchVariant changed, scratch;
    Reason reasons[MAX_REASONS];
} ChangeWork;

/* Whether the move written `text` is legal under v's rules with only option `option` set to
 * `value`; if so, the sentence that option gives for it goes into *out. */
bool reasons_single_change(const Variant *v, const Position *pos, const char *text, int option, int value,
                           ChangeWork *w, Reason *out);

/* Whether list holds m (same from, to, captured set and huff). */
bool reasons_list_has(const MoveList *list, const Move *m);

/* What playing m (a legal move under v, its detail d) does besides moving and capturing, in
 * words: the man crowned, points that leave a shrinking board, pieces the opponent may huff
 * ("nothing else happens" if none). OUT: after, the position after m. */
void reasons_outcome(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d, Position *after,
                     char *buf, size_t len);

/* Why m (its detail under `with`: d), legal under both, leads to a different position under
 * `with` than under `without`: the options that, switched alone, give `with`'s result, each with
 * the rule in words. Returns their number (at least one). */
int reasons_outcome_why(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                        const MoveDetail *d, ScratchVariant *scratch, Reason *out);

/* "the rules that ruleset bell adds as Lua hooks (A piece never returns ...)": hooks in words. */
void reasons_hooks_text(const VariantHooks *hooks, char *buf, size_t len);

#endif
