/*
 * cmd_analyze.c — `kharbaga analyze`: the best move of a position with its score, principal
 * variation, depth, nodes and speed, as a personality searches it, and its exact value and its
 * moves' where endgame tables hold them (kharbaga solve); and `kharbaga personalities`.
 */
#include "analysis.h"
#include "i18n.h"
#include "commands.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "personality.h"
#include "player.h"
#include "search_words.h"
#include "table_lookup.h"
#include "watchdog.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Whether every legal move of pos fits the engine's list; the search would miss the others. */
static bool moves_fit(const Variant *v, const Position *pos)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    bool fit = (movegen_legal(v, pos, list), !list->overflow);
    movelist_free(list);
    return fit;
}

/* Writes a score for people: "+1.35" (hundredths of a man), or "win in 7" / "loss in 4". */
static void score_text(int score, char *buf, size_t len)
{
    int plies = search_win_plies(score);
    if (plies > 0)
        snprintf(buf, len, "win in %d", plies);
    else if (plies < 0)
        snprintf(buf, len, "loss in %d", -plies);
    else
        snprintf(buf, len, "%+.2f", score / 100.0);
}

static void pv_text(const Variant *v, const SearchResult *r, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < r->npv; i++) {
        char mv[MOVE_TEXT_MAX];
        move_to_text(v, &r->pv[i], &r->pv_details[i], mv, sizeof mv);
        size_t used = strlen(buf);
        if (used + strlen(mv) + 2 >= len)
            break;
        snprintf(buf + used, len - used, "%s%s", i ? " " : "", mv);
    }
}

typedef struct Progress {
    const Variant *v;
    bool json;
} Progress;

static void print_progress(void *ctx, const SearchResult *r)
{
    const Progress *p = ctx;
    if (p->json)
        return;
    char score[32], pv[2048];
    score_text(r->score, score, sizeof score);
    pv_text(p->v, r, pv, sizeof pv);
    fprintf(cli_out(), _("depth %2d  score %-10s nodes %10llu  %8.0f nodes/s  pv %s\n"), r->depth, score,
           (unsigned long long)r->nodes, r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0, pv);
    fflush(cli_out());
}

void analyze_write_fields(FILE *out, const Variant *v, const char *personality, const SearchResult *r)
{
    char best[MOVE_TEXT_MAX], score[32], pv[2048];
    move_to_text(v, &r->best, &r->best_detail, best, sizeof best);
    score_text(r->score, score, sizeof score);
    pv_text(v, r, pv, sizeof pv);
    double nps = r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0;
    fprintf(out, "\"best\":");
    json_string(out, best);
    fprintf(out, ",\"score\":%d,\"score_text\":", r->score);
    json_string(out, score);
    fprintf(out, ",\"depth\":%d,\"nodes\":%llu,\"seconds\":%.3f,\"nodes_per_second\":%.0f,\"pv\":", r->depth,
            (unsigned long long)r->nodes, r->seconds, nps);
    json_string(out, pv);
    fprintf(out, ",\"complete\":%s,\"root_moves\":%d,\"partial_moves\":%d,", r->complete ? "true" : "false",
            r->root_moves, r->partial_moves);
    if (r->book) /* only then: the answers of searches without a book stay as they were */
        fprintf(out, "\"book\":true,");
    fprintf(out, "\"personality\":");
    json_string(out, personality);
}

/* The tables' value of the position, and each move's, as lines for people. */
static void print_table(FILE *out, const Variant *v, const Position *pos, const TableLookup *t)
{
    if (!t->found)
        return;
    char text[64];
    table_value_text(t->value, text, sizeof text);
    fprintf(out, _("tables: %s for the side to move (exact, with perfect play)\n"), text);
    if (!t->moves_found)
        return;
    MoveList list = MOVELIST_INIT;
    movegen_legal(v, pos, &list);
    for (int i = 0; i < t->nmoves && i < list.n; i++) {
        char mv[MOVE_TEXT_MAX];
        movelist_text(v, &list, i, mv, sizeof mv);
        table_value_text(t->moves[i], text, sizeof text);
        fprintf(out, "  %-12s %s\n", mv, text);
    }
    movelist_free(&list);
}

/* Prints what the search found: the best move, its score and variation, depth, nodes and speed,
 * after a line saying so when the search did not complete depth 1 (for people: --json has the
 * figures); and what the tables say, when they hold the position. */
static void print_result(const Cli *cli, const Variant *v, const Personality *ai, const SearchLimits *limits,
                         const SearchResult *r, const TableLookup *table)
{
    FILE *out = cli_out();
    if (cli->json) {
        fprintf(out, "{");
        analyze_write_fields(out, v, ai->id, r);
        fprintf(out, ",\"table\":");
        table_lookup_write_json(out, v, &cli->pos, table, true);
        fprintf(out, "}\n");
        return;
    }
    print_table(out, v, &cli->pos, table);
    char note[256];
    if (search_incomplete_text(r, limits, ai->params.kind == SEARCH_MCTS, note, sizeof note))
        fprintf(out, "%s\n", note);
    char best[MOVE_TEXT_MAX], score[32];
    move_to_text(v, &r->best, &r->best_detail, best, sizeof best);
    if (r->book)
        fprintf(out, _("book: %s is the opening book's move here; nothing was searched\n"), best);
    score_text(r->score, score, sizeof score);
    double nps = r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0;
    fprintf(out, _("best %s  score %s  depth %d  nodes %llu  %.2f s  %.0f nodes/s (%s)\n"), best, score, r->depth,
            (unsigned long long)r->nodes, r->seconds, nps, ai->name);
}

/* Which moves the search would miss, or that the game is over: reported; the status. */
static int check_searchable(Cli *cli, const Game *game)
{
    ResultReason why;
    if (game_result(game, &why) != RESULT_NONE) {
        if (gamedef_hook_error(cli->def)) /* the moves could not be generated: say why */
            return cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
        return cli_error("the game is over in this position (%s): there is nothing to analyze", game_reason_text(why));
    }
    if (!moves_fit(&cli->def->variant, &game->pos))
        return cli_error("%s: the search could not look at every move", MOVEGEN_OVERFLOW_TEXT);
    return 0;
}

/* The personality --ai names (default master), checked against the game and --depth; the status. */
static int load_personality(Cli *cli, Analysis *a)
{
    a->ai = malloc(sizeof *a->ai);
    char err[LOADER_ERRLEN];
    if (!a->ai)
        return cli_out_of_memory();
    cli_input("ai");
    if (!personality_load_for(cli->ai ? cli->ai : "master", cli->def->variant.id, a->ai, err, sizeof err) ||
        !personality_check_fits(a->ai, cli->def->variant.id, err, sizeof err))
        return cli_error_lines(err);
    cli_input(NULL);
    if (cli->depth && a->ai->params.kind == SEARCH_MCTS)
        return cli_usage_error_in("depth", "--depth %d: %s (%s) searches by playouts (Monte Carlo tree search), not to a "
                               "depth; give --time instead", cli->depth, a->ai->name, a->ai->id);
    /* as in play and match, --time replaces the thinking time and keeps a depth limit, which is part
     * of what a personality is like; without it, as in play, the personality's own time up to
     * PERSONALITY_DEFAULT_MOVE_MS; --depth alone searches to that depth however long it takes */
    a->limits = personality_move_limits(a->ai, cli->time_ms);
    if (cli->depth)
        a->limits.depth = cli->depth, a->limits.time_ms = cli->time_ms;
    /* the server's cap (Cli.max_time_ms): no search of a request runs longer. A search without
     * a time limit keeps none (a time limit changes how a search spends it: with one legal move
     * it returns at once) and is stopped at the cap instead (analysis_run). */
    if (cli->max_time_ms && a->limits.time_ms > cli->max_time_ms)
        a->limits.time_ms = cli->max_time_ms;
    a->deadline_ms = a->limits.time_ms ? 0 : cli->max_time_ms;
    return 0;
}

int analysis_check(Cli *cli, Analysis *a)
{
    memset(a, 0, sizeof *a);
    int status = load_personality(cli, a);
    if (status)
        return status;
    a->game = malloc(sizeof *a->game);
    if (!a->game || !game_init(a->game, &cli->def->variant, &cli->pos)) {
        free(a->game);
        a->game = NULL;
        return cli_out_of_memory();
    }
    return check_searchable(cli, a->game);
}

int analysis_make_searcher(Cli *cli, Analysis *a) { return analysis_take_searcher(cli, a, NULL); }

int analysis_take_searcher(Cli *cli, Analysis *a, Searcher **spare)
{
    size_t bytes = (size_t)(cli->table_mib ? cli->table_mib : 64) << 20;
    if (spare && *spare && search_mem_bytes(*spare) == bytes) {
        a->searcher = *spare;
        search_rebind(a->searcher, &cli->def->variant);
    } else {
        if (spare)
            search_free(*spare);
        a->searcher = search_new(&cli->def->variant, bytes);
    }
    if (spare)
        *spare = NULL;
    if (!a->searcher)
        return cli_out_of_memory();
    /* the tables of the position's pieces at most, which are all its search can meet, within an
     * analysis's budget (a server reads them for each request); a file refused is left out
     * (analyze's own lookup of the position says so: table_lookup) */
    if (a->ai->tables)
        a->tables = play_tables_open(&cli->def->variant, cli->def->id, bits_count(position_occupied(&a->game->pos)),
                                     PLAY_TABLES_ANALYSIS_BYTES, NULL);
    return 0;
}

int analysis_prepare(Cli *cli, Analysis *a)
{
    int status = analysis_check(cli, a);
    return status ? status : analysis_make_searcher(cli, a);
}

/* search_run, stopped after a->deadline_ms (if set) or once *cancel is set (the request's stop
 * flag; may be NULL) by a watchdog thread. */
static bool run_search(Analysis *a, const StopFlag *cancel, StopFlag *stop, SearchResult *r)
{
    StopFlag own = false;
    if (!stop)
        stop = &own;
    Watchdog w;
    watchdog_start(&w, a->deadline_ms, cancel, stop);
    SearchParams params = a->ai->params;
    params.tables = a->tables;
    bool found = search_run(a->searcher, a->game, &a->limits, &params, r, stop);
    watchdog_end(&w);
    return found;
}

int analysis_run(Cli *cli, Analysis *a, StopFlag *stop, SearchResult *r)
{
    if (run_search(a, cli->stop, stop, r))
        return 0;
    if (gamedef_hook_error(cli->def)) /* the search stopped at the failure: say which */
        return cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
    return cli_error("no legal move: the game is over");
}

void analysis_free(Analysis *a)
{
    if (a->game)
        game_free(a->game);
    free(a->game);
    search_free(a->searcher);
    egtb_free(a->tables);
    free(a->ai);
    memset(a, 0, sizeof *a);
}

int cmd_analyze(Cli *cli)
{
    if (cli->ai && !strcmp(cli->ai, PLAYER_RANDOM_ID))
        return cli_usage_error_in("ai", "--ai %s: the random mover plays without searching, so it has nothing to analyze; "
                               "choose a personality that searches (see kharbaga personalities)", cli->ai);
    if (!cli_load(cli))
        return 1;
    Analysis a;
    int status = analysis_prepare(cli, &a);
    if (status == 0) {
        Progress progress = {&cli->def->variant, cli->json};
        search_set_progress(a.searcher, print_progress, &progress);
        SearchResult r;
        status = analysis_run(cli, &a, NULL, &r);
        TableLookup table;
        table_lookup(&cli->def->variant, cli->def->id, &cli->pos, &table, cli_err());
        if (status == 0)
            print_result(cli, &cli->def->variant, a.ai, &a.limits, &r, &table);
        table_lookup_free(&table);
    }
    analysis_free(&a);
    return status;
}

/* One personality: id, name, description, and how it chooses (alpha-beta, mcts or random). */
static void write_personality(const Cli *cli, bool first, const char *id, const char *name, const char *description,
                              const char *kind)
{
    FILE *out = cli_out();
    if (!cli->json) {
        fprintf(out, "%-10s %s — %s\n", id, name, description);
        return;
    }
    fprintf(out, "%s{\"id\":", first ? "[" : ",\n ");
    json_string(out, id);
    json_string_member(out, "name", name);
    json_string_member(out, "description", description);
    fprintf(out, ",\"searches\":%s,\"kind\":\"%s\"}", strcmp(kind, "random") ? "true" : "false", kind);
}

int cmd_personalities(Cli *cli)
{
    char ids[64][32];
    int n = personality_list(ids, 64), status = 0;
    Personality *p = malloc(sizeof *p);
    if (!p)
        return cli_out_of_memory();
    bool first = true;
    for (int i = 0; i < n; i++) {
        char err[LOADER_ERRLEN];
        if (!personality_load(ids[i], p, err, sizeof err)) {
            status = cli_error_lines(err);
            continue;
        }
        write_personality(cli, first, p->id, p->name, p->description,
                          p->params.kind == SEARCH_MCTS ? "mcts" : "alphabeta");
        first = false;
    }
    write_personality(cli, first, PLAYER_RANDOM_ID, _(PLAYER_RANDOM_NAME), _(PLAYER_RANDOM_DESCRIPTION), "random");
    if (cli->json)
        fprintf(cli_out(), "]\n");
    if (n == 0)
        status = cli_error("no personalities found (looked in personalities/ under the variant directories)");
    free(p);
    return status;
}
