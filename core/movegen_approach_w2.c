/* movegen_approach_w2.c — approach and withdrawal captures over two-word point sets. */
#define SET_WORDS 2
#include "movegen_approach_impl.h"
