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
