/*
 * solve_prove.h — `kharbaga solve --prove` and `solve --check-proof FILE`.
 */
#ifndef KHARBAGA_SOLVE_PROVE_H
#define KHARBAGA_SOLVE_PROVE_H

#include "commands.h"

/* Proves the value of cli's position with the tables of dir; --proof FILE keeps the proof. The
 * game is loaded. */
int solve_prove(Cli *cli, const char *dir);

/* Checks the proof file --check-proof names against cli's game and rules and the tables of dir. */
int solve_check_proof(Cli *cli, const char *dir);

#endif
