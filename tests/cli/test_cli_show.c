/*
 * test_cli_show.c — `kharbaga show`: the start, a given position, and the JSON output.
 *
 * The program is run through tests/support/cli.h.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/cli.h"
#include "support/run.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void test_show_start(void **state)
{
    (void)state;
    RunResult r = RUN("show");
    expect_success(&r);
    expect_line(r.out, " 9 w-------w-------w-------w-------w");
    expect_line(r.out, " 8 |   w   |   w   |   w   |   w   |");
    expect_line(r.out, " 5 w-------w-------.-------b-------b");
    expect_line(r.out, " 4 |   b   |   b   |   b   |   b   |");
    expect_line(r.out, " 1 b-------b-------b-------b-------b");
    expect_line(r.out, "   | \\   / | \\   / | \\   / | \\   / |");
    expect_line(r.out, "   a   b   c   d   e   f   g   h   i");
    expect_line(r.out, "Kharbaga (standard) — Black to move");
    expect_line(r.out, "b = Black man (20), B = Black Mullah (0)");
    expect_line(r.out, "w = White man (20), W = White Mullah (0)");
    char line[512];
    snprintf(line, sizeof line, "position: %s", START);
    expect_line(r.out, line);
    run_free(&r);
    /* a game without promotion counts no kings */
    r = RUN("show", "--variant", "alquerque");
    expect_success(&r);
    expect_line(r.out, "w = White man (12)");
    run_free(&r);
}

/* A board whose middle row is offset by half a step (Kolowis Awithlaknannai's kind), its rows
 * naming their points from a: the legend under it says each column letter once. */
static void test_show_offset_rows(void **state)
{
    (void)state;
    RunResult r = RUN("show", "--variant", KHARBAGA_SOURCE_DIR "/tests/data/check/offset_rows.lua");
    expect_success(&r);
    expect_line(r.out, " 3 w-------w-------w");
    expect_line(r.out, " 2     .-------.");
    expect_line(r.out, " 1 b-------b-------b");
    expect_line(r.out, "   a       b       c");
    run_free(&r);
}

static void test_show_position(void **state)
{
    (void)state;
    RunResult r = RUN("show", "--position", "W:BKe5:Wc7,g7", "--ruleset", "immediate");
    expect_success(&r);
    expect_line(r.out, " 9 .-------.-------.-------.-------.");
    expect_line(r.out, " 7 .-------w-------.-------w-------.");
    expect_line(r.out, " 5 .-------.-------B-------.-------.");
    expect_line(r.out, "Kharbaga (immediate) — White to move");
    expect_line(r.out, "b = Black man (0), B = Black Mullah (1)");
    expect_line(r.out, "position: W:BKe5:Wc7,g7");
    expect_contains(r.out, "removal=immediate");
    assert_null(strstr(r.out, "dead point"));
    run_free(&r);
    /* a shrunk board draws its dead points as blanks with no line to them (they are off the
     * board: the live points' lines end at the new edge), and the legend says what they are */
    r = RUN("show", "--variant", "tuknanavuhpi", "--position", "W:Wc3,e3:Bc5:Db8,d8,f8,h8,a9,c9,e9,g9,i9");
    expect_success(&r);
    assert_true(strstr(r.out, " 9\n\n 8\n\n 7 .-------.-------.-------.-------.\n") == r.out);
    expect_line(r.out, "blank = a dead point, off the board (9)");
    run_free(&r);
}

static void test_show_json(void **state)
{
    (void)state;
    RunResult r = RUN("show", "--json");
    expect_success(&r);
    JValue root;
    j_parse(r.out, &root);
    assert_string_equal(j_need(&root, "variant", J_STRING)->string, "kharbaga");
    assert_string_equal(j_need(&root, "ruleset", J_STRING)->string, "standard");
    assert_string_equal(j_need(&root, "position", J_STRING)->string, START);
    assert_string_equal(j_need(&root, "to_move", J_STRING)->string, "Black");
    j_free(&root);
    run_free(&r);
}

int main(void)
{
    static const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_show_start),
        cmocka_unit_test(test_show_offset_rows),
        cmocka_unit_test(test_show_position),
        cmocka_unit_test(test_show_json),
    };
    return cmocka_run_group_tests_name("test_cli_show", tests, NULL, NULL);
}
