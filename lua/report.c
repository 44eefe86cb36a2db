/*
 * report.c — problems in a script, each named by file, line and field.
 */
#include "report.h"
#include "luatext.h"
#include "types.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>


/* Where a field is written. Lua tables do not remember the lines of their fields, so the
 * script text is scanned: comments are skipped, a field name counts where it is written
 * `name =` outside strings, and a point name where it stands as a string literal. */
typedef struct Finder {
    const char *key;   /* a field name, or a point name */
    const char *value; /* text that must also stand on the line (blanks ignored), or NULL */
    int nth;           /* which matching occurrence, from 1 */
    bool literal;      /* key is matched as a string literal (point names), not as `key =` */
} Finder;

/* Whether the text line holding s contains value, comparing without blanks and with ' as ". */
static bool line_has(const char *text, const char *s, const char *value)
{
    const char *start = s;
    while (start > text && start[-1] != '\n')
        start--;
    char line[1024];
    size_t n = 0;
    for (const char *p = start; *p && *p != '\n' && n + 1 < sizeof line; p++)
        if (*p != ' ' && *p != '\t')
            line[n++] = *p == '\'' ? '"' : *p;
    line[n] = '\0';
    return strstr(line, value) != NULL;
}

static bool matches_here(const Finder *f, const char *text, const char *s, size_t len)
{
    return strlen(f->key) == len && strncmp(s, f->key, len) == 0 && (!f->value || line_has(text, s, f->value));
}

/* The line of the f->nth match in text, or 0. */
static int find_line(const char *text, const Finder *f)
{
    int line = 1, found = 0;
    for (const char *s = text; *s;) {
        int level;
        if (*s == '\n') {
            line++, s++;
        } else if (s[0] == '-' && s[1] == '-') {
            int open = luatext_long_open(s + 2, &level);
            if (open)
                s = luatext_long_close(s + 2 + open, level, &line);
            else
                while (*s && *s != '\n')
                    s++;
        } else if (*s == '"' || *s == '\'') {
            char quote = *s++;
            const char *start = s;
            while (*s && *s != quote && *s != '\n')
                s += (*s == '\\' && s[1]) ? 2 : 1;
            if (f->literal && matches_here(f, text, start, (size_t)(s - start)) && ++found == f->nth)
                return line;
            if (*s == quote)
                s++;
        } else if (luatext_long_open(s, &level)) {
            s = luatext_long_close(s + luatext_long_open(s, &level), level, &line);
        } else if (isalpha((unsigned char)*s) || *s == '_') {
            const char *start = s;
            while (isalnum((unsigned char)*s) || *s == '_')
                s++;
            const char *after = s;
            while (*after == ' ' || *after == '\t')
                after++;
            bool assigned = after[0] == '=' && after[1] != '=';
            if (!f->literal && assigned && matches_here(f, text, start, (size_t)(s - start)) && ++found == f->nth)
                return line;
        } else {
            s++;
        }
    }
    return 0;
}

/* Finds where `key` (with `value` on the same line, if given) is written, in the script or the
 * scripts it extends; falls back to the key without the value, then to line 1. */
static void locate(const Report *c, const Finder *where, const char **path, int *line)
{
    Finder f = *where;
    for (int pass = 0; pass < 2; pass++, f.value = NULL, f.nth = 1)
        for (int i = 0; i < c->nfiles; i++) {
            int l = find_line(c->files[i].text, &f);
            if (l > 0) {
                *path = c->files[i].path;
                *line = l;
                return;
            }
        }
    *path = c->nfiles ? c->files[0].path : "?";
    *line = 1;
}

/* Records "file:line: field: message"; the line is where `key` is written (the nth time, with
 * `value` on the same line if given). */
static void vproblem(Report *c, const char *field, const Finder *where, const char *fmt, va_list ap)
{
    /* Past REPORT_MAX_LISTED problems, only count them: locating each one scans the scripts'
     * texts, and a script can make thousands (20000 unknown fields took minutes). */
    if (c->nerrors >= REPORT_MAX_LISTED) {
        if (c->nerrors == REPORT_MAX_LISTED)
            report_plain(c, "%s: more than %d problems; the first %d are listed", c->nfiles ? c->files[0].path : "?",
                         REPORT_MAX_LISTED, REPORT_MAX_LISTED);
        else
            c->nerrors++;
        return;
    }
    const char *path;
    int line;
    locate(c, where, &path, &line);
    char msg[512];
    vsnprintf(msg, sizeof msg, fmt, ap);
    report_plain(c, "%s:%d: %s: %s", path, line, field, msg);
}

void report_problem(Report *c, const char *field, const char *key, const char *value, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){key, value, 1, false}, fmt, ap);
    va_end(ap);
}

/* As problem(), for something written more than once: the line of the nth occurrence. */
void report_nth(Report *c, int nth, const char *field, const char *key, const char *value, const char *fmt,
                        ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){key, value, nth, false}, fmt, ap);
    va_end(ap);
}

/* As problem(), for a point: found where its name stands as a string (the nth time), with
 * `value` on the same line if given. */
void report_point(Report *c, int nth, const char *field, const char *name, const char *value,
                          const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){name, value, nth, true}, fmt, ap);
    va_end(ap);
}

/* A plain error line without a field (file problems, Lua errors that carry their own place).
 * Line breaks separate the problems, so each is made one clean line first: a field name, a value
 * or a Lua message from the script shows its line breaks and escapes as \xNN. */
void report_plain(Report *c, const char *fmt, ...)
{
    size_t used = strlen(c->err);
    if (used && used + 1 < c->errlen)
        c->err[used++] = '\n', c->err[used] = '\0';
    va_list ap;
    va_start(ap, fmt);
    err_vformat(c->err + used, c->errlen - used, fmt, ap);
    va_end(ap);
    c->nerrors++;
}

/* Reads up to LIMIT + 1 bytes of f into a buffer sized from the file's length (a file that grows
 * while read still ends at LIMIT + 1); returns the buffer with *n bytes, or NULL out of memory. */
static char *read_all(FILE *f, size_t expected, size_t limit, size_t *n)
{
    size_t cap = (expected < limit ? expected : limit) + 1; /* one byte more shows a longer file */
    char *buf = malloc(cap + 1);
    *n = 0;
    while (buf) {
        *n += fread(buf + *n, 1, cap - *n, f);
        if (*n < cap || cap > limit)
            break;
        size_t grown = cap * 2 < limit + 1 ? cap * 2 : limit + 1;
        char *bigger = realloc(buf, grown + 1);
        if (!bigger)
            free(buf);
        buf = bigger;
        cap = grown;
    }
    return buf;
}

char *report_read_text(const char *path, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
        err_format(err, errlen, "cannot read %s: %s", path, S_ISDIR(st.st_mode) ? "it is a directory" : "not a regular file");
        return NULL;
    }
    FILE *f = fopen(path, "rb");
    if (!f) {
        err_format(err, errlen, "cannot read %s: no such file or not readable", path);
        return NULL;
    }
    enum { LIMIT = 1 << 20 };
    size_t n = 0;
    char *buf = read_all(f, fstat(fileno(f), &st) == 0 && st.st_size > 0 ? (size_t)st.st_size : 0, LIMIT, &n);
    fclose(f);
    if (!buf || n > LIMIT) {
        err_format(err, errlen, "cannot read %s: %s", path, buf ? "larger than 1 MiB" : "out of memory");
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (strlen(buf) != n) {
        free(buf);
        err_format(err, errlen, "%s: not a text file (contains a NUL byte)", path);
        return NULL;
    }
    return buf;
}

void report_init(Report *r, char *err, size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->err = err;
    r->errlen = errlen;
    err[0] = '\0';
}

void report_free(Report *r)
{
    for (int i = 0; i < r->nfiles; i++)
        free(r->files[i].text);
    r->nfiles = 0;
}
