/*
 * guard.c — the process guard: no new privileges, not dumpable, a seccomp filter that forbids
 * executing programs, reaching into other processes and the kernel's administration, and where
 * the kernel has Landlock, a domain that keeps every other process out of reach; then the serving
 * guard, a list of the calls a listening server needs. See guard.h.
 */
#include "guard.h"

#include <seccomp.h>

#include <errno.h>
#include <fcntl.h>
#include <linux/sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#if defined(__has_include)
#if __has_include(<linux/landlock.h>)
#include <linux/landlock.h>
#endif
#endif
#if defined(LANDLOCK_CREATE_RULESET_VERSION) && defined(__NR_landlock_restrict_self)
#define GUARD_LANDLOCK 1
#endif

/* ---- building a filter ---- */

/* A filter being built: the first rule that failed stops the others and names the message. */
typedef struct Rules {
    scmp_filter_ctx ctx;
    const char *step; /* what was being added or done */
    int rc;           /* 0, or the negative errno of the step that failed */
} Rules;

/* Adds a rule: system call `name` takes `action` when every comparison of cmp[0..n) holds. Does
 * nothing once a rule has failed, nor for a call this architecture lacks (aarch64 has no open and
 * no fork) or this libseccomp does not know (a call newer than it: the serving guard's default
 * still refuses it). */
static void rule(Rules *r, uint32_t action, const char *name, unsigned n, const struct scmp_arg_cmp *cmp)
{
    int nr = seccomp_syscall_resolve_name(name);
    if (r->rc != 0 || nr < 0)
        return;
    r->step = name;
    r->rc = seccomp_rule_add_array(r->ctx, action, nr, n, cmp);
}

/* Every call of the NULL-terminated list takes `action`, whatever its arguments. */
static void rule_all(Rules *r, uint32_t action, const char *const *names)
{
    for (int i = 0; names[i] != NULL; i++)
        rule(r, action, names[i], 0, NULL);
}

/* `name` takes `action` when argument `arg` has any of the bits of the 0-terminated list (a rule
 * per bit). */
static void rule_any_bit(Rules *r, uint32_t action, const char *name, unsigned arg, const uint64_t *bits)
{
    for (int i = 0; bits[i] != 0; i++) {
        struct scmp_arg_cmp cmp = SCMP_CMP(arg, SCMP_CMP_MASKED_EQ, bits[i], bits[i]);
        rule(r, action, name, 1, &cmp);
    }
}

/* `name` takes `action` when argument `arg` is one of the n values (a rule per value). */
static void rule_values(Rules *r, uint32_t action, const char *name, unsigned arg, const uint64_t *values, int n)
{
    for (int i = 0; i < n; i++) {
        struct scmp_arg_cmp cmp = SCMP_CMP(arg, SCMP_CMP_EQ, values[i], 0);
        rule(r, action, name, 1, &cmp);
    }
}

/* ---- the first guard: every command ---- */

/* The calls the first guard refuses with EPERM. No command, nor the C library, Lua,
 * libmicrohttpd or a sanitizer runtime after its start, makes any of them. */
static const char *const guard_denied[] = {
    /* running another program */
    "execve", "execveat", "uselib",
    /* reaching into another process (ptrace: guard_base_rules) */
    "process_vm_readv", "process_vm_writev", "process_madvise", "pidfd_getfd", "kcmp",
    /* io_uring: the operations of its rings (open, socket, ...) never pass through seccomp */
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    /* new namespaces (clone's flags: below); a user namespace gives every capability inside it */
    "unshare", "setns",
    /* the kernel's own surface: modules, mounts, the machine, the clock, keys, tracing; nothing a
     * game needs, and what a process running as root could otherwise change */
    "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load", "bpf", "perf_event_open",
    "userfaultfd", "mount", "umount2", "pivot_root", "chroot", "fsopen", "fsconfig", "fsmount", "fspick",
    "move_mount", "open_tree", "mount_setattr", "swapon", "swapoff", "reboot", "acct", "quotactl", "quotactl_fd",
    "syslog", "iopl", "ioperm", "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "sethostname",
    "setdomainname", "keyctl", "add_key", "request_key", "fanotify_init", "open_by_handle_at",
    "name_to_handle_at", "lookup_dcookie", "vhangup", "migrate_pages", "move_pages", NULL,
};

/* The flags of clone that make a new namespace. */
static const uint64_t clone_namespaces[] = {
    CLONE_NEWNS, CLONE_NEWCGROUP, CLONE_NEWUTS, CLONE_NEWIPC, CLONE_NEWUSER, CLONE_NEWPID, CLONE_NEWNET, 0,
};

static uint64_t clone_namespace_mask(void)
{
    uint64_t mask = 0;
    for (int i = 0; clone_namespaces[i] != 0; i++)
        mask |= clone_namespaces[i];
    return mask;
}

/* ioctl's TIOCSTI types into a terminal, which its shell reads once kharbaga has ended; TIOCLINUX
 * can paste into a console likewise. The kernel reads the request's low 32 bits only, so the
 * rule compares those. */
static void deny_terminal_typing(Rules *r)
{
    static const uint64_t typing[] = {TIOCSTI, TIOCLINUX};
    for (int i = 0; i < 2; i++) {
        struct scmp_arg_cmp cmp = SCMP_CMP(1, SCMP_CMP_MASKED_EQ, 0xffffffffu, typing[i]);
        rule(r, SCMP_ACT_ERRNO(EPERM), "ioctl", 1, &cmp);
    }
}

/* The first guard's rules, which the serving guard repeats so that each call answers as before. */
static void guard_base_rules(Rules *r, bool allow_ptrace)
{
    rule_all(r, SCMP_ACT_ERRNO(EPERM), guard_denied);
    if (!allow_ptrace)
        rule(r, SCMP_ACT_ERRNO(EPERM), "ptrace", 0, NULL);
    rule_any_bit(r, SCMP_ACT_ERRNO(EPERM), "clone", 0, clone_namespaces);
    deny_terminal_typing(r);
}

/* ---- loading ---- */

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

/* A filter with `deflt` for the calls no rule names, that binds every thread of the process
 * (bind_every_thread), and kills on another architecture's calls. */
static Rules rules_start(uint32_t deflt, bool must_sync)
{
    Rules r = {seccomp_init(deflt), "starting the filter", 0};
    if (r.ctx == NULL) {
        r.rc = -ENOMEM;
        return r;
    }
    r.step = "the rule for other architectures";
    r.rc = kill_other_architectures(r.ctx);
    if (r.rc == 0)
        r.step = "binding every thread with TSYNC", r.rc = bind_every_thread(r.ctx, must_sync);
    return r;
}

/* Loads the filter (unless a rule failed) and frees it. False with one line in err, which says
 * which guard (`what`) could not be installed. */
static bool rules_load(Rules *r, const char *what, char *err, size_t errlen)
{
    if (r->rc == 0)
        r->step = "loading the seccomp filter", r->rc = seccomp_load(r->ctx);
    if (r->ctx != NULL)
        seccomp_release(r->ctx);
    if (r->rc == 0)
        return true;
    if (r->rc == -ESRCH) /* TSYNC: a thread has a filter this one does not extend */
        snprintf(err, errlen, "cannot install %s: a thread of the process has a seccomp filter of its own", what);
    else
        snprintf(err, errlen, "cannot install %s (seccomp, %s): %s", what, r->step, strerror(-r->rc));
    return false;
}

/* ---- Landlock: other processes out of reach ---- */

int guard_landlock_abi(void)
{
#ifdef GUARD_LANDLOCK
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
    return abi > 0 ? (int)abi : 0;
#else
    return 0;
#endif
}

/* Enters a Landlock domain that handles the right to execute a file and grants it nowhere. The
 * point is Landlock's rule for processes: one in a domain can reach (ptrace, /proc/PID/mem) only
 * processes in the same domain or one nested in it, whatever its user and capabilities; so no
 * other process of the machine. Only the calling thread enters it, with the threads and children
 * it makes afterwards: guard_install is called before any thread starts. Returns 0 or errno. */
static int enter_landlock(void)
{
#ifdef GUARD_LANDLOCK
    struct landlock_ruleset_attr attr = {.handled_access_fs = LANDLOCK_ACCESS_FS_EXECUTE};
    int fd = (int)syscall(__NR_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (fd < 0)
        return errno;
    int rc = syscall(__NR_landlock_restrict_self, fd, 0) == 0 ? 0 : errno;
    close(fd);
    return rc;
#else
    return 0;
#endif
}

/* ---- the two guards ---- */

/* No new privileges; not dumpable (another process of the user can then neither ptrace this one
 * nor open its /proc/PID/mem); and, where the kernel has Landlock, its domain. False with one
 * line in err. */
static bool guard_process(char *err, size_t errlen)
{
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
        snprintf(err, errlen, "cannot forbid new privileges (prctl PR_SET_NO_NEW_PRIVS): %s", strerror(errno));
        return false;
    }
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) {
        snprintf(err, errlen, "cannot make the process undumpable (prctl PR_SET_DUMPABLE): %s", strerror(errno));
        return false;
    }
    int rc = guard_landlock_abi() > 0 ? enter_landlock() : 0;
    if (rc != 0) {
        snprintf(err, errlen, "cannot enter a Landlock domain (landlock_restrict_self): %s", strerror(rc));
        return false;
    }
    return true;
}

bool guard_install(bool allow_ptrace, char *err, size_t errlen)
{
    if (!guard_process(err, errlen))
        return false;
    /* Everything is allowed but the denied calls; clone3, whose flags sit in memory a filter cannot
     * read, answers ENOSYS, so that the C library makes its threads with clone. */
    Rules r = rules_start(SCMP_ACT_ALLOW, false);
    guard_base_rules(&r, allow_ptrace);
    rule(&r, SCMP_ACT_ERRNO(ENOSYS), "clone3", 0, NULL);
    return rules_load(&r, "the process guard", err, errlen);
}

/* ---- the serving guard: a list of what the server needs ---- */

/* Calls a server never needs, refused with EPERM rather than the default ENOSYS: forbidden on
 * purpose. Writing open and openat: serving_open; clone without CLONE_THREAD and kill of another
 * process: serving_processes. */
static const char *const serving_denied[] = {
    /* new sockets: the server only accepts on the one it listens on */
    "socket", "socketpair", "connect", "bind", "listen",
    /* new processes */
    "fork", "vfork",
    /* a file created, written, removed, linked or changed */
    "creat", "truncate", "ftruncate", "fallocate", "unlink", "unlinkat", "rename", "renameat", "renameat2", "mkdir",
    "mkdirat", "rmdir", "mknod", "mknodat", "link", "linkat", "symlink", "symlinkat", "chmod", "fchmod", "fchmodat",
    "fchmodat2", "chown", "fchown", "lchown", "fchownat", "utime", "utimes", "futimesat", "utimensat", "setxattr",
    "lsetxattr", "fsetxattr", "removexattr", "lremovexattr", "fremovexattr", "memfd_create", NULL,
};

/* Calls the server makes, whatever their arguments: those of the C library, libmicrohttpd (epoll,
 * a thread pool), Lua and the program; the sanitizer runtimes need no others but those of
 * serving_sanitizer. */
static const char *const serving_allowed[] = {
    /* memory */
    "brk", "mmap", "munmap", "mremap", "mprotect", "madvise", "mincore", "msync",
    /* threads and their locks (clone: serving_processes) */
    "futex", "set_robust_list", "rseq", "set_tid_address", "exit", "exit_group", "sched_yield", "sched_getaffinity",
    "sched_getparam", "sched_getscheduler", "getcpu",
    /* who and what the process is */
    "gettid", "getpid", "getppid", "getuid", "geteuid", "getgid", "getegid", "getresuid", "getresgid", "getgroups",
    "arch_prctl", "prctl", "uname", "sysinfo", "getrusage", "times", "getrlimit", "getrandom",
    /* its own signals (kill and tgkill: serving_processes) */
    "rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "rt_sigtimedwait", "rt_sigsuspend", "rt_sigpending",
    "sigaltstack", "restart_syscall",
    /* the clock and timers (the sandbox's tick) */
    "clock_gettime", "clock_getres", "clock_nanosleep", "nanosleep", "gettimeofday", "time", "timer_create",
    "timer_settime", "timer_gettime", "timer_getoverrun", "timer_delete", "setitimer", "getitimer", "alarm",
    /* reading variant and personality files (open and openat: serving_open) */
    "read", "readv", "pread64", "preadv", "preadv2", "lseek", "fstat", "stat", "lstat", "newfstatat", "statx",
    "fstatfs", "statfs", "getdents", "getdents64", "readlink", "readlinkat", "access", "faccessat", "faccessat2",
    "getcwd", "fadvise64",
    /* the descriptors it has: connections, its epoll and event descriptors, pipes, standard output
     * (fcntl and ioctl: serving_requests) */
    "write", "writev", "close", "close_range", "dup", "dup2", "dup3", "accept", "accept4", "recvfrom", "recvmsg",
    "recvmmsg", "sendto", "sendmsg", "sendmmsg", "sendfile", "shutdown", "setsockopt", "getsockopt", "getsockname",
    "getpeername", "epoll_create", "epoll_create1", "epoll_ctl", "epoll_wait", "epoll_pwait", "epoll_pwait2", "poll",
    "ppoll", "select", "pselect6", "eventfd", "eventfd2", "pipe", "pipe2", NULL,
};

/* Sanitizer builds: LeakSanitizer's check at exit clones a tracer process that stops the threads
 * with ptrace and is waited for; the runtimes signal threads of that tracer too. */
static const char *const serving_sanitizer[] = {
    "ptrace", "wait4", "waitid", "kill", "tgkill", "tkill", NULL,
};

/* The flags of open that write: with any, open and openat fail with EPERM (O_TMPFILE and O_APPEND
 * write only with O_WRONLY or O_RDWR). */
static const uint64_t open_writing[] = {O_WRONLY, O_RDWR, O_CREAT, O_TRUNC, 0};

/* open and openat: allowed without a writing flag, EPERM with one. */
static void serving_open(Rules *r)
{
    uint64_t mask = O_WRONLY | O_RDWR | O_CREAT | O_TRUNC;
    struct scmp_arg_cmp reading1 = SCMP_CMP(1, SCMP_CMP_MASKED_EQ, mask, 0);
    struct scmp_arg_cmp reading2 = SCMP_CMP(2, SCMP_CMP_MASKED_EQ, mask, 0);
    rule(r, SCMP_ACT_ALLOW, "open", 1, &reading1);
    rule(r, SCMP_ACT_ALLOW, "openat", 1, &reading2);
    rule_any_bit(r, SCMP_ACT_ERRNO(EPERM), "open", 1, open_writing);
    rule_any_bit(r, SCMP_ACT_ERRNO(EPERM), "openat", 2, open_writing);
}

/* clone: a thread (CLONE_THREAD, no namespace) is allowed, a new process fails with EPERM; in a
 * sanitizer build any clone without a namespace is allowed. kill and tgkill: this process only,
 * EPERM for another (any in a sanitizer build). */
static void serving_processes(Rules *r, bool sanitizer)
{
    uint64_t ns = clone_namespace_mask();
    if (sanitizer) {
        struct scmp_arg_cmp any = SCMP_CMP(0, SCMP_CMP_MASKED_EQ, ns, 0);
        rule(r, SCMP_ACT_ALLOW, "clone", 1, &any);
        rule_all(r, SCMP_ACT_ALLOW, serving_sanitizer);
        return;
    }
    struct scmp_arg_cmp thread = SCMP_CMP(0, SCMP_CMP_MASKED_EQ, CLONE_THREAD | ns, CLONE_THREAD);
    rule(r, SCMP_ACT_ALLOW, "clone", 1, &thread);
    struct scmp_arg_cmp process = SCMP_CMP(0, SCMP_CMP_MASKED_EQ, CLONE_THREAD, 0);
    rule(r, SCMP_ACT_ERRNO(EPERM), "clone", 1, &process);
    uint64_t self = (uint64_t)getpid();
    for (int i = 0; i < 2; i++) {
        const char *name = i ? "tgkill" : "kill";
        struct scmp_arg_cmp mine = SCMP_CMP(0, SCMP_CMP_EQ, self, 0), other = SCMP_CMP(0, SCMP_CMP_NE, self, 0);
        rule(r, SCMP_ACT_ALLOW, name, 1, &mine);
        rule(r, SCMP_ACT_ERRNO(EPERM), name, 1, &other);
    }
}

/* The calls allowed only with some arguments: fcntl's and ioctl's requests on the descriptors
 * the server has (ioctl's others reconfigure terminals, sockets and devices); prlimit64 only to
 * read its own limits. */
static void serving_requests(Rules *r)
{
    static const uint64_t fcntls[] = {F_DUPFD, F_DUPFD_CLOEXEC, F_GETFD, F_SETFD, F_GETFL, F_SETFL};
    static const uint64_t ioctls[] = {TCGETS, TIOCGWINSZ, FIONREAD, FIONBIO, FIOCLEX, FIONCLEX};
    rule_values(r, SCMP_ACT_ALLOW, "fcntl", 1, fcntls, (int)(sizeof fcntls / sizeof fcntls[0]));
    rule_values(r, SCMP_ACT_ALLOW, "ioctl", 1, ioctls, (int)(sizeof ioctls / sizeof ioctls[0]));
    struct scmp_arg_cmp reading[] = {SCMP_CMP(0, SCMP_CMP_EQ, 0, 0), SCMP_CMP(2, SCMP_CMP_EQ, 0, 0)};
    rule(r, SCMP_ACT_ALLOW, "prlimit64", 2, reading);
}

bool guard_serving(bool sanitizer, char *err, size_t errlen)
{
    /* A call no rule names answers ENOSYS, as on a kernel that lacks it: so a new call (io_uring
     * was one, openat2 another, clone3 a third) is refused without being named, and the C
     * library's fallbacks for a missing call still work. */
    Rules r = rules_start(SCMP_ACT_ERRNO(ENOSYS), true);
    guard_base_rules(&r, sanitizer);
    rule_all(&r, SCMP_ACT_ERRNO(EPERM), serving_denied);
    rule_all(&r, SCMP_ACT_ALLOW, serving_allowed);
    serving_open(&r);
    serving_processes(&r, sanitizer);
    serving_requests(&r);
    return rules_load(&r, "the serving guard", err, errlen);
}
