/*
 * lesson_judge.h — a learner's answer to a lesson, judged: the verdict and its feedback in words.
 *
 * One lesson (lua/host/lessons.h) is set up under its rules, with its legal moves and the ones
 * that do the task. A typed move is then judged against the real move generator: right (and why),
 * one more of a find_all task found, one found already, legal but not the task (what it does and
 * why it is not the task), illegal (the rule it breaks, lua/words/illegal.h), or not readable as a
 * move (not counted as a try). A wrong try gets the lesson's explanation; the first also the hint,
 * the last (LESSON_TRIES) the answer. The terminal course (`kharbaga learn`) prints the feedback
 * lines; `learn --json` and the page give the same lines as data.
 */
#ifndef KHARBAGA_LESSON_JUDGE_H
#define KHARBAGA_LESSON_JUDGE_H

#include "gamedef.h"
#include "lessons.h"
#include "movegen.h"

enum {
    LESSON_TRIES = 2,        /* wrong tries before the answer is shown */
    LESSON_FEEDBACK_LINES = 8,
    LESSON_LINE_BYTES = 4096,
    LESSON_ANSWERS_BYTES = 1024,
};

typedef enum LessonVerdictKind {
    VERDICT_RIGHT,       /* the task is done */
    VERDICT_FOUND,       /* find_all: one more found, others still to find */
    VERDICT_ALREADY,     /* find_all: found before (not a try) */
    VERDICT_WRONG_LEGAL, /* a legal move that does not do the task */
    VERDICT_ILLEGAL,     /* a move the rules do not allow here */
    VERDICT_UNREADABLE,  /* not a move of this board's notation (not a try) */
    VERDICT_SHOWN,       /* a wrong or illegal move at the last try: the answer is shown, the lesson ends */
} LessonVerdictKind;

/* One line of feedback, as the terminal prints it. */
typedef struct LessonLine {
    bool gap;  /* the terminal leaves an empty line before it */
    bool wrap; /* a paragraph, wrapped to the terminal's width; else printed as it is */
    char text[LESSON_LINE_BYTES];
} LessonLine;

typedef struct LessonVerdict {
    LessonVerdictKind kind;
    int index; /* the move judged in the lesson's legal moves, or -1 (not legal, or unreadable) */
    int nlines;
    LessonLine line[LESSON_FEEDBACK_LINES];
} LessonVerdict;

/* A lesson being answered: its rules, position, legal moves, the answers and what is found. */
typedef struct LessonState {
    const Lesson *lesson;
    Variant variant;
    Position pos;
    MoveList list;
    bool answer[MAX_MOVES]; /* which legal moves do the task */
    bool found[MAX_MOVES];  /* find_all: which the learner has typed */
    int nanswers, nfound;
    int tries;              /* wrong tries so far */
} LessonState;

/* Sets s up for lesson of def, nothing found and no try made. False with a message naming the
 * lesson's problem in err. s starts zeroed, and may be set up again for another lesson. */
bool lesson_state_set_up(LessonState *s, const GameDef *def, const Lesson *lesson, Err *err);

/* Gives back what s holds (its legal moves). */
void lesson_state_free(LessonState *s);

/* Whether the lesson asks for every move of a kind, one by one. */
bool lesson_is_find_all(const Lesson *lesson);

/* Marks the move `text` found (find_all, before the next answer is judged). False with a message
 * in err if it is not a move the task asks for. */
bool lesson_state_mark_found(LessonState *s, const char *text, Err *err);

/* Judges the move as the learner typed it ("E3 to e5", "e3e5", "c3xe5"), updating s (tries,
 * found), into *out. */
void lesson_judge(LessonState *s, const char *typed, LessonVerdict *out);

/* The moves that do the task (those not yet found, for find_all), at most 12, joined by ", ". */
void lesson_list_answers(const LessonState *s, char *buf, size_t len);

/* The verdict's name in the JSON: "right", "found", "already", "wrong-legal", "illegal",
 * "unreadable", "shown". */
const char *lesson_verdict_name(LessonVerdictKind kind);

#endif
