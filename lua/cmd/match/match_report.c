/*
 * match_report.c — what a match tells: a progress line per game, then the result table or the
 * JSON document, from the outcomes alone (so that a match merged from shards tells exactly what
 * the one run would have told).
 */
#include "elo.h"
#include "i18n.h"
#include "json.h"
#include "match.h"

#include <inttypes.h>
#include <math.h>
#include <string.h>

static Tally total(const Match *m)
{
    const Tally *s = &m->by_side[SOUTH], *n = &m->by_side[NORTH];
    return (Tally){s->wins + n->wins, s->draws + n->draws, s->losses + n->losses};
}

static double tally_score(const Tally *t)
{
    int n = t->wins + t->draws + t->losses;
    return n ? (t->wins + 0.5 * t->draws) / n : 0.0;
}

void match_print_progress_line(const MatchRun *run, const Match *m, int index, FILE *out)
{
    (void)run;
    const Outcome *o = &m->outcomes[index];
    const Player *south = m->player[o->a_side == SOUTH ? 0 : 1], *north = m->player[o->a_side == SOUTH ? 1 : 0];
    Tally t = m->progress;
    /* TRANSLATORS: the game's number (padded) of how many; south's player and side, north's; the
     * result (1-0, 0-1, 1/2-1/2); how it ended, its plies; the first player and its wins-draws-losses
     * so far, its score. */
    fprintf(out,
            P_("game %*d/%d  %s (%s) - %s (%s)  %-7s  %s, %d ply   %s %d-%d-%d, %.1f%%\n",
               "game %*d/%d  %s (%s) - %s (%s)  %-7s  %s, %d plies   %s %d-%d-%d, %.1f%%\n", (unsigned long)o->plies),
            m->width, index + 1, m->games, south->id, m->v->side_name[SOUTH], north->id, m->v->side_name[NORTH],
            record_result_text(o->result), match_termination_text(o), o->plies, m->player[0]->id, t.wins, t.draws,
            t.losses, 100.0 * tally_score(&t));
    fflush(out);
}

void match_limits_text(const Cli *cli, const char *none, char *buf, size_t len)
{
    if (cli->time_ms && cli->depth)
        snprintf(buf, len, _("%d ms a move, depth at most %d"), cli->time_ms, cli->depth);
    else if (cli->time_ms)
        snprintf(buf, len, _("%d ms a move"), cli->time_ms);
    else if (cli->depth)
        snprintf(buf, len, _("depth %d"), cli->depth);
    else
        snprintf(buf, len, "%s", none);
}

/* The columns of the result table: their headings (messages in the context HEADINGS: a match's
 * "score" is its points, which some languages say otherwise than a position's score) and their
 * least widths, the English ones; a translated heading wider than its column widens it. */
enum { COLUMNS = 7 };
#define HEADINGS "match table"
static const char *const headings[COLUMNS] = {
    NC_("match table", "player"), NC_("match table", "colour"), NC_("match table", "games"),
    NC_("match table", "wins"),   NC_("match table", "draws"),  NC_("match table", "losses"),
    NC_("match table", "score")}; /* xgettext reads the context as written, not HEADINGS */
static const int least_width[COLUMNS] = {12, 8, 6, 6, 6, 7, 8};

/* The characters of UTF-8 text, the columns it takes on a terminal (every letter of the
 * languages the program speaks takes one). */
static int text_columns(const char *text)
{
    int n = 0;
    for (const unsigned char *c = (const unsigned char *)text; *c; c++)
        n += (*c & 0xC0) != 0x80;
    return n;
}

/* text in a column of width characters, after a blank unless first: on the left, or on the right. */
static void print_cell(const char *text, int width, bool right, bool first)
{
    int pad = width - text_columns(text);
    if (!first)
        putchar(' ');
    for (int i = 0; right && i < pad; i++)
        putchar(' ');
    fputs(text, stdout);
    for (int i = 0; !right && i < pad; i++)
        putchar(' ');
}

static void column_widths(int width[COLUMNS])
{
    for (int c = 0; c < COLUMNS; c++) {
        int w = text_columns(C_(HEADINGS, headings[c]));
        width[c] = w > least_width[c] ? w : least_width[c];
    }
}

static void print_row(const Match *m, const int width[COLUMNS], const char *colour, const Tally *t)
{
    char cell[5][32];
    snprintf(cell[0], sizeof cell[0], "%d", t->wins + t->draws + t->losses);
    snprintf(cell[1], sizeof cell[1], "%d", t->wins);
    snprintf(cell[2], sizeof cell[2], "%d", t->draws);
    snprintf(cell[3], sizeof cell[3], "%d", t->losses);
    snprintf(cell[4], sizeof cell[4], "%.1f%%", 100.0 * tally_score(t));
    print_cell(m->player[0]->id, width[0], false, true);
    print_cell(colour, width[1], false, false);
    for (int c = 0; c < 5; c++)
        print_cell(cell[c], width[c + 2], true, false);
    putchar('\n');
}

/* How the games ended: reason → count (REASON_NONE: the match move limit). */
static void count_reasons(const Match *m, int counts[REASON_QUIET + 1])
{
    memset(counts, 0, sizeof(int) * (REASON_QUIET + 1));
    for (int i = 0; i < m->games; i++)
        counts[m->outcomes[i].reason] += m->outcomes[i].done;
}

static double average_plies(const Match *m)
{
    int64_t sum = 0;
    for (int i = 0; i < m->games; i++)
        sum += m->outcomes[i].done ? m->outcomes[i].plies : 0;
    return m->played ? (double)sum / m->played : 0.0;
}

/* Player i's searches in the games done, and those that did not complete depth 1: summed in 64
 * bits, which no sum of a match's counts leaves (each at most RESULTS_MAX_COUNT, read back from a
 * results file), where an int would wrap after 2148 games of a million searches. */
_Static_assert((int64_t)RESULTS_MAX_COUNT * 100000 /* --games */ < INT64_MAX, "a match's counts sum in 64 bits");
static void search_counts(const Match *m, int i, int64_t *searches, int64_t *incomplete)
{
    *searches = *incomplete = 0;
    for (int g = 0; g < m->games; g++)
        if (m->outcomes[g].done) {
            *searches += m->outcomes[g].searches[i];
            *incomplete += m->outcomes[g].incomplete[i];
        }
}

/* A note for each player some of whose searches did not complete depth 1 (its time was too
 * short for the game): those moves were the best found so far, not what it would play. */
static void print_incomplete(const Match *m)
{
    for (int i = 0; i < 2; i++) {
        const Player *p = m->player[i];
        int64_t searches, incomplete;
        search_counts(m, i, &searches, &incomplete);
        if (p->random || !incomplete)
            continue;
        bool timed = p->limits.time_ms > 0 && p->limits.time_ms < SEARCH_MAX_TIME_MS;
        bool mcts = p->personality.params.kind == SEARCH_MCTS;
        long long some = incomplete, all = searches, ms = (long long)p->limits.time_ms;
        unsigned long n = (unsigned long)(all % 1000000); /* the plural's number: its last digits say the form */
        /* TRANSLATORS: how many searches of how many; the player; the time of a move. */
        if (mcts && timed)
            printf(P_("note: in %lld of its %lld search %s did not play out every move in %lld ms, and played the best "
                      "move found so far\n",
                      "note: in %lld of its %lld searches %s did not play out every move in %lld ms, and played the "
                      "best move found so far\n",
                      n),
                   some, all, p->id, ms);
        else if (mcts)
            printf(P_("note: in %lld of its %lld search %s did not play out every move, and played the best move found "
                      "so far\n",
                      "note: in %lld of its %lld searches %s did not play out every move, and played the best move "
                      "found so far\n",
                      n),
                   some, all, p->id);
        else if (timed)
            printf(P_("note: in %lld of its %lld search %s did not complete depth 1 in %lld ms, and played the best "
                      "move found so far\n",
                      "note: in %lld of its %lld searches %s did not complete depth 1 in %lld ms, and played the best "
                      "move found so far\n",
                      n),
                   some, all, p->id, ms);
        else
            printf(P_("note: in %lld of its %lld search %s did not complete depth 1, and played the best move found "
                      "so far\n",
                      "note: in %lld of its %lld searches %s did not complete depth 1, and played the best move found "
                      "so far\n",
                      n),
                   some, all, p->id);
    }
}

void match_print_table(const Match *m)
{
    const Cli *cli = m->cli;
    char limits[96];
    match_limits_text(cli, _("each player's own limits"), limits, sizeof limits);
    char game[sizeof m->rules + 256]; /* the game and its rules: data, as written on the command line */
    snprintf(game, sizeof game, "%s (%s%s%s)", m->def->name, m->def->rulesets[m->def->ruleset].id,
             m->rules[0] ? "; " : "", m->rules);
    putchar('\n');
    /* TRANSLATORS: the two players; the game and its rules; the games; the limits of a move ("depth 2");
     * the random plies of an opening; the seed. */
    printf(P_("%s vs %s: %s, %d game, %s, openings of %d random plies, seed %llu\n",
              "%s vs %s: %s, %d games, %s, openings of %d random plies, seed %llu\n", (unsigned long)m->played),
           m->player[0]->id, m->player[1]->id, game, m->played, limits, m->opening, (unsigned long long)m->seed);
    if (m->position[0])
        printf(_("start position: %s\n"), m->position);
    if (m->balance >= 0)
        /* TRANSLATORS: the plies of the search; the margin (a man is 100). */
        printf(_("openings judged by a search of %d plies: even within %d\n"), MATCH_BALANCE_DEPTH, m->balance);
    putchar('\n');
    int width[COLUMNS];
    column_widths(width);
    for (int c = 0; c < COLUMNS; c++)
        print_cell(C_(HEADINGS, headings[c]), width[c], c >= 2, c == 0);
    putchar('\n');
    print_row(m, width, m->v->side_name[SOUTH], &m->by_side[SOUTH]);
    print_row(m, width, m->v->side_name[NORTH], &m->by_side[NORTH]);
    Tally t = total(m);
    /* TRANSLATORS: the colour column's total row: both colours together. */
    print_row(m, width, _("both"), &t);
    EloEstimate e = elo_estimate(t.wins, t.draws, t.losses);
    char elo[16], lo[16], hi[16];
    putchar('\n');
    printf(_("Elo difference %s - %s: %s, 95%% interval %s to %s (score %.1f%%, 95%% interval %.1f%% to %.1f%%)\n"),
           m->player[0]->id, m->player[1]->id, elo_text(e.elo, elo, sizeof elo), elo_text(e.elo_lo, lo, sizeof lo),
           elo_text(e.elo_hi, hi, sizeof hi), 100 * e.score, 100 * e.score_lo, 100 * e.score_hi);
    if (m->sprt)
        match_sprt_print(m);
    int counts[REASON_QUIET + 1];
    count_reasons(m, counts);
    char ended[1024] = "";
    size_t at = 0;
    for (int r = REASON_NO_PIECES; r <= REASON_QUIET && at < sizeof ended; r++)
        if (counts[r])
            at += (size_t)snprintf(ended + at, sizeof ended - at, "%s%s %d", at ? ", " : "",
                                   _(game_reason_text((ResultReason)r)), counts[r]);
    if (counts[REASON_NONE] && at < sizeof ended)
        snprintf(ended + at, sizeof ended - at, _("%sthe match move limit (%d plies) %d"), at ? ", " : "",
                 MATCH_MAX_PLIES, counts[REASON_NONE]);
    /* TRANSLATORS: the list of how the games ended with their counts ("a repetition 3, ..."). */
    printf(_("games ended by: %s\n"), ended);
    printf(_("average length: %.1f plies\n"), average_plies(m));
    print_incomplete(m);
    match_print_notes(m);
}

/* A number, or null when it is infinite. */
static void json_number(double x)
{
    if (isinf(x) || isnan(x))
        printf("null");
    else
        printf("%.4f", x == 0 ? 0.0 : x); /* no "-0.0000" */
}

static void json_tally(const char *colour, const char *side, const Tally *t)
{
    printf("{\"colour\":");
    json_string(stdout, colour);
    printf(",\"side\":\"%s\",\"games\":%d,\"wins\":%d,\"draws\":%d,\"losses\":%d,\"score\":%.4f}", side,
           t->wins + t->draws + t->losses, t->wins, t->draws, t->losses, tally_score(t));
}

void match_print_json(const Match *m)
{
    const Cli *cli = m->cli;
    Tally t = total(m);
    EloEstimate e = elo_estimate(t.wins, t.draws, t.losses);
    printf("{\"a\":");
    json_string(stdout, m->player[0]->id);
    printf(",\"b\":");
    json_string(stdout, m->player[1]->id);
    printf(",\"variant\":");
    json_string(stdout, m->def->id);
    printf(",\"ruleset\":");
    json_string(stdout, m->def->rulesets[m->def->ruleset].id);
    printf(",\"rules\":");
    m->rules[0] ? json_string(stdout, m->rules) : (void)printf("null");
    printf(",\"position\":");
    m->position[0] ? json_string(stdout, m->position) : (void)printf("null");
    printf(",\"games\":%d,\"time_ms\":", m->played);
    cli->time_ms ? printf("%d", cli->time_ms) : printf("null");
    printf(",\"depth\":");
    cli->depth ? printf("%d", cli->depth) : printf("null");
    printf(",\"opening_plies\":%d,\"seed\":%llu,\"wins\":%d,\"draws\":%d,\"losses\":%d,\"score\":%.4f",
           m->opening, (unsigned long long)m->seed, t.wins, t.draws, t.losses, e.score);
    printf(",\"balance\":");
    m->balance >= 0 ? printf("%d", m->balance) : printf("null");
    printf(",\"uneven_openings\":%d", match_uneven_pairs(m));
    printf(",\"score_interval\":[%.4f,%.4f],\"elo\":", e.score_lo, e.score_hi);
    json_number(e.elo);
    printf(",\"elo_interval\":[");
    json_number(e.elo_lo);
    printf(",");
    json_number(e.elo_hi);
    printf("],\"by_colour\":[");
    json_tally(m->v->side_key[SOUTH], "south", &m->by_side[SOUTH]);
    printf(",");
    json_tally(m->v->side_key[NORTH], "north", &m->by_side[NORTH]);
    int64_t searches[2], incomplete[2];
    for (int i = 0; i < 2; i++)
        search_counts(m, i, &searches[i], &incomplete[i]);
    printf("],\"searches\":[%" PRId64 ",%" PRId64 "],\"incomplete_searches\":[%" PRId64 ",%" PRId64 "]", searches[0], searches[1], incomplete[0],
           incomplete[1]);
    printf(",\"results\":[");
    for (int i = 0; i < m->played; i++) {
        const Outcome *o = &m->outcomes[i];
        printf("%s{\"game\":%d,\"south\":", i ? "," : "", i + 1);
        json_string(stdout, m->player[o->a_side == SOUTH ? 0 : 1]->id);
        printf(",\"north\":");
        json_string(stdout, m->player[o->a_side == SOUTH ? 1 : 0]->id);
        printf(",\"result\":\"%s\",\"termination\":", record_result_text(o->result));
        json_string(stdout, match_termination(o));
        printf(",\"plies\":%d,\"repeats\":", o->plies);
        o->repeats ? printf("%d", o->repeats) : printf("null");
        printf(",\"record\":");
        if (cli->save) {
            char path[LOADER_PATH + 32];
            match_record_path(m, i, path, sizeof path);
            json_string(stdout, path);
        } else {
            printf("null");
        }
        printf("}");
    }
    printf("],\"repeated_openings\":[");
    const char *sep = "";
    for (int pair = 0; pair < (m->played + 1) / 2; pair++) {
        const Opening *o = &m->openings[pair];
        if (o->same_as < 0)
            continue;
        int first, last;
        match_pair_games(m, pair, &first, &last);
        char note[600];
        match_pair_note(m, pair, note, sizeof note);
        printf("%s{\"pair\":%d,\"games\":[%d", sep, pair + 1, first);
        last > first ? printf(",%d]", last) : printf("]");
        printf(",\"same_as_pair\":%d,\"reason\":\"%s\",\"note\":", o->same_as + 1, match_repeat_code(o->why));
        json_string(stdout, note);
        printf("}");
        sep = ",";
    }
    printf("],\"sprt\":");
    m->sprt ? match_sprt_json(m) : (void)printf("null");
    printf("}\n");
}

