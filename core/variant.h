/*
 * variant.h — one playable game: a board, rule option values, side names and a start, plus the
 * tables derived from them for the move generator.
 *
 * The loader fills the declared part, then calls variant_conclude(), which checks consistency and
 * derives everything below "derived". After any change to rules, call variant_conclude() again.
 */
#ifndef KHARBAGA_VARIANT_H
#define KHARBAGA_VARIANT_H

#include "board.h"
#include "hooks.h"
#include "memory.h"
#include "rules.h"

/* A jump over one point onto the next point of the same line. */
typedef struct Jump {
    uint8_t over, land;
} Jump;

/* The capturing steps from one point (capture_by=approach_withdrawal), for each direction d:
 * where the step lands, the point beyond the landing (approach) and the point behind the start
 * (withdrawal); 0 where there is none, which the masks leave out: approach_dirs has bit d when
 * `to` and `ahead` exist, withdraw_dirs when `to` and `behind` do. Read without branches by the
 * generator (movegen_approach_impl.h). */
typedef struct ApproachSteps {
    uint8_t to[MAX_DIRS], ahead[MAX_DIRS], behind[MAX_DIRS];
    uint16_t approach_dirs, withdraw_dirs;
} ApproachSteps;

/* One direction of the set-wise scans on lattice boards (board.shifts): the points `from` that
 * have a neighbour (steps) or two points beyond (jumps) along it, and its index step. A side's
 * scans are kept with the positive steps first (n_*_up of them), so that a scan loop shifts one
 * way only. */
typedef struct Scan {
    Bits from;
    int delta;
    int shift; /* |delta| */
} Scan;

/* A side's men's jumps along a pair of opposite directions, which shift by the same amount:
 * `up` are the points a man jumps from along the positive one, `down` along the negative one
 * (empty where men may not capture that way). */
typedef struct ScanPair {
    Bits up, down;
    int shift;
} ScanPair;

struct Variant {
    /* declared */
    char id[32];
    Board board;
    Rules rules;
    char side_name[2][24]; /* colour names, South first: "Black", "White", as the reader says them */
    char king_name[24];
    char king_plural[32];  /* "Mullahs": the script's, or its king_name with an "s" */
    char side_key[2][24];  /* the same as the script writes them, whatever the reader's language: their
                              initials mark the sides in position text, and machine output (JSON, the
                              engine protocol) gives these */
    char king_key[24];
    bool explicit_start;   /* start_men/start_kings given, not derived from rules.setup */
    Bits start_men[2], start_kings[2];
    bool explicit_crown;   /* crown[] given, not the far rows */
    const VariantHooks *hooks;       /* rules added by the variant (core/hooks.h), or NULL */
    const Variant *hook_candidates;  /* with hooks: this variant with capture optional, whose
                                        moves are the candidates the hooks choose from */
    PieceMemory *memory;             /* the game's trails under piece_revisit=forbidden (core/memory.h):
                                        the owner of the variant attaches one; NULL elsewhere */

    /* derived by variant_conclude */
    char side_initial[2];
    Bits crown[2];                          /* where a man of each side is crowned */
    int square_width, square_height;        /* a board square's sides (shrink=square_strips) */
    uint8_t n_step_scans[2], n_jump_scans[2];  /* set-wise scans of men's steps and jumps */
    uint8_t n_step_up[2], n_jump_up[2];        /* how many of them have delta > 0 (they come first) */
    Scan step_scans[2][MAX_DIRS], jump_scans[2][MAX_DIRS];
    uint8_t n_jump_pairs[2];                   /* the jump scans again, by pairs */
    ScanPair jump_pairs[2][MAX_DIRS];
    bool capture_guards;                    /* chain_revisit, chain_direction or piece_revisit
                                               refuse some chains (core/movegen_guard.h) */
    Bits capture_removed;                   /* all points under removal=immediate, else none */
    Bits crown_mid[2];                      /* where a man landing mid-capture stops or is crowned
                                               (crown_mid_capture stop or crown), else none */
    Bits man_landing_rule[2];               /* landings where a man's chain does more than go on:
                                               crown_mid, or every point unless chain=must */
    uint8_t n_steps[2][MAX_POINTS];         /* a man's step targets per side */
    uint8_t steps[2][MAX_POINTS][MAX_DIRS];
    uint8_t n_man_jumps[2][MAX_POINTS];     /* a man's jumps per side */
    Jump man_jumps[2][MAX_POINTS][MAX_DIRS];
    Bits man_jump_over[2][MAX_POINTS];      /* points a man of each side may jump over from p */
    Bits jump_over[MAX_POINTS];             /* points a piece may jump over from p, any direction */
    uint8_t jump_land[MAX_POINTS][MAX_POINTS]; /* where a jump from p over q lands */
    uint8_t n_all_jumps[MAX_POINTS];        /* jumps in every direction (short kings) */
    Jump all_jumps[MAX_POINTS][MAX_DIRS];
    uint8_t n_rays[MAX_POINTS];             /* directions with a line leaving the point */
    uint8_t rays[MAX_POINTS][MAX_DIRS];
    Bits beyond[MAX_POINTS][MAX_DIRS];      /* lattice boards: the points beyond p along d, whose
                                               nearest is the lowest index if delta[d] > 0, else
                                               the highest (flying kings' lines) */
    ApproachSteps approach[MAX_POINTS];     /* capturing steps by approach and withdrawal */
    uint64_t zobrist[4][MAX_POINTS];        /* per (side * 2 + king) and point */
    uint64_t zobrist_side;                  /* North to move */
    uint64_t zobrist_dead[MAX_POINTS];
    uint64_t zobrist_huff[MAX_POINTS];
};

/* A Variant with an empty board and the default rules. */
void variant_init(Variant *v);

/* Checks the declared part and derives the tables; false with a message if inconsistent. */
bool variant_conclude(Variant *v, Err *err);

/* Gives v (concluded, with hooks) its own candidate twin in *candidates: v with capture optional
 * instead of compulsory and without hooks (core/hooks.h). Nothing for a variant without hooks.
 * Call it again after any change to v's rules, or the hooks choose among the old rules' moves. */
bool variant_conclude_hook_candidates(Variant *v, Variant *candidates, Err *err);

/* Checks the side names (distinct initials other than D, H and K) and derives the initials. */
bool variant_check_sides(Variant *v, Err *err);

/* The memory make and the generator keep and read: v->memory under piece_revisit=forbidden,
 * else NULL (without one attached, every piece is taken to have no past). */
static inline PieceMemory *variant_memory(const Variant *v)
{
    return v->rules.piece_revisit == PIECE_REVISIT_FORBIDDEN ? v->memory : NULL;
}

/* Whether perft and search must play v's moves by position_make and position_unmake, which its
 * hooks or its memory follow, rather than by copying positions. */
static inline bool variant_follows_make(const Variant *v) { return v->hooks || variant_memory(v); }

/* Whether core/reach.h's look at the steps and first jumps answers for v's legal moves: not
 * with hooks or huffs, nor with rules that refuse some chains or steps of the pieces it sees. */
static inline bool variant_plain_reach(const Variant *v)
{
    return !v->hooks && v->rules.capture != CAPTURE_HUFF && !v->capture_guards &&
           v->rules.far_row_steps == FAR_ROW_STEPS_ALLOWED;
}

/* True if a step of `side` from a to b goes forward (towards the opponent). */
static inline bool variant_is_forward(const Variant *v, int side, int a, int b)
{
    int dy = v->board.y[b] - v->board.y[a];
    return side == SOUTH ? dy > 0 : dy < 0;
}

#endif
