/*
 * option_words.c — the table of what the words say of each rule option: its sentences, its
 * paragraph and its rank for a learner (option_words.h).
 */
#include "option_words.h"

#include "i18n.h"

/* The rules that refuse chains and steps (chain_revisit, chain_direction, piece_revisit,
 * far_row_steps) have a sentence for the refusing value only: the other is what every other rule
 * already says. */
const OptionWords option_words[RULE_COUNT] = {
    [RULE_MEN_MOVE] = {.paragraph = PARAGRAPH_MOVES, .place = 1, .rank = 4,
     .sentence = {
         [MEN_MOVE_FORWARD] = N_("A man steps to the next point along a line, forward only: straight ahead or diagonally forward."),
         [MEN_MOVE_FORWARD_SIDEWAYS] = N_("A man steps to the next point along a line, forward or sideways along a horizontal line, never back."),
         [MEN_MOVE_ANY] = N_("A piece steps to the next point along a line, in any direction."),
     }},
    [RULE_MEN_CAPTURE] = {.paragraph = PARAGRAPH_CAPTURES, .place = 1, .rank = 5,
     .sentence = {
         [MEN_CAPTURE_ANY] = N_("A man captures by jumping over an enemy piece next to it along a line onto the empty point beyond, in any direction."),
         [MEN_CAPTURE_FORWARD] = N_("A man captures by jumping over an enemy piece next to it along a line onto the empty point beyond, forward only."),
     },
     .approach = {
         [MEN_CAPTURE_ANY] = N_("A piece captures by a step along a line to an empty point, in any direction: by approach it takes the enemy piece just beyond the point it lands on, by withdrawal the enemy piece just behind the point it left, each with every enemy piece that follows without a gap along that line. Where one step could do both, the player chooses."),
         [MEN_CAPTURE_FORWARD] = N_("A man captures by a step forward along a line to an empty point: by approach it takes the enemy piece just beyond the point it lands on, by withdrawal the enemy piece just behind the point it left, each with every enemy piece that follows without a gap along that line. Where one step could do both, the player chooses."),
     }},
    [RULE_CAPTURE] = {.paragraph = PARAGRAPH_CAPTURES, .place = 2, .rank = 1,
     .sentence = {
         [CAPTURE_COMPULSORY] = N_("Capturing is compulsory: a player who can capture must."),
         [CAPTURE_OPTIONAL] = N_("Capturing is optional."),
         [CAPTURE_HUFF] = N_("Capturing is not forced, but a player who makes a move without capturing while a capture was possible may be huffed: at the start of their turn the opponent may first remove one of the pieces that could have captured (the piece that moved, on its new point), and then moves."),
     }},
    [RULE_CHAIN] = {.paragraph = PARAGRAPH_CAPTURES, .place = 3, .rank = 3,
     .sentence = {
         [CHAIN_MUST] = N_("After a jump, a piece that can jump again must go on: a capture ends only when no further jump is possible."),
         [CHAIN_MAY] = N_("After each jump the player may stop or, if the piece can, go on jumping."),
         [CHAIN_SINGLE] = N_("A capture is a single jump."),
     },
     .approach = {
         [CHAIN_MUST] = N_("After a capture, a piece that can capture again with another step must go on."),
         [CHAIN_MAY] = N_("After each capturing step the player may stop or, if the piece can, go on with another capturing step."),
         [CHAIN_SINGLE] = N_("A capture is a single step."),
     }},
    [RULE_MAJORITY] = {.paragraph = PARAGRAPH_CAPTURES, .place = 7, .rank = 2,
     .sentence = {
         [MAJORITY_COUNT] = N_("The capture must take as many pieces as possible; among equal captures the player chooses."),
         [MAJORITY_NONE] = N_("Any capture may be chosen, however many pieces it takes."),
         [MAJORITY_COUNT_THEN_KINGS] = N_("The capture must take as many pieces as possible, and among those as many kings as possible."),
     }},
    [RULE_REMOVAL] = {.paragraph = PARAGRAPH_CAPTURES, .place = 8, .rank = 6,
     .sentence = {
         [REMOVAL_END] = N_("Captured pieces stay on the board until the move ends: they block the way and cannot be jumped twice."),
         [REMOVAL_IMMEDIATE] = N_("Each captured piece leaves the board at once, so its point can be crossed or landed on later in the same move."),
     }},
    [RULE_KING] = {.paragraph = PARAGRAPH_CROWNING, .place = 2, .rank = 7,
     .sentence = {
         [KING_FLYING] = N_("A %s moves any number of empty points along a line, and captures an enemy piece at any distance along a line, with only empty points between, landing on any empty point beyond it."),
         [KING_SHORT] = N_("A %s moves and jumps like a man, but in every direction."),
         [KING_NONE] = N_("There is no promotion: men stay men on the far row."),
     }},
    [RULE_KING_LANDING] = {.paragraph = PARAGRAPH_CROWNING, .place = 3, .rank = 8,
     .sentence = {
         [KING_LANDING_ANY] = N_("After a capture the %s may land on any empty point beyond the captured piece."),
         [KING_LANDING_CONTINUE] = N_("After a capture the %s must land on a point from which it can capture again, if there is one."),
     }},
    [RULE_CROWN_MID_CAPTURE] = {.paragraph = PARAGRAPH_CROWNING, .place = 1, .rank = 9,
     .sentence = {
         [CROWN_MID_IGNORE] = N_("A man that reaches the far row in the middle of a capture and leaves it again is not crowned."),
         [CROWN_MID_STOP] = N_("A man that reaches the far row in the middle of a capture stops there and is crowned."),
         [CROWN_MID_CROWN] = N_("A man that reaches the far row in the middle of a capture is crowned at once and goes on capturing as a %s."),
     }},
    /* the far row: said with the crowning itself (rules_text.c) */
    [RULE_CROWN_ROW] = {.paragraph = PARAGRAPH_NONE},
    [RULE_BLOCKED] = {.paragraph = PARAGRAPH_END, .place = 1,
     .sentence = {
         [BLOCKED_LOSS] = N_("A player who cannot move loses, as does a player with no pieces left."),
         [BLOCKED_DRAW] = N_("A player who has pieces but cannot move draws; a player with no pieces left loses."),
     }},
    [RULE_SHRINK] = {.paragraph = PARAGRAPH_SHRINKING, .place = 1,
     .sentence = {
         [SHRINK_POINT_ROWS] = N_("The board shrinks: after each move, a row of points at either end of the board that holds no piece is removed from play, and no piece may enter it again."),
         [SHRINK_SQUARE_STRIPS] = N_("The board shrinks: after each move, a strip one square wide at any edge of the board that holds no piece is removed from play (its inner line stays as the new edge)."),
     }},
    /* said with the start position (cmd_rules.c) */
    [RULE_SETUP] = {.paragraph = PARAGRAPH_NONE,
     .sentence = {
         [SETUP_RIGHT] = N_("On the middle row each side takes the points to its right; the centre stays empty."),
         [SETUP_LEFT] = N_("On the middle row each side takes the points to its left; the centre stays empty."),
         [SETUP_ALTERNATE] = N_("On the middle row South takes the points next to the centre (and every second one beyond), North the others; the centre stays empty."),
     }},
    /* said with its number in "End of the game" (rules_text.c) */
    [RULE_REPETITION] = {.paragraph = PARAGRAPH_NONE},
    /* said with its number in "End of the game" (rules_text.c) */
    [RULE_QUIET_LIMIT] = {.paragraph = PARAGRAPH_NONE},
    /* said by the sentences of the captures themselves: their .approach under approach_withdrawal */
    [RULE_CAPTURE_BY] = {.paragraph = PARAGRAPH_NONE},
    [RULE_CHAIN_REVISIT] = {.paragraph = PARAGRAPH_CAPTURES, .place = 4, .rank = 12,
     .sentence = {
         [CHAIN_REVISIT_FORBIDDEN] = N_("A capture may not land twice on one point, nor come back to where it started; a chain that could go on only that way is no capture at all (it is not cut short), and if no other capture is left the player may step."),
     },
     .approach = {
         [CHAIN_REVISIT_FORBIDDEN] = N_("A piece never lands twice in one move on a point it has stood on, its starting point included."),
     }},
    [RULE_CHAIN_DIRECTION] = {.paragraph = PARAGRAPH_CAPTURES, .place = 5, .rank = 13,
     .sentence = {
         [CHAIN_DIRECTION_CHANGE] = N_("Two jumps in a row of one capture may not go the same way; a chain that would is no capture at all."),
     },
     .approach = {
         [CHAIN_DIRECTION_CHANGE] = N_("Two capturing steps in a row never go in the same direction."),
     }},
    [RULE_FIRST_CAPTURE] = {.paragraph = PARAGRAPH_CAPTURES, .place = 6,
     .approach = {
         [FIRST_CAPTURE_SINGLE] = N_("While neither side has lost a piece, a capture is one step only."),
     }},
    [RULE_PIECE_REVISIT] = {.paragraph = PARAGRAPH_MOVES, .place = 3, .rank = 11,
     .sentence = {
         [PIECE_REVISIT_FORBIDDEN] = N_("A piece never moves back to a point it has stood on earlier in the game: neither a step nor any landing of a capture may return there."),
     }},
    [RULE_FAR_ROW_STEPS] = {.paragraph = PARAGRAPH_MOVES, .place = 2, .rank = 10,
     .sentence = {
         [FAR_ROW_STEPS_FORBIDDEN] = N_("A man on its far row moves only to capture."),
     }},
};
