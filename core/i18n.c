/*
 * i18n.c — catalogs of translated messages (i18n.h): the .mo format msgfmt writes (GNU gettext
 * manual, "The Format of GNU MO Files"), looked up by binary search on its sorted originals, and
 * the plural rule of its header evaluated for each number.
 */
#include "i18n.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MO_MAGIC = 0x950412de, MO_HEADER = 28, PLURAL_MAX = 256, LANGUAGE_MAX = 32 };

struct Catalog {
    unsigned char *bytes;
    size_t len;
    uint32_t count;
    uint32_t originals;    /* offset of the table of originals: (length, offset) pairs */
    uint32_t translations; /* the same for the translations */
    bool swapped;          /* written on a machine of the other byte order */
    int nplurals;
    char plural[PLURAL_MAX]; /* the header's plural=EXPRESSION, or "n != 1" */
    char language[LANGUAGE_MAX]; /* the header's Language:, or "" */
};

static uint32_t word_at(const Catalog *c, size_t at)
{
    uint32_t w;
    memcpy(&w, c->bytes + at, sizeof w);
    if (c->swapped)
        w = (w >> 24) | ((w >> 8) & 0xff00) | ((w << 8) & 0xff0000) | (w << 24);
    return w;
}

/* The i-th string of a table (at: its offset) and its length, if it lies in the file ended by a
 * NUL; NULL otherwise. */
static const char *string_at(const Catalog *c, uint32_t table, uint32_t i, uint32_t *len)
{
    size_t entry = (size_t)table + (size_t)i * 8;
    uint32_t n = word_at(c, entry), at = word_at(c, entry + 4);
    if ((size_t)at + n >= c->len || c->bytes[(size_t)at + n] != '\0')
        return NULL;
    *len = n;
    return (const char *)c->bytes + at;
}

/* The value of field (e.g. "Plural-Forms:") in the header (the translation of ""), into out. */
static bool header_field(const char *header, const char *field, char *out, size_t len)
{
    const char *at = strstr(header, field);
    if (!at || (at != header && at[-1] != '\n'))
        return false;
    at += strlen(field);
    size_t n = strcspn(at, "\n");
    if (n >= len)
        return false;
    memcpy(out, at, n);
    out[n] = '\0';
    return true;
}

/* nplurals and the plural expression from the header's Plural-Forms (English's rule without
 * one). */
static bool read_plural_rule(Catalog *c, Err *err)
{
    c->nplurals = 2;
    snprintf(c->plural, sizeof c->plural, "n != 1");
    const char *header = catalog_find(c, "");
    char forms[PLURAL_MAX];
    if (!header || !header_field(header, "Plural-Forms:", forms, sizeof forms))
        return true;
    const char *np = strstr(forms, "nplurals="), *expr = strstr(forms, "plural=");
    while (expr && expr > forms && expr[-1] == 'n') /* "nplurals=" also holds "plurals=" */
        expr = strstr(expr + 1, "plural=");
    if (!np || !expr)
        return err_set(err, "its Plural-Forms lacks nplurals= or plural=: %s", forms);
    c->nplurals = atoi(np + 9);
    expr += 7;
    size_t n = strcspn(expr, ";");
    memcpy(c->plural, expr, n);
    c->plural[n] = '\0';
    for (unsigned long k = 0; k < 200; k++) {
        long form = i18n_plural_index(c->plural, k);
        if (form < 0 || form >= c->nplurals || c->nplurals < 1 || c->nplurals > 6)
            return err_set(err, "its plural rule '%s' does not give a form from 0 to %d for %lu", c->plural,
                           c->nplurals - 1, k);
    }
    return true;
}

/* The header's Language: code, kept if it can name a directory (catalog_language), else "". */
static void read_language(Catalog *c)
{
    const char *header = catalog_find(c, "");
    char code[LANGUAGE_MAX];
    if (!header || !header_field(header, "Language:", code, sizeof code))
        return;
    char *s = code + strspn(code, " ");
    size_t n = strcspn(s, " ");
    s[n] = '\0';
    if (n == 0 || s[strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-@")])
        return;
    memcpy(c->language, s, n + 1);
}

Catalog *catalog_read(const void *mo, size_t len, Err *err)
{
    Catalog *c = calloc(1, sizeof *c);
    if (!c || len < MO_HEADER || !(c->bytes = malloc(len))) {
        free(c);
        err_set(err, len < MO_HEADER ? "not a message catalog (%zu bytes)" : "out of memory", len);
        return NULL;
    }
    memcpy(c->bytes, mo, len);
    c->len = len;
    uint32_t magic = word_at(c, 0);
    c->swapped = magic != MO_MAGIC;
    if (c->swapped && word_at(c, 0) != MO_MAGIC) {
        err_set(err, "not a message catalog (no .mo magic number)");
        catalog_free(c);
        return NULL;
    }
    c->count = word_at(c, 8);
    c->originals = word_at(c, 12);
    c->translations = word_at(c, 16);
    bool ok = word_at(c, 4) >> 16 == 0; /* major revision 0 */
    for (int t = 0; ok && t < 2; t++) {
        uint64_t table = t ? c->translations : c->originals;
        ok = table + (uint64_t)c->count * 8 <= len;
    }
    for (uint32_t i = 0; ok && i < c->count; i++) {
        uint32_t n;
        ok = string_at(c, c->originals, i, &n) && string_at(c, c->translations, i, &n);
    }
    if (!ok) {
        err_set(err, "a damaged message catalog (a table or string outside its %zu bytes)", len);
        catalog_free(c);
        return NULL;
    }
    if (!read_plural_rule(c, err)) {
        catalog_free(c);
        return NULL;
    }
    read_language(c);
    return c;
}

void catalog_free(Catalog *catalog)
{
    if (!catalog)
        return;
    free(catalog->bytes);
    free(catalog);
}

const char *catalog_language(const Catalog *catalog)
{
    return catalog && catalog->language[0] ? catalog->language : NULL;
}

int catalog_count(const Catalog *catalog)
{
    return catalog ? (int)catalog->count : 0;
}

void catalog_entry(const Catalog *catalog, int i, const char **msgid, size_t *idlen, const char **text,
                   size_t *textlen)
{
    uint32_t n = 0, m = 0; /* every entry's place was checked when the catalog was read */
    *msgid = string_at(catalog, catalog->originals, (uint32_t)i, &n);
    *text = string_at(catalog, catalog->translations, (uint32_t)i, &m);
    *idlen = n;
    *textlen = m;
}

const char *catalog_plural_rule(const Catalog *catalog)
{
    return catalog->plural;
}

/* The index of msgid among the originals (sorted by msgfmt), or -1. An original of a plural
 * message is "one\0many": its first string is what is compared. */
static long find_index(const Catalog *c, const char *msgid)
{
    long lo = 0, hi = (long)c->count - 1;
    while (lo <= hi) {
        long mid = lo + (hi - lo) / 2;
        uint32_t n;
        int cmp = strcmp(msgid, string_at(c, c->originals, (uint32_t)mid, &n));
        if (cmp == 0)
            return mid;
        if (cmp < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return -1;
}

const char *catalog_find(const Catalog *catalog, const char *msgid)
{
    if (!catalog || !msgid)
        return NULL;
    long i = find_index(catalog, msgid);
    if (i < 0)
        return NULL;
    uint32_t n;
    const char *t = string_at(catalog, catalog->translations, (uint32_t)i, &n);
    return n > 0 || !msgid[0] ? t : NULL; /* an empty translation is none */
}

/* ---- the language of each thread ---- */

static const Catalog *default_catalog;
static _Thread_local const Catalog *thread_catalog;
static _Thread_local bool thread_chose;

void i18n_use(const Catalog *catalog)
{
    thread_catalog = catalog;
    thread_chose = true;
}

void i18n_use_default(const Catalog *catalog)
{
    default_catalog = catalog;
}

const Catalog *i18n_current(void)
{
    return thread_chose ? thread_catalog : default_catalog;
}

const char *i18n_text(const char *msgid)
{
    const char *t = msgid && msgid[0] ? catalog_find(i18n_current(), msgid) : NULL;
    return t ? t : msgid;
}

const char *i18n_context(const char *context, const char *msgid)
{
    const Catalog *c = i18n_current();
    char key[256];
    int n = snprintf(key, sizeof key, "%s\004%s", context, msgid);
    const char *t = c && n > 0 && (size_t)n < sizeof key ? catalog_find(c, key) : NULL;
    return t ? t : msgid;
}

const char *i18n_plural(const char *one, const char *many, unsigned long n)
{
    const Catalog *c = i18n_current();
    long i = c ? find_index(c, one) : -1;
    if (i < 0)
        return n == 1 ? one : many;
    long form = i18n_plural_index(c->plural, n);
    uint32_t len;
    const char *t = string_at(c, c->translations, (uint32_t)i, &len), *end = t + len;
    for (long k = 0; k < form && t < end; k++)
        t += strlen(t) + 1;
    return t < end && *t ? t : n == 1 ? one : many;
}

/* ---- plural rules: a small evaluator of C's expressions over n ----
 * In unsigned long, as gettext evaluates them: a rule from a damaged file cannot overflow into
 * undefined behaviour, only give a form out of range, which catalog_read refuses. */

typedef struct Expr {
    const char *at;
    unsigned long n;
    bool bad;
} Expr;

static unsigned long ternary(Expr *e);

static void blanks(Expr *e)
{
    while (*e->at == ' ' || *e->at == '\t')
        e->at++;
}

static bool eat(Expr *e, const char *token)
{
    blanks(e);
    size_t len = strlen(token);
    if (strncmp(e->at, token, len))
        return false;
    /* "<" is not the start of "<=", nor "!" of "!=", nor "=" a lone one */
    if (len == 1 && strchr("<>!", token[0]) && e->at[1] == '=')
        return false;
    e->at += len;
    return true;
}

static unsigned long primary(Expr *e)
{
    blanks(e);
    if (eat(e, "(")) {
        unsigned long v = ternary(e);
        if (!eat(e, ")"))
            e->bad = true;
        return v;
    }
    if (eat(e, "!"))
        return !primary(e);
    if (*e->at == 'n') {
        e->at++;
        return (unsigned long)e->n;
    }
    if (*e->at >= '0' && *e->at <= '9') {
        unsigned long v = 0;
        while (*e->at >= '0' && *e->at <= '9' && v < 1000000000L)
            v = v * 10 + (*e->at++ - '0');
        return v;
    }
    e->bad = true;
    return 0;
}

static unsigned long product(Expr *e)
{
    unsigned long v = primary(e);
    for (;;) {
        if (eat(e, "*")) {
            v *= primary(e);
        } else if (eat(e, "/") || eat(e, "%")) {
            char op = e->at[-1];
            unsigned long d = primary(e);
            if (d == 0) {
                e->bad = true;
                return 0;
            }
            v = op == '/' ? v / d : v % d;
        } else {
            return v;
        }
    }
}

static unsigned long sum(Expr *e)
{
    unsigned long v = product(e);
    for (;;) {
        if (eat(e, "+"))
            v += product(e);
        else if (eat(e, "-"))
            v -= product(e);
        else
            return v;
    }
}

static unsigned long comparison(Expr *e)
{
    unsigned long v = sum(e);
    for (;;) {
        if (eat(e, "<="))
            v = v <= sum(e);
        else if (eat(e, ">="))
            v = v >= sum(e);
        else if (eat(e, "<"))
            v = v < sum(e);
        else if (eat(e, ">"))
            v = v > sum(e);
        else
            return v;
    }
}

static unsigned long equality(Expr *e)
{
    unsigned long v = comparison(e);
    for (;;) {
        if (eat(e, "=="))
            v = v == comparison(e);
        else if (eat(e, "!="))
            v = v != comparison(e);
        else
            return v;
    }
}

static unsigned long conjunction(Expr *e)
{
    unsigned long v = equality(e);
    while (eat(e, "&&")) {
        unsigned long w = equality(e); /* both sides read, whatever the first gave */
        v = v && w;
    }
    return v;
}

static unsigned long disjunction(Expr *e)
{
    unsigned long v = conjunction(e);
    while (eat(e, "||")) {
        unsigned long w = conjunction(e);
        v = v || w;
    }
    return v;
}

static unsigned long ternary(Expr *e)
{
    unsigned long c = disjunction(e);
    if (!eat(e, "?"))
        return c;
    unsigned long a = ternary(e);
    if (!eat(e, ":"))
        e->bad = true;
    unsigned long b = ternary(e);
    return c ? a : b;
}

long i18n_plural_index(const char *expression, unsigned long n)
{
    Expr e = {expression, n, false};
    unsigned long v = ternary(&e);
    blanks(&e);
    return e.bad || *e.at || v > PLURAL_MAX ? -1 : (long)v; /* a form's index is small */
}
