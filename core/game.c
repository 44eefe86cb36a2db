/*
 * game.c — move history, repetition and the result of a game.
 */
#include "game.h"
#include "i18n.h"

#include "movegen.h"

#include <stdlib.h>
#include <string.h>

bool game_init(Game *g, const Variant *v, const Position *start)
{
    g->v = v;
    g->start = *start;
    g->pos = *start;
    g->nmoves = 0;
    g->capacity = 64;
    g->moves = malloc(sizeof *g->moves * (size_t)g->capacity);
    g->details = malloc(sizeof *g->details * (size_t)g->capacity);
    g->undos = malloc(sizeof *g->undos * (size_t)g->capacity);
    g->hashes = malloc(sizeof *g->hashes * (size_t)(g->capacity + 1));
    if (!g->moves || !g->details || !g->undos || !g->hashes) {
        game_free(g);
        return false;
    }
    g->hashes[0] = start->hash;
    return true;
}

void game_free(Game *g)
{
    free(g->moves);
    free(g->details);
    free(g->undos);
    free(g->hashes);
    g->moves = NULL;
    g->details = NULL;
    g->undos = NULL;
    g->hashes = NULL;
    g->nmoves = g->capacity = 0;
}

static bool grow(Game *g)
{
    int cap = g->capacity * 2;
    Move *m = realloc(g->moves, sizeof *m * (size_t)cap);
    if (!m)
        return false;
    g->moves = m;
    MoveDetail *d = realloc(g->details, sizeof *d * (size_t)cap);
    if (!d)
        return false;
    g->details = d;
    Undo *u = realloc(g->undos, sizeof *u * (size_t)cap);
    if (!u)
        return false;
    g->undos = u;
    uint64_t *h = realloc(g->hashes, sizeof *h * (size_t)(cap + 1));
    if (!h)
        return false;
    g->hashes = h;
    g->capacity = cap;
    return true;
}

bool game_play(Game *g, const Move *m, const MoveDetail *d)
{
    if (g->nmoves == g->capacity && !grow(g))
        return false;
    g->moves[g->nmoves] = *m;
    if (d)
        g->details[g->nmoves] = *d;
    else
        memset(&g->details[g->nmoves], 0, sizeof g->details[g->nmoves]);
    position_make(g->v, &g->pos, m, d, &g->undos[g->nmoves]);
    g->nmoves++;
    g->hashes[g->nmoves] = g->pos.hash;
    return true;
}

bool game_undo(Game *g)
{
    if (g->nmoves == 0)
        return false;
    g->nmoves--;
    position_unmake(g->v, &g->pos, &g->moves[g->nmoves], &g->undos[g->nmoves]);
    return true;
}

int game_repetitions(const Game *g)
{
    /* Only positions since the last irreversible move can repeat; the hash includes the side
     * to move, so stepping back two plies at a time is enough. */
    int count = 1;
    int oldest = g->nmoves - g->pos.quiet;
    for (int i = g->nmoves - 2; i >= 0 && i >= oldest; i -= 2)
        if (g->hashes[i] == g->pos.hash)
            count++;
    return count;
}

Result game_result(const Game *g, ResultReason *reason)
{
    const Variant *v = g->v;
    const Position *pos = &g->pos;
    Result loss = pos->side == SOUTH ? RESULT_NORTH_WINS : RESULT_SOUTH_WINS;
    *reason = REASON_NONE;
    if (!bits_any(position_pieces(pos, pos->side))) {
        *reason = REASON_NO_PIECES;
        return loss;
    }
    if (!bits_any(position_pieces(pos, !pos->side))) { /* only a set-up position leaves the other side so */
        *reason = REASON_NO_PIECES;
        return pos->side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
    }
    MoveList list = MOVELIST_INIT;
    bool blocked = movegen_legal(v, pos, &list) == 0 && !list.overflow; /* overflow: no memory to say */
    movelist_free(&list);
    if (blocked) {
        *reason = REASON_BLOCKED;
        return v->rules.blocked == BLOCKED_LOSS ? loss : RESULT_DRAW;
    }
    if (v->rules.repetition > 0 && game_repetitions(g) >= v->rules.repetition) {
        *reason = REASON_REPETITION;
        return RESULT_DRAW;
    }
    if (v->rules.quiet_limit > 0 && pos->quiet >= v->rules.quiet_limit) {
        *reason = REASON_QUIET;
        return RESULT_DRAW;
    }
    return RESULT_NONE;
}

const char *game_reason_text(ResultReason reason)
{
    switch (reason) {
    case REASON_NO_PIECES: return N_("no pieces left");
    case REASON_BLOCKED: return N_("no legal move");
    case REASON_REPETITION: return N_("repetition of position");
    case REASON_QUIET: return N_("quiet-move limit reached");
    default: return N_("game in progress");
    }
}
