/*
 * cmd_play.c — `kharbaga play`: a game in the terminal.
 *
 * The human side(s) type moves in any unambiguous form, or a command: moves, hint, undo,
 * save FILE, help, quit. The AI side(s) play with a personality. With --save FILE the record is
 * written after every move (to FILE.tmp, then renamed), so a game is never lost; --load FILE
 * continues a saved game.
 */
#include "commands.h"
#include "draw.h"
#include "movegen.h"
#include "notation.h"
#include "personality.h"
#include "record.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct Play {
    Cli *cli;
    const Variant *v;
    Game game;
    bool human[2];
    Personality *ai;
    Searcher *searcher;
    MoveList list;
} Play;

static const char *side_word(int side) { return side == SOUTH ? "south" : "north"; }

static bool save_record(Play *p, const char *path)
{
    Record r = {0};
    const GameDef *def = p->cli->def;
    record_set_tag(&r, "Variant", def->id);
    record_set_tag(&r, "Ruleset", def->rulesets[def->ruleset].id);
    char changes[512];
    rules_describe(&p->v->rules, NULL, changes, sizeof changes);
    Rules base = def->base_rules;
    const Ruleset *rs = &def->rulesets[def->ruleset];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&base + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    rules_describe(&p->v->rules, &base, changes, sizeof changes);
    if (changes[0])
        record_set_tag(&r, "Rules", changes);
    Position start;
    position_start(p->v, &start);
    if (memcmp(&start, &p->game.start, sizeof start)) {
        char text[4096];
        position_to_text(p->v, &p->game.start, text, sizeof text);
        record_set_tag(&r, "Position", text);
    }
    for (int s = 0; s < 2; s++)
        record_set_tag(&r, s == SOUTH ? "South" : "North", p->human[s] ? "human" : p->ai->id);
    char date[16];
    time_t now = time(NULL);
    strftime(date, sizeof date, "%Y.%m.%d", localtime(&now));
    record_set_tag(&r, "Date", date);
    char tmp[LOADER_PATH + 8];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    bool ok = f && record_write(f, &r, &p->game);
    if (f && fclose(f) != 0)
        ok = false;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok)
        cli_error("cannot write the record to %s", path);
    return ok;
}

static void show(Play *p)
{
    const Game *g = &p->game;
    printf("\n");
    draw_position(stdout, p->v, &g->pos, g->nmoves ? &g->moves[g->nmoves - 1] : NULL);
    if (g->nmoves) {
        char mv[MAX_PATH * (MAX_NAME + 1) + 16];
        move_to_text(p->v, &g->moves[g->nmoves - 1], mv, sizeof mv);
        printf("last move: %s (%s)\n", mv, p->v->side_name[!g->pos.side]);
    }
}

static void print_moves(Play *p)
{
    movegen_legal(p->v, &p->game.pos, &p->list);
    printf("legal moves:");
    for (int i = 0; i < p->list.n; i++) {
        char mv[MAX_PATH * (MAX_NAME + 1) + 16];
        move_to_text(p->v, &p->list.moves[i], mv, sizeof mv);
        printf("%s %s", i ? "," : "", mv);
    }
    printf("\n");
}

static bool think(Play *p, SearchResult *r, int64_t time_ms)
{
    SearchLimits limits = p->ai->limits;
    if (time_ms)
        limits = (SearchLimits){.time_ms = time_ms};
    return search_run(p->searcher, &p->game, &limits, &p->ai->params, r, NULL);
}

static void ai_move(Play *p)
{
    SearchResult r;
    if (!think(p, &r, 0))
        return;
    char mv[MAX_PATH * (MAX_NAME + 1) + 16];
    move_to_text(p->v, &r.best, mv, sizeof mv);
    printf("%s (%s) plays %s\n", p->v->side_name[p->game.pos.side], p->ai->name, mv);
    game_play(&p->game, &r.best);
}

/* Handles one line typed by the human; returns false to stop the game. */
static bool human_line(Play *p, char *line)
{
    char *s = line;
    while (isspace((unsigned char)*s))
        s++;
    s[strcspn(s, "\r\n")] = '\0';
    if (!*s)
        return true;
    if (!strcmp(s, "quit") || !strcmp(s, "q"))
        return false;
    if (!strcmp(s, "help") || !strcmp(s, "?")) {
        printf("type a move (e3-e5, a1xc3xe5, or shorter if unambiguous), or: moves, hint, undo, save FILE, quit\n");
    } else if (!strcmp(s, "moves")) {
        print_moves(p);
    } else if (!strcmp(s, "hint")) {
        SearchResult r;
        char mv[MAX_PATH * (MAX_NAME + 1) + 16];
        if (think(p, &r, 500) && move_to_text(p->v, &r.best, mv, sizeof mv))
            printf("hint: %s\n", mv);
    } else if (!strcmp(s, "undo")) {
        int plies = p->human[!p->game.pos.side] ? 1 : 2; /* take back the AI's reply too */
        for (int i = 0; i < plies && game_undo(&p->game); i++)
            ;
        show(p);
    } else if (!strncmp(s, "save ", 5)) {
        if (save_record(p, s + 5))
            printf("saved to %s\n", s + 5);
    } else {
        Err e;
        movegen_legal(p->v, &p->game.pos, &p->list);
        int index = move_parse(p->v, &p->list, s, &e);
        if (index < 0)
            printf("%s\n", e.msg);
        else
            game_play(&p->game, &p->list.moves[index]);
    }
    return true;
}

static bool setup_sides(Play *p)
{
    const char *as = p->cli->as ? p->cli->as : "south";
    p->human[SOUTH] = !strcmp(as, "south") || !strcmp(as, "both");
    p->human[NORTH] = !strcmp(as, "north") || !strcmp(as, "both");
    if (!p->human[SOUTH] && !p->human[NORTH] && strcmp(as, "none"))
        return cli_error("--as %s: expected south, north, both or none", as) == 0;
    return true;
}

static void announce(Play *p)
{
    const Variant *v = p->v;
    printf("%s (%s): ", p->cli->def->name, p->cli->def->rulesets[p->cli->def->ruleset].id);
    for (int s = 0; s < 2; s++)
        printf("%s%s (%s) %s", s ? ", " : "", v->side_name[s], side_word(s), p->human[s] ? "human" : p->ai->name);
    printf(".\nType a move such as e3-e5, or help.\n");
}

int cmd_play(Cli *cli)
{
    if (!cli_load(cli))
        return 1;
    Play *p = calloc(1, sizeof *p);
    if (!p || !(p->ai = malloc(sizeof *p->ai)))
        return free(p), cli_error("out of memory");
    p->cli = cli;
    p->v = &cli->def->variant;
    char err[LOADER_ERRLEN] = "";
    int status = 0;
    if (!setup_sides(p) || !personality_load(cli->ai ? cli->ai : "master", p->ai, err, sizeof err)) {
        status = err[0] ? cli_error("%s", err) : 1;
    } else if (!(p->searcher = search_new(p->v, (size_t)64 << 20)) || !game_init(&p->game, p->v, &cli->pos)) {
        status = cli_error("out of memory");
    } else {
        announce(p);
        ResultReason reason;
        Result result;
        char line[512];
        uint64_t shown = 0; /* the hash of the position last drawn */
        while ((result = game_result(&p->game, &reason)) == RESULT_NONE) {
            int side = p->game.pos.side;
            if (p->human[side]) {
                if (shown != p->game.pos.hash || p->game.nmoves == 0)
                    show(p);
                shown = p->game.pos.hash;
                printf("%s to move> ", p->v->side_name[side]);
                fflush(stdout);
                if (!fgets(line, sizeof line, stdin) || !human_line(p, line))
                    break;
            } else {
                ai_move(p);
            }
            if (cli->save)
                save_record(p, cli->save);
        }
        show(p);
        if (result == RESULT_NONE)
            printf("game stopped (%s)\n", cli->save ? "saved" : "not saved");
        else if (result == RESULT_DRAW)
            printf("draw: %s\n", game_reason_text(reason));
        else
            printf("%s wins: %s (%s)\n", p->v->side_name[result == RESULT_SOUTH_WINS ? SOUTH : NORTH],
                   game_reason_text(reason), record_result_text(result));
        if (cli->save)
            save_record(p, cli->save);
        game_free(&p->game);
    }
    search_free(p->searcher);
    free(p->ai);
    free(p);
    return status;
}
