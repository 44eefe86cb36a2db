/*
 * fuzz_position.c — position text (docs/notation.md) under attack.
 *
 * The input, up to its first NUL byte, is read by position_from_text on Kharbaga's 41-point
 * board and on the 9x9 Alquerque board (both built in C by tests/support/boards.c, sides Black
 * and White). Either it is refused with a message, or:
 *   - the position keeps every invariant (position_is_ok);
 *   - position_to_text writes it, and reading that text back gives the same position and the
 *     same text again (the written form is canonical);
 *   - position_to_text into a buffer one byte too small fails, into one of the exact size
 *     succeeds, both without writing past the end.
 */
#include "fuzz.h"

#include "position.h"
#include "support/boards.h"

#include <stdbool.h>

static void check_on(const Variant *v, const char *text)
{
    Position pos;
    Err err = {0};
    if (!position_from_text(v, text, &pos, &err)) {
        FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "%s: refused without a usable message: %s", v->id,
                   err.msg);
        return;
    }
    FUZZ_CHECK(position_is_ok(v, &pos), "%s: accepted a broken position", v->id);

    char out[4096];
    FUZZ_CHECK(position_to_text(v, &pos, out, sizeof out), "%s: position_to_text failed", v->id);
    Position again;
    FUZZ_CHECK(position_from_text(v, out, &again, &err), "%s: own text '%s' refused: %s", v->id, out, err.msg);
    FUZZ_CHECK(position_identical(&pos, &again), "%s: '%s' reads back as another position", v->id, out);
    char out2[4096];
    FUZZ_CHECK(position_to_text(v, &again, out2, sizeof out2) && strcmp(out, out2) == 0,
               "%s: '%s' writes back as '%s'", v->id, out, out2);

    /* Exact-size buffers, so that AddressSanitizer sees any write past the end. */
    size_t n = strlen(out);
    char *small = malloc(n);
    char *exact = malloc(n + 1);
    FUZZ_CHECK(small && exact, "out of memory");
    FUZZ_CHECK(n == 0 || !position_to_text(v, &pos, small, n), "%s: '%s' fits in %zu bytes", v->id, out, n);
    FUZZ_CHECK(position_to_text(v, &pos, exact, n + 1) && strcmp(exact, out) == 0,
               "%s: '%s' does not fit in %zu bytes", v->id, out, n + 1);
    free(small);
    free(exact);
}

int fuzz_position(const uint8_t *data, size_t size)
{
    static Variant kharbaga, alquerque9, huffing; /* huffing: Kharbaga under capture=huff, which reads H */
    static bool ready;
    if (!ready) {
        boards_kharbaga41(&kharbaga);
        boards_alquerque(&alquerque9, 9);
        boards_kharbaga41(&huffing);
        Err err;
        FUZZ_CHECK(rules_set(&huffing.rules, "capture", "huff", &err) && variant_conclude(&huffing, &err),
                   "capture=huff: %s", err.msg);
        ready = true;
    }
    char *text = fuzz_text(data, size);
    check_on(&kharbaga, text);
    check_on(&alquerque9, text);
    check_on(&huffing, text);
    free(text);
    return 0;
}

FUZZ_ENTRY(fuzz_position)
