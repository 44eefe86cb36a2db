/*
 * completion.h — the shells' completion scripts of `kharbaga completion`, made from the command
 * table (commands.c) and the table of options (cli.c): the commands, each one's options, and the
 * values of those that take one (games and personalities as the program lists them, files,
 * fixed words).
 */
#ifndef KHARBAGA_COMPLETION_H
#define KHARBAGA_COMPLETION_H

#include "cli.h"

#include <stdio.h>

/* The script for bash (4.2 or later), for share/bash-completion/completions/kharbaga or
 * `source <(kharbaga completion bash)`. */
void completion_bash(FILE *out);

/* The script for zsh, for share/zsh/site-functions/_kharbaga (a #compdef function) or
 * `source <(kharbaga completion zsh)` after compinit. */
void completion_zsh(FILE *out);

/* How the scripts name a kind of value: "none", "file", "dir", "game", "personality", "words". */
const char *completion_kind(CliComplete complete);

#endif
