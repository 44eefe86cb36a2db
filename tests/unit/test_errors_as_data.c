/*
 * test_errors_as_data.c — no code of core/ or lua/ decides anything from the text of one of the
 * program's messages (docs/design/errors.md): which failure it was is an Err's code, which input
 * it is about its caller's to say, where a problem of a script is its record's file, line and
 * field. Every C file is read for the ways a message's text was once read:
 *
 *   - an Err's message compared or searched (strncmp(e.msg, "unknown ruleset", ...));
 *   - the "kharbaga: " of an error line stripped or looked for in captured output;
 *   - a message or error buffer searched for words of ours (strstr(h->error, "(in the moves ..."));
 *   - a message compared with words (strcmp(msg, "out of memory")).
 *
 * Nothing is allowed: a line that matches fails the test. (Lua's own messages carry their place
 * only as text, "chunk:line:", which the sandbox and the report read where they come in: that is
 * Lua's format, compared with the chunk's name, not with words of a message.)
 */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/textfile.h"

#include <dirent.h>
#include <stdbool.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *pattern, *what;
} forbidden[] = {
    {"(strn?cmp|strstr|strcasestr|strn?casecmp|memcmp)\\([^;]*[A-Za-z_]+(\\.|->)msg\\b", "an Err's message read"},
    {"\"kharbaga: \".*(strn?cmp|strstr|strlen|\\+ *10)|(strn?cmp|strstr)\\([^;]*\"kharbaga: \"",
     "the prefix of an error line looked for"},
    {"strstr\\( *[A-Za-z_>.-]*\\b(msg|err|error|errbuf|message)\\b *, *\"", "a message searched for words"},
    {"strn?(case)?cmp\\( *[A-Za-z_>.-]*\\b(msg|err|error|errbuf|message)\\b *, *\"[A-Za-z(]",
     "a message compared with words"},
};
enum { NFORBIDDEN = sizeof forbidden / sizeof forbidden[0] };

static regex_t compiled[NFORBIDDEN];
static int found;

/* Every line of the file at path that matches a forbidden pattern, printed and counted. */
static void check_file(const char *path)
{
    char *text = textfile_read(path);
    if (!text)
        fail_msg("cannot read %s", path);
    int number = 1;
    for (char *line = text; *line; number++) {
        size_t n = strcspn(line, "\n");
        char saved = line[n];
        line[n] = '\0';
        for (int k = 0; k < NFORBIDDEN; k++)
            if (regexec(&compiled[k], line, 0, NULL, 0) == 0) {
                fprintf(stderr, "%s:%d: %s:\n  %s\n", path + strlen(KHARBAGA_SOURCE_DIR) + 1, number,
                        forbidden[k].what, line);
                found++;
            }
        line[n] = saved;
        line += n + (saved == '\n');
    }
    free(text);
}

/* Every .c and .h file under dir, in its subfolders too. */
static int check_tree(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        fail_msg("cannot read the folder %s", dir);
    int files = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len = strlen(e->d_name);
        if (e->d_type == DT_DIR)
            files += check_tree(path);
        else if (len > 2 && (!strcmp(e->d_name + len - 2, ".c") || !strcmp(e->d_name + len - 2, ".h")))
            check_file(path), files++;
    }
    closedir(d);
    return files;
}

static void no_decision_reads_a_message(void **state)
{
    (void)state;
    for (int k = 0; k < NFORBIDDEN; k++)
        assert_int_equal(regcomp(&compiled[k], forbidden[k].pattern, REG_EXTENDED | REG_NOSUB), 0);
    int files = check_tree(KHARBAGA_SOURCE_DIR "/core") + check_tree(KHARBAGA_SOURCE_DIR "/lua");
    assert_true(files > 100);
    for (int k = 0; k < NFORBIDDEN; k++)
        regfree(&compiled[k]);
    if (found)
        fail_msg("%d lines decide from a message's text (listed above)", found);
}

/* The patterns find what they are for: the lines that once read messages. */
static void the_patterns_find_the_old_ways(void **state)
{
    (void)state;
    static const char *const old[] = {
        "        thread_input = !strncmp(e.msg, \"unknown ruleset\", 15) ? \"ruleset\" : \"rule\";",
        "    if (!strncmp(line, \"kharbaga: \", 10))",
        "        if (len > 0 && strstr(h->error, \"(in the moves hook)\") && position_to_text(v, pos, text, sizeof text)) {",
        "        api_error(a, strcmp(msg, \"out of memory\") ? 400 : 500, failed[0] ? failed : fallback, \"%s\", msg);",
        "    else if (strncmp(msg, \"--\", 2) && strstr(msg, \": --\") && strstr(msg, \": --\") == msg + strcspn(msg, \" :\"))",
    };
    for (size_t i = 0; i < sizeof old / sizeof old[0]; i++) {
        bool matched = false;
        for (int k = 0; k < NFORBIDDEN; k++) {
            regex_t re;
            assert_int_equal(regcomp(&re, forbidden[k].pattern, REG_EXTENDED | REG_NOSUB), 0);
            matched |= regexec(&re, old[i], 0, NULL, 0) == 0;
            regfree(&re);
        }
        if (!matched)
            fail_msg("no pattern finds: %s", old[i]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(the_patterns_find_the_old_ways),
        cmocka_unit_test(no_decision_reads_a_message),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
