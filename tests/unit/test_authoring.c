/*
 * test_authoring.c — the scripts of docs/authoring.md work as the page says.
 *
 * Every fenced block marked ```lua on the page is a complete script whose first line is
 *     -- example: NAME
 * It is written to NAME.lua in a fresh temporary directory and loaded with loader_load. A block
 * with one or more lines
 *     -- expect-error: TEXT
 * must fail, either to load or (a hook's failure) when the moves of a ruleset's start position
 * are generated, with every TEXT in the message; the temporary directory is taken out of the
 * message first, so that TEXT reads as `kharbaga check NAME.lua` prints it. Any other block
 * must load and, under each of its rulesets, have a consistent start position with legal moves
 * and the same perft counts to depth 3 counted in bulk and move by move; and its own `tests` must
 * give the counts they expect (a test that does not fails the block as `kharbaga check` reports
 * it, which an expect-error line may name), and the program's `kharbaga check NAME.lua` must
 * pass it, exit status 0 and "ok". Blocks marked
 * ```lua-fragment are pieces of scripts and are not run. The page's commands ("$ kharbaga ...")
 * name those scripts by the files they are saved as.
 *
 * Usage: test_authoring [PAGE]  (default: the source tree's docs/authoring.md)
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/run.h"
#include "support/textfile.h"

#include "gamedef.h"
#include "movegen.h"
#include "perft.h"
#include "position.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
    MIN_EXAMPLES = 5, /* scripts that must load */
    MIN_ERRORS = 3,   /* scripts that must fail with a given message */
    MAX_EXAMPLES = 64,
    MAX_EXPECT = 4,
    PERFT_DEPTH = 3,
};

static const char *page_path;

typedef struct Example {
    char name[64];
    int line;              /* of the opening fence on the page */
    char *text;            /* the script, malloc'd */
    int nexpect;
    char expect[MAX_EXPECT][256];
} Example;

/* ---- reading the page ---- */

static bool valid_name(const char *s)
{
    if (!*s)
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '_'))
            return false;
    return true;
}

/* Appends one line (without its newline) to a growing buffer. */
static void append_line(char **buf, size_t *len, size_t *cap, const char *line, size_t n)
{
    if (*len + n + 2 > *cap) {
        *cap = (*len + n + 2) * 2;
        *buf = realloc(*buf, *cap);
        assert_non_null(*buf);
    }
    memcpy(*buf + *len, line, n);
    *len += n;
    (*buf)[(*len)++] = '\n';
    (*buf)[*len] = '\0';
}

/* Reads the expectations of a script and checks its first line; returns false (with the
 * reason printed) if the block is not a well-formed example. */
static bool parse_example(Example *e)
{
    const char *mark = "-- example: ";
    if (strncmp(e->text, mark, strlen(mark)) != 0) {
        print_error("%s:%d: a ```lua block must start with '-- example: NAME' (use ```lua-fragment for a "
                    "piece of a script)\n",
                    page_path, e->line);
        return false;
    }
    const char *name = e->text + strlen(mark);
    size_t n = strcspn(name, "\r\n");
    while (n > 0 && name[n - 1] == ' ')
        n--;
    if (n == 0 || n >= sizeof e->name) {
        print_error("%s:%d: the example needs a name of at most %zu characters\n", page_path, e->line,
                    sizeof e->name - 1);
        return false;
    }
    memcpy(e->name, name, n);
    e->name[n] = '\0';
    if (!valid_name(e->name)) {
        print_error("%s:%d: example name '%s': expected lower-case letters, digits and '_'\n", page_path, e->line,
                    e->name);
        return false;
    }
    const char *expect = "-- expect-error: ";
    for (const char *line = e->text; *line;) {
        size_t len = strcspn(line, "\n");
        while (*line == ' ' && len > 0)
            line++, len--;
        if (len > strlen(expect) && strncmp(line, expect, strlen(expect)) == 0) {
            size_t tlen = len - strlen(expect);
            if (e->nexpect == MAX_EXPECT || tlen >= sizeof e->expect[0]) {
                print_error("%s:%d: at most %d expect-error lines of at most %zu characters\n", page_path, e->line,
                            MAX_EXPECT, sizeof e->expect[0] - 1);
                return false;
            }
            memcpy(e->expect[e->nexpect], line + strlen(expect), tlen);
            e->expect[e->nexpect++][tlen] = '\0';
        }
        line += len;
        if (*line == '\n')
            line++;
    }
    return true;
}

/* The ```lua blocks of the page; returns their count, or -1 if one is malformed (printed). */
static int read_examples(const char *page, Example *out, int max)
{
    int n = 0, lineno = 0;
    bool bad = false, in_block = false, is_lua = false;
    size_t indent = 0, len = 0, cap = 0;
    char *buf = NULL;
    for (const char *line = page; *line;) {
        size_t ll = strcspn(line, "\n");
        lineno++;
        size_t sp = 0;
        while (sp < ll && line[sp] == ' ')
            sp++;
        bool fence = ll - sp >= 3 && strncmp(line + sp, "```", 3) == 0;
        if (!in_block && fence) {
            in_block = true;
            indent = sp;
            const char *info = line + sp + 3;
            size_t ilen = ll - sp - 3;
            while (ilen > 0 && (info[ilen - 1] == ' ' || info[ilen - 1] == '\r'))
                ilen--;
            is_lua = ilen == 3 && strncmp(info, "lua", 3) == 0;
            if (is_lua) {
                if (n == max)
                    fail_msg("%s: more than %d examples", page_path, max);
                memset(&out[n], 0, sizeof out[n]);
                out[n].line = lineno;
                len = 0;
                cap = 256;
                buf = malloc(cap);
                assert_non_null(buf);
                buf[0] = '\0';
            }
        } else if (in_block && fence && ll - sp == 3) {
            in_block = false;
            if (is_lua) {
                out[n].text = buf;
                buf = NULL;
                if (!parse_example(&out[n]))
                    bad = true;
                for (int k = 0; k < n; k++)
                    if (!strcmp(out[k].name, out[n].name) && out[n].name[0]) {
                        print_error("%s:%d: example name '%s' is used twice\n", page_path, out[n].line, out[n].name);
                        bad = true;
                    }
                n++;
            }
        } else if (in_block && is_lua) {
            size_t cut = 0;
            while (cut < indent && cut < ll && line[cut] == ' ')
                cut++;
            size_t keep = ll - cut;
            if (keep > 0 && line[cut + keep - 1] == '\r')
                keep--;
            append_line(&buf, &len, &cap, line + cut, keep);
        }
        line += ll;
        if (*line == '\n')
            line++;
    }
    if (in_block)
        fail_msg("%s: a fenced block is not closed", page_path);
    free(buf);
    return bad ? -1 : n;
}

/* ---- running one example ---- */

/* Removes every occurrence of `dir` followed by '/' from s. */
static void strip_dir(char *s, const char *dir)
{
    size_t dlen = strlen(dir);
    for (char *at = s; (at = strstr(at, dir));) {
        if (at[dlen] == '/')
            memmove(at, at + dlen + 1, strlen(at + dlen + 1) + 1);
        else
            at += dlen;
    }
}

static bool contains_all(const Example *e, const char *text)
{
    for (int k = 0; k < e->nexpect; k++)
        if (!strstr(text, e->expect[k])) {
            print_error("example %s (%s:%d): the error does not contain \"%s\"; it is:\n%s\n", e->name, page_path,
                        e->line, e->expect[k], text);
            return false;
        }
    return true;
}

/* Under the selected ruleset: the start, its legal moves, and perft in bulk against move by
 * move. Returns false with a message in msg. */
static bool try_ruleset(GameDef *def, char *msg, size_t len)
{
    const Variant *v = &def->variant;
    Position pos;
    position_start(v, &pos);
    if (!position_is_ok(v, &pos)) {
        snprintf(msg, len, "the start position is inconsistent");
        return false;
    }
    MoveList storage = MOVELIST_INIT, *list = &storage;
    assert_non_null(list);
    int n = movegen_legal(v, &pos, list);
    bool failed = list->hook_failed;
    movelist_free(list);
    if (failed) {
        snprintf(msg, len, "%s", gamedef_hook_error(def) ? gamedef_hook_error(def) : "hook failed");
        return false;
    }
    if (n <= 0) {
        snprintf(msg, len, "no legal move at the start");
        return false;
    }
    for (int d = 1; d <= PERFT_DEPTH; d++) {
        bool over = false;
        uint64_t bulk = perft(v, &pos, d, &over), full = perft_full(v, &pos, d, &over);
        const char *hook = gamedef_hook_error(def);
        if (hook) {
            snprintf(msg, len, "%s", hook);
            return false;
        }
        if (over || bulk != full) {
            snprintf(msg, len, "perft %d is %llu in bulk and %llu move by move%s", d, (unsigned long long)bulk,
                     (unsigned long long)full, over ? " (over the engine's limits)" : "");
            return false;
        }
    }
    return true;
}

/* The script's own tests, as `kharbaga check` runs them. Returns false with the first failure in
 * msg. */
static bool try_script_tests(GameDef *def, char *msg, size_t len)
{
    for (int i = 0; i < def->tests.n; i++) {
        ScriptTestResult res;
        if (!script_test_run(def, &def->tests.test[i], NULL, &res)) {
            char failure[2048];
            script_test_failure(def, i, &res, failure, sizeof failure);
            snprintf(msg, len, "%s:%d: tests[%d]: %s", def->tests.test[i].file, def->tests.test[i].line, i + 1,
                     failure); /* as check reports it */
            return false;
        }
    }
    return true;
}

typedef enum { RAN_OK, RAN_FAILED_AS_EXPECTED, RAN_BAD } Outcome;

/* The program's `check` passes the script saved at path, as a reader who saves it would run it:
 * exit status 0 and "ok" as its last line. Otherwise listed. */
static bool passes_check(const Example *e, const char *path)
{
    const char *argv[] = {KHARBAGA_BINARY, "check", path, NULL};
    RunResult r = run_program(argv, 120);
    size_t len = strlen(r.out);
    bool ok = r.exited && r.status == 0 && len >= 3 && !strcmp(r.out + len - 3, "ok\n");
    if (!ok)
        print_error("example %s (%s:%d): kharbaga check does not pass it:\n%s%s\n", e->name, page_path, e->line,
                    r.err, r.out);
    run_free(&r);
    return ok;
}

static Outcome run_example(const Example *e)
{
    const char *tmp = getenv("TMPDIR");
    char dir[512];
    snprintf(dir, sizeof dir, "%s/kharbaga-authoring-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir))
        fail_msg("cannot create a temporary directory from %s", dir);
    char path[600];
    snprintf(path, sizeof path, "%s/%s.lua", dir, e->name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(e->text, 1, strlen(e->text), f), strlen(e->text));
    assert_int_equal(fclose(f), 0);

    GameDef *def = malloc(sizeof *def);
    assert_non_null(def);
    char err[LOADER_ERRLEN] = "";
    bool loaded = loader_load(path, def, err, sizeof err);
    Outcome out = RAN_BAD;
    if (!loaded) {
        strip_dir(err, dir);
        if (e->nexpect == 0)
            print_error("example %s (%s:%d) does not load:\n%s\n", e->name, page_path, e->line, err);
        else if (contains_all(e, err))
            out = RAN_FAILED_AS_EXPECTED;
    } else {
        char msg[LOADER_ERRLEN] = "";
        int failed = -1;
        for (int r = 0; r < def->nrulesets && failed < 0; r++) {
            Err sel;
            if (!gamedef_select(def, def->rulesets[r].id, NULL, 0, &sel)) {
                snprintf(msg, sizeof msg, "%s", sel.msg);
                failed = r;
            } else if (!try_ruleset(def, msg, sizeof msg)) {
                failed = r;
            }
        }
        if (failed < 0 && !try_script_tests(def, msg, sizeof msg))
            failed = def->ruleset; /* named with the test's ruleset */
        strip_dir(msg, dir);
        if (e->nexpect == 0 && failed < 0)
            out = passes_check(e, path) ? RAN_OK : RAN_BAD;
        else if (e->nexpect == 0)
            print_error("example %s (%s:%d), ruleset %s: %s\n", e->name, page_path, e->line,
                        def->rulesets[failed].id, msg);
        else if (failed < 0)
            print_error("example %s (%s:%d) loads and runs, but should fail with \"%s\"\n", e->name, page_path,
                        e->line, e->expect[0]);
        else if (contains_all(e, msg))
            out = RAN_FAILED_AS_EXPECTED;
        gamedef_release(def);
    }
    free(def);
    unlink(path);
    rmdir(dir);
    return out;
}

/* ---- the test ---- */

/* The page's text (to free) and its examples into *examples (to free), their number into *n (-1:
 * malformed, listed). */
static char *load_page(Example **examples, int *n)
{
    char *page = textfile_read(page_path);
    if (!page)
        fail_msg("cannot read %s", page_path);
    *examples = calloc(MAX_EXAMPLES, sizeof **examples);
    assert_non_null(*examples);
    *n = read_examples(page, *examples, MAX_EXAMPLES);
    return page;
}

static void test_examples_of_the_page(void **state)
{
    (void)state;
    Example *examples;
    int n;
    free(load_page(&examples, &n));
    if (n < 0)
        fail_msg("%s has malformed examples (listed above)", page_path);
    int ok = 0, errors = 0, bad = 0;
    for (int i = 0; i < n; i++) {
        switch (run_example(&examples[i])) {
        case RAN_OK: ok++; break;
        case RAN_FAILED_AS_EXPECTED: errors++; break;
        default: bad++; break;
        }
        free(examples[i].text);
    }
    free(examples);
    if (bad)
        fail_msg("%d of %d examples of %s do not behave as the page says (listed above)", bad, n, page_path);
    if (ok < MIN_EXAMPLES || errors < MIN_ERRORS)
        fail_msg("%s: %d working examples and %d error examples; expected at least %d and %d", page_path, ok,
                 errors, MIN_EXAMPLES, MIN_ERRORS);
    print_message("%s: %d examples load and play, %d fail with the messages shown\n", page_path, ok, errors);
}

/* Whether `name` (the file a command names, without ".lua") is one of the page's examples. */
static bool names_example(const Example *examples, int n, const char *name, size_t len)
{
    for (int i = 0; i < n; i++)
        if (strlen(examples[i].name) == len && !strncmp(examples[i].name, name, len))
            return true;
    return false;
}

/* The page's commands ("$ kharbaga ... NAME.lua ...") name scripts saved as the page says: each
 * NAME.lua without a directory is an example's `-- example: NAME`. */
static void test_commands_name_the_page_scripts(void **state)
{
    (void)state;
    Example *examples;
    int n, lineno = 0, commands = 0, bad = 0;
    char *page = load_page(&examples, &n);
    assert_true(n > 0);
    for (const char *line = page; *line;) {
        size_t ll = strcspn(line, "\n");
        lineno++;
        if (!strncmp(line, "$ kharbaga ", 11)) {
            commands++;
            for (const char *w = line; w < line + ll;) {
                size_t wl = strcspn(w, " \n");
                if (wl > 4 && !strncmp(w + wl - 4, ".lua", 4) && !memchr(w, '/', wl) &&
                    !names_example(examples, n, w, wl - 4)) {
                    print_error("%s:%d: '%.*s' is not the file of an example on the page (-- example: NAME is "
                                "saved as NAME.lua)\n", page_path, lineno, (int)wl, w);
                    bad++;
                }
                w += wl + (w[wl] == ' ');
            }
        }
        line += ll + (line[ll] == '\n');
    }
    for (int i = 0; i < n; i++)
        free(examples[i].text);
    free(examples);
    free(page);
    if (bad)
        fail_msg("%d commands of %s name scripts the page does not have (listed above)", bad, page_path);
    assert_true(commands > 0);
}

int main(int argc, char **argv)
{
    page_path = argc > 1 ? argv[1] : KHARBAGA_SOURCE_DIR "/docs/authoring.md";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_examples_of_the_page),
        cmocka_unit_test(test_commands_name_the_page_scripts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
