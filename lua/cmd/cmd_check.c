/*
 * cmd_check.c — `kharbaga check FILE.lua [--position TEXT]...`: validates a variant script and
 * tests it briefly.
 *
 * Loading reports every problem with file, line and field. Then, for each ruleset, from the start
 * and from each --position: the position is consistent and has legal moves, and perft 1 to 4
 * gives the same counts when every move is made and unmade as with bulk counting, with each
 * position restored exactly. Then the script's own tests and the rulesets its disputes name
 * (check/). A script in a directory named personalities is checked as an AI personality instead.
 * The script may also come as text (cli->script: the server's workshop); --json writes the same
 * checks as one object (check/check_json.c).
 */
#include "check.h"
#include "i18n.h"
#include "commands.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "personality.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

enum { CHECK_DEPTH = 4 };

/* Whether two lists hold the same moves in the same order. */
static bool same_moves(const MoveList *a, const MoveList *b)
{
    if (a->n != b->n)
        return false;
    for (int i = 0; i < a->n; i++)
        if (!move_same(&a->moves[i], &b->moves[i]))
            return false;
    return true;
}

/* Makes and unmakes every move to `depth` plies, checking that each position comes back exactly,
 * stays consistent, and has the same legal moves again (which variant hooks' state must also
 * restore); false (with the move) at the first failure. */
static bool make_unmake_restores(const Variant *v, Position *pos, int depth, char *bad, size_t len)
{
    if (depth == 0)
        return true;
    MoveList list_storage = MOVELIST_INIT, again_storage = MOVELIST_INIT, *list = &list_storage, *again = &again_storage;
    bool ok = true;
    movegen_legal(v, pos, list);
    for (int i = 0; ok && i < list->n; i++) {
        Position before = *pos;
        Undo undo;
        position_make(v, pos, &list->moves[i], &list->details[i], &undo);
        ok = position_is_ok(v, pos) && make_unmake_restores(v, pos, depth - 1, bad, len);
        position_unmake(v, pos, &list->moves[i], &undo);
        if (ok)
            ok = memcmp(&before, pos, sizeof before) == 0 && movegen_legal(v, pos, again) >= 0 && same_moves(list, again);
        if (!ok && !bad[0])
            movelist_text(v, list, i, bad, len);
    }
    movelist_free(list);
    movelist_free(again);
    return ok;
}

/* The likely causes of a count or a position that does not come back when the ruleset has hooks:
 * an after hook that changed a table in place, or a hook that keeps state of its own. */
static const char *after_hint(const GameDef *def)
{
    if (gamedef_has_after_hook(def))
        return " (an after hook must not change a table it reads with game:data: copy it; and the hooks must keep "
               "no state outside game:data, such as a variable of the script)";
    return gamedef_hook_error(def) || !def->variant.hooks
               ? ""
               : " (a moves hook must answer the same for the same position: it may keep no state outside game:data, "
                 "such as a variable of the script)";
}

/* Where one run of the checks starts: the start position, or a --position. */
typedef struct Origin {
    const char *text; /* the position text, or NULL for the start */
    char name[256];   /* "ruleset german" or "ruleset german, position W:Ke5:Bc3" */
    const StopFlag *stop; /* the server's request budget (Cli.stop), or NULL */
} Origin;

/* Reports a failure of the checks from `o`, msg and hint, on a fresh line (false). */
static bool origin_failed(const Origin *o, bool mid_line, const char *msg, const char *hint)
{
    if (mid_line)
        fprintf(cli_out(), "\n");
    fflush(cli_out());
    return cli_error("%s: %s%s", o->name, msg, hint) == 0;
}

/* perft 1 to CHECK_DEPTH counted in bulk and move by move, then make/unmake to depth 3, from
 * pos under the selected rules; the counts go on the line already begun. */
static bool counts_agree(GameDef *def, Position *pos, const Origin *o)
{
    const Variant *v = &def->variant;
    fputs(_("; perft"), cli_out());
    for (int d = 1; d <= CHECK_DEPTH; d++) {
        bool over = false;
        /* counted with the after hooks run lazily, then at every make: an after hook that edits a
         * table in place makes them differ */
        uint64_t bulk = perft_until(v, pos, d, &over, o->stop);
        gamedef_hooks_eager(def, true);
        uint64_t full = perft_full_until(v, pos, d, &over, o->stop);
        gamedef_hooks_eager(def, false);
        if (stop_is_set(o->stop))
            return origin_failed(o, true, "the counts were stopped: the request took the most time the server gives one",
                                 "");
        const char *hook_error = gamedef_hook_error(def); /* the counts stopped at a failed hook */
        if (hook_error)
            return origin_failed(o, true, hook_error, "");
        fprintf(cli_out(), " %llu", (unsigned long long)bulk);
        if (bulk != full || over) {
            char msg[256];
            snprintf(msg, sizeof msg, "perft %d is %llu counted and %llu made move by move%s", d,
                     (unsigned long long)bulk, (unsigned long long)full,
                     over ? " (a position exceeded the engine's limits)" : "");
            return origin_failed(o, true, msg, after_hint(def));
        }
    }
    char bad[MOVE_TEXT_MAX] = "";
    gamedef_hooks_eager(def, true);
    bool restores = make_unmake_restores(v, pos, 3, bad, sizeof bad);
    gamedef_hooks_eager(def, false);
    if (!restores) {
        char msg[MOVE_TEXT_MAX + 80];
        snprintf(msg, sizeof msg, "making and unmaking %s does not restore the position or its legal moves", bad);
        return origin_failed(o, true, msg, after_hint(def));
    }
    const char *hook_error = gamedef_hook_error(def);
    if (hook_error)
        return origin_failed(o, true, hook_error, "");
    fputs(_(" (make/unmake agrees)\n"), cli_out());
    return true;
}

/* The checks from o under the selected ruleset: a consistent position with legal moves, then
 * the counts. */
static bool check_from(GameDef *def, const Origin *o)
{
    const Variant *v = &def->variant;
    Position pos;
    Err e;
    gamedef_hooks_reset(def); /* pieces start without data, at the start as at a --position */
    if (!o->text)
        position_start(v, &pos);
    else if (!position_from_text(v, o->text, &pos, &e))
        return origin_failed(o, false, e.msg, "");
    const char *what = o->text ? "the position" : "the start position";
    char msg[64];
    if (!position_is_ok(v, &pos)) {
        snprintf(msg, sizeof msg, "%s is inconsistent", what);
        return origin_failed(o, false, msg, "");
    }
    MoveList list = MOVELIST_INIT;
    int n = movegen_legal(v, &pos, &list);
    bool failed = list.hook_failed;
    movelist_free(&list);
    fflush(cli_out());
    if (failed)
        return origin_failed(o, false, gamedef_hook_error(def), "");
    if (n == 0) {
        snprintf(msg, sizeof msg, "%s has no legal move", what);
        return origin_failed(o, false, msg, "");
    }
    const char *id = def->rulesets[def->ruleset].id;
    if (o->text)
        fprintf(cli_out(), _("  ruleset %-14s %d legal moves from %s"), id, n, o->text);
    else
        fprintf(cli_out(), _("  ruleset %-14s %d legal moves at the start"), id, n);
    return counts_agree(def, &pos, o);
}

/* Every check of ruleset r: from the start and from each --position. */
static bool check_ruleset(GameDef *def, int r, const Cli *cli)
{
    Err e;
    if (!gamedef_select(def, def->rulesets[r].id, NULL, 0, &e))
        return cli_error("ruleset %s: %s", def->rulesets[r].id, e.msg) == 0;
    Origin o = {NULL, "", cli->stop};
    snprintf(o.name, sizeof o.name, "ruleset %s", def->rulesets[r].id);
    bool ok = check_from(def, &o);
    for (int i = 0; i < cli->npositions; i++) {
        o.text = cli->positions[i];
        char shown[200];
        snprintf(o.name, sizeof o.name, "ruleset %s, position %s", def->rulesets[r].id,
                 err_text(o.text, 40, shown, sizeof shown));
        ok &= check_from(def, &o);
    }
    return ok;
}

/* Each --position is position text of the game's board, consistent: else one line naming it. */
static bool positions_readable(const GameDef *def, const Cli *cli)
{
    for (int i = 0; i < cli->npositions; i++) {
        Position pos;
        Err e;
        char shown[256];
        err_text(cli->positions[i], 60, shown, sizeof shown);
        if (!position_from_text(&def->variant, cli->positions[i], &pos, &e))
            return cli_error_in("position", "--position %s: %s", shown, e.msg) == 0;
        if (!position_is_ok(&def->variant, &pos))
            return cli_error_in("position", "--position %s: the position is not consistent", shown) == 0;
    }
    return true;
}

/* Things that are allowed but that a reader of the game would miss. */
static void print_warnings(const GameDef *def)
{
    if (def->nsources == 0)
        fputs(_("  note: no sources; say where the rules come from (sources = { ... })\n"), cli_out());
    for (int r = 0; r < def->nrulesets; r++)
        if (!def->rulesets[r].source[0])
            fprintf(cli_out(), _("  note: ruleset %s has no source\n"), def->rulesets[r].id);
    if (def->lessons.n)
        fprintf(cli_out(),
                P_("  %d lesson for 'kharbaga learn', each task solvable in its position\n",
                   "  %d lessons for 'kharbaga learn', each task solvable in its position\n", (unsigned long)def->lessons.n),
                def->lessons.n);
    for (const char *note = def->lessons.notes; *note;) { /* inherited lessons left out */
        size_t n = strcspn(note, "\n");
        fprintf(cli_out(), _("  note: %.*s\n"), (int)n, note);
        note += n + (note[n] == '\n');
    }
}

/* Whether the file names a script in a directory called personalities: an AI personality. */
static bool is_personality_path(const char *file)
{
    char path[PATH_MAX];
    if (!realpath(file, path))
        return false;
    const char *slash = strrchr(path, '/');
    if (!slash)
        return false;
    const char *dir = slash;
    while (dir > path && dir[-1] != '/')
        dir--;
    return (size_t)(slash - dir) == strlen("personalities") && !strncmp(dir, "personalities", (size_t)(slash - dir));
}

/* The script of cli (a personality when `personality`, else a game: cli->script, or --variant)
 * loaded into p or def; false with its problems reported, from the data the loader keeps. */
static bool load_script(Cli *cli, bool personality, Personality *p, GameDef *def)
{
    char err[LOADER_ERRLEN];
    ReportProblems *kept = malloc(sizeof *kept); /* without: the problems' lines */
    report_keep(kept);
    bool loaded = personality ? personality_load(cli->variant, p, err, sizeof err)
                  : cli->script ? cli_load_game(cli, def, err, sizeof err)
                                : loader_load(cli->variant, def, err, sizeof err);
    report_keep(NULL);
    if (!loaded)
        cli_load_problems(err, kept);
    free(kept);
    return loaded;
}

/* check on a personality script (--variant): loaded and checked as play would load it. */
static int check_personality(Cli *cli)
{
    Personality *p = malloc(sizeof *p);
    if (!p || !load_script(cli, true, p, NULL)) {
        int status = p ? 1 : cli_out_of_memory();
        free(p);
        return status;
    }
    char games[PERSONALITY_GAMES_TEXT];
    personality_games_text(p, games, sizeof games);
    FILE *out = cli_out();
    if (p->params.kind == SEARCH_MCTS && games[0])
        fprintf(out, _("%s: %s (%s), a personality: Monte Carlo tree search, for %s\n"), p->path, p->name, p->id, games);
    else if (p->params.kind == SEARCH_MCTS)
        fprintf(out, _("%s: %s (%s), a personality: Monte Carlo tree search\n"), p->path, p->name, p->id);
    else if (games[0])
        fprintf(out, _("%s: %s (%s), a personality: alpha-beta search, for %s\n"), p->path, p->name, p->id, games);
    else
        fprintf(out, _("%s: %s (%s), a personality: alpha-beta search\n"), p->path, p->name, p->id);
    bool ok = check_personality_texts(p);
    fputs(ok ? _("ok\n") : _("problems found\n"), out);
    free(p);
    return ok ? 0 : 1;
}

/* check on a game: its script (--variant, or the text of cli->script) loaded, then tested. */
static int check_game(Cli *cli)
{
    GameDef *def = malloc(sizeof *def);
    if (!def)
        return cli_out_of_memory();
    if (!load_script(cli, false, NULL, def)) {
        free(def);
        return 1;
    }
    FILE *out = cli_out();
    fprintf(out, P_("%s: %s (%s), %d ruleset, %d points\n", "%s: %s (%s), %d rulesets, %d points\n",
                    (unsigned long)def->nrulesets),
            def->path, def->name, def->id, def->nrulesets, bits_count(def->variant.board.all));
    const char *base = strrchr(def->path, '/') ? strrchr(def->path, '/') + 1 : def->path;
    if (!cli->script && (strncmp(base, def->id, strlen(def->id)) || strcmp(base + strlen(def->id), ".lua")))
        fprintf(out, _("  note: the id is '%s' but the file is %s; --variant and extends find games by file name\n"),
                def->id, base);
    print_warnings(def);
    if (!positions_readable(def, cli)) {
        gamedef_release(def);
        free(def);
        return 1;
    }
    bool ok = true;
    for (int r = 0; r < def->nrulesets; r++)
        ok &= check_ruleset(def, r, cli);
    ok &= check_script_tests(def, cli->stop);
    ok &= check_disputes(def);
    ok &= check_texts(def);
    fputs(ok ? _("ok\n") : _("problems found\n"), out);
    gamedef_release(def);
    free(def);
    return ok ? 0 : 1;
}

int cmd_check(Cli *cli)
{
    if (!cli_game_argument(cli))
        return 2;
    if (!cli->script && !cli->nargs && !cli->variant_given)
        return cli_usage_error("check: give the variant script to check, e.g. kharbaga check my_game.lua (or a "
                               "game's name: kharbaga check zamma)");
    bool personality = !cli->script && is_personality_path(cli->variant);
    if (personality && cli->npositions)
        return cli_usage_error_in("position", "--position: %s is a personality, which has no positions to check from",
                                  cli->variant);
    int (*run)(Cli *) = personality ? check_personality : check_game;
    return cli->json ? check_json(cli, cli->script ? cli->script_name : cli->variant, run) : run(cli);
}
