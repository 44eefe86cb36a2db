/*
 * commands.c — the command table: each verb of the kharbaga program with what it does, its
 * arguments, the groups of options it takes (their synopsis and help are made from cli.c's
 * table of options), its entry point, and whether the JSON API answers it (lua/serve/api.c
 * reads the table: a verb on the API is one flag here).
 */
#include "commands.h"
#include "i18n.h"

#include <string.h>

/* study on the API: the study the page offers under a dispute, which the server plays within a
 * request's time (one thread: the request's) */
static const char *const study_api_fixed[] = {"--depth", "3", "--until", "clear", "--jobs", "1", NULL};

/* In the order of `kharbaga --help`. */
static const Command commands[] = {
    {.name = "play",
     .summary = N_("Play a game in the terminal: against an AI personality, another person, or watch two AIs"),
     .options = OPT_LANG | OPT_SETUP | OPT_AI | OPT_GAME | OPT_TIME, .run = cmd_play},
    {.name = "learn",
     .summary = N_("A short course in the terminal: the game's lessons, each a position and a task, checked as you play"),
     .args = "[GAME]", .options = OPT_LANG | OPT_VARIANT | OPT_LESSON | OPT_JSON, .max_args = 1, .run = cmd_learn,
     .api = CMD_API, .complete = COMPLETE_GAME},
    {.name = "rules",
     .summary = N_("The rules of a game for a person (Markdown): board, setup, moves, captures, rulesets, disputes"),
     .args = "[GAME]", .options = OPT_LANG | OPT_VARIANT | OPT_RULES | OPT_JSON, .max_args = 1, .run = cmd_rules,
     .api = CMD_API | CMD_WORKSHOP, .complete = COMPLETE_GAME},
    {.name = "family", .summary = N_("The games side by side (Markdown): boards, pieces, rules, rulesets, how they relate"),
     .options = OPT_LANG | OPT_JSON, .run = cmd_family, .api = CMD_API},
    {.name = "dispute",
     .summary = N_("Compare the legal moves of a position under two or more rule choices, and say which rule makes "
                "each difference"),
     .options = OPT_LANG | OPT_SETUP | OPT_JSON | OPT_SPECS, .run = cmd_dispute, .api = CMD_API},
    {.name = "explain",
     .summary = N_("Say in words why a move is legal or not under the current rules, what it leads to, and what to "
                "play instead"),
     .args = "MOVE", .options = OPT_LANG | OPT_SETUP | OPT_JSON, .max_args = 1, .run = cmd_explain,
     .api = CMD_API | CMD_WORKSHOP, .param = "move"},
    {.name = "show", .summary = N_("Draw a position with the board's lines and coordinates"),
     .options = OPT_LANG | OPT_SETUP | OPT_JSON, .run = cmd_show, .api = CMD_API | CMD_WORKSHOP},
    {.name = "render", .summary = N_("Draw a board, a position and a move as an SVG image, for documents and slides"),
     .options = OPT_LANG | OPT_SETUP | OPT_RENDER | OPT_JSON, .run = cmd_render, .api = CMD_API | CMD_WORKSHOP},
    {.name = "moves", .summary = N_("List the legal moves of a position"), .options = OPT_LANG | OPT_SETUP | OPT_JSON,
     .run = cmd_moves, .api = CMD_API | CMD_WORKSHOP},
    {.name = "analyze", .summary = N_("Search a position: best move, score, principal variation, depth, nodes and speed"),
     .options = OPT_LANG | OPT_SETUP | OPT_JSON | OPT_AI | OPT_DEPTH | OPT_TIME, .run = cmd_analyze,
     .api = CMD_API | CMD_WORKER},
    {.name = "match", .summary = N_("Play a match between two AI players: wins, draws, losses, score and Elo difference"),
     .args = "A B", .options = OPT_LANG | OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS, .max_args = 2,
     .run = cmd_match, .complete = COMPLETE_PERSONALITY},
    {.name = "study",
     .summary = N_("Settle a rule dispute by play: self-play games under each rule choice, their metrics with "
                "intervals, and whether the choices differ"),
     .args = "[A [B]]", .options = OPT_LANG | OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_TIME | OPT_MATCH | OPT_JOBS | OPT_STUDY | OPT_UNTIL |
                OPT_SVG,
     .required = OPT_STUDY, .max_args = 2, .run = cmd_study, .complete = COMPLETE_PERSONALITY,
     .api = CMD_API | CMD_WORKER, .api_options = OPT_SETUP | OPT_STUDY, .api_fixed = study_api_fixed},
    {.name = "tune",
     .summary = N_("Fit a personality's evaluation weights to the results of its self-play games (Texel's method), "
                "and write the tuned personality"),
     .options = OPT_LANG | OPT_VARIANT | OPT_RULES | OPT_JSON | OPT_AI | OPT_DEPTH | OPT_TIME | OPT_TUNE,
     .run = cmd_tune, .note = N_("(default: master, 1500 games at depth 5, seed 0; docs/personalities.md#tuning)")},
    {.name = "book",
     .summary = N_("Build an opening book from a personality's self-play games, or merge the parts of one built "
                "in shards"),
     .args = "build|merge [FILE...]",
     .options = OPT_LANG | OPT_VARIANT | OPT_RULES | OPT_AI | OPT_DEPTH | OPT_TIME | OPT_BOOK, .max_args = CLI_MAX_ARGS,
     .run = cmd_book, .complete = COMPLETE_WORDS, .words = "build merge",
     .note = N_("(default: master, 1000 games at depth 5, 10 plies, seed 0; docs/personalities.md#opening-books)")},
    {.name = "merge",
     .summary = N_("Combine the results files of a match's or study's shards (--shard I/N --out FILE) into its report"),
     .args = "FILE...", .options = OPT_LANG | OPT_JSON | OPT_SVG, .max_args = CLI_MAX_ARGS, .run = cmd_merge,
     .complete = COMPLETE_FILE},
    {.name = "bench",
     .summary = N_("Search fixed positions of several games to a fixed depth: nodes, their total as a signature, speed"),
     .options = OPT_LANG | OPT_JSON | OPT_DEPTH | OPT_AI, .run = cmd_bench,
     .note = N_("(its own positions and games: default depth 10, personality master)")},
    {.name = "personalities", .summary = N_("List the AI personalities with what they are like"), .options = OPT_LANG | OPT_JSON,
     .run = cmd_personalities, .api = CMD_API},
    {.name = "variants", .summary = N_("List the games found on the search path"), .options = OPT_LANG | OPT_JSON | OPT_LONG,
     .run = cmd_variants, .api = CMD_API},
    {.name = "check", .summary = N_("Check a variant script: every problem with file, line and field, then a short self-test"),
     .args = "FILE.lua", .options = OPT_LANG | OPT_VARIANT | OPT_CHECK | OPT_JSON, .max_args = 1, .run = cmd_check,
     .api = CMD_WORKSHOP, .complete = COMPLETE_GAME},
    {.name = "engine",
     .summary = N_("Talk to another program (a GUI, a tournament manager) on standard input and output: one JSON "
                "request per line, one JSON answer per line (docs/protocol.md)"),
     .options = OPT_LANG | OPT_SETUP, .run = cmd_engine,
     .note = N_("then one request a line on standard input, e.g. {\"cmd\":\"moves\"}, {\"cmd\":\"go\",\"depth\":8}, "
             "stop, quit")},
    {.name = "perft", .summary = N_("Count the move sequences of a given length (perft), with time and moves per second"),
     .options = OPT_LANG | OPT_SETUP | OPT_JSON | OPT_DEPTH | OPT_DIVIDE, .required = OPT_DEPTH, .run = cmd_perft,
     .api = CMD_API | CMD_WORKSHOP},
    {.name = "solve",
     .summary = N_("Build endgame tables by retrograde analysis: win, draw or loss and the distance of every position "
                "of at most N pieces"),
     .options = OPT_LANG | OPT_SETUP | OPT_SOLVE, .run = cmd_solve,
     .note = N_("(cycles are draws: repetition and the quiet-move limit are ignored; docs/solving.md)")},
    {.name = "serve", .summary = N_("Serve the board page and the JSON API over HTTP: play every game in a browser"),
     .options = OPT_LANG | OPT_SERVE}, /* no run: main runs cmd_serve, which lies above this library */
    {.name = "completion",
     .summary = N_("Write the completion script of a shell, bash or zsh: commands, their options, games and personalities"),
     .args = "SHELL", .options = OPT_LANG, .max_args = 1, .run = cmd_completion, .complete = COMPLETE_WORDS,
     .words = "bash zsh", .note = N_("e.g. source <(kharbaga completion bash); installed with the program (docs/playing.md)")},
};

const char commands_purpose[] = N_("Plays the Zamma family of line-board games (Kharbaga, Zamma, Alquerque, ...).");

const char commands_shared[] =
    N_("The commands about a game take --variant, --ruleset, --rule KEY=VALUE, --position\n"
       "and --play. 'kharbaga COMMAND --help' describes one command. Variant files are\n"
       "found on KHARBAGA_PATH (directories separated by ':') and in the installed variants.\n"
       "Every command takes --lang CODE, the language of its messages (default: the\n"
       "environment's LANGUAGE, LC_ALL, LC_MESSAGES or LANG; docs/translating.md).\n");

enum { NCOMMANDS = sizeof commands / sizeof commands[0] };

const Command *commands_all(int *n)
{
    *n = NCOMMANDS;
    return commands;
}

const Command *commands_find(const char *name)
{
    for (int i = 0; i < NCOMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}
