/*
 * gamedef.c — a loaded game's interface (gamedef.h): choosing a ruleset and rule changes, the
 * hooks of the one chosen, and releasing what the load kept.
 */
#include "gamedef.h"

#include "hookhost.h"
#include "loader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void gamedef_release(GameDef *def)
{
    hooks_host_free(def->hooks);
    def->hooks = NULL;
    for (int r = 0; r < MAX_RULESETS; r++) {
        hooks_host_free(def->ruleset_hooks[r]);
        def->ruleset_hooks[r] = NULL;
    }
    free(def->candidates);
    def->candidates = NULL;
    memory_free(def->memory);
    def->memory = NULL;
    def->variant.memory = NULL;
    if (def->sandbox)
        sandbox_free(def->sandbox);
    def->sandbox = NULL;
    def->variant.hooks = NULL;
    def->variant.hook_candidates = NULL;
}

static HookHost *active_host(const GameDef *def)
{
    return def->ruleset_hooks[def->ruleset] ? def->ruleset_hooks[def->ruleset] : def->hooks;
}

const char *gamedef_hook_error(const GameDef *def)
{
    HookHost *host = active_host(def);
    return host ? hooks_host_error(host) : NULL;
}

void gamedef_hooks_reset(const GameDef *def)
{
    HookHost *host = active_host(def);
    if (host)
        hooks_host_reset(host, &def->variant);
    if (def->memory)
        memory_reset(def->memory);
}

void gamedef_hooks_eager(const GameDef *def, bool eager)
{
    HookHost *host = active_host(def);
    if (host)
        hooks_host_set_eager(host, eager);
}

bool gamedef_has_after_hook(const GameDef *def)
{
    const HookHost *host = active_host(def);
    return host && hooks_host_has_after(host);
}

bool gamedef_has_moves_hook(const GameDef *def)
{
    const HookHost *host = active_host(def);
    return host && hooks_host_has_moves(host);
}

/* Gives the variant the selected ruleset's hooks (or the game's), with their candidate twin. */
static bool attach_hooks(GameDef *def, Err *err)
{
    HookHost *host = active_host(def);
    Variant *v = &def->variant;
    v->hooks = NULL;
    v->hook_candidates = NULL;
    if (!host)
        return true;
    if (!def->candidates && !(def->candidates = malloc(sizeof *def->candidates)))
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    hooks_host_reset(host, v);
    v->hooks = hooks_host_callbacks(host);
    return variant_conclude_hook_candidates(v, def->candidates, err);
}

/* Gives the variant a fresh memory of the pieces' trails if its rules need one (core/memory.h). */
static bool attach_memory(GameDef *def, Err *err)
{
    Variant *v = &def->variant;
    v->memory = NULL;
    if (v->rules.piece_revisit != PIECE_REVISIT_FORBIDDEN)
        return true;
    if (!def->memory && !(def->memory = memory_new()))
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    memory_reset(def->memory);
    v->memory = def->memory;
    return true;
}

bool gamedef_select(GameDef *def, const char *ruleset, const char *const *changes, int nchanges, Err *err)
{
    int index = 0;
    if (ruleset) {
        index = -1;
        char ids[512] = "";
        for (int i = 0; i < def->nrulesets; i++) {
            if (strcmp(def->rulesets[i].id, ruleset) == 0)
                index = i;
            size_t used = strlen(ids);
            snprintf(ids + used, sizeof ids - used, "%s%s", i ? ", " : "", def->rulesets[i].id);
        }
        if (index < 0) {
            err_set(err, "unknown ruleset '%s' for %s: expected one of %s", ruleset, def->id, ids);
            return err_for(err, "ruleset");
        }
    }
    Rules r = def->base_rules;
    const Ruleset *rs = &def->rulesets[index];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&r + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    for (int i = 0; i < nchanges; i++)
        if (!rules_set_pair(&r, changes[i], err))
            return err_for(err, "rule");
    def->ruleset = index;
    def->variant.rules = r;
    return variant_conclude(&def->variant, err) && attach_hooks(def, err) && attach_memory(def, err);
}
