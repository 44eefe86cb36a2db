/*
 * personality_int.h — what the readers of personality scripts and of their translations share
 * (lua/host only: it includes <lua.h>).
 */
#ifndef KHARBAGA_PERSONALITY_INT_H
#define KHARBAGA_PERSONALITY_INT_H

#include "personality.h"
#include "report.h"

#include <lua.h>

/* Copies string field `key` of table t into out (len bytes): one line of printable text
 * (report_text_ok), as the list of personalities prints it; a problem otherwise, and a missing
 * field is one when `required`. */
void personality_read_text(lua_State *L, Report *report, int t, const char *key, bool required, char *out, size_t len);

/* p's name and description in the calling thread's language (personality_texts.c): from its
 * translation when it has a good one, wrapped in ⟦…⟧ in the pseudo-language, else as written. */
void personality_translate(Personality *p);

#endif
