/*
 * fuzz_api.c — the server's path from a request to its answer: a verb and its parameters, as
 * libmicrohttpd hands them over after decoding the URL, turned into the verb's command line,
 * run, and answered (lua/serve/api.c). What HTTP itself does is libmicrohttpd's.
 *
 * Input layout: the first line is the verb; each line after it is one parameter, "key=value"
 * (the value after the first '='; a line without '=' is a key with an empty value). At most
 * API_MAX_PARAMS + 1 lines are read (one more than a request may give, so that the limit is
 * tried too); a NUL byte ends the input. A verb "workshop/VERB" is a workshop request
 * (POST /api/workshop/VERB of `serve --workshop`): its parameters end at a line "%%", and
 * everything after that line is the script sent as the request's body.
 *
 * Invariants: the status is one the API gives (200, 400, 404 or 500); the body is never empty,
 * is valid UTF-8 and holds no control byte but line breaks; an answer that is not 200 is
 * {"error": ..., "parameter": ...}. Searches are capped at 20 ms so that an input costs little.
 */
#include "fuzz.h"

#include "api.h"

#include <stdbool.h>

enum { FUZZ_API_MAX_INPUT = 65536, FUZZ_API_TIME_MS = 20 };

/* Whether s[0..len) is valid UTF-8 without control bytes other than '\n'. */
static bool clean_utf8(const unsigned char *s, size_t len)
{
    for (size_t i = 0; i < len;) {
        unsigned char c = s[i];
        if (c < 0x80) {
            if (c < 0x20 && c != '\n')
                return false;
            i++;
            continue;
        }
        size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (c < 0xC2 || c > 0xF4 || i + n > len)
            return false;
        for (size_t k = 1; k < n; k++)
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
        i += n;
    }
    return true;
}

/* Splits off a workshop request's script: the text after the line "%%" (NULL without one). */
static char *split_script(char *text, size_t *len)
{
    char *mark = strstr(text, "\n%%\n");
    if (!mark) {
        *len = 0;
        return NULL;
    }
    *mark = '\0';
    char *script = mark + 4;
    *len = strlen(script);
    return script;
}

int fuzz_api(const uint8_t *data, size_t size)
{
    if (size > FUZZ_API_MAX_INPUT)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';
    ApiParams *ps = calloc(1, sizeof *ps);
    if (!ps) {
        free(text);
        return 0;
    }
    size_t script_len;
    char *script = split_script(text, &script_len);
    char *save = NULL, *verb = strtok_r(text, "\n", &save);
    for (char *line = strtok_r(NULL, "\n", &save); line && ps->n <= API_MAX_PARAMS; line = strtok_r(NULL, "\n", &save)) {
        char *eq = strchr(line, '=');
        if (eq)
            *eq = '\0';
        api_params_add(ps, line, eq ? eq + 1 : "");
    }
    ApiLimits limits = {.max_time_ms = FUZZ_API_TIME_MS};
    ApiAnswer a;
    const char *workshop = verb && !strncmp(verb, "workshop/", 9) ? verb + 9 : NULL;
    if (workshop) {
        ApiScript body = {script ? script : "", script_len};
        api_workshop_answer(workshop, ps, &body, &limits, &a);
    } else {
        api_answer(verb ? verb : "", ps, &limits, &a);
    }
    FUZZ_CHECK(a.status == 200 || a.status == 400 || a.status == 404 || a.status == 500, "status %d", a.status);
    FUZZ_CHECK(a.body && a.len > 0, "an empty answer (status %d)", a.status);
    FUZZ_CHECK(clean_utf8((const unsigned char *)a.body, a.len), "not clean UTF-8: %.200s", a.body);
    FUZZ_CHECK(a.status == 200 || !strncmp(a.body, "{\"error\":", 9), "an error without its object: %.200s", a.body);
    api_answer_free(&a);
    free(ps);
    free(text);
    return 0;
}

FUZZ_ENTRY(fuzz_api)
