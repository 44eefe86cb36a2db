/*
 * api_client.c — a server process and a minimal HTTP/1.1 client for the tests (see
 * api_client.h). The answers it reads have a Content-Length, as every answer of the server has.
 */
#include "api_client.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { START_TIMEOUT_MS = 30000, IO_TIMEOUT_MS = 60000 };

bool server_start(ServerProcess *s, const char *const *extra, char *err, size_t errlen)
{
    const char *argv[32] = {KHARBAGA_BINARY, "serve", "--port", "0"};
    int argc = 4;
    for (int i = 0; extra && extra[i] && argc < 31; i++)
        argv[argc++] = extra[i];
    argv[argc] = NULL;
    int out[2];
    if (pipe(out) != 0) {
        snprintf(err, errlen, "pipe: %s", strerror(errno));
        return false;
    }
    s->pid = fork();
    if (s->pid < 0) {
        snprintf(err, errlen, "fork: %s", strerror(errno));
        return false;
    }
    if (s->pid == 0) {
        prctl(PR_SET_PDEATHSIG, SIGTERM); /* a test that fails half-way leaves no server behind */
        dup2(out[1], 1);
        close(out[0]);
        close(out[1]);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(out[1]);
    s->out_fd = out[0];
    char line[512];
    size_t n = 0;
    while (n + 1 < sizeof line) {
        struct pollfd p = {s->out_fd, POLLIN, 0};
        if (poll(&p, 1, START_TIMEOUT_MS) <= 0 || read(s->out_fd, line + n, 1) != 1)
            break;
        if (line[n++] == '\n')
            break;
    }
    line[n] = '\0';
    const char *colon = strrchr(line, ':');
    s->port = colon ? atoi(colon + 1) : 0;
    if (s->port <= 0) {
        snprintf(err, errlen, "the server printed no URL (got '%s')", line);
        server_stop(s);
        return false;
    }
    return true;
}

bool server_read_line(ServerProcess *s, char *line, size_t len, int timeout_ms)
{
    size_t n = 0;
    while (n + 1 < len) {
        struct pollfd p = {s->out_fd, POLLIN, 0};
        if (poll(&p, 1, timeout_ms) <= 0 || read(s->out_fd, line + n, 1) != 1)
            break;
        if (line[n] == '\n') {
            line[n] = '\0';
            return true;
        }
        n++;
    }
    line[n] = '\0';
    return false;
}

double server_cpu_seconds(const ServerProcess *s)
{
    char path[64], text[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)s->pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    /* the command's name, in parentheses, may hold spaces: the fields are counted after it */
    const char *p = strrchr(text, ')');
    unsigned long utime, stime;
    if (!p || sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
        return -1;
    return (double)(utime + stime) / (double)sysconf(_SC_CLK_TCK);
}

int server_setup(ServerProcess *s, const char *const *extra)
{
    char err[256];
    if (server_start(s, extra, err, sizeof err))
        return 0;
    fprintf(stderr, "%s\n", err);
    return -1;
}

int server_teardown(ServerProcess *s) { return server_stop(s) == 0 ? 0 : -1; }

int server_stop(ServerProcess *s)
{
    if (s->pid <= 0)
        return -1;
    kill(s->pid, SIGTERM);
    int status;
    pid_t w = waitpid(s->pid, &status, 0);
    close(s->out_fd);
    s->pid = 0;
    return w > 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static int connect_loopback(int port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    struct sockaddr_in addr = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    if (connect(fd, (struct sockaddr *)&addr, sizeof addr) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

static bool send_all(int fd, const char *data, size_t len)
{
    while (len) {
        ssize_t w = send(fd, data, len, MSG_NOSIGNAL);
        if (w <= 0)
            return false;
        data += w;
        len -= (size_t)w;
    }
    return true;
}

/* A request as the page sends it: the server's address and port as Host, and on a POST the
 * header the server requires of one (docs/api.md, "Who may call the server"). */
static bool send_request(int fd, int port, const char *method, const char *target, const char *body, bool close_after)
{
    char head[32768];
    size_t blen = body ? strlen(body) : 0;
    int n = snprintf(head, sizeof head,
                     "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n%sConnection: %s\r\nContent-Length: %zu\r\n\r\n", method,
                     target, port, strcmp(method, "POST") ? "" : "X-Kharbaga: 1\r\n", close_after ? "close" : "keep-alive",
                     blen);
    if (n < 0 || (size_t)n >= sizeof head)
        return false;
    return send_all(fd, head, (size_t)n) && (!blen || send_all(fd, body, blen));
}

/* Reads more bytes into c's buffer; false at the end or on a timeout. */
static bool read_more(HttpConnection *c)
{
    if (c->have + 1 >= sizeof c->buf)
        return false;
    struct pollfd p = {c->fd, POLLIN, 0};
    if (poll(&p, 1, IO_TIMEOUT_MS) <= 0)
        return false;
    ssize_t r = recv(c->fd, c->buf + c->have, sizeof c->buf - 1 - c->have, 0);
    if (r <= 0)
        return false;
    c->have += (size_t)r;
    c->buf[c->have] = '\0';
    return true;
}

/* Reads one answer from the connection's buffer and socket. */
static bool read_answer(HttpConnection *c, HttpAnswer *a)
{
    memset(a, 0, sizeof *a);
    char *end;
    while (!(end = strstr(c->buf, "\r\n\r\n")))
        if (!read_more(c))
            return false;
    size_t head = (size_t)(end - c->buf) + 4;
    snprintf(a->headers, sizeof a->headers, "%.*s", (int)head, c->buf);
    if (sscanf(c->buf, "HTTP/1.%*d %d", &a->status) != 1)
        return false;
    char length[32];
    size_t len = http_header(a, "Content-Length", length, sizeof length) ? (size_t)atol(length) : 0;
    while (c->have < head + len)
        if (!read_more(c))
            return false;
    a->body = malloc(len + 1);
    if (!a->body)
        return false;
    memcpy(a->body, c->buf + head, len);
    a->body[len] = '\0';
    a->len = len;
    memmove(c->buf, c->buf + head + len, c->have - head - len);
    c->have -= head + len;
    c->buf[c->have] = '\0';
    return true;
}

bool http_open(HttpConnection *c, int port)
{
    c->port = port;
    c->have = 0;
    c->buf[0] = '\0';
    c->fd = connect_loopback(port);
    return c->fd >= 0;
}

void http_close(HttpConnection *c)
{
    if (c->fd >= 0)
        close(c->fd);
    c->fd = -1;
}

bool http_keepalive_request(HttpConnection *c, const char *method, const char *target, HttpAnswer *a)
{
    return send_request(c->fd, c->port, method, target, NULL, false) && read_answer(c, a);
}

bool http_request(int port, const char *method, const char *target, const char *body, HttpAnswer *a)
{
    HttpConnection *c = malloc(sizeof *c);
    memset(a, 0, sizeof *a);
    bool ok = c && http_open(c, port) && send_request(c->fd, port, method, target, body, true) && read_answer(c, a);
    if (c)
        http_close(c);
    free(c);
    return ok;
}

bool http_raw(int port, const char *request, HttpAnswer *a)
{
    HttpConnection *c = malloc(sizeof *c);
    memset(a, 0, sizeof *a);
    bool ok = c && http_open(c, port) && send_all(c->fd, request, strlen(request)) && read_answer(c, a);
    if (c)
        http_close(c);
    free(c);
    return ok;
}

void http_free(HttpAnswer *a)
{
    free(a->body);
    a->body = NULL;
}

bool http_header(const HttpAnswer *a, const char *name, char *out, size_t len)
{
    size_t n = strlen(name);
    for (const char *line = strstr(a->headers, "\r\n"); line && line[2]; line = strstr(line + 2, "\r\n")) {
        const char *h = line + 2;
        if (!strncasecmp(h, name, n) && h[n] == ':') {
            h += n + 1;
            while (*h == ' ')
                h++;
            snprintf(out, len, "%.*s", (int)strcspn(h, "\r\n"), h);
            return true;
        }
    }
    return false;
}

void query_add(char *buf, size_t len, const char *key, const char *value)
{
    size_t used = strlen(buf);
    used += (size_t)snprintf(buf + used, len - used, "%s%s=", used ? "&" : "", key);
    for (const unsigned char *v = (const unsigned char *)value; *v && used + 4 < len; v++) {
        if (isalnum(*v) || strchr("-_.~", *v))
            buf[used++] = (char)*v;
        else
            used += (size_t)snprintf(buf + used, len - used, "%%%02X", *v);
    }
    buf[used < len ? used : len - 1] = '\0';
}
