/*
 * test_disputes.c — the gallery of rule disputes: every tests/data/disputes/NAME.dispute is a test
 * that runs its command through the real program and compares the output with the file's, and
 * docs/disputes.md must be exactly what the files make.
 *
 *   test_disputes DIR DOC           run every entry, then check DOC against the entries
 *   test_disputes DIR DOC --write   write DOC from the entries (cmake --target dispute-docs)
 *   test_disputes DIR DOC --update  rewrite each entry's output from the program (then review
 *                                   the difference before keeping it)
 *
 * The format of an entry is in tests/data/disputes/README.md. Commands run with the source tree as
 * the working directory, so that record files are named relative to it.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "dispute_entry.h"
#include "support/run.h"
#include "support/textfile.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { MAX_ENTRIES = 128, MAX_ARGV = DISPUTE_COMMAND_WORDS + 1 };

typedef struct Entry {
    char file[512];  /* path of the .dispute file */
    char name[128];  /* its base name, the test's name */
    DisputeEntry d;  /* what it says; its output is inside text */
    char *text;      /* the file's text (malloc'ed) */
    char problem[DISPUTE_ERRLEN]; /* why the file could not be read, or "" */
} Entry;

static int by_name(const void *a, const void *b)
{
    return strcmp(((const Entry *)a)->name, ((const Entry *)b)->name);
}

/* Reads every DIR/NAME.dispute, sorted by file name. */
static int read_entries(const char *dir, Entry *entries)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *de; d && (de = readdir(d)) && n < MAX_ENTRIES;) {
        size_t len = strlen(de->d_name);
        if (len < 9 || strcmp(de->d_name + len - 8, ".dispute"))
            continue;
        Entry *e = &entries[n++];
        memset(e, 0, sizeof *e);
        snprintf(e->file, sizeof e->file, "%s/%s", dir, de->d_name);
        snprintf(e->name, sizeof e->name, "%.*s", (int)(len - 8), de->d_name);
        e->text = textfile_read(e->file);
        if (!e->text)
            snprintf(e->problem, sizeof e->problem, "%s: cannot read it", e->file);
        else if (!dispute_entry_read(e->file, e->text, DISPUTE_FILE_ENTRY, &e->d, e->problem, sizeof e->problem))
            continue;
        char command[sizeof e->d.command], *words[DISPUTE_COMMAND_WORDS];
        snprintf(command, sizeof command, "%s", e->d.command);
        if (!e->problem[0] && (strncmp(e->d.command, "kharbaga ", 9) ||
                               dispute_command_split(command, words, DISPUTE_COMMAND_WORDS) < 0))
            snprintf(e->problem, sizeof e->problem, "%s: needs a command starting 'kharbaga ', of at most %d words",
                     e->file, DISPUTE_COMMAND_WORDS);
    }
    if (d)
        closedir(d);
    qsort(entries, (size_t)n, sizeof *entries, by_name);
    return n;
}

/* Runs the entry's command through the program; the caller frees the result. */
static RunResult run_entry(const Entry *e)
{
    char command[sizeof e->d.command], *words[MAX_ARGV];
    snprintf(command, sizeof command, "%s", e->d.command);
    int n = dispute_command_split(command, words, DISPUTE_COMMAND_WORDS); /* counted when it was read */
    const char *argv[MAX_ARGV] = {KHARBAGA_BINARY};
    for (int i = 1; i < n; i++)
        argv[i] = words[i];
    return run_program(argv, 60);
}

static void test_entry(void **state)
{
    Entry *e = *state;
    if (e->problem[0])
        fail_msg("%s", e->problem);
    RunResult r = run_entry(e);
    char how[128], err[512];
    bool ran = r.exited && r.status == 0, same = ran && strcmp(r.out, e->d.output) == 0;
    run_describe(&r, how, sizeof how);
    snprintf(err, sizeof err, "%s", r.err);
    if (ran && !same)
        fprintf(stderr, "--- expected (%s)\n%s--- got\n%s---\n", e->file, e->d.output, r.out);
    run_free(&r);
    if (!ran)
        fail_msg("%s: `%s` failed (%s): %s", e->file, e->d.command, how, err);
    if (!same)
        fail_msg("%s: the output of `%s` differs from the file's (see the top of tests/cli/test_disputes.c)", e->file,
                 e->d.command);
}

/* The GitHub anchor of a heading: lower case, blanks to '-', other punctuation dropped. */
static void anchor(const char *title, char *buf, size_t len)
{
    size_t n = 0;
    for (const char *p = title; *p && n + 1 < len; p++)
        if ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_')
            buf[n++] = *p;
        else if (*p >= 'A' && *p <= 'Z')
            buf[n++] = (char)(*p - 'A' + 'a');
        else if (*p == ' ')
            buf[n++] = '-';
    buf[n] = '\0';
}

static void write_doc(FILE *out, const Entry *entries, int n)
{
    fprintf(out, "# Rule disputes, on the board\n\n"
                 "Where the sources disagree about a rule, the disagreement is a rule option "
                 "(docs/rules.md#options), and `kharbaga dispute` shows what it changes in a position: the moves legal "
                 "under one choice only, each with the rule that makes the difference, the moves whose result "
                 "differs (a crowning, a row of a shrinking board dying, a huff), and how a position without "
                 "moves ends. With `--record FILE` it finds the first move of a game at which the choices "
                 "disagree (`--from N`: the first from move N on; `--at N`: the position before move N), and "
                 "`--part --play MOVES` walks moves given on the command line the same way.\n\n"
                 "`--position` is read under the rules every choice starts from (the game's, or `--ruleset` and "
                 "`--rule`): a position with huffable pieces (an `H` field, docs/notation.md) needs them to huff, "
                 "e.g. `--rule capture=huff`, and then each choice names its own `capture`. A choice without "
                 "huffing huffs nothing, and its moves leave nothing to huff.\n\n"
                 "A ruleset may add rules that no option says as Lua hooks (docs/authoring.md §3): a move its hooks "
                 "refuse is said to be refused by them, in the words of the hooks' `description`. Hooks, and the "
                 "option piece_revisit=forbidden (Bell's Alquerque), may remember the moves of the game (the "
                 "points a piece has occupied): the moves of `--play` are made under every choice, so that each "
                 "choice remembers them.\n\n"
                 "One position cannot say whether the choices change the game as a whole — who wins, how often "
                 "it is drawn, how long it lasts. Under its moves `kharbaga dispute` names the study that can "
                 "(docs/studies.md): the same game, rules and choices, the Master against itself at depth 3, "
                 "stopping as soon as its answer is clear (`--until clear`), which took from seconds to a few "
                 "minutes on a two-core machine; its report opens with the answer in plain words. The page's "
                 "dispute view runs the same study under each dispute, for as long as one request may take "
                 "(seconds: enough for Kharbaga's removal, docs/studies.md), and offers the command, with a "
                 "button to copy it, for a terminal, where it plays on.\n\n"
                 "Each entry below is a test: `tests/data/disputes/<name>.dispute` holds its story, its command and "
                 "the output, and `test_disputes` runs the command through the program and compares. This page "
                 "is written from those files (`cmake --build build --target dispute-docs`).\n\n"
                 "Every entry also opens in the browser page (`kharbaga serve`, view *Dispute*, docs/browser.md#disputes): "
                 "one click in its gallery, or the address `#dispute/<name>` given under each title, shows one board per "
                 "choice with the moves of each choice marked and the same reasons, for a class or a projector. "
                 "There the titles and stories are in the page's language (Spanish, French, German, Russian, "
                 "Arabic): each entry is translated beside it, `tests/data/disputes/i18n/<lang>/<name>.dispute` "
                 "(docs/translating.md, \"The gallery of disputes\"); this page is English.\n\n"
                 "## Contents\n\n");
    char a[256];
    for (int i = 0; i < n; i++) {
        const DisputeEntry *e = &entries[i].d;
        anchor(e->title, a, sizeof a);
        fprintf(out, "- [%s](#%s)%s%s%s\n", e->title, a, e->option[0] ? " — `" : "", e->option, e->option[0] ? "`" : "");
    }
    fprintf(out, "\n");
    for (int i = 0; i < n; i++) {
        const DisputeEntry *e = &entries[i].d;
        fprintf(out, "## %s\n\n", e->title);
        if (e->option[0] || e->game[0])
            fprintf(out, "*%s%s%s%s%s*\n\n", e->option[0] ? "Rule option `" : "", e->option, e->option[0] ? "`" : "",
                    e->option[0] && e->game[0] ? " · " : "", e->game);
        fprintf(out, "In the page: `#dispute/%s`\n\n", entries[i].name);
        if (e->story[0])
            fprintf(out, "%s\n\n", e->story);
        if (e->sources[0])
            fprintf(out, "Sources: %s\n\n", e->sources);
        fprintf(out, "```sh\n%s\n```\n\n```text\n%s```\n\n", e->command, e->output);
    }
    fprintf(out, "---\nWritten by `test_disputes --write` from `tests/data/disputes/*.dispute`.\n");
}

static char *doc_text(const Entry *entries, int n)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f)
        return NULL;
    write_doc(f, entries, n);
    fclose(f);
    return text;
}

typedef struct DocCheck {
    const char *path;
    const Entry *entries;
    int n;
} DocCheck;

static void test_doc_is_current(void **state)
{
    const DocCheck *c = *state;
    char *want = doc_text(c->entries, c->n), *have = textfile_read(c->path);
    assert_non_null(want);
    if (!have)
        fail_msg("%s is missing: write it with cmake --build build --target dispute-docs", c->path);
    if (strcmp(want, have))
        fail_msg("%s differs from tests/data/disputes/*.dispute: regenerate it (cmake --build build --target "
                 "dispute-docs)", c->path);
    free(want);
    free(have);
}

/* `dispute --record` refuses a bad record, or options that clash with it, with one line naming
 * the file and line (or the option) and what was expected. */
static void test_record_errors(void **state)
{
    (void)state;
    static const char *const cases[][3] = {
        {"tests/data/disputes/records/bad-illegal-move.pdn", "", "bad-illegal-move.pdn:4: move 2: move 'f6-e5' is not legal"},
        {"tests/data/disputes/records/bad-tag.pdn", "", "bad-tag.pdn:2: tag Ruleset: expected ']' after the value"},
        {"tests/data/disputes/records/bad-ruleset.pdn", "", "bad-ruleset.pdn:2: tag Ruleset: unknown ruleset 'srand'"},
        {"tests/data/disputes/records/bad-position.pdn", "", "bad-position.pdn:2: tag Position: position, Black's pieces: 'z1' is not a point"},
        {"tests/data/disputes/records/no-such-record.pdn", "", "cannot read tests/data/disputes/records/no-such-record.pdn"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--at=99", "--at 99: the record has 67 moves (give 1 to 68"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--at=0", "--at 0: expected a move number from 1"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--position=B:Ba1:Wa9", "--position: not with --record"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--variant=zamma", "--variant: not with --record"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--variant=kharbaga", "--variant: not with --record"},
        {"tests/data/disputes/records/bad-move-after-end.pdn", "", "bad-move-after-end.pdn:4: move 9: 'a1-c1' after the end of the game (repetition of position, 1/2-1/2)"},
        {"tests/data/disputes/records/bad-result.pdn", "", "bad-result.pdn:4: the result 0-1 disagrees with the moves, which end the game: 1-0 (no pieces left)"},
        {"tests/data/disputes/records/bad-rules.pdn", "", "bad-rules.pdn:2: tag Rules: rule removal is given twice (removal=immediate, then removal=end)"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--a=removal=end removal=immediate", "--a removal=end removal=immediate: rule removal is given twice"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--c=removal=immediate", "--c: give the choices in order"},
        {"tests/data/disputes/records/kharbaga-win.pdn", "--a=flying=yes", "--a flying=yes: unknown rule 'flying'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[] = {KHARBAGA_BINARY, "dispute", "--record", cases[i][0], cases[i][1][0] ? cases[i][1] : NULL,
                              NULL};
        RunResult r = run_program(argv, 30);
        if (!r.exited || r.status == 0 || run_count_lines(r.err) != 1 || !strstr(r.err, cases[i][2]))
            fail_msg("dispute --record %s %s: expected one error line with \"%s\", got status %d: %s", cases[i][0],
                     cases[i][1], cases[i][2], r.status, r.err);
        assert_string_equal(r.out, "");
        run_free(&r);
    }
}

/* --record with --at disputes the position before that move; the JSON names the first
 * disagreement and the choices the move played is legal under. */
static void test_record_json(void **state)
{
    (void)state;
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "dispute", "--record",
                                                    "tests/data/disputes/records/kharbaga-quiet.pdn", "--a",
                                                    "removal=immediate", "--json", NULL}, 60);
    assert_int_equal(r.status, 0);
    if (!strstr(r.out, "\"first_disagreement\":68,\"played\":\"g1xg5xd2\",\"played_legal\":[\"A\"]") ||
        !strstr(r.out, "\"option\":\"removal\""))
        fail_msg("unexpected JSON: %.400s", r.out);
    run_free(&r);
    r = run_program((const char *const[]){KHARBAGA_BINARY, "dispute", "--record",
                                          "tests/data/disputes/records/kharbaga-quiet.pdn", "--at", "3", "--a",
                                          "removal=immediate", NULL}, 60);
    assert_int_equal(r.status, 0);
    if (!strstr(r.out, "Disputing the position before move 3 (2. c3xe5).\n"))
        fail_msg("unexpected output: %.400s", r.out);
    run_free(&r);
}

/* Runs the program with argv (after the binary's name), which must succeed; its output must
 * hold every text of `want` and none of `never` (both end with NULL). */
static void expect_sentences(const char *const *args, const char *const *want, const char *const *never)
{
    const char *argv[MAX_ARGV] = {KHARBAGA_BINARY};
    for (int i = 0; args[i] && i + 2 < MAX_ARGV; i++)
        argv[i + 1] = args[i];
    RunResult r = run_program(argv, 60);
    if (!r.exited || r.status != 0)
        fail_msg("%s %s: failed with status %d: %s", args[0], args[2], r.status, r.err);
    for (int i = 0; want[i]; i++)
        if (!strstr(r.out, want[i]))
            fail_msg("%s %s: expected \"%s\" in:\n%s", args[0], args[2], want[i], r.out);
    for (int i = 0; never[i]; i++)
        if (strstr(r.out, never[i]))
            fail_msg("%s %s: did not expect \"%s\" in:\n%s", args[0], args[2], never[i], r.out);
    run_free(&r);
}

#define TEXTS(...) ((const char *const[]){__VA_ARGS__, NULL})

/* A man on a1 with b2, d4 (forward), c5 (sideways from e5) and a3 (backwards from a5) to take.
 * Under men_capture=any the one legal move takes all four. */
#define JUMPS_ANY_WAY "B:Ba1:Wb2,d4,a3,c5,i9"

/* A capture legal only under men_capture=forward is not legal under men_capture=any because
 * that value allows more: the chain could go on (chain=must), or a larger capture exists
 * (majority=count). No sentence may claim that men_capture=any limits men to forward jumps. */
static void test_men_capture_narrower_value(void **state)
{
    (void)state;
    expect_sentences(TEXTS("explain", "--position", JUMPS_ANY_WAY, "a1xe5"),
                     TEXTS("a1xc3xe5 is legal with men_capture=forward, not with men_capture=any: the capture stops after 2 jumps although "
                           "with men_capture=any the piece can jump again (a1xc3xe5xa5xa1), and under chain=must it "
                           "must go on.\n",
                           "Legal instead: a1xc3xe5xa5xa1\n"),
                     TEXTS("under men_capture=any men capture only", "jumps forward"));
    expect_sentences(TEXTS("dispute", "--position", JUMPS_ANY_WAY, "--a", "men_capture=any", "--b",
                           "men_capture=forward"),
                     TEXTS("not under A: a1xc3xe5 is legal with men_capture=forward, not with men_capture=any: the capture stops after 2 "
                           "jumps although with men_capture=any the piece can jump again (a1xc3xe5xa5xa1), and "
                           "under chain=must it must go on\n",
                           "not under A: a1xc3xc7 is legal with men_capture=forward, not with men_capture=any: it takes 2, while with "
                           "men_capture=any a1xc3xe5xa5xa1 takes 4, and majority=count asks for the most\n"),
                     TEXTS("under men_capture=any men capture only", "jumps forward"));
    /* a step, legal only while the backward capture c3xa1 is not allowed */
    expect_sentences(TEXTS("explain", "--position", "B:Bc3:Wb2,i9", "c3-c5"),
                     TEXTS("c3-c5 is legal with men_capture=forward, not with men_capture=any: it does not capture although with "
                           "men_capture=any c3xa1 is possible, and under capture=compulsory a player who can "
                           "capture must.\n"),
                     TEXTS("men capture only"));
}

/* A capture legal only under men_capture=any is explained by the jump that men_capture=forward
 * forbids, wherever it is in the chain, with its direction for the side that moves. */
static void test_men_capture_wider_value(void **state)
{
    (void)state;
    expect_sentences(TEXTS("dispute", "--position", JUMPS_ANY_WAY, "--a", "men_capture=any", "--b",
                           "men_capture=forward"),
                     TEXTS("not under B: a1xc3xe5xa5xa1 is legal with men_capture=any, not with men_capture=forward: the man on a1 jumps "
                           "sideways from e5 to a5 (jump 3 of 4), and under men_capture=forward men capture only "
                           "forward\n"),
                     TEXTS("jumps forward"));
    /* White moves down the board: its jump from e5 up to c7 is the backward one */
    expect_sentences(TEXTS("dispute", "--position", "W:Ba1,b8,d6,e7,c5:We9", "--a", "men_capture=any", "--b",
                           "men_capture=forward"),
                     TEXTS("not under B: e9xe5xc7xc3 is legal with men_capture=any, not with men_capture=forward: the man on e9 jumps "
                           "backwards from e5 to c7 (jump 2 of 3), and under men_capture=forward men capture only "
                           "forward\n",
                           "not under A: e9xe5 is legal with men_capture=forward, not with men_capture=any: the capture stops after 1 "
                           "jump although with men_capture=any the piece can jump again (e9xe5xc7xc3), and under "
                           "chain=must it must go on\n"),
                     TEXTS("jumps forward"));
}

/* men_move: a step is explained by its direction only if the other value forbids it; sideways
 * steps are allowed under forward_sideways, so only the backward ones differ from any. */
static void test_men_move_directions(void **state)
{
    (void)state;
    expect_sentences(TEXTS("dispute", "--position", "B:Be5:Wi9", "--a", "men_move=any", "--b",
                           "men_move=forward_sideways"),
                     TEXTS("not under B: e5-e3 is legal with men_move=any, not with men_move=forward_sideways: the man on e5 steps "
                           "backwards, which "
                           "men_move=forward_sideways does not allow\n"),
                     TEXTS("steps sideways", "steps forward"));
}

/* Huffing against choices without it. A move that begins with a huff is not legal elsewhere
 * because of the huff, said with the other choice's own capture rule; after any move a choice
 * without huffing leaves nothing to huff, not the piece that was huffable before the move nor one
 * the move has just taken. */
static void test_huff_against_choices_without_it(void **state)
{
    (void)state;
    expect_sentences(TEXTS("dispute", "--rule", "capture=huff", "--position", "B:Ba1,e3:Wa9,e5,f6:Hf6", "--a",
                           "capture=huff", "--b", "capture=optional"),
                     TEXTS("Under all, with the same result:\n  e3xe7xg5 (takes e5,f6)\n",
                           "  a1-a3\n    under A: White may huff e3 at the start of the next turn\n    under B: nothing "
                           "else happens\n",
                           "    not under B: Hf6 e3xe7 is legal with capture=huff, not with capture=optional: it begins by "
                           "huffing the piece "
                           "on f6, which could have captured on White's last turn and did not, and under "
                           "capture=optional there is no huffing\n",
                           "    not under B: Hf6 a1-a3 is legal with capture=huff, not with capture=optional: it begins by "
                           "huffing the piece "
                           "on f6, which could have captured on White's last turn and did not, and under "
                           "capture=optional there is no huffing\n"),
                     TEXTS("under B: White may huff", "capture=compulsory", "asks for the most"));
    /* a game under covarrubias (capture=huff) against Alquerque's other rulesets: Black let b4's
     * capture pass, and only A may huff it */
    expect_sentences(TEXTS("dispute", "--record", "tests/data/disputes/records/alquerque-huff.pdn", "--at", "7"),
                     TEXTS("Position: W:Wa1,b1,c1,d1,e1,a2,c2,d2,e2,b3,c3:Bb2,e3,a4,b4,c4,e4,a5,b5,c5,d5,e5:Hb4 (White "
                           "to move)\n",
                           "    then, under A: Black may huff c1 at the start of the next turn\n    then, under C: "
                           "nothing else happens\n",
                           "    not under B, D: Hb4 c3-d3 is legal with capture=huff, not with capture=compulsory: it begins "
                           "by huffing the piece "
                           "on b4, which could have captured on Black's last turn and did not, and under "
                           "capture=compulsory there is no huffing\n",
                           "    not under C: Hb4 c3-d3 is legal with capture=huff, not with capture=optional: it begins by "
                           "huffing the piece "
                           "on b4, which could have captured on Black's last turn and did not, and under "
                           "capture=optional there is no huffing\n"),
                     TEXTS("may huff b4", "under B: Black may huff", "under C: Black may huff",
                           "under D: Black may huff", "not under C: Hb4 c3-d3 is legal with capture=huff, not with capture=optional: it does "
                           "not capture"));
    /* the position's H field needs rules that huff: here the game's own rules do not */
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "dispute", "--position", "B:Ba1,e3:Wa9,e5,f6:Hf6",
                                                    "--a", "capture=huff", "--b", "capture=optional", NULL}, 30);
    if (!r.exited || r.status != 1 || run_count_lines(r.err) != 1 ||
        !strstr(r.err, "kharbaga: position: H (huffable pieces) has no meaning under capture=compulsory"))
        fail_msg("expected one error line about the H field, got status %d: %s", r.status, r.err);
    assert_string_equal(r.out, "");
    run_free(&r);
}

/* Rulesets with Lua hooks (Bell's Alquerque): each choice's hooks choose among the moves of its
 * own rules, also with one option changed, and a move the hooks refuse is said to be refused by
 * the rules they add. */
/* Bell's rules written as Lua hooks (a copy of variants/alquerque.lua from before they became
 * rule options), for the sentences about hooks. */
#define HOOKED_ALQUERQUE "tests/data/corpus/hooks/alquerque_bell_hooks.lua"

static void test_hook_rulesets(void **state)
{
    (void)state;
    expect_sentences(TEXTS("dispute", "--variant", HOOKED_ALQUERQUE, "--position", "W:Wc3:Ba5", "--a", "ruleset=bell", "--b",
                           "ruleset=bell men_move=any"),
                     TEXTS("A: ruleset=bell (5 legal moves)\nB: ruleset=bell men_move=any (8 legal moves)\n"),
                     TEXTS(" together"));
    expect_sentences(TEXTS("explain", "--variant", HOOKED_ALQUERQUE, "--ruleset", "bell", "--position", "W:Wc5,c3:Ba1", "c3-c2"),
                     TEXTS("  c3-c2 is legal with men_move=any, not with men_move=forward_sideways: the man on c3 steps "
                           "backwards, which men_move=forward_sideways does not allow.\n"),
                     TEXTS("No single rule change"));
    expect_sentences(TEXTS("explain", "--variant", HOOKED_ALQUERQUE, "--ruleset", "bell", "--position", "W:Wc5,c3:Ba1", "c5-c4"),
                     TEXTS("  c5-c4 is legal with men_move=any, not with men_move=forward_sideways: the man on c5 steps "
                           "backwards, which men_move=forward_sideways does not allow.\n  With that change, c5-c4 would "
                           "still be refused by a rule of ruleset bell that its script adds as a Lua hook (",
                           "alquerque_bell_hooks.lua): A piece never returns to a point it has occupied, in earlier moves or earlier "
                           "in the same capture, and a piece on the far row moves only to capture.\n"),
                     TEXTS("No single rule change"));
    expect_sentences(TEXTS("dispute", "--variant", HOOKED_ALQUERQUE, "--position", "W:Wc5:Ba1", "--a", "ruleset=murray", "--b",
                           "ruleset=bell men_move=any", "--json"),
                     TEXTS("{\"not_under\":\"B\",\"option\":\"hooks\",\"text\":\"c5-d5 is refused by the rules that "
                           "ruleset bell adds as Lua hooks (A piece never returns"),
                     TEXTS(" with  together", "option\":null"));
}

/* Every option that makes a move illegal says why, in words about the move: a flying king's long
 * step against king=none, and a chain stopped where removal=immediate or a flying king would go
 * on (without the majority rule to say it). */
static void test_every_option_says_why(void **state)
{
    (void)state;
    expect_sentences(TEXTS("explain", "--variant", "felli", "--position", "W:WKd2:Ba5,e5", "--rule", "king=none", "d2-b4"),
                     TEXTS("  d2-b4 is legal with king=flying, not with king=none: the Mullah on d2 travels 2 points "
                           "along a line in one step, and under king=none, where no man is crowned, a Mullah already on "
                           "the board goes one point at a time (two in a jump).\n"),
                     TEXTS("not with king=none.\n"));
    expect_sentences(TEXTS("explain", "--position", "B:BKa5:Wc5,d4,c7,i9", "--rule", "removal=immediate", "--rule",
                           "majority=none", "a5xe5xc3"),
                     TEXTS("  a5xe5xc3 is legal with removal=end, not with removal=immediate: the capture stops after 2 "
                           "jumps although with removal=immediate the piece can jump again (a5xe5xc3xc9), and under "
                           "chain=must it must go on.\n",
                           "  a5xe5xc3 is legal with king=short, not with king=flying: the capture stops after 2 jumps "
                           "although with king=flying the piece can jump again (a5xe5xc3xc9), and under chain=must it "
                           "must go on.\n"),
                     TEXTS("not with removal=immediate.\n", "not with king=flying.\n"));
}

/* Choices whose setups give different starts: the closing line does not claim that one position
 * compares them, and the JSON says the starts differ. */
static void test_starts_differ(void **state)
{
    (void)state;
    expect_sentences(TEXTS("dispute", "--variant", "aiyawatstani", "--a", "setup=alternate", "--b", "setup=right"),
                     TEXTS("each choice starts from its own position, so their games differ before the first move.\n"),
                     TEXTS("The moves are the same, with the same results, under every choice."));
    expect_sentences(TEXTS("dispute", "--variant", "aiyawatstani", "--a", "setup=alternate", "--b", "setup=right",
                           "--json"),
                     TEXTS("\"disagree\":false,\"starts_differ\":true,"), TEXTS("starts_differ\":false"));
    expect_sentences(TEXTS("dispute", "--variant", "aiyawatstani", "--play", "d4-e5", "--a", "setup=alternate", "--b",
                           "setup=right", "--json"),
                     TEXTS("\"starts_differ\":false,"), TEXTS("starts_differ\":true"));
}

/* Rewrites each entry's output with what the program prints now. */
static int update_entries(Entry *entries, int n)
{
    int status = 0;
    for (int i = 0; i < n; i++) {
        Entry *e = &entries[i];
        char *text = textfile_read(e->file), *mark = text ? strstr(text, "\noutput:\n") : NULL;
        RunResult r = e->problem[0] ? (RunResult){0} : run_entry(e);
        FILE *f = mark && r.exited && r.status == 0 ? fopen(e->file, "wb") : NULL;
        if (f) {
            fwrite(text, 1, (size_t)(mark - text) + 9, f);
            fputs(r.out, f);
            fclose(f);
        } else {
            fprintf(stderr, "%s: not updated (%s)\n", e->file, e->problem[0] ? e->problem : r.err ? r.err : "");
            status = 1;
        }
        run_free(&r);
        free(text);
    }
    return status;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: test_disputes DIR DOC [--write | --update]\n");
        return 2;
    }
    static Entry entries[MAX_ENTRIES];
    int n = read_entries(argv[1], entries);
    if (chdir(KHARBAGA_SOURCE_DIR) != 0)
        return fprintf(stderr, "cannot enter %s\n", KHARBAGA_SOURCE_DIR), 1;
    if (argc > 3 && !strcmp(argv[3], "--update"))
        return update_entries(entries, n);
    if (argc > 3 && !strcmp(argv[3], "--write")) {
        FILE *f = fopen(argv[2], "wb");
        if (!f)
            return fprintf(stderr, "cannot write %s\n", argv[2]), 1;
        write_doc(f, entries, n);
        return fclose(f) == 0 ? 0 : 1;
    }
    static struct CMUnitTest tests[MAX_ENTRIES + 10];
    DocCheck doc = {argv[2], entries, n};
    for (int i = 0; i < n; i++)
        tests[i] = (struct CMUnitTest){entries[i].name, test_entry, NULL, NULL, &entries[i]};
    tests[n] = (struct CMUnitTest){"docs/disputes.md is current", test_doc_is_current, NULL, NULL, &doc};
    tests[n + 1] = (struct CMUnitTest){"record errors", test_record_errors, NULL, NULL, NULL};
    tests[n + 2] = (struct CMUnitTest){"record json and --at", test_record_json, NULL, NULL, NULL};
    tests[n + 3] = (struct CMUnitTest){"men_capture: the narrower value", test_men_capture_narrower_value, NULL, NULL,
                                       NULL};
    tests[n + 4] = (struct CMUnitTest){"men_capture: the wider value", test_men_capture_wider_value, NULL, NULL, NULL};
    tests[n + 5] = (struct CMUnitTest){"men_move: step directions", test_men_move_directions, NULL, NULL, NULL};
    tests[n + 6] = (struct CMUnitTest){"capture: huffing against choices without it", test_huff_against_choices_without_it,
                                       NULL, NULL, NULL};
    tests[n + 7] = (struct CMUnitTest){"hooks: rulesets with Lua hooks", test_hook_rulesets, NULL, NULL, NULL};
    tests[n + 8] = (struct CMUnitTest){"every option says why", test_every_option_says_why, NULL, NULL, NULL};
    tests[n + 9] = (struct CMUnitTest){"setup: different starts", test_starts_differ, NULL, NULL, NULL};
    if (n == 0)
        return fprintf(stderr, "%s: no .dispute files\n", argv[1]), 1;
    int failed = _cmocka_run_group_tests("disputes", tests, (size_t)n + 10, NULL, NULL);
    for (int i = 0; i < n; i++)
        free(entries[i].text);
    return failed;
}
