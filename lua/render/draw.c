/*
 * draw.c — text diagrams of a board.
 *
 * Each unit of x is 4 columns and each unit of y 2 rows, so that orthogonal and diagonal lines
 * of every board of the family (unit steps, and Kharbaga's steps of 2) fall on whole cells:
 * a segment is drawn on the cells that lie exactly on it.
 */
#include "draw.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { CX = 4, CY = 2, MARGIN = 3, MAX_W = 160, MAX_H = 80 };

typedef struct Canvas {
    int w, h, minx, maxy;
    char cell[MAX_H][MAX_W];
} Canvas;

static int col_of(const Canvas *c, int x) { return MARGIN + (x - c->minx) * CX; }
static int row_of(const Canvas *c, int y) { return (c->maxy - y) * CY; }

static char segment_char(int dc, int dr)
{
    if (dr == 0)
        return '-';
    if (dc == 0)
        return '|';
    return (dc > 0) == (dr < 0) ? '/' : '\\';
}

static void draw_segment(Canvas *c, int c0, int r0, int c1, int r1)
{
    int dc = c1 - c0, dr = r1 - r0;
    int steps = abs(dc) > abs(dr) ? abs(dc) : abs(dr);
    char ch = segment_char(dc, dr);
    for (int t = 1; t < steps; t++) {
        if ((dc * t) % steps || (dr * t) % steps)
            continue;
        int col = c0 + dc * t / steps, row = r0 + dr * t / steps;
        if (row >= 0 && row < c->h && col >= 0 && col < c->w)
            c->cell[row][col] = c->cell[row][col] == ' ' || c->cell[row][col] == ch ? ch : 'X';
    }
}

char draw_piece_char(const Variant *v, const Position *pos, int p)
{
    if (bits_has(pos->dead, p))
        return ' ';
    int side = position_owner(pos, p);
    if (side < 0)
        return '.';
    char initial = v->side_initial[side];
    return position_is_king(pos, p) ? initial : (char)tolower((unsigned char)initial);
}

/* The letters of a point name ("a" of "a1") and its digits ("1"). */
static void split_name(const char *name, char *letters, char *digits)
{
    size_t i = 0;
    while (name[i] && !isdigit((unsigned char)name[i]))
        letters[i] = name[i], i++;
    letters[i] = '\0';
    strcpy(digits, name + i);
}

/* Whether point p is where its column letters are written: of the points whose names have the
 * same letters, the leftmost (the lowest-numbered among equals). On a board whose rows are offset
 * by half a step, "a1" and "a2" stand in different x columns; the letter is written once. */
static bool labels_its_letters(const Board *b, int p, const char *letters)
{
    int q;
    BITS_FOREACH(q, b->all)
    {
        if (q == p || b->x[q] > b->x[p] || (b->x[q] == b->x[p] && q > p))
            continue;
        char other[MAX_NAME], digits[MAX_NAME];
        split_name(b->name[q], other, digits);
        if (!strcmp(other, letters))
            return false;
    }
    return true;
}

static void draw_labels(Canvas *c, const Variant *v)
{
    const Board *b = &v->board;
    int p;
    BITS_FOREACH(p, b->all)
    {
        char letters[MAX_NAME], digits[MAX_NAME];
        split_name(b->name[p], letters, digits);
        int row = row_of(c, b->y[p]), col = col_of(c, b->x[p]);
        size_t nd = strlen(digits);
        for (size_t k = 0; k < nd && k < MARGIN - 1; k++)
            c->cell[row][MARGIN - 1 - (int)nd + (int)k] = digits[k];
        int last = c->h - 1;
        for (size_t k = 0; letters[k] && col + (int)k < c->w && labels_its_letters(b, p, letters); k++)
            c->cell[last][col + (int)k] = letters[k];
    }
}

bool draw_legend_has_kings(const Variant *v, const Position *pos)
{
    return v->rules.king != KING_NONE || bits_any(bits_or(pos->kings[SOUTH], pos->kings[NORTH]));
}

void draw_position(FILE *out, const Variant *v, const Position *pos, const Move *last, const MoveDetail *last_detail)
{
    const Board *b = &v->board;
    Canvas *c = calloc(1, sizeof *c);
    if (!c)
        return;
    Bits rest = b->all;
    int first = bits_pop(&rest), p;
    int minx = b->x[first], maxx = b->x[first], miny = b->y[first], maxy = b->y[first];
    BITS_FOREACH(p, b->all)
    {
        minx = b->x[p] < minx ? b->x[p] : minx;
        maxx = b->x[p] > maxx ? b->x[p] : maxx;
        miny = b->y[p] < miny ? b->y[p] : miny;
        maxy = b->y[p] > maxy ? b->y[p] : maxy;
    }
    c->minx = minx, c->maxy = maxy;
    c->w = MARGIN + (maxx - minx) * CX + 3;
    c->h = (maxy - miny) * CY + 3;
    if (c->w > MAX_W || c->h > MAX_H) {
        fprintf(out, "(board too large to draw: %d x %d units)\n", maxx - minx, maxy - miny);
        free(c);
        return;
    }
    memset(c->cell, ' ', sizeof c->cell);
    Bits live = bits_andnot(b->all, pos->dead); /* a dead point is off the board: no line reaches it */
    BITS_FOREACH(p, live)
    for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q != NO_POINT && q > p && bits_has(live, q))
                draw_segment(c, col_of(c, b->x[p]), row_of(c, b->y[p]), col_of(c, b->x[q]), row_of(c, b->y[q]));
        }
    Bits marked = bits_empty();
    if (last) {
        bits_add(&marked, last->from);
        bits_add(&marked, last->to);
        for (int i = 0; last_detail && i < last->npath; i++)
            bits_add(&marked, last_detail->path[i]);
    }
    BITS_FOREACH(p, b->all)
    {
        int row = row_of(c, b->y[p]), col = col_of(c, b->x[p]);
        c->cell[row][col] = draw_piece_char(v, pos, p);
        if (bits_has(marked, p)) {
            c->cell[row][col - 1] = '[';
            c->cell[row][col + 1] = ']';
        }
    }
    draw_labels(c, v);
    for (int r = 0; r < c->h; r++) {
        int end = c->w;
        while (end > 0 && c->cell[r][end - 1] == ' ')
            end--;
        fprintf(out, "%.*s\n", end, c->cell[r]);
    }
    free(c);
}
