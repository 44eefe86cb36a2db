/*
 * main.c — the kharbaga program: finds the command in the table (commands.c) and runs it.
 */
#include "commands.h"
#include "guard.h"
#include "i18n.h"
#include "lang.h"
#include "launch.h"
#include "manual.h"
#include "serve.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

static void usage(FILE *out)
{
    fprintf(out, _("usage: kharbaga COMMAND [options]\n\n%s\n\ncommands:\n"), _(commands_purpose));
    int n;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++)
        fprintf(out, "  %-13s %s\n", commands[i].name, _(commands[i].summary));
    fprintf(out, "\n%s", _(commands_shared));
}

/* `kharbaga help [COMMAND]`, and `kharbaga help --man`: the manual page (manual.h). */
static int help(int argc, char **argv)
{
    if (argc > 0 && !strcmp(argv[0], "--man")) {
        manual_write(stdout, KHARBAGA_VERSION);
        return 0;
    }
    const Command *cmd = argc > 0 ? commands_find(argv[0]) : NULL;
    if (cmd)
        cli_print_help(stdout, cmd);
    else
        usage(stdout);
    return 0;
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
    if (!strcmp(name, "--help") || !strcmp(name, "-h") || !strcmp(name, "help"))
        return help(argc - 2, argv + 2);
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

/* The value of --lang CODE (or --lang=CODE) anywhere before "--", or NULL; *missing if it has
 * none. Given before the command ("kharbaga --lang es help"), it is taken out of argv, so that
 * the command comes first again. */
static const char *lang_argument(int *argc, char **argv, bool *missing)
{
    *missing = false;
    for (int i = 1; i < *argc && strcmp(argv[i], "--"); i++) {
        const char *value = NULL;
        int words = 1;
        if (!strncmp(argv[i], "--lang=", 7))
            value = argv[i] + 7;
        else if (!strcmp(argv[i], "--lang") && i + 1 < *argc)
            value = argv[i + 1], words = 2;
        else if (!strcmp(argv[i], "--lang"))
            *missing = true;
        if (value && i == 1) {
            memmove(argv + 1, argv + 1 + words, sizeof *argv * (size_t)(*argc - 1 - words + 1));
            *argc -= words;
        }
        if (value || *missing)
            return value;
    }
    return NULL;
}

/* The language of the messages: --lang's, else the environment's (lang.h). */
static bool choose_language(int *argc, char **argv)
{
    bool missing;
    const char *code = lang_argument(argc, argv, &missing);
    char err[512];
    lang_start(NULL, err, sizeof err); /* the environment's first: a refusal of --lang is said in it */
    if (missing)
        return cli_usage_error("--lang: expected a language code after it, e.g. --lang es") == 0;
    if (code && !lang_start(code, err, sizeof err))
        return cli_usage_error("%s", err) == 0;
    return true;
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
    if (!choose_language(&argc, argv))
        return 2;
    return finish(run(argc, argv));
}
