/*
 * tune_positions.c — the file of labelled positions of `kharbaga tune --positions FILE`, so that a
 * fit can be made again without playing the games:
 *
 *   # kharbaga tune positions: kharbaga, ruleset standard
 *   1 B:Ba1,c1,e3:Wa9,c9
 *   0.5 W:Wc3,Ke5:Ba5,g7
 *
 * The first line names the game and its rules (with the --rule changes, if any); each other line
 * is the result of the position's game for its side to move (1, 0.5 or 0), a blank, and the
 * position as position text (docs/notation.md).
 */
#include "i18n.h"
#include "tuning.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_MAX_BYTES = 4096 };

void tune_positions_header(const Cli *cli, char *buf, size_t len)
{
    const GameDef *def = cli->def;
    int used = snprintf(buf, len, "# kharbaga tune positions: %s, ruleset %s", def->id, def->rulesets[def->ruleset].id);
    for (int i = 0; i < cli->nrules && used > 0 && (size_t)used < len; i++)
        used += snprintf(buf + used, len - (size_t)used, "%s%s", i ? " " : ", rules ", cli->rules[i]);
}

bool tune_positions_write(const Cli *cli, const char *path, const TunePositions *tp)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return cli_error_in("positions", "--positions %s: cannot write it: %s", path, strerror(errno)) == 0;
    char line[LINE_MAX_BYTES];
    tune_positions_header(cli, line, sizeof line);
    fprintf(f, "%s\n", line);
    for (int i = 0; i < tp->n; i++) {
        if (!position_to_text(&cli->def->variant, &tp->p[i].pos, line, sizeof line))
            line[0] = '\0';
        double r = tp->p[i].result;
        fprintf(f, "%s %s\n", r == 1.0 ? "1" : r == 0.0 ? "0" : "0.5", line);
    }
    bool ok = !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok)
        return cli_error_in("positions", "--positions %s: cannot write it: %s", path, strerror(errno)) == 0;
    return true;
}

/* The result at the start of text, "1 ", "0.5 " or "0 ": its value, and *rest the text after the
 * blank; -1 if it is none of them. */
static double parse_result(const char *text, const char **rest)
{
    static const struct {
        const char *word;
        double value;
    } results[] = {{"1 ", 1.0}, {"0.5 ", 0.5}, {"0 ", 0.0}};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++) {
        size_t n = strlen(results[i].word);
        if (strncmp(text, results[i].word, n) == 0) {
            *rest = text + n;
            return results[i].value;
        }
    }
    return -1;
}

/* Line `number` of path (without its '\n'): a labelled position into tp. False (reported) if it
 * is not one. */
static bool read_line(const Cli *cli, const char *path, int number, const char *line, TunePositions *tp)
{
    const char *text;
    double result = parse_result(line, &text);
    if (result < 0)
        return cli_problem(path, number, NULL, NULL,
                           "expected a result (1, 0.5 or 0), a blank and a position, e.g. 0.5 %s",
                           "B:Ba1,c1:Wa9,c9") == 0;
    Position pos;
    Err e;
    if (!position_from_text(&cli->def->variant, text, &pos, &e))
        return cli_problem(path, number, NULL, NULL, "%s", e.msg) == 0;
    if (!tune_positions_add(tp, &pos, result))
        return cli_out_of_memory() == 0;
    return true;
}

/* The next line of f into buf, without its '\n'. False at the end; *too_long when the line does
 * not fit. */
static bool next_line(FILE *f, char *buf, size_t len, bool *too_long)
{
    if (!fgets(buf, (int)len, f))
        return false;
    size_t n = strlen(buf);
    *too_long = n == len - 1 && buf[n - 1] != '\n' && !feof(f);
    if (n > 0 && buf[n - 1] == '\n')
        buf[--n] = '\0';
    return true;
}

/* The lines after the header into tp. False (reported) on a bad one. */
static bool read_lines(const Cli *cli, const char *path, FILE *f, TunePositions *tp)
{
    char line[LINE_MAX_BYTES];
    bool too_long = false;
    for (int number = 2; next_line(f, line, sizeof line, &too_long); number++) {
        if (too_long)
            return cli_problem(path, number, NULL, NULL, "a line longer than %d bytes; expected a result and a position",
                               LINE_MAX_BYTES - 2) == 0;
        if (!read_line(cli, path, number, line, tp))
            return false;
    }
    if (tp->n == 0)
        return cli_problem(path, 0, NULL, NULL, "no positions; expected a line \"RESULT POSITION\" for each") == 0;
    return true;
}

bool tune_positions_read(const Cli *cli, const char *path, TunePositions *tp)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return cli_error_in("positions", "--positions %s: cannot read it: %s", path, strerror(errno)) == 0;
    char line[LINE_MAX_BYTES], header[LINE_MAX_BYTES];
    bool too_long = false, ok;
    tune_positions_header(cli, header, sizeof header);
    if (!next_line(f, line, sizeof line, &too_long) || too_long || strcmp(line, header) != 0)
        ok = cli_problem(path, 1, NULL, NULL, "expected the header \"%s\" (positions of this game and rules)",
                         header) == 0;
    else
        ok = read_lines(cli, path, f, tp);
    if (ok && ferror(f))
        ok = cli_error_in("positions", "--positions %s: cannot read it: %s", path, strerror(errno)) == 0;
    fclose(f);
    if (!ok)
        tune_positions_free(tp);
    return ok;
}
