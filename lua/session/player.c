/*
 * player.c — match players: a personality's search, or the uniformly random mover.
 */
#include "player.h"

#include "rng.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void apply_overrides(Player *p, const PlayerLimits *o)
{
    p->limits = p->personality.limits;
    if (o && o->time_ms)
        p->limits.time_ms = o->time_ms;
    if (o && o->depth)
        p->limits.depth = o->depth;
    if (o && o->no_book)
        p->personality.params.book = NULL;
}

Player *player_new(const char *name, const Variant *v, const PlayerLimits *overrides, size_t table_bytes,
                   FILE *notes, char *err, size_t errlen)
{
    Player *p = calloc(1, sizeof *p);
    if (!p) {
        err_format(err, errlen, "out of memory");
        return NULL;
    }
    if (!strcmp(name, PLAYER_RANDOM_ID)) {
        p->random = true;
        snprintf(p->id, sizeof p->id, "%s", PLAYER_RANDOM_ID);
        snprintf(p->name, sizeof p->name, "%s", _(PLAYER_RANDOM_NAME));
        return p;
    }
    if (!personality_load_for(name, v->id, &p->personality, err, errlen) ||
        !personality_check_fits(&p->personality, v->id, err, errlen)) {
        free(p);
        return NULL;
    }
    snprintf(p->id, sizeof p->id, "%s", p->personality.id);
    snprintf(p->name, sizeof p->name, "%s", p->personality.name);
    apply_overrides(p, overrides);
    if (!(p->searcher = search_new(v, table_bytes))) {
        err_format(err, errlen, "out of memory for %s's search", p->id);
        free(p);
        return NULL;
    }
    if (p->personality.tables)
        p->tables = play_tables_open(v, v->id, 0, PLAY_TABLES_BYTES, notes);
    return p;
}

void player_free(Player *p)
{
    if (p) {
        search_free(p->searcher);
        egtb_free(p->tables);
        movelist_free(&p->list);
    }
    free(p);
}

bool player_ignores_depth(const Player *p)
{
    return !p->random && p->personality.params.kind == SEARCH_MCTS;
}

void player_new_game(Player *p)
{
    if (p->searcher)
        search_clear(p->searcher);
}

bool player_random_move(const Variant *v, const Position *pos, MoveList *list, uint64_t seed, Move *move,
                        MoveDetail *detail)
{
    int n = movegen_legal(v, pos, list);
    if (n == 0 || list->hook_failed)
        return false;
    Rng rng;
    rng_seed(&rng, seed);
    int i = rng_below(&rng, n);
    *move = list->moves[i];
    *detail = list->details[i];
    return true;
}

bool player_random_result(const Variant *v, const Position *pos, uint64_t seed, SearchResult *out)
{
    MoveList list = MOVELIST_INIT;
    Move move;
    MoveDetail detail;
    bool found = player_random_move(v, pos, &list, seed, &move, &detail);
    int n = list.n;
    movelist_free(&list);
    if (!found)
        return false;
    memset(out, 0, sizeof *out);
    out->best = move;
    out->best_detail = detail;
    out->pv[0] = move;
    out->pv_details[0] = detail;
    out->npv = 1;
    out->complete = true;
    out->root_moves = n;
    return true;
}

bool player_move(Player *p, const Game *g, uint64_t seed, Move *move, MoveDetail *detail)
{
    if (p->random)
        return player_random_move(g->v, &g->pos, &p->list, seed, move, detail);
    SearchParams params = p->personality.params;
    params.seed = seed;
    params.tables = p->tables;
    SearchResult r;
    if (!search_run(p->searcher, g, &p->limits, &params, &r, NULL))
        return false;
    p->searches++;
    p->incomplete += !r.complete;
    *move = r.best;
    *detail = r.best_detail;
    return true;
}
