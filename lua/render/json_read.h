/*
 * json_read.h — the program's one JSON reader: one text (a line of a results file, a line of the
 * engine protocol) into a tree of values held in one block. Strict RFC 8259 syntax; strings are
 * decoded (escapes, \uXXXX with surrogate pairs, to UTF-8; a \u0000 refused, since the strings
 * are C strings); depth and size are bounded, so any input, however hostile, gives either a tree
 * or one problem: the byte where it went wrong and what was expected there.
 *
 * The problem is data, not a formatted line, because each reader of it says where in its own
 * terms: json_parse writes "column N: ...", the engine protocol "byte N ('c'): ..." or "the line
 * ends early: ...". What a caller then requires of the tree (an object of flat members, say) is
 * its own business; each value keeps the byte it starts at, so that its messages can point there
 * too.
 */
#ifndef KHARBAGA_JSON_READ_H
#define KHARBAGA_JSON_READ_H

#include <stdbool.h>
#include <stddef.h>

enum {
    JSON_MAX_DEPTH = 32,
    JSON_MAX_TEXT = 1 << 20, /* bytes */
};

typedef enum { JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonType;

typedef struct JsonValue JsonValue;
struct JsonValue {
    JsonType type;
    double number;      /* (JSON_NUMBER) */
    const char *text;   /* (JSON_STRING) decoded, NUL-terminated; (JSON_NUMBER) as written */
    const char *key;    /* a member's name, when its parent is an object; else NULL */
    size_t at;          /* the byte of the text the value starts at (from 0) */
    size_t key_at;      /* a member's: the byte its name's opening quote is at */
    int count;          /* (JSON_ARRAY, JSON_OBJECT) children */
    JsonValue *child;   /* the first child, each linked to the next */
    JsonValue *next;
};

/* A text read. Zeroed (JsonDoc doc = {0}) before its first json_read, it may be read into again
 * and again (the engine reads every line into one): its block is kept when large enough. */
typedef struct JsonDoc {
    JsonValue *root; /* NULL after a failed read */
    void *block;
    size_t size;     /* the block's bytes */
} JsonDoc;

/* Why a text is not JSON: the byte (from 0; the text's length when it ended too early) and what
 * was expected there, a constant string. */
typedef struct JsonProblem {
    size_t at;
    const char *what;
} JsonProblem;

/* Reads text[0..len) as one JSON value (blanks around it allowed) into doc, which is zeroed or
 * was read into before. False with *problem when it is not JSON, longer than JSON_MAX_TEXT, or
 * memory runs out. */
bool json_read(const char *text, size_t len, JsonDoc *doc, JsonProblem *problem);

/* As json_read into a new doc, with the problem as "column N: what" in err. */
bool json_parse(const char *text, size_t len, JsonDoc *doc, char *err, size_t errlen);

/* Frees doc's block; doc is then as zeroed. */
void json_doc_free(JsonDoc *doc);

/* The member `key` of object o, or NULL (also when o is not an object). */
const JsonValue *json_member(const JsonValue *o, const char *key);

/* The i-th element (from 0) of array a, or NULL. */
const JsonValue *json_item(const JsonValue *a, int i);

/* The number of o (a JSON number that is a whole number from min to max). False otherwise. */
bool json_whole(const JsonValue *v, long long min, long long max, long long *out);

/* Whether a and b are the same value (numbers by their text, members in order). */
bool json_equal(const JsonValue *a, const JsonValue *b);

#endif
