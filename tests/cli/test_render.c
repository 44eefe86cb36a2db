/*
 * test_render.c — `kharbaga render` from the outside: for every game, a well-formed SVG document
 * (one <svg> root with width, height and viewBox, balanced tags, escaped text) with one point
 * element per board point and one piece per piece of the position; a move's path and captures;
 * dead points; deterministic output; one-line errors for bad --move, --size and --output.
 *
 * Run with the argument --browser, it also draws each board shape in headless Chromium and
 * checks the screenshots are not blank; it exits 77 (skipped) when Chromium is not installed.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { TIMEOUT = 60, SKIP = 77 };

/* ---- running the program ---- */

/* Runs `kharbaga render ARGS...`. */
#define RENDER(...) RUN_WITHIN(TIMEOUT, "render", __VA_ARGS__)

/* ---- checking the SVG ---- */

/* True if text[0..] starts an XML entity reference this writer may produce. */
static bool entity_ok(const char *text)
{
    static const char *const names[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (!strncmp(text, names[i], strlen(names[i])))
            return true;
    return false;
}

/* Character data between tags: no bare '&'; outside the root only blanks. */
static const char *check_text(const char *at, int depth)
{
    for (; *at && *at != '<'; at++) {
        if (*at == '&' && !entity_ok(at))
            fail_msg("an unescaped '&' in the text: %.40s", at);
        if (depth == 0 && !isspace((unsigned char)*at))
            fail_msg("text outside the root element: %.40s", at);
    }
    return at;
}

/* One start or empty-element tag at `at` ('<' then a name): attributes are name="value" with
 * no '<' and only known entities. Writes the name; returns the end ('>') and sets *empty. */
static const char *check_start_tag(const char *at, char *name, size_t len, bool *empty)
{
    size_t n = 0;
    for (at++; isalnum((unsigned char)*at) || *at == '-' || *at == ':'; at++)
        if (n + 1 < len)
            name[n++] = *at;
    name[n] = '\0';
    if (!n)
        fail_msg("a tag without a name: %.40s", at - 1);
    for (;;) {
        while (isspace((unsigned char)*at))
            at++;
        if (*at == '>' || (at[0] == '/' && at[1] == '>'))
            break;
        const char *key = at;
        while (isalnum((unsigned char)*at) || *at == '-' || *at == ':')
            at++;
        if (at == key || at[0] != '=' || at[1] != '"')
            fail_msg("a malformed attribute in <%s>: %.40s", name, key);
        for (at += 2; *at != '"'; at++) {
            if (!*at || *at == '<' || (*at == '&' && !entity_ok(at)))
                fail_msg("a malformed attribute value in <%s>: %.40s", name, key);
        }
        at++;
    }
    *empty = *at == '/';
    return *empty ? at + 1 : at;
}

/* The document is well formed: an XML declaration, then exactly one element, <svg>, whose tags
 * all balance. */
static void check_well_formed(const char *svg)
{
    if (strncmp(svg, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", 39) != 0)
        fail_msg("no XML declaration at the start: %.60s", svg);
    char stack[64][32];
    int depth = 0, roots = 0;
    for (const char *at = check_text(svg + 39, 0); *at; at = check_text(at, depth)) {
        if (at[1] == '/') {
            size_t n = strcspn(at + 2, ">");
            if (depth == 0 || strlen(stack[depth - 1]) != n || strncmp(stack[depth - 1], at + 2, n) != 0)
                fail_msg("a closing tag that closes nothing open: %.40s", at);
            depth--;
            at += 2 + n + 1;
            continue;
        }
        char name[32];
        bool empty;
        at = check_start_tag(at, name, sizeof name, &empty) + 1;
        if (depth == 0 && (roots++ || strcmp(name, "svg") != 0))
            fail_msg("the document's root must be one <svg> element, found <%s>", name);
        if (!empty) {
            assert_true(depth < 64);
            snprintf(stack[depth++], sizeof stack[0], "%s", name);
        }
    }
    if (depth != 0)
        fail_msg("%d elements left open at the end, the innermost <%s>", depth, stack[depth - 1]);
    assert_int_equal(roots, 1);
}

typedef struct Root {
    int width, height;    /* pixels */
    int view_w, view_h;   /* the viewBox's size */
} Root;

static Root check_root(const char *svg)
{
    Root root;
    const char *at = strstr(svg, "<svg ");
    assert_non_null(at);
    if (sscanf(at, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">",
               &root.width, &root.height, &root.view_w, &root.view_h) != 4)
        fail_msg("the root lacks xmlns, version, width, height or viewBox: %.160s", at);
    assert_true(root.width > 0 && root.height > 0 && root.view_w > 0 && root.view_h > 0);
    /* the pixel size keeps the viewBox's proportions */
    assert_true(abs(root.width * root.view_h - root.height * root.view_w) <= root.view_w + root.view_h);
    return root;
}

/* The elements standing for board points, dead or alive. */
static int count_points(const char *svg)
{
    return count_occurrences(svg, "class=\"point\"") + count_occurrences(svg, "class=\"point dead\"");
}

/* A rendered document: well formed, with `points` point elements and `pieces` pieces. */
static void check_diagram(const char *svg, int points, int pieces)
{
    check_well_formed(svg);
    check_root(svg);
    if (count_points(svg) != points || count_occurrences(svg, "class=\"piece ") != pieces)
        fail_msg("expected %d points and %d pieces, found %d and %d", points, pieces, count_points(svg),
                 count_occurrences(svg, "class=\"piece "));
}

/* ---- every game ---- */

typedef struct Game {
    const char *id;
    int points, pieces; /* the board's points and the start's pieces (docs/rules.md#games) */
} Game;

static const Game games[] = {
    {"kharbaga", 41, 40}, {"alquerque", 25, 24}, {"zamma", 81, 80},        {"felli", 13, 12},
    {"damas", 32, 24},    {"aiyawatstani", 41, 40}, {"tuknanavuhpi", 41, 40}, {"tukvnanawopi", 41, 40},
    {"fanorona", 45, 44}, {"fanoron_dimy", 25, 24},   {"fanorona_3x3", 9, 8},    {"fanorona_5x3", 15, 14},
    {"fanorona_3x5", 15, 14}, {"fanorona_7x3", 21, 20}, {"fanorona_3x7", 21, 20}, {"fanorona_9x3", 27, 26},
};

static void test_every_game_renders_its_start(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        RunResult r = RENDER("--variant", games[i].id);
        expect_success(&r);
        check_diagram(r.out, games[i].points, games[i].pieces);
        assert_int_equal(count_occurrences(r.out, "class=\"path\""), 0);
        run_free(&r);
    }
}

static void test_pieces_show_each_side_and_kind(void **state)
{
    (void)state;
    RunResult r = RENDER("--position", "W:BKe5,a1,c1:WKc7,g7");
    expect_success(&r);
    check_diagram(r.out, 41, 5);
    assert_int_equal(count_occurrences(r.out, "class=\"piece south man\""), 2);
    assert_int_equal(count_occurrences(r.out, "class=\"piece south king\""), 1);
    assert_int_equal(count_occurrences(r.out, "class=\"piece north man\""), 1);
    assert_int_equal(count_occurrences(r.out, "class=\"piece north king\""), 1);
    /* Black and White in their colours: the two sides' men are filled differently */
    const char *south = strstr(r.out, "class=\"piece south man\""), *north = strstr(r.out, "class=\"piece north man\"");
    const char *fs = strstr(south, "fill=\""), *fn = strstr(north, "fill=\"");
    assert_true(strncmp(fs, fn, 14) != 0);
    run_free(&r);
}

static void test_dead_points_are_marked(void **state)
{
    (void)state;
    RunResult r = RENDER("--variant", "tuknanavuhpi", "--position",
                         "W:Wc3,e3,d4:Bf4,e5,c7:Da1,c1,e1,g1,i1,b2,d2,f2,h2,a9,c9,e9,g9,i9");
    expect_success(&r);
    check_diagram(r.out, 41, 6);
    assert_int_equal(count_occurrences(r.out, "class=\"point dead\""), 14);
    run_free(&r);
}

static void test_damas_draws_the_checkerboard(void **state)
{
    (void)state;
    RunResult r = RENDER("--variant", "damas");
    expect_success(&r);
    /* 32 playing squares are the points; the other 32 squares are drawn too, and no lines */
    assert_int_equal(count_occurrences(r.out, "<rect class=\"point\""), 32);
    const char *squares = strstr(r.out, "<g class=\"squares\">");
    assert_non_null(squares);
    assert_int_equal(count_occurrences(squares, "<rect ") - count_occurrences(squares, "<rect class="), 32 + 1); /* and the frame */
    assert_null(strstr(r.out, "class=\"lines\""));
    run_free(&r);
}

/* ---- moves ---- */

typedef struct MoveCase {
    const char *variant, *position, *move;
    int arrows, captured, pieces;
} MoveCase;

static const MoveCase move_cases[] = {
    {"kharbaga", NULL, "e3-e5", 1, 0, 40},                                    /* a step */
    {"kharbaga", "B:BKe5,c3,b2:WKc7,g7,d4,d2,f6", "e5xa9", 1, 1, 8},          /* a flying king */
    {"zamma", "B:Ba1,c3:Wb2,d4,d6,f6", "c3xe5xg7", 2, 2, 6},                  /* a chain */
    {"tuknanavuhpi", NULL, NULL, 3, 3, 0},                                   /* a closed loop, below */
    {"damas", NULL, "b3-a4", 1, 0, 24},
};

static void check_move(const RunResult *r, const MoveCase *c, int pieces)
{
    expect_success(r);
    check_diagram(r->out, count_points(r->out), pieces);
    if (count_occurrences(r->out, "class=\"path\"") != c->arrows || count_occurrences(r->out, "class=\"captured\"") != c->captured ||
        count_occurrences(r->out, "class=\"from\"") != 1)
        fail_msg("%s %s: expected %d arrows and %d captures, found %d and %d", c->variant, c->move ? c->move : "",
                 c->arrows, c->captured, count_occurrences(r->out, "class=\"path\""), count_occurrences(r->out, "class=\"captured\""));
}

static void test_a_move_draws_its_path_and_captures(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof move_cases / sizeof move_cases[0]; i++) {
        const MoveCase *c = &move_cases[i];
        if (!c->move)
            continue;
        RunResult r = c->position ? RENDER("--variant", c->variant, "--position", c->position, "--move", c->move)
                                  : RENDER("--variant", c->variant, "--move", c->move);
        check_move(&r, c, c->pieces);
        run_free(&r);
    }
    /* after --play, a capture that comes back to its start: e5, a5, c7 and e5 again */
    RunResult r = RENDER("--variant", "tuknanavuhpi", "--play", "c5-e5,g5xc5,a5xe5,c7-c5", "--move", "e5xa5xc7xe5");
    check_move(&r, &move_cases[3], 38);
    assert_non_null(strstr(r.out, "White plays e5xa5xc7xe5"));
    run_free(&r);
}

static void test_bad_moves_are_refused(void **state)
{
    (void)state;
    RunResult r = RENDER("--move", "e3-e9");
    expect_user_error(&r, ANY_ERROR, "--move");
    run_free(&r);
    r = RENDER("--move", "zz");
    expect_user_error(&r, ANY_ERROR, "--move");
    run_free(&r);
    r = RENDER("--position", "B:BKe5,c3:Wd4,f6", "--move", "c3-c5");
    expect_user_error(&r, ANY_ERROR, "--move"); /* a capture is compulsory */
    run_free(&r);
    r = RENDER("--move");
    expect_user_error(&r, ANY_ERROR, "--move");
    run_free(&r);
}

/* ---- options ---- */

static void test_bad_sizes_are_refused(void **state)
{
    (void)state;
    static const char *const bad[] = {"10", "abc", "5000", "400px", "-400", " 400", "+400", "99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        RunResult r = RENDER("--size", bad[i]);
        expect_user_error(&r, ANY_ERROR, "--size");
        expect_user_error(&r, ANY_ERROR, "64 to 4096");
        assert_int_equal(r.status, 2); /* a bad command line */
        run_free(&r);
    }
    RunResult r = RENDER("--size", "");
    expect_user_error(&r, ANY_ERROR, "--size: expected a value after it, not an empty text");
    assert_int_equal(r.status, 2);
    run_free(&r);
}

static void test_size_sets_the_pixels(void **state)
{
    (void)state;
    RunResult r = RENDER("--variant", "felli", "--size", "1000");
    expect_success(&r);
    Root root = check_root(r.out);
    assert_int_equal(root.width > root.height ? root.width : root.height, 1000);
    run_free(&r);
    r = RENDER("--variant", "felli");
    root = check_root(r.out);
    assert_int_equal(root.width > root.height ? root.width : root.height, 400);
    run_free(&r);
}

static void test_coordinates_can_be_left_out(void **state)
{
    (void)state;
    RunResult with = RENDER("--variant", "zamma"), without = RENDER("--variant", "zamma", "--no-coordinates");
    expect_success(&with);
    expect_success(&without);
    assert_int_equal(count_occurrences(with.out, "<text "), 18); /* a..i and 1..9 */
    assert_int_equal(count_occurrences(without.out, "<text "), 0);
    check_diagram(without.out, 81, 80);
    run_free(&with);
    run_free(&without);
}

/* A board whose middle row is offset by half a step (Kolowis Awithlaknannai's kind): each row
 * names its points from a, so a2 stands in a column of its own between a1 and b1; every column
 * letter is written once, under the points of the first row that has it. */
static void test_offset_rows_label_each_letter_once(void **state)
{
    (void)state;
    RunResult r = RENDER("--variant", KHARBAGA_SOURCE_DIR "/tests/data/check/offset_rows.lua");
    expect_success(&r);
    assert_int_equal(count_occurrences(r.out, "<text "), 6); /* a, b, c and 1, 2, 3 */
    assert_int_equal(count_occurrences(r.out, ">a</text>"), 1);
    assert_int_equal(count_occurrences(r.out, ">b</text>"), 1);
    assert_int_equal(count_occurrences(r.out, ">c</text>"), 1);
    run_free(&r);
}

static void test_output_is_deterministic_and_goes_to_a_file(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-render-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/out.svg", dir);
    RunResult a = RENDER("--variant", "kharbaga", "--move", "e3-e5"), b = RENDER("--variant", "kharbaga", "--move", "e3-e5");
    RunResult f = RENDER("--variant", "kharbaga", "--move", "e3-e5", "--output", path);
    expect_success(&a);
    expect_success(&f);
    assert_string_equal(a.out, b.out);
    assert_int_equal(f.out_len, 0);
    FILE *in = fopen(path, "rb");
    assert_non_null(in);
    char *text = calloc(1, a.out_len + 2);
    assert_int_equal(fread(text, 1, a.out_len + 1, in), a.out_len);
    fclose(in);
    assert_memory_equal(text, a.out, a.out_len);
    free(text);
    unlink(path);
    /* a file that cannot be written, and a refused move that must not leave a file behind */
    RunResult bad = RENDER("--output", "/nonexistent-dir/out.svg");
    expect_user_error(&bad, ANY_ERROR, "--output /nonexistent-dir/out.svg");
    RunResult refused = RENDER("--move", "a1-a9", "--output", path);
    expect_user_error(&refused, ANY_ERROR, "--move");
    assert_int_not_equal(access(path, F_OK), 0);
    rmdir(dir);
    run_free(&a), run_free(&b), run_free(&f), run_free(&bad), run_free(&refused);
}

static void test_text_is_escaped(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-render-XXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/escape.lua", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("return variant { id = \"escape\", name = \"Tom & Jerry's <\\\"game\\\">\", summary = \"x\",\n"
          "  board = boards.alquerque(5), sides = { \"Red\", \"Green\" }, king_name = \"Sultan\" }\n",
          f);
    fclose(f);
    RunResult r = RENDER("--variant", path);
    expect_success(&r);
    check_diagram(r.out, 25, 24);
    assert_non_null(strstr(r.out, "<title>Tom &amp; Jerry&apos;s &lt;&quot;game&quot;&gt;: Red to move</title>"));
    run_free(&r);
    unlink(path);
    rmdir(dir);
}

/* The rules page links its diagrams for the game's default rules only, which they show. */
static void test_rules_pages_link_diagrams_for_the_defaults(void **state)
{
    (void)state;
    const char *plain[] = {KHARBAGA_BINARY, "rules", "zamma", NULL};
    const char *ruleset[] = {KHARBAGA_BINARY, "rules", "kharbaga", "--ruleset", "immediate", NULL};
    const char *rule[] = {KHARBAGA_BINARY, "rules", "kharbaga", "--rule", "removal=immediate", NULL};
    RunResult r = run_program(plain, TIMEOUT);
    expect_success(&r);
    assert_non_null(strstr(r.out, "](img/zamma-start.svg)"));
    assert_non_null(strstr(r.out, "](img/zamma-capture.svg)"));
    assert_non_null(strstr(r.out, "`kharbaga render --variant zamma --output img/zamma-start.svg`"));
    run_free(&r);
    r = run_program(ruleset, TIMEOUT);
    expect_success(&r);
    assert_null(strstr(r.out, "img/"));
    run_free(&r);
    r = run_program(rule, TIMEOUT);
    expect_success(&r);
    assert_null(strstr(r.out, "img/"));
    run_free(&r);
}

/* ---- the browser check ---- */

/* The first of chromium, chromium-browser on PATH, into path; false if none. */
static bool find_chromium(char *path, size_t len)
{
    const char *env = getenv("PATH");
    static const char *const names[] = {"chromium", "chromium-browser"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        char dirs[4096];
        snprintf(dirs, sizeof dirs, "%s", env ? env : "/usr/bin:/bin");
        for (char *save = NULL, *d = strtok_r(dirs, ":", &save); d; d = strtok_r(NULL, ":", &save)) {
            snprintf(path, len, "%s/%s", d, names[k]);
            if (access(path, X_OK) == 0)
                return true;
        }
    }
    return false;
}

typedef struct Browser {
    char chromium[1024];
    char dir[64];
} Browser;

static Browser browser;

static long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

/* Screenshots svg_path at w x h pixels into png_path; checks the PNG's signature and size. */
static void screenshot(const char *svg_path, const char *png_path, int w, int h)
{
    char profile[128], shot[1200], window[64], profile_arg[1200];
    snprintf(profile, sizeof profile, "%s/profile", browser.dir);
    snprintf(shot, sizeof shot, "--screenshot=%s", png_path);
    snprintf(window, sizeof window, "--window-size=%d,%d", w, h);
    snprintf(profile_arg, sizeof profile_arg, "--user-data-dir=%s", profile);
    char file_url[1200];
    snprintf(file_url, sizeof file_url, "file://%s", svg_path);
    const char *argv[] = {browser.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                          "--no-first-run", "--disable-background-networking", "--disable-component-update",
                          "--disable-sync", profile_arg, shot, window, file_url, NULL};
    unlink(png_path);
    RunResult r = run_program(argv, 120);
    char how[96];
    if (!r.exited || r.status != 0)
        fail_msg("chromium on %s: %s\n%s", svg_path, run_describe(&r, how, sizeof how), r.err);
    run_free(&r);
    FILE *in = fopen(png_path, "rb");
    if (!in)
        fail_msg("chromium wrote no screenshot of %s", svg_path);
    unsigned char head[24];
    size_t n = fread(head, 1, sizeof head, in);
    fclose(in);
    assert_int_equal(n, sizeof head);
    assert_memory_equal(head, "\x89PNG\r\n\x1a\n", 8);
    /* the IHDR chunk: width and height, big-endian */
    int pw = head[16] << 24 | head[17] << 16 | head[18] << 8 | head[19];
    int ph = head[20] << 24 | head[21] << 16 | head[22] << 8 | head[23];
    assert_int_equal(pw, w);
    assert_int_equal(ph, h);
}

/* Renders ARGS into <dir>/<name>.svg and screenshots it; returns the PNG's size in bytes. */
static long render_and_shoot(const char *name, const char *const *args, Root *root)
{
    char svg[128], png[128];
    snprintf(svg, sizeof svg, "%s/%s.svg", browser.dir, name);
    snprintf(png, sizeof png, "%s/%s.png", browser.dir, name);
    const char *argv[24] = {KHARBAGA_BINARY, "render", "--output", svg};
    int n = 4;
    for (; args[n - 4]; n++)
        argv[n] = args[n - 4];
    argv[n] = NULL;
    RunResult r = run_program(argv, TIMEOUT);
    expect_success(&r);
    run_free(&r);
    FILE *in = fopen(svg, "rb");
    assert_non_null(in);
    char text[512] = "";
    size_t got = fread(text, 1, sizeof text - 1, in);
    text[got] = '\0';
    fclose(in);
    *root = check_root(text);
    screenshot(svg, png, root->width, root->height);
    return file_size(png);
}

/* A blank picture of the same size and background, for comparison. */
static long blank_shot(const Root *root)
{
    char svg[128], png[128];
    snprintf(svg, sizeof svg, "%s/blank-%dx%d.svg", browser.dir, root->width, root->height);
    snprintf(png, sizeof png, "%s/blank-%dx%d.png", browser.dir, root->width, root->height);
    FILE *out = fopen(svg, "w");
    assert_non_null(out);
    fprintf(out, "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\">"
                 "<rect width=\"100%%\" height=\"100%%\" fill=\"#f6eedb\"/></svg>\n",
            root->width, root->height);
    fclose(out);
    screenshot(svg, png, root->width, root->height);
    return file_size(png);
}

#define SHOOT(name, root, ...) render_and_shoot(name, (const char *const[]){__VA_ARGS__, NULL}, root)

/* Each board shape (fanorona_3x7 the narrowest), at the start and empty, drawn by Chromium: a
 * picture far from blank, and the pieces visible (the start differs from the empty board). */
static void test_each_board_shape_shows_in_a_browser(void **state)
{
    (void)state;
    static const char *const shapes[][2] = {{"kharbaga", "B:B:W"}, {"alquerque", "W:W:B"}, {"zamma", "B:B:W"},
                                            {"felli", "B:B:W"},   {"damas", "W:W:B"},     {"fanorona_3x7", "W:W:B"}};
    long blank = -1;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        Root root;
        char name[64];
        long start = SHOOT(shapes[i][0], &root, "--variant", shapes[i][0]);
        snprintf(name, sizeof name, "%s-empty", shapes[i][0]);
        long empty = SHOOT(name, &root, "--variant", shapes[i][0], "--position", shapes[i][1]);
        if (blank < 0)
            blank = blank_shot(&root);
        print_message("%-10s start %ld bytes, empty board %ld, blank %ld\n", shapes[i][0], start, empty, blank);
        if (empty < 3 * blank || start == empty)
            fail_msg("%s: the screenshots look blank or without pieces (start %ld bytes, empty board %ld, blank %ld)",
                     shapes[i][0], start, empty, blank);
    }
}

static void test_a_capture_shows_in_a_browser(void **state)
{
    (void)state;
    Root root;
    long plain = SHOOT("capture-plain", &root, "--variant", "zamma", "--position", "B:Ba1,c3:Wb2,d4,d6,f6");
    long move = SHOOT("capture", &root, "--variant", "zamma", "--position", "B:Ba1,c3:Wb2,d4,d6,f6", "--move", "c3xe5xg7");
    print_message("capture %ld bytes, without the move %ld\n", move, plain);
    assert_true(move != plain);
}

static int browser_setup(void **state)
{
    (void)state;
    snprintf(browser.dir, sizeof browser.dir, "/tmp/kharbaga-browser-XXXXXX");
    return mkdtemp(browser.dir) ? 0 : -1;
}

static int browser_teardown(void **state)
{
    (void)state;
    /* keep the pictures for a look when asked to */
    if (getenv("KHARBAGA_KEEP_SCREENSHOTS")) {
        print_message("screenshots kept in %s\n", browser.dir);
        return 0;
    }
    char command[256];
    snprintf(command, sizeof command, "rm -rf '%s'", browser.dir);
    return system(command) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc > 1 && !strcmp(argv[1], "--browser")) {
        if (!find_chromium(browser.chromium, sizeof browser.chromium)) {
            printf("SKIP: chromium is not installed (apt-get install chromium)\n");
            return SKIP;
        }
        const struct CMUnitTest tests[] = {
            cmocka_unit_test(test_each_board_shape_shows_in_a_browser),
            cmocka_unit_test(test_a_capture_shows_in_a_browser),
        };
        return cmocka_run_group_tests(tests, browser_setup, browser_teardown);
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_renders_its_start),
        cmocka_unit_test(test_pieces_show_each_side_and_kind),
        cmocka_unit_test(test_dead_points_are_marked),
        cmocka_unit_test(test_damas_draws_the_checkerboard),
        cmocka_unit_test(test_a_move_draws_its_path_and_captures),
        cmocka_unit_test(test_bad_moves_are_refused),
        cmocka_unit_test(test_bad_sizes_are_refused),
        cmocka_unit_test(test_size_sets_the_pixels),
        cmocka_unit_test(test_coordinates_can_be_left_out),
        cmocka_unit_test(test_offset_rows_label_each_letter_once),
        cmocka_unit_test(test_output_is_deterministic_and_goes_to_a_file),
        cmocka_unit_test(test_text_is_escaped),
        cmocka_unit_test(test_rules_pages_link_diagrams_for_the_defaults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
