/*
 * study_report.c — what a study tells: a Markdown table (choices as columns, metrics as rows,
 * each value with its 95% interval, and a last column saying whether the choices differ), the
 * same as one JSON document (--json), and an SVG chart of the metrics as bars with their
 * intervals (--svg FILE), in three panels, each with one labelled scale for the metrics of its unit
 * (shares of games in percent, counts per game, length in plies), so that bars side by side
 * compare.
 */
#include "i18n.h"
#include "json.h"
#include "study.h"
#include "svg.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static const double ALPHA = 0.05;
static const double HALF_WIDTHS[] = {0.05, 0.02, 0.01}; /* score interval half-widths the design table shows */

/* The estimate of metric `metric` for choice c, and whether it is a rate (shown in percent). */
static Estimate metric_of(const ChoiceStats *c, Metric metric, bool *rate)
{
    *rate = true;
    switch (metric) {
    case METRIC_SCORE:
        return c->score;
    case METRIC_DRAWS:
        return c->draw_rate;
    case METRIC_END_NO_PIECES:
        return c->ended_rate[REASON_NO_PIECES];
    case METRIC_END_BLOCKED:
        return c->ended_rate[REASON_BLOCKED];
    case METRIC_END_REPETITION:
        return c->ended_rate[REASON_REPETITION];
    case METRIC_END_QUIET:
        return c->ended_rate[REASON_QUIET];
    case METRIC_END_LIMIT:
        return c->ended_rate[REASON_NONE];
    default:
        break;
    }
    *rate = false;
    return metric == METRIC_LENGTH ? c->length : metric == METRIC_CAPTURES ? c->captures
                                               : metric == METRIC_CROWNINGS ? c->crownings : c->huffs;
}

/* Whether a metric is worth a row: the match move limit only when some game reached it. */
static bool metric_shown(const StudyStats *st, Metric metric)
{
    if (metric != METRIC_END_LIMIT)
        return true;
    for (int k = 0; k < st->nchoices; k++)
        if (st->c[k].ended[REASON_NONE])
            return true;
    return false;
}

static const char *label(const MatchRun *run, int k)
{
    return ((const StudyChoice *)run->matches[k])->label;
}

/* ---- Markdown ---- */

static void md_value(Estimate e, bool rate)
{
    FILE *out = cli_out();
    if (rate)
        fprintf(out, " %.1f%% (%.1f–%.1f) |", 100 * e.value, 100 * e.lo, 100 * e.hi);
    else
        fprintf(out, " %.2f ± %.2f (%.2f–%.2f) |", e.value, e.sd, e.lo, e.hi);
}

static void md_verdict(const StudyStats *st, Metric metric)
{
    FILE *out = cli_out();
    const Comparison *c;
    double p = study_metric_p(st, metric, &c);
    if (!c)
        fprintf(out, " — |\n");
    else if (p < ALPHA)
        /* TRANSLATORS: a cell of the column "choices differ?": the p-value, Holm's adjusted one, the pair of
         * choices. */
        fprintf(out, _(" **yes**, p = %.2g, Holm %.2g (choices %d and %d) |\n"), c->p, p, c->a + 1, c->b + 1);
    else
        fprintf(out, _(" no, p = %.2g, Holm %.2g |\n"), c->p, p);
}

/* The sequential test's options, or NULL. */
static const StudyUntil *until_of(const MatchRun *run)
{
    return run->sequential ? run->test : NULL;
}

static void md_header(const MatchRun *run, const StudyStats *st)
{
    FILE *out = cli_out();
    const Match *m = run->matches[0];
    char limits[96], answer[2048];
    match_limits_text(run->cli, _("the players' own limits"), limits, sizeof limits);
    fprintf(out, P_("# Study: %s, %d game per choice\n\n", "# Study: %s, %d games per choice\n\n",
                    (unsigned long)st->c[0].games),
            m->def->name, st->c[0].games);
    study_answer(run, st, until_of(run), answer, sizeof answer);
    fprintf(out, "%s\n\n", answer);
    /* TRANSLATORS: the two players; the limits of a move ("depth 2"); the random plies of an opening; the
     * seed; the first player's side ("Black"). */
    fprintf(out, _("%s vs %s, %s, openings of %d random plies, seed %llu; the first player is %s.\n\n"),
            m->player[0]->id, m->player[1]->id, limits, m->opening, (unsigned long long)m->seed,
            m->v->side_name[SOUTH]);
    if (m->balance >= 0) {
        fprintf(out, _("openings judged by a search of %d plies: even within %d\n"), MATCH_BALANCE_DEPTH, m->balance);
        fputc('\n', out);
    }
    fprintf(out, "| %s |", _("metric"));
    for (int k = 0; k < run->nmatches; k++)
        fprintf(out, " %d: `%s` |", k + 1, label(run, k));
    fprintf(out, " %s |\n|---|", _("choices differ?"));
    for (int k = 0; k <= run->nmatches; k++)
        fprintf(out, "---|");
    fprintf(out, "\n| %s |", _("games"));
    for (int k = 0; k < run->nmatches; k++)
        fprintf(out, " %d |", st->c[k].games);
    fprintf(out, " |\n");
}

/* The sequential test of each pair of choices, one line each. */
static void md_until(const StudyUntil *t)
{
    FILE *out = cli_out();
    fputc('\n', out);
    fprintf(out,
            _("Sequential test (--until clear): for each pair of choices, the GSPRT on the difference of the first "
              "player's scores in the games paired by their opening, H0 no difference against H1 %.0f points either "
              "way; alpha %g, beta %g, bounds %.2f and %.2f.\n\n"),
            100 * t->difference, t->alpha, t->beta, t->bounds.lower, t->bounds.upper);
    for (int i = 0; i < t->npairs; i++) {
        const StudyPairTest *p = &t->pairs[i];
        unsigned long n = (unsigned long)p->rounds;
        /* TRANSLATORS: the two choices; the log-likelihood ratio; the games per choice (twice). */
        if (p->verdict == SPRT_CONTINUE)
            fprintf(out,
                    P_("- choices %d and %d: LLR %.2f after %d game per choice: inconclusive at %d game\n",
                       "- choices %d and %d: LLR %.2f after %d games per choice: inconclusive at %d games\n", n),
                    p->a + 1, p->b + 1, p->llr, p->rounds, p->rounds);
        else if (p->verdict == SPRT_H1)
            fprintf(out,
                    P_("- choices %d and %d: LLR %.2f after %d game per choice: H1 accepted (they differ)\n",
                       "- choices %d and %d: LLR %.2f after %d games per choice: H1 accepted (they differ)\n", n),
                    p->a + 1, p->b + 1, p->llr, p->rounds);
        else
            fprintf(out,
                    P_("- choices %d and %d: LLR %.2f after %d game per choice: H0 accepted (no difference)\n",
                       "- choices %d and %d: LLR %.2f after %d games per choice: H0 accepted (no difference)\n", n),
                    p->a + 1, p->b + 1, p->llr, p->rounds);
    }
}

static void print_markdown(const MatchRun *run, const StudyStats *st)
{
    FILE *out = cli_out();
    md_header(run, st);
    for (int metric = 0; metric < METRIC_COUNT; metric++) {
        if (!metric_shown(st, (Metric)metric))
            continue;
        fprintf(out, "| %s |", study_metric_name((Metric)metric));
        for (int k = 0; k < st->nchoices; k++) {
            bool rate;
            Estimate e = metric_of(&st->c[k], (Metric)metric, &rate);
            md_value(e, rate);
        }
        md_verdict(st, (Metric)metric);
        if (metric == METRIC_DRAWS) { /* decisiveness: the complement, tested with it */
            fprintf(out, "| %s |", _("decisiveness"));
            for (int k = 0; k < st->nchoices; k++)
                md_value(st->c[k].decisive, true);
            /* TRANSLATORS: the cell of "choices differ?" for decisiveness: tested with the draw rate. */
            fprintf(out, " %s |\n", _("as the draw rate"));
        }
    }
    fputc('\n', out);
    /* TRANSLATORS: the number of p-values; the level (0.05). "Choices differ" and **yes** are the table's
     * heading and cell: say them as translated there. */
    fprintf(out,
            _("Rates and scores in percent with their 95%% intervals; per-game values as mean ± standard "
              "deviation (95%% interval of the mean). The first-player score counts a win 1, a draw 1/2: its "
              "interval is normal, with the variance of wins, draws and losses as they occurred; rates take "
              "Wilson's interval. \"Choices differ\": a two-sided z-test (unequal variances) for each pair of "
              "choices on each metric, the %d p-values adjusted by Holm's method; **yes** when the smallest "
              "adjusted p-value of the metric is below %.2f.\n"),
            st->ntests, ALPHA);
    fputc('\n', out);
    /* TRANSLATORS: three half-widths in points, each with the games it takes; the variance of a game's score. */
    fprintf(out,
            _("Games per choice for a 95%% interval on the first-player score of half-width ±%.0f points: %ld, "
              "±%.0f points: %ld, ±%.0f points: %ld (at this study's variance of a game's score, %.3f; at most "
              "0.25, without draws).\n"),
            100 * HALF_WIDTHS[0], study_games_needed(st->score_variance, HALF_WIDTHS[0]), 100 * HALF_WIDTHS[1],
            study_games_needed(st->score_variance, HALF_WIDTHS[1]), 100 * HALF_WIDTHS[2],
            study_games_needed(st->score_variance, HALF_WIDTHS[2]), st->score_variance);
    if (until_of(run))
        md_until(until_of(run));
}

/* ---- JSON ---- */

static void json_estimate(const char *key, Estimate e)
{
    FILE *out = cli_out();
    fprintf(out, "\"%s\":{\"value\":%.4f,\"lo\":%.4f,\"hi\":%.4f,\"sd\":%.4f}", key, e.value, e.lo, e.hi, e.sd);
}

static void json_choice(const MatchRun *run, const StudyStats *st, int k)
{
    FILE *out = cli_out();
    const ChoiceStats *c = &st->c[k];
    fprintf(out, "{\"choice\":");
    json_string(out, label(run, k));
    fprintf(out, ",\"games\":%d,\"first_player_wins\":%d,\"draws\":%d,\"second_player_wins\":%d,", c->games,
            c->south_wins, c->draws, c->north_wins);
    json_estimate("decisiveness", c->decisive);
    for (int metric = 0; metric < METRIC_COUNT; metric++) {
        bool rate;
        fprintf(out, ",");
        json_estimate(study_metric_key((Metric)metric), metric_of(c, (Metric)metric, &rate));
    }
    fprintf(out, ",\"ended\":{\"no_pieces\":%d,\"blocked\":%d,\"repetition\":%d,\"quiet\":%d,\"move_limit\":%d}}",
            c->ended[REASON_NO_PIECES], c->ended[REASON_BLOCKED], c->ended[REASON_REPETITION], c->ended[REASON_QUIET],
            c->ended[REASON_NONE]);
}

static void json_until(const StudyUntil *t)
{
    FILE *out = cli_out();
    fprintf(out,
            "{\"until\":\"clear\",\"difference\":%.2f,\"alpha\":%.15g,\"beta\":%.15g,\"lower\":%.4f,\"upper\":%.4f,"
           "\"pairs\":[",
           t->difference, t->alpha, t->beta, t->bounds.lower, t->bounds.upper);
    for (int i = 0; i < t->npairs; i++) {
        const StudyPairTest *p = &t->pairs[i];
        fprintf(out, "%s{\"choices\":[%d,%d],\"llr\":%.4f,\"games\":%d,\"difference\":%.4f,\"result\":\"%s\"}",
                i ? "," : "", p->a + 1, p->b + 1, p->llr, p->rounds, p->rounds ? p->sum / p->rounds : 0.0,
                study_verdict_code(p->verdict));
    }
    fprintf(out, "]}");
}

static void print_json(const MatchRun *run, const StudyStats *st)
{
    FILE *out = cli_out();
    const Match *m = run->matches[0];
    const Cli *cli = run->cli;
    fprintf(out, "{\"variant\":");
    json_string(out, m->def->id);
    fprintf(out, ",\"players\":[");
    json_string(out, m->player[0]->id);
    fprintf(out, ",");
    json_string(out, m->player[1]->id);
    char answer[2048];
    study_answer(run, st, until_of(run), answer, sizeof answer);
    fprintf(out, "],\"answer\":");
    json_string(out, answer);
    fprintf(out, ",\"games_per_choice\":%d,\"complete\":%s,\"time_ms\":", st->c[0].games,
            run->out_of_time ? "false" : "true");
    cli->time_ms ? fprintf(out, "%d", cli->time_ms) : fprintf(out, "null");
    fprintf(out, ",\"depth\":");
    cli->depth ? fprintf(out, "%d", cli->depth) : fprintf(out, "null");
    fprintf(out, ",\"opening_plies\":%d,\"balance\":", m->opening);
    m->balance >= 0 ? fprintf(out, "%d", m->balance) : fprintf(out, "null");
    fprintf(out, ",\"seed\":%llu,\"first_player\":", (unsigned long long)m->seed);
    json_string(out, m->v->side_key[SOUTH]);
    fprintf(out, ",\"intervals\":\"95%%; score: normal with the observed win/draw/loss variance; rates: Wilson; means: "
            "normal\",\"test\":\"two-sided z-test, unequal variances, per pair of choices; Holm-adjusted over all "
            "%d comparisons\",\"alpha\":%.2f,\"choices\":[",
            st->ntests, ALPHA);
    for (int k = 0; k < st->nchoices; k++) {
        fprintf(out, k ? "," : "");
        json_choice(run, st, k);
    }
    fprintf(out, "],\"comparisons\":[");
    for (int i = 0; i < st->ntests; i++) {
        const Comparison *c = &st->tests[i];
        fprintf(out, "%s{\"metric\":\"%s\",\"choices\":[%d,%d],\"z\":", i ? "," : "", study_metric_key(c->metric),
                c->a + 1, c->b + 1);
        isfinite(c->z) ? fprintf(out, "%.4f", c->z) : fprintf(out, "null");
        fprintf(out, ",\"p\":%.6g,\"p_holm\":%.6g,\"significant\":%s}", c->p, c->p_holm,
                c->p_holm < ALPHA ? "true" : "false");
    }
    fprintf(out, "],\"score_variance\":%.4f,\"games_needed\":[", st->score_variance);
    for (size_t i = 0; i < sizeof HALF_WIDTHS / sizeof HALF_WIDTHS[0]; i++)
        fprintf(out, "%s{\"half_width\":%.2f,\"games\":%ld}", i ? "," : "", HALF_WIDTHS[i],
                study_games_needed(st->score_variance, HALF_WIDTHS[i]));
    fprintf(out, "],\"detectable_difference\":%.4f,\"sequential\":", study_detectable(st));
    if (until_of(run))
        json_until(until_of(run));
    else
        fprintf(out, "null");
    fprintf(out, "}\n");
}

/* ---- SVG ---- */

static const char *const BAR_COLOURS[CLI_MAX_CHOICES] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759",
                                                        "#76b7b2", "#edc948", "#b07aa1", "#9c755f"};
enum {
    SVG_WIDTH = 760, SVG_LABEL = 190, SVG_PLOT = 480, SVG_BAR = 14, SVG_GAP = 10, SVG_TOP = 36,
    SVG_AXIS = 34, /* a panel's title and axis above its rows */
    SVG_TICKS = 4,
};

/* The chart's panels: the metrics that share a unit share a scale, so that their bars compare. */
typedef enum { PANEL_SHARE, PANEL_COUNT, PANEL_LENGTH, PANELS } Panel;

static const char *const PANEL_TITLES[PANELS] = {
    N_("Share of games, % (the first player's score, draws, how games ended)"),
    N_("Per game (captures, crownings, huffs)"),
    N_("Length, plies"),
};

/* A panel's scale: from 0 to top, ticks every step. */
typedef struct Scale {
    double top, step;
    bool percent;
} Scale;

static Panel panel_of(Metric metric)
{
    return metric == METRIC_LENGTH                                                      ? PANEL_LENGTH
           : metric == METRIC_CAPTURES || metric == METRIC_CROWNINGS || metric == METRIC_HUFFS ? PANEL_COUNT
                                                                                            : PANEL_SHARE;
}

/* A round step (1, 2, 2.5 or 5 times a power of ten) for SVG_TICKS ticks up to at least x. */
static double nice_step(double x)
{
    double raw = x / SVG_TICKS, power = pow(10, floor(log10(raw))), steps[] = {1, 2, 2.5, 5, 10};
    for (int i = 0; i < 5; i++)
        if (steps[i] * power >= raw)
            return steps[i] * power;
    return 10 * power;
}

/* The scale of a panel: 0 to 100% for shares; else round, past every interval's upper end. */
static Scale panel_scale(const StudyStats *st, Panel panel)
{
    if (panel == PANEL_SHARE)
        return (Scale){1.0, 0.25, true};
    double top = 0;
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        for (int k = 0; panel_of((Metric)metric) == panel && k < st->nchoices; k++) {
            bool rate;
            top = fmax(top, metric_of(&st->c[k], (Metric)metric, &rate).hi);
        }
    double step = nice_step(top > 0 ? top : 1);
    return (Scale){step * ceil((top > 0 ? top : 1) / step - 1e-9), step, false};
}

static double scale_x(const Scale *sc, double value)
{
    return SVG_LABEL + fmin(fmax(value, 0), sc->top) / sc->top * SVG_PLOT;
}

/* A panel's title, its axis with labelled ticks and their grid lines down to `bottom`. */
static void svg_axis(FILE *f, Panel panel, const Scale *sc, int y, int bottom)
{
    fprintf(f, "<text class=\"scale\" x=\"%d\" y=\"%d\" font-size=\"13\" font-weight=\"bold\">", SVG_LABEL, y + 13);
    svg_write_escaped(f, _(PANEL_TITLES[panel]));
    fprintf(f, "</text>\n<g class=\"axis\" font-size=\"10\" text-anchor=\"middle\">\n");
    for (int i = 0; i * sc->step <= sc->top + 1e-9; i++) {
        double value = i * sc->step, x = scale_x(sc, value);
        fprintf(f, "<path d=\"M%.1f %dV%d\" stroke=\"#ddd\"/><text x=\"%.1f\" y=\"%d\">", x, y + SVG_AXIS - 4, bottom,
                x, y + SVG_AXIS - 7);
        sc->percent ? fprintf(f, "%g%%", 100 * value) : fprintf(f, "%g", value);
        fprintf(f, "</text>\n");
    }
    fprintf(f, "</g>\n");
}

/* One metric's bars, each with its interval as a whisker, on its panel's scale. */
static int svg_metric(FILE *f, const StudyStats *st, Metric metric, const Scale *sc, int y)
{
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"12\">", SVG_LABEL - 8,
            y + st->nchoices * SVG_BAR / 2 + 4);
    svg_write_escaped(f, study_metric_name(metric));
    fprintf(f, "</text>\n");
    for (int k = 0; k < st->nchoices; k++, y += SVG_BAR) {
        bool rate;
        Estimate e = metric_of(&st->c[k], metric, &rate);
        double lo = scale_x(sc, e.lo), hi = scale_x(sc, e.hi);
        fprintf(f, "<rect class=\"bar\" data-metric=\"%s\" data-value=\"%.6f\" x=\"%d\" y=\"%d\" width=\"%.3f\" "
                   "height=\"%d\" fill=\"%s\"/>\n",
                study_metric_key(metric), e.value, SVG_LABEL, y + 1, scale_x(sc, e.value) - SVG_LABEL, SVG_BAR - 2,
                BAR_COLOURS[k]);
        fprintf(f, "<path class=\"interval\" d=\"M%.1f %dH%.1fM%.1f %dV%dM%.1f %dV%d\" stroke=\"#222\"/>\n", lo,
                y + SVG_BAR / 2, hi, lo, y + 3, y + SVG_BAR - 3, hi, y + 3, y + SVG_BAR - 3);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\">", hi + 4, y + SVG_BAR - 3);
        rate ? fprintf(f, "%.1f%%", 100 * e.value) : fprintf(f, "%.2f", e.value);
        fprintf(f, "</text>\n");
    }
    return y + SVG_GAP;
}

/* The rows of a panel's metrics (decisiveness, the draw rate's complement, left out). */
static int panel_rows(const StudyStats *st, Panel panel)
{
    int rows = 0;
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        rows += panel_of((Metric)metric) == panel && metric_shown(st, (Metric)metric);
    return rows;
}

/* A panel: its axis, then its metrics. Returns the y below it. */
static int svg_panel(FILE *f, const StudyStats *st, Panel panel, int y)
{
    Scale sc = panel_scale(st, panel);
    int bottom = y + SVG_AXIS + panel_rows(st, panel) * (st->nchoices * SVG_BAR + SVG_GAP) - SVG_GAP;
    svg_axis(f, panel, &sc, y, bottom);
    y += SVG_AXIS;
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        if (panel_of((Metric)metric) == panel && metric_shown(st, (Metric)metric))
            y = svg_metric(f, st, (Metric)metric, &sc, y);
    return y + SVG_GAP;
}

static bool write_svg(const MatchRun *run, const StudyStats *st, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return cli_error("--svg %s: cannot write it: %s", path, strerror(errno)) == 0;
    int height = SVG_TOP + 20 + st->nchoices * 16;
    for (int panel = 0; panel < PANELS; panel++)
        height += SVG_AXIS + panel_rows(st, (Panel)panel) * (st->nchoices * SVG_BAR + SVG_GAP) + SVG_GAP;
    const Match *m = run->matches[0];
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
               "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n<title>",
            SVG_WIDTH, height, SVG_WIDTH, height);
    char text[512];
    /* TRANSLATORS: the chart's title: the game's name. */
    snprintf(text, sizeof text, _("%s study: metrics per rule choice with 95%% intervals"), m->def->name);
    svg_write_escaped(f, text);
    fprintf(f, "</title>\n");
    fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"10\" y=\"22\" font-size=\"15\">");
    /* TRANSLATORS: the chart's heading: the game's name; the games of each choice. */
    snprintf(text, sizeof text,
             P_("%s: %d game per choice, 95%% intervals; the metrics of a unit share its scale",
                "%s: %d games per choice, 95%% intervals; the metrics of a unit share its scale",
                (unsigned long)st->c[0].games),
             m->def->name, st->c[0].games);
    svg_write_escaped(f, text);
    fprintf(f, "</text>\n");
    int y = SVG_TOP;
    for (int panel = 0; panel < PANELS; panel++)
        y = svg_panel(f, st, (Panel)panel, y);
    for (int k = 0; k < st->nchoices; k++, y += 16) {
        fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n<text x=\"%d\" y=\"%d\" "
                   "font-size=\"12\">",
                SVG_LABEL, y, BAR_COLOURS[k], SVG_LABEL + 18, y + 11);
        svg_write_escaped(f, label(run, k));
        fprintf(f, "</text>\n");
    }
    fprintf(f, "</svg>\n");
    if (fclose(f) != 0)
        return cli_error("--svg %s: cannot write it: %s", path, strerror(errno)) == 0;
    return true;
}

bool study_report(const MatchRun *run)
{
    StudyStats *st = malloc(sizeof *st);
    if (!st)
        return cli_out_of_memory() == 0;
    study_stats(run, st);
    if (run->cli->json)
        print_json(run, st);
    else
        print_markdown(run, st);
    bool ok = !run->cli->svg || write_svg(run, st, run->cli->svg);
    free(st);
    return ok;
}
