/*
 * check_json.c — `kharbaga check --json`: the checks run as for text, their lines captured, then
 * written as one object, so that a program (the page's workshop) can put each problem at its
 * line: {"file", "ok", "problems": [{"file", "line", "field", "message"}], "report": [lines]}.
 */
#include "check.h"

#include "json.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* One error line, "file:line: field: message" as the loader writes it (docs/authoring.md), or
 * less: "file:line: message" (a Lua error), "file: message", or a bare message. */
typedef struct Problem {
    char file[LOADER_PATH];
    long line;        /* 0: none */
    char field[96];   /* "": none */
    const char *message;
} Problem;

/* Whether s (n bytes) is a field's name as the loader writes it: rules.removal, board.points[3]. */
static bool field_name(const char *s, size_t n)
{
    if (n == 0 || n >= sizeof ((Problem *)0)->field || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
        return false;
    for (size_t i = 0; i < n; i++)
        if (!isalnum((unsigned char)s[i]) && !strchr("_.[]", s[i]))
            return false;
    return true;
}

/* Splits line into p (pointing into it). */
static void problem_parse(const char *line, Problem *p)
{
    memset(p, 0, sizeof *p);
    p->message = line;
    for (const char *colon = strchr(line, ':'); colon; colon = strchr(colon + 1, ':')) {
        size_t digits = strspn(colon + 1, "0123456789");
        if (digits && colon[1 + digits] == ':' && colon[2 + digits] == ' ') { /* "file:12: " */
            snprintf(p->file, sizeof p->file, "%.*s", (int)(colon - line), line);
            p->line = strtol(colon + 1, NULL, 10);
            p->message = colon + 3 + digits;
            break;
        }
    }
    if (!p->line) {
        const char *sep = strstr(line, ": ");
        size_t n = sep ? (size_t)(sep - line) : 0;
        if (sep && n < sizeof p->file && !memchr(line, ' ', n) && strstr(line, ".lua") && strstr(line, ".lua") < sep) {
            snprintf(p->file, sizeof p->file, "%.*s", (int)n, line); /* "file.lua: message" */
            p->message = sep + 2;
        }
        return;
    }
    const char *sep = strstr(p->message, ": ");
    if (sep && field_name(p->message, (size_t)(sep - p->message))) {
        snprintf(p->field, sizeof p->field, "%.*s", (int)(sep - p->message), p->message);
        p->message = sep + 2;
    }
}

static void write_nullable(FILE *out, const char *s)
{
    if (s[0])
        json_string(out, s);
    else
        fprintf(out, "null");
}

static void write_problem(FILE *out, const char *line)
{
    Problem p;
    problem_parse(line, &p);
    fprintf(out, "{\"file\":");
    write_nullable(out, p.file);
    if (p.line)
        fprintf(out, ",\"line\":%ld,\"field\":", p.line);
    else
        fprintf(out, ",\"line\":null,\"field\":");
    write_nullable(out, p.field);
    fprintf(out, ",\"message\":");
    json_string(out, p.message);
    fprintf(out, "}");
}

/* Each line of text (without `prefix` where it starts so) through write, as a JSON list. */
static void write_lines(FILE *out, char *text, const char *prefix, void (*write)(FILE *out, const char *line))
{
    fprintf(out, "[");
    int n = 0;
    for (char *line = text ? text : ""; *line;) {
        size_t len = strcspn(line, "\n");
        bool more = line[len] == '\n';
        line[len] = '\0';
        const char *shown = strncmp(line, prefix, strlen(prefix)) ? line : line + strlen(prefix);
        fprintf(out, "%s", n++ ? "," : "");
        write(out, shown);
        line += len + more;
    }
    fprintf(out, "]");
}

int check_json(Cli *cli, const char *file, int (*run)(Cli *cli))
{
    char *out = NULL, *err = NULL;
    size_t outlen = 0, errlen = 0;
    FILE *o = open_memstream(&out, &outlen), *e = open_memstream(&err, &errlen);
    int status = 1;
    if (o && e) {
        FILE *saved_out = cli_out(), *saved_err = cli_err(); /* the server's, under the API */
        cli_redirect(o, e);
        status = run(cli);
        cli_redirect(saved_out, saved_err);
    }
    if (o)
        fclose(o);
    if (e)
        fclose(e);
    if (!o || !e) {
        free(out);
        free(err);
        return cli_out_of_memory();
    }
    FILE *j = cli_out();
    fprintf(j, "{\"file\":");
    json_string(j, file);
    fprintf(j, ",\"ok\":%s,\"problems\":", status == 0 ? "true" : "false");
    write_lines(j, err, "kharbaga: ", write_problem);
    fprintf(j, ",\"report\":");
    write_lines(j, out, "", json_string);
    fprintf(j, "}\n");
    free(out);
    free(err);
    return 0;
}
