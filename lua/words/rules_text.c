/*
 * rules_text.c — sentences for rule options.
 *
 * Each option value has one sentence; the king's name of the variant ("Mullah") stands where
 * the sentence says %s.
 */
#include "rules_text.h"

#include "markdown.h"

#include <string.h>

typedef struct Phrase {
    const char *key;
    int value;
    const char *text; /* may contain one %s: the king's name */
} Phrase;

static const Phrase phrases[] = {
    {"men_move", MEN_MOVE_FORWARD, "A man steps to the next point along a line, forward only: straight ahead or diagonally forward."},
    {"men_move", MEN_MOVE_FORWARD_SIDEWAYS, "A man steps to the next point along a line, forward or sideways along a horizontal line, never back."},
    {"men_move", MEN_MOVE_ANY, "A piece steps to the next point along a line, in any direction."},
    {"men_capture", MEN_CAPTURE_ANY, "A man captures by jumping over an enemy piece next to it along a line onto the empty point beyond, in any direction."},
    {"men_capture", MEN_CAPTURE_FORWARD, "A man captures by jumping over an enemy piece next to it along a line onto the empty point beyond, forward only."},
    {"capture", CAPTURE_COMPULSORY, "Capturing is compulsory: a player who can capture must."},
    {"capture", CAPTURE_OPTIONAL, "Capturing is optional."},
    {"capture", CAPTURE_HUFF, "Capturing is not forced, but a player who makes a move without capturing while a capture was possible may be huffed: at the start of their turn the opponent may first remove one of the pieces that could have captured (the piece that moved, on its new point), and then moves."},
    {"chain", CHAIN_MUST, "After a jump, a piece that can jump again must go on: a capture ends only when no further jump is possible."},
    {"chain", CHAIN_MAY, "After each jump the player may stop or, if the piece can, go on jumping."},
    {"chain", CHAIN_SINGLE, "A capture is a single jump."},
    {"majority", MAJORITY_COUNT, "The capture must take as many pieces as possible; among equal captures the player chooses."},
    {"majority", MAJORITY_NONE, "Any capture may be chosen, however many pieces it takes."},
    {"majority", MAJORITY_COUNT_THEN_KINGS, "The capture must take as many pieces as possible, and among those as many kings as possible."},
    {"removal", REMOVAL_END, "Captured pieces stay on the board until the move ends: they block the way and cannot be jumped twice."},
    {"removal", REMOVAL_IMMEDIATE, "Each captured piece leaves the board at once, so its point can be crossed or landed on later in the same move."},
    {"king", KING_FLYING, "A %s moves any number of empty points along a line, and captures an enemy piece at any distance along a line, with only empty points between, landing on any empty point beyond it."},
    {"king", KING_SHORT, "A %s moves and jumps like a man, but in every direction."},
    {"king", KING_NONE, "There is no promotion: men stay men on the far row."},
    {"king_landing", KING_LANDING_ANY, "After a capture the %s may land on any empty point beyond the captured piece."},
    {"king_landing", KING_LANDING_CONTINUE, "After a capture the %s must land on a point from which it can capture again, if there is one."},
    {"crown_mid_capture", CROWN_MID_IGNORE, "A man that reaches the far row in the middle of a capture and leaves it again is not crowned."},
    {"crown_mid_capture", CROWN_MID_STOP, "A man that reaches the far row in the middle of a capture stops there and is crowned."},
    {"crown_mid_capture", CROWN_MID_CROWN, "A man that reaches the far row in the middle of a capture is crowned at once and goes on capturing as a %s."},
    {"blocked", BLOCKED_LOSS, "A player who cannot move loses, as does a player with no pieces left."},
    {"blocked", BLOCKED_DRAW, "A player who has pieces but cannot move draws; a player with no pieces left loses."},
    {"shrink", SHRINK_POINT_ROWS, "The board shrinks: after each move, a row of points at either end of the board that holds no piece is removed from play, and no piece may enter it again."},
    {"shrink", SHRINK_SQUARE_STRIPS, "The board shrinks: after each move, a strip one square wide at any edge of the board that holds no piece is removed from play (its inner line stays as the new edge)."},
    /* the rules that refuse chains and steps: a sentence for the refusing value only, since the
     * default is what every other rule already says */
    {"far_row_steps", FAR_ROW_STEPS_FORBIDDEN, "A man on its far row moves only to capture."},
    {"piece_revisit", PIECE_REVISIT_FORBIDDEN, "A piece never moves back to a point it has stood on earlier in the game: neither a step nor any landing of a capture may return there."},
    {"chain_revisit", CHAIN_REVISIT_FORBIDDEN, "A capture may not land twice on one point, nor come back to where it started; a chain that could go on only that way is no capture at all (it is not cut short), and if no other capture is left the player may step."},
    {"chain_direction", CHAIN_DIRECTION_CHANGE, "Two jumps in a row of one capture may not go the same way; a chain that would is no capture at all."},
    {"setup", SETUP_RIGHT, "On the middle row each side takes the points to its right; the centre stays empty."},
    {"setup", SETUP_LEFT, "On the middle row each side takes the points to its left; the centre stays empty."},
    {"setup", SETUP_ALTERNATE, "On the middle row South takes the points next to the centre (and every second one beyond), North the others; the centre stays empty."},
};

/* Sentences that replace the jump's under capture_by=approach_withdrawal (Fanorona), and those of
 * the chain limits, which only that rule gives (for jumps they add nothing to say here). */
static const Phrase approach_phrases[] = {
    {"men_capture", MEN_CAPTURE_ANY, "A piece captures by a step along a line to an empty point, in any direction: by approach it takes the enemy piece just beyond the point it lands on, by withdrawal the enemy piece just behind the point it left, each with every enemy piece that follows without a gap along that line. Where one step could do both, the player chooses."},
    {"men_capture", MEN_CAPTURE_FORWARD, "A man captures by a step forward along a line to an empty point: by approach it takes the enemy piece just beyond the point it lands on, by withdrawal the enemy piece just behind the point it left, each with every enemy piece that follows without a gap along that line. Where one step could do both, the player chooses."},
    {"chain", CHAIN_MUST, "After a capture, a piece that can capture again with another step must go on."},
    {"chain", CHAIN_MAY, "After each capturing step the player may stop or, if the piece can, go on with another capturing step."},
    {"chain", CHAIN_SINGLE, "A capture is a single step."},
    {"chain_revisit", CHAIN_REVISIT_FORBIDDEN, "A piece never lands twice in one move on a point it has stood on, its starting point included."},
    {"chain_direction", CHAIN_DIRECTION_CHANGE, "Two capturing steps in a row never go in the same direction."},
    {"first_capture", FIRST_CAPTURE_SINGLE, "While neither side has lost a piece, a capture is one step only."},
};

/* Whether the board has a line straight ahead (a direction across the rows only). */
static bool has_straight_lines(const Board *b)
{
    for (int d = 0; d < b->ndirs; d++)
        if (b->dx[d] == 0)
            return true;
    return false;
}

const char *rules_text_sentence(const Variant *v, const char *key, int value, char *buf, size_t len)
{
    if (!strcmp(key, "men_move") && value == MEN_MOVE_FORWARD && !has_straight_lines(&v->board)) {
        snprintf(buf, len, "A man steps to the next point along a line, forward only: diagonally forward.");
        return buf; /* a board of diagonals only (draughts8) has no step straight ahead */
    }
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        for (size_t i = 0; i < sizeof approach_phrases / sizeof approach_phrases[0]; i++)
            if (!strcmp(approach_phrases[i].key, key) && approach_phrases[i].value == value) {
                snprintf(buf, len, approach_phrases[i].text, v->king_name);
                return buf;
            }
    for (size_t i = 0; i < sizeof phrases / sizeof phrases[0]; i++)
        if (!strcmp(phrases[i].key, key) && phrases[i].value == value) {
            snprintf(buf, len, phrases[i].text, v->king_name);
            return buf;
        }
    return NULL;
}

/* Writes the sentences of the listed options as one paragraph (Markdown: the king's name in them
 * is the script's, escaped). */
static void paragraph(FILE *out, const Variant *v, const char *const *keys)
{
    char buf[512];
    bool first = true;
    for (int i = 0; keys[i]; i++) {
        const RuleOption *o = rules_option(keys[i]);
        const char *s = o ? rules_text_sentence(v, keys[i], rules_get(&v->rules, o), buf, sizeof buf) : NULL;
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
    fprintf(out, "%s Further rules\n\n", hashes);
    markdown_write(out, text);
    fprintf(out, "%s\n\n", text[n - 1] == '.' ? "" : ".");
}

/* What resets the count: a capture, a huff (a piece leaves the board) and a man's step forward,
 * except that a man that may step back can undo any step. */
static void quiet_limit_sentence(FILE *out, const Rules *r)
{
    bool huff = r->capture == CAPTURE_HUFF, step = r->men_move != MEN_MOVE_ANY;
    fprintf(out, "%d moves in a row, counting both players', without a capture%s%s are a draw.", r->quiet_limit,
            huff ? (step ? ", a huff" : " or a huff") : "", step ? " or a man's step forward" : "");
}

void rules_text_write(FILE *out, const Variant *v, int level)
{
    const Rules *r = &v->rules;
    /* where a king lands matters only when it flies: a short king lands just beyond */
    const char *const *crowning = r->king == KING_FLYING
                                      ? (const char *const[]){"crown_mid_capture", "king", "king_landing", NULL}
                                      : (const char *const[]){"crown_mid_capture", "king", NULL};
    char hashes[8];
    snprintf(hashes, sizeof hashes, "%.*s", level, "######");
    const char *own = v->hooks && v->hooks->rules_text && v->hooks->rules_text[0] ? v->hooks->rules_text : NULL;
    if (own) { /* hooks that say how pieces move and capture replace the engine's sentences */
        fprintf(out, "%s Moves and captures\n\n", hashes);
        markdown_write(out, own);
        fprintf(out, "\n\n");
    } else {
        fprintf(out, "%s Moves\n\n", hashes);
        paragraph(out, v, (const char *const[]){"men_move", "far_row_steps", "piece_revisit", NULL});
        fprintf(out, "%s Captures\n\n", hashes);
        paragraph(out, v,
                  (const char *const[]){"men_capture", "capture", "chain", "chain_revisit", "chain_direction",
                                        "first_capture", "majority", "removal", NULL});
    }
    fprintf(out, "%s Crowning\n\n", hashes);
    if (r->king == KING_NONE)
        paragraph(out, v, (const char *const[]){"king", NULL});
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
        fprintf(out, "A man becomes a %s when its move ends on one of the points %s (%s's men) or %s (%s's men). ",
                markdown_text(v->king_name, king, sizeof king), pts[SOUTH],
                markdown_text(v->side_name[SOUTH], side[0], sizeof side[0]), pts[NORTH],
                markdown_text(v->side_name[NORTH], side[1], sizeof side[1]));
        paragraph(out, v, crowning);
    } else {
        char king[MARKDOWN_TEXT_SIZE(sizeof v->king_name)];
        fprintf(out, "A man whose move ends on the far row becomes a %s. ",
                markdown_text(v->king_name, king, sizeof king));
        paragraph(out, v, crowning);
    }
    if (r->shrink != SHRINK_NONE) {
        fprintf(out, "%s The shrinking board\n\n", hashes);
        paragraph(out, v, (const char *const[]){"shrink", NULL});
    }
    hook_rules(out, v, hashes);
    fprintf(out, "%s End of the game\n\n", hashes);
    paragraph(out, v, (const char *const[]){"blocked", NULL});
    if (r->repetition > 0)
        fprintf(out, "The same position with the same player to move for the %d%s time is a draw. ", r->repetition,
                r->repetition == 1 ? "st" : r->repetition == 2 ? "nd" : r->repetition == 3 ? "rd" : "th");
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
