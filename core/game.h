/*
 * game.h — a game in progress: the moves played from a start position, and its result under
 * the ending rules (no pieces, blocked, repetition, quiet limit).
 */
#ifndef KHARBAGA_GAME_H
#define KHARBAGA_GAME_H

#include "move.h"

typedef enum { RESULT_NONE, RESULT_SOUTH_WINS, RESULT_NORTH_WINS, RESULT_DRAW } Result;
typedef enum { REASON_NONE, REASON_NO_PIECES, REASON_BLOCKED, REASON_REPETITION, REASON_QUIET } ResultReason;

struct Game {
    const Variant *v;
    Position start;
    Position pos;
    int nmoves, capacity;
    Move *moves;
    MoveDetail *details; /* details[i]: that of moves[i] (its path, for its text) */
    Undo *undos;
    uint64_t *hashes; /* hashes[i] is the hash before move i; hashes[nmoves] the current one */
};

bool game_init(Game *g, const Variant *v, const Position *start);
void game_free(Game *g);

/* Plays a move (assumed legal) with its detail d (moves.h; NULL: none, as a move built by hand
 * has), both kept; false only if memory ran out. */
bool game_play(Game *g, const Move *m, const MoveDetail *d);

/* Takes back the last move; false if there is none. */
bool game_undo(Game *g);

/* How often the current position (same side to move) has occurred, the current one included. */
int game_repetitions(const Game *g);

/* The result now, with the reason. */
Result game_result(const Game *g, ResultReason *reason);

/* The reason in English, as records keep it; marked for the catalogs, translated with _() where a
 * person reads it. */
const char *game_reason_text(ResultReason reason);

#endif
