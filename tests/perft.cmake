# Golden perft files run against the games loaded from their Lua scripts.
# The default run goes to depth 11; the `slow` label goes deeper.
set(PERFT_DIR ${CMAKE_CURRENT_SOURCE_DIR}/data/perft)
kharbaga_test(test_perft_variant SOURCES perft/test_perft_variant.c support/perftfile.c LIBS kharbaga::host
  LABELS perft ARGS kharbaga ${PERFT_DIR}/kharbaga-start.perft 11)
kharbaga_test_run(test_perft_kharbaga_start_deep test_perft_variant LABELS "perft;slow"
  ARGS kharbaga ${PERFT_DIR}/kharbaga-start.perft 13)
# The golden mid-game positions (checked against tests/perft/naive/) through kharbaga.lua as well.
kharbaga_test_run(test_perft_kharbaga_midgame test_perft_variant LABELS perft
  ARGS kharbaga ${PERFT_DIR}/kharbaga.perft 6)
kharbaga_test_run(test_perft_kharbaga_midgame_deep test_perft_variant LABELS "perft;slow"
  ARGS kharbaga ${PERFT_DIR}/kharbaga.perft 99)
