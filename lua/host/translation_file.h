/*
 * translation_file.h — running the file of a translation (a game's, lua/host/texts.c, or a
 * personality's, lua/host/personality_texts.c): its text read and kept in the report, run in the
 * caller's sandbox (a UTF-8 byte order mark passed over), and the table it returns handed to the
 * caller's reader in a protected call, so that its metamethods may fail or loop.
 */
#ifndef KHARBAGA_TRANSLATION_FILE_H
#define KHARBAGA_TRANSLATION_FILE_H

#include "report.h"
#include "sandbox.h"

#include <lua.h>

/* Runs the translation at path in sb and calls reader(ctx, table) on the table it returns; each
 * problem (the file unreadable, a Lua error, no table: "a translation returns a table: SHAPE")
 * goes to r, which keeps the file's text. The stack is left as it was. */
void translation_file_run(Report *r, Sandbox *sb, const char *path, const char *shape, lua_CFunction reader, void *ctx);

#endif
