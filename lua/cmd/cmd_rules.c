/*
 * cmd_rules.c — `kharbaga rules [GAME]`: the rules of a game for a person, as Markdown written
 * from the variant script, so that the program and docs/games/<game>.md cannot drift apart. Every
 * text the script gives is written escaped (markdown.h): a script is untrusted, and a Markdown
 * viewer would render its HTML.
 */
#include "commands.h"
#include "doc_diagrams.h"
#include "draw.h"
#include "i18n.h"
#include "json.h"
#include "markdown.h"
#include "rules_text.h"

#include <stdlib.h>
#include <string.h>

static void write_ruleset(FILE *out, const GameDef *def, int r)
{
    const Ruleset *rs = &def->rulesets[r];
    /* the kind is one of two words (the loader checks it): a whole message for each */
    bool described = !strcmp(rs->kind, "described");
    if (r == 0)
        fprintf(out, described ? _("- **%s** (described, the default)") : _("- **%s** (reconstructed, the default)"),
                rs->id);
    else
        fprintf(out, described ? _("- **%s** (described)") : _("- **%s** (reconstructed)"), rs->id);
    Rules scratch = def->base_rules;
    for (int i = 0; i < rs->noverrides; i++) {
        const RuleOption *o = &rules_options[rs->overrides[i].option];
        *(int *)((char *)&scratch + o->offset) = rs->overrides[i].value;
        char num[16];
        fprintf(out, "%s`%s=%s`", i == 0 ? ": " : ", ", o->key, rules_value_text(&scratch, o, num, sizeof num));
    }
    fprintf(out, " — ");
    markdown_write(out, rs->source[0] ? rs->source : _("no source given"));
    fprintf(out, "\n");
}

/* Where the rules' Lua hooks are (their description, if any, is the Further rules above). */
static void write_hooks(FILE *out, const GameDef *def)
{
    bool moves = gamedef_has_moves_hook(def), after = gamedef_has_after_hook(def);
    if (!moves && !after)
        return;
    const VariantHooks *hooks = def->variant.hooks;
    bool described = hooks && hooks->description && hooks->description[0]; /* the Further rules above */
    /* a whole paragraph for each case: [described][which hooks: moves, after, both] */
    static const char *const text[2][3] = {
        {N_("These rules run Lua hooks from the script `%s`, which change what the rules above say: a moves hook "
            "decides which of the moves they allow are legal, and may add others; docs/authoring.md (Hooks) says "
            "how they are written."),
         N_("These rules run Lua hooks from the script `%s`, which change what the rules above say: an after hook "
            "runs after every move and may keep notes on the pieces that the moves hook reads; docs/authoring.md "
            "(Hooks) says how they are written."),
         N_("These rules run Lua hooks from the script `%s`, which change what the rules above say: a moves hook "
            "decides which of the moves they allow are legal, and may add others; an after hook runs after every "
            "move and may keep notes on the pieces that the moves hook reads; docs/authoring.md (Hooks) says how "
            "they are written.")},
        {N_("These rules run Lua hooks from the script `%s`, which decide the further rules above: a moves hook "
            "decides which of the moves they allow are legal, and may add others; docs/authoring.md (Hooks) says "
            "how they are written."),
         N_("These rules run Lua hooks from the script `%s`, which decide the further rules above: an after hook "
            "runs after every move and may keep notes on the pieces that the moves hook reads; docs/authoring.md "
            "(Hooks) says how they are written."),
         N_("These rules run Lua hooks from the script `%s`, which decide the further rules above: a moves hook "
            "decides which of the moves they allow are legal, and may add others; an after hook runs after every "
            "move and may keep notes on the pieces that the moves hook reads; docs/authoring.md (Hooks) says how "
            "they are written.")},
    };
    fprintf(out, "## %s\n\n", _("Hooks"));
    fprintf(out, _(text[described][moves && after ? 2 : after ? 1 : 0]), def->path);
    fputs("\n\n", out);
}

/* Whether the start splits a middle row between the sides (what the setup rule decides). */
static bool middle_row_shared(const Variant *v)
{
    const Board *b = &v->board;
    if (b->nrows % 2 == 0)
        return false;
    Bits middle = b->row_points[b->nrows / 2];
    return bits_any(bits_and(middle, v->start_men[SOUTH])) && bits_any(bits_and(middle, v->start_men[NORTH]));
}

static void write_setup(FILE *out, const GameDef *def, const Position *start, bool diagrams)
{
    const Variant *v = &def->variant;
    fprintf(out, "## %s\n\n", _("Board and setup"));
    char side[2][MARKDOWN_TEXT_SIZE(sizeof v->side_name[0])];
    for (int s = 0; s < 2; s++)
        markdown_text(v->side_name[s], side[s], sizeof side[s]);
    int points = bits_count(v->board.all), north = bits_count(position_pieces(start, NORTH));
    fprintf(out, P_("%d point.", "%d points.", (unsigned long)points), points);
    fputs(" ", out);
    fprintf(out,
            P_("%s (South, below) and %s (North) have %d and %d man; %s moves first.",
               "%s (South, below) and %s (North) have %d and %d men; %s moves first.", (unsigned long)north),
            side[SOUTH], side[NORTH], bits_count(position_pieces(start, SOUTH)), north, side[start->side]);
    char buf[512];
    if (!v->explicit_start && middle_row_shared(v)) /* a sentence of rules_text.c: no script text */
        fprintf(out, " %s", rules_text_sentence(v, RULE_SETUP, v->rules.setup, buf, sizeof buf));
    fprintf(out, "\n\n");
    if (diagrams)
        doc_diagram_start(out, def);
    char king[MARKDOWN_TEXT_SIZE(sizeof v->king_plural)];
    fprintf(out, _("In text, lower-case letters are men and capitals are %s:"),
            markdown_text(v->king_plural, king, sizeof king));
    fputs("\n\n```\n", out);
    draw_position(out, v, start, NULL, NULL);
    char text[4096];
    position_to_text(v, start, text, sizeof text);
    fputs("```\n\n", out);
    fprintf(out, _("Start position: `%s`"), text);
    fputs("\n\n", out);
}

/* Where the text came from: a shipped game by its id (as docs/games/ has it), or the script and
 * the rules the command line chose. */
static void write_footer(FILE *out, const Cli *cli, const GameDef *def, bool by_id)
{
    char shipped[64];
    snprintf(shipped, sizeof shipped, "/variants/%s.lua", def->id);
    size_t n = strlen(def->path), k = strlen(shipped);
    bool in_variants = n > k && !strcmp(def->path + n - k, shipped); /* the source tree's or an installed copy */
    const char *path = in_variants ? shipped + 1 : def->path;
    if (by_id) {
        fputs("---\n", out);
        fprintf(out, _("Written by `kharbaga rules %s` from `%s`."), def->id, path);
        fputs("\n", out);
        return;
    }
    char extends[MARKDOWN_TEXT_SIZE(sizeof def->extends)], changes[1024] = "";
    markdown_text(def->extends, extends, sizeof extends);
    for (int i = 0; i < cli->nrules; i++) { /* the --rule changes, as typed: data */
        size_t used = strlen(changes);
        snprintf(changes + used, sizeof changes - used, "%s%s", i ? " " : "", cli->rules[i]);
    }
    const char *ruleset = def->rulesets[def->ruleset].id;
    fputs("---\n", out);
    if (def->extends[0] && cli->nrules)
        fprintf(out, _("Written by `kharbaga rules` from `%s`, which extends %s, ruleset %s with %s."), def->path,
                extends, ruleset, changes);
    else if (def->extends[0])
        fprintf(out, _("Written by `kharbaga rules` from `%s`, which extends %s, ruleset %s."), def->path, extends,
                ruleset);
    else if (cli->nrules)
        fprintf(out, _("Written by `kharbaga rules` from `%s`, ruleset %s with %s."), def->path, ruleset, changes);
    else
        fprintf(out, _("Written by `kharbaga rules` from `%s`, ruleset %s."), def->path, ruleset);
    fputs("\n", out);
}

static void write_disputes(FILE *out, const GameDef *def)
{
    if (!def->ndisputes)
        return;
    fprintf(out, "## %s\n\n", _("Disputed points"));
    for (int d = 0; d < def->ndisputes; d++) {
        const Dispute *x = &def->disputes[d];
        char topic[MARKDOWN_TEXT_SIZE(sizeof x->topic)]; /* (the option is a rule's key, checked by the loader) */
        fprintf(out, "- **%s**%s%s%s. ", markdown_text(x->topic, topic, sizeof topic), x->option[0] ? " (`" : "",
                x->option, x->option[0] ? "`)" : "");
        markdown_write(out, x->text);
        fprintf(out, "\n");
    }
    fprintf(out, "\n");
}

/* A section of the script's prose (notes, history), if it has one. */
static void write_section(FILE *out, const char *title, const char *text)
{
    if (!text[0])
        return;
    fprintf(out, "## %s\n\n", title);
    markdown_write(out, text);
    fprintf(out, "\n\n");
}

/* diagrams: the rules are the game's defaults, which the page's images show. */
static void write_rules(FILE *out, const Cli *cli, GameDef *def, bool diagrams)
{
    const Variant *v = &def->variant;
    Position start;
    position_start(v, &start);
    fprintf(out, "# ");
    markdown_write(out, def->name);
    fprintf(out, "\n\n");
    if (def->region[0]) {
        fprintf(out, "*");
        markdown_write(out, def->region);
        fprintf(out, ".* ");
    }
    markdown_write(out, def->summary);
    fprintf(out, "\n\n");
    write_setup(out, def, &start, diagrams);
    fputs("## ", out);
    fprintf(out, _("Rules (%s)"), def->rulesets[def->ruleset].id);
    fputs("\n\n", out);
    rules_text_write(out, v, 3);
    if (diagrams)
        doc_diagram_capture(out, def);
    write_hooks(out, def);
    fprintf(out, "## %s\n\n", _("Rulesets"));
    for (int r = 0; r < def->nrulesets; r++)
        write_ruleset(out, def, r);
    fprintf(out, "\n%s\n\n",
            _("Choose one with `--ruleset NAME`; change a single rule with `--rule KEY=VALUE` (docs/rules.md)."));
    write_disputes(out, def);
    write_section(out, _("Notes"), def->notes);
    write_section(out, _("History"), def->history);
    if (def->nsources) {
        fprintf(out, "## %s\n\n", _("Sources"));
        for (int s = 0; s < def->nsources; s++) {
            fprintf(out, "- ");
            markdown_write(out, def->sources[s]);
            fprintf(out, "\n");
        }
        fprintf(out, "\n");
    }
    write_footer(out, cli, def, diagrams);
}

/* The rules of ruleset r before any --rule change: the base rules and the ruleset's own. */
static Rules ruleset_rules(const GameDef *def, int r)
{
    Rules rules = def->base_rules;
    const Ruleset *rs = &def->rulesets[r];
    for (int i = 0; i < rs->noverrides; i++)
        *(int *)((char *)&rules + rules_options[rs->overrides[i].option].offset) = rs->overrides[i].value;
    return rules;
}

/* Each rule option: key, the values it takes (names, or null and a range for a number), the
 * value in force, its value in the selected ruleset (the default, without --rule), and its help. */
static void write_json_options(FILE *out, const GameDef *def)
{
    Rules defaults = ruleset_rules(def, def->ruleset);
    fprintf(out, "[");
    for (int i = 0; i < rules_option_count; i++) {
        const RuleOption *o = &rules_options[i];
        char value[16], fallback[16];
        fprintf(out, "%s{\"key\":", i ? ",\n " : "");
        json_string(out, o->key);
        fprintf(out, ",\"values\":");
        if (o->values[0]) {
            fprintf(out, "[");
            for (int k = 0; k < 4 && o->values[k]; k++) {
                fprintf(out, k ? "," : "");
                json_string(out, o->values[k]);
            }
            fprintf(out, "],\"min\":null,\"max\":null");
        } else {
            fprintf(out, "null,\"min\":%d,\"max\":%d", o->min, o->max);
        }
        json_string_member(out, "value", rules_value_text(&def->variant.rules, o, value, sizeof value));
        json_string_member(out, "default", rules_value_text(&defaults, o, fallback, sizeof fallback));
        json_string_member(out, "description", o->help);
        fprintf(out, "}");
    }
    fprintf(out, "]");
}

static void write_json_rulesets(FILE *out, const GameDef *def)
{
    fprintf(out, "[");
    for (int r = 0; r < def->nrulesets; r++) {
        const Ruleset *rs = &def->rulesets[r];
        fprintf(out, "%s{\"id\":", r ? "," : "");
        json_string(out, rs->id);
        fprintf(out, ",\"name\":"); /* a script names a ruleset by its id alone */
        json_string(out, rs->id);
        json_string_member(out, "kind", rs->kind);
        json_string_member(out, "source", rs->source);
        fprintf(out, ",\"default\":%s,\"selected\":%s,\"changes\":[", r == 0 ? "true" : "false",
                r == def->ruleset ? "true" : "false");
        Rules scratch = def->base_rules;
        for (int i = 0; i < rs->noverrides; i++) {
            const RuleOption *o = &rules_options[rs->overrides[i].option];
            char num[16], change[64];
            *(int *)((char *)&scratch + o->offset) = rs->overrides[i].value;
            snprintf(change, sizeof change, "%s=%s", o->key, rules_value_text(&scratch, o, num, sizeof num));
            fprintf(out, i ? "," : "");
            json_string(out, change);
        }
        fprintf(out, "]}");
    }
    fprintf(out, "]");
}

/* rules --json: the game, its rulesets and rule options as data (for menus of house rules), the
 * Markdown the command writes without --json, and the SVG diagrams that Markdown links to. */
static int write_json(FILE *out, Cli *cli, bool diagrams)
{
    const GameDef *def = cli->def;
    char *markdown = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&markdown, &len);
    if (!mem)
        return cli_out_of_memory();
    write_rules(mem, cli, cli->def, diagrams);
    fclose(mem);
    fprintf(out, "{\"variant\":");
    json_string(out, def->id);
    json_string_member(out, "name", def->name);
    json_string_member(out, "ruleset", def->rulesets[def->ruleset].id);
    fprintf(out, ",\"rules\":[");
    for (int i = 0; i < cli->nrules; i++) {
        fprintf(out, i ? "," : "");
        json_string(out, cli->rules[i]);
    }
    fprintf(out, "],\"rulesets\":");
    write_json_rulesets(out, def);
    fprintf(out, ",\n\"options\":");
    write_json_options(out, def);
    fprintf(out, ",\n\"markdown\":");
    json_string(out, markdown ? markdown : "");
    fprintf(out, ",\n\"diagrams\":{"); /* the SVG of each image the Markdown links */
    if (diagrams)
        doc_diagrams_json(out, def, "img/", true);
    fprintf(out, "}}\n");
    free(markdown);
    return 0;
}

int cmd_rules(Cli *cli)
{
    if (!cli_game_argument(cli))
        return 2;
    if (!cli_load(cli))
        return 1;
    /* the diagrams' commands name the game by its id: only for a game found by it */
    bool diagrams = cli->def->ruleset == 0 && cli->nrules == 0 && !strcmp(cli->variant, cli->def->id);
    if (cli->json)
        return write_json(cli_out(), cli, diagrams);
    write_rules(cli_out(), cli, cli->def, diagrams);
    return 0;
}
