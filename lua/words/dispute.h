/*
 * dispute.h — one position under several rule choices.
 *
 * The legal moves are grouped by the choices they are legal under, each difference explained
 * by the rule that makes it (lua/words/reasons.h). Two more kinds of difference are reported: a move
 * legal under every choice that leads to different positions (a man crowned under one rule
 * only, a row that dies on a shrinking board, a piece the opponent may huff), and a position
 * without moves that ends the game differently (blocked=loss or draw).
 */
#ifndef KHARBAGA_DISPUTE_H
#define KHARBAGA_DISPUTE_H

#include "gamedef.h"
#include "move.h"
#include "reasons.h"

#include <stdio.h>

enum {
    DISPUTE_MAX_CHOICES = 8,
    DISPUTE_SPEC = 256,     /* the longest choice text, with its NUL */
    DISPUTE_MAX_RULES = 32, /* rule changes under every choice */
};

typedef struct RuleChoice {
    char label;              /* 'A', 'B', ... */
    char spec[DISPUTE_SPEC]; /* as the user wrote it ("" for the base rules) */
    char shown[DISPUTE_SPEC]; /* as printed */
    Variant *v;
    Variant *candidates;     /* with hooks: v's own candidate twin (core/variant.h) */
    MoveList moves;          /* the legal moves of the disputed position */
} RuleChoice;

typedef struct Choices {
    int n;
    RuleChoice c[DISPUTE_MAX_CHOICES];
    ScratchVariant *scratch;
    bool starts_differ; /* the choices' setups give different start positions (lua/cmd/dispute/cmd_dispute.c) */
} Choices;

/* What every choice starts from: the game, and the ruleset and rule changes given for all. */
typedef struct ChoiceBase {
    GameDef *def;
    const char *ruleset;      /* NULL: the game's first */
    const char *const *rules; /* "key=value", at most DISPUTE_MAX_RULES */
    int nrules;
} ChoiceBase;

/* Sets up n choices from their SPECs: a ruleset and/or rule changes ("ruleset=german",
 * "removal=immediate chain=may"), applied on top of base's ruleset and rules (an empty SPEC is
 * those alone). `shown`, if not NULL, gives the text printed for each.
 * OUT: on failure, false, the index of the choice refused in *failed (-1 when memory ran out)
 * and the reason in err; choices_free releases what was set up either way. */
bool choices_setup(Choices *cs, const ChoiceBase *base, const char *const *specs, const char *const *shown, int n,
                   int *failed, Err *err);

void choices_free(Choices *cs);

/* Generates every choice's legal moves in pos. Returns -1, or the index of the first choice
 * whose generation failed: its list says why (hook_failed: a variant hook failed, the game's
 * gamedef_hook_error has the reason; overflow: the position is beyond the generator's limits). */
int choices_generate(Choices *cs, const Position *pos);

/* Whether the choices disagree in pos (after choices_generate): a move legal under some only,
 * a common move with different results, or no move at all with different endings. */
bool choices_disagree(Choices *cs, const Position *pos);

/* Bit mask of the choices under which m is legal. */
unsigned choices_legal_mask(const Choices *cs, const Move *m);

/* The comparison as text: the position drawn (last, if not NULL, with its detail, marked as the
 * move that led to it), the choices, then the groups of moves with their reasons. */
void dispute_write_text(FILE *out, Choices *cs, const Variant *base, const Position *pos, const Move *last,
                        const MoveDetail *last_detail);

/* The labels of the choices in mask: "A, C" (text; "none" for no choice) or ["A","C"] (json). */
void dispute_write_labels(FILE *out, const Choices *cs, unsigned mask, bool json);

/* The comparison as one JSON object (no newline after it). */
void dispute_write_json(FILE *out, Choices *cs, const Variant *base, const Position *pos);

/* That object's members without its braces, for a writer that adds members of its own. */
void dispute_write_json_members(FILE *out, Choices *cs, const Variant *base, const Position *pos);

#endif
