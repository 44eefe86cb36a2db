/*
 * perft.c — recursive move counting with bulk counting at the last ply.
 *
 * Two loops count the same thing. The generator's own (movegen_impl.h: copy-make on a compact
 * node, straight on the move search) takes most games; the general one here, over
 * movegen_legal and position_make/position_apply, takes what the first leaves out — huffs,
 * hooks, shrinking boards — and perft_full, which makes every move of the last ply too.
 */
#include "perft.h"

#include "movegen.h"

#include <stdlib.h>

/* The generator's own perft loop (movegen_impl.h), for one- and two-word point sets; lists holds
 * one move list per remaining ply. */
uint64_t movegen_perft_w1(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                          const StopFlag *stop);
uint64_t movegen_perft_w2(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                          const StopFlag *stop);
/* The same for captures by approach and withdrawal (movegen_approach_impl.h). */
uint64_t movegen_approach_perft_w1(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                                   const StopFlag *stop);
uint64_t movegen_approach_perft_w2(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                                   const StopFlag *stop);


/* Whether the generator's own loop counts pos: huffs (and huffable pieces in the position),
 * hooks and shrinking need the whole machinery of movegen.c and move.c, and so does the jump
 * generator's opening rule (first_capture=single), which its loop does not follow. */
static bool generator_loop_fits(const Variant *v, const Position *pos)
{
    const Rules *r = &v->rules;
    if (r->capture_by == CAPTURE_BY_JUMP && r->first_capture == FIRST_CAPTURE_SINGLE)
        return false;
    return !variant_follows_make(v) && r->capture != CAPTURE_HUFF && r->shrink == SHRINK_NONE && !bits_any(pos->huff);
}

/* What one count of perft_rec shares: the lists, lists[depth - 1] that of a ply (filled again
 * at every node of the ply, so that each settles at the size its positions need), and its
 * flags. */
typedef struct Count {
    MoveList *lists;
    bool bulk;     /* the last ply counted, not made */
    bool *overflow;
    const StopFlag *stop;
} Count;

static uint64_t perft_rec(const Variant *v, Position *pos, int depth, const Count *c)
{
    MoveList *list = &c->lists[depth - 1];
    bool bulk = c->bulk, *overflow = c->overflow;
    if (depth >= 3 && stop_is_set(c->stop))
        return 0;
    if (depth == 1 && bulk) {
        uint64_t n = (uint64_t)movegen_count(v, pos, list);
        *overflow |= list->overflow;
        return n;
    }
    int n = movegen_legal(v, pos, list);
    *overflow |= list->overflow || list->hook_failed;
    /* the plies below fill lists of their own: this one's moves stay where they are */
    const Move *moves = list->moves;
    const MoveDetail *details = list->lean ? NULL : list->details;
    if (depth == 1 && !bulk) {
        for (int i = 0; i < n; i++) {
            Undo u;
            position_make(v, pos, &moves[i], details ? &details[i] : NULL, &u);
            position_unmake(v, pos, &moves[i], &u);
        }
        return (uint64_t)n;
    }
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        const MoveDetail *d = details ? &details[i] : NULL;
        if (variant_follows_make(v)) { /* the hooks, or the pieces' memory, follow make and unmake */
            Undo u;
            position_make(v, pos, &moves[i], d, &u);
            total += perft_rec(v, pos, depth - 1, c);
            position_unmake(v, pos, &moves[i], &u);
            continue;
        }
        Position child = *pos; /* copy-make: a position is a few words */
        position_apply(v, &child, &moves[i], d);
        total += perft_rec(v, &child, depth - 1, c);
    }
    return total;
}

/* One empty move list per ply of a count `depth` deep, or NULL (with *overflow set) without the
 * memory; lean (keeping no details) unless make needs them (movegen_needs_details). */
static MoveList *lists_for(const Variant *v, int depth, bool *overflow)
{
    MoveList *lists = calloc((size_t)depth, sizeof *lists);
    *overflow |= !lists;
    for (int i = 0; lists && i < depth; i++)
        lists[i].lean = !movegen_needs_details(v);
    return lists;
}

static void lists_free(MoveList *lists, int depth)
{
    for (int i = 0; lists && i < depth; i++)
        movelist_free(&lists[i]);
    free(lists);
}

/* Bulk counting, in the generator's own loop where it fits and in perft_rec where not. */
static uint64_t count_bulk(const Variant *v, Position *pos, int depth, MoveList *lists, bool *overflow,
                           const StopFlag *stop)
{
    if (!generator_loop_fits(v, pos))
        return perft_rec(v, pos, depth, &(Count){lists, true, overflow, stop});
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        return v->board.npoints <= 64 ? movegen_approach_perft_w1(v, pos, depth, lists, overflow, stop)
                                      : movegen_approach_perft_w2(v, pos, depth, lists, overflow, stop);
    return v->board.npoints <= 64 ? movegen_perft_w1(v, pos, depth, lists, overflow, stop)
                                  : movegen_perft_w2(v, pos, depth, lists, overflow, stop);
}

/* Every perft entry point: the lists of the plies, then the count (full: every move of the last
 * ply made, not bulk-counted). */
static uint64_t count(const Variant *v, Position *pos, int depth, bool *overflow, const StopFlag *stop, bool full)
{
    bool ignored = false;
    if (!overflow)
        overflow = &ignored;
    if (depth <= 0)
        return 1;
    MoveList *lists = lists_for(v, depth, overflow);
    if (!lists)
        return 0;
    uint64_t n = full ? perft_rec(v, pos, depth, &(Count){lists, false, overflow, stop})
                      : count_bulk(v, pos, depth, lists, overflow, stop);
    lists_free(lists, depth);
    return n;
}

uint64_t perft(const Variant *v, Position *pos, int depth, bool *overflow)
{
    return count(v, pos, depth, overflow, NULL, false);
}

uint64_t perft_until(const Variant *v, Position *pos, int depth, bool *overflow, const StopFlag *stop)
{
    return count(v, pos, depth, overflow, stop, false);
}

uint64_t perft_full(const Variant *v, Position *pos, int depth, bool *overflow)
{
    return count(v, pos, depth, overflow, NULL, true);
}

uint64_t perft_full_until(const Variant *v, Position *pos, int depth, bool *overflow, const StopFlag *stop)
{
    return count(v, pos, depth, overflow, stop, true);
}
