/*
 * test_query_text.c — a URL query's text decoded as the server and the WebAssembly module read
 * it (lua/serve/query_text.c): "%HH" a byte in either case of hex digit, '+' a blank, and a '%'
 * without two hex digits after it kept as it is, at the end of the text too.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "query_text.h"

static void expect_decoded(const char *query, const char *decoded, size_t len)
{
    char s[128];
    strcpy(s, query);
    assert_int_equal(query_unescape(s), len);
    assert_memory_equal(s, decoded, len + 1);
}

static void test_bytes_and_blanks(void **state)
{
    (void)state;
    expect_decoded("", "", 0);
    expect_decoded("e3-e5", "e3-e5", 5);
    expect_decoded("a+b", "a b", 3);
    expect_decoded("%41%62%2b%2B", "Ab++", 4);
    expect_decoded("removal%3Dimmediate", "removal=immediate", 17);
    expect_decoded("%C3%A9", "\xc3\xa9", 2);
}

static void test_not_an_escape(void **state)
{
    (void)state;
    expect_decoded("100%", "100%", 4);
    expect_decoded("%4", "%4", 2);
    expect_decoded("%zz%4g", "%zz%4g", 6);
    expect_decoded("%%41", "%A", 2);
}

static void test_nul_inside(void **state)
{
    (void)state;
    expect_decoded("a%00b", "a\0b", 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bytes_and_blanks),
        cmocka_unit_test(test_not_an_escape),
        cmocka_unit_test(test_nul_inside),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
