/*
 * test_slow_clients.c — slow clients (slowloris) against `kharbaga serve` (lua/serve/conns.c,
 * docs/api.md, "Who may call the server"): 300 connections from one address that never finish
 * their headers hold at most SERVE_MAX_PER_ADDRESS (128) of the server's 256, the rest closed at
 * once, while a client from another address is answered at once; the deadline of the headers
 * then closes every one of them. A client that sends a byte of its headers every half second (as
 * the idle timeout would never stop) and a kept-alive connection left waiting are closed after
 * the deadline, SERVE_HEADER_TIMEOUT_S (5 s); headers that take a second or two are answered.
 * The loopback has many addresses (127.0.0.0/8): the slow clients come from 127.0.0.2 and
 * 127.0.0.3, the others from 127.0.0.1.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "api/api_client.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

enum { SLOW_CLIENTS = 300, PER_ADDRESS = 128, HEADER_DEADLINE_MS = 5000, ANSWER_MS = 2000 };

static ServerProcess server;

static int start_server(void **state)
{
    (void)state;
    return server_setup(&server, NULL);
}

static int stop_server(void **state)
{
    (void)state;
    return server_teardown(&server); /* a clean exit on SIGTERM */
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000.0 + t.tv_nsec / 1e6;
}

static void pause_ms(long ms)
{
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* A connection to the server from the loopback address from (e.g. "127.0.0.2"); -1 if none. */
static int connect_from(const char *from)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in local = {.sin_family = AF_INET}, remote = {.sin_family = AF_INET};
    inet_pton(AF_INET, from, &local.sin_addr);
    inet_pton(AF_INET, "127.0.0.1", &remote.sin_addr);
    remote.sin_port = htons((uint16_t)server.port);
    if (bind(fd, (struct sockaddr *)&local, sizeof local) != 0 ||
        connect(fd, (struct sockaddr *)&remote, sizeof remote) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static void send_text(int fd, const char *text)
{
    assert_int_equal(send(fd, text, strlen(text), MSG_NOSIGNAL), (ssize_t)strlen(text));
}

/* Whether the server has closed fd (its end read, or reset), waiting at most ms for it. */
static bool closed_by_server(int fd, int ms)
{
    struct pollfd p = {fd, POLLIN, 0};
    if (poll(&p, 1, ms) <= 0)
        return false;
    char buf[4096];
    ssize_t r;
    while ((r = recv(fd, buf, sizeof buf, MSG_DONTWAIT)) > 0)
        continue; /* an answer before the end (408 or the like) */
    return r == 0 || (r < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
}

/* The first line of a request whose headers never end. */
static void start_headers(int fd)
{
    char text[256];
    snprintf(text, sizeof text, "GET /api/variants HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n", server.port);
    send_text(fd, text);
}

/* A request from 127.0.0.1 is answered within ANSWER_MS; returns how long it took. */
static double answered_promptly(void)
{
    int fd = connect_from("127.0.0.1");
    assert_true(fd >= 0);
    double start = now_ms();
    char text[256], buf[256];
    snprintf(text, sizeof text, "GET /api/show HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n\r\n",
             server.port);
    send_text(fd, text);
    struct pollfd p = {fd, POLLIN, 0};
    int ready = poll(&p, 1, ANSWER_MS);
    ssize_t r = ready > 0 ? recv(fd, buf, sizeof buf - 1, 0) : -1;
    double took = now_ms() - start;
    close(fd);
    if (r < 12)
        fail_msg("no answer to a client of another address within %d ms", ANSWER_MS);
    buf[r] = '\0';
    assert_int_equal(strncmp(buf, "HTTP/1.1 200", 12), 0);
    return took;
}

/* 300 slow connections from one address: most are closed at once, the others hold no more
 * than the limit per address; another client is answered at once; the deadline closes all. */
static void test_one_address_cannot_take_every_connection(void **state)
{
    (void)state;
    int fds[SLOW_CLIENTS], opened = 0;
    for (int i = 0; i < SLOW_CLIENTS; i++) {
        fds[i] = connect_from("127.0.0.2");
        if (fds[i] >= 0) {
            opened++;
            start_headers(fds[i]);
        }
    }
    double started = now_ms();
    assert_true(opened > PER_ADDRESS);
    pause_ms(500);
    int held = 0;
    for (int i = 0; i < SLOW_CLIENTS; i++)
        if (fds[i] >= 0 && !closed_by_server(fds[i], 0))
            held++;
    double took = answered_promptly();
    print_message("%d slow connections from 127.0.0.2: %d held; a client from 127.0.0.1 answered in %.1f ms\n", opened,
                  held, took);
    assert_true(held <= PER_ADDRESS);
    assert_true(held > 0);
    int still = held;
    while (still && now_ms() - started < HEADER_DEADLINE_MS + 3000) {
        pause_ms(100);
        still = 0;
        for (int i = 0; i < SLOW_CLIENTS; i++)
            if (fds[i] >= 0 && !closed_by_server(fds[i], 0))
                still++;
    }
    print_message("all closed by the server after %.1f s\n", (now_ms() - started) / 1000);
    assert_int_equal(still, 0);
    assert_true(now_ms() - started >= HEADER_DEADLINE_MS - 500);
    for (int i = 0; i < SLOW_CLIENTS; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    answered_promptly();
}

/* Headers sent a byte every half second, and a kept-alive connection after its answer: both
 * closed at the deadline, long before the idle timeout (30 s) would close the first. Headers
 * that take 1.5 s are answered. */
static void test_headers_have_a_deadline(void **state)
{
    (void)state;
    int drip = connect_from("127.0.0.3"), kept = connect_from("127.0.0.3"), slow = connect_from("127.0.0.3");
    assert_true(drip >= 0 && kept >= 0 && slow >= 0);
    start_headers(drip);
    char text[256], buf[4096]; /* an answer's start: closed_by_server reads what is left */
    snprintf(text, sizeof text, "GET /api/show HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n", server.port);
    send_text(kept, text);
    struct pollfd p = {kept, POLLIN, 0};
    assert_true(poll(&p, 1, ANSWER_MS) > 0 && recv(kept, buf, sizeof buf, 0) > 12);
    start_headers(slow);
    double started = now_ms(), drip_closed = 0, kept_closed = 0;
    bool slow_answered = false;
    for (int tick = 0; (!drip_closed || !kept_closed) && now_ms() - started < HEADER_DEADLINE_MS + 5000; tick++) {
        if (!drip_closed && send(drip, "X", 1, MSG_NOSIGNAL) != 1) /* "XXXX...": one header's name, slowly */
            drip_closed = now_ms();
        if (tick == 3) /* 1.5 s: the end of the slow request's headers */
            send_text(slow, "Connection: close\r\n\r\n");
        if (!slow_answered && tick >= 3) {
            struct pollfd q = {slow, POLLIN, 0};
            ssize_t r = poll(&q, 1, 0) > 0 ? recv(slow, buf, sizeof buf - 1, MSG_DONTWAIT) : 0;
            slow_answered = r > 12 && !strncmp(buf, "HTTP/1.1 200", 12);
        }
        pause_ms(500);
        if (!drip_closed && closed_by_server(drip, 0))
            drip_closed = now_ms();
        if (!kept_closed && closed_by_server(kept, 0))
            kept_closed = now_ms();
    }
    print_message("a byte every 0.5 s: closed after %.1f s; kept alive: closed after %.1f s\n",
                  (drip_closed - started) / 1000, (kept_closed - started) / 1000);
    assert_true(slow_answered);
    assert_true(drip_closed > 0 && kept_closed > 0);
    assert_true(drip_closed - started >= HEADER_DEADLINE_MS - 500);
    assert_true(drip_closed - started <= HEADER_DEADLINE_MS + 2000);
    assert_true(kept_closed - started <= HEADER_DEADLINE_MS + 2000);
    close(drip);
    close(kept);
    close(slow);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_address_cannot_take_every_connection),
        cmocka_unit_test(test_headers_have_a_deadline),
    };
    return cmocka_run_group_tests(tests, start_server, stop_server);
}
