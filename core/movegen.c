/*
 * movegen.c — the public move generator: chooses the build for the board's size (see set.h)
 * and adds the moves that begin with a huff (capture=huff).
 */
#include "movegen.h"

#include <stdlib.h>
#include <string.h>

int movegen_append_captures_w1(const Variant *v, const Position *pos, MoveList *list);
int movegen_append_w1(const Variant *v, const Position *pos, MoveList *list, bool counting);
int movegen_append_captures_w2(const Variant *v, const Position *pos, MoveList *list);
int movegen_append_w2(const Variant *v, const Position *pos, MoveList *list, bool counting);

int movegen_approach_captures_w1(const Variant *v, const Position *pos, MoveList *list);
int movegen_approach_append_w1(const Variant *v, const Position *pos, MoveList *list, bool counting);
int movegen_approach_captures_w2(const Variant *v, const Position *pos, MoveList *list);
int movegen_approach_append_w2(const Variant *v, const Position *pos, MoveList *list, bool counting);

static inline bool one_word(const Variant *v) { return v->board.npoints <= 64; }

static inline bool approach(const Variant *v) { return v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL; }

static int append(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    if (approach(v))
        return one_word(v) ? movegen_approach_append_w1(v, pos, list, counting)
                           : movegen_approach_append_w2(v, pos, list, counting);
    return one_word(v) ? movegen_append_w1(v, pos, list, counting) : movegen_append_w2(v, pos, list, counting);
}

static int append_captures(const Variant *v, const Position *pos, MoveList *list)
{
    if (approach(v))
        return one_word(v) ? movegen_approach_captures_w1(v, pos, list) : movegen_approach_captures_w2(v, pos, list);
    return one_word(v) ? movegen_append_captures_w1(v, pos, list) : movegen_append_captures_w2(v, pos, list);
}

bool movegen_opening(const Variant *v, const Position *pos)
{
    if (v->rules.first_capture != FIRST_CAPTURE_SINGLE)
        return false;
    for (int s = 0; s < 2; s++)
        if (bits_count(position_pieces(pos, s)) < bits_count(bits_or(v->start_men[s], v->start_kings[s])))
            return false;
    return true;
}

/* Marks with MOVE_NAME_CAPTURES the moves of the list that another move of it would be written
 * as: the same huff, start and landing points, different captured sets (an approach and a
 * withdrawal by the same step). Only lists that can hold such twins are looked at, and only
 * those that keep the moves' paths: the mark is for the moves' text. */
static void mark_twins(const Variant *v, MoveList *list)
{
    if ((!approach(v) && !v->hooks) || list->lean)
        return;
    for (int i = 0; i < list->n; i++) {
        Move *a = &list->moves[i];
        for (int k = i + 1; k < list->n && a->npath > 0; k++) {
            Move *b = &list->moves[k];
            if (a->from == b->from && a->to == b->to && a->huffed == b->huffed && a->npath == b->npath &&
                memcmp(list->details[i].path, list->details[k].path, a->npath) == 0) {
                a->flags |= MOVE_NAME_CAPTURES;
                b->flags |= MOVE_NAME_CAPTURES;
            }
        }
    }
}

/* Under capture=huff, the moves list->moves[start..] of one position (pos, or pos after a huff)
 * learn the pieces that could capture there: the `from` of its captures, in their details. The
 * generator puts a position's captures before its steps, and drops the steps when the list is
 * full, so a move in the list sees every capture of its position. */
static void give_capturers(MoveList *list, int start)
{
    Bits from = bits_empty();
    int i = start;
    for (; i < list->n && list->moves[i].ncaptured > 0; i++)
        bits_add(&from, list->moves[i].from);
    for (i = start; i < list->n; i++)
        list->details[i].capturers = from;
}

/* append, and (not counting, under capture=huff, into a list that keeps details) give_capturers. */
static int append_position(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    int start = list->n, n = append(v, pos, list, counting);
    if (!counting && v->rules.capture == CAPTURE_HUFF && !list->lean)
        give_capturers(list, start);
    return n;
}

/* "Huff X, then move": for every huffable X, the moves of the position without X, each marked
 * with X. Returns their number (counted, when counting). */
static int append_huffs(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    if (v->rules.capture != CAPTURE_HUFF || !bits_any(pos->huff))
        return 0;
    int total = 0, x, them = !pos->side;
    BITS_FOREACH(x, pos->huff)
    {
        Position without = *pos;
        bits_del(&without.men[them], x);
        bits_del(&without.kings[them], x);
        without.huff = bits_empty();
        int start = list->n;
        total += append_position(v, &without, list, counting);
        for (int i = start; i < list->n; i++)
            list->moves[i].huffed = (uint8_t)x;
    }
    return total;
}

static void list_reset(MoveList *list)
{
    list->n = 0;
    list->overflow = false;
    list->hook_failed = false;
}

/* The hooks see each candidate's path, and make follows it for them: a list generated for a game
 * with hooks keeps details, whoever made it lean. */
static void keep_details_for_hooks(const Variant *v, MoveList *list)
{
    if (v->hooks && list->lean)
        movelist_set_lean(list, false);
}

static bool give_capturers_with_hooks(const Variant *v, const Position *pos, MoveList *list);

/* With hooks: the candidates (every capture and step, as if capture were optional), filtered by
 * the variant's moves hook, then compulsory capture applied to what remains; with `capturers`
 * (under capture=huff), each move then learns who could capture where it starts. */
static int legal_with_hooks(const Variant *v, const Position *pos, MoveList *list, bool capturers)
{
    const Variant *g = v->hook_candidates ? v->hook_candidates : v;
    append(g, pos, list, false);
    append_huffs(g, pos, list, false);
    if (v->hooks->moves && !v->hooks->moves(v->hooks->ctx, v, pos, list)) {
        list->n = 0;
        list->hook_failed = true;
        return 0;
    }
    int kept = 0; /* a hook may return a move twice: it is one move */
    for (int i = 0; i < list->n; i++) {
        bool seen = false;
        for (int k = 0; k < kept && !seen; k++)
            seen = move_same(&list->moves[k], &list->moves[i]);
        if (!seen)
            movelist_copy(list, kept++, i);
    }
    list->n = kept;
    bool capture = false;
    for (int i = 0; i < list->n && !capture; i++)
        capture = list->moves[i].ncaptured > 0;
    if (capture && v->rules.capture == CAPTURE_COMPULSORY) {
        int n = 0;
        for (int i = 0; i < list->n; i++)
            if (list->moves[i].ncaptured > 0)
                movelist_copy(list, n++, i);
        list->n = n;
    }
    if (capturers && v->rules.capture == CAPTURE_HUFF && list->n > 0 && !give_capturers_with_hooks(v, pos, list))
        list->overflow = true; /* no memory for the captures: the moves are not all they should be */
    return list->n;
}

int movegen_captures(const Variant *v, const Position *pos, MoveList *list)
{
    list_reset(list);
    if (v->hooks) {
        keep_details_for_hooks(v, list);
        legal_with_hooks(v, pos, list, false);
        int n = 0;
        for (int i = 0; i < list->n; i++)
            if (list->moves[i].ncaptured > 0)
                movelist_copy(list, n++, i);
        return list->n = n;
    }
    return append_captures(v, pos, list);
}

int movegen_legal(const Variant *v, const Position *pos, MoveList *list)
{
    list_reset(list);
    if (v->hooks) {
        keep_details_for_hooks(v, list);
        legal_with_hooks(v, pos, list, true);
    } else {
        append_position(v, pos, list, false);
        append_huffs(v, pos, list, false);
    }
    mark_twins(v, list);
    return list->n;
}

int movegen_count(const Variant *v, const Position *pos, MoveList *scratch)
{
    list_reset(scratch);
    if (v->hooks) { /* the hooks see whole moves (none of which is made) */
        keep_details_for_hooks(v, scratch);
        return legal_with_hooks(v, pos, scratch, false);
    }
    int n = append(v, pos, scratch, true);
    return n + append_huffs(v, pos, scratch, true);
}

Bits movegen_capturers(const Variant *v, const Position *pos, MoveList *scratch)
{
    Bits from = bits_empty();
    movegen_captures(v, pos, scratch);
    for (int i = 0; i < scratch->n; i++)
        bits_add(&from, scratch->moves[i].from);
    return from;
}

/* Who could capture where a move huffing `huffed` (or NO_POINT) starts in pos, as make sees that
 * position: the huffed piece gone, nothing left to huff. */
static Bits capturers_after_huff(const Variant *v, const Position *pos, int huffed, MoveList *scratch)
{
    Position start = *pos;
    if (huffed != NO_POINT)
        position_remove(v, &start, huffed);
    position_set_huff(v, &start, bits_empty());
    return movegen_capturers(v, &start, scratch);
}

/* With hooks the captures of a position are those the moves hook keeps, and it is asked again
 * for each position a move may start from (pos, and pos after each huff). False when the
 * captures could not all be listed. */
static bool give_capturers_with_hooks(const Variant *v, const Position *pos, MoveList *list)
{
    MoveList scratch = {.lean = true}; /* only the captures' starts are read */
    Bits known[MAX_POINTS + 1]; /* by huffed point, NO_POINT last */
    bool asked[MAX_POINTS + 1] = {false};
    for (int i = 0; i < list->n; i++) {
        Move *m = &list->moves[i];
        int k = m->huffed == NO_POINT ? MAX_POINTS : m->huffed;
        if (!asked[k]) {
            known[k] = capturers_after_huff(v, pos, m->huffed, &scratch);
            asked[k] = true;
        }
        list->details[i].capturers = known[k];
    }
    bool ok = !scratch.overflow;
    movelist_free(&scratch);
    return ok;
}

bool movegen_give_capturers(const Variant *v, const Position *pos, const Move *m, MoveDetail *d)
{
    if (v->rules.capture != CAPTURE_HUFF)
        return true;
    MoveList scratch = {.lean = true}; /* only the captures' starts are read */
    d->capturers = capturers_after_huff(v, pos, m->huffed, &scratch);
    bool ok = !scratch.overflow;
    movelist_free(&scratch);
    return ok;
}
