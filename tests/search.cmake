# The evaluation, the transposition table and the searches (alpha-beta and MCTS).
kharbaga_test(test_search SOURCES unit/test_search.c support/search_fixture.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)

# The limits kept whatever the position: the capture search's bound, time on a capture explosion
# and with a slow hook, and the move played when depth 1 was not completed.
kharbaga_test(test_search_limits SOURCES unit/test_search_limits.c support/search_fixture.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
