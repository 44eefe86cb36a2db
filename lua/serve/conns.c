/*
 * conns.c — the deadlines of a request's arrival (conns.h): every connection is listed with what
 * it waits for and since when; a watcher thread looks at the list a few times a second and shuts
 * (shutdown(2), both ways) the socket of a connection that is late. libmicrohttpd, which owns the
 * socket, then reads its end and closes it on its own thread. The list's lock is held from the
 * check to the shutdown, and a connection leaves the list (NOTIFY_CLOSED) before libmicrohttpd
 * closes its socket, so the socket shut is always the connection's own.
 */
#include "conns.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <time.h>

enum { CONNS_TICK_MS = 250 };

typedef enum ConnWait {
    CONN_HEADERS,   /* a request's headers (a new connection, or one kept alive after an answer) */
    CONN_BODY,      /* its body */
    CONN_ANSWERING, /* nothing: the server is answering */
    CONN_SHUT,      /* shut for being late: libmicrohttpd is closing it */
} ConnWait;

typedef struct Conn {
    struct Conn *prev, *next;
    int fd;
    ConnWait wait;
    long long since_ms; /* when the wait began */
} Conn;

struct Conns {
    pthread_mutex_t lock;
    pthread_cond_t wake; /* the watcher's sleep, cut short to stop */
    pthread_t thread;
    bool stop;
    Conn *head;
    long long header_ms, body_ms;
};

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* ---- the watcher ---- */

/* Whether bytes wait unread in connection k's socket: the client sent them, but the server's
 * thread of that connection is busy answering another (a GET /api/analyze thinks for seconds),
 * so the lateness is the server's. A client that sends slowly has none: its thread is free and
 * reads each byte as it comes. */
static bool has_unread(const Conn *k)
{
    int unread = 0;
    return ioctl(k->fd, FIONREAD, &unread) == 0 && unread > 0;
}

/* Shuts every connection past its deadline; under the lock. */
static void shut_late(Conns *w)
{
    long long now = now_ms();
    for (Conn *k = w->head; k; k = k->next) {
        long long limit = k->wait == CONN_HEADERS ? w->header_ms : k->wait == CONN_BODY ? w->body_ms : -1;
        if (limit >= 0 && now - k->since_ms > limit && !has_unread(k)) {
            shutdown(k->fd, SHUT_RDWR);
            k->wait = CONN_SHUT;
        }
    }
}

static void *watch(void *arg)
{
    Conns *w = arg;
    pthread_mutex_lock(&w->lock);
    while (!w->stop) {
        shut_late(w);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += CONNS_TICK_MS * 1000000L;
        until.tv_sec += until.tv_nsec / 1000000000L;
        until.tv_nsec %= 1000000000L;
        pthread_cond_timedwait(&w->wake, &w->lock, &until);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

Conns *conns_new(unsigned header_s, unsigned body_s)
{
    Conns *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->header_ms = header_s * 1000LL;
    w->body_ms = body_s * 1000LL;
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->wake, NULL);
    if (pthread_create(&w->thread, NULL, watch, w) != 0) {
        pthread_cond_destroy(&w->wake);
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
    }
    return w;
}

void conns_free(Conns *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->lock);
    w->stop = true;
    pthread_cond_signal(&w->wake);
    pthread_mutex_unlock(&w->lock);
    pthread_join(w->thread, NULL);
    while (w->head) { /* none once the daemon has stopped; freed all the same */
        Conn *k = w->head;
        w->head = k->next;
        free(k);
    }
    pthread_cond_destroy(&w->wake);
    pthread_mutex_destroy(&w->lock);
    free(w);
}

/* ---- the connections ---- */

/* A new connection joins the list, waiting for its headers; one that cannot be listed (no
 * memory) cannot be watched, and is shut at once. */
static void conn_started(Conns *w, struct MHD_Connection *c, void **socket_context)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    if (!info)
        return;
    Conn *k = calloc(1, sizeof *k);
    if (!k) {
        shutdown(info->connect_fd, SHUT_RDWR);
        return;
    }
    k->fd = info->connect_fd;
    k->wait = CONN_HEADERS;
    k->since_ms = now_ms();
    pthread_mutex_lock(&w->lock);
    k->next = w->head;
    if (w->head)
        w->head->prev = k;
    w->head = k;
    pthread_mutex_unlock(&w->lock);
    *socket_context = k;
}

static void conn_closed(Conns *w, void **socket_context)
{
    Conn *k = *socket_context;
    if (!k)
        return;
    pthread_mutex_lock(&w->lock);
    if (k->prev)
        k->prev->next = k->next;
    else
        w->head = k->next;
    if (k->next)
        k->next->prev = k->prev;
    pthread_mutex_unlock(&w->lock);
    free(k);
    *socket_context = NULL;
}

void conns_notify(void *cls, struct MHD_Connection *c, void **socket_context, enum MHD_ConnectionNotificationCode toe)
{
    if (toe == MHD_CONNECTION_NOTIFY_STARTED)
        conn_started(cls, c, socket_context);
    else
        conn_closed(cls, socket_context);
}

/* Connection c now waits for what (since now); a connection already shut stays shut. */
static void conn_wait(Conns *w, struct MHD_Connection *c, ConnWait what)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    Conn *k = info ? info->socket_context : NULL;
    if (!k)
        return;
    pthread_mutex_lock(&w->lock);
    if (k->wait != CONN_SHUT) {
        k->wait = what;
        k->since_ms = now_ms();
    }
    pthread_mutex_unlock(&w->lock);
}

void conns_headers_in(Conns *w, struct MHD_Connection *c)
{
    conn_wait(w, c, CONN_BODY);
}

void conns_answering(Conns *w, struct MHD_Connection *c)
{
    conn_wait(w, c, CONN_ANSWERING);
}

void conns_answered(Conns *w, struct MHD_Connection *c)
{
    conn_wait(w, c, CONN_HEADERS);
}
