/*
 * loader_fields.c — reading a script's fields and values, each problem reported with where it
 * is written: text fields, whole numbers and rule values, unknown keys.
 */
#include "loader_int.h"
#include "i18n.h"

#include "keywalk.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- reading fields ---- */

/* A problem with field `key` of the table being read: "prefix.key" in an entry of a list (found
 * within the entry), else `field` where key is written. */
void problem(LoadCtx *c, const char *field, const char *key, const char *value, const char *fmt, ...)
{
    char msg[512], named[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, _(fmt), ap);
    va_end(ap);
    if (c->entry && strncmp(field, c->prefix, strlen(c->prefix)) != 0) {
        snprintf(named, sizeof named, "%s%s", c->prefix, field);
        field = named;
    }
    report_in_entry(&c->report, c->entry, field, key, value, "%s", msg);
}

/* Whether the n bytes at s are printable text, on one line unless `prose` (report_text_ok); if not,
 * reports it as a problem with `field`, found where `key` is written. */
bool text_ok(LoadCtx *c, const char *field, const char *key, const char *s, size_t n, bool prose)
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
bool read_field_text(LoadCtx *c, int t, const char *field, const char *key, bool required, bool prose, char *out,
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
bool read_string(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len)
{
    return read_text(c, t, key, required, false, out, len);
}

/* A field of paragraphs, which may hold line breaks: history, notes, a dispute's text. */
bool read_prose(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len)
{
    return read_text(c, t, key, required, true, out, len);
}

/* Whether the value at idx is a whole number (an integer, or a float without a fraction, as
 * `x / 2` gives); its value in *out. */
bool whole_number(lua_State *L, int idx, lua_Integer *out)
{
    int isnum = 0;
    *out = lua_type(L, idx) == LUA_TNUMBER ? lua_tointegerx(L, idx, &isnum) : 0;
    return isnum != 0;
}

static bool in_list(const char *const *list, const char *s)
{
    for (int i = 0; list[i]; i++)
        if (strcmp(list[i], s) == 0)
            return true;
    return false;
}

/* "a, b or c": the fields a table may have, joined as the language joins a list. */
static void list_fields(const char *const *fields, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; fields[i]; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : fields[i + 1] ? ", " : _(" or "), fields[i]);
    }
}

/* Reports every string key of table t that is neither in `fields` nor (if rules_too) a rule. */
void check_keys(LoadCtx *c, int t, const char *const *fields, bool rules_too, const char *where)
{
    lua_State *L = c->L;
    KeyWalk w;
    keywalk_start(L, t, &w);
    while (keywalk_next(L, &w)) { /* key at -2, value at -1 */
        if (lua_type(L, -2) == LUA_TSTRING) {
            const char *k = lua_tostring(L, -2);
            if (!in_list(fields, k) && !(rules_too && rules_option(k))) {
                char field[96], known[128];
                snprintf(field, sizeof field, "%s%s", where, k);
                if (rules_too) {
                    problem(c, field, k, NULL, "unknown field (not a rule option either)");
                } else if (fields != top_fields) {
                    list_fields(fields, known, sizeof known);
                    problem(c, field, k, NULL, "unknown field; expected %s", known);
                } else {
                    problem(c, field, k, NULL, "unknown field");
                }
            }
        } else {
            char field[96];
            snprintf(field, sizeof field, "%s[%s]", *where ? where : "variant", type_of(L, -2));
            problem(c, field, "variant", NULL, "unexpected list entry; fields are written name = value");
        }
        lua_pop(L, 2);
    }
}

bool valid_id(const char *id)
{
    if (!*id)
        return false;
    for (const char *s = id; *s; s++)
        if (!(islower((unsigned char)*s) || isdigit((unsigned char)*s) || *s == '_'))
            return false;
    return true;
}
