/*
 * translation_file.c — running the file of a translation (translation_file.h).
 */
#include "translation_file.h"

#include "gamedef.h"

#include <stdio.h>
#include <string.h>

void translation_file_run(Report *r, Sandbox *sb, const char *path, const char *shape, lua_CFunction reader, void *ctx)
{
    char msg[LOADER_ERRLEN];
    char *text = report_read_text(path, msg, sizeof msg);
    if (!text) {
        report_plain(r, "%s", msg);
        return;
    }
    ScriptFile *f = &r->files[r->nfiles++];
    snprintf(f->path, sizeof f->path, "%s", path);
    f->text = text; /* the report frees it */
    char chunk[LOADER_PATH + 1];
    snprintf(chunk, sizeof chunk, "@%s", path);
    const char *code = strncmp(text, "\xEF\xBB\xBF", 3) == 0 ? text + 3 : text;
    lua_State *L = sandbox_lua(sb);
    if (!sandbox_run(sb, chunk, code, strlen(code), 1, msg, sizeof msg)) {
        report_lua_error(r, path, msg, "");
        return;
    }
    if (!lua_istable(L, -1)) {
        report_at(r, path, 1, NULL, "a translation returns a table: %s", shape);
    } else {
        lua_pushcfunction(L, reader);
        lua_pushlightuserdata(L, ctx);
        lua_pushvalue(L, -3);
        if (!sandbox_call(sb, 2, 0, msg, sizeof msg) && r->nerrors == 0)
            report_lua_error(r, path, msg, "");
    }
    lua_pop(L, 1);
}
