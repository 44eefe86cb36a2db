/*
 * cmd_match.c — `kharbaga match A B --games N`: two AI players play a series of games, and the
 * result is told as wins, draws and losses, a score and an Elo difference with its interval.
 *
 * Games come in pairs: both games of a pair start from the same opening — a few legal plies
 * chosen at random from a seeded generator, keeping the material even and, where possible, new
 * to the match — once with A as South and once with A as North, so that neither an opening nor
 * the first move favours either player. Every random choice (the
 * openings, the random mover, personalities that vary their play) follows from --seed, so a
 * match whose players are limited by depth, not time, is replayed move for move.
 */
#include "commands.h"
#include "elo.h"
#include "json.h"
#include "player.h"
#include "record_game.h"
#include "rng.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

enum {
    MATCH_DEFAULT_OPENING = 10, /* random plies before the players take over */
    MATCH_MAX_PLIES = 1000,    /* a game this long (only possible with the draw rules switched
                                  off) is stopped and counted a draw */
    MATCH_OPENING_TRIES = 200, /* openings drawn per pair, looking for a new one that does not end */
};

static const size_t MATCH_TABLE_BYTES = (size_t)32 << 20; /* each player's transposition table */

/* Streams of the match seed, so that openings and moves draw independent numbers. */
enum { STREAM_OPENING = 1, STREAM_MOVES = 2 };

typedef struct Outcome {
    int a_side;     /* the side A played */
    Result result;
    ResultReason reason; /* REASON_NONE: stopped at MATCH_MAX_PLIES */
    int plies;
    double a_score; /* 1, 1/2 or 0 */
} Outcome;

typedef struct Opening {
    int draw;      /* which of the pair's random draws it is */
    uint64_t hash; /* the position it reaches */
} Opening;

typedef struct Tally {
    int wins, draws, losses; /* A's */
} Tally;

typedef struct Match {
    Cli *cli;
    const GameDef *def;
    const Variant *v;
    Player *player[2]; /* A, B */
    int games, opening;
    uint64_t seed;
    Tally by_side[2]; /* A's results by the side A played */
    Outcome *outcomes;
    Opening *openings; /* one per pair of games */
    int played;
    int width;        /* digits of the game numbers */
    MoveList *list;
    Game game;
} Match;

/* ---- randomness ---- */

static uint64_t mix(uint64_t a, uint64_t b)
{
    Rng r;
    rng_seed(&r, a ^ (b * 0xD6E8FEB86659FD93ull));
    return rng_next(&r);
}

/* ---- one game ---- */

/* Starts m->game from the position of the command line and plays opening number `draw` of pair
 * `pair`: m->opening uniformly random legal plies. OUT: *playable — they did not end the game.
 * False on a failed hook or no memory. */
static bool draw_opening(Match *m, int pair, int draw, bool *playable)
{
    const Variant *v = m->v;
    game_free(&m->game);
    if (!game_init(&m->game, v, &m->cli->pos))
        return cli_error("out of memory") == 0;
    Rng rng;
    rng_seed(&rng, mix(mix(m->seed, STREAM_OPENING), (uint64_t)pair * MATCH_OPENING_TRIES + (uint64_t)draw));
    ResultReason reason;
    *playable = game_result(&m->game, &reason) == RESULT_NONE;
    for (int ply = 0; ply < m->opening && *playable; ply++) {
        int n = movegen_legal(v, &m->game.pos, m->list);
        if (m->list->hook_failed)
            return cli_error("%s: %s", m->def->path, gamedef_hook_error(m->def)) == 0;
        if (!game_play(&m->game, &m->list->moves[rng_below(&rng, n)]))
            return cli_error("out of memory") == 0;
        *playable = game_result(&m->game, &reason) == RESULT_NONE;
    }
    return true;
}

/* Whether an earlier pair began from the position the opening reached. */
static bool opening_used(const Match *m, int pair)
{
    for (int i = 0; i < pair; i++)
        if (m->openings[i].hash == m->game.pos.hash)
            return true;
    return false;
}

/* South's men and kings less North's. */
static int material_difference(const Position *pos, bool kings)
{
    const Bits *set = kings ? pos->kings : pos->men;
    return bits_count(set[SOUTH]) - bits_count(set[NORTH]);
}

/* Whether the opening left the material as even as it was at the start. */
static bool opening_balanced(const Match *m)
{
    return material_difference(&m->game.pos, false) == material_difference(&m->cli->pos, false) &&
           material_difference(&m->game.pos, true) == material_difference(&m->cli->pos, true);
}

/* Starts m->game at the opening of pair `pair`. The first game of a pair chooses it among up to
 * MATCH_OPENING_TRIES random draws that leave a game to play: the first that keeps the material
 * even (random plies often give a piece away, and an opening lost for one colour only decides
 * who played it first) and reaches a position no earlier pair began from (short openings have
 * few distinct outcomes); failing that, the best draw by those two tests, evenness first. The
 * second game of the pair replays it. */
static bool start_game(Match *m, int pair, bool first_of_pair)
{
    bool playable;
    if (!first_of_pair)
        return draw_opening(m, pair, m->openings[pair].draw, &playable);
    int best = -1, best_rank = -1;
    int tries = m->opening ? MATCH_OPENING_TRIES : 1; /* no random plies: every draw is the same */
    for (int draw = 0; draw < tries && best_rank < 3; draw++) {
        if (!draw_opening(m, pair, draw, &playable))
            return false;
        int rank = playable ? 2 * opening_balanced(m) + !opening_used(m, pair) : -1;
        if (rank > best_rank) {
            best = draw;
            best_rank = rank;
            m->openings[pair] = (Opening){draw, m->game.pos.hash};
        }
    }
    if (best < 0)
        return cli_error("no opening of %d random plies leaves a game to play from this position; try a smaller "
                         "--opening",
                         m->opening) == 0;
    return draw_opening(m, pair, best, &playable);
}

/* Plays game `index` (from 0) to its end. OUT: o. False on a failed hook or no memory. */
static bool play_game(Match *m, int index, Outcome *o)
{
    if (!start_game(m, index / 2, index % 2 == 0))
        return false;
    o->a_side = index % 2 == 0 ? SOUTH : NORTH;
    for (int i = 0; i < 2; i++)
        player_new_game(m->player[i]);
    Game *g = &m->game;
    uint64_t game_seed = mix(mix(m->seed, STREAM_MOVES), (uint64_t)index);
    while ((o->result = game_result(g, &o->reason)) == RESULT_NONE && g->nmoves < MATCH_MAX_PLIES) {
        Player *p = m->player[g->pos.side == o->a_side ? 0 : 1];
        Move move;
        if (!player_move(p, g, mix(game_seed, (uint64_t)g->nmoves), &move)) {
            const char *why = gamedef_hook_error(m->def);
            return cli_error("game %d: %s found no move: %s", index + 1, p->id, why ? why : "the search failed") == 0;
        }
        if (!game_play(g, &move))
            return cli_error("out of memory") == 0;
    }
    o->plies = g->nmoves;
    if (o->result == RESULT_NONE) {
        o->result = RESULT_DRAW; /* stopped at MATCH_MAX_PLIES */
        o->reason = REASON_NONE;
    }
    Result a_wins = o->a_side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
    o->a_score = o->result == RESULT_DRAW ? 0.5 : o->result == a_wins ? 1.0 : 0.0;
    Tally *t = &m->by_side[o->a_side];
    t->wins += o->a_score == 1.0;
    t->draws += o->a_score == 0.5;
    t->losses += o->a_score == 0.0;
    return true;
}

static const char *termination(const Outcome *o)
{
    return o->reason == REASON_NONE ? "match move limit" : game_reason_text(o->reason);
}

/* ---- records ---- */

static void record_path(const Match *m, int index, char *buf, size_t len)
{
    snprintf(buf, len, "%s/game-%0*d.pdn", m->cli->save, m->width, index + 1);
}

/* Writes the record of the game just played (m->game) into the --save directory. */
static bool save_game(Match *m, int index, const Outcome *o)
{
    Record *r = calloc(1, sizeof *r);
    if (!r)
        return cli_error("out of memory") == 0;
    char event[160], round[16], path[LOADER_PATH + 32], tmp[LOADER_PATH + 40];
    snprintf(event, sizeof event, "match %s-%s", m->player[0]->id, m->player[1]->id);
    snprintf(round, sizeof round, "%d", index + 1);
    record_set_tag(r, "Event", event);
    record_set_tag(r, "Round", round);
    char opening[48];
    snprintf(opening, sizeof opening, "%d random plies", m->opening);
    record_set_tag(r, "Opening", opening);
    record_game_tags(r, m->def, &m->cli->pos);
    char date[16];
    time_t now = time(NULL);
    struct tm day;
    strftime(date, sizeof date, "%Y.%m.%d", localtime_r(&now, &day));
    record_set_tag(r, "Date", date);
    /* the players as they were named (an id, or a script's path): how to load them again */
    record_set_tag(r, "South", m->cli->args[o->a_side == SOUTH ? 0 : 1]);
    record_set_tag(r, "North", m->cli->args[o->a_side == SOUTH ? 1 : 0]);
    if (o->reason == REASON_NONE) {
        char why[64];
        snprintf(why, sizeof why, "stopped after %d plies, counted a draw", MATCH_MAX_PLIES);
        record_set_tag(r, "Termination", why);
    }
    record_path(m, index, path, sizeof path);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    bool ok = f && record_write(f, r, &m->game);
    if (f && fclose(f) != 0)
        ok = false;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    free(r);
    if (!ok)
        cli_error("cannot write the record %s: %s", path, strerror(errno));
    return ok;
}

/* The --save directory exists (it is made if missing, one level). */
static bool prepare_save_dir(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode))
        return true;
    if (stat(dir, &st) == 0)
        return cli_error("--save %s: expected a directory for the game records; it is a file", dir) == 0;
    if (mkdir(dir, 0777) != 0)
        return cli_error("--save %s: cannot make the directory: %s", dir, strerror(errno)) == 0;
    return true;
}

/* ---- output ---- */

static Tally total(const Match *m)
{
    const Tally *s = &m->by_side[SOUTH], *n = &m->by_side[NORTH];
    return (Tally){s->wins + n->wins, s->draws + n->draws, s->losses + n->losses};
}

static double tally_score(const Tally *t)
{
    int n = t->wins + t->draws + t->losses;
    return n ? (t->wins + 0.5 * t->draws) / n : 0.0;
}

static void print_progress(const Match *m, int index, const Outcome *o, FILE *out)
{
    const Player *south = m->player[o->a_side == SOUTH ? 0 : 1], *north = m->player[o->a_side == SOUTH ? 1 : 0];
    Tally t = total(m);
    fprintf(out, "game %*d/%d  %s (%s) - %s (%s)  %-7s  %s, %d plies   %s %d-%d-%d, %.1f%%\n", m->width, index + 1,
            m->games, south->id, m->v->side_name[SOUTH], north->id, m->v->side_name[NORTH],
            record_result_text(o->result), termination(o), o->plies,
            m->player[0]->id, t.wins, t.draws, t.losses, 100.0 * tally_score(&t));
    fflush(out);
}

static void limits_text(const Cli *cli, char *buf, size_t len)
{
    if (cli->time_ms && cli->depth)
        snprintf(buf, len, "%d ms a move, depth at most %d", cli->time_ms, cli->depth);
    else if (cli->time_ms)
        snprintf(buf, len, "%d ms a move", cli->time_ms);
    else if (cli->depth)
        snprintf(buf, len, "depth %d", cli->depth);
    else
        snprintf(buf, len, "each player's own limits");
}

static void print_row(const Match *m, const char *colour, const Tally *t)
{
    printf("%-12s %-8s %6d %6d %6d %7d %7.1f%%\n", m->player[0]->id, colour, t->wins + t->draws + t->losses, t->wins,
           t->draws, t->losses, 100.0 * tally_score(t));
}

/* How the games ended: reason → count (REASON_NONE: the match move limit). */
static void count_reasons(const Match *m, int counts[REASON_QUIET + 1])
{
    memset(counts, 0, sizeof(int) * (REASON_QUIET + 1));
    for (int i = 0; i < m->played; i++)
        counts[m->outcomes[i].reason]++;
}

static double average_plies(const Match *m)
{
    long sum = 0;
    for (int i = 0; i < m->played; i++)
        sum += m->outcomes[i].plies;
    return m->played ? (double)sum / m->played : 0.0;
}

static void print_table(const Match *m)
{
    const Cli *cli = m->cli;
    char limits[96];
    limits_text(cli, limits, sizeof limits);
    printf("\n%s vs %s: %s (%s), %d games, %s, openings of %d random plies, seed %llu\n\n", m->player[0]->id,
           m->player[1]->id, m->def->name, m->def->rulesets[m->def->ruleset].id, m->played, limits, m->opening,
           (unsigned long long)m->seed);
    printf("%-12s %-8s %6s %6s %6s %7s %8s\n", "player", "colour", "games", "wins", "draws", "losses", "score");
    print_row(m, m->v->side_name[SOUTH], &m->by_side[SOUTH]);
    print_row(m, m->v->side_name[NORTH], &m->by_side[NORTH]);
    Tally t = total(m);
    print_row(m, "both", &t);
    EloEstimate e = elo_estimate(t.wins, t.draws, t.losses);
    char elo[16], lo[16], hi[16];
    printf("\nElo difference %s - %s: %s, 95%% interval %s to %s (score %.1f%%, 95%% interval %.1f%% to %.1f%%)\n",
           m->player[0]->id, m->player[1]->id, elo_text(e.elo, elo, sizeof elo), elo_text(e.elo_lo, lo, sizeof lo),
           elo_text(e.elo_hi, hi, sizeof hi), 100 * e.score, 100 * e.score_lo, 100 * e.score_hi);
    int counts[REASON_QUIET + 1];
    count_reasons(m, counts);
    printf("games ended by:");
    const char *sep = " ";
    for (int r = REASON_NO_PIECES; r <= REASON_QUIET; r++)
        if (counts[r])
            printf("%s%s %d", sep, game_reason_text((ResultReason)r), counts[r]), sep = ", ";
    if (counts[REASON_NONE])
        printf("%sthe match move limit (%d plies) %d", sep, MATCH_MAX_PLIES, counts[REASON_NONE]);
    printf("\naverage length: %.1f plies\n", average_plies(m));
}

/* A number, or null when it is infinite. */
static void json_number(double x)
{
    if (isinf(x) || isnan(x))
        printf("null");
    else
        printf("%.4f", x);
}

static void json_tally(const char *colour, const char *side, const Tally *t)
{
    printf("{\"colour\":");
    json_string(stdout, colour);
    printf(",\"side\":\"%s\",\"games\":%d,\"wins\":%d,\"draws\":%d,\"losses\":%d,\"score\":%.4f}", side,
           t->wins + t->draws + t->losses, t->wins, t->draws, t->losses, tally_score(t));
}

static void print_json(const Match *m)
{
    const Cli *cli = m->cli;
    Tally t = total(m);
    EloEstimate e = elo_estimate(t.wins, t.draws, t.losses);
    printf("{\"a\":");
    json_string(stdout, m->player[0]->id);
    printf(",\"b\":");
    json_string(stdout, m->player[1]->id);
    printf(",\"variant\":");
    json_string(stdout, m->def->id);
    printf(",\"ruleset\":");
    json_string(stdout, m->def->rulesets[m->def->ruleset].id);
    printf(",\"games\":%d,\"time_ms\":", m->played);
    cli->time_ms ? printf("%d", cli->time_ms) : printf("null");
    printf(",\"depth\":");
    cli->depth ? printf("%d", cli->depth) : printf("null");
    printf(",\"opening_plies\":%d,\"seed\":%llu,\"wins\":%d,\"draws\":%d,\"losses\":%d,\"score\":%.4f",
           m->opening, (unsigned long long)m->seed, t.wins, t.draws, t.losses, e.score);
    printf(",\"score_interval\":[%.4f,%.4f],\"elo\":", e.score_lo, e.score_hi);
    json_number(e.elo);
    printf(",\"elo_interval\":[");
    json_number(e.elo_lo);
    printf(",");
    json_number(e.elo_hi);
    printf("],\"by_colour\":[");
    json_tally(m->v->side_name[SOUTH], "south", &m->by_side[SOUTH]);
    printf(",");
    json_tally(m->v->side_name[NORTH], "north", &m->by_side[NORTH]);
    printf("],\"results\":[");
    for (int i = 0; i < m->played; i++) {
        const Outcome *o = &m->outcomes[i];
        printf("%s{\"game\":%d,\"south\":", i ? "," : "", i + 1);
        json_string(stdout, m->player[o->a_side == SOUTH ? 0 : 1]->id);
        printf(",\"north\":");
        json_string(stdout, m->player[o->a_side == SOUTH ? 1 : 0]->id);
        printf(",\"result\":\"%s\",\"termination\":", record_result_text(o->result));
        json_string(stdout, termination(o));
        printf(",\"plies\":%d,\"record\":", o->plies);
        if (cli->save) {
            char path[LOADER_PATH + 32];
            record_path(m, i, path, sizeof path);
            json_string(stdout, path);
        } else {
            printf("null");
        }
        printf("}");
    }
    printf("]}\n");
}

/* ---- the command ---- */

static int digits(int n)
{
    int d = 1;
    while (n >= 10)
        n /= 10, d++;
    return d;
}

static bool check_arguments(const Cli *cli)
{
    if (cli->nargs != 2)
        return cli_error("match: expected two players, e.g. kharbaga match master greedy --games 10 "
                         "(see kharbaga personalities)") == 0;
    return true;
}

static bool setup(Match *m, Cli *cli)
{
    m->cli = cli;
    m->def = cli->def;
    m->v = &cli->def->variant;
    m->games = cli->games ? cli->games : 2;
    m->opening = cli->opening >= 0 ? cli->opening : MATCH_DEFAULT_OPENING;
    m->seed = cli->seed;
    m->width = digits(m->games) < 3 ? 3 : digits(m->games);
    PlayerLimits overrides = {.time_ms = cli->time_ms, .depth = cli->depth};
    for (int i = 0; i < 2; i++) {
        char err[LOADER_ERRLEN];
        m->player[i] = player_new(cli->args[i], m->v, &overrides, MATCH_TABLE_BYTES, err, sizeof err);
        if (!m->player[i])
            return cli_error_lines(err) == 0;
    }
    m->outcomes = calloc((size_t)m->games, sizeof *m->outcomes);
    m->openings = calloc((size_t)(m->games + 1) / 2, sizeof *m->openings);
    m->list = malloc(sizeof *m->list);
    if (!m->outcomes || !m->openings || !m->list)
        return cli_error("out of memory") == 0;
    return !cli->save || prepare_save_dir(cli->save);
}

int cmd_match(Cli *cli)
{
    if (!check_arguments(cli))
        return 2; /* a bad command line */
    if (!cli_load(cli))
        return 1;
    Match *m = calloc(1, sizeof *m);
    if (!m)
        return cli_error("out of memory");
    bool ok = setup(m, cli);
    FILE *progress = cli->json ? stderr : stdout; /* --json keeps stdout for the JSON alone */
    for (int i = 0; ok && i < m->games; i++) {
        ok = play_game(m, i, &m->outcomes[i]) && (!cli->save || save_game(m, i, &m->outcomes[i]));
        if (ok) {
            m->played++;
            print_progress(m, i, &m->outcomes[i], progress);
        }
    }
    if (ok && cli->json)
        print_json(m);
    else if (ok)
        print_table(m);
    game_free(&m->game);
    for (int i = 0; i < 2; i++)
        player_free(m->player[i]);
    free(m->outcomes);
    free(m->openings);
    free(m->list);
    free(m);
    return ok ? 0 : 1;
}
