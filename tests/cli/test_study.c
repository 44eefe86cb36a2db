/*
 * test_study.c — parallel and sharded matches and studies from the outside: `match --jobs 1`
 * and `--jobs 2` give the same JSON; a 4-shard match run through GNU parallel and merged gives
 * the single run's JSON (skipped without parallel); a study resumed from a results file cut
 * short in the middle of a line, and one killed while it ran, finish with the uninterrupted
 * study's report without replaying a finished game; the study's Markdown, JSON and SVG (the
 * metrics of a unit on one labelled scale); a second run on a results file a first run writes
 * refused, the file left whole; merge refusing
 * what is not a regular file (a FIFO, /dev/zero, a directory) before reading it; and one clear
 * line for each bad input (one choice alone, bad choices, shards, results files of another run,
 * missing or repeated shards).
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"
#include "support/scratch.h"

#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { TIMEOUT = 300 };

/* ---- running the program ---- */

#define RUN(...) RUN_WITHIN(TIMEOUT, __VA_ARGS__)

/* A chart's scale for a metric: the width of its first bar over the value it shows. */
static double bar_scale(const char *svg, const char *metric)
{
    char key[96];
    snprintf(key, sizeof key, "class=\"bar\" data-metric=\"%s\" data-value=\"", metric);
    const char *s = strstr(svg, key);
    if (!s)
        fail_msg("no bar of %s in the chart", metric);
    double value = strtod(s + strlen(key), NULL);
    const char *w = strstr(s, "width=\"");
    assert_non_null(w);
    double width = strtod(w + 7, NULL);
    if (value <= 0)
        fail_msg("the bar of %s shows %g", metric, value);
    return width / value;
}

static char *read_text(const char *file, size_t *len)
{
    FILE *f = fopen(file, "rb");
    assert_non_null(f);
    static char buf[1 << 20];
    *len = fread(buf, 1, sizeof buf - 1, f);
    buf[*len] = '\0';
    fclose(f);
    return buf;
}

static void write_text(const char *file, const char *text, size_t len)
{
    FILE *f = fopen(file, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    fclose(f);
}

/* ---- matches ---- */

#define MATCH "match", "master", "greedy", "--games", "8", "--depth", "2"

static void test_jobs_give_the_same_match(void **state)
{
    (void)state;
    RunResult one = RUN(MATCH, "--jobs", "1", "--json"), two = RUN(MATCH, "--jobs", "2", "--json");
    expect_exit_ok(&one);
    expect_exit_ok(&two);
    assert_string_equal(one.out, two.out);
    /* the progress lines too, told in the order of the games */
    assert_string_equal(one.err, two.err);
    assert_int_equal(count_lines_starting(two.err, "game "), 8);
    run_free(&one);
    run_free(&two);
}

/* The first directory of PATH holding an executable `name`, into buf. */
static bool find_program(const char *name, char *buf, size_t len)
{
    const char *p = getenv("PATH");
    while (p && *p) {
        size_t n = strcspn(p, ":");
        snprintf(buf, len, "%.*s/%s", (int)n, p, name);
        if (n && access(buf, X_OK) == 0)
            return true;
        p += n + (p[n] == ':');
    }
    return false;
}

static void test_shards_through_parallel_merge_to_the_single_run(void **state)
{
    (void)state;
    char parallel[512];
    if (!find_program("parallel", parallel, sizeof parallel))
        skip();
    char out[160];
    snprintf(out, sizeof out, "%s/shard-{}.jsonl", scratch_dir());
    const char *argv[] = {parallel, "--will-cite", "--halt", "now,fail=1", KHARBAGA_BINARY, MATCH, "--jobs", "1",
                          "--shard", "{}/4", "--out", out, ":::", "1", "2", "3", "4", NULL};
    RunResult p = run_program(argv, TIMEOUT);
    expect_exit_ok(&p);
    run_free(&p);
    RunResult single = RUN(MATCH, "--json"), merged = RUN("merge", scratch_path("shard-1.jsonl"), scratch_path("shard-2.jsonl"),
                                                          scratch_path("shard-3.jsonl"), scratch_path("shard-4.jsonl"), "--json");
    expect_exit_ok(&single);
    expect_exit_ok(&merged);
    assert_string_equal(single.out, merged.out);
    run_free(&merged);
    /* the text report too */
    RunResult table = RUN("merge", scratch_path("shard-4.jsonl"), scratch_path("shard-3.jsonl"), scratch_path("shard-2.jsonl"),
                          scratch_path("shard-1.jsonl"));
    expect_exit_ok(&table);
    RunResult text = RUN(MATCH);
    expect_exit_ok(&text);
    const char *report = strstr(text.out, "\n\nmaster vs greedy"); /* after the progress lines */
    assert_non_null(report);
    assert_string_equal(table.out, report + 1);
    run_free(&single);
    run_free(&table);
    run_free(&text);

    /* a shard missing, given twice, or of another match */
    RunResult r = RUN("merge", scratch_path("shard-1.jsonl"), scratch_path("shard-2.jsonl"), scratch_path("shard-3.jsonl"));
    expect_user_error(&r, ANY_ERROR, "shard 4/4 is missing");
    run_free(&r);
    r = RUN("merge", scratch_path("shard-1.jsonl"), scratch_path("shard-2.jsonl"), scratch_path("shard-2.jsonl"), scratch_path("shard-4.jsonl"));
    expect_user_error(&r, ANY_ERROR, "shard-2.jsonl is shard 2/4, as");
    run_free(&r);
    r = RUN("match", "master", "greedy", "--games", "8", "--depth", "2", "--seed", "7", "--shard", "3/4", "--out",
            scratch_path("other-3.jsonl"));
    expect_exit_ok(&r);
    run_free(&r);
    r = RUN("merge", scratch_path("shard-1.jsonl"), scratch_path("shard-2.jsonl"), scratch_path("other-3.jsonl"), scratch_path("shard-4.jsonl"));
    expect_user_error(&r, ANY_ERROR, "other-3.jsonl is a shard of another match than");
    assert_non_null(strstr(r.err, "\"seed\""));
    run_free(&r);
}

/* ---- studies ---- */

#define STUDY "study", "--choice", "removal=end", "--choice", "ruleset=immediate", "--games", "12", "--depth", "2"

static void test_study_report(void **state)
{
    (void)state;
    RunResult r = RUN(STUDY, "--svg", scratch_path("study.svg"));
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "# Study: Kharbaga, 12 games per choice"));
    assert_non_null(strstr(r.out, "| metric | 1: `removal=end` | 2: `ruleset=immediate` | choices differ? |"));
    static const char *const rows[] = {"| first-player score |", "| draw rate |", "| decisiveness |",
                                       "| length (plies) |", "| captures per game |", "| crownings per game |",
                                       "| huffs per game |", "| ended: no pieces left |", "| ended: no legal move |",
                                       "| ended: repetition |", "| ended: quiet-move limit |"};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (!strstr(r.out, rows[i]))
            fail_msg("no row %s in:\n%s", rows[i], r.out);
    assert_non_null(strstr(r.out, "Holm"));
    assert_non_null(strstr(r.out, "Games per choice for a 95% interval"));
    assert_int_equal(count_lines_starting(r.err, "choice 1/2 (removal=end)  game "), 12);
    assert_int_equal(count_lines_starting(r.err, "choice 2/2 (ruleset=immediate)  game "), 12);
    size_t len;
    const char *svg = read_text(scratch_path("study.svg"), &len);
    assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_int_equal(count_occurrences(svg, "class=\"bar\""), 2 * 10); /* the table's rows but decisiveness */
    assert_int_equal(count_occurrences(svg, "class=\"interval\""), 2 * 10);
    /* three labelled scales, one per unit; the metrics of a unit on the same one */
    assert_int_equal(count_occurrences(svg, "class=\"scale\""), 3);
    assert_int_equal(count_occurrences(svg, "class=\"axis\""), 3);
    assert_non_null(strstr(svg, ">Share of games, % (the first player&apos;s score, draws, how games ended)</text>"));
    assert_non_null(strstr(svg, ">Length, plies</text>"));
    assert_non_null(strstr(svg, ">100%</text>"));
    double score = bar_scale(svg, "first_player_score"), ended = bar_scale(svg, "ended_no_pieces");
    if (fabs(score - ended) > 1e-3 * ended)
        fail_msg("the first-player score and the games ended with no pieces left on different scales: %g and %g "
                 "pixels per unit",
                 score, ended);
    run_free(&r);
    r = RUN(STUDY, "--json", "--jobs", "2");
    expect_exit_ok(&r);
    assert_int_equal(count_occurrences(r.out, "\"choice\":"), 2);
    assert_non_null(strstr(r.out, "\"first_player_score\":{\"value\":"));
    assert_non_null(strstr(r.out, "\"comparisons\":[{\"metric\":\"first_player_score\",\"choices\":[1,2]"));
    run_free(&r);
}

/* The games a resumed run played: its progress lines. */
static int games_played(const RunResult *r)
{
    return count_lines_starting(r->err, "choice ");
}

static void test_study_resumes_a_cut_file(void **state)
{
    (void)state;
    RunResult full = RUN(STUDY, "--json", "--out", scratch_path("full.jsonl"));
    expect_exit_ok(&full);
    assert_int_equal(games_played(&full), 24);
    size_t len;
    char *text = read_text(scratch_path("full.jsonl"), &len);
    /* the header, five games and half of the sixth */
    char *s = text;
    for (int i = 0; i < 6; i++)
        s = strchr(s, '\n') + 1;
    size_t cut = (size_t)(s - text) + (size_t)(strchr(s, '\n') - s) / 2;
    write_text(scratch_path("cut.jsonl"), text, cut);
    RunResult resumed = RUN(STUDY, "--json", "--out", scratch_path("cut.jsonl"));
    expect_exit_ok(&resumed);
    assert_string_equal(resumed.out, full.out);
    assert_non_null(strstr(resumed.err, "5 games already played (an unfinished last line dropped)"));
    assert_int_equal(games_played(&resumed), 24 - 5);
    /* the file is whole again: resuming once more plays nothing */
    RunResult again = RUN(STUDY, "--json", "--out", scratch_path("cut.jsonl"));
    expect_exit_ok(&again);
    assert_string_equal(again.out, full.out);
    assert_int_equal(games_played(&again), 0);
    assert_non_null(strstr(again.err, "24 games already played\n"));
    run_free(&again);
    run_free(&resumed);

    /* another study's file is refused, naming what differs */
    RunResult other = RUN("study", "--choice", "removal=end", "--choice", "ruleset=immediate", "--games", "12",
                          "--depth", "3", "--out", scratch_path("full.jsonl"));
    expect_user_error(&other, ANY_ERROR, "\"depth\" differs");
    run_free(&other);
    run_free(&full);
}

/* Lines of a file (0 if it is missing). */
static int file_lines(const char *file)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return 0;
    int n = 0, c;
    while ((c = fgetc(f)) != EOF)
        n += c == '\n';
    fclose(f);
    return n;
}

static void test_study_killed_and_resumed(void **state)
{
    (void)state;
    const char *argv[] = {KHARBAGA_BINARY, "study", "--choice", "removal=end", "--choice", "ruleset=immediate",
                          "--games", "40", "--depth", "3", "--jobs", "2", "--json", "--out", scratch_path("killed.jsonl"),
                          NULL};
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    /* killed once a few games are in the file (or when it has finished: then nothing is left) */
    struct timespec tick = {0, 5 * 1000 * 1000};
    for (int waited = 0; file_lines(scratch_path("killed.jsonl")) < 6 && waited < 60000; waited += 5)
        nanosleep(&tick, NULL);
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    int kept = file_lines(scratch_path("killed.jsonl")) - 1;
    assert_true(kept >= 5);
    RunResult resumed = run_program(argv, TIMEOUT);
    expect_exit_ok(&resumed);
    char said[96];
    snprintf(said, sizeof said, "%d games already played", kept);
    if (!strstr(resumed.err, said))
        fail_msg("expected \"%s\" in:\n%s", said, resumed.err);
    assert_int_equal(games_played(&resumed), 80 - kept);
    const char *plain[] = {KHARBAGA_BINARY, "study", "--choice", "removal=end", "--choice", "ruleset=immediate",
                           "--games", "40", "--depth", "3", "--json", NULL};
    RunResult full = run_program(plain, TIMEOUT);
    expect_exit_ok(&full);
    assert_string_equal(resumed.out, full.out);
    run_free(&full);
    run_free(&resumed);
}

static void test_study_shards_merge(void **state)
{
    (void)state;
    RunResult single = RUN(STUDY, "--json");
    expect_exit_ok(&single);
    RunResult a = RUN(STUDY, "--shard", "1/2", "--out", scratch_path("s-1.jsonl"));
    RunResult b = RUN(STUDY, "--shard", "2/2", "--out", scratch_path("s-2.jsonl"));
    expect_exit_ok(&a);
    expect_exit_ok(&b);
    assert_int_equal(a.out_len, 0); /* a shard's output is its file */
    RunResult merged = RUN("merge", scratch_path("s-2.jsonl"), scratch_path("s-1.jsonl"), "--json");
    expect_exit_ok(&merged);
    assert_string_equal(merged.out, single.out);
    run_free(&merged);
    /* a shard cut short: its game is missing */
    size_t len;
    char *text = read_text(scratch_path("s-2.jsonl"), &len);
    char *last = text + len - 1;
    while (last > text && last[-1] != '\n')
        last--;
    write_text(scratch_path("s-2cut.jsonl"), text, (size_t)(last - text));
    merged = RUN("merge", scratch_path("s-1.jsonl"), scratch_path("s-2cut.jsonl"));
    expect_user_error(&merged, ANY_ERROR, "s-2cut.jsonl lacks game");
    run_free(&merged);
    run_free(&a);
    run_free(&b);
    run_free(&single);
}

/* Two runs on one --out file: the second is refused at once, naming the run that holds it; the
 * first goes on, and its file is whole (merge reads it, the same command resumes with nothing
 * left to play). The first run is stopped (SIGSTOP) while it holds the file, so that the second
 * meets it however fast the machine is. */
static void test_two_runs_on_one_out_file(void **state)
{
    (void)state;
    const char *argv[] = {KHARBAGA_BINARY, "match", "greedy", "greedy", "--games", "40", "--depth", "1", "--jobs",
                          "2", "--out", scratch_path("locked.jsonl"), NULL};
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    struct timespec tick = {0, 1000 * 1000};
    for (int waited = 0; file_lines(scratch_path("locked.jsonl")) < 1 && waited < 60000; waited++)
        nanosleep(&tick, NULL);
    assert_int_equal(kill(pid, SIGSTOP), 0);
    RunResult second = run_program(argv, TIMEOUT);
    expect_user_error(&second, ANY_ERROR, "--out ");
    char said[160];
    snprintf(said, sizeof said, "locked.jsonl: another run is writing it (kharbaga match, pid %d)", (int)pid);
    if (!strstr(second.err, said))
        fail_msg("expected \"%s\" in:\n%s", said, second.err);
    run_free(&second);
    assert_int_equal(kill(pid, SIGCONT), 0);
    int status;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    assert_int_equal(file_lines(scratch_path("locked.jsonl")), 41);
    RunResult merged = RUN("merge", scratch_path("locked.jsonl"), "--json");
    expect_exit_ok(&merged);
    assert_non_null(strstr(merged.out, "\"games\":40,"));
    run_free(&merged);
    RunResult again = run_program(argv, TIMEOUT);
    expect_exit_ok(&again);
    assert_non_null(strstr(again.out, "40 games already played\n"));
    assert_null(strstr(again.out, "\ngame "));
    run_free(&again);
}

/* A match's results file by hand: its header (games, players greedy and greedy, depth 1), then
 * `lines` game lines each giving `counts` for plies and captures, and `searches` for A's and B's
 * searches and A's incomplete ones. */
static void write_results(const char *file, int games, int lines, const char *counts, const char *searches)
{
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fprintf(f, "{\"kharbaga\":\"match\",\"format\":1,\"shard\":null,\"variant\":\"kharbaga\",\"ruleset\":null,"
               "\"rules\":[],\"position\":null,\"play\":null,\"players\":[\"greedy\",\"greedy\"],\"games\":%d,"
               "\"time_ms\":0,\"depth\":1,\"opening\":0,\"seed\":\"0\",\"choices\":[]}\n",
            games);
    for (int g = 1; g <= lines; g++)
        fprintf(f, "{\"choice\":1,\"game\":%d,\"a_side\":\"%s\",\"result\":\"1-0\",\"reason\":\"no_pieces\","
                   "\"plies\":%s,\"fingerprint\":\"%016x\",\"captures\":%s,\"crownings\":0,\"huffs\":0,"
                   "\"searches\":[%s,%s],\"incomplete\":[%s,0]}\n",
                g, g % 2 ? "south" : "north", counts, g, counts, searches, searches, searches);
    fclose(f);
}

/* Counts a results file gives are summed without wrapping: 2200 games of a million searches
 * each are 2.2 billion searches, beyond an int; a count beyond what a game may give is refused,
 * naming the file, line and field. */
static void test_merge_sums_counts_in_64_bits(void **state)
{
    (void)state;
    write_results(scratch_path("counts.jsonl"), 2200, 2200, "1000000", "1000000");
    RunResult r = RUN("merge", scratch_path("counts.jsonl"), "--json");
    expect_exit_ok(&r);
    if (!strstr(r.out, "\"searches\":[2200000000,2200000000],\"incomplete_searches\":[2200000000,0]"))
        fail_msg("expected 2200000000 searches in:\n%.600s", strstr(r.out, "\"searches\"") ? strstr(r.out, "\"searches\"") : r.out);
    run_free(&r);
    r = RUN("merge", scratch_path("counts.jsonl"));
    expect_exit_ok(&r);
    assert_non_null(strstr(r.out, "note: in 2200000000 of its 2200000000 searches greedy did not complete depth 1"));
    run_free(&r);
    write_results(scratch_path("huge.jsonl"), 2, 2, "4294967296000", "1");
    r = RUN("merge", scratch_path("huge.jsonl"));
    expect_user_error(&r, ANY_ERROR, "huge.jsonl:2: \"plies\": expected a whole number from 0 to 1000000");
    run_free(&r);
    write_results(scratch_path("huge.jsonl"), 2, 2, "-1", "1");
    r = RUN("merge", scratch_path("huge.jsonl"));
    expect_user_error(&r, ANY_ERROR, "huge.jsonl:2: \"plies\": expected a whole number from 0 to 1000000");
    run_free(&r);
    write_results(scratch_path("huge.jsonl"), 2, 2, "40", "99999999999999999999999");
    r = RUN("merge", scratch_path("huge.jsonl"));
    expect_user_error(&r, ANY_ERROR, "huge.jsonl:2: \"searches\": expected two whole numbers (A's and B's) from 0 to 1000000");
    run_free(&r);
}

/* merge reads regular files alone: a device, a FIFO and a directory are refused before a byte is
 * read (/dev/zero is not read into memory, a FIFO with no writer does not hang). */
static void test_merge_refuses_what_is_not_a_file(void **state)
{
    (void)state;
    assert_int_equal(mkfifo(scratch_path("fifo"), 0600), 0);
    assert_int_equal(mkdir(scratch_path("a-directory"), 0700), 0);
    struct {
        const char *file, *names;
    } cases[] = {
        {"/dev/zero", "/dev/zero: a device; expected a results file of kharbaga match or study (a regular file)"},
        {scratch_path("fifo"), "fifo: a FIFO; expected a results file"},
        {scratch_path("a-directory"), "a-directory: a directory; expected a results file"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *argv[] = {KHARBAGA_BINARY, "merge", cases[i].file, NULL};
        RunResult r = run_program(argv, 20);
        assert_false(r.timed_out);
        expect_user_error(&r, ANY_ERROR, cases[i].names);
        assert_true(r.max_rss_kib < 256 * 1024);
        run_free(&r);
    }
    /* --out too: a run writes only a regular file */
    RunResult r = RUN(MATCH, "--out", scratch_path("fifo"));
    expect_user_error(&r, ANY_ERROR, "--out ");
    assert_non_null(strstr(r.err, "fifo: a FIFO"));
    run_free(&r);
}

static void test_bad_input(void **state)
{
    (void)state;
    struct {
        const char *args[12];
        const char *names;
    } cases[] = {
        {{"study", "--games", "2", NULL}, "expected a --choice SPEC"},
        {{"study", "--choice", "removal=immediate", NULL},
         "study: one rule choice (--choice removal=immediate); a study compares two or more, e.g. with the rules "
         "it changes: --choice ruleset=standard --choice \"removal=immediate\""},
        {{"study", "--choice", "removal", "--choice", "removal=end", NULL},
         "--choice removal: expected ruleset=ID or rule changes"},
        {{"study", "--choice", "removal=sometimes", "--choice", "removal=end", NULL}, "--choice removal=sometimes:"},
        {{"study", "--choice", "ruleset=nonesuch", "--choice", "removal=end", NULL}, "--choice ruleset=nonesuch:"},
        /* a bad choice after moves played: the choice's copy of the command line owns none of them */
        {{"study", "--play", "e3-e5", "--choice", "removal=end", "--choice", "removal=sometimes", NULL},
         "--choice removal=sometimes:"},
        {{"study", "--play", "e3-e5", "--choice", "removal", "--choice", "removal=end", NULL},
         "--choice removal: expected ruleset=ID or rule changes"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--shard", "2/4", NULL},
         "--shard 2/4: expected --out FILE"},
        {{"study", "--choice", "removal=end", "--choice", "removal=immediate", "--shard", "5/4", "--out", "x", NULL},
         "--shard 5/4: expected I/N"},
        {{"match", "a", "b", "--jobs", "0", NULL}, "--jobs 0: expected a whole number from 1 to 256"},
        {{"merge", NULL}, "expected the results files"},
        {{"merge", "/nonexistent/file.jsonl", NULL}, "/nonexistent/file.jsonl: cannot read it"},
        {{"merge", KHARBAGA_SOURCE_DIR "/README.md", NULL}, "README.md:1: expected the header of a results file"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = run_kharbaga(cases[i].args, TIMEOUT);
        expect_user_error(&r, ANY_ERROR, cases[i].names);
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_jobs_give_the_same_match),
        cmocka_unit_test(test_shards_through_parallel_merge_to_the_single_run),
        cmocka_unit_test(test_study_report),
        cmocka_unit_test(test_study_resumes_a_cut_file),
        cmocka_unit_test(test_study_killed_and_resumed),
        cmocka_unit_test(test_study_shards_merge),
        cmocka_unit_test(test_two_runs_on_one_out_file),
        cmocka_unit_test(test_merge_sums_counts_in_64_bits),
        cmocka_unit_test(test_merge_refuses_what_is_not_a_file),
        cmocka_unit_test(test_bad_input),
    };
    return cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
}
