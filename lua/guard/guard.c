/*
 * guard.c — the process guard: no new privileges, and a seccomp filter that forbids executing
 * programs and reaching into other processes. See guard.h.
 */
#include "guard.h"

#include <seccomp.h>

#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>

/* The system calls the filter refuses. */
static const char *const guard_denied[] = {
    "execve", "execveat", "process_vm_readv", "process_vm_writev", NULL,
};

/* Adds a rule: the system call `name` fails with EPERM. Returns 0 or a negative errno. */
static int guard_deny(scmp_filter_ctx ctx, const char *name)
{
    int nr = seccomp_syscall_resolve_name(name);
    if (nr == __NR_SCMP_ERROR)
        return -ENOSYS;
    return seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 0);
}

/* Builds the filter into ctx and loads it. Returns 0 or a negative errno; *step names what
 * failed. */
static int guard_load(scmp_filter_ctx ctx, bool allow_ptrace, const char **step)
{
    int rc = 0;
    for (int i = 0; rc == 0 && guard_denied[i] != NULL; i++) {
        *step = guard_denied[i];
        rc = guard_deny(ctx, guard_denied[i]);
    }
    if (rc == 0 && !allow_ptrace) {
        *step = "ptrace";
        rc = guard_deny(ctx, "ptrace");
    }
    if (rc == 0) {
        *step = "loading the seccomp filter";
        rc = seccomp_load(ctx);
    }
    return rc;
}

/* A call of another architecture kills. Killing the whole process needs a kernel (and
 * libseccomp API level) that has it; where it is missing (or hidden, as under valgrind), killing
 * the calling thread is what remains. */
static int kill_other_architectures(scmp_filter_ctx ctx)
{
    int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
    if (rc == -EINVAL)
        rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL);
    return rc;
}

/* The number of threads of the process, or -1 when /proc does not say. */
static int process_threads(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    int threads = -1;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "Threads:", 8))
            threads = atoi(line + 8);
    if (f)
        fclose(f);
    return threads;
}

/* Makes the filter bind every thread of the process when loaded, those that exist already too
 * (TSYNC, which needs the seccomp system call: valgrind lacks it). Without TSYNC a filter binds
 * the calling thread and the threads it makes afterwards: enough when there is no other thread
 * yet and `must` is false. */
static int bind_every_thread(scmp_filter_ctx ctx, bool must)
{
    int rc = seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1);
    if (rc == -EOPNOTSUPP && !must && process_threads() == 1)
        return 0;
    return rc;
}

bool guard_install(bool allow_ptrace, char *err, size_t errlen)
{
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(err, errlen, "cannot forbid new privileges (prctl PR_SET_NO_NEW_PRIVS): %s", strerror(errno));
        return false;
    }
    /* Everything is allowed but the denied calls; calls of another architecture kill. */
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (ctx == NULL) {
        snprintf(err, errlen, "cannot start a seccomp filter: out of memory");
        return false;
    }
    const char *step = "the rule for other architectures";
    int rc = kill_other_architectures(ctx);
    if (rc == 0)
        step = "binding every thread with TSYNC", rc = bind_every_thread(ctx, false);
    if (rc == 0)
        rc = guard_load(ctx, allow_ptrace, &step);
    seccomp_release(ctx);
    if (rc != 0) {
        snprintf(err, errlen, "cannot install the process guard (seccomp, %s): %s", step, strerror(-rc));
        return false;
    }
    return true;
}

/* ---- the serving guard ---- */

static const char *const serving_denied[] = {
    "socket", "socketpair", "connect", "bind", "listen", "fork", "vfork", "creat", "unlink", "unlinkat",
    "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir", "truncate", NULL,
};

/* Rules: syscall `name` fails with EPERM when its argument `arg` has any of the bits of flags. */
static int deny_flags(scmp_filter_ctx ctx, const char *name, unsigned arg, const int *flags)
{
    int nr = seccomp_syscall_resolve_name(name), rc = 0;
    if (nr == __NR_SCMP_ERROR)
        return -ENOSYS;
    for (int i = 0; rc == 0 && flags[i]; i++)
        rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), nr, 1,
                              SCMP_CMP(arg, SCMP_CMP_MASKED_EQ, (scmp_datum_t)flags[i], (scmp_datum_t)flags[i]));
    return rc;
}

static int serving_rules(scmp_filter_ctx ctx, bool allow_clone, const char **step)
{
    int rc = 0;
    for (int i = 0; rc == 0 && serving_denied[i]; i++) {
        *step = serving_denied[i];
        rc = guard_deny(ctx, serving_denied[i]);
    }
    static const int writing[] = {O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, 0};
    if (rc == 0)
        *step = "open", rc = deny_flags(ctx, "open", 1, writing);
    if (rc == 0)
        *step = "openat", rc = deny_flags(ctx, "openat", 2, writing);
    if (rc == 0 && !allow_clone) {
        *step = "clone";
        rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                              SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0));
        if (rc == 0)
            *step = "clone3", rc = seccomp_rule_add(ctx, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0);
    }
    if (rc == 0)
        *step = "loading the seccomp filter", rc = seccomp_load(ctx);
    return rc;
}

bool guard_serving(bool allow_clone, char *err, size_t errlen)
{
    scmp_filter_ctx ctx = seccomp_init(SCMP_ACT_ALLOW);
    if (ctx == NULL) {
        snprintf(err, errlen, "cannot start a seccomp filter: out of memory");
        return false;
    }
    const char *step = "the rule for other architectures";
    int rc = kill_other_architectures(ctx);
    if (rc == 0) /* libmicrohttpd's threads run already: they are bound too */
        step = "binding every thread with TSYNC", rc = bind_every_thread(ctx, true);
    if (rc == 0)
        rc = serving_rules(ctx, allow_clone, &step);
    seccomp_release(ctx);
    if (rc != 0) {
        snprintf(err, errlen, "cannot install the serving guard (seccomp, %s): %s", step, strerror(-rc));
        return false;
    }
    return true;
}
