/*
 * table_lookup.h — the exact value of a position and of each of its moves, from the endgame
 * tables `kharbaga solve` wrote (docs/solving.md), for the commands that analyse a position.
 */
#ifndef KHARBAGA_TABLE_LOOKUP_H
#define KHARBAGA_TABLE_LOOKUP_H

#include "egtb.h"
#include "movegen.h"
#include "table_words.h"

#include <stdio.h>

/* What the tables say of a position: its value for the side to move and, when the tables of
 * every slice its moves lead to are there too, each legal move's (for the side that makes it). */
typedef struct TableLookup {
    bool found;         /* the position's slice has a table (and the rules fit the tables) */
    EgtbValue value;
    bool moves_found;   /* every move's value is known */
    int nmoves;
    EgtbValue *moves;   /* nmoves values, in the order of the legal moves (movegen_legal) */
} TableLookup;

/* Looks pos up in the tables of the game `game_id` under v's rules in the tables' directory
 * (solve's default: $XDG_DATA_HOME/kharbaga/tables). Nothing found is no failure: rules the
 * tables do not fit, no directory, no file. A file that is there but refused (damaged, of
 * another rule choice) is a note on `notes` (when not NULL), naming it. */
void table_lookup(const Variant *v, const char *game_id, const Position *pos, TableLookup *out, FILE *notes);

void table_lookup_free(TableLookup *t);

/* t as JSON, for the position pos of v it was looked up for: {"result": "win", "plies": 9,
 * "text": "win in 9 plies", "moves": [{"move", "result", "plies", "text"}, ...] or null}, or null
 * when the tables do not hold pos. "result" is "win", "draw" or "loss" in every language; the
 * "text"s, in the reader's, only when with_text. */
void table_lookup_write_json(FILE *out, const Variant *v, const Position *pos, const TableLookup *t, bool with_text);

#endif
