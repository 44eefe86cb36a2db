/*
 * personality_write.c — a loaded personality written back as a script (personality.h), as
 * `kharbaga tune` writes the personality it has tuned: every field it has, each weight and each
 * style key given, so that the file says all that the player is and reads back to the same one.
 */
#include "personality.h"

#include <string.h>

/* A text as a Lua string literal: the texts of a personality are one line of printable UTF-8, so
 * only the backslash and the quote need escaping (any other control byte is written as \ddd). */
static void write_string(FILE *out, const char *text)
{
    fputc('"', out);
    for (const unsigned char *s = (const unsigned char *)text; *s; s++) {
        if (*s == '"' || *s == '\\')
            fprintf(out, "\\%c", *s);
        else if (*s < 0x20 || *s == 0x7f)
            fprintf(out, "\\%03d", *s);
        else
            fputc(*s, out);
    }
    fputc('"', out);
}

static void write_comment(FILE *out, const char *comment)
{
    for (const char *line = comment; line && *line;) {
        size_t n = strcspn(line, "\n");
        fprintf(out, "-- %.*s\n", (int)n, line);
        line += n + (line[n] == '\n');
    }
}

/* The limits as they were given: a time of SEARCH_MAX_TIME_MS beside a depth or node limit is the
 * one the loader adds to a personality that gives none. */
static void write_limits(FILE *out, const SearchLimits *l)
{
    const char *sep = "";
    fprintf(out, "  limits = { ");
    if (l->depth)
        fprintf(out, "depth = %lld", (long long)l->depth), sep = ", ";
    if (l->time_ms && (l->time_ms != SEARCH_MAX_TIME_MS || (!l->depth && !l->nodes)))
        fprintf(out, "%stime_ms = %lld", sep, (long long)l->time_ms), sep = ", ";
    if (l->nodes)
        fprintf(out, "%snodes = %llu", sep, (unsigned long long)l->nodes);
    fprintf(out, " },\n");
}

static void write_weights(FILE *out, const EvalWeights *w)
{
    fprintf(out, "  weights = {");
    for (int t = 0; t < EVAL_NTERMS; t++)
        fprintf(out, "%s %s = %d", t ? "," : "", eval_term_info[t].name, eval_weight(w, (EvalTerm)t));
    fprintf(out, " },\n");
}

static void write_style(FILE *out, const SearchParams *sp)
{
    fprintf(out, "  style = {\n   ");
    for (int i = 0; i < PERSONALITY_STYLE_FIELDS; i++) {
        const PersonalityStyleField *f = &personality_style_fields[i];
        fprintf(out, " %s = %d,%s", f->name, *(const int *)((const char *)sp + f->offset),
                i % 4 == 3 && i + 1 < PERSONALITY_STYLE_FIELDS ? "\n   " : "");
    }
    fprintf(out, "\n  },\n");
}

static void write_variants(FILE *out, const Personality *p)
{
    if (p->nvariants == 0)
        return;
    fprintf(out, "  variants = {");
    for (int i = 0; i < p->nvariants; i++) {
        fprintf(out, "%s ", i ? "," : "");
        write_string(out, p->variants[i]);
    }
    fprintf(out, " },\n");
}

static void write_game_weights(FILE *out, const Personality *p)
{
    if (p->ngame_weights == 0)
        return;
    fprintf(out, "  game_weights = {\n");
    for (int i = 0; i < p->ngame_weights; i++) {
        fprintf(out, "    [");
        write_string(out, p->game_weights[i].game);
        fprintf(out, "] = {");
        for (int t = 0; t < EVAL_NTERMS; t++)
            fprintf(out, "%s %s = %d", t ? "," : "", eval_term_info[t].name,
                    eval_weight(&p->game_weights[i].weights, (EvalTerm)t));
        fprintf(out, " },\n");
    }
    fprintf(out, "  },\n");
}

static void write_game_style(FILE *out, const Personality *p)
{
    if (p->ngame_styles == 0)
        return;
    fprintf(out, "  game_style = {\n");
    for (int i = 0; i < p->ngame_styles; i++) {
        fprintf(out, "    [");
        write_string(out, p->game_styles[i].game);
        fprintf(out, "] = {");
        for (int k = 0; k < PERSONALITY_STYLE_FIELDS; k++) {
            const PersonalityStyleField *f = &personality_style_fields[k];
            fprintf(out, "%s %s = %d", k ? "," : "", f->name,
                    *(const int *)((const char *)&p->game_styles[i].params + f->offset));
        }
        fprintf(out, " },\n");
    }
    fprintf(out, "  },\n");
}

bool personality_write(const Personality *p, const char *id, const char *comment, FILE *out)
{
    write_comment(out, comment);
    fprintf(out, "return personality {\n  id = ");
    write_string(out, id);
    fprintf(out, ",\n  name = ");
    write_string(out, p->name);
    fprintf(out, ",\n  description = ");
    write_string(out, p->description);
    fprintf(out, ",\n  search = \"%s\",\n", p->params.kind == SEARCH_MCTS ? "mcts" : "alphabeta");
    write_limits(out, &p->limits);
    write_weights(out, &p->params.weights);
    write_style(out, &p->params);
    write_variants(out, p);
    write_game_weights(out, p);
    write_game_style(out, p);
    fprintf(out, "  tables = %s,\n", p->tables ? "true" : "false");
    if (p->book)
        fprintf(out, "  book = true,\n");
    fprintf(out, "}\n");
    return !ferror(out);
}
