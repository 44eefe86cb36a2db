/*
 * variant.c — checking a declared variant and deriving its move-generation tables.
 */
#include "variant.h"

#include "rng.h"

#include <string.h>

void variant_init(Variant *v)
{
    memset(v, 0, sizeof *v);
    board_init(&v->board);
    rules_default(&v->rules);
    strcpy(v->id, "custom");
    strcpy(v->side_name[SOUTH], "Black");
    strcpy(v->side_name[NORTH], "White");
    strcpy(v->king_name, "king");
    strcpy(v->king_plural, "kings");
    memcpy(v->side_key, v->side_name, sizeof v->side_key);
    memcpy(v->king_key, v->king_name, sizeof v->king_key);
}

static void derive_zobrist(Variant *v)
{
    uint64_t state = 0x6B68617262616761ull; /* "kharbaga" */
    for (int k = 0; k < 4; k++)
        for (int p = 0; p < MAX_POINTS; p++)
            v->zobrist[k][p] = splitmix64_next(&state);
    v->zobrist_side = splitmix64_next(&state);
    for (int p = 0; p < MAX_POINTS; p++) {
        v->zobrist_dead[p] = splitmix64_next(&state);
        v->zobrist_huff[p] = splitmix64_next(&state);
    }
}

/* Whether a man of `side` may step in direction d under the men_move option. */
static bool man_steps_in(const Variant *v, int side, int d)
{
    int dy = v->board.dy[d] * (side == SOUTH ? 1 : -1);
    switch (v->rules.men_move) {
    case MEN_MOVE_FORWARD: return dy > 0;
    case MEN_MOVE_FORWARD_SIDEWAYS: return dy >= 0;
    default: return true;
    }
}

static bool man_jumps_in(const Variant *v, int side, int d)
{
    int dy = v->board.dy[d] * (side == SOUTH ? 1 : -1);
    return v->rules.men_capture == MEN_CAPTURE_ANY || dy > 0;
}

/* Appends a scan to a side's list, positive steps first. */
static void add_scan(Scan *scans, uint8_t *n, uint8_t *n_up, Scan sc)
{
    int delta = sc.delta;
    if (delta > 0) {
        scans[*n] = scans[*n_up]; /* the first negative scan moves to the end */
        scans[(*n_up)++] = sc;
    } else {
        scans[*n] = sc;
    }
    (*n)++;
}

/* The set-wise scans of lattice boards; a direction nobody can use is left out, which also
 * keeps every shift amount below the word size. */
static void derive_scans(Variant *v)
{
    const Board *b = &v->board;
    for (int s = 0; s < 2; s++) {
        v->n_step_scans[s] = v->n_jump_scans[s] = v->n_step_up[s] = v->n_jump_up[s] = 0;
        for (int d = 0; d < b->ndirs && b->shifts; d++) {
            int shift = b->delta[d] > 0 ? b->delta[d] : -b->delta[d];
            Scan step = {b->has_next[d], b->delta[d], shift};
            Scan jump = {b->has_jump[d], b->delta[d], shift};
            if (man_steps_in(v, s, d) && bits_any(step.from))
                add_scan(v->step_scans[s], &v->n_step_scans[s], &v->n_step_up[s], step);
            if (man_jumps_in(v, s, d) && bits_any(jump.from))
                add_scan(v->jump_scans[s], &v->n_jump_scans[s], &v->n_jump_up[s], jump);
        }
    }
}

/* The jump scans by pairs of opposite directions (lattice boards). */
static void derive_jump_pairs(Variant *v)
{
    const Board *b = &v->board;
    for (int s = 0; s < 2; s++) {
        v->n_jump_pairs[s] = 0;
        for (int d = 0; d < b->ndirs && b->shifts; d++) {
            int o = b->opposite[d];
            if (b->delta[d] < 0)
                continue;
            ScanPair pair = {man_jumps_in(v, s, d) ? b->has_jump[d] : bits_empty(),
                             man_jumps_in(v, s, o) ? b->has_jump[o] : bits_empty(), b->delta[d]};
            if (bits_any(pair.up) || bits_any(pair.down))
                v->jump_pairs[s][v->n_jump_pairs[s]++] = pair;
        }
    }
}

/* The sets the capture search reads the removal, crown_mid_capture and chain rules from. */
static void derive_capture_sets(Variant *v)
{
    const Rules *r = &v->rules;
    Bits all = v->board.all;
    v->capture_guards = r->chain_revisit == CHAIN_REVISIT_FORBIDDEN || r->chain_direction == CHAIN_DIRECTION_CHANGE ||
                        r->piece_revisit == PIECE_REVISIT_FORBIDDEN;
    v->capture_removed = r->removal == REMOVAL_IMMEDIATE ? all : bits_empty();
    for (int s = 0; s < 2; s++) {
        bool mid = r->king != KING_NONE && r->crown_mid_capture != CROWN_MID_IGNORE;
        v->crown_mid[s] = mid ? v->crown[s] : bits_empty();
        v->man_landing_rule[s] = r->chain == CHAIN_MUST ? v->crown_mid[s] : all;
    }
}

/* The points beyond each point along each direction (lattice boards). */
static void derive_beyond(Variant *v)
{
    const Board *b = &v->board;
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            v->beyond[p][d] = bits_empty();
            for (int q = b->next[p][d]; q != NO_POINT && b->shifts; q = b->next[q][d])
                bits_add(&v->beyond[p][d], q);
        }
}

/* The capturing steps of capture_by=approach_withdrawal from every point (variant.h). */
static void derive_approach(Variant *v)
{
    const Board *b = &v->board;
    memset(v->approach, 0, sizeof v->approach);
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            ApproachSteps *a = &v->approach[p];
            int to = b->next[p][d];
            if (to == NO_POINT)
                continue;
            int ahead = b->next[to][d], behind = b->next[p][b->opposite[d]];
            a->to[d] = (uint8_t)to;
            if (ahead != NO_POINT) {
                a->ahead[d] = (uint8_t)ahead;
                a->approach_dirs |= (uint16_t)(1u << d);
            }
            if (behind != NO_POINT) {
                a->behind[d] = (uint8_t)behind;
                a->withdraw_dirs |= (uint16_t)(1u << d);
            }
        }
}

static void derive_moves(Variant *v)
{
    const Board *b = &v->board;
    derive_scans(v);
    derive_jump_pairs(v);
    derive_beyond(v);
    derive_approach(v);
    memset(v->jump_land, NO_POINT, sizeof v->jump_land);
    for (int p = 0; p < b->npoints; p++) {
        v->jump_over[p] = v->man_jump_over[SOUTH][p] = v->man_jump_over[NORTH][p] = bits_empty();
        v->n_all_jumps[p] = v->n_rays[p] = 0;
        for (int s = 0; s < 2; s++)
            v->n_steps[s][p] = v->n_man_jumps[s][p] = 0;
        for (int d = 0; d < b->ndirs; d++) {
            int n = b->next[p][d];
            if (n == NO_POINT)
                continue;
            v->rays[p][v->n_rays[p]++] = (uint8_t)d;
            int land = b->next[n][d];
            Jump j = {(uint8_t)n, (uint8_t)land};
            if (land != NO_POINT) {
                v->all_jumps[p][v->n_all_jumps[p]++] = j;
                v->jump_land[p][n] = (uint8_t)land;
                bits_add(&v->jump_over[p], n);
            }
            for (int s = 0; s < 2; s++) {
                if (man_steps_in(v, s, d))
                    v->steps[s][p][v->n_steps[s][p]++] = (uint8_t)n;
                if (land != NO_POINT && man_jumps_in(v, s, d)) {
                    v->man_jumps[s][p][v->n_man_jumps[s][p]++] = j;
                    bits_add(&v->man_jump_over[s][p], n);
                }
            }
        }
    }
}

static void derive_start(Variant *v)
{
    const Board *b = &v->board;
    for (int s = 0; s < 2; s++)
        v->start_men[s] = v->start_kings[s] = bits_empty();
    int mid = b->nrows / 2;
    bool has_middle = b->nrows % 2 == 1;
    int minx = 1 << 30, maxx = -(1 << 30);
    for (int p = 0; p < b->npoints; p++)
        if (has_middle && board_has(b, p) && b->row[p] == mid) {
            minx = b->x[p] < minx ? b->x[p] : minx;
            maxx = b->x[p] > maxx ? b->x[p] : maxx;
        }
    int cx2 = minx + maxx; /* twice the centre x, to stay in integers */
    for (int p = 0; p < b->npoints; p++) {
        if (!board_has(b, p))
            continue;
        int r = b->row[p];
        if (r < mid) {
            bits_add(&v->start_men[SOUTH], p);
            continue;
        }
        if (r > mid || !has_middle) {
            if (r >= b->nrows - b->nrows / 2)
                bits_add(&v->start_men[NORTH], p);
            else
                bits_add(&v->start_men[SOUTH], p);
            continue;
        }
        int off = 2 * b->x[p] - cx2; /* > 0: right of the centre seen from South */
        if (off == 0)
            continue;
        int owner;
        if (v->rules.setup == SETUP_ALTERNATE) {
            /* rank of the point among middle-row points on its side, nearest the centre first */
            int rank = 1;
            for (int q = 0; q < b->npoints; q++) {
                int qoff = 2 * b->x[q] - cx2;
                if (board_has(b, q) && b->row[q] == mid && qoff * off > 0 && (qoff < 0 ? -qoff : qoff) < (off < 0 ? -off : off))
                    rank++;
            }
            owner = rank % 2 == 1 ? SOUTH : NORTH;
        } else {
            bool right = off > 0;
            owner = (right == (v->rules.setup == SETUP_RIGHT)) ? SOUTH : NORTH;
        }
        bits_add(&v->start_men[owner], p);
    }
}

bool variant_check_sides(Variant *v, Err *err)
{
    for (int s = 0; s < 2; s++) {
        char c = v->side_key[s][0];
        if (c >= 'a' && c <= 'z')
            c = (char)(c - 'a' + 'A');
        if (c < 'A' || c > 'Z' || c == 'D' || c == 'H' || c == 'K')
            return err_set(err, "side name '%s': expected a name that starts with an ASCII letter (A to Z, either case) other "
                           "than D, H or K; its initial, as a capital, marks the side in position text", v->side_key[s]);
        v->side_initial[s] = c;
    }
    if (v->side_initial[0] == v->side_initial[1])
        return err_set(err, "side names '%s' and '%s' start with the same letter; position text needs distinct initials",
                       v->side_key[0], v->side_key[1]);
    return true;
}

static bool check_start(const Variant *v, Err *err)
{
    Bits all = v->board.all, seen = bits_empty();
    for (int s = 0; s < 2; s++) {
        Bits side = bits_or(v->start_men[s], v->start_kings[s]);
        if (bits_any(bits_and(v->start_men[s], v->start_kings[s])) || bits_any(bits_and(seen, side)))
            return err_set(err, "the start places two pieces on one point");
        if (bits_any(bits_andnot(side, all)))
            return err_set(err, "the start places a piece off the board");
        seen = bits_or(seen, side);
    }
    return true;
}

/* The shortest horizontal and vertical segments: a square of the drawing. On a board with
 * none, the smallest distance between two rows (or columns) of points stands in. */
static void derive_squares(Variant *v)
{
    const Board *b = &v->board;
    int w = 0, h = 0;
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q == NO_POINT)
                continue;
            int dx = b->x[q] - b->x[p], dy = b->y[q] - b->y[p];
            if (dy == 0 && dx > 0 && (w == 0 || dx < w))
                w = dx;
            if (dx == 0 && dy > 0 && (h == 0 || dy < h))
                h = dy;
        }
    for (int r = 1; r < b->nrows && h == 0; r++)
        h = b->row_y[r] - b->row_y[r - 1];
    v->square_width = w > 0 ? w : 1;
    v->square_height = h > 0 ? h : 1;
}

/* The combinations of options the engine does not play. */
static bool check_rules(const Variant *v, Err *err)
{
    const Rules *r = &v->rules;
    /* two chains of a flying king often make one move over different points: which points the
     * piece then occupied would depend on the chain the engine happened to keep */
    if (r->piece_revisit == PIECE_REVISIT_FORBIDDEN && r->king == KING_FLYING)
        return err_set(err, "rule piece_revisit=forbidden: not with king=flying (one capture of a flying king can "
                            "pass over different points, and the piece's past would depend on which); expected "
                            "king=short or king=none with it");
    /* the memory of where a piece stood is kept for jumps only (core/movegen_guard.h) */
    if (r->piece_revisit == PIECE_REVISIT_FORBIDDEN && r->capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL)
        return err_set(err, "rule piece_revisit=forbidden: not with capture_by=approach_withdrawal (the pieces' "
                            "memory is kept for captures by jumping only); expected capture_by=jump with it");
    return true;
}

bool variant_conclude(Variant *v, Err *err)
{
    if (!v->board.finished && !board_finish(&v->board, err))
        return false;
    if (!check_rules(v, err))
        return false;
    if (v->board.nrows < 2)
        return err_set(err, "the board has one row of points; sides need a far row to move towards");
    if (!variant_check_sides(v, err))
        return false;
    if (!v->explicit_crown) {
        v->crown[SOUTH] = v->board.row_points[v->board.nrows - 1];
        v->crown[NORTH] = v->board.row_points[0];
    }
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL && v->rules.king == KING_FLYING)
        return err_set(err, "rules capture_by=approach_withdrawal and king=flying do not go together: a capture by "
                            "approach or withdrawal is a step, which a flying king does not make; use king=short or "
                            "king=none");
    derive_moves(v);
    derive_capture_sets(v);
    derive_squares(v);
    derive_zobrist(v);
    if (!v->explicit_start)
        derive_start(v);
    return check_start(v, err);
}

bool variant_conclude_hook_candidates(Variant *v, Variant *candidates, Err *err)
{
    if (!v->hooks)
        return true;
    *candidates = *v;
    candidates->hooks = NULL;
    candidates->hook_candidates = NULL;
    if (v->rules.capture == CAPTURE_COMPULSORY)
        candidates->rules.capture = CAPTURE_OPTIONAL;
    if (!variant_conclude(candidates, err))
        return false;
    v->hook_candidates = candidates;
    return true;
}
