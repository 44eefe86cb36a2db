/*
 * cmd_family.c — `kharbaga family`: the games on the search path side by side, as Markdown
 * (docs/family.md is its output; lua/words/family_text.h writes it); with --json, that Markdown
 * with the games as data and the SVG of each game's start.
 */
#include "commands.h"
#include "doc_diagrams.h"
#include "family_text.h"
#include "i18n.h"
#include "json.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>

enum { FAMILY_MAX = 32 };

static int compare_ids(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The ids of the *.lua files in the search path's directories, each once, sorted. */
static int game_ids(char ids[][64], int max)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int ndirs = loader_search_path(dirs, LOADER_MAX_DIRS, NULL), n = 0;
    for (int i = 0; i < ndirs; i++) {
        char dir[LOADER_PATH];
        snprintf(dir, sizeof dir, "%.*s", dirs[i].len, dirs[i].at);
        DIR *d = opendir(dir);
        for (struct dirent *e; d && (e = readdir(d)) && n < max;) {
            size_t len = strlen(e->d_name);
            if (len < 5 || len - 4 >= sizeof ids[0] || strcmp(e->d_name + len - 4, ".lua"))
                continue;
            snprintf(ids[n], sizeof ids[0], "%.*s", (int)(len - 4), e->d_name);
            bool seen = false;
            for (int k = 0; k < n; k++)
                seen = seen || !strcmp(ids[k], ids[n]);
            n += !seen;
        }
        if (d)
            closedir(d);
    }
    return n;
}

/* One game of family --json: what the page's chooser and board gallery show, and where the
 * Markdown's link to its rules page (games/<id>.md) and its start's SVG (diagrams) are. */
static void write_json_game(FILE *out, const GameDef *g)
{
    Position start;
    position_start(&g->variant, &start);
    fprintf(out, "{\"id\":");
    json_string(out, g->id);
    json_string_member(out, "name", g->name);
    json_string_member(out, "region", g->region);
    json_string_member(out, "summary", g->summary);
    fprintf(out, ",\"points\":%d,\"men\":[%d,%d],\"page\":\"games/%s.md\",\"start\":\"games/img/%s-start.svg\"}",
            bits_count(g->variant.board.all), bits_count(position_pieces(&start, SOUTH)),
            bits_count(position_pieces(&start, NORTH)), g->id, g->id);
}

/* family --json: {"games":[...], "markdown": the page, "diagrams": {"games/img/<id>-start.svg": SVG}}. */
static int write_json(FILE *out, GameDef *const *games, int n)
{
    char *markdown = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&markdown, &len);
    if (!mem)
        return cli_out_of_memory();
    family_text_write(mem, games, n);
    fclose(mem);
    fprintf(out, "{\"games\":[");
    for (int i = 0; i < n; i++) {
        fprintf(out, i ? ",\n " : "");
        write_json_game(out, games[i]);
    }
    fprintf(out, "],\n\"markdown\":");
    json_string(out, markdown ? markdown : "");
    fprintf(out, ",\n\"diagrams\":{");
    for (int i = 0; i < n; i++) {
        fprintf(out, i ? "," : "");
        doc_diagrams_json(out, games[i], "games/img/", false);
    }
    fprintf(out, "}}\n");
    free(markdown);
    return 0;
}

/* A game whose script does not load is left out of the page, said on standard error in one line
 * (the page and the listing of the others go on: `variants` lists it with its problem). */
static void leave_out(const char *id, const char *err)
{
    char shown[160];
    fputs("kharbaga: ", cli_err());
    fprintf(cli_err(), _("family: %s left out, its script does not load: %.*s"), err_text(id, 60, shown, sizeof shown),
            (int)strcspn(err, "\n"), err);
    fputs("\n", cli_err());
}

int cmd_family(Cli *cli)
{
    char ids[FAMILY_MAX][64];
    const char *sorted[FAMILY_MAX];
    GameDef *games[FAMILY_MAX];
    int n = game_ids(ids, FAMILY_MAX), loaded = 0, status = 0;
    for (int i = 0; i < n; i++)
        sorted[i] = ids[i];
    qsort(sorted, (size_t)n, sizeof sorted[0], compare_ids);
    for (int i = 0; i < n && status == 0; i++) {
        char err[LOADER_ERRLEN];
        games[loaded] = calloc(1, sizeof *games[loaded]);
        if (!games[loaded])
            status = cli_out_of_memory();
        else if (!loader_load(sorted[i], games[loaded], err, sizeof err))
            leave_out(sorted[i], err), free(games[loaded]); /* it costs only itself */
        else
            loaded++;
    }
    if (status == 0 && loaded == 0)
        status = cli_error("family: no games found on the search path (KHARBAGA_PATH)");
    if (status == 0 && cli->json)
        status = write_json(cli_out(), games, loaded);
    else if (status == 0)
        family_text_write(cli_out(), games, loaded);
    for (int i = 0; i < loaded; i++) {
        gamedef_release(games[i]);
        free(games[i]);
    }
    return status;
}
