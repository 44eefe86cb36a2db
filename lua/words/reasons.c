/*
 * reasons.c — explaining differences in the legal moves between rule choices.
 *
 * A difference is explained by trying each option on its own: the move is generated again
 * under the other rules with that one option switched. Each option that makes the difference
 * gets a sentence about this move, written from what the move does on the board (the point
 * it crosses twice, the direction it jumps in, the longer capture it ignores), so that the
 * sentence is true of the position and not only of the rule.
 */
#include "reasons.h"

#include "movegen.h"
#include "notation.h"
#include "rules_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Writes one sentence into buf, cut at len like snprintf (and returning what snprintf does): the
 * sentences quote moves and rule texts of bounded but unequal lengths, and a cut one still reads. */
static int say(char *buf, size_t len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int say(char *buf, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, len, fmt, ap);
    va_end(ap);
    return n;
}


bool reasons_list_has(const MoveList *list, const Move *m)
{
    for (int i = 0; i < list->n; i++)
        if (move_same(&list->moves[i], m))
            return true;
    return false;
}

/* The direction d in which the line from a leads to b, or -1; *steps: points along it. */
static int line_to(const Board *b, int from, int to, int *steps)
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

/* The points a chain passes over or lands on that it captured earlier, as names. */
static void revisited_points(const Variant *v, const Move *m, char *buf, size_t len)
{
    const Board *b = &v->board;
    Bits seen = bits_empty(), hit = bits_empty();
    int at = m->from, steps;
    for (int i = 0; i < m->npath; i++) {
        int land = m->path[i], d = line_to(b, at, land, &steps);
        if (d >= 0) {
            for (int p = b->next[at][d]; p != land; p = b->next[p][d])
                if (bits_has(seen, p))
                    bits_add(&hit, p);
            for (int p = b->next[at][d]; p != land; p = b->next[p][d]) /* the piece taken here */
                if (bits_has(m->captured, p))
                    bits_add(&seen, p);
        }
        if (bits_has(seen, land))
            bits_add(&hit, land);
        at = land;
    }
    points_to_text(v, hit, ", ", buf, len);
}

/* The capture taking the most pieces (then the most kings) under v in pos, or NULL. The
 * list is the caller's scratch and holds the captures afterwards. */
static const Move *largest_capture(const Variant *v, const Position *pos, MoveList *list)
{
    movegen_captures(v, pos, list);
    const Move *best = NULL;
    for (int i = 0; i < list->n; i++) {
        const Move *c = &list->moves[i];
        if (!best || c->ncaptured > best->ncaptured || (c->ncaptured == best->ncaptured && c->nkings > best->nkings))
            best = c;
    }
    return best;
}

/* Whether `longer` continues the chain of m: same start, m's landings first, then more. */
static bool continues(const Move *longer, const Move *m)
{
    if (longer->from != m->from || longer->npath <= m->npath || m->npath == 0)
        return false;
    return memcmp(longer->path, m->path, m->npath) == 0;
}

/* A legal move under v that goes on from where m's chain stops, or NULL. */
static const Move *continuation(const Variant *v, const Position *pos, const Move *m, MoveList *list)
{
    movegen_legal(v, pos, list);
    for (int i = 0; i < list->n; i++)
        if (continues(&list->moves[i], m))
            return &list->moves[i];
    return NULL;
}

/* The first point of m's path on the far row of the moving side, or NO_POINT. */
static int far_row_point(const Variant *v, int side, const Move *m)
{
    for (int i = 0; i < m->npath; i++)
        if (bits_has(v->crown[side], m->path[i]))
            return m->path[i];
    return NO_POINT;
}

static const char *direction_word(const Variant *v, int side, int from, int to)
{
    if (variant_is_forward(v, side, from, to))
        return "forward";
    return v->board.y[to] == v->board.y[from] ? "sideways" : "backwards";
}

/* "key=value" of option o as it is in r. */
static const char *pair_text(const Rules *r, const RuleOption *o, char *buf, size_t len)
{
    char num[16];
    say(buf, len, "%s=%s", o->key, rules_value_text(r, o, num, sizeof num));
    return buf;
}

/* "no Mullah", "1 Mullah", "2 Mullahs". */
static void kings_text(const Variant *v, int n, char *buf, size_t len)
{
    if (n == 0)
        say(buf, len, "no %s", v->king_name);
    else
        say(buf, len, "%d %s%s", n, v->king_name, n == 1 ? "" : "s");
}

/* "with key=value " for option o as under `without`, or "" when o is the rule `rule` that the
 * sentence names anyway: what makes the difference when another option is explained. */
static const char *with_other(const Variant *without, const RuleOption *o, const char *rule, char *buf, size_t len)
{
    char pair[64];
    if (!strcmp(o->key, rule))
        buf[0] = '\0';
    else
        say(buf, len, "with %s ", pair_text(&without->rules, o, pair, sizeof pair));
    return buf;
}

/* Sentences for the majority rule: m takes fewer (or fewer kings) than the largest capture
 * under `without`, which that rule demands. `o` is the option explained; when it is not the
 * majority rule itself, the sentence says that the larger capture exists under its other
 * value. Returns false if m is not outdone. */
static bool majority_sentence(const Variant *without, const Position *pos, const Move *m, const RuleOption *o,
                              MoveList *list, char *buf, size_t len)
{
    const Move *best = largest_capture(without, pos, list);
    if (!best || without->rules.majority == MAJORITY_NONE)
        return false;
    char mv[MOVE_TEXT_MAX], maj[64], other[80];
    move_to_text(without, best, mv, sizeof mv);
    pair_text(&without->rules, rules_option("majority"), maj, sizeof maj);
    with_other(without, o, "majority", other, sizeof other);
    if (best->ncaptured > m->ncaptured) {
        say(buf, len, "it takes %d, while %s%s takes %d, and %s asks for the most", m->ncaptured, other, mv,
                 best->ncaptured, maj);
        return true;
    }
    if (without->rules.majority == MAJORITY_COUNT_THEN_KINGS && best->ncaptured == m->ncaptured &&
        best->nkings > m->nkings) {
        char mine[48], theirs[48];
        kings_text(without, m->nkings, mine, sizeof mine);
        kings_text(without, best->nkings, theirs, sizeof theirs);
        say(buf, len, "it takes %d piece%s with %s among them, while %s%s takes %d with %s, and %s asks for "
                           "the most pieces, then the most %ss",
                 m->ncaptured, m->ncaptured == 1 ? "" : "s", mine, other, mv, best->ncaptured, theirs, maj,
                 without->king_name);
        return true;
    }
    return false;
}

/* Sentence for "m is legal with capture=value (optional or huff), not with the capture rule of
 * `without` (compulsory)"; `o` as for majority_sentence (when it is not the capture rule, `value`
 * is not used). */
static void capture_sentence(const Variant *without, const Position *pos, const RuleOption *o, int value,
                             MoveList *list, char *buf, size_t len)
{
    const Move *best = largest_capture(without, pos, list);
    char mv[MOVE_TEXT_MAX] = "a capture", other[80], rule[64];
    if (best)
        move_to_text(without, best, mv, sizeof mv);
    with_other(without, o, "capture", other, sizeof other);
    pair_text(&without->rules, rules_option("capture"), rule, sizeof rule);
    int n = say(buf, len, "it does not capture although %s%s is possible, and under %s a player who can capture "
                               "must",
                     other, mv, rule);
    if (!other[0] && value == CAPTURE_HUFF && n > 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, "; under capture=huff the move is allowed, but the opponent may then "
                                           "huff a piece that could have captured");
}

/* Sentence for a move that begins by huffing (m->huffed), legal with capture=huff only: under
 * `without` nobody huffs. */
static void huff_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                          char *buf, size_t len)
{
    char rule[64];
    pair_text(&without->rules, rules_option("capture"), rule, sizeof rule);
    say(buf, len, "it begins by huffing the piece on %s, which could have captured on %s's last turn and did not, "
                  "and under %s there is no huffing",
        with->board.name[m->huffed], with->side_name[!pos->side], rule);
}

/* Sentence for a capture that stops although under `without` the piece can jump again, which
 * chain=must demands; `o` as for majority_sentence. Returns false if no legal move of `without`
 * goes on from where m stops. */
static bool stop_sentence(const Variant *without, const Position *pos, const Move *m, const RuleOption *o,
                          MoveList *list, char *buf, size_t len)
{
    const Move *longer = without->rules.chain == CHAIN_MUST ? continuation(without, pos, m, list) : NULL;
    if (!longer)
        return false;
    char mv[MOVE_TEXT_MAX], other[80], chain[64];
    move_to_text(without, longer, mv, sizeof mv);
    with_other(without, o, "chain", other, sizeof other);
    pair_text(&without->rules, rules_option("chain"), chain, sizeof chain);
    say(buf, len, "the capture stops after %d jump%s although %sthe piece can jump again (%s), and under %s it "
                       "must go on",
             m->npath, m->npath == 1 ? "" : "s", other, mv, chain);
    return true;
}

/* Sentence for a chain rule: m is legal with chain=value, not with the other chain rule. */
static bool chain_sentence(const Variant *without, const Position *pos, const Move *m, int value, MoveList *list,
                           char *buf, size_t len)
{
    if (value != CHAIN_MUST && stop_sentence(without, pos, m, rules_option("chain"), list, buf, len))
        return true;
    if (value != CHAIN_SINGLE && m->npath > 1 && without->rules.chain == CHAIN_SINGLE) {
        say(buf, len, "it makes %d jumps, and under chain=single a capture is one jump", m->npath);
        return true;
    }
    return false;
}

/* Whether v's rules let a man of `side` step (men_move) or jump (men_capture) from a to b. */
static bool man_may(const Variant *v, int side, int a, int b, bool jump)
{
    bool forward = variant_is_forward(v, side, a, b), sideways = v->board.y[b] == v->board.y[a];
    if (jump)
        return v->rules.men_capture == MEN_CAPTURE_ANY || forward;
    return v->rules.men_move == MEN_MOVE_ANY || forward || (sideways && v->rules.men_move == MEN_MOVE_FORWARD_SIDEWAYS);
}

/* The first leg of m that v's rules do not allow a man: 0 for a step, else the index of
 * the jump in the path; -1 if none, or if a king moves. A man crowned in the middle of a capture
 * (crown_mid_capture=crown) jumps on as a king. */
static int forbidden_leg(const Variant *v, const Position *pos, const Move *m)
{
    if (position_is_king(pos, m->from))
        return -1;
    int at = m->from;
    for (int i = 0; i < (m->npath ? m->npath : 1); i++) {
        int to = m->npath ? m->path[i] : m->to;
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
static bool direction_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                               const RuleOption *o, char *buf, size_t len)
{
    bool jumps = !strcmp(o->key, "men_capture");
    int i = jumps == (m->npath > 0) ? forbidden_leg(without, pos, m) : -1;
    if (i < 0)
        return false;
    const Board *b = &with->board;
    int from = i ? m->path[i - 1] : m->from, to = jumps ? m->path[i] : m->to;
    const char *dir = direction_word(with, pos->side, from, to);
    char other[64];
    pair_text(&without->rules, o, other, sizeof other);
    if (!jumps)
        say(buf, len, "the man on %s steps %s, which %s does not allow", b->name[m->from], dir, other);
    else if (i == 0)
        say(buf, len, "the man on %s jumps %s, and under %s men capture only forward", b->name[m->from], dir, other);
    else
        say(buf, len, "the man on %s jumps %s from %s to %s (jump %d of %d), and under %s men capture only forward",
                 b->name[m->from], dir, b->name[from], b->name[to], i + 1, m->npath, other);
    return true;
}

/* Why m, legal under the narrower value of men_move or men_capture, is not legal under the
 * wider one (`without`), before the majority rule is tried: there the piece can jump on, or a
 * capture is possible and compulsory. Returns false if neither. */
static bool wider_sentence(const Variant *without, const Position *pos, const Move *m, const RuleOption *o,
                           MoveList *list, char *buf, size_t len)
{
    if (m->ncaptured)
        return stop_sentence(without, pos, m, o, list, buf, len);
    if (without->rules.capture != CAPTURE_COMPULSORY || !largest_capture(without, pos, list))
        return false;
    capture_sentence(without, pos, o, -1, list, buf, len);
    return true;
}

/* Sentence for crown_mid_capture: what happens to the man on the far row. */
static void crown_sentence(const Variant *with, const Position *pos, const Move *m, int value, char *buf, size_t len)
{
    int far = far_row_point(with, pos->side, m);
    const char *at = far != NO_POINT ? with->board.name[far] : "the far row";
    if (value == CROWN_MID_STOP)
        say(buf, len, "the man reaches the far row at %s during the capture, where the move ends and the man is "
                           "crowned", at);
    else if (value == CROWN_MID_CROWN)
        say(buf, len, "the man reaches the far row at %s during the capture, is crowned there and goes on "
                           "capturing as a %s", at, with->king_name);
    else
        say(buf, len, "the man passes the far row at %s during the capture and goes on capturing as a man", at);
}

/* Sentence for flying against short kings: how far the king travels. */
static bool king_sentence(const Variant *with, const Variant *without, const Move *m, int value, char *buf,
                          size_t len)
{
    int steps = 0, at = m->from, most = 0;
    for (int i = 0; i < (m->npath ? m->npath : 1); i++) {
        int to = m->npath ? m->path[i] : m->to;
        if (line_to(&with->board, at, to, &steps) >= 0 && steps > most)
            most = steps;
        at = to;
    }
    if (value != KING_FLYING || without->rules.king == KING_FLYING || most <= (m->npath ? 2 : 1))
        return false;
    char rule[64];
    pair_text(&without->rules, rules_option("king"), rule, sizeof rule);
    char who[64] = "it";
    if (without->rules.king == KING_NONE) /* a king there only by a set-up position or other rules */
        say(who, sizeof who, ", where no man is crowned, a %s already on the board", with->king_name);
    say(buf, len, "the %s on %s travels %d points along a line in one %s, and under %s%s%s goes one point at a "
                  "time (two in a jump)",
        with->king_name, with->board.name[m->from], most, m->npath ? "jump" : "step", rule, who[0] == ',' ? "" : " ",
        who);
    return true;
}

/* The last resort when nothing about the move itself is known: the other value's rule in words,
 * "under removal=end, captured pieces stay ...". */
static void rule_sentence(const Variant *without, const RuleOption *o, char *buf, size_t len)
{
    char pair[64], rule[512];
    pair_text(&without->rules, o, pair, sizeof pair);
    if (!rules_text_sentence(without, o->key, rules_get(&without->rules, o), rule, sizeof rule))
        return;
    size_t n = strlen(rule);
    if (n && rule[n - 1] == '.')
        rule[--n] = '\0';
    if (n && rule[0] >= 'A' && rule[0] <= 'Z' && !(n > 1 && rule[1] >= 'A' && rule[1] <= 'Z'))
        rule[0] = (char)(rule[0] - 'A' + 'a');
    say(buf, len, "under %s, %s", pair, rule);
}

/* The explanation after "is legal with key=value, not with key=other", or "" if none is known. */
static void explanation(const Variant *with, const Variant *without, const Position *pos, const Move *m, int option,
                        int value, MoveList *list, char *buf, size_t len)
{
    const RuleOption *o = &rules_options[option];
    const char *key = o->key;
    char where[256];
    buf[0] = '\0';
    if (!strcmp(key, "removal") && value == REMOVAL_IMMEDIATE) {
        revisited_points(with, m, where, sizeof where);
        if (where[0]) {
            say(buf, len, "the chain crosses or lands on %s, emptied earlier in the same move", where);
            return;
        }
    } else if (!strcmp(key, "capture") && m->huffed != NO_POINT && value == CAPTURE_HUFF) {
        huff_sentence(with, without, pos, m, buf, len);
        return;
    } else if (!strcmp(key, "capture") && m->ncaptured == 0 && value != CAPTURE_COMPULSORY) {
        capture_sentence(without, pos, o, value, list, buf, len);
        return;
    } else if (!strcmp(key, "chain") && chain_sentence(without, pos, m, value, list, buf, len)) {
        return;
    } else if ((!strcmp(key, "men_move") || !strcmp(key, "men_capture")) &&
               (direction_sentence(with, without, pos, m, o, buf, len) ||
                wider_sentence(without, pos, m, o, list, buf, len))) {
        return;
    } else if (!strcmp(key, "king_landing") && value == KING_LANDING_ANY) {
        say(buf, len, "the %s lands on %s, from where it cannot capture again, although another landing beyond "
                           "the same piece would let it go on",
                 with->king_name, with->board.name[m->to]);
        return;
    } else if (!strcmp(key, "crown_mid_capture") && far_row_point(with, pos->side, m) != NO_POINT) {
        crown_sentence(with, pos, m, value, buf, len);
        return;
    } else if (!strcmp(key, "king") && king_sentence(with, without, m, value, buf, len)) {
        return;
    }
    if (m->ncaptured && (majority_sentence(without, pos, m, o, list, buf, len) ||
                         stop_sentence(without, pos, m, o, list, buf, len)))
        return;
    rule_sentence(without, o, buf, len);
}

/* A sentence for "m is legal with option=value, not with the other choice's value" in this
 * position. It names both values: a third value of the option may allow m too. */
static void sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m, int option,
                     int value, MoveList *list, char *buf, size_t len)
{
    const RuleOption *o = &rules_options[option];
    char num[16], other[16], mv[MOVE_TEXT_MAX], why[400];
    Rules tmp = with->rules;
    *(int *)((char *)&tmp + o->offset) = value;
    move_to_text(with, m, mv, sizeof mv);
    explanation(with, without, pos, m, option, value, list, why, sizeof why);
    say(buf, len, "%.*s is legal with %s=%s, not with %s=%s%s%s", 80, mv, o->key,
        rules_value_text(&tmp, o, num, sizeof num), o->key, rules_value_text(&without->rules, o, other, sizeof other),
        why[0] ? ": " : "", why);
}

/* Whether m is legal under v. */
static bool legal_under(const Variant *v, const Position *pos, const Move *m, MoveList *list)
{
    movegen_legal(v, pos, list);
    return reasons_list_has(list, m);
}

/* `without` with option o set to its value under `with`, concluded into scratch (with the
 * candidates of its hooks following the change). */
static bool switch_option(const Variant *with, const Variant *without, const RuleOption *o, ScratchVariant *scratch)
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
    const char *owner = hooks->owner && hooks->owner[0] ? hooks->owner : "the game's script";
    int n = hooks->description ? (int)strlen(hooks->description) : 0;
    if (n && hooks->description[n - 1] == '.')
        n--; /* it stands in parentheses */
    if (n)
        say(buf, len, "the rules that %s adds as Lua hooks (%.*s)", owner, n, hooks->description);
    else
        say(buf, len, "the rules that %s adds as Lua hooks", owner);
}

/* "key=value and key=value" for every option that differs, as under `with`, then the hooks if
 * theirs differ ("without the rules that ruleset bell adds as Lua hooks (...)"). */
static void differences(const Variant *with, const Variant *without, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o))
            continue;
        char pair[64];
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", used ? " and " : "", pair_text(&with->rules, o, pair, sizeof pair));
    }
    const VariantHooks *hooks = without->hooks ? without->hooks : with->hooks;
    if (with->hooks == without->hooks)
        return;
    char rules[640];
    reasons_hooks_text(hooks, rules, sizeof rules);
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s%s %s", used ? " and " : "", without->hooks ? "without" : "with", rules);
}

/* The sentence for a move that the hooks alone decide: `without`'s refuse it, or `with`'s add it. */
static void hooks_sentence(const Variant *with, const Variant *without, const Move *m, char *buf, size_t len)
{
    char mv[MOVE_TEXT_MAX], rules[640];
    move_to_text(with, m, mv, sizeof mv);
    reasons_hooks_text(without->hooks ? without->hooks : with->hooks, rules, sizeof rules);
    if (without->hooks)
        say(buf, len, "%.80s is refused by %s", mv, rules);
    else
        say(buf, len, "%.80s is allowed by %s", mv, rules);
}

/* The sentence when nothing single explains m: the differences together, or, when there are
 * none, what the hooks remember of the game (their data) differs. */
static void together_sentence(const Variant *with, const Variant *without, const Move *m, char *buf, size_t len)
{
    char mv[MOVE_TEXT_MAX], diffs[1400];
    move_to_text(with, m, mv, sizeof mv);
    differences(with, without, diffs, sizeof diffs);
    if (diffs[0])
        say(buf, len, "%.80s is legal with %s together, and with none of them alone", mv, diffs);
    else
        say(buf, len, "%.80s is legal under the same rules in one game and not the other: what the Lua hooks "
                      "remember of the moves before differs", mv);
}

int reasons_why(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                ScratchVariant *scratch, Reason *out)
{
    MoveList *list = malloc(sizeof *list);
    int n = 0;
    for (int i = 0; list && i < rules_option_count && n < MAX_REASONS; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o))
            continue;
        if (!switch_option(with, without, o, scratch) || !legal_under(&scratch->v, pos, m, list))
            continue;
        out[n] = (Reason){.option = i, .value = rules_get(&with->rules, o)};
        sentence(with, without, pos, m, i, out[n].value, list, out[n].text, sizeof out[n].text);
        n++;
    }
    if (list && n < MAX_REASONS && with->hooks != without->hooks && switch_hooks(with, without, scratch) &&
        legal_under(&scratch->v, pos, m, list)) {
        out[n] = (Reason){.option = REASON_HOOKS};
        hooks_sentence(with, without, m, out[n].text, sizeof out[n].text);
        n++;
    }
    if (n == 0) { /* nothing single: only the differences together make it legal */
        out[0] = (Reason){.option = REASON_TOGETHER};
        together_sentence(with, without, m, out[0].text, sizeof out[0].text);
        n = 1;
    }
    free(list);
    return n;
}

/* pos after m under v (made and unmade on a copy, so that hooks see both). */
static Position after_move(const Variant *v, const Position *pos, const Move *m)
{
    Position after = *pos, copy;
    Undo undo;
    position_make(v, &after, m, &undo);
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

void reasons_outcome(const Variant *v, const Position *pos, const Move *m, Position *after, char *buf, size_t len)
{
    *after = after_move(v, pos, m);
    int side = pos->side, n = 0;
    buf[0] = '\0';
    char names[512];
    if (bits_has(after->kings[side], m->to) && !position_is_king(pos, m->from)) {
        if (bits_has(v->crown[side], m->to))
            n += snprintf(buf + n, len - (size_t)n, "the man is crowned %s on %s", v->king_name, v->board.name[m->to]);
        else /* crowned on the far row in the middle of the capture */
            n += snprintf(buf + n, len - (size_t)n, "the man ends its move on %s as a %s, crowned on the way",
                          v->board.name[m->to], v->king_name);
    }
    Bits died = bits_andnot(after->dead, pos->dead);
    if (bits_any(died) && (size_t)n < len) {
        points_to_text(v, died, ", ", names, sizeof names);
        n += snprintf(buf + n, len - (size_t)n, "%s%s leave%s the board (shrinking)", n ? "; " : "", names,
                      bits_count(died) == 1 ? "s" : "");
    }
    if (bits_any(after->huff) && (size_t)n < len) {
        points_to_text(v, after->huff, ", ", names, sizeof names);
        n += snprintf(buf + n, len - (size_t)n, "%s%s may huff %s at the start of the next turn", n ? "; " : "",
                      v->side_name[!side], names);
    }
    if (n == 0)
        say(buf, len, "nothing else happens");
}

/* "king=flying: ..." for an option that changes what a move leads to: the crowning rule in
 * words for the king option, else the option's sentence of the rules text. */
static void outcome_sentence(const Variant *with, const Variant *without, const RuleOption *o, char *buf, size_t len)
{
    char pair[64], other[64], rule[512];
    pair_text(&with->rules, o, pair, sizeof pair);
    pair_text(&without->rules, o, other, sizeof other);
    if (!strcmp(o->key, "king") && with->rules.king == KING_NONE) {
        say(buf, len, "%s: there is no promotion, while under %s a man whose move ends on the far row is "
                           "crowned", pair, other);
    } else if (!strcmp(o->key, "king") && without->rules.king == KING_NONE) {
        say(buf, len, "%s: a man whose move ends on the far row becomes a %s, while under %s there is no "
                           "promotion", pair, with->king_name, other);
    } else if (rules_text_sentence(with, o->key, rules_get(&with->rules, o), rule, sizeof rule)) {
        say(buf, len, "%s: %s", pair, rule);
    } else if (rules_text_sentence(without, o->key, rules_get(&without->rules, o), rule, sizeof rule)) {
        say(buf, len, "%s, where the other has %s: %s", pair, other, rule);
    } else {
        say(buf, len, "%s", pair);
    }
}

int reasons_outcome_why(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                        ScratchVariant *scratch, Reason *out)
{
    MoveList *list = malloc(sizeof *list);
    int n = 0;
    Position want = after_move(with, pos, m);
    for (int i = 0; list && i < rules_option_count && n < MAX_REASONS; i++) {
        const RuleOption *o = &rules_options[i];
        if (rules_get(&with->rules, o) == rules_get(&without->rules, o) || !switch_option(with, without, o, scratch))
            continue;
        const Move *same = find_same(&scratch->v, pos, m, list);
        if (!same)
            continue;
        Position got = after_move(&scratch->v, pos, same);
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
        say(out[0].text, sizeof out[0].text, "%s together", diffs[0] ? diffs : "what the Lua hooks remember");
        n = 1;
    }
    free(list);
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
    int n = reasons_why(&w->changed.v, v, pos, &w->list.moves[index], &w->scratch, w->reasons);
    for (int k = 0; k < n; k++)
        if (w->reasons[k].option == option) {
            *out = w->reasons[k];
            return true;
        }
    return false;
}
