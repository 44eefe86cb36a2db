/*
 * reasons_outcome.c — what a move does besides moving and capturing, and why the same move leads
 * to different positions under two sets of rules.
 */
#include "reasons_int.h"

#include "movegen.h"
#include "notation.h"
#include "rules_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* pos after m (detail d) under v (made and unmade on a copy, so that hooks see both). */
static Position after_move(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d)
{
    Position after = *pos, copy;
    Undo undo;
    position_make(v, &after, m, d, &undo);
    copy = after;
    position_unmake(v, &after, m, &undo);
    return copy;
}

static bool same_board(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++)
        if (!bits_equal(a->men[s], b->men[s]) || !bits_equal(a->kings[s], b->kings[s]))
            return false;
    return bits_equal(a->dead, b->dead) && bits_equal(a->huff, b->huff);
}

/* The legal move of v that is the same move as m, or NULL. */
static const Move *find_same(const Variant *v, const Position *pos, const Move *m, MoveList *list)
{
    movegen_legal(v, pos, list);
    for (int i = 0; i < list->n; i++)
        if (move_same(&list->moves[i], m))
            return &list->moves[i];
    return NULL;
}

void reasons_outcome(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d, Position *after,
                     char *buf, size_t len)
{
    *after = after_move(v, pos, m, d);
    int side = pos->side, n = 0;
    buf[0] = '\0';
    char names[512];
    if (bits_has(after->kings[side], m->to) && !position_is_king(pos, m->from)) {
        if (bits_has(v->crown[side], m->to))
            n += snprintf(buf + n, len - (size_t)n, _("the man is crowned %s on %s"), v->king_name, v->board.name[m->to]);
        else /* crowned on the far row in the middle of the capture */
            n += snprintf(buf + n, len - (size_t)n, _("the man ends its move on %s as a %s, crowned on the way"),
                          v->board.name[m->to], v->king_name);
    }
    Bits died = bits_andnot(after->dead, pos->dead);
    if (bits_any(died) && (size_t)n < len) {
        points_to_text(v, died, ", ", names, sizeof names);
        n += snprintf(buf + n, len - (size_t)n, "%s", n ? "; " : "");
        if ((size_t)n < len)
            n += snprintf(buf + n, len - (size_t)n,
                          P_("%s leaves the board (shrinking)", "%s leave the board (shrinking)",
                             (unsigned long)bits_count(died)),
                          names);
    }
    if (bits_any(after->huff) && (size_t)n < len) {
        points_to_text(v, after->huff, ", ", names, sizeof names);
        n += snprintf(buf + n, len - (size_t)n, "%s", n ? "; " : "");
        if ((size_t)n < len)
            n += snprintf(buf + n, len - (size_t)n, _("%s may huff %s at the start of the next turn"), v->side_name[!side],
                          names);
    }
    if (n == 0)
        say(buf, len, "%s", _("nothing else happens"));
}

/* "king=flying: ..." for an option that changes what a move leads to: the crowning rule in
 * words for the king option, else the option's sentence of the rules text. */
static void outcome_sentence(const Variant *with, const Variant *without, const RuleOption *o, char *buf, size_t len)
{
    char pair[64], other[64], rule[512];
    pair_text(&with->rules, o, pair, sizeof pair);
    pair_text(&without->rules, o, other, sizeof other);
    if (!strcmp(o->key, "king") && with->rules.king == KING_NONE) {
        say(buf, len, _("%s: there is no promotion, while under %s a man whose move ends on the far row is crowned"),
            pair, other);
    } else if (!strcmp(o->key, "king") && without->rules.king == KING_NONE) {
        say(buf, len,
            _("%s: a man whose move ends on the far row becomes a %s, while under %s there is no promotion"), pair,
            with->king_name, other);
    } else if (rules_text_sentence(with, rules_key(o), rules_get(&with->rules, o), rule, sizeof rule)) {
        say(buf, len, "%s: %s", pair, rule);
    } else if (rules_text_sentence(without, rules_key(o), rules_get(&without->rules, o), rule, sizeof rule)) {
        say(buf, len, _("%s, where the other has %s: %s"), pair, other, rule);
    } else {
        say(buf, len, "%s", pair);
    }
}

int reasons_outcome_why(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                        const MoveDetail *d, ScratchVariant *scratch, Reason *out)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    int n = 0;
    Position want = after_move(with, pos, m, d);
    for (int i = 0; i < rules_option_count && n < MAX_REASONS; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o) || !switch_option(with, without, o, scratch))
            continue;
        const Move *same = find_same(&scratch->v, pos, m, list);
        if (!same)
            continue;
        Position got = after_move(&scratch->v, pos, same, movelist_detail_of(list, same));
        if (!same_board(&got, &want))
            continue;
        out[n] = (Reason){.option = i, .value = rules_get(&with->rules, o)};
        outcome_sentence(with, without, o, out[n].text, sizeof out[n].text);
        n++;
    }
    if (n == 0) {
        char diffs[600];
        differences(with, without, diffs, sizeof diffs);
        out[0] = (Reason){.option = REASON_TOGETHER};
        if (diffs[0])
            say(out[0].text, sizeof out[0].text, _("%s together"), diffs);
        else
            say(out[0].text, sizeof out[0].text, "%s", _("what the Lua hooks remember together"));
        n = 1;
    }
    movelist_free(list);
    return n;
}
