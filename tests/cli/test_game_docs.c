/*
 * test_game_docs.c — docs/games/<game>.md is exactly what `kharbaga rules <game>` writes, for
 * every game in variants/, so that the documentation cannot drift from the scripts; and every
 * diagram a page links to, docs/games/img/<name>.svg, is exactly what the `kharbaga render ...
 * --output img/<name>.svg` command written under it prints. No image is left that no page uses.
 * `kharbaga rules <game> --json` carries the same page and, in `diagrams`, those same images.
 *
 * To regenerate the pages after changing a script: cmake --build build --target game-docs
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"
#include "support/textfile.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_IMAGES = 64, MAX_WORDS = 32 };

typedef struct Images {
    int n;
    char name[MAX_IMAGES][256]; /* "img/<name>.svg", as the pages give them */
} Images;

/* Runs one render command (the text between "`kharbaga " and "`", words separated by blanks)
 * without its --output, and compares what it prints with the file it names. */
static void check_render_command(const char *command, const char *page, Images *images)
{
    char text[2048];
    snprintf(text, sizeof text, "%s", command);
    const char *argv[MAX_WORDS + 2] = {KHARBAGA_BINARY};
    int argc = 1;
    const char *output = NULL;
    for (char *save = NULL, *word = strtok_r(text, " ", &save); word; word = strtok_r(NULL, " ", &save)) {
        if (!strcmp(word, "--output"))
            output = strtok_r(NULL, " ", &save);
        else if (argc < MAX_WORDS)
            argv[argc++] = word;
    }
    argv[argc] = NULL;
    if (!output)
        fail_msg("%s: `kharbaga %s` has no --output img/NAME.svg", page, command);
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/games/%s", KHARBAGA_SOURCE_DIR, output);
    RunResult r = run_program(argv, 30);
    if (r.status != 0)
        fail_msg("%s: `kharbaga %s` failed: %s", page, command, r.err);
    char *want = textfile_read(path);
    if (!want)
        fail_msg("%s is missing: regenerate the pages (see the top of tests/cli/test_game_docs.c)", path);
    if (strcmp(want, r.out) != 0)
        fail_msg("%s differs from `kharbaga %s`: regenerate it (see the top of tests/cli/test_game_docs.c)", path, command);
    free(want);
    run_free(&r);
    assert_true(images->n < MAX_IMAGES);
    snprintf(images->name[images->n++], sizeof images->name[0], "%s", output);
}

/* Every "`kharbaga render ...`" command in a page. */
static void check_diagrams(const char *markdown, const char *page, Images *images)
{
    static const char marker[] = "`kharbaga render ";
    for (const char *at = strstr(markdown, marker); at; at = strstr(at + 1, marker)) {
        const char *start = at + strlen("`kharbaga "), *end = strchr(start, '`');
        assert_non_null(end);
        char command[2048];
        snprintf(command, sizeof command, "%.*s", (int)(end - start), start);
        check_render_command(command, page, images);
    }
}

/* Every file in docs/games/img/ is an image some page links to. */
static void check_no_stray_images(const Images *images)
{
    DIR *d = opendir(KHARBAGA_SOURCE_DIR "/docs/games/img");
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        char name[300];
        snprintf(name, sizeof name, "img/%s", e->d_name);
        bool used = false;
        for (int i = 0; i < images->n && !used; i++)
            used = !strcmp(images->name[i], name);
        if (!used)
            fail_msg("docs/games/%s is linked from no page: remove it or regenerate the pages", name);
    }
    closedir(d);
}

/* rules --json: its markdown is the page, and its diagrams are the images the page links, in
 * order, each the file in docs/games/img/. */
static void check_json(const char *id, const char *markdown)
{
    RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "rules", id, "--json", NULL}, 30);
    assert_int_equal(r.status, 0);
    JValue doc;
    j_parse(r.out, &doc);
    assert_string_equal(j_need(&doc, "markdown", J_STRING)->string, markdown);
    const JValue *diagrams = j_need(&doc, "diagrams", J_OBJECT);
    int n = 0;
    for (const char *at = strstr(markdown, "](img/"); at; at = strstr(at + 1, "](img/"), n++) {
        char link[256];
        snprintf(link, sizeof link, "%.*s", (int)strcspn(at + 2, ")"), at + 2);
        if (n >= diagrams->n || strcmp(diagrams->keys[n], link))
            fail_msg("rules %s --json: diagram %d is not %s", id, n, link);
        char path[1024];
        snprintf(path, sizeof path, "%s/docs/games/%s", KHARBAGA_SOURCE_DIR, link);
        char *want = textfile_read(path);
        assert_non_null(want);
        if (strcmp(want, diagrams->items[n].string))
            fail_msg("rules %s --json: the SVG of %s differs from %s", id, link, path);
        free(want);
    }
    assert_int_equal(n, diagrams->n);
    assert_true(n >= 1);
    j_free(&doc);
    run_free(&r);
}

static void test_every_game_page_matches_its_script(void **state)
{
    (void)state;
    DIR *d = opendir(KHARBAGA_SOURCE_DIR "/variants");
    assert_non_null(d);
    int checked = 0;
    static Images images;
    images.n = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua"))
            continue;
        char id[256], page[1024];
        snprintf(id, sizeof id, "%.*s", (int)(len - 4), e->d_name);
        snprintf(page, sizeof page, "%s/docs/games/%s.md", KHARBAGA_SOURCE_DIR, id);
        RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "rules", id, NULL}, 30);
        assert_int_equal(r.status, 0);
        char *want = textfile_read(page);
        if (!want)
            fail_msg("%s is missing: write it with kharbaga rules %s > %s", page, id, page);
        if (strcmp(want, r.out) != 0)
            fail_msg("%s differs from `kharbaga rules %s`: regenerate it (see the top of tests/cli/test_game_docs.c)", page, id);
        check_diagrams(r.out, page, &images);
        check_json(id, r.out);
        free(want);
        run_free(&r);
        checked++;
    }
    closedir(d);
    assert_true(checked >= 1);
    assert_true(images.n >= checked);
    check_no_stray_images(&images);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_every_game_page_matches_its_script)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
