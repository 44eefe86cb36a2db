/*
 * loader.c — running a variant script and compiling its table into a GameDef.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#include "loader.h"

#include "hookhost.h"
#include "lessons.h"
#include "position.h"
#include "report.h"
#include "sandbox.h"

#include <lauxlib.h>
#include <lua.h>

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

extern const char kharbaga_prelude[];
extern const size_t kharbaga_prelude_len;

enum {
    MAX_EXTENDS = REPORT_MAX_FILES - 1,
    /* Lines may not overlap, so each holds at least one of the links between neighbours, of
     * which a point has at most MAX_DIRS. */
    MAX_BOARD_LINES = MAX_POINTS * MAX_DIRS / 2,
};

typedef struct LoadCtx {
    Sandbox *sb;
    lua_State *L;
    Report report; /* files[0] is the script asked for, then what it extends */
    /* The chain of `extends`: chain[0] the script asked for (its file name without ".lua"), then
     * each base as its `extends` names it; and the identity of each file read, for cycles. */
    char chain[MAX_EXTENDS + 2][41]; /* short enough for the whole chain to fit one message */
    dev_t dev[REPORT_MAX_FILES];
    ino_t ino[REPORT_MAX_FILES];
    /* While an entry of a list is read (disputes[2], rulesets[3]): its fields' names get `prefix`
     * and their lines are looked for within the entry. */
    const ReportEntry *entry;
    char prefix[48];
} LoadCtx;

/* ---- reading fields ---- */

static const char *type_of(lua_State *L, int idx) { return luaL_typename(L, idx); }

/* A problem with field `key` of the table being read: "prefix.key" in an entry of a list (found
 * within the entry), else `field` where key is written. */
static void problem(LoadCtx *c, const char *field, const char *key, const char *value, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static void problem(LoadCtx *c, const char *field, const char *key, const char *value, const char *fmt, ...)
{
    char msg[512], named[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (c->entry && strncmp(field, c->prefix, strlen(c->prefix)) != 0) {
        snprintf(named, sizeof named, "%s%s", c->prefix, field);
        field = named;
    }
    report_in_entry(&c->report, c->entry, field, key, value, "%s", msg);
}

/* Whether the n bytes at s are printable text, on one line unless `prose` (report_text_ok); if not,
 * reports it as a problem with `field`, found where `key` is written. */
static bool text_ok(LoadCtx *c, const char *field, const char *key, const char *s, size_t n, bool prose)
{
    char msg[160];
    if (report_text_ok(s, n, prose, msg, sizeof msg))
        return true;
    problem(c, field, key, NULL, "%s", msg);
    return false;
}

/* Copies string field `key` of table t into out: printable text, on one line unless `prose`.
 * Missing: error if required. Problems name `field` ("hooks.description"), found where key is
 * written. */
static bool read_field_text(LoadCtx *c, int t, const char *field, const char *key, bool required, bool prose, char *out,
                            size_t len)
{
    lua_State *L = c->L;
    bool ok = true;
    int type = lua_getfield(L, t, key); /* +1 */
    if (type == LUA_TSTRING) {
        size_t n;
        const char *s = lua_tolstring(L, -1, &n);
        if (n >= len) {
            problem(c, field, key, NULL, "text too long (at most %zu characters)", len - 1);
            ok = false;
        } else if (!text_ok(c, field, key, s, n, prose)) {
            ok = false;
        } else {
            memcpy(out, s, n + 1);
        }
    } else if (type != LUA_TNIL || required) {
        problem(c, field, key, NULL, "expected a string, got %s", type == LUA_TNIL ? "nothing" : type_of(L, -1));
        ok = false;
    }
    lua_pop(L, 1);
    return ok;
}

static bool read_text(LoadCtx *c, int t, const char *key, bool required, bool prose, char *out, size_t len)
{
    return read_field_text(c, t, key, key, required, prose, out, len);
}

/* A field of one line: a name, an id, a summary. */
static bool read_string(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len)
{
    return read_text(c, t, key, required, false, out, len);
}

/* A field of paragraphs, which may hold line breaks: history, notes, a dispute's text. */
static bool read_prose(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len)
{
    return read_text(c, t, key, required, true, out, len);
}

/* Whether the value at idx is a whole number (an integer, or a float without a fraction, as
 * `x / 2` gives); its value in *out. */
static bool whole_number(lua_State *L, int idx, lua_Integer *out)
{
    int isnum = 0;
    *out = lua_type(L, idx) == LUA_TNUMBER ? lua_tointegerx(L, idx, &isnum) : 0;
    return isnum != 0;
}

/* The text of a rule value as written in a script: a string, or a whole number (a float without
 * a fraction counts: 4.0 is 4). */
static bool value_text(lua_State *L, int idx, char *buf, size_t len)
{
    if (lua_type(L, idx) == LUA_TSTRING) {
        snprintf(buf, len, "%s", lua_tostring(L, idx));
        return true;
    }
    lua_Integer n;
    if (!whole_number(L, idx, &n))
        return false;
    snprintf(buf, len, "%lld", (long long)n);
    return true;
}

static const char *const top_fields[] = {
    "id", "name", "region", "summary", "history", "sources", "board", "sides", "king_name",
    "rules", "rulesets", "extends", "start", "crown", "notes", "disputes", "hooks", "lessons", NULL,
};

static const char *const hook_fields[] = {"moves", "after", NULL}; /* the functions */
static const char *const hook_keys[] = {"moves", "after", "description", NULL};

static const char *const dispute_fields[] = {"option", "topic", "text", NULL};

static const char *const ruleset_fields[] = {"id", "kind", "source", "hooks", NULL};

static bool in_list(const char *const *list, const char *s)
{
    for (int i = 0; list[i]; i++)
        if (strcmp(list[i], s) == 0)
            return true;
    return false;
}

/* "; expected a, b or c": the fields a table may have. */
static void list_fields(const char *const *fields, char *buf, size_t len)
{
    snprintf(buf, len, "; expected ");
    for (int i = 0; fields[i]; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : fields[i + 1] ? ", " : " or ", fields[i]);
    }
}

/* Reports every string key of table t that is neither in `fields` nor (if rules_too) a rule. */
static void check_keys(LoadCtx *c, int t, const char *const *fields, bool rules_too, const char *where)
{
    lua_State *L = c->L;
    lua_pushnil(L);
    while (lua_next(L, t)) { /* key at -2, value at -1 */
        if (lua_type(L, -2) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -2);
            if (!in_list(fields, k) && !(rules_too && rules_option(k))) {
                char field[96], known[128] = "";
                snprintf(field, sizeof field, "%s%s", where, k);
                if (!rules_too && fields != top_fields)
                    list_fields(fields, known, sizeof known);
                problem(c, field, k, NULL, "unknown field%s%s", rules_too ? " (not a rule option either)" : "", known);
            }
        } else {
            char field[96];
            snprintf(field, sizeof field, "%s[%s]", *where ? where : "variant", type_of(L, -2));
            problem(c, field, "variant", NULL, "unexpected list entry; fields are written name = value");
        }
        lua_pop(L, 1);
    }
}

/* Applies every rule option present in table t to *r (and, if out != NULL, records it as an
 * override). `where` prefixes field names in messages ("rules.", "rulesets[2]."). */
static void read_rule_options(LoadCtx *c, int t, const char *where, Rules *r, Ruleset *out)
{
    lua_State *L = c->L;
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        if (lua_getfield(L, t, o->key) != LUA_TNIL) { /* +1 */
            char field[96], value[64];
            snprintf(field, sizeof field, "%s%s", where, o->key);
            Err e;
            if (!value_text(L, -1, value, sizeof value)) {
                char expected[192];
                rules_expected_text(o, expected, sizeof expected);
                if (lua_type(L, -1) != LUA_TNUMBER)
                    problem(c, field, o->key, NULL, "%s, got %s", expected, type_of(L, -1));
                else if (o->values[0] || !(fabs(lua_tonumber(L, -1)) < 9e18)) /* no number fits, or past any */
                    problem(c, field, o->key, NULL, "%.14g is not a value of this option; %s", lua_tonumber(L, -1),
                            expected);
                else
                    problem(c, field, o->key, NULL, "%.14g is not a whole number; %s", lua_tonumber(L, -1), expected);
            } else if (!rules_set(r, o->key, value, &e)) { /* a known key: ERR_BAD_VALUE */
                problem(c, field, o->key, value, "'%s' is not a value of this option; %s", value, e.msg + e.detail);
            } else if (out) {
                if (out->noverrides < MAX_OVERRIDES)
                    out->overrides[out->noverrides++] = (RuleOverride){i, rules_get(r, o)};
            }
        }
        lua_pop(L, 1);
    }
}

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
            memcpy(v->side_name[s], name, n + 1);
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
static HookHost *read_hooks(LoadCtx *c, int t, const char *where, const char *owner, const char *description)
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

static bool valid_id(const char *id);

/* ---- the board ---- */

/* Reads board.points[i] of n, the table at the top: { name, x, y }. */
static bool read_point(LoadCtx *c, Board *b, lua_Integer i, lua_Integer n)
{
    lua_State *L = c->L;
    char field[48];
    snprintf(field, sizeof field, "board.points[%lld]", (long long)i);
    ReportEntry at = {"points", i, n, NULL, 0, NULL};
    if (!lua_istable(L, -1)) {
        report_entry(&c->report, &at, field, "expected { name, x, y }, got %s", type_of(L, -1));
        return false;
    }
    lua_geti(L, -1, 1); /* +1 name */
    lua_geti(L, -2, 2); /* +1 x */
    lua_geti(L, -3, 3); /* +1 y */
    bool ok = false;
    lua_Integer x, y;
    at.name = lua_type(L, -3) == LUA_TSTRING ? lua_tostring(L, -3) : NULL;
    if (!at.name || !whole_number(L, -2, &x) || !whole_number(L, -1, &y)) {
        report_entry(&c->report, &at, field, "expected { name, x, y } with a string name and whole-number coordinates");
    } else {
        const char *name = at.name;
        Err e;
        if (x < -10000 || x > 10000 || y < -10000 || y > 10000) {
            report_entry(&c->report, &at, field, "coordinates must be within -10000..10000");
        } else if (board_find(b, name) >= 0) {
            at.nth = 2;
            report_entry(&c->report, &at, field, "point '%s' is declared twice", name);
        } else if (!board_add_point(b, name, (int)x, (int)y, &e)) {
            report_entry(&c->report, &at, field, "%s", e.msg);
        } else {
            ok = true;
        }
    }
    lua_pop(L, 3);
    return ok;
}

/* Reads board.lines[i] of count, the table at the top: point names in order along the line. */
static void read_line(LoadCtx *c, Board *b, lua_Integer i, lua_Integer count)
{
    lua_State *L = c->L;
    char field[48];
    snprintf(field, sizeof field, "board.lines[%lld]", (long long)i);
    ReportEntry at = {"lines", i, count, NULL, 0, NULL};
    if (!lua_istable(L, -1)) {
        at.name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL; /* "a1-b1" */
        report_entry(&c->report, &at, field, "expected a list of point names, got %s", type_of(L, -1));
        return;
    }
    int pts[MAX_POINTS];
    lua_Integer n = luaL_len(L, -1);
    if (n < 2 || n > MAX_POINTS) {
        lua_geti(L, -1, 1); /* +1: the first name finds the entry */
        at.name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        report_entry(&c->report, &at, field, "a line lists 2 to %d point names, this one %lld", MAX_POINTS, (long long)n);
        lua_pop(L, 1);
        return;
    }
    for (lua_Integer k = 1; k <= n; k++) {
        lua_geti(L, -1, k); /* +1 */
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        pts[k - 1] = name ? board_find(b, name) : -1;
        if (pts[k - 1] < 0) {
            at.name = name;
            if (name)
                report_entry(&c->report, &at, field, "'%s' is not a declared point", name);
            else
                report_entry(&c->report, &at, field, "'%s' is not a declared point", type_of(L, -1));
            lua_pop(L, 1);
            return;
        }
        lua_pop(L, 1);
    }
    Err e;
    if (!board_add_line(b, pts, (int)n, &e) || !board_check_line(b, pts, (int)n, &e)) {
        /* where the list is computed: the text line that lists its points, "a1","b1","b2" */
        char seq[MAX_POINTS * (MAX_NAME + 3)] = "";
        for (lua_Integer k = 0; k < n; k++) {
            size_t used = strlen(seq);
            snprintf(seq + used, sizeof seq - used, "%s\"%s\"", k ? "," : "", b->name[pts[k]]);
        }
        at.name = b->name[pts[0]];
        at.value = seq;
        report_entry(&c->report, &at, field, "%s", e.msg);
    }
}

static void read_board(LoadCtx *c, int t, Board *b)
{
    lua_State *L = c->L;
    if (lua_getfield(L, t, "board") != LUA_TTABLE) { /* +1 */
        report_problem(&c->report, "board", "board", NULL, "expected a board table, e.g. boards.kharbaga41(), got %s",
                type_of(L, -1));
        lua_pop(L, 1);
        return;
    }
    int bt = lua_gettop(L);
    const char *parts[] = {"points", "lines"};
    for (int part = 0; part < 2; part++) {
        if (lua_getfield(L, bt, parts[part]) != LUA_TTABLE) { /* +1 */
            char field[32];
            snprintf(field, sizeof field, "board.%s", parts[part]);
            report_problem(&c->report, field, "board", NULL, "expected a list, got %s", type_of(L, -1));
            lua_pop(L, 2);
            return;
        }
        lua_Integer n = luaL_len(L, -1);
        if (part == 0 && n > MAX_POINTS) {
            report_problem(&c->report, "board.points", "points", NULL, "%lld points; a board has at most %d", (long long)n,
                    MAX_POINTS);
            lua_pop(L, 2);
            return;
        }
        if (part == 1 && n > MAX_BOARD_LINES) {
            report_problem(&c->report, "board.lines", "lines", NULL, "%lld lines; a board has at most %d", (long long)n,
                    MAX_BOARD_LINES);
            lua_pop(L, 2);
            return;
        }
        for (lua_Integer i = 1; i <= n; i++) {
            lua_geti(L, -1, i); /* +1 */
            if (part == 0)
                read_point(c, b, i, n);
            else
                read_line(c, b, i, n);
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    Err e;
    if (c->report.nerrors == 0 && !board_finish(b, &e))
        report_problem(&c->report, "board", "board", NULL, "%s", e.msg);
}

/* ---- rulesets ---- */

static void read_ruleset_fields(LoadCtx *c, int t, const char *where, GameDef *def);

static void read_ruleset(LoadCtx *c, int t, int i, int n, GameDef *def)
{
    lua_State *L = c->L;
    char where[32];
    snprintf(where, sizeof where, "rulesets[%d].", i);
    ReportEntry at = {"rulesets", i, n, NULL, 0, NULL};
    if (!lua_istable(L, t)) {
        where[strlen(where) - 1] = '\0';
        report_entry(&c->report, &at, where, "expected a table { id = ..., source = ..., kind = ... }, got %s", type_of(L, t));
        return;
    }
    c->entry = &at;
    snprintf(c->prefix, sizeof c->prefix, "%s", where);
    read_ruleset_fields(c, t, where, def);
    c->entry = NULL;
}

/* The fields of the ruleset table t, written as `where` ("rulesets[2].") says. */
static void read_ruleset_fields(LoadCtx *c, int t, const char *where, GameDef *def)
{
    lua_State *L = c->L;
    Ruleset *rs = &def->rulesets[def->nrulesets];
    memset(rs, 0, sizeof *rs);
    check_keys(c, t, ruleset_fields, true, where);
    char id_field[48];
    snprintf(id_field, sizeof id_field, "%sid", where);
    size_t id_len = 0;
    const char *id = lua_getfield(L, t, "id") == LUA_TSTRING ? lua_tolstring(L, -1, &id_len) : NULL; /* +1 */
    if (!id) {
        problem(c, id_field, "id", NULL, "expected id = \"name\"");
    } else if (id_len >= sizeof rs->id || !valid_id(id)) {
        problem(c, id_field, "id", id, "'%s': expected lower-case letters, digits and '_', at most %zu characters", id,
                sizeof rs->id - 1);
    } else {
        snprintf(rs->id, sizeof rs->id, "%s", id);
        for (int k = 0; k < def->nrulesets; k++)
            if (strcmp(def->rulesets[k].id, rs->id) == 0)
                report_nth(&c->report, 2, "rulesets", "id", rs->id, "ruleset '%s' is declared twice", rs->id);
    }
    lua_pop(L, 1);
    char field[64];
    snprintf(field, sizeof field, "%skind", where);
    strcpy(rs->kind, "described");
    int type = lua_getfield(L, t, "kind"); /* +1 */
    const char *kind = type == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (kind && (!strcmp(kind, "described") || !strcmp(kind, "reconstructed")))
        snprintf(rs->kind, sizeof rs->kind, "%s", kind);
    else if (type != LUA_TNIL)
        problem(c, field, "kind", kind, "expected \"described\" or \"reconstructed\"");
    lua_pop(L, 1);
    snprintf(field, sizeof field, "%ssource", where);
    if (lua_getfield(L, t, "source") == LUA_TSTRING && lua_rawlen(L, -1) >= sizeof rs->source) /* +1 */
        problem(c, field, "source", NULL, "text too long (at most %zu characters)", sizeof rs->source - 1);
    else if (lua_type(L, -1) == LUA_TSTRING) {
        if (text_ok(c, field, "source", lua_tostring(L, -1), lua_rawlen(L, -1), false))
            snprintf(rs->source, sizeof rs->source, "%s", lua_tostring(L, -1));
    } else if (!lua_isnil(L, -1))
        problem(c, field, "source", NULL, "expected a string, got %s", type_of(L, -1));
    lua_pop(L, 1);
    Rules scratch = def->base_rules;
    read_rule_options(c, t, where, &scratch, rs);
    char hooks_field[48];
    snprintf(hooks_field, sizeof hooks_field, "%shooks", where);
    char owner[48];
    snprintf(owner, sizeof owner, "ruleset %s", rs->id);
    def->ruleset_hooks[def->nrulesets] = read_hooks(c, t, hooks_field, owner, rs->source);
    def->nrulesets++;
}

static void read_rulesets(LoadCtx *c, int t, GameDef *def)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "rulesets"); /* +1 */
    if (type == LUA_TNIL) {
        /* a game without named rulesets gets one, its declared rules */
        lua_pop(L, 1);
        def->nrulesets = 1;
        memset(&def->rulesets[0], 0, sizeof def->rulesets[0]);
        strcpy(def->rulesets[0].id, "default");
        strcpy(def->rulesets[0].kind, "described");
        snprintf(def->rulesets[0].source, sizeof def->rulesets[0].source, "the script's rules");
        return;
    }
    lua_Integer n = type == LUA_TTABLE ? luaL_len(L, -1) : 0;
    if (type != LUA_TTABLE || n < 1 || n > MAX_RULESETS) {
        report_problem(&c->report, "rulesets", "rulesets", NULL, "expected a list of 1 to %d rulesets", MAX_RULESETS);
        lua_pop(L, 1);
        return;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, -1, i); /* +1 */
        read_ruleset(c, lua_gettop(L), (int)i, (int)n, def);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

/* ---- start and crown ---- */

static void read_points_list(LoadCtx *c, const Board *b, const char *field, Bits *out)
{
    lua_State *L = c->L;
    *out = bits_empty();
    if (!lua_istable(L, -1)) {
        report_problem(&c->report, field, "crown", NULL, "expected a list of point names, got %s",
                       lua_isnil(L, -1) ? "nothing" : type_of(L, -1));
        return;
    }
    lua_Integer n = luaL_len(L, -1);
    if (n > MAX_POINTS) { /* also bounds the loop when __len claims any length */
        report_problem(&c->report, field, "crown", NULL, "%lld point names; a board has at most %d points", (long long)n,
                MAX_POINTS);
        return;
    }
    for (lua_Integer k = 1; k <= n; k++) {
        lua_geti(L, -1, k); /* +1 */
        const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
        int p = name ? board_find(b, name) : -1;
        if (p < 0 && name)
            report_point(&c->report, 1, field, name, NULL, "'%s' is not a point of the board", name);
        else if (p < 0)
            report_problem(&c->report, field, "crown", NULL, "expected point names, got %s", type_of(L, -1));
        else
            bits_add(out, p);
        lua_pop(L, 1);
    }
}

static void read_crown(LoadCtx *c, int t, Variant *v)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "crown"); /* +1 */
    if (type == LUA_TTABLE) {
        static const char *const keys[] = {"south", "north", NULL};
        check_keys(c, lua_gettop(L), keys, false, "crown.");
        for (int s = 0; s < 2; s++) {
            lua_getfield(L, -1, keys[s]); /* +1 */
            char field[32];
            snprintf(field, sizeof field, "crown.%s", keys[s]);
            read_points_list(c, &v->board, field, &v->crown[s]);
            lua_pop(L, 1);
        }
        v->explicit_crown = true;
    } else if (type != LUA_TNIL) {
        report_problem(&c->report, "crown", "crown", NULL, "expected { south = {...}, north = {...} }");
    }
    lua_pop(L, 1);
}

static void read_start(LoadCtx *c, int t, Variant *v)
{
    char text[2048] = "";
    if (!read_string(c, t, "start", false, text, sizeof text) || !text[0])
        return;
    Position pos;
    Err e;
    if (!position_from_text(v, text, &pos, &e)) {
        report_problem(&c->report, "start", "start", NULL, "%s", e.msg);
        return;
    }
    for (int s = 0; s < 2; s++) {
        v->start_men[s] = pos.men[s];
        v->start_kings[s] = pos.kings[s];
    }
    v->explicit_start = true;
}

/* ---- the whole table ---- */

static bool valid_id(const char *id)
{
    if (!*id)
        return false;
    for (const char *s = id; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_'))
            return false;
    return true;
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
    read_string(c, t, "king_name", false, v->king_name, sizeof v->king_name);
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
}

/* ---- files and extends ---- */

static bool is_path(const char *s) { return strchr(s, '/') || (strlen(s) > 4 && !strcmp(s + strlen(s) - 4, ".lua")); }

/* Resolves `name`, the `extends` of the script `from` (NULL: the command line's game): a path is
 * taken relative to from's directory (to the working directory without from); an id is looked
 * for next to from first, then on the search path. */
static bool resolve(const char *name, const char *from, char *path, size_t len)
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

/* variant{...}: returns its table; the marker that a script defines a game. */
static int l_loader_variant(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    return 1;
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

/* Pushes a new table: base's fields overridden by ext's, with `rules` merged key by key. */
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

/* Runs the script at path (the depth-th of the chain) and pushes its table, with `extends`
 * resolved (recursively). A chain that comes back to a script, or goes more than MAX_EXTENDS
 * levels deep, is reported where the script asked for writes its `extends`, with the chain. */
static bool load_table(LoadCtx *c, const char *path, int depth)
{
    lua_State *L = c->L;
    if (c->report.nfiles >= REPORT_MAX_FILES) { /* never: the chain is stopped before this */
        report_plain(&c->report, "%s: extends goes more than %d levels deep", c->report.files[0].path, MAX_EXTENDS);
        return false;
    }
    if (depth == 0) { /* the chain starts with the script's file name */
        const char *slash = strrchr(path, '/'), *file = slash ? slash + 1 : path;
        size_t len = strlen(file);
        if (len > 4 && strcmp(file + len - 4, ".lua") == 0)
            len -= 4;
        snprintf(c->chain[0], sizeof c->chain[0], "%.*s", (int)(len < sizeof c->chain[0] ? len : sizeof c->chain[0] - 1),
                 file);
    }
    char msg[LOADER_ERRLEN];
    char *text = report_read_text(path, msg, sizeof msg);
    if (!text && depth > 0) /* a base: where the script that extends it names it */
        report_problem(&c->report, "extends", "extends", c->chain[depth], "%s", msg);
    else if (!text)
        report_plain(&c->report, "%s", msg);
    if (!text)
        return false;
    struct stat st;
    bool known = stat(path, &st) == 0;
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
        report_plain(&c->report, "%s:1: the script must return a table: return variant { ... }%s", path, inherited);
        lua_pop(L, 1);
        return false;
    }
    if (lua_getfield(L, -1, "extends") != LUA_TSTRING) { /* +1 */
        lua_pop(L, 1);
        return true;
    }
    char base_path[LOADER_PATH];
    const char *base = lua_tostring(L, -1);
    if (!resolve(base, path, base_path, sizeof base_path)) {
        report_problem(&c->report, "extends", "extends", base, "no game '%s' found (looked next to the script and on the search path)",
                base);
        lua_pop(L, 2);
        return false;
    }
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
    merge_tables(L, ext + 1, ext); /* +1 merged */
    lua_replace(L, ext);           /* merged takes ext's slot */
    lua_pop(L, 1);                 /* base */
    return true;
}

static bool load_into(LoadCtx *c, const char *path, GameDef *def)
{
    if (!sandbox_run_prelude(c->sb, "=prelude", kharbaga_prelude, kharbaga_prelude_len, c->report.err, c->report.errlen)) {
        c->report.nerrors++;
        return false;
    }
    lua_pushcfunction(c->L, l_loader_variant);
    sandbox_set_global(c->sb, "variant");
    if (!load_table(c, path, 0))
        return false;
    int t = lua_gettop(c->L);
    compile(c, t, def);
    lua_pop(c->L, 1);
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

bool loader_load_limited(const char *name_or_path, const SandboxLimits *limits, GameDef *def, char *err,
                         size_t errlen)
{
    memset(def, 0, sizeof *def);
    rules_default(&def->base_rules);
    err[0] = '\0';
    char path[LOADER_PATH];
    if (strlen(name_or_path) + 8 >= sizeof path) {
        err_format(err, errlen, "variant path too long (%zu characters; at most %d)", strlen(name_or_path),
                 LOADER_PATH - 8);
        return false;
    }
    if (!resolve(name_or_path, NULL, path, sizeof path)) {
        char dirs[LOADER_MAX_DIRS][LOADER_PATH];
        int skipped, n = loader_search_path(dirs, LOADER_MAX_DIRS, &skipped);
        char where[2048] = "", left_out[128] = "";
        for (int i = 0; i < n; i++) {
            size_t used = strlen(where);
            snprintf(where + used, sizeof where - used, "%s%s", i ? ", " : "", dirs[i]);
        }
        if (skipped)
            snprintf(left_out, sizeof left_out, "; %d more directories of KHARBAGA_PATH (after its first %d) are not searched",
                     skipped, LOADER_MAX_DIRS - 2);
        err_format(err, errlen, "unknown variant '%s': no %s.lua in %s%s (see 'kharbaga variants')", name_or_path,
                 name_or_path, n ? where : "the search path", left_out);
        return false;
    }
    LoadCtx c;
    memset(&c, 0, sizeof c);
    report_init(&c.report, err, errlen);
    c.sb = sandbox_new(limits);
    if (!c.sb) {
        err_format(err, errlen, "out of memory starting Lua");
        return false;
    }
    c.L = sandbox_lua(c.sb);
    LoadJob job = {&c, path, def, false};
    lua_pushcfunction(c.L, l_loader_job);
    lua_pushlightuserdata(c.L, &job);
    char msg[512];
    bool ok = sandbox_call(c.sb, 1, 0, msg, sizeof msg) && job.ok;
    if (!job.ok && c.report.nerrors == 0)
        report_plain(&c.report, "%s: %s", path, msg);
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
    if (!gamedef_select(def, NULL, NULL, 0, &e)) {
        err_format(err, errlen, "%s: %s", path, e.msg);
        return false;
    }
    return true;
}

void gamedef_release(GameDef *def)
{
    hooks_host_free(def->hooks);
    def->hooks = NULL;
    for (int r = 0; r < MAX_RULESETS; r++) {
        hooks_host_free(def->ruleset_hooks[r]);
        def->ruleset_hooks[r] = NULL;
    }
    free(def->candidates);
    def->candidates = NULL;
    if (def->sandbox)
        sandbox_free(def->sandbox);
    def->sandbox = NULL;
    def->variant.hooks = NULL;
    def->variant.hook_candidates = NULL;
}

static HookHost *active_host(const GameDef *def)
{
    return def->ruleset_hooks[def->ruleset] ? def->ruleset_hooks[def->ruleset] : def->hooks;
}

const char *gamedef_hook_error(const GameDef *def)
{
    const HookHost *host = active_host(def);
    return host ? hooks_host_error(host) : NULL;
}

void gamedef_hooks_reset(const GameDef *def)
{
    HookHost *host = active_host(def);
    if (host)
        hooks_host_reset(host);
}

bool gamedef_has_after_hook(const GameDef *def)
{
    const HookHost *host = active_host(def);
    return host && hooks_host_has_after(host);
}

bool gamedef_has_moves_hook(const GameDef *def)
{
    const HookHost *host = active_host(def);
    return host && hooks_host_has_moves(host);
}

/* Gives the variant the selected ruleset's hooks (or the game's), with their candidate twin. */
static bool attach_hooks(GameDef *def, Err *err)
{
    HookHost *host = active_host(def);
    Variant *v = &def->variant;
    v->hooks = NULL;
    v->hook_candidates = NULL;
    if (!host)
        return true;
    if (!def->candidates && !(def->candidates = malloc(sizeof *def->candidates)))
        return err_set(err, "out of memory");
    hooks_host_reset(host);
    v->hooks = hooks_host_callbacks(host);
    return variant_conclude_hook_candidates(v, def->candidates, err);
}

bool gamedef_select(GameDef *def, const char *ruleset, const char *const *changes, int nchanges, Err *err)
{
    int index = 0;
    if (ruleset) {
        index = -1;
        char ids[512] = "";
        for (int i = 0; i < def->nrulesets; i++) {
            if (strcmp(def->rulesets[i].id, ruleset) == 0)
                index = i;
            size_t used = strlen(ids);
            snprintf(ids + used, sizeof ids - used, "%s%s", i ? ", " : "", def->rulesets[i].id);
        }
        if (index < 0)
            return err_set(err, "unknown ruleset '%s' for %s: expected one of %s", ruleset, def->id, ids);
    }
    Rules r = def->base_rules;
    const Ruleset *rs = &def->rulesets[index];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&r + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    for (int i = 0; i < nchanges; i++)
        if (!rules_set_pair(&r, changes[i], err))
            return false;
    def->ruleset = index;
    def->variant.rules = r;
    return variant_conclude(&def->variant, err) && attach_hooks(def, err);
}
