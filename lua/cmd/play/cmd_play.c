/*
 * cmd_play.c — `kharbaga play`: a game in the terminal.
 *
 * A person plays against an AI personality (--ai NAME, --as south|north), two people play each
 * other (--as both), or two AIs play while a person watches (--as none). What the human types is
 * handled in play_input.c, the game as it stands in play_game.c. Every game is saved after every
 * move (play_save.c): --resume continues the saved game after the program stopped or was killed,
 * --load FILE continues any record, and --save FILE chooses where the game is kept; one game at a
 * time holds a save file (savefile.h's lock).
 */
#include "commands.h"
#include "i18n.h"
#include "hashmix.h"
#include "draw.h"
#include "input_line.h"
#include "movegen.h"
#include "notation.h"
#include "play.h"
#include "player.h"
#include "savefile.h"
#include "search_words.h"

#include <ctype.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static const char DEFAULT_AI[] = "master";

/* Two AIs watched play at most this many plies in one sitting: with the draw rules switched off
 * a game may never end (as kharbaga match stops its games at 1000 plies). */
enum { WATCH_MAX_PLIES = 1000 };

/* Whether a South/North tag names a personality rather than a person. */
static bool names_personality(const char *player)
{
    if (strchr(player, '/') || strstr(player, ".lua") || !strcmp(player, PLAYER_RANDOM_ID))
        return true;
    char ids[64][32];
    int n = personality_list(ids, 64);
    for (int i = 0; i < n; i++)
        if (!strcmp(ids[i], player))
            return true;
    return false;
}

/* The built-in random mover (player.h) for a side: a personality that never searches. */
static void load_random(PlaySide *s)
{
    memset(&s->ai, 0, sizeof s->ai);
    snprintf(s->ai.id, sizeof s->ai.id, "%s", PLAYER_RANDOM_ID);
    snprintf(s->ai.name, sizeof s->ai.name, "%s", _(PLAYER_RANDOM_NAME));
    snprintf(s->player, sizeof s->player, "%s", PLAYER_RANDOM_ID);
    s->random = true;
}

/* Loads the personality `name` (or the random mover) for a side; a broken or unknown one is
 * reported and replaced by the default. `given` says where the name came from ("--ai", or the
 * record's tag). False if it is not made for the game, or if the default itself cannot be loaded. */
static bool load_ai(Play *p, PlaySide *s, const char *name, const char *given)
{
    char err[LOADER_ERRLEN];
    s->seed = (uint64_t)time(NULL) * 2654435761u ^ (uint64_t)getpid(); /* a new game each time */
    if (!strcmp(name, PLAYER_RANDOM_ID))
        return load_random(s), true;
    if (!personality_load_for(name, p->v->id, &s->ai, err, sizeof err)) {
        cli_error_lines(err);
        if (!strcmp(name, DEFAULT_AI) || !personality_load(DEFAULT_AI, &s->ai, err, sizeof err))
            return cli_error("the default personality '%s' cannot be loaded either", DEFAULT_AI) == 0;
        cli_error("%s %s is replaced by the default personality, %s (%s)", given, name, s->ai.name, s->ai.id);
        name = DEFAULT_AI;
    }
    if (!personality_check_fits(&s->ai, p->v->id, err, sizeof err))
        return cli_error_lines(err) == 0;
    char absolute[LOADER_PATH];
    bool by_path = strchr(name, '/') || strstr(name, ".lua");
    const char *player = by_path && realpath(name, absolute) ? absolute : name;
    strcpy(s->player, strlen(player) < sizeof s->player ? player : s->ai.id); /* how to load it again */
    /* --time, or the personality's own time up to a wait a person accepts, whatever its depth or
     * node limit says: a record naming a personality file cannot make a move take minutes */
    s->ai.limits = personality_move_limits(&s->ai, p->cli->time_ms);
    return true;
}

/* Who plays each side: --as (default south), or else the players a loaded record names; AI
 * sides play --ai, or the personality the record names, or the default. */
static bool setup_sides(Play *p, bool from_record)
{
    const Cli *cli = p->cli;
    const char *as = cli->as ? cli->as : "south";
    bool south = !strcmp(as, "south") || !strcmp(as, "both"), north = !strcmp(as, "north") || !strcmp(as, "both");
    for (int s = 0; s < 2; s++) {
        const char *tag = from_record ? record_tag(&p->rg.tags, s == SOUTH ? "South" : "North") : NULL;
        bool tag_is_ai = tag && names_personality(tag);
        PlaySide *side = &p->side[s];
        side->human = cli->as ? (s == SOUTH ? south : north) : from_record ? !tag_is_ai : s == SOUTH;
        if (side->human) {
            snprintf(side->player, sizeof side->player, "%s", tag && !tag_is_ai ? tag : "human");
            continue;
        }
        const char *given = cli->ai ? "--ai" : s == SOUTH ? "the record's South player" : "the record's North player";
        if (!load_ai(p, side, cli->ai ? cli->ai : tag_is_ai ? tag : DEFAULT_AI, given))
            return false;
        if (!side->random && !(side->searcher = search_new(p->v, PLAY_TABLE_BYTES)))
            return cli_out_of_memory() == 0;
        if (!side->random && side->ai.tables)
            side->tables = play_tables_open(p->v, p->v->id, 0, PLAY_TABLES_BYTES, cli_err());
    }
    return true;
}

/* The command that starts the ended game of the record at path anew: the same game, kept in the
 * same file when it was --resume's own. */
static void new_game_command(const Play *p, const char *path, bool resume, char *buf, size_t len)
{
    const char *variant = record_tag(&p->rg.tags, "Variant");
    bool other_game = variant && strcmp(variant, "kharbaga");
    char def[LOADER_PATH], err[256];
    bool other_file = resume && !(savefile_default_path(def, sizeof def, false, err, sizeof err) && !strcmp(def, path));
    snprintf(buf, len, "kharbaga play%s%s%s%s", other_game ? " --variant " : "", other_game ? variant : "",
             other_file ? " --save " : "", other_file ? path : "");
}

/* The game of --resume or --load: a record that exists, can be read and has not ended. */
static bool open_record(Play *p, const char *path, bool resume)
{
    bool missing;
    char err[LOADER_ERRLEN + LOADER_PATH];
    if (!record_game_load(path, &p->rg, &missing, err, sizeof err)) {
        if (missing && resume)
            return cli_error("no saved game to resume in %s; start one with: kharbaga play", path) == 0;
        return cli_error_lines(err) == 0;
    }
    p->v = &p->rg.def->variant;
    char what[128], again[LOADER_PATH * 2 + 64];
    if (!play_has_ended(&p->rg.game, what, sizeof what))
        return true;
    new_game_command(p, path, resume, again, sizeof again);
    return cli_error("the game in %s has ended: %s; start a new one with: %s", path, what, again) == 0;
}

/* The game to play: --resume's, --load's, or a new one from --variant, --position... */
static bool open_game(Play *p)
{
    Cli *cli = p->cli;
    if (cli->resume) {
        if (!p->save_path[0])
            return false;
        p->save_owned = true;
        return open_record(p, p->save_path, true);
    }
    if (cli->load) {
        p->save_owned = p->save_path[0] && savefile_same_file(cli->load, p->save_path);
        return open_record(p, cli->load, false);
    }
    if (!cli_load(cli))
        return false;
    p->rg.def = cli->def; /* the game's definition now belongs to the play */
    cli->def = NULL;
    p->v = &p->rg.def->variant;
    if (!cli->nplayed)
        return game_init(&p->rg.game, p->v, &cli->pos) || cli_out_of_memory() == 0;
    /* --play's moves are the game's first: the record holds them, and with them what they
     * leave besides the position (the quiet-move count, the positions that may repeat, the
     * hooks' per-piece data, made again from the start's) */
    gamedef_hooks_reset(p->rg.def);
    if (!game_init(&p->rg.game, p->v, &cli->before_play))
        return cli_out_of_memory() == 0;
    for (int i = 0; i < cli->nplayed; i++)
        if (!game_play(&p->rg.game, &cli->played[i], &cli->played_details[i]))
            return cli_out_of_memory() == 0;
    return true;
}

enum { MAX_OTHER_DEFAULTS = 99 };

/* The default save file is another game's: a new game is kept in the first of current-2.pdn,
 * current-3.pdn... that no game holds, and the player is told. False (reported) if none is free. */
static bool other_default_path(Play *p)
{
    char taken[LOADER_PATH], err[LOADER_PATH + 256];
    snprintf(taken, sizeof taken, "%s", p->save_path);
    size_t stem = strlen(taken) - strlen(".pdn"); /* savefile_default_path's name ends so */
    for (int n = 2; n <= MAX_OTHER_DEFAULTS; n++) {
        snprintf(p->save_path, sizeof p->save_path, "%.*s-%d.pdn", (int)stem, taken, n);
        if (savefile_not_a_file(p->save_path))
            continue;
        SaveLockResult got = savefile_lock(p->save_path, &p->lock, err, sizeof err);
        if (got == SAVELOCK_BUSY || got == SAVELOCK_FOREIGN)
            continue;
        char shown[2][PLAY_SHOWN_LEN];
        printf(_("Another kharbaga game is being played in %s; this game is saved in %s.\n"),
               play_shown_path(taken, shown[0]), play_shown_path(p->save_path, shown[1]));
        return true;
    }
    return cli_error("another kharbaga game is being played in %s, and in %d more files beside it; stop one, or "
                     "give --save FILE",
                     taken, MAX_OTHER_DEFAULTS - 1) == 0;
}

/* One game per file: takes the lock of the save path for the whole game. A file another game
 * holds is refused when named (--save) or to be resumed; a new game on the default file goes to
 * another one. A lock file that is not the program's is said, and the game is saved unlocked. */
static bool lock_save_path(Play *p)
{
    char err[LOADER_PATH + 256];
    SaveLockResult got = savefile_lock(p->save_path, &p->lock, err, sizeof err);
    if (got == SAVELOCK_FOREIGN)
        cli_error("%s; %s is saved without a lock", err, p->save_path);
    if (got != SAVELOCK_BUSY)
        return true; /* unavailable: where no lock file can be made, no record can be written: saving says so */
    if (p->cli->save || p->cli->resume)
        return cli_error("%s%s: another kharbaga game is being played in this file; %s",
                         p->cli->save ? "--save " : "", p->save_path,
                         p->cli->resume ? "--resume continues it once that game has stopped"
                                        : "wait until it stops, or give another --save FILE") == 0;
    return other_default_path(p);
}

/* Where the game is kept: --save FILE, or the default path. Without a default path a new game
 * is played unsaved (with a warning); --resume then has nothing to continue. */
static bool choose_save_path(Play *p)
{
    char err[LOADER_PATH + 256];
    if (p->cli->save) /* cli_parse refuses a longer one: it is never cut */
        snprintf(p->save_path, sizeof p->save_path, "%s", p->cli->save);
    if (p->cli->save || savefile_default_path(p->save_path, sizeof p->save_path, true, err, sizeof err)) {
        if (savefile_is_device(p->save_path)) { /* --save /dev/null: play without keeping the game */
            p->save_path[0] = '\0';
            return !p->cli->resume || cli_error("--resume: %s holds no game to continue", p->cli->save) == 0;
        }
        size_t n = strlen(p->save_path);
        if (savefile_not_a_file(p->save_path) || (n && p->save_path[n - 1] == '/'))
            return cli_error("%s%s: not a file (a directory?); expected the name of a game record, such as "
                             "game.pdn", p->cli->save ? "--save " : "", p->save_path) == 0;
        char why[256]; /* a name too long for the file system, say: no game can be kept there */
        if (p->cli->save && savefile_unopenable(p->save_path, why, sizeof why))
            return cli_error("--save %s: %s; give another --save FILE", p->save_path, why) == 0;
        return lock_save_path(p);
    }
    p->save_path[0] = '\0';
    cli_error_lines(err);
    if (!p->cli->resume)
        cli_error("the game is played without being saved");
    return !p->cli->resume;
}

/* A legal move of a human player in the position as it is, for the first help line: of the side
 * to move if it is human, else of the other side as if it moved now (a human moving second
 * cannot play the AI's first move). False if there is none to show, or when hooks decide the
 * moves (they follow the game, not a made-up turn). */
static bool example_move(Play *p, char *buf, size_t len)
{
    Position pos = p->rg.game.pos;
    if (!p->side[pos.side].human) {
        if (p->v->hooks)
            return false;
        pos.side = (uint8_t)!pos.side;
        pos.huff = bits_empty(); /* what the AI's side may huff is not the other side's */
    }
    if (movegen_legal(p->v, &pos, &p->list) <= 0)
        return false;
    movelist_text(p->v, &p->list, 0, buf, len);
    return true;
}

static void announce(Play *p)
{
    const GameDef *def = p->rg.def;
    printf("%s (%s): ", def->name, def->rulesets[def->ruleset].id);
    for (int s = 0; s < 2; s++)
        printf("%s%s (%s) %s", s ? ", " : "", p->v->side_name[s], play_side_word(s),
               p->side[s].human ? _("human") : p->side[s].ai.name);
    printf(".\n");
    char last[MOVE_TEXT_MAX + 16];
    if (play_last_move(p, last, sizeof last))
        printf(_("Continuing after %s.\n"), last);
    char shown[PLAY_SHOWN_LEN];
    if (p->save_path[0])
        printf(_("The game is saved in %s after every move.\n"), play_shown_path(p->save_path, shown));
    const char *const *name = (const char *const[]){p->v->side_name[SOUTH], p->v->side_name[NORTH]};
    printf(_("Board: %c and %c are %s's and %s's men"), tolower((unsigned char)name[0][0]),
           tolower((unsigned char)name[1][0]), name[0], name[1]);
    if (draw_legend_has_kings(p->v, &p->rg.game.pos))
        printf(_(", %c and %c their %s"), toupper((unsigned char)name[0][0]), toupper((unsigned char)name[1][0]),
               p->v->king_plural);
    fputs(_("; [ ] marks the last move"), stdout);
    if (p->v->rules.shrink != SHRINK_NONE || bits_any(p->rg.game.pos.dead))
        fputs(_("; a blank is a dead point, off the board"), stdout);
    printf(".\n");
    char example[MOVE_TEXT_MAX];
    if (!p->side[SOUTH].human && !p->side[NORTH].human)
        return;
    if (example_move(p, example, sizeof example))
        printf(_("Type a move such as %s, or help for the commands.\n"), example);
    else
        fputs(_("Type a move (from-to, such as e3-e5; x before each landing of a capture), or help for the "
               "commands.\n"), stdout);
}

/* The move the AI of side s chooses, into *best with its detail, and in note why it is only the
 * best found so far when its search did not complete depth 1 (else ""); false (reported) if it
 * cannot move. */
static bool ai_choose(Play *p, PlaySide *s, Move *best, MoveDetail *detail, char *note, size_t notelen)
{
    note[0] = '\0';
    /* Each move draws its chances (the random mover's choice, a personality's randomness and
     * deliberate mistakes) from a seed of its own: the game's, moved on by the move number. */
    uint64_t seed = s->seed + (uint64_t)p->rg.game.nmoves * HASH_GOLDEN;
    const char *hook = NULL;
    if (s->random) {
        if (player_random_move(p->v, &p->rg.game.pos, &p->list, seed, best, detail))
            return true;
        hook = p->list.hook_failed ? gamedef_hook_error(p->rg.def) : NULL;
    } else {
        SearchParams params = s->ai.params;
        params.seed = seed;
        params.tables = s->tables;
        SearchResult r;
        if (search_run(s->searcher, &p->rg.game, &s->ai.limits, &params, &r, NULL)) {
            search_incomplete_text(&r, &s->ai.limits, params.kind == SEARCH_MCTS, note, notelen);
            return *best = r.best, *detail = r.best_detail, true;
        }
        hook = gamedef_hook_error(p->rg.def);
    }
    return cli_error("%s cannot move: %s", s->ai.name, hook ? hook : _("no legal move")) == 0;
}

/* The AI to move plays; false (reported) if it cannot. */
static bool ai_move(Play *p)
{
    PlaySide *s = &p->side[p->rg.game.pos.side];
    Move best;
    MoveDetail detail;
    char note[256];
    if (!ai_choose(p, s, &best, &detail, note, sizeof note))
        return false;
    char mv[MOVE_TEXT_MAX];
    move_to_text(p->v, &best, &detail, mv, sizeof mv);
    if (note[0])
        printf("%s (%s): %s\n", p->v->side_name[p->rg.game.pos.side], s->ai.name, note);
    printf(_("%s (%s) plays %s\n"), p->v->side_name[p->rg.game.pos.side], s->ai.name, mv);
    if (!game_play(&p->rg.game, &best, &detail))
        return cli_out_of_memory() == 0;
    p->redraw = true;
    return true;
}

static void report_end(Play *p, Result result, ResultReason reason)
{
    if (p->redraw)
        play_show(p);
    char resume[PLAY_SHOWN_LEN + 64], shown[PLAY_SHOWN_LEN];
    play_resume_hint(p, resume, sizeof resume);
    play_shown_path(p->save_path, shown);
    bool saved = p->save_path[0] && !p->save_failing && p->save_owned;
    char when[MOVE_TEXT_MAX + 32];
    snprintf(when, sizeof when, "%s", _("at the start"));
    char last[MOVE_TEXT_MAX + 16];
    if (play_last_move(p, last, sizeof last)) /* numbered as the board and the record number it */
        snprintf(when, sizeof when, _("after %s"), last);
    if (result == RESULT_NONE && saved && p->saved_plies < p->rg.game.nmoves) {
        /* the variant's hook failed on the last move: the record holds the game before it */
        char held[MOVE_TEXT_MAX + 32];
        snprintf(held, sizeof held, "%s", _("at the start"));
        if (p->saved_plies > 0) {
            play_move_text(p, p->saved_plies - 1, last, sizeof last);
            snprintf(held, sizeof held, _("after %s"), last);
        }
        printf(_("The game stopped %s, on which the variant's hook failed; the record in %s stops %s, and %s "
               "continues it.\n"),
               when, shown, held, resume);
    } else if (result == RESULT_NONE && saved)
        printf(_("The game stopped %s; it is saved in %s, and %s continues it.\n"), when, shown, resume);
    else if (result == RESULT_NONE)
        printf(_("The game stopped %s (not saved).\n"), when);
    else if (result == RESULT_DRAW)
        printf(_("Game over, draw: %s (1/2-1/2).\n"), _(game_reason_text(reason)));
    else
        printf(_("Game over, %s wins: %s (%s).\n"), p->v->side_name[result == RESULT_SOUTH_WINS ? SOUTH : NORTH],
               _(game_reason_text(reason)), record_result_text(result));
    if (result != RESULT_NONE && saved)
        printf(_("The record is in %s.\n"), shown);
}

/* While two AIs play: whether the watcher has typed quit (or, at a terminal, ended the input with
 * Ctrl-D), looked at between moves without waiting. Input that ends without a terminal (a pipe,
 * /dev/null) only means nothing more will be typed: the game is watched to its end. */
static bool watcher_stops(bool *input_over)
{
    struct pollfd ready = {.fd = STDIN_FILENO, .events = POLLIN};
    while (!*input_over && poll(&ready, 1, 0) > 0) {
        char line[1024];
        InputLine got = input_line_read(stdin, line, sizeof line);
        if (got == INPUT_END) {
            *input_over = true;
            return isatty(STDIN_FILENO);
        }
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        size_t n = got == INPUT_LINE ? strlen(s) : 0;
        while (n && isspace((unsigned char)s[n - 1]))
            s[--n] = '\0';
        if (got == INPUT_LINE && play_is_quit(s))
            return true;
        if (n || got != INPUT_LINE)
            fputs(_("While two AIs play, only quit is read (or Ctrl-D); the game goes on.\n"), stdout);
    }
    return false;
}

/* Plays until the game ends, the human quits or input ends. Returns the exit status. */
static int play_loop(Play *p)
{
    announce(p);
    if (p->rg.game.nmoves)
        play_autosave(p); /* a loaded game is kept from the start */
    bool watching = !p->side[SOUTH].human && !p->side[NORTH].human, input_over = false;
    int first_ply = p->rg.game.nmoves;
    ResultReason reason = REASON_NONE;
    Result result = RESULT_NONE;
    int status = 0;
    p->redraw = true;
    for (;;) {
        if (movegen_legal(p->v, &p->rg.game.pos, &p->list) == 0 && p->list.hook_failed) {
            status = cli_error("%s: %s", p->rg.def->path, gamedef_hook_error(p->rg.def)); /* not a lost game */
            break;
        }
        if ((result = game_result(&p->rg.game, &reason)) != RESULT_NONE)
            break;
        int side = p->rg.game.pos.side;
        if (watching && p->rg.game.nmoves - first_ply >= WATCH_MAX_PLIES) {
            printf(_("The AIs have played %d plies without an end (are the draw rules switched off?); watching stops "
                   "here.\n"),
                   WATCH_MAX_PLIES);
            break;
        }
        if (!p->side[side].human) {
            if (p->list.overflow)
                printf(_("(%s: the AI chooses among the first %d.)\n"), MOVEGEN_OVERFLOW_TEXT, p->list.n);
            if (!ai_move(p)) {
                status = 1;
                break;
            }
            play_autosave(p);
            if (watching)
                play_show(p);
            if (watching && watcher_stops(&input_over))
                break;
            continue;
        }
        if (p->redraw)
            play_show(p);
        char line[1024], prompt[128];
        snprintf(prompt, sizeof prompt, "%s (%s) to move> ", p->v->side_name[side], play_side_word(side));
        InputLine got = prompt_read(p->prompt, prompt, line, sizeof line);
        if (got == INPUT_END) {
            printf("\n");
            break;
        }
        if (got == INPUT_TOO_LONG) {
            printf(_("That line is too long (more than %d characters) and was not read; type a move or help.\n"),
                   (int)sizeof line - 1);
            continue;
        }
        if (got == INPUT_NUL || got == INPUT_CR) {
            printf(_("That line holds %s and was not read; type a move or help.\n"),
                   got == INPUT_NUL ? _("a NUL byte") : _("a carriage return before its end"));
            continue;
        }
        LineAction action = play_human_line(p, line);
        if (action == LINE_QUIT)
            break;
        if (action == LINE_PLAYED)
            play_autosave(p);
    }
    if (result != RESULT_NONE)
        play_autosave(p); /* the record now says how it ended */
    report_end(p, result, reason);
    return status;
}

/* Whether the options go together and --as names a choice (checked before anything else: a bad
 * command line exits 2). */
static bool valid_options(const Cli *cli)
{
    const char *as = cli->as;
    if (as && strcmp(as, "south") && strcmp(as, "north") && strcmp(as, "both") && strcmp(as, "none"))
        return cli_error("--as %s: expected south, north, both or none", as) == 0;
    if (cli->time_ms && cli->ai && !strcmp(cli->ai, PLAYER_RANDOM_ID) && as && !strcmp(as, "none"))
        return cli_error("--time limits nothing here: the random mover does not search, and no one asks for hints") == 0;
    if (cli->resume && cli->load)
        return cli_error("give --resume or --load FILE, not both") == 0;
    if ((cli->resume || cli->load) && (cli->variant_given || cli->ruleset || cli->nrules || cli->position || cli->play))
        return cli_error("%s: the record says which game, rules and position; leave out --variant, --ruleset, "
                         "--rule, --position and --play",
                         cli->resume ? "--resume" : "--load") == 0;
    return true;
}

int cmd_play(Cli *cli)
{
    if (!valid_options(cli))
        return 2;
    Play *p = calloc(1, sizeof *p);
    if (!p)
        return cli_out_of_memory();
    p->cli = cli;
    p->lock.fd = -1;
    int status = 1;
    if (choose_save_path(p) && open_game(p) && setup_sides(p, cli->resume || cli->load)) {
        if (p->side[SOUTH].human || p->side[NORTH].human) /* a watcher types quit only */
            p->prompt = prompt_open();
        status = play_loop(p);
    }
    prompt_close(p->prompt);
    for (int s = 0; s < 2; s++) {
        search_free(p->side[s].searcher);
        egtb_free(p->side[s].tables);
    }
    search_free(p->hint);
    movelist_free(&p->list);
    record_game_free(&p->rg);
    savefile_unlock(&p->lock);
    free(p);
    return status;
}
