/*
 * engine_go.c — the protocol's search requests: setoption (the limits, personality and table size
 * later searches use) and go (one search in the search thread, engine_search.c).
 *
 * The limits of a search: those go names (any of depth, time, nodes, infinite); else those
 * setoption set; else the personality's own. A limit left out of the chosen set is no limit, and
 * infinite:true means none at all (the search runs until stop).
 */
#include "engine.h"
#include "i18n.h"

#include "json.h"
#include "movegen.h"
#include "player.h"
#include "table_lookup.h"

#include <stdlib.h>
#include <string.h>

void engine_drop_searcher(Engine *e)
{
    search_free(e->searcher);
    e->searcher = NULL;
}

void engine_drop_tables(Engine *e)
{
    egtb_free(e->tables);
    e->tables = NULL;
    e->tables_read = false;
}

/* The tables' value of the game's position and of its moves as JSON (malloc'd; NULL without the
 * memory): the exact value a bestmove line carries, whoever searches. */
static char *table_json(Engine *e)
{
    TableLookup t;
    table_lookup(&e->def->variant, e->def->id, &e->game.pos, &t, NULL);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (f) {
        table_lookup_write_json(f, &e->def->variant, &e->game.pos, &t, false);
        fclose(f);
    }
    table_lookup_free(&t);
    return buf;
}

/* The parameters of a search by e->ai: its own, with the game's tables when it uses them (read
 * once for the game and rules). */
static SearchParams search_params(Engine *e)
{
    SearchParams params = e->ai->params;
    if (e->ai->tables && !e->tables_read) {
        e->tables = play_tables_open(&e->def->variant, e->def->id, 0, PLAY_TABLES_BYTES, cli_err());
        e->tables_read = true;
    }
    params.tables = e->ai->tables ? e->tables : NULL;
    return params;
}

/* Reads depth, time, nodes and infinite into *limits. OUT: *given, whether any was named;
 * *infinite, whether infinite:true was. */
static bool read_limits(Engine *e, SearchLimits *limits, bool *given, bool *infinite)
{
    long long depth = 0, time_ms = 0, nodes = 0;
    const LineMember *inf = engine_member(e, "infinite");
    if (!engine_int(e, "depth", 1, SEARCH_MAX_DEPTH, &depth) ||
        !engine_int(e, "time", 1, SEARCH_MAX_TIME_MS, &time_ms) ||
        !engine_int(e, "nodes", 1, (long long)1 << 50, &nodes))
        return false;
    if (inf && inf->kind != LINE_BOOL)
        return engine_error(e, "bad_value", "%s: infinite: expected true or false", e->command);
    *infinite = inf && inf->truth;
    *given = depth || time_ms || nodes || *infinite;
    if (inf && inf->truth && (depth || time_ms || nodes))
        return engine_error(e, "bad_value", "%s: infinite: true searches until stop; leave out depth, time and nodes", e->command);
    limits->depth = (int)depth;
    limits->time_ms = time_ms;
    limits->nodes = (uint64_t)nodes;
    return true;
}

/* Loads the personality `name` for the session's game into e->ai (an error answer if it cannot
 * search this game). */
static bool load_personality(Engine *e, const char *name)
{
    if (!strcmp(name, PLAYER_RANDOM_ID))
        return engine_error(e, "refused", "%s: personality %s: the random mover plays without searching; choose a "
                               "personality that searches (see kharbaga personalities)", e->command, name);
    char err[LOADER_ERRLEN];
    const char *game = e->def->variant.id;
    if (!personality_load_for(name, game, e->ai, err, sizeof err) || !personality_check_fits(e->ai, game, err, sizeof err)) {
        size_t n = strlen(err);
        while (n && err[n - 1] == '\n')
            err[--n] = '\0';
        for (char *c = err; *c; c++)
            *c = *c == '\n' ? ' ' : *c;
        return engine_error(e, "refused", "%s: personality: %s", e->command, err);
    }
    return true;
}

/* A depth limit means nothing to a Monte Carlo personality: said as analyze says it. */
static bool limits_fit(Engine *e, const SearchLimits *limits)
{
    if (limits->depth && e->ai->params.kind == SEARCH_MCTS)
        return engine_error(e, "bad_value", "%s: depth %d: %s (%s) searches by playouts (Monte Carlo tree search), not to a depth; "
                               "give time or nodes instead", e->command, limits->depth, e->ai->name, e->ai->id);
    return true;
}

static void write_limit(FILE *f, const char *key, long long value)
{
    if (value)
        fprintf(f, ",\"%s\":%lld", key, value);
    else
        fprintf(f, ",\"%s\":null", key);
}

bool engine_cmd_setoption(Engine *e)
{
    SearchLimits limits = e->limits;
    bool given = false, infinite = false;
    long long hash = e->hash_mb;
    const char *name;
    if (!read_limits(e, &limits, &given, &infinite) || !engine_int(e, "hash", 1, ENGINE_HASH_MAX_MB, &hash) ||
        !engine_text(e, "personality", &name))
        return false;
    if (name && !load_personality(e, name))
        return false;
    if (!name && given && !load_personality(e, e->personality))
        return false;
    if (given && !limits_fit(e, &limits))
        return false;
    if (name)
        snprintf(e->personality, sizeof e->personality, "%s", name);
    if (given) {
        e->limits = limits;
        e->limits_set = true;
        e->infinite = infinite;
    }
    if (hash != e->hash_mb) {
        e->hash_mb = (int)hash;
        engine_drop_searcher(e);
    }
    OutLine line;
    engine_begin(e, &line, "options");
    if (line.f) {
        json_string_member(line.f, "personality", e->personality);
        if (e->limits_set) {
            write_limit(line.f, "depth", e->limits.depth);
            write_limit(line.f, "time", e->limits.time_ms);
            write_limit(line.f, "nodes", (long long)e->limits.nodes);
        } else {
            fputs(",\"depth\":\"personality\",\"time\":\"personality\",\"nodes\":\"personality\"", line.f);
        }
        fprintf(line.f, ",\"hash\":%d", e->hash_mb);
    }
    return engine_out_end(&e->out, &line);
}

/* Whether the game can be searched here: not over, every move within the generator's lists. */
static bool searchable(Engine *e)
{
    ResultReason why;
    movegen_legal(&e->def->variant, &e->game.pos, &e->list);
    if (e->list.hook_failed || gamedef_hook_error(e->def))
        return engine_error(e, "hook_failed", "go: %s: %s", e->def->path, gamedef_hook_error(e->def));
    if (game_result(&e->game, &why) != RESULT_NONE)
        return engine_error(e, "game_over", "go: the game is over in this position (%s): there is nothing to search",
                            _(game_reason_text(why)));
    if (e->list.overflow)
        return engine_error(e, "too_many_moves", "go: %s: the search could not look at every move", MOVEGEN_OVERFLOW_TEXT);
    return true;
}

bool engine_cmd_go(Engine *e)
{
    SearchLimits limits = {0};
    bool given = false, infinite = false;
    const char *name;
    if (!read_limits(e, &limits, &given, &infinite) || !engine_text(e, "personality", &name))
        return false;
    if (!name)
        name = e->personality;
    if (!load_personality(e, name))
        return false;
    if (!given) {
        limits = e->limits_set ? e->limits : e->ai->limits;
        infinite = e->limits_set && e->infinite;
    }
    /* no limit at all would be the default playouts for MCTS: until stop, as for alpha-beta (its
     * tree stops growing when full, and the playouts go on from its leaves) */
    if (infinite && e->ai->params.kind == SEARCH_MCTS)
        limits.nodes = (uint64_t)1 << 62;
    if (!limits_fit(e, &limits) || !searchable(e))
        return false;
    if (!e->searcher)
        e->searcher = search_new(&e->def->variant, (size_t)e->hash_mb << 20);
    if (!e->searcher)
        return engine_error(e, "no_memory", "go: out of memory for a search with a table of %d MiB", e->hash_mb);
    SearchParams params = search_params(e);
    if (!engine_search_start(&e->search, &e->out, e->searcher, e->def, &e->game, &limits, &params, e->ai->id, table_json(e),
                             e->id[0] ? e->id : NULL, e->lineno))
        return engine_error(e, "no_memory", "go: cannot start the search: out of memory or threads");
    return true;
}
