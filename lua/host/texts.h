/*
 * texts.h — a game's texts in the reader's language: the translation of the script DIR/ID.lua
 * into language LANG is DIR/i18n/LANG/ID.lua, a plain table of the script's names, summary,
 * history, notes, disputes, ruleset sources and lessons (docs/authoring.md, "Translations").
 * Every key may be left out: English stands for what a translation does not give. A game that
 * extends another takes what it inherits from its base's translation.
 *
 * loader_load translates every game it loads into the calling thread's language; a translation
 * with a problem is passed over whole (English stands), and `kharbaga check` names the problem.
 */
#ifndef KHARBAGA_TEXTS_H
#define KHARBAGA_TEXTS_H

#include "gamedef.h"

enum { TEXTS_LANG = 32 };

/* The translation of the script at `script` into lang: "DIR/i18n/LANG/FILE" into out; false if
 * it does not fit. */
bool texts_path(const char *script, const char *lang, char *out, size_t len);

/* The language loads of the calling thread translate into (its catalog's code), or NULL: English. */
const char *texts_language(void);

/* The pseudo-language's "translation" of def: every text a script writes wrapped in ⟦…⟧, as the
 * pseudo-language wraps the program's messages, so that text no translation reaches shows at
 * once (docs/translating.md). A text with no room left for the marks stays as it is. */
void texts_pseudo(GameDef *def);

/* text (in a buffer of size bytes) wrapped in ⟦…⟧, as the pseudo-language wraps a message, if
 * it is not empty and there is room. */
void texts_wrap(char *text, size_t size);

/* Checks the translation at `path` of the texts def's own script writes, read as a load reads
 * it: each problem is a report line in err ("file:line: field: message", kept as data as
 * report_keep asks), and their number is returned; the texts the script writes that it does
 * not give, one field name a line ("lessons[2].why"), go to missing. */
int texts_check(const GameDef *def, const char *path, char *err, size_t errlen, char *missing, size_t missinglen);

#endif
