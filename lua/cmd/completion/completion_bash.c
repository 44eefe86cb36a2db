/*
 * completion_bash.c — the completion script of bash: three tables made from the program's (each
 * command's options, how each option's value completes, how each command's arguments complete)
 * and one function that reads them.
 */
#include "commands.h"
#include "completion.h"

/* The script's own part, read from the tables below it: the ids a listing command prints first on
 * its lines (kharbaga variants, kharbaga personalities; the program as it was typed), values of a
 * kind, and the function bash calls. */
static const char bash_functions[] =
    "_kharbaga_ids()\n"
    "{\n"
    "    local program=${COMP_WORDS[0]}\n"
    "    [[ $program == \"~/\"* ]] && program=$HOME/${program#\"~/\"}\n"
    "    \"$program\" \"$1\" 2>/dev/null | sed -n 's/^\\([^[:space:]][^[:space:]]*\\).*/\\1/p'\n"
    "}\n"
    "\n"
    "_kharbaga_reply()\n"
    "{\n"
    "    local kind=$1\n"
    "    shift\n"
    "    case $kind in\n"
    "    file) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- \"$cur\") ;;\n"
    "    dir) compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- \"$cur\") ;;\n"
    "    game | personality)\n"
    "        local listing=variants\n"
    "        [[ $kind == personality ]] && listing=personalities\n"
    "        compopt -o filenames 2>/dev/null\n"
    "        mapfile -t COMPREPLY < <(compgen -W \"$(_kharbaga_ids $listing)\" -- \"$cur\"\n"
    "            compgen -f -X '!*.lua' -- \"$cur\"\n"
    "            compgen -d -- \"$cur\") ;;\n"
    "    words) mapfile -t COMPREPLY < <(compgen -W \"$*\" -- \"$cur\") ;;\n"
    "    command) mapfile -t COMPREPLY < <(compgen -W \"${!_kharbaga_options[*]}\" -- \"$cur\") ;;\n"
    "    esac\n"
    "}\n"
    "\n"
    "_kharbaga()\n"
    "{\n"
    "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} verb=${COMP_WORDS[1]}\n"
    "    COMPREPLY=()\n"
    "    if ((COMP_CWORD == 1)); then\n"
    "        mapfile -t COMPREPLY < <(compgen -W \"${!_kharbaga_options[*]} help version --help --version\" \\\n"
    "            -- \"$cur\")\n"
    "        return\n"
    "    fi\n"
    "    if [[ $verb == help ]]; then\n"
    "        ((COMP_CWORD == 2)) && _kharbaga_reply command\n"
    "        return\n"
    "    fi\n"
    "    # --option=value: bash splits the word at '='\n"
    "    if [[ $cur == = ]]; then\n"
    "        cur=\n"
    "    elif [[ $prev == = ]]; then\n"
    "        prev=${COMP_WORDS[COMP_CWORD - 2]}\n"
    "    fi\n"
    "    local value=${_kharbaga_values[\"$verb $prev\"]}\n"
    "    if [[ -n $value ]]; then\n"
    "        _kharbaga_reply $value\n"
    "    elif [[ $cur != -* && -n ${_kharbaga_arguments[$verb]} ]]; then\n"
    "        _kharbaga_reply ${_kharbaga_arguments[$verb]}\n"
    "    else\n"
    "        mapfile -t COMPREPLY < <(compgen -W \"${_kharbaga_options[$verb]} --help\" -- \"$cur\")\n"
    "    fi\n"
    "}\n"
    "\n"
    "complete -F _kharbaga kharbaga\n";

/* How a value of kind complete (with its words) completes: the kind, then the words. */
static void bash_kind(FILE *out, CliComplete complete, const char *words)
{
    fprintf(out, "\"%s%s%s\"", completion_kind(complete), words ? " " : "", words ? words : "");
}

/* [verb]="--option ...": the options each command takes, in its synopsis's order. */
static void bash_options(FILE *out, const Command *commands, int n)
{
    fprintf(out, "declare -gA _kharbaga_options=(\n");
    for (int i = 0; i < n; i++) {
        fprintf(out, "    [%s]=\"", commands[i].name);
        CliOptionDoc d;
        bool required;
        for (int k = 0; cli_synopsis_option(&commands[i], k, &d, &required); k++)
            fprintf(out, "%s%s", k ? " " : "", d.name);
        fprintf(out, "\"\n");
    }
    fprintf(out, ")\n");
}

/* ["verb --option"]=kind: how the value of each option that takes one completes, for each
 * command that takes it (an option may mean two things: match's --save DIR, play's --save FILE). */
static void bash_values(FILE *out, const Command *commands, int n)
{
    fprintf(out, "declare -gA _kharbaga_values=(\n");
    for (int i = 0; i < n; i++) {
        CliOptionDoc d;
        bool required;
        for (int k = 0; cli_synopsis_option(&commands[i], k, &d, &required); k++)
            if (d.value) {
                fprintf(out, "    [\"%s %s\"]=", commands[i].name, d.name);
                bash_kind(out, d.complete, d.words);
                fprintf(out, "\n");
            }
    }
    fprintf(out, ")\n");
}

/* [verb]=kind: how the arguments of each command that takes some complete. */
static void bash_arguments(FILE *out, const Command *commands, int n)
{
    fprintf(out, "declare -gA _kharbaga_arguments=(\n");
    for (int i = 0; i < n; i++)
        if (commands[i].max_args > 0 && commands[i].complete != COMPLETE_NONE) {
            fprintf(out, "    [%s]=", commands[i].name);
            bash_kind(out, commands[i].complete, commands[i].words);
            fprintf(out, "\n");
        }
    fprintf(out, ")\n");
}

void completion_bash(FILE *out)
{
    fprintf(out, "# bash completion of kharbaga, written by `kharbaga completion bash` from the program's\n"
                 "# tables of commands and options. Installed as share/bash-completion/completions/kharbaga;\n"
                 "# or: source <(kharbaga completion bash)\n\n");
    int n;
    const Command *commands = commands_all(&n);
    bash_options(out, commands, n);
    bash_values(out, commands, n);
    bash_arguments(out, commands, n);
    fprintf(out, "\n%s", bash_functions);
}
