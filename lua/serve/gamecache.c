/*
 * gamecache.c — loaded games by name, behind one lock. The cache is the server's one piece of
 * process-wide state: the loader it stands for reads the same files for every request.
 */
#include "gamecache.h"

#include "texts.h"

#include <pthread.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Entry {
    char name[64];       /* as requested: a game id */
    char lang[TEXTS_LANG]; /* the language its texts were loaded in (texts.h), or "" for English */
    struct timespec mtime;
    off_t size;
    GameDef *def;        /* as loader_load left it, before any ruleset is selected */
} Entry;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static Entry cache[GAMECACHE_MAX];
static int ncache;

/* A game without hooks is plain data: copying it copies the game. */
static bool copyable(const GameDef *def)
{
    if (def->sandbox || def->hooks || def->candidates || def->memory || def->variant.hooks)
        return false;
    for (int r = 0; r < MAX_RULESETS; r++)
        if (def->ruleset_hooks[r])
            return false;
    return true;
}

static bool file_state(const char *path, struct timespec *mtime, off_t *size)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return false;
    *mtime = st.st_mtim;
    *size = st.st_size;
    return true;
}

/* The calling thread's language for its games' texts: "" for English. */
static const char *language(void)
{
    const char *lang = texts_language();
    return lang && strlen(lang) < TEXTS_LANG ? lang : "";
}

/* The entry for name in the calling thread's language whose file has not changed, or NULL.
 * Called under the lock. */
static Entry *find(const char *name)
{
    for (int i = 0; i < ncache; i++) {
        if (strcmp(cache[i].name, name) || strcmp(cache[i].lang, language()))
            continue;
        struct timespec mtime;
        off_t size;
        if (file_state(cache[i].def->path, &mtime, &size) && mtime.tv_sec == cache[i].mtime.tv_sec &&
            mtime.tv_nsec == cache[i].mtime.tv_nsec && size == cache[i].size)
            return &cache[i];
        free(cache[i].def); /* changed: read again */
        cache[i] = cache[--ncache];
        return NULL;
    }
    return NULL;
}

static void store(const char *name, const GameDef *def)
{
    if (ncache == GAMECACHE_MAX || strlen(name) >= sizeof cache[0].name)
        return;
    Entry *e = &cache[ncache];
    e->def = malloc(sizeof *e->def);
    if (!e->def || !file_state(def->path, &e->mtime, &e->size)) {
        free(e->def);
        return;
    }
    memcpy(e->def, def, sizeof *def);
    snprintf(e->name, sizeof e->name, "%s", name);
    snprintf(e->lang, sizeof e->lang, "%s", language());
    ncache++;
}

/* The part of a list the game uses, in bytes: n of its entries of size each, at most the list. */
static size_t used_bytes(int n, size_t each, size_t list)
{
    size_t used = n > 0 ? (size_t)n * each : 0;
    return used < list ? used : list;
}

/* Copies src into dst (zeroed memory) but for the unused ends of its three largest lists, which
 * are zero in both: the disputes, the lessons and the script's tests are most of a GameDef's
 * 591 KB, and a request's copy then costs what the game uses of them. */
static void copy_game(GameDef *dst, const GameDef *src)
{
    const struct {
        size_t at, used, size;
    } lists[] = { /* in the order of GameDef's fields */
        {offsetof(GameDef, disputes), used_bytes(src->ndisputes, sizeof src->disputes[0], sizeof src->disputes),
         sizeof src->disputes},
        {offsetof(GameDef, lessons.lesson), used_bytes(src->lessons.n, sizeof src->lessons.lesson[0], sizeof src->lessons.lesson),
         sizeof src->lessons.lesson},
        {offsetof(GameDef, tests.test), used_bytes(src->tests.n, sizeof src->tests.test[0], sizeof src->tests.test),
         sizeof src->tests.test},
    };
    char *to = (char *)dst;
    const char *from = (const char *)src;
    size_t at = 0;
    for (size_t i = 0; i < sizeof lists / sizeof lists[0]; i++) {
        memcpy(to + at, from + at, lists[i].at - at + lists[i].used);
        at = lists[i].at + lists[i].size;
    }
    memcpy(to + at, from + at, sizeof *src - at);
}

bool gamecache_load(const char *name_or_path, GameDef *def, char *err, size_t errlen)
{
    pthread_mutex_lock(&cache_lock);
    Entry *e = find(name_or_path);
    if (e)
        copy_game(def, e->def);
    pthread_mutex_unlock(&cache_lock);
    if (e)
        return true;
    if (!loader_load(name_or_path, def, err, errlen))
        return false;
    if (copyable(def)) {
        pthread_mutex_lock(&cache_lock);
        if (!find(name_or_path))
            store(name_or_path, def);
        pthread_mutex_unlock(&cache_lock);
    }
    return true;
}

void gamecache_clear(void)
{
    pthread_mutex_lock(&cache_lock);
    for (int i = 0; i < ncache; i++)
        free(cache[i].def);
    ncache = 0;
    pthread_mutex_unlock(&cache_lock);
}
