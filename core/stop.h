/*
 * stop.h — a stop flag: set by one thread (a person pressing Stop, a watchdog whose time ran out,
 * a server closing), looked at by another's work (a search, a perft count), which then gives up.
 * An atomic flag, read and written with relaxed order: the flag itself is all that passes between
 * the threads, and the work's own results are handed over under the caller's lock.
 */
#ifndef KHARBAGA_STOP_H
#define KHARBAGA_STOP_H

#include <stdatomic.h>
#include <stdbool.h>

typedef atomic_bool StopFlag;

/* Whether the flag is set; NULL is a flag never set. */
static inline bool stop_is_set(const StopFlag *flag)
{
    return flag && atomic_load_explicit((StopFlag *)flag, memory_order_relaxed);
}

static inline void stop_set(StopFlag *flag) { atomic_store_explicit(flag, true, memory_order_relaxed); }

static inline void stop_clear(StopFlag *flag) { atomic_store_explicit(flag, false, memory_order_relaxed); }

#endif
