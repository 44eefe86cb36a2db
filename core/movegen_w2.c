/* movegen_w2.c — the move generator over two-word point sets (boards of <= 128 indices). */
#define SET_WORDS 2
#include "movegen_impl.h"
