/*
 * conns.h — the connections `kharbaga serve` holds, watched so that slow clients cannot keep
 * them (slowloris): a request's headers must be in within a deadline of the connection's start
 * (or of the previous answer on it: the wait of a kept-alive connection), and its body within
 * another of its headers; a watcher thread shuts a connection that is late, and libmicrohttpd
 * then closes it. Its idle timeout alone would keep a client that sends a byte now and then.
 * (How many connections one client address may hold is libmicrohttpd's
 * MHD_OPTION_PER_IP_CONNECTION_LIMIT, set in http.c.)
 */
#ifndef KHARBAGA_CONNS_H
#define KHARBAGA_CONNS_H

#include <microhttpd.h>

typedef struct Conns Conns;

/* Starts the watcher: headers within header_s seconds, a body within body_s. NULL if out of
 * memory or no thread could start. */
Conns *conns_new(unsigned header_s, unsigned body_s);

/* Stops the watcher and frees; after the daemon has stopped (it still reports closings). */
void conns_free(Conns *w);

/* MHD_OPTION_NOTIFY_CONNECTION (cls: the Conns): a connection starts or is closed. */
void conns_notify(void *cls, struct MHD_Connection *c, void **socket_context, enum MHD_ConnectionNotificationCode toe);

/* What the request on connection c has come to: its headers are in (its body, if any, is
 * awaited), it is being answered (no deadline: a search may think for seconds), or its answer
 * was sent (the connection waits for the next request's headers). */
void conns_headers_in(Conns *w, struct MHD_Connection *c);
void conns_answering(Conns *w, struct MHD_Connection *c);
void conns_answered(Conns *w, struct MHD_Connection *c);

#endif
