/*
 * qr.h — a QR code of a short text (a URL), through libqrencode, drawn in a terminal with
 * half-block characters and written as JSON rows for the page to draw.
 */
#ifndef KHARBAGA_QR_H
#define KHARBAGA_QR_H

#include <stdbool.h>
#include <stdio.h>

/* The light modules a reader needs around the code (the QR specification's quiet zone). */
enum { QR_QUIET = 4 };

typedef struct QrCode {
    int size;            /* modules per side */
    unsigned char *dark; /* size * size, row by row: 1 for a dark module */
} QrCode;

/* The code of text: the smallest version that holds it, error correction level M (15% of the
 * code may be lost), text as 8-bit bytes. False if libqrencode fails (memory, too long a text). */
bool qr_encode(const char *text, QrCode *out);

void qr_free(QrCode *q);

/* Whether the module at column x, row y is dark; false outside the code (the quiet zone). */
bool qr_dark(const QrCode *q, int x, int y);

/* Draws the code with its quiet zone, two rows of modules per line of text: '█' both dark, '▀'
 * the upper, '▄' the lower, ' ' neither: size + 2 QR_QUIET characters a line, (size + 2
 * QR_QUIET + 1) / 2 lines. With colour, each line is black on white (ANSI escapes), so that the
 * code reads the right way round in a terminal of any colours; without, the characters alone. */
void qr_write_blocks(FILE *out, const QrCode *q, bool colour);

/* Writes {"size": N, "rows": ["0110...", ...]}: each row's modules, '1' for dark, no quiet zone. */
void qr_write_json(FILE *out, const QrCode *q);

#endif
