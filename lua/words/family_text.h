/*
 * family_text.h — the games of the family side by side, for people (docs/family.md).
 *
 * Everything is written from the loaded variant scripts: boards, piece counts, each game's
 * rules in tables, its rulesets, how it differs from the family's common rules and which games
 * share its board, and the 22-piece puzzle of Aiyawatstani worked out on its board.
 */
#ifndef KHARBAGA_FAMILY_TEXT_H
#define KHARBAGA_FAMILY_TEXT_H

#include "gamedef.h"

#include <stdio.h>

/* Writes the Markdown page about the n games (already loaded, first ruleset selected). */
void family_text_write(FILE *out, GameDef *const *games, int n);

#endif
