/*
 * cmd_dispute.c — `kharbaga dispute --a SPEC --b SPEC [--c SPEC]`: the legal moves of one
 * position under two or more rule choices, grouped by the choices they are legal under, each
 * difference explained by the rule that makes it (lua/words/dispute.h). With --record FILE the
 * position is the first one of a game at which the choices disagree, and with --part the first
 * one along the --play moves at which they do (lua/cmd/dispute/dispute_record.c).
 *
 * A SPEC is a ruleset and/or rule changes: "ruleset=german", "removal=immediate",
 * "ruleset=standard chain=may" (pairs separated by blanks or commas). Changes apply on top of
 * the ruleset given in the SPEC, else on top of --ruleset, else the game's first ruleset.
 */
#include "commands.h"
#include "dispute_cmd.h"
#include "table_lookup.h"
#include "i18n.h"
#include "movegen.h"

#include <stdlib.h>
#include <string.h>

/* Whether the choices start from different positions (their setup rules differ in effect). */
static bool starts_differ(const Choices *cs)
{
    char first[4096], text[4096];
    Position start;
    position_start(cs->c[0].v, &start);
    position_to_text(cs->c[0].v, &start, first, sizeof first);
    bool differ = false;
    for (int i = 1; i < cs->n; i++) {
        position_start(cs->c[i].v, &start);
        position_to_text(cs->c[i].v, &start, text, sizeof text);
        differ = differ || strcmp(text, first) != 0;
    }
    return differ;
}

/* Without --position and --play the position is the start, which the setup rule decides:
 * when the choices' setups differ, says so and shows each start. */
static void write_starts(FILE *out, const Cli *cli, const Choices *cs)
{
    if (cli->position || cli->play || !cs->starts_differ)
        return;
    char text[4096];
    Position start;
    fputs(_("The choices start from different positions (the setup rule):\n"), out);
    for (int i = 0; i < cs->n; i++) {
        char num[16];
        position_start(cs->c[i].v, &start);
        position_to_text(cs->c[i].v, &start, text, sizeof text);
        fprintf(out, "  %c: %s (setup=%s)\n", cs->c[i].label, text,
                rules_value_text(&cs->c[i].v->rules, rules_option("setup"), num, sizeof num));
    }
    fputs(_("The moves below are those of the start under the game's own rules.\n\n"), out);
}

/* Selecting a choice's rules starts its hooks' memory, and the pieces' trails
 * (piece_revisit=forbidden), afresh: the moves of --play are made again under each choice with
 * hooks or trails, from the position before them, so that they remember them as a game does
 * (Bell's rule: the points each piece has occupied). */
static void replay_for_hooks(const Cli *cli, const Choices *cs)
{
    for (int k = 0; k < cs->n; k++) {
        const VariantHooks *h = cs->c[k].v->hooks;
        const PieceMemory *mem = variant_memory(cs->c[k].v);
        bool seen = h == NULL && mem == NULL;
        for (int j = 0; j < k && !seen; j++) /* one memory per set of hooks, one per set of trails */
            seen = cs->c[j].v->hooks == h && variant_memory(cs->c[j].v) == mem;
        Position pos = cli->before_play;
        for (int i = 0; !seen && i < cli->nplayed; i++) {
            Undo undo;
            MoveDetail d = cli->played_details[i]; /* the game's own rules': who could capture, under these */
            movegen_give_capturers(cs->c[k].v, &pos, &cli->played[i], &d);
            position_make(cs->c[k].v, &pos, &cli->played[i], &d, &undo);
        }
    }
}

/* What one position cannot answer — whether the choices change the game as a whole — and the
 * study that answers it, with these choices on the same game and rules: one that finishes in
 * minutes, at depth 3, stopping as soon as its answer is clear (docs/studies.md). */
static void point_to_study(FILE *out, const Cli *cli, bool after_blank)
{
    fputs(after_blank ? "" : "\n", out);
    fputs(_("Whether the choices change the game as a whole (who wins, how often it is drawn, how long it\n"
            "lasts) no single position can say; self-play can, in minutes: this study stops as soon as its\n"
            "answer is clear (docs/studies.md):\n"),
          out);
    fputs("  kharbaga study", out); /* the command to type */
    if (cli->variant_given)
        fprintf(out, " --variant %s", cli->variant);
    if (cli->ruleset)
        fprintf(out, " --ruleset %s", cli->ruleset);
    for (int i = 0; i < cli->nrules; i++)
        fprintf(out, " --rule %s", cli->rules[i]);
    for (int i = 0; i < cli->nspecs; i++)
        fprintf(out, " --choice \"%s\"", cli->specs[i]);
    fprintf(out, " --depth 3 --until clear\n");
}

/* Each choice's value of pos where the endgame tables hold it (lookups[i], for choice i). */
static bool lookup_choices(const Cli *cli, const Choices *cs, TableLookup *lookups)
{
    bool any = false;
    for (int i = 0; i < cs->n; i++) {
        table_lookup(cs->c[i].v, cli->def->id, &cli->pos, &lookups[i], cli_err());
        any |= lookups[i].found;
    }
    return any;
}

/* What perfect play gives under each choice, when the tables hold the position under one. */
static void write_table_values(FILE *out, const Choices *cs, const TableLookup *lookups)
{
    fputs(_("With perfect play (endgame tables), for the side to move:\n"), out);
    for (int i = 0; i < cs->n; i++) {
        char text[64];
        if (!lookups[i].found) {
            fprintf(out, _("  %c: not in the tables built for this choice\n"), cs->c[i].label);
            continue;
        }
        table_value_text(lookups[i].value, text, sizeof text);
        fprintf(out, "  %c: %s\n", cs->c[i].label, text);
    }
    fputc('\n', out);
}

/* dispute --json: the choices' object as dispute_write_json writes it, with "tables" added: for
 * each choice its value from the endgame tables ({"label","result","plies"}) or null. */
static void write_json(FILE *out, const Cli *cli, Choices *cs, const TableLookup *lookups)
{
    fputc('{', out);
    dispute_write_json_members(out, cs, &cli->def->variant, &cli->pos);
    fprintf(out, ",\"tables\":[");
    for (int i = 0; i < cs->n; i++) {
        if (i)
            fputc(',', out);
        if (!lookups[i].found)
            fprintf(out, "null");
        else
            fprintf(out, "{\"label\":\"%c\",\"result\":\"%s\",\"plies\":%d}", cs->c[i].label,
                    table_value_name(lookups[i].value), lookups[i].value.dist);
    }
    fprintf(out, "]}\n");
}

int cmd_dispute(Cli *cli)
{
    if (cli->record || cli->part)
        return dispute_record(cli);
    if (cli->at)
        return cli_usage_error_in("at", "--at: give it with --record FILE or --part (the move of the game to dispute)");
    if (cli->from)
        return cli_usage_error_in("from", "--from: give it with --record FILE or --part (the move of the game to look from)");
    if (cli->nspecs < 2) /* about the first choice missing */
        return cli_usage_error_in(cli->nspecs ? "b" : "a", "dispute: give at least two rule choices, e.g. --a "
                                  "ruleset=standard --b removal=immediate");
    if (!cli_load(cli))
        return 1;
    Choices cs;
    bool ok = dispute_setup(&cs, cli, cli->specs, NULL, cli->nspecs);
    if (ok) {
        replay_for_hooks(cli, &cs);
        cs.starts_differ = !cli->position && !cli->play && starts_differ(&cs);
    }
    ok = ok && dispute_generate(&cs, cli->def, &cli->pos);
    TableLookup lookups[DISPUTE_MAX_CHOICES] = {0};
    bool tables = ok && lookup_choices(cli, &cs, lookups);
    if (ok) {
        if (cli->json) {
            write_json(cli_out(), cli, &cs, lookups);
        } else {
            write_starts(cli_out(), cli, &cs);
            /* the text kept, to see whether it ends in a blank line already */
            char *text = NULL;
            size_t len = 0;
            FILE *mem = open_memstream(&text, &len);
            ok = mem != NULL;
            if (ok) {
                dispute_write_text(mem, &cs, &cli->def->variant, &cli->pos, NULL, NULL);
                ok = fclose(mem) == 0;
            }
            if (ok) {
                fputs(text, cli_out());
                bool blank = len >= 2 && text[len - 1] == '\n' && text[len - 2] == '\n';
                if (tables) {
                    if (!blank)
                        fputc('\n', cli_out());
                    write_table_values(cli_out(), &cs, lookups);
                    blank = true;
                }
                point_to_study(cli_out(), cli, blank);
            } else {
                cli_out_of_memory();
            }
            free(text);
        }
    }
    for (int i = 0; i < DISPUTE_MAX_CHOICES; i++)
        table_lookup_free(&lookups[i]);
    choices_free(&cs);
    return ok ? 0 : 1;
}
