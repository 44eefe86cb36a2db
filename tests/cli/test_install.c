/*
 * test_install.c — `cmake --install` of this build into a temporary prefix: the program, its games
 * and personalities, its languages, its manual page and the completion scripts where the shells
 * and man look for them; and the installed program, KHARBAGA_PATH unset, reads the games and the
 * catalogs installed beside it (not the source tree or build tree it was built from, nor the
 * prefix it was configured for).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char prefix[64];

static int install(void **state)
{
    (void)state;
    snprintf(prefix, sizeof prefix, "/tmp/kharbaga-install-XXXXXX");
    if (!mkdtemp(prefix))
        return -1;
    const char *argv[] = {KHARBAGA_CMAKE, "--install", KHARBAGA_BUILD_DIR, "--prefix", prefix, NULL};
    RunResult r = run_program(argv, 120);
    bool ok = r.exited && r.status == 0;
    if (!ok)
        fprintf(stderr, "cmake --install failed: %s%s\n", r.out, r.err);
    run_free(&r);
    return ok ? 0 : -1;
}

static int remove_prefix(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", prefix);
    return system(cmd) == 0 ? 0 : -1;
}

static void test_installed_files(void **state)
{
    (void)state;
    const char *files[] = {"bin/kharbaga", "share/man/man1/kharbaga.1", "share/bash-completion/completions/kharbaga",
                           "share/zsh/site-functions/_kharbaga", "share/kharbaga/variants/kharbaga.lua",
                           "share/kharbaga/variants/personalities/master.lua", "share/locale/es/LC_MESSAGES/kharbaga.mo",
                           "share/locale/fr/LC_MESSAGES/kharbaga.mo"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[256];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", prefix, files[i]);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
            fail_msg("%s: not installed", path);
    }
}

/* Runs the installed program with the arguments, KHARBAGA_PATH unset. */
static RunResult run_installed(const char *const *args)
{
    char program[256];
    snprintf(program, sizeof program, "%s/bin/kharbaga", prefix);
    const char *argv[8] = {program};
    for (int i = 0; args[i] && i < 6; i++)
        argv[i + 1] = args[i];
    unsetenv("KHARBAGA_PATH");
    return run_program(argv, TIMEOUT);
}

/* The number of .lua files directly in the source tree's variants/. */
static int shipped_games(void)
{
    DIR *d = opendir(KHARBAGA_SOURCE_DIR "/variants");
    assert_non_null(d);
    int n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        n += len > 4 && strcmp(e->d_name + len - 4, ".lua") == 0;
    }
    closedir(d);
    return n;
}

/* `variants --long` names a file for each game: every one of them installed, none elsewhere. */
static void test_installed_program_reads_installed_games(void **state)
{
    (void)state;
    RunResult r = run_installed((const char *const[]){"variants", "--long", NULL});
    expect_success(&r);
    char installed[128];
    int files = snprintf(installed, sizeof installed, "file: %s/share/kharbaga/variants/", prefix), n = 0;
    for (const char *line = strstr(r.out, "file: "); line; line = strstr(line + 1, "file: ")) {
        if (strncmp(line, installed, (size_t)files) != 0)
            fail_msg("the installed program reads a game from elsewhere: %.*s", (int)strcspn(line, "\n"), line);
        n++;
    }
    assert_int_equal(n, shipped_games());
    run_free(&r);
}

static void test_installed_program_plays(void **state)
{
    (void)state;
    RunResult r = run_installed((const char *const[]){"personalities", NULL});
    expect_success(&r);
    expect_contains(r.out, "master");
    run_free(&r);
    r = run_installed((const char *const[]){"moves", "--variant", "zamma", NULL});
    expect_success(&r);
    run_free(&r);
}

/* The installed program speaks the installed languages, and only those: the pseudo-language of
 * the build tree is not installed. */
static void test_installed_program_reads_installed_catalogs(void **state)
{
    (void)state;
    unsetenv("KHARBAGA_LOCALEDIR");
    RunResult r = run_installed((const char *const[]){"moves", "--lang", "xx", NULL});
    assert_true(r.exited && r.status == 2);
    expect_contains(r.err, "expected one of en, ");
    expect_contains(r.err, ", es");
    if (strstr(r.err, "pseudo"))
        fail_msg("the installed program reads the build tree's catalogs: %s", r.err);
    run_free(&r);
    r = run_installed((const char *const[]){"--lang", "pseudo", "--help", NULL});
    assert_true(r.exited && r.status == 2);
    run_free(&r);
    r = run_installed((const char *const[]){"--lang", "es", "--help", NULL});
    expect_success(&r);
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_installed_files),
        cmocka_unit_test(test_installed_program_reads_installed_games),
        cmocka_unit_test(test_installed_program_plays),
        cmocka_unit_test(test_installed_program_reads_installed_catalogs),
    };
    return cmocka_run_group_tests(tests, install, remove_prefix);
}
