/*
 * load_class.c — a class on one server (label slow; docs/BENCHMARKS.md, "A class on one
 * server"): LOAD_PUPILS pupils (default 30) start at the same moment, each playing LOAD_MOVES
 * moves (default 6) of Kharbaga against The Master at LOAD_TIME_MS a move (default 300, the class
 * setting of docs/teaching.md), as the page does: a move of theirs (a legal move at random), then
 * the AI's reply through POST /api/search and its polls. The server runs with its default limits.
 * It fails if any reply is refused or never comes, and prints how long the replies waited (from
 * the search's start to its move): the median and the slowest.
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

enum { MAX_PUPILS = 128, MAX_MOVES = 40, POLL_MS = 50 };

typedef struct Class {
    int port, moves, time_ms;
    pthread_barrier_t bell;  /* every pupil moves at the same moment */
    pthread_mutex_t lock;
    double waits[MAX_PUPILS * MAX_MOVES]; /* seconds from a search's start to its move */
    int nwaits, refused, failed;
    char first_problem[512];
} Class;

typedef struct Pupil {
    Class *class;
    unsigned seed;
    char played[MAX_MOVES * 2 * 24]; /* the moves so far, blank-separated */
} Pupil;

static double now_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + t.tv_nsec / 1e9;
}

static int env_int(const char *name, int fallback, int max)
{
    const char *v = getenv(name);
    int n = v ? atoi(v) : fallback;
    return n < 1 ? fallback : n > max ? max : n;
}

static void note_problem(Class *c, bool refused, const char *what, const HttpAnswer *a)
{
    pthread_mutex_lock(&c->lock);
    if (!c->refused && !c->failed)
        snprintf(c->first_problem, sizeof c->first_problem, "%s: %d %.300s", what, a ? a->status : 0,
                 a && a->body ? a->body : "(no answer)");
    if (refused)
        c->refused++;
    else
        c->failed++;
    pthread_mutex_unlock(&c->lock);
}

/* The value of "key":"..." in body, into out; false if absent. */
static bool string_field(const char *body, const char *key, char *out, size_t len)
{
    char pattern[64];
    snprintf(pattern, sizeof pattern, "\"%s\":\"", key);
    const char *s = strstr(body, pattern);
    if (!s)
        return false;
    s += strlen(pattern);
    snprintf(out, len, "%.*s", (int)strcspn(s, "\""), s);
    return true;
}

/* Appends a move to the pupil's game. */
static void play(Pupil *p, const char *move)
{
    size_t used = strlen(p->played);
    snprintf(p->played + used, sizeof p->played - used, "%s%s", used ? " " : "", move);
}

/* The pupil's own move: one of the legal moves at random. False when the game is over. */
static bool pupil_move(Pupil *p)
{
    char query[sizeof p->played * 3 + 64] = "", target[sizeof query + 32];
    query_add(query, sizeof query, "play", p->played);
    snprintf(target, sizeof target, "/api/moves?%s", p->played[0] ? query : "");
    HttpAnswer a;
    if (!http_request(p->class->port, "GET", target, NULL, &a) || a.status != 200) {
        note_problem(p->class, false, "moves", &a);
        return false;
    }
    int n = 0;
    for (const char *s = strstr(a.body, "{\"move\":\""); s; s = strstr(s + 1, "{\"move\":\""))
        n++;
    const char *s = strstr(a.body, "{\"move\":\"");
    for (int k = n ? (int)(rand_r(&p->seed) % (unsigned)n) : 0; s && k > 0; k--)
        s = strstr(s + 1, "{\"move\":\"");
    char move[64] = "";
    if (s)
        snprintf(move, sizeof move, "%.*s", (int)strcspn(s + 9, "\""), s + 9);
    http_free(&a);
    if (!move[0])
        return false;
    play(p, move);
    return true;
}

/* The AI's reply as the page asks it: POST /api/search, then polls until it has a move. Returns
 * false when the game is over or a problem was noted. */
static bool ai_reply(Pupil *p)
{
    Class *c = p->class;
    char query[sizeof p->played * 3 + 64] = "", target[sizeof query + 64], id[64], best[64];
    query_add(query, sizeof query, "ai", "master");
    char time[16];
    snprintf(time, sizeof time, "%d", c->time_ms);
    query_add(query, sizeof query, "time", time);
    query_add(query, sizeof query, "play", p->played);
    snprintf(target, sizeof target, "/api/search?%s", query);
    double start = now_s();
    HttpAnswer a;
    if (!http_request(c->port, "POST", target, NULL, &a) || a.status != 202) {
        bool over = a.status == 400 && a.body && strstr(a.body, "game is over");
        if (!over)
            note_problem(c, a.status == 503, "search", &a);
        return false;
    }
    string_field(a.body, "id", id, sizeof id);
    http_free(&a);
    snprintf(target, sizeof target, "/api/search/%s", id);
    for (;;) {
        nanosleep(&(struct timespec){0, POLL_MS * 1000000L}, NULL);
        if (!http_request(c->port, "GET", target, NULL, &a) || a.status != 200) {
            note_problem(c, false, "poll", &a);
            return false;
        }
        bool done = strstr(a.body, "\"running\":false") != NULL, moved = done && string_field(a.body, "best", best, sizeof best);
        http_free(&a);
        if (done) {
            pthread_mutex_lock(&c->lock);
            c->waits[c->nwaits++] = now_s() - start;
            pthread_mutex_unlock(&c->lock);
            if (moved)
                play(p, best);
            return moved;
        }
    }
}

static void *pupil(void *arg)
{
    Pupil *p = arg;
    pthread_barrier_wait(&p->class->bell);
    for (int m = 0; m < p->class->moves; m++)
        if (!pupil_move(p) || !ai_reply(p))
            break;
    return NULL;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void test_a_class_plays_the_master(void **state)
{
    (void)state;
    static Class c;
    int pupils = env_int("LOAD_PUPILS", 30, MAX_PUPILS);
    c.moves = env_int("LOAD_MOVES", 6, MAX_MOVES);
    c.time_ms = env_int("LOAD_TIME_MS", 300, 10000);
    ServerProcess server;
    char err[256];
    if (!server_start(&server, NULL, err, sizeof err))
        fail_msg("%s", err);
    c.port = server.port;
    pthread_mutex_init(&c.lock, NULL);
    pthread_barrier_init(&c.bell, NULL, (unsigned)pupils);
    static Pupil ps[MAX_PUPILS];
    pthread_t threads[MAX_PUPILS];
    double start = now_s();
    for (int i = 0; i < pupils; i++) {
        ps[i] = (Pupil){.class = &c, .seed = (unsigned)i + 1};
        assert_int_equal(pthread_create(&threads[i], NULL, pupil, &ps[i]), 0);
    }
    for (int i = 0; i < pupils; i++)
        pthread_join(threads[i], NULL);
    double took = now_s() - start;
    assert_int_equal(server_stop(&server), 0);
    qsort(c.waits, (size_t)c.nwaits, sizeof c.waits[0], compare_doubles);
    printf("class: %d pupils, %d moves each, The Master at %d ms: %d replies in %.1f s; wait median %.2f s, "
           "slowest %.2f s; refused %d, failed %d\n",
           pupils, c.moves, c.time_ms, c.nwaits, took, c.nwaits ? c.waits[c.nwaits / 2] : 0.0,
           c.nwaits ? c.waits[c.nwaits - 1] : 0.0, c.refused, c.failed);
    if (c.refused || c.failed)
        fail_msg("%d replies refused, %d failed; the first: %s", c.refused, c.failed, c.first_problem);
    assert_true(c.nwaits >= pupils); /* every pupil had at least one reply */
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_a_class_plays_the_master)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
