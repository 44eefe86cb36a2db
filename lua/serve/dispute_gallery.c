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
#include "json.h"
#include "notation.h"
#include "record_game.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_WORDS = 48, MAX_PARAMS = 64, FIELD = 8192 };

typedef struct Entry {
    char name[128];
    char title[256], option[64], game[64], story[FIELD], sources[2048], command[2048];
} Entry;

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

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    char buf[4096];
    for (size_t n; mem && (n = fread(buf, 1, sizeof buf, f)) > 0;)
        fwrite(buf, 1, n, mem);
    fclose(f);
    if (mem)
        fclose(mem);
    return text;
}

/* The field of e called key and its size, or NULL. */
static char *field(Entry *e, const char *key, size_t *len)
{
    struct {
        const char *key;
        char *to;
        size_t len;
    } fields[] = {
        {"title", e->title, sizeof e->title},       {"option", e->option, sizeof e->option},
        {"game", e->game, sizeof e->game},          {"story", e->story, sizeof e->story},
        {"sources", e->sources, sizeof e->sources}, {"command", e->command, sizeof e->command},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!strcmp(fields[i].key, key)) {
            *len = fields[i].len;
            return fields[i].to;
        }
    return NULL;
}

/* A continuation line joins its value with a blank; a blank line starts a paragraph. */
static void append(char *to, size_t len, const char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    size_t used = strlen(to);
    snprintf(to + used, len - used, "%s%s", !*line ? "\n\n" : used && to[used - 1] != '\n' ? " " : "", line);
}

/* Reads the "key: value" lines of an entry (tests/data/disputes/README.md), up to "output:"; of a
 * translation (translation true: only title, game and story, to the end of the file) into e, whose
 * fields it fills only where the file gives them. */
static bool parse_lines(const char *file, char *text, Entry *e, bool translation)
{
    char *value = NULL;
    size_t len = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        if (!translation && !strcmp(line, "output:"))
            return e->title[0] ? true : fail(file, "%s", "expected a title");
        if ((line[0] == ' ' || line[0] == '\t' || !line[0]) && value) {
            append(value, len, line);
            continue;
        }
        char *colon = strchr(line, ':');
        if (colon)
            *colon = '\0';
        value = colon && (!translation || !strcmp(line, "title") || !strcmp(line, "game") || !strcmp(line, "story"))
                    ? field(e, line, &len)
                    : NULL;
        if (!value && translation)
            return fail(file, "'%s': expected 'key: value' with a key of title, game or story (a translation gives "
                              "only those)", line);
        if (!value)
            return fail(file, "'%s': expected 'key: value' with a key of title, option, game, story, sources, "
                              "command, or 'output:'", line);
        if (value[0])
            return fail(file, "'%s': given twice", line);
        append(value, len, colon + 1);
    }
    return translation ? true : fail(file, "%s", "no 'output:' line");
}

/* The text wrapped in ⟦…⟧ in place, as the pseudo-language writes a text (lua/host/texts.c): each
 * paragraph wrapped. */
static void pseudo(char *text, size_t size)
{
    static const char open[] = "\u27e6", close[] = "\u27e7";
    char out[FIELD + 256] = "";
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
static bool translate(const char *path, const char *name, Entry *e)
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
    char *text = read_file(file);
    if (!text) {
        fprintf(stderr, "dispute_gallery: note: %s: no translation into %s; English is shown\n", file, lang);
        return true;
    }
    Entry *t = calloc(1, sizeof *t);
    bool ok = t && parse_lines(file, text, t, true);
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

/* Splits a command line into words; double quotes group words. Returns the count, -1 if too many. */
static int split_command(char *s, char **argv)
{
    int n = 0;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        if (n == MAX_WORDS)
            return -1;
        char *word = s, *to = s;
        for (bool quoted = false; *s && (quoted || *s != ' '); s++)
            if (*s == '"')
                quoted = !quoted;
            else
                *to++ = *s;
        if (*s)
            s++;
        *to = '\0';
        argv[n++] = word;
    }
    return n;
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

/* The entry's command as API parameters; false (said) for a command the API cannot express. */
static bool command_params(const char *file, Entry *e, Params *ps, const char **record)
{
    static const struct {
        const char *option, *param;
    } same[] = {{"--variant", "variant"}, {"--ruleset", "ruleset"}, {"--rule", "rule"}, {"--position", "position"},
                {"--play", "play"},       {"--a", "a"},             {"--b", "b"},       {"--c", "c"},
                {"--d", "d"},             {"--at", "at"},           {"--from", "from"}};
    char *argv[MAX_WORDS];
    int argc = split_command(e->command, argv);
    if (argc < 2 || strcmp(argv[0], "kharbaga") || strcmp(argv[1], "dispute"))
        return fail(file, "command '%s': expected 'kharbaga dispute ...'", e->command);
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

static void write_entry(FILE *out, const Entry *e, const Params *ps, const char *record)
{
    const char *keys[] = {"name", "title", "option", "game", "story", "sources", "command"};
    const char *values[] = {e->name, e->title, e->option, e->game, e->story, e->sources, e->command};
    fprintf(out, "{");
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        fprintf(out, "%s\"%s\":", i ? "," : "", keys[i]);
        json_string(out, values[i]);
    }
    fprintf(out, ",\"record\":");
    if (record)
        json_string(out, record);
    else
        fprintf(out, "null");
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
    char *text = read_file(file);
    if (!text)
        return fail(file, "%s", "cannot read it");
    Entry *e = calloc(2, sizeof *e); /* the entry, and its copy split[0]: large, not on the stack */
    bool ok = e && parse_lines(file, text, e, false);
    free(text);
    if (!e)
        return fail(file, "%s", "out of memory");
    snprintf(e->name, sizeof e->name, "%.*s", (int)(len - 8), base);
    Params ps = {0};
    const char *record = NULL;
    Entry *split = &e[1]; /* its command is split in place; e's is kept whole for the page */
    *split = *e;
    ok = ok && command_params(file, split, &ps, &record) && (!lang || translate(file, e->name, e));
    if (ok) {
        fprintf(out, "%s\n", first ? "" : ",");
        write_entry(out, e, &ps, record);
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
