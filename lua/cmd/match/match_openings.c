/*
 * match_openings.c — the openings of a match: a few random plies for each pair of games, new to
 * the match where the position allows, and the notes that tell when a pair had to begin where an
 * earlier pair began.
 *
 * The first game of a pair draws up to MATCH_OPENING_TRIES openings from the match seed and keeps
 * the first that reaches a position no earlier pair began from with the material even (and with
 * --balance, a short search's score within its margin); when every draw reaches a used position,
 * the openings are searched one by one (MATCH_OPENING_SEARCH plies at most) for a new one. The
 * second game of the pair replays the first's opening.
 */
#include "i18n.h"
#include "match.h"

#include <stdlib.h>
#include <string.h>

/* Starts m->game from the position of the command line. False (reported) on no memory. */
static bool begin_game(Match *m)
{
    /* The last game's moves are taken back first, so that the per-piece data a variant's hooks
     * keep (undone move by move) is the start position's again. */
    while (game_undo(&m->game))
        ;
    game_free(&m->game);
    /* --play's moves are each game's first, made again from the position before them (and the
     * hooks' data from the start's), so that the records hold them and what they leave: the
     * quiet-move count, the positions that may repeat */
    const Cli *cli = m->cli;
    if (cli->nplayed)
        gamedef_hooks_reset(m->def);
    if (!game_init(&m->game, m->v, cli->nplayed ? &cli->before_play : &cli->pos))
        return cli_out_of_memory() == 0;
    for (int i = 0; i < cli->nplayed; i++)
        if (!game_play(&m->game, &cli->played[i], &cli->played_details[i]))
            return cli_out_of_memory() == 0;
    return true;
}

/* The legal moves of m->game's position into m->list; false (reported) if a hook failed. */
static bool legal_moves(Match *m, int *n)
{
    *n = movegen_legal(m->v, &m->game.pos, &m->list);
    if (m->list.hook_failed)
        return cli_error("%s: %s", m->def->path, gamedef_hook_error(m->def)) == 0;
    return true;
}

/* Whether m->game has ended. OUT: *failed — a hook failed instead (reported), which the game's
 * result alone would take for a side without moves. */
static bool game_over(const Match *m, bool *failed)
{
    ResultReason reason;
    bool over = game_result(&m->game, &reason) != RESULT_NONE;
    const char *hook = gamedef_hook_error(m->def);
    *failed = hook != NULL;
    if (hook)
        cli_error("%s: %s", m->def->path, hook);
    return over;
}

/* Starts m->game and plays opening number `draw` of pair `pair`: m->opening uniformly random
 * legal plies. OUT: o->choice, o->hash; *playable — they did not end the game. False on a failed
 * hook or no memory. */
static bool draw_opening(Match *m, int pair, int draw, Opening *o, bool *playable)
{
    if (!begin_game(m))
        return false;
    Rng rng;
    rng_seed(&rng, match_mix(match_mix(m->seed, STREAM_OPENING), (uint64_t)pair * MATCH_OPENING_TRIES + (uint64_t)draw));
    bool failed;
    *playable = !game_over(m, &failed);
    for (int ply = 0; ply < m->opening && *playable && !failed; ply++) {
        int n;
        if (!legal_moves(m, &n))
            return false;
        o->choice[ply] = (uint16_t)rng_below(&rng, n);
        if (!game_play(&m->game, &m->list.moves[o->choice[ply]], &m->list.details[o->choice[ply]]))
            return cli_out_of_memory() == 0;
        *playable = !game_over(m, &failed);
    }
    o->hash = m->game.pos.hash;
    return !failed;
}

/* Starts m->game and plays the opening o (one that leaves a game to play). */
static bool replay_opening(Match *m, const Opening *o)
{
    if (!begin_game(m))
        return false;
    for (int ply = 0; ply < m->opening; ply++) {
        int n;
        if (!legal_moves(m, &n))
            return false;
        if (!game_play(&m->game, &m->list.moves[o->choice[ply]], &m->list.details[o->choice[ply]]))
            return cli_out_of_memory() == 0;
    }
    return true;
}

/* The earlier pair that began from the position with this hash, or -1. */
static int opening_used(const Match *m, uint64_t hash)
{
    for (int i = (int)(hash & (uint64_t)m->used_mask); m->used[i]; i = (i + 1) & m->used_mask)
        if (m->openings[m->used[i] - 1].hash == hash)
            return m->used[i] - 1;
    return -1;
}

/* Adds pair `pair`'s start to the set of used positions (when it is new). */
static void opening_add(Match *m, int pair)
{
    uint64_t hash = m->openings[pair].hash;
    if (opening_used(m, hash) >= 0)
        return;
    int i = (int)(hash & (uint64_t)m->used_mask);
    while (m->used[i])
        i = (i + 1) & m->used_mask;
    m->used[i] = pair + 1;
    m->nused++;
}

/* South's men and kings less North's. */
static int material_difference(const Position *pos, bool kings)
{
    const Bits *set = kings ? pos->kings : pos->men;
    return bits_count(set[SOUTH]) - bits_count(set[NORTH]);
}

/* How even an opening is, worst first (opening_even). */
enum { EVEN_NOT, EVEN_MATERIAL, EVEN, EVEN_LEVELS };

/* Whether a search of MATCH_BALANCE_DEPTH plies with the default evaluation scores m->game's
 * position within m->balance of even. Its table is cleared first, so that the answer depends on
 * the position alone, not on the openings judged before. False (reported) on a failed hook. */
static bool judged_even(Match *m, bool *even)
{
    SearchLimits limits = {.depth = MATCH_BALANCE_DEPTH};
    SearchResult r;
    search_clear(m->judge);
    bool moved = search_run(m->judge, &m->game, &limits, NULL, &r, NULL);
    const char *hook = gamedef_hook_error(m->def);
    if (!moved && hook)
        return cli_error("%s: %s", m->def->path, hook) == 0;
    *even = abs(r.score) <= m->balance;
    return true;
}

/* How even the opening just played is. OUT: *level — EVEN_NOT: it changed the material balance
 * of the start; EVEN_MATERIAL: it kept it, but the search of --balance scores it beyond the
 * margin; EVEN: it kept it and (with --balance) the search finds it even. False (reported) on a
 * failed hook. */
static bool opening_even(Match *m, int *level)
{
    bool material = material_difference(&m->game.pos, false) == material_difference(&m->cli->pos, false) &&
                    material_difference(&m->game.pos, true) == material_difference(&m->cli->pos, true);
    bool judged = true;
    if (material && m->balance >= 0 && !judged_even(m, &judged))
        return false;
    *level = !material ? EVEN_NOT : judged ? EVEN : EVEN_MATERIAL;
    return true;
}

/* A search through every opening of m->opening plies, in an order shuffled from the seed. */
typedef struct OpeningSearch {
    Rng rng;
    long plies;     /* played so far, at most MATCH_OPENING_SEARCH */
    bool cut;       /* the limit stopped it before it went through every opening */
    Opening path;   /* the choices down to the current position */
    Opening best;   /* the best new opening found */
    int best_rank;  /* -1: none yet; else the best new one's level of evenness (opening_even) */
    uint16_t order[MATCH_MAX_OPENING][MAX_MOVES]; /* each ply's moves, shuffled */
} OpeningSearch;

/* Goes through the openings that continue m->game (at ply `ply` of the opening) until one is new
 * and even (opening_even). OUT: s->best, s->best_rank. False on a failed hook or no memory. */
static bool search_openings(Match *m, OpeningSearch *s, int ply)
{
    bool failed;
    if (game_over(m, &failed) || failed)
        return !failed; /* leaves no game to play, or a hook failed */
    if (ply == m->opening) {
        bool fresh = opening_used(m, m->game.pos.hash) < 0;
        int level = EVEN_NOT;
        if (fresh && !opening_even(m, &level))
            return false;
        int rank = fresh ? level : -1;
        if (rank > s->best_rank) {
            s->best = s->path;
            s->best.hash = m->game.pos.hash;
            s->best_rank = rank;
        }
        return true;
    }
    int n;
    if (!legal_moves(m, &n))
        return false;
    uint16_t *order = s->order[ply];
    for (int i = 0; i < n; i++)
        order[i] = (uint16_t)i;
    for (int i = n - 1; i > 0; i--) {
        int j = rng_below(&s->rng, i + 1);
        uint16_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    for (int i = 0; i < n && s->best_rank < EVEN; i++) {
        if (s->plies == MATCH_OPENING_SEARCH) {
            s->cut = true;
            return true;
        }
        s->plies++;
        if (i > 0 && !legal_moves(m, &n)) /* the list again: the plies below overwrote it */
            return false;
        s->path.choice[ply] = order[i];
        if (!game_play(&m->game, &m->list.moves[order[i]], &m->list.details[order[i]]))
            return cli_out_of_memory() == 0;
        bool ok = search_openings(m, s, ply + 1);
        game_undo(&m->game);
        if (!ok)
            return false;
    }
    return true;
}

/* When the random draws found only openings an earlier pair began from: looks through all of
 * them for a new one (as even as possible). OUT: *o and true in *found when there is
 * one; otherwise o->why says why not. False on a failed hook or no memory. */
static bool find_new_opening(Match *m, int pair, Opening *o, bool *found)
{
    *found = false;
    if (m->opening == 0) {
        o->why = REPEAT_NO_PLIES;
        return true;
    }
    if (m->exhausted) {
        o->why = REPEAT_ALL_USED;
        o->distinct = m->nused;
        return true;
    }
    OpeningSearch *s = calloc(1, sizeof *s);
    if (!s)
        return cli_out_of_memory() == 0;
    rng_seed(&s->rng, match_mix(match_mix(m->seed, STREAM_OPENING_SEARCH), (uint64_t)pair));
    s->best_rank = -1;
    bool ok = begin_game(m) && search_openings(m, s, 0);
    if (ok && s->best_rank >= 0) {
        *o = s->best;
        o->uneven = s->best_rank < EVEN;
        *found = true;
    } else {
        o->why = s->cut ? REPEAT_NOT_FOUND : REPEAT_ALL_USED;
        o->distinct = m->nused;
        m->exhausted = ok && !s->cut;
    }
    free(s);
    return ok;
}

/* Starts m->game at the opening of pair `pair`. The first game of a pair chooses it among up to
 * MATCH_OPENING_TRIES random draws that leave a game to play: the first that reaches a position
 * no earlier pair began from (short openings have few distinct outcomes) and keeps the material
 * even (random plies often give a piece away, and an opening lost for one colour only decides
 * who played it first) — with --balance, also a short search's score within its margin (the
 * material kept even but a capture fight already won is as lost); failing that, the best draw
 * by those tests, newness first, then the material, then the search. When
 * every draw reached a used position, the openings are searched one by one for a new one; only
 * when there is none (or the search is cut) does the pair begin where an earlier pair began,
 * which opening->same_as and opening->why record. The second game of the pair replays it.
 *
 * Whenever a draw reaches a new position, the draws alone decide: the first draw both new and
 * even, else the first new one as even as any; the search for a new opening, with its own stream
 * of numbers, plays no part. */
bool match_start_game(Match *m, int pair, bool first_of_pair)
{
    if (!first_of_pair)
        return replay_opening(m, &m->openings[pair]);
    Opening *chosen = &m->openings[pair], drawn = {0};
    int best_rank = -1;
    int tries = m->opening ? MATCH_OPENING_TRIES : 1; /* no random plies: every draw is the same */
    for (int draw = 0; draw < tries && best_rank < EVEN_LEVELS + EVEN; draw++) {
        bool playable;
        int level = EVEN_NOT;
        if (!draw_opening(m, pair, draw, &drawn, &playable) || (playable && !opening_even(m, &level)))
            return false;
        int rank = playable ? EVEN_LEVELS * (opening_used(m, drawn.hash) < 0) + level : -1;
        if (rank > best_rank) {
            best_rank = rank;
            *chosen = drawn;
            chosen->uneven = level < EVEN;
        }
    }
    if (best_rank < 0)
        return cli_error("no opening of %d random plies leaves a game to play from this position; try a smaller "
                         "--opening",
                         m->opening) == 0;
    chosen->same_as = opening_used(m, chosen->hash);
    if (chosen->same_as >= 0) {
        bool found;
        if (!find_new_opening(m, pair, chosen, &found))
            return false;
        chosen->same_as = found ? -1 : chosen->same_as;
    }
    opening_add(m, pair);
    return replay_opening(m, chosen);
}

/* ---- repeated openings ---- */


void match_pair_games(const Match *m, int pair, int *first, int *last)
{
    *first = 2 * pair + 1;
    *last = 2 * pair + 2 <= m->played ? 2 * pair + 2 : *first;
}

/* "game 7" or "games 7-8". */
static void games_text(int first, int last, char *buf, size_t len)
{
    if (first == last)
        snprintf(buf, len, _("game %d"), first);
    else
        snprintf(buf, len, _("games %d-%d"), first, last);
}

const char *match_repeat_code(RepeatReason why)
{
    return why == REPEAT_NO_PLIES ? "no_plies" : why == REPEAT_ALL_USED ? "all_used" : "not_found";
}

/* Why an opening repeats an earlier pair's, as a phrase. */
static void repeat_why(const Match *m, const Opening *o, char *buf, size_t len)
{
    if (o->why == REPEAT_NO_PLIES)
        snprintf(buf, len, "%s", _("--opening 0 starts every pair from the same position"));
    else if (o->why == REPEAT_ALL_USED && m->opening == 1)
        /* TRANSLATORS: the positions the openings of one ply reach. */
        snprintf(buf, len,
                 P_("the openings of 1 ply from this position reach only %d position that leaves a game to play, "
                    "used by an earlier pair",
                    "the openings of 1 ply from this position reach only %d positions that leave a game to play, "
                    "all used by earlier pairs",
                    (unsigned long)o->distinct),
                 o->distinct);
    else if (o->why == REPEAT_ALL_USED)
        /* TRANSLATORS: the plies of an opening (2 or more); the positions they reach. */
        snprintf(buf, len,
                 P_("the openings of %d plies from this position reach only %d position that leaves a game to play, "
                    "used by an earlier pair",
                    "the openings of %d plies from this position reach only %d positions that leave a game to play, "
                    "all used by earlier pairs",
                    (unsigned long)o->distinct),
                 m->opening, o->distinct);
    else
        /* TRANSLATORS: the plies of an opening; the random draws; the plies of the search. */
        snprintf(buf, len,
                 P_("no opening of %d ply reaching a new position was found in %d random draws and a search of %d "
                    "plies",
                    "no opening of %d plies reaching a new position was found in %d random draws and a search of %d "
                    "plies",
                    (unsigned long)m->opening),
                 m->opening, MATCH_OPENING_TRIES, MATCH_OPENING_SEARCH);
}

/* How many of pair `pair`'s games repeat an earlier game move for move. */
static int pair_repeats(const Match *m, int pair)
{
    int first, last, n = 0;
    match_pair_games(m, pair, &first, &last);
    for (int g = first; g <= last; g++)
        n += m->outcomes[g - 1].repeats != 0;
    return n;
}

/* Which pairs, why, and which of its games repeat the earlier pair's move for move. */
void match_pair_note(const Match *m, int pair, char *buf, size_t len)
{
    const Opening *o = &m->openings[pair];
    int first, last, was_first, was_last;
    match_pair_games(m, pair, &first, &last);
    match_pair_games(m, o->same_as, &was_first, &was_last);
    was_last = was_first + (last - first);
    char games[32], earlier[32], why[256], outcome[160];
    games_text(first, last, games, sizeof games);
    games_text(was_first, was_last, earlier, sizeof earlier);
    repeat_why(m, o, why, sizeof why);
    int repeated = pair_repeats(m, pair);
    if (repeated == last - first + 1 && repeated == 1)
        snprintf(outcome, sizeof outcome, _("game %d repeats game %d move for move, and counts in the result again"),
                 first, was_first);
    else if (repeated == last - first + 1)
        snprintf(outcome, sizeof outcome,
                 _("games %d-%d repeat games %d-%d move for move, and count in the result again"), first, last,
                 was_first, was_last);
    else if (repeated)
        snprintf(outcome, sizeof outcome, _("game %d repeats game %d move for move, and counts in the result again"),
                 m->outcomes[first - 1].repeats ? first : last,
                 m->outcomes[first - 1].repeats ? m->outcomes[first - 1].repeats : m->outcomes[last - 1].repeats);
    else if (first == last)
        snprintf(outcome, sizeof outcome, _("its game differs from pair %d's"), o->same_as + 1);
    else
        snprintf(outcome, sizeof outcome, _("its games differ from pair %d's"), o->same_as + 1);
    /* TRANSLATORS: a pair and its games ("games 7-8"); the earlier pair and its games; why its opening
     * is the same; what its games did ("game 7 repeats game 1 move for move, ..."). */
    snprintf(buf, len, _("pair %d (%s) started from the same position as pair %d (%s): %s; %s"), pair + 1, games,
             o->same_as + 1, earlier, why, outcome);
}

/* The notes on repeated openings, "note: " lines: each pair's up to MATCH_NOTES_SHOWN, then one
 * line for the rest; --opening 0, which repeats every pair, in one line. */
void match_print_notes(const Match *m)
{
    int pairs = (m->played + 1) / 2, shown = 0, more = 0, more_games = 0, more_repeats = 0;
    char note[600];
    int uneven = match_uneven_pairs(m);
    if (m->balance >= 0 && uneven)
        /* TRANSLATORS: the pairs; all pairs; the plies of the search; the margin (a man is 100). */
        printf(P_("note: %d of %d pairs began from an opening that is not even: no opening drawn for it left the "
                  "material even and a search of %d plies within %d of even\n",
                  "note: %d of %d pairs began from openings that are not even: no opening drawn for them left the "
                  "material even and a search of %d plies within %d of even\n",
                  (unsigned long)uneven),
               uneven, pairs, MATCH_BALANCE_DEPTH, m->balance);
    if (m->opening == 0 && pairs > 2) {
        int repeats = 0;
        for (int pair = 1; pair < pairs; pair++)
            repeats += pair_repeats(m, pair);
        /* TRANSLATORS: the last pair; the last game; the games that repeat one of pair 1; the games of
         * pairs 2 and after. */
        printf(P_("note: pairs 2-%d (games 3-%d) started from the same position as pair 1: --opening 0 starts "
                  "every pair from the same position; %d of those %d game repeats a game of pair 1 move for move, "
                  "and counts in the result again\n",
                  "note: pairs 2-%d (games 3-%d) started from the same position as pair 1: --opening 0 starts "
                  "every pair from the same position; %d of those %d games repeat a game of pair 1 move for move, "
                  "and count in the result again\n",
                  (unsigned long)(m->played - 2)),
               pairs, m->played, repeats, m->played - 2);
        return;
    }
    for (int pair = 0; pair < pairs; pair++) {
        if (m->openings[pair].same_as < 0)
            continue;
        if (shown < MATCH_NOTES_SHOWN) {
            match_pair_note(m, pair, note, sizeof note);
            printf(_("note: %s\n"), note);
            shown++;
            continue;
        }
        int first, last;
        match_pair_games(m, pair, &first, &last);
        more++;
        more_games += last - first + 1;
        more_repeats += pair_repeats(m, pair);
    }
    if (more)
        /* TRANSLATORS: the pairs not shown; the games of theirs that repeat an earlier game; their games. */
        printf(P_("note: %d more pair started from the same position as an earlier pair; %d of its %d games repeat "
                  "an earlier game move for move (the JSON lists them all)\n",
                  "note: %d more pairs started from the same position as an earlier pair; %d of their %d games "
                  "repeat an earlier game move for move (the JSON lists them all)\n",
                  (unsigned long)more),
               more, more_repeats, more_games);
}

int match_uneven_pairs(const Match *m)
{
    int n = 0;
    for (int pair = 0; pair < (m->played + 1) / 2; pair++)
        n += m->openings[pair].uneven;
    return n;
}

bool match_choose_openings(Match *m, int pairs)
{
    if (pairs > (m->games + 1) / 2)
        pairs = (m->games + 1) / 2;
    for (; m->chosen < pairs; m->chosen++)
        if (!match_start_game(m, m->chosen, true))
            return false;
    return true;
}
