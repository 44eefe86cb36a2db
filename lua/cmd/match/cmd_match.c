/*
 * cmd_match.c — `kharbaga match A B --games N`: two AI players play a series of games, and the
 * result is told as wins, draws and losses, a score and an Elo difference with its interval.
 *
 * Games come in pairs: both games of a pair start from the same opening — a few legal plies
 * chosen at random from a seeded generator, keeping the material even and, where possible, new
 * to the match — once with A as South and once with A as North, so that neither an opening nor
 * the first move favours either player. Every random choice (the
 * openings, the random mover, personalities that vary their play) follows from --seed, so a
 * match whose players are limited by depth, not time, is replayed move for move. A pair that
 * could only begin where an earlier pair began (too few openings, or --opening 0) is told in the
 * output, with the games it repeated move for move: they count in the result all the same.
 */
#include "commands.h"
#include "elo.h"
#include "json.h"
#include "match.h"
#include "movegen.h"
#include "savefile.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

static const size_t MATCH_TABLE_BYTES = (size_t)32 << 20; /* each player's transposition table */

/* ---- one game ---- */

/* What tells one game from another: the positions it went through, in order. */
static uint64_t game_fingerprint(const Game *g)
{
    uint64_t f = (uint64_t)g->nmoves;
    for (int i = 0; i <= g->nmoves; i++)
        f = (f ^ g->hashes[i]) * 0x100000001B3ull;
    return f;
}

/* Plays game `index` (from 0) to its end. OUT: o. False on a failed hook or no memory. */
static bool play_game(Match *m, int index, Outcome *o)
{
    if (!match_start_game(m, index / 2, index % 2 == 0))
        return false;
    o->a_side = index % 2 == 0 ? SOUTH : NORTH;
    for (int i = 0; i < 2; i++)
        player_new_game(m->player[i]);
    Game *g = &m->game;
    uint64_t game_seed = match_mix(match_mix(m->seed, STREAM_MOVES), (uint64_t)index);
    while ((o->result = game_result(g, &o->reason)) == RESULT_NONE && g->nmoves - m->cli->nplayed < MATCH_MAX_PLIES) {
        Player *p = m->player[g->pos.side == o->a_side ? 0 : 1];
        Move move;
        if (movegen_legal(g->v, &g->pos, m->list) > 0 && m->list->overflow) /* rare enough to say each time */
            cli_error("game %d, ply %d: %s; %s chooses among the first %d", index + 1, g->nmoves + 1,
                      MOVEGEN_OVERFLOW_TEXT, p->id, m->list->n); /* said, not a failure: the game goes on */
        if (!player_move(p, g, match_mix(game_seed, (uint64_t)g->nmoves), &move)) {
            const char *why = gamedef_hook_error(m->def);
            return cli_error("game %d: %s found no move: %s", index + 1, p->id, why ? why : "the search failed") == 0;
        }
        if (!game_play(g, &move))
            return cli_error("out of memory") == 0;
    }
    const char *hook = gamedef_hook_error(m->def); /* not a game without moves: a hook failed */
    if (hook)
        return cli_error("game %d: %s: %s", index + 1, m->def->path, hook) == 0;
    o->plies = g->nmoves - m->cli->nplayed; /* from the position the match starts from */
    if (o->result == RESULT_NONE) {
        o->result = RESULT_DRAW; /* stopped at MATCH_MAX_PLIES */
        o->reason = REASON_NONE;
    }
    /* a pair that began where an earlier one did: the same game again, with the same colours? */
    o->fingerprint = game_fingerprint(g);
    const Opening *opening = &m->openings[index / 2];
    int earlier = opening->same_as * 2 + index % 2;
    o->repeats = opening->same_as >= 0 && m->outcomes[earlier].fingerprint == o->fingerprint ? earlier + 1 : 0;
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
    snprintf(buf, len, "%s/game-%0*d.pdn", m->save, m->width, index + 1);
}

/* Writes the record of the game just played (m->game) into the --save directory. */
static bool save_game(Match *m, int index, const Outcome *o)
{
    Record *r = calloc(1, sizeof *r);
    if (!r)
        return cli_error("out of memory") == 0;
    char event[160], round[16], path[LOADER_PATH + 32], err[LOADER_PATH + 256];
    snprintf(event, sizeof event, "match %s-%s", m->player[0]->id, m->player[1]->id);
    snprintf(round, sizeof round, "%d", index + 1);
    record_set_tag(r, "Event", event);
    record_set_tag(r, "Round", round);
    char opening[48];
    snprintf(opening, sizeof opening, "%d random plies", m->opening);
    record_set_tag(r, "Opening", opening);
    record_game_tags(r, m->def, m->cli->nplayed ? &m->cli->before_play : &m->cli->pos); /* --play's moves are in it */
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
    /* as play saves: a temporary file of a random name, made anew (never one planted in the
     * directory, nor a symlink's target), then renamed over the record */
    bool ok = savefile_write(path, NULL, r, &m->game, err, sizeof err);
    free(r);
    if (!ok)
        cli_error("%s", err);
    return ok;
}

/* Whether path names a directory. OUT: *exists — it names something. */
static bool is_directory(const char *path, bool *exists)
{
    struct stat st;
    *exists = stat(path, &st) == 0;
    return *exists && S_ISDIR(st.st_mode);
}

/* The --save directory m->save exists: it is made if missing, with any missing parents (as
 * mkdir -p does). */
static bool prepare_save_dir(const Match *m)
{
    const char *dir = m->save;
    bool exists;
    if (is_directory(dir, &exists))
        return true;
    if (exists)
        return cli_error("--save %s: expected a directory for the game records; it is a file", dir) == 0;
    /* each prefix ending before a '/' (a parent), then the whole path */
    char part[LOADER_PATH];
    for (size_t i = 1;; i++) {
        if (dir[i] != '/' && dir[i] != '\0')
            continue;
        snprintf(part, sizeof part, "%.*s", (int)i, dir);
        int why = mkdir(part, 0777) == 0 ? 0 : errno;
        if (why && !is_directory(part, &exists))
            return (exists ? cli_error("--save %s: %s is not a directory", dir, part)
                           : cli_error("--save %s: cannot make the directory %s: %s", dir, part, strerror(why))) == 0;
        if (dir[i] == '\0')
            return true;
    }
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

/* A note for each player some of whose searches did not complete depth 1 (its time was too
 * short for the game): those moves were the best found so far, not what it would play. */
static void print_incomplete(const Match *m)
{
    for (int i = 0; i < 2; i++) {
        const Player *p = m->player[i];
        if (p->random || !p->incomplete)
            continue;
        char limit[64] = "";
        if (p->limits.time_ms > 0 && p->limits.time_ms < SEARCH_MAX_TIME_MS)
            snprintf(limit, sizeof limit, " in %lld ms", (long long)p->limits.time_ms);
        bool mcts = p->personality.params.kind == SEARCH_MCTS;
        printf("note: in %d of its %d searches %s did not %s%s, and played the best move found so far\n",
               p->incomplete, p->searches, p->id, mcts ? "play out every move" : "complete depth 1", limit);
    }
}

static void print_table(const Match *m)
{
    const Cli *cli = m->cli;
    char limits[96];
    limits_text(cli, limits, sizeof limits);
    printf("\n%s vs %s: %s (%s%s%s), %d games, %s, openings of %d random plies, seed %llu\n", m->player[0]->id,
           m->player[1]->id, m->def->name, m->def->rulesets[m->def->ruleset].id, m->rules[0] ? "; " : "", m->rules,
           m->played, limits, m->opening, (unsigned long long)m->seed);
    if (m->position[0])
        printf("start position: %s\n", m->position);
    printf("\n");
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
    print_incomplete(m);
    match_print_notes(m);
}

/* A number, or null when it is infinite. */
static void json_number(double x)
{
    if (isinf(x) || isnan(x))
        printf("null");
    else
        printf("%.4f", x == 0 ? 0.0 : x); /* no "-0.0000" */
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
    printf(",\"rules\":");
    m->rules[0] ? json_string(stdout, m->rules) : (void)printf("null");
    printf(",\"position\":");
    m->position[0] ? json_string(stdout, m->position) : (void)printf("null");
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
    printf("],\"searches\":[%d,%d],\"incomplete_searches\":[%d,%d]", m->player[0]->searches,
           m->player[1]->searches, m->player[0]->incomplete, m->player[1]->incomplete);
    printf(",\"results\":[");
    for (int i = 0; i < m->played; i++) {
        const Outcome *o = &m->outcomes[i];
        printf("%s{\"game\":%d,\"south\":", i ? "," : "", i + 1);
        json_string(stdout, m->player[o->a_side == SOUTH ? 0 : 1]->id);
        printf(",\"north\":");
        json_string(stdout, m->player[o->a_side == SOUTH ? 1 : 0]->id);
        printf(",\"result\":\"%s\",\"termination\":", record_result_text(o->result));
        json_string(stdout, termination(o));
        printf(",\"plies\":%d,\"repeats\":", o->plies);
        o->repeats ? printf("%d", o->repeats) : printf("null");
        printf(",\"record\":");
        if (cli->save) {
            char path[LOADER_PATH + 32];
            record_path(m, i, path, sizeof path);
            json_string(stdout, path);
        } else {
            printf("null");
        }
        printf("}");
    }
    printf("],\"repeated_openings\":[");
    const char *sep = "";
    for (int pair = 0; pair < (m->played + 1) / 2; pair++) {
        const Opening *o = &m->openings[pair];
        if (o->same_as < 0)
            continue;
        int first, last;
        match_pair_games(m, pair, &first, &last);
        char note[600];
        match_pair_note(m, pair, note, sizeof note);
        printf("%s{\"pair\":%d,\"games\":[%d", sep, pair + 1, first);
        last > first ? printf(",%d]", last) : printf("]");
        printf(",\"same_as_pair\":%d,\"reason\":\"%s\",\"note\":", o->same_as + 1, match_repeat_code(o->why));
        json_string(stdout, note);
        printf("}");
        sep = ",";
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

/* The rule changes and the start position, as the records' Rules and Position tags have them.
 * False if memory ran out. */
static bool match_text(Match *m)
{
    Record *r = calloc(1, sizeof *r);
    if (!r)
        return false;
    record_game_tags(r, m->def, &m->cli->pos);
    const char *rules = record_tag(r, "Rules"), *position = record_tag(r, "Position");
    snprintf(m->rules, sizeof m->rules, "%s", rules ? rules : "");
    snprintf(m->position, sizeof m->position, "%s", position ? position : "");
    free(r);
    return true;
}

/* Whether the start position leaves a game to play (reported if not). */
static bool start_playable(const Match *m)
{
    Game g;
    if (!game_init(&g, m->v, &m->cli->pos))
        return cli_error("out of memory") == 0;
    ResultReason reason;
    Result result = game_result(&g, &reason);
    game_free(&g);
    if (result == RESULT_NONE)
        return true;
    return cli_error("the start position leaves no game to play: it is over (%s)", game_reason_text(reason)) == 0;
}

/* Loads the players and makes what the match needs. Returns 0, or the exit status of the error
 * it reported: 2 for a bad command line, 1 otherwise. */
static int setup(Match *m, Cli *cli)
{
    m->cli = cli;
    m->def = cli->def;
    m->v = &cli->def->variant;
    m->games = cli->games ? cli->games : 2;
    m->opening = cli->opening >= 0 ? cli->opening : MATCH_DEFAULT_OPENING;
    m->seed = cli->seed;
    m->width = digits(m->games) < 3 ? 3 : digits(m->games);
    if (m->opening > MATCH_MAX_OPENING)
        return cli_usage_error("--opening %d: at most %d random plies", m->opening, MATCH_MAX_OPENING);
    PlayerLimits overrides = {.time_ms = cli->time_ms, .depth = cli->depth};
    for (int i = 0; i < 2; i++) {
        char err[LOADER_ERRLEN];
        m->player[i] = player_new(cli->args[i], m->v, &overrides, MATCH_TABLE_BYTES, err, sizeof err);
        if (!m->player[i])
            return cli_error_lines(err);
        if (cli->depth && player_ignores_depth(m->player[i]))
            return cli_usage_error("match: --depth does not limit %s, whose Monte Carlo tree search has no depth; "
                                   "limit it with --time",
                                   cli->args[i]);
    }
    if ((cli->time_ms || cli->depth) && m->player[0]->random && m->player[1]->random)
        return cli_usage_error("match: %s limits neither player: the random mover does not search",
                               cli->time_ms ? "--time" : "--depth");
    if (!start_playable(m))
        return 1;
    if (!match_text(m))
        return cli_error("out of memory");
    int pairs = (m->games + 1) / 2, set = 1;
    while (set < 2 * pairs + 1)
        set *= 2;
    m->used_mask = set - 1;
    m->outcomes = calloc((size_t)m->games, sizeof *m->outcomes);
    m->openings = calloc((size_t)pairs, sizeof *m->openings);
    m->used = calloc((size_t)set, sizeof *m->used);
    m->list = malloc(sizeof *m->list);
    if (!m->outcomes || !m->openings || !m->used || !m->list)
        return cli_error("out of memory");
    if (!cli->save)
        return 0;
    /* the directory without trailing slashes, so that the records' paths have none doubled (it
     * fits: cli_parse refuses a longer --save) */
    size_t len = strlen(cli->save);
    while (len > 1 && cli->save[len - 1] == '/')
        len--;
    snprintf(m->save, sizeof m->save, "%.*s", (int)len, cli->save);
    return prepare_save_dir(m) ? 0 : 1;
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
    int status = setup(m, cli);
    bool ok = status == 0;
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
    free(m->used);
    free(m->list);
    free(m);
    return ok ? 0 : status ? status : 1;
}
