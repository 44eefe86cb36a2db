/*
 * serve.h — `kharbaga serve`: the HTTP server (libmicrohttpd) of the browser page and the JSON
 * API (docs/api.md).
 */
#ifndef KHARBAGA_SERVE_H
#define KHARBAGA_SERVE_H

#include "cli.h"

enum { SERVE_DEFAULT_PORT = 8080, SERVE_THREADS = 4, SERVE_MAX_REQUEST = 32768, SERVE_MAX_CONNECTIONS = 256,
       SERVE_TIMEOUT_S = 30 };

/* Listens on --host (default 127.0.0.1) and --port, prints the URL, and answers until SIGINT or
 * SIGTERM. Returns the exit status. */
int cmd_serve(Cli *cli);

#endif
