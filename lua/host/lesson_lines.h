/*
 * lesson_lines.h — where each lesson of a script, and each of its fields, is written.
 *
 * Lua tables forget the lines of their fields, and the fields of lessons repeat from lesson to
 * lesson (every one has a `task`), so the script text is scanned once: the `lessons = { ... }`
 * table literal is followed brace by brace, and each lesson's opening line and the lines of
 * its fields ("task", "task.any_of", "task.any_of[2]", "rules.removal") are kept. A lessons
 * table the script computes instead of writing out is found at its `lessons =` line only.
 */
#ifndef KHARBAGA_LESSON_LINES_H
#define KHARBAGA_LESSON_LINES_H

#include "report.h"

enum { LESSON_LINES_MAX = 32, LESSON_LINES_KEYS = 40, LESSON_LINES_KEY = 48 };

typedef struct LessonKeyLine {
    char key[LESSON_LINES_KEY];
    int line;
} LessonKeyLine;

typedef struct LessonLine {
    int line; /* of the lesson's opening brace */
    int nkeys;
    LessonKeyLine keys[LESSON_LINES_KEYS];
} LessonLine;

typedef struct LessonLines {
    const char *path; /* the script whose `lessons =` is in force (the first of the report's files
                       * holding one: an extension's own lessons replace its base's), or NULL */
    int file;         /* its index in the report's files, or -1 */
    int table_line;   /* the line of `lessons =` */
    int nlessons;
    LessonLine lessons[LESSON_LINES_MAX];
} LessonLines;

/* Scans the report's script texts for the lessons table in force. */
void lesson_lines_find(const Report *r, LessonLines *out);

/* The line where `key` of lesson `index` (from 0) is written; without that, the line of the
 * nearest enclosing key ("task.any_of" for "task.any_of[3]"), of the lesson, of `lessons =`,
 * or 1. */
int lesson_lines_at(const LessonLines *l, int index, const char *key);

#endif
