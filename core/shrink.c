/*
 * shrink.c — rows and strips of the board dying once they are empty.
 *
 * point_rows: while the lowest or highest row of live points holds no piece, it dies.
 * square_strips: while the outermost strip one square wide at any of the four edges holds no
 * piece, it dies: the live points with a coordinate less than one square from that edge (a
 * square's side is the board's shortest vertical, or horizontal, segment), so that the strip's
 * inner line stays as the new edge.
 */
#include "shrink.h"

static void kill_set(const Variant *v, Position *pos, Bits set)
{
    int p;
    BITS_FOREACH(p, set)
    position_kill(v, pos, p);
}

/* The live points whose coordinate (x if horizontal, else y) lies within `width` of the live
 * edge on the low (dir < 0) or high side. */
static Bits edge_band(const Variant *v, Bits live, bool horizontal, int dir, int width)
{
    const Board *b = &v->board;
    const int *coord = horizontal ? b->x : b->y;
    int edge = 0, p;
    bool first = true;
    BITS_FOREACH(p, live)
    if (first || (dir < 0 ? coord[p] < edge : coord[p] > edge)) {
        edge = coord[p];
        first = false;
    }
    Bits band = bits_empty();
    BITS_FOREACH(p, live)
    if (dir < 0 ? coord[p] < edge + width : coord[p] > edge - width)
        bits_add(&band, p);
    return band;
}

void shrink_apply(const Variant *v, Position *pos)
{
    int mode = v->rules.shrink;
    if (mode == SHRINK_NONE)
        return;
    Bits pieces = position_occupied(pos);
    for (bool changed = true; changed;) {
        changed = false;
        for (int edge = 0; edge < 4; edge++) {
            bool horizontal = edge >= 2;
            if (mode == SHRINK_POINT_ROWS && horizontal)
                continue;
            Bits live = bits_andnot(v->board.all, pos->dead);
            int width = mode == SHRINK_POINT_ROWS ? 1 : horizontal ? v->square_width : v->square_height;
            Bits band = edge_band(v, live, horizontal, edge % 2 ? 1 : -1, width);
            if (bits_any(band) && !bits_any(bits_and(band, pieces)) && !bits_equal(band, live)) {
                kill_set(v, pos, band);
                changed = true;
            }
        }
    }
}
