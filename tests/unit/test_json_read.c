/*
 * test_json_read.c — the JSON reader (lua/render/json_read.h): every kind of value, strings
 * decoded (escapes, \u with surrogate pairs), members found by name, whole numbers in range,
 * values compared, and bad text refused with the column where it went wrong, never a crash.
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
    expect_refused("", "column 1: expected a value, found the end of the text");
    expect_refused("{\"a\":1,}", "column 8: expected a member name");
    expect_refused("[1 2]", "column 4: expected ',' or ']'");
    expect_refused("{\"a\" 1}", "column 6: expected ':'");
    expect_refused("\"abc", "expected the closing quote");
    expect_refused("\"a\nb\"", "a control character");
    expect_refused("\"\\x\"", "after the backslash");
    expect_refused("\"\\u12\"", "four hexadecimal digits");
    expect_refused("\"\\ud800\"", "expected a low surrogate");
    expect_refused("\"\\udc00\"", "a lone low surrogate");
    expect_refused("\"\\u0000\"", "\\u0000 is not taken");
    expect_refused("01", "column 2: expected the end of the text");
    expect_refused("-", "expected a digit");
    expect_refused("1.", "after the decimal point");
    expect_refused("1e", "in the exponent");
    expect_refused("tru", "expected a value");
    expect_refused("nul", "expected a value");
    expect_refused("[1] x", "expected the end of the text");
    expect_refused("+1", "expected a value");
    char deep[80];
    memset(deep, '[', 40);
    memset(deep + 40, ']', 39);
    deep[79] = '\0';
    expect_refused(deep, "nested deeper than 32");
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
        cmocka_unit_test(test_refused), cmocka_unit_test(test_mangled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
