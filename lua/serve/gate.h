/*
 * gate.h — which requests `kharbaga serve` takes (docs/api.md, "Who may call the server"):
 *   - its Host names this server: an address it listens on, localhost, or a name of
 *     --allow-host, with its port (listening on 0.0.0.0 or ::, the machine's own addresses too),
 *     so that a page under a foreign name (DNS rebinding) reads nothing;
 *   - an Origin, when the request carries one, is this server's own page (http:// and a Host as
 *     above), never `null` (a local file, a sandboxed frame);
 *   - an API request a browser marks as sent by another site (Sec-Fetch-Site) is refused;
 *   - a POST carries the header X-Kharbaga (or Content-Type: application/json): a request no
 *     page of another origin can send without a CORS preflight, which this server never grants.
 */
#ifndef KHARBAGA_GATE_H
#define KHARBAGA_GATE_H

#include <microhttpd.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/socket.h>

enum { GATE_MAX_ADDRESSES = 64 /* the machine's addresses taken when listening on every network */ };

/* The header a POST must carry (any value; the page sends "1"). */
#define GATE_POST_HEADER "X-Kharbaga"

typedef struct Gate Gate;

/* The gate of a server listening on addr (port: set with gate_set_port once it is known),
 * taking the names given with --allow-host too. Reads the machine's addresses (getifaddrs) when
 * addr is 0.0.0.0 or ::, so it is made before the serving guard forbids new sockets. NULL on a
 * bad name (reported: a usage error, *status 2) or when the machine's addresses cannot be read
 * or memory runs out (reported: *status 1). */
Gate *gate_new(const struct sockaddr_storage *addr, const char *const *names, int nnames, int *status);

/* The port the server listens on: a Host or Origin must name it (until then none is taken). */
void gate_set_port(Gate *g, unsigned port);

void gate_free(Gate *g);

/* Whether the request whose headers are in is taken; if not, why, in one line, into why. */
bool gate_takes(const Gate *g, struct MHD_Connection *c, const char *method, const char *url, char *why,
                size_t len);

/* An address of this machine as a URL names it ("192.168.1.20", "[fd00::2]"). */
typedef struct GateHost {
    char text[48];
    bool loopback; /* 127.0.0.0/8 or ::1: reached from this machine only */
} GateHost;

/* The addresses of family (AF_INET or AF_INET6) of the machine's interfaces, which the gate
 * read when listening on every network (IPv6 link-local ones left out: a URL cannot name them),
 * in the order the system lists them, into hosts (at most max); returns their number, 0 when
 * the server listens on one address. (Listening on ::, IPv6 only: libmicrohttpd sets
 * IPV6_V6ONLY, so the machine's IPv4 addresses reach nothing there.) */
int gate_own_hosts(const Gate *g, int family, GateHost *hosts, int max);

#endif
