/*
 * test_play.c — `kharbaga play` never loses a game: the record is written after every move,
 * atomically (no temporary file is left, a failed write leaves the old record whole and the game
 * goes on), a game killed with SIGKILL is continued by --resume from the same position, an
 * unreadable record is reported with its line and left byte for byte as it was, a broken
 * personality is replaced by the default, and records load and save back unchanged. One game at
 * a time holds a save file: a second one is refused (--save, --resume) or kept in another file
 * (the default one); no file the program did not make is removed, a --save path too long is
 * refused, and what was typed, and a --save path, are shown with their control bytes escaped; a
 * --save name too long for the file system is refused as such. A personality,
 * named by --ai or by a record, thinks no longer than --time, or 10 s a move without it.
 *
 * Each test works in a directory of its own, which is also the program's XDG_STATE_HOME.
 */
#define _GNU_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { TIMEOUT = 120 };

/* A legal opening of Kharbaga, one ply per entry, and its record's movetext ply by ply. */
static const char *const OPENING[] = {"d4-e5", "f6xd4", "c3xe5", "a5xc3", "e5xa5", "d6-c5", "d2xb4xd6", "e7xc5"};
static const char *const MOVETEXT[] = {
    "1. d4-e5 *",
    "1. d4-e5 f6xd4 *",
    "1. d4-e5 f6xd4 2. c3xe5 *",
    "1. d4-e5 f6xd4 2. c3xe5 a5xc3 *",
    "1. d4-e5 f6xd4 2. c3xe5 a5xc3 3. e5xa5 *",
    "1. d4-e5 f6xd4 2. c3xe5 a5xc3 3. e5xa5 d6-c5 *",
};

/* ---- the test's directory ---- */

static char dir[64];

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/kharbaga-play-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    setenv("XDG_STATE_HOME", dir, 1);
    return 0;
}

/* Removes the directory and what is in it (files and one level of directories). */
static int teardown(void **state)
{
    (void)state;
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (unlink(path) != 0) { /* a directory: the default save place */
            DIR *sub = opendir(path);
            for (struct dirent *f; sub && (f = readdir(sub));) {
                char inner[1024];
                snprintf(inner, sizeof inner, "%s/%s", path, f->d_name);
                unlink(inner);
            }
            if (sub)
                closedir(sub);
            rmdir(path);
        }
    }
    if (d)
        closedir(d);
    rmdir(dir);
    return 0;
}

static const char *in_dir(const char *name, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", dir, name);
    return buf;
}

/* The file's contents (to free), or NULL if it cannot be read. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *text = malloc(cap + 1);
    for (size_t k; text && (k = fread(text + n, 1, cap - n, f)) > 0;)
        if ((n += k) == cap)
            text = realloc(text, (cap *= 2) + 1);
    fclose(f);
    if (text)
        text[n] = '\0';
    if (len)
        *len = n;
    return text;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
}

/* The names in the test's directory other than `.` and `..`, blank-separated and sorted. */
static void list_dir(char *out, size_t len)
{
    char names[16][256];
    int n = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d)) && n < 16;)
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
            snprintf(names[n++], sizeof names[0], "%s", e->d_name);
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
    out[0] = '\0';
    for (int i = 0; i < n; i++)
        snprintf(out + strlen(out), len - strlen(out), "%s%s", i ? " " : "", names[i]);
}

static void expect_contains(const char *text, const char *needle)
{
    if (!strstr(text, needle))
        fail_msg("expected the text to contain \"%s\"; it is:\n%s", needle, text);
}

/* ---- running the program ---- */

static RunResult run_input(const char *input, const char *const *args)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    return run_program_input(argv, input, TIMEOUT);
}

#define RUN_INPUT(input, ...) run_input(input, (const char *const[]){__VA_ARGS__, NULL})

static void expect_exit(const RunResult *r, int status)
{
    char how[96];
    if (!r->exited || r->status != status)
        fail_msg("expected exit status %d, got %s; stdout:\n%s\nstderr:\n%s", status, run_describe(r, how, sizeof how),
                 r->out, r->err);
}

/* A program running with a pipe for its standard input and one for its output (both streams);
 * the output is collected as it comes so that the program never blocks on it. */
typedef struct Child {
    pid_t pid;
    int in, out;
    char *text;
    size_t len;
} Child;

/* Starts the program with the arguments; with fsize_limit > 0 its files may grow to at most that
 * many bytes (writes past it fail with EFBIG instead of raising SIGXFSZ). */
static Child spawn(long fsize_limit, const char *const *args)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    int in[2], out[2];
    assert_int_equal(pipe(in), 0);
    assert_int_equal(pipe(out), 0);
    fflush(NULL);
    Child c = {.pid = fork()};
    assert_true(c.pid >= 0);
    if (c.pid == 0) {
        dup2(in[0], STDIN_FILENO);
        dup2(out[1], STDOUT_FILENO);
        dup2(out[1], STDERR_FILENO);
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        if (fsize_limit > 0) {
            struct rlimit lim = {(rlim_t)fsize_limit, (rlim_t)fsize_limit};
            setrlimit(RLIMIT_FSIZE, &lim);
            signal(SIGXFSZ, SIG_IGN);
        }
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(in[0]), close(out[1]);
    c.in = in[1];
    c.out = out[0];
    fcntl(c.out, F_SETFL, O_NONBLOCK);
    signal(SIGPIPE, SIG_IGN);
    c.text = calloc(1, 1);
    return c;
}

#define SPAWN(limit, ...) spawn(limit, (const char *const[]){__VA_ARGS__, NULL})

/* Reads what output is there; false at end of file. */
static bool child_drain(Child *c)
{
    char chunk[4096];
    for (;;) {
        ssize_t k = read(c->out, chunk, sizeof chunk);
        if (k > 0) {
            c->text = realloc(c->text, c->len + (size_t)k + 1);
            memcpy(c->text + c->len, chunk, (size_t)k);
            c->len += (size_t)k;
            c->text[c->len] = '\0';
        } else if (k == 0) {
            return false;
        } else {
            return errno == EINTR || errno == EAGAIN;
        }
    }
}

static void child_send(Child *c, const char *text)
{
    assert_int_equal(write(c->in, text, strlen(text)), (ssize_t)strlen(text));
}

static void sleep_ms(int ms)
{
    struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000};
    nanosleep(&ts, NULL);
}

/* Waits until the file at path contains `needle` (failing after 60 s). */
static void child_wait_file(Child *c, const char *path, const char *needle)
{
    for (int waited = 0; waited < 60000; waited += 10) {
        child_drain(c);
        char *text = read_file(path, NULL);
        bool found = text && strstr(text, needle);
        free(text);
        if (found)
            return;
        sleep_ms(10);
    }
    fail_msg("%s never came to contain \"%s\"; the program wrote:\n%s", path, needle, c->text);
}

/* Ends its input, collects its output to the end and returns its exit status (-1: a signal). */
static int child_finish(Child *c)
{
    close(c->in);
    for (int waited = 0; child_drain(c); waited += 10) {
        if (waited > TIMEOUT * 1000)
            kill(c->pid, SIGKILL);
        struct pollfd p = {c->out, POLLIN, 0};
        poll(&p, 1, 10);
    }
    close(c->out);
    int status;
    assert_int_equal(waitpid(c->pid, &status, 0), c->pid);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void child_kill9(Child *c)
{
    assert_int_equal(kill(c->pid, SIGKILL), 0);
    int status;
    assert_int_equal(waitpid(c->pid, &status, 0), c->pid);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
    close(c->in);
    close(c->out);
}

/* The program at a terminal: a pseudo-terminal (forkpty) of 120 columns, TERM=xterm, as its
 * standard input, output and error; c.in and c.out are both its master side. */
static Child spawn_tty(const char *const *args)
{
    const char *argv[32] = {KHARBAGA_BINARY};
    int n = 1;
    for (; args[n - 1]; n++)
        argv[n] = args[n - 1];
    argv[n] = NULL;
    struct winsize size = {.ws_row = 50, .ws_col = 120};
    int master;
    fflush(NULL);
    Child c = {.pid = forkpty(&master, NULL, NULL, &size)};
    assert_true(c.pid >= 0);
    if (c.pid == 0) {
        setenv("TERM", "xterm", 1);
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    c.in = dup(master);
    c.out = master;
    fcntl(c.out, F_SETFL, O_NONBLOCK);
    c.text = calloc(1, 1);
    return c;
}

#define SPAWN_TTY(...) spawn_tty((const char *const[]){__VA_ARGS__, NULL})

/* How many times needle is in text. */
static int count_of(const char *text, const char *needle)
{
    int n = 0;
    for (const char *at = text; (at = strstr(at, needle)); at += strlen(needle))
        n++;
    return n;
}

/* Waits until the program's output holds `needle` `times` times (failing after 60 s). */
static void child_wait_text(Child *c, const char *needle, int times)
{
    for (int waited = 0; waited < 60000; waited += 10) {
        child_drain(c);
        if (count_of(c->text, needle) >= times)
            return;
        sleep_ms(10);
    }
    fail_msg("the program never wrote \"%s\" %d times; it wrote:\n%s", needle, times, c->text);
}

/* The first line of text holding `needle`, without any prompt ("... to move> "), into out. */
static void line_with(const char *text, const char *needle, char *out, size_t len)
{
    const char *at = strstr(text, needle);
    if (!at)
        fail_msg("no line holds \"%s\" in:\n%s", needle, text);
    const char *start = at;
    while (start > text && start[-1] != '\n')
        start--;
    const char *prompt = strstr(start, "> ");
    if (prompt && prompt < at)
        start = prompt + 2;
    const char *eol = strchr(at, '\n') ? strchr(at, '\n') : at + strlen(at);
    snprintf(out, len, "%.*s", (int)(eol - start), start);
}

/* ---- the tests ---- */

/* Two people play: after each move, before the next is typed, the record holds it. When the game
 * stops, the directory holds the record and nothing else. */
static void test_record_written_after_every_move(void **state)
{
    (void)state;
    char path[128], names[512];
    in_dir("game.pdn", path, sizeof path);
    Child c = SPAWN(0, "play", "--as", "both", "--save", path);
    for (int i = 0; i < 6; i++) {
        char line[32];
        snprintf(line, sizeof line, "%s\n", OPENING[i]);
        child_send(&c, line);
        child_wait_file(&c, path, MOVETEXT[i]);
    }
    child_send(&c, "quit\n");
    assert_int_equal(child_finish(&c), 0);
    expect_contains(c.text, "The game stopped after 3... d6-c5; it is saved in");
    list_dir(names, sizeof names);
    assert_string_equal(names, "game.pdn");
    char *text = read_file(path, NULL);
    expect_contains(text, "[Variant \"kharbaga\"]\n[Ruleset \"standard\"]\n[South \"human\"]\n[North \"human\"]\n");
    free(text);
    free(c.text);
}

/* Without --save the game is kept under $XDG_STATE_HOME/kharbaga, and --resume finds it. */
static void test_default_place_and_resume(void **state)
{
    (void)state;
    RunResult r = RUN_INPUT("d4-e5\nf6xd4\nquit\n", "play", "--as", "both");
    expect_exit(&r, 0);
    expect_contains(r.out, "kharbaga play --resume continues it");
    run_free(&r);
    char path[128];
    char *text = read_file(in_dir("kharbaga/current.pdn", path, sizeof path), NULL);
    assert_non_null(text);
    expect_contains(text, MOVETEXT[1]);
    free(text);
    r = RUN_INPUT("c3xe5\nquit\n", "play", "--resume");
    expect_exit(&r, 0);
    expect_contains(r.out, "Continuing after 1... f6xd4.");
    expect_contains(r.out, "Black (south) human, White (north) human");
    run_free(&r);
    text = read_file(path, NULL);
    expect_contains(text, MOVETEXT[2]);
    free(text);
}

/* Killed with SIGKILL in the middle of a game, the program leaves a whole record, and --resume
 * goes on from the very position: the same legal moves as a game that was never killed. */
static void test_kill9_then_resume(void **state)
{
    (void)state;
    char path[128], names[512], expected[512], resumed[512];
    in_dir("game.pdn", path, sizeof path);
    Child c = SPAWN(0, "play", "--as", "both", "--save", path);
    for (int i = 0; i < 5; i++) {
        char line[32];
        snprintf(line, sizeof line, "%s\n", OPENING[i]);
        child_send(&c, line);
    }
    child_wait_file(&c, path, MOVETEXT[4]);
    child_kill9(&c);
    free(c.text);
    list_dir(names, sizeof names);
    assert_string_equal(names, ".game.pdn.lock game.pdn"); /* the lock file, which locks nothing now */

    RunResult r = RUN_INPUT("moves\nquit\n", "play", "--resume", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "Continuing after 3. e5xa5.");
    expect_contains(r.out, "last move: 3. e5xa5 (Black)");
    line_with(r.out, " legal move", resumed, sizeof resumed);
    run_free(&r);
    list_dir(names, sizeof names);
    assert_string_equal(names, "game.pdn");
    char other[128];
    r = RUN_INPUT("d4-e5\nf6xd4\nc3xe5\na5xc3\ne5xa5\nmoves\nquit\n", "play", "--as", "both", "--save",
                  in_dir("other.pdn", other, sizeof other));
    expect_exit(&r, 0);
    line_with(r.out, " legal move", expected, sizeof expected);
    run_free(&r);
    assert_string_equal(resumed, expected);
}

/* Two AIs play and the program is killed at an arbitrary moment, perhaps while writing: the
 * record is always whole, and --resume plays the game on from it to its end. */
static void test_kill9_during_ai_game(void **state)
{
    (void)state;
    char path[128], names[512];
    in_dir("game.pdn", path, sizeof path);
    Child c = SPAWN(0, "play", "--as", "none", "--time", "20", "--save", path);
    child_wait_file(&c, path, " 3. ");
    sleep_ms((int)(getpid() % 37)); /* somewhere between two writes, or inside one */
    child_kill9(&c);
    free(c.text);
    char *killed = read_file(path, NULL);
    assert_non_null(killed);
    char *moves = strstr(killed, "\n\n1. ");
    assert_non_null(moves);
    char *end = strstr(moves, " *\n");
    if (!end) { /* the game may have just ended */
        free(killed);
        return;
    }
    *end = '\0';
    RunResult r = RUN_INPUT("", "play", "--resume", "--time", "20", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "Continuing after ");
    expect_contains(r.out, "Game over, ");
    run_free(&r);
    list_dir(names, sizeof names); /* a write the kill interrupted left nothing behind */
    assert_string_equal(names, "game.pdn");
    char *final = read_file(path, NULL);
    expect_contains(final, moves + 2); /* the moves before the kill begin the finished game */
    assert_null(strstr(final, "[Result \"*\"]"));
    free(final);
    free(killed);
}

/* A write that fails (here: the file-size limit is below the record's size) leaves the old record
 * byte for byte, leaves no temporary file, is reported once, and the game goes on. */
static void test_failed_write_keeps_old_record(void **state)
{
    (void)state;
    char path[128], names[512];
    in_dir("game.pdn", path, sizeof path);
    RunResult r = RUN_INPUT("d4-e5\nf6xd4\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    run_free(&r);
    size_t old_len;
    char *old = read_file(path, &old_len);
    assert_non_null(old);
    Child c = SPAWN((long)old_len - 1, "play", "--resume", "--save", path);
    child_send(&c, "c3xe5\na5xc3\nmoves\nquit\n");
    assert_int_equal(child_finish(&c), 0);
    expect_contains(c.text, "kharbaga: cannot save the game to ");
    expect_contains(c.text, "File too large; the game goes on");
    assert_null(strstr(strstr(c.text, "File too large") + 1, "File too large")); /* reported once */
    expect_contains(c.text, "last move: 2... a5xc3 (White)");
    expect_contains(c.text, "legal move");
    expect_contains(c.text, "(not saved)");
    size_t now_len;
    char *now = read_file(path, &now_len);
    assert_int_equal(now_len, old_len);
    assert_memory_equal(now, old, old_len);
    list_dir(names, sizeof names);
    assert_string_equal(names, "game.pdn");
    free(now);
    free(old);
    free(c.text);
}

/* A save path that cannot be written (its directory is a file) is one clear error, once, and
 * the game goes on. */
static void test_unwritable_place_game_goes_on(void **state)
{
    (void)state;
    char file[128], path[160];
    write_file(in_dir("file", file, sizeof file), "not a directory\n");
    snprintf(path, sizeof path, "%s/game.pdn", file);
    RunResult r = RUN_INPUT("d4-e5\nf6xd4\nmoves\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    char line[512];
    snprintf(line, sizeof line, "kharbaga: cannot save the game to %s: Not a directory; the game goes on", path);
    expect_contains(r.err, line);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.out, "last move: 1... f6xd4 (White)");
    expect_contains(r.out, "legal move: ");
    run_free(&r);
}

/* A record that cannot be read: one line FILE:LINE: what, a non-zero exit, the file untouched. */
static void expect_unreadable(const char *record, const char *message)
{
    char path[128], want[512];
    in_dir("bad.pdn", path, sizeof path);
    write_file(path, record);
    snprintf(want, sizeof want, "kharbaga: %s:%s", path, message);
    for (int load = 0; load < 2; load++) {
        RunResult r = load ? RUN_INPUT("", "play", "--load", path) : RUN_INPUT("", "play", "--resume", "--save", path);
        expect_exit(&r, 1);
        if (strncmp(r.err, want, strlen(want)) || run_count_lines(r.err) != 1)
            fail_msg("expected one line starting\n%sgot\n%s", want, r.err);
        run_free(&r);
        size_t len;
        char *now = read_file(path, &len);
        assert_int_equal(len, strlen(record));
        assert_memory_equal(now, record, len);
        free(now);
    }
}

static void test_unreadable_record_reported_untouched(void **state)
{
    (void)state;
    expect_unreadable("[Variant \"kharbaga\"]\n[Result \"*\"]\n\n1. d4-e5 f6xd4 2. e1-e3 *\n",
                      "4: move 3: move 'e1-e3' is not legal here; legal moves: c3xe5\n");
    expect_unreadable("[Variant \"kharbaga\"]\n[Ruleset standard]\n\n1. d4-e5 *\n",
                      "2: tag Ruleset: expected a value in double quotes\n");
    expect_unreadable("[Variant \"kharbaga\"]\n[Ruleset \"fast\"]\n\n*\n",
                      "2: tag Ruleset: unknown ruleset 'fast' for kharbaga: expected one of standard, immediate, "
                      "german, ludii, dagaz\n");
    expect_unreadable("[Variant \"nosuchgame\"]\n\n*\n", "1: tag Variant \"nosuchgame\": unknown variant 'nosuchgame'");
    expect_unreadable("\n[Variant \"kharbaga\"]\n[Rules \"removal=sometimes\"]\n\n*\n", "3: tag Rules: rule removal=sometimes: expected end or immediate\n");
    expect_unreadable("[Variant \"kharbaga\"]\n\n1. d4-e5 {a comment never closed\n", "3: a comment '{' is not closed\n");
}

/* The same record met in the game: `load` reports it and the game goes on; a new game saved
 * where it lies keeps it, renamed, instead of writing over it. */
static void test_unreadable_record_in_game(void **state)
{
    (void)state;
    static const char bad[] = "[Variant \"kharbaga\"]\n\n1. d4-e5 zz9 *\n";
    char path[128], kept[128];
    write_file(in_dir("bad.pdn", path, sizeof path), bad);
    char input[256];
    snprintf(input, sizeof input, "load %s\nd4-e5\nquit\n", path);
    RunResult r = RUN_INPUT(input, "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    char want[256];
    snprintf(want, sizeof want, "%s:3: move 2: move 'zz9': 'zz9' is not a point of this board", path);
    expect_contains(r.out, want);
    snprintf(want, sizeof want, "is kept in %s", in_dir("bad.previous.pdn", kept, sizeof kept));
    expect_contains(r.out, want);
    run_free(&r);
    char *moved = read_file(kept, NULL);
    assert_string_equal(moved, bad);
    free(moved);
    char *now = read_file(path, NULL);
    expect_contains(now, MOVETEXT[0]);
    free(now);
}

/* A new game does not write over another unfinished one: that is kept as NAME.previous.pdn. */
static void test_new_game_keeps_unfinished_one(void **state)
{
    (void)state;
    RunResult r = RUN_INPUT("d4-e5\nquit\n", "play", "--as", "both");
    expect_exit(&r, 0);
    run_free(&r);
    r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both");
    expect_exit(&r, 0);
    expect_contains(r.out, "current.previous.pdn (kharbaga play --load ");
    run_free(&r);
    char path[128];
    char *previous = read_file(in_dir("kharbaga/current.previous.pdn", path, sizeof path), NULL);
    char *current = read_file(in_dir("kharbaga/current.pdn", path, sizeof path), NULL);
    expect_contains(previous, "\n1. d4-e5 *\n");
    expect_contains(current, "\n1. e3-e5 *\n");
    free(previous);
    free(current);
}

/* A third new game keeps both earlier unfinished ones: the second previous file gets a number. */
static void test_every_unfinished_game_is_kept(void **state)
{
    (void)state;
    static const char *const first[] = {"d4-e5", "e3-e5", "f4-e5"};
    char input[32];
    for (int i = 0; i < 3; i++) {
        snprintf(input, sizeof input, "%s\nquit\n", first[i]);
        RunResult r = RUN_INPUT(input, "play", "--as", "both");
        expect_exit(&r, 0);
        if (i == 2)
            expect_contains(r.out, "is kept in ");
        run_free(&r);
    }
    char path[128];
    static const char *const where[] = {"kharbaga/current.previous.pdn", "kharbaga/current.previous-2.pdn",
                                        "kharbaga/current.pdn"};
    for (int i = 0; i < 3; i++) {
        char *text = read_file(in_dir(where[i], path, sizeof path), NULL), want[32];
        snprintf(want, sizeof want, "\n1. %s *\n", first[i]);
        expect_contains(text, want);
        free(text);
    }
}

/* --save must name a file: a directory is refused and left as it was; /dev/null plays unsaved
 * and is left a device. */
static void test_save_names_a_file(void **state)
{
    (void)state;
    char sub[128], inside[160];
    in_dir("games", sub, sizeof sub);
    assert_int_equal(mkdir(sub, 0700), 0);
    snprintf(inside, sizeof inside, "%s/notes.txt", sub);
    write_file(inside, "mine\n");
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both", "--save", sub);
    expect_exit(&r, 1);
    expect_contains(r.err, "not a file");
    run_free(&r);
    char *notes = read_file(inside, NULL);
    expect_contains(notes, "mine");
    free(notes);
    r = RUN_INPUT("e3-e5\nsave /dev/null\nquit\n", "play", "--as", "both", "--save", "/dev/null");
    expect_exit(&r, 0);
    expect_contains(r.out, "cannot save the game to /dev/null: that is a device, not a file");
    expect_contains(r.out, "The game stopped after 1. e3-e5 (not saved).");
    run_free(&r);
    struct stat st;
    assert_int_equal(stat("/dev/null", &st), 0);
    assert_true(S_ISCHR(st.st_mode));
}

/* A line longer than the program reads at once is refused whole: no piece of it is played. */
static void test_long_line_is_one_mistake(void **state)
{
    (void)state;
    char input[1100 + 32];
    memset(input, 'x', 1100);
    snprintf(input + 1100, 32, "e3-e5\nquit\n");
    char path[128];
    RunResult r = RUN_INPUT(input, "play", "--as", "both", "--save", in_dir("long.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "That line is too long (more than 1023 characters) and was not read");
    expect_contains(r.out, "The game stopped at the start");
    assert_null(strstr(r.out, "neither a move nor a command"));
    run_free(&r);
}

/* A line holding a NUL byte is refused whole, with that said, and the next line is read. */
static void test_nul_byte_line_is_one_mistake(void **state)
{
    (void)state;
    static const char input[] = "e3\0-e5\nmoves\nquit\n";
    char path[128];
    const char *argv[] = {KHARBAGA_BINARY, "play", "--as", "both", "--save", in_dir("nul.pdn", path, sizeof path), NULL};
    RunResult r = run_program_input_bytes(argv, input, sizeof input - 1, TIMEOUT);
    expect_exit(&r, 0);
    expect_contains(r.out, "That line holds a NUL byte and was not read; type a move or help.");
    expect_contains(r.out, "3 legal moves: e3-e5, d4-e5, f4-e5");
    assert_null(strstr(r.out, "too long"));
    run_free(&r);
    /* likewise a carriage return inside a line; one before the line break ends the line */
    r = RUN_INPUT("e3-e5\rquit\nmoves\r\nquit\r\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "That line holds a carriage return before its end and was not read; type a move or help.");
    expect_contains(r.out, "3 legal moves: e3-e5, d4-e5, f4-e5");
    expect_contains(r.out, "The game stopped at the start");
    run_free(&r);
}

/* The random mover of `kharbaga personalities` can be played against, and a record names it. */
static void test_random_mover_as_opponent(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--ai", "random", "--save", in_dir("dice.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "White (north) The Dice.");
    expect_contains(r.out, "White (The Dice) plays ");
    assert_null(strstr(r.err, "replaced"));
    run_free(&r);
    char *record = read_file(path, NULL);
    expect_contains(record, "[North \"random\"]");
    free(record);
    r = RUN_INPUT("quit\n", "play", "--resume", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "White (north) The Dice.");
    run_free(&r);
}

/* The opening legend names the pieces, and on a shrinking board what a blank point is. */
static void test_legend_names_dead_points(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("quit\n", "play", "--variant", "tukvnanawopi", "--as", "both", "--save",
                            in_dir("legend.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "Board: w and b are White's and Black's men; [ ] marks the last move; a blank is a dead "
                           "point, off the board.\n");
    run_free(&r);
    /* dead points given in a position stay dead under any rules, and are said so */
    r = RUN_INPUT("quit\n", "play", "--variant", "tuknanavuhpi", "--rule", "shrink=none", "--position",
                  "W:Wc3,e3:Bc5:Db8,d8,f8,h8,a9,c9,e9,g9,i9", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "a blank is a dead point, off the board.\n");
    run_free(&r);
    r = RUN_INPUT("quit\n", "play", "--variant", "alquerque", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "Board: w and b are White's and Black's men; [ ] marks the last move.\n");
    run_free(&r);
}

/* The first help line's example is a move of the human's own side: playing North against an AI
 * that moves first, one of North's men (ranks 6 to 9 at the start), never the AI's move. */
static void test_example_move_is_the_humans(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("quit\n", "play", "--as", "north", "--ai", "greedy", "--save",
                            in_dir("north.pdn", path, sizeof path));
    expect_exit(&r, 0);
    const char *example = strstr(r.out, "Type a move such as ");
    assert_non_null(example);
    example += strlen("Type a move such as ");
    assert_true(example[0] >= 'a' && example[0] <= 'i' && example[1] >= '6' && example[1] <= '9');
    run_free(&r);
}

/* While two AIs play, quit typed by the watcher stops the game after the move being thought
 * about, saved; other input is answered and ignored; input that just ends (not a terminal) lets
 * the game go on to its end. */
static void test_watcher_can_quit(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("hello\nquit\n", "play", "--as", "none", "--ai", "greedy", "--time", "5", "--save",
                            in_dir("watched.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "While two AIs play, only quit is read (or Ctrl-D); the game goes on.\n");
    expect_contains(r.out, "The game stopped after 1. ");
    expect_contains(r.out, "continues it.\n");
    run_free(&r);
    r = RUN_INPUT("", "play", "--as", "none", "--ai", "greedy", "--time", "5", "--save", path);
    expect_exit(&r, 0);
    assert_true(strstr(r.out, " wins: ") || strstr(r.out, "draw"));
    run_free(&r);
}

/* More moves than the engine's lists hold: Zamma under Monod's rules, a flying king and seven
 * huffable pieces give 4,330 moves. */
static const char *const BEYOND_THE_LISTS = "B:Ba2,a3,b1,c2,d2,e2,f4,g2,g4,h4,h5,Kc5:Wa8,b6,b7,b9,c6,c8,d4,d8,d9,e8,"
                                            "h8,i4,i8:Hc6,b6,c8,d8,e8,b7,a8";

/* In such a position a move cut from the list is not called illegal, the list of moves says it
 * is incomplete, and the AI's turn says it chooses among the moves listed; a record or --play
 * whose move was cut is refused as such. */
static void test_position_beyond_the_lists(void **state)
{
    (void)state;
    char path[128], record[128];
    RunResult r = RUN_INPUT("He8 c5-b4\nmoves\nquit\n", "play", "--as", "both", "--variant", "zamma", "--ruleset",
                            "monod", "--position", BEYOND_THE_LISTS, "--save", in_dir("beyond.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "'He8 c5-b4' is not among the 4000 moves listed: this position has more moves or longer "
                           "captures than the engine holds (4000 moves, 64 jumps); the move may be one of those left "
                           "out, so play another.\n");
    expect_contains(r.out, "than the engine holds (4000 moves, 64 jumps); the first 4000: ");
    run_free(&r);
    r = RUN_INPUT("quit\n", "play", "--as", "north", "--ai", "greedy", "--time", "5", "--variant", "zamma", "--ruleset",
                  "monod", "--position", BEYOND_THE_LISTS, "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "(this position has more moves or longer captures than the engine holds (4000 moves, 64 "
                           "jumps): the AI chooses among the first 4000.)\n");
    run_free(&r);
    r = RUN_INPUT("quit\n", "play", "--as", "both", "--variant", "zamma", "--ruleset", "monod", "--position",
                  BEYOND_THE_LISTS, "--play", "He8 c5-b4", "--save", path);
    expect_exit(&r, 1);
    expect_contains(r.err, "--play, move 1: this position has more moves or longer captures than the engine holds");
    run_free(&r);
    char text[512];
    snprintf(text, sizeof text, "[Variant \"zamma\"]\n[Ruleset \"monod\"]\n[Position \"%s\"]\n\n1. He8 c5-b4 *\n",
             BEYOND_THE_LISTS);
    write_file(in_dir("beyond-record.pdn", record, sizeof record), text);
    r = RUN_INPUT("quit\n", "play", "--load", record, "--save", path);
    expect_exit(&r, 1);
    expect_contains(r.err, "move 1: this position has more moves or longer captures than the engine holds");
    run_free(&r);
}

/* Two AIs in a game without draw rules are watched for 1000 plies at most, then the game is
 * kept to be continued. */
static void test_watching_stops_without_draw_rules(void **state)
{
    (void)state;
    char script[128], path[128];
    write_file(in_dir("tiny3.lua", script, sizeof script),
               "return variant { id = \"tiny3\", name = \"Tiny\", summary = \"Three by three without draw rules.\",\n"
               "  extends = \"alquerque\", board = boards.alquerque(3), start = \"W:Wa1,b1:Bb3,c3\",\n"
               "  rules = { repetition = 0, quiet_limit = 0 } }\n");
    /* The Glutton's depth limit (1) binds, not the time: with 5 ms a loaded machine could cut
     * depth 1 short and the game take another course. */
    RunResult r = RUN_INPUT("", "play", "--variant", script, "--as", "none", "--ai", "greedy", "--time", "10000", "--save",
                            in_dir("tiny3.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "The AIs have played 1000 plies without an end");
    expect_contains(r.out, "The game stopped after 500... ");
    run_free(&r);
}

/* An after hook that fails on a move stops the game there, and the record is not turned into a
 * game lost for want of moves: what was saved before the failing move stays, and the closing
 * line says where the record stops. */
static void test_failing_after_hook_keeps_the_record(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("c1-c2\ne5-e4\nc2-c3\nquit\n", "play", "--variant",
                            KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/hook_after_error.lua", "--position", "W:Wc1:Be5",
                            "--as", "both", "--save", in_dir("after.pdn", path, sizeof path));
    expect_exit(&r, 1);
    expect_contains(r.err, "hook_after_error.lua:9: boom in after");
    expect_contains(r.out, "The game stopped after 2. c2-c3, on which the variant's hook failed; the record in ");
    expect_contains(r.out, " stops after 1... e5-e4, and kharbaga play --resume");
    run_free(&r);
    char *record = read_file(path, NULL);
    assert_non_null(record);
    expect_contains(record, "[Result \"*\"]");
    expect_contains(record, "\n1. c1-c2 e5-e4 *\n");
    assert_null(strstr(record, "1-0"));
    assert_null(strstr(record, "0-1"));
    free(record);
    /* a record whose moves reach the failure is reported as the hook's failure, not as a game
     * whose result disagrees with an end that is not one */
    write_file(path, "[Variant \"" KHARBAGA_SOURCE_DIR "/tests/data/corpus/hooks/hook_after_error.lua\"]\n"
                     "[Position \"W:Wc1:Be5\"]\n\n1. c1-c2 e5-e4 2. c2-c3 0-1\n");
    r = RUN_INPUT("", "play", "--load", path);
    expect_exit(&r, 1);
    expect_contains(r.err, "move 4: hook failed: ");
    expect_contains(r.err, "hook_after_error.lua:9: boom in after");
    assert_null(strstr(r.err, "disagrees"));
    run_free(&r);
}

/* --play's moves are the game's first: the record holds them, and with them the quiet-move
 * count they leave, so that the game ends when it should and reads back ended. */
static void test_play_option_moves_are_recorded(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("h8-g9\n", "play", "--rule", "quiet_limit=4", "--position", "B:BKa1:WKi9", "--play",
                            "a1-c1 i9-h8 c1-e1", "--as", "both", "--save", in_dir("played.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "Game over, draw: quiet-move limit reached (1/2-1/2).");
    run_free(&r);
    char *record = read_file(path, NULL);
    assert_non_null(record);
    expect_contains(record, "[Position \"B:BKa1:WKi9\"]");
    expect_contains(record, "\n1. a1-c1 i9-h8 2. c1-e1 h8-g9 1/2-1/2\n");
    free(record);
    r = RUN_INPUT("", "play", "--load", path);
    expect_contains(r.err, "has ended: in a draw (quiet-move limit reached)");
    run_free(&r);
}

/* undo before the person has moved does not take back the AI's first move (which it would only
 * play again). */
static void test_undo_before_moving(void **state)
{
    (void)state;
    char path[128];
    RunResult r = RUN_INPUT("undo\nquit\n", "play", "--variant", "felli", "--ai", "teacher", "--time", "20", "--as",
                            "north", "--save", in_dir("undo.pdn", path, sizeof path));
    expect_exit(&r, 0);
    expect_contains(r.out, "nothing to undo: you have not moved yet");
    const char *first = strstr(r.out, "(The Teacher) plays ");
    assert_non_null(first);
    assert_null(strstr(first + 1, "(The Teacher) plays "));
    run_free(&r);
}

/* --resume with nothing to resume, or a game that has ended: a clear message, exit 1. */
static void test_resume_nothing_or_ended(void **state)
{
    (void)state;
    RunResult r = RUN_INPUT("", "play", "--resume");
    expect_exit(&r, 1);
    expect_contains(r.err, "kharbaga: no saved game to resume in ");
    expect_contains(r.err, "start one with: kharbaga play\n");
    run_free(&r);
    char path[128];
    /* Black to move with no legal move: the game is over at once */
    write_file(in_dir("over.pdn", path, sizeof path), "[Variant \"kharbaga\"]\n[Position \"B:Ba1:Wa3,b2,a5,c3\"]\n\n*\n");
    r = RUN_INPUT("", "play", "--resume", "--save", path);
    expect_exit(&r, 1);
    char again[256];
    snprintf(again, sizeof again, "has ended: White won (no legal move); start a new one with: kharbaga play --save %s\n", path);
    expect_contains(r.err, again);
    run_free(&r);
    /* another game's ended record: the command starts that game */
    write_file(in_dir("felli.pdn", path, sizeof path), "[Variant \"felli\"]\n[Position \"W:Wa1:Bb2\"]\n\n1. a1xc3 *\n");
    r = RUN_INPUT("", "play", "--load", path);
    expect_exit(&r, 1);
    expect_contains(r.err, "start a new one with: kharbaga play --variant felli\n");
    run_free(&r);
    r = RUN_INPUT("", "play", "--resume", "--load", path);
    expect_exit(&r, 2); /* a bad command line */
    expect_contains(r.err, "kharbaga: give --resume or --load FILE, not both");
    run_free(&r);
}

/* A personality script with an error is named (file:line: field) and replaced by the default;
 * the game goes on against it. An unknown name too. */
static void test_broken_personality_replaced(void **state)
{
    (void)state;
    char script[128];
    write_file(in_dir("bad.lua", script, sizeof script),
               "return personality {\n  id = \"bad\", name = \"Bad\", description = \"broken\",\n"
               "  limits = { depth = 3 },\n  weights = { man = \"lots\" },\n}\n");
    RunResult r = RUN_INPUT("d4-e5\nquit\n", "play", "--ai", script, "--time", "50");
    expect_exit(&r, 0);
    char want[256];
    snprintf(want, sizeof want, "kharbaga: %s:4: weights.man: expected a whole number", script);
    expect_contains(r.err, want);
    expect_contains(r.err, "is replaced by the default personality, The Master (master)");
    assert_int_equal(run_count_lines(r.err), 2);
    expect_contains(r.out, "White (north) The Master");
    expect_contains(r.out, "White (The Master) plays ");
    run_free(&r);

    r = RUN_INPUT("quit\n", "play", "--ai", "nosuchpersonality");
    expect_exit(&r, 0);
    expect_contains(r.err, "unknown personality 'nosuchpersonality'");
    expect_contains(r.out, "White (north) The Master");
    run_free(&r);
}

/* A personality made for some games (its `variants` field) refuses to play another, under play,
 * match and analyze; it plays the games it names. */
static void test_personality_for_other_games(void **state)
{
    (void)state;
    char script[128];
    write_file(in_dir("kharbaga_only.lua", script, sizeof script),
               "return personality {\n  id = \"kharbaga_only\", name = \"Kharbaga Only\", description = \"d\",\n"
               "  limits = { depth = 1 },\n  variants = { \"kharbaga\", \"zamma\" },\n}\n");
    char want[256];
    snprintf(want, sizeof want, "kharbaga: %s:4: variants: Kharbaga Only (kharbaga_only) plays only kharbaga and "
             "zamma, not felli\n", script);
    RunResult r = RUN_INPUT("quit\n", "play", "--variant", "felli", "--ai", script);
    expect_exit(&r, 1);
    assert_string_equal(r.err, want);
    run_free(&r);
    r = RUN_INPUT("", "match", script, "random", "--variant", "felli", "--games", "1");
    expect_exit(&r, 1);
    expect_contains(r.err, want);
    run_free(&r);
    r = RUN_INPUT("", "analyze", "--variant", "felli", "--ai", script);
    expect_exit(&r, 1);
    expect_contains(r.err, want);
    run_free(&r);
    r = RUN_INPUT("quit\n", "play", "--variant", "zamma", "--ai", script);
    expect_exit(&r, 0);
    expect_contains(r.out, "White (north) Kharbaga Only");
    run_free(&r);
}

/* A record names the players: resuming a game against a broken personality replaces it too. */
static void test_broken_personality_in_record(void **state)
{
    (void)state;
    char script[128], path[128], record[512];
    write_file(in_dir("syntax.lua", script, sizeof script), "return personality {\n  id = \"x\" name = \"y\"\n}\n");
    snprintf(record, sizeof record, "[Variant \"kharbaga\"]\n[South \"human\"]\n[North \"%s\"]\n\n1. d4-e5 *\n",
             script);
    write_file(in_dir("game.pdn", path, sizeof path), record);
    RunResult r = RUN_INPUT("quit\n", "play", "--load", path, "--time", "50");
    expect_exit(&r, 0);
    char want[256];
    snprintf(want, sizeof want, "kharbaga: %s:2: ", script);
    expect_contains(r.err, want);
    snprintf(want, sizeof want, "kharbaga: the record's North player %s is replaced by the default personality", script);
    expect_contains(r.err, want);
    assert_null(strstr(r.err, "--ai"));
    expect_contains(r.out, "White (The Master) plays ");
    run_free(&r);
}

/* ---- a personality kept to the user's time ---- */

/* One that would play out a hundred million games a move (minutes), and one that searches to
 * depth 64 with no time of its own (up to the hour every search stops at). */
static const char SLOW_MCTS[] = "return personality {\n  id = \"slow_mcts\", name = \"Slow\", description = \"d\",\n"
                                "  search = \"mcts\", limits = { nodes = 100000000 },\n}\n";
static const char DEEP[] = "return personality {\n  id = \"deep\", name = \"Deep\", description = \"d\",\n"
                           "  limits = { depth = 64 },\n}\n";

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* A bound on a run's wall time: `ms`, times KHARBAGA_RUN_TIMEOUT_SCALE under a slow wrapper. */
static long long time_bound(long long ms)
{
    const char *scale = getenv("KHARBAGA_RUN_TIMEOUT_SCALE");
    return scale && atoi(scale) > 1 ? ms * atoi(scale) : ms;
}

/* Runs the program with input and args; fails unless it exits 0 within bound_ms, in which the
 * AI's one move (its search of at most `limit` ms, plus loading) must fit. */
static RunResult run_within(long long bound_ms, const char *input, const char *const *args)
{
    long long start = now_ms();
    RunResult r = run_input(input, args);
    long long took = now_ms() - start;
    expect_exit(&r, 0);
    if (took > time_bound(bound_ms))
        fail_msg("took %lld ms, more than %lld; stdout:\n%s", took, time_bound(bound_ms), r.out);
    return r;
}

#define RUN_WITHIN(bound, input, ...) run_within(bound, input, (const char *const[]){__VA_ARGS__, NULL})

/* With --time 200, a personality whose node or depth limit would take minutes plays its move
 * within the time: named by --ai, named by a record that --load continues, and in analyze. The
 * bound, 5 s with loading, is below the 10 s a personality gets without --time (and far below
 * the minutes its own limits would take), and far enough above the 200 ms that a sanitizer
 * build on a busy machine stays within it. */
static void test_personality_kept_to_time(void **state)
{
    (void)state;
    const char *texts[] = {SLOW_MCTS, DEEP}, *names[] = {"slow_mcts.lua", "deep.lua"};
    for (int i = 0; i < 2; i++) {
        char script[128], path[128], record[512];
        write_file(in_dir(names[i], script, sizeof script), texts[i]);
        RunResult r = RUN_WITHIN(5000, "quit\n", "play", "--ai", script, "--as", "north", "--time", "200");
        expect_contains(r.out, "Black (");
        expect_contains(r.out, ") plays ");
        run_free(&r);
        snprintf(record, sizeof record, "[Variant \"kharbaga\"]\n[South \"human\"]\n[North \"%s\"]\n\n1. d4-e5 *\n",
                 script);
        write_file(in_dir("game.pdn", path, sizeof path), record);
        r = RUN_WITHIN(5000, "quit\n", "play", "--load", path, "--time", "200");
        expect_contains(r.out, "White (");
        expect_contains(r.out, ") plays ");
        run_free(&r);
        r = RUN_WITHIN(5000, "", "analyze", "--ai", script, "--time", "200", "--json");
        expect_contains(r.out, "\"best\":");
        run_free(&r);
    }
}

/* Without --time, play gives a personality its own time, at most 10 s a move
 * (PERSONALITY_DEFAULT_MOVE_MS): a record naming one that would think for minutes makes a person
 * wait 10 s, not minutes (bounded at 5 times that). */
static void test_personality_kept_to_default_time(void **state)
{
    (void)state;
    char script[128], path[128], record[512];
    write_file(in_dir("slow_mcts.lua", script, sizeof script), SLOW_MCTS);
    snprintf(record, sizeof record, "[Variant \"kharbaga\"]\n[South \"human\"]\n[North \"%s\"]\n\n1. d4-e5 *\n", script);
    write_file(in_dir("game.pdn", path, sizeof path), record);
    RunResult r = RUN_WITHIN(50000, "quit\n", "play", "--load", path);
    expect_contains(r.out, "White (Slow) plays ");
    run_free(&r);
}

/* save FILE, then --load FILE and save again: the same bytes, rules and position included; the
 * players come from the record's tags. */
static void test_save_load_round_trip(void **state)
{
    (void)state;
    char a[128], b[128], game[128], input[512];
    in_dir("a.pdn", a, sizeof a);
    in_dir("b.pdn", b, sizeof b);
    snprintf(input, sizeof input, "e3-e5\ng7-f6\nsave %s\nquit\n", a);
    RunResult r = RUN_INPUT(input, "play", "--as", "both", "--rule", "removal=immediate", "--position",
                            "B:Ba1,c1,e3:Wa9,c9,g7", "--save", in_dir("game.pdn", game, sizeof game));
    expect_exit(&r, 0);
    expect_contains(r.out, "saved to ");
    run_free(&r);
    char *first = read_file(a, NULL);
    assert_non_null(first);
    expect_contains(first, "[Rules \"removal=immediate\"]\n[Position \"B:Ba1,c1,e3:Wg7,a9,c9\"]\n");
    expect_contains(first, "\n1. e3-e5 g7-f6 *\n");

    snprintf(input, sizeof input, "save %s\nquit\n", b);
    r = RUN_INPUT(input, "play", "--load", a);
    expect_exit(&r, 0);
    expect_contains(r.out, "Black (south) human, White (north) human");
    expect_contains(r.out, "Continuing after 1... g7-f6.");
    run_free(&r);
    char *second = read_file(b, NULL);
    assert_string_equal(second, first);
    free(first);
    free(second);
}

/* In the game, `load FILE` continues the recorded game; the one left, unfinished, is kept. */
static void test_load_in_game(void **state)
{
    (void)state;
    char a[128], game[128], input[512];
    write_file(in_dir("a.pdn", a, sizeof a), "[Variant \"kharbaga\"]\n\n1. d4-e5 f6xd4 *\n");
    snprintf(input, sizeof input, "e3-e5\nload %s\nc3xe5\nquit\n", a);
    RunResult r = RUN_INPUT(input, "play", "--as", "both", "--save", in_dir("game.pdn", game, sizeof game));
    expect_exit(&r, 0);
    expect_contains(r.out, "loaded ");
    expect_contains(r.out, "up to 1... f6xd4");
    run_free(&r);
    char *now = read_file(game, NULL), *kept = read_file(in_dir("game.previous.pdn", a, sizeof a), NULL);
    expect_contains(now, MOVETEXT[2]);
    expect_contains(kept, "\n1. e3-e5 *\n");
    free(now);
    free(kept);
}

/* ---- one game per save file ---- */

/* Starts a game between two people kept in path and waits until its first move is saved: from
 * then on (from its start, in fact) it holds the file's lock. */
static Child start_game_in(const char *path)
{
    Child c = path ? SPAWN(0, "play", "--as", "both", "--save", path) : SPAWN(0, "play", "--as", "both");
    child_send(&c, "d4-e5\n");
    char default_path[128];
    child_wait_file(&c, path ? path : in_dir("kharbaga/current.pdn", default_path, sizeof default_path), MOVETEXT[0]);
    return c;
}

/* The game that holds the file goes on to its end undisturbed: its second move saved, then quit. */
static void finish_game_in(Child *c, const char *path)
{
    child_send(c, "f6xd4\n");
    child_wait_file(c, path, MOVETEXT[1]);
    child_send(c, "quit\n");
    assert_int_equal(child_finish(c), 0);
    free(c->text);
}

/* A second game on a save file named with --save, while a first is played in it, is refused
 * with one line (exit 1) and touches nothing; so is --resume of it. Once the first game has
 * stopped, the file is free, and no lock file is left. */
static void test_second_game_on_named_save_refused(void **state)
{
    (void)state;
    char path[128], names[512];
    in_dir("game.pdn", path, sizeof path);
    Child first = start_game_in(path);
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "kharbaga: --save ");
    expect_contains(r.err, "game.pdn: another kharbaga game is being played in this file; wait until it stops, or "
                           "give another --save FILE");
    assert_int_equal(r.out_len, 0);
    run_free(&r);
    r = RUN_INPUT("quit\n", "play", "--resume", "--save", path);
    expect_exit(&r, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "another kharbaga game is being played in this file");
    run_free(&r);
    finish_game_in(&first, path);
    list_dir(names, sizeof names);
    assert_string_equal(names, "game.pdn");
    r = RUN_INPUT("quit\n", "play", "--resume", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "Continuing after 1... f6xd4.");
    run_free(&r);
}

/* A second game on the default save file, while a first is played in it, is kept in the next
 * free name, current-2.pdn, and says so on one line; at its end it names the command that
 * continues it. --resume of the default file waits for the first game to stop. */
static void test_second_game_on_default_save_renamed(void **state)
{
    (void)state;
    char first_path[128], second_path[128], said[512];
    in_dir("kharbaga/current.pdn", first_path, sizeof first_path);
    in_dir("kharbaga/current-2.pdn", second_path, sizeof second_path);
    Child first = start_game_in(NULL);
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both");
    expect_exit(&r, 0);
    snprintf(said, sizeof said, "Another kharbaga game is being played in %s; this game is saved in %s.\n", first_path,
             second_path);
    expect_contains(r.out, said);
    snprintf(said, sizeof said, "kharbaga play --resume --save %s continues it", second_path);
    expect_contains(r.out, said);
    run_free(&r);
    char *second = read_file(second_path, NULL);
    assert_non_null(second);
    expect_contains(second, "\n1. e3-e5 *\n");
    free(second);
    r = RUN_INPUT("quit\n", "play", "--resume");
    expect_exit(&r, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "another kharbaga game is being played in this file; --resume continues it once that game "
                           "has stopped");
    run_free(&r);
    finish_game_in(&first, first_path);
}

/* The program removes no file it did not make: a file beside the save file whose name looks like
 * one of its temporary files survives a game. The temporary file that a kill left, and that the
 * lock file names, is removed. */
static void test_only_own_leftovers_removed(void **state)
{
    (void)state;
    char path[128], planted[128], left[128], lock[128], note[512], names[512];
    in_dir("game.pdn", path, sizeof path);
    write_file(in_dir(".game.pdn.abcdef", planted, sizeof planted), "mine\n");
    write_file(in_dir(".game.pdn.Xy12Zq", left, sizeof left), "[Variant \"kharbaga\"]\n\n1. d4-e5\n");
    struct stat st;
    assert_int_equal(stat(left, &st), 0);
    snprintf(note, sizeof note, "kharbaga save lock\n%llu %llu .game.pdn.Xy12Zq\n", (unsigned long long)st.st_dev,
             (unsigned long long)st.st_ino);
    write_file(in_dir(".game.pdn.lock", lock, sizeof lock), note);
    RunResult r = RUN_INPUT("d4-e5\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    run_free(&r);
    char *text = read_file(planted, NULL);
    assert_non_null(text);
    assert_string_equal(text, "mine\n");
    free(text);
    list_dir(names, sizeof names);
    assert_string_equal(names, ".game.pdn.abcdef game.pdn");
}

/* A --save path longer than the program takes (4095 characters) is refused with one line (a bad
 * command line: exit 2), never cut to a shorter one. */
static void test_overlong_save_refused(void **state)
{
    (void)state;
    char path[4300];
    int n = snprintf(path, sizeof path, "%s/", dir);
    for (; n < 4200; n += 2)
        memcpy(path + n, "d/", 3);
    memcpy(path + n, "g.pdn", 6);
    RunResult r = RUN_INPUT("d4-e5\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 2);
    assert_int_equal(run_count_lines(r.err), 1);
    expect_contains(r.err, "kharbaga: --save ");
    expect_contains(r.err, "longer than 4095 characters");
    assert_int_equal(r.out_len, 0);
    run_free(&r);
    char names[512];
    list_dir(names, sizeof names);
    assert_string_equal(names, "");
}

/* A --save path is shown as every file name in a message is, its control bytes escaped (\x1B,
 * \x0A), never raw: in the line saying where the game is kept, in the one saying where another
 * unfinished game is moved, and in the command that continues the game. */
static void test_save_path_shown_escaped(void **state)
{
    (void)state;
    char path[128], previous[128], want[512];
    in_dir("a\x1b[31mb\nc.pdn", path, sizeof path);
    in_dir("a\x1b[31mb\nc.previous.pdn", previous, sizeof previous);
    write_file(path, "[Variant \"kharbaga\"]\n\n1. d4-e5 *\n");
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    if (memchr(r.out, '\x1b', r.out_len) || memchr(r.err, '\x1b', r.err_len))
        fail_msg("a raw escape in the output:\n%s%s", r.out, r.err);
    snprintf(want, sizeof want, "The game is saved in %s/a\\x1B[31mb\\x0Ac.pdn after every move.\n", dir);
    expect_contains(r.out, want);
    snprintf(want, sizeof want, "is kept in %s/a\\x1B[31mb\\x0Ac.previous.pdn (kharbaga play --load %s/a\\x1B[31mb\\x0A"
             "c.previous.pdn continues it).\n", dir, dir);
    expect_contains(r.out, want);
    snprintf(want, sizeof want, "kharbaga play --resume --save %s/a\\x1B[31mb\\x0Ac.pdn continues it.\n", dir);
    expect_contains(r.out, want);
    run_free(&r);
    char *kept = read_file(previous, NULL), *game = read_file(path, NULL);
    assert_non_null(kept);
    assert_non_null(game);
    expect_contains(kept, "1. d4-e5 *");
    expect_contains(game, "1. e3-e5 *");
    free(kept);
    free(game);
}

/* A file name longer than the file system takes (over 255 bytes) is refused as what it is, in
 * one line naming --save, with exit status 1 and no file made — not as a file holding another
 * game; `save` in a game says the same. */
static void test_save_name_too_long_said_so(void **state)
{
    (void)state;
    char name[320], path[512], input[700], names[512];
    memset(name, 'x', 300);
    memcpy(name + 300, ".pdn", 5);
    in_dir(name, path, sizeof path);
    RunResult r = RUN_INPUT("e3-e5\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 1);
    assert_int_equal(run_count_lines(r.err), 1);
    char want[700];
    snprintf(want, sizeof want, "kharbaga: --save %s: File name too long; give another --save FILE\n", path);
    assert_string_equal(r.err, want);
    assert_int_equal(r.out_len, 0);
    run_free(&r);
    list_dir(names, sizeof names);
    assert_string_equal(names, "");
    char game[128];
    snprintf(input, sizeof input, "e3-e5\nsave %s\nquit\n", path);
    r = RUN_INPUT(input, "play", "--as", "both", "--save", in_dir("game.pdn", game, sizeof game));
    expect_exit(&r, 0);
    snprintf(want, sizeof want, "cannot save the game to %s: File name too long\n", path);
    expect_contains(r.out, want);
    assert_null(strstr(r.out, "unfinished"));
    assert_int_equal(r.err_len, 0);
    run_free(&r);
}

/* What the person typed is quoted back with its control bytes escaped (\x1B), never raw: they
 * would reach the terminal as escape sequences. */
static void test_typed_control_bytes_escaped(void **state)
{
    (void)state;
    char path[128], input[512];
    in_dir("game.pdn", path, sizeof path);
    snprintf(input, sizeof input, "ab\x1b]title\x07\nsave %s/x\x1b[Jy.pdn\nload %s/no\x1b[Hne.pdn\nquit\n", dir, dir);
    RunResult r = RUN_INPUT(input, "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "'ab\\x1B]title\\x07' is neither a move nor a command");
    expect_contains(r.out, "saved to ");
    expect_contains(r.out, "/x\\x1B[Jy.pdn\n");
    expect_contains(r.out, "/no\\x1B[Hne.pdn");
    assert_null(memchr(r.out, '\x1b', r.out_len));
    assert_null(memchr(r.out, '\x07', r.out_len));
    assert_null(memchr(r.err, '\x1b', r.err_len));
    run_free(&r);
}

/* Moves typed in any case, without a separator or with "to" are read as the notation writes
 * them: the record holds them so; an ambiguous or illegal one is refused as typed. */
static void test_typed_moves_in_any_form(void **state)
{
    (void)state;
    char path[128];
    in_dir("typed.pdn", path, sizeof path);
    RunResult r = RUN_INPUT("D4-E5\nf6d4\nC3 to E5\nA5XC3\nE5A9\nquit\n", "play", "--as", "both", "--save", path);
    expect_exit(&r, 0);
    expect_contains(r.out, "move 'e5-a9' is not legal here; legal moves: b2xd4, d2xb4, e5xa5");
    size_t len;
    char *record = read_file(path, &len);
    assert_non_null(record);
    expect_contains(record, "\n1. d4-e5 f6xd4 2. c3xe5 a5xc3 *");
    free(record);
    run_free(&r);
}

/* After the AI's reply the terminal says what each side's most recent move took, when either
 * took anything; two people are told nothing of the kind. */
static void test_captures_said_after_the_reply(void **state)
{
    (void)state;
    RunResult r = RUN_INPUT("d4-e5\nc3xe5\nquit\n", "play", "--ai", "random", "--save", "/dev/null");
    expect_exit(&r, 0); /* White's replies are forced: f6xd4, then a5xc3 */
    expect_contains(r.out, "\nBlack's d4-e5 took nothing; White's f6xd4 took e5 (1).\n");
    expect_contains(r.out, "\nBlack's c3xe5 took d4 (1); White's a5xc3 took b4 (1).\n");
    run_free(&r);
    r = RUN_INPUT("d4-e5\nf6xd4\nquit\n", "play", "--as", "both", "--save", "/dev/null");
    expect_exit(&r, 0);
    assert_null(strstr(r.out, " took "));
    run_free(&r);
}

/* At a terminal the line can be edited and the up arrow recalls the lines typed before, in this
 * game and, from the history file in the state directory, in the next one. Through a pipe no
 * line is edited and no history is kept. */
static void test_terminal_recalls_lines(void **state)
{
    (void)state;
    static const char refused[] = "move 'a1-a9' is not legal here";
    static const char prompt[] = "Black (south) to move> ";
    Child c = SPAWN_TTY("play", "--as", "both", "--save", "/dev/null");
    child_wait_text(&c, prompt, 1);
    child_send(&c, "a1-a9\r");
    child_wait_text(&c, refused, 1);
    child_wait_text(&c, prompt, 2);
    child_send(&c, "\x1b[A\r"); /* up, Enter: a1-a9 again */
    child_wait_text(&c, refused, 2);
    child_wait_text(&c, prompt, 3);
    child_send(&c, "3-e5\x1b[D\x1b[D\x1b[D\x1b[De\r"); /* left four times, then the e of e3-e5 */
    child_wait_text(&c, "last move: 1. e3-e5 (Black)", 1);
    child_send(&c, "quit\r");
    assert_int_equal(child_finish(&c), 0);
    free(c.text);
    char path[128];
    char *history = read_file(in_dir("kharbaga/history", path, sizeof path), NULL);
    assert_non_null(history);
    expect_contains(history, "a1-a9\n");
    free(history);
    c = SPAWN_TTY("play", "--as", "both", "--save", "/dev/null");
    child_wait_text(&c, prompt, 1);
    child_send(&c, "\x1b[A\x1b[A\x1b[A\r"); /* quit, e3-e5, then a1-a9 of the game before */
    child_wait_text(&c, refused, 1);
    child_send(&c, "quit\r");
    assert_int_equal(child_finish(&c), 0);
    free(c.text);
    unlink(path);
    RunResult r = RUN_INPUT("a1-a9\n\x1b[A\nquit\n", "play", "--as", "both", "--save", "/dev/null");
    expect_exit(&r, 0);
    assert_int_equal(count_of(r.out, refused), 1);
    assert_null(read_file(path, NULL));
    run_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_record_written_after_every_move, setup, teardown),
        cmocka_unit_test_setup_teardown(test_default_place_and_resume, setup, teardown),
        cmocka_unit_test_setup_teardown(test_kill9_then_resume, setup, teardown),
        cmocka_unit_test_setup_teardown(test_kill9_during_ai_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_failed_write_keeps_old_record, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unwritable_place_game_goes_on, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unreadable_record_reported_untouched, setup, teardown),
        cmocka_unit_test_setup_teardown(test_unreadable_record_in_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_new_game_keeps_unfinished_one, setup, teardown),
        cmocka_unit_test_setup_teardown(test_every_unfinished_game_is_kept, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_names_a_file, setup, teardown),
        cmocka_unit_test_setup_teardown(test_long_line_is_one_mistake, setup, teardown),
        cmocka_unit_test_setup_teardown(test_random_mover_as_opponent, setup, teardown),
        cmocka_unit_test_setup_teardown(test_example_move_is_the_humans, setup, teardown),
        cmocka_unit_test_setup_teardown(test_watcher_can_quit, setup, teardown),
        cmocka_unit_test_setup_teardown(test_position_beyond_the_lists, setup, teardown),
        cmocka_unit_test_setup_teardown(test_watching_stops_without_draw_rules, setup, teardown),
        cmocka_unit_test_setup_teardown(test_failing_after_hook_keeps_the_record, setup, teardown),
        cmocka_unit_test_setup_teardown(test_legend_names_dead_points, setup, teardown),
        cmocka_unit_test_setup_teardown(test_nul_byte_line_is_one_mistake, setup, teardown),
        cmocka_unit_test_setup_teardown(test_play_option_moves_are_recorded, setup, teardown),
        cmocka_unit_test_setup_teardown(test_undo_before_moving, setup, teardown),
        cmocka_unit_test_setup_teardown(test_resume_nothing_or_ended, setup, teardown),
        cmocka_unit_test_setup_teardown(test_broken_personality_replaced, setup, teardown),
        cmocka_unit_test_setup_teardown(test_personality_for_other_games, setup, teardown),
        cmocka_unit_test_setup_teardown(test_broken_personality_in_record, setup, teardown),
        cmocka_unit_test_setup_teardown(test_personality_kept_to_time, setup, teardown),
        cmocka_unit_test_setup_teardown(test_personality_kept_to_default_time, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_load_round_trip, setup, teardown),
        cmocka_unit_test_setup_teardown(test_load_in_game, setup, teardown),
        cmocka_unit_test_setup_teardown(test_second_game_on_named_save_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_second_game_on_default_save_renamed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_only_own_leftovers_removed, setup, teardown),
        cmocka_unit_test_setup_teardown(test_overlong_save_refused, setup, teardown),
        cmocka_unit_test_setup_teardown(test_typed_control_bytes_escaped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_path_shown_escaped, setup, teardown),
        cmocka_unit_test_setup_teardown(test_save_name_too_long_said_so, setup, teardown),
        cmocka_unit_test_setup_teardown(test_typed_moves_in_any_form, setup, teardown),
        cmocka_unit_test_setup_teardown(test_captures_said_after_the_reply, setup, teardown),
        cmocka_unit_test_setup_teardown(test_terminal_recalls_lines, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
