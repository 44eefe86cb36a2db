/*
 * guard.h — the process guard: once kharbaga has started, it can never execute another program
 * nor gain privileges, whatever a script or a bug in the program does.
 *
 * The sandbox keeps scripts away from the os and io libraries; the guard is the wall behind it,
 * for the case where a flaw in the sandbox, in Lua or in the program lets a script run machine
 * code. It sets PR_SET_NO_NEW_PRIVS (no set-user-ID program, no file capability, can raise the
 * process's privileges) and installs a seccomp filter under which these system calls fail with
 * EPERM:
 *
 *   execve, execveat          run another program (a shell, above all)
 *   ptrace                    control or read another process (left allowed in sanitizer
 *                             builds, whose leak checker stops the threads with it)
 *   process_vm_readv/writev   read or write another process's memory
 *
 * System calls of another architecture's numbering (32-bit calls from a 64-bit process) kill
 * the process (the calling thread where killing the process is not available, as under valgrind). Both the flag and the filter are kept by every child process and cannot be
 * removed. docs/design/guard.md says why this is safe for every command.
 */
#ifndef KHARBAGA_GUARD_H
#define KHARBAGA_GUARD_H

#include <stdbool.h>
#include <stddef.h>

/* Installs the guard for the rest of the process's life; allow_ptrace keeps ptrace allowed.
 * OUT: false with one line in err when it cannot be installed (the program must then stop). */
bool guard_install(bool allow_ptrace, char *err, size_t errlen);

/* The stricter guard of a server that has started listening (kharbaga serve), added on top of
 * the first for the rest of the process's life. From then on these calls fail with EPERM:
 *
 *   socket, socketpair, connect, bind, listen   no new sockets: the server only accepts
 *   fork, vfork, clone without CLONE_THREAD     no new processes: threads only (clone3 fails
 *                                               with ENOSYS, so that threads use clone)
 *   open, openat, creat with a flag to write    no file written or created: a request reads
 *   (O_WRONLY, O_RDWR, O_CREAT, O_TRUNC)        variant and personality scripts, nothing else
 *   unlink(at), rename(at/2), mkdir(at), rmdir, truncate
 *
 * In sanitizer builds (allow_ptrace in guard_install) the leak checker needs clone for its
 * tracer: give allow_clone. OUT: false with one line in err when it cannot be installed. */
bool guard_serving(bool allow_clone, char *err, size_t errlen);

#endif
