/*
 * doc_diagrams.h — the SVG diagrams of a game's page (docs/games/<game>.md): a Markdown image
 * link to img/<game>-<name>.svg, followed by the `kharbaga render` command that draws it. The
 * page generator runs those commands, and the documentation test checks that the images are
 * what they print.
 */
#ifndef KHARBAGA_DOC_DIAGRAMS_H
#define KHARBAGA_DOC_DIAGRAMS_H

#include "gamedef.h"

#include <stdio.h>

/* The start position. */
void doc_diagram_start(FILE *out, const GameDef *def);

/* A section (heading level 2) showing a capture found from the start (capture_example.h);
 * nothing if none is found. */
void doc_diagram_capture(FILE *out, const GameDef *def);

/* The diagrams the two functions above link, as the members of a JSON object: each link's target
 * (dir "img/" gives "img/<game>-start.svg", as the game's page links it) and the SVG document its
 * `kharbaga render` command writes, the start first, the capture (if any and if `capture`) after.
 * Writes `"<dir><game>-start.svg":"<?xml ..."` pairs separated by commas; the caller writes the
 * braces. */
void doc_diagrams_json(FILE *out, const GameDef *def, const char *dir, bool capture);

#endif
