/*
 * fuzz_rules.c — `--rule key=value` text under attack.
 *
 * The input, up to its first NUL byte, is given whole to rules_set_pair, then line by line
 * (split at '\n'), each line changing the rules the previous ones left. For every call: either
 * it succeeds, or it fails with a message and leaves the rules unchanged. When it succeeds, the
 * option's value written back (rules_value_text) and read again gives the same rules. At the
 * end, rules_describe of the result, read back pair by pair onto the defaults, gives the same
 * rules. Finally the rules are put on Kharbaga's board and on 5x5 Alquerque: variant_conclude
 * accepts them or says why, and when it accepts them the start position and every move from it
 * keep the position invariants (make, then unmake back to the start).
 */
#include "fuzz.h"

#include "move.h"
#include "movegen.h"
#include "support/boards.h"

#include <stdbool.h>

static void check_pair(Rules *r, const char *pair)
{
    Rules before = *r;
    Err err = {0};
    if (!rules_set_pair(r, pair, &err)) {
        FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "'%s': refused without a usable message: %s", pair,
                   err.msg);
        FUZZ_CHECK(memcmp(r, &before, sizeof *r) == 0, "'%s': refused but the rules changed", pair);
        return;
    }
    char key[64];
    size_t n = strcspn(pair, "=");
    FUZZ_CHECK(n < sizeof key, "'%s': accepted a key of %zu characters", pair, n);
    memcpy(key, pair, n);
    key[n] = '\0';
    const RuleOption *o = rules_option(key);
    FUZZ_CHECK(o != NULL, "'%s': accepted an unknown key", pair);
    char num[32], again[128];
    snprintf(again, sizeof again, "%s=%s", key, rules_value_text(r, o, num, sizeof num));
    Rules copy = before;
    FUZZ_CHECK(rules_set_pair(&copy, again, &err), "'%s' written back as '%s' is refused: %s", pair, again, err.msg);
    FUZZ_CHECK(memcmp(&copy, r, sizeof *r) == 0, "'%s' written back as '%s' reads differently", pair, again);
}

static void check_describe(const Rules *r)
{
    char text[2048];
    rules_describe(r, NULL, text, sizeof text);
    Rules back;
    rules_default(&back);
    Err err = {0};
    for (char *save = NULL, *pair = strtok_r(text, " ", &save); pair; pair = strtok_r(NULL, " ", &save))
        FUZZ_CHECK(rules_set_pair(&back, pair, &err), "described pair '%s' refused: %s", pair, err.msg);
    FUZZ_CHECK(memcmp(&back, r, sizeof *r) == 0, "rules_describe does not read back to the same rules");
}

static void check_play(Variant *v, const Variant *base, const Rules *r)
{
    static MoveList list;
    *v = *base;
    v->rules = *r;
    Err err = {0};
    if (!variant_conclude(v, &err)) {
        FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "%s: variant_conclude failed without a message", v->id);
        return;
    }
    Position pos, start;
    position_start(v, &pos);
    start = pos;
    FUZZ_CHECK(position_is_ok(v, &pos), "%s: broken start", v->id);
    movegen_legal(v, &pos, &list);
    for (int i = 0; i < list.n; i++) {
        Undo undo;
        position_make(v, &pos, &list.moves[i], &list.details[i], &undo);
        FUZZ_CHECK(position_is_ok(v, &pos), "%s: move %d from the start leaves a broken position", v->id, i);
        position_unmake(v, &pos, &list.moves[i], &undo);
        FUZZ_CHECK(position_identical(&pos, &start), "%s: unmake of move %d does not restore the start", v->id, i);
    }
}

int fuzz_rules(const uint8_t *data, size_t size)
{
    static Variant kharbaga, alquerque5, work;
    static bool ready;
    if (!ready) {
        boards_kharbaga41(&kharbaga);
        boards_alquerque(&alquerque5, 5);
        ready = true;
    }
    char *text = fuzz_text(data, size);
    Rules r;
    rules_default(&r);
    check_pair(&r, text);
    rules_default(&r);
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        check_pair(&r, line);
    }
    check_describe(&r);
    check_play(&work, &kharbaga, &r);
    check_play(&work, &alquerque5, &r);
    free(text);
    return 0;
}

FUZZ_ENTRY(fuzz_rules)
