/*
 * test_variant_corpus.c — broken and good variant scripts.
 *
 * Every script in the bad corpus starts with one or more lines
 *     -- expect: TEXT            (or -- expect-sandbox: TEXT, for what only the sandbox stops)
 * and must fail to load with every TEXT in the loader's error, both through loader_load (run in
 * a child process, so that a hang or a crash is reported per file) and through
 * `kharbaga moves --variant FILE` (non-zero exit, every stderr line "kharbaga: ...", no signal).
 * Every script of the good corpus must load and have legal moves; a few are checked move by move
 * and by perft counts worked out by hand. The broken personality scripts carry the same
 * `-- expect: TEXT` lines and must fail with them, through personality_load and through
 * `kharbaga analyze --ai FILE`.
 *
 * Usage: test_variant_corpus [BAD_DIR [GOOD_DIR [PERSONALITY_DIR]]]  (default: the source tree's
 * corpora)
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gamedef.h"
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "personality.h"
#include "support/run.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum {
    MIN_BAD = 20,        /* the corpus must hold at least this many broken scripts */
    MIN_SANDBOX = 4,     /* ... of which this many only the sandbox can stop */
    MIN_GOOD = 3,
    MIN_PERSONALITIES = 3, /* broken personality scripts */
    MAX_FILES = 256,
    MAX_EXPECT = 4,
    LOAD_TIMEOUT = 120,  /* seconds for one script (the instruction budget under sanitizers) */
};

static const char *bad_dir, *good_dir, *personality_dir;

typedef struct Script {
    char path[1024];
    char name[256];
    int nexpect;
    bool sandbox; /* some expectation is marked expect-sandbox */
    char expect[MAX_EXPECT][256];
} Script;

/* ---- reading the corpus ---- */

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The *.lua files of dir, sorted, as malloc'd names; returns the count. */
static int list_scripts(const char *dir, char **names, int max)
{
    DIR *d = opendir(dir);
    if (!d)
        fail_msg("cannot open the corpus directory %s", dir);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua") != 0)
            continue;
        if (n == max)
            fail_msg("%s: more than %d scripts", dir, max);
        names[n] = strdup(e->d_name);
        assert_non_null(names[n]);
        n++;
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    return n;
}

/* Reads the expectation lines at the top of a bad script. */
static void read_expectations(Script *s)
{
    FILE *f = fopen(s->path, "r");
    if (!f)
        fail_msg("cannot open %s", s->path);
    char line[512];
    static const char *const marks[] = {"-- expect: ", "-- expect-sandbox: "};
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        int m = -1;
        for (int k = 0; k < 2; k++)
            if (strncmp(line, marks[k], strlen(marks[k])) == 0)
                m = k;
        if (m < 0)
            break;
        const char *text = line + strlen(marks[m]);
        if (!*text)
            fail_msg("%s: an empty expectation", s->path);
        if (s->nexpect == MAX_EXPECT)
            fail_msg("%s: more than %d expectations", s->path, MAX_EXPECT);
        snprintf(s->expect[s->nexpect++], sizeof s->expect[0], "%s", text);
        s->sandbox |= m == 1;
    }
    fclose(f);
    if (s->nexpect == 0)
        fail_msg("%s: the first line must be '-- expect: TEXT' (or '-- expect-sandbox: TEXT')", s->path);
}

/* Every script of a corpus of broken scripts in dir, with its expectations; returns the count. */
static int read_expecting_corpus(const char *dir, Script *out, int max)
{
    char *names[MAX_FILES];
    int n = list_scripts(dir, names, max < MAX_FILES ? max : MAX_FILES);
    for (int i = 0; i < n; i++) {
        memset(&out[i], 0, sizeof out[i]);
        snprintf(out[i].path, sizeof out[i].path, "%s/%s", dir, names[i]);
        snprintf(out[i].name, sizeof out[i].name, "%s", names[i]);
        read_expectations(&out[i]);
        free(names[i]);
    }
    return n;
}

/* Every script of the bad corpus, with its expectations; returns the count. */
static int read_bad_corpus(Script *out, int max) { return read_expecting_corpus(bad_dir, out, max); }

/* ---- loading in a child process ---- */

typedef struct LoadOutcome {
    bool finished;  /* the child reported back */
    bool ok;        /* loader_load returned true */
    char how[128];  /* how the child ended, if it did not report */
    char err[LOADER_ERRLEN];
} LoadOutcome;

/* Runs loader_load(path) in a child, so that a hang (killed after LOAD_TIMEOUT seconds) or a
 * crash is a finding about this script rather than the end of the test program. */
static LoadOutcome load_in_child(const char *path)
{
    LoadOutcome o;
    memset(&o, 0, sizeof o);
    int fd[2];
    assert_int_equal(pipe(fd), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(fd[0]);
        GameDef *def = malloc(sizeof *def);
        char err[LOADER_ERRLEN] = "";
        char ok = def && loader_load(path, def, err, sizeof err) ? 1 : 0;
        if (ok)
            gamedef_release(def);
        free(def);
        (void)!write(fd[1], &ok, 1);
        (void)!write(fd[1], err, strlen(err) + 1);
        _exit(0);
    }
    close(fd[1]);
    char buf[1 + LOADER_ERRLEN + 1];
    size_t got = 0;
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    bool killed = false;
    for (;;) {
        struct timespec now;
        clock_gettime(CLOCK_MONOTONIC, &now);
        int left = LOAD_TIMEOUT - (int)(now.tv_sec - start.tv_sec);
        if (left <= 0) {
            kill(pid, SIGKILL);
            killed = true;
            break;
        }
        struct pollfd p = {fd[0], POLLIN, 0};
        int r = poll(&p, 1, left * 1000);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            continue;
        ssize_t k = read(fd[0], buf + got, sizeof buf - 1 - got);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            break;
        got += (size_t)k;
        if (got == sizeof buf - 1)
            break;
    }
    close(fd[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    buf[got] = '\0';
    if (killed)
        snprintf(o.how, sizeof o.how, "did not finish within %d s", LOAD_TIMEOUT);
    else if (WIFSIGNALED(status))
        snprintf(o.how, sizeof o.how, "crashed with signal %d", WTERMSIG(status));
    else if (got == 0)
        snprintf(o.how, sizeof o.how, "ended without a result (exit status %d)", WEXITSTATUS(status));
    else {
        o.finished = true;
        o.ok = buf[0] == 1;
        snprintf(o.err, sizeof o.err, "%.*s", (int)sizeof o.err - 1, buf + 1);
    }
    return o;
}

/* ---- the bad corpus ---- */

static void test_bad_scripts_fail_to_load(void **state)
{
    (void)state;
    Script *scripts = calloc(MAX_FILES, sizeof *scripts);
    assert_non_null(scripts);
    int n = read_bad_corpus(scripts, MAX_FILES), bad = 0, sandboxed = 0;
    for (int i = 0; i < n; i++) {
        const Script *s = &scripts[i];
        sandboxed += s->sandbox;
        LoadOutcome o = load_in_child(s->path);
        if (!o.finished) {
            print_error("%s: loader_load %s\n", s->name, o.how);
            bad++;
            continue;
        }
        if (o.ok) {
            print_error("%s: loaded without an error\n", s->name);
            bad++;
            continue;
        }
        for (int k = 0; k < s->nexpect; k++)
            if (!strstr(o.err, s->expect[k])) {
                print_error("%s: the error does not contain \"%s\"; it is:\n%s\n", s->name, s->expect[k], o.err);
                bad++;
                break;
            }
    }
    free(scripts);
    if (n < MIN_BAD || sandboxed < MIN_SANDBOX)
        fail_msg("the corpus %s holds %d scripts (%d for the sandbox); expected at least %d (%d)", bad_dir, n,
                 sandboxed, MIN_BAD, MIN_SANDBOX);
    if (bad)
        fail_msg("%d of %d broken scripts were not rejected as expected (listed above)", bad, n);
}

/* Whether every line of text starts with prefix (and there is at least one). */
static bool every_line_starts_with(const char *text, const char *prefix)
{
    if (!*text)
        return false;
    size_t n = strlen(prefix);
    for (const char *line = text; *line;) {
        if (strncmp(line, prefix, n) != 0)
            return false;
        const char *nl = strchr(line, '\n');
        if (!nl)
            return false; /* an unterminated last line */
        line = nl + 1;
    }
    return true;
}

/* Runs the program (argv: the binary, a command and the script s) and checks it refused s as the
 * project's rule says: a non-zero exit, nothing on stdout, every stderr line "kharbaga: ", the
 * corpus file's expected texts. Prints what went wrong otherwise. */
static bool refused_by_the_program(const char *const *argv, const Script *s)
{
    RunResult r = run_program(argv, LOAD_TIMEOUT);
    char how[96];
    const char *problem = NULL;
    if (!r.exited || r.status == 0)
        problem = "it did not exit with a non-zero status";
    else if (r.out_len)
        problem = "it wrote to stdout";
    else if (!every_line_starts_with(r.err, "kharbaga: "))
        problem = "stderr is empty or has a line not starting with \"kharbaga: \"";
    for (int k = 0; !problem && k < s->nexpect; k++)
        if (!strstr(r.err, s->expect[k]))
            problem = "stderr lacks an expected text";
    if (problem)
        print_error("%s %s %s: %s (%s); stderr:\n%s\n", argv[1], argv[2], s->name, problem,
                    run_describe(&r, how, sizeof how), r.err);
    run_free(&r);
    return problem == NULL;
}

static void test_bad_scripts_through_the_program(void **state)
{
    (void)state;
    Script *scripts = calloc(MAX_FILES, sizeof *scripts);
    assert_non_null(scripts);
    int n = read_bad_corpus(scripts, MAX_FILES), bad = 0;
    assert_true(n >= MIN_BAD);
    for (int i = 0; i < n; i++) {
        const Script *s = &scripts[i];
        const char *argv[] = {KHARBAGA_BINARY, "moves", "--variant", s->path, NULL};
        bad += !refused_by_the_program(argv, s);
    }
    free(scripts);
    if (bad)
        fail_msg("the program mishandled %d of %d broken scripts (listed above)", bad, n);
}

/* ---- broken personalities ---- */

static void test_bad_personalities(void **state)
{
    (void)state;
    Script *scripts = calloc(MAX_FILES, sizeof *scripts);
    Personality *p = malloc(sizeof *p);
    assert_non_null(scripts);
    assert_non_null(p);
    int n = read_expecting_corpus(personality_dir, scripts, MAX_FILES), bad = 0;
    for (int i = 0; i < n; i++) {
        const Script *s = &scripts[i];
        char err[LOADER_ERRLEN] = "";
        if (personality_load(s->path, p, err, sizeof err)) {
            print_error("%s: loaded without an error\n", s->name);
            bad++;
        } else {
            for (int k = 0; k < s->nexpect; k++)
                if (!strstr(err, s->expect[k])) {
                    print_error("%s: the error does not contain \"%s\"; it is:\n%s\n", s->name, s->expect[k], err);
                    bad++;
                    break;
                }
        }
        const char *argv[] = {KHARBAGA_BINARY, "analyze", "--ai", s->path, NULL};
        bad += !refused_by_the_program(argv, s);
    }
    free(p);
    free(scripts);
    if (n < MIN_PERSONALITIES)
        fail_msg("the corpus %s holds %d scripts; expected at least %d", personality_dir, n, MIN_PERSONALITIES);
    if (bad)
        fail_msg("%d problems with %d broken personality scripts (listed above)", bad, n);
}

/* ---- the good corpus ---- */

static void good_path(const char *file, char *path, size_t len) { snprintf(path, len, "%s/%s", good_dir, file); }

/* Loads a good script; NULL (with the loader's message printed) if it does not load. */
static GameDef *try_load_good(const char *file)
{
    char path[1024], err[LOADER_ERRLEN];
    good_path(file, path, sizeof path);
    GameDef *def = malloc(sizeof *def);
    assert_non_null(def);
    if (loader_load(path, def, err, sizeof err))
        return def;
    print_error("%s does not load:\n%s\n", path, err);
    free(def);
    return NULL;
}

/* Loads a good script, failing the test if it does not load. */
static GameDef *load_good(const char *file)
{
    GameDef *def = try_load_good(file);
    if (!def)
        fail_msg("%s does not load (see above)", file);
    return def;
}

static int compare_texts(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

/* The legal moves of pos, sorted and joined by ' ': a step as "a1-b2", a capture as
 * "e5x..b2[c3,f6]" (start, end and captured points: what identifies a move, docs/rules.md#counting-moves, since
 * the chain printed for a move is whichever the generator found first). */
static void moves_text(const Variant *v, const Position *pos, char *out, size_t len)
{
    MoveList storage = MOVELIST_INIT, *list = &storage;
    assert_non_null(list);
    movegen_legal(v, pos, list);
    assert_false(list->overflow);
    char(*texts)[600] = calloc((size_t)list->n + 1, sizeof *texts);
    assert_non_null(texts);
    for (int i = 0; i < list->n; i++) {
        const Move *m = &list->moves[i];
        if (m->ncaptured == 0) {
            assert_true(movelist_text(v, list, i, texts[i], sizeof texts[i]));
        } else {
            char caps[512];
            assert_true(points_to_text(v, m->captured, ",", caps, sizeof caps));
            snprintf(texts[i], sizeof texts[i], "%sx..%s[%s]", v->board.name[m->from], v->board.name[m->to], caps);
        }
    }
    qsort(texts, (size_t)list->n, sizeof texts[0], compare_texts);
    out[0] = '\0';
    for (int i = 0; i < list->n; i++) {
        size_t used = strlen(out);
        snprintf(out + used, len - used, "%s%s", i ? " " : "", texts[i]);
    }
    free(texts);
    movelist_free(list);
}

static uint64_t perft_of(const Variant *v, const Position *start, int depth)
{
    Position pos = *start;
    bool overflow = false;
    uint64_t n = perft(v, &pos, depth, &overflow);
    assert_false(overflow);
    return n;
}

static void test_good_scripts_load(void **state)
{
    (void)state;
    char *names[MAX_FILES];
    int n = list_scripts(good_dir, names, MAX_FILES), bad = 0;
    for (int i = 0; i < n; i++) {
        GameDef *def = try_load_good(names[i]);
        if (def) {
            Position pos;
            position_start(&def->variant, &pos);
            char moves[4096];
            moves_text(&def->variant, &pos, moves, sizeof moves);
            if (!position_is_ok(&def->variant, &pos) || !moves[0]) {
                print_error("%s: a broken start position or no legal move at the start\n", names[i]);
                bad++;
            }
            gamedef_release(def);
            free(def);
        } else {
            bad++;
        }
        free(names[i]);
    }
    assert_true(n >= MIN_GOOD);
    if (bad)
        fail_msg("%d of %d good scripts do not load or cannot move (listed above)", bad, n);
}

/* The 3x3 drawing by hand: South a1 b1 c1 c2, North a2 a3 b3 c3, b2 empty.
 * Depth 1: only b2 is free and forward of South: a1-b2 (diagonal), b1-b2, c1-b2.
 * Depth 2, North must capture (men capture in every direction, chains must go on):
 *   after a1-b2: c3xa1 over b2 (b3xb1, a3xc1, a2xc2 land on occupied points) — 1;
 *   after b1-b2: b3xb1 over b2 — 1;
 *   after c1-b2: a3xc1 over b2 and c3xc1 over c2 — 2;  in all 4. */
static void test_graph3(void **state)
{
    (void)state;
    GameDef *def = load_good("graph3.lua");
    const Variant *v = &def->variant;
    assert_int_equal(v->board.npoints, 9);
    Position pos;
    position_start(v, &pos);
    char text[256];
    assert_true(position_to_text(v, &pos, text, sizeof text));
    assert_string_equal(text, "B:Ba1,b1,c1,c2:Wa2,a3,b3,c3");
    char moves[1024];
    moves_text(v, &pos, moves, sizeof moves);
    assert_string_equal(moves, "a1-b2 b1-b2 c1-b2");
    assert_int_equal(perft_of(v, &pos, 1), 3);
    assert_int_equal(perft_of(v, &pos, 2), 4);
    gamedef_release(def);
    free(def);

    char path[1024];
    good_path("graph3.lua", path, sizeof path);
    const char *argv[] = {KHARBAGA_BINARY, "perft", "--variant", path, "--depth", "2", NULL};
    RunResult r = run_program(argv, 60);
    assert_true(r.exited);
    assert_int_equal(r.status, 0);
    assert_non_null(strstr(r.out, "perft 2: 4 in "));
    run_free(&r);
}

/* 7x7 Alquerque drawing (49 points, diagonals through x + y even), Kharbaga's rules: South holds
 * rows 1-3 and e4 f4 g4, North rows 5-7 and a4 b4 c4; d4 is empty. Depth 1: c3-d4 (diagonal),
 * d3-d4, e3-d4. Depth 2, North must capture onto the point just left:
 *   after c3-d4: e5xc3 over d4 — 1;  after d3-d4: d5xd3 over d4 — 1;
 *   after e3-d4: c5xe3 over d4, g5xe3 over f4, e5xe3 over e4 — 3;  in all 5. */
static void test_alquerque7(void **state)
{
    (void)state;
    GameDef *def = load_good("alquerque7.lua");
    const Variant *v = &def->variant;
    assert_int_equal(v->board.npoints, 49);
    Position pos;
    position_start(v, &pos);
    assert_int_equal(bits_count(pos.men[SOUTH]), 24);
    assert_int_equal(bits_count(pos.men[NORTH]), 24);
    char moves[1024];
    moves_text(v, &pos, moves, sizeof moves);
    assert_string_equal(moves, "c3-d4 d3-d4 e3-d4");
    assert_int_equal(perft_of(v, &pos, 1), 3);
    assert_int_equal(perft_of(v, &pos, 2), 5);
    gamedef_release(def);
    free(def);
}

/* Five lines extending kharbaga change one rule and keep the rest (board, rulesets, start). */
static void test_kharbaga_immediate(void **state)
{
    (void)state;
    GameDef *def = load_good("kharbaga_immediate.lua");
    const Variant *v = &def->variant;
    assert_string_equal(def->id, "kharbaga_immediate");
    assert_string_equal(def->extends, "kharbaga");
    assert_string_equal(def->name, "Kharbaga, immediate removal");
    assert_int_equal(v->rules.removal, REMOVAL_IMMEDIATE);
    assert_int_equal(v->rules.king, KING_FLYING);
    assert_int_equal(v->board.npoints, 41);
    assert_true(def->nrulesets >= 1);
    assert_string_equal(def->rulesets[0].id, "standard");
    Position pos;
    position_start(v, &pos);
    assert_int_equal(perft_of(v, &pos, 6), 91); /* docs/perft.md#reference-counts: no removal difference this early */
    /* Black Mullah e5, White f6 and c3 on its long diagonal: removed at once, the first capture
     * leaves the way open for the second, in both orders — 5 moves, each taking both. */
    Err e;
    assert_true(position_from_text(v, "B:BKe5:Wf6,c3", &pos, &e));
    char moves[1024];
    moves_text(v, &pos, moves, sizeof moves);
    assert_string_equal(moves, "e5x..a1[c3,f6] e5x..b2[c3,f6] e5x..g7[c3,f6] e5x..h8[c3,f6] e5x..i9[c3,f6]");
    gamedef_release(def);
    free(def);
}

/* Colour names other than Black and White, an explicit start, and a second ruleset. */
static void test_red_green(void **state)
{
    (void)state;
    GameDef *def = load_good("red_green.lua");
    Variant *v = &def->variant;
    assert_string_equal(v->side_name[SOUTH], "Red");
    assert_string_equal(v->side_name[NORTH], "Green");
    assert_string_equal(v->king_name, "Sultan");
    Position pos;
    position_start(v, &pos);
    char text[256];
    assert_true(position_to_text(v, &pos, text, sizeof text));
    assert_string_equal(text, "R:Ra1,b1:Gd5,e5");
    char moves[1024];
    moves_text(v, &pos, moves, sizeof moves);
    assert_string_equal(moves, "a1-a2 a1-b2 b1-b2 b1-c1");
    /* Green's men are as free and far away: d5 (no diagonals) c5 d4, e5 d4 e4 — 4 x 4. */
    assert_int_equal(perft_of(v, &pos, 2), 16);
    Err e;
    assert_true(gamedef_select(def, "forward", NULL, 0, &e));
    moves_text(v, &pos, moves, sizeof moves);
    assert_string_equal(moves, "a1-a2 a1-b2 b1-b2");
    gamedef_release(def);
    free(def);
}

/* Every inherited lesson that no longer holds is left out with a note of its own, none cut off:
 * Kharbaga's 14 on a 5 x 5 board. */
static void test_every_lesson_left_out_is_named(void **state)
{
    (void)state;
    GameDef *def = load_good("lessons_left_out.lua");
    assert_int_equal(def->lessons.n, 0);
    int notes = 0;
    for (const char *note = def->lessons.notes; *note; notes++) {
        size_t n = strcspn(note, "\n");
        if (strncmp(note, "lesson \"", 8) != 0 || note[n - 1] != ')')
            fail_msg("note %d is not a whole note: %.*s", notes + 1, (int)n, note);
        note += n + (note[n] == '\n');
    }
    assert_int_equal(notes, 14);
    assert_non_null(strstr(def->lessons.notes, "How the game ends"));
    gamedef_release(def);
    free(def);
}

/* Lua shortens a long chunk name to "...its/end.lua"; the message names the whole path. */
static void test_long_path_in_lua_errors(void **state)
{
    (void)state;
    char path[2048];
    snprintf(path, sizeof path, "%s/../variants/../variants/../variants/../variants/syntax_error.lua", bad_dir);
    assert_true(strlen(path) > 80);
    GameDef *def = malloc(sizeof *def);
    assert_non_null(def);
    char err[LOADER_ERRLEN], expected[2100];
    assert_false(loader_load(path, def, err, sizeof err));
    snprintf(expected, sizeof expected, "%s:5: unexpected symbol", path);
    if (strncmp(err, expected, strlen(expected)) != 0)
        fail_msg("expected a message starting with %s, got %s", expected, err);
    free(def);
}

int main(int argc, char **argv)
{
    bad_dir = argc > 1 ? argv[1] : KHARBAGA_SOURCE_DIR "/tests/data/corpus/variants";
    good_dir = argc > 2 ? argv[2] : KHARBAGA_SOURCE_DIR "/tests/data/corpus/good";
    personality_dir = argc > 3 ? argv[3] : KHARBAGA_SOURCE_DIR "/tests/data/corpus/personalities";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_scripts_fail_to_load),
        cmocka_unit_test(test_bad_scripts_through_the_program),
        cmocka_unit_test(test_bad_personalities),
        cmocka_unit_test(test_good_scripts_load),
        cmocka_unit_test(test_graph3),
        cmocka_unit_test(test_alquerque7),
        cmocka_unit_test(test_kharbaga_immediate),
        cmocka_unit_test(test_red_green),
        cmocka_unit_test(test_long_path_in_lua_errors),
        cmocka_unit_test(test_every_lesson_left_out_is_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
