/*
 * personality_book.c — the opening book of a personality that says `book = true`: the game's book,
 * books/<game>.book in the first directory of the search path that has one, read once per process
 * into core data (core/book.h) and shared, read only, by every search that plays by it.
 *
 * The books read are kept until the program ends: a personality is loaded for every game of a
 * match and every request of the server, and each copy of it points at the same book.
 */
#include "personality.h"

#include "book.h"
#include "gamedef.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { BOOKS_KEPT = 32 };

static pthread_mutex_t books_lock = PTHREAD_MUTEX_INITIALIZER;
static struct {
    char path[LOADER_PATH];
    Book *book;
} books[BOOKS_KEPT];
static int nbooks;

bool personality_find_book(const char *game_id, char *path, size_t len)
{
    SearchDir dirs[LOADER_MAX_DIRS];
    int n = loader_search_path(dirs, LOADER_MAX_DIRS, NULL);
    for (int i = 0; i < n; i++) {
        int w = snprintf(path, len, "%.*s/books/%s.book", dirs[i].len, dirs[i].at, game_id);
        struct stat st;
        if (w > 0 && (size_t)w < len && stat(path, &st) == 0 && S_ISREG(st.st_mode))
            return true;
    }
    return false;
}

/* The book at path, read once (under the lock). NULL with the reason in err. */
static const Book *book_at(const char *path, char *err, size_t errlen)
{
    for (int i = 0; i < nbooks; i++)
        if (!strcmp(books[i].path, path))
            return books[i].book;
    Book *b = malloc(sizeof *b);
    Err e = {0};
    if (!b) {
        err_format(err, errlen, "out of memory");
        return NULL;
    }
    if (!book_read(path, b, &e)) {
        free(b);
        err_format(err, errlen, "%s", e.msg);
        return NULL;
    }
    if (nbooks < BOOKS_KEPT) { /* beyond: read again for each load, and never freed (no more than that) */
        snprintf(books[nbooks].path, sizeof books[nbooks].path, "%s", path);
        books[nbooks++].book = b;
    }
    return b;
}

bool personality_attach_book(Personality *p, const char *game_id, char *err, size_t errlen)
{
    char path[LOADER_PATH];
    p->params.book = NULL;
    if (!p->book || !game_id || !personality_find_book(game_id, path, sizeof path))
        return true;
    pthread_mutex_lock(&books_lock);
    const Book *b = book_at(path, err, errlen);
    pthread_mutex_unlock(&books_lock);
    if (!b)
        return false;
    const char *game = book_get(b, "game");
    if (strcmp(game, game_id))
        return err_format(err, errlen, "%s: a book of %s, not of %s; expected the book of %s there", path, game, game_id,
                          game_id),
               false;
    p->params.book = b;
    return true;
}
