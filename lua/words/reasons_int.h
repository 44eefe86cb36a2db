/*
 * reasons_int.h — what the parts of reasons.h's explanations share: writing a sentence, and the
 * sentence for each kind of reason. Not for use outside reasons*.c.
 *
 * Calls go one way: reasons.c picks the sentence (explanation) from reasons_capture.c and
 * reasons_men.c, which call nothing of reasons.c; reasons_outcome.c uses reasons.c's comparison
 * of the rules.
 */
#ifndef KHARBAGA_REASONS_INT_H
#define KHARBAGA_REASONS_INT_H

#include "reasons.h"
#include "i18n.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* writing */

static inline int say(char *buf, size_t len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Writes one sentence into buf, cut at len like snprintf (and returning what snprintf does): the
 * sentences quote moves and rule texts of bounded but unequal lengths, and a cut one still reads. */
static inline int say(char *buf, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, len, fmt, ap);
    va_end(ap);
    return n;
}

/* "key=value" of option o as it is in r. */
static inline const char *pair_text(const Rules *r, const RuleOption *o, char *buf, size_t len)
{
    char num[16];
    say(buf, len, "%s=%s", o->key, rules_value_text(r, o, num, sizeof num));
    return buf;
}

/* reasons.c: the rules compared */

/* "key=value and key=value" for every option that differs, then the hooks if theirs differ. */
void differences(const Variant *with, const Variant *without, char *buf, size_t len);
/* `without` with option o set to its value under `with`, concluded into scratch. */
bool switch_option(const Variant *with, const Variant *without, const RuleOption *o, ScratchVariant *scratch);

/* reasons_capture.c: captures (each takes the list as scratch; d is m's detail) */

void revisited_points(const Variant *v, const Move *m, const MoveDetail *d, char *buf, size_t len);
bool majority_sentence(const Variant *without, const Position *pos, const Move *m, const RuleOption *o,
                       MoveList *list, char *buf, size_t len);
void capture_sentence(const Variant *without, const Position *pos, const RuleOption *o, int value,
                      MoveList *list, char *buf, size_t len);
void huff_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                   char *buf, size_t len);
bool stop_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, const RuleOption *o,
                   MoveList *list, char *buf, size_t len);
bool chain_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, int value, MoveList *list,
                    char *buf, size_t len);
bool wider_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, const RuleOption *o,
                    MoveList *list, char *buf, size_t len);

/* reasons_men.c: how pieces move */

/* The direction d in which the line from a leads to b, or -1; *steps: points along it. */
int line_to(const Board *b, int from, int to, int *steps);
int far_row_point(const Variant *v, int side, const Move *m, const MoveDetail *d);
bool direction_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m, const MoveDetail *d,
                        const RuleOption *o, char *buf, size_t len);
void crown_sentence(const Variant *with, const Position *pos, const Move *m, const MoveDetail *d, int value, char *buf,
                    size_t len);
bool king_sentence(const Variant *with, const Variant *without, const Move *m, const MoveDetail *d, int value, char *buf,
                   size_t len);

/* reasons_revisit.c: the rules that refuse chains and steps */

/* Sentence for a move `without` refuses under piece_revisit, chain_revisit, chain_direction or
 * far_row_steps (key): the point it returns to, the jumps that go the same way, the far row it
 * steps from. False if key is none of them, or nothing of the move shows it. */
bool revisit_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, const char *key, char *buf,
                      size_t len);

#endif
