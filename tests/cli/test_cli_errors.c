/*
 * test_cli_errors.c — one test per kind of bad input to any command (the table bad_cases), output
 * that cannot be written, and a variant at a long path.
 *
 * Every bad input must give: a non-zero exit (not a signal), exactly one line on stderr starting
 * with "kharbaga: " that names the bad input and what was expected, and nothing on stdout.
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

/* A command whose output cannot be written (here a full device) says so on stderr and fails,
 * whether its output is one short line or many. */
static void test_output_write_error(void **state)
{
    (void)state;
    if (access("/dev/full", W_OK) != 0)
        skip();
    static const char *const commands[][4] = {
        {"rules", NULL}, {"perft", "--depth", "3", NULL}, {"moves", "--json", NULL}, {"--version", NULL}, {"family", NULL}};
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        const char *argv[6] = {KHARBAGA_BINARY};
        for (int k = 0; commands[i][k]; k++)
            argv[k + 1] = commands[i][k];
        RunResult r = run_program_output_to(argv, "/dev/full", TIMEOUT);
        char how[96];
        if (!r.exited || r.status != 1 || !strstr(r.err, "kharbaga: standard output: No space left on device\n"))
            fail_msg("%s: expected one line about standard output and exit status 1, got %s; stderr:\n%s",
                     commands[i][0], run_describe(&r, how, sizeof how), r.err);
        assert_int_equal(run_count_lines(r.err), 1);
        run_free(&r);
    }
}

/* ---- bad input ---- */

/* Files made for the bad-input cases, in a fresh temporary directory. */
typedef struct Scratch {
    char dir[256];
    char directory_lua[300]; /* a directory whose name ends in .lua */
    char binary[300];        /* NUL bytes and an ELF header */
    char empty[300];         /* an empty file */
    char huge[300];          /* over 1 MiB of Lua comments */
    char bytecode[300];      /* starts like a precompiled chunk, no NUL byte */
    char missing[300];       /* a path that does not exist */
    char deep[1024];         /* a good variant more than 512 characters deep */
    int ndeep;               /* directories made for it */
} Scratch;

static Scratch scratch;

static void write_file(const char *path, const char *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

static int make_scratch(void **state)
{
    (void)state;
    snprintf(scratch.dir, sizeof scratch.dir, "%s/kharbaga-test-cli-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (!mkdtemp(scratch.dir))
        return -1;
    snprintf(scratch.directory_lua, sizeof scratch.directory_lua, "%s/folder.lua", scratch.dir);
    snprintf(scratch.binary, sizeof scratch.binary, "%s/binary.lua", scratch.dir);
    snprintf(scratch.empty, sizeof scratch.empty, "%s/empty.lua", scratch.dir);
    snprintf(scratch.huge, sizeof scratch.huge, "%s/huge.lua", scratch.dir);
    snprintf(scratch.bytecode, sizeof scratch.bytecode, "%s/bytecode.lua", scratch.dir);
    snprintf(scratch.missing, sizeof scratch.missing, "%s/no/such/game.lua", scratch.dir);
    if (mkdir(scratch.directory_lua, 0755) != 0)
        return -1;
    static const char elf[] = "\x7f" "ELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0\x3e\0return variant {}";
    write_file(scratch.binary, elf, sizeof elf - 1);
    write_file(scratch.empty, "", 0);
    static const char chunk[] = "\x1bLuaT\x19\x93\r\n\x1a\n\x04\x08\x08xV";
    write_file(scratch.bytecode, chunk, sizeof chunk - 1);
    size_t size = (1 << 20) + 4096;
    char *big = malloc(size);
    if (!big)
        return -1;
    for (size_t i = 0; i < size; i++)
        big[i] = i % 64 == 63 ? '\n' : (i % 64 < 2 ? '-' : 'x');
    write_file(scratch.huge, big, size);
    free(big);
    snprintf(scratch.deep, sizeof scratch.deep, "%s", scratch.dir);
    while (strlen(scratch.deep) < 560) {
        strcat(scratch.deep, "/a-directory-with-a-rather-long-name");
        if (mkdir(scratch.deep, 0755) != 0)
            return -1;
        scratch.ndeep++;
    }
    strcat(scratch.deep, "/deep.lua");
    static const char deep[] = "return variant { id = \"deep\", name = \"Deep\", summary = \"Far down.\", "
                               "extends = \"kharbaga\" }\n";
    write_file(scratch.deep, deep, sizeof deep - 1);
    return 0;
}

static int remove_scratch(void **state)
{
    (void)state;
    const char *files[] = {scratch.binary, scratch.empty, scratch.huge, scratch.bytecode};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        unlink(files[i]);
    rmdir(scratch.directory_lua);
    unlink(scratch.deep);
    for (int i = 0; i < scratch.ndeep; i++) {
        *strrchr(scratch.deep, '/') = '\0';
        rmdir(scratch.deep);
    }
    rmdir(scratch.dir);
    return 0;
}

/* A bad-input case: arguments and texts the one stderr line must contain. "@name" in either
 * stands for a scratch path. */
/* Zamma under Monod's rules with a flying king and seven huffable pieces: 4,330 moves, more
 * than the engine's lists hold. */
#define BEYOND_THE_LISTS "B:Ba2,a3,b1,c2,d2,e2,f4,g2,g4,h4,h5,Kc5:Wa8,b6,b7,b9,c6,c8,d4,d8,d9,e8,h8,i4,i8:Hc6,b6,c8,d8,e8,b7,a8"

typedef struct BadCase {
    const char *name;
    const char *args[8];
    const char *needles[4];
} BadCase;

/* Cases whose exit status is checked too: 2 for a bad command line, 1 for bad input. */
static const struct {
    const char *name;
    int status;
} case_status[] = {
    {"option_of_another_command", 2},
    {"empty_variant", 2},
    {"bad_play_side", 2},
    {"play_save_empty", 2},
    {"play_save_directory", 1},
    {"game_option_of_a_list", 2},
    {"position_of_rules", 2},
    {"rules_of_check", 2},
    {"variant_of_bench", 2},
    {"game_named_twice", 2},
    {"analyze_the_random_mover", 2},
    {"bench_the_random_mover", 2},
    {"explain_without_a_move", 2},
    {"check_without_a_script", 2},
    {"variant_given_twice", 2},
    {"empty_rule_choice", 2},
    {"play_save_ending_in_a_slash", 1},
    {"depth_of_a_playout_search", 2},
    {"bench_depth_of_a_playout_search", 2},
    {"match_of_one_player", 2},
    {"resume_and_load", 2},
    {"load_with_a_variant", 2},
    {"missing_depth", 2},
    {"unknown_command", 2},
    {"depth_zero", 2},
    {"depth_with_a_blank", 2},
    {"depth_with_a_plus", 2},
    {"time_with_a_blank", 2},
    {"games_with_a_plus", 2},
    {"lesson_with_a_blank", 2},
    {"at_with_a_plus", 2},
    {"rule_number_with_a_blank", 1},
    {"rule_given_twice", 2},
    {"play_time_for_two_random_movers", 2},
    {"dispute_choice_too_long", 2},
    {"record_given_twice", 2},
    {"at_given_twice", 2},
    {"load_given_twice", 2},
    {"unknown_variant", 1},
    {"unknown_ruleset", 1},
};

static int expected_status(const BadCase *c)
{
    for (size_t i = 0; i < sizeof case_status / sizeof case_status[0]; i++)
        if (!strcmp(case_status[i].name, c->name))
            return case_status[i].status;
    return 0; /* any failure */
}

static const char *resolve(const char *s)
{
    static const struct {
        const char *key;
        const char *path;
    } table[] = {
        {"@directory", scratch.directory_lua}, {"@binary", scratch.binary},     {"@empty", scratch.empty},
        {"@huge", scratch.huge},               {"@bytecode", scratch.bytecode}, {"@missing", scratch.missing},
    };
    if (s[0] != '@')
        return s;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (strcmp(s, table[i].key) == 0)
            return table[i].path;
    fail_msg("unknown scratch name %s", s);
    return s;
}

static const BadCase bad_cases[] = {
    {"unknown_command", {"frob"}, {"'frob'", "command"}},
    {"moves_beyond_the_lists", {"moves", "--variant", "zamma", "--ruleset", "monod", "--position", BEYOND_THE_LISTS},
     {"more moves or longer captures than the engine holds (4000 moves, 64 jumps)"}},
    {"analyze_beyond_the_lists",
     {"analyze", "--variant", "zamma", "--ruleset", "monod", "--position", BEYOND_THE_LISTS},
     {"than the engine holds (4000 moves, 64 jumps): the search could not look at every move"}},
    {"unknown_command_like_an_option", {"--frob"}, {"'--frob'"}},
    {"unknown_option", {"moves", "--frob"}, {"'--frob'", "option"}},
    {"option_of_another_command", {"moves", "--depth", "3"}, {"'--depth'", "moves"}},
    {"unexpected_argument", {"moves", "e3-e5"}, {"'e3-e5'"}},
    {"unknown_variant", {"moves", "--variant", "nosuch"}, {"'nosuch'", "variant"}},
    {"empty_variant", {"moves", "--variant", ""}, {"--variant", "not an empty text"}},
    {"missing_variant_value", {"moves", "--variant"}, {"--variant", "value"}},
    {"unknown_ruleset", {"moves", "--ruleset", "nosuch"}, {"'nosuch'", "ruleset", "standard, immediate"}},
    {"unknown_ruleset_of_perft", {"perft", "--depth", "2", "--ruleset", "Standard"}, {"'Standard'", "standard"}},
    {"unknown_rule_key", {"moves", "--rule", "flying=yes"}, {"'flying'", "removal"}},
    {"bad_rule_value", {"moves", "--rule", "removal=sometimes"}, {"removal=sometimes", "end or immediate"}},
    {"bad_rule_number", {"moves", "--rule", "repetition=101"}, {"repetition=101", "0 to 100"}},
    {"bad_rule_number_text", {"moves", "--rule", "quiet_limit=forty"}, {"quiet_limit=forty", "whole number"}},
    {"empty_rule_value", {"moves", "--rule", "removal="}, {"removal=", "end or immediate"}},
    {"rule_without_equals", {"moves", "--rule", "removal"}, {"'removal'", "key=value"}},
    {"rule_without_key", {"moves", "--rule", "=immediate"}, {"'=immediate'", "key=value"}},
    {"missing_rule_value", {"moves", "--rule"}, {"--rule", "value"}},
    {"depth_zero", {"perft", "--depth", "0"}, {"--depth 0", "1 to 128"}},
    {"depth_negative", {"perft", "--depth", "-1"}, {"--depth -1", "1 to 128"}},
    {"depth_not_a_number", {"perft", "--depth", "x"}, {"--depth x", "1 to 128"}},
    {"depth_too_large", {"perft", "--depth", "999"}, {"--depth 999", "1 to 128"}},
    {"depth_overflowing", {"perft", "--depth", "99999999999999999999"}, {"99999999999999999999", "1 to 128"}},
    {"depth_trailing_text", {"perft", "--depth", "5x"}, {"--depth 5x", "1 to 128"}},
    {"depth_fraction", {"perft", "--depth", "2.5"}, {"2.5", "1 to 128"}},
    {"depth_with_a_blank", {"perft", "--depth", " 5"}, {"--depth  5", "1 to 128"}},
    {"depth_with_a_plus", {"perft", "--depth", "+5"}, {"--depth +5", "1 to 128"}},
    {"time_with_a_blank", {"analyze", "--time", " 5"}, {"--time  5", "milliseconds"}},
    {"games_with_a_plus", {"match", "greedy", "greedy", "--games", "+5"}, {"--games +5", "1 to 100000"}},
    {"lesson_with_a_blank", {"learn", "--lesson", " 2"}, {"--lesson  2", "1 to 1000"}},
    {"at_with_a_plus", {"dispute", "--record", "x.pdn", "--at", "+3"}, {"--at +3", "move number"}},
    {"rule_number_with_a_blank", {"moves", "--rule", "repetition= 5"}, {"repetition= 5", "0 to 100"}},
    {"rule_number_with_a_plus", {"moves", "--rule", "quiet_limit=+5"}, {"quiet_limit=+5", "0 to 10000"}},
    {"dispute_choice_repeating_late", {"dispute", "--a", "ruleset=standard,men_move=any,men_capture=any,capture=compulsory,chain=must,majority=count,king=flying,king_landing=any,crown_mid_capture=stop,crown_row=far,blocked=loss,shrink=none,setup=left,repetition=0,quiet_limit=0,removal=end,removal=immediate", "--b", "removal=end"}, {"rule removal is given twice (removal=end, then removal=immediate)"}},
    {"dispute_choice_too_long", {"dispute", "--a", "removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,removal=end,", "--b", "removal=end"}, {"--a: a rule choice of 300 characters; at most 255"}},
    {"play_time_for_two_random_movers", {"play", "--as", "none", "--ai", "random", "--time", "100"}, {"--time limits nothing here"}},
    {"rule_given_twice", {"show", "--rule", "removal=immediate", "--rule", "removal=end"}, {"--rule: rule removal is given twice (removal=immediate, then removal=end)"}},
    {"record_given_twice", {"dispute", "--record", "a.pdn", "--record", "b.pdn"}, {"'--record' is given twice"}},
    {"at_given_twice", {"dispute", "--record", "a.pdn", "--at", "1", "--at", "2"}, {"'--at' is given twice"}},
    {"load_given_twice", {"play", "--load", "a.pdn", "--load", "b.pdn"}, {"'--load' is given twice"}},
    {"depth_empty", {"perft", "--depth="}, {"--depth", "not an empty text"}},
    {"missing_depth_value", {"perft", "--depth"}, {"--depth", "value"}},
    {"missing_depth", {"perft"}, {"--depth", "required"}},
    {"missing_position_value", {"moves", "--position"}, {"--position", "value"}},
    {"position_empty", {"moves", "--position", ""}, {"--position", "not an empty text"}},
    {"position_wrong_side", {"moves", "--position", "X:Ba1:Wa9"}, {"X:Ba1:Wa9", "'B' or 'W'"}},
    {"position_missing_side", {"moves", "--position", "B:Ba1"}, {"B:Ba1", "each side"}},
    {"position_unknown_point", {"moves", "--position", "B:Bz9:Wa9"}, {"'z9'", "not a point"}},
    {"position_point_of_another_board", {"show", "--position", "B:Bj10:Wa9"}, {"'j10'", "not a point"}},
    {"position_point_twice", {"moves", "--position", "B:Ba1,a1:Wa9"}, {"a1", "twice"}},
    {"position_both_sides_on_a_point", {"perft", "--depth", "1", "--position", "B:Ba1:Wa1"}, {"a1", "two things"}},
    {"position_unknown_field", {"moves", "--position", "B:Ba1:Wa9:Xa3"}, {"'X'", "expected"}},
    {"position_bad_huff", {"moves", "--position", "B:Ba1:Wa9:Hc3"}, {"huffable"}},
    {"position_trailing_garbage", {"moves", "--position", "B:Ba1:Wa9xyz"}, {"'x'", "after a9"}},
    /* the message must stay on one line even when the text holds a line break */
    {"position_with_newline_inside", {"moves", "--position", "B:Ba1\n:Wa9"}, {"position"}},
    {"position_with_newline_after_the_side", {"moves", "--position", "B\n:Ba1:Wa9"}, {"position"}},
    {"play_unknown_point", {"moves", "--play", "e3-e5 zz9"}, {"move 2", "'zz9'", "not a point"}},
    {"play_illegal_move", {"moves", "--play", "e3-e5,e7-e5"}, {"move 2", "'e7-e5'", "not legal", "e7xe3"}},
    {"play_malformed_move", {"moves", "--play", "f4e5"}, {"'f4e5'", "'-' or 'x'"}},
    {"play_huff_without_point", {"moves", "--rule", "capture=huff", "--play", "Hzz e3-e5"}, {"huff"}},
    {"missing_play_value", {"moves", "--play"}, {"--play", "value"}},
    {"unknown_personality", {"analyze", "--ai", "nobody", "--depth", "2"}, {"'nobody'", "personalit"}},
    {"bad_play_side", {"play", "--as", "west"}, {"--as west", "south, north, both or none"}},
    {"play_save_empty", {"play", "--save", ""}, {"--save", "not an empty text"}},
    {"play_save_directory", {"play", "--as", "both", "--save", "@directory"}, {"--save", "not a file"}},
    {"game_option_of_a_list", {"personalities", "--variant", "zamma"}, {"'--variant'", "'personalities'"}},
    {"position_of_rules", {"rules", "--position", "B:Ba1:Wa9"}, {"'--position'", "'rules'"}},
    {"rules_of_check", {"check", "--ruleset", "standard"}, {"'--ruleset'", "'check'"}},
    {"variant_of_bench", {"bench", "--variant", "zamma"}, {"'--variant'", "'bench'"}},
    {"game_named_twice", {"rules", "zamma", "--variant", "alquerque"}, {"zamma", "alquerque", "once"}},
    {"analyze_the_random_mover", {"analyze", "--ai", "random"}, {"--ai random", "without searching"}},
    {"bench_the_random_mover", {"bench", "--ai", "random"}, {"--ai random", "without searching"}},
    {"explain_without_a_move", {"explain"}, {"give one move"}},
    {"check_without_a_script", {"check"}, {"check: give the variant script to check"}},
    {"variant_given_twice", {"moves", "--variant", "felli", "--variant", "zamma"}, {"'--variant' is given twice"}},
    {"empty_rule_choice", {"dispute", "--a", "", "--b", "ruleset=immediate"}, {"--a: expected a rule choice"}},
    {"play_save_ending_in_a_slash", {"play", "--as", "both", "--save", "no-such-dir/"}, {"--save no-such-dir/", "not a file"}},
    {"depth_of_a_playout_search", {"analyze", "--ai", "gambler", "--depth", "3"}, {"--depth 3", "The Gambler", "not to a depth"}},
    {"bench_depth_of_a_playout_search", {"bench", "--ai", "gambler", "--depth", "2"}, {"--depth 2", "not to a depth"}},
    {"match_of_one_player", {"match", "greedy"}, {"two players"}},
    {"resume_and_load", {"play", "--resume", "--load", "x.pdn"}, {"--resume", "--load", "not both"}},
    {"load_with_a_variant", {"play", "--load", "x.pdn", "--variant", "zamma"}, {"--load", "leave out --variant"}},
    {"bad_time", {"analyze", "--time", "0"}, {"--time 0", "milliseconds"}},
    {"analyze_a_game_over", {"analyze", "--position", "B:Ba1:W"}, {"game is over", "no pieces left"}},
    {"variant_missing_file", {"moves", "--variant", "@missing"}, {"@missing", "cannot read"}},
    {"variant_directory", {"moves", "--variant", "@directory"}, {"@directory", "director"}},
    {"variant_binary_file", {"moves", "--variant", "@binary"}, {"@binary", "not a text file"}},
    {"variant_empty_file", {"moves", "--variant", "@empty"}, {"@empty", "must return a table"}},
    {"variant_huge_file", {"moves", "--variant", "@huge"}, {"@huge", "1 MiB"}},
    {"variant_bytecode", {"moves", "--variant", "@bytecode"}, {"@bytecode", "binary chunk"}},
    {"variant_bytecode_for_perft", {"perft", "--depth", "1", "--variant", "@bytecode"}, {"@bytecode", "binary"}},
    /* hostile text (pasted from the web): a line break or a terminal escape in what the user gave
     * shows as \xNN, so the message stays one line and nothing reaches the terminal raw */
    {"rule_value_with_newline", {"moves", "--rule", "removal=a\nkharbaga: fake"},
     {"rule removal=a\\x0Akharbaga: fake: expected end or immediate"}},
    {"rule_value_with_escape", {"moves", "--rule", "removal=\x1b[2J"}, {"rule removal=\\x1B[2J: expected end or immediate"}},
    {"rule_key_with_newline", {"moves", "--rule", "fl\nying=yes"}, {"unknown rule 'fl\\x0Aying'", "removal"}},
    {"rule_key_with_escape", {"moves", "--rule", "fl\x1b[31mying=yes"}, {"unknown rule 'fl\\x1B[31mying'"}},
    {"rule_value_in_utf8_stays", {"moves", "--rule", "removal=sp\xc3\xa4t"}, {"rule removal=sp\xc3\xa4t: expected"}},
    {"ruleset_with_newline", {"moves", "--ruleset", "no\nkharbaga: fake"}, {"unknown ruleset 'no\\x0Akharbaga: fake'"}},
    {"ruleset_with_escape", {"moves", "--ruleset", "no\x1b[31msuch"}, {"unknown ruleset 'no\\x1B[31msuch'"}},
    {"variant_with_newline", {"moves", "--variant", "no\nkharbaga: fake"},
     {"unknown variant 'no\\x0Akharbaga: fake'", "no no\\x0Akharbaga: fake.lua"}},
    {"variant_with_escape", {"moves", "--variant", "no\x1b[31msuch"}, {"unknown variant 'no\\x1B[31msuch'"}},
    {"move_with_newline", {"explain", "e3\nkharbaga: fake"}, {"move 'e3\\x0Akharbaga: fake'"}},
    {"move_with_escape", {"moves", "--play", "e3\x1b[31m-e5"}, {"move 1", "move 'e3\\x1B[31m-e5'", "'-' or 'x'"}},
    {"option_value_with_newline", {"perft", "--depth", "1\nkharbaga: fake"}, {"--depth 1\\x0Akharbaga: fake: expected"}},
    {"command_with_escape", {"fr\x1b[2Job"}, {"unknown command 'fr\\x1B[2Job'"}},
};

/* Whether text holds a control byte (or DEL) other than line ends: a terminal escape. */
static bool has_control_byte(const char *text)
{
    for (const unsigned char *s = (const unsigned char *)text; *s; s++)
        if ((*s < 0x20 && *s != '\n') || *s == 0x7f)
            return true;
    return false;
}

static void test_bad_input(void **state)
{
    const BadCase *c = *state;
    const char *args[10];
    int n = 0;
    for (; c->args[n]; n++)
        args[n] = resolve(c->args[n]);
    args[n] = NULL;
    RunResult r = run_args(args);
    char how[96], problem[512] = "";
    int status = expected_status(c);
    if (!r.exited || r.status == 0 || (status && r.status != status))
        snprintf(problem, sizeof problem, "expected exit status %s, got %s", status == 2 ? "2" : status ? "1" : "non-zero",
                 run_describe(&r, how, sizeof how));
    else if (r.out_len)
        snprintf(problem, sizeof problem, "expected nothing on stdout");
    else if (run_count_lines(r.err) != 1 || strncmp(r.err, "kharbaga: ", 10) != 0 || r.err[r.err_len - 1] != '\n')
        snprintf(problem, sizeof problem, "expected one stderr line starting with \"kharbaga: \"");
    else if (has_control_byte(r.err))
        snprintf(problem, sizeof problem, "expected no control byte in the message (the input's shown as \\xNN)");
    for (int k = 0; !problem[0] && k < 4 && c->needles[k]; k++)
        if (!strstr(r.err, resolve(c->needles[k])))
            snprintf(problem, sizeof problem, "the message does not contain \"%s\"", resolve(c->needles[k]));
    if (problem[0]) {
        /* report after freeing, so that a failure leaves no leak behind for LeakSanitizer */
        char output[4096];
        snprintf(output, sizeof output, "stdout:\n%s\nstderr:\n%s", r.out, r.err);
        run_free(&r);
        fail_msg("%s: %s\n%s", c->name, problem, output);
    }
    run_free(&r);
}

/* A variant file deep in the file system (a path of over 560 characters, well within PATH_MAX)
 * loads like any other. */
static void test_variant_at_a_long_path(void **state)
{
    (void)state;
    assert_true(strlen(scratch.deep) > 560);
    RunResult r = RUN("moves", "--variant", scratch.deep);
    char how[96], output[1024];
    snprintf(output, sizeof output, "%s; stderr: %.900s", run_describe(&r, how, sizeof how), r.err);
    bool ok = r.exited && r.status == 0 && has_line(r.out, "3 legal moves, Black to move");
    run_free(&r);
    if (!ok)
        fail_msg("moves --variant <a %zu-character path> failed: %s", strlen(scratch.deep), output);
}

int main(void)
{
    static const struct CMUnitTest fixed[] = {
        cmocka_unit_test(test_output_write_error),
        cmocka_unit_test(test_variant_at_a_long_path),
    };
    enum { NFIXED = sizeof fixed / sizeof fixed[0], NBAD = sizeof bad_cases / sizeof bad_cases[0] };
    static struct CMUnitTest tests[NFIXED + NBAD];
    static char names[NBAD][96];
    memcpy(tests, fixed, sizeof fixed);
    for (int i = 0; i < NBAD; i++) {
        snprintf(names[i], sizeof names[i], "bad_input_%s", bad_cases[i].name);
        tests[NFIXED + i] = (struct CMUnitTest){names[i], test_bad_input, NULL, NULL, (void *)&bad_cases[i]};
    }
    return _cmocka_run_group_tests("test_cli_errors", tests, NFIXED + NBAD, make_scratch, remove_scratch);
}
