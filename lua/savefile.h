/*
 * savefile.h — where games are saved, and writing a record so that it is never half-written.
 *
 * A record is written to a temporary file in the same directory as its path, flushed to the
 * disk (fsync), then renamed over the path: a reader, or the program after a crash or a kill,
 * finds either the old record whole or the new one whole, never a mixture. The default path is
 * $XDG_STATE_HOME/kharbaga/current.pdn, or ~/.local/state/kharbaga/current.pdn.
 */
#ifndef KHARBAGA_SAVEFILE_H
#define KHARBAGA_SAVEFILE_H

#include "record.h"

#include <stddef.h>

/* The default path of the game in progress; with make_dir, its directory is made if missing.
 * OUT: path. False with a message in err if no directory can be found (or made). */
bool savefile_default_path(char *path, size_t len, bool make_dir, char *err, size_t errlen);

/* Writes r's tags and g's moves (record_write) to path atomically, as described above. False
 * with one line in err ("cannot save the game to PATH: reason"); path is then untouched and no
 * temporary file is left. */
bool savefile_write(const char *path, Record *r, const Game *g, char *err, size_t errlen);

/* Removes the temporary files that writes to path left when the program was killed in the
 * middle of one (".NAME.XXXXXX" beside it). Two programs saving to one path at once would lose
 * each other's write; that is not supported. */
void savefile_remove_leftovers(const char *path);

/* The text of the file at path (at most 16 MiB, no NUL byte), malloc'ed. NULL with a message in
 * err if it cannot be read; *missing (may be NULL) tells whether there is no such file at all
 * (nothing at the path, or a part of it that is not a directory). */
char *savefile_read(const char *path, bool *missing, char *err, size_t errlen);

/* Whether something other than a plain file is at path (a directory, a device...): a record cannot
 * be written there, since it is written beside the path and renamed over it. */
bool savefile_not_a_file(const char *path);

/* Whether path is a device such as /dev/null: what is written there is not kept as a file, and
 * must not be replaced by one. */
bool savefile_is_device(const char *path);

/* Whether two paths name the same existing file. */
bool savefile_same_file(const char *a, const char *b);

#endif
