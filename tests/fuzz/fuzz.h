/*
 * fuzz.h — what the fuzz targets of tests/fuzz/ share.
 *
 * Each target is one function over an input of bytes: fuzz_position, fuzz_move, fuzz_record,
 * fuzz_loader, fuzz_rules, fuzz_sandbox and fuzz_engine. Built for libFuzzer (KHARBAGA_FUZZ=ON, clang), each
 * file also defines LLVMFuzzerTestOneInput calling its function; built into the replay program
 * (every configuration, -DKHARBAGA_FUZZ_REPLAY) the six functions are linked together and run over
 * the seed corpora in tests/fuzz/corpus/<target>/.
 *
 * A target returns 0, or stops the program with FUZZ_CHECK (abort) when an invariant fails, so
 * that libFuzzer saves the input; crashes and leaks are AddressSanitizer's to report.
 */
#ifndef KHARBAGA_FUZZ_H
#define KHARBAGA_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int (*FuzzTarget)(const uint8_t *data, size_t size);

int fuzz_position(const uint8_t *data, size_t size);
int fuzz_move(const uint8_t *data, size_t size);
int fuzz_record(const uint8_t *data, size_t size);
int fuzz_loader(const uint8_t *data, size_t size);
int fuzz_rules(const uint8_t *data, size_t size);
int fuzz_sandbox(const uint8_t *data, size_t size);
int fuzz_engine(const uint8_t *data, size_t size);
int fuzz_api(const uint8_t *data, size_t size);

#ifdef KHARBAGA_FUZZ_REPLAY
#define FUZZ_ENTRY(fn)
#else
/* libFuzzer's entry point, calling the target's function. */
#define FUZZ_ENTRY(fn)                                                                      \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);                           \
    int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return fn(data, size); }
#endif

/* Stops the program with a message naming the failed invariant (libFuzzer saves the input). */
#define FUZZ_CHECK(cond, ...)                                                               \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "%s:%d: invariant failed: %s\n  ", __FILE__, __LINE__, #cond);  \
            fprintf(stderr, __VA_ARGS__);                                                   \
            fputc('\n', stderr);                                                            \
            abort();                                                                        \
        }                                                                                   \
    } while (0)

/* A NUL-terminated copy of data up to its first NUL byte, malloc'd to its exact length so that
 * AddressSanitizer sees a read past its end. Aborts if out of memory. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t n = nul ? (size_t)(nul - data) : size;
    char *s = malloc(n + 1);
    if (s == NULL)
        abort();
    if (n > 0)
        memcpy(s, data, n);
    s[n] = '\0';
    return s;
}

/* Whether KHARBAGA_FUZZ_STRICT is set (and not "0"): messages must then also be clean. */
static inline int fuzz_strict(void)
{
    static int strict = -1;
    if (strict < 0) {
        const char *e = getenv("KHARBAGA_FUZZ_STRICT");
        strict = e != NULL && e[0] != '\0' && strcmp(e, "0") != 0;
    }
    return strict;
}

/* Whether a message is usable: non-empty and terminated inside its buffer; in strict mode also
 * free of control bytes other than the line breaks between lines (when `lines` is set), so that
 * the program's "one line on stderr per problem" holds and no terminal escape gets through. */
static inline int fuzz_message_ok_lines(const char *msg, size_t size, int lines)
{
    if (msg[0] == '\0' || memchr(msg, '\0', size) == NULL)
        return 0;
    if (!fuzz_strict())
        return 1;
    for (const unsigned char *s = (const unsigned char *)msg; *s; s++)
        if (*s < 0x20 || *s == 0x7f) {
            int between_lines = lines && *s == '\n' && s != (const unsigned char *)msg && s[1] != '\0' && s[1] != '\n';
            if (!between_lines)
                return 0;
        }
    return 1;
}

static inline int fuzz_message_ok(const char *msg, size_t size)
{
    return fuzz_message_ok_lines(msg, size, 0);
}

#endif
