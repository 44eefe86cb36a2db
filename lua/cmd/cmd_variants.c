/*
 * cmd_variants.c — `kharbaga variants`: the games on the search path.
 */
#include "commands.h"
#include "i18n.h"
#include "json.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_GAMES = 64 };

typedef struct Found {
    char id[64];
    char path[LOADER_PATH + 256];
} Found;

static int compare_found(const void *a, const void *b) { return strcmp(((const Found *)a)->id, ((const Found *)b)->id); }

/* Every *.lua directly in the search-path directories; the first of each id wins. */
static int find_games(Found *out, int max)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int skipped, ndirs = loader_search_path(dirs, LOADER_MAX_DIRS, &skipped), n = 0;
    if (skipped) /* said on stderr: the list itself stays what it is, for scripts that read it */
        cli_error("KHARBAGA_PATH: %d of its directories come after the first %d and are not searched", skipped,
                  LOADER_MAX_DIRS - 2);
    for (int i = 0; i < ndirs; i++) {
        char dir[LOADER_PATH];
        snprintf(dir, sizeof dir, "%.*s", dirs[i].len, dirs[i].at);
        DIR *d = opendir(dir);
        if (!d)
            continue;
        struct dirent *e;
        while ((e = readdir(d)) && n < max) {
            size_t len = strlen(e->d_name);
            if (len < 5 || len - 4 >= sizeof out[n].id || strcmp(e->d_name + len - 4, ".lua"))
                continue;
            char id[64];
            snprintf(id, sizeof id, "%.*s", (int)(len - 4), e->d_name);
            bool seen = false;
            for (int k = 0; k < n; k++)
                seen |= !strcmp(out[k].id, id);
            if (seen)
                continue;
            int w = snprintf(out[n].path, sizeof out[n].path, "%s/%s", dir, e->d_name);
            if (w < 0 || (size_t)w >= sizeof out[n].path)
                continue;
            snprintf(out[n].id, sizeof out[n].id, "%s", id);
            n++;
        }
        closedir(d);
    }
    qsort(out, (size_t)n, sizeof out[0], compare_found);
    return n;
}

/* `name` is what --variant takes: the file's name; a script whose id differs says so. */
static void print_text(const char *name, const GameDef *def, bool long_form)
{
    fprintf(cli_out(), "%-14s %s — %s\n", name, def->name, def->summary);
    if (strcmp(name, def->id))
        fprintf(cli_out(), _("%14s note: the script's id is '%s'; name the file %s.lua so that both agree\n"), "", def->id, def->id);
    if (!long_form)
        return;
    if (def->region[0])
        fprintf(cli_out(), _("%14s region: %s\n"), "", def->region);
    if (def->extends[0])
        fprintf(cli_out(), _("%14s extends: %s\n"), "", def->extends);
    for (int r = 0; r < def->nrulesets; r++)
        fprintf(cli_out(), _("%14s ruleset %-12s (%s) %s\n"), "", def->rulesets[r].id, def->rulesets[r].kind, def->rulesets[r].source);
    for (int s = 0; s < def->nsources; s++)
        fprintf(cli_out(), _("%14s source: %s\n"), "", def->sources[s]);
    for (int d = 0; d < def->ndisputes; d++)
        if (def->disputes[d].option[0])
            fprintf(cli_out(), _("%14s dispute on %s: %s\n"), "", def->disputes[d].option, def->disputes[d].topic);
        else
            fprintf(cli_out(), _("%14s dispute: %s\n"), "", def->disputes[d].topic);
    fprintf(cli_out(), _("%14s file: %s\n"), "", def->path);
}

/* Every field --long shows, always: `file` is what --variant takes. */
static void print_json(const char *name, const GameDef *def, bool first)
{
    fprintf(cli_out(), "%s{\"id\":", first ? "" : ",");
    json_string(cli_out(), def->id);
    json_string_member(cli_out(), "file", name);
    json_string_member(cli_out(), "name", def->name);
    json_string_member(cli_out(), "region", def->region);
    json_string_member(cli_out(), "summary", def->summary);
    json_string_member(cli_out(), "path", def->path);
    fprintf(cli_out(), ",\"rulesets\":[");
    for (int r = 0; r < def->nrulesets; r++) {
        fprintf(cli_out(), "%s{\"id\":", r ? "," : "");
        json_string(cli_out(), def->rulesets[r].id);
        json_string_member(cli_out(), "kind", def->rulesets[r].kind);
        json_string_member(cli_out(), "source", def->rulesets[r].source);
        fprintf(cli_out(), "}");
    }
    fprintf(cli_out(), "]");
    json_string_member(cli_out(), "extends", def->extends[0] ? def->extends : NULL);
    fprintf(cli_out(), ",\"sources\":[");
    for (int s = 0; s < def->nsources; s++) {
        fprintf(cli_out(), s ? "," : "");
        json_string(cli_out(), def->sources[s]);
    }
    fprintf(cli_out(), "],\"disputes\":[");
    for (int d = 0; d < def->ndisputes; d++) {
        fprintf(cli_out(), "%s{\"option\":", d ? "," : "");
        json_string_or_null(cli_out(), def->disputes[d].option[0] ? def->disputes[d].option : NULL);
        json_string_member(cli_out(), "topic", def->disputes[d].topic);
        fprintf(cli_out(), "}");
    }
    fprintf(cli_out(), "]}");
}

/* The first line of a loader's report (a script's problems), for one line of the listing. */
static void first_line(const char *err, char *line, size_t len)
{
    snprintf(line, len, "%.*s", (int)strcspn(err, "\n"), err);
}

/* A script that does not load: listed with its problem, so that it costs only itself. */
static void print_broken(const Found *f, const char *problem, bool json, bool first)
{
    FILE *out = cli_out();
    if (!json) {
        fprintf(out, _("%-14s (cannot be loaded) %s\n"), f->id, problem);
        return;
    }
    fprintf(out, "%s{\"id\":", first ? "" : ",");
    json_string(out, f->id);
    json_string_member(out, "file", f->id);
    json_string_member(out, "name", f->id);
    fprintf(out, ",\"region\":\"\",\"summary\":\"\",\"path\":");
    json_string(out, f->path);
    fprintf(out, ",\"rulesets\":[],\"extends\":null,\"sources\":[],\"disputes\":[],\"problem\":");
    json_string(out, problem);
    fprintf(out, "}");
}

int cmd_variants(Cli *cli)
{
    Found *found = malloc(sizeof *found * MAX_GAMES);
    GameDef *def = malloc(sizeof *def);
    if (!found || !def) {
        free(found);
        free(def);
        return cli_out_of_memory();
    }
    int n = find_games(found, MAX_GAMES), status = 0, shown = 0;
    if (cli->json)
        fprintf(cli_out(), "[");
    for (int i = 0; i < n; i++) {
        char err[LOADER_ERRLEN];
        if (!loader_load(found[i].path, def, err, sizeof err)) {
            char problem[512];
            first_line(err, problem, sizeof problem);
            print_broken(&found[i], problem, cli->json, shown == 0);
            shown++;
            continue;
        }
        if (cli->json)
            print_json(found[i].id, def, shown == 0);
        else
            print_text(found[i].id, def, cli->long_form);
        gamedef_release(def);
        shown++;
    }
    if (cli->json)
        fprintf(cli_out(), "]\n");
    if (n == 0)
        status = cli_error("no variant files found; set KHARBAGA_PATH to a directory of .lua variants");
    free(found);
    free(def);
    return status;
}
