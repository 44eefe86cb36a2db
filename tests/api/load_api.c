/*
 * load_api.c — the load test of `kharbaga serve` (label slow; docs/BENCHMARKS.md, "Serve"):
 * LOAD_CLIENTS clients (default 50), each on a kept-alive connection, play games by asking for
 * the legal moves and making one at random, and every tenth move run a short analysis through the
 * search endpoints, for LOAD_SECONDS (default 60). It fails on any error answer, any failed
 * connection or a server that died, and on memory that grows (the server's resident memory at the
 * end against a third of the way in). It prints requests per second, the p50/p99 latency of a
 * `moves` request, the server's CPU time per request, and its peak memory. LOAD_SEARCH_EVERY
 * (default 10; 0: none) sets how often a client searches; LOAD_THINK_MS (default 100) is the pause
 * of a client after each move, as a person thinks (50 clients then ask some 500 times a second,
 * far faster than people play; 0: each client asks again at once, which on a 2-core machine
 * saturates the cores that the clients and the server share).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAX_CLIENTS = 256, MAX_SAMPLES = 2000000, MAX_PLIES = 80, MEMORY_SLACK_KIB = 65536 };

static const char *const games[] = {"kharbaga", "zamma", "alquerque", "felli", "fanorona", "tuknanavuhpi"};

typedef struct Shared {
    int port;
    double end;              /* the clock time the clients stop at */
    int search_every;        /* a search every this many moves (0: none) */
    int think_ms;            /* a client's pause after each answer, as a person thinks (0: none) */
    pthread_mutex_t lock;
    double *latencies;       /* of moves requests, ms */
    long nlatencies, requests, errors, searches;
    char first_error[512];
} Shared;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static void note_error(Shared *sh, const char *what, const HttpAnswer *a)
{
    pthread_mutex_lock(&sh->lock);
    if (!sh->errors++)
        snprintf(sh->first_error, sizeof sh->first_error, "%.150s: %d %.300s", what, a ? a->status : 0,
                 a && a->body ? a->body : "(no answer)");
    pthread_mutex_unlock(&sh->lock);
}

/* The k-th move text of a `moves --json` answer, into out. Returns how many moves it lists. */
static int pick_move(const char *body, unsigned k, char *out, size_t len)
{
    int n = 0;
    for (const char *s = strstr(body, "{\"move\":\""); s; s = strstr(s + 1, "{\"move\":\""))
        n++;
    if (!n)
        return 0;
    const char *s = strstr(body, "{\"move\":\"");
    for (unsigned i = 0; i < k % (unsigned)n; i++)
        s = strstr(s + 1, "{\"move\":\"");
    s += 9;
    snprintf(out, len, "%.*s", (int)strcspn(s, "\""), s);
    return n;
}

/* One short analysis through POST /api/search and its polls, as the page does for an AI move.
 * *over: the game had ended (a repetition or the quiet-move limit, though moves remain). */
static bool search_once(Shared *sh, HttpConnection *c, const char *query, bool *over)
{
    char target[8192 + 64], id[64];
    HttpAnswer a;
    snprintf(target, sizeof target, "/api/search?%s&ai=greedy&time=50", query);
    bool sent = http_keepalive_request(c, "POST", target, &a);
    *over = sent && a.status == 400 && strstr(a.body, "the game is over") != NULL;
    if (*over) {
        http_free(&a);
        return true;
    }
    if (!sent || a.status != 202) {
        note_error(sh, "POST /api/search", &a);
        http_free(&a);
        return false;
    }
    const char *at = strstr(a.body, "\"id\":\"");
    snprintf(id, sizeof id, "%.16s", at ? at + 6 : "");
    http_free(&a);
    snprintf(target, sizeof target, "/api/search/%s", id);
    for (int polls = 0; polls < 1000; polls++) {
        struct timespec pause = {0, 20000000};
        nanosleep(&pause, NULL);
        if (!http_keepalive_request(c, "GET", target, &a) || a.status != 200) {
            note_error(sh, "GET /api/search/ID", &a);
            http_free(&a);
            return false;
        }
        bool done = strstr(a.body, "\"running\":false") != NULL;
        http_free(&a);
        __atomic_add_fetch(&sh->requests, 1, __ATOMIC_RELAXED);
        if (done) {
            __atomic_add_fetch(&sh->searches, 1, __ATOMIC_RELAXED);
            return true;
        }
    }
    note_error(sh, "a search that never finished", NULL);
    return false;
}

static void *client(void *arg)
{
    Shared *sh = arg;
    HttpConnection *c = malloc(sizeof *c);
    if (!c || !http_open(c, sh->port)) {
        note_error(sh, "connect", NULL);
        free(c);
        return NULL;
    }
    unsigned seed = (unsigned)(uintptr_t)c ^ (unsigned)time(NULL);
    char play[4096] = "", query[8192], target[8192 + 64], move[128];
    const char *game = games[rand_r(&seed) % (sizeof games / sizeof games[0])];
    int plies = 0;
    while (now_s() < sh->end) {
        snprintf(query, sizeof query, "variant=%s%s", game, play[0] ? "&play=" : "");
        for (char *s = play, *q = query + strlen(query); *s && q < query + sizeof query - 4; s++)
            *q++ = *s == ' ' ? '+' : *s, *q = '\0';
        snprintf(target, sizeof target, "/api/moves?%s", query);
        HttpAnswer a;
        double t0 = now_s();
        bool ok = http_keepalive_request(c, "GET", target, &a) && a.status == 200;
        double ms = (now_s() - t0) * 1000;
        __atomic_add_fetch(&sh->requests, 1, __ATOMIC_RELAXED);
        if (!ok) {
            note_error(sh, target, &a);
            http_free(&a);
            break;
        }
        pthread_mutex_lock(&sh->lock);
        if (sh->nlatencies < MAX_SAMPLES)
            sh->latencies[sh->nlatencies++] = ms;
        pthread_mutex_unlock(&sh->lock);
        int n = pick_move(a.body, (unsigned)rand_r(&seed), move, sizeof move);
        http_free(&a);
        bool over = false;
        if (sh->search_every && n > 0 && plies % sh->search_every == 5 % sh->search_every &&
            !search_once(sh, c, query, &over)) /* (a finished game has nothing to search) */
            break;
        if (n == 0 || over || plies >= MAX_PLIES || strlen(play) + strlen(move) + 2 >= sizeof play) {
            play[0] = '\0', plies = 0; /* a new game */
            game = games[rand_r(&seed) % (sizeof games / sizeof games[0])];
            continue;
        }
        if (sh->think_ms)
            nanosleep(&(struct timespec){sh->think_ms / 1000, (long)(sh->think_ms % 1000) * 1000000}, NULL);
        size_t used = strlen(play);
        snprintf(play + used, sizeof play - used, "%s%s", used ? " " : "", move);
        plies++;
    }
    http_close(c);
    free(c);
    return NULL;
}

/* The server's resident memory in KiB (VmRSS), or 0 if it cannot be read. */
static long rss_kib(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kib = 0;
    while (f && fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6))
            kib = atol(line + 6);
    if (f)
        fclose(f);
    return kib;
}

/* The CPU seconds pid has used (user and system), from /proc/PID/stat. */
static double cpu_seconds(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f)
        fclose(f);
    buf[n] = '\0';
    const char *s = strrchr(buf, ')'); /* after the program's name: state, then fields 4.. */
    unsigned long utime = 0, stime = 0;
    if (!s || sscanf(s + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
        return 0;
    return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* An environment variable's number, or fallback when it is unset or below min. */
static int env_int(const char *name, int fallback, int min)
{
    const char *v = getenv(name);
    return v && atoi(v) >= min ? atoi(v) : fallback;
}

static void test_load(void **state)
{
    (void)state;
    int nclients = env_int("LOAD_CLIENTS", 50, 1), seconds = env_int("LOAD_SECONDS", 60, 1);
    nclients = nclients > MAX_CLIENTS ? MAX_CLIENTS : nclients;
    ServerProcess server;
    char err[256], searches[16];
    snprintf(searches, sizeof searches, "%d", nclients);
    const char *extra[] = {"--max-searches", searches, NULL};
    if (!server_start(&server, extra, err, sizeof err))
        fail_msg("%s", err);
    const char *every = getenv("LOAD_SEARCH_EVERY");
    Shared sh = {.port = server.port, .end = now_s() + seconds, .search_every = every ? atoi(every) : 10,
                 .think_ms = env_int("LOAD_THINK_MS", 100, 0)};
    pthread_mutex_init(&sh.lock, NULL);
    sh.latencies = malloc(sizeof *sh.latencies * MAX_SAMPLES);
    assert_non_null(sh.latencies);
    pthread_t threads[MAX_CLIENTS];
    double start = now_s();
    for (int i = 0; i < nclients; i++)
        assert_int_equal(pthread_create(&threads[i], NULL, client, &sh), 0);
    long peak = 0, early = 0, late = 0;
    while (now_s() < sh.end) { /* the server's memory, each second */
        sleep(1);
        long kib = rss_kib(server.pid);
        peak = kib > peak ? kib : peak;
        if (!early && now_s() - start >= seconds / 3.0)
            early = kib;
        late = kib;
    }
    for (int i = 0; i < nclients; i++)
        pthread_join(threads[i], NULL);
    double elapsed = now_s() - start, cpu = cpu_seconds(server.pid);
    int status = server_stop(&server);
    qsort(sh.latencies, (size_t)sh.nlatencies, sizeof *sh.latencies, compare_double);
    double p50 = sh.nlatencies ? sh.latencies[sh.nlatencies / 2] : 0;
    double p99 = sh.nlatencies ? sh.latencies[sh.nlatencies * 99 / 100] : 0;
    double loads[3] = {0};
    getloadavg(loads, 3);
    printf("clients %d (pause %d ms), %d s: %ld requests (%.0f/s), %ld moves requests p50 %.2f ms p99 %.2f ms, %ld searches; "
           "server CPU %.1f s (%.3f ms a request); server memory peak %.1f MiB (%.1f MiB at %d s, %.1f MiB at the "
           "end); load average %.2f; errors %ld\n",
           nclients, sh.think_ms, seconds, sh.requests, sh.requests / elapsed, sh.nlatencies, p50, p99, sh.searches, cpu,
           sh.requests ? cpu * 1000 / sh.requests : 0.0, peak / 1024.0, early / 1024.0, seconds / 3, late / 1024.0,
           loads[0], sh.errors);
    if (sh.errors)
        fail_msg("%ld errors; the first: %s", sh.errors, sh.first_error);
    assert_int_equal(status, 0); /* alive to the end, and a clean exit */
    assert_true(sh.nlatencies > 0);
    if (late > early + MEMORY_SLACK_KIB)
        fail_msg("the server's memory grew from %ld KiB to %ld KiB", early, late);
    free(sh.latencies);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_load)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
