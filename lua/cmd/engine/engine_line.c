/*
 * engine_line.c — a protocol line read as a JSON object of flat members. See engine_line.h.
 *
 * The JSON itself is json_read's; this file holds what a request adds to JSON: a bare command
 * name, an object at the top, members that are no objects and lists that hold strings only, each
 * name once, and the bounds of engine_line.h. The checks go through the members in order, so the
 * first thing wrong in a line of valid JSON is the one reported.
 */
#include "engine_line.h"

#include "types.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

EngineLine *engine_line_new(void) { return calloc(1, sizeof(EngineLine)); }

void engine_line_free(EngineLine *line)
{
    if (line)
        json_doc_free(&line->doc);
    free(line);
}

const LineMember *engine_line_get(const EngineLine *line, const char *key)
{
    for (int i = 0; i < line->nmembers; i++)
        if (!strcmp(line->members[i].key, key))
            return &line->members[i];
    return NULL;
}

/* The problem at byte `at` of the line (from 0), as the protocol words it: the byte counted from
 * 1 and shown as err_text shows it, or the line's early end. Returns false. */
static bool fail_at(const char *text, size_t len, size_t at, const char *what, char *err, size_t errlen)
{
    if (at < len) {
        char piece[8] = "\\x00"; /* a NUL byte is no end here */
        if (text[at])
            err_text_piece(text + at, piece);
        err_format(err, errlen, "byte %zu ('%s'): %s", at + 1, piece, what);
    } else {
        err_format(err, errlen, "the line ends early: %s", what);
    }
    return false;
}

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/* A bare command name ("moves", "stop"): lower-case letters only, from byte a. */
static bool bare_word(EngineLine *line, const char *text, size_t a, size_t len)
{
    size_t b = len;
    while (b > a && blank(text[b - 1]))
        b--;
    if (b - a >= ENGINE_KEY_MAX)
        return false;
    for (size_t i = a; i < b; i++)
        if (text[i] < 'a' || text[i] > 'z')
            return false;
    memcpy(line->word, text + a, b - a);
    line->word[b - a] = '\0';
    line->members[0] = (LineMember){.key = "cmd", .kind = LINE_STRING, .text = line->word};
    line->nmembers = 1;
    return true;
}

/* A number member: its text as written, and as a long long when it is whole and fits. */
static void number(LineMember *m, const JsonValue *v)
{
    m->kind = LINE_NUMBER;
    m->text = v->text;
    if (strpbrk(v->text, ".eE"))
        return;
    errno = 0;
    m->number = strtoll(v->text, NULL, 10);
    m->integer = errno == 0;
}

/* Member v of the request into m, or the problem in err. */
static bool member(EngineLine *line, const char *text, size_t len, const JsonValue *v, char *err, size_t errlen)
{
    LineMember *m = &line->members[line->nmembers];
    size_t n = strlen(v->key);
    if (!n || n >= ENGINE_KEY_MAX)
        return fail_at(text, len, v->key_at, n ? "a member name longer than 31 bytes" : "an empty member name", err,
                       errlen);
    if (engine_line_get(line, v->key)) {
        char shown[96];
        return err_format(err, errlen, "byte %zu: member '%s' is given twice; give it once", v->key_at + 1,
                          err_text(v->key, 40, shown, sizeof shown));
    }
    if (line->nmembers >= ENGINE_MAX_MEMBERS)
        return fail_at(text, len, v->key_at, "more than 16 members in one request", err, errlen);
    *m = (LineMember){0};
    memcpy(m->key, v->key, n + 1);
    switch (v->type) {
    case JSON_STRING:
        m->kind = LINE_STRING, m->text = v->text;
        break;
    case JSON_NUMBER:
        number(m, v);
        break;
    case JSON_TRUE:
    case JSON_FALSE:
        m->kind = LINE_BOOL, m->truth = v->type == JSON_TRUE;
        break;
    case JSON_NULL:
        m->kind = LINE_NULL;
        break;
    case JSON_OBJECT:
        return fail_at(text, len, v->at,
                       "an object inside the request; its members are strings, numbers, true, false, null or lists "
                       "of strings",
                       err, errlen);
    case JSON_ARRAY:
        m->kind = LINE_LIST;
        m->first = line->nitems;
        for (const JsonValue *item = v->child; item; item = item->next) {
            if (item->type != JSON_STRING)
                return fail_at(text, len, item->at, "expected a string: a list holds strings only", err, errlen);
            if (line->nitems >= ENGINE_MAX_ITEMS)
                return fail_at(text, len, item->at, "more strings in lists than a line may hold (8192)", err, errlen);
            line->items[line->nitems++] = item->text;
            m->nitems++;
        }
        break;
    }
    line->nmembers++;
    return true;
}

/* The line, known to start with '{' at byte `at`: read as JSON, then as a request. */
static bool request(EngineLine *line, const char *text, size_t len, char *err, size_t errlen)
{
    JsonProblem problem;
    if (!json_read(text, len, &line->doc, &problem))
        return fail_at(text, len, problem.at, problem.what, err, errlen);
    for (const JsonValue *v = line->doc.root->child; v; v = v->next)
        if (!member(line, text, len, v, err, errlen))
            return false;
    return true;
}

bool engine_line_parse(EngineLine *line, const char *text, size_t len, char *err, size_t errlen)
{
    line->nmembers = line->nitems = 0;
    size_t at = 0;
    while (at < len && blank(text[at]))
        at++;
    bool ok;
    if (len > ENGINE_LINE_MAX)
        ok = err_format(err, errlen, "a line of %zu bytes; a line holds at most %d", len, ENGINE_LINE_MAX);
    else if (at == len)
        ok = fail_at(text, len, at, "expected a request such as {\"cmd\":\"moves\"}", err, errlen);
    else if (text[at] != '{')
        ok = bare_word(line, text, at, len) ||
             fail_at(text, len, at, "expected a request: a JSON object such as {\"cmd\":\"moves\"}, or a command name alone",
                     err, errlen);
    else
        ok = request(line, text, len, err, errlen);
    if (!ok)
        line->nmembers = line->nitems = 0;
    return ok;
}
