/*
 * test_dispute_gallery.c — the build step that turns the gallery of disputes into the page's
 * disputes.json (lua/serve/dispute_gallery.c): every entry is there with its command as API
 * parameters and its record as moves; an entry the API cannot express, or one that does not read,
 * fails it with a line naming the file, and no file is written.
 *
 *   test_dispute_gallery DISPUTE_GALLERY    (the program, from the build)
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
#include <unistd.h>

#define ENTRIES KHARBAGA_SOURCE_DIR "/tests/data/disputes"

static const char *gallery; /* the program */
static char dir[64];        /* a scratch folder of the test's own */

static int make_dir(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/kharbaga-gallery-XXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int remove_dir(void **state)
{
    (void)state;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (e->d_name[0] != '.')
            unlink(path);
    }
    if (d)
        closedir(d);
    return rmdir(dir);
}

/* Runs the program on the entries, writing dir/out.json; the program runs in the source tree. */
static RunResult run_gallery(const char *const *entries, int n)
{
    const char *argv[64] = {gallery};
    char out[128];
    snprintf(out, sizeof out, "%s/out.json", dir);
    argv[1] = out;
    for (int i = 0; i < n && i < 60; i++)
        argv[2 + i] = entries[i];
    char here[4096];
    if (!getcwd(here, sizeof here) || chdir(KHARBAGA_SOURCE_DIR) != 0)
        fail_msg("cannot enter the source tree");
    RunResult r = run_program(argv, 60);
    if (chdir(here) != 0)
        fail_msg("cannot go back to %s", here);
    return r;
}

static void write_entry(const char *name, const char *command)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "title: A test entry\noption: removal\ngame: Kharbaga\ncommand: %s\noutput:\nwhatever\n", command);
    fclose(f);
}

static void test_every_entry_as_parameters(void **state)
{
    (void)state;
    const char *names[64];
    char paths[64][sizeof ENTRIES + 256]; /* the folder, a slash and a file name of up to 255 bytes */
    int n = 0;
    DIR *d = opendir(ENTRIES);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) && n < 60;) {
        size_t len = strlen(e->d_name);
        if (len > 8 && !strcmp(e->d_name + len - 8, ".dispute")) {
            snprintf(paths[n], sizeof paths[n], "%s/%s", ENTRIES, e->d_name);
            names[n] = paths[n];
            n++;
        }
    }
    closedir(d);
    assert_true(n >= 20);
    RunResult r = run_gallery(names, n);
    expect_success(&r);
    char out[128];
    snprintf(out, sizeof out, "%s/out.json", dir);
    char *json = textfile_read(out);
    assert_non_null(json);
    JValue doc;
    j_parse(json, &doc);
    assert_int_equal(doc.n, n);
    bool removal = false;
    for (int i = 0; i < doc.n; i++) {
        const JValue *e = &doc.items[i];
        j_need(e, "title", J_STRING);
        const JValue *params = j_need(e, "params", J_ARRAY);
        if (strcmp(j_need(e, "name", J_STRING)->string, "09-removal"))
            continue;
        removal = true; /* --record kharbaga-quiet.pdn --a removal=immediate */
        char pairs[4096] = "";
        for (int k = 0; k < params->n; k++) {
            size_t used = strlen(pairs);
            snprintf(pairs + used, sizeof pairs - used, "%s=%.23s;", params->items[k].items[0].string,
                     params->items[k].items[1].string);
        }
        assert_string_equal(pairs, "variant=kharbaga;ruleset=standard;play=d4-e5 f6xd4 c3xe5 a5xc3;"
                                   "part=true;a=removal=immediate;");
        assert_string_equal(j_need(e, "record", J_STRING)->string, "kharbaga-quiet.pdn");
    }
    assert_true(removal);
    j_free(&doc);
    free(json);
    run_free(&r);
}

/* Each refusal: one line naming the entry and what is wrong, and no file written. */
static void test_refused_entries(void **state)
{
    (void)state;
    static const struct {
        const char *command, *said;
    } cases[] = {
        {"kharbaga dispute --a removal=end --b removal=immediate --svg x.svg",
         "'--svg': the page's API cannot express this option"},
        {"kharbaga moves --a removal=end", "expected 'kharbaga dispute ...'"},
        {"kharbaga dispute --record tests/data/disputes/records/nosuch.pdn --a removal=end", "nosuch.pdn"},
        {"kharbaga dispute --a removal=end --b", "'--b' at the end: expected an option and its value"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char entry[256], out[128];
        write_entry("bad.dispute", cases[i].command);
        snprintf(entry, sizeof entry, "%s/bad.dispute", dir);
        snprintf(out, sizeof out, "%s/out.json", dir);
        unlink(out);
        RunResult r = run_gallery((const char *const[]){entry}, 1);
        if (r.status != 1 || !strstr(r.err, "bad.dispute") || !strstr(r.err, cases[i].said))
            fail_msg("case %zu: status %d, said: %s", i, r.status, r.err);
        assert_true(access(out, F_OK) != 0);
        run_free(&r);
    }
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_dispute_gallery DISPUTE_GALLERY\n");
        return 2;
    }
    gallery = argv[1];
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_every_entry_as_parameters, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_refused_entries, make_dir, remove_dir),
    };
    return cmocka_run_group_tests_name("test_dispute_gallery", tests, NULL, NULL);
}
