/*
 * cmd_analyze.c — `kharbaga analyze`: the best move of a position with its score, principal
 * variation, depth, nodes and speed, as a personality searches it; and `kharbaga personalities`.
 */
#include "commands.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "personality.h"
#include "player.h"
#include "search_words.h"

#include <stdlib.h>
#include <string.h>

/* Whether every legal move of pos fits the engine's list; the search would miss the others. */
static bool moves_fit(const Variant *v, const Position *pos)
{
    MoveList *list = malloc(sizeof *list);
    bool fit = !list || (movegen_legal(v, pos, list), !list->overflow);
    free(list);
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
        move_to_text(v, &r->pv[i], mv, sizeof mv);
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
    printf("depth %2d  score %-10s nodes %10llu  %8.0f nodes/s  pv %s\n", r->depth, score,
           (unsigned long long)r->nodes, r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0, pv);
    fflush(stdout);
}

/* Prints what the search found: the best move, its score and variation, depth, nodes and speed,
 * after a line saying so when the search did not complete depth 1 (for people: --json has the
 * figures). */
static void print_result(const Cli *cli, const Variant *v, const Personality *ai, const SearchLimits *limits,
                         const SearchResult *r)
{
    char note[256];
    if (!cli->json && search_incomplete_text(r, limits, ai->params.kind == SEARCH_MCTS, note, sizeof note))
        printf("%s\n", note);
    char best[MOVE_TEXT_MAX], score[32], pv[2048];
    move_to_text(v, &r->best, best, sizeof best);
    score_text(r->score, score, sizeof score);
    pv_text(v, r, pv, sizeof pv);
    double nps = r->seconds > 0 ? (double)r->nodes / r->seconds : 0.0;
    if (cli->json) {
        printf("{\"best\":");
        json_string(stdout, best);
        printf(",\"score\":%d,\"score_text\":", r->score);
        json_string(stdout, score);
        printf(",\"depth\":%d,\"nodes\":%llu,\"seconds\":%.3f,\"nodes_per_second\":%.0f,\"pv\":", r->depth,
               (unsigned long long)r->nodes, r->seconds, nps);
        json_string(stdout, pv);
        printf(",\"complete\":%s,\"root_moves\":%d,\"partial_moves\":%d,\"personality\":",
               r->complete ? "true" : "false", r->root_moves, r->partial_moves);
        json_string(stdout, ai->id);
        printf("}\n");
    } else {
        printf("best %s  score %s  depth %d  nodes %llu  %.2f s  %.0f nodes/s (%s)\n", best, score, r->depth,
               (unsigned long long)r->nodes, r->seconds, nps, ai->name);
    }
}

/* Searches the command line's position as the personality ai does, within limits, and prints what
 * it finds; returns the command's status. */
static int analyze(Cli *cli, const Personality *ai, const SearchLimits *limits)
{
    const Variant *v = &cli->def->variant;
    Searcher *s = search_new(v, (size_t)64 << 20);
    Game *game = malloc(sizeof *game);
    int status = 0;
    ResultReason why;
    if (!s || !game || !game_init(game, v, &cli->pos)) {
        status = cli_error("out of memory");
    } else if (game_result(game, &why) != RESULT_NONE) {
        if (gamedef_hook_error(cli->def)) /* the moves could not be generated: say why */
            status = cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
        else
            status = cli_error("the game is over in this position (%s): there is nothing to analyze",
                               game_reason_text(why));
        game_free(game);
    } else if (!moves_fit(v, &game->pos)) {
        status = cli_error("%s: the search could not look at every move", MOVEGEN_OVERFLOW_TEXT);
        game_free(game);
    } else {
        Progress progress = {v, cli->json};
        search_set_progress(s, print_progress, &progress);
        SearchResult r;
        if (!search_run(s, game, limits, &ai->params, &r, NULL)) {
            if (gamedef_hook_error(cli->def)) /* the search stopped at the failure: say which */
                status = cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
            else
                status = cli_error("no legal move: the game is over");
        } else {
            print_result(cli, v, ai, limits, &r);
        }
        game_free(game);
    }
    search_free(s);
    free(game);
    return status;
}

int cmd_analyze(Cli *cli)
{
    if (cli->ai && !strcmp(cli->ai, PLAYER_RANDOM_ID))
        return cli_usage_error("--ai %s: the random mover plays without searching, so it has nothing to analyze; "
                               "choose a personality that searches (see kharbaga personalities)", cli->ai);
    if (!cli_load(cli))
        return 1;
    Personality *ai = malloc(sizeof *ai);
    char err[LOADER_ERRLEN];
    if (!ai || !personality_load_for(cli->ai ? cli->ai : "master", cli->def->variant.id, ai, err, sizeof err) ||
        !personality_check_fits(ai, cli->def->variant.id, err, sizeof err)) {
        free(ai);
        return cli_error_lines(ai ? err : "out of memory");
    }
    if (cli->depth && ai->params.kind == SEARCH_MCTS) {
        int status = cli_usage_error("--depth %d: %s (%s) searches by playouts (Monte Carlo tree search), not to a "
                                     "depth; give --time instead", cli->depth, ai->name, ai->id);
        free(ai);
        return status;
    }
    /* as in play and match, --time replaces the thinking time and keeps a depth limit, which is part
     * of what a personality is like; --depth alone searches to that depth however long it takes */
    SearchLimits limits = ai->limits;
    if (cli->time_ms)
        limits.time_ms = cli->time_ms;
    if (cli->depth)
        limits.depth = cli->depth, limits.time_ms = cli->time_ms;
    int status = analyze(cli, ai, &limits);
    free(ai);
    return status;
}

int cmd_personalities(Cli *cli)
{
    char ids[64][32];
    int n = personality_list(ids, 64), status = 0;
    Personality *p = malloc(sizeof *p);
    if (!p)
        return cli_error("out of memory");
    for (int i = 0; i < n; i++) {
        char err[LOADER_ERRLEN];
        if (!personality_load(ids[i], p, err, sizeof err)) {
            status = cli_error_lines(err);
            continue;
        }
        printf("%-10s %s — %s\n", p->id, p->name, p->description);
    }
    printf("%-10s %s — %s\n", PLAYER_RANDOM_ID, PLAYER_RANDOM_NAME, PLAYER_RANDOM_DESCRIPTION);
    if (n == 0)
        status = cli_error("no personalities found (looked in personalities/ under the variant directories)");
    (void)cli;
    free(p);
    return status;
}
