/*
 * capture_example.h — a capture to show on a game's page: found by playing from the start, so
 * that every game gets one without a hand-written position.
 */
#ifndef KHARBAGA_CAPTURE_EXAMPLE_H
#define KHARBAGA_CAPTURE_EXAMPLE_H

#include "move.h"
#include "position.h"

enum { EXAMPLE_MAX_PLIES = 4 };

typedef struct CaptureExample {
    char play[EXAMPLE_MAX_PLIES * 256 + 8]; /* the moves from the start, full notation, separated by
                                               commas ("" if none) */
    char move[256];    /* the capture, full notation */
    int ncaptured;
    int side;          /* who captures */
    Position before;   /* the position the capture is made in */
    Move capture;      /* the capture itself */
    MoveDetail capture_detail; /* its detail */
} CaptureExample;

/* Searches every line of up to EXAMPLE_MAX_PLIES moves from the start (in move generator
 * order) for the capture taking the most pieces; among equal ones, the one reached in the
 * fewest moves, then the first found. False if no capture is reachable (or the variant's hooks
 * failed). Deterministic: the same variant gives the same example. */
bool capture_example_find(const Variant *v, CaptureExample *ex);

#endif
