/*
 * reasons_men.c — the sentences about how pieces move: the directions a man may step or jump
 * in, what happens on the far row, how far a king goes.
 */
#include "reasons_int.h"

#include <string.h>

/* The direction d in which the line from a leads to b, or -1; *steps: points along it. */
int line_to(const Board *b, int from, int to, int *steps)
{
    for (int d = 0; d < b->ndirs; d++) {
        int n = 1;
        for (int q = b->next[from][d]; q != NO_POINT; q = b->next[q][d], n++)
            if (q == to) {
                *steps = n;
                return d;
            }
    }
    return -1;
}

/* The first point of m's path (its detail d's) on the far row of the moving side, or NO_POINT. */
int far_row_point(const Variant *v, int side, const Move *m, const MoveDetail *d)
{
    for (int i = 0; i < m->npath; i++)
        if (bits_has(v->crown[side], d->path[i]))
            return d->path[i];
    return NO_POINT;
}

/* The way from `from` to `to` for a man of `side`: 0 forward, 1 sideways, 2 backwards. */
static int direction_of(const Variant *v, int side, int from, int to)
{
    if (variant_is_forward(v, side, from, to))
        return 0;
    return v->board.y[to] == v->board.y[from] ? 1 : 2;
}

/* Whether v's rules let a man of `side` step (men_move) or jump (men_capture) from a to b. */
static bool man_may(const Variant *v, int side, int a, int b, bool jump)
{
    bool forward = variant_is_forward(v, side, a, b), sideways = v->board.y[b] == v->board.y[a];
    if (jump)
        return v->rules.men_capture == MEN_CAPTURE_ANY || forward;
    return v->rules.men_move == MEN_MOVE_ANY || forward || (sideways && v->rules.men_move == MEN_MOVE_FORWARD_SIDEWAYS);
}

/* The first leg of m (detail d) that v's rules do not allow a man: 0 for a step, else the index
 * of the jump in the path; -1 if none, or if a king moves. A man crowned in the middle of a
 * capture (crown_mid_capture=crown) jumps on as a king. */
static int forbidden_leg(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d)
{
    if (position_is_king(pos, m->from))
        return -1;
    int at = m->from;
    for (int i = 0; i < (m->npath ? m->npath : 1); i++) {
        int to = m->npath ? d->path[i] : m->to;
        if (!man_may(v, pos->side, at, to, m->npath > 0))
            return i;
        if (m->npath && v->rules.crown_mid_capture == CROWN_MID_CROWN && bits_has(v->crown[pos->side], to))
            return -1;
        at = to;
    }
    return -1;
}

/* Sentence for a man's step (men_move) or jump (men_capture) in a direction that `without`
 * forbids: the first such step or jump of m, wherever it is in the chain. Returns false if
 * `without` forbids none (m is then legal under the narrower value for another reason). */
bool direction_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                        const MoveDetail *d, const RuleOption *o, char *buf, size_t len)
{
    bool jumps = !strcmp(o->key, "men_capture");
    int i = jumps == (m->npath > 0) ? forbidden_leg(without, pos, m, d) : -1;
    if (i < 0)
        return false;
    const Board *b = &with->board;
    int from = i ? d->path[i - 1] : m->from, to = jumps ? d->path[i] : m->to;
    int dir = direction_of(with, pos->side, from, to);
    char other[64];
    pair_text(&without->rules, o, other, sizeof other);
    static const char *const steps[] = {
        N_("the man on %s steps forward, which %s does not allow"),
        N_("the man on %s steps sideways, which %s does not allow"),
        N_("the man on %s steps backwards, which %s does not allow"),
    };
    static const char *const first[] = {
        N_("the man on %s jumps forward, and under %s men capture only forward"),
        N_("the man on %s jumps sideways, and under %s men capture only forward"),
        N_("the man on %s jumps backwards, and under %s men capture only forward"),
    };
    static const char *const later[] = {
        N_("the man on %s jumps forward from %s to %s (jump %d of %d), and under %s men capture only forward"),
        N_("the man on %s jumps sideways from %s to %s (jump %d of %d), and under %s men capture only forward"),
        N_("the man on %s jumps backwards from %s to %s (jump %d of %d), and under %s men capture only forward"),
    };
    if (!jumps)
        say(buf, len, _(steps[dir]), b->name[m->from], other);
    else if (i == 0)
        say(buf, len, _(first[dir]), b->name[m->from], other);
    else
        say(buf, len, _(later[dir]), b->name[m->from], b->name[from], b->name[to], i + 1, m->npath, other);
    return true;
}

/* Sentence for crown_mid_capture: what happens to the man on the far row. */
void crown_sentence(const Variant *with, const Position *pos, const Move *m, const MoveDetail *d, int value, char *buf,
                    size_t len)
{
    int far = far_row_point(with, pos->side, m, d);
    const char *at = far != NO_POINT ? with->board.name[far] : _("the far row");
    if (value == CROWN_MID_STOP)
        say(buf, len, _("the man reaches the far row at %s during the capture, where the move ends and the man is crowned"),
            at);
    else if (value == CROWN_MID_CROWN)
        say(buf, len,
            _("the man reaches the far row at %s during the capture, is crowned there and goes on capturing as a %s"),
            at, with->king_name);
    else
        say(buf, len, _("the man passes the far row at %s during the capture and goes on capturing as a man"), at);
}

/* Sentence for flying against short kings: how far the king travels. */
bool king_sentence(const Variant *with, const Variant *without, const Move *m, const MoveDetail *d, int value,
                   char *buf, size_t len)
{
    int steps = 0, at = m->from, most = 0;
    for (int i = 0; i < (m->npath ? m->npath : 1); i++) {
        int to = m->npath ? d->path[i] : m->to;
        if (line_to(&with->board, at, to, &steps) >= 0 && steps > most)
            most = steps;
        at = to;
    }
    if (value != KING_FLYING || without->rules.king == KING_FLYING || most <= (m->npath ? 2 : 1))
        return false;
    char rule[64];
    pair_text(&without->rules, rules_option("king"), rule, sizeof rule);
    const char *from = with->board.name[m->from];
    if (without->rules.king == KING_NONE && m->npath) /* a king there only by a set-up position or other rules */
        say(buf, len,
            _("the %s on %s travels %d points along a line in one jump, and under %s, where no man is crowned, a %s "
              "already on the board goes one point at a time (two in a jump)"),
            with->king_name, from, most, rule, with->king_name);
    else if (without->rules.king == KING_NONE)
        say(buf, len,
            _("the %s on %s travels %d points along a line in one step, and under %s, where no man is crowned, a %s "
              "already on the board goes one point at a time (two in a jump)"),
            with->king_name, from, most, rule, with->king_name);
    else if (m->npath)
        say(buf, len,
            _("the %s on %s travels %d points along a line in one jump, and under %s it goes one point at a time (two "
              "in a jump)"),
            with->king_name, from, most, rule);
    else
        say(buf, len,
            _("the %s on %s travels %d points along a line in one step, and under %s it goes one point at a time (two "
              "in a jump)"),
            with->king_name, from, most, rule);
    return true;
}
