/*
 * lessons.c — reading a script's lessons and checking each against the move generator.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#include "lessons.h"
#include "i18n.h"

#include "game.h"
#include "keywalk.h"
#include "lesson_lines.h"
#include "loader.h"
#include "movegen.h"
#include "notation.h"
#include "report.h"
#include "rule_table.h"

#include <lauxlib.h>
#include <lua.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const lesson_fields[] = {"title", "position", "text", "ask", "ruleset", "rules", "task",
                                            "hint", "explain", "why", NULL};
static const char *const task_fields[] = {"play", "any_of", "capture_most", "crown", "win", "find_all", NULL};

typedef struct LessonCtx {
    lua_State *L;
    Report *report;
    GameDef *def;
    LessonLines lines;
    bool inherited;      /* the lessons come from a script this one extends */
    int index;           /* the lesson being read, from 0 */
    int problems;        /* found in this lesson */
    bool single_play;    /* its answer is the move of `play`, not a list of `any_of` */
    char first[400];     /* the first of them (the note for an inherited lesson left out) */
    Variant *variant;    /* the lesson's rules */
    MoveList list;
} LessonCtx;

/* ---- reporting ---- */

static const char *lessons_path(const LessonCtx *c)
{
    return c->lines.path ? c->lines.path : c->report->nfiles ? c->report->files[0].path : "?";
}

/* A problem with field `field` of the current lesson: "file:line: lessons[N].field: message".
 * In inherited lessons it is only remembered, for the note that leaves the lesson out. */
static void lesson_problem(LessonCtx *c, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void lesson_problem(LessonCtx *c, const char *field, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, _(fmt), ap);
    va_end(ap);
    int line = lesson_lines_at(&c->lines, c->index, field);
    char full[64];
    snprintf(full, sizeof full, "lessons[%d]%s%s", c->index + 1, *field ? "." : "", field);
    if (c->problems++ == 0)
        snprintf(c->first, sizeof c->first, "%s: %.300s", full, msg);
    if (!c->inherited)
        report_at(c->report, lessons_path(c), line, full, "%s", msg);
}

/* The last part of a path: "kharbaga.lua" of "variants/kharbaga.lua". */
static const char *file_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

/* A problem with the lessons table as a whole. */
static void table_problem(LessonCtx *c, const char *msg)
{
    report_at(c->report, lessons_path(c), c->lines.table_line ? c->lines.table_line : 1, "lessons", "%s", msg);
}

/* ---- reading fields ---- */

static bool listed(const char *const *list, const char *s)
{
    for (int i = 0; list[i]; i++)
        if (strcmp(list[i], s) == 0)
            return true;
    return false;
}

/* Reports the keys of table t that are not in `fields`; `where` prefixes them ("task."). */
static void check_keys(LessonCtx *c, int t, const char *const *fields, const char *where)
{
    lua_State *L = c->L;
    KeyWalk w;
    keywalk_start(L, t, &w);
    while (keywalk_next(L, &w)) { /* key -2, value -1 */
        char field[64];
        if (lua_type(L, -2) == LUA_TSTRING && !listed(fields, lua_tostring(L, -2))) {
            snprintf(field, sizeof field, "%s%.40s", where, lua_tostring(L, -2));
            lesson_problem(c, field, "unknown field");
        } else if (lua_type(L, -2) != LUA_TSTRING) {
            snprintf(field, sizeof field, "%.*s", where[0] ? (int)strlen(where) - 1 : 0, where);
            lesson_problem(c, field, "unexpected list entry; fields are written name = value");
        }
        lua_pop(L, 2);
    }
}

/* Copies string field `key` of table t into out: printable text, on one line unless `prose`
 * (report_text_ok); a missing one is a problem if required. */
static void read_text(LessonCtx *c, int t, const char *key, bool required, bool prose, char *out, size_t len)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, key); /* +1 */
    if (type == LUA_TSTRING) {
        size_t n;
        const char *s = lua_tolstring(L, -1, &n);
        char msg[160];
        if (n >= len)
            lesson_problem(c, key, "text too long (at most %zu characters)", len - 1);
        else if (n == 0 && required)
            lesson_problem(c, key, "expected a non-empty string");
        else if (!report_text_ok(s, n, prose, msg, sizeof msg))
            lesson_problem(c, key, "%s", msg);
        else
            memcpy(out, s, n + 1);
    } else if (type != LUA_TNIL || required) {
        lesson_problem(c, key, "expected a string, got %s", type == LUA_TNIL ? "nothing" : luaL_typename(L, -1));
    }
    lua_pop(L, 1);
}

static void lesson_rule_problem(void *ctx, const char *field, const char *key, const char *value, const char *msg)
{
    (void)key;
    (void)value;
    lesson_problem(ctx, field, "%s", msg);
}

/* rules = { removal = "immediate", ... }: stored as "key=value" for lesson_variant. */
static void read_rules(LessonCtx *c, int t, Lesson *l)
{
    lua_getfield(c->L, t, "rules"); /* +1 */
    l->nrules = rule_changes_read(c->L, -1, l->rules, MAX_LESSON_RULES, lesson_rule_problem, c);
    lua_pop(c->L, 1);
}

/* any_of = { "c3xe5", ... } */
static void read_any_of(LessonCtx *c, int t, Lesson *l)
{
    lua_State *L = c->L;
    lua_Integer n = luaL_len(L, t);
    if (n < 1 || n > MAX_LESSON_ANSWERS) {
        lesson_problem(c, "task.any_of", "expected a list of 1 to %d moves, e.g. { \"c3xe5\", \"c3xa5\" }",
                MAX_LESSON_ANSWERS);
        return;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        char field[48];
        snprintf(field, sizeof field, "task.any_of[%lld]", (long long)i);
        lua_geti(L, t, i); /* +1 */
        size_t len = 0;
        const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &len) : NULL;
        if (!s || len == 0 || len >= sizeof l->answers[0])
            lesson_problem(c, field, "expected a move such as \"c3xe5\" (at most %zu characters)", sizeof l->answers[0] - 1);
        else
            memcpy(l->answers[l->nanswers++], s, len + 1);
        lua_pop(L, 1);
    }
}

/* One key of the task table, at the top of the stack; sets l->task. */
static void read_task_kind(LessonCtx *c, const char *key, Lesson *l)
{
    lua_State *L = c->L;
    char field[32];
    snprintf(field, sizeof field, "task.%s", key);
    if (!strcmp(key, "play")) {
        size_t n = 0;
        const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &n) : NULL;
        if (!s || n == 0 || n >= sizeof l->answers[0]) {
            lesson_problem(c, field, "expected \"any\" (any legal move) or a move such as \"e3-e5\"");
        } else if (!strcmp(s, "any")) {
            l->task = TASK_PLAY_ANY;
        } else {
            l->task = TASK_ANY_OF;
            c->single_play = true;
            memcpy(l->answers[l->nanswers++], s, n + 1);
        }
    } else if (!strcmp(key, "any_of")) {
        l->task = TASK_ANY_OF;
        if (lua_istable(L, -1))
            read_any_of(c, lua_gettop(L), l);
        else
            lesson_problem(c, field, "expected a list of moves, e.g. { \"c3xe5\", \"c3xa5\" }");
    } else if (!strcmp(key, "find_all")) {
        const char *s = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "";
        l->task = !strcmp(s, "captures") ? TASK_FIND_ALL_CAPTURES : TASK_FIND_ALL_MOVES;
        if (strcmp(s, "captures") && strcmp(s, "moves"))
            lesson_problem(c, field, "expected \"moves\" or \"captures\"");
    } else {
        l->task = !strcmp(key, "crown") ? TASK_CROWN : !strcmp(key, "win") ? TASK_WIN : TASK_CAPTURE_MOST;
        if (lua_type(L, -1) != LUA_TBOOLEAN || !lua_toboolean(L, -1))
            lesson_problem(c, field, "expected true");
    }
}

/* task = { capture_most = true } and its kin: exactly one of task_fields. */
static void read_task(LessonCtx *c, int t, Lesson *l)
{
    lua_State *L = c->L;
    static const char *const expected = "expected one of { play = \"any\" or a move }, { any_of = { moves } }, "
                                        "{ capture_most = true }, { crown = true }, { win = true }, "
                                        "{ find_all = \"moves\" or \"captures\" }";
    int type = lua_getfield(L, t, "task"); /* +1 */
    if (type != LUA_TTABLE) {
        lesson_problem(c, "task", "%s%s", type == LUA_TNIL ? "missing; " : "", expected);
        lua_pop(L, 1);
        return;
    }
    int task = lua_gettop(L);
    check_keys(c, task, task_fields, "task.");
    int found = 0;
    for (int i = 0; task_fields[i]; i++) {
        if (lua_getfield(L, task, task_fields[i]) != LUA_TNIL && found++ == 0) /* +1 */
            read_task_kind(c, task_fields[i], l);
        lua_pop(L, 1);
    }
    if (found != 1)
        lesson_problem(c, "task", "%s; %s", found ? "more than one kind of task" : "no kind of task", expected);
    lua_pop(L, 1);
}

/* ---- checking a lesson against the move generator ---- */

static int ruleset_index(const GameDef *def, const char *id)
{
    if (!id[0])
        return 0;
    for (int r = 0; r < def->nrulesets; r++)
        if (strcmp(def->rulesets[r].id, id) == 0)
            return r;
    return -1;
}

bool lesson_variant(const GameDef *def, const Lesson *l, Variant *out, Err *err)
{
    int r = ruleset_index(def, l->ruleset);
    if (r < 0) {
        char ids[512] = "";
        for (int i = 0; i < def->nrulesets; i++) {
            size_t used = strlen(ids);
            snprintf(ids + used, sizeof ids - used, "%s%s", i ? ", " : "", def->rulesets[i].id);
        }
        return err_set(err, "no ruleset '%s' in this game; expected one of %s", l->ruleset, ids);
    }
    *out = def->variant;
    out->hooks = NULL;
    out->hook_candidates = NULL;
    out->memory = NULL; /* a lesson's position is a start: no piece has a past */
    out->rules = def->base_rules;
    const Ruleset *rs = &def->rulesets[r];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&out->rules + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    for (int i = 0; i < l->nrules; i++)
        if (!rules_set_pair(&out->rules, l->rules[i], err))
            return false;
    if (out->rules.piece_revisit == PIECE_REVISIT_FORBIDDEN) /* a lesson's moves are made on copies */
        return err_set(err, "a lesson cannot use piece_revisit=forbidden: it does not follow the pieces' past; "
                            "expected a ruleset without it");
    return variant_conclude(out, err);
}

bool lesson_position(const Variant *v, const Lesson *l, Position *pos, Err *err)
{
    if (!position_from_text(v, l->position, pos, err))
        return false;
    if (!position_is_ok(v, pos))
        return err_set(err, "the position is not consistent");
    return true;
}

bool lesson_move_wins(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d)
{
    Game g;
    if (!game_init(&g, v, pos))
        return false;
    ResultReason reason;
    bool won = game_play(&g, m, d) &&
               game_result(&g, &reason) == (pos->side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS);
    game_free(&g);
    return won;
}

int lesson_solutions(const Variant *v, const Position *pos, const Lesson *l, const MoveList *legal, bool *is_answer,
                     Err *err)
{
    int most = 0, count = 0;
    for (int i = 0; i < legal->n; i++)
        most = legal->moves[i].ncaptured > most ? legal->moves[i].ncaptured : most;
    for (int i = 0; i < legal->n; i++) {
        const Move *m = &legal->moves[i];
        switch (l->task) {
        case TASK_PLAY_ANY:
        case TASK_FIND_ALL_MOVES: is_answer[i] = true; break;
        case TASK_ANY_OF: is_answer[i] = false; break;
        case TASK_CAPTURE_MOST: is_answer[i] = most > 0 && m->ncaptured == most; break;
        case TASK_CROWN: is_answer[i] = (m->flags & MOVE_CROWN) != 0; break;
        case TASK_WIN: is_answer[i] = lesson_move_wins(v, pos, m, movelist_detail(legal, i)); break;
        case TASK_FIND_ALL_CAPTURES: is_answer[i] = m->ncaptured > 0; break;
        }
    }
    for (int k = 0; l->task == TASK_ANY_OF && k < l->nanswers; k++) {
        int index = move_parse(v, legal, l->answers[k], err);
        if (index < 0)
            return -1;
        is_answer[index] = true;
    }
    for (int i = 0; i < legal->n; i++)
        count += is_answer[i];
    return count;
}

const char *lesson_ask(const Lesson *l)
{
    if (l->ask[0])
        return l->ask;
    switch (l->task) {
    case TASK_PLAY_ANY: return "Make any legal move.";
    case TASK_ANY_OF: return l->nanswers == 1 ? "Play the move the lesson describes." : "Find a right move.";
    case TASK_CAPTURE_MOST: return "Capture as many pieces as you can in one move.";
    case TASK_CROWN: return "Crown a man.";
    case TASK_WIN: return "Win the game with this move.";
    case TASK_FIND_ALL_MOVES: return "Type every legal move, one at a time.";
    case TASK_FIND_ALL_CAPTURES: return "Type every legal capture, one at a time.";
    }
    return "";
}

/* Why a task has no solution in its position, in words. */
static const char *no_solution(LessonTask task)
{
    switch (task) {
    case TASK_CAPTURE_MOST: return "no capture is possible in the position, so the task has no solution";
    case TASK_CROWN: return "no legal move crowns a man in the position, so the task has no solution";
    case TASK_WIN: return "no legal move wins in the position, so the task has no solution";
    case TASK_FIND_ALL_CAPTURES: return "no capture is possible in the position, so there is nothing to find";
    default: return "the task has no solution in the position";
    }
}

/* Every listed answer is a legal move of the position, named without ambiguity. */
static bool check_answers(LessonCtx *c, const Lesson *l)
{
    bool ok = true;
    for (int k = 0; k < l->nanswers; k++) {
        Err e;
        char field[48];
        if (c->single_play)
            snprintf(field, sizeof field, "task.play");
        else
            snprintf(field, sizeof field, "task.any_of[%d]", k + 1);
        if (move_parse(c->variant, &c->list, l->answers[k], &e) < 0) {
            lesson_problem(c, field, "%s", e.msg);
            ok = false;
        }
    }
    return ok;
}

/* The lesson's rules, position and task against the move generator. */
static void check_lesson(LessonCtx *c, const Lesson *l)
{
    GameDef *def = c->def;
    int r = ruleset_index(def, l->ruleset);
    Err e;
    if (r >= 0 && def->ruleset_hooks[r]) {
        lesson_problem(c, "ruleset", "ruleset '%s' runs Lua hooks, which lessons cannot check; choose a ruleset without "
                "hooks", def->rulesets[r].id);
        return;
    }
    if (!lesson_variant(def, l, c->variant, &e)) {
        lesson_problem(c, r < 0 ? "ruleset" : "rules", "%s", e.msg);
        return;
    }
    Position pos;
    if (!lesson_position(c->variant, l, &pos, &e)) {
        lesson_problem(c, "position", "%s", e.msg);
        return;
    }
    movegen_legal(c->variant, &pos, &c->list);
    if (c->list.overflow) {
        lesson_problem(c, "position", "more legal moves than the engine holds");
        return;
    }
    if (c->list.n == 0) {
        lesson_problem(c, "position", "%s has no legal move there", c->variant->side_name[pos.side]);
        return;
    }
    if (l->task == TASK_ANY_OF && !check_answers(c, l))
        return;
    bool *is_answer = calloc((size_t)c->list.n, sizeof *is_answer);
    int n = is_answer ? lesson_solutions(c->variant, &pos, l, &c->list, is_answer, &e) : -1;
    if (!is_answer)
        lesson_problem(c, "task", "out of memory");
    else if (n == 0)
        lesson_problem(c, "task", "%s", no_solution(l->task));
    else if (n > MAX_LESSON_FIND && (l->task == TASK_FIND_ALL_MOVES || l->task == TASK_FIND_ALL_CAPTURES))
        lesson_problem(c, "task.find_all", "%d moves to find; at most %d make a lesson", n, MAX_LESSON_FIND);
    free(is_answer);
}

/* One lesson: the table at index e. */
static void read_lesson(LessonCtx *c, int e, Lesson *l)
{
    memset(l, 0, sizeof *l);
    check_keys(c, e, lesson_fields, "");
    read_text(c, e, "title", true, false, l->title, sizeof l->title);
    read_text(c, e, "text", true, true, l->text, sizeof l->text);
    read_text(c, e, "position", true, false, l->position, sizeof l->position);
    read_text(c, e, "hint", true, false, l->hint, sizeof l->hint); /* printed after "Hint: " */
    read_text(c, e, "explain", true, true, l->explain, sizeof l->explain);
    read_text(c, e, "ask", false, false, l->ask, sizeof l->ask);
    read_text(c, e, "why", false, true, l->why, sizeof l->why);
    read_text(c, e, "ruleset", false, false, l->ruleset, sizeof l->ruleset);
    read_rules(c, e, l);
    read_task(c, e, l);
    if (c->problems == 0)
        check_lesson(c, l);
}

/* Leaves an inherited lesson out, with a note saying where it was and why. */
static void note_left_out(LessonCtx *c, const Lesson *l)
{
    Lessons *ls = &c->def->lessons;
    size_t used = strlen(ls->notes);
    const char *base = file_name(lessons_path(c));
    if (used && used + 1 < sizeof ls->notes)
        ls->notes[used++] = '\n'; /* the notes are one per line: each is made one clean line */
    err_format(ls->notes + used, sizeof ls->notes - used, "lesson \"%.60s\" (%.120s:%d) does not hold under these rules "
               "and is left out (%.200s)", l->title, base, lesson_lines_at(&c->lines, c->index, ""), c->first);
}

/* lessons_read with its context c (large: its table of lines). */
static void read_lessons(LessonCtx *c, int t)
{
    lua_State *L = c->L;
    GameDef *def = c->def;
    Lessons *ls = &def->lessons;
    int type = lua_getfield(L, t, "lessons"); /* +1 */
    lesson_lines_find(c->report, &c->lines);
    c->inherited = c->lines.file > 0;
    lua_Integer n = type == LUA_TTABLE ? luaL_len(L, -1) : 0;
    if (type != LUA_TNIL && type != LUA_TTABLE) {
        table_problem(c, "expected a list of lessons, { { title = ..., position = ..., task = ... }, ... }");
    } else if (n > MAX_LESSONS) {
        char msg[64];
        snprintf(msg, sizeof msg, "at most %d lessons", MAX_LESSONS);
        table_problem(c, msg);
    } else if (n > 0 && def->hooks && c->inherited) {
        snprintf(ls->notes, sizeof ls->notes, "the %lld lessons of %.200s are left out: this game's rules run Lua hooks, "
                 "which lessons cannot check", (long long)n, file_name(lessons_path(c)));
    } else if (n > 0 && def->hooks) {
        table_problem(c, "this game's rules run Lua hooks, which lessons cannot check");
    } else if (n > 0) {
        c->variant = malloc(sizeof *c->variant);
        int list = lua_gettop(L);
        for (lua_Integer i = 1; c->variant && i <= n; i++) {
            c->index = (int)(i - 1);
            c->problems = 0;
            c->single_play = false;
            Lesson *l = &ls->lesson[ls->n];
            memset(l, 0, sizeof *l);
            lua_geti(L, list, i); /* +1 */
            if (lua_istable(L, -1))
                read_lesson(c, lua_gettop(L), l);
            else
                lesson_problem(c, "", "expected a table { title = ..., position = ..., task = ... }, got %s",
                        luaL_typename(L, -1));
            lua_pop(L, 1);
            l->place = (int)i;
            if (c->problems == 0)
                ls->n++;
            else if (c->inherited)
                note_left_out(c, l);
        }
        if (!c->variant)
            table_problem(c, "out of memory");
        free(c->variant);
        movelist_free(&c->list);
    }
    lua_pop(L, 1);
}

void lessons_read(lua_State *L, int t, Report *report, GameDef *def)
{
    memset(&def->lessons, 0, sizeof def->lessons);
    LessonCtx *c = calloc(1, sizeof *c);
    if (!c) {
        report_plain(report, "lessons: out of memory");
        return;
    }
    c->L = L, c->report = report, c->def = def;
    read_lessons(c, t);
    free(c);
}
