/*
 * cmd_explain.c — `kharbaga explain MOVE`: in words, why a move is legal or not under the
 * current rules, and what to play instead.
 *
 * A move that is not legal is looked for under the same rules with one option changed (each
 * value of each option in turn); the options under which it would be legal are the reasons it
 * is not, each said as a sentence about this move.
 */
#include "commands.h"
#include "json.h"
#include "i18n.h"
#include "illegal.h"
#include "movegen.h"
#include "notation.h"
#include "move_words.h"
#include "reasons.h"
#include "table_lookup.h"
#include "rules_text.h"

#include <stdlib.h>
#include <string.h>

/* The codes of the sentences said under the verdict, in their order: what `--json` gives beside
 * each sentence, so that a program reads the code and never the words (docs/api.md, explain). */
enum { SAID_MAX = 32 };
typedef struct Said {
    int n;
    const char *code[SAID_MAX];
    char rule[SAID_MAX][64]; /* "key=value": the rule change a "legal_under" sentence names */
} Said;

static void said(Said *s, const char *code)
{
    if (s->n < SAID_MAX)
        s->code[s->n++] = code;
}

static void said_rule(Said *s, int option, int value)
{
    if (s->n < SAID_MAX)
        snprintf(s->rule[s->n], sizeof s->rule[s->n], "%s=%s", rules_options[option].key,
                 rules_options[option].values[value]);
    said(s, "legal_under");
}

/* A description of a legal move (m, detail d): what kind of piece, what it does. */
static void describe(FILE *out, const Variant *v, const Position *pos, const Move *m, const MoveDetail *d)
{
    char text[MOVE_TEXT_MAX];
    move_to_text(v, m, d, text, sizeof text);
    char what[1024];
    move_words(v, pos, m, KING_STEPS, what, sizeof what);
    bool crowned = m->flags & MOVE_CROWN;
    if (m->huffed != NO_POINT && crowned)
        fprintf(out, _("%s is legal: first the piece on %s is huffed for not capturing, then %s, and is crowned.\n"), text,
                v->board.name[m->huffed], what);
    else if (m->huffed != NO_POINT)
        fprintf(out, _("%s is legal: first the piece on %s is huffed for not capturing, then %s.\n"), text,
                v->board.name[m->huffed], what);
    else if (crowned)
        fprintf(out, _("%s is legal: %s, and is crowned.\n"), text, what);
    else
        fprintf(out, _("%s is legal: %s.\n"), text, what);
}

/* What a legal move (m, detail d) leads to besides moving, capturing and crowning: points that
 * leave a shrinking board, pieces the opponent may then huff. */
static void print_consequences(FILE *out, Said *s, const Variant *v, const Position *pos, const Move *m,
                               const MoveDetail *d)
{
    Position after;
    char ignored[512], names[MAX_POINTS * (MAX_NAME + 2)], value[16];
    reasons_outcome(v, pos, m, d, &after, ignored, sizeof ignored);
    Bits died = bits_andnot(after.dead, pos->dead);
    if (bits_any(died)) {
        points_to_text(v, died, ", ", names, sizeof names);
        fprintf(out,
                P_("  Then %s leaves the board: the board shrinks (shrink=%s), and no piece may enter it again.\n",
                   "  Then %s leave the board: the board shrinks (shrink=%s), and no piece may enter them again.\n",
                   (unsigned long)bits_count(died)),
                names, rules_value_text(&v->rules, rules_option("shrink"), value, sizeof value));
        said(s, "board_shrinks");
    }
    if (bits_any(after.huff)) {
        int n = bits_count(after.huff);
        points_to_text(v, after.huff, ", ", names, sizeof names);
        fprintf(out,
                P_("  Then %s may huff %s at the start of the next turn: the piece that could have captured and did not "
                   "(capture=huff).\n",
                   "  Then %s may huff %s at the start of the next turn: the pieces that could have captured and did not "
                   "(capture=huff).\n",
                   (unsigned long)n),
                v->side_name[!pos->side], names);
        said(s, "may_huff");
    }
}

/* Looks for `text` among the moves of v with one option changed; prints the reasons found.
 * Returns how many options make it legal. */
static int explain_illegal(FILE *out, Said *s, const Variant *v, const Position *pos, const char *text,
                           ChangeWork *work)
{
    int found = 0;
    for (int i = 0; i < rules_option_count; i++)
        for (int val = 0; val < 4 && rules_options[i].values[val]; val++) {
            Reason r;
            if (reasons_single_change(v, pos, text, i, val, work, &r)) {
                fprintf(out, "  %s.\n", r.text);
                said_rule(s, i, val);
                found++;
            }
        }
    return found;
}

/* What the piece of the side to move on `from` may do instead of moving onto an occupied point:
 * its legal moves, in one line. */
static void print_piece_moves(FILE *out, Said *s, const Variant *v, const Position *pos, const MoveList *list,
                              int from)
{
    bool king = position_is_king(pos, from);
    const char *piece = v->king_name[0] ? v->king_name : _("king");
    char moves[21 * (MOVE_TEXT_MAX + 2) + 8] = "";
    int n = 0;
    for (int i = 0; i < list->n; i++) {
        if (list->moves[i].from != from)
            continue;
        char text[MOVE_TEXT_MAX];
        movelist_text(v, list, i, text, sizeof text);
        size_t used = strlen(moves);
        if (n < 20)
            snprintf(moves + used, sizeof moves - used, "%s%s", n ? ", " : "", text);
        else if (n == 20)
            snprintf(moves + used, sizeof moves - used, ", …");
        n++;
    }
    if (n && king)
        fprintf(out, n > 20 ? _("  The %s on %s may play %s\n") : _("  The %s on %s may play %s.\n"), piece,
                v->board.name[from], moves);
    else if (n)
        fprintf(out, n > 20 ? _("  The man on %s may play %s\n") : _("  The man on %s may play %s.\n"),
                v->board.name[from], moves);
    else if (king)
        fprintf(out, _("  The %s on %s has no legal move here.\n"), piece, v->board.name[from]);
    else
        fprintf(out, _("  The man on %s has no legal move here.\n"), v->board.name[from]);
    said(s, n ? "piece_moves" : "piece_has_no_move");
}

/* Why no rule could make the typed move legal: facts about its points, in one line; when the
 * end is occupied, the moves the piece has. */
static void print_impossible(FILE *out, Said *s, const Variant *v, const Position *pos, const MoveList *list,
                             const char *text)
{
    const char *c = text;
    notation_huff_prefix(&v->board, &c); /* a huff prefix "Ha9 ": the move proper follows it */
    int points[MAX_PATH + 2], n = 0;
    points[n++] = board_parse_point(&v->board, &c);
    while (*c && n < MAX_PATH + 2) {
        if (*c == '-' || *c == 'x') {
            c++;
            continue;
        }
        int p = board_parse_point(&v->board, &c);
        if (p < 0)
            break;
        points[n++] = p;
    }
    int from = points[0], to = n > 1 ? points[n - 1] : -1;
    char fact[512] = "";
    const char *fact_code = NULL;
    for (int i = 1; i < n && !fact_code; i++)
        fact_code = illegal_line_fact(v, pos, points[i - 1], points[i], n > 2, fact, sizeof fact);
    if (from >= 0 && position_owner(pos, from) != pos->side) {
        fprintf(out, _("  There is no %s piece on %s.\n"), v->side_name[pos->side], v->board.name[from]);
        said(s, "no_own_piece");
    } else if (to >= 0 && to != from && (position_owner(pos, to) >= 0 || bits_has(pos->dead, to))) {
        bool dead = bits_has(pos->dead, to);
        fprintf(out, dead ? _("  %s is off the board (dead).\n") : _("  %s is occupied.\n"), v->board.name[to]);
        said(s, dead ? "dead_point" : "occupied");
        print_piece_moves(out, s, v, pos, list, from);
    } else if (fact_code) {
        fprintf(out, "  %s\n", fact);
        said(s, fact_code);
    } else {
        fputs(_("  No single rule change makes it legal.\n"), out);
        said(s, "no_single_change");
    }
}

static void print_instead(FILE *out, const Variant *v, const MoveList *list)
{
    if (!list->n) {
        fputs(_("Legal instead: nothing (the game is over)\n"), out);
        return;
    }
    char moves[20 * (MOVE_TEXT_MAX + 2) + 8] = "";
    for (int i = 0; i < list->n && i < 20; i++) {
        char text[MOVE_TEXT_MAX];
        movelist_text(v, list, i, text, sizeof text);
        size_t used = strlen(moves);
        snprintf(moves + used, sizeof moves - used, "%s%s", i ? ", " : "", text);
    }
    if (list->n > 20) {
        size_t used = strlen(moves);
        snprintf(moves + used, sizeof moves - used, ", …");
    }
    fprintf(out, _("Legal instead: %s\n"), moves);
}

/* A move the game's hooks refuse: one its moves would have without them, as they are or with
 * one option changed (then that change is said too). Says so with the hooks' description of the
 * rules they add; false if the hooks are not the cause. */
static bool print_hook_refusal(FILE *out, Said *s, const GameDef *def, const Position *pos, const char *text,
                               ChangeWork *work)
{
    const Variant *v = &def->variant;
    if (!v->hooks)
        return false;
    Variant *plain = malloc(sizeof *plain);
    MoveList storage = MOVELIST_INIT, *list = &storage;
    bool refused = false;
    int changes = 0;
    if (plain) {
        *plain = *v;
        plain->hooks = NULL; /* the moves of the rule options alone */
        plain->hook_candidates = NULL;
        Err e;
        movegen_legal(plain, pos, list);
        refused = move_parse(plain, list, text, &e) >= 0;
        for (int i = 0; !refused && i < rules_option_count; i++)
            for (int val = 0; val < 4 && rules_options[i].values[val]; val++) {
                Reason r;
                if (reasons_single_change(plain, pos, text, i, val, work, &r)) {
                    fprintf(out, "  %s.\n", r.text);
                    said_rule(s, i, val);
                    changes++;
                }
            }
    }
    if (refused || changes) {
        const Ruleset *rs = &def->rulesets[def->ruleset];
        const char *what = v->hooks->description && v->hooks->description[0] ? v->hooks->description : rs->source;
        char shown[176];
        err_text(text, 40, shown, sizeof shown);
        const char *stop = what[0] && what[strlen(what) - 1] == '.' ? "" : ".";
        char reason[256];
        Err e;
        int index = refused ? move_parse(plain, list, text, &e) : -1;
        if (index >= 0 && v->hooks->refusal &&
            v->hooks->refusal(v->hooks->ctx, v, pos, &list->moves[index], reason, sizeof reason)) {
            what = reason; /* the hook's own reason for this move */
            stop = reason[0] && reason[strlen(reason) - 1] == '.' ? "" : ".";
        }
        said(s, refused ? "refused_by_hook" : "still_refused_by_hook");
        if (refused)
            fprintf(out, _("  %s is refused by a rule of ruleset %s that its script adds as a Lua hook (%s): %s%s\n"), shown,
                    rs->id, def->path, what, stop);
        else
            fprintf(out,
                    _("  With that change, %s would still be refused by a rule of ruleset %s that its script adds as a "
                      "Lua hook (%s): %s%s\n"),
                    shown, rs->id, def->path, what, stop);
    }
    free(plain);
    movelist_free(list);
    return refused || changes;
}

/* The explanation of the typed move in words, to out. OUT: *legal, and the move's index in list
 * when it is legal. Returns the status (a malformed or ambiguous move: reported). */
static int explain_text(FILE *out, Said *s, Cli *cli, MoveList *list, ChangeWork *work, const TableLookup *table,
                        bool *legal, int *index)
{
    const Variant *v = &cli->def->variant;
    Err e;
    *index = move_parse(v, list, cli->args[0], &e);
    *legal = *index >= 0;
    if (*legal) {
        describe(out, v, &cli->pos, &list->moves[*index], &list->details[*index]);
        print_consequences(out, s, v, &cli->pos, &list->moves[*index], &list->details[*index]);
        if (table->moves_found && *index < table->nmoves) {
            said(s, "table_values");
            said(s, table_words_move(out, table->value, table->moves[*index]));
        }
        return 0;
    }
    if (e.code != ERR_ILLEGAL_MOVE)
        return cli_fail(&e); /* malformed or ambiguous */
    char shown[176], huff[1024]; /* the typed text may hold blanks such as a line break: quoted */
    fprintf(out, _("%s is not legal here.\n"), err_text(cli->args[0], 40, shown, sizeof shown));
    if (illegal_huff(v, &cli->pos, cli->args[0], huff, sizeof huff)) {
        fprintf(out, "  %s\n", huff);
        said(s, "huff_not_allowed");
    } else if (explain_illegal(out, s, v, &cli->pos, cli->args[0], work) == 0 &&
               !print_hook_refusal(out, s, cli->def, &cli->pos, cli->args[0], work))
        print_impossible(out, s, v, &cli->pos, list, cli->args[0]);
    print_instead(out, v, list);
    return 0;
}

/* ,"table":{"before":{"result","plies"},"after":{...}} for a legal move of a position the
 * endgame tables hold with every move's value, else ,"table":null. */
static void write_table_json(FILE *out, const TableLookup *table, bool legal, int index)
{
    fprintf(out, ",\"table\":");
    if (!legal || !table->moves_found || index >= table->nmoves) {
        fprintf(out, "null");
        return;
    }
    EgtbValue before = table->value, after = table->moves[index];
    fprintf(out, "{\"before\":{\"result\":\"%s\",\"plies\":%d},\"after\":{\"result\":\"%s\",\"plies\":%d}}",
            table_value_name(before), before.dist, table_value_name(after), after.dist);
}

/* "reasons": the indented lines of text (those after the verdict), each as {"code", "text"} with
 * its code from `said` (and "rule", the change a "legal_under" names). */
static void write_reasons(FILE *out, const Said *said, const char *text)
{
    fprintf(out, ",\"reasons\":[");
    int i = 0;
    for (const char *s = text; *s;) {
        size_t len = strcspn(s, "\n");
        char *line = !strncmp(s, "  ", 2) ? strndup(s + 2, len - 2) : NULL;
        if (line) {
            const char *code = i < said->n ? said->code[i] : "other";
            fprintf(out, "%s{\"code\":\"%s\",\"text\":", i ? "," : "", code);
            json_string(out, line);
            if (i < said->n && said->rule[i][0]) {
                json_string_member(out, "rule", said->rule[i]);
            }
            fprintf(out, "}");
            free(line);
            i++;
        }
        s += len + (s[len] == '\n');
    }
    fprintf(out, "]");
}

/* explain --json: {"move", "legal", "verdict" (the first line), "reasons" (the lines after it, each
 * with its code), "details" (the legal move as `moves --json` gives it, or null), "suggestions"
 * (the legal moves when it is not legal), "table" (what the endgame tables say of the move, or
 * null), "text" (all of it, as the CLI says it)}. */
static void write_json(FILE *out, Cli *cli, const Said *said, const MoveList *list, const TableLookup *table, bool legal,
                       int index, const char *text)
{
    const Variant *v = &cli->def->variant;
    fprintf(out, "{\"move\":");
    json_string(out, cli->args[0]);
    fprintf(out, ",\"legal\":%s,\"verdict\":", legal ? "true" : "false");
    size_t n = strcspn(text, "\n");
    char *line = strndup(text, n);
    json_string(out, line ? line : "");
    free(line);
    write_reasons(out, said, text + n + (text[n] == '\n'));
    fprintf(out, ",\"details\":");
    if (legal)
        json_move(out, v, &list->moves[index], &list->details[index]);
    else
        fprintf(out, "null");
    fprintf(out, ",\"suggestions\":[");
    for (int i = 0; !legal && i < list->n; i++) {
        char mv[MOVE_TEXT_MAX];
        movelist_text(v, list, i, mv, sizeof mv);
        fprintf(out, i ? "," : "");
        json_string(out, mv);
    }
    fprintf(out, "]");
    write_table_json(out, table, legal, index);
    json_string_member(out, "text", text);
    fprintf(out, "}\n");
}

int cmd_explain(Cli *cli)
{
    if (cli->nargs != 1)
        return cli_usage_error_in("move", "explain: give one move, e.g. kharbaga explain e3-e5 (see kharbaga explain "
                                  "--help)");
    if (!cli_load(cli))
        return 1;
    MoveList storage = MOVELIST_INIT, *list = &storage;
    ChangeWork *work = calloc(1, sizeof *work);
    char *text = NULL;
    size_t len = 0;
    FILE *out = cli->json ? open_memstream(&text, &len) : cli_out();
    int status = 0;
    if (!work || !out) {
        status = cli_out_of_memory();
    } else if (cmd_legal_moves(cli, list)) {
        bool legal;
        int index;
        TableLookup table;
        Said said = {0};
        table_lookup(&cli->def->variant, cli->def->id, &cli->pos, &table, cli_err());
        status = explain_text(out, &said, cli, list, work, &table, &legal, &index);
        if (cli->json) {
            fclose(out);
            out = NULL;
            if (status == 0)
                write_json(cli_out(), cli, &said, list, &table, legal, index, text ? text : "");
        }
        table_lookup_free(&table);
    } else {
        status = 1;
    }
    if (cli->json && out)
        fclose(out);
    free(text);
    movelist_free(list);
    if (work)
        movelist_free(&work->list);
    free(work);
    return status;
}
