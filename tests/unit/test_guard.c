/*
 * test_guard.c — the process guard (lua/guard/guard.h): after guard_install a process cannot execute
 * a program, trace or read another process, nor gain privileges; and the kharbaga program runs
 * under it from its first step.
 *
 * Each check of the filter runs in a child process, since the guard cannot be removed.
 */
#define _GNU_SOURCE /* process_vm_readv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "guard.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

/* Child exit codes: which check failed. */
enum { CHILD_OK = 0, CHILD_INSTALL = 10, CHILD_NO_NEW_PRIVS, CHILD_EXECVE, CHILD_PTRACE, CHILD_VM_READ, CHILD_FORK };

/* Runs in the child: installs the guard and tries what it forbids. */
static int child_checks(bool allow_ptrace)
{
    char err[256];
    if (!guard_install(allow_ptrace, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return CHILD_INSTALL;
    }
    if (prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1)
        return CHILD_NO_NEW_PRIVS;
    char *const argv[] = {"/bin/true", NULL};
    char *const envp[] = {NULL};
    if (execve("/bin/true", argv, envp) != -1 || errno != EPERM)
        return CHILD_EXECVE;
    if (!allow_ptrace && (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != -1 || errno != EPERM))
        return CHILD_PTRACE;
    char buf[8] = "", source[8] = "abc";
    struct iovec local = {buf, sizeof buf}, remote = {source, sizeof source};
    if (process_vm_readv(getppid(), &local, 1, &remote, 1, 0) != -1 || errno != EPERM)
        return CHILD_VM_READ;
    /* A child of the guarded process is guarded too. */
    pid_t pid = fork();
    if (pid == 0)
        _exit(execve("/bin/true", argv, envp) == -1 && errno == EPERM ? 0 : 1);
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return CHILD_FORK;
    return CHILD_OK;
}

static int run_child(bool allow_ptrace)
{
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(child_checks(allow_ptrace));
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

static void test_guard_forbids_exec_and_ptrace(void **state)
{
    (void)state;
    assert_int_equal(run_child(false), CHILD_OK);
    assert_int_equal(run_child(true), CHILD_OK);
}

/* The value of field `name` ("Seccomp:") in /proc/PID/status, or -1. */
static long proc_status_field(pid_t pid, const char *name)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long value = -1;
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, name, strlen(name)) == 0)
            value = strtol(line + strlen(name), NULL, 10);
    if (f)
        fclose(f);
    return value;
}

/* The program itself: `play` waiting for a move runs with no new privileges and in seccomp's
 * filter mode (2). */
static void test_program_runs_guarded(void **state)
{
    (void)state;
    int in[2];
    assert_int_equal(pipe(in), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(in[0], 0);
        close(in[1]);
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execl(KHARBAGA_BINARY, KHARBAGA_BINARY, "play", "--as", "both", "--save", "/dev/null", (char *)NULL);
        _exit(127);
    }
    close(in[0]);
    long seccomp = -1, no_new_privs = -1;
    for (int tries = 0; tries < 200 && seccomp != 2; tries++) { /* up to 10 s for it to start */
        usleep(50000);
        seccomp = proc_status_field(pid, "Seccomp:");
        no_new_privs = proc_status_field(pid, "NoNewPrivs:");
    }
    close(in[1]); /* end of input: play stops */
    int status;
    waitpid(pid, &status, 0);
    assert_int_equal(seccomp, 2);
    assert_int_equal(no_new_privs, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_guard_forbids_exec_and_ptrace),
        cmocka_unit_test(test_program_runs_guarded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
