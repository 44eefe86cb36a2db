/*
 * program.h — the kharbaga program run from a test, and what every such test expects of it: a
 * clean exit, or one clear error line. Failures are cmocka failures: include <cmocka.h> (after
 * <setjmp.h>, <stdarg.h>, <stddef.h>, <stdint.h>) before this header.
 *
 *     #define RUN(...) RUN_WITHIN(120, __VA_ARGS__)
 *     RunResult r = RUN("match", "--games", "x");
 *     expect_user_error(&r, ANY_ERROR, "--games");
 *     run_free(&r);
 */
#ifndef KHARBAGA_TESTS_PROGRAM_H
#define KHARBAGA_TESTS_PROGRAM_H

#include "run.h"

/* The most arguments run_kharbaga passes. */
enum { PROGRAM_MAX_ARGS = 46 };

/* Runs KHARBAGA_BINARY with the NULL-terminated arguments, killed after `seconds`. */
RunResult run_kharbaga(const char *const *args, int seconds);

#define RUN_WITHIN(seconds, ...) run_kharbaga((const char *const[]){__VA_ARGS__, NULL}, seconds)

/* The program exited with status 0 and wrote nothing on stderr. */
void expect_success(const RunResult *r);

/* The program exited with status 0 (its stderr may hold progress lines). */
void expect_exit_ok(const RunResult *r);

/* expect_user_error's status when any non-zero exit status will do. */
enum { ANY_ERROR = -1 };

/* A bad input: exit status `status` (ANY_ERROR: any but 0; never a signal), nothing on stdout,
 * and one line on stderr, starting "kharbaga: ", that contains `names`. */
void expect_user_error(const RunResult *r, int status, const char *names);

/* The lines of text that start with prefix. */
int count_lines_starting(const char *text, const char *prefix);

/* The places needle occurs in text, overlapping ones included. */
int count_occurrences(const char *text, const char *needle);

#endif
