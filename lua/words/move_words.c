/*
 * move_words.c — what a legal move does, in words (move_words.h).
 */
#include "move_words.h"

#include "i18n.h"
#include "notation.h"

#include <stdio.h>

/* "captures 2 pieces (b2, c3) in 2 jumps" (or "in 2 capturing steps", Fanorona's), into buf. */
static void capture_words(const Variant *v, const Move *m, char *caught, size_t caughtlen, char *in, size_t inlen)
{
    char caps[MAX_POINTS * (MAX_NAME + 2)];
    points_to_text(v, m->captured, ", ", caps, sizeof caps);
    snprintf(caught, caughtlen, P_("captures %d piece (%s)", "captures %d pieces (%s)", (unsigned long)m->ncaptured),
             m->ncaptured, caps);
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        snprintf(in, inlen, P_("in %d capturing step", "in %d capturing steps", (unsigned long)m->npath), m->npath);
    else
        snprintf(in, inlen, P_("in %d jump", "in %d jumps", (unsigned long)m->npath), m->npath);
}

void move_words(const Variant *v, const Position *pos, const Move *m, KingMoveWord king_word, char *buf, size_t len)
{
    bool king = position_is_king(pos, m->from);
    const char *from = v->board.name[m->from], *to = v->board.name[m->to];
    if (m->ncaptured) {
        char caught[512], in[128];
        capture_words(v, m, caught, sizeof caught, in, sizeof in);
        if (king)
            snprintf(buf, len, _("the %s on %s %s %s"), v->king_name, from, caught, in);
        else
            snprintf(buf, len, _("the man on %s %s %s"), from, caught, in);
    } else if (king) {
        snprintf(buf, len, king_word == KING_MOVES ? _("the %s on %s moves to %s") : _("the %s on %s steps to %s"),
                 v->king_name, from, to);
    } else {
        snprintf(buf, len, _("the man on %s steps to %s"), from, to);
    }
}
