/*
 * movegen.c — the public move generator: chooses the build for the board's size (see set.h)
 * and adds the moves that begin with a huff (capture=huff).
 */
#include "movegen.h"

int movegen_append_captures_w1(const Variant *v, const Position *pos, MoveList *list);
int movegen_append_w1(const Variant *v, const Position *pos, MoveList *list, bool counting);
int movegen_append_captures_w2(const Variant *v, const Position *pos, MoveList *list);
int movegen_append_w2(const Variant *v, const Position *pos, MoveList *list, bool counting);

static inline bool one_word(const Variant *v) { return v->board.npoints <= 64; }

static int append(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    return one_word(v) ? movegen_append_w1(v, pos, list, counting) : movegen_append_w2(v, pos, list, counting);
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
        total += append(v, &without, list, counting);
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

/* With hooks: the candidates (every capture and step, as if capture were optional), filtered by
 * the variant's moves hook, then compulsory capture applied to what remains. */
static int legal_with_hooks(const Variant *v, const Position *pos, MoveList *list)
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
            list->moves[kept++] = list->moves[i];
    }
    list->n = kept;
    bool capture = false;
    for (int i = 0; i < list->n && !capture; i++)
        capture = list->moves[i].ncaptured > 0;
    if (capture && v->rules.capture == CAPTURE_COMPULSORY) {
        int n = 0;
        for (int i = 0; i < list->n; i++)
            if (list->moves[i].ncaptured > 0)
                list->moves[n++] = list->moves[i];
        list->n = n;
    }
    return list->n;
}

int movegen_captures(const Variant *v, const Position *pos, MoveList *list)
{
    list_reset(list);
    if (v->hooks) {
        legal_with_hooks(v, pos, list);
        int n = 0;
        for (int i = 0; i < list->n; i++)
            if (list->moves[i].ncaptured > 0)
                list->moves[n++] = list->moves[i];
        return list->n = n;
    }
    return one_word(v) ? movegen_append_captures_w1(v, pos, list) : movegen_append_captures_w2(v, pos, list);
}

int movegen_legal(const Variant *v, const Position *pos, MoveList *list)
{
    list_reset(list);
    if (v->hooks)
        return legal_with_hooks(v, pos, list);
    append(v, pos, list, false);
    append_huffs(v, pos, list, false);
    return list->n;
}

int movegen_count(const Variant *v, const Position *pos, MoveList *scratch)
{
    if (v->hooks) /* the hooks see whole moves */
        return movegen_legal(v, pos, scratch);
    list_reset(scratch);
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
