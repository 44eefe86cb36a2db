/*
 * egtb.h — endgame tables: the value of every position of a material slice under perfect play,
 * built by retrograde analysis (docs/solving.md).
 *
 * A slice is the men and kings of each side; a table holds, for every placement of those pieces
 * on the board and either side to move, win, draw or loss for the side to move and the distance
 * in plies to the end of the game (the winner fastest, the loser slowest). A capture or a
 * crowning leaves the slice, so a slice depends only on slices built before it (egtb_plan);
 * quiet moves stay within it and are solved to a fixed point. Repetition and the quiet-move
 * limit are ignored: a position that neither side can force out of a cycle is a draw.
 *
 * One Egtb serves one game under one rule choice: it holds the index's tables and the tables
 * attached to it (built or read from files), which its probes and builds look up.
 */
#ifndef KHARBAGA_EGTB_H
#define KHARBAGA_EGTB_H

#include "position.h"

enum {
    EGTB_GROUPS = 4,     /* south men, south kings, north men, north kings */
    EGTB_MAX_PIECES = 24, /* pieces in a slice, both sides: a full Alquerque board */
    EGTB_SLICE_TEXT = 24, /* "12m12k-12m12k" and its NUL, with room */
    EGTB_FORMAT_VERSION = 2, /* 2: the left-right mirror folded, counts of every position */
};

/* The material of a slice: how many pieces of each group (EGTB_GROUPS' order). */
typedef struct EgtbSlice {
    uint8_t n[EGTB_GROUPS];
} EgtbSlice;

/* A value for the side to move. */
typedef enum EgtbWdl { EGTB_DRAW = 0, EGTB_WIN = 1, EGTB_LOSS = 2 } EgtbWdl;

typedef struct EgtbValue {
    EgtbWdl wdl;
    int dist; /* plies to the end with perfect play; 0 for a draw */
} EgtbValue;

/* One slice's values: win/draw/loss two bits a position, distances dist_bytes a position
 * (little-endian), indexed by egtb_rank. Where the index folds the board's mirror, an entry
 * stands for a position and its mirror image: `size` counts entries, `positions` every position
 * of the slice. */
typedef struct EgtbTable {
    EgtbSlice slice;
    uint64_t size;      /* entries stored, both sides to move */
    uint64_t count[3];  /* entries of each EgtbWdl */
    uint64_t positions;     /* positions the entries stand for (egtb_slice_positions) */
    uint64_t positions_of[3]; /* of them, of each EgtbWdl */
    int max_dist;
    int dist_bytes;     /* 1 or 2 */
    uint8_t *wdl;
    uint8_t *dist;
    /* NULL when wdl and dist were allocated (egtb_table_free frees them); else the image of the
     * table's file that holds both (egtb_file_image), given back to `release` (e.g. munmap). */
    void *image;
    size_t image_len;
    void (*release)(void *image, size_t len);
} EgtbTable;

typedef struct Egtb Egtb;

/* What one build did. */
typedef struct EgtbStats {
    uint64_t positions; /* of the slice */
    uint64_t generated; /* move generations (the first pass and the un-move checks) */
    int levels;         /* distances passed through */
} EgtbStats;

/* Whether v's rules fit the tables up to max_pieces pieces (all: every slice of the game, as
 * --all asks): false with a one-line reason naming the rule when a position holds more than its
 * men and kings (huffing, dead points, a trail of visited points, an opening rule that depends
 * on the material, Lua hooks). */
bool egtb_supported(const Variant *v, int max_pieces, bool all, Err *err);

/* The most pieces a slice of v can hold: both sides' start. */
int egtb_game_pieces(const Variant *v);

/* A context for v (concluded, supported) named game_id, for slices of at most max_pieces
 * pieces; NULL with a message if memory ran out. v must outlive it. */
Egtb *egtb_new(const Variant *v, const char *game_id, int max_pieces, Err *err);

/* Frees ctx and the tables attached to it. */
void egtb_free(Egtb *ctx);

const Variant *egtb_variant(const Egtb *ctx);

/* The game and rule choice as one number: the file names and headers carry it. It covers the
 * game's id, board, crowning points and every rule the tables depend on (not repetition and
 * quiet_limit, which they ignore). */
uint64_t egtb_key(const Egtb *ctx);

/* The rules the key covers, as "key=value ..." text. */
const char *egtb_rules_text(const Egtb *ctx);

const char *egtb_game(const Egtb *ctx);

/* ---- slices (egtb_slice.c) ---- */

/* "2m1k-1m0k": South's men and kings, then North's. */
void egtb_slice_text(EgtbSlice s, char buf[EGTB_SLICE_TEXT]);

/* Reads a slice's text; false with a message naming it and what was expected. */
bool egtb_slice_parse(const char *text, EgtbSlice *s, Err *err);

int egtb_slice_pieces(EgtbSlice s);

/* Whether s is a slice of ctx: each side at least one piece and at most its start's, no kings
 * where the rules have none, at most ctx's pieces. */
bool egtb_slice_valid(const Egtb *ctx, EgtbSlice s, Err *err);

/* Whether a move of a position of slice `from` can lead to slice `to` (a capture, a crowning or
 * both, by either side). */
bool egtb_slice_leads_to(EgtbSlice from, EgtbSlice to);

/* The slices of at most ctx's pieces in an order in which each comes after every slice its
 * moves lead to, into out (up to max); returns how many there are (more than max: only max
 * written). */
int egtb_plan(const Egtb *ctx, EgtbSlice *out, int max);

/* ---- the index (egtb_index.c) ---- */

/* Entries of slice s's table, both sides to move: its positions, one of each position and its
 * mirror image where the index folds them; 0 if the count does not fit 64 bits. */
uint64_t egtb_slice_size(const Egtb *ctx, EgtbSlice s);

/* Positions in slice s, both sides to move, mirror images counted; 0 if beyond 64 bits. */
uint64_t egtb_slice_positions(const Egtb *ctx, EgtbSlice s);

/* Whether ctx's index folds the board's left-right mirror (the board and the rules keep it). */
bool egtb_mirrored(const Egtb *ctx);

/* The slice pos's pieces make. */
EgtbSlice egtb_slice_of(const Position *pos);

/* pos's index in its slice (egtb_slice_of): that of its mirror image where the index stores the
 * image. */
uint64_t egtb_rank(const Egtb *ctx, EgtbSlice s, const Position *pos);

/* The position of index i of slice s (its hash and quiet counter are left 0): the one the entry
 * stores, not its image. */
void egtb_unrank(const Egtb *ctx, EgtbSlice s, uint64_t i, Position *pos);

/* ---- tables ---- */

/* The value of index i of t. */
EgtbValue egtb_table_value(const EgtbTable *t, uint64_t i);

/* Gives t (its arrays) to ctx, which frees it with itself; replaces a table of the same slice.
 * False if the slice is beyond ctx's pieces or memory ran out (t is still the caller's). */
bool egtb_attach(Egtb *ctx, EgtbTable *t);

/* The table of slice s attached to ctx, or NULL. */
const EgtbTable *egtb_table(const Egtb *ctx, EgtbSlice s);

/* The value of pos: from its table, or at once when a side has no pieces. False if its slice
 * has no table attached. */
bool egtb_probe(const Egtb *ctx, const Position *pos, EgtbValue *value);

void egtb_table_free(EgtbTable *t);

/* ---- building (egtb_build.c) ---- */

/* Builds slice s into *t (which it allocates; free with egtb_table_free or attach), the tables
 * of the slices its moves lead to being attached, on `jobs` threads (1 to JOBS_MAX, jobs.h; the
 * caller's among them): the table is the same, byte for byte, on any number. False with a
 * message if one is missing or memory ran out (with several threads, the message of the first
 * position in index order that failed, as on one). */
bool egtb_build(const Egtb *ctx, EgtbSlice s, int jobs, EgtbTable *t, EgtbStats *stats, Err *err);

/* Checks every value of t (a table of ctx's, its successors' tables attached) against its
 * successors' values; the number of positions that disagree in *bad (the first's index in
 * *first_bad). False with a message if a successor's table is missing. */
bool egtb_verify(const Egtb *ctx, const EgtbTable *t, uint64_t *bad, uint64_t *first_bad, Err *err);

/* ---- files (egtb_file.c) ---- */

/* The file of slice s in dir: "DIR/GAME-KEY-SLICE.egtb". False if buf is too small. */
bool egtb_file_path(const Egtb *ctx, const char *dir, EgtbSlice s, char *buf, size_t len);

/* Writes t to path through a temporary file renamed into place, so that the path holds the
 * whole table or nothing new. False with a message. */
bool egtb_file_write(const Egtb *ctx, const EgtbTable *t, const char *path, Err *err);

/* Reads slice s's table from path into *t, refusing (false, one line naming the file) a file
 * that is not a table, of another version, game, rule choice or slice, cut short or damaged. */
bool egtb_file_read(const Egtb *ctx, EgtbSlice s, const char *path, EgtbTable *t, Err *err);

/* Checks the len bytes of image, the whole of path's file (a mapping of it), as egtb_file_read
 * checks the file, and points *t's values into it: nothing is copied, and image must outlive t
 * (t->image stays NULL: the caller sets it and t->release). */
bool egtb_file_image(const Egtb *ctx, EgtbSlice s, const char *path, const uint8_t *image, size_t len, EgtbTable *t,
                     Err *err);

#endif
