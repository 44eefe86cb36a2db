/*
 * cli.h — what the test_cli_*.c programs (tests/cli/) share: the kharbaga program run with
 * arguments, expectations on its output, a small JSON reader strict enough to catch malformed
 * output, and moves compared as sorted sets. Failures are cmocka failures: include <cmocka.h>
 * (after <setjmp.h>, <stdarg.h>, <stddef.h>, <stdint.h>) before this header.
 *
 *     RunResult r = RUN("moves", "--json");
 *     expect_success(&r);
 *     JValue doc;
 *     j_parse(r.out, &doc);
 *     ...
 *     j_free(&doc);
 *     run_free(&r);
 */
#ifndef KHARBAGA_TESTS_CLI_H
#define KHARBAGA_TESTS_CLI_H

#include <stdbool.h>
#include <stddef.h>

#include "program.h"

/* Seconds a run of the program may take. */
enum { TIMEOUT = 60 };

/* Kharbaga's start position as text. */
extern const char START[];

/* The corpus of variants with Lua hooks (tests/data/corpus/hooks/), ending in '/'. */
#define HOOKS_DIR KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/"

/* ---- running the program ---- */

/* Runs KHARBAGA_BINARY with the NULL-terminated arguments. */
RunResult run_args(const char *const *args);

#define RUN(...) run_args((const char *const[]){__VA_ARGS__, NULL})

void expect_contains(const char *text, const char *needle);

/* Whether text has a line that is exactly `line`. */
bool has_line(const char *text, const char *line);

void expect_line(const char *text, const char *line);

/* ---- a small JSON reader ---- */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JType;

typedef struct JValue {
    JType type;
    bool boolean;
    double number;
    char *string;          /* J_STRING */
    int n;                 /* items of an array or members of an object */
    struct JValue *items;  /* J_ARRAY and J_OBJECT values */
    char **keys;           /* J_OBJECT keys */
} JValue;

/* Parses the whole text as one JSON value (white space around it allowed); fails the test with
 * the place of the problem otherwise. */
void j_parse(const char *text, JValue *out);

void j_free(JValue *v);

/* The member `key` of an object, or NULL. */
const JValue *j_get(const JValue *obj, const char *key);

/* The member `key`, which must exist and have the given type. */
const JValue *j_need(const JValue *obj, const char *key, JType type);

/* The strings of an array of strings, sorted (if `sorted`) and joined by ','. */
void j_string_list(const JValue *arr, bool sorted, char *out, size_t len);

/* ---- moves as sets ---- */

/* The lines of text that do not contain skip (NULL: all lines), sorted and joined by ' '. */
void sorted_lines(const char *text, const char *skip, char *out, size_t len);

/* `moves --json` output as sorted "from>to[captured]" keys (what identifies a move), after
 * checking every object's fields and that move, path and to agree. */
void json_move_keys(const char *json, char *out, size_t len);

/* `kharbaga moves --json ARGS...` as move keys (see json_move_keys). */
void move_keys(const char *const *args, char *out, size_t len);

#define MOVE_KEYS(out, ...) move_keys((const char *const[]){__VA_ARGS__, NULL}, out, sizeof out)

#endif
