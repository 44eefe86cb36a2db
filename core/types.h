/*
 * types.h — fixed limits, small shared types and forward declarations of the core.
 *
 * Everything in core/ is plain C11 with no dependency on Lua or the terminal.
 */
#ifndef KHARBAGA_TYPES_H
#define KHARBAGA_TYPES_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    MAX_POINTS = 128, /* points on a board; Bits holds exactly this many */
    MAX_DIRS = 16,    /* distinct line directions on one board */
    MAX_NAME = 8,     /* a point name with its terminating NUL: "a1", "aa12" */
    MAX_PATH = 64,    /* landing points of one capture chain */
    MAX_MOVES = 4000, /* moves in one position's list */
    MAX_PLY = 128,    /* depth of perft and search */
    NO_POINT = 0xFF,
};

enum { SOUTH = 0, NORTH = 1 };

/* What went wrong, for the callers that act differently on it; every other failure is ERR_OTHER.
 * A caller tells failures apart by this code, never by the text of the message. */
typedef enum ErrCode {
    ERR_NONE = 0,       /* no failure recorded */
    ERR_OTHER,          /* any failure no caller needs to tell apart (err_set) */
    ERR_MOVE_SYNTAX,    /* move_parse: the text cannot be read as a move ("move 'x': expected ...") */
    ERR_NOT_A_POINT,    /* move_parse: the text names a point the board does not have */
    ERR_ILLEGAL_MOVE,   /* move_parse: a well-formed move that no legal move fits */
    ERR_AMBIGUOUS_MOVE, /* move_parse: a short form that fits several legal moves */
    ERR_BAD_VALUE,      /* rules_set: a value the option does not take ("rule k=v: expected ...") */
    ERR_NO_MEMORY,      /* memory ran out */
} ErrCode;

/* An error, filled by any core function that can fail on user input: what went wrong (code) and a
 * fixed-size message for the user. A message about a subject ("move 'e3-e9': ...", made by
 * err_about) marks where the part after the subject begins, so that a caller can show that part
 * with another subject (the text as the user typed it) or on its own ("expected ..."). */
typedef struct Err {
    char msg[512];
    ErrCode code;
    int detail;        /* msg + detail: the message after its subject and ": "; 0 when it has no subject */
    const char *input; /* the input it is about, as the command line names it without its dashes
                          ("ruleset", "rule"), when its maker knows (err_for); NULL otherwise */
} Err;

typedef struct Board Board;
typedef struct Rules Rules;
typedef struct Variant Variant;
typedef struct Position Position;
typedef struct Move Move;
typedef struct MoveDetail MoveDetail;
typedef struct MoveList MoveList;
typedef struct Undo Undo;
typedef struct Game Game;

/* Formats an error message into err (if not NULL), with the code ERR_OTHER, and returns false,
 * so that callers can write `return err_set(err, "...", ...);`. The message is made one clean line
 * as err_text does: whatever user text it quotes, a line break or a terminal escape in it shows
 * as \xNN. */
bool err_set(Err *err, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* err_set with the given code, for a failure its callers tell apart. */
bool err_fail(Err *err, ErrCode code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Names the input err is about (a static text: "ruleset"); returns false, so that callers can
 * write `return err_for(err, "rule");` after the failure that filled err. */
bool err_for(Err *err, const char *input);

/* err_fail for a message about a subject: "subject: " followed by the formatted detail, with
 * err->detail marking where the detail begins. Returns false. */
bool err_about(Err *err, ErrCode code, const char *subject, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* Copies user text into buf for quoting in a message: at most max characters, control and
 * non-ASCII bytes written as \xNN, "..." appended if cut. Returns buf. */
const char *err_quote(const char *text, int max, char *buf, size_t len);

/* Copies user text into buf for quoting in a message, keeping ordinary text as it is: printable
 * ASCII and well-formed UTF-8 stay, every other byte (controls, DEL, stray or cut-off UTF-8) and
 * the characters that change how a line reads (C1 controls, line separators, bidirectional
 * overrides) are written \xNN, so the text can neither split the message into lines nor reach
 * the terminal as an escape. At most max characters, "..." appended if cut at max or where buf
 * is full; when max < 0, no limit and no "..." (cut silently where buf is full, as snprintf
 * would). Never a partial character. Returns buf. */
const char *err_text(const char *text, int max, char *buf, size_t len);

/* The next character of text (not at its end) as err_text shows it, into piece (NUL-terminated):
 * itself, or its first byte as \xNN. Returns the number of bytes of text it stands for. */
int err_text_piece(const char *text, char piece[8]);

/* The length (2 to 4) of the well-formed UTF-8 sequence starting at text (of at most len bytes),
 * its code point in *cp; 0 when text does not start one (a stray, overlong, surrogate or cut-off
 * sequence). */
int err_utf8_sequence(const char *text, size_t len, unsigned *cp);

/* Whether a code point must not reach a terminal as it is, although it is valid UTF-8: the C1
 * controls (U+009B introduces escapes on some terminals), the line and paragraph separators, and
 * the bidirectional overrides and isolates, which make a line read otherwise than it is written. */
bool err_hidden_code_point(unsigned c);

/* The name of a failure's kind as the machine interfaces give it beside their messages (the API's
 * and the engine protocol's "code"): "move_syntax", "not_a_point", "illegal_move",
 * "ambiguous_move", "bad_value", "no_memory", and "refused" for every other. Never translated. */
const char *err_code_name(ErrCode code);

/* Formats a message into buf (size len) as one clean line, as err_set does; returns false. For
 * messages kept in plain buffers (the Lua host's `char *err`). */
bool err_format(char *buf, size_t len, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
bool err_vformat(char *buf, size_t len, const char *fmt, va_list ap);

#endif
