/*
 * family_text.c — the family page: tables of boards and rules, rulesets, relations, and the
 * 22-piece puzzle, all written from the loaded scripts. Every text a script gives is written
 * escaped (markdown.h): a script is untrusted, and a Markdown viewer would render its HTML.
 */
#include "family_text.h"

#include "draw.h"
#include "i18n.h"
#include "markdown.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>

/* The value of option `key` under r, as its name. */
static const char *value(const Rules *r, const char *key, char *buf, size_t len)
{
    return rules_value_text(r, rules_option(key), buf, len);
}

static bool same_board(const Board *a, const Board *b)
{
    if (a->npoints != b->npoints || a->ndirs != b->ndirs)
        return false;
    for (int p = 0; p < a->npoints; p++)
        if (strcmp(a->name[p], b->name[p]) || memcmp(a->next[p], b->next[p], sizeof a->next[p]))
            return false;
    return true;
}

/* "41 points in 9 rows of 5, 4, 5, ..." */
static void board_text(const Board *b, char *buf, size_t len)
{
    char rows[192] = "";
    int n = 0;
    for (int r = 0; r < b->nrows && n >= 0 && (size_t)n < sizeof rows; r++)
        n += snprintf(rows + n, sizeof rows - (size_t)n, "%s%d", r ? ", " : "", bits_count(b->row_points[r]));
    snprintf(buf, len, _("%d points in %d rows of %s"), bits_count(b->all), b->nrows, rows);
}

/* Whether the start splits a middle row between the sides, as the setup rule decides. */
static bool middle_row_shared(const Variant *v)
{
    const Board *b = &v->board;
    if (v->explicit_start || b->nrows % 2 == 0)
        return false;
    Bits middle = b->row_points[b->nrows / 2];
    return bits_any(bits_and(middle, v->start_men[SOUTH])) && bits_any(bits_and(middle, v->start_men[NORTH]));
}

/* A game's name, escaped, into a buffer of NAME_TEXT bytes. */
enum { NAME_TEXT = MARKDOWN_TEXT_SIZE(sizeof ((GameDef *)0)->name) };
static const char *name_text(const GameDef *g, char *buf) { return markdown_text(g->name, buf, NAME_TEXT); }

static void game_link(FILE *out, const GameDef *g)
{
    char name[NAME_TEXT];
    fprintf(out, "[%s](games/%s.md)", name_text(g, name), g->id);
}

static void write_boards(FILE *out, GameDef *const *games, int n)
{
    fprintf(out, "## %s\n\n%s\n|---|---|---|---|---|---|---|\n", _("Boards and pieces"),
            _("| game | where | board | men a side | moves first | middle row | promoted piece |"));
    for (int i = 0; i < n; i++) {
        const Variant *v = &games[i]->variant;
        Position start;
        position_start(v, &start);
        char board[256], setup[16], region[MARKDOWN_TEXT_SIZE(sizeof games[i]->region)];
        char side[MARKDOWN_TEXT_SIZE(sizeof v->side_name[0])], king[MARKDOWN_TEXT_SIZE(sizeof v->king_name)];
        board_text(&v->board, board, sizeof board);
        fprintf(out, "| ");
        game_link(out, games[i]);
        fprintf(out, " | %s | %s | %d | %s (%s) | %s | %s |\n", markdown_text(games[i]->region, region, sizeof region),
                board, bits_count(position_pieces(&start, SOUTH)),
                markdown_text(v->side_name[start.side], side, sizeof side), start.side == SOUTH ? _("South") : _("North"),
                middle_row_shared(v) ? value(&v->rules, "setup", setup, sizeof setup) : "—",
                v->rules.king == KING_NONE ? _("none") : markdown_text(v->king_name, king, sizeof king));
    }
    fprintf(out, "\n%s\n\n",
            _("*Middle row*: the `setup` rule, which of the middle row's points each side takes (`right`, `left`, "
              "`alternate`); — where no middle row is shared."));
}

static const char *const rule_columns[][2] = {
    {"men_move", N_("men step")},     {"men_capture", N_("men capture")}, {"capture", N_("capturing")},
    {"chain", N_("chains")},          {"majority", N_("largest capture")}, {"removal", N_("captured pieces leave")},
    {"king", N_("kings")},            {"king_landing", N_("king lands")},
    {"crown_mid_capture", N_("far row mid-capture")},
    {"blocked", N_("no legal move")}, {"shrink", N_("board shrinks")},
};
enum { NCOLUMNS = sizeof rule_columns / sizeof rule_columns[0] };

/* Whether an option means anything under r (the king options without kings do not). */
static bool applies(const Rules *r, const char *key)
{
    bool kingly = !strcmp(key, "king_landing") || !strcmp(key, "crown_mid_capture");
    return !(kingly && r->king == KING_NONE);
}

static void write_rules_table(FILE *out, GameDef *const *games, int n)
{
    fprintf(out, "## %s\n\n%s\n\n| %s |", _("Moves, captures, kings and endings"),
            _("Each game under its first ruleset; the cells are the values of the rule options (docs/rules.md, "
              "`--rule KEY=VALUE`)."),
            _("game"));
    for (int c = 0; c < NCOLUMNS; c++)
        fprintf(out, " %s |", _(rule_columns[c][1]));
    fprintf(out, "\n|---|");
    for (int c = 0; c < NCOLUMNS; c++)
        fprintf(out, "---|");
    fprintf(out, "\n");
    for (int i = 0; i < n; i++) {
        const Rules *r = &games[i]->variant.rules;
        char name[NAME_TEXT];
        fprintf(out, "| %s |", name_text(games[i], name));
        for (int c = 0; c < NCOLUMNS; c++) {
            char buf[16];
            if (applies(r, rule_columns[c][0]))
                fprintf(out, " `%s` |", value(r, rule_columns[c][0], buf, sizeof buf));
            else
                fprintf(out, " — |");
        }
        fprintf(out, "\n");
    }
    fprintf(out, "\n%s", _("Every game ends when a player has no pieces left (a loss); `no legal move` says what having "
                           "pieces but no move means."));
    const Rules *first = &games[0]->variant.rules;
    bool same_draws = true;
    for (int i = 1; i < n; i++)
        same_draws = same_draws && games[i]->variant.rules.repetition == first->repetition &&
                     games[i]->variant.rules.quiet_limit == first->quiet_limit;
    if (same_draws && first->repetition > 0 && first->quiet_limit > 0) { /* an ordinal: a sentence for each ending */
        int k = first->repetition;
        const char *text =
            k == 1   ? _("In every game the same position for the %dst time, or %d moves without a capture (nor, where "
                         "men cannot step back, a man's step forward), are draws.")
            : k == 2 ? _("In every game the same position for the %dnd time, or %d moves without a capture (nor, where "
                         "men cannot step back, a man's step forward), are draws.")
            : k == 3 ? _("In every game the same position for the %drd time, or %d moves without a capture (nor, where "
                         "men cannot step back, a man's step forward), are draws.")
                     : _("In every game the same position for the %dth time, or %d moves without a capture (nor, where "
                         "men cannot step back, a man's step forward), are draws.");
        fputs(" ", out);
        fprintf(out, text, k, first->quiet_limit);
    }
    fprintf(out, "\n\n");
}

/* The ruleset's changes on top of the script's rules, "key=value, key=value". */
static void ruleset_changes(const GameDef *g, const Ruleset *rs, char *buf, size_t len)
{
    Rules r = g->base_rules;
    int n = 0;
    buf[0] = '\0';
    for (int i = 0; i < rs->noverrides && n >= 0 && (size_t)n < len; i++) {
        const RuleOption *o = &rules_options[rs->overrides[i].option];
        *(int *)((char *)&r + o->offset) = rs->overrides[i].value;
        char num[16];
        n += snprintf(buf + n, len - (size_t)n, "%s`%s=%s`", i ? ", " : "", o->key,
                      rules_value_text(&r, o, num, sizeof num));
    }
}

static void write_rulesets(FILE *out, GameDef *const *games, int n)
{
    fprintf(out, "## %s\n\n%s\n\n%s\n|---|---|---|---|---|\n", _("Rulesets"),
            _("The first ruleset of each game is its default (`--ruleset NAME` chooses another). *Described*: the "
              "source states the rules; *reconstructed*: a modern writer fills the gaps."),
            _("| game | ruleset | kind | changes | source |"));
    for (int i = 0; i < n; i++)
        for (int r = 0; r < games[i]->nrulesets; r++) {
            const Ruleset *rs = &games[i]->rulesets[r];
            char changes[512], name[NAME_TEXT], source[MARKDOWN_TEXT_SIZE(sizeof rs->source)];
            ruleset_changes(games[i], rs, changes, sizeof changes);
            fprintf(out, "| %s | %s | %s | %s | %s |\n", r == 0 ? name_text(games[i], name) : "", rs->id,
                    !strcmp(rs->kind, "described") ? _("described") : _("reconstructed"),
                    changes[0] ? changes : "—", markdown_text(rs->source, source, sizeof source));
        }
    fprintf(out, "\n");
}

/* "`men_move=any`, `king=none`": the options of g's default rules that differ from the
 * family's common rules (docs/rules.md#options), the draw counters left out, and setup too where g's start
 * shares out no middle row. */
static void differences(const GameDef *g, char *buf, size_t len)
{
    Rules common;
    rules_default(&common);
    int n = 0;
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count && n >= 0 && (size_t)n < len; i++) {
        const RuleOption *o = &rules_options[i];
        const Rules *r = &g->variant.rules;
        if ((!strcmp(o->key, "setup") && !middle_row_shared(&g->variant)) || !o->values[0] ||
            rules_get(r, o) == rules_get(&common, o) || !applies(r, o->key))
            continue;
        char num[16];
        n += snprintf(buf + n, len - (size_t)n, "%s`%s=%s`", n ? ", " : "", o->key,
                      rules_value_text(r, o, num, sizeof num));
    }
}

/* The number of options (setup included, the draw counters not) in which two games' default
 * rules differ, listed into buf. */
static int rule_distance(const GameDef *a, const GameDef *b, char *buf, size_t len)
{
    int count = 0, n = 0;
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        const Rules *ra = &a->variant.rules, *rb = &b->variant.rules;
        if (!o->values[0] || rules_get(ra, o) == rules_get(rb, o) || (!applies(ra, o->key) && !applies(rb, o->key)))
            continue;
        if (!strcmp(o->key, "setup") && !(middle_row_shared(&a->variant) && middle_row_shared(&b->variant)))
            continue;
        count++;
        if (n >= 0 && (size_t)n < len)
            n += snprintf(buf + n, len - (size_t)n, "%s`%s`", n ? ", " : "", o->key);
    }
    return count;
}

/* "- Nearest in its rules: Kharbaga (differs in `men_move`, `setup`)": the games whose default
 * rules differ from game i's in the fewest options. */
static void write_nearest(FILE *out, GameDef *const *games, int n, int i)
{
    char diff[512];
    int best = rules_option_count + 1;
    for (int k = 0; k < n; k++)
        if (k != i && rule_distance(games[i], games[k], diff, sizeof diff) < best)
            best = rule_distance(games[i], games[k], diff, sizeof diff);
    char list[2048] = "";
    size_t used = 0;
    for (int k = 0; k < n && best <= rules_option_count && used < sizeof list; k++) {
        if (k == i || rule_distance(games[i], games[k], diff, sizeof diff) != best)
            continue;
        char name[NAME_TEXT], item[1024];
        if (best)
            snprintf(item, sizeof item, _("%s (differs in %s)"), name_text(games[k], name), diff);
        else
            snprintf(item, sizeof item, _("%s (the same rules)"), name_text(games[k], name));
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", used ? "; " : "", item);
    }
    if (list[0]) {
        fprintf(out, _("- Nearest in its rules: %s."), list);
        fputs("\n", out);
    }
}

/* "- Disputed points (...): topic (`option`); topic." (an option is a rule's key, checked by
 * the loader) */
static void write_dispute_topics(FILE *out, const GameDef *g)
{
    if (!g->ndisputes)
        return;
    char list[4096] = "";
    size_t used = 0;
    for (int d = 0; d < g->ndisputes && used < sizeof list; d++) {
        const Dispute *x = &g->disputes[d];
        char topic[MARKDOWN_TEXT_SIZE(sizeof x->topic)];
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s%s%s%s", d ? "; " : "",
                                 markdown_text(x->topic, topic, sizeof topic), x->option[0] ? " (`" : "", x->option,
                                 x->option[0] ? "`)" : "");
    }
    fprintf(out, _("- Disputed points (what each source says: games/%s.md): %s."), g->id, list);
    fputs("\n", out);
}

static void write_relations(FILE *out, GameDef *const *games, int n)
{
    /* docs/rules.md#options: a heading of docs/rules.md, which is not translated */
    fprintf(out, "## %s\n\n%s\n\n", _("How the games relate"),
            _("The family's common rules are Kharbaga's standard ones (docs/rules.md#options: men step forward, "
              "capturing is compulsory, chains go on, the largest capture must be taken, captured pieces leave when "
              "the move ends, flying kings). Each game below is listed with what it changes, the games that share "
              "its board, and its history as its script tells it."));
    for (int i = 0; i < n; i++) {
        const GameDef *g = games[i];
        char diffs[1024], name[NAME_TEXT], summary[MARKDOWN_TEXT_SIZE(sizeof g->summary)];
        differences(g, diffs, sizeof diffs);
        fprintf(out, "### %s\n\n%s\n\n", name_text(g, name), markdown_text(g->summary, summary, sizeof summary));
        if (diffs[0])
            fprintf(out, _("- Against the common rules: %s."), diffs);
        else
            fputs(_("- Against the common rules: none, they are its rules."), out);
        fputs("\n", out);
        write_nearest(out, games, n, i);
        char same[2048] = "";
        size_t used = 0;
        for (int k = 0; k < n && used < sizeof same; k++)
            if (k != i && same_board(&g->variant.board, &games[k]->variant.board))
                used += (size_t)snprintf(same + used, sizeof same - used, "%s%s", used ? ", " : "",
                                         name_text(games[k], name));
        if (same[0]) {
            fprintf(out, _("- Same board as: %s."), same);
            fputs("\n", out);
        }
        char extends[MARKDOWN_TEXT_SIZE(sizeof g->extends)]; /* escaped even in a code span, which a backtick ends */
        if (g->extends[0])
        {
            fprintf(out, _("- Its script extends `%s`: it states only what differs."),
                    markdown_text(g->extends, extends, sizeof extends));
            fputs("\n", out);
        }
        write_dispute_topics(out, g);
        if (g->history[0]) {
            fprintf(out, "\n");
            markdown_write(out, g->history);
            fprintf(out, "\n");
        }
        fprintf(out, "\n");
    }
}

/* Relatives the family's sources name that no script here plays: the name a game would have,
 * and how the sources place it. */
static const struct {
    const char *name, *text;
} unplayed_relatives[] = {
    {"Kolowis Awithlaknannai", N_("the Zuni game Kolowis Awithlaknannai is named as a further relative of the family")},
};

/* The relatives the sources name that none of the games is, as a paragraph, or nothing. */
static void write_unplayed_relatives(FILE *out, GameDef *const *games, int n)
{
    int count = 0;
    char list[1024] = "";
    size_t used = 0;
    for (size_t r = 0; r < sizeof unplayed_relatives / sizeof unplayed_relatives[0] && used < sizeof list; r++) {
        bool played = false;
        for (int i = 0; i < n && !played; i++)
            played = strstr(games[i]->name, unplayed_relatives[r].name) != NULL;
        if (!played)
            used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", count++ ? "; " : "",
                                     _(unplayed_relatives[r].text));
    }
    if (count) {
        fprintf(out, "### %s\n\n", _("Relatives not played here"));
        fprintf(out,
                P_("In the sources, %s. The program has no script for it, so its rules are not given here.",
                   "In the sources, %s. The program has no script for them, so their rules are not given here.",
                   (unsigned long)count),
                list);
        fputs("\n\n", out);
    }
}

/* The dispute of g about how many pieces there are (a dispute without an option whose topic
 * speaks of pieces), or NULL. */
static const Dispute *piece_dispute(const GameDef *g)
{
    for (int d = 0; d < g->ndisputes; d++)
        if (!g->disputes[d].option[0] && strstr(g->disputes[d].topic, "pieces"))
            return &g->disputes[d];
    return NULL;
}

/* The first number in a dispute's text: the piece count the sources give. */
static int sources_count(const char *text)
{
    while (*text && (*text < '0' || *text > '9'))
        text++;
    return atoi(text);
}

/* The piece-count puzzle (Aiyawatstani's 22), worked out on the game's own board and start. */
static void write_puzzle(FILE *out, const GameDef *g)
{
    const Variant *v = &g->variant;
    const Board *b = &v->board;
    Position start;
    position_start(v, &start);
    int points = bits_count(b->all), men = bits_count(position_pieces(&start, SOUTH)), middle = b->nrows / 2;
    int own_rows = 0;
    for (int r = 0; r < middle; r++)
        own_rows += bits_count(b->row_points[r]);
    const Dispute *d = piece_dispute(g);
    int claimed = sources_count(d->text);
    char name[NAME_TEXT];
    fputs("## ", out);
    fprintf(out, _("The %d-piece puzzle of %s"), claimed, name_text(g, name));
    fputs("\n\n", out);
    markdown_write(out, d->text);
    fprintf(out, "\n\n");
    const char *arithmetic =
        2 * claimed > points
            ? _("The arithmetic on the board: it has %d points, so 2 × %d = %d pieces cannot stand on it at the start, "
                "not even with every point filled. With the centre left empty, as in the other games on this board, "
                "%d points remain, %d for each side: that is the %d men a side the program plays with. Each side "
                "fills the %d rows on its side (%d points) and takes %d of the %d points of the middle row.")
            : _("The arithmetic on the board: it has %d points, so 2 × %d = %d pieces would fit. With the centre left "
                "empty, as in the other games on this board, %d points remain, %d for each side: that is the %d men a "
                "side the program plays with. Each side fills the %d rows on its side (%d points) and takes %d of the "
                "%d points of the middle row.");
    fprintf(out, arithmetic, points, claimed, 2 * claimed, points - 1, (points - 1) / 2, men, middle, own_rows,
            men - own_rows, bits_count(b->row_points[middle]));
    fputs("\n\n", out);
    if (g->notes[0]) {
        markdown_write(out, g->notes);
        fprintf(out, "\n\n");
    }
    char king[MARKDOWN_TEXT_SIZE(sizeof v->king_plural)];
    fprintf(out, _("The start, as `kharbaga show --variant %s` draws it (lower case men, capitals %s):"), g->id,
            markdown_text(v->king_plural, king, sizeof king));
    fputs("\n\n```\n", out);
    draw_position(out, v, &start, NULL, NULL);
    char text[4096];
    position_to_text(v, &start, text, sizeof text);
    fputs("```\n\n", out);
    fprintf(out, _("Start position: `%s`"), text);
    fputs("\n\n", out);
}

void family_text_write(FILE *out, GameDef *const *games, int n)
{
    fprintf(out, "# %s\n\n%s\n\n", _("The Zamma family, side by side"),
            _("The games this program plays, compared: their boards and pieces, their rules under each game's "
              "default ruleset, their other rulesets, and how they relate. Each game has a page of its own in "
              "docs/games/; the rule options are explained in docs/rules.md and the disputed points shown on the "
              "board in docs/disputes.md."));
    if (n == 0)
        return;
    write_boards(out, games, n);
    write_rules_table(out, games, n);
    write_rulesets(out, games, n);
    write_relations(out, games, n);
    write_unplayed_relatives(out, games, n);
    for (int i = 0; i < n; i++)
        if (piece_dispute(games[i]) && sources_count(piece_dispute(games[i])->text) > 0)
            write_puzzle(out, games[i]);
    fprintf(out, "---\n%s\n", _("Written by `kharbaga family` from `variants/*.lua`."));
}
