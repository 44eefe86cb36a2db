/*
 * engine_commands.c — the protocol's requests: which exist, which members each takes, which may
 * be answered while a search runs; the session's life; errors. See engine.h and docs/protocol.md.
 */
#include "engine.h"

#include "json.h"
#include "search.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static bool cmd_hello(Engine *e);
static bool cmd_ping(Engine *e);
static bool cmd_stop(Engine *e);
static bool cmd_quit(Engine *e);

/* A request: its name, the members it takes besides cmd and id, whether it is answered while a
 * search runs (it touches neither the game nor the searcher), and what does it. */
typedef struct Request {
    const char *name;
    const char *members; /* blank-separated */
    bool while_searching;
    bool (*run)(Engine *e);
} Request;

static const Request requests[] = {
    {"hello", "", true, cmd_hello},
    {"ping", "", true, cmd_ping},
    {"variant", "name ruleset rules", false, engine_cmd_variant},
    {"ruleset", "name", false, engine_cmd_ruleset},
    {"rules", "rules", false, engine_cmd_rules},
    {"position", "position moves", false, engine_cmd_position},
    {"moves", "", false, engine_cmd_moves},
    {"play", "move", false, engine_cmd_play},
    {"undo", "count", false, engine_cmd_undo},
    {"status", "", false, engine_cmd_status},
    {"setoption", "depth time nodes infinite personality hash", false, engine_cmd_setoption},
    {"go", "depth time nodes infinite personality", false, engine_cmd_go},
    {"stop", "", true, cmd_stop},
    {"quit", "", true, cmd_quit},
};
enum { NREQUESTS = sizeof requests / sizeof requests[0] };

bool engine_error(Engine *e, const char *code, const char *fmt, ...)
{
    char msg[2048];
    va_list ap;
    va_start(ap, fmt);
    err_vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    OutLine line;
    engine_begin(e, &line, "error");
    if (line.f) {
        fprintf(line.f, ",\"line\":%lld", e->lineno);
        json_string_member(line.f, "command", e->command);
        fprintf(line.f, ",\"code\":\"%s\",\"message\":", code);
        json_string(line.f, msg);
    }
    engine_out_end(&e->out, &line);
    return false;
}

void engine_begin(Engine *e, OutLine *line, const char *type) { engine_out_begin(line, type, e->id[0] ? e->id : NULL); }

const LineMember *engine_member(const Engine *e, const char *key) { return engine_line_get(e->line, key); }

bool engine_int(Engine *e, const char *key, long long min, long long max, long long *out)
{
    const LineMember *m = engine_member(e, key);
    if (!m)
        return true;
    if (m->kind != LINE_NUMBER || !m->integer || m->number < min || m->number > max) {
        char shown[64];
        const char *value = m->kind == LINE_NUMBER || m->kind == LINE_STRING ? m->text
                            : m->kind == LINE_BOOL                         ? (m->truth ? "true" : "false")
                            : m->kind == LINE_NULL                         ? "null"
                                                                           : "a list";
        return engine_error(e, "bad_value", "%s: %s %s: expected a whole number from %lld to %lld", e->command, key,
                            err_text(value, 40, shown, sizeof shown), min, max);
    }
    *out = m->number;
    return true;
}

bool engine_text(Engine *e, const char *key, const char **out)
{
    const LineMember *m = engine_member(e, key);
    *out = NULL;
    if (!m)
        return true;
    if (m->kind != LINE_STRING)
        return engine_error(e, "bad_value", "%s: %s: expected a string", e->command, key);
    *out = m->text;
    return true;
}

/* Whether word is one of the blank-separated words of list. */
static bool listed(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; *p;) {
        size_t k = strcspn(p, " ");
        if (k == n && !strncmp(p, word, n))
            return true;
        p += k + (p[k] == ' ');
    }
    return false;
}

/* Every member is one the request takes. */
static bool members_known(Engine *e, const Request *r)
{
    for (int i = 0; i < e->line->nmembers; i++) {
        const char *key = e->line->members[i].key;
        if (!strcmp(key, "cmd") || !strcmp(key, "id") || listed(r->members, key))
            continue;
        char shown[96];
        err_text(key, 40, shown, sizeof shown);
        if (!*r->members)
            return engine_error(e, "unknown_member", "%s: unknown member '%s'; %s takes only id", r->name, shown, r->name);
        char expected[128];
        snprintf(expected, sizeof expected, "%s", r->members);
        for (char *c = expected; *c; c++)
            *c = *c == ' ' ? '/' : *c;
        return engine_error(e, "unknown_member", "%s: unknown member '%s'; expected %s or id", r->name, shown, expected);
    }
    return true;
}

/* The request's id, kept as JSON text to echo: a number as written or a string re-escaped. */
static bool take_id(Engine *e)
{
    e->id[0] = '\0';
    const LineMember *m = engine_line_get(e->line, "id");
    if (!m)
        return true;
    if (m->kind == LINE_NUMBER && strlen(m->text) < 32) {
        snprintf(e->id, sizeof e->id, "%s", m->text);
        return true;
    }
    if (m->kind == LINE_STRING && strlen(m->text) <= 64) {
        char *text = NULL;
        size_t size = 0;
        FILE *f = open_memstream(&text, &size);
        if (f) {
            json_string(f, m->text);
            fclose(f);
            if (text && size < sizeof e->id)
                memcpy(e->id, text, size + 1);
            free(text);
        }
        return true;
    }
    return engine_error(e, "bad_value", "id: expected a number or a string of at most 64 bytes");
}

static const Request *find_request(const char *name)
{
    for (int i = 0; i < NREQUESTS; i++)
        if (!strcmp(requests[i].name, name))
            return &requests[i];
    return NULL;
}

/* The names of the requests, joined by ", ". */
static void request_names(char *buf, size_t len)
{
    buf[0] = '\0';
    for (int i = 0; i < NREQUESTS; i++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", i ? ", " : "", requests[i].name);
    }
}

void engine_handle(Engine *e, const char *text, size_t len, bool too_long)
{
    e->lineno++;
    e->command = NULL;
    e->id[0] = '\0';
    char err[ENGINE_ERR_MAX];
    if (too_long) {
        engine_error(e, "too_long", "line %lld: longer than %d bytes; it was not read", e->lineno, ENGINE_LINE_MAX);
        return;
    }
    if (strspn(text, " \t\r") == len) /* blank lines are passed over, as a shell passes them */
        return;
    if (!engine_line_parse(e->line, text, len, err, sizeof err)) {
        engine_error(e, "bad_request", "line %lld: %s", e->lineno, err);
        return;
    }
    if (!take_id(e))
        return;
    const LineMember *cmd = engine_line_get(e->line, "cmd");
    if (!cmd || cmd->kind != LINE_STRING) {
        engine_error(e, "bad_request", "line %lld: expected a member \"cmd\" naming the request, e.g. {\"cmd\":\"moves\"}", e->lineno);
        return;
    }
    const Request *r = find_request(cmd->text);
    if (!r) {
        char shown[96], names[256];
        request_names(names, sizeof names);
        engine_error(e, "unknown_command", "unknown command '%s'; expected one of %s", err_text(cmd->text, 40, shown, sizeof shown),
                     names);
        return;
    }
    e->command = r->name;
    if (!members_known(e, r))
        return;
    if (!r->while_searching && engine_search_busy(&e->search)) {
        engine_error(e, "busy", "%s: a search is running; send stop first (or wait for its bestmove)", r->name);
        return;
    }
    if (!r->while_searching) /* a search answered by stop may still be returning: the game and table are its */
        engine_search_finish(&e->search);
    r->run(e);
}

/* ---- the requests that need no game ---- */

static bool cmd_hello(Engine *e)
{
    OutLine line;
    engine_begin(e, &line, "hello");
    if (line.f) {
        fprintf(line.f, ",\"engine\":\"kharbaga\",\"version\":\"%s\",\"protocol\":%d,\"commands\":[", KHARBAGA_VERSION,
                ENGINE_PROTOCOL);
        for (int i = 0; i < NREQUESTS; i++)
            fprintf(line.f, "%s\"%s\"", i ? "," : "", requests[i].name);
        fputc(']', line.f);
    }
    return engine_out_end(&e->out, &line);
}

static bool cmd_ping(Engine *e)
{
    OutLine line;
    engine_begin(e, &line, "pong");
    return engine_out_end(&e->out, &line);
}

/* The answer to stop comes after the stopped search's bestmove: "stopped" says whether one ran. */
static bool cmd_stop(Engine *e)
{
    bool stopped = engine_search_stop(&e->search);
    OutLine line;
    engine_begin(e, &line, "stop");
    if (line.f)
        fprintf(line.f, ",\"stopped\":%s", stopped ? "true" : "false");
    return engine_out_end(&e->out, &line);
}

static bool cmd_quit(Engine *e)
{
    engine_stop_search(e);
    e->quit = true;
    OutLine line;
    engine_begin(e, &line, "bye");
    return engine_out_end(&e->out, &line);
}

void engine_stop_search(Engine *e)
{
    engine_search_stop(&e->search);
    engine_search_finish(&e->search);
}

/* ---- the session ---- */

bool engine_open(Engine *e, Cli *cli)
{
    memset(e, 0, sizeof *e);
    engine_out_init(&e->out, stdout);
    e->line = engine_line_new();
    e->ai = malloc(sizeof *e->ai);
    e->hash_mb = ENGINE_HASH_DEFAULT_MB;
    snprintf(e->personality, sizeof e->personality, "master");
    e->def = cli->def;
    cli->def = NULL;
    const GameDef *def = e->def;
    snprintf(e->ruleset, sizeof e->ruleset, "%s", def->rulesets[def->ruleset].id);
    for (int i = 0; i < cli->nrules; i++)
        snprintf(e->rules[e->nrules++], ENGINE_RULE_MAX, "%s", cli->rules[i]);
    bool ok = e->line && e->ai && game_init(&e->game, &def->variant, cli->played ? &cli->before_play : &cli->pos);
    for (int i = 0; ok && i < cli->nplayed; i++)
        ok = game_play(&e->game, &cli->played[i], &cli->played_details[i]);
    if (!ok)
        cli_out_of_memory();
    return ok;
}

void engine_close(Engine *e)
{
    engine_search_free(&e->search);
    engine_drop_searcher(e);
    engine_drop_tables(e);
    game_free(&e->game);
    if (e->def)
        gamedef_release(e->def);
    free(e->def);
    movelist_free(&e->list);
    free(e->ai);
    engine_line_free(e->line);
    engine_out_destroy(&e->out);
}
