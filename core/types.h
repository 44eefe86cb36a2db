/*
 * types.h — fixed limits, small shared types and forward declarations of the core.
 *
 * Everything in core/ is plain C11 with no dependency on Lua or the terminal.
 */
#ifndef KHARBAGA_TYPES_H
#define KHARBAGA_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    MAX_POINTS = 128, /* points on a board; Bits holds exactly this many */
    MAX_DIRS = 16,    /* distinct line directions on one board */
    MAX_NAME = 8,     /* a point name with its terminating NUL: "a1", "aa12" */
    MAX_PATH = 64,    /* landing points of one capture chain */
    MAX_MOVES = 768,  /* moves in one position's list */
    MAX_PLY = 128,    /* depth of perft and search */
    NO_POINT = 0xFF,
};

enum { SOUTH = 0, NORTH = 1 };

/* A fixed-size error message, filled by any core function that can fail on user input. */
typedef struct Err {
    char msg[256];
} Err;

typedef struct Board Board;
typedef struct Rules Rules;
typedef struct Variant Variant;
typedef struct Position Position;
typedef struct Move Move;
typedef struct MoveList MoveList;
typedef struct Undo Undo;
typedef struct Game Game;

/* Formats an error message into err (if not NULL) and returns false, so that callers can
 * write `return err_set(err, "...", ...);`. */
bool err_set(Err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Copies user text into buf for quoting in a message: at most max characters, control and
 * non-ASCII bytes written as \xNN, "..." appended if cut. Returns buf. */
const char *err_quote(const char *text, int max, char *buf, size_t len);

#endif
