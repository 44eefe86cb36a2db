/*
 * test_manual.c — the manual page, `kharbaga help --man`: it names every command of the command
 * table with its synopsis and every option of the table of options (read from the tables
 * themselves, linked in), its roff draws no warning from groff (when groff is installed), and the
 * build's kharbaga.1, the file installed, is what the program writes.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "commands.h"
#include "support/cli.h"
#include "support/run.h"
#include "support/textfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *manual; /* the program's output, read once */

static int read_manual(void **state)
{
    (void)state;
    RunResult r = RUN("help", "--man");
    bool ok = r.exited && r.status == 0 && r.err_len == 0;
    manual = ok ? strdup(r.out) : NULL;
    run_free(&r);
    return manual ? 0 : -1;
}

static int free_manual(void **state)
{
    (void)state;
    free(manual);
    return 0;
}

/* name as roff writes it: each '-' as "\-". */
static void roff_name(const char *name, char *buf, size_t len)
{
    size_t used = 0;
    for (const char *c = name; *c && used + 3 < len; c++) {
        if (*c == '-')
            buf[used++] = '\\';
        buf[used++] = *c;
    }
    buf[used] = '\0';
}

/* Every command has its subsection, which opens with its synopsis and names each of its options. */
static void test_every_command(void **state)
{
    (void)state;
    int n;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++) {
        char head[128];
        snprintf(head, sizeof head, ".SS %s\n", commands[i].name);
        const char *at = strstr(manual, head), *end = at ? strstr(at + 1, ".SS ") : NULL;
        if (!at)
            fail_msg("the manual page has no section for '%s'", commands[i].name);
        snprintf(head, sizeof head, "\\fBkharbaga %s\\fR\n", commands[i].name);
        expect_contains(at, head);
        CliOptionDoc d;
        bool required;
        for (int k = 0; cli_synopsis_option(&commands[i], k, &d, &required); k++) {
            char name[64], word[80];
            roff_name(d.name, name, sizeof name);
            snprintf(word, sizeof word, "%s\\fB%s\\fR", required ? "" : "[", name);
            const char *found = strstr(at, word);
            if (!found || (end && found > end))
                fail_msg("the synopsis of '%s' in the manual page does not name %s", commands[i].name, d.name);
        }
    }
}

/* Every option of the table is named, and each that has help of its own has an entry with it. */
static void test_every_option(void **state)
{
    (void)state;
    CliOptionDoc d;
    for (int i = 0; cli_option_doc(i, &d); i++) {
        char name[64], entry[96];
        roff_name(d.name, name, sizeof name);
        if (!strstr(manual, name))
            fail_msg("the manual page does not name %s", d.name);
        if (!d.help[0])
            continue;
        snprintf(entry, sizeof entry, ".TP\n\\fB%s", name);
        expect_contains(manual, entry);
        char first[64], roff_first[128];
        snprintf(first, sizeof first, "%.*s", (int)strcspn(d.help, " \n"), d.help); /* its help's first word */
        roff_name(first, roff_first, sizeof roff_first);
        expect_contains(strstr(manual, entry), roff_first);
    }
}

/* groff finds nothing to warn about (skipped without groff). */
static void test_groff_does_not_warn(void **state)
{
    (void)state;
    if (access("/usr/bin/groff", X_OK) != 0)
        skip();
    const char *argv[] = {"/usr/bin/groff", "-man", "-ww", "-z", "-Tutf8", NULL};
    RunResult r = run_program_input(argv, manual, TIMEOUT);
    if (!(r.exited && r.status == 0 && r.err_len == 0))
        fail_msg("groff warns about the manual page: %s", r.err);
    run_free(&r);
}

/* The page the build wrote beside the program, the one `cmake --install` installs, is current. */
static void test_installed_page_is_current(void **state)
{
    (void)state;
    char path[4096];
    snprintf(path, sizeof path, "%s", KHARBAGA_BINARY);
    snprintf(strrchr(path, '/') + 1, sizeof path - (size_t)(strrchr(path, '/') + 1 - path), "kharbaga.1");
    char *page = textfile_read(path);
    if (!page)
        fail_msg("%s: not written by the build", path);
    bool same = strcmp(page, manual) == 0;
    free(page);
    if (!same)
        fail_msg("%s differs from `kharbaga help --man`", path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_command),
        cmocka_unit_test(test_every_option),
        cmocka_unit_test(test_groff_does_not_warn),
        cmocka_unit_test(test_installed_page_is_current),
    };
    return cmocka_run_group_tests(tests, read_manual, free_manual);
}
