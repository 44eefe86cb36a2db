/*
 * report.c — problems in a script, each named by file, line and field.
 */
#include "report.h"
#include "i18n.h"
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
    const ReportEntry *entry; /* an entry of a list, looked for first; or NULL */
    const ReportEntry *within; /* key is a field of this entry of a list; or NULL */
    int first, last;   /* lines a match must lie within (0: any) */
} Finder;

static bool is_word(char c) { return isalnum((unsigned char)c) || c == '_'; }

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
    size_t len = strlen(value);
    bool word_start = len && is_word(value[0]), word_end = len && is_word(value[len - 1]);
    for (const char *at = strstr(line, value); at; at = strstr(at + 1, value))
        if (!(word_start && at > line && is_word(at[-1])) && !(word_end && is_word(at[len])))
            return true; /* a whole word: 'sideways' is not found in "forward_sideways" */
    return false;
}

static bool matches_here(const Finder *f, const char *text, const char *s, size_t len)
{
    return strlen(f->key) == len && strncmp(s, f->key, len) == 0 && (!f->value || line_has(text, s, f->value));
}

static bool in_range(const Finder *f, int line)
{
    return (!f->first || line >= f->first) && (!f->last || line <= f->last);
}

/* The line of the f->nth match in text, or 0. */
static int find_line(const char *text, const Finder *f)
{
    int line = 1, found = 0;
    for (const char *s = text; *s;) {
        int level;
        if (*s == '\n') {
            line++, s++;
        } else if ((s[0] == '-' && s[1] == '-') || luatext_long_open(s, &level)) {
            s = luatext_skip_comment_or_string(s, &line); /* a comment, or a long string */
        } else if (*s == '"' || *s == '\'') {
            char quote = *s++;
            const char *start = s;
            while (*s && *s != quote && *s != '\n')
                s += (*s == '\\' && s[1]) ? 2 : 1;
            if (f->literal && in_range(f, line) && matches_here(f, text, start, (size_t)(s - start)) && ++found == f->nth)
                return line;
            if (*s == quote)
                s++;
        } else if (isalpha((unsigned char)*s) || *s == '_') {
            const char *start = s;
            while (isalnum((unsigned char)*s) || *s == '_')
                s++;
            const char *after = s;
            while (*after == ' ' || *after == '\t')
                after++;
            bool assigned = after[0] == '=' && after[1] != '=';
            if (!f->literal && assigned && in_range(f, line) && matches_here(f, text, start, (size_t)(s - start)) &&
                ++found == f->nth)
                return line;
        } else {
            s++;
        }
    }
    return 0;
}

/* Whether a table field starts at s with a key, `name = value` or `[key] = value`, rather than
 * being a positional entry. */
static bool keyed_field(const char *s)
{
    int level, line = 0;
    if (*s == '[')
        return luatext_long_open(s, &level) == 0;
    if (!isalpha((unsigned char)*s) && *s != '_')
        return false;
    while (isalnum((unsigned char)*s) || *s == '_')
        s++;
    s = luatext_skip_blank(s, &line);
    return s[0] == '=' && s[1] != '=';
}

/* The line where entry e->index starts in the table constructor at *s (its '{', on line
 * *line), if the constructor holds exactly e->count positional entries and that entry holds
 * e->name as a string (when given); else 0. Strings, comments and nested brackets are stepped
 * over, so entries are split only at the constructor's own ',' and ';'. *s and *line are moved
 * past the constructor, so that a text is read once however many lists it writes. */
static int constructor_entry(const char **s, int *line, const ReportEntry *e, int *end)
{
    long long entries = 0;
    int depth = 1, found = 0, level;
    *end = 0;
    bool at_start = true, named = e->name == NULL;
    const char *p = *s + 1;
    for (;;) {
        p = luatext_skip_blank(p, line);
        if (!*p)
            break; /* never closed */
        if (depth == 1 && at_start && *p != '}') {
            at_start = false;
            if (!keyed_field(p) && ++entries == e->index)
                found = *line;
            else if (entries == e->index + 1 && !*end && found)
                *end = *line > found ? *line - 1 : *line; /* where the next entry starts, if on its own line */
        }
        int open = *p == '"' || *p == '\'' ? 1 : luatext_long_open(p, &level);
        if (open) {
            const char *start = p;
            p = luatext_skip_comment_or_string(p, line);
            size_t len = (size_t)(p - start), wrap = 2 * (size_t)open; /* "..." or [==[...]==] */
            if (entries == e->index && e->name && len == strlen(e->name) + wrap && strncmp(start + open, e->name, len - wrap) == 0)
                named = true;
            continue;
        }
        if (*p == '{' || *p == '(' || *p == '[') {
            depth++;
        } else if ((*p == '}' || *p == ')' || *p == ']') && --depth == 0) {
            p++;
            break;
        } else if ((*p == ',' || *p == ';') && depth == 1) {
            at_start = true;
        }
        p++;
    }
    *s = p;
    if (!*end)
        *end = *line;
    return depth == 0 && entries == e->count && found && named ? found : 0;
}

/* The line where the entry e stands in text: in the first constructor written `list = { ... }`
 * that holds it (see constructor_entry); 0 if none does. *end gets the line where it ends (the
 * next entry's, or the constructor's last). */
static int entry_line(const char *text, const ReportEntry *e, int *end)
{
    size_t keylen = strlen(e->list);
    int line = 1;
    for (const char *s = text; *s;) {
        const char *past = luatext_skip_comment_or_string(s, &line);
        if (past != s) {
            s = past;
        } else if (*s == '\n') {
            line++, s++;
        } else if (isalpha((unsigned char)*s) || *s == '_') {
            const char *start = s;
            while (isalnum((unsigned char)*s) || *s == '_')
                s++;
            if ((size_t)(s - start) != keylen || strncmp(start, e->list, keylen) != 0)
                continue;
            int at = line; /* the look-ahead's lines count only where it matches */
            const char *p = luatext_skip_blank(s, &at);
            if (p[0] != '=' || p[1] == '=')
                continue;
            p = luatext_skip_blank(p + 1, &at);
            if (*p != '{')
                continue;
            int found = constructor_entry(&p, &at, e, end);
            if (found)
                return found;
            s = p, line = at;
        } else {
            s++;
        }
    }
    return 0;
}

/* Finds where `key` (with `value` on the same line, if given) is written, in the script or the
 * scripts it extends; falls back to the key without the value, then to line 1. An entry of a
 * list is looked for first where the list is written out. */
static void locate(const Report *c, const Finder *where, const char **path, int *line)
{
    int end;
    if (where->within)
        for (int i = 0; i < c->nfiles; i++) {
            int l = entry_line(c->files[i].text, where->within, &end);
            if (l <= 0)
                continue;
            Finder f = *where;
            f.within = NULL, f.first = l, f.last = end;
            for (int pass = 0; pass < 2; pass++, f.value = NULL, f.nth = 1) {
                int k = find_line(c->files[i].text, &f);
                if (k > 0)
                    l = k, pass = 2;
            }
            *path = c->files[i].path; /* the key's line in the entry, else the entry's */
            *line = l;
            return;
        }
    if (where->entry)
        for (int i = 0; i < c->nfiles; i++) {
            int l = entry_line(c->files[i].text, where->entry, &end);
            if (l > 0) {
                *path = c->files[i].path;
                *line = l;
                return;
            }
        }
    Finder f = *where;
    f.within = NULL;
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

/* The problems the calling thread keeps as data (report_keep), or NULL. */
static _Thread_local ReportProblems *kept;

void report_keep(ReportProblems *sink)
{
    kept = sink;
    if (sink)
        sink->n = 0;
}

void report_problem_text(const ReportProblem *p, char *buf, size_t len)
{
    char line[24] = "";
    if (p->file[0] && p->line)
        snprintf(line, sizeof line, ":%d", p->line);
    char subject[sizeof p->field + sizeof p->via + 64];
    report_problem_subject(p, subject, sizeof subject);
    snprintf(buf, len, "%s%s%s%s%s%s", p->file, line, p->file[0] ? ": " : "", subject, subject[0] ? ": " : "",
             p->message);
}

void report_problem_subject(const ReportProblem *p, char *buf, size_t len)
{
    if (p->field[0] && p->via[0])
        snprintf(buf, len, _("%s (inherited by %s)"), p->field, p->via);
    else
        snprintf(buf, len, "%s", p->field);
}

void report_problem_vfill(ReportProblem *p, const char *file, int line, const char *field, const char *via, const char *fmt,
                 va_list ap)
{
    memset(p, 0, sizeof *p);
    err_text(file ? file : "", -1, p->file, sizeof p->file);
    p->line = line;
    err_text(field ? field : "", -1, p->field, sizeof p->field);
    err_text(via ? via : "", -1, p->via, sizeof p->via);
    err_vformat(p->message, sizeof p->message, fmt, ap);
}

/* Adds problem p: its line to the report's text, and p to the kept ones. */
static void add(Report *c, const ReportProblem *p)
{
    size_t used = strlen(c->err);
    if (used && used + 1 < c->errlen)
        c->err[used++] = '\n', c->err[used] = '\0';
    report_problem_text(p, c->err + used, c->errlen - used);
    c->nerrors++;
    if (kept && kept->n < (int)(sizeof kept->p / sizeof kept->p[0]))
        kept->p[kept->n++] = *p;
}

/* Adds the problem of the given parts (see fill), its message made from fmt and ap. */
static void vadd_problem(Report *c, const char *file, int line, const char *field, const char *via, const char *fmt,
                         va_list ap)
{
    ReportProblem *p = malloc(sizeof *p); /* three paths long: kept off the stack */
    if (!p)
        return;
    report_problem_vfill(p, file, line, field, via, fmt, ap);
    add(c, p);
    free(p);
}

/* Adds the problem of the given parts (see fill). */
static void add_problem(Report *c, const char *file, int line, const char *field, const char *via, const char *fmt,
                        ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;

static void add_problem(Report *c, const char *file, int line, const char *field, const char *via, const char *fmt,
                        ...)
{
    va_list ap;
    va_start(ap, fmt);
    vadd_problem(c, file, line, field, via, fmt, ap);
    va_end(ap);
}

bool report_fail(char *err, size_t errlen, const char *file, const char *fmt, ...)
{
    ReportProblem *p = malloc(sizeof *p);
    if (!p)
        return err_format(err, errlen, "out of memory");
    va_list ap;
    va_start(ap, fmt);
    report_problem_vfill(p, file, 0, NULL, NULL, fmt, ap);
    va_end(ap);
    report_problem_text(p, err, errlen);
    if (kept && kept->n < (int)(sizeof kept->p / sizeof kept->p[0]))
        kept->p[kept->n++] = *p;
    free(p);
    return false;
}

/* Records "file:line: field: message"; the line is where `key` is written (the nth time, with
 * `value` on the same line if given). */
static void vproblem(Report *c, const char *field, const Finder *where, const char *fmt, va_list ap)
{
    /* Past REPORT_MAX_LISTED problems, only count them: locating each one scans the scripts'
     * texts, and a script can make thousands (20000 unknown fields took minutes). */
    if (c->nerrors >= REPORT_MAX_LISTED) {
        if (c->nerrors == REPORT_MAX_LISTED)
            add_problem(c, c->nfiles ? c->files[0].path : "?", 0, NULL, NULL,
                        "more than %d problems; the first %d are listed", REPORT_MAX_LISTED, REPORT_MAX_LISTED);
        else
            c->nerrors++;
        return;
    }
    const char *path;
    int line;
    locate(c, where, &path, &line);
    char msg[512];
    vsnprintf(msg, sizeof msg, _(fmt), ap);
    /* written in a base: the game asked for inherits it */
    const char *via = c->nfiles > 1 && path != c->files[0].path ? c->files[0].path : NULL;
    add_problem(c, path, line, field, via, "%s", msg);
}

void report_problem(Report *c, const char *field, const char *key, const char *value, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){key, value, 1, false, NULL, NULL, 0, 0}, fmt, ap);
    va_end(ap);
}

/* As problem(), for something written more than once: the line of the nth occurrence. */
void report_nth(Report *c, int nth, const char *field, const char *key, const char *value, const char *fmt,
                        ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){key, value, nth, false, NULL, NULL, 0, 0}, fmt, ap);
    va_end(ap);
}

/* As problem(), for a point: found where its name stands as a string (the nth time), with
 * `value` on the same line if given. */
void report_point(Report *c, int nth, const char *field, const char *name, const char *value,
                          const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){name, value, nth, true, NULL, NULL, 0, 0}, fmt, ap);
    va_end(ap);
}

/* As problem(), for an entry of a list: where it starts in the list written out, else where its
 * point name stands as a string, else where the list's key is written. */
void report_entry(Report *c, const ReportEntry *entry, const char *field, const char *fmt, ...)
{
    Finder f = entry->name ? (Finder){entry->name, entry->value, entry->nth > 0 ? entry->nth : 1, true, entry, NULL, 0, 0}
                           : (Finder){entry->list, NULL, 1, false, entry, NULL, 0, 0};
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &f, fmt, ap);
    va_end(ap);
}

void report_where(const Report *c, const char *key, char *buf, size_t len)
{
    const char *path;
    int line;
    locate(c, &(Finder){key, NULL, 1, false, NULL, NULL, 0, 0}, &path, &line);
    snprintf(buf, len, "%s:%d", path, line);
}

void report_entry_place(const Report *c, const ReportEntry *entry, char *file, size_t len, int *line)
{
    const char *path;
    locate(c, &(Finder){entry->list, NULL, 1, false, entry, NULL, 0, 0}, &path, line);
    snprintf(file, len, "%s", path);
}

void report_in_entry(Report *c, const ReportEntry *entry, const char *field, const char *key, const char *value,
                     const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vproblem(c, field, &(Finder){key, value, 1, false, NULL, entry, 0, 0}, fmt, ap);
    va_end(ap);
}

/* A plain error line without a field (file problems, Lua errors that carry their own place).
 * Line breaks separate the problems, so each is made one clean line first: a field name, a value
 * or a Lua message from the script shows its line breaks and escapes as \xNN. */
void report_plain(Report *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vadd_problem(c, NULL, 0, NULL, NULL, fmt, ap);
    va_end(ap);
}

void report_at(Report *c, const char *file, int line, const char *field, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vadd_problem(c, file, line, field, NULL, fmt, ap);
    va_end(ap);
}

/* The line of Lua's place ":LINE: " at the start of place, and where the message after it begins
 * in *rest; 0 when place is not one. */
static int lua_line(const char *place, const char **rest)
{
    size_t digits = strspn(place + 1, "0123456789");
    if (place[0] != ':' || !digits || place[1 + digits] != ':' || place[2 + digits] != ' ')
        return 0;
    *rest = place + 3 + digits;
    return atoi(place + 1);
}

void report_lua_error(Report *c, const char *path, const char *msg, const char *suffix)
{
    size_t n = strlen(path);
    const char *colon = strchr(msg, ':'), *place = NULL, *rest;
    if (strncmp(msg, path, n) == 0 && msg[n] == ':')
        place = msg + n;
    else if (strncmp(msg, "...", 3) == 0 && colon && (size_t)(colon - msg - 3) <= n &&
             strncmp(path + n - (size_t)(colon - msg - 3), msg + 3, (size_t)(colon - msg - 3)) == 0)
        place = colon; /* Lua shortened the path to its end */
    int line = place ? lua_line(place, &rest) : 0;
    if (line > 0)
        add_problem(c, path, line, NULL, NULL, "%s%s", rest, suffix);
    else if (place && place[0] == ':' && place[1] == ' ') /* the sandbox's own: "path: memory limit ..." */
        add_problem(c, path, 0, NULL, NULL, "%s%s", place + 2, suffix);
    else if (place)
        report_plain(c, "%s%s%s", path, place, suffix);
    else
        add_problem(c, path, 0, NULL, NULL, "%s%s", msg, suffix);
}

/* How many bytes at s (of at most n) were meant as one UTF-8 sequence: its lead byte and the
 * continuation bytes that follow, up to the length the lead byte announces. */
static size_t utf8_bytes_meant(const unsigned char *s, size_t n)
{
    size_t k = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC0 ? 2 : 1, have = 1;
    while (have < k && have < n && (s[have] & 0xC0) == 0x80)
        have++;
    return have;
}

bool report_text_ok(const char *text, size_t n, bool lines, char *msg, size_t len)
{
    const unsigned char *s = (const unsigned char *)text;
    const char *expected = lines ? "expected printable text and line breaks" : "expected printable text";
    for (size_t i = 0; i < n;) {
        if (s[i] >= 0x20 && s[i] < 0x7F) {
            i++;
        } else if (s[i] == '\n' && lines) {
            i++;
        } else if (s[i] == '\n') {
            snprintf(msg, len, _("line break \\x0A at byte %zu; expected one line of printable text"), i + 1);
            return false;
        } else if (s[i] < 0x80) {
            snprintf(msg, len, _("control character \\x%02X at byte %zu; %s"), s[i], i + 1, expected);
            return false;
        } else {
            unsigned cp = 0;
            int k = err_utf8_sequence(text + i, n - i, &cp);
            if (k == 0) {
                size_t bad = utf8_bytes_meant(s + i, n - i);
                char bytes[20] = "";
                for (size_t b = 0; b < bad; b++)
                    snprintf(bytes + 4 * b, sizeof bytes - 4 * b, "\\x%02X", s[i + b]);
                snprintf(msg, len, _("invalid UTF-8 %s at byte %zu; expected UTF-8 text"), bytes, i + 1);
                return false;
            }
            if (err_hidden_code_point(cp)) {
                snprintf(msg, len, _("control character U+%04X at byte %zu; %s"), cp, i + 1, expected);
                return false;
            }
            i += (size_t)k;
        }
    }
    return true;
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
