/*
 * engine_out.h — the protocol's output: whole lines, each one JSON object, written by the reader
 * thread (answers) and the search thread (progress and the best move) without ever mixing.
 *
 * A line is built in memory (engine_out_begin returns a stream to write its text to), then
 * engine_out_end writes it with its '\n' under a lock and flushes, so a client reading
 * standard output sees each line whole and at once.
 */
#ifndef KHARBAGA_ENGINE_OUT_H
#define KHARBAGA_ENGINE_OUT_H

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>

typedef struct EngineOut {
    FILE *to;
    pthread_mutex_t lock;
    int error;    /* the errno of the first write that failed (0: none): the client is gone */
} EngineOut;

/* Output to `to` (standard output). */
void engine_out_init(EngineOut *out, FILE *to);
void engine_out_destroy(EngineOut *out);

/* A line under construction; only one per thread at a time. */
typedef struct OutLine {
    FILE *f;      /* write the line's text here; NULL when memory ran out (nothing is written) */
    char *text;
    size_t size;
} OutLine;

/* Starts a line: `{"type":"TYPE"` and, when id_json is not NULL, `,"id":ID` (id_json is JSON
 * text already: a number as written, or a string literal). The caller writes `,"member":value`
 * pieces and engine_out_end closes the object. */
void engine_out_begin(OutLine *line, const char *type, const char *id_json);

/* Closes the object, writes the line and flushes. False if the output could not be written. */
bool engine_out_end(EngineOut *out, OutLine *line);

#endif
