/*
 * json.c — writing JSON values.
 */
#include "json.h"

#include "notation.h"

/* The length of the valid UTF-8 sequence at s (2 to 4 bytes, no overlong form, no surrogate, at
 * most U+10FFFF), or 0 if it is not one. */
static int utf8_sequence(const unsigned char *s)
{
    int n = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : 2;
    if (s[0] < 0xC2 || s[0] > 0xF4)
        return 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if ((s[0] == 0xE0 && s[1] < 0xA0) || (s[0] == 0xED && s[1] > 0x9F) || (s[0] == 0xF0 && s[1] < 0x90) ||
        (s[0] == 0xF4 && s[1] > 0x8F))
        return 0;
    return n;
}

/* Bytes that are not UTF-8 (a user's typed text may hold any) become U+FFFD, so that the JSON is
 * always valid UTF-8. */
void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    while (*s) {
        unsigned char c = (unsigned char)*s;
        int n = c >= 0x80 ? utf8_sequence((const unsigned char *)s) : 1;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else if (n == 0)
            fputs("\\ufffd", out);
        else
            fwrite(s, 1, (size_t)n, out);
        s += n ? n : 1;
    }
    fputc('"', out);
}

void json_string_or_null(FILE *out, const char *s)
{
    if (s)
        json_string(out, s);
    else
        fputs("null", out);
}

void json_string_member(FILE *out, const char *key, const char *s)
{
    fprintf(out, ",\"%s\":", key);
    json_string_or_null(out, s);
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

void json_move(FILE *out, const Variant *v, const Move *m, const MoveDetail *d)
{
    char text[MOVE_TEXT_MAX];
    move_to_text(v, m, d, text, sizeof text);
    fputs("{\"move\":", out);
    json_string(out, text);
    json_string_member(out, "from", v->board.name[m->from]);
    json_string_member(out, "to", v->board.name[m->to]);
    fputs(",\"captured\":", out);
    json_points(out, v, m->captured);
    json_string_member(out, "huffed", m->huffed != NO_POINT ? v->board.name[m->huffed] : NULL);
    fputs(",\"path\":[", out);
    if (m->npath == 0 || !d)
        json_string(out, v->board.name[m->to]);
    for (int i = 0; d && i < m->npath; i++) {
        fputs(i ? "," : "", out);
        json_string(out, v->board.name[d->path[i]]);
    }
    fprintf(out, "],\"crown\":%s}", (m->flags & MOVE_CROWN) ? "true" : "false");
}
