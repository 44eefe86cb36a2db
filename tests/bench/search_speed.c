/*
 * search_speed.c — the search's speed against a perft that makes every move, side by side on
 * the same positions.
 *
 * usage: search_speed [ROUNDS [perft|search|both [GAME]]]   (default 3, both, every game)
 *
 * With GAME, only that game's samples are measured (for a profile of one game).
 *
 * Both count the same thing: positions made (one node per move made, the root not counted).
 * - perft: perft_full (no bulk counting: every move is made, the last ply too) to the first
 *   depth whose positions made reach PERFT_BUDGET. Its positions made are the sum of perft(k)
 *   for k = 1..depth, counted (untimed) with the bulk perft.
 * - search: the strongest personality (personalities/master.lua: its weights and style) to a
 *   fixed depth per position, no time limit, a fresh 64 MB table per position; its nodes are
 *   SearchResult.nodes, the moves it made.
 * Times are CPU time of this process, best of ROUNDS, perft and search alternating so that both
 * see the same load. For instruction counts, run under callgrind with
 * --toggle-collect=measure_perft or --toggle-collect=measure_search (see docs/BENCHMARKS.md).
 * A benchmark, not a test: it fails only on a load error.
 */
#include "game.h"
#include "gamedef.h"
#include "perft.h"
#include "personality.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { PERFT_BUDGET = 1000000 };

typedef struct Sample {
    const char *variant;
    const char *label;
    const char *position; /* position text, or NULL for the start */
    int search_depth;
} Sample;

/* Kharbaga from the start, after 10 and 24 plies and with a Mullah (32 plies); Zamma from the
 * start and after 16 plies. The mid-game positions come from a game of two depth-5 searches. */
static const Sample samples[] = {
    {"kharbaga", "start", NULL, 13},
    {"kharbaga", "ply 10", "B:Ba1,c1,e1,g1,i1,b2,f2,h2,a3,e3,g3,i3,f4,h4,e5,g5,i5"
                ":Wb6,h6,a7,c7,e7,g7,i7,b8,d8,h8,a9,c9,e9,g9,i9", 12},
    {"kharbaga", "ply 24", "B:Bc1,e1,g1,i1,b2,f2,h2,g3,i3,h4,c5,i5:Wf4,a7,e7,g7,i7,h8,a9,c9,e9,g9,i9", 13},
    {"kharbaga", "Mullah", "B:Bc1,e1,g1,i1,b2,h2,i3,d4,h4,Kc9:Wf6,a7,i7,a9,e9,g9,i9", 13},
    {"zamma", "start", NULL, 11},
    {"zamma", "ply 16", "B:Ba1,b1,c1,d1,e1,f1,g1,h1,i1,a2,c2,d2,e2,f2,g2,h2,i2,a3,b3,d3,e3,f3,g3,h3,i3,a4,f4,g4,h4,i4,g5,h5,i5"
              ":Wc5,a6,d6,e6,g6,h6,i6,a7,b7,d7,e7,f7,g7,h7,i7,a8,c8,d8,e8,f8,g8,h8,i8,a9,b9,c9,d9,e9,f9,g9,h9,i9", 9},
};
enum { NSAMPLES = (int)(sizeof samples / sizeof samples[0]) };

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef struct Row {
    int perft_depth;
    uint64_t perft_nodes, search_nodes;
    double perft_s, search_s;
    int search_depth_done;
} Row;

/* The first perft depth whose positions made reach the budget, and that number. */
static int perft_depth_for(const Variant *v, const Position *start, uint64_t *made)
{
    *made = 0;
    for (int d = 1; d < 40; d++) {
        Position p = *start;
        *made += perft(v, &p, d, NULL);
        if (*made >= PERFT_BUDGET)
            return d;
    }
    return 40;
}

__attribute__((noinline)) static uint64_t measure_perft(const Variant *v, const Position *start, int depth)
{
    Position p = *start;
    return perft_full(v, &p, depth, NULL);
}

__attribute__((noinline)) static uint64_t measure_search(Searcher *s, const Game *g, int depth,
                                                        const SearchParams *params, int *done)
{
    SearchLimits lim = {.depth = depth};
    SearchResult r;
    search_run(s, g, &lim, params, &r, NULL);
    *done = r.depth;
    return r.nodes;
}

static bool load_sample(const Sample *sm, GameDef *def, Position *pos)
{
    char err[LOADER_ERRLEN];
    Err perr;
    if (!loader_load(sm->variant, def, err, sizeof err)) {
        fprintf(stderr, "search_speed: %s\n", err);
        return false;
    }
    if (!sm->position) {
        position_start(&def->variant, pos);
    } else if (!position_from_text(&def->variant, sm->position, pos, &perr)) {
        fprintf(stderr, "search_speed: %s %s: %s\n", sm->variant, sm->label, perr.msg);
        return false;
    }
    return true;
}

static bool run_sample(const Sample *sm, const Personality *ai, int rounds, bool do_perft, bool do_search, Row *row)
{
    static GameDef def;
    Position pos;
    Game game;
    if (!load_sample(sm, &def, &pos))
        return false;
    const Variant *v = &def.variant;
    Searcher *s = search_new(v, (size_t)64 << 20);
    if (!s || !game_init(&game, v, &pos)) {
        fprintf(stderr, "search_speed: out of memory\n");
        return false;
    }
    memset(row, 0, sizeof *row);
    row->perft_s = row->search_s = 1e30;
    row->perft_depth = perft_depth_for(v, &pos, &row->perft_nodes);
    for (int r = 0; r < rounds; r++) {
        if (do_perft) {
            double t = cpu_seconds();
            measure_perft(v, &pos, row->perft_depth);
            t = cpu_seconds() - t;
            row->perft_s = t < row->perft_s ? t : row->perft_s;
        }
        if (do_search) {
            search_clear(s);
            double t = cpu_seconds();
            row->search_nodes = measure_search(s, &game, sm->search_depth, &ai->params, &row->search_depth_done);
            t = cpu_seconds() - t;
            row->search_s = t < row->search_s ? t : row->search_s;
        }
    }
    game_free(&game);
    search_free(s);
    gamedef_release(&def);
    return true;
}

static double rate(uint64_t n, double s) { return s > 0 && s < 1e29 ? (double)n / s : 0.0; }

int main(int argc, char **argv)
{
    int rounds = argc > 1 ? atoi(argv[1]) : 3;
    const char *what = argc > 2 ? argv[2] : "both", *only = argc > 3 ? argv[3] : NULL;
    bool do_perft = !strcmp(what, "perft") || !strcmp(what, "both");
    bool do_search = !strcmp(what, "search") || !strcmp(what, "both");
    bool known = !only;
    for (int i = 0; i < NSAMPLES && !known; i++)
        known = !strcmp(samples[i].variant, only);
    if (rounds < 1 || rounds > 100 || (!do_perft && !do_search) || !known || argc > 4) {
        fprintf(stderr, "usage: search_speed [ROUNDS 1..100 [perft|search|both [kharbaga|zamma]]]\n");
        return 2;
    }
    static Personality ai;
    char err[LOADER_ERRLEN];
    if (!personality_load("master", &ai, err, sizeof err)) {
        fprintf(stderr, "search_speed: %s\n", err);
        return 1;
    }
    printf("%-9s %-7s | %5s %10s %8s | %5s %10s %8s | %s\n", "game", "position", "depth", "made", "M/s", "depth",
           "nodes", "M/s", "search/perft");
    uint64_t pn = 0, sn = 0;
    double ps = 0, ss = 0;
    for (int i = 0; i < NSAMPLES; i++) {
        Row row;
        if (only && strcmp(samples[i].variant, only))
            continue;
        if (!run_sample(&samples[i], &ai, rounds, do_perft, do_search, &row))
            return 1;
        double pr = rate(row.perft_nodes, row.perft_s), sr = rate(row.search_nodes, row.search_s);
        printf("%-9s %-7s | %5d %10llu %8.2f | %5d %10llu %8.2f | %5.1f%%\n", samples[i].variant, samples[i].label,
               row.perft_depth, (unsigned long long)row.perft_nodes, pr / 1e6, row.search_depth_done,
               (unsigned long long)row.search_nodes, sr / 1e6, pr > 0 ? 100.0 * sr / pr : 0.0);
        pn += row.perft_nodes, sn += row.search_nodes;
        ps += do_perft ? row.perft_s : 0, ss += do_search ? row.search_s : 0;
    }
    double pr = ps > 0 ? (double)pn / ps : 0, sr = ss > 0 ? (double)sn / ss : 0;
    printf("%-17s | %5s %10llu %8.2f | %5s %10llu %8.2f | %5.1f%%\n", "total", "", (unsigned long long)pn, pr / 1e6,
           "", (unsigned long long)sn, sr / 1e6, pr > 0 ? 100.0 * sr / pr : 0.0);
    return 0;
}
