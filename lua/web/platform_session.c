/*
 * platform_session.c — the prompt in WebAssembly (the KHARBAGA_WASM build, lua/web/README.md),
 * compiled into lua/session in place of prompt.c, whose line editing needs libedit and a
 * terminal, which the module has neither of: the prompt is always the plain one, as prompt.c's
 * is when standard input is no terminal (prompt.h). The module's verbs never prompt; play and
 * learn, which do, are not among them.
 */
#include "prompt.h"

#include <stdio.h>

Prompt *prompt_open(void) { return NULL; }

InputLine prompt_read(Prompt *p, const char *text, char *buf, size_t len)
{
    (void)p;
    printf("%s", text);
    fflush(stdout);
    return input_line_read(stdin, buf, len);
}

void prompt_close(Prompt *p) { (void)p; }
