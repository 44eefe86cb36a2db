/*
 * loader.h — turning a variant script into core data.
 *
 * A script returns a table (see docs/authoring.md). The loader runs it in a sandbox, resolves
 * `extends`, checks every field against the vocabulary of core/rules.h and compiles it into a
 * Variant plus the descriptive parts (names, sources, rulesets): a GameDef (gamedef.h, which
 * declares loader_load and the rest of the interface the layers above use). Every problem is
 * reported as "file:line: field: what was expected". After loading, no Lua state remains
 * unless the game declares hooks.
 */
#ifndef KHARBAGA_LOADER_H
#define KHARBAGA_LOADER_H

#include "gamedef.h"
#include "sandbox.h"

/* loader_load (gamedef.h) with the script's sandbox held to other limits than sandbox_default_limits (the
 * fuzz target's small ones, so that a looping script costs milliseconds). */
bool loader_load_limited(const char *name_or_path, const SandboxLimits *limits, GameDef *def, char *err,
                         size_t errlen);

/* loader_load_text (gamedef.h) under other limits. */
bool loader_load_text_limited(const char *name, const char *text, size_t len, const SandboxLimits *limits, GameDef *def,
                              char *err, size_t errlen);

#endif
