/*
 * cmd_perft.c — `kharbaga perft`: counting move sequences, with time and moves per second.
 */
#include "commands.h"
#include "i18n.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"

#include <stdlib.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* --divide: each legal move of the position made and counted to depth - 1, into counts[i] (room
 * for list->n); the moves' text is made when they are written. Returns the total. */
static uint64_t divide(Cli *cli, const MoveList *list, uint64_t *counts, bool *overflow)
{
    const Variant *v = &cli->def->variant;
    uint64_t nodes = 0;
    for (int i = 0; i < list->n; i++) {
        Undo u;
        position_make(v, &cli->pos, &list->moves[i], &list->details[i], &u);
        counts[i] = perft_until(v, &cli->pos, cli->depth - 1, overflow, cli->stop);
        position_unmake(v, &cli->pos, &list->moves[i], &u);
        nodes += counts[i];
    }
    return nodes;
}

/* The count (with --divide, each move's: counts[i] that of the list's move i) as JSON or text. */
static void write_count(Cli *cli, const MoveList *list, const uint64_t *counts, uint64_t nodes, double seconds)
{
    const Variant *v = &cli->def->variant;
    double rate = seconds > 0 ? (double)nodes / seconds : 0;
    int nparts = cli->divide ? list->n : 0;
    char mv[MOVE_TEXT_MAX];
    if (cli->json) {
        fprintf(cli_out(), "{\"variant\":");
        json_string(cli_out(), cli->def->id);
        json_string_member(cli_out(), "ruleset", cli->def->rulesets[cli->def->ruleset].id);
        fprintf(cli_out(), ",\"depth\":%d,\"nodes\":%llu,\"seconds\":%.6f,\"moves_per_second\":%.0f", cli->depth,
               (unsigned long long)nodes, seconds, rate);
        if (cli->divide) {
            fprintf(cli_out(), ",\"divide\":{");
            for (int i = 0; i < nparts; i++) {
                movelist_text(v, list, i, mv, sizeof mv);
                fprintf(cli_out(), i ? "," : "");
                json_string(cli_out(), mv);
                fprintf(cli_out(), ":%llu", (unsigned long long)counts[i]);
            }
            fprintf(cli_out(), "}");
        }
        fprintf(cli_out(), "}\n");
        return;
    }
    for (int i = 0; i < nparts; i++) {
        movelist_text(v, list, i, mv, sizeof mv);
        fprintf(cli_out(), _("%s: %llu\n"), mv, (unsigned long long)counts[i]);
    }
    fprintf(cli_out(), _("perft %d: %llu in %.3f s (%.0f moves/s)\n"), cli->depth, (unsigned long long)nodes, seconds, rate);
}

/* perft once the game is loaded: the count, or with --divide the moves' counts in list. */
static int count(Cli *cli, MoveList *list, uint64_t **counts)
{
    const Variant *v = &cli->def->variant;
    bool overflow = false;
    uint64_t nodes = 0;
    double start = now_seconds();
    if (cli->divide) {
        movegen_legal(v, &cli->pos, list);
        overflow = list->overflow;
        *counts = malloc(sizeof **counts * (size_t)(list->n ? list->n : 1));
        if (!*counts)
            return cli_out_of_memory();
        nodes = divide(cli, list, *counts, &overflow);
    } else {
        nodes = perft_until(v, &cli->pos, cli->depth, &overflow, cli->stop);
    }
    double seconds = now_seconds() - start;
    if (stop_is_set(cli->stop))
        return cli_error("perft --depth %d: stopped after %.1f s, the most one request may count here; ask for a "
                         "smaller depth, or count it with kharbaga perft on your own machine", cli->depth, seconds);
    if (gamedef_hook_error(cli->def))
        return cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
    int status = 0;
    if (overflow)
        status = cli_error("perft: some position exceeded the engine's limits (%d moves, %d jumps); the count is "
                           "incomplete",
                           MAX_MOVES, MAX_PATH);
    write_count(cli, list, *counts, nodes, seconds);
    return status;
}

int cmd_perft(Cli *cli)
{
    if (cli->depth == 0)
        return cli_usage_error_in("depth", "perft: --depth N is required (see kharbaga perft --help)");
    if (!cli_load(cli))
        return 1;
    cli_input("depth"); /* what a failure of the count is about */
    MoveList list = MOVELIST_INIT;
    uint64_t *counts = NULL;
    int status = count(cli, &list, &counts);
    movelist_free(&list);
    free(counts);
    return status;
}
