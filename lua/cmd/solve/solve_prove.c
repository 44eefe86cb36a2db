/*
 * solve_prove.c — `kharbaga solve --prove` and `solve --check-proof FILE`: a position's value
 * proved by proof-number search (core/pns.h) with the directory's tables at its leaves, its
 * proof kept in a file, and a proof file checked again (core/proof.h; docs/solving.md).
 */
#include "solve_prove.h"

#include "i18n.h"
#include "pns.h"
#include "solve_tables.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { DEFAULT_NODES = 10000000 };

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* What a proof or a check shares: the game, its tables. */
typedef struct Prove {
    Cli *cli;
    Egtb *ctx;
    SolveTables tables;
    ProofTables probe;
} Prove;

static void close_prove(Prove *p)
{
    solve_tables_free(&p->tables);
    egtb_free(p->ctx);
}

static int open_prove(Prove *p, const char *dir)
{
    const Variant *v = &p->cli->def->variant;
    Err err = {0};
    int pieces = egtb_game_pieces(v);
    if (!egtb_supported(v, 2, false, &err))
        return cli_error_in("rule", "solve %s: %s", p->cli->def->id, err.msg);
    p->ctx = egtb_new(v, p->cli->def->id, pieces < EGTB_MAX_PIECES ? pieces : EGTB_MAX_PIECES, &err);
    if (!p->ctx)
        return cli_fail(&err);
    if (!solve_tables_init(&p->tables, p->ctx, dir, cli_err()))
        return cli_out_of_memory();
    p->probe = (ProofTables){solve_tables_probe, &p->tables};
    return 0;
}

/* One search: does `attacker` win? Its line; false (reported) on a failure or no answer. */
static bool search(Prove *p, Pns *pns, const Position *root, int attacker, PnsResult *result)
{
    const Variant *v = &p->cli->def->variant;
    PnsStats st;
    Err err = {0};
    double start = now();
    if (!pns_search(pns, root, attacker, &p->probe, NULL, result, &st, &err))
        return cli_fail(&err), false;
    double took = now() - start;
    const char *answer = *result == PNS_PROVEN      ? _("proved")
                         : *result == PNS_DISPROVEN ? _("disproved: the other side at least draws")
                                                    : _("no answer");
    /* TRANSLATORS: the side (a game's word, as "Black"), the answer, then the search's counts. */
    fprintf(cli_out(),
            _("does %s win? %s (%llu nodes, %llu expanded, %llu table leaves, %llu repetitions, %llu transpositions; "
              "%.2f s)\n"),
            v->side_name[attacker], answer, (unsigned long long)st.nodes, (unsigned long long)st.expanded,
            (unsigned long long)st.table, (unsigned long long)st.repeated, (unsigned long long)st.transposed, took);
    if (st.second)
        /* TRANSLATORS: PN²'s second-level searches: the nodes they made, then the nodes of their
         * proofs the tree kept. */
        fprintf(cli_out(), _("  second level: %llu nodes searched, %llu nodes of their proofs kept in the tree\n"),
                (unsigned long long)st.second, (unsigned long long)st.copied);
    if (*result == PNS_UNKNOWN) {
        cli_error("solve --prove: no answer within %llu nodes (the root's proof number %lu, disproof number %lu); "
                  "give more --nodes or build larger tables",
                  (unsigned long long)st.nodes, (unsigned long)st.pn, (unsigned long)st.dn);
        return false;
    }
    return true;
}

/* The two searches: the value of root for its side to move, and its proof into proof. */
static bool prove_value(Prove *p, Pns *pns, const Position *root, Proof *proof, EgtbWdl *value)
{
    Err err = {0};
    PnsResult first, second;
    int mover = root->side;
    if (!search(p, pns, root, mover, &first))
        return false;
    if (first == PNS_PROVEN) {
        *value = EGTB_WIN;
        return pns_proof(pns, proof, &err) || cli_fail(&err) == 0;
    }
    if (!pns_proof(pns, proof, &err)) /* the other side at least draws */
        return cli_fail(&err), false;
    if (!search(p, pns, root, !mover, &second))
        return false;
    if (second == PNS_PROVEN) { /* the other side wins: only its proof is needed */
        proof_free(proof);
        proof_init(proof);
        *value = EGTB_LOSS;
    } else {
        *value = EGTB_DRAW;
    }
    return pns_proof(pns, proof, &err) || cli_fail(&err) == 0;
}

static void print_value(const Cli *cli, const char *text, EgtbWdl value)
{
    const char *mover = cli->def->variant.side_name[cli->pos.side];
    /* TRANSLATORS: the position's text, then the side to move (a game's word, as "Black"). */
    const char *line = value == EGTB_WIN    ? _("the position %s: %s to move wins with perfect play (proved)\n")
                       : value == EGTB_LOSS ? _("the position %s: %s to move loses with perfect play (proved)\n")
                                            : _("the position %s: %s to move draws with perfect play (proved)\n");
    fprintf(cli_out(), line, text, mover);
}

int solve_prove(Cli *cli, const char *dir)
{
    Prove p = {.cli = cli};
    int status = open_prove(&p, dir);
    if (status)
        return close_prove(&p), status;
    uint64_t nodes = cli->nodes ? cli->nodes : DEFAULT_NODES;
    Err err = {0};
    Pns *pns = pns_new(&cli->def->variant, nodes, &err);
    if (pns && cli->second_level && !pns_use_second_level(pns, cli->second_level, &err)) {
        pns_free(pns);
        pns = NULL;
    }
    Proof proof;
    proof_init(&proof);
    EgtbWdl value = EGTB_DRAW;
    status = !pns ? cli_fail(&err) : prove_value(&p, pns, &cli->pos, &proof, &value) ? 0 : 1;
    if (status == 0) {
        snprintf(proof.game, sizeof proof.game, "%s", cli->def->id);
        snprintf(proof.rules, sizeof proof.rules, "%s", egtb_rules_text(p.ctx));
        proof.key = egtb_key(p.ctx);
        proof.value = value;
        position_to_text(&cli->def->variant, &cli->pos, proof.position, sizeof proof.position);
        fprintf(cli_out(), P_("tables read: %d slice from %s\n", "tables read: %d slices from %s\n",
                              (unsigned long)p.tables.loaded), p.tables.loaded, dir);
        print_value(cli, proof.position, value);
        if (cli->proof && !proof_write(&proof, cli->proof, &err))
            status = cli_fail(&err);
        else if (cli->proof)
            fprintf(cli_out(), P_("proof written to %s: %lu nodes in %d part\n", "proof written to %s: %lu nodes in %d parts\n",
                                  (unsigned long)proof.nparts), cli->proof, (unsigned long)proof.nnodes, proof.nparts);
    }
    proof_free(&proof);
    pns_free(pns);
    close_prove(&p);
    return status;
}

int solve_check_proof(Cli *cli, const char *dir)
{
    Prove p = {.cli = cli};
    int status = open_prove(&p, dir);
    if (status)
        return close_prove(&p), status;
    Proof proof;
    Err err = {0};
    ProofCheckStats st;
    if (!proof_read(cli->check_proof, &proof, &err))
        status = cli_error_in("check-proof", "solve --check-proof: %s", err.msg);
    else if (!proof_check(&proof, &cli->def->variant, cli->def->id, egtb_key(p.ctx), &p.probe, &st, &err))
        status = cli_error_in("check-proof", "solve --check-proof %s: %s", cli->check_proof, err.msg);
    else {
        fprintf(cli_out(),
                _("%s: the proof holds: %llu nodes, %llu moves, %llu leaves (%llu from the tables)\n"),
                cli->check_proof, (unsigned long long)st.nodes, (unsigned long long)st.moves,
                (unsigned long long)st.leaves, (unsigned long long)st.table_leaves);
        Position root;
        if (position_from_text(&cli->def->variant, proof.position, &root, NULL)) {
            cli->pos = root;
            print_value(cli, proof.position, proof.value);
        }
    }
    proof_free(&proof);
    close_prove(&p);
    return status;
}
