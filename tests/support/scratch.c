/*
 * scratch.c — a test program's scratch directory (scratch.h).
 */
#define _XOPEN_SOURCE 700
#include "scratch.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>

static char dir[64];

int scratch_setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/kharbaga-test-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st, (void)flag, (void)ftw;
    return remove(path);
}

int scratch_teardown(void **state)
{
    (void)state;
    if (!dir[0])
        return 0;
    /* depth first, so that a directory is empty when its turn comes; links are removed, never followed */
    return nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

const char *scratch_dir(void)
{
    return dir;
}

const char *scratch_path(const char *name)
{
    static char buf[8][256];
    static int next;
    char *p = buf[next++ % 8];
    snprintf(p, sizeof buf[0], "%s/%s", dir, name);
    return p;
}
