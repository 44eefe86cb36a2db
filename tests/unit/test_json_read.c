/*
 * test_json_read.c — the program's JSON reader (lua/render/json_read.h), which the results files
 * and the engine protocol read with: every kind of value, strings decoded (escapes, \u with
 * surrogate pairs), members found by name, whole numbers in range, values compared, where each
 * value starts, a doc read into again, and bad text refused with the byte where it went wrong
 * and what was expected, never a crash.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "json_read.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static JsonDoc parse_ok(const char *text)
{
    JsonDoc doc;
    char err[128];
    if (!json_parse(text, strlen(text), &doc, err, sizeof err))
        fail_msg("expected %s to parse; got: %s", text, err);
    return doc;
}

static void test_values(void **state)
{
    (void)state;
    JsonDoc doc = parse_ok(" {\"a\": [1, -2.5e1, true, false, null], \"b\": {\"c\": \"x\"}, \"n\": 0} ");
    const JsonValue *a = json_member(doc.root, "a");
    assert_non_null(a);
    assert_int_equal(a->type, JSON_ARRAY);
    assert_int_equal(a->count, 5);
    assert_int_equal(json_item(a, 0)->number, 1);
    assert_true(json_item(a, 1)->number == -25.0);
    assert_int_equal(json_item(a, 2)->type, JSON_TRUE);
    assert_int_equal(json_item(a, 3)->type, JSON_FALSE);
    assert_int_equal(json_item(a, 4)->type, JSON_NULL);
    assert_null(json_item(a, 5));
    assert_string_equal(json_member(json_member(doc.root, "b"), "c")->text, "x");
    assert_null(json_member(doc.root, "missing"));
    assert_null(json_member(a, "a")); /* not an object */
    long long n;
    assert_true(json_whole(json_member(doc.root, "n"), 0, 10, &n));
    assert_int_equal(n, 0);
    assert_true(json_whole(json_item(a, 0), 1, 1, &n));
    assert_false(json_whole(json_item(a, 0), 2, 10, &n)); /* out of range */
    assert_false(json_whole(json_item(a, 1), -100, 100, &n)); /* not whole as written */
    assert_false(json_whole(json_item(a, 2), 0, 10, &n)); /* not a number */
    json_doc_free(&doc);
}

static void test_strings(void **state)
{
    (void)state;
    JsonDoc doc = parse_ok("[\"a\\\"b\\\\c\\/d\\n\\t\", \"\\u00e9\\u20ac\", \"\\ud83d\\ude00\", \"\"]");
    assert_string_equal(json_item(doc.root, 0)->text, "a\"b\\c/d\n\t");
    assert_string_equal(json_item(doc.root, 1)->text, "\xc3\xa9\xe2\x82\xac");
    assert_string_equal(json_item(doc.root, 2)->text, "\xf0\x9f\x98\x80");
    assert_string_equal(json_item(doc.root, 3)->text, "");
    json_doc_free(&doc);
}

static void test_equal(void **state)
{
    (void)state;
    JsonDoc a = parse_ok("{\"x\":[1,\"s\",null],\"y\":2}"), b = parse_ok("{ \"x\" : [ 1 , \"s\" , null ] , \"y\" : 2 }"),
            c = parse_ok("{\"x\":[1,\"s\",null],\"y\":3}"), d = parse_ok("{\"y\":2,\"x\":[1,\"s\",null]}");
    assert_true(json_equal(a.root, b.root));
    assert_false(json_equal(a.root, c.root));
    assert_false(json_equal(a.root, d.root)); /* members in another order */
    json_doc_free(&a);
    json_doc_free(&b);
    json_doc_free(&c);
    json_doc_free(&d);
}

/* Bad text: refused, with the column named. */
static void expect_refused(const char *text, const char *message)
{
    JsonDoc doc;
    char err[128] = "";
    if (json_parse(text, strlen(text), &doc, err, sizeof err))
        fail_msg("expected %s to be refused", text);
    assert_null(doc.root);
    if (!strstr(err, message))
        fail_msg("%s: expected a message containing \"%s\", got \"%s\"", text, message, err);
}

static void test_refused(void **state)
{
    (void)state;
    expect_refused("", "column 1: expected a value");
    expect_refused("{\"a\":1,}", "column 8: expected a string in double quotes: a member's name");
    expect_refused("[1 2]", "column 4: expected ',' or ']' after an element of a list");
    expect_refused("{\"a\" 1}", "column 6: expected ':'");
    expect_refused("\"abc", "expected the string's closing '\"'");
    expect_refused("\"a\nb\"", "a control character");
    expect_refused("\"\\x\"", "column 3: expected an escape \\\" \\\\");
    expect_refused("\"\\u12\"", "column 6: expected four hex digits after \\u");
    expect_refused("\"\\ud800\"", "expected the \\u escape of a low surrogate after a high one");
    expect_refused("\"\\ud800\\u0041\"", "expected the \\u escape of a low surrogate after a high one");
    expect_refused("\"\\udc00\"", "a \\u escape of a low surrogate without its high one");
    expect_refused("\"\\u0000\"", "a NUL character (\\u0000) in a string");
    expect_refused("01", "column 2: expected the end of the line after the value");
    expect_refused("-", "expected a digit");
    expect_refused("1.", "after the decimal point");
    expect_refused("1e", "in the exponent");
    expect_refused("tru", "column 1: expected a value: a string, a number, true, false, null, a list or an object");
    expect_refused("nul", "expected a value");
    expect_refused("[1] x", "column 5: expected the end of the line");
    expect_refused("+1", "expected a value");
    char deep[80];
    memset(deep, '[', 40);
    memset(deep + 40, ']', 39);
    deep[79] = '\0';
    expect_refused(deep, "nested deeper than 32");
}

/* The problem as data: the byte it is at (the text's length when the text ends early), and what
 * was expected there, so that each reader of JSON can say where in its own terms. */
static void test_problem(void **state)
{
    (void)state;
    JsonDoc doc = {0};
    JsonProblem problem;
    assert_false(json_read("{\"a\":", 5, &doc, &problem));
    assert_null(doc.root);
    assert_int_equal(problem.at, 5);
    assert_string_equal(problem.what, "expected a value");
    assert_false(json_read("[1,x]", 5, &doc, &problem));
    assert_int_equal(problem.at, 3);
    /* a NUL byte is text like any other: refused in a string as a control character, not an end */
    assert_false(json_read("[\"a\0b\"]", 7, &doc, &problem));
    assert_int_equal(problem.at, 3);
    json_doc_free(&doc);
}

/* Where each value and each member's name starts, for the messages of whoever reads the tree. */
static void test_positions(void **state)
{
    (void)state;
    JsonDoc doc = parse_ok("{\"cmd\": \"go\", \"moves\" :[\"e3-e5\", \"e7xe3\"]}");
    const JsonValue *cmd = json_member(doc.root, "cmd"), *moves = json_member(doc.root, "moves");
    assert_int_equal(doc.root->at, 0);
    assert_int_equal(cmd->key_at, 1);
    assert_int_equal(cmd->at, 8);
    assert_int_equal(moves->key_at, 14);
    assert_int_equal(moves->at, 23);
    assert_int_equal(json_item(moves, 1)->at, 33);
    json_doc_free(&doc);
}

/* One doc read into again and again: a text that fits keeps the block, a longer one gets a larger
 * one, and every read gives its own tree. */
static void test_reuse(void **state)
{
    (void)state;
    JsonDoc doc = {0};
    JsonProblem problem;
    char big[4096];
    size_t n = 0;
    big[n++] = '[';
    for (int i = 0; i < 500; i++)
        n += (size_t)snprintf(big + n, sizeof big - n, "%s\"%d\"", i ? "," : "", i);
    big[n++] = ']';
    assert_true(json_read(big, n, &doc, &problem));
    assert_int_equal(doc.root->count, 500);
    assert_string_equal(json_item(doc.root, 499)->text, "499");
    void *block = doc.block;
    assert_true(json_read("{\"a\":\"\\u00e9\"}", 14, &doc, &problem));
    assert_ptr_equal(doc.block, block);
    assert_string_equal(json_member(doc.root, "a")->text, "\xc3\xa9");
    assert_false(json_read("{\"a\":", 5, &doc, &problem));
    assert_null(doc.root);
    assert_true(json_read(big, n, &doc, &problem));
    assert_int_equal(doc.root->count, 500);
    json_doc_free(&doc);
    assert_null(doc.block);
    assert_int_equal(doc.size, 0);
}

/* The worst texts for the block's size: a value a byte, strings of escapes, numbers one digit
 * long; each read, under the sanitizers, within its block. */
static void test_bounds(void **state)
{
    (void)state;
    const char *texts[] = {"[1,2,3,4,5,6,7,8,9]", "[[[[[[[[]]]]]]]]", "[{},{},{}]", "{\"\":0,\"\":1}",
                           "[\"\\ud83d\\ude00\",\"\\u20ac\"]", "\"\"", "0", "[\",,,,[[[{{{\"]"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        JsonDoc doc = parse_ok(texts[i]);
        json_doc_free(&doc);
    }
}

/* Every prefix of a valid text, and the text with each byte replaced by a few others: parsed or
 * refused, never a crash (the sanitizer build checks the memory). */
static void test_mangled(void **state)
{
    (void)state;
    const char *text = "{\"kharbaga\":\"match\",\"shard\":[2,4],\"s\":\"a\\u00e9\\ud83d\\ude00\",\"n\":[-1.5e3,0,true]}";
    size_t len = strlen(text);
    char buf[128], err[128];
    for (size_t cut = 0; cut <= len; cut++) {
        JsonDoc doc;
        bool ok = json_parse(text, cut, &doc, err, sizeof err);
        assert_true(ok == (cut == len));
        json_doc_free(&doc);
    }
    const char swaps[] = "\"\\[]{}:,0e-u \x01";
    for (size_t i = 0; i < len; i++)
        for (const char *s = swaps; *s; s++) {
            memcpy(buf, text, len);
            buf[i] = *s;
            JsonDoc doc;
            if (json_parse(buf, len, &doc, err, sizeof err))
                json_doc_free(&doc);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_values), cmocka_unit_test(test_strings), cmocka_unit_test(test_equal),
        cmocka_unit_test(test_refused), cmocka_unit_test(test_problem), cmocka_unit_test(test_positions),
        cmocka_unit_test(test_reuse), cmocka_unit_test(test_bounds), cmocka_unit_test(test_mangled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
