/*
 * web_api.c — the WebAssembly module's entry point: a verb and its query string, exactly as
 * GET /api/<verb>?<query> carries them, answered by the API's own code (lua/serve/api.c) under
 * the server's default limits, so that the answer is the server's byte for byte, and so
 * `kharbaga VERB --json`'s. The workshop's verbs take a variant script as POST
 * /api/workshop/<verb> does. lua/web/README.md; the JavaScript face is api_post.js.
 *
 * The module runs one call at a time (it has no threads); the answer is kept until the next.
 */
#include "web_api.h"

#include "gamecache.h"
#include "query_text.h"
#include "searches.h" /* SEARCHES_DEFAULT_TIME_MS, the server's default --max-time */

#include <emscripten/emscripten.h>

#include <stdlib.h>
#include <string.h>

static ApiAnswer last;
const ApiLimits web_limits = {.max_time_ms = SEARCHES_DEFAULT_TIME_MS,
                                 .request_ms = SEARCHES_DEFAULT_TIME_MS + API_REQUEST_MARGIN_MS};

/* The parameters of query (written into it) as the server reads a query string: split at '&'
 * (an empty piece is a parameter with an empty name, a trailing '&' ends the query), each piece
 * a key and, after its first '=', a value; both unescaped. */
static void parse_query(char *query, ApiParams *ps)
{
    ps->n = 0;
    ps->too_many = false;
    char *s = query;
    while (s && *s) {
        char *amp = strchr(s, '&');
        if (amp)
            *amp = '\0';
        char *eq = strchr(s, '=');
        if (eq)
            *eq = '\0';
        query_unescape(s);
        if (eq)
            query_unescape(eq + 1);
        api_params_add(ps, s, eq ? eq + 1 : NULL);
        s = amp ? amp + 1 : NULL;
    }
}

ApiAnswer *web_answer_begin(void)
{
    static bool started;
    if (!started) {
        cli_set_game_loader(gamecache_load); /* as the server: a game's script runs once */
        started = true;
    }
    api_answer_free(&last);
    last.status = 0;
    return &last;
}

bool web_parse_query(const char *query, char **copy, ApiParams **ps, ApiAnswer *a)
{
    *copy = strdup(query ? query : "");
    *ps = malloc(sizeof **ps);
    if (!*copy || !*ps) {
        free(*copy);
        free(*ps);
        api_error(a, 500, "no_memory", NULL, "out of memory");
        return false;
    }
    parse_query(*copy, *ps);
    return true;
}

/* Answers GET /api/<verb>?<query> (query without the '?', NULL or "" for none): returns the HTTP
 * status; the body is kharbaga_api_body(), kharbaga_api_length() bytes. */
EMSCRIPTEN_KEEPALIVE int kharbaga_api(const char *verb, const char *query)
{
    ApiAnswer *a = web_answer_begin();
    char *q;
    ApiParams *ps;
    if (web_parse_query(query, &q, &ps, a)) {
        api_answer(verb, ps, &web_limits, a);
        free(ps);
        free(q);
    }
    return a->status;
}

/* Answers POST /api/workshop/<verb>?<query> with the len bytes of script as its body (a variant
 * script: the game), as kharbaga_api. */
EMSCRIPTEN_KEEPALIVE int kharbaga_workshop(const char *verb, const char *query, const char *script, size_t len)
{
    ApiAnswer *a = web_answer_begin();
    char *q;
    ApiParams *ps;
    if (web_parse_query(query, &q, &ps, a)) {
        ApiScript s = {script ? script : "", script ? len : 0};
        api_workshop_answer(verb, ps, &s, &web_limits, a);
        free(ps);
        free(q);
    }
    return a->status;
}

/* The last answer's body and its length in bytes. */
EMSCRIPTEN_KEEPALIVE const char *kharbaga_api_body(void) { return last.body ? last.body : ""; }
EMSCRIPTEN_KEEPALIVE size_t kharbaga_api_length(void) { return last.body ? last.len : 0; }
