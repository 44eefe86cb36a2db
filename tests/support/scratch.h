/*
 * scratch.h — a scratch directory for one test program: made under /tmp before its tests, removed
 * with everything in it after them. Its two fixtures are cmocka group fixtures:
 *
 *     cmocka_run_group_tests(tests, scratch_setup, scratch_teardown);
 *     ... RUN("match", ..., "--out", scratch_path("games.jsonl")) ...
 */
#ifndef KHARBAGA_TESTS_SCRATCH_H
#define KHARBAGA_TESTS_SCRATCH_H

/* Makes the directory (0 on success, as a group setup returns). */
int scratch_setup(void **state);

/* Removes the directory and everything in it, without a shell (0 on success). */
int scratch_teardown(void **state);

/* The directory's path. */
const char *scratch_dir(void);

/* DIR/name, in one of eight buffers used in turn, so that one call may hold several. */
const char *scratch_path(const char *name);

#endif
