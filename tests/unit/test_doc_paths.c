/*
 * test_doc_paths.c — every file of the repository that the README, the docs or a comment of the
 * sources names (core/..., lua/..., tests/..., docs/..., variants/... with a file ending) exists,
 * so that no text sends a reader to a file that was renamed or removed.
 *
 * Read: README.md, the Markdown of docs/, the sources of core/ and lua/, and the build files (the test
 * programs' strings name corpus files relative to folders of their own, and are left out).
 * A name is a run of path characters starting with one of those folders and ending in .c, .h,
 * .md, .lua, .cmake, .perft or .dict. Names with ".." or a placeholder (<game>, *, NNN) are
 * patterns, not files, and are left alone.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <ctype.h>
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *const folders[] = {"core/", "lua/", "tests/", "docs/", "variants/", NULL};
static const char *const endings[] = {".c", ".h", ".md", ".lua", ".cmake", ".perft", ".dict", NULL};

static bool path_char(int c) { return isalnum(c) || c == '_' || c == '-' || c == '.' || c == '/'; }

static bool ends_with_known(const char *s, size_t n)
{
    for (int i = 0; endings[i]; i++) {
        size_t k = strlen(endings[i]);
        if (n > k && memcmp(s + n - k, endings[i], k) == 0)
            return true;
    }
    return false;
}

/* The length of a repository path starting at s (0 if none starts there). */
static size_t path_at(const char *s)
{
    for (int i = 0; folders[i]; i++)
        if (strncmp(s, folders[i], strlen(folders[i])) == 0) {
            size_t n = 0;
            while (path_char((unsigned char)s[n]))
                n++;
            while (n > 0 && (s[n - 1] == '.' || s[n - 1] == '/')) /* a sentence's full stop */
                n--;
            return ends_with_known(s, n) ? n : 0;
        }
    return 0;
}

/* Checks every path named in the file `rel`; returns how many are missing (each reported). */
static int check_file(const char *rel)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, rel);
    FILE *f = fopen(full, "r");
    if (!f)
        return 0;
    int missing = 0, line_no = 0;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line_no++;
        for (const char *p = line; *p; p++) {
            if (p > line && path_char((unsigned char)p[-1]))
                continue; /* inside a longer word: build/tests/..., ../docs/... */
            size_t n = path_at(p);
            if (n == 0)
                continue;
            char name[512], target[1600];
            snprintf(name, sizeof name, "%.*s", (int)n, p);
            p += n - 1;
            if (strstr(name, "..") || strchr(name, '*'))
                continue;
            struct stat st;
            snprintf(target, sizeof target, "%s/%s", KHARBAGA_SOURCE_DIR, name);
            if (stat(target, &st) != 0) {
                print_error("%s:%d: names %s, which does not exist\n", rel, line_no, name);
                missing++;
            }
        }
    }
    fclose(f);
    return missing;
}

/* Checks every file of folder `dir` whose name ends in one of the given endings. */
static int check_folder(const char *dir, const char *const *which)
{
    char full[1024];
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, dir);
    DIR *d = opendir(full);
    assert_non_null(d);
    int missing = 0;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        for (int i = 0; which[i]; i++) {
            size_t k = strlen(which[i]);
            if (n > k && strcmp(e->d_name + n - k, which[i]) == 0) {
                char rel[600];
                snprintf(rel, sizeof rel, "%s/%s", dir, e->d_name);
                missing += check_file(rel);
            }
        }
    }
    closedir(d);
    return missing;
}

static void test_named_files_exist(void **state)
{
    (void)state;
    static const char *const markdown[] = {".md", NULL}, *const sources[] = {".c", ".h", "CMakeLists.txt", NULL},
                             *const build[] = {".cmake", "CMakeLists.txt", NULL};
    int missing = check_file("README.md") + check_file("CMakeLists.txt");
    missing += check_folder("docs", markdown) + check_folder("docs/design", markdown);
    missing += check_folder("core", sources) + check_folder("lua", sources);
    /* the tests' programs name corpus files relative to a folder of their own; their build files
     * name the repository's */
    missing += check_folder("tests", build);
    assert_int_equal(missing, 0);
}

/* The check finds a missing file where it should (it would pass vacuously otherwise). */
static void test_a_missing_name_is_found(void **state)
{
    (void)state;
    assert_int_equal(path_at("lua/hooks.c, which"), strlen("lua/hooks.c"));
    assert_int_equal(path_at("core/search.h."), strlen("core/search.h"));
    assert_int_equal(path_at("docs/"), 0);
    assert_int_equal(path_at("lua/prelude"), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_missing_name_is_found),
        cmocka_unit_test(test_named_files_exist),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
