/*
 * analysis.h — the search behind `kharbaga analyze`, in steps that the server's searches
 * (lua/serve) take too: one implementation of what a search of a position answers.
 */
#ifndef KHARBAGA_ANALYSIS_H
#define KHARBAGA_ANALYSIS_H

#include "cli.h"
#include "game.h"
#include "personality.h"
#include "play_tables.h"
#include "search.h"

typedef struct Analysis {
    Personality *ai;     /* --ai, default master */
    SearchLimits limits; /* the personality's, with --time, --depth and the cap Cli.max_time_ms */
    int deadline_ms;     /* a search without a time limit is stopped after this (the cap), 0: never */
    Game *game;          /* the position to search */
    Searcher *searcher;
    Egtb *tables;        /* the endgame tables of the position's pieces, when the personality uses
                            them and they are built (lua/session/play_tables.h); else NULL */
} Analysis;

/* For a loaded command line (cli_load): the personality, the limits, a searcher and the game;
 * refuses (reported) a personality that does not fit, --depth for a Monte Carlo searcher, a
 * position whose game is over or whose moves the engine cannot hold. Returns the status (0: ready);
 * analysis_free either way. */
int analysis_prepare(Cli *cli, Analysis *a);

/* analysis_prepare in two steps, for a search that waits its turn without holding a searcher's
 * memory: analysis_check does all but the searcher (every refusal above is its), then
 * analysis_make_searcher allocates it and reads the tables. Each returns the status; analysis_free either way. */
int analysis_check(Cli *cli, Analysis *a);
int analysis_make_searcher(Cli *cli, Analysis *a);

/* analysis_make_searcher with *spare (a searcher kept from an earlier search, or NULL) taken
 * instead of a new one when its table is the size this search asks, and freed otherwise; *spare
 * is NULL after. */
int analysis_take_searcher(Cli *cli, Analysis *a, Searcher **spare);

/* Searches (the searcher's progress callback, if set, sees each iteration); *stop (may be NULL)
 * ends it early, and so does deadline_ms (a watchdog thread sets the stop flag). OUT: r. Returns the status: 0, or an error reported. */
int analysis_run(Cli *cli, Analysis *a, StopFlag *stop, SearchResult *r);

void analysis_free(Analysis *a);

/* Writes the fields of `analyze --json` (best, score, score_text, depth, nodes, seconds,
 * nodes_per_second, pv, complete, root_moves, partial_moves, personality), without the braces. */
void analyze_write_fields(FILE *out, const Variant *v, const char *personality, const SearchResult *r);

#endif
