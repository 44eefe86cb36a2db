/*
 * input_line.h — one line of what a person types (play, learn).
 */
#ifndef KHARBAGA_INPUT_LINE_H
#define KHARBAGA_INPUT_LINE_H

#include <stddef.h>
#include <stdio.h>

typedef enum InputLine {
    INPUT_LINE,     /* a line, in the buffer without its line break */
    INPUT_TOO_LONG, /* a line longer than the buffer: read to its end and dropped */
    INPUT_NUL,      /* a line holding a NUL byte: read to its end and dropped */
    INPUT_CR,       /* a line holding a carriage return before its end: read to its end and dropped */
    INPUT_END,      /* the end of input, nothing read */
} InputLine;

/* Reads one line from in into buf (len ≥ 2). A line that does not fit is not cut into pieces to
 * be taken one after another as separate lines: the whole of it is dropped. */
InputLine input_line_read(FILE *in, char *buf, size_t len);

#endif
