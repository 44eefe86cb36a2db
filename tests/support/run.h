/*
 * run.h — running a program from a test: no shell, stdout and stderr captured apart, a timeout.
 *
 *     const char *argv[] = {KHARBAGA_BINARY, "moves", "--json", NULL};
 *     RunResult r = run_program(argv, 10);
 *     ... r.exited && r.status == 0, r.out, r.err ...
 *     run_free(&r);
 */
#ifndef KHARBAGA_TESTS_RUN_H
#define KHARBAGA_TESTS_RUN_H

#include <stdbool.h>
#include <stddef.h>

typedef struct RunResult {
    char *out;        /* everything written to stdout, NUL-terminated (never NULL after a run) */
    size_t out_len;   /* its length; the text may itself hold NUL bytes */
    char *err;        /* everything written to stderr, likewise */
    size_t err_len;
    bool started;     /* the program was executed (false: fork/pipe failed or execv failed) */
    bool exited;      /* it ended by exit(): status holds the exit status */
    int status;
    int signal;       /* it was ended by this signal (0 if it exited) */
    bool timed_out;   /* it ran past the timeout and was killed with SIGKILL */
    long max_rss_kib; /* its largest resident set, in KiB (getrusage's ru_maxrss) */
    double cpu_seconds; /* the processor time it used, user and system, all its threads */
} RunResult;

/* Runs argv[0] (a path, not searched on PATH) with the arguments argv[1..] (NULL-terminated),
 * stdin from /dev/null and the caller's environment; kills it after timeout_seconds (<= 0: 30).
 * Environment: KHARBAGA_RUN_WRAPPER, a command (words separated by blanks) that runs the
 * program, e.g. valgrind with its options; KHARBAGA_RUN_TIMEOUT_SCALE, a whole factor applied to
 * every timeout. */
RunResult run_program(const char *const argv[], int timeout_seconds);

/* As run_program, with `input` as the program's standard input. */
RunResult run_program_input(const char *const argv[], const char *input, int timeout_seconds);

/* As run_program_input, with the len bytes at input (which may hold NUL bytes). */
RunResult run_program_input_bytes(const char *const argv[], const char *input, size_t len, int timeout_seconds);

/* As run_program, with standard output written to the file output_path (e.g. /dev/full) instead
 * of captured; r.out stays empty. */
RunResult run_program_output_to(const char *const argv[], const char *output_path, int timeout_seconds);

/* In a child process: replaces it with argv[0] (a path) and its arguments, under the command of
 * KHARBAGA_RUN_WRAPPER if that is set (run_program's environment, above). Returns only if the
 * program could not be executed, with errno set. */
void run_exec(const char *const argv[]);

/* Frees the captured text; the result may be freed twice. */
void run_free(RunResult *r);

/* The number of lines in text (a last line without '\n' counts; "" has none). */
int run_count_lines(const char *text);

/* One line describing how the program ended ("exit status 1", "killed by signal 11 (...)",
 * "timed out", ...) written into buf, for failure messages. Returns buf. */
const char *run_describe(const RunResult *r, char *buf, size_t len);

#endif
