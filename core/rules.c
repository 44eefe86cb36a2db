/*
 * rules.c — the rule vocabulary: option names, values, defaults and parsing.
 */
#include "rules.h"
#include "i18n.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define OPT(field) offsetof(Rules, field)

const RuleOption rules_options[RULE_COUNT] = {
    [RULE_MEN_MOVE] = {"men_move", OPT(men_move), {"forward", "forward_sideways", "any"}, 0, 0,
     "directions a man steps: forward, also sideways, or any"},
    [RULE_MEN_CAPTURE] = {"men_capture", OPT(men_capture), {"any", "forward"}, 0, 0, "directions a man may jump"},
    [RULE_CAPTURE] = {"capture", OPT(capture), {"compulsory", "optional", "huff"}, 0, 0,
     "whether a possible capture must be made"},
    [RULE_CHAIN] = {"chain", OPT(chain), {"must", "may", "single"}, 0, 0,
     "whether a piece that can jump again must go on"},
    [RULE_MAJORITY] = {"majority", OPT(majority), {"count", "none", "count_then_kings"}, 0, 0,
     "whether the capture must take the most"},
    [RULE_REMOVAL] = {"removal", OPT(removal), {"end", "immediate"}, 0, 0, "when captured pieces leave the board"},
    [RULE_KING] = {"king", OPT(king), {"flying", "short", "none"}, 0, 0, "how a king (Mullah) moves, or no promotion"},
    [RULE_KING_LANDING] = {"king_landing", OPT(king_landing), {"any", "continue"}, 0, 0,
     "where a flying king lands after a capture"},
    [RULE_CROWN_MID_CAPTURE] = {"crown_mid_capture", OPT(crown_mid_capture), {"ignore", "stop", "crown"}, 0, 0,
     "a man crossing the far row in the middle of a capture"},
    [RULE_CROWN_ROW] = {"crown_row", OPT(crown_row), {"far"}, 0, 0, "where men are crowned"},
    [RULE_BLOCKED] = {"blocked", OPT(blocked), {"loss", "draw"}, 0, 0, "result for a player with pieces but no move"},
    [RULE_SHRINK] = {"shrink", OPT(shrink), {"none", "point_rows", "square_strips"}, 0, 0, "Hopi shrinking board"},
    [RULE_SETUP] = {"setup", OPT(setup), {"right", "left", "alternate"}, 0, 0,
     "which middle-row points each side takes"},
    [RULE_REPETITION] = {"repetition", OPT(repetition), {NULL}, 0, 100, "Nth repetition of a position draws (0 = off)"},
    [RULE_QUIET_LIMIT] = {"quiet_limit", OPT(quiet_limit), {NULL}, 0, 10000,
     "plies without capture, huff or man advance that draw (0 = off)"},
    [RULE_CAPTURE_BY] = {"capture_by", OPT(capture_by), {"jump", "approach_withdrawal"}, 0, 0,
     "how a piece captures: jumping over, or approaching or withdrawing along a line"},
    [RULE_CHAIN_REVISIT] = {"chain_revisit", OPT(chain_revisit), {"allowed", "forbidden"}, 0, 0,
     "whether a capture may land where the piece already stood in this move"},
    [RULE_CHAIN_DIRECTION] = {"chain_direction", OPT(chain_direction), {"any", "change"}, 0, 0,
     "whether a capture's next step may keep the direction of the last"},
    [RULE_FIRST_CAPTURE] = {"first_capture", OPT(first_capture), {"chain", "single"}, 0, 0,
     "whether the game's first capture may go on after one step"},
    [RULE_PIECE_REVISIT] = {"piece_revisit", OPT(piece_revisit), {"allowed", "forbidden"}, 0, 0,
     "whether a piece may return to a point it occupied in earlier moves"},
    [RULE_FAR_ROW_STEPS] = {"far_row_steps", OPT(far_row_steps), {"allowed", "forbidden"}, 0, 0,
     "whether a man on its far row may make a step"},
};

const int rules_option_count = RULE_COUNT;

void rules_default(Rules *r)
{
    memset(r, 0, sizeof *r);
    r->repetition = 3;
    r->quiet_limit = 40;
}

const RuleOption *rules_option(const char *key)
{
    for (int i = 0; i < rules_option_count; i++)
        if (strcmp(rules_options[i].key, key) == 0)
            return &rules_options[i];
    return NULL;
}

RuleKey rules_key(const RuleOption *o) { return (RuleKey)(o - rules_options); }

static int *field(Rules *r, const RuleOption *o) { return (int *)((char *)r + o->offset); }

int rules_get(const Rules *r, const RuleOption *o) { return *(const int *)((const char *)r + o->offset); }

/* "a, b or c" for an error message. */
static void list_values(const RuleOption *o, char *buf, size_t len)
{
    if (!o->values[0]) {
        snprintf(buf, len, _("a whole number from %d to %d"), o->min, o->max);
        return;
    }
    buf[0] = '\0';
    for (int i = 0; o->values[i] && i < 4; i++) {
        size_t used = strlen(buf);
        const char *sep = i == 0 ? "" : (o->values[i + 1] && i + 1 < 4) ? ", " : _(" or ");
        snprintf(buf + used, len - used, "%s%s", sep, o->values[i]);
    }
}

/* "rule key=value: expected ...", with err->detail marking the "expected ..." part. */
static bool bad_value(Err *err, const char *key, const char *value, const char *expected)
{
    char subject[256];
    snprintf(subject, sizeof subject, "rule %s=%s", key, value);
    return err_about(err, ERR_BAD_VALUE, subject, "expected %s", expected);
}

bool rules_set(Rules *r, const char *key, const char *value, Err *err)
{
    const RuleOption *o = rules_option(key);
    if (!o) {
        char keys[512] = "";
        for (int i = 0; i < rules_option_count; i++) {
            size_t used = strlen(keys);
            snprintf(keys + used, sizeof keys - used, "%s%s", i ? ", " : "", rules_options[i].key);
        }
        return err_set(err, "unknown rule '%s': expected one of %s", key, keys);
    }
    char expected[160];
    list_values(o, expected, sizeof expected);
    if (!o->values[0]) {
        char *end;
        long n = strtol(value, &end, 10);
        if (!isdigit((unsigned char)*value) || *end != '\0' || n < o->min || n > o->max) /* no blank, no sign */
            return bad_value(err, key, value, expected);
        *field(r, o) = (int)n;
        return true;
    }
    for (int i = 0; i < 4 && o->values[i]; i++)
        if (strcmp(o->values[i], value) == 0) {
            *field(r, o) = i;
            return true;
        }
    return bad_value(err, key, value, expected);
}

bool rules_set_pair(Rules *r, const char *pair, Err *err)
{
    const char *eq = strchr(pair, '=');
    if (!eq || eq == pair)
        return err_set(err, "rule '%s': expected key=value, e.g. removal=immediate", pair);
    char key[64];
    size_t n = (size_t)(eq - pair);
    if (n >= sizeof key)
        return err_set(err, "rule '%s': key too long", pair);
    memcpy(key, pair, n);
    key[n] = '\0';
    return rules_set(r, key, eq + 1, err);
}

bool rules_changes_distinct(const char *const *changes, int n, Err *err)
{
    for (int i = 0; i < n; i++) {
        size_t key = strcspn(changes[i], "=");
        for (int j = 0; j < i; j++)
            if (strcspn(changes[j], "=") == key && strncmp(changes[i], changes[j], key) == 0)
                return err_set(err, "rule %.*s is given twice (%s, then %s); give it once", (int)key, changes[i],
                               changes[j], changes[i]);
    }
    return true;
}

void rules_expected_text(const RuleOption *o, char *buf, size_t len)
{
    char expected[160];
    list_values(o, expected, sizeof expected);
    snprintf(buf, len, "expected %s", expected); /* as rules_set says it */
}

const char *rules_value_text(const Rules *r, const RuleOption *o, char *buf, size_t len)
{
    int v = rules_get(r, o);
    if (!o->values[0]) {
        snprintf(buf, len, "%d", v);
        return buf;
    }
    return (v >= 0 && v < 4 && o->values[v]) ? o->values[v] : "?";
}

void rules_describe(const Rules *a, const Rules *b, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        if (b && rules_get(a, o) == rules_get(b, o))
            continue;
        char num[16];
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s=%s", used ? " " : "", o->key, rules_value_text(a, o, num, sizeof num));
    }
}
