/*
 * dispute_cmd.h — the dispute command's own helpers: rule choices taken from the command line,
 * with their errors printed (dispute_choices.c), and the dispute of a game record
 * (dispute_record.c). The comparison itself is lua/words/dispute.h.
 */
#ifndef KHARBAGA_DISPUTE_CMD_H
#define KHARBAGA_DISPUTE_CMD_H

#include "cli.h"
#include "dispute.h"

_Static_assert((int)CLI_MAX_SPEC_LEN < (int)DISPUTE_SPEC, "a rule choice the command line takes fits a RuleChoice");
_Static_assert((int)CLI_MAX_RULES <= (int)DISPUTE_MAX_RULES, "every --rule change fits a choice");

/* choices_setup on cli's game, --ruleset and --rule changes. A refused choice is printed as the
 * user gave it ("--b SPEC: why") or, for one the program made up, as shown. False on failure. */
bool dispute_setup(Choices *cs, Cli *cli, const char *const *specs, const char *const *shown, int n);

/* choices_generate, printing why a choice's moves could not be generated. False on failure. */
bool dispute_generate(Choices *cs, const GameDef *def, const Position *pos);

/* `kharbaga dispute --record FILE [--at N]`, or `--part --play MOVES [--at N]`. */
int dispute_record(Cli *cli);

#endif
