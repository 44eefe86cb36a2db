/*
 * engine_pipe.c — a program behind pipes, line by line. See engine_pipe.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "engine_pipe.h"
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

struct EnginePipe {
    pid_t pid;
    int in, out, err;      /* its standard input (we write), output and error (we read) */
    char *buf;             /* output read and not yet handed out */
    size_t len, cap, start;
    char *line;            /* the line handed out last */
    char *errtext;
    size_t errlen, errcap;
};

int engine_pipe_scale(void)
{
    const char *scale = getenv("KHARBAGA_RUN_TIMEOUT_SCALE");
    int n = scale ? atoi(scale) : 1;
    return n >= 1 ? n : 1;
}

double engine_pipe_now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

EnginePipe *engine_pipe_open(const char *const argv[])
{
    int in[2], out[2], err[2];
    if (pipe(in) || pipe(out) || pipe(err))
        return NULL;
    signal(SIGPIPE, SIG_IGN); /* a program that ended makes send fail, not the test die */
    pid_t pid = fork();
    if (pid < 0)
        return NULL;
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        dup2(err[1], 2);
        for (int fd = 3; fd < 64; fd++)
            close(fd);
        run_exec(argv);
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    close(err[1]);
    EnginePipe *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->pid = pid;
    p->in = in[1];
    p->out = out[0];
    p->err = err[0];
    fcntl(p->err, F_SETFL, O_NONBLOCK);
    return p;
}

bool engine_pipe_send_bytes(EnginePipe *p, const char *text, size_t len)
{
    char *line = malloc(len + 1);
    if (!line)
        return false;
    memcpy(line, text, len);
    line[len] = '\n';
    size_t done = 0;
    while (done < len + 1) {
        ssize_t n = write(p->in, line + done, len + 1 - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += (size_t)n;
    }
    free(line);
    return done == len + 1;
}

bool engine_pipe_send(EnginePipe *p, const char *text) { return engine_pipe_send_bytes(p, text, strlen(text)); }

/* Reads what standard error holds now, without waiting. */
static void drain_stderr(EnginePipe *p)
{
    char chunk[4096];
    ssize_t n;
    while ((n = read(p->err, chunk, sizeof chunk)) > 0) {
        if (p->errlen + (size_t)n + 1 > p->errcap) {
            size_t cap = (p->errlen + (size_t)n + 1) * 2;
            char *t = realloc(p->errtext, cap);
            if (!t)
                return;
            p->errtext = t;
            p->errcap = cap;
        }
        memcpy(p->errtext + p->errlen, chunk, (size_t)n);
        p->errlen += (size_t)n;
        p->errtext[p->errlen] = '\0';
    }
}

const char *engine_pipe_stderr(EnginePipe *p)
{
    drain_stderr(p);
    return p->errtext ? p->errtext : "";
}

/* The next complete line in the buffer, cut out of it, or NULL. */
static const char *take_line(EnginePipe *p)
{
    char *nl = p->len > p->start ? memchr(p->buf + p->start, '\n', p->len - p->start) : NULL;
    if (!nl)
        return NULL;
    size_t n = (size_t)(nl - (p->buf + p->start));
    free(p->line);
    p->line = malloc(n + 1);
    if (!p->line)
        return NULL;
    memcpy(p->line, p->buf + p->start, n);
    p->line[n] = '\0';
    p->start += n + 1;
    if (p->start == p->len)
        p->start = p->len = 0;
    return p->line;
}

const char *engine_pipe_read(EnginePipe *p, int timeout_ms)
{
    double deadline = engine_pipe_now_us() + timeout_ms * 1000.0;
    for (;;) {
        const char *line = take_line(p);
        if (line)
            return line;
        double left = (deadline - engine_pipe_now_us()) / 1000.0;
        if (left <= 0)
            return NULL;
        struct pollfd fd = {p->out, POLLIN, 0};
        int r = poll(&fd, 1, (int)left + 1);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return NULL;
        if (p->len + 65536 > p->cap) {
            size_t cap = (p->cap ? p->cap : 65536) * 2;
            char *b = realloc(p->buf, cap);
            if (!b)
                return NULL;
            p->buf = b;
            p->cap = cap;
        }
        ssize_t n = read(p->out, p->buf + p->len, p->cap - p->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return NULL; /* the output ended */
        p->len += (size_t)n;
        drain_stderr(p);
    }
}

const char *engine_pipe_read_until(EnginePipe *p, const char *needle, int timeout_ms)
{
    double deadline = engine_pipe_now_us() + timeout_ms * 1000.0;
    for (;;) {
        int left = (int)((deadline - engine_pipe_now_us()) / 1000.0);
        const char *line = engine_pipe_read(p, left > 0 ? left : 0);
        if (!line || strstr(line, needle))
            return line;
    }
}

void engine_pipe_close_input(EnginePipe *p)
{
    if (p->in >= 0)
        close(p->in);
    p->in = -1;
}

int engine_pipe_close(EnginePipe *p, int timeout_ms, char *err, size_t errlen)
{
    engine_pipe_close_input(p);
    int status = 0;
    double deadline = engine_pipe_now_us() + timeout_ms * 1000.0;
    pid_t done = 0;
    while ((done = waitpid(p->pid, &status, WNOHANG)) == 0 && engine_pipe_now_us() < deadline) {
        drain_stderr(p);
        struct timespec nap = {0, 2000000};
        nanosleep(&nap, NULL);
    }
    if (done == 0) {
        kill(p->pid, SIGKILL);
        waitpid(p->pid, &status, 0);
    }
    drain_stderr(p);
    if (err)
        snprintf(err, errlen, "%s", p->errtext ? p->errtext : "");
    int result = done != 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    close(p->out);
    close(p->err);
    free(p->buf);
    free(p->line);
    free(p->errtext);
    free(p);
    return result;
}
