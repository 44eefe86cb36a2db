/*
 * share.h — where people open the page of `kharbaga serve`: its URLs, and a QR code of the one
 * other devices open, for a class whose phones are on the same network.
 *
 * The first URL is the one to open on this machine: the address given with --host, or for a
 * server listening on every network (0.0.0.0, ::) its loopback address (127.0.0.1, [::1]). It is
 * the first line the server prints, the one --open opens and scripts read (tests/api/api_client.c
 * takes the port from it). Listening on every network, a URL follows for each other address of
 * the machine's interfaces (gate.h reads them), one a line. The first of those that is not a
 * loopback address is the one given to other devices: its QR code is drawn in the terminal (at a
 * terminal, or with --qr) and sent to the page (GET /api/qr).
 */
#ifndef KHARBAGA_SHARE_H
#define KHARBAGA_SHARE_H

#include "gate.h"

#include <stdbool.h>
#include <stdio.h>

enum { SHARE_MAX_URLS = GATE_MAX_ADDRESSES + 1, SHARE_URL_LEN = 96 /* "http://[" a --host of 64 "]:65535/" */ };

typedef struct Share {
    char urls[SHARE_MAX_URLS][SHARE_URL_LEN];
    int nurls;
    int network; /* the index of the URL other devices open, or -1: this machine only */
    char *qr_json;  /* GET /api/qr's answer (malloc'd; NULL if memory ran out) */
    size_t qr_json_len;
} Share;

/* The URLs of a server listening on host (as --host gave it; ipv6: an IPv6 address) and port,
 * with the machine's addresses from the gate, and the answer of GET /api/qr:
 *   {"urls": [every URL], "url": the URL other devices open or null,
 *    "qr": {"size": N, "rows": ["0110...", ...]} (its QR code, qr.h) or null}. */
void share_init(Share *s, const Gate *g, const char *host, bool ipv6, unsigned port);

void share_free(Share *s);

/* Prints the URLs, one a line; with qr, then the QR code of the URL other devices open, in half
 * blocks (colour: black on white, for a terminal), or a line saying why there is none. */
void share_print(const Share *s, FILE *out, bool qr, bool colour);

#endif
