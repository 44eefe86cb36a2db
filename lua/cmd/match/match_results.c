/*
 * match_results.c — the results file of a match or study: JSON Lines, a header naming
 * everything the games depend on (game, rules, start, players, limits, number of games, opening
 * plies, seed, rule choices, shard, and the options of a sequential test if the run has one), then
 * one line per game played, in the order they ended.
 * Each line is written whole and flushed, so an interrupted run leaves at most its last line cut
 * short; that line is dropped when the run is resumed. Only regular files are read, of a bounded
 * size, so that a device or a FIFO named by mistake is refused before it is read. docs/studies.md
 * describes the format.
 */
#include "json.h"
#include "match.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* RESULTS_MAX_BYTES: the largest results file read. The largest run, 8 choices of 100000 games,
 * writes 800000 lines of about 220 bytes (180 MB); anything much larger is not a results file. */
enum { RESULTS_FORMAT = 1, RESULTS_MAX_BYTES = 512 << 20 };

static const char *const reason_codes[] = {"limit", "no_pieces", "blocked", "repetition", "quiet"};

static void json_list(FILE *f, const char *const *items, int n)
{
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i)
            fputc(',', f);
        json_string(f, items[i]);
    }
    fputc(']', f);
}

char *match_results_header(const MatchRun *run, int shard_i, int shard_n)
{
    const Cli *cli = run->cli;
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    fprintf(f, "{\"kharbaga\":\"%s\",\"format\":%d,\"shard\":", run->kind, RESULTS_FORMAT);
    shard_n ? fprintf(f, "[%d,%d]", shard_i + 1, shard_n) : fprintf(f, "null");
    json_string_member(f, "variant", cli->variant);
    json_string_member(f, "ruleset", cli->ruleset);
    fprintf(f, ",\"rules\":");
    json_list(f, cli->rules, cli->nrules);
    json_string_member(f, "position", cli->position);
    json_string_member(f, "play", cli->play);
    fprintf(f, ",\"players\":");
    json_list(f, cli->args, cli->nargs);
    fprintf(f, ",\"games\":%d,\"time_ms\":%d,\"depth\":%d,\"opening\":%d,\"seed\":\"%" PRIu64 "\",\"choices\":",
            cli->games, cli->time_ms, cli->depth, cli->opening, cli->seed);
    json_list(f, cli->choices, cli->nchoices);
    if (cli->balance >= 0) /* likewise */
        fprintf(f, ",\"balance\":%d", cli->balance);
    if (run->test_header[0]) /* only then: the header of a run without one is as it always was */
        fprintf(f, ",\"sequential\":%s", run->test_header);
    fputc('}', f);
    if (fclose(f) != 0) {
        free(text);
        return NULL;
    }
    return text;
}

void match_results_game(const Match *m, int index, char *buf, size_t len)
{
    const Outcome *o = &m->outcomes[index];
    snprintf(buf, len,
             "{\"choice\":%d,\"game\":%d,\"a_side\":\"%s\",\"result\":\"%s\",\"reason\":\"%s\",\"plies\":%d,"
             "\"fingerprint\":\"%016" PRIx64 "\",\"captures\":%d,\"crownings\":%d,\"huffs\":%d,\"searches\":[%d,%d],"
             "\"incomplete\":[%d,%d]}",
             m->choice + 1, index + 1, o->a_side == SOUTH ? "south" : "north", record_result_text(o->result),
             reason_codes[o->reason], o->plies, o->fingerprint, o->captures, o->crownings, o->huffs, o->searches[0],
             o->searches[1], o->incomplete[0], o->incomplete[1]);
}

/* ---- reading ---- */

int match_results_open(const char *path, int flags, const char *label)
{
    /* O_NONBLOCK: opening a FIFO with no writer returns at once, to be refused below */
    int fd = open(path, flags | O_NONBLOCK | O_CLOEXEC, 0666);
    if (fd < 0) {
        if (flags & O_CREAT)
            cli_error("%s%s: cannot open it: %s", label, path, strerror(errno));
        else
            cli_error("%s%s: cannot read it: %s", label, path, strerror(errno));
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        cli_error("%s%s: cannot read it: %s", label, path, strerror(errno));
        close(fd);
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        const char *what = S_ISDIR(st.st_mode) ? "a directory" : S_ISFIFO(st.st_mode) ? "a FIFO"
                           : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device" : "not a regular file";
        cli_error("%s%s: %s; expected a results file of kharbaga match or study (a regular file)", label, path,
                  what);
        close(fd);
        return -1;
    }
    return fd;
}

/* The whole of the regular file fd, read from its start into a malloc'd text (NUL-terminated):
 * its size is checked before a byte is read, so a file beyond RESULTS_MAX_BYTES costs nothing. */
static bool read_all(int fd, const char *label, const char *path, char **text, size_t *len)
{
    struct stat st;
    if (fstat(fd, &st) != 0)
        return cli_error("%s%s: cannot read it: %s", label, path, strerror(errno)) == 0;
    if (st.st_size > RESULTS_MAX_BYTES)
        return cli_error("%s%s: larger than %d MiB, more than a results file of kharbaga match or study holds",
                         label, path, RESULTS_MAX_BYTES >> 20) == 0;
    size_t size = (size_t)st.st_size, n = 0;
    char *buf = malloc(size + 1);
    if (!buf)
        return cli_out_of_memory() == 0;
    while (n < size) { /* what was there when it was measured; a file cut meanwhile ends sooner */
        ssize_t got = pread(fd, buf + n, size - n, (off_t)n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            free(buf);
            return cli_error("%s%s: cannot read it: %s", label, path, strerror(errno)) == 0;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return true;
}

/* The header's shard [I, N], or null. */
static bool read_shard(ResultsFile *rf)
{
    const JsonValue *s = json_member(rf->header.root, "shard");
    long long i, n;
    if (s && s->type == JSON_NULL) {
        rf->shard_n = 0;
        return true;
    }
    if (!json_whole(json_item(s, 0), 1, 100000, &i) || !json_whole(json_item(s, 1), 1, 100000, &n) || i > n ||
        s->count != 2)
        return cli_error("%s:1: \"shard\": expected [I, N] with 1 <= I <= N, or null", rf->path) == 0;
    rf->shard_i = (int)i - 1;
    rf->shard_n = (int)n;
    return true;
}

bool match_results_read(const char *path, ResultsFile *rf)
{
    int fd = match_results_open(path, O_RDONLY, "");
    if (fd < 0) {
        memset(rf, 0, sizeof *rf);
        return false;
    }
    bool ok = match_results_read_fd(fd, "", path, rf);
    close(fd);
    return ok;
}

bool match_results_read_fd(int fd, const char *label, const char *path, ResultsFile *rf)
{
    memset(rf, 0, sizeof *rf);
    rf->path = path;
    size_t len = 0;
    if (!read_all(fd, label, path, &rf->text, &len))
        return false;
    char *nl = memchr(rf->text, '\n', len);
    char err[256];
    if (!nl) {
        match_results_free(rf);
        return cli_error("%s: expected a results file of kharbaga match or study (a header line, then a line per "
                         "game); it has no complete line",
                         path) == 0;
    }
    if (!json_parse(rf->text, (size_t)(nl - rf->text), &rf->header, err, sizeof err)) {
        match_results_free(rf);
        return cli_error("%s:1: expected the header of a results file of kharbaga match or study: %s", path, err) == 0;
    }
    const JsonValue *kind = json_member(rf->header.root, "kharbaga");
    long long format;
    if (!kind || kind->type != JSON_STRING || (strcmp(kind->text, "match") && strcmp(kind->text, "study")) ||
        !json_whole(json_member(rf->header.root, "format"), RESULTS_FORMAT, RESULTS_FORMAT, &format)) {
        match_results_free(rf);
        return cli_error("%s:1: expected the header of a results file of kharbaga match or study (format %d)", path,
                         RESULTS_FORMAT) == 0;
    }
    char *last = rf->text + len;
    while (last > rf->text && last[-1] != '\n')
        last--;
    rf->complete = (size_t)(last - rf->text);
    rf->cut = rf->complete < len;
    if (!read_shard(rf)) {
        match_results_free(rf);
        return false;
    }
    return true;
}

const char *match_results_differ(const JsonValue *a, const JsonValue *b, bool ignore_shard)
{
    for (const JsonValue *x = a->child; x; x = x->next) {
        if (ignore_shard && strcmp(x->key, "shard") == 0)
            continue;
        if (!json_equal(x, json_member(b, x->key)))
            return x->key;
    }
    for (const JsonValue *y = b->child; y; y = y->next)
        if (!json_member(a, y->key))
            return y->key;
    return NULL;
}

static bool code_of(const JsonValue *v, const char *const *codes, int n, int *out)
{
    for (int i = 0; v && v->type == JSON_STRING && i < n; i++)
        if (strcmp(v->text, codes[i]) == 0) {
            *out = i;
            return true;
        }
    return false;
}

/* The counts of a game line, each a whole number from 0 to RESULTS_MAX_COUNT; false (reported,
 * naming the file, line and field) if one is missing or beyond. The bound keeps every sum of them
 * over a run in 64 bits (match_report.c sums them so). */
static bool read_counts(const ResultsFile *rf, int line, const JsonValue *g, Outcome *o)
{
    static const char *const names[] = {"plies", "captures", "crownings", "huffs", "searches", "incomplete"};
    int *const slots[][2] = {{&o->plies, NULL},          {&o->captures, NULL},
                             {&o->crownings, NULL},      {&o->huffs, NULL},
                             {&o->searches[0], &o->searches[1]}, {&o->incomplete[0], &o->incomplete[1]}};
    for (int f = 0; f < 6; f++) {
        const JsonValue *v = json_member(g, names[f]);
        bool pair = slots[f][1] != NULL, ok = !pair || (v && v->type == JSON_ARRAY && v->count == 2);
        for (int k = 0; ok && k < 1 + pair; k++) {
            long long n;
            ok = json_whole(pair ? json_item(v, k) : v, 0, RESULTS_MAX_COUNT, &n);
            if (ok)
                *slots[f][k] = (int)n;
        }
        if (!ok)
            return cli_error("%s:%d: \"%s\": expected %s from 0 to %d", rf->path, line, names[f],
                             pair ? "two whole numbers (A's and B's)" : "a whole number", RESULTS_MAX_COUNT) == 0;
    }
    return true;
}

/* One game line (line number `line` of rf) into run. */
static bool apply_line(const ResultsFile *rf, MatchRun *run, const char *text, size_t len, int line)
{
    JsonDoc doc;
    char err[256];
    if (!json_parse(text, len, &doc, err, sizeof err))
        return cli_error("%s:%d: expected a game's line: %s", rf->path, line, err) == 0;
    const JsonValue *g = doc.root;
    long long choice, game;
    Outcome o = {0};
    const char *results[] = {"*", "1-0", "0-1", "1/2-1/2"}; /* as record_result_text, by Result */
    const JsonValue *fp = json_member(g, "fingerprint");
    int side = -1, result = 0, reason = 0;
    bool ok = json_whole(json_member(g, "choice"), 1, run->nmatches, &choice) &&
              json_whole(json_member(g, "game"), 1, run->matches[choice - 1]->games, &game) &&
              code_of(json_member(g, "a_side"), (const char *const[]){"south", "north"}, 2, &side) &&
              code_of(json_member(g, "result"), results, 4, &result) && result != RESULT_NONE &&
              code_of(json_member(g, "reason"), reason_codes, 5, &reason) && fp && fp->type == JSON_STRING &&
              strlen(fp->text) == 16 && strspn(fp->text, "0123456789abcdef") == 16;
    if (ok && !read_counts(rf, line, g, &o)) {
        json_doc_free(&doc);
        return false;
    }
    if (ok) {
        Match *m = run->matches[choice - 1];
        o.a_side = side;
        o.result = (Result)result;
        o.reason = (ResultReason)reason;
        o.fingerprint = strtoull(fp->text, NULL, 16);
        o.done = true;
        if (m->outcomes[game - 1].done)
            ok = (run->nmatches > 1 ? cli_error("%s:%d: game %lld of this choice is given twice", rf->path, line, game)
                                    : cli_error("%s:%d: game %lld is given twice", rf->path, line, game)) == 0;
        else if (!match_in_shard(m, (int)game - 1))
            ok = cli_error("%s:%d: game %lld is not of the shard this file says it holds", rf->path, line, game) == 0;
        else
            m->outcomes[game - 1] = o;
    } else {
        if (strcmp(run->kind, "study") == 0)
            cli_error("%s:%d: expected a game of this study: choice, game, a_side, result, reason, plies, "
                      "fingerprint, captures, crownings, huffs, searches, incomplete",
                      rf->path, line);
        else
            cli_error("%s:%d: expected a game of this match: choice, game, a_side, result, reason, plies, "
                      "fingerprint, captures, crownings, huffs, searches, incomplete",
                      rf->path, line);
    }
    json_doc_free(&doc);
    return ok;
}

bool match_results_apply(const ResultsFile *rf, MatchRun *run)
{
    const char *s = strchr(rf->text, '\n') + 1, *end = rf->text + rf->complete;
    for (int line = 2; s < end; line++) {
        const char *nl = memchr(s, '\n', (size_t)(end - s));
        if (!apply_line(rf, run, s, (size_t)(nl - s), line))
            return false;
        s = nl + 1;
    }
    return true;
}

void match_results_free(ResultsFile *rf)
{
    json_doc_free(&rf->header);
    free(rf->text);
    rf->text = NULL;
}
