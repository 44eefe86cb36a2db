/*
 * test_cli_pseudo.c — the command line's test battery (tests/cli/battery.sh: every verb's help,
 * the verbs with --json, bad command lines and bad input) run in the pseudo-language, in which
 * every message that went through a catalog is wrapped in ⟦…⟧: a line of its output with words
 * and no ⟦ is text the program says without a catalog, which no translator can reach.
 *
 * The texts the games' scripts write are wrapped too (lua/host/texts.c), so that what is left
 * bare is machine output (a JSON line, but for the sentences of its "message" and "error"
 * members: the engine protocol's and the API's refusals), the usage lines' option syntax ("[--variant NAME|FILE]"),
 * the version line, the list under a rules page's "Sources" heading (bibliographic data: a
 * source is cited as it is written) and the rows of a match's result table by colour (a player's
 * id, a side's name as its game's script writes it, then numbers).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include "support/run.h"

#include <regex.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Whether line has three letters in a row: words, not a move or a coordinate. */
static bool has_words(const char *line)
{
    int run = 0;
    for (const char *c = line; *c; c++) {
        bool letter = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z');
        run = letter ? run + 1 : 0;
        if (run >= 3)
            return true;
    }
    return false;
}

/* Whether a JSON line's human sentences went through a catalog: the values of its "message"
 * and "error" members, which the protocol and the API write in the program's language. */
static bool json_sentences_wrapped(const char *line)
{
    static const char *const keys[] = {"\"message\":\"", "\"error\":\""};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++)
        for (const char *at = strstr(line, keys[k]); at; at = strstr(at + 1, keys[k])) {
            const char *value = at + strlen(keys[k]);
            char text[512];
            size_t n = strcspn(value, "\"");
            snprintf(text, sizeof text, "%.*s", (int)(n < sizeof text ? n : sizeof text - 1), value);
            if (has_words(text) && !strstr(text, "⟦"))
                return false;
        }
    return true;
}

/* Whether the command's report quotes a script's own words: the message of a script's error()
 * (tests/data/corpus/variants/error_call.lua), which no catalog holds. */
static bool quotes_a_script(const char *command) { return strstr(command, "error_call.lua") != NULL; }

/* Whether line, of the command `command`, is data rather than a message (see the top). */
static bool is_data(const char *command, const char *line)
{
    static regex_t syntax, result_row;
    static bool compiled;
    if (!compiled) {
        /* only option syntax: "[--json]", "--rule KEY=VALUE]...", "[GAME]" */
        int failed = regcomp(&syntax, "^[[:space:]]*([[]?-{0,2}[A-Za-z0-9_|=.,/:\"-]+]?(\\.\\.\\.)?[[:space:]]*)+$",
                             REG_EXTENDED | REG_NOSUB);
        /* "greedy       Black          1      1      0       0   100.0%" */
        failed |= regcomp(&result_row, "^[A-Za-z0-9_-]+ +[A-Za-z]+ +([0-9]+ +){4}[0-9]+[.][0-9]%$",
                          REG_EXTENDED | REG_NOSUB);
        assert_int_equal(failed, 0);
        compiled = true;
    }
    if ((!strncmp(command, "kharbaga match ", 15) || !strncmp(command, "kharbaga merge ", 15)) &&
        !regexec(&result_row, line, 0, NULL, 0))
        return true;
    const char *start = line + strspn(line, " ");
    if (*start == '{')
        return quotes_a_script(command) || json_sentences_wrapped(start); /* JSON: its keys and values are data, its sentences not */
    if (*start == '"' || (*start == '[' && strchr(start, '"')))
        return true; /* a line of JSON written over several */
    if (!regexec(&syntax, line, 0, NULL, 0))
        return true;
    return !strcmp(command, "kharbaga --version");
}

static void test_battery_says_nothing_without_a_catalog(void **state)
{
    (void)state;
    const char *argv[] = {"/usr/bin/env", "-u", "LC_ALL", "-u", "LC_MESSAGES", "LANG=pseudo", "LANGUAGE=",
                          "BATTERY_LANG=pseudo",
                          "sh", "-c", "cd \"$0\" && exec sh tests/cli/battery.sh \"$1\"", KHARBAGA_SOURCE_DIR,
                          KHARBAGA_BINARY, NULL};
    RunResult r = run_program(argv, 600);
    assert_true(r.exited);
    assert_int_equal(r.status, 0);
    char command[512] = "", *save = NULL;
    int lines = 0, bare = 0;
    bool sources = false; /* in the list under a "## ⟦Sources⟧" heading */
    for (char *line = strtok_r(r.out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (!strncmp(line, "==== ", 5)) {
            snprintf(command, sizeof command, "%s", line + 5);
            sources = false;
            continue;
        }
        if (line[0] == '#')
            sources = !strcmp(line, "## ⟦Sources⟧");
        else if (sources && strncmp(line, "- ", 2))
            sources = false;
        if (sources && line[0] == '-')
            continue;
        if (!strncmp(line, "---- ", 5) || !has_words(line))
            continue;
        lines++;
        if (strstr(line, "⟦") || is_data(command, line))
            continue;
        if (bare++ < 100)
            print_error("%s: a line no catalog went through: %s\n", command, line);
    }
    if (lines < 500)
        fail_msg("the battery wrote %d lines with words: expected its whole output", lines);
    if (bare)
        fail_msg("%d lines of the battery in the pseudo-language are not wrapped in ⟦…⟧", bare);
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_battery_says_nothing_without_a_catalog),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
