/*
 * api.c — the JSON API's verbs: each request becomes the verb's own command line, checked here
 * only for what a server must refuse beyond the CLI's checks (unknown parameters, a path where a
 * game id belongs, the depth and time caps), then parsed and run by the CLI's code with its
 * output captured.
 */
#include "api.h"
#include "i18n.h"

#include "commands.h"
#include "json.h"
#include "lang.h"
#include "watchdog.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* The verbs are the command table's (commands.c) marked CMD_API or CMD_WORKSHOP; their parameters
 * are the options of their groups on the API (cli_api_groups: all of the command's, or those its
 * entry names) that the table of options marks as on the API (cli_api_param). A verb runs as its
 * command does, with --json and the options its entry fixes on the API (study's depth). Options
 * that name a file (--output, --record, --save, --load) are on no verb: a record's moves come as
 * dispute's play with part. */

/* The analysis a search runs: analyze's command without --json. */
static Command search_command(void)
{
    Command cmd = *commands_find("analyze");
    cmd.options &= ~(unsigned)OPT_JSON;
    return cmd;
}

void api_params_add(ApiParams *ps, const char *key, const char *value)
{
    if (ps->n == API_MAX_PARAMS) {
        ps->too_many = true;
        return;
    }
    ps->p[ps->n].key = key;
    ps->p[ps->n].value = value ? value : "";
    ps->n++;
}

/* The command of verb name that the API answers where `where` (CMD_API, CMD_WORKSHOP), or NULL. */
static const Command *find_verb(const char *name, unsigned where)
{
    const Command *cmd = commands_find(name);
    return cmd && (cmd->api & where) ? cmd : NULL;
}

bool api_has_verb(const char *verb) { return find_verb(verb, CMD_API) != NULL; }

bool api_takes_worker(const char *verb)
{
    const Command *cmd = find_verb(verb, CMD_API);
    return cmd && (cmd->api & CMD_WORKER);
}

/* "learn, rules, ... or perft": the verbs answered where `where`, in the table's order, for the
 * error naming an unknown one. */
static void list_verbs(unsigned where, char *buf, size_t len)
{
    int n, listed = 0, count = 0;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++)
        count += (commands[i].api & where) != 0;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++)
        if (commands[i].api & where) {
            listed++;
            used += (size_t)snprintf(buf + used, len - used, "%s%s", listed == 1 ? "" : listed < count ? ", " : " or ",
                                     commands[i].name);
        }
}

FILE *api_answer_open(ApiAnswer *a, int status)
{
    a->status = status;
    a->body = NULL;
    a->len = 0;
    FILE *out = open_memstream(&a->body, &a->len);
    if (!out)
        a->status = 500;
    return out;
}

void api_answer_free(ApiAnswer *a)
{
    free(a->body);
    a->body = NULL;
    a->len = 0;
}

const char *api_status_code(int status)
{
    switch (status) {
    case 403: return "forbidden";
    case 404: return "not_found";
    case 405: return "method_not_allowed";
    case 413: return "too_large";
    case 500: return "no_memory";
    case 503: return "busy";
    default: return "refused";
    }
}

/* The answer of api_error, with the number of the move of `play` it is about when move > 0. */
static void error_answer(ApiAnswer *a, int status, const char *code, const char *parameter, int move, const char *msg)
{
    FILE *out = api_answer_open(a, status);
    if (!out)
        return;
    fprintf(out, "{\"error\":");
    json_string(out, msg);
    json_string_member(out, "code", code);
    json_string_member(out, "parameter", parameter);
    if (move > 0)
        fprintf(out, ",\"move\":%d", move);
    fprintf(out, "}\n");
    fclose(out);
}

void api_error(ApiAnswer *a, int status, const char *code, const char *parameter, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    err_vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    error_answer(a, status, code, parameter, 0, msg);
}

/* The API's parameter param for a command taking the option groups `options` on the API, in *p;
 * false if there is none. */
static bool find_param(const char *param, unsigned options, CliParam *p)
{
    for (int i = 0; cli_api_param(i, p); i++)
        if ((p->verbs & options) && !strcmp(p->name, param))
            return true;
    return false;
}

/* The parameters this verb takes, its argument's first, for the error naming an unknown one. */
static void list_params(const Command *verb, char *buf, size_t len)
{
    buf[0] = '\0';
    size_t used = 0;
    if (verb->param)
        used += (size_t)snprintf(buf, len, "%s", verb->param);
    CliParam p;
    for (int i = 0; cli_api_param(i, &p); i++)
        if ((p.verbs & cli_api_groups(verb)) && used + strlen(p.name) + 3 < len)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "", p.name);
    if (!used)
        snprintf(buf, len, "none");
}

static bool is_id(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > API_MAX_ID)
        return false;
    for (; *s; s++)
        if (!isalnum((unsigned char)*s) && *s != '-' && *s != '_')
            return false;
    return true;
}

/* A flag's value: "", "1", "true" (true) or "0", "false" (false); else false in *ok. */
static bool flag_value(const char *value, bool *ok)
{
    *ok = true;
    if (!*value || !strcmp(value, "1") || !strcmp(value, "true"))
        return true;
    if (!strcmp(value, "0") || !strcmp(value, "false"))
        return false;
    *ok = false;
    return false;
}

/* Checks the caps of the server on a numeric value; false with the answer in a. */
static bool within_caps(const Command *verb, const ApiParam *p, const ApiLimits *limits, ApiAnswer *a)
{
    long long n = atoll(p->value);
    bool number = isdigit((unsigned char)p->value[0]) && strspn(p->value, "0123456789") == strlen(p->value);
    if (!number) /* the CLI's parser says what a number must look like */
        return true;
    if (!strcmp(verb->name, "perft") && !strcmp(p->key, "depth") && (n < 1 || n > API_PERFT_MAX_DEPTH)) {
        api_error(a, 400, "over_cap", "depth", "depth %s: expected a whole number from 1 to %d (the server's cap for perft)",
                  p->value, API_PERFT_MAX_DEPTH);
        return false;
    }
    if (!strcmp(p->key, "time") && limits->max_time_ms && (n < 1 || n > limits->max_time_ms)) {
        api_error(a, 400, "over_cap", "time", "time %s: expected milliseconds, a whole number from 1 to %d (the server's cap)",
                  p->value, limits->max_time_ms);
        return false;
    }
    return true;
}

/* A value given for the verb's argument (explain's move), once: a word of the notation, never empty
 * and never starting with '-', so that no reading of the command line could take it for an option.
 * False with the 400 answer in a. */
static bool operand_ok(const ApiParam *p, ApiAnswer *a, bool twice)
{
    char shown[160];
    if (twice) {
        api_error(a, 400, "repeated_parameter", p->key, "%s is given twice; give it once", p->key);
        return false;
    }
    if (p->value[0] && p->value[0] != '-')
        return true;
    api_error(a, 400, "move_syntax", p->key, "%s %s: expected a move in the notation, such as e3-e5 (docs/notation.md)", p->key,
              err_quote(p->value, 40, shown, sizeof shown));
    return false;
}

static const char API_LANG[] = "lang"; /* the parameter every verb takes: the language of its answer */

/* The language of the request's sentences, for the calling thread: its parameter lang (a code of
 * `kharbaga --lang`), else English, whatever the language the server was started in; keys, move
 * and position text stay the same in every language (docs/api.md, "Languages"). False, with the
 * answer made, for a language the program has no catalog of. */
void api_use_language(const char *code)
{
    const Catalog *catalog = NULL;
    char msg[512];
    if (!code || !lang_catalog(code, &catalog, msg, sizeof msg))
        catalog = NULL;
    i18n_use(catalog);
}

static bool use_request_language(const ApiParams *ps, ApiAnswer *a)
{
    i18n_use(NULL);
    const char *code = NULL;
    for (int i = 0; i < ps->n; i++) {
        if (strcmp(ps->p[i].key, API_LANG))
            continue;
        if (code) {
            api_error(a, 400, "repeated_parameter", API_LANG, "lang: given twice; at most once");
            return false;
        }
        code = ps->p[i].value;
    }
    const Catalog *catalog = NULL;
    char msg[512];
    if (code && !lang_catalog(code, &catalog, msg, sizeof msg)) {
        api_error(a, 400, "unknown_language", API_LANG, "%s", msg);
        return false;
    }
    i18n_use(catalog);
    return true;
}

/* The command line of verb for the parameters: argv[0] is the first option (no program or verb
 * name, as cli_parse takes it). Returns argc, or -1 with the 400 answer in a. */
static int build_argv(const Command *verb, const ApiParams *ps, const ApiLimits *limits, const char **argv, ApiAnswer *a)
{
    int argc = 0;
    const char *operand = NULL; /* the verb's argument (explain's move) */
    if (ps->too_many) {
        api_error(a, 400, "too_many_parameters", NULL, "more than %d parameters", API_MAX_PARAMS);
        return -1;
    }
    if (verb->options & OPT_JSON)
        argv[argc++] = "--json";
    for (int k = 0; verb->api_fixed && k < API_MAX_FIXED && verb->api_fixed[k]; k++)
        argv[argc++] = verb->api_fixed[k];
    for (int i = 0; i < ps->n; i++) {
        const ApiParam *p = &ps->p[i];
        char shown[160];
        if (strlen(p->value) > API_MAX_VALUE) {
            api_error(a, 400, "too_long", p->key, "%s: a value of %zu characters; at most %d", p->key, strlen(p->value), API_MAX_VALUE);
            return -1;
        }
        if (!strcmp(p->key, API_LANG))
            continue; /* use_request_language's */
        if (verb->param && !strcmp(p->key, verb->param)) {
            if (!operand_ok(p, a, operand != NULL))
                return -1;
            operand = p->value; /* after "--", below: never read as an option */
            continue;
        }
        CliParam o;
        if (!find_param(p->key, cli_api_groups(verb), &o)) {
            char known[512];
            list_params(verb, known, sizeof known);
            api_error(a, 400, "unknown_parameter", p->key, "unknown parameter '%s' for '%s': expected one of %s",
                      err_text(p->key, 40, shown, sizeof shown), verb->name, known);
            return -1;
        }
        if (o.id && !is_id(p->value)) {
            api_error(a, 400, "not_an_id", p->key,
                      "%s %s: expected the id of one on the search path (letters, digits, '-' and '_', at most %d), "
                      "not a file name",
                      p->key, err_quote(p->value, 40, shown, sizeof shown), API_MAX_ID);
            return -1;
        }
        if (!within_caps(verb, p, limits, a))
            return -1;
        if (o.flag) {
            bool ok, on = flag_value(p->value, &ok);
            if (!ok) {
                api_error(a, 400, "not_a_flag", p->key, "%s %s: expected true or false (or no value)", p->key,
                          err_quote(p->value, 20, shown, sizeof shown));
                return -1;
            }
            if (on)
                argv[argc++] = o.option;
            continue;
        }
        argv[argc++] = o.option;
        argv[argc++] = p->value;
    }
    if (operand) {
        argv[argc++] = "--";
        argv[argc++] = operand;
    }
    argv[argc] = NULL;
    return argc;
}

void api_capture(int (*fn)(Cli *cli, void *ctx), Cli *cli, void *ctx, const char *fallback, ApiAnswer *a)
{
    char *out = NULL, *err = NULL;
    size_t outlen = 0, errlen = 0;
    FILE *o = open_memstream(&out, &outlen), *e = open_memstream(&err, &errlen);
    if (!o || !e) {
        if (o)
            fclose(o);
        if (e)
            fclose(e);
        free(out);
        free(err);
        api_error(a, 500, "no_memory", NULL, "out of memory");
        return;
    }
    cli_redirect(o, e);
    int status = fn(cli, ctx);
    char failed[32], msg[4096]; /* the first failure: its input and message */
    snprintf(failed, sizeof failed, "%s", cli_failed_input() ? cli_failed_input() : "");
    snprintf(msg, sizeof msg, "%s", cli_failed_message() ? cli_failed_message() : "the request failed");
    bool no_memory = cli_failed_for_memory();
    ErrCode code = no_memory ? ERR_NO_MEMORY : cli_failed_code();
    int move = cli_failed_move();
    cli_redirect(NULL, NULL);
    fclose(o);
    fclose(e);
    if (status == 0) {
        a->status = 200;
        a->body = out;
        a->len = outlen;
    } else {
        free(out);
        error_answer(a, no_memory ? 500 : 400, err_code_name(code), failed[0] ? failed : fallback, move, msg);
    }
    free(err);
}

typedef struct VerbCall {
    const Command *verb;
    int argc;
    const char **argv;
    const ApiLimits *limits;
    const ApiScript *script; /* the workshop's script, or NULL */
} VerbCall;

/* Allocating and zeroing a table is the largest cost of a short search, and its page faults
 * hold the process's memory lock that every request thread also needs, so the short searches a
 * page asks for most (an AI at 100 ms, the analysis arrow) get small tables. A search of 50 ms
 * stores about 250,000 positions at most, which 1 MiB (65,536 entries) mostly keeps. */
int api_table_mib(int time_ms, int max_time_ms)
{
    int ms = time_ms > 0 && (max_time_ms <= 0 || time_ms < max_time_ms) ? time_ms : max_time_ms;
    if (ms > 0 && ms <= 50)
        return 1;
    if (ms > 0 && ms <= 250)
        return API_TABLE_MIB / 8;
    if (ms > 0 && ms <= 1000)
        return API_TABLE_MIB / 2;
    return API_TABLE_MIB;
}

/* The parsed command line of call, with the workshop's script as its game and the server's
 * limits: its longest search, and a table no larger than its search can fill. */
static void fit_to_server(Cli *cli, const VerbCall *call)
{
    cli->max_time_ms = call->limits->max_time_ms;
    cli->table_mib = api_table_mib(cli->time_ms, cli->max_time_ms);
    if (!call->script)
        return;
    cli->script = call->script->text;
    cli->script_len = call->script->len;
    cli->script_name = API_SCRIPT_NAME;
}

/* Runs the verb of call on its parsed command line, under the request's budget: a watchdog sets
 * the command line's stop flag once limits->request_ms have passed or the server closes, and the
 * verbs that count or search give up then (a perft, a script's tests, an analysis). */
static int run_verb(Cli *cli, void *ctx)
{
    const VerbCall *call = ctx;
    if (!cli_parse(cli, call->verb, call->argc, (char **)call->argv))
        return 2;
    fit_to_server(cli, call);
    StopFlag stop = false;
    Watchdog w;
    if (!watchdog_start(&w, call->limits->request_ms, call->limits->closing, &stop)) {
        cli_free(cli);
        return cli_error("out of threads: cannot watch the request's time");
    }
    cli->stop = &stop;
    int status = call->verb->run(cli);
    watchdog_end(&w);
    cli->stop = NULL;
    cli_free(cli);
    return status;
}

void api_answer(const char *verb_name, const ApiParams *ps, const ApiLimits *limits, ApiAnswer *a)
{
    const Command *verb = find_verb(verb_name, CMD_API);
    if (!verb) {
        char shown[160], known[256];
        list_verbs(CMD_API, known, sizeof known);
        api_error(a, 404, "unknown_verb", NULL, "unknown API verb '%s' (expected %s)", err_text(verb_name, 40, shown, sizeof shown),
                  known);
        return;
    }
    const char *argv[API_MAX_ARGV];
    if (!use_request_language(ps, a))
        return;
    int argc = build_argv(verb, ps, limits, argv, a);
    if (argc < 0)
        return;
    VerbCall call = {verb, argc, argv, limits, NULL};
    Cli cli;
    api_capture(run_verb, &cli, &call, verb->param, a);
}

/* A verb as the workshop runs it: without --variant, whose place the script takes. */
static Command workshop_verb(const Command *verb)
{
    Command v = *verb;
    v.options &= ~(unsigned)OPT_VARIANT;
    return v;
}

bool api_has_workshop_verb(const char *verb) { return find_verb(verb, CMD_WORKSHOP) != NULL; }

void api_workshop_answer(const char *verb_name, const ApiParams *ps, const ApiScript *script, const ApiLimits *limits,
                         ApiAnswer *a)
{
    if (!api_has_workshop_verb(verb_name)) {
        char shown[160], known[256];
        list_verbs(CMD_WORKSHOP, known, sizeof known);
        api_error(a, 404, "unknown_verb", NULL, "unknown workshop verb '%s' (expected %s; or search)",
                  err_text(verb_name, 40, shown, sizeof shown), known);
        return;
    }
    Command verb = workshop_verb(find_verb(verb_name, CMD_WORKSHOP));
    const char *argv[API_MAX_ARGV];
    if (!use_request_language(ps, a))
        return;
    int argc = build_argv(&verb, ps, limits, argv, a);
    if (argc < 0)
        return;
    VerbCall call = {&verb, argc, argv, limits, script};
    Cli cli;
    api_capture(run_verb, &cli, &call, verb.param ? verb.param : "script", a);
}

static int parse_command(Cli *cli, void *ctx)
{
    const VerbCall *call = ctx;
    if (!cli_parse(cli, call->verb, call->argc, (char **)call->argv))
        return 2;
    fit_to_server(cli, call);
    return 0;
}

bool api_command(const Command *verb, const ApiParams *ps, const ApiScript *script, const ApiLimits *limits, Cli *cli,
                 const char **argv, ApiAnswer *a)
{
    Command v = script ? workshop_verb(verb) : *verb;
    if (!use_request_language(ps, a))
        return false;
    int argc = build_argv(&v, ps, limits, argv, a);
    if (argc < 0)
        return false;
    VerbCall call = {&v, argc, argv, limits, script};
    api_capture(parse_command, cli, &call, NULL, a);
    if (a->status != 200)
        return false;
    api_answer_free(a);
    return true;
}

bool api_search_command(const ApiParams *ps, const ApiScript *script, const ApiLimits *limits, Cli *cli,
                        const char **argv, ApiAnswer *a)
{
    Command search = search_command();
    return api_command(&search, ps, script, limits, cli, argv, a);
}
