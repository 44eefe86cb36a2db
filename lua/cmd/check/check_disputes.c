/*
 * check_disputes.c — `kharbaga check`: the rulesets a dispute's text names are the game's.
 *
 * A dispute says which ruleset follows which source in its words, "(ruleset alfonso)",
 * "(Srand, Dhamet; ruleset srand)" or "(rulesets bouhajbane, simplified)": the word ruleset or
 * rulesets, then ids separated by ", " or " and ", closing a parenthesis. Only that form is read,
 * so that prose such as "Bell's ruleset (men move ...)" names nothing.
 */
#include "check.h"

#include <ctype.h>
#include <string.h>

enum { MAX_NAMED = 8 };

static bool id_char(char c) { return islower((unsigned char)c) || isdigit((unsigned char)c) || c == '_'; }

/* The ids of the list at s ("alfonso)" or "x, y and z)"), if it is one that closes a
 * parenthesis: their count (ids[k] of at most 31 characters), else 0. */
static int read_ids(const char *s, char ids[][32], int max)
{
    int n = 0;
    for (;;) {
        size_t len = 0;
        while (id_char(s[len]))
            len++;
        if (len == 0 || len >= 32 || n == max)
            return 0;
        snprintf(ids[n++], 32, "%.*s", (int)len, s);
        s += len;
        if (*s == ')')
            return n;
        if (!strncmp(s, ", and ", 6))
            s += 6;
        else if (!strncmp(s, ", ", 2))
            s += 2;
        else if (!strncmp(s, " and ", 5))
            s += 5;
        else
            return 0;
    }
}

static bool has_ruleset(const GameDef *def, const char *id)
{
    for (int r = 0; r < def->nrulesets; r++)
        if (!strcmp(def->rulesets[r].id, id))
            return true;
    return false;
}

/* Whether dispute i is written in the script itself, not in a base it extends. */
static bool own_dispute(const GameDef *def, int i)
{
    return !def->disputes[i].file[0] || !strcmp(def->disputes[i].file, def->path);
}

/* "plain, free": the game's rulesets. */
static void ruleset_ids(const GameDef *def, char *buf, size_t len)
{
    buf[0] = '\0';
    for (int r = 0; r < def->nrulesets; r++) {
        size_t used = strlen(buf);
        snprintf(buf + used, len - used, "%s%s", r ? ", " : "", def->rulesets[r].id);
    }
}

/* The rulesets dispute i names that the game lacks, each reported; false if any. */
static bool check_one(const GameDef *def, int i)
{
    const char *text = def->disputes[i].text;
    bool ok = true;
    for (const char *s = strstr(text, "ruleset"); s; s = strstr(s + 1, "ruleset")) {
        if (s > text && (id_char(s[-1]) || isupper((unsigned char)s[-1])))
            continue;
        const char *list = s + strlen("ruleset");
        list += *list == 's';
        if (*list++ != ' ')
            continue;
        char ids[MAX_NAMED][32];
        int n = read_ids(list, ids, MAX_NAMED);
        for (int k = 0; k < n; k++) {
            if (has_ruleset(def, ids[k]))
                continue;
            /* where the dispute is written, and the game that inherits it from a base */
            const Dispute *d = &def->disputes[i];
            bool own = own_dispute(def, i);
            char field[32], known[MAX_RULESETS * 34];
            snprintf(field, sizeof field, "disputes[%d]", i + 1);
            ruleset_ids(def, known, sizeof known);
            fflush(stdout);
            if (own)
                cli_problem(d->file[0] ? d->file : def->path, d->line, field, NULL,
                            "\"%s\" names ruleset '%s', which this game does not have; expected one of %s", d->topic,
                            ids[k], known);
            else
                cli_problem(d->file, d->line, field, def->path,
                            "\"%s\" names ruleset '%s', which this game does not have; write the game's own disputes "
                            "(disputes = { ... }), naming its rulesets (%s)", d->topic, ids[k], known);
            ok = false;
        }
    }
    return ok;
}

bool check_disputes(const GameDef *def)
{
    bool ok = true;
    for (int i = 0; i < def->ndisputes; i++)
        ok &= check_one(def, i);
    return ok;
}
