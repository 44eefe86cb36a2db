/*
 * test_engine.c — `kharbaga engine` driven through pipes, as another program drives it
 * (docs/protocol.md): the game's requests, searches with each kind of limit and their progress
 * lines, stop during a long search, requests answered while a search runs, bad input of every
 * kind answered with one error line while the process goes on, quit and the end of the input;
 * and the example session of docs/protocol.md, replayed and compared line by line.
 *
 * Every line the program writes is checked to be one JSON object with a "type".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/cli.h"
#include "support/engine_pipe.h"
#include "support/textfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Milliseconds an answer may take (times KHARBAGA_RUN_TIMEOUT_SCALE, for valgrind). */
#define WAIT_MS (20000 * engine_pipe_scale())

static EnginePipe *start(void)
{
    EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "engine", NULL});
    assert_non_null(p);
    return p;
}

/* The next line, which must come and be a JSON object with a type; parsed into doc. */
static void answer_any(EnginePipe *p, JValue *doc)
{
    const char *line = engine_pipe_read(p, WAIT_MS);
    if (!line)
        fail_msg("no answer within %d ms", WAIT_MS);
    j_parse(line, doc);
    assert_int_equal(doc->type, J_OBJECT);
    j_need(doc, "type", J_STRING);
}

/* The next line, which must come and be a JSON object of the given type; parsed into doc. */
static void answer(EnginePipe *p, const char *type, JValue *doc)
{
    const char *line = engine_pipe_read(p, WAIT_MS);
    if (!line)
        fail_msg("no answer of type %s within %d ms; standard error: %s", type, WAIT_MS, engine_pipe_stderr(p));
    j_parse(line, doc);
    assert_int_equal(doc->type, J_OBJECT);
    const JValue *t = j_need(doc, "type", J_STRING);
    if (strcmp(t->string, type))
        fail_msg("expected an answer of type %s, got: %s", type, line);
}

/* The next line that is not a search's info line, which must be of the given type. */
static void answer_past_info(EnginePipe *p, const char *type, JValue *doc)
{
    for (;;) {
        answer_any(p, doc);
        const char *t = j_need(doc, "type", J_STRING)->string;
        if (strcmp(t, "info"))
            break;
        j_free(doc);
    }
    if (strcmp(j_need(doc, "type", J_STRING)->string, type))
        fail_msg("expected an answer of type %s, got one of type %s", type, j_need(doc, "type", J_STRING)->string);
}

/* Sends request and checks its one answer's type; the answer is freed. */
static void ask(EnginePipe *p, const char *request, const char *type)
{
    assert_true(engine_pipe_send(p, request));
    JValue doc;
    answer(p, type, &doc);
    j_free(&doc);
}

/* Ends the session with quit: bye, exit status 0, nothing on standard error. */
static void finish(EnginePipe *p)
{
    ask(p, "quit", "bye");
    char err[4096];
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_string_equal(err, "");
}

static void test_game_requests(void **state)
{
    (void)state;
    EnginePipe *p = start();
    JValue doc;
    assert_true(engine_pipe_send(p, "{\"cmd\":\"hello\",\"id\":\"h1\"}"));
    answer(p, "hello", &doc);
    assert_string_equal(j_need(&doc, "id", J_STRING)->string, "h1");
    assert_int_equal((int)j_need(&doc, "protocol", J_NUMBER)->number, 1);
    j_free(&doc);

    /* an id is given back as it came, escapes and all: 62 control characters and an é, 64 bytes */
    char request[1024] = "{\"cmd\":\"ping\",\"id\":\"";
    for (int i = 0; i < 62; i++)
        strcat(request, "\\u0001");
    strcat(request, "\\u00e9\"}");
    assert_true(engine_pipe_send(p, request));
    answer(p, "pong", &doc);
    const char *id = j_need(&doc, "id", J_STRING)->string;
    assert_int_equal(strlen(id), 64);
    assert_string_equal(id + 62, "\xc3\xa9");
    j_free(&doc);

    assert_true(engine_pipe_send(p, "{\"cmd\":\"moves\",\"id\":7}"));
    answer(p, "moves", &doc);
    assert_int_equal((int)j_need(&doc, "id", J_NUMBER)->number, 7);
    assert_int_equal((int)j_need(&doc, "count", J_NUMBER)->number, 3);
    assert_int_equal(j_need(&doc, "moves", J_ARRAY)->n, 3);
    j_free(&doc);

    assert_true(engine_pipe_send(p, "{\"cmd\":\"play\",\"move\":\"e3-e5\"}"));
    answer(p, "position", &doc);
    assert_string_equal(j_need(&doc, "side", J_STRING)->string, "White");
    assert_int_equal((int)j_need(&doc, "ply", J_NUMBER)->number, 1);
    j_free(&doc);

    assert_true(engine_pipe_send(p, "{\"cmd\":\"play\",\"move\":\"e7xe3\"}"));
    answer(p, "position", &doc);
    char list[256];
    j_string_list(j_need(&doc, "moves", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "e3-e5,e7xe3");
    j_free(&doc);

    assert_true(engine_pipe_send(p, "{\"cmd\":\"undo\",\"count\":2}"));
    answer(p, "position", &doc);
    assert_int_equal((int)j_need(&doc, "ply", J_NUMBER)->number, 0);
    j_free(&doc);

    /* a position and moves, as UCI's "position ... moves ..." */
    assert_true(engine_pipe_send(p, "{\"cmd\":\"position\",\"position\":\"B:Bc3,e1:We5,a9\",\"moves\":[\"c3-d4\"]}"));
    answer(p, "position", &doc);
    assert_string_equal(j_need(&doc, "position", J_STRING)->string, "W:Be1,d4:We5,a9");
    j_free(&doc);

    /* another game, a ruleset, rule changes */
    assert_true(engine_pipe_send(p, "{\"cmd\":\"variant\",\"name\":\"zamma\"}"));
    answer(p, "game", &doc);
    assert_string_equal(j_need(&doc, "variant", J_STRING)->string, "zamma");
    assert_int_equal((int)j_need(&doc, "ply", J_NUMBER)->number, 0);
    j_free(&doc);
    assert_true(engine_pipe_send(p, "{\"cmd\":\"variant\",\"name\":\"kharbaga\",\"ruleset\":\"immediate\"}"));
    answer(p, "game", &doc);
    assert_string_equal(j_need(&doc, "ruleset", J_STRING)->string, "immediate");
    expect_contains(j_need(&doc, "rules", J_STRING)->string, "removal=immediate");
    j_free(&doc);
    assert_true(engine_pipe_send(p, "{\"cmd\":\"rules\",\"rules\":[\"chain=may\"]}"));
    answer(p, "game", &doc);
    expect_contains(j_need(&doc, "rules", J_STRING)->string, "chain=may");
    assert_string_equal(j_need(&doc, "ruleset", J_STRING)->string, "immediate");
    j_free(&doc);
    assert_true(engine_pipe_send(p, "{\"cmd\":\"ruleset\",\"name\":\"standard\"}"));
    answer(p, "game", &doc);
    j_string_list(j_need(&doc, "changes", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "chain=may");
    j_free(&doc);
    assert_true(engine_pipe_send(p, "status"));
    answer(p, "status", &doc);
    assert_string_equal(j_need(&doc, "ruleset", J_STRING)->string, "standard");
    j_free(&doc);
    finish(p);
}

/* The game of the command line is the session's first; a bad one ends the program before any
 * request, with the CLI's message. */
static void test_command_line_game(void **state)
{
    (void)state;
    EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "engine", "--variant", "zamma", "--rule",
                                                      "removal=immediate", "--play", "e4-e5", NULL});
    assert_non_null(p);
    JValue doc;
    assert_true(engine_pipe_send(p, "status"));
    answer(p, "status", &doc);
    assert_string_equal(j_need(&doc, "variant", J_STRING)->string, "zamma");
    char list[256];
    j_string_list(j_need(&doc, "changes", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "removal=immediate");
    j_string_list(j_need(&doc, "moves", J_ARRAY), false, list, sizeof list);
    assert_string_equal(list, "e4-e5");
    j_free(&doc);
    ask(p, "{\"cmd\":\"undo\"}", "position");
    finish(p);

    RunResult r = RUN("engine", "--variant", "no_such_game");
    assert_true(r.exited);
    assert_int_equal(r.status, 1);
    expect_contains(r.err, "kharbaga: unknown variant 'no_such_game'");
    assert_string_equal(r.out, "");
    run_free(&r);
}

/* The info lines of a search, then its bestmove (returned in best). Checks the depths rise. */
static int read_search(EnginePipe *p, JValue *best)
{
    int infos = 0, last_depth = 0;
    for (;;) {
        const char *line = engine_pipe_read(p, WAIT_MS);
        assert_non_null(line);
        j_parse(line, best);
        const char *type = j_need(best, "type", J_STRING)->string;
        if (!strcmp(type, "bestmove"))
            return infos;
        assert_string_equal(type, "info");
        int depth = (int)j_need(best, "depth", J_NUMBER)->number;
        assert_true(depth > last_depth);
        last_depth = depth;
        j_need(best, "score", J_NUMBER);
        j_need(best, "nodes", J_NUMBER);
        assert_true(j_need(best, "pv", J_ARRAY)->n >= 1);
        infos++;
        j_free(best);
    }
}

static void test_go_limits(void **state)
{
    (void)state;
    EnginePipe *p = start();
    JValue best;
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"depth\":4,\"id\":\"g\"}"));
    assert_int_equal(read_search(p, &best), 4);
    assert_int_equal((int)j_need(&best, "depth", J_NUMBER)->number, 4);
    assert_string_equal(j_need(&best, "id", J_STRING)->string, "g");
    const char *move = j_need(&best, "move", J_STRING)->string;
    assert_string_equal(move, j_need(&best, "pv", J_ARRAY)->items[0].string);
    assert_true(j_need(&best, "complete", J_BOOL)->boolean);
    j_free(&best);

    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"nodes\":2000}"));
    read_search(p, &best);
    assert_true(j_need(&best, "nodes", J_NUMBER)->number <= 2600); /* checked every few hundred nodes */
    j_free(&best);

    double t0 = engine_pipe_now_us();
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"time\":200}"));
    read_search(p, &best);
    assert_true(engine_pipe_now_us() - t0 < 5e6 * engine_pipe_scale());
    assert_true(j_need(&best, "depth", J_NUMBER)->number >= 1);
    j_free(&best);

    /* setoption alone says what holds: the personality's own limits, the default table */
    JValue opt;
    assert_true(engine_pipe_send(p, "setoption"));
    answer(p, "options", &opt);
    assert_string_equal(j_need(&opt, "personality", J_STRING)->string, "master");
    assert_string_equal(j_need(&opt, "depth", J_STRING)->string, "personality");
    assert_int_equal((int)j_need(&opt, "hash", J_NUMBER)->number, 64);
    j_free(&opt);
    /* setoption's limits hold for later searches; a personality by name; a smaller table */
    assert_true(engine_pipe_send(p, "{\"cmd\":\"setoption\",\"depth\":2,\"personality\":\"greedy\",\"hash\":16}"));
    answer(p, "options", &opt);
    assert_int_equal((int)j_need(&opt, "depth", J_NUMBER)->number, 2);
    assert_int_equal(j_need(&opt, "time", J_NULL)->type, J_NULL);
    assert_int_equal((int)j_need(&opt, "hash", J_NUMBER)->number, 16);
    j_free(&opt);
    assert_true(engine_pipe_send(p, "go"));
    read_search(p, &best);
    assert_int_equal((int)j_need(&best, "depth", J_NUMBER)->number, 2);
    assert_string_equal(j_need(&best, "personality", J_STRING)->string, "greedy");
    j_free(&best);
    finish(p);
}

/* A search with no limit runs until stop; ping is answered meanwhile and the game's requests
 * are refused; stop ends it with its bestmove, then stop's own answer. */
static void test_stop_during_a_long_search(void **state)
{
    (void)state;
    EnginePipe *p = start();
    JValue doc;
    enum { ROUNDS = 5 };
    double times[ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
        assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true}"));
        assert_non_null(engine_pipe_read_until(p, "\"info\"", WAIT_MS));
        assert_true(engine_pipe_send(p, "{\"cmd\":\"ping\",\"id\":1}"));
        answer_past_info(p, "pong", &doc);
        j_free(&doc);
        assert_true(engine_pipe_send(p, "moves"));
        answer_past_info(p, "error", &doc);
        expect_contains(j_need(&doc, "message", J_STRING)->string, "moves: a search is running; send stop first");
        j_free(&doc);
        double t0 = engine_pipe_now_us();
        assert_true(engine_pipe_send(p, "stop"));
        const char *line = engine_pipe_read_until(p, "\"bestmove\"", WAIT_MS);
        double ms = (engine_pipe_now_us() - t0) / 1000.0;
        assert_non_null(line);
        j_parse(line, &doc);
        assert_true(j_need(&doc, "stopped", J_BOOL)->boolean);
        j_free(&doc);
        times[round] = ms;
        if (ms > 2000.0 * engine_pipe_scale()) /* a bound that even a loaded machine keeps */
            fail_msg("stop took %.1f ms", ms);
        answer(p, "stop", &doc);
        assert_true(j_need(&doc, "stopped", J_BOOL)->boolean);
        j_free(&doc);
    }
    /* the median within 10 ms: the worst cases belong to the machine's load (docs/BENCHMARKS.md) */
    for (int i = 0; i < ROUNDS; i++)
        for (int k = i + 1; k < ROUNDS; k++)
            if (times[k] < times[i]) {
                double t = times[i];
                times[i] = times[k], times[k] = t;
            }
    if (times[ROUNDS / 2] > 10.0 * engine_pipe_scale())
        fail_msg("stop took %.1f ms (median of %d)", times[ROUNDS / 2], ROUNDS);
    /* a Monte Carlo personality, too, searches until stop */
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true,\"personality\":\"gambler\"}"));
    assert_non_null(engine_pipe_read_until(p, "\"info\"", WAIT_MS));
    assert_true(engine_pipe_send(p, "stop"));
    const char *line = engine_pipe_read_until(p, "\"bestmove\"", WAIT_MS);
    assert_non_null(line);
    expect_contains(line, "\"stopped\":true");
    expect_contains(line, "\"personality\":\"gambler\"");
    answer(p, "stop", &doc);
    j_free(&doc);
    assert_true(engine_pipe_send(p, "stop")); /* nothing to stop: still one answer */
    answer(p, "stop", &doc);
    assert_false(j_need(&doc, "stopped", J_BOOL)->boolean);
    j_free(&doc);
    finish(p);
}

/* quit and the end of the input during a search: the search stops, the status is 0. */
static void test_quit_and_end_of_input_during_a_search(void **state)
{
    (void)state;
    EnginePipe *p = start();
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true}"));
    assert_non_null(engine_pipe_read_until(p, "\"info\"", WAIT_MS));
    assert_true(engine_pipe_send(p, "quit"));
    assert_non_null(engine_pipe_read_until(p, "\"bestmove\"", WAIT_MS));
    JValue doc;
    answer(p, "bye", &doc);
    j_free(&doc);
    char err[4096];
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_string_equal(err, "");

    p = start();
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true}"));
    assert_non_null(engine_pipe_read_until(p, "\"info\"", WAIT_MS));
    double t0 = engine_pipe_now_us();
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_true(engine_pipe_now_us() - t0 < 5e6 * engine_pipe_scale());
    assert_string_equal(err, "");
}

/* Each bad line, the words its error must say, and its code. */
static const struct {
    const char *line;
    const char *message;
    const char *code;
} bad_lines[] = {
    {"{", "line 1: the line ends early: expected a string in double quotes", "bad_request"},
    {"{\"cmd\":\"moves\"", "expected ',' or '}' after a member", "bad_request"},
    {"[1,2]", "expected a request: a JSON object", "bad_request"},
    {"{\"cmd\":\"go\",\"depth\":{\"a\":1}}", "an object inside the request", "bad_request"},
    {"{\"cmd\":\"go\",\"cmd\":\"stop\"}", "member 'cmd' is given twice", "bad_request"},
    {"{\"cmd\":\"fly\"}", "unknown command 'fly'; expected one of hello, ping", "unknown_command"},
    {"{\"cmd\":7}", "expected a member \"cmd\" naming the request", "bad_request"},
    {"{\"id\":1}", "expected a member \"cmd\"", "bad_request"},
    {"{\"cmd\":\"go\",\"depth\":0}", "go: depth 0: expected a whole number from 1 to", "bad_value"},
    {"{\"cmd\":\"go\",\"depth\":\"5\"}", "go: depth 5: expected a whole number", "bad_value"},
    {"{\"cmd\":\"go\",\"depth\":1e400}", "go: depth 1e400: expected a whole number", "bad_value"},
    {"{\"cmd\":\"go\",\"depth\":99999999999999999999999}", "expected a whole number", "bad_value"},
    {"{\"cmd\":\"go\",\"time\":-5}", "go: time -5: expected a whole number from 1 to 3600000", "bad_value"},
    {"{\"cmd\":\"go\",\"infinite\":true,\"depth\":3}", "go: infinite: true searches until stop", "bad_value"},
    {"{\"cmd\":\"go\",\"personality\":\"random\"}", "the random mover plays without searching", "refused"},
    {"{\"cmd\":\"go\",\"personality\":\"nobody\"}", "go: personality:", "refused"},
    {"{\"cmd\":\"go\",\"depth\":3,\"personality\":\"gambler\"}", "searches by playouts", "bad_value"},
    {"{\"cmd\":\"moves\",\"depth\":3}", "moves: unknown member 'depth'; moves takes only id", "unknown_member"},
    {"{\"cmd\":\"play\",\"move\":\"e3-e9\"}", "play: move 'e3-e9' is not legal here; legal moves:", "illegal_move"},
    {"{\"cmd\":\"play\",\"move\":\"zz\"}", "play: move 'zz'", "not_a_point"},
    {"{\"cmd\":\"play\"}", "play: expected a member \"move\"", "missing_member"},
    {"{\"cmd\":\"play\",\"move\":[\"e3-e5\"]}", "play: move: expected a string", "bad_value"},
    {"{\"cmd\":\"undo\"}", "undo: count 1: only 0 moves were played", "bad_value"},
    {"{\"cmd\":\"position\",\"position\":\"B:Bz9:Wa1\"}", "position: ", "refused"},
    {"{\"cmd\":\"position\",\"position\":\"start\",\"moves\":[\"e3-e5\",\"e3-e5\"]}", "position: moves, move 2: move 'e3-e5'", "illegal_move"},
    {"{\"cmd\":\"position\",\"position\":\"start\",\"moves\":\"e3-e5\"}", "position: moves: expected a list", "bad_value"},
    {"{\"cmd\":\"variant\",\"name\":\"no_such_game\"}", "variant: ", "refused"},
    {"{\"cmd\":\"variant\",\"name\":\"kharbaga\",\"ruleset\":\"nope\"}", "variant: ", "refused"},
    {"{\"cmd\":\"rules\",\"rules\":[\"removal=sometimes\"]}", "rules: rule removal=sometimes: expected end or immediate", "bad_value"},
    {"{\"cmd\":\"rules\",\"rules\":[\"a\x1b[31m=1\"]}", "line 30: byte", "bad_request"},
    {"{\"cmd\":\"rules\",\"rules\":[\"a\\u001b[31m=1\"]}", "rules: ", "refused"},
    {"{\"cmd\":\"setoption\",\"hash\":0}", "setoption: hash 0: expected a whole number from 1 to 4096", "bad_value"},
    {"{\"cmd\":\"ping\",\"id\":{}}", "an object inside the request", "bad_request"},
    {"{\"cmd\":\"ping\",\"id\":[\"x\"]}", "id: expected a number or a string", "bad_value"},
    {"{\"cmd\":\"ping\"}  x", "expected the end of the line", "bad_request"},
    {"{\"cmd\":\"p\\uD800ing\"}", "low surrogate", "bad_request"},
    {"{\"cmd\":\"p\\u0000\"}", "a NUL character", "bad_request"},
    {"{\"cmd\":\"\xff\xfe\"}", "unknown command '\\xFF\\xFE'", "unknown_command"},
    {"STOP", "expected a request", "bad_request"},
    {"{\"cmd\":\"position\",\"position\":\"B:Ba1:W\",\"moves\":[\"a1-a3\"]}",
     "position: moves, move 1: the game is over in this position (no pieces left)", "game_over"},
    {"{\"cmd\":\"variant\",\"name\":\"" KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/memory_bomb.lua\"}",
     "memory limit of 64 MiB exceeded", "refused"},
    {"{\"cmd\":\"variant\",\"name\":\"" KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants/board_no_points.lua\"}",
     "board: a board needs at least two points", "refused"},
};

static void test_bad_input_never_kills(void **state)
{
    (void)state;
    EnginePipe *p = start();
    JValue doc;
    int n = (int)(sizeof bad_lines / sizeof bad_lines[0]);
    for (int i = 0; i < n; i++) {
        assert_true(engine_pipe_send(p, bad_lines[i].line));
        answer(p, "error", &doc);
        const char *msg = j_need(&doc, "message", J_STRING)->string;
        if (!strstr(msg, bad_lines[i].message))
            fail_msg("line %d %s: expected a message with '%s', got '%s'", i + 1, bad_lines[i].line,
                     bad_lines[i].message, msg);
        const char *code = j_need(&doc, "code", J_STRING)->string;
        if (strcmp(code, bad_lines[i].code))
            fail_msg("line %d %s: expected the code %s, got %s", i + 1, bad_lines[i].line, bad_lines[i].code, code);
        for (const char *c = msg; *c; c++) /* one clean line, whatever the input held */
            assert_true((unsigned char)*c >= 0x20 && *c != 0x7f);
        assert_int_equal((int)j_need(&doc, "line", J_NUMBER)->number, i + 1);
        j_free(&doc);
    }
    /* a NUL byte, a line over the limit, a blank line (passed over) */
    assert_true(engine_pipe_send_bytes(p, "{\"cmd\":\0\"ping\"}", 15));
    answer(p, "error", &doc);
    expect_contains(j_need(&doc, "message", J_STRING)->string, "\\x00");
    j_free(&doc);
    size_t big = (1 << 20) + 10;
    char *huge = malloc(big);
    assert_non_null(huge);
    memset(huge, 'a', big);
    assert_true(engine_pipe_send_bytes(p, huge, big));
    free(huge);
    answer(p, "error", &doc);
    expect_contains(j_need(&doc, "message", J_STRING)->string, "longer than 1048576 bytes");
    j_free(&doc);
    assert_true(engine_pipe_send(p, "   "));
    /* still there, the game unchanged */
    assert_true(engine_pipe_send(p, "moves"));
    answer(p, "moves", &doc);
    assert_int_equal((int)j_need(&doc, "count", J_NUMBER)->number, 3);
    j_free(&doc);
    finish(p);
}

/* Under --lang the messages are the language's, and everything a program reads (type, code,
 * command, the move and rule texts inside the message) stays as in English. */
static void test_refusals_in_the_language(void **state)
{
    (void)state;
    static const struct {
        const char *line, *code, *message;
    } spanish[] = {
        {"{\"cmd\":\"undo\",\"count\":3}", "bad_value", "undo: count 3: solo se han jugado 0 jugadas desde"},
        {"{\"cmd\":\"position\",\"position\":\"start\",\"moves\":[\"e3-e5\",\"zz\"]}", "not_a_point",
         "position: moves, jugada 2: jugada 'zz': 'zz' no es un punto de este tablero"},
        {"{\"cmd\":\"bogus\"}", "unknown_command", "orden desconocida 'bogus'"},
        {"{\"cmd\":\"play\",\"move\":\"e3-e9\"}", "illegal_move", "play: la jugada 'e3-e9' no es legal aquí"},
    };
    EnginePipe *p = engine_pipe_open((const char *[]){KHARBAGA_BINARY, "--lang", "es", "engine", NULL});
    assert_non_null(p);
    JValue doc;
    for (size_t i = 0; i < sizeof spanish / sizeof spanish[0]; i++) {
        assert_true(engine_pipe_send(p, spanish[i].line));
        answer(p, "error", &doc);
        expect_contains(j_need(&doc, "message", J_STRING)->string, spanish[i].message);
        assert_string_equal(j_need(&doc, "code", J_STRING)->string, spanish[i].code);
        j_free(&doc);
    }
    finish(p);
}

/* A variant with Lua hooks searched in the search thread, stopped, and its moves listed after. */
static void test_hooks_variant_in_the_search_thread(void **state)
{
    (void)state;
    EnginePipe *p = start();
    ask(p, "{\"cmd\":\"variant\",\"name\":\"" HOOKS_DIR "bell.lua\"}", "game");
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"infinite\":true}"));
    assert_non_null(engine_pipe_read_until(p, "\"info\"", WAIT_MS));
    assert_true(engine_pipe_send(p, "stop"));
    assert_non_null(engine_pipe_read_until(p, "\"bestmove\"", WAIT_MS));
    JValue doc;
    answer(p, "stop", &doc);
    j_free(&doc);
    ask(p, "moves", "moves");
    /* a hook that loops in the search: the search ends with an error line, the session goes on */
    ask(p, "{\"cmd\":\"variant\",\"name\":\"" HOOKS_DIR "hook_loop_in_search.lua\"}", "game");
    assert_true(engine_pipe_send(p, "{\"cmd\":\"go\",\"depth\":6,\"id\":5}"));
    const char *line = engine_pipe_read_until(p, "\"error\"", WAIT_MS);
    assert_non_null(line);
    expect_contains(line, "\"id\":5,\"line\":6,\"command\":\"go\"");
    expect_contains(line, "hook_loop_in_search.lua:13: "); /* its time limit, or under the sanitizers its budget */
    expect_contains(line, " exceeded (in the moves hook");
    ask(p, "ping", "pong");
    finish(p);
}

/* ---- docs/protocol.md's example session ---- */

/* The line with the values of "ms" and "nps" (which the clock decides) made 0. */
static void without_times(const char *line, char *out, size_t len)
{
    size_t o = 0;
    for (const char *c = line; *c && o + 1 < len;) {
        if (!strncmp(c, "\"ms\":", 5) || !strncmp(c, "\"nps\":", 6)) {
            size_t k = c[1] == 'm' ? 5 : 6;
            memcpy(out + o, c, k);
            o += k;
            c += k;
            out[o++] = '0';
            while (*c >= '0' && *c <= '9')
                c++;
            continue;
        }
        out[o++] = *c++;
    }
    out[o] = '\0';
}

static void test_protocol_doc_session(void **state)
{
    (void)state;
    char *doc = textfile_read(KHARBAGA_SOURCE_DIR "/docs/protocol.md");
    assert_non_null(doc);
    const char *block = strstr(doc, "```session\n");
    assert_non_null(block);
    block += strlen("```session\n");
    const char *end = strstr(block, "```");
    assert_non_null(end);
    EnginePipe *p = start();
    int requests = 0, answers = 0;
    for (const char *line = block; line < end;) {
        size_t n = strcspn(line, "\n");
        char text[8192];
        assert_true(n < sizeof text);
        memcpy(text, line, n);
        text[n] = '\0';
        line += n + 1;
        if (!strncmp(text, "> ", 2)) {
            assert_true(engine_pipe_send(p, text + 2));
            requests++;
        } else if (!strncmp(text, "< ", 2)) {
            const char *got = engine_pipe_read(p, WAIT_MS);
            if (!got)
                fail_msg("no answer where docs/protocol.md shows: %s", text + 2);
            static char want[8192], have[8192];
            without_times(text + 2, want, sizeof want);
            without_times(got, have, sizeof have);
            if (strcmp(want, have))
                fail_msg("docs/protocol.md shows\n  %s\nthe program answers\n  %s", text + 2, got);
            answers++;
        } else {
            assert_true(n == 0); /* the block holds requests, answers and blank lines only */
        }
    }
    assert_true(requests >= 8 && answers >= requests);
    char err[4096];
    assert_int_equal(engine_pipe_close(p, WAIT_MS, err, sizeof err), 0);
    assert_string_equal(err, "");
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_game_requests),
        cmocka_unit_test(test_command_line_game),
        cmocka_unit_test(test_go_limits),
        cmocka_unit_test(test_stop_during_a_long_search),
        cmocka_unit_test(test_quit_and_end_of_input_during_a_search),
        cmocka_unit_test(test_bad_input_never_kills),
        cmocka_unit_test(test_refusals_in_the_language),
        cmocka_unit_test(test_hooks_variant_in_the_search_thread),
        cmocka_unit_test(test_protocol_doc_session),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
