/*
 * cmd_bench.c — `kharbaga bench`: a fixed set of positions from several games, each searched to
 * a fixed depth, with the nodes of each, their total as the search's signature, and the speed.
 *
 * The run is deterministic: no time limit, a fresh table and history for every position, and the
 * personality's own seed, so that the node counts (and their total, the signature) change only
 * when the search, the evaluation, the move generator's order or a game's rules change. The
 * speed (nodes per second) is the only figure that depends on the machine. docs/BENCHMARKS.md
 * ("bench") says how the signature is used.
 */
#include "commands.h"
#include "i18n.h"
#include "json.h"
#include "notation.h"
#include "personality.h"
#include "player.h"

#include <stdlib.h>
#include <string.h>

enum { BENCH_DEPTH = 10, BENCH_TABLE_BYTES = 16 << 20 };

typedef struct BenchPosition {
    const char *variant;
    const char *label;
    const char *position; /* position text, or NULL for the game's start */
} BenchPosition;

/* Starts and middle games, kings and none, one- and two-word boards, compulsory and optional
 * capture. The middle games come from games of depth-5 searches. */
static const BenchPosition bench_positions[] = {
    {"kharbaga", "start", NULL},
    {"kharbaga", "ply 10", "B:Ba1,c1,e1,g1,i1,b2,f2,h2,a3,e3,g3,i3,f4,h4,e5,g5,i5"
                ":Wb6,h6,a7,c7,e7,g7,i7,b8,d8,h8,a9,c9,e9,g9,i9"},
    {"kharbaga", "ply 24", "B:Bc1,e1,g1,i1,b2,f2,h2,g3,i3,h4,c5,i5:Wf4,a7,e7,g7,i7,h8,a9,c9,e9,g9,i9"},
    {"kharbaga", "Mullah", "B:Bc1,e1,g1,i1,b2,h2,i3,d4,h4,Kc9:Wf6,a7,i7,a9,e9,g9,i9"},
    {"zamma", "start", NULL},
    {"zamma", "ply 16", "B:Ba1,b1,c1,d1,e1,f1,g1,h1,i1,a2,c2,d2,e2,f2,g2,h2,i2,a3,b3,d3,e3,f3,g3,h3,i3,a4,f4,g4,h4,i4,g5,h5,i5"
              ":Wc5,a6,d6,e6,g6,h6,i6,a7,b7,d7,e7,f7,g7,h7,i7,a8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,i9"},
    {"alquerque", "start", NULL},
    {"damas", "start", NULL},
    {"felli", "start", NULL},
    {"tuknanavuhpi", "start", NULL},
    {"aiyawatstani", "start", NULL},
};
enum { BENCH_COUNT = (int)(sizeof bench_positions / sizeof bench_positions[0]) };

/* One position's outcome. */
typedef struct BenchRow {
    uint64_t nodes;
    double seconds;
    int score;
    char best[MOVE_TEXT_MAX];
} BenchRow;

/* Loads the game of bp and its position. OUT: def, pos. Prints the error and returns false on
 * failure. */
static bool bench_load(const BenchPosition *bp, GameDef *def, Position *pos)
{
    char err[LOADER_ERRLEN];
    Err e;
    if (!loader_load(bp->variant, def, err, sizeof err)) {
        cli_error_lines(err);
        return false;
    }
    if (!bp->position) {
        position_start(&def->variant, pos);
        return true;
    }
    if (!position_from_text(&def->variant, bp->position, pos, &e)) {
        cli_error("bench: %s %s: %s", bp->variant, bp->label, e.msg);
        return false;
    }
    return true;
}

/* Searches one position to depth (0: a Monte Carlo search's own playouts) with the personality's
 * parameters. OUT: row. */
static bool bench_one(const BenchPosition *bp, const Personality *ai, int depth, BenchRow *row)
{
    GameDef *def = calloc(1, sizeof *def);
    Game *game = malloc(sizeof *game);
    Position pos;
    bool ok = def && game && bench_load(bp, def, &pos);
    Searcher *s = ok ? search_new(&def->variant, BENCH_TABLE_BYTES) : NULL;
    if (ok && (!s || !game_init(game, &def->variant, &pos))) {
        cli_out_of_memory();
        ok = false;
    } else if (ok) {
        SearchLimits limits = {.depth = depth};
        SearchResult r;
        if (search_run(s, game, &limits, &ai->params, &r, NULL)) {
            move_to_text(&def->variant, &r.best, &r.best_detail, row->best, sizeof row->best);
        } else {
            snprintf(row->best, sizeof row->best, "-");
        }
        row->nodes = r.nodes;
        row->seconds = r.seconds;
        row->score = r.score;
        game_free(game);
    } else if (!def || !game) {
        cli_out_of_memory();
    }
    search_free(s);
    if (def)
        gamedef_release(def);
    free(def);
    free(game);
    return ok;
}

static void print_text(const Personality *ai, int depth, const BenchRow *rows, uint64_t total, double seconds)
{
    if (depth)
        /* TRANSLATORS: the depth, the personality's name and id, the number of positions. */
        printf(_("bench: depth %d, %s (%s), %d positions\n"), depth, ai->name, ai->id, BENCH_COUNT);
    else
        printf(_("bench: %d playouts a position (Monte Carlo tree search), %s (%s), %d positions\n"),
               SEARCH_MCTS_DEFAULT, ai->name, ai->id, BENCH_COUNT);
    for (int i = 0; i < BENCH_COUNT; i++)
        /* TRANSLATORS: a position's number, game and label; its nodes, score and best move. */
        printf(_("%2d %-13s %-7s nodes %10llu  score %6d  best %s\n"), i + 1, bench_positions[i].variant,
               bench_positions[i].label, (unsigned long long)rows[i].nodes, rows[i].score, rows[i].best);
    printf(_("nodes %llu  time %.3f s  %.0f nodes/s\n"), (unsigned long long)total, seconds,
           seconds > 0 ? (double)total / seconds : 0.0);
    printf(_("signature %llu\n"), (unsigned long long)total);
}

static void print_json(const Personality *ai, int depth, const BenchRow *rows, uint64_t total, double seconds)
{
    if (depth)
        printf("{\"depth\":%d,\"personality\":", depth);
    else
        printf("{\"depth\":null,\"playouts\":%d,\"personality\":", SEARCH_MCTS_DEFAULT);
    json_string(stdout, ai->id);
    printf(",\"positions\":[");
    for (int i = 0; i < BENCH_COUNT; i++) {
        printf(i ? "," : "");
        printf("{\"variant\":");
        json_string(stdout, bench_positions[i].variant);
        printf(",\"label\":");
        json_string(stdout, bench_positions[i].label);
        printf(",\"nodes\":%llu,\"score\":%d,\"best\":", (unsigned long long)rows[i].nodes, rows[i].score);
        json_string(stdout, rows[i].best);
        printf(",\"seconds\":%.6f}", rows[i].seconds);
    }
    printf("],\"nodes\":%llu,\"seconds\":%.6f,\"nodes_per_second\":%.0f,\"signature\":%llu}\n",
           (unsigned long long)total, seconds, seconds > 0 ? (double)total / seconds : 0.0,
           (unsigned long long)total);
}

int cmd_bench(Cli *cli)
{
    if (cli->ai && !strcmp(cli->ai, PLAYER_RANDOM_ID))
        return cli_usage_error("--ai %s: the random mover plays without searching, so it has nothing to bench; "
                               "choose a personality that searches (see kharbaga personalities)", cli->ai);
    Personality *ai = malloc(sizeof *ai);
    BenchRow *rows = calloc(BENCH_COUNT, sizeof *rows);
    char err[LOADER_ERRLEN];
    if (!ai || !rows || !personality_load(cli->ai ? cli->ai : "master", ai, err, sizeof err)) {
        int status = ai && rows ? cli_error_lines(err) : cli_out_of_memory();
        free(ai);
        free(rows);
        return status;
    }
    if (cli->depth && ai->params.kind == SEARCH_MCTS) {
        int status = cli_usage_error("--depth %d: %s (%s) searches by playouts (Monte Carlo tree search), not to a "
                                     "depth; its bench runs its own number of playouts", cli->depth, ai->name, ai->id);
        free(ai);
        free(rows);
        return status;
    }
    int depth = ai->params.kind == SEARCH_MCTS ? 0 : cli->depth ? cli->depth : BENCH_DEPTH, status = 0;
    uint64_t total = 0;
    double seconds = 0;
    for (int i = 0; i < BENCH_COUNT && status == 0; i++) {
        if (!bench_one(&bench_positions[i], ai, depth, &rows[i]))
            status = 1;
        total += rows[i].nodes;
        seconds += rows[i].seconds;
    }
    if (status == 0 && cli->json)
        print_json(ai, depth, rows, total, seconds);
    else if (status == 0)
        print_text(ai, depth, rows, total, seconds);
    free(ai);
    free(rows);
    return status;
}
