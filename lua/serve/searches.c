/*
 * searches.c — searches on threads of their own, each in a slot the request threads read under
 * one lock. A housekeeping thread stops abandoned searches and forgets unread results.
 */
#define _GNU_SOURCE /* gettid */
#include "searches.h"

#include "analysis.h"
#include "hashmix.h"
#include "notation.h"
#include "player.h"
#include "search_poll.h"
#include "solve/table_lookup.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

enum { ID_LEN = 16 };

/* A slot's life: taken by a start and filled outside the lock (PREPARING), then waiting for a
 * worker (WAITING), searched by one (RUNNING), and holding its result until read (DONE). Only
 * WAITING, RUNNING and DONE slots can be found by their id. */
typedef enum { SLOT_FREE, SLOT_PREPARING, SLOT_WAITING, SLOT_RUNNING, SLOT_DONE } SlotState;

typedef struct Slot {
    SlotState state;
    char id[ID_LEN + 1];
    uint64_t ticket;     /* order of arrival: the queue is served by it */
    StopFlag stop;
    int64_t last_poll_ms, finished_ms;
    /* what the search works on; the strings of cli point into words */
    char *words;
    char *script;        /* the workshop's script while the search lives (POST /api/workshop/search), or NULL */
    const char *argv[API_MAX_ARGV];
    Cli cli;
    Analysis analysis;   /* checked at the start; its searcher allocated only while it runs */
    bool random;         /* the random mover: its move chosen at once, no worker */
    /* what it found so far (under the lock) */
    bool have_result;
    SearchResult result;
    TableLookup table;   /* the tables' value of the position, looked up when the search ends */
    int status;          /* the search's own error (a hook failed): 0 if none */
    char error[512];
} Slot;

struct Searches {
    pthread_mutex_t lock;
    pthread_cond_t wake;     /* the housekeeper's round */
    pthread_cond_t work;     /* a search waits, or a worker's place came free */
    pthread_cond_t finished; /* a search finished: stops waiting for one look again */
    pthread_t housekeeper;
    bool housekeeping;       /* the housekeeper was started */
    pthread_t *workers;
    int nworkers;            /* started */
    bool closing;
    int max, busy, reserved; /* workers; of them searching; places held by GET /api/analyze */
    int capacity;            /* slots: max + SEARCHES_MAX_WAITING */
    uint64_t next_ticket;
    ApiLimits limits;
    Slot *slots;
};

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

int searches_default_max(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n < 2 ? 2 : n > 64 ? 64 : (int)n;
}

/* ---- slots ---- */

/* Frees what a slot holds (no worker searches it). Called under the lock. */
static void slot_clear(Slot *slot)
{
    table_lookup_free(&slot->table);
    analysis_free(&slot->analysis);
    cli_free(&slot->cli);
    free(slot->words);
    free(slot->script);
    memset(slot, 0, sizeof *slot);
}

static bool findable(const Slot *slot)
{
    return slot->state == SLOT_WAITING || slot->state == SLOT_RUNNING || slot->state == SLOT_DONE;
}

static Slot *find_slot(Searches *s, const char *id)
{
    if (strlen(id) != ID_LEN)
        return NULL;
    for (int i = 0; i < s->capacity; i++)
        if (findable(&s->slots[i]) && !strcmp(s->slots[i].id, id))
            return &s->slots[i];
    return NULL;
}

/* The oldest waiting search, or NULL. */
static Slot *next_waiting(Searches *s)
{
    Slot *first = NULL;
    for (int i = 0; i < s->capacity; i++)
        if (s->slots[i].state == SLOT_WAITING && (!first || s->slots[i].ticket < first->ticket))
            first = &s->slots[i];
    return first;
}

/* A waiting search's place in line: 1 for the next to run. */
static int place_in_line(const Searches *s, const Slot *slot)
{
    int place = 1;
    for (int i = 0; i < s->capacity; i++)
        place += s->slots[i].state == SLOT_WAITING && s->slots[i].ticket < slot->ticket;
    return place;
}

/* A place for a new search: a free slot, else the oldest unread result's; NULL when every slot
 * holds a search being prepared, waiting or running. Called under the lock. */
static Slot *take_place(Searches *s)
{
    Slot *oldest = NULL;
    for (int i = 0; i < s->capacity; i++) {
        Slot *slot = &s->slots[i];
        if (slot->state == SLOT_FREE)
            return slot;
        if (slot->state == SLOT_DONE && (!oldest || slot->finished_ms < oldest->finished_ms))
            oldest = slot;
    }
    if (oldest)
        slot_clear(oldest);
    return oldest;
}

/* A fresh id nobody can guess: another client cannot read or stop a search it did not start. */
static void new_id(char id[ID_LEN + 1])
{
    unsigned char bytes[ID_LEN / 2];
    if (getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes) {
        uint64_t t = (uint64_t)now_ms() * HASH_GOLDEN;
        memcpy(bytes, &t, sizeof bytes);
    }
    for (int i = 0; i < ID_LEN / 2; i++)
        snprintf(id + 2 * i, 3, "%02x", bytes[i]);
}

/* ---- the workers ---- */

typedef struct Progress {
    Searches *s;
    Slot *slot;
} Progress;

/* Each completed iteration: the slot's result so far, under the lock. */
static void on_progress(void *ctx, const SearchResult *r)
{
    Progress *p = ctx;
    pthread_mutex_lock(&p->s->lock);
    p->slot->result = *r;
    p->slot->have_result = true;
    pthread_mutex_unlock(&p->s->lock);
}

/* A worker keeps its searcher for the next search when the table is one a short search gets
 * (api_table_mib): the page's AI moves and hints then cost no allocation and no page faults, while
 * a long search's memory is still held only while it runs. */
enum { KEEP_TABLE_MIB = API_TABLE_MIB / 8 };

/* Searches slot (RUNNING, so no other thread frees it) with the worker's errors captured, then
 * keeps its result or its error under the lock. The searcher is *kept, or a new one if that does
 * not fit; after, a small one is left in *kept, a large one freed. kept NULL: a searcher of its
 * own, held only meanwhile. */
static void search_slot(Searches *s, Slot *slot, Searcher **kept)
{
    SearchResult *r = malloc(sizeof *r);
    char *err = NULL;
    size_t errlen = 0;
    FILE *e = open_memstream(&err, &errlen);
    cli_redirect(NULL, e);
    int status = r ? analysis_take_searcher(&slot->cli, &slot->analysis, kept) : 1;
    if (status == 0) {
        Progress p = {s, slot};
        search_set_progress(slot->analysis.searcher, on_progress, &p);
        status = analysis_run(&slot->cli, &slot->analysis, &slot->stop, r);
    }
    TableLookup table = {0};
    if (status == 0)
        table_lookup(&slot->cli.def->variant, slot->cli.def->id, &slot->cli.pos, &table, NULL);
    char error[sizeof slot->error]; /* the first failure's message: the errors themselves are not kept */
    snprintf(error, sizeof error, "%s", cli_failed_message() && r ? cli_failed_message() : "out of memory");
    cli_redirect(NULL, NULL);
    if (e)
        fclose(e);
    pthread_mutex_lock(&s->lock);
    slot->status = status;
    if (status == 0) {
        slot->result = *r;
        slot->have_result = true;
        slot->table = table;
    } else {
        snprintf(slot->error, sizeof slot->error, "%s", error);
    }
    Searcher *used = slot->analysis.searcher;
    if (kept && used && search_mem_bytes(used) <= (size_t)KEEP_TABLE_MIB << 20)
        *kept = used;
    else
        search_free(used);
    slot->analysis.searcher = NULL;
    egtb_free(slot->analysis.tables); /* held, as the searcher, only while the search runs */
    slot->analysis.tables = NULL;
    pthread_mutex_unlock(&s->lock);
    free(err);
    free(r);
}

/* Whether a worker may take the next waiting search: one waits and a worker's place is free. */
static Slot *runnable(Searches *s)
{
    return s->busy + s->reserved < s->max ? next_waiting(s) : NULL;
}

/* A worker: takes the oldest waiting search, searches it, and goes back for the next. */
static void *worker(void *arg)
{
    Searches *s = arg;
    Searcher *kept = NULL; /* the last search's, when small (search_slot) */
    /* below the request threads: a search that takes its seconds never delays a click's answer
     * (a thread's own nice value, which Linux keeps per thread) */
    setpriority(PRIO_PROCESS, (id_t)gettid(), SEARCHES_NICE);
    pthread_mutex_lock(&s->lock);
    for (;;) {
        Slot *slot = NULL;
        while (!s->closing && !(slot = runnable(s)))
            pthread_cond_wait(&s->work, &s->lock);
        if (s->closing)
            break;
        slot->state = SLOT_RUNNING;
        s->busy++;
        pthread_mutex_unlock(&s->lock);
        search_slot(s, slot, &kept);
        pthread_mutex_lock(&s->lock);
        s->busy--;
        slot->state = SLOT_DONE;
        slot->finished_ms = now_ms();
        pthread_cond_broadcast(&s->finished);
    }
    pthread_mutex_unlock(&s->lock);
    search_free(kept);
    return NULL;
}

/* ---- starting ---- */

/* Copies the parameters' texts into slot->words (the request's memory goes with the request). */
static bool copy_params(const ApiParams *ps, ApiParams *copy, char **words)
{
    size_t len = 0;
    for (int i = 0; i < ps->n; i++)
        len += strlen(ps->p[i].key) + strlen(ps->p[i].value) + 2;
    char *w = malloc(len + 1);
    if (!w)
        return false;
    *words = w;
    *copy = (ApiParams){.n = 0, .too_many = ps->too_many};
    for (int i = 0; i < ps->n; i++) {
        size_t k = strlen(ps->p[i].key) + 1, v = strlen(ps->p[i].value) + 1;
        memcpy(w, ps->p[i].key, k);
        memcpy(w + k, ps->p[i].value, v);
        api_params_add(copy, w, w + k);
        w += k + v;
    }
    return true;
}

typedef struct Prepare {
    Slot *slot;
} Prepare;

/* Loads the game and prepares the search as `analyze` does (the random mover: chooses its move). */
static int prepare(Cli *cli, void *ctx)
{
    Slot *slot = ((Prepare *)ctx)->slot;
    if (!cli_load(cli))
        return 1;
    if (slot->random) {
        uint64_t seed;
        if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed)
            seed = (uint64_t)now_ms();
        if (!player_random_result(&cli->def->variant, &cli->pos, seed, &slot->result))
            return cli_error("no legal move: the game is over");
        slot->have_result = true;
        return 0;
    }
    return analysis_check(cli, &slot->analysis); /* its searcher comes with its worker */
}

/* A copy of the script (NULL without one) in slot->script, its description in *copy. */
static bool copy_script(const ApiScript *script, Slot *slot, ApiScript *copy)
{
    if (!script)
        return true;
    slot->script = malloc(script->len + 1);
    if (!slot->script)
        return false;
    memcpy(slot->script, script->text, script->len);
    slot->script[script->len] = '\0';
    *copy = (ApiScript){slot->script, script->len};
    return true;
}

/* Fills a slot taken for a start (PREPARING, outside the lock): the parameters parsed as
 * analyze's, the game loaded and the search checked (the random mover: its move chosen). Returns
 * whether it can wait for a worker; else the error answer is in a. */
static bool prepare_slot(Searches *s, Slot *slot, const ApiParams *ps, const ApiScript *script, ApiAnswer *a)
{
    ApiParams copy;
    ApiScript script_copy;
    if (!copy_params(ps, &copy, &slot->words) || !copy_script(script, slot, &script_copy)) {
        api_error(a, 500, "no_memory", NULL, "out of memory");
        return false;
    }
    if (!api_search_command(&copy, script ? &script_copy : NULL, &s->limits, &slot->cli, slot->argv, a))
        return false;
    slot->random = slot->cli.ai && !strcmp(slot->cli.ai, PLAYER_RANDOM_ID);
    Prepare p = {slot};
    api_capture(prepare, &slot->cli, &p, "position", a);
    if (a->status != 200)
        return false;
    api_answer_free(a);
    return true;
}

/* 202 {"id"} for a search that started or waits. */
static void answer_started(const Slot *slot, ApiAnswer *a)
{
    FILE *out = api_answer_open(a, 202);
    if (out) {
        fprintf(out, "{\"id\":\"%s\"}\n", slot->id);
        fclose(out);
    }
}

void searches_start(Searches *s, const ApiParams *ps, const ApiScript *script, ApiAnswer *a)
{
    pthread_mutex_lock(&s->lock);
    Slot *slot = s->closing ? NULL : take_place(s);
    if (!slot) {
        pthread_mutex_unlock(&s->lock);
        api_error(a, 503, "busy", NULL, "%d searches wait for their turn already, the most this server keeps in line; try "
                  "again in a moment", SEARCHES_MAX_WAITING);
        return;
    }
    slot->state = SLOT_PREPARING; /* taken; filled outside the lock */
    new_id(slot->id);
    pthread_mutex_unlock(&s->lock);

    bool ok = prepare_slot(s, slot, ps, script, a);
    pthread_mutex_lock(&s->lock);
    slot->last_poll_ms = slot->finished_ms = now_ms();
    if (ok) {
        slot->state = slot->random ? SLOT_DONE : SLOT_WAITING;
        slot->ticket = s->next_ticket++;
        pthread_cond_signal(&s->work);
        answer_started(slot, a);
    } else {
        slot_clear(slot);
    }
    pthread_mutex_unlock(&s->lock);
}

/* ---- reading ---- */

/* The answer for a slot (under the lock): its place in line while it waits ("waiting": N, 1 for
 * the next), progress while it runs, the result of `analyze --json` with "running": false once
 * it has finished. Returns whether it has finished. */
static bool write_status(const Searches *s, const Slot *slot, ApiAnswer *a)
{
    bool done = slot->state == SLOT_DONE;
    if (done && slot->status != 0) {
        api_error(a, 400, "refused", "position", "%s", slot->error);
        return true;
    }
    SearchPoll poll = {
        .id = slot->id,
        .running = !done,
        .waiting = slot->state == SLOT_WAITING ? place_in_line(s, slot) : 0,
        .v = &slot->cli.def->variant,
        .pos = &slot->cli.pos,
        .personality = slot->random ? PLAYER_RANDOM_ID : slot->analysis.ai->id,
        .result = slot->have_result ? &slot->result : NULL,
        .table = done && slot->have_result ? &slot->table : NULL,
    };
    search_poll_answer(&poll, a);
    return done;
}

/* The search `id` with the lock taken; NULL, the lock released and a 404 answered, if there is
 * none. */
static Slot *lock_search(Searches *s, const char *id, ApiAnswer *a)
{
    pthread_mutex_lock(&s->lock);
    Slot *slot = find_slot(s, id);
    if (!slot) {
        pthread_mutex_unlock(&s->lock);
        api_error(a, 404, "no_search", "id", "no search '%.40s' (finished searches are forgotten once read)", id);
    }
    return slot;
}

void searches_poll(Searches *s, const char *id, ApiAnswer *a)
{
    Slot *slot = lock_search(s, id, a);
    if (!slot)
        return;
    slot->last_poll_ms = now_ms();
    if (write_status(s, slot, a))
        slot_clear(slot); /* read: its place is free */
    pthread_mutex_unlock(&s->lock);
}

void searches_stop(Searches *s, const char *id, ApiAnswer *a)
{
    Slot *slot = lock_search(s, id, a);
    if (!slot)
        return;
    stop_set(&slot->stop);
    if (slot->state == SLOT_WAITING) { /* leaves the line and runs here, stopped from the start */
        slot->state = SLOT_RUNNING;
        pthread_mutex_unlock(&s->lock);
        search_slot(s, slot, NULL); /* at once: the first move in the search's order */
        pthread_mutex_lock(&s->lock);
        slot->state = SLOT_DONE;
        slot->finished_ms = now_ms();
        pthread_cond_broadcast(&s->finished);
    }
    /* A stopped search ends within milliseconds; its worker reports it under the lock, which the
     * wait gives up. Meanwhile another request may read (and so free) the result, or its slot
     * may hold another search by then: look the id up again after each wake. */
    while (slot && slot->state == SLOT_RUNNING) {
        pthread_cond_wait(&s->finished, &s->lock);
        slot = find_slot(s, id);
    }
    if (!slot) {
        pthread_mutex_unlock(&s->lock);
        api_error(a, 404, "no_search", "id", "no search '%.40s': another request read its result first", id);
        return;
    }
    write_status(s, slot, a);
    slot_clear(slot);
    pthread_mutex_unlock(&s->lock);
}

bool searches_reserve(Searches *s)
{
    pthread_mutex_lock(&s->lock);
    bool ok = s->busy + s->reserved < s->max && !next_waiting(s);
    s->reserved += ok;
    pthread_mutex_unlock(&s->lock);
    return ok;
}

void searches_release(Searches *s)
{
    pthread_mutex_lock(&s->lock);
    s->reserved--;
    pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->lock);
}

/* ---- housekeeping ---- */

/* One round: stops a running search nobody polls, drops a waiting one, forgets old results. */
static void tidy(Searches *s, int64_t now)
{
    for (int i = 0; i < s->capacity; i++) {
        Slot *slot = &s->slots[i];
        bool abandoned = now - slot->last_poll_ms > SEARCHES_ABANDON_MS;
        if (slot->state == SLOT_RUNNING && abandoned)
            stop_set(&slot->stop); /* its client went away */
        else if (slot->state == SLOT_WAITING && abandoned)
            slot_clear(slot);
        else if (slot->state == SLOT_DONE && now - slot->finished_ms > SEARCHES_GRACE_MS)
            slot_clear(slot);
    }
}

static void *housekeeping(void *arg)
{
    Searches *s = arg;
    pthread_mutex_lock(&s->lock);
    while (!s->closing) {
        tidy(s, now_ms());
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 250000000;
        if (until.tv_nsec >= 1000000000)
            until.tv_sec++, until.tv_nsec -= 1000000000;
        pthread_cond_timedwait(&s->wake, &s->lock, &until);
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

/* Starts the housekeeper and the workers; false if a thread could not be made. */
static bool start_threads(Searches *s)
{
    s->housekeeping = pthread_create(&s->housekeeper, NULL, housekeeping, s) == 0;
    if (!s->housekeeping)
        return false;
    for (; s->nworkers < s->max; s->nworkers++)
        if (pthread_create(&s->workers[s->nworkers], NULL, worker, s) != 0)
            return false;
    return true;
}

Searches *searches_new(int max, const ApiLimits *limits)
{
    Searches *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->max = max;
    s->capacity = max + SEARCHES_MAX_WAITING;
    s->limits = *limits;
    s->slots = calloc((size_t)s->capacity, sizeof *s->slots);
    s->workers = calloc((size_t)max, sizeof *s->workers);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    pthread_cond_init(&s->work, NULL);
    pthread_cond_init(&s->finished, NULL);
    if (!s->slots || !s->workers) {
        free(s->slots);
        free(s->workers);
        free(s);
        return NULL;
    }
    if (!start_threads(s)) {
        searches_free(s);
        return NULL;
    }
    return s;
}

void searches_free(Searches *s)
{
    if (!s)
        return;
    pthread_mutex_lock(&s->lock);
    s->closing = true;
    for (int i = 0; i < s->capacity; i++)
        stop_set(&s->slots[i].stop);
    pthread_cond_broadcast(&s->wake);
    pthread_cond_broadcast(&s->work);
    pthread_cond_broadcast(&s->finished);
    pthread_mutex_unlock(&s->lock);
    if (s->housekeeping)
        pthread_join(s->housekeeper, NULL);
    for (int i = 0; i < s->nworkers; i++)
        pthread_join(s->workers[i], NULL);
    for (int i = 0; i < s->capacity; i++)
        if (s->slots[i].state != SLOT_FREE)
            slot_clear(&s->slots[i]);
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    pthread_cond_destroy(&s->work);
    pthread_cond_destroy(&s->finished);
    free(s->workers);
    free(s->slots);
    free(s);
}
