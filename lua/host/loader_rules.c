/*
 * loader_rules.c — rule options (a game's `rules`, a ruleset's changes) and the named rulesets.
 */
#include "loader_int.h"
#include "rule_table.h"

#include <stdio.h>
#include <string.h>

static const char *const ruleset_fields[] = {"id", "kind", "source", "hooks", NULL};

/* Applies every rule option present in table t to *r (and, if out != NULL, records it as an
 * override). `where` prefixes field names in messages ("rules.", "rulesets[2]."). */
void read_rule_options(LoadCtx *c, int t, const char *where, Rules *r, Ruleset *out)
{
    lua_State *L = c->L;
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        if (lua_getfield(L, t, o->key) != LUA_TNIL) { /* +1 */
            char field[96], value[64], msg[512];
            snprintf(field, sizeof field, "%s%s", where, o->key);
            if (!rule_value_read(L, -1, o, r, value, sizeof value, msg, sizeof msg))
                problem(c, field, o->key, value[0] ? value : NULL, "%s", msg);
            else if (out && out->noverrides < MAX_OVERRIDES)
                out->overrides[out->noverrides++] = (RuleOverride){i, rules_get(r, o)};
        }
        lua_pop(L, 1);
    }
}

/* ---- rulesets ---- */

static void read_ruleset_fields(LoadCtx *c, int t, const char *where, GameDef *def);

/* Entry i of n of the list `list` ("rulesets" or "add_rulesets"), at table t. */
static void read_ruleset(LoadCtx *c, const char *list, int t, int i, int n, GameDef *def)
{
    lua_State *L = c->L;
    char where[48];
    snprintf(where, sizeof where, "%s[%d].", list, i);
    ReportEntry at = {list, i, n, NULL, 0, NULL};
    if (!lua_istable(L, t)) {
        where[strlen(where) - 1] = '\0';
        report_entry(&c->report, &at, where, "expected a table { id = ..., source = ..., kind = ... }, got %s", type_of(L, t));
        return;
    }
    c->entry = &at;
    snprintf(c->prefix, sizeof c->prefix, "%s", where);
    read_ruleset_fields(c, t, where, def);
    c->entry = NULL;
}

/* The fields of the ruleset table t, written as `where` ("rulesets[2].") says. */
static void read_ruleset_fields(LoadCtx *c, int t, const char *where, GameDef *def)
{
    lua_State *L = c->L;
    Ruleset *rs = &def->rulesets[def->nrulesets];
    memset(rs, 0, sizeof *rs);
    check_keys(c, t, ruleset_fields, true, where);
    char id_field[48];
    snprintf(id_field, sizeof id_field, "%.45sid", where); /* where: "rulesets[N]." */
    size_t id_len = 0;
    const char *id = lua_getfield(L, t, "id") == LUA_TSTRING ? lua_tolstring(L, -1, &id_len) : NULL; /* +1 */
    if (!id) {
        problem(c, id_field, "id", NULL, "expected id = \"name\"");
    } else if (id_len >= sizeof rs->id || !valid_id(id)) {
        problem(c, id_field, "id", id, "'%s': expected lower-case letters, digits and '_', at most %zu characters", id,
                sizeof rs->id - 1);
    } else {
        snprintf(rs->id, sizeof rs->id, "%s", id);
        for (int k = 0; k < def->nrulesets; k++)
            if (strcmp(def->rulesets[k].id, rs->id) != 0)
                continue;
            else if (!strncmp(where, "add_", 4)) /* the first is the base's, perhaps in another file */
                problem(c, id_field, "id", id, "the game has a ruleset '%s' already; give the added one another id",
                        rs->id);
            else
                report_nth(&c->report, 2, "rulesets", "id", rs->id, "ruleset '%s' is declared twice", rs->id);
    }
    lua_pop(L, 1);
    char field[64];
    snprintf(field, sizeof field, "%skind", where);
    strcpy(rs->kind, "described");
    int type = lua_getfield(L, t, "kind"); /* +1 */
    const char *kind = type == LUA_TSTRING ? lua_tostring(L, -1) : NULL;
    if (kind && (!strcmp(kind, "described") || !strcmp(kind, "reconstructed")))
        snprintf(rs->kind, sizeof rs->kind, "%s", kind);
    else if (type != LUA_TNIL)
        problem(c, field, "kind", kind, "expected \"described\" or \"reconstructed\"");
    lua_pop(L, 1);
    snprintf(field, sizeof field, "%ssource", where);
    if (lua_getfield(L, t, "source") == LUA_TSTRING && lua_rawlen(L, -1) >= sizeof rs->source) /* +1 */
        problem(c, field, "source", NULL, "text too long (at most %zu characters)", sizeof rs->source - 1);
    else if (lua_type(L, -1) == LUA_TSTRING) {
        if (text_ok(c, field, "source", lua_tostring(L, -1), lua_rawlen(L, -1), false))
            snprintf(rs->source, sizeof rs->source, "%s", lua_tostring(L, -1));
    } else if (!lua_isnil(L, -1))
        problem(c, field, "source", NULL, "expected a string, got %s", type_of(L, -1));
    lua_pop(L, 1);
    Rules scratch = def->base_rules;
    read_rule_options(c, t, where, &scratch, rs);
    char hooks_field[48];
    snprintf(hooks_field, sizeof hooks_field, "%.42shooks", where);
    char owner[48];
    snprintf(owner, sizeof owner, "ruleset %s", rs->id);
    def->ruleset_hooks[def->nrulesets] = read_hooks(c, t, hooks_field, owner, rs->source);
    def->nrulesets++;
}

/* The entries of the list `list` of table t after the def->nrulesets read so far: at least `min`,
 * and all of them within MAX_RULESETS. */
static void read_ruleset_list(LoadCtx *c, int t, const char *list, int min, GameDef *def)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, list); /* +1 */
    lua_Integer n = type == LUA_TTABLE ? luaL_len(L, -1) : 0;
    int room = MAX_RULESETS - def->nrulesets;
    if (type != LUA_TTABLE || n < min || n > room) {
        if (min)
            report_problem(&c->report, list, list, NULL, "expected a list of %d to %d rulesets", min, room);
        else
            report_problem(&c->report, list, list, NULL, "expected a list of at most %d rulesets (the game's own and "
                           "the added ones, at most %d in all)", room, MAX_RULESETS);
        lua_pop(L, 1);
        return;
    }
    for (lua_Integer i = 1; i <= n; i++) {
        lua_geti(L, -1, i); /* +1 */
        read_ruleset(c, list, lua_gettop(L), (int)i, (int)n, def);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
}

void read_rulesets(LoadCtx *c, int t, GameDef *def)
{
    lua_State *L = c->L;
    int type = lua_getfield(L, t, "rulesets"); /* +1 */
    lua_pop(L, 1);
    if (type == LUA_TNIL) {
        /* a game without named rulesets gets one, its declared rules */
        def->nrulesets = 1;
        memset(&def->rulesets[0], 0, sizeof def->rulesets[0]);
        strcpy(def->rulesets[0].id, "default");
        strcpy(def->rulesets[0].kind, "described");
        snprintf(def->rulesets[0].source, sizeof def->rulesets[0].source, "the script's rules");
    } else {
        read_ruleset_list(c, t, "rulesets", 1, def);
    }
    /* add_rulesets: more after them, so that an extension adds a house rule to its base's
     * rulesets without writing them out again (loader_extends.c keeps the base's list) */
    type = lua_getfield(L, t, "add_rulesets"); /* +1 */
    lua_pop(L, 1);
    if (type != LUA_TNIL)
        read_ruleset_list(c, t, "add_rulesets", 0, def);
}
