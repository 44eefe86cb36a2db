/*
 * engine_pipe.h — `kharbaga engine` driven through pipes from a test: requests written to its
 * standard input one line at a time, its answers read line by line with a deadline, and the
 * time between them measured on the monotonic clock.
 *
 *     EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "engine", NULL});
 *     engine_pipe_send(p, "{\"cmd\":\"moves\"}");
 *     const char *answer = engine_pipe_read(p, 5000);   (NULL: no line within 5 s)
 *     int status = engine_pipe_close(p, 5000, err, sizeof err);  (the exit status; -1: killed or a
 *                                                                 signal; err: its standard error)
 */
#ifndef KHARBAGA_TESTS_ENGINE_PIPE_H
#define KHARBAGA_TESTS_ENGINE_PIPE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct EnginePipe EnginePipe;

/* Starts argv[0] (a path) with argv[1..] (NULL-terminated) and pipes on its standard streams;
 * NULL if it cannot be started. KHARBAGA_RUN_WRAPPER runs it under a wrapper, as run.h does. */
EnginePipe *engine_pipe_open(const char *const argv[]);

/* Writes text and a '\n' (len bytes of text, which may hold NUL bytes, for send_bytes). False if
 * the program no longer reads. */
bool engine_pipe_send(EnginePipe *p, const char *text);
bool engine_pipe_send_bytes(EnginePipe *p, const char *text, size_t len);

/* The next line of standard output without its '\n' (valid until the next read), or NULL when
 * none came within timeout_ms or the output ended. */
const char *engine_pipe_read(EnginePipe *p, int timeout_ms);

/* Reads lines until one contains needle (NULL: none within timeout_ms); the lines passed over
 * are dropped. */
const char *engine_pipe_read_until(EnginePipe *p, const char *needle, int timeout_ms);

/* Closes its standard input (end of input). */
void engine_pipe_close_input(EnginePipe *p);

/* Closes its standard input, waits up to timeout_ms for the program to end (killing it after
 * that) and frees p. OUT: err (may be NULL), what it wrote on standard error. Returns the exit
 * status, or -1 if it was killed or ended by a signal. */
int engine_pipe_close(EnginePipe *p, int timeout_ms, char *err, size_t errlen);

/* What it wrote on standard error so far. */
const char *engine_pipe_stderr(EnginePipe *p);

/* KHARBAGA_RUN_TIMEOUT_SCALE (run.h), at least 1: the factor for every wait. */
int engine_pipe_scale(void);

/* The monotonic clock in microseconds. */
double engine_pipe_now_us(void);

#endif
