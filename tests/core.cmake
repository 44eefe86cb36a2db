# Unit tests of the core/ modules: no Lua involved, one program per module.
kharbaga_test(test_board SOURCES unit/test_board.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_rules SOURCES unit/test_rules.c support/fixture.c support/boards.c support/textfile.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_position SOURCES unit/test_position.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_move SOURCES unit/test_move.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_revisit SOURCES unit/test_revisit.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_movegen SOURCES unit/test_movegen.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_notation SOURCES unit/test_notation.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
kharbaga_test(test_game SOURCES unit/test_game.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
# The fit of the evaluation's weights to game results (core/tune.h): known weights fitted back.
kharbaga_test(test_tune_fit SOURCES unit/test_tune_fit.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
# Opening books (core/book.h): the file read back, damaged files refused at their line, the move
# chosen at a root, and a search that plays it.
kharbaga_test(test_book SOURCES unit/test_book.c support/scratch.c support/boards.c LIBS kharbaga::core LABELS unit)
