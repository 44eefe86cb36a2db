/*
 * test_api_docs.c — the curl examples of docs/api.md, run against a server started by the test:
 * every `curl` line of a ```sh block runs (its URL pointed at the test's server) and must exit 0
 * with a JSON answer; an example under "Errors" must answer an error, the others must not.
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

#define DOC_URL "http://127.0.0.1:8080"

/* Splits a shell line into words: blanks separate, single quotes keep blanks (all the examples
 * need). OUT: words (pointing into out, as long as line). Returns how many. */
static int split_words(const char *line, char *out, char **words, int max)
{
    int n = 0;
    for (const char *s = line; *s && n < max;) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        words[n++] = out;
        while (*s && *s != ' ') {
            if (*s == '\'') {
                for (s++; *s && *s != '\''; s++)
                    *out++ = *s;
                s += *s == '\'';
            } else {
                *out++ = *s++;
            }
        }
        *out++ = '\0';
    }
    return n;
}

static int run_examples(int port)
{
    FILE *f = fopen(KHARBAGA_SOURCE_DIR "/docs/api.md", "r");
    assert_non_null(f);
    char line[2048], url_base[64];
    snprintf(url_base, sizeof url_base, "http://127.0.0.1:%d", port);
    bool in_sh = false, errors = false;
    int examples = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        if (!strncmp(line, "## ", 3))
            errors = !strcmp(line, "## Errors");
        if (!strncmp(line, "```", 3)) {
            in_sh = !in_sh && !strcmp(line, "```sh");
            continue;
        }
        if (!in_sh || strncmp(line, "curl ", 5))
            continue;
        char *words[32], *copy = malloc(strlen(line) + 1);
        assert_non_null(copy);
        int n = split_words(line, copy, words, 31);
        char url[2048];
        for (int i = 0; i < n; i++)
            if (!strncmp(words[i], DOC_URL, strlen(DOC_URL))) {
                snprintf(url, sizeof url, "%s%s", url_base, words[i] + strlen(DOC_URL));
                words[i] = url;
            }
        const char *argv[34] = {"/usr/bin/curl"};
        for (int i = 1; i < n; i++)
            argv[i] = words[i];
        argv[n] = NULL;
        RunResult r = run_program(argv, 60);
        if (!r.exited || r.status != 0)
            fail_msg("%s: curl failed: %s", line, r.err);
        JValue doc;
        j_parse(r.out, &doc);
        bool is_error = doc.type == J_OBJECT && j_get(&doc, "error") != NULL;
        if (is_error != errors)
            fail_msg("%s: %s", line, errors ? "expected an error" : r.out);
        j_free(&doc);
        run_free(&r);
        free(copy);
        examples++;
    }
    fclose(f);
    return examples;
}

static ServerProcess server;

static int start_server(void **state)
{
    (void)state;
    const char *extra[] = {"--workshop", NULL}; /* the workshop's examples too */
    return server_setup(&server, extra);
}

static int stop_server(void **state)
{
    (void)state;
    return server_teardown(&server); /* a clean exit on SIGTERM */
}

static void test_examples_run(void **state)
{
    (void)state;
    assert_true(run_examples(server.port) >= 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_examples_run)};
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
