/*
 * guard.h — the process guard: once kharbaga has started, it can never execute another program,
 * reach into another process nor gain privileges, whatever a script or a bug in the program does.
 *
 * The sandbox keeps scripts away from the os and io libraries; the guard is the wall behind it,
 * for the case where a flaw in the sandbox, in Lua or in the program lets a script run machine
 * code. guard_install, before anything else runs:
 *
 *   - sets PR_SET_NO_NEW_PRIVS (no set-user-ID program, no file capability, can raise the
 *     process's privileges);
 *   - sets PR_SET_DUMPABLE to 0: another process of the user can neither ptrace this one nor
 *     open its /proc/PID/mem (root can: it has CAP_SYS_PTRACE);
 *   - where the kernel has Landlock (guard_landlock_abi), enters a domain that may execute no
 *     file and, being a domain, cannot ptrace nor open /proc/PID/mem of any process outside it,
 *     whatever the user (root too);
 *   - installs a seccomp filter, in every thread (TSYNC), under which these calls fail with EPERM:
 *
 *   execve, execveat, uselib        run another program (a shell, above all)
 *   ptrace                          control or read another process (left allowed in sanitizer
 *                                   builds, whose leak checker stops the threads with it)
 *   process_vm_readv/writev, process_madvise, pidfd_getfd, kcmp
 *                                   reach another process's memory, descriptors or state
 *   io_uring_setup/enter/register   io_uring's operations (open, socket) bypass seccomp
 *   unshare, setns, clone with a CLONE_NEW* flag
 *                                   a new namespace (a user namespace holds every capability)
 *   ioctl TIOCSTI, TIOCLINUX        type into the terminal, for its shell to run afterwards
 *   the kernel's administration     modules, kexec, bpf, perf_event_open, userfaultfd, mounts,
 *                                   chroot, swap, reboot, the clock, host names, keys,
 *                                   open_by_handle_at, ... (guard_denied in guard.c)
 *
 * clone3 fails with ENOSYS (its flags are out of a filter's sight), so that the C library makes
 * threads with clone. System calls of another architecture's numbering (32-bit calls from a
 * 64-bit process) kill the process (the calling thread where killing the process is not
 * available, as under valgrind). All of it is kept by every child process and cannot be removed.
 * docs/design/guard.md says why this is safe for every command.
 */
#ifndef KHARBAGA_GUARD_H
#define KHARBAGA_GUARD_H

#include <stdbool.h>
#include <stddef.h>

/* Installs the guard for the rest of the process's life; allow_ptrace keeps ptrace allowed. Call
 * it before any thread starts (its Landlock domain binds the calling thread and what it makes
 * afterwards; the seccomp filter binds every thread). OUT: false with one line in err when it
 * cannot be installed (the program must then stop). */
bool guard_install(bool allow_ptrace, char *err, size_t errlen);

/* The Landlock ABI version of the running kernel: 0 when it has none (older than 5.13, Landlock
 * not enabled at boot, or its calls refused by a container's own filter). */
int guard_landlock_abi(void);

/* The stricter guard of a server that has started listening (kharbaga serve), added on top of
 * the first for the rest of the process's life, in every thread (TSYNC: libmicrohttpd's threads
 * exist already, as the server must bind and listen before). It is a list of the calls the
 * server needs (guard.c: memory, threads, its own signals, the clock, reading files, the
 * descriptors it has); every other call fails with ENOSYS, as on a kernel that lacks it, and
 * these with EPERM:
 *
 *   socket, socketpair, connect, bind, listen   no new socket: the server only accepts
 *   fork, vfork, clone without CLONE_THREAD     no new process: threads only
 *   open, openat with a flag that writes        no file written or created: a request reads
 *   (O_WRONLY, O_RDWR, O_CREAT, O_TRUNC)        variant and personality scripts, nothing else
 *   creat, (f)truncate, fallocate, unlink(at), rename(at/2), mkdir(at), rmdir, mknod(at),
 *   link(at), symlink(at), chmod, fchmod(at), chown, fchown(at), lchown, utime(s/nsat),
 *   futimesat, the xattr calls, memfd_create
 *   kill, tgkill of another process
 *
 * openat2 (its flags are out of a filter's sight) and io_uring are among the calls the list
 * leaves out. ioctl and fcntl are allowed for the few requests the server makes; prlimit64 only
 * to read. In sanitizer builds (allow_ptrace in guard_install) give sanitizer: the leak checker's
 * tracer needs clone, ptrace, wait4 and signals. OUT: false with one line in err when it cannot
 * be installed. */
bool guard_serving(bool sanitizer, char *err, size_t errlen);

#endif
