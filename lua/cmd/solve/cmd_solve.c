/*
 * cmd_solve.c — `kharbaga solve`: endgame tables for the game and rule choice of the command
 * line (core/egtb.h, docs/solving.md): the plan, a build of every missing slice in order (a
 * killed build resumes from the slices whose files are there), one slice, verification.
 */
#include "commands.h"
#include "egtb.h"
#include "i18n.h"
#include "solve_dir.h"
#include "solve_prove.h"
#include "table_map.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Elapsed time, and the processor time of the process: the speed is counted on the latter, so
 * that a busy machine does not make the tables look slow. */
typedef struct Clock {
    double wall, cpu;
} Clock;

/* The clock id's reading in seconds. A platform without the process's processor time (WebAssembly:
 * lua/web/README.md) reads the monotonic clock instead, as the sandbox does there. */
static double seconds_of(clockid_t id)
{
    struct timespec ts;
    if (clock_gettime(id, &ts) != 0 && clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0.0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static Clock clock_now(void)
{
    return (Clock){seconds_of(CLOCK_MONOTONIC), seconds_of(CLOCK_PROCESS_CPUTIME_ID)};
}

static Clock clock_since(Clock start)
{
    Clock now = clock_now();
    return (Clock){now.wall - start.wall, now.cpu - start.cpu};
}

/* Millions of positions a second of processor time. */
static double speed(uint64_t positions, Clock took)
{
    return took.cpu > 0 ? (double)positions / took.cpu / 1e6 : 0.0;
}

/* What one run shares. */
typedef struct Solve {
    Cli *cli;
    Egtb *ctx;
    char dir[4096];
    EgtbSlice *plan;
    int nplan;
    EgtbSlice one; /* --slice */
    uint64_t built_positions;
    Clock built; /* the builds' time, summed */
    void (*on_slice)(void *ctx, int done, int total); /* NULL: none (cmd_solve_reporting) */
    void *on_slice_ctx;
} Solve;

/* --prove and --check-proof take the tables that are there and build none. */
static bool check_proof_choices(const Cli *cli)
{
    if (cli->prove && cli->check_proof)
        return cli_usage_error_in("check-proof", "solve: --prove makes a proof and --check-proof checks one; "
                                                 "give one of them") == 0;
    if (cli->pieces || cli->all || cli->plan || cli->slice || cli->verify)
        return cli_usage_error_in(cli->prove ? "prove" : "check-proof",
                                  "solve: --prove and --check-proof read the tables that are there; leave out "
                                  "--pieces, --all, --plan, --slice and --verify") == 0;
    return true;
}

/* The command line's choices that go together; false (reported, status 2) otherwise. */
static bool check_choices(const Cli *cli)
{
    if (cli->jobs && (cli->plan || cli->prove || cli->check_proof))
        return cli_usage_error_in("jobs", "solve: --jobs gives a build its threads; --plan, --prove and "
                                          "--check-proof build nothing") == 0;
    if (cli->prove || cli->check_proof)
        return check_proof_choices(cli);
    if (cli->proof || cli->nodes || cli->second_level)
        return cli_usage_error_in(cli->proof ? "proof" : cli->nodes ? "nodes" : "second-level",
                                  "solve: --proof, --nodes and --second-level go with --prove") == 0;
    if (!cli->pieces == !cli->all)
        return cli_usage_error_in(cli->all ? "all" : "pieces",
                                  "solve: expected either --pieces N or --all (see kharbaga solve --help)") == 0;
    if (cli->plan && (cli->slice || cli->verify))
        return cli_usage_error_in("plan", "solve: --plan builds nothing; leave out --slice and --verify") == 0;
    return true;
}

static const char *ruleset_name(const GameDef *def)
{
    return def->nrulesets ? def->rulesets[def->ruleset].id : "default";
}

/* Loads the game, refuses rules the tables cannot hold, makes the context and the plan. */
static int open_solve(Solve *s)
{
    Cli *cli = s->cli;
    if (!check_choices(cli))
        return 2;
    if (!cli_load(cli))
        return 1;
    if (cli->prove || cli->check_proof)
        return 0;
    const Variant *v = &cli->def->variant;
    Err err = {0};
    if (!egtb_supported(v, cli->pieces, cli->all, &err))
        return cli_error_in("rule", "solve %s (ruleset %s): %s", cli->def->id, ruleset_name(cli->def), err.msg);
    int pieces = cli->all ? egtb_game_pieces(v) : cli->pieces;
    s->ctx = egtb_new(v, cli->def->id, pieces, &err);
    if (!s->ctx)
        return cli_fail(&err);
    s->nplan = egtb_plan(s->ctx, NULL, 0);
    s->plan = malloc(sizeof *s->plan * (size_t)(s->nplan ? s->nplan : 1));
    if (!s->plan)
        return cli_out_of_memory();
    egtb_plan(s->ctx, s->plan, s->nplan);
    if (cli->slice && (!egtb_slice_parse(cli->slice, &s->one, &err) || !egtb_slice_valid(s->ctx, s->one, &err)))
        return cli_error_in("slice", "solve: %s", err.msg);
    char why[512];
    if (!solve_dir(cli->dir, s->dir, sizeof s->dir, !cli->plan, why, sizeof why))
        return cli_error_in(cli->dir ? "dir" : NULL, "solve: %s", why);
    return 0;
}

static void print_heading(const Solve *s)
{
    const Cli *cli = s->cli;
    int pieces = cli->all ? egtb_game_pieces(&cli->def->variant) : cli->pieces;
    if (cli->nrules)
        fprintf(cli_out(), P_("%s, ruleset %s with --rule changes: slices of at most %d piece, tables in %s\n",
                              "%s, ruleset %s with --rule changes: slices of at most %d pieces, tables in %s\n", pieces),
                cli->def->id, ruleset_name(cli->def), pieces, s->dir);
    else
        fprintf(cli_out(), P_("%s, ruleset %s: slices of at most %d piece, tables in %s\n",
                              "%s, ruleset %s: slices of at most %d pieces, tables in %s\n", pieces),
                cli->def->id, ruleset_name(cli->def), pieces, s->dir);
    fprintf(cli_out(), _("rules of the tables: %s\n"), egtb_rules_text(s->ctx));
    fputs(_("repetition and the quiet-move limit are ignored: a cycle neither side can leave is a draw\n"), cli_out());
}

/* "1234567" as "1,234,567". */
static const char *grouped(uint64_t n, char buf[32])
{
    char digits[24];
    int len = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n), out = 0;
    for (int i = 0; i < len; i++) {
        if (i && (len - i) % 3 == 0)
            buf[out++] = ',';
        buf[out++] = digits[i];
    }
    buf[out] = '\0';
    return buf;
}

static int print_plan(const Solve *s)
{
    uint64_t total = 0, stored = 0;
    char num[32], name[EGTB_SLICE_TEXT], path[4200];
    for (int i = 0; i < s->nplan; i++) {
        uint64_t size = egtb_slice_positions(s->ctx, s->plan[i]);
        total += size;
        stored += egtb_slice_size(s->ctx, s->plan[i]);
        egtb_slice_text(s->plan[i], name);
        egtb_file_path(s->ctx, s->dir, s->plan[i], path, sizeof path);
        if (solve_file_exists(path))
            fprintf(cli_out(), _("%-14s %16s positions  (file present)\n"), name, grouped(size, num));
        else
            fprintf(cli_out(), _("%-14s %16s positions\n"), name, grouped(size, num));
    }
    fprintf(cli_out(), P_("%d slice, %s positions\n", "%d slices, %s positions\n", (unsigned long)s->nplan), s->nplan,
            grouped(total, num));
    if (stored != total)
        fprintf(cli_out(), _("%s entries stored: a position and its mirror image share one\n"), grouped(stored, num));
    return 0;
}

/* Reads slice sl's file into the context, if there is one: 1 read, 0 none, -1 refused
 * (reported). */
static int load_slice(Solve *s, EgtbSlice sl)
{
    char path[4200];
    if (!egtb_file_path(s->ctx, s->dir, sl, path, sizeof path))
        return cli_error_in("dir", "solve: the directory %s makes too long a path", s->dir), -1;
    if (!solve_file_exists(path))
        return 0;
    EgtbTable t;
    Err err = {0};
    if (!table_map(s->ctx, sl, path, &t, &err))
        return cli_fail(&err), -1;
    if (!egtb_attach(s->ctx, &t)) {
        egtb_table_free(&t);
        return cli_out_of_memory(), -1;
    }
    return 1;
}

/* A slice's line: its counts, then "built" with the time it took, or "file present" (took NULL). */
static void print_table(const EgtbTable *t, const Clock *took)
{
    char name[EGTB_SLICE_TEXT], n[4][32];
    egtb_slice_text(t->slice, name);
    grouped(t->positions, n[0]);
    grouped(t->positions_of[EGTB_WIN], n[1]);
    grouped(t->positions_of[EGTB_DRAW], n[2]);
    grouped(t->positions_of[EGTB_LOSS], n[3]);
    unsigned long longest = (unsigned long)t->max_dist;
    if (took)
        /* TRANSLATORS: a slice, its positions, wins, draws, losses, the longest win in plies, then the
         * time of its build: wall clock, processor, millions of positions a second. */
        fprintf(cli_out(),
                P_("%-14s %14s positions: %s wins, %s draws, %s losses, longest %d ply; built in %.2f s "
                   "(%.2f s of processor time), %.2f M positions/s\n",
                   "%-14s %14s positions: %s wins, %s draws, %s losses, longest %d plies; built in %.2f s "
                   "(%.2f s of processor time), %.2f M positions/s\n",
                   longest),
                name, n[0], n[1], n[2], n[3], t->max_dist, took->wall, took->cpu, speed(t->positions, *took));
    else
        fprintf(cli_out(),
                P_("%-14s %14s positions: %s wins, %s draws, %s losses, longest %d ply; file present\n",
                   "%-14s %14s positions: %s wins, %s draws, %s losses, longest %d plies; file present\n", longest),
                name, n[0], n[1], n[2], n[3], t->max_dist);
}

/* Builds slice sl (the slices it needs attached) and writes its file. */
static int build_slice(Solve *s, EgtbSlice sl)
{
    char path[4200];
    egtb_file_path(s->ctx, s->dir, sl, path, sizeof path);
    EgtbTable t;
    EgtbStats stats;
    Err err = {0};
    Clock start = clock_now();
    if (!egtb_build(s->ctx, sl, s->cli->jobs ? s->cli->jobs : 1, &t, &stats, &err))
        return cli_fail(&err);
    Clock took = clock_since(start);
    if (!egtb_file_write(s->ctx, &t, path, &err)) {
        egtb_table_free(&t);
        return cli_fail(&err);
    }
    s->built_positions += t.positions;
    s->built.wall += took.wall;
    s->built.cpu += took.cpu;
    print_table(&t, &took);
    /* The slices built later read this one from its file, mapped: the build keeps in memory of
     * its own only the slice it makes, and the file is checked as it will be read. */
    egtb_table_free(&t);
    if (!table_map(s->ctx, sl, path, &t, &err))
        return cli_fail(&err);
    if (!egtb_attach(s->ctx, &t)) {
        egtb_table_free(&t);
        return cli_out_of_memory();
    }
    return 0;
}

static int verify_slice(Solve *s, EgtbSlice sl)
{
    const EgtbTable *t = egtb_table(s->ctx, sl);
    uint64_t bad, first;
    Err err = {0};
    char name[EGTB_SLICE_TEXT];
    egtb_slice_text(sl, name);
    if (!egtb_verify(s->ctx, t, &bad, &first, &err))
        return cli_fail(&err);
    if (bad) {
        Position pos;
        char text[512];
        egtb_unrank(s->ctx, sl, first, &pos);
        position_to_text(egtb_variant(s->ctx), &pos, text, sizeof text);
        return cli_error("solve --verify: slice %s: %llu values disagree with their successors', the first at %s",
                         name, (unsigned long long)bad, text);
    }
    fprintf(cli_out(), _("%-14s verified: every value agrees with its successors'\n"), name);
    return 0;
}

/* One slice of the plan: its file if there is one, else a build (unless only needed). A slice only
 * needed (by --slice's) is not verified: the slices its own values lead to are not read. */
static int take_slice(Solve *s, EgtbSlice sl, bool build)
{
    int read = load_slice(s, sl);
    if (read < 0)
        return 1;
    if (read) {
        print_table(egtb_table(s->ctx, sl), NULL);
        return s->cli->verify && build ? verify_slice(s, sl) : 0;
    }
    if (!build) {
        char name[EGTB_SLICE_TEXT];
        egtb_slice_text(sl, name);
        return cli_error_in("slice", "solve: slice %s is needed first; build it (--slice %s) or the whole plan", name,
                            name);
    }
    int status = build_slice(s, sl);
    return status || !s->cli->verify ? status : verify_slice(s, sl);
}

/* The value of the command line's position (the start unless --position or --play), when its
 * slice's table is at hand. */
static int print_position(const Solve *s)
{
    const Cli *cli = s->cli;
    const Variant *v = &cli->def->variant;
    EgtbValue value;
    char text[1024];
    position_to_text(v, &cli->pos, text, sizeof text);
    bool given = cli->position || cli->play; /* else the start */
    if (!egtb_probe(s->ctx, &cli->pos, &value)) {
        if (given) {
            int pieces = bits_count(position_occupied(&cli->pos));
            fprintf(cli_out(),
                    P_("the position %s: not in these tables (%d piece)\n",
                       "the position %s: not in these tables (%d pieces)\n", (unsigned long)pieces),
                    text, pieces);
        }
        return 0;
    }
    const char *mover = v->side_name[cli->pos.side];
    unsigned long dist = (unsigned long)value.dist;
    const char *line;
    if (value.wdl == EGTB_DRAW)
        line = given ? _("the position %s: a draw with perfect play\n") : _("the start %s: a draw with perfect play\n");
    else if (value.wdl == EGTB_WIN)
        /* TRANSLATORS: the position's text, the side to move (a game's word, as "Black"), the plies. */
        line = given ? P_("the position %s: %s to move wins in %d ply with perfect play\n",
                          "the position %s: %s to move wins in %d plies with perfect play\n", dist)
                     : P_("the start %s: %s to move wins in %d ply with perfect play\n",
                          "the start %s: %s to move wins in %d plies with perfect play\n", dist);
    else
        line = given ? P_("the position %s: %s to move loses in %d ply with perfect play\n",
                          "the position %s: %s to move loses in %d plies with perfect play\n", dist)
                     : P_("the start %s: %s to move loses in %d ply with perfect play\n",
                          "the start %s: %s to move loses in %d plies with perfect play\n", dist);
    if (value.wdl == EGTB_DRAW)
        fprintf(cli_out(), line, text);
    else
        fprintf(cli_out(), line, text, mover, value.dist);
    return 0;
}

/* --slice SPEC: the slices before it in the plan that it can lead to, read; then it. */
static int solve_one(Solve *s)
{
    EgtbSlice want = s->one;
    for (int i = 0; i < s->nplan && memcmp(s->plan[i].n, want.n, EGTB_GROUPS) != 0; i++)
        if (egtb_slice_leads_to(want, s->plan[i]) && take_slice(s, s->plan[i], false))
            return 1;
    int status = take_slice(s, want, true);
    return status ? status : print_position(s);
}

static int solve_all(Solve *s)
{
    for (int i = 0; i < s->nplan; i++) {
        if (take_slice(s, s->plan[i], true))
            return 1;
        if (s->on_slice)
            s->on_slice(s->on_slice_ctx, i + 1, s->nplan);
    }
    if (s->built_positions) {
        char num[32];
        fprintf(cli_out(), _("built %s positions in %.2f s (%.2f s of processor time), %.2f M positions/s\n"),
                grouped(s->built_positions, num), s->built.wall, s->built.cpu, speed(s->built_positions, s->built));
    }
    return print_position(s);
}

/* --prove or --check-proof FILE: the tables' directory must be there. */
static int solve_proof(Solve *s)
{
    char why[512];
    if (!solve_dir(s->cli->dir, s->dir, sizeof s->dir, false, why, sizeof why))
        return cli_error_in(s->cli->dir ? "dir" : NULL, "solve: %s", why);
    return s->cli->prove ? solve_prove(s->cli, s->dir) : solve_check_proof(s->cli, s->dir);
}

int cmd_solve(Cli *cli) { return cmd_solve_reporting(cli, NULL, NULL); }

int cmd_solve_reporting(Cli *cli, void (*on_slice)(void *ctx, int done, int total), void *ctx)
{
    Solve s = {.cli = cli, .on_slice = on_slice, .on_slice_ctx = ctx};
    int status = open_solve(&s);
    if (status == 0 && (cli->prove || cli->check_proof))
        return solve_proof(&s);
    if (status == 0) {
        print_heading(&s);
        status = cli->plan ? print_plan(&s) : cli->slice ? solve_one(&s) : solve_all(&s);
    }
    free(s.plan);
    egtb_free(s.ctx);
    return status;
}
