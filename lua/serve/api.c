/*
 * api.c — the JSON API's verbs: each request becomes the verb's own command line, checked here
 * only for what a server must refuse beyond the CLI's checks (unknown parameters, a path where a
 * game id belongs, the depth and time caps), then parsed and run by the CLI's code with its
 * output captured.
 */
#include "api.h"

#include "commands.h"
#include "json.h"
#include "watchdog.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A verb the API answers: the CLI's entry point and the options of its command line that a
 * request may give (never one that names a file: --output, --record, --save, --load; a record's
 * moves come as dispute's play with part). */
typedef struct ApiVerb {
    const char *name;
    int (*run)(Cli *cli);
    unsigned options;
    const char *positional; /* the parameter that is the verb's argument (explain's move), or NULL */
    const char *missing;    /* the parameter an error names when its message names none (a missing
                               required one), or NULL */
} ApiVerb;

static const ApiVerb api_verbs[] = {
    {"variants", cmd_variants, OPT_JSON | OPT_LONG, NULL, NULL},
    {"rules", cmd_rules, OPT_JSON | OPT_VARIANT | OPT_RULES, NULL, NULL},
    {"family", cmd_family, OPT_JSON, NULL, NULL},
    {"explain", cmd_explain, OPT_SETUP | OPT_JSON, "move", "move"},
    {"personalities", cmd_personalities, OPT_JSON, NULL, NULL},
    {"moves", cmd_moves, OPT_SETUP | OPT_JSON, NULL, NULL},
    {"show", cmd_show, OPT_SETUP | OPT_JSON, NULL, NULL},
    {"render", cmd_render, OPT_SETUP | OPT_JSON | OPT_RENDER, NULL, NULL},
    {"analyze", cmd_analyze, OPT_SETUP | OPT_JSON | OPT_AI | OPT_DEPTH | OPT_TIME, NULL, NULL},
    {"dispute", cmd_dispute, OPT_SETUP | OPT_JSON | OPT_SPECS, NULL, "b"},
    {"perft", cmd_perft, OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_DIVIDE, NULL, "depth"},
    {"learn", cmd_learn, OPT_JSON | OPT_VARIANT | OPT_LESSON, NULL, NULL},
};

/* The workshop's verbs (POST /api/workshop/<verb>, the script as the body): check, and the verbs
 * above that show a game, with every option but --variant (the script is the game). */
static const ApiVerb api_check_verb = {"check", cmd_check, OPT_JSON | OPT_CHECK, NULL, NULL};
static const char *const workshop_verbs[] = {"check", "render", "moves", "show", "perft", "rules", "explain"};
enum { API_NWORKSHOP = sizeof workshop_verbs / sizeof workshop_verbs[0] };
enum { API_NVERBS = sizeof api_verbs / sizeof api_verbs[0] };

/* A request parameter: the CLI option it becomes, for the verbs whose options hold its group. */
typedef struct ApiOption {
    const char *param;
    unsigned group;     /* an OPT_* bit */
    const char *option; /* "--variant" */
    bool flag;          /* takes no value: true, 1 or nothing give it, false or 0 leave it out */
    bool id;            /* an id on the search path, never a path */
} ApiOption;

static const ApiOption api_options[] = {
    {"variant", OPT_VARIANT, "--variant", false, true},
    {"ruleset", OPT_RULES, "--ruleset", false, false},
    {"rule", OPT_RULES, "--rule", false, false},
    {"position", OPT_POSITION, "--position", false, false},
    {"position", OPT_CHECK, "--position", false, false}, /* check's, repeatable */
    {"play", OPT_POSITION, "--play", false, false},
    {"depth", OPT_DEPTH, "--depth", false, false},
    {"divide", OPT_DIVIDE, "--divide", true, false},
    {"time", OPT_TIME, "--time", false, false},
    {"ai", OPT_AI, "--ai", false, true},
    {"a", OPT_SPECS, "--a", false, false},
    {"b", OPT_SPECS, "--b", false, false},
    {"c", OPT_SPECS, "--c", false, false},
    {"d", OPT_SPECS, "--d", false, false},
    {"part", OPT_SPECS, "--part", true, false},
    {"at", OPT_SPECS, "--at", false, false},
    {"from", OPT_SPECS, "--from", false, false},
    {"move", OPT_RENDER, "--move", false, false},
    {"size", OPT_RENDER, "--size", false, false},
    {"no-coordinates", OPT_RENDER, "--no-coordinates", true, false},
    {"long", OPT_LONG, "--long", true, false},
    {"lesson", OPT_LESSON, "--lesson", false, false},
    {"answer", OPT_LESSON, "--answer", false, false},
    {"found", OPT_LESSON, "--found", false, false},
    {"tries", OPT_LESSON, "--tries", false, false},
};
enum { API_NOPTIONS = sizeof api_options / sizeof api_options[0] };

/* The analysis a search runs: analyze's options without --json. */
static const ApiVerb api_search_verb = {"search", cmd_analyze, OPT_SETUP | OPT_AI | OPT_DEPTH | OPT_TIME, NULL, NULL};

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

static const ApiVerb *find_verb(const char *name)
{
    for (int i = 0; i < API_NVERBS; i++)
        if (!strcmp(api_verbs[i].name, name))
            return &api_verbs[i];
    return NULL;
}

bool api_has_verb(const char *verb) { return find_verb(verb) != NULL; }

/* "variants, rules, ... or learn": the verbs of api_verbs, for the error naming an unknown one. */
static void list_verbs(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < API_NVERBS && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", i == 0 ? "" : i + 1 < API_NVERBS ? ", " : " or ",
                                 api_verbs[i].name);
}

void api_answer_free(ApiAnswer *a)
{
    free(a->body);
    a->body = NULL;
    a->len = 0;
}

void api_error(ApiAnswer *a, int status, const char *parameter, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    va_start(ap, fmt);
    err_vformat(msg, sizeof msg, fmt, ap);
    va_end(ap);
    a->status = status;
    a->body = NULL;
    a->len = 0;
    FILE *out = open_memstream(&a->body, &a->len);
    if (!out)
        return;
    fprintf(out, "{\"error\":");
    json_string(out, msg);
    fprintf(out, ",\"parameter\":");
    if (parameter)
        json_string(out, parameter);
    else
        fprintf(out, "null");
    fprintf(out, "}\n");
    fclose(out);
}

static const ApiOption *find_option(const char *param, unsigned options)
{
    for (int i = 0; i < API_NOPTIONS; i++)
        if ((api_options[i].group & options) && !strcmp(api_options[i].param, param))
            return &api_options[i];
    return NULL;
}

/* The parameters this verb takes, for the error naming an unknown one. */
static void list_params(const ApiVerb *verb, char *buf, size_t len)
{
    buf[0] = '\0';
    size_t used = 0;
    for (int i = 0; i < API_NOPTIONS; i++) {
        const char *name = (api_options[i].group & verb->options) ? api_options[i].param : NULL;
        if (i == 0 && verb->positional)
            name = verb->positional;
        if (name && used + strlen(name) + 3 < len)
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "", name);
    }
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
static bool within_caps(const ApiVerb *verb, const ApiParam *p, const ApiLimits *limits, ApiAnswer *a)
{
    long long n = atoll(p->value);
    bool number = isdigit((unsigned char)p->value[0]) && strspn(p->value, "0123456789") == strlen(p->value);
    if (!number) /* the CLI's parser says what a number must look like */
        return true;
    if (!strcmp(verb->name, "perft") && !strcmp(p->key, "depth") && (n < 1 || n > API_PERFT_MAX_DEPTH)) {
        api_error(a, 400, "depth", "depth %s: expected a whole number from 1 to %d (the server's cap for perft)",
                  p->value, API_PERFT_MAX_DEPTH);
        return false;
    }
    if (!strcmp(p->key, "time") && limits->max_time_ms && (n < 1 || n > limits->max_time_ms)) {
        api_error(a, 400, "time", "time %s: expected milliseconds, a whole number from 1 to %d (the server's cap)",
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
        api_error(a, 400, p->key, "%s is given twice; give it once", p->key);
        return false;
    }
    if (p->value[0] && p->value[0] != '-')
        return true;
    api_error(a, 400, p->key, "%s %s: expected a move in the notation, such as e3-e5 (docs/notation.md)", p->key,
              err_quote(p->value, 40, shown, sizeof shown));
    return false;
}

/* The command line of verb for the parameters: argv[0] is the first option (no program or verb
 * name, as cli_parse takes it). Returns argc, or -1 with the 400 answer in a. */
static int build_argv(const ApiVerb *verb, const ApiParams *ps, const ApiLimits *limits, const char **argv, ApiAnswer *a)
{
    int argc = 0;
    const char *operand = NULL; /* the verb's argument (explain's move) */
    if (ps->too_many) {
        api_error(a, 400, NULL, "more than %d parameters", API_MAX_PARAMS);
        return -1;
    }
    if (verb->options & OPT_JSON)
        argv[argc++] = "--json";
    for (int i = 0; i < ps->n; i++) {
        const ApiParam *p = &ps->p[i];
        char shown[160];
        if (strlen(p->value) > API_MAX_VALUE) {
            api_error(a, 400, p->key, "%s: a value of %zu characters; at most %d", p->key, strlen(p->value), API_MAX_VALUE);
            return -1;
        }
        if (verb->positional && !strcmp(p->key, verb->positional)) {
            if (!operand_ok(p, a, operand != NULL))
                return -1;
            operand = p->value; /* after "--", below: never read as an option */
            continue;
        }
        const ApiOption *o = find_option(p->key, verb->options);
        if (!o) {
            char known[512];
            list_params(verb, known, sizeof known);
            api_error(a, 400, p->key, "unknown parameter '%s' for '%s': expected one of %s",
                      err_text(p->key, 40, shown, sizeof shown), verb->name, known);
            return -1;
        }
        if (o->id && !is_id(p->value)) {
            api_error(a, 400, p->key,
                      "%s %s: expected the id of one on the search path (letters, digits, '-' and '_', at most %d), "
                      "not a file name",
                      p->key, err_quote(p->value, 40, shown, sizeof shown), API_MAX_ID);
            return -1;
        }
        if (!within_caps(verb, p, limits, a))
            return -1;
        if (o->flag) {
            bool ok, on = flag_value(p->value, &ok);
            if (!ok) {
                api_error(a, 400, p->key, "%s %s: expected true or false (or no value)", p->key,
                          err_quote(p->value, 20, shown, sizeof shown));
                return -1;
            }
            if (on)
                argv[argc++] = o->option;
            continue;
        }
        argv[argc++] = o->option;
        argv[argc++] = p->value;
    }
    if (operand) {
        argv[argc++] = "--";
        argv[argc++] = operand;
    }
    argv[argc] = NULL;
    return argc;
}

/* The first line of the captured errors, without "kharbaga: ", into msg. */
static void first_error_line(const char *err, char *msg, size_t len)
{
    const char *line = err ? err : "";
    if (!strncmp(line, "kharbaga: ", 10))
        line += 10;
    size_t n = strcspn(line, "\n");
    snprintf(msg, len, "%.*s", (int)n, line);
    if (!msg[0])
        snprintf(msg, len, "the request failed");
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
        api_error(a, 500, NULL, "out of memory");
        return;
    }
    cli_redirect(o, e);
    int status = fn(cli, ctx);
    char failed[32];
    snprintf(failed, sizeof failed, "%s", cli_failed_input() ? cli_failed_input() : "");
    cli_redirect(NULL, NULL);
    fclose(o);
    fclose(e);
    if (status == 0) {
        a->status = 200;
        a->body = out;
        a->len = outlen;
    } else {
        char msg[4096];
        first_error_line(err, msg, sizeof msg);
        free(out);
        api_error(a, strcmp(msg, "out of memory") ? 400 : 500, failed[0] ? failed : fallback, "%s", msg);
    }
    free(err);
}

typedef struct VerbCall {
    const ApiVerb *verb;
    int argc;
    const char **argv;
    const ApiLimits *limits;
    const ApiScript *script; /* the workshop's script, or NULL */
} VerbCall;

/* The parsed command line of call, with the workshop's script as its game. */
static void give_script(Cli *cli, const VerbCall *call)
{
    cli->max_time_ms = call->limits->max_time_ms;
    if (!call->script)
        return;
    cli->script = call->script->text;
    cli->script_len = call->script->len;
    cli->script_name = API_SCRIPT_NAME;
}

/* The command a request runs: the verb's own parser and entry point. */
static Command verb_command(const ApiVerb *verb)
{
    Command cmd = {.name = verb->name, .summary = "", .usage = "", .options = verb->options,
                   .max_args = verb->positional ? 1 : 0, .run = verb->run};
    return cmd;
}

/* Runs the verb of call on its parsed command line, under the request's budget: a watchdog sets
 * the command line's stop flag once limits->request_ms have passed or the server closes, and the
 * verbs that count or search give up then (a perft, a script's tests, an analysis). */
static int run_verb(Cli *cli, void *ctx)
{
    const VerbCall *call = ctx;
    Command cmd = verb_command(call->verb);
    if (!cli_parse(cli, &cmd, call->argc, (char **)call->argv))
        return 2;
    give_script(cli, call);
    StopFlag stop = false;
    Watchdog w;
    if (!watchdog_start(&w, call->limits->request_ms, call->limits->closing, &stop)) {
        cli_free(cli);
        return cli_error("out of threads: cannot watch the request's time");
    }
    cli->stop = &stop;
    int status = cmd.run(cli);
    watchdog_end(&w);
    cli->stop = NULL;
    cli_free(cli);
    return status;
}

void api_answer(const char *verb_name, const ApiParams *ps, const ApiLimits *limits, ApiAnswer *a)
{
    const ApiVerb *verb = find_verb(verb_name);
    if (!verb) {
        char shown[160], known[256];
        list_verbs(known, sizeof known);
        api_error(a, 404, NULL, "unknown API verb '%s' (expected %s)", err_text(verb_name, 40, shown, sizeof shown),
                  known);
        return;
    }
    const char *argv[API_MAX_PARAMS * 2 + 2];
    int argc = build_argv(verb, ps, limits, argv, a);
    if (argc < 0)
        return;
    VerbCall call = {verb, argc, argv, limits, NULL};
    Cli cli;
    api_capture(run_verb, &cli, &call, verb->missing, a);
}

/* A verb as the workshop runs it: without --variant, whose place the script takes. */
static ApiVerb workshop_verb(const ApiVerb *verb)
{
    ApiVerb v = *verb;
    v.options &= ~(unsigned)OPT_VARIANT;
    return v;
}

bool api_has_workshop_verb(const char *verb)
{
    for (int i = 0; i < API_NWORKSHOP; i++)
        if (!strcmp(workshop_verbs[i], verb))
            return true;
    return false;
}

void api_workshop_answer(const char *verb_name, const ApiParams *ps, const ApiScript *script, const ApiLimits *limits,
                         ApiAnswer *a)
{
    if (!api_has_workshop_verb(verb_name)) {
        char shown[160];
        api_error(a, 404, NULL, "unknown workshop verb '%s' (expected check, render, moves, show, perft, rules or "
                                "explain; or search)",
                  err_text(verb_name, 40, shown, sizeof shown));
        return;
    }
    ApiVerb verb = workshop_verb(strcmp(verb_name, "check") ? find_verb(verb_name) : &api_check_verb);
    const char *argv[API_MAX_PARAMS * 2 + 2];
    int argc = build_argv(&verb, ps, limits, argv, a);
    if (argc < 0)
        return;
    VerbCall call = {&verb, argc, argv, limits, script};
    Cli cli;
    api_capture(run_verb, &cli, &call, verb.missing ? verb.missing : "script", a);
}

static int parse_search(Cli *cli, void *ctx)
{
    const VerbCall *call = ctx;
    Command cmd = verb_command(call->verb);
    if (!cli_parse(cli, &cmd, call->argc, (char **)call->argv))
        return 2;
    give_script(cli, call);
    return 0;
}

bool api_search_command(const ApiParams *ps, const ApiScript *script, const ApiLimits *limits, Cli *cli,
                        const char **argv, ApiAnswer *a)
{
    ApiVerb verb = script ? workshop_verb(&api_search_verb) : api_search_verb;
    int argc = build_argv(&verb, ps, limits, argv, a);
    if (argc < 0)
        return false;
    VerbCall call = {&verb, argc, argv, limits, script};
    api_capture(parse_search, cli, &call, NULL, a);
    if (a->status != 200)
        return false;
    api_answer_free(a);
    return true;
}
