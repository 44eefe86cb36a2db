/*
 * study_answer.c — a study's answer in plain words, the first lines of its report: whether the
 * rule choices change the first player's score, by how many points, and how sure that is — "Under
 * removal=immediate Black scores 8.0 points more than under removal=end (74.8% against 66.8%); this
 * is very unlikely to be chance" or "No difference found ...; a difference under 6.3 points could
 * go unseen with 1000 games per choice" — then the other metrics on which the choices differ.
 *
 * Without --until the verdict is the table's: the z-test of the first-player score with Holm's
 * adjustment, and the difference that could go unseen is the one that test would find four times
 * in five at Bonferroni's level (alpha over the number of tests, Holm's strictest step). With
 * --until clear it is the sequential test's (study_until.c).
 *
 * A study whose time ran out (the server's, run->out_of_time) answers from the rounds it played to
 * their end, in the same words — a test on fewer games says so itself: the difference that could
 * go unseen is larger, the sequential test is not clear yet — and then says that it stopped at
 * the time a request may take, and that the command plays on in a terminal.
 */
#include "i18n.h"
#include "study.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const double ALPHA = 0.05;
static const double Z95 = 1.959963984540054;
static const double Z_POWER = 0.8416212335729143; /* the normal law's 80% point */

static const char *label(const MatchRun *run, int k)
{
    return ((const StudyChoice *)run->matches[k])->label;
}

/* The z whose two-sided p-value is p (0 < p < 1), by bisection on erfc. */
static double z_for_p(double p)
{
    double lo = 0, hi = 40;
    for (int i = 0; i < 200; i++) {
        double mid = 0.5 * (lo + hi);
        if (erfc(mid / sqrt(2.0)) > p)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

double study_detectable(const StudyStats *st)
{
    int n = st->c[0].games;
    if (n == 0 || st->ntests == 0)
        return 1;
    double z = z_for_p(ALPHA / st->ntests);
    return (z + Z_POWER) * sqrt(2 * st->score_variance / n);
}

/* Appends to buf (of len bytes) what fmt makes. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void append(char *buf, size_t len, const char *fmt, ...)
{
    size_t used = strlen(buf);
    if (used + 1 >= len)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf + used, len - used, fmt, ap);
    va_end(ap);
}

/* "Under B, Black scores 8.0 points more than under A (74.8% against 66.8%)", with a and b ordered
 * so that the difference is positive. */
static void more_under(const MatchRun *run, const StudyStats *st, int a, int b, char *buf, size_t len)
{
    if (st->c[b].score.value < st->c[a].score.value) {
        int t = a;
        a = b;
        b = t;
    }
    double x = st->c[a].score.value, y = st->c[b].score.value;
    /* TRANSLATORS: a rule choice ("capture=must"); the first player's side ("Black"); the points of the
     * difference; the other choice; the two scores. Followed by "; this is unlikely to be chance ...". */
    append(buf, len, _("Under %s %s scores %.1f points more than under %s (%.1f%% against %.1f%%)"), label(run, b),
           run->matches[0]->v->side_name[SOUTH], 100 * (y - x), label(run, a), 100 * y, 100 * x);
}

/* The first-player scores of every choice: "66.8% under A, 67.1% under B". */
static void scores(const MatchRun *run, const StudyStats *st, char *buf, size_t len)
{
    for (int k = 0; k < st->nchoices; k++)
        append(buf, len, _("%s%.1f%% under %s"), k == 0 ? "" : k == st->nchoices - 1 ? _(" and ") : ", ",
               100 * st->c[k].score.value, label(run, k));
}

/* The answer of the table's test on the first-player score. */
static void fixed_answer(const MatchRun *run, const StudyStats *st, char *buf, size_t len)
{
    const Comparison *c;
    double p = study_metric_p(st, METRIC_SCORE, &c);
    if (c && p < ALPHA) {
        more_under(run, st, c->a, c->b, buf, len);
        if (p < 0.001)
            append(buf, len, _("; this is very unlikely to be chance (p = %.2g after Holm's adjustment)."), p);
        else
            append(buf, len, _("; this is unlikely to be chance (p = %.2g after Holm's adjustment)."), p);
        return;
    }
    char all[512] = "";
    scores(run, st, all, sizeof all);
    /* TRANSLATORS: the first player's side ("Black"); its scores under each choice ("66.8% under A and
     * 67.1% under B"); the points; the games. */
    append(buf, len,
           P_("No difference found in %s's score (%s); a difference under %.1f points could go unseen with %d game "
              "per choice.",
              "No difference found in %s's score (%s); a difference under %.1f points could go unseen with %d games "
              "per choice.",
              (unsigned long)st->c[0].games),
           run->matches[0]->v->side_name[SOUTH], all, 100 * study_detectable(st), st->c[0].games);
}

/* The pair whose test found a difference, the largest; or -1. */
static int pair_found(const StudyUntil *t)
{
    int best = -1;
    for (int i = 0; i < t->npairs; i++)
        if (t->pairs[i].verdict == SPRT_H1 &&
            (best < 0 || fabs(t->pairs[i].sum / t->pairs[i].rounds) > fabs(t->pairs[best].sum / t->pairs[best].rounds)))
            best = i;
    return best;
}

/* The 95% interval of a pair's difference, b's score less a's, in the rounds its test read, as a
 * positive difference (the larger score's less the smaller's). */
static void paired_interval(const StudyPairTest *p, double *lo, double *hi)
{
    int n = p->rounds;
    double mean = p->sum / n, var = n > 1 ? fmax(0, (p->squares - p->sum * p->sum / n) / (n - 1)) : 0;
    double half = Z95 * sqrt(var / n), sign = mean < 0 ? -1 : 1;
    *lo = sign * mean - half;
    *hi = sign * mean + half;
}

/* The answer of the sequential test. */
static void sequential_answer(const MatchRun *run, const StudyStats *st, const StudyUntil *t, char *buf, size_t len)
{
    const char *first = run->matches[0]->v->side_name[SOUTH];
    int found = pair_found(t), open = 0;
    for (int i = 0; i < t->npairs; i++)
        open += t->pairs[i].verdict == SPRT_CONTINUE;
    if (found >= 0) {
        const StudyPairTest *p = &t->pairs[found];
        double lo, hi;
        paired_interval(p, &lo, &hi);
        more_under(run, st, p->a, p->b, buf, len);
        append(buf, len,
               P_("; this is very unlikely to be chance: the sequential test found a difference after %d game "
                  "per choice (at most a %.0f%% chance of finding one where there is none; the games paired by "
                  "their opening put it between %.1f and %.1f points).",
                  "; this is very unlikely to be chance: the sequential test found a difference after %d games "
                  "per choice (at most a %.0f%% chance of finding one where there is none; the games paired by "
                  "their opening put it between %.1f and %.1f points).",
                  (unsigned long)p->rounds),
               p->rounds, 100 * t->alpha, 100 * lo, 100 * hi);
        return;
    }
    char all[512] = "";
    scores(run, st, all, sizeof all);
    unsigned long n = (unsigned long)st->c[0].games;
    if (open && run->out_of_time)
        /* TRANSLATORS: the games; the first player's side; the points; its scores under each choice. */
        append(buf, len,
               P_("Not clear yet: after %d game per choice the sequential test cannot tell whether the choices "
                  "change %s's score by %.0f points or not at all (%s).",
                  "Not clear yet: after %d games per choice the sequential test cannot tell whether the choices "
                  "change %s's score by %.0f points or not at all (%s).",
                  n),
               st->c[0].games, first, 100 * t->difference, all);
    else if (open)
        append(buf, len,
               P_("Not clear yet: after %d game per choice, the most --games allows, the sequential test cannot tell "
                  "whether the choices change %s's score by %.0f points or not at all (%s).",
                  "Not clear yet: after %d games per choice, the most --games allows, the sequential test cannot tell "
                  "whether the choices change %s's score by %.0f points or not at all (%s).",
                  n),
               st->c[0].games, first, 100 * t->difference, all);
    else
        /* TRANSLATORS: the games; the first player's side; the points; its scores under each choice; the
         * points again; how many times in 100 a difference that large is found. */
        append(buf, len,
               P_("No difference found: after %d game per choice the sequential test finds that the choices do not "
                  "change %s's score by %.0f points (%s); a difference of %.0f points would have been found %.0f "
                  "times in 100.",
                  "No difference found: after %d games per choice the sequential test finds that the choices do not "
                  "change %s's score by %.0f points (%s); a difference of %.0f points would have been found %.0f "
                  "times in 100.",
                  n),
               st->c[0].games, first, 100 * t->difference, all, 100 * t->difference, 100 * (1 - t->beta));
}

/* The metrics as a sentence names them, in the order of Metric. */
static const char *const METRIC_WORDS[METRIC_COUNT] = {
    N_("the first player's score"), N_("the draw rate"), N_("the games' length"), N_("captures"), N_("crownings"),
    N_("huffs"), N_("how often no pieces are left"), N_("how often a side has no legal move"),
    N_("how often a position repeats"), N_("how often the quiet-move limit ends a game"),
    N_("how often the match move limit ends a game"),
};

/* The other metrics on which the choices differ (Holm), as a sentence. */
static void other_metrics(const StudyStats *st, char *buf, size_t len)
{
    const char *names[METRIC_COUNT];
    int n = 0;
    for (int metric = METRIC_DRAWS; metric < METRIC_COUNT; metric++) {
        const Comparison *c;
        if (study_metric_p(st, (Metric)metric, &c) < ALPHA && c)
            names[n++] = _(METRIC_WORDS[metric]);
    }
    if (n == 0) {
        append(buf, len, "%s", _(" On no other metric do the choices differ."));
        return;
    }
    char list[1024] = "";
    for (int i = 0; i < n; i++)
        append(list, sizeof list, "%s%s", i == 0 ? "" : i == n - 1 ? _(" and ") : ", ", names[i]);
    /* TRANSLATORS: a list of the metrics ("the draw rate and captures"). */
    append(buf, len, _(" They differ also in %s."), list);
}

/* The time a request may take, as a sentence says it: "10 s", "1.5 s", "300 ms". */
static void budget_text(int ms, char *buf, size_t len)
{
    if (ms < 1000)
        snprintf(buf, len, _("%d ms"), ms);
    else if (ms % 1000 == 0)
        snprintf(buf, len, _("%d s"), ms / 1000);
    else
        snprintf(buf, len, _("%.1f s"), ms / 1000.0);
}

void study_answer(const MatchRun *run, const StudyStats *st, const StudyUntil *until, char *buf, size_t len)
{
    char budget[32];
    budget_text(run->cli->max_time_ms, budget, sizeof budget);
    buf[0] = '\0';
    if (run->out_of_time && st->c[0].games == 0) {
        /* TRANSLATORS: the time a request may take ("10 s"). */
        append(buf, len,
               _("No answer yet: no round of games, one under each choice, was played to its end within the "
                 "%s a request may take here. In a terminal, kharbaga study with these choices plays on "
                 "until the answer is clear."),
               budget);
        return;
    }
    if (until)
        sequential_answer(run, st, until, buf, len);
    else
        fixed_answer(run, st, buf, len);
    other_metrics(st, buf, len);
    if (run->out_of_time)
        append(buf, len,
               until ? _(" The study stopped there, at the %s a request may take here; in a terminal, kharbaga study "
                         "with these choices plays on until the answer is clear.")
                     : _(" The study stopped there, at the %s a request may take here; in a terminal, kharbaga study "
                         "with these choices plays on to all its games."),
               budget);
}
