# The evaluation, the transposition table and the searches (alpha-beta and MCTS).
kharbaga_test(test_search SOURCES unit/test_search.c support/boards.c LIBS kharbaga::core LABELS unit)
