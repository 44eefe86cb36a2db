/*
 * web_tables.c — endgame tables built in the module, for the page without a server
 * (lua/web/README.md, "Endgame tables"): `kharbaga solve --pieces N` for a game and its rules,
 * the tables written to solve's default directory, where every analysis of the module looks
 * (lua/cmd/solve/table_lookup.c). The page's worker keeps that directory in the browser
 * (IndexedDB) and shares it with its other workers (lua/web/site/worker.mjs).
 *
 * The server has no such verb: a request of its clients builds nothing on its disk. Here the
 * build runs on the reader's own processor, in a worker of its own, and is bounded so that a
 * page never starts one that would hold its memory for long: WEB_TABLES_MAX_POSITIONS.
 */
#include "web_api.h"

#include "commands.h"
#include "egtb.h"
#include "json.h"
#include "solve_dir.h"

#include <emscripten/emscripten.h>

#include <stdlib.h>
#include <string.h>

/* The most positions a build of the page takes on: Felli's tables of 6 pieces (16 million) and
 * Kharbaga's of 4 (46 million) fit, in about a minute; larger tables are the program's work. */
#define WEB_TABLES_MAX_POSITIONS 50000000ULL

typedef struct WebTables {
    int slices;
    uint64_t positions;
} WebTables;

/* The plan of cli's tables: its slices and positions into w; false (said) when the plan passes the
 * page's bound. Rules the tables cannot hold pass, for solve to refuse in its own words. */
static bool measure(Cli *cli, WebTables *w)
{
    const Variant *v = &cli->def->variant;
    Err err = {0};
    if (!egtb_supported(v, cli->pieces, false, &err))
        return true;
    Egtb *ctx = egtb_new(v, cli->def->id, cli->pieces, &err);
    if (!ctx)
        return cli_fail(&err) == 0;
    w->slices = egtb_plan(ctx, NULL, 0);
    EgtbSlice *plan = malloc(sizeof *plan * (size_t)(w->slices ? w->slices : 1));
    if (!plan) {
        egtb_free(ctx);
        return cli_out_of_memory() == 0;
    }
    egtb_plan(ctx, plan, w->slices);
    w->positions = 0;
    for (int i = 0; i < w->slices; i++)
        w->positions += egtb_slice_positions(ctx, plan[i]);
    free(plan);
    egtb_free(ctx);
    if (w->positions > WEB_TABLES_MAX_POSITIONS)
        return cli_error_in("pieces",
                            "pieces %d: %llu positions for %s; the page builds at most %llu million "
                            "(build larger tables with kharbaga solve)",
                            cli->pieces, (unsigned long long)w->positions, cli->def->id,
                            WEB_TABLES_MAX_POSITIONS / 1000000ULL) == 0;
    return true;
}

/* Each slice taken, handed to Module.onTablesReport(done, total) when the worker set it. */
EM_JS(void, web_tables_report, (int done, int total), {
    if (Module['onTablesReport'])
        Module['onTablesReport'](done, total);
});

static void on_slice(void *ctx, int done, int total)
{
    (void)ctx;
    web_tables_report(done, total);
}

/* The plan measured and bounded, then solve's own build, its report the output. */
static int build(Cli *cli, void *ctx)
{
    if (!cli_load(cli))
        return 1;
    bool fits = measure(cli, ctx);
    gamedef_release(cli->def); /* cmd_solve loads the game itself */
    free(cli->def);
    cli->def = NULL;
    return fits ? cmd_solve_reporting(cli, on_slice, NULL) : 1;
}

/* The answer: the plan's size and solve's report, {"slices", "positions", "report"}. */
static void write_answer(const WebTables *w, ApiAnswer *a)
{
    char *report = a->body;
    FILE *out = api_answer_open(a, a->status);
    if (!out) {
        free(report);
        api_error(a, 500, "no_memory", NULL, "out of memory");
        return;
    }
    fprintf(out, "{\"slices\":%d,\"positions\":%llu,\"report\":", w->slices, (unsigned long long)w->positions);
    json_string(out, report ? report : "");
    fprintf(out, "}\n");
    fclose(out);
    free(report);
}

/* The tables of at most `pieces` pieces of the game and rules of query (variant, ruleset, rule,
 * lang, as GET /api/analyze takes them) built where the module's analyses look: returns the
 * status, the answer (kharbaga_api_body) as write_answer's, or the error naming its parameter. */
EMSCRIPTEN_KEEPALIVE int kharbaga_tables(const char *query, const char *pieces)
{
    ApiAnswer *a = web_answer_begin();
    char *q;
    ApiParams *ps;
    if (!web_parse_query(query, &q, &ps, a))
        return a->status;
    const char *fixed[] = {"--pieces", pieces ? pieces : "", NULL};
    Command solve = *commands_find("solve");
    solve.api_options = OPT_LANG | OPT_SETUP;
    solve.api_fixed = fixed;
    const char *argv[API_MAX_ARGV];
    Cli cli;
    if (api_command(&solve, ps, NULL, &web_limits, &cli, argv, a)) {
        WebTables w = {0};
        api_capture(build, &cli, &w, "pieces", a);
        if (a->status == 200)
            write_answer(&w, a);
        cli_free(&cli);
    }
    free(ps);
    free(q);
    return a->status;
}

/* The directory the module's tables are in (solve's default), made if missing, for the worker
 * that keeps it in the browser; "" when there is none. */
EMSCRIPTEN_KEEPALIVE const char *kharbaga_tables_dir(void)
{
    static char dir[4096];
    char why[256];
    if (!solve_dir(NULL, dir, sizeof dir, true, why, sizeof why))
        dir[0] = '\0';
    return dir;
}
