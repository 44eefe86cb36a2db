/*
 * texts.c — reading one translation of a game's texts (texts.h): run as a script is, in a
 * sandbox of its own under the same budgets, then read with the loader's readers, every problem
 * named by file, line and field.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#include "loader_int.h"
#include "texts.h"
#include "translation_file.h"

#include "i18n.h"
#include "keywalk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const texts_fields[] = {"name",    "region",  "summary", "history",   "notes", "disputes",
                                           "rulesets", "lessons", "sides",   "king_name", "king_plural", NULL};
static const char *const dispute_keys[] = {"topic", "text", NULL};
static const char *const lesson_keys[] = {"title", "text", "ask", "hint", "explain", "why", NULL};

enum { LESSON_KEYS = 6 };

/* One reading: the loader's context on the translation's file, and what it gave. */
typedef struct TextsCtx {
    LoadCtx c;
    const GameDef *def;
    GameDef *out;
    int depth;   /* the script of def->origins.files translated */
    bool strict;
    bool read;   /* the file ran and returned a table */
    bool scalar[TEXT_DISPUTES];
    bool sides, king, plural; /* the colours' names, the king's, its plural */
    bool dispute[MAX_DISPUTES][2];
    bool ruleset[MAX_RULESETS];
    bool lesson[MAX_LESSONS][LESSON_KEYS]; /* by the lesson's place in its script */
} TextsCtx;

bool texts_path(const char *script, const char *lang, char *out, size_t len)
{
    const char *slash = strrchr(script, '/');
    int dirlen = slash ? (int)(slash - script) : 1;
    int n = snprintf(out, len, "%.*s/i18n/%s/%s", dirlen, slash ? script : ".", lang, slash ? slash + 1 : script);
    return n > 0 && (size_t)n < len;
}

const char *texts_language(void)
{
    return catalog_language(i18n_current());
}

/* A key of the translation for a text the script does not write itself: a problem when strict
 * (the game's own translation), else passed over (a base's, whose extension writes its own). */
static bool not_written(TextsCtx *x, const char *field, const char *key, int owner)
{
    if (!x->strict)
        return true;
    if (owner < 0)
        problem(&x->c, field, key, NULL, "the game's script writes no %s to translate", key);
    else
        problem(&x->c, field, key, NULL, "the game inherits it from %s, whose translation gives it",
                x->def->origins.files[owner]);
    return true;
}

/* Reads text field `key` of table t into out if it is there: a string of at most len - 1 bytes,
 * on one line unless prose, not empty; *seen says it was given. */
static void read_given(TextsCtx *x, int t, const char *field, const char *key, bool prose, char *out, size_t len,
                      bool *seen)
{
    lua_State *L = x->c.L;
    int type = lua_getfield(L, t, key); /* +1 */
    bool empty = type == LUA_TSTRING && lua_rawlen(L, -1) == 0;
    lua_pop(L, 1);
    if (type == LUA_TNIL)
        return;
    *seen = true;
    if (empty)
        problem(&x->c, field, key, NULL, "an empty text; leave the key out for the English");
    else
        read_field_text(&x->c, t, field, key, false, prose, out, len);
}

/* name, region, summary, history, notes. */
static void read_scalars(TextsCtx *x, int t)
{
    static const char *const keys[] = {"name", "region", "summary", "history", "notes"};
    GameDef *o = x->out;
    char *out[] = {o->name, o->region, o->summary, o->history, o->notes};
    size_t len[] = {sizeof o->name, sizeof o->region, sizeof o->summary, sizeof o->history, sizeof o->notes};
    for (int k = 0; k < TEXT_DISPUTES; k++) {
        int type = lua_getfield(x->c.L, t, keys[k]); /* +1 */
        lua_pop(x->c.L, 1);
        if (type != LUA_TNIL && x->def->origins.owner[k] != x->depth)
            not_written(x, keys[k], keys[k], x->def->origins.owner[k]);
        else
            read_given(x, t, keys[k], keys[k], k >= TEXT_HISTORY, out[k], len[k], &x->scalar[k]);
    }
}

/* sides = { "Negras", "Blancas" }: the colours' names as the reader says them, South's first.
 * Position text keeps the initials of the script's own names (variant_check_sides). */
static void read_sides(TextsCtx *x, int t)
{
    lua_State *L = x->c.L;
    int type = lua_getfield(L, t, "sides"); /* +1 */
    if (type != LUA_TNIL && x->def->origins.owner[TEXT_SIDES] != x->depth) {
        not_written(x, "sides", "sides", x->def->origins.owner[TEXT_SIDES]);
    } else if (type != LUA_TNIL && (type != LUA_TTABLE || lua_rawlen(L, -1) != 2)) {
        problem(&x->c, "sides", "sides", NULL, "expected the two colours' names, South's first, e.g. { \"Negras\", \"Blancas\" }");
    } else if (type != LUA_TNIL) {
        char names[2][sizeof x->out->variant.side_name[0]];
        bool ok = true;
        for (int s = 0; s < 2; s++) {
            lua_rawgeti(L, -1, s + 1); /* +1 */
            size_t n = 0;
            const char *name = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
            char field[16];
            snprintf(field, sizeof field, "sides[%d]", s + 1);
            if (!name || n == 0 || n >= sizeof names[s]) {
                problem(&x->c, field, "sides", NULL, "expected a colour's name of 1 to %zu bytes", sizeof names[s] - 1);
                ok = false;
            } else if (!text_ok(&x->c, field, "sides", name, n, false)) {
                ok = false;
            } else {
                memcpy(names[s], name, n + 1);
            }
            lua_pop(L, 1);
        }
        if (ok) {
            memcpy(x->out->variant.side_name, names, sizeof names);
            x->sides = true;
        }
    }
    lua_pop(L, 1);
}

/* king_name = "Mulá", king_plural = "Mulás": the king's name and its plural as the reader says
 * them. A translation that names the king without the plural says the name for both, never the
 * script's plural beside a translated name. */
static void read_king(TextsCtx *x, int t)
{
    static const char *const keys[] = {"king_name", "king_plural"};
    Variant *v = &x->out->variant;
    char *out[] = {v->king_name, v->king_plural};
    size_t len[] = {sizeof v->king_name, sizeof v->king_plural};
    bool *seen[] = {&x->king, &x->plural};
    for (int k = 0; k < 2; k++) {
        int type = lua_getfield(x->c.L, t, keys[k]); /* +1 */
        lua_pop(x->c.L, 1);
        if (type != LUA_TNIL && x->def->origins.owner[TEXT_KING] != x->depth)
            not_written(x, keys[k], keys[k], x->def->origins.owner[TEXT_KING]);
        else
            read_given(x, t, keys[k], keys[k], false, out[k], len[k], seen[k]);
    }
    if (x->king && !x->plural)
        snprintf(v->king_plural, sizeof v->king_plural, "%s", v->king_name);
}

/* The list `key` of table t (disputes, lessons) pushed with its length in *n, when it is there
 * and the script writes it (else nothing pushed, false). */
static bool open_list(TextsCtx *x, int t, const char *key, GameText kind, const char *shape, lua_Integer *n)
{
    lua_State *L = x->c.L;
    int type = lua_getfield(L, t, key); /* +1 */
    int owner = x->def->origins.owner[kind], written = x->def->origins.nwritten[kind - TEXT_DISPUTES];
    if (type == LUA_TNIL || (owner != x->depth && not_written(x, key, key, owner))) {
        lua_pop(L, 1);
        return false;
    }
    *n = type == LUA_TTABLE ? luaL_len(L, -1) : -1;
    if (*n < 0) {
        problem(&x->c, key, key, NULL, "expected a list of %s, got %s", shape, type_of(L, -1));
        lua_pop(L, 1);
        return false;
    }
    if (*n > written) { /* the first entry too many; the others are read */
        ReportEntry at = {key, written + 1, *n, NULL, 0, NULL};
        char field[48];
        snprintf(field, sizeof field, "%s[%d]", key, written + 1);
        report_entry(&x->c.report, &at, field, "the game's script writes %d %s; this entry has nothing to translate",
                     written, key);
        *n = written;
    }
    return true;
}

/* Entry i of the list at index list, a table of `keys`, pushed and made the entry problems are
 * found in (at); false (nothing pushed) if it is not a table. */
static bool open_entry(TextsCtx *x, int list, lua_Integer i, ReportEntry *at, const char *const *keys, const char *shape)
{
    lua_State *L = x->c.L;
    snprintf(x->c.prefix, sizeof x->c.prefix, "%s[%lld].", at->list, (long long)i);
    lua_geti(L, list, i); /* +1 */
    if (!lua_istable(L, -1)) {
        x->c.prefix[strlen(x->c.prefix) - 1] = '\0';
        report_entry(&x->c.report, at, x->c.prefix, "expected %s, got %s", shape, type_of(L, -1));
        lua_pop(L, 1);
        return false;
    }
    x->c.entry = at;
    check_keys(&x->c, lua_gettop(L), keys, false, x->c.prefix);
    return true;
}

static void close_entry(TextsCtx *x)
{
    x->c.entry = NULL;
    lua_pop(x->c.L, 1);
}

/* disputes = { { topic = ..., text = ... }, ... }: the script's, in its order. */
static void read_dispute_texts(TextsCtx *x, int t)
{
    lua_Integer n;
    if (!open_list(x, t, "disputes", TEXT_DISPUTES, "{ topic = ..., text = ... }", &n))
        return;
    int list = lua_gettop(x->c.L);
    for (lua_Integer i = 1; i <= n && i <= x->def->ndisputes; i++) { /* n: at most the script's */
        ReportEntry at = {"disputes", i, n, NULL, 0, NULL};
        if (!open_entry(x, list, i, &at, dispute_keys, "{ topic = ..., text = ... }"))
            continue;
        Dispute *d = &x->out->disputes[i - 1];
        int e = lua_gettop(x->c.L);
        read_given(x, e, "topic", "topic", false, d->topic, sizeof d->topic, &x->dispute[i - 1][0]);
        read_given(x, e, "text", "text", true, d->text, sizeof d->text, &x->dispute[i - 1][1]);
        close_entry(x);
    }
    lua_pop(x->c.L, 1);
}

/* The ruleset with id `id`, or -1. */
static int ruleset_index(const GameDef *def, const char *id)
{
    for (int r = 0; r < def->nrulesets; r++)
        if (!strcmp(def->rulesets[r].id, id))
            return r;
    return -1;
}

/* "a, b, c": the game's ruleset ids. */
static void ruleset_ids(const GameDef *def, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int r = 0; r < def->nrulesets; r++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", r ? ", " : "", def->rulesets[r].id);
    }
}

/* One key of `rulesets` (at -2, its value at -1; rs the table): a ruleset's source. */
static void read_ruleset(TextsCtx *x, int rs)
{
    lua_State *L = x->c.L;
    char field[64], ids[MAX_RULESETS * 34];
    if (lua_type(L, -2) != LUA_TSTRING) {
        problem(&x->c, "rulesets", "rulesets", NULL, "expected ruleset ids as keys, id = \"source\"");
        return;
    }
    const char *id = lua_tostring(L, -2);
    int r = ruleset_index(x->def, id);
    snprintf(field, sizeof field, "rulesets.%.40s", id);
    if (r < 0) {
        ruleset_ids(x->def, ids, sizeof ids);
        problem(&x->c, field, id, NULL, "the game has no ruleset '%s'; its rulesets are %s", id, ids);
    } else if (x->def->origins.ruleset[r] != x->depth) {
        not_written(x, field, id, x->def->origins.ruleset[r]);
    } else if (!x->def->rulesets[r].source[0] && x->strict) {
        problem(&x->c, field, id, NULL, "ruleset %s has no source to translate", id);
    } else {
        Ruleset *out = &x->out->rulesets[r];
        read_given(x, rs, field, id, false, out->source, sizeof out->source, &x->ruleset[r]);
    }
}

/* rulesets = { id = "source", ... }. */
static void read_ruleset_sources(TextsCtx *x, int t)
{
    lua_State *L = x->c.L;
    int type = lua_getfield(L, t, "rulesets"); /* +1 */
    if (type != LUA_TNIL && type != LUA_TTABLE)
        problem(&x->c, "rulesets", "rulesets", NULL, "expected { ruleset_id = \"source\", ... }, got %s", type_of(L, -1));
    if (type == LUA_TTABLE) {
        int rs = lua_gettop(L);
        KeyWalk w;
        keywalk_start(L, rs, &w);
        while (keywalk_next(L, &w)) { /* key at -2, value at -1 */
            read_ruleset(x, rs);
            lua_pop(L, 2);
        }
    }
    lua_pop(L, 1);
}

/* The lesson of def whose place in its script is `place`, or -1 (an inherited one left out). */
static int lesson_at(const GameDef *def, lua_Integer place)
{
    for (int i = 0; i < def->lessons.n; i++)
        if (def->lessons.lesson[i].place == place)
            return i;
    return -1;
}

/* The texts of one lesson (the entry at e) into l; `english` is the script's. */
static void read_lesson(TextsCtx *x, int e, const Lesson *english, Lesson *l, bool *seen)
{
    char *out[] = {l->title, l->text, l->ask, l->hint, l->explain, l->why};
    const char *in[] = {english->title, english->text, english->ask, english->hint, english->explain, english->why};
    size_t len[] = {sizeof l->title, sizeof l->text, sizeof l->ask, sizeof l->hint, sizeof l->explain, sizeof l->why};
    static const bool prose[] = {false, true, false, false, true, true};
    for (int k = 0; k < LESSON_KEYS; k++) {
        int type = lua_getfield(x->c.L, e, lesson_keys[k]); /* +1 */
        lua_pop(x->c.L, 1);
        if (type != LUA_TNIL && !in[k][0])
            problem(&x->c, lesson_keys[k], lesson_keys[k], NULL, "the script's lesson has no %s to translate",
                    lesson_keys[k]);
        else
            read_given(x, e, lesson_keys[k], lesson_keys[k], prose[k], out[k], len[k], &seen[k]);
    }
}

/* lessons = { { title = ..., text = ..., ... }, ... }: the script's, in its order. */
static void read_lesson_texts(TextsCtx *x, int t)
{
    lua_Integer n;
    if (!open_list(x, t, "lessons", TEXT_LESSONS, "{ title = ..., text = ..., ... }", &n))
        return;
    int list = lua_gettop(x->c.L);
    for (lua_Integer i = 1; i <= n; i++) {
        ReportEntry at = {"lessons", i, n, NULL, 0, NULL};
        int k = lesson_at(x->def, i);
        if (!open_entry(x, list, i, &at, lesson_keys, "{ title = ..., text = ..., ... }"))
            continue;
        if (k >= 0)
            read_lesson(x, lua_gettop(x->c.L), &x->def->lessons.lesson[k], &x->out->lessons.lesson[k], x->lesson[i - 1]);
        close_entry(x);
    }
    lua_pop(x->c.L, 1);
}

/* The translation's table, argument 2 (the context is argument 1): read in a protected call. */
static int l_texts_read(lua_State *L)
{
    TextsCtx *x = lua_touserdata(L, 1);
    x->read = true;
    check_keys(&x->c, 2, texts_fields, false, "");
    read_scalars(x, 2);
    read_sides(x, 2);
    read_king(x, 2);
    read_dispute_texts(x, 2);
    read_ruleset_sources(x, 2);
    read_lesson_texts(x, 2);
    return 0;
}

/* Appends line to buf (len bytes). */
static void add_line(char *buf, size_t len, const char *line)
{
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s\n", line);
}

/* The texts the script writes that the translation did not give, one field a line. */
static void list_missing(const TextsCtx *x, char *buf, size_t len)
{
    static const char *const keys[] = {"name", "region", "summary", "history", "notes"};
    const GameDef *def = x->def;
    const char *scalar[] = {def->name, def->region, def->summary, def->history, def->notes};
    char field[96];
    buf[0] = '\0';
    for (int k = 0; k < TEXT_DISPUTES; k++)
        if (def->origins.owner[k] == 0 && scalar[k][0] && !x->scalar[k])
            add_line(buf, len, keys[k]);
    if (def->origins.owner[TEXT_SIDES] == 0 && !x->sides)
        add_line(buf, len, "sides");
    if (def->origins.owner[TEXT_KING] == 0 && !x->king)
        add_line(buf, len, "king_name");
    if (def->origins.owner[TEXT_KING] == 0 && !x->plural)
        add_line(buf, len, "king_plural");
    for (int i = 0; def->origins.owner[TEXT_DISPUTES] == 0 && i < def->ndisputes; i++)
        for (int k = 0; k < 2; k++)
            if (!x->dispute[i][k] && snprintf(field, sizeof field, "disputes[%d].%s", i + 1, dispute_keys[k]) > 0)
                add_line(buf, len, field);
    for (int r = 0; r < def->nrulesets; r++)
        if (def->origins.ruleset[r] == 0 && def->rulesets[r].source[0] && !x->ruleset[r] &&
            snprintf(field, sizeof field, "rulesets.%s", def->rulesets[r].id) > 0)
            add_line(buf, len, field);
    for (int i = 0; def->origins.owner[TEXT_LESSONS] == 0 && i < def->lessons.n; i++) {
        const Lesson *l = &def->lessons.lesson[i];
        const char *in[] = {l->title, l->text, l->ask, l->hint, l->explain, l->why};
        for (int k = 0; k < LESSON_KEYS; k++)
            if (in[k][0] && !x->lesson[l->place - 1][k] &&
                snprintf(field, sizeof field, "lessons[%d].%s", l->place, lesson_keys[k]) > 0)
                add_line(buf, len, field);
    }
}

int texts_read(const GameDef *def, int depth, const char *path, bool strict, const SandboxLimits *limits, GameDef *out,
               char *err, size_t errlen, char *missing, size_t missinglen)
{
    TextsCtx *x = calloc(1, sizeof *x);
    if (!x)
        return report_fail(err, errlen, path, "out of memory"), 1;
    x->def = def, x->out = out, x->depth = depth, x->strict = strict;
    report_init(&x->c.report, err, errlen);
    x->c.sb = sandbox_new(limits);
    if (!x->c.sb) {
        report_plain(&x->c.report, "out of memory starting Lua");
    } else {
        sandbox_discard_print(x->c.sb); /* a translation has nothing to say */
        x->c.L = sandbox_lua(x->c.sb);
        translation_file_run(&x->c.report, x->c.sb, path, "return { name = ..., summary = ..., ... }", l_texts_read,
                             x);
    }
    int n = x->c.report.nerrors;
    if (missing && x->read) /* a file that does not run translates nothing: its problem says so */
        list_missing(x, missing, missinglen);
    else if (missing)
        missing[0] = '\0';
    sandbox_free(x->c.sb);
    report_free(&x->c.report);
    free(x);
    return n;
}

void texts_wrap(char *text, size_t size)
{
    static const char open[] = "⟦", close[] = "⟧";
    size_t n = strlen(text), o = sizeof open - 1, c = sizeof close - 1;
    if (!n || n + o + c >= size)
        return;
    memmove(text + o, text, n);
    memcpy(text, open, o);
    memcpy(text + o + n, close, c + 1);
}

void texts_pseudo(GameDef *def)
{
    for (int s = 0; s < 2; s++)
        texts_wrap(def->variant.side_name[s], sizeof def->variant.side_name[s]);
    texts_wrap(def->variant.king_name, sizeof def->variant.king_name);
    texts_wrap(def->variant.king_plural, sizeof def->variant.king_plural);
    texts_wrap(def->name, sizeof def->name);
    texts_wrap(def->region, sizeof def->region);
    texts_wrap(def->summary, sizeof def->summary);
    texts_wrap(def->history, sizeof def->history);
    texts_wrap(def->notes, sizeof def->notes);
    for (int i = 0; i < def->ndisputes; i++) {
        texts_wrap(def->disputes[i].topic, sizeof def->disputes[i].topic);
        texts_wrap(def->disputes[i].text, sizeof def->disputes[i].text);
    }
    for (int r = 0; r < def->nrulesets; r++)
        texts_wrap(def->rulesets[r].source, sizeof def->rulesets[r].source);
    for (int i = 0; i < def->lessons.n; i++) {
        Lesson *l = &def->lessons.lesson[i];
        texts_wrap(l->title, sizeof l->title);
        texts_wrap(l->text, sizeof l->text);
        texts_wrap(l->ask, sizeof l->ask);
        texts_wrap(l->hint, sizeof l->hint);
        texts_wrap(l->explain, sizeof l->explain);
        texts_wrap(l->why, sizeof l->why);
    }
}

void texts_copy(GameDef *to, const GameDef *from)
{
    memcpy(to->variant.side_name, from->variant.side_name, sizeof to->variant.side_name);
    memcpy(to->variant.king_name, from->variant.king_name, sizeof to->variant.king_name);
    memcpy(to->variant.king_plural, from->variant.king_plural, sizeof to->variant.king_plural);
    memcpy(to->name, from->name, sizeof to->name);
    memcpy(to->region, from->region, sizeof to->region);
    memcpy(to->summary, from->summary, sizeof to->summary);
    memcpy(to->history, from->history, sizeof to->history);
    memcpy(to->notes, from->notes, sizeof to->notes);
    for (int i = 0; i < from->ndisputes; i++) {
        memcpy(to->disputes[i].topic, from->disputes[i].topic, sizeof to->disputes[i].topic);
        memcpy(to->disputes[i].text, from->disputes[i].text, sizeof to->disputes[i].text);
    }
    for (int r = 0; r < from->nrulesets; r++)
        memcpy(to->rulesets[r].source, from->rulesets[r].source, sizeof to->rulesets[r].source);
    for (int i = 0; i < from->lessons.n; i++) {
        Lesson *t = &to->lessons.lesson[i];
        const Lesson *f = &from->lessons.lesson[i];
        memcpy(t->title, f->title, sizeof t->title);
        memcpy(t->text, f->text, sizeof t->text);
        memcpy(t->ask, f->ask, sizeof t->ask);
        memcpy(t->hint, f->hint, sizeof t->hint);
        memcpy(t->explain, f->explain, sizeof t->explain);
        memcpy(t->why, f->why, sizeof t->why);
    }
}

int texts_check(const GameDef *def, const char *path, char *err, size_t errlen, char *missing, size_t missinglen)
{
    err[0] = missing[0] = '\0';
    GameDef *scratch = malloc(sizeof *scratch);
    if (!scratch)
        return report_fail(err, errlen, path, "out of memory"), 1;
    memcpy(scratch, def, sizeof *scratch);
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    int n = def->origins.nfiles ? texts_read(def, 0, path, true, &limits, scratch, err, errlen, missing, missinglen) : 0;
    free(scratch);
    return n;
}
