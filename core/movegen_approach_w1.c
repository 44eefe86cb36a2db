/* movegen_approach_w1.c — approach and withdrawal captures over one-word point sets. */
#define SET_WORDS 1
#include "movegen_approach_impl.h"
