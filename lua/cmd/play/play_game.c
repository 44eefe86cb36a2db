/*
 * play_game.c — the game of `kharbaga play` as it stands: drawn, its moves numbered as the record
 * numbers them, whether it has ended, and replaced by another game (a loaded record).
 */
#include "play.h"
#include "i18n.h"

#include "draw.h"
#include "notation.h"

#include <stdio.h>

const char *play_side_word(int side) { return side == SOUTH ? "south" : "north"; }

void play_move_text(const Play *p, int index, char *buf, size_t len)
{
    const Game *g = &p->rg.game;
    char mv[MOVE_TEXT_MAX];
    move_to_text(p->v, &g->moves[index], &g->details[index], mv, sizeof mv);
    int ply = index + (g->start.side == NORTH);
    snprintf(buf, len, "%d%s %s", ply / 2 + 1, ply % 2 ? "..." : ".", mv);
}

bool play_last_move(const Play *p, char *buf, size_t len)
{
    if (!p->rg.game.nmoves)
        return false;
    play_move_text(p, p->rg.game.nmoves - 1, buf, len);
    return true;
}

/* What the game's move `index` took, as "White's d4xd6 took d5, d7 (2)", into buf. */
static void move_took(const Play *p, int index, char *buf, size_t len)
{
    const Game *g = &p->rg.game;
    const Move *m = &g->moves[index];
    char mv[MOVE_TEXT_MAX], names[MAX_POINTS * (MAX_NAME + 2)];
    move_to_text(p->v, m, &g->details[index], mv, sizeof mv);
    const char *side = p->v->side_name[(g->start.side + index) % 2];
    int n = bits_count(m->captured);
    if (!n) {
        snprintf(buf, len, "%s's %s took nothing", side, mv);
        return;
    }
    points_to_text(p->v, m->captured, ", ", names, sizeof names);
    snprintf(buf, len, "%s's %s took %s (%d)", side, mv, names, n);
}

/* After an AI's move: what each side's most recent move took, in one line, when either took
 * anything (in Fanorona a capture takes pieces the move does not jump). */
static void print_captures(const Play *p)
{
    const Game *g = &p->rg.game;
    int first = g->nmoves >= 2 ? g->nmoves - 2 : 0;
    bool took = false;
    for (int i = first; i < g->nmoves; i++)
        took |= bits_any(g->moves[i].captured);
    if (!g->nmoves || p->side[!g->pos.side].human || !took)
        return;
    for (int i = first; i < g->nmoves; i++) {
        char what[MOVE_TEXT_MAX + MAX_POINTS * (MAX_NAME + 2) + 64];
        move_took(p, i, what, sizeof what);
        printf("%s%s", i == first ? "" : "; ", what);
    }
    printf(".\n");
}

void play_show(Play *p)
{
    const Game *g = &p->rg.game;
    printf("\n");
    draw_position(stdout, p->v, &g->pos, g->nmoves ? &g->moves[g->nmoves - 1] : NULL,
                  g->nmoves ? &g->details[g->nmoves - 1] : NULL);
    char last[MOVE_TEXT_MAX + 16];
    if (play_last_move(p, last, sizeof last))
        printf(_("last move: %s (%s)\n"), last, p->v->side_name[!g->pos.side]);
    print_captures(p);
    p->redraw = false;
}

bool play_has_ended(const Game *g, char *what, size_t len)
{
    ResultReason reason;
    Result result = game_result(g, &reason);
    if (result == RESULT_DRAW)
        snprintf(what, len, _("in a draw (%s)"), _(game_reason_text(reason)));
    else if (result != RESULT_NONE)
        snprintf(what, len, _("%s won (%s)"), g->v->side_name[result == RESULT_SOUTH_WINS ? SOUTH : NORTH],
                 _(game_reason_text(reason)));
    return result != RESULT_NONE;
}

bool play_replace_game(Play *p, RecordGame *rg)
{
    Searcher *fresh[2] = {NULL, NULL};
    for (int s = 0; s < 2; s++)
        if (!p->side[s].human && !p->side[s].random && !(fresh[s] = search_new(&rg->def->variant, PLAY_TABLE_BYTES))) {
            search_free(fresh[0]);
            record_game_free(rg);
            return false;
        }
    for (int s = 0; s < 2; s++) {
        search_free(p->side[s].searcher);
        p->side[s].searcher = fresh[s];
    }
    search_free(p->hint);
    p->hint = NULL;
    record_game_free(&p->rg);
    p->rg = *rg;
    p->v = &p->rg.def->variant;
    p->save_owned = false; /* the file may hold the game just left: keep it if unfinished */
    p->redraw = true;
    return true;
}
