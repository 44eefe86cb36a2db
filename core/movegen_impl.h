/*
 * movegen_impl.h — move generation for every option of docs/rules.md#options, written over the set type
 * of set.h and compiled once per word count (movegen_w1.c, movegen_w2.c); movegen.c dispatches.
 *
 * Captures are found by a depth-first search over jump chains. The state of a chain — where it
 * stands, the set of pieces it has taken and their number — is passed by value, so nothing is
 * undone on the way back; the enemy pieces and empty points of the position stay in the Gen.
 * A captured piece can never be taken again; under removal=end it still blocks, under
 * removal=immediate its point is empty at once. The moving piece's start point is empty during
 * its own capture. At each landing the chain option decides whether the move may or must end
 * there; emitted chains are filtered by the majority rule and merged with any earlier chain that
 * has the same from, to and captured set. Steps are only generated when no capture is forced.
 *
 * On lattice-numbered boards (board.shifts) the men that have a first jump, and the men's steps,
 * are found set-wise, one shift per direction for all men at once. Other boards take the same
 * path point by point.
 *
 * At the end, perft's inner loop (used by perft.c when the rules allow): copy-make on a compact
 * node, specialised per side to move, calling the generator directly.
 */
#include "hashmix.h"
#include "movegen.h"
#include "set.h"
#include "stop.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#define SET_EMPTY ((Set){0})

/* For the few functions perft's inner loop wants inlined whatever the compiler's estimate. */
#define ALWAYS_INLINE inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))

/* How much of each capture move the generator fills in. */
typedef enum {
    DETAIL_COUNT, /* from, to and the captured set: perft's last ply counts them */
    DETAIL_PLAY,  /* also the crowning flag: enough for perft to play the move */
    DETAIL_MOVE,  /* the whole move: what make and move ordering read (a lean list) */
    DETAIL_FULL,  /* also the path, in the move's detail beside it */
} Detail;

/* The detail a generation into list gives its moves: all it keeps. */
static inline Detail list_detail(const MoveList *list) { return list->lean ? DETAIL_MOVE : DETAIL_FULL; }

typedef struct Gen {
    const Variant *v;
    MoveList *list;
    int side;
    int chain;       /* the chain rule */
    int majority;    /* the majority rule */
    Detail detail;
    bool man;        /* the moving piece started as a man */
    bool crowned;    /* crowned in the middle of the chain (crown_mid_capture=crown) */
    int from;
    struct Seen *seen; /* the states of kings' searches (see seen_before), made when needed */
    uint32_t stamp;  /* the current king's search in `seen` */
    int deep_king_chains; /* king_chain calls past the first jump: when to make `seen` */
    const Bits *man_over; /* v->man_jump_over[side] */
    Set enemy;       /* the enemy's pieces when the move starts */
    Set empty;       /* empty points; during a piece's own capture its start point too */
    Set removed;     /* v->capture_removed: where a captured piece's point is empty at once */
    Set kings;       /* the enemy's kings, for counting kings taken */
    Set man_special; /* v->man_landing_rule[side] */
    bool plain;      /* chain=must, removal=end and man_special empty (see man_chain_from) */
    bool king_sets;  /* kings' chains searched by sets of points (see king_sets) */
    bool flying_ready; /* ready[] is valid for the king being searched (see king_ready) */
    Set ready[MAX_DIRS]; /* ready[d]: the points whose neighbour along d is empty */
    int base;        /* this generation's moves start at list->moves[base] */
    int piece_base;  /* the current piece's moves start here: only they can be the same move */
    int best_captured, best_kings; /* the majority rule's current bar */
    uint8_t path[MAX_PATH];        /* path[i]: where jump i of the chain being searched lands */
    /* the rules that refuse chains (movegen_guard.h), when v->capture_guards */
    bool guarded;
    const PieceMemory *memory; /* variant_memory(v) */
    Set forbid;                /* where the current piece may not land */
    int refused_at;            /* the first refused jump of the chain being searched, or GUARD_NONE */
    int8_t dir[MAX_PATH];      /* dir[i]: the direction of jump i (chain_direction=change) */
} Gen;

/* The enemy pieces a chain that has taken `captured` may still take. */
static inline Set takeable(const Gen *g, Set captured) { return set_andnot(g->enemy, captured); }

/* The points a chain that has taken `captured` may pass over or land on. */
static inline Set open_points(const Gen *g, Set captured) { return set_or(g->empty, set_and(captured, g->removed)); }

/* Orders a chain taking `captured` (n pieces) against the majority rule's bar: more captures
 * first, then (if asked) more kings. */
static inline int compare_to_best(const Gen *g, Set captured, int n)
{
    if (g->majority == MAJORITY_NONE)
        return 0;
    if (n != g->best_captured)
        return n > g->best_captured ? 1 : -1;
    if (g->majority == MAJORITY_COUNT_THEN_KINGS) {
        int kings = set_count(set_and(captured, g->kings));
        if (kings != g->best_kings)
            return kings > g->best_kings ? 1 : -1;
    }
    return 0;
}

/* Whether the chain being emitted, ending on `to`, crowns its man. */
static bool chain_crowns(const Gen *g, int to)
{
    return g->man && g->v->rules.king != KING_NONE && (g->crowned || set_has(set_of(g->v->crown[g->side]), to));
}

static inline void add_step(MoveList *list, int from, int to, int flags);

#include "movegen_guard.h"

/* Fills the parts of a new capture move m (the list's last) beyond from, to and the captured set,
 * as `detail` asks. */
static void describe_capture(const Gen *g, Move *m, Set captured, int n)
{
    m->flags = chain_crowns(g, m->to) ? MOVE_CROWN : 0;
    if (g->detail == DETAIL_PLAY)
        return;
    m->ncaptured = (uint8_t)n;
    m->nkings = (uint8_t)set_count(set_and(captured, g->kings));
    m->npath = (uint8_t)n;
    m->huffed = NO_POINT;
    m->pad = 0;
    if (g->detail == DETAIL_FULL) /* m is the list's last move, new */
        memcpy(g->list->details[g->list->n - 1].path, g->path, (size_t)n);
}

/* A new capture move at the end of the list, which has room for it: from, to and captured set. */
static ALWAYS_INLINE Move *push_capture(Gen *g, int to, Set captured)
{
    Move *m = &g->list->moves[g->list->n++];
    m->captured = set_bits(captured);
    m->from = (uint8_t)g->from;
    m->to = (uint8_t)to;
    return m;
}

/* push_capture once the list has grown (NULL when it cannot): out of line and out of the way, so
 * that the common case, with room, stays small enough to inline where chains end. */
static NOINLINE __attribute__((cold)) Move *push_capture_grown(Gen *g, int to, Set captured)
{
    return movelist_grow(g->list) ? push_capture(g, to, captured) : NULL;
}

/* Adds the chain searched so far, ending on `to` with the n pieces of `captured` taken, to the
 * moves (emit_capture has already dropped what takes fewer than the bar): the new move, with
 * from, to and captured set only, or NULL if the majority rule drops it or an earlier chain
 * makes the same move. Inlined: it runs at nearly every end of a chain, from a few places. */
static ALWAYS_INLINE Move *add_capture(Gen *g, int to, Set captured, int n)
{
    MoveList *list = g->list;
    int cmp = compare_to_best(g, captured, n);
    if (cmp < 0)
        return NULL;
    if (cmp > 0) {
        g->best_captured = n;
        if (g->majority == MAJORITY_COUNT_THEN_KINGS)
            g->best_kings = set_count(set_and(captured, g->kings));
        list->n = g->piece_base = g->base; /* every capture so far takes fewer: the majority rule drops them */
    }
    for (int i = g->piece_base; i < list->n; i++) {
        Move *m = &list->moves[i];
        if (m->to == to && set_equal(set_of(m->captured), captured)) {
            /* another chain of the same move: the move crowns if any of its chains does, and
             * then shows a crowning chain */
            if (g->detail != DETAIL_COUNT && !(m->flags & MOVE_CROWN) && chain_crowns(g, to)) {
                m->flags |= MOVE_CROWN;
                m->npath = (uint8_t)n;
                if (g->detail == DETAIL_FULL)
                    memcpy(list->details[i].path, g->path, (size_t)n);
            }
            return NULL;
        }
    }
    if (list->n >= list->cap)
        return push_capture_grown(g, to, captured);
    return push_capture(g, to, captured);
}

/* Offers the chain searched so far as a move (see add_capture), its path in g->path. */
static ALWAYS_INLINE void offer_capture(Gen *g, int to, Set captured, int n)
{
    Move *m = add_capture(g, to, captured, n);
    if (m && g->detail != DETAIL_COUNT)
        describe_capture(g, m, captured, n);
}

/* Offers a chain as a move. Most chains take fewer pieces than the majority rule's bar and are
 * dropped here at once; the bar stays 0 under majority=none. */
static inline void emit_capture(Gen *g, int to, Set captured, int n)
{
    if (n < g->best_captured)
        return;
    if (g->guarded && g->refused_at < n)
        guard_refused_end(g, captured, n);
    else
        offer_capture(g, to, captured, n);
}

static void man_chain(Gen *g, int at, Set captured, int n, Set victims);
static void plain_man_chain(Gen *g, int at, Set captured, int n, Set victims);
static void king_chain(Gen *g, int at, Set captured, int n);

/* The pieces a man on `at` could take next, having taken `captured`. */
static inline Set man_victims(const Gen *g, int at, Set captured)
{
    return set_and(takeable(g, captured), set_of(g->man_over[at]));
}

/* A chain has landed on `at` (its piece a king if `king`) having taken the n pieces of
 * `captured`: the move ends there or goes on, as the rules say. The common case — a man under
 * chain=must on an ordinary point — goes straight on (man_chain) without coming here. */
static void landed(Gen *g, int at, Set captured, int n, bool king)
{
    if (!king && set_has(set_of(g->v->crown_mid[g->side]), at)) {
        if (g->v->rules.crown_mid_capture == CROWN_MID_STOP) {
            emit_capture(g, at, captured, n);
            return;
        }
        g->crowned = true; /* crown_mid_capture=crown: it goes on as a king */
        landed(g, at, captured, n, true);
        g->crowned = false;
        return;
    }
    if (g->chain == CHAIN_SINGLE) {
        emit_capture(g, at, captured, n);
        return;
    }
    if (g->chain == CHAIN_MAY)
        emit_capture(g, at, captured, n);
    if (king)
        king_chain(g, at, captured, n);
    else
        man_chain(g, at, captured, n, man_victims(g, at, captured));
}

/* Whether jump n of a chain fits in a move's path. Each jump takes another enemy piece, so on a
 * one-word board (at most 64 points, hence fewer than MAX_PATH enemies) every chain fits. */
static inline bool path_fits(int n) { return SET_WORDS == 1 || n < MAX_PATH; }

/* Records jump n of the chain (onto `land`); false if the chain is longer than a move holds. */
static inline bool record_jump(Gen *g, int land, int n)
{
    if (!path_fits(n)) {
        g->list->overflow = true;
        return false;
    }
    g->path[n] = (uint8_t)land;
    return true;
}

/* A man's chain stands on `at` having taken the n pieces of `captured`, and could take
 * `victims` next: follows every jump on from there, and under chain=must a chain that cannot go
 * on is a move. A landing is looked at before going there: a man that cannot take again there
 * ends its move at once (chain=must), without a call. The first jumps of a man are searched
 * inline in captures_of; man_chain is the same search as a function, for the jumps after.
 *
 * `plain` (a constant in each copy of the search) is g->plain: chain=must, removal=end and no
 * landing rule for men, the rules of most games. Then the open points are the empty ones all
 * chain long, and a landing only goes on or ends the move, so the search skips those tests. */
static ALWAYS_INLINE void man_chain_from(Gen *g, int at, Set captured, int n, Set victims, bool plain)
{
    const uint8_t *land_of = g->v->jump_land[at];
    Set open = plain ? g->empty : open_points(g, captured);
    bool extended = false;
    int over;
    SET_FOREACH(over, victims)
    {
        int land = land_of[over];
        if (!set_has(open, land))
            continue;
        extended = true;
        if (!record_jump(g, land, n))
            continue;
        if (!plain && g->guarded)
            guard_jump(g, at, over, land, n);
        Set after = captured;
        set_add(&after, over);
        if (!plain && set_has(g->man_special, land)) {
            landed(g, land, after, n + 1, false);
            continue;
        }
        Set next = man_victims(g, land, after);
        if (!set_any(next))
            emit_capture(g, land, after, n + 1); /* man_special is everywhere unless chain=must */
        else if (plain)
            plain_man_chain(g, land, after, n + 1, next);
        else
            man_chain(g, land, after, n + 1, next);
    }
    if (!extended && n > 0 && (plain || g->chain == CHAIN_MUST))
        emit_capture(g, at, captured, n);
}

/* The two searches are kept out of line: inlined into themselves they spill more than the
 * calls they save (measured). */
static NOINLINE void man_chain(Gen *g, int at, Set captured, int n, Set victims)
{
    man_chain_from(g, at, captured, n, victims, false);
}

static NOINLINE void plain_man_chain(Gen *g, int at, Set captured, int n, Set victims)
{
    man_chain_from(g, at, captured, n, victims, true);
}

/* The first point along direction d from `at` that is not open, or NO_POINT: on lattice boards
 * the nearest of the points beyond that are not open, at once; else a walk along the line. On
 * one-word boards the walk takes fewer instructions but mispredicts its end: the sets made
 * Kharbaga's Mullah sample 19% faster in perft and 24% in search (docs/BENCHMARKS.md). */
static inline int first_closed(const Variant *v, int at, int d, Set open)
{
    const Board *b = &v->board;
    if (b->shifts) {
        Set closed = set_andnot(set_of(v->beyond[at][d]), open);
        if (!set_any(closed))
            return NO_POINT;
        return b->delta[d] > 0 ? set_first(closed) : set_last(closed);
    }
    int n = b->next[at][d];
    while (n != NO_POINT && set_has(open, n))
        n = b->next[n][d];
    return n;
}

/* The open points along direction d from `at` up to the first that is not open (two-word
 * lattice boards). */
static inline Set open_run(const Variant *v, int at, int d, Set open)
{
    Set ray = set_of(v->beyond[at][d]);
    int stop = first_closed(v, at, d, open);
    if (stop == NO_POINT)
        return ray;
    Set stopped = set_of(v->beyond[stop][d]);
    set_add(&stopped, stop);
    return set_andnot(ray, stopped);
}

/* The piece a flying king on `at` can take along direction d: the first piece along it, if it
 * is one of `takeable` and has an open point beyond; else NO_POINT. */
static inline int flying_target(const Variant *v, int at, int d, Set open, Set takeable)
{
    if (v->board.shifts && !set_any(set_and(set_of(v->beyond[at][d]), takeable)))
        return NO_POINT; /* nothing to take along the line, at the cost of one test */
    int over = first_closed(v, at, d, open);
    if (over == NO_POINT || !set_has(takeable, over))
        return NO_POINT;
    int land = v->board.next[over][d];
    return land != NO_POINT && set_has(open, land) ? over : NO_POINT;
}

/* Whether a king on `at` could capture now, having taken `captured` (king_landing=continue). */
static bool king_can_jump(const Gen *g, int at, Set captured)
{
    const Variant *v = g->v;
    Set open = open_points(g, captured), victims = takeable(g, captured);
    if (v->rules.king == KING_FLYING) {
        for (int k = 0; k < v->n_rays[at]; k++)
            if (flying_target(v, at, v->rays[at][k], open, victims) != NO_POINT)
                return true;
        return false;
    }
    int over;
    SET_FOREACH(over, set_and(victims, set_of(v->jump_over[at])))
    if (set_has(open, v->jump_land[at][over]))
        return true;
    return false;
}

/* A king's chain goes on from `land` after taking the piece on `over`. */
static inline void king_jump(Gen *g, int over, int land, Set captured, int n)
{
    if (!record_jump(g, land, n))
        return;
    if (g->guarded)
        guard_jump(g, n > 0 ? g->path[n - 1] : g->from, over, land, n);
    set_add(&captured, over);
    if (g->chain == CHAIN_MUST)
        king_chain(g, land, captured, n + 1);
    else
        landed(g, land, captured, n + 1, true);
}

/* A flying king takes the piece on `over` along d, landing on any open point beyond it (under
 * king_landing=continue, only where it can capture again if there is such a point). */
static void flying_capture(Gen *g, int d, int over, Set captured, int n)
{
    const Board *b = &g->v->board;
    Set open = open_points(g, captured), after = captured;
    set_add(&after, over);
    bool must_continue = false;
    /* "land where it can jump again": under chain=single it cannot, so nothing is restricted */
    if (g->v->rules.king_landing == KING_LANDING_CONTINUE && g->chain != CHAIN_SINGLE)
        for (int l = b->next[over][d]; l != NO_POINT && set_has(open, l) && !must_continue; l = b->next[l][d])
            must_continue = king_can_jump(g, l, after);
    for (int l = b->next[over][d]; l != NO_POINT && set_has(open, l); l = b->next[l][d])
        if (!must_continue || king_can_jump(g, l, after))
            king_jump(g, over, l, captured, n);
}

/* ---- transpositions of a king's chain ----
 *
 * A king's chain often stands on the same point having taken the same pieces by different
 * paths (the same pieces in another order). All that follows is then the same: the same moves,
 * and the first visit has offered them already. None of them can have been dropped since (the
 * majority rule's bar has not passed them, or the revisit would drop them too), and a move is
 * its from, to and captured set, so the revisit only finds duplicates and is skipped. Only
 * for pieces that started as kings: a man's moves also say whether it crowns on the way. A
 * lossy table of the Gen holds, per set of pieces taken, the points the search has stood on
 * with that set, each search's entries told apart from the older ones' by a stamp. It is made
 * only once the kings' searches have grown large (most stay small, and making the table costs
 * more than they do); without memory for it the search simply does without. */

enum { SEEN_BITS = 10, SEEN_SIZE = 1 << SEEN_BITS, SEEN_AFTER = 256 };

typedef struct Seen {
    Set captured;
    Set done; /* the points stood on having taken `captured` */
    uint32_t stamp;
} Seen;

/* Starts a king's search: a stamp none of the table's states has. */
static void seen_new_search(Gen *g)
{
    if (++g->stamp == 0) { /* wrapped: clear the old stamps */
        if (g->seen)
            memset(g->seen, 0, SEEN_SIZE * sizeof *g->seen);
        g->stamp = 1;
    }
}

/* Of the points `at`, where the current king's search stands having taken `captured`, those it
 * has not stood on before with that set; records them. */
static Set seen_filter(Gen *g, Set at, Set captured)
{
    if (!g->seen && (++g->deep_king_chains < SEEN_AFTER || !(g->seen = calloc(SEEN_SIZE, sizeof *g->seen))))
        return at;
    Bits b = set_bits(captured);
    uint64_t h = (b.w[0] ^ (b.w[1] * HASH_GOLDEN)) * HASH_MUL1;
    Seen *e = &g->seen[h >> (64 - SEEN_BITS)];
    if (e->stamp == g->stamp && set_equal(e->captured, captured)) {
        Set fresh = set_andnot(at, e->done);
        e->done = set_or(e->done, at);
        return fresh;
    }
    *e = (Seen){captured, at, g->stamp};
    return at;
}

/* The set of the one point p. */
static inline Set set_single(int p)
{
    Set s = SET_EMPTY;
    set_add(&s, p);
    return s;
}

/* ---- a flying king's chains, a set of points at a time ----
 *
 * Under chain=must, removal=end and king_landing=any (most games with flying kings), what a
 * king's chain may still do depends only on where it stands and on the pieces it has taken,
 * and a capture may land on any open point beyond the piece. The chains of a king are then
 * searched by sets of points: every point where a chain may stand having taken a given set of
 * pieces is expanded together, and each piece it may take next leads to one set of landings
 * (the open runs beyond that piece, from all those points). That visits each set of taken
 * pieces once instead of once per point and order (a quarter as many states on Zamma's
 * hardest sample position), and a point with nothing to take is the end of a move. The path of
 * a move is only traced back (king_trace) when the move is new, from the sets of each depth.
 * Two-word boards only: the kings of one-word boards have short lines and small searches, for
 * which the point-by-point search (king_chain) is cheaper (measured: the sets cost Kharbaga's
 * sample positions 7% more instructions). */

/* One depth of a set search: the points it stands on, and the piece taken to go deeper. */
typedef struct KingLevel {
    Set at;
    int over;
    const struct KingLevel *up;
} KingLevel;

/* The open points beyond `over` along d, where a king taking it along d may land. */
static inline Set landing_run(const Variant *v, int over, int d, Set open)
{
    if (SET_WORDS == 2 && v->board.shifts)
        return open_run(v, over, d, open);
    Set run = SET_EMPTY;
    for (int l = v->board.next[over][d]; l != NO_POINT && set_has(open, l); l = v->board.next[l][d])
        set_add(&run, l);
    return run;
}

/* The point of `from` on which a flying king stands to take `over` and land on `land`: on the
 * same line, on the other side of `over`, with only open points between. */
static int king_origin(const Variant *v, Set from, int over, int land, Set open)
{
    const Board *b = &v->board;
    for (int k = 0; k < v->n_rays[over]; k++) {
        int d = v->rays[over][k], t = b->next[over][d];
        if (SET_WORDS == 2 && b->shifts) {
            if (!set_has(set_of(v->beyond[over][d]), land))
                continue;
        } else {
            while (t != land && t != NO_POINT && set_has(open, t))
                t = b->next[t][d];
            if (t != land)
                continue;
        }
        int back = b->opposite[d];
        for (t = b->next[over][back]; t != NO_POINT && set_has(open, t); t = b->next[t][back])
            if (set_has(from, t))
                return t;
    }
    assert(!"a landing without an origin");
    return NO_POINT;
}

/* Fills g->path for a chain of n jumps ending on `to`, whose depth n - 1 is `up`. */
static NOINLINE void king_trace(Gen *g, int to, int n, const KingLevel *up)
{
    int p = to;
    g->path[n - 1] = (uint8_t)to;
    for (int i = n - 1; i >= 1; i--, up = up->up) {
        p = king_origin(g->v, up->at, up->over, p, g->empty);
        g->path[i - 1] = (uint8_t)p;
    }
}

/* The chains of a king standing on any of `at` (having taken the n pieces of `captured`, depth
 * n - 1 being `up`): the moves that end there, and the chains on. */
static NOINLINE void king_sets(Gen *g, Set at, Set captured, int n, const KingLevel *up)
{
    const Variant *v = g->v;
    if (n >= 2 && !set_any(at = seen_filter(g, at, captured)))
        return;
    Set open = g->empty, victims = takeable(g, captured), targets = SET_EMPTY;
    Set hit[MAX_DIRS]; /* hit[d]: the pieces some point of `at` can take along d */
    int ndirs = v->board.ndirs, p;
    for (int d = 0; d < ndirs; d++)
        hit[d] = SET_EMPTY;
    SET_FOREACH(p, at)
    {
        Set found = SET_EMPTY;
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k], over = flying_target(v, p, d, open, victims);
            if (over != NO_POINT) {
                set_add(&hit[d], over);
                set_add(&found, over);
            }
        }
        if (set_any(found)) {
            targets = set_or(targets, found);
        } else if (n > 0 && n >= g->best_captured) { /* the end of a move the majority rule may keep */
            Move *m = add_capture(g, p, captured, n);
            if (m && g->detail != DETAIL_COUNT) {
                if (g->detail == DETAIL_FULL) /* the path of a new move only */
                    king_trace(g, p, n, up);
                describe_capture(g, m, captured, n);
            }
        }
    }
    if (!set_any(targets))
        return;
    if (!path_fits(n)) {
        g->list->overflow = true;
        return;
    }
    KingLevel level = {at, NO_POINT, up};
    SET_FOREACH(level.over, targets)
    {
        Set land = SET_EMPTY, after = captured;
        for (int d = 0; d < ndirs; d++)
            if (set_has(hit[d], level.over))
                land = set_or(land, landing_run(v, level.over, d, open));
        set_add(&after, level.over);
        king_sets(g, land, after, n + 1, &level);
    }
}

/* The directions along which a flying king on `at` may take one of `victims`: every line
 * through `at`, or with g->flying_ready only those whose line holds a victim with an empty
 * point beyond it, every direction tested without a branch (which lines qualify is data the
 * processor cannot predict). */
static inline unsigned flying_directions(const Gen *g, int at, Set victims)
{
    const Variant *v = g->v;
    unsigned dirs = 0;
    if (!g->flying_ready) {
        for (int k = 0; k < v->n_rays[at]; k++)
            dirs |= 1u << v->rays[at][k];
        return dirs;
    }
    for (int d = 0; d < v->board.ndirs; d++)
        dirs |= (unsigned)set_any(set_and(set_of(v->beyond[at][d]), set_and(victims, g->ready[d]))) << d;
    return dirs;
}

/* A king's chain stands on `at` having taken the n pieces of `captured`: every jump on from
 * there, and under chain=must the end of the move if there is none. */
static void king_chain(Gen *g, int at, Set captured, int n)
{
    const Variant *v = g->v;
    /* one jump has one path; but what the guards refuse depends on the path */
    if (n >= 2 && !g->man && !g->guarded && !set_any(seen_filter(g, set_single(at), captured)))
        return;
    bool extended = false;
    Set open = open_points(g, captured);
    if (v->rules.king == KING_FLYING) {
        Set victims = takeable(g, captured);
        for (unsigned dirs = flying_directions(g, at, victims); dirs; dirs &= dirs - 1) {
            int d = __builtin_ctz(dirs), over = flying_target(v, at, d, open, victims);
            if (over != NO_POINT) {
                extended = true;
                flying_capture(g, d, over, captured, n);
            }
        }
    } else {
        Set victims = set_and(takeable(g, captured), set_of(v->jump_over[at]));
        int over;
        SET_FOREACH(over, victims)
        {
            int land = v->jump_land[at][over];
            if (set_has(open, land)) {
                extended = true;
                king_jump(g, over, land, captured, n);
            }
        }
    }
    if (!extended && n > 0 && g->chain == CHAIN_MUST)
        emit_capture(g, at, captured, n);
}

/* Prepares the search of a flying king's captures on a lattice board under removal=end, where
 * the open points are the empty ones all chain long: a piece the king takes along d has an
 * empty point beyond it along d, so a line with no takeable piece in ready[d] (the points whose
 * neighbour along d is empty, one shift per direction) has nothing to take (flying_directions).
 * Measured in docs/BENCHMARKS.md: the search 7% faster, perft 1-2%. */
static void king_ready(Gen *g)
{
    const Variant *v = g->v;
    const Board *b = &v->board;
    g->flying_ready = b->shifts && v->rules.king == KING_FLYING && !set_any(g->removed);
    if (!g->flying_ready)
        return;
    for (int d = 0; d < b->ndirs; d++)
        g->ready[d] = set_and(set_shift(g->empty, -b->delta[d]), set_of(b->has_next[d]));
}

/* Every capture of the piece on `from`. */
static void captures_of(Gen *g, int from, bool king)
{
    g->from = from;
    g->man = !king;
    g->crowned = false;
    g->flying_ready = false; /* set for a king by king_ready; a man crowned on the way does without */
    g->piece_base = g->list->n;
    if (g->guarded)
        guard_piece(g, from);
    set_add(&g->empty, from); /* the start point counts as empty during its own capture */
    if (king) {
        seen_new_search(g);
        if (SET_WORDS == 2 && g->king_sets) { /* see king_sets */
            king_sets(g, set_single(from), SET_EMPTY, 0, NULL);
        } else {
            king_ready(g);
            king_chain(g, from, SET_EMPTY, 0);
        }
    } else if (g->plain) {
        man_chain_from(g, from, SET_EMPTY, 0, man_victims(g, from, SET_EMPTY), true);
    } else {
        man_chain_from(g, from, SET_EMPTY, 0, man_victims(g, from, SET_EMPTY), false);
    }
    set_del(&g->empty, from);
}

static inline Set empty_points(const Variant *v, const Position *pos)
{
    return set_andnot(set_of(v->board.all), set_or(set_of(position_occupied(pos)), set_of(pos->dead)));
}

/* Of the men of `side`, those that have a first jump: set-wise on lattice boards, else all.
 * Along each pair of opposite directions: the enemies with an empty point beyond, then the
 * points before them. */
static inline Set men_that_may_jump(const Variant *v, int side, Set men, Set enemy, Set empty)
{
    if (!v->board.shifts || !set_any(men))
        return men;
    const ScanPair *pair = v->jump_pairs[side];
    Set jumpers = SET_EMPTY;
    for (int k = v->n_jump_pairs[side]; k > 0; k--, pair++) {
        int t = pair->shift;
        Set up = set_and(set_down(set_and(set_down(empty, t), enemy), t), set_of(pair->up));
        Set down = set_and(set_up(set_and(set_up(empty, t), enemy), t), set_of(pair->down));
        jumpers = set_or(jumpers, set_or(up, down));
    }
    return set_and(jumpers, men);
}

/* Sets up what a generation for `side` reads from the variant. */
static void gen_prepare(Gen *g, const Variant *v, int side)
{
    g->v = v;
    g->side = side;
    g->chain = v->rules.chain;
    g->majority = v->rules.majority;
    g->man_over = v->man_jump_over[side];
    g->removed = set_of(v->capture_removed);
    g->man_special = set_of(v->man_landing_rule[side]);
    g->guarded = v->capture_guards;
    g->memory = variant_memory(v);
    g->refused_at = GUARD_NONE;
    g->plain = g->chain == CHAIN_MUST && !set_any(g->removed) && !set_any(g->man_special) && !g->guarded;
    g->king_sets = SET_WORDS == 2 && g->chain == CHAIN_MUST && !set_any(g->removed) && v->rules.king == KING_FLYING &&
                   v->rules.king_landing == KING_LANDING_ANY && !g->guarded;
    g->seen = NULL;
    g->stamp = 0;
    g->deep_king_chains = 0;
}

/* Ends the generations of a prepared Gen. */
static void gen_finish(Gen *g) { free(g->seen); }

/* Starts a generation (prepared for the side to move) into list, in a position with these
 * pieces and empty points. */
static ALWAYS_INLINE void gen_start(Gen *g, MoveList *list, Detail detail, Set enemy, Set enemy_kings, Set empty)
{
    g->detail = detail;
    g->list = list;
    g->best_captured = g->best_kings = 0;
    g->base = list->n;
    g->enemy = enemy;
    g->kings = enemy_kings;
    g->empty = empty;
}

/* gen_prepare and gen_start for pos. */
static void gen_init_pos(Gen *g, const Variant *v, const Position *pos, MoveList *list, Detail detail)
{
    int side = pos->side;
    gen_prepare(g, v, side);
    if (movegen_opening(v, pos)) { /* first_capture=single: one jump, every landing ends the move */
        g->chain = CHAIN_SINGLE;
        g->plain = g->king_sets = false;
        g->man_special = set_of(v->board.all);
    }
    gen_start(g, list, detail, set_of(position_pieces(pos, !side)), set_of(pos->kings[!side]), empty_points(v, pos));
}

/* The captures of the men in `men` (those that may have one) and of the kings in `kings`;
 * returns how many there are. */
static ALWAYS_INLINE int search_captures(Gen *g, Set men, Set kings)
{
    int p;
    SET_FOREACH(p, men)
    captures_of(g, p, false);
    SET_FOREACH(p, kings)
    captures_of(g, p, true);
    return g->list->n - g->base;
}

static int gen_captures(Gen *g, const Position *pos)
{
    Set men = men_that_may_jump(g->v, g->side, set_of(pos->men[g->side]), g->enemy, g->empty);
    return search_captures(g, men, set_of(pos->kings[g->side]));
}

/* A step at the end of the list, which has room for it: the move written whole, in one store of its
 * 24 bytes rather than one per field (a byte store may write anywhere, as far as the compiler
 * knows, so each would make it read the list's count and memory again). */
static ALWAYS_INLINE void push_step(MoveList *list, int from, int to, int flags)
{
    int n = list->n++;
    list->moves[n] = (Move){.captured = bits_empty(), .from = (uint8_t)from, .to = (uint8_t)to, .flags = (uint8_t)flags,
                            .huffed = NO_POINT};
}

/* push_step once the list has grown (nothing when it cannot): out of line and out of the way, so
 * that the loops that add steps keep no registers for a call. */
static NOINLINE __attribute__((cold)) void push_step_grown(MoveList *list, int from, int to, int flags)
{
    if (movelist_grow(list))
        push_step(list, from, to, flags);
}

static ALWAYS_INLINE void add_step(MoveList *list, int from, int to, int flags)
{
    if (list->n >= list->cap)
        push_step_grown(list, from, to, flags);
    else
        push_step(list, from, to, flags);
}

/* The steps of `movers` written from m on, each to its point + delta, a man crowned on `crown` if
 * `crowns` (a constant where it is inlined: no test per step without crowning); returns their
 * number. */
static ALWAYS_INLINE int write_steps(Move *m, Set movers, int delta, Set crown, bool crowns)
{
    int p, n = 0;
    SET_FOREACH(p, movers)
    m[n++] = (Move){.captured = bits_empty(), .from = (uint8_t)p, .to = (uint8_t)(p + delta),
                    .flags = crowns && set_has(crown, p + delta) ? MOVE_CROWN : 0, .huffed = NO_POINT};
    return n;
}

/* The men's steps along one scan's direction: the men with an empty point one step along. */
static inline Set step_movers(const Scan *sc, bool up, Set men, Set empty)
{
    Set next = up ? set_down(empty, sc->shift) : set_up(empty, sc->shift);
    return set_and(set_and(men, set_of(sc->from)), next);
}

/* The steps of men_steps_by_shift written from m on (room made for them), as write_steps does. */
static ALWAYS_INLINE int write_men_steps(const Variant *v, int side, Set men, Set empty, Move *m, Set crown, bool crowns)
{
    int n = 0;
    const Scan *sc = v->step_scans[side];
    for (int k = 0; k < v->n_step_scans[side]; k++)
        n += write_steps(m + n, step_movers(&sc[k], k < v->n_step_up[side], men, empty), sc[k].delta, crown, crowns);
    return n;
}

/* Generates (list != NULL) or counts the steps of the men `men` of `side` set-wise. Room is made
 * at once for as many steps as there can be, one per man and scan, so that writing a step is a
 * store and no test; without it (the list near its limit) they go one by one (add_step), so that
 * the list overflows where it would have. */
static inline int men_steps_by_shift(const Variant *v, int side, Set men, Set empty, MoveList *list)
{
    int count = 0, p;
    const Scan *sc = v->step_scans[side];
    Set crown = v->rules.king != KING_NONE ? set_of(v->crown[side]) : SET_EMPTY;
    if (!list) {
        for (int k = 0; k < v->n_step_scans[side]; k++)
            count += set_count(step_movers(&sc[k], k < v->n_step_up[side], men, empty));
        return count;
    }
    int most = list->n + set_count(men) * v->n_step_scans[side];
    if (most == list->n)
        return 0; /* no man or no direction: nothing to write, into a list that may own no memory yet */
    if (most <= list->cap || (most <= MAX_MOVES && movelist_reserve(list, most))) {
        Move *m = &list->moves[list->n];
        count = set_any(crown) ? write_men_steps(v, side, men, empty, m, crown, true)
                               : write_men_steps(v, side, men, empty, m, crown, false);
        list->n += count;
        return count;
    }
    for (int k = 0; k < v->n_step_scans[side]; k++) {
        Set movers = step_movers(&sc[k], k < v->n_step_up[side], men, empty);
        SET_FOREACH(p, movers)
        {
            add_step(list, p, p + sc[k].delta, set_has(crown, p + sc[k].delta) ? MOVE_CROWN : 0);
            count++;
        }
    }
    return count;
}

/* Generates (list != NULL) or counts the steps of the men `men` of `side` point by point. */
static int men_steps_by_point(const Variant *v, int side, Set men, Set empty, MoveList *list)
{
    int count = 0, p;
    bool crowns = v->rules.king != KING_NONE;
    SET_FOREACH(p, men)
    {
        const uint8_t *to = v->steps[side][p];
        for (int k = 0; k < v->n_steps[side][p]; k++)
            if (set_has(empty, to[k])) {
                count++;
                if (list)
                    add_step(list, p, to[k], crowns && set_has(set_of(v->crown[side]), to[k]) ? MOVE_CROWN : 0);
            }
    }
    return count;
}

/* Generates (list != NULL) or counts the steps of the kings `kings`; flying kings' steps on
 * two-word lattice boards are counted a line at a time (see first_closed). */
static int king_steps(const Variant *v, Set kings, Set empty, MoveList *list)
{
    bool flying = v->rules.king == KING_FLYING;
    int count = 0, p;
    SET_FOREACH(p, kings)
    {
        for (int k = 0; k < v->n_rays[p]; k++) {
            int d = v->rays[p][k];
            if (SET_WORDS == 2 && flying && !list && v->board.shifts) {
                count += set_count(open_run(v, p, d, empty));
                continue;
            }
            for (int t = v->board.next[p][d]; t != NO_POINT && set_has(empty, t); t = v->board.next[t][d]) {
                count++;
                if (list)
                    add_step(list, p, t, 0);
                if (!flying)
                    break;
            }
        }
    }
    return count;
}

/* Generates (list != NULL) or counts the steps of `side`, whose men and kings are given. */
static inline int gen_steps(const Variant *v, int side, Set men, Set kings, Set empty, MoveList *list)
{
    if (variant_memory(v) || v->rules.far_row_steps == FAR_ROW_STEPS_FORBIDDEN)
        return guarded_steps(v, variant_memory(v), side, men, kings, empty, list);
    int count = v->board.shifts ? men_steps_by_shift(v, side, men, empty, list) : men_steps_by_point(v, side, men, empty, list);
    return set_any(kings) ? count + king_steps(v, kings, empty, list) : count;
}

/* The steps of `side` (men and kings given, empty points as the generator sees them): generated
 * into list, or counted when list is NULL. For the other capture generators
 * (movegen_approach_impl.h), whose pieces step as these do. */
int SET_FN(movegen_append_steps)(const Variant *v, int side, Bits men, Bits kings, Bits empty, MoveList *list)
{
    return gen_steps(v, side, set_of(men), set_of(kings), set_of(empty), list);
}

/* Appends the captures of pos (majority rule applied) to list; returns how many. */
int SET_FN(movegen_append_captures)(const Variant *v, const Position *pos, MoveList *list)
{
    Gen g;
    gen_init_pos(&g, v, pos, list, list_detail(list));
    int n = gen_captures(&g, pos);
    gen_finish(&g);
    return n;
}

/* Appends the legal moves of pos, huffing aside, to list and returns their number; when
 * counting, captures are appended with only from, to and captured set, and steps only counted. */
int SET_FN(movegen_append)(const Variant *v, const Position *pos, MoveList *list, bool counting)
{
    Gen g;
    gen_init_pos(&g, v, pos, list, counting ? DETAIL_COUNT : list_detail(list));
    int n = gen_captures(&g, pos);
    gen_finish(&g);
    if (n > 0 && v->rules.capture == CAPTURE_COMPULSORY)
        return n;
    int side = pos->side;
    return n + gen_steps(v, side, set_of(pos->men[side]), set_of(pos->kings[side]), g.empty, counting ? NULL : list);
}

/* ---- perft's inner loop ----
 *
 * Perft by copy-make straight on the generator, for variants without huffs, hooks or shrinking.
 * A node is the pieces alone: a count of move sequences needs neither the hash nor the quiet
 * counter (no draw rule ends a line in perft). The side to move is a constant of the code that
 * handles it (perft_south, perft_north), and the dead points do not change. Captures are
 * generated into a list per ply, steps are played as they are found, and the last ply is
 * counted: captures with only from, to and captured set, steps not built at all. */

typedef struct Node {
    Set men[2], kings[2];
} Node;

typedef struct Perft {
    const Variant *v;
    Set live;      /* the points that are not dead */
    Bits dead;
    bool overflow; /* some position exceeded the move-list limits */
    Gen gen[2];    /* the capture search of each side to move, prepared once: a node's search
                      ends before its children's begin */
    MoveList *lists; /* the captures of each ply, lists[depth - 1] (too large for a stack frame) */
    const StopFlag *stop; /* set: give up (perft_until) */
} Perft;

#ifndef NDEBUG
/* Whether a node, `side` to move, is a sound position (checked in debug builds). */
static bool node_ok(const Perft *pf, const Node *n, int side)
{
    Position pos;
    memset(&pos, 0, sizeof pos);
    for (int s = 0; s < 2; s++) {
        pos.men[s] = set_bits(n->men[s]);
        pos.kings[s] = set_bits(n->kings[s]);
    }
    pos.dead = pf->dead;
    pos.side = (uint8_t)side;
    pos.hash = position_compute_hash(pf->v, &pos); /* a node has none of its own */
    return position_is_ok(pf->v, &pos);
}
#endif

/* Making moves: position_apply (move.c) for moves without huff or shrinking, over Set and by
 * kind of move. `side` is the side to move. */

/* A man steps from-to, crowned if `crown`. */
static ALWAYS_INLINE void play_man_step(Node *n, int side, int from, int to, bool crown)
{
    set_del(&n->men[side], from);
    set_add(crown ? &n->kings[side] : &n->men[side], to);
}

/* A king steps from-to. */
static ALWAYS_INLINE void play_king_step(Node *n, int side, int from, int to)
{
    set_del(&n->kings[side], from);
    set_add(&n->kings[side], to);
}

/* The capture m. */
static ALWAYS_INLINE void play_capture(Node *n, int side, const Move *m)
{
    int them = !side, from = m->from, to = m->to;
    Set captured = set_of(m->captured);
    bool king = set_has(n->kings[side], from), now_king = king || (m->flags & MOVE_CROWN);
    set_del(king ? &n->kings[side] : &n->men[side], from);
    set_add(now_king ? &n->kings[side] : &n->men[side], to);
    n->men[them] = set_andnot(n->men[them], captured);
    n->kings[them] = set_andnot(n->kings[them], captured);
}

static uint64_t perft_south(Perft *pf, const Node *n, int depth);
static uint64_t perft_north(Perft *pf, const Node *n, int depth);
static uint64_t leaf_south(Perft *pf, const Node *n);
static uint64_t leaf_north(Perft *pf, const Node *n);

/* Perft below `child`, made by a move of `side`. */
static ALWAYS_INLINE uint64_t perft_child(Perft *pf, const Node *child, int side, int depth)
{
    assert(node_ok(pf, child, !side));
    if (depth == 2)
        return side == SOUTH ? leaf_north(pf, child) : leaf_south(pf, child);
    return side == SOUTH ? perft_north(pf, child, depth - 1) : perft_south(pf, child, depth - 1);
}

/* Perft below every step of `side`, depth >= 2. */
static ALWAYS_INLINE uint64_t perft_steps(Perft *pf, const Node *n, int side, Set empty, int depth)
{
    const Variant *v = pf->v;
    Set men = n->men[side];
    if (v->rules.far_row_steps == FAR_ROW_STEPS_FORBIDDEN) /* no memory here (perft.c): the far row alone */
        men = set_andnot(men, set_of(v->crown[side]));
    Set crown = v->rules.king != KING_NONE ? set_of(v->crown[side]) : SET_EMPTY;
    uint64_t total = 0;
    int p;
    if (v->board.shifts) {
        const Scan *sc = v->step_scans[side];
        for (int k = 0; k < v->n_step_scans[side]; k++)
            SET_FOREACH(p, step_movers(&sc[k], k < v->n_step_up[side], men, empty))
            {
                Node child = *n;
                int to = p + sc[k].delta;
                play_man_step(&child, side, p, to, set_has(crown, to));
                total += perft_child(pf, &child, side, depth);
            }
    } else {
        SET_FOREACH(p, men)
        for (int k = 0; k < v->n_steps[side][p]; k++) {
            int to = v->steps[side][p][k];
            if (set_has(empty, to)) {
                Node child = *n;
                play_man_step(&child, side, p, to, set_has(crown, to));
                total += perft_child(pf, &child, side, depth);
            }
        }
    }
    bool flying = v->rules.king == KING_FLYING;
    SET_FOREACH(p, n->kings[side])
    for (int k = 0; k < v->n_rays[p]; k++) {
        int d = v->rays[p][k];
        for (int t = v->board.next[p][d]; t != NO_POINT && set_has(empty, t); t = flying ? v->board.next[t][d] : NO_POINT) {
            Node child = *n;
            play_king_step(&child, side, p, t);
            total += perft_child(pf, &child, side, depth);
        }
    }
    return total;
}

/* Perft from node n with `side` to move, depth >= 1. */
static ALWAYS_INLINE uint64_t perft_side(Perft *pf, const Node *n, int side, int depth)
{
    const Variant *v = pf->v;
    Set men = n->men[side], kings = n->kings[side], enemy = set_or(n->men[!side], n->kings[!side]);
    Set empty = set_andnot(pf->live, set_or(set_or(men, kings), enemy));
    Set jumpers = men_that_may_jump(v, side, men, enemy, empty);
    uint64_t total = 0;
    if (depth >= 3 && stop_is_set(pf->stop)) /* the leaves' callers (depth 1 and 2) never look */
        return 0;
    if (set_any(jumpers) || set_any(kings)) {
        MoveList *list = &pf->lists[depth - 1];
        list->n = 0;
        list->overflow = false;
        Gen *g = &pf->gen[side];
        gen_start(g, list, depth == 1 ? DETAIL_COUNT : DETAIL_PLAY, enemy, n->kings[!side], empty);
        int count = search_captures(g, jumpers, kings);
        pf->overflow |= list->overflow;
        if (depth == 1) {
            total = (uint64_t)count;
        } else {
            for (int i = 0; i < count; i++) {
                Node child = *n;
                play_capture(&child, side, &list->moves[i]);
                total += perft_child(pf, &child, side, depth);
            }
        }
        if (count > 0 && v->rules.capture == CAPTURE_COMPULSORY)
            return total;
    }
    if (depth == 1)
        return total + (uint64_t)gen_steps(v, side, men, kings, empty, NULL);
    return total + perft_steps(pf, n, side, empty, depth);
}

static uint64_t perft_south(Perft *pf, const Node *n, int depth) { return perft_side(pf, n, SOUTH, depth); }

static uint64_t perft_north(Perft *pf, const Node *n, int depth) { return perft_side(pf, n, NORTH, depth); }

/* The last ply, on its own: only counting, in less code. */
static uint64_t leaf_south(Perft *pf, const Node *n) { return perft_side(pf, n, SOUTH, 1); }

static uint64_t leaf_north(Perft *pf, const Node *n) { return perft_side(pf, n, NORTH, 1); }

/* Perft from pos (depth >= 1) for a variant without huffs, hooks or shrinking; *overflow is set
 * if some position exceeded the move-list limits; gives up once *stop is set. */
uint64_t SET_FN(movegen_perft)(const Variant *v, const Position *pos, int depth, MoveList *lists, bool *overflow,
                               const StopFlag *stop)
{
    Perft pf = {.v = v, .live = set_andnot(set_of(v->board.all), set_of(pos->dead)), .dead = pos->dead, .lists = lists,
                .stop = stop};
    gen_prepare(&pf.gen[SOUTH], v, SOUTH);
    gen_prepare(&pf.gen[NORTH], v, NORTH);
    Node root;
    for (int s = 0; s < 2; s++) {
        root.men[s] = set_of(pos->men[s]);
        root.kings[s] = set_of(pos->kings[s]);
    }
    uint64_t n = pos->side == SOUTH ? perft_south(&pf, &root, depth) : perft_north(&pf, &root, depth);
    gen_finish(&pf.gen[SOUTH]);
    gen_finish(&pf.gen[NORTH]);
    *overflow |= pf.overflow;
    return n;
}
