/*
 * record.c — writing and reading game records.
 */
#include "record.h"

#include "movegen.h"
#include "notation.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const char *record_tag(const Record *r, const char *name)
{
    for (int i = 0; i < r->ntags; i++)
        if (!strcmp(r->tags[i].name, name))
            return r->tags[i].value;
    return NULL;
}

bool record_set_tag(Record *r, const char *name, const char *value)
{
    if (strlen(name) >= sizeof r->tags[0].name || strlen(value) >= sizeof r->tags[0].value)
        return false;
    for (int i = 0; i < r->ntags; i++)
        if (!strcmp(r->tags[i].name, name)) {
            strcpy(r->tags[i].value, value);
            return true;
        }
    if (r->ntags == RECORD_MAX_TAGS)
        return false;
    strcpy(r->tags[r->ntags].name, name);
    strcpy(r->tags[r->ntags].value, value);
    r->ntags++;
    return true;
}

/* Sets e (line and message); returns false. */
static bool fail(RecordError *e, int line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static bool fail(RecordError *e, int line, const char *fmt, ...)
{
    e->line = line;
    e->move = 0;
    va_list ap;
    va_start(ap, fmt);
    err_vformat(e->what, sizeof e->what, fmt, ap); /* one clean line: tags and moves are the file's text */
    va_end(ap);
    return false;
}

/* Reads one tag line `[Name "value"]` at s (which starts with '['); returns the end of the line
 * or NULL with a message. */
static const char *parse_tag(const char *s, int line, Record *r, RecordError *e)
{
    const char *p = s + 1;
    char name[32], value[RECORD_TAG_LEN];
    size_t n = 0;
    while (isalnum((unsigned char)*p) || *p == '_') {
        if (n + 1 >= sizeof name)
            return fail(e, line, "tag name too long"), NULL;
        name[n++] = *p++;
    }
    name[n] = '\0';
    if (n == 0)
        return fail(e, line, "expected a tag name after '['"), NULL;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p++ != '"')
        return fail(e, line, "tag %s: expected a value in double quotes", name), NULL;
    n = 0;
    while (*p && *p != '"' && *p != '\n') {
        if (*p == '\\' && (p[1] == '"' || p[1] == '\\'))
            p++;
        if (n + 1 >= sizeof value)
            return fail(e, line, "tag %s: value too long", name), NULL;
        value[n++] = *p++;
    }
    value[n] = '\0';
    if (*p++ != '"')
        return fail(e, line, "tag %s: the value's closing '\"' is missing", name), NULL;
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p++ != ']')
        return fail(e, line, "tag %s: expected ']' after the value", name), NULL;
    while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
    if (*p && *p != '\n')
        return fail(e, line, "unexpected text after the tag %s", name), NULL;
    static const char *const known[] = {"Variant", "Ruleset", "Rules", "Position", "South", "North", "Date",
                                        "Result", "Termination", "Event", "Round", "Opening"};
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) /* read as another tag, it would be lost */
        if (strcasecmp(name, known[k]) == 0 && strcmp(name, known[k]))
            return fail(e, line, "tag %s: tag names are written as %s", name, known[k]), NULL;
    if (record_tag(r, name))
        return fail(e, line, "tag %s is given twice", name), NULL;
    if (!record_set_tag(r, name, value))
        return fail(e, line, "more than %d tags", RECORD_MAX_TAGS), NULL;
    r->tags[r->ntags - 1].line = line;
    return p;
}

bool record_read_tags(const char *text, Record *r, RecordError *e)
{
    memset(r, 0, sizeof *r);
    const char *s = text;
    if (strncmp(s, "\xEF\xBB\xBF", 3) == 0)
        s += 3; /* a byte-order mark, which some editors write first in a UTF-8 file */
    int line = 1;
    for (;;) {
        while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n')
            line += *s++ == '\n';
        if (*s != '[')
            break;
        s = parse_tag(s, line, r, e);
        if (!s)
            return false;
    }
    if (r->ntags == 0 && *s == '\0')
        return fail(e, 0, "empty; expected tags like [Variant \"kharbaga\"] and moves");
    r->movetext = s;
    r->movetext_line = line;
    return true;
}

bool record_parse(const char *text, Record *r, Err *err)
{
    RecordError e;
    if (record_read_tags(text, r, &e))
        return true;
    return e.line ? err_set(err, "record line %d: %s", e.line, e.what) : err_set(err, "record: %s", e.what);
}

/* The length of the result word begins with ("*}" begins with "*"), or 0. */
static size_t result_prefix(const char *word)
{
    static const char *const results[] = {"1/2-1/2", "1-0", "0-1", "*"};
    for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
        if (!strncmp(word, results[i], strlen(results[i])))
            return strlen(results[i]);
    return 0;
}

/* Copies the next word of movetext into buf (a huff prefix "Ha9" joins the word after it),
 * skipping blanks, move numbers and {comments}; counts lines. Returns false at the end. */
static bool next_word(const char **s, int *line, char *buf, size_t len, RecordError *e, bool *ok)
{
    for (;;) {
        while (isspace((unsigned char)**s))
            *line += *(*s)++ == '\n';
        if (**s == '{') {
            const char *close = strchr(*s, '}');
            if (!close)
                return *ok = fail(e, *line, "a comment '{' is not closed"), false;
            for (const char *c = *s; c < close; c++)
                *line += *c == '\n';
            *s = close + 1;
            continue;
        }
        const char *start = *s;
        while (isdigit((unsigned char)**s))
            (*s)++;
        if (*s > start && **s == '.') { /* a move number "12." or "12..." */
            while (**s == '.')
                (*s)++;
            continue;
        }
        *s = start;
        break;
    }
    if (!**s)
        return false;
    size_t n = 0;
    while (**s && !isspace((unsigned char)**s) && **s != '{' && n + 1 < len)
        buf[n++] = *(*s)++;
    buf[n] = '\0';
    if (buf[0] == 'H' && !strpbrk(buf, "-x")) { /* "Ha9 a1-a3" is one move */
        while (**s == ' ' || **s == '\t')
            (*s)++;
        if (n + 1 < len)
            buf[n++] = ' ';
        while (**s && !isspace((unsigned char)**s) && n + 1 < len)
            buf[n++] = *(*s)++;
        buf[n] = '\0';
    }
    return true;
}

/* The movetext ends at its result: after it only blanks and {comments} may follow. */
static bool nothing_after_result(const char *s, int line, const char *result, RecordError *e)
{
    for (;;) {
        while (isspace((unsigned char)*s))
            line += *s++ == '\n';
        if (*s != '{')
            break;
        const char *close = strchr(s, '}');
        if (!close)
            return fail(e, line, "a comment '{' is not closed");
        for (; s < close; s++)
            line += *s == '\n';
        s = close + 1;
    }
    if (!*s)
        return true;
    size_t n = strcspn(s, " \t\r\n");
    return fail(e, line, "'%.*s' after the result %s: a record holds one game, and its moves end with the result",
                (int)(n < 40 ? n : 40), s, result);
}

bool record_read_moves(const Record *r, Game *g, RecordError *e)
{
    const char *s = r->movetext;
    int line = r->movetext_line, number = 0;
    char word[MOVE_TEXT_MAX];
    bool ok = true;
    MoveList moves = MOVELIST_INIT, *list = &moves;
    while (ok && next_word(&s, &line, word, sizeof word, e, &ok)) {
        ResultReason reason;
        Result over = game_result(g, &reason);
        if (over != RESULT_NONE && (movegen_legal(g->v, &g->pos, list), list->hook_failed)) {
            ok = fail(e, line, "a hook of the game failed"); /* not an end of the game */
            e->move = number + 1;
            break;
        }
        size_t r = result_prefix(word);
        if (r) { /* the end; what follows, glued to it ("*}") or not, may only be comments */
            char result[8];
            snprintf(result, sizeof result, "%.*s", (int)r, word);
            /* a game still going may end with any result (a resignation, an agreement), and '*'
             * (not known) goes with any game */
            if (over != RESULT_NONE && strcmp(result, "*") && strcmp(result, record_result_text(over)))
                ok = fail(e, line, "the result %s disagrees with the moves, which end the game: %s (%s)", result,
                          record_result_text(over), game_reason_text(reason));
            ok = ok && nothing_after_result(word[r] ? word + r : s, line, result, e);
            break;
        }
        if (word[0] == '[') {
            char shown[176];
            ok = fail(e, line, "'%s' among the moves: the tags come first, before any comment or move",
                      err_text(word, 40, shown, sizeof shown));
            break;
        }
        number++;
        if (over != RESULT_NONE) {
            char shown[176];
            ok = fail(e, line, "'%s' after the end of the game (%s, %s): expected the result %s",
                      err_text(word, 40, shown, sizeof shown), game_reason_text(reason), record_result_text(over),
                      record_result_text(over));
            e->move = number;
            break;
        }
        movegen_legal(g->v, &g->pos, list);
        Err bad;
        int index = list->hook_failed ? -1 : move_parse(g->v, list, word, &bad);
        if (list->hook_failed)
            ok = fail(e, line, "a hook of the game failed"), e->move = number;
        else if (index < 0 && list->overflow) /* the move may be legal but missing from the list */
            ok = fail(e, line, "%s", MOVEGEN_OVERFLOW_TEXT), e->move = number;
        else if (index < 0)
            ok = fail(e, line, "%s", bad.msg), e->move = number;
        else if (!game_play(g, &list->moves[index], movelist_detail(list, index)))
            ok = fail(e, 0, "out of memory");
    }
    movelist_free(list);
    return ok;
}

bool record_replay(const Record *r, Game *g, Err *err)
{
    RecordError e;
    if (record_read_moves(r, g, &e))
        return true;
    if (e.move)
        return err_set(err, "record line %d, move %d: %s", e.line, e.move, e.what);
    return e.line ? err_set(err, "record line %d: %s", e.line, e.what) : err_set(err, "%s", e.what);
}

const char *record_result_text(Result result)
{
    switch (result) {
    case RESULT_SOUTH_WINS: return "1-0";
    case RESULT_NORTH_WINS: return "0-1";
    case RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

/* Writes a tag value with '"' and '\' escaped. */
static void write_tag(FILE *out, const char *name, const char *value)
{
    fprintf(out, "[%s \"", name);
    for (const char *p = value; *p; p++)
        fprintf(out, (*p == '"' || *p == '\\') ? "\\%c" : "%c", *p);
    fprintf(out, "\"]\n");
}

bool record_write(FILE *out, Record *r, const Game *g)
{
    ResultReason reason;
    Result result = game_result(g, &reason);
    record_set_tag(r, "Result", record_result_text(result));
    if (result != RESULT_NONE)
        record_set_tag(r, "Termination", game_reason_text(reason));
    for (int i = 0; i < r->ntags; i++)
        write_tag(out, r->tags[i].name, r->tags[i].value);
    fprintf(out, "\n");
    int ply0 = g->start.side == NORTH; /* a game North begins starts with "1..." */
    for (int i = 0; i < g->nmoves; i++) {
        int ply = i + ply0;
        char text[MOVE_TEXT_MAX];
        move_to_text(g->v, &g->moves[i], &g->details[i], text, sizeof text);
        if (ply % 2 == 0)
            fprintf(out, "%s%d. ", ply > 0 && ply % 20 == 0 ? "\n" : ply > 0 ? " " : "", ply / 2 + 1);
        else if (i == 0)
            fprintf(out, "1... ");
        else
            fprintf(out, " ");
        fprintf(out, "%s", text);
    }
    fprintf(out, "%s%s\n", g->nmoves ? " " : "", record_result_text(result));
    return !ferror(out);
}
