/*
 * savefile.c — the default save path, atomic record writing, and reading a saved file.
 */
#include "savefile.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    if (n < 0 || (size_t)n >= sizeof dir || (size_t)n + sizeof "/current.pdn" > len)
        return err_format(err, errlen, "the state directory %.200s... is too long a path", dir), false;
    if (make_dir && !make_dirs(dir, err, errlen))
        return false;
    snprintf(path, len, "%s/current.pdn", dir);
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

bool savefile_write(const char *path, Record *r, const Game *g, char *err, size_t errlen)
{
    char dir[4096], tmp[4096 + 32];
    directory_of(path, dir, sizeof dir);
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
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

void savefile_remove_leftovers(const char *path)
{
    char dir[4096], prefix[4096 + 2];
    directory_of(path, dir, sizeof dir);
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    snprintf(prefix, sizeof prefix, ".%s.", base);
    size_t n = strlen(prefix);
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (strncmp(e->d_name, prefix, n) || strlen(e->d_name) != n + 6) /* mkstemp's six characters */
            continue;
        char leftover[4096 + 256 + 2];
        snprintf(leftover, sizeof leftover, "%s/%s", dir, e->d_name);
        unlink(leftover);
    }
    if (d)
        closedir(d);
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
