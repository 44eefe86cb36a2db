/*
 * sandbox_cost.c — the charged versions of the library functions whose work is one C call:
 * string.find, match, gmatch and gsub (worst-case backtracking of their pattern), table.insert,
 * remove and move (elements shifted or copied). See sandbox_cost.h.
 */
#include "sandbox_cost.h"

#include <lauxlib.h>

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { PATTERN_FIND, PATTERN_MATCH, PATTERN_GMATCH, PATTERN_GSUB };

/* Measuring the runs of a repeat's class reads the subject once, and for a [set] the set for
 * every byte. That work is the call's too, and is counted in its cost: otherwise an anchored
 * pattern of many repeats, cheap to match, would scan a long subject once per repeat for a
 * charge of a few steps, and a loop of such calls would run for hours inside its budget. Past
 * this much measuring work in one call the runs are not measured and the whole subject is
 * assumed instead. */
#define RUN_SCAN_MAX 1e8

#define COST_MAX 1e300

/* The walk along a pattern, item by item. The matcher explores a tree: a node per item and
 * per way of reaching it, a way being a start position (unless anchored), a length for every
 * repeat before it and a choice for every '?' before it. With r "choosers" (repeats, and the
 * start) sharing at most n characters there are at most C(n + r, r) ways, times 2 per '?'; and
 * since a repeat's length is at most the longest run of its class in the subject, at most the
 * product of (longest run + 1) over the choosers. The smaller bound counts. */
typedef struct PatternWalk {
    const unsigned char *subject;
    double n;          /* the subject's length */
    double scanned;    /* measuring work so far (bytes read, times the set's length for a set) */
    double limit;      /* the budget left: no measuring that would take the cost past it */
    double choosers;   /* repeats so far, plus one for the start when not anchored */
    double log_capped; /* log of the product of (longest run + 1) over the choosers */
    double optional;   /* '?' items so far */
    double cost;       /* steps counted so far, saturating at COST_MAX */
} PatternWalk;

/* log C(n + k, k): the ways k choosers can share at most n characters. */
static double log_splits(double n, double k)
{
    return lgamma(n + k + 1) - lgamma(k + 1) - lgamma(n + 1);
}

/* Counts an item costing item_cost steps (1 for a character test, n + 1 for a scan of the
 * subject) at every way of reaching it. */
static void walk_item(PatternWalk *w, double item_cost)
{
    double log_ways = fmin(log_splits(w->n, w->choosers), w->log_capped) + w->optional * log(2.0);
    double ways = exp(fmin(log_ways, log(COST_MAX)));
    w->cost = fmin(COST_MAX, w->cost + ways * item_cost);
}

/* The end of the single-character class starting at p (a char, %x, or a [set]); end when the
 * pattern is malformed (the stock function then reports it). */
static const char *class_end(const char *p, const char *end)
{
    if (*p == '%')
        return p + 2 <= end ? p + 2 : end;
    if (*p != '[')
        return p + 1;
    p++;
    if (p < end && *p == '^')
        p++;
    do { /* the first character of a set, even ']', belongs to it */
        if (p >= end)
            return end;
        if (*p++ == '%' && p < end)
            p++;
    } while (p < end && *p != ']');
    return p < end ? p + 1 : end;
}

/* Whether c is in class %cl (Lua manual §6.4.1: %a %c %d %g %l %p %s %u %w %x, an upper-case
 * letter for the complement; any other character stands for itself). */
static bool in_class(int cl, int c)
{
    bool in;
    switch (tolower(cl)) {
    case 'a': in = isalpha(c); break;
    case 'c': in = iscntrl(c); break;
    case 'd': in = isdigit(c); break;
    case 'g': in = isgraph(c); break;
    case 'l': in = islower(c); break;
    case 'p': in = ispunct(c); break;
    case 's': in = isspace(c); break;
    case 'u': in = isupper(c); break;
    case 'w': in = isalnum(c); break;
    case 'x': in = isxdigit(c); break;
    default: return cl == c;
    }
    return isupper(cl) ? !in : in;
}

/* Whether c is in the set p..close (p at '[', close at its ']'). */
static bool in_set(const char *p, const char *close, int c)
{
    bool in = true;
    if (p[1] == '^') {
        in = false;
        p++;
    }
    while (++p < close) {
        if (*p == '%') {
            p++;
            if (p < close && in_class((unsigned char)*p, c))
                return in;
        } else if (p[1] == '-' && p + 2 < close) {
            p += 2;
            if ((unsigned char)p[-2] <= c && c <= (unsigned char)*p)
                return in;
        } else if ((unsigned char)*p == c) {
            return in;
        }
    }
    return !in;
}

/* The longest run of subject characters in the single-character class p..ep; the whole
 * subject when the class is malformed, or when measuring would pass RUN_SCAN_MAX or take the
 * cost past the limit (the budget left, which the measuring alone would spend). The measuring
 * is added to the cost. */
static double longest_run(PatternWalk *w, const char *p, const char *ep, const char *end)
{
    bool set = *p == '[', escaped = *p == '%';
    double work = w->n * (double)(set ? ep - p : 1);
    if ((set && (ep > end || ep[-1] != ']' || ep - p < 2)) || (escaped && ep - p < 2) ||
        w->scanned + work > RUN_SCAN_MAX || w->cost + work > w->limit)
        return w->n;
    w->scanned += work;
    w->cost = fmin(COST_MAX, w->cost + work);
    size_t best = 0, run = 0;
    for (size_t i = 0; i < (size_t)w->n; i++) {
        int c = w->subject[i];
        bool in = *p == '.' ? true : escaped ? in_class((unsigned char)p[1], c) : set ? in_set(p, ep - 1, c)
                                                                                   : (unsigned char)*p == c;
        run = in ? run + 1 : 0;
        if (run > best)
            best = run;
    }
    return (double)best;
}

/* Walks the items of a pattern (Lua manual §6.4.1). */
static void walk_pattern(PatternWalk *w, const char *p, const char *end)
{
    double scan = w->n + 1;
    while (p < end) {
        if (*p == '(' || *p == ')' || (*p == '$' && p + 1 == end)) {
            p++;
        } else if (*p == '%' && p + 1 < end && p[1] == 'b') { /* a balance: one scan */
            walk_item(w, scan);
            p = p + 4 <= end ? p + 4 : end;
        } else if (*p == '%' && p + 1 < end && p[1] == 'f') { /* a frontier: one test */
            walk_item(w, 1);
            p = p + 2 < end ? class_end(p + 2, end) : end;
        } else if (*p == '%' && p + 1 < end && p[1] >= '0' && p[1] <= '9') { /* a back-reference */
            walk_item(w, scan);
            p += 2;
        } else {
            const char *item = p;
            p = class_end(p, end);
            char q = p < end ? *p : '\0';
            if (q == '?') {
                walk_item(w, 1);
                w->optional++;
                p++;
            } else if (q == '*' || q == '-' || q == '+') {
                double run = longest_run(w, item, p, end);
                if (q == '+')
                    walk_item(w, 1);   /* the one it needs */
                walk_item(w, run + 1); /* the scan for the longest (or each shorter) run */
                w->choosers++;
                w->log_capped += log(run + 1);
                p++;
            } else {
                walk_item(w, 1);
            }
        }
    }
    walk_item(w, 1); /* every way that reaches the end */
}

double sandbox_pattern_cost(const char *p, size_t plen, const char *subject, size_t n, bool plain,
                            bool anchorable, double limit)
{
    const char *end = p + plen;
    PatternWalk w = {
        .subject = (const unsigned char *)subject, .n = (double)n, .choosers = 1,
        .log_capped = log((double)n + 1), .limit = limit,
    };
    if (plain) {
        for (size_t i = 0; i < plen; i++)
            walk_item(&w, 1);
        walk_item(&w, 1);
        return w.cost;
    }
    if (anchorable && p < end && *p == '^') {
        w.choosers = 0; /* one start */
        w.log_capped = 0;
        p++;
    }
    walk_pattern(&w, p, end);
    return w.cost;
}

/* ---- string patterns ---- */

static const char *const pattern_names[] = {"string.find", "string.match", "string.gmatch", "string.gsub"};

/* The charged pattern function: upvalue 1 the stock one, upvalue 2 which it is. */
static int l_cost_pattern(lua_State *L)
{
    int kind = (int)lua_tointeger(L, lua_upvalueindex(2));
    size_t n, plen;
    const char *subject = luaL_checklstring(L, 1, &n);
    const char *p = luaL_checklstring(L, 2, &plen);
    /* The other arguments checked here too, so that a bad one is named as the stock function
     * would name it (the stock one, called from C, has no name). */
    if (kind == PATTERN_GSUB) {
        int t = lua_type(L, 3);
        luaL_argexpected(L, t == LUA_TNUMBER || t == LUA_TSTRING || t == LUA_TFUNCTION || t == LUA_TTABLE, 3,
                         "string/function/table");
        luaL_optinteger(L, 4, 0);
    } else {
        luaL_optinteger(L, 3, 1);
    }
    bool plain = kind == PATTERN_FIND && lua_toboolean(L, 4);
    double cost = sandbox_pattern_cost(p, plen, subject, n, plain, kind != PATTERN_GMATCH, sandbox_budget_left(L));
    char why[128];
    snprintf(why, sizeof why, "a pattern that may take %.3g steps on a subject of %zu bytes", cost, n);
    sandbox_charge(L, cost, pattern_names[kind], why);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

/* ---- tables: as Lua 5.4's, with the elements shifted or copied charged first ---- */

static void charge_elements(lua_State *L, double count, const char *fn)
{
    char why[96];
    snprintf(why, sizeof why, "%.3g elements to shift or copy", count);
    sandbox_charge(L, count, fn, why);
}

/* table.insert(t, [pos,] value) */
static int l_cost_insert(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer e = luaL_len(L, 1);
    e = (lua_Integer)((lua_Unsigned)e + 1u); /* the first empty slot */
    lua_Integer pos;
    switch (lua_gettop(L)) {
    case 2:
        pos = e;
        break;
    case 3:
        pos = luaL_checkinteger(L, 2);
        luaL_argcheck(L, (lua_Unsigned)pos - 1u < (lua_Unsigned)e, 2, "position out of bounds");
        charge_elements(L, (double)e - (double)pos, "table.insert");
        for (lua_Integer i = e; i > pos; i--) {
            lua_geti(L, 1, i - 1);
            lua_seti(L, 1, i);
        }
        break;
    default:
        return luaL_error(L, "wrong number of arguments to 'insert'");
    }
    lua_seti(L, 1, pos); /* the value, on top */
    return 0;
}

/* table.remove(t [, pos]) */
static int l_cost_remove(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_Integer size = luaL_len(L, 1);
    lua_Integer pos = luaL_optinteger(L, 2, size);
    if (pos != size)
        luaL_argcheck(L, (lua_Unsigned)pos - 1u <= (lua_Unsigned)size, 2, "position out of bounds");
    if (pos < size)
        charge_elements(L, (double)size - (double)pos, "table.remove");
    lua_geti(L, 1, pos); /* the result */
    for (; pos < size; pos++) {
        lua_geti(L, 1, pos + 1);
        lua_seti(L, 1, pos);
    }
    lua_pushnil(L);
    lua_seti(L, 1, pos);
    return 1;
}

/* table.move(a1, f, e, t [, a2]) */
static int l_cost_move(lua_State *L)
{
    lua_Integer f = luaL_checkinteger(L, 2);
    lua_Integer e = luaL_checkinteger(L, 3);
    lua_Integer t = luaL_checkinteger(L, 4);
    int tt = !lua_isnoneornil(L, 5) ? 5 : 1;
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_checktype(L, tt, LUA_TTABLE);
    if (e >= f) {
        luaL_argcheck(L, f > 0 || e < LUA_MAXINTEGER + f, 3, "too many elements to move");
        lua_Integer n = e - f + 1;
        luaL_argcheck(L, t <= LUA_MAXINTEGER - n + 1, 4, "destination wrap around");
        charge_elements(L, (double)n, "table.move");
        if (t > e || t <= f || (tt != 1 && !lua_compare(L, 1, tt, LUA_OPEQ))) {
            for (lua_Integer i = 0; i < n; i++) {
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        } else { /* overlapping, moving up: from the end */
            for (lua_Integer i = n - 1; i >= 0; i--) {
                lua_geti(L, 1, f + i);
                lua_seti(L, tt, t + i);
            }
        }
    }
    lua_pushvalue(L, tt);
    return 1;
}

void sandbox_cost_install(lua_State *L, int string_lib, int table_lib)
{
    static const char *const names[] = {"find", "match", "gmatch", "gsub"};
    string_lib = lua_absindex(L, string_lib);
    table_lib = lua_absindex(L, table_lib);
    for (int kind = 0; kind < 4; kind++) {
        lua_getfield(L, string_lib, names[kind]);
        lua_pushinteger(L, kind);
        lua_pushcclosure(L, l_cost_pattern, 2);
        lua_setfield(L, string_lib, names[kind]);
    }
    lua_pushcfunction(L, l_cost_insert);
    lua_setfield(L, table_lib, "insert");
    lua_pushcfunction(L, l_cost_remove);
    lua_setfield(L, table_lib, "remove");
    lua_pushcfunction(L, l_cost_move);
    lua_setfield(L, table_lib, "move");
}
