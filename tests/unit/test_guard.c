/*
 * test_guard.c — the process guard (lua/guard/guard.h): after guard_install a process cannot execute
 * a program, reach into another process, open a namespace or call the kernel's administration,
 * nor gain privileges; after guard_serving it makes no socket, process or file either; both hold
 * in every thread, those made before the guard too; and the kharbaga program runs under the
 * guard from its first step.
 *
 * Each check of a filter runs in a child process, since the guard cannot be removed. A check that
 * fails says what it tried on stderr and the child exits with 1.
 */
#define _GNU_SOURCE /* process_vm_readv, unshare, mknodat */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "guard.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/io_uring.h>
#include <linux/openat2.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- checks in a child ---- */

/* 0 when the call returned rc == -1 with errno want; otherwise says on stderr what `what` did
 * instead and returns 1. Read errno before anything else runs. */
static int expect_errno(const char *what, long rc, int want)
{
    int got = errno;
    if (rc == -1 && got == want)
        return 0;
    if (rc == -1)
        fprintf(stderr, "%s: expected %s, got %s\n", what, strerror(want), strerror(got));
    else
        fprintf(stderr, "%s: expected %s, but it succeeded (%ld)\n", what, strerror(want), rc);
    return 1;
}

/* 0 when the call succeeded (rc != -1); otherwise says why on stderr and returns 1. */
static int expect_success(const char *what, long rc)
{
    if (rc != -1)
        return 0;
    fprintf(stderr, "%s: expected to succeed, got %s\n", what, strerror(errno));
    return 1;
}

/* Runs fn in a child process; returns its exit status (0: every check held; 1: one failed, said
 * on stderr; -1: it did not exit, e.g. killed by the filter). */
static int in_child(int (*fn)(void))
{
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0)
        _exit(fn());
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    if (WIFSIGNALED(status))
        fprintf(stderr, "the child was killed by signal %d\n", WTERMSIG(status));
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* guard_install in the child, said on stderr when it fails. 0 or 1. */
static int install(bool allow_ptrace)
{
    char err[256];
    if (guard_install(allow_ptrace, err, sizeof err))
        return 0;
    fprintf(stderr, "%s\n", err);
    return 1;
}

/* guard_install then guard_serving in the child, as a sanitizer build or not. 0 or 1. */
static int install_serving(bool sanitizer)
{
    char err[256];
    if (install(sanitizer))
        return 1;
    if (guard_serving(sanitizer, err, sizeof err))
        return 0;
    fprintf(stderr, "%s\n", err);
    return 1;
}

/* ---- a thread made before the guard ---- */

typedef struct Waiting {
    pthread_t thread;
    int go[2];          /* the thread waits for a byte on go[0] */
    int (*check)(void); /* what it tries then */
    int result;
} Waiting;

static void *waiting_main(void *arg)
{
    Waiting *w = arg;
    char c;
    w->result = read(w->go[0], &c, 1) == 1 ? w->check() : 1;
    return NULL;
}

/* Starts a thread that runs check once waiting_run says so. 0 or 1. */
static int waiting_start(Waiting *w, int (*check)(void))
{
    w->check = check;
    w->result = 1;
    if (pipe(w->go) == 0 && pthread_create(&w->thread, NULL, waiting_main, w) == 0)
        return 0;
    fprintf(stderr, "cannot start a thread: %s\n", strerror(errno));
    return 1;
}

/* Lets the thread run its check and waits for it: the check's result. */
static int waiting_run(Waiting *w)
{
    if (write(w->go[1], "x", 1) != 1 || pthread_join(w->thread, NULL) != 0) {
        fprintf(stderr, "cannot run the thread\n");
        return 1;
    }
    return w->result;
}

/* The number of filters in /proc/self/task/TID/status ("Seccomp_filters:", Linux 5.9 and later;
 * else "Seccomp:", the mode), or -1 when unreadable. */
static long task_filters(pid_t pid, const char *tid)
{
    char path[128], line[256];
    snprintf(path, sizeof path, "/proc/%d/task/%s/status", (int)pid, tid);
    FILE *f = fopen(path, "r");
    long filters = -1, mode = -1;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "Seccomp_filters:", 16))
            filters = strtol(line + 16, NULL, 10);
        else if (!strncmp(line, "Seccomp:", 8))
            mode = strtol(line + 8, NULL, 10);
    if (f)
        fclose(f);
    return filters >= 0 ? filters : mode;
}

/* ---- the first guard ---- */

/* The calls guard_install refuses, each with harmless arguments: before the guard each fails for
 * a reason of its own (a bad address, a bad descriptor, a flag out of range) or does nothing. */
typedef struct Forbidden {
    const char *name;
    long nr;
    long a[6];
} Forbidden;

static const Forbidden forbidden[] = {
    {"io_uring_setup", SYS_io_uring_setup, {0, 0}},
    {"io_uring_enter", SYS_io_uring_enter, {-1, 0, 0, 0, 0, 0}},
    {"io_uring_register", SYS_io_uring_register, {-1, 0, 0, 0}},
    {"unshare", SYS_unshare, {-1}},
    {"setns", SYS_setns, {-1, 0}},
    {"clone with CLONE_NEWUSER", SYS_clone, {CLONE_NEWUSER | CLONE_THREAD, 0, 0, 0, 0}},
    {"process_madvise", SYS_process_madvise, {-1, 0, 0, 0, 0}},
    {"pidfd_getfd", SYS_pidfd_getfd, {-1, 0, 0}},
    {"kcmp", SYS_kcmp, {0, 0, -1, 0, 0}},
    {"bpf", SYS_bpf, {-1, 0, 0}},
    {"perf_event_open", SYS_perf_event_open, {0, 0, -1, -1, 0}},
    {"userfaultfd", SYS_userfaultfd, {-1}},
    {"open_by_handle_at", SYS_open_by_handle_at, {-1, 0, 0}},
    {"name_to_handle_at", SYS_name_to_handle_at, {-1, 0, 0, 0, 0}},
    {"init_module", SYS_init_module, {0, 0, 0}},
    {"finit_module", SYS_finit_module, {-1, 0, 0}},
    {"delete_module", SYS_delete_module, {0, 0}},
    {"kexec_load", SYS_kexec_load, {0, 0, 0, -1}},
    {"kexec_file_load", SYS_kexec_file_load, {-1, -1, 0, 0, -1}},
    {"mount", SYS_mount, {0, 0, 0, 0, 0}},
    {"umount2", SYS_umount2, {0, 0}},
    {"pivot_root", SYS_pivot_root, {0, 0}},
    {"chroot", SYS_chroot, {0}},
    {"fsopen", SYS_fsopen, {0, 0}},
    {"open_tree", SYS_open_tree, {-1, 0, 0}},
    {"move_mount", SYS_move_mount, {-1, 0, -1, 0, 0}},
    {"swapon", SYS_swapon, {0, 0}},
    {"swapoff", SYS_swapoff, {0}},
    {"reboot", SYS_reboot, {0, 0, 0, 0}},
    {"acct", SYS_acct, {1}},
    {"syslog", SYS_syslog, {-1, 0, 0}},
    {"iopl", SYS_iopl, {4}},
    {"ioperm", SYS_ioperm, {0, 0, 0}},
    {"clock_settime", SYS_clock_settime, {-1, 0}},
    {"adjtimex", SYS_adjtimex, {0}},
    {"sethostname", SYS_sethostname, {1, 1}},
    {"keyctl", SYS_keyctl, {-1, 0, 0, 0, 0}},
    {"add_key", SYS_add_key, {0, 0, 0, 0, 0}},
    {"fanotify_init", SYS_fanotify_init, {-1, 0}},
};

/* Every call of the table above fails with EPERM; clone3, whose flags a filter cannot read, with
 * ENOSYS (the C library then makes its threads with clone). */
static int try_forbidden(void)
{
    int failed = 0;
    for (size_t i = 0; i < sizeof forbidden / sizeof forbidden[0]; i++) {
        const long *a = forbidden[i].a;
        long rc = syscall(forbidden[i].nr, a[0], a[1], a[2], a[3], a[4], a[5]);
        if (rc == 0 && forbidden[i].nr == SYS_clone)
            _exit(0); /* a child made by the unguarded clone: gone at once */
        failed |= expect_errno(forbidden[i].name, rc, EPERM);
    }
    failed |= expect_errno("clone3", syscall(SYS_clone3, NULL, 0), ENOSYS);
    return failed;
}

/* TIOCSTI would type into the terminal, which its shell reads once kharbaga has ended: refused,
 * also with bits above the 32 the kernel reads. A pipe, so that nothing is typed anywhere if it
 * were allowed. */
static int try_typing(void)
{
    int p[2], failed = 0;
    if (pipe(p) != 0)
        return 1;
    char c = 'x';
    failed |= expect_errno("ioctl TIOCSTI", ioctl(p[0], TIOCSTI, &c), EPERM);
    failed |= expect_errno("ioctl TIOCSTI above 32 bits", ioctl(p[0], TIOCSTI | (1UL << 32), &c), EPERM);
    failed |= expect_errno("ioctl TIOCLINUX", ioctl(p[0], TIOCLINUX, &c), EPERM);
    return failed;
}

/* A program that does not exist: an unguarded execve fails with ENOENT (and runs nothing). */
#define NO_PROGRAM "/nonexistent/kharbaga-guard-test"

/* Running a program, tracing, reading another process's memory. */
static int try_exec_and_ptrace(bool allow_ptrace)
{
    int failed = 0;
    char *const argv[] = {NO_PROGRAM, NULL};
    char *const envp[] = {NULL};
    failed |= expect_errno("execve", execve(NO_PROGRAM, argv, envp), EPERM);
    if (!allow_ptrace)
        failed |= expect_errno("ptrace", ptrace(PTRACE_ATTACH, 0, NULL, NULL), EPERM); /* unguarded: ESRCH */
    char buf[8] = "", source[8] = "abc";
    struct iovec local = {buf, sizeof buf}, remote = {source, sizeof source};
    failed |= expect_errno("process_vm_readv", process_vm_readv(getppid(), &local, 1, &remote, 1, 0), EPERM);
    return failed;
}

/* A child of the guarded process is guarded too. */
static int try_exec_in_child(void)
{
    char *const argv[] = {NO_PROGRAM, NULL};
    char *const envp[] = {NULL};
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        _exit(execve(NO_PROGRAM, argv, envp) == -1 && errno == EPERM ? 0 : 1);
    int status;
    if (pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return 0;
    fprintf(stderr, "a child of the guarded process ran a program\n");
    return 1;
}

static int child_first_guard(bool allow_ptrace)
{
    if (install(allow_ptrace))
        return 1;
    if (prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1 || prctl(PR_GET_DUMPABLE, 0, 0, 0, 0) != 0) {
        fprintf(stderr, "no_new_privs is not set, or the process is still dumpable\n");
        return 1;
    }
    return try_exec_and_ptrace(allow_ptrace) | try_forbidden() | try_typing() | try_exec_in_child();
}

static int child_first_guard_strict(void) { return child_first_guard(false); }
static int child_first_guard_ptrace(void) { return child_first_guard(true); }

static void test_guard_forbids_exec_and_ptrace(void **state)
{
    (void)state;
    assert_int_equal(in_child(child_first_guard_strict), 0);
    assert_int_equal(in_child(child_first_guard_ptrace), 0);
}

static int try_first_guard_in_thread(void) { return try_exec_and_ptrace(false) | try_forbidden() | try_typing(); }

/* A thread made before guard_install (there is none in kharbaga, whose main installs it first;
 * a library could start one) is bound by it too. */
static int child_thread_before_guard(void)
{
    Waiting w;
    if (waiting_start(&w, try_first_guard_in_thread) || install(false))
        return 1;
    return waiting_run(&w);
}

static void test_guard_binds_earlier_threads(void **state)
{
    (void)state;
    assert_int_equal(in_child(child_thread_before_guard), 0);
}

/* ---- the serving guard ---- */

static char scratch[64]; /* a directory of the test's, with the file "file" in it */

static void scratch_path(char *out, size_t len, const char *name) { snprintf(out, len, "%s/%s", scratch, name); }

/* What a server that was taken over would try first: none of it is allowed. */
static int try_writing_calls(void)
{
    char file[128], made[128], sub[128];
    scratch_path(file, sizeof file, "file");
    scratch_path(made, sizeof made, "made");
    scratch_path(sub, sizeof sub, "sub");
    int failed = 0;
    failed |= expect_errno("open O_CREAT", open(made, O_WRONLY | O_CREAT, 0600), EPERM);
    failed |= expect_errno("openat O_RDWR", openat(AT_FDCWD, file, O_RDWR), EPERM);
    struct open_how how = {.flags = O_WRONLY | O_CREAT, .mode = 0600};
    failed |= expect_errno("openat2 O_CREAT", syscall(SYS_openat2, AT_FDCWD, made, &how, sizeof how), ENOSYS);
    failed |= expect_errno("mknodat", mknodat(AT_FDCWD, made, S_IFIFO | 0600, 0), EPERM);
    failed |= expect_errno("linkat", linkat(AT_FDCWD, file, AT_FDCWD, made, 0), EPERM);
    failed |= expect_errno("symlinkat", symlinkat(file, AT_FDCWD, made), EPERM);
    failed |= expect_errno("fchmodat", fchmodat(AT_FDCWD, file, 0777, 0), EPERM);
    failed |= expect_errno("fchownat", fchownat(AT_FDCWD, file, getuid(), getgid(), 0), EPERM);
    failed |= expect_errno("mkdirat", mkdirat(AT_FDCWD, sub, 0700), EPERM);
    failed |= expect_errno("renameat", renameat(AT_FDCWD, file, AT_FDCWD, made), EPERM);
    failed |= expect_errno("unlinkat", unlinkat(AT_FDCWD, file, 0), EPERM);
    failed |= expect_errno("truncate", truncate(file, 0), EPERM);
    return failed;
}

/* New sockets, processes, io_uring, and a call the server does not use (the filter is a list of
 * what it needs: the rest answers ENOSYS, as on a kernel without it). */
static int try_reaching_out(void)
{
    int failed = 0;
    failed |= expect_errno("socket", socket(AF_INET, SOCK_STREAM, 0), EPERM);
    int sv[2];
    failed |= expect_errno("socketpair", socketpair(AF_UNIX, SOCK_STREAM, 0, sv), EPERM);
    struct io_uring_params params = {0};
    failed |= expect_errno("io_uring_setup", syscall(SYS_io_uring_setup, 8, &params), EPERM);
    failed |= expect_errno("memfd_create", syscall(SYS_memfd_create, "x", 0), EPERM);
    failed |= expect_errno("kill of another process", kill(getppid(), 0), EPERM);
    failed |= expect_errno("inotify_init1", syscall(SYS_inotify_init1, 0), ENOSYS);
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        _exit(0);
    if (pid > 0)
        waitpid(pid, NULL, 0);
    failed |= expect_errno("fork", pid, EPERM);
    return failed;
}

static void *thread_nothing(void *arg) { return arg; }

/* What a request needs still works: reading a file, a thread, a pipe, the clock, its own signals. */
static int try_allowed_calls(void)
{
    char file[128];
    scratch_path(file, sizeof file, "file");
    int failed = 0, fd = open(file, O_RDONLY | O_CLOEXEC);
    failed |= expect_success("open O_RDONLY", fd);
    char buf[8];
    failed |= expect_success("read", fd >= 0 ? read(fd, buf, sizeof buf) : -1);
    close(fd);
    pthread_t t;
    int rc = pthread_create(&t, NULL, thread_nothing, NULL);
    if (rc == 0)
        pthread_join(t, NULL);
    errno = rc;
    failed |= expect_success("pthread_create", rc == 0 ? 0 : -1);
    int p[2];
    failed |= expect_success("pipe", pipe(p));
    failed |= expect_success("write to a pipe", write(p[1], "x", 1));
    struct timespec ts;
    failed |= expect_success("clock_gettime", clock_gettime(CLOCK_MONOTONIC, &ts));
    failed |= expect_success("kill of itself", kill(getpid(), 0));
    return failed;
}

static int try_serving(void) { return try_writing_calls() | try_reaching_out() | try_allowed_calls(); }

/* Every thread of the process has as many filters as the main thread, which has at least the
 * two of the guard. 0 or 1. */
static int same_filters_everywhere(void)
{
    char main_tid[32];
    snprintf(main_tid, sizeof main_tid, "%d", (int)getpid());
    long want = task_filters(getpid(), main_tid), threads = 0;
    DIR *d = opendir("/proc/self/task");
    struct dirent *e;
    int failed = want < 2;
    while (d && (e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        long have = task_filters(getpid(), e->d_name);
        threads++;
        if (have != want) {
            fprintf(stderr, "thread %s has %ld seccomp filters, the main thread %ld\n", e->d_name, have, want);
            failed = 1;
        }
    }
    if (d)
        closedir(d);
    if (threads < 2 || want < 2)
        fprintf(stderr, "%ld threads seen, the main thread with %ld filters\n", threads, want);
    return failed || threads < 2;
}

/* The serving guard on the main thread binds a thread that existed before it (libmicrohttpd's
 * request threads): the thread tries everything, while /proc shows its filters; then the main
 * thread tries everything too. */
static int child_serving_from_thread(void)
{
    Waiting w;
    if (waiting_start(&w, try_serving) || install_serving(false))
        return 1;
    int failed = same_filters_everywhere();
    failed |= waiting_run(&w);
    return failed | try_serving();
}

/* A sanitizer build's serving guard: LeakSanitizer's tracer is a process, made with clone, that
 * ptraces the threads and is waited for; files and sockets stay forbidden. */
static int child_serving_sanitizer(void)
{
    if (install_serving(true))
        return 1;
    int failed = try_writing_calls();
    failed |= expect_errno("socket", socket(AF_INET, SOCK_STREAM, 0), EPERM);
    failed |= expect_errno("ptrace", ptrace(PTRACE_ATTACH, 0, NULL, NULL), ESRCH); /* allowed: no such process */
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0)
        _exit(0);
    failed |= expect_success("fork", pid);
    failed |= expect_success("wait4", pid > 0 ? waitpid(pid, NULL, 0) : -1);
    return failed | try_allowed_calls();
}

static void remove_scratch(void)
{
    const char *names[] = {"made", "sub", "file"};
    char path[128];
    for (size_t i = 0; i < 3; i++) {
        scratch_path(path, sizeof path, names[i]);
        if (unlink(path) != 0)
            rmdir(path);
    }
    rmdir(scratch);
}

static void test_serving_guard_binds_every_thread(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/kharbaga-guard-XXXXXX");
    assert_non_null(mkdtemp(scratch));
    char file[128];
    scratch_path(file, sizeof file, "file");
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fputs("kharbaga\n", f);
    fclose(f);
    int status = in_child(child_serving_from_thread);
    int sanitizer = in_child(child_serving_sanitizer);
    remove_scratch();
    assert_int_equal(status, 0);
    assert_int_equal(sanitizer, 0);
}

/* ---- other processes' memory ---- */

enum { CHILD_SKIP = 77 }; /* a child that cannot make the case: the test is skipped */

/* Run as root, a child becomes the user nobody: root has CAP_SYS_PTRACE, with which it reaches
 * every process however it is guarded. 0, or CHILD_SKIP when it cannot. */
static int become_nobody(void)
{
    if (geteuid() != 0)
        return 0;
    if (setgroups(0, NULL) == 0 && setgid(65534) == 0 && setuid(65534) == 0)
        return 0;
    fprintf(stderr, "cannot become the user nobody: %s\n", strerror(errno));
    return CHILD_SKIP;
}

/* Starts a process that runs setup (0, or its exit status), says so through a pipe and waits to
 * be killed. Its pid; or minus the exit status of a setup that failed. */
static pid_t start_target(int (*setup)(void))
{
    int p[2];
    assert_int_equal(pipe(p), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(p[0]);
        int rc = setup();
        if (rc != 0 || write(p[1], "x", 1) != 1)
            _exit(rc ? rc : 1);
        for (;;)
            pause();
    }
    close(p[1]);
    char c;
    bool ready = read(p[0], &c, 1) == 1;
    close(p[0]);
    if (ready)
        return pid;
    int status;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? -WEXITSTATUS(status) : -1;
}

static void stop_target(pid_t pid)
{
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
}

static pid_t target; /* the process the checks below try to reach */

/* Opening the target's /proc/PID/mem, for writing and for reading, fails with EACCES. */
static int try_target_memory(void)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/mem", (int)target);
    int failed = expect_errno("open /proc/PID/mem O_RDWR", open(path, O_RDWR), EACCES);
    return failed | expect_errno("open /proc/PID/mem O_RDONLY", open(path, O_RDONLY), EACCES);
}

/* A process of the user as they all are before the guard: dumpable. */
static int setup_dumpable(void) { return prctl(PR_SET_DUMPABLE, 1, 0, 0, 0) == 0 ? 0 : 1; }

/* A guarded process, dumpable before the guard as any (as nobody, under root). */
static int setup_guarded(void)
{
    int rc = become_nobody();
    if (rc != 0 || setup_dumpable() != 0 || install(false))
        return rc ? rc : 1;
    return 0;
}

static int try_guarded_memory(void)
{
    int rc = become_nobody();
    return rc ? rc : try_target_memory();
}

/* Another process of the same user, without the guard and without privileges, cannot open a
 * guarded process's memory: the guard made it undumpable. */
static void test_guarded_memory_out_of_reach(void **state)
{
    (void)state;
    target = start_target(setup_guarded);
    if (target == -CHILD_SKIP)
        skip();
    assert_true(target > 0);
    int status = in_child(try_guarded_memory);
    stop_target(target);
    if (status == CHILD_SKIP)
        skip();
    assert_int_equal(status, 0);
}

static int try_other_memory(void) { return install(false) || try_target_memory(); }

/* A guarded process cannot open the memory of another process of the user, dumpable and without
 * the guard, even as root: its Landlock domain keeps every process outside it out of reach. */
static void test_other_memory_out_of_reach(void **state)
{
    (void)state;
    if (guard_landlock_abi() == 0) {
        print_message("(this kernel has no Landlock: a guarded process can still open the /proc/PID/mem of "
                      "the user's other dumpable processes)\n");
        skip();
    }
    target = start_target(setup_dumpable);
    assert_true(target > 0);
    int status = in_child(try_other_memory);
    stop_target(target);
    assert_int_equal(status, 0);
}

/* ---- the program ---- */

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
        cmocka_unit_test(test_guard_binds_earlier_threads),
        cmocka_unit_test(test_serving_guard_binds_every_thread),
        cmocka_unit_test(test_guarded_memory_out_of_reach),
        cmocka_unit_test(test_other_memory_out_of_reach),
        cmocka_unit_test(test_program_runs_guarded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
