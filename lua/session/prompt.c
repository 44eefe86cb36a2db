/*
 * prompt.c — a prompt and the line typed after it, edited through libedit at a terminal
 * (prompt.h).
 */
#include "prompt.h"

#include "savefile.h"

#include <histedit.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { PROMPT_PATH_MAX = 4096 };

struct Prompt {
    EditLine *el;
    History *history;
    const char *text;             /* the prompt being shown */
    char file[PROMPT_PATH_MAX];   /* the history file, or "" */
};

/* libedit's prompt function: the text prompt_read was given. */
static char *prompt_text(EditLine *el)
{
    Prompt *p = NULL;
    el_get(el, EL_CLIENTDATA, &p);
    return (char *)(p && p->text ? p->text : "");
}

void prompt_close(Prompt *p)
{
    if (!p)
        return;
    if (p->el)
        el_end(p->el);
    if (p->history)
        history_end(p->history);
    free(p);
}

Prompt *prompt_open(void)
{
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
        return NULL;
    Prompt *p = calloc(1, sizeof *p);
    if (!p || !(p->history = history_init()) || !(p->el = el_init("kharbaga", stdin, stdout, stderr))) {
        prompt_close(p);
        return NULL;
    }
    HistEvent ev;
    history(p->history, &ev, H_SETSIZE, PROMPT_HISTORY_LINES);
    history(p->history, &ev, H_SETUNIQUE, 1); /* a line typed again is not kept twice in a row */
    char err[256];
    if (savefile_state_path("history", p->file, sizeof p->file, true, err, sizeof err))
        history(p->history, &ev, H_LOAD, p->file); /* none yet: an empty history */
    else
        p->file[0] = '\0'; /* no state directory: this session's history only */
    el_set(p->el, EL_CLIENTDATA, p);
    el_set(p->el, EL_PROMPT, prompt_text);
    el_set(p->el, EL_EDITOR, "emacs");
    el_set(p->el, EL_HIST, history, p->history);
    el_set(p->el, EL_SIGNAL, 1); /* Ctrl-C, a suspended or resized terminal: left as it was */
    el_source(p->el, NULL);      /* the user's ~/.editrc, if any */
    return p;
}

/* A line libedit read (n bytes, without its line break) as input_line_read would take it. */
static InputLine take_line(const char *line, size_t n, char *buf, size_t len)
{
    buf[0] = '\0';
    if (memchr(line, '\0', n))
        return INPUT_NUL;
    if (memchr(line, '\r', n))
        return INPUT_CR;
    if (n + 1 > len)
        return INPUT_TOO_LONG;
    memcpy(buf, line, n);
    buf[n] = '\0';
    return INPUT_LINE;
}

/* Keeps a line typed in the history and its file (a file that cannot be written loses only
 * the recall of this line in later sessions: nothing is said). */
static void remember(Prompt *p, const char *line)
{
    if (!line[strspn(line, " \t")])
        return;
    HistEvent ev;
    history(p->history, &ev, H_ENTER, line);
    if (p->file[0])
        history(p->history, &ev, H_SAVE, p->file);
}

InputLine prompt_read(Prompt *p, const char *text, char *buf, size_t len)
{
    if (!p) {
        printf("%s", text);
        fflush(stdout);
        return input_line_read(stdin, buf, len);
    }
    fflush(stdout);
    p->text = text;
    int count = 0;
    const char *line = el_gets(p->el, &count);
    if (!line || count <= 0)
        return INPUT_END;
    size_t n = (size_t)count;
    if (line[n - 1] == '\n')
        n--;
    InputLine got = take_line(line, n, buf, len);
    if (got == INPUT_LINE)
        remember(p, buf);
    return got;
}
