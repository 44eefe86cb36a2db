/*
 * cli.c — option parsing and game loading shared by every command.
 */
#include "cli.h"

#include "search.h"

#include "movegen.h"
#include "notation.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void vreport(const char *fmt, va_list ap)
{
    char msg[4096];
    err_vformat(msg, sizeof msg, fmt, ap);
    fprintf(stderr, "kharbaga: %s\n", msg);
}

int cli_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(fmt, ap);
    va_end(ap);
    return 1;
}

int cli_usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vreport(fmt, ap);
    va_end(ap);
    return 2;
}

int cli_fail(const Err *e) { return cli_error("%s", e->msg); }

int cli_error_lines(const char *text)
{
    for (const char *line = text; *line;) {
        size_t n = strcspn(line, "\n");
        cli_error("%.*s", (int)n, line);
        line += n + (line[n] == '\n');
    }
    return 1;
}

void cli_print_help(FILE *out, const Command *cmd)
{
    fprintf(out, "usage: kharbaga %s\n\n%s.\n\n", cmd->usage, cmd->summary);
    fprintf(out, "options:\n");
    if (cmd->options & OPT_VARIANT)
        fprintf(out, "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n");
    if (cmd->options & OPT_RULES)
        fprintf(out, "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                     "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n");
    if (cmd->options & OPT_POSITION)
        fprintf(out, "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                     "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n");
    if (cmd->options & OPT_DEPTH)
        fprintf(out, "  --depth N            plies to count or search (1 to %d)\n", MAX_PLY);
    if (cmd->options & OPT_DIVIDE)
        fprintf(out, "  --divide             also count below each legal move\n");
    if (cmd->options & OPT_SPECS)
        fprintf(out, "  --a SPEC, --b SPEC   rule choices to compare (also --c, --d): a ruleset and/or rule\n"
                     "                       changes, e.g. --a ruleset=standard --b \"removal=immediate chain=may\"\n"
                     "  --record FILE        a game record: find the first move at which the choices disagree\n"
                     "                       (no choices: the record's rules against the game's other rulesets;\n"
                     "                       one: the record's rules against it)\n"
                     "  --at N               with --record: dispute the position before move N of the record\n");
    if (cmd->options & OPT_AI)
        fprintf(out, "  --ai NAME            a personality (see kharbaga personalities); default master\n");
    if (cmd->options & OPT_GAME)
        fprintf(out, "  --as SIDE            the side you play: south (default), north, both (two humans) or\n"
                     "                       none (watch the AI play itself)\n"
                     "  --save FILE          keep the game's record in FILE, written after every move (default:\n"
                     "                       $XDG_STATE_HOME/kharbaga/current.pdn or ~/.local/state/kharbaga/current.pdn)\n"
                     "  --resume             continue the saved game (the default file's, or --save FILE's)\n"
                     "  --load FILE          continue the game recorded in FILE (its tags say game, rules, players)\n");
    if (cmd->options & OPT_TIME)
        fprintf(out, "  --time MS            thinking time per move in milliseconds\n");
    if (cmd->options & OPT_MATCH)
        fprintf(out, "  --games N            games to play (default 2), in pairs from the same opening, colours swapped\n"
                     "  --opening N          random plies that begin each pair of games (default 10)\n"
                     "  --seed N             the seed of every random choice (default 0)\n"
                     "  --save DIR           write each game's record into DIR (made if missing)\n");
    if (cmd->options & OPT_RENDER)
        fprintf(out, "  --move MOVE          draw this legal move: its path as arrows, its captures crossed out\n"
                     "  --size PX            the longer side of the image in pixels (64 to 4096, default 400)\n"
                     "  --output FILE        write the SVG to FILE instead of standard output\n"
                     "  --no-coordinates     leave out the letters and numbers along the edges\n");
    if (cmd->options & OPT_LESSON)
        fprintf(out, "  --lesson N           start at lesson N (the list is shown at the start)\n");
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

/* value as a whole number from min to max: digits only (no blank, no sign), into *out. */
static bool whole_in(const char *value, long long min, long long max, long long *out)
{
    if (!isdigit((unsigned char)value[0]))
        return false;
    char *end;
    errno = 0;
    long long n = strtoll(value, &end, 10);
    if (*end || errno || n < min || n > max)
        return false;
    *out = n;
    return true;
}

/* A whole number from min to max for option `name`, into *out. */
static bool parse_whole(const char *name, const char *value, long long min, long long max, long long *out)
{
    if (whole_in(value, min, max, out))
        return true;
    cli_error("%s %s: expected a whole number from %lld to %lld", name, value, min, max);
    return false;
}

static bool parse_depth(Cli *cli, const char *value)
{
    long long d;
    if (!parse_whole("--depth", value, 1, MAX_PLY, &d))
        return false;
    cli->depth = (int)d;
    return true;
}

static bool parse_time(Cli *cli, const char *value)
{
    long long ms;
    if (!whole_in(value, 1, SEARCH_MAX_TIME_MS, &ms)) {
        cli_error("--time %s: expected milliseconds, a whole number from 1 to %d", value, SEARCH_MAX_TIME_MS);
        return false;
    }
    cli->time_ms = (int)ms;
    return true;
}

/* --games, --seed, --opening (a match). */
static bool parse_match_option(Cli *cli, const char *name, const char *value)
{
    long long n;
    if (!strcmp(name, "--games") && parse_whole(name, value, 1, 100000, &n))
        return cli->games = (int)n, true;
    if (!strcmp(name, "--opening") && parse_whole(name, value, 0, 40, &n))
        return cli->opening = (int)n, true;
    if (!strcmp(name, "--seed") && parse_whole(name, value, 0, LLONG_MAX, &n))
        return cli->seed = (uint64_t)n, true;
    return false;
}

/* --lesson N (learn): the lesson to start at. */
static bool parse_lesson(Cli *cli, const char *value)
{
    long long n;
    if (!parse_whole("--lesson", value, 1, 1000, &n))
        return false;
    cli->lesson = (int)n;
    return true;
}

static bool matches(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

/* --record FILE or --at N (dispute: a game record, and the move of it to dispute). */
static bool parse_record_option(Cli *cli, int argc, char **argv, int *i)
{
    const char *name = matches(argv[*i], "--at") ? "--at" : "--record";
    const char *value = option_value(name, argc, argv, i);
    if (!value || !*value)
        return cli_error("%s: expected %s after it", name, name[2] == 'a' ? "a move number" : "a record file") == 0;
    if (name[2] == 'r' ? cli->record != NULL : cli->at != 0) /* the last would win without a word */
        return cli_error("'%s' is given twice; give it once (see kharbaga dispute --help)", name) == 0;
    if (name[2] == 'r') {
        cli->record = value;
        return true;
    }
    long long n;
    if (!whole_in(value, 1, 100000, &n))
        return cli_error("--at %s: expected a move number from 1 (the first move of the record)", value) == 0;
    cli->at = (int)n;
    return true;
}

/* --save FILE (play) or DIR (match): a path that does not fit is refused, never cut. */
static bool parse_save(Cli *cli, const char *value)
{
    if (strlen(value) >= LOADER_PATH) {
        char shown[256]; /* 60 characters, each at most \xNN, and "..." */
        return cli_error("--save %s: longer than %d characters", err_text(value, 60, shown, sizeof shown),
                         LOADER_PATH - 1) == 0;
    }
    cli->save = value;
    return true;
}

bool cli_parse(Cli *cli, const Command *cmd, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->command = cmd->name;
    cli->variant = "kharbaga";
    cli->opening = -1;
    static const char *const valued[] = {"--variant", "--ruleset", "--rule",  "--position", "--depth", "--play",
                                         "--ai",      "--time",    "--as",    "--save",     "--games", "--seed",
                                         "--opening", "--move",    "--size",  "--output", "--lesson"};
    bool given[sizeof valued / sizeof valued[0]] = {false};
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const char *name = NULL;
        size_t which = 0;
        for (size_t k = 0; k < sizeof valued / sizeof valued[0]; k++)
            if (matches(arg, valued[k]))
                name = valued[k], which = k;
        if (name && given[which] && strcmp(name, "--rule")) { /* the last would win without a word */
            cli_error("'%s' is given twice; give it once (see kharbaga %s --help)", name, cmd->name);
            return false;
        }
        if (name)
            given[which] = true;
        if (name && ((!strcmp(name, "--variant") && !(cmd->options & OPT_VARIANT)) ||
                     ((!strcmp(name, "--ruleset") || !strcmp(name, "--rule")) && !(cmd->options & OPT_RULES)) ||
                     ((!strcmp(name, "--position") || !strcmp(name, "--play")) && !(cmd->options & OPT_POSITION)) ||
                     (!strcmp(name, "--depth") && !(cmd->options & OPT_DEPTH)) ||
                     (!strcmp(name, "--ai") && !(cmd->options & OPT_AI)) ||
                     (!strcmp(name, "--time") && !(cmd->options & OPT_TIME)) ||
                     (!strcmp(name, "--as") && !(cmd->options & OPT_GAME)) ||
                     (!strcmp(name, "--save") && !(cmd->options & (OPT_GAME | OPT_MATCH))) ||
                     ((!strcmp(name, "--games") || !strcmp(name, "--seed") || !strcmp(name, "--opening")) &&
                      !(cmd->options & OPT_MATCH)) ||
                     ((!strcmp(name, "--move") || !strcmp(name, "--size") || !strcmp(name, "--output")) &&
                      !(cmd->options & OPT_RENDER)) ||
                     (!strcmp(name, "--lesson") && !(cmd->options & OPT_LESSON)))) {
            cli_error("'%s' does not apply to '%s' (see kharbaga %s --help)", name, cmd->name, cmd->name);
            return false;
        }
        if (name) {
            const char *value = option_value(name, argc, argv, &i);
            if (!value || !*value) {
                cli_error("%s: expected a value after it, not %s (see kharbaga %s --help)", name,
                          value ? "an empty text" : "the end of the command line", cmd->name);
                return false;
            }
            if (!strcmp(name, "--variant"))
                cli->variant = value, cli->variant_given = true;
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
            else if (!strcmp(name, "--save") && !parse_save(cli, value))
                return false;
            else if (!strcmp(name, "--move"))
                cli->move = value;
            else if (!strcmp(name, "--size"))
                cli->size = value;
            else if (!strcmp(name, "--output"))
                cli->output = value;
            else if (!strcmp(name, "--time") && !parse_time(cli, value))
                return false;
            else if (!strcmp(name, "--lesson") && !parse_lesson(cli, value))
                return false;
            else if (!strcmp(name, "--depth") && !parse_depth(cli, value))
                return false;
            else if ((!strcmp(name, "--games") || !strcmp(name, "--seed") || !strcmp(name, "--opening")) &&
                     !parse_match_option(cli, name, value))
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
            if (!value || !*value) {
                cli_error("%s: expected a rule choice after it, e.g. %s removal=immediate", flag, flag);
                return false;
            }
            if (strlen(value) > CLI_MAX_SPEC_LEN) {
                cli_error("%s: a rule choice of %zu characters; at most %d", flag, strlen(value), CLI_MAX_SPEC_LEN);
                return false;
            }
            if (arg[2] - 'a' != cli->nspecs) {
                cli_error("%s: give the choices in order, --a first, then --b, --c, --d", flag);
                return false;
            }
            cli->specs[cli->nspecs++] = value;
        } else if ((cmd->options & OPT_SPECS) && (matches(arg, "--record") || matches(arg, "--at"))) {
            if (!parse_record_option(cli, argc, argv, &i))
                return false;
        } else if ((cmd->options & OPT_GAME) && matches(arg, "--load")) {
            if (cli->load)
                return cli_error("'--load' is given twice; give it once (see kharbaga %s --help)", cmd->name) == 0;
            if (!(cli->load = option_value("--load", argc, argv, &i)) || !*cli->load)
                return cli_error("--load: expected a record file after it (see kharbaga %s --help)", cmd->name) == 0;
        } else if (!strcmp(arg, "--resume") && (cmd->options & OPT_GAME)) {
            cli->resume = true;
        } else if (!strcmp(arg, "--json") && (cmd->options & OPT_JSON)) {
            cli->json = true;
        } else if (!strcmp(arg, "--divide") && (cmd->options & OPT_DIVIDE)) {
            cli->divide = true;
        } else if (!strcmp(arg, "--long") && (cmd->options & OPT_LONG)) {
            cli->long_form = true;
        } else if (!strcmp(arg, "--no-coordinates") && (cmd->options & OPT_RENDER)) {
            cli->no_coordinates = true;
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
    Err e;
    if (!rules_changes_distinct(cli->rules, cli->nrules, &e))
        return cli_error("--rule: %s", e.msg) == 0;
    return true;
}

bool cli_game_argument(Cli *cli)
{
    if (!cli->nargs)
        return true;
    if (cli->variant_given && strcmp(cli->variant, cli->args[0]))
        return cli_error("%s and --variant %s: name the game once", cli->args[0], cli->variant) == 0;
    cli->variant = cli->args[0];
    return true;
}

/* Plays the moves of --play (separated by blanks or commas) on cli->pos. */
static bool play_moves(Cli *cli)
{
    const Variant *v = &cli->def->variant;
    MoveList *list = malloc(sizeof *list);
    char *text = strdup(cli->play);
    cli->before_play = cli->pos;
    cli->played = malloc(sizeof *cli->played * (strlen(cli->play) / 2 + 1)); /* a move has at least 2 characters */
    bool ok = list && text && cli->played;
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
            cli_error("--play, move %d: %s", number, list->overflow ? MOVEGEN_OVERFLOW_TEXT : e.msg);
            ok = false;
        } else {
            Undo undo;
            cli->played[cli->nplayed++] = list->moves[index];
            position_make(v, &cli->pos, &list->moves[index], &undo);
            const char *hook = gamedef_hook_error(cli->def); /* an after hook that failed */
            if (hook) {
                cli_error("%s: %s", cli->def->path, hook);
                ok = false;
            }
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
        cli_error_lines(err);
        return false;
    }
    Err e;
    if (!gamedef_select(cli->def, cli->ruleset, cli->rules, cli->nrules, &e))
        return cli_fail(&e) == 0;
    const Variant *v = &cli->def->variant;
    if (!cli->position) {
        position_start(v, &cli->pos);
    } else if (!position_from_text(v, cli->position, &cli->pos, &e)) {
        return cli_fail(&e) == 0;
    }
    return !cli->play || play_moves(cli);
}

void cli_free(Cli *cli)
{
    free(cli->played);
    cli->played = NULL;
    if (cli->def)
        gamedef_release(cli->def);
    free(cli->def);
    cli->def = NULL;
}
