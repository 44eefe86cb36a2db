/*
 * option_words.h — what the words say of each rule option, in one table indexed by the option
 * (RuleKey, core/rules.h): a sentence for each value, the paragraph of a rules page it goes in and
 * its place there, and the rank at which a learner meets it. A new option is one entry here; an
 * entry left out fails test_option_words.
 */
#ifndef KHARBAGA_OPTION_WORDS_H
#define KHARBAGA_OPTION_WORDS_H

#include "rules.h"

/* The paragraph of a rules page (rules_text.c) that says an option. */
typedef enum RulesParagraph {
    PARAGRAPH_UNSET, /* an entry left out of the table */
    PARAGRAPH_NONE,  /* said elsewhere on the page, or by its own code */
    PARAGRAPH_MOVES,
    PARAGRAPH_CAPTURES,
    PARAGRAPH_CROWNING,
    PARAGRAPH_SHRINKING,
    PARAGRAPH_END,
} RulesParagraph;

typedef struct OptionWords {
    RulesParagraph paragraph;
    int place; /* its order in the paragraph, from 1 */
    int rank;  /* the order in which a learner meets it, from 1: of several single rule changes that
                  would make a typed move legal, the first is the rule it breaks worth saying
                  (illegal.c); 0: after every one that has a rank */
    const char *sentence[4]; /* one for each value, with one %s for the king's name where it stands;
                                NULL: none */
    const char *approach[4]; /* under capture_by=approach_withdrawal, in place of sentence[value];
                                NULL: sentence[value] */
} OptionWords;

extern const OptionWords option_words[RULE_COUNT];

#endif
