/*
 * test_completion.c — `kharbaga completion bash|zsh`: the bash script passes `bash -n` and, sourced,
 * completes commands, each command's options (exactly those of its synopsis, read from the tables
 * linked in), games and personalities as the program lists them, fixed words, and nothing after
 * an option whose value has no list; the zsh script passes `zsh -n` and completes in a real zsh
 * (skipped without zsh); the build's scripts, the files installed, are what the program writes;
 * any other shell is refused in one line.
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

static char dir[64];              /* the scripts, written by the program: DIR/kharbaga and DIR/_kharbaga */
static char bash_script[128];

/* Writes what `kharbaga completion shell` prints into path. */
static bool write_script(const char *shell, const char *path)
{
    RunResult r = RUN("completion", shell);
    FILE *f = r.exited && r.status == 0 && r.err_len == 0 ? fopen(path, "w") : NULL;
    bool ok = f && fwrite(r.out, 1, r.out_len, f) == r.out_len;
    ok = f && fclose(f) == 0 && ok;
    run_free(&r);
    return ok;
}

static int write_scripts(void **state)
{
    (void)state;
    char zsh_script[128];
    setenv("LC_ALL", "C", 1); /* sort(1) orders the offers as strcmp does */
    snprintf(dir, sizeof dir, "/tmp/kharbaga-completion-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    snprintf(bash_script, sizeof bash_script, "%s/kharbaga", dir);
    snprintf(zsh_script, sizeof zsh_script, "%s/_kharbaga", dir);
    return write_script("bash", bash_script) && write_script("zsh", zsh_script) ? 0 : -1;
}

static int remove_scripts(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

/* What bash's completion of the script offers at the end of line (words separated by blanks; a
 * line ending in a blank completes an empty word), sorted, one a line. */
static char *bash_offers(const char *line)
{
    static const char program[] =
        "source \"$1\" || exit 3\n"
        "read -ra COMP_WORDS <<< \"$2\"\n"
        "[[ $2 == *' ' ]] && COMP_WORDS+=('')\n"
        "COMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n"
        "_kharbaga\n"
        "((${#COMPREPLY[@]})) && printf '%s\\n' \"${COMPREPLY[@]}\" | sort\n"
        "exit 0\n";
    const char *argv[] = {"/bin/bash", "-c", program, "bash", bash_script, line, NULL};
    RunResult r = run_program(argv, TIMEOUT);
    char how[96];
    if (!(r.exited && r.status == 0 && r.err_len == 0))
        fail_msg("bash completing '%s': %s; %s", line, run_describe(&r, how, sizeof how), r.err);
    char *out = strdup(r.out);
    run_free(&r);
    return out;
}

/* bash offers exactly `expected` (its words, one a line, sorted) at the end of line. */
static void expect_bash(const char *line, const char *expected)
{
    char *got = bash_offers(line);
    if (strcmp(got, expected) != 0)
        fail_msg("bash, '%s': expected\n%s\ngot\n%s", line, expected, got);
    free(got);
}

/* The line "PROGRAM rest", with the program's path as the command: its lists are the program's. */
static const char *with_program(const char *rest, char *buf, size_t len)
{
    snprintf(buf, len, "%s %s", KHARBAGA_BINARY, rest);
    return buf;
}

static void test_bash_syntax(void **state)
{
    (void)state;
    const char *argv[] = {"/bin/bash", "-n", bash_script, NULL};
    RunResult r = run_program(argv, TIMEOUT);
    if (!(r.exited && r.status == 0))
        fail_msg("bash -n %s: %s", bash_script, r.err);
    run_free(&r);
}

static void test_bash_commands_and_words(void **state)
{
    (void)state;
    char line[4096];
    expect_bash("kharbaga pl", "play\n");
    expect_bash("kharbaga pe", "perft\npersonalities\n");
    expect_bash("kharbaga help pe", "perft\npersonalities\n");
    expect_bash("kharbaga play --var", "--variant\n");
    expect_bash("kharbaga perft --d", "--depth\n--divide\n");
    expect_bash("kharbaga play --as n", "none\nnorth\n");
    expect_bash("kharbaga study --until ", "clear\n");
    expect_bash("kharbaga completion ", "bash\nzsh\n");
    expect_bash("kharbaga perft --depth ", ""); /* a number: nothing to offer, not the options */
    expect_bash(with_program("play --variant za", line, sizeof line), "zamma\n");
    expect_bash(with_program("play --variant = za", line, sizeof line), "zamma\n"); /* --variant=za */
    expect_bash(with_program("rules f", line, sizeof line),
                "fanoron_dimy\nfanorona\nfanorona_3x3\nfanorona_3x5\nfanorona_3x7\nfanorona_5x3\nfanorona_7x3\n"
                "fanorona_9x3\nfelli\n");
    expect_bash(with_program("play --ai gr", line, sizeof line), "greedy\n");
    expect_bash(with_program("match master gr", line, sizeof line), "greedy\n");
}

/* The options each command's synopsis names, one a line, sorted, with --help. */
static void synopsis_options(const Command *cmd, char *buf, size_t len)
{
    const char *names[64] = {"--help"};
    int n = 1;
    CliOptionDoc d;
    bool required;
    for (int k = 0; n < 64 && cli_synopsis_option(cmd, k, &d, &required); k++)
        names[n++] = d.name;
    for (int i = 1; i < n; i++) /* sorted as sort(1) in the C locale would */
        for (int j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            const char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s\n", names[i]);
}

/* "kharbaga VERB --" offers exactly the options the command's synopsis names, for every command. */
static void test_bash_options_of_every_command(void **state)
{
    (void)state;
    int n;
    const Command *commands = commands_all(&n);
    for (int i = 0; i < n; i++) {
        char line[128], expected[2048];
        snprintf(line, sizeof line, "kharbaga %s --", commands[i].name);
        synopsis_options(&commands[i], expected, sizeof expected);
        expect_bash(line, expected);
    }
}

/* zsh -n passes the zsh script. */
static void expect_zsh_syntax(void)
{
    char script[128];
    snprintf(script, sizeof script, "%s/_kharbaga", dir);
    const char *argv[] = {"/usr/bin/zsh", "-n", script, NULL};
    RunResult r = run_program(argv, TIMEOUT);
    if (!(r.exited && r.status == 0))
        fail_msg("zsh -n %s: %s", script, r.err);
    run_free(&r);
}

/* What zsh's completion offers at the end of each line, in one zsh (tests/support/
 * zsh_complete.zsh: each line's words, sorted, then "=="), is `expected`. */
static void expect_zsh(const char *const lines[], const char *expected)
{
    const char *argv[16] = {"/usr/bin/zsh", "-f", KHARBAGA_SOURCE_DIR "/tests/support/zsh_complete.zsh", dir};
    int n = 4;
    for (int i = 0; lines[i] && n < 15; i++)
        argv[n++] = lines[i];
    argv[n] = NULL;
    RunResult r = run_program(argv, TIMEOUT);
    char how[96];
    if (!(r.exited && r.status == 0))
        fail_msg("zsh completing: %s; %s", run_describe(&r, how, sizeof how), r.err);
    if (strcmp(r.out, expected) != 0)
        fail_msg("zsh: expected\n%s\ngot\n%s", expected, r.out);
    run_free(&r);
}

static void test_zsh(void **state)
{
    (void)state;
    if (access("/usr/bin/zsh", X_OK) != 0)
        skip(); /* zsh is no dependency: its script is tested where it is installed */
    expect_zsh_syntax();
    char games[4096], players[4096];
    const char *lines[] = {"kharbaga pl", "kharbaga play --var", "kharbaga play --as n",
                           with_program("play --variant za", games, sizeof games),
                           with_program("match master gr", players, sizeof players), NULL};
    expect_zsh(lines, "play\n==\n--variant\n==\nnone\nnorth\n==\nzamma\n==\ngreedy\n==\n");
}

/* The scripts the build wrote beside the program, the ones `cmake --install` installs, are
 * current. */
static void test_installed_scripts_are_current(void **state)
{
    (void)state;
    const char *names[] = {"kharbaga", "_kharbaga"};
    for (int i = 0; i < 2; i++) {
        char built[4096], written[128];
        snprintf(built, sizeof built, "%s", KHARBAGA_BINARY);
        *strrchr(built, '/') = '\0';
        snprintf(built + strlen(built), sizeof built - strlen(built), "/completion/%s", names[i]);
        snprintf(written, sizeof written, "%s/%s", dir, names[i]);
        char *a = textfile_read(built), *b = textfile_read(written);
        bool same = a && b && strcmp(a, b) == 0;
        free(a);
        free(b);
        if (!same)
            fail_msg("%s is missing or differs from what `kharbaga completion` writes", built);
    }
}

static void test_other_shells_refused(void **state)
{
    (void)state;
    RunResult r = RUN("completion", "fish");
    assert_true(r.exited && r.status == 2 && r.out_len == 0);
    assert_string_equal(r.err, "kharbaga: completion fish: expected bash or zsh\n");
    run_free(&r);
    r = RUN("completion");
    assert_true(r.exited && r.status == 2 && r.out_len == 0);
    assert_string_equal(r.err,
                        "kharbaga: completion: expected a shell, bash or zsh (see kharbaga completion --help)\n");
    run_free(&r);
    r = RUN("completion", "bash", "zsh");
    assert_true(r.exited && r.status == 2 && r.out_len == 0);
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bash_syntax),
        cmocka_unit_test(test_bash_commands_and_words),
        cmocka_unit_test(test_bash_options_of_every_command),
        cmocka_unit_test(test_zsh),
        cmocka_unit_test(test_installed_scripts_are_current),
        cmocka_unit_test(test_other_shells_refused),
    };
    return cmocka_run_group_tests(tests, write_scripts, remove_scripts);
}
