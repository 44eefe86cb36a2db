/*
 * play_tables.h — the endgame tables a player plays with: every table `kharbaga solve` wrote for
 * a game under one rule choice (docs/solving.md), read once when the player takes its seat, for
 * the search to value the positions they hold exactly (SearchParams.tables).
 */
#ifndef KHARBAGA_PLAY_TABLES_H
#define KHARBAGA_PLAY_TABLES_H

#include "egtb.h"

#include <stdio.h>

/* At most this many bytes of tables are read for a player (a game of play, a side of a match, an
 * engine's game), and for one analysis (analyze, a search of the server: read for each request),
 * the slices of fewest pieces first, every slice of a number of pieces or none of them. */
#define PLAY_TABLES_BYTES ((uint64_t)512 << 20)
#define PLAY_TABLES_ANALYSIS_BYTES ((uint64_t)64 << 20)

/* The tables of the game `game_id` under v's rules (v living longer than them) of at most
 * max_pieces pieces (0: any; a position's search needs none beyond its own pieces) and at most
 * max_bytes of files in the tables'
 * directory (solve's default: $XDG_DATA_HOME/kharbaga/tables), read and checked; NULL when there
 * are none: rules the tables cannot hold, no directory, no file. A file that is there but
 * refused (damaged, cut short, of another version) is left out, never trusted, with a note on
 * `notes` (when not NULL) naming it. Free with egtb_free. */
Egtb *play_tables_open(const Variant *v, const char *game_id, int max_pieces, uint64_t max_bytes, FILE *notes);

#endif
