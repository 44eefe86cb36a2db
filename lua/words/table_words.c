/*
 * table_words.c — the endgame tables' values in words (table_words.h).
 */
#include "table_words.h"

#include "i18n.h"

void table_value_text(EgtbValue value, char *buf, size_t len)
{
    if (value.wdl == EGTB_DRAW)
        snprintf(buf, len, "%s", _("draw"));
    else if (value.wdl == EGTB_WIN)
        snprintf(buf, len, P_("win in %d ply", "win in %d plies", (unsigned long)value.dist), value.dist);
    else
        snprintf(buf, len, P_("loss in %d ply", "loss in %d plies", (unsigned long)value.dist), value.dist);
}

const char *table_value_name(EgtbValue value)
{
    return value.wdl == EGTB_WIN ? "win" : value.wdl == EGTB_LOSS ? "loss" : "draw";
}

EgtbValue table_move_value(EgtbValue successor)
{
    EgtbValue v = {successor.wdl == EGTB_WIN ? EGTB_LOSS : successor.wdl == EGTB_LOSS ? EGTB_WIN : EGTB_DRAW, 0};
    v.dist = v.wdl == EGTB_DRAW ? 0 : successor.dist + 1;
    return v;
}

/* The verdict on a move of value `after` in a position of value `before` (both for the mover);
 * returns its code. */
static const char *verdict(FILE *out, EgtbValue before, EgtbValue after)
{
    int longer = after.dist - before.dist;
    if (before.wdl == EGTB_WIN && after.wdl == EGTB_WIN && longer <= 0) {
        fputs(_("  It is one of the fastest ways to win.\n"), out);
        return "fastest_win";
    }
    if (before.wdl == EGTB_WIN && after.wdl == EGTB_WIN) {
        fprintf(out, P_("  It keeps the win, but the fastest way is %d ply shorter.\n",
                        "  It keeps the win, but the fastest way is %d plies shorter.\n", (unsigned long)longer),
                longer);
        return "slower_win";
    }
    if (before.wdl == EGTB_WIN && after.wdl == EGTB_DRAW) {
        fputs(_("  It throws the win away: the game is a draw with perfect play.\n"), out);
        return "win_to_draw";
    }
    if (before.wdl == EGTB_WIN) {
        fputs(_("  It throws the win away: it loses with perfect play.\n"), out);
        return "win_to_loss";
    }
    if (before.wdl == EGTB_DRAW && after.wdl == EGTB_DRAW) {
        fputs(_("  It keeps the draw.\n"), out);
        return "keeps_draw";
    }
    if (before.wdl == EGTB_DRAW) {
        fputs(_("  It loses a game that was a draw with perfect play.\n"), out);
        return "draw_to_loss";
    }
    if (after.dist >= before.dist) {
        fputs(_("  The game is lost whatever is played; this move holds out longest.\n"), out);
        return "longest_defence";
    }
    fprintf(out, P_("  The game is lost whatever is played; this move loses %d ply sooner than the best defence.\n",
                    "  The game is lost whatever is played; this move loses %d plies sooner than the best defence.\n",
                    (unsigned long)-longer),
            -longer);
    return "faster_loss";
}

const char *table_words_move(FILE *out, EgtbValue before, EgtbValue after)
{
    char was[64], is[64];
    table_value_text(before, was, sizeof was);
    table_value_text(after, is, sizeof is);
    fprintf(out, _("  Endgame tables, for the side that moves: %s before this move, %s after it.\n"), was, is);
    return verdict(out, before, after);
}
