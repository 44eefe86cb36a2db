# Unit tests of the core/ modules: no Lua involved, one program per module.
kharbaga_test(test_board SOURCES test_board.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_rules SOURCES test_rules.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_position SOURCES test_position.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_move SOURCES test_move.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_movegen SOURCES test_movegen.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_notation SOURCES test_notation.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_game SOURCES test_game.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
