/*
 * mcts.c — UCT over a node pool: selection, expansion of all children at once, playouts, and
 * backing up results (proven wins and losses included).
 *
 * A node stands for the position after its move; its children are that position's legal moves,
 * identified by their index in movegen_legal's list, which is the same every time the position
 * is generated. Moves are made on one working position: copy-make for plain variants, make and
 * unmake (in reverse, after each playout) for variants with hooks or piece memory.
 */
#include "mcts.h"

#include "movegen.h"
#include "search_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum {
    PROVEN_WIN = 1,  /* the side that played the node's move wins */
    PROVEN_LOSS = -1,
    PROVEN_DRAW = 2, /* the node's position is drawn (blocked under blocked=draw) */
    LINE_MAX = MAX_PLY + 512, /* moves of one descent and playout */
    PLAYOUT_DEFAULT = 120,
    PROGRESS_EVERY = 4096,
    MIN_BYTES = 1 << 20,
};

typedef struct Node {
    uint32_t child;  /* index of the first child; 0: not expanded */
    uint16_t nchild;
    uint16_t move;   /* this node's move: its index in the parent position's legal moves */
    uint32_t visits;
    float value;     /* sum of playout results for the side that played `move` (1 win, ½ draw) */
    int8_t proven;   /* PROVEN_* or 0 */
    uint8_t plies;   /* proven: plies from this node's position to the end */
} Node;

struct Mcts {
    Node *nodes;
    uint32_t cap, used;
    MoveList list;
    Position pos;          /* the working position */
    Move line[LINE_MAX];   /* the moves made since the root (kept for unmaking under hooks or memory) */
    Undo undo[LINE_MAX];
    int nline;
    uint32_t path[MAX_PLY];
    int npath;
    int max_depth;
};

Mcts *mcts_new(size_t bytes)
{
    Mcts *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    bytes = bytes < MIN_BYTES ? MIN_BYTES : bytes;
    m->cap = (uint32_t)(bytes / sizeof(Node) < 0xFFFFFFF0u ? bytes / sizeof(Node) : 0xFFFFFFF0u);
    m->nodes = malloc(sizeof(Node) * m->cap);
    if (!m->nodes) {
        free(m);
        return NULL;
    }
    return m;
}

size_t mcts_bytes(const Mcts *m) { return m ? sizeof *m + movelist_bytes(&m->list) : 0; }

void mcts_free(Mcts *m)
{
    if (!m)
        return;
    movelist_free(&m->list);
    free(m->nodes);
    free(m);
}

/* ---- the working position ---- */

/* Makes move i of m->list on the working position. */
static void line_make(Mcts *m, const Searcher *s, int i)
{
    const Move *mv = &m->list.moves[i];
    const MoveDetail *d = movelist_detail(&m->list, i);
    if (variant_follows_make(s->v)) {
        m->line[m->nline] = *mv;
        position_make(s->v, &m->pos, mv, d, &m->undo[m->nline]);
    } else {
        position_apply(s->v, &m->pos, mv, d);
    }
    m->nline++;
}

/* Back to the root position. */
static void line_reset(Mcts *m, const Searcher *s)
{
    if (variant_follows_make(s->v))
        while (m->nline > 0) {
            m->nline--;
            position_unmake(s->v, &m->pos, &m->line[m->nline], &m->undo[m->nline]);
        }
    m->nline = 0;
    m->pos = s->root;
}

/* The legal moves of the working position; a failed hook stops the search, and so does a limit
 * reached meanwhile (a playout makes no node: the clock is looked at by the moves generated). */
static int generate(Mcts *m, Searcher *s)
{
    int n = movegen_legal(s->v, &m->pos, &m->list);
    if (m->list.hook_failed)
        s->hook_failed = s->stopped = true;
    search_generated(s, n);
    return n;
}

/* ---- playouts ---- */

/* The result for the side to move of a position without legal moves: 0 (lost) or ½. */
static double no_move_result(const Searcher *s, const Position *pos)
{
    return search_no_move_score(s->v, pos, 0) == 0 ? 0.5 : 0.0;
}

/* The evaluation as an expected result for the side to move. */
static double eval_result(const Searcher *s, const Position *pos)
{
    int e = eval_fast(&s->tables, s->v, pos, &s->params.weights);
    return 1.0 / (1.0 + exp(-(double)e / 200.0));
}

/* A playout move, its index in m->list: with probability mcts_guided ‰ one of those taking most
 * (kings, crowning breaking ties), else any, uniformly. */
static int playout_move(Mcts *m, Searcher *s, int n)
{
    const MoveList *l = &m->list;
    if (s->params.mcts_guided <= 0 || rng_below(&s->rng, 1000) >= s->params.mcts_guided)
        return rng_below(&s->rng, n);
    int best = -1, count = 0;
    for (int i = 0; i < n; i++) {
        const Move *mv = &l->moves[i];
        int key = mv->ncaptured * 8 + mv->nkings * 4 + ((mv->flags & MOVE_CROWN) ? 2 : 0);
        if (key > best)
            best = key, count = 0;
        count += key == best;
    }
    int k = rng_below(&s->rng, count);
    for (int i = 0; i < n; i++) {
        const Move *mv = &l->moves[i];
        if (mv->ncaptured * 8 + mv->nkings * 4 + ((mv->flags & MOVE_CROWN) ? 2 : 0) == best && k-- == 0)
            return i;
    }
    return 0;
}

/* Plays on from the working position; returns the result for the side to move there. */
static double playout(Mcts *m, Searcher *s)
{
    int limit = s->params.mcts_playout_plies > 0 ? s->params.mcts_playout_plies : PLAYOUT_DEFAULT;
    for (int p = 0;; p++) {
        double r = -1;
        int n = generate(m, s);
        if (n == 0)
            r = no_move_result(s, &m->pos);
        else if (search_quiet_over(s->v, &m->pos) || s->stopped)
            r = 0.5;
        else if (p >= limit || m->nline >= LINE_MAX)
            r = eval_result(s, &m->pos);
        if (r >= 0)
            return p % 2 == 0 ? r : 1.0 - r;
        line_make(m, s, playout_move(m, s, n));
    }
}

/* ---- the tree ---- */

/* The child of node `at` to follow: a proven win at once, else an unvisited child (at random),
 * else the best UCT value; children proven lost come last. */
static uint32_t select_child(Mcts *m, Searcher *s, uint32_t at)
{
    const Node *nd = &m->nodes[at];
    double c = (s->params.mcts_explore > 0 ? s->params.mcts_explore : 100) / 100.0;
    double log_n = log((double)nd->visits + 1.0);
    uint32_t best = nd->child, unvisited = 0;
    double best_value = -1e300;
    for (uint32_t i = nd->child; i < nd->child + nd->nchild; i++) {
        const Node *ch = &m->nodes[i];
        if (ch->proven == PROVEN_WIN)
            return i;
        unvisited += ch->visits == 0;
        double value = ch->proven == PROVEN_LOSS ? -1.0
                       : ch->visits == 0         ? 1e9
                                                 : ch->value / ch->visits + c * sqrt(log_n / ch->visits);
        if (value > best_value)
            best_value = value, best = i;
    }
    if (unvisited > 1) {
        uint32_t k = (uint32_t)rng_below(&s->rng, (int)unvisited);
        for (uint32_t i = nd->child; i < nd->child + nd->nchild; i++)
            if (m->nodes[i].visits == 0 && m->nodes[i].proven != PROVEN_LOSS && k-- == 0)
                return i;
    }
    return best;
}

/* Gives node `at` (whose position is the working one, with n legal moves in m->list) its
 * children; false if the pool is full. */
static bool expand(Mcts *m, uint32_t at, int n)
{
    if ((uint64_t)m->used + (uint64_t)n > m->cap)
        return false;
    Node *nd = &m->nodes[at];
    nd->child = m->used;
    nd->nchild = (uint16_t)n;
    for (int i = 0; i < n; i++)
        m->nodes[m->used + (uint32_t)i] = (Node){.move = (uint16_t)i};
    m->used += (uint32_t)n;
    return true;
}

/* Makes the move of child `at` on the working position (generating the moves again: the same
 * position gives the same list); false if that move is not there (a hook failed). */
static bool make_child(Mcts *m, Searcher *s, uint32_t at)
{
    int n = generate(m, s);
    if (m->nodes[at].move >= n)
        return false;
    line_make(m, s, m->nodes[at].move);
    return true;
}

/* Makes the move of child `at` and adds it to the path; false if it could not be made. */
static bool descend(Mcts *m, Searcher *s, uint32_t at)
{
    if (!make_child(m, s, at))
        return false;
    m->path[m->npath++] = at;
    search_path_set(s, m->npath - 1, m->pos.hash);
    m->max_depth = m->npath - 1 > m->max_depth ? m->npath - 1 : m->max_depth;
    return true;
}

/* Walks down from the root to a node to play out from, expanding it. Returns the result for the
 * side to move at the end of the path if the walk decided it (a proven or drawn position), or
 * −1 if a playout must decide. */
static double walk(Mcts *m, Searcher *s)
{
    line_reset(m, s);
    m->npath = 1;
    m->path[0] = 0;
    search_path_set(s, 0, m->pos.hash);
    for (;;) {
        uint32_t at = m->path[m->npath - 1];
        Node *nd = &m->nodes[at];
        if (nd->proven)
            return nd->proven == PROVEN_WIN ? 0.0 : nd->proven == PROVEN_LOSS ? 1.0 : 0.5;
        if (m->npath > 1 && search_is_repetition(s, &m->pos, m->npath - 1))
            return 0.5;
        if (nd->child == 0) {
            int n = generate(m, s);
            if (s->stopped)
                return 0.5; /* a hook failed: the list means nothing */
            if (n == 0) {
                double r = no_move_result(s, &m->pos);
                nd->proven = r == 0.0 ? PROVEN_WIN : PROVEN_DRAW;
                return r;
            }
            if (search_quiet_over(s->v, &m->pos))
                return 0.5;
            if (m->npath >= MAX_PLY - 2 || !expand(m, at, n))
                return -1;
            return descend(m, s, select_child(m, s, at)) ? -1 : 0.5;
        }
        if (m->npath >= MAX_PLY - 2)
            return -1;
        if (s->stopped)
            return 0.5; /* the playout would count for nothing */
        if (!descend(m, s, select_child(m, s, at)))
            return 0.5;
    }
}

/* Passes a proven child's verdict to its parent: one winning move proves the parent lost for
 * whoever moved into it; all moves losing prove it won. */
static bool prove_parent(Mcts *m, uint32_t parent, uint32_t child)
{
    Node *p = &m->nodes[parent];
    const Node *c = &m->nodes[child];
    if (p->proven)
        return false;
    if (c->proven == PROVEN_WIN) {
        p->proven = PROVEN_LOSS;
        p->plies = (uint8_t)(c->plies < 254 ? c->plies + 1 : 255);
        return true;
    }
    if (c->proven != PROVEN_LOSS)
        return false;
    int longest = 0;
    for (uint32_t i = p->child; i < p->child + p->nchild; i++) {
        if (m->nodes[i].proven != PROVEN_LOSS)
            return false;
        longest = m->nodes[i].plies > longest ? m->nodes[i].plies : longest;
    }
    p->proven = PROVEN_WIN;
    p->plies = (uint8_t)(longest < 254 ? longest + 1 : 255);
    return true;
}

/* Adds result r (for the side to move at the end of the path) to every node of the path. */
static void back_up(Mcts *m, double r)
{
    for (int i = m->npath - 1; i >= 0; i--) {
        Node *nd = &m->nodes[m->path[i]];
        nd->visits++;
        nd->value += (float)(1.0 - r);
        r = 1.0 - r;
    }
    for (int i = m->npath - 1; i >= 1 && prove_parent(m, m->path[i - 1], m->path[i]); i--)
        ;
}

/* ---- the result ---- */

/* The score of a root child for the side to move at the root. */
static int child_score(const Node *c)
{
    if (c->proven == PROVEN_WIN)
        return SEARCH_WIN - (c->plies + 1);
    if (c->proven == PROVEN_LOSS)
        return -(SEARCH_WIN - (c->plies + 1));
    if (c->visits == 0)
        return -EVAL_MAX;
    double q = c->value / c->visits;
    q = q < 1e-6 ? 1e-6 : q > 1 - 1e-6 ? 1 - 1e-6 : q;
    double e = 200.0 * log(q / (1.0 - q));
    return e > EVAL_MAX ? EVAL_MAX : e < -EVAL_MAX ? -EVAL_MAX : (int)lround(e);
}

/* The child of `at` to play: a proven win (the fastest), else the most visited that is not
 * proven lost, else the most visited. */
static uint32_t best_child(const Mcts *m, uint32_t at)
{
    const Node *nd = &m->nodes[at];
    uint32_t best = nd->child;
    for (uint32_t i = nd->child; i < nd->child + nd->nchild; i++) {
        const Node *c = &m->nodes[i], *b = &m->nodes[best];
        if (c->proven == PROVEN_WIN && (b->proven != PROVEN_WIN || c->plies < b->plies)) {
            best = i;
            continue;
        }
        if (b->proven == PROVEN_WIN || c->proven == PROVEN_LOSS)
            continue;
        if (b->proven == PROVEN_LOSS || c->visits > b->visits || (c->visits == b->visits && c->value > b->value))
            best = i;
    }
    return best;
}

/* The line of best children from the root, into out->pv. */
static void principal_line(Mcts *m, Searcher *s, SearchResult *out)
{
    line_reset(m, s);
    out->npv = 0;
    for (uint32_t at = 0; m->nodes[at].child && out->npv < MAX_PLY;) {
        uint32_t c = best_child(m, at);
        if ((m->nodes[c].visits == 0 && m->nodes[c].proven == 0) || !make_child(m, s, c))
            break;
        int i = m->nodes[c].move;
        if (!s->lean) /* a lean search's are found again (search_details) */
            out->pv_details[out->npv] = m->list.details[i];
        out->pv[out->npv++] = m->list.moves[i];
        at = c;
    }
    line_reset(m, s);
}

static void summarise(Mcts *m, Searcher *s, const MoveList *root, SearchResult *out)
{
    const Node *r = &m->nodes[0];
    if (!r->child)
        return;
    out->partial_moves = 0;
    for (uint32_t i = r->child; i < r->child + r->nchild; i++)
        out->partial_moves += m->nodes[i].visits > 0 || m->nodes[i].proven;
    out->complete = r->proven || out->partial_moves == r->nchild;
    uint32_t c = best_child(m, 0);
    out->best = root->moves[m->nodes[c].move];
    out->score = child_score(&m->nodes[c]);
    out->depth = m->max_depth;
    out->seldepth = m->max_depth;
    out->nodes = s->nodes;
    out->seconds = search_elapsed(s);
    principal_line(m, s, out);
    if (out->npv == 0)
        out->pv[out->npv++] = out->best;
}

/* Applies randomness and blunders over the root children's scores. */
static void choose(Mcts *m, Searcher *s, const MoveList *root, SearchResult *out)
{
    const Node *r = &m->nodes[0];
    if (!r->child || (s->params.randomness <= 0 && s->params.blunder_permille <= 0))
        return;
    int score[MAX_MOVES], best = (int)(best_child(m, 0) - r->child);
    bool exact[MAX_MOVES];
    for (int i = 0; i < r->nchild; i++) {
        score[i] = child_score(&m->nodes[r->child + (uint32_t)i]);
        exact[i] = m->nodes[r->child + (uint32_t)i].visits > 0;
    }
    int pick = search_pick_root(s, score, exact, r->nchild, best, &out->chosen);
    if (out->chosen) {
        out->best = out->pv[0] = root->moves[pick];
        out->npv = 1;
        out->score = score[pick];
    }
}

void mcts_run(Mcts *m, Searcher *s, const MoveList *root, SearchResult *out)
{
    if (!s->limits.nodes && s->limits.time_ms <= 0)
        s->limits.nodes = SEARCH_MCTS_DEFAULT;
    movelist_set_lean(&m->list, s->lean);
    m->nodes[0] = (Node){0};
    m->used = 1;
    m->nline = 0;
    m->max_depth = 0;
    m->pos = s->root;
    search_poll(s);
    while (!s->stopped) {
        double r = walk(m, s);
        if (r < 0 && !s->stopped)
            r = playout(m, s);
        line_reset(m, s);
        if (s->stopped && m->nodes[0].visits > 0)
            break; /* a playout cut short counts for nothing */
        back_up(m, r < 0 ? 0.5 : r);
        search_tick(s);
        if (m->nodes[0].proven)
            break; /* the root is solved */
        if (s->progress && s->nodes % PROGRESS_EVERY == 0) {
            summarise(m, s, root, out);
            search_progress(s, root, out);
        }
    }
    summarise(m, s, root, out);
    choose(m, s, root, out);
}
