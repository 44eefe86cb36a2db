/*
 * proof.h — the proof of a position's value, as `kharbaga solve --prove` keeps it in a file and
 * `solve --check-proof` checks it again (docs/solving.md, "Proof files").
 *
 * A proof has one or two parts. A part shows that one side (the prover) wins, or at least draws,
 * from the root position: a graph of nodes, node 0 the root, each either a leaf (the game's end
 * or a position whose value a table gives), a position of the prover's with the one move it
 * plays, or a position of the other side's with every legal move. A win is one part (the side
 * to move wins, or for a loss the other side wins); a draw is two, each side at least drawing.
 *
 * Cycles: a position repeated on a line is a draw (the tables ignore repetition). So a part that
 * proves a draw may come back to a node of its own (the line goes round, a draw), and a part
 * that proves a win may not: its graph must be acyclic, each line ending at a leaf.
 */
#ifndef KHARBAGA_PROOF_H
#define KHARBAGA_PROOF_H

#include "egtb.h"

#include <stdio.h>

enum { PROOF_VERSION = 1, PROOF_POSITION_TEXT = 1024, PROOF_RULES_TEXT = 512 };

/* Where a proof's leaves take their values: the tables. probe returns false when pos's slice
 * has no table. */
typedef struct ProofTables {
    bool (*probe)(void *arg, const Position *pos, EgtbValue *value);
    void *arg;
} ProofTables;

typedef enum ProofGoal { PROOF_WIN, PROOF_DRAW } ProofGoal; /* the prover wins / at least draws */

typedef enum ProofKind {
    PROOF_LEAF = '=',  /* the game's end or a table's position */
    PROOF_ONE = '>',   /* the prover's move */
    PROOF_EVERY = '*', /* every move of the other side */
} ProofKind;

typedef struct ProofEdge {
    uint32_t text;  /* the move's text: an offset into the pool */
    uint32_t child; /* a node of the same part */
} ProofEdge;

typedef struct ProofNode {
    uint32_t first; /* its first edge */
    uint32_t nedges;
    char kind;      /* ProofKind */
} ProofNode;

typedef struct ProofPart {
    int side;       /* the prover: SOUTH or NORTH */
    ProofGoal goal;
    uint32_t first; /* its node 0 among the proof's nodes */
    uint32_t nnodes;
} ProofPart;

typedef struct Proof {
    char game[32];
    uint64_t key;                    /* egtb_key of the game and rule choice */
    char rules[PROOF_RULES_TEXT];    /* egtb_rules_text, for a person reading the file */
    char position[PROOF_POSITION_TEXT];
    EgtbWdl value;                   /* the root's, for its side to move */
    ProofPart parts[2];
    int nparts;
    ProofNode *nodes;
    ProofEdge *edges;
    char *pool;
    uint32_t nnodes, nedges, npool;
    uint32_t capnodes, capedges, cappool;
} Proof;

void proof_init(Proof *p);
void proof_free(Proof *p);

/* Building a proof: a part, then its nodes in order, each followed by its edges. False if
 * memory ran out (or the proof outgrew 2^32 entries). */
bool proof_add_part(Proof *p, int side, ProofGoal goal);
bool proof_add_node(Proof *p, ProofKind kind);
bool proof_add_edge(Proof *p, const char *move, uint32_t child);

/* Move text of edge e. */
static inline const char *proof_edge_text(const Proof *p, const ProofEdge *e) { return p->pool + e->text; }

/* Writes p to path through path.part, renamed into place when complete. False with a message. */
bool proof_write(const Proof *p, const char *path, Err *err);

/* Reads a proof file, refusing (false, one line naming the file) one that is not a proof, of
 * another format version, cut short, damaged (its checksum) or malformed (naming the line). */
bool proof_read(const char *path, Proof *p, Err *err);

/* What a check saw. */
typedef struct ProofCheckStats {
    uint64_t nodes, leaves, table_leaves, moves;
} ProofCheckStats;

/* Checks p against v's move generator and the tables, independently of the search that made it:
 * the game and key must be game and key; every node's moves are generated again; the prover's
 * move legal, the other side's moves all there, each child the position its move makes, every
 * leaf the game's end or a table's value good enough for the prover, every node reached, a win's
 * graph acyclic; and the parts must add up to the stated value. False with one line naming what
 * is wrong. */
bool proof_check(const Proof *p, const Variant *v, const char *game, uint64_t key, const ProofTables *tables,
                 ProofCheckStats *stats, Err *err);

/* The value of a position that ends the game, for its side to move: a side without pieces (it
 * has lost, or won when the other side has none), or no legal move (the rules' `blocked`).
 * False if the game goes on. nmoves is pos's number of legal moves. */
bool proof_game_end(const Variant *v, const Position *pos, int nmoves, EgtbWdl *value);

#endif
