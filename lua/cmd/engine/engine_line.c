/*
 * engine_line.c — a protocol line read as a JSON object of flat members. See engine_line.h.
 */
#include "engine_line.h"

#include "types.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Where the reading stands: the text, its length, the next byte, and the first problem. */
typedef struct Reader {
    const char *text;
    size_t len, at;
    EngineLine *line;
    char *err;
    size_t errlen;
} Reader;

EngineLine *engine_line_new(void)
{
    EngineLine *line = calloc(1, sizeof *line);
    if (line)
        line->arena = malloc(ENGINE_LINE_MAX + 16);
    if (line && !line->arena) {
        free(line);
        return NULL;
    }
    return line;
}

void engine_line_free(EngineLine *line)
{
    if (line)
        free(line->arena);
    free(line);
}

const LineMember *engine_line_get(const EngineLine *line, const char *key)
{
    for (int i = 0; i < line->nmembers; i++)
        if (!strcmp(line->members[i].key, key))
            return &line->members[i];
    return NULL;
}

/* Records the problem (with the byte it was found at, counted from 1) and returns false. */
static bool fail(Reader *r, const char *what)
{
    if (r->at < r->len) {
        char piece[8] = "\\x00"; /* the byte shown as err_text shows it; a NUL byte is no end here */
        if (r->text[r->at])
            err_text_piece(r->text + r->at, piece);
        err_format(r->err, r->errlen, "byte %zu ('%s'): %s", r->at + 1, piece, what);
    } else {
        err_format(r->err, r->errlen, "the line ends early: %s", what);
    }
    return false;
}

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

static void skip_blanks(Reader *r)
{
    while (r->at < r->len && blank(r->text[r->at]))
        r->at++;
}

static bool peek(Reader *r, char c)
{
    skip_blanks(r);
    return r->at < r->len && r->text[r->at] == c;
}

static bool expect(Reader *r, char c, const char *what)
{
    if (!peek(r, c))
        return fail(r, what);
    r->at++;
    return true;
}

/* Appends one byte to the arena (which has room for any line: a decoded string is never longer
 * than its quoted text). */
static void put(EngineLine *line, char c) { line->arena[line->used++] = c; }

/* Appends code point cp as UTF-8. */
static void put_utf8(EngineLine *line, unsigned cp)
{
    if (cp < 0x80) {
        put(line, (char)cp);
    } else if (cp < 0x800) {
        put(line, (char)(0xC0 | cp >> 6));
        put(line, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        put(line, (char)(0xE0 | cp >> 12));
        put(line, (char)(0x80 | (cp >> 6 & 0x3F)));
        put(line, (char)(0x80 | (cp & 0x3F)));
    } else {
        put(line, (char)(0xF0 | cp >> 18));
        put(line, (char)(0x80 | (cp >> 12 & 0x3F)));
        put(line, (char)(0x80 | (cp >> 6 & 0x3F)));
        put(line, (char)(0x80 | (cp & 0x3F)));
    }
}

/* Four hex digits after "\u". */
static bool hex4(Reader *r, unsigned *out)
{
    unsigned v = 0;
    for (int i = 0; i < 4; i++, r->at++) {
        if (r->at >= r->len)
            return fail(r, "expected four hex digits after \\u");
        char c = r->text[r->at];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return fail(r, "expected four hex digits after \\u");
        v = v * 16 + (unsigned)d;
    }
    *out = v;
    return true;
}

/* A \u escape (the reader after the 'u'): one code point, or a surrogate pair. */
static bool unicode_escape(Reader *r)
{
    unsigned cp;
    if (!hex4(r, &cp))
        return false;
    if (cp >= 0xDC00 && cp <= 0xDFFF)
        return fail(r, "a \\u escape of a low surrogate without its high one");
    if (cp >= 0xD800 && cp <= 0xDBFF) {
        unsigned low;
        if (r->at + 2 > r->len || r->text[r->at] != '\\' || r->text[r->at + 1] != 'u')
            return fail(r, "expected the \\u escape of a low surrogate after a high one");
        r->at += 2;
        if (!hex4(r, &low))
            return false;
        if (low < 0xDC00 || low > 0xDFFF)
            return fail(r, "expected the \\u escape of a low surrogate after a high one");
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
    }
    if (cp == 0)
        return fail(r, "a NUL character (\\u0000) in a string");
    put_utf8(r->line, cp);
    return true;
}

/* One escape (the reader at the byte after '\'). */
static bool escape(Reader *r)
{
    static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
    if (r->at >= r->len)
        return fail(r, "expected an escape after '\\'");
    char c = r->text[r->at++];
    if (c == 'u')
        return unicode_escape(r);
    const char *hit = c ? strchr(from, c) : NULL;
    if (!hit) {
        r->at--;
        return fail(r, "expected an escape \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX");
    }
    put(r->line, to[hit - from]);
    return true;
}

/* A string literal, decoded into the arena. OUT: *out, NUL-terminated. Control bytes must be
 * escaped (JSON); other bytes pass as they are, and the commands quote them cleanly. */
static bool string(Reader *r, const char **out)
{
    if (!expect(r, '"', "expected a string in double quotes"))
        return false;
    *out = r->line->arena + r->line->used;
    for (;;) {
        if (r->at >= r->len)
            return fail(r, "expected the string's closing '\"'");
        unsigned char c = (unsigned char)r->text[r->at];
        if (c == '"') {
            r->at++;
            break;
        }
        if (c < 0x20)
            return fail(r, "a control character in a string; write it as an escape such as \\n");
        r->at++;
        if (c == '\\') {
            if (!escape(r))
                return false;
        } else {
            put(r->line, (char)c);
        }
    }
    put(r->line, '\0');
    return true;
}

/* A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, kept as written
 * and read as a long long when it is whole and fits. */
static bool number(Reader *r, LineMember *m)
{
    size_t start = r->at, i = r->at;
    const char *t = r->text;
    bool whole = true;
    if (i < r->len && t[i] == '-')
        i++;
    if (i < r->len && t[i] == '0')
        i++;
    else if (i < r->len && t[i] >= '1' && t[i] <= '9')
        while (i < r->len && t[i] >= '0' && t[i] <= '9')
            i++;
    else
        return r->at = i, fail(r, "expected a digit");
    if (i < r->len && t[i] == '.') {
        whole = false;
        if (++i >= r->len || t[i] < '0' || t[i] > '9')
            return r->at = i, fail(r, "expected a digit after the decimal point");
        while (i < r->len && t[i] >= '0' && t[i] <= '9')
            i++;
    }
    if (i < r->len && (t[i] == 'e' || t[i] == 'E')) {
        whole = false;
        if (++i < r->len && (t[i] == '+' || t[i] == '-'))
            i++;
        if (i >= r->len || t[i] < '0' || t[i] > '9')
            return r->at = i, fail(r, "expected a digit in the exponent");
        while (i < r->len && t[i] >= '0' && t[i] <= '9')
            i++;
    }
    m->kind = LINE_NUMBER;
    m->text = r->line->arena + r->line->used;
    memcpy(r->line->arena + r->line->used, t + start, i - start);
    r->line->used += i - start;
    put(r->line, '\0');
    r->at = i;
    errno = 0;
    char *end;
    m->number = whole ? strtoll(m->text, &end, 10) : 0;
    m->integer = whole && errno == 0;
    return true;
}

/* A list of strings. */
static bool list(Reader *r, LineMember *m)
{
    r->at++; /* '[' */
    m->kind = LINE_LIST;
    m->first = r->line->nitems;
    if (peek(r, ']')) {
        r->at++;
        return true;
    }
    for (;;) {
        if (!peek(r, '"'))
            return fail(r, "expected a string: a list holds strings only");
        if (r->line->nitems >= ENGINE_MAX_ITEMS)
            return fail(r, "more strings in lists than a line may hold (8192)");
        if (!string(r, &r->line->items[r->line->nitems]))
            return false;
        r->line->nitems++;
        m->nitems++;
        if (peek(r, ']')) {
            r->at++;
            return true;
        }
        if (!expect(r, ',', "expected ',' or ']' in a list"))
            return false;
    }
}

/* The word at the reader is `word`: true, false or null. */
static bool literal(Reader *r, const char *word)
{
    size_t n = strlen(word);
    if (r->len - r->at < n || memcmp(r->text + r->at, word, n) != 0)
        return false;
    r->at += n;
    return true;
}

static bool value(Reader *r, LineMember *m)
{
    skip_blanks(r);
    if (r->at >= r->len)
        return fail(r, "expected a value");
    char c = r->text[r->at];
    if (c == '"')
        return m->kind = LINE_STRING, string(r, &m->text);
    if (c == '-' || (c >= '0' && c <= '9'))
        return number(r, m);
    if (c == '[')
        return list(r, m);
    if (c == '{')
        return fail(r, "an object inside the request; its members are strings, numbers, true, false, null or "
                       "lists of strings");
    if (literal(r, "true"))
        return m->kind = LINE_BOOL, m->truth = true, true;
    if (literal(r, "false"))
        return m->kind = LINE_BOOL, m->truth = false, true;
    if (literal(r, "null"))
        return m->kind = LINE_NULL, true;
    return fail(r, "expected a value: a string, a number, true, false, null or a list of strings");
}

/* One "key": value member. */
static bool member(Reader *r)
{
    EngineLine *line = r->line;
    const char *key;
    skip_blanks(r);
    size_t key_at = r->at;
    if (!string(r, &key))
        return false;
    char shown[96];
    if (strlen(key) >= ENGINE_KEY_MAX || !*key) {
        r->at = key_at;
        return fail(r, *key ? "a member name longer than 31 bytes" : "an empty member name");
    }
    for (int i = 0; i < line->nmembers; i++)
        if (!strcmp(line->members[i].key, key)) {
            r->at = key_at;
            err_format(r->err, r->errlen, "byte %zu: member '%s' is given twice; give it once", key_at + 1,
                       err_text(key, 40, shown, sizeof shown));
            return false;
        }
    if (line->nmembers >= ENGINE_MAX_MEMBERS) {
        r->at = key_at;
        return fail(r, "more than 16 members in one request");
    }
    LineMember *m = &line->members[line->nmembers];
    memset(m, 0, sizeof *m);
    memcpy(m->key, key, strlen(key) + 1);
    if (!expect(r, ':', "expected ':' after the member's name") || !value(r, m))
        return false;
    line->nmembers++;
    return true;
}

/* A bare command name ("moves", "stop"): lower-case letters only. */
static bool bare_word(Reader *r)
{
    size_t a = r->at, b = r->len;
    while (b > a && blank(r->text[b - 1]))
        b--;
    if (b - a >= ENGINE_KEY_MAX)
        return false;
    for (size_t i = a; i < b; i++)
        if (r->text[i] < 'a' || r->text[i] > 'z')
            return false;
    LineMember *m = &r->line->members[0];
    memset(m, 0, sizeof *m);
    memcpy(m->key, "cmd", 4);
    m->kind = LINE_STRING;
    m->text = r->line->arena;
    memcpy(r->line->arena, r->text + a, b - a);
    r->line->arena[b - a] = '\0';
    r->line->used = b - a + 1;
    r->line->nmembers = 1;
    return true;
}

static bool object(Reader *r)
{
    skip_blanks(r);
    if (r->at >= r->len)
        return fail(r, "expected a request such as {\"cmd\":\"moves\"}");
    if (r->text[r->at] != '{')
        return bare_word(r) || fail(r, "expected a request: a JSON object such as {\"cmd\":\"moves\"}, or a command "
                                       "name alone");
    r->at++;
    if (peek(r, '}'))
        r->at++;
    else
        for (;;) {
            if (!member(r))
                return false;
            if (peek(r, '}')) {
                r->at++;
                break;
            }
            if (!expect(r, ',', "expected ',' or '}' after a member"))
                return false;
        }
    skip_blanks(r);
    return r->at == r->len || fail(r, "expected the end of the line after the request's '}'");
}

bool engine_line_parse(EngineLine *line, const char *text, size_t len, char *err, size_t errlen)
{
    line->nmembers = line->nitems = 0;
    line->used = 0;
    Reader r = {text, len, 0, line, err, errlen};
    bool ok;
    if (len > ENGINE_LINE_MAX)
        ok = err_format(err, errlen, "a line of %zu bytes; a line holds at most %d", len, ENGINE_LINE_MAX);
    else
        ok = object(&r);
    if (!ok)
        line->nmembers = line->nitems = 0;
    return ok;
}
