/*
 * book.h — an opening book: for positions of a game's first plies, the moves its self-play games
 * played there and how those games ended for the side that played them. Written by `kharbaga
 * book build` and `book merge`, read once into this sorted array, and consulted by the search at
 * its root (search.h, SearchParams.book). The file is text (docs/personalities.md#opening-books):
 *
 *   kharbaga book 1
 *   game kharbaga
 *   rules men_move=forward majority=count ...   every option, the exact rule choice
 *   ai master
 *   ...                                          more "KEY VALUE" lines (book.c's header_keys)
 *   12 3 5 c3-d4 B:Ba1,c1,...:Wa9,...           wins draws losses MOVE POSITION
 *
 * An entry is keyed by the position's text (notation.md) and the move's full text, so that a book
 * is the same file on every machine and a person can read it.
 */
#ifndef KHARBAGA_BOOK_H
#define KHARBAGA_BOOK_H

#include "types.h"

#include <stdio.h>

enum {
    BOOK_FORMAT = 1,         /* the version on the first line */
    BOOK_MAX_HEADER = 16,    /* "KEY VALUE" lines */
    BOOK_VALUE_MAX = 1024,   /* a header value's bytes, with its NUL */
    BOOK_LINE_MAX = 4096,    /* a line's bytes, with its '\n' */
    BOOK_MAX_COUNT = 100000000, /* the largest count of an entry */
};

typedef struct BookEntry {
    char *pos;   /* the position's text */
    char *move;  /* the move's full text (notation.h: move_to_text) */
    long wins, draws, losses; /* of the games that played it, for the side that played it */
} BookEntry;

typedef struct Book {
    int nheader;
    char key[BOOK_MAX_HEADER][16];
    char value[BOOK_MAX_HEADER][BOOK_VALUE_MAX];
    int n, cap;
    BookEntry *e; /* sorted by position, then move (after book_sort) */
} Book;

/* The exact rule choice r as a book's header gives it: every option, "key=value" separated by
 * blanks, in rules_options' order. */
void book_rules_text(const Rules *r, char *buf, size_t len);

/* Sets the header line KEY VALUE (replacing one of the same key). False if the header is full. */
bool book_set(Book *b, const char *key, const char *value);

/* The value of the header line KEY, or NULL. */
const char *book_get(const Book *b, const char *key);

/* Appends an entry (copies of the texts). False if memory ran out. */
bool book_add(Book *b, const char *pos, const char *move, long wins, long draws, long losses);

/* Sorts the entries by position, then move, and makes the entries of one position and move one
 * (their counts added). */
void book_sort(Book *b);

/* Keeps the entries played at least min_games times whose score (a win 1, a draw 1/2) is at least
 * min_score percent of their games (entries sorted). */
void book_filter(Book *b, int min_games, int min_score);

/* Writes b: the first line, the header, the entries. False if out could not be written. */
bool book_write(const Book *b, FILE *out);

/* Reads the book at path into b (sorted and checked: every entry in order, none twice). False with
 * "PATH:LINE: what was expected" (or "PATH: ...") in err on any problem, b then empty. */
bool book_read(const char *path, Book *b, Err *err);

void book_free(Book *b);

/* The book's move at the root pos of v, whose legal moves (with details) are list: the index in
 * list of the kept move with the best score (then the most games, then the first), or with
 * randomness (> 0) one drawn with the weight of its points plus one from seed; -1 when the book is
 * for another game or rule choice, holds no entry for pos, or none of its moves is legal there. */
int book_choose(const Book *b, const Variant *v, const Position *pos, const MoveList *list, int randomness,
                uint64_t seed);

#endif
