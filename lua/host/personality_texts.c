/*
 * personality_texts.c — a personality's name and description in the reader's language: the
 * translation of DIR/ID.lua into LANG is DIR/i18n/LANG/ID.lua, as for a game (texts_path), a
 * table { name = ..., description = ... } run in a sandbox of its own under the default budgets.
 * Either key may be left out (English stands for it); a translation with a problem is passed over
 * whole when loading, and `kharbaga check` names the problem (docs/personalities.md,
 * "Translations").
 */
#include "personality_int.h"

#include "keywalk.h"
#include "sandbox.h"
#include "texts.h"
#include "translation_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { TRANSLATED_TEXTS = 2 };

static const char *const translated_keys[TRANSLATED_TEXTS + 1] = {"name", "description", NULL};

/* One reading of a translation: what it gave, into a copy of the personality. */
typedef struct TextsReading {
    Report report;
    Personality *out;
    bool read;                    /* the file ran and returned a table */
    bool given[TRANSLATED_TEXTS]; /* each key of translated_keys the table writes */
} TextsReading;

/* Reads the table (argument 2; the reading is argument 1), in a protected call: its keys and
 * values are the script's, and reading them may fail. */
static int l_read_translation(lua_State *L)
{
    TextsReading *x = lua_touserdata(L, 1);
    x->read = true;
    KeyWalk w;
    keywalk_start(L, 2, &w);
    while (keywalk_next(L, &w)) { /* key -2, value -1 */
        const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        bool known = false;
        for (int k = 0; key && k < TRANSLATED_TEXTS; k++)
            known |= !strcmp(key, translated_keys[k]);
        if (!known)
            report_problem(&x->report, key ? key : "translation", key ? key : "translation", NULL,
                           "unknown field; a personality's translation gives its name and description");
        lua_pop(L, 2);
    }
    char *slots[TRANSLATED_TEXTS] = {x->out->name, x->out->description};
    size_t sizes[TRANSLATED_TEXTS] = {sizeof x->out->name, sizeof x->out->description};
    for (int k = 0; k < TRANSLATED_TEXTS; k++) {
        lua_pushstring(L, translated_keys[k]);
        x->given[k] = lua_rawget(L, 2) != LUA_TNIL;
        lua_pop(L, 1);
        personality_read_text(L, &x->report, 2, translated_keys[k], false, slots[k], sizes[k]);
    }
    return 0;
}

/* Runs the translation at path and reads it into x->out; returns its problems' number, each a
 * line of err. */
static int read_translation(TextsReading *x, const char *path, char *err, size_t errlen)
{
    report_init(&x->report, err, errlen);
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    Sandbox *sb = sandbox_new(&limits);
    if (!sb) {
        report_plain(&x->report, "out of memory starting Lua");
    } else {
        sandbox_discard_print(sb); /* a translation has nothing to say */
        translation_file_run(&x->report, sb, path, "return { name = ..., description = ... }", l_read_translation, x);
        sandbox_free(sb);
    }
    int n = x->report.nerrors;
    report_free(&x->report);
    return n;
}

/* Whether path names a regular file. */
static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void personality_translate(Personality *p)
{
    const char *lang = texts_language();
    if (!lang)
        return;
    if (!strcmp(lang, "pseudo")) {
        texts_wrap(p->name, sizeof p->name);
        texts_wrap(p->description, sizeof p->description);
        return;
    }
    char path[LOADER_PATH], err[LOADER_ERRLEN];
    TextsReading *x = calloc(1, sizeof *x);
    Personality *out = malloc(sizeof *out);
    if (x && out && texts_path(p->path, lang, path, sizeof path) && is_file(path)) {
        memcpy(out, p, sizeof *out);
        x->out = out;
        if (read_translation(x, path, err, sizeof err) == 0)
            memcpy(p, out, sizeof *p);
    }
    free(out);
    free(x);
}

int personality_texts_check(const Personality *p, const char *path, char *err, size_t errlen, char *missing,
                            size_t missinglen)
{
    err[0] = missing[0] = '\0';
    TextsReading *x = calloc(1, sizeof *x);
    Personality *scratch = malloc(sizeof *scratch);
    if (!x || !scratch) {
        free(x);
        free(scratch);
        return report_fail(err, errlen, path, "out of memory"), 1;
    }
    memcpy(scratch, p, sizeof *scratch);
    x->out = scratch;
    int n = read_translation(x, path, err, errlen);
    for (int k = 0; x->read && k < TRANSLATED_TEXTS; k++)
        if (!x->given[k])
            snprintf(missing + strlen(missing), missinglen - strlen(missing), "%s\n", translated_keys[k]);
    free(scratch);
    free(x);
    return n;
}
