/*
 * illegal.c — why a typed move is not legal: the rule it breaks, or the fact that rules it out.
 */
#include "illegal.h"

#include "i18n.h"
#include "movegen.h"
#include "notation.h"
#include "option_words.h"
#include "reasons.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Appends one sentence (a line) to buf. */
static void add(char *buf, size_t len, int *count, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

static void add(char *buf, size_t len, int *count, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used && used + 1 < len)
        buf[used++] = '\n', buf[used] = '\0';
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, len - used, fmt, ap);
    va_end(ap);
    (*count)++;
}

/* The order in which a learner meets option k (option_words.h): when several single changes would
 * make a move legal, the first of these is the rule it breaks that is worth saying. */
static int learning_rank(int k)
{
    return option_words[k].rank ? option_words[k].rank : RULE_COUNT + 1;
}

/* The sentence of the single rule change, first in learning order, under which `text` names a
 * legal move; false if there is none. */
static bool rule_reason(const Variant *v, const Position *pos, const char *text, char *buf, size_t len)
{
    ChangeWork *work = calloc(1, sizeof *work);
    int best = -1;
    for (int i = 0; work && i < rules_option_count; i++) {
        if (best >= 0 && learning_rank(i) >= learning_rank(best))
            continue;
        for (int val = 0; val < 4 && rules_options[i].values[val]; val++) {
            Reason r;
            if (reasons_single_change(v, pos, text, i, val, work, &r)) {
                snprintf(buf, len, "%s.", r.text);
                best = i;
                break; /* its other values say the same */
            }
        }
    }
    if (work)
        movelist_free(&work->list);
    free(work);
    return best >= 0;
}

/* The full text of the legal move that `text` names under v in pos, or false. */
static bool legal_text(const Variant *v, const MoveList *list, const char *text, char *buf, size_t len)
{
    Err e;
    int i = move_parse(v, list, text, &e);
    return i >= 0 && movelist_text(v, list, i, buf, len);
}

/* What to play instead of a move whose huff is wrong: the same move with each piece that may be
 * huffed, and without a huff, as far as they are legal; "" if none is. */
static void huff_instead(const Variant *v, const MoveList *list, Bits huffable, const char *rest, char *buf,
                         size_t len)
{
    char typed[256], full[MOVE_TEXT_MAX], plain[sizeof full] = "", moves[1024] = "";
    int p;
    buf[0] = '\0';
    BITS_FOREACH(p, huffable) /* the moves with a huff, as a list of move texts */
    {
        snprintf(typed, sizeof typed, "H%s %s", v->board.name[p], rest);
        if (legal_text(v, list, typed, full, sizeof full)) {
            size_t used = strlen(moves);
            snprintf(moves + used, sizeof moves - used, "%s%s", used ? ", " : "", full);
        }
    }
    bool without = legal_text(v, list, rest, plain, sizeof plain);
    if (moves[0] && without)
        snprintf(buf, len, _("Play %s, or %s without a huff."), moves, plain);
    else if (moves[0])
        snprintf(buf, len, _("Play %s."), moves);
    else if (without)
        snprintf(buf, len, _("Play %s without a huff."), plain);
}

bool illegal_huff(const Variant *v, const Position *pos, const char *text, char *buf, size_t len)
{
    const Board *b = &v->board;
    const char *rest = text;
    int huffed = notation_huff_prefix(b, &rest);
    if (huffed < 0 || (v->rules.capture == CAPTURE_HUFF && bits_has(pos->huff, huffed)))
        return false; /* no huff, or an allowed one: the move after it is what is wrong */
    MoveList storage = MOVELIST_INIT, *list = &storage;
    movegen_legal(v, pos, list);
    char instead[1024] = "", names[MAX_POINTS * (MAX_NAME + 2)], value[16];
    const char *opponent = v->side_name[!pos->side];
    if (!list->hook_failed && !list->overflow)
        huff_instead(v, list, v->rules.capture == CAPTURE_HUFF ? pos->huff : bits_empty(), rest, instead,
                     sizeof instead);
    int n = 0, count = bits_count(pos->huff);
    if (v->rules.capture != CAPTURE_HUFF)
        n = snprintf(buf, len, _("Nothing is huffed under capture=%s: only capture=huff lets a player huff."),
                     rules_value_text(&v->rules, rules_option("capture"), value, sizeof value));
    else if (count == 0)
        n = snprintf(buf, len,
                     _("Nothing may be huffed now: only a piece that could have captured on %s's last turn, when %s did "
                       "not capture, may be huffed, and there is none."),
                     opponent, opponent);
    else {
        points_to_text(v, pos->huff, ", ", names, sizeof names);
        n = snprintf(buf, len,
                     P_("%s cannot be huffed: only %s can, the piece that could have captured on %s's last turn.",
                        "%s cannot be huffed: only %s can, the pieces that could have captured on %s's last turn.",
                        (unsigned long)count),
                     b->name[huffed], names, opponent);
    }
    if (instead[0] && n > 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, " %s", instead);
    movelist_free(list);
    return true;
}

/* Whether a and b are next to each other on a line; whether they are on one line at all. */
static bool neighbours(const Board *b, int a, int c, bool *same_line)
{
    *same_line = false;
    for (int d = 0; d < b->ndirs; d++) {
        if (b->next[a][d] == c)
            return *same_line = true;
        for (int q = b->next[a][d]; q != NO_POINT; q = b->next[q][d])
            *same_line |= q == c;
    }
    return false;
}

const char *illegal_line_fact(const Variant *v, const Position *pos, int from, int to, bool leg, char *buf, size_t len)
{
    const Board *b = &v->board;
    bool line = false;
    if (from < 0 || to < 0 || from == to)
        return NULL;
    if (!neighbours(b, from, to, &line) && line && !leg && !position_is_king(pos, from)) {
        snprintf(buf, len,
                 _("%s and %s are not neighbours on a line: a man steps to the next point along a line, or jumps over a "
                   "piece next to it to the empty point just behind."),
                 b->name[from], b->name[to]);
        return "not_neighbours";
    }
    if (line)
        return NULL;
    snprintf(buf, len, _("%s and %s are not on one line."), b->name[from], b->name[to]);
    return "not_on_a_line";
}

/* The fact about the typed points that rules the move out. */
static void plain_fact(const Variant *v, const Position *pos, const char *text, char *buf, size_t len, int *count)
{
    const Board *b = &v->board;
    const char *s = text;
    notation_huff_prefix(b, &s); /* an allowed huff: the move after it is what is wrong */
    int from = board_parse_point(b, &s), to = -1, npoints = from >= 0;
    while (*s) {
        if (*s == '-' || *s == 'x') {
            s++;
            continue;
        }
        int p = board_parse_point(b, &s);
        if (p < 0)
            break;
        to = p;
        npoints++;
    }
    char fact[512];
    if (from >= 0 && position_owner(pos, from) < 0)
        add(buf, len, count, _("There is no piece on %s."), b->name[from]);
    else if (from >= 0 && position_owner(pos, from) != pos->side)
        add(buf, len, count, _("The piece on %s is %s's; you play %s."), b->name[from],
            v->side_name[position_owner(pos, from)], v->side_name[pos->side]);
    else if (to >= 0 && to != from && bits_has(pos->dead, to))
        add(buf, len, count, _("%s is off the board (a dead point)."), b->name[to]);
    else if (to >= 0 && to != from && position_owner(pos, to) >= 0)
        add(buf, len, count, _("%s is occupied: a piece moves or jumps only to an empty point."), b->name[to]);
    else if (npoints == 2 && illegal_line_fact(v, pos, from, to, false, fact, sizeof fact))
        add(buf, len, count, "%s", fact);
    else
        add(buf, len, count, "%s", _("No rule of this game allows it."));
}

int illegal_reasons(const Variant *v, const Position *pos, const char *text, char *buf, size_t len)
{
    buf[0] = '\0';
    int n = 0;
    if (illegal_huff(v, pos, text, buf, len) || rule_reason(v, pos, text, buf, len))
        return 1;
    plain_fact(v, pos, text, buf, len, &n);
    return n;
}
