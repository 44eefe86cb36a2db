/*
 * test_cli.c — the kharbaga program from the outside: help, the verbs' output (text and JSON),
 * rule options on hand-checked positions, and one test per kind of bad input.
 *
 * Every bad input must give: a non-zero exit (not a signal), exactly one line on stderr starting
 * with "kharbaga: " that names the bad input and what was expected, and nothing on stdout.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { TIMEOUT = 60 };

static const char START[] = "B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5:Wa5,c5,b6,d6,f6,h6,a7,c7,"
                            "e7,g7,i7,b8,d8,f8,h8,a9,c9,e9,g9,i9";

/* ---- running the program ---- */

/* Runs KHARBAGA_BINARY with the NULL-terminated arguments. */
static RunResult run_args(const char *const *args)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++) {
        assert_true(n < 31);
        argv[n] = args[n - 1];
    }
    argv[n] = NULL;
    return run_program(argv, TIMEOUT);
}

#define RUN(...) run_args((const char *const[]){__VA_ARGS__, NULL})

/* The program exited 0 and wrote nothing on stderr. */
static void expect_success(const RunResult *r)
{
    char how[96];
    if (!r->exited || r->status != 0 || r->err_len != 0)
        fail_msg("expected success, got %s; stderr:\n%s", run_describe(r, how, sizeof how), r->err);
}

static void expect_contains(const char *text, const char *needle)
{
    if (!strstr(text, needle))
        fail_msg("expected the output to contain \"%s\"; it is:\n%s", needle, text);
}

/* Whether text has a line that is exactly `line`. */
static bool has_line(const char *text, const char *line)
{
    size_t n = strlen(line);
    for (const char *s = text; s && *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : NULL)
        if (strncmp(s, line, n) == 0 && (s[n] == '\n' || s[n] == '\0'))
            return true;
    return false;
}

static void expect_line(const char *text, const char *line)
{
    if (!has_line(text, line))
        fail_msg("expected the line \"%s\"; the output is:\n%s", line, text);
}

/* ---- a small JSON reader, strict enough to catch malformed output ---- */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JType;

typedef struct JValue {
    JType type;
    bool boolean;
    double number;
    char *string;          /* J_STRING */
    int n;                 /* items of an array or members of an object */
    struct JValue *items;  /* J_ARRAY and J_OBJECT values */
    char **keys;           /* J_OBJECT keys */
} JValue;

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

static void j_free(JValue *v)
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
static void j_parse(const char *text, JValue *out)
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
static const JValue *j_get(const JValue *obj, const char *key)
{
    if (obj->type != J_OBJECT)
        return NULL;
    for (int i = 0; i < obj->n; i++)
        if (strcmp(obj->keys[i], key) == 0)
            return &obj->items[i];
    return NULL;
}

/* The member `key`, which must exist and have the given type. */
static const JValue *j_need(const JValue *obj, const char *key, JType type)
{
    const JValue *v = j_get(obj, key);
    if (!v || v->type != type)
        fail_msg("expected member \"%s\" of JSON type %d", key, (int)type);
    return v;
}

/* The strings of an array of strings, sorted and joined by ','. */
static void j_string_list(const JValue *arr, bool sorted, char *out, size_t len)
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
static void sorted_lines(const char *text, const char *skip, char *out, size_t len)
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
static void json_move_keys(const char *json, char *out, size_t len)
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
static void move_keys(const char *const *args, char *out, size_t len)
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

#define MOVE_KEYS(out, ...) move_keys((const char *const[]){__VA_ARGS__, NULL}, out, sizeof out)

/* ---- help and listing ---- */

static void test_help(void **state)
{
    (void)state;
    const char *const *cases[] = {
        (const char *const[]){"--help", NULL},
        (const char *const[]){"-h", NULL},
        (const char *const[]){"help", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_args(cases[i]);
        expect_success(&r);
        expect_contains(r.out, "usage: kharbaga");
        expect_contains(r.out, "variants");
        expect_contains(r.out, "perft");
        expect_contains(r.out, "moves");
        run_free(&r);
    }
}

static void test_help_of_a_command(void **state)
{
    (void)state;
    const char *const *cases[] = {
        (const char *const[]){"help", "perft", NULL},
        (const char *const[]){"perft", "--help", NULL},
        (const char *const[]){"perft", "-h", NULL},
        (const char *const[]){"perft", "--depth", "3", "--help", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_args(cases[i]);
        expect_success(&r);
        expect_contains(r.out, "usage: kharbaga perft");
        expect_contains(r.out, "--depth");
        expect_contains(r.out, "--divide");
        run_free(&r);
    }
    RunResult r = RUN("moves", "--help");
    expect_success(&r);
    expect_contains(r.out, "usage: kharbaga moves");
    expect_contains(r.out, "--position");
    run_free(&r);
}

static void test_version(void **state)
{
    (void)state;
    RunResult r = RUN("--version");
    expect_success(&r);
    assert_true(strncmp(r.out, "kharbaga ", 9) == 0);
    assert_true(isdigit((unsigned char)r.out[9]));
    run_free(&r);
}

/* No command at all: the usage, on stderr, and a failure status. */
static void test_no_arguments(void **state)
{
    (void)state;
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, NULL}, TIMEOUT);
    assert_true(r.exited);
    assert_int_not_equal(r.status, 0);
    assert_int_equal(r.out_len, 0);
    expect_contains(r.err, "usage: kharbaga");
    run_free(&r);
}

static void test_variants(void **state)
{
    (void)state;
    RunResult r = RUN("variants");
    expect_success(&r);
    bool found = false;
    for (const char *l = r.out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL)
        found |= strncmp(l, "kharbaga ", 9) == 0;
    if (!found)
        fail_msg("no line starts with the id kharbaga:\n%s", r.out);
    expect_contains(r.out, "Kharbaga");
    run_free(&r);

    r = RUN("variants", "--long");
    expect_success(&r);
    expect_contains(r.out, "ruleset standard");
    expect_contains(r.out, "ruleset immediate");
    expect_contains(r.out, "kharbaga.lua");
    run_free(&r);
}

static void test_variants_json(void **state)
{
    (void)state;
    RunResult r = RUN("variants", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_true(root.n >= 1);
    const JValue *kharbaga = NULL;
    for (int i = 0; i < root.n; i++) {
        const JValue *g = &root.items[i];
        assert_int_equal(g->type, J_OBJECT);
        j_need(g, "name", J_STRING);
        j_need(g, "summary", J_STRING);
        j_need(g, "path", J_STRING);
        j_need(g, "rulesets", J_ARRAY);
        if (strcmp(j_need(g, "id", J_STRING)->string, "kharbaga") == 0)
            kharbaga = g;
    }
    assert_non_null(kharbaga);
    assert_string_equal(j_need(kharbaga, "name", J_STRING)->string, "Kharbaga");
    assert_string_equal(j_need(kharbaga, "file", J_STRING)->string, "kharbaga");
    assert_true(j_need(kharbaga, "sources", J_ARRAY)->n >= 1); /* what --long shows is there too */
    assert_true(j_need(kharbaga, "disputes", J_ARRAY)->n >= 1);
    j_need(&j_need(kharbaga, "disputes", J_ARRAY)->items[0], "topic", J_STRING);
    const JValue *rulesets = j_need(kharbaga, "rulesets", J_ARRAY);
    char ids[512] = "";
    for (int i = 0; i < rulesets->n; i++) {
        const JValue *rs = &rulesets->items[i];
        const char *kind = j_need(rs, "kind", J_STRING)->string;
        assert_true(strcmp(kind, "described") == 0 || strcmp(kind, "reconstructed") == 0);
        j_need(rs, "source", J_STRING);
        size_t used = strlen(ids);
        snprintf(ids + used, sizeof ids - used, "%s%s", i ? "," : "", j_need(rs, "id", J_STRING)->string);
    }
    assert_string_equal(ids, "standard,immediate,german,ludii,dagaz"); /* RULES.md §3, first = default */
    j_free(&root);
    run_free(&r);
}

/* ---- show ---- */

static void test_show_start(void **state)
{
    (void)state;
    RunResult r = RUN("show");
    expect_success(&r);
    expect_line(r.out, " 9 w-------w-------w-------w-------w");
    expect_line(r.out, " 8 |   w   |   w   |   w   |   w   |");
    expect_line(r.out, " 5 w-------w-------.-------b-------b");
    expect_line(r.out, " 4 |   b   |   b   |   b   |   b   |");
    expect_line(r.out, " 1 b-------b-------b-------b-------b");
    expect_line(r.out, "   | \\   / | \\   / | \\   / | \\   / |");
    expect_line(r.out, "   a   b   c   d   e   f   g   h   i");
    expect_line(r.out, "Kharbaga (standard) — Black to move");
    expect_line(r.out, "b = Black man (20), B = Black Mullah (0)");
    expect_line(r.out, "w = White man (20), W = White Mullah (0)");
    char line[512];
    snprintf(line, sizeof line, "position: %s", START);
    expect_line(r.out, line);
    run_free(&r);
    /* a game without promotion counts no kings */
    r = RUN("show", "--variant", "alquerque");
    expect_success(&r);
    expect_line(r.out, "w = White man (12)");
    run_free(&r);
}

static void test_show_position(void **state)
{
    (void)state;
    RunResult r = RUN("show", "--position", "W:BKe5:Wc7,g7", "--ruleset", "immediate");
    expect_success(&r);
    expect_line(r.out, " 9 .-------.-------.-------.-------.");
    expect_line(r.out, " 7 .-------w-------.-------w-------.");
    expect_line(r.out, " 5 .-------.-------B-------.-------.");
    expect_line(r.out, "Kharbaga (immediate) — White to move");
    expect_line(r.out, "b = Black man (0), B = Black Mullah (1)");
    expect_line(r.out, "position: W:BKe5:Wc7,g7");
    expect_contains(r.out, "removal=immediate");
    assert_null(strstr(r.out, "dead point"));
    run_free(&r);
    /* a shrunk board draws its dead points as blanks with no line to them (they are off the
     * board: the live points' lines end at the new edge), and the legend says what they are */
    r = RUN("show", "--variant", "tuknanavuhpi", "--position", "W:Wc3,e3:Bc5:Db8,d8,f8,h8,a9,c9,e9,g9,i9");
    expect_success(&r);
    assert_true(strstr(r.out, " 9\n\n 8\n\n 7 .-------.-------.-------.-------.\n") == r.out);
    expect_line(r.out, "blank = a dead point, off the board (9)");
    run_free(&r);
}

static void test_show_json(void **state)
{
    (void)state;
    RunResult r = RUN("show", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_string_equal(j_need(&root, "variant", J_STRING)->string, "kharbaga");
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "standard");
    assert_string_equal(j_need(&root, "position", J_STRING)->string, START);
    assert_string_equal(j_need(&root, "to_move", J_STRING)->string, "Black");
    j_free(&root);
    run_free(&r);
}

/* ---- moves ---- */

/* --play plays moves (any unambiguous form) before listing: after e3-e5 e7xe3, Black has the
 * two recaptures e1xe5 (over e3) and g5xe7 (over f6, e7 having left). */
static void test_play_then_moves(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--play", "e3-e5 e7xe3");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "e1xe5  (takes 1: e3) g5xe7  (takes 1: f6)");
    run_free(&r);
}

/* check: a good script passes with its perft line per ruleset; a broken one lists every
 * problem, each with file, line and field, and fails. */
static void test_check_good_variant(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/kharbaga.lua");
    expect_success(&r);
    expect_contains(r.out, "ruleset standard       3 legal moves at the start; perft 3 5 7 10 (make/unmake agrees)");
    expect_contains(r.out, "ruleset ludii");
    expect_line(r.out, "ok");
    run_free(&r);
}

static void test_check_lists_every_problem(void **state)
{
    (void)state;
    const char *path = KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/rules_several_problems.lua";
    RunResult r = RUN("check", path);
    assert_int_equal(r.status, 1);
    assert_true(run_count_lines(r.err) >= 3);
    expect_contains(r.err, "rules_several_problems.lua:7: rules.removal:");
    expect_contains(r.err, "rules_several_problems.lua:8: rules.chain:");
    expect_contains(r.err, "rules_several_problems.lua:10: rulesets[1].kind:");
    run_free(&r);
}

#define HOOKS_DIR KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/"

/* Hooks: Bell's rules as a moves and an after hook. c3 goes to d3 and may not come back. */
static void test_hooks_no_return(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "bell.lua", "--position", "W:Wc3:Ba5", "--play", "c3-d3 a5-b5");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "d3-d4 d3-e3");
    run_free(&r);
    r = RUN("check", HOOKS_DIR "bell.lua");
    expect_success(&r);
    expect_contains(r.out, "perft 4 5 6 12 (make/unmake agrees)");
    run_free(&r);
}

/* check notices hook state that unmake cannot restore (an after hook editing a table in place),
 * and names the after hook only when there is one. */
static void test_check_catches_mutating_hook(void **state)
{
    (void)state;
    RunResult r = RUN("check", HOOKS_DIR "hook_mutates.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default:");
    expect_contains(r.err, "an after hook must not change a table");
    expect_line(r.out, "problems found");
    run_free(&r);
    /* a moves hook alone that answers differently for one position: not blamed on an after hook */
    r = RUN("check", HOOKS_DIR "hook_counts_calls.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default: perft 2 is 19 counted and 16 made move by move (a moves hook must answer "
                           "the same for the same position");
    assert_null(strstr(r.err, "an after hook"));
    expect_line(r.out, "problems found");
    run_free(&r);
}

/* A hook that fails, loops or answers nonsense is reported in one line, never as "no moves". */
static void test_hooks_failing(void **state)
{
    (void)state;
    static const char *const cases[][2] = {
        {"hook_error.lua", "attempt to index a nil value"},
        {"hook_loop.lua", " exceeded"},
        {"hook_bad_return.lua", "must return a list of moves"},
        {"hook_lands_on_piece.lua", "an added move ends on d2, which is not empty"},
        {"hook_adds_a_pass.lua", "an added move from c2 to c2 captures nothing"},
        {"hook_bad_return.lua", "hook_bad_return.lua:3: the moves hook must return a list of moves, got number"},
        {"hook_returns_set.lua", "hook_returns_set.lua:4: the list the moves hook returned has a table key, not a "
                                 "list index; expected a list"},
        {"hook_list_gap.lua", "hook_list_gap.lua:3: the list the moves hook returned has no entry 2 but has one at 3"},
        {"hook_bad_path_entry.lua", "hook_bad_path_entry.lua:3: the moves hook's move 1's path[2] is a number; "
                                    "expected a point name"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s%s", HOOKS_DIR, cases[i][0]);
        RunResult r = RUN("moves", "--variant", path);
        assert_int_equal(r.status, 1);
        assert_int_equal(run_count_lines(r.err), 1);
        expect_contains(r.err, "hook failed");
        expect_contains(r.err, cases[i][1]);
        assert_string_equal(r.out, "");
        run_free(&r);
    }
}

/* rules names where its text came from: the shipped game by its id, or the script and the rules
 * chosen on the command line. */
static void test_rules_footer(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "kharbaga");
    expect_success(&r);
    expect_contains(r.out, "Written by `kharbaga rules kharbaga` from `variants/kharbaga.lua`.\n");
    run_free(&r);
    r = RUN("rules", "kharbaga", "--ruleset", "german", "--rule", "removal=immediate");
    expect_success(&r);
    expect_contains(r.out, "kharbaga.lua`, ruleset german with removal=immediate.\n");
    assert_null(strstr(r.out, "Written by `kharbaga rules kharbaga`"));
    run_free(&r);
    /* a game of one's own, found by its id: the script it really came from */
    const char *saved = getenv("KHARBAGA_PATH");
    char old_path[4096];
    snprintf(old_path, sizeof old_path, "%s", saved ? saved : "");
    assert_int_equal(setenv("KHARBAGA_PATH", KHARBAGA_SOURCE_DIR "/tests/data/corpus/good", 1), 0);
    r = RUN("rules", "red_green");
    if (saved)
        setenv("KHARBAGA_PATH", old_path, 1);
    else
        unsetenv("KHARBAGA_PATH");
    expect_success(&r);
    expect_contains(r.out, "Written by `kharbaga rules red_green` from `" KHARBAGA_SOURCE_DIR
                           "/tests/data/corpus/good/red_green.lua`.\n");
    run_free(&r);
    /* an extension names what it extends */
    r = RUN("rules", "--variant", KHARBAGA_SOURCE_DIR "/tests/data/corpus/good/kharbaga_immediate.lua");
    expect_success(&r);
    expect_contains(r.out, "kharbaga_immediate.lua`, which extends kharbaga, ruleset standard.\n");
    run_free(&r);
}

/* check on a script in a personalities directory checks it as a personality. */
static void test_check_a_personality(void **state)
{
    (void)state;
    RunResult r = RUN("check", KHARBAGA_SOURCE_DIR "/variants/personalities/gambler.lua");
    expect_success(&r);
    expect_contains(r.out, "gambler.lua: The Gambler (gambler), a personality: Monte Carlo tree search\nok\n");
    run_free(&r);
    r = RUN("check", KHARBAGA_SOURCE_DIR "/tests/data/corpus/personalities/variants_unknown.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "variants_unknown.lua:6: variants[2]: no game 'zama' on the search path");
    assert_null(strstr(r.err, "global 'personality'"));
    run_free(&r);
}

/* rules says when the game's rules run Lua hooks, which its text cannot describe. */
static void test_rules_name_the_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "--variant", HOOKS_DIR "bell.lua");
    expect_success(&r);
    expect_contains(r.out, "## Hooks\n\nThese rules run Lua hooks from the script `" HOOKS_DIR "bell.lua`");
    expect_contains(r.out, "a moves hook decides which of the moves they allow are legal");
    expect_contains(r.out, "an after hook runs after every move");
    run_free(&r);
    r = RUN("rules", "kharbaga");
    expect_success(&r);
    assert_null(strstr(r.out, "## Hooks"));
    run_free(&r);
}

/* The crowning rules say where a king lands only when it flies: a short king lands just beyond
 * the piece it takes, so the landing rule cannot matter. */
static void test_rules_king_landing(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "kharbaga", "--rule", "king=short");
    expect_success(&r);
    expect_contains(r.out, "A Mullah moves and jumps like a man, but in every direction.\n");
    if (strstr(r.out, "may land on") || strstr(r.out, "must land on"))
        fail_msg("rules under king=short speak of a landing rule:\n%s", r.out);
    run_free(&r);
    r = RUN("rules", "kharbaga", "--ruleset", "german", "--rule", "king=short");
    expect_success(&r);
    assert_null(strstr(r.out, "must land on a point from which it can capture again"));
    run_free(&r);
    r = RUN("rules", "kharbaga");
    expect_success(&r);
    expect_contains(r.out, "After a capture the Mullah may land on any empty point beyond the captured piece.");
    run_free(&r);
}

/* The quiet-move limit names everything that resets its count: a capture, a huff under
 * capture=huff, and a man's step forward where men cannot step back. */
static void test_rules_quiet_limit(void **state)
{
    (void)state;
    static const char *const cases[][4] = {
        {"kharbaga", "standard", "without a capture or a man's step forward are a draw."},
        {"zamma", "monod", "without a capture, a huff or a man's step forward are a draw."},
        {"alquerque", "covarrubias", "without a capture or a huff are a draw."},
        {"alquerque", "murray", "without a capture are a draw."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = RUN("rules", cases[i][0], "--ruleset", cases[i][1]);
        expect_success(&r);
        expect_contains(r.out, cases[i][2]);
        run_free(&r);
    }
}

/* A variant script is untrusted: HTML in its texts reaches the Markdown of `rules` and `family`
 * as entities, never as tags a Markdown viewer would render. */
static const char HTML_GAME[] =
    "return variant {\n"
    "  id = \"html_game\", extends = \"kharbaga\", name = \"<script>alert(1)</script>\",\n"
    "  summary = \"<img src=x onerror=alert(1)> & co.\", region = \"<i>Here</i>\",\n"
    "  sides = { \"Black<b>\", \"White&\" }, king_name = \"<u>king\",\n"
    "  notes = \"a < b > c\", history = \"<iframe src=x>\", sources = { \"<a href=x>source</a>\" },\n"
    "  rulesets = { { id = \"standard\", kind = \"described\", source = \"<em>book</em>\" } },\n"
    "  disputes = { { topic = \"<h1>topic\", text = \"<svg onload=alert(1)>\" } },\n"
    "  hooks = { description = \"<style>x</style>\", after = function(game, move) end },\n"
    "}\n";

/* No tag of the script's in text: nothing but entities where it wrote < and >. */
static void expect_no_html(const char *text)
{
    const char *tag = strpbrk(text, "<>");
    if (tag)
        fail_msg("expected no '<' or '>' in the Markdown; found at:\n%.80s", tag);
}

static void test_rules_escape_script_html(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-html-XXXXXX", script[64], search[4200];
    assert_non_null(mkdtemp(dir));
    snprintf(script, sizeof script, "%s/html_game.lua", dir);
    FILE *f = fopen(script, "w");
    assert_non_null(f);
    fputs(HTML_GAME, f);
    assert_int_equal(fclose(f), 0);
    RunResult r = RUN("rules", "--variant", script);
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "# &lt;script&gt;alert(1)&lt;/script&gt;\n\n*&lt;i&gt;Here&lt;/i&gt;.* "
                           "&lt;img src=x onerror=alert(1)&gt; &amp; co.\n");
    expect_contains(r.out, "Black&lt;b&gt; (South, below) and White&amp; (North)");
    expect_contains(r.out, "capitals are &lt;u&gt;kings:");
    expect_contains(r.out, "&lt;style&gt;x&lt;/style&gt;.\n");
    expect_contains(r.out, "- **&lt;h1&gt;topic**. &lt;svg onload=alert(1)&gt;\n");
    expect_contains(r.out, "## Notes\n\na &lt; b &gt; c\n");
    expect_contains(r.out, "- &lt;a href=x&gt;source&lt;/a&gt;\n");
    expect_contains(r.out, " — &lt;em&gt;book&lt;/em&gt;\n");
    run_free(&r);
    /* found by its id, with the page's diagrams (their alt text), and beside the others */
    const char *saved = getenv("KHARBAGA_PATH");
    snprintf(search, sizeof search, "%s:%s", dir, saved ? saved : KHARBAGA_SOURCE_DIR "/variants");
    setenv("KHARBAGA_PATH", search, 1);
    r = RUN("rules", "html_game");
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "![&lt;script&gt;alert(1)&lt;/script&gt;: the start](img/html_game-start.svg)");
    run_free(&r);
    r = RUN("family");
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "[&lt;script&gt;alert(1)&lt;/script&gt;](games/html_game.md)");
    expect_contains(r.out, "### &lt;script&gt;alert(1)&lt;/script&gt;\n\n&lt;img src=x onerror=alert(1)&gt; &amp; co.");
    run_free(&r);
    if (saved)
        setenv("KHARBAGA_PATH", saved, 1);
    else
        unsetenv("KHARBAGA_PATH");
    unlink(script);
    rmdir(dir);
}

/* The rules of a ruleset with Lua hooks say what the hooks add, from their description. */
static void test_rules_of_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "alquerque", "--ruleset", "bell");
    expect_success(&r);
    expect_contains(r.out, "### Further rules\n\nA piece never returns to a point it has occupied, in earlier moves "
                           "or earlier in the same capture, and a piece on the far row moves only to capture.\n\n"
                           "### End of the game\n");
    run_free(&r);
    r = RUN("rules", "alquerque");
    expect_success(&r);
    assert_null(strstr(r.out, "### Further rules"));
    run_free(&r);
}

/* An after hook alone works; an after hook's error stops the command that made the move. */
static void test_after_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--variant", HOOKS_DIR "hook_after_only.lua", "--play", "c2-c3");
    expect_success(&r);
    run_free(&r);
    static const char *const commands[][2] = {{"moves", ""}, {"show", ""}, {"render", ""}, {"analyze", "--depth"}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        r = commands[i][1][0] ? RUN(commands[i][0], "--variant", HOOKS_DIR "hook_after_error.lua", "--play", "c2-c3",
                                    commands[i][1], "2")
                              : RUN(commands[i][0], "--variant", HOOKS_DIR "hook_after_error.lua", "--play", "c2-c3");
        if (r.status != 1 || !strstr(r.err, "hook_after_error.lua:9: boom in after"))
            fail_msg("%s after a failing after hook: status %d, stderr:\n%s", commands[i][0], r.status, r.err);
        run_free(&r);
    }
}

/* A hook that fails a few plies in is reported as what it is, by check and by match: not as a
 * count gone wrong or a game without moves. */
static void test_hook_failing_deeper(void **state)
{
    (void)state;
    RunResult r = RUN("check", HOOKS_DIR "hook_fails_deep.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "ruleset default: hook failed: ");
    expect_contains(r.err, "hook_fails_deep.lua:12: attempt to index a nil value (local 'missing')");
    assert_null(strstr(r.err, "counted"));
    run_free(&r);
    r = RUN("match", "random", "greedy", "--games", "2", "--depth", "1", "--variant", HOOKS_DIR "hook_fails_deep.lua");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "hook_fails_deep.lua:12: attempt to index a nil value (local 'missing')");
    assert_null(strstr(r.err, "no opening"));
    run_free(&r);
}

/* dispute: the golden file's P18, standard against immediate removal. The Mullah's three-piece
 * capture crosses the emptied c3 (only under B); the two-piece captures are legal under A only,
 * because under B a longer capture exists. */
static void test_dispute_removal(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--position", "B:BKa1,i1:Wc3,e3,b4,a9", "--a", "ruleset=standard", "--b",
                      "ruleset=immediate");
    expect_success(&r);
    expect_line(r.out, "Only under B:");
    expect_contains(r.out, "a1xe5xe1xa5 is legal with removal=immediate, not with removal=end: the chain crosses or lands on c3, "
                           "emptied earlier in the same move");
    expect_contains(r.out, "a1xe5xe1 is legal with removal=end, not with removal=immediate: it takes 2, while with removal=immediate "
                           "a1xe5xe1xa5 takes 3, and majority=count asks for the most");
    run_free(&r);
    r = RUN("dispute", "--position", "B:Be3,a1:Wf4,i9", "--a", "capture=compulsory", "--b", "capture=optional",
            "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *moves = j_need(&doc, "moves", J_ARRAY);
    assert_true(moves->n == 5); /* e3xg5 under both; a1-a3, a1-b2, e3-e5, e3-d4 under B only */
    j_free(&doc);
    run_free(&r);
}

static void test_dispute_bad_input(void **state)
{
    (void)state;
    RunResult r = RUN("dispute", "--a", "removal=end");
    assert_int_equal(r.status, 2); /* a bad command line */
    expect_contains(r.err, "at least two rule choices");
    run_free(&r);
    r = RUN("dispute", "--a", "flying=yes", "--b", "removal=end");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "--a flying=yes: unknown rule 'flying'");
    run_free(&r);
}

/* explain: a legal move described; an illegal one with the rule that forbids it (or the fact
 * that makes it impossible) and what to play instead; malformed text is an error. */
static void test_explain(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "e3-e5");
    expect_success(&r);
    expect_line(r.out, "e3-e5 is legal: the man on e3 steps to e5.");
    run_free(&r);
    r = RUN("explain", "--position", "B:Be3,a1:Wf4,i9", "a1-a3");
    expect_success(&r);
    expect_contains(r.out, "a1-a3 is legal with capture=optional, not with capture=compulsory: it does not capture although e3xg5 is "
                           "possible, and under capture=compulsory a player who can capture must");
    expect_line(r.out, "Legal instead: e3xg5");
    run_free(&r);
    r = RUN("explain", "--position", "B:Bc3:Wd4,d6,b4,f4,f6", "c3xa5");
    expect_success(&r);
    expect_contains(r.out, "c3xa5 is legal with majority=none, not with majority=count: it takes 1, while c3xe5xg3 takes 2, and "
                           "majority=count asks for the most.");
    run_free(&r);
    r = RUN("explain", "e3-e1");
    expect_success(&r);
    expect_line(r.out, "  e1 is occupied.");
    run_free(&r);
    r = RUN("explain", "zz9-e5");
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "'zz9' is not a point");
    run_free(&r);
}

/* A legal move's consequences besides moving and capturing: the pieces the opponent may then huff,
 * the points a shrinking board loses. */
static void test_explain_consequences(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6", "a1-a3");
    expect_success(&r);
    expect_line(r.out, "  Then White may huff e3 at the start of the next turn: the piece that could have captured and "
                       "did not (capture=huff).");
    run_free(&r);
    r = RUN("explain", "--variant", "tuknanavuhpi", "--position", "B:Wc1,b2,d2,b4:Bc7,e7,g7,e9", "e9-d8");
    expect_success(&r);
    expect_line(r.out, "  Then a9, c9, e9, g9, i9 leave the board: the board shrinks (shrink=point_rows), and no piece "
                       "may enter them again.");
    run_free(&r);
    r = RUN("explain", "e3-e5"); /* nothing else happens: nothing more is said */
    expect_success(&r);
    assert_string_equal(r.out, "e3-e5 is legal: the man on e3 steps to e5.\n");
    run_free(&r);
}

/* A move no rule could allow is said to be impossible by the plain fact, in one line: points on no
 * common line, a man's move between points that are not neighbours, a leg of a chain off any line,
 * a dead point. */
static void test_explain_impossible(void **state)
{
    (void)state;
    static const struct {
        const char *position, *move, *line;
    } cases[] = {
        {"B:Ba1,e3:Wi9", "a1-b4", "  a1 and b4 are not on one line."},
        {"B:Ba1,e3:Wi9", "a1-e1", "  a1 and e1 are not neighbours on a line: a man steps to the next point along a "
                                  "line, or jumps over a piece next to it to the empty point just behind."},
        {"B:Ba1,e3:Wi9", "a1xc3xd8", "  c3 and d8 are not on one line."},
        {"B:BKa1,e3:Wi9", "a1-b4", "  a1 and b4 are not on one line."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = RUN("explain", "--position", cases[i].position, cases[i].move);
        expect_success(&r);
        expect_line(r.out, cases[i].line);
        if (strstr(r.out, "No single rule change") || run_count_lines(r.out) != 3)
            fail_msg("explain %s: expected the fact in one line, got:\n%s", cases[i].move, r.out);
        run_free(&r);
    }
    RunResult r = RUN("explain", "--variant", "tuknanavuhpi", "--position", "B:Wc1,b2,d2,b4:Bc7,e7,g7,e9", "--play",
                      "e9-d8,b2-a3", "d8-e9");
    expect_success(&r);
    expect_line(r.out, "  e9 is off the board (dead).");
    run_free(&r);
}

/* Black to move: e3 may take e5 and f6 (e3xe7xg5), and White's f6 is huffable, so under
 * capture=huff each move may begin by huffing it. */
#define HUFF_POSITION "B:Ba1,e3:Wa9,e5,f6:Hf6"

/* One bad-input run: exit 1, nothing on stdout, one stderr line "kharbaga: " holding `needle`. */
static void expect_refused(RunResult *r, const char *needle)
{
    char how[96];
    if (!r->exited || r->status != 1 || r->out_len || run_count_lines(r->err) != 1 ||
        strncmp(r->err, "kharbaga: ", 10) != 0 || !strstr(r->err, needle))
        fail_msg("expected exit 1 and one error line with \"%s\", got %s\nstdout:\n%s\nstderr:\n%s", needle,
                 run_describe(r, how, sizeof how), r->out, r->err);
    run_free(r);
}

/* An H field (huffable pieces) needs rules that huff: without them it is refused, with one line
 * that names it and the capture rule, before any move is played. Under capture=huff every
 * position printed after a move reads back: the capture of the huffable f6 leaves nothing to
 * huff, a step past a capture leaves the capturer huffable. */
static void test_huff_field_needs_huffing(void **state)
{
    (void)state;
    const char *no_meaning = "position: H (huffable pieces) has no meaning under capture=compulsory; only "
                             "capture=huff lets a player huff";
    RunResult r = RUN("show", "--position", HUFF_POSITION, "--play", "e3xg5");
    expect_refused(&r, no_meaning);
    r = RUN("moves", "--position", HUFF_POSITION);
    expect_refused(&r, no_meaning);
    r = RUN("perft", "--depth", "1", "--position", HUFF_POSITION);
    expect_refused(&r, no_meaning);
    r = RUN("moves", "--rule", "capture=optional", "--position", HUFF_POSITION);
    expect_refused(&r, "no meaning under capture=optional");
    r = RUN("show", "--variant", "alquerque", "--ruleset", "murray", "--position", "W:Wa1,c3:Bb2,e5:Hb2");
    expect_refused(&r, "no meaning under capture=compulsory");

    static const char *const plays[][2] = {
        {"e3xe7xg5", "position: W:Ba1,g5:Wa9"},
        {"Hf6 e3xe7", "position: W:Ba1,e7:Wa9"},
        {"a1-a3", "position: W:Ba3,e3:We5,f6,a9:He3"},
        {"Hf6 a1-a3", "position: W:Ba3,e3:We5,a9:He3"},
    };
    for (size_t i = 0; i < sizeof plays / sizeof plays[0]; i++) {
        r = RUN("show", "--rule", "capture=huff", "--position", HUFF_POSITION, "--play", plays[i][0]);
        expect_success(&r);
        expect_line(r.out, plays[i][1]);
        run_free(&r);
        const char *printed = plays[i][1] + strlen("position: ");
        r = RUN("show", "--rule", "capture=huff", "--position", printed);
        expect_success(&r);
        expect_line(r.out, plays[i][1]);
        run_free(&r);
    }
    /* the huff record of the game is the rules': without huffing the same moves leave none */
    r = RUN("show", "--rule", "capture=optional", "--position", "B:Ba1,e3:Wa9,e5,f6", "--play", "a1-a3");
    expect_success(&r);
    expect_line(r.out, "position: W:Ba3,e3:We5,f6,a9");
    run_free(&r);
}

/* moves --json: "huffed" names the piece a move huffs first, null for the others; the move text
 * is the huff, a blank, then the move (docs/notation.md). */
static void test_moves_json_huffed(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--json", "--rule", "capture=huff", "--position", HUFF_POSITION);
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_int_equal(root.n, 10); /* e3xe7xg5 and four steps, each step again after Hf6, and Hf6 e3xe7 */
    int huffs = 0;
    for (int i = 0; i < root.n; i++) {
        const JValue *m = &root.items[i];
        const JValue *huffed = j_get(m, "huffed");
        const char *text = j_need(m, "move", J_STRING)->string, *from = j_need(m, "from", J_STRING)->string;
        if (!huffed)
            fail_msg("move %s has no \"huffed\" member", text);
        if (huffed->type == J_NULL) {
            assert_true(strncmp(text, from, strlen(from)) == 0);
            continue;
        }
        assert_int_equal(huffed->type, J_STRING);
        assert_string_equal(huffed->string, "f6");
        assert_true(strncmp(text, "Hf6 ", 4) == 0 && strncmp(text + 4, from, strlen(from)) == 0);
        char caps[64];
        j_string_list(j_need(m, "captured", J_ARRAY), true, caps, sizeof caps);
        if (!strcmp(text, "Hf6 e3xe7"))
            assert_string_equal(caps, "e5"); /* f6 is huffed, not captured */
        else
            assert_string_equal(caps, "");
        huffs++;
    }
    assert_int_equal(huffs, 5);
    j_free(&root);
    run_free(&r);
    /* without huffing every move has "huffed": null */
    r = RUN("moves", "--json");
    expect_success(&r);
    j_parse(r.out, &root);
    for (int i = 0; i < root.n; i++)
        j_need(&root.items[i], "huffed", J_NULL);
    j_free(&root);
    run_free(&r);
    /* dispute's moves say it too */
    r = RUN("dispute", "--json", "--rule", "capture=huff", "--position", HUFF_POSITION, "--a", "capture=huff", "--b",
            "capture=optional");
    expect_success(&r);
    j_parse(r.out, &root);
    const JValue *moves = j_need(&root, "moves", J_ARRAY);
    huffs = 0;
    for (int i = 0; i < moves->n; i++) {
        const JValue *huffed = j_get(&moves->items[i], "huffed");
        assert_non_null(huffed);
        huffs += huffed->type == J_STRING && !strcmp(huffed->string, "f6");
    }
    assert_int_equal(huffs, 5);
    j_free(&root);
    run_free(&r);
}

/* explain: a huff of a piece that may not be huffed is said as such, with the pieces that may
 * be (those that could have captured on the opponent's last turn) and what to play instead. */
static void test_explain_wrong_huff(void **state)
{
    (void)state;
    RunResult r = RUN("explain", "--rule", "capture=huff", "--position", HUFF_POSITION, "He5 a1-a3");
    expect_success(&r);
    expect_line(r.out, "He5 a1-a3 is not legal here.");
    expect_line(r.out, "  e5 cannot be huffed: only f6 can, the piece that could have captured on White's last "
                       "turn. Play Hf6 a1-a3, or a1-a3 without a huff.");
    expect_contains(r.out, "Legal instead: e3xe7xg5, a1-a3");
    run_free(&r);
    /* nothing to huff: no piece let a capture pass */
    r = RUN("explain", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6", "Hf6 a1-a3");
    expect_success(&r);
    expect_line(r.out, "  Nothing may be huffed now: only a piece that could have captured on White's last turn, "
                       "when White did not capture, may be huffed, and there is none. Play a1-a3 without a huff.");
    run_free(&r);
    /* rules without huffing */
    r = RUN("explain", "--position", "B:Ba1,e3:Wa9,e5,f6", "Hf6 e3xe7xg5");
    expect_success(&r);
    expect_line(r.out, "  Nothing is huffed under capture=compulsory: only capture=huff lets a player huff. Play "
                       "e3xe7xg5 without a huff.");
    run_free(&r);
    /* a move a hook refuses (Bell's: never back to a point the piece has occupied) */
    r = RUN("explain", "--variant", "alquerque", "--ruleset", "bell", "--position", "W:Wc3:Ba5", "--play", "c3-d3,a5-a4",
            "d3-c3");
    expect_success(&r);
    expect_contains(r.out, "  d3-c3 is refused by a rule of ruleset bell that its script adds as a Lua hook (");
    expect_contains(r.out, "alquerque.lua): A piece never returns to a point it has occupied, in earlier moves or "
                           "earlier in the same capture, and a piece on the far row moves only to capture.\n");
    run_free(&r);
    /* a right huff before an impossible move: the move proper is what is explained */
    r = RUN("explain", "--rule", "capture=huff", "--position", HUFF_POSITION, "Hf6 c1-a5");
    expect_success(&r);
    expect_line(r.out, "  There is no Black piece on c1.");
    run_free(&r);
}

/* The AI: personalities are listed; analyze finds a legal best move with a principal
 * variation; play runs a whole AI-against-AI game to its result and writes the record; a human's
 * wrong move gets a message and the game goes on. */
static void test_personalities_and_analyze(void **state)
{
    (void)state;
    RunResult r = RUN("personalities");
    expect_success(&r);
    assert_true(run_count_lines(r.out) >= 5);
    expect_contains(r.out, "teacher    The Teacher");
    expect_contains(r.out, "master     The Master");
    run_free(&r);
    /* --time keeps a personality's depth limit, as in play and match: the Glutton looks one move ahead */
    r = RUN("analyze", "--ai", "greedy", "--time", "100", "--json");
    expect_success(&r);
    JValue glutton;
    j_parse(r.out, &glutton);
    assert_int_equal(j_need(&glutton, "depth", J_NUMBER)->number, 1);
    j_free(&glutton);
    run_free(&r);
    r = RUN("analyze", "--depth", "6", "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const char *best = j_need(&doc, "best", J_STRING)->string;
    assert_true(!strcmp(best, "e3-e5") || !strcmp(best, "d4-e5") || !strcmp(best, "f4-e5"));
    assert_true(j_need(&doc, "depth", J_NUMBER)->number >= 6);
    j_free(&doc);
    run_free(&r);
}

static void test_play_whole_game(void **state)
{
    (void)state;
    char path[] = "/tmp/kharbaga-test-play-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    RunResult r = RUN("play", "--as", "none", "--ai", "greedy", "--save", path);
    expect_success(&r);
    assert_true(strstr(r.out, " wins: ") || strstr(r.out, "draw: "));
    run_free(&r);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    char line[256];
    assert_non_null(fgets(line, sizeof line, f));
    assert_string_equal(line, "[Variant \"kharbaga\"]\n");
    fclose(f);
    unlink(path);
}

static void test_play_wrong_move_goes_on(void **state)
{
    (void)state;
    RunResult r = run_program_input((const char *const[]){KHARBAGA_BINARY, "play", "--ai", "greedy", NULL},
                                    "e3-e1\nzz9\ne3-e5\nquit\n", 30);
    expect_success(&r);
    expect_contains(r.out, "move 'e3-e1' is not legal here; legal moves: e3-e5, d4-e5, f4-e5");
    expect_contains(r.out, "move 'zz9': 'zz9' is not a point of this board");
    expect_contains(r.out, "White (The Glutton) plays");
    expect_contains(r.out, "game stopped");
    run_free(&r);
}

static void test_moves_start(void **state)
{
    (void)state;
    RunResult r = RUN("moves");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "d4-e5 e3-e5 f4-e5");
    expect_line(r.out, "3 legal moves, Black to move");
    assert_int_equal(run_count_lines(r.out), 4);
    run_free(&r);
}

static void test_moves_json(void **state)
{
    (void)state;
    char keys[1024];
    MOVE_KEYS(keys, "--position", START);
    assert_string_equal(keys, "d4>e5[] e3>e5[] f4>e5[]");
    /* every field of one object, literally */
    RunResult r = RUN("moves", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.n, 3);
    for (int i = 0; i < root.n; i++) {
        const JValue *m = &root.items[i];
        assert_int_equal(j_need(m, "captured", J_ARRAY)->n, 0);
        const JValue *path = j_need(m, "path", J_ARRAY);
        assert_int_equal(path->n, 1);
        assert_string_equal(path->items[0].string, "e5");
        assert_false(j_need(m, "crown", J_BOOL)->boolean);
    }
    j_free(&root);
    run_free(&r);
}

/* A Black Mullah (flying king) on e5 against White men c5, a7 and g7.
 *   west: over c5, only a5 is beyond; from a5 north over a7 to a9 (the last point) — 2 pieces;
 *         from a9 the column back is blocked by a7 (captured, still there), the row and the
 *         diagonal a9-b8-c7-d6-e5(start, empty)-...-i1 hold nobody;
 *   north-east: over g7, landing on h8 or i9, and nothing to take from either — 1 piece;
 *   every other line from e5 is empty.
 * Majority (count) leaves the one 2-piece capture; majority=none allows all three. */
static void test_king_captures(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position", "B:BKe5:Wc5,a7,g7");
    expect_success(&r);
    expect_line(r.out, "e5xa5xa9  (takes 2: c5,a7)");
    expect_line(r.out, "1 legal move, Black to move");
    run_free(&r);

    r = RUN("moves", "--json", "--position", "B:BKe5:Wc5,a7,g7");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_ARRAY);
    assert_int_equal(root.n, 1);
    const JValue *m = &root.items[0];
    char list[256];
    assert_string_equal(j_need(m, "move", J_STRING)->string, "e5xa5xa9");
    assert_string_equal(j_need(m, "from", J_STRING)->string, "e5");
    assert_string_equal(j_need(m, "to", J_STRING)->string, "a9");
    j_string_list(j_need(m, "captured", J_ARRAY), true, list, sizeof list);
    assert_string_equal(list, "a7,c5");
    j_string_list(j_need(m, "path", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "a5,a9");
    assert_false(j_need(m, "crown", J_BOOL)->boolean);
    j_free(&root);
    run_free(&r);

    char keys[1024];
    MOVE_KEYS(keys, "--position", "B:BKe5:Wc5,a7,g7", "--rule", "majority=none");
    assert_string_equal(keys, "e5>a9[a7,c5] e5>h8[g7] e5>i9[g7]");
}

/* The same Mullah with nothing to take flies along its 8 lines until the edge or a piece:
 * e7 e9, e3 e1, c5 a5, g5 i5, f6 g7 h8 i9, d4 c3 b2 a1, f4 g3 h2 i1, d6 c7 b8 (a9 is White's). */
static void test_king_steps(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position", "B:BKe5:Wa9");
    expect_success(&r);
    char set[1024];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "e5-a1 e5-a5 e5-b2 e5-b8 e5-c3 e5-c5 e5-c7 e5-d4 e5-d6 e5-e1 e5-e3 e5-e7 e5-e9 e5-f4 "
                             "e5-f6 e5-g3 e5-g5 e5-g7 e5-h2 e5-h8 e5-i1 e5-i5 e5-i9");
    expect_line(r.out, "23 legal moves, Black to move");
    run_free(&r);
}

/* A Black Mullah on e5, White men f6 and c3 on its long diagonal a1-i9.
 * removal=end: a captured man stays until the move ends and blocks the line, so the Mullah takes
 *   one: over f6 to g7, h8 or i9, or over c3 to b2 or a1 — 5 moves of 1 piece.
 * removal=immediate: the captured man leaves at once, so after f6 the Mullah flies back across
 *   f6 and e5 to take c3 (landing b2 or a1), or after c3 back across to take f6 (landing g7, h8
 *   or i9) — 5 moves of 2 pieces; majority then rules out the single captures. */
static void test_rule_removal_immediate(void **state)
{
    (void)state;
    const char *pos = "B:BKe5:Wf6,c3";
    const char *end = "e5>a1[c3] e5>b2[c3] e5>g7[f6] e5>h8[f6] e5>i9[f6]";
    const char *immediate = "e5>a1[c3,f6] e5>b2[c3,f6] e5>g7[c3,f6] e5>h8[c3,f6] e5>i9[c3,f6]";
    char keys[1024];
    MOVE_KEYS(keys, "--position", pos);
    assert_string_equal(keys, end);
    MOVE_KEYS(keys, "--position", pos, "--rule", "removal=immediate");
    assert_string_equal(keys, immediate);
    MOVE_KEYS(keys, "--position", pos, "--rule=removal=immediate");
    assert_string_equal(keys, immediate);
    MOVE_KEYS(keys, "--position", pos, "--ruleset", "immediate");
    assert_string_equal(keys, immediate);
    /* --rule applies on top of the ruleset, whatever the order on the command line */
    MOVE_KEYS(keys, "--rule", "removal=end", "--position", pos, "--ruleset", "immediate");
    assert_string_equal(keys, end);
    /* a position where nothing is captured twice over does not change */
    MOVE_KEYS(keys, "--position", "B:BKe5:Wc5,a7,g7", "--rule", "removal=immediate");
    assert_string_equal(keys, "e5>a9[a7,c5]");
}

/* --position=TEXT is the same as --position TEXT. */
static void test_option_equals_form(void **state)
{
    (void)state;
    RunResult r = RUN("moves", "--position=W:BKe5:Wc7,g7");
    expect_success(&r);
    char set[256];
    sorted_lines(r.out, "legal move", set, sizeof set);
    assert_string_equal(set, "c7-b6 c7-c5 c7-d6 g7-f6 g7-g5 g7-h6");
    expect_line(r.out, "6 legal moves, White to move");
    run_free(&r);
}

/* ---- perft ---- */

static void test_perft_depth6(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "6");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 6: 91 in ", 15) == 0);
    assert_int_equal(run_count_lines(r.out), 1);
    run_free(&r);
}

static void test_perft_divide_json(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "5", "--divide", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_int_equal(root.type, J_OBJECT);
    assert_string_equal(j_need(&root, "variant", J_STRING)->string, "kharbaga");
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "standard");
    assert_true(j_need(&root, "depth", J_NUMBER)->number == 5);
    assert_true(j_need(&root, "nodes", J_NUMBER)->number == 26);
    assert_true(j_need(&root, "seconds", J_NUMBER)->number >= 0);
    const JValue *divide = j_need(&root, "divide", J_OBJECT);
    assert_int_equal(divide->n, 3);
    double sum = 0;
    for (int i = 0; i < divide->n; i++) {
        assert_int_equal(divide->items[i].type, J_NUMBER);
        sum += divide->items[i].number;
    }
    assert_true(sum == 26);
    assert_true(j_need(divide, "e3-e5", J_NUMBER)->number == 11);
    assert_true(j_need(divide, "d4-e5", J_NUMBER)->number == 3);
    assert_true(j_need(divide, "f4-e5", J_NUMBER)->number == 12);
    j_free(&root);
    run_free(&r);
}

/* Text divide: one "move: count" line per legal move, adding up to the total. */
static void test_perft_divide_text(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--divide", "--depth", "6");
    expect_success(&r);
    unsigned long long sum = 0;
    int parts = 0;
    for (const char *l = r.out; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        char move[32];
        unsigned long long n;
        if (strncmp(l, "perft ", 6) != 0 && sscanf(l, "%31[a-i0-9x-]: %llu", move, &n) == 2) {
            sum += n;
            parts++;
        }
    }
    assert_int_equal(parts, 3);
    assert_int_equal(sum, 91);
    expect_contains(r.out, "perft 6: 91 in ");
    run_free(&r);
}

/* removal=immediate cannot matter before a chain can cross a captured piece's point; the count is
 * RULES.md's 814, which tests/perft/naive's independent generator also gives under removal=immediate. */
static void test_perft_immediate(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "8", "--ruleset", "immediate");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 8: 814 in ", 16) == 0);
    run_free(&r);

    r = RUN("perft", "--depth", "8", "--ruleset", "immediate", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "immediate");
    assert_true(j_need(&root, "nodes", J_NUMBER)->number == 814);
    assert_null(j_get(&root, "divide"));
    j_free(&root);
    run_free(&r);
}

/* perft from a given position: the Mullah of test_king_captures, one move, then White's men. */
static void test_perft_position(void **state)
{
    (void)state;
    RunResult r = RUN("perft", "--depth", "1", "--position", "B:BKe5:Wc5,a7,g7", "--rule", "majority=none");
    expect_success(&r);
    assert_true(strncmp(r.out, "perft 1: 3 in ", 14) == 0);
    run_free(&r);
}

/* ---- the search path ---- */

/* However many directories KHARBAGA_PATH lists, the games that come with the program are still
 * found after them; those it has no room for are named as left out. */
static void test_long_search_path_keeps_the_games(void **state)
{
    (void)state;
    char base[] = "/tmp/kharbaga-path-XXXXXX", path[4096] = "", dir[64];
    assert_non_null(mkdtemp(base));
    for (int i = 0; i < 20; i++) {
        snprintf(dir, sizeof dir, "%s/%d", base, i);
        assert_int_equal(mkdir(dir, 0700), 0);
        size_t used = strlen(path);
        snprintf(path + used, sizeof path - used, "%s%s", i ? ":" : "", dir);
    }
    assert_int_equal(setenv("KHARBAGA_PATH", path, 1), 0);
    RunResult r = RUN("moves", "--variant", "zamma");
    RunResult listed = RUN("variants");
    unsetenv("KHARBAGA_PATH");
    for (int i = 0; i < 20; i++) {
        snprintf(dir, sizeof dir, "%s/%d", base, i);
        rmdir(dir);
    }
    rmdir(base);
    expect_success(&r);
    expect_contains(r.out, "3 legal moves, Black to move");
    assert_true(listed.exited && listed.status == 0);
    expect_contains(listed.out, "kharbaga ");
    expect_contains(listed.err, "kharbaga: KHARBAGA_PATH: 6 of its directories come after the first 14 and are not "
                                "searched\n");
    run_free(&r);
    run_free(&listed);
}

/* ---- output that cannot be written ---- */

/* A command whose output cannot be written (here a full device) says so on stderr and fails,
 * whether its output is one short line or many. */
static void test_output_write_error(void **state)
{
    (void)state;
    if (access("/dev/full", W_OK) != 0)
        skip();
    static const char *const commands[][4] = {
        {"rules", NULL}, {"perft", "--depth", "3", NULL}, {"moves", "--json", NULL}, {"--version", NULL}, {"family", NULL}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *argv[6] = {KHARBAGA_BINARY};
        for (int k = 0; commands[i][k]; k++)
            argv[k + 1] = commands[i][k];
        RunResult r = run_program_output_to(argv, "/dev/full", TIMEOUT);
        char how[96];
        if (!r.exited || r.status != 1 || !strstr(r.err, "kharbaga: standard output: No space left on device\n"))
            fail_msg("%s: expected one line about standard output and exit status 1, got %s; stderr:\n%s",
                     commands[i][0], run_describe(&r, how, sizeof how), r.err);
        assert_int_equal(run_count_lines(r.err), 1);
        run_free(&r);
    }
}

/* ---- bad input ---- */

/* Files made for the bad-input cases, in a fresh temporary directory. */
typedef struct Scratch {
    char dir[256];
    char directory_lua[300]; /* a directory whose name ends in .lua */
    char binary[300];        /* NUL bytes and an ELF header */
    char empty[300];         /* an empty file */
    char huge[300];          /* over 1 MiB of Lua comments */
    char bytecode[300];      /* starts like a precompiled chunk, no NUL byte */
    char missing[300];       /* a path that does not exist */
    char deep[1024];         /* a good variant more than 512 characters deep */
    int ndeep;               /* directories made for it */
} Scratch;

static Scratch scratch;

static void write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static int make_scratch(void **state)
{
    (void)state;
    snprintf(scratch.dir, sizeof scratch.dir, "%s/kharbaga-test-cli-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(scratch.dir))
        return -1;
    snprintf(scratch.directory_lua, sizeof scratch.directory_lua, "%s/folder.lua", scratch.dir);
    snprintf(scratch.binary, sizeof scratch.binary, "%s/binary.lua", scratch.dir);
    snprintf(scratch.empty, sizeof scratch.empty, "%s/empty.lua", scratch.dir);
    snprintf(scratch.huge, sizeof scratch.huge, "%s/huge.lua", scratch.dir);
    snprintf(scratch.bytecode, sizeof scratch.bytecode, "%s/bytecode.lua", scratch.dir);
    snprintf(scratch.missing, sizeof scratch.missing, "%s/no/such/game.lua", scratch.dir);
    if (mkdir(scratch.directory_lua, 0755) != 0)
        return -1;
    static const char elf[] = "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0\x3e\0return variant {}";
    write_file(scratch.binary, elf, sizeof elf - 1);
    write_file(scratch.empty, "", 0);
    static const char chunk[] = "\x1bLuaT\x19\x93\r\n\x1a\n\x04\x08\x08xV";
    write_file(scratch.bytecode, chunk, sizeof chunk - 1);
    size_t size = (1 << 20) + 4096;
    char *big = malloc(size);
    if (!big)
        return -1;
    for (size_t i = 0; i < size; i++)
        big[i] = i % 64 == 63 ? '\n' : (i % 64 < 2 ? '-' : 'x');
    write_file(scratch.huge, big, size);
    free(big);
    snprintf(scratch.deep, sizeof scratch.deep, "%s", scratch.dir);
    while (strlen(scratch.deep) < 560) {
        strcat(scratch.deep, "/a-directory-with-a-rather-long-name");
        if (mkdir(scratch.deep, 0755) != 0)
            return -1;
        scratch.ndeep++;
    }
    strcat(scratch.deep, "/deep.lua");
    static const char deep[] = "return variant { id = \"deep\", name = \"Deep\", summary = \"Far down.\", "
                               "extends = \"kharbaga\" }\n";
    write_file(scratch.deep, deep, sizeof deep - 1);
    return 0;
}

static int remove_scratch(void **state)
{
    (void)state;
    const char *files[] = {scratch.binary, scratch.empty, scratch.huge, scratch.bytecode};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        unlink(files[i]);
    rmdir(scratch.directory_lua);
    unlink(scratch.deep);
    for (int i = 0; i < scratch.ndeep; i++) {
        *strrchr(scratch.deep, '/') = '\0';
        rmdir(scratch.deep);
    }
    rmdir(scratch.dir);
    return 0;
}

/* A bad-input case: arguments and texts the one stderr line must contain. "@name" in either
 * stands for a scratch path. */
/* Zamma under Monod's rules with a flying king and seven huffable pieces: 4,330 moves, more
 * than the engine's lists hold. */
#define BEYOND_THE_LISTS "B:Ba2,a3,b1,c2,d2,e2,f4,g2,g4,h4,h5,Kc5:Wa8,b6,b7,b9,c6,c8,d4,d8,d9,e8,h8,i4,i8:Hc6,b6,c8,d8,e8,b7,a8"

typedef struct BadCase {
    const char *name;
    const char *args[8];
    const char *needles[4];
} BadCase;

/* Cases whose exit status is checked too: 2 for a bad command line, 1 for bad input. */
static const struct {
    const char *name;
    int status;
} case_status[] = {
    {"option_of_another_command", 2},
    {"empty_variant", 2},
    {"bad_play_side", 2},
    {"play_save_empty", 2},
    {"play_save_directory", 1},
    {"game_option_of_a_list", 2},
    {"position_of_rules", 2},
    {"rules_of_check", 2},
    {"variant_of_bench", 2},
    {"game_named_twice", 2},
    {"analyze_the_random_mover", 2},
    {"bench_the_random_mover", 2},
    {"explain_without_a_move", 2},
    {"check_without_a_script", 2},
    {"variant_given_twice", 2},
    {"empty_rule_choice", 2},
    {"play_save_ending_in_a_slash", 1},
    {"depth_of_a_playout_search", 2},
    {"bench_depth_of_a_playout_search", 2},
    {"match_of_one_player", 2},
    {"resume_and_load", 2},
    {"load_with_a_variant", 2},
    {"missing_depth", 2},
    {"unknown_command", 2},
    {"depth_zero", 2},
    {"depth_with_a_blank", 2},
    {"depth_with_a_plus", 2},
    {"time_with_a_blank", 2},
    {"games_with_a_plus", 2},
    {"lesson_with_a_blank", 2},
    {"at_with_a_plus", 2},
    {"rule_number_with_a_blank", 1},
    {"rule_given_twice", 2},
    {"play_time_for_two_random_movers", 2},
    {"dispute_choice_too_long", 2},
    {"record_given_twice", 2},
    {"at_given_twice", 2},
    {"load_given_twice", 2},
    {"unknown_variant", 1},
    {"unknown_ruleset", 1},
};

static int expected_status(const BadCase *c)
{
    for (size_t i = 0; i < sizeof case_status / sizeof case_status[0]; i++)
        if (!strcmp(case_status[i].name, c->name))
            return case_status[i].status;
    return 0; /* any failure */
}

static const char *resolve(const char *s)
{
    static const struct {
        const char *key;
        const char *path;
    } table[] = {
        {"@directory", scratch.directory_lua}, {"@binary", scratch.binary},     {"@empty", scratch.empty},
        {"@huge", scratch.huge},               {"@bytecode", scratch.bytecode}, {"@missing", scratch.missing},
    };
    if (s[0] != '@')
        return s;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(s, table[i].key) == 0)
            return table[i].path;
    fail_msg("unknown scratch name %s", s);
    return s;
}

static const BadCase bad_cases[] = {
    {"unknown_command", {"frob"}, {"'frob'", "command"}},
    {"moves_beyond_the_lists", {"moves", "--variant", "zamma", "--ruleset", "monod", "--position", BEYOND_THE_LISTS},
     {"more moves or longer captures than the engine holds (4000 moves, 64 jumps)"}},
    {"analyze_beyond_the_lists",
     {"analyze", "--variant", "zamma", "--ruleset", "monod", "--position", BEYOND_THE_LISTS},
     {"than the engine holds (4000 moves, 64 jumps): the search could not look at every move"}},
    {"unknown_command_like_an_option", {"--frob"}, {"'--frob'"}},
    {"unknown_option", {"moves", "--frob"}, {"'--frob'", "option"}},
    {"option_of_another_command", {"moves", "--depth", "3"}, {"'--depth'", "moves"}},
    {"unexpected_argument", {"moves", "e3-e5"}, {"'e3-e5'"}},
    {"unknown_variant", {"moves", "--variant", "nosuch"}, {"'nosuch'", "variant"}},
    {"empty_variant", {"moves", "--variant", ""}, {"--variant", "not an empty text"}},
    {"missing_variant_value", {"moves", "--variant"}, {"--variant", "value"}},
    {"unknown_ruleset", {"moves", "--ruleset", "nosuch"}, {"'nosuch'", "ruleset", "standard, immediate"}},
    {"unknown_ruleset_of_perft", {"perft", "--depth", "2", "--ruleset", "Standard"}, {"'Standard'", "standard"}},
    {"unknown_rule_key", {"moves", "--rule", "flying=yes"}, {"'flying'", "removal"}},
    {"bad_rule_value", {"moves", "--rule", "removal=sometimes"}, {"removal=sometimes", "end or immediate"}},
    {"bad_rule_number", {"moves", "--rule", "repetition=101"}, {"repetition=101", "0 to 100"}},
    {"bad_rule_number_text", {"moves", "--rule", "quiet_limit=forty"}, {"quiet_limit=forty", "whole number"}},
    {"empty_rule_value", {"moves", "--rule", "removal="}, {"removal=", "end or immediate"}},
    {"rule_without_equals", {"moves", "--rule", "removal"}, {"'removal'", "key=value"}},
    {"rule_without_key", {"moves", "--rule", "=immediate"}, {"'=immediate'", "key=value"}},
    {"missing_rule_value", {"moves", "--rule"}, {"--rule", "value"}},
    {"depth_zero", {"perft", "--depth", "0"}, {"--depth 0", "1 to 128"}},
    {"depth_negative", {"perft", "--depth", "-1"}, {"--depth -1", "1 to 128"}},
    {"depth_not_a_number", {"perft", "--depth", "x"}, {"--depth x", "1 to 128"}},
    {"depth_too_large", {"perft", "--depth", "999"}, {"--depth 999", "1 to 128"}},
    {"depth_overflowing", {"perft", "--depth", "99999999999999999999"}, {"99999999999999999999", "1 to 128"}},
    {"depth_trailing_text", {"perft", "--depth", "5x"}, {"--depth 5x", "1 to 128"}},
    {"depth_fraction", {"perft", "--depth", "2.5"}, {"2.5", "1 to 128"}},
    {"depth_with_a_blank", {"perft", "--depth", " 5"}, {"--depth  5", "1 to 128"}},
    {"depth_with_a_plus", {"perft", "--depth", "+5"}, {"--depth +5", "1 to 128"}},
    {"time_with_a_blank", {"analyze", "--time", " 5"}, {"--time  5", "milliseconds"}},
    {"games_with_a_plus", {"match", "greedy", "greedy", "--games", "+5"}, {"--games +5", "1 to 100000"}},
    {"lesson_with_a_blank", {"learn", "--lesson", " 2"}, {"--lesson  2", "1 to 1000"}},
    {"at_with_a_plus", {"dispute", "--record", "x.pdn", "--at", "+3"}, {"--at +3", "move number"}},
    {"rule_number_with_a_blank", {"moves", "--rule", "repetition= 5"}, {"repetition= 5", "0 to 100"}},
    {"rule_number_with_a_plus", {"moves", "--rule", "quiet_limit=+5"}, {"quiet_limit=+5", "0 to 10000"}},
    {"dispute_choice_repeating_late", {"dispute", "--a", "ruleset=standard,men_move=any,men_capture=any,capture=compulsory,chain=must,majority=count,king=flying,king_landing=any,crown_mid_capture=stop,crown_row=far,blocked=loss,shrink=none,setup=left,repetition=0,quiet_limit=0,removal=end,removal=immediate", "--b", "removal=end"}, {"rule removal is given twice (removal=end, then removal=immediate)"}},
    {"dispute_choice_too_long", {"dispute", "--a", "removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,", "--b", "removal=end"}, {"--a: a rule choice of 300 characters; at most 255"}},
    {"play_time_for_two_random_movers", {"play", "--as", "none", "--ai", "random", "--time", "100"}, {"--time limits nothing here"}},
    {"rule_given_twice", {"show", "--rule", "removal=immediate", "--rule", "removal=end"}, {"--rule: rule removal is given twice (removal=immediate, then removal=end)"}},
    {"record_given_twice", {"dispute", "--record", "a.pdn", "--record", "b.pdn"}, {"'--record' is given twice"}},
    {"at_given_twice", {"dispute", "--record", "a.pdn", "--at", "1", "--at", "2"}, {"'--at' is given twice"}},
    {"load_given_twice", {"play", "--load", "a.pdn", "--load", "b.pdn"}, {"'--load' is given twice"}},
    {"depth_empty", {"perft", "--depth="}, {"--depth", "not an empty text"}},
    {"missing_depth_value", {"perft", "--depth"}, {"--depth", "value"}},
    {"missing_depth", {"perft"}, {"--depth", "required"}},
    {"missing_position_value", {"moves", "--position"}, {"--position", "value"}},
    {"position_empty", {"moves", "--position", ""}, {"--position", "not an empty text"}},
    {"position_wrong_side", {"moves", "--position", "X:Ba1:Wa9"}, {"X:Ba1:Wa9", "'B' or 'W'"}},
    {"position_missing_side", {"moves", "--position", "B:Ba1"}, {"B:Ba1", "each side"}},
    {"position_unknown_point", {"moves", "--position", "B:Bz9:Wa9"}, {"'z9'", "not a point"}},
    {"position_point_of_another_board", {"show", "--position", "B:Bj10:Wa9"}, {"'j10'", "not a point"}},
    {"position_point_twice", {"moves", "--position", "B:Ba1,a1:Wa9"}, {"a1", "twice"}},
    {"position_both_sides_on_a_point", {"perft", "--depth", "1", "--position", "B:Ba1:Wa1"}, {"a1", "two things"}},
    {"position_unknown_field", {"moves", "--position", "B:Ba1:Wa9:Xa3"}, {"'X'", "expected"}},
    {"position_bad_huff", {"moves", "--position", "B:Ba1:Wa9:Hc3"}, {"huffable"}},
    {"position_trailing_garbage", {"moves", "--position", "B:Ba1:Wa9xyz"}, {"'x'", "after a9"}},
    /* the message must stay on one line even when the text holds a line break */
    {"position_with_newline_inside", {"moves", "--position", "B:Ba1\n:Wa9"}, {"position"}},
    {"position_with_newline_after_the_side", {"moves", "--position", "B\n:Ba1:Wa9"}, {"position"}},
    {"play_unknown_point", {"moves", "--play", "e3-e5 zz9"}, {"move 2", "'zz9'", "not a point"}},
    {"play_illegal_move", {"moves", "--play", "e3-e5,e7-e5"}, {"move 2", "'e7-e5'", "not legal", "e7xe3"}},
    {"play_malformed_move", {"moves", "--play", "f4e5"}, {"'f4e5'", "'-' or 'x'"}},
    {"play_huff_without_point", {"moves", "--rule", "capture=huff", "--play", "Hzz e3-e5"}, {"huff"}},
    {"missing_play_value", {"moves", "--play"}, {"--play", "value"}},
    {"unknown_personality", {"analyze", "--ai", "nobody", "--depth", "2"}, {"'nobody'", "personalit"}},
    {"bad_play_side", {"play", "--as", "west"}, {"--as west", "south, north, both or none"}},
    {"play_save_empty", {"play", "--save", ""}, {"--save", "not an empty text"}},
    {"play_save_directory", {"play", "--as", "both", "--save", "@directory"}, {"--save", "not a file"}},
    {"game_option_of_a_list", {"personalities", "--variant", "zamma"}, {"'--variant'", "'personalities'"}},
    {"position_of_rules", {"rules", "--position", "B:Ba1:Wa9"}, {"'--position'", "'rules'"}},
    {"rules_of_check", {"check", "--ruleset", "standard"}, {"'--ruleset'", "'check'"}},
    {"variant_of_bench", {"bench", "--variant", "zamma"}, {"'--variant'", "'bench'"}},
    {"game_named_twice", {"rules", "zamma", "--variant", "alquerque"}, {"zamma", "alquerque", "once"}},
    {"analyze_the_random_mover", {"analyze", "--ai", "random"}, {"--ai random", "without searching"}},
    {"bench_the_random_mover", {"bench", "--ai", "random"}, {"--ai random", "without searching"}},
    {"explain_without_a_move", {"explain"}, {"give one move"}},
    {"check_without_a_script", {"check"}, {"check: give the variant script to check"}},
    {"variant_given_twice", {"moves", "--variant", "felli", "--variant", "zamma"}, {"'--variant' is given twice"}},
    {"empty_rule_choice", {"dispute", "--a", "", "--b", "ruleset=immediate"}, {"--a: expected a rule choice"}},
    {"play_save_ending_in_a_slash", {"play", "--as", "both", "--save", "no-such-dir/"}, {"--save no-such-dir/", "not a file"}},
    {"depth_of_a_playout_search", {"analyze", "--ai", "gambler", "--depth", "3"}, {"--depth 3", "The Gambler", "not to a depth"}},
    {"bench_depth_of_a_playout_search", {"bench", "--ai", "gambler", "--depth", "2"}, {"--depth 2", "not to a depth"}},
    {"match_of_one_player", {"match", "greedy"}, {"two players"}},
    {"resume_and_load", {"play", "--resume", "--load", "x.pdn"}, {"--resume", "--load", "not both"}},
    {"load_with_a_variant", {"play", "--load", "x.pdn", "--variant", "zamma"}, {"--load", "leave out --variant"}},
    {"bad_time", {"analyze", "--time", "0"}, {"--time 0", "milliseconds"}},
    {"analyze_a_game_over", {"analyze", "--position", "B:Ba1:W"}, {"game is over", "no pieces left"}},
    {"variant_missing_file", {"moves", "--variant", "@missing"}, {"@missing", "cannot read"}},
    {"variant_directory", {"moves", "--variant", "@directory"}, {"@directory", "director"}},
    {"variant_binary_file", {"moves", "--variant", "@binary"}, {"@binary", "not a text file"}},
    {"variant_empty_file", {"moves", "--variant", "@empty"}, {"@empty", "must return a table"}},
    {"variant_huge_file", {"moves", "--variant", "@huge"}, {"@huge", "1 MiB"}},
    {"variant_bytecode", {"moves", "--variant", "@bytecode"}, {"@bytecode", "binary chunk"}},
    {"variant_bytecode_for_perft", {"perft", "--depth", "1", "--variant", "@bytecode"}, {"@bytecode", "binary"}},
    /* hostile text (pasted from the web): a line break or a terminal escape in what the user gave
     * shows as \xNN, so the message stays one line and nothing reaches the terminal raw */
    {"rule_value_with_newline", {"moves", "--rule", "removal=a\nkharbaga: fake"},
     {"rule removal=a\\x0Akharbaga: fake: expected end or immediate"}},
    {"rule_value_with_escape", {"moves", "--rule", "removal=\x1b[2J"}, {"rule removal=\\x1B[2J: expected end or immediate"}},
    {"rule_key_with_newline", {"moves", "--rule", "fl\nying=yes"}, {"unknown rule 'fl\\x0Aying'", "removal"}},
    {"rule_key_with_escape", {"moves", "--rule", "fl\x1b[31mying=yes"}, {"unknown rule 'fl\\x1B[31mying'"}},
    {"rule_value_in_utf8_stays", {"moves", "--rule", "removal=sp\xc3\xa4t"}, {"rule removal=sp\xc3\xa4t: expected"}},
    {"ruleset_with_newline", {"moves", "--ruleset", "no\nkharbaga: fake"}, {"unknown ruleset 'no\\x0Akharbaga: fake'"}},
    {"ruleset_with_escape", {"moves", "--ruleset", "no\x1b[31msuch"}, {"unknown ruleset 'no\\x1B[31msuch'"}},
    {"variant_with_newline", {"moves", "--variant", "no\nkharbaga: fake"},
     {"unknown variant 'no\\x0Akharbaga: fake'", "no no\\x0Akharbaga: fake.lua"}},
    {"variant_with_escape", {"moves", "--variant", "no\x1b[31msuch"}, {"unknown variant 'no\\x1B[31msuch'"}},
    {"move_with_newline", {"explain", "e3\nkharbaga: fake"}, {"move 'e3\\x0Akharbaga: fake'"}},
    {"move_with_escape", {"moves", "--play", "e3\x1b[31m-e5"}, {"move 1", "move 'e3\\x1B[31m-e5'", "'-' or 'x'"}},
    {"option_value_with_newline", {"perft", "--depth", "1\nkharbaga: fake"}, {"--depth 1\\x0Akharbaga: fake: expected"}},
    {"command_with_escape", {"fr\x1b[2Job"}, {"unknown command 'fr\\x1B[2Job'"}},
};

/* Whether text holds a control byte (or DEL) other than line ends: a terminal escape. */
static bool has_control_byte(const char *text)
{
    for (const unsigned char *s = (const unsigned char *)text; *s; s++)
        if ((*s < 0x20 && *s != '\n') || *s == 0x7f)
            return true;
    return false;
}

static void test_bad_input(void **state)
{
    const BadCase *c = *state;
    const char *args[10];
    int n = 0;
    for (; c->args[n]; n++)
        args[n] = resolve(c->args[n]);
    args[n] = NULL;
    RunResult r = run_args(args);
    char how[96], problem[512] = "";
    int status = expected_status(c);
    if (!r.exited || r.status == 0 || (status && r.status != status))
        snprintf(problem, sizeof problem, "expected exit status %s, got %s", status == 2 ? "2" : status ? "1" : "non-zero",
                 run_describe(&r, how, sizeof how));
    else if (r.out_len)
        snprintf(problem, sizeof problem, "expected nothing on stdout");
    else if (run_count_lines(r.err) != 1 || strncmp(r.err, "kharbaga: ", 10) != 0 || r.err[r.err_len - 1] != '\n')
        snprintf(problem, sizeof problem, "expected one stderr line starting with \"kharbaga: \"");
    else if (has_control_byte(r.err))
        snprintf(problem, sizeof problem, "expected no control byte in the message (the input's shown as \\xNN)");
    for (int k = 0; !problem[0] && k < 4 && c->needles[k]; k++)
        if (!strstr(r.err, resolve(c->needles[k])))
            snprintf(problem, sizeof problem, "the message does not contain \"%s\"", resolve(c->needles[k]));
    if (problem[0]) {
        /* report after freeing, so that a failure leaves no leak behind for LeakSanitizer */
        char output[4096];
        snprintf(output, sizeof output, "stdout:\n%s\nstderr:\n%s", r.out, r.err);
        run_free(&r);
        fail_msg("%s: %s\n%s", c->name, problem, output);
    }
    run_free(&r);
}

/* A variant file deep in the file system (a path of over 560 characters, well within PATH_MAX)
 * loads like any other. */
static void test_variant_at_a_long_path(void **state)
{
    (void)state;
    assert_true(strlen(scratch.deep) > 560);
    RunResult r = RUN("moves", "--variant", scratch.deep);
    char how[96], output[1024];
    snprintf(output, sizeof output, "%s; stderr: %.900s", run_describe(&r, how, sizeof how), r.err);
    bool ok = r.exited && r.status == 0 && has_line(r.out, "3 legal moves, Black to move");
    run_free(&r);
    if (!ok)
        fail_msg("moves --variant <a %zu-character path> failed: %s", strlen(scratch.deep), output);
}

int main(void)
{
    static const struct CMUnitTest fixed[] = {
        cmocka_unit_test(test_help),
        cmocka_unit_test(test_play_then_moves),
        cmocka_unit_test(test_personalities_and_analyze),
        cmocka_unit_test(test_play_whole_game),
        cmocka_unit_test(test_play_wrong_move_goes_on),
        cmocka_unit_test(test_explain),
        cmocka_unit_test(test_explain_impossible),
        cmocka_unit_test(test_explain_consequences),
        cmocka_unit_test(test_explain_wrong_huff),
        cmocka_unit_test(test_huff_field_needs_huffing),
        cmocka_unit_test(test_moves_json_huffed),
        cmocka_unit_test(test_dispute_removal),
        cmocka_unit_test(test_dispute_bad_input),
        cmocka_unit_test(test_hooks_no_return),
        cmocka_unit_test(test_hooks_failing),
        cmocka_unit_test(test_rules_footer),
        cmocka_unit_test(test_rules_king_landing),
        cmocka_unit_test(test_rules_quiet_limit),
        cmocka_unit_test(test_rules_escape_script_html),
        cmocka_unit_test(test_rules_of_hooks),
        cmocka_unit_test(test_rules_name_the_hooks),
        cmocka_unit_test(test_check_a_personality),
        cmocka_unit_test(test_after_hooks),
        cmocka_unit_test(test_hook_failing_deeper),
        cmocka_unit_test(test_check_catches_mutating_hook),
        cmocka_unit_test(test_check_good_variant),
        cmocka_unit_test(test_check_lists_every_problem),
        cmocka_unit_test(test_help_of_a_command),
        cmocka_unit_test(test_version),
        cmocka_unit_test(test_no_arguments),
        cmocka_unit_test(test_variants),
        cmocka_unit_test(test_variants_json),
        cmocka_unit_test(test_output_write_error),
        cmocka_unit_test(test_long_search_path_keeps_the_games),
        cmocka_unit_test(test_show_start),
        cmocka_unit_test(test_show_position),
        cmocka_unit_test(test_show_json),
        cmocka_unit_test(test_moves_start),
        cmocka_unit_test(test_moves_json),
        cmocka_unit_test(test_king_captures),
        cmocka_unit_test(test_king_steps),
        cmocka_unit_test(test_rule_removal_immediate),
        cmocka_unit_test(test_option_equals_form),
        cmocka_unit_test(test_perft_depth6),
        cmocka_unit_test(test_perft_divide_json),
        cmocka_unit_test(test_perft_divide_text),
        cmocka_unit_test(test_perft_immediate),
        cmocka_unit_test(test_perft_position),
        cmocka_unit_test(test_variant_at_a_long_path),
    };
    enum { NFIXED = sizeof fixed / sizeof fixed[0], NBAD = sizeof bad_cases / sizeof bad_cases[0] };
    static struct CMUnitTest tests[NFIXED + NBAD];
    static char names[NBAD][96];
    memcpy(tests, fixed, sizeof fixed);
    for (int i = 0; i < NBAD; i++) {
        snprintf(names[i], sizeof names[i], "bad_input_%s", bad_cases[i].name);
        tests[NFIXED + i] = (struct CMUnitTest){names[i], test_bad_input, NULL, NULL, (void *)&bad_cases[i]};
    }
    return _cmocka_run_group_tests("test_cli", tests, NFIXED + NBAD, make_scratch, remove_scratch);
}
