/*
 * test_gamecache_lang.c — the server's game cache keeps a game once per language: threads that
 * read in different languages (lua/serve/gamecache.c, lua/host/texts.h) each get the game's texts
 * in their own, from the cache as from the first load.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "gamecache.h"
#include "i18n.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef KHARBAGA_LOCALE_DIR
#error "KHARBAGA_LOCALE_DIR: the build's catalogs"
#endif

static Catalog *spanish;

static int setup(void **state)
{
    (void)state;
    FILE *f = fopen(KHARBAGA_LOCALE_DIR "/es/LC_MESSAGES/kharbaga.mo", "rb");
    assert_non_null(f);
    static unsigned char bytes[1 << 22];
    size_t n = fread(bytes, 1, sizeof bytes, f);
    fclose(f);
    Err err = {0};
    spanish = catalog_read(bytes, n, &err);
    assert_non_null(spanish);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    i18n_use(NULL);
    gamecache_clear();
    catalog_free(spanish);
    return 0;
}

static void test_catalog_language(void **state)
{
    (void)state;
    assert_string_equal(catalog_language(spanish), "es");
    assert_null(catalog_language(NULL));
}

/* The summary of felli as the calling thread's language loads it from the cache. */
static void expect_region(const char *region)
{
    GameDef *def = calloc(1, sizeof *def); /* zeroed, as cli_load gives it */
    char err[LOADER_ERRLEN];
    assert_non_null(def);
    if (!gamecache_load("felli", def, err, sizeof err))
        fail_msg("%s", err);
    assert_string_equal(def->region, region);
    gamedef_release(def);
    free(def);
}

static void test_each_language_its_own_texts(void **state)
{
    (void)state;
    for (int round = 0; round < 2; round++) { /* loaded, then from the cache */
        i18n_use(spanish);
        expect_region("Marruecos");
        i18n_use(NULL);
        expect_region("Morocco");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_catalog_language),
        cmocka_unit_test(test_each_language_its_own_texts),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
