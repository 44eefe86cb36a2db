/*
 * sandbox_timer.c — one POSIX timer per thread that runs sandboxes, whose tick installs the count
 * hook in a call that has run long. See sandbox_timer.h.
 *
 * The handler touches only this thread's Ticker (thread-local, in the program's own image, so
 * reaching it allocates nothing) and the running sandbox's tick count and state; lua_sethook may
 * be called from a signal handler (lua.c does so on Ctrl-C), and timer_settime is
 * async-signal-safe. The thread itself and its handler never run at once, only one inside the
 * other, so volatile fields and compiler fences order what each sees.
 */
#define _GNU_SOURCE /* SIGEV_THREAD_ID, gettid */

#include "sandbox_timer.h"

#include "sandbox_int.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef sigev_notify_thread_id
#define sigev_notify_thread_id _sigev_un._tid
#endif

enum { TICKER_NONE, TICKER_READY, TICKER_BROKEN };

typedef struct Ticker {
    int state;                   /* TICKER_*: made yet, or unavailable on this thread */
    timer_t id;
    Sandbox *volatile running;   /* the sandbox whose call this thread is in, or NULL */
    volatile sig_atomic_t idle;  /* ticks seen without a call */
    volatile sig_atomic_t halted; /* the handler stopped the timer for want of calls */
} Ticker;

static _Thread_local Ticker ticker;
static pthread_once_t ticker_once = PTHREAD_ONCE_INIT;
static pthread_key_t ticker_key;
static bool ticker_process_ok; /* the handler and the thread-exit key are installed */

static void ticker_arm(Ticker *t, bool on)
{
    long ns = on ? SANDBOX_TICK_MS * 1000000L : 0;
    struct itimerspec spec = {{0, ns}, {0, ns}};
    timer_settime(t->id, 0, &spec, NULL);
}

/* The tick: counts the running call's ticks and installs its count hook at the
 * SANDBOX_TICKS_UNCOUNTED-th, unless a hook is there already (the budget's own, a stopped run's,
 * or the return hook that locates a failing hook's line). Without a call, stops the timer after
 * SANDBOX_IDLE_TICKS. */
static void ticker_handler(int sig, siginfo_t *info, void *context)
{
    (void)sig, (void)info, (void)context;
    int saved_errno = errno;
    Ticker *t = &ticker;
    Sandbox *sb = t->running;
    if (sb == NULL) {
        if (t->state == TICKER_READY && ++t->idle >= SANDBOX_IDLE_TICKS && !t->halted) {
            ticker_arm(t, false);
            t->halted = 1;
        }
    } else {
        t->idle = 0;
        if (++sb->ticks >= SANDBOX_TICKS_UNCOUNTED && lua_gethook(sb->L) == NULL)
            lua_sethook(sb->L, sb->tick_hook, LUA_MASKCOUNT, sb->tick_count);
    }
    errno = saved_errno;
}

/* A thread that ends takes its timer with it. */
static void ticker_thread_end(void *value)
{
    Ticker *t = value;
    if (t->state == TICKER_READY)
        timer_delete(t->id);
    t->state = TICKER_NONE;
}

/* A child of fork has no timers: its thread makes its own at its next call. */
static void ticker_forked(void)
{
    ticker.state = TICKER_NONE;
    ticker.running = NULL;
}

static void ticker_process_init(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = ticker_handler;
    sa.sa_flags = SA_SIGINFO | SA_RESTART; /* a tick must not make a read or write fail */
    sigemptyset(&sa.sa_mask);
    ticker_process_ok = sigaction(SANDBOX_TICK_SIGNAL, &sa, NULL) == 0 &&
                        pthread_key_create(&ticker_key, ticker_thread_end) == 0 &&
                        pthread_atfork(NULL, NULL, ticker_forked) == 0;
}

/* Makes this thread's timer, aimed at this thread, with its signal unblocked here. */
static void ticker_start(Ticker *t)
{
    pthread_once(&ticker_once, ticker_process_init);
    t->state = TICKER_BROKEN;
#ifdef KHARBAGA_SANDBOX_NO_TICK /* the ThreadSanitizer build: it holds a signal back until the thread
                                 * calls into libc, which a Lua loop never does; count from the start */
    return;
#endif
    if (!ticker_process_ok)
        return;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SANDBOX_TICK_SIGNAL);
    struct sigevent ev;
    memset(&ev, 0, sizeof ev);
    ev.sigev_notify = SIGEV_THREAD_ID;
    ev.sigev_signo = SANDBOX_TICK_SIGNAL;
    ev.sigev_notify_thread_id = gettid();
    if (pthread_sigmask(SIG_UNBLOCK, &set, NULL) != 0 || timer_create(CLOCK_THREAD_CPUTIME_ID, &ev, &t->id) != 0)
        return;
    if (pthread_setspecific(ticker_key, t) != 0) {
        timer_delete(t->id);
        return;
    }
    t->idle = 0;
    t->halted = 0;
    t->state = TICKER_READY;
    ticker_arm(t, true);
}

bool sandbox_timer_enter(Sandbox *sb, lua_Hook hook, int count)
{
    Ticker *t = &ticker;
    if (t->state == TICKER_NONE)
        ticker_start(t);
    if (t->state != TICKER_READY)
        return false;
    sb->ticks = 0;
    sb->tick_hook = hook;
    sb->tick_count = count;
    sb->tick_prev = t->running;
    atomic_signal_fence(memory_order_seq_cst);
    t->running = sb;
    atomic_signal_fence(memory_order_seq_cst);
    if (t->halted) { /* a tick now sees the call and leaves the timer running */
        t->halted = 0;
        t->idle = 0;
        ticker_arm(t, true);
    }
    return true;
}

void sandbox_timer_leave(Sandbox *sb)
{
    atomic_signal_fence(memory_order_seq_cst);
    ticker.running = sb->tick_prev;
    atomic_signal_fence(memory_order_seq_cst);
}
