/*
 * markdown.c — a script's text written into Markdown, its HTML characters escaped.
 */
#include "markdown.h"

#include <string.h>

/* The entity for c, or NULL if c stands as it is. */
static const char *entity(char c)
{
    return c == '<' ? "&lt;" : c == '>' ? "&gt;" : c == '&' ? "&amp;" : NULL;
}

void markdown_write(FILE *out, const char *text)
{
    for (const char *s = text; *s; s++) {
        const char *e = entity(*s);
        if (e)
            fputs(e, out);
        else
            putc(*s, out);
    }
}

const char *markdown_text(const char *text, char *buf, size_t len)
{
    size_t used = 0;
    for (const char *s = text; *s; s++) {
        const char *e = entity(*s);
        size_t n = e ? strlen(e) : 1;
        if (used + n >= len)
            break;
        memcpy(buf + used, e ? e : s, n);
        used += n;
    }
    if (len > 0)
        buf[used] = '\0';
    return buf;
}
