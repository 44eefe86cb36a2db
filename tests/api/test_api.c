/*
 * test_api.c — the JSON API of `kharbaga serve` over the loopback: every verb's answer is the
 * CLI's `--json` output for the same arguments, on positions of every shipped game; bad
 * parameters give 400 naming the parameter; the searches start, deepen, stop and are forgotten;
 * the page and the headers every answer carries.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"
#include "support/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static ServerProcess server;

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

/* ---- requests ---- */

typedef struct Param {
    const char *key, *value;
} Param;

/* GET /api/verb?ps on the server listening on port. */
static HttpAnswer get_on(int port, const char *verb, const Param *ps, int n)
{
    char target[32768]; /* the query (at most 32000 bytes) is written in place after "/api/verb?" */
    int used = snprintf(target, sizeof target, "/api/%s%s", verb, n ? "?" : "");
    size_t room = sizeof target - (size_t)used < 32000 ? sizeof target - (size_t)used : 32000;
    for (int i = 0; i < n; i++)
        query_add(target + used, room, ps[i].key, ps[i].value ? ps[i].value : "true");
    HttpAnswer a;
    if (!http_request(port, "GET", target, NULL, &a))
        fail_msg("GET %s: no answer", target);
    return a;
}

static HttpAnswer get(const char *verb, const Param *ps, int n) { return get_on(server.port, verb, ps, n); }

/* Timing figures (seconds and speeds) differ between two runs: zeroed in both texts. */
static void zero_timings(char *text)
{
    static const char *const keys[] = {"\"seconds\":", "\"nodes_per_second\":", "\"moves_per_second\":"};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
        for (char *at = strstr(text, keys[k]); at; at = strstr(at + 1, keys[k])) {
            char *num = at + strlen(keys[k]);
            size_t len = strspn(num, "0123456789.");
            memset(num, '0', len ? 1 : 0);
            memmove(num + 1, num + len, strlen(num + len) + 1);
        }
}

/* The API's answer to verb with the parameters equals `kharbaga verb --json` with the same
 * options (positional: the parameter that is the verb's argument; a NULL value: a flag, sent to
 * the API as true). */
static void expect_same(const char *verb, const Param *ps, int n, const char *positional)
{
    const char *args[80] = {verb, "--json"};
    int argc = 2;
    char names[40][40];
    for (int i = 0; i < n; i++) {
        if (positional && !strcmp(ps[i].key, positional)) {
            args[argc++] = ps[i].value;
            continue;
        }
        snprintf(names[i], sizeof names[i], "--%s", ps[i].key);
        args[argc++] = names[i];
        if (ps[i].value)
            args[argc++] = ps[i].value;
    }
    args[argc] = NULL;
    RunResult cli = run_args(args);
    HttpAnswer api = get(verb, ps, n);
    char where[512];
    snprintf(where, sizeof where, "%s %s=%s %s=%s", verb, n ? ps[0].key : "", n ? ps[0].value : "", n > 1 ? ps[1].key : "",
             n > 1 ? ps[1].value : "");
    if (cli.status != 0 || api.status != 200)
        fail_msg("%s: CLI status %d (%s), API status %d (%s)", where, cli.status, cli.err, api.status, api.body);
    zero_timings(cli.out);
    zero_timings(api.body);
    if (strcmp(cli.out, api.body) != 0)
        fail_msg("%s: the API answered\n%.600s\nthe CLI wrote\n%.600s", where, api.body, cli.out);
    http_free(&api);
    run_free(&cli);
}

/* ---- the shipped games ---- */

typedef struct Game {
    char id[64];
    char rulesets[4][32];
    int nrulesets;
} Game;

static int shipped_games(Game *games, int max)
{
    RunResult r = RUN("variants", "--json");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    int n = 0;
    for (int i = 0; i < doc.n && n < max; i++, n++) {
        snprintf(games[n].id, sizeof games[n].id, "%s", j_need(&doc.items[i], "id", J_STRING)->string);
        const JValue *rs = j_need(&doc.items[i], "rulesets", J_ARRAY);
        games[n].nrulesets = 0;
        for (int k = 0; k < rs->n && k < 4; k++)
            snprintf(games[n].rulesets[games[n].nrulesets++], 32, "%s", j_need(&rs->items[k], "id", J_STRING)->string);
    }
    j_free(&doc);
    run_free(&r);
    return n;
}

/* Fanorona's boards reduced for solving (fanorona_<w>x<h>) play Fanorona's rules on other boards:
 * their start is enough, with no moves into the game and no walk of dispute's part. */
static bool reduced_board(const Game *g) { return !strncmp(g->id, "fanorona_", strlen("fanorona_")); }

/* The first legal move after `play` (empty: none), into move; false if there is none. */
static bool first_move(const char *game, const char *play, char *move, size_t len)
{
    RunResult r = play[0] ? RUN("moves", "--json", "--variant", game, "--play", play) : RUN("moves", "--json", "--variant", game);
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    bool found = doc.n > 0;
    if (found)
        snprintf(move, len, "%s", j_need(&doc.items[0], "move", J_STRING)->string);
    j_free(&doc);
    run_free(&r);
    return found;
}

/* Every verb on one position of a game (play: the moves from its start). */
static void check_position(const Game *g, const char *play)
{
    Param setup[3] = {{"variant", g->id}, {"play", play}};
    int n = play[0] ? 2 : 1;
    expect_same("moves", setup, n, NULL);
    expect_same("show", setup, n, NULL);
    expect_same("render", setup, n, NULL);
    char move[128];
    if (first_move(g->id, play, move, sizeof move)) {
        Param with_move[3] = {setup[0], setup[1]};
        with_move[n] = (Param){"move", move};
        expect_same("render", with_move, n + 1, NULL);
        expect_same("explain", with_move, n + 1, "move");
        Param search[5] = {setup[0], setup[1]};
        search[n] = (Param){"ai", "greedy"};
        search[n + 1] = (Param){"depth", "2"};
        expect_same("analyze", search, n + 2, NULL);
    }
    Param perft[3] = {setup[0], setup[1]};
    perft[n] = (Param){"depth", "2"};
    expect_same("perft", perft, n + 1, NULL);
    if (g->nrulesets > 1) {
        char a[64], b[64];
        snprintf(a, sizeof a, "ruleset=%s", g->rulesets[0]);
        snprintf(b, sizeof b, "ruleset=%s", g->rulesets[1]);
        Param dispute[4] = {setup[0], setup[1]};
        dispute[n] = (Param){"a", a};
        dispute[n + 1] = (Param){"b", b};
        expect_same("dispute", dispute, n + 2, NULL);
    }
}

/* The first answer of a game's lesson 1 (learn --json), into move. */
static void first_lesson_answer(const char *game, char *move, size_t len)
{
    RunResult r = RUN("learn", "--json", "--variant", game, "--lesson", "1");
    expect_success(&r);
    JValue doc;
    j_parse(r.out, &doc);
    const JValue *answers = j_need(&doc, "answers", J_ARRAY);
    assert_true(answers->n > 0);
    snprintf(move, len, "%s", answers->items[0].string);
    j_free(&doc);
    run_free(&r);
}

/* True if the game has no lessons (Fanorona's boards reduced for solving): `learn` refuses it,
 * from the command line and from the API alike. */
static bool without_lessons(const Game *g)
{
    RunResult cli = RUN("learn", "--json", "--variant", g->id);
    bool none = cli.status != 0 && strstr(cli.err, "has no lessons");
    run_free(&cli);
    if (none) {
        HttpAnswer api = get("learn", (Param[]){{"variant", g->id}}, 1);
        if (api.status != 400)
            fail_msg("learn variant=%s: the CLI refuses a game without lessons, the API answered %d", g->id, api.status);
        http_free(&api);
    }
    return none;
}

/* learn: the list, the first lesson, a right, an unreadable and a wrong answer at the last try. */
static void check_lessons(const Game *g)
{
    if (without_lessons(g))
        return;
    char move[128];
    first_lesson_answer(g->id, move, sizeof move);
    expect_same("learn", (Param[]){{"variant", g->id}}, 1, NULL);
    expect_same("learn", (Param[]){{"variant", g->id}, {"lesson", "1"}}, 2, NULL);
    expect_same("learn", (Param[]){{"variant", g->id}, {"lesson", "1"}, {"answer", move}}, 3, NULL);
    expect_same("learn", (Param[]){{"variant", g->id}, {"lesson", "1"}, {"answer", "zz"}}, 3, NULL);
    expect_same("learn", (Param[]){{"variant", g->id}, {"lesson", "1"}, {"answer", "a1-a2"}, {"tries", "1"}}, 4, NULL);
}

/* dispute's part, at and from: the walk along play's moves, answered as the CLI's --part. */
static void test_dispute_part_answers_as_the_cli(void **state)
{
    (void)state;
    Game games[32];
    int n = shipped_games(games, 32);
    for (int i = 0; i < n; i++) {
        char play[256] = "", move[128];
        for (int k = 0; k < 4 && first_move(games[i].id, play, move, sizeof move); k++) {
            size_t used = strlen(play);
            snprintf(play + used, sizeof play - used, "%s%s", used ? " " : "", move);
        }
        if (!play[0] || reduced_board(&games[i]))
            continue;
        if (games[i].nrulesets > 1) /* the rules given against each other ruleset, as a record's */
            expect_same("dispute", (Param[]){{"variant", games[i].id}, {"play", play}, {"part", NULL}}, 3, NULL);
        Param with[] = {{"variant", games[i].id}, {"play", play}, {"part", NULL}, {"a", "capture=optional"}, {"at", "2"}};
        expect_same("dispute", with, 4, NULL);
        expect_same("dispute", with, 5, NULL);
        with[4] = (Param){"from", "2"};
        expect_same("dispute", with, 5, NULL);
    }
}

static void test_verbs_answer_as_the_cli(void **state)
{
    (void)state;
    Game games[32];
    int n = shipped_games(games, 32);
    assert_true(n >= 9);
    expect_same("variants", NULL, 0, NULL);
    expect_same("personalities", NULL, 0, NULL);
    expect_same("family", NULL, 0, NULL);
    for (int i = 0; i < n; i++) {
        expect_same("rules", (Param[]){{"variant", games[i].id}}, 1, NULL);
        check_lessons(&games[i]);
        if (games[i].nrulesets > 1)
            expect_same("rules", (Param[]){{"variant", games[i].id}, {"ruleset", games[i].rulesets[1]}}, 2, NULL);
        /* the start, and two moves into the game */
        char play[256] = "", move[128];
        check_position(&games[i], play);
        for (int k = 0; k < 2 && !reduced_board(&games[i]) && first_move(games[i].id, play, move, sizeof move); k++) {
            size_t used = strlen(play);
            snprintf(play + used, sizeof play - used, "%s%s", used ? " " : "", move);
            check_position(&games[i], play);
        }
    }
}

static void test_house_rules_and_positions(void **state)
{
    (void)state;
    expect_same("moves", (Param[]){{"variant", "kharbaga"}, {"rule", "removal=immediate"}, {"rule", "chain=may"}}, 3, NULL);
    expect_same("moves", (Param[]){{"variant", "zamma"}, {"position", "B:Be5:We6,Ke8"}}, 2, NULL);
    expect_same("rules", (Param[]){{"variant", "kharbaga"}, {"rule", "men_move=any"}}, 2, NULL);
    expect_same("show", (Param[]){{"variant", "felli"}, {"ruleset", "standard"}}, 2, NULL);
    /* a find_all lesson with moves found before, at the second try */
    expect_same("learn", (Param[]){{"variant", "kharbaga"}, {"lesson", "2"}, {"answer", "e3-d4"}, {"found", "e3-e5"},
                                   {"tries", "1"}}, 5, NULL);
}

/* The fields the page builds on: rule options with their values and defaults, the board's
 * geometry, an explanation's parts, the personalities. */
static void test_what_the_page_reads(void **state)
{
    (void)state;
    HttpAnswer a = get("rules", (Param[]){{"variant", "kharbaga"}, {"rule", "removal=immediate"}}, 2);
    assert_int_equal(a.status, 200);
    JValue doc;
    j_parse(a.body, &doc);
    const JValue *options = j_need(&doc, "options", J_ARRAY);
    bool removal = false;
    for (int i = 0; i < options->n; i++) {
        const JValue *o = &options->items[i];
        j_need(o, "description", J_STRING);
        if (strcmp(j_need(o, "key", J_STRING)->string, "removal"))
            continue;
        removal = true;
        assert_string_equal(j_need(o, "value", J_STRING)->string, "immediate");
        assert_string_equal(j_need(o, "default", J_STRING)->string, "end");
        assert_int_equal(j_need(o, "values", J_ARRAY)->n, 2);
    }
    assert_true(removal);
    const JValue *rulesets = j_need(&doc, "rulesets", J_ARRAY);
    assert_true(rulesets->n >= 2);
    assert_string_equal(j_need(&rulesets->items[0], "id", J_STRING)->string, "standard");
    j_need(&rulesets->items[0], "kind", J_STRING);
    j_need(&doc, "markdown", J_STRING);
    j_free(&doc);
    http_free(&a);

    a = get("render", (Param[]){{"variant", "kharbaga"}, {"play", "e3-e5"}}, 2);
    j_parse(a.body, &doc);
    const JValue *points = j_need(&doc, "points", J_ARRAY);
    assert_int_equal(points->n, 41);
    j_need(&points->items[0], "x", J_NUMBER);
    assert_int_equal(j_need(&doc, "pieces", J_ARRAY)->n, 40);
    assert_true(j_need(&doc, "lines", J_ARRAY)->n > 41);
    assert_string_equal(j_need(j_need(&doc, "last_move", J_OBJECT), "move", J_STRING)->string, "e3-e5");
    assert_int_equal(j_need(&doc, "move", J_NULL)->type, J_NULL);
    assert_string_equal(j_need(&doc, "result", J_STRING)->string, "*");
    j_need(&doc, "termination", J_NULL);
    assert_non_null(strstr(j_need(&doc, "svg", J_STRING)->string, "<svg"));
    j_free(&doc);
    http_free(&a);

    /* the end of a game in words: kings shuffling back and forth repeat the start a third time,
     * or reach a quiet-move limit of 4 */
    const char *kings = "B:BKa1,Ka3:WKi9,Ki7", *shuffle = "a3-b4 i7-h6 b4-a3 h6-i7 a3-b4 i7-h6 b4-a3 h6-i7";
    a = get("render", (Param[]){{"position", kings}, {"play", shuffle}}, 2);
    j_parse(a.body, &doc);
    assert_string_equal(j_need(&doc, "result", J_STRING)->string, "1/2-1/2");
    assert_string_equal(j_need(&doc, "termination", J_STRING)->string, "repetition of position");
    j_free(&doc);
    http_free(&a);
    a = get("render", (Param[]){{"position", kings}, {"play", "a3-b4 i7-h6 b4-a3 h6-i7"}, {"rule", "quiet_limit=4"}}, 3);
    j_parse(a.body, &doc);
    assert_string_equal(j_need(&doc, "result", J_STRING)->string, "1/2-1/2");
    assert_string_equal(j_need(&doc, "termination", J_STRING)->string, "quiet-move limit reached");
    j_free(&doc);
    http_free(&a);
    a = get("render", (Param[]){{"position", "B:Ba1:Wb2,i9"}, {"play", "a1xc3"}}, 2);
    j_parse(a.body, &doc);
    assert_string_equal(j_need(&doc, "result", J_STRING)->string, "*");
    j_free(&doc);
    http_free(&a);

    a = get("explain", (Param[]){{"move", "e3-e7"}}, 1);
    j_parse(a.body, &doc);
    assert_false(j_need(&doc, "legal", J_BOOL)->boolean);
    assert_int_equal(j_need(&doc, "suggestions", J_ARRAY)->n, 3);
    const JValue *reasons = j_need(&doc, "reasons", J_ARRAY);
    assert_int_equal(reasons->n, 2); /* e7 is occupied; what the man on e3 may play */
    assert_string_equal(j_need(&reasons->items[0], "code", J_STRING)->string, "occupied");
    assert_string_equal(j_need(&reasons->items[1], "code", J_STRING)->string, "piece_moves");
    assert_string_equal(j_need(&reasons->items[1], "text", J_STRING)->string, "The man on e3 may play e3-e5.");
    j_free(&doc);
    http_free(&a);

    a = get("personalities", NULL, 0);
    j_parse(a.body, &doc);
    const JValue *last = &doc.items[doc.n - 1];
    assert_string_equal(j_need(last, "id", J_STRING)->string, "random");
    assert_false(j_need(last, "searches", J_BOOL)->boolean);
    assert_true(j_need(&doc.items[0], "searches", J_BOOL)->boolean);
    j_free(&doc);
    http_free(&a);
}

/* ---- study ---- */

/* GET /api/study with the parameters answers as `kharbaga study --json --depth 3 --until clear
 * --jobs 1` with the same options, byte for byte, the study having played to its answer within the
 * request's time (complete). */
static void expect_study(ServerProcess *on, const Param *ps, int n)
{
    const char *args[40] = {"study", "--json", "--depth", "3", "--until", "clear", "--jobs", "1"};
    int argc = 8;
    char names[16][40];
    for (int i = 0; i < n; i++) {
        snprintf(names[i], sizeof names[i], "--%s", ps[i].key);
        args[argc++] = names[i];
        args[argc++] = ps[i].value;
    }
    args[argc] = NULL;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    HttpAnswer api = get_on(on->port, "study", ps, n);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    RunResult cli = run_args(args);
    if (cli.status != 0 || api.status != 200)
        fail_msg("study: CLI status %d (%s), API status %d (%s)", cli.status, cli.err, api.status, api.body);
    if (strcmp(cli.out, api.body) != 0)
        fail_msg("study: the API answered\n%.800s\nthe CLI wrote\n%.800s", api.body, cli.out);
    JValue doc;
    j_parse(api.body, &doc);
    assert_true(j_need(&doc, "complete", J_BOOL)->boolean);
    print_message("study %s %s: %d games per choice in %.1f s\n", ps[n - 2].value, ps[n - 1].value,
                  (int)j_need(&doc, "games_per_choice", J_NUMBER)->number,
                  (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9);
    j_free(&doc);
    http_free(&api);
    run_free(&cli);
}

/* The study the page offers under a dispute, played by the server: Kharbaga's removal, which the
 * sequential test settles in about 100 games per choice (docs/studies.md), as docs/api.md's
 * example asks it and as the page asks it for the gallery's removal entry. */
static void test_study_answers_as_the_cli(void **state)
{
    (void)state;
    /* A server of its own that gives a request an hour: the study ends complete however slow the
     * build (under the sanitizers it takes more than the usual 10 s), as the comparison needs. */
    ServerProcess patient;
    char err[256];
    if (!server_start(&patient, (const char *const[]){"--max-time", "3600000", NULL}, err, sizeof err))
        fail_msg("%s", err);
    expect_study(&patient, (Param[]){{"choice", "removal=end"}, {"choice", "removal=immediate"}}, 2);
    expect_study(&patient,
                 (Param[]){{"variant", "kharbaga"}, {"ruleset", "standard"}, {"choice", "ruleset=standard"},
                           {"choice", "removal=immediate"}},
                 4);
    assert_int_equal(server_stop(&patient), 0);
}

/* A study takes a worker's place: with both of this server's taken by searches, it is refused. */
static void expect_study_busy(void)
{
    HttpAnswer a;
    assert_true(http_request(server.port, "GET", "/api/study?choice=removal%3Dend&choice=removal%3Dimmediate", NULL,
                             &a));
    assert_int_equal(a.status, 503);
    http_free(&a);
}

/* ---- errors ---- */

typedef struct BadCase {
    const char *target;
    int status;
    const char *parameter; /* NULL: null */
} BadCase;

/* The refusal c expects, with the code a program reads (NULL: any code). */
static void expect_error_code(const BadCase *c, const char *expected_code)
{
    HttpAnswer a;
    if (!http_request(server.port, "GET", c->target, NULL, &a))
        fail_msg("GET %s: no answer", c->target);
    if (a.status != c->status)
        fail_msg("GET %s: status %d, expected %d (%s)", c->target, a.status, c->status, a.body);
    JValue doc;
    j_parse(a.body, &doc);
    const JValue *error = j_need(&doc, "error", J_STRING);
    assert_true(strlen(error->string) > 10);
    assert_true(strncmp(error->string, "kharbaga: ", 10) != 0);
    if (strstr(error->string, "passwd:1:") || strstr(error->string, "shadow:1:")) /* "FILE:LINE: ..." */
        fail_msg("GET %s: a file named by a parameter was read: %s", c->target, error->string);
    const JValue *code = j_need(&doc, "code", J_STRING);
    if (expected_code && strcmp(code->string, expected_code))
        fail_msg("GET %s: code '%s', expected '%s'", c->target, code->string, expected_code);
    const JValue *parameter = j_get(&doc, "parameter");
    assert_non_null(parameter);
    if (c->parameter) {
        if (parameter->type != J_STRING || strcmp(parameter->string, c->parameter))
            fail_msg("GET %s: parameter is not '%s' in %s", c->target, c->parameter, a.body);
    } else {
        assert_int_equal(parameter->type, J_NULL);
    }
    j_free(&doc);
    http_free(&a);
}

static void expect_error(const BadCase *c) { expect_error_code(c, NULL); }

static void test_bad_parameters(void **state)
{
    (void)state;
    static const BadCase cases[] = {
        {"/api/moves?variant=nosuchgame", 400, "variant"},
        {"/api/moves?variant=..%2Fvariants%2Fkharbaga", 400, "variant"},
        {"/api/moves?variant=%2Fetc%2Fpasswd", 400, "variant"},
        {"/api/moves?variant=kharbaga.lua", 400, "variant"},
        {"/api/moves?ruleset=nosuch", 400, "ruleset"},
        {"/api/moves?rule=frob%3D1", 400, "rule"},
        {"/api/moves?rule=removal%3Dsometimes", 400, "rule"},
        {"/api/moves?position=zz", 400, "position"},
        {"/api/moves?position=B%3ABa1%3AWa1", 400, "position"},
        {"/api/moves?play=e3-e9", 400, "play"},
        {"/api/moves?play=", 400, "play"},
        {"/api/moves?depth=3", 400, "depth"},
        {"/api/moves?output=%2Ftmp%2Fx", 400, "output"},
        {"/api/dispute?record=%2Fetc%2Fpasswd", 400, "record"},
        {"/api/perft?depth=7", 400, "depth"},
        {"/api/perft?depth=x", 400, "depth"},
        {"/api/perft", 400, "depth"},
        {"/api/analyze?ai=..%2Fpersonalities%2Fmaster", 400, "ai"},
        {"/api/analyze?ai=nosuch", 400, "ai"},
        {"/api/analyze?time=0", 400, "time"},
        {"/api/analyze?time=99999999", 400, "time"},
        {"/api/render?size=3", 400, "size"},
        {"/api/render?move=a1-a9", 400, "move"},
        {"/api/render?no-coordinates=maybe", 400, "no-coordinates"},
        {"/api/explain", 400, "move"},
        {"/api/family?variant=kharbaga", 400, "variant"},
        {"/api/family?json=0", 400, "json"},
        {"/api/explain?move=e3", 400, "move"},
        /* a value is never an option: no file is named, read or run through a parameter */
        {"/api/explain?move=--variant%3D%2Fetc%2Fshadow&move=e3-e5", 400, "move"},
        {"/api/explain?move=e3-e5&move=--variant%3D%2Fetc%2Fpasswd", 400, "move"},
        {"/api/explain?move=--variant&move=%2Fetc%2Fpasswd", 400, "move"},
        {"/api/explain?move=-h", 400, "move"},
        {"/api/explain?move=", 400, "move"},
        {"/api/explain?position=--variant%3D%2Fetc%2Fpasswd&move=e3-e5", 400, "position"},
        {"/api/study?choice=--variant%3D%2Fetc%2Fpasswd&choice=removal%3Dend", 400, "choice"},
        {"/api/study?choice=--variant&choice=%2Fetc%2Fpasswd", 400, "choice"},
        {"/api/study?choice=removal%3Dend&choice=--games%3D1", 400, "choice"},
        {"/api/study?choice=-h&choice=removal%3Dend", 400, "choice"},
        {"/api/study?ruleset=--variant%3D%2Fetc%2Fshadow&choice=removal%3Dend&choice=removal%3Dimmediate", 400,
         "ruleset"},
        {"/api/dispute?a=removal%3Dimmediate", 400, "b"},
        /* study: two choices or more, each rule changes; the game an id; nothing but these */
        {"/api/study", 400, "choice"},
        {"/api/study?choice=removal%3Dend", 400, "choice"},
        {"/api/study?choice=removal%3Dsometimes&choice=removal%3Dend", 400, "choice"},
        {"/api/study?choice=removal%3Dend&choice=nosuch%3D1", 400, "choice"},
        {"/api/study?choice=removal%3Dend&choice=", 400, "choice"},
        {"/api/study?choice=removal%3Dend&choice=ruleset%3Dnosuch", 400, "choice"},
        {"/api/study?choice=a&choice=b&choice=c&choice=d&choice=e&choice=f&choice=g&choice=h&choice=i", 400, "choice"},
        {"/api/study?choice=%2Fetc%2Fpasswd&choice=removal%3Dend", 400, "choice"},
        {"/api/study?choice=ruleset%3D..%2F..%2Fetc%2Fpasswd&choice=removal%3Dend", 400, "choice"},
        {"/api/study?variant=%2Fetc%2Fpasswd&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "variant"},
        {"/api/study?position=zz&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "position"},
        {"/api/study?depth=9&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "depth"},
        {"/api/study?time=100&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "time"},
        {"/api/study?games=100000&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "games"},
        {"/api/study?jobs=64&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "jobs"},
        {"/api/study?until=never&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "until"},
        {"/api/study?out=%2Ftmp%2Fx&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "out"},
        {"/api/study?save=%2Ftmp%2Fx&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "save"},
        {"/api/study?svg=%2Ftmp%2Fx.svg&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "svg"},
        {"/api/study?ai=greedy&choice=removal%3Dend&choice=removal%3Dimmediate", 400, "ai"},
        {"/api/dispute?part=maybe&play=d4-e5&a=removal%3Dimmediate", 400, "part"},
        {"/api/dispute?part=true&a=removal%3Dimmediate", 400, "part"},
        {"/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=0", 400, "at"},
        {"/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=x", 400, "at"},
        {"/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&at=3", 400, "at"},
        {"/api/dispute?a=removal%3Dend&b=removal%3Dimmediate&at=2", 400, "at"},
        {"/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&from=3", 400, "from"},
        {"/api/dispute?part=true&play=d4-e5&a=removal%3Dimmediate&from=2&at=2", 400, "from"},
        {"/api/dispute?part=true&play=d4-e5+e5-e6&a=removal%3Dimmediate", 400, "play"},
        {"/api/moves?variant=kharbaga&variant=zamma", 400, "variant"},
        {"/api/learn?lesson=99", 400, "lesson"},
        {"/api/learn?lesson=x", 400, "lesson"},
        {"/api/learn?answer=e3-e5", 400, "answer"},
        {"/api/learn?lesson=4&answer=e3xe7&found=e3xe7", 400, "found"},
        {"/api/learn?lesson=2&answer=e3-d4&found=e3-e7", 400, "found"},
        {"/api/learn?lesson=2&answer=e3-d4&tries=2", 400, "tries"},
        {"/api/learn?variant=nosuchgame", 400, "variant"},
        {"/api/learn?variant=..%2Fvariants%2Fkharbaga", 400, "variant"},
        {"/api/learn?position=B%3ABe3%3AWa9", 400, "position"},
        {"/api/nosuchverb", 404, NULL},
        {"/api/search/0123456789abcdef", 404, "id"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_error(&cases[i]);
}

/* Bytes that are not UTF-8 in a parameter: the error quoting them is still valid UTF-8 JSON. */
static void test_answers_are_utf8(void **state)
{
    (void)state;
    HttpAnswer a;
    assert_true(http_request(server.port, "GET", "/api/explain?move=%FF%FEe3-e5%C0%80", NULL, &a));
    assert_int_equal(a.status, 400);
    for (const unsigned char *s = (const unsigned char *)a.body; *s; s++)
        assert_true(*s < 0x80 || *s >= 0xC2); /* no stray continuation or invalid lead byte */
    JValue doc;
    j_parse(a.body, &doc);
    j_free(&doc);
    http_free(&a);
}

/* lang=CODE: the answer's sentences in that language, as `--lang CODE` gives them on the command
 * line; keys, rule keys and move text the same in every language; English without it. */
static void test_answers_in_the_requests_language(void **state)
{
    (void)state;
    static const Param french[] = {{"variant", "felli"}, {"lang", "fr"}};
    expect_same("rules", french, 2, NULL);
    static const Param spanish[] = {{"variant", "kharbaga"}, {"play", "a9-a1"}, {"lang", "es"}};
    HttpAnswer a = get("moves", spanish, 3);
    assert_int_equal(a.status, 400);
    static const char *const same[] = {"\"code\":\"illegal_move\"", "\"parameter\":\"play\"", "\"move\":1"};
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
        if (!strstr(a.body, same[i]))
            fail_msg("moves with lang=es: no %s in %s", same[i], a.body);
    if (!strstr(a.body, "jugada 1") || !strstr(a.body, "e3-e5"))
        fail_msg("moves with lang=es: %s", a.body);
    http_free(&a);
    a = get("moves", spanish, 2);
    assert_int_equal(a.status, 400);
    if (!strstr(a.body, "move 1") || !strstr(a.body, same[0]) || !strstr(a.body, same[2]))
        fail_msg("moves without lang: not English, or not the same code: %s", a.body);
    http_free(&a);
    static const struct {
        BadCase c;
        const char *code;
    } cases[] = {
        {{"/api/moves?variant=kharbaga&lang=xx", 400, "lang"}, "unknown_language"},
        {{"/api/moves?variant=kharbaga&lang=es&lang=fr", 400, "lang"}, "repeated_parameter"},
        {{"/api/moves?variant=kharbaga&lang=..%2F..%2Fetc", 400, "lang"}, "unknown_language"},
        {{"/api/moves?variant=kharbaga&frob=1&lang=de", 400, "frob"}, "unknown_parameter"},
        {{"/api/nosuchverb?lang=ru", 404, NULL}, "unknown_verb"},
        {{"/api/moves?variant=kharbaga&play=e3-e5%20zz&lang=ar", 400, "play"}, "not_a_point"},
        {{"/api/perft?depth=9&lang=fr", 400, "depth"}, "over_cap"},
        {{"/api/moves?variant=%2Fetc%2Fpasswd&lang=es", 400, "variant"}, "not_an_id"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        expect_error_code(&cases[i].c, cases[i].code);
}

/* The gallery of disputes the page opens in its language (i18n/disputes-CODE.json beside the
 * catalogs): in Spanish and in Arabic, the English gallery's entries with the same parameters, their
 * titles and stories translated. */
static void test_gallery_in_the_pages_language(void **state)
{
    (void)state;
    HttpAnswer en;
    assert_true(http_request(server.port, "GET", "/disputes.json", NULL, &en));
    assert_int_equal(en.status, 200);
    JValue english;
    j_parse(en.body, &english);
    static const struct {
        const char *target, *removal; /* the title of 09-removal */
    } galleries[] = {
        {"/i18n/disputes-es.json", "¿Cuándo salen del tablero las piezas capturadas?"},
        {"/i18n/disputes-ar.json", "متى تغادر القطع المأكولة الرقعة؟"},
    };
    for (size_t g = 0; g < sizeof galleries / sizeof galleries[0]; g++) {
        HttpAnswer a;
        assert_true(http_request(server.port, "GET", galleries[g].target, NULL, &a));
        if (a.status != 200)
            fail_msg("GET %s: %d", galleries[g].target, a.status);
        JValue doc;
        j_parse(a.body, &doc);
        assert_int_equal(doc.n, english.n);
        bool removal = false;
        for (int i = 0; i < doc.n; i++) {
            const JValue *e = &doc.items[i], *was = &english.items[i];
            const char *name = j_need(e, "name", J_STRING)->string, *title = j_need(e, "title", J_STRING)->string;
            assert_string_equal(name, j_need(was, "name", J_STRING)->string);
            assert_string_equal(j_need(e, "command", J_STRING)->string, j_need(was, "command", J_STRING)->string);
            assert_int_equal(j_need(e, "params", J_ARRAY)->n, j_need(was, "params", J_ARRAY)->n);
            if (!strcmp(title, j_need(was, "title", J_STRING)->string) ||
                !strcmp(j_need(e, "story", J_STRING)->string, j_need(was, "story", J_STRING)->string))
                fail_msg("%s: %s is in English", galleries[g].target, name);
            if (!strcmp(name, "09-removal")) {
                removal = true;
                assert_string_equal(title, galleries[g].removal);
            }
        }
        assert_true(removal);
        j_free(&doc);
        http_free(&a);
    }
    j_free(&english);
    http_free(&en);
}

/* The server's own refusals (a parameter it does not know, a cap, a search it has not, a path it
 * does not serve) said in the request's language, beside the same code as in English. */
static void test_refusals_in_the_requests_language(void **state)
{
    (void)state;
    static const struct {
        const char *target, *code, *spanish, *english;
        int status;
    } cases[] = {
        {"/api/moves?variant=kharbaga&frob=1", "unknown_parameter", "parámetro desconocido 'frob'",
         "unknown parameter 'frob'", 400},
        {"/api/perft?depth=9", "over_cap", "el tope del servidor para perft", "the server's cap for perft", 400},
        {"/api/search/nosuch", "no_search", "no hay búsqueda 'nosuch'", "no search 'nosuch'", 404},
        {"/api/search/x/frob", "not_found", "ruta de la API desconocida", "unknown API path", 404},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        for (int spanish = 0; spanish < 2; spanish++) {
            char target[256], code[64];
            snprintf(target, sizeof target, "%s%slang=%s", cases[i].target, strchr(cases[i].target, '?') ? "&" : "?",
                     spanish ? "es" : "en");
            HttpAnswer a;
            assert_true(http_request(server.port, "GET", target, NULL, &a));
            assert_int_equal(a.status, cases[i].status);
            snprintf(code, sizeof code, "\"code\":\"%s\"", cases[i].code);
            const char *said = spanish ? cases[i].spanish : cases[i].english;
            if (!strstr(a.body, code) || !strstr(a.body, said))
                fail_msg("%s: expected %s and \"%s\" in %s", target, code, said, a.body);
            http_free(&a);
        }
    }
}

/* ---- searches ---- */

static void search_id(const HttpAnswer *a, char *id, size_t len)
{
    JValue doc;
    j_parse(a->body, &doc);
    snprintf(id, len, "%s", j_need(&doc, "id", J_STRING)->string);
    j_free(&doc);
}

static void test_search_runs_and_stops(void **state)
{
    (void)state;
    HttpAnswer a;
    assert_true(http_request(server.port, "POST", "/api/search?variant=zamma&time=5000", NULL, &a));
    assert_int_equal(a.status, 202);
    char id[64], target[128];
    search_id(&a, id, sizeof id);
    http_free(&a);
    struct timespec pause = {0, 300000000};
    nanosleep(&pause, NULL);
    snprintf(target, sizeof target, "/api/search/%s", id);
    assert_true(http_request(server.port, "GET", target, NULL, &a));
    assert_int_equal(a.status, 200);
    JValue doc;
    j_parse(a.body, &doc);
    assert_true(j_need(&doc, "running", J_BOOL)->boolean);
    j_need(&doc, "depth", J_NUMBER);
    j_need(&doc, "pv", J_STRING);
    j_free(&doc);
    http_free(&a);
    snprintf(target, sizeof target, "/api/search/%s/stop", id);
    assert_true(http_request(server.port, "POST", target, NULL, &a));
    assert_int_equal(a.status, 200);
    j_parse(a.body, &doc);
    assert_false(j_need(&doc, "running", J_BOOL)->boolean);
    assert_true(strlen(j_need(&doc, "best", J_STRING)->string) >= 4);
    assert_string_equal(j_need(&doc, "personality", J_STRING)->string, "master");
    j_need(&doc, "nodes_per_second", J_NUMBER); /* the fields of analyze --json */
    j_free(&doc);
    http_free(&a);
    snprintf(target, sizeof target, "/api/search/%s", id); /* read: forgotten */
    assert_true(http_request(server.port, "GET", target, NULL, &a));
    assert_int_equal(a.status, 404);
    http_free(&a);
}

/* The random mover chooses at once; a search that runs to its end is read finished. */
static void test_search_finishes(void **state)
{
    (void)state;
    static const char *const starts[] = {"/api/search?ai=random&variant=felli", "/api/search?ai=greedy&time=50"};
    for (int i = 0; i < 2; i++) {
        HttpAnswer a;
        assert_true(http_request(server.port, "POST", starts[i], NULL, &a));
        assert_int_equal(a.status, 202);
        char id[64], target[128];
        search_id(&a, id, sizeof id);
        http_free(&a);
        snprintf(target, sizeof target, "/api/search/%s", id);
        bool running = true;
        for (int tries = 0; running && tries < 200; tries++) {
            assert_true(http_request(server.port, "GET", target, NULL, &a));
            assert_int_equal(a.status, 200);
            JValue doc;
            j_parse(a.body, &doc);
            running = j_need(&doc, "running", J_BOOL)->boolean;
            if (!running)
                assert_true(j_need(&doc, "complete", J_BOOL)->boolean || i == 1);
            j_free(&doc);
            http_free(&a);
            struct timespec pause = {0, 20000000};
            nanosleep(&pause, NULL);
        }
        assert_false(running);
    }
}

/* --max-searches 2: a third at once waits its turn, and analyze (which would run on the request
 * thread) is refused with 503 meanwhile; a bad parameter is refused with 400. */
static void test_search_limits(void **state)
{
    (void)state;
    char ids[2][64];
    HttpAnswer a;
    for (int i = 0; i < 2; i++) {
        assert_true(http_request(server.port, "POST", "/api/search?time=3000", NULL, &a));
        assert_int_equal(a.status, 202);
        search_id(&a, ids[i], sizeof ids[i]);
        http_free(&a);
    }
    for (int i = 0; i < 2; i++) { /* a worker takes each a moment after its start */
        char target[192];
        snprintf(target, sizeof target, "/api/search/%s", ids[i]);
        bool waiting = true;
        for (int tries = 0; tries < 250 && waiting; tries++) {
            assert_true(http_request(server.port, "GET", target, NULL, &a));
            waiting = strstr(a.body, "\"waiting\":") != NULL;
            http_free(&a);
            if (waiting)
                nanosleep(&(struct timespec){0, 20000000}, NULL);
        }
        assert_false(waiting);
    }
    assert_true(http_request(server.port, "POST", "/api/search?time=3000", NULL, &a));
    assert_int_equal(a.status, 202);
    char third[64], target[128];
    search_id(&a, third, sizeof third);
    http_free(&a);
    snprintf(target, sizeof target, "/api/search/%s", third);
    assert_true(http_request(server.port, "GET", target, NULL, &a));
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "\"waiting\":1,"));
    http_free(&a);
    assert_true(http_request(server.port, "GET", "/api/analyze?time=100", NULL, &a));
    assert_int_equal(a.status, 503); /* analyze takes a search's place too */
    http_free(&a);
    expect_study_busy(); /* and so does a study */
    snprintf(target, sizeof target, "/api/search/%s/stop", third);
    assert_true(http_request(server.port, "POST", target, NULL, &a));
    assert_int_equal(a.status, 200);
    http_free(&a);
    for (int i = 0; i < 2; i++) {
        char target[192];
        snprintf(target, sizeof target, "/api/search/%s/stop", ids[i]);
        assert_true(http_request(server.port, "POST", target, NULL, &a));
        assert_int_equal(a.status, 200);
        http_free(&a);
    }
    BadCase bad[] = {{"/api/search?position=zz", 405, NULL}}; /* GET on the start */
    expect_error(&bad[0]);
    assert_true(http_request(server.port, "POST", "/api/search?position=zz", NULL, &a));
    assert_int_equal(a.status, 400);
    assert_non_null(strstr(a.body, "\"parameter\":\"position\""));
    http_free(&a);
    assert_true(http_request(server.port, "POST", "/api/search?ai=%2Fetc%2Fpasswd", NULL, &a));
    assert_int_equal(a.status, 400);
    http_free(&a);
}

/* A search nobody polls is stopped after a few seconds, and its place freed. */
static void test_abandoned_search_stops(void **state)
{
    (void)state;
    HttpAnswer a;
    assert_true(http_request(server.port, "POST", "/api/search?variant=zamma&time=10000", NULL, &a));
    assert_int_equal(a.status, 202);
    char id[64], target[128];
    search_id(&a, id, sizeof id);
    http_free(&a);
    sleep(7); /* SEARCHES_ABANDON_MS, and the housekeeper's round */
    snprintf(target, sizeof target, "/api/search/%s", id);
    assert_true(http_request(server.port, "GET", target, NULL, &a));
    assert_int_equal(a.status, 200);
    JValue doc;
    j_parse(a.body, &doc);
    assert_false(j_need(&doc, "running", J_BOOL)->boolean);
    assert_true(j_need(&doc, "seconds", J_NUMBER)->number < 6.5); /* stopped, not at its time */
    j_free(&doc);
    http_free(&a);
}

/* ---- the page and the protocol ---- */

static void test_page_and_headers(void **state)
{
    (void)state;
    HttpAnswer a;
    char value[256];
    assert_true(http_request(server.port, "GET", "/", NULL, &a));
    assert_int_equal(a.status, 200);
    assert_true(http_header(&a, "Content-Type", value, sizeof value));
    assert_string_equal(value, "text/html; charset=utf-8");
    assert_true(http_header(&a, "Content-Security-Policy", value, sizeof value));
    assert_string_equal(value, "default-src 'self'");
    assert_non_null(strstr(a.body, "<html"));
    http_free(&a);
    assert_true(http_request(server.port, "GET", "/api/moves", NULL, &a));
    assert_true(http_header(&a, "Content-Type", value, sizeof value));
    assert_string_equal(value, "application/json");
    assert_true(http_header(&a, "Content-Security-Policy", value, sizeof value));
    http_free(&a);
    static const struct {
        const char *method, *target, *body;
        int status;
    } cases[] = {
        {"GET", "/nosuchfile.js", NULL, 404},
        {"GET", "/../../etc/passwd", NULL, 404},
        {"GET", "/%2e%2e/CMakeLists.txt", NULL, 404},
        {"DELETE", "/api/moves", NULL, 405},
        {"PUT", "/", NULL, 405},
        {"POST", "/api/moves", NULL, 405},
        {"POST", "/api/search?time=10", "x=1", 413},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_true(http_request(server.port, cases[i].method, cases[i].target, cases[i].body, &a));
        if (a.status != cases[i].status)
            fail_msg("%s %s: %d, expected %d", cases[i].method, cases[i].target, a.status, cases[i].status);
        http_free(&a);
    }
    /* a request too large for the server is refused, and the server goes on */
    size_t big = 100000;
    char *target = malloc(big + 32);
    assert_non_null(target);
    strcpy(target, "/api/moves?play=");
    memset(target + strlen(target), 'a', big);
    target[big + 16] = '\0';
    if (http_request(server.port, "GET", target, NULL, &a)) {
        assert_true(a.status >= 400);
        http_free(&a);
    }
    free(target);
    assert_true(http_request(server.port, "GET", "/api/show", NULL, &a));
    assert_int_equal(a.status, 200);
    http_free(&a);
}

/* serve's own options: a host that is no address, a port out of range; and the serving guard. */
static void test_serve_options_and_guard(void **state)
{
    (void)state;
    RunResult r = RUN("serve", "--host", "example.com");
    assert_true(r.exited);
    assert_int_equal(r.status, 2);
    assert_string_equal(r.err, "kharbaga: --host example.com: expected a numeric IPv4 or IPv6 address (e.g. 127.0.0.1, "
                               "0.0.0.0 or ::1) or localhost\n");
    run_free(&r);
    r = RUN("serve", "--port", "70000");
    assert_int_equal(r.status, 2);
    assert_string_equal(r.err, "kharbaga: --port 70000: expected a whole number from 0 to 65535\n");
    run_free(&r);
    /* the running server has the guard of every command and the serving guard on top: two filters */
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)server.pid);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    bool seen = false;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "Seccomp_filters:", 16)) { /* Linux 5.9 and later */
            assert_int_equal(atoi(line + 16), 2);
            seen = true;
        } else if (!strncmp(line, "NoNewPrivs:", 11)) {
            assert_int_equal(atoi(line + 11), 1);
        }
    fclose(f);
    if (!seen)
        print_message("(this kernel does not show Seccomp_filters: the count of filters is not checked)\n");
}

/* serve --open: the launcher forked before the guard runs xdg-open (here a script of the test's
 * that writes down what it was given) on the server's URL, while the server itself starts
 * nothing. */
static void test_open_runs_the_launcher(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-open-XXXXXX", script[128], opened[128], path[4096];
    assert_non_null(mkdtemp(dir));
    snprintf(script, sizeof script, "%s/xdg-open", dir);
    snprintf(opened, sizeof opened, "%s/opened", dir);
    FILE *f = fopen(script, "w");
    assert_non_null(f);
    fprintf(f, "#!/bin/sh\nprintf '%%s' \"$1\" > '%s.part' && mv '%s.part' '%s'\n", opened, opened, opened);
    fclose(f);
    assert_int_equal(chmod(script, 0755), 0);
    const char *old = getenv("PATH");
    char *saved = strdup(old ? old : "/usr/bin:/bin");
    snprintf(path, sizeof path, "%s:%s", dir, saved);
    setenv("PATH", path, 1);
    ServerProcess s;
    char err[256];
    bool started = server_start(&s, (const char *const[]){"--open", NULL}, err, sizeof err);
    setenv("PATH", saved, 1);
    free(saved);
    if (!started)
        fail_msg("%s", err);
    char got[256] = "";
    for (int i = 0; i < 100 && !got[0]; i++) { /* up to 5 s */
        FILE *o = fopen(opened, "r");
        if (o) {
            if (!fgets(got, sizeof got, o))
                got[0] = '\0';
            fclose(o);
        } else {
            nanosleep(&(struct timespec){0, 50000000}, NULL);
        }
    }
    char want[64];
    snprintf(want, sizeof want, "http://127.0.0.1:%d/", s.port);
    server_stop(&s);
    unlink(opened);
    unlink(script);
    rmdir(dir);
    assert_string_equal(got, want);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_page_and_headers),
        cmocka_unit_test(test_serve_options_and_guard),
        cmocka_unit_test(test_open_runs_the_launcher),
        cmocka_unit_test(test_bad_parameters),
        cmocka_unit_test(test_answers_are_utf8),
        cmocka_unit_test(test_answers_in_the_requests_language),
        cmocka_unit_test(test_refusals_in_the_requests_language),
        cmocka_unit_test(test_gallery_in_the_pages_language),
        cmocka_unit_test(test_house_rules_and_positions),
        cmocka_unit_test(test_what_the_page_reads),
        cmocka_unit_test(test_study_answers_as_the_cli),
        cmocka_unit_test(test_search_runs_and_stops),
        cmocka_unit_test(test_search_finishes),
        cmocka_unit_test(test_search_limits),
        cmocka_unit_test(test_abandoned_search_stops),
        cmocka_unit_test(test_verbs_answer_as_the_cli),
        cmocka_unit_test(test_dispute_part_answers_as_the_cli),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
