/*
 * cli.c — option parsing and game loading shared by every command.
 */
#include "cli.h"

#include "egtb.h"
#include "jobs.h"
#include "i18n.h"
#include "search.h"

#include "movegen.h"
#include "notation.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* ---- the options: each written once, the parser, its errors and the help read them ---- */

typedef enum OptionKind {
    KIND_FLAG,   /* no value ("--json", never "--json=..."): sets a bool */
    KIND_TEXT,   /* a text, of at most max characters when max > 0: sets a const char * */
    KIND_INT,    /* a whole number from min to max: sets an int */
    KIND_UINT64, /* a whole number from min to max: sets a uint64_t */
    KIND_LIST,   /* a text, repeatable up to max times: appended to a const char *[] counted by an int */
    KIND_SPEC,   /* --a .. --d: a rule choice of at most max characters, the choices given in order */
} OptionKind;

enum {
    ONCE = 1 << 0,        /* given twice is an error (the last would win without a word) */
    VALUE_FIRST = 1 << 1, /* with ONCE: a missing value is reported before the repetition */
    NOT_HERE = 1 << 2,    /* to a command that does not take it: "does not apply" (else: unknown option) */
    API = 1 << 3,         /* a parameter of the JSON API, named without its dashes (never a file's option) */
    API_ID = 1 << 4,      /* with API: the parameter's value is an id on the search path, never a path */
    EVERY = 1 << 5,       /* taken by every command (--lang): said once in `kharbaga --help`, not in each
                             command's synopsis and help */
};

/* One option. Message and help texts may hold {name}, {command}, {max}, {range} ("MIN to MAX") and
 * {initial}. */
typedef struct Option {
    const char *name;    /* "--depth" */
    unsigned verbs;      /* the OPT_* groups whose commands take it */
    OptionKind kind;
    unsigned flags;      /* ONCE, VALUE_FIRST, NOT_HERE, API, API_ID */
    long long min, max;  /* INT, UINT64: the range; TEXT, SPEC: the longest value (0: any); LIST: the most values */
    size_t field;        /* offsetof(Cli, where the value goes) */
    size_t extra;        /* LIST, SPEC: offsetof(Cli, the int counting the values); TEXT: of a bool set when it
                          * is given, or 0 */
    const char *missing; /* the error after "NAME: " when the value is missing; NULL: "expected a value ..." */
    const char *limits;  /* the error after "NAME VALUE: " (LIST: "NAME: ") when the value is beyond the limits */
    const char *value;   /* what its value is, in the synopsis and the help ("N" for "--depth N"); NULL: a flag */
    const char *initial; /* TEXT, INT: the value it has when not given (text, or a number as text); NULL: none, 0 */
    const char *label;   /* in the help, in place of "NAME VALUE" (--a's, which also stands for --b), or NULL */
    const char *help;    /* in the help: what it does, lines separated by '\n'; NULL: not listed on its own */
    CliComplete complete; /* how a shell completes its value (the completion scripts) */
    const char *words;   /* COMPLETE_WORDS: the values, separated by blanks */
} Option;

#define AT(member) offsetof(Cli, member)
#define WHOLE N_("expected a whole number from {range}")
/* --a .. --d: one entry each, the help on --a's */
#define SPEC_OPTION(letter, label_, help_)                                                                     \
    {.name = "--" letter, .verbs = OPT_SPECS, .kind = KIND_SPEC, .flags = API, .max = CLI_MAX_SPEC_LEN,         \
     .field = AT(specs),                                                                                       \
     .extra = AT(nspecs), .missing = N_("expected a rule choice after it, e.g. {name} removal=immediate"),      \
     .value = "SPEC", .label = label_, .help = help_}

/* In the order of the help. */
static const Option options[] = {
    {.name = "--variant", .verbs = OPT_VARIANT, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API | API_ID,
     .field = AT(variant), .extra = AT(variant_given), .value = "NAME|FILE", .initial = "kharbaga",
     .complete = COMPLETE_GAME,
     .help = N_("the game: an id from 'kharbaga variants' or a .lua file (default {initial})")},
    {.name = "--ruleset", .verbs = OPT_RULES, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .field = AT(ruleset),
     .value = "NAME", .help = N_("one of the game's rulesets (default: its first)")},
    {.name = "--rule", .verbs = OPT_RULES, .kind = KIND_LIST, .flags = NOT_HERE | API, .max = CLI_MAX_RULES,
     .field = AT(rules), .extra = AT(nrules), .limits = N_("at most {max} changes"), .value = "KEY=VALUE",
     .help = N_("change one rule option; repeatable (see docs/rules.md)")},
    {.name = "--position", .verbs = OPT_POSITION, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API,
     .field = AT(position), .value = "TEXT",
     .help = N_("a position, e.g. B:Ba1,c1,Ke3:Wa9,c9 (default: the start)")},
    {.name = "--position", .verbs = OPT_CHECK, .kind = KIND_LIST, .flags = API, .max = CLI_MAX_POSITIONS,
     .field = AT(positions),
     .extra = AT(npositions), .limits = N_("at most {max} positions"), .value = "TEXT",
     .help = N_("also run the checks from this position (as position text, e.g.\n"
             "W:Wc3,Ke5:Ba5,g7); repeatable")},
    {.name = "--play", .verbs = OPT_POSITION, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .field = AT(play),
     .value = "\"MOVES\"", .help = N_("play these moves first, e.g. \"e3-e5 e7xe3\" (any unambiguous form)")},
    {.name = "--depth", .verbs = OPT_DEPTH, .kind = KIND_INT, .flags = ONCE | NOT_HERE | API, .min = 1, .max = MAX_PLY,
     .field = AT(depth), .limits = WHOLE, .value = "N", .help = N_("plies to count or search ({range})")},
    {.name = "--divide", .verbs = OPT_DIVIDE, .kind = KIND_FLAG, .flags = API, .field = AT(divide),
     .help = N_("also count below each legal move")},
    SPEC_OPTION("a", "--a SPEC, --b SPEC",
                N_("rule choices to compare (also --c, --d): a ruleset and/or rule\n"
                   "changes, e.g. --a ruleset=standard --b \"removal=immediate chain=may\"")),
    SPEC_OPTION("b", NULL, NULL),
    SPEC_OPTION("c", NULL, NULL),
    SPEC_OPTION("d", NULL, NULL),
    {.name = "--record", .verbs = OPT_SPECS, .kind = KIND_TEXT, .flags = ONCE | VALUE_FIRST, .field = AT(record),
     .missing = N_("expected a record file after it"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("a game record: find the first move at which the choices disagree\n"
             "(no choices: the record's rules against the game's other rulesets;\n"
             "one: the record's rules against it)")},
    {.name = "--at", .verbs = OPT_SPECS, .kind = KIND_INT, .flags = ONCE | VALUE_FIRST | API, .min = 1, .max = 100000,
     .field = AT(at), .missing = N_("expected a move number after it"),
     .limits = N_("expected a move number from 1 (the first move of the record)"), .value = "N",
     .help = N_("with --record or --part: dispute the position before move N of the game")},
    {.name = "--from", .verbs = OPT_SPECS, .kind = KIND_INT, .flags = ONCE | VALUE_FIRST | API, .min = 1, .max = 100000,
     .field = AT(from), .missing = N_("expected a move number after it"),
     .limits = N_("expected a move number from 1 (the first move of the game)"), .value = "N",
     .help = N_("with --record or --part: the first disagreement at move N or after it")},
    {.name = "--part", .verbs = OPT_SPECS, .kind = KIND_FLAG, .flags = API, .field = AT(part),
     .help = N_("with --play: walk its moves as --record walks a record's, to the first\n"
             "move at which the choices disagree (--variant, --ruleset, --rule and\n"
             "--position stand for the record's tags)")},
    {.name = "--ai", .verbs = OPT_AI, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API | API_ID, .field = AT(ai),
     .value = "NAME", .complete = COMPLETE_PERSONALITY,
     .help = N_("a personality (see kharbaga personalities); default master")},
    {.name = "--as", .verbs = OPT_GAME, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .field = AT(as),
     .value = "SIDE", .complete = COMPLETE_WORDS, .words = "south north both none",
     .help = N_("the side you play: south (default), north, both (two humans) or\n"
             "none (watch the AI play itself)")},
    {.name = "--save", .verbs = OPT_GAME, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(save), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("keep the game's record in FILE, written after every move (default:\n"
             "$XDG_STATE_HOME/kharbaga/current.pdn or ~/.local/state/kharbaga/current.pdn)")},
    {.name = "--resume", .verbs = OPT_GAME, .kind = KIND_FLAG, .field = AT(resume),
     .help = N_("continue the saved game (the default file's, or --save FILE's)")},
    {.name = "--load", .verbs = OPT_GAME, .kind = KIND_TEXT, .flags = ONCE, .field = AT(load),
     .missing = N_("expected a record file after it (see kharbaga {command} --help)"), .value = "FILE",
     .complete = COMPLETE_FILE,
     .help = N_("continue the game recorded in FILE (its tags say game, rules, players)")},
    {.name = "--time", .verbs = OPT_TIME, .kind = KIND_INT, .flags = ONCE | NOT_HERE | API, .min = 1,
     .max = SEARCH_MAX_TIME_MS, .field = AT(time_ms), .limits = N_("expected milliseconds, a whole number from {range}"),
     .value = "MS",
     /* 10000: PERSONALITY_DEFAULT_MOVE_MS (lua/host/personality.h) */
     .help = N_("thinking time per move in milliseconds, in place of the personality's own;\n"
             "without it, play and analyze give a personality at most 10000 ms a move")},
    {.name = "--games", .verbs = OPT_MATCH, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 100000,
     .field = AT(games), .limits = WHOLE, .value = "N",
     .help = N_("games to play (default 2; a study: 100 per choice), in pairs from the\n"
             "same opening, colours swapped")},
    {.name = "--games", .verbs = OPT_TUNE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 100000,
     .field = AT(games), .limits = WHOLE, .value = "N",
     .help = N_("self-play games whose positions are fitted (default 1500), in pairs\n"
             "from the same random opening, colours swapped")},
    {.name = "--games", .verbs = OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 100000,
     .field = AT(games), .limits = WHOLE, .value = "N",
     .help = N_("self-play games whose first plies make the book (default 1000), in\n"
             "pairs from the same random opening, colours swapped")},
    {.name = "--plies", .verbs = OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 40,
     .field = AT(plies), .limits = WHOLE, .value = "N",
     .help = N_("the plies of each game the book keeps: the positions before them and\n"
             "the moves played there (default 10)")},
    {.name = "--min-games", .verbs = OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 100000,
     .field = AT(min_games), .limits = WHOLE, .value = "N", .initial = "-1",
     .help = N_("keep a move played in at least N games (default 4)")},
    {.name = "--min-score", .verbs = OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 0, .max = 100,
     .field = AT(min_score), .limits = WHOLE, .value = "P", .initial = "-1",
     .help = N_("keep a move whose games scored at least P percent for the side that\n"
             "played it, a win 1 and a draw 1/2 (default 50)")},
    {.name = "--opening", .verbs = OPT_MATCH | OPT_TUNE | OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 0, .max = 40,
     .field = AT(opening), .limits = WHOLE, .value = "N", .initial = "-1", /* not given: the match's default */
     .help = N_("random plies that begin each pair of games (default 10)")},
    {.name = "--balance", .verbs = OPT_MATCH, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 0, .max = 10000,
     .field = AT(balance), .limits = WHOLE, .value = "N", .initial = "-1", /* not given: no search */
     .help = N_("take an opening only if a search of 4 plies with the default evaluation\n"
             "scores it within N of even (a man is 100), where one of 200 draws is")},
    {.name = "--seed", .verbs = OPT_MATCH | OPT_TUNE | OPT_BOOK, .kind = KIND_UINT64, .flags = ONCE | NOT_HERE, .min = 0, .max = LLONG_MAX,
     .field = AT(seed), .limits = WHOLE, .value = "N", .help = N_("the seed of every random choice (default 0)")},
    {.name = "--save", .verbs = OPT_MATCH, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(save), .limits = N_("longer than {max} characters"), .value = "DIR", .complete = COMPLETE_DIR,
     .help = N_("write each game's record into DIR (made if missing; a study: DIR/choice-K)")},
    {.name = "--sprt", .verbs = OPT_MATCH, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 64, .field = AT(sprt),
     .limits = N_("longer than {max} characters"), .value = "ELO0,ELO1",
     .help = N_("stop the match as soon as it is clear whether A is ELO1 Elo stronger\n"
             "than B (H1) or ELO0 (H0), a sequential test; --games is its most games")},
    {.name = "--alpha", .verbs = OPT_MATCH, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 32, .field = AT(alpha),
     .limits = N_("longer than {max} characters"), .value = "A",
     .help = N_("a sequential test's chance of accepting H1 when H0 holds (default 0.05)")},
    {.name = "--beta", .verbs = OPT_MATCH, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 32, .field = AT(beta),
     .limits = N_("longer than {max} characters"), .value = "B",
     .help = N_("a sequential test's chance of accepting H0 when H1 holds (default 0.05)")},
    {.name = "--jobs", .verbs = OPT_JOBS | OPT_TUNE | OPT_BOOK, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 256,
     .field = AT(jobs), .limits = WHOLE, .value = "N",
     .help = N_("games played at once, each on a thread of its own ({range}; default:\n"
             "the online CPUs); the results do not depend on it")},
    {.name = "--shard", .verbs = OPT_JOBS, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 32,
     .field = AT(shard), .limits = N_("expected I/N, e.g. 2/4"), .value = "I/N",
     .help = N_("play only share I of N (pairs I, I+N, ...) and write it to --out FILE;\n"
             "kharbaga merge combines the shards' files into the report of one run")},
    {.name = "--out", .verbs = OPT_JOBS, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(out), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("keep every finished game in FILE (JSON Lines); run the same command\n"
             "again to resume from it without replaying finished games")},
    {.name = "--out", .verbs = OPT_TUNE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(out), .limits = N_("longer than {max} characters"), .value = "FILE.lua", .complete = COMPLETE_FILE,
     .help = N_("write the tuned personality into FILE.lua, its id the file's name\n"
             "(default: printed after the report)")},
    {.name = "--shard", .verbs = OPT_BOOK, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 32,
     .field = AT(shard), .limits = N_("expected I/N, e.g. 2/4"), .value = "I/N",
     .help = N_("play only share I of N (pairs I, I+N, ...) and write its counts, none\n"
             "left out; kharbaga book merge makes the book of the shards' files")},
    {.name = "--out", .verbs = OPT_BOOK, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(out), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("write the book into FILE (default: standard output)")},
    {.name = "--positions", .verbs = OPT_TUNE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(positions_file), .limits = N_("longer than {max} characters"), .value = "FILE",
     .complete = COMPLETE_FILE,
     .help = N_("the labelled positions: read from FILE when it exists (no games are\n"
             "played), else written to it after the games")},
    {.name = "--choice", .verbs = OPT_STUDY, .kind = KIND_LIST, .flags = NOT_HERE | API, .max = CLI_MAX_CHOICES,
     .field = AT(choices), .extra = AT(nchoices), .limits = N_("at most {max} choices"), .value = "SPEC",
     .help = N_("a rule choice to study: a ruleset and/or rule changes, e.g.\n"
             "--choice removal=end --choice \"ruleset=immediate\"; repeatable")},
    {.name = "--until", .verbs = OPT_UNTIL, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 16, .field = AT(until),
     .limits = N_("expected clear"), .value = "clear", .complete = COMPLETE_WORDS, .words = "clear",
     .help = N_("stop as soon as it is clear whether the choices change the first player's\n"
             "score by 5 points or not at all (a sequential test); --games is its most games")},
    {.name = "--svg", .verbs = OPT_SVG, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(svg), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("also draw the study's metrics as bars with their intervals into FILE")},
    {.name = "--pieces", .verbs = OPT_SOLVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 2,
     .max = EGTB_MAX_PIECES, .field = AT(pieces), .limits = N_("expected the most pieces of a table, a whole number "
     "from {range}"), .value = "N", .help = N_("tables of every slice of at most N pieces, both sides together ({range})")},
    {.name = "--all", .verbs = OPT_SOLVE, .kind = KIND_FLAG, .field = AT(all),
     .help = N_("tables of every slice of the game (a small game: every position)")},
    {.name = "--dir", .verbs = OPT_SOLVE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(dir), .limits = N_("longer than {max} characters"), .value = "DIR",
     .help = N_("the tables' directory (default: $XDG_DATA_HOME/kharbaga/tables or\n"
             "~/.local/share/kharbaga/tables)")},
    {.name = "--plan", .verbs = OPT_SOLVE, .kind = KIND_FLAG, .field = AT(plan),
     .help = N_("list the slices in the order they are built (each after those it\n"
             "needs), with their sizes and whether their file is there; build nothing")},
    {.name = "--slice", .verbs = OPT_SOLVE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 32, .field = AT(slice),
     .limits = N_("longer than {max} characters"), .value = "SPEC",
     .help = N_("build only this slice, e.g. 2m1k-1m0k (South's men and kings, then\n"
             "North's); the slices it needs must be built")},
    {.name = "--verify", .verbs = OPT_SOLVE, .kind = KIND_FLAG, .field = AT(verify),
     .help = N_("check every value of the tables against its successors' values\n"
             "(after building what is missing)")},
    {.name = "--jobs", .verbs = OPT_SOLVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = JOBS_MAX,
     .field = AT(jobs), .limits = WHOLE, .value = "N",
     .help = N_("threads that build each slice ({range}; default 1); the slices are built\n"
             "in order as without it, and their tables are the same byte for byte")},
    {.name = "--prove", .verbs = OPT_SOLVE, .kind = KIND_FLAG, .field = AT(prove),
     .help = N_("prove the position's value (the start unless --position or --play) by\n"
             "proof-number search, the tables in the directory at its leaves")},
    {.name = "--proof", .verbs = OPT_SOLVE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(proof), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("with --prove: write the proof into FILE")},
    {.name = "--check-proof", .verbs = OPT_SOLVE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = LOADER_PATH - 1,
     .field = AT(check_proof), .limits = N_("longer than {max} characters"), .value = "FILE", .complete = COMPLETE_FILE,
     .help = N_("check the proof in FILE again from the rules and the tables")},
    {.name = "--nodes", .verbs = OPT_SOLVE, .kind = KIND_UINT64, .flags = ONCE | NOT_HERE, .min = 1000,
     .max = 2000000000, .field = AT(nodes), .limits = WHOLE, .value = "N",
     .help = N_("with --prove: the most nodes of the search tree ({range}; default\n"
             "10,000,000, about 1.1 GB)")},
    {.name = "--second-level", .verbs = OPT_SOLVE, .kind = KIND_UINT64, .flags = ONCE | NOT_HERE, .min = 1000,
     .max = 2000000000, .field = AT(second_level), .limits = WHOLE, .value = "N",
     .help = N_("with --prove: PN² search: each node the tree expands is searched\n"
             "again by a second search of at most N nodes ({range}), no more\n"
             "than the tree holds then, which gives its children their numbers\n"
             "and is dropped")},
    {.name = "--move", .verbs = OPT_RENDER, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .field = AT(move),
     .value = "MOVE", .help = N_("draw this legal move: its path as arrows, its captures crossed out")},
    {.name = "--size", .verbs = OPT_RENDER, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .field = AT(size),
     .value = "PX", .help = N_("the longer side of the image in pixels (64 to 4096, default 400)")},
    {.name = "--output", .verbs = OPT_RENDER, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .field = AT(output),
     .value = "FILE", .complete = COMPLETE_FILE, .help = N_("write the SVG to FILE instead of standard output")},
    {.name = "--no-coordinates", .verbs = OPT_RENDER, .kind = KIND_FLAG, .flags = API, .field = AT(no_coordinates),
     .help = N_("leave out the letters and numbers along the edges")},
    {.name = "--lesson", .verbs = OPT_LESSON, .kind = KIND_INT, .flags = ONCE | NOT_HERE | API, .min = 1, .max = 1000,
     .field = AT(lesson), .limits = WHOLE, .value = "N",
     .help = N_("start at lesson N (the list is shown at the start); with --json:\n"
             "lesson N's text, task and position (without: the list of lessons)")},
    {.name = "--answer", .verbs = OPT_LESSON, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .max = 255,
     .field = AT(answer), .limits = N_("longer than {max} characters"), .value = "MOVE",
     .help = N_("with --json and --lesson N: judge this move as the lesson's answer\n"
             "(the verdict, the feedback the course prints, the next lesson)")},
    {.name = "--found", .verbs = OPT_LESSON, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE | API, .max = 1024,
     .field = AT(found), .limits = N_("longer than {max} characters"), .value = "\"MOVES\"",
     .help = N_("with --answer, in a lesson that asks for every move of a kind: the\n"
             "moves found before, separated by spaces or commas")},
    {.name = "--tries", .verbs = OPT_LESSON, .kind = KIND_INT, .flags = ONCE | NOT_HERE | API, .min = 0, .max = 1,
     .field = AT(tries), .limits = N_("expected the wrong tries so far, a whole number from {range}"),
     .value = "N", .help = N_("with --answer: the wrong tries made before it (0 or 1; the second\n"
             "wrong try shows the answer)")},
    {.name = "--long", .verbs = OPT_LONG, .kind = KIND_FLAG, .flags = API, .field = AT(long_form),
     .help = N_("also show rulesets and sources")},
    {.name = "--port", .verbs = OPT_SERVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 0, .max = 65535,
     .field = AT(port), .limits = WHOLE, .value = "N", .initial = "8080",
     .help = N_("the TCP port to listen on (default {initial}; 0: any free port, printed)")},
    {.name = "--host", .verbs = OPT_SERVE, .kind = KIND_TEXT, .flags = ONCE | NOT_HERE, .max = 64, .field = AT(host),
     .limits = N_("longer than {max} characters"), .value = "ADDR",
     .help = N_("the address to listen on (default 127.0.0.1, this machine only;\n"
             "0.0.0.0 or :: for every network: anyone who reaches it can use it)")},
    {.name = "--allow-host", .verbs = OPT_SERVE, .kind = KIND_LIST, .flags = NOT_HERE, .max = CLI_MAX_ALLOW_HOSTS,
     .field = AT(allow_hosts), .extra = AT(nallow_hosts), .limits = N_("at most {max} names"),
     .value = "NAME", .help = N_("also answer requests that name the server NAME (a host name or an\n"
             "address, e.g. myschool.lan); repeatable. Without it, only its address\n"
             "and localhost (docs/api.md, \"Who may call the server\")")},
    {.name = "--max-per-address", .verbs = OPT_SERVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1,
     .max = 256 /* SERVE_MAX_CONNECTIONS, serve.h */, .field = AT(max_per_address), .limits = WHOLE, .value = "N",
     .help = N_("the connections one client address may hold (default 128 of 256; a\n"
             "class behind one router shares one address)")},
    {.name = "--open", .verbs = OPT_SERVE, .kind = KIND_FLAG, .field = AT(open),
     .help = N_("also open the page in the desktop's browser (xdg-open, run by a\n"
             "launcher made before the process guard; docs/api.md)")},
    {.name = "--qr", .verbs = OPT_SERVE, .kind = KIND_FLAG, .field = AT(qr),
     .help = N_("also draw the QR code of the address phones open (done at a terminal\n"
             "anyway, listening on a network; docs/teaching.md)")},
    {.name = "--max-searches", .verbs = OPT_SERVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1, .max = 64,
     .field = AT(max_searches), .limits = WHOLE, .value = "N",
     .help = N_("searches (AI moves, analyses) running at once; more wait their turn (default: the processors)")},
    {.name = "--max-time", .verbs = OPT_SERVE, .kind = KIND_INT, .flags = ONCE | NOT_HERE, .min = 1,
     .max = SEARCH_MAX_TIME_MS, .field = AT(max_time_ms), .limits = N_("expected milliseconds, a whole number from {range}"),
     .value = "MS", .help = N_("the longest a search of a request may think (default 10000)")},
    {.name = "--workshop", .verbs = OPT_SERVE, .kind = KIND_FLAG, .field = AT(workshop),
     .help = N_("also take variant scripts in POST requests (the page's workshop): anyone\n"
             "who reaches the port can then make the server run their script, within\n"
             "the sandbox's budgets (docs/browser.md); off by default")},
    {.name = "--json", .verbs = OPT_JSON, .kind = KIND_FLAG, .field = AT(json),
     .help = N_("machine-readable output")},
    {.name = "--lang", .verbs = OPT_LANG, .kind = KIND_TEXT, .flags = ONCE | EVERY, .max = 15, .field = AT(lang),
     .limits = N_("longer than {max} characters"), .value = "CODE",
     .help = N_("the language of the messages: en, or one the program has a catalog of\n"
                "(a code it has none of is refused with the list); default: the\n"
                "environment's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)")},
};
enum { NOPTIONS = sizeof options / sizeof options[0] };

bool cli_api_param(int index, CliParam *p)
{
    for (int k = 0; k < NOPTIONS; k++)
        if ((options[k].flags & API) && index-- == 0) {
            *p = (CliParam){options[k].name + 2, options[k].name, options[k].verbs, options[k].kind == KIND_FLAG,
                            (options[k].flags & API_ID) != 0};
            return true;
        }
    return false;
}

static void *at(Cli *cli, size_t offset)
{
    return (char *)cli + offset;
}

/* text with {name}, {command}, {max}, {range} and {initial} filled in for option o (cmd may be
 * NULL when the text names no command), into buf. */
static const char *expand(const char *text, const Option *o, const Command *cmd, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (const char *s = _(text); *s && used + 1 < len;) {
        char piece[64];
        size_t n = 1;
        if (!strncmp(s, "{name}", 6))
            n = 6, snprintf(piece, sizeof piece, "%s", o->name);
        else if (!strncmp(s, "{command}", 9))
            n = 9, snprintf(piece, sizeof piece, "%s", cmd ? cmd->name : "");
        else if (!strncmp(s, "{max}", 5))
            n = 5, snprintf(piece, sizeof piece, "%lld", o->max);
        else if (!strncmp(s, "{range}", 7))
            n = 7, snprintf(piece, sizeof piece, _("%lld to %lld"), o->min, o->max);
        else if (!strncmp(s, "{initial}", 9))
            n = 9, snprintf(piece, sizeof piece, "%s", o->initial ? o->initial : "");
        else
            snprintf(piece, sizeof piece, "%c", *s);
        int w = snprintf(buf + used, len - used, "%s", piece);
        used = w > 0 && used + (size_t)w < len ? used + (size_t)w : len - 1;
        s += n;
    }
    return buf;
}

bool cli_option_doc(int index, CliOptionDoc *d)
{
    if (index < 0 || index >= NOPTIONS)
        return false;
    const Option *o = &options[index];
    *d = (CliOptionDoc){.name = o->name, .value = o->value, .label = o->label, .verbs = o->verbs,
                        .repeatable = o->kind == KIND_LIST, .complete = o->complete, .words = o->words};
    if (o->help)
        expand(o->help, o, NULL, d->help, sizeof d->help);
    return true;
}

/* The help's lines of option o: its label ("--depth N"), then what it does. */
static void print_option_help(FILE *out, const Option *o)
{
    char help[512], label[64];
    expand(o->help, o, NULL, help, sizeof help);
    if (o->label)
        snprintf(label, sizeof label, "%s", o->label);
    else
        snprintf(label, sizeof label, "%s%s%s", o->name, o->value ? " " : "", o->value ? o->value : "");
    const char *shown = label;
    for (const char *line = help; *line;) {
        size_t n = strcspn(line, "\n");
        fprintf(out, "  %-20s %.*s\n", shown, (int)n, line);
        shown = "";
        line += n + (line[n] == '\n');
    }
}

enum { SYNOPSIS_WIDTH = 100 }; /* the synopsis goes on to another line before this column */

/* Writes word to the synopsis at *column, after a blank; on a line of its own, indented by
 * indent, if it would reach past SYNOPSIS_WIDTH (the first word never goes on another line). */
static void synopsis_word(FILE *out, const char *word, int indent, int *column)
{
    int n = (int)strlen(word);
    if (*column >= indent && *column + 1 + n > SYNOPSIS_WIDTH) {
        fprintf(out, "\n%*s", indent, "");
        *column = indent;
    } else {
        fprintf(out, " ");
        (*column)++;
    }
    fprintf(out, "%s", word);
    *column += n;
}

/* Whether option o shows in cmd's synopsis among the required options (required) or the others. */
static bool in_synopsis(const Option *o, const Command *cmd, bool required)
{
    return (o->verbs & cmd->options) && !(o->flags & EVERY) && !(o->verbs & cmd->required) == !required;
}

bool cli_synopsis_option(const Command *cmd, int index, CliOptionDoc *d, bool *required)
{
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < NOPTIONS; k++)
            if (in_synopsis(&options[k], cmd, pass == 0) && index-- == 0) {
                *required = pass == 0;
                return cli_option_doc(k, d);
            }
    return false;
}

/* The options of cmd in the synopsis: the required ones (their groups in cmd->required) bare,
 * then the others in brackets; a repeatable one followed by "...". */
static void synopsis_options(FILE *out, const Command *cmd, int indent, int *column)
{
    CliOptionDoc d;
    bool required;
    for (int i = 0; cli_synopsis_option(cmd, i, &d, &required); i++) {
        char word[80];
        snprintf(word, sizeof word, "%s%s%s%s%s%s", required ? "" : "[", d.name, d.value ? " " : "",
                 d.value ? d.value : "", required ? "" : "]", d.repeatable ? "..." : "");
        synopsis_word(out, word, indent, column);
    }
}

/* "usage: kharbaga VERB ARGS OPTIONS", made from the command's arguments and the table of
 * options, wrapped under its first argument; then the command's note, if any. */
static void print_synopsis(FILE *out, const Command *cmd)
{
    int column = fprintf(out, _("usage: kharbaga %s"), cmd->name), indent = column + 1;
    if (cmd->args)
        synopsis_word(out, cmd->args, indent, &column);
    synopsis_options(out, cmd, indent, &column);
    fprintf(out, "\n");
    if (cmd->note)
        fprintf(out, "       %s\n", _(cmd->note));
}

void cli_print_help(FILE *out, const Command *cmd)
{
    print_synopsis(out, cmd);
    fprintf(out, "\n%s.\n\n", _(cmd->summary));
    fprintf(out, "%s\n", _("options:"));
    for (int k = 0; k < NOPTIONS; k++)
        if (options[k].help && (options[k].verbs & cmd->options) && !(options[k].flags & EVERY))
            print_option_help(out, &options[k]);
    fprintf(out, "  %-20s %s\n", "-h, --help", _("this text"));
}

/* The value of option `name` given as "--name=value" or "--name value". */
static const char *option_value(const char *name, int argc, char **argv, int *i)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (arg[n] == '=')
        return arg + n + 1;
    if (*i + 1 >= argc)
        return NULL;
    return argv[++*i];
}

/* value as a whole number from min to max: digits only (no blank, no sign), into *out. */
static bool whole_in(const char *value, long long min, long long max, long long *out)
{
    if (!isdigit((unsigned char)value[0]))
        return false;
    char *end;
    errno = 0;
    long long n = strtoll(value, &end, 10);
    if (*end || errno || n < min || n > max)
        return false;
    *out = n;
    return true;
}

static bool matches(const char *arg, const Option *o)
{
    if (o->kind == KIND_FLAG)
        return strcmp(arg, o->name) == 0;
    size_t n = strlen(o->name);
    return strncmp(arg, o->name, n) == 0 && (arg[n] == '\0' || arg[n] == '=');
}

/* The option arg names for cmd: one cmd takes, else one to report as not applying to it, else
 * NULL (an unknown option, or an argument). */
static const Option *find_option(const char *arg, const Command *cmd)
{
    const Option *foreign = NULL;
    for (int k = 0; k < NOPTIONS; k++) {
        if (!matches(arg, &options[k]))
            continue;
        if (options[k].verbs & cmd->options)
            return &options[k];
        if ((options[k].flags & NOT_HERE) && !foreign)
            foreign = &options[k];
    }
    return foreign;
}

/* A text value, refused (never cut) when longer than o->max. */
static bool store_text(Cli *cli, const Option *o, const char *value)
{
    if (o->max > 0 && strlen(value) > (size_t)o->max) {
        char shown[256], why[256]; /* 60 characters, each at most \xNN, and "..." */
        return cli_error_in(o->name + 2, "%s %s: %s", o->name, err_text(value, 60, shown, sizeof shown),
                            expand(o->limits, o, NULL, why, sizeof why)) == 0;
    }
    *(const char **)at(cli, o->field) = value;
    if (o->extra)
        *(bool *)at(cli, o->extra) = true;
    return true;
}

static bool store_number(Cli *cli, const Option *o, const char *value)
{
    long long n;
    if (!whole_in(value, o->min, o->max, &n)) {
        char why[256];
        return cli_error_in(o->name + 2, "%s %s: %s", o->name, value, expand(o->limits, o, NULL, why, sizeof why)) == 0;
    }
    if (o->kind == KIND_UINT64)
        *(uint64_t *)at(cli, o->field) = (uint64_t)n;
    else
        *(int *)at(cli, o->field) = (int)n;
    return true;
}

static bool store_list(Cli *cli, const Option *o, const char *value)
{
    int *count = at(cli, o->extra);
    if (*count == o->max) {
        char why[256];
        return cli_error_in(o->name + 2, "%s: %s", o->name, expand(o->limits, o, NULL, why, sizeof why)) == 0;
    }
    ((const char **)at(cli, o->field))[(*count)++] = value;
    return true;
}

/* --a .. --d: a rule choice, in order of the letters. */
static bool store_spec(Cli *cli, const Option *o, const char *value)
{
    int *count = at(cli, o->extra);
    if (strlen(value) > (size_t)o->max)
        return cli_error_in(o->name + 2, "%s: a rule choice of %zu characters; at most %lld", o->name, strlen(value),
                            o->max) == 0;
    if (o->name[2] - 'a' != *count)
        return cli_error_in(o->name + 2, "%s: give the choices in order, --a first, then --b, --c, --d", o->name) == 0;
    ((const char **)at(cli, o->field))[(*count)++] = value;
    return true;
}

static bool store(Cli *cli, const Option *o, const char *value)
{
    switch (o->kind) {
    case KIND_TEXT:
        return store_text(cli, o, value);
    case KIND_INT:
    case KIND_UINT64:
        return store_number(cli, o, value);
    case KIND_LIST:
        return store_list(cli, o, value);
    case KIND_SPEC:
        return store_spec(cli, o, value);
    case KIND_FLAG:
        break;
    }
    return *(bool *)at(cli, o->field) = true;
}

static bool missing_value(const Option *o, const Command *cmd, const char *value)
{
    if (!o->missing)
        return cli_error_in(o->name + 2, "%s: expected a value after it, not %s (see kharbaga %s --help)", o->name,
                            value ? "an empty text" : "the end of the command line", cmd->name) == 0;
    char why[256];
    return cli_error_in(o->name + 2, "%s: %s", o->name, expand(o->missing, o, cmd, why, sizeof why)) == 0;
}

/* Option o at argv[*i] (and its value, which may be the next argument: *i moves past it). */
static bool take_option(Cli *cli, const Command *cmd, const Option *o, bool *given, int argc, char **argv, int *i)
{
    if (!(o->verbs & cmd->options))
        return cli_error_in(o->name + 2, "'%s' does not apply to '%s' (see kharbaga %s --help)", o->name, cmd->name,
                            cmd->name) == 0;
    if (o->kind == KIND_FLAG)
        return store(cli, o, NULL);
    bool twice = *given && (o->flags & ONCE);
    if (twice && !(o->flags & VALUE_FIRST))
        return cli_error_in(o->name + 2, "'%s' is given twice; give it once (see kharbaga %s --help)", o->name,
                            cmd->name) == 0;
    const char *value = option_value(o->name, argc, argv, i);
    if (!value || !*value)
        return missing_value(o, cmd, value);
    if (twice)
        return cli_error_in(o->name + 2, "'%s' is given twice; give it once (see kharbaga %s --help)", o->name,
                            cmd->name) == 0;
    *given = true;
    return store(cli, o, value);
}

/* A word that is no option of the table: an argument, or an unknown option. After "--" (operand)
 * every word is an argument, whatever it starts with. */
static bool take_argument(Cli *cli, const Command *cmd, const char *arg, bool operand)
{
    if (!operand && arg[0] == '-' && arg[1] != '\0')
        return cli_error("unknown option '%s' for '%s' (see kharbaga %s --help)", arg, cmd->name, cmd->name) == 0;
    if (cli->nargs >= cmd->max_args)
        return cli_error("unexpected argument '%s' for '%s' (see kharbaga %s --help)", arg, cmd->name, cmd->name) ==
               0;
    cli->args[cli->nargs++] = arg;
    return true;
}

/* The values of the options that have one when not given (their .initial). */
static void set_initial_values(Cli *cli)
{
    for (int k = 0; k < NOPTIONS; k++)
        if (options[k].initial && options[k].kind == KIND_TEXT)
            *(const char **)at(cli, options[k].field) = options[k].initial;
        else if (options[k].initial)
            *(int *)at(cli, options[k].field) = atoi(options[k].initial);
}

bool cli_parse(Cli *cli, const Command *cmd, int argc, char **argv)
{
    memset(cli, 0, sizeof *cli);
    cli->command = cmd->name;
    set_initial_values(cli);
    bool given[NOPTIONS] = {false}, operands = false;
    for (int i = 0; i < argc; i++) {
        if (!operands && !strcmp(argv[i], "--")) { /* the end of the options, as getopt has it */
            operands = true;
            continue;
        }
        const Option *o = operands ? NULL : find_option(argv[i], cmd);
        if (o ? !take_option(cli, cmd, o, &given[o - options], argc, argv, &i)
              : !take_argument(cli, cmd, argv[i], operands))
            return false;
    }
    Err e;
    if (!rules_changes_distinct(cli->rules, cli->nrules, &e)) {
        cli_error_in("rule", "--rule: %s", e.msg);
        cli_fail_with(e.code, 0);
        return false;
    }
    return true;
}

bool cli_game_argument(Cli *cli)
{
    if (!cli->nargs)
        return true;
    if (cli->variant_given && strcmp(cli->variant, cli->args[0]))
        return cli_error("%s and --variant %s: name the game once", cli->args[0], cli->variant) == 0;
    cli->variant = cli->args[0];
    return true;
}

/* Makes the commas of a --play list that separate moves blanks, keeping those between the captured
 * points of a move's '/' suffix ("f3xe3/d3,e4"): there a comma is followed by a point name and
 * then a comma, a blank or the end, where a move would go on with '-' or 'x'. */
static void blank_move_commas(char *text)
{
    bool suffix = false;
    for (char *c = text; *c; c++) {
        if (*c == '/')
            suffix = true;
        else if (*c == ' ' || *c == '\t' || *c == '\n')
            suffix = false;
        else if (*c == ',') {
            const char *end = c + 1;
            while (isalnum((unsigned char)*end) && *end != 'x')
                end++;
            if (!suffix || end == c + 1 || *end == '-' || *end == 'x' || *end == '/') {
                *c = ' ';
                suffix = false;
            }
        }
    }
}

/* Plays the moves of --play (separated by blanks or commas) on cli->pos. */
static bool play_moves(Cli *cli)
{
    const Variant *v = &cli->def->variant;
    MoveList storage = MOVELIST_INIT, *list = &storage;
    char *text = strdup(cli->play);
    cli->before_play = cli->pos;
    size_t most = strlen(cli->play) / 2 + 1; /* a move has at least 2 characters */
    cli->played = malloc(sizeof *cli->played * most);
    cli->played_details = malloc(sizeof *cli->played_details * most);
    bool ok = text && cli->played && cli->played_details;
    if (!ok)
        cli_out_of_memory();
    else
        blank_move_commas(text);
    int number = 0;
    for (char *save = NULL, *word = ok ? strtok_r(text, " \t\n", &save) : NULL; ok && word;
         word = strtok_r(NULL, " \t\n", &save)) {
        number++;
        char move[256];
        snprintf(move, sizeof move, "%s", word);
        if (word[0] == 'H' && !strpbrk(word, "-x")) { /* a huff prefix, "Ha9 a1-a3": one move */
            char *rest = strtok_r(NULL, " \t\n", &save);
            snprintf(move, sizeof move, "%s %s", word, rest ? rest : "");
        }
        Err e;
        movegen_legal(v, &cli->pos, list);
        int index = list->hook_failed ? -1 : move_parse(v, list, move, &e);
        if (list->hook_failed) {
            cli_error("%s: %s", cli->def->path, gamedef_hook_error(cli->def));
            ok = false;
        } else if (index < 0) {
            cli_error_in("play", "--play, move %d: %s", number, list->overflow ? MOVEGEN_OVERFLOW_TEXT : e.msg);
            cli_fail_with(list->overflow ? ERR_OTHER : e.code, number);
            ok = false;
        } else {
            Undo undo;
            cli->played[cli->nplayed] = list->moves[index];
            cli->played_details[cli->nplayed++] = list->details[index];
            position_make(v, &cli->pos, &list->moves[index], &list->details[index], &undo);
            const char *hook = gamedef_hook_error(cli->def); /* an after hook that failed */
            if (hook) {
                cli_error("%s: %s", cli->def->path, hook);
                ok = false;
            }
        }
    }
    movelist_free(list);
    free(text);
    return ok;
}

/* Set once, before threads start (cli_set_game_loader), then only read. */
static CliGameLoader game_loader = loader_load;

void cli_set_game_loader(CliGameLoader fn) { game_loader = fn ? fn : loader_load; }

bool cli_load_game(const Cli *cli, GameDef *def, char *err, size_t errlen)
{
    if (cli->script) /* never cached: a script given as text is the one request's own */
        return loader_load_text(cli->script_name, cli->script, cli->script_len, def, err, errlen);
    return game_loader(cli->variant, def, err, errlen);
}

bool cli_load(Cli *cli)
{
    cli->def = calloc(1, sizeof *cli->def);
    if (!cli->def) {
        cli_out_of_memory();
        return false;
    }
    char err[LOADER_ERRLEN];
    cli_input(cli->script ? "script" : "variant");
    if (!cli_load_game(cli, cli->def, err, sizeof err)) {
        cli_error_lines(err);
        return false;
    }
    Err e;
    cli_input("rule"); /* unless the Err names the ruleset */
    if (!gamedef_select(cli->def, cli->ruleset, cli->rules, cli->nrules, &e))
        return cli_fail(&e) == 0;
    const Variant *v = &cli->def->variant;
    cli_input("position");
    if (!cli->position) {
        position_start(v, &cli->pos);
    } else if (!position_from_text(v, cli->position, &cli->pos, &e)) {
        return cli_fail(&e) == 0;
    }
    cli_input("play");
    bool ok = !cli->play || play_moves(cli);
    cli_input(NULL);
    return ok;
}

Cli cli_unloaded_copy(const Cli *cli)
{
    Cli copy = *cli;
    copy.def = NULL;
    copy.played = NULL;
    copy.played_details = NULL;
    copy.nplayed = 0;
    return copy;
}

void cli_free(Cli *cli)
{
    free(cli->played);
    free(cli->played_details);
    cli->played = NULL;
    cli->played_details = NULL;
    if (cli->def)
        gamedef_release(cli->def);
    free(cli->def);
    cli->def = NULL;
}
