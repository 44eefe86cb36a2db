/*
 * perftfile.c — the perft suite reader.
 */
#include "perftfile.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Copies s[0..n) without surrounding blanks into out (size len); false if it does not fit. */
static bool copy_trimmed(const char *s, size_t n, char *out, size_t len)
{
    while (n && isspace((unsigned char)*s))
        s++, n--;
    while (n && isspace((unsigned char)s[n - 1]))
        n--;
    if (n >= len)
        return false;
    memcpy(out, s, n);
    out[n] = '\0';
    return true;
}

/* Parses "rules standard" or "rules k=v k=v ..." (the word "rules" already checked). */
static bool parse_rules(const char *s, int line, PerftCase *c, Err *err)
{
    char word[128];
    while (*s) {
        while (isspace((unsigned char)*s))
            s++;
        size_t n = 0;
        while (s[n] && !isspace((unsigned char)s[n]))
            n++;
        if (n == 0)
            break;
        if (!copy_trimmed(s, n, word, sizeof word))
            return err_set(err, "line %d: rule '%.40s...' is too long", line, s);
        s += n;
        if (strcmp(word, "standard") == 0)
            continue;
        if (!strchr(word, '=') || word[0] == '=')
            return err_set(err, "line %d: rule '%s': expected key=value or 'standard'", line, word);
        if (c->nrules >= PERFT_MAX_RULES || strlen(word) >= sizeof c->rules[0])
            return err_set(err, "line %d: too many or too long rules (at most %d)", line, PERFT_MAX_RULES);
        strcpy(c->rules[c->nrules++], word);
    }
    return true;
}

/* Parses a count with optional ',' / '_' separators. */
static bool parse_count(const char *s, uint64_t *out)
{
    uint64_t n = 0;
    int digits = 0;
    for (; *s; s++) {
        if (*s == ',' || *s == '_')
            continue;
        if (!isdigit((unsigned char)*s) || n > (UINT64_MAX - 9) / 10)
            return false;
        n = n * 10 + (uint64_t)(*s - '0');
        digits++;
    }
    *out = n;
    return digits > 0;
}

/* Parses "D<depth> <count>". */
static bool parse_depth(const char *s, int line, PerftCase *c, Err *err)
{
    char count[64];
    char *end;
    errno = 0;
    long d = strtol(s + 1, &end, 10);
    if (end == s + 1 || errno || d < 0 || d > 64 || !isspace((unsigned char)*end))
        return err_set(err, "line %d: '%.40s': expected D<depth> <count>, e.g. D3 120", line, s);
    if (!copy_trimmed(end, strlen(end), count, sizeof count) || !parse_count(count, &c->count[c->ndepths]))
        return err_set(err, "line %d: '%.40s': the count is not a whole number", line, s);
    if (c->ndepths >= PERFT_MAX_DEPTHS)
        return err_set(err, "line %d: more than %d depths", line, PERFT_MAX_DEPTHS);
    for (int i = 0; i < c->ndepths; i++)
        if (c->depth[i] == (int)d)
            return err_set(err, "line %d: depth D%ld given twice", line, d);
    c->depth[c->ndepths++] = (int)d;
    return true;
}

/* Parses one ';'-separated field after the position. */
static bool parse_field(const char *f, int line, PerftCase *c, Err *err)
{
    if (strncmp(f, "rules", 5) == 0 && (f[5] == '\0' || isspace((unsigned char)f[5])))
        return parse_rules(f + 5, line, c, err);
    if (f[0] == 'D' && isdigit((unsigned char)f[1]))
        return parse_depth(f, line, c, err);
    return err_set(err, "line %d: field '%.40s': expected 'rules ...' or 'D<depth> <count>'", line, f);
}

bool perftfile_parse_line(const char *text, int line, PerftCase *c, Err *err)
{
    memset(c, 0, sizeof *c);
    c->line = line;
    const char *s = text;
    const char *semi = strchr(s, ';');
    size_t n = semi ? (size_t)(semi - s) : strlen(s);
    if (!copy_trimmed(s, n, c->position, sizeof c->position))
        return err_set(err, "line %d: the position text is too long", line);
    if (c->position[0] == '\0')
        return err_set(err, "line %d: expected a position before the first ';'", line);
    while (semi) {
        s = semi + 1;
        semi = strchr(s, ';');
        n = semi ? (size_t)(semi - s) : strlen(s);
        char field[PERFT_MAX_TEXT];
        if (!copy_trimmed(s, n, field, sizeof field))
            return err_set(err, "line %d: a field is too long", line);
        if (field[0] == '\0')
            return err_set(err, "line %d: empty field between ';'", line);
        if (!parse_field(field, line, c, err))
            return false;
    }
    if (c->ndepths == 0)
        return err_set(err, "line %d: no depth given; expected '; D1 <count>' after the position", line);
    return true;
}

/* Appends a case to the growing array. */
static bool push_case(PerftCase **cases, int *n, int *cap, const PerftCase *c)
{
    if (*n == *cap) {
        int ncap = *cap ? *cap * 2 : 32;
        PerftCase *grown = realloc(*cases, sizeof **cases * (size_t)ncap);
        if (!grown)
            return false;
        *cases = grown;
        *cap = ncap;
    }
    (*cases)[(*n)++] = *c;
    return true;
}

/* Reads lines of f into cases; false with a message on the first bad line. */
static bool read_cases(FILE *f, const char *path, PerftCase **cases, int *n, Err *err)
{
    char buf[4096], comment[PERFT_MAX_TEXT] = "";
    int line = 0, cap = 0;
    bool in_block = false; /* inside a run of '#' lines: only its first line is kept */
    PerftCase c;
    while (fgets(buf, sizeof buf, f)) {
        line++;
        size_t len = strlen(buf);
        if (len == sizeof buf - 1 && buf[len - 1] != '\n')
            return err_set(err, "%s: line %d: line too long", path, line);
        const char *s = buf;
        while (isspace((unsigned char)*s))
            s++;
        if (*s == '\0') {
            in_block = false;
            continue;
        }
        if (*s == '#') {
            if (!in_block && !copy_trimmed(s + 1, strlen(s + 1), comment, sizeof comment))
                snprintf(comment, sizeof comment, "%.*s", (int)sizeof comment - 1, s + 1);
            in_block = true;
            continue;
        }
        in_block = false;
        Err e;
        if (!perftfile_parse_line(s, line, &c, &e))
            return err_set(err, "%s: %s", path, e.msg);
        snprintf(c.comment, sizeof c.comment, "%s", comment);
        comment[0] = '\0';
        if (!push_case(cases, n, &cap, &c))
            return err_set(err, "%s: line %d: out of memory", path, line);
    }
    return true;
}

bool perftfile_load(const char *path, PerftCase **cases, int *ncases, Err *err)
{
    *cases = NULL;
    *ncases = 0;
    FILE *f = fopen(path, "r");
    if (!f)
        return err_set(err, "%s: cannot open: %s", path, strerror(errno));
    bool ok = read_cases(f, path, cases, ncases, err);
    fclose(f);
    if (!ok) {
        free(*cases);
        *cases = NULL;
        *ncases = 0;
    }
    return ok;
}
