/*
 * cli.h — what every command of the kharbaga program shares: its options, loading the game,
 * and reporting errors.
 */
#ifndef KHARBAGA_CLI_H
#define KHARBAGA_CLI_H

#include "gamedef.h"
#include "position.h"
#include "stop.h"
#include "report.h"

#include <stdio.h>

enum { CLI_MAX_CHOICES = 8, CLI_MAX_ALLOW_HOSTS = 16, CLI_MAX_RULES = 32, CLI_MAX_ARGS = 1024, CLI_MAX_SPECS = 4, CLI_MAX_SPEC_LEN = 255, CLI_MAX_POSITIONS = 16 };

/* Option flags: what a command accepts besides --help (each option, its group, value, limits
 * and help line: the table in cli.c). */
enum {
    OPT_JSON = 1 << 0,
    OPT_DEPTH = 1 << 1,
    OPT_DIVIDE = 1 << 2,
    OPT_LONG = 1 << 3,
    OPT_SPECS = 1 << 4, /* --a, --b, --c, --d: rule choices; --record FILE, --at N, --from N, --part (dispute) */
    OPT_AI = 1 << 5,    /* --ai NAME */
    OPT_TIME = 1 << 6,  /* --time MS */
    OPT_GAME = 1 << 7,  /* --as SIDE, --save FILE, --load FILE, --resume */
    OPT_MATCH = 1 << 8, /* --games N, --seed N, --opening N, --save DIR */
    OPT_RENDER = 1 << 9, /* --move MOVE, --size PX, --output FILE, --no-coordinates */
    OPT_LESSON = 1 << 10, /* --lesson N, --answer MOVE, --found MOVES, --tries N (learn) */
    OPT_VARIANT = 1 << 11,  /* --variant NAME|FILE */
    OPT_RULES = 1 << 12,    /* --ruleset NAME, --rule KEY=VALUE */
    OPT_POSITION = 1 << 13, /* --position TEXT, --play MOVES */
    OPT_CHECK = 1 << 14,    /* --position TEXT, repeatable (check) */
    OPT_SERVE = 1 << 15,    /* --port N, --host ADDR, --allow-host NAME, --max-per-address N, --open, --qr,
                             * --max-searches N, --max-time MS, --workshop (serve) */
    OPT_JOBS = 1 << 16,     /* --jobs N, --shard I/N, --out FILE (match, study) */
    OPT_STUDY = 1 << 17,    /* --choice SPEC, repeatable (study) */
    OPT_SVG = 1 << 18,      /* --svg FILE (study, merge) */
    OPT_UNTIL = 1 << 19,    /* --until clear (study) */
    OPT_SOLVE = 1 << 20,    /* --pieces N, --all, --dir DIR, --plan, --slice SPEC, --verify, --jobs N, --prove,
                               --proof FILE, --check-proof FILE, --nodes N (solve) */
    OPT_LANG = 1 << 21,     /* --lang CODE: every command */
    OPT_TUNE = 1 << 22,     /* --games N, --seed N, --opening N, --jobs N, --positions FILE, --out FILE.lua (tune) */
    OPT_BOOK = 1 << 23,     /* --games N, --plies N, --min-games N, --min-score P, --seed N, --opening N, --jobs N,
                               --shard I/N, --out FILE (book) */
    OPT_SETUP = OPT_VARIANT | OPT_RULES | OPT_POSITION, /* a game, its rules and a position */
};

typedef struct Cli {
    const char *command;
    const char *variant;  /* --variant (its default: the table of options, cli.c) */
    bool variant_given;   /* --variant was on the command line */
    const char *ruleset;  /* --ruleset, or NULL for the game's first */
    const char *position; /* --position, or NULL for the start */
    const char *play;     /* --play: moves to play from the position first, or NULL */
    const char *positions[CLI_MAX_POSITIONS]; /* check's --position: more positions to check from */
    int npositions;
    const char *rules[CLI_MAX_RULES];
    int nrules;
    const char *lang;     /* --lang: the language of the messages (lang.h), or NULL: the environment's */
    bool json, divide, long_form;
    int depth;
    int time_ms;          /* --time */
    int lesson;           /* --lesson N: the lesson to start at, from 1; 0 if not given */
    const char *answer;   /* --answer MOVE (learn --json): the move to judge, or NULL */
    const char *found;    /* --found "MOVES" (learn --json): a find_all lesson's moves found so far, or NULL */
    int tries;            /* --tries N (learn --json): wrong tries so far */
    const char *ai;       /* --ai, or NULL */
    const char *as;       /* --as: south, north, both or none */
    const char *save;     /* --save FILE (a match: DIR) */
    const char *load;     /* --load FILE (play) */
    bool resume;          /* --resume (play) */
    int games;            /* --games, or 0 */
    uint64_t seed;        /* --seed, default 0 */
    int opening;          /* --opening, or -1 when not given */
    int balance;          /* --balance, or -1 when not given */
    const char *move;     /* --move (render), or NULL */
    const char *size;     /* --size PX (render), or NULL */
    const char *output;   /* --output FILE (render), or NULL for stdout */
    bool no_coordinates;  /* --no-coordinates (render) */
    int jobs;             /* --jobs N, or 0: match and study the online CPUs, solve 1 */
    const char *shard;    /* --shard I/N, or NULL */
    const char *out;      /* --out FILE: the results file (tune: the personality's script), or NULL */
    const char *positions_file; /* --positions FILE (tune): the labelled positions, read or written; or NULL */
    int plies;            /* --plies N (book build): the plies of each game the book keeps, or 0 */
    int min_games;        /* --min-games N (book): an entry's fewest games, or -1 when not given */
    int min_score;        /* --min-score P (book): an entry's least score in percent, or -1 when not given */
    bool no_book;         /* (book build) the players play without their personalities' books */
    const char *choices[CLI_MAX_CHOICES]; /* --choice SPEC (study), in order */
    int nchoices;
    const char *svg;      /* --svg FILE (study, merge), or NULL */
    const char *sprt;     /* --sprt ELO0,ELO1 (match), or NULL */
    const char *alpha, *beta; /* --alpha A, --beta B: a sequential test's error rates, or NULL */
    const char *until;    /* --until clear (study), or NULL */
    int pieces;           /* --pieces N (solve), or 0 */
    bool all;             /* --all (solve): every slice of the game */
    const char *dir;      /* --dir DIR (solve): the tables' directory, or NULL for the default */
    bool plan;            /* --plan (solve): list the slices, build nothing */
    const char *slice;    /* --slice SPEC (solve): build this slice only, or NULL */
    bool verify;          /* --verify (solve): check the tables against their successors */
    bool prove;           /* --prove (solve): prove the position's value by proof-number search */
    const char *proof;    /* --proof FILE (solve --prove): keep the proof in FILE, or NULL */
    const char *check_proof; /* --check-proof FILE (solve): check the proof in FILE, or NULL */
    uint64_t nodes;       /* --nodes N (solve --prove): the search tree's most nodes, or 0 (default) */
    uint64_t second_level; /* --second-level N (solve --prove): PN²'s second search's most nodes, or 0 (off) */
    int nargs;
    const char *args[CLI_MAX_ARGS];
    int nspecs;
    const char *specs[CLI_MAX_SPECS]; /* --a .. --d, in order */
    const char *record;   /* --record FILE (dispute), or NULL */
    int at;               /* --at N (dispute): the move of the record to dispute, or 0 */
    bool part;            /* --part (dispute): walk the --play moves to where the choices part */
    int from;             /* --from N (dispute): the first disagreement at move N or after, or 0 */
    int port;             /* --port (serve; its default: the table of options) */
    const char *host;     /* --host ADDR (serve), default 127.0.0.1 */
    const char *allow_hosts[CLI_MAX_ALLOW_HOSTS]; /* --allow-host NAME (serve): more names it answers to */
    int nallow_hosts;
    int max_per_address;  /* --max-per-address N (serve), 0: the default */
    bool open;            /* --open (serve) */
    bool qr;              /* --qr (serve) */
    int max_searches;     /* --max-searches N (serve) */
    int max_time_ms;      /* a cap on any search's time and a study's, 0: none (serve: --max-time, for its
                             requests) */
    StopFlag *stop;  /* the server's: set when a request's budget is spent or the server closes; work
                             that counts (searches, perft, a script's tests) gives up. NULL: never */
    int table_mib;        /* a search's table in MiB (analyze, a match's players), 0: their own (the server's: less) */
    /* A script's text that is the game instead of --variant (the server's workshop, which has
     * no file to name): loaded by cli_load under script_name ("workshop.lua"); NULL if none. */
    const char *script;
    size_t script_len;
    const char *script_name;
    bool workshop;        /* --workshop (serve) */
    GameDef *def; /* loaded by cli_load */
    Position pos;
    /* --play's moves, made on the position before them (cli_load); a game that keeps its moves
     * (play) starts there and plays them, so that its record holds them */
    Position before_play;
    Move *played;
    MoveDetail *played_details; /* their details */
    int nplayed;
} Cli;

/* How a shell completes a value: an option's, or a command's arguments (the completion scripts of
 * `kharbaga completion`, lua/cmd/completion/). */
typedef enum CliComplete {
    COMPLETE_NONE,        /* nothing to offer: a number, a position, a move */
    COMPLETE_FILE,        /* a file name */
    COMPLETE_DIR,         /* a directory name */
    COMPLETE_GAME,        /* a game: an id listed by `kharbaga variants`, or a .lua file */
    COMPLETE_PERSONALITY, /* a personality: an id listed by `kharbaga personalities`, or a .lua file */
    COMPLETE_WORDS,       /* one of a few fixed words (the entry's .words) */
} CliComplete;

/* A command: name, what it does, the options it takes, the positional arguments allowed, and its
 * entry point (returns the exit status). Its synopsis ("usage: kharbaga ...") is made from its
 * arguments and the options its groups hold (cli_print_help). */
typedef struct Command {
    const char *name;
    const char *summary;
    const char *args;  /* the arguments, as the synopsis shows them before the options ("MOVE",
                          "[GAME]"), or NULL */
    unsigned options;  /* the OPT_* groups of the options it takes */
    unsigned required; /* of those, the groups whose options it requires: the synopsis shows them
                          without brackets (perft's --depth) */
    int max_args;
    int (*run)(Cli *cli);
    const char *note;  /* a line under the synopsis (what it reads besides the command line), or NULL */
    unsigned api;      /* CMD_API, CMD_WORKSHOP: where the JSON API answers it; CMD_WORKER: how */
    const char *param; /* on the API, the parameter that is its argument (explain's "move"), or NULL */
    unsigned api_options; /* on the API, the groups of .options whose parameters it takes; 0: all of them */
    const char *const *api_fixed; /* on the API, the options every request's command line has before
                                     its parameters, NULL-terminated (at most 8 words), or NULL */
    CliComplete complete; /* how a shell completes its arguments */
    const char *words;    /* COMPLETE_WORDS: the words, separated by blanks */
} Command;

/* Where the JSON API (lua/serve/api.c) answers a command: its parameters are the options of its
 * groups that the table of options marks as on the API, and --json is always given. */
enum {
    CMD_API = 1 << 0,      /* GET /api/<verb> */
    CMD_WORKSHOP = 1 << 1, /* POST /api/workshop/<verb>: the script in the body is the game */
    CMD_WORKER = 1 << 2,   /* with CMD_API: a request takes the place of one of the server's search workers
                              while it runs (it searches or plays for seconds), or is refused with 503 */
};

/* The option groups whose parameters cmd takes on the JSON API. */
static inline unsigned cli_api_groups(const Command *cmd)
{
    return cmd->api_options ? cmd->api_options : cmd->options;
}

/* A parameter of the JSON API: an option of the table of options that is on the API, named as
 * the option without its dashes. */
typedef struct CliParam {
    const char *name;   /* "variant" */
    const char *option; /* "--variant" */
    unsigned verbs;     /* the OPT_* groups whose commands take it */
    bool flag;          /* it takes no value */
    bool id;            /* its value is an id on the search path, never a path */
} CliParam;

/* The index-th option of the table (from 0, in the table's order) that is on the API, in *p;
 * false past the last. */
bool cli_api_param(int index, CliParam *p);

/* An option of the table as the program's documents show it: the manual page and the shells'
 * completion scripts (cli_print_help shows the same). */
typedef struct CliOptionDoc {
    const char *name;     /* "--depth" */
    const char *value;    /* what its value is ("N", "NAME|FILE"), or NULL for a flag */
    const char *label;    /* what the help shows in place of "NAME VALUE" ("--a SPEC, --b SPEC"), or NULL */
    unsigned verbs;       /* the OPT_* groups whose commands take it */
    bool repeatable;      /* it may be given more than once */
    CliComplete complete; /* how a shell completes its value */
    const char *words;    /* COMPLETE_WORDS: the words, separated by blanks */
    char help[512];       /* what it does, lines separated by '\n'; "" when another option's help tells
                           * (--b, --c, --d: --a's) */
} CliOptionDoc;

/* The index-th option of the table (from 0, in the order of the help) in *d; false past the
 * last. An option taken by two groups of commands with two meanings (--save FILE, --save DIR) has
 * an entry for each. */
bool cli_option_doc(int index, CliOptionDoc *d);

/* The index-th option of cmd's synopsis, in its order (those it requires first, then the others,
 * each in the table's order), in *d, and in *required whether it is required; false past the
 * last. */
bool cli_synopsis_option(const Command *cmd, int index, CliOptionDoc *d, bool *required);

/* Parses argv (after the command name). On a bad option prints one line and returns false. */
bool cli_parse(Cli *cli, const Command *cmd, int argc, char **argv);

/* For commands whose argument is a game (learn, rules, check): takes it as --variant. False
 * (reported) if --variant names another one. */
bool cli_game_argument(Cli *cli);

/* How cli_load reads a game: loader_load's contract (a path or an id on the search path), into a
 * GameDef cli_load gives zeroed. */
typedef bool (*CliGameLoader)(const char *name_or_path, GameDef *def, char *err, size_t errlen);

/* Makes cli_load read games with fn instead of loader_load, for the rest of the process (the
 * server's cache of loaded games). Called before any thread that loads games starts. */
void cli_set_game_loader(CliGameLoader fn);

/* Loads --variant, selects --ruleset and --rule, reads --position. Prints errors; false on any. */
bool cli_load(Cli *cli);

void cli_free(Cli *cli);

/* A copy of cli's command line without what cli_load made of it (the game, the moves played), for
 * a load of its own: cli_free on the copy, loaded or not, frees nothing of cli's. */
Cli cli_unloaded_copy(const Cli *cli);

/* How a command fails, the one way: it says what is wrong with one of the functions below, each
 * of which prints "kharbaga: " lines on standard error and returns the exit status, and it returns
 * that status: cli_error (bad input: 1), cli_fail (an Err from the core: 1), cli_out_of_memory
 * (1), cli_error_lines (a report of several problems: 1) or cli_usage_error (a bad command line:
 * 2). A helper that returns bool reports the same way and returns false (`return cli_error(...)
 * == 0;`), and its command returns 1 (2 for a helper that checks the command line, as cli_parse).
 * No command prints an error otherwise; a line that is said but is no failure (a warning) is a
 * cli_error whose status is not returned. Which failure it was is never read from a message's
 * text: an Err's code says it (core/types.h), and the input an error is about is its caller's to
 * say (cli_error_in, an Err's input) or the input being read (cli_input).
 *
 * cli_error prints "kharbaga: message" to stderr as one line, whatever the arguments hold: a line
 * break or a terminal escape in a user's argument shows as \xNN (err_text). Returns 1, the exit
 * status. */
int cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* cli_error about an input: an option without its dashes ("depth"), or the parameter that is a
 * verb's argument on the API (explain's "move"). */
int cli_error_in(const char *input, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* cli_error for a bad command line (a missing argument, options that do not go together):
 * returns 2, the exit status of a bad command line. */
int cli_usage_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* cli_usage_error about an input, as cli_error_in. */
int cli_usage_error_in(const char *input, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* cli_error for an Err: its message, about its input if it names one. Returns 1. */
int cli_fail(const Err *e);

/* cli_error saying that memory ran out. Returns 1. */
int cli_out_of_memory(void);

/* Prints a report of several problems, one "kharbaga: " line per line of text (the loader's
 * messages, whose producers quote the user's text in each line; any other control byte is still
 * shown as \xNN). Returns 1. */
int cli_error_lines(const char *text);

/* cli_error for a problem at a place of a script: "file:line: field (inherited by via): message"
 * (report_problem_text), each part it has; file, field and via may be NULL, line 0. Returns 1. */
int cli_problem(const char *file, int line, const char *field, const char *via, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

/* The problems of a load that failed: those kept as data (report_keep) if there are any, else the
 * lines of its text err. Returns 1. */
int cli_load_problems(const char *err, const ReportProblems *kept);

/* The errors a command reported, each as data: a problem's parts, or its message alone. */
typedef struct CliProblems {
    int n, cap;
    ReportProblem *p; /* malloc'd; free() it */
} CliProblems;

/* Keeps the calling thread's errors from now on also in sink (NULL: no longer); a problem that
 * finds no room (memory ran out) is only printed. */
void cli_keep_problems(CliProblems *sink);

/* The stream a command writes its output to: standard output, unless the calling thread has
 * redirected it. Every verb the server answers (lua/serve) writes through it, so that the server's
 * answer is the CLI's output, byte for byte. */
FILE *cli_out(void);

/* The stream a command's error lines go to: standard error unless redirected (cli_redirect). */
FILE *cli_err(void);

/* Loads the game of the command line into def: cli->script if given, else --variant (through
 * the loader cli_set_game_loader chose). loader_load's contract. */
bool cli_load_game(const Cli *cli, GameDef *def, char *err, size_t errlen);

/* Redirects the calling thread's command output and error lines to out and err (NULL, NULL: back
 * to standard output and error), and forgets the last failure. */
void cli_redirect(FILE *out, FILE *err);

/* Names the input (an option without its dashes, or NULL) that the calling thread's next errors
 * are about when their callers name none: the one being read. */
void cli_input(const char *name);

/* The input the calling thread's first error since cli_redirect was about, as an option name
 * without its dashes ("position", "play", "depth"), or NULL if it named none. */
const char *cli_failed_input(void);

/* The message of the calling thread's first error since cli_redirect (without "kharbaga: "), or
 * NULL if there was none. */
const char *cli_failed_message(void);

/* Whether that first error said that memory ran out. */
bool cli_failed_for_memory(void);

/* What that first error says of its input (ERR_NONE when its maker did not say) and the number of
 * the move of --play it is about (0 if none), for a server's answer to read without its words. */
ErrCode cli_failed_code(void);
int cli_failed_move(void);

/* Says what the error just reported says of its input, when it is the first since cli_redirect:
 * its code, and the number of the move of --play it is about (0 if none). */
void cli_fail_with(ErrCode code, int move);

/* Prints a command's help text. */
void cli_print_help(FILE *out, const Command *cmd);

#endif
