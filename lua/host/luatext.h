/*
 * luatext.h — reading Lua source as text: the long brackets ("[[ ... ]]", "[==[ ... ]==]") that
 * open long strings and long comments, and the comments and strings a scan must step over. Used
 * where a problem's line is found in a script's text.
 */
#ifndef KHARBAGA_LUATEXT_H
#define KHARBAGA_LUATEXT_H

/* Length of a long bracket opening "[[" or "[==[" at s (0 if none), its level in *level. */
int luatext_long_open(const char *s, int *level);

/* Skips to after the "]==]" closing a long bracket of the given level, adding the newlines
 * passed to *line; the end of s if it is never closed. */
const char *luatext_long_close(const char *s, int level, int *line);

/* If s starts a comment or a string literal (short or long), the text after it, adding the
 * newlines passed to *line; else s itself. A short string ends at its closing quote or, left
 * open, before the end of its line. */
const char *luatext_skip_comment_or_string(const char *s, int *line);

/* Skips blanks, line breaks and comments, adding the newlines passed to *line. */
const char *luatext_skip_blank(const char *s, int *line);

#endif
