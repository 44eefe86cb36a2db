/*
 * record.h — game records, PDN-style: tags, then movetext.
 *
 *   [Variant "kharbaga"]
 *   [Ruleset "standard"]
 *   [Rules "removal=immediate"]        rule changes on top of the ruleset (omitted if none)
 *   [Position "B:Ba1,...:W..."]        when the game did not start from the start position
 *   [South "Ana"] [North "kharbaga strong"] [Date "2026.11.29"]
 *   [Result "1-0"]                     1-0 South won, 0-1 North won, 1/2-1/2 draw, * unfinished
 *   [Termination "no legal move"]
 *
 *   1. e3-e5 e7xe3 2. e1xe5 ... 1-0
 *
 * The grammar is in docs/notation.md. Reading is in two steps, because the tags say which game
 * (and so which Variant) the moves belong to: record_parse reads the tags and finds the
 * movetext, record_replay plays the movetext on a Game.
 */
#ifndef KHARBAGA_RECORD_H
#define KHARBAGA_RECORD_H

#include "game.h"

#include <stdio.h>

enum { RECORD_MAX_TAGS = 32, RECORD_TAG_LEN = 512 };

typedef struct RecordTag {
    char name[32];
    char value[RECORD_TAG_LEN];
    int line; /* where it was read (0: set by the program) */
} RecordTag;

typedef struct Record {
    int ntags;
    RecordTag tags[RECORD_MAX_TAGS];
    const char *movetext; /* points into the parsed text */
    int movetext_line;    /* its first line, for messages */
} Record;

/* The value of a tag, or NULL. */
const char *record_tag(const Record *r, const char *name);

/* Sets (or adds) a tag; false if the record is full or the value too long. */
bool record_set_tag(Record *r, const char *name, const char *value);

/* Where a record is wrong: its line (from 1; 0 when no one line is to blame), the move (from 1;
 * 0 when no move is to blame) and what is wrong, without either (so that a caller can write
 * "FILE:LINE: move 3: what"). */
typedef struct RecordError {
    int line;
    int move;
    char what[320];
} RecordError;

/* Reads the tags of text (which must outlive the Record). OUT: e on failure. */
bool record_read_tags(const char *text, Record *r, RecordError *e);

/* Plays the movetext of r on g (already started from the record's position). Each move may be
 * written in any unambiguous form; move numbers, comments in braces and the result are
 * skipped. OUT: e on failure. */
bool record_read_moves(const Record *r, Game *g, RecordError *e);

/* As record_read_tags and record_read_moves, with the line in the message:
 * "record line 4, move 3: ...". */
bool record_parse(const char *text, Record *r, Err *err);
bool record_replay(const Record *r, Game *g, Err *err);

/* The result text of a game: "1-0", "0-1", "1/2-1/2" or "*". */
const char *record_result_text(Result result);

/* Writes r's tags (Result and Termination from g), then g's moves, 10 full moves a line. */
bool record_write(FILE *out, Record *r, const Game *g);

#endif
