/*
 * textfile.h — a whole file read into memory, for tests that compare documents and outputs.
 */
#ifndef KHARBAGA_TESTS_TEXTFILE_H
#define KHARBAGA_TESTS_TEXTFILE_H

/* The bytes of the file at path, NUL-terminated and malloc'ed; NULL if it cannot be read. */
char *textfile_read(const char *path);

#endif
