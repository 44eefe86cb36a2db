/*
 * proof_check.c — a proof checked again from the rules (proof.h), sharing nothing with the search
 * that made it but the move generator and the tables: every node's position is made again from
 * the root by the moves the proof names, every node's moves generated again.
 *
 * The rule for cycles is the search's: a position repeated on a line is a draw. A part proving a
 * draw is a set of positions the prover can keep the game in (each of its positions has a move
 * that stays in the set, each of the other side's has all its moves in the set) or leave only
 * for a leaf it does not lose: a line that goes round in it is a draw. A part proving a win must
 * have no cycle, so that every line ends at a leaf the prover wins.
 */
#include "proof.h"

#include "i18n.h"

#include "move.h"
#include "movegen.h"
#include "notation.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

typedef struct Check {
    const Proof *p;
    const ProofPart *part;
    const Variant *v;
    const ProofTables *tables;
    Position *pos;   /* each node's position, once reached */
    uint8_t *seen;
    uint32_t *queue;
    uint32_t nqueue;
    bool *used;      /* the legal moves an every-move node named */
    MoveList list;
    ProofCheckStats *stats;
} Check;

static const char *wdl_word(EgtbWdl w) { return w == EGTB_WIN ? _("win") : w == EGTB_LOSS ? _("loss") : _("draw"); }

static bool same(const Position *a, const Position *b)
{
    return a->side == b->side && bits_equal(a->men[0], b->men[0]) && bits_equal(a->men[1], b->men[1]) &&
           bits_equal(a->kings[0], b->kings[0]) && bits_equal(a->kings[1], b->kings[1]);
}

/* Node k's failure, naming it and its position. */
static bool node_error(const Check *c, uint32_t k, const char *what, Err *err)
{
    char text[PROOF_POSITION_TEXT];
    if (!position_to_text(c->v, &c->pos[k], text, sizeof text))
        strcpy(text, "?");
    return err_set(err, "part %d, node %lu (%s): %s", (int)(c->part - c->p->parts) + 1, (unsigned long)k, text, what);
}

/* Whether a value for the side to move (`mover`) is what the part needs. */
static bool good_enough(const Check *c, int mover, EgtbWdl wdl)
{
    bool mine = mover == c->part->side;
    if (c->part->goal == PROOF_WIN)
        return wdl == (mine ? EGTB_WIN : EGTB_LOSS);
    return wdl != (mine ? EGTB_LOSS : EGTB_WIN);
}

static bool check_leaf(Check *c, uint32_t k, int nmoves, Err *err)
{
    EgtbWdl wdl;
    EgtbValue value;
    if (!proof_game_end(c->v, &c->pos[k], nmoves, &wdl)) {
        if (!c->tables || !c->tables->probe || !c->tables->probe(c->tables->arg, &c->pos[k], &value))
            return node_error(c, k, _("a leaf that neither ends the game nor is in a table of the tables' directory"), err);
        wdl = value.wdl;
        c->stats->table_leaves++;
    }
    c->stats->leaves++;
    if (!good_enough(c, c->pos[k].side, wdl)) {
        char what[128];
        snprintf(what, sizeof what, _("a leaf whose value (%s for the side to move) does not prove the part"), wdl_word(wdl));
        return node_error(c, k, what, err);
    }
    return true;
}

/* Edge e of node k: its move legal, its child's position the one the move makes. */
static bool check_edge(Check *c, uint32_t k, const ProofEdge *e, Err *err)
{
    Err why = {0};
    const char *text = proof_edge_text(c->p, e);
    int i = move_parse(c->v, &c->list, text, &why);
    if (i < 0)
        return node_error(c, k, why.msg, err);
    if (c->used[i])
        return node_error(c, k, _("a move named twice"), err);
    c->used[i] = true;
    Position child = c->pos[k];
    position_apply(c->v, &child, &c->list.moves[i], movelist_detail(&c->list, i));
    c->stats->moves++;
    if (!c->seen[e->child]) {
        c->seen[e->child] = 1;
        c->pos[e->child] = child;
        c->queue[c->nqueue++] = e->child;
    } else if (!same(&c->pos[e->child], &child)) {
        char what[256];
        snprintf(what, sizeof what, _("move %.40s leads to another position than node %lu's"), text,
                 (unsigned long)e->child);
        return node_error(c, k, what, err);
    }
    return true;
}

static bool check_node(Check *c, uint32_t k, Err *err)
{
    const ProofNode *n = &c->p->nodes[c->part->first + k];
    int nmoves = movegen_legal(c->v, &c->pos[k], &c->list);
    if (c->list.overflow || c->list.hook_failed)
        return node_error(c, k, _("more moves or longer captures than the generator holds"), err);
    c->stats->nodes++;
    if (n->kind == PROOF_LEAF)
        return check_leaf(c, k, nmoves, err);
    EgtbWdl wdl;
    if (proof_game_end(c->v, &c->pos[k], nmoves, &wdl))
        return node_error(c, k, _("the game is over here: the node must be a leaf"), err);
    bool mine = c->pos[k].side == c->part->side;
    if (n->kind == PROOF_ONE && (!mine || n->nedges != 1))
        return node_error(c, k, mine ? _("the prover's node must name one move") : _("a move of the prover's where the other side moves"),
                          err);
    if (n->kind == PROOF_EVERY && (mine || n->nedges != (uint32_t)nmoves))
        return node_error(c, k, mine ? _("every move where the prover moves") : _("not every move of the other side"), err);
    memset(c->used, 0, sizeof *c->used * (size_t)nmoves);
    for (uint32_t e = 0; e < n->nedges; e++)
        if (!check_edge(c, k, &c->p->edges[n->first + e], err))
            return false;
    return true;
}

/* A win's part: no cycle (a depth-first walk, each node grey while its edges are walked). */
static bool acyclic(const Check *c, Err *err)
{
    const Proof *p = c->p;
    uint32_t n = c->part->nnodes;
    uint8_t *colour = calloc(n, 1);
    uint32_t *stack = malloc(sizeof *stack * n), *next = calloc(n, sizeof *next);
    if (!colour || !stack || !next) {
        free(colour), free(stack), free(next);
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    }
    bool ok = true;
    uint32_t depth = 0;
    stack[depth++] = 0;
    colour[0] = 1;
    while (ok && depth) {
        uint32_t k = stack[depth - 1];
        const ProofNode *node = &p->nodes[c->part->first + k];
        if (next[k] == node->nedges) {
            colour[k] = 2;
            depth--;
            continue;
        }
        uint32_t child = p->edges[node->first + next[k]++].child;
        if (colour[child] == 1)
            ok = node_error(c, child, _("a line of the win comes back here: a repetition, a draw"), err);
        else if (colour[child] == 0) {
            colour[child] = 1;
            stack[depth++] = child;
        }
    }
    free(colour), free(stack), free(next);
    return ok;
}

static bool check_part(Check *c, const Position *root, Err *err)
{
    uint32_t n = c->part->nnodes;
    c->pos = malloc(sizeof *c->pos * n);
    c->seen = calloc(n, 1);
    c->queue = malloc(sizeof *c->queue * n);
    if (!c->pos || !c->seen || !c->queue)
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    c->pos[0] = *root;
    c->seen[0] = 1;
    c->queue[0] = 0;
    c->nqueue = 1;
    for (uint32_t q = 0; q < c->nqueue; q++)
        if (!check_node(c, c->queue[q], err))
            return false;
    if (c->nqueue != n)
        return err_set(err, "part %d: %lu of its %lu nodes are not reached from its root",
                       (int)(c->part - c->p->parts) + 1, (unsigned long)(n - c->nqueue), (unsigned long)n);
    return c->part->goal == PROOF_DRAW || acyclic(c, err);
}

/* Whether the parts add up to the value for the root's side to move. */
static bool parts_fit(const Proof *p, int mover)
{
    const ProofPart *a = &p->parts[0], *b = &p->parts[1];
    if (p->value == EGTB_DRAW)
        return p->nparts == 2 && a->goal == PROOF_DRAW && b->goal == PROOF_DRAW && a->side != b->side;
    return p->nparts == 1 && a->goal == PROOF_WIN && (a->side == mover) == (p->value == EGTB_WIN);
}

bool proof_check(const Proof *p, const Variant *v, const char *game, uint64_t key, const ProofTables *tables,
                 ProofCheckStats *stats, Err *err)
{
    memset(stats, 0, sizeof *stats);
    if (strcmp(p->game, game) != 0)
        return err_set(err, "a proof for the game %.31s, not %.31s", p->game, game);
    if (p->key != key)
        return err_set(err, "a proof for %.31s under another rule choice (its rules: %.300s)", p->game, p->rules);
    Position root;
    Err why = {0};
    if (!position_from_text(v, p->position, &root, &why))
        return err_set(err, "its position: %s", why.msg);
    if (!parts_fit(p, root.side))
        return err_set(err, "its parts do not add up to its value (%s for the side to move)", wdl_word(p->value));
    bool ok = true;
    for (int i = 0; ok && i < p->nparts; i++) {
        Check c = {.p = p, .part = &p->parts[i], .v = v, .tables = tables, .list = MOVELIST_INIT, .stats = stats};
        c.used = calloc(MAX_MOVES, sizeof *c.used);
        ok = c.used ? check_part(&c, &root, err) : err_fail(err, ERR_NO_MEMORY, "out of memory");
        free(c.pos), free(c.seen), free(c.queue), free(c.used);
        movelist_free(&c.list);
    }
    return ok;
}
