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
 *
 * The openings are chosen pair by pair, in order, as the games need them; the games are played
 * on --jobs threads (match_pool.c), written to --out as they end, and --shard plays only its
 * share (match_run.c). Since a game depends on its number and the seed alone, none of that
 * changes the results. With --sprt the match stops as soon as a sequential test has its answer
 * (match_sprt.c).
 */
#include "commands.h"
#include "elo.h"
#include "i18n.h"
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
static const size_t MATCH_JUDGE_TABLE_BYTES = (size_t)1 << 20; /* --balance's search: 4 plies */

/* ---- one game ---- */

/* What tells one game from another: the positions it went through, in order. */
static uint64_t game_fingerprint(const Game *g)
{
    uint64_t f = (uint64_t)g->nmoves;
    for (int i = 0; i <= g->nmoves; i++)
        f = (f ^ g->hashes[i]) * 0x100000001B3ull;
    return f;
}

/* What the game just played did: pieces captured, men crowned, pieces huffed. */
static void count_events(const Game *g, Outcome *o)
{
    o->captures = o->crownings = o->huffs = 0;
    for (int i = 0; i < g->nmoves; i++) {
        const Move *mv = &g->moves[i];
        o->captures += mv->ncaptured;
        o->crownings += (mv->flags & MOVE_CROWN) != 0;
        o->huffs += mv->huffed != NO_POINT;
    }
}

bool match_play_game(Match *m, int index, Outcome *o)
{
    if (!match_start_game(m, index / 2, false)) /* the openings were chosen before */
        return false;
    o->a_side = index % 2 == 0 ? SOUTH : NORTH;
    int searches[2], incomplete[2];
    for (int i = 0; i < 2; i++) {
        player_new_game(m->player[i]);
        searches[i] = m->player[i]->searches;
        incomplete[i] = m->player[i]->incomplete;
    }
    Game *g = &m->game;
    uint64_t game_seed = match_mix(match_mix(m->seed, STREAM_MOVES), (uint64_t)index);
    while ((o->result = game_result(g, &o->reason)) == RESULT_NONE && g->nmoves - m->cli->nplayed < MATCH_MAX_PLIES) {
        if (match_time_up(m)) {
            o->cut = true;
            return true;
        }
        Player *p = m->player[g->pos.side == o->a_side ? 0 : 1];
        Move move;
        MoveDetail detail;
        if (movegen_legal(g->v, &g->pos, &m->list) > 0 && m->list.overflow) /* rare enough to say each time */
            cli_error("game %d, ply %d: %s; %s chooses among the first %d", index + 1, g->nmoves + 1,
                      MOVEGEN_OVERFLOW_TEXT, p->id, m->list.n); /* said, not a failure: the game goes on */
        if (!player_move(p, g, match_mix(game_seed, (uint64_t)g->nmoves), &move, &detail)) {
            const char *why = gamedef_hook_error(m->def);
            return cli_error("game %d: %s found no move: %s", index + 1, p->id, why ? why : "the search failed") == 0;
        }
        if (!game_play(g, &move, &detail))
            return cli_out_of_memory() == 0;
    }
    const char *hook = gamedef_hook_error(m->def); /* not a game without moves: a hook failed */
    if (hook)
        return cli_error("game %d: %s: %s", index + 1, m->def->path, hook) == 0;
    o->plies = g->nmoves - m->cli->nplayed; /* from the position the match starts from */
    if (o->result == RESULT_NONE) {
        o->result = RESULT_DRAW; /* stopped at MATCH_MAX_PLIES */
        o->reason = REASON_NONE;
    }
    o->fingerprint = game_fingerprint(g);
    count_events(g, o);
    for (int i = 0; i < 2; i++) {
        o->searches[i] = m->player[i]->searches - searches[i];
        o->incomplete[i] = m->player[i]->incomplete - incomplete[i];
    }
    return true;
}

bool match_time_up(const Match *m)
{
    return stop_is_set(m->cli->stop) || (m->deadline > 0 && match_now() >= m->deadline);
}

void match_finish(Match *m)
{
    memset(m->by_side, 0, sizeof m->by_side);
    m->played = 0;
    for (int index = 0; index < m->games; index++) {
        Outcome *o = &m->outcomes[index];
        if (!o->done)
            continue;
        Result a_wins = o->a_side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
        o->a_score = o->result == RESULT_DRAW ? 0.5 : o->result == a_wins ? 1.0 : 0.0;
        Tally *t = &m->by_side[o->a_side];
        t->wins += o->a_score == 1.0;
        t->draws += o->a_score == 0.5;
        t->losses += o->a_score == 0.0;
        m->played++;
        /* a pair that began where an earlier one did: the same game again, with the same colours? */
        const Opening *opening = &m->openings[index / 2];
        int earlier = opening->same_as * 2 + index % 2;
        o->repeats = opening->same_as >= 0 && m->outcomes[earlier].done &&
                     m->outcomes[earlier].fingerprint == o->fingerprint ? earlier + 1 : 0;
    }
}

const char *match_termination(const Outcome *o)

{
    return o->reason == REASON_NONE ? "match move limit" : game_reason_text(o->reason);
}

const char *match_termination_text(const Outcome *o)
{
    return o->reason == REASON_NONE ? _("match move limit") : _(game_reason_text(o->reason));
}

/* ---- records ---- */


bool match_save_game(Match *m, int index, const Outcome *o)
{
    Record *r = calloc(1, sizeof *r);
    if (!r)
        return cli_out_of_memory() == 0;
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
    match_record_path(m, index, path, sizeof path);
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
        return cli_out_of_memory() == 0;
    ResultReason reason;
    Result result = game_result(&g, &reason);
    game_free(&g);
    if (result == RESULT_NONE)
        return true;
    if (gamedef_hook_error(m->def)) /* no legal move because a hook failed: say why */
        return cli_error("%s: %s", m->def->path, gamedef_hook_error(m->def)) == 0;
    return cli_error("the start position leaves no game to play: it is over (%s)", game_reason_text(reason)) == 0;
}

/* The players of m, with the command line's limits. Returns 0, or the exit status of the error
 * it reported. */
int match_open_players(Match *m)
{
    const Cli *cli = m->cli;
    /* --depth without --time: the depth alone decides, so that the games are the same on any
     * machine, under any load and for any --jobs (a personality's own time limit, kept, could
     * cut a search short on a busy machine); an hour a move is the longest time there is */
    PlayerLimits overrides = {.time_ms = cli->time_ms, .depth = cli->depth, .no_book = cli->no_book};
    if (cli->depth && !cli->time_ms)
        overrides.time_ms = SEARCH_MAX_TIME_MS;
    /* the server's studies give table_mib: tables no larger than their short searches fill */
    size_t table_bytes = cli->table_mib ? (size_t)cli->table_mib << 20 : MATCH_TABLE_BYTES;
    for (int i = 0; i < 2; i++) {
        char err[LOADER_ERRLEN];
        m->player[i] = player_new(cli->args[i], m->v, &overrides, table_bytes, cli_err(), err, sizeof err);
        if (!m->player[i])
            return cli_error_lines(err);
        if (cli->depth && player_ignores_depth(m->player[i]))
            return cli_usage_error("%s: --depth does not limit %s, whose Monte Carlo tree search has no depth; "
                                   "limit it with --time",
                                   cli->command, cli->args[i]);
    }
    return 0;
}

int match_setup(Match *m, Cli *cli)
{
    m->cli = cli;
    m->def = cli->def;
    m->v = &cli->def->variant;
    m->games = cli->games ? cli->games : 2;
    m->opening = cli->opening >= 0 ? cli->opening : MATCH_DEFAULT_OPENING;
    m->seed = cli->seed;
    m->width = digits(m->games) < 3 ? 3 : digits(m->games);
    if (m->shard_n == 0)
        m->shard_n = 1;
    if (m->opening > MATCH_MAX_OPENING)
        return cli_usage_error("--opening %d: at most %d random plies", m->opening, MATCH_MAX_OPENING);
    m->balance = cli->balance;
    if (m->balance >= 0 && !(m->judge = search_new(m->v, MATCH_JUDGE_TABLE_BYTES)))
        return cli_out_of_memory();
    int status = match_open_players(m);
    if (status)
        return status;
    if ((cli->time_ms || cli->depth) && m->player[0]->random && m->player[1]->random)
        return cli_usage_error("%s: %s limits neither player: the random mover does not search", cli->command,
                               cli->time_ms ? "--time" : "--depth");
    if (!start_playable(m))
        return 1;
    if (!match_text(m))
        return cli_out_of_memory();
    int pairs = (m->games + 1) / 2, set = 1;
    while (set < 2 * pairs + 1)
        set *= 2;
    m->used_mask = set - 1;
    m->outcomes = calloc((size_t)m->games, sizeof *m->outcomes);
    m->openings = calloc((size_t)pairs, sizeof *m->openings);
    m->used = calloc((size_t)set, sizeof *m->used);
    if (!m->outcomes || !m->openings || !m->used)
        return cli_out_of_memory();
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

void match_release(Match *m)
{
    game_free(&m->game);
    for (int i = 0; i < 2; i++)
        player_free(m->player[i]);
    search_free(m->judge);
    free(m->outcomes);
    free(m->openings);
    free(m->used);
    movelist_free(&m->list);
}

/* Each game as it ends: into the results file, its record into --save, its progress line. */
static bool save_record(void *ctx, Match *m, Match *seat, int index)
{
    (void)ctx;
    return !m->cli->save || match_save_game(seat, index, &m->outcomes[index]);
}

int cmd_match(Cli *cli)
{
    if (!check_arguments(cli))
        return 2; /* a bad command line */
    if (cli->sprt && !cli->games)
        cli->games = MATCH_SPRT_GAMES;
    if (!cli_load(cli))
        return 1;
    MatchRun *run = calloc(1, sizeof *run);
    Match *m = calloc(1, sizeof *m);
    MatchSprt *sprt = calloc(1, sizeof *sprt);
    if (!run || !m || !sprt) {
        free(run);
        free(m);
        free(sprt);
        return cli_out_of_memory();
    }
    int status = match_run_options(run, cli, "match");
    if (status == 0)
        status = match_sprt_setup(run, sprt);
    m->sprt = run->sequential ? sprt : NULL;
    if (status == 0) {
        m->shard_i = run->shard_i;
        m->shard_n = run->shard_n;
        run->matches[run->nmatches++] = m;
        status = match_setup(m, cli);
    }
    bool ok = status == 0 && match_run_play(run, save_record);
    if (ok && !run->shard_given) {
        if (cli->json)
            match_print_json(m);
        else
            match_print_table(m);
    }
    match_run_close(run);
    match_release(m);
    free(m);
    free(sprt);
    free(run);
    return ok ? 0 : status ? status : 1;
}
