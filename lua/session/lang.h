/*
 * lang.h — the reader's language: which catalog (core/i18n.h) the program's messages come from.
 *
 * A language is a code as gettext writes them ("es", "pt_BR"); its catalog is
 * <dir>/<code>/LC_MESSAGES/kharbaga.mo in the first of these directories that has it:
 * $KHARBAGA_LOCALEDIR, then the installed one (share/locale beside the program's bin/) or, for a
 * program not installed, the build tree's (build/locale). English is the messages' own language
 * and needs none.
 */
#ifndef KHARBAGA_LANG_H
#define KHARBAGA_LANG_H

#include "i18n.h"

#include <stdbool.h>
#include <stddef.h>

enum { LANG_CODE_MAX = 16, LANG_MAX = 32 };

/* The catalog of code, read once and kept for the process (NULL for English, "en"). False, with
 * one line in err, for a code that is not a language's or has no catalog. */
bool lang_catalog(const char *code, const Catalog **out, char *err, size_t len);

/* The language of the environment as GNU programs read it: none when the first of LC_ALL,
 * LC_MESSAGES and LANG that is set is "C" or "POSIX" (or none is); else the first language of
 * LANGUAGE (a list separated by ':'), or that variable's, that has a catalog ("es_ES.UTF-8" tries
 * "es_ES", then "es"); English if none has. Its catalog, or NULL for English. */
const Catalog *lang_from_environment(void);

/* The language of every thread that chooses none: forced (--lang CODE) when not NULL, else the
 * environment's. False, with one line in err, if forced is not a language with a catalog. */
bool lang_start(const char *forced, char *err, size_t len);

/* What to say after code in a list of the languages: " (partial: N of M messages)" if its catalog
 * lacks messages of the template the program was built with, else "" (English and the
 * pseudo-language are whole by making). */
void lang_completeness(const char *code, char *note, size_t len);

/* The codes of the languages with a catalog, sorted, "en" first, into codes; their number. */
int lang_available(char codes[][LANG_CODE_MAX], int max);

#endif
