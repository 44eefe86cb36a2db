/*
 * cmd_learn_json.c — `kharbaga learn --json`: the course as data, for programs and the page.
 *
 * Stateless: the caller keeps the learner's progress. Without --lesson, the game's lessons;
 * with --lesson N, that lesson's text, task and what draws it; with --answer MOVE as well, the
 * verdict on that move judged by the terminal course's code (lua/words/lesson_judge.h) from the
 * state the caller gives (--found, --tries), its feedback lines and the next lesson.
 */
#include "commands.h"
#include "json.h"
#include "lesson_judge.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>

/* The task's name in the JSON, after the lesson's `task` field in the script. */
static const char *task_name(LessonTask task)
{
    switch (task) {
    case TASK_PLAY_ANY: return "any";
    case TASK_ANY_OF: return "any_of";
    case TASK_CAPTURE_MOST: return "capture_most";
    case TASK_CROWN: return "crown";
    case TASK_WIN: return "win";
    case TASK_FIND_ALL_MOVES: return "find_all_moves";
    case TASK_FIND_ALL_CAPTURES: return "find_all_captures";
    }
    return "?";
}

/* "game" and "name": the start of every answer. */
static void write_game(FILE *out, const GameDef *def)
{
    fprintf(out, "{\"game\":");
    json_string(out, def->id);
    json_string_member(out, "name", def->name);
}

/* The lesson after number (from 1), or null after the last. */
static void write_next(FILE *out, const GameDef *def, int number)
{
    if (number < def->lessons.n)
        fprintf(out, ",\"next\":%d", number + 1);
    else
        fprintf(out, ",\"next\":null");
}

/* Writes the moves of s whose flag in which[] is set, as an array of their texts. */
static void write_moves(FILE *out, const LessonState *s, const bool *which)
{
    fprintf(out, "[");
    int n = 0;
    for (int i = 0; i < s->list.n; i++) {
        if (!which[i])
            continue;
        char mv[MOVE_TEXT_MAX];
        movelist_text(&s->variant, &s->list, i, mv, sizeof mv);
        fprintf(out, n++ ? "," : "");
        json_string(out, mv);
    }
    fprintf(out, "]");
}

static void write_list(FILE *out, const GameDef *def)
{
    write_game(out, def);
    fprintf(out, ",\"lessons\":[");
    for (int i = 0; i < def->lessons.n; i++) {
        const Lesson *l = &def->lessons.lesson[i];
        fprintf(out, "%s\n {\"lesson\":%d,\"title\":", i ? "," : "", i + 1);
        json_string(out, l->title);
        fprintf(out, ",\"task\":\"%s\",\"ask\":", task_name(l->task));
        json_string(out, lesson_ask(l));
        fprintf(out, "}");
    }
    fprintf(out, "]}\n");
}

/* Lesson `number`: its words, its task, and the variant, rules and position that draw it. */
static void write_lesson(FILE *out, const GameDef *def, int number, const LessonState *s)
{
    const Lesson *l = s->lesson;
    write_game(out, def);
    fprintf(out, ",\"lesson\":%d,\"lessons\":%d,\"title\":", number, def->lessons.n);
    json_string(out, l->title);
    fprintf(out, ",\n \"text\":");
    json_string(out, l->text);
    fprintf(out, ",\n \"ask\":");
    json_string(out, lesson_ask(l));
    json_string_member(out, "hint", l->hint);
    fprintf(out, ",\"task\":\"%s\",\"find_all\":%s,\n \"variant\":", task_name(l->task),
            lesson_is_find_all(l) ? "true" : "false");
    json_string(out, def->id);
    json_string_member(out, "ruleset", l->ruleset[0] ? l->ruleset : def->rulesets[0].id);
    fprintf(out, ",\"rules\":[");
    for (int i = 0; i < l->nrules; i++) {
        fprintf(out, i ? "," : "");
        json_string(out, l->rules[i]);
    }
    fprintf(out, "],\"position\":");
    json_string(out, l->position);
    json_string_member(out, "side", s->variant.side_key[s->pos.side]);
    fprintf(out, ",\"side_to_move\":\"%s\",\"to_find\":%d,\n \"answers\":", s->pos.side == SOUTH ? "south" : "north",
            s->nanswers);
    write_moves(out, s, s->answer);
    write_next(out, def, number);
    fprintf(out, "}\n");
}

/* The verdict on an answer, its feedback lines, the learner's state after it and the move. */
static void write_verdict(FILE *out, const GameDef *def, int number, const LessonState *s, const char *answer,
                          const LessonVerdict *v)
{
    write_game(out, def);
    fprintf(out, ",\"lesson\":%d,\"answer\":", number);
    json_string(out, answer);
    fprintf(out, ",\"verdict\":\"%s\",\"legal\":%s,\n \"feedback\":[", lesson_verdict_name(v->kind),
            v->index >= 0 ? "true" : "false");
    for (int i = 0; i < v->nlines; i++) {
        fprintf(out, i ? ",\n  " : "");
        json_string(out, v->line[i].text);
    }
    bool done = v->kind == VERDICT_RIGHT || v->kind == VERDICT_SHOWN;
    fprintf(out, "],\n \"tries\":%d,\"done\":%s,\"to_find\":%d,\"found\":", s->tries, done ? "true" : "false",
            s->nanswers);
    write_moves(out, s, s->found);
    fprintf(out, ",\n \"move\":");
    if (v->index >= 0)
        json_move(out, &s->variant, &s->list.moves[v->index], &s->list.details[v->index]);
    else
        fprintf(out, "null");
    write_next(out, def, number);
    fprintf(out, "}\n");
}

/* Marks the moves of --found (separated by spaces or commas) found. Returns 0, or the exit
 * status (reported) if the lesson asks for one move or a move is not one it asks for. */
static int mark_found(LessonState *s, const char *found, int number)
{
    if (!lesson_is_find_all(s->lesson))
        return cli_usage_error_in("found", "--found: lesson %d asks for one move, not every move of a kind", number);
    char *copy = strdup(found);
    if (!copy)
        return cli_out_of_memory();
    int status = 0;
    char *save = NULL;
    for (char *mv = strtok_r(copy, " ,", &save); mv && !status; mv = strtok_r(NULL, " ,", &save)) {
        Err e;
        if (!lesson_state_mark_found(s, mv, &e))
            status = cli_error_in("found", "--found: %s", e.msg);
    }
    free(copy);
    return status;
}

/* The options that go with --answer, given without it: a usage error; else 0. */
static int check_options(const Cli *cli)
{
    const char *given = cli->answer ? "answer" : cli->found ? "found" : "tries";
    if ((cli->answer || cli->found || cli->tries) && !cli->lesson)
        return cli_usage_error_in(given, "--%s: expected --lesson N with it (the lesson it answers)", given);
    given = cli->found ? "found" : "tries";
    if ((cli->found || cli->tries) && !cli->answer)
        return cli_usage_error_in(given, "--%s: expected --answer MOVE with it (the move to judge)", given);
    return 0;
}

/* Lesson cli->lesson set up in s: the lesson, or the verdict on --answer. Returns the exit status. */
static int lesson_or_verdict(const Cli *cli, LessonState *s, LessonVerdict *v)
{
    if (!cli->answer) {
        write_lesson(cli_out(), cli->def, cli->lesson, s);
        return 0;
    }
    int status = cli->found ? mark_found(s, cli->found, cli->lesson) : 0;
    if (status)
        return status;
    s->tries = cli->tries;
    lesson_judge(s, cli->answer, v);
    write_verdict(cli_out(), cli->def, cli->lesson, s, cli->answer, v);
    return 0;
}

int cmd_learn_json(Cli *cli)
{
    int status = check_options(cli);
    if (status)
        return status;
    const GameDef *def = cli->def;
    if (!cli->lesson) {
        write_list(cli_out(), def);
        return 0;
    }
    LessonState *s = calloc(1, sizeof *s);
    LessonVerdict *v = malloc(sizeof *v);
    const Lesson *lesson = &def->lessons.lesson[cli->lesson - 1];
    Err e;
    if (!s || !v)
        status = cli_out_of_memory();
    else if (!lesson_state_set_up(s, def, lesson, &e))
        status = cli_error("lesson \"%s\": %s", lesson->title, e.msg);
    else
        status = lesson_or_verdict(cli, s, v);
    if (s)
        lesson_state_free(s);
    free(s);
    free(v);
    return status;
}
