# Unit tests of core/ modules: no Lua involved.
kharbaga_test(test_board SOURCES test_board.c support/boards.c LIBS kharbaga::core LABELS unit)
