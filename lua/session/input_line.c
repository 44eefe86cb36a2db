/*
 * input_line.c — one line of what a person types.
 */
#include "input_line.h"

#include <stdbool.h>

InputLine input_line_read(FILE *in, char *buf, size_t len)
{
    size_t n = 0;
    bool too_long = false, nul = false, inner_cr = false, pending_cr = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        /* "\r\n" ends a line as some systems write it; a carriage return anywhere else would
         * make a terminal print over the line's start, and a NUL byte would end a C string
         * there: either hides part of the line, which is then not read at all */
        inner_cr = inner_cr || pending_cr;
        pending_cr = c == '\r';
        if (pending_cr)
            continue;
        nul = nul || c == '\0';
        if (n + 1 < len)
            buf[n++] = (char)c;
        else
            too_long = true;
    }
    if (c == EOF && n == 0 && !too_long && !nul && !inner_cr && !pending_cr)
        return INPUT_END;
    buf[n] = '\0';
    if (too_long || nul || inner_cr) {
        buf[0] = '\0';
        return too_long ? INPUT_TOO_LONG : nul ? INPUT_NUL : INPUT_CR;
    }
    return INPUT_LINE;
}
