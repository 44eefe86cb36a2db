/*
 * check_texts.c — `kharbaga check` on the translations of a game's texts (lua/host/texts.h) and of
 * a personality's (lua/host/personality_texts.c): for every language directory beside the script
 * (DIR/i18n/LANG/), its translation read as a load reads it. A key for a text the script does not
 * have is an error at its line; a text the translation does not give, and a language without a
 * translation of the script, are notes (English is shown in their place).
 */
#include "check.h"

#include "i18n.h"
#include "personality.h"
#include "texts.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { MAX_LANGS = 64 };

static int by_name(const void *a, const void *b)
{
    return strcmp(a, b);
}

/* The language directories of dir (the directories in DIR/i18n), sorted, into langs; their number. */
static int languages(const char *dir, char langs[][TEXTS_LANG], int max)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    for (struct dirent *e; n < max && (e = readdir(d));) {
        char path[LOADER_PATH];
        struct stat st;
        if (e->d_name[0] == '.' || strlen(e->d_name) >= TEXTS_LANG ||
            snprintf(path, sizeof path, "%s/%s", dir, e->d_name) >= (int)sizeof path || stat(path, &st) != 0 ||
            !S_ISDIR(st.st_mode))
            continue;
        memcpy(langs[n++], e->d_name, strlen(e->d_name) + 1);
    }
    closedir(d);
    qsort(langs, (size_t)n, sizeof langs[0], by_name);
    return n;
}

/* Reads the translation at path of the script `subject` (a game or a personality): its
 * problems into err, their number returned; the texts it does not give into missing, one a line. */
typedef int (*TranslationCheck)(const void *subject, const char *path, char *err, size_t errlen, char *missing,
                                size_t missinglen);

/* The translation at path into lang: its problems reported (false if any), each text it does not
 * give a note. */
static bool check_translation(TranslationCheck read, const void *subject, const char *lang, const char *path)
{
    char *err = malloc(LOADER_ERRLEN), *missing = malloc(LOADER_ERRLEN * 4);
    ReportProblems *kept = malloc(sizeof *kept);
    if (!err || !missing || !kept) {
        free(err), free(missing), free(kept);
        return cli_out_of_memory() == 0;
    }
    report_keep(kept);
    int problems = read(subject, path, err, LOADER_ERRLEN, missing, LOADER_ERRLEN * 4);
    report_keep(NULL);
    fflush(cli_out());
    if (problems)
        cli_load_problems(err, kept);
    for (const char *field = missing; *field;) {
        size_t n = strcspn(field, "\n");
        fprintf(cli_out(), _("  note: %s: %.*s is not translated; English is shown\n"), path, (int)n, field);
        field += n + (field[n] == '\n');
    }
    if (!problems && !missing[0])
        fprintf(cli_out(), _("  translation %s: every text\n"), lang);
    free(err), free(missing), free(kept);
    return problems == 0;
}

/* Every translation of the script at `script` (DIR/i18n/LANG/ beside it), read by `read`. */
static bool check_translations(const char *script, TranslationCheck read, const void *subject)
{
    char dir[LOADER_PATH], path[LOADER_PATH];
    const char *slash = strrchr(script, '/');
    snprintf(dir, sizeof dir, "%.*s/i18n", slash ? (int)(slash - script) : 1, slash ? script : ".");
    char (*langs)[TEXTS_LANG] = malloc(MAX_LANGS * sizeof *langs);
    if (!langs)
        return cli_out_of_memory() == 0;
    int n = languages(dir, langs, MAX_LANGS);
    bool ok = true;
    for (int i = 0; i < n; i++) {
        struct stat st;
        if (!texts_path(script, langs[i], path, sizeof path))
            continue;
        if (stat(path, &st) != 0)
            fprintf(cli_out(), _("  note: no translation into %s (%s)\n"), langs[i], path);
        else
            ok &= check_translation(read, subject, langs[i], path);
    }
    free(langs);
    return ok;
}

static int read_game_texts(const void *def, const char *path, char *err, size_t errlen, char *missing,
                           size_t missinglen)
{
    return texts_check(def, path, err, errlen, missing, missinglen);
}

static int read_personality_texts(const void *p, const char *path, char *err, size_t errlen, char *missing,
                                  size_t missinglen)
{
    return personality_texts_check(p, path, err, errlen, missing, missinglen);
}

bool check_texts(const GameDef *def)
{
    if (!def->origins.nfiles)
        return true; /* a script given as text has no directory */
    return check_translations(def->path, read_game_texts, def);
}

bool check_personality_texts(const Personality *p)
{
    return check_translations(p->path, read_personality_texts, p);
}
