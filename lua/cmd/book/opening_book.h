/*
 * opening_book.h — `kharbaga book`: an opening book made from a personality's self-play games
 * (book_play.c, played by the match's machinery as tune's are), written and merged by
 * cmd_book.c; the book itself, its file and its use at a search's root are core/book.c's.
 */
#ifndef KHARBAGA_OPENING_BOOK_H
#define KHARBAGA_OPENING_BOOK_H

#include "book.h"
#include "match.h"

enum {
    BOOK_DEFAULT_GAMES = 1000, /* self-play games without --games */
    BOOK_DEFAULT_PLIES = 10,   /* plies of each game kept without --plies */
    BOOK_DEFAULT_DEPTH = 5,    /* plies a move without --depth or --time */
    BOOK_DEFAULT_MIN_GAMES = 4,  /* an entry's fewest games without --min-games */
    BOOK_DEFAULT_MIN_SCORE = 50, /* an entry's least score (percent) without --min-score */
};

/* Plays cli->games games of cli->ai against itself (cli loaded; cli->args the two players), or
 * the share of them that shard_i of shard_n plays, and adds each position of their first
 * cli->plies plies with the move played there and the game's result for the side that played it
 * to b (sorted, counts added). Returns 0, or the exit status of the error it reported. */
int book_play(Cli *cli, int shard_i, int shard_n, Book *b);

#endif
