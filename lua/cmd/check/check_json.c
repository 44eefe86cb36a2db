/*
 * check_json.c — `kharbaga check --json`: the checks run as for text, their output captured and
 * their problems kept as data (cli_keep_problems), then written as one object, so that a program
 * (the page's workshop) can put each problem at its line: {"file", "ok", "problems": [{"file",
 * "line", "field", "message"}], "report": [lines]}.
 */
#include "check.h"

#include "json.h"

#include <stdlib.h>
#include <string.h>

/* An empty text is written null. */
static void write_nullable(FILE *out, const char *s)
{
    json_string_or_null(out, s[0] ? s : NULL);
}

/* One problem: its parts as they are; one inherited from a base says so in its message, with its
 * field, as its line does. */
static void write_problem(FILE *out, const ReportProblem *p)
{
    fprintf(out, "{\"file\":");
    write_nullable(out, p->file);
    if (p->file[0] && p->line)
        fprintf(out, ",\"line\":%d,\"field\":", p->line);
    else
        fprintf(out, ",\"line\":null,\"field\":");
    write_nullable(out, p->via[0] ? "" : p->field);
    fprintf(out, ",\"message\":");
    if (p->via[0] && p->field[0]) {
        size_t len = sizeof p->field + sizeof p->via + sizeof p->message + 96;
        char *message = malloc(len);
        if (message) {
            report_problem_subject(p, message, len);
            size_t n = strlen(message);
            snprintf(message + n, len - n, ": %s", p->message);
        }
        json_string(out, message ? message : p->message);
        free(message);
    } else {
        json_string(out, p->message);
    }
    fprintf(out, "}");
}

/* The problems as a JSON list. */
static void write_problems(FILE *out, const CliProblems *problems)
{
    fprintf(out, "[");
    for (int i = 0; i < problems->n; i++) {
        fprintf(out, "%s", i ? "," : "");
        write_problem(out, &problems->p[i]);
    }
    fprintf(out, "]");
}

/* Each line of text as a JSON string of a list. */
static void write_lines(FILE *out, char *text)
{
    fprintf(out, "[");
    int n = 0;
    for (char *line = text ? text : ""; *line;) {
        size_t len = strcspn(line, "\n");
        bool more = line[len] == '\n';
        line[len] = '\0';
        fprintf(out, "%s", n++ ? "," : "");
        json_string(out, line);
        line += len + more;
    }
    fprintf(out, "]");
}

int check_json(Cli *cli, const char *file, int (*run)(Cli *cli))
{
    char *out = NULL, *err = NULL;
    size_t outlen = 0, errlen = 0;
    FILE *o = open_memstream(&out, &outlen), *e = open_memstream(&err, &errlen);
    CliProblems problems = {0};
    int status = 1;
    if (o && e) { /* the error lines are not written: their data is */
        FILE *saved_out = cli_out(), *saved_err = cli_err(); /* the server's, under the API */
        cli_redirect(o, e);
        cli_keep_problems(&problems);
        status = run(cli);
        cli_keep_problems(NULL);
        cli_redirect(saved_out, saved_err);
    }
    if (o)
        fclose(o);
    if (e)
        fclose(e);
    free(err);
    if (!o || !e) {
        free(out);
        free(problems.p);
        return cli_out_of_memory();
    }
    FILE *j = cli_out();
    fprintf(j, "{\"file\":");
    json_string(j, file);
    fprintf(j, ",\"ok\":%s,\"problems\":", status == 0 ? "true" : "false");
    write_problems(j, &problems);
    fprintf(j, ",\"report\":");
    write_lines(j, out);
    fprintf(j, "}\n");
    free(out);
    free(problems.p);
    return 0;
}
