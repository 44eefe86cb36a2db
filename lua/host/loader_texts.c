/*
 * loader_texts.c — where a game's texts are written, and their translation when it is loaded
 * (texts.h): each script of the chain of `extends` is noted for what its own table writes
 * before the tables are merged, so that every text is taken from the translation of the script
 * that writes it.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it. Tables are read raw: no metamethod of a script's runs here.
 */
#include "loader_int.h"
#include "texts.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

_Static_assert((int)MAX_CHAIN == (int)REPORT_MAX_FILES, "a game's origins name every file its report does");

/* The keys of the texts, in GameText's order. */
static const char *const text_keys[TEXT_KINDS] = {"name",     "region",  "summary", "history",  "notes",
                                                  "disputes", "lessons", "sides",   "king_name"};

/* The ids of the rulesets list `key` of table t writes, added to c->ids[depth]. */
static void note_ruleset_ids(LoadCtx *c, int t, const char *key, int depth)
{
    lua_State *L = c->L;
    lua_pushstring(L, key);
    if (lua_rawget(L, t) == LUA_TTABLE) { /* +1 */
        for (lua_Integer i = 1, n = (lua_Integer)lua_rawlen(L, -1); i <= n && c->nids[depth] < MAX_RULESETS; i++) {
            lua_rawgeti(L, -1, i); /* +1 */
            lua_pushstring(L, "id");
            if (lua_istable(L, -2) && lua_rawget(L, -2) == LUA_TSTRING) /* the id replaces the key */
                snprintf(c->ids[depth][c->nids[depth]++], sizeof c->ids[0][0], "%s", lua_tostring(L, -1));
            lua_pop(L, 2); /* the entry, and its id or the key */
        }
    }
    lua_pop(L, 1);
}

/* Notes whether the script at depth writes king_plural; true if it does. */
static bool plural_noted(LoadCtx *c, int t, int depth)
{
    lua_pushstring(c->L, "king_plural");
    bool written = lua_rawget(c->L, t) != LUA_TNIL; /* +1 */
    lua_pop(c->L, 1);
    if (written)
        c->plural_written |= 1u << depth;
    return written;
}

void texts_note(LoadCtx *c, int t, int depth)
{
    lua_State *L = c->L;
    if (depth >= REPORT_MAX_FILES)
        return;
    for (int k = 0; k < TEXT_KINDS; k++) {
        lua_pushstring(L, text_keys[k]);
        int type = lua_rawget(L, t); /* +1 */
        if (type != LUA_TNIL)
            c->written[depth] |= 1u << k;
        if (k == TEXT_KING && plural_noted(c, t, depth)) /* the king's names are one text */
            c->written[depth] |= 1u << k;
        if (k == TEXT_DISPUTES || k == TEXT_LESSONS)
            c->nwritten[depth][k - TEXT_DISPUTES] = type == LUA_TTABLE ? (int)lua_rawlen(L, -1) : 0;
        lua_pop(L, 1);
    }
    note_ruleset_ids(c, t, "rulesets", depth);
    note_ruleset_ids(c, t, "add_rulesets", depth);
}

/* The first script of the chain whose rulesets include id, or -1. */
static int ruleset_owner(const LoadCtx *c, const char *id)
{
    for (int d = 0; d < c->report.nfiles; d++)
        for (int i = 0; i < c->nids[d]; i++)
            if (!strcmp(c->ids[d][i], id))
                return d;
    return -1;
}

void texts_origins(const LoadCtx *c, GameDef *def)
{
    TextOrigins *o = &def->origins;
    memset(o, 0, sizeof *o);
    if (c->from_memory)
        return;
    o->nfiles = c->report.nfiles < MAX_CHAIN ? c->report.nfiles : MAX_CHAIN;
    for (int d = 0; d < o->nfiles; d++)
        snprintf(o->files[d], sizeof o->files[d], "%s", c->report.files[d].path);
    for (int k = 0; k < TEXT_KINDS; k++) {
        o->owner[k] = -1;
        for (int d = o->nfiles - 1; d >= 0; d--)
            if (c->written[d] & (1u << k))
                o->owner[k] = (signed char)d;
    }
    for (int k = TEXT_DISPUTES; k <= TEXT_LESSONS; k++)
        o->nwritten[k - TEXT_DISPUTES] = o->owner[k] >= 0 ? c->nwritten[o->owner[k]][k - TEXT_DISPUTES] : 0;
    for (int r = 0; r < def->nrulesets; r++)
        o->ruleset[r] = (signed char)ruleset_owner(c, def->rulesets[r].id);
}

/* Whether path names a regular file. */
static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

void texts_translate(GameDef *def, const SandboxLimits *limits)
{
    const char *lang = texts_language();
    if (!lang || !def->origins.nfiles)
        return;
    if (!strcmp(lang, "pseudo")) {
        texts_pseudo(def);
        return;
    }
    GameDef *out = NULL;
    char path[LOADER_PATH], err[LOADER_ERRLEN];
    for (int d = def->origins.nfiles - 1; d >= 0; d--) { /* the bases' first: an extension's own texts win */
        if (!texts_path(def->origins.files[d], lang, path, sizeof path) || !is_file(path))
            continue;
        if (!out && !(out = malloc(sizeof *out)))
            return;
        memcpy(out, def, sizeof *out);
        if (texts_read(def, d, path, d == 0, limits, out, err, sizeof err, NULL, 0) == 0)
            texts_copy(def, out);
    }
    free(out);
}
