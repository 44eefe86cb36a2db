/*
 * table_lookup.c — a position and its moves looked up in the endgame tables (table_lookup.h):
 * one context for the position's material, each slice's file read when a probe first needs it.
 */
#include "table_lookup.h"

#include "json.h"
#include "move.h"
#include "notation.h"
#include "solve_dir.h"

#include <stdlib.h>
#include <string.h>

/* The value of pos from ctx's tables, its slice read from dir first if need be. */
static bool probe(Egtb *ctx, const char *dir, const Position *pos, EgtbValue *value, FILE *notes)
{
    if (egtb_probe(ctx, pos, value))
        return true;
    EgtbSlice s = egtb_slice_of(pos);
    return (egtb_table(ctx, s) || solve_dir_attach(ctx, dir, s, notes)) && egtb_probe(ctx, pos, value);
}

/* Each legal move's value, into out (false, and none kept, if one's slice has no table). */
static bool lookup_moves(Egtb *ctx, const char *dir, const Variant *v, const Position *pos, TableLookup *out,
                         FILE *notes)
{
    MoveList list = MOVELIST_INIT;
    int n = movegen_legal(v, pos, &list);
    bool ok = n > 0 && !list.overflow && !list.hook_failed && (out->moves = calloc((size_t)n, sizeof *out->moves));
    for (int i = 0; ok && i < n; i++) {
        Position child = *pos;
        position_apply(v, &child, &list.moves[i], movelist_detail(&list, i));
        EgtbValue value;
        ok = probe(ctx, dir, &child, &value, notes);
        if (ok)
            out->moves[i] = table_move_value(value);
    }
    movelist_free(&list);
    if (!ok) {
        free(out->moves);
        out->moves = NULL;
        return false;
    }
    out->nmoves = n;
    return true;
}

void table_lookup(const Variant *v, const char *game_id, const Position *pos, TableLookup *out, FILE *notes)
{
    memset(out, 0, sizeof *out);
    char dir[4096], why[256];
    int pieces = bits_count(position_occupied(pos));
    Err err = {0};
    if (v->hooks || !solve_dir(NULL, dir, sizeof dir, false, why, sizeof why) || pieces < 1 ||
        pieces > EGTB_MAX_PIECES || !solve_dir_has_game(dir, game_id) || !egtb_supported(v, pieces, false, &err))
        return;
    Egtb *ctx = egtb_new(v, game_id, pieces, &err);
    if (!ctx)
        return;
    out->found = probe(ctx, dir, pos, &out->value, notes);
    out->moves_found = out->found && lookup_moves(ctx, dir, v, pos, out, notes);
    egtb_free(ctx);
}

void table_lookup_free(TableLookup *t)
{
    free(t->moves);
    t->moves = NULL;
    t->nmoves = 0;
}

void table_lookup_write_json(FILE *out, const Variant *v, const Position *pos, const TableLookup *t, bool with_text)
{
    if (!t->found) {
        fprintf(out, "null");
        return;
    }
    fprintf(out, "{\"result\":\"%s\",\"plies\":%d", table_value_name(t->value), t->value.dist);
    if (with_text) {
        char text[64];
        table_value_text(t->value, text, sizeof text);
        json_string_member(out, "text", text);
    }
    fprintf(out, ",\"moves\":");
    if (!t->moves_found) {
        fprintf(out, "null}");
        return;
    }
    MoveList list = MOVELIST_INIT;
    movegen_legal(v, pos, &list);
    fprintf(out, "[");
    for (int i = 0; i < t->nmoves && i < list.n; i++) {
        char mv[MOVE_TEXT_MAX];
        movelist_text(v, &list, i, mv, sizeof mv);
        fprintf(out, "%s{\"move\":", i ? "," : "");
        json_string(out, mv);
        fprintf(out, ",\"result\":\"%s\",\"plies\":%d", table_value_name(t->moves[i]), t->moves[i].dist);
        if (with_text) {
            char text[64];
            table_value_text(t->moves[i], text, sizeof text);
            json_string_member(out, "text", text);
        }
        fprintf(out, "}");
    }
    fprintf(out, "]}");
    movelist_free(&list);
}
