/*
 * searchpath.c — where variant scripts are looked for.
 */
#include "gamedef.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef KHARBAGA_SOURCE_VARIANTS
#define KHARBAGA_SOURCE_VARIANTS ""
#endif
#ifndef KHARBAGA_DATA_VARIANTS
#define KHARBAGA_DATA_VARIANTS ""
#endif
#ifndef KHARBAGA_BIN_TO_VARIANTS
#define KHARBAGA_BIN_TO_VARIANTS ""
#endif

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* Adds the directory dir (len bytes) to dirs[0..n) unless it is there already or is not a
 * directory; counts it in *skipped (if not NULL) when there is no room. Returns the new n. */
static int add_dir(SearchDir *dirs, int n, int max, const char *dir, size_t len, int *skipped)
{
    if (len == 0 || len >= LOADER_PATH - 64)
        return n; /* longer than any path could be once a file name is added */
    for (int i = 0; i < n; i++)
        if ((size_t)dirs[i].len == len && memcmp(dirs[i].at, dir, len) == 0)
            return n;
    char d[LOADER_PATH];
    memcpy(d, dir, len);
    d[len] = '\0';
    if (!is_dir(d))
        return n;
    if (n >= max) {
        *skipped += 1;
        return n;
    }
    dirs[n] = (SearchDir){dir, (int)len};
    return n + 1;
}

bool program_relative_dir(const char *rel, char *dir, size_t len)
{
    char exe[LOADER_PATH];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0 || !rel[0])
        return false;
    exe[n] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash)
        return false;
    *slash = '\0'; /* exe: the executable's directory */
    while (!strncmp(rel, "../", 3) && (slash = strrchr(exe, '/'))) { /* each "../": its parent */
        *slash = '\0';
        rel += 3;
    }
    int w = snprintf(dir, len, "%s/%s", exe, rel);
    return w > 0 && (size_t)w < len && is_dir(dir);
}

/* The games beside an installed program, into dir: KHARBAGA_BIN_TO_VARIANTS
 * ("../share/kharbaga/variants") from the running executable's directory. False if there is no
 * such directory (the program in the build tree, a test program). */
static bool find_installed_variants(char *dir, size_t len)
{
    return program_relative_dir(KHARBAGA_BIN_TO_VARIANTS, dir, len);
}

/* The directory of installed_variants, found once: the search path points into it. */
static char installed_dir[LOADER_PATH];
static bool installed_found;
static pthread_once_t installed_once = PTHREAD_ONCE_INIT;

static void find_installed_once(void)
{
    installed_found = find_installed_variants(installed_dir, sizeof installed_dir);
}

/* The games beside an installed program, or NULL (see find_installed_variants). */
static const char *installed_variants(void)
{
    pthread_once(&installed_once, find_installed_once);
    return installed_found ? installed_dir : NULL;
}

int loader_search_path(SearchDir *dirs, int max, int *skipped)
{
    int n = 0, none = 0;
    skipped = skipped ? skipped : &none;
    *skipped = 0;
    const char *env = getenv("KHARBAGA_PATH");
    while (env && *env) {
        const char *colon = strchr(env, ':');
        size_t len = colon ? (size_t)(colon - env) : strlen(env);
        n = add_dir(dirs, n, max - 2, env, len, skipped); /* the last two places are the built-in ones */
        env = colon ? colon + 1 : NULL;
    }
    const char *installed = installed_variants();
    if (installed)
        return add_dir(dirs, n, max, installed, strlen(installed), skipped);
    n = add_dir(dirs, n, max, KHARBAGA_SOURCE_VARIANTS, strlen(KHARBAGA_SOURCE_VARIANTS), skipped);
    n = add_dir(dirs, n, max, KHARBAGA_DATA_VARIANTS, strlen(KHARBAGA_DATA_VARIANTS), skipped);
    return n;
}

bool loader_find(const char *id, char *path, size_t len)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int n = loader_search_path(dirs, LOADER_MAX_DIRS, NULL);
    char candidate[LOADER_PATH + 64];
    for (int i = 0; i < n; i++) {
        int w = snprintf(candidate, sizeof candidate, "%.*s/%s.lua", dirs[i].len, dirs[i].at, id);
        struct stat st;
        if (w > 0 && (size_t)w < len && (size_t)w < sizeof candidate && stat(candidate, &st) == 0 &&
            S_ISREG(st.st_mode)) {
            memcpy(path, candidate, (size_t)w + 1);
            return true;
        }
    }
    return false;
}
