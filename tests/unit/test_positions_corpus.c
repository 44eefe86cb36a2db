/*
 * test_positions_corpus.c — position text under attack: every malformed text of
 * tests/data/corpus/positions.txt (and a few huge generated ones) is rejected by position_from_text with
 * a message, and by `kharbaga moves --position` with one line on stderr; valid texts round-trip
 * exactly through position_from_text and position_to_text.
 *
 * Usage: test_positions_corpus [CORPUS_FILE]  (default: the source tree's corpus)
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "position.h"
#include "support/boards.h"
#include "support/run.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MIN_CORPUS = 30, MAX_ENTRIES = 1024 };

typedef struct Entry {
    int line;   /* in the corpus file */
    char *text; /* malloc'd to its exact length, so that AddressSanitizer sees any overread */
} Entry;

static const char *corpus_path;

/* ---- reading the corpus ---- */

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = (char)tolower((unsigned char)c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Decodes the escapes of one corpus line (see the corpus header) into a new exact-size string. */
static char *decode(const char *line, int lineno)
{
    if (strcmp(line, "<empty>") == 0) {
        char *s = malloc(1);
        assert_non_null(s);
        s[0] = '\0';
        return s;
    }
    size_t n = strlen(line);
    char *tmp = malloc(n + 1);
    assert_non_null(tmp);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (line[i] != '\\') {
            tmp[k++] = line[i];
            continue;
        }
        char c = line[++i];
        if (c == '\\')
            tmp[k++] = '\\';
        else if (c == 'n')
            tmp[k++] = '\n';
        else if (c == 't')
            tmp[k++] = '\t';
        else if (c == 'r')
            tmp[k++] = '\r';
        else if (c == 'x' && i + 2 < n + 1 && hex_digit(line[i + 1]) >= 0 && hex_digit(line[i + 2]) >= 0) {
            int byte = hex_digit(line[i + 1]) * 16 + hex_digit(line[i + 2]);
            if (byte == 0)
                fail_msg("%s:%d: \\x00 cannot be passed as text", corpus_path, lineno);
            tmp[k++] = (char)byte;
            i += 2;
        } else {
            fail_msg("%s:%d: bad escape '\\%c'", corpus_path, lineno, c ? c : '0');
        }
    }
    char *s = malloc(k + 1);
    assert_non_null(s);
    memcpy(s, tmp, k);
    s[k] = '\0';
    free(tmp);
    return s;
}

/* Reads every entry of the corpus; returns the count. */
static int read_corpus(Entry *out, int max)
{
    FILE *f = fopen(corpus_path, "r");
    if (!f)
        fail_msg("cannot open the corpus %s", corpus_path);
    char line[4096];
    int n = 0, lineno = 0;
    while (fgets(line, sizeof line, f)) {
        lineno++;
        size_t len = strlen(line);
        if (len && line[len - 1] == '\n')
            line[--len] = '\0';
        if (len == 0 || line[0] == '#')
            continue;
        if (n == max)
            fail_msg("%s: more than %d entries", corpus_path, max);
        out[n].line = lineno;
        out[n].text = decode(line, lineno);
        n++;
    }
    fclose(f);
    return n;
}

static void free_corpus(Entry *e, int n)
{
    for (int i = 0; i < n; i++)
        free(e[i].text);
}

/* The text with control and non-ASCII bytes escaped, for messages (at most ~80 characters). */
static const char *shown(const char *text, char *buf, size_t len)
{
    size_t k = 0;
    for (const unsigned char *s = (const unsigned char *)text; *s && k + 8 < len && k < 80; s++) {
        if (*s >= 0x20 && *s < 0x7f)
            buf[k++] = (char)*s;
        else
            k += (size_t)snprintf(buf + k, len - k, "\\x%02x", *s);
    }
    buf[k] = '\0';
    return buf;
}

/* ---- fixture: the Kharbaga variant built in C ---- */

static int setup_variant(void **state)
{
    Variant *v = malloc(sizeof *v);
    if (!v)
        return -1;
    boards_kharbaga41(v);
    /* capture=huff, so that the H field of the valid texts may stand (rules without huffing
     * refuse it: test_position.c) */
    Err err = {0};
    if (!rules_set(&v->rules, "capture", "huff", &err) || !variant_conclude(v, &err)) {
        free(v);
        return -1;
    }
    *state = v;
    return 0;
}

static int teardown_variant(void **state)
{
    free(*state);
    return 0;
}

/* Whether text is rejected with a non-empty message mentioning the position; if not, prints why. */
static bool rejected(const Variant *v, const char *text, const char *where)
{
    Position pos;
    Err err;
    memset(&err, 0, sizeof err);
    char buf[128];
    if (position_from_text(v, text, &pos, &err)) {
        char out[4096] = "";
        position_to_text(v, &pos, out, sizeof out);
        print_error("%s: '%s' was accepted (read as %s)\n", where, shown(text, buf, sizeof buf), out);
        return false;
    }
    if (err.msg[0] == '\0' || !strstr(err.msg, "position")) {
        print_error("%s: '%s' was rejected with message \"%s\"; expected one about the position\n", where,
                    shown(text, buf, sizeof buf), err.msg);
        return false;
    }
    return true;
}

/* ---- the tests ---- */

static void test_corpus_is_rejected(void **state)
{
    const Variant *v = *state;
    Entry *entries = calloc(MAX_ENTRIES, sizeof *entries);
    assert_non_null(entries);
    int n = read_corpus(entries, MAX_ENTRIES), bad = 0;
    assert_true(n >= MIN_CORPUS);
    for (int i = 0; i < n; i++) {
        char where[600];
        snprintf(where, sizeof where, "%s:%d", corpus_path, entries[i].line);
        if (!rejected(v, entries[i].text, where))
            bad++;
    }
    free_corpus(entries, n);
    free(entries);
    if (bad)
        fail_msg("%d of %d malformed positions were not rejected properly (listed above)", bad, n);
}

/* A new string of `count` copies of `unit` between prefix and suffix. */
static char *repeat(const char *prefix, const char *unit, size_t count, const char *suffix)
{
    size_t lp = strlen(prefix), lu = strlen(unit), ls = strlen(suffix);
    char *s = malloc(lp + lu * count + ls + 1);
    assert_non_null(s);
    memcpy(s, prefix, lp);
    for (size_t i = 0; i < count; i++)
        memcpy(s + lp + i * lu, unit, lu);
    memcpy(s + lp + lu * count, suffix, ls + 1);
    return s;
}

static void test_huge_inputs_are_rejected(void **state)
{
    const Variant *v = *state;
    char *texts[] = {
        repeat("", "a", 1 << 20, ""),                 /* a megabyte of letters */
        repeat("B:B", "a1,", 100000, ":Wa9"),         /* one point listed 100000 times */
        repeat("B:Ba1:W", "c9,", 100000, ""),         /* likewise for North, then a trailing comma */
        repeat("", ":", 200000, ""),                  /* colons only */
        repeat("B:B", "K", 100000, "a1:Wa9"),         /* a king mark repeated */
        repeat("B:Ba1:Wa9", " ", 1 << 20, "x"),       /* a valid start, then a megabyte of spaces */
        repeat("B:Ba", "1", 1 << 16, ":Wa9"),         /* a point name with 65536 digits */
        repeat("B:B", "a", 1 << 16, "1:Wa9"),         /* a point name with 65536 letters */
        repeat("B:Ba1:Wa9", ":D", 50000, ""),         /* a field repeated */
    };
    int bad = 0;
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        char where[32];
        snprintf(where, sizeof where, "generated text %zu", i);
        if (!rejected(v, texts[i], where))
            bad++;
        free(texts[i]);
    }
    if (bad)
        fail_msg("%d generated texts were not rejected properly", bad);
}

/* Texts in canonical form: position_to_text(position_from_text(t)) == t. */
static const char *const valid[] = {
    ("B:Ba1,c1,e1,g1,i1,b2,d2,f2,h2,a3,c3,e3,g3,i3,b4,d4,f4,h4,g5,i5:Wa5,c5,b6,d6,f6,h6,a7,c7,e7,g7,i7,b8,d8,f8,"
     "h8,a9,c9,e9,g9,i9"),
    "W:BKe5:Wc7,g7",
    "B:BKe5:Wc5,a7,g7",
    "B:BKe5:Wc3,f6",
    "W:BKa1,c1,Ke3:WKa9,i9",
    "B:Ba1:W",
    "W:B:Wi9",
    "B:B:W",
    "B:Ba1:Wa9:Dc3,e5",
    "B:Ba1:Wa9,c9:Dc3:Hc9",
    "W:Be3,Kg3:Wd4,f4:He3,g3",
    "B:Bi9:Wa1",
};

static bool same_position(const Position *a, const Position *b)
{
    for (int s = 0; s < 2; s++)
        if (!bits_equal(a->men[s], b->men[s]) || !bits_equal(a->kings[s], b->kings[s]))
            return false;
    return bits_equal(a->dead, b->dead) && bits_equal(a->huff, b->huff) && a->side == b->side &&
           a->hash == b->hash;
}

static void check_round_trip(const Variant *v, const char *text, const char *canonical)
{
    Position pos, again;
    Err err;
    memset(&err, 0, sizeof err);
    if (!position_from_text(v, text, &pos, &err))
        fail_msg("'%s' was rejected: %s", text, err.msg);
    assert_true(position_is_ok(v, &pos));
    char out[4096];
    assert_true(position_to_text(v, &pos, out, sizeof out));
    if (strcmp(out, canonical) != 0)
        fail_msg("'%s' was written back as '%s', expected '%s'", text, out, canonical);
    assert_true(position_from_text(v, out, &again, &err));
    assert_true(same_position(&pos, &again));
}

static void test_valid_texts_round_trip(void **state)
{
    const Variant *v = *state;
    for (size_t i = 0; i < sizeof valid / sizeof valid[0]; i++)
        check_round_trip(v, valid[i], valid[i]);
}

/* The start position written by position_to_text is the text of docs/notation.md. */
static void test_start_text(void **state)
{
    const Variant *v = *state;
    Position pos;
    position_start(v, &pos);
    char out[4096];
    assert_true(position_to_text(v, &pos, out, sizeof out));
    assert_string_equal(out, valid[0]);
}

/* Valid but not canonical: accepted, then written in the canonical form. */
static void test_noncanonical_texts(void **state)
{
    const Variant *v = *state;
    check_round_trip(v, "  B:Ba1:Wa9", "B:Ba1:Wa9");      /* white space around the text is ignored */
    check_round_trip(v, "B:Ba1:Wa9\n", "B:Ba1:Wa9");
    check_round_trip(v, "\tB:Ba1:Wa9 \r\n", "B:Ba1:Wa9");
    check_round_trip(v, "B:Wa9:Ba1", "B:Ba1:Wa9");        /* the side fields in either order */
    check_round_trip(v, "W:Wa9:Ba1", "W:Ba1:Wa9");
    check_round_trip(v, "B:Bc1,a1:Wa9", "B:Ba1,c1:Wa9");  /* points in any order */
    check_round_trip(v, "B:Ba1:Wa9:D", "B:Ba1:Wa9");      /* an empty dead list */
    check_round_trip(v, "W:BKe5:Wg7,c7", "W:BKe5:Wc7,g7");
}

/* Every point of the board occupied: men and kings of both sides, in canonical order. */
static void test_full_board_round_trip(void **state)
{
    const Variant *v = *state;
    char south[1024] = "", north[1024] = "";
    for (int p = 0; p < v->board.npoints; p++) {
        char *list = p % 2 == 0 ? south : north;
        size_t used = strlen(list);
        snprintf(list + used, sizeof south - used, "%s%s%s", used ? "," : "", p % 3 == 0 ? "K" : "",
                 v->board.name[p]);
    }
    assert_int_equal(v->board.npoints, 41);
    char text[2100];
    snprintf(text, sizeof text, "W:B%s:W%s", south, north);
    check_round_trip(v, text, text);
}

/* The program rejects them too, each with one line on stderr and nothing on stdout. */
static void test_binary_rejects(void **state)
{
    (void)state;
    Entry *entries = calloc(MAX_ENTRIES, sizeof *entries);
    assert_non_null(entries);
    int n = read_corpus(entries, MAX_ENTRIES), bad = 0, ran = 0;
    char *long_text = repeat("B:B", "a1,", 30000, ":Wa9"); /* under the 128 KiB argument limit */
    for (int i = 0; i <= n; i++) {
        const char *text = i < n ? entries[i].text : long_text;
        const char *argv[] = {KHARBAGA_BINARY, "moves", "--position", text, NULL};
        RunResult r = run_program(argv, 30);
        ran++;
        char buf[128], how[96];
        const char *problem = NULL;
        if (!r.exited || r.status == 0)
            problem = "it did not exit with a non-zero status";
        else if (r.out_len != 0)
            problem = "it wrote to stdout";
        else if (run_count_lines(r.err) != 1 || strncmp(r.err, "kharbaga: ", 10) != 0 || r.err[r.err_len - 1] != '\n')
            problem = "stderr is not exactly one line starting with \"kharbaga: \"";
        if (problem) {
            print_error("%s:%d: moves --position '%s': %s (%s); stderr:\n%s\n", corpus_path, i < n ? entries[i].line : 0,
                        shown(text, buf, sizeof buf), problem, run_describe(&r, how, sizeof how), r.err);
            bad++;
        }
        run_free(&r);
    }
    free(long_text);
    free_corpus(entries, n);
    free(entries);
    assert_true(ran >= MIN_CORPUS);
    if (bad)
        fail_msg("the program mishandled %d of %d malformed positions (listed above)", bad, ran);
}

int main(int argc, char **argv)
{
    corpus_path = argc > 1 ? argv[1] : KHARBAGA_SOURCE_DIR "/tests/data/corpus/positions.txt";
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_corpus_is_rejected),
        cmocka_unit_test(test_huge_inputs_are_rejected),
        cmocka_unit_test(test_valid_texts_round_trip),
        cmocka_unit_test(test_start_text),
        cmocka_unit_test(test_noncanonical_texts),
        cmocka_unit_test(test_full_board_round_trip),
        cmocka_unit_test(test_binary_rejects),
    };
    return cmocka_run_group_tests(tests, setup_variant, teardown_variant);
}
