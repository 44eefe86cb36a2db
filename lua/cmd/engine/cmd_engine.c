/*
 * cmd_engine.c — `kharbaga engine`: the line protocol for other programs (docs/protocol.md).
 * Reads requests from standard input one line at a time and answers on standard output until
 * `quit` or the end of the input; either stops a running search first, and the exit status is 0.
 * An answer that cannot be written (the client closed its end) ends the session with one line on
 * standard error and status 1; the bestmove of a search stopped by the end of the input is written
 * if someone still reads it, and its failure is no error.
 */
#include "commands.h"
#include "engine.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

/* Reads one line (without its '\n') into buf, of at most max bytes; a longer line is read to its
 * end and dropped (*too_long). Returns the length, or -1 at the end of the input with nothing
 * read. */
static long read_line(FILE *in, char *buf, size_t max, bool *too_long)
{
    size_t n = 0;
    int c = EOF;
    *too_long = false;
    while ((c = getc(in)) != EOF && c != '\n') {
        if (n < max)
            buf[n++] = (char)c;
        else
            *too_long = true;
    }
    if (c == EOF && n == 0 && !*too_long)
        return -1;
    buf[n] = '\0';
    return (long)n;
}

int cmd_engine(Cli *cli)
{
    if (!cli_load(cli))
        return 1;
    Engine *e = malloc(sizeof *e);
    char *buf = malloc(ENGINE_LINE_MAX + 1);
    if (!e || !buf || !engine_open(e, cli)) {
        if (e && buf)
            engine_close(e);
        free(e);
        free(buf);
        return e && buf ? 1 : cli_out_of_memory();
    }
    /* a client that closed its end makes a write fail (EPIPE) instead of killing the process */
    signal(SIGPIPE, SIG_IGN);
    bool too_long;
    long n;
    while (!e->quit && !e->out.error && (n = read_line(stdin, buf, ENGINE_LINE_MAX, &too_long)) >= 0)
        engine_handle(e, buf, (size_t)n, too_long);
    int error = e->out.error; /* answers that could not be written: the client is gone */
    engine_stop_search(e);
    if (!error && e->out.error) /* only the last bestmove, after the end of the input: no one reads */
        clearerr(stdout);
    engine_close(e);
    free(e);
    free(buf);
    return error ? cli_error("standard output: %s", strerror(error)) : 0;
}
