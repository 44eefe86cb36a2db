/*
 * err.c — the error-message helpers of the core: formatting, and quoting the user's text so that
 * a message stays one line and no byte of it reaches the terminal as a control.
 */
#include "i18n.h"
#include "types.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Fills err (not NULL) with code and the formatted message after the subject ("subject: "), if
 * any. The whole message is cleaned in one piece, as err_format does; since err_text shows each
 * character on its own, the cleaned subject is the start of the cleaned message. */
static void err_vfill(Err *err, ErrCode code, const char *subject, const char *fmt, va_list ap)
{
    char raw[4096];
    int n = subject ? snprintf(raw, sizeof raw, "%s: ", subject) : 0;
    if (n < 0 || (size_t)n >= sizeof raw)
        n = 0;
    vsnprintf(raw + n, sizeof raw - (size_t)n, _(fmt), ap);
    err_text(raw, -1, err->msg, sizeof err->msg);
    err->code = code;
    err->detail = 0;
    err->input = NULL;
    if (n > 0) {
        char head[sizeof err->msg];
        raw[n] = '\0';
        size_t at = strlen(err_text(raw, -1, head, sizeof head)), len = strlen(err->msg);
        err->detail = (int)(at < len ? at : len);
    }
}

bool err_set(Err *err, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err_vfill(err, ERR_OTHER, NULL, fmt, ap);
        va_end(ap);
    }
    return false;
}

bool err_fail(Err *err, ErrCode code, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err_vfill(err, code, NULL, fmt, ap);
        va_end(ap);
    }
    return false;
}

bool err_about(Err *err, ErrCode code, const char *subject, const char *fmt, ...)
{
    if (err) {
        va_list ap;
        va_start(ap, fmt);
        err_vfill(err, code, subject, fmt, ap);
        va_end(ap);
    }
    return false;
}

bool err_for(Err *err, const char *input)
{
    if (err)
        err->input = input;
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

int err_utf8_sequence(const char *text, size_t len, unsigned *cp)
{
    static const unsigned least[5] = {0, 0, 0x80, 0x800, 0x10000};
    const unsigned char *s = (const unsigned char *)text;
    int n = s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC0 ? 2 : 0;
    if (n == 0 || s[0] > 0xF4 || (size_t)n > len)
        return 0;
    unsigned c = s[0] & (0x7Fu >> n);
    for (int i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80) /* also stops at a terminating NUL */
            return 0;
        c = c << 6 | (s[i] & 0x3Fu);
    }
    if (c < least[n] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
        return 0;
    *cp = c;
    return n;
}

bool err_hidden_code_point(unsigned c)
{
    return (c >= 0x80 && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

int err_text_piece(const char *text, char piece[8])
{
    const unsigned char *s = (const unsigned char *)text;
    unsigned cp;
    int n = *s >= 0x20 && *s < 0x7F ? 1 : err_utf8_sequence(text, 4, &cp); /* a sequence ends at the NUL */
    if (n == 0 || (n > 1 && err_hidden_code_point(cp))) {
        snprintf(piece, 8, "\\x%02X", *s);
        return 1;
    }
    memcpy(piece, s, (size_t)n);
    piece[n] = '\0';
    return n;
}

const char *err_text(const char *text, int max, char *buf, size_t len)
{
    size_t used = 0, reserve = max >= 0 ? 4 : 1; /* room for "..." (when cut at max) and the NUL */
    int shown = 0;
    for (const unsigned char *s = (const unsigned char *)text; *s && len > 0;) {
        char piece[8];
        int n = err_text_piece((const char *)s, piece);
        size_t w = strlen(piece);
        bool cut = shown++ == max || used + w + reserve > len; /* cut between two characters */
        if (cut && max >= 0 && used + 4 <= len) {
            memcpy(buf + used, "...", 3);
            used += 3;
        }
        if (cut)
            break;
        memcpy(buf + used, piece, w);
        used += w;
        s += n;
    }
    if (len > 0)
        buf[used] = '\0';
    return buf;
}

const char *err_code_name(ErrCode code)
{
    switch (code) {
    case ERR_MOVE_SYNTAX: return "move_syntax";
    case ERR_NOT_A_POINT: return "not_a_point";
    case ERR_ILLEGAL_MOVE: return "illegal_move";
    case ERR_AMBIGUOUS_MOVE: return "ambiguous_move";
    case ERR_BAD_VALUE: return "bad_value";
    case ERR_NO_MEMORY: return "no_memory";
    default: return "refused";
    }
}

bool err_vformat(char *buf, size_t len, const char *fmt, va_list ap)
{
    char raw[4096];
    vsnprintf(raw, sizeof raw, _(fmt), ap);
    err_text(raw, -1, buf, len);
    return false;
}

bool err_format(char *buf, size_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    err_vformat(buf, len, fmt, ap);
    va_end(ap);
    return false;
}
