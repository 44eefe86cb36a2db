/*
 * loader_extends.c — finding a script, running it, and `extends`: the chain of bases loaded
 * first, refused when it comes back to a script or goes too deep, and the tables merged.
 */
#include "loader_int.h"

#include "sandbox.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

/* ---- files and extends ---- */

static bool is_path(const char *s) { return strchr(s, '/') || (strlen(s) > 4 && !strcmp(s + strlen(s) - 4, ".lua")); }

/* Resolves `name`, the `extends` of the script `from` (NULL: the command line's game): a path is
 * taken relative to from's directory (to the working directory without from); an id is looked
 * for next to from first, then on the search path. */
bool resolve(const char *name, const char *from, char *path, size_t len)
{
    const char *slash = from ? strrchr(from, '/') : NULL;
    int dirlen = slash ? (int)(slash - from) : 1;
    const char *dir = slash ? from : ".";
    if (is_path(name)) {
        if (from && name[0] != '/' && slash)
            snprintf(path, len, "%.*s/%s", dirlen, dir, name);
        else
            snprintf(path, len, "%s", name);
        return true;
    }
    if (from) {
        snprintf(path, len, "%.*s/%s.lua", dirlen, dir, name);
        struct stat st;
        if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return true;
    }
    return loader_find(name, path, len);
}

/* Copies every field of table `from` into table `to` (absolute indices). */
static void copy_fields(lua_State *L, int from, int to)
{
    lua_pushnil(L);
    while (lua_next(L, from)) { /* key -2, value -1 */
        lua_pushvalue(L, -2);   /* key, value, key */
        lua_insert(L, -2);      /* key, key, value */
        lua_settable(L, to);    /* to[key] = value; key stays for lua_next */
    }
}

/* Appends the entries of list `from` to list `to` (absolute indices), raw: no metamethod of a
 * script's table runs here. */
static void append_entries(lua_State *L, int from, int to)
{
    lua_Integer n = (lua_Integer)lua_rawlen(L, to);
    for (lua_Integer i = 1, len = (lua_Integer)lua_rawlen(L, from); i <= len; i++) {
        lua_rawgeti(L, from, i);  /* +1 */
        lua_rawseti(L, to, n + i); /* -1 */
    }
}

/* merged.add_rulesets: an extension that keeps its base's rulesets keeps the base's added ones
 * too, before its own; one that writes its own rulesets keeps only its own added ones. */
static void merge_added_rulesets(lua_State *L, int base, int ext, int m)
{
    int own = lua_getfield(L, ext, "add_rulesets"); /* +1 */
    if (lua_getfield(L, base, "add_rulesets") != LUA_TTABLE || lua_getfield(L, ext, "rulesets") != LUA_TNIL ||
        (own != LUA_TNIL && own != LUA_TTABLE)) { /* a wrong own value stays, to be reported */
        lua_settop(L, m);
        return;
    }
    lua_newtable(L); /* +1: stack is merged, ext.add_rulesets, base.add_rulesets, ext.rulesets (nil), added */
    append_entries(L, m + 2, m + 4);
    if (own == LUA_TTABLE)
        append_entries(L, m + 1, m + 4);
    lua_setfield(L, m, "add_rulesets");
    lua_settop(L, m);
}

/* Pushes a new table: base's fields overridden by ext's, with `rules` merged key by key and the
 * added rulesets kept (merge_added_rulesets). */
static void merge_tables(lua_State *L, int base, int ext)
{
    lua_newtable(L); /* +1 merged */
    int m = lua_gettop(L);
    copy_fields(L, base, m);
    copy_fields(L, ext, m);
    if (lua_getfield(L, base, "rules") == LUA_TTABLE && lua_getfield(L, ext, "rules") == LUA_TTABLE) {
        lua_newtable(L); /* +1: stack is merged, base.rules, ext.rules, rules */
        copy_fields(L, m + 1, m + 3);
        copy_fields(L, m + 2, m + 3);
        lua_setfield(L, m, "rules");
    }
    lua_settop(L, m);
    merge_added_rulesets(L, base, ext, m);
}

/* "a → b → c": the first n names of the chain of `extends`. */
static void chain_text(const LoadCtx *c, int n, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", i ? " → " : "", c->chain[i]);
    }
}

/* The index of the file already read that path names (the same file, by any path), or -1. */
static int already_read(const LoadCtx *c, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return -1;
    for (int i = 0; i < c->report.nfiles; i++)
        if (c->dev[i] == st.st_dev && c->ino[i] == st.st_ino)
            return i;
    return -1;
}

/* chain[0]: the script asked for, by its file name without ".lua". */
static void name_chain(LoadCtx *c, const char *path)
{
    const char *slash = strrchr(path, '/'), *file = slash ? slash + 1 : path;
    size_t len = strlen(file);
    if (len > 4 && strcmp(file + len - 4, ".lua") == 0)
        len -= 4;
    snprintf(c->chain[0], sizeof c->chain[0], "%.*s", (int)(len < sizeof c->chain[0] ? len : sizeof c->chain[0] - 1),
             file);
}

/* Reads the script at path (the depth-th of the chain), keeps its text for the report, runs it
 * and pushes the table it returns; false, with the problem reported, if it cannot. */
static bool run_script(LoadCtx *c, const char *path, int depth)
{
    lua_State *L = c->L;
    char msg[LOADER_ERRLEN];
    bool given = depth == 0 && c->from_memory;
    char *text = given ? c->memory_text : report_read_text(path, msg, sizeof msg);
    if (given)
        c->memory_text = NULL; /* the report frees it */
    if (!text && depth > 0) /* a base: where the script that extends it names it */
        report_problem(&c->report, "extends", "extends", c->chain[depth], "%s", msg);
    else if (!text)
        report_plain(&c->report, "%s", msg);
    if (!text)
        return false;
    struct stat st;
    bool known = !given && stat(path, &st) == 0; /* a chunk name is no file, whatever lies in the directory */
    c->dev[c->report.nfiles] = known ? st.st_dev : 0;
    c->ino[c->report.nfiles] = known ? st.st_ino : 0;
    ScriptFile *src = &c->report.files[c->report.nfiles++];
    snprintf(src->path, sizeof src->path, "%s", path);
    src->text = text;
    char chunk[LOADER_PATH + 1];
    snprintf(chunk, sizeof chunk, "@%s", path);
    const char *code = strncmp(text, "\xEF\xBB\xBF", 3) == 0 ? text + 3 : text; /* UTF-8 byte-order mark */
    char inherited[REPORT_PATH + 32] = ""; /* a base's own problems name the script asked for too */
    if (depth > 0)
        snprintf(inherited, sizeof inherited, " (in a base of %s)", c->report.files[0].path);
    if (!sandbox_run(c->sb, chunk, code, strlen(code), 1, msg, sizeof msg)) {
        /* Lua's messages name the chunk; the few that do not (a refused binary chunk) get it */
        report_lua_error(&c->report, path, msg, inherited);
        return false;
    }
    if (!lua_istable(L, -1)) {
        report_at(&c->report, path, 1, NULL, "the script must return a table: return variant { ... }%s", inherited);
        lua_pop(L, 1);
        return false;
    }
    return true;
}

/* Whether the base `base` (found at base_path) of the depth-th script may be loaded: it is
 * recorded as the next name of the chain, and a chain that comes back to a script or goes more
 * than MAX_EXTENDS levels deep is reported, with the chain. */
static bool base_allowed(LoadCtx *c, const char *base, const char *base_path, int depth)
{
    snprintf(c->chain[depth + 1], sizeof c->chain[0], "%s", base);
    bool cycle = already_read(c, base_path) >= 0;
    if (cycle || depth + 1 > MAX_EXTENDS) {
        char chain[(MAX_EXTENDS + 2) * sizeof c->chain[0] * 2];
        chain_text(c, depth + 2, chain, sizeof chain);
        if (cycle)
            report_problem(&c->report, "extends", "extends", c->chain[1], "%s forms a cycle", chain);
        else
            report_problem(&c->report, "extends", "extends", c->chain[1], "%s is %d levels deep; at most %d", chain, depth + 1,
                           MAX_EXTENDS);
        return false;
    }
    return true;
}

/* Runs the script at path (the depth-th of the chain) and pushes its table, with `extends`
 * resolved (recursively). A chain that comes back to a script, or goes more than MAX_EXTENDS
 * levels deep, is reported where the script asked for writes its `extends`, with the chain. */
bool load_table(LoadCtx *c, const char *path, int depth)
{
    lua_State *L = c->L;
    if (c->report.nfiles >= REPORT_MAX_FILES) { /* never: the chain is stopped before this */
        report_at(&c->report, c->report.files[0].path, 0, NULL, "extends goes more than %d levels deep", MAX_EXTENDS);
        return false;
    }
    if (depth == 0) /* the chain starts with the script's file name */
        name_chain(c, path);
    if (!run_script(c, path, depth))
        return false;
    texts_note(c, lua_gettop(L), depth); /* before it is merged with its bases */
    if (lua_getfield(L, -1, "extends") != LUA_TSTRING) { /* +1 */
        lua_pop(L, 1);
        return true;
    }
    char base_path[LOADER_PATH];
    const char *base = lua_tostring(L, -1);
    bool memory = depth == 0 && c->from_memory;
    if (memory && is_path(base)) { /* a file a client names would be read on the server */
        report_problem(&c->report, "extends", "extends", base,
                       "'%s': a script given as text extends a game by its id on the search path (e.g. \"kharbaga\"), "
                       "not a file",
                       base);
        lua_pop(L, 2);
        return false;
    }
    if (!resolve(base, memory ? NULL : path, base_path, sizeof base_path)) {
        report_problem(&c->report, "extends", "extends", base, "no game '%s' found (looked %son the search path)", base,
                       memory ? "" : "next to the script and ");
        lua_pop(L, 2);
        return false;
    }
    if (!base_allowed(c, base, base_path, depth)) {
        lua_pop(L, 2);
        return false;
    }
    lua_pop(L, 1);
    int ext = lua_gettop(L);
    if (lua_getfield(L, ext, "id") != LUA_TSTRING) /* +1 */
        report_problem(&c->report, "id", "extends", NULL, "a game that extends another needs its own id");
    lua_pop(L, 1);
    if (!load_table(c, base_path, depth + 1)) { /* +1 base */
        lua_pop(L, 1);
        return false;
    }
    tests_inherited(c, ext + 1, ext, depth);
    merge_tables(L, ext + 1, ext); /* +1 merged */
    lua_replace(L, ext);           /* merged takes ext's slot */
    lua_pop(L, 1);                 /* base */
    return true;
}
