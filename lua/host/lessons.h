/*
 * lessons.h — the lessons of a game: a position, a task the move generator can check, and the
 * words that teach it (docs/authoring.md, "Lessons").
 *
 *     lessons = {
 *       { title = "Capturing by jumping", text = "...", position = "B:Be3:We5",
 *         task = { capture_most = true }, hint = "...", explain = "..." },
 *     }
 *
 * The loader reads them with the rest of the script and checks each one against the real move
 * generator: the position must be legal text, the task must have a solution there, and every
 * move the task lists must be legal. Lessons inherited through `extends` that no longer hold
 * under the extension's rules are left out with a note instead of failing the load.
 */
#ifndef KHARBAGA_LESSONS_H
#define KHARBAGA_LESSONS_H

#include "move.h"
#include "rule_table.h"

enum {
    MAX_LESSONS = 24,
    MAX_LESSON_ANSWERS = 8,  /* moves listed by play / any_of */
    MAX_LESSON_RULES = 8,    /* rule changes of one lesson */
    MAX_LESSON_FIND = 16,    /* moves a find_all task may ask for */
};

typedef enum LessonTask {
    TASK_PLAY_ANY,          /* play = "any": any legal move */
    TASK_ANY_OF,            /* play = "MOVE" or any_of = { "MOVE", ... }: one of these moves */
    TASK_CAPTURE_MOST,      /* capture_most = true: a capture taking the most pieces */
    TASK_CROWN,             /* crown = true: a move that crowns a man */
    TASK_WIN,               /* win = true: a move after which the opponent has lost */
    TASK_FIND_ALL_MOVES,    /* find_all = "moves": every legal move, one by one */
    TASK_FIND_ALL_CAPTURES, /* find_all = "captures": every legal capture, one by one */
} LessonTask;

typedef struct Lesson {
    char title[96];
    char text[1536];   /* what the lesson teaches */
    char ask[256];     /* the task in words, or "" for the standard sentence of its kind */
    char position[768];
    char ruleset[32];  /* "" for the game's first */
    int nrules;
    char rules[MAX_LESSON_RULES][RULE_CHANGE_LEN]; /* "key=value", applied on top of the ruleset */
    LessonTask task;
    int nanswers;
    char answers[MAX_LESSON_ANSWERS][64]; /* the moves of play / any_of, as written */
    char hint[512];
    char explain[1024]; /* shown when an answer is wrong */
    char why[512];      /* shown when it is right, or "" */
    int place;          /* its place in the list its script writes, from 1 (a translation's index) */
} Lesson;

typedef struct Lessons {
    int n;
    Lesson lesson[MAX_LESSONS];
    char notes[MAX_LESSONS * 512]; /* inherited lessons left out, one per line: room for every one */
} Lessons;

typedef struct GameDef GameDef;
typedef struct Report Report;
typedef struct lua_State lua_State;

/* Reads the `lessons` field of the script table at index t into def->lessons and checks every
 * lesson against def's board, rulesets and move generator; problems go to the report as
 * "file:line: lessons[N].field: what was expected". The game must be compiled already. */
void lessons_read(lua_State *L, int t, Report *report, GameDef *def);

/* The variant a lesson is played under: def's board with its rules, the lesson's ruleset and
 * rule changes (no hooks: the loader refuses lessons whose rules need them). */
bool lesson_variant(const GameDef *def, const Lesson *l, Variant *out, Err *err);

/* The lesson's position under its variant v. */
bool lesson_position(const Variant *v, const Lesson *l, Position *pos, Err *err);

/* Marks which legal moves of pos answer the lesson's task (OUT: is_answer[i] for
 * legal->moves[i]); returns how many do, or -1 with a message if a move the task lists is not
 * legal or not clear. */
int lesson_solutions(const Variant *v, const Position *pos, const Lesson *l, const MoveList *legal, bool *is_answer,
                     Err *err);

/* Whether m (detail d, moves.h), played in pos, ends the game with the mover's win. */
bool lesson_move_wins(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d);

/* The task in words, for the learner ("Capture the most pieces you can."). */
const char *lesson_ask(const Lesson *l);

#endif
