/*
 * loader_board.c — the board of a script (its points and lines), its crown rows and its start
 * position.
 */
#include "loader_int.h"

#include "position.h"

#include <stdio.h>
#include <string.h>

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

void read_board(LoadCtx *c, int t, Board *b)
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

void read_crown(LoadCtx *c, int t, Variant *v)
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

void read_start(LoadCtx *c, int t, Variant *v)
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
