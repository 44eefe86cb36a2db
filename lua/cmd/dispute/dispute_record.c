/*
 * dispute_record.c — `kharbaga dispute --record FILE [--at N]`: a whole game under several
 * rule choices; and `dispute --part --play MOVES [--at N]`, the same walk along moves given on
 * the command line (the JSON API, which never reads a file, sends a record's moves so).
 *
 * The record's tags give the game and its rules (Variant, Ruleset, Rules, Position); its moves
 * are replayed under those rules, and at each position the choices' legal moves are compared
 * (and the results of the common moves, and the draw rules that look at the game's history).
 * The first position at which they disagree is disputed as `dispute --position` would; with
 * --at N, the position before move N is disputed whatever happens before; with --from N, the
 * first position from the one before move N on at which they disagree. With --part, --variant,
 * --ruleset, --rule and --position stand for the tags, and --play for the movetext.
 */
#include "dispute_cmd.h"
#include "i18n.h"

#include "hooks.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "record_game.h"

#include <stdlib.h>
#include <string.h>


typedef struct Walk {
    const char *path;  /* the record, or NULL for --part */
    const char *source; /* "the record" or "--play", for messages */
    const char *own_name; /* the first choice when fewer than two are given */
    RecordGame rec;    /* the record's game (lua/session/record_game.h); its def passes to cli->def */
    const Record *tags;
    const char *ruleset; /* the record's ruleset (its Ruleset tag, or the game's first) */
    char rules[RECORD_TAG_LEN]; /* the Rules tag, cut into words for cli->rules */
    char rules_text[RECORD_TAG_LEN]; /* the rule changes under every choice, as one text */
    Game played;       /* --part: the game along --play */
    Variant *own;      /* the record's own rules */
    Variant *own_candidates; /* with hooks: own's candidate twin (core/variant.h) */
    Position start;
    Game *game;        /* the game as far as it has been walked, under the record's rules */
    Move *moves;       /* the record's moves */
    MoveDetail *details; /* their details */
    int nmoves;
} Walk;

/* The options that the record's tags replace may not be given as well; --part walks --play. */
static bool check_options(const Cli *cli)
{
    if (cli->from && cli->at)
        return cli_usage_error_in("from", "--from: not with --at, which disputes one move; --from looks for the first "
                               "disagreement from a move on") == 0;
    if (cli->part && cli->record)
        return cli_usage_error_in("part", "--part: not with --record; --part walks the moves of --play instead of a record's") == 0;
    if (cli->part && !cli->play)
        return cli_usage_error_in("part", "--part: give the moves to walk with --play, e.g. --part --play \"e3-e5 e7xe3\"") == 0;
    if (cli->part)
        return true;
    const char *clash = cli->variant_given ? "--variant" : cli->position ? "--position" : cli->play ? "--play"
                      : cli->ruleset ? "--ruleset" : cli->nrules ? "--rule" : NULL;
    if (clash)
        cli_error_in(clash + 2, "%s: not with --record, whose tags give the game, its rules and its start; put rule "
                     "choices in --a, --b", clash);
    return clash == NULL;
}

/* Gives cli the record's game: its def, and its Ruleset and Rules as the base of the choices. */
static bool adopt_game(Cli *cli, Walk *w)
{
    GameDef *def = w->rec.def;
    cli->def = def; /* cli_free releases it from now on */
    w->rec.def = NULL;
    cli->variant = def->id;
    cli->ruleset = w->ruleset = def->rulesets[def->ruleset].id;
    const char *rules = record_tag(w->tags, "Rules");
    snprintf(w->rules, sizeof w->rules, "%s", rules ? rules : "");
    snprintf(w->rules_text, sizeof w->rules_text, "%s", w->rules);
    char *save = NULL;
    for (char *word = strtok_r(w->rules, " \t,", &save); word && cli->nrules < CLI_MAX_RULES;
         word = strtok_r(NULL, " \t,", &save))
        cli->rules[cli->nrules++] = word;
    return true;
}

/* The walk's own copy of the game's variant v (the def's changes as the choices are selected,
 * and so do its hooks' candidates) and of its w->nmoves moves with their details. Prints
 * errors. */
static bool own_copies(Walk *w, const Variant *v, const Move *moves, const MoveDetail *details)
{
    w->own = malloc(sizeof *w->own);
    w->own_candidates = malloc(sizeof *w->own_candidates);
    w->moves = malloc(sizeof *w->moves * (size_t)(w->nmoves + 1));
    w->details = malloc(sizeof *w->details * (size_t)(w->nmoves + 1));
    if (!w->own || !w->own_candidates || !w->moves || !w->details)
        return cli_out_of_memory() == 0;
    *w->own = *v;
    Err e;
    if (!variant_conclude_hook_candidates(w->own, w->own_candidates, &e))
        return cli_fail(&e) == 0;
    memcpy(w->moves, moves, sizeof *w->moves * (size_t)w->nmoves);
    memcpy(w->details, details, sizeof *w->details * (size_t)w->nmoves);
    return true;
}

/* Reads and replays the record, then takes its moves back so that the walk (and the state of
 * any hooks) starts over from the record's start. Prints errors. */
static bool read_record(Cli *cli, Walk *w)
{
    char err[LOADER_ERRLEN];
    w->path = cli->record;
    w->source = _("the record");
    w->own_name = _("the record's rules");
    if (!record_game_load(w->path, &w->rec, NULL, err, sizeof err))
        return cli_error_lines(err) == 0;
    w->tags = &w->rec.tags;
    w->game = &w->rec.game;
    w->start = w->game->start;
    w->nmoves = w->game->nmoves;
    if (!own_copies(w, &w->rec.def->variant, w->game->moves, w->game->details))
        return false;
    while (game_undo(w->game))
        ;
    w->game->v = w->own; /* the def's variant changes as the choices are selected */
    return adopt_game(cli, w);
}

/* --part: the game is cli's (--variant, --ruleset, --rule), from the position before --play's
 * moves, which are the walk's. Prints errors. */
static bool read_played(Cli *cli, Walk *w)
{
    if (!cli_load(cli))
        return false;
    const GameDef *def = cli->def;
    w->source = "--play";
    w->own_name = _("the rules given");
    w->ruleset = def->rulesets[def->ruleset].id;
    for (int i = 0; i < cli->nrules; i++) {
        size_t used = strlen(w->rules_text);
        snprintf(w->rules_text + used, sizeof w->rules_text - used, "%s%s", used ? " " : "", cli->rules[i]);
    }
    w->start = cli->before_play;
    w->nmoves = cli->nplayed;
    if (!own_copies(w, &def->variant, cli->played, cli->played_details))
        return false;
    if (!game_init(&w->played, w->own, &w->start))
        return cli_out_of_memory() == 0;
    w->game = &w->played;
    return true;
}

static void release(Walk *w)
{
    if (w->game)
        game_free(w->game); /* the record's, or --part's own */
    record_game_free(&w->rec); /* the def, unless cli took it */
    free(w->moves);
    free(w->details);
    free(w->own);
    free(w->own_candidates);
}

/* The choices: as given, or the record's rules against the one given, or against each of the
 * game's other rulesets. */
static bool setup_choices(Cli *cli, Choices *cs, const Walk *w)
{
    const GameDef *def = cli->def;
    const char *specs[DISPUTE_MAX_CHOICES], *shown[DISPUTE_MAX_CHOICES];
    const char *rules_tag = w->rules_text[0] ? w->rules_text : NULL;
    char own[DISPUTE_SPEC], names[DISPUTE_MAX_CHOICES][48], labels[DISPUTE_MAX_CHOICES][DISPUTE_SPEC];
    snprintf(own, sizeof own, "%s: ruleset=%s%s%.160s", w->own_name, def->rulesets[def->ruleset].id,
             rules_tag ? " " : "", rules_tag ? rules_tag : "");
    int n = 0;
    if (cli->nspecs >= 2) {
        for (int i = 0; i < cli->nspecs; i++)
            specs[n] = shown[n] = cli->specs[i], n++;
        return dispute_setup(cs, cli, specs, shown, n);
    }
    specs[n] = "", shown[n++] = own;
    if (cli->nspecs == 1)
        specs[n] = shown[n] = cli->specs[0], n++;
    for (int r = 0; cli->nspecs == 0 && r < def->nrulesets && n < DISPUTE_MAX_CHOICES; r++)
        if (r != def->ruleset) {
            snprintf(names[n], sizeof names[n], "ruleset=%s", def->rulesets[r].id);
            snprintf(labels[n], sizeof labels[n], "%s%s%.160s", names[n], rules_tag ? " " : "",
                     rules_tag ? rules_tag : ""); /* the record's rule changes apply to each */
            specs[n] = names[n], shown[n] = labels[n], n++;
        }
    if (n < 2)
        return cli_error_in(cli->record ? NULL : "part",
                            "%s: the game has one ruleset; give a rule choice to compare, e.g. --a removal=immediate",
                            cli->record ? cli->record : "--part") == 0;
    return dispute_setup(cs, cli, specs, shown, n);
}

/* "move 7 (4. e3xe5)" for ply i of the game, or "the end (after move 42)". */
static void move_label(const Walk *walk, int i, char *buf, size_t len)
{
    if (i >= walk->nmoves) {
        snprintf(buf, len, _("the end of %s (after move %d)"), walk->source, walk->nmoves);
        return;
    }
    char mv[MOVE_TEXT_MAX];
    move_to_text(walk->own, &walk->moves[i], &walk->details[i], mv, sizeof mv);
    int ply = i + (walk->start.side == NORTH);
    if (ply % 2)
        snprintf(buf, len, _("move %d (%d... %s)"), i + 1, ply / 2 + 1, mv);
    else
        snprintf(buf, len, _("move %d (%d. %s)"), i + 1, ply / 2 + 1, mv);
}

/* Each choice's verdict on the game so far (draws by repetition or the quiet limit look at the
 * history, not only the position); true if they are not all alike. */
static bool endings_differ(const Game *w, const Choices *cs, Result *res, ResultReason *why)
{
    bool differ = false;
    for (int k = 0; k < cs->n; k++) {
        Game as = *w;
        as.v = cs->c[k].v;
        res[k] = game_result(&as, &why[k]);
        differ = differ || res[k] != res[0] || why[k] != why[0];
    }
    return differ;
}

/* "goes on", or "is over: White wins (no legal move)". */
static void result_text(const Variant *v, Result r, ResultReason why, char *buf, size_t len)
{
    if (r == RESULT_NONE)
        snprintf(buf, len, "%s", _("goes on"));
    else if (r == RESULT_DRAW)
        snprintf(buf, len, _("is over: a draw (%s)"), _(game_reason_text(why)));
    else
        snprintf(buf, len, _("is over: %s wins (%s)"), v->side_name[r == RESULT_SOUTH_WINS ? SOUTH : NORTH],
                 _(game_reason_text(why)));
}

/* "Under A the game goes on.", or "Under B the game is over: White wins (no legal move).", a line
 * of the text. */
static void print_result(FILE *out, const Variant *v, char label, Result r, ResultReason why)
{
    if (r == RESULT_NONE)
        fprintf(out, _("Under %c the game goes on.\n"), label);
    else if (r == RESULT_DRAW)
        fprintf(out, _("Under %c the game is over: a draw (%s).\n"), label, _(game_reason_text(why)));
    else
        fprintf(out, _("Under %c the game is over: %s wins (%s).\n"), label,
                v->side_name[r == RESULT_SOUTH_WINS ? SOUTH : NORTH], _(game_reason_text(why)));
}

/* Plays m (detail d) for the choices whose rules have hooks of their own (another ruleset's), on
 * shadow positions, so that the hooks' state (e.g. the points a piece has occupied) follows the
 * game as it does for the record's rules. */
static void follow_hooks(const Walk *walk, const Choices *cs, Position *shadow, const Move *m, const MoveDetail *d)
{
    for (int k = 0; k < cs->n; k++) {
        const VariantHooks *h = cs->c[k].v->hooks;
        const PieceMemory *mem = variant_memory(cs->c[k].v); /* the pieces' trails follow the game too */
        bool seen = (h == NULL || h == walk->own->hooks) && (mem == NULL || mem == variant_memory(walk->own));
        for (int j = 0; j < k && !seen; j++)
            seen = cs->c[j].v->hooks == h && variant_memory(cs->c[j].v) == mem;
        if (seen)
            continue;
        Undo undo;
        MoveDetail own = *d; /* the record's rules': who could capture, under these */
        movegen_give_capturers(cs->c[k].v, &shadow[k], m, &own);
        position_make(cs->c[k].v, &shadow[k], m, &own, &undo);
    }
}

/* Walks the game (walk->game) up to the first disagreement at ply `from` or later, or to ply `at`;
 * returns that ply, -1 if the choices agree throughout, -2 on an error (printed). */
static int find_disagreement(Walk *walk, Choices *cs, const GameDef *cli_def, int at, int from)
{
    Game *w = walk->game;
    Result res[DISPUTE_MAX_CHOICES];
    ResultReason why[DISPUTE_MAX_CHOICES];
    Position shadow[DISPUTE_MAX_CHOICES];
    for (int k = 0; k < cs->n; k++)
        shadow[k] = walk->start;
    for (int i = 0; i <= walk->nmoves; i++) {
        if (!dispute_generate(cs, cli_def, &w->pos))
            return -2;
        if (i == at || (at < 0 && i >= from && (choices_disagree(cs, &w->pos) || endings_differ(w, cs, res, why))))
            return i;
        if (i < walk->nmoves && !game_play(w, &walk->moves[i], &walk->details[i])) {
            cli_out_of_memory();
            return -2;
        }
        if (i < walk->nmoves)
            follow_hooks(walk, cs, shadow, &walk->moves[i], &walk->details[i]);
    }
    return -1;
}

/* Which choices allow the move played at ply i, as "A and B" (or "none"), and the mask. */
static unsigned played_legal(const Walk *walk, const Choices *cs, int i)
{
    return i < walk->nmoves ? choices_legal_mask(cs, &walk->moves[i]) : 0;
}

static void write_text(const Walk *walk, Choices *cs, int i, int at, int from)
{
    const Game *w = walk->game;
    char label[MOVE_TEXT_MAX + 64];
    if (walk->path)
        fprintf(cli_out(), P_("Record: %s (%s, ruleset %s, %d move)\n", "Record: %s (%s, ruleset %s, %d moves)\n",
                              (unsigned long)walk->nmoves),
                walk->path, cs->c[0].v->id, walk->ruleset, walk->nmoves);
    else
        fprintf(cli_out(),
                P_("The moves of --play (%s, ruleset %s, %d move)\n", "The moves of --play (%s, ruleset %s, %d moves)\n",
                   (unsigned long)walk->nmoves),
                cs->c[0].v->id, walk->ruleset, walk->nmoves);
    if (i < 0) {
        if (from > 0)
            fprintf(cli_out(),
                    _("From move %d on, the choices agree at every position: the same moves, with the same results.\n"),
                    from + 1);
        else
            fputs(_("The choices agree at every position of the game: the same moves, with the same results.\n"),
                  cli_out());
        for (int k = 0; k < cs->n; k++)
            fprintf(cli_out(), "%c: %s\n", cs->c[k].label, cs->c[k].shown);
        return;
    }
    move_label(walk, i, label, sizeof label);
    if (at >= 0)
        fprintf(cli_out(), _("Disputing the position before %s.\n"), label);
    else if (from > 0)
        fprintf(cli_out(), _("From move %d on, the choices first disagree before %s.\n"), from + 1, label);
    else if (i == 0)
        fprintf(cli_out(), _("The choices disagree from the first position, before %s.\n"), label);
    else
        fprintf(cli_out(), _("The choices agree up to move %d; they first disagree before %s.\n"), i, label);
    if (i < walk->nmoves) {
        char *labels = NULL;
        size_t size = 0;
        FILE *mem = open_memstream(&labels, &size);
        if (mem) {
            dispute_write_labels(mem, cs, played_legal(walk, cs, i), false);
            fclose(mem);
        }
        fprintf(cli_out(), _("The move played is legal under: %s.\n"), labels ? labels : "");
        free(labels);
    }
    Result res[DISPUTE_MAX_CHOICES];
    ResultReason why[DISPUTE_MAX_CHOICES];
    if (endings_differ(w, cs, res, why))
        for (int k = 0; k < cs->n; k++)
            print_result(cli_out(), walk->own, cs->c[k].label, res[k], why[k]);
    fprintf(cli_out(), "\n");
    dispute_write_text(cli_out(), cs, walk->own, &w->pos, i > 0 ? &walk->moves[i - 1] : NULL,
                       i > 0 ? &walk->details[i - 1] : NULL);
}

/* i: the ply disputed; at: the ply --at asked for (then i == at), or -1 (i is then the first
 * disagreement from ply `from` on, or -1 if there is none). */
static void write_json(const Walk *walk, Choices *cs, int i, int at, int from)
{
    const Game *w = walk->game;
    fprintf(cli_out(), "{\"record\":");
    json_string_or_null(cli_out(), walk->path);
    json_string_member(cli_out(), "variant", cs->c[0].v->id);
    fprintf(cli_out(), ",\"moves\":%d", walk->nmoves);
    char from_text[16] = "null";
    if (from > 0)
        snprintf(from_text, sizeof from_text, "%d", from + 1);
    if (i < 0) {
        fprintf(cli_out(), ",\"at\":null,\"from\":%s,\"first_disagreement\":null,\"dispute\":null}\n", from_text);
        return;
    }
    if (at >= 0) /* the walk stopped there: no first disagreement was sought */
        fprintf(cli_out(), ",\"at\":%d,\"from\":null,\"first_disagreement\":null,\"played\":", at + 1);
    else
        fprintf(cli_out(), ",\"at\":null,\"from\":%s,\"first_disagreement\":%d,\"played\":", from_text, i + 1);
    char mv[MOVE_TEXT_MAX];
    if (i < walk->nmoves) {
        move_to_text(walk->own, &walk->moves[i], &walk->details[i], mv, sizeof mv);
        json_string(cli_out(), mv);
    } else {
        fprintf(cli_out(), "null");
    }
    fprintf(cli_out(), ",\"played_legal\":");
    dispute_write_labels(cli_out(), cs, played_legal(walk, cs, i), true);
    Result res[DISPUTE_MAX_CHOICES];
    ResultReason why[DISPUTE_MAX_CHOICES];
    endings_differ(w, cs, res, why);
    fprintf(cli_out(), ",\"results\":{");
    for (int k = 0; k < cs->n; k++) {
        char text[128];
        result_text(walk->own, res[k], why[k], text, sizeof text);
        fprintf(cli_out(), "%s\"%c\":", k ? "," : "", cs->c[k].label);
        json_string(cli_out(), text);
    }
    fprintf(cli_out(), "},\"dispute\":");
    dispute_write_json(cli_out(), cs, walk->own, &w->pos);
    fprintf(cli_out(), "}\n");
}

int dispute_record(Cli *cli)
{
    if (!check_options(cli))
        return 2; /* a bad command line */
    Walk walk = {0};
    Choices cs = {0};
    bool ok = (cli->part ? read_played(cli, &walk) : read_record(cli, &walk)) && setup_choices(cli, &cs, &walk);
    const char *beyond = cli->at > walk.nmoves + 1 ? "--at" : cli->from > walk.nmoves + 1 ? "--from" : NULL;
    if (ok && beyond)
        ok = cli_error_in(beyond + 2,
                          P_("%s %d: %s has %d move (give 1 to %d; %d is the position after the last)",
                             "%s %d: %s has %d moves (give 1 to %d; %d is the position after the last)",
                             (unsigned long)walk.nmoves),
                          beyond, cli->at ? cli->at : cli->from, walk.source, walk.nmoves, walk.nmoves + 1,
                          walk.nmoves + 1) == 0;
    int at = cli->at ? cli->at - 1 : -1, from = cli->from ? cli->from - 1 : 0;
    int i = ok ? find_disagreement(&walk, &cs, cli->def, at, from) : -1;
    if (ok && i == -2)
        ok = false;
    if (ok && cli->json)
        write_json(&walk, &cs, i, at, from);
    else if (ok)
        write_text(&walk, &cs, i, at, from);
    choices_free(&cs);
    release(&walk);
    return ok ? 0 : 1;
}
