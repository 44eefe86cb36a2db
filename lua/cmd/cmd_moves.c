/*
 * cmd_moves.c — `kharbaga moves`: the legal moves of a position.
 */
#include "commands.h"
#include "i18n.h"
#include "json.h"
#include "movegen.h"
#include "notation.h"

#include <stdlib.h>

bool cmd_legal_moves(Cli *cli, MoveList *list)
{
    movegen_legal(&cli->def->variant, &cli->pos, list);
    if (list->hook_failed) {
        cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
        return false;
    }
    if (list->overflow) {
        cli_error("%s", MOVEGEN_OVERFLOW_TEXT);
        return false;
    }
    return true;
}

int cmd_moves(Cli *cli)
{
    if (!cli_load(cli))
        return 1;
    const Variant *v = &cli->def->variant;
    MoveList storage = MOVELIST_INIT, *list = &storage;
    if (!cmd_legal_moves(cli, list)) {
        movelist_free(list);
        return 1;
    }
    if (cli->json) {
        fprintf(cli_out(), "[");
        for (int i = 0; i < list->n; i++) {
            fprintf(cli_out(), i ? ",\n " : "");
            json_move(cli_out(), v, &list->moves[i], &list->details[i]);
        }
        fprintf(cli_out(), "]\n");
    } else {
        for (int i = 0; i < list->n; i++) {
            const Move *m = &list->moves[i];
            char text[MOVE_TEXT_MAX], caps[MAX_POINTS * (MAX_NAME + 1)];
            movelist_text(v, list, i, text, sizeof text);
            points_to_text(v, m->captured, ",", caps, sizeof caps);
            fprintf(cli_out(), "%s", text);
            if (m->ncaptured)
                fprintf(cli_out(), _("  (takes %d: %s)"), m->ncaptured, caps);
            if (m->flags & MOVE_CROWN)
                fputs(_("  (crowns)"), cli_out());
            fprintf(cli_out(), "\n");
        }
        fprintf(cli_out(), P_("%d legal move, %s to move\n", "%d legal moves, %s to move\n", (unsigned long)list->n), list->n,
                v->side_name[cli->pos.side]);
    }
    movelist_free(list);
    return 0;
}
