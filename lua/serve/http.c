/*
 * http.c — the HTTP side of `kharbaga serve`: libmicrohttpd parses the requests and runs the
 * connections on a pool of threads; this file routes each request to the page, the API or the
 * searches, and answers with the headers every answer carries.
 */
#include "serve.h"

#include "api.h"
#include "conns.h"
#include "gamecache.h"
#include "gate.h"
#include "guard.h"
#include "i18n.h"
#include "launch.h"
#include "page.h"
#include "query_text.h"
#include "searches.h"
#include "share.h"

#include <arpa/inet.h>
#include <pthread.h>
#include <microhttpd.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Static_assert(SERVE_MAX_CONNECTIONS == 256 && SERVE_MAX_PER_ADDRESS == 128,
               "--max-per-address (lua/cmd/cli.c) says: at most 256, default 128");

#ifdef KHARBAGA_GUARD_ALLOW_PTRACE /* a sanitizer build: its leak checker clones a tracer */
#define SERVE_SANITIZED true
#else
#define SERVE_SANITIZED false
#endif

typedef struct Server {
    ApiLimits limits;
    Searches *searches;
    bool workshop; /* --workshop: scripts are taken in POST /api/workshop/... */
    Gate *gate;    /* which requests are taken (gate.h) */
    Conns *conns;  /* the deadlines of the requests' arrival (conns.h) */
    Share share;   /* its URLs and GET /api/qr's answer (share.h), once it listens */
    atomic_bool shared; /* share is made */
} Server;

/* What a request's *state points to, as far as the request has come: its headers are in, a body
 * was read and dropped (no request but the workshop's has one), or a workshop request's Upload. */
static int headers_seen, body_seen;

/* The body of a workshop request: the script, up to SERVE_MAX_SCRIPT bytes. */
typedef struct Upload {
    char *data;
    size_t len;
    bool too_big;
} Upload;

/* ---- answering ---- */

static enum MHD_Result send_answer(struct MHD_Connection *c, int status, const char *type, const void *data,
                                   size_t len, enum MHD_ResponseMemoryMode mode)
{
    struct MHD_Response *r = MHD_create_response_from_buffer(len, (void *)data, mode);
    if (!r)
        return MHD_NO;
    MHD_add_response_header(r, "Content-Type", type);
    MHD_add_response_header(r, "Content-Security-Policy", "default-src 'self'");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
    if (status == 405)
        MHD_add_response_header(r, "Allow", "GET, POST");
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)status, r);
    MHD_destroy_response(r);
    return ok;
}

static enum MHD_Result send_api(struct MHD_Connection *c, ApiAnswer *a)
{
    if (!a->body) { /* its body could not be written: memory ran out */
        static const char no_memory[] = "{\"error\":\"out of memory\",\"code\":\"no_memory\",\"parameter\":null}\n";
        return send_answer(c, 500, "application/json", no_memory, sizeof no_memory - 1, MHD_RESPMEM_PERSISTENT);
    }
    struct MHD_Response *r = MHD_create_response_from_buffer(a->len, a->body, MHD_RESPMEM_MUST_FREE);
    if (!r) {
        api_answer_free(a);
        return MHD_NO;
    }
    MHD_add_response_header(r, "Content-Type", "application/json");
    MHD_add_response_header(r, "Content-Security-Policy", "default-src 'self'");
    MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(r, "Cache-Control", "no-store");
    if (a->status == 405)
        MHD_add_response_header(r, "Allow", "GET");
    enum MHD_Result ok = MHD_queue_response(c, (unsigned)a->status, r);
    MHD_destroy_response(r);
    return ok;
}

/* An error answer of the server's own, fmt a message in the request's language (translated here). */
static enum MHD_Result send_error(struct MHD_Connection *c, int status, const char *parameter, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static enum MHD_Result send_error(struct MHD_Connection *c, int status, const char *parameter, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, _(fmt), ap);
    va_end(ap);
    ApiAnswer a;
    api_error(&a, status, api_status_code(status), parameter, "%s", msg);
    return send_api(c, &a);
}

/* ---- routing ---- */

static enum MHD_Result add_param(void *cls, enum MHD_ValueKind kind, const char *key, const char *value)
{
    (void)kind;
    api_params_add(cls, key, value);
    return MHD_YES;
}

/* GET /api/<verb>: the verb's answer; analyze and study take a search place for as long as they
 * run. */
static enum MHD_Result answer_verb(Server *srv, struct MHD_Connection *c, const char *verb, const ApiParams *ps)
{
    ApiAnswer a;
    bool search = api_takes_worker(verb);
    if (search && !searches_reserve(srv->searches))
        return send_error(c, 503, NULL, "the server runs its most searches already; try again when one has ended");
    api_answer(verb, ps, &srv->limits, &a);
    if (search)
        searches_release(srv->searches);
    return send_api(c, &a);
}

/* /api/search, /api/search/ID, /api/search/ID/stop. */
static enum MHD_Result answer_search(Server *srv, struct MHD_Connection *c, const char *rest, bool post,
                                     const ApiScript *script, const ApiParams *ps)
{
    ApiAnswer a;
    if (!*rest) {
        if (!post)
            return send_error(c, 405, NULL, "a search is started with POST /api/search");
        searches_start(srv->searches, ps, script, &a);
        return send_api(c, &a);
    }
    if (*rest != '/')
        return send_error(c, 404, NULL, "unknown API path");
    char id[64];
    size_t n = strcspn(rest + 1, "/");
    snprintf(id, sizeof id, "%.*s", (int)(n < sizeof id ? n : sizeof id - 1), rest + 1);
    const char *tail = rest + 1 + n;
    if (!strcmp(tail, "/stop")) {
        if (!post)
            return send_error(c, 405, NULL, "a search is stopped with POST /api/search/ID/stop");
        searches_stop(srv->searches, id, &a);
    } else if (!*tail) {
        if (post)
            return send_error(c, 405, NULL, "a search is read with GET /api/search/ID");
        searches_poll(srv->searches, id, &a);
    } else {
        return send_error(c, 404, NULL, "unknown API path");
    }
    return send_api(c, &a);
}

/* The request's query parameters (malloc'd; NULL when out of memory). */
static ApiParams *query_params(struct MHD_Connection *c)
{
    ApiParams *ps = malloc(sizeof *ps);
    if (!ps)
        return NULL;
    ps->n = 0;
    ps->too_many = false;
    MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, add_param, ps);
    return ps;
}

/* GET /api/qr: the server's URLs and the QR code of the one other devices open (share.h). */
static enum MHD_Result answer_qr(Server *srv, struct MHD_Connection *c, bool post)
{
    if (post)
        return send_error(c, 405, NULL, "the server's addresses are read with GET /api/qr");
    if (!atomic_load(&srv->shared))
        return send_error(c, 503, NULL, "the server is starting; try again");
    if (!srv->share.qr_json)
        return send_error(c, 500, NULL, "out of memory");
    ApiAnswer a = {200, NULL, srv->share.qr_json_len};
    if ((a.body = malloc(a.len)) != NULL)
        memcpy(a.body, srv->share.qr_json, a.len);
    return send_api(c, &a);
}

static enum MHD_Result answer_api(Server *srv, struct MHD_Connection *c, const char *path, bool post)
{
    if (!strcmp(path, "qr"))
        return answer_qr(srv, c, post);
    ApiParams *ps = query_params(c);
    if (!ps)
        return MHD_NO;
    enum MHD_Result ok;
    if (!strncmp(path, "search", 6) && (path[6] == '\0' || path[6] == '/'))
        ok = answer_search(srv, c, path + 6, post, NULL, ps);
    else if (post && api_has_verb(path))
        ok = send_error(c, 405, NULL, "the API's verbs answer GET");
    else
        ok = answer_verb(srv, c, path, ps);
    free(ps);
    return ok;
}

/* ---- the workshop: scripts in POST bodies (--workshop) ---- */

/* GET /api/workshop: whether this server takes scripts, and its limits on them. */
static enum MHD_Result answer_workshop_state(Server *srv, struct MHD_Connection *c)
{
    ApiAnswer a;
    FILE *out = api_answer_open(&a, 200);
    if (out) {
        fprintf(out, "{\"workshop\":%s,\"script_name\":\"%s\",\"max_script\":%d,\"perft_max_depth\":%d}\n",
                srv->workshop ? "true" : "false", API_SCRIPT_NAME, SERVE_MAX_SCRIPT, API_PERFT_MAX_DEPTH);
        fclose(out);
    }
    return send_api(c, &a);
}

/* POST /api/workshop/<verb> and /api/workshop/search: the verb's answer on the script. */
static enum MHD_Result answer_workshop(Server *srv, struct MHD_Connection *c, const char *verb, bool post,
                                       const Upload *up)
{
    if (!srv->workshop)
        return send_error(c, 403, NULL, "this server was started without --workshop: it runs no script sent to it");
    if (!post)
        return send_error(c, 405, NULL, "a script is sent with POST /api/workshop/VERB, the script as the body");
    if (up->too_big)
        return send_error(c, 413, "script", "a script of more than %s; the workshop takes at most that", SERVE_MAX_SCRIPT_TEXT);
    if (!up->len)
        return send_error(c, 400, "script", "no script: send the variant script as the body of the request");
    ApiParams *ps = query_params(c);
    if (!ps)
        return MHD_NO;
    ApiScript script = {up->data, up->len};
    enum MHD_Result ok;
    if (!strcmp(verb, "search")) {
        ok = answer_search(srv, c, "", true, &script, ps);
    } else {
        ApiAnswer a;
        api_workshop_answer(verb, ps, &script, &srv->limits, &a);
        ok = send_api(c, &a);
    }
    free(ps);
    return ok;
}

/* A piece of a workshop request's body: kept, up to the cap; past it, dropped and noted. */
static void upload_add(Upload *up, const char *data, size_t n)
{
    if (up->too_big || up->len + n > SERVE_MAX_SCRIPT) {
        up->too_big = true;
        return;
    }
    char *grown = realloc(up->data, up->len + n + 1);
    if (!grown) {
        up->too_big = true; /* refused as too big for the memory there is */
        return;
    }
    memcpy(grown + up->len, data, n);
    up->data = grown;
    up->len += n;
    up->data[up->len] = '\0';
}

static bool is_workshop_url(const char *url) { return !strncmp(url, "/api/workshop/", 14); }

/* The workshop body a request's *state holds, or NULL when it is one of the markers. */
static Upload *upload_of(void *state)
{
    return state && state != &headers_seen && state != &body_seen ? state : NULL;
}

/* Frees a workshop request's body once its answer is sent (or its connection closed): the
 * script is never kept past its request. The connection then waits for the next request. */
static void on_completed(void *cls, struct MHD_Connection *c, void **state, enum MHD_RequestTerminationCode toe)
{
    Server *srv = cls;
    (void)toe;
    conns_answered(srv->conns, c);
    Upload *up = upload_of(*state);
    if (up) {
        free(up->data);
        free(up);
    }
    *state = NULL;
}

static enum MHD_Result answer_page(struct MHD_Connection *c, const char *url)
{
    const PageFile *f = page_find(url);
    if (!f)
        return send_answer(c, 404, "text/plain; charset=utf-8", "not found\n", 10, MHD_RESPMEM_PERSISTENT);
    return send_answer(c, 200, f->content_type, f->data, f->len, MHD_RESPMEM_PERSISTENT);
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *c, const char *url, const char *method,
                                  const char *version, const char *upload, size_t *upload_size, void **state)
{
    Server *srv = cls;
    (void)version;
    bool post = !strcmp(method, MHD_HTTP_METHOD_POST);
    char why[512];
    if (!*state) { /* the headers: the answer comes once the body (if any) is in */
        conns_headers_in(srv->conns, c);
        bool keep = srv->workshop && post && is_workshop_url(url) &&
                    gate_takes(srv->gate, c, method, url, why, sizeof why);
        Upload *up = keep ? calloc(1, sizeof *up) : NULL; /* the body of a refused request is dropped */
        *state = up ? (void *)up : (void *)&headers_seen;
        return MHD_YES;
    }
    Upload *kept = upload_of(*state);
    if (*upload_size && kept) { /* a workshop script */
        upload_add(kept, upload, *upload_size);
        *upload_size = 0;
        return MHD_YES;
    }
    if (*upload_size) { /* no other request of ours has a body: read and dropped, then refused */
        *upload_size = 0;
        *state = &body_seen;
        return MHD_YES;
    }
    conns_answering(srv->conns, c);
    api_use_language(MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, "lang"));
    if (!gate_takes(srv->gate, c, method, url, why, sizeof why))
        return send_error(c, 403, NULL, "%s", why);
    if (is_workshop_url(url)) {
        static const Upload none = {NULL, 0, false};
        return answer_workshop(srv, c, url + 14, post, kept ? kept : &none);
    }
    if (!strcmp(url, "/api/workshop"))
        return answer_workshop_state(srv, c);
    if (*state == &body_seen)
        return send_error(c, 413, NULL, "a request to this server has no body; its parameters go in the URL");
    bool get = !strcmp(method, MHD_HTTP_METHOD_GET) || !strcmp(method, MHD_HTTP_METHOD_HEAD);
    if (!strncmp(url, "/api/", 5)) {
        if (!get && !post)
            return send_error(c, 405, NULL, "expected GET (or POST for the searches)");
        return answer_api(cls, c, url + 5, post);
    }
    if (!get)
        return send_error(c, 405, NULL, "the page's files answer GET");
    return answer_page(c, url);
}

/* Query strings as browsers write them (URLSearchParams writes a blank as '+'): query_text.h. */
static size_t unescape(void *cls, struct MHD_Connection *c, char *s)
{
    (void)cls;
    (void)c;
    return query_unescape(s);
}

/* ---- the daemon ---- */

/* --host as an address to bind: a numeric IPv4 or IPv6 address ("localhost" is 127.0.0.1; no
 * name is looked up). OUT: addr. False (reported) otherwise. */
static bool parse_host(const char *host, int port, struct sockaddr_storage *addr, bool *ipv6)
{
    memset(addr, 0, sizeof *addr);
    struct sockaddr_in *v4 = (struct sockaddr_in *)addr;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)addr;
    if (!strcmp(host, "localhost"))
        host = "127.0.0.1";
    *ipv6 = false;
    if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons((uint16_t)port);
        return true;
    }
    if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons((uint16_t)port);
        *ipv6 = true;
        return true;
    }
    char shown[160];
    return cli_usage_error("--host %s: expected a numeric IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0 or ::1) or "
                           "localhost",
                           err_quote(host, 60, shown, sizeof shown)) == 0;
}

/* The daemon on addr: its threads, its limits (per_address: the connections one client address
 * may hold) and our callbacks. */
static struct MHD_Daemon *start_daemon(Server *srv, const struct sockaddr_storage *addr, bool ipv6,
                                       unsigned per_address)
{
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | (ipv6 ? MHD_USE_IPv6 : 0);
    return MHD_start_daemon(flags, 0, NULL, NULL, on_request, srv, MHD_OPTION_SOCK_ADDR, addr,
                            MHD_OPTION_THREAD_POOL_SIZE, (unsigned)SERVE_THREADS, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
                            (size_t)SERVE_MAX_REQUEST, MHD_OPTION_CONNECTION_LIMIT, (unsigned)SERVE_MAX_CONNECTIONS,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address, MHD_OPTION_CONNECTION_TIMEOUT,
                            (unsigned)SERVE_TIMEOUT_S, MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
                            MHD_OPTION_NOTIFY_COMPLETED, on_completed, srv, MHD_OPTION_NOTIFY_CONNECTION, conns_notify,
                            srv->conns, MHD_OPTION_END);
}

/* The port the daemon listens on (--port 0 takes any free one). */
static unsigned bound_port(struct MHD_Daemon *d)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

/* The URLs (share.h): the one to open here first, which --open opens; at a terminal (or with
 * --qr) the QR code of the one other devices open. */
static void print_urls(const Share *share, bool qr, bool open)
{
    FILE *out = cli_out();
    bool terminal = isatty(fileno(out));
    share_print(share, out, qr || (terminal && share->network >= 0), terminal);
    if (open) /* the launcher forked before the guard opens it (launch.h) */
        launch_open(share->urls[0]);
}

static void server_free(Server *srv)
{
    if (atomic_load(&srv->shared))
        share_free(&srv->share);
    conns_free(srv->conns);
    searches_free(srv->searches);
    gate_free(srv->gate);
}

/* The server's parts before it listens: which requests it takes (reading the machine's
 * addresses while sockets may still be opened), its searches and the watch on its connections.
 * Returns 0, or the exit status (reported). */
static int server_prepare(Server *srv, Cli *cli, const struct sockaddr_storage *addr)
{
    int status = 0;
    srv->gate = gate_new(addr, cli->allow_hosts, cli->nallow_hosts, &status);
    if (!srv->gate)
        return status;
    gate_set_port(srv->gate, (unsigned)cli->port); /* 0: set once bound */
    srv->searches = searches_new(cli->max_searches ? cli->max_searches : searches_default_max(), &srv->limits);
    srv->conns = conns_new(SERVE_HEADER_TIMEOUT_S, SERVE_BODY_TIMEOUT_S);
    if (!srv->searches || !srv->conns) {
        server_free(srv);
        return cli_out_of_memory();
    }
    return 0;
}

int cmd_serve(Cli *cli)
{
    const char *host = cli->host ? cli->host : "127.0.0.1";
    struct sockaddr_storage addr;
    bool ipv6;
    if (!parse_host(host, cli->port, &addr, &ipv6))
        return 2;
    cli_set_game_loader(gamecache_load); /* before the server's threads start */
    StopFlag closing = false; /* set on SIGTERM or SIGINT: every request gives up */
    int max_time_ms = cli->max_time_ms ? cli->max_time_ms : SEARCHES_DEFAULT_TIME_MS;
    Server srv = {.limits = {.max_time_ms = max_time_ms, .request_ms = max_time_ms + API_REQUEST_MARGIN_MS,
                             .closing = &closing},
                  .workshop = cli->workshop};
    /* SIGINT and SIGTERM are waited for below: blocked in every thread, the server's included */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    int status = server_prepare(&srv, cli, &addr);
    if (status)
        return status;
    unsigned per_address = cli->max_per_address ? (unsigned)cli->max_per_address : SERVE_MAX_PER_ADDRESS;
    struct MHD_Daemon *d = start_daemon(&srv, &addr, ipv6, per_address);
    if (!d) {
        server_free(&srv);
        return cli_error("--host %s --port %d: cannot listen there (in use, or not an address of this machine)", host,
                         cli->port);
    }
    gate_set_port(srv.gate, bound_port(d));
    share_init(&srv.share, srv.gate, host, ipv6, bound_port(d));
    atomic_store(&srv.shared, true);
    char err[256];
    if (!guard_serving(SERVE_SANITIZED, err, sizeof err)) {
        MHD_stop_daemon(d);
        server_free(&srv);
        return cli_error("%s", err);
    }
    print_urls(&srv.share, cli->qr, cli->open);
    int sig;
    sigwait(&stop, &sig);
    stop_set(&closing); /* the requests under way give up, so that the daemon's threads end at once */
    MHD_stop_daemon(d);
    server_free(&srv);
    gamecache_clear();
    return 0;
}
