/*
 * i18n.h — messages in the reader's language: GNU gettext's conventions (messages marked with
 * _() and N_(), extracted by xgettext into po/kharbaga.pot, one .po per language, compiled by
 * msgfmt into .mo catalogs), with the catalog looked up here rather than by libintl, because the
 * language is chosen per thread: the server answers each request in the language it asks for,
 * on threads that run at once, and libintl's language is one for the whole process (and needs
 * the system's locales installed). Reading a catalog is pure: its bytes are given by the caller
 * (lua/session/lang.c finds them).
 *
 * Without a catalog every message is its English original.
 */
#ifndef KHARBAGA_I18N_H
#define KHARBAGA_I18N_H

#include "types.h"

#include <stddef.h>

/* A message to translate where it is used: _("text"). */
#define _(text) i18n_text(text)
/* A message marked for the template, translated later with _() (a table's initialiser). */
#define N_(text) (text)
/* A message in a context (pgettext): the same English words said of another thing, which a
 * language may need to say otherwise ("score" of a match table, "score" of a position). */
#define C_(context, text) i18n_context(context, text)
/* A message in a context marked for the template, translated later with C_(). */
#define NC_(context, text) (text)
/* A message with a number: the form for n in the reader's language (ngettext). */
#define P_(one, many, n) i18n_plural(one, many, n)

/* A compiled catalog (.mo) read into memory. */
typedef struct Catalog Catalog;

/* Reads the .mo bytes mo[0..len) (copied: the caller may free them). NULL with a message in err
 * if they are not a catalog msgfmt writes (bad magic, offsets outside the file, strings not
 * ended, no plural rule it can read). */
Catalog *catalog_read(const void *mo, size_t len, Err *err);

void catalog_free(Catalog *catalog);

/* The translation of msgid in catalog, or NULL. */
const char *catalog_find(const Catalog *catalog, const char *msgid);

/* The language code of the catalog's header field "Language:" ("es", "pt_BR"), or NULL without
 * a catalog or a code made only of letters, digits, '_', '-' and '@' (a code that can name a
 * directory: the games' translations, variants/i18n/CODE/). The text lives as long as the
 * catalog. */
const char *catalog_language(const Catalog *catalog);

/* The number of messages the catalog translates. */
int catalog_count(const Catalog *catalog);

/* Message i (0 <= i < catalog_count) of catalog: its original and translation, each of *idlen /
 * *textlen bytes. A plural message's original is "one\0many" and its translation the forms one
 * after the other, each ended by '\0'. The header is the translation of "". */
void catalog_entry(const Catalog *catalog, int i, const char **msgid, size_t *idlen, const char **text,
                   size_t *textlen);

/* The catalog's Plural-Forms rule: its expression over n ("n != 1" without one). */
const char *catalog_plural_rule(const Catalog *catalog);

/* The language of the calling thread: catalog (NULL: English), for every later _() of this
 * thread. i18n_use_default sets it for every thread that has chosen none (once, at start). */
void i18n_use(const Catalog *catalog);
void i18n_use_default(const Catalog *catalog);
const Catalog *i18n_current(void);

/* msgid in the calling thread's language (msgid itself when the catalog has no translation). */
const char *i18n_text(const char *msgid);

/* msgid in context, in the calling thread's language: the catalog's entry "context\004msgid"
 * (as msgfmt writes a msgctxt), else msgid. */
const char *i18n_context(const char *context, const char *msgid);

/* The plural form for n: of the catalog's msgstr[k] by its Plural-Forms rule, else English's
 * (one when n is 1, else many). */
const char *i18n_plural(const char *one, const char *many, unsigned long n);

/* The index of the plural form for n by a Plural-Forms expression (C's syntax over n: ?:, ||, &&,
 * comparisons, + - * / %, !, parentheses and integers), or -1 if it does not read. */
long i18n_plural_index(const char *expression, unsigned long n);

#endif
