/*
 * cmd_render.c — `kharbaga render`: a position, and optionally one move, as an SVG image.
 */
#include "commands.h"
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
        cli_error("--size %s: expected a whole number of pixels from %d to %d", err_quote(text, 20, quoted, sizeof quoted),
                  SVG_MIN_SIZE, SVG_MAX_SIZE);
        return false;
    }
    *size = (int)n;
    return true;
}

/* --move: the one legal move the text names, into *move. */
static bool find_move(Cli *cli, const char *text, Move *move)
{
    MoveList *list = malloc(sizeof *list);
    if (!list)
        return cli_error("out of memory") == 0;
    bool ok = cmd_legal_moves(cli, list);
    if (ok) {
        Err e;
        int index = move_parse(&cli->def->variant, list, text, &e);
        if (index < 0)
            ok = false, cli_error("--move: %s", e.msg);
        else
            *move = list->moves[index];
    }
    free(list);
    return ok;
}

static void write_svg(FILE *out, Cli *cli, const Move *move)
{
    const Variant *v = &cli->def->variant;
    char title[2048], position[4096], text[1024];
    if (move && move_to_text(v, move, text, sizeof text))
        snprintf(title, sizeof title, "%s: %s plays %s", cli->def->name, v->side_name[cli->pos.side], text);
    else
        snprintf(title, sizeof title, "%s: %s to move", cli->def->name, v->side_name[cli->pos.side]);
    if (!position_to_text(v, &cli->pos, position, sizeof position))
        position[0] = '\0';
    SvgOptions opt = {.coordinates = !cli->no_coordinates, .title = title, .desc = position};
    parse_size(cli->size, &opt.size);
    svg_write_position(out, v, &cli->pos, move, &opt);
}

/* Writes to FILE, or to standard output; every check is made before the file is opened, so a
 * refused command leaves no file behind. */
static int write_output(Cli *cli, const Move *move)
{
    if (!cli->output) {
        write_svg(stdout, cli, move);
        return fflush(stdout) == 0 ? 0 : cli_error("standard output: %s", strerror(errno));
    }
    FILE *f = fopen(cli->output, "wb");
    if (!f)
        return cli_error("--output %s: cannot write it: %s", cli->output, strerror(errno));
    write_svg(f, cli, move);
    bool failed = ferror(f) != 0;
    if (fclose(f) != 0 || failed)
        return cli_error("--output %s: writing failed: %s", cli->output, strerror(errno));
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
    if (cli->move && !find_move(cli, cli->move, &move))
        return 1;
    return write_output(cli, cli->move ? &move : NULL);
}
