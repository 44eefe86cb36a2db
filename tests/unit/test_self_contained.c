/*
 * test_self_contained.c — no file of the repository refers to a file outside it, and every
 * citation of a section of the docs (docs/<page>.md#<anchor>) names a heading that exists.
 *
 * Every file under the source tree is read (hidden ones such as .ci/ included; .git, build trees
 * and binary files left out). A file fails if it names:
 *   - a path into the folder beside the repository that the project's notes once lived in
 *     (a dot-dot path into "shared");
 *   - an absolute path into the machine's work folder, which holds the repository's checkouts;
 *   - the bare name of one of those outside notes (the rule, design or style notes: RULES, DESIGN,
 *     STYLE with a .md ending) when no such file exists next to it or at the top of the repository;
 *   - a symbolic link with an absolute target.
 * The rule reference users need is docs/rules.md (and docs/perft.md for the move counts).
 *
 * The forbidden names are put together at run time, so that this file does not name them itself.
 * Anchors are matched as GitHub makes them from headings: lower case, spaces to '-', punctuation
 * dropped (non-ASCII characters dropped too, an approximation that fits the headings used here).
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
#include <unistd.h>

static char outside_dir[32], work_dir[16], note_names[3][16];

static void names_init(void)
{
    snprintf(outside_dir, sizeof outside_dir, "%s%s", "../", "shared");
    snprintf(work_dir, sizeof work_dir, "%s%s", "/", "work");
    static const char *const notes[] = {"RULES", "DESIGN", "STYLE"};
    for (int i = 0; i < 3; i++)
        snprintf(note_names[i], sizeof note_names[i], "%s.md", notes[i]);
}

static bool path_char(int c) { return isalnum(c) || c == '_' || c == '-' || c == '.' || c == '/'; }

static bool exists(const char *rel)
{
    char full[2048];
    struct stat st;
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, rel);
    return stat(full, &st) == 0;
}

/* Whether `name`, taken from folder `dir` ("" or ending in '/'), is a file of the repository: it
 * exists and ".." never climbs above the top. */
static bool in_repository(const char *dir, const char *name)
{
    char joined[1400], norm[1400] = "";
    snprintf(joined, sizeof joined, "%s%s", name[0] == '/' ? "" : dir, name);
    if (name[0] == '/')
        return false;
    size_t len = 0;
    for (char *seg = strtok(joined, "/"); seg; seg = strtok(NULL, "/")) {
        if (!strcmp(seg, "."))
            continue;
        if (!strcmp(seg, "..")) {
            if (len == 0)
                return false;
            while (len > 0 && norm[len - 1] != '/')
                len--;
            if (len > 0)
                len--;
            norm[len] = '\0';
            continue;
        }
        len += (size_t)snprintf(norm + len, sizeof norm - len, "%s%s", len ? "/" : "", seg);
        if (len >= sizeof norm)
            return false;
    }
    return exists(norm);
}

/* The GitHub anchor of a heading's text. */
static void slug(const char *text, size_t n, char *out, size_t len)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (isalnum(c) || c == '_' || c == '-')
            out[k++] = (char)tolower(c);
        else if (c == ' ')
            out[k++] = '-';
    }
    out[k] = '\0';
}

/* Whether the Markdown page `page` (a repository path) has a heading whose anchor is `anchor`. */
static bool has_anchor(const char *page, const char *anchor)
{
    char full[2048];
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, page);
    FILE *f = fopen(full, "r");
    if (!f)
        return false;
    char *line = NULL, s[512];
    size_t cap = 0;
    ssize_t n;
    bool found = false, fenced = false;
    while (!found && (n = getline(&line, &cap, f)) > 0) {
        if (strncmp(line, "```", 3) == 0)
            fenced = !fenced;
        if (fenced || line[0] != '#')
            continue;
        const char *t = line;
        while (*t == '#')
            t++;
        while (*t == ' ')
            t++;
        size_t len = strcspn(t, "\r\n");
        while (len > 0 && (t[len - 1] == ' ' || t[len - 1] == '#'))
            len--;
        slug(t, len, s, sizeof s);
        found = strcmp(s, anchor) == 0;
    }
    free(line);
    fclose(f);
    return found;
}

/* The folder part of `rel` ("" at the top), for names relative to the file that names them. */
static void folder_of(const char *rel, char *out, size_t len)
{
    const char *slash = strrchr(rel, '/');
    snprintf(out, len, "%.*s", slash ? (int)(slash - rel + 1) : 0, rel);
}

/* Checks one line of file `rel`; returns how many bad references it holds, each reported when
 * `report`. */
static int check_line(const char *rel, long line_no, const char *line, bool report)
{
    int bad = 0;
    char name[600], dir[600], what[2048];
    folder_of(rel, dir, sizeof dir);
    for (const char *p = line; *p; p++) {
        bool word_start = p == line || !path_char((unsigned char)p[-1]);
        what[0] = '\0';
        if (strncmp(p, outside_dir, strlen(outside_dir)) == 0) {
            snprintf(what, sizeof what, "a path outside the repository (%.60s)", p);
        } else if (word_start && strncmp(p, work_dir, strlen(work_dir)) == 0 &&
                   (p[strlen(work_dir)] == '/' || !path_char((unsigned char)p[strlen(work_dir)]))) {
            snprintf(what, sizeof what, "an absolute path outside the repository (%.60s)", p);
        } else {
            /* one of the notes' names, bare or at the end of a path: it must resolve from the
             * naming file's folder or from the top */
            for (int i = 0; i < 3; i++) {
                size_t k = strlen(note_names[i]);
                if (strncmp(p, note_names[i], k) != 0 || (!word_start && p[-1] != '/') ||
                    (path_char((unsigned char)p[k]) && p[k] != '.'))
                    continue;
                const char *from = p;
                while (from > line && path_char((unsigned char)from[-1]))
                    from--;
                snprintf(name, sizeof name, "%.*s", (int)(p - from + (ptrdiff_t)k), from);
                if (!in_repository("", name) && !in_repository(dir, name))
                    snprintf(what, sizeof what, "%s, which is not in the repository", name);
            }
            /* docs/<page>.md#<anchor>: the page has that heading */
            if (word_start && strncmp(p, "docs/", 5) == 0) {
                size_t n = 0;
                while (path_char((unsigned char)p[n]))
                    n++;
                if (n > 3 && memcmp(p + n - 3, ".md", 3) == 0 && p[n] == '#') {
                    size_t a = 0;
                    while (isalnum((unsigned char)p[n + 1 + a]) || p[n + 1 + a] == '-' || p[n + 1 + a] == '_')
                        a++;
                    char anchor[200];
                    snprintf(name, sizeof name, "%.*s", (int)n, p);
                    snprintf(anchor, sizeof anchor, "%.*s", (int)a, p + n + 1);
                    if (!has_anchor(name, anchor))
                        snprintf(what, sizeof what, "%s#%s, a section that %s does not have", name, anchor, name);
                }
            }
        }
        if (what[0]) {
            if (report)
                print_error("%s:%ld: names %s\n", rel, line_no, what);
            bad++;
        }
    }
    return bad;
}

/* Checks every line of file `rel` (binary files, those with a NUL byte, are left out). */
static int check_file(const char *rel)
{
    char full[2048];
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, rel);
    FILE *f = fopen(full, "rb");
    if (!f)
        return 0;
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap + 1);
    assert_non_null(text);
    for (size_t n; (n = fread(text + len, 1, cap - len, f)) > 0;)
        if ((len += n) == cap) {
            text = realloc(text, (cap *= 2) + 1);
            assert_non_null(text);
        }
    fclose(f);
    text[len] = '\0';
    int bad = 0;
    if (!memchr(text, '\0', len)) { /* a binary file names nothing */
        long line_no = 0;
        for (char *line = text, *end; line < text + len; line = end + 1) {
            end = strchr(line, '\n');
            if (!end)
                end = text + len;
            *end = '\0';
            bad += check_line(rel, ++line_no, line, true);
        }
    }
    free(text);
    return bad;
}

/* Checks every file under folder `rel` ("" for the top); returns the bad references found and
 * counts the files read in *files. */
static int check_tree(const char *rel, int *files)
{
    char full[2048];
    snprintf(full, sizeof full, "%s/%s", KHARBAGA_SOURCE_DIR, rel);
    DIR *d = opendir(full);
    assert_non_null(d);
    int bad = 0;
    for (struct dirent *e; (e = readdir(d));) {
        const char *name = e->d_name;
        if (!strcmp(name, ".") || !strcmp(name, "..") || !strcmp(name, ".git"))
            continue;
        if (!rel[0] && (!strncmp(name, "build", 5) || !strcmp(name, ".cache"))) /* .gitignore's */
            continue;
        char child[1024], path[2048];
        snprintf(child, sizeof child, "%s%s%s", rel, rel[0] ? "/" : "", name);
        snprintf(path, sizeof path, "%s/%s", KHARBAGA_SOURCE_DIR, child);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISLNK(st.st_mode)) {
            char target[1024];
            ssize_t n = readlink(path, target, sizeof target - 1);
            if (n > 0 && target[0] == '/') {
                target[n] = '\0';
                print_error("%s: a link to %s, outside the repository\n", child, target);
                bad++;
            }
        } else if (S_ISDIR(st.st_mode)) {
            char cache[2100];
            snprintf(cache, sizeof cache, "%s/CMakeCache.txt", path);
            if (access(cache, F_OK) != 0) /* a build tree is not the repository's */
                bad += check_tree(child, files);
        } else if (S_ISREG(st.st_mode)) {
            bad += check_file(child);
            (*files)++;
        }
    }
    closedir(d);
    return bad;
}

static void test_no_file_refers_outside_the_repository(void **state)
{
    (void)state;
    int files = 0;
    int bad = check_tree("", &files);
    assert_true(files > 100); /* the walk really read the repository */
    assert_int_equal(bad, 0);
}

/* Each kind of bad reference is found (the walk would pass vacuously otherwise), and good ones are
 * left alone. */
static void test_a_bad_reference_is_found(void **state)
{
    (void)state;
    char line[256];
    snprintf(line, sizeof line, "see %s/%s for the rules\n", outside_dir, note_names[0]);
    assert_int_equal(check_line("README.md", 1, line, false), 2); /* the path, and the bare name */
    snprintf(line, sizeof line, "written from %s/shared/seeds/x.txt\n", work_dir);
    assert_int_equal(check_line("docs/x.md", 1, line, false), 1);
    snprintf(line, sizeof line, "-- Rules: %s, section 3.\n", note_names[0]);
    assert_int_equal(check_line("variants/x.lua", 1, line, false), 1);
    snprintf(line, sizeof line, "(%s)\n", note_names[1]);
    assert_int_equal(check_line("tests/x.c", 1, line, false), 1);
    snprintf(line, sizeof line, "/* %s */\n", note_names[2]);
    assert_int_equal(check_line("core/x.h", 1, line, false), 1);
    snprintf(line, sizeof line, "see docs/%s or ../%s\n", note_names[0], note_names[1]);
    assert_int_equal(check_line("README.md", 1, line, false), 2);
    snprintf(line, sizeof line, "docs/%s#no-such-section\n", "rules.md"); /* (not a reference here) */
    assert_int_equal(check_line("docs/x.md", 1, line, false), 1);
    snprintf(line, sizeof line, "docs/%s#boards\n", "nowhere.md");
    assert_int_equal(check_line("docs/x.md", 1, line, false), 1);

    assert_int_equal(check_line("docs/x.md", 1, "docs/rules.md#boards, docs/perft.md#reference-counts\n", false), 0);
    assert_int_equal(check_line("docs/x.md", 1, "docs/rules.md#options: men step forward\n", false), 0);
    assert_int_equal(check_line("docs/x.md", 1, "homework/ and network/ and https://x.org/working\n", false), 0);
    assert_int_equal(check_line("docs/x.md", 1, "extends = \"../common/base.lua\", MY_RULES.md\n", false), 0);
}

int main(void)
{
    names_init();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_bad_reference_is_found),
        cmocka_unit_test(test_no_file_refers_outside_the_repository),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
