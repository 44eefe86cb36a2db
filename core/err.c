/*
 * err.c — the one error-message helper of the core.
 */
#include "types.h"

#include <stdarg.h>
#include <stdio.h>

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
