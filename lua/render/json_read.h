/*
 * json_read.h — a small JSON reader: one text (a line of a results file, say) into a tree of
 * values held in one block the caller frees with json_doc_free. Strict RFC 8259 syntax; strings
 * are decoded (\uXXXX to UTF-8, a \u0000 refused); depth and size are bounded, so any input, however
 * hostile, gives either a tree or one message naming the column where it went wrong.
 */
#ifndef KHARBAGA_JSON_READ_H
#define KHARBAGA_JSON_READ_H

#include <stdbool.h>
#include <stddef.h>

enum { JSON_MAX_DEPTH = 32 };

typedef enum { JSON_NULL, JSON_FALSE, JSON_TRUE, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonType;

typedef struct JsonValue JsonValue;
struct JsonValue {
    JsonType type;
    double number;      /* (JSON_NUMBER) */
    const char *text;   /* (JSON_STRING) decoded, NUL-terminated; (JSON_NUMBER) as written */
    const char *key;    /* a member's name, when its parent is an object; else NULL */
    int count;          /* (JSON_ARRAY, JSON_OBJECT) children */
    JsonValue *child;   /* the first child, each linked to the next */
    JsonValue *next;
};

typedef struct JsonDoc {
    JsonValue *root; /* NULL after a failed parse */
    void *block;
} JsonDoc;

/* Parses text[0..len) as one JSON value (blanks around it allowed). OUT: doc. False with a
 * message in err ("column N: what was expected") on any syntax error or no memory. */
bool json_parse(const char *text, size_t len, JsonDoc *doc, char *err, size_t errlen);

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
