/*
 * share.c — the URLs of `kharbaga serve` and the QR code of the one other devices open (share.h).
 */
#include "share.h"

#include "json.h"
#include "qr.h"

#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

/* Whether host, as --host gave it, is a wildcard address: the server listens on every network. */
static bool is_wildcard(const char *host)
{
    unsigned char bytes[16], none[16] = {0};
    return (inet_pton(AF_INET, host, bytes) == 1 && !memcmp(bytes, none, 4)) ||
           (inet_pton(AF_INET6, host, bytes) == 1 && !memcmp(bytes, none, 16));
}

/* Whether host, as --host gave it, reaches this machine only. */
static bool is_loopback(const char *host)
{
    unsigned char bytes[16];
    if (!strcmp(host, "localhost"))
        return true;
    if (inet_pton(AF_INET, host, bytes) == 1)
        return bytes[0] == 127;
    return inet_pton(AF_INET6, host, bytes) == 1 && IN6_IS_ADDR_LOOPBACK((struct in6_addr *)bytes);
}

static void add_url(Share *s, const char *host, bool loopback, unsigned port)
{
    if (s->nurls == SHARE_MAX_URLS)
        return;
    snprintf(s->urls[s->nurls], SHARE_URL_LEN, "http://%s:%u/", host, port);
    if (!loopback && s->network < 0)
        s->network = s->nurls;
    s->nurls++;
}

/* GET /api/qr's answer, from the URLs (share.h). */
static void write_qr_json(Share *s)
{
    FILE *out = open_memstream(&s->qr_json, &s->qr_json_len);
    if (!out)
        return;
    fprintf(out, "{\"urls\":[");
    for (int i = 0; i < s->nurls; i++) {
        fputs(i ? "," : "", out);
        json_string(out, s->urls[i]);
    }
    fprintf(out, "],\"url\":");
    QrCode q;
    if (s->network >= 0 && qr_encode(s->urls[s->network], &q)) {
        json_string(out, s->urls[s->network]);
        fprintf(out, ",\"qr\":");
        qr_write_json(out, &q);
        qr_free(&q);
    } else {
        fprintf(out, "null,\"qr\":null");
    }
    fprintf(out, "}\n");
    if (fclose(out) != 0) {
        free(s->qr_json);
        s->qr_json = NULL;
    }
}

void share_init(Share *s, const Gate *g, const char *host, bool ipv6, unsigned port)
{
    s->nurls = 0;
    s->network = -1;
    s->qr_json = NULL;
    s->qr_json_len = 0;
    if (!is_wildcard(host)) {
        char bracketed[SHARE_URL_LEN];
        snprintf(bracketed, sizeof bracketed, ipv6 ? "[%s]" : "%s", host);
        add_url(s, bracketed, is_loopback(host), port);
    } else {
        add_url(s, ipv6 ? "[::1]" : "127.0.0.1", true, port); /* this machine's browser */
        GateHost own[GATE_MAX_ADDRESSES];
        int n = gate_own_hosts(g, ipv6 ? AF_INET6 : AF_INET, own, GATE_MAX_ADDRESSES);
        for (int i = 0; i < n; i++)
            if (!own[i].loopback)
                add_url(s, own[i].text, false, port);
    }
    write_qr_json(s);
}

void share_free(Share *s)
{
    free(s->qr_json);
    s->qr_json = NULL;
}

/* The QR code of the URL other devices open, with a line saying what it is; or why there is none. */
static void print_qr(const Share *s, FILE *out, bool colour)
{
    QrCode q;
    if (s->network < 0) {
        fprintf(out, "No QR code: this server is reached from this computer only; start it with --host 0.0.0.0 "
                     "for phones on the same network (docs/teaching.md).\n");
    } else if (!qr_encode(s->urls[s->network], &q)) {
        fprintf(out, "No QR code: out of memory.\n");
    } else {
        fprintf(out, "\nPhones and computers on this network: scan the code, or open %s\n\n", s->urls[s->network]);
        qr_write_blocks(out, &q, colour);
        qr_free(&q);
    }
}

void share_print(const Share *s, FILE *out, bool qr, bool colour)
{
    for (int i = 0; i < s->nurls; i++)
        fprintf(out, "%s\n", s->urls[i]);
    if (qr)
        print_qr(s, out, colour);
    fflush(out);
}
