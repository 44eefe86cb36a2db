/*
 * boards.c — Kharbaga and Alquerque boards declared point by point and line by line.
 *
 * Points are named like chess squares: file letter 'a' + x, rank y + 1.
 */
#include "boards.h"

#include <stdio.h>
#include <stdlib.h>

/* Stops the test program: a board that cannot be built is a bug in this file or in core/. */
static void check(bool ok, const Err *err, const char *what)
{
    if (!ok) {
        fprintf(stderr, "boards: %s: %s\n", what, err->msg);
        abort();
    }
}

static void add_point(Variant *v, int x, int y)
{
    char name[16];
    Err err = {0};
    snprintf(name, sizeof name, "%c%d", 'a' + x % 26, (y + 1) % 100);
    check(board_add_point(&v->board, name, x, y, &err), &err, name);
}

/* The point at (x, y), or -1 if the board has none there. */
static int point_at(const Board *b, int x, int y)
{
    for (int p = 0; p < b->npoints; p++)
        if (b->x[p] == x && b->y[p] == y)
            return p;
    return -1;
}

/* Adds the line of existing points (x0 + i*dx, y0 + i*dy), i = 0, 1, … while inside size×size,
 * skipping coordinates without a point; nothing if fewer than two points lie on it. */
static void add_line(Variant *v, int x0, int y0, int dx, int dy, int size)
{
    int pts[MAX_POINTS], n = 0;
    for (int x = x0, y = y0; x >= 0 && y >= 0 && x < size && y < size; x += dx, y += dy) {
        int p = point_at(&v->board, x, y);
        if (p >= 0)
            pts[n++] = p;
    }
    if (n < 2)
        return;
    Err err = {0};
    check(board_add_line(&v->board, pts, n, &err), &err, "line");
}

/* Adds the diagonal lines x − y = c and x + y = c of a size×size grid for every even c, each as one
 * long straight line (points with x + y odd, if any, are not on them). */
static void add_diagonals(Variant *v, int size)
{
    for (int c = -(size - 1); c <= size - 1; c++) /* x − y = c, from its lowest point */
        if (c % 2 == 0)
            add_line(v, c > 0 ? c : 0, c > 0 ? 0 : -c, 1, 1, size);
    for (int c = 0; c <= 2 * (size - 1); c++) /* x + y = c, from its lowest point */
        if (c % 2 == 0)
            add_line(v, c < size ? c : size - 1, c < size ? 0 : c - (size - 1), -1, 1, size);
}

static void conclude(Variant *v)
{
    Err err = {0};
    check(variant_conclude(v, &err), &err, v->id);
}

void boards_kharbaga41(Variant *v)
{
    variant_init(v);
    snprintf(v->id, sizeof v->id, "kharbaga");
    for (int y = 0; y <= 8; y++)
        for (int x = 0; x <= 8; x++)
            if ((x + y) % 2 == 0)
                add_point(v, x, y);
    for (int k = 0; k <= 8; k += 2) {
        add_line(v, 0, k, 2, 0, 9); /* row y = k */
        add_line(v, k, 0, 0, 2, 9); /* column x = k */
    }
    add_diagonals(v, 9); /* every point of this board has x + y even */
    snprintf(v->side_name[SOUTH], sizeof v->side_name[SOUTH], "Black");
    snprintf(v->side_name[NORTH], sizeof v->side_name[NORTH], "White");
    conclude(v);
}

void boards_alquerque(Variant *v, int n)
{
    variant_init(v);
    snprintf(v->id, sizeof v->id, "alquerque%d", n);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            add_point(v, x, y);
    for (int k = 0; k < n; k++) {
        add_line(v, 0, k, 1, 0, n);
        add_line(v, k, 0, 0, 1, n);
    }
    add_diagonals(v, n);
    conclude(v);
}
