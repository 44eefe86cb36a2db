/*
 * rule_table.c — rule options as a script writes them. See rule_table.h.
 */
#include "rule_table.h"

#include "i18n.h"
#include "keywalk.h"
#include "loader_int.h"

#include <lauxlib.h>
#include <lua.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

/* The text of a value as written: a string, or a whole number (4.0 counts as 4). */
static bool value_text_of(lua_State *L, int idx, char *buf, size_t len)
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

static bool say(char *msg, size_t mlen, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Writes the message and returns false, for rule_value_read's failures. */
static bool say(char *msg, size_t mlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, mlen, fmt, ap);
    va_end(ap);
    return false;
}

bool rule_value_read(lua_State *L, int idx, const RuleOption *o, Rules *r, char *value, size_t vlen, char *msg,
                     size_t mlen)
{
    if (!value_text_of(L, idx, value, vlen)) {
        value[0] = '\0';
        char expected[192];
        rules_expected_text(o, expected, sizeof expected);
        if (lua_type(L, idx) != LUA_TNUMBER)
            return say(msg, mlen, _("%s, got %s"), expected, luaL_typename(L, idx));
        double x = lua_tonumber(L, idx);
        if (o->values[0] || !(fabs(x) < 9e18)) /* no number fits, or past any */
            return say(msg, mlen, _("%.14g is not a value of this option; %s"), x, expected);
        return say(msg, mlen, _("%.14g is not a whole number; %s"), x, expected);
    }
    Err e;
    if (!rules_set(r, o->key, value, &e)) /* a known key: ERR_BAD_VALUE */
        return say(msg, mlen, _("'%s' is not a value of this option; %s"), value, e.msg + e.detail);
    return true;
}

/* One entry of the table (key at -2, value at -1): kept in out[*n] if it is a rule change. */
static void read_change(lua_State *L, Rules *scratch, char (*out)[RULE_CHANGE_LEN], int max, int *n,
                        RuleTableProblem problem, void *ctx)
{
    const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
    const RuleOption *o = key ? rules_option(key) : NULL;
    char field[64], value[RULE_CHANGE_LEN], msg[512];
    snprintf(field, sizeof field, "rules.%.40s", key ? key : "");
    if (!key) {
        problem(ctx, "rules", "rules", NULL, _("expected rule options, key = value"));
    } else if (!o) {
        problem(ctx, field, key, NULL, _("not a rule option"));
    } else if (!rule_value_read(L, -1, o, scratch, value, sizeof value, msg, sizeof msg)) {
        problem(ctx, field, key, value[0] ? value : NULL, msg);
    } else if (*n == max) {
        snprintf(msg, sizeof msg, _("at most %d rule changes"), max);
        problem(ctx, "rules", "rules", NULL, msg);
    } else {
        /* an option's name and value, both known to the table, are far shorter than the bounds */
        snprintf(out[(*n)++], RULE_CHANGE_LEN, "%.23s=%.23s", key, value);
    }
}

int rule_changes_read(lua_State *L, int idx, char (*out)[RULE_CHANGE_LEN], int max, RuleTableProblem problem,
                      void *ctx)
{
    if (lua_isnil(L, idx))
        return 0;
    if (!lua_istable(L, idx)) {
        char msg[256];
        snprintf(msg, sizeof msg, _("expected a table of rule options, e.g. { removal = \"immediate\" }, got %s"),
                 luaL_typename(L, idx));
        problem(ctx, "rules", "rules", NULL, msg);
        return 0;
    }
    idx = lua_absindex(L, idx);
    Rules scratch;
    rules_default(&scratch);
    int n = 0;
    KeyWalk w;
    keywalk_start(L, idx, &w);
    while (keywalk_next(L, &w)) { /* key -2, value -1 */
        read_change(L, &scratch, out, max, &n, problem, ctx);
        lua_pop(L, 2);
    }
    return n;
}
