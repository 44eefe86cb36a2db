/*
 * variant_speed.c — what loading a game costs, and how fast its moves are generated compared
 * with Kharbaga's, per point of board.
 *
 * usage: variant_speed [GAME[:RULESET] ...]   (Kharbaga, the reference, always comes first)
 *
 * For each game: the median time of 21 loads; then 4,000 positions from random games (a fixed
 * seed) and the CPU time of generating their legal moves, as nanoseconds per position and per
 * position and board point, with the ratio to Kharbaga's figure per point (below 1.0: cheaper
 * per point than Kharbaga). The games take turns, a few passes over their positions each per
 * round, and each keeps its best round: load on the machine then disturbs every game alike and
 * the ratios little. A benchmark: it fails only if a game does not load.
 */
#include "gamedef.h"
#include "hashmix.h"
#include "movegen.h"
#include "measured.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { LOADS = 21, POSITIONS = 4000, PASSES = 4, ROUNDS = 15, MAX_GAMES = 64 };

/* One game measured: its rules, its positions and its figures so far. */
typedef struct Measured {
    const char *spec;
    GameDef *def;
    Position *positions;
    double load_ms;
    double best_ns; /* per position, the best round's */
    double moves;   /* legal moves per position */
} Measured;

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
    uint64_t seed = HASH_GOLDEN;
    Position pos;
    position_start(v, &pos);
    for (int n = 0; n < POSITIONS; n++) {
        out[n] = pos;
        if (movegen_legal(v, &pos, list) == 0 || pos.quiet > 60) {
            position_start(v, &pos);
            continue;
        }
        Undo undo;
        int i = (int)(next_random(&seed) % (uint64_t)list->n);
        position_make(v, &pos, &list->moves[i], &list->details[i], &undo);
    }
    return POSITIONS;
}

/* CPU nanoseconds per movegen_legal call over PASSES passes over the positions; *moves gets
 * the mean number of legal moves per position. Out of line under its own name, for callgrind's
 * --toggle-collect=generate_ns (docs/BENCHMARKS.md). */
MEASURED double generate_ns(const Variant *v, const Position *positions, MoveList *list,
                                                    double *moves);

double generate_ns(const Variant *v, const Position *positions, MoveList *list, double *moves)
{
    double start = cpu_seconds();
    uint64_t total = 0;
    for (int r = 0; r < PASSES; r++)
        for (int i = 0; i < POSITIONS; i++)
            total += (uint64_t)movegen_legal(v, &positions[i], list);
    *moves = (double)total / ((double)PASSES * POSITIONS);
    return (cpu_seconds() - start) * 1e9 / ((double)PASSES * POSITIONS);
}

/* Loads the game of m->spec ("GAME[:RULESET]") and collects its positions; false with a message
 * if it does not load. */
static bool prepare(Measured *m, MoveList *list)
{
    char id[256], *ruleset;
    snprintf(id, sizeof id, "%s", m->spec);
    ruleset = strchr(id, ':');
    if (ruleset)
        *ruleset++ = '\0';
    m->def = calloc(1, sizeof *m->def);
    m->positions = malloc(sizeof *m->positions * POSITIONS);
    if (!m->def || !m->positions) {
        fprintf(stderr, "variant_speed: out of memory\n");
        return false;
    }
    m->load_ms = load_ms(id, m->def);
    if (m->load_ms < 0)
        return false;
    Err e;
    if (ruleset && !gamedef_select(m->def, ruleset, NULL, 0, &e)) {
        fprintf(stderr, "variant_speed: %s\n", e.msg);
        return false;
    }
    collect_positions(&m->def->variant, m->positions, list);
    m->best_ns = 1e30;
    return true;
}

static void report(const Measured *m, double kharbaga_per_point)
{
    const Variant *v = &m->def->variant;
    int points = bits_count(v->board.all);
    double per_point = m->best_ns / points;
    const char *name = strrchr(m->spec, '/') ? strrchr(m->spec, '/') + 1 : m->spec;
    printf("%-28s %7.2f ms  %4d points  %5.1f moves  %8.0f ns/position  %6.1f ns/point  %5.2f x Kharbaga%s\n", name,
           m->load_ms, points, m->moves, m->best_ns, per_point, per_point / kharbaga_per_point,
           v->hooks ? "  (hooks)" : "");
}

static void release(Measured *m)
{
    if (m->def && m->load_ms >= 0)
        gamedef_release(m->def);
    free(m->def);
    free(m->positions);
}

int main(int argc, char **argv)
{
    static Measured games[MAX_GAMES];
    MoveList storage = MOVELIST_INIT, *list = &storage;
    int n = argc < MAX_GAMES ? argc : MAX_GAMES;
    if (argc > MAX_GAMES)
        fprintf(stderr, "variant_speed: measuring the first %d games only\n", MAX_GAMES - 1);
    bool ok = list != NULL;
    for (int i = 0; i < n && ok; i++) {
        games[i].spec = i == 0 ? "kharbaga" : argv[i];
        ok = prepare(&games[i], list);
    }
    for (int r = 0; r < ROUNDS && ok; r++)
        for (int i = 0; i < n; i++) {
            double ns = generate_ns(&games[i].def->variant, games[i].positions, list, &games[i].moves);
            games[i].best_ns = ns < games[i].best_ns ? ns : games[i].best_ns;
        }
    if (ok) {
        printf("%-28s %10s  %11s  %11s  %s\n", "game[:ruleset]", "load", "", "per position", "move generation");
        double kharbaga = games[0].best_ns / bits_count(games[0].def->variant.board.all);
        for (int i = 0; i < n; i++)
            report(&games[i], kharbaga);
    }
    for (int i = 0; i < n; i++)
        release(&games[i]);
    movelist_free(list);
    return ok ? 0 : 1;
}
