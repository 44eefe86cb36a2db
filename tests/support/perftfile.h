/*
 * perftfile.h — reading perft suites: one position per line,
 *
 *     <position text> ; rules <key=value ...> ; D1 <n> ; D2 <n> ...
 *
 * "rules standard" (or no rules field) means the variant's rules unchanged. Blank lines and lines
 * starting with '#' are skipped; the first line of the '#' block just above a position is kept
 * with it as its description. Counts may contain ',' or '_' as digit separators.
 */
#ifndef KHARBAGA_TESTS_PERFTFILE_H
#define KHARBAGA_TESTS_PERFTFILE_H

#include "types.h"

enum { PERFT_MAX_RULES = 16, PERFT_MAX_DEPTHS = 16, PERFT_MAX_TEXT = 512 };

typedef struct PerftCase {
    int line;                                 /* 1-based line number in the file */
    char comment[PERFT_MAX_TEXT];             /* the description line above, without '#', or "" */
    char position[PERFT_MAX_TEXT];
    int nrules;
    char rules[PERFT_MAX_RULES][64];          /* "key=value" */
    int ndepths;
    int depth[PERFT_MAX_DEPTHS];
    uint64_t count[PERFT_MAX_DEPTHS];
} PerftCase;

/* Parses one non-comment line; false with a message naming the line on bad input. */
bool perftfile_parse_line(const char *text, int line, PerftCase *c, Err *err);

/* Reads every case of a file into a malloc'ed array (*cases, to free); false with a message
 * naming the file and line. */
bool perftfile_load(const char *path, PerftCase **cases, int *ncases, Err *err);

#endif
