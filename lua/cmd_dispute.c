/*
 * cmd_dispute.c — `kharbaga dispute --a SPEC --b SPEC [--c SPEC]`: the legal moves of one
 * position under two or more rule choices, grouped by the choices they are legal under, each
 * difference explained by the rule that makes it.
 *
 * A SPEC is a ruleset and/or rule changes: "ruleset=german", "removal=immediate",
 * "ruleset=standard chain=may" (pairs separated by blanks or commas). Changes apply on top of
 * the ruleset given in the SPEC, else on top of --ruleset, else the game's first ruleset.
 */
#include "commands.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"
#include "reasons.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_CHOICES = 4 };

typedef struct Choice {
    char label;
    char spec[256];
    Variant *v;
    MoveList *moves;
} Choice;

/* Selects the SPEC's ruleset and changes on def and copies the resulting variant. */
static bool apply_spec(Cli *cli, Choice *c)
{
    char buf[256], *save = NULL;
    snprintf(buf, sizeof buf, "%s", c->spec);
    const char *ruleset = cli->ruleset, *changes[CLI_MAX_RULES + 16];
    int n = 0;
    for (int i = 0; i < cli->nrules; i++)
        changes[n++] = cli->rules[i];
    for (char *w = strtok_r(buf, " ,", &save); w; w = strtok_r(NULL, " ,", &save)) {
        if (!strncmp(w, "ruleset=", 8))
            ruleset = w + 8;
        else if (n < CLI_MAX_RULES + 16)
            changes[n++] = w;
    }
    Err e;
    if (!gamedef_select(cli->def, ruleset, changes, n, &e))
        return cli_error("--%c %s: %s", c->label - 'A' + 'a', c->spec, e.msg) == 0;
    *c->v = cli->def->variant;
    return true;
}

static void print_move(const Variant *v, const Move *m)
{
    char text[MAX_PATH * (MAX_NAME + 1) + 16], caps[MAX_POINTS * (MAX_NAME + 2)];
    move_to_text(v, m, text, sizeof text);
    points_to_text(v, m->captured, ",", caps, sizeof caps);
    printf("  %s", text);
    if (m->ncaptured)
        printf("  (takes %d: %s)", m->ncaptured, caps);
    printf("\n");
}

/* The labels of the choices under which move m of choice `owner` is legal, as a bit mask. */
static unsigned legal_mask(const Choice *choices, int n, const Move *m)
{
    unsigned mask = 0;
    for (int i = 0; i < n; i++)
        if (reasons_list_has(choices[i].moves, m))
            mask |= 1u << i;
    return mask;
}

static void print_group(const Choice *choices, int n, unsigned mask, Variant *scratch, const Position *pos)
{
    int count = 0;
    for (int c = 0; c < n; c++)
        for (int i = 0; i < choices[c].moves->n; i++) {
            const Move *m = &choices[c].moves->moves[i];
            if (legal_mask(choices, n, m) != mask || (mask & ((1u << c) - 1)))
                continue; /* listed once, under the first choice that has it */
            if (count++ == 0) {
                printf("%s", mask == (1u << n) - 1 ? "Under all:\n" : "Only under");
                for (int k = 0; k < n && mask != (1u << n) - 1; k++)
                    if (mask & (1u << k))
                        printf(" %c", choices[k].label);
                if (mask != (1u << n) - 1)
                    printf(":\n");
            }
            print_move(choices[c].v, m);
            for (int k = 0; k < n && mask != (1u << n) - 1; k++) {
                if (mask & (1u << k))
                    continue;
                Reason r[MAX_REASONS];
                int nr = reasons_why(choices[c].v, choices[k].v, pos, m, scratch, r);
                for (int j = 0; j < nr; j++)
                    printf("    not under %c: %s\n", choices[k].label, r[j].text);
            }
        }
    if (count)
        printf("\n");
}

static void print_json_result(const Choice *choices, int n, Variant *scratch, const Position *pos, const char *text)
{
    printf("{\"position\":");
    json_string(stdout, text);
    printf(",\"choices\":[");
    for (int i = 0; i < n; i++) {
        printf("%s{\"label\":\"%c\",\"spec\":", i ? "," : "", choices[i].label);
        json_string(stdout, choices[i].spec);
        printf("}");
    }
    printf("],\"moves\":[");
    bool first = true;
    for (int c = 0; c < n; c++)
        for (int i = 0; i < choices[c].moves->n; i++) {
            const Move *m = &choices[c].moves->moves[i];
            unsigned mask = legal_mask(choices, n, m);
            if (mask & ((1u << c) - 1))
                continue;
            printf("%s{\"move\":", first ? "" : ",");
            first = false;
            char mv[MAX_PATH * (MAX_NAME + 1) + 16];
            move_to_text(choices[c].v, m, mv, sizeof mv);
            json_string(stdout, mv);
            printf(",\"captured\":");
            json_points(stdout, choices[c].v, m->captured);
            printf(",\"legal\":[");
            for (int k = 0, f = 1; k < n; k++)
                if (mask & (1u << k))
                    printf("%s\"%c\"", f ? "" : ",", choices[k].label), f = 0;
            printf("],\"reasons\":[");
            for (int k = 0, f = 1; k < n; k++) {
                if (mask & (1u << k))
                    continue;
                Reason r[MAX_REASONS];
                int nr = reasons_why(choices[c].v, choices[k].v, pos, m, scratch, r);
                for (int j = 0; j < nr; j++, f = 0) {
                    printf("%s{\"not_under\":\"%c\",\"option\":", f ? "" : ",", choices[k].label);
                    if (r[j].option >= 0)
                        json_string(stdout, rules_options[r[j].option].key);
                    else
                        printf("null");
                    printf(",\"text\":");
                    json_string(stdout, r[j].text);
                    printf("}");
                }
            }
            printf("]}");
        }
    printf("]}\n");
}

int cmd_dispute(Cli *cli)
{
    if (cli->nspecs < 2)
        return cli_error("dispute: give at least two rule choices, e.g. --a ruleset=standard --b removal=immediate");
    if (!cli_load(cli))
        return 1;
    Choice choices[MAX_CHOICES];
    Variant *scratch = malloc(sizeof *scratch);
    int n = cli->nspecs, status = 0;
    for (int i = 0; i < n; i++) {
        choices[i] = (Choice){.label = (char)('A' + i), .v = malloc(sizeof(Variant)), .moves = malloc(sizeof(MoveList))};
        snprintf(choices[i].spec, sizeof choices[i].spec, "%s", cli->specs[i]);
    }
    for (int i = 0; i < n && status == 0; i++) {
        if (!scratch || !choices[i].v || !choices[i].moves)
            status = cli_error("out of memory");
        else if (!apply_spec(cli, &choices[i]))
            status = 1;
        else
            movegen_legal(choices[i].v, &cli->pos, choices[i].moves);
    }
    char text[4096];
    position_to_text(&cli->def->variant, &cli->pos, text, sizeof text);
    if (status == 0 && cli->json) {
        print_json_result(choices, n, scratch, &cli->pos, text);
    } else if (status == 0) {
        printf("Position: %s (%s to move)\n", text, cli->def->variant.side_name[cli->pos.side]);
        for (int i = 0; i < n; i++)
            printf("%c: %s (%d legal move%s)\n", choices[i].label, choices[i].spec, choices[i].moves->n,
                   choices[i].moves->n == 1 ? "" : "s");
        printf("\n");
        for (unsigned mask = (1u << n) - 1; mask > 0; mask--)
            print_group(choices, n, mask, scratch, &cli->pos);
    }
    for (int i = 0; i < n; i++) {
        free(choices[i].v);
        free(choices[i].moves);
    }
    free(scratch);
    return status;
}
