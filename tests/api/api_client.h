/*
 * api_client.h — what the API tests and the load test share: `kharbaga serve` started on a free
 * port of the loopback, and plain HTTP/1.1 requests to it over a socket.
 */
#ifndef KHARBAGA_TESTS_API_CLIENT_H
#define KHARBAGA_TESTS_API_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct ServerProcess {
    pid_t pid;
    int port;
    int out_fd; /* its standard output (the URL line was read from it) */
} ServerProcess;

/* Starts KHARBAGA_BINARY serve --port 0 with the extra arguments (NULL-terminated, may be NULL)
 * and reads the URL it prints first (its port: share.h). False (with the reason in err) if it did
 * not start. */
bool server_start(ServerProcess *s, const char *const *extra, char *err, size_t errlen);

/* server_start for a test group's setup: 0, or -1 with the reason printed to stderr. */
int server_setup(ServerProcess *s, const char *const *extra);

/* server_stop for a test group's teardown: 0 for a clean exit on SIGTERM, -1 otherwise. */
int server_teardown(ServerProcess *s);

/* The next line the server prints after its first (share.h: its other URLs, a QR code), without
 * its line break, into line; false if none comes within timeout_ms. */
bool server_read_line(ServerProcess *s, char *line, size_t len, int timeout_ms);

/* The processor time the server has used so far, user and system, all its threads, in seconds
 * (/proc/PID/stat); -1 if it cannot be read. */
double server_cpu_seconds(const ServerProcess *s);

/* SIGTERM, then waits; returns the exit status (-1: killed by a signal or not waited for). */
int server_stop(ServerProcess *s);

typedef struct HttpAnswer {
    int status;
    char headers[4096]; /* the header lines as received */
    char *body;         /* NUL-terminated */
    size_t len;
} HttpAnswer;

/* One request (a fresh connection, "Connection: close") of method to target ("/api/moves?...")
 * with an optional body, as the page sends it (Host 127.0.0.1:PORT; a POST with X-Kharbaga).
 * False if the connection or the answer failed. */
bool http_request(int port, const char *method, const char *target, const char *body, HttpAnswer *a);

/* The request text as given (request line, headers, blank line, any body), on a fresh
 * connection; its answer read as http_request reads one. */
bool http_raw(int port, const char *request, HttpAnswer *a);

/* A connection kept open for several requests (the load test). */
typedef struct HttpConnection {
    int fd;
    int port;
    char buf[1 << 20]; /* the largest answer read: family, with every game's start as SVG, is ~200 KB */
    size_t have;
} HttpConnection;

bool http_open(HttpConnection *c, int port);
bool http_keepalive_request(HttpConnection *c, const char *method, const char *target, HttpAnswer *a);
void http_close(HttpConnection *c);

void http_free(HttpAnswer *a);

/* The value of header name (case-insensitive) in a's headers, into out; false if absent. */
bool http_header(const HttpAnswer *a, const char *name, char *out, size_t len);

/* Appends "key=value" (value percent-encoded, '&' before it unless the query is empty) to the
 * query in buf. */
void query_add(char *buf, size_t len, const char *key, const char *value);

#endif
