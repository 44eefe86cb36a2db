/*
 * rules_text.h — the rule options in words, for people: one sentence per option value.
 */
#ifndef KHARBAGA_RULES_TEXT_H
#define KHARBAGA_RULES_TEXT_H

#include "variant.h"

#include <stdio.h>

/* Writes the rules of v as Markdown paragraphs under headings "Moves", "Captures", "Crowning",
 * "The shrinking board" (if it shrinks), "Further rules" (those its Lua hooks add, from their
 * description) and "End of the game" (level `level`), naming pieces with v->king_name; where a
 * king lands is said only for flying kings. */
void rules_text_write(FILE *out, const Variant *v, int level);

/* One sentence for one option's value (e.g. removal=immediate), or NULL if none. */
const char *rules_text_sentence(const Variant *v, RuleKey option, int value, char *buf, size_t len);

/* What one part of a capture is called under v's rules, for n of them: "jump", "jumps", or under
 * capture_by=approach_withdrawal "capturing step", "capturing steps". */
const char *rules_text_capture_unit(const Variant *v, int n);

#endif
