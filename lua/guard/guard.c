/*
 * guard.c — the process guard: no new privileges, and a seccomp filter that forbids executing
 * programs and reaching into other processes. See guard.h.
 */
#include "guard.h"

#include <seccomp.h>

#include <errno.h>
#include <stdio.h>
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
    const char *step = "";
    /* Killing the whole process needs a kernel (and libseccomp API level) that has it; where it
     * is missing (or hidden, as under valgrind), killing the calling thread is what remains. */
    int rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS);
    if (rc == -EINVAL)
        rc = seccomp_attr_set(ctx, SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL);
    if (rc == 0)
        rc = guard_load(ctx, allow_ptrace, &step);
    else
        step = "the rule for other architectures";
    seccomp_release(ctx);
    if (rc != 0) {
        snprintf(err, errlen, "cannot install the process guard (seccomp, %s): %s", step, strerror(-rc));
        return false;
    }
    return true;
}
