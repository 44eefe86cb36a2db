/*
 * test_api_params_doc.c — docs/api.md's tables of the API against the tables they describe: each
 * parameter of its parameter table is on the API (an option the table of options marks, or a
 * verb's argument), every one is in it once, and its row lists exactly the verbs that take it, in
 * the command table's order; its table of verbs names exactly the verbs the API answers, and a
 * verb whose options the API fixes (study's depth) says the command it runs.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "commands.h"
#include "support/textfile.h"

enum { MAX_PARAMS = 64, CELL = 1024 };

/* Whether the command takes the API's parameter name: an option of its groups on the API, or its
 * argument. */
static bool takes(const Command *cmd, const char *name)
{
    if (cmd->param && !strcmp(cmd->param, name))
        return true;
    CliParam p;
    for (int i = 0; cli_api_param(i, &p); i++)
        if ((p.verbs & cli_api_groups(cmd)) && !strcmp(p.name, name))
            return true;
    return false;
}

/* The verbs cell of parameter name as the tables make it: "`a`, `b`", the GET verbs taking it. */
static void verbs_cell(const char *name, char *buf, size_t len)
{
    int n;
    const Command *commands = commands_all(&n);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n; i++)
        if ((commands[i].api & CMD_API) && takes(&commands[i], name))
            used += (size_t)snprintf(buf + used, len - used, "%s`%s`", used ? ", " : "", commands[i].name);
}

/* The API's parameters that some GET verb takes, each once, into names; their count. */
static int api_params(char names[][32])
{
    int count = 0, n;
    const Command *commands = commands_all(&n);
    CliParam p;
    for (int i = -n; i < 0 || cli_api_param(i, &p); i++) {
        const char *name = i < 0 ? commands[n + i].param : p.name;
        char cell[CELL];
        bool known = !name;
        for (int k = 0; k < count && !known; k++)
            known = !strcmp(names[k], name);
        if (!known && (verbs_cell(name, cell, sizeof cell), cell[0]))
            snprintf(names[count++], 32, "%s", name);
    }
    return count;
}

/* The text of the table whose header line is `header` in doc, from its first row on. */
static const char *table_rows(const char *doc, const char *header)
{
    const char *at = strstr(doc, header);
    if (!at)
        fail_msg("docs/api.md: no table with the header %s", header);
    at = strchr(at, '\n') + 1; /* the |---| line */
    return strchr(at, '\n') + 1;
}

/* Cell k (from 0) of the table row at line, trimmed, into buf. */
static void cell(const char *line, int k, char *buf, size_t len)
{
    const char *c = line + 1;
    for (int i = 0; i < k; i++)
        c = strchr(c, '|') + 1;
    c += strspn(c, " ");
    size_t n = strcspn(c, "|");
    while (n && c[n - 1] == ' ')
        n--;
    snprintf(buf, len, "%.*s", (int)n, c);
}

static char *read_doc(void)
{
    char *doc = textfile_read(KHARBAGA_SOURCE_DIR "/docs/api.md");
    if (!doc)
        fail_msg("cannot read docs/api.md");
    return doc;
}

static void parameter_rows_list_the_verbs_that_take_them(void **state)
{
    (void)state;
    char *doc = read_doc(), names[MAX_PARAMS][32];
    int nnames = api_params(names), seen[MAX_PARAMS] = {0};
    for (const char *line = table_rows(doc, "| parameter | verbs | CLI option |"); line[0] == '|';
         line = strchr(line, '\n') + 1) {
        char params[CELL], verbs[CELL], expected[CELL];
        cell(line, 0, params, sizeof params);
        cell(line, 1, verbs, sizeof verbs);
        for (char *name = strtok(params, "`, "); name; name = strtok(NULL, "`, ")) {
            int k = 0;
            while (k < nnames && strcmp(names[k], name))
                k++;
            if (k == nnames)
                fail_msg("docs/api.md: parameter %s is on no verb of the API", name);
            seen[k]++;
            verbs_cell(name, expected, sizeof expected);
            if (strcmp(verbs, expected))
                fail_msg("docs/api.md: parameter %s: the verbs are\n  %s\nnot\n  %s", name, expected, verbs);
        }
    }
    for (int k = 0; k < nnames; k++)
        if (seen[k] != 1)
            fail_msg("docs/api.md: parameter %s is in the table of parameters %d times, not once", names[k], seen[k]);
    free(doc);
}

static void verb_rows_are_the_verbs_of_the_api(void **state)
{
    (void)state;
    char *doc = read_doc();
    int n, rows = 0, expected = 0;
    const Command *commands = commands_all(&n);
    for (const char *line = table_rows(doc, "| verb | answers (the `--json` of) |"); line[0] == '|';
         line = strchr(line, '\n') + 1) {
        char verb[CELL];
        cell(line, 0, verb, sizeof verb);
        const Command *cmd = strlen(verb) > 2 ? (verb[strlen(verb) - 1] = '\0', commands_find(verb + 1)) : NULL;
        if (!cmd || !(cmd->api & CMD_API))
            fail_msg("docs/api.md: %s in the table of verbs is no verb of the API", verb);
        if (cmd->api_fixed) { /* the command it runs: "kharbaga study --depth 3 ..." */
            char fixed[CELL];
            size_t used = (size_t)snprintf(fixed, sizeof fixed, "kharbaga %s", cmd->name);
            for (int k = 0; cmd->api_fixed[k]; k++)
                used += (size_t)snprintf(fixed + used, sizeof fixed - used, " %s", cmd->api_fixed[k]);
            size_t len = strcspn(line, "\n");
            char row[4 * CELL];
            snprintf(row, sizeof row, "%.*s", (int)len, line);
            if (!strstr(row, fixed))
                fail_msg("docs/api.md: the row of %s does not say the command it runs, %s", cmd->name, fixed);
        }
        rows++;
    }
    for (int i = 0; i < n; i++)
        expected += (commands[i].api & CMD_API) != 0;
    assert_int_equal(rows, expected);
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parameter_rows_list_the_verbs_that_take_them),
        cmocka_unit_test(verb_rows_are_the_verbs_of_the_api),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
