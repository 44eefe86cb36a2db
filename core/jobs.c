/*
 * jobs.c — blocks of a range handed out to threads (jobs.h): an atomic counter gives each thread
 * its next block; a failure is kept under a lock, the first in index order. The threads started
 * speak the caller's language (i18n.h), so that a failure's message reads as on one thread.
 */
#include "jobs.h"

#include "i18n.h"

#include <pthread.h>
#include <stdatomic.h>

typedef struct Shared {
    JobsBlock fn;
    char *workers;
    size_t stride;
    uint64_t n, block;
    atomic_uint_fast64_t next;      /* the start of the next block to take */
    atomic_uint_fast64_t failed_at; /* the start of the first block that failed, or UINT64_MAX */
    int failed_worker;              /* its worker (under lock) */
    pthread_mutex_t lock;
    const Catalog *lang;            /* the caller's language */
} Shared;

typedef struct Thread {
    Shared *sh;
    int k;
} Thread;

/* Keeps block `begin`'s failure on worker k if it comes before every failure kept. */
static void keep_failure(Shared *sh, uint64_t begin, int k)
{
    pthread_mutex_lock(&sh->lock);
    if (begin < atomic_load_explicit(&sh->failed_at, memory_order_relaxed)) {
        atomic_store_explicit(&sh->failed_at, begin, memory_order_relaxed);
        sh->failed_worker = k;
    }
    pthread_mutex_unlock(&sh->lock);
}

/* Takes blocks until none is left or one before the next has failed. */
static void *run_blocks(void *arg)
{
    const Thread *t = arg;
    Shared *sh = t->sh;
    if (t->k)
        i18n_use(sh->lang);
    void *worker = sh->workers + (size_t)t->k * sh->stride;
    for (;;) {
        uint64_t begin = atomic_fetch_add_explicit(&sh->next, sh->block, memory_order_relaxed);
        if (begin >= sh->n || begin > atomic_load_explicit(&sh->failed_at, memory_order_relaxed))
            return NULL;
        uint64_t end = sh->n - begin < sh->block ? sh->n : begin + sh->block;
        if (!sh->fn(worker, begin, end)) {
            keep_failure(sh, begin, t->k);
            return NULL;
        }
    }
}

int jobs_run(int jobs, uint64_t n, uint64_t block, JobsBlock fn, void *workers, size_t stride)
{
    Shared sh = {.fn = fn, .workers = workers, .stride = stride, .n = n, .block = block ? block : 1,
                 .failed_worker = -1, .lang = i18n_current()};
    atomic_init(&sh.next, 0);
    atomic_init(&sh.failed_at, UINT64_MAX);
    pthread_mutex_init(&sh.lock, NULL);
    uint64_t blocks = n / sh.block + (n % sh.block != 0);
    int want = jobs < 1 ? 1 : jobs > JOBS_MAX ? JOBS_MAX : jobs;
    if ((uint64_t)want > blocks)
        want = blocks ? (int)blocks : 1;
    Thread threads[JOBS_MAX];
    pthread_t ids[JOBS_MAX];
    int started = 1;
    threads[0] = (Thread){&sh, 0};
    for (; started < want; started++) {
        threads[started] = (Thread){&sh, started};
        if (pthread_create(&ids[started], NULL, run_blocks, &threads[started]) != 0)
            break; /* the caller's thread and those started do the work */
    }
    run_blocks(&threads[0]);
    for (int k = 1; k < started; k++)
        pthread_join(ids[k], NULL);
    pthread_mutex_destroy(&sh.lock);
    return sh.failed_worker;
}
