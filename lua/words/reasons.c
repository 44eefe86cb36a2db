/*
 * reasons.c — explaining differences in the legal moves between rule choices.
 *
 * A difference is explained by trying each option on its own: the move is generated again
 * under the other rules with that one option switched. Each option that makes the difference
 * gets a sentence about this move, written from what the move does on the board (the point
 * it crosses twice, the direction it jumps in, the longer capture it ignores), so that the
 * sentence is true of the position and not only of the rule.
 *
 * This file tries the options and picks the sentence for each; the sentences themselves are in
 * reasons_capture.c (captures), reasons_men.c (how pieces move) and reasons_revisit.c (the rules
 * that refuse chains and steps), and what a move leads to in reasons_outcome.c.
 */
#include "reasons_int.h"

#include "movegen.h"
#include "notation.h"
#include "rules_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool reasons_list_has(const MoveList *list, const Move *m)
{
    for (int i = 0; i < list->n; i++)
        if (move_same(&list->moves[i], m))
            return true;
    return false;
}

/* The last resort when nothing about the move itself is known: the other value's rule in words,
 * "under removal=end, captured pieces stay ...". */
static void rule_sentence(const Variant *without, const RuleOption *o, char *buf, size_t len)
{
    char pair[64], rule[512];
    pair_text(&without->rules, o, pair, sizeof pair);
    if (!rules_text_sentence(without, rules_key(o), rules_get(&without->rules, o), rule, sizeof rule))
        return;
    size_t n = strlen(rule);
    if (n && rule[n - 1] == '.')
        rule[--n] = '\0';
    if (n && rule[0] >= 'A' && rule[0] <= 'Z' && !(n > 1 && rule[1] >= 'A' && rule[1] <= 'Z'))
        rule[0] = (char)(rule[0] - 'A' + 'a');
    say(buf, len, _("under %s, %s"), pair, rule);
}

/* The explanation after "is legal with key=value, not with key=other" for m (detail d), or "" if
 * none is known. */
static void explanation(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                        const MoveDetail *d, int option, int value, MoveList *list, char *buf, size_t len)
{
    const RuleOption *o = &rules_options[option];
    const char *key = o->key;
    char where[256];
    buf[0] = '\0';
    if (!strcmp(key, "removal") && value == REMOVAL_IMMEDIATE) {
        revisited_points(with, m, d, where, sizeof where);
        if (where[0]) {
            say(buf, len, _("the chain crosses or lands on %s, emptied earlier in the same move"), where);
            return;
        }
    } else if (!strcmp(key, "capture") && m->huffed != NO_POINT && value == CAPTURE_HUFF) {
        huff_sentence(with, without, pos, m, buf, len);
        return;
    } else if (!strcmp(key, "capture") && m->ncaptured == 0 && value != CAPTURE_COMPULSORY) {
        capture_sentence(without, pos, o, value, list, buf, len);
        return;
    } else if (!strcmp(key, "chain") && chain_sentence(without, pos, m, d, value, list, buf, len)) {
        return;
    } else if ((!strcmp(key, "men_move") || !strcmp(key, "men_capture")) &&
               (direction_sentence(with, without, pos, m, d, o, buf, len) ||
                wider_sentence(without, pos, m, d, o, list, buf, len))) {
        return;
    } else if (!strcmp(key, "king_landing") && value == KING_LANDING_ANY) {
        say(buf, len,
            _("the %s lands on %s, from where it cannot capture again, although another landing beyond the same "
              "piece would let it go on"),
                 with->king_name, with->board.name[m->to]);
        return;
    } else if (!strcmp(key, "crown_mid_capture") && far_row_point(with, pos->side, m, d) != NO_POINT) {
        crown_sentence(with, pos, m, d, value, buf, len);
        return;
    } else if (!strcmp(key, "king") && king_sentence(with, without, m, d, value, buf, len)) {
        return;
    } else if (revisit_sentence(without, pos, m, d, key, buf, len)) {
        return;
    }
    if (m->ncaptured && (majority_sentence(without, pos, m, o, list, buf, len) ||
                         stop_sentence(without, pos, m, d, o, list, buf, len)))
        return;
    rule_sentence(without, o, buf, len);
}

/* A sentence for "m (detail d) is legal with option=value, not with the other choice's value" in
 * this position. It names both values: a third value of the option may allow m too. */
static void sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                     const MoveDetail *d, int option, int value, MoveList *list, char *buf, size_t len)
{
    const RuleOption *o = &rules_options[option];
    char num[16], other[16], mv[MOVE_TEXT_MAX], why[400];
    Rules tmp = with->rules;
    *(int *)((char *)&tmp + o->offset) = value;
    move_to_text(with, m, d, mv, sizeof mv);
    explanation(with, without, pos, m, d, option, value, list, why, sizeof why);
    const char *yes = rules_value_text(&tmp, o, num, sizeof num);
    const char *no = rules_value_text(&without->rules, o, other, sizeof other);
    if (why[0])
        say(buf, len, _("%.*s is legal with %s=%s, not with %s=%s: %s"), 80, mv, o->key, yes, o->key, no, why);
    else
        say(buf, len, _("%.*s is legal with %s=%s, not with %s=%s"), 80, mv, o->key, yes, o->key, no);
}

/* Whether m is legal under v. */
static bool legal_under(const Variant *v, const Position *pos, const Move *m, MoveList *list)
{
    movegen_legal(v, pos, list);
    return reasons_list_has(list, m);
}

/* `without` with option o set to its value under `with`, concluded into scratch (with the
 * candidates of its hooks following the change). */
bool switch_option(const Variant *with, const Variant *without, const RuleOption *o, ScratchVariant *scratch)
{
    scratch->v = *without;
    *(int *)((char *)&scratch->v.rules + o->offset) = rules_get(&with->rules, o);
    Err e;
    return variant_conclude(&scratch->v, &e) && variant_conclude_hook_candidates(&scratch->v, &scratch->candidates, &e);
}

/* `without` with the hooks of `with` (none if it has none) instead of its own, into scratch. */
static bool switch_hooks(const Variant *with, const Variant *without, ScratchVariant *scratch)
{
    scratch->v = *without;
    scratch->v.hooks = with->hooks;
    scratch->v.hook_candidates = NULL;
    Err e;
    return variant_conclude_hook_candidates(&scratch->v, &scratch->candidates, &e);
}

void reasons_hooks_text(const VariantHooks *hooks, char *buf, size_t len)
{
    bool owned = hooks->owner && hooks->owner[0];
    int n = hooks->description ? (int)strlen(hooks->description) : 0;
    if (n && hooks->description[n - 1] == '.')
        n--; /* it stands in parentheses */
    if (n && owned)
        say(buf, len, _("the rules that %s adds as Lua hooks (%.*s)"), hooks->owner, n, hooks->description);
    else if (n)
        say(buf, len, _("the rules that the game's script adds as Lua hooks (%.*s)"), n, hooks->description);
    else if (owned)
        say(buf, len, _("the rules that %s adds as Lua hooks"), hooks->owner);
    else
        say(buf, len, "%s", _("the rules that the game's script adds as Lua hooks"));
}

/* "key=value, key=value and key=value" for every option that differs, as under `with`, then the
 * hooks if theirs differ ("without the rules that ruleset bell adds as Lua hooks (...)"). The
 * pairs are data, joined by commas as the program's lists of points are, the last two by the
 * language's list pattern. */
void differences(const Variant *with, const Variant *without, char *buf, size_t len)
{
    buf[0] = '\0';
    int differ = 0, said = 0;
    for (int i = 0; i < rules_option_count; i++)
        differ += rules_get(&with->rules, &rules_options[i]) != rules_get(&without->rules, &rules_options[i]);
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o))
            continue;
        char pair[64], sofar[1400];
        pair_text(&with->rules, o, pair, sizeof pair);
        snprintf(sofar, sizeof sofar, "%s", buf);
        if (++said == 1)
            snprintf(buf, len, "%s", pair);
        else if (said < differ)
            snprintf(buf, len, "%s, %s", sofar, pair);
        else
            /* TRANSLATORS: the end of a list of rule options, "removal=end and chain=must": the
             * first %s is the list so far, one option or several joined by commas
             * ("men_move=any, chain_revisit=allowed"), the second the last option. */
            snprintf(buf, len, _("%s and %s"), sofar, pair);
    }
    const VariantHooks *hooks = without->hooks ? without->hooks : with->hooks;
    if (with->hooks == without->hooks)
        return;
    char rules[640], sofar[1400];
    reasons_hooks_text(hooks, rules, sizeof rules);
    snprintf(sofar, sizeof sofar, "%s", buf);
    if (sofar[0] && without->hooks)
        snprintf(buf, len, _("%s and without %s"), sofar, rules);
    else if (sofar[0])
        snprintf(buf, len, _("%s and with %s"), sofar, rules);
    else if (without->hooks)
        snprintf(buf, len, _("without %s"), rules);
    else
        snprintf(buf, len, _("with %s"), rules);
}

/* The sentence for a move (m, detail d) that the hooks alone decide: `without`'s refuse it, or
 * `with`'s add it. Hooks that give a reason for refusing it (game:refuse) have it said after
 * theirs. */
static void hooks_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                           const MoveDetail *d, char *buf, size_t len)
{
    char mv[MOVE_TEXT_MAX], rules[640], reason[512] = "";
    move_to_text(with, m, d, mv, sizeof mv);
    reasons_hooks_text(without->hooks ? without->hooks : with->hooks, rules, sizeof rules);
    const VariantHooks *refusing = without->hooks;
    if (refusing && refusing->refusal && !refusing->refusal(refusing->ctx, without, pos, m, reason, sizeof reason))
        reason[0] = '\0';
    if (without->hooks && reason[0])
        say(buf, len, _("%.80s is refused by %s: %s"), mv, rules, reason);
    else if (without->hooks)
        say(buf, len, _("%.80s is refused by %s"), mv, rules);
    else
        say(buf, len, _("%.80s is allowed by %s"), mv, rules);
}

/* The sentence when nothing single explains m (detail d): the differences together, or, when
 * there are none, what the hooks remember of the game (their data) differs. */
static void together_sentence(const Variant *with, const Variant *without, const Move *m, const MoveDetail *d,
                              char *buf, size_t len)
{
    char mv[MOVE_TEXT_MAX], diffs[1400];
    move_to_text(with, m, d, mv, sizeof mv);
    differences(with, without, diffs, sizeof diffs);
    if (diffs[0])
        say(buf, len, _("%.80s is legal with %s together, and with none of them alone"), mv, diffs);
    else
        say(buf, len,
            _("%.80s is legal under the same rules in one game and not the other: what the Lua hooks remember of the "
              "moves before differs"),
            mv);
}

int reasons_why(const Variant *with, const Variant *without, const Position *pos, const Move *m, const MoveDetail *d,
                ScratchVariant *scratch, Reason *out)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    int n = 0;
    for (int i = 0; i < rules_option_count && n < MAX_REASONS; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o))
            continue;
        if (!switch_option(with, without, o, scratch) || !legal_under(&scratch->v, pos, m, list))
            continue;
        out[n] = (Reason){.option = i, .value = rules_get(&with->rules, o)};
        sentence(with, without, pos, m, d, i, out[n].value, list, out[n].text, sizeof out[n].text);
        n++;
    }
    if (n < MAX_REASONS && with->hooks != without->hooks && switch_hooks(with, without, scratch) &&
        legal_under(&scratch->v, pos, m, list)) {
        out[n] = (Reason){.option = REASON_HOOKS};
        hooks_sentence(with, without, pos, m, d, out[n].text, sizeof out[n].text);
        n++;
    }
    if (n == 0) { /* nothing single: only the differences together make it legal */
        out[0] = (Reason){.option = REASON_TOGETHER};
        together_sentence(with, without, m, d, out[0].text, sizeof out[0].text);
        n = 1;
    }
    movelist_free(list);
    return n;
}

bool reasons_single_change(const Variant *v, const Position *pos, const char *text, int option, int value,
                           ChangeWork *w, Reason *out)
{
    const RuleOption *o = &rules_options[option];
    if (value == rules_get(&v->rules, o))
        return false;
    w->changed.v = *v;
    *(int *)((char *)&w->changed.v.rules + o->offset) = value;
    Err e;
    if (!variant_conclude(&w->changed.v, &e) ||
        !variant_conclude_hook_candidates(&w->changed.v, &w->changed.candidates, &e))
        return false;
    movegen_legal(&w->changed.v, pos, &w->list);
    int index = move_parse(&w->changed.v, &w->list, text, &e);
    if (index < 0)
        return false;
    int n = reasons_why(&w->changed.v, v, pos, &w->list.moves[index], movelist_detail(&w->list, index), &w->scratch,
                        w->reasons);
    for (int k = 0; k < n; k++)
        if (w->reasons[k].option == option) {
            *out = w->reasons[k];
            return true;
        }
    return false;
}
