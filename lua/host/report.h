/*
 * report.h — problems in a script, each named by file, line and field.
 *
 * Lua tables do not remember the lines of their fields, so the scripts' texts are kept and
 * searched: a field name counts where it is written `name =` outside comments and strings, a
 * point name where it stands as a string literal, an entry of a list where it starts in the
 * list's table constructor. Every problem is kept as data (ReportProblem: file, line, field,
 * message) and becomes one line made from it, "file:line: field: what was expected", appended to
 * the caller's buffer; a caller that wants the data asks for it with report_keep.
 */
#ifndef KHARBAGA_REPORT_H
#define KHARBAGA_REPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

enum {
    REPORT_MAX_FILES = 9,
    REPORT_PATH = 4096,
    REPORT_MAX_LISTED = 30, /* problems listed; past them one line says there are more */
};

typedef struct ScriptFile {
    char path[REPORT_PATH];
    char *text; /* malloc'ed; freed by report_free */
} ScriptFile;

typedef struct Report {
    ScriptFile files[REPORT_MAX_FILES]; /* searched in order for a field's line */
    int nfiles;
    char *err; /* the caller's buffer of problems, one per line */
    size_t errlen;
    int nerrors;
} Report;

/* One problem as data. Its line of text is made from these parts (report_problem_text); each part
 * is one clean line of text already (err_text). */
typedef struct ReportProblem {
    char file[REPORT_PATH]; /* the script it is in, or "" */
    int line;               /* its line there, or 0 */
    char field[256];        /* the field it is about ("rules.removal", "tests[2]"), or "" */
    char via[REPORT_PATH];  /* the script that inherits the field from file, or "" */
    char message[REPORT_PATH];
} ReportProblem;

typedef struct ReportProblems {
    int n;
    ReportProblem p[REPORT_MAX_LISTED + 1]; /* the listed ones and the line saying there are more */
} ReportProblems;

/* Keeps the problems the calling thread reports from now on (its loads of scripts and
 * personalities) also as data in sink, emptied here; NULL: no longer. */
void report_keep(ReportProblems *sink);

/* p's parts from the given ones, each made one clean line (err_text); file, field and via may be
 * NULL. */
void report_problem_vfill(ReportProblem *p, const char *file, int line, const char *field, const char *via,
                          const char *fmt, va_list ap);

/* The line of text of problem p, into buf: "file:line: field (inherited by via): message", each
 * part that p has. */
void report_problem_text(const ReportProblem *p, char *buf, size_t len);

/* What p is about: its field, "FIELD (inherited by VIA)" when another script inherits it, or ""
 * for a problem of the whole script. */
void report_problem_subject(const ReportProblem *p, char *buf, size_t len);

/* One problem outside any report (a script refused before it is read): its line into err, and
 * kept as report_keep asks. file may be NULL. Returns false. */
bool report_fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

void report_init(Report *r, char *err, size_t errlen);
void report_free(Report *r);

/* A script's text (at most 1 MiB, no NUL byte), malloc'ed; NULL with a message in err. */
char *report_read_text(const char *path, char *err, size_t errlen);

/* "file:line: field: message", the line being where `key` is written (with `value` on the
 * same line if given, else anywhere). */
void report_problem(Report *r, const char *field, const char *key, const char *value, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* The same for something written more than once: the line of the nth occurrence. */
void report_nth(Report *r, int nth, const char *field, const char *key, const char *value, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* The same for a point, found where its name stands as a string (the nth time). */
void report_point(Report *r, int nth, const char *field, const char *name, const char *value, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* An entry of a list the script writes out as a table constructor, `points = { {...}, ... }`. */
typedef struct ReportEntry {
    const char *list;  /* the key the list is written under: "points", "lines" */
    long long index;   /* the entry, from 1 */
    long long count;   /* the entries of the list: a constructor counts only if it has as many */
    const char *name;  /* a point name the entry holds as a string, or NULL */
    /* For a list the script computes rather than writes out: where `name` stands as a string the
     * nth time (0: the first), with `value` on the same line if given; without a name, where
     * the list's key is written. */
    int nth;
    const char *value;
} ReportEntry;

/* The same for an entry of a list (board.points[13]): the line where the entry starts. */
void report_entry(Report *r, const ReportEntry *entry, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* "file:line", where `key` is written (as report_problem finds it), in buf. */
void report_where(const Report *r, const char *key, char *buf, size_t len);

/* Where an entry of a list starts (as report_entry finds it): its file into file (len bytes) and
 * its line into *line. */
void report_entry_place(const Report *r, const ReportEntry *entry, char *file, size_t len, int *line);

/* As report_problem for `key` written in an entry of a list (disputes[2].topic): the line where
 * key stands within the entry where the list is written out, else the entry's first line; else
 * (a computed list) where key is written anywhere. A NULL entry is report_problem. */
void report_in_entry(Report *r, const ReportEntry *entry, const char *field, const char *key, const char *value,
                     const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

/* Whether the n bytes of a text field (NUL bytes counted) are text a terminal prints as written:
 * well-formed UTF-8 (no stray, overlong, surrogate or cut-off sequence) without control
 * characters (bytes below 0x20, DEL, U+0080 to U+009F; nor the line and paragraph separators and
 * bidirectional controls, which make a line read otherwise than it is written), except line breaks ('\n') when `lines`
 * allows them (prose paragraphs; never in names). If not, false with the first problem in msg,
 * such as "control character \x1B at byte 4; expected printable text" (bytes counted from 1). */
bool report_text_ok(const char *text, size_t n, bool lines, char *msg, size_t len);

/* A Lua error from running the script at path: Lua's message, with the path in full where Lua
 * shortened it to "...end/of/path.lua", or put in front where it has none; then suffix. */
void report_lua_error(Report *r, const char *path, const char *msg, const char *suffix);

/* A problem that names no file (a file that cannot be read, say). */
void report_plain(Report *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* A problem at a place the caller knows: file (or NULL), line (or 0), field (or NULL). */
void report_at(Report *r, const char *file, int line, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

#endif
