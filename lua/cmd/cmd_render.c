/*
 * cmd_render.c — `kharbaga render`: a position, and optionally one move, as an SVG image.
 */
#include "commands.h"
#include "game.h"
#include "json.h"
#include "notation.h"
#include "svg.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* --size: a whole number of pixels, or the default. */
static bool parse_size(const char *text, int *size)
{
    *size = SVG_DEFAULT_SIZE;
    if (!text)
        return true;
    char *end;
    errno = 0;
    long n = strtol(text, &end, 10);
    if (!isdigit((unsigned char)text[0]) || *end || errno || n < SVG_MIN_SIZE || n > SVG_MAX_SIZE) {
        char quoted[64];
        cli_error_in("size", "--size %s: expected a whole number of pixels from %d to %d",
                     err_quote(text, 20, quoted, sizeof quoted), SVG_MIN_SIZE, SVG_MAX_SIZE);
        return false;
    }
    *size = (int)n;
    return true;
}

/* --move: the one legal move the text names, into *move and its detail. */
static bool find_move(Cli *cli, const char *text, Move *move, MoveDetail *detail)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    bool ok = cmd_legal_moves(cli, list);
    if (ok) {
        Err e;
        int index = move_parse(&cli->def->variant, list, text, &e);
        if (index < 0)
            ok = false, cli_error_in("move", "--move: %s", e.msg), cli_fail_with(e.code, 0);
        else
            *move = list->moves[index], *detail = list->details[index];
    }
    movelist_free(list);
    return ok;
}

static void write_svg(FILE *out, Cli *cli, const Move *move, const MoveDetail *detail)
{
    int size;
    parse_size(cli->size, &size);
    svg_write_game(out, cli->def->name, &cli->def->variant, &cli->pos, move, detail, size, !cli->no_coordinates);
}

/* The board's lines, each segment between neighbouring points once, as pairs of names. */
static void write_json_lines(FILE *out, const Variant *v)
{
    const Board *b = &v->board;
    bool first = true;
    fprintf(out, "[");
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q == NO_POINT || q < p)
                continue;
            fprintf(out, "%s[", first ? "" : ",");
            json_string(out, b->name[p]);
            fprintf(out, ",");
            json_string(out, b->name[q]);
            fprintf(out, "]");
            first = false;
        }
    fprintf(out, "]");
}

/* Every point with where the SVG draws it, and whether it is dead (a shrinking board). */
static void write_json_points(FILE *out, const Variant *v, const Position *pos, const SvgGeometry *g)
{
    fprintf(out, "[");
    for (int p = 0; p < v->board.npoints; p++) {
        fprintf(out, "%s{\"name\":", p ? "," : "");
        json_string(out, v->board.name[p]);
        fprintf(out, ",\"x\":%d,\"y\":%d,\"dead\":%s}", g->x[p], g->y[p], bits_has(pos->dead, p) ? "true" : "false");
    }
    fprintf(out, "]");
}

/* The pieces: point, side (south moves first, north) and whether it is a king. */
static void write_json_pieces(FILE *out, const Variant *v, const Position *pos)
{
    bool first = true;
    fprintf(out, "[");
    for (int p = 0; p < v->board.npoints; p++)
        for (int side = 0; side < 2; side++) {
            bool man = bits_has(pos->men[side], p), king = bits_has(pos->kings[side], p);
            if (!man && !king)
                continue;
            fprintf(out, "%s{\"point\":", first ? "" : ",");
            json_string(out, v->board.name[p]);
            fprintf(out, ",\"side\":\"%s\",\"king\":%s}", side == 0 ? "south" : "north", king ? "true" : "false");
            first = false;
        }
    fprintf(out, "]");
}

static void write_json_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d)
{
    if (m)
        json_move(out, v, m, d);
    else
        fprintf(out, "null");
}

/* The result of the game --play leaves, as a record's Result tag ("1-0": the first side to move
 * wins; "*": not over), and in words how it ended (null while it goes on). The moves are made
 * again from the start, as `play` does, so that the quiet-move count, the positions that may
 * repeat and the hooks' per-piece data are the game's. */
static void write_json_result(FILE *out, Cli *cli)
{
    Game *game = malloc(sizeof *game);
    Result result = RESULT_NONE;
    ResultReason why = REASON_NONE;
    gamedef_hooks_reset(cli->def);
    if (game && game_init(game, &cli->def->variant, cli->nplayed ? &cli->before_play : &cli->pos)) {
        bool ok = true;
        for (int i = 0; ok && i < cli->nplayed; i++)
            ok = game_play(game, &cli->played[i], &cli->played_details[i]);
        if (ok)
            result = game_result(game, &why);
        game_free(game);
    }
    free(game);
    static const char *const tags[] = {[RESULT_NONE] = "*", [RESULT_SOUTH_WINS] = "1-0",
                                       [RESULT_NORTH_WINS] = "0-1", [RESULT_DRAW] = "1/2-1/2"};
    fprintf(out, ",\"result\":\"%s\",\"termination\":", tags[result]);
    if (result == RESULT_NONE)
        fprintf(out, "null");
    else
        json_string(out, game_reason_text(why));
}

/* render --json: the SVG, and what a program needs to draw on it and find what a click names —
 * the viewBox, each point's place, the lines, the pieces, the move drawn and --play's last move. */
static void write_json(FILE *out, Cli *cli, const Move *move, const MoveDetail *detail)
{
    const Variant *v = &cli->def->variant;
    char *svg = NULL, position[4096];
    size_t len = 0;
    FILE *mem = open_memstream(&svg, &len);
    if (mem) {
        write_svg(mem, cli, move, detail);
        fclose(mem);
    }
    SvgGeometry *g = malloc(sizeof *g);
    if (!svg || !g) {
        free(svg);
        free(g);
        cli_out_of_memory();
        return;
    }
    svg_geometry(v, !cli->no_coordinates, g);
    if (!position_to_text(v, &cli->pos, position, sizeof position))
        position[0] = '\0';
    fprintf(out, "{\"variant\":");
    json_string(out, cli->def->id);
    json_string_member(out, "ruleset", cli->def->rulesets[cli->def->ruleset].id);
    json_string_member(out, "position", position);
    json_string_member(out, "to_move", v->side_key[cli->pos.side]);
    fprintf(out, ",\"turn\":\"%s\",\"side_names\":[", cli->pos.side == 0 ? "south" : "north");
    json_string(out, v->side_key[0]);
    fprintf(out, ",");
    json_string(out, v->side_key[1]);
    fprintf(out, "],\"king_name\":");
    json_string(out, v->king_key);
    fprintf(out, ",\"width\":%d,\"height\":%d,\"radius\":%d,\"points\":", g->width, g->height, g->radius);
    write_json_points(out, v, &cli->pos, g);
    fprintf(out, ",\"lines\":");
    write_json_lines(out, v);
    fprintf(out, ",\"pieces\":");
    write_json_pieces(out, v, &cli->pos);
    fprintf(out, ",\"move\":");
    write_json_move(out, v, move, detail);
    fprintf(out, ",\"last_move\":");
    write_json_move(out, v, cli->nplayed ? &cli->played[cli->nplayed - 1] : NULL,
                    cli->nplayed ? &cli->played_details[cli->nplayed - 1] : NULL);
    write_json_result(out, cli);
    json_string_member(out, "svg", svg);
    fprintf(out, "}\n");
    free(svg);
    free(g);
}

static void write_image(FILE *out, Cli *cli, const Move *move, const MoveDetail *detail)
{
    if (cli->json)
        write_json(out, cli, move, detail);
    else
        write_svg(out, cli, move, detail);
}

/* Writes to FILE, or to standard output; every check is made before the file is opened, so a
 * refused command leaves no file behind. */
static int write_output(Cli *cli, const Move *move, const MoveDetail *detail)
{
    if (!cli->output) {
        write_image(cli_out(), cli, move, detail);
        return fflush(cli_out()) == 0 ? 0 : cli_error("standard output: %s", strerror(errno));
    }
    FILE *f = fopen(cli->output, "wb");
    if (!f)
        return cli_error_in("output", "--output %s: cannot write it: %s", cli->output, strerror(errno));
    write_image(f, cli, move, detail);
    bool failed = ferror(f) != 0;
    if (fclose(f) != 0 || failed)
        return cli_error_in("output", "--output %s: writing failed: %s", cli->output, strerror(errno));
    return 0;
}

int cmd_render(Cli *cli)
{
    int size;
    if (!parse_size(cli->size, &size))
        return 2; /* a bad command line */
    if (!cli_load(cli))
        return 1;
    Move move;
    MoveDetail detail;
    if (cli->move && !find_move(cli, cli->move, &move, &detail))
        return 1;
    return write_output(cli, cli->move ? &move : NULL, &detail);
}
