/*
 * cmd_show.c — `kharbaga show`: a position drawn in the terminal.
 */
#include "commands.h"
#include "i18n.h"
#include "draw.h"
#include "json.h"

#include <ctype.h>

static void print_legend(const Variant *v, const GameDef *def, const Position *pos)
{
    char rules[512];
    fprintf(cli_out(), "\n%s (%s)", def->name, def->rulesets[def->ruleset].id);
    fprintf(cli_out(), _(" — %s to move\n"), v->side_name[pos->side]);
    bool kings = draw_legend_has_kings(v, pos);
    for (int s = 0; s < 2; s++) {
        int initial = tolower((unsigned char)v->side_initial[s]);
        if (kings) { /* a game without promotion has no kings to count */
            /* TRANSLATORS: a line of the legend under a board: a side's man, then its king, "w =
             * White man (12), W = White Mullah (1)": the man's letter, the side's colour (a game's
             * text, e.g. "White"), the count of its men; the king's letter, the colour again, the
             * king's name (a game's text, e.g. "Mullah"), the count of its kings. Reorder them with
             * %1$c ... %7$d where your language puts the colour after the piece ("%6$s de %5$s"). */
            fprintf(cli_out(), _("%c = %s man (%d), %c = %s %s (%d)\n"), initial, v->side_name[s],
                    bits_count(pos->men[s]), v->side_initial[s], v->side_name[s], v->king_name,
                    bits_count(pos->kings[s]));
        } else {
            fprintf(cli_out(), _("%c = %s man (%d)"), initial, v->side_name[s], bits_count(pos->men[s]));
            fprintf(cli_out(), "\n");
        }
    }
    if (bits_any(pos->dead)) /* drawn as blanks, the lines through them kept */
        fprintf(cli_out(), _("blank = a dead point, off the board (%d)\n"), bits_count(pos->dead));
    rules_describe(&v->rules, NULL, rules, sizeof rules);
    fprintf(cli_out(), _("rules: %s\n"), rules);
}

int cmd_show(Cli *cli)
{
    if (!cli_load(cli))
        return 1;
    const Variant *v = &cli->def->variant;
    char text[4096];
    position_to_text(v, &cli->pos, text, sizeof text);
    if (cli->json) {
        fprintf(cli_out(), "{\"variant\":");
        json_string(cli_out(), cli->def->id);
        json_string_member(cli_out(), "ruleset", cli->def->rulesets[cli->def->ruleset].id);
        json_string_member(cli_out(), "position", text);
        json_string_member(cli_out(), "to_move", v->side_key[cli->pos.side]);
        fprintf(cli_out(), "}\n");
        return 0;
    }
    draw_position(cli_out(), v, &cli->pos, NULL, NULL);
    print_legend(v, cli->def, &cli->pos);
    fprintf(cli_out(), _("position: %s\n"), text);
    return 0;
}
