/*
 * naive.c — the test suite's independent move generator: simple and slow on purpose.
 *
 * A capture chain is a Chain value (a copied position plus the captured set and where the piece
 * stands); each jump makes a new Chain, and the search recurses until the chain rule ends it.
 * Moves go into a plain array; duplicates are merged by linear search; the majority rule keeps
 * only the best captures found so far.
 * Approach and withdrawal captures (Fanorona) are searched in naive_approach.c on the same Chain
 * and recorded the same way (naive_search.h).
 *
 * capture=huff: the moves of a position are its plain moves plus, for every huffable piece X,
 * the moves of the position with X taken off, each marked "huffed X". Making a quiet move while
 * some piece of the mover could have jumped leaves those pieces huffable for the opponent's next
 * turn (the mover on its new point); any capture, or any other quiet move, leaves nothing.
 * shrink: after every move, while an outer band of live points holds no piece, it dies; the
 * bands are the lowest and highest rows (point_rows), or the strips one square wide at the four
 * edges (square_strips), a square's side being the shortest vertical (horizontal) segment.
 *
 * Bell mode (naive.h): the same search, capture treated as optional, with each chain and step
 * marked refused when the rule options refuse it (piece_revisit, chain_revisit, chain_direction,
 * far_row_steps); the refused ones are then dropped, and compulsory capture applied to what is
 * left. The histories are a plain array of point sets, one per point.
 */
#include "naive_search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One jump: over the enemy piece at `over` onto the empty point `land`. */
typedef struct NJump {
    int over, land;
} NJump;

enum { MAX_JUMPS = 256 };

/* Whether a man of side may step in direction d under men_move. */
static bool man_may_step(const Variant *v, int side, int d)
{
    int f = forwardness(v, side, d);
    switch (v->rules.men_move) {
    case MEN_MOVE_FORWARD: return f > 0;
    case MEN_MOVE_FORWARD_SIDEWAYS: return f >= 0;
    default: return true;
    }
}

/* Every single jump open to the piece of the chain, ignoring king_landing. A flying king travels
 * over empty points to the first enemy, then may land on every empty point beyond it up to the
 * next obstacle; men and short kings jump the adjacent point onto the next. */
static int raw_jumps(const Variant *v, const Chain *c, int side, NJump *out)
{
    const Board *b = &v->board;
    bool flying = c->king && v->rules.king == KING_FLYING;
    int n = 0;
    for (int d = 0; d < b->ndirs; d++) {
        if (!c->king && !man_may_jump(v, side, d))
            continue;
        int over = b->next[c->at][d];
        while (flying && is_empty(&c->work, over))
            over = b->next[over][d];
        if (!is_prey(c, side, over))
            continue;
        for (int land = b->next[over][d]; is_empty(&c->work, land); land = b->next[land][d]) {
            if (n == MAX_JUMPS) {
                fprintf(stderr, "naive: more than %d jumps from one point\n", MAX_JUMPS);
                abort();
            }
            out[n++] = (NJump){over, land};
            if (!flying)
                break;
        }
    }
    return n;
}

/* The chain after jump j (the crown_mid_capture rule is not applied here). */
static Chain after_jump(const Variant *v, const Chain *c, int side, NJump j)
{
    Chain next = *c;
    bits_add(&next.captured, j.over);
    if (v->rules.removal == REMOVAL_IMMEDIATE) {
        bits_del(&next.work.men[!side], j.over);
        bits_del(&next.work.kings[!side], j.over);
    }
    next.at = j.land;
    if (next.npath >= NAIVE_MAX_PATH) {
        fprintf(stderr, "naive: capture chain longer than %d jumps\n", NAIVE_MAX_PATH);
        abort();
    }
    next.path[next.npath++] = (uint8_t)j.land;
    return next;
}

/* The jumps the piece may make, king_landing=continue applied: for a flying king, if some
 * landing points beyond a captured piece allow a further jump, only those remain. When the capture
 * is one jump only (!chain_on) no further jump is ever allowed, so the filter has nothing to keep
 * and is off. */
static int legal_jumps(const Variant *v, const Chain *c, int side, bool chain_on, NJump *out)
{
    NJump raw[MAX_JUMPS];
    int nraw = raw_jumps(v, c, side, raw);
    bool filter = c->king && v->rules.king == KING_FLYING && v->rules.king_landing == KING_LANDING_CONTINUE &&
                  chain_on;
    if (!filter) {
        memcpy(out, raw, sizeof raw[0] * (size_t)nraw);
        return nraw;
    }
    bool goes_on[MAX_JUMPS];
    for (int i = 0; i < nraw; i++) {
        Chain next = after_jump(v, c, side, raw[i]);
        NJump more[MAX_JUMPS];
        goes_on[i] = raw_jumps(v, &next, side, more) > 0;
    }
    int n = 0;
    for (int i = 0; i < nraw; i++) {
        bool over_has_continuation = false;
        for (int k = 0; k < nraw; k++)
            over_has_continuation |= raw[k].over == raw[i].over && goes_on[k];
        if (goes_on[i] || !over_has_continuation)
            out[n++] = raw[i];
    }
    return n;
}

/* The points a move lands on: its chain's landing points, or {to} for a step. */
static Bits landings(const NaiveMove *m)
{
    Bits set = bits_empty();
    for (int i = 0; i < m->npath; i++)
        bits_add(&set, m->path[i]);
    if (m->npath == 0)
        bits_add(&set, m->to);
    return set;
}

/* Adds a move to the search's list, merging it with an equal (from, to, captured) move. */
static void add_move(Search *s, NaiveMove m)
{
    for (int i = 0; i < s->n; i++) {
        NaiveMove *o = &s->moves[i];
        if (o->from == m.from && o->to == m.to && o->huffed == m.huffed && bits_equal(o->captured, m.captured)) {
            if (s->bell && (o->bell_refused != m.bell_refused ||
                            (!o->bell_refused && !bits_equal(landings(o), landings(&m))))) {
                char a[512], b[512];
                naive_move_text(s->v, o, a, sizeof a);
                naive_move_text(s->v, &m, b, sizeof b);
                fprintf(stderr, "naive: chains %s and %s make one move, but Bell's rules judge them apart\n", a, b);
                abort();
            }
            o->crown |= m.crown;
            return;
        }
    }
    if (s->n >= s->max) {
        fprintf(stderr, "naive: more than %d moves\n", s->max);
        abort();
    }
    s->moves[s->n++] = m;
}

/* Whether the jumps a -> b and b -> c go the same way: their vectors on the drawing point alike. */
static bool same_way(const Board *b, int a, int mid, int c)
{
    long dx1 = b->x[mid] - b->x[a], dy1 = b->y[mid] - b->y[a], dx2 = b->x[c] - b->x[mid], dy2 = b->y[c] - b->y[mid];
    return dx1 * dy2 == dy1 * dx2 && dx1 * dx2 + dy1 * dy2 > 0;
}

/* Bell mode: whether the piece on `from` may not make move m (path as in landings()), under the
 * rules bell holds: it lands on a point it occupied before the move (piece_revisit), twice on one
 * point or back on `from` (chain_revisit), or two of its jumps in a row go the same way
 * (chain_direction). */
static bool bell_lands_again(const Search *s, const NaiveMove *m)
{
    const NaiveBell *bell = s->bell;
    Bits past = bell->piece_revisit ? bell->seen[m->from] : bits_empty(), here = bits_empty();
    bits_del(&past, m->from); /* its start is chain_revisit's: a piece's past is where it stood before */
    if (bell->chain_revisit)
        bits_add(&here, m->from);
    int n = m->npath ? m->npath : 1;
    for (int i = 0; i < n; i++) {
        int p = m->npath ? m->path[i] : m->to;
        if (bits_has(past, p) || bits_has(here, p))
            return true;
        if (bell->chain_revisit)
            bits_add(&here, p);
        if (bell->chain_direction && i > 0 && same_way(&s->v->board, i > 1 ? m->path[i - 2] : m->from, m->path[i - 1], p))
            return true;
    }
    return false;
}

/* Compares two captures under the majority rule: > 0 if a must be preferred to b, < 0 if b to a. */
static int majority_order(int rule, const NaiveMove *a, const NaiveMove *b)
{
    if (rule == MAJORITY_NONE)
        return 0;
    if (a->ncaptured != b->ncaptured)
        return a->ncaptured - b->ncaptured;
    return rule == MAJORITY_COUNT_THEN_KINGS ? a->nkings - b->nkings : 0;
}

/* Records the chain as a finished capture. The list only ever holds captures the majority rule
 * ranks equal: a worse one is dropped, a better one empties the list first. */
static void record(Search *s, const Chain *c)
{
    const Variant *v = s->v;
    NaiveMove m;
    memset(&m, 0, sizeof m);
    m.from = s->from;
    m.to = c->at;
    m.captured = c->captured;
    m.ncaptured = bits_count(c->captured);
    m.nkings = bits_count(bits_and(c->captured, s->root->kings[!s->side]));
    m.crown = c->crowned || (!c->king && v->rules.king != KING_NONE && bits_has(v->crown[s->side], c->at));
    m.npath = c->npath;
    memcpy(m.path, c->path, sizeof m.path);
    m.huffed = s->huffed;
    if (s->bell)
        m.bell_refused = bell_lands_again(s, &m);
    int order = s->n ? majority_order(v->rules.majority, &m, &s->moves[0]) : 0;
    if (order < 0)
        return;
    if (order > 0)
        s->n = 0;
    add_move(s, m);
}

/* Applies crown_mid_capture after a man lands on its crown row; true if the move ends here. */
static bool crown_mid(const Variant *v, Chain *c, int side)
{
    if (c->king || v->rules.king == KING_NONE || !bits_has(v->crown[side], c->at))
        return false;
    if (v->rules.crown_mid_capture == CROWN_MID_STOP)
        return true;
    if (v->rules.crown_mid_capture == CROWN_MID_CROWN)
        c->king = c->crowned = true;
    return false;
}

/* Continues the chain c, which has made at least one jump, recording every move it can end as. */
static void extend(Search *s, const Chain *c)
{
    const Rules *r = &s->v->rules;
    NJump js[MAX_JUMPS];
    int n = naive_one_capture(s->v, s->root) ? 0 : legal_jumps(s->v, c, s->side, true, js);
    if (r->chain == CHAIN_MAY || n == 0)
        record(s, c);
    for (int i = 0; i < n; i++) {
        Chain next = after_jump(s->v, c, s->side, js[i]);
        if (crown_mid(s->v, &next, s->side))
            record(s, &next);
        else
            extend(s, &next);
    }
}

Chain naive_chain_start(const Search *s, int from)
{
    Chain c;
    memset(&c, 0, sizeof c);
    c.work = *s->root;
    c.king = bits_has(s->root->kings[s->side], from);
    bits_del(&c.work.men[s->side], from); /* the start point is empty during the capture */
    bits_del(&c.work.kings[s->side], from);
    c.at = from;
    bits_add(&c.visited, from);
    c.last_dir = -1;
    return c;
}

bool naive_one_capture(const Variant *v, const Position *pos)
{
    if (v->rules.chain == CHAIN_SINGLE)
        return true;
    if (v->rules.first_capture != FIRST_CAPTURE_SINGLE)
        return false;
    for (int side = 0; side < 2; side++)
        if (bits_count(pieces(pos, side)) != bits_count(bits_or(v->start_men[side], v->start_kings[side])))
            return false;
    return true;
}

void naive_record(Search *s, const Chain *c) { record(s, c); }

bool naive_crown_mid(const Variant *v, Chain *c, int side) { return crown_mid(v, c, side); }

/* Records every capture chain of the piece on `from`: jumps, or approach and withdrawal steps. */
static void captures_of(Search *s, int from)
{
    if (s->v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL) {
        naive_approach_captures(s, from);
        return;
    }
    Chain c = naive_chain_start(s, from);
    s->from = from;
    NJump js[MAX_JUMPS];
    int n = legal_jumps(s->v, &c, s->side, !naive_one_capture(s->v, s->root), js);
    for (int i = 0; i < n; i++) {
        Chain next = after_jump(s->v, &c, s->side, js[i]);
        if (crown_mid(s->v, &next, s->side))
            record(s, &next);
        else
            extend(s, &next);
    }
}

/* Adds a step from `from` to `to`. */
static void add_step(Search *s, int from, int to, bool king)
{
    NaiveMove m;
    memset(&m, 0, sizeof m);
    m.from = from;
    m.to = to;
    m.crown = !king && s->v->rules.king != KING_NONE && bits_has(s->v->crown[s->side], to);
    m.huffed = s->huffed;
    if (s->bell) /* Bell: no step back to an occupied point, and none at all by a man from the far row */
        m.bell_refused = bell_lands_again(s, &m) || (s->bell->far_row_steps && !king && bits_has(s->v->crown[s->side], from));
    add_move(s, m);
}

/* Every non-capturing move of the side to move. */
static void steps(Search *s)
{
    const Board *b = &s->v->board;
    const Position *pos = s->root;
    for (int p = 0; p < b->npoints; p++) {
        bool man = bits_has(pos->men[s->side], p), king = bits_has(pos->kings[s->side], p);
        if (!man && !king)
            continue;
        for (int d = 0; d < b->ndirs; d++) {
            if (man && !man_may_step(s->v, s->side, d))
                continue;
            for (int q = b->next[p][d]; is_empty(pos, q); q = b->next[q][d]) {
                add_step(s, p, q, king);
                if (man || s->v->rules.king != KING_FLYING || s->v->rules.capture_by != CAPTURE_BY_JUMP)
                    break; /* under approach and withdrawal, kings step one point (no flying kings) */
            }
        }
    }
}

/* The moves of pos, huffing aside, appended at out (room for max); returns their number. */
static int plain_moves(const Variant *v, const Position *pos, int huffed, NaiveMove *out, int max)
{
    Search s = {v, pos, pos->side, 0, out, 0, max, huffed, NULL};
    for (int p = 0; p < v->board.npoints; p++)
        if (bits_has(pieces(pos, s.side), p))
            captures_of(&s, p);
    if (s.n == 0 || v->rules.capture != CAPTURE_COMPULSORY)
        steps(&s);
    return s.n;
}

/* pos with the opponent's piece on x taken off (a huff); the huff right is used up. */
static Position without(const Position *pos, int x)
{
    Position p = *pos;
    bits_del(&p.men[!pos->side], x);
    bits_del(&p.kings[!pos->side], x);
    p.huff = bits_empty();
    return p;
}

int naive_moves(const Variant *v, const Position *pos, NaiveMove *out, int max)
{
    int n = plain_moves(v, pos, NO_POINT, out, max);
    if (v->rules.capture != CAPTURE_HUFF)
        return n;
    for (int x = 0; x < v->board.npoints; x++) {
        if (!bits_has(pos->huff, x))
            continue;
        Position p = without(pos, x);
        n += plain_moves(v, &p, x, out + n, max - n);
    }
    return n;
}

/* The pieces of the side to move that have a capture (jump, or approach or withdrawal) in pos. */
static Bits could_capture(const Variant *v, const Position *pos)
{
    Bits set = bits_empty();
    int side = pos->side;
    for (int p = 0; p < v->board.npoints; p++) {
        if (!bits_has(pieces(pos, side), p))
            continue;
        if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL) {
            if (naive_approach_possible(v, pos, p))
                bits_add(&set, p);
            continue;
        }
        Chain c;
        memset(&c, 0, sizeof c);
        c.work = *pos;
        c.king = bits_has(pos->kings[side], p);
        bits_del(&c.work.men[side], p);
        bits_del(&c.work.kings[side], p);
        c.at = p;
        NJump js[MAX_JUMPS];
        if (raw_jumps(v, &c, side, js) > 0)
            bits_add(&set, p);
    }
    return set;
}

/* The side of a square of the drawing along one axis: the shortest segment of a line running
 * along that axis (vertical lines for rows, horizontal ones for columns); on a board without
 * such lines, the smallest gap between two distinct coordinates. */
static int square_side(const Variant *v, bool columns)
{
    const Board *b = &v->board;
    int best = 0;
    for (int p = 0; p < b->npoints; p++)
        for (int d = 0; d < b->ndirs; d++) {
            int q = b->next[p][d];
            if (q == NO_POINT)
                continue;
            int along = columns ? b->x[q] - b->x[p] : b->y[q] - b->y[p];
            int across = columns ? b->y[q] - b->y[p] : b->x[q] - b->x[p];
            if (across == 0 && along > 0 && (best == 0 || along < best))
                best = along;
        }
    for (int p = 0; best == 0 && p < b->npoints; p++)
        for (int q = 0; q < b->npoints; q++) {
            if (!board_has(b, p) || !board_has(b, q))
                continue;
            int gap = columns ? b->x[q] - b->x[p] : b->y[q] - b->y[p];
            if (gap > 0 && (best == 0 || gap < best))
                best = gap;
        }
    return best > 0 ? best : 1;
}

/* Kills the band of live points within `width` of one edge (axis x if columns, else y; the low
 * edge if low) if it holds no piece and is not the whole live board; true if it did. */
static bool kill_empty_band(const Variant *v, Position *pos, bool columns, bool low, int width)
{
    const Board *b = &v->board;
    int edge = 0;
    bool any = false;
    for (int p = 0; p < b->npoints; p++) {
        if (!board_has(b, p) || bits_has(pos->dead, p))
            continue;
        int c = columns ? b->x[p] : b->y[p];
        if (!any || (low ? c < edge : c > edge))
            edge = c;
        any = true;
    }
    if (!any)
        return false;
    Bits band = bits_empty();
    bool all = true;
    for (int p = 0; p < b->npoints; p++) {
        if (!board_has(b, p) || bits_has(pos->dead, p))
            continue;
        int c = columns ? b->x[p] : b->y[p];
        int dist = low ? c - edge : edge - c;
        if (dist < width) {
            if (bits_has(pieces(pos, SOUTH), p) || bits_has(pieces(pos, NORTH), p))
                return false;
            bits_add(&band, p);
        } else {
            all = false;
        }
    }
    if (all)
        return false;
    pos->dead = bits_or(pos->dead, band);
    return true;
}

static void shrink(const Variant *v, Position *pos)
{
    int mode = v->rules.shrink;
    if (mode == SHRINK_NONE)
        return;
    int height = mode == SHRINK_POINT_ROWS ? 1 : square_side(v, false);
    int width = square_side(v, true);
    bool again = true;
    while (again) {
        again = false;
        if (mode == SHRINK_POINT_ROWS) {
            /* a row of points: the live points of the lowest (highest) y; width 1 in y does it,
             * since no two rows are closer than 1 */
            again |= kill_empty_band(v, pos, false, true, height);
            again |= kill_empty_band(v, pos, false, false, height);
        } else {
            again |= kill_empty_band(v, pos, false, true, height);
            again |= kill_empty_band(v, pos, false, false, height);
            again |= kill_empty_band(v, pos, true, true, width);
            again |= kill_empty_band(v, pos, true, false, width);
        }
    }
}

Position naive_make(const Variant *v, const Position *pos, const NaiveMove *m)
{
    Position before = m->huffed != NO_POINT ? without(pos, m->huffed) : *pos;
    Position next = before;
    int side = pos->side;
    bool king = bits_has(before.kings[side], m->from) || m->crown;
    bits_del(&next.men[side], m->from);
    bits_del(&next.kings[side], m->from);
    next.men[!side] = bits_andnot(next.men[!side], m->captured);
    next.kings[!side] = bits_andnot(next.kings[!side], m->captured);
    bits_add(king ? &next.kings[side] : &next.men[side], m->to);
    next.huff = bits_empty();
    if (v->rules.capture == CAPTURE_HUFF && !bits_any(m->captured)) {
        Bits missed = could_capture(v, &before);
        if (bits_has(missed, m->from)) {
            bits_del(&missed, m->from);
            bits_add(&missed, m->to);
        }
        next.huff = missed;
    }
    shrink(v, &next);
    next.side = (uint8_t)!side;
    return next;
}

/* Perft below pos; buf holds NAIVE_MAX_MOVES moves per remaining ply. */
static uint64_t perft_rec(const Variant *v, const Position *pos, int depth, NaiveMove *buf)
{
    int n = naive_moves(v, pos, buf, NAIVE_MAX_MOVES);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        Position next = naive_make(v, pos, &buf[i]);
        total += perft_rec(v, &next, depth - 1, buf + NAIVE_MAX_MOVES);
    }
    return total;
}

uint64_t naive_perft(const Variant *v, const Position *pos, int depth)
{
    if (depth <= 0)
        return 1;
    NaiveMove *buf = malloc(sizeof(NaiveMove) * NAIVE_MAX_MOVES * (size_t)depth);
    if (!buf)
        abort();
    uint64_t total = perft_rec(v, pos, depth, buf);
    free(buf);
    return total;
}

/* ---- Bell's Alquerque ---- */

bool naive_bell_rules(const Variant *v)
{
    const Rules *r = &v->rules;
    /* Approach and withdrawal search keep their own chain limits (naive_approach.c). */
    bool jumps = r->capture_by == CAPTURE_BY_JUMP;
    return r->piece_revisit == PIECE_REVISIT_FORBIDDEN || (jumps && r->chain_revisit == CHAIN_REVISIT_FORBIDDEN) ||
           (jumps && r->chain_direction == CHAIN_DIRECTION_CHANGE) || r->far_row_steps == FAR_ROW_STEPS_FORBIDDEN;
}

void naive_bell_init(const Variant *v, const Position *pos, NaiveBell *bell)
{
    memset(bell, 0, sizeof *bell);
    const Rules *r = &v->rules;
    bell->piece_revisit = r->piece_revisit == PIECE_REVISIT_FORBIDDEN;
    bell->chain_revisit = r->capture_by == CAPTURE_BY_JUMP && r->chain_revisit == CHAIN_REVISIT_FORBIDDEN;
    bell->chain_direction = r->capture_by == CAPTURE_BY_JUMP && r->chain_direction == CHAIN_DIRECTION_CHANGE;
    bell->far_row_steps = r->far_row_steps == FAR_ROW_STEPS_FORBIDDEN;
    for (int p = 0; p < v->board.npoints; p++)
        if (bits_has(pieces(pos, SOUTH), p) || bits_has(pieces(pos, NORTH), p))
            bits_add(&bell->seen[p], p);
}

int naive_moves_bell(const Variant *v, const Position *pos, const NaiveBell *bell, NaiveMove *out, int max)
{
    if (v->rules.capture == CAPTURE_HUFF) {
        fprintf(stderr, "naive: Bell's rules with capture=huff are not modelled\n");
        abort();
    }
    /* the candidates: every capture and every step, as if capture were optional */
    Search s = {v, pos, pos->side, 0, out, 0, max, NO_POINT, bell};
    for (int p = 0; p < v->board.npoints; p++)
        if (bits_has(pieces(pos, s.side), p))
            captures_of(&s, p);
    steps(&s);
    int n = 0;
    bool capture = false;
    for (int i = 0; i < s.n; i++) {
        if (out[i].bell_refused)
            continue;
        capture |= out[i].ncaptured > 0;
        out[n++] = out[i];
    }
    if (!capture || v->rules.capture != CAPTURE_COMPULSORY)
        return n;
    int kept = 0;
    for (int i = 0; i < n; i++)
        if (out[i].ncaptured > 0)
            out[kept++] = out[i];
    return kept;
}

Position naive_make_bell(const Variant *v, const Position *pos, const NaiveBell *bell, const NaiveMove *m,
                         NaiveBell *after)
{
    Bits seen = bits_or(bell->seen[m->from], landings(m));
    bits_add(&seen, m->from);
    *after = *bell;
    for (int p = 0; p < v->board.npoints; p++)
        if (bits_has(m->captured, p))
            after->seen[p] = bits_empty();
    after->seen[m->from] = bits_empty();
    after->seen[m->to] = seen;
    return naive_make(v, pos, m);
}

/* Bell perft below pos; buf holds NAIVE_MAX_MOVES moves per remaining ply. */
static uint64_t perft_bell_rec(const Variant *v, const Position *pos, const NaiveBell *bell, int depth,
                               NaiveMove *buf)
{
    int n = naive_moves_bell(v, pos, bell, buf, NAIVE_MAX_MOVES);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    NaiveBell *next_bell = malloc(sizeof *next_bell);
    if (!next_bell)
        abort();
    for (int i = 0; i < n; i++) {
        Position next = naive_make_bell(v, pos, bell, &buf[i], next_bell);
        total += perft_bell_rec(v, &next, next_bell, depth - 1, buf + NAIVE_MAX_MOVES);
    }
    free(next_bell);
    return total;
}

uint64_t naive_perft_bell(const Variant *v, const Position *pos, const NaiveBell *bell, int depth)
{
    if (depth <= 0)
        return 1;
    NaiveMove *buf = malloc(sizeof(NaiveMove) * NAIVE_MAX_MOVES * (size_t)depth);
    if (!buf)
        abort();
    uint64_t total = perft_bell_rec(v, pos, bell, depth, buf);
    free(buf);
    return total;
}

/* Appends a string to buf of size len, truncating; *used counts what fits. */
static void append(char *buf, size_t len, size_t *used, const char *a, const char *b)
{
    if (*used < len) {
        int n = snprintf(buf + *used, len - *used, "%s%s", a, b);
        *used = n < 0 ? len : *used + (size_t)n;
    }
}

void naive_move_text(const Variant *v, const NaiveMove *m, char *buf, size_t len)
{
    const Board *b = &v->board;
    size_t used = 0;
    if (len)
        buf[0] = '\0';
    if (m->huffed != NO_POINT)
        append(buf, len, &used, "H", b->name[m->huffed]), append(buf, len, &used, " ", "");
    append(buf, len, &used, b->name[m->from], "");
    if (m->npath == 0)
        append(buf, len, &used, "-", b->name[m->to]);
    for (int i = 0; i < m->npath; i++)
        append(buf, len, &used, "x", b->name[m->path[i]]);
    if (v->rules.capture_by == CAPTURE_BY_APPROACH_WITHDRAWAL && m->npath) {
        /* the path alone does not tell an approach from a withdrawal */
        const char *sep = "{";
        for (int p = 0; p < b->npoints; p++)
            if (bits_has(m->captured, p)) {
                append(buf, len, &used, sep, b->name[p]);
                sep = ",";
            }
        append(buf, len, &used, "}", "");
    }
    if (m->crown)
        append(buf, len, &used, "+K", "");
}
