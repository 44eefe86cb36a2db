/*
 * match_sprt.c — `kharbaga match A B --sprt ELO0,ELO1 [--alpha A] [--beta B] [--games MAX]`: a
 * match that stops as soon as it is clear whether A is ELO1 Elo stronger than B (H1) or ELO0 (H0),
 * as fishtest accepts a change to an engine only when such a test passes. After each game, in the
 * order of their numbers, the trinomial GSPRT's log-likelihood ratio of A's wins, draws and losses
 * in the logistic Elo model (lua/session/sprt.h) is compared with Wald's bounds for the error
 * rates alpha (accepting H1 when H0 holds) and beta (accepting H0 when H1 holds), 0.05 each by
 * default; --games is the most games it plays (MATCH_SPRT_GAMES without it), after which the
 * test is inconclusive.
 */
#include "i18n.h"
#include "json.h"
#include "match.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const double DEFAULT_ERROR_RATE = 0.05;
static const double MAX_ELO = 1000;

/* A number written in full ("50", "-2.5"), finite; false otherwise. */
static bool read_number(const char *text, double *x)
{
    char *end;
    if (!text || !text[0] || !strchr("0123456789+-.", text[0]))
        return false;
    *x = strtod(text, &end);
    return end != text && *end == '\0' && isfinite(*x);
}

/* An error rate from --alpha or --beta: strictly between 0 and 0.5. */
static bool read_rate(const char *option, const char *text, double *rate)
{
    if (!text) {
        *rate = DEFAULT_ERROR_RATE;
        return true;
    }
    if (read_number(text, rate) && *rate > 0 && *rate < 0.5)
        return true;
    return cli_usage_error("%s %s: expected a chance greater than 0 and less than 0.5, e.g. 0.05", option, text) == 0;
}

int match_error_rates(const Cli *cli, const char *test, double *alpha, double *beta)
{
    if (!test && (cli->alpha || cli->beta))
        return cli_usage_error("%s: give it with %s, the sequential test whose error rate it is",
                               cli->alpha ? "--alpha" : "--beta",
                               strcmp(cli->command, "study") == 0 ? "--until clear" : "--sprt ELO0,ELO1");
    if (test && cli->shard)
        return cli_usage_error("%s: a sequential test plays the games in order and stops when the answer is clear; "
                               "it cannot be sharded (--shard %s)",
                               test, cli->shard);
    return read_rate("--alpha", cli->alpha, alpha) && read_rate("--beta", cli->beta, beta) ? 0 : 2;
}

/* "ELO0,ELO1" with ELO0 < ELO1, each within ±MAX_ELO. */
static bool read_hypotheses(const char *text, double *elo0, double *elo1)
{
    char first[64];
    const char *comma = strchr(text, ',');
    if (!comma || (size_t)(comma - text) >= sizeof first)
        return false;
    snprintf(first, sizeof first, "%.*s", (int)(comma - text), text);
    return read_number(first, elo0) && read_number(comma + 1, elo1) && *elo0 < *elo1 && fabs(*elo0) <= MAX_ELO &&
           fabs(*elo1) <= MAX_ELO;
}

/* A's result in game `round` into the test, and its verdict. */
static bool sprt_round(MatchRun *run, int round)
{
    MatchSprt *t = run->test;
    const Outcome *o = &run->matches[0]->outcomes[round];
    if (!o->done)
        return false;
    Result a_wins = o->a_side == SOUTH ? RESULT_SOUTH_WINS : RESULT_NORTH_WINS;
    t->wins += o->result == a_wins;
    t->draws += o->result == RESULT_DRAW;
    t->losses += o->result != a_wins && o->result != RESULT_DRAW;
    t->llr = sprt_llr_trinomial(t->wins, t->draws, t->losses, t->elo0, t->elo1);
    t->verdict = sprt_verdict(t->llr, t->bounds);
    return t->verdict != SPRT_CONTINUE;
}

int match_sprt_setup(MatchRun *run, MatchSprt *t)
{
    const Cli *cli = run->cli;
    int status = match_error_rates(cli, cli->sprt ? "--sprt" : NULL, &t->alpha, &t->beta);
    if (status || !cli->sprt)
        return status;
    if (!read_hypotheses(cli->sprt, &t->elo0, &t->elo1))
        return cli_usage_error("--sprt %s: expected ELO0,ELO1, the Elo differences of H0 and H1 with ELO0 < ELO1 "
                               "(from %g to %g), e.g. --sprt 0,50",
                               cli->sprt, -MAX_ELO, MAX_ELO);
    t->bounds = sprt_bounds(t->alpha, t->beta);
    run->sequential = sprt_round;
    run->test = t;
    snprintf(run->test_header, sizeof run->test_header, "{\"sprt\":[%.15g,%.15g],\"alpha\":%.15g,\"beta\":%.15g}",
             t->elo0, t->elo1, t->alpha, t->beta);
    return 0;
}

static const char *verdict_code(const MatchSprt *t)
{
    return t->verdict == SPRT_H1 ? "H1" : t->verdict == SPRT_H0 ? "H0" : "inconclusive";
}

void match_sprt_print(const Match *m)
{
    const MatchSprt *t = m->sprt;
    printf(_("SPRT %s - %s: H0 %+g Elo, H1 %+g Elo (trinomial GSPRT, logistic Elo; alpha %g, beta %g)\n"),
           m->player[0]->id, m->player[1]->id, t->elo0, t->elo1, t->alpha, t->beta);
    unsigned long n = (unsigned long)m->played;
    if (t->verdict == SPRT_CONTINUE)
        /* TRANSLATORS: the log-likelihood ratio, its two bounds, the games played (twice), --games. */
        printf(P_("LLR %.2f, bounds %.2f and %.2f, after %d game: inconclusive at %d game (--games %d reached)\n",
                  "LLR %.2f, bounds %.2f and %.2f, after %d games: inconclusive at %d games (--games %d reached)\n", n),
               t->llr, t->bounds.lower, t->bounds.upper, m->played, m->played, m->games);
    else
        /* TRANSLATORS: the log-likelihood ratio, its two bounds, the games played; the hypothesis accepted
         * (H0 or H1); the two players; the Elo difference it says and the other's. */
        printf(P_("LLR %.2f, bounds %.2f and %.2f, after %d game: %s accepted: the difference %s - %s is nearer %+g "
                  "Elo than %+g\n",
                  "LLR %.2f, bounds %.2f and %.2f, after %d games: %s accepted: the difference %s - %s is nearer %+g "
                  "Elo than %+g\n",
                  n),
               t->llr, t->bounds.lower, t->bounds.upper, m->played, verdict_code(t), m->player[0]->id,
               m->player[1]->id, t->verdict == SPRT_H1 ? t->elo1 : t->elo0, t->verdict == SPRT_H1 ? t->elo0 : t->elo1);
}

void match_sprt_json(const Match *m)
{
    const MatchSprt *t = m->sprt;
    printf("{\"elo0\":%.15g,\"elo1\":%.15g,\"alpha\":%.15g,\"beta\":%.15g,\"model\":\"trinomial GSPRT, logistic Elo\","
           "\"llr\":%.4f,\"lower\":%.4f,\"upper\":%.4f,\"games\":%d,\"result\":\"%s\"}",
           t->elo0, t->elo1, t->alpha, t->beta, t->llr, t->bounds.lower, t->bounds.upper, m->played, verdict_code(t));
}
