/*
 * jobs.h — one piece of work over a range of indices, shared among threads: the range is cut
 * into blocks, which the threads take in increasing order as each finishes its last.
 *
 * The work decides what the threads share (the endgame tables' build: one slice's cells,
 * changed with atomic operations); this file only hands out the blocks and joins the threads.
 */
#ifndef KHARBAGA_JOBS_H
#define KHARBAGA_JOBS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { JOBS_MAX = 256 }; /* threads one run may ask for */

/* One block of the work: indices begin to end - 1, on the worker whose state is `worker`.
 * False when it failed (the worker keeps what went wrong); it stops at its first failure. */
typedef bool (*JobsBlock)(void *worker, uint64_t begin, uint64_t end);

/* Runs fn over [0, n) in blocks of `block` indices on up to `jobs` threads, the caller's among
 * them; worker k's state is at (char *)workers + k * stride (jobs of them). Fewer threads run
 * when there are fewer blocks, or when the system starts no more (at least the caller's runs).
 * After a block fails, no block after it starts, and every block before it runs, so that the
 * failure reported is the one of lowest index whatever the threads. Returns -1 when every block
 * succeeded, else the worker whose failed block came first. */
int jobs_run(int jobs, uint64_t n, uint64_t block, JobsBlock fn, void *workers, size_t stride);

#endif
