/*
 * err.c — the one error-message helper of the core.
 */
#include "types.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool err_set(Err *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
    }
    return false;
}

const char *err_quote(const char *text, int max, char *buf, size_t len)
{
    size_t used = 0;
    int shown = 0;
    for (const unsigned char *s = (const unsigned char *)text; *s && used + 8 < len; s++) {
        if (shown++ == max) {
            memcpy(buf + used, "...", 3);
            used += 3;
            break;
        }
        if (*s < 0x20 || *s >= 0x7F)
            used += (size_t)snprintf(buf + used, len - used, "\\x%02X", *s);
        else
            buf[used++] = (char)*s;
    }
    buf[used] = '\0';
    return buf;
}
