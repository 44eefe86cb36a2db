/*
 * doc_diagrams.c — image links and render commands for the game pages.
 */
#include "doc_diagrams.h"

#include "capture_example.h"
#include "markdown.h"

/* The image link and, below it, the command that draws img/<game>-<name>.svg. The alt text holds
 * the script's names: escaped (markdown.h). */
static void write_image(FILE *out, const GameDef *def, const char *name, const char *alt, const char *args)
{
    fprintf(out, "![");
    markdown_write(out, alt);
    fprintf(out, "](img/%s-%s.svg)\n\n", def->id, name);
    fprintf(out, "Drawn by `kharbaga render --variant %s%s --output img/%s-%s.svg`\n\n", def->id, args, def->id, name);
}

void doc_diagram_start(FILE *out, const GameDef *def)
{
    char alt[512];
    snprintf(alt, sizeof alt, "%s: the start", def->name);
    write_image(out, def, "start", alt, "");
}

void doc_diagram_capture(FILE *out, const GameDef *def)
{
    const Variant *v = &def->variant;
    CaptureExample ex;
    if (!capture_example_find(v, &ex))
        return;
    fprintf(out, "## A capture\n\n");
    if (ex.play[0])
        fprintf(out, "After `%s` from the start, ", ex.play);
    else
        fprintf(out, "From the start, ");
    char side[MARKDOWN_TEXT_SIZE(sizeof v->side_name[0])];
    fprintf(out, "%s captures with `%s`, taking %d piece%s. The arrows follow the capturing piece through each "
                 "landing point; the crosses mark the pieces it takes.\n\n",
            markdown_text(v->side_name[ex.side], side, sizeof side), ex.move, ex.ncaptured,
            ex.ncaptured == 1 ? "" : "s");
    char alt[512], args[sizeof ex.play + sizeof ex.move + 32];
    snprintf(alt, sizeof alt, "%s: %s captures %s", def->name, v->side_name[ex.side], ex.move);
    snprintf(args, sizeof args, "%s%s --move %s", ex.play[0] ? " --play " : "", ex.play, ex.move);
    write_image(out, def, "capture", alt, args);
}
