/*
 * main.c — the kharbaga program: finds the command in the table (commands.c) and runs it.
 */
#include "commands.h"
#include "guard.h"
#include "launch.h"
#include "serve.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out, "usage: kharbaga COMMAND [options]\n\n"
                 "Plays the Zamma family of line-board games (Kharbaga, Zamma, Alquerque, ...).\n\ncommands:\n");
    int n;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++)
        fprintf(out, "  %-13s %s\n", commands[i].name, commands[i].summary);
    fprintf(out, "\nThe commands about a game take --variant, --ruleset, --rule KEY=VALUE, --position\n"
                 "and --play. 'kharbaga COMMAND --help' describes one command. Variant files are\n"
                 "found on KHARBAGA_PATH (directories separated by ':') and in the installed variants.\n");
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
        const Command *cmd = argc > 2 ? commands_find(argv[2]) : NULL;
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
    const Command *cmd = commands_find(name);
    if (!cmd)
        return cli_usage_error("unknown command '%s' (see kharbaga --help)", name);
    if (wants_help(argc - 2, argv + 2)) {
        cli_print_help(stdout, cmd);
        return 0;
    }
    Cli cli;
    if (!cli_parse(&cli, cmd, argc - 2, argv + 2))
        return 2;
    int status = cmd->run ? cmd->run(&cli) : cmd_serve(&cli); /* serve: above the library of the table */
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
