/*
 * lang.c — finding, reading and choosing the catalogs of the reader's language (lang.h).
 */
#include "lang.h"
#include "gamedef.h"

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#ifndef KHARBAGA_BUILD_LOCALE
#define KHARBAGA_BUILD_LOCALE ""
#endif
#ifndef KHARBAGA_TEMPLATE_MESSAGES
#define KHARBAGA_TEMPLATE_MESSAGES 0 /* the WebAssembly build: no template counted */
#endif
#ifndef KHARBAGA_BIN_TO_LOCALE
#define KHARBAGA_BIN_TO_LOCALE ""
#endif

enum { LANG_PATH = 4096, CATALOG_MAX_BYTES = 16 << 20 };

#define CATALOG_FILE "LC_MESSAGES/kharbaga.mo"

/* ---- where catalogs are ---- */

/* The directories catalogs are looked for in, in order, into dirs; their number: the
 * environment's, then the installed one if there is one (the program installed), else the build
 * tree's (the program where it was built). */
static int catalog_dirs(char dirs[3][LANG_PATH])
{
    int n = 0;
    const char *env = getenv("KHARBAGA_LOCALEDIR");
    if (env && env[0] && strlen(env) < LANG_PATH)
        snprintf(dirs[n++], LANG_PATH, "%s", env);
    if (program_relative_dir(KHARBAGA_BIN_TO_LOCALE, dirs[n], LANG_PATH))
        return n + 1;
    if (KHARBAGA_BUILD_LOCALE[0])
        snprintf(dirs[n++], LANG_PATH, "%s", KHARBAGA_BUILD_LOCALE);
    return n;
}

/* Whether code can name a language: letters, then optionally '_' and letters or '@' and letters
 * (never a path). */
static bool is_code(const char *code)
{
    size_t n = strlen(code);
    if (n < 2 || n >= LANG_CODE_MAX)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = code[i];
        bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        if (!letter && !(i > 0 && (c == '_' || c == '@')))
            return false;
    }
    return true;
}

/* The bytes of code's catalog file, the first found (malloc'd, *len), or NULL. */
static unsigned char *read_catalog_file(const char *code, size_t *len, char *path, size_t pathlen)
{
    char dirs[3][LANG_PATH];
    int n = catalog_dirs(dirs);
    for (int i = 0; i < n; i++) {
        int w = snprintf(path, pathlen, "%s/%s/" CATALOG_FILE, dirs[i], code);
        FILE *f = w > 0 && (size_t)w < pathlen ? fopen(path, "rb") : NULL;
        if (!f)
            continue;
        unsigned char *bytes = malloc(CATALOG_MAX_BYTES);
        size_t got = bytes ? fread(bytes, 1, CATALOG_MAX_BYTES, f) : 0;
        fclose(f);
        if (!bytes || got == CATALOG_MAX_BYTES) {
            free(bytes);
            return NULL;
        }
        *len = got;
        return bytes;
    }
    return NULL;
}

/* ---- catalogs read once ---- */

typedef struct Loaded {
    char code[LANG_CODE_MAX];
    Catalog *catalog;
} Loaded;

static pthread_mutex_t loaded_lock = PTHREAD_MUTEX_INITIALIZER;
static Loaded loaded[LANG_MAX];
static int nloaded;

bool lang_catalog(const char *code, const Catalog **out, char *err, size_t len)
{
    *out = NULL;
    if (!strcmp(code, "en") || !strcmp(code, "C") || !strcmp(code, "POSIX"))
        return true;
    if (!is_code(code)) {
        snprintf(err, len, _("'%.40s' is not a language code (e.g. es, fr, pt_BR)"), code);
        return false;
    }
    bool ok = false;
    pthread_mutex_lock(&loaded_lock);
    for (int i = 0; i < nloaded && !ok; i++)
        if (!strcmp(loaded[i].code, code)) {
            *out = loaded[i].catalog;
            ok = true;
        }
    if (!ok && nloaded < LANG_MAX) {
        size_t size = 0;
        char path[LANG_PATH + 64];
        unsigned char *bytes = read_catalog_file(code, &size, path, sizeof path);
        Err e = {0};
        Catalog *c = bytes ? catalog_read(bytes, size, &e) : NULL;
        free(bytes);
        if (c) {
            memcpy(loaded[nloaded].code, code, strlen(code) + 1); /* is_code: it fits */
            loaded[nloaded++].catalog = c;
            *out = c;
            ok = true;
        } else if (bytes) {
            snprintf(err, len, "%s: %s", path, e.msg);
        } else {
            snprintf(err, len, _("no catalog of the language '%s'"), code);
        }
    }
    pthread_mutex_unlock(&loaded_lock);
    return ok;
}

/* The catalog of one entry of a language list ("es_ES.UTF-8"): its code without the codeset,
 * then its language alone. NULL if neither has one (English then). found: whether either is a
 * language the program has (English included). */
static const Catalog *entry_catalog(const char *entry, size_t n, bool *found)
{
    char code[LANG_CODE_MAX];
    size_t k = strcspn(entry, ".");
    if (k > n)
        k = n;
    *found = false;
    if (k == 0 || k >= sizeof code)
        return NULL;
    memcpy(code, entry, k);
    code[k] = '\0';
    char err[256];
    const Catalog *c;
    for (int pass = 0; pass < 2; pass++) {
        if (lang_catalog(code, &c, err, sizeof err)) {
            *found = true;
            return c;
        }
        code[strcspn(code, "_@")] = '\0'; /* es_ES: es */
    }
    return NULL;
}

const Catalog *lang_from_environment(void)
{
    const char *names[] = {"LC_ALL", "LC_MESSAGES", "LANG"};
    const char *category = NULL;
    for (int i = 0; i < 3 && !category; i++) {
        const char *v = getenv(names[i]);
        if (v && v[0])
            category = v;
    }
    if (!category || !strcmp(category, "C") || !strcmp(category, "POSIX"))
        return NULL;
    const char *list = getenv("LANGUAGE");
    if (!list || !list[0])
        list = category;
    while (*list) {
        size_t n = strcspn(list, ":");
        bool found;
        const Catalog *c = entry_catalog(list, n, &found);
        if (found)
            return c;
        list += n + (list[n] == ':');
    }
    return NULL;
}

void lang_completeness(const char *code, char *note, size_t len)
{
    note[0] = '\0';
    const Catalog *c;
    char err[LANG_PATH];
    if (!strcmp(code, "en") || !strcmp(code, "pseudo") || !lang_catalog(code, &c, err, sizeof err) || !c)
        return;
    int translated = catalog_count(c) - 1; /* its header is no message */
    if (translated < KHARBAGA_TEMPLATE_MESSAGES)
        snprintf(note, len, _(" (partial: %d of %d messages)"), translated, KHARBAGA_TEMPLATE_MESSAGES);
}

bool lang_start(const char *forced, char *err, size_t len)
{
    const Catalog *c = NULL;
    if (forced) {
        char why[LANG_PATH], other[LANG_PATH], language[LANG_CODE_MAX] = "";
        size_t n = strcspn(forced, "_@");
        if (n < sizeof language)
            memcpy(language, forced, n), language[n] = '\0';
        bool found = lang_catalog(forced, &c, why, sizeof why);
        if (!found && language[0] && strcmp(language, forced)) /* es_ES: es; the first refusal is said */
            found = lang_catalog(language, &c, other, sizeof other);
        if (!found) {
            char codes[LANG_MAX][LANG_CODE_MAX], list[LANG_MAX * (LANG_CODE_MAX + 2)] = "";
            int ncodes = lang_available(codes, LANG_MAX);
            for (int i = 0; i < ncodes; i++) {
                char note[96] = "";
                lang_completeness(codes[i], note, sizeof note);
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s%s", i ? ", " : "", codes[i], note);
            }
            snprintf(err, len, _("--lang '%.40s': %s; expected one of %s"), forced, why, list);
            return false;
        }
    } else {
        c = lang_from_environment();
    }
    i18n_use_default(c);
    return true;
}

static int compare_codes(const void *a, const void *b)
{
    return strcmp(a, b);
}

int lang_available(char codes[][LANG_CODE_MAX], int max)
{
    if (max < 1)
        return 0;
    snprintf(codes[0], LANG_CODE_MAX, "en");
    int n = 1;
    char dirs[3][LANG_PATH];
    int ndirs = catalog_dirs(dirs);
    for (int d = 0; d < ndirs; d++) {
        DIR *dir = opendir(dirs[d]);
        struct dirent *e;
        while (dir && (e = readdir(dir)) && n < max) {
            char path[LANG_PATH + 300];
            struct stat st;
            int w = snprintf(path, sizeof path, "%s/%s/" CATALOG_FILE, dirs[d], e->d_name);
            if (w < 0 || (size_t)w >= sizeof path || !is_code(e->d_name) || stat(path, &st) != 0)
                continue;
            bool seen = false;
            for (int i = 0; i < n; i++)
                seen = seen || !strcmp(codes[i], e->d_name);
            if (!seen) /* is_code: shorter than LANG_CODE_MAX */
                memcpy(codes[n++], e->d_name, strlen(e->d_name) + 1);
        }
        if (dir)
            closedir(dir);
    }
    qsort(codes + 1, (size_t)(n - 1), sizeof codes[0], compare_codes);
    return n;
}
