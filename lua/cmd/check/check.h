/*
 * check.h — the parts of `kharbaga check` (lua/cmd/cmd_check.c) past its own counts: the
 * script's tests and its disputes. Each prints what it finds and reports failures the way
 * every command does (cli.h); false when something failed.
 */
#ifndef KHARBAGA_CHECK_H
#define KHARBAGA_CHECK_H

#include "cli.h"
#include "personality.h"

/* Runs every one of the script's `tests`, one line each; a count that differs, or a test that
 * cannot run, is a failure naming the test's file and line, position, ruleset, depth, the count
 * expected and the count got. Also prints the note of inherited tests left out. */
bool check_script_tests(GameDef *def, const StopFlag *cancel);

/* Every dispute whose text names a ruleset, as "(ruleset X)" or "(rulesets X, Y)", must name
 * one the game has: an extension that drops or renames rulesets inherits its base's disputes
 * with their words. A dispute that names a missing one is a failure. */
bool check_disputes(const GameDef *def);

/* Every translation of the game's texts beside its script (lua/host/texts.h), one language
 * directory after another: a key for a text the game does not have is a failure at its line; a
 * text not translated, and a language with no translation of the game, are notes. */
bool check_texts(const GameDef *def);

/* The same for every translation of a personality's name and description. */
bool check_personality_texts(const Personality *p);

/* `check --json`: runs the checks (run, which reports as text) with their output captured and
 * their problems kept as data, then writes one JSON object (docs/api.md): every problem as
 * {file, line, field, message} (null where it names none), the output's lines as "report", and
 * "ok". The exit status is 0 once the object is written: whether the script passed is its "ok". */
int check_json(Cli *cli, const char *file, int (*run)(Cli *cli));

#endif
