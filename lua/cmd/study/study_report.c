/*
 * study_report.c — what a study tells: a Markdown table (choices as columns, metrics as rows,
 * each value with its 95% interval, and a last column saying whether the choices differ), the
 * same as one JSON document (--json), and an SVG chart of the metrics as bars with their
 * intervals (--svg FILE), each metric on its own scale.
 */
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
    if (rate)
        printf(" %.1f%% (%.1f–%.1f) |", 100 * e.value, 100 * e.lo, 100 * e.hi);
    else
        printf(" %.2f ± %.2f (%.2f–%.2f) |", e.value, e.sd, e.lo, e.hi);
}

static void md_verdict(const StudyStats *st, Metric metric)
{
    const Comparison *c;
    double p = study_metric_p(st, metric, &c);
    if (!c)
        printf(" — |\n");
    else if (p < ALPHA)
        printf(" **yes**, p = %.2g, Holm %.2g (choices %d and %d) |\n", c->p, p, c->a + 1, c->b + 1);
    else
        printf(" no, p = %.2g, Holm %.2g |\n", c->p, p);
}

static void md_header(const MatchRun *run)
{
    const Match *m = run->matches[0];
    char limits[96];
    match_limits_text(run->cli, "the players' own limits", limits, sizeof limits);
    printf("# Study: %s, %d games per choice\n\n", m->def->name, m->games);
    printf("%s vs %s, %s, openings of %d random plies, seed %llu; the first player is %s.\n\n", m->player[0]->id,
           m->player[1]->id, limits, m->opening, (unsigned long long)m->seed, m->v->side_name[SOUTH]);
    printf("| metric |");
    for (int k = 0; k < run->nmatches; k++)
        printf(" %d: `%s` |", k + 1, label(run, k));
    printf(" choices differ? |\n|---|");
    for (int k = 0; k <= run->nmatches; k++)
        printf("---|");
    printf("\n| games |");
    for (int k = 0; k < run->nmatches; k++)
        printf(" %d |", m->games);
    printf(" |\n");
}

static void print_markdown(const MatchRun *run, const StudyStats *st)
{
    md_header(run);
    for (int metric = 0; metric < METRIC_COUNT; metric++) {
        if (!metric_shown(st, (Metric)metric))
            continue;
        printf("| %s |", study_metric_name((Metric)metric));
        for (int k = 0; k < st->nchoices; k++) {
            bool rate;
            Estimate e = metric_of(&st->c[k], (Metric)metric, &rate);
            md_value(e, rate);
        }
        md_verdict(st, (Metric)metric);
        if (metric == METRIC_DRAWS) { /* decisiveness: the complement, tested with it */
            printf("| decisiveness |");
            for (int k = 0; k < st->nchoices; k++)
                md_value(st->c[k].decisive, true);
            printf(" as the draw rate |\n");
        }
    }
    printf("\nRates and scores in percent with their 95%% intervals; per-game values as mean ± standard "
           "deviation (95%% interval of the mean). The first-player score counts a win 1, a draw 1/2: its "
           "interval is normal, with the variance of wins, draws and losses as they occurred; rates take "
           "Wilson's interval. \"Choices differ\": a two-sided z-test (unequal variances) for each pair of "
           "choices on each metric, the %d p-values adjusted by Holm's method; **yes** when the smallest "
           "adjusted p-value of the metric is below %.2f.\n",
           st->ntests, ALPHA);
    printf("\nGames per choice for a 95%% interval on the first-player score of half-width");
    for (size_t i = 0; i < sizeof HALF_WIDTHS / sizeof HALF_WIDTHS[0]; i++)
        printf("%s ±%.0f points: %ld", i ? "," : "", 100 * HALF_WIDTHS[i],
               study_games_needed(st->score_variance, HALF_WIDTHS[i]));
    printf(" (at this study's variance of a game's score, %.3f; at most 0.25, without draws).\n",
           st->score_variance);
}

/* ---- JSON ---- */

static void json_estimate(const char *key, Estimate e)
{
    printf("\"%s\":{\"value\":%.4f,\"lo\":%.4f,\"hi\":%.4f,\"sd\":%.4f}", key, e.value, e.lo, e.hi, e.sd);
}

static void json_choice(const MatchRun *run, const StudyStats *st, int k)
{
    const ChoiceStats *c = &st->c[k];
    printf("{\"choice\":");
    json_string(stdout, label(run, k));
    printf(",\"games\":%d,\"first_player_wins\":%d,\"draws\":%d,\"second_player_wins\":%d,", c->games, c->south_wins,
           c->draws, c->north_wins);
    json_estimate("decisiveness", c->decisive);
    for (int metric = 0; metric < METRIC_COUNT; metric++) {
        bool rate;
        printf(",");
        json_estimate(study_metric_key((Metric)metric), metric_of(c, (Metric)metric, &rate));
    }
    printf(",\"ended\":{\"no_pieces\":%d,\"blocked\":%d,\"repetition\":%d,\"quiet\":%d,\"move_limit\":%d}}",
           c->ended[REASON_NO_PIECES], c->ended[REASON_BLOCKED], c->ended[REASON_REPETITION], c->ended[REASON_QUIET],
           c->ended[REASON_NONE]);
}

static void print_json(const MatchRun *run, const StudyStats *st)
{
    const Match *m = run->matches[0];
    const Cli *cli = run->cli;
    printf("{\"variant\":");
    json_string(stdout, m->def->id);
    printf(",\"players\":[");
    json_string(stdout, m->player[0]->id);
    printf(",");
    json_string(stdout, m->player[1]->id);
    printf("],\"games_per_choice\":%d,\"time_ms\":", m->games);
    cli->time_ms ? printf("%d", cli->time_ms) : printf("null");
    printf(",\"depth\":");
    cli->depth ? printf("%d", cli->depth) : printf("null");
    printf(",\"opening_plies\":%d,\"seed\":%llu,\"first_player\":", m->opening, (unsigned long long)m->seed);
    json_string(stdout, m->v->side_name[SOUTH]);
    printf(",\"intervals\":\"95%%; score: normal with the observed win/draw/loss variance; rates: Wilson; means: "
           "normal\",\"test\":\"two-sided z-test, unequal variances, per pair of choices; Holm-adjusted over all "
           "%d comparisons\",\"alpha\":%.2f,\"choices\":[",
           st->ntests, ALPHA);
    for (int k = 0; k < st->nchoices; k++) {
        printf(k ? "," : "");
        json_choice(run, st, k);
    }
    printf("],\"comparisons\":[");
    for (int i = 0; i < st->ntests; i++) {
        const Comparison *c = &st->tests[i];
        printf("%s{\"metric\":\"%s\",\"choices\":[%d,%d],\"z\":", i ? "," : "", study_metric_key(c->metric), c->a + 1,
               c->b + 1);
        isfinite(c->z) ? printf("%.4f", c->z) : printf("null");
        printf(",\"p\":%.6g,\"p_holm\":%.6g,\"significant\":%s}", c->p, c->p_holm, c->p_holm < ALPHA ? "true" : "false");
    }
    printf("],\"score_variance\":%.4f,\"games_needed\":[", st->score_variance);
    for (size_t i = 0; i < sizeof HALF_WIDTHS / sizeof HALF_WIDTHS[0]; i++)
        printf("%s{\"half_width\":%.2f,\"games\":%ld}", i ? "," : "", HALF_WIDTHS[i],
               study_games_needed(st->score_variance, HALF_WIDTHS[i]));
    printf("]}\n");
}

/* ---- SVG ---- */

static const char *const BAR_COLOURS[CLI_MAX_CHOICES] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759",
                                                        "#76b7b2", "#edc948", "#b07aa1", "#9c755f"};
enum { SVG_WIDTH = 760, SVG_LABEL = 190, SVG_BAR = 14, SVG_GAP = 12, SVG_TOP = 40 };

/* One metric's bars, each with its interval as a whisker, on the metric's own scale. */
static int svg_metric(FILE *f, const StudyStats *st, Metric metric, int y)
{
    double top = 0;
    bool rate = true;
    for (int k = 0; k < st->nchoices; k++)
        top = fmax(top, metric_of(&st->c[k], metric, &rate).hi);
    if (rate)
        top = fmax(top, 0.01);
    top = top > 0 ? top * 1.1 : 1;
    double scale = (SVG_WIDTH - SVG_LABEL - 90) / top;
    fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"12\">", SVG_LABEL - 8,
            y + st->nchoices * SVG_BAR / 2 + 4);
    svg_write_escaped(f, study_metric_name(metric));
    fprintf(f, "</text>\n");
    for (int k = 0; k < st->nchoices; k++, y += SVG_BAR) {
        Estimate e = metric_of(&st->c[k], metric, &rate);
        double w = fmax(0, e.value) * scale, lo = SVG_LABEL + fmax(0, e.lo) * scale, hi = SVG_LABEL + e.hi * scale;
        fprintf(f, "<rect class=\"bar\" x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>\n", SVG_LABEL,
                y + 1, w, SVG_BAR - 2, BAR_COLOURS[k]);
        fprintf(f, "<path class=\"interval\" d=\"M%.1f %dH%.1fM%.1f %dV%dM%.1f %dV%d\" stroke=\"#222\"/>\n", lo,
                y + SVG_BAR / 2, hi, lo, y + 3, y + SVG_BAR - 3, hi, y + 3, y + SVG_BAR - 3);
        fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\">", hi + 4, y + SVG_BAR - 3);
        rate ? fprintf(f, "%.1f%%", 100 * e.value) : fprintf(f, "%.2f", e.value);
        fprintf(f, "</text>\n");
    }
    return y + SVG_GAP;
}

static bool write_svg(const MatchRun *run, const StudyStats *st, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return cli_error("--svg %s: cannot write it: %s", path, strerror(errno)) == 0;
    int rows = 0; /* decisiveness, the draw rate's complement, is left out of the chart */
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        rows += metric_shown(st, (Metric)metric);
    int height = SVG_TOP + rows * (st->nchoices * SVG_BAR + SVG_GAP) + 20 + st->nchoices * 16;
    const Match *m = run->matches[0];
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
               "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n<title>",
            SVG_WIDTH, height, SVG_WIDTH, height);
    svg_write_escaped(f, m->def->name);
    fprintf(f, " study: metrics per rule choice with 95%% intervals</title>\n");
    fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"10\" y=\"22\" font-size=\"15\">");
    svg_write_escaped(f, m->def->name);
    fprintf(f, ": %d games per choice, 95%% intervals (each metric on its own scale)</text>\n", m->games);
    int y = SVG_TOP;
    for (int metric = 0; metric < METRIC_COUNT; metric++)
        if (metric_shown(st, (Metric)metric))
            y = svg_metric(f, st, (Metric)metric, y);
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
