/*
 * capture_example.c — finding a capture worth a diagram: the one taking the most pieces within
 * a few moves of the start.
 */
#include "capture_example.h"

#include "movegen.h"
#include "notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXAMPLE_MAX_NODES = 20000 }; /* positions visited at most, so large boards stay quick */

typedef struct Search {
    const Variant *v;
    Position pos;
    MoveList lists[EXAMPLE_MAX_PLIES + 1];
    Move line[EXAMPLE_MAX_PLIES];
    MoveDetail line_details[EXAMPLE_MAX_PLIES];
    long nodes;
    bool failed;          /* a hook failed */
    int best_captured;    /* 0: none found yet */
    int best_depth;
    Move best_line[EXAMPLE_MAX_PLIES];
    MoveDetail best_line_details[EXAMPLE_MAX_PLIES];
    Move best;
    MoveDetail best_detail;
    Position best_before;
    int best_side;
} Search;

/* Visits the positions exactly `depth` moves below ply `ply` and looks at their captures. */
static void visit(Search *s, int ply, int depth)
{
    if (++s->nodes > EXAMPLE_MAX_NODES)
        return;
    MoveList *list = &s->lists[ply];
    movegen_legal(s->v, &s->pos, list);
    if (list->hook_failed) {
        s->failed = true;
        return;
    }
    for (int i = 0; i < list->n && !s->failed; i++) {
        const Move *m = &list->moves[i];
        if (depth == 0) {
            if (m->ncaptured > s->best_captured) {
                s->best_captured = m->ncaptured;
                s->best_depth = ply;
                s->best = *m;
                s->best_detail = list->details[i];
                s->best_side = s->pos.side;
                s->best_before = s->pos;
                memcpy(s->best_line, s->line, sizeof s->line);
                memcpy(s->best_line_details, s->line_details, sizeof s->line_details);
            }
            continue;
        }
        Undo undo;
        s->line[ply] = *m;
        s->line_details[ply] = list->details[i];
        position_make(s->v, &s->pos, m, &list->details[i], &undo);
        visit(s, ply + 1, depth - 1);
        position_unmake(s->v, &s->pos, m, &undo);
    }
}

static void write_example(const Search *s, CaptureExample *ex)
{
    /* EXAMPLE_MAX_PLIES moves of at most 255 characters and their commas fit in play */
    ex->play[0] = '\0';
    for (int i = 0; i < s->best_depth; i++) {
        char text[256];
        move_to_text(s->v, &s->best_line[i], &s->best_line_details[i], text, sizeof text);
        if (i)
            strncat(ex->play, ",", sizeof ex->play - strlen(ex->play) - 1);
        strncat(ex->play, text, sizeof ex->play - strlen(ex->play) - 1);
    }
    move_to_text(s->v, &s->best, &s->best_detail, ex->move, sizeof ex->move);
    ex->ncaptured = s->best_captured;
    ex->side = s->best_side;
    ex->before = s->best_before;
    ex->capture = s->best;
    ex->capture_detail = s->best_detail;
}

bool capture_example_find(const Variant *v, CaptureExample *ex)
{
    Search *s = calloc(1, sizeof *s);
    if (!s)
        return false;
    s->v = v;
    for (int depth = 0; depth <= EXAMPLE_MAX_PLIES && !s->failed && s->nodes <= EXAMPLE_MAX_NODES; depth++) {
        position_start(v, &s->pos);
        visit(s, 0, depth);
    }
    bool found = !s->failed && s->best_captured > 0;
    if (found)
        write_example(s, ex);
    for (int i = 0; i <= EXAMPLE_MAX_PLIES; i++)
        movelist_free(&s->lists[i]);
    free(s);
    return found;
}
