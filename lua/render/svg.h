/*
 * svg.h — a position drawn as an SVG 1.1 document: the board's lines and points (or, on a
 * draughts board, its squares), the coordinates along the edges, the men and kings of both sides
 * in their colours, dead points, and optionally one move: its path as arrows through the landing
 * points and its captured pieces crossed out.
 *
 * The document is self-contained (no fonts, images or style sheets from outside) and
 * deterministic: the same input always gives the same bytes. Elements carry classes a program
 * can count: "point" (one per board point, "point dead" for a dead one), "piece south|north
 * man|king", "path" (one per arrow), "captured", "huffed" and "from".
 */
#ifndef KHARBAGA_SVG_H
#define KHARBAGA_SVG_H

#include "move.h"

#include <stdio.h>

enum { SVG_MIN_SIZE = 64, SVG_MAX_SIZE = 4096, SVG_DEFAULT_SIZE = 400 };

typedef struct SvgOptions {
    int size;          /* the longer side of the image, in pixels */
    bool coordinates;  /* file letters below the board, rank numbers on its left */
    const char *title; /* the document's <title>, or NULL */
    const char *desc;  /* its <desc> (e.g. the position text), or NULL */
} SvgOptions;

/* Writes pos (and `move`, a legal move of pos with its detail, if not NULL) as an SVG document. */
void svg_write_position(FILE *out, const Variant *v, const Position *pos, const Move *move, const MoveDetail *detail,
                        const SvgOptions *opt);

/* The document `kharbaga render` writes for a game named `game`: titled "<game>: <side> plays
 * <move>" (or "<game>: <side> to move"), with the position text as its description. The game
 * pages' diagrams (doc_diagrams.h) are drawn by it too, so that they are what render writes. */
void svg_write_game(FILE *out, const char *game, const Variant *v, const Position *pos, const Move *move,
                    const MoveDetail *detail, int size, bool coordinates);

/* Where svg_write_position draws each point, in the document's user units (its viewBox), for a
 * program that draws on top of the image or finds the point a click falls on. */
typedef struct SvgGeometry {
    int width, height;             /* the viewBox */
    int radius;                    /* of a piece */
    int x[MAX_POINTS], y[MAX_POINTS]; /* of each point, by index */
} SvgGeometry;

/* OUT: g, the geometry of v's board drawn with (or without) coordinates. */
void svg_geometry(const Variant *v, bool coordinates, SvgGeometry *g);

/* Writes text with the five XML special characters escaped. */
void svg_write_escaped(FILE *out, const char *text);

#endif
