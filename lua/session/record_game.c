/*
 * record_game.c — loading the game a record names and replaying its moves.
 */
#include "record_game.h"

#include "notation.h"
#include "savefile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_RULE_CHANGES = 32 };

/* "FILE:LINE: " (or "FILE: " when no line is known) then the message; returns false. */
static bool fail_at(char *err, size_t errlen, const char *path, int line, const char *what)
{
    if (line > 0)
        err_format(err, errlen, "%s:%d: %s", path, line, what);
    else
        err_format(err, errlen, "%s: %s", path, what);
    return false;
}

static int tag_line(const Record *r, const char *name)
{
    for (int i = 0; i < r->ntags; i++)
        if (!strcmp(r->tags[i].name, name))
            return r->tags[i].line;
    return 0;
}

/* Splits the Rules tag into "key=value" words (in words, which holds their text). */
static int split_rules(const char *text, char *words, size_t len, const char *out[], int max)
{
    snprintf(words, len, "%s", text);
    int n = 0;
    for (char *save = NULL, *w = strtok_r(words, " \t,", &save); w && n < max; w = strtok_r(NULL, " \t,", &save))
        out[n++] = w;
    return n;
}

/* Loads the game of the tags Variant, Ruleset and Rules into rg->def. */
static bool load_game(const char *path, RecordGame *rg, char *err, size_t errlen)
{
    const Record *r = &rg->tags;
    const char *variant = record_tag(r, "Variant") ? record_tag(r, "Variant") : "kharbaga";
    rg->def = calloc(1, sizeof *rg->def);
    if (!rg->def)
        return fail_at(err, errlen, path, 0, "out of memory");
    char msg[LOADER_ERRLEN], what[LOADER_ERRLEN + 64];
    if (!loader_load(variant, rg->def, msg, sizeof msg)) {
        char *nl = strchr(msg, '\n'); /* the first problem is enough to name here */
        if (nl)
            *nl = '\0';
        snprintf(what, sizeof what, "tag Variant \"%s\": %s", variant, msg);
        return fail_at(err, errlen, path, tag_line(r, "Variant"), what);
    }
    Err e;
    const char *ruleset = record_tag(r, "Ruleset");
    if (!gamedef_select(rg->def, ruleset, NULL, 0, &e)) {
        snprintf(what, sizeof what, "tag Ruleset: %s", e.msg);
        return fail_at(err, errlen, path, tag_line(r, "Ruleset"), what);
    }
    const char *changes[MAX_RULE_CHANGES];
    char words[RECORD_TAG_LEN];
    int n = record_tag(r, "Rules") ? split_rules(record_tag(r, "Rules"), words, sizeof words, changes, MAX_RULE_CHANGES)
                                   : 0;
    if (n && (!rules_changes_distinct(changes, n, &e) || !gamedef_select(rg->def, ruleset, changes, n, &e))) {
        snprintf(what, sizeof what, "tag Rules: %s", e.msg);
        return fail_at(err, errlen, path, tag_line(r, "Rules"), what);
    }
    return true;
}

bool record_game_from_text(const char *path, const char *text, RecordGame *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    RecordError re;
    char what[1024];
    if (!record_read_tags(text, &out->tags, &re))
        return fail_at(err, errlen, path, re.line, re.what);
    bool ok = load_game(path, out, err, errlen);
    const Variant *v = ok ? &out->def->variant : NULL;
    Position start;
    const char *position = record_tag(&out->tags, "Position");
    Err e;
    if (ok && !position) {
        position_start(v, &start);
    } else if (ok && !position_from_text(v, position, &start, &e)) {
        snprintf(what, sizeof what, "tag Position: %s", e.msg);
        ok = fail_at(err, errlen, path, tag_line(&out->tags, "Position"), what);
    }
    if (ok && !game_init(&out->game, v, &start))
        ok = fail_at(err, errlen, path, 0, "out of memory");
    else if (ok && !record_read_moves(&out->tags, &out->game, &re)) {
        const char *hook = gamedef_hook_error(out->def); /* why the hook failed, if one did */
        if (re.move)
            snprintf(what, sizeof what, "move %d: %s", re.move, hook ? hook : re.what);
        else
            snprintf(what, sizeof what, "%s", re.what);
        ok = fail_at(err, errlen, path, re.line, what);
        game_free(&out->game);
    }
    out->tags.movetext = NULL;
    if (!ok && out->def) {
        gamedef_release(out->def);
        free(out->def);
        out->def = NULL;
    }
    return ok;
}

bool record_game_load(const char *path, RecordGame *out, bool *missing, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    char *text = savefile_read(path, missing, err, errlen);
    if (!text)
        return false;
    bool ok = record_game_from_text(path, text, out, err, errlen);
    free(text);
    return ok;
}

void record_game_free(RecordGame *rg)
{
    if (!rg->def)
        return;
    game_free(&rg->game);
    gamedef_release(rg->def);
    free(rg->def);
    rg->def = NULL;
}

/* The rules of the selected ruleset alone, before any --rule change. */
static Rules ruleset_rules(const GameDef *def)
{
    Rules base = def->base_rules;
    const Ruleset *rs = &def->rulesets[def->ruleset];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&base + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    return base;
}

void record_game_tags(Record *r, const GameDef *def, const Position *start)
{
    char found[LOADER_PATH];
    bool by_id = loader_find(def->id, found, sizeof found) && savefile_same_file(found, def->path);
    char absolute[LOADER_PATH];
    const char *script = realpath(def->path, absolute) ? absolute : def->path;
    if (!record_set_tag(r, "Variant", by_id ? def->id : script))
        record_set_tag(r, "Variant", def->id); /* a path too long for a tag: the id at least */
    record_set_tag(r, "Ruleset", def->rulesets[def->ruleset].id);
    Rules base = ruleset_rules(def);
    char changes[RECORD_TAG_LEN];
    rules_describe(&def->variant.rules, &base, changes, sizeof changes);
    if (changes[0])
        record_set_tag(r, "Rules", changes);
    Position initial;
    position_start(&def->variant, &initial);
    if (memcmp(&initial, start, sizeof initial)) {
        char text[4096];
        position_to_text(&def->variant, start, text, sizeof text);
        record_set_tag(r, "Position", text);
    }
}
