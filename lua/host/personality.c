/*
 * personality.c — reading a personality script into SearchParams and SearchLimits.
 */
#include "personality.h"
#include "personality_int.h"

#include "i18n.h"
#include "keywalk.h"
#include "report.h"
#include "sandbox.h"

#include <lauxlib.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Reader {
    lua_State *L;
    Report report;
    /* the id of the game it is loaded to play, or NULL: a known game in `variants` though no game
     * on the search path has it (a script given by path) */
    const char *game_id;
} Reader;

static const char *const top_fields[] = {"id", "name", "description", "search", "limits", "weights", "style",
                                         "variants", "tables", "book", "game_weights", "game_style", NULL};

/* personality{...}: returns its table; the marker that a script defines a personality. */
static int l_personality_mark(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    return 1;
}

void personality_read_text(lua_State *L, Report *report, int t, const char *key, bool required, char *out, size_t len)
{
    int type = lua_getfield(L, t, key); /* +1 */
    size_t n = 0;
    const char *s = type == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
    char msg[160];
    if (s && n >= len)
        report_problem(report, key, key, NULL, "text too long (at most %zu characters)", len - 1);
    else if (s && !report_text_ok(s, n, false, msg, sizeof msg))
        report_problem(report, key, key, NULL, "%s", msg);
    else if (s)
        memcpy(out, s, n + 1);
    else if (type != LUA_TNIL || required)
        report_problem(report, key, key, NULL, "expected a string");
    lua_pop(L, 1);
}

static void read_text_field(Reader *r, int t, const char *key, bool required, char *out, size_t len)
{
    personality_read_text(r->L, &r->report, t, key, required, out, len);
}

/* Reads the whole-number fields of table `field` into ints: names[i] into *slots[i], each within
 * [min, max], or [min, maxes[i]] when maxes is given; unknown names are problems. */
static void read_numbers(Reader *r, int t, const char *field, const char *const *names, int *const *slots, int min,
                         int max, const int *maxes)
{
    lua_State *L = r->L;
    int type = lua_getfield(L, t, field); /* +1 */
    if (type == LUA_TNIL) {
        lua_pop(L, 1);
        return;
    }
    if (type != LUA_TTABLE) {
        report_problem(&r->report, field, field, NULL, "expected a table of name = number");
        lua_pop(L, 1);
        return;
    }
    KeyWalk w;
    keywalk_start(L, -1, &w);
    while (keywalk_next(L, &w)) { /* key -2, value -1 */
        const char *key = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : "?";
        char where[96];
        snprintf(where, sizeof where, "%s.%s", field, key);
        int k = -1;
        for (int i = 0; names[i]; i++)
            if (!strcmp(names[i], key))
                k = i;
        if (k < 0) {
            char list[512] = "";
            for (int i = 0; names[i]; i++)
                snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", i ? ", " : "", names[i]);
            report_problem(&r->report, where, key, NULL, "unknown; expected one of %s", list);
        } else if (!lua_isinteger(L, -1) || lua_tointeger(L, -1) < min ||
                   lua_tointeger(L, -1) > (maxes ? maxes[k] : max)) {
            report_problem(&r->report, where, key, NULL, "expected a whole number from %d to %d", min,
                           maxes ? maxes[k] : max);
        } else {
            *slots[k] = (int)lua_tointeger(L, -1);
        }
        lua_pop(L, 2);
    }
    lua_pop(L, 1);
}

static void read_limits(Reader *r, int t, Personality *p)
{
    int depth = 0, time_ms = 0, nodes = 0;
    static const char *const names[] = {"depth", "time_ms", "nodes", NULL};
    read_numbers(r, t, "limits", names, (int *const[]){&depth, &time_ms, &nodes}, 0, 100000000, NULL);
    if (depth > SEARCH_MAX_DEPTH)
        report_problem(&r->report, "limits.depth", "depth", NULL, "at most %d", SEARCH_MAX_DEPTH);
    if (time_ms > SEARCH_MAX_TIME_MS)
        report_problem(&r->report, "limits.time_ms", "time_ms", NULL, "at most %d (an hour), as for --time",
                       SEARCH_MAX_TIME_MS);
    if (!depth && !time_ms && !nodes)
        report_problem(&r->report, "limits", "limits", NULL, "give at least one of depth, time_ms, nodes");
    /* A personality comes from a file anyone may share (a game record names it): without a time
     * limit of its own it still stops after the longest time --time allows, however deep its
     * depth limit. */
    p->limits = (SearchLimits){.depth = depth, .nodes = (uint64_t)nodes,
                               .time_ms = time_ms ? time_ms : SEARCH_MAX_TIME_MS};
}

SearchLimits personality_move_limits(const Personality *p, int user_ms)
{
    SearchLimits l = p->limits;
    if (user_ms > 0)
        l.time_ms = user_ms;
    else if (l.time_ms <= 0 || l.time_ms > PERSONALITY_DEFAULT_MOVE_MS)
        l.time_ms = PERSONALITY_DEFAULT_MOVE_MS;
    return l;
}

/* Reads the table `field` of table t as evaluation weights into w: each term it names replaces
 * that term's weight. */
static void read_weight_table(Reader *r, int t, const char *field, EvalWeights *w)
{
    const char *names[EVAL_NTERMS + 1];
    int *slots[EVAL_NTERMS];
    for (int i = 0; i < EVAL_NTERMS; i++) {
        names[i] = eval_term_info[i].name;
        slots[i] = (int *)((char *)w + eval_term_info[i].offset);
    }
    names[EVAL_NTERMS] = NULL;
    read_numbers(r, t, field, names, slots, -10000, 10000, NULL);
}

static void read_weights(Reader *r, int t, Personality *p)
{
    read_weight_table(r, t, "weights", &p->params.weights);
}

const PersonalityStyleField personality_style_fields[] = {
    {"randomness", offsetof(SearchParams, randomness), 100000},
    {"blunder_permille", offsetof(SearchParams, blunder_permille), 1000},
    {"mcts_explore", offsetof(SearchParams, mcts_explore), 100000},
    {"mcts_guided", offsetof(SearchParams, mcts_guided), 1000},
    {"mcts_playout_plies", offsetof(SearchParams, mcts_playout_plies), 100000},
    {"capture_depth", offsetof(SearchParams, capture_depth), SEARCH_CAPTURE_DEPTH_MAX},
    {"aspiration", offsetof(SearchParams, aspiration), 100000},
    {"rfp_margin", offsetof(SearchParams, rfp_margin), 100000},
    {"futility_margin", offsetof(SearchParams, futility_margin), 100000},
    {"late_move_pruning", offsetof(SearchParams, late_move_pruning), SEARCH_MAX_DEPTH},
    {"null_move", offsetof(SearchParams, null_move), SEARCH_MAX_DEPTH},
    {"null_move_verify", offsetof(SearchParams, null_move_verify), 1},
    {"counter_moves", offsetof(SearchParams, counter_moves), 1},
    {"lmr", offsetof(SearchParams, lmr), 1},
    {"lmr_captures", offsetof(SearchParams, lmr_captures), 1},
    {"stand_pat", offsetof(SearchParams, stand_pat), 1},
    {"capture_table", offsetof(SearchParams, capture_table), 1},
    {"delta_margin", offsetof(SearchParams, delta_margin), 100000},
    {"time_use", offsetof(SearchParams, time_use), 100},
};

/* The style table t[field] into the style fields of sp. */
static void read_style_table(Reader *r, int t, const char *field, SearchParams *sp)
{
    const char *names[PERSONALITY_STYLE_FIELDS + 1];
    int *slots[PERSONALITY_STYLE_FIELDS], maxes[PERSONALITY_STYLE_FIELDS];
    for (int i = 0; i < PERSONALITY_STYLE_FIELDS; i++) {
        names[i] = personality_style_fields[i].name;
        slots[i] = (int *)((char *)sp + personality_style_fields[i].offset);
        maxes[i] = personality_style_fields[i].max;
    }
    names[PERSONALITY_STYLE_FIELDS] = NULL;
    read_numbers(r, t, field, names, slots, 0, 100000, maxes);
}

static void read_style(Reader *r, int t, Personality *p)
{
    read_style_table(r, t, "style", &p->params);
}

/* tables = true: the player values the positions the endgame tables hold from them. */
static void read_tables(Reader *r, int t, Personality *p)
{
    lua_State *L = r->L;
    int type = lua_getfield(L, t, "tables"); /* +1 */
    if (type == LUA_TBOOLEAN)
        p->tables = lua_toboolean(L, -1);
    else if (type != LUA_TNIL)
        report_problem(&r->report, "tables", "tables", NULL, "expected true or false");
    lua_pop(L, 1);
}

/* book = true: the player plays its game's opening book where it holds the position. */
static void read_book(Reader *r, int t, Personality *p)
{
    lua_State *L = r->L;
    int type = lua_getfield(L, t, "book"); /* +1 */
    if (type == LUA_TBOOLEAN)
        p->book = lua_toboolean(L, -1);
    else if (type != LUA_TNIL)
        report_problem(&r->report, "book", "book", NULL, "expected true or false");
    lua_pop(L, 1);
}

/* Checks entry i of the n of `variants`, the value at the top of the stack, and adds it to p. */
static void read_variant_id(Reader *r, lua_Integer i, lua_Integer n, Personality *p)
{
    lua_State *L = r->L;
    char msg[160], field[32], path[LOADER_PATH];
    snprintf(field, sizeof field, "variants[%lld]", (long long)i);
    size_t len = 0;
    const char *id = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : NULL;
    ReportEntry at = {"variants", i, n, NULL, 0, NULL};
    if (!id)
        report_entry(&r->report, &at, field, "expected a game id, got %s", luaL_typename(L, -1));
    else if (!report_text_ok(id, len, false, msg, sizeof msg))
        report_entry(&r->report, &at, field, "%s", msg);
    else if ((at.name = id), len == 0 || len >= sizeof p->variants[0] || strchr(id, '/') || strstr(id, ".lua"))
        report_entry(&r->report, &at, field, "'%s': expected a game's id (a name from kharbaga variants)", id);
    else if (!(r->game_id && !strcmp(id, r->game_id)) && !loader_find(id, path, sizeof path))
        report_entry(&r->report, &at, field, "no game '%s' on the search path; expected ids from kharbaga variants", id);
    else
        strcpy(p->variants[p->nvariants++], id);
}

/* variants = { "kharbaga", "zamma" }: the games the personality is made for, each one known. */
static void read_variants(Reader *r, int t, Personality *p)
{
    lua_State *L = r->L;
    int type = lua_getfield(L, t, "variants"); /* +1 */
    lua_Integer n = type == LUA_TTABLE ? (lua_Integer)lua_rawlen(L, -1) : 0;
    bool list = type == LUA_TTABLE;
    lua_pushnil(L);
    while (list && lua_next(L, -2)) { /* only keys 1..n: a list */
        list = lua_isinteger(L, -2) && lua_tointeger(L, -2) >= 1 && lua_tointeger(L, -2) <= n;
        lua_pop(L, 1);
    }
    if (!list && type != LUA_TNIL)
        report_problem(&r->report, "variants", "variants", NULL, "expected a list of game ids, e.g. { \"kharbaga\", \"zamma\" }");
    else if (n > MAX_PERSONALITY_VARIANTS)
        report_problem(&r->report, "variants", "variants", NULL, "%lld game ids; at most %d", (long long)n,
                       MAX_PERSONALITY_VARIANTS);
    for (lua_Integer i = 1; list && i <= n && i <= MAX_PERSONALITY_VARIANTS; i++) {
        lua_rawgeti(L, -1, i); /* +1 */
        read_variant_id(r, i, n, p);
        lua_pop(L, 1);
    }
    report_where(&r->report, "variants", p->variants_at, sizeof p->variants_at);
    lua_pop(L, 1);
}

/* The game id of the entry at -2/-1 of a per-game table (its key, when that is a known game's
 * id shorter than `room` and its value a table), or NULL; a key naming no game is reported here,
 * the other shapes by the caller (`bad_shape` set). */
static const char *entry_game(Reader *r, const char *field, size_t room, bool *bad_shape)
{
    lua_State *L = r->L;
    const char *id = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
    char path[LOADER_PATH];
    *bad_shape = !id || !id[0] || strlen(id) >= room || !lua_istable(L, -1);
    if (*bad_shape)
        return NULL;
    if (!(r->game_id && !strcmp(id, r->game_id)) && !loader_find(id, path, sizeof path)) {
        report_problem(&r->report, field, id, NULL, "no game '%s' on the search path; expected ids from "
                       "kharbaga variants", id);
        return NULL;
    }
    return id;
}

/* One entry of a per-game table, key at -2 and value at -1 of table `at`. False if its shape is
 * wrong (not a known game id = table), for the caller to report. */
typedef bool (*GameEntryReader)(Reader *r, int at, Personality *p);

/* Reads t[field] = { GAME = { ... }, ... } entry by entry, at most MAX_PERSONALITY_VARIANTS of
 * them. False if the field or an entry has the wrong shape, for the caller to report in its words. */
static bool read_per_game(Reader *r, int t, const char *field, GameEntryReader one, Personality *p)
{
    lua_State *L = r->L;
    int type = lua_getfield(L, t, field); /* +1 */
    int at = lua_gettop(L), n = 0;
    bool shaped = type == LUA_TNIL || type == LUA_TTABLE;
    KeyWalk w;
    if (type == LUA_TTABLE) {
        keywalk_start(L, at, &w);
        while (keywalk_next(L, &w)) /* key -2, value -1 */
            n++, lua_pop(L, 2);
    }
    if (n > MAX_PERSONALITY_VARIANTS) {
        report_problem(&r->report, field, field, NULL, "%lld game ids; at most %d", (long long)n,
                       MAX_PERSONALITY_VARIANTS);
    } else if (type == LUA_TTABLE) {
        keywalk_start(L, at, &w);
        while (keywalk_next(L, &w)) {
            shaped = one(r, at, p) && shaped;
            lua_pop(L, 2);
        }
    }
    lua_pop(L, 1);
    return shaped;
}

/* An entry of game_weights: a known game's weights, the terms it does not name the
 * personality's own. */
static bool read_one_game_weights(Reader *r, int at, Personality *p)
{
    bool bad_shape;
    const char *id = entry_game(r, "game_weights", sizeof p->game_weights[0].game, &bad_shape);
    if (!id)
        return !bad_shape;
    EvalWeights *w = &p->game_weights[p->ngame_weights].weights;
    snprintf(p->game_weights[p->ngame_weights++].game, sizeof p->game_weights[0].game, "%s", id);
    *w = p->params.weights;
    read_weight_table(r, at, id, w);
    return true;
}

/* game_weights = { kharbaga = { king = 297, ... } }: weights tuned for a game (kharbaga tune),
 * read after `weights`, which stand for the terms an entry leaves out. */
static void read_game_weights(Reader *r, int t, Personality *p)
{
    if (!read_per_game(r, t, "game_weights", read_one_game_weights, p))
        report_problem(&r->report, "game_weights", "game_weights", NULL, "expected a table of game id = weights");
}

/* An entry of game_style: a known game's style, the fields it does not name the personality's
 * own. */
static bool read_one_game_style(Reader *r, int at, Personality *p)
{
    bool bad_shape;
    const char *id = entry_game(r, "game_style", sizeof p->game_styles[0].game, &bad_shape);
    if (!id)
        return !bad_shape;
    SearchParams *sp = &p->game_styles[p->ngame_styles].params;
    snprintf(p->game_styles[p->ngame_styles++].game, sizeof p->game_styles[0].game, "%s", id);
    *sp = p->params;
    read_style_table(r, at, id, sp);
    return true;
}

/* game_style = { fanorona = { capture_table = 1 } }: search settings for one game, read after
 * `style`, which stands for the fields an entry leaves out. */
static void read_game_style(Reader *r, int t, Personality *p)
{
    if (!read_per_game(r, t, "game_style", read_one_game_style, p))
        report_problem(&r->report, "game_style", "game_style", NULL, "expected a table of game id = style");
}

/* The style fields of `from` (a game_style entry) into `to`. */
static void apply_style(SearchParams *to, const SearchParams *from)
{
    for (int i = 0; i < PERSONALITY_STYLE_FIELDS; i++) {
        size_t at = personality_style_fields[i].offset;
        *(int *)((char *)to + at) = *(const int *)((const char *)from + at);
    }
}

/* The personality's id must be its file's name, by which it is found. */
static void check_id_is_file_name(Reader *r, const Personality *p)
{
    const char *slash = strrchr(p->path, '/'), *file = slash ? slash + 1 : p->path;
    size_t len = strlen(file);
    if (len > 4 && !strcmp(file + len - 4, ".lua"))
        len -= 4;
    if (p->id[0] && (strlen(p->id) != len || strncmp(p->id, file, len) != 0))
        report_problem(&r->report, "id", "id", NULL, "'%s' is not the file's name; expected id = \"%.*s\" (a personality "
                       "is found by its file name), or rename the file %s.lua", p->id, (int)len, file, p->id);
}

static void compile(Reader *r, int t, Personality *p)
{
    luaL_checkstack(r->L, 8, NULL);
    lua_State *L = r->L;
    KeyWalk w;
    keywalk_start(L, t, &w);
    while (keywalk_next(L, &w)) { /* unknown fields */
        const char *k = lua_type(L, -2) == LUA_TSTRING ? lua_tostring(L, -2) : NULL;
        bool known = false;
        for (int i = 0; k && top_fields[i]; i++)
            known |= !strcmp(top_fields[i], k);
        if (!known)
            report_problem(&r->report, k ? k : "personality", k ? k : "personality", NULL, "unknown field");
        lua_pop(L, 2);
    }
    read_text_field(r, t, "id", true, p->id, sizeof p->id);
    check_id_is_file_name(r, p);
    read_text_field(r, t, "name", true, p->name, sizeof p->name);
    read_text_field(r, t, "description", true, p->description, sizeof p->description);
    char kind[32] = "alphabeta";
    read_text_field(r, t, "search", false, kind, sizeof kind);
    if (!strcmp(kind, "mcts"))
        p->params.kind = SEARCH_MCTS;
    else if (strcmp(kind, "alphabeta"))
        report_problem(&r->report, "search", "search", kind, "'%s': expected \"alphabeta\" or \"mcts\"", kind);
    read_limits(r, t, p);
    read_weights(r, t, p);
    read_style(r, t, p);
    read_tables(r, t, p);
    read_book(r, t, p);
    read_variants(r, t, p);
    read_game_weights(r, t, p);
    read_game_style(r, t, p);
}

/* Runs inside sandbox_call with (table, Reader, Personality): reads the table the script
 * returned, whose metamethods may fail or loop, so that they end as an error message. */
static int l_personality_compile(lua_State *L)
{
    Reader *r = lua_touserdata(L, 2);
    Personality *p = lua_touserdata(L, 3);
    r->L = L;
    compile(r, 1, p);
    return 0;
}

/* personalities/<id>.lua in the first search-path directory that has it. */
static bool find_personality(const char *id, char *path, size_t len)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int n = loader_search_path(dirs, LOADER_MAX_DIRS, NULL);
    for (int i = 0; i < n; i++) {
        int w = snprintf(path, len, "%.*s/personalities/%s.lua", dirs[i].len, dirs[i].at, id);
        struct stat st;
        if (w > 0 && (size_t)w < len && stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return true;
    }
    return false;
}

bool personality_load(const char *name_or_path, Personality *p, char *err, size_t errlen)
{
    return personality_load_for(name_or_path, NULL, p, err, errlen);
}

bool personality_load_for(const char *name_or_path, const char *game_id, Personality *p, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    search_default_params(&p->params);
    bool by_path = strchr(name_or_path, '/') || strstr(name_or_path, ".lua");
    if (by_path)
        snprintf(p->path, sizeof p->path, "%s", name_or_path);
    else if (!find_personality(name_or_path, p->path, sizeof p->path))
        return err_format(err, errlen, "unknown personality '%s' (see kharbaga personalities)", name_or_path), false;
    Reader r;
    report_init(&r.report, err, errlen);
    r.game_id = game_id;
    char *text = report_read_text(p->path, err, errlen);
    if (!text)
        return false;
    ScriptFile *f = &r.report.files[r.report.nfiles++];
    snprintf(f->path, sizeof f->path, "%s", p->path);
    f->text = text;
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    Sandbox *sb = sandbox_new(&limits);
    bool ok = sb != NULL;
    if (ok) {
        r.L = sandbox_lua(sb);
        lua_pushcfunction(r.L, l_personality_mark);
        sandbox_set_global(sb, "personality");
        char chunk[LOADER_PATH + 1], msg[1024];
        snprintf(chunk, sizeof chunk, "@%s", p->path);
        if (!sandbox_run(sb, chunk, text, strlen(text), 1, msg, sizeof msg))
            report_lua_error(&r.report, p->path, msg, "");
        else if (!lua_istable(r.L, -1))
            report_at(&r.report, p->path, 1, NULL, "the script must return a table: return personality { ... }");
        else {
            lua_pushcfunction(r.L, l_personality_compile);
            lua_insert(r.L, -2); /* compile table */
            lua_pushlightuserdata(r.L, &r);
            lua_pushlightuserdata(r.L, p);
            if (!sandbox_call(sb, 3, 0, msg, sizeof msg))
                report_lua_error(&r.report, p->path, msg, "");
        }
        sandbox_free(sb);
        ok = r.report.nerrors == 0;
        if (ok)
            personality_translate(p);
        for (int i = 0; ok && game_id && i < p->ngame_weights; i++)
            if (!strcmp(p->game_weights[i].game, game_id))
                p->params.weights = p->game_weights[i].weights;
        for (int i = 0; ok && game_id && i < p->ngame_styles; i++)
            if (!strcmp(p->game_styles[i].game, game_id))
                apply_style(&p->params, &p->game_styles[i].params);
        ok = ok && personality_attach_book(p, game_id, err, errlen);
    } else {
        err_format(err, errlen, "out of memory starting Lua");
    }
    report_free(&r.report);
    return ok;
}

bool personality_fits(const Personality *p, const char *variant_id)
{
    for (int i = 0; i < p->nvariants; i++)
        if (!strcmp(p->variants[i], variant_id))
            return true;
    return p->nvariants == 0;
}

void personality_games_text(const Personality *p, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < p->nvariants; i++) {
        size_t used = strlen(buf);
        /* TRANSLATORS: between the last two of a list of games ("kharbaga, zamma and felli") */
        snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : i + 1 < p->nvariants ? ", " : _(" and "), p->variants[i]);
    }
}

bool personality_check_fits(const Personality *p, const char *variant_id, char *err, size_t errlen)
{
    if (personality_fits(p, variant_id))
        return true;
    char games[PERSONALITY_GAMES_TEXT];
    personality_games_text(p, games, sizeof games);
    err_format(err, errlen, "%s: variants: %s (%s) plays only %s, not %s", p->variants_at, p->name, p->id, games,
               variant_id);
    return false;
}

static int compare_ids(const void *a, const void *b) { return strcmp(a, b); }

int personality_list(char ids[][32], int max)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int ndirs = loader_search_path(dirs, LOADER_MAX_DIRS, NULL), n = 0;
    for (int i = 0; i < ndirs; i++) {
        char dir[LOADER_PATH + 16];
        if (snprintf(dir, sizeof dir, "%.*s/personalities", dirs[i].len, dirs[i].at) >= (int)sizeof dir)
            continue; /* a path too long to open */
        DIR *d = opendir(dir);
        for (struct dirent *e; d && (e = readdir(d)) && n < max;) {
            size_t len = strlen(e->d_name);
            if (len < 5 || len - 4 >= 32 || strcmp(e->d_name + len - 4, ".lua"))
                continue;
            snprintf(ids[n], 32, "%.*s", (int)(len - 4), e->d_name);
            bool dup = false;
            for (int k = 0; k < n; k++)
                dup |= !strcmp(ids[k], ids[n]);
            n += !dup;
        }
        if (d)
            closedir(d);
    }
    qsort(ids, (size_t)n, sizeof ids[0], compare_ids);
    return n;
}
