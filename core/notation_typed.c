/*
 * notation_typed.c — a typed move read as the notation writes it (notation_typed.h).
 */
#include "notation_typed.h"

#include "i18n.h"
#include "notation.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The text being written: out, its size, how much is used, and whether something did not fit. */
typedef struct Typed {
    char *out;
    size_t len, n;
    bool cut;
} Typed;

static void put(Typed *t, char c)
{
    if (t->n + 1 < t->len)
        t->out[t->n++] = (char)tolower((unsigned char)c);
    else
        t->cut = true;
    t->out[t->n] = '\0';
}

static bool is_blank(char c) { return isspace((unsigned char)c); }

/* The length of the point name at s in any case: letters, then digits; 0 if there is none. */
static size_t name_length(const char *s)
{
    size_t n = 0;
    while (isalpha((unsigned char)s[n]))
        n++;
    size_t letters = n;
    while (letters && isdigit((unsigned char)s[n]))
        n++;
    return n > letters ? n : 0;
}

/* Whether the n characters at s, in lower case, name a point of b. */
static bool names_point(const Board *b, const char *s, size_t n)
{
    char name[MAX_NAME];
    if (n >= sizeof name)
        return false;
    for (size_t i = 0; i < n; i++)
        name[i] = (char)tolower((unsigned char)s[i]);
    name[n] = '\0';
    return board_find(b, name) >= 0;
}

/* A huff's first word at s, "Ha9" in any case and followed by a blank, ':' or ',' and the move:
 * written "Ha9 ", with s moved onto the move. A first word that names a point itself is none. */
static bool ends_huff(char c) { return is_blank(c) || c == ':' || c == ','; }

static void read_huff(const Board *b, const char **s, Typed *t)
{
    const char *at = *s;
    size_t n = (at[0] == 'H' || at[0] == 'h') ? name_length(at + 1) : 0;
    if (!n || !names_point(b, at + 1, n) || names_point(b, at, n + 1) || !ends_huff(at[n + 1]))
        return;
    const char *move = at + n + 1;
    while (ends_huff(*move))
        move++;
    if (!*move)
        return;
    put(t, 'h');
    if (!t->cut)
        t->out[t->n - 1] = 'H'; /* put writes lower case */
    for (size_t i = 1; i <= n; i++)
        put(t, at[i]);
    put(t, ' ');
    *s = move;
}

/* After blanks at *s: the word "to" between two points ("e3 to e5") is skipped with them. */
static void skip_gap(const char **s)
{
    while (is_blank(**s))
        (*s)++;
    const char *w = *s;
    if ((w[0] == 't' || w[0] == 'T') && (w[1] == 'o' || w[1] == 'O') && is_blank(w[2])) {
        for (w += 2; is_blank(*w);)
            w++;
        if (name_length(w))
            *s = w;
    }
}

/* What was written last: nothing yet, a point name, a separator ('-' or 'x'), anything else. */
typedef enum { LAST_NONE, LAST_POINT, LAST_SEPARATOR, LAST_OTHER } Last;

/* Blanks at *s, and "to" between points: nothing where the move goes on after them (another
 * point, or a separator after a point, or anything after a separator); else one blank, so that
 * move_parse sees the text after the move as such. Returns what was written last. */
static Last read_gap(const char **s, Last last, Typed *t)
{
    skip_gap(s);
    bool goes_on = last == LAST_SEPARATOR ||
                   (last == LAST_POINT && (name_length(*s) || (**s && strchr("-xX", **s))));
    if (!**s || goes_on)
        return last;
    put(t, ' ');
    return LAST_OTHER;
}

bool notation_typed(const Board *b, const char *typed, char *out, size_t len)
{
    Typed t = {out, len, 0, false};
    out[0] = '\0';
    const char *s = typed;
    while (is_blank(*s))
        s++;
    read_huff(b, &s, &t);
    Last last = LAST_NONE;
    while (*s) {
        size_t n = name_length(s);
        if (is_blank(*s)) {
            last = read_gap(&s, last, &t);
        } else if (last == LAST_POINT && strchr("-xX", *s)) {
            put(&t, *s++);
            last = LAST_SEPARATOR;
        } else if (n || (last == LAST_POINT && isalpha((unsigned char)*s))) {
            if (last == LAST_POINT)
                put(&t, '-'); /* "e3e5", "e3 e5": the separator left out ("e3e": 'e' is no point) */
            for (size_t i = 0; i < n || (!n && isalpha((unsigned char)*s)); i++)
                put(&t, *s++);
            last = LAST_POINT;
        } else if (*s == '/') { /* the captured points of a twin, "f3xe3/D3": as typed, in lower case */
            for (; *s; s++)
                put(&t, *s);
        } else {
            put(&t, *s++);
            last = LAST_OTHER;
        }
    }
    return !t.cut;
}

/* "move 'TYPED'", the subject of a message about what was typed, into buf. */
static const char *typed_subject(const char *typed, char *buf, size_t len)
{
    char shown[176];
    snprintf(buf, len, _("move '%s'"), err_text(typed, 40, shown, sizeof shown));
    return buf;
}

int move_parse_typed(const Variant *v, const MoveList *list, const char *typed, Err *err)
{
    char text[2 * MOVE_TEXT_MAX], subject[192], detail[sizeof err->msg];
    if (!notation_typed(&v->board, typed, text, sizeof text)) {
        err_about(err, ERR_MOVE_SYNTAX, typed_subject(typed, subject, sizeof subject), "too long for a move");
        return -1;
    }
    int index = move_parse(v, list, text, err);
    if (index >= 0 || (err->code != ERR_MOVE_SYNTAX && err->code != ERR_NOT_A_POINT) || !err->detail)
        return index;
    snprintf(detail, sizeof detail, "%s", err->msg + err->detail);
    err_about(err, err->code, typed_subject(typed, subject, sizeof subject), "%s", detail);
    return -1;
}
