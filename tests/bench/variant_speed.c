/*
 * variant_speed.c — what loading a game costs, and how fast its moves are generated compared
 * with Kharbaga's, per point of board.
 *
 * usage: variant_speed [GAME[:RULESET] ...]   (default: every game on the search path)
 *
 * For each game: the median time of 21 loads; then 4,000 positions from random games (a fixed
 * seed) and the CPU time of generating their legal moves, 20 times over, as nanoseconds per
 * position and per position and board point, with the ratio to Kharbaga's figure per point
 * (below 1.0: cheaper per point than Kharbaga). A benchmark: it fails only if a game does not
 * load.
 */
#include "loader.h"
#include "movegen.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { LOADS = 21, POSITIONS = 4000, REPEATS = 20 };

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Median milliseconds to load `id` (wall time of the whole loader: sandbox, prelude, script). */
static double load_ms(const char *id, GameDef *def)
{
    double t[LOADS];
    char err[LOADER_ERRLEN];
    for (int i = 0; i < LOADS; i++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        bool ok = loader_load(id, def, err, sizeof err);
        clock_gettime(CLOCK_MONOTONIC, &b);
        if (!ok) {
            fprintf(stderr, "variant_speed: %s\n", err);
            return -1;
        }
        t[i] = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) * 1e-6;
        if (i + 1 < LOADS)
            gamedef_release(def);
    }
    qsort(t, LOADS, sizeof t[0], compare_double);
    return t[LOADS / 2];
}

static uint64_t next_random(uint64_t *s)
{
    *s ^= *s << 13, *s ^= *s >> 7, *s ^= *s << 17;
    return *s;
}

/* Positions from random games of v, restarting from the start at each game's end. */
static int collect_positions(const Variant *v, Position *out, MoveList *list)
{
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    Position pos;
    position_start(v, &pos);
    for (int n = 0; n < POSITIONS; n++) {
        out[n] = pos;
        if (movegen_legal(v, &pos, list) == 0 || pos.quiet > 60) {
            position_start(v, &pos);
            continue;
        }
        Undo undo;
        position_make(v, &pos, &list->moves[next_random(&seed) % (uint64_t)list->n], &undo);
    }
    return POSITIONS;
}

/* CPU nanoseconds per movegen_legal call over the positions; *moves gets the mean number of
 * legal moves per position. */
static double generate_ns(const Variant *v, const Position *positions, int n, MoveList *list, double *moves)
{
    double start = cpu_seconds();
    uint64_t total = 0;
    for (int r = 0; r < REPEATS; r++)
        for (int i = 0; i < n; i++)
            total += (uint64_t)movegen_legal(v, &positions[i], list);
    *moves = (double)total / ((double)REPEATS * n);
    return (cpu_seconds() - start) * 1e9 / ((double)REPEATS * n);
}

static bool measure(const char *spec, double *kharbaga_per_point)
{
    char id[256], *ruleset;
    snprintf(id, sizeof id, "%s", spec);
    ruleset = strchr(id, ':');
    if (ruleset)
        *ruleset++ = '\0';
    GameDef *def = calloc(1, sizeof *def);
    Position *positions = malloc(sizeof *positions * POSITIONS);
    MoveList *list = malloc(sizeof *list);
    bool ok = def && positions && list;
    double ms = ok ? load_ms(id, def) : -1;
    Err e;
    if (ok && ms >= 0 && (!ruleset || gamedef_select(def, ruleset, NULL, 0, &e))) {
        const Variant *v = &def->variant;
        int n = collect_positions(v, positions, list);
        double moves;
        double ns = generate_ns(v, positions, n, list, &moves);
        int points = bits_count(v->board.all);
        double per_point = ns / points;
        if (*kharbaga_per_point == 0 && !strcmp(id, "kharbaga") && !ruleset)
            *kharbaga_per_point = per_point;
        const char *name = strrchr(spec, '/') ? strrchr(spec, '/') + 1 : spec;
        printf("%-28s %7.2f ms  %4d points  %5.1f moves  %8.0f ns/position  %6.1f ns/point  %5.2f x Kharbaga%s\n",
               name, ms, points, moves, ns, per_point, *kharbaga_per_point > 0 ? per_point / *kharbaga_per_point : 0.0,
               v->hooks ? "  (hooks)" : "");
        gamedef_release(def);
    } else {
        if (ok && ms >= 0)
            fprintf(stderr, "variant_speed: %s\n", e.msg);
        ok = false;
    }
    free(def);
    free(positions);
    free(list);
    return ok;
}

int main(int argc, char **argv)
{
    double kharbaga = 0;
    printf("%-28s %10s  %11s  %11s  %s\n", "game[:ruleset]", "load", "", "per position", "move generation");
    bool ok = measure("kharbaga", &kharbaga);
    for (int i = 1; i < argc; i++)
        ok &= measure(argv[i], &kharbaga);
    return ok ? 0 : 1;
}
