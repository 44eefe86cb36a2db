/*
 * test_cli_rules.c — `kharbaga rules`: where the text came from, the crowning and quiet-limit
 * texts under rule changes, a script's HTML written as entities, and the rules of hooks.
 *
 * The program is run through tests/support/cli.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* rules names where its text came from: the shipped game by its id, or the script and the rules
 * chosen on the command line. */
static void test_rules_footer(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "kharbaga");
    expect_success(&r);
    expect_contains(r.out, "Written by `kharbaga rules kharbaga` from `variants/kharbaga.lua`.\n");
    run_free(&r);
    r = RUN("rules", "kharbaga", "--ruleset", "german", "--rule", "removal=immediate");
    expect_success(&r);
    expect_contains(r.out, "kharbaga.lua`, ruleset german with removal=immediate.\n");
    assert_null(strstr(r.out, "Written by `kharbaga rules kharbaga`"));
    run_free(&r);
    /* a game of one's own, found by its id: the script it really came from */
    const char *saved = getenv("KHARBAGA_PATH");
    char old_path[4096];
    snprintf(old_path, sizeof old_path, "%s", saved ? saved : "");
    assert_int_equal(setenv("KHARBAGA_PATH", KHARBAGA_SOURCE_DIR "/tests/data/corpus/good", 1), 0);
    r = RUN("rules", "red_green");
    if (saved)
        setenv("KHARBAGA_PATH", old_path, 1);
    else
        unsetenv("KHARBAGA_PATH");
    expect_success(&r);
    expect_contains(r.out, "Written by `kharbaga rules red_green` from `" KHARBAGA_SOURCE_DIR
                           "/tests/data/corpus/good/red_green.lua`.\n");
    run_free(&r);
    /* an extension names what it extends */
    r = RUN("rules", "--variant", KHARBAGA_SOURCE_DIR "/tests/data/corpus/good/kharbaga_immediate.lua");
    expect_success(&r);
    expect_contains(r.out, "kharbaga_immediate.lua`, which extends kharbaga, ruleset standard.\n");
    run_free(&r);
}

/* rules says when the game's rules run Lua hooks, which its text cannot describe. */
static void test_rules_name_the_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "--variant", HOOKS_DIR "bell.lua");
    expect_success(&r);
    expect_contains(r.out, "## Hooks\n\nThese rules run Lua hooks from the script `" HOOKS_DIR "bell.lua`");
    expect_contains(r.out, "a moves hook decides which of the moves they allow are legal");
    expect_contains(r.out, "an after hook runs after every move");
    run_free(&r);
    r = RUN("rules", "kharbaga");
    expect_success(&r);
    assert_null(strstr(r.out, "## Hooks"));
    run_free(&r);
}

/* The crowning rules say where a king lands only when it flies: a short king lands just beyond
 * the piece it takes, so the landing rule cannot matter. */
static void test_rules_king_landing(void **state)
{
    (void)state;
    RunResult r = RUN("rules", "kharbaga", "--rule", "king=short");
    expect_success(&r);
    expect_contains(r.out, "A Mullah moves and jumps like a man, but in every direction.\n");
    if (strstr(r.out, "may land on") || strstr(r.out, "must land on"))
        fail_msg("rules under king=short speak of a landing rule:\n%s", r.out);
    run_free(&r);
    r = RUN("rules", "kharbaga", "--ruleset", "german", "--rule", "king=short");
    expect_success(&r);
    assert_null(strstr(r.out, "must land on a point from which it can capture again"));
    run_free(&r);
    r = RUN("rules", "kharbaga");
    expect_success(&r);
    expect_contains(r.out, "After a capture the Mullah may land on any empty point beyond the captured piece.");
    run_free(&r);
}

/* The quiet-move limit names everything that resets its count: a capture, a huff under
 * capture=huff, and a man's step forward where men cannot step back. */
static void test_rules_quiet_limit(void **state)
{
    (void)state;
    static const char *const cases[][4] = {
        {"kharbaga", "standard", "without a capture or a man's step forward are a draw."},
        {"zamma", "monod", "without a capture, a huff or a man's step forward are a draw."},
        {"alquerque", "covarrubias", "without a capture or a huff are a draw."},
        {"alquerque", "murray", "without a capture are a draw."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        RunResult r = RUN("rules", cases[i][0], "--ruleset", cases[i][1]);
        expect_success(&r);
        expect_contains(r.out, cases[i][2]);
        run_free(&r);
    }
}

/* A variant script is untrusted: HTML in its texts reaches the Markdown of `rules` and `family`
 * as entities, never as tags a Markdown viewer would render. */
static const char HTML_GAME[] =
    "return variant {\n"
    "  id = \"html_game\", extends = \"kharbaga\", name = \"<script>alert(1)</script>\",\n"
    "  summary = \"<img src=x onerror=alert(1)> & co.\", region = \"<i>Here</i>\",\n"
    "  sides = { \"Black<b>\", \"White&\" }, king_name = \"<u>king\",\n"
    "  notes = \"a < b > c\", history = \"<iframe src=x>\", sources = { \"<a href=x>source</a>\" },\n"
    "  rulesets = { { id = \"standard\", kind = \"described\", source = \"<em>book</em>\" } },\n"
    "  disputes = { { topic = \"<h1>topic\", text = \"<svg onload=alert(1)>\" } },\n"
    "  hooks = { description = \"<style>x</style>\", after = function(game, move) end },\n"
    "}\n";

/* No tag of the script's in text: nothing but entities where it wrote < and >. */
static void expect_no_html(const char *text)
{
    const char *tag = strpbrk(text, "<>");
    if (tag)
        fail_msg("expected no '<' or '>' in the Markdown; found at:\n%.80s", tag);
}

static void test_rules_escape_script_html(void **state)
{
    (void)state;
    char dir[] = "/tmp/kharbaga-html-XXXXXX", script[64], search[4200];
    assert_non_null(mkdtemp(dir));
    snprintf(script, sizeof script, "%s/html_game.lua", dir);
    FILE *f = fopen(script, "w");
    assert_non_null(f);
    fputs(HTML_GAME, f);
    assert_int_equal(fclose(f), 0);
    RunResult r = RUN("rules", "--variant", script);
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "# &lt;script&gt;alert(1)&lt;/script&gt;\n\n*&lt;i&gt;Here&lt;/i&gt;.* "
                           "&lt;img src=x onerror=alert(1)&gt; &amp; co.\n");
    expect_contains(r.out, "Black&lt;b&gt; (South, below) and White&amp; (North)");
    expect_contains(r.out, "capitals are &lt;u&gt;kings:");
    expect_contains(r.out, "&lt;style&gt;x&lt;/style&gt;.\n");
    expect_contains(r.out, "- **&lt;h1&gt;topic**. &lt;svg onload=alert(1)&gt;\n");
    expect_contains(r.out, "## Notes\n\na &lt; b &gt; c\n");
    expect_contains(r.out, "- &lt;a href=x&gt;source&lt;/a&gt;\n");
    expect_contains(r.out, " — &lt;em&gt;book&lt;/em&gt;\n");
    run_free(&r);
    /* found by its id, with the page's diagrams (their alt text), and beside the others */
    const char *saved = getenv("KHARBAGA_PATH");
    snprintf(search, sizeof search, "%s:%s", dir, saved ? saved : KHARBAGA_SOURCE_DIR "/variants");
    setenv("KHARBAGA_PATH", search, 1);
    r = RUN("rules", "html_game");
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "![&lt;script&gt;alert(1)&lt;/script&gt;: the start](img/html_game-start.svg)");
    run_free(&r);
    r = RUN("family");
    expect_success(&r);
    expect_no_html(r.out);
    expect_contains(r.out, "[&lt;script&gt;alert(1)&lt;/script&gt;](games/html_game.md)");
    expect_contains(r.out, "### &lt;script&gt;alert(1)&lt;/script&gt;\n\n&lt;img src=x onerror=alert(1)&gt; &amp; co.");
    run_free(&r);
    if (saved)
        setenv("KHARBAGA_PATH", saved, 1);
    else
        unsetenv("KHARBAGA_PATH");
    unlink(script);
    rmdir(dir);
}

/* The rules of a ruleset with Lua hooks say what the hooks add, from their description. */
static void test_rules_of_hooks(void **state)
{
    (void)state;
    RunResult r = RUN("rules", KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/alquerque_bell_hooks.lua", "--ruleset", "bell");
    expect_success(&r);
    expect_contains(r.out, "### Further rules\n\nA piece never returns to a point it has occupied, in earlier moves "
                           "or earlier in the same capture, and a piece on the far row moves only to capture.\n\n"
                           "### End of the game\n");
    run_free(&r);
    r = RUN("rules", KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/alquerque_bell_hooks.lua");
    expect_success(&r);
    assert_null(strstr(r.out, "### Further rules"));
    run_free(&r);
    r = RUN("rules", "alquerque", "--ruleset", "bell"); /* Bell's rules as options: said with the others */
    expect_success(&r);
    assert_null(strstr(r.out, "### Further rules"));
    expect_contains(r.out, "A man on its far row moves only to capture. A piece never moves back to a point it has "
                           "stood on earlier in the game");
    expect_contains(r.out, "A capture may not land twice on one point, nor come back to where it started");
    run_free(&r);
}

/* The anchor a heading gets in the browser page (lua/serve/page/markdown.js, slug): lower case,
 * punctuation dropped, blanks as '-'; bytes beyond ASCII (letters of other scripts) kept. */
static void slug(const char *text, size_t len, char *out, size_t size)
{
    size_t n = 0;
    for (size_t i = 0; i < len && n + 1 < size; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c >= 0x80 || isalnum(c) || c == '_' || c == '-')
            out[n++] = (char)tolower(c);
        else if (isspace(c))
            out[n++] = '-';
    }
    out[n] = '\0';
}

/* Whether page has a heading whose anchor is `anchor`. */
static bool has_heading(const char *page, const char *anchor)
{
    for (const char *line = page; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (*line != '#')
            continue;
        const char *text = line + strspn(line, "#");
        text += strspn(text, " ");
        char id[512];
        slug(text, strcspn(text, "\n"), id, sizeof id);
        if (!strcmp(id, anchor))
            return true;
    }
    return false;
}

/* Every link of page with an anchor reaches a heading: of the page itself ("#x"), or of the
 * family page `family` ("family.md#x", "../family.md#x"). Returns the number of such links. */
static int expect_anchors_reach(const char *page, const char *family)
{
    int links = 0;
    for (const char *at = strstr(page, "]("); at; at = strstr(at + 2, "](")) {
        const char *target = at + 2, *end = strchr(target, ')'), *hash = strchr(target, '#');
        if (!end || !hash || hash > end)
            continue;
        char anchor[512], file[512];
        snprintf(anchor, sizeof anchor, "%.*s", (int)(end - hash - 1), hash + 1);
        snprintf(file, sizeof file, "%.*s", (int)(hash - target), target);
        const char *base = strrchr(file, '/') ? strrchr(file, '/') + 1 : file;
        if (!file[0])
            assert_true(has_heading(page, anchor));
        else if (!strcmp(base, "family.md") && family)
            assert_true(has_heading(family, anchor));
        links++;
    }
    return links;
}

/* rules and family in another language: their headings and sentences in it, and every link with
 * an anchor still reaches its heading (the anchors are computed from the headings as written). */
static void test_rules_in_a_language(void **state)
{
    (void)state;
    RunResult family = RUN("family", "--lang", "fr");
    expect_success(&family);
    RunResult r = RUN("rules", "felli", "--lang", "es");
    expect_success(&r);
    expect_contains(r.out, "\n## Tablero y posición inicial\n");
    expect_contains(r.out, "\n### Capturas\n");
    expect_contains(r.out, "La captura es obligatoria: quien puede capturar, debe hacerlo.");
    assert_null(strstr(r.out, "## Board and setup"));
    expect_anchors_reach(r.out, NULL);
    run_free(&r);
    expect_contains(family.out, "# La famille Zamma, côte à côte\n");
    expect_contains(family.out, "\n## Comment les jeux sont apparentés\n");
    expect_contains(family.out, "- Par rapport aux règles communes : ");
    assert_null(strstr(family.out, "## How the games relate"));
    expect_anchors_reach(family.out, family.out);
    run_free(&family);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rules_footer),
        cmocka_unit_test(test_rules_king_landing),
        cmocka_unit_test(test_rules_quiet_limit),
        cmocka_unit_test(test_rules_escape_script_html),
        cmocka_unit_test(test_rules_of_hooks),
        cmocka_unit_test(test_rules_name_the_hooks),
        cmocka_unit_test(test_rules_in_a_language),
    };
    return cmocka_run_group_tests_name("test_cli_rules", tests, NULL, NULL);
}
