/*
 * manual.c — kharbaga(1) in roff, made from the command table (commands.c) and the table of
 * options (cli.c), the same tables as the help: a command or an option added there is in the
 * manual page too.
 */
#include "manual.h"

#include "commands.h"

#include <string.h>

/* n bytes of text, escaped for roff: a backslash as \e, a hyphen-minus as \- (an option's dashes,
 * which must stay ASCII for copying). */
static void roff_inline(FILE *out, const char *text, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (text[i] == '\\')
            fputs("\\e", out);
        else if (text[i] == '-')
            fputs("\\-", out);
        else
            fputc(text[i], out);
}

/* text as lines of roff: each of its lines ('\n' separated) on a line of its own, a line that
 * starts with '.' or '\'' (a request to roff) guarded by \&. */
static void roff_lines(FILE *out, const char *text)
{
    while (*text) {
        size_t n = strcspn(text, "\n");
        if (text[0] == '.' || text[0] == '\'')
            fputs("\\&", out);
        roff_inline(out, text, n);
        fputc('\n', out);
        text += n + (text[n] == '\n');
    }
}

/* An option in the synopsis: [--name VALUE]... with the name bold and the value italic, unbroken. */
static void synopsis_option(FILE *out, const CliOptionDoc *d, bool required)
{
    fputs(required ? "" : "[", out);
    fputs("\\fB", out);
    roff_inline(out, d->name, strlen(d->name));
    fputs("\\fR", out);
    if (d->value) {
        fputs("\\ \\fI", out);
        roff_inline(out, d->value, strlen(d->value));
        fputs("\\fR", out);
    }
    fprintf(out, "%s%s\n", required ? "" : "]", d->repeatable ? "...\\&" : ""); /* \&: not a sentence's end */
}

/* A command's subsection: its synopsis, made as its help's (its lines indented under the first),
 * then its summary and note. */
static void manual_command(FILE *out, const Command *cmd)
{
    fprintf(out, ".SS %s\n.nh\n.ad l\n.in +4n\n.ti -4n\n\\fBkharbaga %s\\fR\n", cmd->name, cmd->name);
    if (cmd->args) {
        fputs("\\fI", out);
        roff_inline(out, cmd->args, strlen(cmd->args));
        fputs("\\fR\n", out);
    }
    CliOptionDoc d;
    bool required;
    for (int i = 0; cli_synopsis_option(cmd, i, &d, &required); i++)
        synopsis_option(out, &d, required);
    fputs(".in\n.ad\n.hy\n.PP\n", out);
    char summary[1024];
    snprintf(summary, sizeof summary, "%s.", cmd->summary); /* a sentence, as in its help */
    roff_lines(out, summary);
    if (cmd->note) {
        fputs(".PP\n", out);
        roff_lines(out, cmd->note);
    }
}

/* The commands that take option d, after "Commands: ". */
static void option_commands(FILE *out, const CliOptionDoc *d)
{
    int n;
    const Command *commands = commands_all(&n);
    const char *separator = "Commands: ";
    for (int i = 0; i < n; i++)
        if (commands[i].options & d->verbs) {
            fprintf(out, "%s\\fB%s\\fR", separator, commands[i].name);
            separator = ", ";
        }
    fputs(".\n", out);
}

/* An option's entry: its label, its help, the commands that take it. */
static void manual_option(FILE *out, const CliOptionDoc *d)
{
    fputs(".TP\n\\fB", out);
    const char *label = d->label ? d->label : d->name;
    roff_inline(out, label, strlen(label));
    fputs("\\fR", out);
    if (!d->label && d->value) {
        fputs(" \\fI", out);
        roff_inline(out, d->value, strlen(d->value));
        fputs("\\fR", out);
    }
    fputs("\n", out);
    char help[sizeof d->help];
    snprintf(help, sizeof help, "%s", d->help);
    for (char *c = strchr(help, '\n'); c; c = strchr(c, '\n'))
        *c = ' '; /* one line: roff fills it, and takes no "e.g." at a line's end for a sentence's */
    roff_lines(out, help);
    fputs(".br\n", out);
    option_commands(out, d);
}

static void manual_head(FILE *out, const char *version)
{
    fprintf(out, ".\\\" kharbaga(1), written by `kharbaga help --man` from the program's tables of commands and\n"
                 ".\\\" options: do not edit.\n"
                 ".TH KHARBAGA 1 \"\" \"kharbaga %s\" \"User Commands\"\n"
                 ".SH NAME\nkharbaga \\- play the Zamma family of line\\-board games\n"
                 ".SH SYNOPSIS\n.B kharbaga\n.I COMMAND\n.RI [ options ]\n.br\n"
                 ".B kharbaga help\n.RI [ COMMAND ]\n.br\n.B kharbaga help \\-\\-man\n"
                 ".SH DESCRIPTION\n",
            version);
    roff_lines(out, commands_purpose);
    fputs(".PP\n", out);
    roff_lines(out, commands_shared);
    fputs(".PP\n\\fBkharbaga help \\-\\-man\\fR writes this page.\n", out);
}

static void manual_tail(FILE *out)
{
    fprintf(out,
            ".SH ENVIRONMENT\n.TP\n.B KHARBAGA_PATH\n"
            "Directories, separated by ':', in which a game or a personality named by its id is looked for\n"
            "before the program's own (the first %d of them).\n"
            ".TP\n.B XDG_STATE_HOME\n"
            "\\fBkharbaga play\\fR saves the game in progress as $XDG_STATE_HOME/kharbaga/current.pdn\n"
            "(without it, ~/.local/state/kharbaga/current.pdn).\n"
            ".SH FILES\n.TP\n.I share/kharbaga/variants\n"
            "The games and personalities that come with the program, in its installation prefix\n"
            "(beside \\fIbin/kharbaga\\fR).\n"
            ".SH EXIT STATUS\n0: success. 1: bad input (a file, a position, a move, a script); "
            "2: a bad command line.\n"
            "An error is one line on standard error, naming the input and what was expected.\n"
            ".SH SEE ALSO\n\\fBkharbaga completion\\fR writes the completion script of bash or zsh.\n"
            "The documentation is in the source's docs/ folder: playing.md, rules.md, authoring.md,\n"
            "notation.md, protocol.md, api.md.\n",
            LOADER_MAX_DIRS - 2);
}

void manual_write(FILE *out, const char *version)
{
    manual_head(out, version);
    fputs(".SH COMMANDS\n", out);
    int n;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++)
        manual_command(out, &commands[i]);
    fputs(".SH OPTIONS\n", out);
    CliOptionDoc d;
    for (int i = 0; cli_option_doc(i, &d); i++)
        if (d.help[0])
            manual_option(out, &d);
    fputs(".TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nDescribe the command: its synopsis and options.\n", out);
    manual_tail(out);
}
