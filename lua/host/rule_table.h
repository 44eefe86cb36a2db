/*
 * rule_table.h — rule options as a script writes them (removal = "immediate", repetition = 3),
 * each value checked against the option table. One wording for every problem with such a value,
 * wherever it stands: a game's rules, a ruleset, a test's or a lesson's rule changes.
 */
#ifndef KHARBAGA_RULE_TABLE_H
#define KHARBAGA_RULE_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "rules.h"

typedef struct lua_State lua_State; /* lua.h's: this header is also read where Lua's are not */

/* "key=value": an option's name and one of its values, both far shorter than this. */
enum { RULE_CHANGE_LEN = 48 };

/* Sets option o of *r from the Lua value at idx (a string, or a whole number). True with the
 * value's text in value; false with the problem in msg, translated ("'soon' is not a value of
 * this option; expected end or immediate"), and in value the text when there was one, else "". */
bool rule_value_read(lua_State *L, int idx, const RuleOption *o, Rules *r, char *value, size_t vlen, char *msg,
                     size_t mlen);

/* Where rule_changes_read reports a problem: the field as written ("rules.chain", or "rules"),
 * its key, the value's text (NULL if it has none) and the message, translated. */
typedef void (*RuleTableProblem)(void *ctx, const char *field, const char *key, const char *value, const char *msg);

/* The rule changes `rules = { chain = "may", ... }` at idx (nil: none), each key a rule option
 * and each value one of it (checked on the default rules), kept as "key=value" in out in the
 * table's order, at most max of them. Returns how many were kept; every problem goes to
 * problem(ctx, ...). */
int rule_changes_read(lua_State *L, int idx, char (*out)[RULE_CHANGE_LEN], int max, RuleTableProblem problem,
                      void *ctx);

#endif
