/*
 * manual.h — the program's manual page, kharbaga(1), made from its tables of commands and options.
 */
#ifndef KHARBAGA_MANUAL_H
#define KHARBAGA_MANUAL_H

#include <stdio.h>

/* Writes the manual page in roff (man(7)) to out: every command with its synopsis and summary,
 * every option with its help and the commands that take it, the environment and exit status.
 * `kharbaga help --man` prints it; the build installs it as share/man/man1/kharbaga.1. */
void manual_write(FILE *out, const char *version);

#endif
