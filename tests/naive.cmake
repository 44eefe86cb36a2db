# The engine's move generator against the independent naive one (tests/perft/naive/), on the golden
# mid-game positions of tests/data/perft/kharbaga.perft and on Kharbaga's start
# (docs/perft.md#reference-counts). The other games run it with --variant GAME on their own files (tests/games.cmake).
# The default run counts to depth 7 (a few seconds); the `slow` run takes every depth in the file.
kharbaga_test(test_naive
  SOURCES perft/test_naive.c perft/naive/naive.c perft/naive/naive_approach.c support/boards.c support/perftfile.c
  LIBS kharbaga::host
  LABELS perft
  ARGS ${CMAKE_CURRENT_SOURCE_DIR}/data/perft/kharbaga.perft 7)
kharbaga_test_run(test_naive_deep test_naive LABELS "perft;slow"
  ARGS ${CMAKE_CURRENT_SOURCE_DIR}/data/perft/kharbaga.perft)
# The naive generator's approach and withdrawal captures and first_capture=single, on small
# positions counted by hand (the engine is not involved).
kharbaga_test(test_naive_approach
  SOURCES perft/naive/test_naive_approach.c perft/naive/naive.c perft/naive/naive_approach.c support/boards.c
  LIBS kharbaga::core
  LABELS perft unit)
