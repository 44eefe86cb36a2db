/*
 * tuning.h — `kharbaga tune`: a personality's evaluation weights fitted to the results of its own
 * games (cmd_tune.c). The self-play games are a match of the personality against itself, played
 * by the match's machinery (tune_play.c), from which the quiet positions are taken, each labelled
 * with its game's result; the positions can be kept in a file and read back (tune_positions.c);
 * the fit is core/tune.c's; the report and the personality file are tune_report.c's.
 */
#ifndef KHARBAGA_TUNING_H
#define KHARBAGA_TUNING_H

#include "match.h"
#include "personality.h"
#include "tune.h"

enum {
    TUNE_DEFAULT_GAMES = 1500, /* self-play games without --games: about a minute for Kharbaga */
    TUNE_DEFAULT_DEPTH = 5,   /* plies a move without --depth or --time */
    TUNE_QUIET_AFTER = 6,     /* plies after the random opening before positions are taken */
};

/* A labelled position: the position and its game's result for its side to move. */
typedef struct TunePosition {
    Position pos;
    double result; /* 1, 0.5 or 0 */
} TunePosition;

/* The labelled positions, in the order of their games and plies. */
typedef struct TunePositions {
    TunePosition *p;
    int n, cap;
    int games; /* the games they come from (0: read from a file) */
} TunePositions;

/* Appends one position; false if memory ran out. */
bool tune_positions_add(TunePositions *tp, const Position *pos, double result);
void tune_positions_free(TunePositions *tp);

/* ---- tune_play.c ---- */

/* Plays cli->games games of the personality cli->ai against itself (cli loaded) and takes their
 * quiet positions: neither the random opening's plies nor the TUNE_QUIET_AFTER after them, nor one
 * whose side to move can capture. Returns 0, or the exit status of the error it reported. */
int tune_play(Cli *cli, TunePositions *tp);

/* ---- tune_positions.c ---- */

/* The first line of a positions file for cli's game and rules (cli loaded), without its '\n'. */
void tune_positions_header(const Cli *cli, char *buf, size_t len);

/* Writes the positions to path: the header, then one line per position, "RESULT POSITION". False
 * (reported) if it could not be written. */
bool tune_positions_write(const Cli *cli, const char *path, const TunePositions *tp);

/* Reads the positions of path, written for cli's game and rules. False (reported: the file and
 * line, what was expected) on any problem. */
bool tune_positions_read(const Cli *cli, const char *path, TunePositions *tp);

/* ---- tune_report.c ---- */

/* What the command found, for its report. */
typedef struct TuneReport {
    const Cli *cli;
    const Personality *base; /* the personality tuned, its texts in English */
    const TunePositions *positions;
    TuneFit fit;
    char id[32];             /* the tuned personality's id: --out's file name, or <base>-<game> */
} TuneReport;

/* The tuned personality's script (the base with the weights found) into out. False if it could
 * not be written. */
bool tune_write_personality(const TuneReport *r, FILE *out);

/* The report on cli_out(): text, or JSON with --json; the personality written to --out, or
 * printed after the text report. False (reported) if --out could not be written. */
bool tune_report(const TuneReport *r);

#endif
