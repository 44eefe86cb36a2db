/*
 * notation.c — writing and reading moves.
 */
#include "notation.h"
#include "i18n.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* The i-th landing point of m (detail d): its path's, or without a detail `to`. */
static inline int landing(const Move *m, const MoveDetail *d, int i) { return d ? d->path[i] : m->to; }

bool move_to_text(const Variant *v, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    const Board *b = &v->board;
    int n = 0;
    if (m->huffed != NO_POINT) {
        n = snprintf(buf, len, "H%s ", b->name[m->huffed]);
        if (n < 0 || (size_t)n >= len)
            return false;
        buf += n, len -= (size_t)n;
    }
    if (m->npath == 0) {
        n = snprintf(buf, len, "%s-%s", b->name[m->from], b->name[m->to]);
        return n >= 0 && (size_t)n < len;
    }
    /* 'x' before each landing of a capture; a move that takes nothing is a step, whatever its path
     * (a quiet move a hook adds may land on several points): '-' */
    bool takes = bits_any(m->captured);
    n = snprintf(buf, len, "%s", b->name[m->from]);
    int npath = d ? m->npath : 1;
    for (int i = 0; i < npath && n >= 0 && (size_t)n < len; i++)
        n += snprintf(buf + n, len - (size_t)n, "%c%s", takes ? 'x' : '-', b->name[landing(m, d, i)]);
    if (n < 0 || (size_t)n >= len)
        return false;
    if (takes && (m->flags & MOVE_NAME_CAPTURES)) { /* a twin: the captured points tell it from the other */
        if ((size_t)n + 1 >= len)
            return false;
        buf[n++] = '/';
        return points_to_text(v, m->captured, ",", buf + n, len - (size_t)n);
    }
    return true;
}

bool movelist_text(const Variant *v, const MoveList *list, int i, char *buf, size_t len)
{
    return move_to_text(v, &list->moves[i], movelist_detail(list, i), buf, len);
}

bool points_to_text(const Variant *v, Bits set, const char *sep, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int p = 0; p < v->board.npoints; p++) {
        if (!bits_has(set, p))
            continue;
        int n = snprintf(buf + used, len - used, "%s%s", used ? sep : "", v->board.name[p]);
        if (n < 0 || (size_t)n >= len - used)
            return false;
        used += (size_t)n;
    }
    return true;
}

/* Whether the points typed (first = start, last = end) fit move m (detail d): the same huff, the
 * start and end agree, the points between appear, in order, among its landing points, and m
 * captures every point named after a '/' (`named`). */
static bool fits(const Move *m, const MoveDetail *d, int huffed, const int *typed, int n, Bits named)
{
    if (!bits_equal(bits_and(m->captured, named), named))
        return false;
    if (m->huffed != huffed || typed[0] != m->from || typed[n - 1] != m->to)
        return false;
    int k = 0;
    for (int i = 1; i < n - 1; i++) {
        while (k < m->npath && landing(m, d, k) != typed[i])
            k++;
        if (k == m->npath)
            return false;
        k++;
    }
    return true;
}

/* Appends the notation of the listed moves (at most 12) to buf. */
static void list_moves(const Variant *v, const MoveList *list, const int *idx, int n, char *buf, size_t len)
{
    size_t used = strlen(buf);
    for (int i = 0; i < n && i < 12; i++) {
        char mv[MOVE_TEXT_MAX];
        movelist_text(v, list, idx ? idx[i] : i, mv, sizeof mv);
        int w = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", mv);
        if (w < 0 || (size_t)w >= len - used)
            return;
        used += (size_t)w;
    }
    if (n > 12)
        snprintf(buf + used, len - used, ", … (%d in all)", n);
}

/* Whether the typed points are exactly m's full form (start and every landing point, from its
 * detail d), and m captures every point named after a '/'. */
static bool is_full_form(const Move *m, const MoveDetail *d, int huffed, const int *typed, int n, Bits named)
{
    if (!bits_equal(bits_and(m->captured, named), named))
        return false;
    if (m->huffed != huffed || typed[0] != m->from)
        return false;
    if (m->npath == 0)
        return n == 2 && typed[1] == m->to;
    if (n != m->npath + 1)
        return false;
    for (int i = 0; i < m->npath; i++)
        if (typed[i + 1] != landing(m, d, i))
            return false;
    return true;
}

/* The move text as messages quote it: at most 40 characters, "..." if longer, line breaks and
 * escapes as \xNN (err_text); the buffer lives until the end of the enclosing block. */
#define SHOWN(text) err_text((text), 40, (char[176]){0}, 176)

/* "move 'text'" (text as SHOWN quotes it), the subject of the messages about a move that cannot
 * be read (err_about); the buffer lives until the end of the enclosing block. */
#define SUBJECT(text) subject((text), (char[192]){0}, 192)
static const char *subject(const char *text, char *buf, size_t len)
{
    snprintf(buf, len, _("move '%s'"), SHOWN(text));
    return buf;
}

int notation_huff_prefix(const Board *b, const char **text)
{
    const char *s = *text;
    while (isspace((unsigned char)*s))
        s++;
    if (*s++ != 'H')
        return -1;
    int p = board_parse_point(b, &s);
    if (p < 0 || !(isspace((unsigned char)*s) || *s == ':' || *s == ','))
        return -1;
    while (isspace((unsigned char)*s) || *s == ':' || *s == ',')
        s++;
    *text = s;
    return p;
}

/* Reads an optional huff prefix: the huffed point, or NO_POINT; -1 (with a message) for an 'H'
 * that does not begin one. */
static int parse_huff(const Variant *v, const char **text, const char *all, Err *err)
{
    if (**text != 'H')
        return NO_POINT;
    int p = notation_huff_prefix(&v->board, text);
    if (p < 0)
        return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(all), "expected a huff as H and a point, then the move, e.g. 'Ha9 a1-a3'"), -1;
    return p;
}

/* Reads the captured points after a '/' at *s ("d3" or "e4,e5"), up to a blank or the end, into
 * *named; false (with a message) if they are not point names separated by commas. */
static bool parse_named_captures(const Variant *v, const char **s, const char *text, Bits *named, Err *err)
{
    (*s)++;
    do {
        const char *at = *s;
        int p = board_parse_point(&v->board, s);
        if (p < 0) {
            int w = 0;
            while (at[w] && at[w] != ',' && !isspace((unsigned char)at[w]) && w < 12)
                w++;
            if (w == 0)
                return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text),
                                 "expected the captured points after '/', e.g. f3xe3/d3 or e2xe3/e4,e5");
            return err_about(err, ERR_NOT_A_POINT, SUBJECT(text), "'%.*s' is not a point of this board", w, at);
        }
        bits_add(named, p);
    } while (**s == ',' && (*s)++);
    if (**s && !isspace((unsigned char)**s))
        return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "expected ',' and a point, or the end, after the captured %s",
                         v->board.name[bits_last(*named)]);
    return true;
}

int move_parse(const Variant *v, const MoveList *list, const char *text, Err *err)
{
    Bits named = bits_empty();
    int typed[MAX_PATH + 2], n = 0;
    const char *s = text;
    while (isspace((unsigned char)*s))
        s++;
    int huffed = parse_huff(v, &s, text, err);
    if (huffed < 0)
        return -1;
    while (*s && !isspace((unsigned char)*s)) {
        if (n == MAX_PATH + 2)
            return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "too many points"), -1;
        const char *at = s;
        int p = board_parse_point(&v->board, &s);
        if (p < 0) {
            int w = 0;
            while (at[w] && at[w] != '-' && at[w] != 'x' && !isspace((unsigned char)at[w]) && w < 12)
                w++;
            if (w == 0)
                return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "expected a point name where '%c' is", *at), -1;
            return err_about(err, ERR_NOT_A_POINT, SUBJECT(text), "'%.*s' is not a point of this board", w, at), -1;
        }
        typed[n++] = p;
        if (*s == '/' && n >= 2) { /* the captured points of a move written like another */
            if (!parse_named_captures(v, &s, text, &named, err))
                return -1;
            break;
        }
        if (*s == '-' || *s == 'x') {
            if (!s[1] || isspace((unsigned char)s[1]))
                return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "expected a point after '%c'", *s), -1;
            s++;
        } else if (*s && !isspace((unsigned char)*s)) {
            return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "expected '-' or 'x' after %s", v->board.name[p]), -1;
        }
    }
    while (isspace((unsigned char)*s))
        s++;
    if (*s)
        return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "unexpected text after the move"), -1;
    if (n < 2)
        return err_about(err, ERR_MOVE_SYNTAX, SUBJECT(text), "expected at least two points, e.g. e3-e5 or a1xc3"), -1;
    int match[MAX_MOVES], nmatch = 0, exact = -1, nexact = 0, whole = -1, nwhole = 0;
    for (int i = 0; i < list->n; i++) {
        const MoveDetail *d = movelist_detail(list, i);
        if (fits(&list->moves[i], d, huffed, typed, n, named))
            match[nmatch++] = i;
        if (is_full_form(&list->moves[i], d, huffed, typed, n, named)) {
            exact = i, nexact++;
            if (bits_equal(list->moves[i].captured, named))
                whole = i, nwhole++;
        }
    }
    if (nexact == 1) /* a move's full form names it, even if it also abbreviates another */
        return exact;
    /* Twins whose captured sets nest (one takes a subset of the other's pieces): the suffix that
     * lists exactly one twin's captured points, as the move's own text does, names that twin. */
    if (nexact > 1 && nwhole == 1)
        return whole;
    if (nmatch == 1)
        return match[0];
    if (nmatch == 0) {
        char legal[200] = "";
        list_moves(v, list, NULL, list->n, legal, sizeof legal);
        return err_fail(err, ERR_ILLEGAL_MOVE, "move '%s' is not legal here; legal moves: %s", SHOWN(text),
                        list->n ? legal : "none"), -1;
    }
    char cands[200] = "";
    list_moves(v, list, match, nmatch, cands, sizeof cands);
    bool twins = true; /* the candidates differ only in what they capture */
    for (int i = 1; i < nmatch; i++)
        twins &= is_full_form(&list->moves[match[i]], movelist_detail(list, match[i]), huffed, typed, n, bits_empty()) &&
                 is_full_form(&list->moves[match[0]], movelist_detail(list, match[0]), huffed, typed, n, bits_empty());
    return err_fail(err, ERR_AMBIGUOUS_MOVE, "move '%s' is ambiguous: it fits %s; %s", SHOWN(text), cands,
                    twins ? "name a captured point after '/'" : "write more landing points"), -1;
}
