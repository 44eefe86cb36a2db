/*
 * platform_host.c — the sandbox's tick and the watchdog in WebAssembly (the KHARBAGA_WASM build,
 * lua/web/README.md), compiled into lua/host in place of sandbox_timer.c and watchdog.c, whose
 * POSIX timers, signals and threads a module without threads does not have. What changes:
 *
 * - The tick: there is no timer to install the count hook in a call that has run long, so
 *   sandbox_timer_enter declines and every sandboxed call is counted from its start
 *   (sandbox_budget.c): the budget and the deadline are the same, the deadline read from the
 *   clock by the count hook every SANDBOX_CLOCK_STEP instructions; a script runs up to a fifth
 *   slower.
 * - The watchdog: there is no thread to set a stop flag while the work runs, so a request's
 *   wall-clock budget is not enforced inside the module; its caller bounds it from outside (the
 *   page runs the module in a Web Worker, which it ends to stop a request). A search's own time
 *   limit is read from the clock by the search and holds as everywhere, and so is a study's
 *   (match_time_up, lua/cmd/match).
 *
 * The other platform differences are not code: the clock is clock_gettime as everywhere; the
 * variant and personality scripts are files in the module's memory file system, at the path the
 * search path looks at (lua/web/CMakeLists.txt); the process guard (lua/guard) has no process
 * to guard and is not built; the prompt has no terminal (platform_session.c); no QR code is
 * drawn (lua/render/qr.c is left out).
 */
#include "sandbox_timer.h"
#include "watchdog.h"

bool sandbox_timer_enter(Sandbox *sb, lua_Hook hook, int count)
{
    (void)sb, (void)hook, (void)count;
    return false; /* no timer: the caller counts from the start */
}

void sandbox_timer_leave(Sandbox *sb) { (void)sb; }

bool watchdog_start(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop)
{
    w->ms = ms;
    w->cancel = cancel;
    w->stop = stop;
    w->running = false;
    w->done = false;
    if (stop_is_set(cancel))
        stop_set(stop);
    return true; /* nothing watches: see above */
}

bool watchdog_start_cpu(Watchdog *w, int ms, const StopFlag *cancel, StopFlag *stop)
{
    return watchdog_start(w, ms, cancel, stop);
}

void watchdog_end(Watchdog *w) { w->running = false; }
