/*
 * run.c — fork/execv with both output streams captured through pipes and a deadline.
 *
 * The parent polls the two pipes until both reach end of file or the deadline passes; on the
 * deadline it kills the child with SIGKILL and keeps draining until the pipes close (a grandchild
 * holding them open would be a bug of the program under test, so that case is bounded too). A
 * third, close-on-exec pipe tells the parent whether execv itself failed.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* wait4 */
#include "run.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct Buffer {
    char *data;
    size_t len, cap;
} Buffer;

/* Appends n bytes; on allocation failure the text is kept as it was (the test then fails on
 * missing output rather than crashing). */
static void buffer_add(Buffer *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *p = realloc(b->data, cap);
        if (!p)
            return;
        b->data = p;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

/* A NUL-terminated string owning b's text (an empty one if nothing was read). */
static char *buffer_take(Buffer *b, size_t *len)
{
    if (!b->data) {
        b->data = malloc(1);
        if (b->data)
            b->data[0] = '\0';
    }
    *len = b->len;
    return b->data;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void close_pair(int fd[2])
{
    for (int i = 0; i < 2; i++)
        if (fd[i] >= 0)
            close(fd[i]);
}

static bool make_pipe(int fd[2])
{
    fd[0] = fd[1] = -1;
    if (pipe(fd) != 0)
        return false;
    for (int i = 0; i < 2; i++)
        fcntl(fd[i], F_SETFD, FD_CLOEXEC);
    return true;
}

/* In the child: stdin from input_path (or /dev/null), stdout to output_path or else the pipe,
 * stderr to its pipe, then execv. Never returns. */
void run_exec(const char *const argv[])
{
    /* KHARBAGA_RUN_WRAPPER="valgrind --error-exitcode=97 ...": run the program under it (words
     * separated by blanks; the wrapper is looked for on PATH). */
    const char *wrapper = getenv("KHARBAGA_RUN_WRAPPER");
    if (wrapper && *wrapper) {
        static char words[4096];
        const char *wrapped[64];
        int n = 0;
        snprintf(words, sizeof words, "%s", wrapper);
        for (char *save = NULL, *w = strtok_r(words, " \t", &save); w && n < 32; w = strtok_r(NULL, " \t", &save))
            wrapped[n++] = w;
        for (int i = 0; argv[i] && n < 63; i++)
            wrapped[n++] = argv[i];
        wrapped[n] = NULL;
        execvp(wrapped[0], (char *const *)wrapped);
    } else {
        execv(argv[0], (char *const *)argv);
    }
}

static void child(const char *const argv[], const char *input_path, const char *output_path, int out[2], int err[2],
                  int status[2])
{
    int null = open(input_path ? input_path : "/dev/null", O_RDONLY);
    int to = output_path ? open(output_path, O_WRONLY) : out[1];
    if (null < 0 || to < 0 || dup2(null, STDIN_FILENO) < 0 || dup2(to, STDOUT_FILENO) < 0 ||
        dup2(err[1], STDERR_FILENO) < 0) {
        int e = errno;
        (void)!write(status[1], &e, sizeof e);
        _exit(127);
    }
    run_exec(argv);
    int e = errno;
    (void)!write(status[1], &e, sizeof e);
    _exit(127);
}

/* Reads the child's stdout and stderr into out and err until both close; past the timeout, kills
 * the child (r->timed_out) and waits 5 seconds more for the pipes. Closes both descriptors. */
static void read_until_closed(pid_t pid, int fd_out, int fd_err, int timeout_seconds, Buffer *out, Buffer *err,
                              RunResult *r)
{
    double deadline = now_seconds() + timeout_seconds;
    bool killed = false;
    struct pollfd fds[2] = {{fd_out, POLLIN, 0}, {fd_err, POLLIN, 0}};
    Buffer *bufs[2] = {out, err};
    int open_fds = 2;
    while (open_fds > 0) {
        double left = deadline - now_seconds();
        if (left <= 0) {
            if (killed)
                break; /* the pipes are still held open after a kill: give up on them */
            kill(pid, SIGKILL);
            killed = true;
            r->timed_out = true;
            deadline = now_seconds() + 5;
            continue;
        }
        int n = poll(fds, 2, (int)(left * 1000) + 1);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        for (int i = 0; i < 2; i++) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char chunk[8192];
            ssize_t k = read(fds[i].fd, chunk, sizeof chunk);
            if (k > 0) {
                buffer_add(bufs[i], chunk, (size_t)k);
            } else if (k == 0 || errno != EINTR) {
                close(fds[i].fd);
                fds[i].fd = -1;
                open_fds--;
            }
        }
    }
    for (int i = 0; i < 2; i++)
        if (fds[i].fd >= 0)
            close(fds[i].fd);
}

/* Waits for the child and records how it ended and its peak memory in r. */
static void reap_child(pid_t pid, RunResult *r)
{
    int wstatus = 0;
    pid_t w;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    do
        w = wait4(pid, &wstatus, 0, &usage);
    while (w < 0 && errno == EINTR);
    r->max_rss_kib = usage.ru_maxrss;
    r->cpu_seconds = (double)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                     (double)(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    if (w == pid && WIFEXITED(wstatus)) {
        r->exited = true;
        r->status = WEXITSTATUS(wstatus);
    } else if (w == pid && WIFSIGNALED(wstatus)) {
        r->signal = WTERMSIG(wstatus);
    }
}

/* The result of a run that could not start: msg as its stderr. */
static RunResult run_failed(RunResult r, Buffer *out, Buffer *err, const char *msg)
{
    buffer_add(err, msg, strlen(msg));
    r.out = buffer_take(out, &r.out_len);
    r.err = buffer_take(err, &r.err_len);
    return r;
}

static RunResult run_with_stdin(const char *const argv[], const char *input_path, const char *output_path,
                                int timeout_seconds)
{
    RunResult r;
    memset(&r, 0, sizeof r);
    Buffer out = {0}, err = {0};
    int po[2] = {-1, -1}, pe[2] = {-1, -1}, ps[2] = {-1, -1};
    if (timeout_seconds <= 0)
        timeout_seconds = 30;
    const char *scale = getenv("KHARBAGA_RUN_TIMEOUT_SCALE"); /* a slow wrapper needs longer */
    if (scale && atoi(scale) > 1)
        timeout_seconds *= atoi(scale);
    if (!make_pipe(po) || !make_pipe(pe) || !make_pipe(ps)) {
        close_pair(po), close_pair(pe), close_pair(ps);
        return run_failed(r, &out, &err, "run_program: pipe failed");
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close_pair(po), close_pair(pe), close_pair(ps);
        return run_failed(r, &out, &err, "run_program: fork failed");
    }
    if (pid == 0)
        child(argv, input_path, output_path, po, pe, ps);
    close(po[1]), close(pe[1]), close(ps[1]);

    /* Did execv work? The status pipe closes on exec (empty read) or carries errno. */
    int exec_errno = 0;
    ssize_t got;
    do
        got = read(ps[0], &exec_errno, sizeof exec_errno);
    while (got < 0 && errno == EINTR);
    close(ps[0]);
    r.started = got == 0;

    read_until_closed(pid, po[0], pe[0], timeout_seconds, &out, &err, &r);
    reap_child(pid, &r);
    if (!r.started) {
        char msg[160];
        int n = snprintf(msg, sizeof msg, "run_program: cannot execute %s: %s", argv[0], strerror(exec_errno));
        buffer_add(&err, msg, n > 0 ? (size_t)n : 0);
    }
    r.out = buffer_take(&out, &r.out_len);
    r.err = buffer_take(&err, &r.err_len);
    return r;
}

void run_free(RunResult *r)
{
    free(r->out);
    free(r->err);
    r->out = r->err = NULL;
    r->out_len = r->err_len = 0;
}

int run_count_lines(const char *text)
{
    int n = 0;
    for (const char *s = text; s && *s; s++)
        if (*s == '\n' || s[1] == '\0')
            n++;
    return n;
}

const char *run_describe(const RunResult *r, char *buf, size_t len)
{
    if (!r->started)
        snprintf(buf, len, "not started");
    else if (r->timed_out)
        snprintf(buf, len, "timed out (killed)");
    else if (r->exited)
        snprintf(buf, len, "exit status %d", r->status);
    else if (r->signal)
        snprintf(buf, len, "killed by signal %d (%s)", r->signal, strsignal(r->signal));
    else
        snprintf(buf, len, "ended in an unknown way");
    return buf;
}

RunResult run_program(const char *const argv[], int timeout_seconds)
{
    return run_with_stdin(argv, NULL, NULL, timeout_seconds);
}

RunResult run_program_output_to(const char *const argv[], const char *output_path, int timeout_seconds)
{
    return run_with_stdin(argv, NULL, output_path, timeout_seconds);
}

RunResult run_program_input(const char *const argv[], const char *input, int timeout_seconds)
{
    return run_program_input_bytes(argv, input, strlen(input), timeout_seconds);
}

RunResult run_program_input_bytes(const char *const argv[], const char *input, size_t len, int timeout_seconds)
{
    char path[] = "/tmp/kharbaga-run-input-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0 || write(fd, input, len) != (ssize_t)len) {
        if (fd >= 0)
            close(fd), unlink(path);
        RunResult r;
        memset(&r, 0, sizeof r);
        r.err = strdup("run_program_input: cannot write the input file");
        r.out = strdup("");
        return r;
    }
    close(fd);
    RunResult r = run_with_stdin(argv, path, NULL, timeout_seconds);
    unlink(path);
    return r;
}
