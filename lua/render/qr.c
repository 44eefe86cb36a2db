/*
 * qr.c — a QR code through libqrencode, in a terminal and as JSON (qr.h).
 */
#include "qr.h"

#include <qrencode.h>
#include <stdlib.h>
#include <string.h>

bool qr_encode(const char *text, QrCode *out)
{
    out->size = 0;
    out->dark = NULL;
    QRcode *code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return false;
    size_t n = (size_t)code->width * (size_t)code->width;
    out->dark = malloc(n);
    if (out->dark) {
        out->size = code->width;
        for (size_t i = 0; i < n; i++)
            out->dark[i] = code->data[i] & 1; /* the low bit: dark; the others say what the module is */
    }
    QRcode_free(code);
    return out->dark != NULL;
}

void qr_free(QrCode *q)
{
    free(q->dark);
    q->dark = NULL;
    q->size = 0;
}

bool qr_dark(const QrCode *q, int x, int y)
{
    return x >= 0 && y >= 0 && x < q->size && y < q->size && q->dark[(size_t)y * (size_t)q->size + (size_t)x];
}

void qr_write_blocks(FILE *out, const QrCode *q, bool colour)
{
    static const char *const glyph[4] = {" ", "\u2584", "\u2580", "\u2588"}; /* upper dark: 2, lower dark: 1 */
    int side = q->size + 2 * QR_QUIET;
    for (int y = -QR_QUIET; y < side - QR_QUIET; y += 2) {
        fputs(colour ? "\x1b[30;47m" : "", out);
        for (int x = -QR_QUIET; x < side - QR_QUIET; x++)
            fputs(glyph[2 * qr_dark(q, x, y) + qr_dark(q, x, y + 1)], out);
        fputs(colour ? "\x1b[0m\n" : "\n", out);
    }
}

void qr_write_json(FILE *out, const QrCode *q)
{
    fprintf(out, "{\"size\":%d,\"rows\":[", q->size);
    for (int y = 0; y < q->size; y++) {
        fputs(y ? ",\"" : "\"", out);
        for (int x = 0; x < q->size; x++)
            fputc(qr_dark(q, x, y) ? '1' : '0', out);
        fputc('"', out);
    }
    fputs("]}", out);
}
