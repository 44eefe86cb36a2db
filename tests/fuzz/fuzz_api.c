/*
 * fuzz_api.c — the server's path from a request to its answer: a verb and its parameters, as
 * libmicrohttpd hands them over after decoding the URL, turned into the verb's command line,
 * run, and answered (lua/serve/api.c). What HTTP itself does is libmicrohttpd's.
 *
 * Input layout: the first line is the verb; each line after it is one parameter, "key=value"
 * (the value after the first '='; a line without '=' is a key with an empty value). At most
 * API_MAX_PARAMS + 1 lines are read (one more than a request may give, so that the limit is
 * tried too); a NUL byte ends the input. A verb "workshop/VERB" is a workshop request
 * (POST /api/workshop/VERB of `serve --workshop`): its parameters end at a line "%%", and
 * everything after that line is the script sent as the request's body.
 *
 * Invariants: the status is one the API gives (200, 400, 404 or 500); the body is never empty,
 * is valid UTF-8 and holds no control byte but line breaks; an answer that is not 200 is
 * {"error": ..., "parameter": ...}. Searches are capped at 5 ms so that an input costs little.
 *
 * The verb "searches" scripts the searches of POST /api/search (lua/serve/searches.c) instead:
 * each line after it is "T OP ARGS", run by thread T (a digit; 2 to 4 threads, all at once)
 * against one set of searches with 2 workers, made by the first such input and kept, as the
 * server keeps its own (each input leaves it empty: below):
 *
 *   T start key=value key=value ...   searches_start with these parameters (variant, depth, ai, ...)
 *   T wstart key=value ...            the same with the script after a line "%%" (the workshop's)
 *   T poll N | T stop N               the search of the N-th start that has answered (from 0),
 *                                     waiting while another thread (not waiting itself) has a
 *                                     start to make; anything but a number (or a start never
 *                                     made), that text as the id
 *   T wait MS                         a pause of at most 5 ms
 *   T reserve | T release             searches_reserve, and giving back one this thread holds
 *
 * Invariants besides the above: every answer is valid JSON of its kind: a start 202 {"id": 16
 * hex digits, never seen before in the input}, 400 or 503; a poll 200 {"id": the id asked,
 * "running": ...}, 400 (the search's own error) or 404; a stop 200 with "running": false, 400 or
 * 404; an id no start gave is always 404. A search whose result was read (a stop, a poll of a
 * finished search, a 400) is gone: every later poll or stop of it, in any thread, is 404. At the
 * end of the input every search not gone is stopped (200, 400, or 404 if the housekeeper forgot
 * it), and then every worker's place can be reserved: no search of one input outlives it.
 * KHARBAGA_FUZZ_PRINT=1 prints each operation and its answer to stderr as it ends.
 */
#include "fuzz.h"

#include "api.h"
#include "gamecache.h"
#include "json_read.h"
#include "searches.h"

#include <pthread.h>
#include <stdbool.h>
#include <time.h>

enum { FUZZ_API_MAX_INPUT = 65536, FUZZ_API_TIME_MS = 5 };

/* Whether s[0..len) is valid UTF-8 without control bytes other than '\n'. */
static bool clean_utf8(const unsigned char *s, size_t len)
{
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if (c < 0x20 && c != '\n')
                return false;
            i++;
            continue;
        }
        size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (c < 0xC2 || c > 0xF4 || i + n > len)
            return false;
        for (size_t k = 1; k < n; k++)
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
        i += n;
    }
    return true;
}

/* Splits off a workshop request's script: the text after the line "%%" (NULL without one). */
static char *split_script(char *text, size_t *len)
{
    char *mark = strstr(text, "\n%%\n");
    if (!mark) {
        *len = 0;
        return NULL;
    }
    *mark = '\0';
    char *script = mark + 4;
    *len = strlen(script);
    return script;
}

/* ---- concurrent searches ---- */

enum { SEARCH_THREADS_MAX = 4, SEARCH_OPS_MAX = 48, SEARCH_STARTS_MAX = 12, SEARCH_WORKERS = 2,
       SEARCH_WAIT_MAX_MS = 5, SEARCH_ID_LEN = 16 };

typedef enum { OP_START, OP_WSTART, OP_POLL, OP_STOP, OP_WAIT, OP_RESERVE, OP_RELEASE } OpKind;

typedef struct Op {
    OpKind kind;
    char *arg; /* start: its parameters; poll, stop: the search; wait: milliseconds */
} Op;

typedef struct Run Run;

typedef struct Worker {
    Run *run;
    Op ops[SEARCH_OPS_MAX];
    int n;
    int starts_left; /* its starts not answered yet (under the run's lock) */
    bool waiting;    /* for another thread's start (under the run's lock) */
    int reserved;    /* places this thread holds (searches_reserve) */
} Worker;

struct Run {
    Searches *s;
    const ApiScript *script; /* the text after "%%", or NULL */
    pthread_mutex_t lock;    /* the ids below */
    pthread_cond_t started;  /* a start has answered */
    int nthreads;
    int nids;
    char ids[SEARCH_STARTS_MAX][SEARCH_ID_LEN + 1];
    bool gone[SEARCH_STARTS_MAX]; /* its result was read: later polls and stops find nothing */
    Worker workers[SEARCH_THREADS_MAX];
};

/* Prints an operation and its answer (KHARBAGA_FUZZ_PRINT=1). */
static void print_op(const char *op, const char *arg, const ApiAnswer *a)
{
    static int print = -1;
    if (print < 0) {
        const char *e = getenv("KHARBAGA_FUZZ_PRINT");
        print = e && e[0] && strcmp(e, "0");
    }
    if (print)
        fprintf(stderr, "[%lx] %s %.60s: %d %.200s", (unsigned long)pthread_self() & 0xffff, op, arg, a->status,
                a->body ? a->body : "(no body)\n");
}

/* Checks what every answer holds, and parses its body as JSON into doc. */
static void check_json_answer(const ApiAnswer *a, const char *op, JsonDoc *doc)
{
    FUZZ_CHECK(a->body && a->len > 0, "%s: an empty answer (status %d)", op, a->status);
    FUZZ_CHECK(clean_utf8((const unsigned char *)a->body, a->len), "%s: not clean UTF-8: %.200s", op, a->body);
    char err[256];
    FUZZ_CHECK(json_parse(a->body, a->len, doc, err, sizeof err), "%s: not JSON (%s): %.200s", op, err, a->body);
    FUZZ_CHECK(doc->root->type == JSON_OBJECT, "%s: not an object: %.200s", op, a->body);
    if (a->status >= 300) {
        const JsonValue *e = json_member(doc->root, "error");
        FUZZ_CHECK(e && e->type == JSON_STRING && e->text[0] && json_member(doc->root, "parameter"),
                   "%s: an error without its object: %.200s", op, a->body);
    }
}

static bool is_id(const char *t)
{
    if (strlen(t) != SEARCH_ID_LEN)
        return false;
    for (const char *c = t; *c; c++)
        if (!((*c >= '0' && *c <= '9') || (*c >= 'a' && *c <= 'f')))
            return false;
    return true;
}

static void op_start(Run *r, Worker *w, Op *op)
{
    /* the parameters, space-separated, each "key=value" (a word without '=': an empty value) */
    ApiParams ps = {0};
    char *save = NULL;
    for (char *w = strtok_r(op->arg, " ", &save); w && ps.n <= API_MAX_PARAMS; w = strtok_r(NULL, " ", &save)) {
        char *eq = strchr(w, '=');
        if (eq)
            *eq = '\0';
        api_params_add(&ps, w, eq ? eq + 1 : "");
    }
    const ApiScript none = {"", 0};
    const ApiScript *script = op->kind == OP_WSTART ? (r->script ? r->script : &none) : NULL;
    ApiAnswer a = {0};
    searches_start(r->s, &ps, script, &a);
    print_op(op->kind == OP_WSTART ? "wstart" : "start", "", &a);
    FUZZ_CHECK(a.status == 202 || a.status == 400 || a.status == 503 || a.status == 500, "start: status %d: %.200s",
               a.status, a.body ? a.body : "");
    JsonDoc doc;
    check_json_answer(&a, "start", &doc);
    if (a.status == 202) {
        const JsonValue *id = json_member(doc.root, "id");
        FUZZ_CHECK(id && id->type == JSON_STRING && is_id(id->text) && doc.root->count == 1,
                   "start: 202 without an id of 16 hex digits: %.200s", a.body);
        pthread_mutex_lock(&r->lock);
        for (int i = 0; i < r->nids; i++)
            FUZZ_CHECK(strcmp(r->ids[i], id->text), "start: the id %s given twice", id->text);
        memcpy(r->ids[r->nids++], id->text, SEARCH_ID_LEN + 1); /* the starts are counted: room for each */
        pthread_mutex_unlock(&r->lock);
    }
    pthread_mutex_lock(&r->lock);
    w->starts_left--;
    pthread_cond_broadcast(&r->started);
    pthread_mutex_unlock(&r->lock);
    json_doc_free(&doc);
    api_answer_free(&a);
}

/* Whether a thread other than w, not waiting itself, has a start to make (under the lock): two
 * threads waiting for each other's later starts give up. */
static bool others_starting(const Run *r, const Worker *w)
{
    for (int t = 0; t < r->nthreads; t++)
        if (&r->workers[t] != w && r->workers[t].starts_left > 0 && !r->workers[t].waiting)
            return true;
    return false;
}

/* A poll or a stop of the search op->arg names. */
static void op_read(Run *r, Worker *w, Op *op)
{
    bool stop = op->kind == OP_STOP;
    const char *name = stop ? "stop" : "poll";
    char id[128];
    int k = -1;
    bool gone = false;
    pthread_mutex_lock(&r->lock);
    char *end;
    long n = strtol(op->arg, &end, 10);
    bool number = op->arg[0] >= '0' && op->arg[0] <= '9' && *end == '\0';
    /* a search another thread is starting: its id, once its start has answered */
    w->waiting = true;
    pthread_cond_broadcast(&r->started); /* the others waiting see one more thread that waits */
    while (number && n >= r->nids && others_starting(r, w))
        pthread_cond_wait(&r->started, &r->lock);
    w->waiting = false;
    if (number && n < r->nids)
        k = (int)n;
    snprintf(id, sizeof id, "%s", k >= 0 ? r->ids[k] : op->arg);
    for (int i = 0; k < 0 && i < r->nids; i++) /* an id written out in full */
        if (!strcmp(r->ids[i], id))
            k = i;
    gone = k >= 0 && r->gone[k];
    pthread_mutex_unlock(&r->lock);

    ApiAnswer a = {0};
    (stop ? searches_stop : searches_poll)(r->s, id, &a);
    print_op(name, id, &a);
    FUZZ_CHECK(a.status == 200 || a.status == 400 || a.status == 404 || a.status == 500, "%s %s: status %d", name,
               id, a.status);
    FUZZ_CHECK(a.status == 404 || (k >= 0 && !gone), "%s %s: status %d for a search %s: %.200s", name, id, a.status,
               k < 0 ? "no start gave" : "whose result was read already", a.body ? a.body : "");
    JsonDoc doc;
    check_json_answer(&a, name, &doc);
    bool read = a.status == 400;
    if (a.status == 200) {
        const JsonValue *got = json_member(doc.root, "id"), *running = json_member(doc.root, "running");
        FUZZ_CHECK(got && got->type == JSON_STRING && !strcmp(got->text, id), "%s %s: the answer of another search: %.200s",
                   name, id, a.body);
        FUZZ_CHECK(running && (running->type == JSON_TRUE || running->type == JSON_FALSE), "%s %s: no \"running\": %.200s",
                   name, id, a.body);
        FUZZ_CHECK(!stop || running->type == JSON_FALSE, "%s %s: still running after its stop: %.200s", name, id, a.body);
        FUZZ_CHECK(json_member(doc.root, "best") && json_member(doc.root, "personality"),
                   "%s %s: no best move or personality: %.200s", name, id, a.body);
        read = running->type == JSON_FALSE;
    }
    if (read) {
        pthread_mutex_lock(&r->lock);
        r->gone[k] = true;
        pthread_mutex_unlock(&r->lock);
    }
    json_doc_free(&doc);
    api_answer_free(&a);
}

static void *run_worker(void *arg)
{
    Worker *w = arg;
    for (int i = 0; i < w->n; i++) {
        Op *op = &w->ops[i];
        switch (op->kind) {
        case OP_START:
        case OP_WSTART:
            op_start(w->run, w, op);
            break;
        case OP_POLL:
        case OP_STOP:
            op_read(w->run, w, op);
            break;
        case OP_WAIT: {
            long ms = atol(op->arg);
            struct timespec t = {0, (ms < 0 ? 0 : ms > SEARCH_WAIT_MAX_MS ? SEARCH_WAIT_MAX_MS : ms) * 1000000L};
            nanosleep(&t, NULL);
            break;
        }
        case OP_RESERVE:
            w->reserved += searches_reserve(w->run->s);
            break;
        case OP_RELEASE:
            if (w->reserved > 0) {
                searches_release(w->run->s);
                w->reserved--;
            }
            break;
        }
    }
    while (w->reserved > 0) {
        searches_release(w->run->s);
        w->reserved--;
    }
    return NULL;
}

/* Reads the operations of lines (after the line "searches") into r's workers. Returns how many
 * threads to run. */
static int read_ops(Run *r, char *lines)
{
    static const char *const names[] = {"start", "wstart", "poll", "stop", "wait", "reserve", "release"};
    int threads = 2, total = 0, starts = 0;
    char *save = NULL;
    for (char *line = strtok_r(lines, "\n", &save); line && total < SEARCH_OPS_MAX; line = strtok_r(NULL, "\n", &save)) {
        int t = 0;
        if (line[0] >= '0' && line[0] <= '9') {
            t = (line[0] - '0') % SEARCH_THREADS_MAX;
            line += 1 + (line[1] == ' ');
        }
        size_t len = strcspn(line, " ");
        char *arg = line[len] ? line + len + 1 : line + len;
        line[len] = '\0';
        int kind = -1;
        for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++)
            if (!strcmp(line, names[i]))
                kind = i;
        if (kind < 0 || ((kind == OP_START || kind == OP_WSTART) && starts == SEARCH_STARTS_MAX))
            continue;
        starts += kind == OP_START || kind == OP_WSTART;
        Worker *w = &r->workers[t];
        w->starts_left += kind == OP_START || kind == OP_WSTART;
        w->ops[w->n++] = (Op){(OpKind)kind, arg};
        total++;
        if (t + 1 > threads)
            threads = t + 1;
    }
    return threads;
}

/* Leaves the pool as the input found it: every search it started and nobody read is stopped
 * (its answer checked like any stop's, a 404 allowed as for any stop: the housekeeper may have
 * forgotten it), and then every worker's place can be reserved, so that none is busy and nothing
 * waits. */
static void empty_pool(Run *r)
{
    for (int k = 0; k < r->nids; k++) {
        if (r->gone[k])
            continue;
        ApiAnswer a = {0};
        searches_stop(r->s, r->ids[k], &a);
        print_op("stop (end)", r->ids[k], &a);
        /* 404: the housekeeper forgot it, a search left waiting unpolled or a result unread for
         * longer than the server keeps them (an input slowed down that much by a busy machine) */
        FUZZ_CHECK(a.status == 200 || a.status == 400 || a.status == 404, "stop %s at the end: status %d: %.200s",
                   r->ids[k], a.status, a.body ? a.body : "");
        JsonDoc doc;
        check_json_answer(&a, "stop", &doc);
        json_doc_free(&doc);
        api_answer_free(&a);
    }
    int reserved = 0;
    while (reserved < SEARCH_WORKERS && searches_reserve(r->s))
        reserved++;
    FUZZ_CHECK(reserved == SEARCH_WORKERS, "a worker still busy or a search waiting after every search was read");
    while (reserved-- > 0)
        searches_release(r->s);
}

static void fuzz_searches(char *lines, const ApiScript *script)
{
    static Run run; /* large: kept out of the stack */
    static Searches *pool; /* made once and kept, as the server's: its workers and their searchers */
    Run *r = &run;
    memset(r, 0, sizeof *r);
    r->script = script;
    int threads = read_ops(r, lines);
    r->nthreads = threads;
    ApiLimits limits = {.max_time_ms = FUZZ_API_TIME_MS};
    if (!pool)
        pool = searches_new(SEARCH_WORKERS, &limits);
    r->s = pool;
    FUZZ_CHECK(r->s != NULL, "searches_new failed");
    pthread_mutex_init(&r->lock, NULL);
    pthread_cond_init(&r->started, NULL);
    pthread_t ids[SEARCH_THREADS_MAX];
    int started = 0;
    for (; started < threads; started++) {
        r->workers[started].run = r;
        if (pthread_create(&ids[started], NULL, run_worker, &r->workers[started]) != 0)
            break;
    }
    pthread_mutex_lock(&r->lock); /* the starts of threads that could not be made never come */
    for (int t = started; t < threads; t++)
        r->workers[t].starts_left = 0;
    pthread_cond_broadcast(&r->started);
    pthread_mutex_unlock(&r->lock);
    FUZZ_CHECK(started > 0, "no thread for the searches");
    for (int i = 0; i < started; i++)
        pthread_join(ids[i], NULL);
    empty_pool(r);
    pthread_cond_destroy(&r->started);
    pthread_mutex_destroy(&r->lock);
}

/* One input: a request, or a script of the searches. */
static void api_input(const uint8_t *data, size_t size)
{
    char *text = malloc(size + 1);
    if (!text)
        return;
    memcpy(text, data, size);
    text[size] = '\0';
    ApiParams *ps = calloc(1, sizeof *ps);
    if (!ps) {
        free(text);
        return;
    }
    size_t script_len;
    char *script = split_script(text, &script_len);
    if (!strncmp(text, "searches\n", 9) || !strcmp(text, "searches")) {
        ApiScript body = {script ? script : "", script_len};
        fuzz_searches(text + 8 + (text[8] != '\0'), script ? &body : NULL);
        free(ps);
        free(text);
        return;
    }
    char *save = NULL, *verb = strtok_r(text, "\n", &save);
    for (char *line = strtok_r(NULL, "\n", &save); line && ps->n <= API_MAX_PARAMS; line = strtok_r(NULL, "\n", &save)) {
        char *eq = strchr(line, '=');
        if (eq)
            *eq = '\0';
        api_params_add(ps, line, eq ? eq + 1 : "");
    }
    ApiLimits limits = {.max_time_ms = FUZZ_API_TIME_MS};
    ApiAnswer a;
    const char *workshop = verb && !strncmp(verb, "workshop/", 9) ? verb + 9 : NULL;
    if (workshop) {
        ApiScript body = {script ? script : "", script_len};
        api_workshop_answer(workshop, ps, &body, &limits, &a);
    } else {
        api_answer(verb ? verb : "", ps, &limits, &a);
    }
    FUZZ_CHECK(a.status == 200 || a.status == 400 || a.status == 404 || a.status == 500, "status %d", a.status);
    FUZZ_CHECK(a.body && a.len > 0, "an empty answer (status %d)", a.status);
    FUZZ_CHECK(clean_utf8((const unsigned char *)a.body, a.len), "not clean UTF-8: %.200s", a.body);
    FUZZ_CHECK(a.status == 200 || !strncmp(a.body, "{\"error\":", 9), "an error without its object: %.200s", a.body);
    api_answer_free(&a);
    free(ps);
    free(text);
}

int fuzz_api(const uint8_t *data, size_t size)
{
    if (size > FUZZ_API_MAX_INPUT)
        return 0;
    cli_set_game_loader(gamecache_load); /* games read once, as the server reads them */
    api_input(data, size);
    cli_set_game_loader(NULL); /* the replay program's other targets load as the CLI does */
    return 0;
}

FUZZ_ENTRY(fuzz_api)
