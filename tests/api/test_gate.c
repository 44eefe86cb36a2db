/*
 * test_gate.c — who may call `kharbaga serve` (lua/serve/gate.c; docs/api.md, "Who may call the
 * server"): a Host that does not name the server is refused (a page under a foreign name, as DNS
 * rebinding gives, reads nothing), its address, localhost and the names of --allow-host are
 * taken, and listening on 0.0.0.0 the machine's own addresses too; a request from a page of
 * another origin or of none (Origin null) is refused, as an API request a browser marks as sent
 * by another site; a POST without X-Kharbaga (or a JSON content type) is refused, whatever its
 * simple content type. A refused search or workshop script does not run: the server's one search
 * place is still free after them. The page's own requests are taken.
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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static ServerProcess server; /* --workshop --max-searches 1 --allow-host myschool.lan --allow-host 192.168.7.20 */

/* A script whose game loads: a search on it would take the search place. */
static const char GAME[] = "return variant { id = \"w\", name = \"W\", summary = \"s\", extends = \"zamma\" }";

static int start_server(void **state)
{
    (void)state;
    const char *extra[] = {"--workshop", "--max-searches", "1", "--allow-host", "myschool.lan", "--allow-host",
                           "192.168.7.20", NULL};
    return server_setup(&server, extra);
}

static int stop_server(void **state)
{
    (void)state;
    return server_teardown(&server); /* a clean exit on SIGTERM */
}

/* ---- requests with the headers a test chooses ---- */

/* method target with Host host (NULL: none, as HTTP/1.0 allows) and the extra header lines
 * ("Name: value\r\n"...), a body of its own if any; the answer, which must come. */
static HttpAnswer ask(int port, const char *method, const char *target, const char *host, const char *headers,
                      const char *body)
{
    char request[8192], host_line[512] = "";
    if (host)
        snprintf(host_line, sizeof host_line, "Host: %s\r\n", host);
    snprintf(request, sizeof request, "%s %s HTTP/1.%d\r\n%s%sConnection: close\r\nContent-Length: %zu\r\n\r\n%s",
             method, target, host ? 1 : 0, host_line, headers ? headers : "", body ? strlen(body) : 0,
             body ? body : "");
    HttpAnswer a;
    if (!http_raw(port, request, &a))
        fail_msg("%s %s (Host %s): no answer", method, target, host ? host : "none");
    return a;
}

/* host:port of the test's server, into buf. */
static const char *at_port(const char *host, int port, char *buf, size_t len)
{
    snprintf(buf, len, "%s:%d", host, port);
    return buf;
}

/* The answer is status; a refusal is the API's JSON error, with no parameter, saying what. */
static void expect(HttpAnswer *a, int status, const char *says, const char *what)
{
    if (a->status != status)
        fail_msg("%s: %d (%s), expected %d", what, a->status, a->body, status);
    if (status == 403) {
        JValue doc;
        j_parse(a->body, &doc);
        const JValue *error = j_need(&doc, "error", J_STRING);
        if (says && !strstr(error->string, says))
            fail_msg("%s: the error '%s' does not say '%s'", what, error->string, says);
        assert_int_equal(j_need(&doc, "parameter", J_NULL)->type, J_NULL);
        j_free(&doc);
    }
    http_free(a);
}

/* The server's one search place is free: a search starts (and is stopped at once). So no
 * refused request before it left a search running. */
static void expect_search_place_free(int port, const char *after)
{
    HttpAnswer a;
    assert_true(http_request(port, "POST", "/api/search?variant=zamma&time=10000", NULL, &a));
    if (a.status != 202)
        fail_msg("after %s the search place is taken: %d %s", after, a.status, a.body);
    char target[128];
    const char *id = strstr(a.body, "\"id\":\"");
    assert_non_null(id);
    snprintf(target, sizeof target, "/api/search/%.16s/stop", id + 6);
    http_free(&a);
    assert_true(http_request(port, "POST", target, NULL, &a));
    assert_int_equal(a.status, 200);
    http_free(&a);
}

/* ---- Host ---- */

static void test_foreign_host_refused(void **state)
{
    (void)state;
    char host[128];
    int port = server.port;
    static const char *const foreign[] = {"evil.test", "127.0.0.1.evil.test", "localhost.", "[::1]", "10.1.2.3",
                                          "myschool.lan.evil.test", "0.0.0.0"};
    for (size_t i = 0; i < sizeof foreign / sizeof foreign[0]; i++) {
        HttpAnswer a = ask(port, "GET", "/api/variants", at_port(foreign[i], port, host, sizeof host), NULL, NULL);
        expect(&a, 403, "is not a name of this server", host);
        a = ask(port, "GET", "/", host, NULL, NULL); /* nor is the page served under that name */
        expect(&a, 403, "is not a name of this server", host);
    }
    static const char *const malformed[] = {"127.0.0.1", "127.0.0.1:1", "127.0.0.1:", "127.0.0.1:x", "::1", "",
                                            "localhost:80:80"};
    for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
        HttpAnswer a = ask(port, "GET", "/api/variants", malformed[i], NULL, NULL);
        expect(&a, 403, "is not a name of this server", malformed[i]);
    }
    HttpAnswer a = ask(port, "GET", "/api/variants", NULL, NULL, NULL); /* HTTP/1.0 without Host */
    expect(&a, 403, "without a Host header", "no Host");
    /* a POST under a foreign name, with the header the page sends: no search starts */
    a = ask(port, "POST", "/api/search?variant=zamma&time=10000", at_port("evil.test", port, host, sizeof host),
            "X-Kharbaga: 1\r\n", NULL);
    expect(&a, 403, "is not a name of this server", "POST under evil.test");
    expect_search_place_free(port, "a POST under a foreign Host");
}

static void test_allowed_hosts_taken(void **state)
{
    (void)state;
    char host[128];
    int port = server.port;
    static const char *const names[] = {"127.0.0.1", "localhost", "LocalHost", "myschool.lan", "MySchool.LAN",
                                        "192.168.7.20"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        HttpAnswer a = ask(port, "GET", "/api/variants", at_port(names[i], port, host, sizeof host), NULL, NULL);
        expect(&a, 200, NULL, host);
        a = ask(port, "GET", "/", host, NULL, NULL);
        expect(&a, 200, NULL, host);
    }
}

/* The machine's first IPv4 address that is not the loopback's, into buf; false if none. */
static bool machine_address(char *buf, size_t len)
{
    struct ifaddrs *list;
    bool found = false;
    if (getifaddrs(&list) != 0)
        return false;
    for (const struct ifaddrs *i = list; i && !found; i = i->ifa_next)
        if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET) {
            const struct in_addr *a = &((const struct sockaddr_in *)i->ifa_addr)->sin_addr;
            found = (ntohl(a->s_addr) >> 24) != 127 && inet_ntop(AF_INET, a, buf, (socklen_t)len);
        }
    freeifaddrs(list);
    return found;
}

/* --host 0.0.0.0: the machine's own addresses are its names too (the requests still go to
 * 127.0.0.1; only their Host differs), and 0.0.0.0 itself; others are not. */
static void test_every_network_takes_machine_addresses(void **state)
{
    (void)state;
    ServerProcess wide;
    char err[256], host[128], address[64];
    const char *extra[] = {"--host", "0.0.0.0", NULL};
    if (!server_start(&wide, extra, err, sizeof err))
        fail_msg("%s", err);
    HttpAnswer a =
        ask(wide.port, "GET", "/api/variants", at_port("127.0.0.1", wide.port, host, sizeof host), NULL, NULL);
    expect(&a, 200, NULL, host);
    a = ask(wide.port, "GET", "/api/variants", at_port("0.0.0.0", wide.port, host, sizeof host), NULL, NULL);
    expect(&a, 200, NULL, host);
    if (machine_address(address, sizeof address)) {
        a = ask(wide.port, "GET", "/api/variants", at_port(address, wide.port, host, sizeof host), NULL, NULL);
        expect(&a, 200, NULL, host);
    } else {
        print_message("(this machine has no IPv4 address but the loopback's: that case is not checked)\n");
    }
    a = ask(wide.port, "GET", "/api/variants", at_port("myschool.lan", wide.port, host, sizeof host), NULL, NULL);
    expect(&a, 403, "is not a name of this server", host);
    assert_int_equal(server_stop(&wide), 0);
}

/* A bad --allow-host is one usage line. */
static void test_allow_host_option(void **state)
{
    (void)state;
    static const char *const bad[] = {"myschool.lan:8080", "my school", "http://myschool.lan", "-x.lan", "a..b"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        RunResult r = RUN("serve", "--port", "0", "--allow-host", bad[i]);
        assert_true(r.exited);
        assert_int_equal(r.status, 2);
        char want[256];
        snprintf(want, sizeof want, "kharbaga: --allow-host %s: expected a host name or a numeric address, without a "
                                    "port (e.g. myschool.lan or 192.168.1.20)\n", bad[i]);
        assert_string_equal(r.err, want);
        run_free(&r);
    }
}

/* ---- Origin and Sec-Fetch-Site ---- */

static void test_foreign_origin_refused(void **state)
{
    (void)state;
    char host[128], own[160], headers[512];
    int port = server.port;
    at_port("127.0.0.1", port, host, sizeof host);
    snprintf(own, sizeof own, "http://127.0.0.1:%d", port);
    char other_port[64], evil[64], https[64], other_name[64];
    snprintf(other_port, sizeof other_port, "http://127.0.0.1:%d", port == 65535 ? 1 : port + 1);
    snprintf(evil, sizeof evil, "http://evil.test:%d", port);
    snprintf(https, sizeof https, "https://127.0.0.1:%d", port);
    snprintf(other_name, sizeof other_name, "http://localhost:%d", port); /* another of its names: taken */
    const char *const foreign[] = {other_port, evil, https, "http://evil.test"};
    for (size_t i = 0; i < sizeof foreign / sizeof foreign[0]; i++) {
        snprintf(headers, sizeof headers, "Origin: %s\r\nX-Kharbaga: 1\r\n", foreign[i]);
        HttpAnswer a = ask(port, "POST", "/api/search?variant=zamma&time=10000", host, headers, NULL);
        expect(&a, 403, "a page of another origin", foreign[i]);
        a = ask(port, "POST", "/api/workshop/search?time=10000", host, headers, GAME);
        expect(&a, 403, "a page of another origin", foreign[i]);
        a = ask(port, "GET", "/api/variants", host, headers, NULL); /* a cross-origin fetch's GET */
        expect(&a, 403, "a page of another origin", foreign[i]);
    }
    HttpAnswer a =
        ask(port, "POST", "/api/search?variant=zamma&time=10000", host, "Origin: null\r\nX-Kharbaga: 1\r\n", NULL);
    expect(&a, 403, "Origin null", "Origin null");
    a = ask(port, "POST", "/api/workshop/check", host, "Origin: null\r\nX-Kharbaga: 1\r\n", "return 1");
    expect(&a, 403, "Origin null", "Origin null, a script");
    a = ask(port, "GET", "/api/variants", host, "Origin: null\r\n", NULL);
    expect(&a, 403, "Origin null", "Origin null, a GET");
    expect_search_place_free(port, "POSTs of foreign origins");
    const char *const own_origins[] = {own, other_name};
    for (size_t i = 0; i < 2; i++) { /* the page's own origin */
        snprintf(headers, sizeof headers, "Origin: %s\r\n", own_origins[i]);
        a = ask(port, "GET", "/api/variants", host, headers, NULL);
        expect(&a, 200, NULL, own_origins[i]);
    }
}

static void test_other_site_api_requests_refused(void **state)
{
    (void)state;
    char host[128];
    int port = server.port;
    at_port("127.0.0.1", port, host, sizeof host);
    /* an <img> or <script> of another site's page: no Origin, but the browser says who sent it */
    HttpAnswer a =
        ask(port, "GET", "/api/analyze?variant=zamma&time=100", host, "Sec-Fetch-Site: cross-site\r\n", NULL);
    expect(&a, 403, "Sec-Fetch-Site: cross-site", "cross-site");
    a = ask(port, "GET", "/api/variants", host, "Sec-Fetch-Site: same-site\r\n", NULL);
    expect(&a, 403, "Sec-Fetch-Site: same-site", "same-site");
    a = ask(port, "GET", "/api/variants", host, "Sec-Fetch-Site: same-origin\r\n", NULL);
    expect(&a, 200, NULL, "same-origin");
    a = ask(port, "GET", "/api/variants", host, "Sec-Fetch-Site: none\r\n", NULL); /* typed in */
    expect(&a, 200, NULL, "none");
    a = ask(port, "GET", "/", host, "Sec-Fetch-Site: cross-site\r\n", NULL); /* a link to the page */
    expect(&a, 200, NULL, "a link from another site to the page");
}

/* ---- a POST's own header ---- */

static void test_simple_post_refused(void **state)
{
    (void)state;
    char host[128], headers[256];
    int port = server.port;
    at_port("127.0.0.1", port, host, sizeof host);
    /* the content types a form or a no-cors fetch may send, and none */
    static const char *const simple[] = {"", "Content-Type: text/plain\r\n",
                                         "Content-Type: application/x-www-form-urlencoded\r\n",
                                         "Content-Type: multipart/form-data; boundary=x\r\n",
                                         "Content-Type: application/jsonp\r\n", "X-Kharbaga:\r\n"};
    for (size_t i = 0; i < sizeof simple / sizeof simple[0]; i++) {
        HttpAnswer a = ask(port, "POST", "/api/search?variant=zamma&time=10000", host, simple[i], NULL);
        expect(&a, 403, "must carry the header X-Kharbaga", simple[i]);
        snprintf(headers, sizeof headers, "%s", simple[i]);
        a = ask(port, "POST", "/api/workshop/search?time=10000", host, headers, GAME);
        expect(&a, 403, "must carry the header X-Kharbaga", simple[i]);
    }
    expect_search_place_free(port, "simple POSTs");
    /* the two non-simple forms are taken: the header, or a JSON content type */
    HttpAnswer a = ask(port, "POST", "/api/workshop/check", host, "Content-Type: application/json\r\n", "return 1");
    expect(&a, 200, NULL, "Content-Type: application/json");
    a = ask(port, "POST", "/api/workshop/check", host, "X-Kharbaga: 1\r\nContent-Type: text/plain\r\n", "return 1");
    expect(&a, 200, NULL, "X-Kharbaga: 1");
}

/* A search's stop is a POST too: without the header it is refused, and the search runs on. */
static void test_stop_needs_the_header(void **state)
{
    (void)state;
    char host[128], target[128];
    int port = server.port;
    at_port("127.0.0.1", port, host, sizeof host);
    HttpAnswer a = ask(port, "POST", "/api/search?variant=zamma&time=10000", host, "X-Kharbaga: 1\r\n", NULL);
    assert_int_equal(a.status, 202);
    const char *id = strstr(a.body, "\"id\":\"");
    assert_non_null(id);
    snprintf(target, sizeof target, "/api/search/%.16s/stop", id + 6);
    http_free(&a);
    a = ask(port, "POST", target, host, NULL, NULL);
    expect(&a, 403, "must carry the header X-Kharbaga", "a stop without the header");
    target[strlen(target) - 5] = '\0'; /* /api/search/ID: still running */
    a = ask(port, "GET", target, host, NULL, NULL);
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "\"running\":true"));
    http_free(&a);
    strcat(target, "/stop");
    a = ask(port, "POST", target, host, "X-Kharbaga: 1\r\n", NULL);
    expect(&a, 200, NULL, "a stop with the header");
}

/* ---- the page's own requests ---- */

/* The page's requests as its JavaScript sends them: same origin, its POSTs with X-Kharbaga
 * (lua/serve/page/api.js). */
static void test_page_requests_taken(void **state)
{
    (void)state;
    char host[128], headers[512];
    int port = server.port;
    at_port("127.0.0.1", port, host, sizeof host);
    HttpAnswer a = ask(port, "GET", "/api.js", host, "Sec-Fetch-Site: same-origin\r\n", NULL);
    assert_int_equal(a.status, 200);
    assert_non_null(strstr(a.body, "'X-Kharbaga': '1'")); /* the page's POSTs carry it */
    http_free(&a);
    snprintf(headers, sizeof headers, "Origin: http://%s\r\nSec-Fetch-Site: same-origin\r\nX-Kharbaga: 1\r\n"
                                      "Content-Type: text/plain; charset=utf-8\r\n", host);
    a = ask(port, "POST", "/api/workshop/moves", host, headers, "return variant { id = \"workshop\", name = \"W\", "
                                                                   "summary = \"s\", extends = \"kharbaga\" }");
    expect(&a, 200, NULL, "the workshop's POST");
    a = ask(port, "POST", "/api/search?variant=felli&ai=random", host, headers, NULL);
    assert_int_equal(a.status, 202);
    char target[128];
    const char *id = strstr(a.body, "\"id\":\"");
    assert_non_null(id);
    snprintf(target, sizeof target, "/api/search/%.16s/stop", id + 6);
    http_free(&a);
    a = ask(port, "POST", target, host, headers, NULL);
    expect(&a, 200, NULL, "the page's stop");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_foreign_host_refused),
        cmocka_unit_test(test_allowed_hosts_taken),
        cmocka_unit_test(test_every_network_takes_machine_addresses),
        cmocka_unit_test(test_allow_host_option),
        cmocka_unit_test(test_foreign_origin_refused),
        cmocka_unit_test(test_other_site_api_requests_refused),
        cmocka_unit_test(test_simple_post_refused),
        cmocka_unit_test(test_stop_needs_the_header),
        cmocka_unit_test(test_page_requests_taken),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
