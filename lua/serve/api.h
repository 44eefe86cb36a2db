/*
 * api.h — the JSON API: a request (a verb and its parameters) turned into the command line of
 * that verb, run by the verb itself with its output captured, so that every answer is the
 * CLI's `kharbaga VERB --json`, byte for byte. Used by the HTTP server and the fuzz target.
 */
#ifndef KHARBAGA_API_H
#define KHARBAGA_API_H

#include "cli.h"

#include <stdbool.h>
#include <stddef.h>

enum {
    API_TABLE_MIB = 16,        /* the table of a long search (short ones: less): 50 at once stay under 1 GiB */
    API_MAX_PARAMS = 64,       /* parameters of one request */
    API_MAX_VALUE = 16384,     /* characters of one value */
    API_PERFT_MAX_DEPTH = 6,   /* perft's depth cap: a deeper count takes minutes */
    API_MAX_ID = 63,           /* characters of a game or personality id */
    API_MAX_FIXED = 8,         /* words of a verb's command line fixed on the API (Command.api_fixed) */
    API_MAX_ARGV = API_MAX_PARAMS * 2 + API_MAX_FIXED + 2, /* a request's command line, its NULL at the end */
};

typedef struct ApiParam {
    const char *key, *value; /* value: "" for a parameter given without one */
} ApiParam;

typedef struct ApiParams {
    int n;
    bool too_many; /* more than API_MAX_PARAMS were given */
    ApiParam p[API_MAX_PARAMS];
} ApiParams;

/* An answer: an HTTP status and its JSON body (malloc'd, NUL-terminated). */
typedef struct ApiAnswer {
    int status;
    char *body;
    size_t len;
} ApiAnswer;

/* The server's limits that the API applies to what a request asks. */
typedef struct ApiLimits {
    int max_time_ms;             /* the longest search a request may run */
    int request_ms;              /* the longest any request may count or search (its watchdog), 0: none */
    const StopFlag *closing; /* set when the server closes: every request gives up. NULL: never */
} ApiLimits;

/* A request's budget beyond its search's: the time it takes to answer around it. */
enum { API_REQUEST_MARGIN_MS = 1000 };

/* A variant script sent to the workshop (POST /api/workshop/...): its text, owned by the
 * caller, used for the one request and never kept. Problems name it API_SCRIPT_NAME. */
typedef struct ApiScript {
    const char *text;
    size_t len;
} ApiScript;

#define API_SCRIPT_NAME "workshop.lua"

/* Adds a parameter (key and value are kept by pointer); notes too_many when full. */
void api_params_add(ApiParams *ps, const char *key, const char *value);

/* Whether verb is one the API answers (GET /api/<verb>). */
bool api_has_verb(const char *verb);

/* Whether a request of verb takes the place of one of the server's search workers while it runs
 * (CMD_WORKER: analyze, study), to be refused with 503 when none is free. */
bool api_takes_worker(const char *verb);

/* Answers GET /api/<verb>?params. OUT: a (body to free with api_answer_free). A verb the API
 * does not know: 404; a bad parameter: 400 with {"error", "parameter"}. */
void api_answer(const char *verb, const ApiParams *ps, const ApiLimits *limits, ApiAnswer *a);

/* Whether verb is one the workshop answers (POST /api/workshop/<verb>). */
bool api_has_workshop_verb(const char *verb);

/* Answers POST /api/workshop/<verb>?params with the script as the game: the verb's answer as for
 * `kharbaga VERB FILE --json` (check) or `kharbaga VERB --variant FILE --json` (the others) on a
 * file named API_SCRIPT_NAME holding the script. The parameter variant is refused (the script
 * is the game). OUT: a, as api_answer. */
void api_workshop_answer(const char *verb, const ApiParams *ps, const ApiScript *script, const ApiLimits *limits,
                         ApiAnswer *a);

/* The transposition table, in MiB, of a search the server runs for time_ms (0: until the cap
 * max_time_ms): no larger than the search can fill. */
int api_table_mib(int time_ms, int max_time_ms);

/* The command line of the analysis a search request asks (POST /api/search): the parameters of
 * `analyze` (variant, ruleset, rule, position, play, ai, time, depth), checked as api_answer
 * checks them, parsed into cli; with a script (POST /api/workshop/search; NULL otherwise), the
 * script is the game instead of variant, and cli points into it. argv (API_MAX_ARGV entries)
 * keeps the words cli points into. Returns true, or false with the 400 answer in a. */
bool api_search_command(const ApiParams *ps, const ApiScript *script, const ApiLimits *limits, Cli *cli,
                        const char **argv, ApiAnswer *a);

/* The command line of verb for the parameters ps, checked as api_answer checks a request's, parsed
 * into cli with the server's limits (with a script, not NULL, the script is the game); argv
 * (API_MAX_ARGV entries) keeps the words cli points into. Returns true, or false with the 400
 * answer in a. For a caller that runs the command itself (api_search_command; the WebAssembly
 * module's table builds). */
bool api_command(const Command *verb, const ApiParams *ps, const ApiScript *script, const ApiLimits *limits, Cli *cli,
                 const char **argv, ApiAnswer *a);

/* Runs fn(cli, ctx) with the calling thread's command output and errors captured: status 0 gives
 * 200 and the output; an error gives 400 (500 for memory) with the first error line and the
 * parameter it names (or fallback). */
void api_capture(int (*fn)(Cli *cli, void *ctx), Cli *cli, void *ctx, const char *fallback, ApiAnswer *a);

/* The language of the calling thread for the request whose `lang` parameter is code (NULL: none):
 * its catalog, or English for none or a code that has none (use_request_language, in
 * api_answer, refuses that code with its own answer). Set before any refusal, so that the
 * server's own messages follow the request as the verbs' do. */
void api_use_language(const char *code);

/* An error answer: {"error": message, "code": code, "parameter": parameter or null}. The code is
 * what a program reads (docs/api.md, "Errors"): the same in every language, where the message is
 * in the request's. */
void api_error(ApiAnswer *a, int status, const char *code, const char *parameter, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* The code of an error said by its HTTP status alone: "forbidden" (403), "not_found" (404),
 * "method_not_allowed" (405), "too_large" (413), "no_memory" (500), "busy" (503), else
 * "refused". */
const char *api_status_code(int status);

/* Begins an answer of status: its body written to the stream returned, complete once that is
 * closed. NULL, with status 500 and no body, without the memory (the server then sends its own
 * "out of memory"). */
FILE *api_answer_open(ApiAnswer *a, int status);

void api_answer_free(ApiAnswer *a);

#endif
