/*
 * measured.h — MEASURED marks a function a benchmark times: kept out of line under its own name,
 * so that callgrind's --toggle-collect can count it alone. gcc's noipa also stops it from
 * being analysed into its callers; clang has no noipa, and noinline is enough there.
 */
#ifndef KHARBAGA_BENCH_MEASURED_H
#define KHARBAGA_BENCH_MEASURED_H

#if defined(__clang__)
#define MEASURED __attribute__((noinline))
#else
#define MEASURED __attribute__((noinline, noipa))
#endif

#endif
