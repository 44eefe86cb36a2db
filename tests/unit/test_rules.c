/*
 * test_rules.c — the rule vocabulary of docs/rules.md#options: the page's table of options read and
 * compared with the option table, defaults, every option's every value, integer ranges, error
 * messages, key=value pairs and rules_describe.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules.h"
#include "support/textfile.h"
#include "support/fixture.h"

#include <stdlib.h>

/* One row of docs/rules.md#options' table: the option's key and its values as the page writes
 * them, the default first: "`end`, `immediate`", or a number's "`3` (0 to 100; 0 = off)". */
typedef struct DocOption {
    char key[32];
    char values[4][32]; /* named values; none for a number */
    int nvalues;
    int number, min, max; /* a number's default and range */
} DocOption;

enum { MAX_DOC_OPTIONS = 64 };

/* Cell k (from 0) of the table row at line, into buf. */
static void row_cell(const char *line, int k, char *buf, size_t len)
{
    const char *c = line + 1;
    for (int i = 0; i < k; i++)
        c = strchr(c, '|') + 1;
    c += strspn(c, " ");
    size_t n = strcspn(c, "|");
    while (n && c[n - 1] == ' ')
        n--;
    snprintf(buf, len, "%.*s", (int)n, c);
}

/* One row of the table into o. */
static void doc_option(const char *line, DocOption *o)
{
    char key[64], values[512];
    memset(o, 0, sizeof *o);
    row_cell(line, 0, key, sizeof key);
    row_cell(line, 1, values, sizeof values);
    if (sscanf(key, "`%31[a-z_]`", o->key) != 1)
        fail_msg("docs/rules.md#options: no option in the row %.60s", line);
    if (sscanf(values, "`%d` (%d to %d", &o->number, &o->min, &o->max) == 3)
        return;
    for (char *v = strtok(values, "`, "); v; v = strtok(NULL, "`, ")) {
        if (o->nvalues == 4)
            fail_msg("docs/rules.md#options: %s has more than 4 values", o->key);
        snprintf(o->values[o->nvalues++], sizeof o->values[0], "%s", v);
    }
}

/* The rows of docs/rules.md#options' table, in order, into out; their count. */
static int doc_options(DocOption *out)
{
    char *doc = textfile_read(KHARBAGA_SOURCE_DIR "/docs/rules.md");
    if (!doc)
        fail_msg("cannot read docs/rules.md");
    const char *table = strstr(doc, "| option | values | meaning |");
    if (!table)
        fail_msg("docs/rules.md: no table of options");
    int n = 0;
    const char *line = strchr(strchr(table, '\n') + 1, '\n') + 1; /* past the header and |---| */
    for (; line[0] == '|' && n < MAX_DOC_OPTIONS; line = strchr(line, '\n') + 1)
        doc_option(line, &out[n++]);
    free(doc);
    return n;
}

/* ---- fixtures ---- */

static int setup(void **state)
{
    Rules *r = test_malloc(sizeof *r);
    rules_default(r);
    *state = r;
    return 0;
}

static int teardown(void **state)
{
    test_free(*state);
    return 0;
}

/* ---- helpers ---- */

static const char *value_text(const Rules *r, const char *key)
{
    static char buf[32];
    const RuleOption *o = rules_option(key);
    if (!o)
        fail_msg("no option '%s'", key);
    return rules_value_text(r, o, buf, sizeof buf);
}

/* ---- the table ---- */

/* docs/rules.md#options' table is the option table: the same keys in the same order, the same
 * values (or range), and the default first (or given). Every test below reads the table. */
static void option_table_is_the_one_of_rules_md(void **state)
{
    const Rules *r = *state;
    DocOption doc[MAX_DOC_OPTIONS];
    int n = doc_options(doc);
    for (int i = 0; i < rules_option_count && i < n; i++) {
        const RuleOption *o = &rules_options[i];
        if (!o->key)
            fail_msg("rules_options[%d] has no entry", i);
        if (strcmp(o->key, doc[i].key))
            fail_msg("option %d is %s in the table, %s in docs/rules.md", i, o->key, doc[i].key);
        assert_ptr_equal(rules_option(o->key), o);
        assert_int_equal(rules_key(o), i);
        int k = 0;
        for (; k < 4 && o->values[k]; k++)
            if (k >= doc[i].nvalues || strcmp(o->values[k], doc[i].values[k]))
                fail_msg("%s: value %s is not docs/rules.md's %s", o->key, o->values[k],
                         k < doc[i].nvalues ? doc[i].values[k] : "(none)");
        assert_int_equal(k, doc[i].nvalues);
        if (k == 0) { /* a number */
            assert_int_equal(o->min, doc[i].min);
            assert_int_equal(o->max, doc[i].max);
            assert_int_equal(rules_get(r, o), doc[i].number);
        } else {
            assert_string_equal(value_text(r, o->key), doc[i].values[0]);
        }
        assert_non_null(o->help);
        assert_true(o->help[0] != '\0');
    }
    assert_int_equal(n, rules_option_count);
}

static void unknown_option_lookup_is_null(void **state)
{
    (void)state;
    assert_null(rules_option("kings"));
    assert_null(rules_option(""));
    assert_null(rules_option("Removal"));
}

/* ---- defaults ---- */

static void defaults_are_kharbaga_standard(void **state)
{
    const Rules *r = *state;
    for (int i = 0; i < rules_option_count; i++)
        if (rules_options[i].values[0])
            assert_string_equal(value_text(r, rules_options[i].key), rules_options[i].values[0]);
    assert_string_equal(value_text(r, "repetition"), "3");
    assert_string_equal(value_text(r, "quiet_limit"), "40");
    assert_int_equal(r->repetition, 3);
    assert_int_equal(r->quiet_limit, 40);
    assert_int_equal(r->king, KING_FLYING);
    assert_int_equal(r->removal, REMOVAL_END);
}

/* ---- rules_set and rules_value_text ---- */

static void every_value_of_every_option_sets_and_reads_back(void **state)
{
    Rules *r = *state;
    for (int i = 0; i < rules_option_count; i++)
        for (int k = 0; k < 4 && rules_options[i].values[k]; k++) {
            Err err = {0};
            const char *key = rules_options[i].key, *value = rules_options[i].values[k];
            if (!rules_set(r, key, value, &err))
                fail_msg("%s=%s: %s", key, value, err.msg);
            assert_int_equal(rules_get(r, rules_option(key)), k);
            assert_string_equal(value_text(r, key), value);
        }
}

static void set_changes_only_its_own_field(void **state)
{
    Rules *r = *state, before = *r;
    Err err = {0};
    assert_true(rules_set(r, "king_landing", "continue", &err));
    assert_int_equal(r->king_landing, KING_LANDING_CONTINUE);
    r->king_landing = before.king_landing;
    assert_memory_equal(r, &before, sizeof before);
}

static void enum_values_match_the_option_order(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_true(rules_set(r, "men_move", "forward_sideways", &err));
    assert_int_equal(r->men_move, MEN_MOVE_FORWARD_SIDEWAYS);
    assert_true(rules_set(r, "majority", "count_then_kings", &err));
    assert_int_equal(r->majority, MAJORITY_COUNT_THEN_KINGS);
    assert_true(rules_set(r, "crown_mid_capture", "crown", &err));
    assert_int_equal(r->crown_mid_capture, CROWN_MID_CROWN);
    assert_true(rules_set(r, "shrink", "square_strips", &err));
    assert_int_equal(r->shrink, SHRINK_SQUARE_STRIPS);
    assert_true(rules_set(r, "setup", "alternate", &err));
    assert_int_equal(r->setup, SETUP_ALTERNATE);
    assert_true(rules_set(r, "capture", "huff", &err));
    assert_int_equal(r->capture, CAPTURE_HUFF);
}

static void integer_options_accept_their_whole_range(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_true(rules_set(r, "repetition", "0", &err));
    assert_int_equal(r->repetition, 0);
    assert_true(rules_set(r, "repetition", "100", &err));
    assert_int_equal(r->repetition, 100);
    assert_string_equal(value_text(r, "repetition"), "100");
    assert_true(rules_set(r, "quiet_limit", "0", &err));
    assert_int_equal(r->quiet_limit, 0);
    assert_true(rules_set(r, "quiet_limit", "10000", &err));
    assert_string_equal(value_text(r, "quiet_limit"), "10000");
}

static void integer_out_of_range_is_refused_and_kept(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_false(rules_set(r, "repetition", "101", &err));
    assert_string_equal(err.msg, "rule repetition=101: expected a whole number from 0 to 100");
    assert_false(rules_set(r, "repetition", "-1", &err));
    assert_error_has(&err, "repetition=-1");
    assert_false(rules_set(r, "quiet_limit", "10001", &err));
    assert_string_equal(err.msg, "rule quiet_limit=10001: expected a whole number from 0 to 10000");
    assert_int_equal(r->repetition, 3);
    assert_int_equal(r->quiet_limit, 40);
}

static void integer_that_is_not_a_number_is_refused(void **state)
{
    Rules *r = *state;
    static const char *bad[] = {"", "three", "3x", "x3", "3.0", "99999999999999999999"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Err err = {0};
        if (rules_set(r, "repetition", bad[i], &err))
            fail_msg("repetition='%s' was accepted", bad[i]);
        assert_error_has(&err, "expected a whole number from 0 to 100");
    }
    assert_int_equal(r->repetition, 3);
}

static void unknown_key_names_it_and_lists_every_key(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_false(rules_set(r, "kings", "flying", &err));
    assert_error_has(&err, "unknown rule 'kings'");
    for (int i = 0; i < rules_option_count; i++)
        assert_error_has(&err, rules_options[i].key);
}

static void unknown_value_names_it_and_lists_the_values(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_false(rules_set(r, "removal", "later", &err));
    assert_string_equal(err.msg, "rule removal=later: expected end or immediate");
    assert_false(rules_set(r, "men_move", "backward", &err));
    assert_string_equal(err.msg, "rule men_move=backward: expected forward, forward_sideways or any");
    assert_false(rules_set(r, "crown_row", "near", &err));
    assert_string_equal(err.msg, "rule crown_row=near: expected far");
    assert_false(rules_set(r, "king", "Flying", &err));
    assert_error_has(&err, "king=Flying");
    assert_int_equal(r->removal, REMOVAL_END);
    assert_int_equal(r->king, KING_FLYING);
}

/* A caller tells a bad value from other failures by the code, and shows what was expected from
 * err.detail, whatever the value says: a value "expected" does not move it. */
static void bad_value_has_its_code_and_the_expected_part(void **state)
{
    Rules *r = *state;
    Err err = {0};
    char expected[192];
    rules_expected_text(rules_option("removal"), expected, sizeof expected);
    assert_string_equal(expected, "expected end or immediate");
    assert_false(rules_set(r, "removal", "later", &err));
    assert_int_equal(err.code, ERR_BAD_VALUE);
    assert_string_equal(err.msg + err.detail, expected);
    assert_false(rules_set(r, "removal", "expected", &err));
    assert_string_equal(err.msg, "rule removal=expected: expected end or immediate");
    assert_string_equal(err.msg + err.detail, expected);
    assert_false(rules_set(r, "removal", "a\nb\x1b[0m", &err)); /* the value shown as \xNN: longer */
    assert_string_equal(err.msg, "rule removal=a\\x0Ab\\x1B[0m: expected end or immediate");
    assert_string_equal(err.msg + err.detail, expected);
    assert_false(rules_set(r, "repetition", "1000", &err));
    assert_int_equal(err.code, ERR_BAD_VALUE);
    assert_string_equal(err.msg + err.detail, "expected a whole number from 0 to 100");
    rules_expected_text(rules_option("repetition"), expected, sizeof expected);
    assert_string_equal(err.msg + err.detail, expected);
    assert_false(rules_set(r, "kings", "flying", &err));
    assert_int_equal(err.code, ERR_OTHER);
    assert_int_equal(err.detail, 0);
}

static void value_text_of_an_out_of_range_enum_is_a_question_mark(void **state)
{
    Rules *r = *state;
    r->king = 7;
    assert_string_equal(value_text(r, "king"), "?");
    r->king = -1;
    assert_string_equal(value_text(r, "king"), "?");
}

/* ---- rules_set_pair ---- */

static void pair_sets_key_to_value(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_true(rules_set_pair(r, "removal=immediate", &err));
    assert_int_equal(r->removal, REMOVAL_IMMEDIATE);
    assert_true(rules_set_pair(r, "quiet_limit=12", &err));
    assert_int_equal(r->quiet_limit, 12);
}

static void pair_without_equals_or_key_is_refused(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_false(rules_set_pair(r, "removal", &err));
    assert_string_equal(err.msg, "rule 'removal': expected key=value, e.g. removal=immediate");
    assert_false(rules_set_pair(r, "=immediate", &err));
    assert_error_has(&err, "expected key=value");
    assert_false(rules_set_pair(r, "", &err));
    assert_error_has(&err, "expected key=value");
}

static void pair_with_empty_or_bad_value_is_refused(void **state)
{
    Rules *r = *state;
    Err err = {0};
    assert_false(rules_set_pair(r, "removal=", &err));
    assert_string_equal(err.msg, "rule removal=: expected end or immediate");
    assert_false(rules_set_pair(r, "removal=end=immediate", &err));
    assert_error_has(&err, "removal=end=immediate");
    assert_false(rules_set_pair(r, "bogus=1", &err));
    assert_error_has(&err, "unknown rule 'bogus'");
    assert_int_equal(r->removal, REMOVAL_END);
}

static void pair_with_overlong_key_is_refused(void **state)
{
    Rules *r = *state;
    char pair[128];
    memset(pair, 'k', 80);
    strcpy(pair + 80, "=1");
    Err err = {0};
    assert_false(rules_set_pair(r, pair, &err));
    assert_error_has(&err, "key too long");
}

/* ---- rules_describe ---- */

static void describe_of_equal_rules_is_empty(void **state)
{
    Rules *r = *state, other;
    rules_default(&other);
    char buf[256] = "junk";
    rules_describe(r, &other, buf, sizeof buf);
    assert_string_equal(buf, "");
}

static void describe_lists_the_differences_in_table_order(void **state)
{
    Rules *r = *state, base;
    rules_default(&base);
    Err err = {0};
    assert_true(rules_set_pair(r, "quiet_limit=0", &err));
    assert_true(rules_set_pair(r, "removal=immediate", &err));
    assert_true(rules_set_pair(r, "men_move=any", &err));
    char buf[256];
    rules_describe(r, &base, buf, sizeof buf);
    assert_string_equal(buf, "men_move=any removal=immediate quiet_limit=0");
}

static void describe_without_base_lists_every_option(void **state)
{
    const Rules *r = *state;
    char buf[512];
    rules_describe(r, NULL, buf, sizeof buf);
    assert_string_equal(buf, "men_move=forward men_capture=any capture=compulsory chain=must majority=count "
                             "removal=end king=flying king_landing=any crown_mid_capture=ignore crown_row=far "
                             "blocked=loss shrink=none setup=right repetition=3 quiet_limit=40 capture_by=jump "
                             "chain_revisit=allowed chain_direction=any first_capture=chain piece_revisit=allowed "
                             "far_row_steps=allowed");
}

static void describe_truncates_to_the_buffer(void **state)
{
    const Rules *r = *state;
    char buf[24];
    memset(buf, 'x', sizeof buf);
    rules_describe(r, NULL, buf, sizeof buf);
    assert_int_equal(strlen(buf), sizeof buf - 1);
    assert_memory_equal(buf, "men_move=forward men_ca", sizeof buf);
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
    const struct CMUnitTest tests[] = {
        T(option_table_is_the_one_of_rules_md),
        T(unknown_option_lookup_is_null),
        T(defaults_are_kharbaga_standard),
        T(every_value_of_every_option_sets_and_reads_back),
        T(set_changes_only_its_own_field),
        T(enum_values_match_the_option_order),
        T(integer_options_accept_their_whole_range),
        T(integer_out_of_range_is_refused_and_kept),
        T(integer_that_is_not_a_number_is_refused),
        T(unknown_key_names_it_and_lists_every_key),
        T(unknown_value_names_it_and_lists_the_values),
        T(bad_value_has_its_code_and_the_expected_part),
        T(value_text_of_an_out_of_range_enum_is_a_question_mark),
        T(pair_sets_key_to_value),
        T(pair_without_equals_or_key_is_refused),
        T(pair_with_empty_or_bad_value_is_refused),
        T(pair_with_overlong_key_is_refused),
        T(describe_of_equal_rules_is_empty),
        T(describe_lists_the_differences_in_table_order),
        T(describe_without_base_lists_every_option),
        T(describe_truncates_to_the_buffer),
    };
#undef T
    return cmocka_run_group_tests_name("rules", tests, NULL, NULL);
}
