/*
 * web_search.c — a search in the module, for a page that runs the module in a Web Worker
 * (lua/web/site/worker.mjs): POST /api/search's parameters in, its polls' answers out. The
 * module has no threads, so the search runs within the call; each completed iteration is handed
 * to the module's JavaScript as the poll's answer (`{"id", "running": true, ...}`, the fields of
 * `analyze --json`), which the worker posts to the page; the call returns the last one
 * (`"running": false`). The page stops a search by ending its worker and keeps the last report,
 * as the server's stop answers with the last completed iteration (lua/serve/searches.c).
 */
#include "web_api.h"

#include "analysis.h"
#include "player.h"
#include "search_poll.h"
#include "solve/table_lookup.h"

#include <emscripten/emscripten.h>

#include <stdlib.h>
#include <string.h>

/* The report, handed to Module.onSearchReport(text) when the page set it. */
EM_JS(void, web_search_report, (const char *json, size_t len), {
    if (Module['onSearchReport'])
        Module['onSearchReport'](UTF8ToString(json, len));
});

typedef struct WebSearch {
    Analysis analysis;
    SearchResult result;
    bool have_result;
    bool random; /* the random mover: its move chosen at once, no search */
    TableLookup table; /* the tables' value of the position, looked up when the search has ended */
} WebSearch;

/* The poll's answer for the search: running while it runs, the result once it has ended. */
static void write_report(Cli *cli, const WebSearch *w, bool running, ApiAnswer *a)
{
    SearchPoll poll = {
        .id = "worker",
        .running = running,
        .v = &cli->def->variant,
        .pos = &cli->pos,
        .personality = w->random ? PLAYER_RANDOM_ID : w->analysis.ai->id,
        .result = w->have_result ? &w->result : NULL,
        .table = !running && w->have_result ? &w->table : NULL,
    };
    search_poll_answer(&poll, a);
}

typedef struct Run {
    WebSearch *w;
    Cli *cli;
} Run;

/* Each completed iteration: kept, and reported as a running search's poll. */
static void on_progress(void *ctx, const SearchResult *r)
{
    Run *run = ctx;
    run->w->result = *r;
    run->w->have_result = true;
    ApiAnswer report;
    write_report(run->cli, run->w, true, &report);
    if (report.body)
        web_search_report(report.body, report.len);
    api_answer_free(&report);
}

/* The game loaded and the search checked, as searches.c prepares a search; the random mover's
 * move chosen. */
static int prepare(Cli *cli, void *ctx)
{
    WebSearch *w = ctx;
    if (!cli_load(cli))
        return 1;
    if (!w->random)
        return analysis_check(cli, &w->analysis);
    if (!player_random_result(&cli->def->variant, &cli->pos, (uint64_t)(emscripten_get_now() * 1000.0), &w->result))
        return cli_error("no legal move: the game is over");
    w->have_result = true;
    return 0;
}

/* The search itself, each completed iteration reported. */
static int run_search(Cli *cli, void *ctx)
{
    Run *run = ctx;
    WebSearch *w = run->w;
    if (w->random)
        return 0;
    int status = analysis_make_searcher(cli, &w->analysis);
    if (status != 0)
        return status;
    search_set_progress(w->analysis.searcher, on_progress, run);
    return analysis_run(cli, &w->analysis, NULL, &w->result);
}

/* POST /api/search?<query> run to its end (with a script of len bytes, not NULL: POST
 * /api/workshop/search, the script as the game): returns the status; the answer
 * (kharbaga_api_body) is the search's last poll, or the error. Each completed iteration is
 * reported on the way. */
EMSCRIPTEN_KEEPALIVE int kharbaga_search(const char *query, const char *script, size_t len)
{
    ApiAnswer *a = web_answer_begin();
    char *q;
    ApiParams *ps;
    if (!web_parse_query(query, &q, &ps, a))
        return a->status;
    const char *argv[API_MAX_ARGV];
    ApiScript body = {script, len};
    Cli cli;
    WebSearch *w = calloc(1, sizeof *w);
    bool parsed = false, ok = false;
    if (!w)
        api_error(a, 500, "no_memory", NULL, "out of memory");
    else
        parsed = ok = api_search_command(ps, script ? &body : NULL, &web_limits, &cli, argv, a);
    if (ok) {
        w->random = cli.ai && !strcmp(cli.ai, PLAYER_RANDOM_ID);
        api_capture(prepare, &cli, w, "position", a);
        ok = a->status == 200;
    }
    if (ok) {
        api_answer_free(a);
        Run run = {w, &cli};
        api_capture(run_search, &cli, &run, "position", a);
        if (a->status == 200) {
            api_answer_free(a);
            table_lookup(&cli.def->variant, cli.def->id, &cli.pos, &w->table, NULL);
            write_report(&cli, w, false, a);
        }
    }
    if (w) {
        table_lookup_free(&w->table);
        analysis_free(&w->analysis);
        free(w);
    }
    if (parsed)
        cli_free(&cli);
    free(ps);
    free(q);
    return a->status;
}
