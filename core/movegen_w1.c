/* movegen_w1.c — the move generator over one-word point sets (boards of <= 64 indices). */
#define SET_WORDS 1
#include "movegen_impl.h"
