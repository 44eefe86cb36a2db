/*
 * lesson_judge.c — a learner's answer to a lesson, judged (lesson_judge.h). The sentences are the
 * terminal course's; each is one LessonLine, so that every face says the same.
 */
#include "lesson_judge.h"

#include "i18n.h"
#include "illegal.h"
#include "move_words.h"
#include "notation.h"
#include "notation_typed.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { MAX_ANSWERS_SHOWN = 12 };

/* ---- writing the feedback ---- */

/* Appends one line (printf-style); lines beyond LESSON_FEEDBACK_LINES are dropped. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void say(LessonVerdict *out, bool gap, bool wrap, const char *fmt, ...)
{
    if (out->nlines == LESSON_FEEDBACK_LINES)
        return;
    LessonLine *line = &out->line[out->nlines++];
    line->gap = gap;
    line->wrap = wrap;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line->text, sizeof line->text, fmt, ap);
    va_end(ap);
}

/* What a legal move does, in a sentence: "the man on c3 captures 1 piece (d4) in 1 jump". */
static void describe(const LessonState *s, const Move *m, char *buf, size_t len)
{
    const Variant *v = &s->variant;
    char what[1024];
    move_words(v, &s->pos, m, KING_MOVES, what, sizeof what);
    if (m->flags & MOVE_CROWN)
        snprintf(buf, len, _("%s and is crowned %s"), what, v->king_name);
    else if (len) { /* what, cut at len as snprintf would */
        size_t n = strlen(what) < len ? strlen(what) : len - 1;
        memcpy(buf, what, n);
        buf[n] = '\0';
    }
}

void lesson_list_answers(const LessonState *s, char *buf, size_t len)
{
    buf[0] = '\0';
    int shown = 0;
    for (int i = 0; i < s->list.n && shown < MAX_ANSWERS_SHOWN; i++) {
        if (!s->answer[i] || s->found[i])
            continue;
        char mv[MOVE_TEXT_MAX];
        movelist_text(&s->variant, &s->list, i, mv, sizeof mv);
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", shown++ ? ", " : "", mv);
    }
}

/* ---- judging ---- */

/* Why a legal move is not what the task asks for. */
static void why_not_task(const LessonState *s, const Move *m, LessonVerdict *out)
{
    const Variant *v = &s->variant;
    int most = 0;
    for (int i = 0; i < s->list.n; i++)
        most = s->list.moves[i].ncaptured > most ? s->list.moves[i].ncaptured : most;
    int opponent = !s->pos.side;
    switch (s->lesson->task) {
    case TASK_CAPTURE_MOST:
        if (m->ncaptured == 0)
            say(out, false, false, "%s", _("It does not capture, but a capture is possible here."));
        else
            say(out, false, false, _("It takes %d, but a capture taking %d is possible here."), m->ncaptured, most);
        break;
    case TASK_CROWN:
        if (position_is_king(&s->pos, m->from))
            say(out, false, false, _("It moves a %s; the task is to crown a man."), v->king_name);
        else
            say(out, false, false, _("The man ends on %s, where it is not crowned."), v->board.name[m->to]);
        break;
    case TASK_WIN:
        say(out, false, false, _("After it %s still has pieces and a legal move, so the game goes on."),
            v->side_name[opponent]);
        break;
    case TASK_FIND_ALL_CAPTURES: say(out, false, false, "%s", _("It is not a capture.")); break;
    default: say(out, false, false, "%s", _("But it is not the move this lesson asks for.")); break;
    }
}

/* A wrong try (out->kind says which): the explanation; after the first, the hint; at the last,
 * the answer, and the kind becomes SHOWN. */
static void wrong(LessonState *s, LessonVerdict *out)
{
    const Lesson *l = s->lesson;
    say(out, true, true, "%s", l->explain);
    if (++s->tries < LESSON_TRIES) {
        say(out, false, false, _("Hint: %s"), l->hint);
        say(out, false, false, "%s", _("Try again."));
        return;
    }
    char answers[LESSON_ANSWERS_BYTES];
    lesson_list_answers(s, answers, sizeof answers);
    if (s->nfound)
        say(out, false, false, _("Still to find: %s"), answers);
    else
        say(out, false, false, strchr(answers, ',') ? _("The answers: %s") : _("The answer: %s"), answers);
    if (l->why[0])
        say(out, false, true, "%s", l->why);
    out->kind = VERDICT_SHOWN;
}

/* The move typed (text, as notation_typed read it) is not legal here: why, in the learner's terms. */
static void illegal(LessonState *s, const char *text, LessonVerdict *out)
{
    char shown[176], reasons[LESSON_LINE_BYTES];
    out->kind = VERDICT_ILLEGAL;
    say(out, false, false, _("Not legal: %s"), err_text(text, 40, shown, sizeof shown));
    illegal_reasons(&s->variant, &s->pos, text, reasons, sizeof reasons);
    say(out, false, true, "%s", reasons);
    wrong(s, out);
}

/* A right move: what it does and why. */
static void right(const LessonState *s, const Move *m, LessonVerdict *out)
{
    char mv[MOVE_TEXT_MAX], what[512];
    move_to_text(&s->variant, m, movelist_detail_of(&s->list, m), mv, sizeof mv);
    describe(s, m, what, sizeof what);
    out->kind = VERDICT_RIGHT;
    say(out, false, false, _("Right: %s — %s."), mv, what);
    if (s->lesson->why[0])
        say(out, false, true, "%s", s->lesson->why);
}

/* find_all: one more found; right when all are. */
static void found_one(LessonState *s, int index, LessonVerdict *out)
{
    char mv[MOVE_TEXT_MAX];
    movelist_text(&s->variant, &s->list, index, mv, sizeof mv);
    if (s->found[index]) {
        out->kind = VERDICT_ALREADY;
        say(out, false, false, _("%s: you have that one already (%d of %d found)."), mv, s->nfound, s->nanswers);
        return;
    }
    s->found[index] = true;
    s->nfound++;
    if (s->nfound < s->nanswers) {
        out->kind = VERDICT_FOUND;
        say(out, false, false, _("Yes: %s (%d of %d found). Another?"), mv, s->nfound, s->nanswers);
        return;
    }
    out->kind = VERDICT_RIGHT;
    say(out, false, false, _("Right: all %d found."), s->nanswers);
    if (s->lesson->why[0])
        say(out, false, true, "%s", s->lesson->why);
}

/* A move that could not be read: the notation's message quotes the move as notation_typed read it
 * ("move 'lesson-99': ..."); the person is shown what they typed instead, before what is wrong
 * with it (e->detail). An ambiguous move is said as the notation says it. */
static void unreadable(const char *typed, const Err *e, LessonVerdict *out)
{
    char shown[176];
    out->kind = VERDICT_UNREADABLE;
    if (e->code == ERR_MOVE_SYNTAX || e->code == ERR_NOT_A_POINT)
        say(out, false, false, _("move '%s': %s"), err_text(typed, 40, shown, sizeof shown), e->msg + e->detail);
    else
        say(out, false, false, "%s", e->msg);
    if (e->code == ERR_NOT_A_POINT)
        say(out, false, false, "%s",
            _("Points are where lines meet; their names stand along the edges: letters below, numbers left."));
    say(out, false, false, "%s", _("(Not counted as a try. Type 'help' for how to write a move.)"));
}

/* The index of the move typed in the lesson's legal moves; -1 with the notation's message in e. */
static int find_move(const LessonState *s, const char *typed, char *text, size_t len, Err *e)
{
    if (!notation_typed(&s->variant.board, typed, text, len))
        return err_about(e, ERR_MOVE_SYNTAX, "move", "too long for a move"), -1;
    return move_parse(&s->variant, &s->list, text, e);
}

void lesson_judge(LessonState *s, const char *typed, LessonVerdict *out)
{
    out->nlines = 0;
    char text[256];
    Err e;
    int index = find_move(s, typed, text, sizeof text, &e);
    out->index = index;
    if (index < 0 && e.code == ERR_ILLEGAL_MOVE) {
        illegal(s, text, out);
        return;
    }
    if (index < 0) {
        unreadable(typed, &e, out);
        return;
    }
    const Move *m = &s->list.moves[index];
    if (s->answer[index]) {
        if (lesson_is_find_all(s->lesson))
            found_one(s, index, out);
        else
            right(s, m, out);
        return;
    }
    char mv[MOVE_TEXT_MAX], what[512];
    movelist_text(&s->variant, &s->list, index, mv, sizeof mv);
    describe(s, m, what, sizeof what);
    out->kind = VERDICT_WRONG_LEGAL;
    say(out, false, false, _("%s is legal: %s."), mv, what);
    why_not_task(s, m, out);
    wrong(s, out);
}

/* ---- the lesson ---- */

bool lesson_is_find_all(const Lesson *lesson)
{
    return lesson->task == TASK_FIND_ALL_MOVES || lesson->task == TASK_FIND_ALL_CAPTURES;
}

bool lesson_state_set_up(LessonState *s, const GameDef *def, const Lesson *lesson, Err *err)
{
    s->lesson = lesson;
    s->nfound = s->tries = 0;
    memset(s->found, 0, sizeof s->found);
    if (!lesson_variant(def, lesson, &s->variant, err) || !lesson_position(&s->variant, lesson, &s->pos, err))
        return false;
    movegen_legal(&s->variant, &s->pos, &s->list);
    s->nanswers = lesson_solutions(&s->variant, &s->pos, lesson, &s->list, s->answer, err);
    if (s->nanswers == 0)
        return err_set(err, "no solution");
    return s->nanswers > 0;
}

void lesson_state_free(LessonState *s) { movelist_free(&s->list); }

bool lesson_state_mark_found(LessonState *s, const char *text, Err *err)
{
    char normal[256], shown[176];
    int index = find_move(s, text, normal, sizeof normal, err);
    if (index < 0)
        return false;
    if (!s->answer[index])
        return err_set(err, "move '%s': not one of the moves this lesson asks for",
                       err_text(text, 40, shown, sizeof shown));
    if (!s->found[index]) {
        s->found[index] = true;
        s->nfound++;
    }
    return true;
}

const char *lesson_verdict_name(LessonVerdictKind kind)
{
    switch (kind) {
    case VERDICT_RIGHT: return "right";
    case VERDICT_FOUND: return "found";
    case VERDICT_ALREADY: return "already";
    case VERDICT_WRONG_LEGAL: return "wrong-legal";
    case VERDICT_ILLEGAL: return "illegal";
    case VERDICT_UNREADABLE: return "unreadable";
    case VERDICT_SHOWN: return "shown";
    }
    return "?";
}
