/*
 * serve.h — `kharbaga serve`: the HTTP server (libmicrohttpd) of the browser page and the JSON
 * API (docs/api.md).
 */
#ifndef KHARBAGA_SERVE_H
#define KHARBAGA_SERVE_H

#include "cli.h"

enum { SERVE_THREADS = 4, SERVE_MAX_REQUEST = 32768, SERVE_MAX_CONNECTIONS = 256,
       SERVE_TIMEOUT_S = 30,
       /* The connections one client address may hold (--max-per-address): half of them, so that
        * one client cannot take them all, and room for a class behind one router (30 phones, a
        * browser opening up to 6 connections while a page loads and keeping 1 or 2 after). */
       SERVE_MAX_PER_ADDRESS = SERVE_MAX_CONNECTIONS / 2,
       /* A request's headers must be in within this many seconds of its connection's start (or
        * of the answer before it on a kept-alive connection), its body within the second of its
        * headers (conns.h): a client sending a byte now and then keeps no connection long. */
       SERVE_HEADER_TIMEOUT_S = 5, SERVE_BODY_TIMEOUT_S = 30,
       /* A workshop request's body, the one body a request may have: a script. The largest shipped
        * game (kharbaga.lua) is 15 KB; 256 KiB leaves authors room while 256 connections
        * uploading at once hold at most 64 MiB. */
       SERVE_MAX_SCRIPT = 256 * 1024 };
#define SERVE_MAX_SCRIPT_TEXT "256 KiB"

/* `kharbaga serve --workshop` takes variant scripts in POST /api/workshop/<verb> (docs/api.md):
 * each runs in the loader's sandbox under its budgets, for its one request; it is never stored,
 * cached or logged, so no client sees another's script. */

/* Listens on --host (default 127.0.0.1) and --port, prints the URL, and answers until SIGINT or
 * SIGTERM. Returns the exit status. */
int cmd_serve(Cli *cli);

#endif
