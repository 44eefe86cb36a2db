/*
 * pns.h — proof-number search: whether a side can force a win from a position, with the endgame
 * tables at its leaves (docs/solving.md, "Proving a position").
 *
 * One search answers one question: does `attacker` win? A proof says yes; a disproof is a proof
 * that the other side at least draws. So a position's value takes at most two searches (does the
 * side to move win? does the other side?), and a draw is the disproof of both.
 *
 * The search keeps an explicit tree (Allis's proof-number search), so every node has one path
 * from the root and a position repeated on that path is judged exactly: it is a draw, as in the
 * tables (repetition and the quiet-move limit are ignored, a cycle neither side leaves is a
 * draw). A draw by repetition is a disproof that leans on the path; such a result is never
 * reused elsewhere. A transposition (a position solved elsewhere in the tree) is reused only when
 * its result holds whatever the path: every proof (a win never leans on a repetition), and a
 * disproof whose repetitions all return inside its own subtree.
 */
#ifndef KHARBAGA_PNS_H
#define KHARBAGA_PNS_H

#include "egtb.h"
#include "proof.h"

typedef enum PnsResult {
    PNS_PROVEN,    /* the attacker wins */
    PNS_DISPROVEN, /* the other side at least draws */
    PNS_UNKNOWN,   /* stopped at the node limit */
} PnsResult;

typedef struct PnsStats {
    uint64_t nodes;       /* nodes made (the tree's size) */
    uint64_t expanded;    /* nodes whose moves were generated */
    uint64_t table;       /* leaves valued by a table */
    uint64_t repeated;    /* leaves that repeat a position of their path */
    uint64_t transposed;  /* leaves that take a result solved elsewhere */
    uint64_t second;      /* PN²: nodes the second-level searches made, together */
    uint64_t copied;      /* PN²: nodes of their proofs copied into the tree */
    uint32_t pn, dn;      /* the root's proof and disproof numbers at the end */
} PnsStats;

typedef struct Pns Pns;

/* A search over v (rules whose positions are their men, kings and side to move:
 * egtb_supported) of at most max_nodes nodes; NULL with a message if memory ran out. */
Pns *pns_new(const Variant *v, uint64_t max_nodes, Err *err);

void pns_free(Pns *p);

/* Makes p a PN² search (Breuker 1998): each node it expands is searched again by a second-level
 * proof-number search of at most as many nodes as p's tree holds then (at least 1,000, at most
 * max_nodes), whose tree is dropped after it gives the node's children their proof and
 * disproof numbers; the tree keeps, of what it solved, what a proof needs. So the tree in memory
 * holds the most-proving part of a far larger search. False with a message if memory ran out. */
bool pns_use_second_level(Pns *p, uint64_t max_nodes, Err *err);

/* Bytes a node of the tree takes (for the memory a node limit allows). */
size_t pns_node_bytes(void);

/* Searches whether `attacker` wins from root; false with a message if the move generator's
 * limits were exceeded. The tree of an earlier search is dropped. stop (may be NULL) ends it
 * early, as the node limit does. */
bool pns_search(Pns *p, const Position *root, int attacker, const ProofTables *tables, const volatile int *stop,
                PnsResult *result, PnsStats *stats, Err *err);

/* The last search's proof as one part of a proof file: the attacker's win if it was proven, the
 * other side's draw if it was disproven. Appended to proof. False with a message if memory ran
 * out. */
bool pns_proof(const Pns *p, Proof *proof, Err *err);

#endif
