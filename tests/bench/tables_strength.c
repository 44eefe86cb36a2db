/*
 * tables_strength.c — The Master with the endgame tables against The Master without them, from
 * endgame positions the tables hold (docs/BENCHMARKS.md, "The Master with and without tables").
 *
 * usage: tables_strength GAME PIECES PER_SLICE TIME_MS [SEED]
 *
 * The tables of GAME (its first ruleset) of at most PIECES pieces must be in solve's directory
 * (`kharbaga solve --variant GAME --pieces PIECES`; $XDG_DATA_HOME/kharbaga/tables). From each
 * slice of the plan, PER_SLICE positions are drawn at random (uniformly among the slice's
 * indices, SEED driving the draw; a position no game reaches — a man on a point where it would
 * have been crowned — or whose side to move has no move is drawn again). Each position is played
 * twice, The Master (personalities/master.lua, which reads the tables) moving first in one game
 * and The Master without tables (tests/data/solve/master_no_tables.lua) in the other, TIME_MS
 * a move each, to the end of the game or GAME_PLIES plies (counted a draw).
 *
 * Each game is a data point for both players: the tables' value of the start for the player's
 * side (won, drawn, lost) against how the game ended for it. The claim checked: with the tables
 * a player never loses a position won or drawn for it, and wins every won one; the exit status is
 * 1 if a game breaks it (the game is printed), 2 on a load error or without tables. Won positions
 * whose win is longer than the quiet-move limit allows (the tables ignore it) are counted apart
 * and not held against the claim.
 */
#include "egtb.h"
#include "game.h"
#include "gamedef.h"
#include "movegen.h"
#include "player.h"
#include "rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GAME_PLIES = 400, MAX_SLICES = 4096, DRAWS_PER_POSITION = 1000 };

#define NO_TABLES KHARBAGA_SOURCE_DIR "/tests/data/solve/master_no_tables.lua"

/* counts[start value for the player][outcome for the player], each EgtbWdl's order */
typedef struct Tally {
    int counts[3][3];
    int long_wins, long_wins_won; /* won starts beyond the quiet-move limit, and those won */
} Tally;

typedef struct Bench {
    const GameDef *def;
    const Variant *v;
    Player *with, *without;
    const Egtb *tables; /* the reference: the player's own */
    Tally tally[2];     /* 0: with the tables, 1: without */
    int games, broken;
    uint64_t seed;
} Bench;

/* A position of slice s drawn from rng: one a game can reach, whose side to move has a move. */
static bool draw_position(Bench *b, const Egtb *plan_ctx, EgtbSlice s, Rng *rng, Position *pos, MoveList *list)
{
    uint64_t size = egtb_slice_size(plan_ctx, s);
    for (int tries = 0; size && tries < DRAWS_PER_POSITION; tries++) {
        egtb_unrank(plan_ctx, s, rng_next(rng) % size, pos);
        pos->hash = position_compute_hash(b->v, pos);
        if (bits_any(bits_and(pos->men[SOUTH], b->v->crown[SOUTH])) ||
            bits_any(bits_and(pos->men[NORTH], b->v->crown[NORTH])))
            continue;
        if (movegen_legal(b->v, pos, list) > 0)
            return true;
    }
    return false;
}

/* Plays pos to its end, seat[side] moving for each side; the winner's side, or -1 for a draw. */
static int play_game(Bench *b, const Position *pos, Player *seat[2])
{
    Game g;
    if (!game_init(&g, b->v, pos))
        return fprintf(stderr, "tables_strength: out of memory\n"), exit(2), -1;
    for (int i = 0; i < 2; i++)
        player_new_game(seat[i]);
    Result result = RESULT_NONE;
    ResultReason reason;
    while ((result = game_result(&g, &reason)) == RESULT_NONE && g.nmoves < GAME_PLIES) {
        Move m;
        MoveDetail d;
        if (!player_move(seat[g.pos.side], &g, b->seed + (uint64_t)g.nmoves, &m, &d) || !game_play(&g, &m, &d))
            break;
    }
    game_free(&g);
    return result == RESULT_SOUTH_WINS ? SOUTH : result == RESULT_NORTH_WINS ? NORTH : -1;
}

static EgtbWdl outcome_for(int side, int winner)
{
    return winner < 0 ? EGTB_DRAW : winner == side ? EGTB_WIN : EGTB_LOSS;
}

static EgtbValue value_for(EgtbValue start, int mover, int side)
{
    if (side == mover || start.wdl == EGTB_DRAW)
        return start;
    return (EgtbValue){start.wdl == EGTB_WIN ? EGTB_LOSS : EGTB_WIN, start.dist};
}

/* One game from pos, `first` (0: with the tables) having the side to move. */
static void one_game(Bench *b, const Position *pos, EgtbValue start, int first)
{
    int mover = pos->side;
    Player *seat[2];
    seat[mover] = first == 0 ? b->with : b->without;
    seat[!mover] = first == 0 ? b->without : b->with;
    int winner = play_game(b, pos, seat);
    b->games++;
    int quiet_limit = b->v->rules.quiet_limit;
    for (int who = 0; who < 2; who++) {
        int side = (who == first) ? mover : !mover;
        EgtbValue value = value_for(start, mover, side);
        EgtbWdl got = outcome_for(side, winner);
        Tally *t = &b->tally[who];
        bool long_win = value.wdl == EGTB_WIN && quiet_limit > 0 && value.dist >= quiet_limit;
        if (long_win) {
            t->long_wins++;
            t->long_wins_won += got == EGTB_WIN;
            continue;
        }
        t->counts[value.wdl][got]++;
        if (who == 0 && (got == EGTB_LOSS ? value.wdl != EGTB_LOSS : value.wdl == EGTB_WIN && got != EGTB_WIN)) {
            char text[512];
            position_to_text(b->v, pos, text, sizeof text);
            printf("BROKEN: %s (%s moving first): value %s in %d for the tables' side, which %s\n", text,
                   first == 0 ? "with tables" : "without", value.wdl == EGTB_WIN ? "win" : "draw", value.dist,
                   got == EGTB_LOSS ? "lost" : "drew");
            b->broken++;
        }
    }
}

static void print_tally(const char *who, const Tally *t)
{
    static const char *const names[3] = {"drawn", "won", "lost"};
    static const int order[3] = {EGTB_WIN, EGTB_DRAW, EGTB_LOSS};
    printf("%s\n", who);
    for (int k = 0; k < 3; k++) {
        const int *c = t->counts[order[k]];
        int n = c[0] + c[1] + c[2];
        printf("  %-5s starts %5d: won %5d, drawn %5d, lost %5d\n", names[order[k]], n, c[EGTB_WIN], c[EGTB_DRAW],
               c[EGTB_LOSS]);
    }
    if (t->long_wins)
        printf("  won starts beyond the quiet-move limit %d: won %d\n", t->long_wins, t->long_wins_won);
}

static bool load(Bench *b, GameDef *def, const char *game, int time_ms)
{
    char err[LOADER_ERRLEN];
    if (!loader_load(game, def, err, sizeof err))
        return fprintf(stderr, "tables_strength: %s\n", err), false;
    b->def = def;
    b->v = &def->variant;
    PlayerLimits limits = {.time_ms = time_ms};
    b->with = player_new("master", b->v, &limits, 16 << 20, stderr, err, sizeof err);
    b->without = b->with ? player_new(NO_TABLES, b->v, &limits, 16 << 20, stderr, err, sizeof err) : NULL;
    if (!b->without)
        return fprintf(stderr, "tables_strength: %s\n", err), false;
    if (!b->with->tables || b->without->tables)
        return fprintf(stderr, "tables_strength: no tables of %s in solve's directory: build them first "
                               "(kharbaga solve --variant %s --pieces N)\n", game, game), false;
    b->tables = b->with->tables;
    return true;
}

int main(int argc, char **argv)
{
    if (argc < 5 || argc > 6) {
        fprintf(stderr, "usage: tables_strength GAME PIECES PER_SLICE TIME_MS [SEED]\n");
        return 2;
    }
    int pieces = atoi(argv[2]), per_slice = atoi(argv[3]), time_ms = atoi(argv[4]);
    Bench b = {.seed = argc > 5 ? strtoull(argv[5], NULL, 10) : 1};
    GameDef *def = calloc(1, sizeof *def);
    if (!def || !load(&b, def, argv[1], time_ms))
        return 2;
    Egtb *plan_ctx = egtb_new(b.v, def->id, pieces, NULL);
    EgtbSlice *plan = malloc(sizeof *plan * MAX_SLICES);
    int n = plan_ctx && plan ? egtb_plan(plan_ctx, plan, MAX_SLICES) : 0;
    Rng rng;
    rng_seed(&rng, b.seed);
    MoveList list = MOVELIST_INIT;
    int positions = 0, missing = 0;
    for (int i = 0; i < n && i < MAX_SLICES; i++)
        for (int k = 0; k < per_slice; k++) {
            Position pos;
            EgtbValue start;
            if (!draw_position(&b, plan_ctx, plan[i], &rng, &pos, &list))
                break;
            if (!egtb_probe(b.tables, &pos, &start)) {
                missing++;
                continue;
            }
            positions++;
            one_game(&b, &pos, start, 0);
            one_game(&b, &pos, start, 1);
        }
    printf("%s (%s), slices of at most %d pieces: %d positions (%d a slice), %d games, %d ms a move%s\n", def->id,
           def->rulesets[def->ruleset].id, pieces, positions, per_slice, b.games, time_ms,
           missing ? " (some slices had no table)" : "");
    print_tally("The Master with the tables:", &b.tally[0]);
    print_tally("The Master without them:", &b.tally[1]);
    printf("%s\n", b.broken ? "the claim is broken" : "with the tables: no won or drawn start lost, every won one won");
    movelist_free(&list);
    free(plan);
    egtb_free(plan_ctx);
    player_free(b.with);
    player_free(b.without);
    gamedef_release(def);
    free(def);
    return b.broken ? 1 : 0;
}
