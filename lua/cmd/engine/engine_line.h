/*
 * engine_line.h — one line of the engine protocol read into a request: a JSON object whose
 * members are strings, numbers, true/false/null or lists of strings (docs/protocol.md).
 *
 *     {"cmd":"go","depth":6,"id":7}
 *     {"cmd":"position","position":"start","moves":["e3-e5","e7xe3"]}
 *     moves                           (a bare command name stands for {"cmd":"moves"})
 *
 * The JSON is read by the program's one JSON reader (lua/render/json_read.h), which decodes the
 * strings (escapes, \uXXXX with surrogate pairs, to UTF-8; a NUL character is refused); this
 * reader knows nothing of the commands either: it requires of the JSON the shape of a request,
 * keeps the members in order, and says where a line went wrong as bytes of the line. Nested
 * objects, lists of anything but strings and a member given twice are refused. What a command
 * does with the members is engine_commands.c's. A request's strings live in its own JsonDoc,
 * whose block is kept from line to line, so a line allocates only when it is longer than any
 * before it.
 */
#ifndef KHARBAGA_ENGINE_LINE_H
#define KHARBAGA_ENGINE_LINE_H

#include "json_read.h"

#include <stdbool.h>
#include <stddef.h>

enum {
    ENGINE_LINE_MAX = 1 << 20, /* bytes in a line, its '\n' not counted */
    ENGINE_MAX_MEMBERS = 16,
    ENGINE_MAX_ITEMS = 8192,   /* strings in all the lists of one line */
    ENGINE_KEY_MAX = 32,       /* a member's name, its NUL included */
    ENGINE_ERR_MAX = 512,
};

typedef enum { LINE_STRING, LINE_NUMBER, LINE_BOOL, LINE_NULL, LINE_LIST } LineKind;

typedef struct LineMember {
    char key[ENGINE_KEY_MAX];
    LineKind kind;
    const char *text;   /* STRING: the decoded text; NUMBER: as written (both in the line's doc) */
    bool integer;       /* NUMBER: a whole number that fits a long long */
    long long number;   /* NUMBER, when integer */
    bool truth;         /* BOOL */
    int first, nitems;  /* LIST: items[first] .. items[first + nitems - 1] */
} LineMember;

typedef struct EngineLine {
    int nmembers;
    LineMember members[ENGINE_MAX_MEMBERS];
    int nitems;
    const char *items[ENGINE_MAX_ITEMS];
    JsonDoc doc;        /* the line as read */
    char word[ENGINE_KEY_MAX]; /* a bare command name */
} EngineLine;

/* An empty request, or NULL when memory runs out. */
EngineLine *engine_line_new(void);
void engine_line_free(EngineLine *line);

/* Reads text (len bytes, which may hold NUL bytes, and a NUL byte after them) into line.
 * OUT: false with one clean line in err (what was expected, and at which byte) when the text is
 * not a request; line then holds nothing. Blank text is no request either. */
bool engine_line_parse(EngineLine *line, const char *text, size_t len, char *err, size_t errlen);

/* The member named key, or NULL. */
const LineMember *engine_line_get(const EngineLine *line, const char *key);

#endif
