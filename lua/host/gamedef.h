/*
 * gamedef.h — a loaded game, as the layers above the Lua host see it: its names, sources,
 * rulesets and disputes, the compiled Variant and its lessons; loading one by name or path and
 * selecting a ruleset.
 *
 * Nothing here needs Lua: the script's sandbox and hooks are opaque pointers, so that render/,
 * words/, session/ and cmd/ never include <lua.h>. host/loader.c (loading) and host/gamedef.c
 * (the rest) implement it; host/loader.h adds what only the host and its tests use (loading
 * under other sandbox limits).
 */
#ifndef KHARBAGA_GAMEDEF_H
#define KHARBAGA_GAMEDEF_H

#include "lessons.h"
#include "script_tests.h"
#include "variant.h"

enum {
    MAX_RULESETS = 16,
    MAX_SOURCES = 12,
    MAX_OVERRIDES = 16,
    MAX_DISPUTES = 16,
    LOADER_ERRLEN = 4096,
    LOADER_PATH = 4096,
    LOADER_MAX_TEXT = 1 << 20, /* bytes of a script, as of a file */
    LOADER_MAX_DIRS = 16, /* directories on the search path: KHARBAGA_PATH's first 14, then the two built in */
    MAX_CHAIN = 9, /* a script and the bases it extends (as many as a report names files) */
};

/* The texts of a game a translation gives (lua/host/texts.h), as TextOrigins counts them. */
typedef enum GameText {
    TEXT_NAME, TEXT_REGION, TEXT_SUMMARY, TEXT_HISTORY, TEXT_NOTES, TEXT_DISPUTES, TEXT_LESSONS, TEXT_SIDES, TEXT_KING,
    TEXT_KINDS
} GameText;

/* Which script of the chain of `extends` writes each text of the game, for its translations:
 * files[0] is the game's own script, then its bases; an owner is an index into files, or -1 when
 * no script writes the text. */
typedef struct TextOrigins {
    int nfiles;                   /* 0: the game came as text, and has no translations */
    char files[MAX_CHAIN][LOADER_PATH];
    signed char owner[TEXT_KINDS];
    int nwritten[2];              /* the disputes and lessons the owners' lists hold */
    signed char ruleset[MAX_RULESETS]; /* the script that writes each ruleset */
} TextOrigins;

/* One rule change: option `option` (index into rules_options) set to `value`. */
typedef struct RuleOverride {
    int option;
    int value;
} RuleOverride;

typedef struct Ruleset {
    char id[32];
    char kind[16];    /* "described" or "reconstructed" */
    char source[1024]; /* bytes of UTF-8: room for a translation in Cyrillic or Arabic */
    int noverrides;
    RuleOverride overrides[MAX_OVERRIDES];
} Ruleset;

/* A disputed point of the rules: what it is about (a rule option, or free text) and what the
 * sources say. */
typedef struct Dispute {
    char option[32]; /* a rule option key, or "" */
    char topic[128];
    char text[2048]; /* bytes of UTF-8: room for a translation of the longest, in Cyrillic or Arabic */
    char file[LOADER_PATH]; /* where it is written (a base's, when inherited), or "" */
    int line;
} Dispute;

typedef struct HookHost HookHost;
typedef struct Sandbox Sandbox;

typedef struct GameDef {
    char id[32];
    char name[64];
    char region[128];
    char summary[512];
    char history[4096];         /* history and notes: bytes of UTF-8, room for their translations */
    char notes[4096];           /* the project's readings where sources are silent or disagree */
    int ndisputes;
    Dispute disputes[MAX_DISPUTES];
    char path[LOADER_PATH];     /* the script it came from */
    char extends[32];           /* the game it extends, or "" */
    int nsources;
    char sources[MAX_SOURCES][256];
    Rules base_rules;           /* the script's `rules`, before any ruleset */
    int nrulesets;
    Ruleset rulesets[MAX_RULESETS];
    int ruleset;                /* the selected ruleset */
    Variant variant;            /* rules = base + selected ruleset + --rule changes */
    Lessons lessons;            /* for `learn`, checked when loaded (lua/host/lessons.h) */
    ScriptTests tests;          /* for `check`, read when loaded (lua/host/script_tests.h) */
    TextOrigins origins;        /* where its texts are written, for translations (lua/host/texts.h) */
    /* hooks (core/hooks.h, lua/host/hookhost.h): the script's sandbox stays open while any are declared */
    Sandbox *sandbox;
    HookHost *hooks;                      /* declared at the top level, or NULL */
    HookHost *ruleset_hooks[MAX_RULESETS]; /* declared in a ruleset, or NULL */
    Variant *candidates;                  /* the variant with capture optional, for the hooks */
    PieceMemory *memory;                  /* the pieces' trails, made when a ruleset needs them
                                             (piece_revisit=forbidden) and kept till release */
} GameDef;

/* Loads a game by id (found on the search path) or by path (anything with '/' or ending in
 * ".lua"), selecting its first ruleset. On failure returns false with every problem found, one
 * per line, in err. */
bool loader_load(const char *name_or_path, GameDef *def, char *err, size_t errlen);

/* Loads a game from a script's text (len bytes, at most LOADER_MAX_TEXT, no NUL byte) as
 * loader_load loads a file, in the same sandbox under the same budgets, with `name` (a file
 * name ending in ".lua", such as "workshop.lua") standing for its path in every problem
 * ("workshop.lua:LINE: field: ..."). The script has no directory: its `extends` names a game on
 * the search path, never a file. Nothing of it is kept after def is released. */
bool loader_load_text(const char *name, const char *text, size_t len, GameDef *def, char *err, size_t errlen);

/* The first failure of the selected ruleset's hooks since it was selected, or NULL. */
const char *gamedef_hook_error(const GameDef *def);

/* Whether the selected ruleset's hooks (or the game's) include an `after` hook. */
bool gamedef_has_after_hook(const GameDef *def);

/* The same for a `moves` hook. */
bool gamedef_has_moves_hook(const GameDef *def);

/* Whether the selected ruleset's after hook runs at every make rather than lazily (see
 * hooks_host_set_eager); no-op without hooks. */
void gamedef_hooks_eager(const GameDef *def, bool eager);

/* Releases what a loaded GameDef holds besides its own memory (the Lua state of its hooks). */
void gamedef_release(GameDef *def);

/* Selects a ruleset by id (NULL: the first) and applies "key=value" changes on top; the
 * ruleset's hooks (or the game's) become the variant's. */
bool gamedef_select(GameDef *def, const char *ruleset, const char *const *changes, int nchanges, Err *err);

/* Forgets the per-piece data the selected ruleset's hooks keep and the pieces' trails
 * (piece_revisit=forbidden, core/memory.h), as for a new game. */
void gamedef_hooks_reset(const GameDef *def);

/* A directory of the search path: `len` bytes at `at`, a part of $KHARBAGA_PATH or a built-in
 * name (not NUL-terminated: print it with "%.*s"), shorter than LOADER_PATH - 64. */
typedef struct SearchDir {
    const char *at;
    int len;
} SearchDir;

/* The search path for variant files, in order: $KHARBAGA_PATH (':'-separated; entries that are
 * not directories are passed over, as a shell passes over PATH's), the source tree's variants/
 * and the installed data directory, which always keep their places (dirs has room for max, at
 * least 2). Returns the number of directories; *skipped (if not NULL) gets the number of
 * KHARBAGA_PATH's directories left out for want of room. */
int loader_search_path(SearchDir *dirs, int max, int *skipped);

/* The directory rel ("../share/locale") from the running program's directory, each "../" taken
 * off that directory, into dir: false if the program's path is unknown, rel is "", or there is no
 * such directory. What an installed program finds beside it (its games, its catalogs). */
bool program_relative_dir(const char *rel, char *dir, size_t len);

/* Finds "<dir>/<id>.lua" on the search path; false if none. */
bool loader_find(const char *id, char *path, size_t len);

#endif
