/*
 * test_workshop.c — `kharbaga serve --workshop`: scripts sent in POST /api/workshop/<verb>.
 * Each answer equals the CLI's on a file named workshop.lua holding the script; bad input gets
 * one clear 4xx line; a server started without --workshop refuses; the hostile scripts of
 * tests/data/corpus/hostile/ are each refused with their line (the sandbox and its budgets hold)
 * and the server answers on, to other clients even while a script loops; two clients' scripts, both named workshop.lua, each get their own
 * answers.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"
#include "support/cli.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <poll.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CORPUS KHARBAGA_SOURCE_DIR "/tests/data/corpus/"

static ServerProcess workshop, plain; /* started with --workshop, and without */

/* A house rule of Kharbaga: captures removed at once. Its id is its file's name, as the CLI
 * expects of a file. */
static const char HOUSE[] = "return variant {\n"
                            "  id = \"workshop\", name = \"House Kharbaga\", summary = \"Captures go at once.\",\n"
                            "  extends = \"kharbaga\",\n"
                            "  rules = { removal = \"immediate\" },\n"
                            "}\n";

static int start_servers(void **state)
{
    (void)state;
    const char *extra[] = {"--workshop", NULL};
    return server_setup(&workshop, extra) == 0 && server_setup(&plain, NULL) == 0 ? 0 : -1;
}

static int stop_servers(void **state)
{
    (void)state;
    return server_teardown(&workshop) == 0 && server_teardown(&plain) == 0 ? 0 : -1;
}

static HttpAnswer post(const ServerProcess *s, const char *target, const char *script)
{
    HttpAnswer a;
    if (!http_request(s->port, "POST", target, script, &a))
        fail_msg("POST %s: no answer", target);
    return a;
}

static void expect_status(const HttpAnswer *a, int status, const char *parameter, const char *text)
{
    if (a->status != status || (text && !strstr(a->body, text)))
        fail_msg("expected %d with \"%s\", got %d: %s", status, text ? text : "", a->status, a->body);
    if (parameter) {
        JValue doc;
        j_parse(a->body, &doc);
        assert_string_equal(j_need(&doc, "parameter", J_STRING)->string, parameter);
        j_free(&doc);
    }
}

/* Timing figures differ between two runs: zeroed in both texts. */
static void zero_timings(char *text)
{
    static const char *const keys[] = {"\"seconds\":", "\"moves_per_second\":"};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
        for (char *at = strstr(text, keys[k]); at; at = strstr(at + 1, keys[k])) {
            char *num = at + strlen(keys[k]);
            size_t len = strspn(num, "0123456789.e-");
            memset(num, '0', len ? 1 : 0);
            memmove(num + 1, num + len, strlen(num + len) + 1);
        }
}

/* ---- the answers are the CLI's ---- */

/* POST /api/workshop/<target> with HOUSE equals the CLI's args run in a directory holding HOUSE
 * as workshop.lua. */
static void expect_same(const char *target, const char *const *args)
{
    HttpAnswer api = post(&workshop, target, HOUSE);
    RunResult cli = run_args(args);
    if (cli.status != 0 || api.status != 200)
        fail_msg("%s: CLI status %d (%s), API status %d (%s)", target, cli.status, cli.err, api.status, api.body);
    zero_timings(cli.out);
    zero_timings(api.body);
    if (strcmp(cli.out, api.body))
        fail_msg("%s: the API answered\n%.800s\nthe CLI wrote\n%.800s", target, api.body, cli.out);
    http_free(&api);
    run_free(&cli);
}

static void test_answers_as_the_cli(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-workshop-XXXXXX", old[4096];
    assert_non_null(mkdtemp(dir));
    assert_non_null(getcwd(old, sizeof old));
    char path[256];
    snprintf(path, sizeof path, "%s/workshop.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(HOUSE, f);
    fclose(f);
    assert_int_equal(chdir(dir), 0); /* the CLI names the file as the workshop names its script */
    expect_same("/api/workshop/check", (const char *const[]){"check", "workshop.lua", "--json", NULL});
    expect_same("/api/workshop/perft?depth=3",
                (const char *const[]){"perft", "--json", "--variant", "workshop.lua", "--depth", "3", NULL});
    expect_same("/api/workshop/moves?play=d4-e5",
                (const char *const[]){"moves", "--json", "--variant", "workshop.lua", "--play", "d4-e5", NULL});
    expect_same("/api/workshop/show", (const char *const[]){"show", "--json", "--variant", "workshop.lua", NULL});
    expect_same("/api/workshop/render", (const char *const[]){"render", "--json", "--variant", "workshop.lua", NULL});
    expect_same("/api/workshop/rules?ruleset=german",
                (const char *const[]){"rules", "--json", "--variant", "workshop.lua", "--ruleset", "german", NULL});
    assert_int_equal(chdir(old), 0);
    unlink(path);
    rmdir(dir);
}

/* The problem list of a check answer: the first problem's line and field. */
static void first_problem(const char *body, long *line, char *field, size_t len)
{
    JValue doc;
    j_parse(body, &doc);
    assert_false(j_need(&doc, "ok", J_BOOL)->boolean);
    const JValue *problems = j_need(&doc, "problems", J_ARRAY);
    assert_true(problems->n >= 1);
    const JValue *line_value = j_get(&problems->items[0], "line");
    *line = line_value && line_value->type == J_NUMBER ? (long)line_value->number : 0;
    const JValue *f = j_get(&problems->items[0], "field");
    snprintf(field, len, "%s", f && f->type == J_STRING ? f->string : "");
    assert_string_equal(j_need(&problems->items[0], "file", J_STRING)->string, "workshop.lua");
    j_free(&doc);
}

static void test_problems_at_their_lines(void **state)
{
    (void)state;
    static const char broken[] = "return variant {\n"
                                 "  id = \"house\", name = \"House\", summary = \"s\",\n"
                                 "  extends = \"kharbaga\",\n"
                                 "  rules = { removal = \"sometimes\" },\n"
                                 "}\n";
    HttpAnswer a = post(&workshop, "/api/workshop/check", broken);
    expect_status(&a, 200, NULL, "sometimes");
    long line;
    char field[64];
    first_problem(a.body, &line, field, sizeof field);
    assert_int_equal(line, 4);
    assert_string_equal(field, "rules.removal");
    http_free(&a);
    a = post(&workshop, "/api/workshop/check", "return variant {\n  id = \"x\",\n  name = = 3,\n}\n");
    expect_status(&a, 200, NULL, "unexpected symbol");
    first_problem(a.body, &line, field, sizeof field);
    assert_int_equal(line, 3);
    http_free(&a);
    /* the other verbs refuse a broken script in one line naming it */
    a = post(&workshop, "/api/workshop/moves", broken);
    expect_status(&a, 400, "script", "workshop.lua:4: rules.removal:");
    http_free(&a);
}

static void test_bad_requests(void **state)
{
    (void)state;
    HttpAnswer a = post(&workshop, "/api/workshop/moves?variant=zamma", HOUSE);
    expect_status(&a, 400, "variant", "unknown parameter 'variant'");
    http_free(&a);
    a = post(&workshop, "/api/workshop/perft?depth=9", HOUSE);
    expect_status(&a, 400, "depth", "the server's cap");
    http_free(&a);
    a = post(&workshop, "/api/workshop/check", NULL);
    expect_status(&a, 400, "script", "no script");
    http_free(&a);
    a = post(&workshop, "/api/workshop/play", HOUSE);
    expect_status(&a, 404, NULL, "unknown workshop verb 'play'");
    http_free(&a);
    a = post(&workshop, "/api/workshop/show", "return variant { id = \"x\", extends = \"/etc/passwd.lua\" }");
    expect_status(&a, 400, "script", "not a file");
    http_free(&a);
    HttpAnswer get;
    assert_true(http_request(workshop.port, "GET", "/api/workshop/check", NULL, &get));
    expect_status(&get, 405, NULL, "POST");
    http_free(&get);
    size_t big = 300 * 1024;
    char *script = malloc(big + 1);
    assert_non_null(script);
    memset(script, '-', big);
    script[big] = '\0';
    a = post(&workshop, "/api/workshop/check", script);
    expect_status(&a, 413, "script", "256 KiB");
    http_free(&a);
    free(script);
}

static void test_off_without_the_flag(void **state)
{
    (void)state;
    HttpAnswer a = post(&plain, "/api/workshop/check", HOUSE);
    expect_status(&a, 403, NULL, "started without --workshop");
    http_free(&a);
    a = post(&plain, "/api/workshop/search?ai=greedy", HOUSE);
    expect_status(&a, 403, NULL, "started without --workshop");
    http_free(&a);
    HttpAnswer state_answer;
    assert_true(http_request(plain.port, "GET", "/api/workshop", NULL, &state_answer));
    expect_status(&state_answer, 200, NULL, "\"workshop\":false");
    http_free(&state_answer);
    assert_true(http_request(workshop.port, "GET", "/api/workshop", NULL, &state_answer));
    expect_status(&state_answer, 200, NULL, "\"workshop\":true");
    http_free(&state_answer);
}

/* ---- hostile scripts ---- */

static char *read_text(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc((size_t)n + 1);
    assert_non_null(text);
    assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
    text[n] = '\0';
    fclose(f);
    return text;
}

/* The problems of a check answer as the lines the CLI prints: "file:line: field: message". */
static void problem_lines(const char *body, char *out, size_t len)
{
    JValue doc;
    j_parse(body, &doc);
    const JValue *problems = j_need(&doc, "problems", J_ARRAY);
    out[0] = '\0';
    for (int i = 0; i < problems->n; i++) {
        const JValue *p = &problems->items[i], *line = j_get(p, "line"), *field = j_get(p, "field");
        size_t used = strlen(out);
        char at[32] = "", named[128] = "";
        if (line && line->type == J_NUMBER)
            snprintf(at, sizeof at, ":%ld", (long)line->number);
        if (field && field->type == J_STRING)
            snprintf(named, sizeof named, "%s: ", field->string);
        snprintf(out + used, len - used, "%s%s: %s%s\n", j_need(p, "file", J_STRING)->string, at, named,
                 j_need(p, "message", J_STRING)->string);
    }
    j_free(&doc);
}

/* `-- expect: TEXT` of a hostile script, its file name made workshop.lua, found in the problems
 * of the check answer body. */
static void expect_expectations(const char *name, const char *text, const char *answer)
{
    char body[8192];
    problem_lines(answer, body, sizeof body);
    size_t namelen = strlen(name);
    for (const char *line = text; !strncmp(line, "-- expect: ", 11); line = strchr(line, '\n') + 1) {
        char want[512];
        const char *e = line + 11;
        size_t n = strcspn(e, "\r\n");
        if (n >= namelen && !strncmp(e, name, namelen))
            snprintf(want, sizeof want, "workshop.lua%.*s", (int)(n - namelen), e + namelen);
        else
            snprintf(want, sizeof want, "%.*s", (int)n, e);
        if (!strstr(body, want))
            fail_msg("%s: expected \"%s\" in %.600s", name, want, body);
        if (!strchr(line, '\n'))
            break;
    }
}

static void test_hostile_scripts_refused(void **state)
{
    (void)state;
    DIR *d = opendir(CORPUS "hostile");
    assert_non_null(d);
    int tried = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua") || !strncmp(e->d_name, "personality_", 12))
            continue; /* personalities are no games: the workshop takes games */
        char path[1024];
        snprintf(path, sizeof path, "%shostile/%s", CORPUS, e->d_name);
        char *text = read_text(path);
        /* the server's processor time, which the sandbox's deadline counts: a busy machine may
         * keep the request waiting much longer in wall-clock time */
        double cpu_before = server_cpu_seconds(&workshop);
        HttpAnswer a = post(&workshop, "/api/workshop/check", text);
        double seconds = server_cpu_seconds(&workshop) - cpu_before;
        assert_true(cpu_before >= 0);
        if (a.status != 200 || !strstr(a.body, "\"ok\":false") || !strstr(a.body, "\"file\":\"workshop.lua\""))
            fail_msg("%s: expected a check that fails naming workshop.lua, got %d: %.600s", e->d_name, a.status, a.body);
        if (seconds > 10.0)
            fail_msg("%s: took %.1f s of the server's processor time", e->d_name, seconds);
        expect_expectations(e->d_name, text, a.body);
        http_free(&a);
        /* the server answers on */
        HttpAnswer after;
        assert_true(http_request(workshop.port, "GET", "/api/moves?variant=zamma", NULL, &after));
        assert_int_equal(after.status, 200);
        http_free(&after);
        free(text);
        tried++;
    }
    closedir(d);
    assert_true(tried >= 15);
}

/* A script that loops for ever, sent by one client, is stopped by its budget (its line named),
 * and meanwhile the server answers another client: that answer comes while the loop still runs. */
static void test_runaway_script_does_not_stop_others(void **state)
{
    (void)state;
    int done[2];
    assert_int_equal(pipe(done), 0);
    pid_t child = fork();
    assert_true(child >= 0);
    if (child == 0) { /* the first client: its script loops */
        HttpAnswer a;
        bool ok = http_request(workshop.port, "POST", "/api/workshop/check", "while true do end\n", &a);
        assert_int_equal(write(done[1], "x", 1), 1); /* its answer has come */
        _exit(ok && a.status == 200 && strstr(a.body, "\"file\":\"workshop.lua\",\"line\":1,") && strstr(a.body, "exceeded") ? 0
                                                                                                               : 1);
    }
    close(done[1]);
    struct timespec pause = {0, 100000000};
    nanosleep(&pause, NULL); /* the loop has started */
    HttpAnswer other;
    assert_true(http_request(workshop.port, "GET", "/api/moves?variant=zamma", NULL, &other));
    assert_int_equal(other.status, 200);
    http_free(&other);
    struct pollfd p = {done[0], POLLIN, 0};
    if (poll(&p, 1, 0) != 0)
        fail_msg("the other client was answered only after the looping script");
    int status;
    assert_int_equal(waitpid(child, &status, 0), child);
    close(done[0]);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("the looping script was not refused at its line with its budget exceeded");
}

/* ---- isolation ---- */

/* show's answer for the script: its game's id, as the first thing show writes about it. */
static void expect_own(const char *script, const char *id, const char *perft)
{
    HttpAnswer a = post(&workshop, "/api/workshop/show", script);
    expect_status(&a, 200, NULL, NULL);
    char want[64];
    snprintf(want, sizeof want, "\"variant\":\"%s\"", id);
    if (!strstr(a.body, want))
        fail_msg("show: expected %s in %.300s", want, a.body);
    http_free(&a);
    a = post(&workshop, "/api/workshop/perft?depth=4", script);
    expect_status(&a, 200, NULL, perft);
    http_free(&a);
}

static void test_clients_see_their_own_scripts(void **state)
{
    (void)state;
    static const char mine[] = "return variant { id = \"alpha\", name = \"Alpha\", summary = \"s\", extends = \"kharbaga\" }\n";
    static const char theirs[] = "return variant { id = \"beta\", name = \"Beta\", summary = \"s\", extends = \"kharbaga\",\n"
                                 "  rulesets = { { id = \"ludii\", source = \"s\", kind = \"described\", men_move = "
                                 "\"forward_sideways\", men_capture = \"any\" } } }\n";
    /* the counts each game has on its own, then asked in turns: each keeps its own */
    HttpAnswer a = post(&workshop, "/api/workshop/perft?depth=4", mine), b = post(&workshop, "/api/workshop/perft?depth=4", theirs);
    expect_status(&a, 200, NULL, NULL);
    expect_status(&b, 200, NULL, NULL);
    char mine_nodes[64], theirs_nodes[64];
    snprintf(mine_nodes, sizeof mine_nodes, "%.*s", (int)strcspn(strstr(a.body, "\"nodes\":"), ","), strstr(a.body, "\"nodes\":"));
    snprintf(theirs_nodes, sizeof theirs_nodes, "%.*s", (int)strcspn(strstr(b.body, "\"nodes\":"), ","),
             strstr(b.body, "\"nodes\":"));
    if (!strcmp(mine_nodes, theirs_nodes))
        fail_msg("the two games should count differently: %s and %s", a.body, b.body);
    http_free(&a);
    http_free(&b);
    for (int round = 0; round < 3; round++) {
        expect_own(mine, "alpha", mine_nodes);
        expect_own(theirs, "beta", theirs_nodes);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_answers_as_the_cli),
        cmocka_unit_test(test_problems_at_their_lines),
        cmocka_unit_test(test_bad_requests),
        cmocka_unit_test(test_off_without_the_flag),
        cmocka_unit_test(test_hostile_scripts_refused),
        cmocka_unit_test(test_runaway_script_does_not_stop_others),
        cmocka_unit_test(test_clients_see_their_own_scripts),
    };
    return cmocka_run_group_tests(tests, start_servers, stop_servers);
}
