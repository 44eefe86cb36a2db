/*
 * study_until.c — `kharbaga study --until clear`: a study that stops as soon as it is clear
 * whether the rule choices change the first player's score by STUDY_UNTIL_DIFFERENCE (5 points) or
 * not at all, instead of playing a number of games fixed beforehand; --games is then the most it
 * plays (STUDY_UNTIL_GAMES without it).
 *
 * The games come in rounds: game r of every choice, from the same opening and seed. For each pair
 * of choices a and b, a round's difference of the first player's scores, b's less a's, is one of
 * -1, -1/2, 0, 1/2 and 1 — five values, as a pair of games has in fishtest's pentanomial test —
 * and the GSPRT on them (lua/session/sprt.h) weighs H0, no difference (mean 0), against H1, a
 * difference of 5 points (mean ±0.05), after every round. Pairing the games by round makes the
 * test see what the rule changed, not what the openings did: where the rule never comes into play
 * both choices play the same game, and the difference is 0.
 *
 * Error rates. H1 is tried on both sides, and the larger of the two ratios is compared with the
 * bounds; each side gets alpha / 2, shared among the pairs of choices (alpha / (2·pairs) each), so
 * that the chance of finding a difference where there is none stays at most alpha (0.05), and the
 * chance of missing a difference of 5 points at most beta (0.05). A pair is decided once its ratio
 * leaves the bounds, and the study stops when every pair is.
 */
#include "study.h"

#include <math.h>
#include <string.h>

static const double DIFFERENCES[STUDY_UNTIL_VALUES] = {-1, -0.5, 0, 0.5, 1};

/* The first player's score in a game: 1, 1/2 or 0. */
static double first_player_score(const Outcome *o)
{
    return o->result == RESULT_SOUTH_WINS ? 1.0 : o->result == RESULT_DRAW ? 0.5 : 0.0;
}

/* One round into an undecided pair's test: its counts, mean difference, ratio and verdict. */
static void pair_round(StudyUntil *t, StudyPairTest *p, const Outcome *a, const Outcome *b)
{
    double d = first_player_score(b) - first_player_score(a);
    p->counts[(int)lround(2 * d) + 2]++;
    p->rounds++;
    p->sum += d;
    p->squares += d * d;
    double up = sprt_llr_multinomial(p->counts, DIFFERENCES, STUDY_UNTIL_VALUES, 0, t->difference);
    double down = sprt_llr_multinomial(p->counts, DIFFERENCES, STUDY_UNTIL_VALUES, 0, -t->difference);
    p->llr = fmax(up, down);
    p->verdict = sprt_verdict(p->llr, t->bounds);
}

/* Round `round` into every pair not decided yet: true when all are. */
static bool until_round(MatchRun *run, int round)
{
    StudyUntil *t = run->test;
    bool open = false;
    for (int i = 0; i < t->npairs; i++) {
        StudyPairTest *p = &t->pairs[i];
        const Outcome *a = &run->matches[p->a]->outcomes[round], *b = &run->matches[p->b]->outcomes[round];
        if (p->verdict == SPRT_CONTINUE && a->done && b->done)
            pair_round(t, p, a, b);
        open |= p->verdict == SPRT_CONTINUE;
    }
    return !open;
}

int study_until_setup(MatchRun *run, StudyUntil *t)
{
    const Cli *cli = run->cli;
    memset(t, 0, sizeof *t);
    int status = match_error_rates(cli, cli->until ? "--until" : NULL, &t->alpha, &t->beta);
    if (status || !cli->until)
        return status;
    if (strcmp(cli->until, "clear") != 0)
        return cli_usage_error("--until %s: expected clear (stop as soon as it is clear whether the choices change "
                               "the first player's score)",
                               cli->until);
    t->difference = STUDY_UNTIL_DIFFERENCE;
    for (int a = 0; a < run->nmatches; a++)
        for (int b = a + 1; b < run->nmatches; b++)
            t->pairs[t->npairs++] = (StudyPairTest){.a = a, .b = b};
    t->bounds = sprt_bounds(t->alpha / (2 * t->npairs), t->beta);
    run->sequential = until_round;
    run->test = t;
    snprintf(run->test_header, sizeof run->test_header, "{\"until\":\"clear\",\"alpha\":%.15g,\"beta\":%.15g}",
             t->alpha, t->beta);
    return 0;
}

const char *study_verdict_code(SprtVerdict v)
{
    return v == SPRT_H1 ? "H1" : v == SPRT_H0 ? "H0" : "inconclusive";
}
