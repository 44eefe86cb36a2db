# The hand-written Kharbaga perft, the generic engine's speed baseline, and its checks.
kharbaga_test(test_baseline SOURCES unit/test_baseline.c bench/baseline_kharbaga.c LABELS unit)
