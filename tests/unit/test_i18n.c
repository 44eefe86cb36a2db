/*
 * test_i18n.c — message catalogs (core/i18n.c): .mo files read and looked up, damaged ones
 * refused, plural rules of the languages the program speaks evaluated, and the language of each
 * thread kept apart from the others'.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "i18n.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* A .mo file as msgfmt writes it (no hash table): pairs sorted by original, header first. */
typedef struct Mo {
    unsigned char bytes[4096];
    size_t len;
} Mo;

static void put_word(Mo *mo, size_t at, uint32_t w)
{
    memcpy(mo->bytes + at, &w, 4);
}

/* originals[i] / translations[i] (each given with its length, for plural strings holding NULs). */
static void make_mo(Mo *mo, int n, const char *const originals[], const size_t olen[], const char *const translations[],
                    const size_t tlen[])
{
    memset(mo, 0, sizeof *mo);
    size_t otable = 28, ttable = otable + 8 * (size_t)n, at = ttable + 8 * (size_t)n;
    put_word(mo, 0, 0x950412de);
    put_word(mo, 4, 0);
    put_word(mo, 8, (uint32_t)n);
    put_word(mo, 12, (uint32_t)otable);
    put_word(mo, 16, (uint32_t)ttable);
    for (int t = 0; t < 2; t++)
        for (int i = 0; i < n; i++) {
            const char *s = t ? translations[i] : originals[i];
            size_t len = t ? tlen[i] : olen[i];
            put_word(mo, (t ? ttable : otable) + 8 * (size_t)i, (uint32_t)len);
            put_word(mo, (t ? ttable : otable) + 8 * (size_t)i + 4, (uint32_t)at);
            memcpy(mo->bytes + at, s, len);
            at += len + 1; /* and its NUL */
        }
    mo->len = at;
}

static const char HEADER_RU[] = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=3; plural=(n%10==1 && "
                                "n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n";

/* A Russian catalog: the header, a plural message, three plain ones, and one of them again in a
 * context ("match table\004score", as msgfmt writes a msgctxt). */
static Catalog *russian(void)
{
    static const char plural_id[] = "%d piece\0%d pieces", plural_str[] = "%d фигура\0%d фигуры\0%d фигур";
    static const char score_in_table[] = "match table\004score";
    const char *const orig[] = {"", plural_id, "board", score_in_table, "score", "the side to move"}; /* sorted */
    const size_t olen[] = {0, sizeof plural_id - 1, 5, sizeof score_in_table - 1, 5, 16};
    const char *const tr[] = {HEADER_RU, plural_str, "доска", "очки", "оценка", "очередь хода"};
    const size_t tlen[] = {sizeof HEADER_RU - 1, sizeof plural_str - 1, strlen("доска"), strlen("очки"),
                           strlen("оценка"), strlen("очередь хода")};
    static Mo mo;
    make_mo(&mo, 6, orig, olen, tr, tlen);
    Err err = {0};
    Catalog *c = catalog_read(mo.bytes, mo.len, &err);
    if (!c)
        fail_msg("the catalog was refused: %s", err.msg);
    return c;
}

static void test_lookup(void **state)
{
    (void)state;
    Catalog *c = russian();
    assert_int_equal(catalog_count(c), 6);
    assert_string_equal(catalog_find(c, "board"), "доска");
    assert_string_equal(catalog_find(c, "the side to move"), "очередь хода");
    assert_null(catalog_find(c, "boar"));
    assert_null(catalog_find(c, "boards"));
    assert_null(catalog_find(c, "zzz"));
    i18n_use(c);
    assert_string_equal(_("board"), "доска");
    assert_string_equal(_("not translated"), "not translated");
    i18n_use(NULL);
    assert_string_equal(_("board"), "board");
    catalog_free(c);
}

/* C_(): the entry of the context, never the plain one; English without a catalog. */
static void test_context(void **state)
{
    (void)state;
    Catalog *c = russian();
    i18n_use(c);
    assert_string_equal(_("score"), "оценка");
    assert_string_equal(C_("match table", "score"), "очки");
    assert_string_equal(C_("another table", "score"), "score");
    assert_string_equal(C_("match table", "board"), "board");
    i18n_use(NULL);
    assert_string_equal(C_("match table", "score"), "score");
    catalog_free(c);
}

static void test_plural_forms(void **state)
{
    (void)state;
    Catalog *c = russian();
    i18n_use(c);
    const unsigned long n[] = {1, 2, 5, 11, 21, 22, 25, 101, 111, 0};
    const char *const want[] = {"%d фигура", "%d фигуры", "%d фигур", "%d фигур", "%d фигура",
                                "%d фигуры", "%d фигур", "%d фигура", "%d фигур", "%d фигур"};
    for (size_t i = 0; i < sizeof n / sizeof n[0]; i++)
        assert_string_equal(P_("%d piece", "%d pieces", n[i]), want[i]);
    i18n_use(NULL);
    assert_string_equal(P_("%d piece", "%d pieces", 1), "%d piece");
    assert_string_equal(P_("%d piece", "%d pieces", 0), "%d pieces");
    catalog_free(c);
}

/* The rules of the languages shipped, as their catalogs' headers write them. */
static void test_plural_rules(void **state)
{
    (void)state;
    const char *arabic = "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5";
    const unsigned long an[] = {0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111};
    const long aw[] = {0, 1, 2, 3, 3, 4, 4, 5, 5, 3, 4};
    for (size_t i = 0; i < sizeof an / sizeof an[0]; i++)
        assert_int_equal(i18n_plural_index(arabic, an[i]), aw[i]);
    assert_int_equal(i18n_plural_index("(n > 1)", 0), 0); /* French */
    assert_int_equal(i18n_plural_index("(n > 1)", 1), 0);
    assert_int_equal(i18n_plural_index("(n > 1)", 2), 1);
    assert_int_equal(i18n_plural_index("n != 1", 1), 0); /* English, Spanish, German */
    assert_int_equal(i18n_plural_index("n != 1", 7), 1);
    assert_int_equal(i18n_plural_index("0", 7), 0);
    assert_int_equal(i18n_plural_index("!(n <= 1) + 2 * (n % 7 == 3) - 0", 10), 3);
    /* what does not read */
    const char *const bad[] = {"", "n +", "(n", "n ? 1", "m", "n / 0", "n % (n - n)", "n = 1", "1 2",
                               "999999999 * 999999999 * 999999999 * 999999999", "0 - 1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(i18n_plural_index(bad[i], 5), -1);
}

static void test_damaged_catalogs(void **state)
{
    (void)state;
    const char *const orig[] = {"", "board"};
    const size_t olen[] = {0, 5};
    const char *const tr[] = {"Content-Type: text/plain; charset=UTF-8\n", "tablero"};
    const size_t tlen[] = {strlen(tr[0]), 7};
    Mo good;
    make_mo(&good, 2, orig, olen, tr, tlen);
    Err err = {0};
    Catalog *c = catalog_read(good.bytes, good.len, &err);
    assert_non_null(c);
    catalog_free(c);

    Mo bad = good;
    put_word(&bad, 0, 0x12345678);
    assert_null(catalog_read(bad.bytes, bad.len, &err));
    assert_non_null(strstr(err.msg, "magic"));
    bad = good;
    put_word(&bad, 8, 1000); /* more strings than the file holds */
    assert_null(catalog_read(bad.bytes, bad.len, &err));
    assert_non_null(strstr(err.msg, "damaged"));
    bad = good;
    put_word(&bad, 28 + 8 + 4, (uint32_t)good.len); /* a string past the end */
    assert_null(catalog_read(bad.bytes, bad.len, &err));
    bad = good;
    bad.bytes[good.len - 1] = 'x'; /* the last string not ended */
    assert_null(catalog_read(bad.bytes, bad.len, &err));
    assert_null(catalog_read(good.bytes, 20, &err)); /* cut short */
    assert_null(catalog_read("", 0, &err));

    const char *const htr[] = {"Plural-Forms: nplurals=2; plural=n +;\n", "tablero"};
    const size_t htlen[] = {strlen(htr[0]), 7};
    make_mo(&bad, 2, orig, olen, htr, htlen);
    assert_null(catalog_read(bad.bytes, bad.len, &err));
    assert_non_null(strstr(err.msg, "plural rule"));
}

/* Two threads, two languages, each its own, at once; a thread that chose none has the default. */
typedef struct Reader {
    const Catalog *catalog;
    const char *want;
    int wrong;
} Reader;

static void *read_board(void *arg)
{
    Reader *r = arg;
    i18n_use(r->catalog);
    for (int i = 0; i < 100000; i++)
        r->wrong += strcmp(_("board"), r->want) != 0;
    return NULL;
}

static void *read_default(void *arg)
{
    Reader *r = arg;
    r->wrong = strcmp(_("board"), r->want) != 0;
    return NULL;
}

static void test_language_per_thread(void **state)
{
    (void)state;
    Catalog *c = russian();
    Reader rs[2] = {{c, "доска", 0}, {NULL, "board", 0}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        assert_int_equal(pthread_create(&t[i], NULL, read_board, &rs[i]), 0);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert_int_equal(rs[0].wrong, 0);
    assert_int_equal(rs[1].wrong, 0);

    i18n_use_default(c);
    Reader d = {NULL, "доска", 0};
    pthread_t other;
    assert_int_equal(pthread_create(&other, NULL, read_default, &d), 0);
    pthread_join(other, NULL);
    assert_int_equal(d.wrong, 0);
    i18n_use_default(NULL);
    catalog_free(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lookup),
        cmocka_unit_test(test_context),
        cmocka_unit_test(test_plural_forms),
        cmocka_unit_test(test_plural_rules),
        cmocka_unit_test(test_damaged_catalogs),
        cmocka_unit_test(test_language_per_thread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
