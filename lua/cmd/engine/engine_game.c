/*
 * engine_game.c — the protocol's requests about the game: which game and rules, the position
 * and the moves played from it, the legal moves, making and taking back moves. Messages say
 * what the CLI says of the same input (cli.c), after the request's name.
 */
#include "engine.h"
#include "i18n.h"

#include "json.h"
#include "movegen.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>

void engine_write_position(Engine *e, FILE *f)
{
    const Variant *v = &e->def->variant;
    char text[4096];
    position_to_text(v, &e->game.pos, text, sizeof text);
    json_string_member(f, "position", text);
    json_string_member(f, "side", v->side_key[e->game.pos.side]);
    fprintf(f, ",\"ply\":%d,\"moves\":[", e->game.nmoves);
    for (int i = 0; i < e->game.nmoves; i++) {
        char mv[MOVE_TEXT_MAX];
        move_to_text(v, &e->game.moves[i], &e->game.details[i], mv, sizeof mv);
        if (i)
            fputc(',', f);
        json_string(f, mv);
    }
    fputs("],\"result\":", f);
    ResultReason why;
    Result result = game_result(&e->game, &why);
    if (result == RESULT_NONE) {
        fputs("null", f);
    } else {
        fputs("{\"winner\":", f);
        if (result == RESULT_DRAW)
            fputs("null", f);
        else
            json_string(f, v->side_key[result == RESULT_SOUTH_WINS ? SOUTH : NORTH]);
        json_string_member(f, "reason", game_reason_text(why));
        fputc('}', f);
    }
}

/* Answers with the game as it stands: {"type":TYPE, …position…}. */
static bool answer_position(Engine *e, const char *type)
{
    OutLine line;
    engine_begin(e, &line, type);
    if (line.f)
        engine_write_position(e, line.f);
    return engine_out_end(&e->out, &line);
}

/* ,"changes":[...]: the session's rule changes, as given. */
static void write_changes(const Engine *e, FILE *f)
{
    fputs(",\"changes\":[", f);
    for (int i = 0; i < e->nrules; i++) {
        if (i)
            fputc(',', f);
        json_string(f, e->rules[i]);
    }
    fputc(']', f);
}

/* The answer to variant, ruleset and rules: the game, its rules, and the start position. */
static bool answer_game(Engine *e)
{
    OutLine line;
    engine_begin(e, &line, "game");
    if (line.f) {
        char rules[2048];
        rules_describe(&e->def->variant.rules, NULL, rules, sizeof rules);
        json_string_member(line.f, "variant", e->def->variant.id);
        json_string_member(line.f, "name", e->def->name);
        json_string_member(line.f, "ruleset", e->ruleset);
        write_changes(e, line.f);
        json_string_member(line.f, "rules", rules);
        engine_write_position(e, line.f);
    }
    return engine_out_end(&e->out, &line);
}

/* The moves of the game's record played again from its start on a fresh game, after the hooks'
 * memory is forgotten: the session's game after a request that failed half-way. */
static void restore(Engine *e, const Game *old)
{
    gamedef_hooks_reset(e->def);
    Game g;
    if (!game_init(&g, old->v, &old->start))
        return;
    for (int i = 0; i < old->nmoves; i++)
        game_play(&g, &old->moves[i], &old->details[i]);
    game_free(&e->game);
    e->game = g;
}

/* Plays the move text on g; an error answer when it is no legal move (its message after `what`
 * when not NULL, e.g. "moves, move 3"). A move whose after hook fails is taken back. */
static bool play_text(Engine *e, Game *g, const char *text, const char *what)
{
    const Variant *v = &e->def->variant;
    ResultReason why;
    if (game_result(g, &why) != RESULT_NONE && why != REASON_BLOCKED) /* blocked: movegen says why */
        return what ? engine_error(e, "game_over", "%s: %s: the game is over in this position (%s)", e->command, what,
                                   _(game_reason_text(why)))
                    : engine_error(e, "game_over", "%s: the game is over in this position (%s)", e->command,
                                   _(game_reason_text(why)));
    movegen_legal(v, &g->pos, &e->list);
    if (e->list.hook_failed)
        return engine_error(e, "hook_failed", "%s: %s: %s", e->command, e->def->path, gamedef_hook_error(e->def));
    Err err;
    int index = move_parse(v, &e->list, text, &err);
    if (index < 0)
        return engine_error(e, e->list.overflow ? "too_many_moves" : err_code_name(err.code), "%s: %s%s%s", e->command, what ? what : "", what ? ": " : "",
                            e->list.overflow ? MOVEGEN_OVERFLOW_TEXT : err.msg);
    if (!game_play(g, &e->list.moves[index], &e->list.details[index]))
        return engine_error(e, "no_memory", "%s: out of memory", e->command);
    const char *hook = gamedef_hook_error(e->def); /* an after hook that failed */
    if (hook)
        game_undo(g);
    return !hook || engine_error(e, "hook_failed", "%s: %s: %s", e->command, e->def->path, hook);
}

/* A new game from start with the moves of list member `moves` (may be NULL) played. On an error
 * the session keeps its game. */
static bool new_game(Engine *e, const Position *start, const LineMember *moves)
{
    Game g;
    gamedef_hooks_reset(e->def);
    if (!game_init(&g, &e->def->variant, start))
        return engine_error(e, "no_memory", "%s: out of memory", e->command);
    for (int i = 0; moves && i < moves->nitems; i++) {
        char what[128];
        snprintf(what, sizeof what, _("moves, move %d"), i + 1);
        if (!play_text(e, &g, e->line->items[moves->first + i], what)) {
            game_free(&g);
            restore(e, &e->game);
            return false;
        }
    }
    game_free(&e->game);
    e->game = g;
    return true;
}

/* The loader's problems, one per line, as one message: the lines joined by "; ". */
static void join_lines(const char *text, char *out, size_t len)
{
    size_t used = 0;
    out[0] = '\0';
    for (const char *line = text; *line && used + 1 < len;) {
        size_t n = strcspn(line, "\n");
        int wrote = snprintf(out + used, len - used, "%s%.*s", used ? "; " : "", (int)n, line);
        used = wrote < 0 ? len : used + (size_t)wrote;
        line += n + (line[n] == '\n');
    }
}

/* Loads the game `name` (or keeps the current one when NULL) with ruleset and rule changes;
 * the session changes only if all of it is accepted. */
static bool select_game(Engine *e, const char *name, const char *ruleset, const char *const *rules, int nrules)
{
    GameDef *def = e->def;
    char err[LOADER_ERRLEN];
    if (name) {
        def = calloc(1, sizeof *def);
        if (!def)
            return engine_error(e, "no_memory", "%s: out of memory", e->command);
        if (!loader_load(name, def, err, sizeof err)) {
            char joined[LOADER_ERRLEN + 64];
            join_lines(err, joined, sizeof joined);
            gamedef_release(def); /* what a failed load holds, as cli_free releases it */
            free(def);
            return engine_error(e, "refused", "%s: %s", e->command, joined);
        }
    }
    Err why;
    if (!gamedef_select(def, ruleset, rules, nrules, &why)) {
        if (def != e->def) {
            gamedef_release(def);
            free(def);
        } else { /* the old choice, which was accepted before */
            const char *old[CLI_MAX_RULES];
            for (int i = 0; i < e->nrules; i++)
                old[i] = e->rules[i];
            gamedef_select(def, e->ruleset, old, e->nrules, &(Err){0});
            restore(e, &e->game); /* selecting forgot the hooks' and pieces' memory of the moves */
        }
        return engine_error(e, err_code_name(why.code), "%s: %s", e->command, why.msg);
    }
    engine_drop_searcher(e);
    engine_drop_tables(e);
    if (def != e->def) {
        gamedef_release(e->def);
        free(e->def);
        e->def = def;
    }
    snprintf(e->ruleset, sizeof e->ruleset, "%s", def->rulesets[def->ruleset].id);
    char copy[CLI_MAX_RULES][ENGINE_RULE_MAX]; /* rules may be the session's own */
    for (int i = 0; i < nrules; i++)
        snprintf(copy[i], ENGINE_RULE_MAX, "%s", rules[i]);
    memcpy(e->rules, copy, sizeof copy);
    e->nrules = nrules;
    Position start;
    position_start(&def->variant, &start);
    gamedef_hooks_reset(def);
    Game g;
    if (!game_init(&g, &def->variant, &start))
        return engine_error(e, "no_memory", "%s: out of memory", e->command);
    game_free(&e->game);
    e->game = g;
    return answer_game(e);
}

/* The rule changes of list member `rules`, checked. */
static bool rule_list(Engine *e, const char *rules[CLI_MAX_RULES], int *n)
{
    const LineMember *m = engine_member(e, "rules");
    *n = 0;
    if (!m)
        return true;
    if (m->kind != LINE_LIST)
        return engine_error(e, "bad_value", "%s: rules: expected a list of rule changes, e.g. [\"removal=immediate\"]", e->command);
    if (m->nitems > CLI_MAX_RULES)
        return engine_error(e, "bad_value", "%s: rules: at most %d changes", e->command, CLI_MAX_RULES);
    for (int i = 0; i < m->nitems; i++) {
        const char *r = e->line->items[m->first + i];
        if (strlen(r) >= ENGINE_RULE_MAX) {
            char shown[64];
            return engine_error(e, "too_long", "%s: rule %s: longer than %d bytes", e->command, err_text(r, 40, shown, sizeof shown),
                                ENGINE_RULE_MAX - 1);
        }
        rules[(*n)++] = r;
    }
    return true;
}

bool engine_cmd_variant(Engine *e)
{
    const char *name, *ruleset;
    const char *rules[CLI_MAX_RULES];
    int n;
    if (!engine_text(e, "name", &name) || !engine_text(e, "ruleset", &ruleset) || !rule_list(e, rules, &n))
        return false;
    if (!name)
        return engine_error(e, "missing_member", "variant: expected a member \"name\": a game's id or a .lua file");
    return select_game(e, name, ruleset, rules, n);
}

bool engine_cmd_ruleset(Engine *e)
{
    const char *name;
    if (!engine_text(e, "name", &name))
        return false;
    if (!name)
        return engine_error(e, "missing_member", "ruleset: expected a member \"name\": one of the game's rulesets");
    const char *rules[CLI_MAX_RULES];
    for (int i = 0; i < e->nrules; i++)
        rules[i] = e->rules[i];
    return select_game(e, NULL, name, rules, e->nrules);
}

bool engine_cmd_rules(Engine *e)
{
    const char *rules[CLI_MAX_RULES];
    int n;
    if (!rule_list(e, rules, &n))
        return false;
    if (!engine_member(e, "rules"))
        return engine_error(e, "missing_member", "rules: expected a member \"rules\": a list of rule changes (empty: none)");
    return select_game(e, NULL, e->ruleset, rules, n);
}

bool engine_cmd_position(Engine *e)
{
    const char *text;
    if (!engine_text(e, "position", &text))
        return false;
    const LineMember *moves = engine_member(e, "moves");
    if (moves && moves->kind != LINE_LIST)
        return engine_error(e, "bad_value", "position: moves: expected a list of moves, e.g. [\"e3-e5\",\"e7xe3\"]");
    if (!text)
        return engine_error(e, "missing_member", "position: expected a member \"position\": \"start\" or a position such as "
                               "B:Ba1,c1,Ke3:Wa9,c9");
    const Variant *v = &e->def->variant;
    Position start;
    Err err;
    if (!strcmp(text, "start"))
        position_start(v, &start);
    else if (!position_from_text(v, text, &start, &err))
        return engine_error(e, err_code_name(err.code), "position: %s", err.msg);
    if (!new_game(e, &start, moves))
        return false;
    if (e->searcher)
        search_clear(e->searcher);
    return answer_position(e, "position");
}

bool engine_cmd_moves(Engine *e)
{
    const Variant *v = &e->def->variant;
    movegen_legal(v, &e->game.pos, &e->list);
    if (e->list.hook_failed)
        return engine_error(e, "hook_failed", "moves: %s: %s", e->def->path, gamedef_hook_error(e->def));
    if (e->list.overflow)
        return engine_error(e, "too_many_moves", "moves: %s", MOVEGEN_OVERFLOW_TEXT);
    OutLine line;
    engine_begin(e, &line, "moves");
    if (line.f) {
        fprintf(line.f, ",\"count\":%d,\"moves\":[", e->list.n);
        for (int i = 0; i < e->list.n; i++) {
            if (i)
                fputc(',', line.f);
            json_move(line.f, v, &e->list.moves[i], &e->list.details[i]);
        }
        fputc(']', line.f);
    }
    return engine_out_end(&e->out, &line);
}

bool engine_cmd_play(Engine *e)
{
    const char *text;
    if (!engine_text(e, "move", &text))
        return false;
    if (!text)
        return engine_error(e, "missing_member", "play: expected a member \"move\", e.g. {\"cmd\":\"play\",\"move\":\"e3-e5\"}");
    return play_text(e, &e->game, text, NULL) && answer_position(e, "position");
}

bool engine_cmd_undo(Engine *e)
{
    long long count = 1;
    if (!engine_int(e, "count", 1, 100000, &count))
        return false;
    if (count > e->game.nmoves)
        return engine_error(e, "bad_value",
                            P_("undo: count %lld: only %d move was played since the position was set",
                               "undo: count %lld: only %d moves were played since the position was set", e->game.nmoves),
                            count, e->game.nmoves);
    for (long long i = 0; i < count; i++)
        game_undo(&e->game);
    return answer_position(e, "position");
}

bool engine_cmd_status(Engine *e)
{
    OutLine line;
    engine_begin(e, &line, "status");
    if (line.f) {
        json_string_member(line.f, "variant", e->def->variant.id);
        json_string_member(line.f, "ruleset", e->ruleset);
        write_changes(e, line.f);
        engine_write_position(e, line.f);
    }
    return engine_out_end(&e->out, &line);
}
