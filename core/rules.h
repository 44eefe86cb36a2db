/*
 * rules.h — the rule options of docs/rules.md#options as one plain struct, and their vocabulary.
 *
 * The option table (rules_options) is the single list of keys and values: the loader, the
 * `--rule key=value` parser, help text and documentation all read it.
 */
#ifndef KHARBAGA_RULES_H
#define KHARBAGA_RULES_H

#include "types.h"

typedef enum { MEN_MOVE_FORWARD, MEN_MOVE_FORWARD_SIDEWAYS, MEN_MOVE_ANY } MenMove;
typedef enum { MEN_CAPTURE_ANY, MEN_CAPTURE_FORWARD } MenCapture;
typedef enum { CAPTURE_COMPULSORY, CAPTURE_OPTIONAL, CAPTURE_HUFF } CaptureRule;
typedef enum { CHAIN_MUST, CHAIN_MAY, CHAIN_SINGLE } ChainRule;
typedef enum { MAJORITY_COUNT, MAJORITY_NONE, MAJORITY_COUNT_THEN_KINGS } MajorityRule;
typedef enum { REMOVAL_END, REMOVAL_IMMEDIATE } RemovalRule;
typedef enum { KING_FLYING, KING_SHORT, KING_NONE } KingRule;
typedef enum { KING_LANDING_ANY, KING_LANDING_CONTINUE } KingLanding;
typedef enum { CROWN_MID_IGNORE, CROWN_MID_STOP, CROWN_MID_CROWN } CrownMidCapture;
typedef enum { CROWN_ROW_FAR } CrownRow;
typedef enum { BLOCKED_LOSS, BLOCKED_DRAW } BlockedRule;
typedef enum { SHRINK_NONE, SHRINK_POINT_ROWS, SHRINK_SQUARE_STRIPS } ShrinkRule;
typedef enum { SETUP_RIGHT, SETUP_LEFT, SETUP_ALTERNATE } SetupRule;
typedef enum { CAPTURE_BY_JUMP, CAPTURE_BY_APPROACH_WITHDRAWAL } CaptureBy;
typedef enum { CHAIN_REVISIT_ALLOWED, CHAIN_REVISIT_FORBIDDEN } ChainRevisit;
typedef enum { CHAIN_DIRECTION_ANY, CHAIN_DIRECTION_CHANGE } ChainDirection;
typedef enum { FIRST_CAPTURE_CHAIN, FIRST_CAPTURE_SINGLE } FirstCapture;
typedef enum { PIECE_REVISIT_ALLOWED, PIECE_REVISIT_FORBIDDEN } PieceRevisit;
typedef enum { FAR_ROW_STEPS_ALLOWED, FAR_ROW_STEPS_FORBIDDEN } FarRowSteps;

struct Rules {
    int men_move, men_capture, capture, chain, majority, removal, king, king_landing;
    int crown_mid_capture, crown_row, blocked, shrink, setup;
    int repetition;  /* Nth occurrence of a position draws; 0 = off */
    int quiet_limit; /* plies without capture, huff or irreversible step that draw; 0 = off */
    /* Capture mechanisms beyond the jump (Fanorona) and Bell's Alquerque. */
    int capture_by, chain_revisit, chain_direction, first_capture, piece_revisit, far_row_steps;
};

/* The rule options, each an index of rules_options: a table of anything else said of each option
 * (its sentences and its place on a rules page, lua/words/option_words.c) is indexed by it too. */
typedef enum RuleKey {
    RULE_MEN_MOVE, RULE_MEN_CAPTURE, RULE_CAPTURE, RULE_CHAIN, RULE_MAJORITY, RULE_REMOVAL, RULE_KING,
    RULE_KING_LANDING, RULE_CROWN_MID_CAPTURE, RULE_CROWN_ROW, RULE_BLOCKED, RULE_SHRINK, RULE_SETUP,
    RULE_REPETITION, RULE_QUIET_LIMIT, RULE_CAPTURE_BY, RULE_CHAIN_REVISIT, RULE_CHAIN_DIRECTION,
    RULE_FIRST_CAPTURE, RULE_PIECE_REVISIT, RULE_FAR_ROW_STEPS,
    RULE_COUNT
} RuleKey;

/* One option: its key, its field, and either its value names or an integer range. */
typedef struct RuleOption {
    const char *key;
    size_t offset;             /* of the int field in Rules */
    const char *values[4];     /* NULL-terminated value names; values[0] == NULL for integers */
    int min, max;              /* integer range */
    const char *help;
} RuleOption;

extern const RuleOption rules_options[RULE_COUNT]; /* indexed by RuleKey, in docs/rules.md#options' order */
extern const int rules_option_count;                /* RULE_COUNT */

/* The defaults of docs/rules.md#options (Kharbaga's standard rules). */
void rules_default(Rules *r);

/* The option called key, or NULL. */
const RuleOption *rules_option(const char *key);

/* The index of option o (one of rules_options) in the table. */
RuleKey rules_key(const RuleOption *o);

/* Sets key to value (a value name, or a number for integer options). False for an unknown key
 * (ERR_OTHER) or a value the option does not take (ERR_BAD_VALUE: "rule key=value: expected
 * ...", err->detail marking the "expected ..." part). */
bool rules_set(Rules *r, const char *key, const char *value, Err *err);

/* Sets from "key=value". */
bool rules_set_pair(Rules *r, const char *pair, Err *err);

/* Whether the n changes ("key=value") of one list (a --rule list, a dispute choice, a record's
 * Rules tag) change each rule once: given twice, the last would win without a word. Names the
 * rule and both changes otherwise. */
bool rules_changes_distinct(const char *const *changes, int n, Err *err);

/* What option o takes, as rules_set words it: "expected end or immediate", "expected a whole
 * number from 0 to 100". */
void rules_expected_text(const RuleOption *o, char *buf, size_t len);

/* The current value of an option as text (into buf for integers). */
const char *rules_value_text(const Rules *r, const RuleOption *o, char *buf, size_t len);

int rules_get(const Rules *r, const RuleOption *o);

/* "key=value key=value ..." for every option that differs between a and b (all if b is NULL). */
void rules_describe(const Rules *a, const Rules *b, char *buf, size_t len);

#endif
