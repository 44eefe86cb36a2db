/*
 * luatext.c — long brackets in Lua source text.
 */
#include "luatext.h"

int luatext_long_open(const char *s, int *level)
{
    if (*s != '[')
        return 0;
    int n = 1;
    while (s[n] == '=')
        n++;
    if (s[n] != '[')
        return 0;
    *level = n - 1;
    return n + 1;
}

const char *luatext_long_close(const char *s, int level, int *line)
{
    for (; *s; s++) {
        if (*s == '\n')
            (*line)++;
        if (*s != ']')
            continue;
        int n = 1;
        while (s[n] == '=')
            n++;
        if (n - 1 == level && s[n] == ']')
            return s + n + 1;
    }
    return s;
}

const char *luatext_skip_comment_or_string(const char *s, int *line)
{
    int level;
    if (s[0] == '-' && s[1] == '-') {
        int open = luatext_long_open(s + 2, &level);
        if (open)
            return luatext_long_close(s + 2 + open, level, line);
        s += 2;
        while (*s && *s != '\n')
            s++;
        return s;
    }
    if (*s == '"' || *s == '\'') {
        char quote = *s++;
        while (*s && *s != quote && *s != '\n') {
            if (*s == '\\' && s[1]) {
                *line += s[1] == '\n';
                s += 2;
            } else {
                s++;
            }
        }
        return *s == quote ? s + 1 : s;
    }
    int open = luatext_long_open(s, &level);
    return open ? luatext_long_close(s + open, level, line) : s;
}

const char *luatext_skip_blank(const char *s, int *line)
{
    for (;;) {
        if (*s == '\n') {
            (*line)++;
            s++;
        } else if (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\f' || *s == '\v') {
            s++;
        } else if (s[0] == '-' && s[1] == '-') {
            s = luatext_skip_comment_or_string(s, line);
        } else {
            return s;
        }
    }
}
