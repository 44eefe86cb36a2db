/*
 * dispute_gallery.c — a build step: the gallery of rule disputes (the NAME.dispute files of tests/data/disputes)
 * as the JSON file the page's dispute view opens (lua/serve/page/dispute.js).
 *
 *   dispute_gallery [--lang CODE] OUTPUT ENTRY.dispute...    (run from the source tree, with KHARBAGA_PATH set)
 *
 * With --lang CODE, the gallery in that language: each entry's title, game and story are taken
 * from its translation beside it, DIR/i18n/CODE/NAME.dispute (the same "key: value" lines, those
 * three keys only; docs/translating.md, "The gallery of disputes"), English where it gives none,
 * with a note on standard error for each text left in English; --lang pseudo wraps the English
 * texts in ⟦…⟧, as the pseudo-language wraps every message. A translation that does not read (a
 * key it may not give or gives twice, a text the entry does not have) fails the build as an entry
 * does; a text it leaves out or empty is a note. Sources, the command and the record stay as they
 * are in every language.
 *
 * Each entry becomes {"name","title","option","game","story","sources","command","record",
 * "params"}: params is the entry's command as the API's dispute parameters, [key, value] pairs
 * in the command's order. A record (--record FILE) is read with the program's own record reader
 * and becomes its game, rules and start (variant, ruleset, rule, position) and its moves, in full,
 * as play with part=true: the walk the API makes of them is the one --record makes of the file.
 * A command the API cannot express, or a record that does not read, fails the build: no entry is
 * left out without a word.
 */
#include "dispute_entry.h"
#include "json.h"
#include "notation.h"
#include "record_game.h"
#include "report.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_PARAMS = 64 };

typedef struct Params {
    int n;
    const char *key[MAX_PARAMS];
    char *value[MAX_PARAMS]; /* malloc'ed */
} Params;

static const char *lang; /* --lang's code, or NULL: English */

static bool fail(const char *file, const char *fmt, const char *what)
{
    fprintf(stderr, "dispute_gallery: %s: ", file);
    fprintf(stderr, fmt, what);
    fprintf(stderr, "\n");
    return false;
}

/* The file's text read as an entry or a translation into e; false (said) if it does not read. */
static bool read_entry(const char *file, char *text, DisputeFileKind kind, DisputeEntry *e)
{
    char err[DISPUTE_ERRLEN];
    if (dispute_entry_read(file, text, kind, e, err, sizeof err))
        return true;
    fprintf(stderr, "dispute_gallery: %s\n", err);
    return false;
}

/* The text wrapped in ⟦…⟧ in place, as the pseudo-language writes a text (lua/host/texts.c): each
 * paragraph wrapped. */
static void pseudo(char *text, size_t size)
{
    static const char open[] = "\u27e6", close[] = "\u27e7";
    char out[DISPUTE_STORY_LEN + 256] = "";
    size_t used = 0;
    for (const char *p = text; *p && used < sizeof out;) {
        const char *end = strstr(p, "\n\n");
        size_t n = end ? (size_t)(end - p) : strlen(p);
        used += (size_t)snprintf(out + used, sizeof out - used, "%s%.*s%s%s", open, (int)n, p, close, end ? "\n\n" : "");
        p = end ? end + 2 : p + n;
    }
    if (text[0] && used < size)
        memcpy(text, out, used + 1);
}

/* The entry's texts in --lang's language, from its translation (path: the entry's file). False
 * (said) for a translation that does not read. */
static bool translate(const char *path, const char *name, DisputeEntry *e)
{
    if (!strcmp(lang, "pseudo")) {
        pseudo(e->title, sizeof e->title);
        pseudo(e->game, sizeof e->game);
        pseudo(e->story, sizeof e->story);
        return true;
    }
    const char *slash = strrchr(path, '/');
    char file[4096];
    snprintf(file, sizeof file, "%.*si18n/%s/%s.dispute", slash ? (int)(slash - path + 1) : 0, path, lang, name);
    char err[DISPUTE_ERRLEN];
    char *text = report_read_text(file, err, sizeof err);
    if (!text) {
        fprintf(stderr, "dispute_gallery: note: %s: no translation into %s; English is shown\n", file, lang);
        return true;
    }
    DisputeEntry *t = calloc(1, sizeof *t); /* large: not on the stack */
    bool ok = t && read_entry(file, text, DISPUTE_FILE_TRANSLATION, t);
    free(text);
    if (!t)
        return fail(file, "%s", "out of memory");
    static const char *const keys[] = {"title", "game", "story"};
    char *mine[] = {e->title, e->game, e->story}, *theirs[] = {t->title, t->game, t->story};
    size_t sizes[] = {sizeof e->title, sizeof e->game, sizeof e->story};
    for (int i = 0; ok && i < 3; i++) {
        if (theirs[i][0] && !mine[i][0])
            ok = fail(file, "%s: the entry has none to translate", keys[i]);
        else if (theirs[i][0])
            snprintf(mine[i], sizes[i], "%s", theirs[i]);
        else if (mine[i][0] && i != 1) /* a game's name may stay as it is */
            fprintf(stderr, "dispute_gallery: note: %s: %s is not translated; English is shown\n", file, keys[i]);
    }
    free(t);
    return ok;
}

static bool add(Params *ps, const char *key, const char *value)
{
    if (ps->n == MAX_PARAMS)
        return false;
    ps->key[ps->n] = key;
    ps->value[ps->n++] = strdup(value);
    return ps->value[ps->n - 1] != NULL;
}

static void params_free(Params *ps)
{
    for (int i = 0; i < ps->n; i++)
        free(ps->value[i]);
    ps->n = 0;
}

/* add_record with room for the record's game, rec. */
static bool add_game(const char *file, const char *path, RecordGame *rec, Params *ps)
{
    char err[LOADER_ERRLEN];
    if (!record_game_load(path, rec, NULL, err, sizeof err))
        return fail(file, "%s", err);
    const Variant *v = &rec->def->variant;
    bool ok = add(ps, "variant", rec->def->id) && add(ps, "ruleset", rec->def->rulesets[rec->def->ruleset].id);
    char rules[RECORD_TAG_LEN], *save = NULL;
    snprintf(rules, sizeof rules, "%s", record_tag(&rec->tags, "Rules") ? record_tag(&rec->tags, "Rules") : "");
    for (char *w = strtok_r(rules, " \t,", &save); ok && w; w = strtok_r(NULL, " \t,", &save))
        ok = add(ps, "rule", w);
    if (ok && record_tag(&rec->tags, "Position"))
        ok = add(ps, "position", record_tag(&rec->tags, "Position"));
    char *moves = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&moves, &len);
    for (int i = 0; mem && i < rec->game.nmoves; i++) {
        char mv[MOVE_TEXT_MAX];
        move_to_text(v, &rec->game.moves[i], &rec->game.details[i], mv, sizeof mv);
        fprintf(mem, "%s%s", i ? " " : "", mv);
    }
    ok = ok && mem && fclose(mem) == 0 && add(ps, "play", moves) && add(ps, "part", "true");
    free(moves);
    record_game_free(rec);
    return ok ? true : fail(file, "%s", "out of memory");
}

/* The record's game, rules, start and moves as the parameters of a walk (part). */
static bool add_record(const char *file, const char *path, Params *ps)
{
    RecordGame *game = malloc(sizeof *game); /* large (its tags): not on the stack */
    if (!game)
        return fail(file, "%s", "out of memory");
    bool ok = add_game(file, path, game, ps);
    free(game);
    return ok;
}

/* An entry's command as API parameters, split in place (the record's name is kept inside it);
 * false (said) for a command the API cannot express. */
static bool command_params(const char *file, char *command, Params *ps, const char **record)
{
    static const struct {
        const char *option, *param;
    } same[] = {{"--variant", "variant"}, {"--ruleset", "ruleset"}, {"--rule", "rule"}, {"--position", "position"},
                {"--play", "play"},       {"--a", "a"},             {"--b", "b"},       {"--c", "c"},
                {"--d", "d"},             {"--at", "at"},           {"--from", "from"}};
    char whole[sizeof ((DisputeEntry *)0)->command], *argv[DISPUTE_COMMAND_WORDS];
    snprintf(whole, sizeof whole, "%s", command);
    int argc = dispute_command_split(command, argv, DISPUTE_COMMAND_WORDS);
    if (argc < 0) {
        fprintf(stderr, "dispute_gallery: %s: command: more than %d words\n", file, DISPUTE_COMMAND_WORDS);
        return false;
    }
    if (argc < 2 || strcmp(argv[0], "kharbaga") || strcmp(argv[1], "dispute"))
        return fail(file, "command '%s': expected 'kharbaga dispute ...'", whole);
    for (int i = 2; i < argc; i++) {
        size_t k = 0;
        while (k < sizeof same / sizeof same[0] && strcmp(argv[i], same[k].option))
            k++;
        if (i + 1 == argc)
            return fail(file, "command: '%s' at the end: expected an option and its value", argv[i]);
        if (!strcmp(argv[i], "--record")) {
            *record = strrchr(argv[i + 1], '/') ? strrchr(argv[i + 1], '/') + 1 : argv[i + 1];
            if (!add_record(file, argv[++i], ps))
                return false;
        } else if (k < sizeof same / sizeof same[0]) {
            if (!add(ps, same[k].param, argv[++i]))
                return fail(file, "%s", "too many parameters");
        } else {
            return fail(file, "command: '%s': the page's API cannot express this option", argv[i]);
        }
    }
    return true;
}

static void write_entry(FILE *out, const char *name, const DisputeEntry *e, const Params *ps, const char *record)
{
    const char *keys[] = {"name", "title", "option", "game", "story", "sources", "command"};
    const char *values[] = {name, e->title, e->option, e->game, e->story, e->sources, e->command};
    fprintf(out, "{");
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        fprintf(out, "%s\"%s\":", i ? "," : "", keys[i]);
        json_string(out, values[i]);
    }
    json_string_member(out, "record", record);
    fprintf(out, ",\"params\":[");
    for (int i = 0; i < ps->n; i++) {
        fprintf(out, "%s[", i ? "," : "");
        json_string(out, ps->key[i]);
        fprintf(out, ",");
        json_string(out, ps->value[i]);
        fprintf(out, "]");
    }
    fprintf(out, "]}");
}

/* One entry: read, its command turned into parameters, written. */
static bool gallery_entry(FILE *out, const char *file, bool first)
{
    const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
    size_t len = strlen(base);
    if (len < 9 || strcmp(base + len - 8, ".dispute"))
        return fail(file, "%s", "expected a NAME.dispute file");
    char err[DISPUTE_ERRLEN];
    char *text = report_read_text(file, err, sizeof err);
    if (!text) {
        fprintf(stderr, "dispute_gallery: %s\n", err);
        return false;
    }
    DisputeEntry *e = calloc(1, sizeof *e); /* large: not on the stack */
    bool ok = e && read_entry(file, text, DISPUTE_FILE_ENTRY, e);
    free(text);
    if (!e)
        return fail(file, "%s", "out of memory");
    char name[128];
    snprintf(name, sizeof name, "%.*s", (int)(len - 8), base);
    Params ps = {0};
    const char *record = NULL;
    char command[sizeof e->command]; /* split into parameters; the page shows e's whole */
    snprintf(command, sizeof command, "%s", e->command);
    ok = ok && command_params(file, command, &ps, &record) && (!lang || translate(file, name, e));
    if (ok) {
        fprintf(out, "%s\n", first ? "" : ",");
        write_entry(out, name, e, &ps, record);
    }
    params_free(&ps);
    free(e);
    return ok;
}

int main(int argc, char **argv)
{
    if (argc > 2 && !strcmp(argv[1], "--lang")) {
        lang = argv[2];
        argv += 2;
        argc -= 2;
    }
    if (argc < 3 || (lang && (!*lang || strchr(lang, '/') || strchr(lang, '.')))) {
        fprintf(stderr, "usage: dispute_gallery [--lang CODE] OUTPUT ENTRY.dispute...\n");
        return 2;
    }
    char *json = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&json, &len);
    bool ok = out != NULL;
    if (ok)
        fprintf(out, "[");
    for (int i = 2; ok && i < argc; i++)
        ok = gallery_entry(out, argv[i], i == 2);
    if (out) {
        fprintf(out, "\n]\n");
        ok = fclose(out) == 0 && ok;
    }
    FILE *f = ok ? fopen(argv[1], "wb") : NULL;
    ok = f && fwrite(json, 1, len, f) == len;
    if (f)
        ok = fclose(f) == 0 && ok;
    free(json);
    if (!ok)
        fprintf(stderr, "dispute_gallery: %s: not written\n", argv[1]);
    return ok ? 0 : 1;
}
