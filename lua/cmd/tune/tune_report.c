/*
 * tune_report.c — what `kharbaga tune` found: the positions, K and the error before and after the
 * fit, the weights (a table, or JSON with --json), and the tuned personality's script: the base
 * personality with the weights found, into --out or printed after the table.
 */
#include "i18n.h"
#include "json.h"
#include "tuning.h"

#include <errno.h>
#include <string.h>

/* The results of the positions for their side to move: won, drawn, lost. */
static void count_results(const TunePositions *tp, int counts[3])
{
    counts[0] = counts[1] = counts[2] = 0;
    for (int i = 0; i < tp->n; i++)
        counts[tp->p[i].result == 1.0 ? 0 : tp->p[i].result == 0.5 ? 1 : 2]++;
}

/* The search limits of the games in words, or "" (positions read from a file). */
static void limits_text(const TuneReport *r, char *buf, size_t len)
{
    if (r->positions->games == 0)
        snprintf(buf, len, "%s", "");
    else
        match_limits_text(r->cli, "", buf, len);
}

/* The script's first lines: what it is and how it was made. */
static void script_comment(const TuneReport *r, char *buf, size_t len)
{
    const Cli *cli = r->cli;
    const GameDef *def = cli->def;
    char limits[128];
    limits_text(r, limits, sizeof limits);
    int used = snprintf(buf, len, "%s (%s) with its weights tuned for %s, ruleset %s, by kharbaga tune:\n", r->base->name,
                        r->base->id, def->id, def->rulesets[def->ruleset].id);
    if (r->positions->games > 0 && used > 0 && (size_t)used < len)
        used += snprintf(buf + used, len - (size_t)used, "%d self-play games (%s), seed %llu, ", r->positions->games,
                         limits, (unsigned long long)cli->seed);
    if (used > 0 && (size_t)used < len)
        snprintf(buf + used, len - (size_t)used,
                 "%d quiet positions; K %.6g, mean squared error %.6f before, %.6f after.\n"
                 "Adopt it for the game only after a match shows it stronger (kharbaga match --sprt).",
                 r->positions->n, r->fit.k_after, r->fit.error_before, r->fit.error_after);
}

bool tune_write_personality(const TuneReport *r, FILE *out)
{
    Personality p = *r->base;
    char comment[1024];
    tune_weights_to_eval(&r->fit.after, &p.params.weights);
    char name[sizeof p.name];
    if (snprintf(name, sizeof name, "%s (tuned)", r->base->name) < (int)sizeof name)
        snprintf(p.name, sizeof p.name, "%s", name);
    snprintf(p.description, sizeof p.description,
             "%s's search with its evaluation weights tuned by self-play for %s (%s, ruleset %s).", r->base->name,
             r->cli->def->name, r->cli->def->id, r->cli->def->rulesets[r->cli->def->ruleset].id);
    p.nvariants = 1;
    p.ngame_weights = 0; /* made for this one game: its weights are the tuned ones */
    p.ngame_styles = 0;  /* and its style the base's for that game, in p.params already */
    snprintf(p.variants[0], sizeof p.variants[0], "%s", r->cli->def->id);
    script_comment(r, comment, sizeof comment);
    return personality_write(&p, r->id, comment, out);
}

/* Writes the script into --out (through a file of its own, renamed over it once whole). False
 * (reported) if it could not be written. */
static bool write_out(const TuneReport *r)
{
    const char *path = r->cli->out;
    char tmp[LOADER_PATH + 16];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "w");
    bool ok = f && tune_write_personality(r, f);
    ok = f && fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok) {
        int why = errno;
        remove(tmp);
        return cli_error_in("out", "--out %s: cannot write it: %s", path, strerror(why)) == 0;
    }
    return true;
}

static void print_weights_table(const TuneReport *r, FILE *out)
{
    /* TRANSLATORS: the table of the weights: the term, its weight before and after the fit. */
    fprintf(out, "%-12s %8s %8s\n", _("term"), _("before"), _("after"));
    for (int t = 0; t < EVAL_NTERMS; t++)
        fprintf(out, "%-12s %8d %8d%s\n", eval_term_info[t].name, r->fit.before.w[t], r->fit.after.w[t],
                t == EVAL_MAN ? _("  (fixed: the unit)") : "");
}

static void print_text(const TuneReport *r, FILE *out)
{
    const GameDef *def = r->cli->def;
    int counts[3];
    count_results(r->positions, counts);
    char limits[128];
    limits_text(r, limits, sizeof limits);
    /* TRANSLATORS: the personality's name and id; the game's id and ruleset. */
    fprintf(out, _("tune: %s (%s) on %s, ruleset %s\n"), r->base->name, r->base->id, def->id,
            def->rulesets[def->ruleset].id);
    if (r->positions->games > 0)
        /* TRANSLATORS: the games; their search limits; the seed. */
        fprintf(out, P_("%d self-play game, %s, seed %llu\n", "%d self-play games, %s, seed %llu\n",
                        (unsigned long)r->positions->games),
                r->positions->games, limits, (unsigned long long)r->cli->seed);
    /* TRANSLATORS: the positions; of them, those won, drawn and lost by the side to move. */
    fprintf(out, P_("%d quiet position (won %d, drawn %d, lost %d by the side to move)\n",
                    "%d quiet positions (won %d, drawn %d, lost %d by the side to move)\n", (unsigned long)r->positions->n),
            r->positions->n, counts[0], counts[1], counts[2]);
    fprintf(out, _("K: %.6g before, %.6g after\n"), r->fit.k_before, r->fit.k_after);
    fprintf(out, _("mean squared error: %.6f before, %.6f after\n\n"), r->fit.error_before, r->fit.error_after);
    print_weights_table(r, out);
}

static void json_weights(FILE *out, const char *key, const TuneWeights *w)
{
    fprintf(out, ",\"%s\":{", key);
    for (int t = 0; t < EVAL_NTERMS; t++)
        fprintf(out, "%s\"%s\":%d", t ? "," : "", eval_term_info[t].name, w->w[t]);
    fprintf(out, "}");
}

static void print_json(const TuneReport *r, FILE *out)
{
    const GameDef *def = r->cli->def;
    int counts[3];
    count_results(r->positions, counts);
    fprintf(out, "{\"variant\":");
    json_string(out, def->id);
    json_string_member(out, "ruleset", def->rulesets[def->ruleset].id);
    json_string_member(out, "ai", r->base->id);
    json_string_member(out, "id", r->id);
    fprintf(out, ",\"games\":%d,\"seed\":%llu,\"positions\":%d,\"won\":%d,\"drawn\":%d,\"lost\":%d", r->positions->games,
            (unsigned long long)r->cli->seed, r->positions->n, counts[0], counts[1], counts[2]);
    fprintf(out, ",\"k_before\":%.6g,\"k_after\":%.6g,\"error_before\":%.6f,\"error_after\":%.6f", r->fit.k_before,
            r->fit.k_after, r->fit.error_before, r->fit.error_after);
    json_weights(out, "weights_before", &r->fit.before);
    json_weights(out, "weights", &r->fit.after);
    json_string_member(out, "out", r->cli->out);
    fprintf(out, "}\n");
}

bool tune_report(const TuneReport *r)
{
    FILE *out = cli_out();
    if (r->cli->out && !write_out(r))
        return false;
    if (r->cli->json) {
        print_json(r, out);
        return true;
    }
    print_text(r, out);
    if (r->cli->out) {
        /* TRANSLATORS: the tuned personality's id; the file it is written to. */
        fprintf(out, _("\nthe personality %s is in %s: kharbaga match %s %s --variant %s\n"), r->id, r->cli->out,
                r->cli->out, r->base->id, r->cli->def->id);
        return true;
    }
    fprintf(out, _("\nthe personality, to be saved as %s.lua:\n\n"), r->id);
    return tune_write_personality(r, out);
}
