/*
 * test_share.c — where a class opens the page (lua/serve/share.h): listening on every network,
 * `kharbaga serve` prints first the URL to open on this machine (the line --open and the tests
 * read), then one URL for each other IPv4 address of the machine's interfaces; with --qr the QR
 * code of the first of those in half blocks, whose modules are libqrencode's for that URL; and
 * GET /api/qr gives the same URLs and the same modules to the page. On this machine only, there
 * is no code, and --qr says why.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"
#include "support/cli.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <qrencode.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_MS = 5000, MAX_URLS = 65 };

/* The URLs the server should print listening on 0.0.0.0 at port: 127.0.0.1's, then each IPv4
 * address of the machine's interfaces but the loopback's, once, in the order getifaddrs lists
 * them. Returns their number. */
static int expected_urls(int port, char urls[][80])
{
    int n = 0;
    snprintf(urls[n++], 80, "http://127.0.0.1:%d/", port);
    struct ifaddrs *list;
    assert_int_equal(getifaddrs(&list), 0);
    for (const struct ifaddrs *i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || n == MAX_URLS)
            continue;
        const struct in_addr *a = &((const struct sockaddr_in *)i->ifa_addr)->sin_addr;
        char text[INET_ADDRSTRLEN], url[80];
        if ((ntohl(a->s_addr) >> 24) == 127 || !inet_ntop(AF_INET, a, text, sizeof text))
            continue;
        snprintf(url, sizeof url, "http://%s:%d/", text, port);
        bool seen = false;
        for (int k = 0; k < n; k++)
            seen |= !strcmp(urls[k], url);
        if (!seen)
            snprintf(urls[n++], 80, "%s", url);
    }
    freeifaddrs(list);
    return n;
}

static void start(ServerProcess *s, const char *const *extra)
{
    char err[256];
    if (!server_start(s, extra, err, sizeof err))
        fail_msg("%s", err);
}

/* The next line the server prints; fails the test if none comes. */
static void next_line(ServerProcess *s, char *line, size_t len, const char *what)
{
    if (!server_read_line(s, line, len, LINE_MS))
        fail_msg("the server printed no %s (got '%s')", what, line);
}

/* Reads the half-block drawing (share.h, qr.h: a quiet zone of 4) and checks each module against
 * libqrencode's code of url. */
static void expect_blocks(ServerProcess *s, const char *url)
{
    QRcode *code = QRcode_encodeString(url, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    assert_non_null(code);
    int size = code->width, side = size + 8;
    for (int row = 0; row < (side + 1) / 2; row++) {
        char line[1024];
        next_line(s, line, sizeof line, "line of the QR code");
        int col = 0;
        for (const char *c = line; *c; col++) {
            int halves = *c == ' '                    ? 0
                         : !strncmp(c, "\u2584", 3) ? 1 /* the lower half dark */
                         : !strncmp(c, "\u2580", 3) ? 2 /* the upper */
                         : !strncmp(c, "\u2588", 3) ? 3
                                                    : -1;
            if (halves < 0)
                fail_msg("line %d of the QR code holds '%s'", row, c);
            c += halves ? 3 : 1;
            for (int half = 0; half < 2; half++) {
                int x = col - 4, y = 2 * row + half - 4;
                bool dark = x >= 0 && y >= 0 && x < size && y < size && (code->data[y * size + x] & 1);
                if (((halves >> (1 - half)) & 1) != dark)
                    fail_msg("module (%d, %d) of the QR code is drawn %s", x, y, dark ? "light" : "dark");
            }
        }
        assert_int_equal(col, side);
    }
    QRcode_free(code);
}

/* GET /api/qr: the URLs, the one other devices open, and its code's rows as libqrencode's. */
static void expect_api_qr(int port, char urls[][80], int n)
{
    HttpAnswer a;
    assert_true(http_request(port, "GET", "/api/qr", NULL, &a));
    assert_int_equal(a.status, 200);
    JValue doc;
    j_parse(a.body, &doc);
    const JValue *list = j_need(&doc, "urls", J_ARRAY);
    assert_int_equal(list->n, n);
    for (int i = 0; i < n; i++)
        assert_string_equal(list->items[i].string, urls[i]);
    if (n == 1) {
        assert_int_equal(j_need(&doc, "url", J_NULL)->type, J_NULL);
        assert_int_equal(j_need(&doc, "qr", J_NULL)->type, J_NULL);
    } else {
        assert_string_equal(j_need(&doc, "url", J_STRING)->string, urls[1]);
        const JValue *qr = j_need(&doc, "qr", J_OBJECT);
        QRcode *code = QRcode_encodeString(urls[1], 0, QR_ECLEVEL_M, QR_MODE_8, 1);
        assert_int_equal((int)j_need(qr, "size", J_NUMBER)->number, code->width);
        const JValue *rows = j_need(qr, "rows", J_ARRAY);
        assert_int_equal(rows->n, code->width);
        for (int y = 0; y < code->width; y++)
            for (int x = 0; x < code->width; x++)
                assert_int_equal(rows->items[y].string[x] - '0', code->data[y * code->width + x] & 1);
        QRcode_free(code);
    }
    j_free(&doc);
    http_free(&a);
}

/* --host 0.0.0.0 --qr: 127.0.0.1's URL first, each other address's after it, then the code. */
static void test_every_network_prints_each_address(void **state)
{
    (void)state;
    ServerProcess s;
    start(&s, (const char *const[]){"--host", "0.0.0.0", "--qr", NULL});
    char urls[MAX_URLS][80], line[1024];
    int n = expected_urls(s.port, urls);
    for (int i = 1; i < n; i++) {
        next_line(&s, line, sizeof line, "URL");
        assert_string_equal(line, urls[i]);
    }
    if (n > 1) {
        next_line(&s, line, sizeof line, "blank line");
        next_line(&s, line, sizeof line, "line before the QR code");
        char want[256];
        snprintf(want, sizeof want, "Phones and computers on this network: scan the code, or open %s", urls[1]);
        assert_string_equal(line, want);
        next_line(&s, line, sizeof line, "blank line");
        expect_blocks(&s, urls[1]);
    } else {
        print_message("(this machine has no IPv4 address but the loopback's: no QR code to check)\n");
        next_line(&s, line, sizeof line, "line saying there is no QR code");
    }
    expect_api_qr(s.port, urls, n);
    assert_int_equal(server_stop(&s), 0);
}

/* On this machine only (the default): its one URL; --qr says there is no code to scan, and the
 * page is told there is none. Without --qr and not at a terminal, the URLs alone. */
static void test_this_machine_only(void **state)
{
    (void)state;
    ServerProcess s;
    start(&s, (const char *const[]){"--qr", NULL});
    char line[1024], urls[1][80];
    snprintf(urls[0], sizeof urls[0], "http://127.0.0.1:%d/", s.port);
    next_line(&s, line, sizeof line, "line saying there is no QR code");
    assert_string_equal(line, "No QR code: this server is reached from this computer only; start it with --host "
                              "0.0.0.0 for phones on the same network (docs/teaching.md).");
    expect_api_qr(s.port, urls, 1);
    assert_int_equal(server_stop(&s), 0);
    start(&s, (const char *const[]){"--host", "0.0.0.0", NULL});
    char all[MAX_URLS][80];
    int n = expected_urls(s.port, all);
    for (int i = 1; i < n; i++)
        next_line(&s, line, sizeof line, "URL");
    assert_false(server_read_line(&s, line, sizeof line, 300));
    assert_int_equal(server_stop(&s), 0);
}

/* GET /api/qr answers GET only. */
static void test_qr_answers_get(void **state)
{
    (void)state;
    ServerProcess s;
    start(&s, NULL);
    HttpAnswer a;
    assert_true(http_request(s.port, "POST", "/api/qr", NULL, &a));
    assert_int_equal(a.status, 405);
    http_free(&a);
    assert_int_equal(server_stop(&s), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_network_prints_each_address),
        cmocka_unit_test(test_this_machine_only),
        cmocka_unit_test(test_qr_answers_get),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
