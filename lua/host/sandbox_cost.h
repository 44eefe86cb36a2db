/*
 * sandbox_cost.h — library functions whose whole work is one C call, charged against the
 * sandbox's instruction budget before they run.
 *
 * The count hook fires only between VM instructions, so a single C call escapes the budget.
 * Most library calls are cheap or bounded by the memory cap; these are not:
 *
 *   string.find, string.match, string.gmatch, string.gsub: a pattern with several quantifiers
 *     backtracks, in the worst case, a number of steps that grows like the subject's length to
 *     the power of the quantifiers (`("a?"):rep(40) .. ("a"):rep(40)` on 40 a's: 2^40 steps);
 *   table.insert, table.remove: they shift every element up to #t, and __len may claim any
 *     length;
 *   table.move: it copies e - f + 1 elements, which may be 2^62 nils.
 *
 * The sandbox replaces them with versions that first charge their worst case against what is
 * left of the budget (an upper bound computed from the pattern and the subject's length, or the
 * count of elements to shift or copy), and raise the budget error, naming the function, when it
 * does not fit. Otherwise they behave as the stock functions do.
 */
#ifndef KHARBAGA_SANDBOX_COST_H
#define KHARBAGA_SANDBOX_COST_H

#include <lua.h>

#include <stdbool.h>
#include <stddef.h>

/* (sandbox_pattern.c) The worst-case number of matching steps of Lua's pattern matcher for pattern p (plen bytes) on
 * a subject of n bytes: for each item, the ways of reaching it (start positions, lengths of the
 * repeats before it, choices of the '?' before it) times what testing it costs (one step, or a
 * scan of the subject for a repeat, a %b balance or a back-reference). A repeat's length is
 * bounded by the longest run of its class in the subject, measured when that is cheap; the
 * measuring (a read of the subject per repeat) is counted too, and not done when it would take
 * the cost past `limit` (the budget left; the bound is then the whole subject). `plain`: p is plain
 * text (string.find's 4th argument); `anchorable`: a leading '^' anchors the match (not for
 * gmatch). Saturates at 1e300. */
double sandbox_pattern_cost(const char *p, size_t plen, const char *subject, size_t n, bool plain,
                            bool anchorable, double limit);

/* Bytes that a function reading or decoding a string (format, pack, utf8.len, tonumber, string
 * comparisons in table.sort) reads for one step of the budget. */
#define SANDBOX_SCAN_BYTES_PER_STEP 8

/* Replaces the libraries string, table and utf8 in the globals table at g by copies in which
 * the functions whose one call can run long are charged versions (the real library tables stay,
 * unchanged, in package.loaded, where no script reaches them), points the string metatable's
 * __index at the charged string library, and charges tonumber. Run inside the sandbox's setup
 * (protected). */
void sandbox_cost_install(lua_State *L, int g);

#endif
