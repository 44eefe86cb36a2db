/*
 * fuzz_loader.c — the variant loader on any script.
 *
 * The input is written to a file, <private temporary directory>/fuzz.lua, and loaded with
 * loader_load, the whole path a user's `--variant my-game.lua` takes: reading the file, running
 * it in the sandbox with the prelude, resolving `extends` (a name is looked for next to the
 * script, then on the search path, so `extends = "kharbaga"` loads the shipped game), checking
 * and compiling the table. It must never crash, leak or hang: either it fails with a message, or
 * the GameDef it gives works: every ruleset can be selected, and for the first few rulesets the
 * start position keeps its invariants, reads back from its own text, and every one of its first
 * few moves (hooks included) makes and unmakes cleanly.
 *
 * Limits: loader_load uses sandbox_default_limits (64 MiB, 200 million instructions), with which
 * one looping script takes seconds under the sanitizers. Both the libFuzzer program and the
 * replay program are built with -DKHARBAGA_FUZZ_SMALL_LIMITS, and load through
 * loader_load_limited with FUZZ_MEMORY and FUZZ_INSTRUCTIONS below instead, which is otherwise
 * the same path. The first input checks that the lower budget is the one in force.
 */
#include "fuzz.h"

#include "loader.h"
#include "movegen.h"
#include "sandbox.h"

#include <stdbool.h>
#include <unistd.h>

enum { FUZZ_MEMORY = 16 * 1024 * 1024, FUZZ_INSTRUCTIONS = 2000000 };

/* Loads the script under the small limits (KHARBAGA_FUZZ_SMALL_LIMITS) or the default ones. */
static bool load(const char *path, GameDef *def, char *err, size_t errlen)
{
    SandboxLimits limits;
    sandbox_default_limits(&limits);
#ifdef KHARBAGA_FUZZ_SMALL_LIMITS
    limits.memory = FUZZ_MEMORY;
    limits.instructions = FUZZ_INSTRUCTIONS;
#endif
    return loader_load_limited(path, &limits, def, err, errlen);
}

enum { MAX_RULESETS_PLAYED = 4, MAX_MOVES_PLAYED = 8 };

static char dir[256], script[300];

static void remove_files(void)
{
    unlink(script);
    rmdir(dir);
}

static void write_script(const uint8_t *data, size_t size)
{
    unlink(script); /* a new file rather than a truncated one: ext4 flushes those on close */
    FILE *f = fopen(script, "wb");
    FUZZ_CHECK(f != NULL, "cannot write %s", script);
    FUZZ_CHECK(fwrite(data, 1, size, f) == size && fclose(f) == 0, "cannot write %s", script);
}

/* A looping script must stop at the small budget, not at the default one. */
static void check_limits(void)
{
#ifdef KHARBAGA_FUZZ_SMALL_LIMITS
    static const char loop[] = "while true do end";
    static GameDef def;
    static char err[LOADER_ERRLEN];
    char expected[64];
    snprintf(expected, sizeof expected, "instruction budget of %d exceeded", FUZZ_INSTRUCTIONS);
    write_script((const uint8_t *)loop, sizeof loop - 1);
    FUZZ_CHECK(!load(script, &def, err, sizeof err) && strstr(err, expected) != NULL,
               "the small sandbox limits are not in force: %s", err);
    gamedef_release(&def);
#endif
}

/* The script file, in a directory of its own so that `extends` finds nothing else beside it. */
static void setup(void)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(dir, sizeof dir, "%s/kharbaga-fuzz-XXXXXX", tmp && *tmp && strlen(tmp) < 200 ? tmp : "/tmp");
    FUZZ_CHECK(mkdtemp(dir) != NULL, "cannot make a directory like %s", dir);
    snprintf(script, sizeof script, "%s/fuzz.lua", dir);
    atexit(remove_files);
    check_limits();
}

/* The start of the selected ruleset and its first few moves. */
static void play(GameDef *def)
{
    static MoveList list;
    const Variant *v = &def->variant;
    Position pos, again;
    position_start(v, &pos);
    FUZZ_CHECK(position_is_ok(v, &pos), "%s: broken start position", def->id);
    char text[4096];
    Err err = {0};
    FUZZ_CHECK(position_to_text(v, &pos, text, sizeof text), "%s: start not written", def->id);
    FUZZ_CHECK(position_from_text(v, text, &again, &err) && position_identical(&pos, &again),
               "%s: start '%s' does not read back: %s", def->id, text, err.msg);
    movegen_legal(v, &pos, &list);
    if (list.hook_failed) {
        const char *why = gamedef_hook_error(def);
        FUZZ_CHECK(why && fuzz_message_ok(why, 4096), "%s: a hook failed without a message", def->id);
        return;
    }
    for (int i = 0; i < list.n && i < MAX_MOVES_PLAYED && !gamedef_hook_error(def); i++) {
        Undo undo;
        Position before = pos;
        position_make(v, &pos, &list.moves[i], &list.details[i], &undo);
        FUZZ_CHECK(position_is_ok(v, &pos), "%s: move %d leaves a broken position", def->id, i);
        position_unmake(v, &pos, &list.moves[i], &undo);
        FUZZ_CHECK(position_identical(&pos, &before), "%s: unmake of move %d does not restore the start", def->id, i);
    }
}

int fuzz_loader(const uint8_t *data, size_t size)
{
    static bool ready;
    static GameDef def;
    static char err[LOADER_ERRLEN];
    if (!ready) {
        setup();
        ready = true;
    }
    write_script(data, size);
    if (!load(script, &def, err, sizeof err)) {
        FUZZ_CHECK(fuzz_message_ok_lines(err, sizeof err, 1), "loader_load failed without a usable message: %s", err);
        gamedef_release(&def);
        return 0;
    }
    FUZZ_CHECK(def.nrulesets >= 1 && def.nrulesets <= MAX_RULESETS, "%d rulesets", def.nrulesets);
    for (int r = 0; r < def.nrulesets; r++) {
        Err e = {0};
        if (!gamedef_select(&def, def.rulesets[r].id, NULL, 0, &e)) {
            FUZZ_CHECK(fuzz_message_ok(e.msg, sizeof e.msg), "%s: ruleset %d refused without a message", def.id, r);
            continue;
        }
        if (r < MAX_RULESETS_PLAYED)
            play(&def);
    }
    gamedef_release(&def);
    return 0;
}

FUZZ_ENTRY(fuzz_loader)
