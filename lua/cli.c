/*
 * cli.c — option parsing and game loading shared by every command.
 */
#include "cli.h"

#include "movegen.h"
#include "notation.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int cli_error(const char *fmt, ...)
{
    char msg[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    for (char *line = msg; line && *line;) {
        char *nl = strchr(line, '\n');
        if (nl)
            *nl = '\0';
        fprintf(stderr, "kharbaga: %s\n", line);
        line = nl ? nl + 1 : NULL;
    }
    return 1;
}

void cli_print_help(FILE *out, const Command *cmd)
{
    fprintf(out, "usage: kharbaga %s\n\n%s.\n\n", cmd->usage, cmd->summary);
    fprintf(out, "options:\n"
                 "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n"
                 "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                 "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n"
                 "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                 "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n");
    if (cmd->options & OPT_DEPTH)
        fprintf(out, "  --depth N            plies to count or search (1 to %d)\n", MAX_PLY);
    if (cmd->options & OPT_DIVIDE)
        fprintf(out, "  --divide             also count below each legal move\n");
    if (cmd->options & OPT_SPECS)
        fprintf(out, "  --a SPEC, --b SPEC   rule choices to compare (also --c, --d): a ruleset and/or rule\n"
                     "                       changes, e.g. --a ruleset=standard --b \"removal=immediate chain=may\"\n");
    if (cmd->options & OPT_AI)
        fprintf(out, "  --ai NAME            a personality (see kharbaga personalities); default master\n");
    if (cmd->options & OPT_GAME)
        fprintf(out, "  --as SIDE            the side you play: south (default), north, both (two humans) or\n"
                     "                       none (watch the AI play itself)\n"
                     "  --save FILE          write the game record to FILE after every move\n");
    if (cmd->options & OPT_TIME)
        fprintf(out, "  --time MS            thinking time per move in milliseconds\n");
    if (cmd->options & OPT_LONG)
        fprintf(out, "  --long               also show rulesets and sources\n");
    if (cmd->options & OPT_JSON)
        fprintf(out, "  --json               machine-readable output\n");
    fprintf(out, "  -h, --help           this text\n");
}

/* The value of option `name` given as "--name=value" or "--name value". */
static const char *option_value(const char *name, int argc, char **argv, int *i)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (arg[n] == '=')
        return arg + n + 1;
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

static bool parse_depth(Cli *cli, const char *value)
{
    char *end;
    long d = strtol(value, &end, 10);
    if (!*value || *end || d < 1 || d > MAX_PLY) {
        cli_error("--depth %s: expected a whole number from 1 to %d", value, MAX_PLY);
        return false;
    }
    cli->depth = (int)d;
    return true;
}

static bool parse_time(Cli *cli, const char *value)
{
    char *end;
    long ms = strtol(value, &end, 10);
    if (!*value || *end || ms < 1 || ms > 3600000) {
        cli_error("--time %s: expected milliseconds, a whole number from 1 to 3600000", value);
        return false;
    }
    cli->time_ms = (int)ms;
    return true;
}

static bool matches(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

bool cli_parse(Cli *cli, const Command *cmd, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->command = cmd->name;
    cli->variant = "kharbaga";
    static const char *const valued[] = {"--variant", "--ruleset", "--rule", "--position", "--depth",
                                         "--play",    "--ai",      "--time", "--as",       "--save"};
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const char *name = NULL;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
            if (matches(arg, valued[k]))
                name = valued[k];
        if (name && ((!strcmp(name, "--depth") && !(cmd->options & OPT_DEPTH)) ||
                     (!strcmp(name, "--ai") && !(cmd->options & OPT_AI)) ||
                     (!strcmp(name, "--time") && !(cmd->options & OPT_TIME)) ||
                     ((!strcmp(name, "--as") || !strcmp(name, "--save")) && !(cmd->options & OPT_GAME))))
            name = NULL, arg = argv[i];
        if (name) {
            const char *value = option_value(name, argc, argv, &i);
            if (!value) {
                cli_error("%s: expected a value after it (see kharbaga %s --help)", name, cmd->name);
                return false;
            }
            if (!strcmp(name, "--variant"))
                cli->variant = value;
            else if (!strcmp(name, "--ruleset"))
                cli->ruleset = value;
            else if (!strcmp(name, "--position"))
                cli->position = value;
            else if (!strcmp(name, "--play"))
                cli->play = value;
            else if (!strcmp(name, "--ai"))
                cli->ai = value;
            else if (!strcmp(name, "--as"))
                cli->as = value;
            else if (!strcmp(name, "--save"))
                cli->save = value;
            else if (!strcmp(name, "--time") && !parse_time(cli, value))
                return false;
            else if (!strcmp(name, "--depth") && !parse_depth(cli, value))
                return false;
            else if (!strcmp(name, "--rule")) {
                if (cli->nrules == CLI_MAX_RULES) {
                    cli_error("--rule: at most %d changes", CLI_MAX_RULES);
                    return false;
                }
                cli->rules[cli->nrules++] = value;
            }
        } else if ((cmd->options & OPT_SPECS) && arg[0] == '-' && arg[1] == '-' && arg[2] >= 'a' && arg[2] <= 'd' &&
                   (arg[3] == '\0' || arg[3] == '=')) {
            char flag[4] = {'-', '-', arg[2], '\0'};
            const char *value = option_value(flag, argc, argv, &i);
            if (!value) {
                cli_error("%s: expected a rule choice after it, e.g. %s removal=immediate", flag, flag);
                return false;
            }
            if (arg[2] - 'a' != cli->nspecs) {
                cli_error("%s: give the choices in order, --a first, then --b, --c, --d", flag);
                return false;
            }
            cli->specs[cli->nspecs++] = value;
        } else if (!strcmp(arg, "--json") && (cmd->options & OPT_JSON)) {
            cli->json = true;
        } else if (!strcmp(arg, "--divide") && (cmd->options & OPT_DIVIDE)) {
            cli->divide = true;
        } else if (!strcmp(arg, "--long") && (cmd->options & OPT_LONG)) {
            cli->long_form = true;
        } else if (arg[0] == '-' && arg[1] != '\0') {
            cli_error("unknown option '%s' for '%s' (see kharbaga %s --help)", arg, cmd->name, cmd->name);
            return false;
        } else if (cli->nargs < cmd->max_args) {
            cli->args[cli->nargs++] = arg;
        } else {
            cli_error("unexpected argument '%s' for '%s' (see kharbaga %s --help)", arg, cmd->name, cmd->name);
            return false;
        }
    }
    return true;
}

/* Plays the moves of --play (separated by blanks or commas) on cli->pos. */
static bool play_moves(Cli *cli)
{
    const Variant *v = &cli->def->variant;
    MoveList *list = malloc(sizeof *list);
    char *text = strdup(cli->play);
    bool ok = list && text;
    if (!ok)
        cli_error("out of memory");
    int number = 0;
    for (char *save = NULL, *word = ok ? strtok_r(text, " \t\n,", &save) : NULL; ok && word;
         word = strtok_r(NULL, " \t\n,", &save)) {
        number++;
        char move[256];
        snprintf(move, sizeof move, "%s", word);
        if (word[0] == 'H' && !strpbrk(word, "-x")) { /* a huff prefix, "Ha9 a1-a3": one move */
            char *rest = strtok_r(NULL, " \t\n,", &save);
            snprintf(move, sizeof move, "%s %s", word, rest ? rest : "");
        }
        Err e;
        movegen_legal(v, &cli->pos, list);
        int index = list->hook_failed ? -1 : move_parse(v, list, move, &e);
        if (list->hook_failed) {
            cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
            ok = false;
        } else if (index < 0) {
            cli_error("--play, move %d: %s", number, e.msg);
            ok = false;
        } else {
            Undo undo;
            position_make(v, &cli->pos, &list->moves[index], &undo);
        }
    }
    free(list);
    free(text);
    return ok;
}

bool cli_load(Cli *cli)
{
    cli->def = calloc(1, sizeof *cli->def);
    if (!cli->def) {
        cli_error("out of memory");
        return false;
    }
    char err[LOADER_ERRLEN];
    if (!loader_load(cli->variant, cli->def, err, sizeof err)) {
        cli_error("%s", err);
        return false;
    }
    Err e;
    if (!gamedef_select(cli->def, cli->ruleset, cli->rules, cli->nrules, &e)) {
        cli_error("%s", e.msg);
        return false;
    }
    const Variant *v = &cli->def->variant;
    if (!cli->position) {
        position_start(v, &cli->pos);
    } else if (!position_from_text(v, cli->position, &cli->pos, &e)) {
        cli_error("%s", e.msg);
        return false;
    }
    return !cli->play || play_moves(cli);
}

void cli_free(Cli *cli)
{
    if (cli->def)
        gamedef_release(cli->def);
    free(cli->def);
    cli->def = NULL;
}
