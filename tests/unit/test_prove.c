/*
 * test_prove.c — the proof-number search (core/pns.c) and proof files (core/proof*.c): the
 * prover, given only the tables of fewer pieces, agrees with a full table build on positions of
 * more pieces (Felli under three rule choices, Fanorona on 3 x 3 points), and every proof it
 * writes passes the checker; the checker refuses a proof damaged by one byte, one whose move was
 * changed or left out (its checksum made again), a cut-short one, one of another rule choice, and
 * a draw's part passed off as a win (its cycle); PN² (core/pns_second.c) gives the same values with
 * proofs that pass the checker, and answers more than the plain search with trees of one size.
 *
 * Usage: test_prove DIR (a scratch directory for proof files).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "egtb.h"
#include "gamedef.h"
#include "pns.h"
#include "proof.h"
#include "support/tables_fixture.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *scratch_dir;

/* The tree's size for each position compared: a draw among flying kings can take more (the
 * position is then counted as without an answer, never as agreeing). */
enum { NODES = 50000 };

#define FANORONA3 KHARBAGA_SOURCE_DIR "/variants/fanorona_3x3.lua"

/* The prover's tables: ctx's, but only slices of at most `pieces` pieces. */
typedef struct Fewer {
    const Egtb *ctx;
    int pieces;
} Fewer;

static bool probe_fewer(void *arg, const Position *pos, EgtbValue *value)
{
    const Fewer *f = arg;
    return bits_count(position_occupied(pos)) <= f->pieces && egtb_probe(f->ctx, pos, value);
}

/* Nodes of second-level proofs the searches copied into their trees, in all. */
static uint64_t copied_nodes;

/* The value of pos by at most two searches, and its proof (when proof is not NULL); -1 if a
 * search ran out of nodes. */
static int prove(Pns *pns, const Position *pos, const ProofTables *tables, Proof *proof)
{
    PnsResult r1, r2;
    PnsStats st;
    Err err = {0};
    assert_true(pns_search(pns, pos, pos->side, tables, NULL, &r1, &st, &err));
    copied_nodes += st.copied;
    if (r1 == PNS_UNKNOWN)
        return -1;
    if (r1 == PNS_PROVEN) {
        if (proof)
            assert_true(pns_proof(pns, proof, &err));
        return EGTB_WIN;
    }
    if (proof)
        assert_true(pns_proof(pns, proof, &err));
    assert_true(pns_search(pns, pos, !pos->side, tables, NULL, &r2, &st, &err));
    copied_nodes += st.copied;
    if (r2 == PNS_UNKNOWN)
        return -1;
    if (r2 == PNS_PROVEN && proof) {
        proof_free(proof);
        proof_init(proof);
    }
    if (proof)
        assert_true(pns_proof(pns, proof, &err));
    return r2 == PNS_PROVEN ? EGTB_LOSS : EGTB_DRAW;
}

static void fill_header(Proof *proof, const Egtb *ctx, const Position *pos, int value)
{
    snprintf(proof->game, sizeof proof->game, "%s", egtb_game(ctx));
    snprintf(proof->rules, sizeof proof->rules, "%s", egtb_rules_text(ctx));
    proof->key = egtb_key(ctx);
    proof->value = (EgtbWdl)value;
    assert_true(position_to_text(egtb_variant(ctx), pos, proof->position, sizeof proof->position));
}

/* How the prover searches: its tree's most nodes, and PN²'s second level's (0: none). */
typedef struct Search {
    uint64_t nodes, second;
} Search;

static const Search plain = {NODES, 0};

/* Every `stride`-th position of each slice of `pieces` pieces, proved with the tables of fewer,
 * against the full table; each proof checked. Returns how many had no answer. */
static uint64_t agree_by(Search how, const char *game, const char *ruleset, const char **changes, int nchanges,
                         int pieces, int stride)
{
    GameDef *def = fixture_load_game(game, ruleset, changes, nchanges);
    Egtb *ctx = egtb_new(&def->variant, def->id, pieces, NULL);
    assert_non_null(ctx);
    fixture_build_tables(ctx);
    Fewer fewer = {ctx, pieces - 1};
    ProofTables tables = {probe_fewer, &fewer};
    Pns *pns = pns_new(&def->variant, how.nodes, NULL);
    assert_non_null(pns);
    assert_true(!how.second || pns_use_second_level(pns, how.second, NULL));
    EgtbSlice plan[4096];
    int nplan = egtb_plan(ctx, plan, 4096);
    uint64_t compared = 0, unknown = 0, counts[3] = {0};
    for (int s = 0; s < nplan; s++) {
        if (egtb_slice_pieces(plan[s]) != pieces)
            continue;
        const EgtbTable *t = egtb_table(ctx, plan[s]);
        for (uint64_t i = 0; i < t->size; i += (uint64_t)stride) {
            Position pos;
            egtb_unrank(ctx, plan[s], i, &pos);
            Proof proof;
            proof_init(&proof);
            int got = prove(pns, &pos, &tables, &proof), want = (int)egtb_table_value(t, i).wdl;
            char text[512];
            position_to_text(&def->variant, &pos, text, sizeof text);
            if (got < 0) {
                unknown++;
                proof_free(&proof);
                continue;
            }
            if (got != want)
                fail_msg("%s %s: %s: proved %d, the tables %d", def->id, ruleset, text, got, want);
            fill_header(&proof, ctx, &pos, got);
            ProofCheckStats st;
            Err err = {0};
            if (!proof_check(&proof, &def->variant, def->id, egtb_key(ctx), &tables, &st, &err))
                fail_msg("%s %s: %s: the proof fails its check: %s", def->id, ruleset, text, err.msg);
            proof_free(&proof);
            counts[got]++;
            compared++;
        }
    }
    print_message("%s %s, %d pieces: %llu positions agree (%llu wins, %llu draws, %llu losses), %llu without an "
                  "answer within %llu nodes%s\n", def->id, ruleset, pieces, (unsigned long long)compared,
                  (unsigned long long)counts[EGTB_WIN], (unsigned long long)counts[EGTB_DRAW],
                  (unsigned long long)counts[EGTB_LOSS], (unsigned long long)unknown, (unsigned long long)how.nodes,
                  how.second ? " (PN²)" : "");
    assert_true(compared > 100);
    if (how.nodes >= NODES) /* at most one position in 20 without an answer */
        assert_true(unknown * 20 <= compared);
    assert_true(counts[EGTB_WIN] && counts[EGTB_LOSS]);
    pns_free(pns);
    egtb_free(ctx);
    fixture_release_game(def);
    return unknown;
}

static void agree(const char *game, const char *ruleset, const char **changes, int nchanges, int pieces, int stride)
{
    agree_by(plain, game, ruleset, changes, nchanges, pieces, stride);
}

static void test_felli_agrees(void **state)
{
    (void)state;
    agree("felli", "standard", NULL, 0, 4, 53);
    agree("felli", "bouhajbane", NULL, 0, 4, 53);
    agree("felli", "simplified", NULL, 0, 4, 11);
}

static void test_fanorona_agrees(void **state)
{
    (void)state;
    agree(FANORONA3, "no_opening_rule", NULL, 0, 6, 3);
    agree(FANORONA3, "standard", NULL, 0, 7, 5);
}

/* PN²: the same values, and proofs that pass the checker, from trees of every size; with a
 * small tree it answers where the plain search runs out of nodes. */
static void test_pn2_agrees(void **state)
{
    (void)state;
    const Search small = {1000, 0}, small_pn2 = {1000, 1000}, pn2 = {5000, 5000};
    copied_nodes = 0;
    agree_by(pn2, "felli", "standard", NULL, 0, 4, 211);
    assert_true(copied_nodes > 0); /* the proofs checked hold nodes the second level solved */
    agree_by(pn2, FANORONA3, "no_opening_rule", NULL, 0, 6, 7);
    uint64_t without = agree_by(small, "felli", "bouhajbane", NULL, 0, 4, 97);
    uint64_t with = agree_by(small_pn2, "felli", "bouhajbane", NULL, 0, 4, 97);
    print_message("felli bouhajbane, trees of 1,000 nodes: %llu positions without an answer, %llu with PN²\n",
                  (unsigned long long)without, (unsigned long long)with);
    assert_true(without > 0);
    assert_true(with < without);
}

/* PN² on a game's start: Fanoron-Dimy is a draw, and with the tables of 4 pieces the plain search
 * needs 1.55 million nodes to show it; PN² shows it with a tree of 200,000, and its proof (where
 * the second level's transpositions were copied in place) passes the checker. */
static void test_pn2_proves_a_start(void **state)
{
    (void)state;
    GameDef *def = fixture_load_game("fanoron_dimy", "standard", NULL, 0);
    Egtb *ctx = egtb_new(&def->variant, def->id, 4, NULL);
    assert_non_null(ctx);
    fixture_build_tables(ctx);
    Fewer all = {ctx, 4};
    ProofTables tables = {probe_fewer, &all};
    Position start;
    position_start(&def->variant, &start);
    Pns *pns = pns_new(&def->variant, 200000, NULL);
    assert_non_null(pns);
    Proof proof;
    proof_init(&proof);
    assert_int_equal(prove(pns, &start, &tables, &proof), -1); /* the plain search runs out */
    proof_free(&proof);
    proof_init(&proof);
    assert_true(pns_use_second_level(pns, 200000, NULL));
    copied_nodes = 0;
    assert_int_equal(prove(pns, &start, &tables, &proof), EGTB_DRAW);
    assert_true(copied_nodes > 0);
    fill_header(&proof, ctx, &start, EGTB_DRAW);
    ProofCheckStats st;
    Err err = {0};
    if (!proof_check(&proof, &def->variant, def->id, egtb_key(ctx), &tables, &st, &err))
        fail_msg("fanoron_dimy: the PN² proof fails its check: %s", err.msg);
    proof_free(&proof);
    pns_free(pns);
    egtb_free(ctx);
    fixture_release_game(def);
}

/* ---- proof files ---- */

static char *read_bytes(const char *path, size_t *n)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    *n = (size_t)ftell(f);
    fseek(f, 0, SEEK_SET);
    char *data = malloc(*n + 1);
    assert_int_equal(fread(data, 1, *n, f), *n);
    data[*n] = '\0';
    fclose(f);
    return data;
}

static void write_bytes(const char *path, const char *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

/* The file's checksum line made again for its (edited) contents: FNV-1a, 64 bits. */
static void reseal(char *data, size_t *n)
{
    char *last = data + *n - 1;
    while (last > data && last[-1] != '\n')
        last--;
    uint64_t h = 0xcbf29ce484222325ull;
    for (const char *c = data; c < last; c++)
        h = (h ^ (unsigned char)*c) * 0x100000001b3ull;
    *n = (size_t)(last - data) + (size_t)sprintf(last, "checksum %016llx\n", (unsigned long long)h);
}

/* Reading and checking path: NULL if the proof holds, else the message. */
static const char *check_file(const char *path, const GameDef *def, const Egtb *ctx, const ProofTables *tables)
{
    static Err err;
    Proof proof;
    ProofCheckStats st;
    memset(&err, 0, sizeof err);
    if (!proof_read(path, &proof, &err))
        return err.msg;
    bool ok = proof_check(&proof, &def->variant, def->id, egtb_key(ctx), tables, &st, &err);
    proof_free(&proof);
    return ok ? NULL : err.msg;
}

static void expect_refused(const char *path, const GameDef *def, const Egtb *ctx, const ProofTables *tables,
                           const char *needle)
{
    const char *msg = check_file(path, def, ctx, tables);
    if (!msg)
        fail_msg("expected the proof refused (%s)", needle);
    if (!strstr(msg, needle))
        fail_msg("expected '%s' in: %s", needle, msg);
    assert_null(strchr(msg, '\n'));
}

/* The first `from` of data replaced by `to`. */
static bool change_move(char *data, size_t *n, const char *from, const char *to)
{
    char *at = strstr(data, from);
    if (!at)
        return false;
    size_t lf = strlen(from), lt = strlen(to);
    memmove(at + lt, at + lf, *n - (size_t)(at - data) - lf + 1);
    memcpy(at, to, lt);
    *n = *n - lf + lt;
    return true;
}

static void test_proof_files(void **state)
{
    (void)state;
    GameDef *def = fixture_load_game("felli", "standard", NULL, 0);
    GameDef *other = fixture_load_game("felli", "bouhajbane", NULL, 0);
    Egtb *ctx = egtb_new(&def->variant, def->id, 3, NULL), *ctx2 = egtb_new(&other->variant, other->id, 3, NULL);
    fixture_build_tables(ctx);
    Fewer fewer = {ctx, 3};
    ProofTables tables = {probe_fewer, &fewer};
    Pns *pns = pns_new(&def->variant, 1000000, NULL);
    Position pos;
    Err err = {0};
    /* Black wins: two men against two, b2 and c2 against c4 and d4 */
    assert_true(position_from_text(&def->variant, "B:Bb2,c2:Wc4,d4", &pos, &err));
    Proof proof;
    proof_init(&proof);
    int value = prove(pns, &pos, &tables, &proof);
    assert_true(value >= 0);
    fill_header(&proof, ctx, &pos, value);
    char path[4200], bad[4300];
    snprintf(path, sizeof path, "%s/felli.proof", scratch_dir);
    snprintf(bad, sizeof bad, "%s/bad.proof", scratch_dir);
    if (!proof_write(&proof, path, &err))
        fail_msg("%s", err.msg);
    proof_free(&proof);
    const char *msg = check_file(path, def, ctx, &tables);
    if (msg)
        fail_msg("a good proof refused: %s", msg);

    size_t n;
    char *data = read_bytes(path, &n);
    /* one byte changed */
    char *node = strstr(data, "\n> ");
    assert_non_null(node);
    node[3] ^= 1;
    write_bytes(bad, data, n);
    expect_refused(bad, def, ctx, &tables, "damaged");
    node[3] ^= 1;
    /* cut short */
    write_bytes(bad, data, n / 2);
    expect_refused(bad, def, ctx, &tables, "cut short");
    /* another rule choice */
    expect_refused(path, other, ctx2, &tables, "under another rule choice");
    /* not a proof */
    write_bytes(bad, "hello\nchecksum 0000000000000000\n", 32);
    expect_refused(bad, def, ctx, &tables, "damaged");
    /* one move of the prover's changed, the checksum made again: the move's line no longer
     * holds (another legal move or an illegal one, a child of another position) */
    char *edited = malloc(n + 64);
    size_t m = n;
    memcpy(edited, data, n + 1);
    char first[64];
    assert_int_equal(sscanf(node + 3, "%63s", first), 1);
    char other_move[64];
    snprintf(other_move, sizeof other_move, "%s", strcmp(first, "b2-c3") ? "b2-c3" : "c2-d3");
    assert_true(change_move(edited, &m, first, other_move));
    reseal(edited, &m);
    write_bytes(bad, edited, m);
    expect_refused(bad, def, ctx, &tables, "node");
    /* a node of the other side's with a move left out */
    memcpy(edited, data, n + 1);
    m = n;
    char *every = strstr(edited, "\n* ");
    assert_non_null(every);
    char *space = strchr(every + 3, ' ');          /* after the first move */
    char *next = space ? strchr(space + 1, ' ') : NULL; /* after its node number */
    if (next) {
        memmove(every + 2, next, m - (size_t)(next - edited) + 1);
        m -= (size_t)(next - (every + 2));
        reseal(edited, &m);
        write_bytes(bad, edited, m);
        expect_refused(bad, def, ctx, &tables, "not every move of the other side");
    }
    free(edited);
    free(data);
    remove(bad);
    remove(path);
    pns_free(pns);
    egtb_free(ctx);
    egtb_free(ctx2);
    fixture_release_game(def);
    fixture_release_game(other);
}

/* A draw's part claimed as a win is refused for its cycle: a line that comes back is a draw. Two
 * lone Mullahs that cannot take each other at once: the prover's draw part (no tables) keeps the
 * game going round, its leaves at most the prover's own captures. */
static void test_win_with_cycle(void **state)
{
    (void)state;
    GameDef *def = fixture_load_game("felli", "standard", NULL, 0);
    Egtb *ctx = egtb_new(&def->variant, def->id, 2, NULL);
    Pns *pns = pns_new(&def->variant, 1000000, NULL);
    Position pos;
    assert_true(position_from_text(&def->variant, "B:BKa1:WKe5", &pos, NULL));
    Proof draw, win;
    proof_init(&draw);
    proof_init(&win);
    assert_int_equal(prove(pns, &pos, NULL, &draw), EGTB_DRAW);
    assert_int_equal(draw.nparts, 2);
    const ProofPart *mine = draw.parts[0].side == SOUTH ? &draw.parts[0] : &draw.parts[1];
    fill_header(&draw, ctx, &pos, EGTB_DRAW);
    ProofCheckStats st;
    Err err = {0};
    if (!proof_check(&draw, &def->variant, def->id, egtb_key(ctx), NULL, &st, &err))
        fail_msg("the draw's proof: %s", err.msg);
    fill_header(&win, ctx, &pos, EGTB_WIN);
    assert_true(proof_add_part(&win, SOUTH, PROOF_WIN));
    for (uint32_t k = 0; k < mine->nnodes; k++) {
        const ProofNode *n = &draw.nodes[mine->first + k];
        assert_true(proof_add_node(&win, (ProofKind)n->kind));
        for (uint32_t e = 0; e < n->nedges; e++) {
            const ProofEdge *edge = &draw.edges[n->first + e];
            assert_true(proof_add_edge(&win, proof_edge_text(&draw, edge), edge->child));
        }
    }
    assert_false(proof_check(&win, &def->variant, def->id, egtb_key(ctx), NULL, &st, &err));
    if (!strstr(err.msg, "comes back here: a repetition, a draw"))
        fail_msg("expected the cycle refused, got: %s", err.msg);
    proof_free(&draw);
    proof_free(&win);
    pns_free(pns);
    egtb_free(ctx);
    fixture_release_game(def);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_prove DIR\n");
        return 2;
    }
    scratch_dir = argv[1];
    if (mkdir(scratch_dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "%s: %s\n", scratch_dir, strerror(errno));
        return 1;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_proof_files),
        cmocka_unit_test(test_win_with_cycle),
        cmocka_unit_test(test_felli_agrees),
        cmocka_unit_test(test_fanorona_agrees), cmocka_unit_test(test_pn2_agrees),
        cmocka_unit_test(test_pn2_proves_a_start),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
