/*
 * lesson_lines.c — finding the lines of lessons and their fields in a script's text.
 *
 * A small scanner of Lua source: comments and strings are skipped (a string still counts as a
 * list entry), braces are counted from the `lessons = {` that opens the table, and every
 * `name =` or list entry inside a lesson is recorded under its path ("task.any_of[2]").
 */
#include "lesson_lines.h"
#include "luatext.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 8 };

/* Skips a comment, a string or blanks at s, if there is one there; counts lines. Sets *string
 * when what was skipped is a string literal. Returns where scanning goes on (s if nothing). */
static const char *skip_noise(const char *s, int *line, bool *string)
{
    *string = false;
    if (*s == '\n') {
        (*line)++;
        return s + 1;
    }
    if (*s == ' ' || *s == '\t' || *s == '\r')
        return s + 1;
    const char *past = luatext_skip_comment_or_string(s, line);
    *string = past != s && !(s[0] == '-' && s[1] == '-');
    return past;
}

/* Whether an identifier ending at s is assigned: blanks, then '=' that is not "==". Sets *after
 * past the '='. */
static bool assigned(const char *s, const char **after)
{
    while (*s == ' ' || *s == '\t')
        s++;
    if (s[0] == '=' && s[1] != '=') {
        *after = s + 1;
        return true;
    }
    return false;
}

typedef struct Walk {
    LessonLines *out;
    int depth;                                /* 1: inside the lessons list, 2: inside a lesson */
    int lesson;                               /* the lesson being read, or -1 */
    char prefix[MAX_DEPTH][LESSON_LINES_KEY]; /* the path of the table at each depth */
    int items[MAX_DEPTH];                     /* list entries seen at each depth */
    char pending[LESSON_LINES_KEY];           /* the key just assigned, waiting for its value */
    bool has_pending;
} Walk;

static void record(Walk *w, const char *key, int line)
{
    if (w->lesson < 0)
        return;
    LessonLine *l = &w->out->lessons[w->lesson];
    if (l->nkeys == LESSON_LINES_KEYS)
        return;
    snprintf(l->keys[l->nkeys].key, sizeof l->keys[0].key, "%s", key);
    l->keys[l->nkeys++].line = line;
}

static void new_lesson(Walk *w, int line)
{
    LessonLines *o = w->out;
    w->lesson = o->nlessons < LESSON_LINES_MAX ? o->nlessons++ : -1;
    if (w->lesson >= 0)
        o->lessons[w->lesson].line = line;
}

/* A list entry at the current depth: "prefix[n]". */
static void list_entry(Walk *w, int line, char *key, size_t len)
{
    int d = w->depth;
    snprintf(key, len, "%.34s[%d]", w->prefix[d], ++w->items[d]);
    record(w, key, line);
}

static void open_brace(Walk *w, int line)
{
    char key[LESSON_LINES_KEY] = "";
    if (w->depth == 1) {
        new_lesson(w, line);
    } else if (w->depth >= 2) {
        if (w->has_pending)
            snprintf(key, sizeof key, "%s", w->pending);
        else
            list_entry(w, line, key, sizeof key);
    }
    w->has_pending = false;
    if (w->depth + 1 < MAX_DEPTH) {
        w->depth++;
        snprintf(w->prefix[w->depth], sizeof w->prefix[0], "%s", key);
        w->items[w->depth] = 0;
    }
}

/* Follows the lessons table from its opening brace at s; stops at its closing brace. */
static void walk_table(LessonLines *out, const char *s, int line)
{
    Walk w = {.out = out, .depth = 0, .lesson = -1};
    while (*s) {
        bool string;
        const char *next = skip_noise(s, &line, &string);
        if (next != s) {
            if (string && w.depth >= 2 && !w.has_pending) {
                char key[LESSON_LINES_KEY];
                list_entry(&w, line, key, sizeof key);
            }
            s = next;
            continue;
        }
        if (*s == '{') {
            open_brace(&w, line);
            s++;
        } else if (*s == '}') {
            w.has_pending = false;
            if (--w.depth <= 0)
                return;
            s++;
        } else if (*s == ',' || *s == ';') {
            w.has_pending = false;
            s++;
        } else if (isalpha((unsigned char)*s) || *s == '_') {
            const char *start = s, *after;
            while (isalnum((unsigned char)*s) || *s == '_')
                s++;
            int n = (int)(s - start);
            if (w.depth >= 2 && assigned(s, &after)) {
                const char *p = w.prefix[w.depth];
                n = n < 24 ? n : 24; /* field names are short; a longer one is cut, never overflows */
                snprintf(w.pending, sizeof w.pending, "%.22s%s%.*s", p, *p ? "." : "", n, start);
                record(&w, w.pending, line);
                w.has_pending = true;
                s = after;
            } else if (w.depth == 1) {
                new_lesson(&w, line); /* a lesson held in a variable or made by a call */
            }
        } else {
            s++;
        }
    }
}

/* Looks for `lessons =` in text; if found, fills out and returns true. */
static bool scan_file(const char *text, LessonLines *out)
{
    int line = 1;
    for (const char *s = text; *s;) {
        bool string;
        const char *next = skip_noise(s, &line, &string);
        if (next != s) {
            s = next;
            continue;
        }
        if (!(isalpha((unsigned char)*s) || *s == '_')) {
            s++;
            continue;
        }
        const char *start = s, *after;
        while (isalnum((unsigned char)*s) || *s == '_')
            s++;
        if (s - start != 7 || strncmp(start, "lessons", 7) != 0 || !assigned(s, &after))
            continue;
        out->table_line = line;
        for (s = after; *s == ' ' || *s == '\t' || *s == '\r' || *s == '\n'; s++)
            line += *s == '\n';
        if (*s == '{')
            walk_table(out, s, line);
        return true;
    }
    return false;
}

void lesson_lines_find(const Report *r, LessonLines *out)
{
    memset(out, 0, sizeof *out);
    out->file = -1;
    for (int f = 0; f < r->nfiles; f++)
        if (r->files[f].text && scan_file(r->files[f].text, out)) {
            out->path = r->files[f].path;
            out->file = f;
            return;
        }
}

int lesson_lines_at(const LessonLines *l, int index, const char *key)
{
    if (index < 0 || index >= l->nlessons)
        return l->table_line ? l->table_line : 1;
    const LessonLine *lesson = &l->lessons[index];
    char k[LESSON_LINES_KEY];
    snprintf(k, sizeof k, "%s", key);
    while (k[0]) {
        for (int i = 0; i < lesson->nkeys; i++)
            if (strcmp(lesson->keys[i].key, k) == 0)
                return lesson->keys[i].line;
        char *cut = strrchr(k, '.'), *bracket = strrchr(k, '[');
        if (bracket && (!cut || bracket > cut))
            cut = bracket;
        if (!cut)
            break;
        *cut = '\0';
    }
    return lesson->line;
}
