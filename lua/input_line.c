/*
 * input_line.c — one line of what a person types.
 */
#include "input_line.h"

#include <stdbool.h>
#include <string.h>

InputLine input_line_read(FILE *in, char *buf, size_t len)
{
    size_t n = 0;
    bool too_long = false, nul = false;
    int c;
    while ((c = getc(in)) != EOF && c != '\n') {
        nul = nul || c == '\0'; /* a C string would end there and hide the rest of the line */
        if (n + 1 < len)
            buf[n++] = (char)c;
        else
            too_long = true;
    }
    if (c == EOF && n == 0 && !too_long && !nul)
        return INPUT_END;
    buf[n] = '\0';
    if (too_long || nul) {
        buf[0] = '\0';
        return too_long ? INPUT_TOO_LONG : INPUT_NUL;
    }
    buf[strcspn(buf, "\r")] = '\0';
    return INPUT_LINE;
}
