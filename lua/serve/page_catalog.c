/*
 * page_catalog.c — a build step: the page's messages in each language, as the JSON files the page
 * reads (lua/serve/page/i18n.js). The page has no catalogs of its own: its messages are marked
 * in its sources, extracted with the program's into po/kharbaga.pot and translated in po/LANG.po;
 * the build keeps the page's (msggrep by location) and compiles them (msgfmt), and this turns
 * each compiled catalog into i18n/CODE.json, and the list of languages into i18n/languages.json.
 *
 *   page_catalog OUTDIR PARTIAL CODE=FILE.mo...
 *
 * PARTIAL is the comma-separated list of the languages marked partial (po/PARTIAL), "" for none.
 * The code "pseudo" (the pseudo-language of the tests) gets its file but is not listed.
 * A translation that names a value the original does not have ("{count}"), or drops one of a
 * message without plural forms, fails the build with the message named.
 */
#include "i18n.h"
#include "json.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_LANGUAGES = 32, CODE_MAX = 16, VALUE_NAME = 32 };

/* The languages written right to left, by their codes (the language part of them). */
static bool right_to_left(const char *code)
{
    static const char *const rtl[] = {"ar", "ckb", "dv", "fa", "he", "ps", "ur", "yi"};
    size_t n = strcspn(code, "_@");
    for (size_t i = 0; i < sizeof rtl / sizeof rtl[0]; i++)
        if (strlen(rtl[i]) == n && !strncmp(rtl[i], code, n))
            return true;
    return false;
}

/* Whether text[0..len) names the value {name}. */
static bool names_value(const char *text, size_t len, const char *name)
{
    char brace[VALUE_NAME + 2];
    snprintf(brace, sizeof brace, "{%s}", name);
    size_t n = strlen(brace);
    for (size_t i = 0; i + n <= len; i++)
        if (!memcmp(text + i, brace, n))
            return true;
    return false;
}

/* The value named at `at` ("{count}": count, into name), or false if at starts no value. */
static bool value_at(const char *at, char name[VALUE_NAME])
{
    size_t n = strspn(at + 1, "abcdefghijklmnopqrstuvwxyz_");
    if (at[0] != '{' || n == 0 || n >= VALUE_NAME || at[1 + n] != '}')
        return false;
    memcpy(name, at + 1, n);
    name[n] = '\0';
    return true;
}

/* Checks the values ({name}) of one translated form against the original's forms: each it names
 * must be the original's; with `all`, it must name every one of them. */
static bool values_agree(const char *code, const char *msgid, size_t idlen, const char *form, bool all)
{
    char name[VALUE_NAME];
    for (const char *at = form; (at = strchr(at, '{')) != NULL; at++) {
        if (value_at(at, name) && !names_value(msgid, idlen, name)) {
            fprintf(stderr, "page_catalog: %s: the translation of \"%s\" names {%s}, which the original has not\n",
                    code, msgid, name);
            return false;
        }
    }
    for (const char *at = msgid; all && (at = strchr(at, '{')) != NULL; at++) {
        if (value_at(at, name) && !names_value(form, strlen(form), name)) {
            fprintf(stderr, "page_catalog: %s: the translation of \"%s\" leaves out {%s}\n", code, msgid, name);
            return false;
        }
    }
    return true;
}

/* One message as "msgid": "text" or, with plural forms, "msgid": ["form", ...]. */
static bool write_message(FILE *out, const char *code, const char *msgid, size_t idlen, const char *text,
                          size_t textlen, bool *first)
{
    bool plural = strlen(msgid) < idlen;
    fputs(*first ? "\n" : ",\n", out);
    *first = false;
    json_string(out, msgid);
    fputs(plural ? ":[" : ":", out);
    for (size_t at = 0; at < textlen || (at == 0 && textlen == 0); at += strlen(text + at) + 1) {
        if (!values_agree(code, msgid, idlen, text + at, !plural))
            return false;
        if (at)
            fputc(',', out);
        json_string(out, text + at);
        if (!plural)
            break;
    }
    fputs(plural ? "]" : "", out);
    return true;
}

static Catalog *read_catalog(const char *path)
{
    FILE *in = fopen(path, "rb");
    if (!in) {
        fprintf(stderr, "page_catalog: %s: cannot be read\n", path);
        return NULL;
    }
    char *bytes = NULL;
    size_t len = 0, room = 0, got;
    char chunk[4096];
    while ((got = fread(chunk, 1, sizeof chunk, in)) > 0) {
        if (len + got > room) {
            room = 2 * (len + got);
            char *more = realloc(bytes, room);
            if (!more) {
                free(bytes);
                fclose(in);
                return NULL;
            }
            bytes = more;
        }
        memcpy(bytes + len, chunk, got);
        len += got;
    }
    fclose(in);
    Err err = {0};
    Catalog *catalog = catalog_read(bytes, len, &err);
    free(bytes);
    if (!catalog)
        fprintf(stderr, "page_catalog: %s: %s\n", path, err.msg);
    return catalog;
}

/* OUTDIR/CODE.json from the catalog; the language's own name (the translation of "English") in
 * name. */
static bool write_language(const char *outdir, const char *code, const Catalog *catalog, char *name, size_t namelen)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s.json", outdir, code);
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "page_catalog: %s: cannot be written\n", path);
        return false;
    }
    fputs("{\"language\":", out);
    json_string(out, code);
    fprintf(out, ",\"dir\":\"%s\",\"plural\":", right_to_left(code) ? "rtl" : "ltr");
    json_string(out, catalog_plural_rule(catalog));
    fputs(",\"messages\":{", out);
    const char *own = catalog_find(catalog, "English");
    snprintf(name, namelen, "%s", own ? own : code);
    bool ok = true, first = true;
    for (int i = 0; ok && i < catalog_count(catalog); i++) {
        const char *msgid, *text;
        size_t idlen, textlen;
        catalog_entry(catalog, i, &msgid, &idlen, &text, &textlen);
        if (msgid[0] && textlen > 0)
            ok = write_message(out, code, msgid, idlen, text, textlen, &first);
    }
    fputs("\n}}\n", out);
    return !fclose(out) && ok;
}

static bool listed(const char *list, const char *code)
{
    size_t n = strlen(code);
    for (const char *at = list; *at; at += strcspn(at, ",") + (at[strcspn(at, ",")] == ',')) {
        if (strcspn(at, ",") == n && !strncmp(at, code, n))
            return true;
    }
    return false;
}

static bool write_list(const char *outdir, int n, char codes[][CODE_MAX], char names[][128], const char *partial)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/languages.json", outdir);
    FILE *out = fopen(path, "w");
    if (!out) {
        fprintf(stderr, "page_catalog: %s: cannot be written\n", path);
        return false;
    }
    fputs("[\n{\"code\":\"en\",\"name\":\"English\",\"partial\":false}", out);
    for (int i = 0; i < n; i++) {
        fputs(",\n{\"code\":", out);
        json_string(out, codes[i]);
        json_string_member(out, "name", names[i]);
        fprintf(out, ",\"partial\":%s}", listed(partial, codes[i]) ? "true" : "false");
    }
    fputs("\n]\n", out);
    return !fclose(out);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: page_catalog OUTDIR PARTIAL CODE=FILE.mo...\n");
        return 2;
    }
    char codes[MAX_LANGUAGES][CODE_MAX], names[MAX_LANGUAGES][128];
    int listed_n = 0;
    for (int i = 3; i < argc; i++) {
        const char *eq = strchr(argv[i], '=');
        if (!eq || eq == argv[i] || (size_t)(eq - argv[i]) >= CODE_MAX || listed_n >= MAX_LANGUAGES) {
            fprintf(stderr, "page_catalog: '%s': expected CODE=FILE.mo\n", argv[i]);
            return 2;
        }
        char code[CODE_MAX], name[128];
        snprintf(code, sizeof code, "%.*s", (int)(eq - argv[i]), argv[i]);
        Catalog *catalog = read_catalog(eq + 1);
        bool ok = catalog && write_language(argv[1], code, catalog, name, sizeof name);
        catalog_free(catalog);
        if (!ok)
            return 1;
        if (strcmp(code, "pseudo")) {
            snprintf(codes[listed_n], CODE_MAX, "%s", code);
            snprintf(names[listed_n++], sizeof names[0], "%s", name);
        }
    }
    return write_list(argv[1], listed_n, codes, names, argv[2]) ? 0 : 1;
}
