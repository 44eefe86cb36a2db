/*
 * svg.c — SVG diagrams of a position.
 *
 * Board coordinates (the points' x and y from the variant) become user units: UNIT per step of
 * the coordinate grid, y growing upwards on the board and downwards in SVG. The viewBox is in
 * user units and the width and height attributes scale it to the requested pixel size, so every
 * number written for the board is a whole number and the output does not depend on the size
 * beyond those two attributes.
 */
#include "svg.h"

#include "notation.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    UNIT = 100,      /* user units per step of the board's coordinates */
    BAND = 56,       /* the strip for coordinates on the left and below */
    FONT = 34,       /* coordinate label size */
    LINE_WIDTH = 5,  /* the board's lines */
    POINT_DOT = 8,   /* radius of an empty point's dot */
};

#define PAPER "#f6eedb"
#define INK "#5b4631"
#define DEAD_INK "#c9bda5"
#define LIGHT_SQUARE "#f0dcb4"
#define DARK_SQUARE "#b58863"
#define ARROW "#1f5fbf"
#define CAPTURE "#d0302a"

typedef struct Layout {
    int minx, maxx, miny, maxy; /* the board's extent in its own coordinates */
    int step;                   /* the coordinates' grid step: the gcd of their differences */
    int radius;                 /* of a piece */
    int pad;                    /* blank space around the board */
    int band;                   /* BAND with coordinates, else 0 */
    int width, height;          /* the viewBox */
    bool squares;               /* drawn as a draughts board: squares, no lines */
} Layout;

static int sx(const Layout *l, int x) { return l->band + l->pad + (x - l->minx) / l->step * UNIT; }
static int sy(const Layout *l, int y) { return l->pad + (l->maxy - y) / l->step * UNIT; }

/* The square colour (0 or 1) of grid position (x, y), as on a checkerboard. */
static int square_parity(const Layout *l, int x, int y) { return ((x - l->minx) / l->step + (y - l->miny) / l->step) & 1; }

/* ---- colours of the sides, from their names ---- */

typedef struct Palette {
    const char *name; /* a colour word a side's name may start with */
    const char *fill, *edge, *mark; /* body, outline, and the king's crown (contrasting) */
} Palette;

static const Palette palettes[] = {
    {"black", "#262626", "#000000", "#f2d16b"}, {"white", "#f8f5ec", "#3a3a3a", "#9a7a1c"},
    {"red", "#b3261e", "#5c120e", "#f8e7a0"},   {"blue", "#1f4e9c", "#0f2650", "#f8e7a0"},
    {"green", "#2e7d32", "#143816", "#f8e7a0"}, {"brown", "#7b4a26", "#3a220f", "#f8e7a0"},
    {"grey", "#8a8a8a", "#3c3c3c", "#ffffff"},  {"gray", "#8a8a8a", "#3c3c3c", "#ffffff"},
    {"yellow", "#f2c94c", "#7a5d10", "#5b3a00"}, {"gold", "#e3b23c", "#7a5d10", "#5b3a00"},
    {"silver", "#cfcfcf", "#555555", "#333333"}, {"orange", "#e67e22", "#7a3f0b", "#3a1d00"},
};
enum { PALETTE_BLACK = 0, PALETTE_WHITE = 1 };

/* The palette whose word starts the side's name (any case), or -1. */
static int palette_named(const char *side)
{
    for (size_t i = 0; i < sizeof palettes / sizeof palettes[0]; i++) {
        size_t n = strlen(palettes[i].name), k = 0;
        while (k < n && side[k] && tolower((unsigned char)side[k]) == palettes[i].name[k])
            k++;
        if (k == n && !isalpha((unsigned char)side[n]))
            return (int)i;
    }
    return -1;
}

/* Each side's palette: by its name, else dark for South and light for North; never the same. */
static void side_palettes(const Variant *v, const Palette *out[2])
{
    int p[2];
    for (int s = 0; s < 2; s++)
        p[s] = palette_named(v->side_key[s]); /* the script's colour names, in any language */
    for (int s = 0; s < 2; s++) {
        int other = p[!s];
        if (p[s] < 0 && other >= 0)
            p[s] = other == PALETTE_BLACK ? PALETTE_WHITE : PALETTE_BLACK;
        else if (p[s] < 0)
            p[s] = s == SOUTH ? PALETTE_BLACK : PALETTE_WHITE;
    }
    if (p[SOUTH] == p[NORTH])
        p[NORTH] = p[SOUTH] == PALETTE_WHITE ? PALETTE_BLACK : PALETTE_WHITE;
    out[SOUTH] = &palettes[p[SOUTH]];
    out[NORTH] = &palettes[p[NORTH]];
}

/* ---- layout ---- */

/* True if every line is diagonal and all points share one square colour: the playing squares
 * of a draughts board, drawn as a checkerboard. */
static bool is_draughts_board(const Board *b, const Layout *l)
{
    for (int d = 0; d < b->ndirs; d++)
        if (abs(b->dx[d]) != 1 || abs(b->dy[d]) != 1)
            return false;
    int p, parity = -1;
    BITS_FOREACH(p, b->all)
    {
        int q = square_parity(l, b->x[p], b->y[p]);
        if (parity >= 0 && q != parity)
            return false;
        parity = q;
    }
    return b->ndirs > 0;
}

/* The shortest distance between two points joined by a line, in user units. */
static double shortest_link(const Board *b, int step)
{
    double best = 0;
    int p;
    BITS_FOREACH(p, b->all)
    for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q == NO_POINT)
                continue;
            double dist = UNIT * hypot(b->x[q] - b->x[p], b->y[q] - b->y[p]) / step;
            if (best == 0 || dist < best)
                best = dist;
        }
    return best > 0 ? best : UNIT;
}

static int gcd(int a, int b) { return b ? gcd(b, a % b) : a; }

static void layout_board(const Board *b, bool coordinates, Layout *l)
{
    Bits rest = b->all;
    int p = bits_pop(&rest);
    l->minx = l->maxx = b->x[p];
    l->miny = l->maxy = b->y[p];
    BITS_FOREACH(p, b->all)
    {
        l->minx = b->x[p] < l->minx ? b->x[p] : l->minx;
        l->maxx = b->x[p] > l->maxx ? b->x[p] : l->maxx;
        l->miny = b->y[p] < l->miny ? b->y[p] : l->miny;
        l->maxy = b->y[p] > l->maxy ? b->y[p] : l->maxy;
    }
    l->step = 0;
    BITS_FOREACH(p, b->all)
    {
        l->step = gcd(l->step, b->x[p] - l->minx);
        l->step = gcd(l->step, b->y[p] - l->miny);
    }
    l->step = l->step ? l->step : 1;
    l->squares = is_draughts_board(b, l);
    /* pieces on neighbouring points keep a gap of about a third of their distance */
    l->radius = (int)lround(0.34 * shortest_link(b, l->step));
    if (l->squares && l->radius > UNIT * 2 / 5)
        l->radius = UNIT * 2 / 5;
    l->pad = (l->squares ? UNIT / 2 : l->radius) + UNIT / 4;
    l->band = coordinates ? BAND : 0;
    l->width = l->band + 2 * l->pad + (l->maxx - l->minx) / l->step * UNIT;
    l->height = l->band + 2 * l->pad + (l->maxy - l->miny) / l->step * UNIT;
}

/* ---- the board ---- */

static void write_squares(FILE *out, const Board *b, const Position *pos, const Layout *l)
{
    int parity = -1, p;
    BITS_FOREACH(p, b->all)
    parity = square_parity(l, b->x[p], b->y[p]);
    fprintf(out, "<g class=\"squares\">\n");
    for (int y = l->maxy; y >= l->miny; y -= l->step)
        for (int x = l->minx; x <= l->maxx; x += l->step)
            if (square_parity(l, x, y) != parity)
                fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", sx(l, x) - UNIT / 2,
                        sy(l, y) - UNIT / 2, UNIT, UNIT, LIGHT_SQUARE);
    fprintf(out, "</g>\n");
    /* the playing squares are the board's points */
    fprintf(out, "<g class=\"points\">\n");
    BITS_FOREACH(p, b->all)
    {
        bool dead = bits_has(pos->dead, p);
        fprintf(out, "<rect class=\"point%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n",
                dead ? " dead" : "", sx(l, b->x[p]) - UNIT / 2, sy(l, b->y[p]) - UNIT / 2, UNIT, UNIT,
                dead ? DEAD_INK : DARK_SQUARE);
    }
    fprintf(out, "</g>\n");
    fprintf(out, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"4\"/>\n",
            sx(l, l->minx) - UNIT / 2, sy(l, l->maxy) - UNIT / 2, ((l->maxx - l->minx) / l->step + 1) * UNIT,
            ((l->maxy - l->miny) / l->step + 1) * UNIT, INK);
}

/* Every segment between neighbouring points once; segments touching a dead point are faint. */
static void write_lines(FILE *out, const Board *b, const Position *pos, const Layout *l)
{
    fprintf(out, "<g class=\"lines\" stroke=\"%s\" stroke-width=\"%d\" stroke-linecap=\"round\">\n", INK, LINE_WIDTH);
    int p;
    BITS_FOREACH(p, b->all)
    for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q == NO_POINT || q < p)
                continue;
            bool dead = bits_has(pos->dead, p) || bits_has(pos->dead, q);
            fprintf(out, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"%s/>\n", sx(l, b->x[p]), sy(l, b->y[p]),
                    sx(l, b->x[q]), sy(l, b->y[q]), dead ? " stroke=\"" DEAD_INK "\" stroke-dasharray=\"12 10\"" : "");
        }
    fprintf(out, "</g>\n");
}

static void write_points(FILE *out, const Board *b, const Position *pos, const Layout *l)
{
    fprintf(out, "<g class=\"points\">\n");
    int p;
    BITS_FOREACH(p, b->all)
    {
        int x = sx(l, b->x[p]), y = sy(l, b->y[p]);
        if (!bits_has(pos->dead, p)) {
            fprintf(out, "<circle class=\"point\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>\n", x, y, POINT_DOT, INK);
            continue;
        }
        int k = l->radius / 3;
        fprintf(out,
                "<g class=\"point dead\" stroke=\"%s\" stroke-width=\"%d\" stroke-linecap=\"round\">"
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>\n",
                DEAD_INK, LINE_WIDTH + 1, x - k, y - k, x + k, y + k, x - k, y + k, x + k, y - k);
    }
    fprintf(out, "</g>\n");
}

/* The letters of a point name ("a" of "a1"), or its digits ("1"). */
static void name_part(const char *name, bool digits, char *part, size_t len)
{
    size_t i = 0;
    while (name[i] && !isdigit((unsigned char)name[i]))
        i++;
    const char *from = digits ? name + i : name;
    size_t n = digits ? strlen(name + i) : i;
    n = n < len ? n : len - 1;
    memcpy(part, from, n);
    part[n] = '\0';
}

/* The lowest-numbered point in column x = c (axis 0) or row y = c (axis 1), or -1. */
static int first_point_at(const Board *b, int axis, int c)
{
    int p;
    BITS_FOREACH(p, b->all)
    if ((axis ? b->y[p] : b->x[p]) == c)
        return p;
    return -1;
}

/* One label per column (the letters of its lowest-numbered point) and per row (the digits), each
 * text once: on a board whose rows are offset by half a step, "a1" and "a2" stand in different
 * columns, and only the first of them (from the left, from the bottom) is labelled. */
static void write_coordinates(FILE *out, const Board *b, const Layout *l)
{
    fprintf(out, "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"%d\" fill=\"%s\" text-anchor=\"middle\">\n",
            FONT, INK);
    for (int axis = 0; axis < 2; axis++) {
        int from = axis ? l->miny : l->minx, to = axis ? l->maxy : l->maxx;
        char done[MAX_POINTS][MAX_NAME];
        int ndone = 0;
        for (int c = from; c <= to; c += l->step) {
            int p = first_point_at(b, axis, c);
            if (p < 0)
                continue;
            char part[MAX_NAME];
            name_part(b->name[p], axis == 1, part, sizeof part);
            bool seen = false;
            for (int k = 0; k < ndone && !seen; k++)
                seen = !strcmp(done[k], part);
            if (seen)
                continue;
            snprintf(done[ndone++], MAX_NAME, "%s", part);
            int x = axis ? BAND / 2 : sx(l, c), y = axis ? sy(l, c) : l->height - BAND / 2;
            fprintf(out, "<text x=\"%d\" y=\"%d\" dy=\"0.35em\">", x, y);
            svg_write_escaped(out, part);
            fprintf(out, "</text>\n");
        }
    }
    fprintf(out, "</g>\n");
}

/* ---- pieces ---- */

static void write_crown(FILE *out, int x, int y, int r, const char *colour)
{
    /* a three-pointed crown on a band, about half the piece across */
    int w = r * 11 / 20, h = r * 9 / 20, base = y + r * 7 / 20, top = y - r * 9 / 20;
    fprintf(out, "<path d=\"M%d %d L%d %d L%d %d L%d %d L%d %d L%d %d L%d %d Z\" fill=\"%s\"/>", x - w, base, x - w,
            top, x - w / 2, y - h / 5, x, top - r / 10, x + w / 2, y - h / 5, x + w, top, x + w, base, colour);
}

static void write_piece(FILE *out, const Layout *l, int x, int y, int side, bool king, const Palette *pal)
{
    int r = l->radius;
    fprintf(out, "<g class=\"piece %s %s\">", side == SOUTH ? "south" : "north", king ? "king" : "man");
    fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%d\"/>", x, y, r,
            pal->fill, pal->edge, r / 12 + 1);
    fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" opacity=\"0.45\"/>",
            x, y, r * 7 / 10, pal->edge, r / 16 + 1);
    if (king)
        write_crown(out, x, y, r, pal->mark);
    fprintf(out, "</g>\n");
}

static void write_pieces(FILE *out, const Variant *v, const Position *pos, const Layout *l)
{
    const Board *b = &v->board;
    const Palette *pal[2];
    side_palettes(v, pal);
    fprintf(out, "<g class=\"pieces\">\n");
    int p;
    BITS_FOREACH(p, position_occupied(pos))
    {
        int side = bits_has(pos->men[SOUTH], p) || bits_has(pos->kings[SOUTH], p) ? SOUTH : NORTH;
        write_piece(out, l, sx(l, b->x[p]), sy(l, b->y[p]), side, position_is_king(pos, p), pal[side]);
    }
    fprintf(out, "</g>\n");
}

/* ---- the move ---- */

/* An arrow from (x0, y0) whose head's tip is at (x1, y1). */
static void write_arrow(FILE *out, const Layout *l, double x0, double y0, double x1, double y1)
{
    double len = hypot(x1 - x0, y1 - y0);
    if (len < 1)
        return;
    double ux = (x1 - x0) / len, uy = (y1 - y0) / len;
    double head = l->radius * 0.75, half = l->radius * 0.42, shaft = l->radius * 0.2;
    if (head > len * 0.6)
        head = len * 0.6;
    double bx = x1 - ux * head, by = y1 - uy * head;
    fprintf(out, "<g class=\"path\">");
    fprintf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%.1f\"/>", x0, y0,
            bx + ux, by + uy, ARROW, shaft);
    fprintf(out, "<path d=\"M%.1f %.1fL%.1f %.1fL%.1f %.1fZ\" fill=\"%s\"/>", x1, y1, bx - uy * half, by + ux * half,
            bx + uy * half, by - ux * half, ARROW);
    fprintf(out, "</g>\n");
}

static void write_cross(FILE *out, const char *cls, int x, int y, int k, int width, const char *colour)
{
    fprintf(out,
            "<g class=\"%s\" stroke=\"%s\" stroke-width=\"%d\" stroke-linecap=\"round\">"
            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/><line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/></g>\n",
            cls, colour, width, x - k, y - k, x + k, y + k, x - k, y + k, x + k, y - k);
}

/* The moving piece ringed, the path (from its detail d) as arrows from the start through every
 * landing point, the captured pieces crossed out, a huffed piece ringed with a dashed line and
 * crossed out. */
static void write_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d, const Layout *l)
{
    const Board *b = &v->board;
    int r = l->radius;
    fprintf(out, "<g class=\"move\">\n");
    fprintf(out, "<circle class=\"from\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\"/>\n",
            sx(l, b->x[m->from]), sy(l, b->y[m->from]), r + r / 6, ARROW, r / 8 + 1);
    int at = m->from;
    int n = m->npath && d ? m->npath : 1;
    for (int i = 0; i < n; i++) {
        int to = m->npath && d ? d->path[i] : m->to;
        /* the first arrow leaves the moving piece's edge; the others start at a landing point */
        double x0 = sx(l, b->x[at]), y0 = sy(l, b->y[at]), x1 = sx(l, b->x[to]), y1 = sy(l, b->y[to]);
        double len = hypot(x1 - x0, y1 - y0), skip = i == 0 && len > 0 ? r * 0.6 / len : 0;
        write_arrow(out, l, x0 + (x1 - x0) * skip, y0 + (y1 - y0) * skip, x1, y1);
        at = to;
    }
    int p;
    BITS_FOREACH(p, m->captured)
    write_cross(out, "captured", sx(l, b->x[p]), sy(l, b->y[p]), r * 3 / 5, r / 5 + 1, CAPTURE);
    if (m->huffed != NO_POINT) {
        int x = sx(l, b->x[m->huffed]), y = sy(l, b->y[m->huffed]);
        fprintf(out,
                "<g class=\"huffed\"><circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" "
                "stroke-dasharray=\"%d %d\"/></g>\n",
                x, y, r + r / 6, CAPTURE, r / 8 + 1, r / 4, r / 6);
        write_cross(out, "huffed-cross", x, y, r * 3 / 5, r / 5 + 1, CAPTURE);
    }
    fprintf(out, "</g>\n");
}

/* ---- the document ---- */

void svg_write_escaped(FILE *out, const char *text)
{
    for (const char *c = text; *c; c++) {
        switch (*c) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        case '"': fputs("&quot;", out); break;
        case '\'': fputs("&apos;", out); break;
        default:
            /* control characters other than tab and newline are not allowed in XML 1.0 */
            if ((unsigned char)*c >= 0x20 || *c == '\t' || *c == '\n')
                fputc(*c, out);
        }
    }
}

static void write_text_element(FILE *out, const char *tag, const char *text)
{
    if (!text)
        return;
    fprintf(out, "<%s>", tag);
    svg_write_escaped(out, text);
    fprintf(out, "</%s>\n", tag);
}

void svg_write_position(FILE *out, const Variant *v, const Position *pos, const Move *move, const MoveDetail *detail,
                        const SvgOptions *opt)
{
    const Board *b = &v->board;
    Layout l;
    layout_board(b, opt->coordinates, &l);
    int longer = l.width > l.height ? l.width : l.height;
    int w = (int)lround((double)opt->size * l.width / longer), h = (int)lround((double)opt->size * l.height / longer);
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n",
            w, h, l.width, l.height);
    write_text_element(out, "title", opt->title);
    write_text_element(out, "desc", opt->desc);
    fprintf(out, "<rect class=\"background\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n", l.width,
            l.height, PAPER);
    if (l.squares) {
        write_squares(out, b, pos, &l);
    } else {
        write_lines(out, b, pos, &l);
        write_points(out, b, pos, &l);
    }
    if (opt->coordinates)
        write_coordinates(out, b, &l);
    write_pieces(out, v, pos, &l);
    if (move)
        write_move(out, v, move, detail, &l);
    fprintf(out, "</svg>\n");
}

void svg_write_game(FILE *out, const char *game, const Variant *v, const Position *pos, const Move *move,
                    const MoveDetail *detail, int size, bool coordinates)
{
    char title[2048], position[4096], text[1024];
    if (move && move_to_text(v, move, detail, text, sizeof text))
        snprintf(title, sizeof title, "%s: %s plays %s", game, v->side_name[pos->side], text);
    else
        snprintf(title, sizeof title, "%s: %s to move", game, v->side_name[pos->side]);
    if (!position_to_text(v, pos, position, sizeof position))
        position[0] = '\0';
    SvgOptions opt = {.size = size, .coordinates = coordinates, .title = title, .desc = position};
    svg_write_position(out, v, pos, move, detail, &opt);
}

void svg_geometry(const Variant *v, bool coordinates, SvgGeometry *g)
{
    const Board *b = &v->board;
    Layout l;
    layout_board(b, coordinates, &l);
    g->width = l.width;
    g->height = l.height;
    g->radius = l.radius;
    for (int p = 0; p < b->npoints; p++) {
        g->x[p] = sx(&l, b->x[p]);
        g->y[p] = sy(&l, b->y[p]);
    }
}
