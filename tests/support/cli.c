/*
 * cli.c — what the test_cli_*.c programs share: running the kharbaga program with arguments,
 * expectations on its output, a small strict JSON reader, and moves as sorted sets (cli.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "cli.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char START[] = "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5:Wa5,c5,b6,d6,f6,h6,a7,c7,"
                     "e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9";

/* ---- running the program ---- */

RunResult run_args(const char *const *args)
{
    return run_kharbaga(args, TIMEOUT);
}

void expect_contains(const char *text, const char *needle)
{
    if (!strstr(text, needle))
        fail_msg("expected the output to contain \"%s\"; it is:\n%s", needle, text);
}

/* Whether text has a line that is exactly `line`. */
bool has_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    for (const char *s = text; s && *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : NULL)
        if (strncmp(s, line, n) == 0 && (s[n] == '\n' || s[n] == '\0'))
            return true;
    return false;
}

void expect_line(const char *text, const char *line)
{
    if (!has_line(text, line))
        fail_msg("expected the line \"%s\"; the output is:\n%s", line, text);
}

/* ---- a small JSON reader, strict enough to catch malformed output ---- */

typedef struct JParser {
    const char *s;
    const char *error;
    int depth;
} JParser;

static void j_space(JParser *p)
{
    while (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r')
        p->s++;
}

static bool j_fail(JParser *p, const char *why)
{
    if (!p->error)
        p->error = why;
    return false;
}

static bool j_value(JParser *p, JValue *out);

/* A string literal into a malloc'd UTF-8 string (\u escapes of the BMP are encoded). */
static bool j_string(JParser *p, char **out)
{
    if (*p->s != '"')
        return j_fail(p, "expected a string");
    p->s++;
    size_t cap = 16, len = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    for (;;) {
        unsigned char c = (unsigned char)*p->s;
        if (len + 4 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
        if (c == '\0' || c < 0x20) {
            free(buf);
            return j_fail(p, "unterminated string or raw control character in a string");
        }
        p->s++;
        if (c == '"')
            break;
        if (c != '\\') {
            buf[len++] = (char)c;
            continue;
        }
        char e = *p->s++;
        const char *from = "\"\\/bfnrt", *to = "\"\\/\b\f\n\r\t";
        const char *k = e ? strchr(from, e) : NULL;
        if (k) {
            buf[len++] = to[k - from];
        } else if (e == 'u') {
            unsigned cp = 0;
            for (int i = 0; i < 4; i++) {
                char h = *p->s++;
                if (!isxdigit((unsigned char)h)) {
                    free(buf);
                    return j_fail(p, "bad \\u escape");
                }
                cp = cp * 16 + (unsigned)(isdigit((unsigned char)h) ? h - '0' : tolower((unsigned char)h) - 'a' + 10);
            }
            if (cp < 0x80) {
                buf[len++] = (char)cp;
            } else if (cp < 0x800) {
                buf[len++] = (char)(0xC0 | (cp >> 6));
                buf[len++] = (char)(0x80 | (cp & 0x3F));
            } else {
                buf[len++] = (char)(0xE0 | (cp >> 12));
                buf[len++] = (char)(0x80 | ((cp >> 6) & 0x3F));
                buf[len++] = (char)(0x80 | (cp & 0x3F));
            }
        } else {
            free(buf);
            return j_fail(p, "bad escape in a string");
        }
    }
    buf[len] = '\0';
    *out = buf;
    return true;
}

static bool j_number(JParser *p, double *out)
{
    const char *s = p->s;
    if (*s == '-')
        s++;
    if (*s == '0')
        s++;
    else if (*s >= '1' && *s <= '9')
        while (isdigit((unsigned char)*s))
            s++;
    else
        return j_fail(p, "bad number");
    if (*s == '.') {
        s++;
        if (!isdigit((unsigned char)*s))
            return j_fail(p, "bad fraction");
        while (isdigit((unsigned char)*s))
            s++;
    }
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            s++;
        if (!isdigit((unsigned char)*s))
            return j_fail(p, "bad exponent");
        while (isdigit((unsigned char)*s))
            s++;
    }
    *out = strtod(p->s, NULL);
    p->s = s;
    return true;
}

/* Appends one item (and key) to an array or object value. */
static JValue *j_push(JValue *v, char *key)
{
    v->items = realloc(v->items, sizeof *v->items * (size_t)(v->n + 1));
    assert_non_null(v->items);
    if (v->type == J_OBJECT) {
        v->keys = realloc(v->keys, sizeof *v->keys * (size_t)(v->n + 1));
        assert_non_null(v->keys);
        v->keys[v->n] = key;
    }
    memset(&v->items[v->n], 0, sizeof v->items[0]);
    return &v->items[v->n++];
}

static bool j_container(JParser *p, JValue *out, char close)
{
    out->type = close == ']' ? J_ARRAY : J_OBJECT;
    if (++p->depth > 64)
        return j_fail(p, "nested too deeply");
    p->s++;
    j_space(p);
    if (*p->s == close) {
        p->s++;
        p->depth--;
        return true;
    }
    for (;;) {
        char *key = NULL;
        if (close == '}') {
            if (!j_string(p, &key))
                return false;
            j_space(p);
            if (*p->s != ':') {
                free(key);
                return j_fail(p, "expected ':' in an object");
            }
            p->s++;
            j_space(p);
        }
        if (!j_value(p, j_push(out, key)))
            return false;
        j_space(p);
        if (*p->s == ',') {
            p->s++;
            j_space(p);
            continue;
        }
        if (*p->s != close)
            return j_fail(p, "expected ',' or the end of an array or object");
        p->s++;
        p->depth--;
        return true;
    }
}

static bool j_value(JParser *p, JValue *out)
{
    memset(out, 0, sizeof *out);
    switch (*p->s) {
    case '{': return j_container(p, out, '}');
    case '[': return j_container(p, out, ']');
    case '"': out->type = J_STRING; return j_string(p, &out->string);
    case 't':
    case 'f':
    case 'n': {
        static const char *const words[] = {"true", "false", "null"};
        for (int i = 0; i < 3; i++)
            if (strncmp(p->s, words[i], strlen(words[i])) == 0) {
                p->s += strlen(words[i]);
                out->type = i == 2 ? J_NULL : J_BOOL;
                out->boolean = i == 0;
                return true;
            }
        return j_fail(p, "unknown word");
    }
    default: out->type = J_NUMBER; return j_number(p, &out->number);
    }
}

void j_free(JValue *v)
{
    for (int i = 0; i < v->n; i++) {
        j_free(&v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->string);
    memset(v, 0, sizeof *v);
}

/* Parses the whole text as one JSON value (white space around it allowed); fails the test with
 * the place of the problem otherwise. */
void j_parse(const char *text, JValue *out)
{
    JParser p = {text, NULL, 0};
    j_space(&p);
    bool ok = j_value(&p, out);
    j_space(&p);
    if (ok && *p.s)
        ok = j_fail(&p, "text after the value");
    if (!ok) {
        j_free(out);
        fail_msg("not valid JSON (%s) at offset %ld: %.60s\nwhole text:\n%s", p.error, (long)(p.s - text), p.s, text);
    }
}

/* The member `key` of an object, or NULL. */
const JValue *j_get(const JValue *obj, const char *key)
{
    if (obj->type != J_OBJECT)
        return NULL;
    for (int i = 0; i < obj->n; i++)
        if (strcmp(obj->keys[i], key) == 0)
            return &obj->items[i];
    return NULL;
}

/* The member `key`, which must exist and have the given type. */
const JValue *j_need(const JValue *obj, const char *key, JType type)
{
    const JValue *v = j_get(obj, key);
    if (!v || v->type != type)
        fail_msg("expected member \"%s\" of JSON type %d", key, (int)type);
    return v;
}

/* The strings of an array of strings, sorted and joined by ','. */
void j_string_list(const JValue *arr, bool sorted, char *out, size_t len)
{
    assert_int_equal(arr->type, J_ARRAY);
    const char *items[256];
    assert_true(arr->n <= 256);
    for (int i = 0; i < arr->n; i++) {
        assert_int_equal(arr->items[i].type, J_STRING);
        items[i] = arr->items[i].string;
    }
    for (int i = 1; sorted && i < arr->n; i++)
        for (int k = i; k > 0 && strcmp(items[k - 1], items[k]) > 0; k--) {
            const char *t = items[k];
            items[k] = items[k - 1];
            items[k - 1] = t;
        }
    out[0] = '\0';
    for (int i = 0; i < arr->n; i++) {
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? "," : "", items[i]);
    }
}

/* ---- moves as sets ---- */

static int compare_lines(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The lines of text that do not contain skip (NULL: all lines), sorted and joined by ' '. */
void sorted_lines(const char *text, const char *skip, char *out, size_t len)
{
    char *copy = strdup(text);
    assert_non_null(copy);
    char *lines[1024];
    int n = 0;
    for (char *save = NULL, *l = strtok_r(copy, "\n", &save); l; l = strtok_r(NULL, "\n", &save))
        if (!skip || strstr(l, skip) == NULL) {
            assert_true(n < 1024);
            lines[n++] = l;
        }
    qsort(lines, (size_t)n, sizeof lines[0], compare_lines);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? " " : "", lines[i]);
    }
    free(copy);
}

/* `moves --json` output as sorted "from>to[captured]" keys (what identifies a move), after
 * checking every object's fields and that move, path and to agree. */
void json_move_keys(const char *json, char *out, size_t len)
{
    JValue root;
    j_parse(json, &root);
    assert_int_equal(root.type, J_ARRAY);
    char *keys[256];
    assert_true(root.n <= 256);
    for (int i = 0; i < root.n; i++) {
        const JValue *m = &root.items[i];
        assert_int_equal(m->type, J_OBJECT);
        const char *text = j_need(m, "move", J_STRING)->string;
        const char *from = j_need(m, "from", J_STRING)->string;
        const char *to = j_need(m, "to", J_STRING)->string;
        const JValue *path = j_need(m, "path", J_ARRAY);
        const JValue *caps = j_need(m, "captured", J_ARRAY);
        assert_true(path->n >= 1);
        assert_int_equal(path->items[path->n - 1].type, J_STRING);
        assert_string_equal(path->items[path->n - 1].string, to);
        assert_true(strncmp(text, from, strlen(from)) == 0);
        char capstext[512], pathtext[512], expected[1100];
        j_string_list(caps, true, capstext, sizeof capstext);
        j_string_list(path, false, pathtext, sizeof pathtext);
        /* the notation: "from-to" for a step, "from" then "x" before each landing point */
        if (caps->n == 0) {
            snprintf(expected, sizeof expected, "%s-%s", from, to);
        } else {
            snprintf(expected, sizeof expected, "%s", from);
            for (int k = 0; k < path->n; k++) {
                size_t used = strlen(expected);
                snprintf(expected + used, sizeof expected - used, "x%s", path->items[k].string);
            }
        }
        assert_string_equal(text, expected);
        keys[i] = malloc(600);
        assert_non_null(keys[i]);
        snprintf(keys[i], 600, "%s>%s[%s]", from, to, capstext);
    }
    qsort(keys, (size_t)root.n, sizeof keys[0], compare_lines);
    out[0] = '\0';
    for (int i = 0; i < root.n; i++) {
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? " " : "", keys[i]);
        free(keys[i]);
    }
    j_free(&root);
}

/* `kharbaga moves --json ARGS...` as move keys (see json_move_keys). */
void move_keys(const char *const *args, char *out, size_t len)
{
    const char *full[24] = {"moves", "--json"};
    int n = 2;
    for (int i = 0; args[i]; i++) {
        assert_true(n < 23);
        full[n++] = args[i];
    }
    full[n] = NULL;
    RunResult r = run_args(full);
    expect_success(&r);
    json_move_keys(r.out, out, len);
    run_free(&r);
}
