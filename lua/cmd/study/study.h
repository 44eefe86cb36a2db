/*
 * study.h — `kharbaga study`: one game under several rule choices, a self-play match per
 * choice (cmd_study.c), the metrics of each with their intervals and the tests of whether the
 * choices differ (study_stats.c), the sequential test of --until clear (study_until.c), the answer
 * in plain words (study_answer.c), told as Markdown, JSON and an SVG chart (study_report.c).
 */
#ifndef KHARBAGA_STUDY_H
#define KHARBAGA_STUDY_H

#include "match.h"

enum {
    STUDY_DEFAULT_GAMES = 100, /* games per choice without --games */
    STUDY_UNTIL_GAMES = 5000,  /* the most games per choice of --until clear without --games */
    STUDY_UNTIL_VALUES = 5,    /* a round's difference of two choices' scores: -1 to 1 in halves */
    STUDY_MAX_PAIRS = CLI_MAX_CHOICES * (CLI_MAX_CHOICES - 1) / 2,
    STUDY_MAX_WORDS = 40,      /* a choice's words: "ruleset=ID" and rule changes */
    STUDY_MAX_TESTS = CLI_MAX_CHOICES * (CLI_MAX_CHOICES - 1) / 2 * 16,
};

/* One rule choice: its match, and the command line it plays under (the study's, with the
 * choice's ruleset and rule changes). The match comes first: run->matches[k] is its address. */
typedef struct StudyChoice {
    Match m;
    Cli cli;
    char spec[CLI_MAX_SPEC_LEN + 1];            /* the words, cut apart in place */
    const char *label;                          /* the choice as given */
    char save[LOADER_PATH + 16];                /* --save DIR: DIR/choice-K, this choice's records */
} StudyChoice;

/* ---- cmd_study.c ---- */

/* One StudyChoice per --choice of cli (loaded), as run->matches. Returns 0 or an exit status. */
int study_setup(MatchRun *run, Cli *cli);

void study_release(MatchRun *run);

/* ---- study_stats.c ---- */

/* An estimate with its 95% interval. */
typedef struct Estimate {
    double value, lo, hi;
    double sd; /* (a mean) the games' standard deviation; (a rate) sqrt(p(1-p)) */
} Estimate;

/* The metrics of one choice's games. */
typedef struct ChoiceStats {
    int games, south_wins, draws, north_wins;
    Estimate score;        /* the first player's (South's): normal, with the draws' share of the variance */
    Estimate draw_rate;    /* Wilson score interval */
    Estimate decisive;     /* 1 - draw rate, Wilson */
    Estimate length;       /* plies: mean, normal interval */
    Estimate captures, crownings, huffs; /* per game */
    int ended[REASON_QUIET + 1];          /* games by how they ended (REASON_NONE: the match move limit) */
    Estimate ended_rate[REASON_QUIET + 1]; /* Wilson */
} ChoiceStats;

/* The metrics compared between choices, in the order of the report. */
typedef enum {
    METRIC_SCORE, METRIC_DRAWS, METRIC_LENGTH, METRIC_CAPTURES, METRIC_CROWNINGS, METRIC_HUFFS,
    METRIC_END_NO_PIECES, METRIC_END_BLOCKED, METRIC_END_REPETITION, METRIC_END_QUIET, METRIC_END_LIMIT,
    METRIC_COUNT
} Metric;

/* A comparison of two choices on one metric: a two-sided z-test (Welch, unequal variances), its
 * p-value adjusted by Holm over every comparison of the study. */
typedef struct Comparison {
    Metric metric;
    int a, b;        /* the choices, a < b */
    double z, p, p_holm;
} Comparison;

typedef struct StudyStats {
    int nchoices;
    ChoiceStats c[CLI_MAX_CHOICES];
    int ntests;
    Comparison tests[STUDY_MAX_TESTS];
    double score_variance; /* of one game's first-player score, pooled over the choices */
} StudyStats;

/* The metrics of a choice's games (all done). */
void study_choice_stats(const Match *m, ChoiceStats *cs);

/* Every choice's metrics and the comparisons between them. */
void study_stats(const MatchRun *run, StudyStats *st);

/* Wilson's 95% interval of k successes in n. */
Estimate study_wilson(int k, int n);

/* The games needed for a 95% interval of half-width `half` on a mean whose games vary with
 * variance `variance`. */
long study_games_needed(double variance, double half);

/* The smallest Holm-adjusted p-value of a metric's comparisons (1 if there are none). OUT: *which. */
double study_metric_p(const StudyStats *st, Metric metric, const Comparison **which);

/* The metric's name as the report shows it ("first-player score") and its JSON key. */
const char *study_metric_name(Metric metric);
const char *study_metric_key(Metric metric);

/* ---- study_until.c ---- */

#define STUDY_UNTIL_DIFFERENCE 0.05 /* H1 of --until clear: the first player's score differs by 5 points */

/* The sequential test of one pair of choices. */
typedef struct StudyPairTest {
    int a, b;            /* the choices, a < b */
    int counts[STUDY_UNTIL_VALUES]; /* rounds by b's first-player score less a's: -1, -1/2, 0, 1/2, 1 */
    int rounds;          /* rounds told until it was decided */
    double sum, squares; /* of their differences */
    double llr;          /* the larger of H1's two sides */
    SprtVerdict verdict;
} StudyPairTest;

typedef struct StudyUntil {
    double alpha, beta;  /* the study's error rates */
    double difference;   /* H1's */
    SprtBounds bounds;   /* each pair's: alpha / (2·pairs), beta */
    int npairs;
    StudyPairTest pairs[STUDY_MAX_PAIRS];
} StudyUntil;

/* run's sequential test from --until, --alpha and --beta into t, if --until is given (run's
 * matches set up). Returns 0, or the exit status of the error it reported. */
int study_until_setup(MatchRun *run, StudyUntil *t);

/* "H0", "H1" or "inconclusive". */
const char *study_verdict_code(SprtVerdict v);

/* ---- study_answer.c ---- */

/* The study's answer in a sentence or three, plain words first: what the choices do to the first
 * player's score, how sure that is, and which other metrics differ; for a study its time stopped
 * (run->out_of_time), that it stopped there and the command goes further. until: the sequential
 * test, or NULL. */
void study_answer(const MatchRun *run, const StudyStats *st, const StudyUntil *until, char *buf, size_t len);

/* The difference of the first player's score (0 to 1) that the study's test would find four times
 * in five with this many games per choice: a smaller one could go unseen. */
double study_detectable(const StudyStats *st);

/* ---- study_report.c ---- */

/* The study's report on the command's output (cli_out: Markdown, or JSON with --json) and its
 * chart in --svg. False (reported) if the chart could not be written. */
bool study_report(const MatchRun *run);

#endif
