/*
 * test_searches.c — the searches of `kharbaga serve` under pressure: stops and polls of one search
 * racing each other never crash the server; finished searches hold no worker; searches beyond
 * the workers wait in line, first come first served, and a waiting search can be stopped. And the
 * budget of every request: a count that would take hours is stopped with a clear answer, a study
 * that would take minutes answers with the games it played to their end, and SIGTERM ends the
 * server within 2 s while such a request runs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"
#include "support/cli.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static ServerProcess server;

enum { WORKERS = 2 };

static int start_server(void **state)
{
    (void)state;
    const char *extra[] = {"--max-searches", "2", NULL};
    return server_setup(&server, extra);
}

static int stop_server(void **state)
{
    (void)state;
    return server_teardown(&server); /* a clean exit on SIGTERM */
}

static void pause_ms(int ms)
{
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000};
    nanosleep(&t, NULL);
}

/* POST /api/search?query: 202; its id into id. */
static void start_search(const char *query, char id[64])
{
    char target[256];
    snprintf(target, sizeof target, "/api/search?%s", query);
    HttpAnswer a;
    assert_true(http_request(server.port, "POST", target, NULL, &a));
    if (a.status != 202)
        fail_msg("POST %s: %d %s", target, a.status, a.body);
    JValue doc;
    j_parse(a.body, &doc);
    snprintf(id, 64, "%s", j_need(&doc, "id", J_STRING)->string);
    j_free(&doc);
    http_free(&a);
}

/* GET /api/search/ID (200): whether it runs and its place in line (0: not waiting). */
static bool poll_search(const char *id, int *waiting)
{
    char target[128];
    snprintf(target, sizeof target, "/api/search/%s", id);
    HttpAnswer a;
    assert_true(http_request(server.port, "GET", target, NULL, &a));
    if (a.status != 200)
        fail_msg("GET %s: %d %s", target, a.status, a.body);
    JValue doc;
    j_parse(a.body, &doc);
    bool running = j_need(&doc, "running", J_BOOL)->boolean;
    const JValue *w = j_get(&doc, "waiting");
    *waiting = w ? (int)j_need(&doc, "waiting", J_NUMBER)->number : 0;
    j_free(&doc);
    http_free(&a);
    return running;
}

/* Polls id until a worker has taken it (a worker wakes a moment after the start). */
static void wait_running(const char *id)
{
    int waiting = 1;
    for (int tries = 0; tries < 250 && waiting; tries++) {
        assert_true(poll_search(id, &waiting));
        if (waiting)
            pause_ms(20);
    }
    assert_int_equal(waiting, 0);
}

/* POST /api/search/ID/stop: its status. */
static int stop_search(const char *id)
{
    char target[128];
    snprintf(target, sizeof target, "/api/search/%s/stop", id);
    HttpAnswer a;
    if (!http_request(server.port, "POST", target, NULL, &a))
        return 0;
    int status = a.status;
    http_free(&a);
    return status;
}

/* The server still answers. */
static void expect_alive(void)
{
    HttpAnswer a;
    assert_true(http_request(server.port, "GET", "/api/personalities", NULL, &a));
    assert_int_equal(a.status, 200);
    http_free(&a);
}

/* ---- racing stops ---- */

typedef struct Racer {
    const char *id;
    bool stop;            /* a stop, else a poll */
    pthread_barrier_t *go;
    int status;           /* OUT */
} Racer;

static void *race(void *arg)
{
    Racer *r = arg;
    char target[128];
    snprintf(target, sizeof target, "/api/search/%s%s", r->id, r->stop ? "/stop" : "");
    pthread_barrier_wait(r->go);
    HttpAnswer a;
    r->status = 0;
    if (http_request(server.port, r->stop ? "POST" : "GET", target, NULL, &a)) {
        r->status = a.status;
        http_free(&a);
    }
    return NULL;
}

/* Three stops and a poll of one running search at once, many times: each is answered 200 (the
 * result) or 404 (another read it first), and the server lives on. */
static void test_racing_stops_and_polls(void **state)
{
    (void)state;
    enum { ROUNDS = 25, RACERS = 4 };
    for (int round = 0; round < ROUNDS; round++) {
        char id[64];
        start_search("variant=zamma&time=3000", id);
        pause_ms(round % 3 * 15);
        pthread_barrier_t go;
        pthread_barrier_init(&go, NULL, RACERS);
        Racer racers[RACERS];
        pthread_t threads[RACERS];
        for (int i = 0; i < RACERS; i++) {
            racers[i] = (Racer){id, i < 3, &go, 0};
            assert_int_equal(pthread_create(&threads[i], NULL, race, &racers[i]), 0);
        }
        int answered_200 = 0;
        for (int i = 0; i < RACERS; i++) {
            pthread_join(threads[i], NULL);
            if (racers[i].status != 200 && racers[i].status != 404)
                fail_msg("round %d: a %s answered %d", round, racers[i].stop ? "stop" : "poll", racers[i].status);
            answered_200 += racers[i].status == 200 && racers[i].stop;
        }
        pthread_barrier_destroy(&go);
        assert_true(answered_200 <= 1); /* the result is given once, to one stop */
        expect_alive();
    }
}

/* ---- places ---- */

/* Finished results nobody has read hold no worker: after four random moves left unread, two
 * searches run at once, neither waiting. */
static void test_finished_searches_hold_no_worker(void **state)
{
    (void)state;
    char unread[4][64], ids[WORKERS][64];
    for (int i = 0; i < 4; i++)
        start_search("ai=random", unread[i]);
    for (int i = 0; i < WORKERS; i++)
        start_search("variant=zamma&time=3000", ids[i]);
    for (int i = 0; i < WORKERS; i++)
        wait_running(ids[i]);
    for (int i = 0; i < WORKERS; i++)
        assert_int_equal(stop_search(ids[i]), 200);
    for (int i = 0; i < 4; i++) { /* the unread results are still there */
        int waiting;
        assert_false(poll_search(unread[i], &waiting));
    }
}

/* Searches beyond the workers wait in line and are served in their order; a waiting search that
 * is stopped leaves the line and answers at once with a move. */
static void test_queue_first_come_first_served(void **state)
{
    (void)state;
    char busy[WORKERS][64], queued[3][64];
    for (int i = 0; i < WORKERS; i++)
        start_search("variant=zamma&time=8000", busy[i]);
    for (int i = 0; i < WORKERS; i++)
        wait_running(busy[i]);
    for (int i = 0; i < 3; i++)
        start_search("variant=zamma&time=8000", queued[i]);
    for (int i = 0; i < 3; i++) {
        int waiting;
        assert_true(poll_search(queued[i], &waiting));
        assert_int_equal(waiting, i + 1);
    }
    HttpAnswer a; /* analyze on a request thread does not jump the line */
    assert_true(http_request(server.port, "GET", "/api/analyze?time=100", NULL, &a));
    assert_int_equal(a.status, 503);
    http_free(&a);
    assert_int_equal(stop_search(busy[0]), 200);
    wait_running(queued[0]); /* the first in line took the worker */
    int waiting;
    assert_true(poll_search(queued[1], &waiting));
    assert_int_equal(waiting, 1);
    assert_true(poll_search(queued[2], &waiting));
    assert_int_equal(waiting, 2);

    char target[128];
    snprintf(target, sizeof target, "/api/search/%s/stop", queued[1]);
    assert_true(http_request(server.port, "POST", target, NULL, &a));
    assert_int_equal(a.status, 200);
    JValue doc;
    j_parse(a.body, &doc);
    assert_false(j_need(&doc, "running", J_BOOL)->boolean);
    assert_true(strlen(j_need(&doc, "best", J_STRING)->string) >= 4); /* stopped from the start: a move all the same */
    j_need(&doc, "table", J_NULL); /* as analyze --json ends: the start is in no endgame table */
    j_free(&doc);
    http_free(&a);
    assert_true(poll_search(queued[2], &waiting));
    assert_int_equal(waiting, 1);
    assert_int_equal(stop_search(busy[1]), 200);
    assert_int_equal(stop_search(queued[0]), 200);
    assert_int_equal(stop_search(queued[2]), 200);
}

/* ---- request budgets ---- */

/* Perft 6 from here with captures optional: hours. */
#define HOURS_OF_PERFT                                                                                                \
    "/api/perft?variant=zamma&rule=capture%3Doptional&depth=6&position="                                            \
    "W%3AWKa1%2CKi9%2CKe5%2CKc3%2CKa5%2CKb2%2CKd2%2CKf2%2CKh2%3ABKa9%2CKi1%2CKg7%2CKc7%2CKe1%2CKb8%2CKd8%2CKf8%2CKh8"

static double seconds_since(const struct timespec *start)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) * 1e-9;
}

/* The text of doc from the member `key` on to the next member `next` (both as "\"key\":"), malloc'd. */
static char *json_part(const char *doc, const char *key, const char *next)
{
    const char *from = strstr(doc, key), *to = from ? strstr(from, next) : NULL;
    if (!to)
        fail_msg("no %s before %s in %.300s", key, next, doc);
    return strndup(from, (size_t)(to - from));
}

/* With --max-time 300, a study that takes minutes (Zamma's rulesets: docs/studies.md) answers
 * within the request's budget with the rounds it played to their end: complete false, its answer
 * saying it stopped, and its games those of `kharbaga study --games N` for the N games per choice
 * it counts (a game cut at the budget counts nowhere). */
static void study_within_budget(int port)
{
    static const char target[] = "/api/study?variant=zamma&choice=ruleset%3Dstandard&choice=ruleset%3Dmonod";
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    HttpAnswer a;
    assert_true(http_request(port, "GET", target, NULL, &a));
    double took = seconds_since(&start);
    if (a.status != 200)
        fail_msg("a study past its budget: %d %s", a.status, a.body);
    assert_true(took < 10.0); /* stopped at 0.3 s; generous for a loaded machine */
    JValue doc;
    j_parse(a.body, &doc);
    assert_false(j_need(&doc, "complete", J_BOOL)->boolean);
    int games = (int)j_need(&doc, "games_per_choice", J_NUMBER)->number;
    const JValue *choices = j_need(&doc, "choices", J_ARRAY);
    for (int k = 0; k < choices->n; k++)
        assert_int_equal((int)j_need(&choices->items[k], "games", J_NUMBER)->number, games);
    const char *answer = j_need(&doc, "answer", J_STRING)->string;
    print_message("a study stopped at 300 ms after %d games per choice, answered in %.2f s: %s\n", games, took, answer);
    if (games == 0) { /* a loaded machine: not one round in 300 ms */
        expect_contains(answer, "No answer yet: no round of games, one under each choice, was played to its end "
                                "within the 300 ms a request may take here.");
    } else {
        expect_contains(answer, "The study stopped there, at the 300 ms a request may take here; in a terminal, "
                                "kharbaga study with these choices plays on until the answer is clear.");
        char n[16];
        snprintf(n, sizeof n, "%d", games);
        RunResult cli = RUN("study", "--json", "--depth", "3", "--until", "clear", "--jobs", "1", "--variant", "zamma",
                            "--choice", "ruleset=standard", "--choice", "ruleset=monod", "--games", n);
        assert_int_equal(cli.status, 0);
        char *mine = json_part(a.body, "\"choices\":", "\"sequential\":"),
             *theirs = json_part(cli.out, "\"choices\":", "\"sequential\":");
        if (strcmp(mine, theirs))
            fail_msg("the stopped study's games are not those of --games %d:\n%.600s\n%.600s", games, mine, theirs);
        free(mine);
        free(theirs);
        run_free(&cli);
    }
    j_free(&doc);
    http_free(&a);
}

/* --max-time 300: a perft that would count for hours is stopped at the request's budget (the
 * search cap and a second) with 400 naming depth; so is a workshop-style count in check; a study
 * stops at the cap itself. */
static void test_request_budget(void **state)
{
    (void)state;
    ServerProcess small;
    char err[256];
    const char *extra[] = {"--max-time", "300", NULL};
    if (!server_start(&small, extra, err, sizeof err))
        fail_msg("%s", err);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    HttpAnswer a;
    assert_true(http_request(small.port, "GET", HOURS_OF_PERFT, NULL, &a));
    double took = seconds_since(&start);
    if (a.status != 400 || !strstr(a.body, "\"parameter\":\"depth\"") || !strstr(a.body, "stopped after"))
        fail_msg("perft past its budget: %d %s", a.status, a.body);
    http_free(&a);
    assert_true(took < 10.0); /* 1.3 s of budget; generous for a loaded machine */
    study_within_budget(small.port);
    assert_int_equal(server_stop(&small), 0);
}

typedef struct Request {
    int port;
    int status; /* OUT: 0 if no answer came */
} Request;

static void *long_request(void *arg)
{
    Request *r = arg;
    HttpAnswer a;
    r->status = 0;
    if (http_request(r->port, "GET", HOURS_OF_PERFT, NULL, &a)) {
        r->status = a.status;
        http_free(&a);
    }
    return NULL;
}

/* SIGTERM while requests count and a search runs: the server exits 0 within 2 s. */
static void test_sigterm_ends_the_server_at_once(void **state)
{
    (void)state;
    ServerProcess busy;
    char err[256], id[64];
    const char *extra[] = {"--max-time", "600000", NULL};
    if (!server_start(&busy, extra, err, sizeof err))
        fail_msg("%s", err);
    ServerProcess saved = server;
    server = busy; /* start_search talks to `server` */
    start_search("variant=zamma&time=600000", id);
    server = saved;
    Request requests[3];
    pthread_t threads[3];
    for (int i = 0; i < 3; i++) {
        requests[i] = (Request){busy.port, 0};
        assert_int_equal(pthread_create(&threads[i], NULL, long_request, &requests[i]), 0);
    }
    pause_ms(500);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    int status = server_stop(&busy);
    double took = seconds_since(&start);
    for (int i = 0; i < 3; i++)
        pthread_join(threads[i], NULL);
    assert_int_equal(status, 0);
    if (took > 2.0)
        fail_msg("the server took %.2f s to stop", took);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_racing_stops_and_polls),
        cmocka_unit_test(test_finished_searches_hold_no_worker),
        cmocka_unit_test(test_queue_first_come_first_served),
        cmocka_unit_test(test_request_budget),
        cmocka_unit_test(test_sigterm_ends_the_server_at_once),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
