/*
 * test_serve_guard.c — the serving guard (lua/guard/guard.h, guard_serving) in a running
 * `kharbaga serve`: every thread of the server, libmicrohttpd's request threads made before the
 * guard and a search's thread made after it, runs under the same filters as the main thread,
 * with no new privileges.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api_client.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* What /proc/PID/task/TID/status says of a thread's guard. */
typedef struct TaskGuard {
    long seccomp;      /* Seccomp: the mode, 2 for filters */
    long filters;      /* Seccomp_filters: their number (Linux 5.9 and later; else -1) */
    long no_new_privs; /* NoNewPrivs: */
} TaskGuard;

static TaskGuard task_guard(pid_t pid, const char *tid)
{
    TaskGuard g = {-1, -1, -1};
    char path[128], line[256];
    snprintf(path, sizeof path, "/proc/%d/task/%s/status", (int)pid, tid);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "Seccomp:", 8))
            g.seccomp = strtol(line + 8, NULL, 10);
        else if (!strncmp(line, "Seccomp_filters:", 16))
            g.filters = strtol(line + 16, NULL, 10);
        else if (!strncmp(line, "NoNewPrivs:", 11))
            g.no_new_privs = strtol(line + 11, NULL, 10);
    if (f)
        fclose(f);
    return g;
}

/* Checks every thread of the server against its main thread; returns how many it saw. A thread
 * that ended while it was read (a request's helper) is skipped. */
static int check_every_thread(pid_t pid)
{
    char main_tid[32], dir[64];
    snprintf(main_tid, sizeof main_tid, "%d", (int)pid);
    snprintf(dir, sizeof dir, "/proc/%d/task", (int)pid);
    TaskGuard want = task_guard(pid, main_tid);
    assert_int_equal(want.seccomp, 2);
    assert_int_equal(want.no_new_privs, 1);
    if (want.filters < 0)
        print_message("(this kernel does not show Seccomp_filters: only the mode is compared)\n");
    else
        assert_true(want.filters >= 2); /* the first guard and the serving guard */
    DIR *d = opendir(dir);
    assert_non_null(d);
    int seen = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        TaskGuard g = task_guard(pid, e->d_name);
        if (g.seccomp < 0)
            continue;
        if (g.filters != want.filters || g.seccomp != 2 || g.no_new_privs != 1)
            fail_msg("thread %s: Seccomp %ld, Seccomp_filters %ld, NoNewPrivs %ld; the main thread: %ld, %ld, %ld",
                     e->d_name, g.seccomp, g.filters, g.no_new_privs, want.seccomp, want.filters, want.no_new_privs);
        seen++;
    }
    closedir(d);
    return seen;
}

/* The status of one request's answer (0: no answer), its body said when it is an error. */
static int request_status(int port, const char *method, const char *target)
{
    HttpAnswer a;
    int status = http_request(port, method, target, NULL, &a) ? a.status : 0;
    if (status >= 400)
        print_message("%s %s: %s", method, target, a.body);
    http_free(&a);
    return status;
}

/* The server's threads once it has answered requests and while a search runs. */
static void test_every_thread_guarded(void **state)
{
    (void)state;
    ServerProcess server;
    char err[256];
    if (!server_start(&server, NULL, err, sizeof err))
        fail_msg("%s", err);
    for (int i = 0; i < 8; i++) /* spread over the request threads */
        assert_int_equal(request_status(server.port, "GET", "/api/moves?variant=kharbaga"), 200);
    assert_int_equal(request_status(server.port, "POST", "/api/search?variant=kharbaga&ai=master&time=3000"), 202);
    int threads = check_every_thread(server.pid);
    assert_true(threads >= 6); /* the main thread, 4 request threads, the search's */
    assert_int_equal(server_stop(&server), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_thread_guarded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
