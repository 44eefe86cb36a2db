/*
 * move_words.c — what a legal move does, in words (move_words.h).
 */
#include "move_words.h"

#include "i18n.h"
#include "notation.h"

#include <stdio.h>

/* A capture in one whole sentence, into buf: "the man on c3 captures 2 pieces (d4, d6) in 2 jumps"
 * (king: "the Mullah on ..."; Fanorona's "... in 1 capturing step"). Each sentence counts one
 * number with its plural: a jump takes one piece, so a capture by jumps has as many jumps as pieces
 * and its sentence says the number twice; a capture by approach or withdrawal says its steps
 * without a second number where there are more than one (its move text shows them). */
static void capture_words(const Variant *v, const Move *m, bool king, const char *from, char *buf, size_t len)
{
    char caps[MAX_POINTS * (MAX_NAME + 2)];
    points_to_text(v, m->captured, ", ", caps, sizeof caps);
    int n = m->ncaptured;
    unsigned long count = (unsigned long)n;
    if (v->rules.capture_by != CAPTURE_BY_APPROACH_WITHDRAWAL) {
        if (king)
            /* TRANSLATORS: the king's name (a game's text, e.g. "Mullah"), its point, the number of
             * pieces it captures, their points, and the number of jumps, which is always the same
             * number: one jump, one piece. */
            snprintf(buf, len, P_("the %s on %s captures %d piece (%s) in %d jump",
                                  "the %s on %s captures %d pieces (%s) in %d jumps", count),
                     v->king_name, from, n, caps, n);
        else
            /* TRANSLATORS: the man's point, the number of pieces it captures, their points, and
             * the number of jumps, which is always the same number: one jump, one piece. */
            snprintf(buf, len, P_("the man on %s captures %d piece (%s) in %d jump",
                                  "the man on %s captures %d pieces (%s) in %d jumps", count),
                     from, n, caps, n);
    } else if (m->npath == 1 && king) {
        snprintf(buf, len, P_("the %s on %s captures %d piece (%s) in 1 capturing step",
                              "the %s on %s captures %d pieces (%s) in 1 capturing step", count),
                 v->king_name, from, n, caps);
    } else if (m->npath == 1) {
        /* TRANSLATORS: Fanorona's capture by approach or withdrawal, in one step. */
        snprintf(buf, len, P_("the man on %s captures %d piece (%s) in 1 capturing step",
                              "the man on %s captures %d pieces (%s) in 1 capturing step", count),
                 from, n, caps);
    } else if (king) {
        snprintf(buf, len, P_("the %s on %s captures %d piece (%s) in several capturing steps",
                              "the %s on %s captures %d pieces (%s) in several capturing steps", count),
                 v->king_name, from, n, caps);
    } else {
        /* TRANSLATORS: Fanorona's capture by approach or withdrawal, in two steps or more. */
        snprintf(buf, len, P_("the man on %s captures %d piece (%s) in several capturing steps",
                              "the man on %s captures %d pieces (%s) in several capturing steps", count),
                 from, n, caps);
    }
}

void move_words(const Variant *v, const Position *pos, const Move *m, KingMoveWord king_word, char *buf, size_t len)
{
    bool king = position_is_king(pos, m->from);
    const char *from = v->board.name[m->from], *to = v->board.name[m->to];
    if (m->ncaptured) {
        capture_words(v, m, king, from, buf, len);
    } else if (king) {
        snprintf(buf, len, king_word == KING_MOVES ? _("the %s on %s moves to %s") : _("the %s on %s steps to %s"),
                 v->king_name, from, to);
    } else {
        snprintf(buf, len, _("the man on %s steps to %s"), from, to);
    }
}
