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
    {.name = "play",
     .summary = "Play a game in the terminal: against an AI personality, another person, or watch two AIs",
     .options = OPT_SETUP | OPT_AI | OPT_GAME | OPT_TIME, .run = cmd_play},
    {.name = "learn",
     .summary = "A short course in the terminal: the game's lessons, each a position and a task, checked as you play",
     .args = "[GAME]", .options = OPT_VARIANT | OPT_LESSON | OPT_JSON, .max_args = 1, .run = cmd_learn},
    {.name = "rules",
     .summary = "The rules of a game for a person (Markdown): board, setup, moves, captures, rulesets, disputes",
     .args = "[GAME]", .options = OPT_VARIANT | OPT_RULES | OPT_JSON, .max_args = 1, .run = cmd_rules},
    {.name = "family", .summary = "The games side by side (Markdown): boards, pieces, rules, rulesets, how they relate",
     .options = OPT_JSON, .run = cmd_family},
    {.name = "dispute",
     .summary = "Compare the legal moves of a position under two or more rule choices, and say which rule makes "
                "each difference",
     .options = OPT_SETUP | OPT_JSON | OPT_SPECS, .run = cmd_dispute},
    {.name = "explain",
     .summary = "Say in words why a move is legal or not under the current rules, what it leads to, and what to "
                "play instead",
     .args = "MOVE", .options = OPT_SETUP | OPT_JSON, .max_args = 1, .run = cmd_explain},
    {.name = "show", .summary = "Draw a position with the board's lines and coordinates",
     .options = OPT_SETUP | OPT_JSON, .run = cmd_show},
    {.name = "render", .summary = "Draw a board, a position and a move as an SVG image, for documents and slides",
     .options = OPT_SETUP | OPT_RENDER | OPT_JSON, .run = cmd_render},
    {.name = "moves", .summary = "List the legal moves of a position", .options = OPT_SETUP | OPT_JSON,
     .run = cmd_moves},
    {.name = "analyze", .summary = "Search a position: best move, score, principal variation, depth, nodes and speed",
     .options = OPT_SETUP | OPT_JSON | OPT_AI | OPT_DEPTH | OPT_TIME, .run = cmd_analyze},
    {.name = "match", .summary = "Play a match between two AI players: wins, draws, losses, score and Elo difference",
     .args = "A B", .options = OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS, .max_args = 2,
     .run = cmd_match},
    {.name = "study",
     .summary = "Settle a rule dispute by play: self-play games under each rule choice, their metrics with "
                "intervals, and whether the choices differ",
     .args = "[A [B]]", .options = OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS | OPT_STUDY | OPT_SVG,
     .required = OPT_STUDY, .max_args = 2, .run = cmd_study},
    {.name = "merge",
     .summary = "Combine the results files of a match's or study's shards (--shard I/N --out FILE) into its report",
     .args = "FILE...", .options = OPT_JSON | OPT_SVG, .max_args = CLI_MAX_ARGS, .run = cmd_merge},
    {.name = "bench",
     .summary = "Search fixed positions of several games to a fixed depth: nodes, their total as a signature, speed",
     .options = OPT_JSON | OPT_DEPTH | OPT_AI, .run = cmd_bench,
     .note = "(its own positions and games: default depth 10, personality master)"},
    {.name = "personalities", .summary = "List the AI personalities with what they are like", .options = OPT_JSON,
     .run = cmd_personalities},
    {.name = "variants", .summary = "List the games found on the search path", .options = OPT_JSON | OPT_LONG,
     .run = cmd_variants},
    {.name = "check", .summary = "Check a variant script: every problem with file, line and field, then a short self-test",
     .args = "FILE.lua", .options = OPT_VARIANT | OPT_CHECK | OPT_JSON, .max_args = 1, .run = cmd_check},
    {.name = "engine",
     .summary = "Talk to another program (a GUI, a tournament manager) on standard input and output: one JSON "
                "request per line, one JSON answer per line (docs/protocol.md)",
     .options = OPT_SETUP, .run = cmd_engine,
     .note = "then one request a line on standard input, e.g. {\"cmd\":\"moves\"}, {\"cmd\":\"go\",\"depth\":8}, "
             "stop, quit"},
    {.name = "perft", .summary = "Count the move sequences of a given length (perft), with time and moves per second",
     .options = OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_DIVIDE, .required = OPT_DEPTH, .run = cmd_perft},
    {.name = "serve", .summary = "Serve the board page and the JSON API over HTTP: play every game in a browser",
     .options = OPT_SERVE, .run = cmd_serve},
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
