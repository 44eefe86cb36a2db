/*
 * perft_speed.c — the Lua-defined engine against the hand-written Kharbaga baseline, side by
 * side in one run.
 *
 * usage: perft_speed [DEPTH [ROUNDS]]   (default 15 and 3)
 *
 * Both count perft DEPTH from Kharbaga's start with bulk counting at the last ply. Rounds
 * alternate baseline and engine so that both see the same machine load; the best time of each
 * is reported, and the ratio engine/baseline in moves per second. Times are CPU time of this
 * process, so that other load on the machine disturbs them less. A benchmark, not a test: it
 * fails only if the two counts differ.
 */
#include "baseline_kharbaga.h"
#include "loader.h"
#include "perft.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 15;
    int rounds = argc > 2 ? atoi(argv[2]) : 3;
    if (depth < 1 || depth > 20 || rounds < 1 || rounds > 100) {
        fprintf(stderr, "usage: perft_speed [DEPTH 1..20 [ROUNDS 1..100]]\n");
        return 2;
    }
    static GameDef def;
    char err[LOADER_ERRLEN];
    double t0 = now_seconds();
    if (!loader_load("kharbaga", &def, err, sizeof err)) {
        fprintf(stderr, "perft_speed: %s\n", err);
        return 1;
    }
    double load_ms = (now_seconds() - t0) * 1e3;
    double best_base = 1e30, best_engine = 1e30;
    uint64_t n_base = 0, n_engine = 0;
    for (int r = 0; r < rounds; r++) {
        double t = now_seconds();
        n_base = baseline_perft_start(depth);
        double tb = now_seconds() - t;
        Position pos;
        position_start(&def.variant, &pos);
        t = now_seconds();
        n_engine = perft(&def.variant, &pos, depth, NULL);
        double te = now_seconds() - t;
        best_base = tb < best_base ? tb : best_base;
        best_engine = te < best_engine ? te : best_engine;
    }
    double base_rate = (double)n_base / best_base, engine_rate = (double)n_engine / best_engine;
    printf("kharbaga.lua loaded in %.2f ms\n", load_ms);
    printf("perft %d from the start, best of %d rounds\n", depth, rounds);
    printf("  baseline (hand-written)  %12llu  %8.3f s  %6.2f M moves/s\n", (unsigned long long)n_base, best_base,
           base_rate / 1e6);
    printf("  engine (kharbaga.lua)    %12llu  %8.3f s  %6.2f M moves/s\n", (unsigned long long)n_engine,
           best_engine, engine_rate / 1e6);
    printf("  engine / baseline: %.1f%%\n", 100.0 * engine_rate / base_rate);
    gamedef_release(&def);
    if (n_base != n_engine) {
        fprintf(stderr, "perft_speed: the counts differ\n");
        return 1;
    }
    return 0;
}
