/*
 * cmd_perft.c — `kharbaga perft`: counting move sequences, with time and moves per second.
 */
#include "commands.h"
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

typedef struct Divided {
    char move[MOVE_TEXT_MAX];
    uint64_t nodes;
} Divided;

int cmd_perft(Cli *cli)
{
    if (cli->depth == 0)
        return cli_usage_error_in("depth", "perft: --depth N is required (see kharbaga perft --help)");
    if (!cli_load(cli))
        return 1;
    cli_input("depth"); /* what a failure of the count is about */
    const Variant *v = &cli->def->variant;
    MoveList storage = MOVELIST_INIT, *list = &storage;
    Divided *parts = malloc(sizeof *parts * MAX_MOVES);
    if (!parts)
        return cli_out_of_memory();
    bool overflow = false;
    uint64_t nodes = 0;
    int nparts = 0;
    double start = now_seconds();
    if (cli->divide) {
        movegen_legal(v, &cli->pos, list);
        overflow = list->overflow;
        for (int i = 0; i < list->n; i++) {
            Undo u;
            movelist_text(v, list, i, parts[i].move, sizeof parts[i].move);
            position_make(v, &cli->pos, &list->moves[i], &list->details[i], &u);
            parts[i].nodes = perft_until(v, &cli->pos, cli->depth - 1, &overflow, cli->stop);
            position_unmake(v, &cli->pos, &list->moves[i], &u);
            nodes += parts[i].nodes;
        }
        nparts = list->n;
    } else {
        nodes = perft_until(v, &cli->pos, cli->depth, &overflow, cli->stop);
    }
    double seconds = now_seconds() - start;
    double rate = seconds > 0 ? (double)nodes / seconds : 0;
    int status = 0;
    if (stop_is_set(cli->stop)) {
        movelist_free(list);
        free(parts);
        return cli_error("perft --depth %d: stopped after %.1f s, the most one request may count here; ask for a "
                         "smaller depth, or count it with kharbaga perft on your own machine", cli->depth, seconds);
    }
    if (gamedef_hook_error(cli->def)) {
        status = cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
        movelist_free(list);
        free(parts);
        return status;
    }
    if (overflow)
        status = cli_error("perft: some position exceeded the engine's limits (%d moves, %d jumps); the count is "
                           "incomplete",
                           MAX_MOVES, MAX_PATH);
    if (cli->json) {
        fprintf(cli_out(), "{\"variant\":");
        json_string(cli_out(), cli->def->id);
        fprintf(cli_out(), ",\"ruleset\":");
        json_string(cli_out(), cli->def->rulesets[cli->def->ruleset].id);
        fprintf(cli_out(), ",\"depth\":%d,\"nodes\":%llu,\"seconds\":%.6f,\"moves_per_second\":%.0f", cli->depth,
               (unsigned long long)nodes, seconds, rate);
        if (cli->divide) {
            fprintf(cli_out(), ",\"divide\":{");
            for (int i = 0; i < nparts; i++) {
                fprintf(cli_out(), i ? "," : "");
                json_string(cli_out(), parts[i].move);
                fprintf(cli_out(), ":%llu", (unsigned long long)parts[i].nodes);
            }
            fprintf(cli_out(), "}");
        }
        fprintf(cli_out(), "}\n");
    } else {
        for (int i = 0; i < nparts; i++)
            fprintf(cli_out(), "%s: %llu\n", parts[i].move, (unsigned long long)parts[i].nodes);
        fprintf(cli_out(), "perft %d: %llu in %.3f s (%.0f moves/s)\n", cli->depth, (unsigned long long)nodes, seconds, rate);
    }
    movelist_free(list);
    free(parts);
    return status;
}
