/*
 * test_dispute_gallery.c — the build step that turns the gallery of disputes into the page's
 * disputes.json (lua/serve/dispute_gallery.c): every entry is there with its command as API
 * parameters and its record as moves; an entry the API cannot express, or one that does not read,
 * fails it with a line naming the file, and no file is written. In each language of po/LINGUAS
 * (--lang CODE) every entry's title and story come translated from i18n/CODE/ beside the entries,
 * with the same entries and parameters as in English; a translation that gives what it may not
 * is refused.
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
#include <sys/stat.h>
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
    char nested[128];
    snprintf(nested, sizeof nested, "%s/i18n/es/bad.dispute", dir);
    unlink(nested);
    snprintf(nested, sizeof nested, "%s/i18n/es", dir);
    rmdir(nested);
    snprintf(nested, sizeof nested, "%s/i18n", dir);
    rmdir(nested);
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

/* Runs the program on the entries (in language lang, NULL: English), writing dir/out.json; the
 * program runs in the source tree. */
static RunResult run_gallery_in(const char *lang, const char *const *entries, int n)
{
    const char *argv[68] = {gallery};
    char out[128];
    snprintf(out, sizeof out, "%s/out.json", dir);
    int k = 1;
    if (lang) {
        argv[k++] = "--lang";
        argv[k++] = lang;
    }
    argv[k++] = out;
    for (int i = 0; i < n && i < 60; i++)
        argv[k + i] = entries[i];
    char here[4096];
    if (!getcwd(here, sizeof here) || chdir(KHARBAGA_SOURCE_DIR) != 0)
        fail_msg("cannot enter the source tree");
    RunResult r = run_program(argv, 60);
    if (chdir(here) != 0)
        fail_msg("cannot go back to %s", here);
    return r;
}

static RunResult run_gallery(const char *const *entries, int n) { return run_gallery_in(NULL, entries, n); }

static void write_entry(const char *name, const char *command)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "title: A test entry\noption: removal\ngame: Kharbaga\ncommand: %s\noutput:\nwhatever\n", command);
    fclose(f);
}

static char paths[64][sizeof ENTRIES + 256]; /* the folder, a slash and a file name of up to 255 bytes */

/* The gallery's entries, as paths into names; their count. */
static int gallery_entries(const char **names)
{
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
    return n;
}

/* The gallery the last run wrote, parsed into doc. */
static char *read_out(JValue *doc)
{
    char out[128];
    snprintf(out, sizeof out, "%s/out.json", dir);
    char *json = textfile_read(out);
    assert_non_null(json);
    j_parse(json, doc);
    return json;
}

static void test_every_entry_as_parameters(void **state)
{
    (void)state;
    const char *names[64];
    int n = gallery_entries(names);
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

/* Whether the languages of po/PARTIAL include code. */
static bool partial(const char *code)
{
    char *list = textfile_read(KHARBAGA_SOURCE_DIR "/po/PARTIAL");
    bool found = false;
    for (char *line = list, *next; line && *line && !found; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        found = line[0] != '#' && !strcmp(line, code);
    }
    free(list);
    return found;
}

/* Every language of po/LINGUAS not in po/PARTIAL translates every entry's title and story (the
 * program notes each one left in English), and names no entry the gallery lacks; the Spanish and
 * Arabic galleries have the English one's entries, parameters and sources, every title translated. */
static void test_every_language_translates_every_entry(void **state)
{
    (void)state;
    const char *names[64];
    int n = gallery_entries(names);
    RunResult en = run_gallery(names, n);
    expect_success(&en);
    JValue english;
    char *english_json = read_out(&english);
    char *linguas = textfile_read(KHARBAGA_SOURCE_DIR "/po/LINGUAS");
    assert_non_null(linguas);
    int languages = 0;
    for (char *line = linguas, *next; *line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        else
            next = line + strlen(line);
        if (!line[0] || line[0] == '#' || partial(line))
            continue;
        languages++;
        RunResult r = run_gallery_in(line, names, n);
        if (r.status != 0 || strstr(r.err, "note:"))
            fail_msg("the gallery in %s: status %d, said:\n%s", line, r.status, r.err);
        char folder[sizeof ENTRIES + 64];
        snprintf(folder, sizeof folder, "%s/i18n/%s", ENTRIES, line);
        DIR *d = opendir(folder);
        assert_non_null(d);
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.')
                continue;
            char entry[sizeof paths[0]];
            snprintf(entry, sizeof entry, "%s/%s", ENTRIES, e->d_name);
            if (access(entry, F_OK) != 0)
                fail_msg("%s/%s translates no entry of the gallery", folder, e->d_name);
        }
        closedir(d);
        if (strcmp(line, "es") && strcmp(line, "ar")) {
            run_free(&r);
            continue;
        }
        JValue doc;
        char *json = read_out(&doc);
        assert_int_equal(doc.n, english.n);
        for (int i = 0; i < doc.n; i++) {
            const JValue *e = &doc.items[i], *was = &english.items[i];
            static const char *const same[] = {"name", "option", "sources", "command"};
            for (size_t k = 0; k < sizeof same / sizeof same[0]; k++)
                assert_string_equal(j_need(e, same[k], J_STRING)->string, j_need(was, same[k], J_STRING)->string);
            assert_int_equal(j_need(e, "params", J_ARRAY)->n, j_need(was, "params", J_ARRAY)->n);
            const char *title = j_need(e, "title", J_STRING)->string, *story = j_need(e, "story", J_STRING)->string;
            if (!strcmp(title, j_need(was, "title", J_STRING)->string) ||
                !strcmp(story, j_need(was, "story", J_STRING)->string))
                fail_msg("%s: %s is left in English", line, j_need(e, "name", J_STRING)->string);
            if (!strcmp(line, "ar") && !strstr(title, "\xd8") && !strstr(title, "\xd9"))
                fail_msg("ar: the title of %s is not in Arabic: %s", j_need(e, "name", J_STRING)->string, title);
        }
        for (int i = 0; !strcmp(line, "es") && i < doc.n; i++)
            if (!strcmp(j_need(&doc.items[i], "name", J_STRING)->string, "09-removal"))
                assert_string_equal(j_need(&doc.items[i], "title", J_STRING)->string,
                                    "¿Cuándo salen del tablero las piezas capturadas?");
        j_free(&doc);
        free(json);
        run_free(&r);
    }
    assert_true(languages >= 5);
    free(linguas);
    j_free(&english);
    free(english_json);
    run_free(&en);
}

/* A language whose translation of an entry is missing notes it and shows English; one that gives
 * a key no translation may give is refused, naming the file; the pseudo-language wraps the texts. */
static void test_translations_checked(void **state)
{
    (void)state;
    char entry[256], path[256];
    write_entry("bad.dispute", "kharbaga dispute --a removal=end --b removal=immediate");
    snprintf(entry, sizeof entry, "%s/bad.dispute", dir);
    RunResult r = run_gallery_in("es", (const char *const[]){entry}, 1);
    if (r.status != 0 || !strstr(r.err, "note:") || !strstr(r.err, "no translation into es"))
        fail_msg("a missing translation: said %s", r.err);
    run_free(&r);
    r = run_gallery_in("pseudo", (const char *const[]){entry}, 1);
    expect_success(&r);
    JValue doc;
    char *json = read_out(&doc);
    assert_string_equal(j_need(&doc.items[0], "title", J_STRING)->string, "\u27e6A test entry\u27e7");
    j_free(&doc);
    free(json);
    run_free(&r);
    snprintf(path, sizeof path, "%s/i18n", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/i18n/es", dir);
    mkdir(path, 0700);
    snprintf(path, sizeof path, "%s/i18n/es/bad.dispute", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fprintf(f, "title: Una entrada de prueba\ncommand: kharbaga dispute\n");
    fclose(f);
    r = run_gallery_in("es", (const char *const[]){entry}, 1);
    if (r.status != 1 || !strstr(r.err, "i18n/es/bad.dispute") || !strstr(r.err, "'command'"))
        fail_msg("a translation with a command: status %d, said: %s", r.status, r.err);
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
        {"kharbaga dispute --a removal=end --b removal=immediate --c removal=end --d removal=immediate --at 1 --at 2 "
         "--at 3 --at 4 --at 5 --at 6 --at 7 --at 8 --at 9 --at 10 --at 11 --at 12 --at 13 --at 14 --at 15 --at 16 "
         "--at 17 --at 18 --at 19 --at 20",
         "command: more than 48 words"},
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

/* An entry that does not read as one (tests/data/disputes/README.md): refused naming the file, the
 * line where it can, and what was expected; no file written. */
static void test_unreadable_entries(void **state)
{
    (void)state;
    static const struct {
        const char *text, *said;
    } cases[] = {
        {"title: A\ntitle: B\ncommand: kharbaga dispute --a removal=end\noutput:\n", "bad.dispute:2: 'title': given twice"},
        {"title: A\nrule: removal\noutput:\n", "bad.dispute:2: 'rule': expected 'key: value' with a key of title"},
        {"title: A\ncommand: kharbaga dispute --a removal=end\n", "bad.dispute: no 'output:' line"},
        {"game: Kharbaga\ncommand: kharbaga dispute --a removal=end\noutput:\n", "bad.dispute: expected a title"},
    };
    char entry[256], out[128];
    snprintf(entry, sizeof entry, "%s/bad.dispute", dir);
    snprintf(out, sizeof out, "%s/out.json", dir);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        FILE *f = fopen(entry, "w");
        assert_non_null(f);
        fputs(cases[i].text, f);
        fclose(f);
        unlink(out);
        RunResult r = run_gallery((const char *const[]){entry}, 1);
        if (r.status != 1 || !strstr(r.err, cases[i].said))
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
        cmocka_unit_test_setup_teardown(test_unreadable_entries, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_every_language_translates_every_entry, make_dir, remove_dir),
        cmocka_unit_test_setup_teardown(test_translations_checked, make_dir, remove_dir),
    };
    return cmocka_run_group_tests_name("test_dispute_gallery", tests, NULL, NULL);
}
