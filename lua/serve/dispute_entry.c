/*
 * dispute_entry.c — the reader of a NAME.dispute file and of its translations (dispute_entry.h).
 */
#include "dispute_entry.h"

#include <stdio.h>
#include <string.h>

/* The field of e called key and its size, or NULL; a translation has only title, game and story. */
static char *field(DisputeEntry *e, const char *key, DisputeFileKind kind, size_t *len)
{
    const struct {
        const char *key;
        char *to;
        size_t len;
        bool translated;
    } fields[] = {
        {"title", e->title, sizeof e->title, true},         {"option", e->option, sizeof e->option, false},
        {"game", e->game, sizeof e->game, true},            {"story", e->story, sizeof e->story, true},
        {"sources", e->sources, sizeof e->sources, false}, {"command", e->command, sizeof e->command, false},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (!strcmp(fields[i].key, key) && (kind == DISPUTE_FILE_ENTRY || fields[i].translated)) {
            *len = fields[i].len;
            return fields[i].to;
        }
    return NULL;
}

/* A continuation line joins its value with a blank; a blank line starts a paragraph. */
static void append(char *to, size_t len, const char *line)
{
    while (*line == ' ' || *line == '\t')
        line++;
    size_t used = strlen(to);
    snprintf(to + used, len - used, "%s%s", !*line ? "\n\n" : used && to[used - 1] != '\n' ? " " : "", line);
}

static bool fail(char *err, size_t errlen, const char *file, int line, const char *what, const char *key)
{
    if (line)
        snprintf(err, errlen, "%s:%d: ", file, line);
    else
        snprintf(err, errlen, "%s: ", file);
    size_t used = strlen(err);
    snprintf(err + used, errlen - used, what, key);
    return false;
}

bool dispute_entry_read(const char *file, char *text, DisputeFileKind kind, DisputeEntry *e, char *err, size_t errlen)
{
    char *value = NULL;
    size_t len = 0;
    int number = 0;
    for (char *line = text, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        number++;
        if (kind == DISPUTE_FILE_ENTRY && !strcmp(line, "output:")) {
            e->output = next ? next : "";
            return e->title[0] ? true : fail(err, errlen, file, 0, "%s", "expected a title");
        }
        if ((line[0] == ' ' || line[0] == '\t' || !line[0]) && value) {
            append(value, len, line);
            continue;
        }
        char *colon = strchr(line, ':');
        if (colon)
            *colon = '\0';
        value = colon ? field(e, line, kind, &len) : NULL;
        if (!value && kind == DISPUTE_FILE_TRANSLATION)
            return fail(err, errlen, file, number, "'%s': expected 'key: value' with a key of title, game or story "
                        "(a translation gives only those)", line);
        if (!value)
            return fail(err, errlen, file, number, "'%s': expected 'key: value' with a key of title, option, game, "
                        "story, sources, command, or 'output:'", line);
        if (value[0])
            return fail(err, errlen, file, number, "'%s': given twice", line);
        append(value, len, colon + 1);
    }
    return kind == DISPUTE_FILE_TRANSLATION ? true : fail(err, errlen, file, 0, "%s", "no 'output:' line");
}

int dispute_command_split(char *s, char **words, int max)
{
    int n = 0;
    while (*s) {
        while (*s == ' ')
            s++;
        if (!*s)
            break;
        if (n == max)
            return -1;
        char *word = s, *to = s;
        for (bool quoted = false; *s && (quoted || *s != ' '); s++)
            if (*s == '"')
                quoted = !quoted;
            else
                *to++ = *s;
        if (*s)
            s++;
        *to = '\0';
        words[n++] = word;
    }
    return n;
}
