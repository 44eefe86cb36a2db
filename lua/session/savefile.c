/*
 * savefile.c — the default save path, the lock of a record in play, atomic record writing, and
 * reading a saved file.
 */
#include "savefile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

enum { SAVEFILE_MAX_BYTES = 16 << 20 };

/* Makes every missing directory of dir (like mkdir -p), private to the user as the XDG base
 * directory specification asks of the state directory. */
static bool make_dirs(const char *dir, char *err, size_t errlen)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s", dir) >= (int)sizeof path)
        return err_format(err, errlen, "the directory %.200s... is too long a path", dir), false;
    for (char *p = path + 1;; p++) {
        if (*p != '/' && *p != '\0')
            continue;
        char c = *p;
        *p = '\0';
        if (mkdir(path, 0700) != 0 && errno != EEXIST)
            return err_format(err, errlen, "cannot make the directory %s: %s", path, strerror(errno)), false;
        *p = c;
        if (c == '\0')
            return true;
    }
}

bool savefile_default_path(char *path, size_t len, bool make_dir, char *err, size_t errlen)
{
    return savefile_state_path("current.pdn", path, len, make_dir, err, errlen);
}

bool savefile_state_path(const char *name, char *path, size_t len, bool make_dir, char *err, size_t errlen)
{
    const char *state = getenv("XDG_STATE_HOME"), *home = getenv("HOME");
    char dir[4096];
    int n;
    if (state && state[0] == '/') /* the specification ignores a relative XDG_STATE_HOME */
        n = snprintf(dir, sizeof dir, "%s/kharbaga", state);
    else if (home && home[0])
        n = snprintf(dir, sizeof dir, "%s/.local/state/kharbaga", home);
    else
        return err_format(err, errlen, "no place to save the game: set HOME or XDG_STATE_HOME, or give --save FILE"),
               false;
    if (n < 0 || (size_t)n >= sizeof dir || (size_t)n + 1 + strlen(name) + 1 > len)
        return err_format(err, errlen, "the state directory %.200s... is too long a path", dir), false;
    if (make_dir && !make_dirs(dir, err, errlen))
        return false;
    snprintf(path, len, "%s/%s", dir, name);
    return true;
}

/* The directory part of path ("." if it has none). */
static void directory_of(const char *path, char *dir, size_t len)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, len, ".");
    else if (slash == path)
        snprintf(dir, len, "/");
    else
        snprintf(dir, len, "%.*s", (int)(slash - path), path);
}

/* Flushes the directory entry of a rename to the disk; a failure here loses nothing that was
 * not already at risk, so it is not reported. */
static void sync_directory(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* Writes the record into the open temporary file fd and flushes it to the disk; closes fd.
 * Returns 0 or an errno value. */
static int write_and_sync(int fd, Record *r, const Game *g)
{
    mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask); /* as an ordinary file would be made, not mkstemp's 0600 */
    FILE *f = fdopen(fd, "w");
    if (!f) {
        int e = errno;
        close(fd);
        return e;
    }
    errno = 0;
    bool ok = record_write(f, r, g) && fflush(f) == 0;
    int e = ok ? 0 : (errno ? errno : EIO);
    if (ok && fsync(fileno(f)) != 0)
        e = errno;
    if (fclose(f) != 0 && !e)
        e = errno ? errno : EIO;
    return e;
}

/* The file name part of path (after its last '/'). */
static const char *base_of(const char *path) { return strrchr(path, '/') ? strrchr(path, '/') + 1 : path; }

/* ---- the lock ---- */

/* The first line of every lock file; a second line "DEV INO NAME" names the temporary file of the
 * write in progress (NAME, in the record's directory, made as the file DEV:INO). */
static const char LOCK_MARK[] = "kharbaga save lock\n";

/* The lock file's text at most: the mark, two numbers, a file name and a line end (with a NUL);
 * how often a lock file removed under the program's hands is made again before giving up. */
enum { LOCK_TEXT = sizeof LOCK_MARK + 2 * 21 + 256 + 2, LOCK_TRIES = 16 };

/* Replaces the lock file's text. A failure, or a kill in the middle, only loses the clean-up
 * after a kill: a note that is not whole names no file as it was made. */
static bool lock_set_text(const SaveLock *lock, const char *text)
{
    size_t n = strlen(text);
    return pwrite(lock->fd, text, n, 0) == (ssize_t)n && ftruncate(lock->fd, (off_t)n) == 0;
}

/* Notes the temporary file fd, made as path, in the lock (if one is held). */
static void lock_note_temp(const SaveLock *lock, int fd, const char *path)
{
    struct stat st;
    char text[LOCK_TEXT];
    if (!lock || lock->fd < 0 || fstat(fd, &st) != 0)
        return;
    snprintf(text, sizeof text, "%s%llu %llu %s\n", LOCK_MARK, (unsigned long long)st.st_dev,
             (unsigned long long)st.st_ino, base_of(path));
    lock_set_text(lock, text);
}

/* Removes the temporary file that note ("DEV INO NAME", the lock's second line) names, if a kill
 * left it there: only that file, still the very one the program made (a plain file of the
 * user's, the same device and inode). */
static void remove_noted_temp(const SaveLock *lock, const char *note)
{
    unsigned long long dev, ino;
    int at = 0;
    if (sscanf(note, "%llu %llu %n", &dev, &ino, &at) != 2 || at == 0)
        return;
    char dir[4096], path[4096 + LOCK_TEXT];
    directory_of(lock->path, dir, sizeof dir);
    snprintf(path, sizeof path, "%s/%.*s", dir, (int)strcspn(note + at, "/\n"), note + at);
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() && st.st_dev == dev &&
        st.st_ino == ino)
        unlink(path);
}

/* Reads the open lock file into text (LOCK_TEXT bytes, NUL-terminated). False if it is not a lock
 * file of the program's: a plain file of the user's with one name, holding nothing (just made)
 * or starting with LOCK_MARK (of which a kill may have cut the end). */
static bool lock_read_own(const SaveLock *lock, char *text)
{
    struct stat st;
    if (fstat(lock->fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid() || st.st_nlink != 1)
        return false;
    ssize_t n = pread(lock->fd, text, LOCK_TEXT - 1, 0);
    if (n < 0)
        return false;
    text[n] = '\0';
    size_t mark = strlen(LOCK_MARK);
    return memcmp(text, LOCK_MARK, (size_t)n < mark ? (size_t)n : mark) == 0;
}

/* Whether the locked file is still the one at lock->path: its holder removes it when done, and
 * a lock taken on a removed file locks nothing. */
static bool lock_file_current(const SaveLock *lock)
{
    struct stat held, now;
    return fstat(lock->fd, &held) == 0 && lstat(lock->path, &now) == 0 && held.st_dev == now.st_dev &&
           held.st_ino == now.st_ino;
}

static void lock_close(SaveLock *lock)
{
    close(lock->fd);
    lock->fd = -1;
}

/* Opens the lock file, made if missing, never through a symbolic link. False (with *result and
 * err) if it cannot. */
static bool lock_open(SaveLock *lock, SaveLockResult *result, char *err, size_t errlen)
{
    lock->fd = open(lock->path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (lock->fd >= 0)
        return true;
    bool link = errno == ELOOP;
    *result = link ? SAVELOCK_FOREIGN : SAVELOCK_UNAVAILABLE;
    err_format(err, errlen, "%s: %s", lock->path,
               link ? "a symbolic link, not a lock file of kharbaga" : strerror(errno));
    return false;
}

/* One attempt at taking the lock without waiting. True if the lock file was removed in the
 * meantime by the game that held it (try again); false when decided, with *result (and err,
 * unless the lock is held). */
static bool lock_attempt(SaveLock *lock, SaveLockResult *result, char *err, size_t errlen)
{
    if (!lock_open(lock, result, err, errlen))
        return false;
    if (flock(lock->fd, LOCK_EX | LOCK_NB) != 0) {
        *result = errno == EWOULDBLOCK ? SAVELOCK_BUSY : SAVELOCK_UNAVAILABLE;
        err_format(err, errlen, "%s: %s", lock->path,
                   *result == SAVELOCK_BUSY ? "held by another kharbaga game" : strerror(errno));
        lock_close(lock);
        return false;
    }
    if (!lock_file_current(lock)) {
        lock_close(lock);
        return true;
    }
    char text[LOCK_TEXT];
    if (!lock_read_own(lock, text)) {
        *result = SAVELOCK_FOREIGN;
        err_format(err, errlen, "%s: not a lock file of kharbaga", lock->path);
        lock_close(lock);
        return false;
    }
    if (strlen(text) > strlen(LOCK_MARK))
        remove_noted_temp(lock, text + strlen(LOCK_MARK)); /* of a write a kill interrupted */
    lock_set_text(lock, LOCK_MARK);
    *result = SAVELOCK_HELD;
    return false;
}

/* The lock file of the record at path, DIR/.NAME.lock, into out; false if it does not fit. */
static bool lock_path(const char *path, char *out, size_t len)
{
    char dir[4096];
    if (strlen(path) >= sizeof dir)
        return false;
    directory_of(path, dir, sizeof dir);
    int n = snprintf(out, len, "%s/.%s.lock", dir, base_of(path));
    return n >= 0 && (size_t)n < len;
}

SaveLockResult savefile_lock(const char *path, SaveLock *lock, char *err, size_t errlen)
{
    lock->fd = -1;
    if (!lock_path(path, lock->path, sizeof lock->path))
        return err_format(err, errlen, "%.200s...: too long a path", path), SAVELOCK_UNAVAILABLE;
    if (savefile_not_a_file(path)) /* a device, a directory: no record is kept there, nor a lock beside */
        return err_format(err, errlen, "%s: not a file", path), SAVELOCK_UNAVAILABLE;
    SaveLockResult result;
    for (int tries = 0; tries < LOCK_TRIES; tries++)
        if (!lock_attempt(lock, &result, err, errlen))
            return result;
    err_format(err, errlen, "%s: removed and made again by other games faster than it could be taken", lock->path);
    return SAVELOCK_UNAVAILABLE;
}

void savefile_unlock(SaveLock *lock)
{
    if (lock->fd < 0)
        return;
    unlink(lock->path); /* while still held: no one takes a lock on the removed file (above) */
    lock_close(lock);
}

/* ---- writing ---- */

bool savefile_write(const char *path, SaveLock *lock, Record *r, const Game *g, char *err, size_t errlen)
{
    char dir[4096], tmp[4096 + 32];
    if (strlen(path) >= sizeof dir)
        return err_format(err, errlen, "cannot save the game to %.200s...: the path is too long", path), false;
    directory_of(path, dir, sizeof dir);
    const char *base = base_of(path);
    struct stat st;
    bool exists = stat(path, &st) == 0;
    if (!*base || (exists && S_ISDIR(st.st_mode)))
        return err_format(err, errlen, "cannot save the game to %s: that is a directory, not a file", path), false;
    if (exists && !S_ISREG(st.st_mode)) /* a record written beside it would replace it */
        return err_format(err, errlen, "cannot save the game to %s: that is a device, not a file", path), false;
    int n = snprintf(tmp, sizeof tmp, "%s/.%s.XXXXXX", dir, base);
    if (n < 0 || (size_t)n >= sizeof tmp)
        return err_format(err, errlen, "cannot save the game to %.200s...: the path is too long", path), false;
    int fd = mkstemp(tmp);
    if (fd < 0)
        return err_format(err, errlen, "cannot save the game to %s: %s", path, strerror(errno)), false;
    lock_note_temp(lock, fd, tmp);
    int e = write_and_sync(fd, r, g);
    if (!e && rename(tmp, path) != 0)
        e = errno;
    if (e) {
        unlink(tmp);
        return err_format(err, errlen, "cannot save the game to %s: %s", path, strerror(e)), false;
    }
    sync_directory(dir);
    return true;
}

char *savefile_read(const char *path, bool *missing, char *err, size_t errlen)
{
    if (missing)
        *missing = false;
    FILE *f = fopen(path, "rb");
    if (!f) {
        if (missing)
            *missing = errno == ENOENT || errno == ENOTDIR;
        err_format(err, errlen, "cannot read %s: %s", path, strerror(errno));
        return NULL;
    }
    char *text = malloc(SAVEFILE_MAX_BYTES + 1);
    size_t n = text ? fread(text, 1, SAVEFILE_MAX_BYTES + 1, f) : 0;
    bool failed = ferror(f);
    fclose(f);
    const char *problem = !text ? "out of memory"
                          : failed ? "read error (is it a directory?)"
                          : n > SAVEFILE_MAX_BYTES ? "longer than 16 MiB; not a record"
                          : memchr(text, '\0', n) ? "it holds a NUL byte; not a record"
                                                   : NULL;
    if (problem) {
        err_format(err, errlen, "cannot read %s: %s", path, problem);
        free(text);
        return NULL;
    }
    text[n] = '\0';
    return text;
}

bool savefile_not_a_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

bool savefile_unopenable(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0) {
        close(fd);
        return false;
    }
    if (errno == ENOENT || errno == ENOTDIR)
        return false;
    err_format(err, errlen, "%s", strerror(errno));
    return true;
}

bool savefile_is_device(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}

bool savefile_same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}
