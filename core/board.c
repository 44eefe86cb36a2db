/*
 * board.c — building a board from points and lines.
 */
#include "board.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void board_init(Board *b)
{
    memset(b, 0, sizeof *b);
    memset(b->next, NO_POINT, sizeof b->next);
}

bool board_name_shaped(const char *name)
{
    size_t i = 0;
    while (name[i] >= 'a' && name[i] <= 'z')
        i++;
    if (i == 0 || !isdigit((unsigned char)name[i]))
        return false;
    while (isdigit((unsigned char)name[i]))
        i++;
    return name[i] == '\0';
}

bool board_name_ok(const char *name)
{
    return board_name_shaped(name) && strlen(name) < MAX_NAME;
}

int board_find(const Board *b, const char *name)
{
    for (int p = 0; p < b->npoints; p++)
        if (b->name[p][0] && strcmp(b->name[p], name) == 0)
            return p;
    return -1;
}

int board_parse_point(const Board *b, const char **text)
{
    char name[MAX_NAME];
    const char *s = *text;
    size_t n = 0;
    while (*s >= 'a' && *s <= 'z' && n + 1 < MAX_NAME)
        name[n++] = *s++;
    if (n == 0)
        return -1;
    size_t letters = n;
    while (isdigit((unsigned char)*s) && n + 1 < MAX_NAME)
        name[n++] = *s++;
    if (n == letters)
        return -1;
    name[n] = '\0';
    int p = board_find(b, name);
    if (p >= 0)
        *text = s;
    return p;
}

bool board_add_point(Board *b, const char *name, int x, int y, Err *err)
{
    if (b->npoints >= MAX_POINTS)
        return err_set(err, "too many points: a board has at most %d", MAX_POINTS);
    if (!board_name_ok(name)) {
        char size[48] = "";
        if (board_name_shaped(name)) /* only too long */
            snprintf(size, sizeof size, " is %zu characters long", strlen(name));
        return err_set(err, "point name '%s'%s: expected lower-case letters then digits, at most %d characters, e.g. 'a1'",
                       name, size, MAX_NAME - 1);
    }
    if (board_find(b, name) >= 0)
        return err_set(err, "point '%s' is declared twice", name);
    for (int p = 0; p < b->npoints; p++)
        if (b->x[p] == x && b->y[p] == y)
            return err_set(err, "points '%s' and '%s' have the same coordinates (%d, %d)", b->name[p], name, x, y);
    int p = b->npoints++;
    strcpy(b->name[p], name);
    b->x[p] = x;
    b->y[p] = y;
    return true;
}

static int gcd(int a, int b)
{
    a = abs(a);
    b = abs(b);
    while (b) {
        int t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* The direction with unit step (dx, dy), created with its opposite if new; -1 if full. */
static int direction_of(Board *b, int dx, int dy)
{
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] == dx && b->dy[d] == dy)
            return d;
    if (b->ndirs + 2 > MAX_DIRS)
        return -1;
    int d = b->ndirs, o = b->ndirs + 1;
    b->dx[d] = dx, b->dy[d] = dy;
    b->dx[o] = -dx, b->dy[o] = -dy;
    b->opposite[d] = (uint8_t)o;
    b->opposite[o] = (uint8_t)d;
    b->ndirs += 2;
    return d;
}

bool board_add_line(Board *b, const int *points, int n, Err *err)
{
    if (n < 2)
        return err_set(err, "a line needs at least two points");
    int line_dir = -1;
    for (int i = 0; i + 1 < n; i++) {
        int p = points[i], q = points[i + 1];
        if (p < 0 || p >= b->npoints || q < 0 || q >= b->npoints)
            return err_set(err, "a line names a point that is not on the board");
        if (p == q)
            return err_set(err, "line through '%s' repeats the point", b->name[p]);
        int dx = b->x[q] - b->x[p], dy = b->y[q] - b->y[p];
        int g = gcd(dx, dy);
        int d = direction_of(b, dx / g, dy / g);
        if (d < 0)
            return err_set(err, "too many line directions: a board has at most %d", MAX_DIRS);
        if (line_dir >= 0 && d != line_dir)
            return err_set(err, "line %s-%s-%s bends: lines must be straight", b->name[points[i - 1]], b->name[p],
                           b->name[q]);
        line_dir = d;
        int o = b->opposite[d];
        if ((b->next[p][d] != NO_POINT && b->next[p][d] != q) || (b->next[q][o] != NO_POINT && b->next[q][o] != p))
            return err_set(err, "lines through '%s' and '%s' overlap: two lines leave a point in the same direction",
                           b->name[p], b->name[q]);
        b->next[p][d] = (uint8_t)q;
        b->next[q][o] = (uint8_t)p;
    }
    return true;
}

bool board_check_line(const Board *b, const int *points, int n, Err *err)
{
    for (int i = 0; i + 1 < n; i++) {
        int p = points[i], q = points[i + 1];
        long long dx = (long long)b->x[q] - b->x[p], dy = (long long)b->y[q] - b->y[p];
        long long length2 = dx * dx + dy * dy;
        for (int r = 0; r < b->npoints; r++) {
            if (!board_has(b, r))
                continue;
            long long rx = (long long)b->x[r] - b->x[p], ry = (long long)b->y[r] - b->y[p];
            long long along = rx * dx + ry * dy; /* r strictly between p and q: on the segment */
            if (rx * dy - ry * dx != 0 || along <= 0 || along >= length2)
                continue;
            bool listed = false;
            for (int k = 0; k < n; k++)
                listed |= points[k] == r;
            if (listed)
                continue; /* out of order: board_add_line finds the line bending back */
            char line[MAX_POINTS * MAX_NAME] = "";
            for (int k = 0; k < n; k++) {
                size_t used = strlen(line);
                snprintf(line + used, sizeof line - used, "%s%s", k ? "-" : "", b->name[points[k]]);
            }
            return err_set(err, "the line %s passes through %s, which it does not list", line, b->name[r]);
        }
    }
    return true;
}

static int compare_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* The lattice index of each point, (W * y + x) / g; false if it does not fit or some direction
 * does not move a constant number of indices. */
static bool lattice_slots(const Board *b, int *slot)
{
    int minx = b->x[0], maxx = b->x[0], miny = b->y[0];
    for (int p = 1; p < b->npoints; p++) {
        minx = b->x[p] < minx ? b->x[p] : minx;
        maxx = b->x[p] > maxx ? b->x[p] : maxx;
        miny = b->y[p] < miny ? b->y[p] : miny;
    }
    long w = (long)maxx - minx + 1, g = 0, value[MAX_POINTS];
    for (int p = 0; p < b->npoints; p++) {
        value[p] = w * (b->y[p] - miny) + (b->x[p] - minx);
        if (value[p] >= 64L * MAX_POINTS)
            return false;
        g = gcd((int)g, (int)value[p]);
    }
    if (g == 0)
        return false;
    for (int p = 0; p < b->npoints; p++) {
        slot[p] = (int)(value[p] / g);
        if (slot[p] >= MAX_POINTS)
            return false;
    }
    for (int d = 0; d < b->ndirs; d++) {
        int delta = 0;
        for (int p = 0; p < b->npoints; p++) {
            int q = b->next[p][d];
            if (q == NO_POINT)
                continue;
            if (delta == 0)
                delta = slot[q] - slot[p];
            else if (slot[q] - slot[p] != delta)
                return false;
        }
    }
    return true;
}

/* Moves every point to its lattice index and derives the shift tables. */
static void renumber(Board *b, const int *slot)
{
    Board old = *b;
    int n = 0;
    memset(b->name, 0, sizeof b->name);
    memset(b->x, 0, sizeof b->x); /* holes keep no coordinates */
    memset(b->y, 0, sizeof b->y);
    memset(b->next, NO_POINT, sizeof b->next);
    for (int p = 0; p < old.npoints; p++) {
        int s = slot[p];
        strcpy(b->name[s], old.name[p]);
        b->x[s] = old.x[p];
        b->y[s] = old.y[p];
        for (int d = 0; d < old.ndirs; d++)
            b->next[s][d] = old.next[p][d] == NO_POINT ? NO_POINT : (uint8_t)slot[old.next[p][d]];
        n = s + 1 > n ? s + 1 : n;
    }
    b->npoints = n;
    for (int d = 0; d < b->ndirs; d++) {
        b->delta[d] = 0;
        b->has_next[d] = b->has_jump[d] = bits_empty();
        for (int p = 0; p < n; p++) {
            int q = b->next[p][d];
            if (q == NO_POINT)
                continue;
            b->delta[d] = q - p;
            bits_add(&b->has_next[d], p);
            if (b->next[q][d] != NO_POINT)
                bits_add(&b->has_jump[d], p);
        }
    }
    b->shifts = true;
}

bool board_finish(Board *b, Err *err)
{
    if (b->npoints < 2)
        return err_set(err, "a board needs at least two points, this one has %d", b->npoints);
    int slot[MAX_POINTS];
    if (lattice_slots(b, slot))
        renumber(b, slot);
    int ys[MAX_POINTS], ny = 0;
    b->all = bits_empty();
    for (int p = 0; p < b->npoints; p++) {
        if (!board_has(b, p))
            continue;
        bits_add(&b->all, p);
        bool linked = false;
        for (int d = 0; d < b->ndirs; d++)
            linked |= b->next[p][d] != NO_POINT;
        if (!linked)
            return err_set(err, "point '%s' is on no line", b->name[p]);
        ys[ny++] = b->y[p];
    }
    qsort(ys, (size_t)ny, sizeof ys[0], compare_int);
    b->nrows = 0;
    for (int i = 0; i < ny; i++)
        if (i == 0 || ys[i] != ys[i - 1])
            b->row_y[b->nrows++] = ys[i];
    for (int r = 0; r < b->nrows; r++)
        b->row_points[r] = bits_empty();
    for (int p = 0; p < b->npoints; p++)
        for (int r = 0; r < b->nrows && board_has(b, p); r++)
            if (b->row_y[r] == b->y[p]) {
                b->row[p] = (uint8_t)r;
                bits_add(&b->row_points[r], p);
            }
    b->finished = true;
    return true;
}
