/*
 * json_read.c — the JSON reader of json_read.h: a recursive descent over the text, nodes and
 * decoded strings taken from one block sized from the text before reading it, so that reading
 * never reallocates (the nodes link to each other) and a block large enough is used again.
 *
 * The messages are written for people who typed the text (the engine protocol's clients) as much
 * as for files: what was expected, in words, and the escape to write instead.
 */
#include "json_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Reader {
    const char *s;
    size_t len, at;
    JsonValue *nodes;
    size_t nnodes, maxnodes;
    char *strings; /* the next free byte for a decoded string */
    JsonProblem *problem;
    bool failed;
} Reader;

/* Records the first problem, at the reader's byte, and returns false. */
static bool fail(Reader *r, const char *what)
{
    if (!r->failed)
        *r->problem = (JsonProblem){r->at < r->len ? r->at : r->len, what};
    r->failed = true;
    return false;
}

static void skip_blanks(Reader *r)
{
    while (r->at < r->len && (r->s[r->at] == ' ' || r->s[r->at] == '\t' || r->s[r->at] == '\r' || r->s[r->at] == '\n'))
        r->at++;
}

static bool at_char(const Reader *r, char c) { return r->at < r->len && r->s[r->at] == c; }

static JsonValue *new_node(Reader *r, JsonType type)
{
    if (r->nnodes == r->maxnodes) { /* cannot happen: see nodes_bound */
        fail(r, "more values than the text can hold");
        return NULL;
    }
    JsonValue *v = &r->nodes[r->nnodes++];
    memset(v, 0, sizeof *v);
    v->type = type;
    v->at = r->at;
    return v;
}

static bool literal(Reader *r, const char *word)
{
    size_t n = strlen(word);
    if (r->len - r->at < n || memcmp(r->s + r->at, word, n) != 0)
        return fail(r, "expected a value: a string, a number, true, false, null, a list or an object");
    r->at += n;
    return true;
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Four hex digits at r->at. */
static bool read_hex4(Reader *r, unsigned *out)
{
    *out = 0;
    for (int i = 0; i < 4; i++) {
        int d = r->at < r->len ? hex_digit(r->s[r->at]) : -1;
        if (d < 0)
            return fail(r, "expected four hex digits after \\u");
        *out = *out * 16 + (unsigned)d;
        r->at++;
    }
    return true;
}

static char *put_utf8(char *o, unsigned c)
{
    if (c < 0x80) {
        *o++ = (char)c;
    } else if (c < 0x800) {
        *o++ = (char)(0xC0 | c >> 6);
        *o++ = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        *o++ = (char)(0xE0 | c >> 12);
        *o++ = (char)(0x80 | (c >> 6 & 0x3F));
        *o++ = (char)(0x80 | (c & 0x3F));
    } else {
        *o++ = (char)(0xF0 | c >> 18);
        *o++ = (char)(0x80 | (c >> 12 & 0x3F));
        *o++ = (char)(0x80 | (c >> 6 & 0x3F));
        *o++ = (char)(0x80 | (c & 0x3F));
    }
    return o;
}

/* A \u escape (r->at after the 'u'): one code point, or a UTF-16 surrogate pair joined into one,
 * written as UTF-8 into *o. A surrogate alone has no UTF-8 form, so it is refused. */
static bool read_unicode(Reader *r, char **o)
{
    unsigned c;
    if (!read_hex4(r, &c))
        return false;
    if (c >= 0xDC00 && c <= 0xDFFF)
        return fail(r, "a \\u escape of a low surrogate without its high one");
    if (c >= 0xD800 && c <= 0xDBFF) {
        unsigned low;
        if (r->len - r->at < 2 || r->s[r->at] != '\\' || r->s[r->at + 1] != 'u')
            return fail(r, "expected the \\u escape of a low surrogate after a high one");
        r->at += 2;
        if (!read_hex4(r, &low))
            return false;
        if (low < 0xDC00 || low > 0xDFFF)
            return fail(r, "expected the \\u escape of a low surrogate after a high one");
        c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
    }
    if (c == 0)
        return fail(r, "a NUL character (\\u0000) in a string");
    *o = put_utf8(*o, c);
    return true;
}

/* A string (r->at on its opening quote), decoded into the string space. OUT: *text. Control
 * bytes must be escaped (JSON); other bytes pass as they are, valid UTF-8 or not: whoever shows
 * a string quotes it cleanly. */
static bool read_string(Reader *r, const char **text)
{
    r->at++;
    char *start = r->strings, *o = start;
    for (;;) {
        if (r->at >= r->len)
            return fail(r, "expected the string's closing '\"'");
        unsigned char c = (unsigned char)r->s[r->at];
        if (c == '"') {
            r->at++;
            break;
        }
        if (c < 0x20)
            return fail(r, "a control character in a string; write it as an escape such as \\n");
        r->at++;
        if (c != '\\') {
            *o++ = (char)c;
            continue;
        }
        if (r->at >= r->len)
            return fail(r, "expected an escape after '\\'");
        char e = r->s[r->at];
        static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
        const char *k = e ? strchr(from, e) : NULL;
        if (k) {
            *o++ = to[k - from];
            r->at++;
        } else if (e != 'u') {
            return fail(r, "expected an escape \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX");
        } else if (r->at++, !read_unicode(r, &o)) {
            return false;
        }
    }
    *o++ = '\0';
    r->strings = o;
    *text = start;
    return true;
}

static bool is_digit(const Reader *r) { return r->at < r->len && r->s[r->at] >= '0' && r->s[r->at] <= '9'; }

/* A number as JSON writes it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?, kept as written. */
static bool read_number(Reader *r, JsonValue *v)
{
    size_t start = r->at;
    if (r->s[r->at] == '-')
        r->at++;
    if (!is_digit(r))
        return fail(r, "expected a digit");
    if (r->s[r->at] == '0')
        r->at++;
    else
        while (is_digit(r))
            r->at++;
    if (at_char(r, '.')) {
        r->at++;
        if (!is_digit(r))
            return fail(r, "expected a digit after the decimal point");
        while (is_digit(r))
            r->at++;
    }
    if (at_char(r, 'e') || at_char(r, 'E')) {
        r->at++;
        if (at_char(r, '+') || at_char(r, '-'))
            r->at++;
        if (!is_digit(r))
            return fail(r, "expected a digit in the exponent");
        while (is_digit(r))
            r->at++;
    }
    size_t n = r->at - start;
    char *o = r->strings;
    memcpy(o, r->s + start, n);
    o[n] = '\0';
    r->strings += n + 1;
    v->text = o;
    v->number = strtod(o, NULL);
    return true;
}

static JsonValue *read_value(Reader *r, int depth);

/* The members of an object or elements of an array (r->at on '{' or '['), linked under v. */
static bool read_children(Reader *r, JsonValue *v, int depth)
{
    bool object = v->type == JSON_OBJECT;
    char close = object ? '}' : ']';
    JsonValue **link = &v->child;
    r->at++;
    skip_blanks(r);
    if (at_char(r, close)) {
        r->at++;
        return true;
    }
    for (;;) {
        const char *key = NULL;
        size_t key_at = 0;
        if (object) {
            skip_blanks(r);
            key_at = r->at;
            if (!at_char(r, '"'))
                return fail(r, "expected a string in double quotes: a member's name");
            if (!read_string(r, &key))
                return false;
            skip_blanks(r);
            if (!at_char(r, ':'))
                return fail(r, "expected ':' after the member's name");
            r->at++;
        }
        JsonValue *child = read_value(r, depth + 1);
        if (!child)
            return false;
        child->key = key;
        child->key_at = key_at;
        *link = child;
        link = &child->next;
        v->count++;
        skip_blanks(r);
        if (at_char(r, ',')) {
            r->at++;
            continue;
        }
        if (at_char(r, close)) {
            r->at++;
            return true;
        }
        return fail(r, object ? "expected ',' or '}' after a member" : "expected ',' or ']' after an element of a list");
    }
}

static JsonValue *read_value(Reader *r, int depth)
{
    if (depth > JSON_MAX_DEPTH) {
        fail(r, "nested deeper than 32 lists and objects");
        return NULL;
    }
    skip_blanks(r);
    if (r->at >= r->len) {
        fail(r, "expected a value");
        return NULL;
    }
    char c = r->s[r->at];
    JsonType type = c == '{' ? JSON_OBJECT : c == '[' ? JSON_ARRAY : c == '"' ? JSON_STRING : c == 't' ? JSON_TRUE
                  : c == 'f' ? JSON_FALSE : c == 'n' ? JSON_NULL : JSON_NUMBER;
    JsonValue *v = new_node(r, type);
    if (!v)
        return NULL;
    bool ok;
    switch (type) {
    case JSON_OBJECT:
    case JSON_ARRAY:
        ok = read_children(r, v, depth);
        break;
    case JSON_STRING:
        ok = read_string(r, &v->text);
        break;
    case JSON_TRUE:
        ok = literal(r, "true");
        break;
    case JSON_FALSE:
        ok = literal(r, "false");
        break;
    case JSON_NULL:
        ok = literal(r, "null");
        break;
    default:
        ok = (c == '-' || (c >= '0' && c <= '9'))
                 ? read_number(r, v)
                 : fail(r, "expected a value: a string, a number, true, false, null, a list or an object");
    }
    return ok ? v : NULL;
}

/* At most how many values text holds: every value but the first of a list or an object follows
 * a ',' and the first follows its '[' or '{' (bytes inside strings only make the bound looser). */
static size_t nodes_bound(const char *text, size_t len)
{
    size_t n = 1;
    for (size_t i = 0; i < len; i++)
        n += text[i] == ',' || text[i] == '[' || text[i] == '{';
    return n;
}

bool json_read(const char *text, size_t len, JsonDoc *doc, JsonProblem *problem)
{
    doc->root = NULL;
    _Static_assert(JSON_MAX_TEXT == 1048576, "the message below says 1048576");
    if (len > JSON_MAX_TEXT) {
        *problem = (JsonProblem){0, "the text is longer than 1048576 bytes, the most one may hold"};
        return false;
    }
    /* A decoded string takes no more bytes than its quoted text (its NUL in a quote's place); a
     * number takes its text and a NUL, at most one NUL per value. */
    size_t maxnodes = nodes_bound(text, len), strings = len + maxnodes + 1;
    size_t size = maxnodes * sizeof(JsonValue) + strings;
    if (size > doc->size) {
        free(doc->block);
        doc->size = 0;
        doc->block = malloc(size);
        if (!doc->block) {
            *problem = (JsonProblem){0, "out of memory"};
            return false;
        }
        doc->size = size;
    }
    Reader r = {.s = text, .len = len, .nodes = doc->block, .maxnodes = maxnodes,
                .strings = (char *)doc->block + maxnodes * sizeof(JsonValue), .problem = problem};
    JsonValue *root = read_value(&r, 0);
    skip_blanks(&r);
    if (root && r.at < len) {
        fail(&r, "expected the end of the line after the value");
        root = NULL;
    }
    doc->root = root;
    return root != NULL;
}

bool json_parse(const char *text, size_t len, JsonDoc *doc, char *err, size_t errlen)
{
    *doc = (JsonDoc){0};
    JsonProblem problem;
    if (json_read(text, len, doc, &problem))
        return true;
    json_doc_free(doc);
    snprintf(err, errlen, "column %zu: %s", problem.at + 1, problem.what);
    return false;
}

void json_doc_free(JsonDoc *doc)
{
    free(doc->block);
    *doc = (JsonDoc){0};
}

const JsonValue *json_member(const JsonValue *o, const char *key)
{
    if (!o || o->type != JSON_OBJECT)
        return NULL;
    for (const JsonValue *c = o->child; c; c = c->next)
        if (strcmp(c->key, key) == 0)
            return c;
    return NULL;
}

const JsonValue *json_item(const JsonValue *a, int i)
{
    if (!a || a->type != JSON_ARRAY || i < 0)
        return NULL;
    const JsonValue *c = a->child;
    while (c && i--)
        c = c->next;
    return c;
}

bool json_whole(const JsonValue *v, long long min, long long max, long long *out)
{
    if (!v || v->type != JSON_NUMBER || strpbrk(v->text, ".eE") || v->number < (double)min || v->number > (double)max)
        return false;
    *out = strtoll(v->text, NULL, 10);
    return *out >= min && *out <= max;
}

bool json_equal(const JsonValue *a, const JsonValue *b)
{
    if (!a || !b || a->type != b->type || a->count != b->count)
        return a == b;
    if ((a->key == NULL) != (b->key == NULL) || (a->key && strcmp(a->key, b->key)))
        return false;
    if (a->type == JSON_NUMBER || a->type == JSON_STRING)
        return strcmp(a->text, b->text) == 0;
    for (const JsonValue *x = a->child, *y = b->child; x; x = x->next, y = y->next)
        if (!json_equal(x, y))
            return false;
    return true;
}
