/*
 * test_game_docs.c — docs/games/<game>.md is exactly what `kharbaga rules <game>` writes, for
 * every game in variants/, so that the documentation cannot drift from the scripts.
 *
 * To regenerate the pages after changing a script: cmake --build build --target game-docs
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "support/run.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[n] = '\0';
    fclose(f);
    return buf;
}

static void test_every_game_page_matches_its_script(void **state)
{
    (void)state;
    DIR *d = opendir(KHARBAGA_SOURCE_DIR "/variants");
    assert_non_null(d);
    int checked = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 5 || strcmp(e->d_name + len - 4, ".lua"))
            continue;
        char id[256], page[1024];
        snprintf(id, sizeof id, "%.*s", (int)(len - 4), e->d_name);
        snprintf(page, sizeof page, "%s/docs/games/%s.md", KHARBAGA_SOURCE_DIR, id);
        RunResult r = run_program((const char *const[]){KHARBAGA_BINARY, "rules", id, NULL}, 30);
        assert_int_equal(r.status, 0);
        char *want = read_file(page);
        if (!want)
            fail_msg("%s is missing: write it with kharbaga rules %s > %s", page, id, page);
        if (strcmp(want, r.out) != 0)
            fail_msg("%s differs from `kharbaga rules %s`: regenerate it (see the top of tests/test_game_docs.c)", page, id);
        free(want);
        run_free(&r);
        checked++;
    }
    closedir(d);
    assert_true(checked >= 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_every_game_page_matches_its_script)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
