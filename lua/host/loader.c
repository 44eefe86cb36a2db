/*
 * loader.c — running a variant script and compiling its table into a GameDef.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#include "loader_int.h"

#include "lessons.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const char kharbaga_prelude[];
extern const size_t kharbaga_prelude_len;

const char *const top_fields[] = {
    "id", "name", "region", "summary", "history", "sources", "board", "sides", "king_name", "king_plural",
    "rules", "rulesets", "add_rulesets", "extends", "start", "crown", "notes", "disputes", "hooks", "lessons", "tests", NULL,
};

static const char *const hook_fields[] = {"moves", "after", NULL}; /* the functions */
static const char *const hook_keys[] = {"moves", "after", "description", "api", "rules_text", "pure", "trail", NULL};

static const char *const dispute_fields[] = {"option", "topic", "text", NULL};


static void read_sources(LoadCtx *c, int t, GameDef *def)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "sources"); /* +1 */
    if (type == LUA_TTABLE) {
        lua_Integer n = luaL_len(L, -1);
        if (n > MAX_SOURCES) { /* also bounds the loop when __len claims any length */
            report_problem(&c->report, "sources", "sources", NULL, "%lld sources; at most %d", (long long)n, MAX_SOURCES);
            n = 0;
        }
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -1, i); /* +1 */
            char field[32];
            snprintf(field, sizeof field, "sources[%lld]", (long long)i);
            size_t len = 0;
            const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : NULL;
            if (!s)
                report_problem(&c->report, field, "sources", NULL, "expected a string, got %s", type_of(L, -1));
            else if (len >= sizeof def->sources[0])
                report_problem(&c->report, field, "sources", NULL, "text too long (at most %zu characters)", sizeof def->sources[0] - 1);
            else if (def->nsources >= MAX_SOURCES)
                report_problem(&c->report, "sources", "sources", NULL, "at most %d sources", MAX_SOURCES);
            else if (text_ok(c, field, "sources", s, len, false))
                memcpy(def->sources[def->nsources++], s, len + 1);
            lua_pop(L, 1);
        }
    } else if (type != LUA_TNIL) {
        report_problem(&c->report, "sources", "sources", NULL, "expected a list of strings, got %s", type_of(L, -1));
    }
    lua_pop(L, 1);
}

static void read_sides(LoadCtx *c, int t, Variant *v)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "sides"); /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return; /* Black and White */
    }
    if (type != LUA_TTABLE || luaL_len(L, -1) != 2) {
        report_problem(&c->report, "sides", "sides", NULL, "expected two colour names, South's first, e.g. { \"Black\", \"White\" }");
        lua_pop(L, 1);
        return;
    }
    for (int s = 0; s < 2; s++) {
        lua_geti(L, -1, s + 1); /* +1 */
        size_t n;
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
        char field[16];
        snprintf(field, sizeof field, "sides[%d]", s + 1);
        if (!name || n == 0 || n >= sizeof v->side_name[s])
            report_problem(&c->report, "sides", "sides", NULL, "expected two non-empty colour names of at most %zu characters",
                    sizeof v->side_name[s] - 1);
        else if (text_ok(c, field, "sides", name, n, false))
            memcpy(v->side_key[s], name, n + 1), memcpy(v->side_name[s], name, n + 1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* disputes = { { option = "removal", topic = "...", text = "..." }, ... } */
static void read_disputes(LoadCtx *c, int t, GameDef *def)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "disputes"); /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    lua_Integer n = type == LUA_TTABLE ? luaL_len(L, -1) : -1;
    if (n < 0 || n > MAX_DISPUTES) {
        report_problem(&c->report, "disputes", "disputes", NULL, "expected a list of at most %d { topic = ..., text = ... }",
                MAX_DISPUTES);
        lua_pop(L, 1);
        return;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        ReportEntry at = {"disputes", i, n, NULL, 0, NULL};
        snprintf(c->prefix, sizeof c->prefix, "disputes[%lld].", (long long)i);
        lua_geti(L, -1, i); /* +1 */
        int e = lua_gettop(L);
        Dispute *d = &def->disputes[def->ndisputes];
        memset(d, 0, sizeof *d);
        if (!lua_istable(L, e)) {
            c->prefix[strlen(c->prefix) - 1] = '\0';
            report_entry(&c->report, &at, c->prefix, "expected { topic = ..., text = ... }, got %s", type_of(L, e));
        } else {
            c->entry = &at;
            check_keys(c, e, dispute_fields, false, c->prefix);
            read_string(c, e, "topic", true, d->topic, sizeof d->topic);
            read_prose(c, e, "text", true, d->text, sizeof d->text);
            read_string(c, e, "option", false, d->option, sizeof d->option);
            if (d->option[0] && !rules_option(d->option))
                problem(c, "option", "option", d->option, "'%s' is not a rule option", d->option);
            c->entry = NULL;
            report_entry_place(&c->report, &at, d->file, sizeof d->file, &d->line);
            def->ndisputes++;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* The hook table's `description` (at index h): the rules it adds, in words, into buf; buf is left
 * alone without one. */
static void read_hook_description(LoadCtx *c, int h, const char *prefix, char *buf, size_t len)
{
    char field[64];
    snprintf(field, sizeof field, "%sdescription", prefix);
    read_field_text(c, h, field, "description", false, false, buf, len);
}

/* hooks = { moves = function(game, moves) ... end, after = function(game, move) ... end,
 * description = "..." }: checked, then handed to a HookHost that keeps the sandbox (`where`
 * names the field). `owner` says who adds the rules ("ruleset bell"); `description` is what they
 * are when the table does not say (a ruleset's source). */
HookHost *read_hooks(LoadCtx *c, int t, const char *where, const char *owner, const char *description)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "hooks"); /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return NULL;
    }
    if (type != LUA_TTABLE) {
        problem(c, where, "hooks", NULL, "expected { moves = function ... end, after = function ... end }");
        lua_pop(L, 1);
        return NULL;
    }
    int h = lua_gettop(L);
    char prefix[48];
    snprintf(prefix, sizeof prefix, "%s.", where);
    check_keys(c, h, hook_keys, false, prefix);
    char text[512];
    snprintf(text, sizeof text, "%s", description);
    read_hook_description(c, h, prefix, text, sizeof text);
    char field[64];
    snprintf(field, sizeof field, "%sapi", prefix);
    int at = lua_getfield(L, h, "api"); /* +1 */
    if (at != LUA_TNIL && !(lua_isinteger(L, -1) && (lua_tointeger(L, -1) == 1 || lua_tointeger(L, -1) == 2)))
        problem(c, field, "api", NULL, "expected 1 (moves as tables of point names) or 2 (integer arrays)");
    lua_pop(L, 1);
    snprintf(field, sizeof field, "%srules_text", prefix);
    char rules_text[1024];
    read_field_text(c, h, field, "rules_text", false, true, rules_text, sizeof rules_text);
    for (int i = 0; hook_fields[i]; i++) {
        int ft = lua_getfield(L, h, hook_fields[i]); /* +1 */
        if (ft != LUA_TNIL && ft != LUA_TFUNCTION) {
            char field[64];
            snprintf(field, sizeof field, "%s%s", prefix, hook_fields[i]);
            problem(c, field, hook_fields[i], NULL, "expected a function, got %s", type_of(L, -1));
        }
        lua_pop(L, 1);
    }
    HookHost *host = c->report.nerrors ? NULL : hooks_host_new(c->sb); /* pops the table */
    if (c->report.nerrors)
        lua_pop(L, 1);
    else if (!host)
        problem(c, where, "hooks", NULL, "out of memory setting up the hooks");
    else
        hooks_host_describe(host, owner, text);
    return host;
}

/* ---- the whole table ---- */

/* Whether the script that names the king (the first of the chain of `extends` writing king_name
 * or king_plural) gives its plural: a base's plural never goes with an extension's new name. */
static bool plural_given(const LoadCtx *c)
{
    for (int d = 0; d < c->report.nfiles && d < REPORT_MAX_FILES; d++) {
        if (c->plural_written & (1u << d))
            return true;
        if (c->written[d] & (1u << TEXT_KING))
            return false;
    }
    return false;
}

/* king_name = "Mullah", king_plural = "Mullahs": the plural, where the script does not give it,
 * is the name with an "s", as English makes it. */
static void read_king_names(LoadCtx *c, int t, Variant *v)
{
    read_string(c, t, "king_name", false, v->king_name, sizeof v->king_name);
    memcpy(v->king_key, v->king_name, sizeof v->king_key);
    char plural[sizeof v->king_plural] = "";
    read_string(c, t, "king_plural", false, plural, sizeof plural);
    if (plural_given(c) && plural[0])
        memcpy(v->king_plural, plural, sizeof plural);
    else
        snprintf(v->king_plural, sizeof v->king_plural, "%ss", v->king_name);
}

static void compile(LoadCtx *c, int t, GameDef *def)
{
    Variant *v = &def->variant;
    variant_init(v);
    check_keys(c, t, top_fields, false, "");
    read_string(c, t, "id", true, def->id, sizeof def->id);
    if (def->id[0] && !valid_id(def->id))
        report_problem(&c->report, "id", "id", def->id, "'%s': expected lower-case letters, digits and '_'", def->id);
    read_string(c, t, "name", true, def->name, sizeof def->name);
    read_string(c, t, "summary", true, def->summary, sizeof def->summary);
    read_string(c, t, "region", false, def->region, sizeof def->region);
    read_prose(c, t, "history", false, def->history, sizeof def->history);
    read_prose(c, t, "notes", false, def->notes, sizeof def->notes);
    read_disputes(c, t, def);
    read_string(c, t, "extends", false, def->extends, sizeof def->extends);
    read_king_names(c, t, v);
    snprintf(v->id, sizeof v->id, "%s", def->id);
    read_sources(c, t, def);
    read_sides(c, t, v);
    lua_State *L = c->L;
    if (lua_getfield(L, t, "rules") == LUA_TTABLE) { /* +1 */
        static const char *const none[] = {NULL};
        check_keys(c, lua_gettop(L), none, true, "rules.");
        read_rule_options(c, lua_gettop(L), "rules.", &def->base_rules, NULL);
    } else if (!lua_isnil(L, -1)) {
        report_problem(&c->report, "rules", "rules", NULL, "expected a table of rule options, got %s", type_of(L, -1));
    }
    lua_pop(L, 1);
    read_rulesets(c, t, def);
    def->hooks = read_hooks(c, t, "hooks", "the game's script", "");
    read_board(c, t, &v->board);
    if (c->report.nerrors)
        return;
    v->rules = def->base_rules;
    Err e;
    if (!variant_check_sides(v, &e)) {
        report_problem(&c->report, "sides", "sides", NULL, "%s", e.msg);
        return;
    }
    if (!variant_conclude(v, &e)) {
        report_problem(&c->report, "board", "board", NULL, "%s", e.msg);
        return;
    }
    read_crown(c, t, v);
    read_start(c, t, v);
    if (!c->report.nerrors)
        lessons_read(c->L, t, &c->report, def); /* checked against the compiled game */
    if (!c->report.nerrors)
        read_tests(c, t, def);
}

/* variant{...}: returns its table; the marker that a script defines a game. */
static int l_loader_variant(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    return 1;
}

/* ---- running the script ---- */

static bool load_into(LoadCtx *c, const char *path, GameDef *def)
{
    char err[512];
    if (!sandbox_run_prelude(c->sb, "=prelude", kharbaga_prelude, kharbaga_prelude_len, err, sizeof err)) {
        report_plain(&c->report, "%s", err);
        return false;
    }
    lua_pushcfunction(c->L, l_loader_variant);
    sandbox_set_global(c->sb, "variant");
    if (!load_table(c, path, 0))
        return false;
    int t = lua_gettop(c->L);
    compile(c, t, def);
    lua_pop(c->L, 1);
    texts_origins(c, def);
    snprintf(def->path, sizeof def->path, "%s", path);
    return c->report.nerrors == 0;
}

/* The whole load as one protected call, so that a Lua error raised by the loader's own reading
 * of the table (memory exhausted by the script, say) becomes a reported problem, never an abort. */
typedef struct LoadJob {
    LoadCtx *c;
    const char *path;
    GameDef *def;
    bool ok;
} LoadJob;

static int l_loader_job(lua_State *L)
{
    LoadJob *job = lua_touserdata(L, 1);
    job->ok = load_into(job->c, job->path, job->def);
    return 0;
}

bool loader_load(const char *name_or_path, GameDef *def, char *err, size_t errlen)
{
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    return loader_load_limited(name_or_path, &limits, def, err, errlen);
}

static bool load_game(const char *path, char *text, const SandboxLimits *limits, GameDef *def, char *err,
                      size_t errlen);

bool loader_load_limited(const char *name_or_path, const SandboxLimits *limits, GameDef *def, char *err,
                         size_t errlen)
{
    memset(def, 0, sizeof *def);
    err[0] = '\0';
    char path[LOADER_PATH];
    if (strlen(name_or_path) + 8 >= sizeof path) {
        err_format(err, errlen, "variant path too long (%zu characters; at most %d)", strlen(name_or_path),
                 LOADER_PATH - 8);
        return false;
    }
    if (!resolve(name_or_path, NULL, path, sizeof path)) {
        SearchDir dirs[LOADER_MAX_DIRS];
        int skipped, n = loader_search_path(dirs, LOADER_MAX_DIRS, &skipped);
        char where[2048] = "", left_out[128] = "";
        for (int i = 0; i < n; i++) {
            size_t used = strlen(where);
            snprintf(where + used, sizeof where - used, "%s%.*s", i ? ", " : "", dirs[i].len, dirs[i].at);
        }
        if (skipped)
            snprintf(left_out, sizeof left_out, "; %d more directories of KHARBAGA_PATH (after its first %d) are not searched",
                     skipped, LOADER_MAX_DIRS - 2);
        err_format(err, errlen, "unknown variant '%s': no %s.lua in %s%s (see 'kharbaga variants')", name_or_path,
                 name_or_path, n ? where : "the search path", left_out);
        return false;
    }
    if (!load_game(path, NULL, limits, def, err, errlen))
        return false;
    texts_translate(def, limits); /* after the load's frame: its context is large */
    return true;
}

/* The load itself, of the script at path or, given its text (malloc'ed, taken over), of the
 * script whose chunk name path is: one implementation for files and texts. */
static bool load_game(const char *path, char *text, const SandboxLimits *limits, GameDef *def, char *err,
                      size_t errlen)
{
    memset(def, 0, sizeof *def);
    rules_default(&def->base_rules);
    LoadCtx c;
    memset(&c, 0, sizeof c);
    report_init(&c.report, err, errlen);
    c.from_memory = text != NULL;
    c.memory_text = text;
    c.sb = sandbox_new(limits);
    if (!c.sb) {
        free(text);
        return report_fail(err, errlen, NULL, "out of memory starting Lua");
    }
    if (text)
        sandbox_discard_print(c.sb); /* a text comes from a client of the server: its lines are not the log's */
    c.L = sandbox_lua(c.sb);
    LoadJob job = {&c, path, def, false};
    lua_pushcfunction(c.L, l_loader_job);
    lua_pushlightuserdata(c.L, &job);
    char msg[512];
    bool ok = sandbox_call(c.sb, 1, 0, msg, sizeof msg) && job.ok;
    if (!job.ok && c.report.nerrors == 0)
        report_at(&c.report, path, 0, NULL, "%s", msg);
    free(c.memory_text); /* not run: the prelude failed */
    def->sandbox = c.sb; /* kept while hooks need it */
    report_free(&c.report);
    bool hooked = def->hooks != NULL;
    for (int r = 0; r < def->nrulesets; r++)
        hooked |= def->ruleset_hooks[r] != NULL;
    if (!ok || !hooked) {
        gamedef_release(def);
        if (!ok)
            return false;
    }
    Err e;
    if (!gamedef_select(def, NULL, NULL, 0, &e))
        return report_fail(err, errlen, path, "%s", e.msg);
    return true;
}

/* A chunk name a text may have: a file name ending in ".lua", without a directory. */
static bool chunk_name_ok(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && n < 64 && !strcmp(name + n - 4, ".lua") && !strchr(name, '/') && name[0] != '.';
}

bool loader_load_text_limited(const char *name, const char *text, size_t len, const SandboxLimits *limits, GameDef *def,
                              char *err, size_t errlen)
{
    memset(def, 0, sizeof *def);
    err[0] = '\0';
    if (!chunk_name_ok(name))
        return report_fail(err, errlen, NULL, "script name '%.63s': expected a file name ending in .lua, without a "
                           "directory", name);
    if (len > LOADER_MAX_TEXT)
        return report_fail(err, errlen, name, "a script of %zu bytes; at most %d", len, LOADER_MAX_TEXT);
    if (memchr(text, '\0', len))
        return report_fail(err, errlen, name, "not a text (contains a NUL byte)");
    char *copy = malloc(len + 1);
    if (!copy)
        return report_fail(err, errlen, NULL, "out of memory");
    memcpy(copy, text, len);
    copy[len] = '\0';
    return load_game(name, copy, limits, def, err, errlen);
}

bool loader_load_text(const char *name, const char *text, size_t len, GameDef *def, char *err, size_t errlen)
{
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    return loader_load_text_limited(name, text, len, &limits, def, err, errlen);
}
