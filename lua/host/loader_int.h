/*
 * loader_int.h — what the parts of the loader share (loader.c and loader_*.c): the state of one
 * load and the readers each part offers the others. Not for use outside the loader.
 *
 * Stack discipline: every function that reads a table takes its absolute index and leaves the
 * stack as it found it.
 */
#ifndef KHARBAGA_LOADER_INT_H
#define KHARBAGA_LOADER_INT_H

#include "hookhost.h"
#include "loader.h"
#include "report.h"

#include <lauxlib.h>
#include <lua.h>

#include <stdbool.h>
#include <stddef.h>
#include <sys/stat.h>

enum {
    MAX_EXTENDS = REPORT_MAX_FILES - 1,
    /* Lines may not overlap, so each holds at least one of the links between neighbours, of
     * which a point has at most MAX_DIRS. */
    MAX_BOARD_LINES = MAX_POINTS * MAX_DIRS / 2,
};

typedef struct LoadCtx {
    Sandbox *sb;
    lua_State *L;
    Report report; /* files[0] is the script asked for, then what it extends */
    /* The chain of `extends`: chain[0] the script asked for (its file name without ".lua"), then
     * each base as its `extends` names it; and the identity of each file read, for cycles. */
    char chain[MAX_EXTENDS + 2][41]; /* short enough for the whole chain to fit one message */
    dev_t dev[REPORT_MAX_FILES];
    ino_t ino[REPORT_MAX_FILES];
    /* While an entry of a list is read (disputes[2], rulesets[3]): its fields' names get `prefix`
     * and their lines are looked for within the entry. */
    const ReportEntry *entry;
    char prefix[48];
    char tests_note[512]; /* the base's tests left out by an extension, and why; or "" */
    /* A script given as text (loader_load_text): its chunk name stands for the path, it has no
     * directory, so its `extends` names a game on the search path; the text (malloc'ed) passes to
     * the report when it runs. */
    bool from_memory;
    char *memory_text;
    /* What each script of the chain writes of the texts a translation gives (loader_texts.c):
     * a bit per GameText, the entries of its disputes and lessons, its rulesets' ids. */
    unsigned written[REPORT_MAX_FILES];
    unsigned plural_written; /* a bit per depth: the script writes king_plural */
    int nwritten[REPORT_MAX_FILES][2];
    int nids[REPORT_MAX_FILES];
    char ids[REPORT_MAX_FILES][MAX_RULESETS][32]; /* more fail the load anyway */
} LoadCtx;

static inline const char *type_of(lua_State *L, int idx) { return luaL_typename(L, idx); }

/* loader.c: the game's table */

/* The fields a game's table may have. */
extern const char *const top_fields[];

/* A ruleset's or the game's `hooks` (`where` names the field): checked, then handed to a
 * HookHost that keeps the sandbox; NULL when there are none or on a problem. */
HookHost *read_hooks(LoadCtx *c, int t, const char *where, const char *owner, const char *description);

/* loader_fields.c: fields and values, with problems reported where they are written */

void problem(LoadCtx *c, const char *field, const char *key, const char *value, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
bool text_ok(LoadCtx *c, const char *field, const char *key, const char *s, size_t n, bool prose);
bool read_field_text(LoadCtx *c, int t, const char *field, const char *key, bool required, bool prose, char *out,
                     size_t len);
bool read_string(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len);
bool read_prose(LoadCtx *c, int t, const char *key, bool required, char *out, size_t len);
bool whole_number(lua_State *L, int idx, lua_Integer *out);
void check_keys(LoadCtx *c, int t, const char *const *fields, bool rules_too, const char *where);
/* Lower-case letters, digits and '_', not empty. */
bool valid_id(const char *id);

/* loader_rules.c: rule options and rulesets */

void read_rule_options(LoadCtx *c, int t, const char *where, Rules *r, Ruleset *out);
void read_rulesets(LoadCtx *c, int t, GameDef *def);

/* loader_board.c: the board, the crown rows and the start */

void read_board(LoadCtx *c, int t, Board *b);
void read_crown(LoadCtx *c, int t, Variant *v);
void read_start(LoadCtx *c, int t, Variant *v);

/* loader_tests.c: the script's own tests */

/* Reads `tests` of the compiled game's table t into def->tests (with the note of inherited
 * tests left out). */
void read_tests(LoadCtx *c, int t, GameDef *def);

/* Before the table `ext` (the depth-th of the chain) is merged over its base's `base`: drops the
 * base's tests when ext writes none of its own but changes a field their counts depend on, and
 * says so in c->tests_note. */
void tests_inherited(LoadCtx *c, int base, int ext, int depth);

/* loader_texts.c: where the texts are written, and their translation */

/* Notes what the depth-th script's own table t writes of the texts, before it is merged. */
void texts_note(LoadCtx *c, int t, int depth);

/* def->origins from what was noted of each script of the chain (none for a script given as
 * text: it has no directory, and so no translations). */
void texts_origins(const LoadCtx *c, GameDef *def);

/* Translates def's texts into the calling thread's language, base by base, each translation
 * read under limits; one with a problem is passed over. */
void texts_translate(GameDef *def, const SandboxLimits *limits);

/* texts.c: reading one translation */

/* Reads the translation at path of what def->origins.files[depth] writes into out (a copy of
 * def): problems as report lines in err, their number returned; with `strict`, a key for a text
 * that script does not write is one, and the texts it writes that the translation does not give
 * go to missing (one field a line; NULL: not wanted). */
int texts_read(const GameDef *def, int depth, const char *path, bool strict, const SandboxLimits *limits, GameDef *out,
               char *err, size_t errlen, char *missing, size_t missinglen);

/* Copies every translatable text of from into to (the same game). */
void texts_copy(GameDef *to, const GameDef *from);

/* loader_extends.c: finding, running and merging scripts */

bool resolve(const char *name, const char *from, char *path, size_t len);
bool load_table(LoadCtx *c, const char *path, int depth);

#endif
