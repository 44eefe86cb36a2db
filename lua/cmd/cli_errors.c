/*
 * cli_errors.c — how a command fails (cli.h): its "kharbaga: " lines on the calling thread's
 * error stream, and its first failure kept as data for a server thread that answers with it
 * (lua/serve/api.c): the message, the input it is about, whether memory ran out. Which input an
 * error is about is said by its caller or by the input being read, never read from its text.
 */
#include "cli.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Where the calling thread's commands write: standard output and error, unless a server thread
 * has redirected them to answer a request (cli_redirect). */
static _Thread_local FILE *thread_out, *thread_err;
static _Thread_local const char *thread_input; /* the input being read (cli_load's, cli_input's), or NULL */
static _Thread_local CliProblems *sink; /* where the errors are kept as data too, or NULL */
static _Thread_local struct {
    bool failed;       /* an error was reported since cli_redirect */
    char input[32];    /* the input it was about, or "" */
    char message[512]; /* its message, without "kharbaga: " */
    bool no_memory;    /* it said that memory ran out */
    ErrCode code;      /* what it says of its input, when its maker said (cli_fail_with) */
    int move;          /* the number of the move of --play it is about, or 0 */
} first;

FILE *cli_out(void) { return thread_out ? thread_out : stdout; }

FILE *cli_err(void) { return thread_err ? thread_err : stderr; }

void cli_redirect(FILE *out, FILE *err)
{
    thread_out = out;
    thread_err = err;
    thread_input = NULL;
    memset(&first, 0, sizeof first);
}

void cli_input(const char *name) { thread_input = name; }

const char *cli_failed_input(void) { return first.input[0] ? first.input : NULL; }

const char *cli_failed_message(void) { return first.failed ? first.message : NULL; }

bool cli_failed_for_memory(void) { return first.no_memory; }

ErrCode cli_failed_code(void) { return first.code; }

int cli_failed_move(void) { return first.move; }

void cli_fail_with(ErrCode code, int move)
{
    if (first.failed && first.code == ERR_NONE) {
        first.code = code;
        first.move = move;
    }
}

/* Keeps the first failure since cli_redirect: msg, about input (else the input being read). */
static void note_first(const char *input, const char *msg, bool no_memory)
{
    if (first.failed)
        return;
    first.failed = true;
    first.no_memory = no_memory;
    snprintf(first.message, sizeof first.message, "%.*s", (int)sizeof first.message - 1, msg); /* cut to fit */
    if (input || thread_input)
        snprintf(first.input, sizeof first.input, "%s", input ? input : thread_input);
}

void cli_keep_problems(CliProblems *to) { sink = to; }

/* Keeps p in the sink, if any and if there is room. */
static void keep(const ReportProblem *p)
{
    if (!sink)
        return;
    if (sink->n == sink->cap) {
        int cap = sink->cap ? 2 * sink->cap : 8;
        ReportProblem *grown = realloc(sink->p, sizeof *grown * (size_t)cap);
        if (!grown)
            return;
        sink->p = grown, sink->cap = cap;
    }
    sink->p[sink->n++] = *p;
}

/* Prints problem p as an error line about input (NULL: the input being read), and keeps it. */
static void say_problem(const char *input, bool no_memory, const ReportProblem *p)
{
    char line[sizeof p->file + sizeof p->field + sizeof p->via + sizeof p->message + 64];
    report_problem_text(p, line, sizeof line);
    note_first(input, line, no_memory);
    keep(p);
    fprintf(cli_err(), "kharbaga: %s\n", line);
}

/* One error line about input (NULL: the input being read): a message alone. */
static void vreport(const char *input, bool no_memory, const char *fmt, va_list ap)
{
    ReportProblem *p = malloc(sizeof *p);
    if (!p) {
        note_first(NULL, "out of memory", true);
        fprintf(cli_err(), "kharbaga: out of memory\n");
        return;
    }
    report_problem_vfill(p, NULL, 0, NULL, NULL, fmt, ap);
    say_problem(input, no_memory, p);
    free(p);
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(NULL, false, fmt, ap);
    va_end(ap);
    return 1;
}

int cli_error_in(const char *input, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(input, false, fmt, ap);
    va_end(ap);
    return 1;
}

int cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(NULL, false, fmt, ap);
    va_end(ap);
    return 2;
}

int cli_usage_error_in(const char *input, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(input, false, fmt, ap);
    va_end(ap);
    return 2;
}

/* vreport's arguments, for a message with no format of its own. */
static void report(const char *input, bool no_memory, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(input, no_memory, fmt, ap);
    va_end(ap);
}

int cli_out_of_memory(void)
{
    report(NULL, true, "out of memory");
    return 1;
}

int cli_fail(const Err *e)
{
    report(e->input, e->code == ERR_NO_MEMORY, "%s", e->msg);
    return 1;
}

int cli_problem(const char *file, int line, const char *field, const char *via, const char *fmt, ...)
{
    ReportProblem *p = malloc(sizeof *p);
    if (!p)
        return cli_out_of_memory();
    va_list ap;
    va_start(ap, fmt);
    report_problem_vfill(p, file, line, field, via, fmt, ap);
    va_end(ap);
    say_problem(NULL, false, p);
    free(p);
    return 1;
}

int cli_load_problems(const char *err, const ReportProblems *kept)
{
    if (!kept || !kept->n)
        return cli_error_lines(err);
    for (int i = 0; i < kept->n; i++)
        say_problem(NULL, false, &kept->p[i]);
    return 1;
}

int cli_error_lines(const char *text)
{
    for (const char *line = text; *line;) {
        size_t n = strcspn(line, "\n");
        cli_error("%.*s", (int)n, line);
        line += n + (line[n] == '\n');
    }
    return 1;
}
