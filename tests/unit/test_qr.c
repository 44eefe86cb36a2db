/*
 * test_qr.c — the QR code of a URL (lua/render/qr.h): its modules are libqrencode's for that text
 * at level M, it has the three finder patterns every QR code has, and its half-block drawing and
 * its JSON rows give back those modules, with the quiet zone around the drawing.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include <qrencode.h>

#include "qr.h"

static const char URL[] = "http://192.168.1.20:8080/";

/* What qr_write_blocks (or qr_write_json) wrote, as a string to free. */
static char *written(const QrCode *q, bool blocks, bool colour)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    assert_non_null(out);
    if (blocks)
        qr_write_blocks(out, q, colour);
    else
        qr_write_json(out, q);
    fclose(out);
    return text;
}

/* The modules are libqrencode's own for the URL (level M, 8-bit), version 2 (25 x 25). */
static void test_modules_are_libqrencodes(void **state)
{
    (void)state;
    QrCode q;
    assert_true(qr_encode(URL, &q));
    QRcode *code = QRcode_encodeString(URL, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    assert_non_null(code);
    assert_int_equal(code->version, 2);
    assert_int_equal(q.size, 25);
    assert_int_equal(q.size, code->width);
    for (int y = 0; y < q.size; y++)
        for (int x = 0; x < q.size; x++)
            assert_int_equal(qr_dark(&q, x, y), code->data[y * code->width + x] & 1);
    QRcode_free(code);
    assert_false(qr_dark(&q, -1, 0));
    assert_false(qr_dark(&q, 0, q.size));
    qr_free(&q);
}

/* A finder pattern at (x, y): a dark 7 x 7 ring, a light ring inside it, a dark 3 x 3 centre. */
static void expect_finder(const QrCode *q, int x0, int y0)
{
    for (int y = 0; y < 7; y++)
        for (int x = 0; x < 7; x++) {
            int ring = x < y ? (x < 6 - y ? x : 6 - y) : (y < 6 - x ? y : 6 - x); /* distance to the edge */
            bool dark = ring != 1;
            if (qr_dark(q, x0 + x, y0 + y) != dark)
                fail_msg("the finder pattern at (%d, %d) has module (%d, %d) %s", x0, y0, x, y,
                         dark ? "light" : "dark");
        }
}

static void test_finder_patterns(void **state)
{
    (void)state;
    QrCode q;
    assert_true(qr_encode(URL, &q));
    expect_finder(&q, 0, 0);
    expect_finder(&q, q.size - 7, 0);
    expect_finder(&q, 0, q.size - 7);
    qr_free(&q);
}

/* The half-block drawing: (25 + 8 + 1) / 2 = 17 lines of 33 characters, whose halves are the
 * modules, light in the quiet zone; with colour, each line black on white. */
static void test_blocks_give_back_the_modules(void **state)
{
    (void)state;
    QrCode q;
    assert_true(qr_encode(URL, &q));
    char *text = written(&q, true, false);
    int side = q.size + 2 * QR_QUIET, lines = 0;
    for (char *line = text, *end; *line; line = end + 1, lines++) {
        end = strchr(line, '\n');
        assert_non_null(end);
        int col = 0;
        for (char *s = line; s < end; col++) {
            bool top = false, bottom = false;
            if (!strncmp(s, "\u2588", 3))
                top = bottom = true, s += 3;
            else if (!strncmp(s, "\u2580", 3))
                top = true, bottom = false, s += 3;
            else if (!strncmp(s, "\u2584", 3))
                top = false, bottom = true, s += 3;
            else if (*s == ' ')
                top = bottom = false, s++;
            else
                fail_msg("line %d holds a character that is no half block: %s", lines, s);
            int x = col - QR_QUIET, y = 2 * lines - QR_QUIET;
            assert_int_equal(top, qr_dark(&q, x, y));
            assert_int_equal(bottom, qr_dark(&q, x, y + 1));
        }
        assert_int_equal(col, side);
    }
    assert_int_equal(lines, (side + 1) / 2);
    assert_int_equal(lines, 17);
    free(text);
    text = written(&q, true, true);
    assert_int_equal(strncmp(text, "\x1b[30;47m", 8), 0);
    assert_non_null(strstr(text, "\x1b[0m\n"));
    free(text);
    qr_free(&q);
}

/* The JSON rows: size, then a string of 0 and 1 per row, as many 1s as dark modules. */
static void test_json_rows(void **state)
{
    (void)state;
    QrCode q;
    assert_true(qr_encode(URL, &q));
    char *text = written(&q, false, false);
    assert_int_equal(strncmp(text, "{\"size\":25,\"rows\":[\"1111111", 26), 0);
    int ones = 0, dark = 0;
    for (const char *s = text; *s; s++)
        ones += *s == '1';
    for (int i = 0; i < q.size * q.size; i++)
        dark += q.dark[i];
    assert_int_equal(ones, dark); /* (the size, 25, holds no 1) */
    free(text);
    qr_free(&q);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_modules_are_libqrencodes),
        cmocka_unit_test(test_finder_patterns),
        cmocka_unit_test(test_blocks_give_back_the_modules),
        cmocka_unit_test(test_json_rows),
    };
    return cmocka_run_group_tests_name("qr", tests, NULL, NULL);
}
