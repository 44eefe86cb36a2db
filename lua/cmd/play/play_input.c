/*
 * play_input.c — what the human types during `kharbaga play`: a move in any unambiguous form,
 * or one of the commands listed by `help`.
 */
#include "play.h"
#include "i18n.h"

#include "movegen.h"
#include "notation.h"
#include "notation_typed.h"
#include "search_words.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

enum { HINT_MS = 1000 };

static void print_help(void)
{
    fputs(_("Type a move, or a command:\n"
           "  e3-e5, a1xc3xe5  a move; any shorter form that names one legal move will do (a1xe5, e3e5, E3-E5)\n"
           "  moves            list the legal moves\n"
           "  hint             ask the AI which move it would play\n"
           "  undo             take back your last move (and the AI's reply to it)\n"
           "  board            draw the board again\n"
           "  save FILE        write the game's record to FILE\n"
           "  load FILE        continue the game recorded in FILE instead of this one\n"
           "  help             this list\n"
           "  quit             stop; the game stays saved, and kharbaga play --resume continues it\n"), stdout);
}

static void print_moves(Play *p)
{
    int n = movegen_legal(p->v, &p->rg.game.pos, &p->list);
    if (p->list.overflow)
        printf(_("%s; the first %d:"), MOVEGEN_OVERFLOW_TEXT, n);
    else
        printf(P_("%d legal move:", "%d legal moves:", (unsigned long)n), n);
    for (int i = 0; i < p->list.n; i++) {
        char mv[MOVE_TEXT_MAX];
        movelist_text(p->v, &p->list, i, mv, sizeof mv);
        printf("%s %s", i ? "," : "", mv);
    }
    printf("\n");
}

/* The best move in the AI's opinion, with the default (strongest, never random) parameters. */
static void print_hint(Play *p)
{
    if (!p->hint && !(p->hint = search_new(p->v, (size_t)16 << 20))) {
        fputs(_("no hint: out of memory\n"), stdout);
        return;
    }
    SearchParams params;
    search_default_params(&params);
    SearchLimits limits = {.time_ms = p->cli->time_ms ? p->cli->time_ms : HINT_MS};
    SearchResult r;
    char mv[MOVE_TEXT_MAX];
    char note[256];
    if (search_run(p->hint, &p->rg.game, &limits, &params, &r, NULL) &&
        move_to_text(p->v, &r.best, &r.best_detail, mv, sizeof mv)) {
        if (search_incomplete_text(&r, &limits, false, note, sizeof note))
            printf(_("hint: %s\n"), note);
        printf(_("hint: %s\n"), mv);
    } else
        fputs(_("no hint: there is no legal move\n"), stdout);
}

/* Takes back the human's last move, and the AI's reply to it if the AI moved since; never an
 * AI's move made before the human's first (the AI would only play it again). */
static void undo(Play *p)
{
    Game *g = &p->rg.game;
    int last_human = g->nmoves - 1; /* the ply of the last move a person made */
    while (last_human >= 0 && !p->side[(g->start.side + last_human) % 2].human)
        last_human--;
    if (last_human < 0) {
        printf(_("nothing to undo: %s\n"), g->nmoves ? _("you have not moved yet") : _("no move has been played"));
        return;
    }
    int before = g->nmoves;
    while (g->nmoves > last_human)
        game_undo(g);
    int back = before - g->nmoves;
    printf(P_("took back %d move\n", "took back %d moves\n", (unsigned long)back), back);
    p->redraw = true;
    play_autosave(p);
}

static void load(Play *p, const char *path)
{
    RecordGame rg;
    char err[LOADER_ERRLEN + LOADER_PATH], shown[LOADER_PATH];
    err_text(path, -1, shown, sizeof shown); /* typed: no control byte reaches the terminal */
    if (!record_game_load(path, &rg, NULL, err, sizeof err)) {
        printf("%s\n", err);
        return;
    }
    char what[128];
    if (play_has_ended(&rg.game, what, sizeof what)) {
        printf(_("the game in %s has ended: %s; there is nothing to continue\n"), shown, what);
        record_game_free(&rg);
        return;
    }
    if (!play_replace_game(p, &rg)) {
        printf(_("cannot load %s: out of memory\n"), shown);
        return;
    }
    const GameDef *def = p->rg.def;
    char last[MOVE_TEXT_MAX + 16];
    if (play_last_move(p, last, sizeof last))
        printf(_("loaded %s: %s (%s), up to %s\n"), shown, def->name, def->rulesets[def->ruleset].id, last);
    else
        printf(_("loaded %s: %s (%s), at the start\n"), shown, def->name, def->rulesets[def->ruleset].id);
    play_autosave(p);
}

static bool play_move(Play *p, const char *text)
{
    Err e;
    movegen_legal(p->v, &p->rg.game.pos, &p->list);
    int index = move_parse_typed(p->v, &p->list, text, &e);
    if (index < 0 && p->list.overflow) {
        char shown[176];
        printf(_("'%s' is not among the %d moves listed: %s; the move may be one of those left out, so play "
               "another.\n"),
               err_text(text, 40, shown, sizeof shown), p->list.n, MOVEGEN_OVERFLOW_TEXT);
        return false;
    }
    if (index < 0) {
        printf("%s\n", e.msg);
        return false;
    }
    if (!game_play(&p->rg.game, &p->list.moves[index], &p->list.details[index])) {
        fputs(_("out of memory\n"), stdout);
        return false;
    }
    p->redraw = true;
    return true;
}

/* The argument after a command word ("save FILE"), or NULL if the line is not that command. */
static const char *argument(const char *line, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(line, word, n) || (line[n] && !isspace((unsigned char)line[n])))
        return NULL;
    line += n;
    while (isspace((unsigned char)*line))
        line++;
    return line;
}

bool play_is_quit(const char *word) { return !strcmp(word, "quit") || !strcmp(word, "q") || !strcmp(word, "exit"); }

LineAction play_human_line(Play *p, char *line)
{
    char *s = line;
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        s[--n] = '\0';
    const char *arg;
    char shown[176]; /* what the person typed, quoted as err_text shows it: never a control byte */
    if (!*s)
        return LINE_GO_ON;
    if (play_is_quit(s))
        return LINE_QUIT;
    if (!strcmp(s, "help") || !strcmp(s, "?"))
        print_help();
    else if (!strcmp(s, "moves"))
        print_moves(p);
    else if (!strcmp(s, "hint"))
        print_hint(p);
    else if (!strcmp(s, "undo"))
        undo(p);
    else if (!strcmp(s, "board"))
        p->redraw = true;
    else if ((arg = argument(s, "save")))
        *arg ? play_save_as(p, arg) : (void)fputs(_("save: give a file name, e.g. save game.pdn\n"), stdout);
    else if ((arg = argument(s, "load")))
        *arg ? load(p, arg) : (void)fputs(_("load: give a record's file name, e.g. load game.pdn\n"), stdout);
    else if (isalpha((unsigned char)s[0]) && !strpbrk(s, "0123456789")) /* every move names a point */
        printf(_("'%s' is neither a move nor a command; type help for the commands\n"),
               err_text(s, 40, shown, sizeof shown));
    else
        return play_move(p, s) ? LINE_PLAYED : LINE_GO_ON;
    return LINE_GO_ON;
}
