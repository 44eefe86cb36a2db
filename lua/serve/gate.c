/*
 * gate.c — which requests `kharbaga serve` takes (gate.h): the names the server answers to, and
 * the checks of Host, Origin, Sec-Fetch-Site and a POST's own header on every request.
 */
#include "gate.h"

#include "cli.h"
#include "i18n.h"

#include <arpa/inet.h>
#include <ctype.h>
#include <errno.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum { GATE_MAX_NAMES = 32, GATE_MAX_HOST = 256 };

/* An address the server answers to: AF_INET (4 bytes) or AF_INET6 (16); own: one of the
 * machine's interfaces (listening on every network), not only a name of --allow-host. */
typedef struct GateAddress {
    int family;
    unsigned char bytes[16];
    bool own;
} GateAddress;

struct Gate {
    atomic_uint port; /* 0 until the server listens */
    GateAddress addresses[GATE_MAX_ADDRESSES];
    int naddresses;
    const char *names[GATE_MAX_NAMES]; /* localhost and the names of --allow-host */
    int nnames;
};

/* ---- the names the server answers to ---- */

static void add_address(Gate *g, int family, const void *bytes, bool own)
{
    size_t n = family == AF_INET ? 4 : 16;
    for (int i = 0; i < g->naddresses; i++)
        if (g->addresses[i].family == family && !memcmp(g->addresses[i].bytes, bytes, n)) {
            g->addresses[i].own |= own;
            return;
        }
    if (g->naddresses == GATE_MAX_ADDRESSES)
        return; /* a machine with more addresses: the rest by --allow-host */
    g->addresses[g->naddresses].family = family;
    g->addresses[g->naddresses].own = own;
    memcpy(g->addresses[g->naddresses++].bytes, bytes, n);
}

/* text as a numeric address: IPv4 dotted, IPv6 bare or in brackets. OUT: a. */
static bool parse_address(const char *text, GateAddress *a)
{
    char inner[GATE_MAX_HOST];
    size_t n = strlen(text);
    if (n >= 2 && text[0] == '[' && text[n - 1] == ']' && n - 2 < sizeof inner) {
        snprintf(inner, sizeof inner, "%.*s", (int)(n - 2), text + 1);
        a->family = AF_INET6;
        return inet_pton(AF_INET6, inner, a->bytes) == 1;
    }
    a->family = AF_INET;
    if (inet_pton(AF_INET, text, a->bytes) == 1)
        return true;
    a->family = AF_INET6;
    return inet_pton(AF_INET6, text, a->bytes) == 1;
}

/* A host name as DNS writes it: labels of letters, digits and '-', separated by dots. */
static bool is_host_name(const char *name)
{
    size_t n = strlen(name);
    if (!n || n > 253 || name[0] == '.' || name[0] == '-' || name[n - 1] == '.')
        return false;
    for (const char *s = name; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '-' && !(*s == '.' && s[1] != '.'))
            return false;
    return true;
}

/* One --allow-host value: a numeric address or a host name, never with a port. */
static bool add_allowed(Gate *g, const char *name)
{
    GateAddress a;
    if (parse_address(name, &a)) {
        add_address(g, a.family, a.bytes, false);
        return true;
    }
    if (!is_host_name(name)) {
        char shown[160];
        return cli_usage_error("--allow-host %s: expected a host name or a numeric address, without a port "
                               "(e.g. myschool.lan or 192.168.1.20)",
                               err_quote(name, 60, shown, sizeof shown)) == 0;
    }
    if (g->nnames < GATE_MAX_NAMES)
        g->names[g->nnames++] = name;
    return true;
}

/* Listening on 0.0.0.0 (or ::, both families): the addresses of the machine's interfaces, by
 * which the network reaches it. False (reported) if they cannot be read. */
static bool add_machine_addresses(Gate *g, int family)
{
    struct ifaddrs *list;
    if (getifaddrs(&list) != 0)
        return cli_error("cannot read this machine's addresses for --host: %s", strerror(errno)) == 0;
    for (const struct ifaddrs *i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr)
            continue;
        int f = i->ifa_addr->sa_family;
        if (f == AF_INET && (family == AF_INET || family == AF_INET6))
            add_address(g, AF_INET, &((const struct sockaddr_in *)i->ifa_addr)->sin_addr, true);
        else if (f == AF_INET6 && family == AF_INET6)
            add_address(g, AF_INET6, &((const struct sockaddr_in6 *)i->ifa_addr)->sin6_addr, true);
    }
    freeifaddrs(list);
    return true;
}

/* The address the server listens on; with a wildcard, the machine's own too, which its URLs
 * name (share.h; the wildcard itself stays a name, as a browser on this machine may open it). */
static bool add_bound(Gate *g, const struct sockaddr_storage *addr)
{
    if (addr->ss_family == AF_INET) {
        const struct in_addr *a = &((const struct sockaddr_in *)addr)->sin_addr;
        add_address(g, AF_INET, a, false);
        return a->s_addr != htonl(INADDR_ANY) || add_machine_addresses(g, AF_INET);
    }
    const struct in6_addr *a = &((const struct sockaddr_in6 *)addr)->sin6_addr;
    add_address(g, AF_INET6, a, false);
    return !IN6_IS_ADDR_UNSPECIFIED(a) || add_machine_addresses(g, AF_INET6);
}

Gate *gate_new(const struct sockaddr_storage *addr, const char *const *names, int nnames, int *status)
{
    Gate *g = calloc(1, sizeof *g);
    if (!g) {
        *status = cli_out_of_memory();
        return NULL;
    }
    atomic_init(&g->port, 0);
    g->names[g->nnames++] = "localhost";
    for (int i = 0; i < nnames; i++)
        if (!add_allowed(g, names[i])) {
            *status = 2;
            free(g);
            return NULL;
        }
    if (!add_bound(g, addr)) {
        *status = 1;
        free(g);
        return NULL;
    }
    return g;
}

void gate_set_port(Gate *g, unsigned port)
{
    atomic_store(&g->port, port);
}

void gate_free(Gate *g)
{
    free(g);
}

/* Whether a is a loopback address (127.0.0.0/8, ::1) or an IPv6 link-local one (fe80::/10,
 * which a URL cannot name without the interface). */
static bool is_loopback(const GateAddress *a)
{
    if (a->family == AF_INET)
        return a->bytes[0] == 127;
    return IN6_IS_ADDR_LOOPBACK((const struct in6_addr *)a->bytes);
}

static bool is_link_local(const GateAddress *a)
{
    return a->family == AF_INET6 && IN6_IS_ADDR_LINKLOCAL((const struct in6_addr *)a->bytes);
}

int gate_own_hosts(const Gate *g, int family, GateHost *hosts, int max)
{
    int n = 0;
    for (int i = 0; i < g->naddresses && n < max; i++) {
        const GateAddress *a = &g->addresses[i];
        if (!a->own || a->family != family || is_link_local(a))
            continue;
        char text[INET6_ADDRSTRLEN];
        if (!inet_ntop(a->family, a->bytes, text, sizeof text))
            continue;
        snprintf(hosts[n].text, sizeof hosts[n].text, a->family == AF_INET6 ? "[%s]" : "%s", text);
        hosts[n++].loopback = is_loopback(a);
    }
    return n;
}

/* ---- the checks ---- */

/* A Host header's value (or an Origin's after "http://"), "name[:port]" or "[v6][:port]",
 * names this server: one of its names or addresses, and its port (80 when none is written). */
static bool names_server(const Gate *g, const char *authority)
{
    char name[GATE_MAX_HOST];
    const char *end = authority[0] == '[' ? strchr(authority, ']') : strchr(authority, ':');
    if (authority[0] == '[')
        end = end ? end + 1 : NULL;
    else if (!end)
        end = authority + strlen(authority);
    if (!end || (size_t)(end - authority) >= sizeof name || end == authority)
        return false;
    snprintf(name, sizeof name, "%.*s", (int)(end - authority), authority);
    unsigned long port = 80;
    if (*end == ':') {
        char *stop;
        if (!isdigit((unsigned char)end[1]))
            return false;
        port = strtoul(end + 1, &stop, 10);
        if (*stop)
            return false;
    } else if (*end) {
        return false;
    }
    if (port != atomic_load(&g->port))
        return false;
    GateAddress a;
    if (parse_address(name, &a)) {
        if (a.family == AF_INET6 && name[0] != '[')
            return false; /* an IPv6 address is written in brackets */
        size_t n = a.family == AF_INET ? 4 : 16;
        for (int i = 0; i < g->naddresses; i++)
            if (g->addresses[i].family == a.family && !memcmp(g->addresses[i].bytes, a.bytes, n))
                return true;
        return false;
    }
    for (int i = 0; i < g->nnames; i++)
        if (!strcasecmp(g->names[i], name))
            return true;
    return false;
}

static const char *header(struct MHD_Connection *c, const char *name)
{
    return MHD_lookup_connection_value(c, MHD_HEADER_KIND, name);
}

/* The Host: present and naming this server. */
static bool host_taken(const Gate *g, struct MHD_Connection *c, char *why, size_t len)
{
    const char *host = header(c, MHD_HTTP_HEADER_HOST);
    char shown[160];
    if (!host) {
        snprintf(why, len, "%s",
                 _("a request without a Host header is refused: this server answers requests that name it "
                   "(HTTP/1.1 sends Host)"));
        return false;
    }
    if (names_server(g, host))
        return true;
    snprintf(why, len, _("Host '%s' is not a name of this server: it answers to its address, localhost and the "
                       "names of --allow-host, with its port"),
             err_quote(host, 60, shown, sizeof shown));
    return false;
}

/* An Origin, when there is one: this server's own page. */
static bool origin_taken(const Gate *g, struct MHD_Connection *c, char *why, size_t len)
{
    const char *origin = header(c, MHD_HTTP_HEADER_ORIGIN);
    char shown[160];
    if (!origin || (!strncmp(origin, "http://", 7) && names_server(g, origin + 7)))
        return true;
    if (!strcmp(origin, "null"))
        snprintf(why, len, "%s",
                 _("a request from a page without an origin (a local file or a sandboxed frame: Origin "
                   "null) is refused"));
    else
        snprintf(why, len, _("a request from a page of another origin ('%s') is refused: only this server's own "
                           "page calls it"),
                 err_quote(origin, 60, shown, sizeof shown));
    return false;
}

/* An API request: not one a browser says another site's page sent. (Browsers send
 * Sec-Fetch-Site to localhost and HTTPS only; "none" is an address typed or a bookmark.) */
static bool site_taken(struct MHD_Connection *c, const char *url, char *why, size_t len)
{
    const char *site = header(c, "Sec-Fetch-Site");
    if (strncmp(url, "/api/", 5) || !site || (strcasecmp(site, "cross-site") && strcasecmp(site, "same-site")))
        return true;
    snprintf(why, len, _("an API request sent by a page of another site (Sec-Fetch-Site: %s) is refused"),
             !strcasecmp(site, "cross-site") ? "cross-site" : "same-site");
    return false;
}

/* A POST: with X-Kharbaga or a JSON content type, which a page of another origin cannot send
 * without a CORS preflight (one this server never grants). */
static bool post_taken(struct MHD_Connection *c, const char *method, char *why, size_t len)
{
    if (strcmp(method, MHD_HTTP_METHOD_POST))
        return true;
    const char *marker = header(c, GATE_POST_HEADER);
    const char *type = header(c, MHD_HTTP_HEADER_CONTENT_TYPE);
    if ((marker && *marker) ||
        (type && !strncasecmp(type, "application/json", 16) && strchr("; \t", type[16])))
        return true;
    snprintf(why, len,
             _("a POST must carry the header %s: 1 (or Content-Type: application/json); a plain form or no-cors "
               "POST, which any page can send, is refused"),
             GATE_POST_HEADER);
    return false;
}

bool gate_takes(const Gate *g, struct MHD_Connection *c, const char *method, const char *url, char *why,
                size_t len)
{
    return host_taken(g, c, why, len) && origin_taken(g, c, why, len) && site_taken(c, url, why, len) &&
           post_taken(c, method, why, len);
}
