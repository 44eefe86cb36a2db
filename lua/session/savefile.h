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

/* The path of the file `name` in the program's state directory, where the default save file is
 * ($XDG_STATE_HOME/kharbaga, or ~/.local/state/kharbaga); as savefile_default_path otherwise. */
bool savefile_state_path(const char *name, char *path, size_t len, bool make_dir, char *err, size_t errlen);

/* One game per file: a game in play holds the lock of its record, an flock(2) on the file
 * DIR/.NAME.lock that the program makes beside the record and removes when the game ends. The
 * lock goes with the process: after a kill the file may stay, but it holds no lock and the next
 * game takes it. The lock file also names the temporary file of the write in progress, so that
 * the next holder removes it if a kill left it — that file and no other. */
typedef struct SaveLock {
    int fd; /* -1 when no lock is held */
    char path[4096 + 16];
} SaveLock;

typedef enum SaveLockResult {
    SAVELOCK_HELD,       /* the lock is this process's until savefile_unlock */
    SAVELOCK_BUSY,       /* another process (another kharbaga game) holds it */
    SAVELOCK_FOREIGN,    /* DIR/.NAME.lock is not a lock file of this program (err says why) */
    SAVELOCK_UNAVAILABLE /* no lock file can be made (the directory cannot be written...) */
} SaveLockResult;

/* Takes the lock of the record at path without waiting; when it is taken, removes the temporary
 * file that a kill in the middle of a write left beside path (the one the lock file names, no
 * other). OUT: lock (fd -1 unless HELD). Unless HELD, one line in err says why. */
SaveLockResult savefile_lock(const char *path, SaveLock *lock, char *err, size_t errlen);

/* Removes the lock file and releases the lock, if held. */
void savefile_unlock(SaveLock *lock);

/* Writes r's tags and g's moves (record_write) to path atomically, as described above. The
 * temporary file is made with mkstemp (O_CREAT|O_EXCL, a random name: a file or a symlink
 * planted beside the path is never opened), and renamed over path (a symbolic link at path is
 * replaced, its target never written). lock (may be NULL) is the lock held on path, which
 * notes the temporary file while it exists. False with one line in err ("cannot save the game to
 * PATH: reason"); path is then untouched and no temporary file is left. */
bool savefile_write(const char *path, SaveLock *lock, Record *r, const Game *g, char *err, size_t errlen);

/* The text of the file at path (at most 16 MiB, no NUL byte), malloc'ed. NULL with a message in
 * err if it cannot be read; *missing (may be NULL) tells whether there is no such file at all
 * (nothing at the path, or a part of it that is not a directory). */
char *savefile_read(const char *path, bool *missing, char *err, size_t errlen);

/* Whether something other than a plain file is at path (a directory, a device...): a record cannot
 * be written there, since it is written beside the path and renamed over it. */
bool savefile_not_a_file(const char *path);

/* Whether the file at path cannot be opened for a reason other than its absence: true, with the
 * reason in err (strerror's: "File name too long", "Permission denied"...), when a name in it is
 * longer than the file system takes, its symbolic links loop, or it may not be read; false when
 * it can be opened, or nothing is at path (or a part of it is not a directory). */
bool savefile_unopenable(const char *path, char *err, size_t errlen);

/* Whether path is a device such as /dev/null: what is written there is not kept as a file, and
 * must not be replaced by one. */
bool savefile_is_device(const char *path);

/* Whether two paths name the same existing file. */
bool savefile_same_file(const char *a, const char *b);

#endif
