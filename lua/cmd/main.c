/*
 * main.c — the kharbaga program: finds the command and runs it.
 */
#include "commands.h"
#include "guard.h"
#include "launch.h"
#include "serve.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static const Command commands[] = {
    {"play", "Play a game in the terminal: against an AI personality, another person, or watch two AIs",
     "play [--ai NAME] [--as south|north|both|none] [--time MS] [--save FILE] [--resume | --load FILE] "
     "[--variant NAME] [--ruleset NAME]",
     OPT_SETUP | OPT_AI | OPT_GAME | OPT_TIME, 0, cmd_play},
    {"learn", "A short course in the terminal: the game's lessons, each a position and a task, checked as you play",
     "learn [GAME] [--lesson N]\n"
     "       kharbaga learn [GAME] --json [--lesson N [--answer MOVE [--found \"MOVES\"] [--tries N]]]",
     OPT_VARIANT | OPT_LESSON | OPT_JSON, 1, cmd_learn},
    {"rules", "The rules of a game for a person (Markdown): board, setup, moves, captures, rulesets, disputes",
     "rules [GAME] [--ruleset NAME] [--rule KEY=VALUE] [--json]", OPT_VARIANT | OPT_RULES | OPT_JSON, 1, cmd_rules},
    {"family", "The games side by side (Markdown): boards, pieces, rules, rulesets, how they relate",
     "family [--json]", OPT_JSON, 0, cmd_family},
    {"dispute", "Compare the legal moves of a position under two or more rule choices, and say which rule makes each difference",
     "dispute --a SPEC --b SPEC [--c SPEC] [--variant NAME] [--position TEXT] [--play MOVES] [--json]\n"
     "       kharbaga dispute --record FILE [--at N | --from N] [--a SPEC] [--b SPEC] [--json]\n"
     "       kharbaga dispute --part --play MOVES [--at N | --from N] [--variant NAME] [--ruleset NAME] [--a SPEC] [--json]",
     OPT_SETUP | OPT_JSON | OPT_SPECS, 0, cmd_dispute},
    {"explain", "Say in words why a move is legal or not under the current rules, what it leads to, and what to play instead",
     "explain MOVE [--variant NAME] [--ruleset NAME] [--rule KEY=VALUE] [--position TEXT] [--play MOVES] [--json]",
     OPT_SETUP | OPT_JSON, 1,
     cmd_explain},
    {"show", "Draw a position with the board's lines and coordinates", "show [--variant NAME] [--position TEXT]",
     OPT_SETUP | OPT_JSON, 0, cmd_show},
    {"render", "Draw a board, a position and a move as an SVG image, for documents and slides",
     "render [--variant NAME] [--position TEXT] [--play MOVES] [--move MOVE] [--size PX] [--output FILE] "
     "[--no-coordinates] [--json]",
     OPT_SETUP | OPT_RENDER | OPT_JSON, 0, cmd_render},
    {"moves", "List the legal moves of a position", "moves [--variant NAME] [--position TEXT] [--json]", OPT_SETUP | OPT_JSON, 0,
     cmd_moves},
    {"analyze", "Search a position: best move, score, principal variation, depth, nodes and speed",
     "analyze [--ai NAME] [--depth N] [--time MS] [--variant NAME] [--position TEXT] [--play MOVES] [--json]",
     OPT_SETUP | OPT_JSON | OPT_AI | OPT_DEPTH | OPT_TIME, 0, cmd_analyze},
    {"match", "Play a match between two AI players: wins, draws, losses, score and Elo difference",
     "match A B [--games N] [--time MS] [--depth N] [--opening N] [--seed N] [--save DIR] [--variant NAME] [--json]\n"
     "       [--jobs N] [--shard I/N --out FILE]",
     OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS, 2, cmd_match},
    {"study", "Settle a rule dispute by play: self-play games under each rule choice, their metrics with intervals, and whether the choices differ",
     "study --choice SPEC --choice SPEC [A [B]] [--games N] [--depth N] [--time MS] [--opening N] [--seed N]\n"
     "       [--variant NAME] [--jobs N] [--shard I/N] [--out FILE] [--svg FILE] [--json]",
     OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS | OPT_STUDY | OPT_SVG, 2, cmd_study},
    {"merge", "Combine the results files of a match's or study's shards (--shard I/N --out FILE) into its report",
     "merge FILE... [--json] [--svg FILE]", OPT_JSON | OPT_SVG, CLI_MAX_ARGS, cmd_merge},
    {"bench", "Search fixed positions of several games to a fixed depth: nodes, their total as a signature, speed",
     "bench [--depth N] [--ai NAME] [--json]   (its own positions and games: default depth 10, personality master)",
     OPT_JSON | OPT_DEPTH | OPT_AI, 0, cmd_bench},
    {"personalities", "List the AI personalities with what they are like", "personalities [--json]", OPT_JSON, 0,
     cmd_personalities},
    {"variants", "List the games found on the search path", "variants [--long] [--json]", OPT_JSON | OPT_LONG, 0,
     cmd_variants},
    {"check", "Check a variant script: every problem with file, line and field, then a short self-test",
     "check FILE.lua [--position TEXT]... [--json]", OPT_VARIANT | OPT_CHECK | OPT_JSON, 1, cmd_check},
    {"engine", "Talk to another program (a GUI, a tournament manager) on standard input and output: one JSON request per line, one JSON answer per line (docs/protocol.md)",
     "engine [--variant NAME] [--ruleset NAME] [--rule KEY=VALUE] [--position TEXT] [--play MOVES]\n"
     "       then one request a line on standard input, e.g. {\"cmd\":\"moves\"}, {\"cmd\":\"go\",\"depth\":8}, stop, quit",
     OPT_SETUP, 0, cmd_engine},
    {"perft", "Count the move sequences of a given length (perft), with time and moves per second",
     "perft --depth N [--divide] [--variant NAME] [--position TEXT] [--json]", OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_DIVIDE, 0,
     cmd_perft},
    {"serve", "Serve the board page and the JSON API over HTTP: play every game in a browser",
     "serve [--port N] [--host ADDR] [--allow-host NAME] [--max-per-address N] [--open] [--qr] [--max-searches N] "
     "[--max-time MS] [--workshop]", OPT_SERVE, 0, cmd_serve},
};
static const int ncommands = (int)(sizeof commands / sizeof commands[0]);

static void usage(FILE *out)
{
    fprintf(out, "usage: kharbaga COMMAND [options]\n\n"
                 "Plays the Zamma family of line-board games (Kharbaga, Zamma, Alquerque, ...).\n\ncommands:\n");
    for (int i = 0; i < ncommands; i++)
        fprintf(out, "  %-13s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\nThe commands about a game take --variant, --ruleset, --rule KEY=VALUE, --position\n"
                 "and --play. 'kharbaga COMMAND --help' describes one command. Variant files are\n"
                 "found on KHARBAGA_PATH (directories separated by ':') and in the installed variants.\n");
}

static const Command *find_command(const char *name)
{
    for (int i = 0; i < ncommands; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static bool wants_help(int argc, char **argv)
{
    for (int i = 0; i < argc; i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return true;
    return false;
}

/* The exit status once standard output is flushed: a command that succeeded but whose output
 * could not be written (a full disk, a closed pipe) fails, with one line saying so. */
static int finish(int status)
{
    errno = 0;
    bool failed = fflush(stdout) != 0;
    failed = ferror(stdout) || failed;
    if (!failed || status != 0)
        return status;
    return cli_error("standard output: %s", errno ? strerror(errno) : "write error");
}

static int run(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    const char *name = argv[1];
    if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help")) {
        const Command *cmd = argc > 2 ? find_command(argv[2]) : NULL;
        if (cmd)
            cli_print_help(stdout, cmd);
        else
            usage(stdout);
        return 0;
    }
    if (!strcmp(name, "--version") || !strcmp(name, "version")) {
        printf("kharbaga %s\n", KHARBAGA_VERSION);
        return 0;
    }
    const Command *cmd = find_command(name);
    if (!cmd)
        return cli_usage_error("unknown command '%s' (see kharbaga --help)", name);
    if (wants_help(argc - 2, argv + 2)) {
        cli_print_help(stdout, cmd);
        return 0;
    }
    Cli cli;
    if (!cli_parse(&cli, cmd, argc - 2, argv + 2))
        return 2;
    int status = cmd->run(&cli);
    cli_free(&cli);
    return status;
}

#ifdef KHARBAGA_GUARD_ALLOW_PTRACE
#define GUARD_ALLOW_PTRACE true
#else
#define GUARD_ALLOW_PTRACE false
#endif

int main(int argc, char **argv)
{
    /* Before anything reads an argument, a file or a script: from here on the process cannot
     * run another program, whatever runs inside it. */
    char err[256];
    if (launch_wanted(argc, argv) && !launch_prepare(err, sizeof err)) /* serve --open: launch.h */
        return cli_error("%s", err);
    if (!guard_install(GUARD_ALLOW_PTRACE, err, sizeof err))
        return cli_error("%s", err);
    return finish(run(argc, argv));
}
