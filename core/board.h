/*
 * board.h — the geometry of a line board: named points with coordinates, and straight lines
 * through them.
 *
 * A board is built by adding points and lines, then finished: board_finish() derives the
 * directions (one per distinct slope and sense), the neighbour table next[point][dir] and the
 * rows (points grouped by y). Pieces move along lines; a jump goes over a neighbour to the next
 * point on the same line, so every line must be straight in the coordinate plane.
 *
 * Lattice numbering: when the points fit the numbering (W * y + x) / g in fewer than MAX_POINTS
 * indices (W the width, g the gcd of all values) and every direction then moves a constant
 * number of indices, board_finish renumbers the points that way (`shifts` is set). A whole set
 * of points then moves one step along direction d as one shift by delta[d], which the move
 * generator uses. Such a numbering may leave unused indices ("holes", e.g. the light squares of a
 * draughts board): `all` is the set of real points, and `npoints` bounds the indices in use.
 */
#ifndef KHARBAGA_BOARD_H
#define KHARBAGA_BOARD_H

#include "bits.h"

struct Board {
    int npoints;
    int ndirs;
    int nrows;
    char name[MAX_POINTS][MAX_NAME];
    int x[MAX_POINTS], y[MAX_POINTS];
    uint8_t row[MAX_POINTS];              /* index of the point's y among the distinct ys */
    int dx[MAX_DIRS], dy[MAX_DIRS];       /* unit step of each direction (reduced by gcd) */
    uint8_t opposite[MAX_DIRS];
    uint8_t next[MAX_POINTS][MAX_DIRS];   /* NO_POINT where no line continues */
    int row_y[MAX_POINTS];                /* the y of each row, ascending */
    Bits row_points[MAX_POINTS];          /* the points of each row */
    Bits all;                             /* the real points (indices below npoints) */
    bool finished;
    bool shifts;                          /* lattice numbering: delta[] and the masks are valid */
    int delta[MAX_DIRS];                  /* index difference of one step along each direction */
    Bits has_next[MAX_DIRS];              /* points with a neighbour along d */
    Bits has_jump[MAX_DIRS];              /* points with two points beyond along d */
};

void board_init(Board *b);

/* Adds a point; names are lower-case letters followed by digits ("a1", "aa10"), at most
 * MAX_NAME - 1 characters. */
bool board_add_point(Board *b, const char *name, int x, int y, Err *err);

/* Adds a straight line through the given points, in order along the line. */
bool board_add_line(Board *b, const int *points, int n, Err *err);

/* Checks that no point of the board lies on the segment between two consecutive points of a
 * line without being listed: a line a1-c1 must not run through b1 between them. Lines are added
 * one by one, so this is asked once all the points are declared. */
bool board_check_line(const Board *b, const int *points, int n, Err *err);

/* Derives rows and checks that the board is usable (points exist, every point is on a line). */
bool board_finish(Board *b, Err *err);

/* True if index p is a point of the board (not a hole of the lattice numbering). */
static inline bool board_has(const Board *b, int p) { return p >= 0 && p < b->npoints && b->name[p][0] != '\0'; }

/* The point called `name`, or -1. */
int board_find(const Board *b, const char *name);

/* Reads a point name at *text (letters then digits), advances *text past it; -1 if unknown. */
int board_parse_point(const Board *b, const char **text);

/* True if a name is well formed: [a-z]+[0-9]+ and shorter than MAX_NAME. */
bool board_name_ok(const char *name);

/* Whether name has the shape of a point name (lower-case letters then digits), whatever its
 * length. */
bool board_name_shaped(const char *name);

#endif
