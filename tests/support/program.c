/*
 * program.c — the kharbaga program run from a test, and the expectations every such test makes
 * (program.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "program.h"

#include <stdio.h>
#include <string.h>

RunResult run_kharbaga(const char *const *args, int seconds)
{
    const char *argv[PROGRAM_MAX_ARGS + 2] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++) {
        if (n > PROGRAM_MAX_ARGS)
            fail_msg("more than %d arguments for the program", PROGRAM_MAX_ARGS);
        argv[n] = args[n - 1];
    }
    argv[n] = NULL;
    return run_program(argv, seconds);
}

void expect_success(const RunResult *r)
{
    char how[96];
    if (!r->exited || r->status != 0 || r->err_len != 0)
        fail_msg("expected success, got %s; stderr:\n%s", run_describe(r, how, sizeof how), r->err);
}

void expect_exit_ok(const RunResult *r)
{
    char how[96];
    if (!r->exited || r->status != 0)
        fail_msg("expected success, got %s; stderr:\n%s", run_describe(r, how, sizeof how), r->err);
}

void expect_user_error(const RunResult *r, int status, const char *names)
{
    char how[96], wanted[32] = "an error exit";
    if (status != ANY_ERROR)
        snprintf(wanted, sizeof wanted, "exit status %d", status);
    if (!r->exited || r->status == 0 || (status != ANY_ERROR && r->status != status))
        fail_msg("expected %s, got %s; stderr:\n%s", wanted, run_describe(r, how, sizeof how), r->err);
    if (r->out_len != 0)
        fail_msg("expected nothing on stdout, got:\n%s", r->out);
    if (run_count_lines(r->err) != 1 || strncmp(r->err, "kharbaga: ", 10) != 0)
        fail_msg("expected one line \"kharbaga: ...\" on stderr, got:\n%s", r->err);
    if (!strstr(r->err, names))
        fail_msg("expected the error to name \"%s\"; it is: %s", names, r->err);
}

int count_lines_starting(const char *text, const char *prefix)
{
    int n = 0;
    size_t len = strlen(prefix);
    for (const char *s = text; s && *s; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : NULL)
        n += strncmp(s, prefix, len) == 0;
    return n;
}

int count_occurrences(const char *text, const char *needle)
{
    int n = 0;
    for (const char *s = strstr(text, needle); s; s = strstr(s + 1, needle))
        n++;
    return n;
}
