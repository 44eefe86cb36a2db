/*
 * record_game.h — a record file read back into the game it describes.
 *
 * The tags say which game: Variant (an id on the search path, or a script's path; kharbaga when
 * absent), Ruleset, Rules ("key=value" changes separated by blanks) and Position (the start,
 * when not the game's own). The game is loaded, the moves are replayed, and any problem is one
 * line "FILE:LINE: what was wrong" naming the tag or move at fault.
 */
#ifndef KHARBAGA_RECORD_GAME_H
#define KHARBAGA_RECORD_GAME_H

#include "gamedef.h"
#include "record.h"

typedef struct RecordGame {
    GameDef *def; /* the loaded game, owned */
    Game game;    /* started from the record's position, with its moves played */
    Record tags;  /* the record's tags (its movetext pointer is cleared) */
} RecordGame;

/* Reads the record in the file at path into out. False with one line in err (the file's
 * path, the line, what is wrong); out then holds nothing to free. *missing (may be NULL) tells
 * whether the file does not exist. */
bool record_game_load(const char *path, RecordGame *out, bool *missing, char *err, size_t errlen);

/* As record_game_load, from text already read (path only names it in messages). */
bool record_game_from_text(const char *path, const char *text, RecordGame *out, char *err, size_t errlen);

void record_game_free(RecordGame *rg);

/* Sets the tags that say which game def is (Variant, Ruleset, Rules when the rules differ from
 * the ruleset's, Position when start is not the game's start), the ones record_game_load reads
 * back. The Variant is the game's id when that finds the same script, else the script's path. */
void record_game_tags(Record *r, const GameDef *def, const Position *start);

#endif
