/*
 * doc_diagrams.c — image links and render commands for the game pages.
 */
#include "doc_diagrams.h"

#include "capture_example.h"
#include "i18n.h"
#include "json.h"
#include "markdown.h"
#include "svg.h"

#include <stdlib.h>

/* The image link and, below it, the command that draws img/<game>-<name>.svg. The alt text holds
 * the script's names: escaped (markdown.h). */
static void write_image(FILE *out, const GameDef *def, const char *name, const char *alt, const char *args)
{
    fprintf(out, "![");
    markdown_write(out, alt);
    fprintf(out, "](img/%s-%s.svg)\n\n", def->id, name);
    fprintf(out, _("Drawn by `kharbaga render --variant %s%s --output img/%s-%s.svg`"), def->id, args, def->id, name);
    fputs("\n\n", out);
}

void doc_diagram_start(FILE *out, const GameDef *def)
{
    char alt[512];
    snprintf(alt, sizeof alt, _("%s: the start"), def->name);
    write_image(out, def, "start", alt, "");
}

void doc_diagram_capture(FILE *out, const GameDef *def)
{
    const Variant *v = &def->variant;
    CaptureExample ex;
    if (!capture_example_find(v, &ex))
        return;
    fprintf(out, "## %s\n\n", _("A capture"));
    char side[MARKDOWN_TEXT_SIZE(sizeof v->side_name[0])];
    markdown_text(v->side_name[ex.side], side, sizeof side);
    unsigned long n = (unsigned long)ex.ncaptured;
    if (ex.play[0])
        fprintf(out,
                P_("After `%s` from the start, %s captures with `%s`, taking %d piece.",
                   "After `%s` from the start, %s captures with `%s`, taking %d pieces.", n),
                ex.play, side, ex.move, ex.ncaptured);
    else
        fprintf(out,
                P_("From the start, %s captures with `%s`, taking %d piece.",
                   "From the start, %s captures with `%s`, taking %d pieces.", n),
                side, ex.move, ex.ncaptured);
    fprintf(out, " %s\n\n",
            _("The arrows follow the capturing piece through each landing point; the crosses mark the pieces it "
              "takes."));
    char alt[512], args[sizeof ex.play + sizeof ex.move + 32];
    snprintf(alt, sizeof alt, _("%s: %s captures %s"), def->name, v->side_name[ex.side], ex.move);
    snprintf(args, sizeof args, "%s%s --move %s", ex.play[0] ? " --play " : "", ex.play, ex.move);
    write_image(out, def, "capture", alt, args);
}

/* One member "<dir><game>-<name>.svg": the SVG `kharbaga render` writes for pos and move. */
static void write_json_diagram(FILE *out, const GameDef *def, const char *dir, const char *name, const Position *pos,
                               const Move *move, const MoveDetail *detail)
{
    char target[256];
    snprintf(target, sizeof target, "%s%s-%s.svg", dir, def->id, name);
    json_string(out, target);
    fprintf(out, ":");
    char *svg = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&svg, &len);
    if (mem) {
        svg_write_game(mem, def->name, &def->variant, pos, move, detail, SVG_DEFAULT_SIZE, true);
        fclose(mem);
    }
    json_string(out, svg ? svg : "");
    free(svg);
}

void doc_diagrams_json(FILE *out, const GameDef *def, const char *dir, bool capture)
{
    Position start;
    position_start(&def->variant, &start);
    write_json_diagram(out, def, dir, "start", &start, NULL, NULL);
    CaptureExample ex;
    if (!capture || !capture_example_find(&def->variant, &ex))
        return;
    fprintf(out, ",");
    write_json_diagram(out, def, dir, "capture", &ex.before, &ex.capture, &ex.capture_detail);
}
