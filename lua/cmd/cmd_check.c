/*
 * cmd_check.c — `kharbaga check FILE.lua`: validates a variant script and tests it briefly.
 *
 * Loading reports every problem with file, line and field. Then, for each ruleset: the start
 * position is consistent and has legal moves, and perft 1 to 4 gives the same counts when every
 * move is made and unmade as with bulk counting, with each position restored exactly. A script in
 * a directory named personalities is checked as an AI personality instead.
 */
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
    MoveList *list = malloc(sizeof *list), *again = malloc(sizeof *again);
    bool ok = list && again;
    if (ok)
        movegen_legal(v, pos, list);
    for (int i = 0; ok && i < list->n; i++) {
        Position before = *pos;
        Undo undo;
        position_make(v, pos, &list->moves[i], &undo);
        ok = position_is_ok(v, pos) && make_unmake_restores(v, pos, depth - 1, bad, len);
        position_unmake(v, pos, &list->moves[i], &undo);
        if (ok)
            ok = memcmp(&before, pos, sizeof before) == 0 && movegen_legal(v, pos, again) >= 0 && same_moves(list, again);
        if (!ok && !bad[0])
            move_to_text(v, &list->moves[i], bad, len);
    }
    free(list);
    free(again);
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

static bool check_ruleset(GameDef *def, int r)
{
    Err e;
    if (!gamedef_select(def, def->rulesets[r].id, NULL, 0, &e))
        return cli_error("ruleset %s: %s", def->rulesets[r].id, e.msg) == 0;
    const Variant *v = &def->variant;
    Position pos;
    position_start(v, &pos);
    if (!position_is_ok(v, &pos))
        return cli_error("ruleset %s: the start position is inconsistent", def->rulesets[r].id) == 0;
    MoveList list;
    int n = movegen_legal(v, &pos, &list);
    fflush(stdout);
    if (list.hook_failed)
        return cli_error("ruleset %s: %s", def->rulesets[r].id, gamedef_hook_error(def)) == 0;
    if (n == 0)
        return cli_error("ruleset %s: the start position has no legal move", def->rulesets[r].id) == 0;
    printf("  ruleset %-14s %d legal moves at the start; perft", def->rulesets[r].id, n);
    for (int d = 1; d <= CHECK_DEPTH; d++) {
        bool over = false;
        uint64_t bulk = perft(v, &pos, d, &over), full = perft_full(v, &pos, d, &over);
        const char *hook_error = gamedef_hook_error(def); /* the counts stopped at a failed hook */
        if (hook_error) {
            printf("\n");
            fflush(stdout);
            return cli_error("ruleset %s: %s", def->rulesets[r].id, hook_error) == 0;
        }
        printf(" %llu", (unsigned long long)bulk);
        if (bulk != full || over) {
            printf("\n");
            fflush(stdout);
            return cli_error("ruleset %s: perft %d is %llu counted and %llu made move by move%s%s", def->rulesets[r].id,
                             d, (unsigned long long)bulk, (unsigned long long)full,
                             over ? " (a position exceeded the engine's limits)" : "",
                             after_hint(def)) == 0;
        }
    }
    char bad[MOVE_TEXT_MAX] = "";
    if (!make_unmake_restores(v, &pos, 3, bad, sizeof bad)) {
        printf("\n");
        fflush(stdout);
        return cli_error("ruleset %s: making and unmaking %s does not restore the position or its legal moves%s",
                         def->rulesets[r].id, bad,
                         after_hint(def)) == 0;
    }
    const char *hook_error = gamedef_hook_error(def);
    if (hook_error) {
        printf("\n");
        return cli_error("ruleset %s: %s", def->rulesets[r].id, hook_error) == 0;
    }
    printf(" (make/unmake agrees)\n");
    return true;
}

/* Things that are allowed but that a reader of the game would miss. */
static void print_warnings(const GameDef *def)
{
    if (def->nsources == 0)
        printf("  note: no sources; say where the rules come from (sources = { ... })\n");
    for (int r = 0; r < def->nrulesets; r++)
        if (!def->rulesets[r].source[0])
            printf("  note: ruleset %s has no source\n", def->rulesets[r].id);
    if (def->lessons.n)
        printf("  %d lesson%s for 'kharbaga learn', each task solvable in its position\n", def->lessons.n,
               def->lessons.n == 1 ? "" : "s");
    for (const char *note = def->lessons.notes; *note;) { /* inherited lessons left out */
        size_t n = strcspn(note, "\n");
        printf("  note: %.*s\n", (int)n, note);
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

/* check on a personality script: loaded and checked as play would load it. */
static int check_personality(const char *path)
{
    Personality *p = malloc(sizeof *p);
    char err[LOADER_ERRLEN];
    if (!p || !personality_load(path, p, err, sizeof err)) {
        int status = cli_error_lines(p ? err : "out of memory");
        free(p);
        return status;
    }
    char games[PERSONALITY_GAMES_TEXT];
    personality_games_text(p, games, sizeof games);
    printf("%s: %s (%s), a personality: %s search%s%s\nok\n", p->path, p->name, p->id,
           p->params.kind == SEARCH_MCTS ? "Monte Carlo tree" : "alpha-beta", games[0] ? ", for " : "", games);
    free(p);
    return 0;
}

int cmd_check(Cli *cli)
{
    if (!cli_game_argument(cli))
        return 2;
    if (!cli->nargs && !cli->variant_given)
        return cli_usage_error("check: give the variant script to check, e.g. kharbaga check my_game.lua (or a "
                               "game's name: kharbaga check zamma)");
    const char *target = cli->variant;
    if (is_personality_path(target))
        return check_personality(target);
    GameDef *def = malloc(sizeof *def);
    if (!def)
        return cli_error("out of memory");
    char err[LOADER_ERRLEN];
    if (!loader_load(target, def, err, sizeof err)) {
        int status = cli_error_lines(err);
        free(def);
        return status;
    }
    printf("%s: %s (%s), %d ruleset%s, %d points\n", def->path, def->name, def->id, def->nrulesets,
           def->nrulesets == 1 ? "" : "s", bits_count(def->variant.board.all));
    const char *base = strrchr(def->path, '/') ? strrchr(def->path, '/') + 1 : def->path;
    if (strncmp(base, def->id, strlen(def->id)) || strcmp(base + strlen(def->id), ".lua"))
        printf("  note: the id is '%s' but the file is %s; --variant and extends find games by file name\n", def->id,
               base);
    print_warnings(def);
    bool ok = true;
    for (int r = 0; r < def->nrulesets; r++)
        ok &= check_ruleset(def, r);
    printf("%s\n", ok ? "ok" : "problems found");
    gamedef_release(def);
    free(def);
    return ok ? 0 : 1;
}
