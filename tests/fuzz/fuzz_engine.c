/*
 * fuzz_engine.c — lines of the engine protocol under attack (lua/cmd/engine/engine_line.c).
 *
 * The input is split at '\n' and each line (NUL bytes and all) goes to engine_line_parse. For
 * every line: either it is refused with a usable message (one clean line in strict mode), or it
 * is read, and then its members are well formed (named, at most 16, no name twice, each list's
 * items within the line's), and the request written back as JSON and read again gives the same
 * members with the same values.
 */
#include "fuzz.h"

#include "engine_line.h"

#include <stdbool.h>

/* A growing text. */
typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static void add(Text *t, const char *s, size_t n)
{
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->s = realloc(t->s, t->cap);
        FUZZ_CHECK(t->s != NULL, "out of memory");
    }
    memcpy(t->s + t->len, s, n);
    t->len += n;
    t->s[t->len] = '\0';
}

/* s as a JSON string literal: quotes, backslashes and control bytes escaped, other bytes kept. */
static void add_string(Text *t, const char *s)
{
    add(t, "\"", 1);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        char esc[8];
        if (c == '"' || c == '\\') {
            esc[0] = '\\', esc[1] = (char)c;
            add(t, esc, 2);
        } else if (c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            add(t, esc, 6);
        } else {
            add(t, s, 1);
        }
    }
    add(t, "\"", 1);
}

/* The request written back as one JSON object. */
static void write_back(const EngineLine *line, Text *t)
{
    add(t, "{", 1);
    for (int i = 0; i < line->nmembers; i++) {
        const LineMember *m = &line->members[i];
        if (i)
            add(t, ",", 1);
        add_string(t, m->key);
        add(t, ":", 1);
        switch (m->kind) {
        case LINE_STRING: add_string(t, m->text); break;
        case LINE_NUMBER: add(t, m->text, strlen(m->text)); break;
        case LINE_BOOL: add(t, m->truth ? "true" : "false", m->truth ? 4 : 5); break;
        case LINE_NULL: add(t, "null", 4); break;
        case LINE_LIST:
            add(t, "[", 1);
            for (int k = 0; k < m->nitems; k++) {
                if (k)
                    add(t, ",", 1);
                add_string(t, line->items[m->first + k]);
            }
            add(t, "]", 1);
            break;
        }
    }
    add(t, "}", 1);
}

static void check_members(const EngineLine *line)
{
    FUZZ_CHECK(line->nmembers >= 0 && line->nmembers <= ENGINE_MAX_MEMBERS, "%d members", line->nmembers);
    int items = 0;
    for (int i = 0; i < line->nmembers; i++) {
        const LineMember *m = &line->members[i];
        FUZZ_CHECK(m->key[0] != '\0' && strlen(m->key) < ENGINE_KEY_MAX, "member %d has a bad name", i);
        for (int k = 0; k < i; k++)
            FUZZ_CHECK(strcmp(line->members[k].key, m->key) != 0, "member '%s' read twice", m->key);
        if (m->kind == LINE_LIST) {
            FUZZ_CHECK(m->first == items && m->first + m->nitems <= line->nitems, "list '%s' outside the items", m->key);
            items += m->nitems;
        }
        if (m->kind == LINE_NUMBER && m->integer)
            FUZZ_CHECK(strtoll(m->text, NULL, 10) == m->number, "number '%s' read as %lld", m->text, m->number);
    }
    FUZZ_CHECK(items == line->nitems, "%d items, %d in lists", line->nitems, items);
}

static bool same_members(const EngineLine *a, const EngineLine *b)
{
    if (a->nmembers != b->nmembers)
        return false;
    for (int i = 0; i < a->nmembers; i++) {
        const LineMember *x = &a->members[i], *y = &b->members[i];
        if (strcmp(x->key, y->key) || x->kind != y->kind)
            return false;
        if ((x->kind == LINE_STRING || x->kind == LINE_NUMBER) && strcmp(x->text, y->text))
            return false;
        if (x->kind == LINE_BOOL && x->truth != y->truth)
            return false;
        if (x->kind == LINE_LIST) {
            if (x->nitems != y->nitems)
                return false;
            for (int k = 0; k < x->nitems; k++)
                if (strcmp(a->items[x->first + k], b->items[y->first + k]))
                    return false;
        }
    }
    return true;
}

static void check_line(EngineLine *line, EngineLine *again, const char *text, size_t len)
{
    char err[ENGINE_ERR_MAX];
    if (!engine_line_parse(line, text, len, err, sizeof err)) {
        FUZZ_CHECK(fuzz_message_ok(err, sizeof err), "a line refused without a usable message: %s", err);
        FUZZ_CHECK(line->nmembers == 0, "a refused line left %d members", line->nmembers);
        return;
    }
    check_members(line);
    Text back = {0};
    write_back(line, &back);
    FUZZ_CHECK(back.len <= ENGINE_LINE_MAX, "written back longer than a line may be");
    FUZZ_CHECK(engine_line_parse(again, back.s, back.len, err, sizeof err), "written back as %s, refused: %s", back.s,
               err);
    FUZZ_CHECK(same_members(line, again), "written back as %s, read differently", back.s);
    free(back.s);
}

int fuzz_engine(const uint8_t *data, size_t size)
{
    static EngineLine *line, *again;
    if (!line) {
        line = engine_line_new();
        again = engine_line_new();
        FUZZ_CHECK(line && again, "out of memory");
    }
    /* an exact-size copy of each line with its NUL, so that a read past it is seen */
    for (size_t at = 0; at <= size;) {
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        size_t n = nl ? (size_t)(nl - (data + at)) : size - at;
        if (n <= ENGINE_LINE_MAX) {
            char *text = malloc(n + 1);
            FUZZ_CHECK(text != NULL, "out of memory");
            if (n)
                memcpy(text, data + at, n);
            text[n] = '\0';
            check_line(line, again, text, n);
            free(text);
        }
        if (!nl)
            break;
        at += n + 1;
    }
    return 0;
}

FUZZ_ENTRY(fuzz_engine)
