/*
 * searches.c — searches on threads of their own, each in a slot the request threads read under
 * one lock. A housekeeping thread stops abandoned searches and forgets unread results.
 */
#define _GNU_SOURCE /* gettid */
#include "searches.h"

#include "analysis.h"
#include "json.h"
#include "notation.h"
#include "player.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/resource.h>
#include <unistd.h>
#include <time.h>

enum { ID_LEN = 16 };

typedef struct Slot {
    bool used;
    bool ready;          /* filled: its id may be read and polled (used alone: being prepared) */
    char id[ID_LEN + 1];
    bool running;        /* its thread has not finished (joined when it has) */
    bool thread_started;
    pthread_t thread;
    volatile bool stop;
    int64_t last_poll_ms, finished_ms;
    /* what the search works on; the strings of cli point into words */
    char *words;
    char *script;        /* the workshop's script while the search lives (POST /api/workshop/search), or NULL */
    const char *argv[API_MAX_PARAMS * 2 + 2];
    Cli cli;
    Analysis analysis;
    bool random;         /* the random mover: its move chosen at once, no thread */
    /* what it found so far (under the lock) */
    bool have_result;
    SearchResult result;
    int status;          /* the search's own error (a hook failed): 0 if none */
    char error[512];
} Slot;

struct Searches {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    pthread_t housekeeper;
    bool closing;
    int max, reserved;
    ApiLimits limits;
    Slot *slots;
};

static int64_t now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* ---- slots ---- */

static int slots_in_use(const Searches *s)
{
    int n = s->reserved;
    for (int i = 0; i < s->max; i++)
        n += s->slots[i].used;
    return n;
}

/* Frees what a finished slot holds (its thread joined). Called under the lock. */
static void slot_clear(Slot *slot)
{
    if (slot->thread_started)
        pthread_join(slot->thread, NULL);
    if (!slot->random)
        analysis_free(&slot->analysis);
    cli_free(&slot->cli);
    free(slot->words);
    free(slot->script);
    memset(slot, 0, sizeof *slot);
}

static Slot *find_slot(Searches *s, const char *id)
{
    if (strlen(id) != ID_LEN)
        return NULL;
    for (int i = 0; i < s->max; i++)
        if (s->slots[i].ready && !strcmp(s->slots[i].id, id))
            return &s->slots[i];
    return NULL;
}

/* A fresh id nobody can guess: another client cannot read or stop a search it did not start. */
static void new_id(char id[ID_LEN + 1])
{
    unsigned char bytes[ID_LEN / 2];
    if (getrandom(bytes, sizeof bytes, 0) != (ssize_t)sizeof bytes) {
        uint64_t t = (uint64_t)now_ms() * 0x9E3779B97F4A7C15ull;
        memcpy(bytes, &t, sizeof bytes);
    }
    for (int i = 0; i < ID_LEN / 2; i++)
        snprintf(id + 2 * i, 3, "%02x", bytes[i]);
}

/* ---- the search thread ---- */

typedef struct ThreadArg {
    Searches *s;
    Slot *slot;
} ThreadArg;

/* Each completed iteration: the slot's result so far, under the lock. */
static void on_progress(void *ctx, const SearchResult *r)
{
    ThreadArg *t = ctx;
    pthread_mutex_lock(&t->s->lock);
    t->slot->result = *r;
    t->slot->have_result = true;
    pthread_mutex_unlock(&t->s->lock);
}

static void *search_thread(void *arg)
{
    ThreadArg t = *(ThreadArg *)arg;
    free(arg);
    /* below the request threads: a search that takes its seconds never delays a click's answer
     * (a thread's own nice value, which Linux keeps per thread) */
    setpriority(PRIO_PROCESS, (id_t)gettid(), SEARCHES_NICE);
    search_set_progress(t.slot->analysis.searcher, on_progress, &t);
    SearchResult *r = malloc(sizeof *r);
    char *err = NULL;
    size_t errlen = 0;
    FILE *e = open_memstream(&err, &errlen);
    cli_redirect(NULL, e);
    int status = r ? analysis_run(&t.slot->cli, &t.slot->analysis, &t.slot->stop, r) : 1;
    cli_redirect(NULL, NULL);
    if (e)
        fclose(e);
    pthread_mutex_lock(&t.s->lock);
    t.slot->status = status;
    if (status == 0) {
        t.slot->result = *r;
        t.slot->have_result = true;
    } else {
        const char *line = err && !strncmp(err, "kharbaga: ", 10) ? err + 10 : (err ? err : "out of memory");
        snprintf(t.slot->error, sizeof t.slot->error, "%.*s", (int)strcspn(line, "\n"), line);
    }
    t.slot->running = false;
    t.slot->finished_ms = now_ms();
    pthread_mutex_unlock(&t.s->lock);
    free(err);
    free(r);
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

/* The transposition table of a search of time_ms (0: until the server's cap): no larger than
 * the search can fill. Allocating and zeroing a table is the largest cost of a short search, and
 * its page faults hold the process's memory lock that every request thread also needs, so the
 * short analyses a page asks for most (an AI at 100 ms, the analysis arrow) get small ones. */
static int table_mib_for(int time_ms)
{
    if (time_ms > 0 && time_ms <= 250)
        return SEARCHES_TABLE_MIB / 8;
    if (time_ms > 0 && time_ms <= 1000)
        return SEARCHES_TABLE_MIB / 2;
    return SEARCHES_TABLE_MIB;
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
        MoveList *list = malloc(sizeof *list);
        Move move;
        uint64_t seed;
        if (getrandom(&seed, sizeof seed, 0) != (ssize_t)sizeof seed)
            seed = (uint64_t)now_ms();
        bool found = list && player_random_move(&cli->def->variant, &cli->pos, list, seed, &move);
        int n = list ? list->n : 0;
        free(list);
        if (!found)
            return cli_error("no legal move: the game is over");
        memset(&slot->result, 0, sizeof slot->result);
        slot->result.best = move;
        slot->result.pv[0] = move;
        slot->result.npv = 1;
        slot->result.complete = true;
        slot->result.root_moves = n;
        slot->have_result = true;
        return 0;
    }
    return analysis_prepare(cli, &slot->analysis);
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

void searches_start(Searches *s, const ApiParams *ps, const ApiScript *script, ApiAnswer *a)
{
    pthread_mutex_lock(&s->lock);
    Slot *slot = NULL;
    for (int i = 0; i < s->max && !slot; i++)
        if (!s->slots[i].used)
            slot = &s->slots[i];
    if (!slot || slots_in_use(s) >= s->max) {
        pthread_mutex_unlock(&s->lock);
        api_error(a, 503, NULL, "the server runs %d searches already, its most; try again when one has ended", s->max);
        return;
    }
    slot->used = true; /* taken; filled outside the lock */
    new_id(slot->id);
    pthread_mutex_unlock(&s->lock);

    ApiParams copy;
    ApiScript script_copy;
    bool ok = copy_params(ps, &copy, &slot->words) && copy_script(script, slot, &script_copy);
    if (!ok)
        api_error(a, 500, NULL, "out of memory");
    else
        ok = api_search_command(&copy, script ? &script_copy : NULL, &s->limits, &slot->cli, slot->argv, a);
    if (ok) {
        slot->cli.table_mib = table_mib_for(slot->cli.time_ms);
        slot->random = slot->cli.ai && !strcmp(slot->cli.ai, PLAYER_RANDOM_ID);
        Prepare p = {slot};
        api_capture(prepare, &slot->cli, &p, "position", a);
        ok = a->status == 200;
        if (ok)
            api_answer_free(a);
    }
    pthread_mutex_lock(&s->lock);
    slot->last_poll_ms = now_ms();
    slot->finished_ms = slot->last_poll_ms;
    if (ok && !slot->random) {
        ThreadArg *t = malloc(sizeof *t);
        slot->running = true;
        if (t)
            *t = (ThreadArg){s, slot};
        if (!t || pthread_create(&slot->thread, NULL, search_thread, t) != 0) {
            free(t);
            slot->running = false;
            ok = false;
            api_error(a, 500, NULL, "cannot start a thread for the search");
        } else {
            slot->thread_started = true;
        }
    }
    if (ok) {
        slot->ready = true;
        a->status = 202;
        a->body = NULL;
        FILE *out = open_memstream(&a->body, &a->len);
        if (out) {
            fprintf(out, "{\"id\":\"%s\"}\n", slot->id);
            fclose(out);
        }
    } else {
        slot_clear(slot);
    }
    pthread_mutex_unlock(&s->lock);
}

/* ---- reading ---- */

/* The answer for a slot (under the lock): progress while it runs, the result of `analyze --json`
 * with "running": false once it has finished. Returns whether it has finished. */
static bool write_status(const Slot *slot, ApiAnswer *a)
{
    if (!slot->running && slot->status != 0) {
        api_error(a, 400, "position", "%s", slot->error);
        return true;
    }
    a->status = 200;
    a->body = NULL;
    FILE *out = open_memstream(&a->body, &a->len);
    if (!out) {
        a->status = 500;
        return !slot->running;
    }
    const Variant *v = &slot->cli.def->variant;
    const char *personality = slot->random ? PLAYER_RANDOM_ID : slot->analysis.ai->id;
    fprintf(out, "{\"id\":\"%s\",\"running\":%s,", slot->id, slot->running ? "true" : "false");
    if (slot->have_result) {
        analyze_write_fields(out, v, personality, &slot->result);
    } else {
        fprintf(out, "\"best\":null,\"score\":0,\"score_text\":\"\",\"depth\":0,\"nodes\":0,\"pv\":\"\",\"personality\":");
        json_string(out, personality);
    }
    fprintf(out, "}\n");
    fclose(out);
    return !slot->running;
}

/* The search `id` with the lock taken; NULL, the lock released and a 404 answered, if there is
 * none. */
static Slot *lock_search(Searches *s, const char *id, ApiAnswer *a)
{
    pthread_mutex_lock(&s->lock);
    Slot *slot = find_slot(s, id);
    if (!slot) {
        pthread_mutex_unlock(&s->lock);
        api_error(a, 404, "id", "no search '%.40s' (finished searches are forgotten once read)", id);
    }
    return slot;
}

void searches_poll(Searches *s, const char *id, ApiAnswer *a)
{
    Slot *slot = lock_search(s, id, a);
    if (!slot)
        return;
    slot->last_poll_ms = now_ms();
    if (write_status(slot, a))
        slot_clear(slot); /* read: its place is free */
    pthread_mutex_unlock(&s->lock);
}

void searches_stop(Searches *s, const char *id, ApiAnswer *a)
{
    Slot *slot = lock_search(s, id, a);
    if (!slot)
        return;
    slot->stop = true;
    /* a stopped search returns within a few milliseconds: wait for it without the lock, which
     * its last progress report takes */
    while (slot->running) {
        pthread_mutex_unlock(&s->lock);
        struct timespec pause = {0, 1000000};
        nanosleep(&pause, NULL);
        pthread_mutex_lock(&s->lock);
    }
    write_status(slot, a);
    slot_clear(slot);
    pthread_mutex_unlock(&s->lock);
}

bool searches_reserve(Searches *s)
{
    pthread_mutex_lock(&s->lock);
    bool ok = slots_in_use(s) < s->max;
    s->reserved += ok;
    pthread_mutex_unlock(&s->lock);
    return ok;
}

void searches_release(Searches *s)
{
    pthread_mutex_lock(&s->lock);
    s->reserved--;
    pthread_mutex_unlock(&s->lock);
}

/* ---- housekeeping ---- */

static void *housekeeping(void *arg)
{
    Searches *s = arg;
    pthread_mutex_lock(&s->lock);
    while (!s->closing) {
        int64_t now = now_ms();
        for (int i = 0; i < s->max; i++) {
            Slot *slot = &s->slots[i];
            if (!slot->ready)
                continue;
            if (slot->running && now - slot->last_poll_ms > SEARCHES_ABANDON_MS)
                slot->stop = true; /* its client went away */
            else if (!slot->running && now - slot->finished_ms > SEARCHES_GRACE_MS)
                slot_clear(slot);
        }
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

Searches *searches_new(int max, const ApiLimits *limits)
{
    Searches *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->max = max;
    s->limits = *limits;
    s->slots = calloc((size_t)max, sizeof *s->slots);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    if (!s->slots || pthread_create(&s->housekeeper, NULL, housekeeping, s) != 0) {
        free(s->slots);
        free(s);
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
    for (int i = 0; i < s->max; i++)
        s->slots[i].stop = true;
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
    pthread_join(s->housekeeper, NULL);
    for (int i = 0; i < s->max; i++)
        if (s->slots[i].used)
            slot_clear(&s->slots[i]);
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    free(s->slots);
    free(s);
}
