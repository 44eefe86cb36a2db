/*
 * engine_latency.c — how fast `kharbaga engine` answers (docs/BENCHMARKS.md, "Engine protocol"):
 * the round trip of a `moves` request, from writing the line to reading its answer, over many
 * requests, against the baseline of one `kharbaga moves --json` process per request (moves_rounds
 * / 100 of them, at least 5); and the time from `stop` to the `bestmove` of a search running
 * without limits.
 *
 *     test_engine_latency [MOVES_ROUNDS [STOP_ROUNDS]]      (default 300 and 5: the test suite's)
 *
 * Every answer is checked (a moves answer with the position's legal moves; a bestmove with
 * stopped:true, then the stop answer); the times are printed, median, 99th percentile and
 * maximum, with the machine's load average before and after, and are not asserted: a loaded
 * machine must not fail the suite.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/cli.h"
#include "support/engine_pipe.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WAIT_MS = 20000 };

static int moves_rounds = 300, stop_rounds = 5;

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Prints median, 99th percentile and maximum of n times in ms (sorted here). */
static void report(const char *what, double *ms, int n)
{
    qsort(ms, (size_t)n, sizeof *ms, by_value);
    int p99 = (int)((n - 1) * 0.99 + 0.5);
    printf("%-34s n=%-6d median %.3f ms   p99 %.3f ms   max %.3f ms\n", what, n, ms[n / 2], ms[p99], ms[n - 1]);
}

static void print_load(const char *when)
{
    FILE *f = fopen("/proc/loadavg", "r");
    char line[128] = "?";
    if (f) {
        if (!fgets(line, sizeof line, f))
            snprintf(line, sizeof line, "?\n");
        fclose(f);
    }
    printf("load average %s: %s", when, line);
}

/* Sends request and returns the ms until the next line, which is left in *line. */
static double round_trip(EnginePipe *p, const char *request, const char **line)
{
    double t0 = engine_pipe_now_us();
    assert_true(engine_pipe_send(p, request));
    *line = engine_pipe_read(p, WAIT_MS);
    double ms = (engine_pipe_now_us() - t0) / 1000.0;
    assert_non_null(*line);
    return ms;
}

/* `moves` in two positions: the start (3 moves) and a middle game with captures. */
static void test_moves_round_trip(void **state)
{
    (void)state;
    static const struct {
        const char *position, *name;
        int count;
    } where[] = {
        {"start", "moves, Kharbaga start", 3},
        {"W:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,g3,i3,b4,d4,f4,h4,e5,g5,i5:Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,h8,"
         "a9,c9,e9,g9,i9",
         "moves, after e3-e5 (2 captures)", 2},
    };
    EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "engine", NULL});
    assert_non_null(p);
    double *ms = malloc(sizeof *ms * (size_t)moves_rounds);
    assert_non_null(ms);
    print_load("before");
    for (size_t w = 0; w < sizeof where / sizeof where[0]; w++) {
        char request[512];
        snprintf(request, sizeof request, "{\"cmd\":\"position\",\"position\":\"%s\"}", where[w].position);
        const char *line;
        round_trip(p, request, &line);
        expect_contains(line, "\"type\":\"position\"");
        for (int i = 0; i < moves_rounds; i++) {
            ms[i] = round_trip(p, "{\"cmd\":\"moves\"}", &line);
            JValue doc;
            j_parse(line, &doc);
            assert_string_equal(j_need(&doc, "type", J_STRING)->string, "moves");
            assert_int_equal((int)j_need(&doc, "count", J_NUMBER)->number, where[w].count);
            assert_int_equal(j_need(&doc, "moves", J_ARRAY)->n, where[w].count);
            j_free(&doc);
        }
        report(where[w].name, ms, moves_rounds);
    }
    for (int i = 0; i < moves_rounds; i++) {
        const char *line;
        ms[i] = round_trip(p, "ping", &line);
        assert_string_equal(line, "{\"type\":\"pong\"}");
    }
    report("ping", ms, moves_rounds);
    print_load("after");
    free(ms);
    char err[4096];
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_string_equal(err, "");
}

/* The baseline: what a program does without the protocol, one process per request
 * (`kharbaga moves --json`, loading the game each time). */
static void test_process_per_request(void **state)
{
    (void)state;
    int n = moves_rounds / 100 > 5 ? moves_rounds / 100 : 5;
    double *ms = malloc(sizeof *ms * (size_t)n);
    assert_non_null(ms);
    for (int i = 0; i < n; i++) {
        double t0 = engine_pipe_now_us();
        RunResult r = RUN("moves", "--json");
        ms[i] = (engine_pipe_now_us() - t0) / 1000.0;
        expect_success(&r);
        char keys[1024];
        json_move_keys(r.out, keys, sizeof keys);
        assert_int_equal(run_count_lines(r.out), 3);
        run_free(&r);
    }
    report("kharbaga moves --json (a process)", ms, n);
    free(ms);
}

/* stop while a search without limits runs, once it has completed depth 8 (deep in its work). */
static void test_stop_latency(void **state)
{
    (void)state;
    EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "engine", NULL});
    assert_non_null(p);
    double *ms = malloc(sizeof *ms * (size_t)stop_rounds);
    assert_non_null(ms);
    print_load("before");
    for (int i = 0; i < stop_rounds; i++) {
        assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true}"));
        assert_non_null(engine_pipe_read_until(p, "\"depth\":8,", WAIT_MS));
        /* a moment later, so that stop falls anywhere in an iteration */
        struct timespec nap = {0, (long)(1 + i % 7) * 7000000L};
        nanosleep(&nap, NULL);
        double t0 = engine_pipe_now_us();
        assert_true(engine_pipe_send(p, "stop"));
        const char *line = engine_pipe_read_until(p, "\"bestmove\"", WAIT_MS);
        ms[i] = (engine_pipe_now_us() - t0) / 1000.0;
        assert_non_null(line);
        JValue doc;
        j_parse(line, &doc);
        assert_true(j_need(&doc, "stopped", J_BOOL)->boolean);
        j_need(&doc, "move", J_STRING);
        j_free(&doc);
        line = engine_pipe_read(p, WAIT_MS);
        assert_non_null(line);
        assert_string_equal(line, "{\"type\":\"stop\",\"stopped\":true}");
        /* each search starts from an empty table, so that each stop falls in comparable work */
        assert_true(engine_pipe_send(p, "{\"cmd\":\"position\",\"position\":\"start\"}"));
        assert_non_null(engine_pipe_read_until(p, "\"position\"", WAIT_MS));
    }
    report("stop -> bestmove, Kharbaga start", ms, stop_rounds);
    print_load("after");
    free(ms);
    char err[4096];
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_string_equal(err, "");
}

int main(int argc, char **argv)
{
    if (argc > 1)
        moves_rounds = atoi(argv[1]);
    if (argc > 2)
        stop_rounds = atoi(argv[2]);
    if (moves_rounds < 1 || stop_rounds < 1) {
        fprintf(stderr, "usage: test_engine_latency [MOVES_ROUNDS [STOP_ROUNDS]] (each at least 1)\n");
        return 2;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_moves_round_trip),
        cmocka_unit_test(test_process_per_request),
        cmocka_unit_test(test_stop_latency),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
