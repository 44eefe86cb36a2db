/*
 * completion_zsh.c — the completion script of zsh: the commands with their summaries, and for each
 * an _arguments call made from its options (their help's first line, how their value completes)
 * and its arguments.
 */
#include "commands.h"
#include "completion.h"

#include <string.h>

/* The ids a listing command prints first on its lines (the program as it was typed), as
 * completions with the .lua files; the command and the kharbaga_command function's head. */
static const char zsh_functions[] =
    "_kharbaga_ids() {\n"
    "  local -a lines ids\n"
    "  lines=(${(f)\"$(_call_program $1 ${~_kharbaga_program} $1 2>/dev/null)\"})\n"
    "  ids=(${${(M)lines:#[^[:space:]]*}%%[[:space:]]*})\n"
    "  _alternative \"ids:${2}:compadd -a ids\" 'files:script:_files -g \"*.lua\"'\n"
    "}\n"
    "_kharbaga_games() { _kharbaga_ids variants game }\n"
    "_kharbaga_personalities() { _kharbaga_ids personalities personality }\n"
    "\n";

/* n bytes of text inside a single-quoted word of zsh: a quote as '\'', a line break as a blank,
 * and in a description of _arguments ([...]) a bracket or a colon after a backslash. */
static void zsh_quoted(FILE *out, const char *text, size_t n, bool description)
{
    for (size_t i = 0; i < n; i++)
        if (text[i] == '\n') /* the help's lines, one description */
            fputc(' ', out);
        else if (text[i] == '\'')
            fputs("'\\''", out);
        else if (description && strchr("[]:\\", text[i]))
            fprintf(out, "\\%c", text[i]);
        else
            fputc(text[i], out);
}

/* The action of _arguments for a value of kind complete: a function, a list of words, or none. */
static void zsh_action(FILE *out, CliComplete complete, const char *words)
{
    static const char *const actions[] = {[COMPLETE_NONE] = " ", [COMPLETE_FILE] = "_files",
                                          [COMPLETE_DIR] = "_files -/", [COMPLETE_GAME] = "_kharbaga_games",
                                          [COMPLETE_PERSONALITY] = "_kharbaga_personalities"};
    if (complete == COMPLETE_WORDS)
        fprintf(out, "(%s)", words);
    else
        fputs(actions[complete], out);
}

/* One option's spec: '*--rule=[its help]:KEY=VALUE:action' (* when repeatable, = when it takes
 * a value, which may follow in the same word after '=' or in the next). */
static void zsh_option(FILE *out, const CliOptionDoc *d)
{
    fprintf(out, " \\\n      '%s%s%s[", d->repeatable ? "*" : "", d->name, d->value ? "=" : "");
    zsh_quoted(out, d->help, strlen(d->help), true);
    fputs("]", out);
    if (d->value) {
        fputs(":", out);
        zsh_quoted(out, d->value, strlen(d->value), true);
        fputs(":", out);
        zsh_action(out, d->complete, d->words);
    }
    fputs("'", out);
}

/* The arguments' specs: '1:GAME:action' for each one a command takes, '*:FILE...:action' when
 * it takes many. */
static void zsh_arguments(FILE *out, const Command *cmd)
{
    int n = cmd->max_args > 2 ? 1 : cmd->max_args;
    for (int i = 1; i <= n; i++) {
        fprintf(out, " \\\n      '%s:", cmd->max_args > 2 ? "*" : (i == 1 ? "1" : "2"));
        zsh_quoted(out, cmd->args, strlen(cmd->args), true);
        fputs(":", out);
        zsh_action(out, cmd->complete, cmd->words);
        fputs("'", out);
    }
}

/* A command's branch of the case: _arguments with its options and arguments. */
static void zsh_command(FILE *out, const Command *cmd)
{
    fprintf(out, "    %s)\n      _arguments -S '(- *)'{-h,--help}'[describe the command]'", cmd->name);
    CliOptionDoc d;
    bool required;
    for (int k = 0; cli_synopsis_option(cmd, k, &d, &required); k++)
        zsh_option(out, &d);
    if (cmd->args)
        zsh_arguments(out, cmd);
    fputs(" ;;\n", out);
}

/* _kharbaga_commands: the commands with their summaries, for the command word and help's. */
static void zsh_commands(FILE *out, const Command *commands, int n)
{
    fputs("_kharbaga_commands() {\n  local -a commands\n  commands=(\n", out);
    for (int i = 0; i < n; i++) {
        fprintf(out, "    '%s:", commands[i].name);
        zsh_quoted(out, commands[i].summary, strlen(commands[i].summary), false);
        fputs("'\n", out);
    }
    fputs("  )\n  _describe -t commands 'kharbaga command' commands\n}\n\n", out);
}

void completion_zsh(FILE *out)
{
    fputs("#compdef kharbaga\n"
          "# zsh completion of kharbaga, written by `kharbaga completion zsh` from the program's tables\n"
          "# of commands and options. Installed as share/zsh/site-functions/_kharbaga; or, after\n"
          "# compinit: source <(kharbaga completion zsh)\n\n",
          out);
    fputs(zsh_functions, out);
    int n;
    const Command *commands = commands_all(&n);
    zsh_commands(out, commands, n);
    fputs("_kharbaga() {\n  local _kharbaga_program=$words[1]\n"
          "  if (( CURRENT == 2 )); then\n    _alternative 'commands:command:_kharbaga_commands' "
          "'options:option:(help version --help --version)'\n    return\n  fi\n"
          "  local verb=$words[2]\n  shift words\n  (( CURRENT-- ))\n  case $verb in\n"
          "    help) _arguments '1:command:_kharbaga_commands' ;;\n",
          out);
    for (int i = 0; i < n; i++)
        zsh_command(out, &commands[i]);
    fputs("  esac\n}\n\n"
          "if [[ $funcstack[1] == _kharbaga ]]; then\n  _kharbaga \"$@\"\nelse\n  compdef _kharbaga kharbaga\nfi\n",
          out);
}
