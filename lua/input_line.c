/*
 * input_line.c — one line of what a person types.
 */
#include "input_line.h"

#include <stdbool.h>
#include <string.h>

InputLine input_line_read(FILE *in, char *buf, size_t len)
{
    if (!fgets(buf, (int)len, in))
        return INPUT_END;
    size_t n = strlen(buf);
    bool whole = (n > 0 && buf[n - 1] == '\n') || feof(in);
    int c = whole ? '\n' : getc(in); /* the buffer is full: does the line end right here? */
    if (c != '\n' && c != EOF) {
        while ((c = getc(in)) != EOF && c != '\n')
            ;
        buf[0] = '\0';
        return INPUT_TOO_LONG;
    }
    buf[strcspn(buf, "\r\n")] = '\0';
    return INPUT_LINE;
}
