/*
 * baseline_kharbaga.c — perft for Kharbaga `standard` only, written for speed.
 *
 * Board: the 41 points (x, y) with x + y even are numbered (9y + x) / 2, so a1 = 0, c1 = 1, …,
 * i1 = 4, b2 = 5, …, i9 = 40, and a set of points is one 64-bit word. Along every line the
 * number changes by a constant: +5 for (+1,+1), +4 for (-1,+1), +9 for (0,+2), +1 for (+2,0),
 * and the negatives for the opposite directions. Directions 0..3 increase the number and
 * direction d ^ 4 is the opposite of d, so "nearest point along a ray" is the lowest set bit for
 * d < 4 and the highest for d >= 4.
 *
 * A position is four sets (men and kings of each side), copied to make a move. Steps are made
 * straight from set shifts; captures are searched depth-first per piece into a stack of capture
 * moves shared by the whole perft (one buffer per call, no allocation per node), keeping only
 * the chains that take the most pieces and merging chains with the same from, to and captured
 * set. The last ply is counted, not made.
 */
#include "baseline_kharbaga.h"

#include <stdlib.h>
#include <threads.h>

enum { NPOINTS = 41, NDIRS = 8, SOUTH = 0, NORTH = 1 };

typedef uint64_t Set;

#define BOARD_SET ((((Set)1) << NPOINTS) - 1)
#define SOUTH_CROWN_ROW (((Set)0x1F) << 36) /* a9 c9 e9 g9 i9 */
#define NORTH_CROWN_ROW ((Set)0x1F)         /* a1 c1 e1 g1 i1 */

static const int DIR_DX[NDIRS] = {1, -1, 0, 2, -1, 1, 0, -2};
static const int DIR_DY[NDIRS] = {1, 1, 2, 0, -1, -1, -2, 0};
static const int DIR_DELTA[NDIRS] = {5, 4, 9, 1, -5, -4, -9, -1};
/* The forward directions of a man of each side: the two diagonals and straight ahead. */
static const int FORWARD_DIRS[2][3] = {{0, 1, 2}, {4, 5, 6}};
static const Set CROWN_ROW[2] = {SOUTH_CROWN_ROW, NORTH_CROWN_ROW};

/* Geometry, built once on first use and read-only afterwards. */
typedef struct Tables {
    Set ray[NPOINTS][NDIRS];    /* the points beyond p along direction d (empty if no line) */
    Set can_step[NDIRS];        /* points with a neighbour along direction d */
    Set can_jump[NDIRS];        /* points with two further points along direction d */
    Set jump_over[NPOINTS];     /* the points a short jump from p can go over */
} Tables;

static Tables tables;
static once_flag tables_once = ONCE_FLAG_INIT;

typedef struct Position {
    Set men[2];
    Set kings[2];
} Position;

/* One capture move: the mover's start and end, and the pieces it takes. */
typedef struct CaptureMove {
    Set captured;
    uint8_t from, to;
} CaptureMove;

/* State shared by one perft call: a stack of capture moves, each node using the part above its
 * parent's moves. */
typedef struct Search {
    CaptureMove *top; /* first free slot */
    CaptureMove *end;
    bool overflow;    /* some node had more capture moves than fit; counts are wrong */
} Search;

/* The capture search of one node: the board as the mover sees it and the best moves so far. */
typedef struct CaptureGen {
    Set occupied;       /* every piece but the mover; captured pieces stay until the move ends */
    Set enemy;
    int best;           /* most pieces any recorded move takes */
    int lost;           /* most pieces a chain dropped for want of room takes (0: none) */
    int from;
    CaptureMove *first; /* this node's moves: first .. top */
    CaptureMove *piece_first; /* the current mover's moves: piece_first .. top */
    CaptureMove *top;
    Search *search;
} CaptureGen;

static inline Set bit(int p) { return (Set)1 << p; }

static inline int pop_lowest(Set *s)
{
    int p = __builtin_ctzll(*s);
    *s &= *s - 1;
    return p;
}

/* The number of points in s. Without a popcount instruction (-mpopcnt) the builtin is a library
 * call, so the bit-parallel sum is written out. */
static inline int count_points(Set s)
{
#ifdef __POPCNT__
    return __builtin_popcountll(s);
#else
    s -= (s >> 1) & 0x5555555555555555u;
    s = (s & 0x3333333333333333u) + ((s >> 2) & 0x3333333333333333u);
    s = (s + (s >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return (int)((s * 0x0101010101010101u) >> 56);
#endif
}

/* Moves every point of s one step along a direction given as a number delta. */
static inline Set shift_by(Set s, int delta) { return delta > 0 ? s << delta : s >> -delta; }

static inline bool on_board(int x, int y) { return x >= 0 && x <= 8 && y >= 0 && y <= 8 && (x + y) % 2 == 0; }

static inline int point_at(int x, int y) { return (9 * y + x) / 2; }

/* The neighbour of (x, y) along direction d as a point number, or -1 if no line leads there
 * (off the board, or an orthogonal direction from a square centre). */
static int neighbour(int x, int y, int d)
{
    bool orthogonal = DIR_DX[d] == 0 || DIR_DY[d] == 0;
    if (orthogonal && (x % 2 != 0 || y % 2 != 0))
        return -1;
    int nx = x + DIR_DX[d], ny = y + DIR_DY[d];
    return on_board(nx, ny) ? point_at(nx, ny) : -1;
}

/* Fills the tables for point (x, y): its rays, its bits in the step and jump masks, and the
 * points its short jumps go over. */
static void build_point(int x, int y)
{
    int p = point_at(x, y);
    for (int d = 0; d < NDIRS; d++) {
        int cx = x, cy = y, length = 0;
        for (int q = neighbour(cx, cy, d); q >= 0; q = neighbour(cx, cy, d)) {
            tables.ray[p][d] |= bit(q);
            cx += DIR_DX[d];
            cy += DIR_DY[d];
            length++;
        }
        if (length >= 1)
            tables.can_step[d] |= bit(p);
        if (length >= 2) {
            tables.can_jump[d] |= bit(p);
            tables.jump_over[p] |= bit(point_at(x + DIR_DX[d], y + DIR_DY[d]));
        }
    }
}

static void build_tables(void)
{
    for (int y = 0; y <= 8; y++)
        for (int x = y % 2; x <= 8; x += 2)
            build_point(x, y);
}

/* ---- geometry queries ---- */

/* The nearest point of a non-empty set lying on one ray along direction d. */
static inline int nearest(Set on_ray, int d)
{
    return d < 4 ? __builtin_ctzll(on_ray) : 63 - __builtin_clzll(on_ray);
}

/* The empty points beyond p along direction d up to the first occupied one. */
static inline Set ray_empties(int p, int d, Set occupied)
{
    Set ray = tables.ray[p][d];
    Set blockers = ray & occupied;
    if (!blockers)
        return ray;
    int b = nearest(blockers, d);
    Set beyond_blocker = d < 4 ? ~(bit(b) - 1) : (bit(b) << 1) - 1;
    return ray & ~beyond_blocker;
}

/* The men of a set that have a short jump along the direction numbered delta (men_jumping_there
 * being the points with two further points that way) over an enemy piece onto an empty point. */
static inline Set jumpers_along(Set men, Set men_jumping_there, int delta, Set enemy, Set empty)
{
    Set over = shift_by(men & men_jumping_there, delta) & enemy;
    return shift_by(shift_by(over, delta) & empty, -2 * delta);
}

/* The men of a set that have a short jump over an enemy piece onto an empty point. */
static inline Set men_that_can_jump(Set men, Set enemy, Set empty)
{
    const Set *can = tables.can_jump;
    return jumpers_along(men, can[0], 5, enemy, empty) | jumpers_along(men, can[1], 4, enemy, empty) |
           jumpers_along(men, can[2], 9, enemy, empty) | jumpers_along(men, can[3], 1, enemy, empty) |
           jumpers_along(men, can[4], -5, enemy, empty) | jumpers_along(men, can[5], -4, enemy, empty) |
           jumpers_along(men, can[6], -9, enemy, empty) | jumpers_along(men, can[7], -1, enemy, empty);
}

/* ---- capture search ---- */

/* Offers a finished chain from g->from to `to` taking the `count` pieces of `captured` as a
 * move: kept if it takes at least as many pieces as the best so far (dropping every move that
 * takes fewer), merged if the same from, to and captured set is already there. */
static void record_chain(CaptureGen *g, int to, Set captured, int count)
{
    if (count < g->best)
        return;
    if (count > g->best) {
        g->best = count;
        g->top = g->piece_first = g->first;
    }
    for (const CaptureMove *m = g->piece_first; m < g->top; m++)
        if (m->to == to && m->captured == captured)
            return;
    if (g->top == g->search->end) {
        g->lost = count;
        return;
    }
    *g->top++ = (CaptureMove){captured, (uint8_t)g->from, (uint8_t)to};
}

/* Continues a man's chain standing on `at` having taken `captured` (count pieces): every short
 * jump over an enemy piece not yet taken onto an empty point; a chain that cannot continue is
 * recorded. Point numbers are linear along a line, so the landing point of a jump from `at` over
 * `over` is 2 * over - at. */
static void extend_man_chain(CaptureGen *g, int at, Set captured, int count)
{
    bool extended = false;
    for (Set victims = g->enemy & ~captured & tables.jump_over[at]; victims;) {
        int over = pop_lowest(&victims), land = 2 * over - at;
        if (g->occupied & bit(land))
            continue;
        extend_man_chain(g, land, captured | bit(over), count + 1);
        extended = true;
    }
    if (!extended && count > 0)
        record_chain(g, at, captured, count);
}

/* Continues a king's chain standing on `at` having taken `captured` (count pieces): along each
 * line, the nearest piece, if it is an enemy not yet taken, is taken by landing on any empty
 * point beyond it before the next piece. */
static void extend_king_chain(CaptureGen *g, int at, Set captured, int count)
{
    bool extended = false;
    for (int d = 0; d < NDIRS; d++) {
        Set blockers = tables.ray[at][d] & g->occupied;
        if (!blockers)
            continue;
        int victim = nearest(blockers, d);
        if (!(g->enemy & ~captured & bit(victim)))
            continue;
        Set landings = ray_empties(victim, d, g->occupied);
        if (landings)
            extended = true;
        while (landings)
            extend_king_chain(g, pop_lowest(&landings), captured | bit(victim), count + 1);
    }
    if (!extended && count > 0)
        record_chain(g, at, captured, count);
}

/* Runs the chain search for the piece on `from` (a king if `king`). */
static void search_piece(CaptureGen *g, int from, bool king)
{
    g->from = from;
    g->piece_first = g->top;
    g->occupied &= ~bit(from); /* the start point is empty during the mover's own capture */
    if (king)
        extend_king_chain(g, from, 0, 0);
    else
        extend_man_chain(g, from, 0, 0);
    g->occupied |= bit(from);
}

/* Pushes the capture moves of `side` (men in jumping_men, and every king) onto the search's
 * stack, taking the most pieces possible, and returns how many there are (0: no capture). */
static int generate_captures(const Position *pos, int side, Set jumping_men, Search *s)
{
    Set enemy = pos->men[!side] | pos->kings[!side];
    CaptureGen g = {
        .occupied = enemy | pos->men[side] | pos->kings[side],
        .enemy = enemy,
        .first = s->top,
        .top = s->top,
        .search = s,
    };
    for (Set men = jumping_men; men;)
        search_piece(&g, pop_lowest(&men), false);
    for (Set kings = pos->kings[side]; kings;)
        search_piece(&g, pop_lowest(&kings), true);
    if (g.lost > 0 && g.lost == g.best)
        s->overflow = true; /* a move of the majority may be missing */
    s->top = g.top;
    return (int)(g.top - g.first);
}

/* ---- making moves ---- */

/* The position after `side` plays the capture m. */
static inline Position after_capture(const Position *pos, int side, const CaptureMove *m)
{
    Position next = *pos;
    next.men[!side] &= ~m->captured;
    next.kings[!side] &= ~m->captured;
    Set from = bit(m->from), to = bit(m->to);
    if (pos->kings[side] & from) {
        next.kings[side] = (next.kings[side] & ~from) | to;
    } else {
        next.men[side] &= ~from;
        if (to & CROWN_ROW[side])
            next.kings[side] |= to;
        else
            next.men[side] |= to;
    }
    return next;
}

/* The position after a man of `side` steps from `from` to `to`, crowned on the far row. */
static inline Position after_man_step(const Position *pos, int side, int from, int to)
{
    Position next = *pos;
    next.men[side] ^= bit(from);
    if (bit(to) & CROWN_ROW[side])
        next.kings[side] |= bit(to);
    else
        next.men[side] |= bit(to);
    return next;
}

/* ---- perft ----
 *
 * The node functions are inlined into perft_south and perft_north, so that the side to move and
 * with it every forward shift is a constant. */

#define ALWAYS_INLINE inline __attribute__((always_inline))

static uint64_t perft_south(const Position *pos, int depth, Search *s);
static uint64_t perft_north(const Position *pos, int depth, Search *s);

/* Perft below the position `next` reached by a move of `side`. */
static ALWAYS_INLINE uint64_t perft_reply(const Position *next, int side, int depth, Search *s)
{
    return side == SOUTH ? perft_north(next, depth, s) : perft_south(next, depth, s);
}

/* The points the men of `side` reach stepping along direction d. */
static ALWAYS_INLINE Set step_targets(const Position *pos, int side, int d, Set empty)
{
    return shift_by(pos->men[side] & tables.can_step[d], DIR_DELTA[d]) & empty;
}

/* The number of steps (no capture being possible) of `side`. */
static ALWAYS_INLINE uint64_t count_steps(const Position *pos, int side, Set empty)
{
    const int *forward = FORWARD_DIRS[side];
    uint64_t n = (uint64_t)count_points(step_targets(pos, side, forward[0], empty)) +
                 (uint64_t)count_points(step_targets(pos, side, forward[1], empty)) +
                 (uint64_t)count_points(step_targets(pos, side, forward[2], empty));
    for (Set kings = pos->kings[side]; kings;) {
        int from = pop_lowest(&kings);
        for (int d = 0; d < NDIRS; d++)
            n += (uint64_t)count_points(ray_empties(from, d, ~empty));
    }
    return n;
}

/* Perft below every step of the men of `side` along direction d, depth >= 2. */
static ALWAYS_INLINE uint64_t play_men_steps(const Position *pos, int side, int d, int depth, Set empty,
                                              Search *s)
{
    uint64_t total = 0;
    for (Set targets = step_targets(pos, side, d, empty); targets;) {
        int to = pop_lowest(&targets);
        Position next = after_man_step(pos, side, to - DIR_DELTA[d], to);
        total += perft_reply(&next, side, depth - 1, s);
    }
    return total;
}

/* Perft below every step of the kings of `side`, depth >= 2. */
static ALWAYS_INLINE uint64_t play_king_steps(const Position *pos, int side, int depth, Set empty, Search *s)
{
    uint64_t total = 0;
    for (Set kings = pos->kings[side]; kings;) {
        int from = pop_lowest(&kings);
        for (int d = 0; d < NDIRS; d++) {
            for (Set landings = ray_empties(from, d, ~empty); landings;) {
                Position next = *pos;
                next.kings[side] ^= bit(from) | bit(pop_lowest(&landings));
                total += perft_reply(&next, side, depth - 1, s);
            }
        }
    }
    return total;
}

/* Perft below every step of `side` (no capture being possible), depth >= 2. */
static ALWAYS_INLINE uint64_t play_steps(const Position *pos, int side, int depth, Set empty, Search *s)
{
    const int *forward = FORWARD_DIRS[side];
    return play_men_steps(pos, side, forward[0], depth, empty, s) +
           play_men_steps(pos, side, forward[1], depth, empty, s) +
           play_men_steps(pos, side, forward[2], depth, empty, s) + play_king_steps(pos, side, depth, empty, s);
}

/* Perft below the n capture moves starting at moves, depth >= 2. */
static ALWAYS_INLINE uint64_t play_captures(const Position *pos, int side, int depth, const CaptureMove *moves, int n,
                                             Search *s)
{
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Position next = after_capture(pos, side, &moves[i]);
        total += perft_reply(&next, side, depth - 1, s);
    }
    return total;
}

/* Move sequences of length depth >= 1 from pos with `side` to move. */
static ALWAYS_INLINE uint64_t perft_node(const Position *pos, int side, int depth, Search *s)
{
    Set enemy = pos->men[!side] | pos->kings[!side];
    Set empty = BOARD_SET & ~(enemy | pos->men[side] | pos->kings[side]);
    Set jumping_men = men_that_can_jump(pos->men[side], enemy, empty);
    if (jumping_men || pos->kings[side]) {
        CaptureMove *moves = s->top;
        int n = generate_captures(pos, side, jumping_men, s);
        if (n > 0) {
            uint64_t total = depth == 1 ? (uint64_t)n : play_captures(pos, side, depth, moves, n, s);
            s->top = moves;
            return total;
        }
    }
    return depth == 1 ? count_steps(pos, side, empty) : play_steps(pos, side, depth, empty, s);
}

/* Move sequences of length depth >= 1 with South, or North, to move. */
static uint64_t perft_south(const Position *pos, int depth, Search *s) { return perft_node(pos, SOUTH, depth, s); }

static uint64_t perft_north(const Position *pos, int depth, Search *s) { return perft_node(pos, NORTH, depth, s); }

enum { CAPTURE_STACK_SIZE = 1 << 16 };

/* Perft from pos with `side` to move; false if the capture stack overflowed. */
static bool perft_root(const Position *pos, int side, int depth, uint64_t *out)
{
    call_once(&tables_once, build_tables);
    if (depth <= 0) {
        *out = depth == 0;
        return true;
    }
    CaptureMove *stack = malloc(CAPTURE_STACK_SIZE * sizeof *stack);
    if (!stack)
        return false;
    Search s = {.top = stack, .end = stack + CAPTURE_STACK_SIZE, .overflow = false};
    uint64_t n = side == SOUTH ? perft_south(pos, depth, &s) : perft_north(pos, depth, &s);
    free(stack);
    if (s.overflow)
        return false;
    *out = n;
    return true;
}

/* ---- positions ---- */

/* Kharbaga's start: each side's four rows plus the two middle-row points to its right. */
static Position start_position(void)
{
    Position pos = {{0, 0}, {0, 0}};
    for (int y = 0; y <= 8; y++)
        for (int x = y % 2; x <= 8; x += 2) {
            if (y < 4 || (y == 4 && x >= 6))
                pos.men[SOUTH] |= bit(point_at(x, y));
            else if (y > 4 || x <= 2)
                pos.men[NORTH] |= bit(point_at(x, y));
        }
    return pos;
}

uint64_t baseline_perft_start(int depth)
{
    Position pos = start_position();
    uint64_t n = 0;
    if (!perft_root(&pos, SOUTH, depth, &n))
        return 0;
    return n;
}

/* Reads one piece "[K]<file><rank>" at *text onto `side` of pos, advancing *text; false if it
 * is malformed, off the board or on an occupied point. */
static bool parse_piece(const char **text, int side, Position *pos)
{
    const char *t = *text;
    bool king = *t == 'K';
    t += king;
    if (t[0] < 'a' || t[0] > 'i' || t[1] < '1' || t[1] > '9')
        return false;
    int x = t[0] - 'a', y = t[1] - '1';
    if (!on_board(x, y))
        return false;
    Set p = bit(point_at(x, y));
    if ((pos->men[0] | pos->men[1] | pos->kings[0] | pos->kings[1]) & p)
        return false;
    if (king)
        pos->kings[side] |= p;
    else
        pos->men[side] |= p;
    *text = t + 2;
    return true;
}

/* Reads ":B<list>" or ":W<list>" at *text, advancing *text; false if malformed or if that
 * colour's list was read already (seen[side]). */
static bool parse_section(const char **text, Position *pos, bool seen[2])
{
    const char *t = *text;
    if (t[0] != ':' || (t[1] != 'B' && t[1] != 'W'))
        return false;
    int side = t[1] == 'B' ? SOUTH : NORTH;
    if (seen[side])
        return false;
    seen[side] = true;
    t += 2;
    if (*t != ':' && *t != '\0') {
        if (!parse_piece(&t, side, pos))
            return false;
        while (*t == ',')
            if (t++, !parse_piece(&t, side, pos))
                return false;
    }
    *text = t;
    return true;
}

/* Reads a position "<B|W>:B<list>:W<list>" (the two lists in either order). */
static bool parse_position(const char *text, Position *pos, int *side)
{
    *pos = (Position){{0, 0}, {0, 0}};
    if (text[0] != 'B' && text[0] != 'W')
        return false;
    *side = text[0] == 'B' ? SOUTH : NORTH;
    const char *t = text + 1;
    bool seen[2] = {false, false};
    return parse_section(&t, pos, seen) && parse_section(&t, pos, seen) && *t == '\0';
}

bool baseline_perft_text(const char *text, int depth, uint64_t *out)
{
    Position pos;
    int side;
    uint64_t n;
    if (!text || depth < 0 || !parse_position(text, &pos, &side) || !perft_root(&pos, side, depth, &n))
        return false;
    *out = n;
    return true;
}
