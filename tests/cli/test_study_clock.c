/*
 * test_study_clock.c — how long a study takes, told on standard error: the estimate first, before
 * any game's line; then, when standard error is not a terminal, a plain line at every tenth of the
 * games and the time they took at the end; when it is a terminal (a pseudo-terminal here), a bar
 * redrawn in place with the time left, and no plain lines; with --until clear, the most it can
 * take.
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

enum { TIMEOUT = 300 };

#define STUDY KHARBAGA_BINARY, "study", "--choice", "removal=end", "--choice", "removal=immediate", "--games", "12", \
              "--depth", "2", "--jobs", "2"

/* Not a terminal: the estimate is the first line, a line at each tenth, the total at the end. */
static void test_plain_lines(void **state)
{
    (void)state;
    const char *argv[] = {STUDY, NULL};
    RunResult r = run_program(argv, TIMEOUT);
    expect_exit_ok(&r);
    static const char first[] = "study: 2 choices × 12 games on 2 threads: about ";
    if (strncmp(r.err, first, sizeof first - 1) != 0 || !strstr(r.err, " (a game took "))
        fail_msg("expected the estimate first, got:\n%s", r.err);
    int tenths = count_lines_starting(r.err, "study: ") - 2;
    if (tenths < 5 || tenths > 9)
        fail_msg("expected a line at most tenths of the 24 games, got %d:\n%s", tenths, r.err);
    assert_non_null(strstr(r.err, "% (12/24 games), about "));
    assert_non_null(strstr(r.err, "\nstudy: 24 games in "));
    assert_null(strchr(r.err, '\r'));
    assert_int_equal(count_lines_starting(r.err, "choice "), 24);
    run_free(&r);
}

/* Runs argv with standard error on a pseudo-terminal, standard output to /dev/null: what it wrote
 * there, malloc'd. */
static char *run_on_terminal(const char *const argv[], int *status)
{
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    assert_true(master >= 0);
    assert_int_equal(grantpt(master), 0);
    assert_int_equal(unlockpt(master), 0);
    int slave = open(ptsname(master), O_RDWR | O_NOCTTY);
    assert_true(slave >= 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_RDWR);
        dup2(null, 0);
        dup2(null, 1);
        dup2(slave, 2);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(slave);
    size_t len = 0, cap = 1 << 16;
    char *text = malloc(cap);
    assert_non_null(text);
    for (;;) {
        if (len + 4096 + 1 > cap)
            assert_non_null(text = realloc(text, cap *= 2));
        ssize_t n = read(master, text + len, 4096);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) /* EIO once the program has closed the terminal */
            break;
        len += (size_t)n;
    }
    text[len] = '\0';
    close(master);
    assert_int_equal(waitpid(pid, status, 0), pid);
    return text;
}

/* A terminal: the bar, drawn over itself, with the games and the time left; no plain lines. */
static void test_bar_on_a_terminal(void **state)
{
    (void)state;
    const char *argv[] = {STUDY, NULL};
    int status;
    char *text = run_on_terminal(argv, &status);
    assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    if (strncmp(text, "study: 2 choices × 12 games on 2 threads: about ", 20) != 0)
        fail_msg("expected the estimate first, got:\n%s", text);
    const char *bar = strstr(text, "\r\033[K[");
    if (!bar || !strstr(bar, "/24 games ") || !strstr(bar, "left"))
        fail_msg("expected a bar with the games and the time left, got:\n%s", text);
    assert_non_null(strstr(text, "] 24/24 games 100%"));
    assert_null(strstr(text, "% (12/24 games)"));
    assert_non_null(strstr(text, "study: 24 games in "));
    free(text);
}

/* A sequential test may stop early: the estimate is the most it can take. */
static void test_estimate_of_a_sequential_study(void **state)
{
    (void)state;
    const char *argv[] = {KHARBAGA_BINARY, "study", "--choice", "ruleset=standard", "--choice", "king=none",
                          "--depth", "2", "--until", "clear", "--games", "400", NULL};
    RunResult r = run_program(argv, TIMEOUT);
    expect_exit_ok(&r);
    static const char first[] = "study: 2 choices × 400 games on ";
    if (strncmp(r.err, first, sizeof first - 1) != 0 || !strstr(r.err, ": at most about ") ||
        !strstr(r.err, "; the sequential test may stop long before\n"))
        fail_msg("expected the most it can take first, got:\n%s", r.err);
    assert_non_null(strstr(r.err, "/800 games), at most "));
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plain_lines),
        cmocka_unit_test(test_bar_on_a_terminal),
        cmocka_unit_test(test_estimate_of_a_sequential_study),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
