/*
 * commands.h — the verbs of the kharbaga program.
 */
#ifndef KHARBAGA_COMMANDS_H
#define KHARBAGA_COMMANDS_H

#include "cli.h"

/* What the program does, one sentence, and what its commands share, lines ending in '\n': its help
 * and its manual page say them. */
extern const char commands_purpose[];
extern const char commands_shared[];

/* The commands of the program (commands.c), in the order of its help; their number in *n. */
const Command *commands_all(int *n);

/* The command called name, or NULL. */
const Command *commands_find(const char *name);

int cmd_engine(Cli *cli);
int cmd_variants(Cli *cli);
int cmd_show(Cli *cli);
int cmd_moves(Cli *cli);
int cmd_perft(Cli *cli);
int cmd_bench(Cli *cli);
int cmd_check(Cli *cli);
int cmd_rules(Cli *cli);
int cmd_dispute(Cli *cli);
int cmd_family(Cli *cli);
int cmd_explain(Cli *cli);
int cmd_analyze(Cli *cli);
int cmd_personalities(Cli *cli);
int cmd_play(Cli *cli);
int cmd_learn(Cli *cli);
int cmd_learn_json(Cli *cli); /* learn --json (cmd_learn_json.c) */
int cmd_render(Cli *cli);
int cmd_match(Cli *cli);
int cmd_merge(Cli *cli);
int cmd_study(Cli *cli);
int cmd_tune(Cli *cli); /* tune/cmd_tune.c */
int cmd_book(Cli *cli); /* book/cmd_book.c */
int cmd_solve(Cli *cli);
/* cmd_solve, telling on_slice(ctx, done, total) after each slice of the plan a build takes (built,
 * or read from its file): for a caller that shows a long build's progress (the WebAssembly
 * page's, lua/web/web_tables.c). */
int cmd_solve_reporting(Cli *cli, void (*on_slice)(void *ctx, int done, int total), void *ctx);
int cmd_completion(Cli *cli); /* completion/cmd_completion.c */

/* Legal moves of cli->pos into list; prints an error and returns false if the position is
 * beyond the generator's limits. */
bool cmd_legal_moves(Cli *cli, MoveList *list);

#endif
