/*
 * rules_text.c — the rules of a game in words: the sentences of its option values (their table:
 * option_words.c), each in its paragraph. The king's name of the variant ("Mullah") stands where
 * a sentence says %s.
 */
#include "rules_text.h"

#include "i18n.h"
#include "markdown.h"
#include "option_words.h"

#include <string.h>

/* Whether the board has a line straight ahead (a direction across the rows only). */
static bool has_straight_lines(const Board *b)
{
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] == 0)
            return true;
    return false;
}

const char *rules_text_sentence(const Variant *v, RuleKey option, int value, char *buf, size_t len)
{
    if (option == RULE_MEN_MOVE && value == MEN_MOVE_FORWARD && !has_straight_lines(&v->board)) {
        snprintf(buf, len, "%s", _("A man steps to the next point along a line, forward only: diagonally forward."));
        return buf; /* a board of diagonals only (draughts8) has no step straight ahead */
    }
    if (value < 0 || value >= 4)
        return NULL;
    const OptionWords *w = &option_words[option];
    const char *text = w->sentence[value];
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL && w->approach[value])
        text = w->approach[value];
    if (!text)
        return NULL;
    snprintf(buf, len, _(text), v->king_name); /* a sentence of option_words.c, in the language */
    return buf;
}

/* Writes the sentences of the options of paragraph p, in their places, as one paragraph
 * (Markdown: the king's name in them is the script's, escaped), leaving out the options of the
 * mask `left_out` (1 << RuleKey). */
static void paragraph(FILE *out, const Variant *v, RulesParagraph p, unsigned left_out)
{
    char buf[512];
    bool first = true;
    for (int place = 1; place <= RULE_COUNT; place++)
        for (int k = 0; k < RULE_COUNT; k++) {
            if (option_words[k].paragraph != p || option_words[k].place != place || (left_out & 1u << k))
                continue;
            const char *s = rules_text_sentence(v, (RuleKey)k, rules_get(&v->rules, &rules_options[k]), buf, sizeof buf);
            if (s) {
                fprintf(out, "%s", first ? "" : " ");
                markdown_write(out, s);
                first = false;
            }
        }
    fprintf(out, "\n\n");
}

/* The rules the variant's Lua hooks add, as their description says them, or nothing. */
static void hook_rules(FILE *out, const Variant *v, const char *hashes)
{
    const char *text = v->hooks ? v->hooks->description : NULL;
    if (!text || !text[0])
        return;
    size_t n = strlen(text);
    fprintf(out, "%s %s\n\n", hashes, _("Further rules"));
    markdown_write(out, text);
    fprintf(out, "%s\n\n", text[n - 1] == '.' ? "" : ".");
}

/* What resets the count: a capture, a huff (a piece leaves the board) and a man's step forward,
 * except that a man that may step back can undo any step. */
static void quiet_limit_sentence(FILE *out, const Rules *r)
{
    bool huff = r->capture == CAPTURE_HUFF, step = r->men_move != MEN_MOVE_ANY;
    unsigned long n = (unsigned long)r->quiet_limit;
    if (huff && step)
        fprintf(out,
                P_("%d move in a row, counting both players', without a capture, a huff or a man's step forward "
                   "are a draw.",
                   "%d moves in a row, counting both players', without a capture, a huff or a man's step forward "
                   "are a draw.", n),
                r->quiet_limit);
    else if (huff)
        fprintf(out,
                P_("%d move in a row, counting both players', without a capture or a huff are a draw.",
                   "%d moves in a row, counting both players', without a capture or a huff are a draw.", n),
                r->quiet_limit);
    else if (step)
        fprintf(out,
                P_("%d move in a row, counting both players', without a capture or a man's step forward are a draw.",
                   "%d moves in a row, counting both players', without a capture or a man's step forward are a "
                   "draw.", n),
                r->quiet_limit);
    else
        fprintf(out,
                P_("%d move in a row, counting both players', without a capture are a draw.",
                   "%d moves in a row, counting both players', without a capture are a draw.", n),
                r->quiet_limit);
}

void rules_text_write(FILE *out, const Variant *v, int level)
{
    const Rules *r = &v->rules;
    /* where a king lands matters only when it flies: a short king lands just beyond; without kings
     * only that there are none is said */
    unsigned crowning = r->king == KING_FLYING ? 0 : 1u << RULE_KING_LANDING;
    char hashes[8];
    snprintf(hashes, sizeof hashes, "%.*s", level, "######");
    const char *own = v->hooks && v->hooks->rules_text && v->hooks->rules_text[0] ? v->hooks->rules_text : NULL;
    if (own) { /* hooks that say how pieces move and capture replace the engine's sentences */
        fprintf(out, "%s %s\n\n", hashes, _("Moves and captures"));
        markdown_write(out, own);
        fprintf(out, "\n\n");
    } else {
        fprintf(out, "%s %s\n\n", hashes, _("Moves"));
        paragraph(out, v, PARAGRAPH_MOVES, 0);
        fprintf(out, "%s %s\n\n", hashes, _("Captures"));
        paragraph(out, v, PARAGRAPH_CAPTURES, 0);
    }
    fprintf(out, "%s %s\n\n", hashes, _("Crowning"));
    if (r->king == KING_NONE)
        paragraph(out, v, PARAGRAPH_CROWNING, 1u << RULE_CROWN_MID_CAPTURE | 1u << RULE_KING_LANDING);
    else if (v->explicit_crown) {
        char pts[2][512];
        for (int s = 0; s < 2; s++) {
            pts[s][0] = '\0';
            int p;
            BITS_FOREACH(p, v->crown[s])
            {
                size_t used = strlen(pts[s]);
                snprintf(pts[s] + used, sizeof pts[s] - used, "%s%s", used ? ", " : "", v->board.name[p]);
            }
        }
        char king[MARKDOWN_TEXT_SIZE(sizeof v->king_name)], side[2][MARKDOWN_TEXT_SIZE(sizeof v->side_name[0])];
        fprintf(out, _("A man becomes a %s when its move ends on one of the points %s (%s's men) or %s (%s's men)."),
                markdown_text(v->king_name, king, sizeof king), pts[SOUTH],
                markdown_text(v->side_name[SOUTH], side[0], sizeof side[0]), pts[NORTH],
                markdown_text(v->side_name[NORTH], side[1], sizeof side[1]));
        fputs(" ", out);
        paragraph(out, v, PARAGRAPH_CROWNING, crowning);
    } else {
        char king[MARKDOWN_TEXT_SIZE(sizeof v->king_name)];
        fprintf(out, _("A man whose move ends on the far row becomes a %s."),
                markdown_text(v->king_name, king, sizeof king));
        fputs(" ", out);
        paragraph(out, v, PARAGRAPH_CROWNING, crowning);
    }
    if (r->shrink != SHRINK_NONE) {
        fprintf(out, "%s %s\n\n", hashes, _("The shrinking board"));
        paragraph(out, v, PARAGRAPH_SHRINKING, 0);
    }
    hook_rules(out, v, hashes);
    fprintf(out, "%s %s\n\n", hashes, _("End of the game"));
    paragraph(out, v, PARAGRAPH_END, 0);
    if (r->repetition > 0) { /* an ordinal: a whole sentence for each English ending */
        if (r->repetition == 1)
            fprintf(out, _("The same position with the same player to move for the %dst time is a draw."), r->repetition);
        else if (r->repetition == 2)
            fprintf(out, _("The same position with the same player to move for the %dnd time is a draw."), r->repetition);
        else if (r->repetition == 3)
            fprintf(out, _("The same position with the same player to move for the %drd time is a draw."), r->repetition);
        else
            fprintf(out, _("The same position with the same player to move for the %dth time is a draw."), r->repetition);
        fputs(" ", out);
    }
    if (r->quiet_limit > 0)
        quiet_limit_sentence(out, r);
    if (r->repetition > 0 || r->quiet_limit > 0)
        fprintf(out, "\n\n");
}

const char *rules_text_capture_unit(const Variant *v, int n)
{
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        return n == 1 ? "capturing step" : "capturing steps";
    return n == 1 ? "jump" : "jumps";
}
