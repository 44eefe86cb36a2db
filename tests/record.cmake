# Game records (core/record.c).
kharbaga_test(test_record SOURCES unit/test_record.c support/fixture.c support/boards.c LIBS kharbaga::core LABELS unit)
