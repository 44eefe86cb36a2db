/*
 * solve_dir.h — where `kharbaga solve` keeps its tables.
 */
#ifndef KHARBAGA_SOLVE_DIR_H
#define KHARBAGA_SOLVE_DIR_H

#include "egtb.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* The tables' directory into out: `given` (--dir) or $XDG_DATA_HOME/kharbaga/tables, else
 * ~/.local/share/kharbaga/tables; made (with its parents) when `make`. False with the reason in
 * why. */
bool solve_dir(const char *given, char *out, size_t len, bool make, char *why, size_t whylen);

/* Whether dir holds a table file of the game `game_id` under any rules: a look to make before an
 * Egtb context (egtb_new), so that a game without tables costs a directory listing. */
bool solve_dir_has_game(const char *dir, const char *game_id);

/* Whether a file (of any kind) is at path. */
bool solve_file_exists(const char *path);

/* Reads slice s's table from dir into ctx when its file is there. A file there but refused
 * (damaged, cut short, of other rules) is a note on notes (when not NULL), never used. Returns
 * whether the table is attached now. */
bool solve_dir_attach(Egtb *ctx, const char *dir, EgtbSlice s, FILE *notes);

#endif
