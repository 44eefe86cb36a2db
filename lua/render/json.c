/*
 * json.c — writing JSON values.
 */
#include "json.h"

#include "notation.h"

void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

void json_points(FILE *out, const Variant *v, Bits set)
{
    fputc('[', out);
    bool first = true;
    for (int p = 0; p < v->board.npoints; p++)
        if (bits_has(set, p)) {
            fputs(first ? "" : ",", out);
            json_string(out, v->board.name[p]);
            first = false;
        }
    fputc(']', out);
}

void json_move(FILE *out, const Variant *v, const Move *m)
{
    char text[MOVE_TEXT_MAX];
    move_to_text(v, m, text, sizeof text);
    fputs("{\"move\":", out);
    json_string(out, text);
    fputs(",\"from\":", out);
    json_string(out, v->board.name[m->from]);
    fputs(",\"to\":", out);
    json_string(out, v->board.name[m->to]);
    fputs(",\"captured\":", out);
    json_points(out, v, m->captured);
    fputs(",\"huffed\":", out);
    if (m->huffed != NO_POINT)
        json_string(out, v->board.name[m->huffed]);
    else
        fputs("null", out);
    fputs(",\"path\":[", out);
    if (m->npath == 0)
        json_string(out, v->board.name[m->to]);
    for (int i = 0; i < m->npath; i++) {
        fputs(i ? "," : "", out);
        json_string(out, v->board.name[m->path[i]]);
    }
    fprintf(out, "],\"crown\":%s}", (m->flags & MOVE_CROWN) ? "true" : "false");
}
