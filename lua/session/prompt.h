/*
 * prompt.h — a prompt and the line a person types after it (play, learn).
 *
 * At a terminal (standard input and output both terminals) the line is read through libedit:
 * the arrow keys move in it and the up arrow recalls the lines typed before, in this session and
 * in earlier ones (the history file). Anywhere else (a pipe, a file: a script, the tests) the
 * prompt is printed and the line read by input_line_read, as typed, without editing.
 */
#ifndef KHARBAGA_PROMPT_H
#define KHARBAGA_PROMPT_H

#include "input_line.h"

#include <stdbool.h>

enum { PROMPT_HISTORY_LINES = 500 /* the lines the history keeps, the newest */ };

typedef struct Prompt Prompt;

/* Line editing on standard input, its history loaded from and written to the file `history` in
 * the state directory (savefile.h's: $XDG_STATE_HOME/kharbaga or ~/.local/state/kharbaga; kept
 * for this session only if there is none); NULL when standard input or output is not a
 * terminal, or libedit cannot start (then prompt_read reads plainly). */
Prompt *prompt_open(void);

/* Shows the prompt text and reads one line into buf, as input_line_read does (the same results;
 * a line is never cut). A line read at a terminal is added to the history, which is written to
 * its file at once: a session killed later loses none of it. p NULL: printed and read plainly. */
InputLine prompt_read(Prompt *p, const char *text, char *buf, size_t len);

/* Ends line editing (the terminal as it was); p may be NULL. */
void prompt_close(Prompt *p);

#endif
