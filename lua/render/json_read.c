/*
 * json_read.c — the JSON reader of json_read.h: a recursive descent over the text, nodes and
 * decoded strings taken from one block sized from the text's length (a value takes at least one
 * byte of text, a decoded string no more bytes than its text), so that parsing never reallocates.
 */
#include "json_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { JSON_MAX_TEXT = 1 << 20 };

typedef struct Parser {
    const char *s;
    size_t len, at;
    JsonValue *nodes;
    int nnodes, maxnodes;
    char *strings; /* the next free byte for a decoded string */
    char *err;
    size_t errlen;
    bool failed;
} Parser;

static bool fail(Parser *p, const char *what)
{
    if (!p->failed)
        snprintf(p->err, p->errlen, "column %zu: %s", p->at + 1, what);
    p->failed = true;
    return false;
}

static void skip_blanks(Parser *p)
{
    while (p->at < p->len && strchr(" \t\r\n", p->s[p->at]) && p->s[p->at])
        p->at++;
}

static JsonValue *new_node(Parser *p, JsonType type)
{
    if (p->nnodes == p->maxnodes) { /* cannot happen: a value takes a byte of text */
        fail(p, "too many values");
        return NULL;
    }
    JsonValue *v = &p->nodes[p->nnodes++];
    memset(v, 0, sizeof *v);
    v->type = type;
    return v;
}

static bool literal(Parser *p, const char *word)
{
    size_t n = strlen(word);
    if (p->len - p->at < n || memcmp(p->s + p->at, word, n) != 0)
        return fail(p, "expected a value (a number, a string, true, false, null, an array or an object)");
    p->at += n;
    return true;
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* Four hex digits at p->at. */
static bool read_hex4(Parser *p, unsigned *out)
{
    *out = 0;
    for (int i = 0; i < 4; i++) {
        int d = p->at < p->len ? hex_digit(p->s[p->at]) : -1;
        if (d < 0)
            return fail(p, "expected four hexadecimal digits after \\u");
        *out = *out * 16 + (unsigned)d;
        p->at++;
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

/* A \u escape (p->at after the 'u'), a surrogate pair joined, into *o. */
static bool read_unicode(Parser *p, char **o)
{
    unsigned c;
    if (!read_hex4(p, &c))
        return false;
    if (c >= 0xDC00 && c <= 0xDFFF)
        return fail(p, "a lone low surrogate in \\u");
    if (c >= 0xD800 && c <= 0xDBFF) {
        unsigned low;
        if (p->len - p->at < 2 || p->s[p->at] != '\\' || p->s[p->at + 1] != 'u')
            return fail(p, "expected a low surrogate \\uDC00-\\uDFFF after a high one");
        p->at += 2;
        if (!read_hex4(p, &low))
            return false;
        if (low < 0xDC00 || low > 0xDFFF)
            return fail(p, "expected a low surrogate \\uDC00-\\uDFFF after a high one");
        c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
    }
    if (c == 0)
        return fail(p, "\\u0000 is not taken in a string");
    *o = put_utf8(*o, c);
    return true;
}

/* A string (p->at on its opening quote), decoded into the string space. OUT: *text. */
static bool read_string(Parser *p, const char **text)
{
    p->at++;
    char *start = p->strings, *o = start;
    for (;;) {
        if (p->at >= p->len)
            return fail(p, "expected the closing quote of the string");
        unsigned char c = (unsigned char)p->s[p->at++];
        if (c == '"')
            break;
        if (c < 0x20)
            return fail(p, "a control character in a string (expected it escaped)");
        if (c != '\\') {
            *o++ = (char)c;
            continue;
        }
        if (p->at >= p->len)
            return fail(p, "expected an escape after the backslash");
        char e = p->s[p->at++];
        const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
        const char *k = e ? strchr(from, e) : NULL;
        if (k)
            *o++ = to[k - from];
        else if (e != 'u')
            return fail(p, "expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after the backslash");
        else if (!read_unicode(p, &o))
            return false;
    }
    *o++ = '\0';
    p->strings = o;
    *text = start;
    return true;
}

static bool is_digit(const Parser *p)
{
    return p->at < p->len && p->s[p->at] >= '0' && p->s[p->at] <= '9';
}

static bool read_number(Parser *p, JsonValue *v)
{
    size_t start = p->at;
    if (p->s[p->at] == '-')
        p->at++;
    if (!is_digit(p))
        return fail(p, "expected a digit");
    if (p->s[p->at] == '0')
        p->at++;
    else
        while (is_digit(p))
            p->at++;
    if (p->at < p->len && p->s[p->at] == '.') {
        p->at++;
        if (!is_digit(p))
            return fail(p, "expected a digit after the decimal point");
        while (is_digit(p))
            p->at++;
    }
    if (p->at < p->len && (p->s[p->at] == 'e' || p->s[p->at] == 'E')) {
        p->at++;
        if (p->at < p->len && (p->s[p->at] == '+' || p->s[p->at] == '-'))
            p->at++;
        if (!is_digit(p))
            return fail(p, "expected a digit in the exponent");
        while (is_digit(p))
            p->at++;
    }
    size_t n = p->at - start;
    char *o = p->strings;
    memcpy(o, p->s + start, n);
    o[n] = '\0';
    p->strings += n + 1;
    v->text = o;
    v->number = strtod(o, NULL);
    return true;
}

static JsonValue *read_value(Parser *p, int depth);

/* The members of an object or elements of an array (p->at on '{' or '['), linked under v. */
static bool read_children(Parser *p, JsonValue *v, int depth)
{
    bool object = v->type == JSON_OBJECT;
    char close = object ? '}' : ']';
    JsonValue **link = &v->child;
    p->at++;
    skip_blanks(p);
    if (p->at < p->len && p->s[p->at] == close) {
        p->at++;
        return true;
    }
    for (;;) {
        const char *key = NULL;
        if (object) {
            skip_blanks(p);
            if (p->at >= p->len || p->s[p->at] != '"')
                return fail(p, "expected a member name in quotes");
            if (!read_string(p, &key))
                return false;
            skip_blanks(p);
            if (p->at >= p->len || p->s[p->at] != ':')
                return fail(p, "expected ':' after the member name");
            p->at++;
        }
        JsonValue *child = read_value(p, depth + 1);
        if (!child)
            return false;
        child->key = key;
        *link = child;
        link = &child->next;
        v->count++;
        skip_blanks(p);
        if (p->at < p->len && p->s[p->at] == ',') {
            p->at++;
            continue;
        }
        if (p->at < p->len && p->s[p->at] == close) {
            p->at++;
            return true;
        }
        return fail(p, object ? "expected ',' or '}' after a member" : "expected ',' or ']' after an element");
    }
}

static JsonValue *read_value(Parser *p, int depth)
{
    if (depth > JSON_MAX_DEPTH) {
        fail(p, "nested deeper than 32 arrays and objects");
        return NULL;
    }
    skip_blanks(p);
    if (p->at >= p->len) {
        fail(p, "expected a value, found the end of the text");
        return NULL;
    }
    char c = p->s[p->at];
    JsonType type = c == '{' ? JSON_OBJECT : c == '[' ? JSON_ARRAY : c == '"' ? JSON_STRING : c == 't' ? JSON_TRUE
                  : c == 'f' ? JSON_FALSE : c == 'n' ? JSON_NULL : JSON_NUMBER;
    JsonValue *v = new_node(p, type);
    if (!v)
        return NULL;
    bool ok;
    switch (type) {
    case JSON_OBJECT:
    case JSON_ARRAY:
        ok = read_children(p, v, depth);
        break;
    case JSON_STRING:
        ok = read_string(p, &v->text);
        break;
    case JSON_TRUE:
        ok = literal(p, "true");
        break;
    case JSON_FALSE:
        ok = literal(p, "false");
        break;
    case JSON_NULL:
        ok = literal(p, "null");
        break;
    default:
        ok = (c == '-' || (c >= '0' && c <= '9')) ? read_number(p, v)
             : fail(p, "expected a value (a number, a string, true, false, null, an array or an object)");
    }
    return ok ? v : NULL;
}

bool json_parse(const char *text, size_t len, JsonDoc *doc, char *err, size_t errlen)
{
    doc->root = NULL;
    doc->block = NULL;
    if (len > JSON_MAX_TEXT) {
        snprintf(err, errlen, "longer than %d bytes", JSON_MAX_TEXT);
        return false;
    }
    size_t maxnodes = len + 1, strings = 2 * len + 2;
    doc->block = malloc(maxnodes * sizeof(JsonValue) + strings);
    if (!doc->block) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    Parser p = {.s = text, .len = len, .nodes = doc->block, .maxnodes = (int)maxnodes,
                .strings = (char *)doc->block + maxnodes * sizeof(JsonValue), .err = err, .errlen = errlen};
    JsonValue *root = read_value(&p, 0);
    skip_blanks(&p);
    if (root && p.at < len) {
        fail(&p, "expected the end of the text after the value");
        root = NULL;
    }
    if (!root) {
        json_doc_free(doc);
        return false;
    }
    doc->root = root;
    return true;
}

void json_doc_free(JsonDoc *doc)
{
    free(doc->block);
    doc->block = NULL;
    doc->root = NULL;
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
