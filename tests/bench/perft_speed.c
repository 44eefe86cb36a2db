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
 *
 * Instruction counts of the two alone, start-up left out (docs/BENCHMARKS.md):
 *   valgrind --tool=callgrind --collect-atstart=no --toggle-collect=run_baseline
 *            --toggle-collect=run_engine perft_speed 13 1
 */
#include "baseline_kharbaga.h"
#include "gamedef.h"
#include "perft.h"
#include "measured.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The two measured calls, kept out of line under their own names for callgrind. */
MEASURED uint64_t run_baseline(int depth);
MEASURED uint64_t run_engine(const Variant *v, int depth);

uint64_t run_baseline(int depth) { return baseline_perft_start(depth); }

uint64_t run_engine(const Variant *v, int depth)
{
    Position pos;
    position_start(v, &pos);
    return perft(v, &pos, depth, NULL);
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
        n_base = run_baseline(depth);
        double tb = now_seconds() - t;
        t = now_seconds();
        n_engine = run_engine(&def.variant, depth);
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
