/*
 * personality.h — AI personalities: scripts read once into search parameters.
 *
 *   return personality {
 *     id = "teacher", name = "The Teacher", description = "...",
 *     search = "alphabeta",                       -- or "mcts"
 *     limits = { depth = 3, time_ms = 300, nodes = 0 },
 *     weights = { man = 100, king = 250, ... },   -- core/eval.h terms; unnamed ones default
 *     style = { randomness = 40, blunder_permille = 120, capture_depth = 4 },
 *     variants = { "kharbaga", "zamma" },          -- optional: the games it is made for
 *     game_weights = { kharbaga = { king = 297 } }, -- optional: weights for one game, the rest
 *                                                  -- the personality's `weights`
 *     game_style = { fanorona = { capture_table = 1 } }, -- optional: style for one game, the
 *                                                  -- rest the personality's `style`
 *     tables = true,                               -- optional: plays by the endgame tables
 *   }
 *
 * Files live in personalities/ under each variants directory of the search path, each named
 * after its id (docs/personalities.md), their translations in personalities/i18n/LANG/ID.lua: a
 * personality loads in the calling thread's language. Problems are reported as "file:line: field: what was
 * expected", as for variants.
 */
#ifndef KHARBAGA_PERSONALITY_H
#define KHARBAGA_PERSONALITY_H

#include "gamedef.h"
#include "search.h"

#include <stdio.h>

enum { MAX_PERSONALITY_VARIANTS = 16 };

typedef struct Personality {
    char id[32];
    char name[64];
    char description[1024]; /* bytes of UTF-8: room for a translation in Cyrillic or Arabic */
    char path[LOADER_PATH];
    SearchParams params;
    SearchLimits limits;
    bool tables;            /* plays the positions the endgame tables hold by them (the player sets
                               params.tables: lua/session/play_tables.h) */
    bool book;              /* plays the moves of its game's opening book, where there is one for the
                               game and rules (personality_load_for sets params.book) */
    int nvariants;
    char variants[MAX_PERSONALITY_VARIANTS][32]; /* none: any game */
    char variants_at[LOADER_PATH + 16];          /* "file:line" of the variants field */
    int ngame_weights;
    struct {
        char game[32];
        EvalWeights weights;
    } game_weights[MAX_PERSONALITY_VARIANTS]; /* what it evaluates with in one game: personality_load_for
                                                 puts the game's into params.weights */
    int ngame_styles;
    struct {
        char game[32];
        SearchParams params; /* only its style fields (personality_style_fields) count */
    } game_styles[MAX_PERSONALITY_VARIANTS]; /* how it searches in one game: personality_load_for
                                                puts the game's style fields into params */
} Personality;

/* The keys of a personality's `style`, in the order of its documentation: each one's field of
 * SearchParams (an int) and its largest value (the least is 0). */
typedef struct PersonalityStyleField {
    const char *name;
    size_t offset;
    int max;
} PersonalityStyleField;

enum { PERSONALITY_STYLE_FIELDS = 19 };
extern const PersonalityStyleField personality_style_fields[PERSONALITY_STYLE_FIELDS];

/* Writes p as a personality script to out, under the id `id` (the name of the file it goes into),
 * with `comment` (lines without their "-- ", separated by '\n'; NULL: none) at its top: loading it
 * gives p back, its path aside. False if out could not be written. */
bool personality_write(const Personality *p, const char *id, const char *comment, FILE *out);

/* Loads a personality by id (personalities/<id>.lua on the search path) or by path. Each game
 * id its `variants` lists must be a game on the search path. */
bool personality_load(const char *name_or_path, Personality *p, char *err, size_t errlen);

/* The same, to play the game `game_id` (the loaded game's id, which a script given by path has
 * too): that id is known in `variants` though no game on the search path has it. */
bool personality_load_for(const char *name_or_path, const char *game_id, Personality *p, char *err, size_t errlen);

/* books/<game_id>.book in the first directory of the search path that has it, into path; false if
 * none has. */
bool personality_find_book(const char *game_id, char *path, size_t len);

/* With p->book, the book of the game game_id (personality_find_book; read once per process, then
 * shared) into p->params.book; NULL when there is none or game_id is NULL. False with "FILE:LINE:
 * what was expected" in err if the book is damaged or is another game's. */
bool personality_attach_book(Personality *p, const char *game_id, char *err, size_t errlen);

/* Whether p is made for the game `variant_id` (true when it names no games). */
bool personality_fits(const Personality *p, const char *variant_id);

/* The games p is made for, "kharbaga, zamma and felli" ("" when it names none), in buf (of
 * PERSONALITY_GAMES_TEXT bytes for the longest). */
enum { PERSONALITY_GAMES_TEXT = MAX_PERSONALITY_VARIANTS * 34 };
void personality_games_text(const Personality *p, char *buf, size_t len);

/* The same as a refusal: false with "FILE:LINE: variants: NAME (id) plays only kharbaga and zamma,
 * not felli" in err. */
bool personality_check_fits(const Personality *p, const char *variant_id, char *err, size_t errlen);

/* The longest one move may take in `play` and `analyze` when the user gives no --time: a wait a
 * person sitting at the board accepts. A personality's own time limit, when shorter, stands. */
enum { PERSONALITY_DEFAULT_MOVE_MS = 10000 };

/* p's limits for one move under the user's time limit `user_ms`: with one (not 0) it replaces p's
 * own time and keeps its depth and node limits, a part of what p is like; without, p's own time,
 * at most PERSONALITY_DEFAULT_MOVE_MS. Either way the search has a time limit, which it keeps
 * whatever its depth or node limit (alpha-beta and Monte Carlo look at the clock alike), so a
 * personality from a file or a record cannot make a move take longer. */
SearchLimits personality_move_limits(const Personality *p, int user_ms);

/* Checks the translation at `path` of p's name and description (DIR/i18n/LANG/ID.lua beside p's
 * script, as a load reads it: lua/host/personality_texts.c): each problem is a report line in err
 * ("file:line: field: message"), and their number is returned; each text it does not give goes
 * to missing, its key a line. */
int personality_texts_check(const Personality *p, const char *path, char *err, size_t errlen, char *missing,
                            size_t missinglen);

/* The ids of the personalities on the search path, sorted; returns how many. */
int personality_list(char ids[][32], int max);

#endif
