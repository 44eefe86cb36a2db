/*
 * test_cli_options.c — the options of the kharbaga program from the outside: for each kind of bad
 * option use (a missing value, a number out of range, an option another command takes, an
 * unknown one, one given twice, too many, --a .. --d out of order), the exact one-line message
 * and exit status 2; and the exact help of commands whose options have long or several lines.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "support/program.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TIMEOUT = 60 };

/* The program exited with status 2, wrote nothing on stdout and exactly "kharbaga: message\n" on
 * stderr. */
static void expect_refused(const char *const *args, const char *message)
{
    RunResult r = run_kharbaga(args, TIMEOUT);
    char how[96], expected[1024];
    snprintf(expected, sizeof expected, "kharbaga: %s\n", message);
    bool ok = r.exited && r.status == 2 && r.out_len == 0 && strcmp(r.err, expected) == 0;
    if (!ok) {
        char output[2048];
        snprintf(output, sizeof output, "%s; stdout:\n%.400s\nstderr:\n%.1200s", run_describe(&r, how, sizeof how),
                 r.out, r.err);
        run_free(&r);
        fail_msg("%s %s: expected exit status 2 and \"%s\"; got %s", args[0], args[1] ? args[1] : "", message,
                 output);
    }
    run_free(&r);
}

typedef struct Case {
    const char *args[8];
    const char *message;
} Case;

static void expect_cases(const Case *cases, size_t n)
{
    for (size_t i = 0; i < n; i++)
        expect_refused(cases[i].args, cases[i].message);
}

#define CASES(...)                                                                                           \
    do {                                                                                                     \
        static const Case cases[] = {__VA_ARGS__};                                                          \
        expect_cases(cases, sizeof cases / sizeof cases[0]);                                               \
    } while (0)

/* A value missing at the end of the command line, or empty ("--name=" or ""). */
static void test_missing_value(void **state)
{
    (void)state;
    CASES({{"perft", "--depth"}, "--depth: expected a value after it, not the end of the command line (see kharbaga perft --help)"},
          {{"moves", "--variant="}, "--variant: expected a value after it, not an empty text (see kharbaga moves --help)"},
          {{"moves", "--position", ""}, "--position: expected a value after it, not an empty text (see kharbaga moves --help)"},
          {{"dispute", "--record"}, "--record: expected a record file after it"},
          {{"dispute", "--record", "x", "--at"}, "--at: expected a move number after it"},
          {{"play", "--load"}, "--load: expected a record file after it (see kharbaga play --help)"},
          {{"dispute", "--a"}, "--a: expected a rule choice after it, e.g. --a removal=immediate"},
          {{"dispute", "--a", "x", "--c="}, "--c: expected a rule choice after it, e.g. --c removal=immediate"});
}

/* A number that is no whole number, or out of its option's range; "--name=value" alike. */
static void test_number_out_of_range(void **state)
{
    (void)state;
    CASES({{"perft", "--depth", "129"}, "--depth 129: expected a whole number from 1 to 128"},
          {{"perft", "--depth=0"}, "--depth 0: expected a whole number from 1 to 128"},
          {{"perft", "--depth", "5x"}, "--depth 5x: expected a whole number from 1 to 128"},
          {{"analyze", "--time", "3600001"}, "--time 3600001: expected milliseconds, a whole number from 1 to 3600000"},
          {{"match", "a", "b", "--games", "0"}, "--games 0: expected a whole number from 1 to 100000"},
          {{"match", "a", "b", "--opening", "41"}, "--opening 41: expected a whole number from 0 to 40"},
          {{"match", "a", "b", "--seed", "9223372036854775808"},
           "--seed 9223372036854775808: expected a whole number from 0 to 9223372036854775807"},
          {{"match", "a", "b", "--seed", "-1"}, "--seed -1: expected a whole number from 0 to 9223372036854775807"},
          {{"learn", "--lesson", "1001"}, "--lesson 1001: expected a whole number from 1 to 1000"},
          {{"dispute", "--record", "x", "--at", "0"}, "--at 0: expected a move number from 1 (the first move of the record)"});
}

/* An option of a game or a search given to a command that does not take it says so; an option
 * only one command knows (--a, --record, --load, a flag) is unknown to the others. */
static void test_option_of_another_command(void **state)
{
    (void)state;
    CASES({{"moves", "--depth", "3"}, "'--depth' does not apply to 'moves' (see kharbaga moves --help)"},
          {{"moves", "--depth", "3", "--depth", "4"}, "'--depth' does not apply to 'moves' (see kharbaga moves --help)"},
          {{"family", "--save", "x"}, "'--save' does not apply to 'family' (see kharbaga family --help)"},
          {{"bench", "--variant", "zamma"}, "'--variant' does not apply to 'bench' (see kharbaga bench --help)"},
          {{"perft", "--lesson", "2"}, "'--lesson' does not apply to 'perft' (see kharbaga perft --help)"},
          {{"family", "--long"}, "unknown option '--long' for 'family' (see kharbaga family --help)"},
          {{"moves", "--a", "x"}, "unknown option '--a' for 'moves' (see kharbaga moves --help)"},
          {{"moves", "--record", "x"}, "unknown option '--record' for 'moves' (see kharbaga moves --help)"},
          {{"moves", "--load", "x"}, "unknown option '--load' for 'moves' (see kharbaga moves --help)"},
          {{"moves", "--resume"}, "unknown option '--resume' for 'moves' (see kharbaga moves --help)"});
}

/* Unknown options: a flag with a value, --e; a lone "-" is an argument, and so is every word after
 * "--", the end of the options, as getopt has it. */
static void test_unknown_option(void **state)
{
    (void)state;
    CASES({{"moves", "--json=1"}, "unknown option '--json=1' for 'moves' (see kharbaga moves --help)"},
          {{"perft", "--divide=1"}, "unknown option '--divide=1' for 'perft' (see kharbaga perft --help)"},
          {{"dispute", "--e", "x"}, "unknown option '--e' for 'dispute' (see kharbaga dispute --help)"},
          {{"moves", "--rules", "x"}, "unknown option '--rules' for 'moves' (see kharbaga moves --help)"},
          {{"moves", "--", "--json"}, "unexpected argument '--json' for 'moves' (see kharbaga moves --help)"},
          {{"moves", "-"}, "unexpected argument '-' for 'moves' (see kharbaga moves --help)"},
          {{"match", "a", "b", "c"}, "unexpected argument 'c' for 'match' (see kharbaga match --help)"});
}

/* An option with a value given twice is refused (its value checked first for --record and --at);
 * a flag may be repeated; --a .. --d come in order, each once. */
static void test_given_twice(void **state)
{
    (void)state;
    CASES({{"perft", "--depth", "3", "--depth", "4"}, "'--depth' is given twice; give it once (see kharbaga perft --help)"},
          {{"perft", "--depth", "3", "--depth"}, "'--depth' is given twice; give it once (see kharbaga perft --help)"},
          {{"match", "a", "b", "--save", "d", "--save", "e"}, "'--save' is given twice; give it once (see kharbaga match --help)"},
          {{"play", "--load", "a", "--load"}, "'--load' is given twice; give it once (see kharbaga play --help)"},
          {{"dispute", "--record", "a", "--record", "b"}, "'--record' is given twice; give it once (see kharbaga dispute --help)"},
          {{"dispute", "--record", "a", "--record"}, "--record: expected a record file after it"},
          {{"dispute", "--at", "1", "--at"}, "--at: expected a move number after it"},
          {{"dispute", "--a", "x", "--a", "y"}, "--a: give the choices in order, --a first, then --b, --c, --d"},
          {{"dispute", "--b", "x"}, "--b: give the choices in order, --a first, then --b, --c, --d"},
          {{"dispute", "--a", "x", "--c", "z"}, "--c: give the choices in order, --a first, then --b, --c, --d"},
          {{"moves", "--json", "--json", "--frob"}, "unknown option '--frob' for 'moves' (see kharbaga moves --help)"},
          {{"play", "--resume", "--resume", "--frob"}, "unknown option '--frob' for 'play' (see kharbaga play --help)"},
          {{"show", "--rule=removal=immediate", "--rule", "removal=end"},
           "--rule: rule removal is given twice (removal=immediate, then removal=end); give it once"});
}

/* Limits on a value's length and on how many times --rule may be given. */
static void test_too_long_or_too_many(void **state)
{
    (void)state;
    static char save[4097], choice[257], rules[33][24], message[256];
    memset(save, 'p', 4096);
    memset(choice, 'r', 256);
    snprintf(message, sizeof message, "--save %.60s...: longer than 4095 characters", save);
    expect_refused((const char *const[]){"play", "--save", save, NULL}, message);
    expect_refused((const char *const[]){"match", "a", "b", "--save", save, NULL}, message);
    expect_refused((const char *const[]){"dispute", "--a", choice, NULL}, "--a: a rule choice of 256 characters; at most 255");
    /* one word per --rule, so that a wrapper (valgrind) leaves room for every argument */
    const char *args[1 + 33 + 1] = {"show"};
    for (int i = 0; i < 33; i++) {
        snprintf(rules[i], sizeof rules[i], "--rule=k%d=v", i + 1);
        args[1 + i] = rules[i];
    }
    args[34] = NULL;
    expect_refused(args, "--rule: at most 32 changes");
    args[33] = "--frob"; /* 32 are taken */
    expect_refused(args, "unknown option '--frob' for 'show' (see kharbaga show --help)");
}

/* The whole help of a command: its options in order, with their values, ranges and every line. */
static void expect_help(const char *command, const char *text)
{
    RunResult r = run_kharbaga((const char *const[]){command, "--help", NULL}, TIMEOUT);
    bool ok = r.exited && r.status == 0 && r.err_len == 0 && strcmp(r.out, text) == 0;
    char output[4096];
    snprintf(output, sizeof output, "%s", r.out);
    run_free(&r);
    if (!ok)
        fail_msg("%s --help: expected\n%s\ngot\n%s", command, text, output);
}

static void test_help_lists_the_options(void **state)
{
    (void)state;
    expect_help("perft",
                "usage: kharbaga perft --depth N [--variant NAME|FILE] [--ruleset NAME] [--rule KEY=VALUE]...\n"
                "                      [--position TEXT] [--play \"MOVES\"] [--divide] [--json]\n"
                "\n"
                "Count the move sequences of a given length (perft), with time and moves per second.\n"
                "\n"
                "options:\n"
                "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n"
                "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n"
                "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n"
                "  --depth N            plies to count or search (1 to 128)\n"
                "  --divide             also count below each legal move\n"
                "  --json               machine-readable output\n"
                "  -h, --help           this text\n");
    expect_help("dispute",
                "usage: kharbaga dispute [--variant NAME|FILE] [--ruleset NAME] [--rule KEY=VALUE]...\n"
                "                        [--position TEXT] [--play \"MOVES\"] [--a SPEC] [--b SPEC] [--c SPEC]\n"
                "                        [--d SPEC] [--record FILE] [--at N] [--from N] [--part] [--json]\n"
                "\n"
                "Compare the legal moves of a position under two or more rule choices, and say which rule makes each difference.\n"
                "\n"
                "options:\n"
                "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n"
                "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n"
                "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n"
                "  --a SPEC, --b SPEC   rule choices to compare (also --c, --d): a ruleset and/or rule\n"
                "                       changes, e.g. --a ruleset=standard --b \"removal=immediate chain=may\"\n"
                "  --record FILE        a game record: find the first move at which the choices disagree\n"
                "                       (no choices: the record's rules against the game's other rulesets;\n"
                "                       one: the record's rules against it)\n"
                "  --at N               with --record or --part: dispute the position before move N of the game\n"
                "  --from N             with --record or --part: the first disagreement at move N or after it\n"
                "  --part               with --play: walk its moves as --record walks a record's, to the first\n"
                "                       move at which the choices disagree (--variant, --ruleset, --rule and\n"
                "                       --position stand for the record's tags)\n"
                "  --json               machine-readable output\n"
                "  -h, --help           this text\n");
    expect_help("play",
                "usage: kharbaga play [--variant NAME|FILE] [--ruleset NAME] [--rule KEY=VALUE]... [--position TEXT]\n"
                "                     [--play \"MOVES\"] [--ai NAME] [--as SIDE] [--save FILE] [--resume] [--load FILE]\n"
                "                     [--time MS]\n"
                "\n"
                "Play a game in the terminal: against an AI personality, another person, or watch two AIs.\n"
                "\n"
                "options:\n"
                "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n"
                "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n"
                "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n"
                "  --ai NAME            a personality (see kharbaga personalities); default master\n"
                "  --as SIDE            the side you play: south (default), north, both (two humans) or\n"
                "                       none (watch the AI play itself)\n"
                "  --save FILE          keep the game's record in FILE, written after every move (default:\n"
                "                       $XDG_STATE_HOME/kharbaga/current.pdn or ~/.local/state/kharbaga/current.pdn)\n"
                "  --resume             continue the saved game (the default file's, or --save FILE's)\n"
                "  --load FILE          continue the game recorded in FILE (its tags say game, rules, players)\n"
                "  --time MS            thinking time per move in milliseconds, in place of the personality's own;\n"
                "                       without it, play and analyze give a personality at most 10000 ms a move\n"
                "  -h, --help           this text\n");
    expect_help("match",
                "usage: kharbaga match A B [--variant NAME|FILE] [--ruleset NAME] [--rule KEY=VALUE]...\n"
                "                      [--position TEXT] [--play \"MOVES\"] [--depth N] [--time MS] [--games N]\n"
                "                      [--opening N] [--balance N] [--seed N] [--save DIR] [--sprt ELO0,ELO1]\n"
                "                      [--alpha A] [--beta B] [--jobs N] [--shard I/N] [--out FILE] [--json]\n"
                "\n"
                "Play a match between two AI players: wins, draws, losses, score and Elo difference.\n"
                "\n"
                "options:\n"
                "  --variant NAME|FILE  the game: an id from 'kharbaga variants' or a .lua file (default kharbaga)\n"
                "  --ruleset NAME       one of the game's rulesets (default: its first)\n"
                "  --rule KEY=VALUE     change one rule option; repeatable (see docs/rules.md)\n"
                "  --position TEXT      a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)\n"
                "  --play \"MOVES\"       play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)\n"
                "  --depth N            plies to count or search (1 to 128)\n"
                "  --time MS            thinking time per move in milliseconds, in place of the personality's own;\n"
                "                       without it, play and analyze give a personality at most 10000 ms a move\n"
                "  --games N            games to play (default 2; a study: 100 per choice), in pairs from the\n"
                "                       same opening, colours swapped\n"
                "  --opening N          random plies that begin each pair of games (default 10)\n"
                "  --balance N          take an opening only if a search of 4 plies with the default evaluation\n"
                "                       scores it within N of even (a man is 100), where one of 200 draws is\n"
                "  --seed N             the seed of every random choice (default 0)\n"
                "  --save DIR           write each game's record into DIR (made if missing; a study: DIR/choice-K)\n"
                "  --sprt ELO0,ELO1     stop the match as soon as it is clear whether A is ELO1 Elo stronger\n"
                "                       than B (H1) or ELO0 (H0), a sequential test; --games is its most games\n"
                "  --alpha A            a sequential test's chance of accepting H1 when H0 holds (default 0.05)\n"
                "  --beta B             a sequential test's chance of accepting H0 when H1 holds (default 0.05)\n"
                "  --jobs N             games played at once, each on a thread of its own (1 to 256; default:\n"
                "                       the online CPUs); the results do not depend on it\n"
                "  --shard I/N          play only share I of N (pairs I, I+N, ...) and write it to --out FILE;\n"
                "                       kharbaga merge combines the shards' files into the report of one run\n"
                "  --out FILE           keep every finished game in FILE (JSON Lines); run the same command\n"
                "                       again to resume from it without replaying finished games\n"
                "  --json               machine-readable output\n"
                "  -h, --help           this text\n");
}

/* The commands, as `kharbaga --help` lists them: each a line "  NAME  summary" after "commands:". */
static int command_names(char names[][32], int max)
{
    RunResult r = run_kharbaga((const char *const[]){"--help", NULL}, TIMEOUT);
    int n = 0;
    const char *list = strstr(r.out, "commands:\n");
    for (const char *line = list ? strchr(list, '\n') + 1 : ""; n < max && !strncmp(line, "  ", 2);) {
        sscanf(line, "%31s", names[n++]);
        line = strchr(line, '\n') ? strchr(line, '\n') + 1 : "";
    }
    run_free(&r);
    return n;
}

/* Every option a command's help lists is in its synopsis, the lines before the first blank one:
 * the synopsis is made from the same table. */
static void test_synopsis_names_every_option(void **state)
{
    (void)state;
    char names[32][32];
    int n = command_names(names, 32);
    assert_true(n >= 20);
    for (int i = 0; i < n; i++) {
        RunResult r = run_kharbaga((const char *const[]){names[i], "--help", NULL}, TIMEOUT);
        char *blank = strstr(r.out, "\n\n"), *options = strstr(r.out, "options:\n");
        assert_non_null(blank);
        assert_non_null(options);
        *blank = '\0';
        for (char *line = options; (line = strstr(line, "\n  --"));) {
            line += 3;
            for (char *name = line - 2; name && name[0] == '-' && name[1] == '-';) { /* "--a SPEC, --b SPEC" */
                size_t len = strcspn(name, " ,\n");
                char word[48];
                snprintf(word, sizeof word, "%.*s", (int)len, name);
                if (strcmp(word, "--help") && !strstr(r.out, word))
                    fail_msg("%s --help: %s is listed but not in the synopsis:\n%s", names[i], word, r.out);
                name = strstr(name, ", --") == name + strcspn(name, ",\n") ? name + strcspn(name, ",") + 2 : NULL;
            }
        }
        run_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_missing_value),
        cmocka_unit_test(test_number_out_of_range),
        cmocka_unit_test(test_option_of_another_command),
        cmocka_unit_test(test_unknown_option),
        cmocka_unit_test(test_given_twice),
        cmocka_unit_test(test_too_long_or_too_many),
        cmocka_unit_test(test_help_lists_the_options),
        cmocka_unit_test(test_synopsis_names_every_option),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
